"""A firing that lays the same effects on every seat still in, its own player's included,
is no power that player wields (tools/sides.py ``alike``; R-CUSTOM-4, issue 29, session
38, fairmech38, tests/data/redteam-fm38): "when last round's winner clears, every player
draws a card" costs the champion what it costs each other seat, however its guard names a
standing. The same guard with "every other player draws", or a take from the cleared
cards handed in turn, is still the champion's power ("standing wielded", LP801). Short
evenings, played here (new wordings, not the red-team files): no trial is run."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from support.standings import standing_means

from lopti_rules.engine.game import Game
from lopti_rules.sandbox import effects as fx
from lopti_rules.tools.sides import alike
from lopti_rules.tools.trial.config import DEFAULT

CHAMPION = ("standing wielded", "last winner")
#: the champion's clears cost every seat a card, theirs too
ALL_DRAW = """rule "Crown tax"
  after clear when the clearer is last winner:
    every player draws 1 card
"""
#: the champion's clears cost everyone else a card
OTHERS_DRAW = """rule "Crown levy"
  after clear when the clearer is last winner:
    every other player draws 1 card
"""
#: the champion's pickups: everyone passes a card left, the champion too
ALL_PASS = """rule "Crown shares"
  after pickup when the picker is last winner:
    every player may give 1 card to their left
"""


@pytest.mark.parametrize("players", [3, 4])
def test_r_custom_4_an_effect_alike_for_every_seat_is_no_power(players: int) -> None:
    floor = DEFAULT.floor_share(players)
    assert standing_means(ALL_DRAW, players).get(CHAMPION, 0.0) < floor
    assert standing_means(ALL_PASS, players).get(CHAMPION, 0.0) < floor
    assert standing_means(OTHERS_DRAW, players)[CHAMPION] == 1.0 > floor


def _view(seat: int) -> object:
    return SimpleNamespace(_seat=seat)


def _game(players: int, out: tuple[int, ...] = (), going: tuple[int, ...] = ()) -> Game:
    """A real game (the compiled engine takes no stand-in) whose seats in ``out`` are out
    and in ``going`` hold no card (going out with this play); the others hold cards."""
    g = Game(players, 1)
    for s in range(players):
        g.out[s] = s in out
        if s in out or s in going:
            g.hand[s], g.up[s], g.down[s] = 0, 0, []
    return g


Plan = list[tuple[object, tuple[int, ...]]]


def _plan(kind: str, seats: list[tuple[int, ...]], players: int) -> Plan:
    out = []
    for named in seats:
        if kind == "draw":
            effect: object = fx.Draw.__new__(fx.Draw)
            object.__setattr__(effect, "target", _view(named[0]))
            object.__setattr__(effect, "n", 1)
            object.__setattr__(effect, "end", "top")
        else:
            effect = fx.Give.__new__(fx.Give)
            object.__setattr__(effect, "giver", _view(named[0]))
            object.__setattr__(effect, "receiver", _view(named[1]))
            object.__setattr__(effect, "n", 1)
            object.__setattr__(effect, "optional", True)
        out.append((effect, named))
    return out


def test_r_custom_4_alike_reads_each_seat_relative_to_itself() -> None:
    g = _game(4)
    everyone = _plan("draw", [(0,), (1,), (2,), (3,)], 4)
    assert alike(g, everyone, 2)
    assert not alike(g, everyone[1:], 0)  # every other player: the actor bears none
    left = _plan("give", [(s, (s + 1) % 4) for s in range(4)], 4)
    assert alike(g, left, 1)
    mixed = _plan("give", [(0, 1), (1, 2), (2, 3), (3, 2)], 4)
    assert not alike(g, mixed, 0)  # one seat gives the other way
    out = _game(4, out=(3,))
    assert alike(out, everyone[:3], 0)  # every player still in
    assert not alike(out, everyone[:3], 3)  # an actor who is out wields nothing alike
    going = _game(4, going=(2,))  # seat 2's play took its last card (R-WIN-4)
    assert alike(going, [everyone[k] for k in (0, 1, 3)], 2)
    assert not alike(going, [everyone[k] for k in (0, 1)], 2)
