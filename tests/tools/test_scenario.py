"""Table scenarios: every shipped scenario passes; loading is strict and names file, line, key."""

from __future__ import annotations

import functools
import re
import tomllib
from pathlib import Path

import pytest
from support import each, paths

from lopti_rules.engine.position import unaccounted
from lopti_rules.errors import InputError
from lopti_rules.tools.scenario import (
    Locator,
    Scenario,
    build_game,
    load_file,
    load_scenarios,
    load_text,
    run_scenario,
    scenario_files,
)
from lopti_rules.tools.scenario import rules as scenario_rules

SHIPPED = paths.SCENARIOS
DATA = paths.DATA / "scenarios"


def shipped() -> list[Scenario]:
    scenarios, errors = load_scenarios([SHIPPED])
    assert not errors, errors
    return scenarios


def shipped_names() -> list[tuple[Path, int, str]]:
    """(file, index, test id) of each shipped scenario, read from the TOML alone: loading
    a scenario lints its rule book, which is a test's work, not the collection's (it was
    1.7 of the 7 CPU s that collecting this module cost each worker). A file that does not
    load fails its tests, and test_scenarios_ship_for_every_example_rule_and_every_faq_ruling
    loads them all."""
    out = []
    for path in scenario_files([SHIPPED]):
        items = tomllib.loads(path.read_text(encoding="utf-8")).get("scenario", [])
        out.extend((path, i, f"{path}::{raw.get('name')}".split("/")[-1][:70])
                   for i, raw in enumerate(items))
    return out


@functools.cache
def _loaded(path: Path) -> list[Scenario]:
    return load_file(path)


@each.parametrize(("path", "index"), [(p, i) for p, i, _ in shipped_names()],
                         ids=[name for _, _, name in shipped_names()])
def test_every_shipped_scenario_passes(path: Path, index: int) -> None:
    scenario = _loaded(path)[index]
    result = run_scenario(scenario)
    if result.status == "skip":
        assert result.reason == "rules runtime not available" and scenario.rules
        pytest.skip(f"{scenario.id}: {result.reason}")
    assert result.status == "pass", (result.reason, result.mismatches)


def test_scenarios_ship_for_every_example_rule_and_every_faq_ruling() -> None:
    """Issue 4: scenarios for every example rule, and R-FAQ-1..4 ported from the engine."""
    scenarios = shipped()
    used = {p.resolve() for s in scenarios for p in s.rules}
    rules = {p.resolve() for p in paths.EXAMPLES.glob("*.lopti")}
    assert rules and rules <= used, sorted(p.name for p in rules - used)
    names = " ".join(s.name for s in scenarios)
    for n in range(1, 5):
        assert f"R-FAQ-{n}" in names


@pytest.mark.parametrize("path", sorted((DATA / "passing").glob("*.toml")), ids=lambda p: p.stem)
def test_scenarios_with_test_only_rules_pass(path: Path) -> None:
    """R-VOTE-6: a stopped rule's effects are dropped whole and the game goes on."""
    for s in load_file(path):
        result = run_scenario(s)
        if result.status == "skip":
            pytest.skip(result.reason)
        assert result.status == "pass", (result.reason, result.mismatches)


def malformed() -> list[Path]:
    return sorted((DATA / "malformed").glob("*.toml"))


@each.parametrize("path", malformed(), ids=lambda p: p.stem, size=60)
def test_a_malformed_file_names_file_line_scenario_and_key(path: Path) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0] if path.stat().st_size else ""
    m = re.match(r"# error: line (\d+): (.*)$", first)
    assert m, f"{path.name} must open with '# error: line N: message'"
    with pytest.raises(InputError) as info:
        load_file(path, source=path.name)
    err = info.value
    assert err.line == int(m.group(1)), str(err)
    assert str(err).startswith(f"{path.name}:{m.group(1)}:"), str(err)
    assert m.group(2) in str(err)
    assert "\n" not in str(err)


def test_malformed_files_are_all_reported_not_just_the_first() -> None:
    scenarios, errors = load_scenarios([DATA / "malformed"])
    assert len(errors) == len(malformed()) and not scenarios


def test_a_missing_path_and_an_empty_folder_are_input_errors(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file or folder"):
        load_scenarios([tmp_path / "nope.toml"])
    with pytest.raises(InputError, match=r"no scenario files \(\*\.toml\)"):
        load_scenarios([tmp_path])


def one(text: str, tmp_path: Path | None = None) -> Scenario:
    scenarios = load_text(text, "t.toml", tmp_path)
    assert len(scenarios) == 1
    return scenarios[0]


TABLE = """
[[scenario]]
name = "t"
hands = ["9C 5C", "6S", "KD"]
face_down = ["4C", "4D", "4H"]
"""


def test_unnamed_cards_are_nowhere_and_fill_puts_them_under_the_draw_pile() -> None:
    """Cards a table does not name are out of the game, not cleared (so rules that take
    cleared cards see only the cleared cards the scenario names)."""
    s = one(TABLE + 'cleared = ["2C", "2D 2H"]\n[scenario.expect]\nturn = 0\n')
    g = build_game(s)
    assert g.cleared.bit_count() == 3 and len(g.cleared_plays) == 2
    assert unaccounted(g) is not None  # 52 - 9 cards are nowhere
    filled = one(TABLE + 'fill = "draw_pile"\ndraw_pile = ["AS"]\nseed = 3\n'
                 "[scenario.expect]\nturn = 0\n")
    g = build_game(filled)
    assert unaccounted(g) is None and len(g.draw_pile) == 52 - 7
    assert g.draw_pile[-1] == 51  # A♠ named first is drawn first (top first)
    assert build_game(filled).draw_pile == g.draw_pile  # deterministic for the seed
    other = one(TABLE + 'fill = "draw_pile"\nseed = 4\n[scenario.expect]\nturn = 0\n')
    assert build_game(other).draw_pile != g.draw_pile[:-1]


def test_then_is_another_spelling_of_expect_and_both_at_once_is_refused() -> None:
    s = one(TABLE + 'decisions = ["play 5x1"]\n[scenario.then]\nturn = 1\n')
    assert run_scenario(s).status == "pass"
    with pytest.raises(InputError, match="not both"):
        one(TABLE + "[scenario.then]\nturn = 1\n[scenario.expect]\nturn = 1\n")


def test_counterclockwise_play_passes_the_turn_to_the_previous_seat() -> None:
    """R-TURN-1 says clockwise; a table set mid-game may have been reversed by a rule."""
    s = one(TABLE + 'direction = "counterclockwise"\ndecisions = ["play 5x1"]\n'
            '[scenario.expect]\nturn = 2\ndirection = "counterclockwise"\n')
    assert run_scenario(s).status == "pass"


def test_a_dealt_scenario_records_the_deal_and_is_deterministic_for_its_seed() -> None:
    """R-SETUP-2: three face-down, three face-up, three hand cards each; R-SETUP-3 swaps."""
    text = """
[[scenario]]
name = "dealt"
deal = true
players = 3
seed = 7
decisions = ["keep", "keep", "keep"]
[scenario.expect]
events_contain = ["deal", "turn"]
hand_size = { 0 = 3, 1 = 3, 2 = 3 }
draw_pile_size = 25
turn = 0
"""
    s = one(text)
    assert run_scenario(s).status == "pass"
    a, b = build_game(s), build_game(s)
    assert a.hand == b.hand and a.draw_pile == b.draw_pile


def test_rule_choices_nobody_scripted_are_the_seeded_bots_the_same_every_run() -> None:
    """Determinism for a seed: a dealt game whose rule asks every player to give a card."""
    s = next(s for s in shipped() if s.table.deal and s.rules and not s.choices
             and any("gives" in p.read_text(encoding="utf-8") for p in s.rules))
    runs = []
    for _ in range(2):
        result = run_scenario(s)
        if result.status == "skip":
            pytest.skip(result.reason)
        assert result.game is not None
        runs.append((result.game.hand, [repr(e) for e in result.events]))
    assert runs[0] == runs[1]
    assert any("give" in e for e in runs[0][1])


def test_the_threes_beside_the_pile_put_the_player_to_act_under_the_obligation() -> None:
    """R-SPECIAL-3: chained 3s and a pile: only 3s or a pickup."""
    s = one(TABLE + 'pile = ["JH"]\nthrees = ["3S"]\n[scenario.expect]\nobligation = true\n'
            'legal = ["pickup"]\nillegal = { move = "play 9x1", reason = "R-SPECIAL-3" }\n')
    assert run_scenario(s).status == "pass"


def test_a_scenario_with_rules_is_skipped_never_passed_without_the_runtime(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "r.lopti").write_text(
        (paths.EXAMPLES / "eights-skip.lopti").read_text(encoding="utf-8"),
        encoding="utf-8")
    s = one(TABLE.replace('name = "t"', 'name = "t"\nrules = ["r.lopti"]')
            + "[scenario.expect]\nturn = 2\n", tmp_path)
    monkeypatch.setattr(scenario_rules, "runtime_available", lambda: False)
    result = run_scenario(s)
    assert result.status == "skip" and result.reason == "rules runtime not available"


def test_an_illegal_expectation_that_turns_out_legal_stops_later_illegal_checks() -> None:
    s = one(TABLE + '[scenario.expect]\nillegal = ["play 9x1", "play 5x1"]\n')
    result = run_scenario(s)
    assert result.status == "fail"
    assert [m.actual for m in result.mismatches][0] == {"move": "play 9x1",
                                                        "reason": "legal: it was played"}
    assert "not checked" in result.mismatches[1].actual


def test_events_absent_lists_the_offending_events() -> None:
    s = one(TABLE + 'decisions = ["play 9x1"]\n[scenario.expect]\n'
            'events_absent = [{ event = "play", rank = 9 }, "clear"]\n')
    result = run_scenario(s)
    assert result.status == "fail"
    assert result.mismatches[0].actual == ["play rank=9"]


def test_event_attributes_accept_ranks_and_cards_in_any_spelling() -> None:
    s = one(TABLE + 'decisions = ["play 9x1"]\n[scenario.expect]\n'
            'events_contain = [{ event = "play", rank = "9", cards = ["9♣"], source = "hand",'
            ' bonus = false, player = 0 }]\n')
    assert run_scenario(s).status == "pass"
    s = one(TABLE + 'decisions = ["play 9x1"]\n[scenario.expect]\n'
            'events_contain = [{ event = "play", rank = 9, cards = "9C" }]\n')
    assert run_scenario(s).status == "pass"


def test_locator_finds_keys_in_dotted_inline_and_table_forms() -> None:
    text = """# comment
[[scenario]]
name = "a"
hands = ["5C", "6S"]
[scenario.expect]
hands.1 = ["6S"]
turn = 0

[[scenario]]
name = "b"
hands = ["5C", "6S"]
expect = { turn = 1 }
"""
    loc = Locator(text)
    assert loc.scenario(1) == 2 and loc.scenario(2) == 9 and loc.scenario(3) is None
    assert loc.key(1, ["expect", "hands", "1"]) == 6
    assert loc.key(1, ["expect", "turn"]) == 7
    assert loc.key(2, ["hands"]) == 11
    assert loc.key(2, ["expect", "turn"]) == 12
    assert loc.key(1, ["hands"], needle='"6S"') == 4


def test_seat_expectations_take_one_seat_or_a_list_of_every_seat() -> None:
    s = one(TABLE + 'decisions = ["play 5x1"]\n[scenario.expect]\n'
            'hands = ["9C", "6S", "KD"]\nhand_size = [1, 1, 1]\nface_down.0 = "4C"\n')
    assert run_scenario(s).status == "pass"
    with pytest.raises(InputError, match=r"expect.hands: has 2 entries for 3 seats"):
        one(TABLE + '[scenario.expect]\nhands = ["9C", "6S"]\n')


def test_a_rule_file_edited_between_loads_is_linted_again(tmp_path: Path) -> None:
    rule = tmp_path / "r.lopti"
    rule.write_text((paths.EXAMPLES / "eights-skip.lopti").read_text("utf-8"),
                    encoding="utf-8")
    text = TABLE.replace('name = "t"', 'name = "t"\nrules = ["r.lopti"]') + \
        "[scenario.expect]\nturn = 1\n"
    one(text, tmp_path)
    rule.write_text((paths.REJECTED / "cancel-play.lopti").read_text("utf-8"),
                    encoding="utf-8")
    with pytest.raises(InputError, match=r"rules\[0\]: r.lopti: the rule does not pass lint"):
        one(text, tmp_path)


@pytest.mark.parametrize(("text", "line"), [
    ('[[scenario]]\nname = "cut"\nplayers = [1,\n', 3),
    ('[[scenario]]\nname = "unterminated', 2),
])
def test_toml_that_ends_too_soon_names_the_last_line(text: str, line: int) -> None:
    """tomllib says only 'at end of document': the error still gives a line number."""
    with pytest.raises(InputError, match=rf"^t\.toml:{line}: not valid TOML: .*"
                                         r"\(at the end of the file\)$"):
        load_text(text, "t.toml")


def test_r_custom_3_scenario_rule_files_that_loop_together_are_refused_at_load(
        tmp_path: Path) -> None:
    """The scenario's rule files are one book: each clean alone, refused together, with
    the file, the line and the code (no traceback, nothing run)."""
    split = paths.REJECTED / "split-cycle"
    for name in ("2-clear-draws.lopti", "1-draw-clears.lopti"):
        (tmp_path / name).write_text((split / name).read_text("utf-8"), encoding="utf-8")
    alone = TABLE.replace('name = "t"', 'name = "t"\nrules = ["2-clear-draws.lopti"]')
    one(alone + "[scenario.expect]\nturn = 1\n", tmp_path)
    both = TABLE.replace('name = "t"',
                         'name = "t"\nrules = ["2-clear-draws.lopti", "1-draw-clears.lopti"]')
    with pytest.raises(InputError, match=r"rules\[0\]: 2-clear-draws.lopti: the rule does not "
                                         r"pass lint: line 6: LP402 .*line 6 of "
                                         r"1-draw-clears.lopti"):
        one(both + "[scenario.expect]\nturn = 1\n", tmp_path)


@each.parametrize(("standings", "message"), [
    ("[0, 0, 1, 2]", r"each seat finishes once"),
    ("[0, 7]", r"last_standings\[1\]: expected a seat 0\.\.3, got 7"),
    ("[]", r"last round's finishing order"),
    ("[2, 0, 1, 3]\nlast_winner = 1", r"start with its winner, last_winner = 1"),
], size=60)
def test_r_setup_4_bad_last_standings_are_refused_with_their_reason(standings: str,
                                                                     message: str) -> None:
    """Issue 14: last round's finishing order, each seat once, its winner first."""
    text = ('[[scenario]]\nname = "s"\ndeal = true\nplayers = 4\n'
            f'last_standings = {standings}\n[scenario.expect]\nturn = 0\n')
    with pytest.raises(InputError, match=message):
        load_text(text, "t.toml")


def test_r_setup_4_last_standings_give_the_last_winner() -> None:
    text = ('[[scenario]]\nname = "s"\ndeal = true\nplayers = 4\n'
            'last_standings = [2, 0, 3, 1]\n[scenario.expect]\nturn = 0\n')
    (s,) = load_text(text, "t.toml")
    assert s.last_standings == (2, 0, 3, 1) and s.last_winner == 2


def test_r_setup_4_round_n_moves_the_dealer_and_sets_the_rules_rounds() -> None:
    """`round = N`: the dealer sits N - 1 seats after seat 0 (dealt or set by hand, unless
    `dealer` says otherwise); `rule_rounds = K` is every rule's `rule.rounds`."""
    assert one(TABLE + "round = 5\n[scenario.expect]\nturn = 0\n").table.dealer == 1
    dealt = "[[scenario]]\nname = \"d\"\ndeal = true\nplayers = 4\nround = 7\n"
    assert one(dealt + "[scenario.expect]\nturn = 0\n").table.dealer == 2
    assert one(dealt + "dealer = 1\n[scenario.expect]\nturn = 0\n").table.dealer == 1
    s = one(TABLE + "round = 2\n[scenario.expect]\nturn = 0\n")
    assert (s.round_number, s.rule_rounds, build_game(s).dealer) == (2, 1, 1)


@pytest.mark.parametrize(("extra", "message"), [
    ("round = 0\n", "round: expected a whole number 1..10000, got 0"),
    ('round = "2"\n', "round: expected a whole number"),
    ("rule_rounds = 2\n", "rule_rounds: rule_rounds says how long"),
])
def test_round_and_rule_rounds_are_checked(extra: str, message: str) -> None:
    with pytest.raises(InputError, match=re.escape(message)):
        one(TABLE + extra + "[scenario.expect]\nturn = 0\n")


def test_r_custom_1_a_rule_cannot_be_older_than_the_session(tmp_path: Path) -> None:
    rule = tmp_path / "r.lopti"
    rule.write_text('rule "R"\n  after clear:\n    acting player draws 1 card\n',
                    encoding="utf-8")
    text = TABLE + 'rules = ["r.lopti"]\nround = 2\nrule_rounds = 3\n[scenario.expect]\nturn = 0\n'
    with pytest.raises(InputError, match="cannot be in play in round 2"):
        one(text, tmp_path)
    s = one(text.replace("rule_rounds = 3", "rule_rounds = 2"), tmp_path)
    assert (s.round_number, s.rule_rounds) == (2, 2)


COUNTING = 'rule "Low after two"\n  count "eights" this round\n  after play:\n    ' \
    'if count "eights" is at least 2:\n      next play must be one of 2, 3, 4, 7, 10\n'


@pytest.mark.parametrize(("extra", "message"), [
    ('counts = { "Other" = { eights = 2 } }\n', "no rule 'Other' in the scenario's rules"),
    ('counts = { "Low after two" = { sevens = 2 } }\n', "keeps no count 'sevens'"),
    ('counts = { "Low after two" = { eights = -1 } }\n', "expected a whole number 0..1000000"),
    ('counts = { "Low after two" = 2 }\n', "expected a table of counts"),
    ('counts = 2\n', "expected a table of rules"),
])
def test_a_scenario_sets_a_rules_own_counts_and_checks_the_names(
        tmp_path: Path, extra: str, message: str) -> None:
    """Issue 12/14: ``counts = {rule = {count = n}}`` starts the table with a rule's own
    counts (R-CUSTOM: a rule's counts start at 0 when it takes effect, unless set here)."""
    (tmp_path / "r.lopti").write_text(COUNTING, encoding="utf-8")
    text = TABLE + 'rules = ["r.lopti"]\n' + extra + "[scenario.expect]\nturn = 0\n"
    with pytest.raises(InputError, match=re.escape(message)):
        one(text, tmp_path)
    with pytest.raises(InputError, match="this scenario has no rules"):
        one(TABLE + extra + "[scenario.expect]\nturn = 0\n")


def test_a_rules_count_set_by_the_scenario_decides_its_condition(tmp_path: Path) -> None:
    (tmp_path / "r.lopti").write_text(COUNTING, encoding="utf-8")
    text = ('[[scenario]]\nname = "c"\nrules = ["r.lopti"]\n'
            'counts = { "Low after two" = { eights = 2 } }\nhands = ["4C", "5H 6H", "KD"]\n'
            'face_down = ["4D", "4H", "JD"]\npile = ["2S"]\ndecisions = ["0: play 4x1"]\n'
            '[scenario.expect]\nturn = 1\nlegal = ["pickup"]  # 5 and 6 are not among them\n')
    s = one(text, tmp_path)
    assert s.counts == (("Low after two", "eights", 2),)
    assert run_scenario(s).status == "pass"
    unset = one(text.replace("eights = 2", "eights = 1"), tmp_path)
    assert run_scenario(unset).status == "fail"
