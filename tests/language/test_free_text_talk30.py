"""Session 30 (brief r2talk, redteam22): a game cost laid on talking, asking about a rule or
a body's needs is a rule of play laid down in words (LP716, language/text/off_game.py), in
the five languages (tests/data/free_text/talk30.toml).

R-TURN-2, R-CUSTOM-4: a pickup forced for speech, silence kept around a standing.
R-CUSTOM-1, R-CUSTOM-5: a price on asking about a rule the creator must make clear.
R-CUSTOM-3, R-WIN-3: a cost for the toilet or leaving the table, a place set outside play.
Quiet with no cost, questions welcome, a break the table waits for, a game call and a cost
named before the act (no condition) stay clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import case_table, codes

from lopti_rules.language.text.harm import judge

FLAGGED, CLEAN, RULES = case_table("talk30")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_turn_2_r_custom_1_r_custom_3_every_idea_is_flagged_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
    assert {lang for _, lang, _ in CLEAN} == LANGUAGES


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_turn_2_r_custom_1_r_custom_3_a_cost_on_talk_questions_or_needs_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_quiet_questions_and_breaks_with_no_cost_stay_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@pytest.mark.parametrize(("text", "why"), [
    ("Whoever talks during my turn picks up the pile.", "R-TURN-2"),
    ("Whoever asks how the rule works draws two cards.", "R-CUSTOM-5"),
    ("Whoever leaves the table finishes last.", "R-WIN-3"),
])
def test_r_turn_2_r_custom_5_r_win_3_the_message_names_the_act_and_its_reason(
        text: str, why: str) -> None:
    found = [f for f in judge(text) if f.code == "LP716"]
    assert found and why in found[0].message, [f.message for f in judge(text)]


@each.parametrize("text", [
    "Need the loo or a drink? Say so and we wait; nobody loses anything for a break.",
    "Need a drink?",
    "Kalkması gereken söylesin, o dönene kadar bekleriz.",
    "Tuvalete gitmesi gereken söylesin, bekleriz.",
    "We wait until you are back.",
    "Wer raus muss, sagt es, wir warten, bis er zurück ist.",
    "Wie naar de wc moet, zegt het even; wij wachten met spelen tot je terug bent.",
    "Fragen sind jederzeit willkommen; wer etwas nicht versteht, fragt einfach.",
    "谁要去洗手间就说一声，大家等他回来再接着打。",
    "Whoever needs the loo says so and we wait.",
])
def test_r_custom_3_a_break_the_table_waits_for_picks_and_demands_nothing(text: str) -> None:
    # an elliptical question offers ("Need a drink?", asked_offers.py), the stretch is the
    # table's wait (bodily.py's _waited), the one picked only speaks up (speaking_up.py)
    assert codes(text) == set(), [f.message for f in judge(text)]


@each.parametrize(("text", "code"), [
    ("Does the loser need a drink?", "LP701"),
    ("Need to drink?", "LP701"),
    ("Need a shot?", "LP701"),
    ("The loser stands and waits until the next deal.", "LP703"),
    ("Kaybeden bir sonraki dağıtıma kadar ayakta durur.", "LP703"),
    ("Whoever arrived last deals.", "LP304"),
    ("Wie naar de wc moet, zegt het en trekt twee kaarten.", "LP716"),
    ("Wie naar de wc moet, zegt het en trekt twee kaarten.", "LP304"),
])
def test_r_custom_3_r_custom_4_the_near_misses_of_a_break_stay_findings(text: str,
                                                                      code: str) -> None:
    assert code in codes(text), [f.message for f in judge(text)]
