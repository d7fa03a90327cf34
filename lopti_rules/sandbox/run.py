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
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import repeat
from types import FunctionType, TracebackType
from typing import Any, NoReturn, cast

from RestrictedPython.compile import compile_restricted_exec

from ..errors import LoptiError
from . import effects as fx
from . import view as vw
from .check import CodeProblem, SandboxError, parse_generated, source_line
from .policy import DEFAULT_POLICY, FUEL, SandboxPolicy


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
    tank: tuple[None, ...] = field(repr=False, default=())  #: MAX_STEPS items of fuel
    #: the rule has loops, so each call gets a fresh tank; a rule without loops
    #: runs a bounded number of steps and keeps an endless ticker (no re-arming)
    rearm: bool = True


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
    try:
        result = compile_restricted_exec(source, filename=filename)
    except (SyntaxError, ValueError, TypeError, RecursionError, MemoryError) as exc:
        raise SandboxError(rule, [CodeProblem(None, None, f"RestrictedPython: {exc}")]) from None
    complaints = [*result.errors, *result.warnings]
    if complaints or result.code is None:
        raise SandboxError(rule, [CodeProblem(None, None, f"RestrictedPython: {c}")
                                  for c in complaints or ["no code"]])
    env = policy.new_globals()
    before = set(env)
    try:
        exec(result.code, env)  # module level holds only function definitions (checked)
    except Exception as exc:  # pragma: no cover - defining functions does not fail
        raise SandboxError(rule, [CodeProblem(None, None, f"definition failed: {exc}")]) from None
    loops = any(isinstance(node, ast.For) for node in ast.walk(tree))
    if not loops:
        env[FUEL] = _ENDLESS
    hooks: dict[str, CompiledHook] = {}
    for stmt in tree.body:
        function = env.get(getattr(stmt, "name", ""))
        if not isinstance(stmt, ast.FunctionDef) or type(function) is not FunctionType:
            raise SandboxError(rule, [CodeProblem(stmt.lineno, None, "hook is not a function")])
        hooks[stmt.name] = CompiledHook(
            rule, stmt.name, function, source_line(lm, stmt.lineno), filename, lm, policy, env,
            _tank(policy.MAX_STEPS), loops,
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
    event: vw.EventView,
    rule: vw.RuleView | None = None,
    *,
    depth: int = 0,
    protected: Iterable[fx.Write] = (),
) -> list[fx.Effect]:
    """Call one hook with a fresh fuel budget; return its effects or raise HookStopped.

    ``rule`` holds the rule's own counts (``rule.*``); a hook that reads them
    when none were given is stopped. ``depth`` is how many hook-caused events
    led here (0 for a base event). ``protected`` is the event's protected write
    set: an effect that writes it would block the event (R-CUSTOM-2) and stops
    the hook. Every failure, of any kind, becomes :class:`HookStopped` and the
    whole effect list is dropped.
    """
    policy = hook.policy
    if depth > policy.MAX_HOOK_DEPTH:
        raise HookStopped(f"hook chain deeper than {policy.MAX_HOOK_DEPTH} (MAX_HOOK_DEPTH)",
                          hook.rule, hook.line, hook.name)
    # The fuel tick is a fresh C-level iterator over a tuple of MAX_STEPS items:
    # each tick is one C call, and the StopIteration past the end stops the hook.
    if hook.rearm:
        hook.globals[FUEL] = iter(hook.tank).__next__
    games = fx.roshambo_count
    try:
        result = hook.function(view, event, rule)
    except StopIteration as exc:
        raise HookStopped(f"ran out of fuel ({policy.MAX_STEPS} steps, MAX_STEPS)", hook.rule,
                          _stopped_line(hook, exc.__traceback__), hook.name) from None
    except RecursionError as exc:
        raise HookStopped("recursion too deep", hook.rule,
                          _stopped_line(hook, exc.__traceback__), hook.name) from None
    except (Exception, MemoryError) as exc:
        reason = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        raise HookStopped(reason, hook.rule, _stopped_line(hook, exc.__traceback__),
                          hook.name) from exc
    kind = type(result)
    if kind is list or kind is tuple:
        if not result:
            return []  # the common case: the hook did not fire
        if not protected and games == fx.roshambo_count and len(result) <= policy.MAX_EFFECTS:
            for effect in result:  # the next most common: a few plain effects
                if type(effect) not in _EFFECT_CLASSES:
                    break
            else:
                return result if kind is list else list(result)
    elif result is None:
        return []
    return _checked_effects(hook, result, protected, fx.roshambo_count != games)


_EFFECT_CLASSES = frozenset(fx.EFFECT_TYPES.values())
#: The fuel of rules without loops: their hooks take one step (checked: no while,
#: no recursion, no comprehensions), so the tick never needs to stop them.
_ENDLESS = repeat(None).__next__


@functools.cache
def _tank(steps: int) -> tuple[None, ...]:
    return (None,) * steps


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
