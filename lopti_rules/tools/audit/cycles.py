"""Witnesses for hooks that trigger each other (LP402): a table where the cycle runs away.

The linter finds the cycle in the book's event graph (``language/analysis/checks/cycles.py``); a
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
after one round trip. Such a book gets the table where the cycle goes round as far as the
table lets it: every hook of the cycle fires, one after the other, back to the first
(``rules_fired``), and the scenario's comment says what stopped it there (the pile was
already empty, the draw pile ran dry, a hand was empty) and why that is no defence: the
chain runs for as long as the table feeds it, and whether it does is the table's doing,
not the rule's. Only when no table of the list shows even one round trip is there no
witness.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from pathlib import Path

from ...language import Diagnostic, LintResult
from ..scenario import load_text, run_scenario
from .witness import opening, passes

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
    pile = '["8S"]' if decision == "pickup" else '["2S"]'
    lines = [
        "# R-CUSTOM-3: the hooks trigger each other until the runtime stops the rule",
        *opening("LP402", f'seat 0 {decision.replace("x", " x ")}', files),
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


BROKEN = ("R-CUSTOM-3: these hooks fire each other; this table breaks the chain after one "
          "round trip ({why}), but a rule may not rely on the table to stop it: the chain "
          "runs as long as the table feeds it")
#: What ends a chain the table breaks, by the event the cycle needs next.
WHY = {"clear": "a clear of an empty pile is no clear event", "bonus": "a clear of an empty "
       "pile grants no bonus play", "draw": "the draw pile ran dry or the hand was full",
       "pickup": "a pickup of an empty pile is no pickup event", "take_up": "no hand emptied",
       "play": "no play was left to make"}
_RULE = re.compile(r'rule "((?:[^"\\]|\\.)*)" \((?:before|after) (\w+)')


def cycle_steps(message: str) -> list[tuple[str, str]]:
    """The (rule, event) steps of the cycle an LP402 message names, in order."""
    steps = _RULE.findall(message)
    return steps[:-1] if len(steps) > 1 and steps[-1] == steps[0] else steps


def _round_trip(files: Sequence[str], steps: Sequence[tuple[str, str]]) -> str:
    """A table where every hook of the cycle fires in turn, back to the first, or ""."""
    names = [rule for rule, _ in steps]
    for decision, hand in _tables():
        (probe,) = load_text(_toml(files, decision, hand, ""), "<witness>")
        fired = [e.rule for e in run_scenario(probe).events
                 if getattr(e, "name", "") == "rule_fired"]
        chain = [r for r in fired if r in names]
        want = [*names, names[0]]
        at = next((i for i in range(len(chain)) if chain[i:i + len(want)] == want), None)
        if at is None:
            continue
        shown = ", ".join(f'"{r}"' for r in fired)
        # the chain stopped short of the hook after its last firing: that hook's event
        stalled = steps[(names.index(chain[-1]) + 1) % len(steps)][1]
        why = WHY.get(stalled, "the table ran out of what the next step needs")
        text = _toml(files, decision, hand, "").replace(
            "turn = 1", f"rules_fired = [{shown}]").replace(
            "# R-CUSTOM-3: the hooks trigger each other until the runtime stops the rule",
            "# " + BROKEN.format(why=why))
        if passes(text):
            return text
    return ""


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
        if passes(text):
            return text
    steps = cycle_steps(d.message)
    return _round_trip(files, steps) if steps else ""

