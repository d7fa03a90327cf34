"""Rule identity by meaning (R-VOTE-7): every spelling of the same rule has one canonical
meaning (``language.meaning_text``), and different meanings stay apart. The session knows
a removed rule again by it, and LP506 finds a hook written twice by it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support import each
from support.examples import static_checker

from lopti_rules.language import lint_text, meaning_text
from lopti_rules.sessions import Session, SessionError


def rule(condition: str, action: str = "skip next player", name: str = "x") -> str:
    return f'rule "{name}"\n  after play when {condition}:\n    {action}\n'


ACE = ["play.rank is A", "play.rank is 14", "play.rank is Ace", "play.rank is at least A",
       "play.rank is at least 14", "play.rank is more than K", "not play.rank is not A",
       "14 is play.rank", "A is at most play.rank", "play.rank is one of A",
       "play.rank is one of A, A", "not (play.rank is less than A)"]


@each.parametrize("spelling", ACE)
def test_r_vote_7_every_spelling_of_the_ace_is_the_same_rule(spelling: str) -> None:
    assert lint_text(rule(spelling)).ok, spelling
    assert meaning_text(rule(spelling)) == meaning_text(rule("play.rank is A"))


@pytest.mark.parametrize(("a", "b"), [
    ("play.rank is J or play.count is 2", "play.rank is one of J, 2"),
    ("play.rank is J or play.rank is Q", "play.rank is J and play.rank is Q"),
])
def test_r_vote_7_joined_terms_of_different_things_stay_apart(a: str, b: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule(b))


@each.parametrize("spelling", ["play.rank is at most 2", "play.rank is less than 3",
                                      "play.rank is one of 2", "2 is play.rank"], size=60)
def test_r_vote_7_the_lowest_rank_closes_a_range_too(spelling: str) -> None:
    assert meaning_text(rule(spelling)) == meaning_text(rule("play.rank is 2"))


@each.parametrize("a, b", [
    ("play.rank is A and play.count is 2", "play.count is 2 and play.rank is A"),
    ("play.rank is A or play.count is 2", "play.count is 2 or play.rank is A"),
    ("not (play.rank is A or play.count is 2)", "play.rank is not A and play.count is not 2"),
    ("play.count is more than 1", "play.count is at least 2"),
    ("play.rank is one of J, Q, K", "play.rank is one of K, 12, J"),
    ("play.bonus is false", "not play.bonus"),
    ("play.bonus is not true and play.rank is A", "play.rank is 14 and not play.bonus"),
    # equalities of one thing joined by "or" are one "one of" (round six)
    ("play.rank is J or play.rank is Q", "play.rank is one of Q, J"),
    ("play.rank is J or play.rank is one of Q, K", "play.rank is one of J, Q, K"),
    ("play.rank is not J and play.rank is not Q", "play.rank is not one of J, Q"),
    # a number moved across the comparison
    ("play.count + 1 is at least 4", "play.count is at least 3"),
    ("play.count - 1 is 1", "play.count is 2"),
])
def test_r_vote_7_order_of_terms_negation_and_strict_comparisons(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


def test_r_vote_7_role_synonyms_names_layout_case_and_phone_typing() -> None:
    every = rule("play.rank is A", "every player draws 1 card")
    assert meaning_text(every) == meaning_text(rule("play.rank is A",
                                                    "every player still in draws 1 card"))
    clearer = 'rule "c"\n  after clear:\n    the clearer draws 1 card\n'
    assert meaning_text(clearer) == meaning_text(
        'rule "other name"\n  after clear:  # a comment\n      acting player draws 1 card\n')
    typed = 'rule \u201cx\u201d\n  After play when play.rank is A:\n    skip next player\n'
    assert meaning_text(typed) == meaning_text(rule("play.rank is A"))


PLAIN = 'rule "tax"\n  after pickup:\n    picker draws 1 card\n'


@each.parametrize("guard", ["pickup.count is at least 1", "pickup.count is more than 0",
                                   "pickup.count is not 0", "table.players is at most 5",
                                   "pickup.count is at least 1 and table.players is at least 2"])
def test_r_vote_7_an_always_true_guard_is_no_guard(guard: str) -> None:
    """A guard every pickup meets (a pickup takes one card or more) spells the same rule:
    stacked under it, the rule acts twice (redteam5b identity-picker-tax)."""
    guarded = f'rule "penalty"\n  after pickup when {guard}:\n    the picker draws 1 cards\n'
    assert meaning_text(guarded) == meaning_text(PLAIN)


@each.parametrize("guard", ["pickup.count is at least 2", "pickup.count is 1",
                                   "pickup.count is at least 1 and table.players is 4",
                                   "pickup.count is at least 1 or table.players is 4"], size=60)
def test_r_vote_7_a_guard_that_can_fail_stays_part_of_the_meaning(guard: str) -> None:
    guarded = f'rule "penalty"\n  after pickup when {guard}:\n    picker draws 1 card\n'
    expected = guard == "pickup.count is at least 1 or table.players is 4"
    assert (meaning_text(guarded) == meaning_text(PLAIN)) is expected


def test_r_vote_7_rank_guards_at_the_ends_of_the_deck_are_always_true() -> None:
    assert meaning_text(rule("play.rank is at most A and play.count is 2")) == \
        meaning_text(rule("play.count is 2"))
    assert meaning_text(rule("play.rank is at least 2 and play.count is 2")) == \
        meaning_text(rule("play.count is 2"))


@each.parametrize("other", ["play.rank is K", "play.rank is at least K",
                                   "play.rank is not A", "play.count is 14",
                                   "play.rank is A or play.count is 2",
                                   "play.rank is A and play.count is 2",
                                   "play.rank is A and play.bonus"])
def test_r_vote_7_different_meanings_stay_apart(other: str) -> None:
    assert meaning_text(rule(other)) != meaning_text(rule("play.rank is A"))


def test_r_vote_7_permissions_and_counts_are_part_of_the_meaning() -> None:
    a = 'rule "a"\n  allow J on Q\n  after play:\n    skip next player\n'
    b = 'rule "b"\n  allow 9 on Q\n  after play:\n    skip next player\n'
    assert meaning_text(a) != meaning_text(b)
    assert meaning_text(a) == meaning_text('rule "c"\n  allow 11 on 12\n  after play:\n'
                                           '    skip next player\n')


RANKS = {14: ["A", "14", "Ace"], 13: ["K", "13"], 12: ["Q", "12"], 11: ["J", "11"]}


@given(rank=st.sampled_from(sorted(RANKS)), data=st.data())
def test_r_vote_7_property_rank_spellings_and_sides_do_not_matter(
        rank: int, data: st.DataObject) -> None:
    one, two = (data.draw(st.sampled_from(RANKS[rank])) for _ in range(2))
    count = data.draw(st.integers(1, 4))
    left = data.draw(st.booleans())
    first = f"play.rank is {one} and play.count is {count}"
    second = (f"play.count is {count} and {two} is play.rank" if left
              else f"not (play.rank is not {two} or play.count is not {count})")
    assert meaning_text(rule(first)) == meaning_text(rule(second))


@given(a=st.sampled_from(sorted(RANKS)), b=st.sampled_from(sorted(RANKS)),
       op=st.sampled_from(["is", "is not", "is at least", "is at most"]))
def test_r_vote_7_property_different_ranks_are_different_rules(a: int, b: int,
                                                               op: str) -> None:
    same = meaning_text(rule(f"play.rank {op} {RANKS[a][0]}")) == meaning_text(
        rule(f"play.rank {op} {RANKS[b][-1]}"))
    assert same == (a == b)


def test_r_vote_4_lp506_a_hook_spelled_twice_in_one_book_is_found() -> None:
    text = ('rule "a"\n  after play when play.rank is A:\n    skip next player\n\n'
            'rule "b"\n  after play when play.rank is at least 14:\n    skip next player\n')
    assert "LP506" in [d.code for d in lint_text(text).diagnostics]


@pytest.mark.parametrize("spelling", ["play.rank is 14", "play.rank is at least A",
                                      "play.rank is Ace"])
def test_r_vote_7_a_removed_rule_does_not_return_under_another_spelling(
        spelling: str) -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    s.record_round(0)
    # the rule the table removes, added through the static checks alone: what is pinned
    # is its respelling refused (R-VOTE-7, asked before any checker), not its trial
    s.announce_rule(rule("play.rank is A", name="Aces skip"), name="Aces skip",
                    checker=static_checker)
    s.record_round(1)
    s.hold_vote("remove", proposer=1, rule=1,
                ballots={0: "yes", 1: "yes", 2: "yes", 3: "yes"})
    s.record_round(0)
    with pytest.raises(SessionError, match="R-VOTE-7"):
        s.announce_rule(rule(spelling, name="Aces skip"), name="Aces skip")


@each.parametrize(("a", "b"), [
    # ranges of one thing are the set of values they let through (round seven)
    ("play.rank is at least 4 and play.rank is at most 4", "play.rank is 4"),
    ("play.rank is at least J and play.rank is at most K", "play.rank is one of J, Q, K"),
    ("play.rank is at least J and play.rank is not A", "play.rank is one of K, Q, 11"),
    ("play.rank is J or play.rank is at least Q", "play.rank is at least J"),
    ("play.rank is not 2 and play.rank is not 3", "play.rank is more than 3"),
    ("play.count is at least 2 and play.count is at most 3", "play.count is one of 3, 2"),
    ("play.count is at least 2 and play.count is at least 3", "play.count is more than 2"),
    ("(play.rank is at most 10 or play.rank is at least K) and play.rank is at least 5",
     "play.rank is not one of 2, 3, 4, J, Q"),
    ("play.rank is at least 5 and play.count is 2 and play.rank is at most 5",
     "play.count is 2 and play.rank is 5"),
])
def test_r_vote_7_ranges_of_one_thing_are_their_set_of_values(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


@each.parametrize(("a", "b"), [
    # numbers only: a guard that is folded to true or false
    ("1 is 1", None), ("2 + 2 is 4", None), ("play.rank is A and 3 is at least 2", "A"),
    ("play.rank is A or 1 is 2", "A"), ("play.rank is 14 - 1", "K"),
    ("play.count is 1 + 1", "2 count"),
])
def test_r_vote_7_folded_constant_guards(a: str, b: str | None) -> None:
    plain = {None: rule(""), "A": rule("play.rank is A"), "K": rule("play.rank is K"),
             "2 count": rule("play.count is 2")}[b]
    assert meaning_text(rule(a)) == meaning_text(plain.replace(" when :", ":"))


def hook(body: str, event: str = "pickup") -> str:
    return f'rule "x"\n  after {event}:\n' + "".join(f"    {line}\n" for line in body.split("/"))


@each.parametrize(("a", "b"), [
    ("repeat 1 times:/  skip next player", "skip next player"),
    ("repeat 2 times:/  acting player draws 1 card", "the picker draws 2 cards"),
    ("repeat 3 times:/  next player draws 2 cards", "next player draws 6 cards"),
    ("next player draws 1 + 1 cards", "next player draws 2 cards"),
    ("next player draws 1 card/next player draws 2 cards", "next player draws 3 cards"),
    ("next player draws 0 cards/skip next player", "skip next player"),
    ("repeat 0 times:/  skip next player/reverse direction", "reverse direction"),
    ("if 1 is 1:/  skip next player", "skip next player"),
    ("if 1 is 2:/  skip next player/else:/  reverse direction", "reverse direction"),
    ("for each other player:/  that player draws 1 card", "every other player draws 1 card"),
    ("for each player whose hand is 0:/  that player takes 2 cards from the cleared cards",
     "every player whose hand is 0 takes 2 cards from the cleared cards"),
    ("for each player:/  repeat 2 times:/    that player draws 1 card",
     "every player draws 2 cards"),
], size=60)
def test_r_vote_7_repeat_for_each_and_if_around_actions_are_unrolled(a: str, b: str) -> None:
    """redteam6b identity-repeat-tax and identity-for-each: a loop around a draw is the
    draw; a block that only wraps is its content."""
    assert meaning_text(hook(a)) == meaning_text(hook(b))


@each.parametrize(("a", "b"), [
    ("repeat 2 times:/  next player draws 1 card", "next player draws 1 card"),
    ("next player draws 1 card/acting player draws 1 card", "next player draws 2 cards"),
    ("for each other player:/  that player draws hand of that player cards",
     "every other player draws 1 card"),
    ("for each other player:/  that player draws 1 card/  skip that player",
     "every other player draws 1 card/skip every other player"),
    ("play.rank is at least J and play.rank is at most K", "play.rank is at least J"),
])
def test_r_vote_7_unrolling_keeps_different_meanings_apart(a: str, b: str) -> None:
    if a.startswith("play."):
        assert meaning_text(rule(a)) != meaning_text(rule(b))
    else:
        assert meaning_text(hook(a)) != meaning_text(hook(b))


@given(low=st.integers(2, 14), high=st.integers(2, 14), other=st.integers(2, 14))
def test_r_vote_7_property_a_rank_range_is_its_set(low: int, high: int, other: int) -> None:
    """Any two spellings of one set of ranks are one meaning, different sets two."""
    ranged = rule(f"play.rank is at least {low} and play.rank is at most {high}")
    listed = sorted(range(low, high + 1))
    as_list = rule("play.rank is one of " + ", ".join(map(str, reversed(listed)))) \
        if listed else rule("play.rank is 2 and play.rank is 3")
    assert meaning_text(ranged) == meaning_text(as_list)
    single = rule(f"play.rank is {other}")
    assert (meaning_text(ranged) == meaning_text(single)) == (listed == [other])


@pytest.mark.parametrize("spelling", [
    "repeat 2 times:/  acting player draws 1 card",
    "if pickup.count is at least 1:/  repeat 1 times:/    the picker draws 1 card/"
    "    acting player draws 1 card",
])
def test_r_vote_7_a_removed_tax_does_not_return_as_a_loop(spelling: str) -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    s.record_round(0)
    s.announce_rule(hook("the picker draws 2 cards"), name="Picker pays",
                    checker=static_checker)  # (as above: R-VOTE-7, not its trial)
    s.record_round(1)
    s.hold_vote("remove", proposer=1, rule=1,
                ballots={0: "yes", 1: "yes", 2: "yes", 3: "yes"})
    s.record_round(0)
    with pytest.raises(SessionError, match="R-VOTE-7"):
        s.announce_rule(hook(spelling), name="Pile fine")


def test_r_vote_7_a_filter_every_player_meets_is_no_filter() -> None:
    every = hook("every player draws 1 card")
    assert meaning_text(hook("every player whose hand is at least 0 draws 1 card")) == \
        meaning_text(every)
    assert meaning_text(hook("for each player whose hand is at least 0:/"
                             "  that player draws 1 card")) == meaning_text(every)
    assert meaning_text(hook("every player whose hand is at least 1 draws 1 card")) != \
        meaning_text(every)


def guarded(event: str, guard: str | None, body: str) -> str:
    head = f"  after {event} when {guard}:\n" if guard else f"  after {event}:\n"
    return 'rule "x"\n' + head + "".join(f"    {line}\n" for line in body.split("/"))


@each.parametrize(("a", "b"), [
    # a body that is one ``if`` is the hook's guard (redteam7 identity-if-inside)
    (guarded("clear", None, "if clear.cause is ten:/  acting player draws 1 card"),
     guarded("clear", "clear.cause is ten", "the clearer draws 1 card")),
    (guarded("play", "play.count is 2", "if play.rank is 9:/  skip next player"),
     guarded("play", "play.rank is 9 and play.count is 2", "skip next player")),
    (guarded("play", None, "if play.rank is 9:/  if play.count is 2:/    skip next player"),
     guarded("play", "play.count is 2 and play.rank is 9", "skip next player")),
    (guarded("play", None, "if play.rank is 9:/  skip next player/else:/  skip next player"),
     guarded("play", None, "skip next player")),
    (guarded("play", None, "if play.rank is 9:/  reverse direction/else:/  "
                           "skip next player"),
     guarded("play", None, "if play.rank is not 9:/  skip next player/else:/  "
                           "reverse direction")),
])
def test_r_vote_7_an_if_that_is_the_whole_body_is_the_guard(a: str, b: str) -> None:
    assert meaning_text(a) == meaning_text(b)


def test_r_vote_7_an_if_is_not_the_guard_when_the_rule_counts_its_firings() -> None:
    """``rule.fired`` counts the hooks whose guard let them run: there the two spellings
    count differently, so they are two rules."""
    count = "  after turn_end when rule.fired is 3:\n    dealer draws 1 card\n"
    a = guarded("play", "play.rank is 9", "skip next player") + count
    b = guarded("play", None, "if play.rank is 9:/  skip next player") + count
    assert meaning_text(a) != meaning_text(b)


@each.parametrize(("a", "b"), [
    # a word attribute is the set of its words (redteam7 identity-not-choice)
    ("pickup.reason is not choice", "pickup.reason is one of obligation, blind"),
    ("pickup.reason is obligation or pickup.reason is blind",
     "pickup.reason is one of blind, obligation"),
    ("pickup.reason is not choice and pickup.reason is not blind",
     "pickup.reason is obligation"),
    ("pickup.reason is one of choice, obligation, blind", None),
])
def test_r_vote_7_a_word_attribute_is_the_set_of_its_words(a: str, b: str | None) -> None:
    def tax(guard: str | None) -> str:
        return guarded("pickup", guard, "the picker draws 1 card")
    assert meaning_text(tax(a)) == meaning_text(tax(b))


def test_r_vote_7_a_word_only_a_rule_makes_counts_where_a_rule_makes_it() -> None:
    """``pickup.reason is rule`` happens only where a rule makes someone pick up the pile:
    in such a book "not choice" and "obligation or blind" are two rules."""
    forced = '\nrule "y"\n  after play when play.rank is 5:\n    next player picks up the pile\n'
    a = guarded("pickup", "pickup.reason is not choice", "the picker draws 1 card")
    b = guarded("pickup", "pickup.reason is one of obligation, blind",
                "the picker draws 1 card")
    assert meaning_text(a + forced) != meaning_text(b + forced)
    assert "LP506" not in [d.code for d in lint_text(a + forced + b.replace('"x"', '"z"'))
                           .diagnostics]
    assert "LP506" in [d.code for d in lint_text(a + b.replace('"x"', '"z"')).diagnostics]


def test_r_vote_4_lp506_the_same_hook_in_two_files_with_an_if_and_a_word_set() -> None:
    from lopti_rules.language import lint_book

    files = {"1.lopti": guarded("clear", "clear.cause is ten", "the clearer draws 1 card"),
             "2.lopti": guarded("clear", None, "if clear.cause is ten:/"
                                               "  acting player draws 1 card")
             .replace('"x"', '"y"')}
    codes = [d.code for r in lint_book(list(files.items())) for d in r.diagnostics]
    assert "LP506" in codes


@each.parametrize(("a", "b"), [
    # or over and, and over or: the guard's conjunctive normal form (meaningcnf.py)
    ("play.rank is 9 and (play.count is 2 or play.count is 3)",
     "(play.rank is 9 and play.count is 2) or (play.rank is 9 and play.count is 3)"),
    ("(play.rank is 9 or play.bonus) and (play.rank is 9 or table.pile is 0)",
     "play.rank is 9 or (play.bonus and table.pile is 0)"),
    ("play.rank is 9 and (play.rank is 9 or play.bonus)", "play.rank is 9"),
    ("not (play.rank is 9 or (play.bonus and table.pile is 0))",
     "play.rank is not 9 and (not play.bonus or table.pile is not 0)"),
])
def test_r_vote_7_and_over_or_is_one_normal_form(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


@pytest.mark.parametrize(("a", "b"), [
    ("play.rank is 9 and (play.count is 2 or play.bonus)",
     "(play.rank is 9 and play.count is 2) or play.bonus"),
    ("play.rank is 9 or play.bonus", "play.rank is 9 and play.bonus"),
])
def test_r_vote_7_the_normal_form_keeps_different_guards_apart(a: str, b: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule(b))


@each.parametrize("spelling", [
    "hand of acting player + 2 is less than hand of next player",
    "hand of next player - 2 is more than hand of acting player",
    "hand of next player is at least hand of acting player + 3",
    "hand of acting player is at most hand of next player - 3",
    "not (hand of next player is at most hand of acting player + 2)",
])
def test_r_vote_7_a_comparison_of_two_things_is_one_way_round(spelling: str) -> None:
    """meaningsides.py: the heavy-hand guard of redteam7 in any of its spellings."""
    want = meaning_text(rule("hand of next player is more than hand of acting player + 2"))
    assert meaning_text(rule(spelling)) == want


@pytest.mark.parametrize("other", [
    "hand of next player is more than hand of acting player + 1",
    "hand of acting player is more than hand of next player + 2",
    "hand of next player is at least hand of acting player + 2",
])
def test_r_vote_7_two_sided_comparisons_that_differ_stay_apart(other: str) -> None:
    assert meaning_text(rule(other)) != meaning_text(
        rule("hand of next player is more than hand of acting player + 2"))


def test_r_custom_4_r_vote_7_a_loop_that_compares_a_relative_role_lints_without_a_crash() -> None:
    """Found by test_lint_compiles' random rules: ``if acting player is not next player
    after the acting player`` in a loop over every player holds a role inside a role,
    which the every-other-player reading put in a set (a TypeError out of ``lopti lint``);
    every problem comes back as a diagnostic, never as an exception."""
    text = ('rule "Deep"\n  after deal:\n    for each player:\n'
            '      if acting player is not next player after the acting player:\n'
            '        acting player gives 0 cards to acting player\n')
    assert lint_text(text, "r.lopti").book is not None
