"""The message catalogs (lopti_rules/i18n/locale): complete, current and consistent in all
five languages, and what the library and the command line do with them."""

from __future__ import annotations

import functools
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from support import each

from lopti_rules import i18n

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != "en"]


@functools.cache
def extracted() -> frozenset[str | tuple[str, ...]]:
    """Every msgid the sources hold now, extracted as ``pybabel extract`` does (babel.cfg):
    once a process, when a test first asks (not while every xdist worker collects)."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as fp:
        method_map, options_map = parse_mapping_cfg(fp)
    ids: set[str | tuple[str, ...]] = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
            ROOT, method_map, options_map):
        ids.add(message if isinstance(message, str) else tuple(message))
    return frozenset(ids)


def catalog(lang: str) -> Catalog:
    with i18n.catalog_path(lang).open("rb") as fp:
        return read_po(fp, locale=lang)


def ids_of(cat: Catalog) -> set[str | tuple[str, ...]]:
    return {m.id if isinstance(m.id, str) else tuple(m.id) for m in cat if m.id}


def fields(text: str) -> list[str]:
    return sorted(name for _lit, name, _spec, _conv in string.Formatter().parse(text)
                  if name is not None)


def kept(text: str) -> list[str]:
    """What every language writes as it is: code spans (a quoted example name in one may be
    translated: `rule "Name"`), lint codes and rule numbers."""
    return sorted(re.sub(r'"[^"]*"', '"..."', kept)
                  for kept in re.findall(r"`[^`]*`|\bL[PS]\d+\b|\bR-[A-Z]+-\d+\b", text))


@pytest.mark.slow  # over a second of CPU (session 16's probe)
def test_the_template_is_current() -> None:
    with (i18n.LOCALE_DIR / "lopti.pot").open("rb") as fp:
        template = read_po(fp)
    assert ids_of(template) == extracted(), "run pybabel extract (docs/i18n.md)"


def test_the_sources_have_messages_and_the_registry_is_in_them() -> None:
    from lopti_rules.language import ALL_CODES

    assert {c.summary for c in ALL_CODES.values()} <= extracted()
    assert ("{n} error", "{n} errors") in extracted()


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_entry_is_missing_or_stale(lang: str) -> None:
    cat = catalog(lang)
    have, source = ids_of(cat), extracted()
    assert not source - have, f"missing in {lang} (pybabel update): {source - have}"
    assert not have - source, f"stale in {lang}: {have - source}"
    assert not cat.obsolete, f"obsolete entries in {lang}: {list(cat.obsolete)}"


def _entries(lang: str) -> list[Message]:
    return [m for m in catalog(lang) if m.id]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_entry_is_translated_and_not_fuzzy(lang: str) -> None:
    for m in _entries(lang):
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(strings), f"untranslated in {lang}: {m.id!r}"
        assert not m.fuzzy, f"fuzzy in {lang}: {m.id!r}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_placeholders_codes_and_rule_numbers_agree(lang: str) -> None:
    for m in _entries(lang):
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for text in strings:
            if "python-brace-format" in m.flags:  # a text that is .format()ted
                assert fields(text) == fields(ids[-1]), f"{lang}: placeholders of {ids[-1]!r}"
            assert kept(text) == kept(ids[-1]), f"{lang}: codes or spans of {ids[-1]!r}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translators_tools_find_no_error_in_the_catalog(lang: str) -> None:
    """What `msgfmt --check` and Poedit check (Babel's checkers): no msgid reads as a
    printf-style format (a "95%" or "40 %" in a msgid is one: "% c", "% o"), since every
    message is formatted with `str.format` and the tools then reject the translation."""
    problems = [(m.id, [str(e) for e in errors]) for m, errors in catalog(lang).check()]
    assert problems == []
    assert not [m.id for m in catalog(lang) if "python-format" in m.flags]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_plural_forms_are_babels_for_the_language(lang: str) -> None:
    cat = catalog(lang)
    number, expression = tuple(get_plural(lang))
    assert cat.plural_forms == f"nplurals={number}; plural={expression};"
    for m in _entries(lang):
        if isinstance(m.id, tuple):
            assert len(m.string) == number, f"{lang}: {m.id!r} needs {number} forms"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_language_speaks_from_its_po_file(lang: str) -> None:
    """Without a compiled .mo (a checkout), the .po is compiled in memory."""
    i18n.use(lang)
    try:
        for m in _entries(lang):
            if isinstance(m.id, str) and m.context:  # a stored word: pgettext("vote", ...)
                assert i18n.pgettext(m.context, m.id) == m.string
            elif isinstance(m.id, str):
                assert i18n.gettext(m.id) == m.string
            else:
                assert i18n.ngettext(m.id[0], m.id[1], 1) == m.string[0]
    finally:
        i18n.use("en")


def test_plural_rules_pick_the_form() -> None:
    i18n.use("nl")
    try:
        assert i18n.ngettext("{n} error", "{n} errors", 1) == "{n} fout"
        assert i18n.ngettext("{n} error", "{n} errors", 2) == "{n} fouten"
    finally:
        i18n.use("en")
    assert i18n.ngettext("{n} error", "{n} errors", 0) == "{n} errors"


@each.parametrize(("lang", "shown"), [("en", "1,234,567"), ("de", "1.234.567"),
                                             ("nl", "1.234.567"), ("tr", "1.234.567"),
                                             ("zh", "1,234,567")])
def test_numbers_are_written_as_the_language_writes_them(lang: str, shown: str) -> None:
    i18n.use(lang)
    try:
        assert i18n.number(1234567) == shown
    finally:
        i18n.use("en")


@each.parametrize(("flag", "env", "lang"), [
    ("tr", {"LOPTI_LANG": "de", "LC_ALL": "nl_NL.UTF-8"}, "tr"),
    (None, {"LOPTI_LANG": "de", "LC_ALL": "nl_NL.UTF-8"}, "de"),
    (None, {"LC_ALL": "nl_NL.UTF-8", "LANG": "de_DE.UTF-8"}, "nl"),
    (None, {"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "de_DE.UTF-8"}, "zh"),
    (None, {"LANG": "tr_TR.UTF-8"}, "tr"),
    (None, {"LANG": "zh-Hans-CN"}, "zh"),
    (None, {"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),
    (None, {"LANG": "fr_FR.UTF-8"}, "en"),
    (None, {}, "en"),
], size=60)
def test_the_language_is_the_flag_then_LOPTI_LANG_then_the_locale(
        flag: str | None, env: dict[str, str], lang: str) -> None:
    assert i18n.choose(flag, env) == lang


def test_an_unknown_LOPTI_LANG_is_a_clear_error() -> None:
    from lopti_rules.errors import InputError

    with pytest.raises(InputError, match="LOPTI_LANG: unknown language 'fr'"):
        i18n.choose(None, {"LOPTI_LANG": "fr"})
