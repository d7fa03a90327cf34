"""``sessions.who_deals``: who really deals and leads a round when a rule in force chooses
(``before deal: ... deals / leads``, issue 14), and the base seats otherwise (R-SETUP-4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support.paths import EXAMPLES

from lopti_rules.sessions import Seating, Session, play_round, who_deals

RULES = EXAMPLES
LOSER_DEALS = (RULES / "house-loser-deals.lopti").read_text(encoding="utf-8")
LOSER_LEADS = (RULES / "house-loser-leads.lopti").read_text(encoding="utf-8")


def header(log: str) -> dict[str, object]:
    head: dict[str, object] = json.loads(log.splitlines()[0])
    return head


def test_without_rules_the_base_rotation_deals_and_the_last_winner_leads_R_SETUP_4() -> None:
    s = Session.create("Friday", ["Ann", "Bo", "Cy", "Di"], dealer=2)
    assert who_deals(s) == Seating(2, 2, 2, 2)
    _, log = play_round(s, 5)
    winner = s.rounds[0].winner
    assert winner is not None
    assert who_deals(s, 1) == Seating(2, 2, 2, 2)
    assert (header(log)["dealer"], header(log)["leader"]) == (2, 2)
    assert who_deals(s) == Seating(3, winner, 3, winner)  # the next round, before its deal


def test_a_rule_that_chooses_the_dealer_is_shown_with_the_seat_it_chose_R_SETUP_4(
        tmp_path: Path) -> None:
    s = Session.create("Friday", ["Ann", "Bo", "Cy", "Di"])
    play_round(s, 3)
    last_place = s.rounds[0].order[-1]
    assert last_place != 1  # seed 3: the rule's choice is not the base dealer
    s.announce_rule(LOSER_DEALS, name="Loser deals")
    chosen = who_deals(s)  # round 2, before its deal: the rule's choice is known already
    assert (chosen.base_dealer, chosen.dealer) == (1, last_place)
    assert chosen.dealer_rule == (1, "Loser deals") and chosen.leader_rule is None
    assert chosen.leader == chosen.base_leader == s.rounds[0].winner
    _, log = play_round(s, 11)
    assert who_deals(s, 2) == chosen  # the same after the round: what its game log records
    assert (header(log)["dealer"], header(log)["leader"]) == (chosen.dealer, chosen.leader)
    assert s.rounds[1].dealer == 1  # the session's rotation goes on from its own dealer


@pytest.mark.slow  # over a second of CPU (session 16's probe)
def test_both_chosen_with_their_rules_and_a_table_round_without_standings_chooses_nobody(
        ) -> None:
    """Round 3 with 'Loser deals' and 'Loser leads': both seats come from the rules. A round
    recorded at the table with its winner only has no last place: the base seats stand."""
    s = Session.create("Friday", ["Ann", "Bo", "Cy", "Di"])
    play_round(s, 3)
    s.announce_rule(LOSER_DEALS, name="Loser deals")
    play_round(s, 4)
    s.announce_rule(LOSER_LEADS, name="Loser leads")
    last_place = s.rounds[1].order[-1]
    assert last_place not in s.next_seats()  # seeds 3, 4: the rules choose others
    both = who_deals(s)
    assert (both.dealer, both.leader) == (last_place, last_place)
    assert both.dealer_rule == (1, "Loser deals") and both.leader_rule == (2, "Loser leads")
    _, log = play_round(s, 9)
    assert (header(log)["dealer"], header(log)["leader"]) == (both.dealer, both.leader)
    s.deal()
    s.complete_deal()
    s.record_round(0)  # at the table: the winner only, no finishing order
    base = who_deals(s)
    assert (base.dealer, base.leader) == (base.base_dealer, base.base_leader) == (0, 0)
    assert base.dealer_rule is None and base.leader_rule is None
