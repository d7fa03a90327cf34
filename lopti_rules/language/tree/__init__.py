"""The tree.

The typed AST every stage after the parser reads (nodes, their base, a visitor, a
substitution, spoken-text placeholders).
"""
