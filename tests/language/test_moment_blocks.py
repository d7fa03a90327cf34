"""What a restriction bars at the moment it binds (LP208, R-CUSTOM-2; analysis/checks/
moments.py, issue 29, session 34): however rarely it binds, a restriction that bars a
single 3 at the 3's obligation (R-SPECIAL-3), or every power the base game makes legal
on a single or a pair (the 2, 3, 7 and 10: R-SPECIAL-2, -3, -7, -10; the match with
more: R-PLAY-2), takes those powers away each time (redteam26 ``block-five-pair-narrow``,
``block-out-leaves-plain-lead``, ``block-third-three-needs-two``). A restriction that
keeps one power, one by count, and one that needs three of a kind stay clean."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_text


def found(text: str) -> list[tuple[str, str]]:
    return [(d.code, d.message) for d in lint_text(text, "t.lopti").diagnostics]


def flagged(text: str) -> bool:
    return any(c == "LP208" and ("pile topped by" in m or "3's obligation" in m)
               for c, m in found(text))


@each.parametrize("text", [
    # the redteam26 book, other ranks: after a pair of 8s, one of 5, 6, 9
    'rule "A"\n  after play when play.rank is 8 and play.count is 2:\n'
    '    next play must be one of 5, 6, 9\n',
    # a floor past the 10 after a single 6: the 2, 3, 7, 10 and the 6s all barred
    'rule "B"\n  after play when play.rank is 6 and play.count is 1:\n'
    '    next play must be J or higher\n',
    # the same in Dutch keywords, after a pair of 4s
    '# lopti: lang=nl\nregel "C"\n  na play als play.rank is 4 en play.count is 2:\n'
    '    volgende speel moet zijn één van 5, 6, 8, 9\n',
    # after a big bonus play, 8 or higher: on a 7 (whose lid bars the 10) the 2, 3 and 7
    # are all barred, and the next player must pick up
    'rule "E"\n  after bonus when table.pile is at least 6:\n'
    '    next play must be 8 or higher\n',
])
def test_r_custom_2_every_power_barred_when_it_binds(text: str) -> None:
    assert flagged(text), found(text)


def test_r_custom_2_r_win_1_court_cards_only_after_every_out_bar_the_answers_10() -> None:
    """After a player goes out, court cards only (German keywords): every out comes back
    round after round, so the answer's table (``moments.NEXT_DECISION``, session 35) says
    so before the moment's every-power reading does: the 10 kept from its answer."""
    codes = found('# lopti: lang=de\nregel "D"\n  nach out:\n    nächste spiele muss sein J '
                  'oder höher\n')
    assert [c for c, _ in codes] == ["LP207"], codes
    assert "goes out" in codes[0][1]


@pytest.mark.parametrize("text", [
    # the redteam26 book in English: at a chain of two, two cards or more
    'rule "F"\n  after pass when pass.chain is 2:\n    next play must have at least 2 cards\n',
    # a floor past the 3 at every third 3 of a chain (Turkish keywords)
    '# lopti: lang=tr\nkural "G"\n  sonra pass eğer pass.chain ise 3:\n'
    '    sonraki oyna mutlaka ol 4 veya yüksek\n',
    # after a play of 3s: the obliged player must answer with a pair
    'rule "H"\n  after play when play.rank is 3:\n    next play must have at least 2 cards\n',
])
def test_r_special_3_single_three_barred_at_the_obligation(text: str) -> None:
    assert flagged(text), found(text)


@each.parametrize("text", [
    # redteam26 fair-triple-sixes-toll's neighbours: a ceiling keeps the 2, 3 and 7
    'rule "I"\n  after play when play.rank is 5 and play.count is 2:\n'
    '    next play must be 9 or lower\n',
    # redteam-s27 fair-seven-pair-floor: the 7s still match
    'rule "J"\n  after play when play.rank is 7 and play.count is at least 2:\n'
    '    the next play must be 5 or higher\n',
    # redteam-s32m fair-triple-eights-answers: the 10 kept (and three of a kind)
    'rule "K"\n  after play when play.rank is 8 and play.count is 3:\n'
    '    next play must be one of 9, 10\n',
    # redteam11 fair-triple-nine-climb: every power barred, but on three of a kind
    'rule "L"\n  after play when play.rank is 9 and play.count is 3:\n'
    '    next play must be J or higher\n',
    # by count: every special stays legal in pairs (redteam8 fair-fives-pair-pair)
    'rule "M"\n  after play when play.rank is 5 and play.count is at least 2:\n'
    '    next play must have at least 2 cards\n',
    # pairs after pairs, 3s among them: the rule does not target the obligation
    'rule "N"\n  after play when play.count is 2:\n    next play must have at least 2 cards\n',
    # at the obligation a ceiling keeps the 3
    'rule "O"\n  after pass when pass.chain is 2:\n    next play must be 6 or lower\n',
    # after a player goes out, a ceiling (every special kept)
    'rule "P"\n  after out:\n    next play must be J or lower\n',
    # the King's list that keeps every special (redteam-s32m)
    'rule "Q"\n  after play when play.rank is K:\n    next play must be one of 2, 3, 7, 10, K, A\n',
])
def test_r_custom_2_a_power_kept_stays_clean(text: str) -> None:
    assert not flagged(text), found(text)
    assert not any(c.startswith("LP2") for c, _ in found(text)), found(text)


@pytest.mark.parametrize("bound", ["cards of acting player", "hand of next player",
                                   "table.pile"])
def test_r_special_3_a_bound_read_from_the_table_at_the_obligation_is_no_crash(
        bound: str) -> None:
    """A count the table fixes only in play (a hand's size, the pile) bars nothing certain
    at the 3's obligation: the check reads it as unknown (hypothesis found the crash)."""
    text = f'rule "Random"\n  after pass:\n    next play must have at least {bound} cards\n'
    assert "LP208" not in [code for code, _ in found(text)]


def _in(lang: str, text: str) -> str:
    from lopti_rules.language.present.formatter import format_text
    return format_text(text, lang=lang)


@pytest.mark.parametrize("text", [
    # redteam27 block-queen-pair-floor, other ranks, counts, events and keyword languages
    _in("de", 'rule "Q"\n  after play when play.rank is Q and play.count is 2:\n'
        '    next play must have at least 3 cards\n'),
    'rule "F"\n  after play when play.rank is 5:\n    next play must have at least 3 cards\n',
    _in("tr", 'rule "S"\n  after play when play.count is 1:\n'
        '    next play must have at least 4 cards\n'),
])
def test_r_custom_2_a_count_of_three_bars_every_single_and_pair(text: str) -> None:
    assert any(c == "LP208" and "every single and every pair" in m
               for c, m in found(text)), found(text)


@pytest.mark.parametrize("text", [
    # after every draw or bonus play: LP207 says it first (the single 10 of every answer)
    _in("nl", 'rule "D"\n  after draw:\n    next play must have at least 3 cards\n'),
    'rule "B"\n  after bonus:\n    next play must have at least 3 cards\n',
])
def test_r_custom_2_a_count_of_three_after_every_answer_is_refused(text: str) -> None:
    assert {"LP207", "LP208"} & {c for c, _m in found(text)}, found(text)


@each.parametrize("text", [
    # pairs after pairs: every special stays legal in pairs (examples/rules/pairs-after-pairs)
    'rule "P"\n  after play when play.count is 2:\n    next play must have at least 2 cards\n',
    _in("de", 'rule "K"\n  after play when play.rank is K and play.count is 2:\n'
        '    next play must have at least 2 cards\n'),
    # three cards after three of a kind: a few times an evening
    _in("nl", 'rule "T"\n  after play when play.count is 3:\n'
        '    next play must have at least 3 cards\n'),
    # a lead after a pickup: a hand with no triple has no play, and it lapses (R-TURN-3)
    'rule "L"\n  after pickup:\n    next play must have at least 3 cards\n',
])
def test_r_custom_2_pairs_kept_or_a_rare_play_stays_clean_of_the_count_check(
        text: str) -> None:
    assert not any("every single and every pair" in m for _c, m in found(text)), found(text)
