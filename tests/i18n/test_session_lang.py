"""`lopti session` and `lopti book` in each language (issue 25): the session commands'
messages, `book show`, and the Markdown and HTML rule books, read with no English left
(a word check against the English catalog's msgids) and no raw placeholders; rule code,
names and what the table wrote stay as written. The English book stays byte for byte the
example in the repository (tests/cli/test_cli_session.py)."""

from __future__ import annotations

import html
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.english import english_left, placeholders_left
from support.paths import SESSIONS

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.language import shown_in
from lopti_rules.sessions import document, from_json

#: what the table wrote, in English on purpose: the rule names, the base rule's parameter,
#: the ruling's question and readings
TABLE_WORDS = re.compile(r"Seven says|Ace announces|Pickup sigh|swaps|friday|"
                         r"Does a blind 7 count\?|no: only 7s played from the hand")


def friday_lines() -> list[list[str]]:
    """The first session of examples/sessions/friday.sh, as lopti arguments."""
    lines = []
    for line in (SESSIONS / "friday.sh").read_text(encoding="utf-8").splitlines():
        if line.startswith("lopti session new saturday"):
            break
        if line.startswith("lopti "):
            lines.append(shlex.split(line.replace("$here", str(SESSIONS))
                                     .replace(' --db "$db"', ""))[1:])
    return lines


#: the rules' own lines (rule code is written in English keywords; the book shows it in
#: the table's keywords, language.shown_in)
CODE = {line.strip() for path in (SESSIONS / "rules").glob("*.lopti")
        for lang in ("en", "de", "nl", "tr")
        for line in shown_in(path.read_text(encoding="utf-8"), lang).splitlines()
        if line.strip()}


def left(text: str, lang: str) -> list[str]:
    text = "\n".join(line for line in text.splitlines() if line.strip() not in CODE)
    text = re.sub(r"```lopti\n.*?```", " ", text, flags=re.S)
    return english_left(TABLE_WORDS.sub(" ", text), lang) + placeholders_left(text)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
def test_r_session_1_a_whole_session_speaks_the_language(lang: str, tmp_path: Path) -> None:
    """Rounds, rules, a vote, a tie and its Roshambo, a deletion (R-SESSION-1, R-VOTE-2,
    R-ROSHAMBO-2), then `status`, `list`, `book show` and the exports."""
    db = str(tmp_path / "a.db")
    said = []
    lines = friday_lines()
    for args in [*lines[:8], ["session", "status"], *lines[8:-1], ["session", "status"],
                 lines[-1], ["session", "list"], ["book", "show"], ["book", "export"],
                 ["book", "export", "-f", "html", "-o", str(tmp_path / "b.html")]]:
        result = CliRunner().invoke(main, ["--lang", lang, *args, "--db", db],
                                    env={"COLUMNS": "200"})
        assert result.exit_code == 0, (args, result.output)
        said.append(result.output)
    out = "\n".join(said).replace(str(tmp_path), "…")  # the folder, no word
    assert not left(out, lang), left(out, lang)[:10]
    page = (tmp_path / "b.html").read_text(encoding="utf-8")
    assert f'<html lang="{"zh-Hans" if lang == "zh" else lang}">' in page
    body = re.sub(r"<pre.*?</pre>|<style>.*?</style>|<[^>]+>", " ", page, flags=re.S)
    assert not left(html.unescape(body), lang), left(html.unescape(body), lang)[:10]
    assert "R-VOTE-2" in out and "R-ROSHAMBO-2" in out  # rule numbers stay as they are


@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
def test_every_block_of_a_book_speaks_the_language(lang: str) -> None:
    """The whole friday book (setup-free session with every kind of line) block by block,
    as `book show`, the Markdown and the HTML book read it; rule code aside."""
    session = from_json((SESSIONS / "friday.json").read_text(encoding="utf-8"), "friday.json")
    with i18n.speaking(lang):
        blocks = document(session)
    texts = []
    for b in blocks:
        for field in ("text", "headers", "rows", "items"):
            if hasattr(b, field) and type(b).__name__ != "Code":
                texts.append(str(getattr(b, field)))
    assert len(texts) > 20
    found = [(t[:60], left(t, lang)) for t in texts if left(t, lang)]
    assert not found, found[:5]


def test_the_english_book_reads_as_before() -> None:
    session = from_json((SESSIONS / "friday.json").read_text(encoding="utf-8"), "friday.json")
    from lopti_rules.sessions import to_markdown

    assert to_markdown(session) == (SESSIONS / "friday.md").read_text(encoding="utf-8")
    with i18n.speaking("de"):
        german = to_markdown(session)
    assert german.startswith("# Regelbuch: friday (Sitzung 1)")
    assert "Roshambo zu Abstimmung 2: Di gegen Bo (Urheber), 16-14" in german
    assert to_markdown(session) == (SESSIONS / "friday.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
def test_r_custom_1_a_session_refuses_in_the_language(lang: str, tmp_path: Path) -> None:
    """What the session model refuses (R-CUSTOM-1, R-WIN-3, R-SESSION-1), one line and
    exit 2 as ever, in the table's language."""
    db = str(tmp_path / "a.db")

    def run(*args: str) -> tuple[int, str]:
        result = CliRunner().invoke(main, ["--lang", lang, *args, "--db", db])
        return result.exit_code, result.output

    assert run("session", "new", "friday", "--players", "Ann,Bo,Cy")[0] == 0
    refusals = [
        ("session", "rule", "add", str(SESSIONS / "rules" / "seven-says.lopti")),
        ("session", "round", "--winner", "Zed"),
        ("session", "round", "--winner", "Bo", "--order", "Ann,Bo"),
        ("session", "rule", "delete", "9", "--by", "Ann"),
    ]
    assert run("session", "end")[0] == 0
    refusals.append(("session", "deal"))
    for args in refusals:
        code, said = run(*args)
        assert code == 2 and len(said.strip().splitlines()) == 1, (args, said)
        said = said.replace(db, "DB").replace("Zed", "")
        assert not left(said, lang), (args, said)
