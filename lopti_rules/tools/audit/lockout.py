"""Witnesses for a player locked out by skips (LP211): two players left, one never acts.

The linter decides from a book's text that its skips pass over the player who is not
acting on every turn once two players are left (``language/analysis/checks/lockout.py``). The
finder here shows it at a table: three seats with seat 2 out, so two players are left.
Seat 0 leads a 4 (a probe finds who is to act then: seat 1 if the skips come at a
turn's start, seat 0 if at its end), and that seat makes :data:`TURNS` turns in a row,
one card higher each time, on its own pile (a draw pile keeps its hand up, a face-down
card each keeps anyone from going out). Each turn is a decision for that seat, which a
scenario accepts only when that seat is to act: the base game alternates. The witness
is that table as a scenario for ``lopti test`` (``witness = "LP211"`` lets it load the
rules the code rejects), expecting the same seat to act still and no ``turn`` event of
the other; it is run once, as written, before it is returned. The budget is two runs of
one table.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...language import Diagnostic, LintResult
from .witness import Table, Unplayable, book_files, passes, play, scenario

#: Turns in a row the witness plays for the seat that keeps the turn.
TURNS = 4
#: Each seat's hand: seat 0 leads a 4, then either seat can play 5, 6, 8, 9 in turn.
HANDS = ("4C 5C 6C 8C 9C", "5D 6D 8D 9D QD")
RANKS = ("5", "6", "8", "9")


def table(files: Sequence[str], seat: int | None = None) -> str:
    """The witness scenario for the rule ``files`` (as lint was given them): seat 0 leads,
    then ``seat`` takes :data:`TURNS` turns in a row (None: only the lead, a probe)."""
    moves = ["0: play 4x1"] + ([f"{seat}: play {r}x1" for r in RANKS[:TURNS]]
                               if seat is not None else [])
    other = 1 - seat if seat is not None else 1
    crafted = Table.crafted(
        f"seat {seat} takes {TURNS} turns in a row, seat {other} none", moves,
        hands=f'["{HANDS[0]}", "{HANDS[1]}", ""]', face_down='["JD", "JH", ""]', out="[2]",
        draw_pile='"7D 7H 7S 2D"')
    expect = [f"turn = {seat}", f'events_absent = [{{ event = "turn", player = {other} }}]'] \
        if seat is not None else ["over = false"]
    return scenario("LP211", files, crafted, expect,
                    f"R-TURN-1: two players are left (seat 2 is out); after seat 0's lead, "
                    f"seat {seat} keeps the turn and seat {other} never gets one")


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """A scenario where one of two players left never gets a turn, or "": seat 0 leads,
    and the seat to act then (the probe) is given every turn after it."""
    files = book_files(results)
    if files is None:
        return ""
    try:
        (ran,) = play(table(files))
    except Unplayable:
        return ""
    game = ran.game
    if game is None or game.is_over():
        return ""
    text = table(files, game.current_player())
    return text if passes(text) else ""
