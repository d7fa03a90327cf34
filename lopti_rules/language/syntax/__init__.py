"""From bytes to a tree.

Rule files read, phone typing undone, the grammar parsed, syntax errors explained.
"""
