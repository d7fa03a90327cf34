"""What the book does right after a play only its permission allowed (issue 29, session 33).

A permission lets a lower rank onto a higher one (``allow 8 on K``). What the table sees
of it is not the permission's words but what follows the permitted play, before anyone
answers it. A clear there makes a clearing card (``trial/clearcards.py``: the 10's power,
R-SPECIAL-10). A ceiling on the next play ("an 8 on a King: the next play must be 8 or
lower", redteam24 ``perm-eight-lid-on-kings``) is the 7's power (R-SPECIAL-7); a skip of
the next player or a pickup forced on them takes the answer away altogether (R-TURN-1,
R-TURN-2). Each is a power on the next seat given to a card the order puts below the pile:
the order repealed for that rank with a power added, whatever event, rank or effect the
book names.

:class:`PermitPowers` is told each play a permission allowed (``allowed``), each of the
book's effects as it fires (``fired``) and keeps, per (previous rank, rank) pair: the plays
allowed, those a clear of the book followed before the next play, and those after which the
book acted on the next play at all (a clear, a restriction of the next play, a skip, a
forced pickup). It also counts, over the round, the plays after which the book acted on the
next play whatever was played (``acted``), so a book that restricts after most plays anyway
("after odd turns, 9 or lower") is not read as the permission's power.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from ..engine import Game

#: The effects that act on the play that follows: they take the next seat's answer away
#: (a clear takes the pile, a skip the turn, a pickup the choice) or bind it (a ceiling)
ON_NEXT: Final = frozenset({"clear_pile", "restrict", "skip", "pickup"})


class PermitPowers:
    """One round's tally (module text)."""

    __slots__ = ("counts", "permitted", "acted", "_last")

    def __init__(self) -> None:
        #: per pair: [plays allowed, cleared after, acted on the next play after]
        self.counts: dict[tuple[int, int], list[int]] = {}
        #: the last permitted play, (previous rank, rank, the game's plays before it)
        self.permitted: tuple[int, int, int] | None = None
        #: the plays of the round after which the book acted on the next play
        self.acted = 0
        self._last = -1  #: the game's play count at the last act counted

    def reset(self) -> None:
        self.counts, self.permitted, self.acted, self._last = {}, None, 0, -1

    def allowed(self, game: Game, on: int, rank: int) -> None:
        self.permitted = (on, rank, game.plays)
        self.counts.setdefault((on, rank), [0, 0, 0])[0] += 1

    def fired(self, game: Game, kind: str) -> None:
        """An effect of the book fires: if it acts on the next play, count it once a play
        (and once for the permitted play right before it, if no play came since)."""
        if kind not in ON_NEXT or game.plays == 0:
            return
        permitted = self.permitted
        pair = permitted[:2] if permitted is not None and game.plays == permitted[2] + 1 \
            else None  # the permitted play is the last one: nobody has answered it
        if game.plays != self._last:
            self._last = game.plays
            self.acted += 1
            if pair is not None:
                self.counts[pair][2] += 1
        if kind == "clear_pile" and permitted is not None:
            if pair is not None:
                self.counts[pair][1] += 1
            self.permitted = None

    def facts(self, plays: int) -> tuple[tuple[tuple[int, int, int, int, int], ...],
                                         tuple[int, int]]:
        """The round's pairs, (previous rank, rank, allowed, cleared, acted), sorted, and
        (the round's plays, those the book acted on the next play after)."""
        return (tuple((on, r, n, c, a) for (on, r), (n, c, a) in sorted(self.counts.items())),
                (plays, self.acted))
