"""What a problem is.

The Diagnostic, and the one registry of lint codes that docs/lint/ is rendered from.
"""
