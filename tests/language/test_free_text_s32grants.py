"""A standing's grant in the shapes the older readers miss (session 32, brief r1text32;
tests/data/free_text/s32grants.toml, in the five languages).

R-CUSTOM-4: a standing or the creator given a good by a noun phrase ("for the runner-up
only", "冠军专用"), a permission with no "only" ("the runner-up may swap hands"), a say over
the deal ("the champion picks who deals"), found by a question and granted in the next
sentence ("Who won last round? They choose the next dealer."), or handed a result
(R-WIN-3: "the winner and the runner-up both win"): LP716, LP301 for the creator
(language/text/standing_grants.py). Roles held in turn, the table together, praise, the
cards quoted and a misdeal redealt for anyone stay clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, book, case_table, in_five_languages

from lopti_rules.language import lint_text
from lopti_rules.language.text import standing_grants
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("s32grants")
_AT_DEAL = {"event": "deal", "who": "the dealer"}


def test_r_custom_4_every_group_holds_the_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_win_3_a_standing_granted_in_any_shape_is_lp716(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code, **_AT_DEAL)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_roles_in_turn_praise_quotes_and_misdeals_stay_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text, **_AT_DEAL)


@each.parametrize("text", [
    "Reading lamp for the runner-up only.",
    "Who won last round? They choose the next dealer.",
    "The winner and the runner-up both win the round.",
    "Der Spitzenreiter bestimmt, wer die Karten gibt.",
    "Deste bitince el liderin kazanmış sayılır.",
    "这一局算冠军赢。",
], size=60)
def test_r_custom_4_the_grant_reader_itself_names_the_standing(text: str) -> None:
    said = standing_grants.read(read(text))
    assert said is not None and said[0] == "LP716", text


def test_r_custom_4_the_creator_granted_a_redraw_is_lp301() -> None:
    said = standing_grants.read(read("Whoever made this rule may put a drawn card back."))
    assert said is not None and said[0] == "LP301"


@each.parametrize("text", [
    "Everyone may use a card holder, the champion too.",
    "The champion may not ask for a redeal.",
    "The champion's win counts as an ordinary win.",
    "Last round's winner plays first.",
    "Who won last round? Give them a round of applause.",
    "The winner chooses who deals next.",
], size=60)
def test_r_custom_4_the_same_for_all_denied_or_the_cards_own_is_no_grant(text: str) -> None:
    assert standing_grants.read(read(text)) is None, text


@each.parametrize(("lang", "text"), [
    ("de", "Ich darf meine Karten einmal pro Runde mit dem Nachbarn tauschen."),
    ("en", "I may end the game whenever I am ahead."),
    ("nl", "Ik mag de kaarten opnieuw laten schudden als mijn hand me niet bevalt."),
    ("tr", "Elimi beğenmezsem kartları yeniden dağıttırabilirim."),
    ("zh", "我可以随时要求重新洗牌。"),
], size=15)
def test_r_custom_4_the_winner_granting_themself_a_power_in_the_game_is_lp716(
        lang: str, text: str) -> None:
    assert_flagged("R-CUSTOM-4 says: the speaker", lang, text, "LP716",
                   event="round_end", who="the winner")


@each.parametrize(("lang", "text"), [
    ("en", "I may be a bit late next week."),
    ("de", "Ich darf noch kurz sagen: schön, dass ihr da seid."),
    ("en", "Everyone may swap one card, and so may I."),
    ("nl", "Ik mag niet opnieuw delen, niemand mag dat."),
    ("zh", "我可以帮大家倒水，冠军也一样喝。"),
], size=15)
def test_r_custom_4_the_speaker_alike_denied_or_off_the_game_stays_clean(
        lang: str, text: str) -> None:
    assert_clean("R-CUSTOM-4 says: the speaker", lang, text, event="round_end",
                 who="the winner")


def test_r_custom_4_the_dealer_granting_themself_is_the_dealers_role() -> None:
    text = "Ich darf meine Karten einmal pro Runde mit dem Nachbarn tauschen."
    said = lint_text(book("R-CUSTOM-4 says: the dealer", text, **_AT_DEAL)).diagnostics
    assert [d.code for d in said] == []  # the dealer's own (favours.spoken)
    said = lint_text(book("R-CUSTOM-4 says: the winner", text)).diagnostics
    assert "LP716" in [d.code for d in said]
