"""One normal form of who a hook names and when it runs (R-VOTE-7, issue 29;
``analysis/meaningseats.py``): spellings of the same seat, of a guard the game makes
always true, and of two events that always coincide are one meaning (and LP506 finds
such a hook written twice); seats, guards and events that really differ stay apart."""

from __future__ import annotations

import pytest
from support import each
from support.games import play_out

from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.events import EVENT_TYPES
from lopti_rules.language import compile_text, lint_text, meaning_text
from lopti_rules.language.analysis.meaningseats import ALL_IN, TO_ACT
from lopti_rules.play import RuleRuntime
from lopti_rules.sandbox.eventview import acting_seat
from lopti_rules.sandbox.seats import current_seat


def hook(head: str, action: str) -> str:
    return f'rule "x"\n  {head}:\n    {action}\n'


def same(a: str, b: str) -> bool:
    return meaning_text(a) == meaning_text(b)


# ---------------------------------------------------------------- seats

@each.parametrize(("a", "b"), [
    ("skip next player", "skip the next player after the acting player"),
    ("previous player draws 1 card", "the previous player before the acting player draws 1 card"),
    ("next player draws 1 card", "the player left of the acting player draws 1 card"),
    ("next player draws 1 card", "the player to the left of the acting player draws 1 card"),
    ("acting player gives 1 card to their left",
     "acting player gives 1 card to the player left of the acting player"),
    ("acting player gives 1 card to their left", "acting player gives 1 card to next player"),
    ("acting player gives 1 card to their right",
     "acting player gives 1 card to the previous player before the acting player"),
    ("the next player after the next player draws 1 card",
     "the next player after the next player after the acting player draws 1 card"),
])
def test_r_vote_7_r_custom_4_one_seat_spelt_from_the_acting_player_is_one_rule(
        a: str, b: str) -> None:
    head = "after play when play.rank is J"
    assert lint_text(hook(head, b)).ok, b
    assert same(hook(head, a), hook(head, b))


def test_r_vote_7_a_give_to_a_neighbour_in_a_loop_is_the_give_to_that_side() -> None:
    loop = ('rule "x"\n  after play when play.rank is J:\n    for each player:\n'
            '      that player gives 1 card to the player left of that player\n')
    assert same(loop, hook("after play when play.rank is J",
                           "every player gives 1 card to their left"))


@each.parametrize(("a", "b"), [
    ("next player draws 1 card", "previous player draws 1 card"),
    ("acting player gives 1 card to their left", "acting player gives 1 card to their right"),
    ("the player left of the dealer draws 1 card", "the player right of the dealer draws 1 card"),
    ("next player draws 1 card", "the next player after the next player draws 1 card"),
    ("next player draws 1 card", "the next player after the dealer draws 1 card"),
    ("dealer gives 1 card to their left", "dealer gives 1 card to next player"),
    # a step right and a step back left is not the anchor: it may be out
    ("the player left of the player right of the dealer draws 1 card", "dealer draws 1 card"),
])
def test_r_vote_7_different_seats_stay_apart(a: str, b: str) -> None:
    head = "after play when play.rank is J"
    assert not same(hook(head, a), hook(head, b))


def test_r_vote_7_left_is_after_only_where_play_never_turns() -> None:
    """In a book that reverses the direction of play, the player left of the acting
    player is not always the next one."""
    turn = 'rule "turn"\n  after play when play.rank is K:\n    reverse direction\n'
    a = hook("after play when play.rank is J", "next player draws 1 card")
    b = hook("after play when play.rank is J",
             "the player left of the acting player draws 1 card")
    assert same(a, b)
    assert not same(a + turn, b + turn)


@each.parametrize("head", ["after draw", "after pickup", "before turn", "after take_up",
                                  "after deal"], size=60)
def test_r_vote_7_the_next_player_is_the_acting_players_only_where_they_act(head: str) -> None:
    """A house rule can make anyone draw or pick up, so there the acting player is not
    always the player to act (R-DRAW-1, R-TURN-2); before a turn, the turn has not
    passed yet."""
    assert not same(hook(head, "next player draws 1 card"),
                    hook(head, "the next player after the acting player draws 1 card"))


@pytest.mark.parametrize("event", sorted(EVENT_TYPES))
def test_r_vote_7_the_acting_player_is_the_player_to_act_where_the_normal_form_says(
        event: str) -> None:
    """The engine fact :data:`TO_ACT` rests on: on those hooks the acting player is the
    player to act, in games where rules make others draw, give, pick up and turn play
    around (R-TURN-1)."""
    book = compile_text(
        'rule "stir"\n  after play when play.rank is 9:\n    previous player draws 1 card\n'
        '  after play when play.rank is 8:\n    reverse direction\n'
        '  after play when play.rank is 5:\n    skip next player\n'
        '  after play when play.rank is J:\n'
        '    acting player may give up to 2 cards to their left\n'
        '  after turn_end when table.pile is at least 8:\n    next player picks up the pile\n',
        "stir.lopti")
    runtime = RuleRuntime(book)
    wrong: list[tuple[str, str]] = []
    for players in (2, 3, 4, 5):
        for seed in range(4):
            play = runtime.start(players, seed)
            bus = play.game.bus
            for timing in ("before", "after"):
                def seen(ev: object, game: object, timing: str = timing) -> None:
                    acting = acting_seat(ev)  # type: ignore[arg-type]
                    if acting is not None and current_seat(game, acting) != acting:
                        wrong.append((timing, event))
                getattr(bus, timing)(event, seen)
            play_out(play.game, make_bot("random", seed))
    assert not {w for w in wrong if w in TO_ACT}, sorted(set(wrong))
    if event in ("turn", "draw", "pickup"):  # the games reach the cases left out
        assert wrong, event


@pytest.mark.parametrize(("a", "b"), [
    # redteam10 identity-dealer-round-trip: a step left and one back at the deal
    ("dealer draws 1 card", "the player right of the player left of the dealer draws 1 card"),
    ("dealer draws 1 card", "the player left of the player right of the dealer draws 1 card"),
    ("dealer draws 1 card",
     "the previous player before the next player after the dealer draws 1 card"),
    ("the player left of the dealer draws 1 card",
     "the player left of the player left of the player right of the dealer draws 1 card"),
    ("the player right of the dealer draws 1 card",
     "the player right of the player right of the player left of the dealer draws 1 card"),
    ("the dealer gives 1 card to their left",
     "the dealer gives 1 card to the player left of the player right of the player left of "
     "the dealer"),
])
@each.parametrize("head", ["after deal", "after swap", "after deal when round.number "
                                  "is at least 3"])
def test_r_vote_7_r_setup_4_at_the_deal_a_round_trip_of_seats_is_its_anchor(
        head: str, a: str, b: str) -> None:
    """At the deal every seat is dealt in (nobody is out yet), so a step to one side and
    one back is the player they started from: the steps add up, modulo the table."""
    assert lint_text(hook(head, b)).ok, b
    assert same(hook(head, a), hook(head, b))


@pytest.mark.parametrize(("a", "b"), [
    # after the first step every step starts from a player still in: the rest add up
    ("the player left of the dealer draws 1 card",
     "the player left of the player right of the player left of the dealer draws 1 card"),
    ("next player draws 1 card",
     "the next player after the previous player before the next player draws 1 card"),
    ("the player right of the last winner draws 1 card",
     "the player right of the player left of the player right of the last winner draws 1 card"),
])
def test_r_vote_7_after_the_first_step_the_steps_add_up_anywhere(a: str, b: str) -> None:
    head = "after play when play.rank is J"
    assert same(hook(head, a), hook(head, b))


@pytest.mark.parametrize(("a", "b"), [
    # the first step stays: the dealer may be out when a J is played
    ("dealer draws 1 card", "the player right of the player left of the dealer draws 1 card"),
    ("the player left of the dealer draws 1 card",
     "the player left of the player left of the player right of the dealer draws 1 card"),
])
def test_r_vote_7_a_round_trip_from_an_anchor_who_may_be_out_is_not_the_anchor(
        a: str, b: str) -> None:
    head = "after play when play.rank is J"
    assert not same(hook(head, a), hook(head, b))


@pytest.mark.parametrize(("first", "second"), [
    ("after deal when round.number is at least 2:\n    dealer draws 1 card",
     "after deal when round.number is more than 1:\n"
     "    the player right of the player left of the dealer draws 1 card"),
    ("after deal when round.number is not 1:\n    the player left of the dealer draws 1 card",
     "after deal when round.number is at least 2:\n"
     "    the player left of the player left of the player right of the dealer draws 1 card"),
    ("after deal when rule.rounds is more than 2:\n    dealer draws 2 cards",
     "after deal when 3 is at most rule.rounds:\n"
     "    the previous player before the next player after the dealer draws 2 cards"),
])
def test_r_vote_4_r_vote_7_lp506_one_rule_in_two_spellings_of_its_seat_is_a_repeat(
        first: str, second: str) -> None:
    """The same rule under one name in two files (redteam10 identity-dealer-round-trip): the
    copy doubles the first's effect, an error, not only the warning on the name (LP907)."""
    found = lint_paths_texts([("1.lopti", f'rule "Due"\n  {first}\n'),
                              ("2.lopti", f'rule "Due"\n  {second}\n')])
    assert "LP506" in found, found


def lint_paths_texts(files: list[tuple[str, str]]) -> set[str]:
    from lopti_rules.tools import judge

    return {d.code for r in judge(files, static_only=True).results for d in r.diagnostics}


def test_r_setup_4_nobody_is_out_at_the_deal_and_the_swaps() -> None:
    """The engine fact :data:`ALL_IN` rests on: a round's game deals to every seat (nobody
    is out when it has dealt) and nobody is out at its swaps."""
    assert ALL_IN == {"deal", "swap"}
    book = compile_text('rule "stir"\n  after play when play.rank is 8:\n'
                        '    reverse direction\n', "stir.lopti")
    runtime = RuleRuntime(book)
    seen: list[bool] = []
    for players in (2, 3, 4, 5):
        for seed in range(3):
            play = runtime.start(players, seed)
            seen.append(any(play.game.out))  # dealt
            for timing in ("before", "after"):
                def look(ev: object, game: object) -> None:
                    seen.append(any(game.out))  # type: ignore[attr-defined]
                getattr(play.game.bus, timing)("swap", look)
            play_out(play.game, make_bot("random", seed))
    assert len(seen) > 12 and not any(seen)


# ---------------------------------------------------------------- guards

@each.parametrize("spelling", [
    "every player whose cards is at least 1", "every player whose cards is more than 0",
    "every player whose cards is not 0", "every player still in"])
def test_r_vote_7_r_win_4_a_player_still_in_holds_a_card(spelling: str) -> None:
    head = "after clear when clear.cause is sevens"
    assert same(hook(head, "every player draws 2 cards"), hook(head, f"{spelling} draws 2 cards"))


@each.parametrize(("head", "spelling"), [
    ("after clear when clear.cause is sevens", "every player whose cards is at least 2"),
    ("after clear when clear.cause is sevens", "every player whose hand is at least 1"),
    ("after clear when clear.cause is sevens", "every player whose face_up is at least 1"),
    ("before deal", "every player whose cards is at least 1"),  # nothing is dealt yet
])
def test_r_vote_7_a_filter_some_player_can_fail_stays(head: str, spelling: str) -> None:
    every = hook(head, "every player draws 2 cards")
    assert not same(every, hook(head, f"{spelling} draws 2 cards"))


@pytest.mark.parametrize(("a", "b"), [
    ("every player whose cards is at least 3", "every player whose cards is more than 3"),
    ("every player whose hand is at least 2", "every player whose hand is at most 2"),
])
def test_r_vote_7_at_least_and_more_than_stay_apart(a: str, b: str) -> None:
    head = "after play when play.rank is K"
    assert not same(hook(head, f"{a} draws 1 card"), hook(head, f"{b} draws 1 card"))


# ---------------------------------------------------------------- events

TEN_PLAY = "after play when play.rank is 10"


@pytest.mark.parametrize("head", ["after clear when clear.cause is ten",
                                  "before clear when clear.cause is ten"])
@each.parametrize("action", ["next player draws 1 card", "skip next player",
                                    "the clearer gives 1 card to their left"])
def test_r_vote_7_r_special_10_the_tens_play_and_its_clear_are_one_event(
        head: str, action: str) -> None:
    assert same(hook(head, action), hook(TEN_PLAY, action.replace("the clearer", "acting player")))


def test_r_vote_4_lp506_the_tens_clear_written_after_its_play_is_a_repeat() -> None:
    book = (hook(TEN_PLAY, "next player draws 1 card")
            + 'rule "y"\n  after clear when clear.cause is ten:\n    next player draws 1 card\n')
    assert "LP506" in {d.code for d in lint_text(book).diagnostics}


@pytest.mark.parametrize(("a", "b"), [
    # any clear is not the 10's: four of a kind, three 3s and four 7s clear too
    ("after clear", TEN_PLAY),
    ("after clear when clear.cause is four", TEN_PLAY),
    ("after play when play.rank is 9", "after clear when clear.cause is ten"),
])
def test_r_vote_7_other_clears_stay_apart(a: str, b: str) -> None:
    assert not same(hook(a, "next player draws 1 card"), hook(b, "next player draws 1 card"))


@pytest.mark.parametrize(("clear", "play"), [
    # the clear's payload: the whole pile, not the play
    ("after clear when clear.cause is ten and clear.count is at least 5",
     "after play when play.rank is 10 and play.count is at least 5"),
    # what the clear changes: the pile is gone after it, and its pending restriction
    ("after clear when clear.cause is ten and table.pile is at least 5",
     "after play when play.rank is 10 and table.pile is at least 5"),
])
def test_r_vote_7_a_clear_hook_that_reads_the_clear_stays_a_clear_hook(
        clear: str, play: str) -> None:
    assert not same(hook(clear, "next player draws 1 card"), hook(play, "next player draws 1 card"))


def test_r_clear_1_a_restriction_after_the_clear_is_not_one_before_it() -> None:
    """The clear cancels a pending restriction (R-CLEAR-1): set after the 10's play it
    is gone, set after its clear it holds."""
    action = "the next play must be 5 or lower"
    assert not same(hook("after clear when clear.cause is ten", action), hook(TEN_PLAY, action))


# ---------------------------------------------------------------- the deal's clock

STOCK = '''rule "Stock take"
  count "stock" this session
  after deal:
    add table.draw_pile to "stock"
    if count "stock" is at least 64:
      set "stock" to count "stock" - 64
  after deal when count "stock" is 0 and rule.rounds is at least 2:
    {who} draws 3 cards
'''


def test_r_custom_4_r_setup_2_a_count_of_the_dealt_draw_pile_is_a_dealer_clock() -> None:
    """The draw pile after the deal is 52 less nine cards a player (R-SETUP-2): adding it
    up at each deal and winding it back at 64 comes to 0 every fourth round at four
    players, the same dealer each time (R-SETUP-4; redteam8 ``dealer-stock-sum``)."""
    found = lint_text(STOCK.format(who="dealer"))
    assert "LP305" in {d.code for d in found.diagnostics}


def test_r_custom_4_the_same_clock_on_everyone_names_nobody() -> None:
    assert lint_text(STOCK.format(who="every player")).ok



# ---------------------------------------------------------------- guards that hide a clock

@each.parametrize("never", [
    "hand of dealer is less than 0", "table.pile is more than 52", "round.turns is less than 0",
    "table.players is more than 5"])
def test_r_custom_4_r_custom_1_a_part_that_never_holds_does_not_hide_the_creator(
        never: str) -> None:
    """``rule.rounds is 1`` picks the creator's round (LP306); ``or`` a comparison the
    game never meets (a count below 0, more cards than the deck) is the same guard."""
    found = lint_text(hook(f"after deal when rule.rounds is 1 or {never}",
                           "acting player draws 2 cards"))
    assert "LP306" in {d.code for d in found.diagnostics}


@pytest.mark.parametrize("maybe", ["rule.clears is at least 3", "table.players is more than 4"])
def test_r_custom_4_a_part_that_can_hold_still_frees_the_role(maybe: str) -> None:
    assert lint_text(hook(f"after deal when rule.rounds is 1 or {maybe}",
                          "acting player draws 2 cards")).ok


@pytest.mark.parametrize("head", ["after out when out.place is 1", "before win",
                                  "after out when out.place is at most 1"])
def test_r_vote_7_r_win_3_the_first_player_out_is_the_win(head: str) -> None:
    action = "next player draws 1 card"
    assert same(hook(head, action), hook("after win", action))


@pytest.mark.parametrize("head", ["after out", "after out when out.place is 2",
                                  "before out when out.place is 1"])
def test_r_vote_7_another_out_is_not_the_win(head: str) -> None:
    """Any player going out, the second one, or the moment before the winner is out (the
    next player may still be them) are other events."""
    action = "next player draws 1 card"
    assert not same(hook(head, action), hook("after win", action))


@pytest.mark.parametrize("condition", ["that player is not acting player",
                                       "not (acting player is that player)"])
def test_r_vote_7_every_player_but_the_acting_one_is_every_other_player(condition: str) -> None:
    loop = ('rule "x"\n  after play when play.rank is K:\n    for each player:\n'
            f'      if {condition}:\n        that player draws 1 card\n')
    assert same(loop, hook("after play when play.rank is K", "every other player draws 1 card"))


def test_r_vote_7_every_player_but_the_dealer_is_not_every_other_player() -> None:
    loop = ('rule "x"\n  after play when play.rank is K:\n    for each player:\n'
            '      if that player is not dealer:\n        that player draws 1 card\n')
    assert not same(loop, hook("after play when play.rank is K", "every other player draws 1 card"))
