"""False alarms on fair texts, part 2 (issue 29, session 24, brief fa24b), in five languages.

R-CUSTOM-4: a rule may not pick a player by a fixed personal trait (LP304: age, a
birthday, hair, a job, what one wears all evening, where one sits, who arrived first),
but game roles and results are allowed. A standing in tonight's games ("whoever ends
tonight in last place") is a result of play, and an act done at the table now ("whoever
looks at their phone") a condition anyone may meet or leave: neither is a trait
(language/text/selection.py reads clause_lexicon.py's ``standing`` and ``table_act`` as
game facts).

R-CUSTOM-3: a demand beyond the game needs the table's agreement (LP712), but a denial
demands nothing ("nobody has to show their phone"), and an act the speaker or the winner
does themselves for the others, which they may take or leave ("I'll make coffee for
whoever wants"), costs nobody but the doer: clean said (offers.spoken_offer) as done
(offers.made_for_others), in any word order. Near misses both ways stay caught.
"""

from __future__ import annotations

from support import each
from support.freetext import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import judge

#: a standing in tonight's games or an act at the table now: a condition, not a trait
CONDITIONS = [
    ("en", "Whoever ends tonight in last place shuffles."),
    ("en", "Whoever finishes last tonight shuffles the deck."),
    ("de", "Wer heute Abend Letzter wird, mischt."),
    ("nl", "Wie vanavond als laatste eindigt, schudt de kaarten."),
    ("tr", "Bu akşam sonuncu olan oyuncu kartları karıştırır."),
    ("zh", "今晚排名最后的人负责洗牌。"),
]
#: an act at the table now with a game consequence (a card given, one fewer drawn): no trait,
#: but a rule of play laid down in words (session 31, language/text/conditioned.py: LP716,
#: R-CUSTOM-2, R-CUSTOM-3)
PLAYED = [
    ("en", "Whoever looks at their phone gives a card to the next player."),
    ("de", "Wer auf sein Handy schaut, gibt dem nächsten Spieler eine Karte."),
    ("nl", "Wie op zijn telefoon kijkt, geeft een kaart aan de volgende speler."),
    ("tr", "Telefonuna bakan oyuncu sonraki oyuncuya bir kart verir."),
    ("zh", "看手机的人给下一位玩家一张牌。"),
    ("zh", "玩手机的人少摸一张牌。"),
]
#: near misses: a fixed trait, what one wears, an arrival before play (LP304 stays)
TRAITS = [
    ("en", "Whoever wears a hat shuffles."),
    ("en", "Whoever is the oldest deals."),
    ("en", "Whoever made it to the party first decides who deals."),
    ("de", "Wer eine Brille trägt, gibt eine Karte ab."),
    ("de", "Wer heute Abend als Letzter gekommen ist, mischt."),
    ("nl", "Wie een bril draagt, geeft een kaart."),
    ("nl", "Wie vanavond als laatste binnenkwam, schudt."),
    ("tr", "Gözlüklü oyuncu bir kart verir."),
    ("tr", "Bu akşam en son gelen oyuncu kartları karıştırır."),
    ("zh", "戴眼镜的人给下一位玩家一张牌。"),
    ("zh", "今晚最后到的人洗牌。"),
]


@each.parametrize(("lang", "text"), CONDITIONS, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_lp304_a_result_or_an_act_of_the_evening_is_no_trait(
        lang: str, text: str) -> None:
    assert "LP304" not in codes(text), (lang, [f.message for f in judge(text)])
    assert codes(text) == set(), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), PLAYED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_2_lp716_an_act_of_the_evening_with_a_game_consequence_is_a_rule_of_play(
        lang: str, text: str) -> None:
    assert codes(text) == {"LP716"}, (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), TRAITS, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_lp304_a_fixed_trait_stays_caught(lang: str, text: str) -> None:
    assert "LP304" in codes(text), lang


@each.parametrize("text", [
    "Whoever is ahead may stop the session whenever they like.",
    "Wer vorne liegt, darf sagen, dass Schluss ist.",
    "Önde olan oyuncu istediği zaman akşamı bitirebilir.",
    "领先的人可以随时宣布今晚结束。",
], size=15)
def test_r_custom_5_lp709_a_standing_given_the_end_stays_an_error(text: str) -> None:
    assert "LP709" in codes(text)


def test_r_custom_4_every_idea_has_five_languages() -> None:
    langs = {"en", "de", "nl", "tr", "zh"}
    assert {lang for lang, _ in CONDITIONS} == langs
    assert {lang for lang, _ in TRAITS} == langs


#: a denial demands nothing
DENIALS = [
    ("en", "Nobody has to show their phone."),
    ("en", "Nobody has to wash the dishes."),
    ("de", "Niemand muss sein Handy zeigen."),
    ("nl", "Niemand hoeft zijn telefoon te laten zien."),
    ("tr", "Kimse telefonunu göstermek zorunda değil."),
    ("zh", "没有人必须出示手机。"),
]
#: near misses: the demand made, or denied in another clause only (LP712 stays)
DEMANDS = [
    ("en", "The loser has to show their phone."),
    ("en", "Nobody has to shuffle, but the loser washes the dishes."),
    ("de", "Niemand muss mischen, aber der Verlierer spült das Geschirr."),
    ("tr", "Herkes telefonunu göstermek zorunda."),
    ("zh", "输家给大家看手机。"),
]


@each.parametrize(("lang", "text"), DENIALS, ids=lambda x: str(x)[:30])
def test_r_custom_3_lp712_a_denial_demands_nothing(lang: str, text: str) -> None:
    assert "LP712" not in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), DEMANDS, ids=lambda x: str(x)[:30])
def test_r_custom_3_lp712_a_demand_made_stays_a_question(lang: str, text: str) -> None:
    assert "LP712" in codes(text), lang


def _lint(who: str, verb: str, text: str) -> set[str]:
    rule = f'rule "Offer"\n  after round_end:\n    {who} {verb} "{text}"\n'
    return {d.code for d in lint_text(rule).diagnostics}


#: the speaker's own offer to the others, said: clean as the winner's does form
SPOKEN_OFFERS = [
    "I'll make coffee for whoever wants.",
    "I make coffee for everyone.",
    "Ich mache allen Kaffee.",
    "Ich koche Kaffee für alle, die wollen.",
    "Ik zet koffie voor wie wil.",
    "Ik zet koffie voor iedereen.",
    "İsteyen herkese kahve yaparım.",
    "Ben herkese kahve yaparım.",
    "我给大家泡咖啡。",
    "我给愿意的人泡咖啡。",
]
#: near misses: another player made to do it, one player served, a chore named whole
NOT_SPOKEN_OFFERS = [
    "The loser makes coffee for everyone.",
    "I'll make coffee for the dealer.",
    "Ik zet koffie voor de deler.",
    "Ich wasche für alle das Geschirr.",
]


@each.parametrize("text", SPOKEN_OFFERS, size=15)
def test_r_custom_3_lp712_the_speakers_offer_said_is_clean(text: str) -> None:
    assert _lint("the winner", "says", text) == set(), text
    assert "LP712" not in codes(text)


@each.parametrize("text", NOT_SPOKEN_OFFERS, size=15)
def test_r_custom_3_lp712_a_service_asked_said_stays_a_question(text: str) -> None:
    assert "LP712" in _lint("the winner", "says", text), text


@each.parametrize(("verb", "text"), [
    ("does", "makes coffee for whoever wants"),
    ("does", "zet koffie voor wie wil"),
    ("does", "macht allen Kaffee"),
    ("says", "I'll make coffee for whoever wants."),
    ("says", "Ik zet koffie voor wie wil."),
])
def test_r_custom_3_lp712_says_and_does_alike_for_the_winner(verb: str, text: str) -> None:
    assert "LP712" not in _lint("the winner", verb, text)


def test_r_custom_3_lp712_german_dishes_for_all_stay_a_question() -> None:
    assert "LP712" in _lint("the winner", "does", "wäscht für alle das Geschirr")
