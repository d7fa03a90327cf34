"""Compiled rule books: generated rules compiled in the sandbox, and their hooks by event.

:func:`compile_entry` hands one :class:`~.codegen.GeneratedRule` to
:func:`sandbox.compile_rule` (RestrictedPython, fresh globals) and files its hooks
by timing and event; :func:`assemble` makes the :class:`CompiledBook` the rules
runtime attaches, with one dispatch table over every rule. A sandbox refusal (a
compiler bug, or a limit such as nesting or size) fails closed as a CompileError.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ...engine import EVENT_NAMES
from ...sandbox import CompiledHook, CompiledRule, SandboxError, SandboxPolicy, compile_rule
from ..report.diagnostics import CompileError
from .codegen import GeneratedRule


@dataclass(frozen=True)
class HookEntry:
    """One compiled hook of a rule: what it listens to and the function to run."""

    rule: str
    timing: str
    event: str
    line: int  #: the ``.lopti`` line of the hook
    hook: CompiledHook  #: pass to ``sandbox.run_hook``


@dataclass(frozen=True)
class CompiledRuleEntry:
    """A rule ready to attach: its generated source, its compiled hooks per event."""

    name: str
    filename: str
    line: int
    source_hash: str  #: sha256 of the rule's canonical text; comments and layout do not count
    python: str  #: the generated Python, as ``lopti lint --show-python`` prints it
    line_map: Mapping[int, int]
    compiled: CompiledRule
    hooks: tuple[HookEntry, ...]
    #: effect kinds of this rule whose choices the engine asks of players' agents (DECISIONS)
    decisions: tuple[str, ...]
    before: Mapping[str, tuple[HookEntry, ...]] = field(default_factory=dict)
    after: Mapping[str, tuple[HookEntry, ...]] = field(default_factory=dict)
    #: the plays this rule permits, ``(rank, top)`` pairs (``engine.Permits``)
    permits: tuple[tuple[int, int], ...] = ()
    #: the scopes of the rule's own counts (``round``/``session``), in declaration order
    counts: tuple[str, ...] = ()

    def hooks_for(self, timing: str, event: str) -> tuple[HookEntry, ...]:
        """This rule's hooks on ``event`` at ``timing``, in source order."""
        return (self.before if timing == "before" else self.after).get(event, ())


_NONE: tuple[HookEntry, ...] = ()


@dataclass(frozen=True)
class CompiledBook:
    """Every rule of a book, in rule-book order, and its hooks by (timing, event)."""

    filename: str
    rules: tuple[CompiledRuleEntry, ...]
    _dispatch: Mapping[tuple[str, str], tuple[HookEntry, ...]] = field(repr=False,
                                                                     default_factory=dict)

    def hooks_for(self, timing: str, event: str) -> tuple[HookEntry, ...]:
        """Every hook on ``event`` at ``timing``, in rule-book order (empty: nobody listens)."""
        return self._dispatch.get((timing, event), _NONE)

    def events_listened(self) -> tuple[str, ...]:
        """The events some hook listens to, in engine order; dispatch skips all others."""
        return tuple(e for e in EVENT_NAMES
                     if (("before", e) in self._dispatch or ("after", e) in self._dispatch))

    def python_source(self) -> str:
        """The generated Python of every rule, as ``lopti lint --show-python`` prints it."""
        return "\n\n".join(r.python for r in self.rules)


def compile_entry(gen: GeneratedRule, policy: SandboxPolicy) -> CompiledRuleEntry:
    """Compile one generated rule in the sandbox; CompileError if the sandbox refuses it."""
    try:
        compiled = compile_rule(gen.source, rule=gen.name, line_map=gen.line_map, policy=policy)
    except SandboxError as exc:  # a compiler bug or a limit (nesting, size): fail closed
        first = exc.problems[0] if exc.problems else None
        line = first.source_line if first is not None else None
        raise CompileError(f"rule {gen.name!r} cannot run: {exc}", source=gen.filename,
                           line=line or gen.line) from None
    hooks = tuple(HookEntry(gen.name, h.timing, h.event, h.line, compiled.hooks[h.function])
                  for h in gen.hooks)
    by: dict[str, dict[str, tuple[HookEntry, ...]]] = {"before": {}, "after": {}}
    for h in hooks:
        by[h.timing][h.event] = (*by[h.timing].get(h.event, ()), h)
    return CompiledRuleEntry(gen.name, gen.filename, gen.line, gen.source_hash, gen.source,
                             gen.line_map, compiled, hooks, gen.decisions,
                             MappingProxyType(by["before"]), MappingProxyType(by["after"]),
                             gen.permits, gen.counts)


def assemble(filename: str, entries: Iterable[CompiledRuleEntry]) -> CompiledBook:
    """The book of compiled ``entries``, in rule-book order, with its dispatch table."""
    entries = tuple(entries)
    dispatch: dict[tuple[str, str], tuple[HookEntry, ...]] = {}
    for entry in entries:
        for h in entry.hooks:
            key = (h.timing, h.event)
            dispatch[key] = (*dispatch.get(key, ()), h)
    return CompiledBook(filename, entries, MappingProxyType(dispatch))
