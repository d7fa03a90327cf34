"""Seeded games played on by bots: to their end, for some decisions, or one position
at a time, with or without rules attached.

Every helper applies the bot's decisions exactly as a hand-written loop would
(``game.apply(bot.choose(game))`` until ``game.is_over()``), so the same seeds give
the same games; what they add is a safety cap, so a game that never ends fails the
test instead of hanging it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from lopti_rules.engine import Game, Move
from lopti_rules.engine.bots import Bot, make_bot

if TYPE_CHECKING:
    from lopti_rules.play import RuleAgent, RuleRuntime, RulesInPlay

#: Decisions a game may take per turn of its base rules' safety cap (``max_turns``)
#: before the helpers call it a runaway: the engine's cap ends every game long before.
DECISIONS_PER_TURN = 20


def positions(game: Game, bot: Bot, *, cap: int | None = None) -> Iterator[Game]:
    """``game`` before each of ``bot``'s decisions and once more when it is over.

    The caller looks at each position; when it asks for the next one, ``bot``
    decides for the player to act. Breaking out of the loop leaves the game where
    it is (the bot has not chosen yet). Fails once the game has taken ``cap``
    decisions without ending (by default ``DECISIONS_PER_TURN`` times its
    ``max_turns``).
    """
    limit = DECISIONS_PER_TURN * game.base.max_turns if cap is None else cap
    taken = 0
    while not game.is_over():
        yield game
        assert taken < limit, (f"the game took {limit} decisions without ending: "
                               "the safety cap must end a runaway game")
        game.apply(bot.choose(game))
        taken += 1
    yield game


def play_out(game: Game, bot: Bot, *, steps: int | None = None,
             cap: int | None = None) -> Game:
    """``game`` played on by ``bot`` for every seat until it is over, or for at most
    ``steps`` decisions; the decisions are ``game.history``. ``cap`` as for
    ``positions``."""
    for taken, _ in enumerate(positions(game, bot, cap=cap)):
        if taken == steps:
            break
    return game


def play_with_rules(runtime: RuleRuntime, players: int, seed: int, bot: str = "random", *,
                    agents: Sequence[RuleAgent] | None = None) -> RulesInPlay:
    """A game ``runtime`` starts (its rules attached before the deal), played to its end
    by the bot named ``bot`` seeded with the game's ``seed``; ``agents`` answer the
    rules' questions (by default bots of that seed, as ``RuleRuntime.start`` gives).
    The result holds ``game``, ``choices`` and ``fired``."""
    play = runtime.start(players, seed, agents=agents)
    play_out(play.game, make_bot(bot, seed))
    return play


def games_that_differ(text_a: str, text_b: str) -> int:
    """How many of 48 games (2-5 players, seeds 0-5, random and greedy bots) two one-rule
    books play differently, move for move or in who goes out when: 0 when the engine
    cannot tell them apart (R-VOTE-7's "the same rule in another spelling")."""
    from lopti_rules.language import compile_text
    from lopti_rules.play import RuleRuntime

    ra = RuleRuntime(compile_text(text_a, "a.lopti"))
    rb = RuleRuntime(compile_text(text_b, "b.lopti"))
    differ = 0
    for players in (2, 3, 4, 5):
        for seed in range(6):
            for bot in ("random", "greedy"):
                ga = play_with_rules(ra, players, seed, bot).game
                gb = play_with_rules(rb, players, seed, bot).game
                differ += (ga.history, ga.finishing_order) != (gb.history, gb.finishing_order)
    return differ


class AnyLegalMove:
    """A bot over every legal move, voluntary pickups included (R-TURN-2), uniformly:
    ``legal_moves()[rng.randrange(n)]`` with ``random.Random(seed)``."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        return moves[self.rng.randrange(len(moves))]


def unlinted_stops(text: str, filename: str, seeds: Sequence[int], players: int) -> list[str]:
    """The reasons of every ``RuleStopped`` in seeded random-bot games of ``text``, its
    rules compiled *without* the lint gate (parse, generate, compile in the sandbox): the
    runtime's refusals, which the linter's oracle tests compare lint's verdicts with."""
    from lopti_rules.language import parse
    from lopti_rules.language.codegen.book import assemble, compile_entry
    from lopti_rules.language.codegen.codegen import generate_rule
    from lopti_rules.play import RuleRuntime, RuleStopped, bot_agents
    from lopti_rules.sandbox import DEFAULT_POLICY

    book = [assemble(filename, (compile_entry(generate_rule(r, filename=filename),
                                              DEFAULT_POLICY)
                                for r in parse(text, filename).rules))]
    runtime = RuleRuntime(book)
    stops: list[str] = []
    runtime.listeners[:] = [lambda r: stops.append(r.reason) if isinstance(r, RuleStopped)
                            else None]
    for seed in seeds:
        play_with_rules(runtime, players, seed, agents=bot_agents(players, seed))
    return stops
