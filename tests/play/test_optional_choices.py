"""Optional choices (issue 14): ``may give``, ``may swap``, ``up to N``, from the words to
the runtime, the bots, scenarios and replay. House rule 28: "After a pickup, the picker
may swap one face-up card with the top of the draw pile"."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each
from support.examples import static_book
from support.games import play_with_rules
from support.paths import EXAMPLES

from lopti_rules.engine import Game
from lopti_rules.engine.cards import card_str, cards_of, parse_card
from lopti_rules.engine.position import do, table, unaccounted
from lopti_rules.language import compile_text, lint_text, parse
from lopti_rules.language.present.formatter import format_text
from lopti_rules.language.present.words import describe
from lopti_rules.play import RuleRuntime
from lopti_rules.play.agents import MIDDLE, BotAgent
from lopti_rules.tools import gamelog, run

SWAP_RULE = EXAMPLES / "house-swap-with-deck.lopti"
GIVE_RULE = EXAMPLES / "may-give-after-clear.lopti"


def hook_body(statement: str, head: str = "after pickup") -> tuple[object, ...]:
    book = parse(f'rule "x"\n  {head}:\n    {statement}\n', "x.lopti")
    return tuple(book.rules[0].hooks[0].body)


# ---------------------------------------------------------------- the words
@pytest.mark.parametrize(("a", "b"), [
    ("the picker may swap 1 face-up card with the top of the draw pile",
     "the picker swaps up to 1 face-up card with the top of the draw pile"),
    ("the clearer may give up to 2 cards to their left",
     "the clearer gives up to 2 cards to their left"),
    ("the clearer may give 2 cards to next player",
     "the clearer may give up to 2 cards to next player"),
])
def test_r_custom_1_may_and_up_to_are_one_construct(a: str, b: str) -> None:
    head = "after clear" if "clearer" in a else "after pickup"
    (one,), (other,) = hook_body(a, head), hook_body(b, head)
    assert one.optional and other.optional  # type: ignore[attr-defined]
    assert one.count == other.count  # type: ignore[attr-defined]


def test_r_custom_1_without_may_a_choice_is_not_optional() -> None:
    (give,) = hook_body("the clearer gives 2 cards to their left", "after clear")
    (swap,) = hook_body("the picker swaps 1 face-up card with the top of the draw pile")
    assert not give.optional and not swap.optional  # type: ignore[attr-defined]


@each.parametrize(("written", "canonical"), [
    ("the picker swaps up to 1 face-up card with the top of the draw pile",
     "the picker may swap 1 face-up card with the top of the draw pile"),
    ("the picker may swaps up to 2 face-up cards with the top of the draw pile",
     "the picker may swap up to 2 face-up cards with the top of the draw pile"),
    ("the picker gives up to 2 cards to their left",
     "the picker may give up to 2 cards to their left"),
    ("the picker may give 2 cards to next player",
     "the picker may give up to 2 cards to next player"),
    ("the picker gives 2 cards to next player", "the picker gives 2 cards to next player"),
], size=60)
def test_r_custom_1_fmt_prints_one_form_and_keeps_it(written: str, canonical: str) -> None:
    text = f'rule "x"\n  after pickup:\n    {written}\n'
    once = format_text(text)
    assert once.splitlines()[-1].strip() == canonical
    assert format_text(once) == once


def test_r_custom_1_words_read_an_optional_choice_aloud() -> None:
    one = parse(SWAP_RULE.read_text(), "swap.lopti").rules[0]
    assert describe(one) == ["After a pickup: the picker may swap 1 face-up card of their "
                             "choice with the top of the draw pile."]
    more = parse('rule "x"\n  after clear:\n    the clearer may give up to 2 cards to their '
                 'left\n', "x.lopti").rules[0]
    assert describe(more) == ["After a clear: the clearer may give up to 2 cards of their "
                              "choice (or none) to the player on their left."]


def test_r_custom_1_house_rule_28_says_may_swap_and_lints_clean() -> None:
    text = SWAP_RULE.read_text()
    assert "may swap 1 face-up card" in text
    assert lint_text(text, "house-swap-with-deck.lopti").diagnostics == []
    assert format_text(text) == text


# ---------------------------------------------------------------- the checks
def _codes(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "x.lopti").diagnostics)


GIVE = 'rule "x"\n  {timing} {event}:\n    {who} {verb} 1 card to next player\n'
SWAP = ('rule "x"\n  {timing} {event}:\n    {who} {verb} 1 face-up card with the top of the '
        'draw pile\n')


@pytest.mark.parametrize("timing", ["before", "after"])
@pytest.mark.parametrize("event", ["play", "pickup", "draw", "take_up", "flip", "out", "win",
                                   "clear", "swap", "turn", "turn_end", "deal"])
@each.parametrize("who", ["the acting player", "the next player", "every player"])
def test_r_custom_2_an_optional_choice_is_checked_as_its_most(timing: str, event: str,
                                                            who: str) -> None:
    """A give or swap the player may decline is still one they may make: blocking (LP2xx),
    winning (LP5xx), hygiene, every check gives the same verdict with or without 'may'."""
    for template, plain, optional in ((GIVE, "gives", "may give"),
                                      (SWAP, "swaps", "may swap")):
        must = _codes(template.format(timing=timing, event=event, who=who, verb=plain))
        may = _codes(template.format(timing=timing, event=event, who=who, verb=optional))
        assert may == must


def test_r_custom_2_a_blocking_swap_stays_blocking_with_may() -> None:
    text = SWAP.format(timing="before", event="take_up", who="the acting player",
                       verb="may swap")
    assert _codes(text) == ["LP202"]


@pytest.mark.parametrize("statement", [
    "the clearer may give up to 0 cards to their left",
    "the clearer gives up to 0 cards to next player",
    "the clearer may swap up to 0 face-up cards with the top of the draw pile",
])
def test_r_custom_1_a_choice_of_up_to_0_cards_is_lp943(statement: str) -> None:
    text = f'rule "x"\n  after clear:\n    {statement}\n'
    found = lint_text(text, "x.lopti").diagnostics
    assert [(d.code, d.severity) for d in found] == [("LP943", "warning")]


@each.parametrize("statement", [
    "the clearer may draw 1 card", "the clearer may take the top cleared card",
    "the clearer may pick up the pile", 'the clearer may say "Yes"',
    "the clearer may take up to 2 cards from the cleared cards",
], size=60)
def test_r_custom_1_may_before_an_action_with_no_choice_of_cards_is_lp944(
        statement: str) -> None:
    text = f'rule "x"\n  after clear:\n    {statement}\n'
    found = lint_text(text, "x.lopti").diagnostics
    assert [(d.code, d.severity) for d in found] == [("LP944", "error")]
    assert "may " + statement.split()[3] in found[0].message


def test_the_compiled_optional_choice_says_so_and_the_plain_one_does_not() -> None:
    may = compile_text('rule "x"\n  after pickup:\n    the picker may swap 1 face-up card '
                       'with the top of the draw pile\n    the picker may give up to 2 cards '
                       'to next player\n', "x.lopti")
    must = compile_text('rule "x"\n  after pickup:\n    the picker swaps 1 face-up card '
                        'with the top of the draw pile\n', "x.lopti")
    assert "SwapUp(view.acting, 1, True)" in may.rules[0].python
    assert ", 2, True)" in may.rules[0].python
    assert "SwapUp(view.acting, 1)" in must.rules[0].python


# ---------------------------------------------------------------- in play
class Answers:
    """An agent that answers every card choice with ``answer`` (card texts) and records
    what it was asked: (kind, n, least)."""

    def __init__(self, answer: str = "") -> None:
        self.answer = [parse_card(c) for c in answer.split()]
        self.asked: list[tuple[str, int, int | None]] = []

    def choose_cards(self, game: Game, seat: int, options: tuple[int, ...], n: int,
                     kind: str, *, least: int | None = None) -> Sequence[int]:
        self.asked.append((kind, n, least))
        return list(self.answer)

    def throw(self, game: Game, seat: int) -> str:
        return "R"


def _swap_table() -> Game:
    return table(["5C 6C 7C", "9S", "QH"], up=["2D 8D", "", ""], down=["4C", "4D", "4H"],
                 pile=["KD"], draw="AS 3S")


def _runtime(statement: str) -> RuleRuntime:
    book = compile_text(f'rule "x"\n  after pickup:\n    {statement}\n', "x.lopti")
    return RuleRuntime([book])


def test_r_face_1_a_declined_swap_moves_nothing_and_is_recorded_empty() -> None:
    g = _swap_table()
    up, draw = g.up[0], list(g.draw_pile)
    agent = Answers("")
    play = _runtime("the picker may swap 1 face-up card with the top of the draw pile"
                    ).attach(g, [agent, BotAgent(1), BotAgent(2)])
    do(g, "pickup")
    assert agent.asked == [("swap", 1, 0)]
    assert g.up[0] == up and g.draw_pile == draw
    assert [(c.kind, c.cards) for c in play.choices] == [("swap", ())]
    assert play.choices[0].describe() == "seat 0 chooses not to swap"
    assert unaccounted(g) is None


def test_r_face_1_an_accepted_optional_swap_swaps_the_chosen_card() -> None:
    g = _swap_table()
    play = _runtime("the picker may swap 1 face-up card with the top of the draw pile"
                    ).attach(g, [Answers("2D"), BotAgent(1), BotAgent(2)])
    do(g, "pickup")
    assert sorted(card_str(c) for c in cards_of(g.up[0])) == sorted(["8♦", "A♠"])
    assert [(c.kind, c.cards) for c in play.choices] == [("swap", (parse_card("2D"),))]


def test_r_vote_6_a_plain_swap_may_not_be_declined() -> None:
    """Without 'may' the agent is asked for exactly n cards (no ``least``), and an empty
    answer stops the rule with nothing moved."""
    g = _swap_table()
    up = g.up[0]
    agent = Answers("")
    rt = _runtime("the picker swaps 1 face-up card with the top of the draw pile")
    rt.attach(g, [agent, BotAgent(1), BotAgent(2)])
    do(g, "pickup")
    assert agent.asked == [("swap", 1, None)]
    assert g.up[0] == up and rt.stopped[0] == 1
    assert "must choose 1 of" in (rt.stop_reasons[0] or "")


@pytest.mark.parametrize("answer", ["2D 8D", "5C"])
def test_r_vote_6_an_optional_answer_beyond_the_choice_stops_the_rule(answer: str) -> None:
    g = _swap_table()
    up = g.up[0]
    rt = _runtime("the picker may swap 1 face-up card with the top of the draw pile")
    rt.attach(g, [Answers(answer), BotAgent(1), BotAgent(2)])
    do(g, "pickup")
    assert g.up[0] == up and rt.stopped[0] == 1
    assert "must choose 0 to 1 of" in (rt.stop_reasons[0] or "")


def test_r_win_4_an_optional_give_may_give_fewer_and_none_moves_nothing() -> None:
    g = table(["5C 6C 7C", "9S", "QH"], down=["4C", "4D", "4H"], pile=["KD"], draw="AS 3S")
    play = _runtime("the picker may give up to 2 cards to next player").attach(
        g, [Answers("6C"), BotAgent(1), BotAgent(2)])
    do(g, "pickup")
    assert g.hand[1] >> parse_card("6C") & 1 and g.hand[1].bit_count() == 2
    assert [(c.kind, len(c.cards)) for c in play.choices] == [("give", 1)]
    g2 = table(["5C 6C 7C", "9S", "QH"], down=["4C", "4D", "4H"], pile=["KD"], draw="AS 3S")
    _runtime("the picker may give up to 2 cards to next player").attach(
        g2, [Answers(""), BotAgent(1), BotAgent(2)])
    do(g2, "pickup")
    assert g2.hand[1].bit_count() == 1 and g2.hand[0].bit_count() == 4


# ---------------------------------------------------------------- the bots
@settings(max_examples=200, deadline=None)
@given(cards=st.integers(0, (1 << 52) - 1), n=st.integers(1, 4), seed=st.integers(0, 99))
def test_a_bot_swaps_away_only_plain_cards_below_the_middle(cards: int, n: int,
                                                           seed: int) -> None:
    g = Game(3, seed)
    chosen = BotAgent(seed).pick_some(g, cards, n, "swap")
    assert chosen & ~cards == 0 and chosen.bit_count() <= n
    specials = {g.base.reset_rank, g.base.pass_rank, g.base.low_rank, g.base.clear_rank}
    for c in cards_of(chosen):
        assert c // 4 + 2 < MIDDLE and c // 4 + 2 not in specials
    # as many as it may of the cards it could send, the lowest first
    could = [c for c in cards_of(cards) if c // 4 + 2 < MIDDLE and c // 4 + 2 not in specials]
    assert list(cards_of(chosen)) == sorted(could)[:n]
    assert BotAgent(seed + 1).pick_some(g, cards, n, "swap") == chosen  # no chance in it


def test_a_bot_gives_as_many_as_it_may() -> None:
    g = Game(3, 0)
    hand = g.hand[0]
    assert BotAgent(0).pick_some(g, hand, 2, "give") == BotAgent(0).pick(g, hand, 2, "give")


# ---------------------------------------------------------------- games, logs, replay
@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5))
def test_r_setup_1_optional_choices_keep_every_card_and_replay_exactly(seed: int,
                                                                      players: int) -> None:
    """Games with optional gives and swaps keep all 52 cards, and their logs (declined
    choices as empty ``cards``) replay to the same bytes."""
    rules = static_book([SWAP_RULE, GIVE_RULE])  # the games are pinned, not the gate
    play = play_with_rules(RuleRuntime(list(rules.books)), players, seed, "greedy")
    assert unaccounted(play.game) is None
    log = gamelog.GameLog.from_game(play.game, bots=["greedy"] * players, bot_seed=seed,
                                    rules=rules.to_header(), choices=play.choices)
    text = gamelog.dumps(log)
    back = gamelog.loads(text)
    again = gamelog.GameLog.from_game(run(back), bots=back.bots, bot_seed=back.bot_seed,
                                      rules=back.rules, choices=back.choices)
    assert gamelog.dumps(again) == text


def test_r_face_1_declined_swaps_are_logged_and_replay() -> None:
    rules = static_book([SWAP_RULE])
    declined = 0
    for seed in (1, 2, 3):
        play = play_with_rules(RuleRuntime(list(rules.books)), 4, seed, "greedy")
        log = gamelog.GameLog.from_game(play.game, bots=["greedy"] * 4, bot_seed=seed,
                                        rules=rules.to_header(), choices=play.choices)
        text = gamelog.dumps(log)
        lines = [json.loads(x) for x in text.splitlines()[1:]]
        declined += sum(x.get("choice") == "swap" and x["cards"] == [] for x in lines)
        back = gamelog.loads(text)
        again = gamelog.GameLog.from_game(run(back), bots=back.bots, bot_seed=back.bot_seed,
                                          rules=back.rules, choices=back.choices)
        assert gamelog.dumps(again) == text
    assert declined > 0
