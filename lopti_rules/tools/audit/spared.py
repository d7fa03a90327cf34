"""Witnesses for an action whose seats a standing chooses (LP310; R-CUSTOM-4): the moment
the linter forced, played.

The linter places the standing at seat 0 and reads, for each acting seat, where the
action lands (``language/analysis/sparedseats.py``). A finder here plays that moment at
proxies.py's hand-set tables (seat 0 makes the move: a 9, a 10 that clears, a pair, a 7,
a pickup), in the rule's second round, with last round's finishing order set so that the
standing sits where the linter's acting seat puts it, and writes two scenarios:

- **the seat that pays**: seat 0 acts, the standing sits ``acting`` seats to its right,
  and the rule's effects land on a seat that is not the standing's;
- **the standing's own moment**: the same table with the standing at seat 0, who now
  acts: the rule's effects (none, or words, or a cost on another seat) never land on
  the standing.

A rule on an event those tables do not reach (a take-up, a blind card, a 3 passed, an
out) has no scenario; the message names the moment the linter forced all the same. The
budget is the number of tables, never seconds; a witness is run once more, as written,
before it is returned.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...language import Diagnostic, LintResult, Role, Spared, book_spared
from .proxies import DOWN, MOVES, hand_set
from .witness import Table, block, book_files, cards, search

if TYPE_CHECKING:
    from ..scenario import ScenarioResult

#: The rule's own round in a witness: past its first, whose last winner is its creator.
RULE_ROUND = 2
#: Tables beyond proxies.py's (seat 0 acts, each after :data:`~.proxies.MOVES`): a 3
#: passed (a rule on the pass), and a play onto a pile of four, with the seats after seat 0
#: short-handed (a rule that waits for a big pile, or a next player on few cards); a King
#: and an Ace on that pile (a reversal keyed to a high card, session 38)
MORE_MOVES: tuple[tuple[str, str], ...] = (("play 3x1", "3C 8C 9C 5C"),
                                           ("play 9x1", "9C 8C 7C 5C"),
                                           ("play Kx1", "KC 8C 9C 5C"),
                                           ("play Ax1", "AC 8C 9C 5C"),
                                           # an 8 and a Queen: a skip keyed to a middle or
                                           # a high card (the shield, session 39)
                                           ("play 8x1", "8C 9C 5C 6C"),
                                           ("play Qx1", "QC 8C 9C 5C"))
MORE_OTHERS = ("KD", "KH", "KS", "QH 2H 3H 5D")
MORE_PILE = '["5S", "6S", "8S", "2S"]'
#: The index in last round's finishing order of each standing the linter places
PLACES = {"last round's winner": 0, "the player placed 2 last round": 1}


def _order(n: int, seat: int, place: int) -> list[int]:
    """Last round's finishing order at ``n`` players with ``seat`` at ``place``."""
    rest = [s for s in range(n) if s != seat]
    return [*rest[:place], seat, *rest[place:]]


def _table(n: int, move: int, seat: int, place: int, direction: int = 1,
           round_number: int = RULE_ROUND) -> Table:
    """Hand-set table ``move`` (seat 0 acts) with the standing at ``seat``, play going
    ``direction`` (-1: against the clock, after an earlier reversal), in the session's
    round ``round_number`` (its dealer the seat ``round_number - 1`` from seat 0, R-SETUP-4)."""
    name = f"the standing at seat {seat}, {n} players"
    order = _order(n, seat, place)
    head = [f"round = {round_number}", f"rule_rounds = {RULE_ROUND}",
            f"last_winner = {order[0]}",
            f"last_standings = {json.dumps(order)}"]
    if direction < 0:
        head.append('direction = "counterclockwise"  # play was reversed before')
    if move > len(MOVES):
        decision, hand = MORE_MOVES[move - len(MOVES) - 1]
        table = Table.crafted(
            name, [f"0: {decision}"],
            hands="[" + ", ".join(json.dumps(h) for h in (hand, *MORE_OTHERS[:n - 1])) + "]",
            face_down=cards(DOWN[:n]), pile=MORE_PILE, fill='"draw_pile"')
    else:
        table = hand_set(name, n, move)
    return Table(name, (*head, *table.lines))


def _fired(run: ScenarioResult, rule: str) -> list[str] | None:
    """The effects of the rule's first firing in a run ([] when it did not fire), or None
    when the run could not play."""
    if run.game is None or run.reason:
        return None
    fired = [e for e in run.events
             if getattr(e, "name", "") == "rule_fired" and getattr(e, "rule", None) == rule]
    return [str(x) for x in fired[0].effects] if fired else []


def _names(effect: str, seat: int) -> bool:
    return f"seat {seat} " in f"{effect} " or effect.rstrip(").").endswith(f"seat {seat}")


def _expect(rule: str, effects: Sequence[str]) -> list[str]:
    if not effects:
        return [f'events_absent = [{{ event = "rule_fired", rule = {json.dumps(rule)} }}]']
    shown = ", ".join(json.dumps(e, ensure_ascii=False) for e in effects)
    return [f'events_contain = [{{ event = "rule_fired", rule = {json.dumps(rule)}, '
            f"effects = [{shown}] }}]"]


def _spared(files: Sequence[str], rule: str, found: Spared) -> str:
    n, place = found.players, PLACES.get(found.standing)
    if place is None:
        return ""
    if found.shield:
        return _shield(files, rule, found, place)
    paying = (-found.acting) % n  # the standing's seat when seat 0 acts
    d = found.direction
    # a reversal lands on the player who now plays next (sparedseats.lands): after seat 0
    # acts, the seat on its other side, (0 - d) mod n, plays instead of the seat it faced
    turned = (-d) % n if found.reverses else None
    # the standing's seat in each scenario: where it pays, then its own moment (one
    # scenario when the standing itself acts: the rule lands beside it from its own move)
    standing_at = (paying, 0) if paying else (0,)

    def toml(at: tuple[int, int], expects: Sequence[Sequence[str]], why: str) -> str:
        move, round_number = at
        lines = [f"# {why}"]
        for seat, expect in zip(standing_at, expects, strict=True):
            lines += ["", *block("LP310", files,
                                 _table(n, move, seat, place, d, round_number), expect)]
        return "\n".join(lines) + "\n"

    def judge(_at: tuple[int, int], ran: list[ScenarioResult]) -> list[list[str]] | None:
        hit, own = _fired(ran[0], rule), (_fired(ran[1], rule) if len(ran) > 1 else [])
        if hit is None or own is None or not hit:
            return None
        if turned is not None:  # the turn itself shows where a reversal lands
            game = ran[0].game
            # a lead handed on (found.gain) turns play onto the standing, a cost never
            if game is None or game.is_over() or game.current_player() != turned or \
                    (turned == paying) != found.gain:
                return None
            return [[*_expect(rule, hit), f"turn = {turned}"], _expect(rule, own)
                    ][:len(standing_at)]
        if not any(_names(e, s) for e in hit for s in range(n) if s != paying) or \
                any(_names(e, paying) for e in hit) or any(_names(e, 0) for e in own):
            return None
        return [_expect(rule, hit), _expect(rule, own)][:len(standing_at)]

    def said(_at: tuple[int, int]) -> str:
        if found.returned:
            return (f"R-CUSTOM-4: {found.standing} at seat {paying}, {n} players: seat 0 "
                    f"acts and the rule turns play back onto seat {turned}, the standing, "
                    "who plays again before the seats play was to reach; with the standing "
                    "at seat 0 acting it never hands them that turn")
        if found.gain:
            return (f"R-CUSTOM-4: {found.standing} at seat {paying}, {n} players: seat 0 "
                    f"picks up and the rule turns play onto seat {turned}, the standing, "
                    "who leads the empty table; with the standing at seat 0 picking up it "
                    "never hands them that lead")
        if not paying and turned is not None:
            return (f"R-CUSTOM-4: {found.standing} at seat 0, {n} players, acts and the "
                    f"rule turns play onto seat {turned}: a move only the standing's own "
                    "turns carry")
        if not paying:
            return (f"R-CUSTOM-4: {found.standing} at seat 0, {n} players, acts and the "
                    "rule lands on another seat: a move only the standing's own turns "
                    "carry")
        if turned is not None:
            going = "clockwise" if d > 0 else "counterclockwise"
            return (f"R-CUSTOM-4: {found.standing} at seat {paying}, {n} players, play "
                    f"going {going}: seat 0 acts and the rule turns play onto seat {turned}, "
                    "not the standing's; with the standing at seat 0 making the same move it "
                    "never lands on them")
        return (f"R-CUSTOM-4: {found.standing} at seat {paying}, {n} players: seat 0 acts "
                "and the rule lands on a seat that is not the standing's; with the standing "
                "at seat 0 making the same move it never lands on them")

    # a guard that reaches the standing through the dealer (``player left of dealer is
    # last winner``) needs the dealer placed: every seat in turn, by the round's number
    dealt = any(isinstance(x, Role) and x.kind == "dealer" for x in found.hook.walk())
    rounds = range(RULE_ROUND, RULE_ROUND + (n if dealt else 1))
    return search([(m, r) for r in rounds for m in range(1, len(MOVES) + len(MORE_MOVES) + 1)],
                  lambda at: toml(at, [["turn = 0"]] * len(standing_at), "probe"), judge,
                  lambda at, expects: toml(at, expects, said(at)))


def _shield(files: Sequence[str], rule: str, found: Spared, place: int) -> str:
    """Two scenarios of a skip that spares the standing the answer (session 39): seat 0
    plays with the standing the seat to answer it, the rule fires and another seat
    answers; the same play with the standing one seat further on, the rule is silent and
    the seat that was to answer does."""
    n, d = found.players, found.direction
    paying = (-found.acting) % n  # the standing's seat when seat 0 plays and they answer
    other = (paying + d) % n  # one seat further on: seat 0's play is not theirs to answer
    moves = range(1, len(MOVES) + len(MORE_MOVES) + 1)

    def toml(move: int, expects: Sequence[Sequence[str]], why: str) -> str:
        lines = [f"# {why}"]
        for seat, expect in zip((paying, other), expects, strict=True):
            lines += ["", *block("LP310", files, _table(n, move, seat, place, d), expect)]
        return "\n".join(lines) + "\n"

    def judge(_move: int, ran: list[ScenarioResult]) -> list[list[str]] | None:
        hit, own = _fired(ran[0], rule), _fired(ran[1], rule)
        games = [r.game for r in ran]
        if not hit or own != [] or games[0] is None or games[1] is None or \
                games[0].is_over() or games[1].is_over():
            return None
        answered, spared = games[0].current_player(), games[1].current_player()
        if answered == paying or spared != paying:
            return None
        return [[*_expect(rule, hit), f"turn = {answered}"],
                [*_expect(rule, []), f"turn = {paying}"]]

    def said(_move: int) -> str:
        return (f"R-CUSTOM-4: {found.standing} at seat {paying}, {n} players: seat 0 plays "
                f"and the rule skips the standing, so seat {(paying + d) % n} answers in "
                f"their place; with the standing at seat {other} the same play is answered "
                f"by seat {paying}, and nobody is skipped")

    return search(moves, lambda m: toml(m, [["turn = 0"]] * 2, "probe"), judge,
                  lambda m, expects: toml(m, expects, said(m)))


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """Scenarios that show the action ``d`` names land beside the standing and never on
    it, or "" within the budget."""
    files = book_files(results)
    if result.book is None or files is None:
        return ""
    hits: list[Any] = [(rule, found) for rule, found in book_spared(result.book)
                       if (found.stmt.line, found.stmt.column) == (d.line, d.column)]
    if not hits:
        return ""
    rule, found = hits[0]
    return _spared(files, rule.name, found)
