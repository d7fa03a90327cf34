"""The bus handlers of rules in play, written out once per runtime for each event.

:func:`make_handlers` writes the Python of the handlers of one (timing, event) for the
hooks on it, with their pre-checks (``prefilter.precheck_expr``), memo keys and the
plans of constant hooks inline, and compiles them: an event no rule fires on costs one
call. On a hot event (``events.TAP_FIELDS``) a handler is a bus tap that reads the
event's plain values (:func:`_on_values` rewrites the pre-checks onto them;
:func:`_cannot_raise` tells which need no ``try``). On ``play`` and ``pickup`` there is
a handler for each set of plays (pickups) on which the same hooks may fire, with
their pre-checks worked out at that rank and count (:func:`at_point`); the bus routes
each play to its handler, or to none. The runtime (:mod:`lopti_rules.play.runtime`) makes
the handlers once; every game it is attached to shares them, and each game puts its
rules in play on its bus.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.bus import count_bit, play_bit
from ..engine.cards import cards_of
from ..engine.events import EVENT_TYPES, TAP_FIELDS, Event, attribute_types, tap_event
from ..engine.game import Game
from ..language.permissions import FORBIDDEN
from ..sandbox.prefilter import KEY_NAMES
from ..sandbox.view import EventView, TableView, acting_seat

if TYPE_CHECKING:
    from ..language.compiler import HookEntry
    from .runtime import RuleRuntime, RulesInPlay, _Hooked, _Memo, _MemoSlot


#: Each event's attribute names (a handler reads ``e.player`` where there is one).
_FIELDS_OF: dict[str, frozenset[str]] = {e: frozenset(attribute_types(e)) for e in EVENT_TYPES}


_Handler = Callable[[Event, Any], None]


def make_handlers(runtime: RuleRuntime, timing: str, hooks: tuple[_Hooked, ...],
                  fire_memo: Callable[[RulesInPlay, str, str, int, HookEntry, _Memo], bool]
                  ) -> list[_Handler]:
    """The bus handlers of one (timing, event), written out once per runtime for the hooks
    on it, with their pre-checks (the :func:`prefilter.precheck_expr` text each hook
    carries) and memo keys inline: an event no rule fires on costs one call. On a hot
    event (``events.TAP_FIELDS``) a handler is a tap: it reads the event's plain values
    and builds the payload only for a hook that has to run. A constant hook's known plan
    and a memoized hook's known effects are applied without building anything; every
    other firing goes through :meth:`RulesInPlay._fire`. A pre-check that raises lets
    the hook run and decide, as without pre-checks; a memoized hook's known effects
    without a kept firing go through ``fire_memo`` (:meth:`RulesInPlay._fire_memo`,
    passed in by the runtime, which imports this module). Every game the runtime is
    attached to shares the handlers, which find the game's :class:`RulesInPlay` on its
    bus (``bus.rules``).

    On play and pickup there is a handler for each set of plays (or pickups) on which
    the same hooks may fire with the same pre-checks, each pre-check worked out as far
    as the rank and count decide it (:func:`at_point`); its ``wants`` are those plays,
    for the bus to route (``bus.routes_play``): a play of 5s runs the hooks on 5s and
    nothing else. Elsewhere there is one handler, with ``wants`` 0."""
    name = hooks[0][2].event
    tapped = name in TAP_FIELDS
    conds = [None if test is None else _on_values(test, name) if tapped else (test, False)
             for test, _, _ in hooks]
    points = _POINTS.get(name) if tapped else None
    if points is None:
        return [_write(runtime, timing, hooks, list(enumerate(conds)), 0, fire_memo)]
    names, every, bit = points
    groups: dict[tuple[tuple[int, tuple[str, bool] | None], ...], int] = {}
    for point in every:
        picked: list[tuple[int, tuple[str, bool] | None]] = []
        for k, cond in enumerate(conds):
            if cond is None:
                picked.append((k, None))
                continue
            text = at_point(cond[0], name, point)
            if text != "False":  # the hook may fire on this play
                picked.append((k, (text, cond[1] and _reads_payload(text))))
        if picked:
            group = tuple(picked)
            groups[group] = groups.get(group, 0) | bit(*point)
    return [_write(runtime, timing, hooks, list(picked), wants, fire_memo)
            for picked, wants in groups.items()]


def _write(runtime: RuleRuntime, timing: str, hooks: tuple[_Hooked, ...],
           picked: list[tuple[int, tuple[str, bool] | None]], wants: int,
           fire_memo: Callable[[RulesInPlay, str, str, int, HookEntry, _Memo], bool]
           ) -> _Handler:
    """The handler running hooks ``picked`` of ``hooks`` (their place in ``hooks``, and
    their pre-check over what the handler receives, with whether it reads the payload;
    None: no pre-check) in that order; ``wants``: the plays or pickups it is for."""
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

    env: dict[str, Any] = {"__builtins__": {}, "len": len, "sum": sum,
                           "Exception": Exception, "seen_add": runtime.seen.add, "NAME": name,
                           "TIMING": timing, "step": step, "acting": _acting, **KEY_NAMES,
                           "make_event": tap_event, "cards_of": cards_of,
                           "counts": runtime.fired, "fire_memo": fire_memo}
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
        # the acting seat (view.acting_seat): the player, or a deal's leader, read at once
        seat = next((f for f in ("player", "leader") if f in _FIELDS_OF[name]), None)
        lines.append(f"    a = e.{seat}" if seat else "    a = acting(e, g)")
    lines.append("    views = None")
    event_now = f"e = make_event(NAME, {args})" if tapped else ""

    for k, test in picked:
        hid = id(hooks[k][2])
        ind = "    "
        if test is not None and test[0] == "True":  # the rank and count decide: it holds
            held = "True"
        elif test is not None:
            cond, needs = test
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
        if hid in constant:  # its plan is known: fire it (quiet effects applied inline)
            firing = constant[hid]
            env[f"fire{k}"] = firing
            lines.append(f"{ind}if {guard}:")
            quiet = getattr(firing, "apply", None)
            if quiet is None:
                lines.append(f"{ind}    fire{k}(play)")
            else:  # what the quiet firing does, without the call
                env[f"quiet{k}"] = quiet
                lines += [f"{ind}    if play._emit:  # records to write: the full firing",
                          f"{ind}        fire{k}(play)",
                          f"{ind}    else:",
                          f"{ind}        play.fired[{index}] += 1",
                          f"{ind}        counts[{index}] += 1",
                          f"{ind}        quiet{k}(g)"]
            lines += [f"{ind}    views = None", f"{ind}else:"]
            lines += [ln.format(memo="") for ln in slow]
        elif hid in memos:
            key, needs = _on_values(memos[hid][0], name) if tapped else (memos[hid][0], False)
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


#: The tap values that pick a play or a pickup (what a tap filter is judged on), every
#: play or pickup as their values, and its bit in a filter (``bus.play_bit``).
_POINTS: dict[str, tuple[tuple[str, ...], list[tuple[int, ...]], Callable[..., int]]] = {
    "play": (("x_rank", "x_count"), [(r, c) for r in range(2, 15) for c in range(1, 5)],
             play_bit),
    "pickup": (("x_count",), [(n,) for n in range(53)], count_bit),
}


def plays_wanted(test: str) -> int:
    """The plays (``bus.play_bit``) on which pre-check ``test`` (over a play tap's values,
    :func:`_on_values`) may hold: every play for which it is not surely false, judged
    from the rank and the count alone (:func:`at_point`)."""
    return _wanted(test, "play")


def counts_wanted(test: str) -> int:
    """The pickups (``bus.count_bit``) on which pre-check ``test`` (over a pickup tap's
    values) may hold, judged from the number of cards picked up alone, as
    :func:`plays_wanted` judges plays."""
    return _wanted(test, "pickup")


def _wanted(test: str, event: str) -> int:
    _, every, bit = _POINTS[event]
    wants = 0
    for point in every:
        if at_point(test, event, point) != "False":
            wants |= bit(*point)
    return wants


@functools.cache
def at_point(test: str, event: str, point: tuple[int, ...]) -> str:
    """Pre-check ``test`` over a play or pickup tap's values, at one play or pickup
    (``point``: the values of ``_POINTS[event]``): each comparison of those values with
    constants worked out, and ``and``, ``or`` and ``not`` over what that decides.
    "True" when the test surely holds there, "False" when it surely does not, else the
    rest of the test. What is left runs as the test would have, parts that may raise
    included: a part is dropped only if nothing before it can raise."""
    names = _POINTS[event][0]

    def truth(node: ast.expr) -> bool | None:
        """True or False if ``node`` is worked out, else None."""
        if isinstance(node, ast.Constant) and type(node.value) is bool:
            return node.value
        return None

    def fold(node: ast.expr) -> ast.expr:
        if isinstance(node, ast.BoolOp):
            decides = isinstance(node.op, ast.Or)  # True decides an or, False an and
            kept: list[ast.expr] = []
            for part in (fold(v) for v in node.values):
                known = truth(part)
                if known is None:
                    kept.append(part)
                elif known is decides:
                    if all(_cannot_raise(ast.unparse(k), event) for k in kept):
                        return ast.Constant(decides)
                    kept.append(part)
                    break
            if not kept:
                return ast.Constant(not decides)
            return kept[0] if len(kept) == 1 else ast.BoolOp(node.op, kept)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = fold(node.operand)
            known = truth(inner)
            return ast.UnaryOp(ast.Not(), inner) if known is None else ast.Constant(not known)
        read = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        if isinstance(node, ast.Compare) and read and read <= set(names) \
                and all(isinstance(n, ast.Name | ast.Constant | ast.Tuple | ast.Compare
                                   | ast.cmpop | ast.Load) for n in ast.walk(node)):
            fn = eval(compile(f"lambda {', '.join(names)}: {ast.unparse(node)}",  # noqa: S307
                              "<tap filter>", "eval"), {"__builtins__": {}})  # our rewrite
            try:
                return ast.Constant(bool(fn(*point)))
            except Exception:
                return node
        return node

    return ast.unparse(fold(ast.parse(test, mode="eval").body))


def _reads_payload(text: str) -> bool:
    """Whether a pre-check over a tap's values still reads the payload ``e``."""
    return any(isinstance(n, ast.Name) and n.id == "e"
               for n in ast.walk(ast.parse(text, mode="eval")))


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
