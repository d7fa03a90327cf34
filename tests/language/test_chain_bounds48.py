"""Draw chains read by their bound, not by the cycle alone (LP402, R-CUSTOM-3;
analysis/checks/chainbound.py, session 48): a draw hook that acts only while the stock
is down to a few cards, or while the drawer's hand is small, runs a few more times and
stops; a draw hook bounded by the round's count of draws stops too, through another
rule's draw hook on the way. A chain that grows with the pile stays a loop: no bound, a
bound from below, a bound on something the chain never moves, a stock bound past the
runtime's depth fence, a hand that a give keeps from growing. Static and cheap: one
lint a book."""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text


def loops(text: str) -> bool:
    return "LP402" in {d.code for d in lint_text(text, "t.lopti").diagnostics}


def hook(name: str, guard: str, action: str) -> str:
    when = f" when {guard}" if guard else ""
    return f'rule "{name}"\n  after draw{when}:\n    {action}\n'


DRAW = "the drawer draws 1 card"
BOTTOM = "the drawer draws 1 card from the bottom of the draw pile"


@each.parametrize("text", [
    # redteam39 fair-late-draws-doubled-champion-only: the champion takes the last eight
    hook("Crown fee", "table.draw_pile is at most 8 and the drawer is last winner", BOTTOM),
    # two late draw hooks feeding each other, each bounded by the stock
    hook("Last four", "table.draw_pile is at most 4", DRAW)
    + hook("Last two", "table.draw_pile is less than 3", BOTTOM),
    # a refill to three, then a late fourth card: the drawer's hand grows at each draw
    hook("Full hand", "hand of the drawer is less than 3", DRAW)
    + hook("Late fourth", "hand of the drawer is 3 and round.turns is at least 10", BOTTOM),
    # the round's count of draws bounds one hook; the other's draw comes back to it
    hook("Opening", "round.draws is at most 2", DRAW)
    + hook("Dregs", "table.draw_pile is at most 2", BOTTOM),
])
def test_r_custom_3_a_draw_chain_bounded_by_its_hooks_is_no_loop(text: str) -> None:
    assert not loops(text), text


@each.parametrize("text", [
    # a draw that feeds itself without end
    hook("Greedy", "", DRAW),
    # a bound on something the chain never moves: the turn count
    hook("Late appetite", "round.turns is at least 12", DRAW),
    # a bound from below on the stock: a chain that grows with the pile
    hook("Deep dig", "table.draw_pile is at least 10", BOTTOM),
    # a bound from above past the depth fence: thirty draws in one chain
    hook("Early rush", "table.draw_pile is at most 30", DRAW),
    # a bound from below on the round's draws
    hook("Second half", "round.draws is at least 20", DRAW),
    # the hand bound, but the drawer gives a card away: the hand never grows
    'rule "Churn"\n  after draw when hand of the drawer is at most 4:\n'
    '    the drawer gives 1 card to their left\n    the drawer draws 1 card\n',
    # the hand bound on the drawer, but the next player draws: another hand each time
    hook("Pass on", "hand of the drawer is at most 4", "next player draws 1 card"),
    # two hooks, one bounded by the stock, the other by nothing
    hook("Late weight", "table.draw_pile is at most 8", BOTTOM)
    + hook("Share it", "table.draw_pile is at least 1", "next player draws 1 card"),
])
def test_r_custom_3_a_draw_chain_that_grows_with_the_pile_is_a_loop(text: str) -> None:
    assert loops(text), text
