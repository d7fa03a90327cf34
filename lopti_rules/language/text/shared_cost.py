"""A cost everyone pays alike (issue 29, session 27: R-CUSTOM-3, LP710).

Money is a stake when a result moves it between players (LP710). A payment the whole
table splits in equal shares ("everyone chips in equally for the pizza", "die Pizza zahlen
wir alle zu gleichen Teilen", "de pizza betalen we samen, iedereen evenveel",
"pizzanın parasını herkes eşit öder", "披萨钱大家平摊") moves nothing: whoever wins, each
pays the same. It is read by its slots, in any order:

- **the payers are everyone**: "everyone", "we all", "alle", "iedereen", "herkes",
  "大家", "每人" (the lexicon's ``p_everyone``, or "we" with "all"/"together");
- **the share is equal**: the equal-share words of :data:`_EQUAL` (equally, the same,
  gleich, evenveel, eşit, 平摊), or the cost borne together (together, gemeinsam, samen,
  birlikte, 一起);
- **nobody picked by a result**: no loser, winner or other role of play named
  (``leader``, ``k_lost``: "the loser pays everyone's pizza" stays LP710), no result
  said of the payers ("everyone who lost pays the same", "iedereen die verliest");
- **no bet**: a pot or a wager put up alike is still a stake ("we all bet the same").

Each paying **their own** is alike too (fa35): the payers each ("everyone", "each",
"jeder", "iedereen", "herkes", "大家") and the cost their own ("selbst", "zelf", "kendisi",
"their own", "自己": the lexicon's ``own``): "Die Getränke zahlt jeder selbst", "饮料钱大家
自己付". "The loser pays the drinks" names a result's payer and stays LP710.

Equal stakes are still a bet (LP710): a payment everyone makes alike into a pot, or one a
result takes whole ("everyone pays the same into the pot and the winner takes it all",
"iedereen betaalt evenveel in de pot en de winnaar krijgt alles", "每人出一样多的钱，赢家全拿")
is money moved by the result, so the lexicon's exceptions for the equal share
("everyone pays the same", ``except:LP710``) do not cover it (:func:`staked`).

Then the sentence's money words are no stake (its LP710 hits are dropped), and a chore so
shared ("after the game we all tidy up together", "am Ende räumen alle gemeinsam auf",
"散场后大家一起收拾桌子") is asked of no one person (language/text/beyond.py: no LP712).
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, fold

#: the equal share, per language, as folded stems (a token starting with one)
_EQUAL: dict[str, tuple[str, ...]] = {
    "en": ("equal", "evenly", "same", "split", "share", "halves"),
    "de": ("gleich", "geteilt", "teilen", "teilt", "anteil", "dasselbe"),
    "nl": ("evenveel", "gelijk", "hetzelfde", "delen", "gedeeld", "deelt"),
    "tr": ("eşit", "esit", "aynı", "ayni", "paylaş", "paylas", "bölüş", "bolus"),
}
_ZH_EQUAL = ("平摊", "平攤", "均摊", "均攤", "平分", "AA", "一样的钱", "一樣的錢", "各付各")
_ALL = tuple(fold(s) for stems in _EQUAL.values() for s in stems)
#: "we" with "all" or "together" is everyone too ("we all", "wir alle", "we samen")
_WE = frozenset(fold(w) for w in ("we", "wir", "biz", "us"))
_TOGETHER = frozenset(fold(w) for w in ("all", "together", "alle", "zusammen", "gemeinsam",
                                        "allemaal", "samen", "hep", "hepimiz", "birlikte",
                                        "beraber"))
_ZH_ALL = ("大家", "每人", "每个人", "每個人", "所有人", "我们", "我們")
#: a bet or a pot: money put up to be won is a stake however alike it is paid in
_BET = frozenset(fold(w) for w in (
    "bet", "bets", "betting", "wager", "wagers", "stake", "stakes", "pot", "jackpot",
    "kitty", "wette", "wetten", "wettet", "einsatz", "einsätze", "wedden", "wed",
    "wedt", "weddenschap", "inzet", "pot", "bahis", "bahse", "iddia", "iddiaya", "kumar",
    "ortaya"))
_ZH_BET = ("赌", "賭", "下注", "押", "彩头", "彩頭", "奖池", "獎池")
#: the pot the payments go into (a bet however alike it is paid in)
_POT = _BET | frozenset(fold(w) for w in (
    "topf", "pott", "kasse", "potje", "kasa", "kasaya", "havuz", "havuza", "potta"))
#: the whole taken ("takes it all", "krijgt alles", "hepsini alır", "全拿")
_WHOLE = frozenset(fold(w) for w in (
    "everything", "lot", "alles", "hepsini", "tamamını", "tümünü", "hepsi"))
#: "all" as the whole taken ("takes it all", "all of it"), not "all the cards"
_ALL_OF = frozenset(fold(w) for w in ("it", "of", "them"))
_ZH_WHOLE = ("全拿", "全部", "拿走所有", "通吃", "全归", "全歸")
_WINNER = tuple(fold(w) for w in ("winner", "win", "gewinn", "sieger", "winnaar", "wint",
                                  "kazan", "赢", "贏"))
#: a result said of the payers ("everyone who lost", "iedereen die verliest"): picked
_RESULT = tuple(fold(w) for w in ("lose", "loses", "lost", "losing", "win", "wins", "won",
                                  "verlier", "verlor", "gewinn", "gewonn", "verlies",
                                  "verloor", "wint", "winnen", "kaybe", "kazan"))
_ZH_RESULT = ("输", "輸", "赢", "贏")
#: a role of play or a result: a payer picked, so the money may move
_PICKED = frozenset(("leader", "k_lost", "self", "k_creator", "trait", "trait_noun"))


def _unpicked(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Nobody picked to pay by a role or a result, and no bet: what :func:`shared` and
    :func:`each_own` both ask first."""
    if any(h.name in _PICKED for h in hits):
        return False
    tokens = [t[0] for t in sentence.split]
    cjk = sentence.cjk
    if any(t.startswith(_RESULT) for t in tokens) or any(w in cjk for w in _ZH_RESULT):
        return False
    return not (set(tokens) & _BET or any(w in cjk for w in _ZH_BET))


def shared(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence lays a cost on everyone alike (see the module text): everyone
    named as who pays or does it, in equal shares or together, nobody picked by a role
    or a result, and no bet."""
    if not _unpicked(sentence, hits):
        return False
    tokens = [t[0] for t in sentence.split]
    cjk = sentence.cjk
    everyone = any(h.name == "p_everyone" for h in hits) or bool(
        set(tokens) & _WE and set(tokens) & _TOGETHER) or any(w in cjk for w in _ZH_ALL)
    equal = any(t.startswith(_ALL) for t in tokens) or any(w in cjk for w in _ZH_EQUAL) \
        or bool(set(tokens) & _TOGETHER) or "一起" in cjk
    return everyone and equal


def each_own(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether everyone pays for their own (module text): a payer each, the cost their own,
    nobody picked by a role or a result and no bet. Money only: "show everyone your phone"
    is no chore shared."""
    return _unpicked(sentence, hits) and any(h.name in ("p_everyone", "b_each") for h in hits) \
        and any(h.name == "own" for h in hits)


def staked(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence's payment goes into a pot, or is taken whole by the winner: a
    stake however alike it is paid (module text)."""
    if not any(h.name in ("LP710", "t_fee") for h in hits):
        return False
    tokens = [t[0] for t in sentence.split]
    cjk = sentence.cjk
    if set(tokens) & _POT or any(w in cjk for w in _ZH_BET):
        return True
    won = any(t.startswith(_WINNER) for t in tokens) or any(w in cjk for w in _WINNER)
    whole = bool(set(tokens) & _WHOLE) or any(w in cjk for w in _ZH_WHOLE) or any(
        t == "all" and (i + 1 == len(tokens) or tokens[i + 1] in _ALL_OF
                        or tokens[i - 1] in _ALL_OF) for i, t in enumerate(tokens))
    return won and whole


def alike(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` without the money words of a cost everyone pays alike (module text), and
    without the equal share's exceptions where the payment is staked."""
    if staked(sentence, hits):  # the payment the exceptions dropped is the stake again
        kept = [h for h in hits if h.name != "except:LP710"]
        return kept + [h._replace(name="LP710") for h in hits if h.name == "t_fee"
                       and not any(k.name == "LP710" and k.start == h.start for k in kept)]
    if not any(h.name == "LP710" for h in hits) or not (
            shared(sentence, hits) or each_own(sentence, hits)):
        return list(hits)
    return [h for h in hits if h.name != "LP710"]


__all__ = ["alike", "each_own", "shared", "staked"]
