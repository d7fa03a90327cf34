"""Lazy, read-only views for house-rule hooks: the sandbox's view types, filled on first read.

A hook that tests ``play.rank`` and returns never needs the table; one that names the
next player never needs the fewest cards. These subclasses of ``view.TableView``,
``EventView`` and ``RuleView`` have the same slots and give the same values as
``view.game_view`` / ``event_view`` (``tests/test_runtime_views.py`` compares them),
but compute each slot when a hook first reads it. Player views are genuine
``PlayerView`` objects (effects check the exact type). Sandboxed code reaches only the
whitelisted slot names; ``__getattr__`` is a dunder it can never name.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable
from typing import Any

from ..engine import EVENT_TYPES, Event, Game, attribute_types
from .eventview import SEAT_FIELDS, EventView
from .seats import current_seat, fewest_seat, most_seat, players_in
from .view import (
    PlayerView,
    RoundView,
    RuleView,
    TableView,
    last_place_of,
    most_picked_of,
    places_of,
    player_at,
    seat_of,
)

_TABLE_SLOTS: tuple[str, ...] = TableView.__slots__
RULE_SLOTS: tuple[str, ...] = RuleView.__slots__
_FIELDS: dict[type[Event], frozenset[str]] = {
    cls: frozenset(attribute_types(name)) for name, cls in EVENT_TYPES.items()
}


(_S_SEAT, _S_HAND, _S_UP, _S_DOWN, _S_CARDS, _S_OUT, _S_PLACE, _S_CUR, _S_DEALER, _S_LAST,
 _S_LEFT, _S_RIGHT) = (PlayerView.__dict__[name].__set__ for name in PlayerView.__slots__)
_SET_TABLE = {name: TableView.__dict__[name].__set__ for name in TableView.__slots__}


def _ring(game: Game, current: int, dealer: int, last_winner: int | None
          ) -> tuple[PlayerView, ...]:
    """The players' views, by seat, exactly as ``view.game_view`` builds them (but fast)."""
    new = object.__new__
    hands, ups, downs, outs = game.hand, game.up, game.down, game.out
    order = game.finishing_order
    views: list[PlayerView] = []
    for i in range(game.players):
        p = new(PlayerView)
        h, u, d = hands[i].bit_count(), ups[i].bit_count(), len(downs[i])
        out = outs[i]
        _S_SEAT(p, i)
        _S_HAND(p, h)
        _S_UP(p, u)
        _S_DOWN(p, d)
        _S_CARDS(p, h + u + d)
        _S_OUT(p, out)
        _S_PLACE(p, order.index(i) + 1 if out else None)
        _S_CUR(p, i == current)
        _S_DEALER(p, i == dealer)
        _S_LAST(p, i == last_winner)
        views.append(p)
    prev = views[-1]
    for p in views:  # left is the next seat clockwise, right the one before
        _S_RIGHT(p, prev)
        _S_LEFT(prev, p)
        prev = p
    return tuple(views)


#: Builds the players' views of a game: ``(game, current, dealer, last_winner)``.
Ring = Callable[[Game, int, int, "int | None"], tuple[PlayerView, ...]]
_PLAYER_SLOTS: frozenset[str] = frozenset(PlayerView.__slots__) - {"_seat"}
#: Table attributes computed from the players' own slots (who is out); fewest and most
#: are worked out on the game itself (``seats``).
_READS_PLAYERS: dict[str, frozenset[str]] = {
    "still_in": frozenset({"is_out"}), "others": frozenset({"is_out"}),
    "out": frozenset({"is_out"}),
}


@functools.lru_cache(maxsize=1024)  # by source: runtimes reread the same rules
def attributes_read(source: str) -> frozenset[str]:
    """Every attribute name generated ``source`` reads (it reads attributes only by
    literal name: ``check_generated`` allows no other way)."""
    return frozenset(n.attr for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Attribute))


@functools.lru_cache(maxsize=1024)  # by source: runtimes reread the same rules
def attributes_read_first(source: str, function: str) -> frozenset[str]:
    """The attribute names hook ``function`` of generated ``source`` reads on every call
    that gets past its ``when`` condition: outside the bodies of its ``if`` and ``for``
    statements (their tests and what they loop over included). Its views fill in these
    at once; whatever a branch reads is computed if the branch runs. Every name it reads
    if the hook is not found."""
    tree = ast.parse(source)
    fn = next((s for s in tree.body if isinstance(s, ast.FunctionDef) and s.name == function),
              None)
    if fn is None:
        return attributes_read(source)
    heads: list[ast.AST] = []
    for stmt in fn.body:
        if isinstance(stmt, ast.If):
            heads.append(stmt.test)
        elif isinstance(stmt, ast.For):
            heads.append(stmt.iter)
        else:
            heads.append(stmt)
    return frozenset(n.attr for head in heads for n in ast.walk(head)
                     if isinstance(n, ast.Attribute))


#: Helpers of the sandbox that read player slots themselves (``view.beside``).
_CALLS_READ: dict[str, frozenset[str]] = {"beside": frozenset({"left", "right", "is_out"})}


@functools.lru_cache(maxsize=1024)  # by source: runtimes reread the same rules
def player_slots_read(source: str) -> frozenset[str]:
    """The ``PlayerView`` slots generated ``source`` can read, whoever reads them: its own
    attribute reads (generated code reads attributes only by literal name, and
    ``check_generated`` allows no other way) and the table attributes it names that
    are computed from player slots. A hook's player views need no other slot."""
    names = attributes_read(source)
    out = set(names & _PLAYER_SLOTS)
    for name in names & _READS_PLAYERS.keys():
        out |= _READS_PLAYERS[name]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Name) and node.id in _CALLS_READ:
            out |= _CALLS_READ[node.id]
    return frozenset(out)


@functools.cache
def ring_of(slots: frozenset[str]) -> Ring:
    """A builder of the players' views that fills only ``slots`` (and the seat): the same
    values as :func:`_ring` in those slots. A hook that names ``next player`` and reads
    nothing of them needs four bare player views (0.5 us), not four full ones (3.5 us).
    Written out per slot set from this module's own lines; the slot names are checked."""
    if not slots <= _PLAYER_SLOTS:
        raise ValueError(f"not player view slots: {sorted(slots - _PLAYER_SLOTS)}")
    if slots == _PLAYER_SLOTS:
        return _ring
    need = set(slots)
    if "cards" in need:
        need |= {"_h", "_u", "_d"}
    if "place" in need:
        need.add("_o")
    body = ["    for i in range(game.players):", "        p = new(PlayerView)",
            "        S_SEAT(p, i)"]
    for part, line in (("_h", "h = hands[i].bit_count()"), ("_u", "u = ups[i].bit_count()"),
                       ("_d", "d = len(downs[i])"), ("_o", "o = outs[i]")):
        if part in need:
            body.append("        " + line)
    lines = {
        "hand": "S_HAND(p, hands[i].bit_count())", "face_up": "S_UP(p, ups[i].bit_count())",
        "face_down": "S_DOWN(p, len(downs[i]))", "cards": "S_CARDS(p, h + u + d)",
        "is_out": "S_OUT(p, outs[i])",
        "place": "S_PLACE(p, order.index(i) + 1 if o else None)",
        "is_current": "S_CUR(p, i == current)", "is_dealer": "S_DEALER(p, i == dealer)",
        "is_last_winner": "S_LAST(p, i == last_winner)",
    }
    for slot in PlayerView.__slots__:
        if slot in lines and slot in slots:
            body.append("        " + lines[slot])
    body.append("        views.append(p)")
    if "left" in slots or "right" in slots:
        body += ["    prev = views[-1]", "    for p in views:", "        S_RIGHT(p, prev)",
                 "        S_LEFT(prev, p)", "        prev = p"]
    src = "\n".join(["def ring(game, current, dealer, last_winner):",
                     "    hands, ups, downs, outs = game.hand, game.up, game.down, game.out",
                     "    order = game.finishing_order", "    views = []", *body,
                     "    return tuple(views)"]) + "\n"
    env: dict[str, Any] = {
        "new": object.__new__, "PlayerView": PlayerView, "range": range, "len": len,
        "tuple": tuple, "S_SEAT": _S_SEAT, "S_HAND": _S_HAND, "S_UP": _S_UP,
        "S_DOWN": _S_DOWN, "S_CARDS": _S_CARDS, "S_OUT": _S_OUT, "S_PLACE": _S_PLACE,
        "S_CUR": _S_CUR, "S_DEALER": _S_DEALER, "S_LAST": _S_LAST, "S_LEFT": _S_LEFT,
        "S_RIGHT": _S_RIGHT,
    }
    exec(compile(src, "<player views>", "exec"), env)  # noqa: S102
    ring: Ring = env["ring"]
    return ring


class LazyTableView(TableView):
    """A :class:`TableView` whose attributes are computed when first read, each on its
    own: most hooks test an event attribute and return, and a hook that names the next
    player never pays for counting the fewest cards. Same slots, same values as
    ``view.game_view`` (a test compares them), read-only. ``ring`` builds the players'
    views: all their slots by default, or only those the hooks can read (:func:`ring_of`)."""

    __slots__ = ("_src",)

    def __init__(self, game: Game, acting: int, last_winner: int | None,
                 round_number: int, ring: Ring | None = None) -> None:
        object.__setattr__(self, "_src", (game, acting, last_winner, round_number,
                                          ring or _ring))

    def __getattr__(self, name: str) -> Any:
        compute = _LAZY.get(name)
        if compute is None:
            raise AttributeError(f"the table has no attribute {name!r}")
        game, acting, last_winner, number, ring = self._src
        if name == "_by_seat":
            value = ring(game, current_seat(game, acting), game.dealer, last_winner)
        else:
            value = compute(self, game, acting, last_winner, number)
        _SET_TABLE[name](self, value)
        return value


def _around(t: TableView, game: Game, start: int) -> list[PlayerView]:
    by, n, d = t._by_seat, game.players, game.direction
    return [by[(start + d * k) % n] for k in range(n)]


def _round_view(game: Game, number: int) -> RoundView:
    r = object.__new__(RoundView)
    for slot, value in (("number", number), ("turns", game.turns), ("plays", game.plays),
                        ("clears", sum(game.clears)), ("pickups", game.pickups),
                        ("draws", game.draws)):
        RoundView.__dict__[slot].__set__(r, value)
    return r


_Compute = Callable[[TableView, Game, int, "int | None", int], Any]
_LAZY: dict[str, _Compute] = {
    "_by_seat": lambda t, g, a, w, n: _ring(g, current_seat(g, a), g.dealer, w),
    "pile": lambda t, g, a, w, n: g.pile.bit_count(),
    "draw_pile": lambda t, g, a, w, n: len(g.draw_pile),
    "cleared": lambda t, g, a, w, n: g.cleared.bit_count(),
    "players": lambda t, g, a, w, n: g.players,
    "players_in": lambda t, g, a, w, n: players_in(g),
    "top_rank": lambda t, g, a, w, n: g.top or None,
    "top_count": lambda t, g, a, w, n: g.last if g.top else 0,
    "direction": lambda t, g, a, w, n: g.direction,
    "obligation": lambda t, g, a, w, n: g.obligation,
    "low": lambda t, g, a, w, n: bool(g.top) and g.top == g.base.low_rank,
    "round": lambda t, g, a, w, n: _round_view(g, n),
    "acting": lambda t, g, a, w, n: t._by_seat[a],
    "current": lambda t, g, a, w, n: t._by_seat[current_seat(g, a)],
    # the game's seat ring (engine.seat_ring): seats.next_seat of every seat, kept
    "next": lambda t, g, a, w, n: t._by_seat[g.ring[g.direction][current_seat(g, a)]],
    "previous": lambda t, g, a, w, n: t._by_seat[g.ring[-g.direction][current_seat(g, a)]],
    "dealer": lambda t, g, a, w, n: t._by_seat[g.dealer],
    "last_winner": lambda t, g, a, w, n: None if w is None else t._by_seat[w],
    "placed": lambda t, g, a, w, n: places_of(t._by_seat, g.last_standings),
    "last_place": lambda t, g, a, w, n: last_place_of(t._by_seat, g.last_standings),
    "most_picked": lambda t, g, a, w, n: most_picked_of(t._by_seat, g.last_pickups, g.dealer),
    "fewest": lambda t, g, a, w, n: t._by_seat[fewest_seat(g, a)],
    "most": lambda t, g, a, w, n: t._by_seat[most_seat(g, a)],
    # R-WIN-4: a player whose last card was just played is no longer in
    "still_in": lambda t, g, a, w, n: tuple(p for p in _around(t, g, a)
                                            if not p.is_out and seat_of(p) != g.leaving),
    "others": lambda t, g, a, w, n: tuple(p for p in t.still_in if seat_of(p) != a),
    "out": lambda t, g, a, w, n: tuple(p for p in _around(t, g, a) if p.is_out),
}


class LazyEventView(EventView):
    """An :class:`EventView` whose attributes are read from the event when first used."""

    __slots__ = ("_table",)

    def __init__(self, event: Event, table: TableView) -> None:
        object.__setattr__(self, "_event", event)
        object.__setattr__(self, "_table", table)

    def __getattr__(self, name: str) -> Any:
        event = self._event
        if name not in _FIELDS[type(event)]:
            raise AttributeError(f"{event.name} has no attribute {name!r}")
        value = getattr(event, name)
        if value is not None and name in SEAT_FIELDS:
            value = player_at(self._table, value)
        object.__setattr__(self, name, value)
        return value


class LazyRuleView(RuleView):
    """A :class:`RuleView` (``rule.*``) counted when first read."""

    __slots__ = ("_src", "_index")

    def __init__(self, src: Any, index: int) -> None:
        _SET_SRC(self, src)
        _SET_INDEX(self, index)

    def __getattr__(self, name: str) -> Any:
        if name not in RULE_SLOTS:
            raise AttributeError(f"rule has no attribute {name!r}")
        values = dict(zip(RULE_SLOTS, self._src.rule_counts(self._index), strict=True))
        for slot, value in values.items():
            object.__setattr__(self, slot, value)
        return values[name]


_SET_SRC = LazyRuleView.__dict__["_src"].__set__
_SET_INDEX = LazyRuleView.__dict__["_index"].__set__


class CountSlots(RuleView):
    """The ``rule.*`` of one rule for a whole game: its own counts (``rule.counts``) kept in
    a slot, set again only when they change (:meth:`set_counts`, on a Remember effect),
    so a hook reading them builds nothing; the other counts of the table (rounds,
    clears, pickups, firings) are worked out from ``src`` on each read, as they are
    when read (hooks never change the table while they run). ``src`` answers
    ``rule_counts(index)`` like a rules-in-play object."""

    __slots__ = ("_src", "_index")

    def __init__(self, src: Any, index: int, counts: tuple[int, ...]) -> None:
        _SET_SLOTS_SRC(self, src)
        _SET_SLOTS_INDEX(self, index)
        _SET_COUNTS(self, counts)

    def set_counts(self, counts: tuple[int, ...]) -> None:
        """The rule's own counts are now ``counts`` (engine side only: ``set_counts`` is
        no name sandboxed code may read)."""
        _SET_COUNTS(self, counts)

    def __getattr__(self, name: str) -> Any:
        at = _RULE_AT.get(name)
        if at is None:
            raise AttributeError(f"rule has no attribute {name!r}")
        return self._src.rule_counts(self._index)[at]


_SET_SLOTS_SRC = CountSlots.__dict__["_src"].__set__
_SET_SLOTS_INDEX = CountSlots.__dict__["_index"].__set__
_SET_COUNTS = RuleView.__dict__["counts"].__set__
_RULE_AT = {name: k for k, name in enumerate(RULE_SLOTS)}


# ------------------------------------------------------------------ prefilled views

#: Table attributes in an order where each one's inputs come before it.
_TABLE_ORDER: tuple[str, ...] = ("_by_seat", *(n for n in _TABLE_SLOTS if n not in (
    "_by_seat", "others")), "others")
_NEEDS_RING: frozenset[str] = frozenset(
    {"acting", "current", "next", "previous", "dealer", "last_winner", "placed", "last_place",
     "most_picked", "fewest", "most",
     "still_in", "others", "out"})
_SET_EVENT = {name: EventView.__dict__[name].__set__ for name in EventView.__slots__}
_SET_EVENT_TABLE = LazyEventView.__dict__["_table"].__set__

#: Builds both views of one event: ``(game, event, acting, last_winner, round_number)``.
Views = Callable[[Game, Event, int, "int | None", int], tuple[TableView, EventView]]


def views_of(names: frozenset[str], ring: Ring, event: str) -> Views:
    """A builder of lazy views with the attributes in ``names`` (the attribute names a
    hook on ``event`` reads: the rules runtime makes one builder per hook) filled in at
    once: the same values the hook would get on first read (hooks never change the
    table while they run), without the failed slot read and ``__getattr__`` call each
    first read costs (about 0.7 us). Anything else is still computed when first read."""
    table = tuple(n for n in _TABLE_ORDER if n in names
                  or (n == "_by_seat" and names & _NEEDS_RING)
                  or (n == "still_in" and "others" in names))
    fields = tuple(sorted(names & frozenset(attribute_types(event)))) \
        if event in EVENT_TYPES else ()
    seats = tuple(n in SEAT_FIELDS for n in fields)
    steps = tuple((_SET_TABLE[n], _LAZY[n]) for n in table if n != "_by_seat")
    ring_first = "_by_seat" in table or any(seats)
    set_by_seat = _SET_TABLE["_by_seat"]
    event_steps = tuple((_SET_EVENT[n], n, seat) for n, seat in zip(fields, seats, strict=True))
    set_src = _SET_TABLE_SRC
    set_event = _SET_EVENT["_event"]
    new = object.__new__

    def views(game: Game, ev: Event, acting: int, last_winner: int | None, number: int
              ) -> tuple[TableView, EventView]:
        t = new(LazyTableView)
        set_src(t, (game, acting, last_winner, number, ring))
        if ring_first:
            by = ring(game, current_seat(game, acting), game.dealer, last_winner)
            set_by_seat(t, by)
        for put, compute in steps:
            put(t, compute(t, game, acting, last_winner, number))
        e = new(LazyEventView)
        set_event(e, ev)
        _SET_EVENT_TABLE(e, t)
        for put, name, seat in event_steps:
            value = getattr(ev, name)
            if seat and value is not None:
                value = t._by_seat[value]
            put(e, value)
        return t, e

    return views


_SET_TABLE_SRC = LazyTableView.__dict__["_src"].__set__


#: Builds the table view of a hook's tap form (:mod:`.tapform`): ``(src, acting)``.
TableOf = Callable[[Any, int], TableView]


def table_of(names: frozenset[str], ring: Ring) -> TableOf:
    """A builder of the lazy table view alone, for a hook's tap form, with the attributes
    in ``names`` (those the hook reads outside its branches) filled in at once, as
    :func:`views_of` fills them. ``src`` is the rules in play on the game: it answers
    ``game``, and ``runtime.last_winner`` and ``runtime.round_number``. The players'
    views are built at once when the hook reads any of them first (``names`` holds
    ``_by_seat`` when it reads a seat field of the event first)."""
    table = tuple(n for n in _TABLE_ORDER if n in names
                  or (n == "_by_seat" and names & (_NEEDS_RING | {"_by_seat"}))
                  or (n == "still_in" and "others" in names))
    steps = tuple((_SET_TABLE[n], _LAZY[n]) for n in table if n != "_by_seat")
    ring_first = "_by_seat" in table
    set_by_seat = _SET_TABLE["_by_seat"]
    set_src = _SET_TABLE_SRC
    new = object.__new__

    def build(src: Any, acting: int) -> TableView:
        game = src.game
        rt = src.runtime
        last_winner, number = rt.last_winner, rt.round_number
        t = new(LazyTableView)
        set_src(t, (game, acting, last_winner, number, ring))
        if ring_first:
            set_by_seat(t, ring(game, current_seat(game, acting), game.dealer, last_winner))
        for put, compute in steps:
            put(t, compute(t, game, acting, last_winner, number))
        return t

    return build
