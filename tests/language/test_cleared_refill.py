"""LP403 (R-CUSTOM-3, R-CLEAR-3; ``analysis/checks/refill.py``): cleared cards handed back
to several players at once, at an event that recurs as long as the round goes on, with
no bound on how often it fires a round. Each firing brings back a number of cards that
grows with the table, and the longer the round the more comes back (redteam21
``loop-big-pickup-bottom``, ``loop-reset-refund``, which the trial's measure of the cards
fed back let through at 0.48-0.53 against its line of 0.5).

Variants the examples do not use (other events, other roles and sets, ``for each``,
two neighbours, counts and ``repeat``, other keyword languages) are caught; near misses a
table writes (one player, a bounded event, a count of the round or of the rule that
bounds the firings) stay clean, statically and through the whole static gate."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import lint_text
from lopti_rules.language.lint.linter import lint_book

from ..support.paths import ROOT


def codes(text: str) -> set[str]:
    return {d.code for d in lint_text(text).diagnostics}


def hook(head: str, *body: str) -> str:
    return f'rule "x"\n  {head}:\n' + "".join(f"    {line}\n" for line in body)


@each.parametrize("text", [
    # the two redteam21 leftovers' idea, at other events and in other words
    hook("after pickup when pickup.count is at least 6",
         "every other player takes the bottom cleared card",
         "every other player takes the bottom cleared card"),
    hook("after play when play.rank is 2 and table.draw_pile is 0",
         "every other player takes 2 cards from the cleared cards"),
    hook("after play when play.rank is 7 and table.draw_pile is 0",
         "every other player takes the top cleared card"),
    hook("after bonus when table.draw_pile is 0",
         "every player takes 1 card from the cleared cards"),
    hook("after turn_end when table.draw_pile is 0 and round.turns is a multiple of 5",
         "every player takes 2 cards from the cleared cards"),
    hook("after clear when clear.cause is four",
         "every player still in takes the top cleared card"),
    hook("before turn when table.draw_pile is 0",
         "every player whose hand is 0 takes the top cleared card"),
    # a for each over a set, and a repeat
    'rule "x"\n  after pickup when table.draw_pile is 0:\n    for each other player:\n'
    '      that player takes the bottom cleared card\n',
    'rule "x"\n  after pickup:\n    for each player whose hand is at most 1:\n'
    '      that player takes 2 cards from the cleared cards\n',
    'rule "x"\n  after play when play.count is at least 2:\n    repeat 2 times:\n'
    '      every other player takes the top cleared card\n',
    # two single roles on one path: the clearer's two neighbours
    hook("after clear when clear.cause is ten",
         "the player left of the clearer takes 2 cards from the cleared cards",
         "the player right of the clearer takes 2 cards from the cleared cards"),
    # a ceiling on a count the event does not move bounds nothing: clears stay few while
    # the turns go on
    hook("after turn_end when round.clears is at most 3",
         "every player takes the top cleared card"),
    # a count of the rule read with a ceiling that nothing adds to
    'rule "x"\n  count "n" this round\n  after pickup when count "n" is at most 2:\n'
    '    every other player takes the top cleared card\n',
])
def test_r_custom_3_cleared_cards_for_several_players_all_round_lp403(text: str) -> None:
    assert "LP403" in codes(text)


@pytest.mark.parametrize(("lang", "text"), [
    ("de", '# lopti: lang=de\nregel "x"\n  nach pickup wenn table.draw_pile ist 0:\n'
           '    jeder andere spieler holt der unterste geräumten karte\n'),
    ("nl", '# lopti: lang=nl\nregel "x"\n  na clear als table.draw_pile is 0:\n'
           '    iedere speler neemt de bovenste opgeruimde kaart\n'),
    ("tr", '# lopti: lang=tr\nkural "x"\n'
           '  sonra play eğer play.rank ise 2 ve table.draw_pile ise 0:\n'
           '    bütün diğer oyuncu alır 2 kartlar içinden bu temizlenen kartlar\n'),
])
def test_r_custom_3_cleared_refill_in_other_keywords_lp403(lang: str, text: str) -> None:
    assert "LP403" in codes(text), lang


@each.parametrize("text", [
    # one player: the trial weighs it (LP804), the legal pickup-refund and clear-returns-oldest
    hook("after clear", "next player takes the bottom cleared card"),
    hook("after pickup", "the picker takes the top cleared card"),
    # (the next player: the clearer taking the top cleared cards back at a clear by a 10
    # keeps the 10, LP403 since session 39, tests/language/test_last_state.py)
    hook("after clear when clear.cause is ten", "next player takes 2 cards from the cleared cards"),
    # one player in either branch: never two in one firing
    'rule "x"\n  after clear:\n    if round.clears is odd:\n'
    '      next player takes the top cleared card\n    else:\n'
    '      previous player takes the top cleared card\n',
    # one player under two names: the clearer is the acting player
    hook("after clear", "the clearer takes the bottom cleared card",
         "acting player takes the bottom cleared card"),
    # events a round has a bound on; at a pass one card for its 3 (redteam-mech32
    # loop-pass-refills-target, measured harmless in play)
    hook("after out", "every player still in takes 1 card from the cleared cards"),
    hook("after take_up when table.draw_pile is 0",
         "every other player takes the top cleared card"),
    hook("after flip when not flip.legal", "every player takes 1 card from the cleared cards"),
    hook("after pass", "the next player takes 1 card from the cleared cards"),
    hook("after pass when pass.chain is 2", "acting player takes the bottom cleared card"),
    # a pass bounded to once a round by a count of the rule
    'rule "x"\n  count "p" this round\n  after pass:\n    add 1 to "p"\n'
    '    if count "p" is 1:\n      every player takes 1 card from the cleared cards\n',
    # one player, less than half of what the clear takes out: a ten's clear (five cards
    # or so), a big clear's one or two cards, the third clear's three
    hook("after clear when clear.count is at least 12",
         "the clearer takes 2 cards from the cleared cards"),
    hook("after clear when clear.count is at least 8",
         "next player takes 3 cards from the cleared cards"),
    hook("after clear", "next player takes 2 cards from the cleared cards"),
    hook("after clear when round.clears is 3", "next player takes 3 cards from the cleared cards"),
    # one player at an event that takes nothing out of play: the trial's (LP504, LP804)
    hook("after pickup", "the picker takes 2 cards from the cleared cards"),
    # bounded a round by a count of the round the event moves
    hook("after clear when round.clears is 3",
         "every player still in takes 1 card from the cleared cards"),
    hook("after turn_end when turn_end.number is 120", "every player takes the top cleared card"),
    hook("after pickup when round.pickups is at most 2 and table.draw_pile is 0",
         "every other player takes the top cleared card"),
    hook("after bonus when round.clears is one of 4, 8", "every player takes the top cleared card"),
    # bounded by a count the hook adds to (the legal late-pickup-dividend-twice), before
    # or in the condition
    'rule "x"\n  count "d" this round\n  after pickup when table.draw_pile is 0:\n'
    '    add 1 to "d"\n    if count "d" is at most 2:\n'
    '      every other player takes the top cleared card\n',
    'rule "x"\n  count "t" this round\n'
    '  after turn_end when table.draw_pile is 0 and round.turns is a multiple of 12 and '
    'count "t" is less than 2:\n    add 1 to "t"\n    every player takes the top cleared card\n',
    # cards from the draw pile, not the cleared cards
    hook("after pickup when pickup.count is at least 10", "every other player draws 1 card"),
], size=60)
def test_r_custom_3_bounded_or_single_returns_stay_clean_of_lp403(text: str) -> None:
    assert "LP403" not in codes(text)


@each.parametrize("text", [
    # redteam25 loop-big-clear-feeds-next: half of every big clear straight back
    hook("after clear when clear.count is at least 6",
         "next player takes 3 cards from the cleared cards"),
    hook("after clear", "the clearer takes 3 cards from the cleared cards"),
    # a pass discards one 3: more than that back, to several players or to one
    # (redteam25 loop-pass-refills-empty-hands, redteam13 loop-pass-dividend)
    hook("after pass", "every player whose hand is 0 takes 2 cards from the cleared cards"),
    hook("after pass", "every other player takes the bottom cleared card"),
    hook("after pass when table.draw_pile is 0",
         "next player takes 2 cards from the cleared cards"),
    'rule "x"\n  after pass:\n    for each player whose hand is at most 1:\n'
    '      that player takes the top cleared card\n',
], size=60)
def test_r_custom_3_half_of_what_leaves_play_fed_back_lp403(text: str) -> None:
    """R-CLEAR-3, R-CUSTOM-3: two cleared cards or more a firing, half or more of what the
    event takes out of play, with no bound a round (the static side of LP804's line)."""
    assert "LP403" in codes(text)


@pytest.mark.parametrize(("lang", "text"), [
    ("de", '# lopti: lang=de\nregel "x"\n  nach clear wenn clear.count ist mindestens 6:\n'
           '    nächste spieler holt 3 karten aus der geräumten karten\n'),
    ("nl", '# lopti: lang=nl\nregel "x"\n  na pass:\n'
           '    volgende speler neemt 2 kaarten vanuit de opgeruimde kaarten\n'),
    ("tr", '# lopti: lang=tr\nkural "x"\n  sonra pass:\n'
           '    sonraki oyuncu alır 2 kartlar içinden bu temizlenen kartlar\n'),
])
def test_r_custom_3_fed_back_in_other_keywords_lp403(lang: str, text: str) -> None:
    assert "LP403" in codes(text), lang


def test_r_custom_3_lp403_by_the_amount_names_both_counts() -> None:
    [found] = [d for d in lint_text(hook("after clear when clear.count is at least 6",
                                         "next player takes 3 cards from the cleared cards")
                                    ).diagnostics if d.code == "LP403"]
    assert "every clear hands 3 cleared cards back" in found.message
    assert "takes 6 out of play" in found.message and "R-CLEAR-3" in found.message
    [found] = [d for d in lint_text(hook("after pass", "every other player takes the bottom "
                                         "cleared card")).diagnostics if d.code == "LP403"]
    assert "every pass hands 3 cleared cards back" in found.message
    assert "takes 1 out of play" in found.message


def test_r_custom_3_lp403_across_files_is_per_hook() -> None:
    """Two files that each feed one player are two hooks, each feeding one: not LP403."""
    a = hook("after pickup", "next player takes the top cleared card")
    b = hook("after pickup", "previous player takes the top cleared card").replace('"x"', '"y"')
    found = {d.code for r in lint_book([("a.lopti", a), ("b.lopti", b)]) for d in r.diagnostics}
    assert "LP403" not in found


def test_r_custom_3_lp403_names_the_rule_the_event_and_the_cards() -> None:
    text = hook("after pickup when table.draw_pile is 0",
                "every other player takes 2 cards from the cleared cards")
    [found] = [d for d in lint_text(text).diagnostics if d.code == "LP403"]
    assert found.severity == "error"
    assert "'x'" in found.message and "every pickup" in found.message
    assert "6 cards a firing at four players" in found.message
    assert found.line == 3


@pytest.mark.parametrize("name", ["loop-big-pickup-bottom", "loop-reset-refund"])
def test_r_custom_3_redteam21_leftovers_are_lp403(name: str) -> None:
    path = ROOT / "tests" / "data" / "redteam21" / "unfair" / f"{name}.lopti"
    assert "LP403" in codes(path.read_text(encoding="utf-8"))
