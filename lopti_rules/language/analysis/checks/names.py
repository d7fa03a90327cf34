"""Hygiene: names the language does not know (LP901-LP904; R-CUSTOM-1).

LP901 an unknown event; LP902 an unknown attribute or player measure, or another
event's attribute; LP903 an unknown action; LP904 an unknown role (also ``skip``
followed by neither a role nor an event, and an acting word its event does not have).
Each comes with a did-you-mean hint. A rule (LP907) or a hook (LP506) written twice is
duplicates.py's, within a file as across files.
"""

from __future__ import annotations

from ....engine import EVENT_NAMES
from ...catalogue import vocabulary
from ...tree import nodes
from .base import (
    Check,
    Scope,
    event_span,
    names_person,
    readable_attributes,
    role_hint,
    suggest,
    unknown_reading,
)


class Names(Check):
    """LP901-LP904: unknown names."""

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        event = hook.event
        if event in vocabulary.FORBIDDEN_EVENTS or event in vocabulary.VOTE_WORDS or \
                scope.known_event:
            return
        hint = suggest(event, EVENT_NAMES) or ("events: " + ", ".join(EVENT_NAMES))
        self.report("LP901", event_span(hook), f"unknown event '{event}'", hint)

    def visit_Attribute(self, a: nodes.Attribute, scope: Scope) -> None:
        ns, name, event = a.namespace, a.name, scope.hook.event
        if ns in vocabulary.RETRO_NAMESPACES or ns in vocabulary.VOTE_WORDS or \
                ns in vocabulary.FORBIDDEN_EVENTS or ns == event:
            attrs = readable_attributes(ns, scope)
        elif ns in vocabulary.TABLE:
            attrs = vocabulary.TABLE[ns]
        elif ns in EVENT_NAMES:
            self.report("LP902", a, f"a {event} hook cannot read '{ns}.{name}'",
                        f"read the hook's own event ({event}.*) or the table (table.*)")
            return
        else:
            hint = suggest(ns, [event, *vocabulary.TABLE])
            self.report("LP902", a, f"unknown attribute '{ns}.{name}'",
                        hint or f"read {event}.*, table.*, round.* or rule.*")
            return
        if attrs is None or name in attrs or name.lower() in vocabulary.TRAIT_WORDS:
            return
        options = [k for k, v in attrs.items() if v.type not in ("seat", "card", "cards")]
        hint = suggest(name, options) or f"{ns}.* has: " + ", ".join(options)
        self.report("LP902", a, f"unknown attribute '{ns}.{name}'", hint)

    def measure_name(self, m: nodes.Measure, scope: Scope) -> None:
        if m.measure in vocabulary.MEASURES or m.measure.lower() in vocabulary.TRAIT_WORDS:
            return
        hint = suggest(m.measure, ["hand", "face-up", "face-down", "cards"])
        self.report("LP902", m, f"unknown player measure '{m.measure}'",
                    hint or "measures: hand, face-up, face-down, cards")

    def visit_Unknown(self, act: nodes.Unknown, scope: Scope) -> None:
        if unknown_reading(act) is not None:
            return
        if act.subject is not None and names_person(act.subject):
            return
        words = [w.lower() for w in act.words]
        if words and words[0] == "the":
            words = words[1:]
        verb = words[0] if words else ""
        hint = _word_order(act, words) or suggest(verb, vocabulary.VERBS) or _card_word(words)
        self.report("LP903", act, f"unknown action '{' '.join(act.words)}'",
                    hint or "actions: " + ", ".join(vocabulary.VERBS))

    def visit_Role(self, role: nodes.Role, scope: Scope) -> None:
        if role.kind == "with" and not names_person(role):
            tally = str(role.value).removeprefix("most ")
            self.report("LP904", role, f"unknown role 'player with the {role.value}'",
                        f"did you mean 'the player with the most {tally} last round' (who "
                        f"had the most {tally} in the previous round)?"
                        if tally in vocabulary.LAST_TALLIES else
                        "did you mean 'player with the most cards' or 'player with the "
                        "fewest cards'?")
        elif role.kind == "described":
            word = str(role.value)
            if names_person(role):
                return
            hint = role_hint(word)
            self.report("LP904", role, f"unknown role '{word} player'",
                        hint or "roles: " + ", ".join(r.phrase
                                                      for r in vocabulary.ROLES.values()))
        elif role.kind == "acting" and role.value:
            word = str(role.value)
            fits = vocabulary.ACTING_WORDS.get(word, ())
            if scope.known_event and scope.hook.event not in fits:
                self.report("LP904", role, f"a {scope.hook.event} hook has no {word} "
                            f"('{word}' fits {' and '.join(fits)} hooks)", "say 'acting player'")

    def visit_SkipEvent(self, act: nodes.SkipEvent, scope: Scope) -> None:
        name = act.event
        if name in vocabulary.VOTE_WORDS or name in vocabulary.FORBIDDEN_EVENTS or \
                name in EVENT_NAMES:
            return
        hint = role_hint(name, "skip {}")
        self.report("LP904", act, f"unknown role or event '{name}' after skip",
                    hint or "skip a player: 'skip next player'")


#: Words a table says for a role whose card has another word, and the role in English
#: keywords (the hint is said back in the file's keywords, ``lint/ruletongue.py``): the
#: German card says "Der Sieger erfindet eine Regel" (../shared/rules/official/, its words
#: win over the digest), so ``sieger`` is the keyword and "Gewinner" is not the card's
_CARD_WORDS = {"gewinner": "the winner"}


def _card_word(words: list[str]) -> str:
    """"did you mean 'the winner says'?" for ``der gewinner sagt ...`` (said back as 'der
    sieger sagt'): the role's word is not the card's, and the verb after it is a known
    one."""
    role = _CARD_WORDS.get(words[0]) if len(words) > 1 else None
    if role is None or words[1] not in vocabulary.VERBS:
        return ""
    return f"did you mean '{role} {words[1]}'?"


def _word_order(act: nodes.Unknown, words: list[str]) -> str:
    """"did you mean 'skip next player'?" for ``next player skip(s)``: a verb that takes
    no subject, written after the player it acts on, goes first (word order, not spelling)."""
    role = act.subject
    if role is None or len(words) != 1 or role.value is not None or \
            role.kind not in vocabulary.ROLE_PHRASES:
        return ""
    verb = words[0] if words[0] in _OBJECT_FIRST else words[0].removesuffix("s")
    if verb not in _OBJECT_FIRST:
        return ""
    return f"did you mean '{verb} {vocabulary.ROLE_PHRASES[role.kind]}'?"


#: Verbs written before the player they act on (``skip next player``).
_OBJECT_FIRST = frozenset({"skip"})
