"""A session's records: players, rounds, rules and their changes, votes, Roshambos, rulings.

Plain dataclasses, the words they use (round phases, vote kinds, ballot choices, timings) and
``SessionError``. ``model.Session`` makes and checks them; the archive stores them as rows and
``bookexport`` writes them out; nothing here knows a rule's language or the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import InputError, LoptiError
from ..inputs import stored_json
from .roshambo import Throw

#: Round phases: the deal has begun (the vote is open, last winner may still announce),
#: the deal is complete (play), the result is in.
DEALING, PLAYING, DONE = "dealing", "playing", "done"
#: Rule votes (R-VOTE-1, R-VOTE-7) and the setup vote reviving an old rule (R-SESSION-2).
VOTE_KINDS = ("remove", "change", "restore", "adjust", "revive")
CHOICES = ("yes", "no", "abstain")
#: Timing declared before a vote (R-VOTE-6).
TIMINGS = ("now", "next")


class SessionError(LoptiError):
    """An action the rules do not allow now; the message cites the rule number."""


@dataclass(slots=True)
class Player:
    """A seat at the table; the display name is for the record only (R-CUSTOM-4)."""

    seat: int
    name: str


@dataclass(slots=True)
class Round:
    """One round: who dealt, who led and, once done, who won and the finishing order."""

    number: int
    dealer: int
    leader: int
    phase: str = DEALING
    winner: int | None = None
    order: tuple[int, ...] = ()
    source: str = "table"  #: "table" (entered from a real game) or "engine"
    log_path: str | None = None
    log_hash: str | None = None
    seed: int | None = None
    #: an engine round's rules' own counts as it ended (``count "x" this session``, issue
    #: 14), JSON ``{"<rule number>/<rule name>": [values]}``, those kept 'this round' at 0
    memory: str | None = None
    #: an engine round's pickups per seat (``the player with the most pickups last round``
    #: in the next round); empty when unknown (a round played at the table)
    pickups: tuple[int, ...] = ()


@dataclass(slots=True)
class Rule:
    """A custom rule's identity; its text over time lives in ``RuleChange`` records."""

    number: int
    name: str
    creator: int | None  #: seat in this session, or None when the creator is absent
    creator_name: str
    invented_round: int | None  #: the round whose winner announced it (None: revived at setup)
    origin: str = "winner"  #: "winner" or "revived"
    from_session: int | None = None
    from_rule: int | None = None

    @property
    def label(self) -> str:
        """How the book check names the rule: ``rule 2 by Bo (round 1)``."""
        when = (f"round {self.invented_round}" if self.invented_round is not None
                else f"revived from session {self.from_session}")
        return f"rule {self.number} by {self.creator_name} ({when})"


@dataclass(slots=True)
class RuleChange:
    """A rule added, changed, removed, deleted by its creator or restored, from a given round."""

    seq: int
    rule: int
    kind: str  #: added | changed | removed | deleted | restored
    round: int  #: the round in which it was decided (0: setup)
    effective: int  #: first round it holds for; never earlier than decided (no retroactivity)
    source: str | None = None
    filename: str | None = None
    vote: int | None = None
    #: the seats that agreed to what the rule asks of players beyond the known table
    #: actions (LP712, R-CUSTOM-3), as JSON (``[0, 1, 2]``); None when nobody was asked
    agreed_by: str | None = None

    @property
    def agreed_seats(self) -> tuple[int, ...]:
        """The seats that agreed to the rule's demands (``agreed_by``), in seat order."""
        if not self.agreed_by:
            return ()
        seats = stored_json(self.agreed_by, f"agreement to rule {self.rule} (change {self.seq})")
        if type(seats) is not list or not all(type(s) is int for s in seats):
            raise InputError(f"the archive's agreement to rule {self.rule} is damaged: not "
                             "a list of seats")
        return tuple(seats)


@dataclass(slots=True)
class Vote:
    """A rule or setup vote with its ballots; ``decided`` is None while a tie awaits Roshambo."""

    seq: int
    round: int  #: 0 for setup votes (R-SESSION-2)
    kind: str
    proposer: int | None
    timing: str = "now"
    rule: int | None = None
    param: str | None = None
    value: str | None = None  #: JSON text of the new base-rule value
    source: str | None = None
    filename: str | None = None
    objector: int | None = None
    from_session: int | None = None
    from_rule: int | None = None
    ballots: dict[int, str] = field(default_factory=dict)
    outcome: str = "failed"  #: passed | failed | tied
    decided: str | None = "failed"  #: passed | failed | None (tie not yet settled)


@dataclass(slots=True)
class Roshambo:
    """The Roshambo that settled a tied vote, every throw included (R-ROSHAMBO)."""

    vote: int
    proposer: int
    defender: int | None
    role: str  #: creator | representative | knockout | objector | none
    mode: str  #: entered | bots | none
    seed: int | None
    proposer_wins: int
    defender_wins: int
    winner: str  #: proposer | defender
    throws: tuple[Throw, ...] = ()


@dataclass(slots=True)
class BaseChange:
    """A base-rule parameter adjusted for this session only (R-VOTE-1)."""

    seq: int
    param: str
    value: str  #: JSON text
    round: int
    effective: int
    vote: int


@dataclass(slots=True)
class Ruling:
    """What an unclear rule means, as settled by its creator or the table (R-SESSION-3)."""

    seq: int
    round: int
    rule: int
    question: str
    reading: str  #: the reading put forward
    least: str | None  #: the reading that changes base Lopti least, if given
    decided_by: str  #: creator | table | least-change
    holds: str  #: the reading that holds from now on
    ballots: dict[int, str] = field(default_factory=dict)


#: What an Event notes: a deal begun, a deal complete, a vote, the Roshambo of a tie, a rule
#: change, a ruling, a round's result. ``Event.ref`` is the number of that record.
EVENT_KINDS = ("deal", "play", "vote", "roshambo", "change", "ruling", "result")


@dataclass(slots=True)
class Event:
    """One step of the session in the order it happened (``Session.events``): records keep
    no order across their kinds, so the history of a round is told from these."""

    seq: int
    kind: str  #: one of EVENT_KINDS
    ref: int  #: round number (deal, play, result), vote seq (vote, roshambo), change seq
    #: (change) or ruling seq (ruling)


@dataclass(slots=True)
class TableNote:
    """Something done at the table that the book keeps with who did it and when
    (``Session.notes``): a choice the host entered for a player who has no phone, or an
    action that cannot be taken back ("Nobody defends", "End the session")."""

    seq: int
    at: str  #: when, UTC, ``2026-12-01T21:40:05Z``
    by: str  #: who did it: "the host", or "Ann's phone"
    what: str  #: what was done, in the table's words
