"""Witnesses for the protected-outcome verdicts (LP205-LP209): a table where the book breaks one.

The linter decides from a book's text that it undoes or prevents what a base event must
achieve (``language/checks/outcomes.py``, the outcomes of ``engine/outcomes.py``). A
finder here shows it at a table: it goes through a fixed list of small tables (three
players; seat 0 holds ``count`` cards of ``rank`` and ``left`` more, the pile holds a
2 so that any rank may follow, seat 1 holds single 10, 2, 3 and 5, four cards wait in
the draw pile), in the same order every time, plays seat 0's cards with the whole book
in play, and keeps the first table where the outcome is broken: the played cards are
not on the pile (LP205), the draw pile was not touched although seat 0 holds fewer than
three cards (LP206), or seat 1 may not play a single 10 (LP207), 2 or 3 (LP208), or
has nothing but a pickup (LP209). The witness is that table as a scenario for ``lopti
test`` (``witness = "LP20x"`` lets it load the rule its code rejects), its expectations
saying what went wrong; it is run once more, as written, before it is returned. The
budget is the number of tables (:data:`TABLES`), never seconds.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from ...engine import Game, cards_of
from ...engine.cards import card_str, parse_card, rank_str
from ...language import Diagnostic, LintResult
from ..scenario import load_text, run_scenario

#: Ranks seat 0 plays, counts and hand cards left after the play: the tables searched.
RANKS = (9, 8, 12, 5, 13, 11, 6, 4, 14, 7, 2)
COUNTS = (1, 2, 3)
LEFT = (0, 1, 2)
#: At most this many tables are played for one witness.
TABLES = len(RANKS) * len(COUNTS) * len(LEFT)
SUITS = "CDHS"
SEAT1 = "10H 2H 3H 5C"
SEAT2 = "KD"
DRAW = "6C 6D 6H 6S"
DOWN = ("4D", "4H", "JD")  #: one face-down card each: nobody goes out


def _table(rank: int, count: int, left: int) -> dict[str, Any] | None:
    """Seat 0 to play ``count`` cards of ``rank`` with ``left`` more in hand, or None."""
    used = {parse_card(c) for c in f"{SEAT1} {SEAT2} {DRAW} 2S {' '.join(DOWN)}".split()}
    played = [parse_card(f"{rank_str(rank)}{s}") for s in SUITS]
    played = [c for c in played if c not in used][:count]
    if len(played) < count:
        return None
    spare = [parse_card(f"{r}{s}") for r in ("Q", "J", "9", "8", "4") for s in "CS"]
    extra = [c for c in spare if c not in used and c >> 2 != rank - 2][:left]
    return {"played": played, "hand": played + extra}


def _toml(code: str, files: Sequence[str], t: dict[str, Any], rank: int, count: int,
          expect: Sequence[str], why: str) -> str:
    hand = " ".join(card_str(c) for c in t["hand"])
    # the rule files as lint was given them: a scenario saved in the folder lint ran in
    # finds them (``audit(witness_dir=...)`` re-roots them for a scenario written elsewhere)
    rules = ", ".join(f'"{Path(f).as_posix()}"' for f in files)
    lines = [
        f"# {why}",
        "[[scenario]]",
        f'name = "{code} witness: seat 0 plays {count} x {rank_str(rank)}"',
        f'witness = "{code}"',
        f"rules = [{rules}]",
        f'hands = ["{hand}", "{SEAT1}", "{SEAT2}"]',
        "face_down = [" + ", ".join(f'"{c}"' for c in DOWN) + "]",
        'pile = ["2S"]',
        f'draw_pile = "{DRAW}"',
        f'decisions = ["0: play {rank_str(rank)}x{count}"]',
        "",
        "[scenario.expect]",
        *expect,
    ]
    return "\n".join(lines) + "\n"


#: code -> (what broke on the game, or None; the scenario's expectations; the why line)
Verdict = tuple[list[str], str] | None


def _undone(g: Game, t: dict[str, Any]) -> Verdict:
    gone = [c for c in t["played"] if not (g.pile >> c) & 1 and not (g.cleared >> c) & 1]
    if not gone:
        return None
    pile = " ".join(card_str(c) for c in cards_of(g.pile))
    return ([f'pile = "{pile}"'],
            f"R-PLAY-4: the played {card_str(gone[0])} should lie on the pile; it does not")


def _no_draw(g: Game, t: dict[str, Any]) -> Verdict:
    base_hand = len(t["hand"]) - len(t["played"])
    if base_hand >= 3 or len(g.draw_pile) != len(DRAW.split()) or g.out[0]:
        return None
    return ([f"draw_pile_size = {len(g.draw_pile)}", f"hand_size.0 = {g.hand[0].bit_count()}"],
            f"R-DRAW-1: seat 0 has {base_hand} hand cards after the play and should draw; "
            "the draw pile is untouched")


def _barred(card: str) -> Callable[[Game, dict[str, Any]], Verdict]:
    def check(g: Game, t: dict[str, Any]) -> Verdict:
        if g.current_player() != 1 or g.bonus:
            return None
        if any(str(m) == f"play {card}x1" for m in g.legal_moves()):
            return None
        rule = {"10": "R-SPECIAL-10", "2": "R-SPECIAL-2", "3": "R-SPECIAL-3"}[card]
        return (["turn = 1", f'illegal = "play {card}x1"'],
                f"{rule}: seat 1 should be able to play a single {card} here; it may not")
    return check


def _no_play(g: Game, t: dict[str, Any]) -> Verdict:
    if g.current_player() != 1 or g.bonus:
        return None
    if [str(m) for m in g.legal_moves()] != ["pickup"]:
        return None
    return (["turn = 1", 'legal = ["pickup"]'],
            "R-TURN-2: seat 1 holds single cards, a 10 among them, and has no play at all")


CHECKS: dict[str, Callable[[Game, dict[str, Any]], Verdict]] = {
    "LP205": _undone, "LP206": _no_draw, "LP207": _barred("10"),
    "LP208": lambda g, t: _barred("2")(g, t) or _barred("3")(g, t), "LP209": _no_play,
}


def _tables() -> Iterator[tuple[int, int, int, dict[str, Any]]]:
    for rank, count, left in itertools.product(RANKS, COUNTS, LEFT):
        t = _table(rank, count, left)
        if t is not None:
            yield rank, count, left, t


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """A scenario where the book breaks the outcome ``d`` names, or "" within the budget."""
    check = CHECKS.get(d.code)
    files = [r.filename for r in results if r.book is not None]
    if check is None or not files or not all(Path(f).is_file() for f in files):
        return ""
    for rank, count, _, t in _tables():
        probe = _toml(d.code, files, t, rank, count, ["turn = 0"], "probe")
        try:
            (scenario,) = load_text(probe, "<witness>")
        except Exception:  # noqa: BLE001 - a book that cannot load has no witness
            return ""
        ran = run_scenario(scenario)
        if ran.game is None or ran.reason:
            continue
        verdict = check(ran.game, t)
        if verdict is None:
            continue
        text = _toml(d.code, files, t, rank, count, *verdict)
        (final,) = load_text(text, "<witness>")
        if run_scenario(final).status == "pass":
            return text
    return ""
