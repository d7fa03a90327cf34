"""Session 32 (brief r1fair32, issue 29): the fair side red-teamed with what a table writes
at the end of a round (tests/data/redteam-fa37), fixed by its idea in the five languages
(tests/data/free_text/fa37.toml).

- R-CUSTOM-4: a reaction of the body or a state of the moment ("whoever giggles first",
  "wer zuerst gähnt", "wie moe is", "kim ilk gülerse", "笑得最开心的人") is nobody known
  when the rule is made: a changing condition, no fact of a life, as long as the main
  clause lays no move of play on it (language/text/selection.py, clause_lexicon.py's
  ``reaction``); "wer zuletzt lacht, mischt", "son gülen oyuncu dağıtır" still pick;
- R-CUSTOM-3: an amount everyone pays alike ("everyone chips in one euro", "herkes on lira
  koyar", "每人出十块钱"), a role counted in ("the winner too", "der Sieger auch"), a kitty
  that says what it buys ("in de pot voor de friet") is no stake (shared_cost.py); paid to
  a role, or taken whole by a result, it still is (LP710);
- R-SESSION-1: tonight's result written in a league book, a table or a tally ("this win
  goes in the club league book tomorrow", "lig defterine yazılır", "记到联赛本上") is a
  record, no edge at the later event (carry_over.py's ``_recorded``); points, a start or a
  place there are still carried (LP716).
"""

from __future__ import annotations

import pytest
from support import each, paths
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

from lopti_rules.language import lint_text

FLAGGED, CLEAN, RULES = case_table("fa37")


def test_r_custom_4_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_the_fair_texts_are_clean(rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_the_near_misses_stay_flagged(rule: str, lang: str, text: str,
                                                 code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize("text", [
    "The picker pays everyone a euro",
    "Jij bent de stofzuiger, dus jij betaalt iedereen twee euro",
    "Yığını alan herkese yirmi lira verir",
    "捡牌的人给每人十块钱",
    "Everyone pays one euro, the loser pays three",
], size=15)
def test_r_custom_3_an_amount_paid_to_everyone_or_by_a_role_is_a_stake(text: str) -> None:
    """Everyone paid, not paying, or a role paying more: money moved by a role (LP710)."""
    assert "LP710" in codes(text)


def test_r_custom_4_a_move_named_as_a_noun_does_not_end_the_clause() -> None:
    """"at this pickup" is the time of the giggle, not the clause's own verb: the riddle
    asked of whoever giggles is clean, the pile taken by them is still a rule in words."""
    assert codes("Whoever giggles first at this pickup tells the table a riddle") == set()
    assert "LP716" in codes("Whoever giggles first at this pickup takes the pile")


_SET = paths.DATA / "redteam-fa37"
#: the fair books of the set these fixes made clean (the rest: tests/data/redteam-fa37/README.md)
_FIXED = ("fair-first-giggle-en", "fair-gaehnen-kaffee-de", "fair-eerste-geeuw-nl",
          "fair-slaap-nl", "fair-pizza-kitty-en", "fair-kaffeekasse-de", "fair-friet-pot-nl",
          "fair-pizza-parasi-tr", "fair-ye-xiao-zh", "fair-league-tomorrow-en",
          "fair-vereinstabelle-de", "fair-lig-defteri-tr")


@each.parametrize("stem", _FIXED, size=15)
def test_r_custom_4_the_fixed_fair_books_of_the_set_are_clean(stem: str) -> None:
    text = (_SET / "fair" / f"{stem}.lopti").read_text(encoding="utf-8")
    found = [(d.code, d.message) for d in lint_text(text).diagnostics]
    assert found == [], found
