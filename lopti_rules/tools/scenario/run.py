"""Running a table scenario: set the table, attach its rules, take the decisions, compare.

``run_scenario`` plays one ``Scenario`` and returns a ``ScenarioResult`` whose
``mismatches`` say, key by key, what was expected and what happened; ``select``
picks scenarios by ``-k``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...engine import EventBus, Game, IllegalMove, SetupError, mask_of
from ...engine import table as set_table
from ...errors import InputError, LoptiError
from .expect import Mismatch, evaluate
from .model import Scenario, ScenarioResult
from .rules import RulesAttached, RulesUnavailable, start_rules


def build_game(s: Scenario, bus: EventBus | None = None) -> Game:
    """The engine game a scenario starts from (its rules not yet attached)."""
    t = s.table
    if t.deal:
        return Game(t.players, s.seed, s.base, dealer=t.dealer, leader=t.leader, bus=bus)
    draw = list(t.draw_pile)
    if t.fill:
        named = mask_of([*(c for h in t.hands for c in h), *(c for h in t.face_up for c in h),
                         *(c for h in t.face_down for c in h), *(c for p in t.pile for c in p),
                         *t.threes, *t.draw_pile, *(c for g in t.cleared for c in g),
                         *t.discarded])
        rest = [c for c in range(52) if not named >> c & 1]
        random.Random(s.seed).shuffle(rest)
        draw += rest
    g = set_table(list(t.hands), up=list(t.face_up), down=list(t.face_down), pile=list(t.pile),
              threes=list(t.threes), draw=draw, discarded=list(t.discarded), current=t.turn,
              bonus=t.bonus, out=list(t.out), base=s.base, bus=bus)
    # Cards named nowhere are nowhere (not cleared); the cleared ones keep their order.
    g.cleared_plays = [mask_of(grp) for grp in t.cleared if grp]
    g.cleared = mask_of([c for grp in t.cleared for c in grp])
    g.direction = t.direction
    g.dealer = t.dealer  # who the ``dealer`` role is at a table set by hand
    g.turns += t.turns  # a table late in its round: ``turns`` turns came before this one
    return g


def run_scenario(s: Scenario) -> ScenarioResult:
    """Set the table, attach the rules, take the decisions and compare with the expectations.

    Whatever goes wrong inside is this scenario's failure, never the whole run's.
    """
    try:
        return _run(s)
    except Exception as exc:  # noqa: BLE001 - a test runner reports a crash as a failure
        return ScenarioResult(s, "fail", reason=f"crashed: {type(exc).__name__}: {exc}")


def _run(s: Scenario) -> ScenarioResult:
    events: list[Any] = []
    bus = EventBus()
    bus.listen_all(lambda event, g: events.append(event))  # first: rule effects follow in order
    try:
        rules = start_rules(s.rules, s.table.players, s.seed, events,
                            last_winner=s.last_winner, choices=s.choices,
                            last_standings=s.last_standings,
                            witness=s.witness, round_number=s.round_number,
                            rule_rounds=s.rule_rounds, counts=s.counts,
                            last_pickups=s.last_pickups)
    except RulesUnavailable as exc:
        return ScenarioResult(s, "skip", reason=str(exc))
    except LoptiError as exc:  # a rule that lints clean but cannot compile
        return ScenarioResult(s, "fail", reason=f"the rules cannot run: {exc}")
    if rules is not None and s.table.deal:
        rules.before_deal(bus)  # hooks on deal run while the cards are dealt
    try:
        game = build_game(s, bus)
    except SetupError as exc:
        return ScenarioResult(s, "fail", reason=f"the table cannot be set: {exc}")
    if not s.table.deal:
        events.clear()  # a table set by hand was never dealt
    if rules is not None:
        rules.bind(game)
    result = _play(s, game, events, rules)
    result.game, result.events = game, events
    return result


def _play(s: Scenario, game: Game, events: list[Any],
          rules: RulesAttached | None) -> ScenarioResult:
    """Take the decisions, then check the expectations."""
    for i, d in enumerate(s.decisions, 1):
        seat = game.current_player()
        key = f"decisions[{i - 1}]"
        if game.is_over():
            return ScenarioResult(s, "fail", [Mismatch(key, d.text, "the game is over", d.line)],
                                  reason=f"decision {i} ({d.text}): the game is already over")
        if d.seat is not None and d.seat != seat:
            return ScenarioResult(s, "fail", [Mismatch(key, f"seat {d.seat}", f"seat {seat}",
                                                       d.line)],
                                  reason=f"decision {i} ({d.text}) is for seat {d.seat}, but "
                                  f"seat {seat} is to act")
        try:
            game.apply(d.move)
        except IllegalMove as exc:
            return ScenarioResult(s, "fail", [Mismatch(key, d.text, f"illegal: {exc}", d.line)],
                                  reason=f"decision {i} ({d.text}) is illegal: {exc}")
    mismatches = evaluate(s.checks, game, events, rules)
    unused = rules.unused_choices() if rules is not None else []
    if unused:
        mismatches.append(Mismatch("choices", [], unused, s.choices_line))
    return ScenarioResult(s, "fail" if mismatches else "pass", mismatches)


def select(scenarios: Sequence[Scenario], keyword: str | None) -> list[Scenario]:
    """The scenarios whose id (``file::name``) contains ``keyword``, in any case.

    A keyword that selects nothing is an ``InputError``: a typo must not look like a pass.
    """
    if keyword is None:
        return list(scenarios)
    k = keyword.casefold()
    chosen = [s for s in scenarios if k in s.id.casefold()]
    if not chosen:
        raise InputError(f"-k {keyword!r} selects none of the {len(scenarios)} scenarios")
    return chosen
