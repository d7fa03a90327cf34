"""The game's cost budget in play (issue 28, R-VOTE-6): once it is spent, each rule is
stopped once, recorded once, and its later hooks are counted but neither called nor
recorded again, the same on the fast and the reference path.

(Not pinned here: a hook the fast path keeps the plan of, a constant one such as
``acting player says "nice"``, is not called again and so never charged: it goes on
firing after the budget is spent, where the reference path stops it.)"""

from __future__ import annotations

import pytest
from support.games import play_with_rules

from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime, bot_agents
from lopti_rules.play.records import RuleStopped

HEAVY = ('rule "Heavy {event}"\n  after {event}:\n    repeat 9 times:\n'
         '      repeat hand of dealer times:\n        for each player:\n'
         '          if hand of that player is 30 and table.pile is 7:\n'
         '            that player says "thirty"\n')


def play(prechecks: bool) -> tuple[object, ...]:
    books = [compile_text(HEAVY.format(event=e), f"{e}.lopti")
             for e in ("play", "turn", "draw", "turn_end")]
    rt = RuleRuntime(books, prechecks=prechecks)
    records: list[RuleStopped] = []
    rt.listen(lambda r: records.append(r) if isinstance(r, RuleStopped) else None)
    games = [play_with_rules(rt, 4, seed, "random", agents=bot_agents(4, seed))
             for seed in (3, 4)]
    return (tuple(repr(g.game.history) for g in games), tuple(rt.stopped),
            tuple((r.rule, r.reason) for r in records), games)


@pytest.mark.slow  # four games on two paths: over a second on a loaded machine
def test_r_vote_6_a_spent_game_budget_stops_each_rule_once_a_game() -> None:
    history, stopped, records, games = play(True)
    assert any(g.budget.game_left == 0 for g in games)  # the heavy hooks spent it
    assert records and all("MAX_GAME_COST" in reason for _, reason in records)
    # one record a rule a game, however many of its hooks came due after
    assert len(records) <= 4 * len(games)
    assert sum(stopped) > len(records)  # the later ones are counted
    assert (history, stopped, records) == play(False)[:3]  # the same on both paths
