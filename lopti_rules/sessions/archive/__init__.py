"""The rule-book archive: every session kept in one SQLite file (R-SESSION, R-VOTE, R-ROSHAMBO)."""

from __future__ import annotations

from . import phones
from .db import DEFAULT_PATH, ArchiveBusy, ArchiveError
from .phones import Phone, PhoneError
from .store import Archive, SessionSummary

__all__ = ["DEFAULT_PATH", "Archive", "ArchiveBusy", "ArchiveError", "Phone", "PhoneError",
           "SessionSummary", "phones"]
