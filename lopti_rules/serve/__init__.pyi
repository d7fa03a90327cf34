"""The public names of ``lopti_rules.serve``, listed once.

Typed here for mypy; ``__init__.py`` loads the same names lazily (lazy_loader).
"""

from .app import create_app as create_app
from .qr import qr_matrix as qr_matrix
from .qr import qr_svg as qr_svg
from .qr import qr_terminal as qr_terminal
from .table import Config as Config
from .table import ServeError as ServeError
from .table import Table as Table
from .table import is_loopback as is_loopback
from .table import join_link as join_link
