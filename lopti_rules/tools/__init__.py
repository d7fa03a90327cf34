"""What a table does with a rule book: simulate, replay and scenario tests (the book optional).

The public names are listed once, in ``__init__.pyi`` beside this file: mypy reads
them there, and ``lazy_loader`` loads each on first use (SPEC 1), so a command pays only
for the stages it uses.
"""

# the engine first: under LOPTI_PURE=1 it makes the modules the build compiles with it,
# the trial's tallies here among them, load as their sources (engine/compiled.py)
import lopti_rules.engine  # noqa: F401

from .. import lazyapi

__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
