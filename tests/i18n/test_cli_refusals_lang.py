"""lopti's own command-line refusals in the table's language (issue 25): a number out of its
range, an unknown bot, options that do not go together, a pattern that matches no file,
a folder with no rules, each said in German, Dutch, Turkish and Chinese, with no English
word and no raw placeholder left; options, values and file names stay as typed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.english import english_left, placeholders_left

from lopti_rules.cli import main

LANGS = ("de", "nl", "tr", "zh")

#: (arguments, what the English refusal says); FOLDER is an empty folder
REFUSALS = [
    (["simulate", "--players", "abc"], "--players must be a whole number from 2 to 5"),
    (["simulate", "--games", "0"], "--games must be a whole number from 1 to 1,000,000"),
    (["simulate", "--bot", "nosuch"], "unknown bot 'nosuch'"),
    (["simulate", "--base", "clear_rank"], "--base takes NAME=VALUE"),
    (["simulate", "--adopt", "3"], "--adopt is for whole evenings"),
    (["simulate", "--round", "3"], "are for games with house rules"),
    (["simulate", "--players", "3", "--last-pickups", "1,2"], "--last-pickups 1,2: give"),
    (["replay", "--rules", "a.lopti", "--without-rules", "x.jsonl"], "not both"),
    (["replay", "--continue-with", "random", "x.jsonl"], "--continue-with plays on"),
    (["replay", "FOLDER/*.jsonl"], "no file matches this pattern"),
    (["test"], "give at least one scenario file or folder"),
    (["lint", "--static-only", "--witness-dir", "FOLDER"], "needs the play audit"),
    (["lint", "--isolated", "--config", "FOLDER/x.toml"], "--isolated reads no settings"),
    (["session", "vote", "--proposer", "Ann"], "give exactly one of --remove"),
    (["session", "vote", "--proposer", "Ann", "--adjust", "swaps"], "expected NAME=VALUE"),
]
#: what a user typed or a command names, kept as it is in every language
TYPED = re.compile(r"--[a-z][a-z-]*|\b[A-Z][A-Z_]+\b|'[^']*'|\S*/\S*|\b\w+\.\w+\b|"
                   r"\blopti(?: [a-z]+)?")


def refused(args: list[str], folder: Path, lang: str | None = None) -> tuple[int, str]:
    args = [a.replace("FOLDER", str(folder)) for a in args]
    result = CliRunner().invoke(main, (["--lang", lang] if lang else []) + args,
                                prog_name="lopti")
    return result.exit_code, result.output.replace(str(folder), "DIR")


@pytest.mark.parametrize(("args", "english"), REFUSALS)
def test_a_refusal_of_lopti_itself_speaks_the_language(args: list[str], english: str,
                                                       tmp_path: Path) -> None:
    code, said = refused(args, tmp_path)
    assert code == 2 and english in said, said
    for lang in LANGS:
        code, text = refused(args, tmp_path, lang)
        assert code == 2, text
        words = english_left(TYPED.sub(" ", text), lang) + placeholders_left(text)
        assert not words, (lang, words, text)


@pytest.mark.parametrize("lang", LANGS)
def test_a_folder_without_rules_is_said_in_the_language(lang: str, tmp_path: Path) -> None:
    """``lopti lint`` and ``lopti fmt`` warn about a folder with no ``.lopti`` file, and a
    static-only lint notes that it is not the final verdict."""
    for args in (["lint", "--static-only", str(tmp_path)], ["fmt", str(tmp_path)]):
        result = CliRunner().invoke(main, ["--lang", lang, *args])
        said = result.output.replace(str(tmp_path), "DIR")
        assert "DIR" in said, said
        words = english_left(TYPED.sub(" ", said), lang) + placeholders_left(said)
        assert not words, (args, words, said)
