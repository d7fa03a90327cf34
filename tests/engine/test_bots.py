"""The random and greedy bots: legal, deterministic for a seed, and the greedy heuristic."""

from __future__ import annotations

import pytest
from support.games import play_out

from lopti_rules.engine import PICKUP_MOVE, Game
from lopti_rules.engine.bots import BOTS, UnknownBotError, make_bot
from lopti_rules.engine.cards import parse_card
from lopti_rules.engine.position import table
from lopti_rules.errors import LoptiError


def bot_game(bot: str, seed: int, players: int = 4) -> Game:
    return play_out(Game(players, seed), make_bot(bot, seed))


def test_unknown_bot_names_list_the_known_ones() -> None:
    with pytest.raises(UnknownBotError, match="unknown bot 'smart'; known bots: random, greedy"):
        make_bot("smart", 1)
    assert issubclass(UnknownBotError, LoptiError)


@pytest.mark.parametrize("bot", sorted(BOTS))
def test_bots_are_deterministic_for_a_seed(bot: str) -> None:
    assert bot_game(bot, 7).history == bot_game(bot, 7).history
    assert bot_game(bot, 7).history != bot_game(bot, 8).history


def test_random_bot_picks_up_only_when_it_has_no_play() -> None:
    """R-TURN-2 allows a voluntary pickup; the random bot never takes one."""
    g = table(["KC 5C", "6S"], down=["4C", "4D"], pile=["QH"])
    bot = make_bot("random", 3)
    assert all(str(bot.choose(g)) == "play Kx1" for _ in range(20))
    g = table(["4C 5C", "6S"], down=["8C", "4D"], pile=["QH"])
    assert bot.choose(g) is PICKUP_MOVE


def test_random_bot_is_uniform_over_the_legal_plays() -> None:
    g = table(["5C 6C 8C 9C", "6S"], down=["4C", "4D"])
    bot = make_bot("random", 1)
    counts: dict[str, int] = {}
    for _ in range(4000):
        m = str(bot.choose(g))
        counts[m] = counts.get(m, 0) + 1
    assert set(counts) == {"play 5x1", "play 6x1", "play 8x1", "play 9x1"}
    assert all(800 < c < 1200 for c in counts.values())


def test_greedy_plays_its_lowest_ordinary_rank_all_together() -> None:
    g = table(["2C 9C 9D JC 10C", "6S"], down=["4C", "4D"], pile=["8H"])
    bot = make_bot("greedy", 0)
    bot.WHIM = 0.0  # type: ignore[misc]
    assert str(bot.choose(g)) == "play 9x2"


def test_greedy_saves_specials_until_nothing_else_is_legal() -> None:
    bot = make_bot("greedy", 0)
    bot.WHIM = 0.0  # type: ignore[misc]
    g = table(["2C 10C 7C", "6S"], down=["4C", "4D"], pile=["AH"])
    assert str(bot.choose(g)) == "play 2x1"
    big = table(["2C 10C", "6S"], down=["4C", "4D"], pile=["4H", "5H", "6H", "8H", "9H", "AH"])
    assert str(bot.choose(big)) == "play 10x1"


def test_greedy_swaps_a_special_face_up_for_a_low_card() -> None:
    g = Game(2, 0)
    p = g.current_player()
    g.hand[p] = 1 << parse_card("10C") | 1 << parse_card("4C") | 1 << parse_card("5C")
    g.up[p] = 1 << parse_card("6H") | 1 << parse_card("KH") | 1 << parse_card("AH")
    move = make_bot("greedy", 0).choose(g)
    assert str(move) == "swap 10♣ 6♥"
