"""Lint clean means it runs, at an upper bound (issue 28): a repeat, a card count or an
effect list that *may* pass the sandbox's limit is LP912, LP914 or LP916, as a cost that
may pass a call's fuel is LP921 (language/analysis/reach.py).

Before this, a rule whose own count keeps growing (``add 1 to "n"`` on every play, no cap)
and drives a ``repeat`` or a card count was lint clean, and the sandbox stopped it at run
time once the count passed 100 repeats, 32 effects or 52 cards; the full lint (with the
trial) let the repeats and the effects through.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import lint_text
from lopti_rules.play.records import RuleStopped


def codes(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "r.lopti").diagnostics)


GROWING = '''rule "Growing"
  count "n" this session
  after play:
    add 1 to "n"
{body}'''

CAPPED = '''rule "Capped"
  count "n" this session
  after play:
    if count "n" is less than 20:
      add 1 to "n"
{body}'''


def test_r_custom_3_a_repeat_of_a_growing_count_is_lp912() -> None:
    """LP912 says enough: the effects of a repeat over its limit are not asked."""
    body = '    repeat count "n" times:\n      next player says "again"'
    (d,) = lint_text(GROWING.format(body=body), "r.lopti").diagnostics
    assert d.code == "LP912"
    assert "keeps growing, past the sandbox's limit of 100 repeats" in d.message


def test_r_custom_3_a_repeat_of_a_count_up_to_99_may_ask_for_99_effects_lp916() -> None:
    body = '    repeat count "n" times:\n      next player says "again"'
    (d,) = lint_text(CAPPED.format(body=body).replace("less than 20", "less than 99"),
                     "r.lopti").diagnostics
    assert d.code == "LP916" and "may ask for up to 100 effects in one call" in d.message


def test_r_custom_3_the_same_repeat_of_a_capped_count_is_clean() -> None:
    body = '    repeat count "n" times:\n      next player says "again"'
    assert codes(CAPPED.format(body=body)) == []


def test_r_custom_3_a_quiet_repeat_of_a_growing_count_is_lp912_alone() -> None:
    """No effect in the repeat: only its passes pass the limit."""
    body = '    repeat count "n" times:\n      if table.pile is 60:\n        reverse direction'
    assert "LP912" in codes(GROWING.format(body=body))


@pytest.mark.parametrize("verb", ["gives", "draws", "takes"])
def test_r_setup_1_a_card_count_of_a_growing_count_is_lp914(verb: str) -> None:
    body = {"gives": '    acting player gives count "n" cards to next player',
            "draws": '    next player draws count "n" cards',
            "takes": '    next player takes count "n" cards from the pile'}[verb]
    found = lint_text(GROWING.format(body=body), "r.lopti").diagnostics
    assert "LP914" in [d.code for d in found]
    assert any("keeps growing, past the 52 a deck has" in d.message for d in found)
    assert "LP914" not in codes(CAPPED.format(body=body))


def test_r_setup_1_a_hand_and_ten_more_may_pass_the_deck_lp914() -> None:
    text = ('rule "Big give"\n  after pickup:\n    acting player gives hand of acting '
            'player + 10 cards to next player\n')
    (d,) = lint_text(text, "r.lopti").diagnostics
    assert d.code == "LP914" and "may give up to 62 cards" in d.message


def test_r_setup_1_two_players_hands_together_hold_at_most_a_deck() -> None:
    """Cards are neither made nor lost: two zones added hold at most 52, though each alone
    may hold all of them (a give of both hands is not LP914; with 1 more it may be)."""
    text = ('rule "Both hands"\n  after pickup:\n    acting player gives hand of acting '
            'player + hand of next player cards to next player\n')
    assert codes(text) == []
    assert codes(text.replace("next player cards", "next player + 1 cards")) == ["LP914"]
    pile = 'rule "Pile"\n  after clear:\n    repeat table.pile + table.cleared times:\n' \
           '      if table.pile is 3:\n        acting player says "three"\n'
    assert "LP912" not in codes(pile)


def test_r_custom_3_effects_in_nested_repeats_may_pass_32_lp916() -> None:
    """A 'says' under a condition in 9 x 52 passes over every player: it may ask for 2,340
    effects, though it rarely asks for any."""
    text = ('rule "Heavy"\n  after play:\n    repeat 9 times:\n      repeat hand of dealer '
            'times:\n        for each player:\n          if hand of that player is 30:\n'
            '            that player says "thirty"\n')
    (d,) = lint_text(text, "r.lopti").diagnostics
    assert d.code == "LP916" and "may ask for up to 2,340 effects" in d.message


def test_r_custom_3_effects_within_the_limit_at_every_bound_are_clean() -> None:
    """Every player at most 5, a repeat of a count set to a play's size (at most 4) over
    every player: 4 x 5 + 5 effects, and a count's Remember, fit 32."""
    text = ('rule "Size times"\n  count "k" this round\n  after play:\n'
            '    set "k" to play.count\n    repeat count "k" times:\n'
            '      every player says "one"\n    every player says "done"\n')
    assert codes(text) == []


@pytest.mark.parametrize(("body", "says"), [
    ('    repeat count "n" times:\n      next player says "again"', "MAX_EFFECTS"),
    ('    repeat count "n" times:\n      if table.pile is 60:\n        reverse direction',
     "range longer"),
    ('    acting player gives count "n" cards to next player', "must be 0 to 52"),
])
def test_r_custom_3_what_lint_now_refuses_was_stopped_at_run_time(body: str, says: str) -> None:
    """What the new findings stand for: the same rules, compiled without lint, are stopped
    by the limits their text shows once the count passes them."""
    from support.games import play_with_rules

    from lopti_rules.language import parse
    from lopti_rules.language.codegen.book import assemble, compile_entry
    from lopti_rules.language.codegen.codegen import generate_rule
    from lopti_rules.play import RuleRuntime, bot_agents
    from lopti_rules.sandbox import DEFAULT_POLICY

    text = GROWING.format(body=body).replace("add 1 to", "add 9 to")  # there sooner
    rules = parse(text, "r.lopti").rules
    book = assemble("r.lopti", (compile_entry(generate_rule(r, filename="r.lopti"),
                                              DEFAULT_POLICY) for r in rules))
    runtime = RuleRuntime([book])
    stops: list[str] = []
    runtime.listen(lambda r: stops.append(r.reason) if isinstance(r, RuleStopped) else None)
    for seed in (1, 2):
        play_with_rules(runtime, 4, seed, "random", agents=bot_agents(4, seed))
    assert any(says in s for s in stops), stops[:3]


def _life(event: str, body: str, lang: str = "en") -> str:
    from lopti_rules.language.present.formatter import format_text
    text = f'rule "Interest"\n  {event}:\n    {body}\n'
    return text if lang == "en" else format_text(text, lang=lang)


@each.parametrize("text", [
    # redteam27 growing-picker-rule-rounds: the rule's age as a pickup's cost
    _life("after pickup", "the picker draws rule.rounds cards", lang="nl"),
    _life("after clear", "the clearer takes rule.clears cards from the cleared cards",
          lang="de"),
    _life("after deal", "last round's last place draws rule.fired + 1 cards", lang="tr"),
    _life("after turn_end when hand of acting player is 1",
          "acting player draws rule.pickups cards"),
])
def test_r_custom_3_a_card_count_of_the_rules_life_keeps_growing_lp914(text: str) -> None:
    """The rule's life counts (rule.rounds, .fired, .clears, .pickups) only grow as long as
    the session runs: a card count that adds them up passes the deck some evening."""
    assert "LP914" in codes(text), text


def test_r_custom_3_a_repeat_of_the_rules_age_keeps_growing_lp912() -> None:
    text = _life("after deal", "repeat rule.rounds times:\n      next player draws 1 card")
    assert "LP912" in codes(text), text


@each.parametrize("text", [
    # a condition on the same count caps it
    _life("after pickup when rule.rounds is at most 3", "the picker draws rule.rounds cards"),
    _life("after deal",
          "if rule.fired is less than 4:\n      next player draws rule.fired cards", lang="nl"),
    # a round's own count is not the rule's life
    _life("after pickup when round.pickups is 1", "the picker draws 1 card"),
    # the life count as a condition only
    _life("after pickup when rule.rounds is a multiple of 2", "the picker draws 1 card",
          lang="de"),
], size=60)
def test_r_custom_3_a_capped_or_conditional_life_count_stays_clean(text: str) -> None:
    assert not {"LP912", "LP914"} & set(codes(text)), text
