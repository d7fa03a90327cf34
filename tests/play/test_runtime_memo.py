"""Hooks whose effects depend only on role seats, the seating and event values reuse the
effects they returned for the same inputs (R-CUSTOM: hooks read a view and return
effects, keeping no state); planning and the apply-time checks (R-WIN-4, R-CUSTOM-2)
still run every time."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each
from support.examples import example_books
from support.games import play_out, play_with_rules
from support.paths import EXAMPLES

import lopti_rules.play.firings as firings_module
import lopti_rules.play.hooks as hooks_module
import lopti_rules.play.inplay as inplay_module
from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.events import Play, Seat
from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime, bot_agents
from lopti_rules.sandbox.prefilter import memo_key
from lopti_rules.sandbox.view import game_view


def _hook(text: str) -> tuple[str, str]:
    book = compile_text(text, "memo.lopti")
    entry = book.rules[0]
    return entry.python, entry.hooks[0].hook.name


@each.parametrize(("body", "memo"), [
    ("skip next player", True),
    ("acting player plays roshambo with next player\n    roshambo loser draws 1 card", True),
    ("repeat 2 times:\n      next player draws 1 card", True),
    ("next player draws play.count cards", True),
    ("if hand of next player is at least 3:\n      skip next player", True),
    ("if hand of next player is more than hand of acting player:\n      skip next player",
     False),
    ("for each other player:\n      that player draws 1 card", True),
    ("for each other player:\n      if hand of that player is at most 2:\n"
     "        that player draws 1 card", True),
    ("if table.pile is more than 3:\n      skip next player", True),
    ("next player draws table.pile cards", False),
    ("player with the fewest cards takes the top cleared card", True),
    ("player with the most cards draws 1 card", True),
])
def test_only_hooks_reading_role_seats_and_event_values_are_memoized(body: str,
                                                                     memo: bool) -> None:
    """R-CUSTOM: a hook that names roles, reads the event and compares counts with
    constants may reuse its effects; one that uses a count otherwise is always called."""
    python, name = _hook(f'rule "R"\n  after play when play.rank is 8:\n    {body}\n')
    assert (memo_key(python, name, "play") is not None) is memo


def test_a_hook_whose_condition_has_no_precheck_is_not_memoized() -> None:
    """The condition reads the next player's hand: the hook itself decides each time."""
    python, name = _hook('rule "R"\n  after play when hand of next player is at least 3:\n'
                         '    skip next player\n')
    assert memo_key(python, name, "play") is None


def test_a_hook_without_condition_is_memoized_on_its_whole_body() -> None:
    """``after deal: every player gives 1 card to their left`` reads only the seating:
    who is in, in what order from the acting seat. Not who is to play nor who dealt,
    which it never names."""
    python, name = _hook('rule "R"\n  after deal:\n    every player gives 1 card to their left\n')
    key = memo_key(python, name, "deal")
    assert key is not None
    g = Game(4, 1)
    # (who is in: the seats out, and the one going out this moment, R-WIN-4)
    assert key(None, g, 0) == (0, g.direction, 4, (False,) * 4, -1)


@pytest.mark.parametrize(("body", "current", "dealer"), [
    ("for each other player:\n      that player draws 1 card", False, False),
    ("for each player:\n      if that player is the dealer:\n"
     "        that player draws 1 card", False, True),
    ("for each other player:\n      that player draws 1 card\n    skip next player",
     True, False),
])
def test_a_seated_key_holds_the_current_player_and_the_dealer_only_when_named(
        body: str, current: bool, dealer: bool) -> None:
    """A hook over the players keys on the seating; the current player (also behind
    ``next player``) and the dealer are in the key only if the hook can tell them
    apart, so a loop over the players is not called again for every player to act."""
    from lopti_rules.sandbox.prefilter import memo_key_expr

    python, name = _hook(f'rule "R"\n  after clear:\n    {body}\n')
    key = memo_key_expr(python, name, "clear")
    assert key is not None
    assert ("g.cur" in key) is current and ("g.dealer" in key) is dealer


def test_a_count_compared_with_a_constant_keys_on_the_outcome_for_every_seat() -> None:
    """'Four helps the short': the key changes when someone's hand crosses 2 cards or the
    draw pile runs out, not when a count changes on the same side of its bound."""
    python, name = _hook((EXAMPLES / "four-clear-pairs.lopti").read_text(encoding="utf-8"))
    key = memo_key(python, name, "clear")
    assert key is not None
    g = Game(4, 1)
    g.hand = [0b111, 0b1, 0b11111, 0b11]  # 3, 1, 5 and 2 cards
    first = key(None, g, 0)
    g.hand[2] |= 1 << 40  # 6 cards: still more than 2
    assert key(None, g, 0) == first
    g.hand[0] ^= 1  # 2 cards: now short
    assert key(None, g, 0) != first
    assert key(None, g, 0)[-2:] == ((True, True, False, True), True)
    g.draw_pile = []
    assert key(None, g, 0)[-1] is False


def test_r_play_4_an_event_value_that_may_be_none_keys_by_value_not_by_a_comparison(
        ) -> None:
    """``if play.previous_rank is at least 2`` on a play onto the empty pile (R-PLAY-4:
    no previous play, ``previous_rank`` None): the key holds the value, never a
    comparison that would raise outside the hook's own guard (the game raised
    TypeError before); a count of the table compared with a constant keeps its outcome
    (near miss)."""
    body = "if play.previous_rank is at least 2:\n      clear the pile"
    python, name = _hook(f'rule "R"\n  after play:\n    {body}\n')
    key = memo_key(python, name, "play")
    assert key is not None
    first = Play(player=Seat(0), rank=5, count=1, cards=(12,), source="hand", bonus=False,
                 previous_rank=None, previous_count=0)
    assert key(first, Game(2, 0), 0) is not None
    table = memo_key(*_hook('rule "R"\n  after play:\n    if table.pile is more than 3:\n'
                            '      skip next player\n'), "play")
    assert table is not None
    g = Game(2, 0)
    assert False in table(first, g, 0)
    runtime = RuleRuntime([compile_text(f'rule "R"\n  after play:\n    {body}\n', "r.lopti")])
    for seed in range(3):  # each game's first play is onto the empty pile
        assert play_with_rules(runtime, 2, seed).game.is_over()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 300), reverse=st.booleans(),
       acting=st.integers(0, 3))
def test_memo_keys_hold_the_seats_the_views_name(seed: int, steps: int, reverse: bool,
                                                 acting: int) -> None:
    """The key's seats are the seats of the views the hook would read (R-TURN order,
    players who are out skipped)."""
    python, name = _hook('rule "R"\n  after play when play.rank is 8:\n'
                         '    previous player plays roshambo with next player\n'
                         '    roshambo loser draws play.count cards\n')
    key = memo_key(python, name, "play")
    assert key is not None
    g = Game(4, seed)
    play_out(g, make_bot("random", seed), steps=steps)
    if reverse:
        g.reverse()
    ev = Play(player=Seat(acting), rank=8, count=2, cards=(24, 25), source="hand",
              bonus=False, previous_rank=None, previous_count=0)
    view = game_view(g, acting=acting)
    assert key(ev, g, acting) == (2, view.next._seat, view.previous._seat)


@pytest.mark.slow
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_every_example_rule_plays_the_same_game_with_and_without_reuse(
        bot: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Determinism (same seed, same log): reusing effects changes no decision, firing,
    stop or record, Roshambo throws included (they are asked at apply time, R-VOTE-6)."""

    def run() -> tuple[object, ...]:
        rt = RuleRuntime(example_books())  # a runtime per variant: its handlers memoize
        records: list[object] = []
        rt.listen(records.append)
        out = []
        for seed in (2, 5, 13):
            for s in (seed, seed + 100):  # the second game reuses the first one's effects
                play = play_with_rules(rt, 4, s, bot, agents=bot_agents(4, s))
                out.append((tuple(play.game.history), tuple(play.choices)))
        return tuple(out), tuple(records), tuple(rt.fired), tuple(rt.stopped)

    reused = run()
    monkeypatch.setattr(hooks_module, "memo_key_expr", lambda *args: None)
    assert run() == reused


@each.parametrize(("body", "effects"), [
    ("next play must be 8 or lower", "(Restrict(kind='at_most', value=8),)"),
    ("reverse direction\n    next play must be one of 2, 3, 10",
     "(Reverse(), Restrict(kind='one_of', value=(2, 3, 10)))"),
    ("skip next player", None),  # names a player: memoized on its seat instead
    ('acting player says "hm"', None),
])
def test_a_constant_hooks_effects_are_built_from_its_constants(body: str,
                                                               effects: str | None) -> None:
    """``prefilter.constant_effects``: a hook returning restrictions and reversals of
    constants has its effects built once, the values the sandbox would build."""
    from lopti_rules.sandbox.prefilter import constant_effects

    python, name = _hook(f'rule "R"\n  after play when play.rank is 9:\n    {body}\n')
    got = constant_effects(python, name)
    assert (None if got is None else repr(got)) == effects


def test_a_constant_hook_fires_without_being_called(monkeypatch: pytest.MonkeyPatch) -> None:
    """'Ace wall' and 'Nine turns' always return the same effects once their condition
    holds: the runtime plans them once, when it is made, and never calls the hooks; they
    fire, are counted and recorded as before (R-CUSTOM), the same games as when every
    hook runs on every event (``prechecks=False``)."""
    from lopti_rules.language import CompiledBook

    books: list[CompiledBook] = [compile_text((EXAMPLES / f"{n}.lopti").read_text(), n)
                                 for n in ("ace-high-only", "nine-reverses")]
    called: list[str] = []

    def spying(run: Any) -> Any:
        def spy(hook: object, *args: object, **kwargs: object) -> object:
            called.append(hook.name)  # type: ignore[attr-defined]
            return run(hook, *args, **kwargs)
        return spy

    # every hook call of rules in play goes through the sandbox's run_bounded (the fast
    # path) or run_hook (the reference): from a handler's step (firings.run_step) or
    # from RulesInPlay.call
    for module in (inplay_module, firings_module):
        for name in ("run_bounded", "run_hook"):
            monkeypatch.setattr(module, name, spying(getattr(module, name)))

    def run(prechecks: bool, listen: bool) -> tuple[object, ...]:
        rt = RuleRuntime(books, prechecks=prechecks)
        records: list[str] = []
        if listen:
            rt.listen(lambda r: records.append(r.name))
        out = []
        for s in (3, 4):
            g = play_with_rules(rt, 4, s, "random", agents=bot_agents(4, s)).game
            out.append(tuple(g.history))
        return tuple(out), tuple(rt.fired), records.count("rule_fired")

    for listen in (False, True):
        called.clear()
        fast = run(True, listen)
        assert called == [] and all(fast[1])
        assert fast[2] == (sum(fast[1]) if listen else 0)
        assert fast == run(False, listen) and called  # the reference path calls them
