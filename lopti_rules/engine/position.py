"""Set up a specific table mid-game (for tests and scenarios), and check a table's cards."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .baserules import OFFICIAL, BaseRules
from .bus import EventBus
from .cards import cards_of, cards_str, mask_of, parse_card, rank_of
from .events import Event
from .game import Game
from .legality import state_key
from .state import PLAYING, SetupError, seat_ring

Cards = str | Iterable[int]
_ALL = (1 << 52) - 1


def parse_cards(cards: Cards) -> list[int]:
    """``"9H 9S 10♣"`` (or card ints) as a list of card ints."""
    if isinstance(cards, str):
        try:
            return [parse_card(t) for t in cards.split()]
        except ValueError as exc:
            raise SetupError(str(exc)) from None
    return list(cards)


def table(
    hands: Sequence[Cards],
    *,
    up: Sequence[Cards] | None = None,
    down: Sequence[Cards] | None = None,
    pile: Sequence[Cards] = (),
    threes: Cards = "",
    draw: Cards = "",
    discarded: Cards = "",
    current: int = 0,
    bonus: bool = False,
    out: Sequence[int] = (),
    base: BaseRules = OFFICIAL,
    bus: EventBus | None = None,
) -> Game:
    """A game in play with exactly this table.

    ``pile`` lists the plays on the pile from the bottom up (``["9H", "JH JS"]``);
    ``threes`` are 3s chained beside it: with a non-empty pile they put ``current``
    under the pickup obligation (R-SPECIAL-3). ``draw`` lists the draw pile from the
    top down. Cards named nowhere are out of play (cleared), so every table accounts
    for all 52 cards. ``out`` seats have finished, in that order.
    """
    players = len(hands)
    if not 0 <= current < players:  # the rules' pre-checks read ``g.cur`` as a seat
        raise SetupError(f"the current seat must be a seat 0..{players - 1}, not {current}")
    g = Game(players, 0, base, bus=bus)
    ups = list(up) if up is not None else [""] * players
    downs = list(down) if down is not None else [""] * players
    if len(ups) != players or len(downs) != players:
        raise SetupError("give hands, up and down for every seat")
    seen = 0

    def take(cards: Cards) -> list[int]:
        nonlocal seen
        cs = parse_cards(cards)
        for c in cs:
            if not 0 <= c < 52 or seen >> c & 1:
                raise SetupError(f"card {c} is not a card or is named twice")
            seen |= 1 << c
        return cs

    g.hand = [mask_of(take(h)) for h in hands]
    g.up = [mask_of(take(u)) for u in ups]
    g.down = [take(d) for d in downs]
    plays = [take(p) for p in pile]
    chain = take(threes)
    g.draw_pile = list(reversed(take(draw)))
    g.discarded = mask_of(take(discarded)) | mask_of(chain)
    g.pile = mask_of([c for p in plays for c in p])
    g.pile_plays = [mask_of(p) for p in plays]
    top = last = run = 0
    for p in plays:
        ranks = {rank_of(c) for c in p}
        if len(ranks) != 1:
            raise SetupError(f"a play is cards of one rank (R-PLAY-1): {p}")
        r = ranks.pop()
        run = run + len(p) if r == top else len(p)
        top, last = r, len(p)
    g.top, g.last, g.run = top, last, run
    g.chain = len(chain)
    g.obligation = bool(chain) and bool(g.pile)
    g.tab = g._table[state_key(top, last, run, g.obligation)]
    g.cleared = _ALL & ~seen
    for seat in out:
        g.out[seat] = True
        g.finishing_order.append(seat)
    g.ring = seat_ring(g.out)
    g.active = players - len(out)
    g.history = []
    g.phase = PLAYING
    g.cur = current
    g.bonus = bonus
    g.turns = 1
    return g


def locations(game: Game) -> dict[str, int]:
    """Every place a card can be, as card masks (hands, face-up, face-down per seat)."""
    where = {
        "draw": mask_of(game.draw_pile),
        "pile": game.pile,
        "cleared": game.cleared,
        "discarded": game.discarded,
    }
    for p in range(game.players):
        where[f"hand {p}"] = game.hand[p]
        where[f"up {p}"] = game.up[p]
        where[f"down {p}"] = mask_of(game.down[p])
    return where


def unaccounted(game: Game) -> str | None:
    """``None`` if each of the 52 cards is in exactly one place, else what is wrong."""
    seen = 0
    for name, mask in locations(game).items():
        if seen & mask:
            return f"cards in two places: {cards_of(seen & mask)} (again in {name})"
        seen |= mask
    if seen != _ALL:
        return f"cards missing: {cards_of(_ALL & ~seen)}"
    down = [c for d in game.down for c in d]
    if len(down) != len(set(down)) or len(game.draw_pile) != len(set(game.draw_pile)):
        return "a face-down card or draw-pile card is listed twice"
    return None


def do(game: Game, *moves: str) -> Game:
    """Apply moves written as text (``"play 9x2"``, ``"pickup"``, ``"flip 1"``)."""
    from .moves import parse_move

    for m in moves:
        game.apply(parse_move(m))
    return game


def record(game: Game) -> list[Event]:
    """A list that receives every event ``game`` emits from now on."""
    out: list[Event] = []
    game.bus.listen_all(lambda event, g: out.append(event))
    return out


def show(mask: int) -> str:
    """A card mask as text, lowest card first (``9♥ 9♠``)."""
    return cards_str(cards_of(mask))
