"""Rule identity (R-VOTE-7): speech among a run of actions is said after them. A word
said moves no card, pile or turn, and its placeholders are read before any effect
applies, so the order of a ``says`` and a give is no difference at the table
(redteam13 ``identity-threshold-shift``: the same pickup hook with the speech first and
last, two rules that double the give, LP506)."""

from __future__ import annotations

import pytest

from lopti_rules.language import lint_text, meaning_text


def hook(body: str, event: str = "pickup") -> str:
    return f'rule "x"\n  after {event}:\n' + "".join(f"    {line}\n" for line in body.split("/"))


@pytest.mark.parametrize(("a", "b"), [
    ('every other player says "Ouch"/the picker may give up to 1 card to their left',
     'acting player may give up to 1 card to their left/every other player says "Ouch"'),
    ('next player says "A"/next player does "B"/skip next player',
     'skip next player/next player says "A"/next player does "B"'),
    ('acting player says "hi"/next player draws 1 card/next player draws 1 card',
     'next player draws 2 cards/acting player says "hi"'),
])
def test_r_vote_7_speech_before_or_after_an_action_is_one_rule(a: str, b: str) -> None:
    assert meaning_text(hook(a)) == meaning_text(hook(b))


@pytest.mark.parametrize(("a", "b"), [
    # two words said in another order are said differently
    ('next player says "A"/next player says "B"', 'next player says "B"/next player says "A"'),
    # speech before a block is not speech after it: the block may not run
    ('acting player says "hi"/if play.rank is 9:/  skip next player',
     'if play.rank is 9:/  skip next player/acting player says "hi"'),
    # who speaks is part of the meaning
    ('acting player says "hi"/skip next player', 'skip next player/next player says "hi"'),
])
def test_r_vote_7_speech_moved_across_a_block_or_reworded_stays_apart(a: str, b: str) -> None:
    assert meaning_text(hook(a, "play")) != meaning_text(hook(b, "play"))


def test_r_vote_4_lp506_the_same_hook_with_the_speech_moved_in_two_files() -> None:
    first = hook('every other player says "Ouch"/the picker may give up to 1 card to their left')
    second = hook('acting player may give up to 1 card to their left'
                  '/every other player says "Ouch"')
    codes = [d.code for d in lint_text(first + "\n" + second.replace('"x"', '"y"')).diagnostics]
    assert "LP506" in codes
