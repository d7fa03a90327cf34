"""Property: any table a real game reaches, written down as a scenario, is set up exactly."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from support.games import positions

from lopti_rules.engine import Game, cards_of
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.cards import card_str
from lopti_rules.tools.scenario import build_game, load_text, run_scenario


def _cards(mask_or_list: int | list[int]) -> str:
    cards = cards_of(mask_or_list) if isinstance(mask_or_list, int) else mask_or_list
    return '"' + " ".join(card_str(c) for c in cards) + '"'


def scenario_text(g: Game) -> str:
    """The table of ``g`` in the scenario format (docs/scenarios.md)."""
    n = g.players
    chained = list(cards_of(g.discarded))[: g.chain]  # which 3s are chained does not matter
    discarded = g.discarded & ~sum(1 << c for c in chained)
    lines = [
        "[[scenario]]",
        'name = "from a game"',
        "hands = [" + ", ".join(_cards(g.hand[p]) for p in range(n)) + "]",
        "face_up = [" + ", ".join(_cards(g.up[p]) for p in range(n)) + "]",
        "face_down = [" + ", ".join(_cards(list(g.down[p])) for p in range(n)) + "]",
        "pile = [" + ", ".join(_cards(m) for m in g.pile_plays) + "]",
        f"threes = {_cards(chained)}",
        f"draw_pile = {_cards(list(reversed(g.draw_pile)))}",
        "cleared = [" + ", ".join(_cards(m) for m in g.cleared_plays) + "]",
        f"discarded = {_cards(discarded)}",
        f"turn = {g.cur}",
        f"bonus = {'true' if g.bonus else 'false'}",
        f"out = {list(g.finishing_order)}",
        "[scenario.expect]",
        f"turn = {g.cur}",
        "legal = [" + ", ".join(f'"{m}"' for m in g.legal_moves()) + "]",
        f"obligation = {'true' if g.obligation else 'false'}",
    ]
    return "\n".join(lines) + "\n"


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), moves=st.integers(0, 120),
       bot=st.sampled_from(["random", "greedy"]))
def test_a_table_from_any_game_round_trips_through_the_scenario_format(
        players: int, seed: int, moves: int, bot: str) -> None:
    """R-PLAY-4 (the previous play), R-SPECIAL-3 (chained 3s and the obligation), R-CLEAR-2
    (the run of a rank across plays) and R-CLEAR-1 (a bonus play) all survive the trip."""
    g = Game(players, seed)
    for _ in positions(g, make_bot(bot, seed)):  # the whole setup, then up to ``moves`` in all
        if not g.in_setup and moves <= 0:
            break
        moves -= 1
    if g.is_over():
        return
    s = load_text(scenario_text(g), "game.toml")[0]
    t = build_game(s)
    assert (t.hand, t.up, t.down, t.draw_pile) == (g.hand, g.up, g.down, g.draw_pile)
    assert (t.pile, t.top, t.last, t.run, t.chain) == (g.pile, g.top, g.last, g.run, g.chain)
    assert (t.cleared, t.discarded, t.obligation, t.bonus) == (
        g.cleared, g.discarded, g.obligation, g.bonus)
    assert (t.cur, t.out, t.finishing_order) == (g.cur, g.out, g.finishing_order)
    assert t.legal_moves() == g.legal_moves()
    result = run_scenario(s)
    assert result.status == "pass", result.mismatches
