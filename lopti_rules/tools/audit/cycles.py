"""Witnesses for hooks that trigger each other (LP402): a table where the cycle runs away.

The linter finds the cycle in the book's event graph (``language/checks/cycles.py``); a
finder here shows it at a table. It plays a fixed list of small tables (three players;
seat 0 plays one, two or three cards of a rank, or picks up the pile; every other card
waits in the draw pile, so plays draw, 10s clear, and a chain of draws does not run
dry), in the same order every time, with the whole book in play, and keeps the first
where the runtime stops a rule of the book: the hooks fired each other until the depth
fence ended it (R-VOTE-6). The witness is that
table as a scenario for ``lopti test`` (``witness = "LP402"`` lets it load the rules the
code rejects), expecting the rule to be stopped; it is run once more, as written, before
it is returned. The budget is the number of tables (:data:`TABLES`), never seconds.

A cycle of the event graph is refused by construction (R-CUSTOM-3: a rule may not rely on
the depth fence), even where the table happens to break it: a clear of an already empty
pile is no clear event, so ``after draw: clear the pile`` / ``after clear: draw 1`` stops
after one round trip. Such a book gets no witness, and its diagnostic says why it is
refused without one.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

from ...language import Diagnostic, LintResult
from ..scenario import load_text, run_scenario

#: (decision, seat 0's hand): the moves tried, in order (a 10 clears, a short hand draws)
MOVES: tuple[tuple[str, str], ...] = (
    ("play 9x1", "9C"), ("play 9x1", "9C 8C 7C 5C"), ("play 10x1", "10C 8C"),
    ("play 9x2", "9C 9D"), ("play 9x3", "9C 9D 9H"), ("pickup", "5C"),
)
TABLES = len(MOVES)
SEAT1 = "QH 2H 3H 5D"
SEAT2 = "KD"
DRAW = "6C 6D 6H 6S"
DOWN = ("4D", "4H", "JD")


def _toml(files: Sequence[str], decision: str, hand: str, stopped: str) -> str:
    rules = ", ".join(f'"{Path(f).as_posix()}"' for f in files)
    pile = '["8S"]' if decision == "pickup" else '["2S"]'
    lines = [
        "# R-CUSTOM-3: the hooks trigger each other until the runtime stops the rule",
        "[[scenario]]",
        f'name = "LP402 witness: seat 0 {decision.replace("x", " x ")}"',
        'witness = "LP402"',
        f"rules = [{rules}]",
        f'hands = ["{hand}", "{SEAT1}", "{SEAT2}"]',
        "face_down = [" + ", ".join(f'"{c}"' for c in DOWN) + "]",
        f"pile = {pile}",
        f'draw_pile = "{DRAW}"',
        'fill = "draw_pile"  # every other card under it: a chain of draws does not run dry',
        f'decisions = ["0: {decision}"]',
        "",
        "[scenario.expect]",
        f'rules_stopped = ["{stopped}"]' if stopped else "turn = 1",
    ]
    return "\n".join(lines) + "\n"


def _tables() -> Iterator[tuple[str, str]]:
    yield from MOVES


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """A scenario where the book's hooks fire each other until one is stopped, or ""."""
    files = [r.filename for r in results if r.book is not None]
    if not files or not all(Path(f).is_file() for f in files):
        return ""
    names = {rule.name for r in results if r.book is not None for rule in r.book.rules}
    for decision, hand in _tables():
        try:
            (probe,) = load_text(_toml(files, decision, hand, ""), "<witness>")
        except Exception:  # noqa: BLE001 - a book that cannot load has no witness
            return ""
        ran = run_scenario(probe)
        stopped = [e.rule for e in ran.events
                   if getattr(e, "name", "") == "rule_stopped" and e.rule in names]
        if not stopped:
            continue
        text = _toml(files, decision, hand, stopped[0])
        (final,) = load_text(text, "<witness>")
        if run_scenario(final).status == "pass":
            return text
    return ""

