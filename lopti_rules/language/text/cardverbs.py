"""Cards beating cards (issue 29, "Free text"): a verb's subject and object read as cards.

"Beat", "schlagen", "verslaan", "yenmek", "压/大过" are table talk when a card beats a card
("Ein Ass schlägt einen König", "mijn tien verslaat jouw negen", "as papazı yener"): no
harm (R-CUSTOM-3), and a quote of the rank order when the official table lets the first
card go on the second (R-PLAY-2, ``engine.verdict``). The same verb with a person beside
it ("schlag den Geber", "beat him with the ace") is read as harm still. Said of a pair the
official table forbids ("a Jack beats an Ace from tonight", "vale bir ası yener"), it is a
base rule changed in words (LP716), which only a base-rule vote may make (R-VOTE-1).

The subject is the first card of the verb's clause and the object the second: English,
German and Dutch main clauses (verb second: "ab heute schlägt ein Bube ein Ass"), Turkish
(verb last) and Chinese put them in that order; a passive ("is beaten by") swaps them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...engine import OFFICIAL, parse_rank, verdict
from .denial_lexicon import TR_NOT_ENDINGS
from .families import located
from .matching import Hit
from .textnorm import Sentence, clauses, fold, has_cjk

#: a rank by its word in the five languages (Turkish ones take case endings: "ası")
_WORDS = {fold(w): v for v, words in (
    ("A", "ace aces ass asse aas azen assen"),
    ("K", "king kings konig könig konige könige koning koningen heer heren"),
    ("Q", "queen queens dame damen vrouw vrouwen"),
    ("J", "jack jacks bube buben boer boeren"),
    ("2", "two twos zwei zweier twee tweeen"), ("3", "three threes drei dreier drie drieen"),
    ("4", "four fours vier vierer vieren"), ("5", "five fives fünf fünfer vijf vijven"),
    ("6", "six sixes sechs sechser zes zessen"), ("7", "seven sevens sieben siebener zeven zevens"),
    ("8", "eight eights acht achter achten"), ("9", "nine nines neun neuner negen negens"),
    ("10", "ten tens zehn zehner tien tienen")) for w in words.split()}
#: Turkish ranks, read with a case or possessive ending ("ası", "papazı", "kızım", "valeni")
_TR_STEMS = {"as": "A", "papaz": "K", "kiz": "Q", "kız": "Q", "vale": "J", "iki": "2",
             "uc": "3", "üç": "3", "dort": "4", "dört": "4", "bes": "5", "beş": "5",
             "alti": "6", "yedi": "7", "sekiz": "8", "dokuz": "9", "on": "10"}
_TR_ENDINGS = frozenset(("", "i", "ı", "u", "ü", "yi", "yı", "ni", "nı", "m", "im", "ım",
                         "n", "in", "ın", "ini", "ını", "imi", "ımı", "a", "e", "ya", "ye"))
_TR_VERBS = frozenset(fold(w) for w in ("yener", "yenebilir", "yendi", "yenir", "yenmez",
                                        "geçer", "büyüktür", "üstündür"))
_PASSIVE = frozenset(fold(w) for w in ("beaten", "geschlagen", "verslagen", "yenir"))
#: single letters: J, Q and K as written on the cards (A is too often an article)
_LETTERS = {"j": "J", "q": "Q", "k": "K"}


def _rank(word: str, turkish: bool) -> int | None:
    value = _WORDS.get(word) or _LETTERS.get(word)
    if value is None and word.isdecimal() and 2 <= int(word) <= 10:
        value = word
    if value is None and turkish:
        value = next((v for stem, v in _TR_STEMS.items() if word.startswith(fold(stem))
                      and word[len(fold(stem)):] in _TR_ENDINGS), None)
    if value is None:
        return None
    try:
        return parse_rank(value)
    except ValueError:
        return None


#: who or what besides a card may be struck: the roles, persons and bodies of the lexicon
_PEOPLE = ("leader", "self", "k_creator", "a_holder", "body", "c_pronoun", "trait",
           "trait_noun")


def _clause(sentence: Sentence, at: int) -> tuple[int, int]:
    return next(((a, b) for a, b in clauses(sentence) if a <= at < b), (0, len(sentence.split)))


def _cards(sentence: Sentence, verb: Hit) -> list[tuple[int, int]]:
    """The cards in the verb's clause, (token, rank) in order; a count of rounds or points
    ("beats three rounds") is none."""
    tokens = sentence.split
    start, end = _clause(sentence, verb.start)
    turkish = tokens[verb.start][0] in _TR_VERBS
    uncounted = {s for s, _ in located(tokens, "not_card")}
    out = []
    for i in range(start, end):
        if i in range(verb.start, verb.end) or i + 1 in uncounted:
            continue
        rank = _rank(tokens[i][0], turkish)
        if rank is not None:
            out.append((i, rank))
    # a number before a card counts it ("two eights"): the card is the one after it
    return [(i, r) for i, r in out if not any(j == i + 1 for j, _ in out)
            or not (tokens[i][0].isdigit() or tokens[i][0] in _COUNTS)]


_COUNTS = frozenset(fold(w) for w in (
    "two", "three", "four", "zwei", "drei", "vier", "twee", "drie", "vier", "iki", "üç",
    "dört"))


def card_on_card(sentence: Sentence, hits: Sequence[Hit], harm: Hit) -> bool:
    """Whether a harm word is a beat verb whose clause holds a card and no person or body:
    a card beating a card (or "everything"), not a blow."""
    if harm.stream != 0:
        return False
    verb = next((h for h in hits if h.name == "c_beat" and h.stream == 0
                 and h.start <= harm.start < h.end), None)
    cards = _cards(sentence, verb) if verb is not None else []
    if verb is None or not cards:
        return False
    start, end = _clause(sentence, verb.start)
    held = {i for i, _ in cards}  # "meine Dame", "your seven": a possessive before a card
    return not any(h.name in _PEOPLE and h.stream == 0 and start <= h.start < end
                   and h.end not in held for h in hits)


_ZH_RANK = r"(10|[2-9]|[jqka])"
_ZH_BEAT = re.compile(rf"(?<!不)(?<!没)(?<!沒){_ZH_RANK}(?:的)?(?:也|都|就|还|還|现在|現在)?"
                      rf"(?:能|可以)?(?:大过|大過|压过|壓過|压|壓|管住|吃掉|胜过|勝過|赢过|贏過)"
                      rf"(?:你的|我的|他的|她的|他们的|他們的)?{_ZH_RANK}")


def _changed(x: int, y: int) -> bool:
    """Whether "x beats y" says a play the official table forbids (x on y)."""
    return x != y and verdict(x, 1, y, 1, 1, False, OFFICIAL) is not None


def changed_order(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A card said to beat a card the official table does not let it go on: the words,
    or "". A negated beat ("a jack does not beat an ace") quotes the order."""
    if has_cjk(sentence.cjk):
        for m in _ZH_BEAT.finditer(sentence.cjk):
            x, y = (_rank(g, False) for g in (m.group(1), m.group(2)))
            if x is not None and y is not None and _changed(x, y):
                return f"'{m.group(0)}'"
    tokens = sentence.split
    for verb in (h for h in hits if h.name == "c_beat" and h.stream == 0):
        start, end = _clause(sentence, verb.start)
        if any(h.name == "negation" and h.stream == 0 and start <= h.start < end
               for h in hits) or tokens[verb.start][0].endswith(TR_NOT_ENDINGS):
            continue
        cards = _cards(sentence, verb)
        if len(cards) < 2:
            continue
        (i, x), (j, y) = cards[0], cards[1]
        if tokens[verb.start][0] in _PASSIVE:
            (i, x), (j, y) = (j, y), (i, x)
        if _changed(x, y):
            return f"'{tokens[i][0]}' … {verb.words} … '{tokens[j][0]}'"
    return ""


__all__ = ["card_on_card", "changed_order"]
