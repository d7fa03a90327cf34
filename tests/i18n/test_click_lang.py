"""click's own usage errors in the table's language (issue 25): "No such option", "Missing
argument", "Invalid value for ...", said in German, Dutch, Turkish and Chinese when
``--lang`` or ``LOPTI_LANG`` names the language, with no English word and no raw
placeholder left; what the user typed, option names and choices stay as they are.

click marks its messages for gettext; ``cli/clicktext.py`` routes them through lopti's
catalogs. The msgids are click's own English: a click that rewords one fails
:func:`test_every_catalogued_message_is_still_clicks`."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import click
import pytest
from babel.messages.extract import extract_python
from click.testing import CliRunner
from support import each
from support.english import english_left, placeholders_left

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.cli.clicktext import CLICK_MESSAGES, route

LANGS = ("de", "nl", "tr", "zh")

#: a usage error of each kind a command line meets, and the msgid that says it
MISTAKES = [
    (["lint", "--bogus"], "No such option {name!r}."),
    (["lnt"], "No such command {name!r}."),
    (["session", "new"], "Missing argument"),
    (["lint", "--format", "xml"], "Invalid value for {param_hint}: {message}"),
    (["session", "new", "x"], "Missing option"),
    (["session", "new", "a", "b", "--players", "Ann,Bo"],
     "Got unexpected extra argument ({args})"),
    (["lint", "--config"], "Option {name!r} requires an argument."),
    (["session", "status", "--db", "/"], "{name} {filename!r} is a directory."),
]


def said(args: list[str], env: dict[str, str] | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, args, env=env, prog_name="lopti")
    return result.exit_code, result.output


def clicks_own() -> set[str | tuple[str, str]]:
    """Every message click marks for gettext, as Babel extracts it from click's modules."""
    found: set[str | tuple[str, str]] = set()
    spec = importlib.util.find_spec("click")
    assert spec is not None and spec.origin is not None
    for path in Path(spec.origin).parent.glob("*.py"):
        with path.open("rb") as fp:
            for _line, _func, message, _comments in extract_python(
                    fp, ["_", "ngettext"], [], {}):
                if isinstance(message, tuple):
                    found.add((message[0], message[1]))
                elif message:
                    found.add(message)
    return found


def test_every_catalogued_message_is_still_clicks() -> None:
    own = clicks_own()
    assert set(CLICK_MESSAGES) <= own, set(CLICK_MESSAGES) - own
    assert ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)") in own


@pytest.mark.parametrize("lang", LANGS)
@each.parametrize(("args", "msgid"), MISTAKES, size=60)
def test_a_usage_error_speaks_the_language(lang: str, args: list[str], msgid: str) -> None:
    code, out = said(["--lang", lang, *args])
    assert code == 2, out
    with i18n.speaking(lang):
        words = max(re.split(r"\{[^}]*\}", i18n.gettext(msgid)), key=len).strip(" '(")
        usage = i18n.gettext("Usage:")
    assert words and words in out, (words, out)
    assert "Usage:" not in out and "Error:" not in out, out
    assert usage in out or not out.splitlines()[0].endswith("..."), out  # the usage line
    text = out.replace("lopti", " ").replace("OPTIONS", " ").replace("COMMAND", " ")
    text = text.replace("ARGS", " ").replace("PATHS", " ").replace("NAME", " ")
    for word in args:  # the command and what was typed, as typed
        text = text.replace(word, " ")
    assert not english_left(text, lang), (english_left(text, lang), out)
    assert not placeholders_left(out), out


@each.parametrize("lang", LANGS, size=60)
def test_lopti_lang_and_a_flag_before_the_command_speak_it_too(lang: str) -> None:
    """``LOPTI_LANG`` (no flag), and ``--lang`` with a mistake before the command, which
    click meets before the flag's own callback has run."""
    with i18n.speaking(lang):
        no_option = i18n.gettext("No such option {name!r}.").format(name="--bogus")
    code, out = said(["lint", "--bogus"], env={"LOPTI_LANG": lang})
    assert code == 2 and no_option in out, out
    code, out = said(["--lang", lang, "--bogus", "lint"])
    assert code == 2 and no_option in out, out


def test_english_is_clicks_own() -> None:
    code, out = said(["lint", "--bogus"], env={"LOPTI_LANG": "en"})
    assert code == 2
    assert "Error: No such option '--bogus'." in out
    assert "Try 'lopti lint --help' for help." in out


def test_an_unknown_language_says_so_in_english() -> None:
    code, out = said(["--lang", "fr", "lint"], env={"LOPTI_LANG": ""})
    assert code == 2
    assert "Invalid value for '--lang': 'fr' is not one of" in out


@each.parametrize("lang", LANGS, size=60)
def test_a_type_name_click_fills_in_is_said_in_the_language(lang: str) -> None:
    """``'x' is not a valid integer.``: the message and the type's name (click.INT), a
    command of click's own with lopti's catalogs routed."""
    route()

    @click.command()
    @click.option("--n", type=int)
    def count(n: int) -> None:
        del n

    with i18n.speaking(lang):
        result = CliRunner().invoke(count, ["--n", "x"])
        integer = i18n.pgettext("click type", "integer")
    assert result.exit_code == 2
    assert integer in result.output and "integer" not in result.output, result.output
    assert not english_left(result.output.replace("count", " ").replace("OPTIONS", " "),
                            lang), result.output
