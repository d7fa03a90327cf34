"""Session 30 (rt30t): what tests/data/free_text/s30t.toml cannot say in its plain way
(test_free_text_tables.py reads that): where each new reading stops, in five languages."""

from __future__ import annotations

import pytest
from support import each
from support.freetext import codes

from lopti_rules.language.text.given_names import named
from lopti_rules.language.text.skills import skilled


@each.parametrize(("text", "name"), [
    ("Anna deals the next hand", "'Anna'"),
    ("Ab jetzt gibt immer Anna", "'Anna'"),          # the subject after the verb (V2)
    ("Vanaf nu pakt Pieter de stapel op", "'Pieter'"),
    ("Mehmet her turda iki kart çeker", "'Mehmet'"),  # Turkish: the verb ends the clause
    ("老赵发牌", "'老赵'"),
], size=60)
def test_r_custom_4_a_name_is_read_by_its_shape_and_place(text: str, name: str) -> None:
    assert named(text) == name


@each.parametrize("text", [
    "Der Verlierer spielt Kopfball.",       # a noun after the verb, the subject named
    "Schere, Stein, Papier spielen wir mit Echse und Spock.",  # a plural verb: no name
    "Deuces may go on court cards.",        # a modal is no verb of play
    "Hiermee mag een eigen regel worden geschrapt",
    "Skor 15–15 ise sonraki sonuçlu atış kazanır.",  # the cards' sentence (R-ROSHAMBO-2)
    "Olmayan yaratıcının kuralı yorum isterse çoğunluk karar verir;",
    "Kazanan, Lopti'den sonra hangi oyunu oynayacağımıza karar verir.",
    "We play rock paper scissors with lizard and Spock.",
    "小心，别把牌掉在地上",                   # 小心 "careful" is no familiar name
    "Well played, Anna!",
], size=60)
def test_r_custom_4_a_capital_or_a_familiar_shape_alone_names_nobody(text: str) -> None:
    assert named(text) == ""


@each.parametrize("text", [
    "Whoever speaks first after a clear draws one",
    "Wer eine Zehn spielt, darf nochmal",
    "Wie niet kan spelen, hoeft de stapel niet op te pakken",
    "Kuralları bilen oyuncu yeni gelenlere anlatır",
    "懂规则的人给新人讲解",
], size=60)
def test_r_custom_4_speaking_or_playing_the_games_own_is_no_skill(text: str) -> None:
    assert skilled(text) == ""


@each.parametrize("text", [
    "After the fifth round the dealer draws two cards",
    "Nach der dritten Runde zieht der Geber zwei Karten",
    "Na de derde ronde trekt de gever twee kaarten",
    "Üçüncü turdan sonra dağıtıcı iki kart çeker",
    "第三局以后庄家摸两张牌",
    "After the round, the cleared cards go back into the draw pile",  # cleared_back
], size=15)
def test_r_custom_1_a_counted_round_is_still_a_clock(text: str) -> None:
    assert "LP716" in codes(text)


@pytest.mark.parametrize("text", [
    "The dealer peeks at the top card of the draw pile",
    "Dağıtıcı en üstteki karta bakar",
    "庄家偷看最上面的牌",
])
def test_r_draw_1_one_players_look_at_the_top_card_stays_flagged(text: str) -> None:
    assert "LP716" in codes(text)


def test_r_custom_4_two_cards_drawn_are_no_second_rule() -> None:
    """"Bu kuralı koyan hariç herkes iki kart çeker": the creator spared (LP301), and its
    "iki" counts cards, no rule (no LP709); "iki kural" still does."""
    assert set(codes("Bu kuralı koyan hariç herkes iki kart çeker")) == {"LP301"}
    assert codes("Kuralı koyan dahil herkes iki kart çeker") == set()
    assert "LP709" in codes("Kazanan iki kural koyabilir")


@each.parametrize("text", [
    "I buy the snacks", "Ich gebe eine Runde Tee für alle aus", "Der Geber gibt die Karten aus",
    "When I lose, I shuffle for everyone",
])
def test_r_custom_3_no_loss_or_no_treat_is_no_stake(text: str) -> None:
    assert "LP710" not in codes(text)
