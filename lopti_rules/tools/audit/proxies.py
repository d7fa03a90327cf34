"""Witnesses for roles pinned to one person (LP302, LP305-LP307): one seat, round after round.

The linter reads from a hook's conditions that a role can only be one fixed seat or
person of the session (``language/analysis/binding.py``): the dealer of rounds 1, 5, 9 at four
players, the leader of the session's first round, the last winner while the rule is in
its first round (the creator, R-CUSTOM-1). A finder here shows it at a table. It plays
the rounds the conditions allow (``round = N`` of a scenario: the dealer sits ``N - 1``
seats after seat 0, R-SETUP-4; ``rule_rounds = K``: the rule's own round), at the table
size the pin names, on a fixed list of small tables for the hook's event (a dealt table
for ``deal``, ``swap`` and ``turn``; seat 0 playing a 9, a 10, two 9s, a 7 or picking up
for the rest), in the same order every time, and keeps the first where the rule fires in
every round with the same effects on the same seat. For LP306 the last winner is seat 1,
the rule's creator, and the scenario says so. The witness is one ``[[scenario]]`` per
round (``witness = "LP305"`` lets it load the rule), each expecting the rule's firing
with its seat; it is run once more, as written, before it is returned. The budget is
the number of tables (:data:`TABLES` per round), never seconds.

A fixed seat (LP302, ``seat 2 draws 1 card``) is shown the same way in rounds 1 and 2,
whose dealers differ (R-SETUP-4): the rule lands on the same seat, so on the same person,
whoever deals. A witness scenario runs ``seat N`` as that seat (``compile_book(allow=
"LP302")``); where no table can show it (a seat number compared in a condition, an action
no table runs, a seat beyond five players) the message says why instead.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...errors import LoptiError
from ...language import Diagnostic, LintResult, Pin, compile_book, pinned_roles, seat_roles
from .witness import Table, block, book_files, cards, search, without_witness

if TYPE_CHECKING:
    from ..scenario import ScenarioResult

#: Hand-set tables: (decision, seat 0's hand); the other seats hold these, in order.
MOVES: tuple[tuple[str, str], ...] = (
    ("play 9x1", "9C 8C 7C 5C"), ("play 10x1", "10C 8C"), ("play 9x2", "9C 9D"),
    ("play 7x1", "7C 8C 9C 5C"), ("pickup", "5C"),
)
OTHERS = ("QH 2H 3H 5D", "KD", "KH", "KS")
DOWN = ("4C", "4D", "4H", "JD", "JH")
#: Events a dealt table shows (the deal, the swaps, the first turn).
DEALT = ("deal", "swap", "turn")
#: At most this many tables are played in each round of a witness.
TABLES = 1 + len(MOVES)
CREATOR = 1  #: the seat of the rule's creator, the last winner, in an LP306 witness


@dataclass(frozen=True)
class Round:
    """One round of a witness: the session's round, the rule's, the last winner."""

    number: int
    rule_round: int
    last_winner: int | None


def _rounds(pinned: Pin) -> list[Round]:
    if pinned.code in ("LP306", "LP307"):  # a rule holds from the round after its invention
        return [Round(max(2, pinned.rounds[0]), 1, CREATOR)]
    first = pinned.rounds[0]
    return [Round(r, pinned.rule_round + r - first, None) for r in pinned.rounds]


def _table(event: str, players: int, move: int, rnd: Round) -> Table:
    """Probe ``move`` (0: dealt; then :data:`MOVES`) in round ``rnd``: the round's lines,
    then the table's."""
    name = f"round {rnd.number} at {players} players"
    head = [f"round = {rnd.number}", f"rule_rounds = {rnd.rule_round}"]
    if rnd.last_winner is not None:
        head.append(f"last_winner = {rnd.last_winner}  # the rule's creator (R-CUSTOM-1)")
    if move == 0:
        leader = [f"leader = {rnd.last_winner}  # the last winner leads (R-SETUP-4)"] \
            if rnd.last_winner is not None else []
        dealt = Table.dealt(name, players, ["keep"] * players if event != "deal" else [],
                            *leader)
        return Table(name, (*head, *dealt.lines))
    return Table(name, (*head, *hand_set(name, players, move).lines))


def hand_set(name: str, players: int, move: int) -> Table:
    """The hand-set table of :data:`MOVES` number ``move`` (from 1) at ``players``: seat 0
    makes the move."""
    decision, hand = MOVES[move - 1]
    return Table.crafted(
        name, [f"0: {decision}"],
        hands="[" + ", ".join(json.dumps(h) for h in (hand, *OTHERS[:players - 1])) + "]",
        face_down=cards(DOWN[:players]),
        pile='["8S"]' if decision == "pickup" else '["2S"]', fill='"draw_pile"')


def _probes(event: str) -> Iterator[int]:
    if event in DEALT:
        yield 0
    yield from range(1, len(MOVES) + 1)


def _toml(code: str, files: Sequence[str], rule: str, event: str, players: int, move: int,
          rounds: Sequence[Round], fired: Sequence[tuple[str, ...]], why: str) -> str:
    lines = [f"# {why}"]
    for rnd, effects in zip(rounds, fired, strict=True):
        if effects:
            shown = ", ".join(json.dumps(e, ensure_ascii=False) for e in effects)
            expect = [f'events_contain = [{{ event = "rule_fired", rule = {json.dumps(rule)}, '
                      f"effects = [{shown}] }}]"]
        else:
            expect = ["turn = 0"]
        lines += ["", *block(code, files, _table(event, players, move, rnd), expect)]
    return "\n".join(lines) + "\n"


def _firings(ran: Sequence[ScenarioResult], rule: str) -> list[tuple[str, ...]] | None:
    """The effects of ``rule``'s first firing in each scenario run, or None when a
    scenario could not run or the rule does not fire in it."""
    out = []
    for run in ran:
        if run.game is None or run.reason:
            return None
        fired = [tuple(e.effects) for e in run.events
                 if getattr(e, "name", "") == "rule_fired" and e.rule == rule]
        if not fired:
            return None
        out.append(fired[0])
    return out


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """Scenarios where the role ``d`` names lands on the same seat in every round its
    conditions allow (or on the creator), or "" within the budget."""
    files = book_files(results)
    if result.book is None or files is None:
        return ""
    found = [(rule, hook, pinned) for rule, hook, role, pinned in pinned_roles(result.book)
             if (role.line, role.column, pinned.code) == (d.line, d.column, d.code)]
    if not found:
        return ""
    rule, hook, pinned = found[0]
    rounds = _rounds(pinned)
    why = (f"R-CUSTOM-4: {pinned.who} is one fixed seat: {pinned.witness}" if d.code == "LP305"
           else f"R-CUSTOM-4: {pinned.who} is the rule's creator (seat {CREATOR}, the last "
           "winner): the rule is in its first round (R-CUSTOM-1)")
    return _first_witness(d.code, files, rule.name, hook.event, pinned.players, rounds, why)


def _first_witness(code: str, files: Sequence[str], rule: str, event: str, players: int,
                   rounds: Sequence[Round], why: str) -> str:
    """The first probe table where ``rule`` fires with the same effects, on a seat, in
    every round of ``rounds``, as a checked witness (witness.search); "" when none does."""

    def toml(move: int, fired: Sequence[tuple[str, ...]], why: str) -> str:
        return _toml(code, files, rule, event, players, move, rounds, fired, why)

    def same_seat(move: int, ran: list[ScenarioResult]) -> list[tuple[str, ...]] | None:
        fired = _firings(ran, rule)
        if fired is None or len(set(fired)) != 1 or not any("seat" in e for e in fired[0]):
            return None
        return fired

    return search(_probes(event), lambda move: toml(move, [()] * len(rounds), "probe"),
                  same_seat, lambda move, fired: toml(move, fired, why))


#: The rounds an LP302 witness plays: two deals by different dealers (R-SETUP-4).
SEAT_ROUNDS = (Round(1, 1, None), Round(2, 2, None))
MAX_SEAT = 4  #: the last seat of the largest table (five players, R-SETUP-1)


def settle_seat(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> Diagnostic:
    """LP302 with its witness (the seat's rule firing on that seat in rounds 1 and 2,
    under different dealers), or with the reason no table can show it in the message."""
    files = book_files(results)
    if result.book is None or files is None:
        return d
    found = [(rule, hook, role) for rule, hook, role in seat_roles(result.book)
             if (role.line, role.column) == (d.line, d.column)]
    if not found and d.message.startswith("free text"):
        return _why_not(d, "the seat is in spoken text, which the table hears and no scenario "
                        "runs")
    if not found:
        return _why_not(d, "a seat number compared in a condition cannot run at a table (a "
                        "rule reads players only through roles), so no scenario can show it")
    rule, hook, role = found[0]
    seat = role.value
    if not isinstance(seat, int) or not 0 <= seat <= MAX_SEAT:
        return _why_not(d, f"no table has seat {seat} (2 to 5 players, seats 0 to "
                        f"{MAX_SEAT}, R-SETUP-1)")
    try:
        compile_book(result.book, filename=result.filename, allow="LP302")
    except LoptiError as exc:
        return _why_not(d, "the rule cannot run at a table: "
                        f"{getattr(exc, 'message', exc)}")
    seats = [r.value for _, h, r in seat_roles(result.book) if h is hook]
    players = max(3, 1 + max(s for s in seats if isinstance(s, int) and s <= MAX_SEAT))
    why = (f"R-CUSTOM-4: seat {seat} is one person: the rule lands on seat {seat} in round 1 "
           f"and in round 2, whose dealers differ (seat 0, then seat 1; R-SETUP-4)")
    witness = _first_witness("LP302", files, rule.name, hook.event, players,
                             SEAT_ROUNDS, why)
    if witness:
        return d.replace(witness=witness)
    return _why_not(d, f"the rule did not fire on seat {seat} at the {TABLES} tables tried "
                    f"for its '{hook.event}' hook (an action no table runs, or a condition "
                    "they do not meet)")


def _why_not(d: Diagnostic, reason: str) -> Diagnostic:
    return d.replace(message=without_witness(d.message, reason))
