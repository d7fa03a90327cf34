"""A special card refused right after a base event (tools/permits.py ``AFTER_EVENT``,
trial/powershare.py ``refused_after``; session 25, issue 29): a restriction attached to a
base event that comes back round after round (every bonus play, every legal blind play,
every draw) that refuses the 2, the 3, the 7 or the 10 at (nearly) every decision right
after it repeals the card's power there (R-SPECIAL-2, -3, -7, -10), however rarely the
event comes: a block of a base event (R-CUSTOM-2), LP803 with the evening, round and play
refused. A restriction that keeps the card after the event as often as it refuses it (a
ceiling on odd turns), one that comes once, or one that bars no special card stays clean."""

from __future__ import annotations

from support.permittables import permit_table

from lopti_rules.engine import PICKUP_MOVE, Move
from lopti_rules.tools import permits
from lopti_rules.tools.permits import AFTER_EVENT, PERMIT_SLOTS, SLOT_EVENT, PermitTally
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import Finding, _command, _most_fired
from lopti_rules.tools.trial.powershare import (
    EVENT_NAMES,
    EVENT_SHARE,
    MIN_EVENT_CHANCES,
    finding,
    open_shares,
    refused_after,
)

from .test_powershare import _seat

BONUS, FLIP, DRAW, TAKE_UP = range(4)


def at(event: int, rank: str) -> int:
    """The slot of ``rank``'s chances right after ``event``."""
    return AFTER_EVENT + SLOT_EVENT * (4 * event + permits.SPECIAL_RANKS.index(rank))


def test_r_clear_1_the_decision_after_a_bonus_play_is_counted_apart() -> None:
    """"After every bonus play, 6 or higher" (redteam16 block-after-bonus-floor): the 2
    and the 3 held at the next decision are refused right after a bonus play; the 7 kept."""
    tally = PermitTally()
    lead = _seat([5, 9], top=9, seat=3)
    lead.bonus = True  # type: ignore[misc]
    tally.see(lead, Move.play(5))
    tally.see(_seat([2, 3, 7, 9], top=5, rule=("at_least", 6)), PICKUP_MOVE)
    assert tally.counts[at(BONUS, "2"):at(BONUS, "2") + 4] == [1, 1, 1, 5]  # seat 0 + 1
    assert tally.counts[at(BONUS, "3"):at(BONUS, "3") + 2] == [1, 1]
    assert tally.counts[at(BONUS, "7"):at(BONUS, "7") + 2] == [1, 0]
    assert sum(tally.counts[at(DRAW, "2"):permits.SEALED]) == 0


def test_r_draw_1_after_a_draw_a_ceiling_and_a_count_refuse_the_10() -> None:
    """"After every draw, 9 or lower" (redteam16 block-draw-ceiling) refuses the 10, and
    its clear, right after the draw: counted here though not as a power removed over the
    round (a ceiling refuses the 10 as the rank it is); "two cards or more" refuses the
    single 10 held as well (session 26: redteam17 block-bonus-pairs, a count after every
    bonus play), though every single card is refused alike."""
    tally = PermitTally()
    tally.see(_seat([5, 9], top=4, seat=3), Move.play(5))
    g = _seat([10, 6], top=5, rule=("at_most", 9))
    g.draw_pile = g.draw_pile[:-1]  # the player before drew (R-DRAW-1)
    tally.see(g, PICKUP_MOVE)
    assert tally.counts[at(DRAW, "10"):at(DRAW, "10") + 2] == [1, 1]
    assert tally.counts[permits.CARDS + 27:permits.CARDS + 29] == [1, 0]  # not "removed"
    g2 = _seat([10, 6], top=5, rule=("min_cards", 2), seat=1)
    g2.draw_pile = g2.draw_pile[:-2]
    tally.see(g2, PICKUP_MOVE)
    assert tally.counts[at(DRAW, "10"):at(DRAW, "10") + 2] == [2, 2]
    # no event since the last decision: nothing counted right after one
    tally.see(_seat([10, 6], top=5, rule=("at_most", 9), seat=2), PICKUP_MOVE)
    assert tally.counts[at(DRAW, "10")] == 2


def _counts(slot: int, chances: int, refused: int) -> list[int]:
    counts = [0] * PERMIT_SLOTS
    counts[slot], counts[slot + 1] = chances, refused
    counts[slot + 2], counts[slot + 3] = 16, 72  # seat 1 (plus one) on a 9, a round
    return counts


def test_r_custom_2_a_card_refused_after_every_bonus_play_is_lp803() -> None:
    table = permit_table(_counts(at(BONUS, "2"), 64, 64))
    w = refused_after(table.evenings, 1e-4)
    assert w is not None and (w.rank, w.ref, w.event) == ("2", "R-SPECIAL-2",
                                                          "every bonus play")
    parts = finding([table], TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    found = [Finding("LP803", *parts)] if parts else []
    assert [f.rule_ref for f in found] == ["R-SPECIAL-2"]
    assert "right after every bonus play" in found[0].message
    assert "held a 2 on a 9 right after every bonus play" in found[0].witness
    assert "round 2" in found[0].witness and "--seed 400000" in found[0].witness


def test_r_custom_2_the_10_refused_after_every_draw_is_lp803() -> None:
    table = permit_table(_counts(at(DRAW, "10"), 56, 56))
    w = refused_after(table.evenings, 1e-4)
    assert w is not None and (w.rank, w.ref, w.event) == ("10", "R-SPECIAL-10", "every draw")


def test_r_custom_2_a_card_kept_after_the_event_half_the_time_is_clean() -> None:
    """A ceiling on odd turns refuses the 10 after a draw 44-62 % of the time
    (examples/rules/odd-turns-low), one on the dealer's turns 5-37 %: clean, and decided."""
    for refused in (28, 120):
        table = permit_table(_counts(at(DRAW, "10"), 200 if refused == 120 else 45, refused))
        assert refused_after(table.evenings, 1e-4) is None
    kept = permit_table(_counts(at(DRAW, "10"), 240, 60))
    assert not any("after" in x for x in open_shares(kept.evenings))
    few = permit_table(_counts(at(BONUS, "3"), MIN_EVENT_CHANCES - 8, MIN_EVENT_CHANCES - 8))
    assert refused_after(few.evenings, 1e-4) is None  # too few to judge
    assert EVENT_SHARE == 0.75


def test_the_finding_and_its_witness_read_as_catalog_wordings() -> None:
    from lopti_rules.language.report.templates import _patterns

    table = permit_table(_counts(at(FLIP, "7"), 48, 48))
    parts = finding([table], TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    assert parts is not None and "right after every legal blind play" in parts[0]
    for said in parts[:2]:  # the message, the witness
        assert any(p.match(said) for p, _ in _patterns()), said
    # the events' names are catalog entries of their own (N_), translated as values
    assert EVENT_NAMES == ("every bonus play", "every legal blind play", "every draw",
                           "every take-up of the face-up cards", "every pickup")


def test_r_face_1_the_decision_after_a_take_up_is_counted_apart() -> None:
    """"After every take-up, 6 or higher": the player before took their face-up cards into
    the hand (R-FACE-1); the 2 held at the next decision is refused right after it."""
    tally = PermitTally()
    before = _seat([5], top=4, seat=3)
    before.up = [0, 0, 0, 1 << ((9 - 2) * 4)]  # type: ignore[misc]
    tally.see(before, Move.play(5))
    tally.see(_seat([2, 9], top=5, rule=("at_least", 6)), PICKUP_MOVE)
    assert tally.counts[at(TAKE_UP, "2"):at(TAKE_UP, "2") + 2] == [1, 1]
    assert tally.counts[at(DRAW, "2")] == 0
