"""The language server (``lopti lsp``): diagnostics, hover, completion, fixes over LSP.

Needs the ``lsp`` extra (pygls, lsprotocol) only for :func:`serve`; the helpers it
wires up (the workspace book, hover texts, completion, fixes, outline, code lenses)
are plain Python over the language and tools stages.
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
