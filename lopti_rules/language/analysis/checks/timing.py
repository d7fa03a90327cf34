"""End of turn (LP936; R-TURN-1): ``turn_end`` is hooked after, never before.

The ``turn_end`` event (issue 14) marks the moment a turn is over: after the play, its
draw (R-DRAW-1) and take-up (R-FACE-1), or the pickup; before the next turn is chosen.
Nothing happens between its before- and its after-hooks, and a turn's end cannot be
prevented (R-CUSTOM-2), so ``before turn_end`` would only be a second spelling of
``after turn_end`` that reads as if it ran before the draw: the language keeps one.
"""

from __future__ import annotations

from ...tree import nodes
from .base import Check, Scope, head_span


class Timing(Check):
    """LP936: a before-hook on ``turn_end``."""

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        if hook.timing == "before" and hook.event == "turn_end":
            self.report("LP936", head_span(hook), "'before turn_end' is the same moment as "
                        "'after turn_end': the turn's play, draw and take-up are already "
                        "over", "write 'after turn_end'; to act before the draw, hook "
                        "'after play'")
