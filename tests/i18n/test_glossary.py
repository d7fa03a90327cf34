"""docs/glossary.md: every term's words are the official cards' own words (R- numbers)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support import each

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
#: copies of the official cards and the digest (from the shared rules folder), so CI checks
#: the glossary from a clean clone
OFFICIAL = ROOT / "tests" / "data" / "official"
CARDS = {"de": "000_c312da23e2d196a9.txt", "zh": "001_5f3b18fd1167d8cc.txt",
         "nl": "003_cd8b74062ecc4f30.txt", "tr": "004_2c9cef5ac6102a41.txt"}
DIGEST = OFFICIAL / "RULES.md"
COLUMNS = ("term", "rule", "en", "de", "nl", "tr", "zh")


def glossary_rows() -> list[dict[str, str]]:
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == len(COLUMNS) and cells[0] not in ("term", "---"):
            rows.append(dict(zip(COLUMNS, cells, strict=True)))
    return rows


def test_the_glossary_has_a_row_for_the_cards_main_terms() -> None:
    terms = {r["term"] for r in glossary_rows()}
    assert {"pile", "clear", "bonus play", "pickup obligation", "rule vote",
            "creator", "Roshambo"} <= terms


def test_every_row_names_a_rule_of_the_digest() -> None:
    digest = DIGEST.read_text(encoding="utf-8")
    for row in glossary_rows():
        rule = row["rule"]
        family, number = re.fullmatch(r"(R-[A-Z]+)-(\d+)", rule).groups()  # type: ignore[union-attr]
        heading = re.search(rf"^## .*\({family}\)", digest, re.M)
        assert heading, f"{family} has no section in RULES.md"
        section = digest[heading.end():].split("\n## ", 1)[0]
        assert re.search(rf"^{number}\. ", section, re.M) or f"({rule})" in section, \
            f"{rule} is not in RULES.md"


@each.parametrize("lang", sorted(CARDS), size=60)
def test_R_each_term_is_the_cards_own_word(lang: str) -> None:
    card = (OFFICIAL / CARDS[lang]).read_text(encoding="utf-8").casefold()
    missing = [(row["term"], word) for row in glossary_rows()
               for word in row[lang].split(" / ") if word.casefold() not in card]
    assert not missing, f"not on the {lang} card: {missing}"


def test_the_english_words_are_the_digests() -> None:
    digest = DIGEST.read_text(encoding="utf-8").casefold()
    missing = [w for row in glossary_rows() for w in row["en"].split(" / ")
               if w.casefold() not in digest]
    assert not missing


#: rows whose English word has everyday meanings too ("out of every turn"): not checked
EVERYDAY = {"player out"}
#: English idioms in which a term's word is no term: "turn the direction round", "the other
#: way round", "goes round the table" (around), "a role held in turn" (one after another)
IDIOMS = re.compile(r"\b(?:direction round|round the table|other way round|"
                    r"(?:held|holds?|taken|takes?) in turn)\b", re.I)


def _prose(text: str) -> str:
    """``text`` without code spans, quoted examples (rule code keeps its English: ``'after
    clear when ...:'``, ``rule.clears``), ``{placeholders}``, rule numbers (``R-SESSION-3``
    names no session), the commands a message tells to type (``lopti session vote``) and
    the options (``--last-winner``, typed as they are in every language)."""
    return re.sub(r'`[^`]*`|"[^"]*"|\{[a-z_]*\}|(?<!\w)\'[^\']*\'(?!\w)|\b\w+\.(?:\w+\b|\*)|'
                  r'\bR-[A-Z]+(?:-\d+)?\b|\blopti [a-z]+(?: [a-z-]+)*|(?<!\w)--[a-z][a-z-]*',
                  " ", text)


@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
def test_translations_use_the_cards_words(lang: str) -> None:
    """Where an English message names a glossary term, its translation uses the card's
    word for it (longer terms first: a 'draw pile' is not checked as a 'pile')."""
    from babel.messages.pofile import read_po

    from lopti_rules import i18n

    with i18n.catalog_path(lang).open("rb") as fp:
        catalog = read_po(fp, locale=lang)
    rows = sorted((r for r in glossary_rows() if r["term"] not in EVERYDAY),
                  key=lambda r: -max(len(w) for w in r["en"].split(" / ")))
    wrong = []
    for m in catalog:
        if not m.id:
            continue
        english = IDIOMS.sub(" ", _prose(m.id if isinstance(m.id, str) else m.id[0]))
        translated = (m.string if isinstance(m.string, str) else m.string[0]).casefold()
        for row in rows:
            pattern = r"\b(" + "|".join(re.escape(w) for w in row["en"].split(" / ")) + r")\b"
            if re.search(pattern, english, re.I):
                english = re.sub(pattern, " ", english, flags=re.I)
                if not any(w.casefold() in translated for w in row[lang].split(" / ")):
                    wrong.append((row["term"], m.id))
    assert not wrong, f"{lang}: not the card's word: {wrong}"
