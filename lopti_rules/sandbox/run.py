"""Compiling and running house-rule hooks (fences 2 and 3): compile_rule, run_hook, fuel.

:func:`compile_rule` checks generated Python (:mod:`.check`), compiles it with
RestrictedPython (``compile_restricted_exec``: attribute, item and iteration access
become guard calls and ``_`` names are refused; any error or warning fails closed)
and executes it in the policy's fresh per-rule globals, so every module-level
function becomes a :class:`CompiledHook`. :func:`run_hook` calls one hook with a
fuel budget, checks the effects it returns as a whole and turns every failure into
:class:`HookStopped` (R-VOTE-6: an unfinished custom action may be stopped; its
effects are dropped whole).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from time import thread_time
from types import FunctionType, TracebackType
from typing import Any, NoReturn, Protocol, cast

from RestrictedPython.compile import compile_restricted_exec

from ..errors import LoptiError
from . import effects as fx
from . import view as vw
from .check import CodeProblem, SandboxError, parse_generated, source_line
from .cost import Bound, fill_charges, hook_bound
from .direct import direct_functions, direct_trees, fits
from .eventview import EventView
from .meter import CostBudget, FuelSpent, Meter, spent_reason
from .policy import DEFAULT_POLICY, FUEL, SandboxPolicy
from .tapform import event_of, tap_functions, tap_tree


class HookStopped(LoptiError):
    """A hook ran out of fuel, raised, or returned a forbidden effect (R-VOTE-6).

    ``line`` is the ``.lopti`` line (through the compiler's line map) where it
    stopped (for a depth limit, the hook's own line), or None when no line applies.
    """

    def __init__(self, reason: str, rule: str, line: int | None, hook: str = "") -> None:
        self.reason = reason
        self.rule = rule
        self.line = line
        self.hook = hook
        where = f" at line {line}" if line is not None else ""
        super().__init__(f"rule {rule!r} stopped{where}: {reason}")


# --------------------------------------------------------------------------- compile


@dataclass(frozen=True, eq=False)
class CompiledHook:
    """One hook function of a compiled rule, ready for :func:`run_hook`."""

    rule: str  #: the rule's name, for HookStopped and logs
    name: str  #: the hook function's name in the generated code
    function: FunctionType
    line: int | None  #: the ``.lopti`` line of the hook
    filename: str
    line_map: Mapping[int, int]
    policy: SandboxPolicy
    globals: dict[str, Any] = field(repr=False)
    #: the rule has loops, so each call meters its fuel; a rule without loops costs
    #: exactly ``entry_cost`` a call and its tick is a free C no-op (no metering)
    rearm: bool = True
    #: the units the hook's own body costs (charged once a call)
    entry_cost: int = 0
    #: upper bounds of one call, from the code alone (cost, effects, ticks)
    bound: Bound = Bound(0, 0, 0)
    meter: Meter | None = field(repr=False, default=None)
    #: the hook as a plain function (:mod:`.direct`): its bound fits the per-call limits,
    #: so :func:`run_bounded` calls it without guards or meter; None: always metered
    direct: FunctionType | None = field(repr=False, default=None)
    #: the direct form's checked tree, from which :attr:`tap` is made when first asked
    direct_tree: ast.FunctionDef | None = field(repr=False, default=None)
    _tap: list[tuple[FunctionType | None, bool]] = field(repr=False, default_factory=list)

    @cached_property
    def price(self) -> int | None:
        """What every call of the hook is charged against the event's and the game's
        budgets, on every path (issue 28): its static bound, when the bound fits the
        per-call limits (``direct.fits`` without the run-time attribute check); None for
        a hook whose cost depends on data beyond the bound, charged what its meter
        counts. The fast path (a plain function, a tap form, a kept plan) and the
        reference (the metered call) charge the same units at the same calls, so a
        budget that binds stops the same call on both."""
        bound, policy = self.bound, self.policy
        if bound.cost <= policy.MAX_COST and bound.ticks <= policy.MAX_STEPS:
            return bound.cost
        return None

    @property
    def tap(self) -> FunctionType | None:
        """The direct function on a hot event's plain values (:mod:`.tapform`): no
        payload, views built as read, counts in their slot; None: the hook has no tap
        form. Made when first asked (the rules runtime asks only for the hooks it runs
        by it), from the direct form's checked tree."""
        if not self._tap:
            self._tap.append(_tap_of(self))
        return self._tap[0][0]

    @property
    def tap_reads_rule(self) -> bool:
        """Whether its tap form reads ``rule.*`` beyond the rule's own counts (it then
        needs the rule's view)."""
        return self.tap is not None and self._tap[0][1]


def _tap_of(hook: CompiledHook) -> tuple[FunctionType | None, bool]:
    """A hook's tap form and whether it reads ``rule.*`` beyond its counts."""
    tree, event = hook.direct_tree, event_of(hook.name)
    if tree is None or event is None or hook.direct is None:
        return None, False
    got = tap_tree(tree, event, hook.bound.effects, hook.policy)
    if got is None:
        return None, False
    function = tap_functions({hook.name: got[0]}, hook.policy, hook.filename).get(hook.name)
    return function, got[1]


@dataclass(frozen=True, eq=False)
class CompiledRule:
    """A rule's generated code, checked, compiled and executed in its own globals."""

    rule: str
    source: str  #: the generated Python, as ``lopti lint --show-python`` shows it
    line_map: Mapping[int, int]
    hooks: Mapping[str, CompiledHook]


def compile_rule(
    source: str,
    *,
    rule: str,
    line_map: Mapping[int, int] | None = None,
    policy: SandboxPolicy = DEFAULT_POLICY,
) -> CompiledRule:
    """Check and compile generated Python; every module-level function becomes a hook.

    ``line_map`` maps generated lines to ``.lopti`` lines. Fails closed with
    :class:`SandboxError` on any check problem, RestrictedPython error or warning.
    """
    lm = dict(line_map or {})
    tree, problems = parse_generated(source, policy, lm)
    if problems or tree is None:
        raise SandboxError(rule, problems)
    filename = f"<lopti rule {rule!r}>"
    loops = any(isinstance(node, ast.For) for node in ast.walk(tree))
    costs: dict[str, tuple[int, Bound]] = {}
    for stmt in tree.body:  # the sandbox's own weights go into every fuel() tick
        if isinstance(stmt, ast.FunctionDef):
            costs[stmt.name] = (fill_charges(stmt, policy), hook_bound(stmt, policy))
    names = [getattr(stmt, "name", "") for stmt in tree.body]
    lines = [stmt.lineno for stmt in tree.body]
    # the fast path: hooks whose bound fits the per-call limits, as plain functions, from
    # the checked tree as it is before RestrictedPython rewrites it in place
    plain = direct_trees(tree, {n for n, (_, b) in costs.items() if fits(b, policy)})
    try:
        result = compile_restricted_exec(tree, filename=filename)
    except (SyntaxError, ValueError, TypeError, RecursionError, MemoryError) as exc:
        raise SandboxError(rule, [CodeProblem(None, None, f"RestrictedPython: {exc}")]) from None
    complaints = [*result.errors, *result.warnings]
    if complaints or result.code is None:
        raise SandboxError(rule, [CodeProblem(None, None, f"RestrictedPython: {c}")
                                  for c in complaints or ["no code"]])
    code = result.code
    env = policy.new_globals()
    before = set(env)
    try:
        exec(code, env)  # module level holds only function definitions (checked)
    except Exception as exc:  # pragma: no cover - defining functions does not fail
        raise SandboxError(rule, [CodeProblem(None, None, f"definition failed: {exc}")]) from None
    direct = direct_functions(plain, policy, filename)
    trees = {t.name: t for t in plain}  # for the tap forms, made when first asked
    meter = Meter() if loops else None
    env[FUEL] = meter.charge if meter is not None else _FREE
    hooks: dict[str, CompiledHook] = {}
    for name, lineno in zip(names, lines, strict=True):
        function = env.get(name)
        if name not in costs or type(function) is not FunctionType:
            raise SandboxError(rule, [CodeProblem(lineno, None, "hook is not a function")])
        entry, bound = costs[name]
        hooks[name] = CompiledHook(
            rule, name, function, source_line(lm, lineno), filename, lm, policy, env,
            loops, entry, bound, meter, direct.get(name),
            trees.get(name),
        )
    if set(env) - before != set(hooks):
        raise SandboxError(rule, [CodeProblem(None, None, "module defined unexpected names")])
    return CompiledRule(rule, source, lm, hooks)


# --------------------------------------------------------------------------- run


def _stopped_line(hook: CompiledHook, tb: TracebackType | None) -> int | None:
    line = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == hook.filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    mapped = source_line(hook.line_map, line)
    return mapped if mapped is not None else hook.line


def run_hook(
    hook: CompiledHook,
    view: vw.TableView,
    event: EventView,
    rule: vw.RuleView | None = None,
    *,
    depth: int = 0,
    protected: Iterable[fx.Write] = (),
    budget: CostBudget | None = None,
    cause: object = None,
) -> list[fx.Effect]:
    """Call one hook with a fresh fuel budget; return its effects or raise HookStopped.

    ``rule`` holds the rule's own counts (``rule.*``); a hook that reads them
    when none were given is stopped. ``depth`` is how many hook-caused events
    led here (0 for a base event). ``protected`` is the event's protected write
    set: an effect that writes it would block the event (R-CUSTOM-2) and stops
    the hook. ``budget`` holds the per-event and per-game cost budgets (a game's
    runtime passes one, with the base event ``cause`` as the event's key); the call
    is charged its price (:attr:`CompiledHook.price`, its static bound) before it runs,
    and is stopped before it runs if a budget does not hold it; a hook without a
    price is charged what its meter counts. Every failure, of any kind, becomes
    :class:`HookStopped` and the whole effect list is dropped.
    """
    policy = hook.policy
    if depth > policy.MAX_HOOK_DEPTH:
        raise HookStopped(f"hook chain deeper than {policy.MAX_HOOK_DEPTH} (MAX_HOOK_DEPTH)",
                          hook.rule, hook.line, hook.name)
    units, why = policy.MAX_COST, "MAX_COST"
    if budget is not None:
        if depth == 0 and cause is not budget.event:
            budget.start(cause)
        if budget.event_left < units:
            units, why = budget.event_left, "MAX_EVENT_COST"
        if budget.game_left < units:
            budget.grant()  # what the game's decisions so far allow (CostBudget)
            if budget.game_left < units:
                units, why = budget.game_left, "MAX_GAME_COST"
    meter = hook.meter
    price = hook.price
    if (hook.entry_cost if price is None else price) > units:
        # not even the hook's first charge (a priced hook: its price) fits a spent event
        # or game budget: stopped before it runs, metered or not, and without reading the
        # clock (issue 28: on a spent game budget every later call paid a CPU-clock read,
        # 17x a game)
        _spend(budget, units, why)
        _stop(hook, spent_reason(why, policy, budget))
    if price is not None:
        # a priced hook is charged its price, whatever it spends (the fast path charges
        # the same): the meter keeps only the per-call limit, a fence should the bound
        # be wrong
        if budget is not None:
            budget.take(price, depth, cause)
        units, why = policy.MAX_COST, "MAX_COST"
    if meter is not None:
        # the watchdog reads the clock every CLOCK_EVERY units: only where a call may
        # spend more than that (its bound, and what the budgets leave it)
        cap = min(hook.bound.cost, units)
        deadline = (thread_time() + policy.MAX_HOOK_SECONDS
                    if cap > policy.CLOCK_EVERY and policy.MAX_HOOK_SECONDS else 0.0)
        meter.arm(units, policy.MAX_STEPS, why, deadline, policy.CLOCK_EVERY)
    games = fx.roshambo_count
    if price is not None:
        budget = None  # charged: nothing more to spend, however the call ends
    try:
        result = hook.function(view, event, rule)
    except FuelSpent as exc:
        _spend(budget, units, str(exc))
        raise HookStopped(spent_reason(str(exc), policy, budget), hook.rule,
                          _stopped_line(hook, exc.__traceback__), hook.name) from None
    except RecursionError as exc:
        _spend(budget, units if meter is None else units - meter.left)
        raise HookStopped("recursion too deep", hook.rule,
                          _stopped_line(hook, exc.__traceback__), hook.name) from None
    except (Exception, MemoryError) as exc:
        _spend(budget, hook.entry_cost if meter is None else units - meter.left)
        reason = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        raise HookStopped(reason, hook.rule, _stopped_line(hook, exc.__traceback__),
                          hook.name) from exc
    if budget is not None:
        spent = hook.entry_cost if meter is None else units - meter.left
        budget.spend(spent)
    return checked_result(hook, result, protected, games)


def run_bounded(
    hook: CompiledHook,
    view: vw.TableView,
    event: EventView,
    rule: vw.RuleView | None = None,
    *,
    depth: int = 0,
    protected: Iterable[fx.Write] = (),
    budget: CostBudget | None = None,
    cause: object = None,
) -> list[fx.Effect]:
    """:func:`run_hook` by the fast path: a hook with a direct function (:mod:`.direct`:
    its static bound fits the per-call limits) is called as a plain function, without
    guards or meter, once the event's and the game's budgets hold its price (its static
    bound, :attr:`CompiledHook.price`, which the metered call is charged too). Anything
    else (no direct function, a budget that holds less, a chain too deep) is the
    metered :func:`run_hook`. Same effects, same checks, same charge, same
    :class:`HookStopped`."""
    direct = hook.direct
    if direct is None or depth > hook.policy.MAX_HOOK_DEPTH:
        return run_hook(hook, view, event, rule, depth=depth,
                        protected=protected, budget=budget, cause=cause)
    if budget is not None and not budget.take(hook.bound.cost, depth, cause):
        # the price does not fit: the metered call stops it, as on the reference path
        return run_hook(hook, view, event, rule, depth=depth,
                        protected=protected, budget=budget, cause=cause)
    games = fx.roshambo_count
    try:
        result = direct(view, event, rule)
    except RecursionError as exc:  # pragma: no cover - hooks call no hooks (checked)
        raise HookStopped("recursion too deep", hook.rule,
                          _stopped_line(hook, exc.__traceback__), hook.name) from None
    except (Exception, MemoryError) as exc:
        reason = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        raise HookStopped(reason, hook.rule, _stopped_line(hook, exc.__traceback__),
                          hook.name) from exc
    if type(result) is tuple and not protected and games == fx.roshambo_count:
        # checked_result's common cases in line: no effect, or a few plain ones
        if not result:
            return []
        if len(result) <= hook.policy.MAX_EFFECTS:
            for effect in result:
                if type(effect) not in _EFFECT_CLASSES:
                    break
            else:
                return list(result)
    return checked_result(hook, result, protected, games)


class TapSource(Protocol):
    """What a tap runner reads of the rules in play on one game (``RulesInPlay``)."""

    depth: int  #: hook-caused events deep
    budget: CostBudget  #: the game's cost budgets
    memory: list[list[int]]  #: per rule, its own counts (the slots the runner writes)
    rule_views: list[Any]  #: per rule, its ``rule.*`` view if made (a ``CountSlots``)

    def rule_view(self, index: int) -> vw.RuleView: ...


#: A hook's tap runner: ``(src, acting, values, cause)`` -> the effects to apply, False
#: (nothing to apply: its counts, if it changed any, are in their slot), or None (run
#: the hook by :func:`run_bounded` instead).
TapRunner = Callable[[TapSource, int, tuple[Any, ...], object], "list[fx.Effect] | bool | None"]


def tap_runner(hook: CompiledHook, table: Any, index: int) -> TapRunner | None:
    """The runner of a hook's tap form (:mod:`.tapform`) for rule ``index`` of a book, or
    None if it has none: :func:`run_bounded` on a hot event's plain ``values``.
    ``table(src, acting)`` builds its table view if it reads one. It charges the bound
    as :func:`run_bounded` does, calls the tap form, and then (:func:`tap_finisher`):

    - a hook that changed only its counts (pairs, or ``Remember`` effects alone): the
      counts are written to their slot ``src.memory[index]`` (and the rule's view, if
      made); False;
    - other effects: the checked list, the ``Remember`` of each changed count last, as
      the direct form returns it, for the rules runtime to plan and apply;
    - None for everything else: no tap form's worth (a chain too deep, a budget that
      holds less than the bound) or anything unusual (an exception, a list the checks
      would refuse, a value ``Remember`` refuses). Nothing is charged or written then,
      and the rules runtime calls :func:`run_bounded` with the payload and the views:
      hooks are pure, so that call gives what the reference gives, stop and all.

    The rules runtime's handlers write most tap forms into themselves instead
    (:mod:`.fused`), with the same checks and the same end."""
    tap = hook.tap
    if tap is None:
        return None
    cost, max_depth = hook.bound.cost, hook.policy.MAX_HOOK_DEPTH
    reads_rule = hook.tap_reads_rule
    finish = tap_finisher(hook, index)

    def run(src: TapSource, acting: int, values: tuple[Any, ...], cause: object
            ) -> list[fx.Effect] | bool | None:
        depth = src.depth
        if depth > max_depth:
            return None
        budget = src.budget
        if depth == 0 and cause is not budget.event:
            budget.start(cause)
        if not budget.holds(cost):
            return None
        memory = src.memory[index]
        games = fx.roshambo_count
        try:
            out, pairs = tap(table, src, acting, memory,
                             src.rule_view(index) if reads_rule else None, *values)
        except (Exception, MemoryError):
            return None
        return finish(src, memory, out, pairs, games)

    return run


def tap_finisher(hook: CompiledHook, index: int
                 ) -> Callable[[TapSource, list[int], object, tuple[Any, ...], int],
                               list[fx.Effect] | bool | None]:
    """The end of a tap form's call for rule ``index`` (:func:`tap_runner`, and the
    fused form's uncommon ends, :mod:`.fused`): ``finish(src, memory, out, pairs,
    games)`` with what the tap form returned (``out``, ``pairs``), ``memory`` the rule's
    counts and ``games`` the Roshambo count before the call. It charges the price and
    writes the counts only when it returns effects or False; None (nothing charged or
    written): hand the call over."""
    policy = hook.policy
    cost, max_effects = hook.bound.cost, policy.MAX_EFFECTS
    remember, effect_classes = fx.Remember, _EFFECT_CLASSES

    def finish(src: TapSource, memory: list[int], out: object, pairs: tuple[Any, ...],
               games: int) -> list[fx.Effect] | bool | None:
        if type(out) is not tuple or games != fx.roshambo_count:
            return None
        budget = src.budget
        if out:
            if len(out) + len(pairs) // 2 > max_effects:
                return None
            counts_only = True
            for effect in out:
                kind = type(effect)
                if kind not in effect_classes:
                    return None
                if kind is not remember:
                    counts_only = False
            if not counts_only:
                effects = list(out)
                try:
                    for k in range(0, len(pairs), 2):
                        effects.append(remember(pairs[k], pairs[k + 1]))
                except (Exception, MemoryError):
                    return None
                budget.room -= cost  # the charge, off both budgets (CostBudget)
                return effects
            # Remember effects alone (not the compiler's closing ones): as pairs too
            pairs = (*(x for e in out for x in (e.slot, e.value)), *pairs)
        elif not pairs:
            budget.room -= cost
            return False
        for value in pairs[1::2]:
            if type(value) is not int:  # Remember refuses it: the reference stops there
                return None
        budget.room -= cost
        n = len(memory)
        for k in range(0, len(pairs), 2):
            if pairs[k] < n:
                memory[pairs[k]] = pairs[k + 1]
        view = src.rule_views[index]
        if view is not None:
            view.set_counts(tuple(memory))
        return False

    return finish


def checked_result(hook: CompiledHook, result: object, protected: Iterable[fx.Write],
                   games: int) -> list[fx.Effect]:
    """What a hook returned, as its list of effects (``games``: the Roshambo count
    before the call), or :class:`HookStopped` if the list as a whole is refused."""
    kind = type(result)
    if kind is list or kind is tuple:
        items = cast("list[fx.Effect] | tuple[fx.Effect, ...]", result)
        if not items:
            return []  # the common case: the hook did not fire
        if not protected and games == fx.roshambo_count \
                and len(items) <= hook.policy.MAX_EFFECTS:
            for effect in items:  # the next most common: a few plain effects
                if type(effect) not in _EFFECT_CLASSES:
                    break
            else:
                return items if type(items) is list else list(items)
    elif result is None:
        return []
    return _checked_effects(hook, result, protected, fx.roshambo_count != games)


def _spend(budget: CostBudget | None, units: int, why: str = "") -> None:
    """Charge a stopped call the ``units`` it spent (or could have: a call stopped before
    it runs); a stop for the game's budget (``why``) closes it (``CostBudget.close``)."""
    if budget is not None:
        budget.spend(units)
        if why == "MAX_GAME_COST":
            budget.close()


_EFFECT_CLASSES = frozenset(fx.EFFECT_TYPES.values())
#: The fuel tick of rules without loops: their hooks cost exactly their entry charge
#: (checked: no while, no recursion, no comprehensions), so the tick is a C no-op.
_FREE = bool


def _checked_effects(
    hook: CompiledHook, result: object, protected: Iterable[fx.Write], played: bool
) -> list[fx.Effect]:
    """The hook's effects, or HookStopped if the list as a whole is not acceptable.

    ``played``: the hook built a Roshambo, so effects may name its outcomes
    (without one, no outcome can exist: hooks keep no state between calls).
    """
    kind = type(result)
    if kind is tuple:
        effects: list[fx.Effect] = list(cast(tuple[fx.Effect, ...], result))
    elif kind is list:
        effects = result  # type: ignore[assignment]
    else:
        _stop(hook, f"returned {kind.__name__}, not a list of effects")
    if len(effects) > hook.policy.MAX_EFFECTS:
        _stop(hook, f"returned more than {hook.policy.MAX_EFFECTS} effects (MAX_EFFECTS)")
    for effect in effects:
        if type(effect) not in _EFFECT_CLASSES:
            _stop(hook, f"returned {type(effect).__name__}, which is not an effect")
    if played:
        games: list[fx.Roshambo] = []
        for effect in effects:
            if type(effect) is fx.Roshambo:
                games.append(effect)
            for ref in effect.named_players():
                if type(ref) is fx.RoshamboOutcome and not any(g is ref.game for g in games):
                    _stop(hook, "an effect names the result of a roshambo that does not "
                                "come before it")
    if protected:
        guard = tuple(protected)
        for effect in effects:
            hit = fx.blocking(effect, guard)
            if hit is not None:
                _stop(hook, f"{effect.name} would block the event: it writes {hit.change} "
                            f"{hit.area} (R-CUSTOM-2)")
    return effects


def _stop(hook: CompiledHook, reason: str) -> NoReturn:
    raise HookStopped(reason, hook.rule, hook.line, hook.name)
