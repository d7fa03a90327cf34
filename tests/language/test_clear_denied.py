"""A clear denied by a restriction that bars only the card completing four (LP203, R-CLEAR-3;
analysis/checks/moments.py ``bars_only_completion``, issue 29, session 37).

Completing all four of a rank is legal and clears (R-PLAY-3: "one 9 on three 9s",
R-CLEAR-2), and a custom rule may prevent no clear (R-CLEAR-3). A restriction after three of
a kind that bars the one card completing four, on every such pile it binds on, and on one of
them nothing else the base game allows (redteam-mech37 ``fourth-seven-barred``: 6 or lower
after three 7s, where the 2, 3, 4, 5 and 6 all stay legal), does nothing but take that clear
away. A restriction that bars other answers too has a reason of its own and stays clean here
(redteam11 ``fair-triple-nine-climb``, a Jack or higher after three 9s; the trial weighs how
often it binds, LP803), and so do a restriction that keeps the fourth card legal, one after a
pair (examples/rules/twin-twos-floor) and a cost after three of a kind.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from support import each

from lopti_rules import i18n
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.report.templates import translate


def found(text: str) -> list[tuple[str, str]]:
    return [(d.code, d.message) for d in lint_text(text, "t.lopti").diagnostics]


def denied(text: str) -> bool:
    return any(c == "LP203" and "completes all four" in m for c, m in found(text))


@each.parametrize("text", [
    # the redteam-mech37 book in English: after three 7s, 6 or lower
    'rule "A"\n  after play when play.rank is 7 and play.count is 3:\n'
    '    next play must be 6 or lower\n',
    # after three aces, K or lower (German keywords): the 2, 3, 7 and 10 still answer
    '# lopti: lang=de\nregel "B"\n  nach play wenn play.rank ist A und play.count ist 3:\n'
    '    nächste spiele muss sein K oder niedriger\n',
    # after three Kings, only the specials and the ace (Dutch keywords): the King barred
    '# lopti: lang=nl\nregel "C"\n  na play als play.rank is K en play.count is 3:\n'
    '    volgende speel moet zijn één van 2, 3, 7, 10, A\n',
    # after any triple from 9 up, only the specials (Turkish keywords): on three aces the
    # ace is all it bars
    '# lopti: lang=tr\nkural "D"\n  sonra play eğer play.count ise 3 ve play.rank ise en '
    'az 9:\n    sonraki oyna mutlaka ol bir ait 2, 3, 7, 10\n',
    # after any 2, 3 or higher (redteam12 block-two-no-match): on three 2s the fourth 2
    'rule "E"\n  after play when play.rank is 2:\n    next play must be 3 or higher\n',
])
def test_r_clear_3_r_play_3_the_fourth_card_alone_barred(text: str) -> None:
    assert denied(text), found(text)


@each.parametrize("text", [
    # redteam11 fair-triple-nine-climb: a Jack or higher after three 9s bars the 10, 2, 3, 7
    'rule "F"\n  after play when play.rank is 9 and play.count is 3:\n'
    '    next play must be J or higher\n',
    # three 5s work like a 7: the fourth 5 stays legal
    'rule "G"\n  after play when play.rank is 5 and play.count is 3:\n'
    '    next play must be 5 or lower\n',
    # examples/rules/twin-twos-floor: after a pair of 2s only; the other pair is one hand's
    'rule "H"\n  after play when play.rank is 2 and play.count is 2:\n'
    '    next play must be 3 or higher\n',
    # after any triple, K or lower: the fourth King (and every rank below) stays legal
    'rule "I"\n  after play when play.count is 3:\n    next play must be K or lower\n',
    # a cost after three 7s: nothing barred
    'rule "J"\n  after play when play.rank is 7 and play.count is 3:\n'
    '    next player draws 1 card\n',
    # pairs after a triple: every single barred, the specials among them (the trial's)
    'rule "K"\n  after play when play.count is 3:\n    next play must have at least 2 cards\n',
], size=15)
def test_r_clear_3_near_misses_stay_clean_here(text: str) -> None:
    assert not denied(text), found(text)


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.use("en")


@pytest.mark.parametrize(("lang", "word"), [
    ("de", "Abräumen"), ("nl", "opruiming"), ("tr", "temizle"), ("zh", "清空")])
def test_r_clear_3_the_message_in_the_tables_language(lang: str, word: str,
                                                      speak: None) -> None:
    (message,) = [m for c, m in found('rule "A"\n  after play when play.rank is 7 and '
                                      'play.count is 3:\n    next play must be 6 or lower\n')
                  if c == "LP203"]
    i18n.use(lang)
    said = translate(message)
    assert said is not None and word in said and "R-CLEAR-3" in said, said
    assert "{" not in said
