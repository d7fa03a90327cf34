"""Who answers the questions a rule asks a player: the agent protocol and seeded bots.

A rule may ask a player to choose: which cards a giver gives, which cleared cards a
taker takes back, which hand to throw in a Roshambo. The runtime
(:mod:`lopti_rules.runtime`) asks the seat's :class:`RuleAgent` and keeps the answer as
a :class:`~lopti_rules.rulerecords.Choice`. :func:`bot_agents` gives seeded
:class:`BotAgent` players, which throw from their own 64-bit generator.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Protocol

from .baserules import BaseRules
from .cards import cards_of, mask_of
from .engine.game import Game


class RuleAgent(Protocol):
    """Who answers the questions a rule asks a player (a person, a bot, a log)."""

    def choose_cards(self, game: Game, seat: int, options: tuple[int, ...], n: int,
                     kind: str) -> Sequence[int]:
        """``n`` distinct cards out of ``options`` (``kind``: give or take)."""
        ...  # pragma: no cover

    def throw(self, game: Game, seat: int) -> str:
        """A Roshambo hand: R, P or S."""
        ...  # pragma: no cover


class BotAgent:
    """A seeded bot's answers: give away (or take back) the least useful cards first,
    keep the specials; throw at random from its own seeded source (a 64-bit linear
    congruential generator: seeding ``random.Random`` costs 4 us, more than all the
    throws of a game; a throw needs no more than this)."""

    #: the base rules cards were last worth something under, and the ranks by worth then
    #: (``_by_worth``; shared: bots are made per game, and a game's bots play under the
    #: same rules)
    _shared_worth: tuple[BaseRules | None, tuple[tuple[int, ...], tuple[int, ...]]] = \
        (None, ((), ()))

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._state = -1  #: spread from the seed on the first throw

    def choose_cards(self, game: Game, seat: int, options: tuple[int, ...], n: int,
                     kind: str) -> Sequence[int]:
        return cards_of(self.pick(game, mask_of(options), n, kind))

    def pick(self, game: Game, cards: int, n: int, kind: str) -> int:
        """:meth:`choose_cards` on a card mask: the mask of the ``n`` cards chosen out of
        ``cards`` (``n`` at most as many as there are). The runtime asks a bot this way:
        no tuples to build, and a bot's answer needs no checking."""
        base, (low_first, high_first) = BotAgent._shared_worth
        if base is not game.base:
            b = game.base
            low_first, high_first = _by_worth((b.reset_rank, b.pass_rank, b.low_rank,
                                               b.clear_rank))
            BotAgent._shared_worth = (b, (low_first, high_first))
        chosen = 0
        if kind == "take":  # the most useful first: the highest worth, then the highest card
            for shift in high_first:
                nib = (cards >> shift) & 15
                while nib:
                    top = 1 << (nib.bit_length() - 1)
                    chosen |= top << shift
                    n -= 1
                    if not n:
                        return chosen
                    nib ^= top
        else:  # give away the least useful first: the lowest worth, then the lowest card
            for shift in low_first:
                nib = (cards >> shift) & 15
                while nib:
                    low = nib & -nib
                    chosen |= low << shift
                    n -= 1
                    if not n:
                        return chosen
                    nib ^= low
        return chosen

    def throw(self, game: Game, seat: int) -> str:
        state = self._state if self._state >= 0 else _mix(self._seed)
        self._state = state = (state * _LCG_A + _LCG_C) & _MASK64
        return "RPS"[(state >> 33) % 3]


_LCG_A, _LCG_C, _MASK64 = 6364136223846793005, 1442695040888963407, (1 << 64) - 1


def _mix(seed: int) -> int:
    """A seed spread over 64 bits (SplitMix64's finalizer), so near seeds differ at once."""
    z = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


@functools.cache
def _by_worth(specials: tuple[int, int, int, int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The ranks by their worth to a bot, as the shifts of their nibbles in a card mask:
    lowest worth first, and highest first. A rank is worth its number; the specials are
    worth more than the aces, in the order given (reset, pass, low, clear)."""
    worth = {r: 20 + specials.index(r) if r in specials else r for r in range(2, 15)}
    low_first = tuple((r - 2) << 2 for r in sorted(worth, key=worth.__getitem__))
    return low_first, low_first[::-1]


def bot_agents(players: int, seed: int) -> list[RuleAgent]:
    """One seeded :class:`BotAgent` per seat."""
    return [BotAgent(seed * 7 + i) for i in range(players)]
