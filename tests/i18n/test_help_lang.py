"""`--help` in the table's language (issue 25): the `lopti` group's page and every page of
`lopti session`, `lopti book`, `lopti serve`, `lopti lsp`, `lopti lint`, `lopti fmt`,
`lopti simulate`, `lopti replay` and `lopti test` read in de/nl/tr/zh with no English
left (a word check against the English catalog's msgids) and no raw placeholder; what a
user types (command names, options, metavars, choices, defaults) and rule text quoted in
a help stay as they are (cli/helptext.py, TRANSLATED)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import click
import pytest
from click.testing import CliRunner
from support.english import english_left, placeholders_left

from lopti_rules.cli import main
from lopti_rules.cli.helptext import TRANSLATED

#: what a user types, in every language: options, metavars, a choice list, a command
#: name at the start of a row, a bracketed default
TYPED = re.compile(r"--?[\w-]+|\b[A-Z_]{2,}\b|\[[^\]\n]*\]|^\s{2}[a-z][\w-]*(?=\s{2,}|$)|"
                   r"\blopti-archive\.db\b|\.\.\.|"
                   r"^\S+ ?lopti(?: [a-z][\w-]*)*|\blopti\b", re.M)  # the usage line's command


def pages() -> Iterator[list[str]]:
    """The command lines of every catalogued help page: the group's, and each command's
    and subcommand's under TRANSLATED."""
    yield []
    ctx = click.Context(main)

    def walk(path: list[str], command: click.Command) -> Iterator[list[str]]:
        yield path
        if isinstance(command, click.Group):
            for name, sub in command.commands.items():
                yield from walk([*path, name], sub)

    for name in TRANSLATED:
        command = main.get_command(ctx, name)
        assert command is not None
        yield from walk([name], command)


PAGES = list(pages())
#: rule text quoted in a help ('last round's last place'), which click may wrap mid-quote
QUOTED = re.compile(r"(?<!\w)'[^'\[\]]*'(?!\w)")


def help_page(lang: str, path: list[str]) -> str:
    result = CliRunner().invoke(main, ["--lang", lang, *path, "--help"],
                                env={"COLUMNS": "100"}, prog_name="lopti")
    assert result.exit_code == 0, result.output
    return result.output


def test_the_catalogued_pages_are_every_command() -> None:
    # a new command's page needs its catalog
    assert set(TRANSLATED) == set(main.list_commands(click.Context(main)))
    assert ["session", "vote"] in PAGES and ["book", "export"] in PAGES
    assert ["session", "rule", "add"] in PAGES and ["lint"] in PAGES and len(PAGES) > 25


@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
def test_every_catalogued_help_page_speaks_the_language(lang: str) -> None:
    left = {}
    for path in PAGES:
        page = help_page(lang, path)
        typed = QUOTED.sub(" ", TYPED.sub(" ", page))
        found = english_left(typed, lang) + placeholders_left(page)
        if found:
            left[" ".join(path)] = found
    assert not left, left


def test_clicks_own_words_and_the_defaults_in_german() -> None:
    page = help_page("de", ["session", "vote"])
    assert page.startswith("Aufruf: lopti session vote [OPTIONS]")
    assert "Optionen:" in page and "[erforderlich]" in page
    assert "[Standard: now]" in page  # the value typed stays as it is
    assert "[Umgebungsvariable: LOPTI_ARCHIVE; Standard: lopti-archive.db]" in " ".join(
        page.split())  # (wrapped)
    english = help_page("en", ["session", "vote"])
    assert english.startswith("Usage: lopti session vote [OPTIONS]")
    assert "[required]" in english and "[default: now]" in english


def test_lang_before_help_speaks_on_the_groups_own_page() -> None:
    page = help_page("tr", [])
    assert page.startswith("Kullanım: lopti") and "Komutlar:" in page
    assert "Oturumları oyna ve kaydet" in page


def test_a_page_in_one_language_leaves_nothing_on_the_next_languages_page() -> None:
    # click makes a command's help option once and keeps it: its text is said per page
    first = help_page("de", ["lint"])
    assert "Diese Hilfe zeigen und beenden." in first
    later = help_page("tr", ["lint"])
    assert "Diese Hilfe" not in later and "Bu yardımı göster ve çık." in later
    assert "Show this message and exit." in help_page("en", ["lint"])
