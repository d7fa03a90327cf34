"""The rule language's keywords in German, Dutch and Turkish: one table, from English.

Every word the grammar spells out (``grammar/lopti.lark``; sorted into classes for the
highlighter by ``present/highlight.WORD_CLASSES``) has one word in each rule language
here (:data:`WORDS`), and a few English phrases read as one phrase of another language
(:data:`PHRASES`: ``at least`` is German ``mindestens``, ``draw pile`` Dutch
``trekstapel``). The words are the official cards' where a card has one (docs/glossary.md:
``Stapel``, ``räumen``, ``trekstapel``, ``yığın``...), in small letters, as keywords are.

From this table come the parser of each language (``syntax/grammar.py`` writes its
grammar by swapping the quoted words), ``lopti fmt --lang``, the detection of a file's
language and of a file that mixes two (``syntax/rulelang.py``), the did-you-mean of a
word of another language, the Pygments lexer, the TextMate grammar and the language
server's completion. Event names (``play``, ``clear``) and attributes (``play.rank``) are
the engine's names and stay as they are in every language.

Chinese has no keyword set: the grammar separates its words by spaces and Chinese writes
none, so a word-for-word Chinese rule would not read as Chinese (docs/language.md).
"""

from __future__ import annotations

import re
from functools import cache

#: the languages a rule may be written in; the first is the canonical one (the archive's)
RULE_LANGUAGES: tuple[str, ...] = ("en", "de", "nl", "tr")
#: each rule language's name in English, for messages
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "de": "German", "nl": "Dutch",
                                  "tr": "Turkish"}

#: English word -> (German, Dutch, Turkish). One row per word of the grammar; a word
#: that only ever stands inside a phrase of PHRASES (``at``, ``least``) has none.
WORDS: dict[str, tuple[str, str, str]] = {
    # the structure of a rule book
    "rule": ("regel", "regel", "kural"),
    "before": ("vor", "voordat", "önce"),
    "after": ("nach", "na", "sonra"),
    "when": ("wenn", "als", "eğer"),
    "if": ("falls", "indien", "şayet"),
    "else": ("sonst", "anders", "değilse"),
    "repeat": ("wiederhole", "herhaal", "tekrarla"),
    "times": ("mal", "keer", "kez"),
    "forever": ("immer", "altijd", "sürekli"),
    "until": ("bis", "totdat", "kadar"),
    "while": ("solange", "zolang", "iken"),
    "for": ("für", "voor", "için"),
    "each": ("jeden", "elke", "her"),
    "instead": ("stattdessen", "inplaats", "yerine"),
    "count": ("zähler", "teller", "sayaç"),
    # actions and the words of their phrases
    "draw": ("ziehe", "trek", "çek"),
    "draws": ("zieht", "trekt", "çeker"),
    "give": ("gib", "geef", "ver"),
    "gives": ("gibt", "geeft", "verir"),
    "take": ("hole", "neem", "al"),
    "takes": ("holt", "neemt", "alır"),
    "pick": ("nimm", "pak", "topla"),
    "picks": ("nimmt", "pakt", "toplar"),
    "reveal": ("zeige", "toon", "göster"),
    "reveals": ("zeigt", "toont", "gösterir"),
    "say": ("sage", "zeg", "söyle"),
    "says": ("sagt", "zegt", "söyler"),
    "do": ("tue", "doe", "yap"),
    "does": ("tut", "doet", "yapar"),
    "play": ("spiele", "speel", "oyna"),
    "plays": ("spielt", "speelt", "oynar"),
    "clear": ("räume", "ruim", "temizle"),
    "skip": ("überspringe", "overslaan", "atla"),
    "reverse": ("wende", "omkeren", "tersine"),
    "direction": ("richtung", "richting", "yön"),
    "must": ("muss", "moet", "mutlaka"),
    "be": ("sein", "zijn", "ol"),
    "have": ("haben", "hebben", "sahip"),
    "lower": ("niedriger", "lager", "düşük"),
    "higher": ("höher", "hoger", "yüksek"),
    "pile": ("stapel", "stapel", "yığın"),
    "cleared": ("geräumten", "opgeruimde", "temizlenen"),
    "top": ("oberste", "bovenste", "üstteki"),
    "up": ("auf", "op", "yukarı"),
    "card": ("karte", "kaart", "kart"),
    "cards": ("karten", "kaarten", "kartlar"),
    "hand": ("hand", "hand", "el"),
    "left": ("links", "links", "sol"),
    "right": ("rechts", "rechts", "sağ"),
    "allow": ("erlaube", "toestaan", "izin"),
    "on": ("bei", "bovenop", "üstüne"),
    "deal": ("teile", "deel", "dağıt"),
    "deals": ("teilt", "deelt", "dağıtır"),
    "lead": ("eröffne", "leid", "başlat"),
    "leads": ("eröffnet", "leidt", "başlatır"),
    "add": ("addiere", "tel", "ekle"),
    "set": ("setze", "zet", "ayarla"),
    "reset": ("nulle", "wis", "sıfırla"),
    "swap": ("tausche", "ruil", "değiştir"),
    "swaps": ("tauscht", "ruilt", "değiştirir"),
    "bottom": ("unterste", "onderste", "alttaki"),
    "may": ("darf", "mag", "isterse"),
    # players, only through roles (R-CUSTOM-4)
    "acting": ("aktive", "actieve", "etkin"),
    "player": ("spieler", "speler", "oyuncu"),
    "next": ("nächste", "volgende", "sonraki"),
    "previous": ("vorige", "vorige", "önceki"),
    "dealer": ("geber", "deler", "dağıtıcı"),
    "last": ("letzte", "laatste", "son"),
    "winner": ("sieger", "winnaar", "kazanan"),
    "fewest": ("wenigsten", "minste", "asgari"),
    "most": ("meisten", "meeste", "azami"),
    "roshambo": ("roshambo", "roshambo", "taşkağıtmakas"),
    "loser": ("verlierer", "verliezer", "kaybeden"),
    "that": ("jener", "die", "o"),
    "creator": ("urheber", "maker", "yaratıcı"),
    "me": ("ich", "ik", "ben"),
    "myself": ("selbst", "zelf", "kendim"),
    "seat": ("sitz", "stoel", "koltuk"),
    "every": ("jeder", "iedere", "bütün"),
    "other": ("andere", "andere", "diğer"),
    "still": ("noch", "nog", "hala"),
    "in": ("in", "in", "oyunda"),
    "out": ("fertig", "uit", "bitiren"),
    "who": ("welcher", "wie", "kim"),
    "whose": ("dessen", "wiens", "kimin"),
    "clearer": ("räumer", "opruimer", "temizleyen"),
    "picker": ("aufnehmer", "oppakker", "toplayan"),
    "drawer": ("zieher", "trekker", "çeken"),
    "placed": ("platziert", "geplaatst", "sıralanan"),
    "place": ("platz", "plaats", "derece"),
    "round": ("runde", "ronde", "tur"),
    # conditions and comparisons
    "and": ("und", "en", "ve"),
    "or": ("oder", "of", "veya"),
    "not": ("nicht", "niet", "değil"),
    "is": ("ist", "is", "ise"),
    "one": ("eine", "één", "bir"),
    "of": ("von", "van", "ait"),
    "even": ("gerade", "even", "çift"),
    "odd": ("ungerade", "oneven", "tek"),
    "starts": ("startet", "start", "başlar"),
    "begins": ("beginnt", "begint", "başlayan"),
    "ends": ("endet", "eindigt", "biter"),
    "contains": ("enthält", "bevat", "içerir"),
    "with": ("mit", "met", "ile"),
    "true": ("wahr", "waar", "doğru"),
    "false": ("falsch", "onwaar", "yanlış"),
    "yes": ("ja", "ja", "evet"),
    "no": ("nein", "nee", "hayır"),
    # words that only read well
    "the": ("der", "de", "bu"),
    "their": ("ihre", "hun", "onların"),
    "to": ("zu", "aan", "karşı"),
    "from": ("aus", "vanuit", "içinden"),
}

#: The words of a count's scope (``count "threes" this round``, ``this session``): names
#: to the grammar, read by the counts' check (LP932), so each language has its own too.
SCOPE_WORDS: dict[str, tuple[str, str, str]] = {
    "this": ("diese", "deze", "işbu"),
    "session": ("sitzung", "sessie", "oturum"),
}

#: English phrases that another language says in its own words (several English
#: words, one or more of the language's): (German, Dutch, Turkish). The grammar's
#: ``"at" "least"`` becomes ``"mindestens"`` in the German grammar.
PHRASES: dict[str, tuple[str, str, str]] = {
    "at least": ("mindestens", "minstens", "en az"),
    "at most": ("höchstens", "hoogstens", "en çok"),
    "more than": ("mehr als", "meer dan", "fazla"),
    "less than": ("weniger als", "minder dan", "az"),
    "a multiple": ("ein vielfaches", "een veelvoud", "katı"),
    "draw pile": ("nachziehstapel", "trekstapel", "çekme destesi"),
}

#: The grammar's phrases that are one token (a regular expression, ``UP_TO`` ...): the
#: terminal, its English words, and the words of each language.
TOKEN_PHRASES: dict[str, tuple[str, tuple[str, str, str]]] = {
    "UP_TO": ("up to", ("bis zu", "tot", "dek")),
    "FACE_UP": ("face-up", ("offene", "open", "açık")),
    "FACE_DOWN": ("face-down", ("verdeckte", "dicht", "kapalı")),
}

#: The letters a language's words use beyond ASCII (its names and keywords may hold them).
LETTERS: dict[str, str] = {"en": "", "de": "äöüßÄÖÜ", "nl": "éëïèöüÉËÏ",
                           "tr": "çğıöşüâîûÇĞİÖŞÜÂÎÛ"}

_INDEX = {lang: i for i, lang in enumerate(RULE_LANGUAGES[1:])}


def words_of(lang: str) -> dict[str, str]:
    """English word -> the word of ``lang`` (every word of WORDS and SCOPE_WORDS; English
    maps to itself)."""
    return _words_of(lang)


@cache
def _words_of(lang: str) -> dict[str, str]:
    if lang == "en":
        return {w: w for w in [*WORDS, *SCOPE_WORDS]}
    i = _INDEX[lang]
    return {en: row[i] for en, row in [*WORDS.items(), *SCOPE_WORDS.items()]}


def scope_word(word: str, source: str, target: str) -> str:
    """A word of a count's scope (``this``, ``round``, ``session``) written in ``source``,
    in ``target``'s words; any other word as it is."""
    english = meanings(source).get(word, word) if source != "en" else word
    if english not in SCOPE_WORDS and english != "round":
        return word
    return words_of(target)[english]


@cache
def phrases_of(lang: str) -> dict[tuple[str, ...], tuple[str, ...]]:
    """English phrase -> the words of ``lang`` saying it, as word tuples (PHRASES)."""
    if lang == "en":
        return {tuple(p.split()): tuple(p.split()) for p in PHRASES}
    i = _INDEX[lang]
    return {tuple(en.split()): tuple(row[i].split()) for en, row in PHRASES.items()}


def token_phrase(terminal: str, lang: str) -> str:
    """The words of ``lang`` for a one-token phrase (``UP_TO`` is German ``bis zu``)."""
    english, row = TOKEN_PHRASES[terminal]
    return english if lang == "en" else row[_INDEX[lang]]


@cache
def vocabulary(lang: str) -> frozenset[str]:
    """Every keyword of ``lang``: its words, the words of its phrases and token phrases."""
    found = set(words_of(lang).values())
    for words in phrases_of(lang).values():
        found.update(words)
    for terminal in TOKEN_PHRASES:
        found.update(re.split(r"[\s-]+", token_phrase(terminal, lang)))
    return frozenset(found)


@cache
def meanings(lang: str) -> dict[str, str]:
    """A word of ``lang`` -> the English keyword or phrase it stands for (``wenn`` ->
    ``when``, ``mindestens`` -> ``at least``); for did-you-mean across languages."""
    out: dict[str, str] = {}
    for en, word in words_of(lang).items():
        out.setdefault(word, en)
    for en_words, words in phrases_of(lang).items():
        if len(words) == 1:
            out.setdefault(words[0], " ".join(en_words))
    for terminal, (english, _row) in TOKEN_PHRASES.items():
        phrase = token_phrase(terminal, lang)
        if " " not in phrase:
            out.setdefault(phrase, english)
    return out


def say(english: str, lang: str) -> str:
    """An English keyword or phrase (``when``, ``at least``, ``up to``) in ``lang``'s words."""
    if english in WORDS:
        return words_of(lang)[english]
    phrase = phrases_of(lang).get(tuple(english.split()))
    if phrase is not None:
        return " ".join(phrase)
    for terminal, (words, _row) in TOKEN_PHRASES.items():
        if words == english:
            return token_phrase(terminal, lang)
    return " ".join(words_of(lang).get(w, w) for w in english.split())


def languages_of(word: str) -> tuple[str, ...]:
    """The rule languages whose keywords include ``word`` (in RULE_LANGUAGES' order)."""
    return tuple(lang for lang in RULE_LANGUAGES if word in vocabulary(lang))
