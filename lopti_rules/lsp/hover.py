"""Hover texts: the word under the cursor explained by docs/language.md and the lint code pages.

One source of truth, not a copy: the texts are read from docs/language.md itself (its
tables, bullets and paragraphs; a wheel carries the page as ``lsp/language.md``) and from
``language.explain`` (docs/lint/LPxxx.md, or the page in the client's language), with the
vocabulary's own notes on attributes. Without the page, events, roles and attributes
still get the vocabulary's words.

In the client's language every text a hover shows passes :func:`said`: the entries of the
page a hover can reach, their section titles and the vocabulary's notes are catalog
entries, gathered by ``hovercatalog.extract`` (a Babel extractor that asks every hover
the vocabulary has, :func:`collected`); code spans and rule numbers stay as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from .. import i18n
from ..engine import EVENT_TYPES
from ..language import (
    CODES,
    ROLES,
    RULE_LANGUAGES,
    TABLE,
    WORD_CLASSES,
    event_attributes,
    explain,
    meanings,
    page_in,
)

_CODE = re.compile(r"`([^`]+)`")
#: a word (letters of any script: German ``für``, Turkish ``eğer``), ``ns.attr``, a code
_WORD_AT = re.compile(r"[^\W\d]\w*(?:\.[^\W\d]\w*)?|LP[0-9]{3}|[0-9]+")
_RANKS = {"J": "Jack (11)", "Q": "Queen (12)", "K": "King (13)", "A": "Ace (14)",
          "Jack": "Jack (11)", "Queen": "Queen (12)", "King": "King (13)", "Ace": "Ace (14)"}
#: the texts :func:`said` was asked for while :func:`collected` runs, else None
_asked: list[str] | None = None


def said(text: str) -> str:
    """``text`` (a page's entry, a section title, a note of the vocabulary) in the client's
    language: its catalog entry, else as written."""
    if _asked is not None:
        _asked.append(text)
    return i18n.gettext(text) if text else text


@dataclass(frozen=True, slots=True)
class Entry:
    """A table row, bullet or paragraph of the page, with the code spans that name it."""

    section: str
    keys: tuple[str, ...]
    text: str


def docs_page() -> str:
    """docs/language.md: shipped in the wheel as ``lopti_rules/lsp/language.md``, else read
    from the checkout; "" when neither is there."""
    shipped = resources.files(__package__).joinpath("language.md")
    if shipped.is_file():
        return shipped.read_text(encoding="utf-8")
    checkout = Path(__file__).resolve().parents[2] / "docs" / "language.md"
    return checkout.read_text(encoding="utf-8") if checkout.is_file() else ""


@cache
def entries() -> tuple[Entry, ...]:
    """The page cut into entries: table rows (keyed by their first cell's code), bullets
    (by their first code span) and paragraphs (by all their code spans)."""
    out: list[Entry] = []
    section = ""
    header: list[str] = []
    in_fence = False
    paragraph: list[str] = []
    bullet = False  # the paragraph is a bullet: keyed by its first code span only

    def end_paragraph() -> None:
        if paragraph:
            text = " ".join(paragraph)
            spans = tuple(_CODE.findall(text))
            out.append(Entry(section, spans[:1] if bullet else spans, text))
            paragraph.clear()

    for line in docs_page().splitlines():
        if line.startswith("```"):
            in_fence = not in_fence
            end_paragraph()
            continue
        if in_fence:
            continue
        if line.startswith("#"):
            end_paragraph()
            section = line.lstrip("#").strip()
            header = []
        elif line.startswith("|"):
            end_paragraph()
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not header:
                header = cells
            elif not set(cells[0]) <= set("-: "):
                text = " — ".join(c for c in cells if c)
                out.append(Entry(section, tuple(_CODE.findall(cells[0])), text))
        elif line.startswith("- "):
            end_paragraph()
            bullet = True
            paragraph.append(line[2:].strip())
        elif not line.strip():
            end_paragraph()
            header = []
        else:
            if not paragraph:
                bullet = False
            paragraph.append(line.strip())
    end_paragraph()
    return tuple(out)


def _tokens(key: str) -> list[str]:
    return re.findall(r"[A-Za-z_][A-Za-z0-9_.]*", re.sub(r"<[^>]*>", " ", key))


#: Sections that mention words in passing (a typo's fix, a limit, a timing), never the
#: place that explains a word: a hover is taken from them only when nothing else names it.
ASIDES = ("Typos and phone typing", "Suppressing a warning", "Limits on the input",
          "How fast", "What blocking means", "Games that never end", "Loops between hooks",
          "Roles pinned by their conditions")


def _find(word: str, sections: tuple[str, ...], *, only: bool = False) -> Entry | None:
    """The entry that explains ``word``: in the entries of ``sections`` (title prefixes)
    first, then the rest of the page, then its asides (:data:`ASIDES`); within each, an
    exact key before a key holding the word, before an entry naming it in passing.
    ``only``: in ``sections`` alone."""
    preferred = [e for e in entries() if e.section.startswith(sections)]
    rest = [e for e in entries() if not e.section.startswith(sections)]
    groups = (preferred, [e for e in rest if not e.section.startswith(ASIDES)],
              [e for e in rest if e.section.startswith(ASIDES)])
    for group in groups[:1] if only else groups:
        for test in (lambda k: k == word, lambda k: word in _tokens(k)):
            for entry in group:
                if any(test(k) for k in entry.keys):
                    return entry
        for entry in group:  # named in passing: `after <event>` beside `before <event>`
            if any(word in _tokens(span) for span in _CODE.findall(entry.text)):
                return entry
    return None


def word_at(line: str, character: int) -> tuple[str, int, int] | None:
    """The word (``ns.attr``, an ``LP`` code, a number) under character ``character``
    of ``line``, with its start and end; None off a word."""
    for m in _WORD_AT.finditer(line):
        if m.start() <= character <= m.end():
            return m.group(0), m.start(), m.end()
    return None


def hover_text(line: str, character: int) -> tuple[str, int, int] | None:
    """Markdown for the word under the cursor, with the word's span; None for no word or
    nothing to say."""
    found = word_at(line, character)
    if found is None:
        return None
    word, start, end = found
    if "." in word and character > start + word.index("."):
        text = _attribute(word)
    else:
        text = _word(word.split(".")[0], line[:start])
    return (text, start, end) if text else None


def _entry_text(entry: Entry | None) -> str:
    return f"*{said(entry.section)}* (docs/language.md)\n\n{said(entry.text)}" if entry else ""


def _attribute(word: str) -> str:
    namespace, name = word.split(".", 1)
    attr = TABLE.get(namespace, {}).get(name) or event_attributes(namespace).get(name)
    head = f"**`{word}`**"
    if attr is not None:
        kind = _typed(attr.type) + (f" ({', '.join(f'`{c}`' for c in attr.choices)})"
                                    if attr.choices else "")  # the words a rule writes
        head += i18n.gettext(": {kind}").format(kind=kind) + (
            i18n.gettext(", {doc}").format(doc=said(attr.doc)) if attr.doc else "")
    entry = _find(word, ("The table",)) if namespace in TABLE else _find(namespace, ("Events",))
    if attr is None and entry is None:
        return ""
    return head + ("\n\n" + _entry_text(entry) if entry else "")


def _typed(kind: str) -> str:
    """An attribute's type (``number``, ``rank``) in the client's language (told apart from
    the same word in a message by its context)."""
    words = {"number": i18n.pgettext("attribute type", "number"),
             "rank": i18n.pgettext("attribute type", "rank"),
             "truth": i18n.pgettext("attribute type", "truth"),
             "word": i18n.pgettext("attribute type", "word"),
             "card": i18n.pgettext("attribute type", "card"),
             "cards": i18n.pgettext("attribute type", "cards"),
             "seat": i18n.pgettext("attribute type", "seat")}
    return words.get(kind, kind)


#: Where a keyword is explained, when not under "Control flow" or "Values".
KEYWORD_SECTIONS: dict[str, tuple[str, ...]] = {
    "rule": ("The Lopti rule language",), "after": ("The Lopti rule language", "Events"),
    "before": ("The Lopti rule language", "Events"), "when": ("The Lopti rule language",),
    "instead": ("Events", "Actions"), "count": ("Counting and memory",),
}


def _word(word: str, before: str) -> str:
    if re.fullmatch(r"LP[0-9]{3}", word):
        code = CODES.get(word)
        return explain(word) if code is not None else ""  # in the client's language
    if word in _RANKS:
        return i18n.gettext("**`{word}`**: the rank {rank}; ranks are written 2-10, J, Q, K, "
                            "A").format(word=word, rank=said(_RANKS[word]))
    if word in EVENT_TYPES and (re.search(r"\b(before|after)\s+$", before)
                                or word not in WORD_CLASSES["action"]):
        return (i18n.gettext("**`{word}`**: a base event").format(word=word) + "\n\n"
                + _entry_text(_find(word, ("Events",))))
    if word in WORD_CLASSES["role"]:
        info = ROLES.get(word)
        head = (i18n.gettext("**`{word}`**: a role, {doc}").format(word=word, doc=said(info.doc))
                if info else i18n.gettext("**`{word}`**: a role").format(word=word))
        return head + "\n\n" + _entry_text(_find(word, ("Players",)))
    if word in WORD_CLASSES["action"]:
        stem = word[:-1] if word.endswith("s") and word[:-1] in WORD_CLASSES["action"] else word
        variants = (word, stem, stem + "s")  # "pick" is explained as "picks up the pile"
        entry = next((e for e in (_find(v, ("Actions",), only=True) for v in variants) if e),
                     None) or _find(word, ("Actions",))
        return _entry_text(entry)
    if word in WORD_CLASSES["keyword"] or word in WORD_CLASSES["operator"]:
        return _entry_text(_find(word, KEYWORD_SECTIONS.get(word, ("Control flow", "Values"))))
    return _foreign(word, before)


def _foreign(word: str, before: str) -> str:
    """A keyword of a German, Dutch or Turkish rule (``wenn``): which English keyword it
    stands for, said in the editor's language, then that keyword's own explanation, its
    rule code in the keywords of the rule's language (```überspringe <player>```)."""
    for lang in RULE_LANGUAGES[1:]:
        english = meanings(lang).get(word)
        if english is None or english == word:
            continue
        head = i18n.gettext("**`{word}`**: the {language} keyword for `{english}`").format(
            word=word, language=i18n.gettext(LANGUAGE_NAMES[lang]), english=english)
        explained = page_in(_word(english.split()[0], before), lang)  # its code in lang
        return head + ("\n\n" + explained if explained else "")
    return ""


#: each rule language's name, as the messages say it ("German", translated)
LANGUAGE_NAMES = {"de": i18n.N_("German"), "nl": i18n.N_("Dutch"), "tr": i18n.N_("Turkish")}


def collected() -> list[str]:
    """Every text :func:`said` is asked for by a hover the vocabulary has (every keyword,
    event, role, action, operator, constant and rank, before an event or not, and every
    attribute), in order, each once: what the catalogs must hold (``hovercatalog``)."""
    global _asked
    words = sorted({w for kind in WORD_CLASSES.values() for w in kind} | set(EVENT_TYPES)
                   | set(_RANKS))
    attributes = sorted({f"{ns}.{name}" for ns in TABLE for name in TABLE[ns]}
                        | {f"{event}.{name}" for event in EVENT_TYPES
                           for name in event_attributes(event)})
    _asked = []
    try:
        for word in words:
            for before in ("", "after "):
                _word(word, before)
        for word in attributes:
            _attribute(word)
        return list(dict.fromkeys(t for t in _asked if t))
    finally:
        _asked = None
