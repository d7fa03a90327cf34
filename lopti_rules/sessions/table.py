"""What is said at the table, read against a session: players by name, ballots, who may announce.

The command line (``lopti session``) takes players as display names; these turn them into seats
and ballots with the session's own checks, and answer the questions ``lopti session status``
asks of the model. Pure: nothing here reads files, the archive or the engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..i18n import gettext as _
from .checks import rule_warnings
from .model import Session
from .records import DEALING, Round, Rule, SessionError, Vote


def seats(s: Session, names: Iterable[str]) -> list[int]:
    """The seats of players given by display name or seat number, in the order given."""
    return [s.seat(n) for n in names]


def ballots(s: Session, *, yes: Iterable[str] = (), no: Iterable[str] = (),
            abstain: Iterable[str] = ()) -> dict[int, str]:
    """A ballot from the players voting yes, no and abstain; one vote each (R-VOTE-2)."""
    out: dict[int, str] = {}
    for choice, who in (("yes", yes), ("no", no), ("abstain", abstain)):
        for seat in seats(s, who):
            if seat in out:
                raise SessionError(_("{name} votes twice in one ballot (R-VOTE-2)").format(
                    name=s.name_of(seat)))
            out[seat] = choice
    return out


def vote_in(s: Session, round_no: int) -> Vote | None:
    """The rule vote held in round ``round_no``, if any: one a round (R-VOTE-1)."""
    return next((v for v in s.votes if v.round == round_no), None)


def may_announce(s: Session) -> Round | None:
    """The round whose winner may still announce a rule, if any (R-CUSTOM-1): the next deal is
    not complete and they have not announced one yet."""
    cur, last = s.current, s.last_done
    if last is None or s.closed or (cur is not None and cur.phase != DEALING):
        return None
    if any(r.invented_round == last.number for r in s.rules):
        return None
    return last


def added_rule_warnings(s: Session, rule: Rule, filename: str) -> Any:
    """The linter's warnings for ``rule``, just announced, read with the rules it joins in
    the round it first holds (R-CUSTOM-3: the book is the unit): a ``LintResult`` holding
    only warnings, named ``filename``, for the table to hear before it plays the rule."""
    effective = (rule.invented_round or 0) + 1
    book = [(r.label, text) for r, text in s.active_rules(effective) if r.number != rule.number]
    source = s.rule_text(rule.number, effective) or ""
    warned = rule_warnings(source, filename, book)
    if any(c.rule == rule.number and c.agreed_by for c in s.changes):  # the table agreed
        warned = warned.replace(diagnostics=[d for d in warned.diagnostics
                                             if d.code != "LP712"])
    return warned
