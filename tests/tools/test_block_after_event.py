"""Restrictions that bar a base play right after a base event (session 26, issue 29;
``tools/permits.py`` ``LEAD``, ``AFTER_EVENT``, ``AT_ONCE``; ``trial/powershare.py``,
``trial/foreclosure.py``; LP803). A restriction placed after a base event that, in the spot
it governs, makes a base play impossible blocks that play (R-CUSTOM-2), whatever its
wording: a count ("two cards or more" after every bonus play: no single 2, 3 or 10,
R-SPECIAL-2, -3, -10), a floor on the lead after every pickup (no 2 or 3 leads, R-TURN-1),
a count after every triple (no single fourth card, R-PLAY-3). A restriction that leaves the
special cards legal, one that comes once, or one after a rare play stays clean. Pure
tallies and figures: no game is played here."""

from __future__ import annotations

from support.permittables import permit_table

from lopti_rules.engine import OFFICIAL, PICKUP_MOVE, Game, Move, legality_table, state_key
from lopti_rules.engine.restrictions import restricted_row
from lopti_rules.tools import permits
from lopti_rules.tools.permits import (
    AFTER_EVENT,
    AT_ONCE,
    LEAD,
    PERMIT_SLOTS,
    SLOT_EVENT,
    PermitTally,
)
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import Finding, _command, _most_fired, fact_findings
from lopti_rules.tools.trial.foreclosure import AT_ONCE_WAY, refused_at_once
from lopti_rules.tools.trial.powershare import finding, refused_after

from .test_powershare import _seat

BONUS = permits.EVENTS.index("bonus")


def at(event: int, rank: str) -> int:
    """The slot of ``rank``'s chances right after ``event``."""
    return AFTER_EVENT + SLOT_EVENT * (4 * event + permits.SPECIAL_RANKS.index(rank))


def _mask(ranks: list[int]) -> int:
    mask = 0
    for k, rank in enumerate(ranks):
        mask |= 1 << ((rank - 2) * 4 + k % 4)
    return mask


def _lead(hand: list[int], rule: tuple[str, object] | None, pickups: int,
          seat: int = 0) -> Game:
    """A four-player game: ``seat`` to lead on the empty table holding ``hand``, after
    ``pickups`` pickups this round, the book's restriction ``rule`` in force (or none)."""
    row = legality_table(OFFICIAL)[state_key(0, 0, 0, False)]
    if rule is not None:
        row = restricted_row(row, *rule)  # type: ignore[arg-type]
    g = Game(4, 1, OFFICIAL)
    g.cur, g.hand, g.up = seat, [0] * 4, [0] * 4
    g.hand[seat] = _mask(hand)
    g.top, g.last, g.run, g.pile, g.obligation, g.tab = 0, 0, 0, 0, False, row
    g.down = [[] for _ in range(4)]
    g.pickups = pickups
    return g


def _picked_then_led(rule: tuple[str, object] | None, hand: list[int]) -> PermitTally:
    tally = PermitTally()
    tally.see(_seat([9], top=5, seat=3), PICKUP_MOVE)  # seat 3 picks up the pile
    tally.see(_lead(hand, rule, pickups=1), Move.play(hand[-1]))
    return tally


def test_r_turn_1_a_floor_on_the_lead_after_a_pickup_refuses_the_2_and_the_3() -> None:
    """"After every pickup, 5 or higher" (redteam17 block-pickup-lead-floor): the next
    player leads on the empty table, where any rank may lead (R-TURN-1), and the 2 and the
    3 held are refused."""
    tally = _picked_then_led(("at_least", 5), [2, 3, 9])
    assert tally.counts[at(LEAD, "2"):at(LEAD, "2") + 4] == [1, 1, 1, 0]  # seat 0 + 1
    assert tally.counts[at(LEAD, "3"):at(LEAD, "3") + 2] == [1, 1]
    assert tally.counts[at(LEAD, "7")] == tally.counts[at(LEAD, "10")] == 0


def test_r_turn_1_a_lead_that_keeps_the_2_and_the_3_refuses_nothing() -> None:
    """Near misses: a list that bars only plain ranks on the lead ("one of 2, 3, 7, 8 ...":
    no 4, 5 or 6 leads), a ceiling (the fair sets' "after a big pickup, 8 or lower")."""
    for rule in (("one_of", (2, 3, 7, 8, 9, 10, 11, 12, 13, 14)), ("at_most", 8)):
        tally = _picked_then_led(rule, [2, 3, 5, 9])
        assert tally.counts[at(LEAD, "2"):at(LEAD, "2") + 2] == [1, 0], rule
        assert tally.counts[at(LEAD, "3"):at(LEAD, "3") + 2] == [1, 0], rule


def test_r_turn_1_a_lead_with_no_pickup_before_it_is_not_counted() -> None:
    """The round's first lead (no pickup since the last decision) is no lead after a
    pickup: "after deal, 5 or higher" is once a round."""
    tally = PermitTally()
    tally.see(_lead([2, 9], ("at_least", 5), pickups=0), Move.play(9))
    assert sum(tally.counts[AFTER_EVENT:permits.SEALED]) == 0


def test_r_special_2_a_count_after_a_bonus_play_refuses_the_single_2() -> None:
    """"After every bonus play, two cards or more" (redteam17 block-bonus-pairs): the
    single 2 held at the reply to the clearer's bonus lead is refused; a player holding two
    2s may still play them as a pair, yet the single 2 is refused (counted all the same)."""
    for hand in ([2, 9], [2, 2, 9]):
        tally = PermitTally()
        lead = _seat([5, 9], top=9, seat=3)
        lead.bonus = True  # type: ignore[misc]
        tally.see(lead, Move.play(5))
        tally.see(_seat(hand, top=5, rule=("min_cards", 2)), PICKUP_MOVE)
        assert tally.counts[at(BONUS, "2"):at(BONUS, "2") + 2] == [1, 1], hand


def _triple(hands: dict[int, list[int]], top: int, run: int, rule: tuple[str, object] | None
            ) -> Game:
    """Seat 0 to play on a run of ``run`` cards of ``top`` that one play of ``run`` cards
    laid, ``rule`` in force."""
    g = Game(4, 1, OFFICIAL)
    g.cur, g.hand, g.up = 0, [_mask(hands.get(s, [])) for s in range(4)], [0] * 4
    g.top, g.last, g.run, g.obligation, g.pile = top, run, run, False, (1 << run) - 1
    row = legality_table(OFFICIAL)[state_key(top, run, run, False)]
    g.tab = restricted_row(row, *rule) if rule else row  # type: ignore[arg-type]
    g.down = [[] for _ in range(4)]
    return g


def test_r_play_3_the_fourth_card_on_a_triple_played_at_once_is_counted_apart() -> None:
    """Three 9s played at once, the next seat holding the fourth 9 under "two cards or
    more" (redteam17 block-triple-needs-pair): a chance of the one-card way on a triple
    played at once, refused. Without the restriction it is kept."""
    for rule, kept in ((("min_cards", 2), 0), (None, 1)):
        tally = PermitTally()
        tally.see(_triple({0: [9, 5]}, top=9, run=3, rule=rule), PICKUP_MOVE)
        assert tally.counts[AT_ONCE:AT_ONCE + 2] == [1, kept], rule
        assert tally.counts[permits.FOUR] == 1


def _at_once(chances: int, kept: int) -> list[int]:
    counts = [0] * PERMIT_SLOTS
    counts[AT_ONCE], counts[AT_ONCE + 1] = chances, kept
    counts[permits.FOUR], counts[permits.FOUR + 1] = chances + 24, kept + 24  # the runs a
    return counts  # match built keep the way: pooled it keeps a fifth or more


def test_r_play_3_the_fourth_card_refused_on_every_triple_at_once_is_lp803() -> None:
    table = permit_table(_at_once(56, 0))
    w = refused_at_once(table.evenings, 1e-4)
    assert w is not None and (w.ref, w.what, w.kept, w.chances) == ("R-PLAY-3", AT_ONCE_WAY,
                                                                    0, 56)
    found = fact_findings([table], TrialConfig(), RuleSet((("b.lopti", ""),)), [object()],
                          [])
    assert [f.code for f in found] == ["LP803"]
    assert "three of a rank played at once" in found[0].message
    assert "R-PLAY-3" in found[0].message


def test_r_play_3_a_restriction_after_triples_that_keeps_half_of_them_is_clean() -> None:
    """"After three of a kind, 9 or lower" refuses the fourth card of a court card's triple
    only: 26-37 of 47-54 kept in play; too few chances are not judged."""
    for chances, kept in ((51, 26), (47, 29), (32, 0)):
        assert refused_at_once(permit_table(_at_once(chances, kept)).evenings, 1e-4) is None


def test_r_custom_2_the_2_refused_on_every_lead_after_a_pickup_is_lp803() -> None:
    counts = [0] * PERMIT_SLOTS
    slot = at(LEAD, "2")
    counts[slot], counts[slot + 1], counts[slot + 2] = 264, 248, 16  # seat 1 (plus one)
    table = permit_table(counts)
    w = refused_after(table.evenings, 1e-4)
    assert w is not None and (w.rank, w.event, w.top) == ("2", "every pickup", 0)
    parts = finding([table], TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    found = [Finding("LP803", *parts)] if parts else []
    assert [f.rule_ref for f in found] == ["R-SPECIAL-2"]
    assert "right after every pickup" in found[0].message
    assert "held a 2 to lead on the empty table (R-TURN-1) right after every pickup" in \
        found[0].witness


def test_the_lead_witness_reads_as_a_catalog_wording() -> None:
    from lopti_rules.language.report.templates import _patterns

    counts = [0] * PERMIT_SLOTS
    slot = at(LEAD, "3")
    counts[slot], counts[slot + 1], counts[slot + 2] = 64, 64, 16
    parts = finding([permit_table(counts)], TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    assert parts is not None
    for said in parts[:2]:
        assert any(p.match(said) for p, _ in _patterns()), said
