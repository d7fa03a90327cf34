"""The rule language: grammar, parser, AST, validator, lint codes, formatter and compiler."""
