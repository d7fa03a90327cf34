"""A person's own need met while the table waits (issue 29, session 42: R-CUSTOM-4).

"Whoever needs to take their medicine, go now; we wait", "wer erkältet ist, holt sich
seinen Tee; die Runde wartet", "wie naar de wc moet, gaat; wij wachten", "telefonla
konuşması gereken kalkabilir; bekleriz", "谁要打电话就去打，我们等你": a kindness to whoever
needs it; and (session 45) "whoever has children at home keeps the phone on; the table
pauses for the sitter's call", "whoever must relieve the babysitter may leave early, no
penalty". The clause picks a player by a fact of their life (a need, a cold, feeling ill),
which is LP304 when the rule then does something to them; here it costs them nothing and
gives nobody anything (R-CUSTOM-4 untouched), and the act is their own (their medicine,
their tea, their call: no LP701 for the eating or drinking words of it).

Read over the whole text (its sentences: "...; we wait" is a sentence of its own), with
the slots of language/text/intake_lexicon.py:

- **a need of the person's own** in the sentence (``nm_need``: "needs to", "muss",
  "moet", "gereken", 需要, 感冒, "ill"), or the person's own medicine at its time
  (``sb_own``);
- **the table waits or nobody pays**: ``nm_wait`` ("we wait", "het spel wacht",
  "bekleriz", 我们等) or a "nobody" (nobody loses a turn, 谁也不罚) in the text;
- **and no cost** anywhere in it (``nm_cost`` not denied: a card drawn, a turn lost,
  sitting out, a payment, a drink of alcohol): "whoever has a cold sits out", "wer
  erkältet ist, trinkt drei Schnäpse" stay LP304 and LP701.

language/text/harm.py asks :func:`met` of each sentence and then drops that sentence's
LP304 and a plain eating, drinking or taking word's LP701.
"""

from __future__ import annotations

import re

from .denial_lexicon import NOBODY_WORDS, NOT_WORDS
from .matching import Hit
from .matching import hits as hits_of
from .textnorm import Reading, Sentence, fold, has_cjk

#: The plain verbs of one's own eating, drinking or taking (an LP701 they alone raise is
#: the person's own medicine or tea when the need is met)
PLAIN = frozenset(fold(w) for w in (
    "eat", "eats", "drink", "drinks", "take", "takes", "swallow", "swallows", "isst", "essen",
    "trinkt", "trinken", "nimmt", "eet", "eten", "drinkt", "drinken", "neemt", "slikt",
    "yer", "yesin", "içer", "içsin", "alır", "alsın", "yutar", "吃", "喝", "吞", "服"))
#: The medicine nouns an illegal-demand word may be (LP705's "pills")
_MEDICINE_BY_LANGUAGE = {"en": ("pill", "pills", "tablet", "tablets", "meds", "medicine",
                                 "medication")}
_MEDICINE = frozenset(fold(w) for words in _MEDICINE_BY_LANGUAGE.values() for w in words)
_ZH_NOBODY = ("谁也不", "誰也不", "没人", "沒人", "不用", "不罚", "不罰", "不受")


def _nobody(sentence: Sentence) -> bool:
    return any(t[0] in NOBODY_WORDS for t in sentence.split) \
        or any(z in sentence.cjk for z in _ZH_NOBODY)


def costs(sentence: Sentence, hits: list[Hit]) -> bool:
    """Whether the sentence lays a cost on someone: a cost word not denied."""
    laid = [h for h in hits if h.name == "nm_cost"]
    if not laid or _nobody(sentence):
        return False
    if has_cjk(sentence.cjk):
        return True
    tokens = [t[0] for t in sentence.split]
    return any(not any(t in NOT_WORDS for t in tokens[max(0, h.start - 3):h.start])
               for h in laid)


#: Who a need picks: a selector ("whoever", "wer", "wie", "kim"; Turkish participles
#: "gereken", "olan"; Chinese 谁, 的人); "everyone has to drink" picks no one with a need
_SELECTORS = frozenset(fold(w) for w in (
    "whoever", "anyone", "anybody", "someone", "somebody", "who", "wer", "jemand", "wie",
    "iemand", "kim", "gereken", "gerekirse", "olan", "hisseden"))
_EXCEPT = frozenset(fold(w) for w in ("except", "but", "außer", "ausser", "behalve", "hariç",
                                      "dışında"))


def _picks(sentence: Sentence, tokens: set[str]) -> bool:
    if has_cjk(sentence.cjk):
        return "谁" in sentence.cjk or "誰" in sentence.cjk or "的人" in sentence.cjk
    return bool(tokens & _SELECTORS)


#: How near an own-word stands before the thing it owns ("your own tablets", "seine eigenen
#: Tabletten", "kendi ilacının", "自己药", "自己的药")
_OWN_REACH = 2
#: (not another's own: "赢家自己的药", the winner's own medicine, "他自己的药")
_ZH_OWN_THING = re.compile(r"(?<![家人他她者名])自己的?(?:药|藥)")


def own_medicine(sentence: Sentence, found: list[Hit]) -> bool:
    """Whether the sentence's medicine is said to be the person's own: an own-word ("own",
    "eigen-", "kendi", 自己) just before it (session 44, fair44). One's own medicine is
    the ``sb_own`` slot as its time is: "Kendi ilacının saati gelen içsin", "到了吃自己药
    的时间就吃"; the winner's tablets, or the picker's taken by another, are no one's own."""
    if any(h.name in ("leader", "k_lost") for h in found):
        return False  # a role named beside it: whose own is the role's ("des Siegers")
    if has_cjk(sentence.cjk):
        return bool(_ZH_OWN_THING.search(sentence.cjk))
    owns = [h.start for h in found if h.name in ("own", "bl_own") and h.stream == 0]
    things = [h.start for h in found if h.name == "sb_thing" and h.stream == 0]
    return any(0 < t - o <= _OWN_REACH for o in owns for t in things)


def met(reading: Reading, at: int) -> bool:
    """Whether sentence ``at`` meets a person's own need, the table waiting (see the
    module text)."""
    sentence = reading.sentences[at]
    found = hits_of(sentence)
    names = {h.name for h in found} | ({"sb_own"} if own_medicine(sentence, found) else set())
    tokens = {t[0] for t in sentence.split}
    if not names & {"nm_need", "sb_own"} \
            or not (_picks(sentence, tokens) or "sb_own" in names and "leader" not in names) \
            or tokens & _EXCEPT or any(z in sentence.cjk for z in ("除了", "除外")):
        return False  # "nobody has to drink except the loser": a waiver, no need of one's own
    everything = [(s, hits_of(s)) for s in reading.sentences]
    waits = any(any(h.name == "nm_wait" for h in found) or _nobody(s)
                for s, found in everything)
    return waits and not any(costs(s, found) for s, found in everything)


def plain(words: str) -> bool:
    """Whether an LP701's (or an LP705's) words are only a plain verb of eating, drinking
    or taking, or the medicine taken ("pills": a medicine, not a drug, once it is one's
    own and the need is met)."""
    said = fold(words.split(" (read as")[0]).strip("'").split()
    return all(w in PLAIN or w in _MEDICINE for w in said)


__all__ = ["PLAIN", "costs", "met", "plain"]
