"""Conditions on one whole number as the set of values they let through (R-VOTE-7).

``play.rank is at least 4 and play.rank is at most 4`` is ``play.rank is 4``; ``play.rank
is at least J and play.rank is not A`` is ``play.rank is one of J, Q, K``; ``play.count is
at least 2 and play.count is at least 3`` is ``play.count is at least 3``; ``play.rank is
J or play.rank is at least Q`` is ``play.rank is at least J``. Every comparison of one
thing with whole numbers (``is``, ``is not``, ``is at least`` ..., ``one of``), and every
``and``/``or`` of such comparisons of the same thing, is read as the set of values it
lets through, within what the thing can be (a rank 2 to A, an attribute its catalogue
range, a player's cards 0 or more), and written back one way per set (:func:`render`):

- the empty set is ``false``, the whole range ``true``;
- all but one value: ``is not v``;
- one run of values: ``is v``, ``is at least a`` or ``is at most b`` (at an end of the
  range), else ``is at least a and is at most b``;
- otherwise ``is one of ...`` or ``is not one of ...``, whichever lists fewer (``one of``
  on a tie), and for a set neither of which lists, its runs joined by ``or``.

:mod:`.meaning` asks :func:`term_set` of every comparison and of every ``and``/``or``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass

from ..tree import nodes
from . import meaningseats, meaningsums

LOWEST_RANK, HIGHEST_RANK = 2, 14
#: beyond every whole number a rule can write (the sandbox's numbers are far smaller)
INF = 10 ** 18
#: the most values a set is listed with (``one of``); a larger one is written as runs
LISTED = 64

#: a set of whole numbers: sorted disjoint runs (first, last), INF/-INF for no end
Runs = tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Term:
    """A condition on one thing as a set: the thing, what it can be, what passes."""

    key: str  #: the thing's ``repr`` (spans and types left out)
    item: nodes.Expr
    domain: Runs
    values: Runs
    rank: bool
    #: for a word attribute (``pickup.reason``): its words, value ``i`` standing for the
    #: ``i``-th; empty for a number
    words: tuple[str, ...] = ()


def _norm(runs: list[tuple[int, int]]) -> Runs:
    out: list[tuple[int, int]] = []
    for a, b in sorted(r for r in runs if r[0] <= r[1]):
        if out and a <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return tuple(out)


def intersect(x: Runs, y: Runs) -> Runs:
    return _norm([(max(a, c), min(b, d)) for a, b in x for c, d in y])


def union(x: Runs, y: Runs) -> Runs:
    return _norm([*x, *y])


def complement(x: Runs, within: Runs) -> Runs:
    gaps: list[tuple[int, int]] = []
    start = -INF
    for a, b in x:
        gaps.append((start, a - 1))
        start = b + 1
    gaps.append((start, INF))
    return intersect(_norm(gaps), within)


def _size(x: Runs) -> int:
    return sum(b - a + 1 for a, b in x)


def _points(x: Runs) -> list[int] | None:
    """The values of a finite set of at most :data:`LISTED`, else None."""
    if any(a <= -INF or b >= INF for a, b in x) or _size(x) > LISTED:
        return None
    return [v for a, b in x for v in range(a, b + 1)]


def _is_rank(e: nodes.Expr) -> bool:
    return e.static_type == "rank" or (isinstance(e, nodes.Attribute) and e.name in (
        "rank", "previous_rank", "top_rank"))


#: The events that happen only while two players or more are still in: the setup's
#: (every player is in) and the steps of a turn by a player who stays in through them (a
#: turn is played only while two are in, and only its player may go out during it: a
#: take-up comes before going out, R-FACE-1). A play, a flip, a clear, a draw and what
#: follows them may come with the last but one player going out; so may a pickup a house
#: rule makes (``after out: next player picks up the pile``): a pickup is one of them
#: only in a book no rule of which makes one (:data:`UNMADE`, :func:`two_in`).
TWO_IN = frozenset({"deal", "swap", "turn", "take_up"})


def two_in(event: str) -> bool:
    """Whether two players or more are still in whenever ``event`` happens in the book
    being read (:data:`TWO_IN`; a pickup when no rule of the book makes one)."""
    return event in TWO_IN or (event == "pickup" and ("pickup", "reason", "rule")
                               in UNMADE.get())


def fixed(event: str, item: nodes.Expr) -> int | None:
    """The one value an attribute of ``event`` always has under the official base rules
    (session 36, redteam28 ``identity-take-up-three-or-any``): a take-up takes every
    face-up card (R-FACE-1), and every player is dealt three (R-SETUP-2) that no move
    changes in number (the swaps of R-SETUP-3 and a rule's swap with the draw pile trade
    one card for one), so ``take_up.count`` is always three, and a guard on three is
    always true (meaning.py's "always true", through :func:`domain`). None for any other."""
    if not isinstance(item, nodes.Attribute) or event != "take_up" or (
            item.namespace, item.name) != ("take_up", "count"):
        return None
    from ...engine import OFFICIAL

    return OFFICIAL.face_up


def domain(item: nodes.Expr, event: str) -> Runs:
    """What ``item`` can be: a rank 2 to A, an attribute its range in the catalogue (the
    players still in two or more where :func:`two_in` says so, the one value of
    :func:`fixed`), a player's cards 0 or more, anything else any whole number."""
    from ..catalogue import vocabulary

    lo, hi = -INF, INF
    if _is_rank(item):
        lo, hi = LOWEST_RANK, HIGHEST_RANK
    if isinstance(item, nodes.Attribute):
        attr = vocabulary.attribute(event, item.namespace, item.name)
        if attr is not None:
            lo = max(lo, attr.lo) if attr.lo is not None else lo
            hi = min(hi, attr.hi) if attr.hi is not None else hi
        if (item.namespace, item.name) == ("table", "players_in") and two_in(event):
            lo = max(lo, 2)
        if (value := fixed(event, item)) is not None:
            lo, hi = value, value
    elif isinstance(item, nodes.Measure):
        # a player of a set (``every player whose cards ...``) is still in, and holds a
        # card until a legal play puts them out (meaningseats.holding)
        lo = 1 if item.measure == "cards" and item.player.kind == "candidate" and (
            meaningseats.holding()) else 0
    return ((lo, hi),)


def _whole(e: nodes.Expr) -> int | None:
    return e.value if isinstance(e, nodes.Number | nodes.RankLit) and isinstance(
        e.value, int) and not isinstance(e.value, bool) else None


def _passing(op: str, v: int) -> list[tuple[int, int]]:
    """The values ``x`` with ``x op v``."""
    return {"==": [(v, v)], "<=": [(-INF, v)], ">=": [(v, INF)], "<": [(-INF, v - 1)],
            ">": [(v + 1, INF)], "!=": [(-INF, v - 1), (v + 1, INF)]}[op]


_OPS = frozenset({"==", "!=", "<", ">", "<=", ">="})


def _settable(item: nodes.Expr) -> bool:
    return not isinstance(item, nodes.Number | nodes.RankLit | nodes.Word | nodes.Bool
                          | nodes.Text | nodes.Role) and item.static_type in (
        "number", "rank", "unknown")


#: words an attribute has only when a house rule's own effect makes them, by the action
#: that makes them: ``pickup.reason is rule`` needs a rule that makes someone pick up the
#: pile, ``clear.cause is custom`` one that clears it (engine.operations)
MADE_BY: dict[tuple[str, str, str], type[nodes.Node]] = {
    ("pickup", "reason", "rule"): nodes.Pickup, ("clear", "cause", "custom"): nodes.ClearPile,
    meaningseats.REVERSED: nodes.Reverse}  # play against the clock: meaningseats.py

#: the words of :data:`MADE_BY` that no rule of the book being read makes (not values
#: the attribute can have there); empty when the book is not known: every word can be
UNMADE: ContextVar[frozenset[tuple[str, str, str]]] = ContextVar("UNMADE",
                                                                 default=frozenset())


def unmade(books: Iterable[nodes.Node]) -> frozenset[tuple[str, str, str]]:
    """The words of :data:`MADE_BY` that no action of ``books`` (a book's files, or its
    rules) makes."""
    made = {type(n) for book in books for n in book.walk()}
    return frozenset(w for w, action in MADE_BY.items() if action not in made)


def _choices(item: nodes.Expr, event: str) -> tuple[str, ...]:
    """The words an attribute can be (``pickup.reason``: choice, obligation, blind), or ()."""
    from ..catalogue import vocabulary

    if not isinstance(item, nodes.Attribute):
        return ()
    attr = vocabulary.attribute(event, item.namespace, item.name)
    return attr.choices if attr is not None and attr.type == "word" else ()


def _word_set(e: nodes.Expr, event: str) -> Term | None:
    """A word attribute compared with its words (``is``, ``is not``, ``one of``) as the set
    of words it lets through: ``pickup.reason is not choice`` is ``pickup.reason is one of
    obligation, blind``."""
    options: tuple[nodes.Expr, ...]
    if isinstance(e, nodes.Compare) and e.op in ("==", "!="):
        item, options, negated = e.left, (e.right,), e.op == "!="
    elif isinstance(e, nodes.OneOf):
        item, options, negated = e.item, e.options, e.negated
    else:
        return None
    words = _choices(item, event)
    if not words or not all(isinstance(o, nodes.Word) and o.value in words
                            for o in options):
        return None
    gone = UNMADE.get()
    d = _norm([(i, i) for i, w in enumerate(words)
               if (item.namespace, item.name, w) not in gone])  # type: ignore[attr-defined]
    runs = _norm([(words.index(o.value), words.index(o.value))  # type: ignore[attr-defined]
                  for o in options])
    runs = intersect(runs, d)
    return Term(repr(item), item, d, complement(runs, d) if negated else runs, False, words)


def term_set(e: nodes.Expr, event: str) -> Term | None:
    """``e`` as a condition on one whole number (a comparison with a number, a ``one of``
    of numbers, an ``and``/``or`` of those on the same thing) or on one word attribute,
    or None."""
    if (word := _word_set(e, event)) is not None:
        return word
    if isinstance(e, nodes.Compare) and e.op in _OPS:
        v = _whole(e.right)
        if v is None or not _settable(e.left):
            return None
        d = domain(e.left, event)
        return Term(repr(e.left), e.left, d, intersect(_norm(_passing(e.op, v)), d),
                    _is_rank(e.left) or isinstance(e.right, nodes.RankLit))
    if isinstance(e, nodes.OneOf):
        options = [_whole(o) for o in e.options]
        points = [(v, v) for v in options if v is not None]
        if len(points) < len(options) or not _settable(e.item):
            return None
        d = domain(e.item, event)
        runs = intersect(_norm(points), d)
        return Term(repr(e.item), e.item, d, complement(runs, d) if e.negated else runs,
                    _is_rank(e.item) or any(isinstance(o, nodes.RankLit) for o in e.options))
    if isinstance(e, nodes.BoolOp):
        parts = [term_set(o, event) for o in e.operands]
        first = parts[0]
        if first is None or any(p is None or p.key != first.key for p in parts):
            return None
        values = first.values
        for p in parts[1:]:
            assert p is not None
            values = intersect(values, p.values) if e.op == "and" else union(values, p.values)
        return Term(first.key, first.item, first.domain, values,
                    any(p.rank for p in parts if p is not None), first.words)
    return None


def residue(e: nodes.Parity | nodes.Multiple, event: str) -> nodes.Expr:
    """``even``, ``odd`` and ``a multiple of`` in one spelling per meaning (R-VOTE-7): a
    residue modulo a fixed divisor. A number added to the thing is taken modulo the
    divisor (``round.turns + 1 is odd`` is ``round.turns is even``); modulo 2 is ``even``
    or ``odd`` (``is a multiple of 2`` is ``is even``); modulo 1 always holds; numbers
    only are folded; a thing with few values (a rank, a play's count) is the set of
    values the residue lets through (``play.rank is even`` is ``play.rank is one of 2,
    4, 6, 8, 10, Q, A``). The game reads a residue as Python's ``%`` (never negative,
    ``codegen.pyexpr``), and so does this. Any other divisor keeps its spelling."""
    if isinstance(e, nodes.Parity):
        d, r, holds = 2, 0 if e.even else 1, True
    else:
        whole = _whole(e.divisor)
        if whole is None or whole < 1:
            return e
        d, r, holds = whole, 0, not e.negated
    x = e.operand

    def truth(value: bool) -> nodes.Expr:
        return nodes.Bool(value=value, static_type="truth", line=e.line, column=e.column)

    if (found := meaningsums.scaled(x)) is not None:  # x + x + c ≡ r is 2 x ≡ r - c
        x, times, shift = found
        solved = meaningsums.residue(times, r - shift, d)
        if solved is None:
            return truth(not holds)
        r, d = solved
    while isinstance(x, nodes.Arith):  # x + k ≡ r is x ≡ r - k
        if isinstance(x.right, nodes.Number) and (k := _whole(x.right)) is not None:
            r, x = r - k if x.op == "+" else r + k, x.left
        elif x.op == "+" and (k := _whole(x.left)) is not None and isinstance(
                x.left, nodes.Number):
            r, x = r - k, x.right
        else:
            break
    r %= d

    if d == 1:
        return truth(holds)
    if isinstance(x, nodes.Number | nodes.RankLit) and (v := _whole(x)) is not None:
        return truth((v % d == r) == holds)
    if _settable(x):
        dom = domain(x, event)
        if (points := _points(dom)) is not None:
            runs = _norm([(v, v) for v in points if (v % d == r) == holds])
            return render(Term(repr(x), x, dom, runs, _is_rank(x)))
    if d == 2:
        return nodes.Parity(operand=x, even=(r == 0) == holds, static_type="truth",
                            line=e.line, column=e.column)
    if r:
        x = nodes.Arith(op="+", left=x, right=nodes.Number(value=d - r, static_type="number"),
                        static_type=x.static_type, line=x.line, column=x.column)
    return nodes.Multiple(operand=x, divisor=nodes.Number(value=d, static_type="number"),
                          negated=not holds, static_type="truth", line=e.line,
                          column=e.column)


def joined(terms: Sequence[Term], op: str) -> Term:
    """Terms on the same thing joined by ``and`` (both pass) or ``or`` (either)."""
    values = terms[0].values
    for t in terms[1:]:
        values = intersect(values, t.values) if op == "and" else union(values, t.values)
    return Term(terms[0].key, terms[0].item, terms[0].domain, values,
                any(t.rank for t in terms), terms[0].words)


def _value(v: int, rank: bool) -> nodes.Expr:
    if rank and LOWEST_RANK <= v <= HIGHEST_RANK:
        return nodes.RankLit(value=v, static_type="rank")
    return nodes.Number(value=v, static_type="number")


def render(t: Term) -> nodes.Expr:
    """The one spelling of ``t`` (see the module)."""
    item, d, s = t.item, t.domain, t.values

    def cmp(op: str, v: int) -> nodes.Expr:
        return nodes.Compare(op=op, left=item, right=_value(v, t.rank), static_type="truth",
                             line=item.line, column=item.column)

    def both(op: str, parts: list[nodes.Expr]) -> nodes.Expr:
        if len(parts) == 1:
            return parts[0]
        ordered = tuple(e for _, e in sorted((repr(e), e) for e in parts))
        return nodes.BoolOp(op=op, operands=ordered, static_type="truth",  # type: ignore[arg-type]
                            line=item.line, column=item.column)

    def run(a: int, b: int) -> nodes.Expr:
        if a == b:
            return cmp("==", a)
        lo, hi = d[0][0], d[-1][1]
        if a <= lo:
            return cmp("<=", b)
        if b >= hi:
            return cmp(">=", a)
        return both("and", [cmp(">=", a), cmp("<=", b)])

    if not s:
        return nodes.Bool(value=False, static_type="truth", line=item.line, column=item.column)
    rest = complement(s, d)
    if not rest:
        return nodes.Bool(value=True, static_type="truth", line=item.line, column=item.column)
    if t.words:
        return _render_words(t, s, rest)
    if _size(rest) == 1 and len(s) > 1:
        return cmp("!=", rest[0][0])
    if len(s) == 1:
        return run(*s[0])
    listed, unlisted = _points(s), _points(rest)
    if listed is not None and (unlisted is None or len(listed) <= len(unlisted)):
        return nodes.OneOf(item=item, options=tuple(_value(v, t.rank) for v in listed),
                           static_type="truth", line=item.line, column=item.column)
    if unlisted is not None:
        return nodes.OneOf(item=item, options=tuple(_value(v, t.rank) for v in unlisted),
                           negated=True, static_type="truth", line=item.line,
                           column=item.column)
    return both("or", [run(a, b) for a, b in s])


def _render_words(t: Term, s: Runs, rest: Runs) -> nodes.Expr:
    """A set of some but not all of a word attribute's words: ``is w`` for one, ``is not
    w`` for all but one, else ``is one of`` the words in the catalogue's order (words have
    no ``at least``)."""
    item = t.item

    def word(v: int) -> nodes.Expr:
        return nodes.Word(value=t.words[v], static_type="word", line=item.line,
                          column=item.column)

    listed, unlisted = _points(s) or [], _points(rest) or []
    if len(listed) == 1 or len(unlisted) == 1:
        one = listed if len(listed) == 1 else unlisted
        return nodes.Compare(op="==" if one is listed else "!=", left=item, right=word(one[0]),
                             static_type="truth", line=item.line, column=item.column)
    negated = len(unlisted) < len(listed)
    return nodes.OneOf(item=item, options=tuple(map(word, unlisted if negated else listed)),
                       negated=negated, static_type="truth", line=item.line, column=item.column)
