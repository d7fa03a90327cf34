"""One's own money or papers kept by their owner, or handed back, are no stake (issue 29,
session 47: R-CUSTOM-3, R-CUSTOM-4; LP710, LP304).

A stake is what a player must hand over or risk for a game result. A wallet, a purse, a
bank card that stays with whoever owns it ("everyone keeps their own wallet", "Geldbörsen
bleiben in den eigenen Taschen", "iedereen houdt zijn portemonnee bij zich", "cüzdanını
kendi cebinde tutar", "钱包各自收好") or goes back to its owner ("hands it back to its
owner", "gibt sie dem Besitzer zurück", "geeft die terug aan de eigenaar", "sahibine geri
verir", "还给失主") risks nothing: the money word names a belonging, not a payment
(:func:`unstaked` drops its LP710 hit), and the owner named is the one the thing goes
back to or stays with, not a player picked by what they own (:func:`returned`, asked by
clause_readings.owner: no LP304).

Neither reading holds when a game result's role stands in the sentence (the winner, the
loser, 赢家), a payment ("pay", "zahlt", 付) or a pledge word ("as a pledge", "als Pfand",
"rehin", 押): "the loser hands their passport to the winner until they pay up", "Wer
verliert, gibt dem Gewinner seinen Ausweis als Pfand", "输的人把钱包交给赢家，下周再还"
stay a stake.
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, fold

#: Words that keep a thing with its owner or send it back, by language (the official
#: cards' plain verbs: give back, stay, keep)
_KEPT_BY_LANGUAGE = {
    "en": ("back", "return", "returns", "returned", "stay", "stays", "keep", "keeps",
           "remain", "remains"),
    "de": ("zurück", "zurückgeben", "zurückgegeben", "bleiben", "bleibt", "behält",
           "behalten", "behaltet"),
    "nl": ("terug", "teruggeven", "teruggegeven", "blijven", "blijft", "houdt", "houden",
           "hou"),
    "tr": ("geri", "iade", "kalır", "kalsın", "kalir", "tutar", "tutsun", "tutarız"),
}
_KEPT = frozenset(fold(w) for ws in _KEPT_BY_LANGUAGE.values() for w in ws)
_KEPT_ZH = ("还给", "归还", "收好", "拿着", "带着", "各自", "自己")
#: A pledge or a bet: the thing is then risked whoever keeps it
_STAKE_BY_LANGUAGE = {
    "en": ("pledge", "pawn", "deposit", "bet", "stake", "collateral", "forfeit"),
    "de": ("pfand", "einsatz", "wette", "wetten", "sicherheit"),
    "nl": ("onderpand", "pand", "inzet", "weddenschap", "borg"),
    "tr": ("rehin", "bahis", "teminat", "depozito"),
}
_STAKE = frozenset(fold(w) for ws in _STAKE_BY_LANGUAGE.values() for w in ws)
_STAKE_ZH = ("押", "赌", "抵")
#: Slots that make the sentence a game result's: a role named by the result
_ROLES = frozenset(("leader", "k_lost"))
#: Slots of a belonging: a wallet, a purse, a bag (not a payment)
_BELONGING = frozenset(("a_belong", "pv_thing"))
#: Slots of a thing one carries: a belonging, keys, papers (life_kept_lexicon's things)
_CARRIED = _BELONGING | {"lk_thing"}


def _belonging(hit: Hit, hits: Sequence[Hit]) -> bool:
    """Whether a money hit names a thing one carries ("wallet", "Geldbörse", 钱包)."""
    if hit.stream == 2:
        word = hit.words.strip("'")
        return any(h.stream == 2 and h.name in _BELONGING and word in h.words for h in hits)
    return any(h.name in _BELONGING and h.start == hit.start for h in hits)


def _at_risk(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """A role of the result, a payment or a pledge in the sentence."""
    tokens = {t[0] for t in sentence.split}
    return any(h.name in _ROLES for h in hits) or bool(tokens & _STAKE) or any(
        w in sentence.cjk for w in _STAKE_ZH) or any(
        h.name == "LP710" and not _belonging(h, hits) for h in hits)


def _kept(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence keeps a thing with its owner or sends it back to them."""
    tokens = {t[0] for t in sentence.split}
    own = any(h.name in ("own", "owner") for h in hits)
    return (own or any(w in sentence.cjk for w in ("失主", "主人"))) and bool(
        tokens & _KEPT) or any(w in sentence.cjk for w in _KEPT_ZH)


def unstaked(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without the money words of one's own belongings kept or handed back."""
    money = [h for h in hits if h.name == "LP710"]
    if not money or not all(_belonging(h, hits) for h in money) or _at_risk(sentence, hits) \
            or not _kept(sentence, hits):
        return hits
    return [h for h in hits if h.name != "LP710"]


def returned(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether an owner named is only the one a carried thing (a wallet, keys, a passport)
    goes back to or stays with: "the owner keeps the first turn" names no such thing."""
    return any(h.name in _CARRIED for h in hits) and _kept(sentence, hits) \
        and not _at_risk(sentence, hits)


__all__ = ["returned", "unstaked"]
