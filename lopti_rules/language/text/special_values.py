"""The special ranks' values stated in words, compared with RULES.md (issue 29, session 23).

A text that states what a special rank or a clear does with another value than the cards
changes a base rule in words, which only a base-rule vote may (R-VOTE-1); the cards' own
value said in other words is a quote. Beside the bound on the next play
(rank_bounds.py: the 7's "seven or lower", the 2's and the 10's "anything"), three values
are read here in the five languages, each with the value the engine's ``OFFICIAL`` gives:

- **how many of a kind clear** (R-CLEAR-2, R-PLAY-3): four ("four of a kind", "vier
  gleiche Karten", "vier dezelfde kaarten", "dört aynı kart", "四张一样的牌"); three or five
  said to clear is another value, and four said not to clear is one too (basepowers.py
  already reads that denial);
- **who plays after a clear** (R-CLEAR-1, R-SPECIAL-10): the clearer, a bonus play at once;
  "after a 10 the next player starts", "nach einer Zehn ist der Nächste dran", "na een tien
  is de volgende aan de beurt", "10之后轮到下家" is another value, "the same player plays
  again" the cards' own;
- **what answers a 3** (R-SPECIAL-3): the next player picks the pile up or plays a 3; "or
  plays a 4" is another value.

:func:`said` gives the base rule a finding is about (basegame.py's ``_WHY`` keys) and its
words, or None; language/text/basegame_world.py asks it before its closed world.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ...engine import OFFICIAL, parse_rank
from .textnorm import Sentence

#: a denial anywhere in the sentence ("three of a kind does not clear": the cards' value)
_NOT = re.compile(r"\b(?:not|never|no longer|nicht|nie|kein\w*|niet|nooit|geen|de(?:g|ğ)il)\b|"
                  r"\w+(?:maz|mez)\b|不|没|沒")

# ---------------------------------------------------------------- how many of a kind clear
_COUNT = {"two": 2, "2": 2, "zwei": 2, "twee": 2, "iki": 2, "两": 2, "兩": 2, "二": 2,
          "three": 3, "3": 3, "drei": 3, "drie": 3, "uc": 3, "üç": 3, "三": 3,
          "four": 4, "4": 4, "vier": 4, "dort": 4, "dört": 4, "四": 4,
          "five": 5, "5": 5, "fünf": 5, "funf": 5, "vijf": 5, "bes": 5, "beş": 5, "五": 5}
_N = (r"(two|three|four|five|zwei|drei|vier|f(?:u|ü)nf|twee|drie|vijf|iki|(?:u|ü)(?:c|ç)|"
      r"d(?:o|ö)rt|be(?:s|ş)|[2-5])")
#: "N of a kind" as tables say it, the cards' noun often left out ("drei Gleiche", "drie
#: dezelfde", "üç aynı", "三张一样的", "three the same": session 36)
_KIND = re.compile(
    rf"\b{_N} (?:of a kind|alike|the same(?: cards| rank)?|(?:equal|same|matching|identical)"
    r"(?: cards| ranks)?|gleiche\w*(?: karten)?|karten (?:des|vom) gleichen rang\w*|"
    r"(?:dezelfde|gelijke)(?: kaarten)?|ayn(?:i|ı)(?: kart\w*)?)\b"
    # in the same clause: "two alike are a pair, only the 10 clears" says no count clears
    r"[^.;,]*\b(?:clear\w*|burn\w*|(?:ab)?r(?:a|ä)um\w*|ruim\w*|temizle\w*)")
_KIND_ZH = re.compile(r"(两|兩|二|三|四|五|[2-5])(?:张|張|个|個)(?:一样|一樣|相同|同样|同樣)的?"
                      r"(?:牌|点数|點數)?[^。；;，,]{0,8}?(清空|清掉|清场|清場|清牌|清除)")


#: the count is the pile a card goes on ("one card on three equal cards" completes four,
#: R-PLAY-3): no count that clears
_ON_COUNT = re.compile(r"\b(?:on|onto|auf|op)\s+$|^\s*(?:\w+\s+){0,3}?(?:üstüne|ustune|"
                       r"üzerine|uzerine)\b|上面|之上")


_CLAUSE_END = re.compile(r"[,;.:，；。：]")


def _kind(sentence: Sentence) -> tuple[bool, str] | None:
    found = _KIND.search(sentence.folded) or _KIND_ZH.search(sentence.cjk)
    if found is None:
        return None
    text = sentence.folded if found.re is _KIND else sentence.cjk
    if _ON_COUNT.search(text[:found.start()]) or _ON_COUNT.search(text[found.end(1):]):
        return None
    count = _COUNT.get(found.group(1), 0)
    # a denial in the clause that says the count ("räumen nicht ab"; in Chinese before the
    # verb, "不能清牌", whose squeezed text has no commas), not one of the next clause
    # ("…才能清牌，光说不算": a call does not count)
    clause = (found.group(0) if found.re is _KIND_ZH
              else _CLAUSE_END.split(text[found.start():], maxsplit=1)[0])
    denied = bool(_NOT.search(clause))
    return (count == 4) != denied, f"'{found.group(0)}'"


# ---------------------------------------------------------------- who plays after a clear
_CLEARED = (r"(?:after|once) (?:a|the) (?:10|ten|clear)|nach (?:einer|der|dem) (?:zehn|10|"
            r"abr(?:a|ä)umen)|na (?:een|de|het) (?:tien|10|opruimen)")
_NEXT = re.compile(
    rf"\b(?:{_CLEARED})\b[^.;]*\b(?:the next player|next player|n(?:a|ä)chste\w*|"
    r"volgende speler|de volgende)\b")
_SAME = re.compile(r"\b(?:same player|again|bonus\w*|derselbe|noch (?:ein)?mal|dezelfde|"
                   r"nog een keer|nog eens|opnieuw)\b")
_NEXT_ZH = re.compile(r"(?:10|十|清空|清场|清場|清牌)(?:之后|之後|以后|以後|后|後)[^。；;]{0,6}"
                      r"(?:轮到下家|輪到下家|下家出|下一个人|下一個人|下一位)")


def _after_clear(sentence: Sentence) -> tuple[bool, str] | None:
    found = _NEXT.search(sentence.folded)
    if found is not None and not _SAME.search(sentence.folded):
        return bool(_NOT.search(sentence.folded)), f"'{found.group(0)}'"
    zh = _NEXT_ZH.search(sentence.cjk)
    if zh is not None:
        return bool(_NOT.search(sentence.cjk)), f"'{zh.group(0)}'"
    return None


# ---------------------------------------------------------------- what answers a 3
_RANK_WORDS = {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
               "eight": "8", "nine": "9", "ten": "10", "zwei": "2", "drei": "3", "vier": "4",
               "fünf": "5", "funf": "5", "sechs": "6", "sieben": "7", "acht": "8",
               "neun": "9", "zehn": "10", "twee": "2", "drie": "3", "vijf": "5", "zes": "6",
               "zeven": "7", "negen": "9", "tien": "10", "ikili": "2", "uclu": "3",
               "üçlü": "3", "üclü": "3", "dortlu": "4", "dörtlü": "4", "besli": "5", "beşli": "5",
               "yedili": "7", "sekizli": "8", "onlu": "10", "三": "3", "四": "4", "五": "5"}
#: the 3 by its word, whose name on the cards is "pass" (R-SPECIAL-3: "3 pass")
THREES = frozenset(("3", "three", "drei", "drie", "uc", "üc", "üç", "uclu", "üclü", "üçlü"))
_ANSWER = re.compile(
    r"\b(?:after|on) (?:a|the) (?:3|three)\b[^.;]*\bpick\w* up\b[^.;]*\bor\b (?:\w+ )?"
    r"(?:play\w*|lay\w*) (?:a |an )?(\w+)|"
    r"\bnach einer (?:drei|3)\b[^.;]*\baufnehmen\b[^.;]*\boder\b (?:eine )?(\w+) "
    r"(?:spielen|legen)|"
    r"\bna een (?:drie|3)\b[^.;]*\boppakken\b[^.;]*\bof\b (?:een )?(\w+) (?:spelen|leggen)|"
    r"\b(?:(?:u|ü)(?:c|ç)l(?:u|ü)den|3ten|3'ten) sonra\b[^.;]*\b(?:y(?:i|ı)(?:g|ğ)(?:i|ı)n(?:i|ı)) "
    r"al\w*\b[^.;]*\b(?:ya da|veya)\b (?:bir )?(\w+) (?:at\w*|oyna\w*)|"
    # the 3 named first ("üçlü pas demektir: sıradaki ya yığını alır ya da üçlü oynar", fa36)
    r"\b(?:u|ü)(?:c|ç)l(?:u|ü)\b[^.;]*\b(?:y(?:i|ı)(?:g|ğ)(?:i|ı)n(?:i|ı)) al\w*\b[^.;]*"
    r"\b(?:ya da|veya)\b (?:bir )?(\w+) (?:at\w*|oyna\w*)")
_ANSWER_ZH = re.compile(r"(?:3|三)(?:之后|之後|以后|以後|后|後)[^。；;]{0,10}"
                        r"(?:收牌|收走牌堆|拿走牌堆|收起牌堆|捡起牌堆|撿起牌堆)[^。；;]{0,4}(?:或者|或)(?:出|打)(?:一张|一張)?"
                        r"(10|[2-9]|[jqka]|三|四|五)|"
                        # the 3 named "pass" first ("三就是过，下家要么收牌，要么也出三", fa36)
                        r"(?:3|三)(?:就是|是|叫|代表)(?:过|過|pass)[^。；;]{0,10}"
                        r"(?:收牌|收走牌堆|拿走牌堆|收起牌堆|捡起牌堆|撿起牌堆)[^。；;]{0,4}"
                        r"(?:或者|或|要么|要麼)(?:也)?(?:出|打)(?:一张|一張)?"
                        r"(10|[2-9]|[jqka]|三|四|五)")


def _answer(sentence: Sentence) -> tuple[bool, str] | None:
    found = _ANSWER.search(sentence.folded)
    if found is not None:
        word = next(g for g in found.groups() if g)
    else:
        found = _ANSWER_ZH.search(sentence.cjk)
        if found is None:
            return None
        word = next(g for g in found.groups() if g)
    value = _RANK_WORDS.get(word, word).upper()
    try:
        rank = parse_rank(value)
    except (KeyError, ValueError):
        return None
    return rank == OFFICIAL.pass_rank, f"'{found.group(0)}'"


class Said(NamedTuple):
    """A special value stated: the base rule it is about, whether it is the cards' own,
    and its words."""

    kind: str
    official: bool
    words: str


def said(sentence: Sentence) -> Said | None:
    """The first special value the sentence states, compared with the cards', or None."""
    for kind, reading in (("power", _kind), ("bonus", _after_clear), ("power", _answer)):
        found = reading(sentence)
        if found is not None:
            return Said(kind, *found)
    return None


__all__ = ["THREES", "Said", "said"]
