"""Retroactive (LP601; R-CUSTOM-3): a rule sees only what happens after it took effect.

Reading history from before the rule existed (``session.clears``, ``history.*``) or an
action that reaches back (``... earlier``, ``... previously``).
"""

from __future__ import annotations

from .. import nodes, vocabulary
from .base import Check, Scope, unknown_reading


class Retro(Check):
    """LP601: history from before the rule existed."""

    def visit_Attribute(self, a: nodes.Attribute, scope: Scope) -> None:
        if a.namespace in vocabulary.RETRO_NAMESPACES:
            self.report("LP601", a, f"'{a.namespace}.{a.name}' reads history from before the "
                        "rule existed", "count from when the rule took effect: rule.clears, "
                        "rule.pickups, or this round: round.clears")

    def visit_Unknown(self, act: nodes.Unknown, scope: Scope) -> None:
        reading = unknown_reading(act)
        if reading is not None and reading[0] == "LP601":
            self.report("LP601", act, f"'{reading[1]}' reaches back before the rule existed",
                        "count only what happens from now on (rule.clears, round.clears)")
