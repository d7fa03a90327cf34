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
from .cards import rank_of
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

    #: the base rules cards were last worth something under, and each card's worth then
    #: (shared: bots are made per game, and a game's bots play under the same rules)
    _shared_worth: tuple[BaseRules | None, tuple[tuple[int, int], ...]] = (None, ())

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._state = -1  #: spread from the seed on the first throw

    def choose_cards(self, game: Game, seat: int, options: tuple[int, ...], n: int,
                     kind: str) -> Sequence[int]:
        base, worth = BotAgent._shared_worth
        if base is not game.base:
            b = game.base
            worth = _worth((b.reset_rank, b.pass_rank, b.low_rank, b.clear_rank))
            BotAgent._shared_worth = (b, worth)
        ranked = sorted(options, key=worth.__getitem__)
        return ranked[-n:] if kind == "take" else ranked[:n]

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
def _worth(specials: tuple[int, int, int, int]) -> tuple[tuple[int, int], ...]:
    """Each card's worth to a bot (its rank; the specials above the aces), by card id."""
    return tuple((20 + specials.index(rank_of(c)) if rank_of(c) in specials else rank_of(c), c)
                 for c in range(52))


def bot_agents(players: int, seed: int) -> list[RuleAgent]:
    """One seeded :class:`BotAgent` per seat."""
    return [BotAgent(seed * 7 + i) for i in range(players)]
