"""Face-up and face-down cards (R-FACE), winning (R-WIN) and the rulings (R-FAQ)."""

from __future__ import annotations

import pytest

from lopti_rules.engine import Game, IllegalMove
from lopti_rules.engine.baserules import OFFICIAL
from lopti_rules.engine.cards import parse_card
from lopti_rules.engine.position import do, record, show, table


def texts(game: Game) -> list[str]:
    return [str(m) for m in game.legal_moves()]


def names(game_events: list) -> list[str]:  # type: ignore[type-arg]
    return [e.name for e in game_events]


# ---------------------------------------------------------------- R-FACE
def test_r_face_1_an_empty_hand_takes_up_the_face_up_cards_once_the_draw_is_over() -> None:
    g = table(["5C", "6S"], up=["KH KD KC", ""], down=["4C 4D 4H", "4S"])
    events = record(g)
    do(g, "play 5x1")
    assert names(events)[:2] == ["play", "take_up"]
    assert show(g.hand[0]) == "K♣ K♦ K♥" and g.up[0] == 0


def test_r_face_1_no_take_up_while_the_draw_refills_the_hand() -> None:
    g = table(["5C", "6S"], up=["KH KD KC", ""], down=["4C 4D 4H", "4S"], draw="2S")
    do(g, "play 5x1")
    assert show(g.hand[0]) == "2♠" and g.up[0] != 0


def test_r_face_1_take_up_also_during_a_bonus_play_while_others_still_draw() -> None:
    g = table(["10C 10D", "6S"], up=["KH KD KC", ""], down=["4C 4D 4H", "4S"], draw="5S 6D")
    events = record(g)
    do(g, "play 10x2")  # first play: clears, draws 5S, bonus play
    assert show(g.hand[0]) == "5♠" and g.bonus
    do(g, "play 5x1")  # bonus play empties the hand: no draw, take-up at once
    assert "take_up" in names(events)
    assert show(g.hand[0]) == "K♣ K♦ K♥" and len(g.draw_pile) == 1


def test_r_face_1_a_rule_emptying_the_players_hand_before_their_draw_waits_for_it() -> None:
    """A house rule's give after the play empties the hand while the draw chance is still
    to come: the player draws (R-DRAW-1) and, holding a card, takes nothing up."""
    g = table(["5C 6C 8C", "9S"], up=["KH KD KC", "QS QH QD"], down=["4C", "4S"],
              draw="2S 2D")
    g.bus.after("play", lambda ev, game: game.give(0, 1, [parse_card("6C"),
                                                         parse_card("8C")]))
    events = record(g)
    do(g, "play 5x1")
    assert "take_up" not in names(events) and names(events).count("draw") == 1
    assert show(g.hand[0]) == "2♠" and show(g.up[0]) == "K♣ K♦ K♥"


def test_r_face_1_with_no_draw_left_the_emptied_hand_takes_up_after_the_draw_chance() -> None:
    g = table(["5C 6C", "9S"], up=["KH KD KC", "QS QH QD"], down=["4C", "4S"])
    g.bus.after("play", lambda ev, game: game.give(0, 1, [parse_card("6C")]))
    events = record(g)
    do(g, "play 5x1")
    assert names(events).index("take_up") > names(events).index("play")
    assert show(g.hand[0]) == "K♣ K♦ K♥" and g.up[0] == 0


def test_r_face_1_a_player_not_in_their_turn_takes_up_at_once() -> None:
    """Only the player whose draw is to come waits: another player's emptied hand takes
    up its face-up cards at once, while the after-play hooks still run."""
    g = table(["5C 6C 7C 8C", "9S"], up=["KH KD KC", "QS QH QD"], down=["4C", "4S"],
              draw="2S 2D")
    seen: list[int] = []

    def gift(ev: object, game: Game) -> None:
        game.give(1, 0, [parse_card("9S")])
        seen.append(game.hand[1])

    g.bus.after("play", gift)
    do(g, "play 5x1")
    assert seen == [g.hand[1]] and show(g.hand[1]) == "Q♦ Q♥ Q♠" and g.up[1] == 0


def test_r_face_1_during_a_bonus_play_a_rule_emptied_hand_takes_up_at_once() -> None:
    """Bonus plays never draw (R-DRAW-2): the draw chance is over, the take-up is due."""
    g = table(["10C 5C 6C", "9S"], up=["KH KD KC", "QS QH QD"], down=["4C", "4S"],
              draw="2S 2D 2H")
    do(g, "play 10x1")  # clears; two cards left, so it draws 2♠; then the bonus play
    assert g.bonus
    held: list[int] = []

    def gift(ev: object, game: Game) -> None:
        rest = [c for c in range(52) if game.hand[0] >> c & 1]
        game.give(0, 1, rest)
        held.append(game.hand[0])

    g.bus.after("play", gift)
    do(g, "play 5x1")
    assert held and held[0] == 0b111 << 44 and g.up[0] == 0  # K♣ K♦ K♥ at once


def test_r_face_2_with_hand_and_face_up_gone_play_one_face_down_card_blind() -> None:
    g = table(["", "6S"], down=["KH 4C 5C", "4S"], pile=["9H"])
    assert texts(g) == ["flip 1", "flip 2", "flip 3", "pickup"]
    events = record(g)
    do(g, "flip 1")
    assert names(events)[:2] == ["flip", "play"]
    assert events[1].source == "down" and show(g.pile) == "9♥ K♥"


def test_r_face_2_an_illegal_blind_card_goes_on_the_pile_which_is_picked_up() -> None:
    g = table(["", "6S", "7S"], down=["4C 5C", "4S", "4H"], pile=["KH"])
    events = record(g)
    do(g, "flip 1")
    assert names(events) == ["flip", "pickup", "turn_end", "turn"]
    assert events[0].legal is False and events[1].reason == "blind"
    assert show(g.hand[0]) == "4♣ K♥" and g.pile == 0 and g.current_player() == 1


def test_r_face_2_no_blind_play_while_hand_cards_are_left() -> None:
    g = table(["9C", "6S"], down=["KH", "4S"])
    with pytest.raises(IllegalMove, match="R-FACE-2"):
        do(g, "flip 1")


def test_r_face_3_during_an_obligation_only_a_face_down_three_is_legal() -> None:
    g = table(["", "6S", "7S"], down=["3D 4C", "4S", "4H"], pile=["9H"], threes="3C")
    events = record(g)
    do(g, "flip 1")
    assert events[0].legal is True and g.obligation and g.current_player() == 1
    g = table(["", "6S", "7S"], down=["4C 3D", "4S", "4H"], pile=["9H"], threes="3C")
    events = record(g)
    do(g, "flip 1")
    assert events[0].legal is False
    assert show(g.hand[0]) == "4♣ 9♥" and not g.obligation


# ---------------------------------------------------------------- R-WIN
def test_r_win_1_legally_playing_the_last_face_down_card_wins() -> None:
    g = table(["", "6S", "7S"], down=["KH", "4S", "4H"], pile=["9H"])
    events = record(g)
    do(g, "flip 1")
    assert names(events)[:4] == ["flip", "play", "out", "win"]
    assert g.winner == 0 and not g.is_over()


def test_r_win_1_a_last_three_still_passes_the_obligation() -> None:
    g = table(["", "6S", "7S"], down=["3H", "4S", "4H"], pile=["9H"])
    do(g, "flip 1")
    assert g.winner == 0 and g.current_player() == 1 and g.obligation
    assert texts(g) == ["pickup"]


def test_r_win_1_a_last_seven_still_enforces_low_play() -> None:
    g = table(["", "KS 5S", "7S"], down=["7H", "4S", "4H"], pile=["5H"])
    do(g, "flip 1")
    assert g.winner == 0 and texts(g) == ["play 5x1", "pickup"]


def test_r_win_2_a_clearing_last_card_gives_no_bonus_the_next_player_leads() -> None:
    g = table(["", "KS", "7S"], down=["10H", "4S", "4H"], pile=["5H"])
    events = record(g)
    do(g, "flip 1")
    assert "bonus" not in names(events) and "clear" in names(events)
    assert g.current_player() == 1 and g.pile == 0 and not g.bonus
    assert texts(g) == ["play Kx1"]


def test_r_win_3_play_goes_on_for_places_and_only_the_first_out_wins() -> None:
    g = table(["", "2S", "KS"], down=["AH", "", "4H"])
    events = record(g)
    do(g, "flip 1")  # seat 0 is out first: the winner
    assert g.winner == 0 and not g.is_over() and g.current_player() == 1
    do(g, "play 2x1")  # seat 1 goes out second; seat 2 is left with the last place
    assert g.finishing_order == [0, 1, 2] and g.is_over() and g.winner == 0
    assert names(events).count("win") == 1 and names(events).count("out") == 2
    assert names(events)[-1] == "round_end"
    assert events[-1].winner == 0 and events[-1].capped is False
    assert g.legal_moves() == [] and g.current_player() == -1


def test_r_win_4_out_the_moment_no_cards_are_left_and_an_out_player_never_draws() -> None:
    g = table(["5C", "6S", "7S"], down=["", "4S", "4H"], draw="KH")
    do(g, "play 5x1")
    assert g.out[0] and len(g.draw_pile) == 1 and g.hand[0] == 0
    with pytest.raises(IllegalMove, match="R-WIN-4"):
        g.draw_for(0)


# ---------------------------------------------------------------- R-FAQ
def test_r_faq_1_a_three_on_an_empty_pile_is_discarded_and_the_next_begins_normally() -> None:
    g = table(["3C 5C", "KC 4S"], down=["4C", "4D"])
    do(g, "play 3x1")
    assert g.discarded >> parse_card("3C") & 1 and g.pile == 0
    assert not g.obligation and g.current_player() == 1
    assert texts(g) == ["play 4x1", "play Kx1"]


def test_r_faq_2_one_card_may_be_played_on_three_equal_cards_and_clears() -> None:
    g = table(["9C 5C", "6S"], down=["4C", "4D"], pile=["9H 9S 9D"])
    assert "play 9x1" in texts(g)
    do(g, "play 9x1")
    assert g.clears[2] == 1 and g.bonus


def test_r_faq_3_four_high_cards_cannot_clear_a_seven() -> None:
    g = table(["QC QD QH QS 5C", "6S"], down=["4C", "4D"], pile=["7C"])
    assert "play Qx4" not in texts(g)


def test_r_faq_4_several_threes_pass_one_obligation_and_each_counts_toward_four() -> None:
    g = table(["3C 3D 5C", "3H 3S KS", "7S"], down=["4C", "4D", "4H"], pile=["9H"])
    events = record(g)
    do(g, "play 3x2")
    passes = [e for e in events if e.name == "pass"]
    assert [(e.player, e.to, e.chain) for e in passes] == [(0, 1, 2)]
    do(g, "play 3x2")  # the obligated player completes the chain of four: a clear
    assert g.clears[3] == 1 and g.current_player() == 1 and g.bonus


def test_r_faq_5_where_the_cards_leave_a_point_open_the_least_change_is_the_default() -> None:
    """R-FAQ-5's tie-break (the reading that changes base Lopti least) picks the engine's
    default for the 7-on-7 question (docs/rules-notes.md, finding 1)."""
    assert OFFICIAL.free_sevens_on_sevens is False
    g = table(["7D 5C", "5S"], down=["4D", "4H"], pile=["7C"])
    assert "play 7x1" not in texts(g)
