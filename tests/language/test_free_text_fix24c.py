"""Session 24's free text (issue 29, brief fix24c; tests/data/free_text/fix24c.toml, written
before the fix, in the five languages).

R-WIN-3, R-VOTE-6: a round's result scored otherwise than one win (a win worth two, a win
crossed off, a round that does not count, a loss counted as a win) is LP716
(language/text/wins_counted.py). R-SESSION-1, R-SESSION-2: an effect carried into a later
session is LP716 (carry_over.py). R-SETUP-1, R-SETUP-2: cards of the deal or the draw pile
chosen, arranged, kept back or swapped by a player is LP716 (deal_tampered.py). R-FACE-2:
face-down cards seen by everybody once they are played is the cards' own reveal, and
R-SESSION-1's end of the evening named as a time gives nobody the end. The cards' own
values in other words and the near misses of each idea stay clean.
"""

from __future__ import annotations

from support import each
from support.freetext import case_table, codes, first_sentence

from lopti_rules.language.text import carry_over, deal_tampered, wins_counted
from lopti_rules.language.text.harm import judge

FLAGGED, CLEAN, RULES = case_table("fix24c")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_win_3_r_session_1_r_setup_2_every_idea_has_both_sides_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_win_3_r_session_1_r_setup_2_the_procedure_changed_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_win_3_r_session_1_r_setup_2_the_cards_value_and_near_misses_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("text", "scored"), [
    ("That round counts double on the score sheet.", True),
    ("Cross one win off the runner-up's line.", True),
    ("连赢的那一局记两局", True),
    ("One tally mark for every round won, same for everybody.", False),
    ("Never count a win double.", False),
    ("Take a card away from the pile and count to three.", False),
], size=60)
def test_r_win_3_a_result_scored_otherwise_is_read_by_its_change(text: str, scored: bool) -> None:
    assert bool(wins_counted.scored(first_sentence(text))) is scored


@each.parametrize(("text", "carried"), [
    ("Tonight's last place starts the next session with three extra cards.", True),
    ("Wie vanavond laatste wordt, krijgt volgende keer drie kaarten extra.", True),
    ("Next time we start with a clean slate.", False),
    ("Next round the loser deals.", False),
    ("See you next week!", False),
], size=60)
def test_r_session_1_an_effect_is_carried_only_into_a_later_session(text: str,
                                                                     carried: bool) -> None:
    assert bool(carry_over.carried(first_sentence(text))) is carried


@each.parametrize(("text", "tampered"), [
    ("Wer gewonnen hat, sucht sich seine verdeckten Karten selbst aus dem Stapel aus.", True),
    ("The dealer keeps two aces back from the deck for the last winner.", True),
    ("Three riffles and a cut by the player on the right before every deal.", False),
    ("The winner chooses who deals next.", False),
    ("Nobody picks their own face-down cards.", False),
], size=60)
def test_r_setup_2_cards_of_the_deal_chosen_or_arranged(text: str, tampered: bool) -> None:
    assert bool(deal_tampered.tampered(first_sentence(text))) is tampered


def test_r_face_2_face_down_cards_seen_by_everybody_once_played_is_the_cards_own() -> None:
    quote = "Face-down cards stay unseen until they are played, and then everybody sees them."
    assert codes(quote) == set()
    assert "LP716" in codes("The winner sees their face-down cards before they are played.")
    assert "LP716" in codes("Everybody sees the winner's face-down cards before play.")


def test_r_session_1_the_end_of_the_evening_as_a_time_gives_nobody_the_end() -> None:
    assert codes("At the end of the evening the winner chooses the music.") == set()
    assert "LP709" in codes("The winner decides when the evening ends.")
