"""Who answers the questions a rule asks a player: the agent protocol and seeded bots.

A rule may ask a player to choose: which cards a giver gives, which cleared cards a
taker takes back, which face-up cards go to the draw pile, which hand to throw in a
Roshambo; an optional choice (``may give``, issue 14) also how many, none included. The runtime
(:mod:`lopti_rules.play.runtime`) asks the seat's :class:`RuleAgent` and keeps the answer as
a :class:`~lopti_rules.play.records.Choice`. :func:`bot_agents` gives seeded
:class:`BotAgent` players, which throw from their own 64-bit generator.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..engine import BaseRules, Game, cards_of, mask_of
from ..errors import LoptiError


class ChoiceError(LoptiError):
    """An agent answered a rule's question with something it may not choose."""


class RuleAgent(Protocol):
    """Who answers the questions a rule asks a player (a person, a bot, a log)."""

    def choose_cards(self, game: Game, seat: int, options: tuple[int, ...], n: int,
                     kind: str, *, least: int | None = None) -> Sequence[int]:
        """``n`` distinct cards out of ``options`` (``kind``: give, take or swap); for an
        optional choice (``may give``, issue 14), ``least`` to ``n`` of them: none is
        "not doing it". The runtime passes ``least`` only for an optional choice."""
        ...  # pragma: no cover

    def throw(self, game: Game, seat: int) -> str:
        """A Roshambo hand: R, P or S."""
        ...  # pragma: no cover


class BotAgent:
    """A seeded bot's answers: give away (or take back) the least useful cards first,
    keep the specials; throw at random from its own seeded source (a 64-bit linear
    congruential generator: seeding ``random.Random`` costs 4 us, more than all the
    throws of a game; a throw needs no more than this)."""

    #: the base rules cards were last worth something under, and what they were worth
    #: then (``_worth``; shared: bots are made per game, and a game's bots play under
    #: the same rules)
    _shared_worth: tuple[BaseRules | None, _Worth] = (None, (0, (), ()))

    __slots__ = ("_seed", "_state")

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._state = -1  #: spread from the seed on the first throw

    def choose_cards(self, game: Game, seat: int, options: tuple[int, ...], n: int,
                     kind: str, *, least: int | None = None) -> Sequence[int]:
        if least is not None:
            return cards_of(self.pick_some(game, mask_of(options), n, kind))
        return cards_of(self.pick(game, mask_of(options), n, kind))

    def pick_some(self, game: Game, cards: int, n: int, kind: str) -> int:
        """An optional choice (``may swap``, ``may give up to 2``; issue 14): the mask of
        at most ``n`` of ``cards``, perhaps none. A swap sends away only the face-up cards
        a blind card from the draw pile likely beats: plain cards below :data:`MIDDLE`,
        the lowest first (the bot never looks at the draw pile, as no player may). A
        give or take is worth making whole (fewer cards in hand, or the most useful
        back), so the bot chooses as :meth:`pick` does."""
        if kind != "swap":
            return self.pick(game, cards, n, kind)
        low = cards & BotAgent._plain(game) & _BELOW_MIDDLE
        chosen = 0
        while low and n:
            bit = low & -low
            chosen |= bit
            low ^= bit
            n -= 1
        return chosen

    @staticmethod
    def _plain(game: Game) -> int:
        """The mask of the plain cards under ``game``'s base rules (no special rank)."""
        b = game.base
        return _worth((b.reset_rank, b.pass_rank, b.low_rank, b.clear_rank))[0]

    def pick(self, game: Game, cards: int, n: int, kind: str) -> int:
        """:meth:`choose_cards` on a card mask: the mask of the ``n`` cards chosen out of
        ``cards`` (``n`` at most as many as there are). The runtime asks a bot this way:
        no tuples to build, and a bot's answer needs no checking.

        A plain card is worth its rank, so the plain cards by worth, ties by card id,
        are the mask's bits in order; the specials come after them, rank by rank."""
        base, (plain, low_first, high_first) = BotAgent._shared_worth
        if base is not game.base:
            b = game.base
            plain, low_first, high_first = _worth((b.reset_rank, b.pass_rank, b.low_rank,
                                                   b.clear_rank))
            BotAgent._shared_worth = (b, (plain, low_first, high_first))
        chosen = 0
        if kind == "take":  # the most useful first: the specials, the highest card first
            for shift in high_first:
                nib = (cards >> shift) & 15
                while nib and n:
                    top = 1 << (nib.bit_length() - 1)
                    chosen |= top << shift
                    nib ^= top
                    n -= 1
            rest = cards & plain
            while rest and n:
                top = 1 << (rest.bit_length() - 1)
                chosen |= top
                rest ^= top
                n -= 1
            return chosen
        rest = cards & plain  # give away the least useful first: the lowest plain card
        while rest:
            low = rest & -rest
            chosen |= low
            n -= 1
            if not n:
                return chosen
            rest ^= low
        for shift in low_first:
            nib = (cards >> shift) & 15
            while nib and n:
                low = nib & -nib
                chosen |= low << shift
                nib ^= low
                n -= 1
        return chosen

    def throw(self, game: Game, seat: int) -> str:
        state = self._state if self._state >= 0 else _mix(self._seed)
        self._state = state = (state * _LCG_A + _LCG_C) & _MASK64
        return "RPS"[(state >> 33) % 3]


def bot_duel(x: BotAgent, y: BotAgent, keep: Callable[[tuple[Any, ...]], object], at: int, a: int,
             b: int, limit: int) -> int:
    """A Roshambo of two different bots (seats ``a`` and ``b``), thrown exactly as
    ``x.throw`` then ``y.throw`` until the hands differ: the winner's seat, or -1 if
    undecided after ``limit`` throws each. Each throw is kept (``keep``, the runtime's
    record of choices) as the runtime keeps an agent's throw. One loop over the two
    generators in line: no method call and no check of the answer a throw (a bot's
    hand is always R, P or S), where the rule's firing fires on every 5 of a game."""
    sx = x._state if x._state >= 0 else _mix(x._seed)
    sy = y._state if y._state >= 0 else _mix(y._seed)
    won = -1
    for _ in range(limit):
        sx = (sx * _LCG_A + _LCG_C) & _MASK64
        ix = (sx >> 33) % 3
        keep((at, a, "throw", (), "RPS"[ix]))
        sy = (sy * _LCG_A + _LCG_C) & _MASK64
        iy = (sy >> 33) % 3
        keep((at, b, "throw", (), "RPS"[iy]))
        if ix != iy:  # R, P, S: a hand beats the one before it (P beats R, R beats S)
            won = a if (ix - iy) % 3 == 1 else b
            break
    x._state, y._state = sx, sy
    return won


#: The rank a bot expects of a blind card: it swaps away face-up cards below it.
MIDDLE = 8
_BELOW_MIDDLE = (1 << ((MIDDLE - 2) * 4)) - 1  #: the mask of every card below MIDDLE

_LCG_A, _LCG_C, _MASK64 = 6364136223846793005, 1442695040888963407, (1 << 64) - 1


def _mix(seed: int) -> int:
    """A seed spread over 64 bits (SplitMix64's finalizer), so near seeds differ at once."""
    z = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


#: What cards are worth to a bot: the mask of the plain cards (each worth its rank), and
#: the special ranks as the shifts of their nibbles in a card mask, lowest worth first
#: and highest first.
_Worth = tuple[int, tuple[int, ...], tuple[int, ...]]


@functools.cache
def _worth(specials: tuple[int, int, int, int]) -> _Worth:
    """What cards are worth to a bot under base rules with these special ranks (reset,
    pass, low, clear): a rank is worth its number, the specials more than the aces, in
    that order."""
    ranks = [r for i, r in enumerate(specials) if 2 <= r <= 14 and r not in specials[:i]]
    plain = sum(15 << ((r - 2) << 2) for r in range(2, 15) if r not in ranks)
    low_first = tuple((r - 2) << 2 for r in ranks)
    return plain, low_first, low_first[::-1]


def bot_agents(players: int, seed: int) -> list[RuleAgent]:
    """One seeded :class:`BotAgent` per seat."""
    return [BotAgent(seed * 7 + i) for i in range(players)]
