"""The formats of a lint report, named apart from the linter that renders them.

``lopti lint --format`` and ``[tool.lopti] format`` offer these; naming them here lets a
command's options, ``--help`` and the config check list them without loading the linter.
"""

FORMATS = ("text", "json", "sarif", "github")
