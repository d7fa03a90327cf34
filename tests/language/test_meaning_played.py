"""Rule identity (R-VOTE-7) of a play's two hooks and of a Roshambo's two sides (session
33, redteam25 ``identity-top-or-previous`` and ``identity-roshambo-either-side``;
``analysis/meaningplayed.py``).

A ``before play`` hook reads the table as it was before the play; the ``after play`` hook
reads the same as the previous state (``table.top_rank`` is ``play.previous_rank``,
``round.plays`` is ``round.plays - 1``), and nothing else happens between the two when
the hook neither reads nor does what the play changes. A Roshambo is the same game
whichever of its two players is named first."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import lint_text, meaning_text
from lopti_rules.sessions.checks import rule_identity


def rule(head: str, *actions: str, name: str = "x") -> str:
    body = "".join(f"    {a}\n" for a in actions or ("next player draws 1 card",))
    return f'rule "{name}"\n  {head}:\n{body}'


def codes(text: str) -> set[str]:
    return {d.code for d in lint_text(text, "t.lopti").diagnostics}


@pytest.mark.parametrize(("a", "b"), [
    ("after play when play.previous_rank is K", "before play when table.top_rank is K"),
    ("after play when play.previous_rank is at least Q",
     "before play when table.top_rank is more than J"),
    ("after play when play.previous_rank is 5 and play.rank is 6",
     "before play when play.rank is 6 and table.top_rank is 5"),
    ("after play when round.plays is 4", "before play when round.plays is 3"),
    ("after play when play.previous_rank is one of 2, 4 and round.number is at least 2",
     "before play when table.top_rank is one of 4, 2 and round.number is at least 2"),
    ("after play when play.rank is 9", "before play when play.rank is 9"),
], ids=["king", "court-range", "with-own-rank", "plays-counted", "list-and-round",
        "payload-only"])
def test_r_vote_7_a_play_read_before_it_is_its_previous_state_after_it(
        a: str, b: str) -> None:
    for body in (("next player draws 1 card",),
                 ("player left of the acting player draws 2 cards",),
                 ("previous player says \"Ouch\"",)):
        assert meaning_text(rule(a, *body)) == meaning_text(rule(b, *body))
    assert rule_identity(rule(a, name="A")) == rule_identity(rule(b, name="B"))


@each.parametrize(("a", "b"), [
    # after the play the top is the rank just played, not the one it landed on
    ("after play when table.top_rank is K", "after play when play.previous_rank is K"),
    ("after play when table.top_rank is K", "before play when table.top_rank is K"),
    ("after play when round.plays is 3", "before play when round.plays is 3"),
    # the pile and the players still in change with the play
    ("after play when table.pile is 4", "before play when table.pile is 4"),
    ("after play when table.players_in is 2", "before play when table.players_in is 2"),
    ("after play when cards of next player is 2", "before play when cards of next player is 2"),
], ids=["top-after", "top-before-and-after", "plays-unshifted", "pile", "players-in",
        "hands"])
def test_r_vote_7_what_the_play_changes_keeps_two_meanings(a: str, b: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule(b))


@each.parametrize("body", [
    "acting player draws 1 card",  # whether the play puts them out
    "every player draws 1 card",
    "next player gives 1 card to the acting player",
    "next player picks up the pile",
    "next play must be 7 or lower",
    "skip next player",
])
def test_r_vote_7_a_body_the_play_reads_keeps_its_moment(body: str) -> None:
    a = rule("after play when play.previous_rank is K", body)
    b = rule("before play when table.top_rank is K", body)
    assert meaning_text(a) != meaning_text(b)


def test_r_vote_4_both_spellings_in_one_book_are_lp506() -> None:
    text = (rule("after play when play.previous_rank is K", name="Crown tax")
            + rule("before play when table.top_rank is K", name="Under the crown"))
    assert "LP506" in codes(text)


def test_r_vote_4_the_top_after_and_the_previous_rank_are_two_rules() -> None:
    text = (rule("after play when play.previous_rank is K", name="Crown tax")
            + rule("after play when table.top_rank is K", name="Crown played"))
    assert "LP506" not in codes(text)


@pytest.mark.parametrize(("first", "second"), [
    ("acting player", "next player"),
    ("previous player", "next player"),
    ("dealer", "player left of the dealer"),
])
@each.parametrize("outcome", ["roshambo loser draws 2 cards",
                                     "roshambo winner gives 1 card to their left"], size=15)
def test_r_vote_7_a_roshambo_is_one_game_whoever_is_named_first(
        first: str, second: str, outcome: str) -> None:
    head = "after play when play.rank is 6"
    a = rule(head, f"{first} plays roshambo with {second}", outcome)
    b = rule(head, f"{second} plays roshambo with {first}", outcome)
    assert meaning_text(a) == meaning_text(b)
    assert "LP506" in codes(rule(head, f"{first} plays roshambo with {second}", outcome,
                                 name="A")
                            + rule(head, f"{second} plays roshambo with {first}", outcome,
                                   name="B"))


@pytest.mark.parametrize(("a", "b"), [
    ("roshambo loser draws 1 card", "roshambo winner draws 1 card"),
    ("roshambo loser draws 1 card", "acting player draws 1 card"),
    ("acting player draws 1 card", "next player draws 1 card"),
], ids=["loser-or-winner", "loser-or-side", "side-or-side"])
def test_r_vote_7_a_roshambo_whose_player_is_named_by_seat_keeps_the_seat(
        a: str, b: str) -> None:
    head = "after play when play.rank is 6"
    one = rule(head, "acting player plays roshambo with next player", a)
    other = rule(head, "next player plays roshambo with acting player", b)
    assert meaning_text(one) != meaning_text(other)


@pytest.mark.slow  # plays 48 games a spelling
@pytest.mark.parametrize(("a", "b", "body", "same"), [
    ("before play when table.top_rank is K", "after play when play.previous_rank is K",
     "next player draws 1 card", True),
    ("before play", "after play", "next player draws 1 card", True),
    ("before play when round.plays is 3", "after play when round.plays is 4",
     "player left of the acting player draws 2 cards", True),
    ("before play when play.rank is 6", "after play when play.rank is 6",
     "next player plays roshambo with previous player\n    roshambo loser draws 2 cards", True),
    # the controls: what the play changes
    ("after play when table.top_rank is K", "after play when play.previous_rank is K",
     "next player draws 1 card", False),
    ("before play when round.plays is 3", "after play when round.plays is 3",
     "next player draws 1 card", False),
], ids=["top-previous", "unguarded", "plays", "roshambo", "top-after", "plays-unshifted"])
def test_r_vote_7_the_engine_plays_a_before_hook_as_its_after_hook(
        a: str, b: str, body: str, same: bool) -> None:
    """The reading rests on ``Game._resolve``: the same seeds play the two spellings move
    for move alike, and the controls (what the play changes) apart."""
    from support.games import games_that_differ

    differ = games_that_differ(f'rule "x"\n  {a}:\n    {body}\n', f'rule "x"\n  {b}:\n    {body}\n')
    assert (differ == 0) == same, differ
    assert (meaning_text(rule(a, body)) == meaning_text(rule(b, body))) == same
