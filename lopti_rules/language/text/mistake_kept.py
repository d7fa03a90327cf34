"""A standing's mistake kept (issue 29, session 40, brief disc40): a wrong card one
standing plays stays and counts ("If the champion plays a card that does not fit and
nobody notices before the next play, it stays.", "Legt der Champion eine falsche Karte
und keiner merkt es, bleibt sie liegen.", "Als de kampioen een verkeerde kaart speelt …,
dan blijft hij liggen.", "Şampiyon uymayan bir kart oynarsa … kart kalır.", "冠军出错了牌，
没人发现的话，那张牌就算数。").

The cards have no rule on a mistake nobody notices, so a table may settle it: the same
outcome for everyone ("whoever played it", "für jeden", "voor iedereen", "kim oynadıysa",
"谁出的都一样") is its choice. Settled for one standing, a legal play (R-PLAY-2) is bent
for a person in the role's clothes (R-CUSTOM-4): a result the others do not share, the
slot reader's message (text/standing_slots.py). Read by meaning, with the sentence before
it (the standing often named there, "The champion plays fast. If nobody notices a wrong
card, it stays."): a standing named (text/standing_words.py), a mistake (a card that does
not fit, wrong, illegal, by mistake), and the card kept (stays, counts, bleibt liegen,
zählt, blijft liggen, telt, kalır, sayılır, 留着, 算数) in the sentence, not denied. A
standing said to be one of all ("the champion too", "也一样") is no favour. Asked by
text/favours.py.
"""

from __future__ import annotations

from .standing_powers import ALIKE
from .standing_words import (
    GRANTED,
    WITH,
    WITH_ZH,
    Said,
    by_language,
    cjk,
    favour,
    find,
    ones,
    phrases,
    tokens,
)
from .textnorm import Reading

#: A play that breaks the rules of play
MISTAKE = by_language(
    en="wrong card*, wrong play*, does not fit, doesn t fit, not fit*, illegal*, by mistake, "
       "mistaken*, invalid, not allowed, wasn t allowed, isn t allowed",
    de="falsch*, nicht passt, nicht passende*, unpassende*, versehentlich*, ungültig*, "
       "regelwidrig*",
    nl="verkeerd*, niet past, niet passende, per ongeluk, ongeldig*, fout*",
    tr="yanlis*, uymayan*, hatali*, gecersiz*, kuralsiz*, kurala aykiri*")
MISTAKE_ZH = ("出错", "出錯", "错牌", "錯牌", "不合规", "不合規", "违规", "違規", "出错了牌")
#: The card kept where it lies, its play counted
KEPT = by_language(
    en="stays, stay, remains, remain, counts, count, stands, is valid, is kept",
    de="bleibt, bleiben, zählt, zahlt, gilt, gültig",
    nl="blijft, blijven, telt, tellen, geldt, geldig",
    tr="kalir, kalsin, kalacak, sayilir, sayilsin, gecerli*")
KEPT_ZH = ("留着", "留著", "算数", "算數", "有效", "算作", "算出过", "就算")
#: Everyone's alike: the outcome whoever played the card
ANYONE = by_language(
    en="whoever played it, whoever played, no matter who, for everyone, for all",
    de="egal wer, für jeden, fur jeden, für alle, fur alle",
    nl="voor iedereen, wie het ook, ongeacht wie",
    tr="kim oynadiysa, herkes icin")
ANYONE_ZH = ("谁出的都", "誰出的都", "不管是谁", "不管是誰", "对谁都", "對誰都", "都一样", "都一樣",
             "也一样", "也一樣")
_NEAR = 2
#: How far an inclusion word may stand from the standing it includes
_AROUND = 3
#: The card not kept: "does not stay", "bleibt nicht", "blijft niet", "kalmaz" (its own word)
NOT = phrases("not, never, no longer, nicht, nie, niet, nooit, degil, değil")


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The mistake ``reading`` keeps for one standing, as (code, words, message), or None."""
    del speaker  # a standing's favour whoever says it
    sentences = reading.sentences
    for at, sentence in enumerate(sentences):
        here = Reading((sentence,), sentence.folded)
        window = Reading(sentences[max(0, at - 1):at + 1],
                         " ".join(s.folded for s in sentences[max(0, at - 1):at + 1]))
        said = _kept(here, window)
        if said is not None:
            return said
    return None


def _kept(here: Reading, window: Reading) -> Said | None:
    """The finding when ``here`` keeps a mistake of a standing ``window`` names."""
    words, zh = tokens(here), cjk(here)
    # the winner said bare is last round's during play ("If last round's winner plays …")
    mentions = [m for m in ones(window) if m.who in ("standing", "creator")]
    if not mentions:
        return None
    if zh:
        return _zh(zh, cjk(window), mentions)
    kept = [(s, e) for s, e in find(words, KEPT)
            if not find(words[max(0, s - 1):s], NOT) and not find(words[e:e + _NEAR], NOT)]
    if not kept:
        return None
    seen = tokens(window)
    mistake = find(seen, MISTAKE)
    if not mistake or find(seen, ANYONE) or find(seen, ALIKE):
        return None
    m = mentions[0]
    if m.at >= 0 and find(seen[max(0, m.at - _AROUND):m.at + len(m.words.split()) + _AROUND],
                          WITH):  # "the champion's too", "auch beim Sieger", "ook bij"
        return None
    s, e = kept[0]
    ms, me = mistake[0]
    return favour(m, f"{m.words} … '{' '.join(seen[ms:me])}' … '{' '.join(words[s:e])}'",
                  GRANTED)


def _zh(zh: str, window: str, mentions: list) -> Said | None:  # type: ignore[type-arg]
    """The Chinese reading: a standing, a mistake, the card kept, no one alike."""
    keep = next((w for w in KEPT_ZH if w in zh), None)
    wrong = next((w for w in MISTAKE_ZH if w in window), None)
    if keep is None or wrong is None or any(w in window for w in ANYONE_ZH):
        return None
    at = zh.find(keep)
    if at > 0 and zh[at - 1] in "不没沒":  # "不算数": the card not kept
        return None
    m = mentions[0]
    if any(window.find(m.words.strip("'")) >= 0 and w in window[window.find(
            m.words.strip("'")) + len(m.words.strip("'")):][:2] for w in WITH_ZH):
        return None
    return favour(m, f"{m.words} … '{wrong}' … '{keep}'", GRANTED)


__all__ = ["read"]
