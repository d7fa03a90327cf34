"""The book is the unit in play (R-CUSTOM-3, R-CUSTOM-1): ``simulate --rules``, ``lint
--simulate``, ``replay --rules`` and a log's own book go through one path that lints the
files together, refuses a book with errors, and one with warnings unless allowed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.paths import EXAMPLES, REJECTED

from lopti_rules.cli import main
from lopti_rules.language import CompileError, LintResult, compile_text
from lopti_rules.tools import RuleSet, compile_files, gamelog, judge, load_rules, play_bot_game
from lopti_rules.tools.bookgate import refusal


def lint_files(files: list[tuple[str, str]]) -> list[LintResult]:
    """The gate's final verdict on the files, as results of their own."""
    return judge(files).fresh()


SPLIT = REJECTED / "split-cycle"
CLEAR_ON_DRAW = (SPLIT / "1-draw-clears.lopti").read_text(encoding="utf-8")
DRAW_ON_CLEAR = (SPLIT / "2-clear-draws.lopti").read_text(encoding="utf-8")
#: a warning and nothing else: the same rule name twice (LP907)
WARNED = REJECTED / "duplicate-rule.lopti"
EIGHTS = str(EXAMPLES / "eights-skip.lopti")


def test_r_custom_3_the_split_cycle_is_clean_file_by_file_but_not_as_a_book() -> None:
    alone = [lint_files([pair])[0] for pair in (("a", CLEAR_ON_DRAW), ("b", DRAW_ON_CLEAR))]
    assert all(r.diagnostics == [] for r in alone)
    refused = refusal(lint_files([("a", CLEAR_ON_DRAW), ("b", DRAW_ON_CLEAR)]))
    assert refused is not None and [d.code for d in refused.diagnostics] == ["LP402", "LP402"]


def test_r_custom_3_load_rules_refuses_a_split_cycle_naming_file_line_and_code() -> None:
    with pytest.raises(CompileError) as info:
        load_rules([SPLIT])
    err = info.value
    assert err.source is not None and err.source.endswith("1-draw-clears.lopti")
    assert err.line == 5 and str(err).startswith(f"{err.source}:5:9: LP402 ")
    assert "(+1 more" in str(err) and "passes `lopti lint`" in str(err)


def test_r_custom_1_warnings_refuse_a_book_unless_allowed() -> None:
    with pytest.raises(CompileError, match=r"LP907 .*\(warning\).*--allow-warnings"):
        load_rules([WARNED])
    rules = load_rules([WARNED], allow_warnings=True)
    assert len(rules.books) == 1
    assert [line.split(": ", 1)[1].split()[0] for line in rules.findings] == ["LP907"]
    with pytest.raises(CompileError, match="LP402"):  # errors refuse it whatever is allowed
        load_rules([SPLIT], allow_warnings=True)


@pytest.mark.slow
def test_a_clean_book_compiles_as_before_with_no_findings() -> None:
    """A book of several clean examples (skips, gifts, draws, counts, texts) passes every
    judge of the gate and compiles one book a file. Not all of them at once: the trial's
    cost grows with the book, and no table plays two hundred rules (each is judged alone
    in test_examples.py). The files are named, not taken one in fifteen: a stride moves
    with every new example, and clean rules need not be clean together (two forced
    pickups, after three 5s and after two Jacks, together take away too many of the
    one-card fours of a kind: LP803)."""
    files = [EXAMPLES / f"{name}.lopti" for name in (
        "ace-beats-king-de", "count-to-three-de", "empty-hand-help",
        "fair-dealer-shuffle-words", "fair-nod-zh", "fair-thumbs-up-de", "four-draws-bottom",
        "house-last-card", "house-twice-in-a-row", "nice-shot", "rt3b-fair-your-turn-nl",
        "t29-fair-clap-your-hands-en", "t29-fair-klopf-zweimal-auf-den-tisch-de",
        "t29-fair-tief-durchatmen-de", "vote-reminder")]
    rules = load_rules(files)
    assert rules.findings == ()
    assert len(rules.books) == len(files) >= 10


def test_cli_simulate_refuses_a_warning_only_book_without_allow_warnings() -> None:
    refused = CliRunner().invoke(main, ["simulate", "--rules", str(WARNED), "--games", "3"])
    assert refused.exit_code == 2 and "Traceback" not in refused.output
    assert refused.stderr.startswith(f"error: {WARNED}:7:1: LP907 ")
    assert "--allow-warnings" in refused.stderr and refused.stdout == ""
    allowed = CliRunner().invoke(main, ["simulate", "--rules", str(WARNED), "--games", "3",
                                        "--allow-warnings", "--json"])
    assert allowed.exit_code == 0, allowed.output
    assert allowed.stderr.startswith(f"warning: {WARNED}:7:1: LP907 ")
    assert '"with_rules"' in allowed.stdout


def test_cli_simulate_refuses_a_split_cycle_even_with_allow_warnings() -> None:
    for extra in ([], ["--allow-warnings"]):
        result = CliRunner().invoke(main, ["simulate", "--rules",
                                           str(SPLIT / "1-draw-clears.lopti"),
                                           str(SPLIT / "2-clear-draws.lopti"), "--games", "3",
                                           *extra])
        assert result.exit_code == 2 and "Traceback" not in result.output
        assert "draw-clears.lopti:5:9: LP402 these hooks trigger each other" in result.stderr


def test_cli_simulate_of_a_clean_example_is_unchanged() -> None:
    """The README's command: a clean book plays with no warning and no flag."""
    result = CliRunner().invoke(main, ["simulate", "--rules", EIGHTS, "--games", "5"])
    assert result.exit_code == 0 and result.stderr == "" and "Eights skip" in result.stdout


def test_cli_lint_simulate_still_simulates_files_with_warnings_only(tmp_path: Path) -> None:
    """``lint --simulate`` reports lint warnings itself, so they do not stop the run."""
    result = CliRunner().invoke(main, ["lint", "--simulate", "3", str(WARNED)])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "LP907" in result.stdout and "error:" not in result.output


def _log(tmp_path: Path, rules: RuleSet, seed: int = 3) -> Path:
    _, log = play_bot_game(rules, 4, seed)
    path = tmp_path / "game.jsonl"
    path.write_text(gamelog.dumps(log), encoding="utf-8")
    return path


def test_cli_replay_rules_refuses_a_rejected_book(tmp_path: Path) -> None:
    path = _log(tmp_path, load_rules([EIGHTS]))
    result = CliRunner().invoke(main, ["replay", str(path), "--rules", str(SPLIT)])
    assert result.exit_code == 2 and result.stdout == "" and "Traceback" not in result.output
    assert "1-draw-clears.lopti:5:9: LP402" in result.stderr
    warned = CliRunner().invoke(main, ["replay", str(path), "--rules", str(WARNED)])
    assert warned.exit_code == 2 and "LP907" in warned.stderr and warned.stdout == ""
    allowed = CliRunner().invoke(main, ["replay", str(path), "--rules", str(WARNED),
                                        "--allow-warnings"])
    assert allowed.exit_code in (0, 1) and allowed.stdout.startswith("deal")
    assert "warning: " in allowed.stderr and "LP907" in allowed.stderr


def test_an_old_log_whose_book_no_longer_lints_clean_replays_with_a_warning(
        tmp_path: Path) -> None:
    """A log records what happened: its own book (here a split cycle, each file compiled
    alone as before the book check) replays, and stderr says what lint finds today."""
    files = [("1-draw-clears.lopti", CLEAR_ON_DRAW), ("2-clear-draws.lopti", DRAW_ON_CLEAR)]
    old = RuleSet(tuple(files), tuple(compile_text(text, name) for name, text in files))
    path = _log(tmp_path, old, seed=5)
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    assert "does not lint clean today; replaying it as recorded" in result.stderr
    assert result.stderr.count("LP402") == 2 and result.stdout.startswith("deal")
    with pytest.raises(CompileError, match="LP402"):  # played anew, it is refused
        compile_files(files)


def test_a_log_whose_recorded_file_has_its_own_lint_error_is_still_refused(
        tmp_path: Path) -> None:
    """What the compiler cannot run stops the replay, blamed on the header (line 1)."""
    path = _log(tmp_path, load_rules([EIGHTS]))
    rows = path.read_text(encoding="utf-8").splitlines()
    bad = (REJECTED / "cancel-play.lopti").read_text(encoding="utf-8")
    header = json.loads(rows[0])
    header["rules"]["files"][0]["source"] = bad
    header["rules"]["sha256"] = RuleSet(((header["rules"]["files"][0]["name"], bad),)).digest
    rows[0] = json.dumps(header)
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 2 and f"{path}:1: rule file" in result.stderr
    assert "LP201" in result.stderr and "Traceback" not in result.output


def test_one_gate_a_findings_judge_joins_the_play_judges(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """The seam the trial joins by: files in, (file, diagnostic) out, filed under its file;
    a book with static errors is not played; the verdict names the judge and is kept."""
    from lopti_rules.language import diagnostic
    from lopti_rules.tools import gate
    from lopti_rules.tools.bookgate import findings_judge, forget

    asked: list[list[str]] = []

    def fake_trial(files: list[tuple[str, str]]) -> list[tuple[str, object]]:
        asked.append([name for name, _ in files])
        return [(files[-1][0], diagnostic("LP402", "seen by play", 2, 3))]

    monkeypatch.setattr(gate, "PLAY_JUDGES", [*gate.PLAY_JUDGES,
                                              ("fake", findings_judge(fake_trial))])
    forget()
    eights = Path(EIGHTS).read_text(encoding="utf-8")
    verdict = judge([("a.lopti", eights), ("b.lopti", eights.replace("Eights", "Nines")
                                          .replace("is 8", "is 9"))])
    assert asked == [["a.lopti", "b.lopti"]] and verdict.judges == ("audit", "trial", "fake")
    assert not verdict.legal and [f for f, d in verdict.errors()] == ["b.lopti"]
    judge([("a.lopti", eights), ("b.lopti", eights.replace("Eights", "Nines")
                                  .replace("is 8", "is 9"))])
    assert len(asked) == 1  # kept
    refused = judge([("c.lopti", "rule \"x\"\n  after play:\n    skip the draw\n")])
    assert not refused.legal and len(asked) == 1  # static errors: not played
    forget()


def test_one_gate_a_clean_book_is_not_played_again_under_another_name(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A clean verdict names no file: the same book judged as ``x.lopti``, as a path or as
    ``<rule>`` is played once (in a process; the trial keeps its verdicts on disk too). A
    book a play judge refused is judged again, so its findings name the file asked about."""
    from lopti_rules.language import diagnostic
    from lopti_rules.tools import gate
    from lopti_rules.tools.bookgate import findings_judge, forget

    asked: list[str] = []

    def fake_trial(files: list[tuple[str, str]]) -> list[tuple[str, object]]:
        asked.append(files[0][0])
        if "Nines" in files[0][1]:
            return [(files[0][0], diagnostic("LP402", "seen by play", 2, 3))]
        return []

    monkeypatch.setattr(gate, "PLAY_JUDGES", [("fake", findings_judge(fake_trial))])
    forget()
    eights = Path(EIGHTS).read_text(encoding="utf-8")
    for name in ("eights-skip.lopti", EIGHTS, "<rule>"):
        assert judge([(name, eights)]).legal
    assert asked == ["eights-skip.lopti"]
    nines = eights.replace("Eights", "Nines").replace("is 8", "is 9")
    for name in ("a.lopti", "b.lopti"):
        assert [f for f, _ in judge([(name, nines)]).errors()] == [name]
    assert asked == ["eights-skip.lopti", "a.lopti", "b.lopti"]
    forget()
