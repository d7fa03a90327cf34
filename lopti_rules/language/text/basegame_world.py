"""The base game as a closed world (issue 29, "Free text"; brief gen20a, session 20).

R-CUSTOM-2 lets a house rule add before or after a base event, never change the base
game: a rank's power, the order, how one wins, the deal, the pile, the pickup, the draw,
the bonus play, the blind flip (only a base-rule vote may, R-VOTE-1). basegame.py and
basepowers.py read the propositions they know and find them false. This module reads
the rest the other way round: a sentence that states something about a base-game
concept in a frame that lays a value down is a claim about the base game, whatever its
predicate, and it is clean only when the model can show the value is the official one.

- **the concept** (base_lexicon_world.py ``concept``, and the ranks of baseorder.py): in
  the sentence's main part, not in a condition that picks an action's moment ("everyone
  claps when a ten clears the pile") nor in a subject's relative clause ("whoever picks
  up the pile sings");
- **the frame**: a change in time or a house's own usage ("from tonight", "no longer",
  "instead", "bei uns", "voortaan", "artık", "以后"), a modal ("must", "darf", "mag",
  "zorunda", "只能"), a value or likeness ("counts as", "works like", "is the new",
  "gilt als", "gibi", "算"), or a win stated of anyone ("whoever ... wins", "wie ... wint",
  "... bitiren kazanır", "谁...谁就赢"). A question lays nothing down, unless it proposes
  ("why not let eights be low?");
- **the official value**: a sentence of the cards or RULES.md said in other words (its
  ranks in the same order, its concepts and most of its other words, and as many
  denials), or a rank said on a rank with the legality the official table gives it
  (``engine.verdict``); the cards' own sentences are official by construction;
- **the table's present moment**: speech to the player now, with no change or value in it
  ("now you have to pick it up!", "you won!", "du bist raus und hast gewonnen!").

Anything else is a finding (LP716, a rule of play laid down in words).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

from ...engine import OFFICIAL, verdict
from .base_lexicon_world import FUNCTION, WORLD
from .basegame_world_zh import world_zh
from .baseorder import Rank, ranks
from .concession import whoever_wins, winner_named
from .families import has
from .quotes import CARDS
from .rank_bounds import bound
from .similes import every_one, image_frame
from .special_values import said as special_value
from .textnorm import Sentence, fold, has_cjk, plain, read

_Pattern = tuple[tuple[str, bool], ...]  #: (word, prefix) a token; ("~", False) a gap
_LATIN = ("en", "de", "nl", "tr")
#: the cards' files and their languages (quotes.py reads the same ones)
_CARD_LANG = {"000": "de", "001": "zh", "003": "nl", "004": "tr", "RULES": "en"}


def _pattern(entry: str) -> _Pattern:
    words = fold(entry).replace("-", " ").replace("'", " ").split()
    return tuple((w.rstrip("*"), w.endswith("*")) for w in words)


@cache
def _classes() -> dict[str, dict[str, tuple[_Pattern, ...]]]:
    return {name: {lang: tuple(_pattern(e) for e in text.split(",") if e.strip())
                   for lang, text in by_lang.items()} for name, by_lang in WORLD.items()}


#: a word's plain form, asked for every word and pattern of every sentence (the matcher's
#: main cost): computed once a word
_plain = lru_cache(maxsize=8192)(plain)


def _token_is(word: str, want: tuple[str, bool]) -> bool:
    text, prefix = want
    return any(w.startswith(text) if prefix else w == text for w in (word, _plain(word)))


def _match_at(words: Sequence[str], at: int, pattern: _Pattern) -> int | None:
    """The end of ``pattern`` matched at ``at``, or None (a "~" skips up to two words)."""
    i = at
    for k, want in enumerate(pattern):
        if want[0] == "~":
            nxt = pattern[k + 1]
            for j in range(i, min(i + 3, len(words))):
                if _token_is(words[j], nxt):
                    i = j
                    break
            else:
                return None
            continue
        if i >= len(words) or not _token_is(words[i], want):
            return None
        i += 1
    return i


_Index = tuple[tuple[_Pattern, ...], dict[str, tuple[int, ...]],
               tuple[tuple[int, dict[str, tuple[int, ...]]], ...], tuple[int, ...]]


@cache
def _first_words(name: str, lang: str) -> _Index:
    """The patterns of class ``name`` by their first token, so :func:`spans` tries at a
    word only the patterns that can start there: (the patterns, exact word -> their
    indices, per prefix length the prefix -> theirs, the ones that open with a gap)."""
    pats = _classes()[name].get(lang, ())
    exact: dict[str, list[int]] = {}
    prefixes: dict[int, dict[str, list[int]]] = {}
    gaps: list[int] = []
    for i, p in enumerate(pats):
        if not p or p[0][0] == "~":
            gaps.append(i)
            continue
        text, prefix = p[0]
        if prefix:
            prefixes.setdefault(len(text), {}).setdefault(text, []).append(i)
        else:
            exact.setdefault(text, []).append(i)
    return (pats, {w: tuple(ix) for w, ix in exact.items()},
            tuple((n, {w: tuple(ix) for w, ix in by.items()}) for n, by in prefixes.items()),
            tuple(gaps))


def spans(words: Sequence[str], name: str, lang: str) -> list[tuple[int, int]]:
    """Where the words of class ``name`` (base_lexicon_world.py) stand: (start, end), in
    the order of the words, then of the class's patterns. Only the patterns whose first
    token the word (or its plain form) matches are tried there (:func:`_first_words`):
    the same spans as trying every pattern at every word, for a fraction of the cost
    (the free-text judge's main one)."""
    pats, exact, prefixes, gaps = _first_words(name, lang)
    out = []
    for at, word in enumerate(words):
        tried: set[int] = set(gaps)
        for form in {word, _plain(word)}:
            tried.update(exact.get(form, ()))
            for n, by in prefixes:
                tried.update(by.get(form[:n], ()))
        for i in sorted(tried):
            end = _match_at(words, at, pats[i])
            if end is not None:
                out.append((at, end))
    return out


def _words(sentence: Sentence) -> list[str]:
    return [t[0].replace("'", " ") for t in sentence.split]


# ---------------------------------------------------------------- the official sentences
_NUMBER_WORDS = {fold(w): n for n, ws in (
    (2, "two zwei twee iki"), (3, "three drei drie üç"), (4, "four vier dört"),
    (5, "five fünf vijf beş"), (6, "six sechs zes altı"), (7, "seven sieben zeven yedi"),
    (8, "eight acht sekiz"), (9, "nine neun negen dokuz"), (10, "ten zehn tien on"))
    for w in ws.split()}
_STEM = 5


def _key_words(sentence: Sentence, lang: str) -> tuple[list[int], set[str], int]:
    """A statement's key: its ranks in order, its other content words' stems, and its
    denials (a paraphrase keeps all three)."""
    words = _words(sentence)
    found = {r.at: r.value for r in ranks(sentence, lang)}
    skip: set[int] = set(found)
    for name in ("modal", "change", "generic", "you", "moment", "condition", "neg",
                 "proposal"):
        for a, b in spans(words, name, lang):
            skip.update(range(a, b))
    function = _function(lang)
    order = [found[i] for i in sorted(found)]
    stems = set()
    for i, w in enumerate(words):
        if i in skip or w in function:
            continue
        if w in _NUMBER_WORDS:
            order.append(_NUMBER_WORDS[w]) if i not in found else None
            continue
        if w.isdigit():
            stems.add(w)
            continue
        stems.add(_stem(w, lang))
    return order, stems, _denials(words, lang)


def _denials(words: Sequence[str], lang: str) -> int:
    asked = {i for a, b in spans(words, "proposal", lang) for i in range(a, b)}
    n = sum(a not in asked for a, _ in spans(words, "neg", lang))  # "why not" denies nothing
    if lang == "tr":  # a verb denied by its suffix ("atılamaz", "temizlemiyor")
        n += sum(w.endswith(_TR_NEG) or any(s in w for s in ("miyor", "mıyor", "muyor",
                                                               "müyor", "madı", "medi"))
                 for w in words)
    return n


_TR_NUMBERS = frozenset(("iki", "yedi", "sekiz", "dokuz", "2", "3", "4", "5", "6", "7", "8",
                         "9", "10"))
_TR_NEG = ("amaz", "emez", "maz", "mez", "mamalı", "memeli", "mayacak", "meyecek")


def _stem(word: str, lang: str) -> str:
    """A word's stem for a paraphrase: its first letters, a plural or third person -s
    of English and Dutch dropped first ("wins" is "win", "clears" is "clear")."""
    word = plain(word)
    if lang in ("en", "nl") and len(word) > 3 and word.endswith("s") \
            and not word.endswith("ss"):
        word = word[:-1]
    return word[:_STEM]


@cache
def _function(lang: str) -> frozenset[str]:
    return frozenset(fold(w) for w in FUNCTION.get(lang, "").split())


@cache
def _official() -> dict[str, tuple[tuple[tuple[int, ...], frozenset[str], int], ...]]:
    """Every sentence of the cards and RULES.md, and every two in a row, as keys."""
    out: dict[str, list[tuple[tuple[int, ...], frozenset[str], int]]] = {}
    for path in sorted(CARDS.glob("*")):
        lang = _CARD_LANG.get(path.name[:3]) or _CARD_LANG.get(path.stem, "")
        if not lang or lang == "zh":
            continue
        keys, heads = [], []
        for line in path.read_text(encoding="utf-8").splitlines():
            line = re.sub(r"^\s*(?:[-#*>]+|\d+\.)\s*", "", line).replace("**", "").replace("`", "")
            line = _HEADING.sub(lambda m: f" {m.group(0)} ", line)  # "2Reset", ".7Speel"
            keys += [_key_words(s, lang) for s in read(line).sentences]
            heads += [s.split for s in read(line).sentences]
        # a list of the ranks ("Ranks low to high: 2 3 4 ...") gives no rank a value
        keys = [k if len(set(k[0])) < 5 else ([], k[1], k[2]) for k in keys]
        for i, (order, stems, neg) in enumerate(keys):
            out.setdefault(lang, []).append((tuple(order), frozenset(stems), neg))
            if i + 1 < len(keys) and len(heads[i]) <= 3:  # a heading and its sentence
                o2, s2, n2 = keys[i + 1]
                out[lang].append((tuple(order + o2), frozenset(stems | s2), neg + n2))
    return {k: tuple(v) for k, v in out.items()}


_HEADING = re.compile(r"(?<![\w-])(10|[2-9]|[JQKA])(?=[A-Z][a-z])|(?<=[.!?])(10|[2-9])(?=\w)")


def _in_order(part: Sequence[int], whole: Sequence[int]) -> bool:
    it = iter(whole)
    return all(any(x == y for y in it) for x in part)


def _paraphrased(sentence: Sentence, lang: str, full: bool = False,
                 within: tuple[int, int] | None = None) -> bool:
    """Whether the sentence (or its clause ``within``) says a sentence of the cards in
    other words (``full``: in all of its words, for a sentence with a word of change:
    "no longer", "yerine")."""
    if within is not None:
        sentence = read(" ".join(t[0] for t in sentence.split[within[0]:within[1]])
                        ).sentences[0]
    order, stems, neg = _key_words(sentence, lang)
    if len(stems) + len(order) < 2:
        return False  # too little said to be a sentence of the cards
    for o_order, o_stems, o_neg in _official().get(lang, ()):
        if neg % 2 != o_neg % 2 or not _in_order(order, o_order):
            continue
        shared = len(stems & o_stems)
        if shared >= (1 if full else 0.6) * len(stems) and (shared or order):
            return True
    return False


# ---------------------------------------------------------------- a rank said on a rank
_ON = {"en": ("on", "onto", "after", "over", "follow", "follows"),
       "de": ("auf", "nach"), "nl": ("op", "na"),
       "tr": ("üstüne", "ustune", "üzerine", "uzerine", "sonra", "ardından", "ardindan")}
_BEAT = ("beat", "trump", "outrank", "top", "stech", "stich", "stach", "schlag", "schläg",
         "versla", "overtr", "yener", "yenebil", "yenil")


def _on_rank(sentence: Sentence, lang: str, main: set[int]) -> bool | None:
    """Whether a rank said on (after, beating) another is said with the official
    legality: True, False, or None when the sentence says no rank on a rank."""
    words = _words(sentence)
    cards = [r for r in ranks(sentence, lang) if r.at in main]
    if len({r.value for r in cards}) != 2:
        return None
    first, second = cards[0], next(r for r in cards if r.value != cards[0].value)
    between = words[first.at + 1:second.at]
    if any(w.startswith(_BEAT) for w in words):
        played, pile = first, second
    elif lang == "tr" and any(w in _ON["tr"] for w in words[first.at:second.at + 1]):
        played, pile = second, first
    elif any(w in _ON.get(lang, ()) for w in between):
        played, pile = first, second
    elif any(w in _ON.get(lang, ()) for w in words[:first.at]):
        played, pile = second, first  # "on a seven you may play an eight"
    else:
        return None
    if pile.value == OFFICIAL.pass_rank:
        return None  # a 3 never lies on the pile (R-PLAY-4): its obligation's own rule
    legal = verdict(played.value, 1, pile.value, 1, 1, False, OFFICIAL) is None
    return legal == (_denials(words, lang) % 2 == 0)


#: the next play's direction said: up (higher) or down (lower), by language
_UP = {"en": ("higher", "bigger", "greater", "above", "stronger"),
       "de": ("höher", "hoher", "hoeher", "größer", "grosser", "groesser", "stärker"),
       "nl": ("hoger", "groter", "sterker"),
       "tr": ("büyük", "buyuk", "yüksek", "yuksek", "güçlü", "guclu")}
_DOWN = {"en": ("lower", "smaller", "below", "weaker", "less"),
         "de": ("niedriger", "kleiner", "tiefer", "schwächer", "weniger"),
         "nl": ("lager", "kleiner", "zwakker", "minder"),
         "tr": ("küçük", "kucuk", "düşük", "dusuk", "zayıf", "zayif")}


def _direction(sentence: Sentence, lang: str, main: set[int]) -> bool | None:
    """Whether the direction said for the play after a rank is the official one (after
    a 7 lower, R-SPECIAL-7; after a plain rank higher, R-PLAY-2), or None when the
    sentence says none."""
    words = _words(sentence)
    up = any(w.startswith(_UP.get(lang, ())) for w in words)
    down = any(w.startswith(_DOWN.get(lang, ())) for w in words)
    if up == down:
        return None
    ons = _ON.get(lang, ())
    piles = [r for r in ranks(sentence, lang) if r.at in main and (
        lang == "tr" and r.at + 1 < len(words) and words[r.at + 1] in ons
        or lang == "tr" and words[r.at].endswith(("den", "dan", "ten", "tan"))
        or lang != "tr" and r.at > 0 and any(w in ons for w in words[max(0, r.at - 3):r.at]))]
    piles = piles or [r for r in ranks(sentence, lang) if r.at in main and any(
        w.startswith(_ASKS.get(lang, ())) for w in words[r.at + 1:r.at + 3])]
    if not piles or piles[0].value in _ANY:
        return None
    official_down = piles[0].value == OFFICIAL.low_rank
    return (down if _denials(words, lang) % 2 == 0 else up) == official_down


#: a rank that asks for what follows it ("a seven means ...", "eine Sieben verlangt ...")
_ASKS = {"en": ("mean", "ask", "want", "demand", "require", "call"),
         "de": ("bedeute", "heißt", "heisst", "verlang", "will", "forder"),
         "nl": ("betekent", "vraagt", "wil", "eist"),
         "tr": ("demek", "ister", "gerektir")}
#: the ranks anything may follow (R-SPECIAL-2, -10) and the one that never lies (R-PLAY-4)
_ANY = frozenset((OFFICIAL.reset_rank, OFFICIAL.clear_rank, OFFICIAL.pass_rank))


# ---------------------------------------------------------------- the sentence's parts
_RELATIVE = {"en": ("whoever", "who"), "de": ("wer",), "nl": ("wie",), "tr": ()}
_SUBORDINATE_MID = frozenset(("when", "whenever", "if", "once", "wenn", "falls", "sobald",
                              "nachdem", "wanneer", "zodra", "nadat", "als", "indien"))


def _main(words: Sequence[str], lang: str, bounds: Sequence[tuple[int, int]],
          frames: Iterable[tuple[int, int]], named: Iterable[int] = ()) -> set[int]:
    """The sentence's main part: without conditions (to their clause's end) and without
    a subject's relative clause (to the first frame word or its clause's end, or to the
    rank it names when the clause goes on after it: "whoever plays a 9 | plays one more
    card"; ``named``: where the sentence's ranks stand)."""
    value = {i for a, b in spans(words, "value", lang) for i in range(a, b)}
    starts = sorted(a for a, _ in frames)
    out = set(range(len(words)))
    for a, _ in spans(words, "condition", lang):
        if a in value:
            continue
        end = next((e for s, e in bounds if s <= a < e), len(words))
        out -= set(range(a, end))
    for i, w in enumerate(words):
        if w in _RELATIVE.get(lang, ()):
            end = next((e for s, e in bounds if s <= i < e), len(words))
            end = min([s for s in starts if s > i + 2] + [end])
            end = min([a + 1 for a in named if i < a < end - 1] + [end])
            out -= set(range(i, end))
    if lang == "tr":  # a participle closes a relative clause ("yığını alan oyuncu")
        framed = {i for a, b in frames for i in range(a, b)}
        for i, w in enumerate(words):
            if len(w) >= 4 and w.endswith(("an", "en")) and i + 1 < len(words) \
                    and not w.startswith(("kazan", "yerine", "sonra")):
                start = next((j for j in range(i) if j not in framed), i)
                out -= set(range(start, i + 1))  # not the sentence adverb before it
    return out


#: the frames that lay a value down alone (a modal alone is mostly the cards' own
#: permission or duty said again: "a 2 may be played on anything")
_FRAMES = ("change", "value")


#: "ordinary", "normal card": a rank said to be a plain card (R-SPECIAL: only 2, 3, 7
#: and 10 have a power); "low", "high": a rank said to be low or high (R-SETUP-1)
_PLAIN = ("ordinary", "normal", "plain", "dead", "regular", "gewöhnlich", "gewohnlich",
          "gewone", "gewoon", "sıradan", "siradan")
_LOW_WORDS = ("low", "niedrig", "laag", "düşük", "dusuk")
_HIGH_WORDS = ("high", "hoch", "hoog", "yüksek", "yuksek")
_UNIT = ("card", "cards", "point", "points", "karte", "karten", "punkt", "punkte", "kaart",
         "kaarten", "punt", "punten", "kart", "puan")


def _valued(words: Sequence[str], lang: str, cards: Sequence[Rank],
            values: Sequence[tuple[int, int]]) -> bool | None:
    """Whether a value said of a rank is the cards' own: a rank said to be itself ("a
    two counts as a 2"), a count of cards ("an ace counts as one card"), a special rank
    denied plain or a plain one said plain, the 2 low and the court cards and the Ace
    high; False for another value, None when the sentence says none of these."""
    if not values:
        return None
    denied = _denials(words, lang) % 2 == 1
    end = max(b for _, b in values)
    if any(w in _UNIT for w in words[end:end + 3]):
        return True  # a count of cards, no rank's value
    if len(cards) >= 2 and len({r.value for r in cards}) == 1:
        return True  # a rank said to be itself
    said = [w for a, b in values for w in words[a:b]]
    before = [r for r in cards if r.at < values[0][0]]
    if before and any(w.startswith(_PLAIN) for w in said):
        return (before[-1].value in _SPECIAL) == denied
    if before and any(w in _LOW_WORDS for w in said):
        return before[-1].value == OFFICIAL.reset_rank and not denied
    if before and any(w in _HIGH_WORDS for w in said):
        return before[-1].value >= 11 and not denied
    return None if not cards else False


_SPECIAL = frozenset((OFFICIAL.reset_rank, OFFICIAL.pass_rank, OFFICIAL.low_rank,
                      OFFICIAL.clear_rank))


def _guess(words: Sequence[str]) -> str:
    """The language of a sentence too short for matching.py's guess: the one whose
    function words and base-game words it has most of ("TENS NO LONGER BURN THE PILE")."""
    score = sorted(((sum(w in _function(lang) for w in words) + sum(
        len(spans(words, name, lang)) for name in ("concept", "change", "modal")), lang)
        for lang in _LATIN), reverse=True)
    return score[0][1] if score[0][0] >= 2 and score[0][0] > score[1][0] else ""


def _clause(bounds: Sequence[tuple[int, int]], at: int) -> tuple[int, int]:
    return next(((a, b) for a, b in bounds if a <= at < b), (at, at + 1))


def _governed(words: Sequence[str], lang: str, bounds: Sequence[tuple[int, int]],
              frames: Sequence[tuple[int, int]]) -> set[int]:
    """The words a frame lays a value down for: its own clause, or the whole sentence
    when the frame stands in a clause of its own ("From tonight, ...", "Neue Hausregel:
    ..."); a frame in another clause than the concept governs nothing of it ("pick up
    the pile, it is your turn no more")."""
    out: set[int] = set()
    function = _function(lang)
    for a, _ in frames:
        start, end = _clause(bounds, a)
        framed = {i for f in frames for i in range(*f)}
        rest = [i for i in range(start, end) if i not in framed and words[i] not in function]
        out |= set(range(len(words))) if not rest else set(range(start, end))
    return out


def _rank_now(words: Sequence[str], lang: str, bounds: Sequence[tuple[int, int]],
              nows: Sequence[tuple[int, int]], cards: Sequence[Rank],
              concept: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The words that lay a rank's power down in the present ("Jacks now skip the next
    player", "Eights jump a seat now", "Buben überspringen jetzt", "Kız şimdi ...
    atlar"): a rank as its clause's subject (nothing but function words before it), a
    turn taken after it in that clause ("skip", "sit out", "miss a turn", "aussetzen",
    "overslaan", "atla", "跳过") and a word of the present ("now", "also") there. A
    rank's power is the base game's (R-SPECIAL), and no power and no custom rule takes a
    turn from a player still in (R-TURN-1, R-CUSTOM-2): "X now does Y" with such a Y lays
    a new power down, not an announcement of the rule's own actions ("eights force low
    play now", "a ten now clears the pile" may be)."""
    function = _function(lang)
    for card in cards:
        start, end = _clause(bounds, card.at)
        if any(words[i] not in function for i in range(start, card.at)):
            continue  # the rank is no subject ("after a Jack ...", "whoever plays a Jack")
        said = [(a, b) for a, b in nows if start <= a < end]
        after = [" ".join(words[a:b]) for a, b in concept if card.at < a < end]
        if said and any(_kind(c, False) == "turn" for c in after):
            return said
    return []


def _in(found: Sequence[tuple[int, int]], main: set[int]) -> list[tuple[int, int]]:
    return [(a, b) for a, b in found if a in main]


_KINDS = (("turn", ("skip", "jump", "sit", "sat ", "miss", "lose", "lost", "überspr",
                    "ueberspr", "übersp", "aussetz", "setzt ", "setzen ", "overs", "slaat",
                    "slaan", "kwijt", "atla", "pas ge", "跳过", "跳過", "停", "轮空", "輪空")),
          ("pickup", ("pile", "stack", "heap", "pick", "take", "stape", "aufn", "oppak",
                      "opgep", "pakt", "yığın", "yigin", "牌堆", "收")),
          ("draw", ("draw", "drew", "zieh", "gezog", "nachz", "trek", "getro", "çek", "cek",
                    "摸", "抽", "补", "補")),
          ("bonus", ("bonus", "extra", "again", "one more", "another", "noch", "mehr", "nog",
                     "meer", "tekrar", "yine", "daha", "ek", "再出",
                     "奖励", "獎勵")),
          ("blind", ("blind", "face down", "verdeck", "dicht", "kapal", "kör", "暗牌")),
          ("win", ("go out", "goes out", "going out", "out first", "takes the", "take the",
                   "raus", "ausge", "uit", "bitir", "出完", "走完", "赢", "贏")),
          ("power", ("clear", "burn", "räum", "raeum", "abräum", "opruim", "ruim", "temiz",
                     "reset", "zurück", "sıfır", "sifir", "清", "重置")))


def _kind(concept: str, win: bool) -> str:
    """Which base rule a claim is about, for its reason (basegame.py's ``_WHY``)."""
    if win:
        return "win"
    return next((k for k, stems in _KINDS if any(concept.startswith(s) or s in concept
                                                   for s in stems)), "order")


def world_said(sentence: Sentence, bounds: Sequence[tuple[int, int]], lang: str,
               question: bool = False) -> tuple[str, str]:
    """A value of the base game laid down that the model does not find official: the
    base rule it is about (basegame.py's ``_WHY`` keys) and the words (concept … frame),
    or ("", ""). A bound on the next play said with a rank is compared with the cards'
    (rank_bounds.py: "Seven! Now seven or higher" is not theirs)."""
    said = bound(sentence, lang if lang in _LATIN else "")  # "": every language's "or"
    if said is not None:
        return ("", "") if said.official or question else ("seven", said.words)
    value = special_value(sentence)  # how many clear, who plays after one, a 3's answer
    if value is not None:
        return ("", "") if value.official or question else (value.kind, value.words)
    kind, words = _world(sentence, bounds, lang, question)
    if kind == "win" and any(t[0].startswith(("bitir", "bitiy")) and t[0].endswith(_WE)
                             for t in sentence.split):
        return "", ""  # "saat on ikide bitiriyoruz": we end the evening, nobody goes out
    return kind, words


#: Turkish first person plural ("bitiriyoruz", "bitiririz", "bitireceğiz", "bitirelim"):
#: the table finishing its evening (R-SESSION-1), not a player going out (R-WIN-1)
_WE = tuple(fold(w) for w in ("iyoruz", "ıyoruz", "iriz", "ırız", "eceğiz", "ecegiz",
                              "elim"))


def _world(sentence: Sentence, bounds: Sequence[tuple[int, int]], lang: str,
           question: bool) -> tuple[str, str]:
    if has_cjk(sentence.cjk):
        about, said_zh, won_zh = world_zh(re.sub(r"\s+", "", sentence.folded), question)
        return (_kind(about, won_zh), said_zh) if said_zh else ("", "")
    words = _words(sentence)
    lang = lang if lang in _LATIN else _guess(words)
    if not lang:
        return "", ""
    if question and not spans(words, "proposal", lang):
        return "", ""
    found = {name: spans(words, name, lang) for name in ("change", "value", "win")}
    found["win"] = winner_named(words, found["win"], lang)  # "kazanan ... çeker": the winner
    chosen = {i for a, b in spans(words, "choice", lang) for i in range(a, b)}
    # "zoals je wilt": a free choice; "like a knife", "zoals elke vier": no value (similes.py)
    game = {i for a, b in spans(words, "concept", lang) for i in range(a, b)} | {
        r.at for r in ranks(sentence, lang)}
    found["value"] = [(a, b) for a, b in found["value"] if not set(range(a, b)) <= chosen
                      and not image_frame(words, a, b, game) and not every_one(words, a, b)]
    main = _main(words, lang, bounds, [s for v in found.values() for s in v],
                 [r.at for r in ranks(sentence, lang)])
    frames = {name: _in(s, main) for name, s in found.items()}
    generic = spans(words, "generic", lang) or (lang == "tr" and any(
        len(w) > 4 and w.endswith(("an", "en")) for w in words))
    anywhere = spans(words, "concept", lang)
    nows = _in(spans(words, "now", lang), main)
    if nows and not any(frames.values()):  # "Jacks now skip the next player": a power now
        frames["change"] = _rank_now(words, lang, bounds, nows, [
            r for r in ranks(sentence, lang) if r.at in main], _in(anywhere, main))
    governed = _governed(words, lang, bounds, [s for v in frames.values() for s in v])
    main &= governed
    concept = _in(anywhere, main)
    # "oyu iki sayılır" (the vote counts as two): a bare Turkish number before the value
    # word is what something counts as, a count, not a rank (as "counts as two" is not)
    counted = {a - 1 for a, _ in found["value"]} if lang == "tr" else set()
    cards = [r for r in ranks(sentence, lang) if r.at in main and not (
        r.at in counted and words[r.at] in _TR_NUMBERS)]
    # a win of a tie-break or of Roshambo is theirs, not the game's (vote_changes.py)
    won = bool(frames["win"] and generic) and not (has(sentence, "tie")
                                                  or has(sentence, "roshambo")) \
        and not whoever_wins(words, generic, frames["win"])
    if won and not concept:  # a way to win: the concept is the winner's clause's
        concept = anywhere or [(r.at, r.at + 1) for r in ranks(sentence, lang)]
    if not (concept or cards):
        return "", ""
    said = [f for name in _FRAMES for f in frames[name]]
    if not said and won:
        said = frames["win"]
    if not said:
        return "", ""
    you = spans(words, "you", lang)
    if not frames["change"] and not frames["value"] and you and (
            spans(words, "moment", lang) or sentence.folded.rstrip().endswith("!")):
        return "", ""  # speech to the player now ("now you have to pick it up!")
    what = concept[0] if concept else (cards[0].at, cards[0].at + 1)
    if cards and any(a <= what[0] < b for a, b in found["value"]):
        what = (cards[0].at, cards[0].at + 1)  # "eights be low": the rank, not "low"
    full = bool(frames["change"])
    parts = {_clause(bounds, what[0]), _clause(bounds, said[0][0])} - {(0, len(words))}
    if _paraphrased(sentence, lang, full) or any(
            _paraphrased(sentence, lang, full, within=p) for p in parts):
        return "", ""  # the cards' own sentence in other words (or one clause of it)
    value = _valued(words, lang, [r for r in ranks(sentence, lang) if r.at in main],
                    frames["value"])
    if value is not None:
        if value:
            return "", ""  # a value the cards give ("twos are low", "a 2 is no plain card")
    elif _on_rank(sentence, lang, main) or _direction(sentence, lang, main):
        return "", ""  # a rank on a rank, or the direction after it, as the cards say
    shown = [" ".join(words[a:b]) for a, b in sorted({what, said[0]})]
    kind = _kind(" ".join(words[what[0]:what[1]]), won)
    return kind, " … ".join(f"'{w}'" for w in shown)


__all__ = ["spans", "world_said"]
