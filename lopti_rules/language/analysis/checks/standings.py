"""Last round's standings and who deals or leads (LP940-LP942, LP945; R-SETUP-1, -2, -4).

``last round's last place``, ``the player placed N last round`` and ``the player with the
most pickups last round`` are results of play, like the dealer: legal roles
(R-CUSTOM-4), no one in a session's first round. This
family reports what would keep such a rule from doing what the table means: choosing
the dealer or the leader anywhere but before the deal (LP940), a standings role in a
hook that runs only in a session's first round, where there is no last round (LP941),
a place no table has (LP942) and a tally of the last round nobody keeps (LP945). A role
pinned to the rule's creator (``the player placed 1 last round`` while ``rule.rounds is
1``) is LP306, in :mod:`.proxies`.
"""

from __future__ import annotations

from ...catalogue import vocabulary
from ...catalogue.vocabulary import MAX_PLACES  # not pyexpr's: the linter does not load the sandbox
from ...tree import nodes
from .. import binding
from .base import Check, Scope

#: The roles read off last round's standings.
STANDINGS_ROLES = frozenset({"placed", "last_place", "last_winner", "most_last"})


def standings_phrase(role: nodes.Role) -> str:
    """How a standings role is written, for messages."""
    if role.kind == "placed":
        return f"the player placed {role.value} last round"
    if role.kind == "last_winner":
        return "last winner"
    if role.kind == "most_last":
        return f"the player with the most {role.value} last round"
    return "last round's last place"


class Standings(Check):
    """LP940: a seat chosen after the deal; LP941: no last round; LP942: no such place;
    LP945: no such tally of the last round."""

    def visit_Choose(self, act: nodes.Choose, scope: Scope) -> None:
        hook = scope.hook
        if (hook.timing, hook.event) != ("before", "deal"):
            verb = "deals" if act.what == "dealer" else "leads"
            self.report("LP940", act, f"'{verb}' in the '{hook.timing} {hook.event}' hook: "
                        f"the {act.what} is chosen only before the cards are dealt "
                        "(R-SETUP-2)", "move it to a 'before deal' hook")

    def visit_Role(self, role: nodes.Role, scope: Scope) -> None:
        if role.kind == "placed" and not (isinstance(role.value, int)
                                          and 1 <= role.value <= MAX_PLACES):
            self.report("LP942", role, f"place {role.value} is no one's: places run from 1 "
                        f"(the winner) to {MAX_PLACES} (R-SETUP-1)",
                        "say 'last round's last place' for whoever finished last")
        if role.kind == "most_last" and role.value not in vocabulary.LAST_TALLIES:
            known = ", ".join(f"'{t}'" for t in vocabulary.LAST_TALLIES)
            self.report("LP945", role, f"'the player with the most {role.value} last round':"
                        f" the game keeps no count of {role.value} per player from one round "
                        f"to the next (it keeps {known})",
                        "say 'the player with the most pickups last round', or "
                        "'the player with the most cards' for the cards held now")

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        if not scope.known_event:
            return
        for found in binding.bindings(hook):
            role = found.role
            if role.kind not in ("placed", "last_place", "most_last") or \
                    not first_round_only(found.facts):
                continue
            self.report("LP941", role, f"'{standings_phrase(role)}' is no one here: the "
                        "conditions hold only in the session's first round, which has no "
                        "last round (R-SETUP-4)",
                        "drop the round condition, or start from round 2 "
                        "('round.number is at least 2')")


def first_round_only(facts: tuple[nodes.Expr, ...]) -> bool:
    """Whether ``facts`` can hold only in a session's first round (``round.number is 1``)."""
    found = binding.rounds(facts)
    if found is None or binding.ROUND not in {(n.namespace, n.name) for f in facts
                                              for n in f.walk()
                                              if isinstance(n, nodes.Attribute)}:
        return False
    return bool(found.by_case) and all(r == 1 for pairs in found.by_case.values()
                                       for r, _a in pairs)
