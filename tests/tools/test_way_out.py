"""The 2, the 3 and the 10 taken away in one situation where each is a way out (issue 29,
session 17; powerjudge.refused_way_out, LP803): on one previous play's rank ("when a 7
lies on top, the next play must be 4 or higher": no 2 and no 3 under a 7) or on the big
piles only ("on five cards or more, two cards or more"), which the pooled coverage of
``weakened_permit`` weighs by how often each comes and so misses."""

from __future__ import annotations

from dataclasses import replace

from lopti_rules.engine import OFFICIAL, PICKUP_MOVE, Game, legality_table, state_key
from lopti_rules.engine.restrictions import restricted_row
from lopti_rules.tools.evenings import Evening, EveningSpec, RoundFacts
from lopti_rules.tools.permits import (
    PERMIT_SLOTS,
    PILED,
    PILES,
    SPECIAL,
    THREE,
    TWO,
    PermitTally,
)
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import Table as _Table
from lopti_rules.tools.trial.findings import fact_findings
from lopti_rules.tools.trial.powerjudge import refused_way_out

PAIRS = ("min_cards", 2)  # the next play must have at least 2 cards


def _seat(hand: list[int], top: int, pile: int, rule: tuple[str, object] | None = None
          ) -> Game:
    """Seat 0 holding ``hand`` on a single ``top`` with ``pile`` cards on the pile."""
    mask = 0
    for k, rank in enumerate(hand):
        mask |= 1 << ((rank - 2) * 4 + k % 4)
    row = legality_table(OFFICIAL)[state_key(top, 1, 1, False)]
    if rule is not None:
        row = restricted_row(row, *rule)
    g = Game(4, 1, OFFICIAL)
    g.cur, g.hand, g.up, g.top, g.last, g.run = 0, [mask, 0, 0, 0], [0] * 4, top, 1, 1
    g.obligation, g.tab, g.pile = False, row, (1 << pile) - 1
    return g


def _table(counts: list[int], rounds: int = 8) -> _Table:
    spec = EveningSpec(4, rounds + 1)
    t = _Table(4, [spec])
    plain = RoundFacts(1, 0, 0, (0, 1, 2, 3), 100, False, (0,) * 13, (0,) * 4)
    per = tuple(c // rounds for c in counts)
    book = tuple(replace(plain, number=k + 2, permits=per) for k in range(rounds))
    t.evenings.append(Evening(400000, 0, (plain,) * (rounds + 1), book))
    t.where.append((spec, 0))
    return t


def test_the_escape_is_counted_again_on_every_pile_size_it_reaches() -> None:
    tally = PermitTally()
    tally.see(_seat([2, 5], top=9, pile=6), PICKUP_MOVE)  # nothing but the 2 answers a 9
    at = PILED + 2 * len(PILES) * TWO
    assert tally.counts[at:at + 2 * len(PILES)] == [1, 1, 1, 1, 0, 0, 0, 0, 0, 0]
    other = PermitTally()
    other.see(_seat([2, 5], top=9, pile=6, rule=PAIRS), PICKUP_MOVE)  # refused: no pair
    assert other.counts[at:at + 4] == [1, 0, 1, 0]
    # a Jack answers the 9: the 2 was no way out, and the piles count nothing
    plain = PermitTally()
    plain.see(_seat([2, 11], top=9, pile=6, rule=PAIRS), PICKUP_MOVE)
    assert sum(plain.counts[PILED:]) == 0


def test_r_special_2_refused_on_one_rank_where_it_is_the_way_out_is_lp803() -> None:
    counts = [0] * PERMIT_SLOTS
    for top in range(4, 15):  # 2s on every previous play, kept, but none on a 7
        at = SPECIAL + 45 * TWO + top
        counts[at], counts[at + 15], counts[at + 30] = 160, 0 if top == 7 else 160, 40
    w = refused_way_out(_table(counts).evenings, 1e-4)
    assert w is not None and (w.ref, w.rank, w.piles, w.kept) == ("R-SPECIAL-2", 7, 0, 0)
    found = fact_findings([_table(counts)], TrialConfig(), RuleSet((("b.lopti", ""),)), [], [])
    assert [f.code for f in found] == ["LP803"]
    assert "previous play of 7" in found[0].message and "--seed" in found[0].witness
    # where the 2 is seldom the way out (a 4 on top: any plain card answers), no finding
    counts[SPECIAL + 45 * TWO + 7 + 30] = 8
    assert refused_way_out(_table(counts).evenings, 1e-4) is None


def test_r_special_3_refused_on_the_big_piles_only_is_lp803() -> None:
    counts = [0] * PERMIT_SLOTS
    at = PILED + 2 * len(PILES) * THREE
    for j, (chances, kept) in enumerate([(320, 200), (160, 8), (80, 0), (40, 0), (8, 0)]):
        counts[at + 2 * j], counts[at + 2 * j + 1] = chances, kept
    w = refused_way_out(_table(counts).evenings, 1e-4)
    assert w is not None and (w.ref, w.rank, w.piles) == ("R-SPECIAL-3", 0, 5)
    found = fact_findings([_table(counts)], TrialConfig(), RuleSet((("b.lopti", ""),)), [], [])
    assert "piles of 5 cards or more" in found[0].message
    # a fair "after a pair, at least a pair" keeps most of them on every pile size
    for j, chances in enumerate((320, 160, 80, 40, 8)):
        counts[at + 2 * j + 1] = chances * 6 // 10
    assert refused_way_out(_table(counts).evenings, 1e-4) is None
