"""Targets a person (LP301-LP304; R-CUSTOM-4): players are reached only through roles.

LP301 the rule's creator (``creator``, ``I``/``me`` as a subject), LP302 a fixed seat
(``player 3``, ``seat two``, ``the second seat``, ``the player in seat 3``, a
seat-number attribute), LP303 a name (``"Anna"`` or ``player Anna`` as a player, quoted
text in a comparison, ``name of acting player``, ``acting player's name``, a ``starts
with`` test), LP304 a personal trait (``oldest player``, ``player with the longest
hair``, ``acting player.age``). The natural wordings are parsed on purpose
(grammar/lopti.lark) so that they reach these codes instead of a syntax error; roles
that their conditions pin to one person are checks/proxies.py (LP305, LP306).
"""

from __future__ import annotations

from ...catalogue import vocabulary
from ...tree import nodes
from .base import Check, Scope, names_person, readable_attributes, unknown_reading


class Person(Check):
    """LP301-LP304: a disguised person instead of a role of the game."""

    def visit_Role(self, role: nodes.Role, scope: Scope) -> None:
        kind = role.kind
        if kind == "creator":
            self.report("LP301", role, "the rule's creator is one fixed person",
                        "use a game role, e.g. 'player with the fewest cards'")
        elif kind == "seat":
            self.report("LP302", role, f"'{role.value}' is a fixed seat, a disguised person",
                        "use a role relative to the event: next player, previous player ...")
        elif kind == "named":
            self.report("LP303", role, f"'\"{role.value}\"' names a person",
                        "players are named only by their role: acting player, next player ...")
        elif kind == "described" and str(role.value).lower() in vocabulary.SEAT_WORDS:
            self.report("LP302", role, f"'{role.value} player' is a fixed seat, a disguised "
                        "person", "use a role relative to the event: next player, previous "
                        "player ...")
        elif kind == "described" and str(role.value).lower() in vocabulary.TRAIT_WORDS:
            self.report("LP304", role, f"'{role.value} player' picks a player by a personal "
                        "trait", "use a changing game condition, e.g. 'player with the most "
                        "cards'")
        elif kind == "with" and names_person(role):
            self.report("LP304", role, f"'player with the {role.value}' picks a player by a "
                        "personal trait", "use a changing game condition, e.g. 'player with "
                        "the most cards'")

    def visit_Unknown(self, act: nodes.Unknown, scope: Scope) -> None:
        reading = unknown_reading(act)
        if reading is None:
            return
        code, word = reading
        if code == "LP301":
            self.report("LP301", act, f"'{word}' means the rule's creator, one fixed "
                        "person", "use a game role, e.g. 'player with the fewest cards'")
        elif code == "LP302":
            self.report("LP302", act, f"'the {word}' is the session's {word}: one fixed "
                        "seat all session (R-SETUP-4)", "use this round's role: 'dealer', "
                        "'acting player' in a deal hook")
        elif code == "LP304":
            self.report("LP304", act, f"'{word}' picks a player by a personal trait",
                        "use a changing game condition, e.g. 'player with the most cards'")

    def visit_Attribute(self, a: nodes.Attribute, scope: Scope) -> None:
        attrs = readable_attributes(a.namespace, scope)
        if attrs is None:
            return
        info = attrs.get(a.name)
        if info is None and a.name.lower() in vocabulary.TRAIT_WORDS:
            self.report("LP304", a, f"'{a.namespace}.{a.name}' is a personal trait",
                        "rules read game state only")
        elif info is not None and info.type == "seat":
            self.report("LP302", a, f"'{a.namespace}.{a.name}' is a seat number, a disguised "
                        "person", "use a role: 'acting player', 'next player' ...")

    def measure_name(self, m: nodes.Measure, scope: Scope) -> None:
        if m.measure.lower() in vocabulary.NAME_WORDS:
            self.report("LP303", m, f"'{m.measure}' reads a person's name",
                        "players are named only by their role; rules read card counts: "
                        "hand, face-up, face-down, cards")
        elif m.measure not in vocabulary.MEASURES and \
                m.measure.lower() in vocabulary.TRAIT_WORDS:
            self.report("LP304", m, f"'{m.measure}' is a personal trait",
                        "rules may read only card counts: hand, face-up, face-down, cards")

    def visit_TextTest(self, e: nodes.TextTest, scope: Scope) -> None:
        if isinstance(e.item, nodes.Measure) and e.item.measure.lower() in vocabulary.NAME_WORDS:
            return  # measure_name reports the name itself
        self.report("LP303", e, f"'{e.how}' tests letters, and only a name has them",
                    "conditions compare game values: ranks and counts")

    def visit_Compare(self, cmp: nodes.Compare, scope: Scope) -> None:
        self.text_compared(cmp.left, cmp.right)

    def visit_OneOf(self, e: nodes.OneOf, scope: Scope) -> None:
        for option in e.options:
            self.text_compared(e.item, option)

    def text_compared(self, left: nodes.Expr, right: nodes.Expr) -> None:
        """LP303: quoted text in a comparison (types.py has typed both sides)."""
        if "text" in (left.static_type, right.static_type):
            text = left if left.static_type == "text" else right
            self.report("LP303", text, "quoted text in a condition can only be a name",
                        "conditions compare game values; quoted text belongs in say/do")
