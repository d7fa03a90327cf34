"""A blow given hard to a body part is violence, whatever the blow's word (issue 29,
session 34).

A tap, a rap, a "tik", a "Klaps" is light by its word: on a shoulder for luck it touches
(contact.py reads who it lands on). Given hard ("a hard rap on the knuckles", "een harde
tik met het kaartspel op de knokkels", "einen harten Klaps auf die Finger", "sert bir
fiske", "狠狠敲他的指关节") it is a blow: pain as a game action, which no table may agree to
(R-CUSTOM-3, LP702). Read here: in one clause, a force word (claim_lexicon.py's
``k_force``), a blow or a reach (contact_lexicon.py's ``c_blow``, ``c_reach``; harm_lexicon's
``strike``), and a body part it lands on (after a landing word, or Chinese by substring)
that is not the striker's own. Knuckles knocked hard on the table are the striker's own
hand on a thing ("klopt hard met de knokkels op tafel"): no body part lands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .contact import OWN, laid_on, landed
from .joints import bent
from .matching import Hit
from .matching import language as _language
from .textnorm import Sentence, clauses, fold, has_cjk

#: a blow or an act that reaches a body
_BLOWS = frozenset(("c_blow", "c_reach", "strike"))
#: where it lands: a body part, a hand ("op de hand": a hand of cards takes no blow)
_PARTS = frozenset(("body", "c_body", "a_hand"))
_DENY = frozenset(("negation", "cannot", "k_never"))


def blow(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of a blow given hard to a body part, or ""."""
    if any(h.name in _DENY for h in hits):
        return ""
    if has_cjk(sentence.cjk):
        force = next((h for h in hits if h.name == "k_force" and h.stream == 2), None)
        act = next((h for h in hits if h.name in _BLOWS and h.stream == 2), None)
        part = next((h for h in hits if h.name in _PARTS and h.stream == 2), None)
        return f"{force.words} … {act.words} … {part.words}" if force and act and part else ""
    tokens = [t[0] for t in sentence.split]
    lang = _language(sentence)
    for start, end in clauses(sentence):
        inside = [h for h in hits if h.stream == 0 and start <= h.start < end]
        force = next((h for h in inside if h.name == "k_force"), None)
        act = next((h for h in inside if h.name in _BLOWS), None)
        parts = [h for h in inside if h.name in _PARTS and landed(tokens, h.start, lang)
                 and not (h.start > 0 and tokens[h.start - 1] in OWN)]
        if force is not None and act is not None and parts:
            return f"{force.words} … {act.words} … {parts[0].words}"
    return ""


#: light touches by their word: a tap, a pat ("taps the winner on the shoulder for luck",
#: "klopft ihm auf die Schulter", "een tikje op de schouder", "omzuna dokunur", "拍拍肩")
_LIGHT = re.compile(r"(?:tap|taps|tapped|tapping|pat|pats|patted|patting|tipp\w*|antipp\w*|"
                    r"klopf\w*|tik|tikje|tikt|tikken|klop|klopje|klopt|kloppen|dokun\w*|"
                    r"tıklat\w*|tiklat\w*|拍拍|轻拍|輕拍|拍)")
#: where a light touch still hurts or intrudes: the head and face (persons.py reads them)
_TENDER = frozenset(("vulnerable",))
#: the parts a friendly tap is given on: a shoulder, the back, an arm, a hand
_SOCIAL = re.compile(r"shoulders?|back|arms?|upper arms?|hands?|schulter\w*|r(?:ü|u|ue)cken|"
                     r"arme?|oberarm\w*|hand|schouder\w*|rug|armen|bovenarm\w*|omuz\w*|"
                     r"s(?:ı|i)rt\w*|kol\w*|el|eli|eline|肩膀?|后背|後背|背|手臂|胳膊")


#: "with" before a thing one strikes with: the deck, the cards, a spoon
_WITH = frozenset(("with", "using", "mit", "met", "ile", "desteyle", "kartlarla"))
_THINGS = frozenset(("c_tool", "play_object", "p_thing", "c_thing"))


def _struck_with(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the touch is made with a thing ("with the deck", "mit dem Löffel",
    "desteyle", "用整副牌"): a thing swung at someone is no friendly tap."""
    if re.search(r"(?:用|拿)[^，,。；;]{1,6}?(?:拍|敲|打|戳|弹|彈)", sentence.cjk or ""):
        return True
    tokens = [t[0] for t in sentence.split]
    withs = [i for i, t in enumerate(tokens) if t in _WITH or t.endswith(("yle", "yla"))]
    return any(h.name in _THINGS and h.stream == 0 and any(0 < h.start - w <= 3 for w in withs)
               or h.name == "c_tool" for h in hits) and bool(withs)


def light(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether every blow word of the sentence is a light touch, given without force and
    only to a shoulder, the back, an arm or a hand: a tap on the shoulder for luck, a
    friendly gesture, neither violence nor an intimate touch (R-CUSTOM-3)."""
    blows = [h for h in hits if h.name in ("strike", "force", "c_blow")]
    parts = [h for h in hits if h.name in _PARTS]
    if _struck_with(sentence, hits):
        return False  # "用整副牌拍输家的手", "tikt met de stapel op de hand": a thing swung
    return bool(blows) and all(_LIGHT.fullmatch(h.words.strip("'")) for h in blows) \
        and all(_SOCIAL.fullmatch(h.words.strip("'")) for h in parts) \
        and not any(h.name in ("k_force", *_TENDER) for h in hits)


#: The verbs of receiving a blow named as a noun ("krijgt een tik", "bekommt einen Klaps",
#: "gets a whack", "tokat yer"), by language
_GOT_BY_LANGUAGE = {"en": ("gets", "get", "receives", "receive"),
                    "de": ("bekommt", "bekommen", "kriegt", "kriegen", "erhält"),
                    "nl": ("krijgt", "krijgen", "ontvangt"),
                    "tr": ("yer", "yesin", "alır", "alsın"),
                    "zh": ("挨",)}
_GOT = frozenset(fold(w) for words in _GOT_BY_LANGUAGE.values() for w in words)
#: How near the receiving verb stands before its blow ("krijgt een harde tik")
_GOT_REACH = 3


def got(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A blow noun got by the one the sentence picks before it, in whatever clause ("wie
    verliest, krijgt een tik met de vliegenmepper", "wer verliert, bekommt einen Klaps":
    the blow lands on the one picked; session 48), not denied: the words, or "". Chinese
    (挨) is read by contact.py in one sentence."""
    if has_cjk(sentence.cjk) or any(h.name in _DENY for h in hits):
        return ""
    tokens = [t[0] for t in sentence.split]
    for blow in (h for h in hits if h.name == "c_blow" and h.stream == 0):
        verb = next((i for i in range(blow.start - 1, max(-1, blow.start - 1 - _GOT_REACH), -1)
                     if tokens[i] in _GOT), None)
        picked = None if verb is None else next(
            (h for h in hits if h.name in ("c_person", "p_other", "k_lost")  # a person, a
             and h.stream == 0 and h.start < verb), None)  # loser the sentence picks
        if picked is not None:
            return f"{blow.words} … {picked.words}"
    return ""


def touches(sentence: Sentence, hits: Sequence[Hit]) -> list[tuple[str, str]]:
    """An act on another's body (contact.py's :func:`laid_on`; a joint bent, joints.py) as
    a code and its words: a blow given hard is violence (LP702), a light tap on a shoulder
    is none, any other act an unwanted touch (LP703)."""
    hard = blow(sentence, hits)
    if hard:
        return [("LP702", hard)]
    laid = "" if light(sentence, hits) else laid_on(sentence, hits) or bent(sentence, hits) \
        or got(sentence, hits)
    return [("LP703", laid)] if laid else []


__all__ = ["blow", "got", "light", "touches"]
