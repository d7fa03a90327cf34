"""A base power sealed where a restriction after a play binds (session 27, fix29a, issue
29; ``tools/sealing.py``, ``trial/sealjudge.py``; LP803).

A restriction after a play's shape binds the next play on the piles of that shape. It
**seals** a power there when the book admits none of the plays that realise it: "9 or
lower" admits no 10 at all (the clear, R-SPECIAL-10, is sealed), "two cards or more"
still admits a pair of 10s (the clear keeps a way) but never the one card that completes
three of a kind (R-PLAY-3 sealed). Sealed on a fifth or more of the power's chances ("after
every pair, 9 or lower": 22-28 %), the power is gone on a kind of pile that keeps coming
back; after one rank ("after a King, 5 or higher", 10-13 % of the 2's chances) or a rare
shape ("after three of a kind, 9 or lower") it stays a restriction after one situation.
Pure tallies and figures: no game is played here."""

from __future__ import annotations

from support.permittables import permit_table

from lopti_rules.engine import OFFICIAL, PICKUP_MOVE, Game, Move, legality_table, state_key
from lopti_rules.engine.restrictions import restricted_row
from lopti_rules.tools import permits, sealing
from lopti_rules.tools.bookactions import restricts_after
from lopti_rules.tools.permits import PERMIT_SLOTS, SEALED, PermitTally
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import _command, _most_fired
from lopti_rules.tools.trial.sealjudge import (
    MIN_SEAL_CHANCES,
    SEAL_SHARE,
    finding,
    open_seals,
    sealed_share,
)

#: ``permits.EVENTS``' indexes an ``after play`` hook restricts after (a bonus play, a
#: legal blind play)
PLAY_HOOK = frozenset({0, 1})
TWO, THREE, SEVEN, TEN, FOUR = (SEALED + sealing.SLOT * k for k in range(5))


def _pile(hand: list[int], top: int, run: int, rule: tuple[str, object] | None,
          seat: int = 0) -> Game:
    """A four-player game at a decision of ``seat`` holding ``hand`` on ``run`` cards of
    ``top``, the book's restriction ``rule`` in force (or none)."""
    mask = 0
    for k, rank in enumerate(hand):
        mask |= 1 << ((rank - 2) * 4 + k % 4)
    row = legality_table(OFFICIAL)[state_key(top, run, run, False)]
    if rule is not None:
        row = restricted_row(row, *rule)  # type: ignore[arg-type]
    hands = [0] * 4
    hands[seat] = mask
    g = Game(4, 1, OFFICIAL)
    g.cur, g.hand, g.up, g.top, g.last, g.run = seat, hands, [0] * 4, top, run, run
    g.down = [[] for _ in range(4)]
    g.pile = sum(1 << ((top - 2) * 4 + k) for k in range(run))
    g.obligation, g.tab = False, row
    return g


def _after_play(tally: PermitTally, g: Game, move: Move, fired: bool = True) -> None:
    """Seat 3 plays (the book fires its restriction during that play, or not), then the
    decision ``g`` of seat 0 is tallied."""
    before = _pile([5, 9], top=4, run=1, rule=None, seat=3)
    tally.see(before, Move.play(5, 2))
    if fired:
        tally.placed(g)
    tally.see(g, move)


def test_r_special_10_a_ceiling_after_a_pair_seals_the_clear() -> None:
    """"After a pair, 9 or lower": on two 5s the player holds a 10, and no count of 10s is
    admitted: a chance, bound, sealed; the first sealed decision is seat 0 on two 5s."""
    tally = PermitTally(PLAY_HOOK)
    _after_play(tally, _pile([10, 9], top=5, run=2, rule=("at_most", 9)), Move.play(9))
    assert tally.counts[TEN:TEN + 6] == [1, 1, 1, 1, 5, 2]
    assert tally.counts[TWO] == 0  # no 2 held: no chance of the reset


def test_r_special_10_two_cards_or_more_leave_the_clear_a_way() -> None:
    """"Pairs after pairs": a pair of 10s still clears, so the clear is not sealed even
    for a player holding one 10 (the power keeps a way at that pile)."""
    tally = PermitTally(PLAY_HOOK)
    _after_play(tally, _pile([10, 9], top=5, run=2, rule=("min_cards", 2)), PICKUP_MOVE)
    assert tally.counts[TEN:TEN + 3] == [1, 1, 0]


def test_r_play_3_two_cards_or_more_after_three_queens_seal_the_fourth() -> None:
    """"After three Queens, two cards or more": the one Queen that completes four is never
    admitted; a floor at 5 admits it."""
    tally = PermitTally(PLAY_HOOK)
    _after_play(tally, _pile([12, 9], top=12, run=3, rule=("min_cards", 2)), PICKUP_MOVE)
    assert tally.counts[FOUR:FOUR + 6] == [1, 1, 1, 1, 12, 3]
    kept = PermitTally(PLAY_HOOK)
    _after_play(kept, _pile([12, 9], top=12, run=3, rule=("at_least", 5)), Move.play(12))
    assert kept.counts[FOUR:FOUR + 3] == [1, 1, 0]


def test_r_special_2_3_a_floor_after_a_king_seals_the_2_and_the_3() -> None:
    """"After a King, 5 or higher" seals the 2 and the 3 on the King (the 10 keeps its
    clear): that is counted, and the share judges it (below)."""
    tally = PermitTally(PLAY_HOOK)
    _after_play(tally, _pile([2, 3, 10], top=13, run=1, rule=("at_least", 5)), PICKUP_MOVE)
    assert tally.counts[TWO:TWO + 3] == [1, 1, 1]
    assert tally.counts[THREE:THREE + 3] == [1, 1, 1]
    assert tally.counts[TEN:TEN + 3] == [1, 1, 0]


def test_r_custom_2_only_a_restriction_a_play_placed_binds() -> None:
    """A chance is counted without a restriction; one fired by a book whose restricting
    hooks are on no play ("after an odd turn", "after a draw") is not a play's, so such a
    book has nothing sealed to weigh and its powers' chances are not looked at (session
    27, perf30: the look is the tally's cost at every decision on a pile); and one fired
    after a pickup binds the lead, which is no pile."""
    plain = PermitTally(PLAY_HOOK)
    _after_play(plain, _pile([10], top=5, run=2, rule=None), Move.play(10), fired=False)
    assert plain.counts[TEN:TEN + 3] == [1, 0, 0]
    for events in (frozenset(), frozenset({2})):
        other = PermitTally(events)
        _after_play(other, _pile([10], top=5, run=2, rule=("at_most", 9)), PICKUP_MOVE)
        assert other.counts[TEN:TEN + 3] == [0, 0, 0]
        assert sum(other.counts[SEALED:]) == 0
    picked = PermitTally(PLAY_HOOK)
    picked.see(_pile([5, 9], top=4, run=1, rule=None, seat=3), PICKUP_MOVE)
    g = _pile([10], top=5, run=2, rule=("at_most", 9))
    picked.placed(g)
    picked.see(g, PICKUP_MOVE)
    assert picked.counts[TEN:TEN + 3] == [1, 0, 0]


def test_r_custom_2_the_hooks_that_make_a_restriction_a_plays() -> None:
    def book(text: str) -> frozenset[int]:
        return restricts_after(RuleSet((("b.lopti", text),)))

    assert 0 in book('rule "r"\n  after play when play.count is 2:\n'
                     '    next play must be 9 or lower\n')
    assert 0 not in book('rule "r"\n  after turn when turn.number is odd:\n'
                         '    next play must be 9 or lower\n')


def _counts(k: int, chances: int, sealed: int, top: int = 5, run: int = 2) -> list[int]:
    counts = [0] * PERMIT_SLOTS
    at = SEALED + sealing.SLOT * k
    counts[at], counts[at + 1], counts[at + 2] = chances, sealed, sealed
    counts[at + 3], counts[at + 4], counts[at + 5] = 8, 8 * top, 8 * run  # seat 0 (+1)
    return counts


def test_r_special_10_the_clear_sealed_after_every_pair_is_lp803() -> None:
    """"After every pair, 9 or lower" at two players: the 10 sealed on 364 of its 1303
    chances (28 %): LP803, with the evening, the round and the pile."""
    table = permit_table(_counts(3, 1304, 368))
    w = sealed_share(table.evenings, 1e-4)
    assert w is not None and (w.power, w.sealed, w.chances) == (3, 368, 1304)
    assert (w.seat, w.top, w.run) == (0, 5, 2)
    parts = finding([table], TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    assert parts is not None
    assert parts[0].startswith("trial: the book leaves the 10's clear (R-SPECIAL-10) no way "
                               "to happen on the piles its restrictions after a play bind")
    assert "against at most 20%" in parts[0] and "(R-CUSTOM-2)" in parts[0]
    assert "held the cards for the 10's clear on a pile of 2 × 5" in parts[1]
    assert "--witness LP803" in parts[1]
    assert parts[2] == "R-SPECIAL-10"


def test_r_custom_2_a_restriction_after_one_rank_or_a_rare_shape_is_clean() -> None:
    """The fair side's figures (docs/trial.md, "A power sealed where a play's restriction
    binds"): the 2 after a King's floor 178 of 1397 (13 %); the 10 after a 5 under "7 or
    lower" 359 of 2224 (16 %); four Aces after "an Ace: 2, 3 or 10" 155 of 1010 (15 %);
    the 10 after a lead of two cards or more under "9 or lower" 68 of 843 (8 %)."""
    for k, chances, sealed in ((0, 1400, 178), (3, 2224, 359), (4, 1008, 155),
                               (3, 848, 68)):
        table = permit_table(_counts(k, chances, sealed))
        assert sealed_share(table.evenings, 1e-4) is None
    assert SEAL_SHARE == 0.20
    # too few chances to judge, however many sealed
    table = permit_table(_counts(3, MIN_SEAL_CHANCES - 8, MIN_SEAL_CHANCES - 8))
    assert sealed_share(table.evenings, 1e-4) is None


def test_r_custom_2_an_undecided_seal_keeps_the_table_playing() -> None:
    assert open_seals(permit_table(_counts(3, 1304, 368)).evenings) == [
        "the 10's clear where a play's restriction binds"]
    assert open_seals(permit_table(_counts(3, 1304, 0)).evenings) == []
    assert permits.PERMIT_SLOTS == SEALED + sealing.SHUT + sealing.SHUT_SLOTS
    assert sealing.SHUT == sealing.PILED + sealing.PILED_SLOTS
