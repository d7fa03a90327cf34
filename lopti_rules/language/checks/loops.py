"""May loop forever (LP401, LP402; R-CUSTOM-3): termination by construction.

LP401 an unbounded loop (``repeat forever``, ``repeat until``, ``while``); LP402 hooks
that trigger each other in a cycle, over the whole book: an edge runs from a hook to
every hook on an event its actions cause (permissions.CAUSES).
"""

from __future__ import annotations

from ...engine.events import EVENT_NAMES
from .. import nodes, permissions, vocabulary
from .base import Check, Scope, event_span


class Loops(Check):
    """LP401 unbounded loops, LP402 cycles of hooks."""

    def visit_Loop(self, loop: nodes.Loop, scope: Scope) -> None:
        what = vocabulary.LOOP_HEADS[loop.kind]
        self.report("LP401", loop, f"'{what}' may never stop",
                    "repeat a fixed number of times ('repeat 2 times:') or once per "
                    "player ('for each player:')")

    def visit_RuleBook(self, book: nodes.RuleBook) -> None:
        hooks = [(r, h) for r in book.rules for h in r.hooks if h.event in EVENT_NAMES]
        causes: list[dict[str, nodes.Action]] = [caused(h) for _, h in hooks]
        succ = [[j for j, (_, h2) in enumerate(hooks) if h2.event in causes[i]]
                for i in range(len(hooks))]
        covered: set[int] = set()
        for start in range(len(hooks)):
            if start in covered:
                continue
            path = cycle_from(start, succ)
            if path is None:
                continue
            covered.update(path)
            steps = []
            for a, b in zip(path, path[1:] + path[:1], strict=True):
                rule, hook = hooks[a]
                act = causes[a][hooks[b][1].event]
                steps.append(f"rule \"{rule.name}\" ({hook.timing} {hook.event}, line "
                             f"{act.line}) causes a {hooks[b][1].event}")
            rule, hook = hooks[start]
            first_rule, first_hook = hooks[path[0]]
            steps.append(f"back to rule \"{first_rule.name}\" ({first_hook.timing} "
                         f"{first_hook.event})")
            self.report("LP402", event_span(hook),
                        "these hooks trigger each other forever: " + " → ".join(steps),
                        "break the cycle: let the hook cause a different event, or hook "
                        "another event")


def caused(hook: nodes.Hook) -> dict[str, nodes.Action]:
    """The base events a hook's actions cause, each with the first action causing it."""
    out: dict[str, nodes.Action] = {}
    for node in hook.walk():
        if not isinstance(node, nodes.Action):
            continue
        key = node.action
        if isinstance(node, nodes.Take) and node.source == "pile":
            key = "take_pile"
        for event in permissions.CAUSES.get(key, ()):
            out.setdefault(event, node)
    return out


def cycle_from(start: int, succ: list[list[int]]) -> list[int] | None:
    """A shortest cycle through ``start`` (a list of hook indexes), or None."""
    parents: dict[int, int] = {}
    frontier = [start]
    seen = {start}
    while frontier:
        nxt: list[int] = []
        for u in frontier:
            for v in succ[u]:
                if v == start:
                    path = [u]
                    while path[-1] != start:
                        path.append(parents[path[-1]])
                    return list(reversed(path))
                if v not in seen:
                    seen.add(v)
                    parents[v] = u
                    nxt.append(v)
        frontier = nxt
    return None
