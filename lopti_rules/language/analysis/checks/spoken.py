"""Values in spoken text (LP713-LP715; R-CUSTOM-4, R-CUSTOM-1): the ``{...}`` of a say/do text.

``says "{play.count} cards!"`` says a number the rule reads; a value may be a number, a
rank or a word (``{clear.cause}``), never who someone is (LP713: players are named only
through roles, R-CUSTOM-4, and a text that says a role's player names a person). A
placeholder that is not a value (an unclosed brace, an empty one) is LP714 at its
column; more than :data:`~lopti_rules.language.tree.placeholders.MAX_VALUES` in one text is
LP715. The types family has typed each value already (it runs first).
"""

from __future__ import annotations

from ...tree import nodes, placeholders
from .base import Check, Scope

#: The types a spoken value may have (``unknown``: another family already reported it).
SAYABLE = frozenset({"number", "rank", "word", "truth", "unknown"})
#: what a value that cannot be spoken is, in LP713's message (report/wordings.py
#: translates each wording)
WHO = {"player": "a player", "players": "a set of players", "text": "a text"}


class Spoken(Check):
    """LP713-LP715: the values a say/do text speaks."""

    def visit_Say(self, act: nodes.Say, scope: Scope) -> None:
        if len(act.values) > placeholders.MAX_VALUES:
            self.report("LP715", act.values[placeholders.MAX_VALUES],
                        f"a text may speak at most {placeholders.MAX_VALUES} values, this one "
                        f"has {len(act.values)}", "say fewer things at once, or split the text")
        for value in act.values:
            if isinstance(value, nodes.BadValue):
                self.report("LP714", value, value.problem,
                            "placeholders look like '{play.count}'; '{{' writes a brace")
            elif isinstance(value, nodes.Word | nodes.Text | nodes.Bool | nodes.Number
                            | nodes.RankLit):
                self.report("LP714", value, "a word or constant between braces is not a "
                            "value the rule reads: write it as text, outside the braces",
                            "placeholders look like '{play.count}'; '{{' writes a brace")
            elif value.static_type not in SAYABLE:
                who = WHO.get(value.static_type or "", f"a {value.static_type}")
                self.report("LP713", value, f"a spoken value says who someone is ({who}): "
                            "players are named only by their role's actions, never spoken "
                            "as a value",
                            "say a number instead: '{hand of next player}' or "
                            "'{play.count}'")
