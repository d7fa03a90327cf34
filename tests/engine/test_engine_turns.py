"""Setup (R-SETUP), turns (R-TURN), legal plays (R-PLAY) and drawing (R-DRAW)."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.engine import KEEP_MOVE, PICKUP_MOVE, Game, IllegalMove, Move, SetupError, cards_of
from lopti_rules.engine.cards import parse_card
from lopti_rules.engine.position import do, record, show, table, unaccounted


def texts(game: Game) -> list[str]:
    return [str(m) for m in game.legal_moves()]


def keep_all(game: Game) -> Game:
    while game.in_setup:
        game.apply(KEEP_MOVE)
    return game


# ---------------------------------------------------------------- R-SETUP
@each.parametrize("players", [2, 3, 4, 5], size=60)
def test_r_setup_1_two_to_five_players_one_deck(players: int) -> None:
    g = Game(players, 11)
    assert g.players == players
    assert unaccounted(g) is None


@each.parametrize("players", [0, 1, 6, 7], size=60)
def test_r_setup_1_other_player_counts_are_a_setup_error(players: int) -> None:
    with pytest.raises(SetupError, match=r"2 to 5 players.*R-SETUP-1"):
        Game(players, 1)


def test_r_setup_2_three_face_down_three_face_up_three_in_hand_rest_draws() -> None:
    g = Game(4, 7)
    for p in range(4):
        assert len(g.down[p]) == 3
        assert g.up[p].bit_count() == 3
        assert g.hand[p].bit_count() == 3
    assert len(g.draw_pile) == 52 - 4 * 9


def test_r_setup_2_the_deal_is_seeded() -> None:
    a, b, c = Game(3, 42), Game(3, 42), Game(3, 43)
    assert (a.hand, a.up, a.down, a.draw_pile) == (b.hand, b.up, b.down, b.draw_pile)
    assert (a.hand, a.draw_pile) != (c.hand, c.draw_pile)


def test_r_setup_3_each_player_may_swap_one_hand_card_for_one_face_up_card() -> None:
    g = Game(3, 5)
    p = g.current_player()
    given, taken = cards_of(g.hand[p])[0], cards_of(g.up[p])[0]
    assert len(g.legal_moves()) == 1 + 3 * 3  # keep, or any hand card for any face-up card
    g.apply(Move.swap(given, taken))
    assert g.up[p] >> given & 1 and g.hand[p] >> taken & 1
    assert g.current_player() == (p + 1) % 3  # that was the one swap
    g.apply(KEEP_MOVE)  # swapping is voluntary
    q = g.current_player()
    not_mine = Move.swap(cards_of(g.up[q])[0], cards_of(g.hand[q])[0])
    with pytest.raises(IllegalMove, match="R-SETUP-3"):
        g.apply(not_mine)
    with pytest.raises(IllegalMove, match="R-SETUP-3"):
        g.apply(PICKUP_MOVE)


def test_r_setup_3_more_swaps_when_the_base_rules_allow_them() -> None:
    g = Game(2, 5, Game(2, 0).base.adjust("swaps", 2))
    p = g.current_player()
    g.apply(g.legal_moves()[1])
    assert g.current_player() == p
    g.apply(g.legal_moves()[1])
    assert g.current_player() != p


def test_r_setup_4_the_dealer_leads_unless_a_leader_is_named() -> None:
    g = keep_all(Game(4, 3, dealer=2))
    assert g.leader == 2 and g.current_player() == 2
    g = Game(4, 3, dealer=2, leader=1)
    assert g.current_player() == 1  # swaps go round from the leader too
    assert keep_all(g).current_player() == 1


def test_r_setup_4_bad_seats_and_seeds_are_setup_errors() -> None:
    with pytest.raises(SetupError, match="dealer"):
        Game(3, 1, dealer=3)
    with pytest.raises(SetupError, match="leader"):
        Game(3, 1, leader=-1)
    with pytest.raises(SetupError, match="seed"):
        Game(3, -5)


# ---------------------------------------------------------------- R-TURN
def test_r_turn_1_lead_any_single_rank_in_any_count_on_an_empty_table() -> None:
    g = table(["9H 9S 9D 4C", "5C"], down=["2C", "2D"])
    assert texts(g) == ["play 4x1", "play 9x1", "play 9x2", "play 9x3"]


def test_r_turn_1_play_is_clockwise_past_players_who_are_out() -> None:
    g = table(["4C KC", "", "5C"], down=["2C", "", "2D"], out=[1])
    do(g, "play 4x1")
    assert g.current_player() == 2


def test_r_turn_2_a_pickup_needs_no_reason_and_ends_the_turn() -> None:
    g = table(["KH 5C", "6C", "8C"], down=["2C", "2D", "2S"], pile=["4H", "9D"], draw="AS")
    assert "play Kx1" in texts(g)
    events = record(g)
    do(g, "pickup")
    assert show(g.hand[0]) == "4♥ 5♣ 9♦ K♥"
    assert g.pile == 0 and g.current_player() == 1
    assert [e.name for e in events] == ["pickup", "turn_end", "turn"]  # no draw after a pickup
    assert events[0].reason == "choice"  # type: ignore[attr-defined]


def test_r_turn_3_no_pickup_on_an_empty_table() -> None:
    g = table(["KH 5C", "6C"], down=["2C", "2D"])
    assert "pickup" not in texts(g)
    with pytest.raises(IllegalMove, match="R-TURN-3"):
        do(g, "pickup")


def test_why_a_move_is_illegal_names_the_rule_for_every_kind_of_move() -> None:
    """``Game._why``, which a replay asks about a recorded decision that no longer fits
    (tools.playback): a pickup, a swap and a keep get their rule's reason, never an
    error of their own (a pickup has no rank: it read one and shifted by -8)."""
    g = table(["KH 5C", "6C"], down=["2C", "2D"])
    assert g._why(0, PICKUP_MOVE).endswith("(R-TURN-3)")
    assert g._why(0, KEEP_MOVE).endswith("belong to the deal (R-SETUP-3)")
    dealing = Game(3, 5)
    p = dealing.current_player()
    not_mine = Move.swap(cards_of(dealing.up[p])[0], cards_of(dealing.hand[p])[0])
    assert dealing._why(p, not_mine).endswith("your face-up cards (R-SETUP-3)")
    assert dealing._why(p, PICKUP_MOVE).endswith("or keep (R-SETUP-3)")


# ---------------------------------------------------------------- R-PLAY
def test_r_play_1_a_play_is_cards_of_one_rank_that_you_hold() -> None:
    g = table(["9H 9S JC", "6C"], down=["2C", "2D"])
    with pytest.raises(IllegalMove, match="holds 2"):
        do(g, "play 9x3")
    do(g, "play 9x2")
    assert show(g.pile) == "9♥ 9♠"


def test_r_play_2_higher_than_the_previous_play_or_match_with_more() -> None:
    g = table(["8C 9D 9S JC", "6C"], down=["2C", "2D"], pile=["9H"])
    assert texts(g) == ["play 9x2", "play Jx1", "pickup"]
    with pytest.raises(IllegalMove, match=r"lower.*R-PLAY-2"):
        do(g, "play 8x1")
    with pytest.raises(IllegalMove, match=r"more cards.*R-PLAY-2"):
        do(g, "play 9x1")


def test_r_play_3_completing_all_four_of_a_legal_rank_is_legal_and_clears() -> None:
    g = table(["9C 5C", "6C"], down=["2C", "2D"], pile=["9H", "9S 9D"])
    events = record(g)
    do(g, "play 9x1")
    clear = next(e for e in events if e.name == "clear")
    assert clear.cause == "four" and clear.count == 4  # type: ignore[attr-defined]
    assert g.pile == 0 and g.current_player() == 0 and g.bonus


def test_r_play_4_threes_are_never_the_previous_play() -> None:
    g = table(["3C 5C", "3D 6C", "QC"], down=["2C", "2D", "2H"], pile=["9H"])
    events = record(g)
    do(g, "play 3x1", "play 3x1")
    plays = [e for e in events if e.name == "play"]
    assert [p.previous_rank for p in plays] == [9, 9]  # type: ignore[attr-defined]
    assert g.top == 9


# ---------------------------------------------------------------- R-DRAW
def test_r_draw_1_exactly_one_card_after_the_first_play_below_three() -> None:
    g = table(["5C 5D 8C", "6C"], down=["2C", "2D"], draw="KH QH")
    do(g, "play 5x2")
    assert show(g.hand[0]) == "8♣ K♥"  # several cards played, still one draw
    assert len(g.draw_pile) == 1


def test_r_draw_1_no_draw_with_three_or_more_hand_cards() -> None:
    g = table(["5C 8C 9C JC", "6C"], down=["2C", "2D"], draw="KH")
    do(g, "play 5x1")
    assert g.hand[0].bit_count() == 3 and len(g.draw_pile) == 1


def test_r_draw_1_no_draw_from_an_empty_draw_pile() -> None:
    g = table(["5C 8C", "6C"], down=["2C", "2D"])
    events = record(g)
    do(g, "play 5x1")
    assert "draw" not in [e.name for e in events]


def test_r_draw_2_bonus_plays_never_draw_and_clears_repeat() -> None:
    g = table(["10C 10D 5C", "6C"], down=["2C", "2D"], draw="KH QH JH")
    events = record(g)
    do(g, "play 10x1")  # first play: clears, draws one, bonus play
    assert g.current_player() == 0 and g.bonus and show(g.hand[0]) == "5♣ 10♦ K♥"
    do(g, "play 10x1")  # bonus play clears again: another bonus, no draw
    assert g.current_player() == 0 and g.bonus
    do(g, "play 5x1")  # bonus play, no draw; the turn ends
    assert g.current_player() == 1
    assert [e.name for e in events].count("draw") == 1
    assert [e.name for e in events].count("bonus") == 2
    assert len(g.draw_pile) == 2


def test_r_draw_3_a_legal_blind_play_draws_like_any_other() -> None:
    g = table(["", "6C"], down=["KH 4C", "2D"], pile=["9H"], draw="2S")
    do(g, "flip 1")
    assert show(g.pile) == "9♥ K♥"
    assert show(g.hand[0]) == "2♠"
    assert parse_card("4C") in g.down[0]
