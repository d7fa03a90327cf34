"""Which effects each event's before- and after-hooks may use, and what actions cause.

Plain data (docs/language.md, "What a hook may do: the policy table"), read by the
validator to reject rules statically and by the runtime to drop a hook's effect list
that would still block its event. Every action has a set of *effects*; an event
protects some of them in its before-hooks (what the event needs) or its
after-hooks (what is due next: the clearer's bonus play, a finished player's
empty hands).
"""

from __future__ import annotations

from typing import Final

#: Effect tags an action can have, and what they mean.
EFFECTS: Final[dict[str, str]] = {
    "moves_cards": "moves cards between players, piles or the cleared cards",
    "draw_pile": "takes cards from the draw pile",
    "cards_to_acting": "gives the event's player cards",
    "cards_from_acting": "takes cards away from the event's player",
    "pile_remove": "takes cards off the pile or clears it",
    "skip_acting": "skips the event's player",
    "restrict": "restricts the next play",
    "turn_order": "changes the order of play",
    "free_text": "asks someone to say or do something",
    "reveal": "shows a hand",
    "minigame": "plays a Roshambo mini-game",
    "seating": "chooses who deals or who leads this round",
    "face_up_acting": "changes the event's player's face-up cards",
}

#: The effects each action has, before looking at who it targets. The validator adds
#: ``cards_to_acting`` / ``cards_from_acting`` / ``skip_acting`` when the target may
#: be the event's player (vocabulary.ROLES[...].may_be_acting).
ACTION_EFFECTS: Final[dict[str, tuple[str, ...]]] = {
    "draw": ("moves_cards", "draw_pile"),
    "give": ("moves_cards",),
    "take": ("moves_cards",),
    "take_pile": ("moves_cards", "pile_remove"),
    "pickup": ("moves_cards", "pile_remove"),
    "clear": ("moves_cards", "pile_remove"),
    "skip": ("turn_order",),
    "reverse": ("turn_order",),
    "restrict": ("restrict",),
    "reveal": ("reveal",),
    "say": ("free_text",),
    "roshambo": ("minigame",),
    "choose": ("seating",),
    "count": (),  # a rule's own count (issue 14): its memory, nothing at the table
    # face-up cards for the top of the draw pile (issue 14): the draw pile changes too
    "swap": ("moves_cards", "draw_pile"),
}

#: Base events an action causes: the edges of the loop check's trigger graph.
#: A give can empty the giver's hand (a take_up, R-FACE-1); nothing but a legal
#: play makes a player out (R-WIN-4), so no action causes out or win.
CAUSES: Final[dict[str, tuple[str, ...]]] = {
    "draw": ("draw",),
    "give": ("take_up",),
    "take": (),
    "take_pile": (),
    "pickup": ("pickup",),
    "clear": ("clear", "bonus"),
    "skip": (),
    "reverse": (),
    "restrict": (),
    "reveal": (),
    "say": (),
    "roshambo": (),
    "choose": (),
    "count": (),
    "swap": (),  # the hand is untouched: nothing is taken up (R-FACE-1)
}

_CARDS_NOT_DEALT = ("LP202", "the cards are not dealt yet, and the deal needs the whole deck "
                    "(R-SETUP-2)")
_NO_BONUS_LEAD = ("LP203", "a restriction could leave the clearer no legal bonus lead "
                           "(R-CLEAR-3)")

#: (event, timing) -> {effect: (lint code, reason)}. Anything not listed is allowed.
FORBIDDEN: Final[dict[tuple[str, str], dict[str, tuple[str, str]]]] = {
    ("deal", "before"): {"moves_cards": _CARDS_NOT_DEALT},
    ("swap", "before"): {
        "cards_from_acting": ("LP202", "the swap needs the player's hand and face-up cards "
                                       "(R-SETUP-3)"),
        # the swap's cards are chosen already: swapping its face-up card away (issue 14's
        # face-up swap) would put one card in two places
        "face_up_acting": ("LP202", "the swap needs the player's hand and face-up cards "
                                    "(R-SETUP-3)"),
    },
    ("turn", "before"): {
        "skip_acting": ("LP202", "skipping the player whose turn begins prevents the turn "
                                 "(R-TURN-1)"),
    },
    ("play", "before"): {
        "cards_from_acting": ("LP202", "the played cards are protected until they are played "
                                       "(R-PLAY-1)"),
        "pile_remove": ("LP202", "the pile's top decides whether the play is legal (R-PLAY-2)"),
        "restrict": ("LP202", "restricting the play that is being made would forbid it "
                              "(R-PLAY-2)"),
    },
    ("draw", "before"): {
        "draw_pile": ("LP202", "the draw needs the draw pile (R-DRAW-1)"),
        "cards_to_acting": ("LP202", "cards given to the drawer can lift them to three and "
                                     "cancel the draw (R-DRAW-1)"),
    },
    ("pickup", "before"): {
        "pile_remove": ("LP202", "the pickup needs the pile (R-TURN-2)"),
    },
    ("clear", "before"): {
        "pile_remove": ("LP203", "emptying the pile before a clear prevents the clear "
                                 "(R-CLEAR-3)"),
    },
    ("clear", "after"): {
        "skip_acting": ("LP203", "the clearer's bonus play is due at once (R-CLEAR-1)"),
        "restrict": _NO_BONUS_LEAD,
    },
    ("bonus", "before"): {
        "skip_acting": ("LP203", "skipping the clearer denies the bonus play (R-CLEAR-3)"),
        "restrict": _NO_BONUS_LEAD,
    },
    ("take_up", "before"): {
        "cards_to_acting": ("LP202", "taking up needs an empty hand (R-FACE-1)"),
        "cards_from_acting": ("LP202", "taking up needs the player's face-up cards (R-FACE-1)"),
        # a swap (issue 14): the take-up takes, at once, the face-up cards the player
        # has when their hand empties; after it there are none left to swap
        "face_up_acting": ("LP202", "taking up takes the face-up cards the player has "
                                    "(R-FACE-1)"),
    },
    ("flip", "before"): {
        "cards_to_acting": ("LP202", "a blind play needs an empty hand (R-FACE-2)"),
        "cards_from_acting": ("LP202", "a blind play needs the face-down card (R-FACE-2)"),
    },
    ("pass", "before"): {
        "pile_remove": ("LP202", "passing the obligation needs the pile (R-SPECIAL-3)"),
    },
    ("out", "before"): {
        "cards_to_acting": ("LP202", "giving cards to a player about to go out prevents it "
                                     "(R-WIN-4)"),
    },
    ("win", "before"): {
        "cards_to_acting": ("LP202", "giving cards to a player about to win prevents the win "
                                     "(R-WIN-1)"),
    },
    ("out", "after"): {
        "cards_to_acting": ("LP501", "a player who is out never receives cards (R-WIN-4)"),
    },
    ("win", "after"): {
        "cards_to_acting": ("LP501", "the winner is out and never receives cards (R-WIN-4)"),
    },
}


def forbidden(event: str, timing: str, effect: str) -> tuple[str, str] | None:
    """The (code, reason) when ``effect`` in a ``timing`` hook on ``event`` blocks it."""
    return FORBIDDEN.get((event, timing), {}).get(effect)
