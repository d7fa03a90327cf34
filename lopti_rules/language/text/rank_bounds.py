"""A bound on the next play said with a rank (issue 29, session 23), compared with RULES.md.

Table speech says what may follow a play as a bound with a rank: "Seven! Now seven or
lower", "sieben oder kleiner", "zeven of lager", "yedi ya da daha küçük", "七或更小",
"at most a seven", "höchstens eine Sieben", "en az sekiz", "最多出七" (a number of cards is
no rank: "at most two cards", "最多两张", a count measured "as many as …, at most two",
session 40). The cards fix that
bound for every pile (RULES.md, the engine's ``OFFICIAL``):

- after a **7** the next play is rank 7 or lower (R-SPECIAL-7, ``OFFICIAL.low_rank``);
- after a **2** (the reset, R-SPECIAL-2) and on the empty table a **10** leaves
  (R-SPECIAL-10), any rank: only a bound that keeps no rank out is theirs;
- after any other rank, that rank or higher (R-PLAY-2: higher, or the same rank with more;
  "higher than a six" said as "seven or higher" is the same bound);
- a 3 never lies on the pile (R-PLAY-4): no bound is read after it.

The pile is a rank the sentence names as the one played on ("after a 6, seven or
higher", "auf eine Sieben"); without one it is the bound's own rank, as the speech is
said when that rank is played ("Seven! Now seven or lower"). A bound the cards give is
their own value (clean: no reading of the rank order takes "or lower" for an order of two
ranks); another bound changes a base rule in words, which only a base-rule vote may
(R-VOTE-1), and the game never hears a text (LP716 through basegame_world.py): "Seven!
Now seven or higher" repeals the 7's low rule.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ...engine import OFFICIAL, parse_rank
from .baseorder import ranks
from .denial_lexicon import NOT_WORDS
from .running_count import PER
from .textnorm import Sentence, fold, has_cjk


class Bound(NamedTuple):
    """A bound said: its rank, whether it goes down (lower) or up, whether the cards give
    it for the pile it is said on, and its words."""

    rank: int
    down: bool
    official: bool
    words: str


#: "or" between the rank and the direction ("seven or lower", "yedi ya da daha küçük"), by
#: language (English "of" is no "or": "two of the higher cards")
_OR = {"en": frozenset(("or",)), "de": frozenset(("oder",)), "nl": frozenset(("of",)),
       "tr": frozenset(("ya", "veya", "yahut")), "": frozenset(("or", "oder", "ya", "veya"))}
#: the direction's words, by prefix (the comparatives of the four Latin languages)
_UP = tuple(fold(w) for w in (
    "higher", "bigger", "greater", "above", "stronger", "more", "höher", "hoher", "hoeher",
    "größer", "grosser", "groesser", "stärker", "darüber", "daruber", "hoger", "groter",
    "sterker", "hoog", "büyük", "buyuk", "yüksek", "yuksek", "güçlü", "guclu", "üstü", "ustu"))
_DOWN = tuple(fold(w) for w in (
    "lower", "smaller", "below", "weaker", "less", "under", "niedriger", "kleiner", "tiefer",
    "schwächer", "schwacher", "weniger", "darunter", "lager", "kleiner", "zwakker", "minder",
    "laag", "küçük", "kucuk", "düşük", "dusuk", "zayıf", "zayif", "altı", "alti"))
#: "at most" and "at least" before a rank
_AT_MOST = ("at most", "hochstens", "höchstens", "maximal", "hoogstens", "maximaal",
            "en fazla", "en cok")
_AT_LEAST = ("at least", "mindestens", "minstens", "minimaal", "en az")
#: number words that are a rank in a bound ("seven or lower" needs no article)
_NUMBER_WORDS = {fold(w): parse_rank(v) for v, words in (
    ("2", "two zwei twee iki"), ("4", "four vier dört dort"),
    ("5", "five fünf funf vijf beş bes"), ("6", "six sechs zes altı alti"),
    ("7", "seven sieben zeven yedi"), ("8", "eight acht sekiz"), ("9", "nine neun negen dokuz"),
    ("10", "ten zehn tien on"), ("J", "jack bube boer vale"), ("Q", "queen dame vrouw kız kiz"),
    ("K", "king könig konig koning heer papaz"), ("A", "ace ass aas as"))
    for w in words.split()}
#: the words that make a rank the pile ("on a 7", "after a six", "auf eine Sieben")
_ON = frozenset(fold(w) for w in ("on", "onto", "after", "over", "auf", "nach", "op", "na"))
_ON_TR = ("üstüne", "ustune", "üzerine", "uzerine", "sonra", "ardından", "ardindan")
#: a denial of the bound ("not seven or higher", "niet zeven of hoger")
_NOT = NOT_WORDS  # text/denial_lexicon.py

# ---------------------------------------------------------------- Chinese
_ZH_RANK = r"(10|[2-9]|[jqka]|二|两|兩|四|五|六|七|八|九|十|j|q|k|a)"
_ZH_VALUE = {"二": 2, "两": 2, "兩": 2, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
             "十": 10}
_ZH_BOUND = re.compile(rf"(?<![0-9a-z]){_ZH_RANK}(?:点|點)?(?:或|或者|及|以及)(?:比.{{0,2}})?"
                       r"(?:更|再)?(小|低|弱|大|高|强|強)")
_ZH_LIMIT = re.compile(rf"(最多|最大|不大于|不大於|不超过|不超過|至少|最少|最小|不小于|不小於)"
                       rf"(?:要|得|必须|必須)?(?:出|是|打)?{_ZH_RANK}(?![张張次个個])")
_ZH_LEAD = re.compile(rf"^\s*{_ZH_RANK}\s*[!！]")
_ZH_PILE = re.compile(rf"{_ZH_RANK}(?:的)?(?:上面|上|后面|後面|之后|之後|后|後)")


def _zh_value(word: str) -> int:
    return _ZH_VALUE.get(word) or (int(word) if word.isdigit() else parse_rank(word.upper()))


def _official(pile: int, rank: int, down: bool, allowed: bool = False) -> bool | None:
    """Whether the cards give this bound after ``pile``; None after a 3 (never a pile).
    A bound ``allowed`` ("you may play a six or lower") only needs every rank in it to be
    legal; a bound laid down ("now seven or lower") must be the cards' own."""
    if pile == OFFICIAL.pass_rank:
        return None
    if pile in (OFFICIAL.reset_rank, OFFICIAL.clear_rank):  # anything may follow
        return allowed or rank == (parse_rank("A") if down else parse_rank("2"))
    if pile == OFFICIAL.low_rank:
        return down and (rank <= pile if allowed else rank == pile)
    return not down and (rank >= pile if allowed else rank in (pile, pile + 1))


#: a permission: the bound allows, it does not limit ("you may play a six or lower")
_MAY = frozenset(fold(w) for w in ("may", "can", "darf", "darfst", "dürfen", "kann", "kannst",
                                   "mag", "kan", "kun", "mogen"))
_MAY_TR = ("abilir", "ebilir", "abilirsin", "ebilirsin")


def _zh_bound(text: str, said: int | None = None) -> Bound | None:
    found = _ZH_BOUND.search(text)
    if found is not None:
        rank, down = _zh_value(found.group(1)), found.group(2) in "小低弱"
    else:
        limit = _ZH_LIMIT.search(text)
        if limit is None:
            return None
        found, rank = limit, _zh_value(limit.group(2))
        down = limit.group(1) in ("最多", "最大", "不大于", "不大於", "不超过", "不超過")
    piles = [_zh_value(m.group(1)) for m in _ZH_PILE.finditer(text)
             if m.start() != found.start()]
    pile = piles[0] if piles else rank if said is None else said
    official = _official(pile, rank, down, "可以" in text[:found.start()])
    return None if official is None else Bound(rank, down, official, f"'{found.group(0)}'")


def _rank_at(sentence: Sentence, lang: str, at: int) -> int | None:
    words = sentence.split[at]
    found = [r.value for r in ranks(sentence, lang, at, at + 1)]
    if found:
        return found[0]
    return next((_NUMBER_WORDS[w] for w in words if w in _NUMBER_WORDS), None)


def bound(sentence: Sentence, lang: str, pile: int | None = None) -> Bound | None:
    """The bound the sentence says on the next play, compared with the cards', or None;
    ``pile``: the rank the sentence before named ("Two! Now five or higher", context.py)."""
    if has_cjk(sentence.cjk):  # "七！现在..." is one sentence: the rank called out is the pile
        lead = _ZH_LEAD.match(sentence.folded)
        return _zh_bound(sentence.cjk, pile if pile is not None or lead is None
                         else _zh_value(lead.group(1)))
    tokens = [t[0] for t in sentence.split]
    said = _latin_bound(sentence, lang, tokens)
    if said is None:
        return None
    at, end, rank, down = said
    if any(tokens[i] in _NOT for i in range(max(0, at - 2), at)):
        down = not down  # "not seven or higher": the bound denied is the other one
    pile = next((r.value for r in ranks(sentence, lang) if r.at != at and (
        any(tokens[i] in _ON for i in range(max(0, r.at - 3), r.at))
        or any(tokens[i].startswith(_ON_TR) for i in range(r.at + 1, min(len(tokens),
                                                                          r.at + 3)))
        or lang == "tr" and tokens[r.at].endswith(("den", "dan", "ten", "tan")))),
        rank if pile is None else pile)
    allowed = any(t in _MAY or t.endswith(_MAY_TR) for t in tokens[:at])
    official = _official(pile, rank, down, allowed)
    if official is None:
        return None
    return Bound(rank, down, official, f"'{' '.join(tokens[at:end])}'")


#: Comparatives of an amount, not of a rank ("ten or more", "zehn oder weniger")
_AMOUNT = frozenset(fold(w) for w in ("more", "less", "fewer", "mehr", "weniger", "meer",
                                      "minder", "fazla", "az"))
#: What an amount counts, just after it ("ten or more cards", "zes of meer kaarten")
_COUNTED = ("card", "karte", "kaart", "kart", "stück", "stuck", "stuks")


def _counted(sentence: Sentence, tokens: list[str], at: int, j: int) -> bool:
    """Whether "N or more" at ``at``..``j`` is a count, not a rank bound: an amount's
    comparative before what it counts ("ten or more cards"), or a heading of an occasion
    standing alone before a colon or a dash ("Ten or more: ...", "Seven or higher: ...")
    or before its consequence ("Ten or more, so I pour the tea", "Zehn oder mehr, also"):
    a condition on what happened, never a bound laid on the next play (R-PLAY-2)."""
    if tokens[j] in _AMOUNT and any(t.startswith(_COUNTED) for t in tokens[j + 1:j + 3]):
        return True
    said = r"\s+".join(re.escape(t) for t in tokens[at:j + 1])
    return re.search(rf"(?:^|[.!?;])\s*(?:(?:a|an|ein|eine|een|bir)\s+)?{said}\s*"
                     r"(?::|\u2013|\u2014|\s-\s|,\s*(?:so|then|also|dus|dan|yani)\b)",
                     sentence.folded) is not None


def _latin_bound(sentence: Sentence, lang: str, tokens: list[str]
                 ) -> tuple[int, int, int, bool] | None:
    """Where a bound stands: (its first token, its end, its rank, down), or None."""
    ors = _OR.get(lang, _OR[""])
    for at in range(len(tokens)):
        if tokens[at] in ors or at + 1 >= len(tokens) or tokens[at + 1] not in ors:
            continue
        rank = _rank_at(sentence, lang, at)
        if rank is None:
            continue
        for j in range(at + 2, min(len(tokens), at + 6)):
            up, down = tokens[j].startswith(_UP), tokens[j].startswith(_DOWN)
            if up != down and not _counted(sentence, tokens, at, j):
                return at, j + 1, rank, down
            if up != down:
                break
    text = " ".join(tokens)
    if PER.search(text):  # "as many cards as …, at most two": a count capped (session 40)
        return None
    for words, down in ((_AT_MOST, True), (_AT_LEAST, False)):
        for phrase in words:
            for m in re.finditer(rf"\b{phrase}\b", text):
                at = len(text[:m.end()].split())
                for j in range(at, min(len(tokens), at + 3)):
                    rank = _rank_at(sentence, lang, j)
                    if rank is not None and not any(  # "at most two cards": a count
                            t.startswith(_COUNTED) for t in tokens[j + 1:j + 3]):
                        return at - len(phrase.split()), j + 1, rank, down
    return None


__all__ = ["Bound", "bound"]
