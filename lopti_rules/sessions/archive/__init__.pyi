"""The public names of ``lopti_rules.sessions.archive``, listed once.

Typed here for mypy; ``__init__.py`` loads the same names lazily (lazy_loader).
"""

from . import phones as phones
from .db import DEFAULT_PATH as DEFAULT_PATH
from .db import ArchiveBusy as ArchiveBusy
from .db import ArchiveError as ArchiveError
from .phones import Phone as Phone
from .phones import PhoneError as PhoneError
from .store import Archive as Archive
from .store import SessionSummary as SessionSummary
