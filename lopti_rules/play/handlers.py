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
from dataclasses import dataclass, field
from typing import Any, NamedTuple, cast

from ..engine import EVENT_TYPES, TAP_FIELDS, Event, Game, attribute_types, cards_of, tap_event
from ..language import FORBIDDEN
from ..sandbox import (
    FUSE_MARK,
    KEY_NAMES,
    POINTS,
    SHARED,
    acting_seat,
    at_point,
    cannot_raise,
    charge_lines,
    charge_parts,
    compile_handlers,
    fuse,
    on_values,
    reads_payload,
    shared_reads,
    start_lines,
    tap_runner,
    with_shared,
)
from .firings import (
    NOTHING,
    HookStep,
    apply_memo,
    apply_memo_pending,
    run_and_keep,
    run_free,
    run_step,
)
from .hooks import Handler, Hooked, HookTables, Memo, MemoKey, MemoSlot, is_still
from .plans import KeptFiring

#: Each event's attribute names (a handler reads ``e.player`` where there is one).
_FIELDS_OF: dict[str, frozenset[str]] = {e: frozenset(attribute_types(e)) for e in EVENT_TYPES}


def make_handlers(runtime: HookTables, timing: str, hooks: tuple[Hooked, ...],
                  tallied: bool = False) -> list[Handler]:
    """The bus handlers of one (timing, event), written out once per runtime for the hooks
    on it, with their pre-checks (the :func:`prefilter.precheck_expr` text each hook
    carries) and memo keys inline: an event no rule fires on costs one call. On a hot
    event (``events.TAP_FIELDS``) a handler is a tap: it reads the event's plain values
    and builds the payload only for a hook that has to run. A constant hook's known plan
    and a memoized hook's known effects are applied without building anything; every
    other firing goes through :func:`firings.run_step` (a memoized hook's first firing
    for a key through :func:`firings.run_and_keep`). A pre-check that raises lets the
    hook run and decide, as without pre-checks; a memoized hook's known effects without
    a kept firing go through :func:`firings.apply_memo`. Every game the runtime is
    attached to shares the handlers, which find the game's :class:`RulesInPlay` on its
    bus (``bus.rules``).

    On play and pickup there is a handler for each set of plays (or pickups) on which
    the same hooks may fire with the same pre-checks, each pre-check worked out as far
    as the rank and count decide it (``inline.at_point``); its ``wants`` are those plays,
    for the bus to route (``bus.routes_play``): a play of 5s runs the hooks on 5s and
    nothing else. Elsewhere there is one handler, with ``wants`` 0.

    ``tallied``: the handlers of a game with a tally (``RuleRuntime.watch``), whose kept
    firings tell it; without, a quiet kept firing applies in line unless a record
    listener listens (the runtime's ``listeners``, one list for good). A game takes one
    set or the other when it starts (``HookTables.listen_on``): the path of a kept
    firing is chosen once a game, not tested at every firing."""
    name = hooks[0][2].event
    tapped = name in TAP_FIELDS
    conds = [None if test is None else _Test(*on_values(test, name)) if tapped
             else _Test(test, False) for test, _, _ in hooks]
    points = POINTS.get(name) if tapped else None
    if points is None:
        return [write_handler(runtime, timing, hooks, list(enumerate(conds)), 0, tallied)]
    _, every, bit = points
    groups: dict[tuple[tuple[int, _Test | None], ...], int] = {}
    for point in every:
        picked: list[tuple[int, _Test | None]] = []
        for k, cond in enumerate(conds):
            if cond is None:
                picked.append((k, None))
                continue
            text = at_point(cond.text, name, point)
            if text != "False":  # the hook may fire on this play
                picked.append((k, _Test(text, cond.reads_payload and reads_payload(text))))
        if picked or runtime.reference:  # (the reference path hears every play)
            group = tuple(picked)
            groups[group] = groups.get(group, 0) | bit(*point)
    return [write_handler(runtime, timing, hooks, list(picked), wants, tallied)
            for picked, wants in groups.items()]


#: The ``rule.*`` counts a pre-check may read (``prefilter.RULE_COUNTS``), as the handler
#: works them out before it, from the rule's counts in the session's earlier rounds (read
#: at the event: a session's next round has new ones) and this game's, as
#: ``RulesInPlay.rule_counts`` does for the rule's view.
_RULE_COUNTS = {
    "rule_clears": "play.runtime.rule_counts[{index}][0] + sum(g.clears)",
    "rule_pickups": "play.runtime.rule_counts[{index}][1] + g.pickups",
}


@dataclass(slots=True)
class _Source:
    """The Python of one handler as it is written: its lines, the names it runs with, and
    the texts made from the rules in it (for the sandbox to check before compiling)."""

    name: str  #: the event
    tapped: bool  #: a hot event: the handler takes its plain values (``TAP_FIELDS``)
    lines: list[str] = field(default_factory=list)
    env: dict[str, object] = field(default_factory=dict)
    inlined: list[str] = field(default_factory=list)
    #: the hooks the sandbox writes into the handler (``sandbox.fuse``), by their place
    fused: dict[int, Any] = field(default_factory=dict)
    #: for a game with a tally: a kept firing tells it (``make_handlers``)
    tallied: bool = False
    #: the handler's last hook is being written: no hook after it reads ``views``, so a
    #: firing of it leaves them as they are (``pass`` for ``views = None``; issue 24)
    last: bool = False

    def kept(self, fire: str, apply: str | None, index: int) -> list[str]:
        """A kept firing of rule ``index`` (``fire``: the call of its :class:`KeptFiring`'s
        ``fire``; ``apply``: the name of its quiet ``apply``, None for none, "" for one that
        changes nothing in the game, which is not called: :data:`firings.NOTHING`): in a
        tallied game's handlers always ``fire(play, g)``, which tells the tally (the
        game's tally is fixed when it starts); elsewhere the quiet effects in line
        unless a record listener listens. Chosen once a game (``HookTables.listen_on``)
        instead of ``play.listeners or play.tally is not None`` at every firing."""
        if self.tallied or apply is None:
            return [fire]
        counted = ["if listeners:  # records", f"    {fire}", "else:",
                   f"    play.fired[{index}] += 1"]
        return [*counted, f"    {apply}(g)"] if apply else counted  # "": it changes nothing

    @property
    def event_now(self) -> str:
        """The line that builds a hot event's payload from its values, once it is needed."""
        args = ", ".join("x_" + f for f in TAP_FIELDS[self.name])
        return f"e = make_event(NAME, {args})"

    def add(self, indent: str, *lines: str) -> None:
        """Add ``lines``, each at ``indent`` (in the last hook, the views dropped after a
        firing are left: no hook reads them, :attr:`last`)."""
        if self.last:
            lines = tuple(line.replace("views = None", "pass") if line.strip() == "views = None"
                          else line for line in lines)
        self.lines.extend(indent + line for line in lines)

    def cause(self, indent: str) -> None:
        """A hot event's ``cause``, made when a hook first runs, the event's budget
        started there at depth 0 (``sandbox.start_lines``)."""
        self.add(indent, *start_lines())


class _Test(NamedTuple):
    """A hook's pre-check over what the handler receives, and whether it reads the
    payload ``e`` (on a hot event)."""

    text: str
    reads_payload: bool


def write_handler(runtime: HookTables, timing: str, hooks: tuple[Hooked, ...],
                  picked: list[tuple[int, _Test | None]], wants: int,
                  tallied: bool = False) -> Handler:
    """The handler running hooks ``picked`` of ``hooks`` (their place in ``hooks``, and
    their pre-check, None for none) in that order; ``wants``: the plays or pickups it is
    for; ``tallied``: for a game with a tally (:func:`make_handlers`). Written out as
    Python (the opening, then each hook's pre-check and firing), compiled by the sandbox
    (``compile_handlers``), which checks every text made from a rule first."""
    name = hooks[0][2].event
    guarded = (name, timing) in FORBIDDEN
    src = _Source(name, name in TAP_FIELDS)
    # a hook with a tap form runs by it (``sandbox.tap_runner``) on the fast path, where
    # views are lazy and its Remember effects change its own rule's counts
    taps = src.tapped and runtime.direct and not runtime.eager_views and not guarded
    steps = [HookStep(index, h, timing, name, guarded, runtime.hook_views[id(h)],
                      id(h) in runtime.reads_rule, runtime.rule_index.get(h.rule),
                      tap_runner(h.hook, runtime.hook_tables[id(h)], index)
                      if taps and id(h) in runtime.hook_tables
                      and runtime.rule_index.get(h.rule) == index else None)
             for _, index, h in hooks]
    src.env.update({"len": len, "sum": sum, "Exception": Exception,
                    "seen_add": runtime.seen.add, "NAME": name, "TIMING": timing,
                    "run_step": run_step, "run_and_keep": run_and_keep, "acting": _acting,
                    "run_free": run_free,
                    **KEY_NAMES, "make_event": tap_event, "cards_of": cards_of,
                    "apply_memo": apply_memo,
                    "apply_memo_pending": apply_memo_pending,
                    "MemoSlot": MemoSlot,
                    # the runtime's record listeners: one list for good (``listen``
                    # appends to it), so a listener added in a game is heard at once
                    "listeners": runtime.listeners})
    src.tallied = tallied
    # the rules the progress watch may stop (progress.py: those whose effects can undo
    # progress) run only while their flag in ``play.off`` is down: a stop writes nothing
    haltable = {index for _, index, _ in hooks if runtime.undo_weights[index]}
    ks = [k for k, _ in picked] if not runtime.reference else range(len(hooks))
    # the stop flags read after the pre-checks (``_after``); ``off`` read at the opening
    # only for a hook that reads its flag first
    folds = {} if runtime.reference else {k: bool(_after(src, test, hooks[k][1], haltable))
                                           for k, test in picked}
    flags = haltable.intersection(hooks[k][1] for k in ks if not folds.get(k))
    _write_opening(src, picked, [hooks[k][1] for k in ks], haltable, bool(flags))
    max_depth = min(h.hook.policy.MAX_HOOK_DEPTH for _, _, h in hooks)
    if runtime.reference:
        _write_reference(src, steps, picked, haltable)
        return _compiled(src, timing, wants)
    # the reads of the table several pre-checks make, each read once into a local and
    # again only after a hook whose rule may change the table (``sandbox.shared_reads``)
    shares = ({read: f"{SHARED}{j}" for j, read in enumerate(shared_reads(
        [None if test is None else test.text for _, test in picked], name))}
        if src.tapped else {})
    read_now: dict[str, str] = {}  #: the shared reads in their locals, still true
    for k, test in picked:
        src.last = k == picked[-1][0]
        hook = hooks[k][2]
        src.env[f"step{k}"] = steps[k]
        src.env[f"entry{k}"] = hook
        written = _write_shared(src, test, shares, read_now)
        # a plain pre-check reads the rule's stop flag only where it holds (``_after``)
        after = _after(src, test, hooks[k][1], haltable, "off" if flags else "play.off")
        base = "    " if after else _write_on(src, hooks[k][1], haltable)
        _write_rule_counts(src, base, test, hooks[k][1])
        indent, held = _write_precheck(src, test, id(hook) in runtime.unconditional, base,
                                       written, after)
        if not is_still(runtime.python[hooks[k][1]]):
            read_now.clear()  # its firing may move cards, turn the table, put one out
        guard = f"play.depth <= {max_depth}" if held == "True" else \
            f"{held} and play.depth <= {max_depth}"
        constant = None if guarded else runtime.constant.get(id(hook))
        if constant is not None:
            _write_constant(src, indent, k, hooks[k][1], guard, constant)
        elif id(hook) in runtime.memos:
            _write_memoized(src, indent, k, steps[k], guard, runtime.memos[id(hook)])
        elif steps[k].tap is not None:
            src.env[f"tap{k}"] = steps[k].tap
            at = (id(hook), hooks[k][1])
            if at in runtime.fusions:
                fusion = runtime.fusions[at]
            else:
                fusion = runtime.fusions[at] = fuse(hook.hook, runtime.hook_tables[id(hook)],
                                                    hooks[k][1])
            if fusion is not None:
                src.fused[k] = fusion
            _write_tap(src, indent, k, hooks[k][1])
        else:
            _write_run(src, indent, k)
    return _compiled(src, timing, wants)


def _compiled(src: _Source, timing: str, wants: int) -> Handler:
    """The handler ``src`` writes, compiled by the sandbox (``compile_handlers``, which
    checks every text made from a rule first)."""
    src.lines.append("  return handler")
    source = "\n".join(src.lines) + "\n"
    handler = cast(Handler, compile_handlers(source, dict(src.env),
                                             filename=f"<rules on {timing} {src.name}>",
                                             event=src.name, inlined=src.inlined,
                                             fused=src.fused, started=src.tapped))
    handler.wants = wants  # its tap filter (play, pickup)
    return handler


def _write_reference(src: _Source, steps: list[HookStep],
                     picked: list[tuple[int, _Test | None]], haltable: set[int]) -> None:
    """The reference path's handler: every hook runs, metered, in book order. Its
    pre-check, the same text the fast path's handler runs (worked out at the play's rank
    and count where the fast path is), decides only whether the call is charged (issue
    28): a call it rules out costs nothing and is stopped by no budget on either path,
    and the reference still runs the hook, to check that it does nothing
    (``firings.run_free``)."""
    tests = dict(picked)
    if src.tapped:
        src.add("    ", src.event_now, "cause = []")
    for k, step in enumerate(steps):
        src.env[f"step{k}"] = step
        at = _write_on(src, step.index, haltable)
        if k not in tests:  # ruled out at this rank and count
            src.add(at, f"views = run_free(play, e, a, step{k}, views)")
            continue
        test = tests[k]
        if test is None or test.text == "True":
            src.add(at, f"views = run_step(play, e, a, step{k}, views, cause)")
            continue
        _write_rule_counts(src, at, test, step.index)
        src.inlined.append(test.text)
        src.add(at, "try:", f"    ok = True if ({test.text}) else False",
                "except Exception:", "    ok = None", "if ok is False:",
                f"    views = run_free(play, e, a, step{k}, views)", "else:",
                f"    views = run_step(play, e, a, step{k}, views, cause)")


def _write_rule_counts(src: _Source, at: str, test: _Test | None, index: int) -> None:
    """Before a pre-check that reads rule ``index``'s ``rule.clears`` or ``rule.pickups``
    (``rule_clears``, ``rule_pickups``): work them out, at indent ``at``."""
    if test is None or test.text in ("True", "False"):
        return
    read = _names_in(test.text)
    for name, line in _RULE_COUNTS.items():
        if name in read:
            src.add(at, f"{name} = {line.format(index=index)}")


def _write_on(src: _Source, index: int, haltable: set[int]) -> str:
    """The indent of a hook of rule ``index``: inside ``if not off[index]:`` when the
    progress watch may stop the rule (``RulesInPlay.off``: one flag a rule, read in the
    one handler, instead of handlers written again without the stopped rules)."""
    if index not in haltable:
        return "    "
    src.add("    ", f"if not off[{index}]:")
    return "        "


def _write_opening(src: _Source, picked: list[tuple[int, _Test | None]], rules: list[int],
                   haltable: set[int], flags: bool) -> None:
    """The handler's signature and what every firing reads: the rules in play (none once
    the round is over), the flags of the rules stopped (``off``) if ``flags`` (a hook
    reads its rule's flag before its pre-check, :func:`_after`), the acting seat ``a``,
    the round's number ``n`` if a pre-check reads it; the views are built when a hook
    first runs. An event other
    than a hot one is noted as seen (``seen_add``) unless every rule it runs is
    stopped. What a handler holds empty until a hook runs (the views; on a hot event the
    payload ``e`` and the budget's ``cause``) is a parameter whose default is None: the
    bus never passes it, and the call sets it up without a line of the handler run
    (issue 24: a hot event's handler runs on every turn, most often to fire nothing)."""
    if src.tapped:
        args = ", ".join("x_" + f for f in TAP_FIELDS[src.name])
        src.add("", "def factory():",
                f"  def handler(g, {args}, e=None, cause=None, views=None):")
    else:
        src.add("", "def factory():", "  def handler(e, g, views=None):")
    src.add("    ", "play = g.bus.rules", "if play is None:  # the round is over", "    return")
    if flags:
        src.add("    ", "off = play.off")
    if src.tapped:  # the budget of the event is kept for ``cause``, made when a hook runs
        src.add("    ", "a = x_player")
    else:  # (the game counts the hot events: the runtime reads it at round end)
        if rules and all(index in haltable for index in rules):
            every = " and ".join(f"off[{index}]" for index in sorted(set(rules)))
            src.add("    ", f"if not ({every}):", "    seen_add(NAME)")
        else:
            src.add("    ", "seen_add(NAME)")
        # the acting seat (view.acting_seat): the player, or a deal's leader, read at once
        seat = next((f for f in ("player", "leader") if f in _FIELDS_OF[src.name]), None)
        src.add("    ", f"a = e.{seat}" if seat else "a = acting(e, g)", "cause = e")
    if any(_reads_round_number(test.text) for _, test in picked if test is not None):
        src.add("    ", "n = play.runtime.round_number")


def _write_shared(src: _Source, test: _Test | None, shares: dict[str, str],
                  read_now: dict[str, str]) -> str | None:
    """Before a hook's pre-check ``test``, at the handler's top level: the shared reads it
    makes (``shares``: their text and local) that are not in their local yet
    (``read_now``) read into it; the pre-check as written, with those locals in place
    of the reads (``sandbox.with_shared``), or None to write it as it is."""
    if not shares or test is None or test.text in ("True", "False") \
            or not cannot_raise(test.text, src.name):
        return None
    mine = {read: local for read, local in shares.items() if read in test.text}
    if not mine:
        return None
    for read, local in mine.items():
        if read not in read_now:
            src.inlined.append(read)
            src.add("    ", f"{local} = {read}")
            read_now[read] = local
    return with_shared(test.text, mine)


def _after(src: _Source, test: _Test | None, index: int, haltable: set[int],
           off: str = "off") -> str:
    """The stop flag of rule ``index`` as the second half of its hook's pre-check
    (``not off[index]``; ``off``: where the flags are read, ``play.off`` in a handler
    whose every flag is read so), or "" to read it first (:func:`_write_on`): on a hot
    event whose pre-check cannot raise, the pre-check is a plain ``if`` with no effect,
    so reading the flag after it, and only where it holds, decides the same and skips
    the flag's read on every event the pre-check rules out (most of them: issue 24)."""
    if index not in haltable or not src.tapped or test is None \
            or test.text in ("True", "False") or not cannot_raise(test.text, src.name):
        return ""
    return f"not {off}[{index}]"


def _write_precheck(src: _Source, test: _Test | None, unconditional: bool,
                    at: str = "    ", written: str | None = None,
                    after: str = "") -> tuple[str, str]:
    """A hook's pre-check, written at indent ``at``: the indent of what follows, and the
    name of what decided it ("True": it holds; "ok": True, False or None if it raised;
    "None": no pre-check, the hook decides). A pre-check that cannot raise is a plain
    ``if``; ``written``: the text to write for it, with shared reads in their locals
    (:func:`_write_shared`; the sandbox checks ``test.text``); ``after``: what must hold
    too, tested after it (the rule's stop flag, :func:`_after`)."""
    if test is None:
        return at, "True" if unconditional else "None"
    if test.text == "True":  # the rank and count decide: it holds
        return at, "True"
    src.inlined.append(test.text)
    if test.reads_payload:
        src.add(at, f"if e is None: {src.event_now}")
    if src.tapped and cannot_raise(test.text, src.name):
        src.add(at, f"if ({written or test.text}) and {after}:" if after else
                f"if {written or test.text}:")
        return at + "    ", "True"
    src.add(at, "try:", f"    ok = True if ({test.text}) else False", "except Exception:",
            "    ok = None", "if ok is not False:")
    return at + "    ", "ok"


def _write_run(src: _Source, indent: str, k: int, call: str = "") -> None:
    """Run hook ``k`` in the sandbox (``firings.run_step``, or ``call``)."""
    if src.tapped:
        src.add(indent, f"if e is None: {src.event_now}")
        src.cause(indent)
    src.add(indent, f"views = {call or f'run_step(play, e, a, step{k}, views, cause)'}")


def _write_tap(src: _Source, indent: str, k: int, index: int) -> None:
    """Run hook ``k`` (of rule ``index``) by its tap form on the event's plain values
    (``sandbox.tap_runner``: its counts changed in their slot), and apply the effects it
    returns; by ``firings.run_step`` when the runner hands the call over. A hook the
    sandbox fuses (``sandbox.fuse``) has its runner's work written in the handler, by the
    sandbox, where the handler holds the marker: no call, no tuple of values."""
    values = ", ".join("x_" + f for f in TAP_FIELDS[src.name])
    src.cause(indent)
    if k in src.fused:
        src.add(indent, f"{FUSE_MARK} {k}")
    else:
        src.add(indent, f"t = tap{k}(play, a, ({values},), cause)")
    src.add(indent, "if t is None:")
    _write_run(src, indent + "    ", k)
    src.add(indent, "elif t:", f"    play.fire_effects(TIMING, NAME, {index}, entry{k}, t, ())",
            "    views = None")


def _write_constant(src: _Source, indent: str, k: int, index: int, guard: str,
                    firing: KeptFiring) -> None:
    """Fire constant hook ``k``'s known plan (rule ``index``), quiet effects in line; no
    kept plan fires inside a pending guarded event (R-CUSTOM-2): the hook runs then, and
    its list is planned against the pending protected sets."""
    src.env[f"fire{k}"] = firing.fire
    quiet: str | None = None  # the name of its quiet apply; "" for a plan changing nothing
    if firing.apply is not None:
        quiet = "" if firing.apply is NOTHING else f"quiet{k}"
        if quiet:
            src.env[quiet] = firing.apply
    fire = src.kept(f"fire{k}(play, g)", quiet, index)
    # charged the hook's price, as the call it stands for (issue 28), in line
    # (``sandbox.charge_lines``); when a budget does not hold it, the hook runs and is
    # stopped, as on the reference path
    if src.tapped:  # the event's budget started here: the charge's two branches, no flag
        src.cause(indent)
        charge = charge_parts(_price(src, k))
        test = f"{guard} and not play.pending"
        src.add(indent, f"if {test} and {charge.fits}:", f"    {charge.pay}",
                *(f"    {line}" for line in fire), "    views = None",
                f"elif {test} and {charge.slow}:", *(f"    {line}" for line in fire),
                "    views = None", "else:")
        _write_run(src, indent + "    ", k)
        return
    src.add(indent, "charged = False", f"if {guard} and not play.pending:")
    src.add(indent + "    ", *charge_lines(_price(src, k)))
    src.add(indent, "if charged:", *(f"    {line}" for line in fire), "    views = None",
            "else:")
    _write_run(src, indent + "    ", k)


def _write_memoized(src: _Source, indent: str, k: int, step: HookStep, guard: str,
                    memo: tuple[str, dict[MemoKey, Memo]]) -> None:
    """Memoized hook ``k``: what it returned before for the same key, fired again (its
    kept firing, or ``firings.apply_memo``), else the hook runs and its return is kept
    (``firings.run_and_keep``). On a guarded event the key holds the acting seat (the
    protected set depends on it, and so does a kept plan), a kept plan applies with
    that set pending, and effects without a kept plan run the hook again."""
    text, kept = memo
    src.env[f"memo{k}"] = kept
    key, needs = on_values(text, src.name) if src.tapped else (text, False)
    if step.guarded:
        key = f"(a, {key})"
    src.inlined.append(key)
    src.add(indent, f"if {guard} and not play.pending:")
    if needs:
        src.add(indent, f"    if e is None: {src.event_now}")
    usable = ("hit is not None and (hit.plan is not None or not hit.effects)"
              if step.guarded else "hit is not None")
    if step.guarded:
        # a quiet kept firing emits no event, so no hook runs while it applies and its
        # event's protected set need not be pending: in line too, as on other events
        fire = src.kept("f.fire(play, g)", "f.apply", step.index)  # (``pending_firing``)
        if len(fire) > 1:
            fire[0] = "if f.apply is None or listeners:  # records, or not quiet"
        memo_call = f"apply_memo_pending(play, g, TIMING, NAME, a, {step.index}, entry{k}, hit)"
    else:  # a quiet kept firing in line, as a constant hook's
        fire = src.kept("f.fire(play, g)", "f.apply", step.index)
        if len(fire) > 1:
            fire[0] = "if f.apply is None or listeners:  # records, or not quiet"
        memo_call = f"apply_memo(play, g, TIMING, NAME, {step.index}, entry{k}, hit)"
    body = ["f = hit.firing", "if f is not None:", *(f"    {line}" for line in fire),
            "    views = None", f"elif {memo_call}:", "    views = None"]
    if src.tapped:
        src.cause(indent + "    ")
    src.add(indent, f"    key = {key}", f"    hit = memo{k}.get(key)")
    # a hit is charged the hook's price, as the call it stands for (issue 28), in line
    # (``sandbox.charge_lines``; in a hot event's handler, which started the event's
    # budget, the charge's two branches with the firing under each, no flag)
    if src.tapped:
        charge = charge_parts(_price(src, k))
        src.add(indent, f"    if {usable} and {charge.fits}:", f"        {charge.pay}",
                *(f"        {line}" for line in body), f"    elif {usable} and {charge.slow}:",
                *(f"        {line}" for line in body), "    else:")
    else:
        src.add(indent, "    charged = False", f"    if {usable}:")
        src.add(indent + "        ", *charge_lines(_price(src, k)))
        src.add(indent, "    if charged:", *(f"        {line}" for line in body), "    else:")
    _write_run(src, indent + "        ", k,
               f"run_and_keep(play, e, a, step{k}, views, MemoSlot(memo{k}, key), cause)")
    src.add(indent, "else:")
    _write_run(src, indent + "    ", k)


def _price(src: _Source, k: int) -> str:
    """The name of hook ``k``'s price (``CompiledHook.price``) in the handler's globals:
    what a kept plan of it is charged."""
    step = cast(HookStep, src.env[f"step{k}"])
    price = step.entry.hook.price
    if price is None:  # pragma: no cover - a hook without a price keeps no plan (hooks.py)
        raise ValueError(f"hook {step.entry.hook.name} has no price: it keeps no plan")
    src.env[f"price{k}"] = price
    return f"price{k}"


def _acting(event: Event, game: Game) -> int:
    """The event's acting seat (``view.acting_seat``), or the player to act when it has
    none (a round the safety cap ended)."""
    seat = acting_seat(event)
    if seat is not None:
        return int(seat)
    return game.cur if 0 <= game.cur < game.players else 0


def _reads_round_number(text: str) -> bool:
    """Whether a pre-check reads the round's number (``n``, ``prefilter.precheck_expr``)."""
    return "n" in _names_in(text)


def _names_in(text: str) -> frozenset[str]:
    """The names a pre-check reads."""
    return frozenset(node.id for node in ast.walk(ast.parse(text, mode="eval"))
                     if isinstance(node, ast.Name))
