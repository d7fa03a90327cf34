"""Drinking waived for everyone (issue 29, session 28, fa32a: R-CUSTOM-3).

"Nobody has to drink anything, water is on the table", "Niemand muss etwas trinken",
"Niemand hoeft iets te drinken", "Kimse içmek zorunda değil", "没人必须喝": the speaker
says that no one is obliged to drink, the opposite of a drinking game (R-CUSTOM-3 forbids
demanding unsafe behaviour; saying nobody must is that rule said again). It reads as slots:

- **an obligation denied**: an obligation word (has to, must, need; muss; hoeft; zorunda;
  必须, 要) with a denial right beside it in its clause (nobody, never, not; niemand,
  keiner, nicht; niemand, niet, nooit; kimse, değil; 没人, 不用, 不必): "everyone has to
  drink, nobody is exempt" denies nothing;
- **the plain verb of drinking or eating** after it (or before it, Turkish and a German
  verb put first: "Trinken muss keiner");
- **nobody set apart**: no exception (except, but, außer, aber, behalve, maar, hariç, ama,
  除了, 但) and no role picked ("the loser does"), which would turn the denial into a
  drinking game for someone.

Alcohol named keeps its own finding (only the plain verb is dropped). language/text/harm.py
drops the plain drinking words (LP701 hits) of such a sentence.
"""

from __future__ import annotations

import re

from .denial_lexicon import NOBODY_WORDS, NOT_SHORT_WORDS, NOT_WORDS
from .matching import Hit
from .textnorm import Sentence, clauses, fold, has_cjk

#: Words of an obligation (one token each, folded)
_MUST = frozenset(fold(w) for w in (
    "has", "have", "must", "need", "needs", "required", "muss", "musst", "müssen", "muessen",
    "brauchst", "braucht", "hoeft", "hoef", "hoeven", "zorunda", "zorunlu", "mecbur"))
#: Words that deny the obligation, or whoever is obliged
#: (text/denial_lexicon.py's words; "t", the tail of "can't" and "won't" as tokens split it)
_DENY = NOT_WORDS | NOBODY_WORDS | NOT_SHORT_WORDS | {"t"}
#: Words that set someone apart: the denial then leaves a drinker
_APART = frozenset(fold(w) for w in (
    "except", "but", "unless", "only", "außer", "ausser", "aber", "sondern", "nur",
    "behalve", "maar", "tenzij", "alleen", "hariç", "haric", "ama", "fakat", "sadece"))
#: The plain verbs of drinking and eating
_PLAIN = frozenset(fold(w) for w in (
    "drink", "eat", "trinken", "essen", "drinken", "eten", "içmek", "icmek", "yemek"))
_TO = frozenset(("to", "te", "zu"))
#: A role picked beside the denial ("the loser does"): a drinker after all
_PICKED = frozenset(("leader", "p_bearing", "p_trait", "trait"))
#: Words between the obligation and its denial ("nobody has", "muss nicht", "hoeft niet"),
#: and between the obligation and the drink ("has to drink anything")
_NEXT = 2
_REACH = 4
_ZH_WAIVED = re.compile(r"(?:没人|没有人|沒人|沒有人|谁都不|誰都不|不用|不必|无需|無需|不需要)"
                        r"(?:必须|必須|一定要|要|得)?(?:喝|吃)")
_ZH_APART = re.compile(r"除了|但|只有|酒")


def waived(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """The hits without the plain drinking or eating words of a sentence that waives
    them for everyone (see the module's docstring)."""
    if any(h.name in _PICKED for h in hits):
        return hits
    if has_cjk(sentence.cjk):
        if not _ZH_WAIVED.search(sentence.cjk) or _ZH_APART.search(sentence.cjk):
            return hits
        return [h for h in hits if not (h.name == "LP701" and h.stream == 2
                                        and h.words.strip("'") in ("喝", "吃"))]
    tokens = [t[0] for t in sentence.split]
    if any(t in _APART for t in tokens):
        return hits
    musts = [i for a, b in clauses(sentence) for i in range(a, b) if tokens[i] in _MUST
             and any(tokens[j] in _DENY for j in range(max(a, i - _NEXT), min(b, i + _NEXT + 1)))]
    if not musts:
        return hits
    dropped = {h.words for h in hits if h.name == "LP701" and h.stream == 0
               and _plain(tokens[h.start:h.end]) and any(abs(m - h.start) <= _REACH
                                                         for m in musts)}
    # the joined stream ("don't" as "dont") holds the same words at other places
    return [h for h in hits if not (h.name == "LP701" and h.stream < 2 and h.words in dropped)]


def _plain(words: list[str]) -> bool:
    """Whether a hit's words are only the plain verb, with its infinitive's particle
    ("to drink", "te drinken", "zu trinken")."""
    return any(w in _PLAIN for w in words) and all(w in _PLAIN or w in _TO for w in words)


__all__ = ["waived"]
