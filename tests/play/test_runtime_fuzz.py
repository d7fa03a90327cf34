"""Every effect on every event, in random games: the engine's invariants hold whatever
the rules ask (52 cards, a legal move for the player to act, R-WIN-4, games end)."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from support.games import positions

from lopti_rules.engine.baserules import OFFICIAL
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.events import EVENT_NAMES
from lopti_rules.engine.position import unaccounted
from lopti_rules.play import RuleRuntime
from lopti_rules.tools.rulebooks import python_book

pytestmark = pytest.mark.slow  # every test here is over a second (README, "Contributing")

#: One effect list per kind, written as a hook body (``view`` roles only).
EFFECTS = {
    "draw": "[Draw(view.next, 2)]",
    "give": "[Give(view.current, view.next, 2)]",
    "take_top": "[TakeCleared(view.fewest, 2, 'top')]",
    "take_random": "[TakeCleared(view.most, 1, 'random')]",
    "take_choice": "[TakeCleared(view.next, 3, 'choice')]",
    "take_pile": "[TakePile(view.previous, 2)]",
    "pickup": "[Pickup(view.next)]",
    "clear": "[ClearPile(view.acting)]",
    "skip": "[Skip(view.next)]",
    "reverse": "[Reverse()]",
    "restrict_low": "[Restrict('at_most', 5)]",
    "restrict_set": "[Restrict('one_of', (2, 14))]",
    "restrict_count": "[Restrict('min_cards', 2)]",
    "reveal": "[Reveal(view.acting)]",
    "say": "[Say(view.acting, 'hi'), Do(view.next, 'wave')]",
    "roshambo": "[r := Roshambo(view.acting, view.next)]",
    # more zones (issue 14): the draw pile's bottom, the bottom cleared card, face-up swaps
    "draw_bottom": "[Draw(view.acting, 2, 'bottom')]",
    "take_bottom": "[TakeCleared(view.previous, 1, 'bottom')]",
    "swap_up": "[SwapUp(view.acting, 1), SwapUp(view.next, 3)]",
}


def hook_source(timing: str, event: str, body: str) -> str:
    if ":=" in body:  # a Roshambo and a draw for its loser, in the compiler's shape
        return (f"def {timing}_{event}(view, event, rule):\n    fuel()\n"
                "    if view.acting == view.next:\n        return []\n"
                "    game = Roshambo(view.acting, view.next)\n"
                "    return [game, Draw(game.loser, 1)]\n")
    return f"def {timing}_{event}(view, event, rule):\n    fuel()\n    return {body}\n"


#: turns after which a fuzzed game is ended by the safety cap
FUZZ_TURN_CAP = 400


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5),
       picks=st.lists(st.tuples(st.sampled_from(["before", "after"]),
                                st.sampled_from(EVENT_NAMES),
                                st.sampled_from(sorted(EFFECTS))), min_size=1, max_size=4),
       bot=st.sampled_from(["random", "greedy"]))
# a before-swap draw whose after-draw give took the swapped card (R-CUSTOM-2, nested)
@example(seed=0, players=2, picks=[("before", "swap", "draw"), ("after", "draw", "give")],
         bot="random")
def test_any_effect_on_any_event_keeps_the_engine_sound(
        seed: int, players: int, picks: list[tuple[str, str, str]], bot: str) -> None:
    books = [python_book(f"rule {i}", hook_source(timing, event, EFFECTS[kind]))
             for i, (timing, event, kind) in enumerate(picks)]
    rt = RuleRuntime(books)
    # Rules that hand cards back can make a game run to the safety cap; a low cap
    # keeps each example short while still reaching it (the cap is a base rule).
    play = rt.start(players, seed, OFFICIAL.adjust("max_turns", FUZZ_TURN_CAP))
    g = play.game
    # the deal, then after each decision; fails if the safety cap does not end the game
    for _ in positions(g, make_bot(bot, seed), cap=FUZZ_TURN_CAP * 20):
        problem = unaccounted(g)
        assert problem is None, problem
        for seat in range(players):
            if g.out[seat]:
                assert not (g.hand[seat] or g.up[seat] or g.down[seat]), "R-WIN-4"
        assert g.is_over() or g.legal_moves(), "the player to act must have a legal move"
    assert g.capped or sorted(g.finishing_order) == list(range(players))
