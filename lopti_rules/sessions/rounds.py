"""Rounds played by the engine for a session: seeded bots, the session's rules in play.

The glue between the pure session model (``model``) and the stages below it: ``engine_player``
plays one round on ``lopti_rules.engine`` (with the rules in play through
``lopti_rules.tools.rulebooks``), and ``play_round`` records its result in the session with the
seed and the game log's SHA-256, so the same seed replays the same round.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import OVER, BaseRules, Game, make_bot
from ..i18n import gettext as _
from ..inputs import stored_json
from ..tools import gamelog
from .model import Session
from .records import Round, Rule, SessionError


@dataclass(frozen=True, slots=True)
class PlayedRound:
    """What the engine reports about a round it played: the order players went out, the log."""

    order: tuple[int, ...]
    log_text: str
    #: the rules' own counts as the round ended (Round.memory's JSON), None without any
    memory: str | None = None
    #: the round's pickups per seat (Round.pickups), empty when not known
    pickups: tuple[int, ...] = ()


#: (players, seed, adjusted base-rule parameters, dealer, leader, custom rules in play, bot name)
#: -> the played round. The default plays the official engine with base-rule adjustments.
RoundPlayer = Callable[[int, int, Mapping[str, Any], int, int, list[tuple[Rule, str]], str],
                       PlayedRound]


def book_file(number: int, name: str) -> str:
    """The file name a rule in force has in the session's book (its lint reports, its
    counts' keys)."""
    return f"rule {number} ({name}).lopti"


def carried_into(session: Session, number: int
                 ) -> tuple[int | None, tuple[int, ...], str | None]:
    """What round ``number`` inherits from the rounds before it: the last winner, last
    round's finishing order, and the rules' own counts as the last round the engine played
    ended (issue 14). Last round's pickups: :func:`pickups_carried`."""
    won = [r for r in session.rounds if r.winner is not None and r.number < number]
    counted = [r.memory for r in session.rounds if r.number < number and r.memory is not None]
    return (won[-1].winner if won else None, tuple(won[-1].order) if won else (),
            counted[-1] if counted else None)


def pickups_carried(session: Session, number: int) -> tuple[int, ...]:
    """Last round's pickups per seat as round ``number`` begins: those of the last round
    with a result, empty when that round was played at the table (nobody counted them)."""
    won = [r for r in session.rounds if r.winner is not None and r.number < number]
    return tuple(won[-1].pickups) if won and len(won[-1].pickups) == session.size else ()


def counts_at_start(rule_set: Any, files: Mapping[str, int], memory: str | None
                    ) -> tuple[list[tuple[str, int]], list[list[int]]]:
    """Each rule's own counts as a round begins: (key, size) per rule of ``rule_set`` (the
    key is ``NUMBER/NAME``, ``files`` maps its file name to the rule's number) and the
    values ``memory`` (Round.memory) kept for that key, or zeros for a new or changed rule."""
    entries = [(f"{files.get(e.filename, 0)}/{e.name}", len(e.counts))
               for book in rule_set.books for e in book.rules]
    before = stored_json(memory, "rules' counts of a round") if memory else {}
    if type(before) is not dict:
        before = {}  # as for a rule whose counts are not kept: from 0
    start = [v if isinstance(v := before.get(key), list) and len(v) == n
             and all(type(x) is int for x in v) else [0] * n for key, n in entries]
    return entries, start


def engine_player(players: int, seed: int, base: Mapping[str, Any], dealer: int, leader: int,
                  rules: list[tuple[Rule, str]], bot: str, *,
                  last_winner: int | None = None, round_number: int = 1,
                  last_standings: tuple[int, ...] = (),
                  memory: str | None = None,
                  last_pickups: tuple[int, ...] = ()) -> PlayedRound:
    """Play one round with seeded bots on the engine (``lopti_rules.engine``), the
    session's custom rules in play (``lopti_rules.play.runtime``). ``last_standings``:
    the previous round's finishing order, for the standings roles. A rule that chooses
    the dealer or the leader does so in the game only: the session's rotation goes on
    from its own dealer (R-SETUP-4, docs/rules-notes.md). ``memory``: the rules' own
    counts as the previous engine round ended (Round.memory), for the rules still in
    play with the same name and counts (a new or changed rule starts from 0).
    ``last_pickups``: the previous round's pickups per seat (empty: unknown)."""
    if rules:
        from ..tools import compile_files, play_bot_game  # the compiler: only if needed

        # the session's book, linted as one book; warnings never stop a rule (R-CUSTOM-1)
        files = {book_file(r.number, r.name): r.number for r, _ in rules}
        rule_set = compile_files([(book_file(r.number, r.name), text) for r, text in rules],
                                 allow_warnings=True)
        entries, start = counts_at_start(rule_set, files, memory)
        kept: list[list[int]] = []
        game, rule_log = play_bot_game(rule_set, players, seed, BaseRules.from_dict(dict(base)),
                                       dealer=dealer, leader=leader, bot=bot,
                                       last_winner=last_winner, round_number=round_number,
                                       last_standings=last_standings or None,
                                       rule_memory=start, kept=kept,
                                       last_pickups=last_pickups or None)
        if not game.finishing_order:
            raise SessionError(_("the engine stopped at its turn cap without a winner "
                                 "(seed {seed}); the rules in play may keep games from "
                                 "ending; nothing was recorded").format(seed=seed))
        counted = {key: values for (key, _), values in zip(entries, kept, strict=True)
                   if values}
        return PlayedRound(tuple(game.finishing_order), gamelog.dumps(rule_log),
                           json.dumps(counted, sort_keys=True) if counted else None,
                           tuple(game.picked))
    game = Game(players, seed, BaseRules.from_dict(dict(base)), dealer=dealer, leader=leader)
    choose = make_bot(bot, seed).choose
    while game.phase != OVER:
        game.apply(choose(game))
    if not game.finishing_order:
        raise SessionError(_("the engine stopped at its turn cap without a winner (seed "
                             "{seed}); nothing was recorded").format(seed=seed))
    log = gamelog.GameLog.from_game(game, bots=[bot] * players, bot_seed=seed)
    return PlayedRound(tuple(game.finishing_order), gamelog.dumps(log), None, tuple(game.picked))


def play_round(session: Session, seed: int, *, bot: str = "greedy",
               player: RoundPlayer | None = None) -> tuple[Round, str]:
    """Play the round in progress (or the next) on the engine with the session's rules in play.

    Returns the recorded round and the game log's text; the round's record keeps the seed and
    the log's SHA-256, so the same seed replays the same round.
    """
    session.check_open()
    if session.pending_tie() is not None:
        raise SessionError(_("the tied vote must be settled by Roshambo first "
                             "(R-ROSHAMBO-1)"))
    rnd = session.complete_deal()
    if player is None:  # the engine's own player knows the session's round and last winner
        last_winner, last_standings, memory = carried_into(session, rnd.number)
        player = functools.partial(engine_player, round_number=rnd.number,
                                   last_winner=last_winner, last_standings=last_standings,
                                   memory=memory,
                                   last_pickups=pickups_carried(session, rnd.number))
    played = player(
        session.size, seed, session.base_adjustments(rnd.number), rnd.dealer, rnd.leader,
        session.active_rules(rnd.number), bot)
    digest = hashlib.sha256(played.log_text.encode("utf-8")).hexdigest()
    done = session.record_round(played.order[0], played.order, source="engine",
                                log_hash=digest, seed=seed, memory=played.memory,
                                pickups=played.pickups)
    return done, played.log_text
