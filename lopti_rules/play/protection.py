"""The protected set of a hook: what its effects may not write on its event (R-CUSTOM-2).

``policy.FORBIDDEN`` (the language's permission table) names, per (event, timing), the
effect tags that would block the event; :func:`protected_writes` turns them into effect
write sets for one acting seat, which the runtime checks a hook's whole effect list
against (``effects.blocking``) before any of it happens, and :func:`block_reason` gives
the table's words for a refusal.

A guarded event's protection also covers the events its hooks' effects cause while
it is pending (R-CUSTOM-2: a before-swap hook that draws for the next player makes a
draw whose after-hooks must not give away the card the swap is about to move): the
rules in play keep a stack of the pending events' protected sets
(``RulesInPlay.pending``), filled by :func:`protected_at`, and refuse a nested hook's
list that writes one of them with :func:`pending_reason`.
"""

from __future__ import annotations

from ..language import FORBIDDEN
from ..sandbox import PlayerView
from ..sandbox import effects as fx


def _tag_writes(tag: str, acting: PlayerView) -> list[fx.Write]:
    """The writes a policy effect tag (``policy.EFFECTS``) stands for."""
    A, C = fx.Area, fx.Change
    if tag == "moves_cards":
        return [fx.Write(area, change)
                for area in (A.HAND, A.UP, A.DOWN, A.PILE, A.DRAW_PILE, A.CLEARED)
                for change in (C.ADD, C.REMOVE)]
    if tag == "draw_pile":
        return [fx.Write(A.DRAW_PILE, C.REMOVE)]
    if tag == "cards_to_acting":
        return [fx.Write(A.HAND, C.ADD, acting)]
    if tag == "cards_from_acting":
        return [fx.Write(A.HAND, C.REMOVE, acting)]
    if tag == "pile_remove":
        return [fx.Write(A.PILE, C.REMOVE)]
    if tag == "face_up_acting":  # a swap of face-up cards (issue 14)
        return [fx.Write(A.UP, C.REMOVE, acting), fx.Write(A.UP, C.ADD, acting)]
    if tag == "skip_acting":
        return [fx.Write(A.TURNS, C.REMOVE, acting)]
    if tag == "restrict":
        return [fx.Write(A.NEXT_PLAY, C.RESTRICT)]
    if tag == "turn_order":
        return [fx.Write(A.TURNS, C.REORDER), fx.Write(A.TURNS, C.REMOVE)]
    return [fx.Write(A.RECORD, C.ADD)]  # free_text, reveal, minigame: records only


def protected_writes(event: str, timing: str, acting: PlayerView) -> tuple[fx.Write, ...]:
    """The event's protected set for one hook: ``policy.FORBIDDEN`` as effect write sets.
    Built once per (event, timing, acting seat): writes compare players by seat."""
    key = (event, timing, acting._seat)
    got = _PROTECTED.get(key)
    if got is None:
        got = _PROTECTED[key] = tuple(w for tag in FORBIDDEN.get((event, timing), ())
                                      for w in _tag_writes(tag, acting))
    return got


def protected_at(event: str, timing: str, seat: int) -> tuple[fx.Write, ...]:
    """:func:`protected_writes` for the acting ``seat`` when no view of it is at hand
    (a kept firing on a guarded event): writes compare players by seat alone."""
    got = _PROTECTED.get((event, timing, seat))
    if got is None:
        got = protected_writes(event, timing, PlayerView(seat, hand=0, face_up=0, face_down=0))
    return got


def pending_reason(effect: str, event: str, timing: str, hit: fx.Write) -> str:
    """Why a nested hook's effect is refused: it writes what the pending ``timing``
    ``event`` (still being decided, outside the hook's own event) protects."""
    return (f"{effect} would block the pending {timing} {event}, whose hooks caused this "
            f"event: {block_reason(event, timing, hit)} (R-CUSTOM-2)")


#: protected_writes by (event, timing, acting seat): at most 14 x 2 x 5 of them.
_PROTECTED: dict[tuple[str, str, int], tuple[fx.Write, ...]] = {}


def block_reason(event: str, timing: str, hit: fx.Write) -> str:
    """The policy table's words for why a write blocks ``event`` (R-CUSTOM-2)."""
    for tag, (code, reason) in FORBIDDEN.get((event, timing), {}).items():
        if hit in _tag_writes(tag, hit.player):  # type: ignore[arg-type]
            return f"{reason} [{code}]"
    return f"it writes {hit.change} {hit.area} (R-CUSTOM-2)"  # pragma: no cover
