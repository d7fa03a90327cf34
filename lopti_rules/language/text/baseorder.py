"""The rank order said in words (issue 29, "Free text"), checked against the base game.

The ranks run 2 3 4 5 6 7 8 9 10 J Q K A (R-SETUP-1; ``engine.parse_rank`` gives each its
place, 2..14). A sentence that compares two ranks ("the Ace counts below the 2", "Ab heute
ist das Ass weniger wert als die Zwei", "papaz kızdan küçüktür", "A比2还小"), puts a rank at
the top or the bottom ("the King is the lowest card", "A算最小的牌") or gives it another
value ("Aces count as ones") asserts a proposition about the order. Its value is checked
against the order itself, a denial turning it round ("the Ace is no longer the highest
card"): a false one changes a base rule, which only the rule vote may do (R-VOTE-1); a
true one quotes the cards ("an Ace is the highest card", "K比Q大") and is clean.

Which card is compared with which: the rank after "than" (als, dan), after a comparing
preposition ("below the 2"), or with the Turkish ablative ("ikiliden") is the second; the
other rank of the clause is the first. Cards held by someone ("my ace is bigger than your
king") are table talk about one hand, not the order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from ...engine import parse_rank
from .matching import Hit
from .textnorm import Sentence, fold, has_cjk

LOWEST, HIGHEST = parse_rank("2"), parse_rank("A")  #: the ends of the order (R-SETUP-1)

_NAMES = {fold(w): parse_rank(v) for v, words in (
    ("A", "ace aces ass asse asses aas azen assen"),
    ("K", "king kings konig könig konige könige koenig koning koningen heer heren"),
    ("Q", "queen queens dame damen vrouw vrouwen"),
    ("J", "jack jacks bube buben boer boeren"),
    ("2", "deuce deuces twos zweier zweien tweeen tweeën"),
    ("3", "threes dreier dreien drieen drieën"),
    ("4", "fours vierer vieren"), ("5", "fives funfer fünfer vijven"),
    ("6", "sixes sechser zessen"), ("7", "sevens siebener siebenen zevens"),
    ("8", "eights achter achten"), ("9", "nines neuner negens"),
    ("10", "tens zehner zehnen tienen")) for w in words.split()}
#: a number word names a rank after an article ("die Zwei", "een twee"), not before a
#: noun it counts ("zwei Regeln")
_NUMBERS = {fold(w): parse_rank(v) for v, words in (
    ("2", "two zwei twee"), ("3", "three drei drie"), ("4", "four vier"),
    ("5", "five fünf funf vijf"), ("6", "six sechs zes"), ("7", "seven sieben zeven"),
    ("8", "eight acht"), ("9", "nine neun negen"), ("10", "ten zehn tien"))
    for w in words.split()}
_ARTICLES = frozenset(fold(w) for w in (
    "a", "an", "the", "every", "any", "ein", "eine", "einer", "einen", "einem", "die", "der",
    "das", "den", "dem", "jede", "een", "de", "het", "elke"))
#: Turkish ranks, read with a case ending ("ikiliden", "kızdan", "ası"): stem -> rank
_TR_STEMS = {fold(s): parse_rank(v) for s, v in (
    ("as", "A"), ("papaz", "K"), ("kız", "Q"), ("vale", "J"), ("ikili", "2"), ("iki", "2"),
    ("üçlü", "3"), ("uclu", "3"), ("dörtlü", "4"), ("dortlu", "4"), ("beşli", "5"),
    ("besli", "5"), ("altılı", "6"), ("altili", "6"), ("yedili", "7"), ("yedi", "7"),
    ("sekizli", "8"), ("sekiz", "8"), ("dokuzlu", "9"), ("dokuz", "9"), ("onlu", "10"))}
_TR_ENDINGS = ("", "i", "u", "ü", "yi", "yu", "yü", "ni", "nu", "nü", "in", "un", "ün",
               "nin", "nun", "nün", "e", "a", "ye", "ya", "ne", "na", "le", "la", "yle",
               "yla", "dir", "dır", "dur", "dür", "tir", "tur", "lar", "ler", "ları", "leri",
               "lara", "lere")
_TR_FROM = ("den", "dan", "ten", "tan", "nden", "ndan")  #: the ablative: "than"
#: words that make the cards someone's hand: talk about one hand, not the order
_OWNED = frozenset(fold(w) for w in (
    "my", "your", "his", "her", "their", "our", "mein", "meine", "meinen", "dein", "deine",
    "deinen", "sein", "seine", "ihr", "ihre", "mijn", "jouw", "je", "zijn", "haar", "hun",
    "benim", "senin", "onun"))
#: a value a rank may be said to count as ("the Ace counts as one"): word -> value
_VALUES = {fold(w): n for n, words in (
    (1, "one ones eins einser één een bir 1"), (11, "eleven elf 11"),
    (12, "twelve zwölf twaalf 12"), (13, "thirteen dreizehn dertien 13"),
    (14, "fourteen vierzehn veertien 14")) for w in words.split()}


#: what a number counts when it is no rank's value ("counts as one card", "two points")
_UNITS = frozenset(fold(w) for w in (
    "card", "cards", "karte", "karten", "kaart", "kaarten", "kart", "point", "points", "punkt",
    "punkte", "punt", "punten", "puan", "clear", "play", "turn", "zug", "beurt"))


_OF = frozenset(("of", "von", "vom", "van", "on", "auf", "op", "in", "im"))
#: a clause that only imagines ("would", "wäre", "zou")
_WOULD = frozenset(fold(w) for w in (
    "would", "could", "might", "würde", "wurde", "wäre", "ware", "könnte", "zou", "zouden",
    "zijn zou"))


class Rank(NamedTuple):
    at: int       #: the token
    value: int    #: 2..14 (engine.parse_rank)
    than: bool    #: marked as the second of a comparison (Turkish ablative)


def _turkish(word: str) -> tuple[int, bool] | None:
    for stem, value in _TR_STEMS.items():
        if not word.startswith(stem):
            continue
        rest = word[len(stem):]
        if rest in _TR_ENDINGS:
            return value, False
        if rest in _TR_FROM or rest.removeprefix("n") in _TR_FROM:
            return value, True
    return None


def ranks(sentence: Sentence, lang: str, start: int = 0, end: int | None = None
          ) -> list[Rank]:
    """The ranks named in tokens ``start:end``: names, digits 2-10, J Q K, number words
    after an article, Turkish ranks with their endings (in a Turkish sentence)."""
    tokens = sentence.split
    out = []
    for i in range(start, len(tokens) if end is None else end):
        variants = tokens[i]
        word = variants[0]
        value = next((_NAMES[v] for v in variants if v in _NAMES), None)
        than = False
        if value is None and word.isdecimal() and 2 <= int(word) <= 10:
            value = int(word)
            than = lang == "tr" and i + 1 < len(tokens) and tokens[i + 1][0] in _TR_FROM
        elif value is None and word in ("j", "q", "k"):
            value = parse_rank(word.upper())
        elif value is None and word in _NUMBERS and i > 0 and tokens[i - 1][0] in _ARTICLES:
            value = _NUMBERS[word]
        elif value is None and lang == "tr":
            found = next((r for v in variants if (r := _turkish(v)) is not None), None)
            if found is not None:
                value, than = found
        if value is not None and not (i > 0 and tokens[i - 1][0] in _OWNED):
            out.append(Rank(i, value, than))
    return out


def _denied(sentence: Sentence, hits: Sequence[Hit], start: int, end: int) -> bool:
    """Whether the clause denies what it says ("is not lower", "no longer the highest",
    "değildir"); "not ... any more" is one denial, not two."""
    nots = {h.start for h in hits if h.name == "b_not" and h.stream == 0
            and start <= h.start < end}
    nots |= {i for i in range(start, end)
             if sentence.split[i][0].endswith(("degil", "değil", "degildir", "değildir"))}
    return bool(nots)


def _in(hits: Sequence[Hit], name: str, start: int, end: int) -> list[Hit]:
    return [h for h in hits if h.name == name and h.stream == 0 and start <= h.start < end]


def order_said(sentence: Sentence, hits: Sequence[Hit], lang: str,
               bounds: Sequence[tuple[int, int]]) -> str:
    """A proposition about the rank order that the order makes false: its words, or ""."""
    if has_cjk(sentence.cjk):
        return _order_zh(sentence.cjk)
    tokens = sentence.split
    for start, end in bounds:
        found = ranks(sentence, lang, start, end)
        if not found:
            continue
        if any(sentence.split[i][0] in _WOULD for i in range(start, end)):
            continue  # "aces low would be weird": a thought, no rule laid down
        flip = _denied(sentence, hits, start, end)
        # the first rank may stand in a clause of its own ("as, ikiliden daha küçük")
        earlier = ranks(sentence, lang, 0, start) + found
        for direction, name in ((-1, "b_lower"), (1, "b_higher")):
            for word in _in(hits, name, start, end):
                if _bounded(sentence, word):
                    continue  # "seven or lower": a bound on the next play (rank_bounds.py)
                claim = _compared(sentence, hits, found, earlier, word, lang)
                if claim is None:
                    continue
                x, y = claim
                if x.value == y.value:
                    continue  # "a ten is more than just a ten": no order between two ranks
                true = (x.value - y.value) * direction > 0
                if true == flip:
                    return f"'{tokens[x.at][0]}' … {word.words} … '{tokens[y.at][0]}'"
        for value, name in ((LOWEST, "b_lowest"), (HIGHEST, "b_highest")):
            for word in _in(hits, name, start, end):
                if word.end < end and tokens[word.end][0] in _OF:
                    continue  # "the bottom card of the draw pile": a place in a pile
                if tokens[word.start][0] in _AT_MOST:
                    continue  # "höchstens eine Sieben": a bound (rank_bounds.py), no end
                near = min(found, key=lambda r: (abs(r.at - word.start), r.at > word.start))
                if (near.value == value) == flip:
                    return f"'{tokens[near.at][0]}' … {word.words}"
        # "aces are low", "deuce high": an end of the order said of the other end
        for value, name in ((HIGHEST, "b_adj_low"), (LOWEST, "b_adj_high")):
            for word in _in(hits, name, start, end):
                owner = [r for r in found if r.at < word.start and word.start - r.at <= 3]
                if owner and owner[-1].value == value and not flip:
                    return f"'{tokens[owner[-1].at][0]}' … {word.words}"
        for word in _in(hits, "b_counts_as", start, end):
            said = _counted(sentence, found, word, end, lang)
            if said and not flip:
                return said
    return ""


#: "at most", "at least" in one word: a bound on the next play, no end of the order
_AT_MOST = frozenset(fold(w) for w in ("höchstens", "hochstens", "mindestens", "hoogstens",
                                       "minstens"))
#: "or" in the five languages' bound ("seven or lower", "yedi ya da daha küçük")
_OR = frozenset(("or", "oder", "of", "ya", "veya", "yahut"))


def _bounded(sentence: Sentence, word: Hit) -> bool:
    """Whether the comparative ``word`` closes a bound said with a rank ("seven or lower",
    "sieben oder kleiner", "yedi ya da daha küçük"): the next play's bound, no order of two
    ranks (language/text/rank_bounds.py compares it with the cards)."""
    tokens = sentence.split
    for i in range(max(1, word.start - 4), word.start):
        before = tokens[i - 1]
        if tokens[i][0] in _OR and any(v in _NAMES or v in _NUMBERS or v in _TR_STEMS
                                       or v.isdecimal() for v in before):
            return True
    return False


def _compared(sentence: Sentence, hits: Sequence[Hit], found: Sequence[Rank],
              earlier: Sequence[Rank], word: Hit, lang: str) -> tuple[Rank, Rank] | None:
    """The first and the second rank of a comparison made by ``word``, or None: the
    second in the clause (``found``), the first in it or before it (``earlier``)."""
    tokens = sentence.split
    if lang == "tr":
        second = [r for r in found if r.than and r.at < word.start]
        first = [r for r in earlier if not r.than and r.at < word.start]
        if second and first:
            return first[-1], second[-1]
        return None
    thans = [h.end for h in hits if h.name == "b_than" and h.stream == 0
             and word.end <= h.start <= word.end + 2]
    # "below the 2", "weniger wert als die Zwei": the second rank follows within 3 tokens
    after = [r for r in found if r.at >= word.end and r.at - (thans[0] if thans else
                                                               word.end) <= 2]
    before = [r for r in earlier if r.at < word.start]
    if not after or not before:
        return None
    if not thans and tokens[word.start][0] in ("more", "mehr", "meer", "less", "weniger",
                                              "minder"):
        return None  # "more than" needs its "than": "more aces" counts cards
    return before[-1], after[0]


def _counted(sentence: Sentence, found: Sequence[Rank], word: Hit, end: int,
             lang: str) -> str:
    """A rank said to count as another value ("Aces count as ones", "das Ass zählt als
    Eins", "as bir sayılır"): the words when the value is not the rank's own."""
    tokens = sentence.split
    # the rank may stand inside the verb ("Ab sofort zählt das Ass als Eins")
    before = [r for r in found if r.at < word.end - 1]
    if not before:
        return ""
    x = before[-1]
    if lang == "tr":  # the value before the verb: "as bir sayılır"
        at = word.start - 1
        if x.at == at and len(before) > 1:  # "sekizli yedili gibi çalışır": two ranks
            x = before[-2]
    else:
        at = word.end
        while at < end and tokens[at][0] in _ARTICLES - {"een"}:
            at += 1
    if 0 <= at < end - 1 and tokens[at][0] == "een" and any(r.at == at + 1 for r in found):
        at += 1  # "telt als een twee": the article before a rank
    if not 0 <= at < end or at == x.at:
        return ""
    value = next((r.value for r in found if r.at == at), None)
    if value is None:
        written = tokens[at][0]
        value = _VALUES.get(written, _VALUES.get(written.removesuffix("s")))  # "ones"
        if written == "een" and at + 1 < end or at + 1 < end and tokens[at + 1][0] in _UNITS:
            value = None  # "telt als een twee" (Dutch "een" is "a"), "counts as one card"
    if value is None or value == x.value:
        return ""
    return f"'{tokens[x.at][0]}' … {word.words} … '{tokens[at][0]}'"


_ZH_RANK = r"(?<![a-z0-9])(10|[2-9]|[jqka])(?![a-z0-9])"
_ZH_NOT = ("不", "没", "沒", "并非", "並非")
_ZH_COMPARE = re.compile(
    rf"{_ZH_RANK}(不再|不|没有|沒有)?(?:现在|現在|也|就|都|还|還)?(?:比{_ZH_RANK}(?:还|還|更|要)?"
    rf"(小|低|弱|大|高|强|強)|(小于|小於|低于|低於|大于|大於|高于|高於){_ZH_RANK})")
_ZH_END = re.compile(rf"{_ZH_RANK}(?:现在|現在|也|就|都|从此|從此)?(不再|不|没有|沒有)?"
                     r"(?:算|是|为|為|当|當|作为|作為|成了|变成|變成)?(?:是)?(最小|最低|最弱|最大|最高|最强|最強)")
_ZH_VALUE = re.compile(rf"{_ZH_RANK}(?:现在|現在|也|就|都)?(不再|不)?(?:算|当|當|作|算作|当作|當作)"
                       r"(1|一|11|12|13|14)(?![0-9张張局次条條个個点點分])")


def _order_zh(text: str) -> str:
    """:func:`order_said` in Chinese: "A比2还小", "K小于Q", "A算最小的牌", "A算1"."""
    for m in _ZH_COMPARE.finditer(text):
        x = parse_rank(m.group(1).upper())
        if m.group(3):
            y, word = parse_rank(m.group(3).upper()), m.group(4)
        else:
            y, word = parse_rank(m.group(6).upper()), m.group(5)
        lower = word[0] in "小低弱"
        true = (x < y) if lower else (x > y)
        if x != y and true == bool(m.group(2)):
            return f"'{m.group(0)}'"
    for m in _ZH_END.finditer(text):
        x, end = parse_rank(m.group(1).upper()), m.group(3)
        at_end = x == (LOWEST if end[1] in "小低弱" else HIGHEST)
        if at_end == bool(m.group(2)):
            return f"'{m.group(0)}'"
    for m in _ZH_VALUE.finditer(text):
        x = parse_rank(m.group(1).upper())
        value = 1 if m.group(3) in ("1", "一") else int(m.group(3))
        if value != x and not m.group(2):
            return f"'{m.group(0)}'"
    return ""


__all__ = ["HIGHEST", "LOWEST", "Rank", "order_said", "ranks"]
