"""A special card's power sealed on the big piles from a turn's end (session 39, r2mech39,
issue 29; LP803, R-SPECIAL-10, R-SPECIAL-7, R-CUSTOM-2; the set redteam-r2m39).

"At every turn's end on a pile of five or more, the next play must be 3 or lower": the
next player answers the pile the turn left, so the restriction binds the piles a play left
as one after the play would, and a 10 never clears a big pile again (nor a 7 turns one
low). The sealing tally now counts the restrictions of a turn's end too
(``permits.TURN_END``); a turn's end comes after every turn, so a restriction there bound
to a seat or a clock seals a share of every kind of pile (the legal ``dealer-plays-low``:
the 10 on 65 % of the piles of six cards or more at two players, where the dealer answers
every other pile), and such a book is weighed on the big piles alone, at nearly all of
them (:data:`~lopti_rules.tools.trial.sealjudge.TURN_END_PILE_SHARE`)."""

from __future__ import annotations

from support.permittables import permit_table

from lopti_rules.tools import sealing
from lopti_rules.tools.bookactions import restricts_after
from lopti_rules.tools.permits import PERMIT_SLOTS, SEALED, TURN_END, PermitTally
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.facts import fact_scope
from lopti_rules.tools.trial.findings import _command, _most_fired
from lopti_rules.tools.trial.sealjudge import TURN_END_PILE_SHARE, finding, open_seals

TEN = 3  #: the 10's clear in ``sealing.POWERS``
BIG_PILE_LOW = ('rule "Big pile low"\n  after turn_end when table.pile is at least 5:\n'
                '    next play must be 3 or lower\n')
DEALER_LOW = ('rule "Dealer plays low"\n  after turn_end when next player is dealer:\n'
              '    next play must be 9 or lower\n')
AFTER_PLAY = ('rule "Big plays go low"\n  after play when play.count is at least 3:\n'
              '    next play must be 8 or lower\n')


def _counts(chances: int, sealed: int, every: int, sealed_all: int = 0) -> list[int]:
    """The 10 sealed on ``sealed`` of its ``chances`` on the piles of six cards or more,
    and on ``sealed_all`` (default: as many) of its ``every`` chances in all."""
    counts = [0] * PERMIT_SLOTS
    at = SEALED + sealing.SLOT * TEN
    sealed_all = sealed_all or sealed
    counts[at], counts[at + 1], counts[at + 2] = every, sealed_all, sealed_all
    counts[at + 3], counts[at + 4], counts[at + 5] = 8, 8 * 5, 8
    piled = SEALED + sealing.PILED + sealing.STRIDE * TEN
    counts[piled], counts[piled + 1] = chances, sealed
    first = piled + 2 * len(sealing.PILES)
    counts[first:first + 4] = [8, 8 * 4, 8 * 3, 8 * 11]
    return counts


def _finding(text: str, counts: list[int]) -> tuple[object, ...] | None:
    return finding([permit_table(counts)], TrialConfig(), RuleSet((("b.lopti", text),)), 1,
                   (_command, _most_fired))


def test_r_special_10_a_turn_end_restriction_is_tallied_where_it_binds() -> None:
    assert restricts_after(RuleSet((("b.lopti", BIG_PILE_LOW),))) == {TURN_END}
    assert PermitTally(frozenset({TURN_END}))._seals
    assert not PermitTally(frozenset({2}))._seals  # after a draw: its own share
    from lopti_rules.language import parse

    assert fact_scope([parse(BIG_PILE_LOW, "b.lopti")]).piles_only
    assert not fact_scope([parse(BIG_PILE_LOW + AFTER_PLAY.replace('rule "Big plays go low"',
                                                                   'rule "Two"'),
                                 "b.lopti")]).piles_only


def test_r_special_10_the_clear_sealed_on_every_big_pile_from_a_turn_end_is_lp803() -> None:
    """``big-pile-low-turn-end`` at two players: the 7 on 746 of 746 piles of six cards or
    more; here the 10 on 480 of 480, half of its chances in all."""
    found = _finding(BIG_PILE_LOW, _counts(480, 480, 960))
    assert found is not None
    message = str(found[0])
    assert "no way to happen on the piles of 6 cards or more" in message
    assert "480 of the 480 chances" in message and "against at most 90%" in message


def test_r_custom_2_a_turn_end_restriction_on_a_seat_is_weighed_on_big_piles_alone() -> None:
    """``dealer-plays-low`` (legal): the 10 on 189 of 292 piles of six cards or more
    (65 %) at two players, and a share of every pile; after a play the same counts are a
    finding (a restriction after a play's shape that seals a quarter and more)."""
    # a seat's turn-end restriction binds every kind of pile alike: the 10 sealed on 65 %
    # of the small piles too (a guard on the pile's size would seal the big ones alone,
    # ``sealjudge.sealed_where_big``, session 44)
    counts = _counts(292, 189, 600, sealed_all=390)
    assert _finding(DEALER_LOW, counts) is None
    assert _finding(AFTER_PLAY, counts) is not None
    assert TURN_END_PILE_SHARE == 0.9


def test_r_custom_2_an_undecided_turn_end_book_is_read_on_its_big_piles() -> None:
    """A share of every pile near a fifth is left open for a book after a play, not for a
    turn's end's; nearly every big pile is open for both."""
    whole = "the 10's clear where a play's restriction binds"
    evenings = permit_table(_counts(96, 88, 440)).evenings
    assert whole in open_seals(evenings)
    assert open_seals(evenings, piles_only=True) == [
        "the 10's clear on piles of 6 cards or more where a play's restriction binds"]
    assert open_seals(permit_table(_counts(96, 48, 400)).evenings, piles_only=True) == []
