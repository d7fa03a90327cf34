"""A play's nickname exclaimed (issue 29, brief fa35: R-CUSTOM-3).

**A destructive word as a noun, named**: "First burn of the night!", "Erste Verbrennung
des Abends!", "De eerste verbranding van de avond!", "What a smash!", "今晚第一次烧牌！"
call a play by a nickname; nothing is burnt or broken, nobody is told to do anything. It
reads as slots: the harm word (LP704) right after an ordinal, an article or an
exclamation's "what a" (a noun, not an imperative), and nobody, no body and nothing of
anyone's named beside it (no person, role, belonging). "Burn the loser's cards", "Die
erste Verbrennung trifft die Karten des Verlierers" stay LP704.

**A play's effect on the speaker, felt** (fa36): "This hand is killing me", "that clear
killed me", "Die zeven maakt me kapot" say how a card makes the speaker feel: a violent
or destructive word with a card or a play as its subject before it and the speaker ("me",
"mich", "mij", "beni") right beside it, nobody else named and nobody obliged. "Slap me"
(no card as the subject) and "This hand kills the loser" stay LP702.

**A word said aloud** (session 37): "Everyone says 'burn' when the pile clears",
"Alle rufen 'Feuer' beim Abräumen", "清牌的时候大家一起喊烧": the destructive word is the
object of a verb of saying (said, shouted, called; sagt, ruft; zegt, roept; söyler, bağırır;
喊, 说), with nobody and nothing of anyone's named beside it. "Shout 'burn' and burn the
loser's cards" stays LP704 (the second is done, and the loser's cards are named).

**An image of a play** ("went in like a knife through butter"): similes.py.

A drink fetched by whoever wants one is an offer: asked_offers.py's ``fetched``.
"""

from __future__ import annotations

import re

from .matching import Hit
from .offers import spoken_obligation
from .similes import in_image
from .textnorm import Sentence, fold, has_cjk

#: Words that make the next word a noun named: ordinals, articles, "what a", "another"
_NAMING = frozenset(fold(w) for w in (
    "first", "second", "third", "last", "another", "the", "a", "an", "next", "big",
    "erste", "erster", "erstes", "ersten", "zweite", "letzte", "letzter", "letztes", "die",
    "der", "das", "eine", "ein", "welch",
    "eerste", "tweede", "laatste", "de", "het", "een",
    "ilk", "son", "ikinci", "bir",
))
#: The Chinese ordinal or "what a" before the act named ("第一次烧", "第一把火")
_ZH_NAMED = re.compile(r"(?:第[一二三四五六七八九十\d]+(?:次|把|个|個)?|"
                       r"好一(?:个|個|把)|又一(?:次|把))")
#: Whoever is named beside the act: then it lands on them or their things
_ON_SOMEONE = frozenset(("leader", "person", "p_people", "p_everyone", "a_belong", "c_body",
                         "p_bearing", "trait", "k_lost", "self"))



def _named(sentence: Sentence, hit: Hit, hits: list[Hit]) -> bool:
    """Whether the LP704 ``hit`` names a play as a noun (module text)."""
    if any(h.name in _ON_SOMEONE and (h.stream, h.start) != (hit.stream, hit.start)
           for h in hits):
        return False
    if hit.stream == 2:
        word = hit.words.strip("'")
        at = sentence.cjk.find(word)
        return at > 0 and bool(_ZH_NAMED.search(sentence.cjk[max(0, at - 4):at])) \
            and not has_cjk(sentence.cjk[at + len(word):at + len(word) + 1].replace("牌", ""))
    tokens = [t[0] for t in (sentence.split if hit.stream == 0 else sentence.joined)]
    return hit.start > 0 and hit.end - hit.start == 1 and tokens[hit.start - 1] in _NAMING


#: The harm codes a simile's image may hold (similes.py)
_HARM = frozenset(("LP701", "LP702", "LP704"))
#: The speaker as the object ("me", "mich", "mij", "beni")
_ME = frozenset(fold(w) for w in ("me", "mich", "mir", "mij", "beni", "bana"))
#: A card or a play as a subject
_PLAY = frozenset(("game_fact", "play_object", "in_play", "p_thing"))
#: Someone else named: a role, everyone, a body, a belonging, a trait
_OTHERS = _ON_SOMEONE - {"person", "p_people", "self"}


def _felt(sentence: Sentence, hit: Hit, hits: list[Hit]) -> bool:
    """Whether a violent or destructive ``hit`` is a card's effect on the speaker."""
    if hit.stream == 2 or any(h.name in _OTHERS for h in hits):
        return False
    tokens = [t[0] for t in (sentence.split if hit.stream == 0 else sentence.joined)]
    near = tokens[max(0, hit.start - 1):hit.start] + tokens[hit.end:hit.end + 1]
    return bool(set(near) & _ME) and any(h.stream == hit.stream and h.name in _PLAY
                                         and h.end <= hit.start for h in hits)


def _said_aloud(sentence: Sentence, hit: Hit, hits: list[Hit]) -> bool:
    """Whether the LP704 ``hit`` is a word said aloud ("everyone says 'burn' when the
    pile clears", "大家一起喊烧"): the object of a verb whose object is only the words said
    (acts_lexicon.py ``s_speak``) right before it (or, in Turkish, after its quotative
    "diye"), with nobody and nothing of anyone's named after it. Saying the word burns
    nothing (R-CUSTOM-3)."""
    speak = [h for h in hits if h.name == "s_speak"]
    if hit.stream == 2:
        word = hit.words.strip("'")
        at = sentence.cjk.find(word)
        after = sentence.cjk[at + len(word):]
        ends = [sentence.cjk.find(v) + len(v) for v in (h.words.strip("'") for h in speak
                                                        if h.stream == 2) if v in sentence.cjk]
        return at > 0 and any(0 <= at - e <= 2 for e in ends) and not \
            any(h.name in _ON_SOMEONE and h.words.strip("'") in after for h in hits)
    if any(h.name in _ON_SOMEONE and h.stream == hit.stream and h.start > hit.start
           for h in hits):
        return False  # whoever says it may be named before; nobody and nothing after it
    tokens = [t[0] for t in (sentence.split if hit.stream == 0 else sentence.joined)]
    quoted = tokens[hit.end:hit.end + 1] == ["diye"]  # Turkish: "'yak' diye bağırır"
    return any(h.stream == hit.stream and (0 <= hit.start - h.end <= 1 or quoted
                                           and hit.end < h.start <= hit.end + 2)
               for h in speak)


def nicknamed(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without the destructive words that only name a play, and the violent or
    destructive words that only say how a card makes the speaker feel (module text)."""
    if spoken_obligation(sentence):
        return hits
    hits = [h for h in hits if not (h.name in ("LP702", "LP704") and _felt(sentence, h, hits))
            and not (h.name in _HARM and in_image(sentence, h))]  # "like a knife"
    named = [h for h in hits if h.name == "LP704" and (
        _named(sentence, h, hits) or _said_aloud(sentence, h, hits))]
    if not named or len(named) != sum(h.name == "LP704" for h in hits):
        return hits
    return [h for h in hits if h.name != "LP704"]


__all__ = ["nicknamed"]
