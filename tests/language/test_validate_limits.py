"""LP911-LP918: lint refuses what the compiler refuses or the sandbox stops every time.

Each limit is tested at its edge, read from ``SandboxPolicy`` (never a copied
number): the last value inside lints clean, compiles and runs on a real table
without being stopped (R-VOTE-6); the first value outside gets its code.
"""

from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each, marks
from support.paths import ROOT

from lopti_rules.engine.events import Play
from lopti_rules.language import compile_text, generate_rule
from lopti_rules.language.analysis.limits import (
    FAST_PATH_FLOOR,
    FLOORS,
    PYTHON_BASE,
    PYTHON_PER_LEVEL,
    Numbers,
    card_count_finding,
    fold,
    literal_size,
    measure,
    nesting,
    sandbox_limits,
    source_bound,
)
from lopti_rules.language.catalogue import vocabulary
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.report import codes
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes
from lopti_rules.sandbox import SandboxPolicy, compile_rule, py_str_literal, run_hook
from lopti_rules.sandbox.effects import MAX_CARDS
from lopti_rules.sandbox.eventview import event_view
from lopti_rules.sandbox.view import RuleView, SeatState, table_view

LIMITS = SandboxPolicy
TABLE = table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2)], current=1,
                   dealer=0, acting=1, pile=4, draw_pile=9, top_rank=8, top_count=1)
PLAY = Play(player=1, rank=9, count=1, cards=(), source="hand", bonus=False,  # type: ignore[arg-type]
            previous_rank=8, previous_count=1)  # type: ignore[arg-type]
RULE_VIEW = RuleView(rounds=1, clears=0, pickups=0, fired=0)


def hook(*body: str, head: str = "after play") -> str:
    return f'rule "r"\n  {head}:\n' + "".join(f"    {line}\n" for line in body)


def codes_of(text: str) -> list[str]:
    return [d.code for d in lint_text(text).diagnostics]


def runs(text: str) -> list[object]:
    """Lint clean, compile, and run the play hook once; HookStopped fails the test."""
    assert codes_of(text) == []
    (entry,) = compile_text(text).rules
    (h,) = entry.hooks
    return list(run_hook(h.hook, TABLE, event_view(PLAY, TABLE), RULE_VIEW))


def test_limits_are_the_sandboxs_and_the_fast_path_is_below_all_of_them() -> None:
    limits = sandbox_limits()
    assert limits == {"text": LIMITS.MAX_TEXT, "range": LIMITS.MAX_RANGE,
                      "steps": LIMITS.MAX_STEPS, "integer": LIMITS.MAX_INT,
                      "effects": LIMITS.MAX_EFFECTS, "nesting": LIMITS.MAX_NESTING,
                      "source": LIMITS.MAX_SOURCE, "collection": LIMITS.MAX_COLLECTION,
                      "cards": MAX_CARDS, "cost": LIMITS.MAX_COST}
    assert MAX_CARDS == vocabulary.DECK
    assert FAST_PATH_FLOOR <= min(limits.values())
    assert all(floor <= limits[name] for name, floor in FLOORS.items())


@pytest.mark.slow
def test_linting_a_small_rule_does_not_import_the_sandbox() -> None:
    """The cold ``lopti lint`` path stays free of RestrictedPython for ordinary rules."""
    code = ("import sys\nfrom lopti_rules.language.lint.linter import lint_text\n"
            "r = lint_text('rule \"e\"\\n  after play when play.rank is 8:\\n"
            "    acting player says \"Lopti!\"\\n    repeat 2 times:\\n"
            "      next player draws 1 card\\n')\n"
            "assert r.diagnostics == [], r.diagnostics\n"
            "print('lopti_rules.sandbox.run' in sys.modules,"
            " 'RestrictedPython' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.split() == ["False", "False"]


# ---------------------------------------------------------------- LP911 text


def test_r_custom_1_empty_text_is_lp911_but_any_character_is_a_text() -> None:
    (d,) = lint_text(hook('acting player says ""')).diagnostics
    assert d.code == "LP911" and f"1 to {LIMITS.MAX_TEXT} characters" in d.message
    assert len(runs(hook('acting player does " "'))) == 1  # the compiler's rule, exactly


def test_r_custom_1_text_up_to_max_text_runs_and_one_more_is_lp911() -> None:
    longest = "a" * LIMITS.MAX_TEXT
    assert len(runs(hook(f'acting player says "{longest}"'))) == 1
    (d,) = lint_text(hook(f'acting player says "{longest}b"')).diagnostics
    assert d.code == "LP911" and str(LIMITS.MAX_TEXT) in d.message and d.severity == "error"


# ---------------------------------------------------------------- LP912 repeat and fuel


def test_r_custom_3_repeat_up_to_max_range_runs_and_one_more_is_lp912() -> None:
    # a body that asks for no effect: a draw in each pass may ask for 500 (LP916, reach.py)
    inside = (f'rule "r"\n  count "n" this round\n  after play:\n    repeat '
              f'{LIMITS.MAX_RANGE} times:\n      if count "n" is less than 9:\n'
              '        add 1 to "n"\n')
    assert codes_of(inside) == []
    (entry,) = compile_text(inside).rules
    (h,) = entry.hooks
    counted = RuleView(rounds=1, clears=0, pickups=0, fired=0, counts=(0,))
    assert len(run_hook(h.hook, TABLE, event_view(PLAY, TABLE), counted)) == 1  # Remember
    assert codes_of(inside.replace(str(LIMITS.MAX_RANGE), str(LIMITS.MAX_RANGE + 1))) == [
        "LP912"]


def test_r_custom_3_nested_repeats_beyond_the_fuel_are_lp912() -> None:
    """1 + 100 + 100 * 100 steps is more than MAX_STEPS (10,000): stopped every time."""
    n = LIMITS.MAX_RANGE
    assert 1 + n + n * n > LIMITS.MAX_STEPS
    text = hook(f"repeat {n} times:", f"  repeat {n} times:",
                "    every player whose hand is 9 draws 1 card")
    (d,) = lint_text(text).diagnostics
    assert d.code == "LP912" and "steps" in d.message and d.line == 3


# ---------------------------------------------------------------- LP913 Roshambo results


@each.parametrize("statement", [
    "if hand of roshambo winner is 2:\n      roshambo winner draws 1 card",
    "if roshambo loser is next player:\n      skip next player",
    "repeat cards of roshambo loser times:\n      reverse direction",
    "every player whose hand is hand of roshambo loser draws 1 card",
    "roshambo loser gives 1 card to their left",
    "roshambo loser plays roshambo with dealer",
])
def test_r_custom_4_reading_a_roshambo_result_in_the_hook_is_lp913(statement: str) -> None:
    text = hook("acting player plays roshambo with next player", statement)
    # (a repeat of a player's cards may also ask for 52 effects: LP916, reach.py)
    assert [c for c in codes_of(text) if c != "LP916"] == ["LP913"]


@each.parametrize("statement", [
    "roshambo loser draws 1 card", "roshambo loser gives 1 card to roshambo winner",
    "skip roshambo loser", 'roshambo winner says "Yes!"', "roshambo loser reveals their hand",
])
def test_r_custom_4_naming_a_roshambo_result_as_a_target_runs(statement: str) -> None:
    effects = runs(hook("acting player plays roshambo with next player", statement))
    assert len(effects) == 2


def test_roshambo_result_before_any_roshambo_stays_lp908() -> None:
    assert codes_of(hook("if hand of roshambo winner is 2:", "  reverse direction")) == [
        "LP908"]


# ---------------------------------------------------------------- LP914 counts


# (gifts to the acting player after a play would also cancel the draw, LP206: these go
# to other players)
@pytest.mark.parametrize("verb", ["next player draws {} cards",
                                  "next player gives {} cards to previous player",
                                  "next player takes {} cards from the cleared cards"])
def test_r_setup_1_card_counts_beyond_the_deck_are_lp914(verb: str) -> None:
    # a whole deck drawn after every play also takes the draw pile away (LP206, R-DRAW-1)
    assert codes_of(hook(verb.format(MAX_CARDS))) == (["LP206"] if "draws" in verb else [])
    assert codes_of(hook(verb.format(MAX_CARDS + 1))) == ["LP914"]
    assert codes_of(hook(verb.format("50 + 3"))) == ["LP914"]


def test_r_play_1_at_least_more_cards_than_a_play_has_is_lp914() -> None:
    # only after three 9s: on every play, four cards would leave single cards no play
    # (LP209), and after a single or a pair every single and pair is barred (LP208)
    text = hook("if play.rank is 9 and play.count is 3:", "  next play must have at least 4 cards")
    assert codes_of(text) == []
    (entry,) = compile_text(text).rules
    (h,) = entry.hooks
    three = dataclasses.replace(PLAY, count=3)
    assert len(list(run_hook(h.hook, TABLE, event_view(three, TABLE), RULE_VIEW))) == 1
    assert codes_of(hook("next play must have at least 5 cards")) == ["LP914"]


# ---------------------------------------------------------------- LP915 numbers


def test_r_custom_1_numbers_up_to_max_int_compile_and_beyond_is_lp915() -> None:
    assert runs(hook(f"if round.turns is {LIMITS.MAX_INT}:", "  reverse direction")) == []
    assert codes_of(hook(f"if round.turns is {LIMITS.MAX_INT + 1}:",
                         "  reverse direction")) == ["LP915"]
    total = hook(f"if round.turns is {LIMITS.MAX_INT} + 1:", "  reverse direction")
    assert codes_of(total) == ["LP915"]


@each.parametrize(("statement", "code"), [
    ("previous player draws 60 + face-down of acting player cards", "LP914"),
    ("next player draws 60 - hand of dealer cards", "LP914"),  # may: 60 to an empty hand
    ("next player draws 52 - hand of dealer cards", None),
    ("next play must have at least 5 + hand of dealer cards", "LP914"),
    ("repeat 101 + table.pile times:\n      reverse direction", "LP912"),
    ("next player draws 999999 + table.players cards", "LP915"),
    ("next player draws 999990 + table.players cards", "LP914"),
], size=60)
def test_counts_are_judged_by_their_smallest_value(statement: str, code: str | None) -> None:
    """A card count of 60 plus anyone's cards is never a legal draw (R-SETUP-1: 52 cards);
    60 less a hand is one when the hand is empty (LP914 at its upper bound, reach.py)."""
    assert codes_of(hook(statement)) == ([code] if code else [])


def test_fold_adds_and_subtracts_constants_only() -> None:
    rule = parse(hook("next player draws 3 + 4 - 2 cards", "next player draws hand of "
                      "dealer + 1 cards")).rules[0]
    first, second = rule.hooks[0].body
    assert fold(first.count) == 5  # type: ignore[attr-defined]
    assert fold(second.count) is None  # type: ignore[attr-defined]


# ---------------------------------------------------------------- LP916 effects


def test_r_custom_3_max_effects_run_and_one_more_is_lp916() -> None:
    n = LIMITS.MAX_EFFECTS
    assert len(runs(hook(f"repeat {n} times:", "  reverse direction"))) == n
    (d,) = lint_text(hook(f"repeat {n + 1} times:", "  reverse direction")).diagnostics
    assert d.code == "LP916" and str(n) in d.message


def test_r_custom_3_effects_inside_an_if_branch_are_counted_when_it_runs() -> None:
    n = LIMITS.MAX_EFFECTS
    text = hook("if table.pile is 4:", f"  repeat {n} times:", "    skip next player",
                "  reverse direction")
    assert codes_of(text) == ["LP916"]
    # A hook is pure: a condition inside a repeat holds in every round of it or in none.
    text = hook(f"repeat {n + 1} times:", "  if table.pile is 4:", "    reverse direction")
    assert codes_of(text) == ["LP916"]


def test_sets_of_players_that_may_be_empty_are_not_counted() -> None:
    """Not in the floor (LP916 whenever it runs); at the upper bound they are (reach.py):
    33 reveals by every player whose hand is 9 is 33 whenever one has 9 cards."""
    for players in ("every player whose hand is 9", "every player who is out",
                    "every other player"):
        text = hook(f"repeat {LIMITS.MAX_EFFECTS + 1} times:", f"  {players} reveals their hand")
        found = lint_text(text).diagnostics
        assert [d.code for d in found] == ["LP916"], players
        assert "may ask for up to" in found[0].message, players
    text = hook(f"repeat {LIMITS.MAX_EFFECTS + 1} times:",
                "  every player whose hand is 9 draws 1 card")
    rule = parse(text).rules[0]  # compiled without the lint gate: it runs while nobody has 9
    compiled = compile_rule(generate_rule(rule, filename="r.lopti").source, rule="r")
    assert list(run_hook(compiled.hooks["after_play"], TABLE, event_view(PLAY, TABLE),
                         RULE_VIEW)) == []


def test_everyone_still_in_is_never_nobody_so_it_counts() -> None:
    """Play goes on for the places until one player is left (R-WIN-3): never nobody."""
    text = hook(f"repeat {LIMITS.MAX_EFFECTS + 1} times:", "  every player reveals their hand")
    assert codes_of(text) == ["LP916"]


# ---------------------------------------------------------------- LP917 Roshambo alone


@pytest.mark.parametrize("pair", [("acting player", "acting player"), ("dealer", "dealer"),
                                  ("next player", "next player")])
def test_r_custom_1_roshambo_with_oneself_is_lp917(pair: tuple[str, str]) -> None:
    assert codes_of(hook(f"{pair[0]} plays roshambo with {pair[1]}")) == ["LP917"]


def test_roshambo_between_two_roles_runs() -> None:
    assert len(runs(hook("acting player plays roshambo with next player"))) == 1


def test_r_setup_1_one_of_more_ranks_than_a_deck_has_is_lp914() -> None:
    every_rank = "2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, A"
    assert len(runs(hook(f"next play must be one of {every_rank}"))) == 1
    assert codes_of(hook(f"next play must be one of {every_rank}, 2")) == ["LP914"]


# ---------------------------------------------------------------- LP920 options


def test_r_custom_1_one_of_up_to_max_collection_compiles_and_more_is_lp920() -> None:
    def options(n: int) -> str:
        return hook(f"if play.count is one of {', '.join(['1'] * n)}:", "  skip next player")

    assert len(runs(options(LIMITS.MAX_COLLECTION))) == 1  # a play of one card: skip
    (d,) = lint_text(options(LIMITS.MAX_COLLECTION + 1)).diagnostics
    assert d.code == "LP920" and str(LIMITS.MAX_COLLECTION) in d.message


# ---------------------------------------------------------------- LP918 nesting


def nested_whose(levels: int) -> str:
    """``levels`` nested 'for each player whose ...' blocks: two Python levels each."""
    lines = [("  " * i) + "for each player whose hand is at most 9:" for i in range(levels)]
    return hook(*lines, "  " * levels + "that player reveals their hand")


def test_r_custom_1_the_deepest_hook_lint_accepts_compiles() -> None:
    deepest = (LIMITS.MAX_NESTING - PYTHON_BASE) // PYTHON_PER_LEVEL
    levels = next(n for n in range(40) if nesting(parse(nested_whose(n + 1)).rules[0].hooks[0])
                  > deepest)
    # so deep a nest of loops over players may take 5**levels passes: too costly (LP921,
    # issue 13); its Python still fits the sandbox's nesting
    assert codes_of(nested_whose(levels)) == ["LP921"]
    rule = parse(nested_whose(levels)).rules[0]
    compile_rule(generate_rule(rule, filename="deep.lopti").source, rule="deep")
    (d,) = [d for d in lint_text(nested_whose(levels + 1)).diagnostics if d.code != "LP921"]
    assert d.code == "LP918" and f"at most {deepest}" in d.message


def test_r_custom_1_a_long_sum_is_lp918_and_a_short_one_is_not() -> None:
    assert codes_of(hook("next player draws " + " + ".join(["1"] * 4) + " cards")) == []
    assert codes_of(hook("next player draws " + " + ".join(["1"] * 20) + " - 19 cards")) == [
        "LP918"]


# ---------------------------------------------------------------- LP919 source length


def says(count: int, text: str) -> str:
    lines = []
    for k in range(count):
        lines += [f"if table.pile is {k}:", f'  acting player says "{text}"']
    return hook(*lines)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.text(max_size=40))
def test_literal_size_bounds_the_compilers_string_literals(text: str) -> None:
    assert literal_size(text) >= len(py_str_literal(text))


@pytest.mark.slow
@pytest.mark.parametrize(("count", "text", "code"), [
    (30, "Lopti! " * 40, None), (40, "\U0001F600" * 280, "LP919"), (20, "\U0001F600" * 280, None),
])
def test_r_custom_1_a_rule_whose_python_could_exceed_max_source_is_lp919(
        count: int, text: str, code: str | None) -> None:
    rule_text = says(count, text)
    assert codes_of(rule_text) == ([code] if code else [])
    rule = parse(rule_text).rules[0]
    generated = len(generate_rule(rule, filename="house.lopti").source)
    assert generated <= source_bound(rule, [measure(h) for h in rule.hooks])
    if code is None:
        compile_text(rule_text)


def test_r_custom_1_lp918_in_one_rule_does_not_hide_lp919_in_another() -> None:
    """The LP919 check skips a rule only for that rule's own LP918, not the whole book's."""
    nested = hook("next player draws " + " + ".join(["1"] * 20) + " - 19 cards")
    long = says(40, "\U0001F600" * 280).replace('rule "r"', 'rule "long"')
    assert codes_of(nested) == ["LP918"] and codes_of(long) == ["LP919"]
    assert codes_of(nested + long) == ["LP918", "LP919"]
    assert codes_of(long + nested) == ["LP919", "LP918"]


# ---------------------------------------------------------------- hints and docs


@each.parametrize(("typo", "phrase"), [
    ("nxt player", "next player"), ("previus player", "previous player"),
    ("dealr player", "dealer"), ("lst player", "last winner"),
    ("evry player", "every player"), ("othr player", "every other player"),
    ("actng player", "acting player"),
], size=60)
def test_r_custom_4_unknown_role_hint_is_the_phrase_to_type(typo: str, phrase: str) -> None:
    (d,) = lint_text(hook(f"{typo} draws 1 card")).diagnostics
    assert (d.code, d.hint) == ("LP904", f"did you mean '{phrase}'?")
    assert codes_of(hook(f"{phrase} draws 1 card")) == []


def test_unknown_role_after_skip_suggests_the_whole_statement() -> None:
    (d,) = lint_text(hook("skip the nxt", head="after play")).diagnostics
    assert (d.code, d.hint) == ("LP904", "did you mean 'skip next player'?")
    assert codes_of(hook("skip next player", head="after play")) == []


@each.parametrize("code", marks.slow_for([*(f"LP91{k}" for k in range(1, 10)), "LP920"],
                                                 str, {"LP915"}))
def test_new_codes_are_unsuppressible_hygiene_errors(code: str) -> None:
    entry = codes.CODES[code]
    assert (entry.family, entry.severity, entry.suppressible) == ("hygiene", "error", False)
    text = entry.avoid.replace("\n", f"  # lopti: ignore[{code}]\n", 1)
    assert code in codes_of(text)


def test_the_docs_quote_the_sandboxs_limits() -> None:
    """The code pages and the index name the limits; a changed limit fails here first."""
    pages = codes.render_index() + "".join(codes.render_page(codes.CODES[f"LP91{k}"])
                                           for k in range(1, 10)) + codes.render_page(
        codes.CODES["LP920"])
    for value in (LIMITS.MAX_TEXT, LIMITS.MAX_RANGE, f"{LIMITS.MAX_STEPS:,}",
                  f"{LIMITS.MAX_INT:,}", MAX_CARDS, LIMITS.MAX_EFFECTS, LIMITS.MAX_NESTING,
                  f"{LIMITS.MAX_SOURCE:,}", LIMITS.MAX_COLLECTION):
        assert str(value) in pages, value


def _naive_measure(node: nodes.Node, depth: int = 1) -> tuple[int, int, int]:
    weight = PYTHON_BASE + PYTHON_PER_LEVEL * depth
    literals = literal_size(node.value) if isinstance(node, nodes.Text) else 0
    deepest = depth
    for child in node.children():
        d, w, lit = _naive_measure(child, depth + 1)
        deepest, weight, literals = max(deepest, d), weight + w, literals + lit
    return deepest, weight, literals


PARSEABLE = sorted(p for p in (ROOT / "examples").glob("*/*.lopti")
                   if not re.search(r"# expect: LP(1|926|948)",  # 948: no rule to walk
                                    p.read_text(encoding="utf-8", errors="replace")))


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def _walks_every_child_node(path: Path) -> None:
    book = parse(path.read_text(encoding="utf-8"))
    assert book.rules
    for rule in book.rules:
        for h in rule.hooks:
            assert measure(h) == _naive_measure(h)


@pytest.mark.parametrize("paths", each.groups(PARSEABLE, _name, 250))
def test_measure_walks_every_child_node(paths: list[Path]) -> None:
    """measure() skips scalar fields by their annotation; it must still see every node.
    Every parseable example, in groups (half a millisecond a file: support/each.py)."""
    each.check_each(paths, _name, _walks_every_child_node)


def test_a_long_sum_is_worked_out_once_per_node() -> None:
    """Ranges are memoised per hook: a 150-term sum costs one step per node, not per term
    squared (lint stays linear on long input; 150 terms is within LP108's depth)."""
    calls: list[int] = []

    class Counting(Numbers):
        def _work_out(self, expr: nodes.Expr) -> tuple[int | None, int | None]:
            calls.append(id(expr))
            return super()._work_out(expr)

    rule = parse(hook("next player draws " + " + ".join(["1"] * 150) + " cards")).rules[0]
    (draw,) = rule.hooks[0].body
    numbers = Counting("play")
    assert card_count_finding(draw.count, "draw", numbers) is not None  # type: ignore[attr-defined]
    assert numbers.overflows(draw.count) is False  # type: ignore[attr-defined]
    assert len(calls) == len(set(calls)) == 2 * 150 - 1


# ---------------------------------------------------------------- LP921 cost (issue 13)


def test_r_custom_3_ten_thousand_passes_of_a_test_are_lp921() -> None:
    text = hook("repeat 99 times:", "  repeat 99 times:", "    if hand of next player is 3:",
                "      last winner says \"three\"")
    (d,) = lint_text(text).diagnostics
    assert d.code == "LP921" and f"{LIMITS.MAX_COST:,}" in d.message


def test_r_custom_3_a_repeat_counts_by_the_largest_value_of_its_count() -> None:
    """'repeat hand of dealer times' runs at most 52 times (a hand), not MAX_RANGE: not
    LP921 (a draw in each of its 52 x 5 passes may ask for more effects than a call
    returns, though: LP916 at its upper bound, reach.py)."""
    text = hook("repeat hand of dealer times:", "  for each player:",
                "    if hand of that player is 3:", "      that player draws 1 card")
    assert codes_of(text) == ["LP916"]


def test_r_custom_3_a_small_loop_is_not_lp921() -> None:
    assert codes_of(hook("for each player:", "  if hand of that player is 3:",
                         "    that player says \"three\"")) == []


def test_r_custom_3_thirty_three_gives_after_a_play_are_lp916() -> None:
    """The acting player of a play is never the next player: each give is an effect."""
    # (giving that many empties a hand that would draw, which still draws: R-FACE-1 takes
    # the face-up cards up once the draw chance is over)
    text = hook("repeat 33 times:", "  acting player gives 1 card to next player")
    assert codes_of(text) == ["LP916"]
    assert codes_of(hook("repeat 32 times:", "  acting player gives 1 card to next player")) \
        == []
    assert codes_of(hook("if hand of acting player is at least 40:", "  repeat 32 times:",
                         "    acting player gives 1 card to next player")) == []


def test_r_custom_3_lp916_counts_a_player_beside_a_role_as_always_there() -> None:
    """Found by the lint-compiles property: `next player after the acting player` always
    names someone (issue 14's relative roles), so 33 says ask for 33 effects (LP916), as
    with `next player`; lint clean must mean it runs."""
    from lopti_rules.language import lint_text

    for who in ("next player after the acting player", "player left of the dealer"):
        text = f'rule "R"\n  after deal:\n    repeat 33 times:\n      {who} says "0"\n'
        assert [d.code for d in lint_text(text).diagnostics] == ["LP916"], who
