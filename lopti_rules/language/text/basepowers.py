"""A special rank's power as a proposition with a value (issue 29, session 19).

The readings of basegame.py know a power by its verb ("a 2 resets", "a 3 passes it on").
A sentence can take a power away without its verb, or state another value for it:

- **a special rank declared ordinary**: "a 2 is just a 2", "die Sieben ist bloß eine
  Sieben", "een drie is voortaan maar een drie", "ikili sadece bir ikili", "2只是一张普通的2",
  "a ten is nothing more than a card". A rank reduced to its face (the same rank, or a
  card, a number) has lost its power (R-SPECIAL); said of a plain rank ("an eight is just
  an eight") it is true, and denied ("a 7 is not just a 7", "more than just a ten") it is
  the cards' own;
- **what may follow a rank** (the pile's rank: the one after "on", "after", "auf",
  "nach", "op", "na", before Turkish "üstüne", "sonra", "gelince", or the one that "asks
  for", "will", "vraagt om", "ister" what follows): the next play's direction after a 7
  is 7 or lower (R-SPECIAL-7), so a higher card stated as allowed or required after it
  ("after a 7 a higher card must follow", "een zeven vraagt om een hogere kaart",
  "yediliden sonra daha büyük bir kart oynanmalı", "7之后必须出更大的牌"), or a lower one
  denied, changes it; a rank stated on a rank is judged by the official table
  (``engine.verdict``): "a 2 may no longer go on a Queen" forbids what R-SPECIAL-2 allows
  (the 2, 3 and 10 are playable on anything), "on a 7 you may play an 8" allows what
  R-SPECIAL-7 forbids. Whatever the sentence's shape, the stated value is compared with
  the official one; a sentence that states the official value stays clean.

A 3 never lies on the pile (R-PLAY-4): "a 2 may not go on a 3-obligation" is the
obligation's own rule (R-SPECIAL-3), and one rank on the same rank depends on how many
cards (R-PLAY-2), so neither is read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...engine import OFFICIAL, verdict
from .baseorder import Rank, ranks
from .denial_lexicon import TR_NOT_ENDINGS
from .matching import Hit
from .textnorm import Sentence, fold, has_cjk

_LOW = OFFICIAL.low_rank
#: the ranks whose power a sentence can declare away (R-SPECIAL)
_SPECIAL = frozenset((OFFICIAL.reset_rank, OFFICIAL.pass_rank, OFFICIAL.low_rank,
                      OFFICIAL.clear_rank))
#: what a rank may be said to be "just" besides itself: a card, a number, its value
_FACE = frozenset(fold(w) for w in (
    "card", "cards", "number", "numbers", "value", "karte", "karten", "zahl", "zahlen",
    "wert", "zahlenkarte", "kaart", "kaarten", "getal", "getallen", "waarde", "kart",
    "kartı", "karttır", "sayı", "sayi", "rakam", "değer", "deger"))
#: words that may stand between a rank and "just" ("a 2 is now just ...", "ikili artık
#: sadece ..."): a copula and the time it holds from
_BETWEEN = frozenset(fold(w) for w in (
    "is", "are", "becomes", "become", "counts", "count", "stays", "remains", "will", "be",
    "ist", "sind", "wird", "werden", "bleibt", "zählt", "zahlt", "gilt", "is", "zijn",
    "wordt", "worden", "blijft", "telt", "geldt", "olur", "oldu", "sayılır", "now", "from",
    "tonight", "today", "on", "here", "in", "this", "house", "really", "basically", "ab",
    "heute", "jetzt", "sofort", "nun", "hier", "eigentlich", "nu", "vanaf", "voortaan",
    "vandaag", "vanavond", "hier", "eigenlijk", "artık", "artik", "bundan", "sonra",
    "itibaren", "bu", "akşam", "aksam", "akşamdan", "aksamdan", "burada", "als", "as"))
_ARTICLE = frozenset(fold(w) for w in (
    "a", "an", "the", "one", "another", "any", "some", "noch", "nog", "başka", "baska",
    "ein", "eine", "einen", "einer", "die", "der", "das", "een",
    "de", "het", "bir", "as", "als", "its", "seine", "ihre", "zijn", "haar"))
#: "the only card that ...": an article before "only" makes it a superlative, not "just"
_THE = frozenset(fold(w) for w in ("the", "die", "der", "das", "de", "het", "den", "dem"))
_MORE_THAN = (("more", "than"), ("mehr", "als"), ("meer", "dan"), ("fazla",))
#: words that deny a Turkish clause after its predicate ("sıradan bir kart değil")
_TR_NOT = ("degil", "değil")
#: Turkish verb endings: forbidden ("atılamaz"), allowed ("atılabilir"), required ("-malı")
_TR_BAN = ("amaz", "emez", "amazsın", "emezsin", "amayız", "emeyiz", "yamaz", "yemez")
_TR_MODAL = ("abilir", "ebilir", "malı", "meli", "mali", "malıdır", "melidir", "malidir",
             *_TR_BAN)


def _face(word: str) -> bool:
    """A card, a number, a value, also in a compound ("Zahlenkarten", "getalkaart")."""
    return word in _FACE or word.endswith(("karte", "karten", "kaart", "kaarten"))


def _at(found: Sequence[Hit], name: str, start: int, end: int) -> list[Hit]:
    return [h for h in found if h.name == name and h.stream == 0 and start <= h.start < end]


def _shown(sentence: Sentence, *spans: tuple[int, int]) -> str:
    tokens = sentence.split
    return " … ".join(f"'{' '.join(t[0] for t in tokens[a:b])}'" for a, b in spans)


def ordinary_said(sentence: Sentence, found: Sequence[Hit], lang: str,
                  bounds: Sequence[tuple[int, int]]) -> str:
    """A special rank reduced to its face ("a 2 is just a 2"): the words, or ""."""
    if has_cjk(sentence.cjk):
        cut = _ZH_REMOVED.search(sentence.cjk)
        if cut and _zh(cut.group(1)) in _SPECIAL:
            return f"'{cut.group(0)}'"
        alike = _ZH_LIKE.search(sentence.cjk)
        if alike and _zh(alike.group(1)) in _SPECIAL:
            return f"'{alike.group(0)}'"
        for m in (*_ZH_MERE.finditer(sentence.cjk), *_ZH_JUST.finditer(sentence.cjk)):
            rank, said = (m.group(1), m.group(3)) if m.group(1) else (m.group(4), m.group(6))
            if (said is None or _zh(said) == _zh(rank)) and _zh(rank) in _SPECIAL:
                return f"'{m.group(0)}'"
        return ""
    tokens = sentence.split
    for start, end in bounds:
        cards = ranks(sentence, lang, start, end)
        for mere in _at(found, "b_mere", start, end):
            before = [r for r in cards if r.at < mere.start]
            if not before or before[-1].value not in _SPECIAL:
                continue
            x = before[-1]
            if any(tokens[i][0] not in _BETWEEN for i in range(x.at + 1, mere.start)) \
                    or mere.start - x.at > 5:
                continue  # "a 2 is low, maar een twee ...": "maar" is "but" there
            if mere.start > start and tokens[mere.start - 1][0] in _THE:
                continue  # "the 2 is the only card that resets": a superlative
            if _denied(sentence, found, mere, start, end):
                continue
            at = mere.end
            while at < end and tokens[at][0] in _ARTICLE:
                at += 1
            if at >= end:
                continue
            same = any(r.at == at and r.value == x.value for r in cards)
            if same or _face(tokens[at][0]):
                return _shown(sentence, (x.at, x.at + 1), (mere.start, at + 1))
        for other in _at(found, "b_like_any", start, end):  # "a card like any other"
            before = [r for r in cards if r.at < other.start]
            if before and before[-1].value in _SPECIAL and other.start - before[-1].at <= 6 \
                    and not _at(found, "b_not", before[-1].at, other.start):
                return _shown(sentence, (before[-1].at, before[-1].at + 1),
                              (other.start, other.end))
    return _tautology(sentence, found, lang) or _removed(sentence, found, lang, bounds)


#: a power's nouns, and the rank whose power each names (0: any special rank's)
_NOUNS = {"b_n_reset": OFFICIAL.reset_rank, "b_n_pass": OFFICIAL.pass_rank,
          "b_n_low": OFFICIAL.low_rank, "b_n_clear": OFFICIAL.clear_rank, "b_n_power": 0}


def _removed(sentence: Sentence, found: Sequence[Hit], lang: str,
             bounds: Sequence[tuple[int, int]]) -> str:
    """A special rank's power named as a noun and taken away ("deuces lost their reset",
    "no more special powers for sevens", "ohne Reset bei der Zwei", "İkilinin özelliği
    artık yok"): the words, or ""."""
    for start, end in bounds:
        if _at(found, "b_if", start, end):
            continue  # "if a 2 loses its reset, ...": a condition lays nothing down
        cards = [r for r in ranks(sentence, lang, start, end) if r.value in _SPECIAL]
        gone = _at(found, "b_removed", start, end)
        nots = [n for n in _at(found, "b_not", start, end)  # Turkish "yok" is both
                if not any(g.start <= n.start < g.end for g in gone)]
        if not cards or (gone and nots):
            continue  # "a 2 doesn't lose its reset": the denial of a removal quotes it
        clears = [h for h in found if h.stream == 0 and h.name in ("b_clears", "b_cleared")]
        for name, rank in _NOUNS.items():
            for noun in _at(found, name, start, end):
                if any(not noun.start <= c.start < noun.end for c in clears):
                    continue  # "a clear cancels every pending 3 or 7 effect" (R-CLEAR-1)
                near = [n for n in nots if noun.start - 3 <= n.start < noun.start]
                owner = [r for r in cards if rank in (0, r.value)]
                if owner and (gone or near):
                    cut = (gone or near)[0]
                    return _shown(sentence, (owner[0].at, owner[0].at + 1),
                                  (noun.start, noun.end), (cut.start, cut.end))
    return ""


def _tautology(sentence: Sentence, found: Sequence[Hit], lang: str) -> str:
    """"A 2 is a 2 and nothing else", "Zwei ist Zwei, mehr nicht": a special rank said to
    be itself, "and no more" after it."""
    tokens = sentence.split
    cards = ranks(sentence, lang)
    for after in (h for h in found if h.name == "b_mere_after" and h.stream == 0):
        for x, y in zip(cards, cards[1:], strict=False):
            gap = range(x.at + 1, y.at)
            if x.value != y.value or x.value not in _SPECIAL or not 0 <= after.start - y.at <= 3 \
                    or any(tokens[i][0] not in _BETWEEN | _ARTICLE for i in gap) \
                    or _at(found, "b_not", x.at, y.at):
                continue
            return _shown(sentence, (x.at, y.at + 1), (after.start, after.end))
    return ""


def _denied(sentence: Sentence, found: Sequence[Hit], mere: Hit, start: int,
            end: int) -> bool:
    """Whether "just" is denied: "not just", "nicht nur", "no longer just", "more than
    just", or a Turkish "değil" after the predicate."""
    tokens = sentence.split
    if any(h.end <= mere.start and mere.start - h.end <= 1 for h in _at(found, "b_not",
                                                                        start, mere.start)):
        return True
    words = tuple(tokens[i][0] for i in range(max(start, mere.start - 2), mere.start))
    if any(words[-len(pair):] == pair for pair in _MORE_THAN):
        return True
    return any(tokens[i][0].startswith(_TR_NOT) for i in range(mere.end, end))


_ZH_RANK = r"(10|[2-9]|[jqka]|十|二|两|兩|三|七)"
#: "2只是一张普通的2", "10就是一张10而已", "7不过是一张牌": a rank, a word of "merely", the same
#: rank or a card; not denied ("不只是", "不仅仅是")
_ZH_MERE = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])[^，,。；;！!不]{{0,4}}?"
    r"(只是|只不过是|只不過是|仅仅是|僅僅是|不过是|不過是|仅是|僅是|只算|只当|只當)"
    rf"(?:一张|一張|一个|一個|个|個)?(?:普通的?|一般的?)?(?:{_ZH_RANK}|牌|卡|数字|數字)")
#: "10就是一张10而已", "3就是3": "just" said by a tautology with 就是, or by "而已" (no more
#: than that) after the same rank
_ZH_JUST = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])[^，,。；;！!不]{{0,4}}?(就是|也就是)"
    rf"(?:一张|一張|一个|一個|个|個)?(?:普通的?)?{_ZH_RANK}(?![0-9a-z])|"
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])[^，,。；;！!不]{{0,4}}?(是)"
    rf"(?:一张|一張|一个|一個|个|個)?(?:普通的?)?(?:{_ZH_RANK}|牌|卡)?(?:而已|罢了|罷了)")
#: "7跟其他牌一样": a rank like the other cards (not "不一样", not the same)
_ZH_LIKE = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])[^，,。；;！!不]{{0,4}}?(?:跟|和|与|與|像)"
    r"(?:其他|其它|别的|別的|普通|一般)的?(?:牌|卡)(?:一样|一樣|没区别|沒區別|没有区别|沒有區別)")
#: "2的重置功能取消了": a power named and taken away
_ZH_REMOVED = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])的?(?:重置|传递|傳遞|压小|壓小|清空|特殊|特别|特別)?"
    r"(?:功能|效果|作用|能力|特权|特權|规则|規則)[^，,。；;！!不]{0,3}?"
    r"(?:取消|没了|沒了|作废|作廢|去掉|废除|廢除|不算了|失效)")
_ZH_VALUE = {"十": 10, "二": 2, "两": 2, "兩": 2, "三": 3, "七": 7}


def _zh(word: str) -> int:
    if word in _ZH_VALUE:
        return _ZH_VALUE[word]
    return int(word) if word.isdigit() else {"j": 11, "q": 12, "k": 13, "a": 14}[word]


def follow_said(sentence: Sentence, found: Sequence[Hit], lang: str,
                bounds: Sequence[tuple[int, int]]) -> str:
    """What may follow a rank stated otherwise than the official table: the words, or
    ""."""
    if has_cjk(sentence.cjk):
        return _follow_zh(sentence.cjk)
    tokens = sentence.split
    lies = _lying(sentence, found, lang)
    before: list[Rank] = []  # "after a seven, play goes up": the pile of the clause before
    for start, end in bounds:
        cards = ranks(sentence, lang, start, end) + _negated_numbers(sentence, start, end)
        own = _piles(sentence, found, lang, cards, start, end)
        piles, before = own or lies or before, own
        if not piles:
            continue
        banned = _banned(sentence, found, cards, start, end)
        if banned and _at(found, "b_if", start, end):
            continue  # "if you cannot play 7 or lower on a 7, pick up": a condition
        modal = banned or bool(_at(found, "b_modal", start, end)) or any(
            tokens[i][0].endswith(_TR_MODAL) for i in range(start, end))
        low = next((p for p in piles if p.value == _LOW), None)
        if low is not None:  # "after a 7, play goes up": the direction said is the rule
            ups = _at(found, "b_up", start, end)
            downs = _at(found, "b_down", start, end)
            if ups and not banned and not _than_lower(cards, ups[0], end):
                return _shown(sentence, (low.at, low.at + 1), (ups[0].start, ups[0].end))
            if downs and banned and not ups:
                return _shown(sentence, (low.at, low.at + 1), (downs[0].start, downs[0].end))
        if not modal and not _at(found, "b_asks", start, end):
            continue  # "a 2 on a King, nice": an opinion lays down nothing
        on = {p.at for p in piles}
        for x in cards:
            if x.at in on or _compared(sentence, x, found):
                continue
            for pile in piles:
                if x.value == pile.value:
                    continue
                legal = verdict(x.value, 1, pile.value, 1, 1, False, OFFICIAL) is None
                if legal == banned:
                    return _shown(sentence, (x.at, x.at + 1), (pile.at, pile.at + 1))
    return ""


#: the court cards, a pile said as a class ("no deuces on court cards")
_COURT = (11, 12, 13)
#: Turkish dative endings: "papaza", "ikiliye" (onto the King, onto the 2): the pile
_TR_DATIVE = ("a", "e")


#: Turkish verbs of a play, whose "-amaz" bans it ("atılamaz"; "istemez" only wants not)
_TR_PLAY = ("at", "oyna", "kon", "koy", "gel", "bırak", "birak", "sür", "sur", "geç", "gec")


def _banned(sentence: Sentence, found: Sequence[Hit], cards: Sequence[Rank], start: int,
            end: int) -> bool:
    """Whether the clause forbids its play: a word of prohibition ("forbidden", "immune
    to"), a denied modal ("may not", "darf keine", "mag voortaan niet meer"), a denied
    card ("no 10 on a Jack", "keine Drei mehr"), a Turkish play verb in "-amaz"; not any
    denial ("nothing but a 2 helps on an Ace", "kimse ... istemez")."""
    tokens = sentence.split
    if _at(found, "b_banned", start, end) or _at(found, "b_immune", start, end):
        return True
    if any(tokens[i][0].endswith(TR_NOT_ENDINGS) and tokens[i][0].startswith(_TR_PLAY)
           for i in range(start, end)):
        return True
    modals = _at(found, "b_modal", start, end)
    for n in _at(found, "b_not", start, end):
        if any(-3 <= m.start - n.start <= 3 for m in modals) \
                or any(0 <= r.at - n.end <= 1 for r in cards):
            return True
    return False


def _piles(sentence: Sentence, found: Sequence[Hit], lang: str, cards: Sequence[Rank],
           start: int, end: int) -> list[Rank]:
    """The ranks that lie on the pile in the clause: after "on"/"after" (before it in
    Turkish, or in the dative), the court cards after "on", or the one that asks for what
    follows. A 3 never lies there (R-PLAY-4)."""
    tokens = sentence.split
    out = []
    for on in _at(found, "b_on", start, end):
        out += [r for r in cards if lang == "tr" and on.start - 1 <= r.at < on.start
                or lang != "tr" and on.end <= r.at <= on.end + 1]
        out += [Rank(c.start, v, False) for c in _at(found, "b_court", start, end)
                if lang != "tr" and on.end <= c.start <= on.end + 1
                or lang == "tr" and on.start - 2 <= c.start < on.start for v in _COURT]
    for safe in _at(found, "b_immune", start, end):  # "Aces are immune to twos"
        out += [r for r in cards if r.at < safe.start][:1]
    for over in _at(found, "b_over", start, end):  # "cover an Ace with a 3"
        out += [r for r in cards if over.end <= r.at <= over.end + 1][:1]
    if lang == "tr" and not out:
        out = [r for r in cards if tokens[r.at][0].endswith(_TR_DATIVE)
               and tokens[r.at][0] != "vale" and not tokens[r.at][0].isdigit()]
    for ask in _at(found, "b_asks", start, end) if not out else ():
        before = [r for r in cards if r.at < ask.start and ask.start - r.at <= 3]
        if lang == "tr":
            before = [r for r in cards if r.at < ask.start][:1]
        out += before[-1:]
    return [r for r in out if r.value != OFFICIAL.pass_rank]


def _lying(sentence: Sentence, found: Sequence[Hit], lang: str) -> list[Rank]:
    """A rank said to lie on the pile in a clause of its own ("once a seven is down",
    "liegt eine Sieben", "yedili atılınca"): the pile for the sentence's other clauses."""
    cards = ranks(sentence, lang)
    out = []
    for h in (h for h in found if h.name == "b_lies" and h.stream == 0):
        near = [r for r in cards if h.start - 3 <= r.at < h.start or h.end <= r.at < h.end + 3]
        out += near[:1]
    return [r for r in out if r.value != OFFICIAL.pass_rank]


def _compared(sentence: Sentence, x: Rank, found: Sequence[Hit]) -> bool:
    """Whether a rank is the measure of a comparison ("higher than a 4", "höher als die
    Sieben"), not a card played."""
    tokens = sentence.split
    at = x.at - 1
    while at >= 0 and tokens[at][0] in _ARTICLE - {"als", "as"}:
        at -= 1
    return at >= 0 and tokens[at][0] in ("than", "als", "dan") or x.than


def _than_lower(cards: Sequence[Rank], up: Hit, end: int) -> bool:
    """Whether "higher" is measured from a rank below the 7 ("higher than a 4"): then it
    need not leave the 7's range."""
    return any(r.at in range(up.end, min(end, up.end + 3)) and r.value < _LOW for r in cards)


_NEGATED_NUMBER = frozenset(fold(w) for w in (
    "no", "kein", "keine", "keinen", "geen", "hiçbir", "hicbir"))
_NUMBER = {fold(w): v for v, words in (
    (2, "two zwei twee"), (3, "three drei drie"), (4, "four vier"), (5, "five fünf vijf"),
    (6, "six sechs zes"), (7, "seven sieben zeven"), (8, "eight acht"),
    (9, "nine neun negen"), (10, "ten zehn tien")) for w in words.split()}


def _negated_numbers(sentence: Sentence, start: int, end: int) -> list[Rank]:
    """A rank written as a number word after "no", "keine", "geen" ("keine Drei mehr auf
    einen König"): baseorder reads number words after an article only."""
    tokens = sentence.split
    return [Rank(i, _NUMBER[tokens[i][0]], False) for i in range(max(start, 1), end)
            if tokens[i][0] in _NUMBER and tokens[i - 1][0] in _NEGATED_NUMBER
            and i + 1 < end and tokens[i + 1][0] not in _FACE]


#: "7之后必须出更大的牌", "出7以后下家要出比7大的牌", "7压住以后，下家得出更大的牌": a higher card
#: after a 7, not denied
_ZH_UP = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])[^。；;！!不别別]{{0,3}}?"
    r"(?:之后|之後|以后|以後|后面|後面|后|後|上面|上)"
    r"[^。；;！!不别別]{0,10}?(?:更大|更高|大牌|大的牌|比(?:7|七)大|比(?:7|七)高|大过|大過|往上|向上)")
#: "3不能再压A了", "K上面不准出10": one rank barred from another, or allowed on it
_ZH_ON = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])(?:也|都|就|再)?(不能|不可以|不准|不许|不許|禁止|能|可以)"
    rf"(?:再)?(?:压|壓|管|盖|蓋)(?:住|过|過)?{_ZH_RANK}(?![0-9a-z])")

#: "7后面也可以直接出10", "K上面不准打3": the pile's rank first, then what may go on it
_ZH_AFTER_ON = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])(?:的)?(?:上面|后面|後面|之后|之後|以后|以後)"
    r"(?:也|都|就|再)?(?:直接)?(不能|不可以|不准|不许|不許|禁止|能|可以)(?:再|直接)?"
    rf"(?:出|打|跟|放|压|壓|管|接)(?:一张|一張)?{_ZH_RANK}(?![0-9a-z])")
#: "10可以跟在7后面": the card played first, then the pile's rank
_ZH_FOLLOWS = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])(?:也|都|就)?(不能|不可以|不准|不许|不許|禁止|能|可以)"
    rf"(?:直接)?(?:跟在|放在|出在|打在|接在){_ZH_RANK}(?![0-9a-z])(?:的)?"
    r"(?:上面|后面|後面|之后|之後|上|后|後)")

#: "A对2免疫", "A不怕2": the first rank immune to the second (the second barred from it)
_ZH_IMMUNE = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])(?:现在|現在|从此|從此)?(?:对|對|不怕)"
    rf"{_ZH_RANK}(?![0-9a-z])(?:免疫)?")


def _follow_zh(text: str) -> str:
    m = _ZH_UP.search(text)
    if m and _zh(m.group(1)) == _LOW:
        return f"'{m.group(0)}'"
    for m in _ZH_IMMUNE.finditer(text):
        top, x = _zh(m.group(1)), _zh(m.group(2))
        immune = "免疫" in m.group(0) or "不怕" in m.group(0)
        if immune and x != top and top != OFFICIAL.pass_rank \
                and verdict(x, 1, top, 1, 1, False, OFFICIAL) is None:
            return f"'{m.group(0)}'"
    said = [(_zh(m.group(1)), _zh(m.group(3)), m.group(2), m.group(0))
            for m in _ZH_ON.finditer(text)]
    said += [(_zh(m.group(3)), _zh(m.group(1)), m.group(2), m.group(0))  # "7后面可以出10"
             for m in _ZH_AFTER_ON.finditer(text)]
    said += [(_zh(m.group(1)), _zh(m.group(3)), m.group(2), m.group(0))  # "10可以跟在7后面"
             for m in _ZH_FOLLOWS.finditer(text)]
    for x, top, modal, words in said:
        if x == top or top == OFFICIAL.pass_rank:
            continue
        legal = verdict(x, 1, top, 1, 1, False, OFFICIAL) is None
        if legal == modal.startswith(("不", "禁")):
            return f"'{words}'"
    return ""


#: going out of all three zones (R-WIN-1): a goal said with one of these is the official one
_GONE = frozenset(fold(w) for w in (
    "out", "all", "every", "ausgeht", "rausgeht", "raus", "alle", "allen", "uit", "uitgaat",
    "alle", "tüm", "tum", "bütün", "butun", "hepsi", "hepsini", "çıkan", "cikan"))
#: the face-down cards are the last zone played: rid of them is going out (R-FACE-1)
_LAST_ZONE = ("down", "verdeckt", "dicht", "kapalı", "kapali")
_COUNT = frozenset(fold(w) for w in (
    "two", "three", "four", "five", "six", "zwei", "drei", "vier", "fünf", "sechs", "twee",
    "drie", "vijf", "zes", "iki", "üç", "uc", "dört", "dort", "beş", "bes", "altı",
    "2", "3", "4", "5", "6"))
_TIMES = frozenset(fold(w) for w in (
    "times", "mal", "keer", "maal", "kez", "kere", "clears", "clear"))


def goal_said(sentence: Sentence, found: Sequence[Hit], lang: str,
              bounds: Sequence[tuple[int, int]]) -> str:
    """A new way to win: the first to reach a goal short of going out ("whoever is first
    rid of their face-up cards wins", "wer zuerst dreimal abräumt, gewinnt", "谁先清掉三次牌
    谁就赢"); the official goal is the last card of all three zones (R-WIN-1): the words,
    or ""."""
    if has_cjk(sentence.cjk):
        m = _ZH_GOAL.search(sentence.cjk)
        return f"'{m.group(0)}'" if m and not _ZH_GONE.search(m.group(0)) else ""
    tokens = sentence.split
    if any(t[0] in _GONE for t in tokens) or any(h.name == "b_not" and h.stream == 0
                                                  for h in found):
        return ""
    wins = [h for h in found if h.name == "b_win" and h.stream == 0]
    for i, (start, end) in enumerate(bounds):
        if not _at(found, "b_first", start, end):
            continue
        goal = [h for h in _at(found, "b_dealt", start, end)
                if not any(w in h.words for w in _LAST_ZONE)]
        goal += [h for h in _at(found, "b_cleared", start, end) + _at(found, "b_clears",
                                                                       start, end)
                 if any(tokens[j][0] in _COUNT for j in range(start, end))]
        counted = [Rank(j, 0, False) for j in range(start, end - 1)
                   if tokens[j][0] in _COUNT and (tokens[j + 1][0] in _TIMES or any(
                       r.at == j + 1 for r in ranks(sentence, lang, start, end)))]
        later = bounds[i + 1][1] if i + 1 < len(bounds) else end
        won = [w for w in wins if start <= w.start < later]
        if won and goal:
            return _shown(sentence, (goal[0].start, goal[0].end), (won[0].start, won[0].end))
        if won and counted:
            return _shown(sentence, (counted[0].at, counted[0].at + 2),
                          (won[0].start, won[0].end))
    return ""


#: "谁先清掉三次牌谁就赢", "第一个出完明牌的人赢": the first to reach a goal, then the win
_ZH_GOAL = re.compile(
    r"(?:谁先|誰先|谁最先|誰最先|第一个|第一個|最先|先)[^，,。；;]{0,10}?"
    r"(?:明牌|手牌|[两兩二三四五六2-6](?:次|回|张|張|个|個))[^。；;]{0,8}?"
    r"(?:赢|贏|获胜|獲勝|胜出|勝出)")
_ZH_GONE = re.compile(r"(?:出完|走完|打完|出光)(?!明牌|手牌)|所有|全部|暗牌|不")


#: the ranks playable on (almost) anything (R-SPECIAL-2, -3, -10): "only on ..." limits them
_ANYWHERE = frozenset((OFFICIAL.reset_rank, OFFICIAL.pass_rank, OFFICIAL.clear_rank))
#: a pile described by what lies on it: empty, or nothing yet
_EMPTY = frozenset(fold(w) for w in (
    "empty", "bare", "leer", "leere", "leeren", "leeg", "lege", "boş", "bos", "boşken"))


def only_said(sentence: Sentence, found: Sequence[Hit], lang: str,
              bounds: Sequence[tuple[int, int]]) -> str:
    """A rank playable on anything said to go only on an empty pile or on some ranks ("a
    ten may only go on an empty table", "eine Zehn nur noch auf einen leeren Tisch",
    "10只能出在空桌上"): its power limited (R-SPECIAL-2, -3, -10): the words, or ""."""
    if has_cjk(sentence.cjk):
        m = _ZH_ONLY.search(sentence.cjk)
        return f"'{m.group(0)}'" if m and _zh(m.group(1)) in _ANYWHERE else ""
    tokens = sentence.split
    for start, end in bounds:
        if _at(found, "b_not", start, end) or _at(found, "b_if", start, end):
            continue
        cards = ranks(sentence, lang, start, end)
        for mere in _at(found, "b_mere", start, end):
            x = [r for r in cards if r.at < mere.start and mere.start - r.at <= 3]
            if not x or x[-1].value not in _ANYWHERE:
                continue
            for on in _at(found, "b_on", mere.end, min(end, mere.end + 4)):
                after = range(on.end, min(end, on.end + 3))
                if any(tokens[i][0] in _EMPTY for i in after) or any(
                        r.at in after and r.value != x[-1].value for r in cards):
                    return _shown(sentence, (x[-1].at, x[-1].at + 1), (mere.start, on.end))
    return ""


#: "10只能出在空桌上", "2只能压在K上": a rank that goes anywhere said to go only somewhere
_ZH_ONLY = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])(?:现在|現在|以后|以後|从此|從此)?"
    r"(?:只能|只可以|只准|只许|只許)[^，,。；;！!不]{0,4}?(?:空|(?:10|[2-9]|[jqka])上)")


#: who or how long a 7's low play binds: the next player's one turn (R-SPECIAL-7)
_SPAN = frozenset(fold(w) for w in (
    "players", "turns", "rounds", "spieler", "züge", "zuge", "spelers", "beurten", "oyuncu",
    "oyuncular", "el", "tur", "kişi", "kisi", "sıra", "sira"))
_SEVERAL = frozenset(fold(w) for w in (
    "two", "three", "four", "both", "zwei", "drei", "vier", "beide", "twee", "drie", "vier",
    "allebei", "iki", "üç", "uc", "dört", "dort", "2", "3", "4"))


def long_said(sentence: Sentence, found: Sequence[Hit], lang: str,
              bounds: Sequence[tuple[int, int]]) -> str:
    """The 7's low play said to bind more than the next player's one turn ("after a 7 the
    next two players must play lower", "yedilinin kuralı iki el boyunca geçerli",
    "7之后两轮都要出小牌") (R-SPECIAL-7): the words, or ""."""
    if has_cjk(sentence.cjk):
        m = _ZH_LONG.search(sentence.cjk)
        return f"'{m.group(0)}'" if m and _zh(m.group(1)) == _LOW else ""
    tokens = sentence.split
    sevens = [r for r in ranks(sentence, lang) if r.value == _LOW]
    downs = [h for h in found if h.name in ("b_down", "b_lower") and h.stream == 0]
    if not sevens or not downs or any(h.name in ("b_not", "b_if") and h.stream == 0
                                      for h in found):
        return ""
    for start, end in bounds:  # the span, the lower play and a modal in one clause
        down = [h for h in downs if start <= h.start < end]
        if not down or not (_at(found, "b_modal", start, end) or any(
                tokens[i][0].endswith(_TR_MODAL) for i in range(start, end))):
            continue
        for i in range(start, down[0].start):
            if tokens[i][0] in _SEVERAL and sevens[0].at < i and (
                    tokens[i + 1][0] in _SPAN or i + 2 < end and tokens[i + 2][0] in _SPAN):
                return _shown(sentence, (sevens[0].at, sevens[0].at + 1), (i, i + 2),
                              (down[0].start, down[0].end))
    return ""


#: "7之后两轮都要出小牌", "7以后下两家都要出比7小的牌"
_ZH_LONG = re.compile(
    rf"(?<![0-9a-z]){_ZH_RANK}(?![0-9a-z])[^。；;！!不]{{0,6}}?"
    r"(?:两|兩|二|三|[2-4])(?:轮|輪|回合|家|个人|個人|位|人)[^。；;！!不]{0,10}?"
    r"(?:小|低)")


__all__ = ["follow_said", "goal_said", "long_said", "only_said", "ordinary_said"]
