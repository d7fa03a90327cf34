"""Blocks a base event (LP201-LP204; R-CUSTOM-2, R-CLEAR-3).

LP201 blocking wording (``instead``, ``cancel``, ``prevent`` ...); LP202 and LP203 an
action whose effects its hook's event protects (permissions.py: what each event's
before- and after-hooks may do; the table's LP501 rows, cards to a finished player,
are reported here too); LP204 ``skip the <event>``.
"""

from __future__ import annotations

from collections.abc import Iterator

from ....engine import EVENT_NAMES
from ...catalogue import permissions, vocabulary
from ...tree import nodes
from .base import Check, Scope, may_be_acting, role_info, unknown_reading
from .outcomes import bonus_paid_back

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
#: Events no swap (R-SETUP-3) comes before: the deal, and the round's end (nothing is
#: played after it)
SWAPS_NOT_YET = frozenset({"deal", "round_end"})
#: Events whose own player holds no face-up cards: they took them up (R-FACE-1: the
#: take-up, a blind play) or they are out (R-WIN-4)
FACE_UP_GONE = frozenset({"take_up", "flip", "out", "win"})


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
        """LP202 for the swap undone: a swap of all three face-up cards, not the player's
        choice (no ``may``), sends the card the player chose to lay face up (R-SETUP-3) back
        to the draw pile. Right after the swap (session 37, redteam-mech37
        ``swap-undone-after-swap``), or later in the round (session 38, redteam-mech38
        ``swap-undone-*``): face-up cards never change before the take-up (R-FACE-1) but by
        such a swap, so whenever it reaches a player who still has them, at a turn, a play,
        a draw, a turn's end or any other event after the swaps, the chosen card is gone
        before it is played. One card, or ``may``, keeps the choice: the player picks which
        card goes (``fair-second-swap-optional``); at the deal nobody has swapped yet."""
        if not scope.known_event or act.optional:
            return
        count = act.count
        if not isinstance(count, nodes.Number) or count.value < FACE_UP_DEALT:
            return
        event, timing = scope.hook.event, scope.hook.timing
        if (event, timing) == ("swap", "after"):
            if may_be_acting(act.who, scope):
                self.report("LP202", act,
                            "right after the swap every face-up card goes back to the draw "
                            "pile: the card the player chose to lay face up is gone at once, "
                            "so the swap's effect is undone (R-SETUP-3, R-CUSTOM-2)",
                            "let the player choose ('may swap 1 face-up card'), or swap "
                            "fewer cards than all of them")
            return
        if event in SWAPS_NOT_YET or act.who.kind in ("out", "named", "creator", "seat"):
            return
        if event in FACE_UP_GONE and not role_info(act.who).plural and \
                act.who.kind == "acting":
            return  # the acting player's face-up cards are taken up or they are out
        self.report("LP202", act,
                    f"every face-up card goes back to the draw pile ({timing} {event}), "
                    "later in the round than the swap: face-up cards change only at the "
                    "take-up, so the card a player chose to lay face up in the swap is "
                    "gone before it is played, and the swap's effect is undone "
                    "(R-SETUP-3, R-CUSTOM-2)",
                    "let the player choose ('may swap 1 face-up card'), or swap fewer "
                    "cards than all of them")

    def visit_Give(self, act: nodes.Give, scope: Scope) -> None:
        """LP202 for cards handed on: after a pickup, a take-up or a draw, the event's own
        player gives away as many cards as the event brought them (``gives pickup.count
        cards``; or, when the turn ends, a count the rule set to it: ``set "took" to
        pickup.count``), so the event leaves them nothing: the pickup the pile or a 3's
        obligation forces (R-TURN-2, R-SPECIAL-3), the take-up (R-FACE-1), the draw
        (R-DRAW-1) taken back in effect and its weight moved onto another seat (session
        38, redteam-mech38 ``obligation-handed-back``, ``pickup-passed-on-later``,
        ``take-up-handed-on``). One card, or a fixed few, is a gift the event still
        outweighs (``fair-obligation-one-back``, ``fair-big-pickup-give-two``)."""
        if not scope.known_event or scope.hook.timing != "after" or \
                not may_be_acting(act.giver, scope):
            return
        event = _handed_on(act.count, scope)
        if event is None:
            return
        self.report("LP202", act,
                    HANDED[event].format(at=f"{scope.hook.timing} {scope.hook.event}"),
                    "give a fixed card or two ('may give 1 card'), or drop the give")

    def visit_Draw(self, act: nodes.Draw, scope: Scope) -> None:
        self.bonus_refunded(act, act.who, act.count, scope)

    def visit_Take(self, act: nodes.Take, scope: Scope) -> None:
        if act.source == "cleared":  # from the pile: the play itself, LP205 (chains.py)
            self.bonus_refunded(act, act.who, act.count, scope)

    def bonus_refunded(self, act: nodes.Action, who: nodes.Role, amount: nodes.Expr,
                       scope: Scope) -> None:
        """LP203 for a bonus play paid back: right after a bonus play (``after play when
        play.bonus``) its player draws, or takes from the cleared cards, as many cards as
        the play had (``play.count``): the bonus play (R-CLEAR-1) sheds nothing, the
        clear's reward taken back at once (R-CLEAR-3; and bonus plays never draw,
        R-DRAW-2) (session 38, redteam-mech38 ``bonus-paid-by-draw``,
        ``bonus-paid-from-cleared``). A card for the next player there keeps it
        (``fair-bonus-next-draws``)."""
        hook = scope.hook
        if not scope.known_event or (hook.event, hook.timing) != ("play", "after") or \
                not may_be_acting(who, scope) or not _measures(amount, "play") or not any(
                    _bonus_only(c) for c in (hook.condition, *scope.conditions)
                    if c is not None):
            return
        bonus_paid_back(self, act)

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


#: Events that bring their own player cards, and the rules they keep: a give of as many
#: cards as they brought hands them on (``Blocks.visit_Give``)
HANDED: dict[str, str] = {
    "pickup": "the picked-up cards are handed on ({at}): the picker gives away as many cards "
              "as the pickup brought, so the pickup leaves them nothing and its effect is "
              "undone (R-TURN-2, R-SPECIAL-3, R-CUSTOM-2)",
    "take_up": "the taken-up cards are handed on ({at}): the player gives away as many cards "
               "as the take-up brought, so it leaves them no hand and its effect is undone "
               "(R-FACE-1, R-CUSTOM-2)",
    "draw": "the drawn cards are handed on ({at}): the drawer gives away as many cards as "
            "the draw brought, so the draw never tops the hand up and its effect is undone "
            "(R-DRAW-1, R-CUSTOM-2)",
}


def _measures(expr: nodes.Expr, event: str) -> bool:
    """Whether ``expr`` is at least ``<event>.count``: that attribute, plus anything."""
    if isinstance(expr, nodes.Attribute):
        return expr.namespace == event and expr.name == "count"
    if isinstance(expr, nodes.Arith):
        return _measures(expr.left, event) or (expr.op == "+" and
                                               _measures(expr.right, event))
    return False


def _bonus_only(cond: nodes.Expr) -> bool:
    """Whether ``cond`` holds only for a bonus play (``play.bonus``, ``play.bonus is
    true``), read through ``and``."""
    if isinstance(cond, nodes.BoolOp):
        return cond.op == "and" and any(_bonus_only(o) for o in cond.operands)
    if isinstance(cond, nodes.Attribute):
        return (cond.namespace, cond.name) == ("play", "bonus")
    if isinstance(cond, nodes.Compare) and cond.op in ("==", "!="):
        sides = (cond.left, cond.right)
        flag = [e for e in sides if isinstance(e, nodes.Bool)]
        return any(isinstance(e, nodes.Attribute) and (e.namespace, e.name) == (
            "play", "bonus") for e in sides) and len(flag) == 1 and \
            flag[0].value == (cond.op == "==")
    return False


def _sets(body: tuple[nodes.Stmt, ...], name: str) -> Iterator[nodes.CountChange]:
    """Every change of the count ``name`` in ``body``, its blocks included."""
    for stmt in body:
        if isinstance(stmt, nodes.CountChange) and stmt.name == name:
            yield stmt
        elif isinstance(stmt, nodes.If):
            yield from _sets(stmt.then, name)
            yield from _sets(stmt.orelse, name)
        elif isinstance(stmt, nodes.Repeat | nodes.ForEach | nodes.Loop):
            yield from _sets(stmt.body, name)


def _handed_on(amount: nodes.Expr, scope: Scope) -> str | None:
    """The event (pickup, take-up, draw) whose cards a give of ``amount`` in ``scope``
    hands back on: ``<event>.count`` in that event's after-hook, or, when the turn ends,
    a count of the rule's whose every change that is not back to 0 sets it to
    ``<event>.count`` in that event's after-hook (the same player's turn)."""
    event = scope.hook.event
    if event in HANDED:
        return event if _measures(amount, event) else None
    if event != "turn_end" or not isinstance(amount, nodes.CountRef):
        return None
    found: set[str] = set()
    for hook in scope.rule.hooks:
        for change in _sets(hook.body, amount.name):
            if change.kind == "reset" or (change.kind == "set" and isinstance(
                    change.amount, nodes.Number) and change.amount.value == 0):
                continue
            if change.kind != "set" or change.amount is None or hook.timing != "after" or \
                    hook.event not in HANDED or not _measures(change.amount, hook.event):
                return None
            found.add(hook.event)
    return found.pop() if len(found) == 1 else None


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
