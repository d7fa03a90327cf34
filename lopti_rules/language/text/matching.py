"""The free-text judge's reading of a sentence: the compiled lexicon and where it matches.

The lexicon of language/text/harm_lexicon.py (and clause_lexicon.py) compiled once a
process: entries with stems, inflections and gaps, German and Dutch particle verbs read
split ("houd je adem in" for "adem inhouden"), Chinese by substring. :func:`hits` gives
every entry a sentence holds, read in the sentence's language (:func:`language`: a
common word of that language is read as that word only, so Dutch "bent" is "are", not
the English damage word). language/text/harm.py combines the hits into findings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from typing import Any, NamedTuple

from . import harm_lexicon as lex
from .acts_lexicon import ACTS
from .authority_lexicon import AUTHORITY
from .belongings_lexicon import BELONGINGS
from .bodily_lexicon import BODILY
from .claim_lexicon import CLAIMS, EXCEPT_MORE, MORE_TABLE
from .conscience_lexicon import CONSCIENCE
from .contact_lexicon import AIR_KISS, CONTACT, COURTESY, RUDE, SERVE
from .hazards_lexicon import HAZARDS
from .intake_lexicon import INTAKE
from .lexiconkept import Index, Kept, blobs, kept
from .liberty_lexicon import LIBERTY
from .life_after_lexicon import LIFE_AFTER
from .life_beyond_lexicon import LIFE_BEYOND
from .life_kept_lexicon import LIFE_KEPT, LP701_NOT
from .life_moved_lexicon import LIFE_MOVED
from .mimicry_lexicon import MIMICRY
from .needs_lexicon import NEEDS
from .off_game_lexicon import OFF_GAME
from .outsider_lexicon import OUTSIDERS
from .persons_lexicon import FED, GESTURES, PERSONS, TOWARD
from .private_lexicon import PRIVATE
from .procedure_lexicon import EXTRA
from .textnorm import Sentence, fold, has_cjk, one_claim, plain, zh_one_claim
from .tongues import guessed, owned
from .treated_lexicon import TREATED
from .unbidden_lexicon import UNBIDDEN

_SUFFIXES = ("s", "es", "ed", "d", "ing")
_GAP = 3  #: tokens a ``~`` may skip


class _Pat(NamedTuple):
    exact: frozenset[str]  #: the token is one of these
    prefix: str            #: or starts with this (when not empty)

    def matches(self, token: str) -> bool:
        return token in self.exact or (bool(self.prefix) and token.startswith(self.prefix))


class _Entry(NamedTuple):
    #: a HARM code, a GROUPS group, "table", "filler", "word", "except:<code>"
    name: str
    pats: tuple[_Pat, ...]
    gaps: tuple[bool, ...]       #: gaps[i]: a gap may come before pats[i]
    lang: str = ""               #: its language ("" for every language)


class _Lexicon(NamedTuple):
    exact: Index[_Entry]
    prefix: Index[_Entry]
    cjk: tuple[tuple[str, str], ...]      #: (name, Chinese text)
    symbols: tuple[tuple[str, str], ...]  #: (name, a sign such as €)
    separable: Index[_Separable]  #: a verb's split form -> its entries
    common: dict[str, frozenset[str]]     #: language -> its commonest words


class _Separable(NamedTuple):
    """A German or Dutch verb with a separable particle, read split ("houd je adem in"
    for "adem inhouden", "halt die Luft an" for "Luft anhalten"): the verb's finite
    form, the particle later in the sentence, and the entry's other words anywhere."""

    name: str
    particle: str
    others: tuple[_Pat, ...]
    lang: str


def _pat(spec: str) -> _Pat:
    if spec.endswith("*"):
        return _Pat(frozenset(), spec[:-1])
    if spec.endswith("+"):
        stem = spec[:-1]
        forms = {stem, *(stem + s for s in _SUFFIXES), stem + stem[-1] + "ing",
                 stem + stem[-1] + "ed"}
        if stem.endswith("e"):
            forms |= {stem[:-1] + "ing"}
        return _Pat(frozenset(forms), "")
    return _Pat(frozenset({spec}), "")


def _entries(name: str, text: str, lang: str = "") -> Iterable[_Entry | tuple[str, str]]:
    for raw in fold(text).split(","):  # folded once, as the text to judge is
        raw = raw.strip()
        if not raw:
            continue
        if has_cjk(raw) or not any(c.isalnum() for c in raw):
            yield name, raw.replace(" ", "")
            continue
        pats: list[_Pat] = []
        gaps: list[bool] = []
        gap = False
        for spec in raw.split():
            if spec == "~":
                gap = True
                continue
            pats.append(_pat(spec))
            gaps.append(gap)
            gap = False
        yield _Entry(name, tuple(pats), tuple(gaps), lang)


def entry_sources() -> list[tuple[str, str, str]]:
    """Every entry text of the lexicon: (its HARM code or group, the text, its language)."""
    sources: list[tuple[str, str, str]] = []
    for code, by_language in lex.HARM.items():
        sources += [(code, t, lang) for lang, t in by_language.items()]
    for group, by_language in lex.GROUPS.items():
        sources += [(group, t, lang) for lang, t in by_language.items()]
    for group, by_language in EXTRA.items():  # more words of a group (procedure_lexicon.py)
        sources += [(group, t, lang) for lang, t in by_language.items()]
    for group, by_language in CLAIMS.items():  # what a text claims power over (claims.py)
        sources += [(group, t, lang) for lang, t in by_language.items()]
    for group, by_language in AUTHORITY.items():  # authority.py's and cardverbs.py's
        sources += [(group, t, lang) for lang, t in by_language.items()]
    for group, by_language in PERSONS.items():  # people off the game (persons.py)
        sources += [(group, t, lang) for lang, t in by_language.items()]
    sources += [("LP701", t, lang) for lang, t in FED.items()]  # someone made to eat
    for group, by_language in CONTACT.items():  # acts on bodies, gestures (contact.py)
        sources += [(group, t, lang) for lang, t in by_language.items()]
    for group, by_language in ACTS.items():  # what an act asks of a person (acts.py)
        sources += [(group, t, lang) for lang, t in by_language.items()]
    for group, by_language in BODILY.items():  # what it asks of a body (bodily.py)
        sources += [(group, t, lang) for lang, t in by_language.items()]
    for group, by_language in {**PRIVATE, **CONSCIENCE, **UNBIDDEN, **OFF_GAME,
                                **NEEDS, **MIMICRY, **INTAKE, **LIFE_BEYOND, **LIFE_AFTER,
                                **LIFE_KEPT, **LIFE_MOVED, **LIBERTY, **TREATED, **HAZARDS}.items():
        sources += [(group, t, lang) for lang, t in by_language.items()]  # private things,
        # a belief professed, a private life told (conscience.py), consent assumed,
        # secrets, costs laid on talk, questions and breaks (off_game.py), a need (needs.py),
        # a people or a person mimicked (mimicry.py), a substance taken (intake.py), a
        # body, a liberty or a sense put at risk (liberty.py), a hazard met (hazards.py)
    for group, by_language in OUTSIDERS.items():  # people off the table (outsiders.py)
        sources += [(group, t, lang) for lang, t in by_language.items()]
    for group, by_language in BELONGINGS.items():  # a belonging staked (belongings.py)
        sources += [(group, t, lang) for lang, t in by_language.items()]
    sources += [("LP706", t, lang) for lang, t in RUDE.items()]  # an insulting gesture
    sources += [("c_courtesy", t, lang) for lang, t in COURTESY.items()]  # thanks
    sources += [("except:LP703", t, lang) for lang, t in AIR_KISS.items()]  # a blown kiss
    sources += [("g_noun", t, lang) for lang, t in AIR_KISS.items()]  # is a gesture
    sources += [("except:LP701", t, lang) for lang, t in LP701_NOT.items()]  # a smoke alarm
    sources += [("except:LP701", ", ".join(f"{a.strip()} ~ {b.strip()}" for v in verbs.split(",")
                                            for d in drinks.split(",")
                                            for a, b in ((v, d), (d, v))), lang)
                for lang, (verbs, drinks) in SERVE.items() if verbs]  # drinks poured for all
    sources += [("table", t, lang) for lang, t in GESTURES.items()]  # a glass raised to
    sources += [("filler", t, lang) for lang, t in TOWARD.items()]  # someone, a bow to
    sources += [("table", t, lang) for lang, t in lex.TABLE_ACTIONS.items()]
    sources += [("table", t, lang) for lang, t in MORE_TABLE.items()]
    sources += [("filler", t, lang) for lang, t in lex.FILLER.items()]
    sources += [("word", t, lang) for lang, t in lex.WORDS.items()]
    sources += [(f"except:{code}", t, "") for code, t in lex.EXCEPT.items()]
    sources += [(f"except:{group}", t, "") for group, t in EXCEPT_MORE.items()]
    return sources


@cache
def _lexicon() -> _Lexicon:
    """The compiled lexicon, kept in the cache folder (language/text/lexiconkept.py):
    each word's entries are decoded when a text holds the word."""
    sources = entry_sources()
    keyed = [*sources, *(("common", t, lang) for lang, t in lex.COMMON.items())]  # the
    # language guess's words are kept too: a changed word list gets another file
    indexes, (cjk, symbols, common) = kept(keyed, (__file__,), lambda: _compiled(sources))
    exact, prefix, separable = indexes
    return _Lexicon(Index(exact, _entry), Index(prefix, _entry), cjk, symbols,
                    Index(separable, _separable), common)


def _plain(pats: Sequence[_Pat]) -> tuple[tuple[tuple[str, ...], str], ...]:
    """Patterns as ``marshal`` keeps them (each one's forms a sorted tuple)."""
    return tuple((tuple(sorted(p.exact)), p.prefix) for p in pats)


def _pats(plain: Sequence[tuple[Sequence[str], str]]) -> tuple[_Pat, ...]:
    return tuple(_Pat(frozenset(forms), prefix) for forms, prefix in plain)


def _entry(plain: tuple[Any, ...]) -> _Entry:
    name, pats, gaps, lang = plain
    return _Entry(name, _pats(pats), gaps, lang)


def _separable(plain: tuple[Any, ...]) -> _Separable:
    name, particle, others, lang = plain
    return _Separable(name, particle, _pats(others), lang)


def _compiled(sources: Sequence[tuple[str, str, str]]) -> Kept:
    """The lexicon compiled from its sources, as :func:`kept` keeps it."""
    exact: dict[str, list[_Entry]] = {}
    prefix: dict[str, list[_Entry]] = {}
    substrings: list[tuple[str, str]] = []
    for name, text, lang in sources:
        for e in _entries(name, text, lang):
            if not isinstance(e, _Entry):
                substrings.append(e)
                continue
            first = e.pats[0]
            if first.prefix:
                prefix.setdefault(first.prefix, []).append(e)
            for form in first.exact:
                exact.setdefault(form, []).append(e)
    separable: dict[str, list[_Separable]] = {}
    for name, text, lang in sources:
        if lang not in _PARTICLES:
            continue
        for e in _entries(name, text, lang):
            if isinstance(e, _Entry):
                for form, sep in _separated(e):
                    separable.setdefault(form, []).append(sep)
    def entries(index: dict[str, list[_Entry]]) -> dict[str, bytes]:
        return blobs({k: [(e.name, _plain(e.pats), e.gaps, e.lang) for e in v]
                      for k, v in index.items()})

    return ((entries(exact), entries(prefix),
             blobs({k: [(s.name, s.particle, _plain(s.others), s.lang)
                        for s in dict.fromkeys(v)] for k, v in separable.items()})),
            (tuple(s for s in substrings if has_cjk(s[1])),
             tuple(s for s in substrings if not has_cjk(s[1])),
             {lang: frozenset(fold(lex.COMMON[lang]).replace(",", " ").split())
              for lang in lex.COMMON}))


#: The separable particles of German and Dutch verbs, longest first.
_PARTICLES = {
    "de": ("zurück", "zurueck", "durch", "nach", "fest", "auf", "aus", "ein", "mit", "vor",
           "weg", "ab", "an", "bei", "zu", "um", "los", "hin", "her"),
    "nl": ("terug", "door", "over", "vast", "aan", "mee", "voor", "weg", "toe", "uit",
           "af", "in", "na", "op", "om", "bij", "los"),
}
_UMLAUT = str.maketrans({"a": "ä", "o": "ö", "u": "ü"})
#: The languages whose words carry ä, ö or ü as letters of their own (not a disguise)
_DOTTED = frozenset({"de", "tr"})


def _finite(stem: str, lang: str) -> set[str]:
    """The finite forms of a verb stem a main clause puts first (German halt, hält,
    haltet; Dutch houd, houdt, schaf for schaffen)."""
    forms = {stem, stem + "t", stem + "en"}
    if lang == "de":
        forms |= {stem + "e", stem + "st", stem + "et", stem + "est"}
        umlaut = stem.translate(_UMLAUT) if sum(c in "aou" for c in stem) == 1 else stem
        forms |= {umlaut, umlaut + "t", umlaut + "st"}
        if stem.count("e") == 1 and stem[0] != "e":  # geben: gibt, treten: tritt
            raised = stem.replace("e", "i")
            forms |= {raised + "t", raised + "st"}
    elif len(stem) == 3 and stem[-1] == "a":  # staan, slaan: staat, slaat
        forms |= {stem + "at"}
    elif len(stem) > 3 and stem[-1] == stem[-2]:  # schaff -> schaf, schaft
        forms |= {stem[:-1], stem[:-1] + "t"}
    elif len(stem) > 2 and stem[-1] in "v" :  # geven -> geef
        forms |= {stem[:-1] + "f"}
    return forms


def _separated(entry: _Entry) -> Iterable[tuple[str, _Separable]]:
    """The split readings of an entry whose word is a particle verb: each finite form of
    the verb -> the reading (the particle and the entry's other words)."""
    if len(entry.pats) > 3 or any(entry.gaps):
        return
    for i, pat in enumerate(entry.pats):
        words = [pat.prefix] if pat.prefix else [  # Dutch "afstaan" is a verb too
            w for w in pat.exact if (w.endswith("en") or (entry.lang == "nl" and w.endswith(
                "aan"))) and len(w) > 5]
        for word in words:
            particle = next((p for p in _PARTICLES[entry.lang] if word.startswith(p)), "")
            rest = word[len(particle):]
            stem = rest if pat.prefix else rest[:-2]
            if not particle or len(stem) < 3 or stem.startswith(("ge", "zu")):
                continue
            sep = _Separable(entry.name, particle, entry.pats[:i] + entry.pats[i + 1:],
                             entry.lang)
            for form in _finite(stem, entry.lang):
                yield form, sep


# ---------------------------------------------------------------- matching
class Hit(NamedTuple):
    name: str
    start: int
    end: int       #: one past the last token
    words: str     #: the words as written, quoted (and as read, when that differs)
    stream: int    #: 0 split, 1 joined, 2 substring


def _shown(tokens: Sequence[tuple[str, ...]], picked: Sequence[tuple[int, str]]) -> str:
    written = " ".join(tokens[i][0] for i, _ in picked)
    as_read = " ".join(v for _, v in picked)
    return f"'{written}'" if written == as_read else f"'{written}' (read as '{as_read}')"


def _match_rest(entry: _Entry, tokens: Sequence[tuple[str, ...]], at: int,
                first: str) -> list[tuple[int, str]] | None:
    picked = [(at, first)]
    pos = at
    for pat, gap in zip(entry.pats[1:], entry.gaps[1:], strict=True):
        found = None
        for j in range(pos + 1, min(len(tokens), pos + 2 + (_GAP if gap else 0))):
            v = next((v for v in tokens[j] if pat.matches(v)), None)
            if v is not None:
                found = (j, v)
                break
        if found is None:
            return None
        picked.append(found)
        pos = found[0]
    return picked


@lru_cache(maxsize=1024)
def hits(sentence: Sentence) -> list[Hit]:
    lexicon = _lexicon()
    out: list[Hit] = []
    lang = language(sentence)
    common = lexicon.common.get(lang, frozenset())
    # a word of another language than the sentence's, where that is decided, is a
    # look-alike: "strip" in "de winnaar leest een strip voor" is a comic, not the English
    # "strip"; the Dutch "pas" ("only then") no Turkish pass, "tot nu toe" no English toe
    # (fairlang41: every entry, not the harm codes alone, is read in its own language)
    decided = own_language(sentence, lang)
    for stream, tokens in enumerate((sentence.split, sentence.joined)):
        if stream == 1 and tokens == sentence.split:
            break
        owned = _owned(sentence, stream, lexicon.common)
        for at, token in enumerate(tokens):
            # a word written with a letter only one language has (Turkish ş ğ ı ç, German
            # ß) is that language's, not the look-alike its folded form makes: "kuş" is no
            # Dutch "kus" (unless the sentence is that other language's: a disguise)
            owner = owned[at] if owned else ""
            # a common word of the text's language is that word, not another language's
            # look-alike (Dutch "bent" is "are", not the English "bent")
            native = token[0] in common
            # in a sentence of no one language, a common word of some language is that
            # language's word all the same (German "dürfen" is no Dutch "durf")
            owners = () if lang or token[0].isascii() else tuple(
                k for k, v in lexicon.common.items() if token[0] in v)
            for v in token:
                cands = list(lexicon.exact.get(v, ()))
                for k in range(1, len(v) + 1):
                    cands.extend(lexicon.prefix.get(v[:k], ()))
                # ``vöte`` read as ``vote`` is a disguise, ``zählt`` read as ``zahlt`` is not;
                # nor is German ``dürfen`` read as the Dutch ``durf``: in a sentence of a
                # language whose words carry ä ö ü as letters (German, Turkish), a dotted
                # vowel is a letter, and only a word as written is read
                unmarked = v != token[0] and plain(token[0]) != token[0] and plain(v) == v
                for entry in cands:
                    if not entry.pats[0].matches(v) or (unmarked and (
                            entry.lang == "de" or lang in _DOTTED)) \
                            or (native and entry.lang not in ("", lang)) \
                            or (decided and entry.lang not in ("", decided)) \
                            or (owners and entry.lang not in ("", *owners)) \
                            or (owner and entry.lang not in ("", owner, lang)):
                        continue
                    picked = _match_rest(entry, tokens, at, v)
                    if picked is not None:
                        out.append(Hit(entry.name, at, picked[-1][0] + 1,
                                        _shown(tokens, picked), stream))
        if stream == 0:
            out += _split_verbs(lexicon, tokens)
    if has_cjk(sentence.cjk):
        found = words_in(lexicon.cjk, sentence.cjk) | words_in(lexicon.cjk,
                                                               squeezed(sentence.cjk))
        out += [Hit(name, -1, -1, f"'{sub}'", 2) for name, sub in lexicon.cjk
                if (name, sub) in found and name != "word"]
    out += [Hit(name, -1, -1, f"'{sub}'", 2) for name, sub in lexicon.symbols
            if sub in sentence.folded]
    return out


def _owned(sentence: Sentence, stream: int, common: dict[str, frozenset[str]]
           ) -> tuple[str, ...]:
    """Each token's owner (textnorm.owners) where the sentence has another word of that
    language (a word with its letters, or one of its common words): "bir kuş çizer" is
    Turkish, its "kuş" a bird; "kıss the dealer", with nothing else Turkish, is a disguise
    and read in every language."""
    owned = sentence.owners[stream]
    if not owned or not any(owned):
        return ()
    words = [t[0] for t in sentence.split]
    by = sentence.owners[0] or ("",) * len(words)
    tokens = (sentence.split, sentence.joined)[stream]
    return tuple(o if o and any(w != token[0] and (w in common.get(o, ()) or by[i] == o)
                                for i, w in enumerate(words)) else ""
                 for o, token in zip(owned, tokens, strict=True))


def common_words() -> dict[str, frozenset[str]]:
    """Language -> its commonest words (folded), as :func:`language` counts them."""
    return _lexicon().common


def language(sentence: Sentence) -> str:
    """The language most of the sentence's common words belong to (:data:`COMMON`), or ""
    when no language has two of them or two languages tie. Chinese has no spaces, so no
    common word of it is ever a token of its own: a sentence of Chinese characters with
    no Latin language decided is "zh" (its Latin words, a card's name or a loanword, are
    still read in every language: :func:`own_language` decides no Chinese)."""
    return guessed(tuple(t[0] for t in sentence.split)) or (
        "zh" if _chinese(sentence) else "")


def _chinese(sentence: Sentence) -> bool:
    """Whether the sentence is written in Chinese: more Chinese characters (each about a
    word's worth) than Latin words."""
    cjk = sum(1 for c in sentence.cjk if "\u3400" <= c <= "\u9fff" or "\uf900" <= c <= "\ufaff")
    return cjk > sum(1 for t in sentence.split if t[0].isascii())


def own_language(sentence: Sentence, lang: str) -> str:
    """``lang`` (:func:`language`'s guess) when two of the sentence's common words are that
    language's and no other's, or "": "de winnaar leest een strip voor" is Dutch ("een",
    "voor"), "z o e n de deler" is no one language ("o" and "de" are Turkish too)."""
    return owned(tuple(t[0] for t in sentence.split), lang)


#: Words that open a prepositional phrase after a particle-like word ("aus dem Stapel"):
#: then the word is a preposition, not a verb's particle.
_DETERMINERS = frozenset(("der", "die", "das", "den", "dem", "des", "ein", "eine", "einem",
                          "einen", "einer", "meinem", "deinem", "seinem", "ihrem", "de",
                          "het", "een", "mijn", "zijn", "haar", "jouw"))


def _split_verbs(lexicon: _Lexicon, tokens: Sequence[tuple[str, ...]]) -> list[Hit]:
    """German and Dutch particle verbs read split: the finite verb, its particle later in
    the sentence (not opening a phrase: "zieh eine Karte aus dem Stapel" is no
    "ausziehen"), and the entry's other words anywhere ("houd je adem in")."""
    out = []
    for at, token in enumerate(tokens):
        for sep in lexicon.separable.get(token[0], ()):
            end = next((j for j in range(at + 1, len(tokens)) if tokens[j][0] == sep.particle
                        and (j + 1 == len(tokens) or tokens[j + 1][0] not in _DETERMINERS)),
                       None)
            if end is None:
                continue
            found = [next((j for j in range(len(tokens)) if any(p.matches(v)
                                                                for v in tokens[j])), None)
                     for p in sep.others]
            if None in found:
                continue
            picked = sorted({at, end, *(j for j in found if j is not None)})
            shown = " ".join(tokens[j][0] for j in picked)
            out.append(Hit(sep.name, at, end + 1, f"'{shown}'", 0))
    return out


def words_in(entries: Sequence[tuple[str, str]], cjk: str) -> set[tuple[str, str]]:
    """The entries found in Chinese text with no spaces, each where it is a word: an entry
    inside a longer neutral word found at the same place (``harm_lexicon.WORDS``) is part
    of that word, as a dictionary segmenter reads Chinese: 头 "head" in 石头剪刀布 "rock-
    paper-scissors" (石头 "stone"), 打 "hit" in 打平 "tie" or 打牌 "play cards". The other
    entries overlap on purpose (a group's word inside another group's longer one: the
    judge combines groups), so only a neutral word hides what it holds."""
    spans: list[tuple[int, int, str, str]] = []
    for name, sub in entries:
        at = cjk.find(sub)
        while at >= 0:
            spans.append((at, at + len(sub), name, sub))
            at = cjk.find(sub, at + 1)
    words = [(s, e) for s, e, name, _ in spans if name == "word"]
    return {(name, sub) for start, end, name, sub in spans
            if not any(s <= start and end <= e and e - s > end - start for s, e in words)}


def squeezed(cjk: str) -> str:
    """Chinese with a doubled character read once: a reduplicated verb (点点头 "nod a
    little", 拍拍手, 挥挥手) means the verb itself."""
    return re.sub(r"([\u3400-\u9fff])\1", r"\1", cjk)


def excepted(hit: Hit, hits: Sequence[Hit]) -> bool:
    """Whether an exception of the hit's code covers its words ("pay attention")."""
    return any(h.name == f"except:{hit.name}" and h.stream == hit.stream
               and h.start <= hit.start and hit.end <= h.end for h in hits)


def together(sentence: Sentence, a: Hit, b: Hit, conditions: bool = True) -> bool:
    """Whether two hits stand in one claim (textnorm.claim_of: one clause, a condition
    clause joined to its main one when ``conditions``), Chinese ones by the clause ends of
    its text; a Chinese hit and a split one are not told apart (True)."""
    if a.stream == 2 or b.stream == 2:
        return a.stream != b.stream or zh_one_claim(sentence.cjk, a.words.strip("'"),
                                                    b.words.strip("'"), conditions)
    return one_claim(sentence, a.start, b.start, conditions)


def first(hits: Sequence[Hit], name: str) -> Hit | None:
    return next((h for h in hits if h.name == name), None)


def paired(hits: Sequence[Hit], *groups: str) -> str:
    """The first hit of each group, as "'a' … 'b'" (as read), or "" when one is missing."""
    found = [first(hits, g) for g in groups]
    return " … ".join(h.words for h in found if h is not None) if None not in found else ""


def named(hits: Sequence[Hit], name: str) -> list[Hit]:
    """Every hit of the slot ``name``, in the sentence's order."""
    return [h for h in hits if h.name == name]


def written(hit: Hit) -> str:
    """A hit's words as written (quoted), without "(read as ...)"."""
    return hit.words.split(" (read as")[0]


