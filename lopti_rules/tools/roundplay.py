"""One round played decision by decision with the trial's tallies told each decision.

The loop of every evening's round (``tools/evenings.py``): the bot chooses, the power
tally (``powers.PowerTally``) and, for a book that restricts a next play, the permission
tally (``permits.PermitTally``) see the decision before it is taken, and a pickup is taken
through ``powers.picked_up``; then the round's base events are counted off its history
(:func:`round_events`). A wheel built with a C compiler compiles this module, the
two tallies and the engine with mypyc in one group (``hatch_build.py``, ``TALLIES``), so
the loop calls the tallies and reads the compiled ``Game`` natively, not through
Python's attribute lookups (docs/trial.md, "Cost"); ``LOPTI_PURE=1`` loads the sources,
which tally the same rounds to the same counts (tests/engine/test_compiled.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..engine import FLIP, OVER, PICKUP, PLAY
from .permits import PermitTally
from .powers import PowerTally, picked_up

if TYPE_CHECKING:
    from ..engine import Game, Move


class Listener(Protocol):
    """What the loop reads of the runtime's tally (``evenings._Watcher``): the book's
    firings so far, never reset."""

    firings: int


def play_round(g: Game, choose: Callable[[Game], Move], powers: PowerTally,
               fence: int | None = None, watcher: Listener | None = None,
               permits: PermitTally | None = None) -> tuple[int, int, tuple[int, int]]:
    """Play ``g`` to its end (or ``fence`` decisions) with ``choose``, telling ``powers``
    (and, with the book, ``permits``) every decision; the cards its pickups took and the
    cards they left with the pickers (``picked_up``, R-TURN-2), and the same two sums
    over the pickups the book's rules acted on (``watcher`` heard a firing while the
    pickup was taken)."""
    pile = held = steps = acted_pile = acted_held = 0
    while g.phase != OVER and (fence is None or steps < fence):
        move = choose(g)
        powers.see(g, move)
        if permits is not None:
            permits.see(g, move)
        if move.kind == PICKUP:
            heard = watcher.firings if watcher is not None else 0
            took, left = picked_up(g, move)
            pile += took
            held += left
            if watcher is not None and watcher.firings != heard:
                acted_pile += took
                acted_held += left
        else:
            g.apply(move)
        steps += 1
    return pile, held, (acted_pile, acted_held)


def round_events(g: Game, resets: tuple[int, ...], pile: int, held: int) -> tuple[int, ...]:
    """The counts of ``evenings.EVENT_KINDS`` in the round ``g`` has played: its clears,
    2s, 3s and 7s played, draws, pickups, bonus plays, blind flips and players out, the
    2's resets used (``resets``: ``powers.resets_used``), and the pickups' cards taken
    (``pile``) and left with the pickers (``held``)."""
    two = three = seven = flips = 0
    for _, move in g.history:
        kind = move.kind
        if kind == PLAY:
            rank = move.rank
            if rank == 2:
                two += 1
            elif rank == 3:
                three += 1
            elif rank == 7:
                seven += 1
        elif kind == FLIP:
            flips += 1
    clears = g.clears
    # the draw is R-DRAW-1's, after a play: a rule's draws (``g.draws``) are not the event
    return (clears[1], clears[2], two, three, seven, g.turn_draws, g.pickups, g.bonuses, flips,
            len(g.finishing_order), sum(resets[4:]), pile, held)
