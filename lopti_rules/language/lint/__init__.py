"""The linter run over files.

``lint_text``/``lint_paths``, output formats, and ``[tool.lopti]`` settings.
"""
