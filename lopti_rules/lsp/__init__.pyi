"""The public names of ``lopti_rules.lsp``, listed once.

Typed here for mypy; ``__init__.py`` loads the same names lazily (lazy_loader).
"""

from .book import Workspace as Workspace
from .complete import complete as complete
from .fixes import fixes as fixes
from .hover import hover_text as hover_text
from .lenses import run_scenarios as run_scenarios
from .lenses import simulate_rule as simulate_rule
from .outline import folding_ranges as folding_ranges
from .outline import symbols as symbols
from .server import serve as serve
