"""Blocks a base event (LP201-LP204; R-CUSTOM-2, R-CLEAR-3).

LP201 blocking wording (``instead``, ``cancel``, ``prevent`` ...); LP202 and LP203 an
action whose effects its hook's event protects (permissions.py: what each event's
before- and after-hooks may do; the table's LP501 rows, cards to a finished player,
are reported here too); LP204 ``skip the <event>``.
"""

from __future__ import annotations

from ....engine import EVENT_NAMES
from ...catalogue import permissions, vocabulary
from ...tree import nodes
from .base import Check, Scope, may_be_acting, role_info, unknown_reading

#: The policy's name for each action (``permissions.ACTION_EFFECTS``: what it does); a take
#: from the pile is ``take_pile``.
ACTION_KEYS: dict[type, str] = {
    nodes.Draw: "draw", nodes.Give: "give", nodes.Take: "take", nodes.Pickup: "pickup",
    nodes.ClearPile: "clear", nodes.Skip: "skip", nodes.Reverse: "reverse",
    nodes.Restrict: "restrict", nodes.Reveal: "reveal", nodes.Say: "say",
    nodes.Roshambo: "roshambo", nodes.Choose: "choose", nodes.CountChange: "count",
    nodes.SwapUp: "swap",
}


#: Face-up cards each player is dealt (R-SETUP-2)
FACE_UP_DEALT = 3


class Blocks(Check):
    """LP201-LP204: custom rules add actions before or after an event, never instead."""

    def action(self, act: nodes.Action, scope: Scope) -> None:
        if act.instead:
            self.report("LP201", act, "'instead' replaces what the base game does",
                        "custom rules add actions before or after an event; drop 'instead'")
        if not scope.known_event:
            return
        hook = scope.hook
        for effect in action_effects(act, scope):
            verdict = permissions.forbidden(hook.event, hook.timing, effect)
            if verdict is not None:
                code, reason = verdict
                self.report(code, act, f"in the '{hook.timing} {hook.event}' hook this "
                            f"{permissions.EFFECTS[effect]}: {reason}",
                            "move it to an 'after' hook or aim it at another player"
                            if hook.timing == "before" else
                            "aim it at another player or drop it")
                return

    def visit_SwapUp(self, act: nodes.SwapUp, scope: Scope) -> None:
        """LP202 for the swap undone at once: right after the swap (R-SETUP-3) a swap of
        all three face-up cards, not the player's choice (no ``may``), sends the card the
        player chose to lay face up back to the draw pile (session 37, redteam-mech37
        ``swap-undone-after-swap``). One card, or ``may``, keeps the choice: the player
        picks which card goes (``fair-second-swap-optional``)."""
        if not scope.known_event or act.optional or \
                (scope.hook.event, scope.hook.timing) != ("swap", "after") or \
                not may_be_acting(act.who, scope):
            return
        count = act.count
        if isinstance(count, nodes.Number) and count.value >= FACE_UP_DEALT:
            self.report("LP202", act,
                        "right after the swap every face-up card goes back to the draw "
                        "pile: the card the player chose to lay face up is gone at once, so "
                        "the swap's effect is undone (R-SETUP-3, R-CUSTOM-2)",
                        "let the player choose ('may swap 1 face-up card'), or swap fewer "
                        "cards than all of them")

    def visit_SkipEvent(self, act: nodes.SkipEvent, scope: Scope) -> None:
        name = act.event
        if name in EVENT_NAMES and name not in vocabulary.VOTE_WORDS and \
                name not in vocabulary.FORBIDDEN_EVENTS:
            self.report("LP204", act, f"'skip the {name}' prevents a base event",
                        "skip a player instead: 'skip next player'")

    def visit_Unknown(self, act: nodes.Unknown, scope: Scope) -> None:
        reading = unknown_reading(act)
        if reading is not None and reading[0] == "LP201":
            self.report("LP201", act, f"'{reading[1]}' would prevent or replace a base event",
                        "custom rules may only add actions before or after an event")


def action_effects(act: nodes.Action, scope: Scope) -> list[str]:
    """What ``act`` does, by the policy's effect names, with what it does to the event's
    own player where its target may be them."""
    key = ACTION_KEYS.get(type(act))
    if isinstance(act, nodes.Take) and act.source == "pile":
        key = "take_pile"
    effects = list(permissions.ACTION_EFFECTS[key]) if key is not None else []
    if isinstance(act, nodes.Draw | nodes.Take | nodes.Pickup):
        if may_be_acting(act.who, scope):
            effects.append("cards_to_acting")
    elif isinstance(act, nodes.Give):
        if may_be_acting(act.giver, scope):
            effects.append("cards_from_acting")
        if act.to is not None:
            if may_be_acting(act.to, scope):
                effects.append("cards_to_acting")
        elif act.giver.kind != "acting" or role_info(act.giver).plural:
            # The neighbour still in beside anyone but the acting player may be them.
            effects.append("cards_to_acting")
    elif isinstance(act, nodes.Skip) and may_be_acting(act.who, scope):
        effects.append("skip_acting")
    elif isinstance(act, nodes.SwapUp) and may_be_acting(act.who, scope):
        effects.append("face_up_acting")
    return effects
