"""Other house rules switched off (R-VOTE-1, session 28 brief text35).

A rule that declares the *other* house rules not to apply, for a standing, a player's
turn or a stretch of the evening ("for the last winner no other house rules apply on
their turn", "andere Hausregeln ruhen", "andere huisregels gelden niet", "diğer kurallar
askıya alınır", "其他规则暂停") changes those rules: only the rule vote changes or
removes a rule (R-VOTE-1), and one rule may not reach into the others (R-CUSTOM-4). The
reading is by concept: the other rules named (an "other" before a rule's noun) and their
force denied (a word of suspension, or a denial beside a verb of applying). The other
rules said to go on applying ("alle anderen Hausregeln gelten weiter", "diğer kurallar
aynen geçerli", "other rules still apply") is the official value and stays clean.
"""

from __future__ import annotations

import re

from .textnorm import Sentence

#: other rules: "other" just before a rule's noun ("other house rules", "anderen
#: Hausregeln", "andere huisregels", "diğer ev kuralları", "其他规则")
_OTHER = re.compile(
    r"\b(?:other|andere[nrms]?|diger|baska)\s+(?:\w+\s+){0,1}"
    r"(?:(?:house|custom)\s+)?(?:rules?|\w*regel\w*|kural\w*)\b"
    r"|(?:其他|其它|别的|別的)(?:的)?(?:家庭|自定义|自訂)?(?:规则|規則)")
#: the rules' force taken away: suspended, paused, void
_SUSPENDED = re.compile(
    r"\b(?:suspend\w*|paused?|on hold|switched off|turned off|void|invalid|"
    r"ruhen|ruht|ausgesetzt|aussetzen|ausser kraft|außer kraft|ungultig|ungültig|pausier\w*|"
    r"geschorst|opgeschort|buiten werking|ongeldig|gepauzeerd|"
    r"askiya|askida|gecersiz\w*|durdurulur)\b"
    r"|暂停|暫停|无效|無效|不适用|不適用|失效|作废|作廢|不算数|不算數|停用")
#: a denial beside a verb of applying: "no other rules apply", "gelten keine anderen"
_DENIED = re.compile(
    r"\b(?:no|not|never|no longer|don t|doesn t|do not|does not|keine?|nicht|geen|niet|"
    r"degil|olmaz)\b")
_APPLY = re.compile(r"\b(?:appl\w*|count|counts|hold|gelten|gilt|gelden|geldt|tellen|"
                    r"gecerli|uygulan\w*)\b")
#: the other rules said to go on: the official value
_STILL = re.compile(r"\b(?:still|as usual|as always|weiter\w*|nach wie vor|blijven|nog steeds|"
                    r"gewoon|aynen|devam|hala|hâlâ)\b|仍然|仍|照常|继续|繼續|照样|照樣")


#: where a clause ends: the other rules and their force denied are read in one clause
#: ("other rules apply, but this one does not apply to the dealer" denies this one)
_CLAUSE = re.compile(r"[,;:，；：。]|\b(?:but|aber|maar|ama|fakat)\b|但是|但|可是")


def suspended(sentence: Sentence) -> str:
    """The words of the other rules switched off, or "" (see the module text)."""
    if _STILL.search(sentence.folded) or _STILL.search(sentence.cjk):
        return ""
    for text in (*_CLAUSE.split(sentence.folded), *_CLAUSE.split(sentence.cjk)):
        words = _suspended_in(text)
        if words:
            return words
    return ""


def _suspended_in(text: str) -> str:
    other = _OTHER.search(text)
    if other is None:
        return ""
    off = _SUSPENDED.search(text)
    if off is None:
        denied, applies = _DENIED.search(text), _APPLY.search(text)
        if denied is None or applies is None:
            return ""
        return f"'{denied.group(0)}' … '{applies.group(0)}' … '{other.group(0)}'"
    return f"'{other.group(0)}' … '{off.group(0)}'"


__all__ = ["suspended"]
