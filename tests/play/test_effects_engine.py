"""Engine operations behind house-rule effects: ordered takes, custom clears, skips,
rule pickups and restricting the next play (with the every-player-can-move invariant)."""

from __future__ import annotations

import pytest
from support.games import positions

from lopti_rules.engine import IllegalMove
from lopti_rules.engine import operations as ops
from lopti_rules.engine.cards import parse_card
from lopti_rules.engine.position import do, record, show, table, unaccounted


def names(events: list[object]) -> list[str]:
    return [e.name for e in events]  # type: ignore[attr-defined]


# ---------------------------------------------------------------- ordered records
def test_pile_top_follows_the_order_of_plays() -> None:
    g = table(["5C", "6S"], down=["4C", "4D"], pile=["9H", "JH JS", "KD"])
    assert show(sum(1 << c for c in ops.pile_top(g, 1))) == "K♦"
    assert len(ops.pile_top(g, 3)) == 3 and parse_card("KD") == ops.pile_top(g, 3)[0]
    assert len(ops.pile_top(g, 9)) == 4  # no more than the pile holds
    g2 = table(["AC 5C", "6S"], down=["4C", "4D"], pile=["9H"])
    do(g2, "play Ax1")
    assert ops.pile_top(g2, 1) == [parse_card("AC")]


def test_take_pile_takes_the_top_and_the_previous_play_becomes_what_lies_on_top() -> None:
    """R-PLAY-4: the previous play is the last play lying on the pile."""
    g = table(["5C", "6S"], down=["4C", "4D"], pile=["9H", "KD"])
    taken = ops.take_pile(g, 1, 1)
    assert taken == (parse_card("KD"),) and "K♦" in show(g.hand[1])
    assert g.top == 9 and g.last == 1
    assert unaccounted(g) is None
    with pytest.raises(IllegalMove, match="R-PLAY-2"):
        do(g, "play 5x1")  # 5 on 9 is still lower


def test_taking_the_whole_pile_ends_a_three_obligation() -> None:
    """R-SPECIAL-3: the obligation is to pick up the pile; an empty pile has none."""
    g = table(["5C", "6S"], down=["4C", "4D"], pile=["9H"], threes="3C")
    assert g.obligation
    ops.take_pile(g, 1, 5)
    assert not g.pile and not g.obligation and g.top == 0
    do(g, "play 5x1")
    assert unaccounted(g) is None


def test_cleared_top_is_the_most_recently_cleared_card() -> None:
    """R-CLEAR-3: cleared cards stay out unless a custom rule brings them back."""
    g = table(["10C 5C", "6S", "7S"], down=["4C", "4D", "4H"], pile=["9H", "KD"])
    do(g, "play 10x1")
    assert ops.cleared_top(g, 1) == [parse_card("10C")]
    assert ops.cleared_top(g, 2) == [parse_card("10C"), parse_card("KD")]
    ops.take_cleared(g, 2, ops.cleared_top(g, 1))
    assert "10♣" in show(g.hand[2]) and unaccounted(g) is None


def test_finished_players_never_receive_cards_from_rule_operations() -> None:
    """R-WIN-4: a player who is out never draws nor takes cards."""
    g = table(["5C", "", "6S"], down=["4C", "", "4D"], pile=["9H"], out=[1])
    with pytest.raises(IllegalMove, match="R-WIN-4"):
        ops.take_pile(g, 1, 1)
    with pytest.raises(IllegalMove, match="R-WIN-4"):
        ops.pickup(g, 1)
    with pytest.raises(IllegalMove, match="R-WIN-4"):
        g.draw_for(1)
    assert unaccounted(g) is None


def test_a_rule_pickup_is_a_pickup_event_with_reason_rule() -> None:
    """R-TURN-2: picking up takes the whole pile."""
    g = table(["5C", "6S"], down=["4C", "4D"], pile=["9H", "KD"])
    events = record(g)
    assert ops.pickup(g, 1) == 2
    assert names(events) == ["pickup"] and events[0].reason == "rule"  # type: ignore[attr-defined]
    assert ops.pickup(g, 0) == 0  # nothing to pick up
    assert unaccounted(g) is None


# ---------------------------------------------------------------- custom clear
def test_r_clear_1_a_deferred_custom_clear_gives_the_bonus_after_the_draw() -> None:
    """R-CLEAR-1 bonus play for the causer; R-DRAW-2: the play still draws, the bonus not."""
    g = table(["JC 5C", "6S"], down=["4C", "4D"], pile=["QH"], draw="AS AD")
    g.top = 2  # pretend a 2 lies on top so the J is legal (the Q stays in the pile)
    g.tab = g._table[1 + (2 * 5 + 1) * 5 + 1]
    g.bus.after("play", lambda ev, game: game.clear_pile(0, defer=True))
    events = record(g)
    do(g, "play Jx1")
    assert "clear" in names(events) and "bonus" in names(events)
    assert names(events).index("draw") < names(events).index("bonus")
    assert g.current_player() == 0 and g.bonus
    assert g.clears[5] == 1 and unaccounted(g) is None


def test_r_win_2_no_bonus_for_a_causer_who_is_out() -> None:
    g = table(["JC", "6S", "7S"], down=["", "4D", "4H"], pile=["9H"])
    g.bus.after("play", lambda ev, game: game.clear_pile(0, defer=True))
    do(g, "play Jx1")
    assert g.out[0] and g.current_player() == 1 and not g.bonus


def test_no_custom_clear_once_the_game_is_over() -> None:
    g = table(["5C", "6S"], down=["", "4D"], pile=["4H"])
    do(g, "play 5x1")
    assert g.is_over()
    with pytest.raises(IllegalMove, match="in play"):
        g.clear_pile(0)


# ---------------------------------------------------------------- skips
def test_skip_seat_passes_over_that_seats_next_turn_only() -> None:
    g = table(["5C 6C", "6S 7S", "7D 8D"], down=["4C", "4D", "4H"])
    g.skip_seat(1)
    do(g, "play 5x1")
    assert g.current_player() == 2
    do(g, "play 7x1", "play 6x1")  # 0 plays 6 on 7 (R-SPECIAL-7 allows lower)
    assert g.current_player() == 1


def test_pending_skips_of_a_player_who_goes_out_are_dropped() -> None:
    g = table(["5C", "6S 7S", "7D 8D"], down=["", "4D", "4H"])
    g.skip_seat(0)
    do(g, "play 5x1")
    assert g.out[0] and g._skip == 0


# ---------------------------------------------------------------- restrictions
def test_restriction_applies_to_the_next_play_only() -> None:
    """A rule's restriction works like a 7's (R-SPECIAL-7): one play, then it lifts."""
    g = table(["5C 9C", "KS 6S 6D", "8D 9D"], down=["4C", "4D", "4H"])
    ops.restrict(g, "at_most", 8)
    do(g, "play 5x1")  # the turn ends: seat 1 is restricted
    with pytest.raises(IllegalMove, match="house rule restricts"):
        do(g, "play Kx1")
    do(g, "play 6x1")  # seat 1 plays within it; seat 2's turn lifts it
    assert g._rx is None
    do(g, "play 9x1")  # seat 2: unrestricted
    assert unaccounted(g) is None


@pytest.mark.slow
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_a_restriction_holds_for_the_decision_it_was_armed_for_only(bot: str) -> None:
    """Nothing lifts a restriction: every move puts the legality row of the new table in
    place. So at every decision the row in force is the plain row of the pile, or the
    row armed at the start of this very decision (all example rules, ten games: with
    every example a game has 70-270 restricted decisions, so ten check over a thousand;
    the hundred games this once played cost 7 CPU s a bot for the same property)."""
    from support.examples import example_books

    from lopti_rules.engine.bots import make_bot
    from lopti_rules.engine.legality import state_key
    from lopti_rules.play import RuleRuntime

    rt = RuleRuntime(example_books())
    restricted = 0
    for seed in range(10):
        g = rt.start(4, seed).game
        armed_before = g._rx_on
        for _ in positions(g, make_bot(bot, seed)):
            if g.is_over():
                break
            plain = g._table[state_key(g.top, g.last, g.run, g.obligation)]
            if g.phase == 1 and g.tab is not plain:  # PLAYING, and restricted
                assert g._rx_on is not None and g.tab is g._rx_on[0]
                assert g._rx_on is not armed_before  # armed for this decision
                restricted += 1
            armed_before = g._rx_on
    assert restricted > 500


def test_a_3_passed_onto_an_empty_pile_leaves_the_next_player_unrestricted() -> None:
    """R-SPECIAL-3: a 3 never lies on the pile; played on an empty one, the next player
    leads on an empty table, whatever the restricted player was held to."""
    g = table(["5C", "3S KS", "8D 9D"], down=["4C", "4D", "4H"], pile=["9H"])
    ops.restrict(g, "one_of", (3,))
    do(g, "pickup")  # seat 1 leads on an empty table, held to a 3
    assert [str(m) for m in g.legal_moves()] == ["play 3x1"]
    do(g, "play 3x1")
    assert sorted(str(m) for m in g.legal_moves()) == ["play 8x1", "play 9x1"]
    assert unaccounted(g) is None


@pytest.mark.parametrize(("kind", "value", "legal", "illegal"), [
    ("at_least", 9, "play Kx1", "play 6x1"),
    ("one_of", (2, 3, 10), "play 10x1", "play Kx1"),
    ("min_cards", 2, "play 6x2", "play 6x1"),
])
def test_each_kind_of_restriction(kind: str, value: int | tuple[int, ...], legal: str,
                                  illegal: str) -> None:
    g = table(["5C 9C", "KS 6S 6D 10H", "8D 9D"], down=["4C", "4D", "4H"])
    ops.restrict(g, kind, value)
    do(g, "play 5x1")
    with pytest.raises(IllegalMove):
        do(g, illegal)
    do(g, legal)
    assert unaccounted(g) is None


def test_several_restrictions_for_one_play_all_apply() -> None:
    """docs/language.md: restrictions asked for the same next play all apply (three aces
    under 'Ace wall' and 'Big plays go low' leave a 2 or a 3); asking for one twice
    changes nothing, and together they lapse together."""
    g = table(["5C 9C", "KS 6S 3D 10H 2C", "8D 9D"], down=["4C", "4D", "4H"])
    ops.restrict(g, "one_of", (2, 3, 10))
    ops.restrict(g, "at_most", 8)
    ops.restrict(g, "at_most", 8)
    do(g, "play 5x1")
    assert sorted(str(m) for m in g.legal_moves()) == ["pickup", "play 2x1", "play 3x1"]
    with pytest.raises(IllegalMove, match="one of 2, 3, 10 and the next play must be 8"):
        do(g, "play 10x1")
    lapsed: list[tuple[int, str]] = []
    g2 = table(["5C", "KS 6S", "8D 9D"], down=["4C", "4D", "4H"], pile=["9H"])
    g2.on_lapse = lambda seat, text: lapsed.append((seat, text))
    do(g2, "pickup")  # an empty table for seat 1: no pickup to fall back on
    ops.restrict(g2, "at_least", 9)
    ops.restrict(g2, "at_most", 7)
    g2._end_turn(1)
    assert lapsed == [(2, "the next play must be 9 or higher and the next play must be "
                          "7 or lower")]
    assert g2.legal_moves()


def test_a_restriction_that_leaves_no_legal_move_lapses_and_is_logged() -> None:
    """DESIGN.md invariant: every player to act has a legal move. On an empty table
    (R-TURN-3: no pickup) a restriction no held card meets lapses for that decision."""
    g = table(["5C", "KS 6S", "8D 9D"], down=["4C", "4D", "4H"], pile=["9H"])
    lapsed: list[tuple[int, str]] = []
    g.on_lapse = lambda seat, text: lapsed.append((seat, text))
    do(g, "pickup")  # seat 0 picks up; the table is empty for seat 1
    ops.restrict(g, "one_of", (2, 3))
    g._end_turn(1)  # seat 1's turn ends: seat 2 leads on an empty table
    assert lapsed == [(2, "the next play must be one of 2, 3")]
    assert g.legal_moves()


def test_a_restriction_with_a_pile_leaves_the_pickup() -> None:
    """R-TURN-2: a pickup is always a legal move when the pile is not empty."""
    g = table(["5C", "KS", "8D 9D"], down=["4C", "4D", "4H"])
    ops.restrict(g, "at_most", 4)
    do(g, "play 5x1")
    assert [str(m) for m in g.legal_moves()] == ["pickup"]


def test_r_clear_1_a_clear_cancels_a_pending_restriction() -> None:
    g = table(["10C 5C", "KS", "8D 9D"], down=["4C", "4D", "4H"], pile=["9H"])
    ops.restrict(g, "at_most", 4)
    do(g, "play 10x1")
    assert g._rx is None
    do(g, "play 5x1")
    do(g, "play Kx1")  # seat 1 unrestricted


def test_a_blind_play_against_a_restriction_is_an_illegal_flip() -> None:
    """R-FACE-2: a face-down card that is not legal goes on the pile and is picked up."""
    g = table(["5C", "", "8D 9D"], down=["4C", "KS", "4H"])
    ops.restrict(g, "at_most", 8)
    do(g, "play 5x1", "flip 1")
    assert "K♠" in show(g.hand[1]) and "5♣" in show(g.hand[1]) and not g.pile


def test_endless_bonus_chains_hit_the_safety_cap() -> None:
    """R-DRAW-2: repeated clears give repeated bonus plays. A rule that hands the cleared
    cards back can chain them forever within one turn; bonus plays count toward the cap."""
    from lopti_rules.engine.baserules import OFFICIAL

    g = table(["10C 5C", "KS"], down=["4C", "4D"], base=OFFICIAL.adjust("max_turns", 20))
    g.bus.after("clear", lambda ev, game: game.take_cleared(0, [parse_card("10C")]))
    plays = 0
    while not g.is_over():
        do(g, "play 10x1")
        plays += 1
        assert plays <= 25
    assert g.capped and g.bonuses + g.turns > 20 and unaccounted(g) is None
