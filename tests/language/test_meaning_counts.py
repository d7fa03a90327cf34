"""Rule identity (R-VOTE-7) through a count that only holds a value for a moment
(``meaningcounts``; redteam17 ``identity-count-alias``): a count set once from the game
and read only after it in the same hook is the value set. A count that remembers
something (read in another hook, in the guard, before the set; set under a condition;
added to; set twice; set from the rule's own life) keeps its spelling."""

from __future__ import annotations

import pytest

from lopti_rules.language import lint_text, meaning_text

PLAIN = ('rule "Big load"\n  after pickup when pickup.count is at least 6:\n'
         '    the picker may give up to 2 cards to their left\n')


def counted(body: str, more: str = "", scope: str = "this round") -> str:
    return f'rule "Load"\n  count "size" {scope}\n  after pickup:\n{body}{more}'


ALIAS = ('    set "size" to pickup.count\n'
         '    if count "size" is at least 6:\n'
         '      the picker may give up to 2 cards to their left\n')


@pytest.mark.parametrize("text", [
    counted(ALIAS),
    counted(ALIAS, scope="this session"),
    # the count compared the other way round, with a number added on both sides
    counted('    set "size" to pickup.count + 1\n'
            '    if 7 is at most count "size":\n'
            '      the picker may give up to 2 cards to their left\n'),
])
def test_r_vote_7_a_count_set_and_read_in_one_hook_is_the_value(text: str) -> None:
    assert meaning_text(text) == meaning_text(PLAIN)


def test_r_vote_7_the_alias_in_a_book_beside_the_plain_rule_is_lp506() -> None:
    text = PLAIN + "\n" + counted(ALIAS)
    assert "LP506" in [d.code for d in lint_text(text).diagnostics]


@pytest.mark.parametrize("text", [
    # read in another hook: the value of an earlier pickup (memory)
    counted(ALIAS, '  after clear when count "size" is at least 6:\n'
                   '    the clearer draws 1 card\n'),
    # read before it is set: last pickup's size
    counted('    if count "size" is at least 6:\n'
            '      the picker may give up to 2 cards to their left\n'
            '    set "size" to pickup.count\n'),
    # set only under a condition: otherwise the old value stays
    counted('    if pickup.reason is obligation:\n'
            '      set "size" to pickup.count\n'
            '    if count "size" is at least 6:\n'
            '      the picker may give up to 2 cards to their left\n'),
    # added to: a running total of the round's pickups
    counted('    add pickup.count to "size"\n'
            '    if count "size" is at least 6:\n'
            '      the picker may give up to 2 cards to their left\n'),
    # set from the rule's own life
    counted('    set "size" to rule.fired\n'
            '    if count "size" is at least 6:\n'
            '      the picker may give up to 2 cards to their left\n'),
])
def test_r_vote_7_a_count_that_remembers_keeps_its_spelling(text: str) -> None:
    assert lint_text(text).ok, [d.code for d in lint_text(text).diagnostics]
    assert meaning_text(text) != meaning_text(PLAIN)
    assert "LP506" not in [d.code for d in lint_text(PLAIN + "\n" + text).diagnostics]
