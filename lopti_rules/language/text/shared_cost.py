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
"jeder", "iedereen", "herkes", "大家"), or whoever joins by choice ("Wer mag, bestellt und
zahlt seinen Teil selbst", session 44: the offer's ``bd_offer`` opening the sentence), and
the cost their own ("selbst", "zelf", "kendisi",
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

import re
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
#: in turn: everyone once, round the table, a rota ("reihum jeder einmal", "sırayla
#: herkes", "大家轮流"): alike for all as together is (proc35)
#: (not Dutch "beurt": the game's own turn, "om de beurt" read with it would spare a
#: loser's chore said beside "iedereen ... om de beurt")
_IN_TURN = tuple(fold(w) for w in ("reihum", "abwechselnd", "toerbeurt", "sırayla",
                                   "sirayla", "nöbetleşe", "nobetlese", "rota"))
_ZH_IN_TURN = ("轮流", "輪流")
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
                                  "verloor", "verliez", "wint", "winnen", "winnaar", "kaybe",
                                  "kazan"))
_ZH_RESULT = ("输", "輸", "赢", "贏")
#: a role of play or a result: a payer picked, so the money may move
_PICKED = frozenset(("leader", "k_lost", "self", "k_creator", "trait", "trait_noun"))


#: Words that count a role in with everyone ("the winner included", "der Sieger auch",
#: "de winnaar ook", "kazanan da", "赢家也一样", fa37): the role pays as the others do, it
#: is not the payer picked
_INCLUDED = frozenset(fold(w) for w in (
    "included", "including", "too", "also", "auch", "ebenfalls", "inklusive", "einschließlich",
    "ook", "eveneens", "inbegrepen", "dahil", "da", "de"))
_ROLE_WORDS = tuple(fold(w) for w in ("winner", "loser", "sieger", "verlierer", "winnaar",
                                      "verliezer", "kazanan", "kaybeden", "dealer", "geber"))
#: what the money buys ("in the pot for the pizza", "in de pot voor de friet", "pizza
#: için"): a pot for a purchase is a kitty, no stake (unless a result takes it: staked)
_PURPOSE = frozenset(fold(w) for w in ("for", "für", "voor", "icin", "için"))
_POT_ONLY = frozenset(fold(w) for w in ("pot", "kitty", "potje", "topf", "pott", "kasse"))
#: an amount each pays ("everyone ... one euro", "jeder zwei Euro", "herkes on lira"): the
#: same share for all, said by its size
_AMOUNT = frozenset(fold(w) for w in (
    "a", "one", "two", "three", "five", "ten", "ein", "einen", "zwei", "drei", "fünf", "zehn",
    "een", "twee", "drie", "vijf", "tien", "bir", "iki", "üç", "beş", "on", "yirmi"))
_ZH_AMOUNT = re.compile(
    r"(?<![给給向])每(?:人|个人|個人)[出付交][一二两兩三四五六七八九十百\d]+[块塊元]")
#: whom a payment may go to, besides a role ("pays you", "dir", "jou", "sana", "herkese":
#: everyone paid, not paying)
_PAID = frozenset(fold(w) for w in ("you", "du", "dir", "dich", "jij", "je", "jou", "sen",
                                    "sana", "herkese", "picker"))


def _each_amount(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether everyone, named first, pays an amount said by its size ("everyone chips in one
    euro", "alle werfen zwei Euro", "herkes on lira koyar", "每人出十块钱", fa37): each the
    same share. Not when a role or a person besides is named (unless counted in: "the
    winner too"), nor when everyone is whom the money goes to ("the picker pays everyone
    a euro", "给每人十块钱")."""
    if _ZH_AMOUNT.search(sentence.cjk) is not None:
        return True
    tokens = [t[0] for t in sentence.split]
    money = [h.start for h in hits if h.name == "LP710" and h.stream == 0]
    payers = [h.start for h in hits if h.name == "p_everyone" and h.stream == 0]
    if not money or not payers or min(payers) > min(money) or set(tokens) & _PAID:
        return False
    if any(any(r in t for r in _ROLE_WORDS) and not _counted_in(tokens, i)
           for i, t in enumerate(tokens)):
        return False
    return any(h.name == "LP710" and h.stream == 0 and h.start > 0 and (
        tokens[h.start - 1] in _AMOUNT or tokens[h.start - 1].isdigit()) for h in hits)


def _counted_in(tokens: Sequence[str], at: int) -> bool:
    """Whether the role or result word at ``at`` is counted in with everyone ("the winner
    included", "including the winner", "der Sieger auch"), not picked."""
    return bool(set(tokens[at + 1:at + 3]) & _INCLUDED) or bool(
        set(tokens[max(0, at - 2):at]) & {"including", "inklusive", "einschließlich"})


def _unpicked(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Nobody picked to pay by a role or a result, and no bet: what :func:`shared` and
    :func:`each_own` both ask first. A role counted in with everyone ("the winner too")
    picks nobody (fa37), and a pot the sentence says what it buys is no bet."""
    tokens = [t[0] for t in sentence.split]
    cjk = sentence.cjk
    if any(h.name in _PICKED and not (h.stream == 0 and _counted_in(tokens, h.end - 1)) and not (
            h.stream == 2 and _zh_counted_in(cjk, h.words.strip("'"))) for h in hits):
        return False
    if any(t.startswith(_RESULT) and not _counted_in(tokens, i)
           for i, t in enumerate(tokens)) or any(
            w in cjk and not _zh_counted_in(cjk, w) for w in _ZH_RESULT):
        return False
    bets = set(tokens) & _BET
    if bets and bets <= _POT_ONLY and _bought(tokens):
        bets = set()
    return not (bets or any(w in cjk for w in _ZH_BET))


def _zh_counted_in(cjk: str, word: str) -> bool:
    """Whether every ``word`` in ``cjk`` is followed by 也 ("赢家也一样", "赢家也出")."""
    at = cjk.find(word)
    while at >= 0:
        if "也" not in cjk[at + len(word):at + len(word) + 3]:
            return False
        at = cjk.find(word, at + 1)
    return True


def _bought(tokens: Sequence[str]) -> bool:
    """Whether a pot's money is said to buy something ("for the pizza", "voor de friet",
    "pizza için"), and nothing of a result is named as its purpose."""
    return any(t in _PURPOSE for t in tokens) and not any(
        t.startswith(_RESULT) or t.startswith(_ROLE_WORDS) for i, t in enumerate(tokens)
        if not _counted_in(tokens, i))


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
        or bool(set(tokens) & _TOGETHER) or "一起" in cjk or _each_amount(sentence, hits) \
        or any(t.startswith(_IN_TURN) for t in tokens) or any(w in cjk for w in _ZH_IN_TURN)
    return everyone and equal


def each_own(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether everyone pays for their own (module text): a payer each, the cost their own,
    nobody picked by a role or a result and no bet. Money only: "show everyone your phone"
    is no chore shared."""
    return _unpicked(sentence, hits) and any(
        h.name in ("p_everyone", "b_each") or h.name == "bd_offer" and h.start == 0
        for h in hits) and any(h.name == "own" for h in hits)


def staked(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence's payment goes into a pot, or is taken whole by the winner: a
    stake however alike it is paid (module text)."""
    if not any(h.name in ("LP710", "t_fee") for h in hits):
        return False
    tokens = [t[0] for t in sentence.split]
    cjk = sentence.cjk
    pots = set(tokens) & _POT
    if pots and not (pots <= _POT_ONLY and _bought(tokens)) or any(w in cjk for w in _ZH_BET):
        return True  # a pot, unless the sentence says what its money buys (fa37)
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
