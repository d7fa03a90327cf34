"""Harmful demands in free text (LP701-LP706; R-CUSTOM-3): ``say``/``do`` texts.

Unsafe, violent, non-consensual, destructive, illegal or discriminatory demands, found
by the word lists of language/harm.py (loaded only for rules with free text).
"""

from __future__ import annotations

from .. import nodes
from .base import Check, Scope


class Harm(Check):
    """LP701-LP706: what a say/do text asks of the players."""

    def visit_Say(self, act: nodes.Say, scope: Scope) -> None:
        from ..harm import harmful_demands  # only rules with free text need the word list

        for code, word, why in harmful_demands(act.text.value):
            self.report(code, act.text, f"free text demands something {why}: '{word}'",
                        "ask for something everyone can do safely and willingly, "
                        "like saying a word")
