"""The special cards' opportunities a book removes (tools/permits.py ``CARDS``,
trial/powershare.py; session 24, issue 29): the 2 and the 3 playable on anything
(R-SPECIAL-2, -3), the 7 on anything but a 3-obligation (R-SPECIAL-7), the 10 on anything
but a 7 (R-SPECIAL-10). A book that refuses one of them on a large share of the plays
where the official rules give it, over its rounds or once a player is down to face-down
cards, blocks a base event (R-CUSTOM-2): LP803 with the evening, round and play refused."""

from __future__ import annotations

from support.permittables import permit_table

from lopti_rules.engine import OFFICIAL, PICKUP_MOVE, Game, Move, legality_table, state_key
from lopti_rules.engine.restrictions import restricted_row
from lopti_rules.tools import permits
from lopti_rules.tools.permits import CARDS, OPPORTUNITY, PERMIT_SLOTS, PermitTally
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import Finding, _command, _most_fired
from lopti_rules.tools.trial.powershare import (
    MIN_CHANCES,
    SHARE_REMOVED,
    finding,
    open_shares,
    removed_share,
)

TWO, THREE, SEVEN, TEN = (CARDS + OPPORTUNITY * j for j in range(4))


def _seat(hand: list[int], top: int, rule: tuple[str, object] | None = None, seat: int = 0,
          down: list[int] | None = None) -> Game:
    """A four-player game at a decision of ``seat`` holding ``hand`` (or, with ``down``,
    only those face-down cards) on a single ``top``, the book's restriction ``rule`` in
    force (or none)."""
    mask = 0
    for k, rank in enumerate(hand):
        mask |= 1 << ((rank - 2) * 4 + k % 4)
    row = legality_table(OFFICIAL)[state_key(top, 1, 1, False)]
    if rule is not None:
        row = restricted_row(row, *rule)  # type: ignore[arg-type]
    hands = [0] * 4
    hands[seat] = mask
    g = Game(4, 1, OFFICIAL)
    g.cur, g.hand, g.up, g.top, g.last, g.run = seat, hands, [0] * 4, top, 1, 1
    g.down = [[] for _ in range(4)]
    if down is not None:
        g.down[seat] = [(r - 2) * 4 for r in down]
    g.pile = 1 << ((top - 2) * 4 + 3)
    g.obligation, g.tab = False, row
    return g


def test_r_special_2_3_7_a_floor_removes_the_special_cards_held() -> None:
    """"8 or higher" refuses the 2, the 3 and the 7 while an 8 may follow: each removed;
    the 10 is kept; a card refused and still held is no new opportunity."""
    tally = PermitTally()
    floor = ("at_least", 8)
    tally.see(_seat([2, 3, 7, 10, 5], top=6, rule=floor), PICKUP_MOVE)
    for at in (TWO, THREE, SEVEN):
        assert tally.counts[at:at + 2] == [1, 1]
    assert tally.counts[TEN:TEN + 2] == [1, 0]
    tally.see(_seat([2, 3, 7, 10, 5], top=6, rule=floor), PICKUP_MOVE)  # the same cards
    assert tally.counts[TWO] == 1 and tally.counts[TEN] == 2
    tally.see(_seat([2, 5], top=6), Move.play(2))  # no restriction: kept
    assert tally.counts[TWO:TWO + 2] == [2, 1]
    # the first removal of the round: seat 0 (plus one), on a 6, from the hand
    assert tally.counts[TWO + 4:TWO + 7] == [1, 6, 0]


def test_r_special_10_a_ceiling_or_a_count_refuses_the_card_as_what_it_is() -> None:
    """"9 or lower" refuses the 10 with every plain rank above it; "two cards or more"
    refuses a single 2 with every single card: neither takes the card's power away."""
    tally = PermitTally()
    tally.see(_seat([10, 5], top=6, rule=("at_most", 9)), PICKUP_MOVE)
    tally.see(_seat([2, 9], top=6, rule=("min_cards", 2), seat=1), PICKUP_MOVE)
    assert tally.counts[TEN:TEN + 2] == [1, 0]
    assert tally.counts[TWO:TWO + 2] == [1, 0]


def test_r_face_2_a_blind_flip_is_an_opportunity_and_counts_late() -> None:
    """A 7 turned over blind where the official rules allow it is an opportunity (of the
    blind flips, and of the round's end: a player is down to face-down cards)."""
    tally = PermitTally()
    tally.see(_seat([], top=9, rule=("at_least", 9), down=[7, 5]), Move.flip(0))
    assert tally.counts[SEVEN:SEVEN + 4] == [1, 1, 1, 1]
    assert tally.counts[SEVEN + 7:SEVEN + 9] == [1, 1]
    assert tally.counts[SEVEN + 6] == 1  # the first removal was a blind flip


def test_r_special_3_refused_under_an_obligation_is_removed() -> None:
    tally = PermitTally()
    g = _seat([3, 9], top=9, rule=("at_least", 4))
    g.obligation = True  # type: ignore[misc]
    g.tab = restricted_row(legality_table(OFFICIAL)[state_key(9, 1, 1, True)], "at_least", 4)
    tally.see(g, PICKUP_MOVE)
    assert tally.counts[THREE:THREE + 2] == [1, 1]


def _counts(rank_at: int, chances: int, removed: int, late: tuple[int, int] = (0, 0)
            ) -> list[int]:
    counts = [0] * PERMIT_SLOTS
    counts[rank_at], counts[rank_at + 1] = chances, removed
    counts[rank_at + 7], counts[rank_at + 8] = late
    counts[rank_at + 4], counts[rank_at + 5] = 16, 72  # seat 1 (plus one) on a 9, a round
    return counts


def test_r_custom_2_a_fifth_of_the_2s_opportunities_removed_is_lp803() -> None:
    """Every third play "8 or higher" removes 19-28 % of the 2's, 3's and 7's
    opportunities (redteam15 block-every-third-floor): LP803, its witness the round and
    the play refused."""
    table = permit_table(_counts(TWO, 2400, 560))
    w = removed_share(table.evenings, 1e-4)
    assert w is not None and w.rank == "2" and w.ref == "R-SPECIAL-2"
    parts = finding([table], TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    found = [Finding("LP803", *parts)] if parts else []
    assert [f.rule_ref for f in found] == ["R-SPECIAL-2"]
    assert "held a 2 on a 9" in found[0].witness and "round 2" in found[0].witness
    assert "--seed 400000" in found[0].witness


def test_r_custom_2_removed_once_a_player_is_blind_is_lp803() -> None:
    """After every blind play "9 or higher" removes 2-5 % of the 7's opportunities over
    the rounds but a quarter to two fifths once a player is down to face-down cards
    (redteam15 block-blind-floor)."""
    table = permit_table(_counts(SEVEN, 1600, 64, late=(400, 120)))
    w = removed_share(table.evenings, 1e-4)
    assert w is not None and w.rank == "7" and "face-down" in w.phase


def test_r_custom_2_a_fair_floor_after_one_rank_is_clean() -> None:
    """"After a King, 5 or higher" removes 11-12 % of the 2's opportunities, in both
    phases (redteam9 fair-king-low-follow): clean, and decided (not left open)."""
    table = permit_table(_counts(TWO, 2000, 230, late=(400, 44)))
    assert removed_share(table.evenings, 1e-4) is None
    assert open_shares(table.evenings) == ["the 3's opportunities", "the 7's opportunities",
                                            "the 10's opportunities"]
    few = permit_table(_counts(TWO, MIN_CHANCES - 8, int(MIN_CHANCES * SHARE_REMOVED * 3)))
    assert removed_share(few.evenings, 1e-4) is None  # too few to judge
    assert permits.SPECIAL_RANKS == ("2", "3", "7", "10")
