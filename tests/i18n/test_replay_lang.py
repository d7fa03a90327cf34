"""``lopti replay`` in the table's language (issue 25): every event line and every record of
what a house rule did, read in German, Dutch, Turkish and Chinese.

One game of four example rules (a restriction, a skip, a give and a text to say) is
recorded and replayed with the real command (CliRunner, in-process); the English lines
stay what scenario expectations compare (``event_text``)."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.english import english_left, placeholders_left

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.tools.eventtext import _SAID, _TEXTS

ROOT = Path(__file__).resolve().parents[2]
RULES = ["ace-high-only", "eights-skip", "cleared-card-to-the-one-before", "drawer-thanks"]
LANGS = ("de", "nl", "tr", "zh")


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.use("en")


@functools.cache
def recorded(folder: str) -> Path:
    """One bot game of the four rules at three players, recorded as ``simulate --record``
    writes it (the book compiled after the static checks: the gate's trial is not what
    this test is about, and costs seconds)."""
    from lopti_rules.tools import gamelog, play_bot_game
    from lopti_rules.tools.rulebooks import compile_files

    files = [(f"{name}.lopti", (ROOT / "examples" / "rules" / f"{name}.lopti").read_text(
        encoding="utf-8")) for name in RULES]
    _game, log = play_bot_game(compile_files(files), 3, 7, bot="random")
    path = Path(folder) / "game-000001.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    gamelog.write(log, path)
    return path


def replayed(tmp_path_factory: pytest.TempPathFactory, lang: str) -> list[str]:
    return list(_replayed(str(tmp_path_factory.getbasetemp() / "replay-lang"), lang))


@functools.cache
def _replayed(folder: str, lang: str) -> tuple[str, ...]:
    result = CliRunner().invoke(main, ["--lang", lang, "replay", str(recorded(folder))])
    i18n.use("en")
    assert result.exit_code == 0, result.output
    return tuple(result.output.splitlines())


def test_every_base_event_has_a_line_in_the_language() -> None:
    assert set(_SAID) == set(_TEXTS)


@pytest.mark.parametrize("lang", LANGS)
def test_r_turn_1_a_replayed_game_reads_in_the_language(
        tmp_path_factory: pytest.TempPathFactory, lang: str, speak: None) -> None:
    """Every line of the replay, in ``lang``: no English word outside the rule's name and
    hook and the texts it says (quoted), no raw placeholder; the rules' records are there
    (a rule fired, a restriction, a text said)."""
    lines = replayed(tmp_path_factory, lang)
    english = replayed(tmp_path_factory, "en")
    assert len(lines) == len(english) > 100
    kinds = {line.split(":")[0].split(" ")[0] for line in english}
    assert {"deal", "play", "pickup", "clear", "turn", "round_end"} <= kinds
    assert sum(line.startswith("  rule '") for line in english) > 3  # what the rules did
    left = [(line, english_left(line, lang) + placeholders_left(line)) for line in lines]
    left = [found for found in left if found[1]]
    assert not left, f"{len(left)} lines with English left: {left[:4]}"


def test_a_replay_in_german_says_the_cards_words(tmp_path_factory: pytest.TempPathFactory,
                                                  speak: None) -> None:
    lines = replayed(tmp_path_factory, "de")
    assert lines[0].startswith("Geben: 3 Personen, gebende Person Platz ")
    assert any(re.match(r"Aufnahme: Platz \d nimmt \d+ Karten? auf \(freiwillig\)", line)
               for line in lines)
    assert any(re.match(r"  Regel '.+' \(Zeile \d+\) löste aus bei 'nach ", line)
               for line in lines)  # the hook as a German table writes it (R-CUSTOM-1)
