"""Roles pinned to one person by their conditions (LP305-LP307; R-CUSTOM-4).

A role is legal because it changes with play; under some conditions it cannot. The
dealer of rounds 1, 5, 9 at four players is one person all session (LP305), the
leader of the session's first round is the first dealer (LP305), and the last
winner while the rule is in its first round is the rule's creator (LP306), and so is
the leader while a clock of the rule's own life is bounded (``rule.fired is 0``, a count
of its own rounds) or on the leader's turns of its first round (turns 1, 5, 9 at four
players: LP307). A role that only speaks singles nobody out, and neither do seats beside
the dealer that the rule's branches share one action out between evenly over the evening
(odd rounds the player left of the dealer draws, even rounds the player right:
:mod:`..evenseats`). The reasoning is :mod:`lopti_rules.language.analysis.binding`; this
family reports it, naming the concrete table in the message.
"""

from __future__ import annotations

from ...catalogue import vocabulary
from ...tree import nodes
from .. import binding, evenseats, roundguard, standins
from . import teamseats
from .base import Check, Scope

_HINTS = {
    "LP305": "a role must change with play: drop the round condition, or use a role such "
             "as 'acting player' or 'player with the most cards'",
    "LP306": "start from the rule's second round ('rule.rounds is at least 2'), or use a "
             "role that changes with play such as 'acting player'",
    "LP307": "drop the bound on the rule's own clock, or name a role that changes with "
             "play such as 'player with the fewest cards'",
}


class Proxies(Check):
    """LP305-LP307: a role that its hook's conditions pin to one seat or person."""

    _rule: nodes.Rule | None = None
    _pins: list[tuple[nodes.Hook, binding.Binding, binding.Pin]] = []
    _shared: frozenset[int] = frozenset()
    _teams: list[tuple[binding.Binding, str]] = []

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        if not scope.known_event:
            return
        rule = scope.rule
        if self._rule is not rule:  # the rule's pins, once a rule: its hooks are read together
            self._rule, self._pins = rule, _pinned(rule)
            self._shared = evenseats.evened(rule, self._pins)
            pinned = {id(found.role) for _h, found, _p in self._pins}
            self._teams = [t for t in teamseats.split(rule) if id(t[0].role) not in pinned]
        for at, found, pin in self._pins:
            if at is hook and id(found.role) not in self._shared:
                self.report_pin(found, pin)
        for found, witness in self._teams:  # seats that pay while others never (a team)
            if any(n is found.role for n in hook.walk()):
                who = f"the {said(found.role)}"
                self.report_pin(found, binding.Pin(teamseats.CODE, who, witness))

    def report_pin(self, found: binding.Binding, pinned: binding.Pin) -> None:
        """One pinned role, with the table that shows it."""
        role = found.role
        phrase = said(role)
        what = "one fixed seat" if pinned.code == "LP305" else "the rule's creator"
        # a step that counts back to the leader (tieseats, roundguard.tie_break_pin) is
        # the creator, not a seat beside them
        tied = pinned.who.startswith(roundguard.TIE_LEADER)
        beside = not tied and (
            role.of is not None or role.kind in ("next", "previous", "every_other"))
        if pinned.code == "LP307":
            what = ("beside the rule's creator" if beside else "the rule's creator") + \
                ", by the rule's own clock or turns"
        if role.of is not None and pinned.code == "LP306" and not tied:
            what = "beside the rule's creator, one fixed person"
        if role.kind == "every_other" and pinned.code in ("LP306", "LP307"):
            what = "everyone but the rule's creator"
        if pinned.who != f"the {phrase}":
            what = f"{pinned.who}, {what}"
        message = f"'{phrase}' here is {what}: {pinned.witness}"
        if found.shrinks:
            message += ("; what it does shrinks as the rule grows older, so the part its "
                        "first round does beyond its later rounds is done there only "
                        "(R-CUSTOM-3)")
        self.report(pinned.code, role, message, _HINTS[pinned.code])


def _pinned(rule: nodes.Rule) -> list[tuple[nodes.Hook, binding.Binding, binding.Pin]]:
    """Every role of ``rule`` that acts (speech costs nobody anything: 'dealer says "Good
    luck!"') and that its conditions pin, with its hook and pin."""
    clocks = binding.life_clocks(rule)
    out = []
    for hook in rule.hooks:
        seen: set[int] = set()  # a role pinned as written needs no second reading
        for found in standins.rule_bindings(rule, hook, surplus=True):
            if not found.affects or id(found.role) in seen:
                continue
            pinned = roundguard.pin(found, hook.event, clocks, hook.timing)
            if pinned is not None:
                seen.add(id(found.role))
                out.append((hook, found, pinned))
    return out


def said(role: nodes.Role) -> str:
    """The role as written: ``player left of the dealer`` for a relative one (issue 14)."""
    if role.of is not None and role.kind in vocabulary.RELATIVE_ROLES:
        base = said(role.of)
        if not base.startswith(("the ", "every ")):
            base = f"the {base}"
        return f"{vocabulary.RELATIVE_ROLES[role.kind][0]} {base}"
    if role.kind == "placed":
        place = role.value if isinstance(role.value, int) else 1
        return f"the player placed {place} last round"
    if role.kind == "most_last":  # its value is the tally's word, not a name
        return f"the {vocabulary.ROLES[role.kind].phrase}"
    return (f"the {role.value}" if isinstance(role.value, str) and role.value
            else vocabulary.ROLES[role.kind].phrase)
