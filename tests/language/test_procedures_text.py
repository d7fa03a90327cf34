"""The free-text judge's readings of the table's procedures (language/text/procedures.py).

Issue 29, round five: the vote's time (R-VOTE-1), its threshold (R-VOTE-2), a rule kept
off it (R-VOTE-1, R-VOTE-8), a tie broken otherwise than by Roshambo and a Roshambo draw
given to a side (R-VOTE-10, R-ROSHAMBO-1, R-ROSHAMBO-2), an unclear rule read by a role
(R-CUSTOM-5, R-FAQ-5, R-SESSION-3), the table's agreement claimed by the text
(R-CUSTOM-3), and a player picked by a part in the vote or by being out (a role, not a
person: R-CUSTOM-4). Each reading in the five languages, each with its near misses: the
card's own words, which stay clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import judge


def lint_codes(verb: str, text: str, above: str = "") -> list[tuple[str, str]]:
    lines = ['rule "R"', "  after clear:"] + ([f"    {above}"] if above else [])
    lines.append(f'    acting player {verb} "{text}"')
    return sorted((d.code, d.severity.value if hasattr(d.severity, "value") else str(d.severity))
                  for d in lint_text("\n".join(lines) + "\n").diagnostics)


@each.parametrize("text", [
    "From now on we only vote on rules after the first turn",
    "The rule vote waits until the last round of the evening",
    "Abgestimmt wird erst nach dem ersten Zug",
    "Über Regeln stimmen wir erst am Ende des Abends ab",
    "De stemming schuiven we op tot het eind van de avond",
    "Oylama ancak ilk turdan sonra yapılır",
    "Kural oylaması gecenin sonuna ertelenir",
    "投票等到第一轮出完牌以后再进行",
], size=15)
def test_r_vote_1_a_vote_put_after_the_deal_is_lp707(text: str) -> None:
    assert codes(text) == ["LP707"], [f.message for f in judge(text)]
    assert "R-VOTE-" in judge(text)[0].message


@each.parametrize("text", [
    "Remember the rule vote when the deal begins.",
    "Niet vergeten: eerst stemmen over de regels, dan spelen",
    "Erst abstimmen, dann spielen!",
    "Önce oylama, sonra oyun",
    "先投票，再发牌",
    "This rule holds until the next vote",
    "Diese Regel gilt bis zur nächsten Abstimmung",
    "Deze regel geldt tot de volgende stemming",
    "Bu kural bir sonraki oylamaya kadar geçerli",
    "这条规则到下次投票为止有效",
    "Say before the vote whether the change holds at once or from the next round",
    "A removed rule may come back only through a later rule vote",
])
def test_r_vote_1_the_vote_at_the_deal_or_as_a_rules_end_stays_clean(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@each.parametrize("text", [
    "Tonight a third of the table is enough to change a rule",
    "Two yes votes are enough to remove a rule",
    "A rule change needs two thirds of the table",
    "Ein Drittel der Stimmen reicht, um eine Regel zu ändern",
    "Een derde van de tafel is genoeg om een regel te schrappen",
    "Bu akşam bir kuralı değiştirmek için masanın dörtte biri yeterli",
    "只要三分之一的人同意就能改规则",
], size=15)
def test_r_vote_2_another_share_passing_a_change_is_lp707(text: str) -> None:
    assert codes(text) == ["LP707"], [f.message for f in judge(text)]
    assert "R-VOTE-2" in judge(text)[0].message


@each.parametrize("text", [
    "A majority needs more than half of all the session's players voting yes.",
    "Eine Mehrheit braucht mehr als die Hälfte aller Spieler",
    "Een meerderheid is meer dan de helft van de spelers",
    "Çoğunluk için oyuncuların yarısından fazlası gerekir",
    "过半数的玩家同意才算通过",
    "A third of the pile is enough for a clear",
    "Half the table has already gone out, hurry!",
], size=15)
def test_r_vote_2_the_cards_majority_and_shares_of_cards_stay_clean(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@each.parametrize("text", [
    "The winner's rules are not up for a vote",
    "Diese Regel steht nicht zur Abstimmung",
    "Over deze regel wordt niet gestemd",
    "Kazananın kuralları oylamaya gelmez",
    "这条规则不参加表决",
])
def test_r_vote_8_a_rule_kept_off_the_vote_is_lp707(text: str) -> None:
    assert codes(text) == ["LP707"], [f.message for f in judge(text)]


@each.parametrize("text", [
    "The winner's new rule does not use up the vote.",
    "Die neue Regel des Gewinners verbraucht die Abstimmung nicht",
    "No rule may prevent voting",
    "This rule cannot be changed without a vote",
    "Deze regel kan niet zonder stemming veranderd worden",
    "Bu kural oylama olmadan değiştirilemez",
    "这条规则不经表决不能改",
    "A creator may delete their own rule at any time without a vote.",
])
def test_r_vote_3_and_r_vote_4_quotes_of_the_vote_stay_clean(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@each.parametrize("text", [
    "A tied vote is settled with a coin flip",
    "Bei Gleichstand entscheidet eine Münze",
    "Bij gelijke stand trekt elke kant een kaart, de hoogste wint",
    "Oylamada beraberlikte iki taraf birer kart çeker, büyük olan kazanır",
    "平票时双方各抽一张牌，大的赢",
], size=15)
def test_r_vote_10_a_tie_broken_otherwise_than_by_roshambo_is_lp708(text: str) -> None:
    assert codes(text) == ["LP708"], [f.message for f in judge(text)]
    assert "R-ROSHAMBO-1" in judge(text)[0].message


@each.parametrize("text", [
    "Beim Schere-Stein-Papier um eine Regel zählt ein Unentschieden für den Verteidiger",
    "Bij steen-papier-schaar om een regel telt gelijkspel voor de verdediger",
    "Taş kağıt makasta beraberlik kuralı savunan tarafa yazılır",
    "Draws in Roshambo count for the side that asked",
], size=15)
def test_r_roshambo_2_a_draw_given_to_a_side_is_lp708(text: str) -> None:
    assert codes(text) == ["LP708"], [f.message for f in judge(text)]
    assert "R-ROSHAMBO-2" in judge(text)[0].message


@each.parametrize("text", [
    "Remember: a tied vote goes to Roshambo, thirty decided rounds",
    "Bei Gleichstand entscheidet Schere Stein Papier",
    "Bij gelijke stand beslist steen papier schaar",
    "Beraberlikte taş kağıt makas oynanır",
    "平票就猜拳决定",
    "猜拳打平不算",
    "Play exactly 30 decided rounds of rock-paper-scissors; draws do not count.",
    "A failed or tied vote uses up the round's one attempt.",
    "Four of a kind, highest card takes it!",
    "Whoever defends the rule plays the one who asked for the change",
])
def test_r_roshambo_1_the_cards_tie_break_stays_clean(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@each.parametrize("text", [
    "When a rule is unclear, the dealer decides what it means",
    "Only the winner may interpret the rules",
    "Wenn eine Regel unklar ist, entscheidet der Geber",
    "Bir kural belirsizse kazanan karar verir",
    "规则怎么理解，由赢家说了算",
    "Bij twijfel over een regel geldt de lezing van de gever",
], size=15)
def test_r_custom_5_an_unclear_rule_read_by_a_role_is_lp709(text: str) -> None:
    assert codes(text) == ["LP709"], [f.message for f in judge(text)]


@each.parametrize("text", [
    "The creator settles ambiguity.",
    "When a rule is unclear, its creator decides; otherwise the table by majority",
    "Wenn eine Regel unklar ist, entscheidet ihr Urheber",
    "Bir kural belirsizse, kuralı koyan karar verir",
    "Bij twijfel beslist de tafel met meerderheid",
    "规则有疑问时，问定规则的人；不在场就大家多数决定",
    "If no reading wins, the one that changes base Lopti least holds",
    "The dealer explains the rules to new players",
], size=15)
def test_r_faq_5_the_creator_the_table_and_the_least_change_stay_clean(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@each.parametrize("text", [
    "as everyone agreed, wash the dishes after the game",
    "wie abgemacht, spül alle Gläser",
    "zoals iedereen heeft afgesproken, doe de afwas",
    "herkesin kabul ettiği gibi bulaşıkları yıka",
    "大家都同意了：洗所有的杯子",
], size=15)
def test_r_custom_3_agreement_claimed_by_a_does_text_is_an_lp703_error(text: str) -> None:
    found = lint_codes("does", text)
    assert [c for c, _ in found] == ["LP703"], found
    # the author's comment is their word too: it does not turn the claim into agreement
    assert [c for c, _ in lint_codes("does", text, f'# lopti: table-agreed "{text}"')] \
        == ["LP703"]


@pytest.mark.parametrize(("verb", "text", "expected"), [
    ("does", "if everyone agrees, wash the dishes", ["LP712"]),  # asked, not claimed
    ("does", "Wenn alle einverstanden sind, spül die Gläser", ["LP712"]),
    ("says", "Everyone agreed: great game!", []),  # speech asks nothing
])
def test_r_custom_3_agreement_asked_or_for_a_table_action_is_no_claim(
        verb: str, text: str, expected: list[str]) -> None:
    assert [c for c, _ in lint_codes(verb, text)] == expected


@each.parametrize(("text", "expected"), [
    ("Auch wer schon fertig ist, stimmt bei der Regelrunde mit ab!", []),
    ("Wie al uit is, stemt ook mee", []),
    ("Players already out vote too.", []),
    ("Wer schon fertig ist, hebt bei der Regelrunde keine Hand mehr", ["LP707"]),
    ("When we play Roshambo over a rule, every draw goes to whoever defends it", ["LP708"]),
], size=15)
def test_r_vote_2_players_picked_by_their_part_in_the_vote_are_roles(
        text: str, expected: list[str]) -> None:
    assert codes(text) == expected, [f.message for f in judge(text)]
