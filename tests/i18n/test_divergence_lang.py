"""Where a replay parts from its log, and what ``lopti lint --simulate`` warns about, in the
table's language (issue 25): German, Dutch, Turkish and Chinese, with no English word
and no raw placeholder left; the rules' names (quoted), cards and rule numbers stay.

The messages are the real ones: a recorded game replayed with other rules (the real
command), the engine's reasons a play is not legal (``engine/legality.py``), and the
warnings of real simulations; each is translated at the seam (``language.
localized_phrase``) from the catalog's templates (``report/playwords.py``)."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import each
from support.english import untranslated
from support.paths import DATA

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.engine.baserules import OFFICIAL
from lopti_rules.engine.legality import verdict
from lopti_rules.language import localized_phrase
from lopti_rules.tools import RuleSet, python_book, simulate_rules

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("de", "nl", "tr", "zh")


@functools.cache
def recorded(folder: str, rule: str | None, seed: int) -> Path:
    """One greedy bot game at three players, with the example rule ``rule`` (or none),
    recorded as ``simulate --record`` writes it (the book compiled after the static
    checks: the gate's trial is not what this test is about)."""
    from lopti_rules.tools import gamelog, play_bot_game
    from lopti_rules.tools.rulebooks import compile_files

    files = [] if rule is None else [(f"{rule}.lopti", (
        ROOT / "examples" / "rules" / f"{rule}.lopti").read_text(encoding="utf-8"))]
    _game, log = play_bot_game(compile_files(files) if files else RuleSet((), ()), 3, seed)
    path = Path(folder) / f"{rule}-{seed}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    gamelog.write(log, path)
    return path


def divergence(folder: Path, lang: str, recorded_with: str | None, replayed_with: list[str],
               seed: int) -> str:
    log = recorded(str(folder), recorded_with, seed)
    result = CliRunner().invoke(main, ["--lang", lang, "replay", *replayed_with, str(log)])
    assert result.exit_code == 1, result.output  # other rules part from the log
    (line,) = [line for line in result.output.splitlines() if line.startswith("!! ")]
    return line


#: (the rule the game was played with, the rules it is replayed with, a seed where they
#: part, what the English line says)
PARTINGS = [
    pytest.param(None, ["--rules", str(ROOT / "examples" / "rules" / "nines-go-low.lopti")],
                 3, ", illegal, after rule 'Nines go low': a house rule restricts this play",
                 marks=pytest.mark.slow),  # --rules: the gate judges the book (its trial)
    ("fair-jack-on-queen", ["--without-rules"], 1,
     "the log's rule 'Jack on Queen' allowed it (allow J on Q, R-CUSTOM-2)"),
]


@pytest.mark.parametrize(("played", "replayed", "seed", "english"), PARTINGS)
def test_r_custom_2_a_divergence_reads_in_the_language(
        tmp_path_factory: pytest.TempPathFactory, played: str | None, replayed: list[str],
        seed: int, english: str) -> None:
    """A restriction of the replayed rules (R-CUSTOM-2), and a play only the log's own rule
    allowed (R-PLAY-2): the line in each language, its decision, seat and card kept."""
    folder = tmp_path_factory.getbasetemp() / "divergence-lang"
    said = divergence(folder, "en", played, replayed, seed)
    assert english in said and said.startswith("!! decision "), said
    number = said.split()[2].rstrip(":")
    for lang in LANGS:
        line = divergence(folder, lang, played, replayed, seed)
        assert not untranslated(line, lang), (lang, untranslated(line, lang), line)
        assert number in line and ("R-" in line) == ("R-" in said), line
    german = divergence(folder, "de", played, replayed, seed)
    assert german.startswith(f"!! Entscheidung {number}: Platz "), german
    assert "(Protokollzeile " in german


#: (rank, count, top, last, run, obligation): one pile a play may not follow, for every
#: reason the engine gives (engine/legality.py ``verdict``)
ILLEGAL = [(5, 1, 0, 0, 0, True), (10, 1, 7, 1, 1, False), (2, 1, 2, 2, 2, False),
           (7, 1, 7, 2, 2, False), (9, 1, 7, 1, 1, False), (9, 1, 9, 2, 2, False),
           (5, 1, 9, 1, 1, False)]


@each.parametrize("lang", LANGS, size=60)
def test_r_play_2_every_reason_a_play_is_illegal_reads_in_the_language(lang: str) -> None:
    reasons = [verdict(*case, OFFICIAL) for case in ILLEGAL]
    assert all(reasons) and len(set(reasons)) == len(ILLEGAL)
    with i18n.speaking(lang):
        said = [localized_phrase(r) for r in reasons if r is not None]
    for english, text in zip(reasons, said, strict=True):
        assert text != english and not untranslated(text, lang), (english, text)


@functools.cache
def simulation_warnings() -> tuple[str, ...]:
    """The messages of LS01, LS02, LS03 and LS04 from real (short) simulations:
    a Roshambo against oneself is stopped (R-VOTE-6), a swap hook waits for a swap that
    a table without swaps never makes (R-VOTE-1), a rule that picks up the pile after
    every play keeps a game from ending (R-CUSTOM-3)."""
    from lopti_rules.tools.rulebooks import compile_files

    duel = compile_files([("duel.lopti", 'rule "Duel"\n  after play when play.rank is 5:\n'
                                         "    acting player plays roshambo with last "
                                         "winner\n")])
    swap = python_book("Swap watcher", "def after_swap(view, event, rule):\n    fuel()\n"
                       "    return [Say(view.acting, 'swapped')]\n")
    endless = python_book("Endless pile", "def after_play(view, event, rule):\n    fuel()\n"
                          "    return [Pickup(view.acting)]\n")
    reports = [simulate_rules(duel, 3, 30, 1),
               simulate_rules(RuleSet((), (swap,)), 3, 5, 2, base=OFFICIAL.adjust("swaps", 0)),
               simulate_rules(RuleSet((), (endless,)), 2, 2, 3,
                              base=OFFICIAL.adjust("max_turns", 200))]
    return tuple(w.message for report in reports for w in report.warnings)


@each.parametrize("lang", LANGS, size=60)
def test_r_custom_3_the_simulations_warnings_read_in_the_language(lang: str) -> None:
    messages = simulation_warnings()
    with i18n.speaking(lang):
        said = [localized_phrase(m) for m in messages]
    assert len(said) >= 4
    for english, text in zip(messages, said, strict=True):
        assert text != english and not untranslated(text, lang), (english, text)


@each.parametrize("lang", LANGS, size=15)
def test_r_custom_3_lint_simulate_says_the_warning_in_the_language(lang: str) -> None:
    """``lopti lint --simulate``: LS01 on a rule whose condition never holds (the static
    checks only: the play judges' trial is not what this test is about)."""
    jack = str(DATA / "rules" / "jack-never-on-queen.lopti")
    result = CliRunner().invoke(main, ["--lang", lang, "lint", "--static-only", "--simulate",
                                       "5", jack])
    assert result.exit_code == 1, result.output
    (line,) = [line for line in result.output.splitlines() if ": LS01 " in line]
    message = line.split(": LS01 ", 1)[1]
    assert "Jack takes the Queen" in message and not untranslated(message, lang), message


@each.parametrize("lang", LANGS, size=60)
def test_r_custom_3_the_try_pages_warnings_read_in_the_phones_language(lang: str) -> None:
    """``lopti serve``'s page that tries a rule shows the same warnings, each in the
    phone's language (its 200 games a side are too many for a test of words: the
    warnings are the simulations' above)."""
    pytest.importorskip("starlette", reason="lopti serve needs the serve extra")
    from lopti_rules.serve.rulepages import warning_notes
    from lopti_rules.tools import SimulationWarning

    found = [SimulationWarning("LS01", "rule.lopti", 1, m) for m in simulation_warnings()]
    with i18n.speaking(lang):
        notes = warning_notes(found)
    assert len(notes) == len(found)
    for note in notes:
        assert note.startswith("rule.lopti:1:1: LS01 ") and not untranslated(note, lang), note


@each.parametrize("lang", LANGS)
def test_r_custom_2_a_choice_the_log_does_not_hold_reads_in_the_language(lang: str) -> None:
    """Where a replay parts from the choices a log recorded (a give, a take, a throw, a
    swap the rules ask for): every wording, filled as ``tools/playback.py`` fills it, with
    a recorded choice as the log describes it."""
    from lopti_rules.play import CHOICE_KINDS, Choice
    from lopti_rules.tools import playback

    said = []
    for kind in CHOICE_KINDS:
        choice = Choice(5, 2, kind, (7, 20), "R" if kind == "throw" else "")
        said.append(playback._NO_SUCH_CHOICE[kind].format(k=3, seat=1))
        said.append(playback._UNFIT[kind].format(k=3, choice=choice.describe(), seat=1))
        said.append(playback._UNFIT_AFTER[kind].format(k=3, choice=choice.describe(), seat=1,
                                                       rule="Swap it"))
    with i18n.speaking(lang):
        texts = [localized_phrase(m) for m in said]
    for english, text in zip(said, texts, strict=True):
        assert text != english and not untranslated(text, lang), (english, text)


def audit_findings() -> list[object]:
    """LP504 and its hint as the play audit writes them (tools/audit/termination.py), for a
    real risky hook, over a game that stalled after a turn, one that stalled from the
    start, and one the progress watch stopped (its real reason, from a simulation)."""
    from collections import Counter

    from lopti_rules.language import lint_text
    from lopti_rules.tools.audit import termination as t

    # the next player, not the clearer: the clearer taking the top cleared card back is
    # LP403 by its words (the 10 that cleared kept, checks/refill.py, session 39)
    result = lint_text('rule "Endless clears"\n  after clear:\n'
                       "    next player takes 1 card from the cleared cards\n",
                       "endless.lopti")
    risks = t.risky_hooks([result])
    assert risks and "cleared cards" in risks[0].why
    stopped = [m.split("(first: ", 1)[1][:-1] for m in simulation_warnings()
               if "(first: stopped for the rest of the round" in m]
    table = t.Table("greedy", 2, 0)
    outcomes = [t.Outcome(table, "stalled", 12, 600, Counter({"Endless clears": 40})),
                t.Outcome(table, "stalled", 0, 600, Counter()),
                *(t.Outcome(table, "stopped", 30, 0, Counter({"Endless clears": 9}),
                            f'rule "Endless clears" was stopped: {reason}')
                  for reason in stopped[:1])]
    return [d for o in outcomes
            for _file, d in t._report(risks, "LP504", t._stalled_message(o), None)]


@each.parametrize("lang", LANGS)
def test_r_custom_3_the_play_audits_lp504_reads_in_the_language(lang: str) -> None:
    from lopti_rules.language import localized_text

    found = audit_findings()
    assert len(found) >= 2
    for d in found:
        with i18n.speaking(lang):
            message, hint = localized_text(d)  # type: ignore[arg-type]
        text = f"{message} {hint}".replace("Endless clears", " ").replace("greedy", " ")
        assert not untranslated(text, lang), (lang, message, hint)
