"""The rule language's catalogue: events, attributes, roles, actions and their types.

One table read by the validator, the docs (docs/language.md) and the compiler.
Event attributes come from ``events.attribute_types`` (the engine contract);
everything else a rule may read about the table is listed in ``TABLE``. Language
types are plain strings: ``number``, ``rank``, ``truth``, ``word`` (with its
``choices``), ``text``, ``player``, ``players``, ``seat``, ``card``, ``cards``.
"""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass
from functools import cache

from ...engine import Card, Rank, events

#: The largest number of cards anything can count (one deck, R-SETUP-1).
DECK = 52
#: Places a standings role can name (``player placed N last round``, R-SETUP-1: at most
#: five players); the sandbox's table view keeps as many (``sandbox.view.MAX_PLACES``).
MAX_PLACES = 5


@dataclass(frozen=True, slots=True)
class Attr:
    """A readable attribute: its language type, allowed range or words, and meaning."""

    type: str
    doc: str
    lo: int | None = None
    hi: int | None = None
    choices: tuple[str, ...] = ()


def _lang_type(py: object) -> tuple[str, tuple[str, ...]]:
    if py is events.Seat:
        return "seat", ()
    if py is Rank:
        return "rank", ()
    if py is Card:
        return "card", ()
    if py is bool:
        return "truth", ()
    if py is int:
        return "number", ()
    origin = typing.get_origin(py)
    if origin is typing.Literal:
        return "word", tuple(str(a) for a in typing.get_args(py))
    if origin is tuple:
        return "cards", ()
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in typing.get_args(py) if a is not type(None)]
        if len(inner) == 1:
            return _lang_type(inner[0])
    return "unknown", ()


_EVENT_DOCS: dict[tuple[str, str], tuple[str, int | None, int | None]] = {
    ("deal", "players"): ("players dealt in", 2, 5),
    ("turn", "number"): ("turns so far this round, this one included", 1, None),
    ("play", "rank"): ("the rank played (2-10, J, Q, K, A)", 2, 14),
    ("play", "count"): ("how many cards were played", 1, 4),
    ("play", "source"): ("where the cards came from: hand, up or down", None, None),
    ("play", "bonus"): ("true for a bonus play after a clear", None, None),
    ("play", "previous_rank"): ("rank of the previous play on the pile", 2, 14),
    ("play", "previous_count"): ("cards in the previous play (0 if none)", 0, 4),
    ("draw", "count"): ("cards drawn", 1, DECK),
    ("pickup", "count"): ("cards picked up", 1, DECK),
    ("pickup", "reason"): ("why: choice, obligation or blind", None, None),
    ("clear", "cause"): ("what cleared: ten, four, threes, sevens or custom", None, None),
    ("clear", "count"): ("cards that left play with the clear", 0, DECK),
    ("take_up", "count"): ("face-up cards taken up", 1, 4),
    ("flip", "rank"): ("rank of the face-down card played", 2, 14),
    ("flip", "legal"): ("whether the blind play was legal", None, None),
    ("pass", "chain"): ("3s chained beside the pile so far", 1, 4),
    ("out", "place"): ("finishing place, 1 for the winner", 1, 5),
    ("round_end", "players"): ("players in the round", 2, 5),
    ("round_end", "capped"): ("the safety cap ended the round", None, None),
    ("turn_end", "number"): ("the number of the turn that ends, this round", 1, None),
}


@cache
def event_attributes(event: str) -> dict[str, Attr]:
    """The readable attributes of a base event (empty for an unknown event)."""
    if event not in events.EVENT_TYPES:
        return {}
    out: dict[str, Attr] = {}
    for name, py in events.attribute_types(event).items():
        lang, choices = _lang_type(py)
        doc, lo, hi = _EVENT_DOCS.get((event, name), ("", None, None))
        if lang == "seat":
            doc = doc or "a seat number: not readable, use a role (R-CUSTOM-4)"
        elif lang in ("card", "cards"):
            doc = doc or "cards as values: compare ranks and counts instead"
        out[name] = Attr(lang, doc, lo, hi, choices)
    return out


#: What a rule may read about the table, by namespace. ``round.*`` counts this round
#: (the current event included); ``rule.*`` counts since this rule took effect.
TABLE: dict[str, dict[str, Attr]] = {
    "table": {
        "pile": Attr("number", "cards on the pile", 0, DECK),
        "draw_pile": Attr("number", "cards left in the draw pile", 0, DECK),
        "cleared": Attr("number", "cards cleared out of play this round", 0, DECK),
        "players": Attr("number", "players in the round", 2, 5),
        "players_in": Attr("number", "players still in (not out)", 1, 5),
        "top_rank": Attr("rank", "rank of the previous play on the pile", 2, 14),
    },
    "round": {
        "number": Attr("number", "this round's number in the session, from 1", 1, None),
        "turns": Attr("number", "turns this round", 0, None),
        "plays": Attr("number", "plays this round", 0, None),
        "clears": Attr("number", "clears this round", 0, None),
        "pickups": Attr("number", "pickups this round", 0, None),
        "draws": Attr("number", "draws this round", 0, None),
    },
    "rule": {
        "rounds": Attr("number", "rounds since this rule took effect, this one included", 1,
                       None),
        "clears": Attr("number", "clears since this rule took effect", 0, None),
        "pickups": Attr("number", "pickups since this rule took effect", 0, None),
        "fired": Attr("number", "times this rule's hooks have run before", 0, None),
    },
}


def attribute(event: str, namespace: str, name: str) -> Attr | None:
    """What ``namespace.name`` is in a hook on ``event``: the hook's own event or the table.

    None when the hook cannot read it (another event's attribute, or an unknown name).
    """
    if namespace == event:
        return event_attributes(event).get(name)
    return TABLE.get(namespace, {}).get(name)


#: Namespaces that read history from before a rule existed (LP601, R-CUSTOM-3).
RETRO_NAMESPACES = ("session", "history", "ever", "past", "game")
#: Words that touch the vote or its Roshambo (LP503, R-VOTE-8).
VOTE_WORDS = frozenset({
    "vote", "votes", "voting", "voted", "ballot", "ballots", "majority", "quorum",
    "veto", "unanimous", "referendum", "tiebreak", "tie_break", "election",
})
#: Events that may never be hooked (R-VOTE-8).
FORBIDDEN_EVENTS = ("vote", "rule_vote", "roshambo", "tie_break", "tiebreak", "ballot")

#: Player measures: ``hand of next player``.
MEASURES: dict[str, str] = {
    "hand": "cards in the player's hand",
    "face_up": "the player's face-up cards",
    "face_down": "the player's face-down cards",
    "cards": "all the player's cards (hand, face-up and face-down)",
}


@dataclass(frozen=True, slots=True)
class RoleInfo:
    """A role: how it is written, whether it is one player or a set, what it means."""

    phrase: str
    plural: bool
    doc: str
    may_be_acting: bool


ROLES: dict[str, RoleInfo] = {
    "acting": RoleInfo("acting player", False,
                       "the event's player (the leader for deal, the winner for round_end)",
                       True),
    "next": RoleInfo("next player", False, "the next player still in, in the direction of play",
                     False),
    "previous": RoleInfo("previous player", False, "the previous player still in", False),
    "dealer": RoleInfo("dealer", False, "this round's dealer", True),
    "last_winner": RoleInfo("last winner", False, "the winner of the previous round", True),
    "placed": RoleInfo("player placed N last round", False,
                       "who finished in place N of the previous round (N = 1 is the last "
                       "winner); no one in a session's first round", True),
    "last_place": RoleInfo("last round's last place", False,
                           "who finished last in the previous round; no one in a session's "
                           "first round", True),
    "most_last": RoleInfo("player with the most pickups last round", False,
                          "who picked up the pile most often in the previous round (ties: "
                          "first from the dealer clockwise); no one in a session's first "
                          "round, nor when nobody picked up", True),
    "fewest": RoleInfo("player with the fewest cards", False,
                       "the player still in with the fewest cards (ties: first from the "
                       "acting player clockwise)", True),
    "most": RoleInfo("player with the most cards", False,
                     "the player still in with the most cards (ties as above)", True),
    "roshambo_winner": RoleInfo("roshambo winner", False,
                                "the winner of this hook's Roshambo mini-game", True),
    "roshambo_loser": RoleInfo("roshambo loser", False,
                               "the loser of this hook's Roshambo mini-game", True),
    "that": RoleInfo("that player", False,
                     "inside `for each`: the player the loop has reached", True),
    "every": RoleInfo("every player", True, "every player still in", True),
    "every_other": RoleInfo("every other player", True,
                            "every player still in except the acting player", False),
    "still_in": RoleInfo("every player still in", True, "every player not yet out", True),
    "out": RoleInfo("every player who is out", True,
                    "players who already finished (may never receive cards)", False),
    "whose": RoleInfo("every player whose <measure> <comparison>", True,
                      "players still in matching a condition, e.g. `whose hand is 0`", True),
}

#: The tallies of the last round a role can rank players by (``player with the most
#: pickups last round``): word -> what it counts. The engine counts each per seat as it
#: happens (``GameState.picked``) and the rules in play carry it into the next round.
LAST_TALLIES: dict[str, str] = {
    "pickups": "times the player picked up the pile (any reason, a rule's included)",
}
#: Roles relative to another single role (issue 14): ``player left of the picker``, ``next
#: player after the clearer``. Kind -> the words before the other role, and the side
#: they go: ``left``/``right`` at the table (left is the next seat clockwise), ``after``
#: / ``before`` in / against the direction of play. Each is the first player still in
#: on that side (the role itself when nobody else is in).
RELATIVE_ROLES: dict[str, tuple[str, str]] = {
    "after": ("next player after", "after"),
    "before": ("previous player before", "before"),
    "left_of": ("player left of", "left"),
    "right_of": ("player right of", "right"),
}
ROLES.update({
    kind: RoleInfo(f"{words} <role>", False,
                   f"the first player still in {side} the other role"
                   + (", in the direction of play" if side in ("after", "before") else
                      f" at the table (to its {side})"), True)
    for kind, (words, side) in RELATIVE_ROLES.items()
})

#: The event attribute that holds the acting player (``player`` unless listed here).
ACTING_ATTRIBUTE: dict[str, str] = {"deal": "leader", "round_end": "winner"}


def acting_attribute(event: str) -> str:
    """The name of the payload field that is the acting player of ``event``."""
    return ACTING_ATTRIBUTE.get(event, "player")


#: Other words for the acting player, and the events whose hooks they fit.
ACTING_WORDS: dict[str, tuple[str, ...]] = {
    "clearer": ("clear", "bonus"),
    "picker": ("pickup",),
    "drawer": ("draw",),
    "winner": ("win", "round_end"),
}

#: Words that write a seat: ``seat two``, ``the second seat``, ``player one`` (LP302).
SEAT_WORDS: dict[str, int] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
}
#: Player measures that read a person's name (LP303): ``name of acting player``.
NAME_WORDS = frozenset({"name", "names", "nickname", "initial", "initials", "surname",
                        "firstname", "first_name", "last_name"})


#: Words that describe a person rather than a game role (LP304, R-CUSTOM-4).
TRAIT_WORDS = frozenset({
    "age", "old", "older", "oldest", "young", "younger", "youngest", "tall", "taller",
    "tallest", "short", "shorter", "shortest", "height", "weight", "heavy", "heaviest",
    "hair", "haired", "bald", "blonde", "blond", "redhead", "beard", "bearded", "glasses",
    "gender", "male", "female", "man", "woman", "men", "women", "boy", "girl", "birthday",
    "born", "eyes", "skin", "religion", "nationality", "married", "single", "lefty",
    "left_handed", "pretty", "ugly", "rich", "poor", "host", "owner", "guest", "name",
    "ages", "birthdays", "feet", "foot", "nose", "smile", "voice", "laugh", "shoes", "hat",
    "beards", "moustache", "mustache", "freckles", "tattoo", "tattoos", "accent", "job",
    "hometown", "weighs", "heights", "sex", "wealth", "salary", "dress", "shirt",
    *NAME_WORDS,
})


#: Each comparison operator in words, the canonical spelling (``lopti fmt``, messages).
OP_WORDS: dict[str, str] = {"==": "is", "!=": "is not", ">=": "is at least",
                            "<=": "is at most", ">": "is more than", "<": "is less than"}
#: The operator with its sides swapped: ``3 < x`` is ``x > 3``.
FLIPPED_OPS: dict[str, str] = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==",
                               "!=": "!="}
#: The header words of each open-ended loop kind (nodes.Loop.kind).
LOOP_HEADS: dict[str, str] = {"forever": "repeat forever", "until": "repeat until",
                              "while": "while"}

#: Verbs a statement may start with, for "did you mean".
VERBS = ("draws", "gives", "takes", "picks", "reveals", "says", "does", "plays", "skip",
         "reverse", "clear", "next")
#: The phrase a rule must write for each role word: "did you mean 'next player'?" (a
#: bare 'next' would not parse as a role).
ROLE_PHRASES: dict[str, str] = {
    "acting": "acting player", "next": "next player", "previous": "previous player",
    "dealer": "dealer", "last": "last winner", "that": "that player",
    "every": "every player", "other": "every other player",
}


def all_attribute_names(event: str) -> list[str]:
    """Every ``namespace.name`` a hook on ``event`` may read (for suggestions)."""
    names = [f"{event}.{a}" for a, info in event_attributes(event).items()
             if info.type not in ("seat", "card", "cards")]
    for ns, attrs in TABLE.items():
        names.extend(f"{ns}.{a}" for a in attrs)
    return names
