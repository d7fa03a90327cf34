"""The rule language: grammar, parser, AST, validator and its checks, lint, formatter, compiler.

The public names are listed once, in ``__init__.pyi`` beside this file: mypy reads
them there, and ``lazy_loader`` loads each on first use (SPEC 1), so a command pays only
for the stages it uses.
"""

from .. import lazyapi

__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
