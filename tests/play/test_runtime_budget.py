"""The game's cost budget in play (issue 28, R-VOTE-6): once it is spent, each rule is
stopped once, recorded once, and its later hooks are counted but neither called nor
recorded again, the same on the fast and the reference path. The budget is in
proportion to the game: what its hooks spent never passes ``MAX_OPENING_COST`` and
``MAX_DECISION_COST`` for each decision taken. (Kept plans, a constant ``says`` or a memo
hit, are charged as the call they stand for: tests/play/test_budget_paths.py.)"""

from __future__ import annotations

import pytest
from support.games import play_with_rules
from support.paths import ROOT

from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime, bot_agents
from lopti_rules.play.records import RuleStopped
from lopti_rules.sandbox import DEFAULT_POLICY

#: Heavy hooks lint accepts: the search keeps what it finds in a count (a ``says`` in the
#: loop could ask for more effects than one call may return, LP916)
HEAVY = ('rule "Heavy {event}"\n  count "hit" this round\n  after {event}:\n'
         '    repeat 9 times:\n'
         '      repeat hand of dealer times:\n        for each player:\n'
         '          if hand of that player is 30 and table.pile is 7:\n'
         '            set "hit" to 1\n')


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


@pytest.mark.slow  # the runaway book, greedy and random bots
def test_r_vote_6_the_runaway_book_spends_in_proportion_to_its_games() -> None:
    """The heaviest hooks lint accepts, as one book, in short (greedy) and long (random)
    games: what the rules spent is within the opening and a decision's share for each
    decision the game took, and the game's budget is what stopped them."""
    paths = sorted((ROOT / "tests" / "data" / "runaway" / "lint-clean").glob("*.lopti"))
    rt = RuleRuntime([compile_text(p.read_text(encoding="utf-8"), p.name) for p in paths])
    policy = DEFAULT_POLICY
    for bot in ("greedy", "random"):
        for seed in (1, 2):
            play = play_with_rules(rt, 4, seed, bot, agents=bot_agents(4, seed))
            budget, decisions = play.budget, len(play.game.history)
            allowed = min(policy.MAX_GAME_COST,
                          policy.MAX_OPENING_COST + policy.MAX_DECISION_COST * decisions)
            assert budget.closed, (bot, seed)  # its hooks spent the game's budget
            assert budget.granted - budget.game_left <= allowed, (bot, seed)
            assert budget.granted <= allowed
