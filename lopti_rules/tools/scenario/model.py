"""Table scenarios as values: the table a scenario starts from, its decisions, and the
result of running it (``Scenario``, ``ScenarioResult``).

``load.py`` builds them from TOML (the format is documented in ``docs/scenarios.md``),
``run.py`` plays them and fills in the result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from ...engine import OFFICIAL, BaseRules, Game, Move
from .expect import Check, Mismatch
from .rules import ScriptedChoice

Status = Literal["pass", "fail", "skip"]


@dataclass(frozen=True)
class Table:
    """The table a scenario starts from: cards by place, seats as engine indexes."""

    players: int
    turn: int = 0
    pile: tuple[tuple[int, ...], ...] = ()  #: plays from the bottom up
    threes: tuple[int, ...] = ()  #: 3s chained beside the pile (R-SPECIAL-3)
    hands: tuple[tuple[int, ...], ...] = ()
    face_up: tuple[tuple[int, ...], ...] = ()
    face_down: tuple[tuple[int, ...], ...] = ()  #: in position order (``flip 1`` first)
    draw_pile: tuple[int, ...] = ()  #: top first: the next card drawn is the first
    cleared: tuple[tuple[int, ...], ...] = ()  #: groups in the order cleared, latest last
    discarded: tuple[int, ...] = ()
    bonus: bool = False
    out: tuple[int, ...] = ()
    direction: int = 1
    fill: bool = False  #: the cards named nowhere go under the draw pile, shuffled by seed
    turns: int = 0  #: turns the round had before this one (this is turn ``turns + 1``)
    deal: bool = False  #: deal with the seed instead of setting cards by hand
    dealer: int = 0  #: dealt tables deal from here; every table's ``dealer`` role sits here
    leader: int | None = None


@dataclass(frozen=True)
class Decision:
    """One decision of the scenario: the move, and the seat that must take it if given."""

    text: str
    move: Move
    seat: int | None
    line: int | None


@dataclass(frozen=True)
class Scenario:
    """One ``[[scenario]]`` of a file, validated."""

    source: str  #: the file as given on the command line
    index: int  #: 1-based position in its file
    name: str
    line: int | None
    table: Table
    decisions: tuple[Decision, ...]
    checks: tuple[Check, ...]
    rules: tuple[Path, ...] = ()
    seed: int = 0
    base: BaseRules = OFFICIAL
    last_winner: int | None = None  #: last round's winner, for rules that name that role
    choices: tuple[ScriptedChoice, ...] = ()  #: answers to questions rules ask players
    choices_line: int | None = None
    #: a lint code whose errors the rules may have: the scenario is that code's witness
    witness: str = ""
    #: last round's finishing order (seats, first to last), for the standings roles
    last_standings: tuple[int, ...] = ()
    #: the session's round the game is (``round.number``; the dealer moves with it)
    round_number: int = 1
    #: how many rounds every rule of the scenario has held, this one included (``rule.rounds``)
    rule_rounds: int = 1
    #: the rules' own counts as the table begins: (rule, count, value) (``counts = {...}``)
    counts: tuple[tuple[str, str, int], ...] = ()
    #: last round's pickups per seat, for ``the player with the most pickups last round``
    last_pickups: tuple[int, ...] = ()

    @property
    def id(self) -> str:
        """``file::name``, as the runner prints it and ``-k`` matches it."""
        return f"{self.source}::{self.name}"


@dataclass
class ScenarioResult:
    """What running one scenario gave."""

    scenario: Scenario
    status: Status
    mismatches: list[Mismatch] = field(default_factory=list)
    reason: str = ""  #: why it was skipped, or what stopped the run
    game: Game | None = field(default=None, repr=False)  #: the game as the run left it
    events: list[Any] = field(default_factory=list, repr=False)  #: events and rule records

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data."""
        s = self.scenario
        return {
            "file": s.source, "scenario": s.name, "index": s.index, "line": s.line,
            "status": self.status, "reason": self.reason,
            "mismatches": [
                {"key": m.key, "expected": m.expected, "actual": m.actual, "line": m.line}
                for m in self.mismatches
            ],
        }
