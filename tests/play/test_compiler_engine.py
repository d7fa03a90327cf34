"""Compiled example rules run on views of real engine games and ask for the expected effects."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from support.games import play_out
from support.paths import EXAMPLES

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.bus import EventBus
from lopti_rules.engine.events import Event
from lopti_rules.language import CompiledBook, compile_text
from lopti_rules.sandbox import HookStopped, run_hook
from lopti_rules.sandbox import effects as fx
from lopti_rules.sandbox.eventview import views_for
from lopti_rules.sandbox.view import RuleView, TableView

RULE_VIEW = RuleView(rounds=1, clears=0, pickups=0, fired=0, counts=(0,) * 8)

Fired = list[tuple[Event, TableView, list[fx.Effect]]]


def example(stem: str) -> CompiledBook:
    return compile_text((EXAMPLES / f"{stem}.lopti").read_text(encoding="utf-8"), f"{stem}.lopti")


def play_with(book: CompiledBook, seed: int, players: int = 4) -> Fired:
    """Play one seeded bot game; run every after-hook of ``book`` on the engine's events.

    The effects are collected, not applied (another engineer's part): the game is
    the base game, and each hook sees the view of the moment its event happened.
    """
    fired: Fired = []
    bus = EventBus()

    def listener(hooks: tuple[object, ...]) -> Callable[[Event, Game], None]:
        def on_event(event: Event, game: Game) -> None:
            table, ev = views_for(game, event)
            for entry in hooks:
                fired.append((event, table, run_hook(entry.hook, table, ev,  # type: ignore[attr-defined]
                                                     RULE_VIEW)))
        return on_event

    for name in book.events_listened():
        bus.after(name, listener(book.hooks_for("after", name)))
    play_out(Game(players=players, seed=seed, bus=bus), make_bot("greedy", seed=seed))
    return fired


@pytest.mark.parametrize("seed", [3, 5, 11])
def test_eights_skip_after_a_play_of_eight_returns_skip_next(seed: int) -> None:
    """The example "Eights skip": a play of 8 (R-PLAY-1) asks to skip the next player."""
    fired = play_with(example("eights-skip"), seed)
    eights = [(ev, table, out) for ev, table, out in fired if ev.rank == 8]  # type: ignore[attr-defined]
    others = [out for ev, _, out in fired if ev.rank != 8]  # type: ignore[attr-defined]
    assert eights, "the seeded game has a play of 8"
    assert all(out == [fx.Skip(table.next)] for _, table, out in eights)
    assert all(out == [] for out in others)


def test_nine_reverses_on_every_nine_and_only_then() -> None:
    fired = play_with(example("nine-reverses"), 7)
    assert any(out for _, _, out in fired)
    for ev, _, out in fired:
        assert out == ([fx.Reverse()] if ev.rank == 9 else [])  # type: ignore[attr-defined]


def test_ten_says_lopti_when_a_ten_clears() -> None:
    """R-CLEAR-1: a 10 clears the pile; the clearer (the acting player) says "Lopti!"."""
    saw = False
    for seed in range(1, 6):
        for ev, table, out in play_with(example("ten-says-lopti"), seed):
            if ev.cause == "ten":  # type: ignore[attr-defined]
                saw = True
                assert out == [fx.Say(table.acting, "Lopti!")]
            else:
                assert out == []
    assert saw


def test_the_pass_to_the_left_gives_one_card_per_player_after_the_deal() -> None:
    for players in (2, 3, 5):
        fired = play_with(example("deal-pass-left"), 4, players)
        assert len(fired) == 1
        _, table, gifts = fired[0]
        assert len(gifts) == players
        for gift in gifts:
            assert isinstance(gift, fx.Give) and gift.n == 1
            assert gift.receiver == gift.giver.left  # type: ignore[union-attr]


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.lopti")), ids=lambda p: p.stem)
def test_every_example_runs_a_whole_game_without_being_stopped(path: Path) -> None:
    """On real tables every example rule asks for effects and is never stopped (R-VOTE-6)."""
    book = compile_text(path.read_text(encoding="utf-8"), path.name)
    try:
        fired = play_with(book, 2)
    except HookStopped as stop:  # pragma: no cover - the failure message is the point
        pytest.fail(f"{path.name}: {stop}")
    for _, _, out in fired:
        assert all(type(e) in fx.EFFECT_TYPES.values() for e in out)
