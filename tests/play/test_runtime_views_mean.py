"""The views mean what they say (issue 12, item 7): ``rule.*`` counts from when the rule
took effect, across a session's rounds; ``every player still in`` leaves out a player
who has just gone out (R-WIN-4); a ``before`` hook sees the table as it was before the
event."""

from __future__ import annotations

from support.games import play_with_rules

from lopti_rules.engine.events import Event
from lopti_rules.engine.position import do, table
from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime, RuleStopped
from lopti_rules.sandbox.lazyviews import LazyTableView
from lopti_rules.sandbox.view import game_view


def runtime(text: str, **kw: object) -> tuple[RuleRuntime, list[Event]]:
    rt = RuleRuntime(compile_text(text, "house.lopti"), **kw)  # type: ignore[arg-type]
    records: list[Event] = []
    rt.listen(records.append)
    return rt, records


def said(records: list[Event]) -> list[str]:
    return [r.text for r in records if r.name == "rule_said"]  # type: ignore[attr-defined]


def test_R_PLAY_1_a_before_play_hook_sees_the_cards_still_in_the_hand() -> None:
    """``before play when hand of acting player is 0`` never fires: before the play, the
    cards being played are still in the hand (the last card too)."""
    rt, records = runtime('rule "Last card"\n'
                          '  before play when hand of acting player is 0:\n'
                          '    acting player says "empty"\n'
                          '  before play when hand of acting player is 1:\n'
                          '    acting player says "one left"\n')
    g = table(["5C", "KS 9D"], down=["", "4H"])
    rt.attach(g)
    do(g, "play 5x1")  # seat 0's last card: out
    assert g.out[0]
    assert said(records) == ["one left"]


def test_R_WIN_4_every_player_still_in_leaves_out_who_just_went_out() -> None:
    """After the last card is played, that player is out (R-WIN-4): ``every player still
    in draws`` draws for the others (it used to give the leaving player cards, and was
    refused as a whole) and ``table.players_in`` no longer counts them."""
    rt, records = runtime('rule "Share"\n'
                          '  after play:\n'
                          '    every player still in draws 1 card\n'
                          '    if table.players_in is 2:\n'
                          '      acting player says "two left"\n')
    g = table(["5C", "KS 9D", "QD 8H"], down=["", "4H", "4D"], draw="2S 2D 2H 6C")
    rt.attach(g)
    do(g, "play 5x1")
    assert not [r for r in records if isinstance(r, RuleStopped)]
    assert g.out[0] and g.hand[0] == 0
    assert [g.hand[s].bit_count() for s in (1, 2)] == [3, 3]
    assert said(records) == ["two left"]


def test_R_WIN_4_the_lazy_and_eager_views_agree_on_who_is_leaving() -> None:
    g = table(["5C", "KS 9D", "QD 8H"], down=["", "4H", "4D"])
    seen: list[tuple[int, int, int, int]] = []

    def look(game: object, *values: object) -> None:
        lazy = LazyTableView(g, 0, None, 1)
        eager = game_view(g, acting=0)
        seen.append((len(lazy.still_in), lazy.players_in, len(eager.still_in),
                     eager.players_in))

    g.bus.tap("after", "play", look)
    do(g, "play 5x1")
    assert seen == [(2, 2, 2, 2)]


def test_R_CUSTOM_3_rule_counts_go_on_across_the_rounds_of_a_session() -> None:
    """``rule.fired`` counts from when the rule took effect, not from the round's start:
    a rule that speaks the first time it fires speaks once in a session of rounds."""
    rt, records = runtime('rule "Hello"\n'
                          '  after turn when rule.fired is 0:\n'
                          '    acting player says "hello"\n')
    for seed in range(3):
        play = play_with_rules(rt, 3, seed)
        before = play.rule_counts(0)
        rt.next_round(play)
        assert rt.rule_counts[0] == before[1:4] and rt.rule_rounds == [seed + 2]
    assert said(records) == ["hello"]
    assert rt.round_number == 4


def test_R_CUSTOM_3_rule_clears_include_the_earlier_rounds() -> None:
    rt, _ = runtime('rule "Count"\n  after clear when rule.clears is at least 1000:\n'
                    '    acting player says "many"\n',
                    rule_rounds=[3], rule_counts=[(40, 7, 2)])
    play = play_with_rules(rt, 2, 5)
    g = play.game
    assert play.rule_counts(0) == (3, 40 + sum(g.clears), 7 + g.pickups, 2 + play.fired[0],
                                   ())
