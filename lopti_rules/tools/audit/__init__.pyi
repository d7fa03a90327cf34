"""Lint backed by play: witnesses for the linter's verdicts, and searches that run the book."""

from .core import SEARCHES as SEARCHES
from .core import WITNESSES as WITNESSES
from .core import audit as audit
from .core import is_scenario as is_scenario
