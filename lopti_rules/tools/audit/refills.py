"""Witnesses for cards a rule hands back where a round must run down (LP403, LP502): the
refill, played.

The linter reads from a rule that it hands cards back where the round has to shrink
(``language/analysis/checks/refill.py``): cleared cards to several players at an event
that recurs all round with no bound (LP403, R-CUSTOM-3), or cards to the player who just
played a legal blind card, whose hand and face-up cards are empty (LP502, R-WIN-1). A
finder here shows the refill at a table: seat 0 acts at a hand-set table late in a round
(the draw pile out, three clears behind it), and the rule fires and puts cards back on a
seat. The tables, in order (:data:`TABLES`): seat 0 in the blind stage playing a legal
face-down 9; clearing with a 10; playing a pair; one 9; picking up; completing four 9s;
picking up six cards; one 9 while the others are down to one card; the last hand card
with one face-down card left; a legal blind card with one more face down; a clear by a 10
and its bonus play, to the turn's end. Each is played
in the session's first round, then each again in a later one (:data:`LATER`: round 3, the
rules in their second round), for a rule that refills only from a later round on
(``after clear when round.number is at least 2``). Each is played once with the book;
the first where the rule fires with an effect that hands a seat cards (for LP502, also a
skip or a restriction at a table where a player is down to their last cards) is the
witness, a scenario for ``lopti test`` expecting that firing, run once more, as written,
before it is returned. The budget is the number of tables (twice :data:`TABLES`), never
seconds.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...language import Diagnostic, LintResult
from .witness import Table, block, book_files, search

if TYPE_CHECKING:
    from ..scenario import ScenarioResult

#: Hand-set tables (seat 0 acts): name, decision, seat 0's hand, its face-down cards, the
#: pile, and whether the other seats are short (one hand card, nothing face down: a rule
#: for the players down to their last card) instead of holding :data:`OTHERS` and a
#: face-down card of :data:`DOWN` each.
TABLES: tuple[tuple[str, str, str, str, str, bool], ...] = (
    ("a legal blind card", "flip 1", "", "9C", '["5S"]', False),
    ("a clear by a 10", "play 10x1", "10C 8C", "4C", '["9S"]', False),
    ("a pair", "play 9x2", "9C 9D 8C", "4C", '["5S"]', False),
    ("one 9", "play 9x1", "9C 8C", "4C", '["5S"]', False),
    ("a pickup", "pickup", "5C", "4C", '["8S"]', False),
    ("a clear by four", "play 9x1", "9C 8C", "4C", '["9S 9H 9D"]', False),
    ("a pickup of six cards", "pickup", "5C", "4C", '["4S", "5S", "6S", "8S", "JS", "KC"]',
     False),
    ("one 9 with the others on one card", "play 9x1", "9C 8C", "4C", '["5S"]', True),
    ("the last hand card, one face-down card left", "play 9x1", "9C", "4C", '["5S"]', False),
    ("a legal blind card, one more face down", "flip 1", "", "9C 4C", '["5S"]', False),
    # the turn a 10 cleared, to its end: its bonus play made (a rule that hands the 10
    # back at the turn's end, checks/laststate.py, session 39)
    ("a clear by a 10 and its bonus play", "play 10x1; play 8x1", "10C 8C 9C", "4C",
     '["9S"]', False),
    # the last hand card played with face-up cards left: seat 0 takes them up at once
    # (R-FACE-1), the step to the last stage (LP502 at a take-up, session 47)
    ("the last hand card, then the take-up", "play 9x1", "9C", "4C", '["5S"]', False),
)
#: seat 0's face-up cards at the tables that have them (by index in :data:`TABLES`)
FACE_UP = {11: "5C 8D JC"}
#: the tables where seat 0 itself steps onto its last stretch: an LP502 witness there hands
#: seat 0 cards (the take-up)
OWN_LAST = frozenset({11})
#: These tables have a player down to their last cards (LP502's skips and restrictions
#: name no cards handed back)
LAST_CARDS = range(7, 10)
OTHERS = ("QH 2H 3H 5D", "KD 6D", "KH 6H")
SHORT = ("QH", "KD", "KH")
DOWN = ("4D", "4H", "JD")
#: Three clears earlier in the round, oldest first: cleared cards a rule may hand back
CLEARED = '["6C", "7C 7D 7H 7S", "QC QD QS"]'
#: The later round the tables are tried in after the first: the session's third round,
#: the rules in their second (a rule holds from the round after it was made, R-CUSTOM-1)
LATER = {"round": "3", "rule_rounds": "2"}


def _table(players: int, k: int) -> Table:
    """Table ``k % len(TABLES)``, in the session's first round for the first
    ``len(TABLES)`` and in :data:`LATER` after."""
    later, k = divmod(k, len(TABLES))
    name, decision, hand, down, pile, short = TABLES[k]
    others = (SHORT if short else OTHERS)[:players - 1]
    downs = ("",) * (players - 1) if short else DOWN[:players - 1]
    return Table.crafted(
        f"{name}, the draw pile out, {players} players"
        + (f", round {LATER['round']}" if later else ""),
        [f"0: {d.strip()}" for d in decision.split(";")],
        hands="[" + ", ".join(json.dumps(h) for h in (hand, *others)) + "]",
        face_down="[" + ", ".join(json.dumps(c) for c in (down, *downs)) + "]", pile=pile,
        cleared=CLEARED,
        **({"face_up": "[" + ", ".join(json.dumps(c) for c in (FACE_UP[k],
                                                                  *("",) * (players - 1)))
            + "]"} if k in FACE_UP else {}),
        **(LATER if later else {}))


def _handed(effect: str) -> int | None:
    """The seat an effect hands cards to, or None: ``seat 1 gives 1 card to seat 0``,
    ``seat 2 takes 2 cards from the cleared cards``, ``seat 0 draws 1``."""
    words = effect.split()
    if " to seat " in effect and "give" in effect:
        return int(words[-1].rstrip(").")) if words[-1].rstrip(").").isdigit() else None
    if len(words) > 2 and words[0] == "seat" and words[1].isdigit() and \
            words[2] in ("takes", "draws", "picks"):
        return int(words[1])
    return None


def _refill(code: str, files: Sequence[str], rule: str, players: int) -> str:
    def toml(k: int, expect: Sequence[str], why: str) -> str:
        return "\n".join([f"# {why}", *block(code, files, _table(players, k), expect)]) + "\n"

    def judge(k: int, ran: list[ScenarioResult]) -> tuple[list[str], list[int]] | None:
        (run,) = ran
        if run.game is None or run.reason:
            return None
        fired = [e for e in run.events
                 if getattr(e, "name", "") == "rule_fired" and getattr(e, "rule", None) == rule]
        for f in fired:
            effects = [str(x) for x in f.effects]
            seats = sorted({s for s in map(_handed, effects) if s is not None})
            last, first = k % len(TABLES) in LAST_CARDS, k % len(TABLES) == 0
            first = first or k % len(TABLES) in OWN_LAST
            if code == "LP502" and effects and (last or (first and 0 in seats)):
                return effects, seats  # a skip or a restriction on a last card names none
            if code != "LP502" and seats:
                return effects, seats
        return None

    def said(k: int, seats: list[int]) -> str:
        on = ", ".join(str(s) for s in seats)
        k %= len(TABLES)  # a later round shows in the table's name and its round keys
        if code == "LP502":
            shown = f"seat {on}" if on else "its effects"
            return (f"R-WIN-1: {TABLES[k][0]} by seat 0, the draw pile out: the rule acts on "
                    f"a player down to their last cards ({shown} below), so the last card is "
                    "answered with cards back, a skip or a bar")
        return (f"R-CUSTOM-3: late in a round (the draw pile out), {TABLES[k][0]} by seat "
                f"0 makes the rule give cards back to seat {on}; nothing bounds how often "
                "it fires in a round")

    def write(k: int, found: tuple[list[str], list[int]]) -> str:
        effects, seats = found
        shown = ", ".join(json.dumps(e, ensure_ascii=False) for e in effects)
        return toml(k, [f'events_contain = [{{ event = "rule_fired", rule = {json.dumps(rule)}, '
                        f"effects = [{shown}] }}]"], said(k, seats))

    return search(range(2 * len(TABLES)), lambda k: toml(k, ["turn = 0"], "probe"), judge, write)


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """A scenario where the rule ``d`` points into hands cards back late in a round (a
    legal blind card's player, for LP502), or "" within the budget."""
    files = book_files(results)
    if result.book is None or files is None:
        return ""
    for rule in result.book.rules:
        for hook in rule.hooks:
            if any((getattr(n, "line", None), getattr(n, "column", None)) == (d.line, d.column)
                   for n in hook.walk()):
                for players in (4, 3, 2):
                    found = _refill(d.code, files, rule.name, players)
                    if found:
                        return found
                return ""
    return ""
