"""Every way out of the order shut at once (session 29, r2block, issue 29;
``tools/sealing.py`` ``SHUT``, ``trial/sealjudge.py`` ``shut_share``; LP803).

The 2, the 3, the 7 and the 10 are the base game's ways out: each may be played on (nearly)
anything (R-SPECIAL-2, -3, -7, -10). A restriction after a common play that allows none of
them ("after a single 8, one of 9, J, Q, K, A", redteam21 ``block-eight-list-no-ten``)
seals each power on a few per cent of its chances, under the fifth a restriction after one
rank may seal, but it shuts all four at once: a player facing that pile with no higher
plain card can only pick it up. The fair restrictions keep one of them (after a King, "5 or
higher": the 7 and the 10; after an Ace, "2, 3 or 10") or shut all four after a rare shape
only ("after three 9s, J or higher": 0.5 % of the decisions). Near misses: the same list
with the 10 in it, "9 or higher" after a single 8, the rare triple."""

from __future__ import annotations

import pytest
from support.permittables import permit_table

from lopti_rules.engine import OFFICIAL, PICKUP_MOVE, Game, Move, legality_table, state_key
from lopti_rules.engine.restrictions import restricted_row
from lopti_rules.language import compile_book, parse
from lopti_rules.tools import judge, sealing
from lopti_rules.tools.permits import PERMIT_SLOTS, SEALED, PermitTally
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig, run_trial
from lopti_rules.tools.trial.findings import _command, _most_fired
from lopti_rules.tools.trial.sealjudge import (
    MIN_SHUT_CHANCES,
    SHUT_POWER,
    SHUT_SHARE,
    finding,
    open_seals,
    shut_share,
)

AT = SEALED + sealing.SHUT


def _decision(held: list[int], rule: tuple[str, object] | None) -> Game:
    """Seat 0 of four holds ``held`` on a single 8, the book's restriction ``rule`` in force."""
    row = legality_table(OFFICIAL)[state_key(8, 1, 1, False)]
    if rule is not None:
        row = restricted_row(row, *rule)  # type: ignore[arg-type]
    g = Game(4, 1, OFFICIAL)
    hands = [0] * 4
    for k, r in enumerate(held):
        hands[0] |= 1 << ((r - 2) * 4 + k % 4)
    g.cur, g.hand, g.up, g.top, g.last, g.run = 0, hands, [0] * 4, 8, 1, 1
    g.down = [[] for _ in range(4)]
    g.pile = 1 << ((8 - 2) * 4) | 1 << ((5 - 2) * 4)
    g.obligation, g.tab = False, row
    return g


def _tallied(held: list[int], rule: tuple[str, object] | None) -> list[int]:
    """The tally of one decision right after a play whose restriction the book fired."""
    tally = PermitTally(frozenset({0, 1}))
    before = _decision([9], None)
    before.cur = 3
    tally.see(before, Move.play(8))
    tally.placed(before)
    tally.see(_decision(held, rule), PICKUP_MOVE)
    return tally.counts


def test_r_custom_2_a_list_of_plain_ranks_shuts_every_way_out() -> None:
    counts = _tallied([2, 10, 5], ("one_of", (9, 11, 12, 13, 14)))
    assert counts[AT:AT + 5] == [1, 1, 1, 8, 1]  # seat 0 (+1) on a single 8


def test_r_custom_2_a_list_that_keeps_the_10_shuts_nothing() -> None:
    counts = _tallied([2, 5], ("one_of", (9, 10, 11, 12, 13, 14)))
    assert counts[AT:AT + 2] == [1, 0]
    # no special card in hand: no way out to count
    assert _tallied([5, 6], ("one_of", (9, 11, 12, 13, 14)))[AT] == 0


def _counts(chances: int, shut: int) -> list[int]:
    counts = [0] * PERMIT_SLOTS
    counts[AT], counts[AT + 1] = chances, shut
    counts[AT + 2], counts[AT + 3], counts[AT + 4] = 8, 8 * 8, 8  # seat 0 (+1), a single 8
    return counts


def test_r_custom_2_every_way_out_shut_after_every_single_8_is_lp803() -> None:
    """redteam21 ``block-eight-list-no-ten`` at two players: 192 of 2924 decisions (7 %)."""
    table = permit_table(_counts(2928, 192))
    w = shut_share(table.evenings, 1e-4)
    assert w is not None and (w.power, w.sealed, w.chances, w.seat, w.top, w.run) == (
        SHUT_POWER, 192, 2928, 0, 8, 1)
    found = finding([table], TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    assert found is not None
    message, witness, ref = found[:3]
    assert "leaves no way out of the order" in message and "192 of the 2928" in message
    assert "on a pile of 1 × 8" in witness and ref == "R-CUSTOM-2"
    from lopti_rules.language.report.templates import _patterns

    for said in (message, witness):
        assert any(p.match(said) for p, _ in _patterns()), said


def test_r_custom_2_every_way_out_shut_after_a_rare_shape_is_clean() -> None:
    """"After three 9s, J or higher" (redteam11 ``fair-triple-nine-climb``): 214 of 39372
    decisions (0.5 %); "after a triple, 8 or higher" on 7s (redteam-mech32): 0.4 %."""
    assert shut_share(permit_table(_counts(39376, 216)).evenings, 1e-4) is None
    assert SHUT_SHARE == 0.02
    few = permit_table(_counts(MIN_SHUT_CHANCES - 8, MIN_SHUT_CHANCES - 8))
    assert shut_share(few.evenings, 1e-4) is None
    assert open_seals(permit_table(_counts(1000, 24)).evenings) == [
        "every way out at once where a play's restriction binds"]


UNFAIR = {
    "king-courts-only": 'rule "Crowns climb"\n  after play when play.rank is K:\n'
                        "    next play must be one of K, A\n",
    "six-climbs-de": 'regel "Sechs steigt"\n  nach play wenn play.rank ist 6:\n'
                     "    nächste spiele muss sein eine von 8, 9, J, Q, K, A\n",
}
FAIR = {
    # the 10 still clears after the single 8
    "eight-list-with-ten": 'rule "Eight wants more"\n'
                           "  after play when play.rank is 8 and play.count is 1:\n"
                           "    next play must be one of 9, 10, J, Q, K, A\n",
    "eight-nine-or-higher": 'rule "Eight climbs"\n'
                            "  after play when play.rank is 8 and play.count is 1:\n"
                            "    next play must be 9 or higher\n",
}


@pytest.mark.slow  # the trial plays each book: a few seconds of CPU each
def test_r_custom_2_the_training_book_is_lp803() -> None:
    from support import paths

    path = paths.DATA / "redteam21" / "unfair" / "block-eight-list-no-ten.lopti"
    text = path.read_text(encoding="utf-8")
    # the gate refuses it statically now (a list after a single 8 bars the 2, the 3, the 7,
    # the 10 and the match at once: analysis/checks/moments.py, session 34) ...
    assert [d.code for d in judge([(path.name, text)]).results[0].diagnostics] == ["LP208"]
    # ... and the trial's own measure, played as the trial judges it, still finds it
    book = compile_book(parse(text, path.name), filename=path.name, validated=True)
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=2, jobs=1)
    found = [d for _, d in run_trial(RuleSet(((path.name, text),), (book,)),
                                     config=config).diagnostics if d.code == "LP803"]
    assert found and "no way out of the order" in found[0].message, found


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(UNFAIR))
def test_r_custom_2_every_way_out_shut_after_a_rank_is_lp803(name: str) -> None:
    result = judge([(f"{name}.lopti", UNFAIR[name])]).results[0]
    # LP208 where the static reading sees every power barred on a single (moments.py)
    assert [d.code for d in result.diagnostics] in (["LP803"], ["LP208"]), result.diagnostics


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(FAIR))
def test_r_custom_2_a_restriction_that_keeps_a_way_out_is_clean(name: str) -> None:
    result = judge([(f"{name}.lopti", FAIR[name])]).results[0]
    assert [d.code for d in result.diagnostics if d.code.startswith("LP8")] == [], \
        result.diagnostics
