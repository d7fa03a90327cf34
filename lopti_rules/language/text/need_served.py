"""A condition named only to serve its holder, nobody paying (issue 29, session 46: fair46b).

A clause that picks players by a fact of their life ("whoever has an early train", "wie
fietst", "wer mit dem Rad da ist", "wie met de auto is", "okula götürecek olan") is LP304
when the rule then does something to them (R-CUSTOM-4). When the ones named only
**receive**: a leave ("may leave after any hand", "son eli beklemeden kalkabilir"), or a
thing laid out for them ("spare umbrellas by the door for anyone walking home; help
yourself", "im Flur liegen Ersatzlichter, nehmt euch gern eins mit", "kan in de gang een
flesje water pakken"), and nobody is made to pay, lose, do or give, the pick targets
nobody: anyone may leave, and a thing set out is taken or left by choice (R-CUSTOM-3). The
same idea as leave_granted.py's ``offered_off_game`` (a leave or an offer, nothing of the
game) and own_need.py's ``met`` (a need met, nobody paying), read over the whole text:

- **a need of the evening** is the condition: the ride or the way home (a train, the
  bike, the car, walking home), tomorrow, a child at home, a need; not who a person is
  ("whoever is fat may take a salad", "whoever is Muslim may take a pork roll" pick by
  who they are, LP304 as before);
- **the holder receives**: the picking sentence gives leave or offers (leave_granted's
  ``leave``, an offer's words, a wish beside a taking verb: "nehmt euch gern"), or it lays a
  thing out *for* whoever holds the condition ("for anyone ...", "voor wie ...", "für
  wen ...") and another sentence offers it ("help yourself", "neem er gerust een mee") or
  says "take one" to all ("grab one", "bir tane al", "拿一个");
- **nothing held back, no place in the order**: no "may go first" (a place in the order
  of play), no "only then" ("may leave only after the last hand", "darf
  erst ... gehen", "pas", "ancak", 才): a leave kept to a time restricts the one named;
- **nobody pays**: no denial, duty or money in the text (but a sentence of "nobody": "nobody
  scores anything for it", "kimse bir şey kaybetmez"), no cost (own_need.py's ``nm_cost``:
  a card drawn, a turn lost, a payment, a drink of alcohol);
- **nothing of the game**: no game word (house_choice.py's) in the text, but a place in the
  room where the thing lies ("by the door", "bij de kapstok": a place word with no seat
  named), a taking verb with no card taken ("take one"), and a round named as the
  leave's time ("after any hand").

Then the picking sentence's LP304, and its LP701 and LP711 (the way home named, the hall
the thing lies in: nobody is sent there) have no target; language/text/harm.py asks
:func:`untargeted`, which also gives pressed.py's ``spared`` (a condition named to spare
its holder) its LP304. "Whoever came by car drinks nothing all evening", "whoever has a kid at
home turns the phone off; the sitter can wait" demand of the one named: no leave, no
offer in the picking sentence, so they are judged as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .denial_lexicon import NOBODY_WORDS
from .house_choice import game_words
from .leave_granted import goes_first, held_back, leave
from .matching import Hit
from .matching import hits as hits_of
from .own_need import costs
from .pressed import spared
from .textnorm import Reading, Sentence, fold, has_cjk

#: What makes the text no mere gift: a denial, a duty, money
_NOT_FREE = frozenset(("negation", "cannot", "LP710"))
#: A taking verb: the thing laid out taken ("take one", "neem er een", "nehmt euch eins")
_TAKE = frozenset(("draw_move", "play_move", "vote_price", "sb_take"))
#: Words of a place in the room, a thing's place, not a seat ("by the door", "im Flur")
_PLACE = frozenset(("place", "surface"))
#: How near a place word stands after its "by", "bij", "neben"
_PLACE_REACH = 2
#: "for" before the one who holds the condition: the thing is laid out for them
_FOR_BY_LANGUAGE = {"en": ("for",), "de": ("für", "fuer"), "nl": ("voor",),
                    "tr": ("için", "icin")}
_FOR = frozenset(fold(w) for words in _FOR_BY_LANGUAGE.values() for w in words)
_WHOEVER_BY_LANGUAGE = {"en": ("whoever", "anyone", "anybody", "those", "everyone who"),
                        "de": ("wer", "wen", "jeden", "alle"), "nl": ("wie", "iedereen"),
                        "tr": ("olan", "olanlar", "olanlara", "kim", "herkes")}
_WHOEVER = frozenset(fold(w) for words in _WHOEVER_BY_LANGUAGE.values() for w in words)
_ZH_FOR = ("给", "給", "留给", "留給")
#: The needs of the evening a condition may name: the way home, tomorrow, a child, a need
_NEEDS = frozenset(("la_foot", "lb_later", "lb_dependent"))
#: The ride home, by language (word forms; Turkish by stem: "bisikletle", "okula")
_WAY_BY_LANGUAGE = {
    "en": ("train", "trains", "bus", "tram", "taxi", "cab", "car", "bike", "cycle", "cycles",
           "cycling", "drive", "drives", "driving", "metro", "subway", "ferry", "early"),
    "de": ("zug", "bus", "bahn", "tram", "taxi", "auto", "rad", "fahrrad", "fährt", "früh",
           "frühen"),
    "nl": ("trein", "bus", "tram", "taxi", "auto", "fiets", "fietst", "fietsen", "rijdt",
           "vroeg"),
    "tr": ("tren", "treni", "servis", "erken"),
}
_WAY = frozenset(fold(w) for words in _WAY_BY_LANGUAGE.values() for w in words)
_TR_WAY_STEMS = {"tr": ("otobüs", "otobus", "tramvay", "taksi", "araba", "bisiklet", "okul")}
_TR_WAY = tuple(fold(w) for words in _TR_WAY_STEMS.values() for w in words)
_ZH_WAY = ("火车", "火車", "公交", "地铁", "地鐵", "出租", "打车", "打車", "开车", "開車",
           "骑车", "騎車", "末班", "早起", "回家")


def _nobody(sentence: Sentence) -> bool:
    """A sentence of "nobody": "nobody scores anything for it", "kimse kaybetmez"."""
    return any(t[0] in NOBODY_WORDS for t in sentence.split) or "谁也不" in sentence.cjk \
        or "没人" in sentence.cjk or "不用" in sentence.cjk


def pays(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether the sentence lays a cost, a denial, a duty or money on someone."""
    if _nobody(sentence):
        return False
    return any(h.name in _NOT_FREE for h in found) or costs(sentence, list(found))


def _game(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether the sentence has a game word that is no place, thing taken or time."""
    things = {h.start for h in found if h.name in _PLACE and h.stream == 0}
    seated = any(h.name == "seat" for h in found)
    cards = any(h.name in ("play_object", "p_thing") for h in game_words(sentence, found))
    going_on = [h for h in found if h.name == "nm_wait"]
    for h in game_words(sentence, found):
        if _within(h, going_on):
            continue  # "the game goes on without them", 继续玩: the others play on
        if h.name == "position" and (not seated or any(
                0 < t - h.start <= _PLACE_REACH for t in things)):
            continue  # "by the door", "bij de kapstok": where the thing lies, no seat
        if h.name in _TAKE and not cards:
            continue  # "take one": the thing laid out, no card
        return True
    return False


def _within(word: Hit, spans: Sequence[Hit]) -> bool:
    """Whether a game word lies inside one of ``spans`` (by place; Chinese by its words)."""
    if word.stream == 2:
        return any(word.words.strip("'") in s.words for s in spans)
    return any(s.stream == word.stream and s.start <= word.start < s.end for s in spans)


def _offers(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether the sentence gives leave or offers: "may leave", "kan ... pakken", "help
    yourself", "neem er gerust een mee", "nehmt euch gern eins mit"."""
    if leave(sentence) or any(h.name == "bd_offer" for h in found):
        return True
    wished = {h.start for h in found if h.name == "volition" and h.stream == 0}
    taken = {h.start for h in found if h.name == "sb_take" and h.stream == 0}
    return any(abs(w - t) <= 2 for w in wished for t in taken)


#: The hits of a taking verb in a bare "take one" ("grab one", "pak er een", "bir tane al")
_TAKING = frozenset(("draw_move", "sb_take", "p_touch"))
#: How short a bare "take one" is: the verb, a pronoun, one
_TAKE_ONE_LENGTH = 4
_ZH_TAKE_ONE = re.compile(r"(?:^|[,，;；])(?:请|請|自己)?(?:拿|取)(?:一|1)[个個把盏盞瓶件]")


def _takes_one(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether the sentence is only a "take one" said to all: a taking verb and one
    thing ("grab one", "take one", "nimm dir eins", "pak er een", "bir tane al", "拿一个"),
    one of the things laid out, taken or left by choice."""
    if has_cjk(sentence.cjk):
        return bool(_ZH_TAKE_ONE.search(sentence.cjk.strip()))  # "...，拿一个吧"
    return len(sentence.split) <= _TAKE_ONE_LENGTH and any(
        h.name in _TAKING for h in found) and any(h.name == "number" for h in found)


def _laid_out_for(sentence: Sentence) -> bool:
    """Whether the sentence names the holder as the one a thing is for: "for anyone
    walking home", "voor wie fietst", "für wen", "给...的人"."""
    if has_cjk(sentence.cjk):
        return any(z in sentence.cjk for z in _ZH_FOR) and "的人" in sentence.cjk
    tokens = [t[0] for t in sentence.split]
    return any(a in _FOR and b in _WHOEVER for a, b in zip(tokens, tokens[1:], strict=False))


def _circumstance(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether the sentence names a need of the evening: the way home or the ride
    (:data:`_WAY`, ``la_foot``), tomorrow (``lb_later``), a child at home
    (``lb_dependent``), a need (``nm_need``); not who a person is ("whoever is fat")."""
    if any(h.name in _NEEDS for h in found):
        return True
    if has_cjk(sentence.cjk):
        return any(z in sentence.cjk for z in _ZH_WAY)
    return any(t[0] in _WAY or t[0].startswith(_TR_WAY) for t in sentence.split)


def served(reading: Reading, at: int) -> bool:
    """Whether sentence ``at`` names a condition only so its holder receives a leave or a
    thing laid out, nobody paying and nothing of the game (see the module text)."""
    sentence = reading.sentences[at]
    everything = [(s, hits_of(s)) for s in reading.sentences]
    found = everything[at][1]
    if not _circumstance(sentence, found) or held_back(sentence) \
            or goes_first(sentence, found) or any(
            pays(s, f) or _game(s, f) and not _nobody(s) for s, f in everything):
        return False
    if _offers(sentence, found):
        return True
    return _laid_out_for(sentence) and any(_offers(s, f) or _takes_one(s, f)
                                           for s, f in everything)


#: The findings a condition named to serve its holder leaves without a target
_GIVEN = frozenset(("LP304", "LP701", "LP711"))
_SPARED = frozenset(("LP304",))


def untargeted(reading: Reading, at: int) -> frozenset[str]:
    """The codes sentence ``at``'s findings have no target for: LP304 when a condition is
    named only to spare its holder (pressed.py's ``spared``); LP304, LP701 and LP711 when
    it is named only so that its holder receives (:func:`served`)."""
    if served(reading, at):
        return _GIVEN
    return _SPARED if spared(reading, at) else frozenset()


__all__ = ["game_words", "pays", "served", "untargeted"]
