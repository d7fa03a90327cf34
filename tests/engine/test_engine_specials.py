"""The special cards 2, 3, 7 and 10 (R-SPECIAL) and clearing the pile (R-CLEAR)."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.engine import Game, IllegalMove
from lopti_rules.engine.baserules import OFFICIAL
from lopti_rules.engine.cards import parse_card
from lopti_rules.engine.events import Event
from lopti_rules.engine.position import do, record, show, table, unaccounted


def texts(game: Game) -> list[str]:
    return [str(m) for m in game.legal_moves()]


def clears(events: list[Event]) -> list[str]:
    return [e.cause for e in events if e.name == "clear"]  # type: ignore[attr-defined]


DOWN3 = ["4C", "4D", "4H"]


# ---------------------------------------------------------------- 2: reset
@each.parametrize("top", ["AH", "KH", "7H", "9H"], size=60)
def test_r_special_2_a_two_is_playable_on_anything(top: str) -> None:
    g = table(["2C 5C", "6C"], down=["4C", "4D"], pile=[top])
    assert "play 2x1" in texts(g)


def test_r_special_2_after_a_two_any_rank_goes_and_the_two_stays() -> None:
    g = table(["2C 5C", "4S", "6C"], down=DOWN3, pile=["KH"])
    do(g, "play 2x1")
    assert show(g.pile) == "2♣ K♥"
    assert texts(g) == ["play 4x1", "pickup"]


def test_r_special_2_on_a_two_another_two_must_match_with_more() -> None:
    g = table(["2D 2H 5C", "6C"], down=["4C", "4D"], pile=["2C"])
    assert texts(g) == ["play 2x2", "play 5x1", "pickup"]
    with pytest.raises(IllegalMove, match="R-SPECIAL-2"):
        do(g, "play 2x1")


def test_r_special_2_completing_all_four_twos_clears() -> None:
    g = table(["2S 5C", "6C"], down=["4C", "4D"], pile=["2C", "2D 2H"])
    events = record(g)
    do(g, "play 2x1")
    assert clears(events) == ["four"]


def test_r_special_2_not_on_an_active_three_obligation() -> None:
    g = table(["2C 3S", "6C"], down=["4C", "4D"], pile=["9H"], threes="3C")
    assert texts(g) == ["play 3x1", "pickup"]
    with pytest.raises(IllegalMove, match="R-SPECIAL-3"):
        do(g, "play 2x1")


# ---------------------------------------------------------------- 3: pass
@pytest.mark.parametrize("top", ["AH", "7H", "2H"])
def test_r_special_3_a_three_is_playable_on_anything_and_discarded(top: str) -> None:
    g = table(["3C 5C", "6C"], down=["4C", "4D"], pile=[top])
    do(g, "play 3x1")
    assert show(g.pile) == show(1 << parse_card(top))
    assert g.discarded >> parse_card("3C") & 1


def test_r_special_3_the_next_player_must_pick_up_or_play_a_three() -> None:
    g = table(["3C 5C", "3D KC", "6C"], down=DOWN3, pile=["9H"])
    events = record(g)
    do(g, "play 3x1")
    assert texts(g) == ["play 3x1", "pickup"]
    passed = next(e for e in events if e.name == "pass")
    assert (passed.player, passed.to, passed.chain) == (0, 1, 1)  # type: ignore[attr-defined]
    do(g, "pickup")
    assert show(g.hand[1]) == "3♦ 9♥ K♣"  # the 3 is never picked up
    assert [e.reason for e in events if e.name == "pickup"] == ["obligation"]  # type: ignore[attr-defined]
    assert g.chain == 0 and not g.obligation


def test_r_special_3_a_play_of_threes_passes_the_obligation_on() -> None:
    g = table(["3C 5C", "3D KC", "6C"], down=DOWN3, pile=["9H"])
    do(g, "play 3x1", "play 3x1")
    assert g.current_player() == 2 and g.obligation and g.chain == 2
    assert texts(g) == ["pickup"]


def test_r_special_3_four_chained_threes_clear_the_pile_underneath() -> None:
    g = table(["3C 5C", "3D 3H 3S KC", "6C"], down=DOWN3, pile=["9H", "JH"])
    events = record(g)
    do(g, "play 3x1", "play 3x3")
    assert clears(events) == ["threes"]
    assert g.current_player() == 1 and g.bonus and g.pile == 0
    clear = next(e for e in events if e.name == "clear")
    assert show(sum(1 << c for c in clear.cards)) == "9♥ J♥"  # type: ignore[attr-defined]
    assert show(g.discarded) == "3♣ 3♦ 3♥ 3♠"  # the 3s were discarded at once


def test_r_special_3_a_non_three_ends_the_chain() -> None:
    g = table(["3C 5C", "9C KC", "6C"], down=DOWN3)
    do(g, "play 3x1")
    assert g.chain == 1 and not g.obligation
    do(g, "play 9x1")
    assert g.chain == 0


# ---------------------------------------------------------------- 7: low
def test_r_special_7_the_next_play_must_be_seven_or_lower() -> None:
    g = table(["2C 3C 4C 6D 7D 7H 8H 10C KH", "5S"], down=["4D", "4H"], pile=["7C"])
    assert texts(g) == ["play 2x1", "play 3x1", "play 4x1", "play 6x1", "play 7x2", "pickup"]
    with pytest.raises(IllegalMove, match="R-SPECIAL-7"):
        do(g, "play 8x1")
    with pytest.raises(IllegalMove, match="R-SPECIAL-10"):
        do(g, "play 10x1")


def test_r_special_7_a_seven_on_a_seven_must_match_with_more_cards_over_digest() -> None:
    """R-SPECIAL-7 (cards over digest, docs/rules-notes.md 1): R-PLAY-2 holds for 7s."""
    g = table(["7D 5C", "5S"], down=["4D", "4H"], pile=["7C"])
    with pytest.raises(IllegalMove, match="R-PLAY-2"):
        do(g, "play 7x1")


def test_r_special_7_the_digest_ruling_is_a_base_rule_a_table_can_vote_in() -> None:
    base = OFFICIAL.adjust("free_sevens_on_sevens", True)
    g = table(["7D 5C", "5S"], down=["4D", "4H"], pile=["7C"], base=base)
    do(g, "play 7x1")
    assert g.top == 7 and g.run == 2


def test_r_special_7_each_play_of_sevens_renews_the_low_rule() -> None:
    g = table(["7D 7H KC", "5S", "KD"], down=DOWN3, pile=["7C"])
    do(g, "play 7x2")
    assert "play 5x1" in texts(g)
    g.cur = 2
    assert "play Kx1" not in texts(g)


def test_r_special_7_a_seven_is_playable_on_anything_but_an_obligation() -> None:
    assert "play 7x1" in texts(table(["7D 5C", "5S"], down=["4D", "4H"], pile=["AH"]))
    g = table(["7D 3S", "5S"], down=["4D", "4H"], pile=["AH"], threes="3C")
    assert "play 7x1" not in texts(g)


def test_r_special_7_four_sevens_clear() -> None:
    g = table(["7S 7D 5C", "5S"], down=["4D", "4H"], pile=["7C", "7H"],
              base=OFFICIAL.adjust("free_sevens_on_sevens", True))
    events = record(g)
    do(g, "play 7x2")
    assert clears(events) == ["sevens"]


# ---------------------------------------------------------------- 10: clear
def test_r_special_10_clears_at_once_leaves_with_the_pile_and_gives_a_bonus_play() -> None:
    g = table(["10C 5C", "5S"], down=["4D", "4H"], pile=["KH", "AH"])
    events = record(g)
    do(g, "play 10x1")
    clear = next(e for e in events if e.name == "clear")
    assert clear.cause == "ten" and show(sum(1 << c for c in clear.cards)) == "10♣ K♥ A♥"  # type: ignore[attr-defined]
    assert g.pile == 0 and g.current_player() == 0 and g.bonus
    assert names_after(events, "clear") == ["bonus"]


def names_after(events: list[Event], name: str) -> list[str]:
    i = [e.name for e in events].index(name)
    return [e.name for e in events[i + 1:]]


def test_r_special_10_not_on_a_seven_nor_on_an_obligation() -> None:
    assert "play 10x1" not in texts(table(["10C 5C", "5S"], down=["4D", "4H"], pile=["7C"]))
    g = table(["10C 3S", "5S"], down=["4D", "4H"], pile=["9C"], threes="3C")
    assert texts(g) == ["play 3x1", "pickup"]


# ---------------------------------------------------------------- R-CLEAR
def test_r_clear_1_a_clear_cancels_a_pending_three_and_gives_a_bonus_play() -> None:
    g = table(["3S KC", "5S"], down=["4D", "4H"], pile=["9H"], threes="3C 3D 3H")
    do(g, "play 3x1")
    assert not g.obligation and g.pile == 0 and g.bonus and g.current_player() == 0
    assert texts(g) == ["play Kx1"]


def test_r_clear_1_a_clear_cancels_a_pending_seven() -> None:
    g = table(["10C 6C 7S KC", "5S"], down=["4D", "4H"], pile=["7C 7D", "7H"],
              base=OFFICIAL.adjust("free_sevens_on_sevens", True))
    do(g, "play 7x1")
    assert g.bonus and "play Kx1" in texts(g) and "play 10x1" in texts(g)


@each.parametrize(
    ("pile", "hand", "move", "cause"),
    [
        (["KH"], "10C 5C", "play 10x1", "ten"),
        (["9H", "9S"], "9D 9C 5C", "play 9x2", "four"),
        (["9H"], "3S 5C", "play 3x1", "threes"),
        (["7H 7S"], "7D 7C 5C", "play 7x2", "sevens"),
    ], size=60
)
def test_r_clear_2_the_causes_of_a_clear(pile: list[str], hand: str, move: str,
                                         cause: str) -> None:
    threes = "3C 3D 3H" if cause == "threes" else ""
    g = table([hand, "5S"], down=["4D", "4H"], pile=pile, threes=threes)
    events = record(g)
    do(g, move)
    assert clears(events) == [cause]
    assert g.clears[1 + ["ten", "four", "threes", "sevens"].index(cause)] == 1


def test_r_clear_2_a_custom_clear_gives_its_causer_a_bonus_play() -> None:
    g = table(["5C KC", "6S", "8S"], down=DOWN3, pile=["9H"])
    events = record(g)
    g.clear_pile(2)
    assert clears(events) == ["custom"] and g.current_player() == 2 and g.bonus


def test_r_clear_3_cleared_cards_stay_out_of_play() -> None:
    g = table(["10C 5C", "5S"], down=["4D", "4H"], pile=["KH"], draw="AS")
    do(g, "play 10x1", "play 5x1")
    assert show(g.cleared).count("K♥") == 1 and show(g.cleared).count("10♣") == 1
    assert "K♥" not in show(g.hand[0] | g.hand[1] | g.pile)
    assert unaccounted(g) is None


def test_r_clear_3_a_custom_rule_may_bring_cleared_cards_back() -> None:
    g = table(["10C 5C", "5S"], down=["4D", "4H"], pile=["KH"])
    do(g, "play 10x1")
    g.take_cleared(1, [parse_card("KH")])
    assert "K♥" in show(g.hand[1]) and unaccounted(g) is None


def test_r_clear_4_four_high_cards_cannot_clear_a_seven() -> None:
    g = table(["8C 8D 8H 8S 6C 6D 6H 6S", "5S"], down=["4D", "4H"], pile=["7C"])
    with pytest.raises(IllegalMove, match="R-CLEAR-4"):
        do(g, "play 8x4")
    events = record(g)
    do(g, "play 6x4")  # the rank must be legal first: four 6s on a 7 clear
    assert clears(events) == ["four"]
