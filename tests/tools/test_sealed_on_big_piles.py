"""A base power sealed on the piles worth it (session 29, beh29a, issue 29;
``tools/sealing.py``'s pile sizes, ``trial/sealjudge.py``'s ``sealed_on_piles``; LP803).

What a clear, a pass or a reset saves a player is the pile. A restriction whose guard
selects the big piles ("after a play that leaves nine cards or more, 9 or lower",
redteam20 ``block-nine-pile-no-ten``) seals the 10's clear on a sixth of its chances, under
the fifth a restriction after a play may seal, and on every pile of nine cards or more:
the power taken away where it matters and nowhere else. A restriction after a rank or a
shape binds the big piles as often as that shape tops them ("after a 9, 9 or lower": the
10 sealed on 12-14 % of the piles of nine cards or more, ``nines-go-low``; the fair books'
highest share on any pile size is 23 %, ``pairs-stay-under-queen``'s four of a kind).
Tallies and figures here; the books themselves are played in ``test_blocking_guards.py``."""

from __future__ import annotations

from typing import Any

from support.permittables import permit_table

from lopti_rules.engine import OFFICIAL, Game, Move, legality_table, state_key
from lopti_rules.engine.restrictions import restricted_row
from lopti_rules.tools import sealing
from lopti_rules.tools.permits import PERMIT_SLOTS, SEALED, PermitTally
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import Table, _command, _most_fired
from lopti_rules.tools.trial.sealjudge import (
    MIN_PILE_CHANCES,
    PILE_SEAL_SHARE,
    finding,
    open_seals,
    sealed_on_piles,
    sealed_share,
)

TEN = 3  #: the 10's clear in ``sealing.POWERS``


def _decision(size: int, rule: tuple[str, object] | None) -> Game:
    """Seat 0 of four holds a 10 and a 9 on a pile of ``size`` cards, a single 5 on top."""
    row = legality_table(OFFICIAL)[state_key(5, 1, 1, False)]
    if rule is not None:
        row = restricted_row(row, *rule)  # type: ignore[arg-type]
    g = Game(4, 1, OFFICIAL)
    hands = [0] * 4
    hands[0] = 1 << ((10 - 2) * 4) | 1 << ((9 - 2) * 4)
    g.cur, g.hand, g.up, g.top, g.last, g.run = 0, hands, [0] * 4, 5, 1, 1
    g.down = [[] for _ in range(4)]
    # the 5 on top, and ``size - 1`` cards of other ranks under it
    under = [b for b in range(52) if b // 4 not in (5 - 2, 10 - 2, 9 - 2)][:size - 1]
    g.pile = 1 << ((5 - 2) * 4) | sum(1 << b for b in under)
    g.obligation, g.tab = False, row
    return g


def _tallied(size: int, sealed: bool) -> list[int]:
    """The tally of one decision on a pile of ``size`` cards right after a play whose
    restriction ("9 or lower", or none) the book fired."""
    tally = PermitTally(frozenset({0, 1}))
    before = _decision(3, None)
    before.cur = 3
    tally.see(before, Move.play(9))
    tally.placed(before)
    tally.see(_decision(size, ("at_most", 9) if sealed else None), Move.play(9))
    return tally.counts


def _piled(k: int, j: int) -> int:
    return SEALED + sealing.PILED + sealing.STRIDE * k + 2 * j


def test_r_special_10_a_chance_counts_at_every_pile_size_it_reaches() -> None:
    counts = _tallied(10, sealed=True)
    assert sealing.PILES == (6, 9, 12, 15)
    # the 10's chance on ten cards: counted from 6 and from 9, not from 12; sealed
    assert counts[_piled(TEN, 0):_piled(TEN, 0) + 6] == [1, 1, 1, 1, 0, 0]
    first = _piled(TEN, 0) + 2 * len(sealing.PILES)
    assert counts[first:first + 4] == [1, 5, 1, 10]  # seat 0 (+1), a single 5, ten cards
    # on a small pile the chance is only the power's own
    small = _tallied(4, sealed=True)
    assert small[_piled(TEN, 0)] == 0 and small[SEALED + sealing.SLOT * TEN + 2] == 1


def test_r_special_10_an_unbound_chance_on_a_big_pile_is_not_sealed() -> None:
    counts = _tallied(12, sealed=False)
    assert counts[_piled(TEN, 2):_piled(TEN, 2) + 2] == [1, 0]


def _counts(k: int, j: int, chances: int, sealed: int, every: int) -> list[int]:
    """Power ``k`` sealed on ``sealed`` of ``chances`` on the piles from ``PILES[j]``, of
    ``every`` chances in all (each sealed one on a big pile)."""
    counts = [0] * PERMIT_SLOTS
    at = SEALED + sealing.SLOT * k
    counts[at], counts[at + 1], counts[at + 2] = every, sealed, sealed
    counts[at + 3], counts[at + 4], counts[at + 5] = 8, 8 * 5, 8  # seat 0 (+1)
    for i in range(j + 1):
        counts[_piled(k, i)], counts[_piled(k, i) + 1] = chances, sealed
    first = _piled(k, 0) + 2 * len(sealing.PILES)
    counts[first:first + 4] = [8, 8 * 4, 8 * 3, 8 * 11]
    return counts


def test_r_special_10_the_clear_sealed_on_every_big_pile_is_lp803() -> None:
    """redteam20 ``block-nine-pile-no-ten`` at two players: 454 of the 10's 2708 chances
    sealed (17 %, under the fifth), all 454 of those on piles of nine cards or more (here
    456 of 2712: eight rounds share them)."""
    table = permit_table(_counts(TEN, 1, 456, 456, 2712))
    assert sealed_share(table.evenings, 1e-4) is None
    w = sealed_on_piles(table.evenings, 1e-4)
    assert w is not None and (w.power, w.sealed, w.chances, w.piles) == (TEN, 456, 456, 6)
    assert (w.seat, w.top, w.run, w.size) == (0, 4, 3, 11)
    message, witness, ref, _, key, players = _parts(table)
    assert message.startswith("trial: the book leaves the 10's clear (R-SPECIAL-10) no way "
                              "to happen on the piles of 6 cards or more")
    assert "456 of the 456 chances" in message and "against at most 50%" in message
    assert "on a pile of 11 cards, 3 × 4 on top" in witness
    assert (ref, key, players) == ("R-SPECIAL-10", ("sealed on big piles", "R-SPECIAL-10"), 4)
    from lopti_rules.language.report.templates import _patterns

    for said in (message, witness):  # each a catalog wording, translated as the others are
        assert any(p.match(said) for p, _ in _patterns()), said


def _parts(table: Table) -> tuple[Any, ...]:
    """LP803's parts for ``table`` (``sealjudge.finding``), which must find one."""
    found = finding([table], TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    assert found is not None
    return found


def test_r_custom_2_a_restriction_after_a_rank_binds_big_piles_as_often_as_it_tops() -> None:
    """The fair books' highest shares on a pile size (my runs of the trial's evenings):
    ``nines-go-low`` the 10 on 35 of 293 piles of nine or more (12 %),
    ``pairs-stay-under-queen`` four of a kind on 27 of 119 piles of six or more (23 %),
    ``big-play-goes-low`` the 10 on 18 of 86 (21 %), ``fair-king-low-follow`` the 2 on 59
    of 338 (17 %)."""
    for k, j, chances, sealed in ((TEN, 1, 293, 35), (4, 0, 119, 27), (TEN, 1, 86, 18),
                                  (0, 1, 338, 59)):
        table = permit_table(_counts(k, j, chances, sealed, 4 * chances))
        assert sealed_on_piles(table.evenings, 1e-4) is None
    assert PILE_SEAL_SHARE == 0.5
    # too few chances on the big piles to judge, however many sealed
    table = permit_table(_counts(TEN, 2, MIN_PILE_CHANCES - 8, MIN_PILE_CHANCES - 8, 800))
    assert sealed_on_piles(table.evenings, 1e-4) is None


def test_r_custom_2_an_undecided_big_pile_keeps_the_table_playing() -> None:
    assert open_seals(permit_table(_counts(TEN, 1, 96, 48, 2000)).evenings) == [
        "the 10's clear on piles of 6 cards or more where a play's restriction binds",
        "the 10's clear on piles of 9 cards or more where a play's restriction binds"]
    assert open_seals(permit_table(_counts(TEN, 1, 960, 8, 2000)).evenings) == []
