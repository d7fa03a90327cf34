"""A tally (``RuleRuntime.watch``, ``play.Tally``) hears every firing, stop and permission
on every path a firing takes: the kept firings' short paths (quiet plans, gives, draws
and Roshambos with their receivers found on the firing) tell it what the full path's
records tell a listener, and it does not make them take the full path (R-CUSTOM-3: the
trial tallies a book at the speed the book plays)."""

from __future__ import annotations

import pytest
from support.examples import example_books
from support.games import play_with_rules

from lopti_rules.engine import Event
from lopti_rules.play import Plan, RuleFired, RuleRuntime, RuleStopped
from lopti_rules.play.records import RuleAllowed, describe_effect


class Log:
    """A tally that writes down what it hears, each firing as its records' text."""

    def __init__(self) -> None:
        self.heard: list[tuple[object, ...]] = []
        #: firings heard and not yet settled (one ``settled`` for each ``fired``)
        self.open = 0

    def fired(self, plan: Plan) -> None:
        self.heard.append(("fired", tuple(describe_effect(e, seats) for e, seats in plan)))
        self.open += 1

    def settled(self) -> None:
        self.open -= 1

    def stopped(self, reason: str) -> None:
        self.heard.append(("stopped", reason))

    def allowed(self, on: int, rank: int) -> None:
        self.heard.append(("allowed", on, rank))


def told(record: Event) -> tuple[object, ...] | None:
    """What a record tells, in the tally's terms (None: a record a tally does not hear)."""
    if isinstance(record, RuleFired):
        return ("fired", record.effects)
    if isinstance(record, RuleStopped):
        return ("stopped", record.reason)
    if isinstance(record, RuleAllowed):
        return ("allowed", int(record.on), int(record.rank))
    return None


@pytest.mark.slow
def test_r_custom_3_a_tally_hears_on_the_short_paths_what_the_records_tell() -> None:
    short, full, records = Log(), Log(), []
    quiet = RuleRuntime(example_books())  # nobody listens to records: the short paths
    quiet.watch(short)
    loud = RuleRuntime(example_books())  # a listener: every firing takes the full path
    loud.watch(full)
    loud.listen(records.append)
    for game_seed in range(21, 24):  # kept plans carry over between games
        a = play_with_rules(quiet, 4, game_seed)
        b = play_with_rules(loud, 4, game_seed)
        assert a.game.history == b.game.history
    assert short.heard == full.heard
    # every firing heard was settled once its effects applied, on every path
    assert short.open == full.open == 0
    assert full.heard == [t for t in map(told, records) if t is not None]
    texts = [text for what, *rest in short.heard if what == "fired" for text in rest[0]]
    # not a vacuous equality: each kind of kept firing was heard
    for kind in (" draws ", " gives ", "next turn is skipped", "picks up the pile",
                 "roshambo seat", "the next play must"):
        assert any(kind in text for text in texts), kind
