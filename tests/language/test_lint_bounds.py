"""Bounded input (issue 13): any text lints to diagnostics, in work proportional to its size.

Huge numbers are LP915 at the token (never ``int()`` of thousands of digits), a text over
``codes.MAX_SOURCE_CHARS`` is LP926, error recovery re-parses a bounded amount, duplicate
hooks are found by key, folder scans never follow a link out of the folder, and the text
report escapes control characters (R-CUSTOM-1: a rule is announced whole and readable).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import each

from lopti_rules.cli import main
from lopti_rules.language import RuleSyntaxError, parse
from lopti_rules.language.lint.linter import collect_files, lint_text, read_rule_file, render
from lopti_rules.language.report import codes, diagnostics
from lopti_rules.language.syntax import parser

HOOK = 'rule "Big"\n  after play when play.rank is 8:\n'


@pytest.mark.parametrize("digits", [21, 4300, 5000, 100_000])
@each.parametrize("where", ["condition", "count", "seat"], size=60)
def test_r_custom_1_a_number_of_thousands_of_digits_is_lp915_not_a_traceback(
        digits: int, where: str) -> None:
    big = "9" * digits
    text = {"condition": f'rule "Big"\n  after play when play.rank is {big}:\n'
                         "    skip next player\n",
            "count": HOOK + f"    next player draws {big} cards\n",
            "seat": HOOK + f"    player {big} draws 1 card\n"}[where]
    result = lint_text(text)
    assert [d.code for d in result.diagnostics] == ["LP915"] and result.book is None
    (d,) = result.diagnostics
    line = text.splitlines()[d.line - 1]
    assert line[d.column - 1:d.end_column - 1] == big  # the span is the number's token
    assert f"{digits:,} digits" in d.message
    with pytest.raises(RuleSyntaxError, match="LP915"):
        parse(text)


def test_every_long_number_of_a_file_is_reported_and_leading_zeros_do_not_count() -> None:
    text = HOOK + f"    next player draws {'7' * 30} cards\n    player {'8' * 40} draws 1 card\n"
    assert [(d.code, d.line) for d in lint_text(text).diagnostics] == [("LP915", 3),
                                                                      ("LP915", 4)]
    zeros = HOOK + f"    next player draws {'0' * 5000}2 cards\n"
    result = lint_text(zeros)
    assert result.ok and result.book is not None
    assert result.book.rules[0].hooks[0].body[0].count.value == 2  # type: ignore[attr-defined]
    # 8..20 digits still reach the validator's LP915, with the rest of the book checked
    result = lint_text(HOOK + "    next player draws 123456789 cards\n    cancel the play\n")
    assert [d.code for d in result.diagnostics] == ["LP915", "LP201"] and result.book


def test_r_custom_3_text_over_the_cap_is_lp926_and_nothing_else() -> None:
    cap = codes.MAX_SOURCE_CHARS
    clean = HOOK + "    skip next player\n"
    under = clean + "#" * (cap - len(clean) - 1) + "\n"
    assert len(under) == cap and lint_text(under).ok
    over = under + "#"
    result = lint_text(over)
    assert [d.code for d in result.diagnostics] == ["LP926"] and result.book is None
    with pytest.raises(RuleSyntaxError, match="LP926"):
        parse(over)


@pytest.mark.slow
def test_a_huge_file_is_read_only_up_to_the_cap_and_never_formatted(tmp_path: Path) -> None:
    path = tmp_path / "huge.lopti"
    body = (HOOK + "    skip next player\n") * (4 * codes.MAX_SOURCE_CHARS // len(HOOK))
    path.write_text(body, encoding="utf-8")
    text = read_rule_file(path)
    assert len(text) == codes.MAX_SOURCE_CHARS + 1 and body.startswith(text)
    done = CliRunner().invoke(main, ["lint", str(path)])
    assert done.exit_code == 1 and "LP926" in done.stdout
    done = CliRunner().invoke(main, ["fmt", str(path)])
    assert done.exit_code == 2 and "LP926" in done.stderr
    assert path.read_text(encoding="utf-8") == body  # nothing was rewritten


def test_read_rule_file_keeps_text_mode_line_ends(tmp_path: Path) -> None:
    path = tmp_path / "crlf.lopti"
    path.write_bytes(b'\xef\xbb\xbfrule "x"\r\n  after play:\r    skip next player\r\n')
    assert read_rule_file(path) == 'rule "x"\n  after play:\n    skip next player\n'


def _broken_book(rules: int) -> str:
    one = ('rule "R{}"\n  after play when play.rank is 8\n    skip next player\n'
           "  after clear:\n    next player draws\n")
    return "".join(one.format(i) for i in range(rules))


def test_recovery_reads_a_bounded_multiple_of_the_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every rule of a 300 KB book has two mistakes: the parses together read at most
    (2 + RECOVERY_FACTOR) times the text plus the floor, and mistakes are found all
    through the file, not only near its start."""
    text = _broken_book(3000)
    read: list[int] = []
    real = parser._parse_tree

    def counting(t: str, lang: str = "en") -> object:
        read.append(len(t))
        return real(t, lang)

    monkeypatch.setattr(parser, "_parse_tree", counting)
    book, found = parser.parse_collect(text)
    assert book is None and len(found) == parser.MAX_SYNTAX_ERRORS
    assert sum(read) <= (2 + parser.RECOVERY_FACTOR) * len(text) + parser.RECOVERY_FLOOR
    assert max(read) == len(text)  # the whole text was parsed once, chunks after that
    assert len(read) < 3 * parser.MAX_SYNTAX_ERRORS + 2


@pytest.mark.slow
def test_recovery_reports_mistakes_in_later_rules_at_their_lines() -> None:
    text = 'rule "A"\n  after play:\n    skip next player\n' * 2000 + _broken_book(2)
    book, found = parser.parse_collect(text)
    assert book is None
    assert [(d.code, d.line) for d in found] == [("LP102", 6002), ("LP106", 6005),
                                                 ("LP102", 6007), ("LP106", 6010)]


#: what LP506 adds to the place it names
DOUBLES = ": a second copy doubles that rule's effect (R-VOTE-4)"


def test_r_vote_4_a_hook_repeated_across_rules_is_lp506_once_per_repeat() -> None:
    hook = "  after play when play.rank is 8:\n    skip next player\n"
    text = (f'rule "A"\n{hook}{hook}' f'rule "B"\n{hook}'
            f'rule "C"\n  after play when play.rank is 9:\n    skip next player\n{hook}')
    found = [(d.line, d.message) for d in lint_text(text).diagnostics if d.code == "LP506"]
    assert found == [(7, f'this hook repeats one in rule "A" (line 2){DOUBLES}'),
                     (12, f'this hook repeats one in rule "A" (line 2){DOUBLES}')]
    # within one rule a repeat is not LP506; the first other rule is named
    text = f'rule "A"\n{hook}rule "B"\n{hook}{hook}'
    found = [(d.line, d.message) for d in lint_text(text).diagnostics if d.code == "LP506"]
    assert found == [(5, f'this hook repeats one in rule "A" (line 2){DOUBLES}'),
                     (7, f'this hook repeats one in rule "A" (line 2){DOUBLES}')]


def test_the_text_report_splits_the_file_once(monkeypatch: pytest.MonkeyPatch) -> None:
    text = (HOOK + "    next player draws 60 cards\n") * 50
    result = lint_text(text)
    assert len(result.diagnostics) >= 50
    calls: list[int] = []
    real = diagnostics.source_lines

    def counting(t: str) -> list[str]:
        calls.append(1)
        return real(t)

    monkeypatch.setattr("lopti_rules.language.lint.output.source_lines", counting)
    monkeypatch.setattr(diagnostics, "source_lines", counting)
    render([result], "text")
    assert len(calls) == 1


# ---------------------------------------------------------------- links out of a folder


def test_a_folder_scan_never_follows_a_link_out_of_the_folder(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.lopti").write_text(HOOK + "    skip next player\n")
    folder = tmp_path / "rules"
    (folder / "sub").mkdir(parents=True)
    (folder / "own.lopti").write_text(HOOK + "    skip next player\n")
    os.symlink(outside / "secret.lopti", folder / "link.lopti")
    os.symlink(outside, folder / "sub" / "linked-folder")
    os.symlink("/proc/self/environ", folder / "environ.lopti")
    os.symlink(folder / "own.lopti", folder / "inside-link.lopti")  # links are skipped, all
    assert collect_files([folder]) == [folder / "own.lopti"]
    # a link named on the command line is the user's own choice: it is read
    assert collect_files([folder / "link.lopti"]) == [folder / "link.lopti"]
    done = CliRunner().invoke(main, ["lint", str(folder)])
    assert done.exit_code == 0 and "1 file checked" in done.stdout


def test_a_scenario_folder_scan_never_follows_a_link(tmp_path: Path) -> None:
    from lopti_rules.tools.scenario import scenario_files

    outside = tmp_path / "outside.toml"
    outside.write_text("[[scenario]]\n")
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "own.toml").write_text("[[scenario]]\n")
    os.symlink(outside, folder / "link.toml")
    os.symlink("/proc/self/environ", folder / "environ.toml")
    assert scenario_files([folder]) == [folder / "own.toml"]


# ---------------------------------------------------------------- control characters


def test_text_report_escapes_control_characters_json_stays_exact() -> None:
    text = 'rule "\x1b[2J\x9b31m"\n  after play:\n    acting player says "hi\x07"\n' \
           'rule "\x1b[2J\x9b31m"\n  after clear:\n    skip next player\n'
    result = lint_text(text, "evil\x1b].lopti")
    out = render([result], "text")
    assert not re.search(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]", out)
    assert "\\x1b[2J\\u009b31m" in out and "evil\\x1b].lopti" in out
    lines = out.splitlines()
    source, caret = next((a, b) for a, b in zip(lines, lines[1:], strict=False)
                         if b.strip().startswith("^") and "rule" in a and a.startswith("    "))
    assert source.index("rule") == caret.index("^")
    assert caret.count("^") == len('rule "\\x1b[2J\\u009b31m"')  # the caret spans the escapes
    import json

    records = json.loads(render([result], "json"))["diagnostics"]
    assert any("\x1b[2J\x9b31m" in r["message"] for r in records)


def test_printable_escapes_c0_c1_del_and_bidi_only() -> None:
    assert diagnostics.printable("a\x1bb\x9bc\x7fd\u202ee\té\u00a0ü") == \
        "a\\x1bb\\u009bc\\x7fd\\u202ee\\x09é\u00a0ü"
    assert diagnostics.printable("a\nb", newlines=True) == "a\nb"
    assert diagnostics.printable("a\nb") == "a\\x0ab"


# ---------------------------------------------------------------- never raises

PIECES = ["rule", '"R"', "after", "before", "play", "when", "is", ":", "\n", "\n  ", "\n    ",
          "\r\n", "\r", "\x1b[2J", "\x9b", "\x00", "\u202e", "\x0c", "(", ")", "+", "draws",
          "cards", "next player", "player", "if", "repeat", "times", "#", "# lopti: ignore[",
          "9" * 5000, "0" * 4400 + "1", "1" * 25, "(" * 300, ")" * 300, " + 1" * 300,
          "if true:\n" + "  " * 50, '"\x1b]0;x\x07"']


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=300),
                 st.lists(st.sampled_from(PIECES), max_size=40).map(" ".join),
                 st.lists(st.sampled_from(PIECES), max_size=40).map(
                     lambda ws: 'rule "x"\n  after play:\n    ' + " ".join(ws))))
def test_lint_text_never_raises_and_its_report_has_no_raw_control_character(text: str) -> None:
    result = lint_text(text)
    assert result.book is not None or result.diagnostics
    for d in result.diagnostics:
        assert d.line >= 1 and d.column >= 1 and d.code in codes.CODES
    out = render([result], "text")
    assert not re.search(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]", out)
