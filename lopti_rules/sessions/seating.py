"""Who really deals and leads a session's round: the base seats, or the ones a rule chose.

R-SETUP-4's rotation is the session's own counter (``Round.dealer``, ``Round.leader``,
``Session.next_seats``); a rule in force may choose another dealer or leader for its round
in a ``before deal`` hook (``last round's last place deals``, docs/rules-notes.md
"Choosing the dealer"). ``who_deals`` answers what the table needs to know before and after
the deal: it starts the round's game exactly as ``rounds.engine_player`` would (the rules
in force as one book, the round number, last round's standings and the rules' own counts)
and reads the dealer and leader off the game once its ``before deal`` hooks have run. The
hooks run before the cards are shuffled, so the choice depends on no seed: for a round the
engine played it is the dealer and leader its game log's header records, and for a round
played at the table it is who the rules say deals.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import BaseRules
from ..errors import LoptiError
from ..inputs import stored_json
from .model import Session
from .rounds import book_file, carried_into, counts_at_start, pickups_carried

_CHOICE = re.compile(r"seat (\d+) (deals|leads) this round")


@dataclass(frozen=True, slots=True)
class Seating:
    """A round's dealer and leader: as the rules in force chose them, and the base ones."""

    dealer: int
    leader: int
    base_dealer: int
    base_leader: int
    #: the rule that chose the dealer / the leader (number, name), None: the base one stands
    dealer_rule: tuple[int, str] | None = None
    leader_rule: tuple[int, str] | None = None


def who_deals(session: Session, number: int | None = None) -> Seating:
    """Round ``number``'s seats (default: the round in progress, or the next to be dealt).

    A round before the deal has its base seats from ``Session.next_seats``. A book that no
    longer compiles (it was added under another version) chooses nothing: the base seats
    stand, as they would in a game played without it.
    """
    rounds = {r.number: r for r in session.rounds}
    if number is None:
        current = session.current
        number = current.number if current is not None else session.now
    if number in rounds:
        base_dealer, base_leader = rounds[number].dealer, rounds[number].leader
    else:
        base_dealer, base_leader = session.next_seats()
    rules = session.active_rules(number)
    if not rules:
        return Seating(base_dealer, base_leader, base_dealer, base_leader)
    last_winner, last_standings, memory = carried_into(session, number)
    texts = tuple((r.number, r.name, text) for r, text in rules)
    base = tuple(sorted((k, json.dumps(v)) for k, v in session.base_adjustments(number).items()))
    return _chosen(texts, session.size, base, base_dealer, base_leader, number,
                   last_winner, last_standings, memory, pickups_carried(session, number))


@functools.lru_cache(maxsize=64)
def _chosen(texts: tuple[tuple[int, str, str], ...], players: int,
            base: tuple[tuple[str, str], ...], dealer: int, leader: int, number: int,
            last_winner: int | None, last_standings: tuple[int, ...],
            memory: str | None, last_pickups: tuple[int, ...] = ()) -> Seating:
    """The seats after the ``before deal`` hooks of ``texts`` (cached: a page asks often)."""
    unchosen = Seating(dealer, leader, dealer, leader)
    from ..play import RuleRuntime
    from ..tools import compile_files

    try:
        rule_set = compile_files([(book_file(n, name), text) for n, name, text in texts],
                                 allow_warnings=True)
    except LoptiError:
        return unchosen
    if not any(book.hooks_for("before", "deal") for book in rule_set.books):
        return unchosen
    _, start = counts_at_start(rule_set, {book_file(n, name): n for n, name, _ in texts},
                               memory)  # as engine_player starts them
    runtime = RuleRuntime(list(rule_set.books), round_number=number, last_winner=last_winner,
                          last_standings=last_standings or None, rule_memory=start,
                          last_pickups=last_pickups or None)
    said: list[Any] = []
    runtime.listen(said.append)
    numbers = {name: n for n, name, _ in texts}
    params: Mapping[str, Any] = {k: stored_json(v, f"base-rule change of {k}") for k, v in base}
    try:
        game = runtime.start(players, 0, BaseRules.from_dict(dict(params)), dealer=dealer,
                             leader=leader).game
    except LoptiError:
        return unchosen
    who: dict[str, tuple[int, str]] = {}
    for record in said:
        for text in getattr(record, "effects", ()) if record.name == "rule_fired" else ():
            found = _CHOICE.fullmatch(text)
            if found:
                rule = str(record.rule)
                who["dealer" if found.group(2) == "deals" else "leader"] = (
                    numbers.get(rule, 0), rule)
    return Seating(game.dealer, game.leader, dealer, leader, who.get("dealer"),
                   who.get("leader"))
