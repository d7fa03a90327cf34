"""The trial's turn measures (tools/evenings.py, tools/trial/measures.py, docs/trial.md):
a seat shut out of a stretch in which the same players were in, the turns a firing's
stacked skips take; a reversal away from the player about to go out. Small synthetic
rounds and one short evening: no trial is run."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from support.games import play_out

from lopti_rules.engine import FLIP, PICKUP, PLAY, Game, Move, make_bot
from lopti_rules.tools.evenings import (
    Evening,
    EveningSpec,
    RoundFacts,
    base_evening,
    skipped_out,
)
from lopti_rules.tools.roundplay import LOCK_MIN, SHUT_SHARE, turn_facts
from lopti_rules.tools.rulebooks import compile_files
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import ending


def _round(seats: list[int], players: int, finished: list[int]) -> Game:
    """A game given a made-up history: a deal's swap, then one play per listed seat (a
    real ``Game``: the compiled ``turn_facts`` reads a compiled one, hatch_build.py)."""
    g = Game(players, 1)
    g.history = [(0, Move.swap(0, 0))] + [(s, Move.play(5)) for s in seats]
    g.finishing_order = finished
    return g


def test_r_turn_1_a_turn_bounced_between_two_seats_shuts_the_others_out_of_the_stretch() -> None:
    """Five players: seats 0 and 3 alone play until seat 0 goes out (40 decisions, a
    share of 8 each), then the other four rotate for 80 decisions. Over the whole round
    seats 1, 2 and 4 get 20 of a share of 28 (not locked out); in the stretch before
    anyone went out they got none of a share of 8: shut out."""
    g = _round([0, 3] * 20 + [1, 2, 3, 4] * 20, 5, [0])
    facts = turn_facts(g)
    assert facts.locked == ()
    assert facts.shut == (1, 2, 4)
    assert facts.taken == (20, 20, 20, 40, 20)
    assert facts.kept == 0


def test_r_turn_1_turns_in_order_shut_nobody_out_and_a_short_stretch_is_not_judged() -> None:
    g = _round([0, 1, 2, 3] * 30, 4, [])
    assert turn_facts(g).shut == ()
    # seat 0 goes out after 12 decisions at four players: a share of 3 each, under
    # LOCK_MIN, so seat 3's none of them is not judged (nor over the round: 20 of 23)
    short = _round([1, 2, 0] * 4 + [1, 2, 3] * 20, 4, [0])
    assert 12 / 4 < LOCK_MIN
    assert turn_facts(short).shut == ()
    # one turn in a share of 10 is a tenth: at the limit, not under it; none is under
    leak = _round([0, 1, 2] * 13 + [3], 4, [])
    assert 1 == SHUT_SHARE * 40 / 4
    assert turn_facts(leak).shut == ()
    assert turn_facts(_round([0, 1, 2] * 14, 4, [])).shut == (3,)


def test_r_turn_1_base_rounds_shut_nobody_out() -> None:
    for players in (3, 5):
        for seed in range(3):
            g = Game(players, seed)
            play_out(g, make_bot("random", seed))
            facts = turn_facts(g)
            assert facts.shut == ()
            assert sum(facts.taken) == sum(m.kind in (PLAY, PICKUP, FLIP) for _, m in g.history) > 0


def _facts(**kw: object) -> RoundFacts:
    base = dict(number=2, dealer=0, leader=0, order=(0, 1, 2, 3), length=100, capped=False,
                events=(0,) * 13, picked=(0,) * 4)
    base.update(kw)
    return RoundFacts(**base)  # type: ignore[arg-type]


def test_r_custom_4_stacked_skips_that_take_most_of_a_seats_turns_lock_it_out() -> None:
    """A firing's skips on one seat beyond its first, against the seat's turns in the same
    deal's base round (the more of its own and an even share)."""
    base = _facts(taken=(30, 25, 20, 25))  # 100 decisions: an even share of 25
    # seat 1: 19 stacked skips, three quarters of 25 is 18.75: locked out
    assert skipped_out((0, 19, 0, 0), base) == [1]
    # seat 0 took 30 in the base round: 19 is under three quarters of it
    assert skipped_out((19, 0, 0, 0), base) == []
    # seat 2 took 20, but an even share is 25: the larger counts
    assert skipped_out((0, 0, 18, 0), base) == []
    # a few stacked skips (a pair of 8s now and then) never lock a seat out
    assert skipped_out((3, 3, 3, 3), _facts(length=8, taken=(2, 2, 2, 2))) == []


def test_r_custom_4_a_skip_per_card_picked_up_stacks_and_one_skip_a_firing_does_not() -> None:
    """The watcher counts stacked skips from the effects of a firing: one skip a firing
    (an 8's) is none; "repeat pickup.count times: skip the picker" stacks the rest."""
    from lopti_rules.tools.evenings import _Watcher

    class Skip:
        name = "skip"

    w = _Watcher()
    w.reset(SimpleNamespace(game=Game(4, 1)), 4)  # type: ignore[arg-type]
    w.fired([(Skip(), (2,))])  # type: ignore[list-item]
    assert w.skipped == [0, 0, 0, 0]
    w.fired([(Skip(), (1,))] * 9)  # type: ignore[list-item]
    w.fired([(Skip(), (1,)), (Skip(), (3,))])  # type: ignore[list-item]
    assert w.skipped == [0, 8, 0, 0]
    assert w.burden == [0, 10, 1, 1]


def test_r_turn_1_the_shut_out_comparison_is_book_minus_base_rounds() -> None:
    shut = _facts(shut=(2,))
    clean = _facts()
    e = Evening(1, 0, (clean, clean, clean), (shut, clean))
    (c,) = [c for c in ending([(0, e)], DEFAULT) if c.key == ("shut out",)]
    assert c.values == (0.5,) and c.floor == DEFAULT.shut_floor and c.direction == "above"


@pytest.mark.slow  # compiles a book and plays an evening: about a second with imports
def test_r_win_1_a_reversal_away_from_the_player_about_to_go_out_shuts_them_out() -> None:
    """'The direction turns round whenever the next player has two cards or fewer': play
    bounces away from the player about to go out until someone else goes out; no card
    or skip is put on them, and once the table is smaller they play again, but in the
    stretch before, they took none of their turns (R-WIN-1, R-TURN-1)."""
    from lopti_rules.tools.evenings import BookPlayer

    text = ('rule "Cold feet"\n  after turn_end when cards of next player is at most 2:\n'
            '    reverse direction\n')
    rules = compile_files([("dodge.lopti", text)], allow_warnings=True)
    spec = EveningSpec(4, 3, "greedy", adopt=2)
    base = base_evening(spec, 7)
    evening = BookPlayer(rules).evening(spec, 7, base)
    assert [r.shut for r in evening.book] == [(1,), (1,)]
    assert [r.locked for r in evening.book] == [(), ()]  # the whole round's count: clean
    assert [r.shut for r in base] == [(), (), ()]


@pytest.mark.slow  # the catalogs' templates compiled on first use: over a second here
def test_the_shut_out_finding_is_translated() -> None:
    """The finding's wording is a catalog template (report/wordings.py): a table reading
    lopti in German, Dutch, Turkish or Chinese reads it in its language."""
    from lopti_rules import i18n
    from lopti_rules.language.report.templates import translate

    text = ("the book shuts players out of the turns while the same players are in "
            "(R-TURN-1: every player in takes turns in order): in +100% of its rounds "
            "against the same deals without it, a player took fewer than a tenth of their "
            "turns before a player went out or between two going out, at 5 players")
    try:
        for lang, word in (("de", "Regelbuch"), ("nl", "regelboek"), ("tr", "kural"),
                           ("zh", "规则书")):
            i18n.use(lang)
            said = translate(text)
            # the share in the language's own number format (German '+100 %', Turkish '+%100')
            assert said is not None and word in said and "100" in said and "5" in said
    finally:
        i18n.use("en")
