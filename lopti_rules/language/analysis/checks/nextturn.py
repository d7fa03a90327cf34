"""The next player's decision a base rule names, taken by a skip or a forced pickup (LP208;
R-SPECIAL-2, R-SPECIAL-3, R-SPECIAL-7, R-FAQ-1, R-TURN-2; issue 29, session 36).

``moments.py`` judges what a *restriction* bars at the moment it binds. A skip of the next
player or a pickup forced on them takes more: the whole decision. Right after most plays
that is a house rule (an 8 skips, three 4s make the next player pick up: the 8 and the 4
say nothing of the next turn). Right after a play whose base rule names that decision it
repeals the rule (R-CUSTOM-2), however rarely it binds:

- **the 3 names the next player** (R-SPECIAL-3: the next player must pick up the pile or
  pass the obligation on with a 3; R-FAQ-1: a 3 on an empty pile costs nobody a turn).
  A skip takes the answer away (the obliged player neither picks up nor answers; after a
  3 on an empty pile, a turn is lost), and so does a forced pickup (the answer with a 3
  is gone). After a ``pass`` (a 3 passed on) and after a play of 3s only.
- **the 2 and the 7 name the next play** (R-SPECIAL-2: any rank; R-SPECIAL-7: 7 or
  lower). A skip leaves that play to the player after, under the same rule: the power
  stays. A forced pickup leaves no play at all (the pile the 2 or the 7 tops is gone, and
  a pickup is voluntary, R-TURN-2): the power is gone every time.

A guard that holds for the power's ranks only binds the power each time it holds, however
rarely (a pair of 3s, a blind 7). A guard that picks out a few ranks, the power's among
them (``play.rank is at most 3``, ``one of 3, 8``), binds it when it reads only the
play's shape and holds for every single and pair of that rank; a guard that holds after
most plays (``play.rank is not 8``) or reads more (a hand size, the draw pile) is left to
the lock-out check and the trial's measure of the power (LP211, LP803).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...tree import nodes
from ..wholebook import BookHook
from .guards import Site, guard_reads
from .moments import COMMON_COUNTS, RANKS, may_hold

#: The ranks whose base rule names the next player's decision, taken by a skip too
NAMES_PLAYER: dict[int, str] = {3: "R-SPECIAL-3"}
#: The ranks whose base rule names the next play, taken by a forced pickup only
NAMES_PLAY: dict[int, str] = {2: "R-SPECIAL-2", 7: "R-SPECIAL-7"}
#: What each rank's rule gives the next player, for the message
GIVES: dict[int, str] = {
    3: "after a 3 the next player picks up the pile or passes the obligation on with a 3 "
       "(R-SPECIAL-3), and after a 3 on an empty pile begins normally: nobody loses a turn "
       "(R-FAQ-1)",
    2: "after a 2 the next play may be any rank (R-SPECIAL-2), and a pickup is the "
       "player's own choice (R-TURN-2)",
    7: "after a 7 the next play must be 7 or lower (R-SPECIAL-7), and a pickup is the "
       "player's own choice (R-TURN-2)",
}
#: The play's own attributes a guard may read and still bind the rank every time
_PLAY_SHAPE = frozenset({("play", "rank"), ("play", "count"), ("play", "previous_count"),
                         ("play", "source"), ("play", "bonus")})


def taken_kind(act: nodes.Action) -> str | None:
    """``skip`` or ``pickup`` when ``act`` takes the next player's turn, else None."""
    if isinstance(act, nodes.Skip) and act.who.kind == "next":
        return "skip"
    if isinstance(act, nodes.Pickup) and act.who.kind == "next":
        return "pickup"
    return None


def _reads_shape_only(guards: Sequence[tuple[nodes.Expr, bool]]) -> bool:
    seen = guard_reads(guards)
    return seen is not None and seen <= _PLAY_SHAPE


def taken_rank(bh: BookHook, s: Site) -> int | None:
    """The rank whose power over the next player's turn ``s`` takes away, else None:
    after a pass, the 3; after a play, a rank of :data:`NAMES_PLAYER` (a skip or a
    pickup) or :data:`NAMES_PLAY` (a pickup) the guards bind each time it is played as a
    single or a pair, or the only ranks they may hold for."""
    kind = taken_kind(s.action)
    if kind is None or s.times:
        return None
    event = (bh.hook.event, bh.hook.timing)
    if event == ("pass", "after"):
        return 3
    if event != ("play", "after"):
        return None
    powers = dict(NAMES_PLAYER)
    if kind == "pickup":
        powers.update(NAMES_PLAY)
    held = {r for r in RANKS for n in COMMON_COUNTS
            if may_hold(s.guards, {("play", "rank"): r, ("play", "count"): n})}
    if held and held <= powers.keys():
        return min(held)
    if not _reads_shape_only(s.guards) or len(held) > len(RANKS) // 2:
        return None  # after most plays (every play but an 8): the lock-out's and the
        # trial's question (LP211, LP803), not a rank picked out
    for r in sorted(powers):
        if all(may_hold(s.guards, {("play", "rank"): r, ("play", "count"): n})
               for n in COMMON_COUNTS):
            return r
    return None


def message(bh: BookHook, s: Site, rank: int) -> tuple[str, str]:
    """The finding's message and hint."""
    at = f"{bh.hook.timing} {bh.hook.event}"
    if taken_kind(s.action) == "skip":
        return (f"right after a {rank} ({at}) the next player is skipped: {GIVES[rank]}; "
                "the decision that rule gives that player is taken away each time it binds "
                "(R-CUSTOM-2)",
                "let the skip follow a rank whose rule says nothing of the next turn (an 8), "
                "or drop it")
    return (f"right after a {rank} ({at}) the next player must pick up the pile: "
            f"{GIVES[rank]}; the play that rule gives is taken away each time it binds "
            "(R-CUSTOM-2)",
            "let the pickup follow a rank whose rule says nothing of the next turn (three "
            "4s), or make it a choice the player may refuse")
