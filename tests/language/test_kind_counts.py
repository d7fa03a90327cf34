"""How many of a kind clear, said as tables say it (R-CLEAR-2, R-PLAY-3, R-VOTE-1; issue 29,
session 36): the cards' noun left out ("drei Gleiche", "drie dezelfde", "üç aynı",
"三张一样的", "three the same") is still a count of a kind. Another count than four said to
clear changes a base rule in words, which only a base-rule vote may (LP716); four said to
clear, or three said not to, is the cards' own rule; a count in one clause and a clear in
the next ("two alike are a pair, only the 10 clears") says no count clears."""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge

CHANGED = [
    ("en", "Three the same clear the pile."),
    ("en", "Three alike clear too."),
    ("de", "Drei Gleiche räumen auch ab."),
    ("de", "Fünf Gleiche räumen ebenfalls ab."),
    ("nl", "Drie dezelfde ruimen ook op."),
    ("nl", "Drie gelijke ruimen de stapel op."),
    ("tr", "Üç aynı da temizler."),
    ("zh", "三张一样的也能清牌。"),
    ("zh", "三个一样的也算清牌。"),
]
CARDS = [
    ("en", "Four alike clear the pile."),
    ("en", "Three the same do not clear."),
    ("de", "Vier Gleiche räumen ab."),
    ("de", "Drei Gleiche räumen nicht ab."),
    ("de", "Zwei Gleiche sind ein Paar, abräumen tut nur die Zehn."),
    ("nl", "Vier dezelfde ruimen op."),
    ("nl", "Drie gelijke ruimen niet op."),
    ("tr", "Dört aynı kart temizler."),
    ("tr", "Üç aynı kart temizlemez."),
    ("zh", "四张一样的也能清牌。"),
    ("zh", "四张一样的才能清牌，光说不算。"),
]


@each.parametrize(("lang", "text"), CHANGED, ids=[f"{lang}-{t[:24]}" for lang, t in CHANGED])
def test_r_clear_2_r_vote_1_another_count_of_a_kind_said_to_clear_is_lp716(
        lang: str, text: str) -> None:
    assert "LP716" in {f.code for f in judge(text)}, (lang, text)


@each.parametrize(("lang", "text"), CARDS, ids=[f"{lang}-{t[:24]}" for lang, t in CARDS])
def test_r_clear_2_the_cards_own_count_said_as_tables_say_it_is_clean(
        lang: str, text: str) -> None:
    assert judge(text) == (), (lang, text)
