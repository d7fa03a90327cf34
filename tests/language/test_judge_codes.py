"""The free-text judge asked for some codes only (issue 23, session 41): the same findings.

A rule's name keeps the procedures' codes (R-VOTE-8, R-CUSTOM-5: LP707-LP709; a name
written as a sentence the harm and person codes too, R-CUSTOM-3, R-CUSTOM-4), so
language/analysis/checks/harm.py asks ``judge(name, None, kept)``, which does not run a
reading none of whose codes it keeps (text/text_readings.py, and the code
gates of a sentence). Pinned here against the slow path on a sample of the corpus: every
rule name, count name and ``says``/``does`` text of every 50th file of the examples and the
test data, in the five languages.
- the judge of some codes finds exactly the whole judge's findings of those codes;
- each reading of the whole text finds only the codes it declares, so a reading added
  with its codes left out, or a code added to a reading, fails here instead of being
  skipped silently for a name;
- a search textnorm.searched skips (the text lacks every gram a match of the pattern
  needs) would have found nothing, for every pattern of the judge's modules.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from support import each

from lopti_rules.errors import LoptiError
from lopti_rules.language import parse
from lopti_rules.language.analysis.checks.harm import _NAME_CODES, _SENTENCE_CODES
from lopti_rules.language.text import harm, text_readings
from lopti_rules.language.text.names import judge_name
from lopti_rules.language.text.quotes import quoted
from lopti_rules.language.text.textnorm import asked, grams, read, searched
from lopti_rules.language.tree import nodes

ROOT = Path(__file__).resolve().parents[2]


@cache
def _corpus() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the names, the texts) of every 50th ``.lopti`` of the examples and the test data."""
    files = [p for folder in (ROOT / "examples", ROOT / "tests" / "data")
             for p in sorted(folder.rglob("*.lopti"))][::50]
    names: set[str] = set()
    texts: set[str] = set()
    for path in files:
        try:
            book = parse(path.read_text(encoding="utf-8"), path.name)
        except (LoptiError, UnicodeDecodeError, RecursionError):
            continue
        for node in book.walk():
            if isinstance(node, nodes.Rule):
                names.update(n for n in (node.name, *(c.name for c in node.counts)) if n.strip())
            elif isinstance(node, nodes.Say):
                texts.add(node.text.value)
    return tuple(sorted(names)), tuple(sorted(texts))


def test_corpus_sample_is_wide() -> None:
    names, texts = _corpus()
    assert len(names) > 100 and len(texts) > 50


@pytest.mark.parametrize("kept", [_NAME_CODES, _NAME_CODES | _SENTENCE_CODES,
                                  _NAME_CODES | _SENTENCE_CODES | {"LP716"}],
                         ids=["label", "sentence", "later-session"])
def test_a_judge_of_some_codes_finds_what_the_whole_judge_finds_of_them_R_VOTE_8(
        kept: frozenset[str]) -> None:
    names, texts = _corpus()
    for text in (*names, *texts):
        whole = tuple(f for f in harm.judge(text) if f.code in kept)
        assert harm.judge(text, None, kept) == whole, text
    for name in names:
        whole = tuple(f for f in judge_name(name) if f.code in kept)
        assert judge_name(name, kept) == whole, name


def test_each_reading_of_the_whole_text_finds_only_its_declared_codes_R_CUSTOM_3() -> None:
    names, texts = _corpus()
    for text in (*names, *texts):
        reading = read(text)
        said = tuple(quoted(s) for s in reading.sentences)
        for declared, reader in text_readings.READINGS:
            found = {code for code, _, _ in reader(reading, said, asked(text), text)}
            assert found <= declared, (text, found - declared)


def _patterns() -> list[re.Pattern[str]]:
    """Every pattern a module of the free-text judge holds at its top level (or in a
    table there), and the reminders' rows."""
    import importlib
    import pkgutil

    from lopti_rules.language import text as package
    from lopti_rules.language.text import reminder_table

    found: dict[int, re.Pattern[str]] = {}
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for value in vars(module).values():
            for item in (value if isinstance(value, tuple | list) else (value,)):
                if isinstance(item, re.Pattern) and isinstance(item.pattern, str):
                    found[id(item)] = item
    for row in reminder_table.ROWS:
        for part in reminder_table.compiled(row, True):
            found[id(part)] = part
    return list(found.values())


def test_a_search_skipped_by_its_grams_would_have_found_nothing_R_CUSTOM_3() -> None:
    """textnorm.searched skips a search when the text lacks every gram a match needs:
    on the sample's sentences (folded, and their Chinese), for every pattern of the
    judge's modules, the same answer as the search itself."""
    names, texts = _corpus()
    said = sorted({s for t in (*names, *texts) for sentence in read(t).sentences
                   for s in (sentence.folded, sentence.cjk) if s})[::2]
    patterns = _patterns()
    assert len(patterns) > 300
    skipped = 0
    for pattern in patterns:
        for text in said:
            slow = pattern.search(text)
            fast = searched(pattern, text)
            assert (fast is None) == (slow is None), (pattern.pattern[:80], text)
            assert fast is None or fast.span() == slow.span()
            skipped += grams(pattern) is not None and fast is None
    assert skipped > len(patterns) * len(said) // 2  # the grams do skip most searches


@each.parametrize(("pattern", "needed"), [
    (r"\bvot\w*|\w*stemming\w*|\boyla\w*", {"vot", "ste", "oyl"}),
    (r"\w+(?:amaz|emez)\b", {"ama", "eme"}),
    (r"(?:the )?winner", {"win"}),
    (r"d[oö]rt", {"dor", "dör"}),
    (r"不|没|沒", {"不", "没", "沒"}),
    (r"a?", None), (r"(?i)abc", None), (r"\d+号位|(?<=座位)\d+", None), (r"[a-z]+", None),
], size=60)
def test_grams_are_what_every_match_holds(pattern: str, needed: set[str] | None) -> None:
    assert grams(re.compile(pattern)) == (None if needed is None else frozenset(needed))
