"""Bots that take decisions for simulated players: ``random`` and ``greedy``, both seeded."""

from __future__ import annotations

import random
from typing import Protocol

from ..errors import LoptiError
from .cards import cards_of, rank_of
from .game import Game
from .moves import FLIP_MOVES, KEEP_MOVE, PICKUP_MOVE, PLAY, Move
from .state import PLAYING


class UnknownBotError(LoptiError):
    """No bot of that name."""


class Bot(Protocol):
    """Anything that picks a legal move for the player to act."""

    name: str

    def choose(self, game: Game) -> Move:
        """A legal move for ``game.current_player()``."""
        ...


class RandomBot:
    """Uniform over the legal plays (and swaps); picks up only when it has no play."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed).random

    def choose(self, game: Game) -> Move:
        if game.phase == PLAYING:
            moves = game.legal_plays()
            if moves:
                return moves[int(self._random() * len(moves))]
            return PICKUP_MOVE
        moves = game.legal_moves()
        return moves[int(self._random() * len(moves))]


#: A greedy bot's chance of a random legal play instead: without it two greedy players
#: can repeat the same exchange forever (found by the safety cap).
WHIM = 1 / 32


class GreedyBot:
    """Plays its lowest legal ordinary rank (all cards of it) and saves the specials
    (2, 3, 7, 10) for when nothing else is legal; swaps specials and high cards face-up.

    Deterministic for its seed, which drives a rare random play (``WHIM``).
    """

    name = "greedy"
    #: A 10 is worth spending on a pile of at least this many cards.
    BIG_PILE = 6
    #: Chance of a random legal play instead (``WHIM``, the module's constant, on each
    #: instance: a test sets it to 0).
    WHIM: float

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed).random
        self._base: object = None
        # read every decision: an instance attribute reads faster than a class attribute
        # through an instance (Python 3.11 does not specialise the latter), and a compiled
        # (mypyc) class has no class attribute to copy it from (docs/engine.md, "Compiled")
        self.WHIM = WHIM

    def _learn(self, game: Game) -> None:
        b = game.base
        self._base = b
        self._specials = frozenset((b.reset_rank, b.pass_rank, b.low_rank, b.clear_rank))
        self._pass = b.pass_rank
        self._clear = b.clear_rank
        self._low = b.low_rank
        #: specials from most to least willing to spend when nothing else is legal
        self._order = (b.reset_rank, b.low_rank, b.pass_rank, b.clear_rank)
        worth = {r: r for r in range(2, 15)}
        for bump, r in enumerate(reversed(self._order)):
            worth[r] = 20 + bump
        self._worth = worth

    def choose(self, game: Game) -> Move:
        if game.base is not self._base:
            self._learn(game)
        if game.phase != PLAYING:
            return self._swap(game)
        moves = game.legal_plays()
        if not moves:
            return PICKUP_MOVE
        if moves[0].kind != PLAY:
            return FLIP_MOVES[0]
        if self._random() < self.WHIM:
            return moves[int(self._random() * len(moves))]
        specials = self._specials
        best: Move | None = None
        for m in moves:  # by rank, then count: the last of the lowest ordinary rank
            if m.rank in specials:
                continue
            if best is not None and m.rank != best.rank:
                break
            best = m
        if best is not None:
            return best
        if game.pile.bit_count() >= self.BIG_PILE:
            for m in moves:
                if m.rank == self._clear:
                    return m
        low = self._low
        for rank in self._order:
            pick = None
            for m in moves:
                if m.rank == rank:
                    pick = m
                    if rank != low:
                        break  # one 2, 3 or 10 is enough; 7s go all together
            if pick is not None:
                return pick
        return moves[0]

    def _swap(self, game: Game) -> Move:
        p = game.current_player()
        worth = self._worth
        hand = sorted(cards_of(game.hand[p]), key=lambda c: (worth[rank_of(c)], c))
        up = sorted(cards_of(game.up[p]), key=lambda c: (worth[rank_of(c)], c))
        if hand and up and worth[rank_of(hand[-1])] > worth[rank_of(up[0])]:
            return Move.swap(hand[-1], up[0])
        return KEEP_MOVE


BOTS: dict[str, type[RandomBot] | type[GreedyBot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int) -> RandomBot | GreedyBot:
    """A bot by name (``random`` or ``greedy``), seeded."""
    cls = BOTS.get(name)
    if cls is None:
        raise UnknownBotError(f"unknown bot {name!r}; known bots: {', '.join(BOTS)}")
    return cls(seed)
