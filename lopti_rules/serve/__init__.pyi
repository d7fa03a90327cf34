"""The table companion: ``lopti serve``, a local web page over the stages the CLI uses.

The top stage below the command line. ``app`` builds the Starlette application;
``table`` is what the server keeps between requests (the archive's path, the change
counter pages listen to; ballots not yet counted and throws of a Roshambo in progress wait
in the archive: ``ballots``, ``throws``); ``guard``
refuses writes without the join token or the CSRF token; the ``*pages`` modules are the
views, each calling the sessions, language and tools stages exactly as the CLI does;
``charts`` draws server-rendered SVG; ``qr`` draws the join link's QR code. No game or
rule logic lives here.
"""

from .app import create_app as create_app
from .qr import qr_matrix as qr_matrix
from .qr import qr_svg as qr_svg
from .qr import qr_terminal as qr_terminal
from .table import Config as Config
from .table import ServeError as ServeError
from .table import join_link as join_link
