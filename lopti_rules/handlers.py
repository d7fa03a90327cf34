"""The bus handlers of rules in play, written out once per runtime for each event.

:func:`make_handler` writes the Python of the handler of one (timing, event) for the
hooks on it, with their pre-checks (``prefilter.precheck_expr``) and memo keys inline,
and compiles it: an event no rule fires on costs one call. On a hot event
(``events.TAP_FIELDS``) the handler is a bus tap that reads the event's plain values
(:func:`_on_values` rewrites the pre-checks onto them; :func:`_cannot_raise` tells
which need no ``try``), and on ``play`` and ``pickup`` it hears only the plays and
pickups some hook may fire on (:func:`plays_wanted`, :func:`counts_wanted`). The
runtime (:mod:`lopti_rules.runtime`) makes each handler once; every game it is
attached to shares them, and each game puts its rules in play on its bus.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .bus import ALL_COUNTS, ALL_PLAYS, count_bit, play_bit
from .cards import cards_of
from .engine.game import Game
from .events import EVENT_TYPES, TAP_FIELDS, Event, attribute_types, tap_event
from .policy import FORBIDDEN
from .prefilter import KEY_NAMES
from .view import EventView, TableView, acting_seat

if TYPE_CHECKING:
    from .compiler import HookEntry
    from .runtime import RuleRuntime, RulesInPlay, _Hooked, _Memo, _MemoSlot


#: Each event's attribute names (a handler reads ``e.player`` where there is one).
_FIELDS_OF: dict[str, frozenset[str]] = {e: frozenset(attribute_types(e)) for e in EVENT_TYPES}


_Handler = Callable[[Event, Any], None]


def make_handler(runtime: RuleRuntime, timing: str, hooks: tuple[_Hooked, ...],
                 fire_memo: Callable[[RulesInPlay, str, str, int, HookEntry, _Memo], bool]
                 ) -> _Handler:
    """The bus handler of one (timing, event), written out once per runtime for the hooks
    on it, with their pre-checks (the :func:`prefilter.precheck_expr` text each hook
    carries) and memo keys inline: an event no rule fires on costs one call. On a hot
    event (``events.TAP_FIELDS``) the handler is a tap: it reads the event's plain
    values and builds the payload only for a hook that has to run. A constant hook's
    known plan and a memoized hook's known effects are applied without building
    anything; every other firing goes through :meth:`RulesInPlay._fire`. A pre-check
    that raises lets the hook run and decide, as without pre-checks; a memoized hook's
    known effects without a kept firing go through ``fire_memo``
    (:meth:`RulesInPlay._fire_memo`, passed in by the runtime, which imports this
    module). Every game the runtime is attached to shares the handler, which finds the
    game's :class:`RulesInPlay` on its bus (``bus.rules``)."""
    name = hooks[0][2].event
    guarded = (name, timing) in FORBIDDEN
    tapped = name in TAP_FIELDS
    constant = runtime.constant if not guarded else {}
    memos = runtime.memos
    max_depth = min((h.hook.policy.MAX_HOOK_DEPTH for _, _, h in hooks), default=0)
    makes = tuple(runtime.hook_views[id(h)] for _, _, h in hooks)

    def step(play: RulesInPlay, event: Event, acting: int, k: int,
             views: tuple[TableView, EventView] | None,
             memo: _MemoSlot | None = None) -> tuple[TableView, EventView] | None:
        """Run hook ``k`` in the sandbox and apply its effects; ``memo``: where to keep the
        effects it returns. The views for the next hook (None once the table may have
        changed)."""
        _, index, entry = hooks[k]
        if views is None:
            views = play._views(event, acting, makes[k])
        if play._fire(event, timing, name, acting, index, entry, guarded, views, memo):
            return None  # later hooks see the changed table
        return views

    args = ", ".join("x_" + f for f in TAP_FIELDS[name]) if tapped else ""
    lines = ["def factory():",
             f"  def handler(g, {args}):" if tapped else "  def handler(e, g):",
             "    play = g.bus.rules",
             "    if play is None:  # the round is over",
             "        return"]
    if not tapped:  # (the game counts the hot events: the runtime reads it at round end)
        lines.append("    seen_add(NAME)")
    if tapped:
        lines += ["    a = x_player", "    e = None"]
    else:
        lines.append("    a = e.player" if "player" in _FIELDS_OF[name] else "    a = acting(e, g)")
    lines.append("    views = None")
    event_now = f"e = make_event(NAME, {args})" if tapped else ""

    def code(text: str) -> tuple[str, bool]:
        return _on_values(text, name) if tapped else (text, False)

    #: the plays or pickups some hook here may fire on (a tap filter, bus.tap)
    judged = {"play": (plays_wanted, ALL_PLAYS), "pickup": (counts_wanted, ALL_COUNTS)}
    wanted, every = judged.get(name, (None, 0))
    wants = 0
    for k, (test, _, _) in enumerate(hooks):
        hid = id(hooks[k][2])
        ind = "    "
        if test is None:
            wants = every
        if test is not None:
            cond, needs = code(test)
            if wanted is not None:
                wants |= wanted(cond) if tapped else every
            if needs:
                lines.append(f"    if e is None: {event_now}")
            if tapped and _cannot_raise(cond, name):
                lines.append(f"    if {cond}:")
                held = "True"
            else:
                lines += ["    try:",
                          f"        ok = True if ({cond}) else False",
                          "    except Exception:",
                          "        ok = None",
                          "    if ok is not False:"]
                held = "ok"
            ind = "        "
        else:
            held = "True" if hid in runtime.unconditional else "None"  # else: the hook decides
        slow = ([f"{ind}    if e is None: {event_now}"] if tapped else []) + \
               [f"{ind}    views = step(play, e, a, {k}, views{{memo}})"]
        index = hooks[k][1]
        guard = f"play.depth <= {max_depth}" if held == "True" else \
            f"{held} and play.depth <= {max_depth}"
        if hid in constant:
            lines += [f"{ind}fire = const_get({hid})",
                      f"{ind}if fire is not None and {guard}:",
                      f"{ind}    fire(play)",
                      f"{ind}    views = None",
                      f"{ind}else:"]
            lines += [ln.format(memo="") for ln in slow]
        elif hid in memos:
            key, needs = code(memos[hid][0])
            if guarded:
                # the protected set depends on the acting seat: so does a kept plan; and
                # effects without a kept plan (never planned, or refused) run the hook
                key = f"(a, {key})"
            usable = "hit is not None and (hit[1] is not None or not hit[0])" if guarded \
                else "hit is not None"
            lines += [f"{ind}if {guard}:"]
            if needs:
                lines.append(f"{ind}    if e is None: {event_now}")
            lines += [f"{ind}    key = {key}",
                      f"{ind}    hit = memo{k}.get(key)",
                      f"{ind}    if {usable}:",
                      f"{ind}        fire = hit[3]",
                      f"{ind}        if fire is not None:",
                      f"{ind}            fire(play)",
                      f"{ind}            views = None",
                      f"{ind}        elif fire_memo(play, TIMING, NAME, {index}, entry{k}, hit):",
                      f"{ind}            views = None",
                      f"{ind}    else:"]
            lines += ["    " + ln.format(memo=f", (memo{k}, key)") for ln in slow]
            lines.append(f"{ind}else:")
            lines += [ln.format(memo="") for ln in slow]
        else:
            lines += [ln[4:].format(memo="") for ln in slow]
    lines.append("  return handler")
    env: dict[str, Any] = {"__builtins__": {}, "len": len, "sum": sum,
                           "Exception": Exception, "seen_add": runtime.seen.add, "NAME": name,
                           "TIMING": timing, "step": step, "acting": _acting, **KEY_NAMES,
                           "make_event": tap_event, "cards_of": cards_of,
                           "const_get": runtime.constant.get,
                           "fire_memo": fire_memo}
    for k, (_, _, h) in enumerate(hooks):
        env[f"entry{k}"] = h
        if id(h) in memos:
            env[f"memo{k}"] = memos[id(h)][1]
    source = "\n".join(lines) + "\n"
    exec(compile(source, f"<rules on {timing} {name}>", "exec"), env)  # noqa: S102
    handler: _Handler = env["factory"]()
    handler.source = source  # type: ignore[attr-defined]  # for tests and the curious
    handler.wants = wants  # type: ignore[attr-defined]  # its tap filter (play, pickup)
    return handler


#: How a tap's plain value stands for an event attribute (``events.TAP_FIELDS``).
_VALUE_OF = {"cards": "cards_of(x_cards)", "previous_rank": "(x_previous_rank or None)"}


def plays_wanted(test: str) -> int:
    """The plays (``bus.play_bit``) on which pre-check ``test`` (over a play tap's values,
    :func:`_on_values`) may hold: every play for which it is not surely false, judged
    from the rank and the count alone. Each part of the test is judged on every play it
    can be evaluated on from those two (comparisons of ``x_rank``/``x_count`` with
    constants); any other part may be true or false."""
    return _wanted(test, ("x_rank", "x_count"),
                   [(r, c) for r in range(2, 15) for c in range(1, 5)], play_bit, ALL_PLAYS)


def counts_wanted(test: str) -> int:
    """The pickups (``bus.count_bit``) on which pre-check ``test`` (over a pickup tap's
    values) may hold, judged from the number of cards picked up alone, as
    :func:`plays_wanted` judges plays."""
    return _wanted(test, ("x_count",), [(n,) for n in range(53)], count_bit, ALL_COUNTS)


def _wanted(test: str, names: tuple[str, ...], points: list[tuple[int, ...]],
            bit: Callable[..., int], every: int) -> int:
    """The bits (``bit(*point)``) of the ``points`` (values of the tap values ``names``)
    on which ``test`` is not surely false."""

    def judge(node: ast.expr) -> tuple[int, int]:
        """(points on which ``node`` may be true, points on which it may be false)."""
        if isinstance(node, ast.BoolOp):
            parts = [judge(v) for v in node.values]
            if isinstance(node.op, ast.And):
                true, false = every, 0
                for t, f in parts:
                    true, false = true & t, false | f
            else:
                true, false = 0, every
                for t, f in parts:
                    true, false = true | t, false & f
            return true, false
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            t, f = judge(node.operand)
            return f, t
        read = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        if isinstance(node, ast.Compare) and read and read <= set(names) \
                and all(isinstance(n, ast.Name | ast.Constant | ast.Tuple | ast.Compare
                                   | ast.cmpop | ast.Load) for n in ast.walk(node)):
            fn = eval(compile(f"lambda {', '.join(names)}: {ast.unparse(node)}",  # noqa: S307
                              "<tap filter>", "eval"), {"__builtins__": {}})  # our rewrite
            true = false = 0
            for point in points:
                try:
                    holds = bool(fn(*point))
                except Exception:
                    return every, every
                if holds:
                    true |= bit(*point)
                else:
                    false |= bit(*point)
            return true, false
        return every, every

    return judge(ast.parse(test, mode="eval").body)[0]


#: Tap values that are always ints (never None, never text).
_INT_VALUES = frozenset({"x_player", "x_rank", "x_count", "x_previous_count", "x_number"})
_EQUALITY = (ast.Eq, ast.NotEq, ast.In, ast.NotIn, ast.Is, ast.IsNot)


def _cannot_raise(text: str, event: str) -> bool:
    """Whether a pre-check rewritten onto a tap's values (:func:`_on_values`) can never
    raise, so it needs no ``try``: ``and``/``or``/``not`` over comparisons of the values
    with constants, where only int values are ordered (``x_rank >= 9``)."""

    def plain(node: ast.expr) -> bool:
        if isinstance(node, ast.Constant):
            return True
        if isinstance(node, ast.Tuple):
            return all(isinstance(n, ast.Constant) for n in node.elts)
        return isinstance(node, ast.Name) and node.id.startswith("x_") \
            and node.id[2:] in TAP_FIELDS[event] and node.id != "x_cards"

    def ordered(node: ast.expr) -> bool:
        return (isinstance(node, ast.Constant) and type(node.value) is int) or \
            (isinstance(node, ast.Name) and node.id in _INT_VALUES)

    def safe(node: ast.expr) -> bool:
        if isinstance(node, ast.BoolOp):
            return all(safe(v) for v in node.values)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return safe(node.operand)
        if isinstance(node, ast.Compare):
            terms = [node.left, *node.comparators]
            if not all(plain(t) for t in terms):
                return False
            return all(isinstance(op, _EQUALITY) or (ordered(a) and ordered(b))
                       for op, a, b in zip(node.ops, terms, terms[1:], strict=False))
        return plain(node)

    return safe(ast.parse(text, mode="eval").body)


def _on_values(text: str, event: str) -> tuple[str, bool]:
    """Pre-check or memo-key expression ``text`` (over the payload ``e``) rewritten to
    read a tap's plain values; and whether it still reads the payload itself."""
    fields = TAP_FIELDS[event]

    class _Values(ast.NodeTransformer):
        def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
            if isinstance(node.value, ast.Name) and node.value.id == "e" \
                    and node.attr in fields:
                return ast.parse(_VALUE_OF.get(node.attr, "x_" + node.attr), mode="eval").body
            return self.generic_visit(node)

    tree = _Values().visit(ast.parse(text, mode="eval"))
    needs = any(isinstance(n, ast.Name) and n.id == "e" for n in ast.walk(tree))
    return ast.unparse(tree), needs


def _acting(event: Event, game: Game) -> int:
    """The event's acting seat (``view.acting_seat``), or the player to act when it has
    none (a round the safety cap ended)."""
    seat = acting_seat(event)
    if seat is not None:
        return int(seat)
    return game.cur if 0 <= game.cur < game.players else 0
