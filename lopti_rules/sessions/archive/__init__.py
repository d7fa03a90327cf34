"""The rule-book archive: every session kept in one SQLite file (R-SESSION, R-VOTE, R-ROSHAMBO)."""

from __future__ import annotations

from .db import DEFAULT_PATH, ArchiveBusy, ArchiveError
from .store import Archive, SessionSummary

__all__ = ["DEFAULT_PATH", "Archive", "ArchiveBusy", "ArchiveError", "SessionSummary"]
