"""The sandbox: the fences house-rule code runs behind, the views it reads, the effects it returns.

Stage 2 of the pipeline (docs/architecture.md): it needs nothing of the rule
language (views in, effects out), so the language's compiler and limits sit above it.
One policy object carries every limit (:mod:`.policy`); checking generated Python
(:mod:`.check`), compiling it and running its hooks (:mod:`.run`) are the entries.


The public names are listed once, in ``__init__.pyi`` beside this file: mypy reads
them there, and ``lazy_loader`` loads each on first use (SPEC 1), so a command pays only
for the stages it uses.
"""

from .. import lazyapi

__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
