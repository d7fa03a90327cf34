"""The public names of ``lopti_rules.tools.audit``, listed once.

Typed here for mypy; ``__init__.py`` loads the same names lazily (lazy_loader).
"""

from .core import SEARCHES as SEARCHES
from .core import WITNESSES as WITNESSES
from .core import audit as audit
from .core import is_scenario as is_scenario
