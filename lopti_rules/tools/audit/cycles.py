"""Witnesses for hooks that trigger each other (LP402): a table where the cycle runs away.

The linter finds the cycle in the book's event graph (``language/analysis/checks/cycles.py``); a
finder here shows it at a table. It plays a fixed list of small tables (three players;
seat 0 plays one, two or three cards of a rank, or picks up the pile; every other card
waits in the draw pile, so plays draw, 10s clear, and a chain of draws does not run
dry), in the same order every time, with the whole book in play, and keeps the first
where the runtime stops a rule of the book: the hooks fired each other until the depth
fence ended it (R-VOTE-6). The tables are crafted for the book's guards too: a guard
that compares ``draw.count`` with a number no turn's draw takes (``after draw when
draw.count is 3``; R-DRAW-1 draws one card) gets the same tables again with the turn's
draw taking that many cards (the scenario's ``base = { draw_count = 3 }``), so the
chain can start where the book says it does (:func:`draw_counts`). The witness is that
table as a scenario for ``lopti test`` (``witness = "LP402"`` lets it load the rules the
code rejects), expecting the rule to be stopped; it is run once more, as written, before
it is returned. The budget is the number of tables (:data:`TABLES` for each size of the
turn's draw tried, at most three sizes), never seconds.

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

from ...engine import BaseRules
from ...language import Diagnostic, LintResult, compared_numbers
from ..scenario import ScenarioResult
from .witness import Table, Verdict, book_files, cards, first_witness

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
STOPPED = "R-CUSTOM-3: the hooks trigger each other until the runtime stops the rule"


def _table(decision: str, hand: str, draws: int = 0) -> Table:
    """Seat 0 makes ``decision`` from ``hand``; ``draws``: the turn's draw takes that many
    cards (base rule ``draw_count``), for a guard that reads ``draw.count``."""
    drawn = [f"base = {{ draw_count = {draws} }}  # the turn's draw takes {draws} cards: a "
             f"table where draw.count is {draws}, as the book's guards read it"] if draws else []
    return Table.crafted(
        f'seat 0 {decision.replace("x", " x ")}' + (f", drawing {draws}" if draws else ""),
        [f"0: {decision}"], *drawn,
        hands=f'["{hand}", "{SEAT1}", "{SEAT2}"]', face_down=cards(DOWN),
        pile='["8S"]' if decision == "pickup" else '["2S"]', draw_pile=f'"{DRAW}"',
        fill='"draw_pile"  # every other card under it: a chain of draws does not run dry')


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


#: The cards a turn's draw may take (base rule ``draw_count``, R-DRAW-1 draws one).
DRAW_COUNTS = range(BaseRules().draw_count, 4)


def draw_counts(results: Sequence[LintResult]) -> list[int]:
    """The turn's draws other than the base game's one card that reach the values the
    book's guards compare ``draw.count`` with (``after draw when draw.count is 3``): each
    number, one less and one more, that a turn's draw can take (base rule ``draw_count``,
    at most three), in order."""
    out: list[int] = []
    for r in results:
        if r.book is None:
            continue
        for n in compared_numbers(r.book, ("draw", "count")):
            out += [k for k in (n, n - 1, n + 1)
                    if k in DRAW_COUNTS and k != DRAW_COUNTS[0] and k not in out]
    return out


def _tables(draws: Sequence[int] = ()) -> Iterator[Table]:
    """:data:`MOVES` as the base game plays them, then with each of ``draws`` cards drawn
    by the turn's draw (positions crafted for the book's guards)."""
    for n in (0, *draws):
        for decision, hand in MOVES:
            yield _table(decision, hand, n)


def _fired(ran: ScenarioResult) -> list[str]:
    return [e.rule for e in ran.events if getattr(e, "name", "") == "rule_fired"]


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """A scenario where the book's hooks fire each other until one is stopped, else one
    where every hook of the cycle fires in turn, back to the first; or ""."""
    files = book_files(results)
    if files is None:
        return ""
    names = {rule.name for r in results if r.book is not None for rule in r.book.rules}

    def stopped(table: Table, ran: ScenarioResult) -> Verdict:
        rules = [e.rule for e in ran.events
                 if getattr(e, "name", "") == "rule_stopped" and e.rule in names]
        return ([f'rules_stopped = ["{rules[0]}"]'], STOPPED) if rules else None

    found = first_witness("LP402", files, _tables(draw_counts(results)), stopped)
    steps = cycle_steps(d.message)
    if found or not steps:
        return found
    cycle = [rule for rule, _ in steps]

    def round_trip(table: Table, ran: ScenarioResult) -> Verdict:
        fired = _fired(ran)
        chain = [r for r in fired if r in cycle]
        want = [*cycle, cycle[0]]
        if not any(chain[i:i + len(want)] == want for i in range(len(chain))):
            return None
        # the chain stopped short of the hook after its last firing: that hook's event
        stalled = steps[(cycle.index(chain[-1]) + 1) % len(steps)][1]
        why = WHY.get(stalled, "the table ran out of what the next step needs")
        shown = ", ".join(f'"{r}"' for r in fired)
        return [f"rules_fired = [{shown}]"], BROKEN.format(why=why)

    return first_witness("LP402", files, _tables(draw_counts(results)), round_trip)
