"""Fair texts the gate refused, by idea (issue 29, session 46; tests/data/redteam-fair46).

- **food laid out to choose from is no food forced**: "take whatever you eat", "pakt wat
  hij eet", "想吃哪个拿哪个", "吃自己能吃的" (language/text/choices.py,
  :func:`taken_by_choice`); the loser made to eat stays LP701 (R-CUSTOM-3);
- **R-VOTE-2 said again is no vote change**: more than half of all the session's players
  (language/text/vote_majority.py); a narrower electorate, a third or unanimity stays
  LP707 (R-VOTE-2, R-VOTE-8);
- a parent's phone kept on while the table pauses is a need met (own_need.py's words).
"""

from __future__ import annotations

from support import each
from support.freetext import codes

#: food laid out, each eater taking what they eat (R-CUSTOM-3: nobody made to eat)
FOOD_CHOSEN = [
    ("en", "Chicken wings on the tray, falafel in the bowl; grab whatever you eat."),
    ("de", "Auf dem Tisch stehen Schinkenbrote und Käsebrote, jeder nimmt, was er isst."),
    ("nl", "Kipsaté en groentesaté op tafel; iedereen pakt wat hij eet."),
    ("zh", "猪肉包和素包子都在桌上，大家吃自己能吃的。"),
    ("zh", "两种饺子都有，想吃哪个拿哪个。"),
]
#: the same food forced on someone (LP701)
FOOD_FORCED = [
    ("en", "The loser eats a chicken wing, whatever they usually eat."),
    ("nl", "Wie verliest, eet een kipsaté, ook als hij geen vlees eet."),
    ("zh", "输家必须吃一个猪肉包，其他人吃自己能吃的。"),
    ("zh", "输家吃自己不能吃的。"),
]
#: R-VOTE-2's bar said again
MAJORITY_RESTATED = [
    ("en", "Striking a rule needs more than half of all players in the session, including "
           "those who are already out."),
    ("en", "Changing a rule takes a majority of everyone at the table voting yes."),
    ("de", "Um eine Regel zu streichen, braucht es mehr als die Hälfte aller Spieler, auch "
           "wer schon draußen ist."),
    ("nl", "Een regel verandert alleen als meer dan de helft van alle spelers ja zegt."),
    ("tr", "Bir kuralı değiştirmek için tüm oyuncuların yarısından fazlası gerekir."),
    ("zh", "改一条规则需要所有玩家过半数同意。"),
]
#: the quorum changed (LP707)
QUORUM_CHANGED = [
    ("en", "Striking a rule needs more than half of the players still holding cards; "
           "players who are out do not vote."),
    ("en", "Changing a rule takes every player's vote."),
    ("de", "Eine Regel fällt schon, wenn ein Drittel der Spieler zustimmt."),
    ("zh", "改规则只要还在打牌的人过半数同意，出完牌的人不投票。"),
]


@each.parametrize(("lang", "text"), FOOD_CHOSEN)
def test_r_custom_3_food_laid_out_to_choose_from_is_no_food_forced(lang: str, text: str
                                                                   ) -> None:
    assert "LP701" not in codes(text), (lang, text)


@each.parametrize(("lang", "text"), FOOD_FORCED)
def test_r_custom_3_food_forced_on_the_loser_stays_refused(lang: str, text: str) -> None:
    assert "LP701" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), MAJORITY_RESTATED)
def test_r_vote_2_the_official_majority_said_again_is_clean(lang: str, text: str) -> None:
    assert "LP707" not in codes(text), (lang, text)


@each.parametrize(("lang", "text"), QUORUM_CHANGED)
def test_r_vote_2_r_vote_8_a_quorum_changed_stays_refused(lang: str, text: str) -> None:
    assert "LP707" in codes(text), (lang, text)


def test_r_custom_4_a_parents_phone_on_while_the_table_pauses_is_a_need_met() -> None:
    assert "LP304" not in codes("Whoever has a kid at home keeps the phone on; if the "
                                "sitter rings, we all wait.")
    assert "LP304" not in codes("Wie kinderen thuis heeft, houdt de telefoon bij zich; "
                                "belt de oppas, dan pauzeren we.")
    assert "LP304" in codes("Whoever has a kid at home draws two cards; we all wait.")
