"""`lopti lsp` in the client's language (issue 25): the editor's `locale` (LSP
`initialize`) chooses it unless `--lang` or `LOPTI_LANG` did; diagnostics carry the
translated message, hint and labels; a German, Dutch or Turkish keyword's hover says
which English keyword it stands for, in the editor's language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lsprotocol import types as lsp
from support.english import english_left, placeholders_left

from lopti_rules import i18n
from lopti_rules.language import lint_text
from lopti_rules.lsp.hover import hover_text
from lopti_rules.lsp.server import initialize, server, to_lsp

#: a German writer's first try: a Dutch `als` where `when` (German `wenn`) goes
TEXT = 'rule "Eights"\n  after play als play.rank is 8:\n    skip next player\n'


@pytest.fixture
def speak(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("LOPTI_LANG", raising=False)
    i18n.use(i18n.choose())  # no --lang given (an earlier command line may have given one)
    yield
    i18n.choose()  # no --lang given
    i18n.use("en")


@pytest.mark.parametrize(("locale", "lang"), [("de-DE", "de"), ("nl", "nl"),
                                              ("tr-TR", "tr"), ("zh-CN", "zh")])
def test_r_custom_1_the_editors_locale_speaks_in_the_diagnostics(
        locale: str, lang: str, speak: None) -> None:
    initialize(server, lsp.InitializeParams(capabilities=lsp.ClientCapabilities(),
                                            locale=locale))
    assert i18n.current() == lang
    diagnostics = lint_text(TEXT, "eights.lopti").diagnostics
    assert diagnostics
    for d in diagnostics:
        said = to_lsp(TEXT.splitlines(), d).message
        assert d.code not in said and "R-" in said  # the rule number stays as it is
        prose = said.replace(d.hint.removeprefix("did you mean: "), "")
        assert not english_left(prose, lang) and not placeholders_left(said), said


def test_the_flag_or_lopti_lang_wins_over_the_editors_locale(
        speak: None, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.use(i18n.choose("tr"))  # lopti --lang tr lsp
    initialize(server, lsp.InitializeParams(capabilities=lsp.ClientCapabilities(),
                                            locale="de"))
    assert i18n.current() == "tr"
    i18n.use(i18n.choose())
    monkeypatch.setenv("LOPTI_LANG", "nl")
    initialize(server, lsp.InitializeParams(capabilities=lsp.ClientCapabilities(),
                                            locale="de"))
    assert i18n.current() == "en"  # as the run chose; the editor's locale did not


def test_a_german_keyword_hovers_as_the_english_one_it_stands_for(speak: None) -> None:
    line = "  nach play wenn play.rank ist 8:"
    found = hover_text(line, line.index("wenn") + 1)
    assert found is not None
    text, start, end = found
    assert line[start:end] == "wenn"
    assert text.startswith("**`wenn`**: the German keyword for `when`")
    assert "docs/language.md" in text  # then what `when` does
    i18n.use("zh")
    text = hover_text(line, line.index("wenn") + 1)[0]  # type: ignore[index]
    assert text.startswith("**`wenn`**：德语中对应 `when` 的关键词")
    turkish = "  sonra play eğer play.rank ise 8:"
    found = hover_text(turkish, turkish.index("eğer") + 2)
    assert found is not None and turkish[found[1]:found[2]] == "eğer"
    assert "`when`" in found[0]
