"""A rule book shows its rules in the table's keywords (issue 25: "the archive keeps the
canonical form, so a rule written in German shows in Dutch on the Dutch phone").

The archive keeps a rule in English keywords (``sessions/checks.canonical_source``);
``book show``, the Markdown and HTML book and the phone's rule book page (the same
blocks) show it in the keywords of the language in use: German, Dutch or Turkish
(Chinese rules are written in English keywords). R-CUSTOM-1: a rule is announced
whole, in words the table reads.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.language import shown_in

GERMAN = 'regel "Achten"\n  nach play wenn play.rank ist 8:\n    überspringe nächste spieler\n'
SHOWN = {"de": "nach play wenn play.rank ist 8:\n    überspringe nächste spieler",
         "nl": "na play als play.rank is 8:\n    overslaan volgende speler",
         "tr": "sonra play eğer play.rank ise 8:\n    atla sonraki oyuncu",
         "zh": "after play when play.rank is 8:\n    skip next player",
         "en": "after play when play.rank is 8:\n    skip next player"}


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A session whose first winner announced a rule written in German keywords."""
    home = tmp_path_factory.mktemp("book")
    db, rule = home / "a.db", home / "acht.lopti"
    rule.write_text(GERMAN, encoding="utf-8")
    runner = CliRunner()
    for args in (["session", "new", "Abend", "--players", "Anna,Ben,Cem"],
                 ["session", "round", "--winner", "Anna", "--order", "Anna,Ben,Cem"],
                 ["session", "rule", "add", str(rule), "--by", "Anna"]):
        done = runner.invoke(main, ["--lang", "de", *args, "--db", str(db)])
        assert done.exit_code == 0, done.output
    return db


@pytest.mark.parametrize("lang", sorted(SHOWN))
def test_r_custom_1_the_book_shows_a_german_rule_in_the_tables_keywords(
        archive: Path, lang: str) -> None:
    runner = CliRunner()
    shown = runner.invoke(main, ["--lang", lang, "book", "show", "--db", str(archive)])
    assert shown.exit_code == 0 and SHOWN[lang] in shown.output, shown.output
    md = runner.invoke(main, ["--lang", lang, "book", "export", "-f", "md",
                              "--db", str(archive)]).output
    assert SHOWN[lang] in md
    html = runner.invoke(main, ["--lang", lang, "book", "export", "-f", "html",
                                "--db", str(archive)]).output
    assert "<nav><p>Contents</p>" not in html or lang == "en"
    data = runner.invoke(main, ["--lang", lang, "book", "export", "-f", "json",
                                "--db", str(archive)]).output
    assert "after play when play.rank is 8" in data  # the archive's canonical form


def test_r_custom_1_shown_in_keeps_what_it_cannot_or_need_not_translate() -> None:
    assert shown_in(GERMAN, "nl") == GERMAN  # written in German: shown as written
    assert shown_in('rule "x"\n  after play\n', "de") == 'rule "x"\n  after play\n'  # no parse
    assert shown_in('rule "x"\n  after play:\n    skip next player\n', "zh") == \
        'rule "x"\n  after play:\n    skip next player\n'


def test_r_custom_1_a_session_refuses_a_german_rule_in_german(tmp_path: Path) -> None:
    """`session rule add` refuses a rule with the linter's problem in the table's language,
    the code it quotes in the rule's keywords (it said "unknown action 'zeiht 1 card'")."""
    db, rule = str(tmp_path / "a.db"), tmp_path / "zieh.lopti"
    rule.write_text('regel "Zieh"\n  nach play:\n    nächste spieler zeiht 1 karte\n',
                    encoding="utf-8")
    runner = CliRunner()
    for args in (["session", "new", "Abend", "--players", "Anna,Ben,Cem"],
                 ["session", "round", "--winner", "Anna", "--order", "Anna,Ben,Cem"]):
        assert runner.invoke(main, [*args, "--db", db]).exit_code == 0
    said = runner.invoke(main, ["--lang", "de", "session", "rule", "add", str(rule),
                                "--by", "Anna", "--db", db])
    assert said.exit_code != 0
    assert "LP903 unbekannte Aktion 'zeiht 1 karte' (R-CUSTOM-1)" in said.output, said.output
