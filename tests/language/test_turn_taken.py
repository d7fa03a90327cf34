"""A skip of the next player or a pickup forced on them right after a play whose base rule
names that player's decision (LP208, R-CUSTOM-2; analysis/checks/nextturn.py, issue 29,
session 36; redteam28 ``block-pass-skips-obliged``, ``block-three-on-empty-skips``,
``block-two-forces-pickup``): the 3 names the next player (R-SPECIAL-3, R-FAQ-1), so a
skip or a forced pickup takes the answer; the 2 and the 7 name the next play
(R-SPECIAL-2, -7), so a forced pickup takes it and a skip leaves it to the player after.
A skip or a pickup after a rank whose rule says nothing of the next turn stays a house
rule."""

from __future__ import annotations

import re

from support import each

from lopti_rules.language.lint.linter import lint_text


def found(text: str) -> list[tuple[str, str]]:
    return [(d.code, d.message) for d in lint_text(text, "t.lopti").diagnostics]


def flagged(text: str) -> bool:
    return any(c == "LP208" and re.search(r"right after a [237] \(", m) for c, m in found(text))


@each.parametrize("text", [
    # the redteam28 books' idea at other counts, events and keyword languages: a skip at
    # every second 3 of a chain (Turkish keywords)
    '# lopti: lang=tr\nkural "V1"\n  sonra pass eğer pass.chain ise 2:\n'
    '    atla sonraki oyuncu\n',
    # a pickup after a play of 2s or 3s (Dutch keywords)
    '# lopti: lang=nl\nregel "V2"\n  na play als play.rank is één van 2, 3:\n'
    '    volgende speler pakt op de stapel\n',
    # a skip after every low single or pair, the 3 among them (German keywords)
    '# lopti: lang=de\nregel "V3"\n  nach play wenn play.rank ist höchstens 3 und '
    'play.count ist höchstens 2:\n    überspringe nächste spieler\n',
    # a pair of 3s makes the next player pick up: the answer with a 3 is gone
    'rule "V4"\n  after play when play.rank is 3 and play.count is 2:\n'
    '    next player picks up the pile\n',
    # a pair of 2s makes the next player pick up: the free play is gone
    'rule "V5"\n  after play when play.rank is 2 and play.count is 2:\n'
    '    next player picks up the pile\n',
    # a blind 7 makes the next player pick up: the low answer is gone
    'rule "V6"\n  after play when play.rank is 7 and play.source is down:\n'
    '    next player picks up the pile\n',
    # a 3 on an empty pile (R-FAQ-1) costs the next player their turn
    'rule "V7"\n  after play when play.rank is 3 and play.previous_count is 0:\n'
    '    skip next player\n',
])
def test_r_special_3_r_special_2_r_faq_1_next_turn_taken(text: str) -> None:
    assert flagged(text), found(text)


@each.parametrize("text", [
    # a skip after a 2 or a 7 leaves the next play to the player after, under the same
    # rule: the reset and the low rule stay
    'rule "F1"\n  after play when play.rank is 2:\n    skip next player\n',
    'rule "F2"\n  after play when play.rank is 7 and play.count is 1:\n    skip next player\n',
    # a 10's clear: the clearer leads next (R-CLEAR-1), the skip is the clear's house rule
    'rule "F3"\n  after play when play.rank is 10:\n    skip next player\n',
    # one rank above and below the 3, and the plain ranks of the legal examples
    'rule "F4"\n  after play when play.rank is 4 and play.count is 3:\n'
    '    next player picks up the pile\n',
    'rule "F5"\n  after play when play.rank is 8:\n    skip next player\n',
    # three of a kind and more in a guard that admits other ranks: a 3 never binds it as
    # a single or a pair
    'rule "F6"\n  after play when play.rank is at most 4 and play.count is 3:\n'
    '    skip next player\n',
    # a pair of 9s: a plain rank, whose rule says nothing of the next turn but 'higher'
    # a skip after most plays is the lock-out's and the trial's question, not a rank's
    'rule "F8"\n  after play when play.rank is not 8:\n    skip next player\n',
    'rule "F7"\n  after play when play.rank is 9 and play.count is 2:\n'
    '    next player picks up the pile\n',
])
def test_r_custom_2_a_skip_or_pickup_after_a_rank_that_names_no_next_turn_stays_clean(
        text: str) -> None:
    assert not flagged(text), found(text)
