"""The moments at which a hook's acting player is the round's leader, whatever else its
condition says (R-SETUP-4, R-TURN-1; issue 29, session 30).

From a session's second round on the round's leader is the last winner (R-SETUP-4). So a
hook whose condition leaves only the leader as its acting player names the last winner,
however it is worded, and the roles beside the acting player there are seats a fixed step
from the last winner. :mod:`.binding` reads the same moments to pin the creator in the
rule's first round (LP306, LP307); here they are read at every age of the rule, for the
favours that keep a role (:mod:`.keptroles`, LP308 and LP309):

- **The round's first turn**: the deal (its acting player is the leader), and the facts
  of :data:`.binding.LEADER_FACTS` (``turn.number is 1``, ``round.plays is 0`` as a turn
  begins, ``round.turns is 1``, ``turn_end.number is 1``, ``round.plays is 1`` at a play).
- **The leader's later turns** (turn arithmetic): while play goes round the table the
  leader takes turns 1, 1 + n, 1 + 2n ... at n players. A condition on a turn counter
  (``turn.number``, ``turn_end.number``, ``round.turns``) that holds on some turns, and at
  some table size only on turns of that form, is the leader's: ``turn.number is odd`` at
  two players, ``turn.number is one of 1, 5, 9, 13`` at four, ``turn.number is 21`` at
  two, four and five. A condition that also holds on another turn (``turn.number is at
  most table.players``: the first lap, every seat once) is not.
- **A tie at the first turn**: before the round's first play every player holds nine
  cards (R-SETUP-2; a setup swap keeps the count, R-SETUP-3), and ``the player with the
  most (fewest) cards`` breaks a tie from the acting player (docs/language.md), so at the
  deal and as the leader's first turn begins those roles are the leader too. From the
  leader's first play to the end of that turn ``the player with the fewest cards`` still
  is (session 33): every other player still holds nine, and the leader at most nine (a
  play is refilled to three hand cards, R-DRAW-1, a bonus play draws none, R-DRAW-2, and
  on the empty table of the first turn nobody picks up, R-TURN-3), so the leader holds
  fewest or ties, and the tie is theirs. (``the player with the most cards`` is not:
  a leader one card short hands it to the next seat.) Counted by the round's turns at a
  play (a bonus play of the first turn too) and by the turn's number at its end.
  Later turns are not read so: a pickup or a bonus play may part the hands by then, so
  who holds the fewest is play's (the trial's to weigh).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..tree import nodes
from .binding import FIRST_TURN, LEADER_FACTS, PLAYER_ATTRIBUTES, PLAYER_COUNTS, Env, forced, value

#: The turn counters of each event: the turn's own number, and the round's count of turns
#: (which counts the current turn, so the leader's first turn is 1 on both)
TURN_COUNTERS: dict[str, tuple[tuple[str, str], ...]] = {
    "turn": (("turn", "number"), ("round", "turns")),
    "turn_end": (("turn_end", "number"), ("round", "turns")),
    "play": (("round", "turns"),),
}
#: The events and first-turn facts at which no card has been played yet: every hand holds
#: as many cards, so a tie of the card-counting roles goes to the acting player, the leader
BEFORE_FIRST_PLAY: dict[str, tuple[Env, ...]] = {
    "deal": ({},),
    "turn": LEADER_FACTS["turn"],
}
#: Card-counting roles whose ties go to the acting player
TIED_ROLES = frozenset({"most", "fewest"})
#: The events and first-turn facts from the leader's first play to that turn's end: the
#: leader holds at most as many cards as every other player (module text)
AFTER_FIRST_PLAY: dict[str, tuple[Env, ...]] = {
    "play": (FIRST_TURN,),
    "turn_end": LEADER_FACTS["turn_end"],
    "draw": LEADER_FACTS["draw"],  # the leader's refill, in the same turn (session 46)
}
#: The round's draws, a turn counter before the round's first pickup (session 46): every
#: turn draws once after its play (R-DRAW-1: three hand cards less a play are fewer than
#: three; the draw pile lasts the first laps, R-SETUP-2) and only a pickup ends a turn
#: without one (R-TURN-2). As a turn begins and at its plays they are one behind its
#: number (turn 1 has none yet); once drawn and at its end they are its number.
DRAWS = ("round", "draws")
DRAWS_BEHIND: dict[str, int] = {"turn": 1, "play": 1, "draw": 0, "turn_end": 0}
#: The most turns tried for a turn counter: past the numbers a condition writes, four laps
LAPS = 4
#: Turn numbers past this are not read (a condition on them is no lap: a round of the
#: base game is a few hundred turns, and the work stays bounded whatever a rule writes)
MAX_TURN = 2000


def table_sizes(facts: Sequence[nodes.Expr]) -> tuple[int, ...]:
    """The table sizes (2 to 5, R-SETUP-1) at which ``facts`` may hold."""
    return tuple(n for n in PLAYER_COUNTS
                 if all(value(f, dict.fromkeys(PLAYER_ATTRIBUTES, n)) is not False
                        for f in facts))


def _first_turn(facts: Sequence[nodes.Expr], alternatives: Sequence[Env]) -> bool:
    return any(all(forced(facts, attr, want) for attr, want in alt.items())
               for alt in alternatives)


def _numbers(facts: Sequence[nodes.Expr]) -> int:
    return max((abs(n.value) for f in facts for n in f.walk()
                if isinstance(n, nodes.Number) and isinstance(n.value, int)), default=0)


def _lap_of_leader(facts: Sequence[nodes.Expr], attr: tuple[str, str], n: int,
                   behind: int = 0) -> bool:
    """Whether at ``n`` players ``facts`` hold on some value of the turn counter ``attr``
    and only on the leader's turns, 1, 1 + n, 1 + 2n ... (turns 1 to past the largest
    number written, plus :data:`LAPS` laps); ``behind``: the counter is that many behind
    the turn's number (the round's draws as a turn begins, :data:`DRAWS_BEHIND`)."""
    if not any(attr == (r.namespace, r.name) for f in facts for r in f.walk()
               if isinstance(r, nodes.Attribute)):
        return False
    table: Env = dict.fromkeys(PLAYER_ATTRIBUTES, n)
    horizon = _numbers(facts) + LAPS * n + 1
    if horizon > MAX_TURN:
        return False
    held = [v for v in range(1 - behind, horizon + 1)
            if all(value(f, {**table, attr: v}) is not False for f in facts)]
    return bool(held) and all((v + behind - 1) % n == 0 for v in held)


def _draws_of_leader(facts: Sequence[nodes.Expr], event: str, n: int) -> bool:
    """Whether the round's draws, before its first pickup (``round.pickups is 0`` among
    the facts), fall only on the leader's turns at ``n`` players (:data:`DRAWS_BEHIND`)."""
    if event not in DRAWS_BEHIND or not forced(facts, ("round", "pickups"), 0):
        return False
    return _lap_of_leader(facts, DRAWS, n, DRAWS_BEHIND[event])


def leader_sizes(facts: Sequence[nodes.Expr], event: str) -> tuple[int, ...]:
    """The table sizes at which a hook on ``event`` under ``facts`` has only the round's
    leader as its acting player (module text); empty when it may have another."""
    at = table_sizes(facts)
    if event == "deal" or (event in LEADER_FACTS and _first_turn(facts, LEADER_FACTS[event])):
        return at
    counters = TURN_COUNTERS.get(event, ())
    return tuple(n for n in at if any(_lap_of_leader(facts, c, n) for c in counters)
                 or _draws_of_leader(facts, event, n))


def round_opening(facts: Sequence[nodes.Expr], event: str) -> bool:
    """Whether a hook on ``event`` under ``facts`` runs only in the round's first turn,
    before any seat but the leader has played: the deal, or the facts of
    :data:`.binding.LEADER_FACTS` (the leader's later laps are not: play is running)."""
    return event == "deal" or (event in LEADER_FACTS
                               and _first_turn(facts, LEADER_FACTS[event]))


def tied_to_leader(role: nodes.Role, facts: Sequence[nodes.Expr], event: str) -> bool:
    """Whether ``role`` (a role beside no other) is a card-counting role whose tie goes to
    the leader: at the deal, or as the round's first turn begins; the fewest cards from
    the leader's first play to that turn's end (module text)."""
    if role.of is not None or role.kind not in TIED_ROLES:
        return False
    if event in BEFORE_FIRST_PLAY and _first_turn(facts, BEFORE_FIRST_PLAY[event]):
        return True
    return role.kind == "fewest" and event in AFTER_FIRST_PLAY and \
        _first_turn(facts, AFTER_FIRST_PLAY[event])
