"""The table companion: ``lopti serve``, a local web page over the stages the CLI uses.

The top stage below the command line. ``app`` builds the Starlette application;
``table`` is what the server keeps between requests (the archive's path, the change
counter pages listen to; ballots not yet counted and throws of a Roshambo in progress wait
in the archive: ``ballots``, ``throws``); ``guard``
refuses writes without the join token or the CSRF token; the ``*pages`` modules are the
views, each calling the sessions, language and tools stages exactly as the CLI does;
``charts`` draws server-rendered SVG; ``qr`` draws the join link's QR code. No game or
rule logic lives here.


The public names are listed once, in ``__init__.pyi`` beside this file: mypy reads
them there, and ``lazy_loader`` loads each on first use (SPEC 1), so a command pays only
for the stages it uses.
"""

from .. import lazyapi

__getattr__, __dir__, __all__ = lazyapi.attach(__name__, __file__)
