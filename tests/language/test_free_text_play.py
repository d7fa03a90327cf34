"""A rule of play laid down in free text (language/text/play_readings.py, LP716).

R-CUSTOM-2 and R-CUSTOM-3: the game never hears a ``says``/``does`` text and the checks
judge a rule's effects from its actions, so a text that lays down how the game is played
(going out that does not count, cleared cards back into the draw pile, a move from round
N on, extra cards each round) is a rule nobody judges: an error, in the five languages,
through the one judge of says and does alike. Quoting the base rules to a newcomer, a
question, cheering and table talk stay clean. Each reading is tested with its near misses.
"""

from __future__ import annotations

import pytest
from support import each
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import judge


def lint_codes(verb: str, text: str) -> list[str]:
    rule = f'rule "R"\n  after deal:\n    dealer {verb} "{text}"\n'
    return sorted(d.code for d in lint_text(rule).diagnostics)


# ---------------------------------------------------------------- going out denied
@each.parametrize("text", [
    "whoever goes out on a 2 is not out and picks up the pile",
    "If you go out with an ace you do not win",
    "Wer mit einer 2 rausgeht, ist nicht raus und nimmt den Stapel auf",
    "Wie uitgaat met een 2 is niet uit en pakt de stapel",
    "Wie met een aas uitgaat, wint niet",
    "2 ile biten oyuncu bitmiş sayılmaz ve yığını alır",
    "用2出完的人不算出完，要把牌堆拿走",
    # a going out said not to count, no clause needed
    "Going out on a 2 doesn't count", "Rausgehen mit einer 2 zählt nicht",
    "Uitgaan met een 2 telt niet", "2 ile çıkmış sayılmaz", "Winning with an ace doesn't count",
])
def test_r_win_1_going_out_denied_in_words_is_a_rule_of_play(text: str) -> None:
    found = [f for f in judge(text) if f.code == "LP716"]
    assert found, codes(text)
    assert "R-WIN-1" in found[0].message and "R-CUSTOM-3" in found[0].message


@each.parametrize("text", [
    "I'm not out yet!", "Ich bin noch nicht raus!", "Ik ben nog niet uit!",
    "If I don't win, I'll cry", "Whoever plays their last face-down card legally wins.",
    "Is whoever goes out on a 2 out?", "Wer schon fertig ist, hebt bei der Regelrunde "
    "keine Hand mehr",  # a denial of something else (the vote's, LP707)
    "出完的人不用再摸牌", "Your last card doesn't count as a clear",
])
def test_r_win_1_speech_about_going_out_that_denies_nothing_is_no_rule(text: str) -> None:
    assert "LP716" not in codes(text)


# ---------------------------------------------------------------- cleared cards back
@each.parametrize("text", [
    "From round ten on, the cleared cards are shuffled back into the draw pile",
    "Ab der zehnten Runde werden abgeräumte Karten zurück in den Nachziehstapel gemischt",
    "Vanaf ronde tien worden de afgeruimde kaarten terug in de trekstapel geschud",
    "Onuncu turdan itibaren temizlenen kartlar çekme destesine geri karıştırılır",
    "从第十轮起，清空的牌洗回抽牌堆",
], size=60)
def test_r_clear_3_cleared_cards_put_back_in_words_are_a_rule_of_play(text: str) -> None:
    found = [f for f in judge(text) if f.code == "LP716"]
    assert found and "R-CLEAR-3" in found[0].message, codes(text)


@each.parametrize("text", [
    # the cards' own words (R-CLEAR-3): no place named to put them back into
    "Cleared cards stay out for the round unless a custom rule later brings them back.",
    "Abgeräumte Karten bleiben für diese Runde aus dem Spiel, sofern eine eigene Regel sie "
    "nicht später zurückholt",
    "Shuffle the cleared cards back? No, they stay out!",  # asked, then denied
    "shuffle the deck", "Four of a kind clears the pile.",
], size=60)
def test_r_clear_3_the_cards_words_on_cleared_cards_stay_clean(text: str) -> None:
    assert "LP716" not in codes(text)


# ---------------------------------------------------------------- clocks and growth
@each.parametrize("text", [
    "From round 5 on, the dealer draws two cards", "Ab Runde 5 zieht der Geber zwei Karten",
    "Vanaf ronde 5 trekt de deler twee kaarten",
    "Beşinci turdan itibaren dağıtan iki kart çeker", "从第五轮起，发牌者多摸两张牌",
])
def test_r_custom_3_a_move_from_round_n_on_in_words_is_a_rule_of_play(text: str) -> None:
    assert "LP716" in codes(text)


@each.parametrize("text", [
    "上一局的赢家每局比上一局多抽一张牌",
    "Every round the last winner draws one card more than the round before",
    "Jede Runde zieht der letzte Sieger eine Karte mehr als in der Runde davor",
    "Elke ronde trekt de vorige winnaar een kaart meer dan de ronde ervoor",
    "Her turda son kazanan bir önceki turdan bir kart fazla çeker",
], size=60)
def test_r_custom_3_extra_cards_each_round_in_words_are_a_rule_of_play(text: str) -> None:
    assert "LP716" in codes(text)


@each.parametrize("text", [
    "Every round is more fun than the last!", "Jede Runde wird es spannender!",
    "每局都更好玩", "After round 3 we take a break for snacks",
    "Vanaf ronde drie spelen we sneller", "Good luck, everyone!", "the winner shuffles",
    "say the card you play", "Whoever cannot play picks up the pile.",
    "Wer nicht spielen kann, nimmt den Stapel auf.", "Zieh eine Karte aus dem Stapel",
    "Pick up the pile, it is your turn no more.", "Kart çek", "clap three times",
], size=60)
def test_r_custom_3_table_talk_and_the_base_rules_quoted_stay_clean(text: str) -> None:
    assert codes(text) == []


# ---------------------------------------------------------------- one judge, says and does
@pytest.mark.parametrize("verb", ["says", "does"])
def test_r_custom_3_says_and_does_are_judged_alike(verb: str) -> None:
    assert "LP716" in lint_codes(verb, "From round 5 on, the dealer draws two cards")
    assert "LP716" not in lint_codes(verb, "Whoever cannot play picks up the pile.")
