"""The bus handlers of rules in play, written out once per runtime for each event.

:func:`make_handlers` writes the Python of the handlers of one (timing, event) for the
hooks on it, with their pre-checks (``prefilter.precheck_expr``), memo keys and the
plans of constant hooks inline: an event no rule fires on costs one call. The texts
made from the rules are rewritten, worked out and compiled by the sandbox
(:mod:`lopti_rules.sandbox.inline`): on a hot event (``events.TAP_FIELDS``) a handler
is a bus tap that reads the event's plain values (``inline.on_values``); on ``play``
and ``pickup`` there is a handler for each set of plays (pickups) on which the same
hooks may fire, with their pre-checks worked out at that rank and count
(``inline.at_point``); the bus routes each play to its handler, or to none. The
runtime (:mod:`lopti_rules.play.runtime`) makes the handlers once; every game it is
attached to shares them, and each game puts its rules in play on its bus.
"""

from __future__ import annotations

import ast
from typing import Any

from ..engine import EVENT_TYPES, TAP_FIELDS, Event, Game, attribute_types, cards_of, tap_event
from ..language import FORBIDDEN
from ..sandbox import (
    KEY_NAMES,
    POINTS,
    EventView,
    TableView,
    acting_seat,
    at_point,
    cannot_raise,
    compile_handlers,
    on_values,
    reads_payload,
)
from .firings import HookStep, fire_keeping, fire_memo, fire_pending, run_step
from .hooks import Handler, Hooked, HookTables, MemoSlot
from .inplay import RulesInPlay

#: Each event's attribute names (a handler reads ``e.player`` where there is one).
_FIELDS_OF: dict[str, frozenset[str]] = {e: frozenset(attribute_types(e)) for e in EVENT_TYPES}


def make_handlers(runtime: HookTables, timing: str, hooks: tuple[Hooked, ...]
                  ) -> list[Handler]:
    """The bus handlers of one (timing, event), written out once per runtime for the hooks
    on it, with their pre-checks (the :func:`prefilter.precheck_expr` text each hook
    carries) and memo keys inline: an event no rule fires on costs one call. On a hot
    event (``events.TAP_FIELDS``) a handler is a tap: it reads the event's plain values
    and builds the payload only for a hook that has to run. A constant hook's known plan
    and a memoized hook's known effects are applied without building anything; every
    other firing goes through :meth:`RulesInPlay.fire` (a memoized hook's first firing
    for a key through :func:`firings.fire_keeping`). A pre-check that raises lets the
    hook run and decide, as without pre-checks; a memoized hook's known effects without
    a kept firing go through :func:`firings.fire_memo`. Every game the runtime is
    attached to shares the handlers, which find the game's :class:`RulesInPlay` on its
    bus (``bus.rules``).

    On play and pickup there is a handler for each set of plays (or pickups) on which
    the same hooks may fire with the same pre-checks, each pre-check worked out as far
    as the rank and count decide it (``inline.at_point``); its ``wants`` are those plays,
    for the bus to route (``bus.routes_play``): a play of 5s runs the hooks on 5s and
    nothing else. Elsewhere there is one handler, with ``wants`` 0."""
    name = hooks[0][2].event
    tapped = name in TAP_FIELDS
    conds = [None if test is None else on_values(test, name) if tapped else (test, False)
             for test, _, _ in hooks]
    points = POINTS.get(name) if tapped else None
    if points is None:
        return [_write(runtime, timing, hooks, list(enumerate(conds)), 0)]
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
                picked.append((k, (text, cond[1] and reads_payload(text))))
        if picked:
            group = tuple(picked)
            groups[group] = groups.get(group, 0) | bit(*point)
    return [_write(runtime, timing, hooks, list(picked), wants)
            for picked, wants in groups.items()]


def _write(runtime: HookTables, timing: str, hooks: tuple[Hooked, ...],
           picked: list[tuple[int, tuple[str, bool] | None]], wants: int) -> Handler:
    """The handler running hooks ``picked`` of ``hooks`` (their place in ``hooks``, and
    their pre-check over what the handler receives, with whether it reads the payload;
    None: no pre-check) in that order; ``wants``: the plays or pickups it is for."""
    name = hooks[0][2].event
    guarded = (name, timing) in FORBIDDEN
    tapped = name in TAP_FIELDS
    constant = runtime.constant if not guarded else {}
    memos = runtime.memos
    max_depth = min((h.hook.policy.MAX_HOOK_DEPTH for _, _, h in hooks), default=0)
    steps = [HookStep(index, h, timing, name, guarded, runtime.hook_views[id(h)],
                      id(h) in runtime.reads_rule, runtime.rule_index.get(h.rule))
             for _, index, h in hooks]

    def step(play: RulesInPlay, event: Event, acting: int, k: int,
             views: tuple[TableView, EventView] | None,
             memo: MemoSlot) -> tuple[TableView, EventView] | None:
        """Run memoized hook ``k`` in the sandbox, keep the effects it returns in
        ``memo`` and apply them. The views for the next hook (None once the table may
        have changed)."""
        _, index, entry = hooks[k]
        if views is None:
            views = play.views(event, acting, steps[k].make)
        if fire_keeping(play, event, timing, name, acting, index, entry, guarded, views, memo):
            return None  # later hooks see the changed table
        return views

    inlined: list[str] = []  #: the texts made from the rules, for the sandbox to check
    env: dict[str, Any] = {"len": len, "sum": sum,
                           "Exception": Exception, "seen_add": runtime.seen.add, "NAME": name,
                           "TIMING": timing, "step": step, "run_step": run_step,
                           "acting": _acting, **KEY_NAMES,
                           "make_event": tap_event, "cards_of": cards_of,
                           "counts": runtime.fired, "fire_memo": fire_memo,
                           "pending": fire_pending}
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
    if any(_reads_round_number(test[0]) for _, test in picked if test is not None):
        lines.append("    n = play.runtime.round_number")
    event_now = f"e = make_event(NAME, {args})" if tapped else ""

    for k, test in picked:
        hid = id(hooks[k][2])
        ind = "    "
        if test is not None and test[0] == "True":  # the rank and count decide: it holds
            held = "True"
        elif test is not None:
            cond, needs = test
            inlined.append(cond)
            if needs:
                lines.append(f"    if e is None: {event_now}")
            if tapped and cannot_raise(cond, name):
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
               [f"{ind}    views = {{call}}"]
        env[f"step{k}"] = steps[k]
        plain = f"run_step(play, e, a, step{k}, views)"
        index = hooks[k][1]
        guard = f"play.depth <= {max_depth}" if held == "True" else \
            f"{held} and play.depth <= {max_depth}"
        if hid in constant or hid in memos:
            # no kept plan fires inside a pending guarded event (R-CUSTOM-2): the hook
            # runs and its list is planned against the pending protected sets
            guard += " and not play.pending"
        if hid in constant:  # its plan is known: fire it (quiet effects applied inline)
            firing = constant[hid]
            env[f"fire{k}"] = firing
            lines.append(f"{ind}if {guard}:")
            quiet = getattr(firing, "apply", None)
            if quiet is None:
                lines.append(f"{ind}    fire{k}(play, g)")
            else:  # what the quiet firing does, without the call
                env[f"quiet{k}"] = quiet
                lines += [f"{ind}    if play.listeners:  # records to write: the full firing",
                          f"{ind}        fire{k}(play, g)",
                          f"{ind}    else:",
                          f"{ind}        play.fired[{index}] += 1",
                          f"{ind}        counts[{index}] += 1",
                          f"{ind}        quiet{k}(g)"]
            lines += [f"{ind}    views = None", f"{ind}else:"]
            lines += [ln.format(call=plain) for ln in slow]
        elif hid in memos:
            key, needs = on_values(memos[hid][0], name) if tapped else (memos[hid][0], False)
            if guarded:
                # the protected set depends on the acting seat: so does a kept plan; and
                # effects without a kept plan (never planned, or refused) run the hook
                key = f"(a, {key})"
            inlined.append(key)
            usable = "hit is not None and (hit[1] is not None or not hit[0])" if guarded \
                else "hit is not None"
            # on a guarded event its protected set is pending while the kept plan applies
            pend, sep = ("pending(play, NAME, TIMING, a, ", ", ") if guarded else ("", "(")
            lines += [f"{ind}if {guard}:"]
            if needs:
                lines.append(f"{ind}    if e is None: {event_now}")
            lines += [f"{ind}    key = {key}",
                      f"{ind}    hit = memo{k}.get(key)",
                      f"{ind}    if {usable}:",
                      f"{ind}        fire = hit[3]",
                      f"{ind}        if fire is not None:",
                      f"{ind}            {pend}fire{sep}play, g)",
                      f"{ind}            views = None",
                      f"{ind}        elif {pend}fire_memo{sep}play, g, TIMING, NAME, {index}, "
                      f"entry{k}, hit):",
                      f"{ind}            views = None",
                      f"{ind}    else:"]
            lines += ["    " + ln.format(call=f"step(play, e, a, {k}, views, (memo{k}, key))")
                      for ln in slow]
            lines.append(f"{ind}else:")
            lines += [ln.format(call=plain) for ln in slow]
        else:
            lines += [ln[4:].format(call=plain) for ln in slow]
    lines.append("  return handler")
    for k, (_, _, h) in enumerate(hooks):
        env[f"entry{k}"] = h
        if id(h) in memos:
            env[f"memo{k}"] = memos[id(h)][1]
    source = "\n".join(lines) + "\n"
    handler: Handler = compile_handlers(source, env, filename=f"<rules on {timing} {name}>",
                                        event=name, inlined=inlined)
    handler.source = source  # type: ignore[attr-defined]  # for tests and the curious
    handler.wants = wants  # type: ignore[attr-defined]  # its tap filter (play, pickup)
    return handler


def _acting(event: Event, game: Game) -> int:
    """The event's acting seat (``view.acting_seat``), or the player to act when it has
    none (a round the safety cap ended)."""
    seat = acting_seat(event)
    if seat is not None:
        return int(seat)
    return game.cur if 0 <= game.cur < game.players else 0


def _reads_round_number(text: str) -> bool:
    """Whether a pre-check reads the round's number (``n``, ``prefilter.precheck_expr``)."""
    return any(isinstance(node, ast.Name) and node.id == "n"
               for node in ast.walk(ast.parse(text, mode="eval")))
