"""Replay with rules: logs record the rule book and the rules' choices, replay is exact,
another rule set reports the first decision it makes illegal, and old logs still replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.games import play_out, play_with_rules
from support.paths import EXAMPLES

from lopti_rules.cli import main
from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.errors import InputError
from lopti_rules.play import RuleRuntime
from lopti_rules.tools import (
    RuleSet,
    event_text,
    gamelog,
    load_rules,
    replay,
    replay_rules,
    run,
)
from lopti_rules.tools.rulebooks import load_rules as load_book

ALL = sorted(EXAMPLES.glob("*.lopti"))


def played(rules: RuleSet, seed: int, players: int = 4, bot: str = "greedy") -> str:
    """The log text of a bot game played with ``rules``."""
    play = play_with_rules(RuleRuntime(list(rules.books)), players, seed, bot)
    g = play.game
    log = gamelog.GameLog.from_game(g, bots=[bot] * players, bot_seed=seed,
                                    rules=rules.to_header(), choices=play.choices)
    return gamelog.dumps(log)


def every_example() -> RuleSet:
    """Every legal example in one book, compiled by the low-level step (the static checks):
    the gate judges each example alone (tests/language/test_examples.py); a table never
    plays all of them at once, so their trial together is not what is tested here."""
    return load_book(ALL)


@pytest.fixture(scope="module")
def all_rules() -> RuleSet:
    return every_example()


@pytest.fixture(scope="module")
def game11(all_rules: RuleSet) -> str:
    """The log of one greedy game (seed 11) with every example: played once a module, as
    each play builds the 180-rule runtime (about 1.5 CPU s); the tests only read it."""
    return played(all_rules, 11)


@pytest.mark.slow
def test_a_log_records_its_rule_book_and_the_rules_choices(all_rules: RuleSet,
                                                          game11: str) -> None:
    text = game11
    lines = [json.loads(x) for x in text.splitlines()]
    head = lines[0]
    assert head["version"] == gamelog.RULES_VERSION
    assert head["rules"]["sha256"] == all_rules.digest
    assert [f["name"] for f in head["rules"]["files"]] == [str(p) for p in ALL]
    gives = [x for x in lines[1:] if x.get("choice") == "give"]
    # 'Pass to the left' gives one card each at the deal; other bundled rules give later,
    # one card each, but 'Generous clear' may give none to two (issue 14's "may give")
    assert all(x.get("choice") == "give" for x in lines[1:5])
    assert all(len(x["cards"]) == 1 for x in lines[1:5])
    assert len(gives) >= 4 and all(len(x["cards"]) <= 2 for x in gives)
    assert lines[1].get("choice") == "give"  # 'Pass to the left' runs at the deal


@pytest.mark.slow
def test_replay_with_the_logs_own_rules_is_exact(game11: str) -> None:
    """Determinism: the log alone (deal seed, decisions, choices) gives the same game.

    One game is enough: it is played with every example, so its log holds the rules'
    choices of the deal and of later turns (the test above checks them), and any of them
    replayed differently changes the log's bytes. Each seed more cost about 5 CPU s (the
    180-rule book built three times: to play, to run and to replay)."""
    text = game11
    log = gamelog.loads(text)
    assert log.choices  # the rules' choices are replayed from the log, not drawn again
    game = run(log)
    assert gamelog.dumps(gamelog.GameLog.from_game(
        game, bots=log.bots, bot_seed=log.bot_seed, rules=log.rules,
        choices=log.choices)) == text
    events = list(replay(log))
    assert any(e.name == "rule_fired" for e in events)
    # the game ends with the round; rules may still speak after it (after round_end)
    assert [e.name for e in events if not e.name.startswith("rule_")][-1] == "round_end"


@pytest.mark.slow
def test_a_tampered_choice_is_reported_with_its_line(game11: str) -> None:
    text = game11
    rows = text.splitlines()
    i = next(k for k, r in enumerate(rows) if '"choice":"give"' in r)
    rows[i] = rows[i].replace('"choice":"give"', '"choice":"throw","hand":"R","x":"')
    rows[i] = json.dumps({"seat": json.loads(text.splitlines()[i])["seat"], "choice": "throw",
                          "hand": "R"})
    with pytest.raises(InputError, match=f":{i + 1}: .*no longer fits"):
        list(replay(gamelog.loads("\n".join(rows) + "\n", source="game.jsonl")))


def test_old_logs_without_rules_still_replay() -> None:
    g = play_out(Game(4, 3), make_bot("random", 3))
    text = gamelog.dumps(gamelog.GameLog.from_game(g))
    assert json.loads(text.splitlines()[0])["version"] == 1
    assert "rules" not in json.loads(text.splitlines()[0])
    assert run(gamelog.loads(text)).finishing_order == g.finishing_order


def test_replaying_with_other_rules_reports_the_first_decision_that_became_illegal() -> None:
    """A base-game log replayed with 'Eights skip': the skipped player's recorded decision
    comes when another seat is to act."""
    eights = load_rules([EXAMPLES / "eights-skip.lopti"])  # judged by the gate once
    for seed in range(40):
        g = play_out(Game(4, seed), make_bot("greedy", seed))
        log = gamelog.loads(gamelog.dumps(gamelog.GameLog.from_game(g)))
        result = replay_rules(log, eights)
        if result.divergence is not None:
            break
    else:  # pragma: no cover
        pytest.fail("no greedy game in 40 plays an 8")
    d = result.divergence
    assert d.message.startswith(f"decision {d.number}: seat ")
    assert "after rule 'Eights skip'" in d.message
    assert d.line == d.number + 1  # the header is line 1
    before = [event_text(e) for e in result.events[:result.split]]
    assert any("Eights skip" in line for line in before)


@pytest.mark.slow
def test_continue_with_a_bot_plays_the_game_to_its_end(all_rules: RuleSet) -> None:
    g = play_out(Game(3, 2), make_bot("greedy", 2))
    log = gamelog.loads(gamelog.dumps(gamelog.GameLog.from_game(g)))
    result = replay_rules(log, all_rules, continue_with="random")
    assert result.divergence is not None and result.continued_with == "random"
    assert result.game.is_over()


def _write_log(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "game.jsonl"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.slow
def test_cli_replay_shows_rule_firings_from_the_logs_rule_book(tmp_path: Path,
                                                                game11: str) -> None:
    path = _write_log(tmp_path, game11)
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    assert "rule 'Pass to the left' (line 3) fired after deal" in result.output
    as_json = CliRunner().invoke(main, ["replay", str(path), "--format", "json"])
    kinds = {json.loads(x)["event"] for x in as_json.output.splitlines()}
    assert "rule_fired" in kinds and "play" in kinds


def test_cli_replay_with_other_rules_reports_and_continues(tmp_path: Path,
                                                           game11: str) -> None:
    path = _write_log(tmp_path, game11)
    other = str(EXAMPLES / "eights-skip.lopti")
    result = CliRunner().invoke(main, ["replay", str(path), "--rules", other])
    assert result.exit_code == 1
    assert "!! decision" in result.output or "!! choice" in result.output
    cont = CliRunner().invoke(main, ["replay", str(path), "--without-rules",
                                     "--continue-with", "greedy"])
    assert cont.exit_code == 0, cont.output
    assert "!! continuing with bot greedy" in cont.output
    assert cont.output.rstrip().splitlines()[-1].startswith("round_end")


def test_cli_replay_takes_several_rule_files_after_one_rules_option(
        tmp_path: Path, game11: str) -> None:
    """``lopti replay LOG --rules A B`` is ``--rules A --rules B``."""
    path = _write_log(tmp_path, game11)
    eights, nine = str(EXAMPLES / "eights-skip.lopti"), str(EXAMPLES / "nine-reverses.lopti")
    one = CliRunner().invoke(main, ["replay", str(path), "--rules", eights, nine])
    two = CliRunner().invoke(main, ["replay", str(path), "--rules", eights, "--rules", nine])
    assert one.exit_code == two.exit_code == 1
    assert one.output == two.output and "!! " in one.output
    both = CliRunner().invoke(main, ["replay", str(path), "--without-rules", eights])
    assert both.exit_code == 2 and "not both" in both.output


def test_cli_replay_bad_options_are_one_line_errors(tmp_path: Path) -> None:
    """Any log with a rule book in its header will do: one rule's game, not the module's
    game with every example (1.5 CPU s, which only the slow tests read)."""
    path = _write_log(tmp_path, played(load_book([EXAMPLES / "eights-skip.lopti"]), 11))
    bad_bot = CliRunner().invoke(main, ["replay", str(path), "--rules",
                                        str(EXAMPLES / "eights-skip.lopti"),
                                        "--continue-with", "genius"])
    assert bad_bot.exit_code == 2 and "unknown bot" in bad_bot.output
    missing = CliRunner().invoke(main, ["replay", str(path), "--rules", "nope.lopti"])
    assert missing.exit_code == 2 and "no such rule file" in missing.output
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    header["rules"] = {"files": "x"}
    rows = path.read_text(encoding="utf-8").splitlines()
    rows[0] = json.dumps(header)
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    broken = CliRunner().invoke(main, ["replay", str(path)])
    assert broken.exit_code == 2 and ":1: the header's \"rules\"" in broken.output


def test_a_rule_record_as_json_names_itself_once() -> None:
    """`replay --format json`: a rule record is {"event": its kind, "on": the base event,
    ...}, with no stray copy of its kind under "name" (R-VOTE-6 records a stopped rule)."""
    from lopti_rules.play import RuleStopped, record_dict

    assert record_dict(RuleStopped("Chatty", 5, "play", "after", "out of fuel")) == {
        "event": "rule_stopped", "rule": "Chatty", "line": 5, "on": "play",
        "timing": "after", "reason": "out of fuel"}


def test_a_log_cut_short_is_a_divergence_and_a_bot_plays_on() -> None:
    g = play_out(Game(3, 2), make_bot("greedy", 2))
    log = gamelog.loads(gamelog.dumps(gamelog.GameLog.from_game(g)))
    log.decisions, log.lines = log.decisions[:10], log.lines[:10]
    result = replay_rules(log, RuleSet(()))
    d = result.divergence
    assert d is not None and d.number == 11 and d.line == log.lines[-1] + 1
    assert d.message.startswith("the log ends before the game is over")
    assert not result.game.is_over()
    with pytest.raises(InputError, match="ends before the game is over"):
        replay_rules(log, RuleSet(()), strict=True)
    cont = replay_rules(log, RuleSet(()), continue_with="greedy")
    assert cont.continued_with == "greedy" and cont.game.is_over()


def _with_header_rule(path: Path, source: str, *, fix_digest: bool) -> None:
    rows = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(rows[0])
    header["rules"]["files"][0]["source"] = source
    if fix_digest:
        files = tuple((f["name"], f["source"]) for f in header["rules"]["files"])
        header["rules"]["sha256"] = RuleSet(files).digest
    rows[0] = json.dumps(header)
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")


@pytest.mark.parametrize("fix_digest", [True, False])
def test_a_broken_rule_in_the_header_is_blamed_on_the_log(tmp_path: Path,
                                                          fix_digest: bool) -> None:
    """The copy in the log runs, so its problem is the log's (line 1), not the file's."""
    eights = load_rules([EXAMPLES / "eights-skip.lopti"])
    path = _write_log(tmp_path, played(eights, 3))
    name = eights.files[0][0]
    _with_header_rule(path, 'rule "Broken"\n  after play when play.rank is 8:\n    explode\n',
                      fix_digest=fix_digest)
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith(f"error: {path}:1: rule file {name} recorded in the "
                                    "header: line 3:"), result.stderr
    assert result.stderr.count("\n") == 1
    assert ("do not match the header's sha256" in result.stderr) is not fix_digest


def test_a_header_rule_changed_after_the_log_was_written_is_refused(tmp_path: Path) -> None:
    eights = load_rules([EXAMPLES / "eights-skip.lopti"])
    path = _write_log(tmp_path, played(eights, 3))
    other = (EXAMPLES / "nine-reverses.lopti").read_text(encoding="utf-8")
    _with_header_rule(path, other, fix_digest=False)
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 2
    assert result.stderr == (f"error: {path}:1: the rule files recorded in the header do not "
                             "match its sha256: the log was changed after it was written\n")


def test_r_custom_2_replay_without_the_book_names_the_permission_that_allowed_a_play(
        tmp_path: Path) -> None:
    """A log whose book permitted 'J on Q' diverges without it at that play, and the
    divergence says which rule of the log allowed it; with its own book it replays."""
    jack = str(EXAMPLES / "jack-on-queen.lopti")
    run = CliRunner().invoke(main, ["simulate", "-g", "40", "-s", "3", "--record",
                                    str(tmp_path), jack])
    assert run.exit_code == 0, run.output
    for log in sorted(tmp_path.glob("*.jsonl")):
        own = CliRunner().invoke(main, ["replay", str(log)])
        if "allowed by rule 'Jack takes the Queen'" not in own.output:
            continue
        assert own.exit_code == 0, own.output
        bare = CliRunner().invoke(main, ["replay", str(log), "--without-rules"])
        assert "(R-PLAY-2); the log's rule 'Jack takes the Queen' allowed it" in bare.output
        return
    raise AssertionError("no recorded game played a Jack on a Queen")
