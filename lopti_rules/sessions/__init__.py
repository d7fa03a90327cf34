"""Sessions: the session model, rounds played by the engine, Roshambo, rule books, the archive.

The top stage below the command line. ``model`` is the session and its rule book, pure (its
records in ``records``); ``checks`` asks the linter and the base rules, ``rounds`` lets the engine
play a round, ``table`` reads what people say at the table; ``bookexport`` and ``bookimport``
write and read rule books; ``archive`` keeps every session in one SQLite file.


The public names are listed once, in ``__init__.pyi`` beside this file: mypy reads
them there, and ``lazy_loader`` loads each on first use (SPEC 1), so a command pays only
for the stages it uses.
"""

from .. import lazyapi

__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
