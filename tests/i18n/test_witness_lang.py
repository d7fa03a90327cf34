"""Witnesses in the table's language (issue 25): the ``witness:`` lines under a rejection.

A witness is a scenario to run with ``lopti test`` (its comments say which rule broke and
how), a trial's evening with the command that replays it, or the commands that show a
game that never ends. ``report/localized.py`` (``witness``) translates what a table reads
(the comments, the evening, the lead lines) and keeps what runs (the scenario's data and
the commands) as written.

The witnesses are read from the rejected examples' lint goldens (tests/golden/lint),
which the gate's golden test keeps true: no trial is run here.
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.english import english_left, placeholders_left

from lopti_rules import i18n
from lopti_rules.language import Diagnostic, diagnostic
from lopti_rules.language.report import localized

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "lint"
LANGS = ("de", "nl", "tr", "zh")
#: what runs and stays as written: a command, a TOML table header or ``key = value``
#: a command as typed: up to its note in brackets, which is in the table's language
_COMMAND = re.compile(r"\blopti [^(（\n]*[^(（\s]")
_DATA = re.compile(r'\s*(\[|[\w."-]+ = )')


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.use("en")


@functools.cache
def witnessed() -> list[tuple[str, Diagnostic]]:
    """Every witnessed rejection of the goldens: (golden, a diagnostic with its witness)."""
    found = []
    for golden in sorted(GOLDEN.glob("*.txt")):
        code, lines = "", None
        for line in [*golden.read_text(encoding="utf-8").splitlines(), ""]:
            head = re.match(r"\S+:\d+:\d+: (L[PS]\d+) ", line)
            if head:
                code = head[1]
            elif line == "    witness:":
                lines = []
            elif lines is not None and line.startswith("      "):
                lines.append(line[6:])
            elif lines is not None:
                found.append((golden.name, diagnostic(code, "", 1, 1, witness="\n".join(lines))))
                lines = None
    return found


def read(line: str) -> str:
    """What a table reads of a witness line: not its data, not a command."""
    if _DATA.match(line):
        _data, _sep, line = line.partition("  # ")
    return _COMMAND.sub(" ", line)


def test_the_goldens_hold_witnesses_of_every_kind() -> None:
    texts = [d.witness for _, d in witnessed()]
    assert len(texts) > 60
    assert any("[[scenario]]" in t for t in texts)  # the play audit's scenarios
    assert any(t.startswith("evening seed") for t in texts)  # the trial's evenings
    assert any("safety cap" in t for t in texts)  # a game that never ends (LP504)


#: goldens whose witness wordings are new in this branch: the lead adds their
#: translations, then takes them out (session 26 fix28a: the events after which the book
#: restricts the next play, powershare.PLACED_NAMES)
#: (session 32, r1mech32: the LP310 reversal witnesses, keptwords.py, and the LP403/LP502
#: refill witnesses, refillwords.py; refill-the-winner's LP501 refusal reason)
PENDING: frozenset[str] = frozenset()


@pytest.mark.parametrize("lang", LANGS)
def test_r_custom_2_every_witness_reads_in_the_language_and_still_runs(
        lang: str, speak: None) -> None:
    """Every witness of the rejected examples, in ``lang``: no English word and no raw
    placeholder in what a table reads, and the scenario is the same TOML (its data, its
    name, its expectations), the commands the same commands."""
    i18n.use(lang)
    left = []
    for name, d in witnessed():
        said = localized.witness(d)
        for line in said.splitlines():
            words = english_left(read(line), lang) + placeholders_left(read(line))
            if words:
                left.append((name, line, words))
        if "[[scenario]]" in d.witness:
            assert tomllib.loads(said) == tomllib.loads(d.witness), name
        assert _COMMAND.findall(said) == _COMMAND.findall(d.witness), name
    unexpected = [found for found in left if found[0] not in PENDING]
    assert not unexpected, f"{len(unexpected)} witness lines with English left: {unexpected[:3]}"
    done = PENDING - {found[0] for found in left}
    assert not done, f"no English left in {sorted(done)}: take them out of PENDING"


def test_english_witnesses_are_kept_as_written(speak: None) -> None:
    i18n.use("en")
    assert all(localized.witness(d) == d.witness for _, d in witnessed())


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "# R-SPECIAL-10: Platz 1 müsste hier eine einzelne 10 spielen dürfen; er darf es "
           "nicht"),
    ("zh", "# R-SPECIAL-10: 座位 1 本应能在这里出一张单独的 10；却不被允许"),
])
def test_r_special_10_lopti_lint_prints_the_witness_in_the_language(
        lang: str, said: str, speak: None) -> None:
    """The real front end: ``lopti --lang de lint`` on a rule that bars the 10 prints its
    witness scenario with the comment in the language and the scenario as written."""
    from lopti_rules.cli import main

    result = CliRunner().invoke(main, ["--lang", lang, "lint",
                                       "examples/rejected/always-low.lopti"])
    assert result.exit_code == 1, result.output
    assert "      " + said + "\n" in result.output
    assert '      name = "LP207 witness: seat 0 plays 1 x 9"\n' in result.output
    assert '      illegal = "play 10x1"\n' in result.output


def test_lopti_lsp_carries_the_witness_in_the_editors_language(speak: None) -> None:
    """The editor's diagnostic shows the same witness, said in the client's language."""
    pytest.importorskip("lsprotocol", reason="lopti lsp needs the lsp extra")
    from lopti_rules.lsp.server import to_lsp

    name, d = next((n, d) for n, d in witnessed() if d.code == "LP207")
    i18n.use("de")
    said = to_lsp(["rule \"x\"", "  after play:"], d).message
    assert "Beleg:\n# R-SPECIAL-10: Platz 1 müsste hier eine einzelne 10 spielen dürfen" in said
    assert 'illegal = "play 10x1"' in said, name
