"""The validator: every R-CUSTOM family, the policy table and the hook trigger graph."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.engine.events import EVENT_NAMES, attribute_types
from lopti_rules.language.analysis.validator import validate
from lopti_rules.language.catalogue import permissions as policy
from lopti_rules.language.catalogue import vocabulary
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes


def codes_of(text: str) -> list[str]:
    return [d.code for d in lint_text(text).diagnostics]


def hook(head: str, *body: str) -> str:
    return f'rule "r"\n  {head}:\n' + "".join(f"    {line}\n" for line in body)


# ---------------------------------------------------------------- LP2xx blocks an event


@each.parametrize("statement", ["cancel the play", "prevent the clear", "undo the play",
                                       "acting player cancels the draw",
                                       "reverse direction instead"], size=60)
def test_r_custom_2_cancel_prevent_undo_instead_wording(statement: str) -> None:
    assert codes_of(hook("after play", statement)) == ["LP201"]


@each.parametrize(("head", "statement", "code"), [
    ("before draw", "next player draws 1 card", "LP202"),
    ("before draw", "next player gives 1 card to acting player", "LP202"),
    ("before play", "acting player gives 1 card to next player", "LP202"),
    ("before play", "next play must be 8 or lower", "LP202"),
    ("before play", "next player takes 1 card from the pile", "LP202"),
    ("before win", "next player gives 1 card to acting player", "LP202"),
    ("before out", "acting player draws 1 card", "LP202"),
    ("before turn", "skip acting player", "LP202"),
    ("before take_up", "acting player draws 1 card", "LP202"),
    ("before deal", "every player draws 1 card", "LP202"),
    ("before clear", "acting player picks up the pile", "LP203"),
    ("after clear", "skip acting player", "LP203"),
    ("after clear", "next play must be one of 4, 5", "LP203"),
    ("before bonus", "skip acting player", "LP203"),
], size=60)
def test_r_custom_2_r_clear_3_policy_table_blocks(head: str, statement: str, code: str) -> None:
    assert code in codes_of(hook(head, statement))


@each.parametrize(("head", "statement"), [
    ("before play", 'acting player says "here goes"'),
    ("before draw", "next player reveals their hand"),
    ("before clear", "next player draws 1 card"),
    ("after clear", "skip next player"),
    ("after play", "clear the pile"),
    ("after draw", "next play must be J or lower"),  # the 10 kept: LP207 since session 33
    ("before win", "next player draws 1 card"),
], size=60)
def test_r_custom_2_additive_effects_are_allowed(head: str, statement: str) -> None:
    assert codes_of(hook(head, statement)) == []


@each.parametrize("giver", ["previous player", "next player", "dealer",
                                   "player with the fewest cards"])
def test_r_custom_2_a_give_to_a_side_may_reach_the_acting_player(giver: str) -> None:
    """Before a win (R-WIN-1) the winner's empty hands are protected; a neighbour's gift
    to a side may land in them, the winner's own gift to a side never does."""
    assert codes_of(hook("before win", f"{giver} gives 1 card to their left")) == ["LP202"]
    assert codes_of(hook("before win", "acting player gives 1 card to their left")) == []


def test_r_custom_2_skipping_an_event_is_rejected() -> None:
    assert codes_of(hook("after play", "skip the draw")) == ["LP204"]


def test_r_custom_2_policy_table_is_plain_data_over_real_events() -> None:
    for (event, timing), rules in policy.FORBIDDEN.items():
        assert event in EVENT_NAMES and timing in ("before", "after")
        for effect, (code, reason) in rules.items():
            assert effect in policy.EFFECTS and code.startswith("LP") and "R-" in reason
    assert set(policy.CAUSES) == set(policy.ACTION_EFFECTS)
    assert all(e in EVENT_NAMES for events in policy.CAUSES.values() for e in events)


# ---------------------------------------------------------------- LP3xx targets a person


@each.parametrize(("statement", "code"), [
    ("creator draws 1 card", "LP301"),
    ("seat 3 draws 1 card", "LP302"),
    ("player 2 draws 1 card", "LP302"),
    ('"Anna" draws 2 cards', "LP303"),
    ("oldest player draws 1 card", "LP304"),
    ("skip oldest player", "LP304"),
    ("for each player whose age is 30:\n      that player draws 1 card", "LP304"),
], size=60)
def test_r_custom_4_people_are_reached_only_through_roles(statement: str, code: str) -> None:
    assert codes_of(hook("after clear", statement)) == [code]


def test_r_custom_4_seat_attributes_and_quoted_names_in_conditions() -> None:
    assert codes_of(hook("after play when play.player is 2", "skip next player")) == ["LP302"]
    assert codes_of(hook('after play when next player is "Bo"', "skip next player")) == ["LP303"]


# ---------------------------------------------------------------- LP4xx loops


@pytest.mark.parametrize("loop", ["repeat forever:", "repeat until table.pile is 0:",
                                  "while table.pile is more than 0:"])
def test_r_custom_3_unbounded_repetition(loop: str) -> None:
    assert codes_of(hook("after clear", loop, '  next player says "x"')) == ["LP401"]


def test_r_custom_3_after_a_draw_draw_again_loops() -> None:
    diags = lint_text(hook("after draw", "acting player draws 1 card")).diagnostics
    assert [d.code for d in diags] == ["LP402"]
    assert 'rule "r" (after draw, line 3) causes a draw' in diags[0].message


def test_r_custom_3_cycle_across_rules_is_reported_rule_by_rule() -> None:
    text = ('rule "A"\n  after draw:\n    clear the pile\n\n'
            'rule "B"\n  after clear:\n    acting player draws 1 card\n')
    diags = lint_text(text).diagnostics
    assert [d.code for d in diags] == ["LP402"]
    msg = diags[0].message
    assert msg.index('rule "A"') < msg.index('rule "B"')
    assert "causes a clear" in msg and "causes a draw" in msg


def test_r_custom_3_harmless_chains_are_not_loops() -> None:
    text = ('rule "A"\n  after clear:\n    acting player draws 1 card\n\n'
            'rule "B"\n  after pickup:\n    next player draws 1 card\n\n'
            'rule "C"\n  after play when play.rank is J:\n    clear the pile\n')
    assert codes_of(text) == []


# ---------------------------------------------------------------- LP5xx winning and voting


def test_r_win_4_cards_to_players_who_are_out() -> None:
    assert codes_of(hook("after clear", "every player who is out draws 1 card")) == ["LP501"]
    assert codes_of(hook("after out", "acting player draws 1 card")) == ["LP501"]


@each.parametrize(("head", "body"), [
    ("after out when out.place is 1", ("every player still in draws 1 card",)),
    ("after out", ("every player draws 1 card",)),
    ("before out", ("every player still in draws 1 card",)),
    ("after win", ("for each player still in:", "  that player draws 1 card")),
], size=60)
def test_r_win_4_the_players_still_in_at_out_are_the_others(
        head: str, body: tuple[str, ...]) -> None:
    """At ``out`` and ``win`` the player going out is no longer among the players still in
    (``sandbox/view.py``): cards to them are cards to everyone else, clean (redteam14
    fair-last-out-bonus); the acting player and ``every player who is out`` stay LP501."""
    assert codes_of(hook(head, *body)) == []


@pytest.mark.parametrize(("head", "body"), [
    ("after play when cards of acting player is 0", "next player gives 1 card to acting player"),
    ("after play when play.rank is 8 and cards of acting player is at most 0",
     "acting player takes 1 card from the cleared cards"),
    ("after flip when cards of acting player is less than 1", "acting player draws 1 card"),
])
def test_r_win_4_cards_to_the_player_whose_last_card_put_them_out(head: str, body: str) -> None:
    assert codes_of(hook(head, body)) == ["LP501"]
    # the same with the player still holding cards, or another player receiving, is fine;
    # but a flip is made with an empty hand anyway (R-FACE-2): a card to the flipper after a
    # flip that may be legal refills the blind stage (LP502, session 31)
    still = codes_of(hook(head.replace("cards of acting player", "hand of acting player"), body))
    assert still == (["LP502"] if head.startswith("after flip") else [])
    assert codes_of(hook(head, "next player draws 1 card")) == []


def test_r_custom_3_conditions_aimed_at_a_last_card() -> None:
    text = hook("after play", "if cards of next player is 1:",
                "  next play must have at least 2 cards")
    assert codes_of(text) == ["LP502"]
    assert codes_of(hook("after play when hand of next player is at most 1",
                         "skip next player")) == ["LP502"]


@each.parametrize("text", [
    hook("after vote", "next player draws 1 card"),
    hook("after roshambo", "next player draws 1 card"),
    hook("after deal", "the vote needs three quarters"),
    hook("after deal when vote.yes is 3", "skip next player"),
], size=60)
def test_r_vote_8_the_vote_and_roshambo_are_untouchable(text: str) -> None:
    assert codes_of(text) == ["LP503"]


def test_r_custom_3_a_roshambo_mini_game_is_allowed() -> None:
    text = hook("after play when play.rank is 5", "acting player plays roshambo with next player",
                "roshambo loser draws 1 card")
    assert codes_of(text) == []


# ---------------------------------------------------------------- LP6xx, LP7xx


def test_r_custom_3_no_retroactive_history() -> None:
    text = hook("after clear", "repeat session.clears times:", "  acting player draws 1 card")
    assert codes_of(text) == ["LP601"]
    assert codes_of(hook("after clear when rule.clears is 3", "acting player draws 1 card")) == []


@each.parametrize(("demand", "code"), [
    ("take a shot", "LP701"), ("drink", "LP701"), ("slap the dealer", "LP702"),
    ("kiss the winner", "LP703"), ("strip", "LP703"), ("tear a card", "LP704"),
    ("steal a snack", "LP705"), ("mock the loser", "LP706"),
], size=15)
def test_r_custom_3_harmful_demands_in_free_text(demand: str, code: str) -> None:
    assert codes_of(hook("after clear", f'acting player does "{demand}"')) == [code]


def test_r_custom_3_harm_words_are_found_among_emoji_and_emoji_alone_are_harmless() -> None:
    assert codes_of(hook("after clear", f'acting player says "{chr(0x1F600) * 50}"')) == []
    assert codes_of(hook("after clear", f'acting player does "{chr(0x1F600)} kiss {chr(0x1F600)}"'
                         )) == ["LP703"]


@each.parametrize("harmless", ["a little dance", "Lopti!", "shotgun the next round",
                                      "tap the table twice"])
def test_r_custom_3_harmless_free_text_passes(harmless: str) -> None:
    assert codes_of(hook("after clear", f'acting player says "{harmless}"')) == []


# ---------------------------------------------------------------- LP9xx hygiene


def test_r_custom_1_unknown_names_get_did_you_mean() -> None:
    diags = lint_text(hook("after plya", "skip next player")).diagnostics
    assert [(d.code, d.hint) for d in diags] == [("LP901", "did you mean 'play'?")]
    diags = lint_text(hook("after play when play.rnak is 8", "skip next player")).diagnostics
    assert [(d.code, d.hint) for d in diags] == [("LP902", "did you mean 'rank'?")]
    diags = lint_text(hook("after play", "next player drwas 1 card")).diagnostics
    assert [(d.code, d.hint) for d in diags] == [("LP903", "did you mean 'draws'?")]
    diags = lint_text(hook("after play", "nxt player draws 1 card")).diagnostics
    assert [(d.code, d.hint) for d in diags] == [("LP904", "did you mean 'next player'?")]
    diags = lint_text(hook("after clear when clear.cause is tens", "skip next player")).diagnostics
    assert [(d.code, d.hint) for d in diags] == [("LP905", "did you mean 'ten'?")]


def test_r_custom_1_several_values_need_one_of() -> None:
    diags = lint_text(hook("after play when play.rank is 8 or 9", "reverse direction")).diagnostics
    assert [(d.code, d.hint) for d in diags] == [
        ("LP905", "to test several values write 'play.rank is one of 8, 9'")]


@each.parametrize("cond", ["play.rank is ten", "play.count", "play.bonus is 3",
                                  "play.rank is 8 and 3", "next player is more than dealer"])
def test_r_custom_1_type_errors(cond: str) -> None:
    assert codes_of(hook(f"after play when {cond}", "reverse direction")) == ["LP905"]


@each.parametrize("cond", ["play.count is 5", "play.rank is 1", "play.rank is more than A",
                                  "play.rank is 8 and play.rank is 9",
                                  "play.count is one of 5, 6"], size=60)
def test_r_custom_1_conditions_that_can_never_hold_warn(cond: str) -> None:
    result = lint_text(hook(f"after play when {cond}", "reverse direction"))
    assert [d.code for d in result.diagnostics] == ["LP906"]
    assert result.ok  # a warning does not make the rule illegal


@each.parametrize(("head", "cond"), [
    ("after draw", "draw.count is 0"), ("after play", "table.players is 7"),
    ("after play", "play.count is 2 + 3"), ("after draw", "draw.count is less than 1"),
    ("after play", "round.clears is 1 and round.clears is 2"),
], size=60)
def test_r_custom_1_lp906_reads_ranges_of_the_hooks_own_event_and_the_table(
        head: str, cond: str) -> None:
    assert codes_of(hook(f"{head} when {cond}", "reverse direction")) == ["LP906"]


@each.parametrize("cond", ["draw.count is 0", "draw.count is less than 1",
                                  "draw.count is one of 0, 200",
                                  "draw.count is 1 and draw.count is 2"], size=60)
def test_r_custom_1_another_events_attribute_is_lp902_only_not_lp906(cond: str) -> None:
    """A play hook cannot read draw.* (LP902); its draw range says nothing about the play."""
    assert set(codes_of(hook(f"after play when {cond}", "reverse direction"))) == {"LP902"}


def test_r_custom_1_duplicate_rules_and_hooks() -> None:
    text = ('rule "A"\n  after play when play.rank is 8:\n    skip next player\n'
            'rule "a"\n  after play when play.rank is 8:\n    skip next player\n')
    assert codes_of(text) == ["LP907", "LP506"]


def test_r_custom_1_roshambo_results_and_that_player_need_their_context() -> None:
    assert codes_of(hook("after play", "roshambo winner draws 1 card")) == ["LP908"]
    assert codes_of(hook("after play", "that player draws 1 card")) == ["LP909"]


def test_r_custom_1_validate_fills_static_types_for_the_compiler() -> None:
    book = parse(hook("after play when play.rank is at least 8 and hand of next player is 2",
                      "next player draws play.count + 1 cards"))
    assert validate(book) == []
    types = {type(n).__name__ + ":" + getattr(n, "name", getattr(n, "measure", "")):
             n.static_type for n in book.walk() if isinstance(n, nodes.Expr)}
    assert types["Attribute:rank"] == "rank"
    assert types["Attribute:count"] == "number"
    assert types["Measure:hand"] == "number"
    assert types["BoolOp:"] == "truth"
    assert types["Arith:"] == "number"


def test_r_custom_1_vocabulary_reads_the_event_contract() -> None:
    play = vocabulary.event_attributes("play")
    assert play["rank"].type == "rank" and play["count"].type == "number"
    assert play["player"].type == "seat" and play["bonus"].type == "truth"
    assert vocabulary.event_attributes("clear")["cause"].choices == (
        "ten", "four", "threes", "sevens", "custom")
    assert vocabulary.event_attributes("nope") == {}


@each.parametrize("statement", ["me draws 1 card", "myself draws 1 card",
                                       "I draw 2 cards", "the creator draws 1 card"], size=60)
def test_r_custom_4_the_creator_in_any_words(statement: str) -> None:
    assert codes_of(hook("after clear", statement)) == ["LP301"]


def test_r_custom_4_event_words_for_the_acting_player() -> None:
    assert codes_of(hook("after pickup", "the picker draws 1 card")) == []
    assert codes_of(hook("after clear when clear.cause is ten", 'the clearer says "Lopti!"')) == []
    diags = lint_text(hook("after pickup", "the clearer draws 1 card")).diagnostics
    assert [(d.code, d.hint) for d in diags] == [("LP904", "say 'acting player'")]


def test_r_custom_4_every_event_has_an_acting_player_field() -> None:
    for event in EVENT_NAMES:
        field = vocabulary.acting_attribute(event)
        assert field in attribute_types(event)
        assert vocabulary.event_attributes(event)[field].type == "seat"


def test_every_action_has_its_effects_in_the_policy_table() -> None:
    """R-CUSTOM-2: the validator checks each action's effects against the policy table
    (LP2xx); an action the table does not name would escape the check. Only 'skip the
    <event>' (its own check, LP204/LP503) and unknown statements have no entry."""
    from lopti_rules.language.analysis.checks.blocks import ACTION_KEYS as _ACTION_KEYS

    actions = {cls for cls in vars(nodes).values()
               if isinstance(cls, type) and issubclass(cls, nodes.Action)
               and cls is not nodes.Action}
    assert actions - set(_ACTION_KEYS) == {nodes.SkipEvent, nodes.Unknown}
    assert set(_ACTION_KEYS.values()) | {"take_pile"} <= set(policy.ACTION_EFFECTS)
