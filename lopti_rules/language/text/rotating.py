"""A role that rotates is no trait (R-SETUP-4, R-CUSTOM-4; issue 29, session 43).

The deal moves clockwise round to round (R-SETUP-4), so whatever the dealer does falls on
every player in turn: "whoever deals this round brings the drinks", "wer gibt, holt die
Getränke", "wie deelt, haalt de drankjes", "bu turu kim dağıtırsa içecekleri o getirir",
"谁发牌谁去拿饮料", and the seats fixed to the dealer ("the player left of the dealer
cuts"). A chore or a service done by that role is alike for all over the session: it picks
nobody by a fact of their life (LP304) and is no demand on one person the table agrees to
first (LP712). A trait or a name that does it ("the youngest brings the drinks, whoever
deals", "Anna schenkt allen Tee ein") still picks a person: :func:`doer_rotates` asks for
the rotating role as the doer of the clause, and nothing else that picks a person in it.

This module is the one place that says which role words rotate, in the five languages;
language/text/persons.py (a description that picks) and language/text/beyond.py (a chore
asked) ask it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, clauses

#: The dealer and the act of dealing, folded (accents and the Turkish dotless i folded
#: away): "the dealer", "whoever deals this round", "der Geber", "wer gibt", "de deler",
#: "wie deelt", "dağıtıcı", "kim dağıtırsa", "o turun dağıtıcısı"
_ROTATING_BY_LANGUAGE = {
    "en": r"dealer|dealers|dealer s|deals|dealing|shuffler",
    "de": r"geber\w*|gibt|mischer\w*",
    "nl": r"deler|delers|deelt|schudder",
    "tr": r"dagitici\w*|dagitan\w*|dagitir\w*|dagitacak\w*",
}
ROTATING = re.compile(r"\b(?:" + "|".join(_ROTATING_BY_LANGUAGE.values()) + r")\b")
#: The Chinese dealer ("发牌的人", "谁发牌", "庄家")
ROTATING_ZH = re.compile(r"发牌|發牌|庄家|莊家|洗牌的人")
#: What picks a person besides the role: a trait, a liking, a name, a relation, a seat
_PICKS = frozenset(("trait", "trait_noun", "p_trait", "p_bearing", "wears", "seat",
                    "liked", "creator", "k_creator"))
#: Words that bind a selector to the dealing itself ("whoever deals", "wer gibt")
_SELECTORS_BY_LANGUAGE = {"en": ("whoever", "who", "the"), "de": ("wer", "der"),
                          "nl": ("wie", "de"), "tr": ("kim", "o")}
_SELECTORS = frozenset(w for words in _SELECTORS_BY_LANGUAGE.values() for w in words)
#: Chinese clause breaks, and a trait or a name picking the doer in the act's clause
_ZH_BREAK = re.compile(r"[，,。；;：:！!？?、]")
_ZH_PICKED = re.compile(r"最[大小老年高矮胖瘦]|年纪|年紀|岁|歲|小[王李张刘陈]|老[王李张刘陈]")


def rotates(words: str) -> bool:
    """Whether ``words`` (folded, or Chinese) name the role that rotates."""
    return bool(ROTATING.search(words) or ROTATING_ZH.search(words))


def doer_rotates(sentence: Sentence, hits: Sequence[Hit], act: Hit) -> bool:
    """Whether the one who does ``act`` is the role that rotates: a dealer word in the
    act's clause before it ("whoever deals this round brings", "the dealer pours"), or in
    a relative clause just before ("wer gibt, holt"; Chinese: the act's clause, "谁发牌谁去
    拿饮料"), and no trait, liking, name or seat picking a person there (see the module
    text)."""
    if act.stream == 2:
        word = act.words.strip("'")
        parts = _ZH_BREAK.split(sentence.cjk)
        at = next((i for i, p in enumerate(parts) if word and word in p), None)
        if at is None:
            return False
        said = parts[at - 1] + parts[at] if at > 0 and parts[at - 1].startswith(
            ("谁", "誰")) else parts[at]
        return rotates(said[:said.find(word)]) and not _ZH_PICKED.search(said)
    tokens = [t[0] for t in sentence.split]
    start = next((a for a, b in clauses(sentence) if a <= act.start < b), 0)
    # "wer gibt, holt": a relative clause before the main one names the main one's doer
    earlier = next((a for a, b in clauses(sentence) if b == start and a < b), None)
    if earlier is not None and tokens[earlier] in _SELECTORS:
        start = earlier
    if not rotates(" ".join(tokens[start:act.start])):
        return False
    return not any(h.name in _PICKS and h.stream == 0 and start <= h.start < act.start
                   for h in hits)


__all__ = ["ROTATING", "ROTATING_ZH", "doer_rotates", "rotates"]
