"""A clearing card made of a permission and a clear (LP803; session 29, issue 29).

A permission lets a lower rank onto a higher one (``allow J on Q``), an exception to
"higher than the previous play" (R-PLAY-2) that ``heights`` weighs by its reach. A clear
of the book's own is a custom clear (R-CLEAR-2), and a rank that clears after a legal play
("a Jack pair clears", "a 6 on a 7 clears") takes no base rule away. Together they make
something neither is: a **clearing card**, a rank that may go on a higher one and takes the
pile when it does. The base game has one clearing card, the 10 (R-SPECIAL-10), and a
table's "the rank just under it takes it" (``examples/rules/jack-on-queen``, redteam6b
``fair-jack-on-king``, redteam8 ``fair-eight-on-nine-clears``) reaches one or two ranks
down. A permitted play that clears farther down ("a 6 on a Queen clears it", redteam20
``perm-six-takes-queen``) is the order repealed for that rank on those tops with a 10's
power added: a low card that answers the court cards and takes their piles, a change only
the round's rule vote may make (R-VOTE-1).

Read in play (``RoundFacts.clearing``: per pair a permission allowed, its plays and those
after which the book's rules cleared the pile before the next play). A pair is a clearing
card when the clear follows at least half of its plays (:data:`CLEARS_WITH`, twice at
least): the clear comes with the permission, not now and then from another rule ("after a
play on a pile of nine cards, clear"); its reach is the ranks from the card to the top it
clears, the 7 and the 10 counted (a 6 on a Queen: six). Past :data:`CLEAR_REACH` it is a
finding, witnessed by the first evening and round where the permitted play cleared.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...engine import rank_str

if TYPE_CHECKING:
    from ...tools.rulebooks import RuleSet
    from .sealjudge import TableSoFar

#: The ranks down a permitted play that clears may reach: two, a Jack that takes a King
#: (redteam6b ``fair-jack-on-king``), the farthest of the training sets' fair clearing
#: permissions (a Jack on a Queen, an 8 on a 9: one)
CLEAR_REACH = 2
#: The share of a pair's permitted plays a clear must follow for the pair to be a clearing
#: card (and :data:`MIN_CLEARS` of them at least)
CLEARS_WITH = 0.5
MIN_CLEARS = 2


def clearing_cards(tables: Sequence[TableSoFar]) -> list[tuple[int, int, int, int]]:
    """The pairs the book's permissions and clears make a clearing card (module text),
    pooled over every table size: (previous rank, rank, plays allowed, plays cleared),
    those that reach past :data:`CLEAR_REACH` ranks down, farthest first."""
    plays: dict[tuple[int, int], list[int]] = {}
    for t in tables:
        for e in t.evenings:
            for r in e.book:
                for on, rank, n, c in r.clearing:
                    got = plays.setdefault((on, rank), [0, 0])
                    got[0] += n
                    got[1] += c
    out = [(on, rank, n, c) for (on, rank), (n, c) in plays.items()
           if on - rank > CLEAR_REACH and c >= MIN_CLEARS and c >= CLEARS_WITH * n]
    return sorted(out, key=lambda x: (x[1] - x[0], x[1], x[0]))


def finding(tables: Sequence[TableSoFar], rules: RuleSet, count: int,
            made: tuple[Callable[..., str], Callable[..., int]]) -> tuple[Any, ...] | None:
    """LP803's parts (message, witness, rule, the rule that fired most, the comparison, the
    table size) for the clearing card that reaches farthest, or None. ``made``:
    ``findings``' evening command and the rule that fired most."""
    found = clearing_cards(tables)
    if not found:
        return None
    on, rank, n, c = found[0]
    tops = sorted(top for top, r, _, _ in found if r == rank)
    t, k, number = next((t, k, r.number) for t in tables for k, e in enumerate(t.evenings)
                        for r in e.book if any(x[:2] == (on, rank) and x[3]
                                               for x in r.clearing))
    command, most_fired = made
    e, spec = t.evenings[k], t.where[k][0]
    witness = (f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in "
               f"round {spec.adopt}), round {number}: a {rank_str(rank)} played on a "
               f"{rank_str(on)}, allowed by the book, and the book cleared the pile at once. "
               f"Play it: {command(rules, spec, e.seed, 'LP803')}")
    return (
        f"trial: the book's permissions and its clears make {rank_str(rank)} a clearing card "
        f"on {', '.join(rank_str(x) for x in tops)}: {c} of the {n} plays of it on "
        f"{rank_str(on)} the book allowed cleared the pile at once, {on - rank} ranks below "
        f"the card it takes; a table's clearing exception is the rank just under (a Jack "
        f"takes a Queen or a King, {CLEAR_REACH} ranks at most), and a lower card made to "
        "clear is the order repealed for it with the 10's power added (R-PLAY-2, "
        "R-SPECIAL-10); only a base-rule vote may change it (R-VOTE-1)",
        witness, "R-PLAY-2", most_fired([e], count), ("clearing card", rank), 0)
