"""A person's body, liberty and senses put at risk (issue 29, session 43: R-CUSTOM-3,
R-CUSTOM-4).

A game result may cost cards, turns or a gesture at the table; it may not take a
person's liberty, put their body where a fall or choking waits, or take the aid a sense
needs. Four shapes of the one idea, read with the slots of
language/text/liberty_lexicon.py in one clause (in Chinese, one sentence):

- **shut in** (LP703): a person in a small space (``lv_space``: a cupboard, a wardrobe,
  under the stairs, a car boot), shut or locked in (``lv_shut``) or getting in and staying
  (``lv_enter``): "is locked in the hall cupboard until the next deal", "sperrt sich in
  die Abstellkammer ein", "kruipt in de kofferbak en blijft daar", "dolaba kapatılır",
  "被关进衣柜里"; the cards kept in a cupboard are no person (a game object in the clause);
- **stood on something unsteady** (LP701): standing or climbing (``lv_stand``) on
  (``lv_on_top``) a thing that rolls or tips (``lv_unsteady``: an office chair, a table, a
  railing): "stands on the rolling office chair", "stellt sich auf den Tisch", "klim op de
  tafel", "masanın üstüne çık", "站在带轮子的办公椅上"; a person must be there (drinks
  standing on the table are none), and "staat op van tafel" (gets up from the table) puts
  another preposition between;
- **something in the mouth** (LP701): a small thing that chokes (``lv_small``: a coin, a
  bottle cap) kept in the mouth (``lv_mouth``): "keep a coin in your mouth", "ik houd een
  muntje in mijn mond", "ağzında bir madeni para tut", "把一枚硬币含在嘴里", whoever says it
  (a risk, not only a consent: the first person is read too);
- **a sense's aid taken** (LP703, R-CUSTOM-4: only those who need an aid pay): glasses or
  a hearing aid (``lv_aid``) switched off, taken off or handed over (``lv_aid_off``): "hands
  their glasses to the winner", "schaltet sein Hörgerät aus", "zet zijn gehoorapparaat
  uit", "gözlüğünü kazanana verir", "助听器被关掉"; cleaning one's own glasses, or glasses
  kept on, takes nothing; for a moment only (``bd_brief``) it is no stake.

Asked of nobody, it stays clean: offered to whoever wants or denied
(conscience.spared: "wer mag", "isteyen", "nobody has to"), a leave ("may"), or a
hide-and-seek game whoever wants joins.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .animals import harmed
from .conscience import spared
from .demand_said import Said, shaped
from .leave_granted import leave
from .matching import Hit, language, written
from .textnorm import Sentence, clauses, fold
from .tongues import decided, reads

#: Why each shape is refused (the message's last part; catalog entries of
#: language/report/textwords.py)
SHUT_WHY = ("a person shut in a small space: their liberty is their own, and the space "
            "is a risk to the body")
UNSTEADY_WHY = "a person made to stand on something that rolls or tips: a fall waits"
MOUTH_WHY = "a small object kept in the mouth: a choking risk, whoever takes it"
AID_WHY = ("the aid a sense needs taken away: only those who need glasses or a hearing aid "
           "pay, and it is not their choice")
#: Shape -> (code, why)
SHAPES: dict[str, tuple[str, str]] = {
    "shut": ("LP703", SHUT_WHY), "unsteady": ("LP701", UNSTEADY_WHY),
    "mouth": ("LP701", MOUTH_WHY), "aid": ("LP703", AID_WHY),
}
#: Someone the act falls on: a person, a role, you, I
_PERSONS = frozenset(("c_person", "p_other", "self", "you", "c_pronoun", "leader", "k_lost",
                      "play_whoever"))
#: Words between "on" and the thing stood on: articles, owners, a few adjectives; another
#: preposition between ("staat op van tafel": gets up from the table) is no stance on it
_BETWEEN: dict[str, tuple[str, ...]] = {
    "en": ("the", "a", "an", "his", "her", "their", "your", "my", "this", "that", "rolling",
           "wobbly", "balcony", "kitchen", "dining", "wheeled", "in", "into", "inside", "car",
           "hall", "small", "dark"),
    "de": ("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem",
           "seinem", "seinen", "ihrem", "ihren", "deinem", "deinen", "meinem", "meinen",
           "rollende", "wackelige", "wackeligen", "in", "im", "ins", "kleine", "kleinen",
           "dunkle", "dunklen"),
    "nl": ("de", "het", "een", "zijn", "haar", "hun", "je", "jouw", "mijn", "die", "dat",
           "wiebelige", "keuken", "balkon", "in", "kleine", "donkere"),
}
_MAX_BETWEEN = 3
#: How far a space may stand from getting in or staying (``lv_enter``)
_INTO = 3
#: Turkish "on top of" after the thing ("üstünde", "üzerine", "tepesinde"), by its start
_TR_ON: dict[str, tuple[str, ...]] = {"tr": ("üst", "ust", "üzer", "uzer", "tepe")}
#: A thing given back is no aid taken ("gives the glasses back")
_BACK: dict[str, tuple[str, ...]] = {
    "en": ("back",), "de": ("zurück", "zurueck"), "nl": ("terug",), "tr": ("geri",)}
#: Words before "glasses" that make them glasses one drinks from ("empty glasses")
_VESSEL: dict[str, tuple[str, ...]] = {
    "en": ("empty", "full", "dirty", "wine", "beer", "water", "drinking", "shot", "clean")}
_ZH_BACK = re.compile(r"还给|還給|还回|還回")
#: Chinese words holding 含 that are not "in the mouth" (包含: contains; 含义: meaning)
_ZH_NOT_MOUTH = re.compile(r"包含|含义|含義|含有")
#: Chinese stances: on the thing, said as 站在…上, 爬上…, 踩在…
_ZH_STAND = re.compile(r"站|爬上|踩|立在")
#: Chinese clauses, and the characters a stance may stand before the thing ("站在带…")
_ZH_PARTS = re.compile(r"[,，;；:：]")
_ZH_GAP = 3

def _read(sentence: Sentence, by_language: dict[str, tuple[str, ...]]) -> frozenset[str]:
    """The words of a list given by language that the sentence's language reads
    (tongues.reads), folded."""
    lang = decided(tuple(t[0] for t in sentence.split))
    return frozenset(fold(w) for tongue, words in by_language.items() if reads(tongue, lang)
                     for w in words)


def _all(hits: Sequence[Hit], name: str) -> list[Hit]:
    """The hits of one slot in the split words and in Chinese (streams 0 and 2)."""
    return [h for h in hits if h.name == name and h.stream != 1]


def _clause(sentence: Sentence, hit: Hit) -> tuple[int, int]:
    return next(((a, b) for a, b in clauses(sentence) if a <= hit.start < b),
                (0, len(sentence.split)))


def _near(sentence: Sentence, hit: Hit, others: Sequence[Hit]) -> Hit | None:
    """One of ``others`` in ``hit``'s clause (Chinese: anywhere in the sentence; a Turkish
    sentence says it in one clause with its commas: the whole sentence)."""
    if hit.stream == 2:
        return next((o for o in others if o.stream == 2), None)
    if language(sentence) in ("tr", ""):  # Turkish, or no language decided
        return next((o for o in others if o.stream == hit.stream), None)
    a, b = _clause(sentence, hit)
    return next((o for o in others if o.stream == hit.stream and a <= o.start < b), None)


def _someone(hits: Sequence[Hit]) -> bool:
    return any(h.name in _PERSONS for h in hits)


def _shut(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A person shut in a small space (the module text): the words, or ""."""
    for space in _all(hits, "lv_space"):
        entered = [h for h in _all(hits, "lv_enter") if _into(sentence, h, space)]
        act = _near(sentence, space, _all(hits, "lv_shut") + entered) \
            or _door_shut(sentence, space, hits)
        if act is None or _a_thing_inside(sentence, space, hits):
            continue  # the cards kept in the cupboard: no person shut in
        return f"{written(act)} … {written(space)}"
    return ""


def _door_shut(sentence: Sentence, space: Hit, hits: Sequence[Hit]) -> Hit | None:
    """The door said shut in a clause of its own beside the space ("into the hall cupboard
    you go, door shut", "im Kleiderschrank, Tür zu", "in de kast, deur dicht"): the
    space's door, whichever clause says it, in the same sentence and stream."""
    return next((h for h in _all(hits, "lv_shut") if h.stream == space.stream
                 and any(d in fold(written(h)) for d in _DOOR)), None)


#: a door, in the shut phrases of liberty_lexicon.py's ``lv_shut``
_DOOR_BY_LANGUAGE = {"en": ("door",), "de": ("tür",), "nl": ("deur",), "tr": ("kapı",),
                     "zh": ("门", "門")}
_DOOR = tuple(fold(w) for words in _DOOR_BY_LANGUAGE.values() for w in words)


def _into(sentence: Sentence, act: Hit, space: Hit) -> bool:
    """Whether getting in or staying (``lv_enter``) is into ``space``: the space right
    after the act ("sits in the car boot", "kruipt in de kofferbak"), a Turkish one right
    before it ("bagajında bekler"); "sits in the armchair next to the cupboard" is not."""
    if act.stream == 2:
        return True
    if language(sentence) in ("tr", ""):
        return 0 <= act.start - space.end <= _INTO
    tokens = [t[0] for t in sentence.split]
    return 0 <= space.start - act.end <= _INTO and all(
        t in _read(sentence, _BETWEEN) for t in tokens[act.end:space.start])


def _a_thing_inside(sentence: Sentence, space: Hit, hits: Sequence[Hit]) -> bool:
    """Whether what goes into the space is a thing of the game: a card word before the
    space in its clause ("the cards are locked in the cupboard", "牌放回柜子里"), not a
    count after it ("shut in the cupboard for two rounds")."""
    things = _all(hits, "play_object")
    if space.stream == 2:
        name = written(space).strip("'")
        part = next((p for p in _ZH_PARTS.split(sentence.cjk) if name in p), "")
        return any(written(t).strip("'") in part[:part.find(name)] for t in things
                   if t.stream == 2)
    a, _b = _clause(sentence, space)
    # a count of cards picked up or drawn picks the person ("whoever picks up ten goes
    # into the cupboard"): the person goes in, not the cards
    counted = [h.end for h in hits if h.name in _COUNTED and h.stream == 0]
    return any(t.stream == 0 and a <= t.start < space.start
               and not any(0 <= t.start - e <= 1 for e in counted) for t in things)


#: the moves whose count picks a player (a pickup, a draw), not a thing put away
_COUNTED = frozenset(("b_pickup", "k_pickup", "draw_move"))


def _on_top(sentence: Sentence, thing: Hit, hits: Sequence[Hit]) -> bool:
    """Whether ``thing`` is stood on: "on" right before it (articles and a few adjectives
    between), Turkish "üstünde" right after it with a stance after that, Chinese a stance
    before it and 上 after it (or 爬上 before it)."""
    tokens = [t[0] for t in sentence.split]
    if thing.stream == 2:
        name = written(thing).strip("'")
        for part in _ZH_PARTS.split(sentence.cjk):  # one clause: "大家站起来，把牌放在桌子上"
            at, stance = part.find(name), _ZH_STAND.search(part)
            if at >= 0 and stance is not None and 0 <= at - stance.end() <= _ZH_GAP and (
                    "上" in part[at:] or "爬上" in stance.group(0)):
                return True
        return False
    on = [h for h in _all(hits, "lv_on_top") if h.stream == 0]
    stands = [s for s in _all(hits, "lv_stand") if s.stream == 0]
    after = [h for h in on if 0 <= h.start - thing.end <= 1
             and written(h).strip("'").startswith(tuple(_read(sentence, _TR_ON)))]
    if any(0 <= s.start - a.end <= 4 for a in after for s in stands):
        return True  # "masanın üstüne çık", "sandalyesinin üstünde durur"
    objects = [h.start for h in _all(hits, "play_object") if h.stream == 0]
    for h in on:
        between = tokens[h.end:thing.start]
        if not (0 <= len(between) <= _MAX_BETWEEN
                and all(t in _read(sentence, _BETWEEN) for t in between)):
            continue
        # the stance before "on" with no card between ("put your cards on the table and
        # stand up": the cards are on it), or a Dutch infinitive right after the thing
        # ("gaat op de draaistoel staan", "sich auf den Tisch stellen")
        if any(s.end <= h.start and not any(s.end <= o < h.start for o in objects)
               for s in stands) or language(sentence) in ("nl", "de") and any(
                   s.start == thing.end for s in stands):
            return True
    return False


def _unsteady(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A person standing on a thing that rolls or tips (the module text): the words, or ""."""
    if not _someone(hits):
        return ""  # "die Getränke stehen auf dem Tisch": drinks, no person
    for thing in _all(hits, "lv_unsteady"):
        stand = _near(sentence, thing, _all(hits, "lv_stand"))
        if stand is None and not (thing.stream == 2 and _ZH_STAND.search(sentence.cjk)):
            continue
        if _on_top(sentence, thing, hits):
            what = written(stand) if stand is not None else "'站'"
            return f"{what} … {written(thing)}"
    return ""


def _mouth(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A small thing kept in the mouth (the module text): the words, or ""."""
    for mouth in _all(hits, "lv_mouth"):
        if mouth.stream == 2 and written(mouth).strip("'") in ("含", "叼") \
                and _ZH_NOT_MOUTH.search(sentence.cjk):
            continue
        small = _near(sentence, mouth, _all(hits, "lv_small"))
        if small is None or _near(sentence, mouth, _all(hits, "negation")) is not None:
            continue  # "not in anyone's mouth": a denial
        return f"{written(small)} … {written(mouth)}"
    return ""


def _aid(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A sense's aid taken (the module text): the words, or ""."""
    if any(h.name == "bd_brief" for h in hits):
        return ""  # glasses off for a moment (a photo): no stake
    if any(t[0] in _read(sentence, _BACK) for t in sentence.split) \
            or _ZH_BACK.search(sentence.cjk):
        return ""  # "gives the glasses back"
    tokens = [t[0] for t in sentence.split]
    for aid in _all(hits, "lv_aid"):
        if aid.stream == 0 and aid.start > 0 and tokens[aid.start - 1] in _read(
                sentence, _VESSEL):
            continue  # "takes away everyone's empty glasses": glasses one drinks from
        off = _near(sentence, aid, [o for o in _all(hits, "lv_aid_off")
                                    if not _either(tokens, o)])
        if off is not None:
            return f"{written(aid)} … {written(off)}"
    return ""


def _either(tokens: Sequence[str], off: Hit) -> bool:
    """Whether "without" is one side of "with or without" ("met of zonder gehoorapparaat",
    "mit oder ohne Hörgerät"): both alike, nothing taken."""
    return off.stream == 0 and off.start >= 2 and tokens[off.start - 1] in _OR \
        and tokens[off.start - 2] in _WITH


_OR_BY_LANGUAGE = {"en": ("or",), "de": ("oder",), "nl": ("of",), "tr": ("ya", "veya")}
_OR = frozenset(w for words in _OR_BY_LANGUAGE.values() for w in words)
_WITH_BY_LANGUAGE = {"en": ("with",), "de": ("mit",), "nl": ("met",), "tr": ("ile",)}
_WITH = frozenset(w for words in _WITH_BY_LANGUAGE.values() for w in words)


def demanded(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """The shape (a ``SHAPES`` key) and words of a body, a liberty or a sense put at risk
    (see the module text), or None."""
    if spared(sentence, hits) or leave(sentence) or harmed(sentence):
        return None  # an animal shut in is animals.py's (LP701), no person's liberty
    for shape, reader in (("shut", _shut), ("unsteady", _unsteady), ("mouth", _mouth),
                          ("aid", _aid)):
        if shape == "shut" and not _someone(hits) and language(sentence) not in ("tr", ""):
            continue  # a Turkish verb says its person in its ending ("kilitlenir")
        words = reader(sentence, hits)
        if words:
            return shape, words
    return None


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`demanded` as a reading (code, words, message) of LP701 or LP703, unless its
    code is found already; ``what`` says what a code's demand is (language/text/harm.py's
    ``WHAT``, whose module makes it a finding)."""
    return shaped(demanded(sentence, hits), SHAPES, what, done)


__all__ = ["AID_WHY", "MOUTH_WHY", "SHAPES", "SHUT_WHY", "UNSTEADY_WHY", "demanded",
           "findings"]
