"""The seeded bot's answers to the questions rules ask (which cards to give or take back).

A bot is asked on card masks (``BotAgent.pick``) by the runtime and on card tuples
(``choose_cards``, the agent protocol) by everyone else: both must give the answer the
bot's rule defines, the least useful cards given away and the most useful taken back.
"""

from __future__ import annotations

import dataclasses
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lopti_rules.engine import Game
from lopti_rules.engine.baserules import OFFICIAL
from lopti_rules.engine.cards import cards_of, mask_of, parse_card, rank_of
from lopti_rules.play.agents import BotAgent, bot_duel

PROPS = settings(max_examples=int(os.environ.get("LOPTI_PROPERTY_EXAMPLES", "120")),
                 deadline=None)


def by_definition(options: tuple[int, ...], n: int, kind: str,
                  specials: tuple[int, ...]) -> set[int]:
    """The bot's rule, written plainly: each card is worth its rank, the specials (in
    their order) more than an ace; ties go by card id; give the n least worth, take the
    n most."""
    def worth(c: int) -> tuple[int, int]:
        r = rank_of(c)
        return (20 + specials.index(r) if r in specials else r, c)

    ranked = sorted(options, key=worth)
    return set(ranked[-n:] if kind == "take" else ranked[:n])


@pytest.mark.slow
@PROPS
@given(cards=st.sets(st.integers(0, 51), min_size=1, max_size=20), data=st.data(),
       kind=st.sampled_from(["give", "take"]),
       specials=st.lists(st.integers(2, 14), min_size=4, max_size=4, unique=True))
def test_a_bot_picks_by_worth_on_masks_and_on_tuples(cards: set[int], data: st.DataObject,
                                                     kind: str,
                                                     specials: list[int]) -> None:
    n = data.draw(st.integers(1, len(cards)))
    base = dataclasses.replace(OFFICIAL, reset_rank=specials[0], pass_rank=specials[1],
                               low_rank=specials[2], clear_rank=specials[3])
    game = Game(2, 1, base)
    options = tuple(sorted(cards))
    want = by_definition(options, n, kind, tuple(specials))
    bot = BotAgent(5)
    assert set(cards_of(bot.pick(game, mask_of(options), n, kind))) == want
    assert set(bot.choose_cards(game, 0, options, n, kind)) == want


def test_a_bot_gives_its_lowest_card_and_keeps_the_specials() -> None:
    game = Game(2, 1)
    hand = tuple(parse_card(c) for c in ("2C", "10H", "4D", "4S", "KC"))
    bot = BotAgent(1)
    assert sorted(bot.choose_cards(game, 0, hand, 2, "give")) == [parse_card("4D"),
                                                                  parse_card("4S")]
    assert sorted(bot.choose_cards(game, 0, hand, 2, "take")) == [parse_card("2C"),
                                                                  parse_card("10H")]
    # the bots of one game share what the cards are worth; another base rules set
    # (here 4s reset, and 2s are plain) is seen at once
    fours = Game(2, 1, dataclasses.replace(OFFICIAL, reset_rank=4))
    assert list(bot.choose_cards(fours, 0, hand, 1, "give")) == [parse_card("2C")]



def _thrown_one_by_one(x: BotAgent, y: BotAgent, limit: int) -> tuple[int, list[object]]:
    """A Roshambo of seats 0 (``x``) and 2 (``y``) as the runtime plays it with any
    agents: each throw asked (``throw``) in turn, the winner's seat or -1."""
    kept: list[object] = []
    beats = {"R": "S", "P": "R", "S": "P"}
    for _ in range(limit):
        ha = x.throw(None, 0)  # type: ignore[arg-type]
        kept.append((7, 0, "throw", (), ha))
        hb = y.throw(None, 2)  # type: ignore[arg-type]
        kept.append((7, 2, "throw", (), hb))
        if ha != hb:
            return (0 if beats[ha] == hb else 2), kept
    return -1, kept


@given(st.integers(0, 2**40), st.integers(0, 2**40), st.integers(0, 3), st.integers(1, 4))
@PROPS
def test_r_roshambo_bot_duel_throws_as_the_bots_throw_one_by_one(
        sx: int, sy: int, before: int, limit: int) -> None:
    """``bot_duel`` (the runtime's Roshambo of two bots, in line) keeps the same throws,
    names the same winner (or none within ``limit``) and leaves both generators where
    asking each throw leaves them, whether or not a bot had thrown before."""
    one = [BotAgent(sx), BotAgent(sy)]
    two = [BotAgent(sx), BotAgent(sy)]
    for _ in range(before):  # earlier Roshambos of the same game
        for bots in (one, two):
            bots[0].throw(None, 0)  # type: ignore[arg-type]
    want, kept_want = _thrown_one_by_one(one[0], one[1], limit)
    kept: list[object] = []
    got = bot_duel(two[0], two[1], kept.append, 7, 0, 2, limit)
    assert (got, kept) == (want, kept_want)
    assert [b.throw(None, 0) for b in two] == [b.throw(None, 0) for b in one]  # type: ignore
