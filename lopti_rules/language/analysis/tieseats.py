"""The tie-break's first seat: a selector where hands tie is a seat counted from the
leader (R-CUSTOM-4, R-SETUP-4; issue 29, session 35).

``the player with the most (fewest) cards`` breaks a tie from the acting player
(docs/language.md). Where every hand holds as many cards the role is the acting player,
and on a turn the facts fix, the acting player is a seat counted from the round's
leader: while play goes round the table turn ``T`` is the turn of the seat ``T - 1``
after the leader (R-TURN-1). Hands tie

- at the deal and as the round's first turn begins (R-SETUP-2: nine cards each; a setup
  swap keeps the count, R-SETUP-3);
- as the second turn begins: the leader played and refilled to three hand cards
  (R-DRAW-1), and on the empty table of the first turn nobody picks up (R-TURN-3);
- at the end of the second turn for ``the player with the most cards``: the acting player
  either holds nine like everyone, or picked the pile up and holds the most alone;
- on every turn up to :data:`TIE_TURNS`: every play is refilled from the draw pile, which
  holds seven cards or more at five players (R-SETUP-2), so the hands stay at nine until
  the round's first pickup. A rule need not say ``round.pickups is 0``: a pickup in the
  first lap is the exception (the table's first cards are low, a 3's obligation the
  usual cause), and a favour a tie brings to the leader in most rounds favours the last
  winner in most rounds (redteam27 ``tiebreak-fifth-turn-fewest``, redteam-select35
  ``tie-turn-t3-most-back2``). Past it the hands have parted by play (redteam27
  ``fair-fewest-draws-at-tenth-turn``).

Steps from the role (``previous player before``, ``player left of``) add to the seat. So
``previous player before the player with the most cards`` at the end of turn 2 is seat
``2 - 1 - 1 = 0``: the leader, at every table size. :func:`leader_sizes` says at which
table sizes a role is the leader this way; :mod:`.roundguard` reads it in the rule's
first round or under a clock of its own life (the leader is then the rule's creator,
LP306 and LP307), and :mod:`.keptroles` at every age: a favour that falls on the leader
so, the last winner (R-SETUP-4), stays with whoever won first (LP308). The plain
``acting player`` on a turn the facts fix is read by :mod:`.binding` and
:mod:`.leadmoments` already (and a favour on it is the trial's to weigh); here it counts
only with a step written beside it. ``next player`` and ``previous player`` are a step.

**Right after a play** (session 42, issue 29's disguised standings): an ``after play``
hook runs before the play's draw (R-DRAW-1), so on those turns the acting player, who
has just put cards down, holds fewer cards than everyone else, who hold nine: ``the player
with the fewest cards`` is the acting player alone, and ``the player with the most
cards`` is the first of the others from the acting player clockwise, the seat after it.
A play hook's turn is counted by ``round.plays`` too: the round's first play is the
leader's (R-TURN-3), and up to :data:`TIE_TURNS` play ``k`` is turn ``k`` in most rounds
(a clear's bonus play, by the same player, is the exception, as a pickup is). So ``after
play when round.plays is 1: the player with the fewest cards gives 2 cards ...`` has the
last winner shed cards every round (redteam-mech42 ``first-play-fewest-sheds``). As a
draw ends the leader's turn its hand is refilled, or smaller after a pair: the fewest is
the acting player either way, the most is not fixed.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..tree import nodes
from .binding import PLAYER_ATTRIBUTES, PLAYER_COUNTS, Env, forced, truth_classes, value

#: One step of a relative role: in the direction of play and at the table alike (a book
#: whose play goes round the table, the turns' own assumption)
STEPS = {"after": 1, "before": -1, "left_of": 1, "right_of": -1}
#: Roles read from the acting player: the player beside it in the direction of play
BESIDE = {"acting": 0, "next": 1, "previous": -1}
#: Card-counting roles whose ties go to the acting player
TIED = frozenset({"most", "fewest"})
#: The round's draws: one a turn until the first pickup (R-DRAW-1: a play leaves fewer than
#: three hand cards; a pickup ends a turn with no draw, R-TURN-2), so the draws of the
#: first laps count the turns as :data:`TIE_TURNS` does, in most rounds (session 46)
DRAWS = ("round", "draws")
#: The turn counters of each event (the round's count of turns counts the current turn)
COUNTERS: dict[str, tuple[tuple[str, str], ...]] = {
    "turn": (("turn", "number"), ("round", "turns"), DRAWS),
    "turn_end": (("turn_end", "number"), ("round", "turns"), DRAWS),
    "play": (("round", "turns"), ("round", "plays"), DRAWS),
    "draw": (("round", "turns"), DRAWS),
}
#: The draws a counter of each event is behind the turn's number: as a turn begins and at
#: its plays the turn's own draw is still to come (R-DRAW-1), so ``round.draws`` is the
#: turns before it; once drawn, and at the turn's end, it is the turn's number
BEHIND: dict[tuple[str, tuple[str, str]], int] = {("turn", DRAWS): 1, ("play", DRAWS): 1}
#: The latest turn read as tied: before the first pickup, the usual first lap (module text)
TIE_TURNS = 5
#: The latest turn read at all: past it who plays depends on play (skips, the stock)
MAX_TURN = 60


def chain(role: nodes.Role) -> tuple[nodes.Role, int]:
    """The role ``role`` counts its steps from, and the steps (left, after: +1)."""
    k = 0
    while role.of is not None and role.kind in STEPS:
        k += STEPS[role.kind]
        role = role.of
    return role, k


def _turns(facts: Sequence[nodes.Expr], event: str, n: int) -> list[int] | None:
    """The turns of the round on which a hook on ``event`` under ``facts`` fires at ``n``
    players (1 at the deal; as a turn begins ``round.plays is 0`` is turn 1); None when
    no turn counter fixes them, or they run past :data:`MAX_TURN`."""
    if event == "deal":
        return [1]
    if event == "turn" and forced(facts, ("round", "plays"), 0):
        return [1]
    read = {(r.namespace, r.name) for f in facts for r in f.walk()
            if isinstance(r, nodes.Attribute)}
    table: Env = dict.fromkeys(PLAYER_ATTRIBUTES, n)
    for attr in COUNTERS.get(event, ()):
        if attr not in read:
            continue
        held = _held(facts, table, attr)
        if BEHIND.get((event, attr)):  # no draw yet is the first turn: counted from 0
            none = all(value(f, {**table, attr: 0}) is not False for f in facts)
            held = [t + 1 for t in ([0] if none else []) + held]
        if held and held[-1] <= MAX_TURN:
            return held
    return None


def _held(facts: Sequence[nodes.Expr], table: Env, attr: tuple[str, str]) -> list[int]:
    """The turns 1 to :data:`MAX_TURN` + 1 on which ``facts`` may hold, read at one turn of
    each class :func:`.binding.truth_classes` finds (the facts change truth only around
    their comparisons' roots and repeat with their parities' period between them), so a
    large number costs no more than a small one (issue 26); turn by turn where the classes
    are not known."""
    def holds(t: int) -> bool:
        return all(value(f, {**table, attr: t}) is not False for f in facts)

    last = MAX_TURN + 1
    if holds(last):  # past the turns read: none is fixed (the caller's test, at once)
        return [last]
    found = truth_classes(facts, attr, subst={a: (0, v) for a, v in table.items()})
    if found is None or len(found[0]) * found[1] > last:  # turn by turn is then cheaper
        return [t for t in range(1, last + 1) if holds(t)]
    roots, period = found
    # one period from each root, near or far: the same work for any size of number
    truth = {r + i: holds(r + i) for r in roots for i in range(period)}
    held = []
    for t in range(1, last + 1):
        root = max(r for r in roots if r <= t)
        if truth[root + (t - root) % period]:
            held.append(t)
    return held


def _tied(kind: str, event: str, turns: Sequence[int], facts: Sequence[nodes.Expr]) -> bool:
    """Whether every hand holds as many cards on each of ``turns`` (module text), so that
    the ``kind`` role is the acting player."""
    return all(t == 1 or (t == 2 and (event == "turn" or kind == "most"))
               or t <= TIE_TURNS for t in turns)


def _tie_step(kind: str, event: str, timing: str) -> int | None:
    """The seat after the acting player ``kind`` names where hands tie but the acting
    player's own (module text): 0 for the acting player, 1 for the seat after it, None
    where it is not fixed."""
    if kind == "most" and event == "play" and timing == "after":
        return 1  # the actor has just played: the tie among the others, from the next seat
    if kind == "most" and event == "draw":
        return None  # refilled to nine after a single card, fewer after a pair
    return 0


def seats(role: nodes.Role, facts: Sequence[nodes.Expr], event: str,
          timing: str = "after") -> dict[int, frozenset[int]]:
    """At each table size the facts allow, the seats (counted from the round's leader, in
    the direction of play) ``role`` names on the turns the hook fires; empty when the
    turns are not fixed or the role is not counted from the acting player."""
    base, k = chain(role)
    if base.of is not None or (base.kind not in BESIDE and base.kind not in TIED):
        return {}
    out: dict[int, frozenset[int]] = {}
    for n in PLAYER_COUNTS:
        if any(value(f, dict.fromkeys(PLAYER_ATTRIBUTES, n)) is False for f in facts):
            continue
        turns = _turns(facts, event, n)
        if not turns:
            return {}
        if base.kind in TIED:
            tie = _tie_step(base.kind, event, timing)
            if tie is None or not _tied(base.kind, event, turns, facts):
                return {}
            step = tie
        else:
            step = BESIDE[base.kind]
        out[n] = frozenset((t - 1 + step + k) % n for t in turns)
    return out


def leader_sizes(role: nodes.Role, facts: Sequence[nodes.Expr], event: str,
                 timing: str = "after") -> tuple[int, ...]:
    """The table sizes at which ``role`` names the round's leader only (module text), when
    a tie-break or a step written beside the acting player puts it there; empty for the
    plain acting player and its neighbours (their readers are :mod:`.binding`'s)."""
    base, k = chain(role)
    if base.kind == "acting" and k == 0:
        return ()
    found = seats(role, facts, event, timing)
    return tuple(n for n, at in found.items() if at == {0})


#: How a report names the leader a tie-break or a step counts back to (the start is
#: what :mod:`.checks.proxies` knows it by)
TIE_LEADER = "the leader (at "


def said_leader(role: nodes.Role, facts: Sequence[nodes.Expr], event: str, n: int,
                timing: str = "after") -> str:
    """The leader ``role`` names at ``n`` players, with the turns and the reason."""
    base, _k = chain(role)
    how = ("every hand holds as many cards there and the tie goes to the acting player, "
           "counted from the leader" if base.kind in TIED else
           "counted from the acting player")
    if base.kind in TIED and event == "play" and timing == "after":
        how = ("the acting player has just played and holds fewer cards than the others, "
               "whose tie goes to the seat after it, counted from the leader")
    return (f"{TIE_LEADER}{n} players, on {tie_turns(role, facts, event, n)}, while play "
            f"goes round the table: {how})")


def tie_turns(role: nodes.Role, facts: Sequence[nodes.Expr], event: str, n: int) -> str:
    """The turns the hook fires on at ``n`` players, in words ("turn 2", "turns 1, 5")."""
    turns = _turns(facts, event, n) or [1]
    shown = ", ".join(str(t) for t in turns[:4]) + (" ..." if len(turns) > 4 else "")
    return f"turn{'s' if len(turns) > 1 else ''} {shown}"
