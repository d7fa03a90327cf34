"""The rule-book archive: every session kept in one SQLite file (R-SESSION, R-VOTE, R-ROSHAMBO).

The public names are listed once, in ``__init__.pyi`` beside this file: mypy reads
them there, and ``lazy_loader`` loads each on first use (SPEC 1).
"""

from ... import lazyapi

__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
