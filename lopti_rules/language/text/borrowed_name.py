"""A person's name, phone or account used by another without their consent (issue 29,
session 42: R-CUSTOM-3).

What a player says in their own name is theirs to say. A text that lets **someone else
write, post or log in through a player's phone, account or name** — the winner texting
the loser's boss from the loser's phone, a status posted on the loser's profile, a message
"im Namen des Verlierers", "namens de verliezer", the phone passed round the table,
"kaybedenin hesabından paylaşılır", "赢家用输家的手机发消息" — speaks for a person who never
agreed to it: non-consensual (LP703). The slots of language/text/outsider_lexicon.py,
read in one sentence:

- **what speaks for a person** (``nu_means``: a phone, an account, a profile, a chat app,
  their name);
- **used to reach others** (``nu_use``: posting, sharing, logging in, handing it on, or a
  call or a message, ``os_reach``);
- **two people**: the one whose means it is and another who uses it (a role, another
  player, "you", "I", "the others", "everyone"): one person alone uses their own;
- **their own, or agreed**: "own", "eigen", "kendi", 自己 (the player's own phone: "I send
  a photo to our group chat from my own phone"), everyone's agreement, a denial, an offer
  or whoever wants asks nobody's name of anyone.

A phone handed over, unlocked or opened is private.py's (LP703 with its own reason): it
speaks first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .private import demanded
from .textnorm import Sentence, fold

_NOBODY = frozenset(("negation", "cannot", "b_free", "bd_offer", "volition", "nu_consent",
                     "nu_own"))
#: the people a sentence names: a role, another player, you, I, the others, everyone,
#: whoever ("wie verliest, laat de winnaar ...")
_PEOPLE = frozenset(("leader", "p_other", "you", "self", "nu_others", "p_everyone",
                     "c_person", "play_whoever"))
_USE = frozenset(("nu_use", "os_reach"))
#: the one person each of these words names ("you", "your"; "I", "my")
_SAME = {fold(w): k for k, ws in (("you", ("you", "your", "yours")),
                                  ("self", ("i", "me", "my", "我", "ich", "mein", "meinem",
                                            "ik", "mijn", "ben", "benim")))
         for w in ws}


#: a phone the message goes to, not one used: "to the loser's phone", "aufs Handy",
#: "naar zijn telefoon", the Turkish dative "telefonuna", "发到输家的手机上"
_PHONES = tuple(fold(w) for w in ("phone", "mobile", "cellphone", "smartphone", "handy",
                                   "telefon", "gsm", "cep"))
_TO = frozenset(fold(w) for w in ("to", "onto", "aufs", "ans", "auf", "naar"))
_ZH_TO = re.compile(r"到[^，。,]{0,6}(?:手机|手機)")
#: a phone that rings calls nobody: "if the dealer's phone rings"
_RINGS = frozenset(fold(w) for w in ("ring", "rings", "rang", "ringing"))


def _received(sentence: Sentence, means: Hit) -> bool:
    """Whether the phone is where a message goes, not what sends it."""
    word = fold(means.words.split("'")[1] if "'" in means.words else means.words)
    if not word.startswith(_PHONES) and not word.startswith(("手机", "手機")):
        return False
    if means.stream == 2:
        return bool(_ZH_TO.search(sentence.cjk))
    tokens = [t[0] for t in sentence.split]
    before = tokens[max(0, means.start - 4):means.start]
    return any(t in _TO for t in before) or (  # the Turkish dative: "telefonuna"
        word.startswith("telefon") and word.endswith(("a", "e"))
        and not word.endswith(("la", "le")))


#: a possessor before the means ("your phone", "sein Handy", "zijn Instagram") or after it
#: ("das Handy des Verlierers", "het account van de verliezer", "the profile of the loser")
_MINE = frozenset(fold(w) for w in (
    "your", "their", "his", "her", "my", "sein", "seine", "seinem", "seinen", "ihr", "ihre",
    "ihrem", "ihren", "dessen", "deren", "mein", "meine", "meinem", "dein", "deine",
    "deinem", "zijn", "haar", "jouw", "je", "mijn", "hun", "onun", "benim", "senin"))
_OF = frozenset(fold(w) for w in ("des", "der", "van", "of"))
_WHOSE = frozenset(("leader", "p_other", "you", "self", "c_person", "k_lost"))
#: a name is someone's by itself ("im Namen", "namens", "adına", 名义)
_NAMES = tuple(fold(w) for w in ("name", "namen", "namens", "naam", "behalf", "adına",
                                 "ağzından", "名义", "名義"))


def _whose(sentence: Sentence, hits: Sequence[Hit], means: Hit) -> bool:
    """Whether the means is said to be someone's: a name, a possessive, a person's
    genitive, "的" before it in Chinese ("by phone", "用微信" are nobody's in particular)."""
    words = fold(means.words)
    if any(n in words for n in _NAMES):
        return True
    if means.stream == 2:
        at = sentence.cjk.find(means.words.strip("'"))
        return at > 0 and sentence.cjk[at - 1] == "的"
    tokens = [t[0] for t in sentence.split]
    before = range(max(0, means.start - 3), means.start)
    return any(tokens[i] in _MINE for i in before) or any(
        h.name in _WHOSE and h.stream == means.stream
        and (means.start - 3 <= h.start < means.start
             or (h.start > means.end and tokens[h.start - 1] in _OF)
             or (h.start - 2 >= means.end and tokens[h.start - 2] in _OF))
        for h in hits)


def _people(hits: Sequence[Hit], stream: int) -> set[str]:
    names: set[str] = set()
    for h in hits:
        if h.name in _PEOPLE and h.stream == stream:
            word = h.words.split("'")[1] if "'" in h.words else h.words
            names.add(h.name if h.name in ("you", "self") else _SAME.get(fold(word), word))
    return names


def borrowed(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """An LP703 hit when someone uses another player's phone, account or name to reach
    others (the module text), or none."""
    # the whole sentence is read: "wie verliest, laat de winnaar inloggen"
    if any(h.name in _NOBODY for h in hits) or demanded(sentence, hits):
        return []  # a phone handed over or opened: private.py says it, with its reason
    for means in (h for h in hits if h.name == "nu_means" and not _received(sentence, h)
                  and _whose(sentence, hits, h)):
        use = next((h for h in hits if h.name in _USE and h.stream == means.stream
                    and fold(h.words.strip("'")) not in _RINGS
                    and h.words != means.words), None)  # "post" is not both
        if use is not None and len(_people(hits, means.stream)) >= 2:
            first, last = sorted((means, use), key=lambda h: h.start)
            return [Hit("LP703", first.start, max(first.end, last.end),
                        f"{first.words} … {last.words}", means.stream)]
    return []


__all__ = ["borrowed"]
