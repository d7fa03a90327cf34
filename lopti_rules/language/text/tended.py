"""A chore or a courtesy that tends the table's own things (issue 29, session 34: R-CUSTOM-3,
LP712).

A ``does`` text is a demand the table agrees to first (LP712) when it asks something beyond
the game; it is not one because its verb is missing from a list of known table actions. A
table writes chores and courtesies nobody listed: shuffle for the next deal, square up the
discard, note the round on the score pad, read the rules sheet aloud, lay one's phone face
down. What they share is what the act lands on, not its
verb, so the sentence is read for that, in slots:

- **a thing of the table** it lands on: the cards, a pile or the discard, the round or the
  score (the lexicon's game things), the rules sheet, one's own phone (the table itself is
  none: it is a place for a body too, "lies under the table");
- **nothing that reaches beyond it**: no housework (the dishes, the rubbish, the laundry),
  nothing fetched, no room or place off the table (the kitchen), nothing after the game, no
  other person but everyone (the winner's car, the neighbour), no body, posture or clothing
  (those are read as what they ask of a body: language/text/acts.py, bodily.py), no food
  or drink (hospitality's reading: contact.py's ``hosted``, offers.py, where a dish or a jug
  set out by a role other than the winner stays asked), no harm word of the lexicon.

Then every word of the sentence is the chore's: no LP712, whatever its verb. What the judge
finds first (harm, stakes, a person picked, a rule of play: LP701-LP711, LP304, LP716) is
read before this and is not undone by it; a chore asked for one person, of a room of the
house or away from the table stays a demand (LP712).
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit

#: What the act lands on, when it is the table's: game things (the cards, a pile, the round,
#: the score), the rules sheet, one's own things (a phone laid face down). The table itself
#: is none: it is also a place for a body ("lies under the table", "dances on the table"),
#: which is read as what it asks of a body (acts.py), not as a chore.
_THINGS = frozenset({"play_object", "play_zone", "play_cleared", "p_thing", "a_book",
                     "a_belong", "pv_thing"})
#: One's own things are tended when they are laid somewhere ("turns the phone face down",
#: "legt das Handy weg"), not when they are used ("posts a selfie from their phone").
_OWN = frozenset({"a_belong", "pv_thing"})
_LAID = frozenset({"s_place", "s_away", "s_where", "s_tidy"})
#: A posture word read as the body's own act ("sits", "stands", "lies").
_POSTURE = frozenset({"position"})
_SELF = "s_self"
#: A round is no thing a chore tends: "the next round" bought is a round of drinks.
_ROUND = "rounds"
#: What reaches beyond the table: housework, fetching, a room or a place, after the game,
#: leaving, a body, a posture, clothing, contact, a role named, a move of one's own body
#: (walking round the table, standing) or a stance held for a stretch ("until the next
#: round"): those are read as what they ask of a body (acts.py), not as a chore; a blow;
#: food or drink, set out, served or washed up, which hospitality reads (contact.py's
#: ``hosted``, offers.py: a dish set out by a role other than the winner is asked); a
#: play forbidden or a turn lost ("cuts the deck, then nobody plays this round"): the
#: game changed, which the claims read (LP716).
_BEYOND = frozenset({"k_chore", "k_fetch", "place", "a_offgame", "ca_leave", "bd_leave",
                     "risk_out", "bd_limb", "bd_posture", "a_garment", "p_worn",
                     "p_contact", "leader", "risk_move", "bd_lap", "bd_long",
                     "a_until", "strike", "h_drink",
                     "k_ban", "k_turn_lost", "cannot"})
#: A drink word that is also a modal verb ("can", Dutch "kan") is read as the modal when
#: the lexicon reads it so; a drink named beside it ("vult de kan water") stays a drink.
_DRINK = "h_drink"
_MODAL = frozenset({"modal"})
#: Where a thing lies ("face down", "mit dem Display nach unten"): its words name no body.
_WHERE = frozenset({"s_where", "s_away"})
_BODY = frozenset({"body", "on_body"})
#: A person the act is for or on; everyone (the table) is no one person.
_PERSON = "p_other"
_EVERYONE = frozenset({"p_everyone", "all_or_none"})


def _spans(hits: Sequence[Hit], names: frozenset[str]) -> set[tuple[int, int, int]]:
    return {(h.stream, h.start, h.end) for h in hits if h.name in names}


def _inside(h: Hit, spans: set[tuple[int, int, int]]) -> bool:
    return any(s == h.stream and a <= h.start and h.end <= b for s, a, b in spans)


def tended(hits: Sequence[Hit]) -> bool:
    """Whether a sentence, read as its lexicon ``hits`` (the five languages' words), is a
    chore or a courtesy on the table's own things, reaching nothing beyond the table (see
    the module text)."""
    rounds = {(h.stream, h.start, h.end, h.words) for h in hits if h.name == _ROUND}
    names = {h.name for h in hits}
    laid = bool(names & _LAID)  # one's own phone laid down or away, not used
    if not any(h.name in _THINGS and (h.stream, h.start, h.end, h.words) not in rounds
               and (laid or h.name not in _OWN) for h in hits):
        return False
    postures = _spans(hits, _POSTURE)  # "sits on the deck": the body's own posture
    if any(h.name == _SELF and (h.stream, h.start, h.end) in postures for h in hits):
        return False
    # a harm word of the lexicon too; "the round" read as a drink stays one ("buys the
    # next round" is a round of drinks paid for, not the game's round written down)
    modal = _spans(hits, _MODAL)  # "where everyone can read it": a modal, no can of drink
    if any((h.name in _BEYOND or h.name.startswith("LP"))
           and not (h.name == _DRINK and (h.stream, h.start, h.end) in modal) for h in hits):
        return False
    where, everyone = _spans(hits, _WHERE), _spans(hits, _EVERYONE)
    if any(h.name in _BODY and not _inside(h, where) for h in hits):
        return False
    return not any(h.name == _PERSON and (h.stream, h.start, h.end) not in everyone
                   and not (h.stream == 2 and any(e.stream == 2 and e.words == h.words
                                                  for e in hits if e.name in _EVERYONE))
                   for h in hits)


__all__ = ["tended"]
