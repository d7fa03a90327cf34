"""Two sentences read together (issue 29, session 23): what one sentence names and the next
says of it.

The judge reads a text sentence by sentence, and two readings need the sentence before:

- **the pile of a bound**: table speech names the rank played, then the bound ("Two! Now
  five or higher", "Zwei! Jetzt mindestens eine Fünf", "七！现在只能出八或更大的牌"). A
  sentence that is only a rank is the pile the next sentence's bound is said on
  (rank_bounds.py compares it with the cards: after a 2 any rank, R-SPECIAL-2; after a 7
  seven or lower, R-SPECIAL-7). A bound the cards do not give is LP716;
- **a part of the rule told later**: a sentence names a part of the rule (the rest, the
  second half, the details) and the next tells it at a later time, by a pronoun or, in
  Turkish and Chinese, without one ("The rest of the rule? I'll tell you after round two",
  "Kuralın geri kalanı mı? Üçüncü elden sonra söyleyeceğim"): the rule is not announced
  whole before the next deal (R-CUSTOM-1, R-CUSTOM-5), LP709 as announced.py says it of one
  sentence.

Only findings are added: a sentence's own reading stands. A question lays nothing down,
so a bound or a telling asked is none. language/text/harm.py asks :func:`findings`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import announced
from .baseorder import ranks
from .matching import language
from .rank_bounds import bound
from .textnorm import Reading, Sentence, any_of, has_cjk, matched

#: the reasons, the catalog's own entries (report/textwords.py): the bound's is basegame.py's
#: "order", the part told later's announced.py's
_ORDER = ("which rank may be played on which is the base game's, R-PLAY-2, R-SPECIAL-7; "
          "the game never hears a text and no check reads it: write it as the rule's "
          "actions ('allow J on Q'), R-CUSTOM-2, R-CUSTOM-3")
#: a sentence that is only a rank ("Seven!", "Yedi!", "七！", "A two!")
_ZH_RANK = re.compile(r"^(?:一张|一張)?(10|[2-9]|[jqka]|二|两|兩|三|四|五|六|七|八|九|十)"
                      r"(?:点|點)?$")
_ZH_VALUE = {"二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
             "九": 9, "十": 10, "j": 11, "q": 12, "k": 13, "a": 14}
_NUMBER = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "funf": 5,
           "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "twee": 2, "drie": 3,
           "vijf": 5, "zes": 6, "zeven": 7, "negen": 9, "tien": 10, "iki": 2, "üç": 3,
           "uc": 3, "dört": 4, "dort": 4, "beş": 5, "bes": 5, "altı": 6, "alti": 6, "yedi": 7,
           "sekiz": 8, "dokuz": 9, "on": 10, "ikili": 2, "üçlü": 3, "uclu": 3, "dörtlü": 4,
           "dortlu": 4, "beşli": 5, "besli": 5, "altılı": 6, "altili": 6, "yedili": 7,
           "sekizli": 8, "dokuzlu": 9, "onlu": 10}
_ARTICLE = frozenset(("a", "an", "the", "ein", "eine", "een", "de", "bir"))
#: a pronoun that points back at what the sentence before named ("I'll read it out")
_POINTS_BACK = any_of(r"\b(?:it|them)\b", r"^\s*(?:den|die|das)\b", r"\b(?:es|sie|ihn)\b",
                      r"^\s*(?:die|dat|het)\b", r"\bhem\b", r"\b\w+ het (?:voor|na|aan|later)\b",
                      r"\b(?:onu|bunu|onlar(?:i|ı))\b")

#: what a sentence says of the one before it: (code, words, message)
Said = tuple[str, str, str]


def _lone_rank(sentence: Sentence, lang: str) -> int | None:
    """The rank a sentence of only a rank names ("Seven!", "Yedi!", "七！"), or None."""
    if has_cjk(sentence.cjk):
        found = _ZH_RANK.match(sentence.cjk)
        if found is None:
            return None
        word = found.group(1)
        return _ZH_VALUE.get(word) or int(word)
    words = [t[0] for t in sentence.split if t[0] not in _ARTICLE]
    if len(words) != 1:
        return None
    named = ranks(sentence, lang)
    return named[0].value if named else _NUMBER.get(words[0])


def _bound_after(before: Sentence, sentence: Sentence, lang: str) -> Said | None:
    pile = _lone_rank(before, lang)
    said = bound(sentence, lang, pile) if pile is not None else None
    if said is None or said.official:
        return None
    return ("LP716", said.words, f"free text lays down a rule of play: {said.words} ({_ORDER})")


def _told_later(before: Sentence, sentence: Sentence, asked: bool) -> Said | None:
    part = matched(announced.PART, before)
    if not part or not matched(announced.RULE, before) or matched(announced.CLEAR, before) \
            or announced.kept_back(before) or announced.kept_back(sentence):
        return None
    told, later = matched(announced.TOLD, sentence), matched(announced.LATER, sentence)
    if not (told and later) or matched(announced.CLEAR, sentence) \
            or matched(announced.CARDS, sentence):
        return None
    # the next sentence speaks of the part: it answers the part asked ("The rest of the
    # rule? ..."), points back at it, or is Chinese or Turkish, which drop the pronoun
    if not (asked or has_cjk(sentence.cjk) or language(sentence) == "tr"
            or matched(_POINTS_BACK, sentence)):
        return None
    words = f"'{part}' … '{told}' … '{later}'"
    return ("LP709", words, f"free text claims authority over the rules: {words} "
                            f"({announced.WHY['whole']})")


def findings(reading: Reading, questions: Sequence[bool]) -> list[Said]:
    """What each sentence says of the one before it, in the text's order: (code, words,
    message) for each, which harm.py, the text judge's one reporter, makes a finding."""
    out: list[Said] = []
    for at in range(1, len(reading.sentences)):
        if at < len(questions) and questions[at]:
            continue  # a question lays nothing down
        before, sentence = reading.sentences[at - 1], reading.sentences[at]
        found = _bound_after(before, sentence, language(sentence)) \
            or _told_later(before, sentence, at - 1 < len(questions) and questions[at - 1])
        if found is not None:
            out.append(found)
    return out


__all__ = ["findings"]
