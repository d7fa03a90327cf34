"""A player's stake in life moved by a game result (issue 29, session 48b:
language/text/life_moved.py, R-CUSTOM-3, R-SESSION-1): a legal right named to the winner,
a holding handed over, a position given up. Grouped: one judge call a text, a few tests."""

from __future__ import annotations

from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.matching import hits
from lopti_rules.language.text.textnorm import read


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


def _missed(texts: list[str], code: str) -> list[str]:
    return [t for t in texts if code not in _codes(t)]


def test_legal_right_or_holding_handed_to_the_winner_is_non_consensual_r_custom_3() -> None:
    assert not _missed([
        "Whoever comes last makes the winner the heir of their savings.",
        "Der Verlierer macht den Gewinner zum Begünstigten seiner Rentenversicherung.",
        "De verliezer maakt de winnaar erfgenaam in zijn testament.",
        "Kaybeden, kazananı mirasçısı olarak vasiyetine yazar.",
        "输家要把遗嘱里的继承人写成赢家。",
        "The loser lends the winner their motorbike, I mean their car, until June.",
        "Der Verlierer überlässt dem Sieger seinen Parkplatz für ein Jahr.",
        "De verliezer draagt zijn huurwoning over aan de winnaar.",
        "Kaybeden kedisini kazanana hediye eder.",
        "输家把宠物狗送给赢家。",
    ], "LP703")


def test_position_given_up_is_a_dare_beyond_the_table_r_custom_3() -> None:
    assert not _missed([
        "The loser declines the job offer they got last week.",
        "Wer verliert, lehnt die Beförderung ab.",
        "De verliezer trekt zijn sollicitatie in.",
        "Kaybeden terfi teklifini reddeder.",
        "输家放弃升职。",
    ], "LP711")


def test_own_gift_care_or_a_check_moves_nothing_r_custom_3() -> None:
    """The winner's own offer, a pet fed, a list checked, a leave for one's interview."""
    burdened = [t for t in [
        "I'll feed your cat while you are away, if you want.",
        "Whoever is waiting for a student room may check their mail during the break.",
        "Wer morgen ein Bewerbungsgespräch hat, darf früher gehen.",
        "De winnaar mag zijn eigen hond meenemen naar het volgende spel.",
        "İsteyen köpeğini oyuna getirebilir.",
        "可以把狗带来玩。",
        "The loser may give up their seat at the table to a newcomer.",
    ] if _codes(t) & {"LP703", "LP711"}]
    assert not burdened


def test_dutch_and_german_particle_verbs_read_split_with_raised_or_long_stems() -> None:
    """"gibt ... ab", "tritt ... ab" (e -> i), "staat ... af", "slaat ... af" (Dutch -aan)
    read as the verbs listed whole, however far the particle stands."""
    for text, slot in [("Er gibt seinen alten Hund morgen früh beim Nachbarn ab.", "lm_hand"),
                       ("Hij staat zijn plek in de rij voor de kassa af.", "lm_hand"),
                       ("Zij slaat het aanbod van haar baas af.", "lm_drop")]:
        sentence = read(text)[0][0]
        assert slot in {h.name for h in hits(sentence)}, text
