"""The 2, the 3 and the 10 taken away in one situation where each is a way out (issue 29,
session 17; powerjudge.refused_way_out, LP803): on one previous play's rank ("when a 7
lies on top, the next play must be 4 or higher": no 2 and no 3 under a 7) or on the big
piles only ("on five cards or more, two cards or more"), which the pooled coverage of
``weakened_permit`` weighs by how often each comes and so misses."""

from __future__ import annotations

from support.permittables import permit_table

from lopti_rules.engine import OFFICIAL, PICKUP_MOVE, Game, Move, legality_table, state_key
from lopti_rules.engine.restrictions import restricted_row
from lopti_rules.tools import permits
from lopti_rules.tools.permits import (
    FORECLOSED,
    FOUR,
    FOUR_RANKS,
    PERMIT_SLOTS,
    PILED,
    PILES,
    SPECIAL,
    TEN,
    THREE,
    TWO,
    PermitTally,
)
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import fact_findings
from lopti_rules.tools.trial.powerjudge import refused_way_out

PAIRS = ("min_cards", 2)  # the next play must have at least 2 cards


def _seat(hand: list[int], top: int, pile: int, rule: tuple[str, object] | None = None,
          last: int = 1, run: int = 1) -> Game:
    """Seat 0 holding ``hand`` on ``last`` cards of ``top`` (``run`` of that rank on top)
    with ``pile`` cards on the pile."""
    mask = 0
    for k, rank in enumerate(hand):
        mask |= 1 << ((rank - 2) * 4 + k % 4)
    row = legality_table(OFFICIAL)[state_key(top, last, run, False)]
    if rule is not None:
        row = restricted_row(row, *rule)
    g = Game(4, 1, OFFICIAL)
    g.cur, g.hand, g.up, g.top, g.last, g.run = 0, [mask, 0, 0, 0], [0] * 4, top, last, run
    g.obligation, g.tab, g.pile = False, row, (1 << pile) - 1
    return g


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
    assert sum(plain.counts[PILED:permits.CARDS]) == 0  # (then the 2's opportunities)


def test_r_special_2_refused_on_one_rank_where_it_is_the_way_out_is_lp803() -> None:
    counts = [0] * PERMIT_SLOTS
    for top in range(4, 15):  # 2s on every previous play, kept, but none on a 7
        at = SPECIAL + 45 * TWO + top
        counts[at], counts[at + 15], counts[at + 30] = 160, 0 if top == 7 else 160, 40
    w = refused_way_out(permit_table(counts).evenings, 1e-4)
    assert w is not None and (w.ref, w.rank, w.piles, w.kept) == ("R-SPECIAL-2", 7, 0, 0)
    found = fact_findings([permit_table(counts)], TrialConfig(),
                          RuleSet((("b.lopti", ""),)), [], [])
    assert [f.code for f in found] == ["LP803"]
    assert "previous play of 7" in found[0].message and "--seed" in found[0].witness
    # where the 2 is seldom the way out (a 4 on top: any plain card answers), no finding
    counts[SPECIAL + 45 * TWO + 7 + 30] = 8
    assert refused_way_out(permit_table(counts).evenings, 1e-4) is None


def test_r_special_3_refused_on_the_big_piles_only_is_lp803() -> None:
    counts = [0] * PERMIT_SLOTS
    at = PILED + 2 * len(PILES) * THREE
    for j, (chances, kept) in enumerate([(320, 200), (160, 8), (80, 0), (40, 0), (8, 0)]):
        counts[at + 2 * j], counts[at + 2 * j + 1] = chances, kept
    w = refused_way_out(permit_table(counts).evenings, 1e-4)
    assert w is not None and (w.ref, w.rank, w.piles) == ("R-SPECIAL-3", 0, 5)
    found = fact_findings([permit_table(counts)], TrialConfig(),
                          RuleSet((("b.lopti", ""),)), [], [])
    assert "piles of 5 cards or more" in found[0].message
    # a fair "after a pair, at least a pair" keeps most of them on every pile size
    for j, chances in enumerate((320, 160, 80, 40, 8)):
        counts[at + 2 * j + 1] = chances * 6 // 10
    assert refused_way_out(permit_table(counts).evenings, 1e-4) is None


def _escapes(top: int, kept: dict[int, int]) -> list[int]:
    """The 2, the 3 and the 10 each the way out 160 times on every previous play from 4
    to A (never the 10 on a 7), all kept but on ``top``, where each card keeps
    ``kept[card]`` of its 160."""
    counts = [0] * PERMIT_SLOTS
    for card in (TWO, THREE, TEN):
        for rank in range(4, 15):
            if card == TEN and rank == 7:
                continue
            at = SPECIAL + 45 * card + rank
            counts[at], counts[at + 30] = 160, 80
            counts[at + 15] = kept.get(card, 160) if rank == top else 160
    return counts


def test_r_special_2_refused_on_a_king_while_the_10_stays_the_way_out_is_clean() -> None:
    """redteam9 fair-king-low-follow: "after a King the next play must be 5 or higher"
    refuses the 2 and the 3 on the King only; the 10 still answers the King, so the
    escape from under it is still there, held in another card."""
    assert refused_way_out(permit_table(_escapes(13, {TWO: 0, THREE: 0})).evenings, 1e-4) is None
    # "after an Ace, 4 or higher": the same courtesy on another rank
    assert refused_way_out(permit_table(_escapes(14, {TWO: 0, THREE: 0})).evenings, 1e-4) is None


def test_r_special_2_3_10_all_refused_on_a_king_is_lp803() -> None:
    """examples/rejected/block-king-no-escape: "Q or higher" on a King leaves no escape."""
    w = refused_way_out(permit_table(_escapes(13, {TWO: 0, THREE: 0, TEN: 4})).evenings, 1e-4)
    assert w is not None and (w.ref, w.rank) == ("R-SPECIAL-2", 13)


def test_r_special_2_3_refused_under_a_7_is_lp803_though_the_10_is_kept_elsewhere() -> None:
    """redteam8 block-seven-no-escape: the 10 never answers a 7 (R-SPECIAL-10), so with
    the 2 and the 3 refused there nothing special is left under it."""
    w = refused_way_out(permit_table(_escapes(7, {TWO: 0, THREE: 0})).evenings, 1e-4)
    assert w is not None and (w.ref, w.rank) == ("R-SPECIAL-2", 7)


def test_the_ways_to_four_of_a_kind_are_tallied_by_the_cards_that_make_it() -> None:
    """R-PLAY-3 and R-FAQ-2: one 9 on three 9s completes four and clears; a book that
    wants two cards or more after a triple refuses it."""
    triple = _seat([9, 5], top=9, pile=5, last=3, run=3)
    tally = PermitTally()
    tally.see(triple, PICKUP_MOVE)
    assert tally.counts[FOUR:FOUR + 6] == [1, 1, 0, 0, 0, 0]
    refused = PermitTally()
    refused.see(_seat([9, 5], top=9, pile=5, rule=PAIRS, last=3, run=3), PICKUP_MOVE)
    assert refused.counts[FOUR:FOUR + 2] == [1, 0]
    # a pair completed on a pair (two cards); four Jacks at once on a 9 are a higher
    # rank's play, which a ceiling ("9 or lower") refuses as the rank it is: no way
    pair = PermitTally()
    pair.see(_seat([9, 9, 11, 11, 11, 11], top=9, pile=4, last=2, run=2), PICKUP_MOVE)
    assert pair.counts[FOUR:FORECLOSED] == [0, 0, 1, 1, 0, 0]
    # holding one 9 of the two left is no way to four
    one = PermitTally()
    one.see(_seat([9, 5], top=9, pile=4, last=2, run=2), PICKUP_MOVE)
    assert one.counts[FOUR:] == [0] * (PERMIT_SLOTS - FOUR)


def test_r_play_3_the_one_card_that_completes_four_refused_is_lp803() -> None:
    """redteam9 block-triple-no-fourth: after three of a rank the next play must have two
    cards; the pair's completions are kept, the single card's never."""
    counts = [0] * PERMIT_SLOTS
    for cards, (chances, kept) in enumerate([(64, 0), (200, 192), (120, 120)]):
        counts[FOUR + 2 * cards], counts[FOUR + 2 * cards + 1] = chances, kept
    w = refused_way_out(permit_table(counts).evenings, 1e-4)
    assert w is not None and (w.ref, w.cards, w.kept, w.chances) == ("R-PLAY-3", 1, 0, 64)
    found = fact_findings([permit_table(counts)], TrialConfig(),
                          RuleSet((("b.lopti", ""),)), [], [])
    assert [f.code for f in found] == ["LP803"]
    assert "completed on the pile by one card" in found[0].message
    assert "--seed" in found[0].witness
    # "after a pair, at least a pair": a triple played at once keeps its completion
    counts[FOUR + 1] = 32
    assert refused_way_out(permit_table(counts).evenings, 1e-4) is None
    # too few chances to say
    counts[FOUR], counts[FOUR + 1] = 16, 0
    assert refused_way_out(permit_table(counts).evenings, 1e-4) is None


def _played(hands: dict[int, list[int]], top: int = 0) -> Game:
    """Seat 0 to play on ``top`` (a single card of it, or an empty table), the seats of
    ``hands`` holding those ranks."""
    g = _seat(hands.get(0, []), top=top, pile=1 if top else 0)
    for seat, hand in hands.items():
        mask = 0
        for k, rank in enumerate(hand):
            mask |= 1 << ((rank - 2) * 4 + k % 4)
        g.hand[seat] = mask
    if not top:
        g.top = g.last = g.run = 0
    return g


def test_r_play_3_a_pile_taken_away_before_the_fourth_card_is_a_chance_foreclosed() -> None:
    """redteam12 block-triple-cut: after three of a kind the book makes the next player
    pick up the pile; the seat holding the fourth 9 never decides on three 9s. The tally
    notes the pile a play leaves and, at the next decision, finds it gone without a
    clear: one chance of the one-card way, not kept, and foreclosed."""
    tally = PermitTally()
    g = _played({0: [9, 9, 9, 5], 1: [9, 6]})
    tally.see(g, Move.play(9, 3))
    g.cur, g.top, g.last, g.run, g.pile = 1, 0, 0, 0, 0  # the book's forced pickup
    tally.see(g, Move.play(6))
    assert tally.counts[FOUR:FOUR + 2] == [1, 0]
    assert tally.counts[FORECLOSED:FORECLOSED + 3] == [1, 0, 0]
    # by the rank of the run: the 9s' chance, and its foreclosure
    assert (tally.counts[FOUR_RANKS + 9], tally.counts[FOUR_RANKS + 9 + 15]) == (1, 1)


def test_a_pile_left_standing_or_cleared_forecloses_nothing() -> None:
    """A skip leaves the three 9s to the player after (their own decision's tally counts
    their chance); a clear (a custom one gives the clearer the bonus play, R-CLEAR-2) is
    no pile taken away; a player who holds no fourth 9 had no chance to lose."""
    standing = PermitTally()
    g = _played({0: [9, 9, 9, 5], 1: [9, 6], 2: [4]})
    standing.see(g, Move.play(9, 3))
    g.cur, g.top, g.last, g.run = 2, 9, 3, 3  # seat 1 skipped, the triple still on top
    standing.see(g, PICKUP_MOVE)
    assert standing.counts[FORECLOSED:FORECLOSED + 3] == [0, 0, 0]
    cleared = PermitTally()
    g = _played({0: [9, 9, 9, 5], 1: [9, 6]})
    cleared.see(g, Move.play(9, 3))
    g.cur, g.top, g.last, g.run, g.pile = 0, 0, 0, 0, 0
    g.clears[-1] += 1  # a custom clear
    cleared.see(g, Move.play(5))
    assert cleared.counts[FOUR:] == [0] * (PERMIT_SLOTS - FOUR)
    empty = PermitTally()
    g = _played({0: [9, 9, 9, 5], 1: [6]})
    empty.see(g, Move.play(9, 3))
    g.cur, g.top, g.last, g.run, g.pile = 1, 0, 0, 0, 0
    empty.see(g, Move.play(6))
    assert empty.counts[FOUR:] == [0] * (PERMIT_SLOTS - FOUR)


def test_r_play_3_a_way_foreclosed_on_most_ranks_is_lp803() -> None:
    """The pile taken away before the player decides on most chances of a way, rank by
    rank: LP803 in the foreclosure's words. One rank's chances all foreclosed ("after an
    8, the next player picks up the pile", ``eight-forces-pickup``, whose 8s go round
    the table and weigh most of the chances) is no finding."""
    counts = [0] * PERMIT_SLOTS
    counts[FOUR], counts[FOUR + 1], counts[FORECLOSED] = 240, 56, 184
    for rank in (4, 5, 6, 8, 9, 11, 12, 13, 14):  # the triples played at once, every rank
        counts[FOUR_RANKS + rank], counts[FOUR_RANKS + rank + 15] = 24, 16
    w = refused_way_out(permit_table(counts).evenings, 1e-4)
    assert w is not None and (w.ref, w.cards, w.foreclosed, w.chances, w.closed, w.ranks) \
        == ("R-PLAY-3", 1, 184, 240, 9, 9)
    found = fact_findings([permit_table(counts)], TrialConfig(),
                          RuleSet((("b.lopti", ""),)), [], [])
    assert [f.code for f in found] == ["LP803"]
    assert "takes the pile away before the next player can answer it" in found[0].message
    one = [0] * PERMIT_SLOTS
    one[FOUR], one[FOUR + 1], one[FORECLOSED] = 240, 80, 160
    for rank in (4, 5, 6, 8, 9, 11, 12, 13, 14):
        one[FOUR_RANKS + rank] = 10
    one[FOUR_RANKS + 8], one[FOUR_RANKS + 8 + 15] = 160, 160  # the 8s, all foreclosed
    assert refused_way_out(permit_table(one).evenings, 1e-4) is None
