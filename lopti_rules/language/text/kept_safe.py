"""A thing put away so nobody gets hurt is no harm (issue 29, session 47: fair47b;
R-CUSTOM-3, LP701, LP704, LP711, LP712).

R-CUSTOM-3 forbids a rule that asks something unsafe or destructive of a person. A harm
word can stand in a house note that *prevents* the harm, or on a thing, and ask nothing:

- **in the clause that prevents it** (:func:`prevented`): "so nobody gets burned", "damit
  sich niemand daran verbrennt", "zodat niemand zich brandt", "ki kimsenin eli yanmasın",
  "免得有人被烫伤": the harm is what the note keeps from happening; its words there have
  no target;
- **a thing put away** (:func:`put_away`): "unplug the iron and put it in the cupboard",
  "das Bügeleisen wird weggeräumt", "ütüyü dolaba kaldırın", "把熨斗收起来": a hot or sharp
  thing stored is no risk to a body (LP701), no damage (LP704) and no chore beyond the
  game asked of one person (LP712); with the clause that prevents a harm, the people it
  protects ("so the kids don't cut themselves") are no dare (LP711);
- **a thing already broken** (:func:`broken_state`): "the box is broken", "die Schachtel
  ist kaputt", "de doos is kapot": a state named, nothing destroyed (LP704); and the
  English noun "box" after a determiner ("the card box with the broken lid",
  :func:`a_box`) is no boxing (LP702).

None holds when a game role or a game result stands in the text (house_note.py's
results: "the loser puts the hot iron away with bare hands", "the loser gets burned with
the iron") or a body part stands outside the preventing clause.
"""

from __future__ import annotations

from collections.abc import Sequence

from .house_note import attached, has_role
from .matching import Hit
from .matching import hits as hits_of
from .textnorm import Reading, Sentence, fold, has_cjk

#: Words that open a clause that prevents a harm (read with a denial after them:
#: "so nobody", "damit niemand", "zodat niemand", "ki kimse")
_SO_BY_LANGUAGE = {"en": ("so", "lest"), "de": ("damit", "sodass"), "nl": ("zodat", "opdat"),
                   "tr": ("ki",)}
_SO = frozenset(fold(w) for ws in _SO_BY_LANGUAGE.values() for w in ws)
#: The denial inside that clause ("nobody", "niemand", "kimse"; Turkish "-masın")
_DENIAL_BY_LANGUAGE = {
    "en": ("nobody", "no", "noone", "not", "don", "doesn", "never", "nothing"),
    "de": ("niemand", "keiner", "keine", "kein", "nicht", "nichts"),
    "nl": ("niemand", "niet", "geen", "niets"),
    "tr": ("kimse", "kimsenin", "kimseye", "hiç"),
}
_DENIAL = frozenset(fold(w) for ws in _DENIAL_BY_LANGUAGE.values() for w in ws)
#: Turkish negative verb endings ("yanmasın", "kesilmesin", "yanmamak için")
_NEGATIVE_ENDING_BY_LANGUAGE = {"tr": ("masın", "mesin", "masin", "mamak", "memek")}
_TR_NEGATIVE = tuple(w for ws in _NEGATIVE_ENDING_BY_LANGUAGE.values() for w in ws)
#: A verb that prevents by itself ("to avoid", "um ... zu vermeiden", "om ... te voorkomen")
_AVOID_BY_LANGUAGE = {"en": ("avoid", "prevent"), "de": ("vermeiden", "verhindern"),
                      "nl": ("voorkomen", "vermijden"), "tr": ("önlemek", "engellemek")}
_AVOID = frozenset(fold(w) for ws in _AVOID_BY_LANGUAGE.values() for w in ws)
_ZH_SO = ("免得", "以免", "防止", "省得", "避免", "别让", "別讓")
_DENIAL_REACH = 4
#: Words of a thing put away or unplugged (stems for "weggeräumt", "dolaba", "kaldırın")
_AWAY_BY_LANGUAGE = {
    "en": ("away", "back", "unplug", "cupboard", "drawer", "cabinet"),
    "de": ("weg", "ausgesteckt", "aussteck", "schrank", "schublade"),
    "nl": ("opruim", "ruim", "weg", "kast", "lade"),
    "tr": ("dolab", "kaldır", "çekmece"),
}
_AWAY = tuple(fold(w) for ws in _AWAY_BY_LANGUAGE.values() for w in ws)
_ZH_AWAY = ("收起", "收进", "收進", "收好", "拔掉", "柜", "櫃", "抽屉", "抽屜")
#: A state named: "is broken", "ist kaputt", "is kapot" (a copula before a word of
#: being broken, not an act's participle: "the glasses are smashed" asks it done)
_COPULA_BY_LANGUAGE = {"en": ("is", "are", "was"), "de": ("ist", "sind", "war"),
                       "nl": ("is", "zijn", "was")}
_COPULA = frozenset(fold(w) for ws in _COPULA_BY_LANGUAGE.values() for w in ws)
_BROKEN_BY_LANGUAGE = {"en": ("broken",), "de": ("kaputt", "defekt"), "nl": ("kapot", "stuk")}
_BROKEN = frozenset(fold(w) for ws in _BROKEN_BY_LANGUAGE.values() for w in ws)
#: The harm codes a preventing clause or a thing put away leaves without a target
_HARMS = ("LP701", "LP702", "LP704", "LP711", "LP712")
_STORED = frozenset(("LP701", "LP704", "LP712"))
_BODY = frozenset(("body",))


def _from(sentence: Sentence) -> int | None:
    """Where the clause that prevents a harm starts (a token index; in Chinese a
    character index of ``sentence.cjk``), or None."""
    if has_cjk(sentence.cjk):
        return min((sentence.cjk.find(z) for z in _ZH_SO if z in sentence.cjk), default=None)
    tokens = [t[0] for t in sentence.split]
    for at, token in enumerate(tokens):
        after = tokens[at + 1:at + 1 + _DENIAL_REACH]
        if token in _SO and (set(after) & _DENIAL or any(
                t.endswith(_TR_NEGATIVE) for t in tokens[at + 1:])) or token in _AVOID:
            return at
    return None


def _inside(sentence: Sentence, hit: Hit, start: int) -> bool:
    """Whether a hit stands in the preventing clause that opens at ``start``."""
    if hit.stream == 2:
        return sentence.cjk.find(hit.words.strip("'"), start) >= 0 and \
            sentence.cjk.find(hit.words.strip("'")) >= start
    return hit.stream == 0 and hit.start >= start


def prevented(sentence: Sentence, found: Sequence[Hit]) -> frozenset[str]:
    """The harm codes whose every word stands in the clause that prevents the harm."""
    start = _from(sentence)
    if start is None:
        return frozenset()
    mine = [h for h in found if h.stream in (0, 2)]
    return frozenset(c for c in _HARMS if any(h.name == c for h in mine) and all(
        _inside(sentence, h, start) for h in mine if h.name == c))


def _bodied(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether a body part stands outside the preventing clause."""
    start = _from(sentence)
    return any(h.name in _BODY and (start is None or not _inside(sentence, h, start))
               and not fold(h.words.strip("'")).startswith(_AWAY)  # "put it back": no back
               for h in found)


def put_away(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether the sentence puts a thing away or unplugs it, no body part held to it and
    no safety device (life_kept_lexicon.py's ``lk_device``: a fire blanket put away is a
    safety device disabled, LP701 as before)."""
    if has_cjk(sentence.cjk):
        named = any(z in sentence.cjk for z in _ZH_AWAY)
    else:
        named = any(t[0].startswith(_AWAY) for t in sentence.split)
    return named and not _bodied(sentence, found) and not any(
        h.name == "lk_device" for h in found)  # a fire blanket locked away: disabled


def broken_state(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether each damage word names a state after a copula ("ist kaputt")."""
    tokens = [t[0] for t in sentence.split]
    damage = [h for h in found if h.name == "LP704" and h.stream == 0]
    return bool(damage) and all(h.start > 0 and tokens[h.start - 1] in _COPULA
                                and tokens[h.start] in _BROKEN for h in damage)


#: A noun's determiners before a word that is also a blow ("the card box", "a box"): the
#: English "box" a thing, not boxing
_BOXED_BY_LANGUAGE = {"en": ("box", "boxes")}
_BOXED = frozenset(w for ws in _BOXED_BY_LANGUAGE.values() for w in ws)
_DETERMINER_BY_LANGUAGE = {"en": ("the", "a", "an", "its", "their", "this", "that", "card",
                                  "cards", "cardboard", "shoe", "plastic")}
_DETERMINER = frozenset(w for ws in _DETERMINER_BY_LANGUAGE.values() for w in ws)


def a_box(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether each blow word (LP702) is the noun "box" after a determiner: "the card box
    with the broken lid" strikes nobody."""
    tokens = [t[0] for t in sentence.split]
    blows = [h for h in found if h.name == "LP702" and h.stream == 0]
    return bool(blows) and all(tokens[h.start] in _BOXED and h.start > 0
                               and tokens[h.start - 1] in _DETERMINER for h in blows)


def untargeted(reading: Reading, at: int) -> frozenset[str]:
    """The harm codes sentence ``at``'s findings have no target for (see the module
    text); none when a game role or result stands in the text."""
    sentence = reading.sentences[at]
    found = hits_of(sentence)
    if has_role(reading):
        return frozenset()
    kind = frozenset({"LP704"}) if broken_state(sentence, found) else frozenset()
    kind |= {"LP702"} if a_box(sentence, found) else frozenset()
    start = _from(sentence)  # what the preventing clause names is not asked ("eli": a hand)
    asked = [h for h in found if start is None or not _inside(sentence, h, start)]
    if attached(sentence, asked, chores=False) or any(  # "ironing" is no price here
            attached(s, hits_of(s), chores=False) for s in reading.sentences if s is not sentence):
        return kind
    kind |= prevented(sentence, found)
    if put_away(sentence, found):
        kind |= _STORED | ({"LP711"} if _from(sentence) is not None else frozenset())
    return kind


__all__ = ["a_box", "broken_state", "prevented", "put_away", "untargeted"]
