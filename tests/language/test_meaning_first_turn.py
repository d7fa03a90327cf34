"""Rule identity (R-VOTE-7) of the round's first turn however it is counted (session 32,
redteam24 ``identity-first-turn-or-no-plays``): on the empty table the leader must play
(R-TURN-3), so "no play yet" as a turn begins is the round's first turn, and "a play
already" is every turn after it. A book holding both spellings in two rules doubles the
effect: LP506 (R-VOTE-4). Plays that do not part the first turn from the rest, and the
other events, keep their own meaning."""

from __future__ import annotations

from support import each

from lopti_rules.language import lint_text, meaning_text
from lopti_rules.sessions.checks import rule_identity


def rule(head: str, action: str = "acting player reveals their hand", name: str = "x") -> str:
    return f'rule "{name}"\n  {head}:\n    {action}\n'


@each.parametrize(("a", "b"), [
    ("after turn when turn.number is 1", "after turn when round.plays is 0"),
    ("after turn when round.turns is 1", "after turn when round.plays is less than 1"),
    ("after turn when turn.number is 1", "after turn when 0 is round.plays"),
    ("after turn when turn.number is 1", "after turn when round.plays is at most 0"),
    ("after turn when turn.number is at least 2", "after turn when round.plays is at least 1"),
    ("after turn when turn.number is more than 1", "after turn when round.plays is not 0"),
    ("after turn when turn.number is 1 and table.pile is 0",
     "after turn when round.plays is 0 and table.pile is 0"),
], ids=["is-0", "turns-less-than-1", "mirrored", "at-most-0", "later", "not-0", "and"])
def test_r_vote_7_no_play_yet_as_a_turn_begins_is_the_first_turn(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))
    assert rule_identity(rule(a, name="A")) == rule_identity(rule(b, name="B"))


@each.parametrize(("a", "b"), [
    ("after turn when turn.number is 3", "after turn when round.plays is 2"),
    ("after turn when turn.number is 1", "after turn when round.plays is 1"),
    ("after turn_end when turn_end.number is 1", "after turn_end when round.plays is 0"),
    ("after play when round.plays is 1", "after play when round.plays is 0"),
    ("after turn when turn.number is 2", "after turn when round.plays is at least 1"),
], ids=["plays-2", "plays-1", "turn-end", "play-event", "second-turn-only"])
def test_r_vote_7_plays_that_do_not_name_the_first_turn_keep_their_meaning(
        a: str, b: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule(b))


def test_r_vote_4_both_spellings_in_one_book_are_lp506() -> None:
    text = (rule("after turn when turn.number is 1", name="Opening toll")
            + rule("after turn when round.plays is 0", name="Before anything lies"))
    assert "LP506" in {d.code for d in lint_text(text, "t.lopti").diagnostics}


def test_r_vote_4_the_first_turn_and_the_turns_after_it_are_two_rules() -> None:
    text = (rule("after turn when turn.number is 1", name="Opening toll")
            + rule("after turn when round.plays is at least 1", name="Later toll"))
    assert "LP506" not in {d.code for d in lint_text(text, "t.lopti").diagnostics}
