"""Games that never end (LP504, LP505; R-CUSTOM-3): runaway books are rejected with a witness
that reproduces, near-misses stay clean, and books that cannot stall are never played."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import each, paths

from lopti_rules.cli import main
from lopti_rules.language import lint_book, lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.audit import termination
from lopti_rules.tools.audit.termination import (
    FENCE,
    TABLES,
    compile_clean,
    play_table,
    risky_hooks,
)


def rule(name: str, hook: str, action: str) -> str:
    return f'rule "{name}"\n  {hook}:\n    {action}\n'


#: runaways: each keeps games from ending (the issue's patterns and variants)
RUNAWAYS = {
    "take-play-count-from-pile": rule("Back", "after play",
                                      "acting player takes play.count cards from the pile"),
    "take-one-from-pile": rule("One back", "after play",
                               "acting player takes 1 card from the pile"),
    "take-two-cleared": rule("Recycle", "after play",
                             "acting player takes 2 cards from the cleared cards"),
    "clear-takes-one-back": rule("Keep", "after clear",
                                 "acting player takes 1 card from the cleared cards"),
    "bonus-takes-one-back": rule("Bonus", "after bonus",
                                 "acting player takes 1 card from the cleared cards"),
    "pickup-every-play": rule("Pile", "after play", "acting player picks up the pile"),
    "pickup-every-turn": rule("Turn pile", "after turn", "acting player picks up the pile"),
    "pairs-every-turn": rule("Pairs", "after turn", "next play must have at least 2 cards"),
    "low-every-play": rule("Low", "after play", "next play must be 4 or lower"),
    "low-every-turn": rule("Nine", "after turn", "next play must be 9 or lower"),
}

#: runaways the linter already rejects by their words (the blocking family, LP205-LP209:
#: docs/language.md, "What blocking means"); the search is not run on a rejected file, but
#: it finds them too when asked alone
STATIC = {
    "low-every-play": "LP207", "low-every-turn": "LP207", "pairs-every-turn": "LP209",
    "pickup-every-play": "LP205", "pickup-every-turn": "LP205",
    "take-one-from-pile": "LP205", "take-play-count-from-pile": "LP205",
    # the clearer takes the top cleared card back: at a clear by a 10 that 10 (LP403,
    # R-SPECIAL-10; checks/refill.py ``ten_handed_back``, session 39)
    "clear-takes-one-back": "LP403", "bonus-takes-one-back": "LP403",
}

#: near-misses: the same actions, rarely enough that games end
NEAR_MISSES = {
    "refund-first-clear": rule("Refund", "after clear when round.clears is 1",
                               "acting player takes 2 cards from the cleared cards"),
    "restrict-after-a-two": rule("Deuce", "after play when play.rank is 2",
                                 "next play must have at least 2 cards"),
    "pickup-on-three-fives": rule("Fives", "after play when play.rank is 5 and play.count "
                                  "is at least 3", "next player picks up the pile"),
    "refill-on-queens": rule("Tax", "after play when play.rank is Q",
                             "next player gives 1 card to acting player"),
    "refund-every-pickup": rule("Pickup", "after pickup",
                                "acting player takes 1 card from the cleared cards"),
}


def linted(files: dict[str, str]) -> list:  # type: ignore[type-arg]
    results = lint_book(list(files.items()))
    audit(results)
    return results


@each.parametrize("name", sorted(RUNAWAYS), size=15)
def test_r_custom_3_a_runaway_book_is_rejected_with_a_witness(name: str) -> None:
    (result,) = linted({f"{name}.lopti": RUNAWAYS[name]})
    if name in STATIC:  # decided by the words first: the games are not needed
        assert [d.code for d in result.diagnostics] == [STATIC[name]] and not result.ok
        (result,) = lint_book([(f"{name}.lopti", RUNAWAYS[name])])
        result.diagnostics.clear()  # the search alone, as if the words had passed
        (d,) = [d for _, d in termination.search([result])]
    else:
        (d,) = result.diagnostics
    assert (d.code, d.severity, d.rule_ref) == ("LP504", "error", "R-CUSTOM-3")
    assert "can keep a game from ending" in d.message
    assert f"lopti simulate --rules {name}.lopti --games 1 --seed 0" in d.witness
    assert "lopti replay lopti-witness/game-000001.jsonl" in d.witness


@pytest.mark.parametrize("name", sorted(NEAR_MISSES))
def test_r_custom_3_a_near_miss_stays_clean(name: str) -> None:
    (result,) = linted({f"{name}.lopti": NEAR_MISSES[name]})
    assert risky_hooks([result]), "the near-miss is played, not waved through"
    assert result.diagnostics == []


@pytest.mark.parametrize("hook,action", [
    ("after play", "skip next player"),
    ("after play", "acting player draws 1 card"),
    ("after clear", "reverse direction"),
    ("after deal", "every player gives 1 card to their left"),
    ("after draw", "acting player takes 1 card from the cleared cards"),
    # a ceiling after every take-up keeps the 10 from its answer (LP207 since session 35)
    ("after take_up", "reverse direction"),
])
def test_books_that_cannot_stall_are_never_played(hook: str, action: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Static first: no risky hook on an unbounded event, no games (and no engine)."""
    def boom(*_: object) -> None:
        raise AssertionError("played a book that needs no games")

    monkeypatch.setattr(termination, "play_table", boom)
    (result,) = linted({"safe.lopti": rule("Safe", hook, action)})
    assert result.diagnostics == [] and risky_hooks([result]) == []


def test_the_whole_book_is_judged_and_the_guilty_file_is_named() -> None:
    """Two files: the one that never fires in the stalled game is played along without
    blame; the runaway's file gets the error, with both files in the commands."""
    results = linted({"a.lopti": rule("Aces", "after play when play.rank is A and "
                                      "play.count is 4", "next play must be 4 or lower"),
                      "b.lopti": RUNAWAYS["take-two-cleared"]})
    assert [d.code for d in results[0].diagnostics] == []
    (d,) = results[1].diagnostics
    assert d.code == "LP504" and '"Recycle"' in d.message
    assert "--rules a.lopti b.lopti " in d.witness


def test_a_file_with_lint_errors_is_not_in_play() -> None:
    results = linted({"bad.lopti": rule("Bad", "before play", "cancel the play"),
                      "ok.lopti": NEAR_MISSES["restrict-after-a-two"]})
    assert [d.code for d in results[0].diagnostics] == ["LP201"]
    assert results[1].diagnostics == []


def test_the_search_is_deterministic() -> None:
    texts = {"x.lopti": RUNAWAYS["take-two-cleared"]}
    first, second = linted(texts)[0].diagnostics, linted(texts)[0].diagnostics
    assert first == second and first[0].witness


def test_the_fence_is_far_above_the_base_game() -> None:
    assert FENCE["greedy"] >= 4 * termination.BASE_LONGEST["greedy"]
    assert FENCE["random"] >= 2 * termination.BASE_LONGEST["random"]
    assert [t.bot for t in TABLES[:4]] == ["greedy"] * 4
    assert sorted({t.players for t in TABLES}) == [2, 3, 4, 5]


def test_base_like_books_end_at_every_table() -> None:
    """A book that does nothing much plays like the base game: every table ends."""
    results = lint_book([("say.lopti", rule("Say", "after pickup",
                                            "acting player takes 1 card from the pile"))])
    _, books = compile_clean(results)
    for table in TABLES:
        assert play_table(books, table).verdict == "ended", table


def test_a_runtime_progress_stop_counts_as_a_game_that_does_not_end(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Assumption about the runtime's own fence: it leaves a rule_stopped record whose
    reason mentions progress; the search counts such a game as stalled."""
    from lopti_rules.play import RuleRuntime, RuleStopped

    listen = RuleRuntime.listen

    def listen_and_stop(self: RuleRuntime, fn):  # type: ignore[no-untyped-def]
        listen(self, fn)
        fn(RuleStopped("Back", 3, "play", "after", "it keeps undoing the game's progress"))

    monkeypatch.setattr(RuleRuntime, "listen", listen_and_stop)
    results = lint_book([("r.lopti", NEAR_MISSES["restrict-after-a-two"])])
    _, books = compile_clean(results)
    outcome = play_table(books, TABLES[0])
    assert outcome.verdict == "stopped" and "progress" in outcome.reason


# ---------------------------------------------------------------- witnesses reproduce


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


@pytest.mark.slow
@pytest.mark.parametrize("stem", ["recycle-cleared"])  # clear-one-back: LP403 by its
# words since session 39 (the clearer keeps the 10 that cleared), no game needed
def test_r_custom_3_the_witness_commands_show_a_game_that_does_not_end(
        stem: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run the witness's own commands (in a scratch folder): the game hits the safety cap,
    or the runtime stops the rule for undoing progress."""
    rejected = paths.REJECTED / f"{stem}.lopti"
    monkeypatch.chdir(paths.ROOT)
    results = lint_paths([rejected.relative_to(paths.ROOT)])
    audit(results)
    (d,) = results[0].diagnostics
    commands = [line.strip() for line in d.witness.splitlines()
                if line.strip().startswith("lopti ")]
    assert [c.split()[1] for c in commands] == ["simulate", "replay"]
    simulate = shlex.split(commands[0])[1:]
    record = tmp_path / "lopti-witness"
    simulate[simulate.index("--record") + 1] = str(record)
    code, out = run(*simulate, "--json")
    assert code == 0
    report = json.loads(out)
    stopped = [r for r in report["rules"] if r["stopped"] and "progress" in
               (r["stop_reason"] or "")]
    assert report["with_rules"]["capped_games"] == 1 or stopped
    replay = shlex.split(commands[1])[1:]
    replay[-1] = str(record / "game-000001.jsonl")
    code, out = run(*replay)
    assert code == 0 and "round_end" in out


def test_witness_dir_writes_the_game_log_and_names_it(tmp_path: Path) -> None:
    rules = tmp_path / "back.lopti"
    rules.write_text(RUNAWAYS["take-two-cleared"], encoding="utf-8")
    witnesses = tmp_path / "witnesses"
    code, out = run("lint", "--witness-dir", str(witnesses), str(rules))
    assert code == 1 and "LP504" in out
    (log,) = witnesses.glob("*.jsonl")
    assert f"lopti replay {log}" in out
    code, replayed = run("replay", str(log))
    assert code == 0 and "rule 'Recycle' (line 2) fired after play" in replayed


def test_static_only_skips_the_games(tmp_path: Path) -> None:
    rules = tmp_path / "back.lopti"
    rules.write_text(RUNAWAYS["take-two-cleared"], encoding="utf-8")
    code, out = run("lint", "--static-only", str(rules))  # the note: not the final verdict
    assert code == 0 and out.endswith("All clean: 1 file checked.\n")
    assert "static checks only: not the final verdict" in out
    code, out = run("lint", "--static-only", "--witness-dir", str(tmp_path), str(rules))
    assert code == 2 and "--static-only" in out


@pytest.mark.slow
def test_lint_of_the_bundled_examples_stays_clean() -> None:
    """`lopti lint --each examples/rules`: every legal example, near-misses included, is
    played as a book of its own and is clean (together they are a catalogue, not a book:
    44 rules at once make long games, an honest LP505)."""
    played = 0
    for path in sorted(paths.EXAMPLES.glob("*.lopti")):
        results = lint_paths([path])
        played += bool(risky_hooks(results))
        audit(results)
        assert [d for r in results for d in r.diagnostics] == [], path.name
    assert played >= 5


@pytest.mark.slow
def test_lint_each_checks_every_file_as_its_own_book(tmp_path: Path) -> None:
    # each half fair alone (a turn's draw is seldom three cards), a cycle together
    (tmp_path / "a.lopti").write_text(rule("Clear on draw", "after draw when draw.count is 3",
                                           "clear the pile"), encoding="utf-8")
    (tmp_path / "b.lopti").write_text(rule("Draw on clear", "after clear",
                                           "acting player draws 3 cards"), encoding="utf-8")
    code, out = run("lint", str(tmp_path))
    assert code == 1 and out.count(": LP402 these hooks") == 2
    assert run("lint", "--each", str(tmp_path)) == (0, "All clean: 2 files checked.\n")
