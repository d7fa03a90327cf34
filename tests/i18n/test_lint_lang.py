"""`lopti --lang` and the lint report a table reads in its own language (R-CUSTOM-2 examples)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import each

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.language import ALL_CODES, reword

ROOT = Path(__file__).resolve().parents[2]
BLOCKING = ROOT / "examples" / "rejected" / "always-low.lopti"  # LP207, R-SPECIAL-10


def own_message(lang: str) -> str:
    """The LP207 message of BLOCKING as a table reading ``lang`` sees it: the check's own
    wording translated (report/templates.py), not the code's summary."""
    from lopti_rules.language import lint_text
    from lopti_rules.language.report import localized

    [found] = lint_text(BLOCKING.read_text(encoding="utf-8"), BLOCKING.name).diagnostics
    i18n.use(lang)
    try:
        said = localized.full_message(found)
    finally:
        i18n.use("en")
    assert said != found.message and "Always low" in said
    assert said != i18n.translations(lang).gettext(ALL_CODES["LP207"].summary)
    return said


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env=env)
    return result.exit_code, result.stdout, result.stderr


@each.parametrize(("lang", "words"), [
    ("de", ("Fehler", "siehe `lopti lint --explain LP207`",
            "1 Fehler und 0 Warnungen in 1 Datei gefunden.")),
    ("nl", ("fout", "zie `lopti lint --explain LP207`",
            "1 fout en 0 waarschuwingen gevonden in 1 bestand.")),
    ("tr", ("hata", "bkz. `lopti lint --explain LP207`",
            "1 dosya içinde 1 hata ve 0 uyarı bulundu.")),
    ("zh", ("错误", "详见 `lopti lint --explain LP207`",
            "在 1 个文件中发现 1 个错误和 0 个警告。")),
])
def test_R_SPECIAL_10_lint_report_frame_in_each_language(lang: str,
                                                          words: tuple[str, ...]) -> None:
    code, out, _ = run("--lang", lang, "lint", "--static-only", str(BLOCKING))
    assert code == 1
    for word in words:
        assert word in out
    assert own_message(lang) in out.splitlines()[0]  # the check's own, translated
    for english in ("see `lopti", "Found 1 error", " error ·", "hint:", "a single 10"):
        assert english not in out
    assert "LP207" in out and "R-SPECIAL-10" in out  # codes and rule numbers stay


def test_the_english_report_is_unchanged_by_the_catalogs() -> None:
    code, out, _ = run("--lang", "en", "lint", "--static-only", str(BLOCKING))
    assert code == 1
    assert "see `lopti lint --explain LP207`" in out
    assert out.rstrip().endswith("Found 1 error and 0 warnings in 1 file.")


def test_LOPTI_LANG_and_the_locale_choose_the_language_and_the_flag_wins() -> None:
    clean = str(ROOT / "examples" / "rules")
    assert "Alles in Ordnung" in run("lint", "--static-only", clean,
                                     env={"LOPTI_LANG": "de"})[1]
    assert "Alles in orde" in run("lint", "--static-only", clean,
                                  env={"LOPTI_LANG": "", "LC_ALL": "nl_BE.UTF-8"})[1]
    assert "Her şey temiz" in run("--lang", "tr", "lint", "--static-only", clean,
                                  env={"LOPTI_LANG": "de"})[1]


def test_counts_use_the_languages_number_format() -> None:
    out = run("--lang", "de", "lint", "--static-only", str(ROOT / "examples" / "rules"))[1]
    files = len(list((ROOT / "examples" / "rules").rglob("*.lopti")))
    assert f"{files} Dateien geprüft" in out


@pytest.mark.parametrize("env,flag", [({"LOPTI_LANG": "fr"}, []), ({}, ["--lang", "xx"])])
def test_an_unknown_language_is_a_one_line_error_and_exit_2(env: dict[str, str],
                                                         flag: list[str]) -> None:
    code, out, err = run(*flag, "lint", "--explain", "LP201", env=env)
    assert code == 2 and out == ""
    assert "Traceback" not in err
    if env:  # LOPTI_LANG: lopti's own one-line error
        assert err == "error: LOPTI_LANG: unknown language 'fr' (choose from en, de, nl, tr, zh)\n"
    else:  # --lang: click's usage error, as for every flag
        assert "Invalid value for '--lang': 'xx' is not one of 'en', 'de'" in err


def test_explain_page_in_dutch_keeps_the_code_and_shows_the_examples_in_dutch_keywords(
        ) -> None:
    code, out, _ = run("--lang", "nl", "lint", "--explain", "LP201")
    assert code == 0
    entry = ALL_CODES["LP201"]
    assert out.startswith("# LP201 blocking-wording\n")
    assert "**Houdt een basisgebeurtenis tegen** · fout · breekt R-CUSTOM-2" in out
    assert "## Samenvatting" in out and "## Waarom\n\nEigen regels voegen acties toe" in out
    assert entry.prefer not in out and entry.why not in out and "in het Engels" not in out
    assert reword(entry.prefer, "en", "nl") in out  # a Dutch table writes Dutch rules


@pytest.mark.parametrize("fmt", ["json", "sarif"])
def test_json_and_sarif_messages_in_turkish(fmt: str) -> None:
    code, out, _ = run("--lang", "tr", "lint", "--static-only", "--format", fmt, str(BLOCKING))
    assert code == 1
    doc = json.loads(out)
    said = own_message("tr")
    if fmt == "json":
        record = doc["diagnostics"][0]
        assert record["code"] == "LP207" and record["message"] == said
    else:
        result = doc["runs"][0]["results"][0]
        assert result["ruleId"] == "LP207" and result["message"]["text"].startswith(said)
        assert "İpucu: " in result["message"]["text"]


@pytest.mark.slow
def test_every_rejected_example_gets_a_chinese_message_for_each_code(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each message line of every rejected example, in Chinese, is the check's own message
    translated (its wording catalogued, report/templates.py), else the code's summary.
    Run as the README runs it, from the repository's root: the English run names each file
    as the other tests that read its static verdict do (``support.examples``), so it reads
    the verdict the run's first judgement kept instead of linting the folder again."""
    from lopti_rules.language.report.templates import translate

    monkeypatch.chdir(ROOT)
    args = ("lint", "--static-only", "--each", "--format", "json", "examples/rejected")
    code, out, _ = run("--lang", "zh", *args)
    _, english, _ = run("--lang", "en", *args)
    assert code == 1
    i18n.use("zh")
    records = json.loads(out)["diagnostics"]
    originals = json.loads(english)["diagnostics"]
    assert records and len(records) == len(originals)
    own = 0
    for record, original in zip(records, originals, strict=True):
        said = translate(original["message"])
        if said is not None:
            own += 1
            assert record["message"] == said
        else:
            assert record["message"].startswith(
                i18n.gettext(ALL_CODES[record["code"]].summary))
    assert own > len(records) // 4


def test_a_compiled_mo_is_read_when_there_is_one(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A wheel carries .mo files (hatch_build.py): they are read instead of the .po."""
    mo = tmp_path / "de" / "LC_MESSAGES" / "lopti.mo"
    mo.parent.mkdir(parents=True)
    mo.write_bytes(i18n.compile_po(i18n.catalog_path("de")).replace(
        b"Warnung", b"WARNUNG"))
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n.translations.cache_clear()
    try:
        i18n.use("de")
        assert i18n.gettext("warning") == "WARNUNG"
    finally:
        i18n.translations.cache_clear()
