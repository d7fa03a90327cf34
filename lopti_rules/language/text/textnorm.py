"""Free text as the harm judge reads it: normalised, split into sentences and tokens.

What a writer can do to hide a word, undone: Unicode compatibility forms (NFKC: full-width
letters, ligatures), case (casefold, so German ß is ss), accents (stripped, except the
diaeresis of ä ö ü: German zählen "count" and zahlen "pay" differ only by it), Turkish
dotted and dotless i (İ and ı are i), look-alike Cyrillic and Greek letters, invisible
characters (zero-width spaces, soft hyphens), leetspeak digits inside words (``k1ss``,
``b33r``, ``sh0t``), separators inside a word (``k.i.s.s``, ``k i s s``, ``ki-ss``) and
stretched letters (``kiiiiss``). Chinese has no spaces: its text is kept as one squeezed
string that the lexicon matches by substring.

A :class:`Reading` holds, per sentence, the tokens in two streams (split at every
separator, and with in-word separators joined), each token with its variants (as
written, leet read as letters, stretched letters squeezed). Pure functions, cached: the
same text is read once a process.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

#: Characters that vanish (zero-width space/joiners, word joiner, BOM, soft hyphen).
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"), None)
#: Letters folded beyond accents, and look-alikes from other scripts (Cyrillic, Greek).
_FOLD = str.maketrans({
    "ı": "i", "ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "þ": "th",
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y", "і": "i",
    "ј": "j", "ѕ": "s", "к": "k", "м": "m", "т": "t", "в": "b", "н": "h",
    "α": "a", "ο": "o", "ι": "i", "κ": "k", "ν": "v", "ρ": "p", "τ": "t", "υ": "u",
    "ε": "e",
    # more look-alikes: Cyrillic izhitsa, komi de, palochka, shha, we; Latin script g, iota
    "ѵ": "v", "ԁ": "d", "ӏ": "l", "һ": "h", "ԝ": "w", "ɡ": "g", "ɩ": "i", "ԛ": "q",
    # Latin small capitals (ᴠᴏᴛᴇ), which NFKC leaves alone
    "ᴀ": "a", "ʙ": "b", "ᴄ": "c", "ᴅ": "d", "ᴇ": "e", "ꜰ": "f", "ɢ": "g", "ʜ": "h",
    "ɪ": "i", "ᴊ": "j", "ᴋ": "k", "ʟ": "l", "ᴍ": "m", "ɴ": "n", "ᴏ": "o", "ᴘ": "p",
    "ʀ": "r", "ꜱ": "s", "ᴛ": "t", "ᴜ": "u", "ᴠ": "v", "ᴡ": "w", "ʏ": "y", "ᴢ": "z",
    # regional indicator symbols (🇻🇴🇹🇪), the letters of flag emoji
    **{chr(0x1F1E6 + i): chr(ord("a") + i) for i in range(26)},
})
#: Combining accents, but not the diaeresis (U+0308) of ä ö ü.
_ACCENTS = re.compile("[\u0300-\u0307\u0309-\u036f\u1ab0-\u1aff\u1dc0-\u1dff]")
#: Leetspeak inside a word: digits and symbols that stand for letters.
_LEET = str.maketrans({"0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b",
                       "9": "g", "@": "a", "$": "s", "!": "i", "1": "i"})
_LEETY = re.compile(r"[\d@$!]")
#: A word: letters and digits, with leet symbols allowed between letters.
_WORD = re.compile(r"[^\W_]+(?:[@$!][^\W_]+)*")
#: A sentence ends at . ! ? ; or their Chinese forms, followed by space or the end.
SENTENCE_END = re.compile(r"[.!?;]+(?=\s|$)|[。！？；\n]")
#: Separators that may sit inside a word: k.i.s.s, ki-ss, k*ss, k_i_s_s, k'iss, ki{ss}, k(i)ss.
_IN_WORD = re.compile(r"(?<=[^\W_])[.\-_*·'’|/\\~+{}()\[\]<>\"]+(?=[^\W_])")
_STRETCH = re.compile(r"([^\W\d_])\1{2,}")
#: The diaeresis letters fold keeps, and their plain letters (a disguise: ``vöte``).
_PLAIN = str.maketrans({"ä": "a", "ö": "o", "ü": "u"})


def fold(text: str) -> str:
    """``text`` in one spelling: NFKC, casefold, accents stripped but ä ö ü kept, ı -> i."""
    if text.isascii():
        return text.lower()
    text = unicodedata.normalize("NFKC", text.translate(_INVISIBLE)).casefold()
    if text.isascii():
        return text
    kept = _ACCENTS.sub("", unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFC", kept).translate(_FOLD)


def variants(word: str) -> tuple[str, ...]:
    """How a token may be read: as written, leet read as letters (1 as i and as l),
    unstretched when a letter is stretched (three or more in a row), and last, when it
    has an ä, ö or ü, with them as plain letters (:func:`plain`: ``vöte`` is read as
    ``vote``; the judge matches that reading only against words that are not German)."""
    if word.isdigit():
        return (word,)
    leet = _LEETY.search(word) is not None
    if not leet and _STRETCH.search(word) is None:
        unmarked = plain(word)
        return (word,) if unmarked == word else (word, unmarked)
    out = [word]
    if leet and sum(c.isalpha() for c in word) >= 2:
        out.append(word.translate(_LEET))
        if "1" in word:
            out.append(word.replace("1", "l").translate(_LEET))
    for w in list(out):
        out.extend(_unstretched(w))
    out.extend(plain(w) for w in list(out) if plain(w) != w)
    return tuple(dict.fromkeys(out))


def plain(word: str) -> str:
    """``word`` with ä ö ü as a o u: how an English, Dutch or Turkish word reads when a
    writer dots its vowels to hide it (``vöte``, ``küss`` is German and kept as it is)."""
    return word.translate(_PLAIN)


def _unstretched(word: str) -> list[str]:
    """A stretched word read back: each run of three or more letters as one or as two
    (``kiiiissss`` -> kis, kiss, kiis, kiiss), for its first three runs."""
    runs = list(_STRETCH.finditer(word))[:3]
    if not runs:
        return []
    out = []
    for mask in range(1 << len(runs)):
        parts, last = [], 0
        for i, m in enumerate(runs):
            parts.append(word[last:m.start()] + m.group(1) * (2 if mask >> i & 1 else 1))
            last = m.end()
        out.append("".join(parts) + word[last:])
    return out


class Sentence(NamedTuple):
    """One sentence: its token streams and its CJK text with nothing between characters."""

    split: tuple[tuple[str, ...], ...]   #: each token's variants, split at separators
    joined: tuple[tuple[str, ...], ...]  #: the same with in-word separators joined
    cjk: str                             #: the folded sentence without spaces or punctuation
    folded: str                          #: the folded sentence (symbols such as € kept)
    #: per stream (split, joined), each token's owner (:func:`owners`): the language whose
    #: letter the token was written with before folding ("" for none; empty: no such letter)
    owners: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())


class Reading(NamedTuple):
    """A text as the judge reads it: its sentences, and the whole text folded."""

    sentences: tuple[Sentence, ...]
    folded: str


#: English negation written short: "can't", "won't", "don’t" (straight or curly apostrophe)
#: and the same without one ("dont", "cant"); not any word ending in "nt" ("want",
#: "present", "moment"), which an earlier pattern matched
NOT_SHORT = (r"\b\w+n['’]t\b|\b(?:do|does|did|is|are|was|were|ca|could|wo|would|should|"
             r"must|need|have|has|had|ai)nt\b")


#: The negations every denial reading shares, in the five languages ("not", "nicht", "niet",
#: Turkish "-amaz/-emez", Chinese 不, 没): a reading adds its own ("nobody", "cannot", 无法)
#: with :func:`any_of`
NEGATION: tuple[str, ...] = (
    r"\bnot\b", r"\bnever\b", r"\bno\b", r"\bnicht\b", r"\bkein\w*", r"\bniet\b",
    r"\bnooit\b", r"\bgeen\b", r"\w+(?:amaz|emez)\b", r"不|没|沒")


def any_of(*parts: str) -> re.Pattern[str]:
    """One pattern that matches any of ``parts``: a slot reading's words in five languages."""
    return re.compile("|".join(parts))


def matched(pattern: re.Pattern[str], sentence: Sentence) -> str:
    """The words ``pattern`` matches in ``sentence`` (its folded text, else its Chinese read
    without spaces), or "" when it matches nowhere."""
    hit = searched(pattern, sentence.folded) or searched(pattern, sentence.cjk)
    return hit.group(0) if hit else ""


# ---------------------------------------------------------------- the grams a match needs
# Issue 23 (session 41): the readings search each sentence with hundreds of patterns,
# almost all of whose words the sentence lacks. A pattern's parse tells which words every
# match holds (a word of each alternative: "\bvot\w*|\boyla\w*" holds "vot" or "oyla");
# their first three characters are its GRAMS, and a text none of whose own grams (every
# run of one to three characters in it) is one of them cannot match: :func:`searched`
# does not search it. Exact by construction: the grams are what a match must contain,
# and a pattern whose parse gives none (a class, a case-blind flag) is always searched.

def _needed(items: object) -> frozenset[str] | None:
    """Strings one of which every match of the parsed ``items`` contains, or None."""
    best: frozenset[str] | None = None

    def keep(found: frozenset[str] | None) -> None:
        nonlocal best
        if found and "" not in found and (best is None or (min(map(len, found)), -len(found))
                                          > (min(map(len, best)), -len(best))):
            best = found

    run = [""]  # the literal characters read so far, one string for each alternative
    for op, av in items:  # type: ignore[attr-defined]
        name = str(op)
        if name == "LITERAL":
            run = [r + chr(av) for r in run]
            continue
        chars = [chr(c) for o, c in av if str(o) == "LITERAL"] if name == "IN" else []
        if chars and len(chars) == len(av) and len(chars) * len(run) <= 64:
            run = [r + c for r in run for c in chars]  # "[oö]": each spelling
            continue
        keep(frozenset(run) if run != [""] else None)
        run = [""]
        if name == "SUBPATTERN":
            keep(None if av[1] & re.IGNORECASE else _needed(av[3]))
        elif name == "ATOMIC_GROUP":
            keep(_needed(av))
        elif name == "BRANCH":
            each = [_needed(b) for b in av[1]]
            keep(None if any(e is None for e in each) else frozenset(
                w for e in each if e is not None for w in e))
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and av[0] >= 1:
            keep(_needed(av[2]))
    keep(frozenset(run) if run != [""] else None)
    return best


_GRAMS: dict[re.Pattern[str], frozenset[str] | None] = {}


def grams(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """The grams of ``pattern``: one of them is in every text it matches; None when its
    parse does not tell (it is then always searched)."""
    if pattern in _GRAMS:
        return _GRAMS[pattern]
    found: frozenset[str] | None = None
    if isinstance(pattern.pattern, str) and not pattern.flags & re.IGNORECASE:
        try:
            # re's parser, in Python (3.11 and later name it so, as syntax/keptregex.py
            # reads it); another Python's re has none, and every pattern is searched
            parser: Any = getattr(re, "_parser", None)
            needed = _needed(parser.parse(pattern.pattern, pattern.flags))
        except Exception:  # noqa: BLE001 - a parse we cannot read is simply searched
            needed = None
        found = None if needed is None else frozenset(w[:3] for w in needed)
    _GRAMS[pattern] = found
    return found


@lru_cache(maxsize=4096)
def _text_grams(text: str) -> frozenset[str]:
    """Every run of one, two and three characters of ``text``."""
    return frozenset(text[i:i + k] for k in (1, 2, 3) for i in range(len(text) - k + 1))


def searched(pattern: re.Pattern[str], text: str, pos: int = 0) -> re.Match[str] | None:
    """``pattern.search(text, pos)``, without the search when ``text`` holds none of the
    pattern's grams (:func:`grams`): the same answer, for a fraction of the cost."""
    needs = _GRAMS[pattern] if pattern in _GRAMS else grams(pattern)
    if needs is not None and needs.isdisjoint(_text_grams(text)):
        return None
    return pattern.search(text, pos)


def _tokens(text: str) -> list[str]:
    return _WORD.findall(text)


def _spaced_letters(tokens: list[str]) -> list[str]:
    """Join runs of three or more one-letter tokens (``k i s s`` -> ``kiss``)."""
    out: list[str] = []
    run: list[str] = []
    for t in tokens + [""]:
        if len(t) == 1 and t.isalpha():
            run.append(t)
            continue
        out.extend(["".join(run)] if len(run) >= 3 else run)
        run = []
        if t:
            out.append(t)
    return out


def _streams(raw: str) -> tuple[list[str], list[str]]:
    """A sentence's tokens, split at every separator and with in-word separators joined."""
    return _tokens(raw), _spaced_letters(_tokens(_IN_WORD.sub("", raw)))


#: what the Chinese text keeps besides letters: money signs and the clause ends
_CJK_KEPT = frozenset("€$£¥₺,;:、")


def _sentence(raw: str, marked: str) -> Sentence:
    split, joined = _streams(raw)
    # a clause's end is kept (",", ";", ":", "、" as folded): a Chinese reading whose words
    # must stand in one clause ("[^，,。；;]") finds them there, not across "，"
    cjk = "" if raw.isascii() else "".join(c for c in raw if c.isalnum() or c in _CJK_KEPT)
    return Sentence(tuple(variants(t) for t in split), tuple(variants(t) for t in joined),
                    cjk, raw, owners(raw, marked))


#: Letters only one of the judge's Latin languages writes, which fold turns into another
#: letter: Turkish ş ğ ı ç (kuş, "bird", folds to the Dutch "kus", kiss) and German ß
_OWNED = {"ş": "tr", "ğ": "tr", "ı": "tr", "ç": "tr", "ß": "de"}
_OWNED_UPPER = {"Ş": "ş", "Ğ": "ğ", "İ": "ı", "Ç": "ç", "ẞ": "ß"}
#: each owned letter kept through fold by a private-use stand-in
_KEEP = {c: chr(0xE000 + i) for i, c in enumerate(_OWNED)}
_PROTECT = str.maketrans({**_KEEP, **{u: _KEEP[c] for u, c in _OWNED_UPPER.items()}})
_RESTORE = str.maketrans({v: k for k, v in _KEEP.items()})


def _marked(text: str) -> str:
    """``text`` folded, but with the owned letters as written (ş stays ş), or "" when it has
    none: the same words in the same places as :func:`fold`'s."""
    if text.isascii() or not any(c in _PROTECT for c in map(ord, text)):
        return ""
    return fold(text.translate(_PROTECT)).translate(_RESTORE)


def owners(raw: str, marked: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """For each token of both streams of ``raw`` (a folded sentence), the language whose
    letter the same token of ``marked`` (:func:`_marked`'s sentence) holds, or "": folding
    must not make a word of another language (Turkish "kuş" is no Dutch "kus")."""
    if not marked:
        return ((), ())
    out = []
    for plain_tokens, kept in zip(_streams(raw), _streams(marked), strict=True):
        if len(plain_tokens) != len(kept):
            return ((), ())
        out.append(tuple(next((_OWNED[c] for c in k if c in _OWNED), "") for k in kept))
    return (out[0], out[1])


@lru_cache(maxsize=1024)
def read(text: str) -> Reading:
    """Normalise ``text`` and split it into sentences of tokens."""
    folded = fold(text)
    parts = [p for p in SENTENCE_END.split(folded) if p.strip()]
    marked = _marked(text)
    kept = [p for p in SENTENCE_END.split(marked) if p.strip()] if marked else []
    if len(kept) != len(parts):
        kept = [""] * len(parts)
    return Reading(tuple(_sentence(p, k) for p, k in zip(parts, kept, strict=True)), folded)


def asked(text: str) -> tuple[bool, ...]:
    """For each sentence :func:`read` gives, whether it ends in a question mark (a
    question asks the table, it lays nothing down)."""
    folded, out, at = fold(text), [], 0
    for m in SENTENCE_END.finditer(folded):
        if folded[at:m.start()].strip():
            out.append("?" in m.group() or "\uff1f" in m.group())
        at = m.end()
    if folded[at:].strip():
        out.append(False)
    return tuple(out)


_CLAUSE_END = re.compile(r"[,:;()\u2013\u2014\uff0c\u3001\uff1a]|\s-\s")


def clauses(sentence: Sentence) -> tuple[tuple[int, int], ...]:
    """The sentence's clauses (split at commas, colons, dashes) as spans of its split
    tokens, ``(start, end)``: where a relative clause ends ("wer im Sessel sitzt, gibt")."""
    spans, at = [], 0
    for part in _CLAUSE_END.split(sentence.folded):
        n = len(_tokens(part))
        if n:
            spans.append((at, at + n))
            at += n
    if at != len(sentence.split):  # a separator inside a word: the sentence is one clause
        return ((0, len(sentence.split)),)
    return tuple(spans)


#: words that open a condition or a selector clause ("if you cannot play, ...", "wer den
#: Stapel aufnimmt, ..."): it belongs to the main clause after it, one claim
_CONDITION_OPENERS = frozenset((
    "if", "when", "whenever", "once", "unless", "while", "whoever", "wenn", "falls",
    "sobald", "solange", "wer", "als", "wanneer", "zodra", "indien", "tenzij", "wie", "eger"))
#: Turkish endings that close a condition clause (-sa/-se, -ınca, -ken)
_TR_CONDITION_ENDS = ("sa", "se", "san", "sen", "sak", "sek", "saniz", "seniz", "inca", "ince",
                      "unca", "unce", "ken")
#: Chinese words that make a clause a condition of the next ("如果…，…", "只有…，才…")
_ZH_CONDITIONS = ("如果", "要是", "假如", "若", "只有", "除非", "一旦", "的时候", "的時候",
                  "时", "時", "的话", "的話")
#: Chinese words that close a relative or condition clause before its main verb ("不能出牌
#: 的人收走牌堆": the one who cannot play picks up): a word before one is that clause's
_ZH_SUBORDINATE = ("的人", "的玩家", "的时候", "的時候", "时", "時", "的话", "的話")
#: the clause ends Chinese text keeps (:attr:`Sentence.cjk`)
ZH_CLAUSE_ENDS = (",", ";", ":", "、")


def claim_of(sentence: Sentence, at: int, conditions: bool = True) -> tuple[int, int]:
    """The span of split tokens of the claim the token at ``at`` belongs to: its clause
    (:func:`clauses`), with a condition or selector clause before it joined when
    ``conditions`` ("if you cannot play, pick up" is one claim; "the vote stays; a pickup
    costs a card" two). A reading that needs two words together finds them in one claim."""
    spans = list(clauses(sentence))
    if conditions:
        tokens = [t[0] for t in sentence.split]
        joined: list[tuple[int, int]] = []
        merged = False  # a condition joins the one main clause after it, no more
        for a, b in spans:
            if joined and not merged and _condition(tokens[joined[-1][0]:joined[-1][1]]):
                joined[-1], merged = (joined[-1][0], b), True
            else:
                joined.append((a, b))
                merged = False
        spans = joined
    return next(((a, b) for a, b in spans if a <= at < b), (0, len(sentence.split)))


def _condition(words: Sequence[str]) -> bool:
    return bool(words) and (bool(set(words[:2]) & _CONDITION_OPENERS)
                            or words[-1].endswith(_TR_CONDITION_ENDS))


def one_claim(sentence: Sentence, i: int, j: int, conditions: bool = True) -> bool:
    """Whether split tokens ``i`` and ``j`` stand in one claim (:func:`claim_of`)."""
    a, b = claim_of(sentence, i, conditions)
    return a <= j < b


def zh_one_claim(text: str, first: str, second: str, conditions: bool = True) -> bool:
    """Whether two words of Chinese ``text`` (:attr:`Sentence.cjk`) stand in one clause, a
    condition clause joined to the next when ``conditions`` ("只有…，才…"), and without
    them the earlier word not closed in a relative clause ("…的人"); True when either is
    not found."""
    i, j = text.find(first), text.find(second)
    if i < 0 or j < 0:
        return True
    (i, word), j = min((i, first), (j, second)), max(i, j)
    if not conditions and any(w in text[i + len(word):j] for w in _ZH_SUBORDINATE):
        return False  # "不能出牌的人收走牌堆": the denial is the relative clause's
    cuts = [k for k in range(i, j) if text[k] in ZH_CLAUSE_ENDS]
    if not cuts:
        return True
    if not conditions or len(cuts) > 1:
        return False
    start = max(text.rfind(c, 0, i) for c in ZH_CLAUSE_ENDS) + 1
    return any(w in text[start:cuts[0]] for w in _ZH_CONDITIONS)


def clause_texts(sentence: Sentence) -> tuple[str, ...]:
    """The sentence's folded text cut into its clauses (at commas, colons, dashes), for a
    reading whose words must stand in one clause: "Don't worry, I'll tell you the rest
    later" denies the worry, not the telling."""
    return tuple(part for part in _CLAUSE_END.split(sentence.folded) if part.strip())


def sentence_words(text: str) -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
    """Each sentence :func:`read` finds in ``text``, cheaply: its split tokens as written
    (each token's first variant) and where its clauses end (:func:`clauses`), without
    the variants (language/text/quotes.py indexes the rule cards with it)."""
    out = []
    for part in (p for p in SENTENCE_END.split(fold(text)) if p.strip()):
        words = tuple(_tokens(part))
        ends: list[int] = []
        at = 0
        for piece in _CLAUSE_END.split(part):
            at += len(_tokens(piece))
            if ends[-1:] != [at] and at:
                ends.append(at)
        out.append((words, tuple(ends) if at == len(words) else (len(words),)))
    return out


#: Turkish letters a writer may leave off (ı i, ş s, ç c, ğ g, ö o, ü u)
_TR_LOOSE = str.maketrans({"ı": "[ıi]", "ş": "[şs]", "ç": "[çc]", "ğ": "[ğg]", "ö": "[öo]",
                           "ü": "[üu]"})


def tr_loose(pattern: str) -> str:
    """A Turkish pattern that also matches its words written without Turkish letters."""
    return pattern.translate(_TR_LOOSE)


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds a Chinese character."""
    # a loop, not a regex: compiling the character class costs a cold lint ~18 ms
    return not text.isascii() and any("\u3400" <= c <= "\u9fff" or "\uf900" <= c <= "\ufaff"
                                      for c in text)
