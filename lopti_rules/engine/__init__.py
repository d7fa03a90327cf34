"""The Lopti engine: a seeded game state with a narrow API, moves and legality.

Other stages import the engine's public names from this package, which loads each on
first use like every stage API (``lazy_loader``; the names are listed once, in
``__init__.pyi``): the linter reads the cards, the base rules and the events, and only
a lint that plays games loads the rest (a cold ``lopti lint``, issue 12). The modules behind it are
``state`` (the round's state and base events), ``restrictions``, ``operations`` (what
house rules apply through) and ``game`` (the deal, decisions, turn order).


The public names are listed once, in ``__init__.pyi`` beside this file: mypy reads
them there, and ``lazy_loader`` loads each on first use (SPEC 1), so a command pays only
for the stages it uses.

A wheel built with a C compiler ships most of these modules compiled by mypyc as well
(``hatch_build.py``); ``LOPTI_PURE=1`` loads their sources instead (``compiled.py``).
"""

from .. import lazyapi
from .compiled import prefer_sources, pure_requested

if pure_requested():  # LOPTI_PURE=1: the pure-Python engine, not a compiled wheel's modules
    prefer_sources()
__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
