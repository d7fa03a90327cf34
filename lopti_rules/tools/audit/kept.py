"""Witnesses for a favour on a role the favour keeps (LP308, LP309): the seats it lands on.

The linter reads from the rule that a favour falls on the last winner, or on a seat a
fixed step from them, in a way that keeps the role (``language/analysis/keptroles.py``).
A finder here shows it at a table, with the last winner's seat set (``last_winner = N``
of a scenario; the last winner leads, R-SETUP-4), in the rule's second round or later
(``rule_rounds = 2``: the creator is not the point here):

- **LP309** (a view for the winner): one scenario in which every seat but the last
  winner's reveals its hand (``rule_revealed``) and the winner's is never shown;
- **LP309** (a view through the hands, session 25): one scenario, the last winner's seat
  set, in which the rule passes another seat's hand cards to the winner (or the seat the
  step names) and, for a swap, cards back: the rule's effects name both seats;
- **LP308** (a team): one scenario for each seat of the team as the last winner, each
  showing the favour land on the next seat of the team: at four players the winner at
  seat 0 makes seat 2 shed, the winner at seat 2 makes seat 0 shed.

The tables are proxies.py's, in its order: a dealt table for the deal, the swaps and the
first turn (the winner leads), then the hand-set tables where seat 0 acts (seat 0 is
then the winner). The budget is the number of tables, never seconds; a witness is run
once more, as written, before it is returned.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from ...language import Diagnostic, Kept, LintResult, book_kept
from .proxies import DEALT, DOWN, MOVES, OTHERS, hand_set
from .witness import Table, block, book_files, search

if TYPE_CHECKING:
    from ..scenario import ScenarioResult

#: The rule's own round in a witness: past its first, whose last winner is its creator.
RULE_ROUND = 2


def _table(event: str, players: int, move: int, winner: int) -> Table:
    """Probe ``move`` (0: dealt, the winner leading; then proxies.MOVES, seat 0 acting)
    with the last winner at ``winner``."""
    name = f"the last winner at seat {winner}, {players} players"
    head = ["round = 2", f"rule_rounds = {RULE_ROUND}", f"last_winner = {winner}"]
    if move == 0:
        dealt = Table.dealt(name, players, ["keep"] * players if event != "deal" else [],
                            f"leader = {winner}  # the last winner leads (R-SETUP-4)")
        return Table(name, (*head, *dealt.lines))
    return Table(name, (*head, *hand_set(name, players, move).lines))


def _probes(event: str) -> Iterator[tuple[int, int]]:
    """(move, the last winner's seat in the first scenario): at a dealt table the winner
    leads, at seat 1 (any seat would do); at a hand-set one seat 0 acts, so seat 0 is
    the winner."""
    if event in DEALT:
        yield 0, 1
    for move in range(1, len(MOVES) + 1):
        yield move, 0


def _view_probes(event: str) -> Iterator[tuple[int, int]]:
    """:func:`_probes`, and each hand-set table again with the winner at seat 1: seat 0,
    acting, is then one of the others (a reveal by whoever acts, unless the winner)."""
    yield from _probes(event)
    for move in range(1, len(MOVES) + 1):
        yield move, 1


def _records(run: ScenarioResult, rule: str, name: str) -> list[Any] | None:
    """The records ``name`` of ``rule`` in a run, or None when it could not run."""
    if run.game is None or run.reason:
        return None
    return [e for e in run.events
            if getattr(e, "name", "") == name and getattr(e, "rule", None) == rule]


def _winner_toml(files: Sequence[str], event: str, players: int, probe: tuple[int, int],
                 expect: Sequence[str], why: str) -> str:
    """The LP309 scenario of ``probe`` (the move, the last winner's seat) at
    :func:`_table`, saying ``why`` and expecting ``expect``."""
    move, winner = probe
    return "\n".join([f"# {why}", *block("LP309", files, _table(event, players, move, winner),
                                         expect)]) + "\n"


def _view(files: Sequence[str], rule: str, event: str, found: Kept) -> str:
    """LP309: every seat but the last winner's shows its hand, the winner's never."""
    n = found.players

    def toml(probe: tuple[int, int], expect: Sequence[str], why: str) -> str:
        return _winner_toml(files, event, n, probe, expect, why)

    def judge(probe: tuple[int, int], ran: list[ScenarioResult]) -> list[str] | None:
        (run,) = ran
        shown = _records(run, rule, "rule_revealed")
        winner = probe[1]
        if not shown:
            return None
        seats = list(dict.fromkeys(int(e.player) for e in shown))  # in the order shown
        # the whole table but the winner at once, or at a hand-set table the one seat
        # that acts (a reveal by whoever acts unless it is the winner)
        if winner in seats or (probe[0] == 0 and len(seats) != n - 1):
            return None
        matchers = [f'{{ event = "rule_revealed", rule = {json.dumps(rule)}, player = {s} }}'
                    for s in seats]
        return [f"events_contain = [{', '.join(matchers)}]",
                f'events_absent = [{{ event = "rule_revealed", rule = {json.dumps(rule)}, '
                f"player = {winner} }}]"]

    def said(probe: tuple[int, int]) -> str:
        if probe[0] == 0:
            return (f"R-CUSTOM-4: every seat but the last winner's shows its hand to the table, "
                    f"at {n} players; the last winner sees the others' cards and shows none "
                    "(R-SETUP-2)")
        return (f"R-CUSTOM-4: seat 0 acts and shows its hand, seat {probe[1]}, the last "
                "winner, does not: every player but the last winner shows their hand when "
                "they act (R-SETUP-2)")

    return search(_view_probes(event), lambda p: toml(p, ["turn = 0"], "probe"), judge,
                  lambda p, expect: toml(p, expect, said(p)))


def _standing_view(files: Sequence[str], rule: str, event: str, found: Kept) -> str:
    """LP309 (a standing's view, session 22): with last round's finishing order set, the
    hand of the player the standing chooses is shown. Two orders: the winner at seat 1
    and last place at seat 0, who acts at a hand-set table; and the winner at seat 0 and
    last place at seat 1, whose turn comes next there (``after turn``)."""
    n = found.players
    orders = [[*range(1, n), 0], [0, *range(2, n), 1]]
    # and an order that puts the chosen player at seat 0, who acts at a hand-set table: a
    # view on the acting player's own event (their draw, their pickup) shows there only
    own = _seated_first(n, found)
    if own not in orders:
        orders.append(own)
    moves = ([0] if event in DEALT else []) + list(range(1, len(MOVES) + 1))

    def seat(order: list[int]) -> int:
        return order[found.seats[0]] if found.seats else (order[0] + found.offset) % n

    def table(probe: tuple[int, int]) -> Table:
        move, order = probe[0], orders[probe[1]]
        name = f"last round's order {order}, {n} players"
        head = ["round = 2", f"rule_rounds = {RULE_ROUND}",
                f"last_standings = {order}  # last round's finishing order, first to last"]
        if move == 0:
            dealt = Table.dealt(name, n, ["keep"] * n if event != "deal" else [],
                                f"leader = {order[0]}  # the last winner leads (R-SETUP-4)")
            return Table(name, (*head, *dealt.lines))
        return Table(name, (*head, *hand_set(name, n, move).lines))

    def toml(probe: tuple[int, int], expect: Sequence[str], why: str) -> str:
        return "\n".join([f"# {why}", *block("LP309", files, table(probe), expect)]) + "\n"

    def judge(probe: tuple[int, int], ran: list[ScenarioResult]) -> list[str] | None:
        (run,) = ran
        shown = _records(run, rule, "rule_revealed")
        at = seat(orders[probe[1]])
        if not shown or any(int(e.player) != at for e in shown):
            return None
        return [f'events_contain = [{{ event = "rule_revealed", rule = {json.dumps(rule)}, '
                f"player = {at} }}]"]

    def why(probe: tuple[int, int]) -> str:
        order = orders[probe[1]]
        return (f"R-CUSTOM-4: last round's finishing order is {order} (seat {order[0]} won, "
                f"seat {order[-1]} came last): the hand shown is seat {seat(order)}'s, a "
                "player the standings chose (R-SETUP-2)")

    probes = [(m, o) for o in range(len(orders)) for m in moves]
    return search(probes, lambda p: toml(p, ["turn = 0"], "probe"), judge,
                  lambda p, expect: toml(p, expect, why(p)))


def _tallied_view(files: Sequence[str], rule: str, event: str, found: Kept) -> str:
    """LP309 (a tallied standing's view, session 36): with last round's pickups set so
    that one seat picked up most, the hand shown is that seat's. The picker at seat 0,
    who acts at a hand-set table, and at seat 1, whose turn comes next there (a seat a
    step from the picker: that seat's hand)."""
    n = found.players
    tallies = [[3 if s == picker else 0 for s in range(n)] for picker in range(n)]
    # a dealt table for the deal's events, the hand-set moves, and a blind play (-1)
    moves = ([0] if event in DEALT else []) + list(range(1, len(MOVES) + 1)) + [-1]

    def table(probe: tuple[int, int]) -> Table:
        move, picker = probe
        name = f"last round's pickups {tallies[picker]}, {n} players"
        head = ["round = 2", f"rule_rounds = {RULE_ROUND}",
                f"last_pickups = {tallies[picker]}  # last round's pickups, one count a seat"]
        if move == 0:
            return Table(name, (*head, *Table.dealt(name, n, ["keep"] * n if event != "deal"
                                                    else []).lines))
        if move == -1:  # seat 0 holds nothing but a face-down card and plays it blind
            blind = Table.crafted(
                name, ["0: flip 1"],
                hands="[" + ", ".join(json.dumps(h) for h in ("", *OTHERS[:n - 1])) + "]",
                face_down="[" + ", ".join(json.dumps(c) for c in ("9C", *DOWN[1:n])) + "]",
                pile='["5S"]', fill='"draw_pile"')
            return Table(name, (*head, *blind.lines))
        return Table(name, (*head, *hand_set(name, n, move).lines))

    def toml(probe: tuple[int, int], expect: Sequence[str], why: str) -> str:
        return "\n".join([f"# {why}", *block("LP309", files, table(probe), expect)]) + "\n"

    def judge(probe: tuple[int, int], ran: list[ScenarioResult]) -> list[str] | None:
        (run,) = ran
        shown = _records(run, rule, "rule_revealed")
        at = (probe[1] + found.offset) % n
        if not shown or any(int(e.player) != at for e in shown):
            return None
        return [f'events_contain = [{{ event = "rule_revealed", rule = {json.dumps(rule)}, '
                f"player = {at} }}]"]

    def why(probe: tuple[int, int]) -> str:
        at = (probe[1] + found.offset) % n
        return (f"R-CUSTOM-4: last round's pickups are {tallies[probe[1]]} (seat {probe[1]} "
                f"picked up most): the hand shown is seat {at}'s, a player last round's "
                "results chose (R-SETUP-2)")

    probes = [(m, picker) for picker in (0, 1) for m in moves]
    return search(probes, lambda p: toml(p, ["turn = 0"], "probe"), judge,
                  lambda p, expect: toml(p, expect, why(p)))


def _seated_first(n: int, found: Kept) -> list[int]:
    """Last round's finishing order at ``n`` players in which the standing ``found``
    chooses (a place, or a step from the winner) is seat 0."""
    if found.seats:
        place = found.seats[0] % n
        rest = list(range(1, n))
        return [*rest[:place], 0, *rest[place:]]
    winner = -found.offset % n
    return [winner, *(s for s in range(n) if s != winner)]


def _passed(files: Sequence[str], rule: str, event: str, found: Kept) -> str:
    """LP309 (``passed``): with the last winner at a seat, the rule's effects give another
    seat's hand cards to the receiver the step names (and cards back, for a swap)."""
    n, k = found.players, found.offset

    def toml(probe: tuple[int, int], expect: Sequence[str], why: str) -> str:
        return _winner_toml(files, event, n, probe, expect, why)

    def judge(probe: tuple[int, int], ran: list[ScenarioResult]) -> list[str] | None:
        (run,) = ran
        fired = _records(run, rule, "rule_fired")
        if not fired:
            return None
        effects = [str(e) for e in fired[0].effects]
        to = f"seat {(probe[1] + k) % n}"
        got = [e for e in effects if "give" in e and e.rstrip(").").endswith(to)
               and not e.startswith(to + " ")]
        back = [e for e in effects if e.startswith(to + " ") and "give" in e]
        if not got or (found.swap and not back):
            return None
        shown = ", ".join(json.dumps(e, ensure_ascii=False) for e in effects)
        return [f'events_contain = [{{ event = "rule_fired", rule = {json.dumps(rule)}, '
                f"effects = [{shown}] }}]"]

    def said(probe: tuple[int, int]) -> str:
        to = (probe[1] + k) % n
        if found.swap:
            return (f"R-CUSTOM-4: the last winner at seat {probe[1]}, {n} players: seat {to} "
                    "receives another seat's hidden hand cards and gives cards back; with "
                    "the winner at any other seat it is the seat the same step from them, "
                    "never everyone alike (R-SETUP-2)")
        return (f"R-CUSTOM-4: the last winner at seat {probe[1]}, {n} players: seat {to} "
                "receives another seat's whole hidden hand; with the winner at any other "
                "seat it is the seat the same step from them, never everyone alike "
                "(R-SETUP-2)")

    # the dealer of round 2 sits at seat 1: a dealt table with the winner there, then
    # with the winner beside the dealer (a rule between the dealer and the winner)
    probes = [*_probes(event), *([(0, 0)] if event in DEALT else [])]
    return search(probes, lambda p: toml(p, ["turn = 0"], "probe"), judge,
                  lambda p, expect: toml(p, expect, said(p)))


def _team(files: Sequence[str], rule: str, event: str, found: Kept) -> str:
    """LP308: each seat of the team as the last winner, the favour on the next one."""
    n, k = found.players, found.offset

    def winners(probe: tuple[int, int]) -> list[int]:
        # a dealt table: each seat of the team as the winner, who leads; a hand-set table,
        # where seat 0 acts: seat 0 as the winner (the others follow by turning the table)
        return [(probe[1] + s) % n for s in found.seats] if probe[0] == 0 else [probe[1]]

    def toml(probe: tuple[int, int], expects: Sequence[Sequence[str]], why: str) -> str:
        lines = [f"# {why}"]
        for winner, expect in zip(winners(probe), expects, strict=True):
            lines += ["", *block("LP308", files, _table(event, n, probe[0], winner), expect)]
        return "\n".join(lines) + "\n"

    def probe_text(probe: tuple[int, int]) -> str:
        return toml(probe, [["turn = 0"]] * len(winners(probe)), "probe")

    def judge(probe: tuple[int, int], ran: list[ScenarioResult]) -> list[list[str]] | None:
        out = []
        for winner, run in zip(winners(probe), ran, strict=True):
            fired = _records(run, rule, "rule_fired")
            if not fired:
                return None
            effects = [str(e) for e in fired[0].effects]
            mate = f"seat {(winner + k) % n} "
            if not any(e.startswith(mate) for e in effects):
                return None
            shown = ", ".join(json.dumps(e, ensure_ascii=False) for e in effects)
            out.append([f'events_contain = [{{ event = "rule_fired", rule = {json.dumps(rule)},'
                        f" effects = [{shown}] }}]"])
        return out

    def said(probe: tuple[int, int]) -> str:
        if probe[0] == 0:
            seats = ", ".join(str(s) for s in winners(probe))
            return (f"R-CUSTOM-4: at {n} players the favour falls {k} seats left of the last "
                    f"winner, so with each of seats {seats} as the winner it lands on the next "
                    "of them, and never on the other seats")
        return (f"R-CUSTOM-4: at {n} players, with the last winner at seat 0, the favour falls "
                f"on seat {k}; with seat {k} as the winner it falls on seat 0 again, and "
                "never on the other seats")

    return search(_probes(event), probe_text, judge,
                  lambda p, expects: toml(p, expects, said(p)))


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """Scenarios that show the favour ``d`` names land where the rule keeps it, or ""
    within the budget."""
    files = book_files(results)
    if result.book is None or files is None:
        return ""
    hits = [(rule, found) for rule, found in book_kept(result.book)
            if (found.role.line, found.role.column, found.code) == (d.line, d.column, d.code)]
    if not hits:
        return ""
    rule, found = hits[0]
    if found.code == "LP309" and found.view == "passed":
        return _passed(files, rule.name, found.hook.event, found)
    if found.code == "LP309" and found.view == "standing":
        return _standing_view(files, rule.name, found.hook.event, found)
    if found.code == "LP309" and found.view == "tallied":
        return _tallied_view(files, rule.name, found.hook.event, found)
    if found.code == "LP309":
        return _view(files, rule.name, found.hook.event, found)
    return _team(files, rule.name, found.hook.event, found)
