"""The docs' rule examples are linted, and the lint code pages match the code registry."""

from __future__ import annotations

import re

from support import each, marks
from support.paths import DOCS

from lopti_rules.engine.events import EVENT_NAMES
from lopti_rules.language.catalogue import vocabulary
from lopti_rules.language.lint.linter import lint_book
from lopti_rules.language.report import codes
from lopti_rules.tools import audit

BLOCK = re.compile(r"(?:<!--\s*expect:\s*([A-Z0-9 ]+?)\s*-->\s*\n)?```lopti\n(.*?)```", re.S)


def blocks() -> list[tuple[str, list[str], str]]:
    found = []
    for page in ("language.md", "tutorial.md"):
        text = (DOCS / page).read_text(encoding="utf-8")
        for i, m in enumerate(BLOCK.finditer(text)):
            found.append((f"{page}#{i}", sorted((m.group(1) or "").split()), m.group(2)))
    return found


@each.parametrize(("where", "want", "rule"), blocks(), ids=lambda x: str(x)[:24])
def test_docs_examples_lint_as_documented(where: str, want: list[str], rule: str) -> None:
    results = lint_book([(where, rule)])
    audit(results)  # as `lopti lint` does: some codes come from playing the book (LP504)
    result = results[0]
    assert sorted(d.code for d in result.diagnostics) == want, result.diagnostics


def test_docs_have_examples_of_both_kinds() -> None:
    found = blocks()
    assert len(found) >= 10
    assert any(want for _, want, _ in found) and any(not want for _, want, _ in found)


def test_language_reference_names_every_event_attribute_role_and_action() -> None:
    text = (DOCS / "language.md").read_text(encoding="utf-8")
    for event in EVENT_NAMES:
        assert f"`{event}`" in text, event
        for name, attr in vocabulary.event_attributes(event).items():
            if attr.type not in ("seat", "card", "cards"):
                assert f"{event}.{name}" in text, f"{event}.{name}"
    for ns, attrs in vocabulary.TABLE.items():
        for name in attrs:
            assert f"{ns}.{name}" in text, f"{ns}.{name}"
    for role in vocabulary.ROLES.values():
        assert role.phrase.split(" <")[0] in text, role.phrase
    for phrase in ("draws", "gives", "takes", "picks up the pile", "clear the pile", "skip",
                   "reverse direction", "next play must", "reveals their hand", "says", "does",
                   "plays roshambo with"):
        assert phrase in text, phrase


def _has_its_docs_page(code: str) -> None:
    page = DOCS / "lint" / f"{code}.md"
    assert page.read_text(encoding="utf-8") == codes.render_page(codes.CODES[code])


def test_each_code_has_its_docs_page() -> None:
    """Every code, in one test (support/each.py)."""
    assert each.check_each(list(codes.CODES), str, _has_its_docs_page) > 50


def test_lint_docs_index_lists_every_code() -> None:
    assert (DOCS / "lint" / "README.md").read_text(encoding="utf-8") == codes.render_index()


@each.parametrize("code", marks.slow_for(list(codes.CODES), str, {"LP915"}))
def test_each_code_page_avoid_example_triggers_it_and_prefer_is_clean(code: str) -> None:
    entry = codes.CODES[code]
    avoid, prefer = lint_book([("avoid.lopti", entry.avoid)]), lint_book([("prefer.lopti",
                                                                              entry.prefer)])
    audit(avoid)  # as `lopti lint` does: some codes come from playing the book (LP504)
    audit(prefer)
    assert code in [d.code for d in avoid[0].diagnostics]
    assert prefer[0].diagnostics == []
    assert entry.rule_ref.startswith("R-")


IMPORT = re.compile(r"^[ \t]*(from lopti_rules[\w.]* import [\w, ]+|import lopti_rules[\w.]*)$",
                    re.M)


def _doc_imports() -> list[str]:
    pages = [*sorted(DOCS.glob("*.md")), DOCS.parent / "README.md"]
    return sorted({m.group(1) for page in pages
                   for m in IMPORT.finditer(page.read_text(encoding="utf-8"))})


@each.parametrize("statement", _doc_imports(), size=60)
def test_every_import_the_docs_show_works(statement: str) -> None:
    """Issue 11: the layout moved modules; every name the docs tell users to import resolves."""
    exec(statement, {})  # noqa: S102 - a line of our own docs
