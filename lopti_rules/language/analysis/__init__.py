"""What a book means and whether it is legal.

Bindings, limits, the validator and its check families.
"""
