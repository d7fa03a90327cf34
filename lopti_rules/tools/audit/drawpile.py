"""Witnesses for the draw-pile paths of LP206: a rule takes the draw pile before the turn's draw.

``language/analysis/checks/drawpaths.py`` reports draws that take the whole draw pile whenever they
run (``next player draws table.draw_pile cards``, ``when table.draw_pile is at most 5:
... draws 5``) and draws of one event that together take more than any draw pile holds,
across the book's files (``after clear: next player draws 20`` in one, ``previous player
draws 20`` in another). The finder of ``blocking.py`` looks for a draw pile left
untouched; here the rule *does* touch it: it takes every card, and the player whose turn
it is finds the draw pile empty when their draw comes, though the base game would have
drawn. A finder here plays a fixed list of small tables (three players; seat 0 plays its
last hand card: one card of each rank of :data:`RANKS`, or a 10 that clears the pile and
then a 9 as its bonus play; five cards wait in the draw pile), in the same order every
time, with the whole book and without it, and keeps the first table where the book ends
seat 0's turn with the draw pile empty and fewer hand cards than the base game's draw
gave it. The witness is that table as a scenario (``witness = "LP206"``); it is run once
more, as written, before it is returned. The budget is :data:`TABLES` tables, never
seconds. The give that empties the drawing hand (R-FACE-1's take-up) is another path,
with its own witness (``blocking.py``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

from ...engine import Game
from ...language import Diagnostic, LintResult
from ..scenario import load_text, run_scenario
from .witness import opening, passes

#: Ranks seat 0 plays as its last hand card (a 10 clears, and its bonus play is a 9).
RANKS = ("9", "8", "Q", "5", "K", "J", "6", "4", "A", "7", "2", "10")
DRAW = "9D 8D 7D 6D 5D"  #: the draw pile: five cards, none of them clubs (seat 0 plays clubs)
OTHERS = ("KH KS QH 5H", "JH JS 4H 5S")  #: seats 1 and 2: nobody goes out
DOWN = ("4D", "3D", "3H")  #: one face-down card each
TABLES = len(RANKS)


def _tables() -> Iterator[tuple[str, list[str]]]:
    """(seat 0's hand, its decisions), in the search's order."""
    for rank in RANKS:
        if rank == "10":
            yield "10C 9C", ["0: play 10x1", "0: play 9x1"]
        else:
            yield f"{rank}C", [f"0: play {rank}x1"]


def _toml(files: Sequence[str], hand: str, decisions: Sequence[str], expect: Sequence[str],
          why: str) -> str:
    moves = ", ".join(f'"{m}"' for m in decisions)
    lines = [
        f"# {why}",
        *opening("LP206", f"seat 0 plays {decisions[-1].split()[-1]} as its last hand card",
                 files),
        f'hands = ["{hand}", "{OTHERS[0]}", "{OTHERS[1]}"]',
        "face_down = [" + ", ".join(f'"{c}"' for c in DOWN) + "]",
        'pile = ["2S"]',
        f'draw_pile = "{DRAW}"',
        f"decisions = [{moves}]",
        "",
        "[scenario.expect]",
        *expect,
    ]
    return "\n".join(lines) + "\n"


def _played(text: str) -> Game | None:
    (scenario,) = load_text(text, "<witness>")
    ran = run_scenario(scenario)
    return None if ran.game is None or ran.reason else ran.game


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """A scenario where the book leaves seat 0's draw an empty draw pile that the base
    game would have drawn from, or "" within the budget."""
    files = [r.filename for r in results if r.book is not None]
    if d.code != "LP206" or not files or not all(Path(f).is_file() for f in files):
        return ""
    for hand, decisions in _tables():
        try:
            game = _played(_toml(files, hand, decisions, ["turn = 0"], "probe"))
        except Exception:  # noqa: BLE001 - a book that cannot load has no witness
            return ""
        base = _played(_toml([], hand, decisions, ["turn = 0"], "baseline"))
        if game is None or base is None or game.out[0] or game.current_player() == 0:
            continue
        drew = base.hand[0].bit_count()
        held = game.hand[0].bit_count()
        if game.draw_pile or not base.draw_pile or held >= drew:
            continue
        why = (f"R-DRAW-1: seat 0 plays its last hand card and should draw {drew} card(s) "
               "in its turn, as the base game does; the rules took the whole draw pile "
               f"first, and seat 0 ends its turn holding {held}")
        text = _toml(files, hand, decisions,
                     ["draw_pile_size = 0", f"hand_size.0 = {held}"], why)
        if passes(text):
            return text
    return ""
