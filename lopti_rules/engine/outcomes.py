"""The protected outcomes of the base events: what each event must achieve, once, as data.

A house rule may add actions before or after a base event, never prevent it
(R-CUSTOM-2). "Prevent" is judged by what the event achieves at the table, not by the
words of a rule (docs/language.md, "What blocking means"): a rule book blocks an event
when, on some path the book allows, its effects undo or prevent one of these outcomes,
directly, through a restriction that applies on every turn, through rule-caused
events, or several rules together.

The table is plain data at the lowest stage so that every stage reads the same one: the
linter's whole-book checks (``language/analysis/checks/``: ``chains.py``,
``drawpaths.py``, ``outcomes.py``) decide from it which books undo an outcome, the
audit's witnesses (``tools/audit/blocking.py``) check a concrete table against it, and
the engine keeps the one outcome it can keep at run time itself (every player to act has
a legal move: ``restrictions.arm_restriction`` lets restrictions lapse rather than leave
none).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one base event must achieve, and the official rule that says so."""

    key: str  #: a stable name: ``play-lands``
    event: str  #: the base event it belongs to (events.EVENT_NAMES)
    achieves: str  #: what the event must achieve, in the table's words
    rule: str  #: the official rule, e.g. ``R-PLAY-4``


#: Every protected outcome, by key, in the order of a turn.
OUTCOMES: Final[dict[str, Outcome]] = {o.key: o for o in (
    Outcome("play-lands", "play",
            "the played cards lie on the pile as the previous play, which the next player "
            "must beat or pick up", "R-PLAY-4"),
    Outcome("draw-tops-up", "draw",
            "after the first legal play of a turn a player with fewer than three hand cards "
            "draws from the draw pile", "R-DRAW-1"),
    Outcome("clear-removes", "clear",
            "a clear removes the pile from the round and cancels pending 3 and 7 effects",
            "R-CLEAR-1"),
    Outcome("bonus-play", "bonus",
            "the player who caused a clear makes a bonus play at once, on the empty table",
            "R-CLEAR-3"),
    Outcome("pickup-takes-pile", "pickup",
            "a pickup moves the whole pile into the picker's hand and ends the turn",
            "R-TURN-2"),
    Outcome("ten-clears", "play",
            "a single 10 can be played on any pile but a 7 or an active 3-obligation, and "
            "clears it", "R-SPECIAL-10"),
    Outcome("two-and-three-play", "play",
            "a single 2 can be played on any pile but an active 3-obligation, and a single "
            "3 on any pile", "R-SPECIAL-2"),
    Outcome("legal-play", "turn",
            "every player to act keeps a legal move, and a hand of single cards can still be "
            "played on some pile", "R-TURN-2"),
    # more zones (issue 14): a swap of face-up cards is refused before the take-up
    # (permissions.FORBIDDEN) and finds none after it, so nothing is put face up again
    Outcome("take-up-takes-face-up", "take_up",
            "a player whose hand is empty takes their face-up cards into the hand, and no "
            "rule puts cards face up for them again", "R-FACE-1"),
    Outcome("turn-comes", "turn",
            "every player still in gets their turn in the order of play: a skip passes one "
            "turn over, never every turn of a player", "R-TURN-1"),
    Outcome("out-receives-nothing", "out",
            "a player who is out never receives cards", "R-WIN-4"),
)}

#: (event, timing) hooks that run while the pile holds a play the next decision must
#: answer (the play just made, or the previous player's at a turn's start), with whose
#: play it is: ``acting`` (the hook's own player made it) or ``previous``. Hooks on ``out``
#: and ``win`` are left to the policy table: their player is out, and cards to them are
#: refused whatever they are (LP202, LP501).
STANDING_PLAY: Final[dict[tuple[str, str], str]] = {
    ("play", "after"): "acting",
    ("draw", "before"): "acting",
    ("draw", "after"): "acting",
    ("take_up", "before"): "acting",
    ("take_up", "after"): "acting",
    ("pass", "after"): "previous",
    ("flip", "before"): "previous",
    ("flip", "after"): "previous",
    ("turn", "before"): "previous",
    ("turn", "after"): "previous",
    ("turn_end", "after"): "acting",  # the turn's own play still lies on the pile
}

#: Hooks of the turn and its play that run before the play's draw (R-DRAW-1): cards the
#: player receives there count toward the three that cancel the draw. A clearing play's
#: ``clear`` hooks run before its draw too, but they belong to the clear, after which
#: R-CLEAR-3 lets a rule bring cleared cards back to anyone, the clearer included: a
#: take-back there is the clear's own reward, not a loophole around the play's draw.
BEFORE_DRAW: Final[tuple[tuple[str, str], ...]] = (
    ("turn", "before"), ("turn", "after"), ("play", "before"), ("play", "after"),
    ("pass", "before"), ("pass", "after"),
)

#: Hooks whose restrictions hold for a turn that begins on a pile a play left: the
#: turn's own (``before``/``after turn`` restrict the play of the turn they begin) and
#: the play's (the next play). ``draw`` is added when a book causes a draw on every play.
RESTRICTS_NEXT_TURN: Final[tuple[tuple[str, str], ...]] = (
    ("play", "after"), ("turn", "before"), ("turn", "after"),
)

#: The draw threshold of R-DRAW-1 (base rule ``draw_below``): three hand cards.
DRAW_BELOW: Final[int] = 3
