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

from ...engine import Game
from ...language import Diagnostic, LintResult
from ..scenario import ScenarioResult
from .witness import PROBE, Table, Verdict, book_files, cards, first_witness, play, scenario

#: Ranks seat 0 plays as its last hand card (a 10 clears, and its bonus play is a 9).
RANKS = ("9", "8", "Q", "5", "K", "J", "6", "4", "A", "7", "2", "10")
DRAW = "9D 8D 7D 6D 5D"  #: the draw pile: five cards, none of them clubs (seat 0 plays clubs)
OTHERS = ("KH KS QH 5H", "JH JS 4H 5S")  #: seats 1 and 2: nobody goes out
DOWN = ("4D", "3D", "3H")  #: one face-down card each
TABLES = len(RANKS)


def _tables() -> Iterator[Table]:
    """Seat 0 plays its last hand card, in the search's order."""
    for rank in RANKS:
        hand, moves = ("10C 9C", ["0: play 10x1", "0: play 9x1"]) if rank == "10" else \
            (f"{rank}C", [f"0: play {rank}x1"])
        yield Table.crafted(
            f"seat 0 plays {moves[-1].split()[-1]} as its last hand card", moves,
            hands=f'["{hand}", "{OTHERS[0]}", "{OTHERS[1]}"]', face_down=cards(DOWN),
            pile='["2S"]', draw_pile=f'"{DRAW}"')


def _game(ran: ScenarioResult) -> Game | None:
    return None if ran.game is None or ran.reason else ran.game


def _emptied(table: Table, ran: ScenarioResult) -> Verdict:
    """Seat 0's turn ended with the draw pile empty and fewer cards than the base game's
    draw gave it (the same table, played without the book)."""
    game = _game(ran)
    if game is None or game.out[0] or game.current_player() == 0 or game.draw_pile:
        return None
    (base_run,) = play(scenario("LP206", [], table, PROBE, "baseline"))
    base = _game(base_run)
    if base is None or not base.draw_pile:
        return None
    drew = base.hand[0].bit_count()
    held = game.hand[0].bit_count()
    if held >= drew:
        return None
    return (["draw_pile_size = 0", f"hand_size.0 = {held}"],
            f"R-DRAW-1: seat 0 plays its last hand card and should draw {drew} card(s) in its "
            "turn, as the base game does; the rules took the whole draw pile first, and seat "
            f"0 ends its turn holding {held}")


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """A scenario where the book leaves seat 0's draw an empty draw pile that the base
    game would have drawn from, or "" within the budget."""
    files = book_files(results)
    if d.code != "LP206" or files is None:
        return ""
    return first_witness("LP206", files, _tables(), _emptied)
