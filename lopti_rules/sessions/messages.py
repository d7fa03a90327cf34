"""Why a session refuses what a table typed, in words that say what to do instead.

Issue 27: a player named ``#1`` was told it is "not a number", and a winner's second rule
in one round was told "a deleted rule earns no replacement" when nothing was deleted.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import gettext as _
from .records import Rule, SessionError


def check_player_names(names: Sequence[str]) -> None:
    """Refuse a table whose player names a command could not tell apart (SessionError)."""
    for name in names:
        refused = bad_player_name(name)
        if refused is not None:
            raise SessionError(refused)
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise SessionError(_("player name {name} is given twice").format(name=repr(dupes[0])))


def bad_player_name(name: str) -> str | None:
    """Why ``name`` cannot be a player's (None: it can): empty, or read as a seat number
    (commands take ``2`` or ``#2`` for seat 2, ``Session.seat``)."""
    if not name:
        return "a player name is empty (two commas, or one at an end?)"
    digits = name.removeprefix("#")
    if digits.isdigit():
        return (f"player name {name!r} would read as a seat number: commands name a seat "
                f"as {digits} or #{digits}, so give the player a name with a letter in it")
    return None


def second_rule(round_no: int, rule: Rule, deleted: bool) -> str:
    """Round ``round_no``'s winner, who announced ``rule`` already, announces another:
    one rule a won round (R-CUSTOM-1); a deleted one earns no replacement (R-VOTE-4),
    a rule in play changes only by a vote (R-VOTE-4)."""
    said = (_("round {round}'s winner has already announced rule {rule} ({name}): one rule "
              "a won round (R-CUSTOM-1); a deleted rule earns no replacement (R-VOTE-4)")
            if deleted else
            _("round {round}'s winner has already announced rule {rule} ({name}): one rule "
              "a won round (R-CUSTOM-1); to change it, hold a rule vote (lopti session vote "
              "--change {rule} FILE, R-VOTE-4)"))
    return said.format(round=round_no, rule=rule.number, name=rule.name)
