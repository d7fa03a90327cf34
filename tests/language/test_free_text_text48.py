"""Unfair texts missed, by idea (issue 29, session 48): the rule's creator changing the rule
at will, one side showing its hand.

- R-VOTE-4, R-CUSTOM-5: a creator deletes their own rule at any time, but a material change
  needs the vote, and once a round has begun nobody rewrites it; a change of the rule (or
  of its penalty, its effect) given to one person at their will (any time, whenever they
  like, as they please, a right reserved) is LP709 (language/text/rewrite_will.py). The
  table's vote as the way, a change proposed, an unclear rule explained, a denial stay
  clean; the creator's own deletion at any time is no favour of the creator (LP301,
  standing_grants.py and standing_slots.py's ``DELETED``).
- R-SETUP-2: nobody sees another player's hand; one seat or side made to show its hand
  before or during play is a rule of play in words (LP716, language/text/hand_shown.py).
  Everyone showing alike, cards shown once the round is over, a card shown as it is
  played, a show denied or wished stay clean.

The sentences differ from tests/data/redteam-text48's books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "The rule's author can tweak it between games as he sees fit.",
    "Der Schöpfer dieser Regel darf sie nach Belieben umformulieren.",
    "De bedenker mag de regel altijd veranderen.",
    "Kuralın yaratıcısı kuralı dilediği an değiştirebilir.",
    "规则的作者随时可以调整这条规则。",
    "I reserve the right to rework this rule whenever I feel like it.",
], size=6)
def test_r_vote_4_r_custom_5_rule_changed_at_one_will_is_lp709(text: str) -> None:
    assert "LP709" in _codes(text)


@each.parametrize("text", [
    "Whoever made this rule can ask the table to change it at any time.",
    "Der Erfinder darf die Regel nicht jederzeit ändern.",
    "Wil iemand de regel veranderen, dan stemt de tafel erover bij het delen.",
    "Kuralı değiştirmek isteyen, dağıtım başlarken oylamaya sunar.",
    "The winner can change seats whenever they like.",
], size=5)
def test_r_vote_1_change_by_the_table_or_denied_stays_clean(text: str) -> None:
    assert "LP709" not in _codes(text)


@each.parametrize("text", [
    "Der Erfinder darf seine Regel jederzeit löschen.",
    "De maker mag zijn regel altijd schrappen.",
    "Kuralı koyan kişi kuralını istediği zaman silebilir.",
    "The creator may remove this rule any time they like.",
], size=4)
def test_r_vote_4_creator_deleting_own_rule_is_no_favour(text: str) -> None:
    assert not _codes(text) & {"LP301", "LP709", "LP716"}


@each.parametrize("text", [
    "The dealer plays the whole round with an open hand.",
    "Last place turns their hand over for the table before the first lead.",
    "De gever legt zijn hand open op tafel tot zijn eerste beurt.",
    "Dağıtıcı ilk turda elini herkese açık oynar.",
    "庄家第一轮要把手牌亮给大家看。",
], size=5)
def test_r_setup_2_one_side_shows_its_hand_is_lp716(text: str) -> None:
    assert "LP716" in _codes(text)


@each.parametrize("text", [
    "Everyone shows their hand at the end.",
    "Show your hand to the table at the end of the game.",
    "The winner shows the card they just played.",
    "Nobody has to show their hand.",
    "Wer will, darf seine Handkarten zeigen.",
    "Wie een 2 speelt, laat hem zien.",
    "所有人最后亮出手牌。",
], size=7)
def test_r_setup_2_hands_shown_alike_or_after_play_stay_clean(text: str) -> None:
    assert "LP716" not in _codes(text)
