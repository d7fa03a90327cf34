"""What every effect is made of: the areas of the table it writes, how, and its limits.

An effect (``effects.py``) declares its :attr:`Effect.write_set`, a set of
:class:`Write` entries (an :class:`Area` of the table and the :class:`Change` made to
it, maybe for one player); the apply-time check "does this effect block its event"
(R-CUSTOM-2) compares it with the event's protected set (``effects.blocking``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Literal, Protocol

from .view import PlayerView

#: Most cards one effect may move (a whole deck).
MAX_CARDS = 52
#: Longest text a ``say`` or ``do`` may record.
MAX_TEXT = 280

RestrictKind = Literal["at_most", "at_least", "one_of", "min_cards"]
RESTRICT_KINDS: tuple[str, ...] = ("at_most", "at_least", "one_of", "min_cards")
TakeWhich = Literal["top", "random", "choice", "bottom"]
TAKE_WHICH: tuple[str, ...] = ("top", "random", "choice", "bottom")
#: Which end of the draw pile a draw takes from (``draws 1 card from the bottom of the
#: draw pile``, issue 14).
DrawEnd = Literal["top", "bottom"]


class Area(StrEnum):
    """A part of the table an effect may write."""

    HAND = "hand"
    UP = "up"
    DOWN = "down"
    PILE = "pile"
    DRAW_PILE = "draw_pile"
    CLEARED = "cleared"
    TURNS = "turns"  #: who plays when: skips, bonus plays, direction, dealer and leader
    NEXT_PLAY = "next_play"  #: a restriction on the next play
    RECORD = "record"  #: the game record only: texts, reveals, mini-game results


class Change(StrEnum):
    """How an effect writes an :class:`Area`."""

    ADD = "add"
    REMOVE = "remove"
    REORDER = "reorder"
    RESTRICT = "restrict"


class Effect:
    """Base of every effect: immutable, validated, with a write set."""

    __slots__ = ()
    name: ClassVar[str] = ""

    @property
    def write_set(self) -> frozenset[Write]:
        """The parts of the table this effect changes."""
        raise NotImplementedError

    def named_players(self) -> tuple[PlayerRef, ...]:
        """Every player this effect names, in field order."""
        return ()


class TwoPlayers(Protocol):
    """What an outcome needs of its Roshambo: the two players who throw."""

    @property
    def a(self) -> PlayerView: ...

    @property
    def b(self) -> PlayerView: ...


@dataclass(frozen=True, slots=True, eq=False)
class RoshamboOutcome:
    """The winner or loser of a ``Roshambo`` (effects.py) of the same effect list."""

    game: TwoPlayers  #: the Roshambo (effects.Roshambo) it is an outcome of
    side: Literal["winner", "loser"]

    def __repr__(self) -> str:
        return f"<{self.side} of roshambo {id(self.game):#x}>"

    def candidates(self) -> tuple[PlayerView, PlayerView]:
        """Who this may turn out to be."""
        return (self.game.a, self.game.b)

    def __eq__(self, other: object) -> bool:
        if type(other) is not RoshamboOutcome:
            return NotImplemented
        return self.game is other.game and self.side == other.side

    def __hash__(self) -> int:
        return hash((id(self.game), self.side))


#: Whom an effect may target: a player view, or the outcome of an earlier Roshambo.
PlayerRef = PlayerView | RoshamboOutcome


@dataclass(frozen=True, slots=True)
class Write:
    """One entry of a write set: ``player`` None means "no one in particular"."""

    area: Area
    change: Change
    player: PlayerRef | None = None

    def overlaps(self, protected: Write) -> bool:
        """Whether this write touches what ``protected`` protects.

        A protected entry without a player protects the area for everyone; an
        unresolved Roshambo outcome may be either of its players.
        """
        if self.area != protected.area or self.change != protected.change:
            return False
        if protected.player is None or self.player is None:
            return True
        return bool(set(_candidates(self.player)) & set(_candidates(protected.player)))


def _candidates(ref: PlayerRef) -> tuple[PlayerView, ...]:
    """The players a reference may be: itself, or either player of a Roshambo's outcome."""
    return ref.candidates() if not isinstance(ref, PlayerView) else (ref,)
