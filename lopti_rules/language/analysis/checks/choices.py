"""Optional choices (LP943, LP944; R-CUSTOM-1): ``may give``, ``may swap``, ``up to N``.

``the picker may swap 1 face-up card with the top of the draw pile`` and ``the clearer
gives up to 2 cards to their left`` (issue 14) let the player choose how many cards, from
none ("not doing it") to N. An optional choice of up to 0 cards can only be none: the
statement never does anything (LP943). ``may`` before an action with no cards to choose
(``may draw``, ``may take``, ``may say``) parses so this check can say so (LP944) instead
of a bare syntax error.

What an optional choice does not change: every other check reads its most, N cards. A
give the player may decline is still a give they may make, so it blocks, loops and
targets exactly as the give of N cards would (DESIGN.md, "What blocking means").
"""

from __future__ import annotations

from ...tree import nodes
from ..limits import fold
from .base import Check, Scope, unknown_reading, unknown_words

#: The verbs whose cards the player chooses: the only ones ``may`` can make optional.
CHOOSING = ("give", "swap")


class Choices(Check):
    """LP943: an optional choice of up to 0 cards; LP944: ``may`` before no choice."""

    def visit_Give(self, act: nodes.Give, scope: Scope) -> None:
        self._nothing(act, act.count, act.optional, "give")

    def visit_SwapUp(self, act: nodes.SwapUp, scope: Scope) -> None:
        self._nothing(act, act.count, act.optional, "swap")

    def _nothing(self, act: nodes.Action, count: nodes.Expr, optional: bool,
                 verb: str) -> None:
        if optional and fold(count) == 0:
            self.report("LP943", count, f"'may {verb} up to 0' is a choice of no cards: the "
                        "statement never does anything",
                        f"let the player choose from 1 card: 'may {verb} 1 ...', or 'may "
                        f"{verb} up to 2 ...'")

    def visit_Unknown(self, act: nodes.Unknown, scope: Scope) -> None:
        reading = unknown_reading(act)
        if reading is None or reading[0] != "LP944":
            return
        words = unknown_words(act)
        verb = words[1] if len(words) > 1 else ""
        self.report("LP944", act, f"'may {verb}': only a choice of cards can be declined "
                    f"(may {', may '.join(CHOOSING)}); there are no cards to choose here",
                    "say when it happens with a condition instead: 'after clear when ...:' "
                    "and the action without 'may'")
