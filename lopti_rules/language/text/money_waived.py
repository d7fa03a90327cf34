"""Money denied is no money asked (issue 29, session 42: R-CUSTOM-3, LP710).

"Voting never costs money", "Abstimmen kostet kein Geld", "Niemand betaalt geld om te
stemmen", "Oy vermek için kimse para ödemez", "投票不用交钱", "我们不赌钱": the speaker says
that nobody pays, the opposite of a stake (R-CUSTOM-3 forbids demanding money; saying that
no money is asked is that rule said again). The money word is read as denied when a
denial GOVERNS it, which is a matter of what stands between them, not of the sentence
holding a "not" somewhere:

- **a denial right before the money**, with nothing between them but the payment itself
  (the price verb, another money word: "never costs money", "nobody pays money", "costs
  no money", "doesn't cost any money", "kostet kein Geld", "kost geen geld");
- **a Turkish verb in the negative right after it** ("para ödemez", "para gerektirmez",
  "para ile oynanmaz") or the money word itself in the negative ("kimse ödemez");
- **Chinese**: a "not", "no one" or "no need" before the verb of paying and the money
  (不用交钱, 不花钱, 不赌钱, 没人付钱, 免费).

Nobody may be set apart ("except the loser", "nur der Verlierer", "但是输的人"), nor the
denial be a condition ("whoever pays no money sits out", "不给钱的人不能玩"): the denial
then leaves a payer, or a penalty for not paying, and the sentence keeps its money.
"Whoever doesn't play pays five euros" keeps its money too: "play" stands between the
denial and the payment.

The negation a money denial spends is not also read as the vote's or Roshambo's abolition
("Voting costs no money" changes no vote: its "no" is the money's). language/text/harm.py
drops these hits (:func:`unpaid`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .denial_lexicon import NOBODY_WORDS, NOT_SHORT_WORDS, NOT_WORDS, TR_NOT_ENDINGS
from .matching import Hit
from .textnorm import Sentence, clauses, fold, has_cjk

#: A denial before the money: not, no, never, nobody (text/denial_lexicon.py), the tail of
#: "can't", "won't" as the tokens split them
_DENY = NOT_WORDS | NOBODY_WORDS | NOT_SHORT_WORDS | {"t"}
#: What may stand between the denial and the money besides the payment's own words
#: ("doesn't cost ANY money", "kein EINZIGES Geld", "hiç para")
_BETWEEN = frozenset(fold(w) for w in (
    "any", "a", "an", "single", "extra", "even", "real", "does", "do", "cost", "costs",
    "irgendein", "irgendwelches", "einziges", "extra", "echtes", "enig", "ooit", "echt",
    "hiç", "herhangi", "bir", "ekstra"))
#: What may stand between Turkish money and its negative verb ("para ILE oynanmaz")
_TR_BETWEEN = frozenset(fold(w) for w in ("ile", "için", "hiç", "de", "da"))
#: Words that set someone apart, and conditions that pick whoever does not pay ("whoever
#: pays no money sits out", "wer kein Geld zahlt", "wie geen geld betaalt", "如果不交钱"): the
#: denial then leaves a payer, or a penalty for not paying
_APART = frozenset(fold(w) for w in (
    "except", "but", "unless", "only", "außer", "ausser", "aber", "sondern", "nur", "bis",
    "behalve", "maar", "tenzij", "alleen", "hariç", "haric", "ama", "fakat", "sadece",
    "ancak", "yalnız", "yalniz",
    "if", "whoever", "who", "anyone", "anybody", "wenn", "falls", "wer", "wem", "indien",
    "wie", "als", "eğer", "eger", "kim"))
#: A subject after the verb of paying ("betaal JE niets"), and the nothing paid
_SUBJECTS_BY = {"nl": frozenset(("je", "jij", "u", "we", "wij")),
                "de": frozenset(("du", "ihr", "man", "wir")), "en": frozenset(("you",))}
_NOTHING_BY = {"nl": frozenset(("niets", "niks")), "de": frozenset(("nichts",)),
               "en": frozenset(("nothing",))}
_SUBJECTS = frozenset().union(*_SUBJECTS_BY.values())
_NOTHING = frozenset().union(*_NOTHING_BY.values())
#: The hits a payment is made of: the money, the price verb
_PAYMENT = frozenset(("LP710", "t_fee", "vote_price"))
#: The hits a negation makes that read it as abolishing the vote or Roshambo
_ABOLISHED = frozenset(("vote_change", "roshambo_change"))
_ZH_DENIED = re.compile(r"(?:不|没|沒|别|別|无|無|免|无需|無需|不用|不必|不需要|没人|沒人|"
                        r"谁都不|誰都不)"
                        r"(?:用|必|需|要|得)?(?:交|花|付|收|给|給|赌|賭|出|掏|拿)?(?:任何|一分)?"
                        r"(?:钱|錢|费|費)(?!的)")
_ZH_APART = re.compile(r"除了|但|只有|只要|如果|要是|谁|誰")
_ZH_MONEY = frozenset(("钱", "錢", "付钱", "付錢", "赌", "賭", "块钱", "塊錢"))


def unpaid(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """The hits without the money (and the negation spent on it) of a sentence that says
    no money is paid (see the module's docstring)."""
    if not any(h.name == "LP710" for h in hits):
        return hits
    if has_cjk(sentence.cjk):
        if not _ZH_DENIED.search(sentence.cjk) or _ZH_APART.search(sentence.cjk):
            return hits
        return [h for h in hits if not (h.name == "LP710" and h.stream == 2
                                        and h.words.strip("'") in _ZH_MONEY)]
    tokens = [t[0] for t in sentence.split]
    if any(t in _APART for t in tokens):
        return hits
    paid = {i for h in hits if h.name in _PAYMENT and h.stream == 0
            for i in range(h.start, h.end)}
    money = [h for h in hits if h.name == "LP710" and h.stream == 0]
    denied: set[str] = set()
    spent: set[int] = set()
    for h in money:
        at = _denial(tokens, paid, h, clauses(sentence))
        if at is None:
            return hits  # one money word left undenied: the sentence keeps its money
        first = min(at, h.start)
        while first - 1 in paid:  # the verb before the denial: "COSTS no money"
            first -= 1
        denied |= {tokens[i] for i in range(first, max(at + 1, h.end)) if i in paid}
        spent.add(at)
    # the price verb denied with it ("never COSTS money", "COSTS no money"); the joined
    # stream ("don't" as "dont") holds the same words at other places
    return [h for h in hits if not (h.name in _PAYMENT and h.stream < 2
                                    and h.words.strip("'") in denied)
            and not (h.name in _ABOLISHED and h.stream == 0 and h.start in spent)]


def _denial(tokens: Sequence[str], paid: set[int], money: Hit,
            spans: Sequence[tuple[int, int]]) -> int | None:
    """The place of the denial that governs ``money``, or None."""
    start, end = next(((a, b) for a, b in spans if a <= money.start < b), (0, len(tokens)))
    if any(tokens[i].endswith(TR_NOT_ENDINGS) for i in range(money.start, money.end)):
        return money.start  # "kimse ödemez": the payment itself in the negative
    i = money.start - 1
    while i >= start and (i in paid or tokens[i] in _BETWEEN) and tokens[i] not in _DENY:
        i -= 1
    if i >= start and tokens[i] in _DENY:
        return i
    j = money.end
    while j < end and (j in paid or tokens[j] in _TR_BETWEEN) \
            and not tokens[j].endswith(TR_NOT_ENDINGS):
        j += 1
    if j < end and (tokens[j].endswith(TR_NOT_ENDINGS) or tokens[j] in ("yok", "degil")):
        return j
    j = money.end  # "betaal je niets", "zahlst du nichts", "pay nothing": nothing paid
    while j < end and tokens[j] in _SUBJECTS:
        j += 1
    return j if j < end and tokens[j] in _NOTHING else None


__all__ = ["unpaid"]
