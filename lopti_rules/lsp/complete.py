"""Completion that knows where it is: events after before/after, attributes and ``when``
after an event, roles and actions at a statement, verbs after a role, ranks and counts.

Pure: :func:`complete` reads the line up to the cursor (and the hook it sits in) and
returns :class:`Item` values; the server turns them into LSP completion items.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..engine import EVENT_TYPES
from ..language import ROLES, TABLE, event_attributes, reword, rule_language

#: kinds, as the server maps them to LSP's CompletionItemKind
KINDS = ("keyword", "event", "attribute", "role", "action", "rank", "count", "snippet")

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
#: statements that start with no role: phrase -> what it does
BARE_ACTIONS: dict[str, str] = {
    "clear the pile": "a custom clear (R-CLEAR-2)",
    "skip ": "skip a player's next turn",
    "reverse direction": "play continues in the other direction",
    "next play must be ": "restrict the next play",
    "if ": "a condition and an indented block",
    "for each player:": "a block once per player, with `that player`",
    "for each other player:": "a block once per other player",
    "repeat 2 times:": "a block a fixed number of times",
    'add 1 to ""': "add to one of the rule's own counts (issue 14)",
    'reset ""': "set one of the rule's own counts back to 0",
    'set "" to ': "remember a number or rank in one of the rule's own counts",
}
#: what a role may do: the verb phrase to insert -> what it does
VERBS: dict[str, str] = {
    "draws 1 card": "draws from the draw pile",
    "gives 1 card to ": "passes hand cards to another player",
    "gives 1 card to their left": "passes a hand card to the left neighbour",
    "takes the top cleared card": "takes a card back from the cleared cards",
    "takes 1 card from the pile": "from the top of the pile into the hand",
    "picks up the pile": "a pickup (R-TURN-2)",
    "reveals their hand": "shows the hand to the table",
    'says ""': "free text at the table",
    'does ""': "free text at the table (a known table action)",
    "plays roshambo with ": "a Roshambo mini-game",
    # more zones (issue 14)
    "draws 1 card from the bottom of the draw pile": "draws from the other end of the draw pile",
    "takes the bottom cleared card": "takes back the card cleared first",
    "swaps 1 face-up card with the top of the draw pile":
        "the player chooses a face-up card; the draw pile's top card lies face up instead",
    # optional choices (issue 14): the player chooses how many, none included
    "may give 1 card to ": "an optional give: the player may decline",
    "may give up to 2 cards to their left": "the player gives none, 1 or 2 cards",
    "may swap 1 face-up card with the top of the draw pile":
        "an optional swap: the player chooses whether, and which face-up card",
}
_ROLE_WORDS = ("acting player", "next player", "previous player", "dealer", "last winner",
               "player with the fewest cards", "player with the most cards", "every player",
               "every other player", "every player still in", "that player",
               "roshambo winner", "roshambo loser", "the clearer", "the picker",
               "the drawer", "the winner", "last round's last place",
               "the player placed 2 last round",
               "the player with the most pickups last round")
_HOOK = re.compile(r"^\s*(before|after)\s+([A-Za-z_]\w*)")


@dataclass(frozen=True, slots=True)
class Item:
    """One completion: the text to insert, its kind and a short note."""

    label: str
    kind: str
    detail: str = ""


def _role_doc(phrase: str) -> str:
    for info in ROLES.values():
        if info.phrase == phrase:
            return info.doc
    return "a role"


def hook_event(lines: list[str], row: int) -> str | None:
    """The event of the hook line ``row`` sits in (or is), or None."""
    for index in range(row, -1, -1):
        m = _HOOK.match(lines[index])
        if m:
            return m.group(2)
        if lines[index].startswith("rule"):
            return None
    return None


def attributes(event: str | None) -> list[Item]:
    """``event.attr`` and ``table.*``/``round.*``/``rule.*`` a hook on ``event`` may read."""
    items = []
    if event is not None:
        for name, attr in event_attributes(event).items():
            if attr.type not in ("seat", "card", "cards"):
                items.append(Item(f"{event}.{name}", "attribute", f"{attr.type}: {attr.doc}"))
    for namespace, attrs in TABLE.items():
        items.extend(Item(f"{namespace}.{name}", "attribute", f"{a.type}: {a.doc}")
                     for name, a in attrs.items())
    return items


def complete(lines: list[str], row: int, column: int) -> list[Item]:
    """What may come at character ``column`` of line ``row`` (both 0-based), in the
    keywords of the document's rule language (German, Dutch, Turkish or English: said
    by its ``# lopti: lang=`` line or read from its keywords)."""
    lang = rule_language("\n".join(lines))
    if lang == "en":
        return complete_english(lines, row, column)
    english = [reword(line, lang, "en") for line in lines]
    line = lines[row] if row < len(lines) else ""
    head = reword(line[:column], lang, "en")
    if row < len(english):
        english[row] = head
    return [Item(reword(i.label, "en", lang), i.kind, i.detail)
            if i.kind in ("keyword", "role", "action", "snippet") else i
            for i in complete_english(english, row, len(head))]


def complete_english(lines: list[str], row: int, column: int) -> list[Item]:
    """What may come at character ``column`` of line ``row`` (both 0-based) of a rule
    written in English keywords."""
    line = lines[row] if row < len(lines) else ""
    head = line[:column]
    stripped = head.lstrip()
    indent = len(head) - len(head.lstrip())
    event = hook_event(lines, row)
    # `ns.` -> that namespace's attributes
    dotted = re.search(r"([A-Za-z_]\w*)\.\w*$", head)
    if dotted:
        namespace = dotted.group(1)
        return [i for i in attributes(event) if i.label.startswith(namespace + ".")]
    if re.fullmatch(r"(before|after)\s+\w*", stripped):
        return [Item(e, "event", "a base event") for e in EVENT_TYPES]
    if re.fullmatch(r"(before|after)\s+\w+\s+\w*", stripped):
        return [Item("when ", "keyword", "a condition on the event"),
                Item(":", "keyword", "end the hook line")]
    if re.search(r"\b(must be|one of|is|is not|is at least|is at most|more than|less than)"
                 r"\s+(\w+,\s*)*\w*$", head) and re.search(r"\b(rank|must)\b", head):
        return [Item(r, "rank", "a rank") for r in RANKS]
    if re.search(r"\b(draws|gives|takes|repeat|up to|may give|may swap|swaps)\s+\d*$", head):
        return [Item(str(n), "count", "a count") for n in (1, 2, 3)]
    if re.search(r"\b(when|if|and|or|not|while|until)\s+\S*$", head):
        return attributes(event) + [Item(m + " of ", "attribute", "a player's cards")
                                    for m in ("hand", "face-up", "face-down", "cards")]
    if re.search(r"\b(is|at least|at most|more than|less than)\s+\w*$", head):
        return [Item(str(n), "count", "a number") for n in (0, 1, 2, 3)]
    if not stripped:
        if indent == 0:
            return [Item('rule "', "snippet", "a new rule")]
        if event is None or re.match(r"\s*rule\b", lines[row - 1] if row else ""):
            return [Item("after ", "keyword", "a hook after an event"),
                    Item("before ", "keyword", "a hook before an event")]
        return ([Item(r, "role", _role_doc(r)) for r in _ROLE_WORDS]
                + [Item(a, "action", d) for a, d in BARE_ACTIONS.items()])
    for role in sorted(_ROLE_WORDS, key=len, reverse=True):
        if re.fullmatch(rf"{re.escape(role)}\s+\w*", stripped):
            return [Item(v, "action", d) for v, d in VERBS.items()]
    if re.fullmatch(r"\w*", stripped) and indent > 0:
        return ([Item(r, "role", _role_doc(r)) for r in _ROLE_WORDS]
                + [Item(a, "action", d) for a, d in BARE_ACTIONS.items()]
                + [Item(k, "keyword", "") for k in ("after ", "before ")])
    return []
