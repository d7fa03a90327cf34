"""Drinking and driving in one sentence (issue 29, session 40: R-CUSTOM-3, R-CUSTOM-4).

"Nobody who has had a drink drives tonight", "wer getrunken hat, fährt nicht", "wie
gedronken heeft rijdt niet", "içen araba kullanmaz", "喝了酒的人不开车" is a **safety
reminder**: R-CUSTOM-3 asks for safe behaviour, and the sentence asks nothing of anyone
but that. Whoever has been drinking is who the reminder is for, no fixed personal trait
(no LP304), and the drink is the condition, not a drink demanded (no LP701).

"Whoever has had a drink drives everyone home", "wer getrunken hat, fährt alle nach
Hause", "喝了酒的人开车送大家回家" lays the opposite on the same person: driving after
drinking, unsafe (LP701).

Read in one sentence: a word of drinking alcohol and a word of driving, and whether the
driving is denied ("nobody", "nicht", "niet", "kullanmaz", 不开车) or put off for another
way home (a taxi, the keys left with someone). A sentence without both words is none of
this reading's.
"""

from __future__ import annotations

import re

from .clause_readings import Finding
from .textnorm import Sentence, fold, has_cjk

#: drinking alcohol, said of who has done it (folded; a word's start)
_DRINK = tuple(fold(w) for w in (
    "drink", "drunk", "drinking", "alcohol", "beer", "wine", "booze", "tipsy",
    "getrunken", "trinkt", "alkohol", "betrunken", "angetrunken", "bier", "wein",
    "gedronken", "drinkt", "dronken", "alcohol", "bier", "wijn", "aangeschoten",
    "içen", "içki", "içmiş", "alkol", "sarhoş", "bira", "şarap"))
_ZH_DRINK = re.compile(r"喝了酒|喝过酒|喝過酒|喝酒|饮酒|飲酒|喝了|喝过|喝過|醉")
#: driving (folded; a whole word, or a phrase)
_DRIVE = frozenset(fold(w) for w in (
    "drive", "drives", "driving", "drove", "wheel", "car", "fährt", "fahren", "fahre",
    "steuer", "auto", "rijdt", "rijden", "rij", "stuur", "direksiyon", "araba", "araç",
    "arac", "driver", "fahrer", "fahrerin", "bestuurder", "bob", "şoför", "sürücü"))
_ZH_DRIVE = re.compile(r"开车|開車|驾车|駕車|驾驶|駕駛|司机|司機")
#: nobody drives, or another way home: anywhere in the sentence
_SAFE = frozenset(fold(w) for w in (
    "nobody", "taxi", "cab", "keys", "sober", "niemand", "keiner", "taxi", "schlüssel",
    "sleutels", "sleutel", "kimse", "taksi", "anahtar", "anahtarı", "anahtarini"))
#: driving denied: beside a word of driving ("drives not", "fährt heute nicht Auto")
_NOT = frozenset(fold(w) for w in (
    "no", "not", "never", "doesn", "don", "won", "nicht", "kein", "nie", "niet", "geen",
    "nooit", "kullanmaz", "kullanmasın", "kullanmamalı", "kullanamaz", "sürmez"))
_ZH_SAFE = re.compile(r"不(?:能|准|许|許|要|可以)?(?:开车|開車|驾车|駕車)|别开车|別開車|禁止|"
                      r"司机不喝|司機不喝|"
                      r"打车|打車|代驾|代駕|出租车|出租車|钥匙|鑰匙|没人开车|沒人開車")
#: the findings a safety reminder does not raise: the drinker picked, the drink
_DROPPED = frozenset(("LP304", "LP701"))


def _read(sentence: Sentence) -> bool | None:
    """True for a safety reminder, False for driving after drinking, None when the
    sentence does not say both."""
    if has_cjk(sentence.cjk):
        zh = sentence.cjk
        if not (_ZH_DRINK.search(zh) and _ZH_DRIVE.search(zh)):
            return None
        return bool(_ZH_SAFE.search(zh))
    words = [t[0] for t in sentence.split]
    if not any(w.startswith(_DRINK) for w in words) or not any(w in _DRIVE for w in words):
        return None
    near = {i + k for i, w in enumerate(words) if w in _DRIVE for k in range(-2, 3)}
    return any(w in _SAFE for w in words) or any(
        w in _NOT for i, w in enumerate(words) if i in near)


def settle(sentence: Sentence, found: list[Finding]) -> list[Finding]:
    """``found`` with drinking and driving read together: a safety reminder raises neither
    the drinker picked (LP304) nor the drink (LP701). Driving after drinking is unsafe:
    :func:`driven`, which harm.py's LP701 asks through life_readings.physical_risk."""
    if not _read(sentence):
        return found
    return [f for f in found if f.code not in _DROPPED]


def driven(sentence: Sentence) -> str:
    """The words of driving after drinking said as a demand (no safety reminder), or ""."""
    return "'drinking' … 'driving'" if _read(sentence) is False else ""


__all__ = ["driven", "settle"]
