"""Session 39 (brief r2fair39): fair texts a held-out set showed falsely flagged, fixed by
their idea in the five languages, each with its unfair twin kept refused
(tests/data/redteam-r2f39 holds one book of each):

- R-CUSTOM-4: a standing named only to be included ("That goes for the winner too", "auch
  wer die letzte Runde gewonnen hat", "ook wie het laatst gewonnen heeft", "上一局赢的人也
  一样") makes the duty alike for all: a capitalised "That" is no name (given_names.py), a
  past win named after "ook"/"auch" is a standing, no way to win (concession.py,
  standing_rules.py), "赢的人" is a person said alike (basegame_world_zh.py). The twin,
  "except last round's winner" (außer, behalve, hariç, 除外), is a standing spared;
- R-CUSTOM-3: a count said not to grow ("the same every round: one card, never more", "nie
  mehr", "niet meer") is no growing penalty (play_readings.growing); "one more every
  round" is;
- R-CUSTOM-3: a rule said not to reach back ("earlier rounds don't count", "frühere Runden
  zählen nicht", "önceki eller sayılmaz", "之前的局都不算") voids no result
  (wins_counted.py); "earlier rounds count too", "whoever lost before this rule", "met
  terugwerkende kracht" reach back (retroactive.py, LP716);
- R-PLAY-2: a prohibition for all with the winner included stays clean; "only last round's
  winner may" is a standing favoured.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, codes

from lopti_rules.language.text.harm import judge

LANGS = ("en", "de", "nl", "tr", "zh")

INCLUDED = {  # R-CUSTOM-4: a standing named to be included
    "en": ["Everyone knocks twice on the table before picking up the pile. That goes for "
           "the winner too.",
           "Everyone shuffles before their deal. This goes for the champion too.",
           "Everyone shuffles before their deal. Same goes for last round's winner."],
    "de": ["Jeder klopft zweimal auf den Tisch, bevor er den Stapel aufnimmt, auch wer die "
           "letzte Runde gewonnen hat.",
           "Jeder mischt vor dem Geben. Das gilt auch für den Sieger."],
    "nl": ["Iedereen klopt twee keer op tafel voordat hij de stapel pakt, ook wie het "
           "laatst gewonnen heeft.",
           "Iedereen schudt voor het delen. Dat geldt ook voor de winnaar."],
    "tr": ["Herkes yığını almadan önce iki kez masaya vurur, geçen turun kazananı dahil.",
           "Herkes dağıtmadan önce karıştırır; bu kazanan için de geçerli."],
    "zh": ["每个人拿牌堆之前都要敲两下桌子，上一局赢的人也一样。",
           "每个人发牌前都要洗牌，上一局赢的人也一样。",
           "每个人拿牌堆之前都要敲两下桌子，上一局的赢家不除外。"],
}
PERSON_INCLUDED = {  # R-CUSTOM-4: a person described only to be included
    "en": ["Everyone knocks twice on the table before picking up the pile, whoever arrived "
           "last too."],
    "de": ["Jeder klopft zweimal auf den Tisch, bevor er den Stapel aufnimmt, auch wer heute "
           "Abend am meisten gewonnen hat."],
    "nl": ["Iedereen klopt twee keer op tafel voordat hij de stapel pakt, ook wie vanavond "
           "het vaakst gewonnen heeft."],
    "tr": ["Herkes yığını almadan önce iki kez masaya vurur, bu akşam en çok kazanan dahil."],
    "zh": ["每个人拿牌堆之前都要敲两下桌子，今晚赢得最多的人也一样。",
           "每个人拿牌堆之前都要敲两下桌子，主人也一样。",
           "每个人拿牌堆之前都要敲两下桌子，最后到的人也一样。"],
}
PERSON_PICKED = [  # still picked: the person set apart, or a new way to win said with "auch"
    "Everyone knocks twice before picking up the pile, except whoever arrived last.",
    "Wer zuletzt angekommen ist, klopft zweimal auf den Tisch.",
    "Auch wer mit drei Assen ausgeht, hat gewonnen.",
    "Ook wie met drie azen uitgaat, heeft gewonnen.",
]
SPARED = {  # its twin: last round's winner let off
    "en": "Everyone knocks twice on the table before picking up the pile, except last "
          "round's winner.",
    "de": "Jeder klopft zweimal auf den Tisch, bevor er den Stapel aufnimmt, außer dem "
          "Sieger der letzten Runde.",
    "nl": "Iedereen klopt twee keer op tafel voordat hij de stapel pakt, behalve de winnaar "
          "van de vorige ronde.",
    "tr": "Herkes yığını almadan önce iki kez masaya vurur, geçen turun kazananı hariç.",
    "zh": "每个人拿牌堆之前都要敲两下桌子，上一局的赢家除外。",
}
NO_GROWTH = {  # R-CUSTOM-3: the count said to stay
    "en": ["One card every round, always the same, it never grows.",
           "The same price every round: one card, never more."],
    "de": ["Jede Runde gleich viel: eine Karte, nie mehr."],
    "nl": ["Elke ronde evenveel: één kaart, niet meer.",
           "Eén kaart, elke ronde evenveel, nooit meer."],
    "tr": ["Her elde aynı: bir kart, fazlası yok."],
    "zh": ["每局都一样，一张牌，不会变多。", "每局都是一张牌，不会多一张。"],
}
GROWTH = {  # its twin
    "en": "One card, and one more every round.",
    "de": "Eine Karte, und jede Runde eine Karte mehr.",
    "nl": "Eén kaart, en elke ronde één kaart meer.",
    "tr": "Bir kart, her elde bir kart fazla.",
    "zh": "一张牌，每局多一张。",
}
NOT_BACK = {  # R-CUSTOM-3: the rule said not to reach back
    "en": ["This rule counts from this round on. Earlier rounds don't count.",
           "This rule does not reach back: it starts with this round.",
           "No rule may apply retroactively, as the cards say."],
    "de": ["Diese Regel gilt ab dieser Runde. Frühere Runden zählen nicht.",
           "Die Regel gilt nicht rückwirkend, erst ab jetzt."],
    "nl": ["Deze regel geldt vanaf nu. Eerdere rondes tellen niet.",
           "Geen terugwerkende kracht: de regel geldt vanaf nu."],
    "tr": ["Bu kural bu elden itibaren geçerli. Önceki eller sayılmaz.",
           "Kural geriye dönük değil, bu elden itibaren geçerli."],
    "zh": ["这条规则从这一局开始。之前的局都不算。", "这条规则不追溯，从这一局开始。"],
}
BACK = {  # its twin: the rule reaching back
    "en": ["This rule counts from this round on, and earlier rounds count too.",
           "Whoever lost before this rule draws two cards."],
    "de": ["Diese Regel gilt ab dieser Runde, und frühere Runden zählen mit.",
           "Die Regel gilt auch rückwirkend."],
    "nl": ["Deze regel geldt vanaf nu, en eerdere rondes tellen mee.",
           "Deze regel geldt met terugwerkende kracht."],
    "tr": ["Bu kural bu elden itibaren geçerli, önceki eller de sayılır.",
           "Bu kuraldan önce kaybeden iki kart çeker."],
    "zh": ["这条规则从这一局开始，之前的局也算。", "这条规则之前输的人摸两张牌。"],
}
NOBODY_TOO = {  # R-PLAY-2: nobody may, the winner too
    "en": "Nobody covers the pile with a hand; the top card stays visible for everyone, "
          "last round's winner too.",
    "de": "Niemand deckt den Stapel mit der Hand ab; die oberste Karte bleibt für alle "
          "sichtbar, auch für den Sieger der letzten Runde.",
    "nl": "Niemand dekt de stapel af met een hand; de bovenste kaart blijft voor iedereen "
          "zichtbaar, ook voor de winnaar van de vorige ronde.",
    "tr": "Kimse yığını eliyle kapatmaz; üstteki kart herkese açık kalır, geçen turun "
          "kazananı da.",
    "zh": "谁都不能用手盖住牌堆，最上面的牌大家都看得见，上一局的赢家也一样。",
}
ONLY_WINNER = {  # its twin
    "en": "Nobody covers the pile with a hand; only last round's winner may.",
    "de": "Niemand deckt den Stapel mit der Hand ab; nur der Sieger der letzten Runde darf "
          "das.",
    "nl": "Niemand dekt de stapel af met een hand; alleen de winnaar van de vorige ronde "
          "mag dat.",
    "tr": "Kimse yığını eliyle kapatmaz; sadece geçen turun kazananı kapatabilir.",
    "zh": "谁都不能用手盖住牌堆，只有上一局的赢家可以。",
}
RULE = "the dealer says:"


def _each(table: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(lang, text) for lang, texts in table.items() for text in texts]


def test_r_custom_4_r_custom_3_every_idea_in_five_languages() -> None:
    for table in (INCLUDED, PERSON_INCLUDED, SPARED, NO_GROWTH, GROWTH, NOT_BACK, BACK,
                  NOBODY_TOO, ONLY_WINNER):
        assert set(table) == set(LANGS)


@pytest.mark.parametrize(("lang", "text"), _each(INCLUDED), ids=lambda x: str(x)[:30])
def test_r_custom_4_a_standing_named_to_be_included_is_clean(lang: str, text: str) -> None:
    assert_clean(RULE, lang, text, event="deal", who="the dealer")


@pytest.mark.parametrize(("lang", "text"), _each(PERSON_INCLUDED), ids=lambda x: str(x)[:30])
def test_r_custom_4_a_person_described_to_be_included_is_clean(lang: str, text: str) -> None:
    assert_clean(RULE, lang, text, event="deal", who="the dealer")


@each.parametrize("text", PERSON_PICKED, size=15)
def test_r_custom_4_r_win_1_a_person_picked_or_a_way_to_win_is_still_refused(text: str) -> None:
    assert codes(text) & {"LP304", "LP716"}, text


@pytest.mark.parametrize(("lang", "text"), SPARED.items())
def test_r_custom_4_a_standing_spared_a_duty_is_refused(lang: str, text: str) -> None:
    assert_flagged(RULE, lang, text, "LP716", event="deal", who="the dealer")


@each.parametrize(("lang", "text"), _each(NO_GROWTH), ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_a_count_said_not_to_grow_is_clean(lang: str, text: str) -> None:
    assert_clean(RULE, lang, text, event="deal", who="the dealer")


@each.parametrize(("lang", "text"), GROWTH.items(), size=15)
def test_r_custom_3_a_count_that_grows_each_round_is_refused(lang: str, text: str) -> None:
    assert_flagged(RULE, lang, text, "LP716", event="deal", who="the dealer")


def test_r_custom_3_growth_denied_once_but_said_once_more_is_refused() -> None:
    # one "more" denied ("never more than three") does not deny the other
    assert "LP716" in codes("One card, and one more every round, but never more than three.")


@pytest.mark.parametrize(("lang", "text"), _each(NOT_BACK), ids=lambda x: str(x)[:30])
def test_r_custom_3_a_rule_said_not_to_reach_back_is_clean(lang: str, text: str) -> None:
    assert_clean(RULE, lang, text, event="deal", who="the dealer")


@pytest.mark.parametrize(("lang", "text"), _each(BACK), ids=lambda x: str(x)[:30])
def test_r_custom_3_a_rule_said_to_reach_back_is_refused(lang: str, text: str) -> None:
    assert_flagged(RULE, lang, text, "LP716", event="deal", who="the dealer")
    assert any("retroactively" in f.message for f in judge(text)), text


@pytest.mark.parametrize("text", ["The previous round does not count.", "上一局不算。",
                                  "Die letzte Runde zählt nicht."])
def test_r_vote_6_one_finished_round_voided_is_still_refused(text: str) -> None:
    assert "LP716" in codes(text), text


@pytest.mark.parametrize(("lang", "text"), NOBODY_TOO.items())
def test_r_play_2_nobody_may_the_winner_too_is_clean(lang: str, text: str) -> None:
    assert_clean(RULE, lang, text, event="deal", who="the dealer")


@pytest.mark.parametrize(("lang", "text"), ONLY_WINNER.items())
def test_r_play_2_only_the_winner_may_is_refused(lang: str, text: str) -> None:
    assert_flagged(RULE, lang, text, "LP716", event="deal", who="the dealer")


@pytest.mark.parametrize("text", ["Anna deals the next hand.", "Thomas goes first."])
def test_r_custom_4_a_name_at_a_verb_of_play_is_still_refused(text: str) -> None:
    assert "LP303" in codes(text), text
