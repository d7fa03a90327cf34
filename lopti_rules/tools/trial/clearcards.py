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

**A power on the next seat** (session 33, redteam24 ``perm-eight-lid-on-kings``): the clear
is one of the acts that take the answer to the permitted play away. A ceiling on the next
play (the 7's power, R-SPECIAL-7), a skip of the next player or a pickup forced on them
(``tools/permitpowers.py``) do it too. A pair the book acts on the next play after, at
least half of its permitted plays (twice at least) and at least twice as often as after the
book's other plays (so a restriction after most plays anyway is not the permission's), is a
low card given a power, judged by the same reach: a table's "the rank just under takes it
and binds the next play" reaches two ranks, farther down it is the order repealed for that
rank with a power added (``powered_cards``, after the clearing card).
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
                for on, rank, n, c, _ in r.clearing:
                    got = plays.setdefault((on, rank), [0, 0])
                    got[0] += n
                    got[1] += c
    out = [(on, rank, n, c) for (on, rank), (n, c) in plays.items()
           if on - rank > CLEAR_REACH and c >= MIN_CLEARS and c >= CLEARS_WITH * n]
    return sorted(out, key=lambda x: (x[1] - x[0], x[1], x[0]))


def finding(tables: Sequence[TableSoFar], rules: RuleSet, count: int,
            made: tuple[Callable[..., str], Callable[..., int]]) -> tuple[Any, ...] | None:
    """LP803's parts (message, witness, rule, the rule that fired most, the comparison, the
    table size) for the clearing card that reaches farthest, else for the low card given
    a power on the next seat (:func:`power_finding`), or None. ``made``: ``findings``'
    evening command and the rule that fired most."""
    found = clearing_cards(tables)
    if not found:
        return power_finding(tables, rules, count, made)
    on, rank, n, c = found[0]
    tops = sorted(top for top, r, _, _ in found if r == rank)
    e, witness = _witness(tables, on, rank, 3, rules, made[0],
                          ", allowed by the book, and the book cleared the pile at once. Play it")
    most_fired = made[1]
    return (
        f"trial: the book's permissions and its clears make {rank_str(rank)} a clearing card "
        f"on {', '.join(rank_str(x) for x in tops)}: {c} of the {n} plays of it on "
        f"{rank_str(on)} the book allowed cleared the pile at once, {on - rank} ranks below "
        f"the card it takes; a table's clearing exception is the rank just under (a Jack "
        f"takes a Queen or a King, {CLEAR_REACH} ranks at most), and a lower card made to "
        "clear is the order repealed for it with the 10's power added (R-PLAY-2, "
        "R-SPECIAL-10); only a base-rule vote may change it (R-VOTE-1)",
        witness, "R-PLAY-2", most_fired([e], count), ("clearing card", rank), 0)


def _witness(tables: Sequence[TableSoFar], on: int, rank: int, slot: int, rules: RuleSet,
             command: Callable[..., str], what: str) -> tuple[Any, str]:
    """The evening and the witness of the pair's first play whose ``slot`` count is not
    0: where ``rank`` was played on ``on`` and ``what`` the book did then (its catalog
    wording, from ", allowed by the book" to "Play it"), with the command to play it."""
    t, k, number = _witnessed(tables, on, rank, slot)
    e, spec = t.evenings[k], t.where[k][0]
    return e, (f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in "
               f"round {spec.adopt}), round {number}: a {rank_str(rank)} played on a "
               f"{rank_str(on)}{what}: {command(rules, spec, e.seed, 'LP803')}")


def _witnessed(tables: Sequence[TableSoFar], on: int, rank: int, slot: int
               ) -> tuple[TableSoFar, int, int]:
    """The first table, evening and round where the pair's ``slot`` count is not 0."""
    return next((t, k, r.number) for t in tables for k, e in enumerate(t.evenings)
                for r in e.book if any(x[:2] == (on, rank) and x[slot] for x in r.clearing))


def powered_cards(tables: Sequence[TableSoFar]) -> list[tuple[int, int, int, int, float]]:
    """The pairs the book acts on the next play after (module text), pooled over every
    table size: (previous rank, rank, plays allowed, plays acted after, the share of the
    book's other plays acted after), those past :data:`CLEAR_REACH`, farthest first."""
    plays: dict[tuple[int, int], list[int]] = {}
    total = [0, 0]
    for t in tables:
        for e in t.evenings:
            for r in e.book:
                total[0] += r.next_acted[0]
                total[1] += r.next_acted[1]
                for on, rank, n, _, a in r.clearing:
                    got = plays.setdefault((on, rank), [0, 0])
                    got[0] += n
                    got[1] += a
    out = []
    for (on, rank), (n, a) in plays.items():
        others = total[0] - n
        rate = max(0, total[1] - a) / others if others > 0 else 0.0
        if (on - rank > CLEAR_REACH and a >= MIN_CLEARS and a >= CLEARS_WITH * n
                and a >= 2 * rate * n):
            out.append((on, rank, n, a, rate))
    return sorted(out, key=lambda x: (x[1] - x[0], x[1], x[0]))


def power_finding(tables: Sequence[TableSoFar], rules: RuleSet, count: int,
                  made: tuple[Callable[..., str], Callable[..., int]]
                  ) -> tuple[Any, ...] | None:
    """LP803's parts (as :func:`finding`) for the low card given a power on the next seat
    that reaches farthest, or None."""
    found = powered_cards(tables)
    if not found:
        return None
    on, rank, n, a, rate = found[0]
    tops = sorted(top for top, r, _, _, _ in found if r == rank)
    e, witness = _witness(tables, on, rank, 4, rules, made[0],
                          ", allowed by the book, and the book acted on the next play at once. "
                          "Play it")
    most_fired = made[1]
    return (
        f"trial: the book's permissions and its rules give {rank_str(rank)} a power on the "
        f"next play on {', '.join(rank_str(x) for x in tops)}: {a} of the {n} plays of it "
        f"on {rank_str(on)} the book allowed were followed at once by the book's own "
        f"restriction, skip, pickup or clear of the next play ({round(100 * rate)} % after "
        f"its other plays), {on - rank} ranks below the card it takes; a table's exception "
        f"is the rank just under ({CLEAR_REACH} ranks at most), and a lower card given a "
        "power over the answer to it is the order repealed for it with a special card's "
        "power added (R-PLAY-2, R-SPECIAL-7); only a base-rule vote may change it (R-VOTE-1)",
        witness, "R-PLAY-2", most_fired([e], count), ("powered card", rank), 0)
