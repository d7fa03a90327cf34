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

**Another rule named by what it is about** (:func:`named_rule_off`, moved from harm.py in
session 29, brief text36): "the eights rule doesn't count", "die Achterregel gilt nicht",
"sekizler kuralı geçersiz", "八的规则无效" switch that rule off (LP709). The rule and the word
that takes its force must stand in one clause (split at commas and at "but", "aber",
"maar", "ama", "但") when that clause names a rule of its own (a clause with none points
back with a pronoun: "If the printed rules say otherwise, we ignore them"). "Other house
rules apply, but this rule does not apply to the dealer" names the other rules only to
leave them in force, and its denial is of this rule, which exempts a role that rotates
(R-CUSTOM-4: game roles are conditions, not people). "This rule" with a measure word
("这条规则", "本条规则") is this rule in Chinese too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .denial_lexicon import DENIED
from .either_asked import asked_at
from .matching import Hit, first
from .textnorm import Sentence, clauses, fold, has_cjk
from .vote_changes import draw_void

#: other rules: "other" just before a rule's noun ("other house rules", "anderen
#: Hausregeln", "andere huisregels", "diğer ev kuralları", "其他规则")
_OTHER = re.compile(
    r"\b(?:other|andere[nrms]?|diger|baska)\s+(?:\w+\s+){0,1}"
    r"(?:(?:house|custom)\s+)?(?:rules?|\w*regel\w*|kural\w*)\b"
    r"|(?:其他|其它|别的|別的)(?:的)?(?:家庭|自定义|自訂)?(?:规则|規則)"
    # an earlier rule named by its time or its maker (session 42, novel42b): "the previous
    # winner's rule", "die Regel des vorigen Gewinners", "eerdere huisregels", "önceki
    # kazananın kuralı", "之前所有的家规"
    r"|\b(?:previous|last|earlier|former) winner['’ ]?s (?:house )?rule|"
    r"\b(?:earlier|previous|older|former) (?:house )?rules|"
    r"\b(?:house )?rules? (?:made|set|invented) before this one\b|"
    r"\b\w*regel\w* (?:des|der) (?:vorigen|letzten|fruheren|früheren) gewinner\w*|"
    r"\b(?:fruhere|frühere|bisherige|alte)\w* (?:haus)?regel\w*|"
    r"\b\w*regel\w* van de (?:vorige|laatste) winnaar\b|"
    r"\b(?:eerdere|vorige|oude) (?:huis)?regel\w*|"
    r"\b[oö]nceki kazanan\w* kural\w*|\b[oö]nceki (?:ev )?kural\w*|"
    r"\bkuraldan [oö]nce (?:\w+ ){0,3}kural\w*|\beski (?:ev )?kural\w*"
    r"|(?:上一个|上一局|上个)(?:的)?(?:赢家|贏家)(?:定)?的(?:家规|家規|规则|規則)"
    r"|(?:之前|以前|先前)(?:所有)?(?:的)?(?:家规|家規|规则|規則)")
#: the rules' force taken away: suspended, paused, void
_SUSPENDED = re.compile(
    r"\b(?:suspend\w*|paused?|on hold|switched off|turned off|void|invalid|"
    r"ruhen|ruht|ausgesetzt|aussetzen|ausser kraft|außer kraft|ungultig|ungültig|pausier\w*|"
    r"geschorst|opgeschort|buiten werking|ongeldig|gepauzeerd|"
    r"askiya|askida|gecersiz\w*|durdurulur|"
    # lifted or replaced by this one (session 42): "hebt … auf", "heft … op", 取消
    r"cancel\w*|lift\w*|replac\w*|overrid\w*|aufgehoben|aufheb\w*|hebt (?:\w+ ){0,8}auf|"
    r"opgeheven|opheff\w*|heft (?:\w+ ){0,8}op|iptal\w*|kaldirir\w*)\b"
    r"|暂停|暫停|无效|無效|不适用|不適用|失效|作废|作廢|不算数|不算數|停用|取消|废除|廢除|取代")
_APPLY = re.compile(r"\b(?:appl\w*|count|counts|hold|gelten|gilt|gelden|geldt|tellen|telt|"
                    r"gecerli|uygulan\w*)\b")
#: the other rules said to go on: the official value
_STILL = re.compile(r"\b(?:still|as usual|as always|weiter\w*|nach wie vor|blijven|nog steeds|"
                    r"gewoon|aynen|devam|hala|hâlâ|"
                    # this rule beside the others (session 42): "neben allen anderen"
                    r"alongside|along with|neben|naast|birlikte)\b|仍然|仍|照常|继续|繼續|"
                    r"照样|照樣|一起有效|同时有效|同時有效")


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
    off = next((m for m in _SUSPENDED.finditer(text) if not asked_at(text, m.start())), None)
    if off is None:
        denied, applies = DENIED.search(text), _APPLY.search(text)
        if denied is None or applies is None:
            return ""
        return f"'{denied.group(0)}' … '{applies.group(0)}' … '{other.group(0)}'"
    return f"'{other.group(0)}' … '{off.group(0)}'"


#: Words that make a rule noun this rule (or no rule in particular), not another one.
_THIS = frozenset(fold(w) for w in (
    "this", "my", "the", "a", "our", "own", "that", "diese", "dieser", "diesen", "meine",
    "meiner", "die", "der", "eine", "unsere", "eigene", "deze", "dit", "mijn", "de", "het",
    "een", "onze", "eigen", "bu", "benim", "kendi", "şu", "o", "bir"))
_RULE_WORDS = ("rule", "rules", "regel", "regels", "regeln", "kural", "kurali", "kuralı",
               "kurallar", "kuralları")
#: the conjunctions that open a clause of their own (textnorm.clauses splits at commas)
_BUT = frozenset(fold(w) for w in ("but", "aber", "maar", "ama", "fakat", "yet", "doch"))


def _bounds(sentence: Sentence) -> list[tuple[int, int]]:
    """The sentence's clauses as token spans, split at punctuation and at "but"."""
    out = []
    for start, end in clauses(sentence):
        at = start
        for i in range(start + 1, end):
            if sentence.split[i][0] in _BUT:
                out.append((at, i))
                at = i
        out.append((at, end))
    return out


def named_rule_off(sentence: Sentence, hits: Sequence[Hit], names: set[str]
                   ) -> tuple[str, str] | None:
    """Another rule switched off by a text (see the module text): a rule named by what it
    is about, not "this rule", with a word in its clause that makes it not count, not apply
    or pause; the words and the message, which harm.py reports as LP709 (its one home).
    Only the rule vote removes or suspends a rule (R-VOTE-1, R-VOTE-4), and only its
    creator deletes their own."""
    void = first(hits, "void")
    if void is None or "own_rule" in names or "vote" in names and "k_without_vote" not in names \
            or draw_void(sentence, hits, void):
        return None  # a rule the vote removes is the vote's (R-VOTE-1); "draws don't count"
    other = ""
    tokens = sentence.split
    spans = [(0, len(tokens))]
    if void.stream == 0:  # the void's own clause when it names a rule of its own ("..., but
        # this rule does not apply"); else a pronoun there points back ("..., ignore them")
        own = next(((a, b) for a, b in _bounds(sentence) if a <= void.start < b), spans[0])
        spans = [own] if _names_rule([t[0] for t in tokens[own[0]:own[1]]]) else spans
    for start, end in spans:
        for at in range(start, end):
            word = tokens[at][0]
            compound = word.endswith(("regel", "regels", "regeln")) and len(word) > 7 \
                and not word.startswith(("haus", "huis"))
            if compound or (word in _RULE_WORDS and at > start
                            and tokens[at - 1][0] not in _THIS):  # named in its clause
                other = " ".join(t[0] for t in tokens[max(0, at - (0 if compound else 1)):at + 1])
                break
    if not other and void.stream == 2 and has_cjk(sentence.cjk):
        said = void.words.strip("'")
        part = next((p for p in _ZH_CLAUSE.split(sentence.folded) if said in p), "")
        part = part if _ZH_RULE.search(part) else sentence.folded
        named = re.search(r"([^这這本我此])的?(?:规则|規則)", _ZH_THIS.sub("，", part))
        other = named.group(0) if named else ""
    if not other:
        return None
    words = f"'{other}' … {void.words}"
    return words, (f"free text claims authority over the rules: {words} "
                   "(only the rule vote removes a rule, R-VOTE-1)")


def _names_rule(words: Sequence[str]) -> bool:
    return any(w in _RULE_WORDS or w.endswith(("regel", "regels", "regeln")) for w in words)


_ZH_RULE = re.compile(r"规则|規則")
#: where Chinese text ends a clause, and this rule named with a measure word
_ZH_CLAUSE = re.compile(r"[，,；;：:]|但是|可是|但")
_ZH_THIS = re.compile(r"(?:这|這|本|此|该|該)(?:一)?(?:条|條)(?:规则|規則)")


__all__ = ["named_rule_off", "suspended"]
