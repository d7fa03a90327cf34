"""What kinds of actions a book of rule files has, read off its parse trees: whether it
restricts a next play, may take the pile away, or may move a card to or from a player.
The trial's book player (``evenings.BookPlayer``) asks these once a book to decide which
of a round's facts it must count (the permissions, the plays one by one)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .permits import TURN_END

if TYPE_CHECKING:
    from .rulebooks import RuleSet


def restricts(rules: RuleSet) -> bool:
    """Whether a book of rule files has a ``next play must ...`` (a book written as
    Python, with no files, is taken to have one)."""
    actions = book_actions(rules)
    return actions is None or "Restrict" in actions


#: The base events a hook may restrict the next play after, by the hook's event, as
#: ``permits.EVENTS`` indexes them: a play hook fires at a bonus play and a legal blind
#: play too
_PLACING: dict[str, tuple[int, ...]] = {"play": (0, 1), "flip": (1,), "draw": (2,),
                                        "take_up": (3,), "pickup": (4,)}


def restricts_after(rules: RuleSet) -> frozenset[int]:
    """The base events (``permits.EVENTS``' indexes) after which a hook of the book may
    restrict the next play: an ``after`` hook on the event with a ``next play must ...``
    in it, under any condition; and :data:`TURN_END` for a hook on the turn's end that
    does. A book written as Python, with no files: none (its
    restrictions are judged by the events' own shares)."""
    from ..language import Restrict, parse

    out: set[int] = set()
    for name, text in rules.files:
        for hook in parse(text, name).walk():
            # a hook, read by its name as ``book_actions`` reads the actions (the tree's
            # classes are the language's own)
            if type(hook).__name__ != "Hook":
                continue
            event: str = getattr(hook, "event", "")
            if not any(isinstance(n, Restrict) for n in hook.walk()):
                continue
            if event == "turn_end":
                out.add(TURN_END)
            elif getattr(hook, "timing", "") == "after" and event in _PLACING:
                out.update(_PLACING[event])
    return frozenset(out)


def takes_pile(rules: RuleSet) -> bool:
    """Whether a book of rule files has an action that may take the pile away from the
    table without a clear: a forced pickup, or cards taken from the pile (a book written
    as Python, with no files, is taken to have one)."""
    from ..language import Pickup, Take, parse

    if not rules.files:
        return True
    return any(isinstance(node, Pickup) or isinstance(node, Take) and node.source == "pile"
               for name, text in rules.files for node in parse(text, name).walk())


def moves_cards(rules: RuleSet) -> bool:
    """Whether a book of rule files has an action that may move a card to or from a
    player: any but those of ``CARD_NEUTRAL`` (a book written as Python, with no files,
    is taken to have one). Only then does the trial count a book round's plays one by one
    (``roundplay.play_round``'s ``moves_cards``)."""
    actions = book_actions(rules)
    return actions is None or not actions <= CARD_NEUTRAL


def book_actions(rules: RuleSet) -> frozenset[str] | None:
    """The names of the action nodes (``language.tree.nodes.Action``) of a book's files,
    or None for a book written as Python, with no files."""
    from ..language import Action, parse

    if not rules.files:
        return None
    return frozenset(type(node).__name__ for name, text in rules.files
                     for node in parse(text, name).walk() if isinstance(node, Action))


#: The actions that move no card to or from a player: a clear (the pile goes out of
#: play, R-CLEAR-2), skips, reversals, restrictions, the deal's dealer or leader, words,
#: a Roshambo (its loser's draw is a draw action of its own) and a rule's own counts.
#: Every other action (a draw, a give, a take, a swap, a pickup, a skipped event, one the
#: language does not know) may.
CARD_NEUTRAL = frozenset({"ClearPile", "Skip", "Choose", "Reverse", "Restrict", "Reveal",
                          "Say", "Roshambo", "CountChange"})
