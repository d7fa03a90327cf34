"""A restriction a base event places under a condition (session 26, fix28a, issue 29;
``tools/permits.py`` ``PLACED``, ``tools/bookactions.restricts_after``,
``trial/powershare.py`` ``refused_after``; LP803).

"After a draw, when the draw pile is even, 8 or higher" and "after a blind flip that is not
legal, only 4, 5, 6, 8 or 9" are attached to a base event (R-DRAW-1, R-FACE-2) and bar a
base play (the 2, R-SPECIAL-2; the 2 and the 3 at the lead, R-TURN-1) every time their
condition holds: a condition no player steers that holds at a good part of the event's
occurrences. Pooled over every draw (every flip), the card is kept as often as the
condition fails, under the 75 % the events share; counted where the event's own
restriction binds the decision, it is refused (nearly) every time. A restriction set
before the event and met by it ("after a King, 5 or higher", the King's player then
draws), one after a rare kind of the event ("after a pickup of eight cards or more",
"after the last draw") and one that bars no special card stay clean. Pure tallies and
figures: no game is played here."""

from __future__ import annotations

from support.permittables import permit_table

from lopti_rules.engine import PICKUP_MOVE, Move
from lopti_rules.tools import permits
from lopti_rules.tools.bookactions import restricts_after
from lopti_rules.tools.permits import (
    AFTER_EVENT,
    LEAD,
    PERMIT_SLOTS,
    PLACED,
    SLOT_EVENT,
    PermitTally,
)
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import _command, _most_fired
from lopti_rules.tools.trial.powershare import PLACED_NAMES, PLACED_SHARE, finding, refused_after

from .test_block_after_event import _lead
from .test_powershare import _seat

BONUS, FLIP, DRAW, TAKE_UP = range(4)


def at(event: int, rank: str, base: int = AFTER_EVENT) -> int:
    """The slot of ``rank``'s chances right after ``event`` (``base``: ``PLACED``)."""
    return base + SLOT_EVENT * (4 * event + permits.SPECIAL_RANKS.index(rank))


def _drawn(tally: PermitTally, fired_after_draw: bool) -> None:
    """Seat 3 plays a 5 and draws; the book fires a restriction "8 or higher" after the
    draw, or (``fired_after_draw`` false) at the play, before the draw; seat 0 decides
    holding a 2 and a 9."""
    before = _seat([5, 9], top=4, seat=3)
    tally.see(before, Move.play(5))
    if not fired_after_draw:
        tally.placed(before)
    g = _seat([2, 9], top=5, rule=("at_least", 8))
    g.draw_pile = g.draw_pile[:-1]  # seat 3 drew (R-DRAW-1)
    if fired_after_draw:
        tally.placed(g)
    tally.see(g, Move.play(9))


def test_r_draw_1_a_restriction_the_draw_placed_is_counted_apart() -> None:
    tally = PermitTally(frozenset({DRAW}))
    _drawn(tally, fired_after_draw=True)
    assert tally.counts[at(DRAW, "2"):at(DRAW, "2") + 2] == [1, 1]
    assert tally.counts[at(DRAW, "2", PLACED):at(DRAW, "2", PLACED) + 4] == [1, 1, 1, 5]


def test_r_custom_2_a_restriction_set_before_the_draw_is_not_the_draws() -> None:
    """"After a King, 5 or higher": the King's player draws after the hook fired; the
    restriction meets the draw, it is not placed by it."""
    tally = PermitTally(frozenset({DRAW}))
    _drawn(tally, fired_after_draw=False)
    assert tally.counts[at(DRAW, "2")] == 1
    assert sum(tally.counts[PLACED:permits.SEALED]) == 0
    # a book with no restricting hook on the draw: nothing is the draw's either
    other = PermitTally(frozenset({BONUS}))
    _drawn(other, fired_after_draw=True)
    assert sum(other.counts[PLACED:permits.SEALED]) == 0


def test_r_face_2_the_lead_after_a_failed_flip_comes_right_after_the_flip() -> None:
    """A failed blind flip (R-FACE-2) ends in a pickup, and the next player leads: that
    lead is counted right after the flip as well as after the pickup."""
    tally = PermitTally(frozenset({FLIP}))
    flipper = _seat([], top=9, seat=3, down=[5])
    tally.see(flipper, Move.flip(0))
    flipper.pickups += 1
    tally.placed(flipper)  # "after flip when flip.legal is false: one of 4, 5, 6, 8, 9"
    lead = _lead([2, 9], ("one_of", (4, 5, 6, 8, 9)), pickups=1)
    lead.pickups = flipper.pickups
    tally.see(lead, Move.play(9))
    for event in (FLIP, LEAD):
        assert tally.counts[at(event, "2")] == 1
        assert tally.counts[at(event, "2", PLACED):at(event, "2", PLACED) + 2] == [1, 1]


def test_r_turn_1_a_player_with_nothing_else_to_lead_is_no_placed_chance() -> None:
    """One who holds only cards the book bars is let lead anything (R-CUSTOM-2): the
    restriction does not bind them, so no chance is counted where it binds."""
    tally = PermitTally(frozenset({LEAD}))
    tally.see(_seat([9], top=5, seat=3), PICKUP_MOVE)
    g = _lead([2, 2], ("at_least", 5), pickups=1)
    tally.placed(g)
    tally.see(g, Move.play(2))
    assert tally.counts[at(LEAD, "2")] == 1
    assert tally.counts[at(LEAD, "2", PLACED)] == 0


def _counts(event: int, chances: int, refused: int, placed: int, placed_refused: int
            ) -> list[int]:
    counts = [0] * PERMIT_SLOTS
    for base, c, r in ((AFTER_EVENT, chances, refused), (PLACED, placed, placed_refused)):
        slot = at(event, "2", base)
        counts[slot], counts[slot + 1] = c, r
        counts[slot + 2], counts[slot + 3] = 8, 72  # seat 0 (plus one) on a 9, a round
    return counts


def test_r_custom_2_the_2_refused_wherever_the_draw_restricts_is_lp803() -> None:
    """redteam18 ``block-draw-floor`` at two players: the 2 refused 221 of 484 times right
    after a draw (46 %), every one of them where the draw's own restriction bound (221 of
    221: 46 % of the chances)."""
    table = permit_table(_counts(DRAW, 480, 216, 216, 216))
    w = refused_after(table.evenings, 1e-4)
    assert w is not None and (w.rank, w.event) == ("2", PLACED_NAMES[DRAW])
    assert (w.refused, w.chances) == (216, 216)
    parts = finding([table], TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    assert parts is not None
    assert "right after a draw the book follows with a restriction on the next play" in parts[0]


def test_r_custom_2_a_restriction_after_a_rare_kind_of_the_event_is_clean() -> None:
    """"After a pickup of eight cards or more, 5 or higher" binds 15 % of the leads after
    a pickup, "after the last draw" 4 % of the draws, a King floor 7 % of the bonus plays'
    answers: under :data:`PLACED_SHARE`, a restriction after one situation."""
    for event, chances, placed in ((LEAD, 1477, 225), (DRAW, 1926, 82), (BONUS, 372, 27)):
        table = permit_table(_counts(event, chances, placed, placed, placed))
        assert refused_after(table.evenings, 1e-4) is None
    assert PLACED_SHARE == 0.25
    # kept as often as refused where it binds: clean too
    table = permit_table(_counts(DRAW, 400, 100, 200, 100))
    assert refused_after(table.evenings, 1e-4) is None


def test_r_custom_2_the_hooks_that_restrict_after_an_event() -> None:
    def book(text: str) -> frozenset[int]:
        return restricts_after(RuleSet((("b.lopti", text),)))

    assert book('rule "a"\n  after draw when table.draw_pile is even:\n'
                '    next play must be 8 or higher\n') == {DRAW}
    assert book('regel "b"\n  nach flip wenn flip.legal ist falsch:\n'
                '    nächste spiele muss sein eine von 4, 5, 6, 8, 9\n') == {FLIP}
    assert book('rule "c"\n  after play when play.rank is K:\n'
                '    next play must be 5 or higher\n') == {BONUS, FLIP}
    assert book('rule "d"\n  after turn when turn.number is odd:\n'
                '    next play must be 9 or lower\n') == set()
    assert book('rule "e"\n  after draw:\n    next player draws 1 card\n') == set()
