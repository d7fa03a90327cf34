"""Who plays a tied rule vote's Roshambo, and the Roshambo itself (R-ROSHAMBO-1..3, R-VOTE-10).

Pure: ``model.Session.settle_tie`` finds the pending tie and the defender (the rule's creator,
else the first *other* player who objected) and calls ``play_off`` here, which checks the
table's choices (a representative, a knockout, nobody defending), plays the throws and
returns the record. The proposer never defends against their own change.
"""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import gettext as _
from .records import Roshambo, SessionError, Vote
from .roshambo import BotThrows, EnteredThrows, Throw, ThrowSource, knockout, match
from .words import term


def first_objector(vote: Vote) -> int | None:
    """The first player other than the proposer who voted no, in seat order (R-VOTE-10)."""
    return next((s for s, c in sorted(vote.ballots.items())
                 if c == "no" and s != vote.proposer), None)


def play_off(vote: Vote, defender: int | None, role: str, name_of: Callable[[int | None], str],
             *, throws: str | None = None, seed: int | None = None,
             representative: int | None = None, use_knockout: bool = False,
             nobody_defends: bool = False) -> Roshambo:
    """The Roshambo of tied ``vote`` against ``defender`` in ``role`` (None: the supporters
    pick one, or nobody defends and the change passes, R-ROSHAMBO-1)."""
    assert vote.proposer is not None
    supporters = [s for s, c in sorted(vote.ballots.items())
                  if c == "no" and s != vote.proposer]
    if representative is not None:
        if role != "representative":
            raise SessionError(_("the defender is the {role} {name}; supporters pick a "
                                 "representative only when the creator is absent "
                                 "(R-ROSHAMBO-1)").format(role=term("role", role),
                                                          name=name_of(defender)))
        if representative not in supporters:
            raise SessionError(_("{name} did not vote no, so cannot represent the rule's "
                                 "supporters (R-ROSHAMBO-1)").format(
                name=name_of(representative)))
        defender = representative
    runs_knockout = role == "representative" and defender is None and not nobody_defends
    if runs_knockout and supporters and not use_knockout:
        raise SessionError(_("the creator is absent: name the supporters' representative, "
                             "hold a knockout, or say nobody defends (R-ROSHAMBO-1, "
                             "R-ROSHAMBO-3)"))
    if nobody_defends or (defender is None and not (runs_knockout and supporters)):
        # nobody will defend the rule: the change passes (R-ROSHAMBO-1)
        return Roshambo(vote.seq, vote.proposer, None, "none", "none", None, 0, 0, "proposer")
    if (throws is None) == (seed is None):
        raise SessionError(_("give either the throws people made or a seed for the bots "
                             "(R-ROSHAMBO-2)"))
    record: list[Throw] = []
    source: ThrowSource = EnteredThrows(throws) if throws is not None else BotThrows(seed or 0)
    if defender is None:
        defender = knockout(supporters, source, record)
        role = "knockout"
    if defender == vote.proposer:  # defender_for and supporters never name the proposer
        raise SessionError(_("the proposer cannot defend against their own change "
                             "(R-ROSHAMBO-1)"))
    p_wins, d_wins = match(vote.proposer, defender, source, record)
    if isinstance(source, EnteredThrows):
        source.check_used_up()
    return Roshambo(vote.seq, vote.proposer, defender, role,
                    "entered" if throws is not None else "bots", seed, p_wins, d_wins,
                    "proposer" if p_wins > d_wins else "defender", tuple(record))
