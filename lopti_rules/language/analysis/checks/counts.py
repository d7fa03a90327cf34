"""A rule's own counts (LP932-LP934, LP602; R-CUSTOM-1, R-CUSTOM-3): declared, scoped, bounded.

``count "threes" this round`` declares a number the rule keeps: 0 when the rule takes
effect, changed only by the rule's own ``add``/``set``/``reset`` statements, read with
``count "threes"``. Its scope is explicit: ``this round`` (back to 0 as each round
starts) or ``this session`` (kept through the session's rounds). A count has no scope,
or one the language does not know (LP932); it is used without being declared, or
declared twice (LP933); a rule keeps more than :data:`MAX_COUNTS` (LP934). A count
that would reach back before the rule existed (``count "clears" ever``, ``since the
session began``) is retroactive (LP602, R-CUSTOM-3): memory only looks forward.
"""

from __future__ import annotations

from ...tree import nodes
from .base import Check, Scope, suggest

#: Most counts one rule may keep (LP934): a few numbers a table can remember aloud.
MAX_COUNTS = 8
#: The scopes a count may have, as written after its name.
SCOPES: dict[tuple[str, ...], str] = {("this", "round"): "round",
                                      ("this", "session"): "session"}
#: Words of a scope that reach back before the rule took effect (LP602).
BACK_WORDS = frozenset({"ever", "since", "before", "last", "previous", "past", "history",
                        "all", "whole", "earlier", "already", "so", "far", "game", "games"})


def count_scope(decl: nodes.CountDecl) -> str | None:
    """``round`` or ``session`` for a count's scope as written, else None."""
    return SCOPES.get(tuple(w.lower() for w in decl.scope))


class Counts(Check):
    """LP932-LP934, LP602: each rule's own counts and where they are used."""

    def visit_Rule(self, rule: nodes.Rule) -> None:
        seen: set[str] = set()
        for k, decl in enumerate(rule.counts):
            if k == MAX_COUNTS:
                self.report("LP934", decl, f"a rule keeps at most {MAX_COUNTS} counts, "
                            f"this one declares {len(rule.counts)}",
                            "keep the counts the rule reads; one count can often do")
            if not decl.name.strip():
                self.report("LP933", decl, "a count needs a name: 'count \"threes\" this round'")
            elif decl.name in seen:
                self.report("LP933", decl, f"the count \"{decl.name}\" is declared twice",
                            "declare each count once, with one scope")
            seen.add(decl.name)
            words = [w.lower() for w in decl.scope]
            if count_scope(decl) is not None:
                continue
            back = [w for w in words if w in BACK_WORDS]
            if back:
                self.report("LP602", decl, f"the count \"{decl.name}\" would reach back "
                            f"before the rule took effect ('{' '.join(decl.scope)}'): a "
                            "count starts at 0 when the rule does",
                            f"count from now on: 'count \"{decl.name}\" this session'")
            elif not words:
                self.report("LP932", decl, f"the count \"{decl.name}\" has no scope: say when "
                            "it goes back to 0",
                            f"'count \"{decl.name}\" this round' or 'count \"{decl.name}\" "
                            "this session'")
            else:
                self.report("LP932", decl, f"unknown scope '{' '.join(decl.scope)}' of the "
                            f"count \"{decl.name}\"",
                            "a count lasts 'this round' or 'this session'")

    def visit_CountChange(self, act: nodes.CountChange, scope: Scope) -> None:
        self.known(act.name, act, scope)

    def visit_CountRef(self, ref: nodes.CountRef, scope: Scope) -> None:
        self.known(ref.name, ref, scope)

    def known(self, name: str, node: nodes.Node, scope: Scope) -> None:
        names = [d.name for d in scope.rule.counts]
        if name not in names:
            hint = suggest(name, names) or f"declare it in the rule: 'count \"{name}\" this round'"
            self.report("LP933", node, f"the rule keeps no count \"{name}\": a rule reads and "
                        "changes only its own counts", hint)
