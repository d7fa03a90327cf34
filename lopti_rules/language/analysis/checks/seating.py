"""Who a role may be at a hook's event and timing: seats as offsets from the event's player.

The one statement of it for the blocking checks, direct (checks/blocks.py: may this
hook's action hit its own event's player?) and down a chain (checks/chains.py: may a
hook's action, several caused events later, hit the pending event's player?). A seat is
an :data:`Offset` from the event's player: 0 is them, 1 the next player still in, -1
the previous one; None means it may be anyone.

``next``/``previous`` are counted from the *player to act* (``sandbox/seats.py``,
``current_seat``), which is the event's player except in a ``before turn`` hook: the
engine moves the turn on (``Game._begin_turn``) only after the before-hooks of
``turn``, so while they run the player to act is still whoever acted last, one seat
back, or further back after a skip, or anyone at a round's start. There ``next player``
is, as a rule, the very player whose turn begins, and ``previous player`` may be too
(two players still in): ``before turn: skip next player`` prevents the turn (R-TURN-1)
just as ``skip acting player`` does, and the runtime refuses both.
"""

from __future__ import annotations

from ...catalogue import vocabulary
from ...tree import nodes

#: An offset from the event's player (0: them, 1: the next player still in ...), or
#: None: may be anyone.
Offset = int | None
#: Offsets beyond this are "anyone" (a chain's walk stays finite).
FAR = 3


def current_at(event: str, timing: str) -> Offset:
    """Where the player to act sits, as an offset from ``event``'s player, while the
    ``timing`` hooks of ``event`` run: the event's player, except before a turn begins
    (still whoever acted last: one or more seats back, or anyone at a round's start)."""
    return None if (event, timing) == ("turn", "before") else 0


def shift(base: Offset, by: int) -> Offset:
    """``base`` moved ``by`` seats, or None when unknown or too far to tell apart."""
    if base is None:
        return None
    got = base + by
    return got if abs(got) <= FAR else None


def role_offset(role: nodes.Role, acting: Offset, current: Offset,
                loop: nodes.Role | None) -> Offset:
    """The offset of a single ``role`` read in a hook whose acting player sits at
    ``acting`` and whose player to act sits at ``current`` (None: may be anyone)."""
    if role.kind == "that":
        return role_offset(loop, acting, current, None) if loop is not None else None
    if role.kind == "acting":
        return acting
    if role.kind == "next":
        return shift(current, 1)
    if role.kind == "previous":
        return shift(current, -1)
    return None


def may_be(role: nodes.Role, acting: Offset, current: Offset, loop: nodes.Role | None,
           target: int) -> bool:
    """Whether ``role`` (``that player``: ``loop``'s players) may be the player at offset
    ``target``: the same offset, or one two or more seats round (two players still in:
    the next is the previous), or any role not pinned to an offset."""
    if role.kind == "that":
        return loop is not None and may_be(loop, acting, current, None, target)
    if role.kind not in vocabulary.ROLES or role.kind == "out":
        return False
    if role.kind == "every_other":
        return acting != target
    got = role_offset(role, acting, current, loop)
    return got is None or got == target or abs(got - target) >= 2


#: The roles that are the players still in (``every player`` reads as ``every player still
#: in``: ``sandbox/view.py`` builds both from ``still_in``).
STILL_IN_SETS = frozenset({"every", "still_in"})
#: Events whose player is leaving the game while their hooks run (R-WIN-4: out the moment
#: a legal play leaves them no cards), so the players still in are everyone else.
LEAVING = frozenset({"out", "win"})


def may_be_own(role: nodes.Role, event: str, timing: str,
               loop: nodes.Role | None = None) -> bool:
    """Whether ``role``, read in a ``timing`` ``event`` hook, may be that event's own
    player (:func:`may_be` at the hook's own event). At ``out`` and ``win`` the players
    still in never include the player going out: ``after out: every player still in
    draws 1 card`` gives the others cards, not the winner (R-WIN-4)."""
    kind = loop.kind if role.kind == "that" and loop is not None else role.kind
    if event in LEAVING and kind in STILL_IN_SETS:
        return False
    return may_be(role, 0, current_at(event, timing), loop, 0)
