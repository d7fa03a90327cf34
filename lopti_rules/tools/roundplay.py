"""One round played decision by decision with the trial's tallies told each decision.

The loop of every evening's round (``tools/evenings.py``): the bot chooses, the power
tally (``powers.PowerTally``) and, for a book that restricts a next play, the permission
tally (``permits.PermitTally``) see the decision before it is taken, and a pickup is taken
through ``powers.picked_up``; then the round's base events are counted off its history
(:func:`round_events`). A wheel built with a C compiler compiles this module, the
tallies it tells every decision (the powers', the permissions' with the seals', the
sides') and the engine with mypyc in one group (``hatch_build.py``, ``TALLIES``), so
the loop calls the tallies and reads the compiled ``Game`` natively, not through
Python's attribute lookups (docs/trial.md, "Cost"); ``LOPTI_PURE=1`` loads the sources,
which tally the same rounds to the same counts (tests/engine/test_compiled.py).
"""

from __future__ import annotations

from collections.abc import Callable
from operator import eq, itemgetter
from typing import TYPE_CHECKING, Final, NamedTuple, Protocol

from ..engine import FLIP, OVER, PICKUP, PLAY
from .feeding import in_play
from .permits import PermitTally
from .powers import PowerTally, picked_up

if TYPE_CHECKING:
    from ..engine import Game, Move
    from .sides import SideTally


class Listener(Protocol):
    """What the loop reads of the runtime's tally (``evenings._Watcher``): the book's
    firings so far, never reset."""

    firings: int


def play_round(g: Game, choose: Callable[[Game], Move], powers: PowerTally,
               fence: int | None = None, watcher: Listener | None = None,
               permits: PermitTally | None = None, draws: list[int] | None = None,
               moves_cards: bool = True, ahead: list[int] | None = None,
               last_card: list[int] | None = None, sides: SideTally | None = None,
               dry: list[int] | None = None
               ) -> tuple[int, int, tuple[int, int]]:
    """Play ``g`` to its end (or ``fence`` decisions) with ``choose``, telling ``powers``
    (and, with the book, ``permits``) every decision; the cards its pickups took and the
    cards they left with the pickers (``picked_up``, R-TURN-2), and the same two sums
    over the pickups the book's rules acted on (``watcher`` heard a firing while the
    pickup was taken). With ``draws`` (the book's rounds), add to it the R-DRAW-1 draws
    and the cards they left with the drawers, and the same for the other plays
    (:func:`drawn_kept`). ``moves_cards=False`` says that no hook of the book moves a
    card to or from a player (no draw, give, take, swap or pickup: ``bookactions.moves_cards``):
    then a play leaves its player exactly what R-DRAW-1 drew, so only the blind flips are
    counted one by one and the plays' draws are read off the game's counters at the end
    (:func:`plays_drawn`), the same four counts. With ``ahead`` (the book's rounds), add
    to ``ahead[0]`` the decisions taken by the seat that took the one before while it
    holds fewer cards than every other player still in (:func:`kept_ahead`). With
    ``last_card`` (the book's rounds), add to it the decisions of a seat that its own
    decision before had left with one card, and (``[1]``) those at which it held more
    cards than it was left with; the same two (``[2]``, ``[3]``) for the other decisions
    that follow another seat's (R-WIN-1; :func:`sent_back`). With ``sides`` (the book's
    rounds), tell it every decision before and after (``tools/sides.py``). With ``dry``
    (``[-1]``, the book's rounds), set ``dry[0]`` to the cards in play
    (``feeding.in_play``) at the first decision with the draw pile empty, and ``dry[1]``
    (when given) to the decisions taken before it (the round's length at the stock's end:
    ``RoundFacts.dry_at``)."""
    pile = held = steps = acted_pile = acted_held = plays = 0
    last = -1  # the seat of the last decision (``ahead``)
    # what the game and ``draws`` held before (the flips' draws are added to ``draws``)
    turn_draws, drawn = g.turn_draws, g.draws
    flips, flipped = (draws[0], draws[1]) if draws is not None else (0, 0)
    #: per seat, the cards its last decision left it (-1: none yet)
    holding = [-1] * g.players if last_card is not None else None
    mine = turn_drew = stock = 0  # before a play: its player's cards, the draws, the stock
    while g.phase != OVER and (fence is None or steps < fence):
        if dry is not None and dry[0] < 0 and not g.draw_pile:
            dry[0] = in_play(g)
            if len(dry) > 1:
                dry[1] = g.turns + g.bonuses
        move = choose(g)
        decider = g.cur
        if holding is not None and last_card is not None and move.kind in _DECISIONS:
            sent_back(g, decider, last, holding, last_card)
        if ahead is not None and move.kind in _DECISIONS:
            p = g.cur
            if p == last and kept_ahead(g, p):
                ahead[0] += 1
            if holding is None:
                last = p
        powers.see(g, move)
        if sides is not None:
            sides.see(g)
        if permits is not None:
            permits.see(g, move)
        if holding is not None and move.kind == PLAY:
            mine, turn_drew, stock = _cards(g, decider), g.turn_draws, len(g.draw_pile)
        if move.kind == PICKUP:
            heard = watcher.firings if watcher is not None else 0
            took, left = picked_up(g, move)
            pile += took
            held += left
            if watcher is not None and watcher.firings != heard:
                acted_pile += took
                acted_held += left
        elif draws is not None and (move.kind == FLIP or moves_cards and move.kind == PLAY):
            drawn_kept(g, move, draws)
        else:
            if move.kind == PLAY:
                plays += 1
            g.apply(move)
        if sides is not None:
            sides.after(g, decider)
        if holding is not None and move.kind in _DECISIONS:
            now = _cards(g, decider)
            if move.kind == PLAY:  # what the play left them, before the rules' reactions
                now = min(now, played_left(g, move.count, mine, turn_drew, stock))
            holding[decider] = now
            last = decider
        steps += 1
    if draws is not None and not moves_cards:
        plays_drawn(draws, plays, g.turn_draws - turn_draws - (draws[0] - flips),
                    g.draws - drawn - (draws[1] - flipped))
    return pile, held, (acted_pile, acted_held)


def _cards(g: Game, s: int) -> int:
    return g.hand[s].bit_count() + g.up[s].bit_count() + len(g.down[s])


def played_left(g: Game, laid: int, before: int, turn_drew: int, stock: int) -> int:
    """The cards a play left its player by itself: ``before`` less the ``laid`` cards,
    plus the R-DRAW-1 draw it made (``turn_drew`` and ``stock``: the game's draws and its
    draw pile before the play), whatever the rules that react to it did after (a rule
    that refills a last card at the turn's end acts within the same step: without this
    the player would never be seen on one card, R-WIN-1)."""
    drew = min(g._draw_count, stock) if g.turn_draws != turn_drew else 0
    return before - laid + drew


def sent_back(g: Game, p: int, last: int, left: list[int], tally: list[int]) -> None:
    """Seat ``p`` is about to decide after another seat (``last``): did it gain cards since
    its own last decision left it ``left[p]``? In the base game nobody's cards change
    between their own decisions (a draw, a pickup, a take-up are their own), so what it
    gained the book's rules put on it. Tallied apart for the seat that was left with
    one card (``tally[0]``, ``[1]``: a rule that sends the player about to go out back,
    R-WIN-1) and for the others (``[2]``, ``[3]``: what everyone gets alike)."""
    before = left[p]
    if before < 0 or p == last:  # a first decision, or a bonus play straight after
        return
    at = 0 if before == 1 else 2
    tally[at] += 1
    tally[at + 1] += _cards(g, p) > before


def kept_ahead(g: Game, p: int) -> bool:
    """Whether seat ``p``, about to decide again (a kept turn), holds fewer cards than
    every other player still in: ahead in the race to go out (R-WIN-1). Only asked on a
    kept turn (a few in a hundred decisions without a skip at two players in)."""
    hand, up, down, out = g.hand, g.up, g.down, g.out
    mine = hand[p].bit_count() + up[p].bit_count() + len(down[p])
    for s in range(g.players):
        if s != p and not out[s] and \
                hand[s].bit_count() + up[s].bit_count() + len(down[s]) <= mine:
            return False
    return True


def plays_drawn(draws: list[int], plays: int, drew: int, cards: int) -> None:
    """Add to ``draws`` (:func:`drawn_kept`'s four counts) the ``plays`` plays of a round
    whose book moves no card (``bookactions.moves_cards``), of which ``drew`` made an
    R-DRAW-1 draw, ``cards`` cards in all: each play that drew left its player the cards
    drawn, each other play none, the counts :func:`drawn_kept` gives them one by one
    (``tests/tools/test_trial_draws.py`` compares the two)."""
    draws[0] += drew
    draws[1] += cards
    draws[2] += plays - drew


def drawn_kept(g: Game, move: Move, draws: list[int]) -> None:
    """Take the play or blind flip ``move`` on ``g`` and count what it left with its
    player: their cards after it, and after whatever the rules that react to it did,
    minus before, plus the cards the move laid. When it drew (R-DRAW-1, after the
    turn's first play) add one to ``draws[0]`` and that to ``draws[1]``; when it did not,
    one to ``draws[2]`` and that to ``draws[3]`` for a play (an illegal blind flip takes
    the pile, R-FACE-2: not counted). In the plain game a draw leaves its
    ``draw_count`` (one card) and any other play nothing. A rule that hands the drawn
    card straight on ("after a draw the drawer gives a card to their left") leaves
    nothing of the draw, and its top-up is undone (R-CUSTOM-2) as a pickup handed back
    out is (:func:`powers.picked_up`); a rule that takes a card after every play
    ("pass it on") takes it from the plays without a draw as well, and the draw still
    gives what it gives (the trial weighs the draw against the other plays)."""
    p = g.cur
    before = g.hand[p].bit_count() + g.up[p].bit_count() + len(g.down[p])
    drew = g.turn_draws
    g.apply(move)
    left = g.hand[p].bit_count() + g.up[p].bit_count() + len(g.down[p]) - before + (
        move.count if move.kind == PLAY else 1)
    if g.turn_draws != drew:
        at = 0
    elif move.kind == PLAY:
        at = 2
    else:  # a blind flip without a draw: an illegal one takes the pile (R-FACE-2)
        return
    draws[at] += 1
    draws[at + 1] += left


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


#: A seat is locked out of a round when, over the decisions taken while it was still in,
#: its fair share (one in the number of players still in, decision by decision) is at
#: least LOCK_MIN and it took fewer than LOCK_SHARE of that share. Turns rotate in the
#: base game (R-TURN-1), so a base round locks nobody out; a skip on an 8 now and then
#: takes a few turns, not three in four.
LOCK_MIN: Final = 4.0
LOCK_SHARE: Final = 0.25
#: A seat is shut out of a stretch of the round in which the same players were in
#: (before the first player goes out, between two going out, after the last) when its
#: fair share of the stretch's decisions is at least LOCK_MIN and it took fewer than
#: SHUT_SHARE of it: the turn bounced between two seats at five players until one goes
#: out shuts the other three out, however many turns they get once the table is
#: smaller. A base round shuts nobody out; a catch-up skip (``big-hands-hurry``: the
#: player after one holding six cards or more) does in a few rounds in a hundred.
SHUT_SHARE: Final = 0.1
#: The decisions of play (a bonus play is one more); the deal's swaps and keeps
#: (R-SETUP-3) come before the first of them.
_DECISIONS: Final = (PLAY, PICKUP, FLIP)
_SEAT_OF: Final = itemgetter(0)  #: a history entry's seat


def turn_facts(g: Game) -> TurnFacts:
    """The seats locked out of ``g``'s round (:func:`locked_out`), its kept turns (the
    decisions after which the same seat decides again: a bonus play, R-CLEAR-1, or a
    book's skip that hands the turn back at two players in; in the base game the turn
    passes after every decision but a clear's; counted by one C loop, ``map(eq, ...)``),
    the decisions each seat took, and the seats shut out of a stretch in which the same
    players were in (``SHUT_SHARE``; ``list.count`` on each stretch)."""
    history = g.history
    k = 0
    for _, move in history:  # the deal's swaps and keeps (a few a seat)
        if move.kind not in _DECISIONS:
            k += 1
        else:
            break
    seats = list(map(_SEAT_OF, history[k:]))
    size = len(seats)
    n = g.players
    if not size:
        return TurnFacts((), 0, (0,) * n, ())
    kept = sum(map(eq, seats, seats[1:]))
    backwards = seats[::-1]
    taken = [seats.count(s) for s in range(n)]
    last = [size - 1 - backwards.index(s) if taken[s] else -1 for s in range(n)]
    finished = g.finishing_order
    leaves = sorted(last[p] for p in finished if last[p] >= 0)
    out = []
    for s in range(n):
        end = last[s] if s in finished and last[s] >= 0 else size - 1
        # decisions i <= end, each worth 1 / (players in): between two seats leaving,
        # the number in is constant
        fair, start = 0.0, -1
        for j, leave in enumerate((*leaves, size)):
            stop = min(leave, end)
            if stop > start:
                fair += (stop - start) / max(n - j, 1)
            start = leave
            if leave >= end:
                break
        if fair >= LOCK_MIN and taken[s] < LOCK_SHARE * fair:
            out.append(s)
    # stretch by stretch: the decisions after one seat's last and up to the next's
    shut: set[int] = set()
    start, gone = 0, {p for p in finished if last[p] < 0}
    for leave in (*leaves, size - 1):
        if leave >= start:
            part = seats[start:leave + 1]
            fair = len(part) / max(n - len(gone), 1)
            if fair >= LOCK_MIN:
                floor = SHUT_SHARE * fair
                shut.update(s for s in range(n) if s not in gone and part.count(s) < floor)
        gone.add(seats[leave])
        start = leave + 1
    return TurnFacts(tuple(out), kept, tuple(taken), tuple(sorted(shut)))


class TurnFacts(NamedTuple):
    """What :func:`turn_facts` reads off a round's decisions."""

    locked: tuple[int, ...]
    kept: int
    taken: tuple[int, ...]
    shut: tuple[int, ...]


def near_seat(g: Game, players: int) -> int:
    """The seat closest to going out (fewest cards, three or fewer, of those still in;
    -1 when nobody is that close or two are tied): the runtime's tally asks it when an
    effect puts cards or turns on a seat (``evenings._Watcher.fired``)."""
    hand, up, down, out = g.hand, g.up, g.down, g.out
    best, seat, tied = 4, -1, False
    for s in range(players):
        if out[s]:
            continue
        n = hand[s].bit_count() + up[s].bit_count() + len(down[s])
        if n < best:
            best, seat, tied = n, s, False
        elif n == best:
            tied = True
    return -1 if tied else seat
