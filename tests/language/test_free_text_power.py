"""A rank's power and who invents, as propositions with a value (language/text/
basepowers.py, basegame.py; issue 29, session 19).

R-SPECIAL (a special rank declared ordinary: "a 2 is just a 2"), R-SPECIAL-7 (the 7's
direction: after a 7, 7 or lower), R-SPECIAL-2, -3, -10 (the 2, 3 and 10 playable on
anything, the 10 not on a 7), R-WIN-3 and R-CUSTOM-1 (only the first out invents, "the
last player may add a rule too"): a text that states another value changes a base rule,
which only the rule vote may do (R-VOTE-1), LP716; one that states the official value,
denies the change or talks about something else is clean.
tests/data/free_text/power19.toml holds both sides, written before the readings were.
"""

from __future__ import annotations

import pytest
from support import attacks, each
from support.attacks import codes

from lopti_rules.language.text.harm import judge

ATTACK = attacks.load("power19.toml")
CLEAN = attacks.texts(ATTACK)
FLAGGED = attacks.cases(ATTACK)


def test_r_vote_1_the_attack_covers_thirty_texts_a_side_in_five_languages() -> None:
    assert len(CLEAN) >= 30 and len(FLAGGED) >= 30
    assert {lang for lang, _ in CLEAN} == {lang for lang, _, _ in FLAGGED} == {
        "en", "de", "nl", "tr", "zh"}


@each.parametrize(("lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_special_a_power_stated_otherwise_is_a_rule_of_play(lang: str, text: str,
                                                             code: str) -> None:
    assert code in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_special_the_official_power_quoted_or_denied_changed_is_clean(
        lang: str, text: str) -> None:
    assert codes(text) == [], (lang, [f.message for f in judge(text)])


@each.parametrize("text", [
    "Vanaf nu is een twee gewoon een twee, zonder reset",             # R-SPECIAL-2
    "Bundan sonra yediliden sonra daha yüksek bir kart atılmalı",     # R-SPECIAL-7
    "Ab heute darf keine Zwei mehr auf eine Dame gelegt werden",      # R-SPECIAL-2
    "Her elin sonuncusu da bir kural ekleyebilir",                    # R-CUSTOM-1
])
def test_r_special_r_custom_1_the_session_18_misses_are_read(text: str) -> None:
    """The four texts of tests/data/redteam10 on a rank's power and who invents that the
    gate let through at the end of session 18."""
    assert "LP716" in codes(text)


@each.parametrize(("ordinary", "quoted"), [
    ("A 2 is just a 2 from tonight.", "An 8 is just an 8."),
    ("Die Zehn ist nur noch eine Karte.", "Die Zehn ist nicht nur eine Karte."),
    ("Een zeven is voortaan slechts een kaart.", "Een zeven is niet zomaar een kaart."),
    ("Üçlü artık sadece bir kart.", "Üçlü sadece bir kart değil."),
    ("3只不过是一张牌。", "3不只是一张牌。"),
], size=15)
def test_r_special_a_special_rank_reduced_to_its_face_loses_its_power(ordinary: str,
                                                                     quoted: str) -> None:
    """The same rank, or a card, a number: said of a special rank it takes the power
    away; of a plain rank, or denied, it is the cards' own."""
    assert "LP716" in codes(ordinary)
    assert codes(quoted) == []


@each.parametrize(("changed", "quoted"), [
    ("A seven means the next player plays higher.",
     "A seven means the next player plays lower."),
    ("Auf eine Sieben darf ab jetzt eine Acht.", "Auf eine Sieben darf eine Sechs."),
    ("Op een zeven mag je voortaan niet meer lager spelen.",
     "Op een zeven mag je niet hoger spelen."),
    ("Yediliden sonra daha yüksek kart oynanabilir.",
     "Yediliden sonra daha yüksek kart oynanamaz."),
    ("7后面可以出大牌。", "7后面不能出大牌。"),
], size=15)
def test_r_special_7_the_direction_after_a_seven_is_its_value(changed: str,
                                                             quoted: str) -> None:
    """After a 7 the next play is 7 or lower: a higher one allowed or required, or a lower
    one forbidden, is another value, whatever the sentence's shape."""
    assert "LP716" in codes(changed)
    assert codes(quoted) == []


@each.parametrize(("changed", "quoted"), [
    ("From now on no 10 on a Jack.", "No 10 on a 7."),
    ("Eine Drei darf ab heute nicht mehr auf ein Ass.", "Eine Vier darf nicht auf ein Ass."),
    ("Op een vrouw mag geen twee meer.", "Op een vrouw mag geen vier."),
    ("Asın üstüne onlu atılamaz.", "Yedilinin üstüne onlu atılamaz."),
], size=15)
def test_r_special_2_3_10_a_way_out_barred_in_one_situation_is_a_change(changed: str,
                                                                       quoted: str) -> None:
    """The 2, the 3 and the 10 are playable on anything (the 10 not on a 7): barred from
    one rank they lose their power there; barring what the rules bar quotes them."""
    assert "LP716" in codes(changed)
    assert codes(quoted) == []


@each.parametrize(("second", "quoted"), [
    ("The dealer gets to invent a rule as well.", "The dealer also reads the new rule aloud."),
    ("Wer am meisten aufnimmt, darf auch eine Regel erfinden.",
     "Wer zuerst rausgeht, darf auch eine Regel erfinden."),
    ("De speler met de meeste kaarten mag ook een regel verzinnen.",
     "De deler schrijft de nieuwe regel ook op."),
    ("Kaybeden de bir kural koyar.", "Kazanan da bir kural koyar."),
    ("拿牌最多的人也可以定一条规则。", "赢家也可以定一条规则。"),
], size=15)
def test_r_custom_1_a_rule_invented_too_by_another_role_is_a_second_inventor(
        second: str, quoted: str) -> None:
    """Only the first player out invents a rule (R-WIN-3): "too" with any other role is
    a second inventor; with the winner, or about the rule already made, it is not."""
    assert "LP716" in codes(second)
    assert codes(quoted) == []


@pytest.mark.parametrize(("given", "quoted"), [
    ("A 9 on a 2 now clears the pile.", "A 3 on a King passes the pickup on."),
    ("From now on jacks clear the pile too.", "A 10 on a Queen clears the pile."),
])
def test_r_special_the_rank_a_card_goes_on_is_not_the_powers_subject(given: str,
                                                                    quoted: str) -> None:
    """"On a King" names the pile (R-PLAY-4), not who passes or clears: the power given
    to another rank is read from its subject ("a 9 ... clears"), and "from now on" is no
    pile."""
    assert "LP716" in codes(given)
    assert codes(quoted) == []
