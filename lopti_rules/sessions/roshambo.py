"""Roshambo (rock-paper-scissors) that breaks a tied rule vote (R-ROSHAMBO)."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from ..errors import LoptiError
from ..i18n import gettext as _
from ..i18n import ngettext

Hand = Literal["R", "P", "S"]
Stage = Literal["knockout", "match"]

#: A match is exactly this many decided rounds; draws do not count (R-ROSHAMBO-2).
DECIDED_ROUNDS = 30
HANDS: tuple[Hand, ...] = ("R", "P", "S")
_BEATS: dict[str, str] = {"R": "S", "P": "R", "S": "P"}


class RoshamboError(LoptiError):
    """Throws that cannot settle a Roshambo: too few, too many, or malformed."""


@dataclass(frozen=True, slots=True)
class Throw:
    """One simultaneous throw: seat ``a`` shows ``a_hand``, seat ``b`` shows ``b_hand``."""

    stage: str  #: "knockout" (choosing a representative) or "match"
    a: int
    b: int
    a_hand: str
    b_hand: str

    @property
    def winner(self) -> int | None:
        """The seat that won this throw, or None for a draw."""
        if self.a_hand == self.b_hand:
            return None
        return self.a if _BEATS[self.a_hand] == self.b_hand else self.b


class ThrowSource(Protocol):
    """Where throws come from: people at the table, or seeded bots."""

    def pair(self, a: int, b: int) -> tuple[str, str]:
        """The next hands shown by seats ``a`` and ``b``."""
        ...  # pragma: no cover


class EnteredThrows:
    """Throws typed in by people: pairs such as ``"RS PP SR"`` (first hand is seat ``a``)."""

    def __init__(self, text: str) -> None:
        letters = re.sub(r"[\s,;/-]+", "", text).upper()
        bad = next((c for c in letters if c not in _BEATS), None)
        if bad is not None:
            raise RoshamboError(_("throws: {bad} is not R, P or S").format(bad=repr(bad)))
        if len(letters) % 2:
            raise RoshamboError(_("throws: an odd number of hands; give them in pairs like "
                                  "'RS PP'"))
        self._pairs = [(letters[i], letters[i + 1]) for i in range(0, len(letters), 2)]
        self._next = 0

    def pair(self, a: int, b: int) -> tuple[str, str]:
        if self._next >= len(self._pairs):
            raise RoshamboError(ngettext(
                "throws: the {n} entered pair ran out before the Roshambo was decided "
                "(R-ROSHAMBO-2 needs {rounds} decided rounds)",
                "throws: the {n} entered pairs ran out before the Roshambo was decided "
                "(R-ROSHAMBO-2 needs {rounds} decided rounds)",
                len(self._pairs)).format(n=len(self._pairs), rounds=DECIDED_ROUNDS))
        hands = self._pairs[self._next]
        self._next += 1
        return hands

    def check_used_up(self) -> None:
        """Refuse throws left over after the Roshambo was decided."""
        left = len(self._pairs) - self._next
        if left:
            raise RoshamboError(ngettext(
                "throws: {n} pair left over after the Roshambo was decided",
                "throws: {n} pairs left over after the Roshambo was decided", left).format(
                n=left))


class BotThrows:
    """Seeded bots throwing uniformly at random: the same seed gives the same match."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def pair(self, a: int, b: int) -> tuple[str, str]:
        return self._rng.choice(HANDS), self._rng.choice(HANDS)


def decided_throw(a: int, b: int, source: ThrowSource, stage: str, out: list[Throw]) -> int:
    """Throw until one seat wins (draws are recorded too); return the winning seat."""
    while True:
        a_hand, b_hand = source.pair(a, b)
        throw = Throw(stage, a, b, a_hand, b_hand)
        out.append(throw)
        if throw.winner is not None:
            return throw.winner


def knockout(members: Sequence[int], source: ThrowSource, out: list[Throw]) -> int:
    """Pick a side's representative: pairings in seat order, one decided round each (R-ROSHAMBO-3).

    An odd member out gets a bye into the next pass; the last one standing represents the side.
    """
    if not members:
        raise ValueError("a knockout needs at least one member")
    alive = list(members)
    while len(alive) > 1:
        winners = [decided_throw(alive[i], alive[i + 1], source, "knockout", out)
                   for i in range(0, len(alive) - 1, 2)]
        if len(alive) % 2:
            winners.append(alive[-1])
        alive = winners
    return alive[0]


def match(proposer: int, defender: int, source: ThrowSource, out: list[Throw]) -> tuple[int, int]:
    """Exactly 30 decided rounds, then sudden death at 15-15 (R-ROSHAMBO-2).

    Returns (proposer's wins, defender's wins); they are never equal.
    """
    wins = {proposer: 0, defender: 0}
    decided = 0
    while decided < DECIDED_ROUNDS or wins[proposer] == wins[defender]:
        wins[decided_throw(proposer, defender, source, "match", out)] += 1
        decided += 1
    return wins[proposer], wins[defender]
