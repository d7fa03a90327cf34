"""More zones (LP937; R-FACE-1, R-FACE-2): a swap of face-up cards that can never happen.

``<player> swaps N face-up cards with the top of the draw pile`` (issue 14) swaps only
face-up cards the player has. Some events say the event's own player has none left:
after a ``take_up`` they are in the hand (R-FACE-1), around a ``flip`` the player is on
their face-down cards, so their face-up cards are gone (R-FACE-2), and around ``out``
and ``win`` the player has no cards at all (R-WIN-4). A swap aimed there never happens.
"""

from __future__ import annotations

from ...tree import nodes
from .base import Check, Scope

#: (event, timing) at which the event's own player holds no face-up cards, and why.
NO_FACE_UP: dict[tuple[str, str], str] = {
    ("take_up", "after"): "has just taken their face-up cards into the hand (R-FACE-1)",
    ("flip", "before"): "plays face-down cards only once the face-up cards are gone (R-FACE-2)",
    ("flip", "after"): "plays face-down cards only once the face-up cards are gone (R-FACE-2)",
    ("out", "before"): "has no cards left (R-WIN-4)",
    ("out", "after"): "has no cards left (R-WIN-4)",
    ("win", "before"): "has no cards left (R-WIN-4)",
    ("win", "after"): "has no cards left (R-WIN-4)",
}


class Zones(Check):
    """LP937: a swap of the event's own player's face-up cards where they have none."""

    def visit_SwapUp(self, act: nodes.SwapUp, scope: Scope) -> None:
        if not scope.known_event or act.who.kind != "acting":
            return
        why = NO_FACE_UP.get((scope.hook.event, scope.hook.timing))
        if why is not None:
            self.report("LP937", act, f"in the '{scope.hook.timing} {scope.hook.event}' hook "
                        f"the event's player {why}: the swap never happens",
                        "aim it at another player or hook another event")
