"""The base permissions a book's restrictions take away (tools/permits.py, issue 29 round
5): per decision, the plays the official rules allow by the 2, 3 or 10 on anything, the
low plays on a 7, the same rank again and a higher rank, and whether the book still
allows one; the trial's LP803 when one keeps (nearly) no chance, or when the 2, 3 or 10
is refused where it is the way out (powerjudge.weakened_permit)."""

from __future__ import annotations

from support.permittables import permit_table

from lopti_rules.engine import OFFICIAL, PICKUP_MOVE, Game, Move, legality_table, state_key
from lopti_rules.engine.restrictions import restricted_row
from lopti_rules.tools import permits
from lopti_rules.tools.permits import (
    FOUR,
    HIGHER,
    LOW,
    PERMIT_SLOTS,
    SAME,
    SEVENS,
    SPECIAL,
    TEN,
    TWOS,
    PermitTally,
)
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import _power_findings
from lopti_rules.tools.trial.powerjudge import weakened_permit

ONE_OF_COURT = ("one_of", (2, 3, 11, 12, 13, 14))  # "after a court card": no 10, no 7


def _seat(hand: list[int], top: int, last: int = 1, run: int = 1,
          rule: tuple[str, object] | None = None, seat: int = 0) -> Game:
    """A game at a decision of ``seat`` holding ``hand`` on a previous play of ``last``
    cards of ``top``, the book's restriction ``rule`` in force (or none)."""
    mask = 0
    for k, rank in enumerate(hand):
        mask |= 1 << ((rank - 2) * 4 + k % 4)
    row = legality_table(OFFICIAL)[state_key(top, last, run, False)]
    if rule is not None:
        row = restricted_row(row, *rule)  # type: ignore[arg-type]
    hands = [0] * 4
    hands[seat] = mask
    g = Game(4, 1, OFFICIAL)  # a real game: the compiled tally reads a compiled one
    g.cur, g.hand, g.up, g.top, g.last, g.run = seat, hands, [0] * 4, top, last, run
    g.obligation, g.tab = False, row
    return g


def test_r_play_2_the_same_rank_refused_is_a_chance_taken_away_once() -> None:
    tally = PermitTally()
    climb = ("one_of", (2, 3, 10, 11, 12, 13, 14))  # after a 9: strictly higher only
    tally.see(_seat([9, 9, 5], top=9, rule=climb), PICKUP_MOVE)
    # the same cards, refused again: a card the book keeps in the hand is no new chance
    tally.see(_seat([9, 9, 5], top=9, rule=climb), PICKUP_MOVE)
    assert tally.counts[2 * SAME:2 * SAME + 2] == [1, 0]
    tally.see(_seat([9, 9, 5], top=9), Move.play(9, 2))  # without the restriction: kept
    assert tally.counts[2 * SAME:2 * SAME + 2] == [2, 1]
    # a higher rank held is the other permission's chance
    tally.see(_seat([12], top=9, rule=climb), Move.play(12))
    assert tally.counts[2 * HIGHER:2 * HIGHER + 2] == [1, 1]


def test_r_special_7_the_low_plays_on_a_7_refused_by_a_ceiling_of_2_3_7() -> None:
    tally = PermitTally()
    tally.see(_seat([4, 6, 9], top=7, rule=("one_of", (2, 3, 7))), PICKUP_MOVE)
    tally.see(_seat([5], top=7, rule=("one_of", (2, 3, 7)), seat=1), PICKUP_MOVE)
    tally.see(_seat([4], top=7, rule=("at_most", 5)), Move.play(4))  # a 4 still allowed
    assert tally.counts[2 * LOW:2 * LOW + 2] == [3, 1]


def test_r_special_7_more_sevens_on_a_seven_is_the_renewal_not_the_same_rank_again() -> None:
    """"After a 7, 6 or lower" keeps every low play on a 7 and never another 7: the
    renewal ("each new play of 7s renews the low rule") is a permission of its own."""
    tally = PermitTally()
    six = ("at_most", 6)
    tally.see(_seat([7, 7, 5], top=7, rule=six), PICKUP_MOVE)  # a pair of 7s on one 7
    assert tally.counts[2 * SEVENS:2 * SEVENS + 2] == [1, 0]
    assert tally.counts[2 * LOW:2 * LOW + 2] == [1, 1]  # the 5 is still allowed
    assert tally.counts[2 * SAME] == 0
    tally.see(_seat([7, 7], top=7, seat=1), Move.play(7, 2))  # the official rules: kept
    assert tally.counts[2 * SEVENS:2 * SEVENS + 2] == [2, 1]
    # a single 7 held on a single 7 is no chance: the official rules forbid it too
    tally.see(_seat([7, 4], top=7, seat=2, rule=six), Move.play(4))
    assert tally.counts[2 * SEVENS] == 2


def test_r_special_10_refused_beside_higher_plain_ranks_is_not_a_ceiling() -> None:
    """"After a court card only 2, 3, J, Q, K, A" refuses the 10 while a King may follow
    (a refusal of the power); "9 or lower" refuses it as the rank it is (a ceiling)."""
    tally = PermitTally()
    tally.see(_seat([10, 4], top=11, rule=ONE_OF_COURT), PICKUP_MOVE)
    at = SPECIAL + 45 * TEN + 11
    assert (tally.counts[at], tally.counts[at + 15], tally.counts[at + 30]) == (1, 0, 1)
    ceiling = PermitTally()
    ceiling.see(_seat([10, 4], top=11, rule=("at_most", 9)), PICKUP_MOVE)
    assert (ceiling.counts[at], ceiling.counts[at + 15], ceiling.counts[at + 30]) == (1, 1, 1)
    # a Queen in the hand answers the Jack: the 10 was no escape there
    other = PermitTally()
    other.see(_seat([10, 12], top=11, rule=ONE_OF_COURT), PICKUP_MOVE)
    assert other.counts[at + 30] == 0


def test_r_special_2_more_twos_on_a_two_refused_by_a_floor_of_3() -> None:
    """"After a 2 the next play must be 3 or higher" keeps the reset on every rank and
    never another 2: on another 2, match with more applies, or the play completes all
    four 2s (R-SPECIAL-2), a permission of its own (redteam12 block-two-no-match)."""
    tally = PermitTally()
    floor = ("at_least", 3)
    tally.see(_seat([2, 2, 9], top=2, rule=floor), PICKUP_MOVE)  # a pair of 2s on one 2
    assert tally.counts[2 * TWOS:2 * TWOS + 2] == [1, 0]
    tally.see(_seat([2, 2], top=2, seat=1), Move.play(2, 2))  # the official rules: kept
    assert tally.counts[2 * TWOS:2 * TWOS + 2] == [2, 1]
    # the 9 on a 2 is the reset's (powers.reset_coverage), not a permission counted here
    assert sum(tally.counts[:2 * TWOS]) == 0
    # the fourth 2 on three 2s is a way to four of a kind too
    four = PermitTally()
    four.see(_seat([2, 9], top=2, last=3, run=3, rule=floor, seat=2), PICKUP_MOVE)
    assert four.counts[FOUR:FOUR + 2] == [1, 0]


def test_no_chance_on_an_empty_table_a_2_or_under_an_obligation() -> None:
    tally = PermitTally()
    tally.see(_seat([9, 9], top=0), Move.play(9))
    tally.see(_seat([9, 9], top=2), Move.play(9))
    g = _seat([3, 9], top=9)
    g.obligation = True  # type: ignore[misc]
    tally.see(g, PICKUP_MOVE)
    # (the 3 held under the obligation is an opportunity of the 3: test_powershare.py)
    assert sum(tally.counts[:permits.CARDS]) == 0


def test_r_play_2_a_permission_left_with_nearly_no_chance_is_lp803() -> None:
    counts = [0] * PERMIT_SLOTS
    counts[2 * SAME], counts[2 * SAME + 1] = 160, 8  # 5 % kept
    found = _power_findings([permit_table(counts)], TrialConfig(), RuleSet((("b.lopti", ""),)), 1)
    assert [f.rule_ref for f in found] == ["R-PLAY-2"]
    assert "the same rank again" in found[0].message and "--seed" in found[0].witness
    # half of the chances kept (odd-turns-low keeps 0.48 or more): a restriction, clean
    counts[2 * SAME + 1] = 80
    assert weakened_permit(permit_table(counts).evenings, TrialConfig(), 1e-4) is None
    # few chances prove nothing
    few = [0] * PERMIT_SLOTS
    few[2 * LOW] = 16
    assert weakened_permit(permit_table(few).evenings, TrialConfig(), 1e-4) is None


def test_r_special_10_refused_where_it_is_the_escape_is_lp803() -> None:
    counts = [0] * PERMIT_SLOTS
    counts[2 * TEN], counts[2 * TEN + 1] = 400, 280  # 70 % kept: no rate finding
    for top, (chances, kept, escapes) in {9: (80, 80, 16), 11: (80, 0, 40),
                                          12: (80, 0, 40), 14: (80, 0, 64)}.items():
        at = SPECIAL + 45 * TEN + top
        counts[at], counts[at + 15], counts[at + 30] = chances, kept, escapes
    w = weakened_permit(permit_table(counts).evenings, TrialConfig(), 1e-4)
    assert w is not None and w.ref == "R-SPECIAL-10" and w.left == 16 / 160
    # the same refusals as a ceiling ("9 or lower") keep the 10 as the rank it is
    for top in (11, 12, 14):
        counts[SPECIAL + 45 * TEN + top + 15] = 80
    assert weakened_permit(permit_table(counts).evenings, TrialConfig(), 1e-4) is None


def test_every_permission_has_its_rule_and_words() -> None:
    from lopti_rules.tools.trial.powerjudge import PERMIT_WORDS

    assert [ref for ref, _ in permits.PERMITS] == ["R-SPECIAL-2", "R-SPECIAL-3",
                                                   "R-SPECIAL-10", "R-SPECIAL-7",
                                                   "R-PLAY-2", "R-PLAY-2",
                                                   "R-SPECIAL-7", "R-SPECIAL-2"]
    assert len(PERMIT_WORDS) == len(permits.PERMITS)
    assert all(ref in words for (ref, _), words in zip(permits.PERMITS, PERMIT_WORDS,
                                                       strict=True))


def test_only_a_book_that_restricts_a_next_play_is_tallied() -> None:
    """A book without ``next play must`` can refuse no play the official rules allow: its
    rounds skip the tally (it costs a book round about a third more)."""
    from lopti_rules.tools.bookactions import restricts

    skip = 'rule "e"\n  after play when play.rank is 8:\n    skip next player\n'
    low = 'rule "n"\n  after play when play.rank is 9:\n    next play must be 9 or lower\n'
    assert not restricts(RuleSet((("e.lopti", skip),)))
    assert restricts(RuleSet((("e.lopti", skip), ("n.lopti", low))))
