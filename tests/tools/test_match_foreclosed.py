"""The fourth card foreclosed where a match with more built the run (issue 29, session 22;
``permits.MATCHED``, ``trial.foreclosure``, LP803). "After a play of the previous play's
rank, the next player picks up the pile" (redteam13 ``block-match-then-pickup``) takes
every run a match built away before the player holding the fourth card decides (R-PLAY-2,
R-PLAY-3, R-FAQ-2), while the runs of three played at once keep the one-card way a third
of its chances foreclosed at most, under the ways' own test. Pure tallies and figures: no
game is played here."""

from __future__ import annotations

from support.permittables import permit_table

from lopti_rules.engine import OFFICIAL, Game, Move, legality_table, state_key
from lopti_rules.tools.permits import FORECLOSED, FOUR, MATCHED, PERMIT_SLOTS, PermitTally
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import fact_findings
from lopti_rules.tools.trial.foreclosure import MATCHED_WAY, matched_foreclosed
from lopti_rules.tools.trial.powerjudge import refused_way_out


def _mask(ranks: list[int]) -> int:
    mask = 0
    for k, rank in enumerate(ranks):
        mask |= 1 << ((rank - 2) * 4 + k % 4)
    return mask


def _on(hands: dict[int, list[int]], top: int, run: int) -> Game:
    """Seat 0 to play on a run of ``run`` cards of ``top`` (one card laid last)."""
    g = Game(4, 1, OFFICIAL)
    g.cur, g.hand, g.up = 0, [_mask(hands.get(s, [])) for s in range(4)], [0] * 4
    g.top, g.last, g.run, g.obligation, g.pile = top, 1, run, False, (1 << run) - 1
    g.tab = legality_table(OFFICIAL)[state_key(top, 1, run, False)]
    return g


def _taken(g: Game, seat: int) -> None:
    """The book's rules took the pile: ``seat`` decides on an empty table."""
    g.cur, g.top, g.last, g.run, g.pile = seat, 0, 0, 0, 0
    g.tab = legality_table(OFFICIAL)[state_key(0, 0, 0, False)]


def test_r_play_3_a_pile_a_match_built_taken_before_the_fourth_card_is_counted_apart() -> None:
    """A pair of 9s on a single 9 (a match with more) leaves three 9s; the seat after holds
    the fourth and the pile is taken before it decides: a chance of the one-card way on a
    matched run, foreclosed. Three 9s played at once on an 8 are no match."""
    tally = PermitTally()
    g = _on({0: [9, 9, 5], 1: [9, 6]}, top=9, run=1)
    tally.see(g, Move.play(9, 2))
    _taken(g, 1)
    tally.see(g, Move.play(6))
    assert tally.counts[FORECLOSED] == 1
    assert (tally.counts[MATCHED + 9], tally.counts[MATCHED + 15 + 9]) == (1, 1)
    once = PermitTally()
    g = _on({0: [9, 9, 9, 5], 1: [9, 6]}, top=8, run=1)
    once.see(g, Move.play(9, 3))
    _taken(g, 1)
    once.see(g, Move.play(6))
    assert once.counts[FORECLOSED] == 1 and once.counts[MATCHED:MATCHED + 30] == [0] * 30


def test_r_play_3_a_matched_run_left_standing_is_a_chance_kept() -> None:
    """The pile a match built, left to the next player: their chance of the fourth 9 is
    counted on the matched run, and kept."""
    tally = PermitTally()
    g = _on({0: [9, 9, 5], 1: [9, 6]}, top=9, run=1)
    tally.see(g, Move.play(9, 2))
    g.cur, g.last, g.run = 1, 2, 3
    g.tab = legality_table(OFFICIAL)[state_key(9, 2, 3, False)]
    tally.see(g, Move.play(9))
    assert tally.counts[FOUR:FOUR + 2] == [1, 1]
    assert (tally.counts[MATCHED + 9], tally.counts[MATCHED + 15 + 9]) == (1, 0)


RANKS = (4, 5, 6, 8, 9, 11, 12, 13, 14)


def test_r_play_3_the_matched_runs_foreclosed_on_most_ranks_is_lp803() -> None:
    """Every matched run taken away, on every rank, while the one-card way pooled keeps
    two thirds of its chances (the runs played at once): LP803, the pile taken away."""
    counts = [0] * PERMIT_SLOTS
    counts[FOUR], counts[FOUR + 1], counts[FORECLOSED] = 240, 168, 72
    for rank in RANKS:
        counts[MATCHED + rank] = counts[MATCHED + 15 + rank] = 8
    assert refused_way_out(permit_table(counts).evenings, 1e-4) is None  # pooled: a third
    w = matched_foreclosed(permit_table(counts).evenings, 1e-4, TrialConfig())
    assert w is not None and (w.ref, w.what, w.cards, w.foreclosed, w.chances, w.closed,
                              w.ranks) == ("R-PLAY-3", MATCHED_WAY, 1, 72, 72, 9, 9)
    found = fact_findings([permit_table(counts)], TrialConfig(),
                          RuleSet((("b.lopti", ""),)), [], [])
    assert [f.code for f in found] == ["LP803"]
    assert "takes the pile away before the next player can answer it" in found[0].message
    assert MATCHED_WAY in found[0].message


def test_r_play_3_matched_runs_foreclosed_on_one_rank_or_seldom_are_clean() -> None:
    """"After a Jack, the next player picks up" (``house-jack-pickup``, legal) forecloses
    the matched Jacks and no other rank; a book that takes the pile after a match now and
    then keeps most of them; too few matched runs say nothing."""
    one = [0] * PERMIT_SLOTS
    for rank in RANKS:
        one[MATCHED + rank] = 8
    one[MATCHED + 11] = one[MATCHED + 15 + 11] = 24
    assert matched_foreclosed(permit_table(one).evenings, 1e-4, TrialConfig()) is None
    seldom = [0] * PERMIT_SLOTS
    for rank in RANKS:
        seldom[MATCHED + rank], seldom[MATCHED + 15 + rank] = 16, 8 if rank < 9 else 0
    assert matched_foreclosed(permit_table(seldom).evenings, 1e-4, TrialConfig()) is None
    few = [0] * PERMIT_SLOTS
    for rank in RANKS[:4]:
        few[MATCHED + rank] = few[MATCHED + 15 + rank] = 8
    assert matched_foreclosed(permit_table(few).evenings, 1e-4, TrialConfig()) is None
