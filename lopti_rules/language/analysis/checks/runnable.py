"""Hygiene: lint clean means it runs (LP908, LP909, LP911-LP921; R-CUSTOM-1, -3 and -4).

Whatever the compiler refuses, or the sandbox would stop every time the statement runs,
is reported here with the limits and static lower bounds of limits.py: LP908 a Roshambo
result before any Roshambo, LP909 ``that player`` outside ``for each``, LP911 a text,
LP912 a repeat, LP914 a card count, LP915 a number, LP916 an effect list, LP918 a
nesting, LP919 a rule's length and LP920 a list of options over its limit, LP921 a
hook whose cost may pass a call's fuel (an upper bound worked out on the generated
code; reach.py: a repeat, a card count or an effect list that may pass its limit is
LP912, LP914 or LP916 too), LP913 a
Roshambo result read while the hook runs, LP917 a Roshambo of a player with themselves.
"""

from __future__ import annotations

from ...catalogue import vocabulary
from ...tree import nodes
from .. import limits, reach
from .base import ROSHAMBO_ROLES, Check, Scope, event_span, name_span, role_info


class Runnable(Check):
    """LP908, LP909, LP911-LP921: what the compiler or the sandbox would refuse."""

    # ------------------------------------------------------------ rules and hooks
    def visit_Rule(self, rule: nodes.Rule) -> None:
        measured = [limits.measure(hook) for hook in rule.hooks]
        deep = False
        for hook, (depth, _, _) in zip(rule.hooks, measured, strict=True):
            found = limits.nesting_finding(rule, hook, depth)
            if found is not None:
                self.report(found[0], event_span(hook), found[2], found[3])
                deep = True
        big = limits.size_finding(rule, measured)
        if big is not None and not deep:  # a too deep hook says enough
            self.report(big[0], name_span(rule), big[2], big[3])

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        found = limits.budget(hook.body, scope.numbers)
        self.report_finding(found)
        if found is not None and found[0] == "LP912":
            return  # always out of fuel: the upper bound has nothing to add
        bound = (limits.hook_bounds(scope.rule, hook, scope.numbers)
                 if limits.loops(hook) else None)
        costly = limits.cost_finding(scope.rule, hook, scope.numbers, bound)
        self.report_finding(costly)
        # one finding says enough: LP916 whenever it runs, LP921, a repeat over its limit
        if found is None and costly is None and not reach.repeats_over(hook, scope.numbers):
            self.report_finding(reach.effects_finding(scope.rule, hook, scope.numbers,
                                                          bound))

    # ------------------------------------------------------------ statements
    def visit_Repeat(self, stmt: nodes.Repeat, scope: Scope) -> None:
        self.report_finding(limits.repeat_finding(stmt, scope.numbers))
        self.report_finding(reach.repeat_finding(stmt, scope.numbers, _guards(scope)))

    def visit_Draw(self, act: nodes.Draw, scope: Scope) -> None:
        self.report_finding(limits.card_count_finding(act.count, "draw", scope.numbers))
        self.report_finding(reach.card_count_finding(act.count, "draw", scope.numbers,
                                                       _guards(scope)))

    def visit_Give(self, act: nodes.Give, scope: Scope) -> None:
        self.report_finding(limits.card_count_finding(act.count, "give", scope.numbers))
        self.report_finding(reach.card_count_finding(act.count, "give", scope.numbers,
                                                       _guards(scope)))
        if act.to is None and act.giver.kind in ROSHAMBO_ROLES and scope.roshambo_seen:
            self.report("LP913", act.giver, f"'{role_info(act.giver).phrase}' has no seat yet, "
                        f"so there is no '{act.side}' of it while the hook runs",
                        "give to a role instead: 'gives 1 card to next player'")

    def visit_Take(self, act: nodes.Take, scope: Scope) -> None:
        self.report_finding(limits.card_count_finding(act.count, "take", scope.numbers))
        self.report_finding(reach.card_count_finding(act.count, "take", scope.numbers,
                                                       _guards(scope)))

    def visit_SwapUp(self, act: nodes.SwapUp, scope: Scope) -> None:
        self.report_finding(limits.card_count_finding(act.count, "swap", scope.numbers))
        self.report_finding(reach.card_count_finding(act.count, "swap", scope.numbers,
                                                       _guards(scope)))

    def visit_Restrict(self, act: nodes.Restrict, scope: Scope) -> None:
        if act.count is not None:
            self.report_finding(limits.play_size_finding(act.count, scope.numbers))
        self.report_finding(limits.ranks_finding(act))

    def visit_Say(self, act: nodes.Say, scope: Scope) -> None:
        self.report_finding(limits.text_finding(act))

    def visit_Roshambo(self, act: nodes.Roshambo, scope: Scope) -> None:
        for role in (act.first, act.second):
            if role.kind in ROSHAMBO_ROLES and scope.roshambo_seen:
                self.report("LP913", role, f"'{role_info(role).phrase}' is known only after "
                            "the hook returns, so it cannot play a new Roshambo now",
                            "let a role play: 'acting player plays roshambo with next player'")
                return
        a, b = act.first, act.second
        if a.kind == b.kind and a.of == b.of and a.kind in vocabulary.ROLES and \
                not role_info(a).plural and a.kind not in ROSHAMBO_ROLES:
            self.report("LP917", act, f"'{role_info(a).phrase}' would play Roshambo with "
                        "themselves", "name two different roles: 'acting player plays "
                        "roshambo with next player'")

    # ------------------------------------------------------------ players and values
    def visit_Role(self, role: nodes.Role, scope: Scope) -> None:
        kind = role.kind
        if kind in ROSHAMBO_ROLES:
            phrase = role_info(role).phrase
            if not scope.roshambo_seen:
                self.report("LP908", role, f"'{phrase}' before any Roshambo in this hook",
                            "start one first: 'acting player plays roshambo with next player'")
            elif scope.reading:
                self.report("LP913", role, f"'{phrase}' is known only after the hook returns, "
                            "so a condition or count cannot read it",
                            f"name the result only as the target of an action: '{phrase} "
                            "draws 1 card'")
        elif kind == "that" and not scope.loops:
            self.report("LP909", role, "'that player' outside 'for each'",
                        "wrap the statement in 'for each player:' or name a role")

    def visit_Number(self, e: nodes.Number, scope: Scope) -> None:
        bound = limits.over_limit(e.value, "integer")
        if bound is not None:
            self.report("LP915", e, f"{e.value} is beyond the largest number a rule may use "
                        f"({bound:,})", "use a smaller number")

    def visit_OneOf(self, e: nodes.OneOf, scope: Scope) -> None:
        self.report_finding(limits.options_finding(e))

    def visit_Arith(self, e: nodes.Arith, scope: Scope) -> None:
        self.report_finding(limits.arith_finding(e, scope.numbers))


def _guards(scope: Scope) -> list[nodes.Expr]:
    """The conditions a statement of ``scope`` runs under: the hook's and the ifs'."""
    cond = scope.hook.condition
    return ([cond] if cond is not None else []) + list(scope.conditions)
