"""The trial: the linter's behavioural judge, a rule book played over whole evenings.

``judge(book_files)`` returns the trial's diagnostics (LP801-LP805) for the gate to merge
with the static lint's; ``run_trial(rule_set, config=...)`` returns the whole verdict
(what it played, what stayed open). docs/trial.md explains it.

The public names are listed once, in ``__init__.pyi`` beside this file: mypy reads
them there, and ``lazy_loader`` loads each on first use (SPEC 1).
"""

from ... import lazyapi

__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
