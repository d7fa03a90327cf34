"""Immutable effect values a house-rule hook returns; the engine applies them.

Hooks never touch the game (docs/sandbox.md, "What a hook sees and returns"):
they return a list of these values, and the engine checks and applies the list
as one transaction. Every effect validates its arguments when it is built, so
a hook that builds a nonsensical effect (a negative draw, a text too long, a
target that is not a player) is stopped on the spot (R-VOTE-6).

Every effect has a :attr:`Effect.write_set`: which parts of the table it
changes. The engine's apply-time check "does this effect block its event"
(R-CUSTOM-2) compares it with the event's protected set using :func:`blocking`.

A :class:`Roshambo` names its result: ``r.winner`` and ``r.loser`` are
:class:`RoshamboOutcome` placeholders that later effects of the same list may
target (``[r := Roshambo(a, b), Draw(r.loser, 2)]``); the engine resolves them
once the throws are in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import ClassVar, Literal

from .effectbase import MAX_CARDS as MAX_CARDS
from .effectbase import MAX_TEXT as MAX_TEXT
from .effectbase import RESTRICT_KINDS as RESTRICT_KINDS
from .effectbase import TAKE_WHICH as TAKE_WHICH
from .effectbase import Area as Area
from .effectbase import Change as Change
from .effectbase import DrawEnd as DrawEnd
from .effectbase import Effect as Effect
from .effectbase import PlayerRef as PlayerRef
from .effectbase import RestrictKind as RestrictKind
from .effectbase import RoshamboOutcome as RoshamboOutcome
from .effectbase import TakeWhich as TakeWhich
from .effectbase import Write as Write
from .view import PlayerView

#: Roshambos built so far in this process; run_hook compares it before and after
#: a hook call, so it checks Roshambo outcomes only when the hook built a game.
roshambo_count = 0

@dataclass(frozen=True, slots=True, eq=False)
class Roshambo(Effect):
    """A rock-paper-scissors game between two players; its result is nameable.

    Defined before the other effects because they may target its outcomes.
    Equality is identity: two Roshambos between the same players are two games.
    """

    name: ClassVar[str] = "roshambo"
    a: PlayerView
    b: PlayerView
    winner: RoshamboOutcome = field(init=False)  #: whoever wins, known at apply time
    loser: RoshamboOutcome = field(init=False)  #: whoever loses

    def __post_init__(self) -> None:
        global roshambo_count
        roshambo_count += 1
        _check_view(self.a, "a")
        _check_view(self.b, "b")
        if self.a == self.b:
            raise ValueError("roshambo needs two different players")
        object.__setattr__(self, "winner", RoshamboOutcome(self, "winner"))
        object.__setattr__(self, "loser", RoshamboOutcome(self, "loser"))

    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset({Write(Area.RECORD, Change.ADD, self.a),
                          Write(Area.RECORD, Change.ADD, self.b)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.a, self.b)


def _check_ref(value: object, what: str) -> None:
    if type(value) is not PlayerView and type(value) is not RoshamboOutcome:
        raise TypeError(f"{what} must be a player, not {type(value).__name__}")


def _check_view(value: object, what: str) -> None:
    if type(value) is not PlayerView:
        raise TypeError(f"{what} must be a player, not {type(value).__name__}")


def _check_count(value: object, what: str) -> None:
    if type(value) is not int:
        raise TypeError(f"{what} must be a whole number, not {type(value).__name__}")
    if not 0 <= value <= MAX_CARDS:
        raise ValueError(f"{what} must be 0 to {MAX_CARDS}, got {value}")


def _check_optional(value: object) -> None:
    if type(value) is not bool:
        raise TypeError(f"optional must be True or False, not {type(value).__name__}")


def _check_text(value: object, what: str) -> None:
    if type(value) is not str:
        raise TypeError(f"{what} must be text, not {type(value).__name__}")
    if not 0 < len(value) <= MAX_TEXT:
        raise ValueError(f"{what} must be 1 to {MAX_TEXT} characters, got {len(value)}")


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """``target`` draws ``n`` cards from the draw pile (as many as are left).

    A count of 0 (``draws as many cards as the pile has`` on an empty pile) is a
    valid no-op, not a failure: like every counted effect it then writes nothing.
    ``end``: ``"bottom"`` draws from the bottom of the draw pile (issue 14).
    """

    name: ClassVar[str] = "draw"
    target: PlayerRef
    n: int = 1
    end: DrawEnd = "top"

    def __post_init__(self) -> None:
        _check_ref(self.target, "draw target")
        _check_count(self.n, "cards to draw")
        if self.end != "top" and self.end != "bottom":
            raise ValueError("a draw is from the top or the bottom of the draw pile")

    @property
    def write_set(self) -> frozenset[Write]:
        if not self.n:
            return frozenset()  # moving no cards writes nothing
        return frozenset({Write(Area.DRAW_PILE, Change.REMOVE),
                          Write(Area.HAND, Change.ADD, self.target)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class Give(Effect):
    """``giver`` gives ``n`` hand cards of their agent's choice to ``receiver``."""

    name: ClassVar[str] = "give"
    giver: PlayerRef
    receiver: PlayerRef
    n: int = 1
    #: ``may give up to n`` (issue 14): the giver chooses how many, none included; what
    #: the effect may write is still that of ``n`` cards (its most)
    optional: bool = False

    def __post_init__(self) -> None:
        _check_ref(self.giver, "giver")
        _check_ref(self.receiver, "receiver")
        _check_count(self.n, "cards to give")
        _check_optional(self.optional)
        if self.giver == self.receiver:
            raise ValueError("a player cannot give cards to themselves")

    @property
    def write_set(self) -> frozenset[Write]:
        if not self.n:
            return frozenset()  # moving no cards writes nothing
        return frozenset({Write(Area.HAND, Change.REMOVE, self.giver),
                          Write(Area.HAND, Change.ADD, self.receiver)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.giver, self.receiver)


@dataclass(frozen=True, slots=True)
class TakeCleared(Effect):
    """``target`` takes ``n`` cleared cards back into their hand (R-CLEAR-3).

    ``which``: ``"top"`` the latest cleared, ``"bottom"`` the earliest still out of
    play, ``"random"`` drawn with the game's seeded random source, ``"choice"`` chosen
    by the target's agent.
    """

    name: ClassVar[str] = "take_cleared"
    target: PlayerRef
    n: int = 1
    which: TakeWhich = "top"

    def __post_init__(self) -> None:
        _check_ref(self.target, "take target")
        _check_count(self.n, "cleared cards to take")
        if self.which not in TAKE_WHICH:
            raise ValueError(f"which must be one of {', '.join(TAKE_WHICH)}")

    @property
    def write_set(self) -> frozenset[Write]:
        if not self.n:
            return frozenset()  # moving no cards writes nothing
        return frozenset({Write(Area.CLEARED, Change.REMOVE),
                          Write(Area.HAND, Change.ADD, self.target)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class TakePile(Effect):
    """``target`` takes the top ``n`` cards of the pile into their hand."""

    name: ClassVar[str] = "take_pile"
    target: PlayerRef
    n: int = 1

    def __post_init__(self) -> None:
        _check_ref(self.target, "take target")
        _check_count(self.n, "pile cards to take")

    @property
    def write_set(self) -> frozenset[Write]:
        if not self.n:
            return frozenset()  # moving no cards writes nothing
        return frozenset({Write(Area.PILE, Change.REMOVE),
                          Write(Area.HAND, Change.ADD, self.target)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class SwapUp(Effect):
    """``target`` swaps ``n`` face-up cards of their choice with the top ``n`` cards of
    the draw pile (issue 14): as many as both have; the hand is untouched (R-FACE-1)."""

    name: ClassVar[str] = "swap_up"
    target: PlayerRef
    n: int = 1
    #: ``may swap up to n`` (issue 14): the player chooses how many, none included
    optional: bool = False

    def __post_init__(self) -> None:
        _check_ref(self.target, "swap target")
        _check_count(self.n, "face-up cards to swap")
        _check_optional(self.optional)

    @property
    def write_set(self) -> frozenset[Write]:
        if not self.n:
            return frozenset()  # swapping no cards writes nothing
        return frozenset({Write(Area.UP, Change.REMOVE, self.target),
                          Write(Area.UP, Change.ADD, self.target),
                          Write(Area.DRAW_PILE, Change.REMOVE),
                          Write(Area.DRAW_PILE, Change.ADD)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class Pickup(Effect):
    """``target`` picks up the whole pile, as a pickup event (R-TURN-2)."""

    name: ClassVar[str] = "pickup"
    target: PlayerRef

    def __post_init__(self) -> None:
        _check_ref(self.target, "pickup target")

    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset({Write(Area.PILE, Change.REMOVE),
                          Write(Area.HAND, Change.ADD, self.target)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class ClearPile(Effect):
    """A custom clear (R-CLEAR-2): the pile leaves play, ``causer`` gets a bonus play."""

    name: ClassVar[str] = "clear_pile"
    causer: PlayerRef

    def __post_init__(self) -> None:
        _check_ref(self.causer, "clear causer")

    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset({Write(Area.PILE, Change.REMOVE), Write(Area.CLEARED, Change.ADD),
                          Write(Area.TURNS, Change.ADD, self.causer)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.causer,)


@dataclass(frozen=True, slots=True)
class Skip(Effect):
    """``target``'s next turn is skipped."""

    name: ClassVar[str] = "skip"
    target: PlayerRef

    def __post_init__(self) -> None:
        _check_ref(self.target, "skip target")

    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset({Write(Area.TURNS, Change.REMOVE, self.target)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class Reverse(Effect):
    """The direction of play reverses."""

    name: ClassVar[str] = "reverse"

    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset({Write(Area.TURNS, Change.REORDER)})


@dataclass(frozen=True, slots=True)
class Choose(Effect):
    """``target`` deals (``what`` is ``dealer``) or plays first (``leader``) this round: a
    before-deal hook's choice (``last round's last place deals``)."""

    name: ClassVar[str] = "choose"
    what: Literal["dealer", "leader"]
    target: PlayerRef

    def __post_init__(self) -> None:
        if self.what not in ("dealer", "leader"):
            raise ValueError(f"choose the dealer or the leader, not {self.what!r}")
        _check_ref(self.target, f"{self.what} chosen")

    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset({Write(Area.TURNS, Change.REORDER, self.target)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class Restrict(Effect):
    """The next play must satisfy a condition, like a 7 does (R-SPECIAL-7).

    ``kind`` and ``value``: ``at_most`` / ``at_least`` a rank (2..14), ``one_of``
    a tuple of ranks, ``min_cards`` a count (1..4). A restriction that would
    leave the player to act no legal move lapses (docs/rules-in-play.md).
    """

    name: ClassVar[str] = "restrict"
    kind: RestrictKind
    value: int | tuple[int, ...]

    def __post_init__(self) -> None:
        if self.kind not in RESTRICT_KINDS:
            raise ValueError(f"restriction must be one of {', '.join(RESTRICT_KINDS)}")
        if self.kind == "min_cards":
            if type(self.value) is not int or not 1 <= self.value <= 4:
                raise ValueError(f"min_cards must be 1 to 4, got {self.value!r}")
        elif self.kind == "one_of":
            ranks = self.value
            if (not isinstance(ranks, tuple | list) or not 0 < len(ranks) <= 13
                    or any(type(r) is not int or not 2 <= r <= 14 for r in ranks)):
                raise ValueError("one_of needs 1 to 13 ranks, each 2 to 14 (J=11 .. A=14)")
            object.__setattr__(self, "value", tuple(sorted(set(ranks))))
        elif type(self.value) is not int or not 2 <= self.value <= 14:
            raise ValueError(f"a rank must be 2 to 14 (J=11 .. A=14), got {self.value!r}")

    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset({Write(Area.NEXT_PLAY, Change.RESTRICT)})


@dataclass(frozen=True, slots=True)
class Reveal(Effect):
    """``target`` shows their hand to the table (recorded)."""

    name: ClassVar[str] = "reveal"
    target: PlayerRef

    def __post_init__(self) -> None:
        _check_ref(self.target, "reveal target")

    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset({Write(Area.RECORD, Change.ADD, self.target)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True)
class _Spoken(Effect):
    """``who`` must say or do ``text`` (recorded; the validator vets the text,
    R-CUSTOM-3): what :class:`Say` and :class:`Do` share."""

    _labels: ClassVar[tuple[str, str]] = ("speaker", "say text")
    who: PlayerRef
    text: str

    def __post_init__(self) -> None:
        _check_ref(self.who, self._labels[0])
        _check_text(self.text, self._labels[1])

    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset({Write(Area.RECORD, Change.ADD, self.who)})

    def named_players(self) -> tuple[PlayerRef, ...]:
        return (self.who,)


@dataclass(frozen=True, slots=True)
class Say(_Spoken):
    """``who`` must say ``text`` (recorded; the validator vets the text, R-CUSTOM-3)."""

    name: ClassVar[str] = "say"


@dataclass(frozen=True, slots=True)
class Do(_Spoken):
    """``who`` must do ``text`` (recorded; the validator vets the text, R-CUSTOM-3)."""

    name: ClassVar[str] = "do"
    _labels: ClassVar[tuple[str, str]] = ("actor", "do text")


@dataclass(frozen=True, slots=True)
class Remember(Effect):
    """The firing rule's own count ``slot`` (0-7) is now ``value``: memory, not the table's."""

    name: ClassVar[str] = "remember"
    slot: int
    value: int

    def __post_init__(self) -> None:
        if type(self.slot) is not int or not 0 <= self.slot < 8 or type(self.value) is not int:
            raise ValueError("a rule's count is one of 8, and a whole number")
    @property
    def write_set(self) -> frozenset[Write]:
        return frozenset()


#: Every effect type, by kind; a hook's list may hold only instances of exactly these.
EFFECT_TYPES: dict[str, type[Effect]] = {
    "draw": Draw,
    "give": Give,
    "take_cleared": TakeCleared,
    "take_pile": TakePile,
    "pickup": Pickup,
    "clear_pile": ClearPile,
    "skip": Skip,
    "reverse": Reverse,
    "choose": Choose,
    "restrict": Restrict,
    "reveal": Reveal,
    "say": Say,
    "do": Do,
    "roshambo": Roshambo, "remember": Remember,
    "swap_up": SwapUp,
}

#: The attributes sandboxed code may read on an effect value: only a Roshambo's result.
PUBLIC_ATTRIBUTES: dict[type, frozenset[str]] = {Roshambo: frozenset({"winner", "loser"})}

_A, _C = Area, Change
#: Every (area, change) an effect of each type may write, whatever its fields (its
#: ``write_set`` is a subset; a test holds them to it). ``Write.overlaps`` needs both
#: equal, so an effect none of whose pairs is protected blocks nothing: most effects
#: are cleared without building their write set.
WRITE_KINDS: dict[type, frozenset[tuple[Area, Change]]] = {
    Roshambo: frozenset({(_A.RECORD, _C.ADD)}),
    Draw: frozenset({(_A.DRAW_PILE, _C.REMOVE), (_A.HAND, _C.ADD)}),
    Give: frozenset({(_A.HAND, _C.REMOVE), (_A.HAND, _C.ADD)}),
    TakeCleared: frozenset({(_A.CLEARED, _C.REMOVE), (_A.HAND, _C.ADD)}),
    TakePile: frozenset({(_A.PILE, _C.REMOVE), (_A.HAND, _C.ADD)}),
    Pickup: frozenset({(_A.PILE, _C.REMOVE), (_A.HAND, _C.ADD)}),
    ClearPile: frozenset({(_A.PILE, _C.REMOVE), (_A.CLEARED, _C.ADD), (_A.TURNS, _C.ADD)}),
    Skip: frozenset({(_A.TURNS, _C.REMOVE)}),
    Reverse: frozenset({(_A.TURNS, _C.REORDER)}),
    Choose: frozenset({(_A.TURNS, _C.REORDER)}),
    Restrict: frozenset({(_A.NEXT_PLAY, _C.RESTRICT)}),
    Reveal: frozenset({(_A.RECORD, _C.ADD)}),
    Say: frozenset({(_A.RECORD, _C.ADD)}),
    Do: frozenset({(_A.RECORD, _C.ADD)}), Remember: frozenset(),
    SwapUp: frozenset({(_A.UP, _C.REMOVE), (_A.UP, _C.ADD), (_A.DRAW_PILE, _C.REMOVE),
                       (_A.DRAW_PILE, _C.ADD)}),
}


def blocking(effect: Effect, protected: Iterable[Write]) -> Write | None:
    """The first protected entry ``effect`` writes, or None if it blocks nothing."""
    protected = tuple(protected)
    kinds = WRITE_KINDS.get(type(effect))
    if kinds is not None and not any((p.area, p.change) in kinds for p in protected):
        return None  # none of the pairs it can write is protected
    writes = effect.write_set
    for p in protected:
        for w in writes:
            if w.overlaps(p):
                return p
    return None
