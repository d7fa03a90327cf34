"""Hooks that fire at the same moments of play (R-VOTE-7, LP506; issue 29): rule identity
by what a rule does at the table, not by its words.

:mod:`.meaning` writes two hooks one way when they mean the same, and joins events that
always come at one instant with nothing between them (the 10's play and its clear, the
first player out and the win: ``meaningseats.coinciding``). Two rules are also one when
their hooks fire at the same moments of the same games with the same effect, though on
events of other names and not at the very same instant; the official rules make some
events come with others (RULES.md):

- **a clear and its bonus play** (R-CLEAR-1, R-DRAW-2): every clear gives the player who
  caused it a bonus play, which is a play (the table is empty, R-TURN-3) the clearer
  makes at once, before anyone else acts; the only clear without one is a clear that put
  its clearer out (R-WIN-2). ``after clear``, ``before``/``after bonus`` and a ``play``
  hook guarded by ``play.bonus`` fire together: once a clear, by the clearer;
- **a blind play that misses and its pickup** (R-FACE-2, R-FACE-3): a face-down card
  that is not legal goes on the pile and its player picks the pile up, the only pickup
  whose reason is ``blind``: ``flip`` guarded by ``not flip.legal`` and ``pickup``
  guarded by ``pickup.reason is blind``;
- **a blind play that lands and its play** (R-FACE-2, R-DRAW-3): a legal face-down card
  is played like any other, the only play whose source is ``down``: ``flip`` guarded by
  ``flip.legal`` and ``play`` guarded by ``play.source is down``.
- **a round's deal and its first turn** (R-SETUP-3, R-SETUP-4): every round is dealt,
  the players may swap, and the leader (the deal's acting player) takes the round's first
  turn: ``after deal`` and ``after turn`` guarded by ``turn.number is 1`` (``round.turns
  is 1`` reads the same there) fire once a round, at its start, on one acting player;
  ``before turn`` so guarded too, for a body that names no seat beside the current
  player nor skips, reverses or restricts (the engine fires a turn's two hooks one right
  after the other, and makes its player the current one between them: redteam-s30b
  ``identity-deal-or-first-turn``);
- **a 3 played on a pile and its pass** (R-SPECIAL-3): a play of 3s on a pile passes the
  obligation on, the only play that does, and the ``pass`` hooks fire right after the
  play's own with nothing played between: ``pass`` and ``after play`` guarded by
  ``play.rank is 3`` and ``table.pile is at least 1`` (``more than 0``). The one
  difference: the 3 that completes a chain of all four clears the pile instead, and its
  play's hook fires alone, once in a long while (redteam-s30b
  ``identity-pass-or-three-on-pile``: 113 firings each over 36 rounds, four players).

- **a pass, a turn's end**: the engine fires their ``before`` and ``after`` hooks one
  right after the other, nothing of the game changing between, so ``before pass`` and
  ``after pass`` (``turn_end`` alike) are one moment (a bonus play and a blind play are
  too, above; a turn is not: the turn passes between its two, and a play, a pickup or a
  clear change the table).

A hook is read as its moment (the family above), the rest of its guard and its body
(:func:`moment_key`), when that rest reads nothing of the event's own payload, which the
other events of a family of several do not carry (``clear.cause``: a clear by a 10 is
not every bonus play; ``play.rank``: a play of one rank is not every bonus play; a
pass's two hooks may read ``pass.chain``). Two hooks of two
rules with one key do one thing at one moment: a second copy doubles the first rule's
effect (R-VOTE-4), and a rule the vote removed comes back in the other's words
(R-VOTE-7). Hooks that only sometimes fire together (``after clear`` and ``after clear
when clear.cause is four``, ``after clear`` and ``after play when play.rank is 10``)
keep apart: their moments differ.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..tree import nodes

#: why two events of a family fire together (LP506's ``{why}``: catalog entries in
#: ``report/momentwords.py``)
CLEAR_BONUS = ("every clear gives its clearer a bonus play, unless the clear put them "
               "out (R-CLEAR-1, R-WIN-2)")
BLIND_MISS = ("a blind play that is not legal is picked up with the pile, the only "
              "blind pickup (R-FACE-2)")
BLIND_PLAY = ("a legal blind play is played like any other, the only play from the "
              "face-down cards (R-FACE-2, R-DRAW-3)")
PASS_BOTH = "nothing happens between a pass's before and after hooks (R-SPECIAL-3)"
TURN_END_BOTH = "nothing happens between a turn end's before and after hooks (R-TURN-1)"
ROUND_START = ("every deal is followed by the round's first turn, the leader's, with only "
               "the swaps between (R-SETUP-3, R-SETUP-4)")
THREE_PASSES = ("a 3 played on a pile passes the obligation on, unless it completes a chain "
                "of four 3s, which clears (R-SPECIAL-3)")


def _none(_c: nodes.Expr) -> bool:
    return False


def _attr(namespace: str, name: str) -> Callable[[nodes.Expr], bool]:
    def picks(c: nodes.Expr) -> bool:
        return isinstance(c, nodes.Attribute) and (c.namespace, c.name) == (namespace, name)
    return picks


def _not_attr(namespace: str, name: str) -> Callable[[nodes.Expr], bool]:
    inner = _attr(namespace, name)

    def picks(c: nodes.Expr) -> bool:
        return isinstance(c, nodes.Not) and inner(c.operand)
    return picks


def _compares(namespace: str, name: str, op: str, kinds: type | tuple[type, ...],
              value: object) -> Callable[[nodes.Expr], bool]:
    """A condition ``namespace.name <op> value`` as the canonical form writes it, its
    value a literal of ``kinds``."""
    def picks(c: nodes.Expr) -> bool:
        return (isinstance(c, nodes.Compare) and c.op == op and isinstance(
            c.left, nodes.Attribute) and (c.left.namespace, c.left.name) == (namespace, name)
            and isinstance(c.right, kinds) and getattr(c.right, "value", None) == value)
    return picks


def _first(namespace: str, name: str) -> Callable[[nodes.Expr], bool]:
    return _compares(namespace, name, "==", nodes.Number, 1)


def _word(namespace: str, name: str, word: str) -> Callable[[nodes.Expr], bool]:
    return _compares(namespace, name, "==", nodes.Word, word)


def _at_least_one(namespace: str, name: str) -> Callable[[nodes.Expr], bool]:
    """``namespace.name is at least 1`` as the canonical form writes it (``more than 0``)."""
    return _compares(namespace, name, ">=", nodes.Number, 1)


def _rank(namespace: str, name: str, rank: int) -> Callable[[nodes.Expr], bool]:
    return _compares(namespace, name, "==", (nodes.RankLit, nodes.Number), rank)


@dataclass(frozen=True)
class Member:
    """One way to say a family's moment: a hook at one of ``timings`` on ``event`` whose
    guard has one clause each of ``picks`` finds (none when ``picks`` is empty)."""

    timings: frozenset[str]
    event: str
    picks: tuple[Callable[[nodes.Expr], bool], ...] = ()
    #: what the hook's body may do here (the default: anything)
    body: Callable[[tuple[nodes.Stmt, ...]], bool] = lambda _body: True

    @property
    def needs(self) -> int:
        return len(self.picks)


_BOTH = frozenset({"before", "after"})
_AFTER = frozenset({"after"})
_BEFORE = frozenset({"before"})


def _not_beside_the_turn(body: tuple[nodes.Stmt, ...]) -> bool:
    """A body that names no seat by the current player (``next player``, ``previous
    player``) and neither skips, reverses nor restricts: before a turn the engine has not
    yet made its player the current one, so those read another seat there than after it
    (``before turn`` and ``after turn`` stay two moments for them)."""
    return not any(isinstance(n, nodes.Skip | nodes.Reverse | nodes.Restrict) or (
        isinstance(n, nodes.Role) and n.kind in ("next", "previous"))
        for stmt in body for n in stmt.walk())

#: the families of events that fire together: (name, why, members)
FAMILIES: tuple[tuple[str, str, tuple[Member, ...]], ...] = (
    ("clear", CLEAR_BONUS, (
        Member(_AFTER, "clear"),
        Member(_BOTH, "bonus"),
        Member(_BOTH, "play", (_attr("play", "bonus"),)))),
    ("blind miss", BLIND_MISS, (
        Member(_BOTH, "flip", (_not_attr("flip", "legal"),)),
        Member(_BOTH, "pickup", (_word("pickup", "reason", "blind"),)))),
    ("blind play", BLIND_PLAY, (
        Member(_BOTH, "flip", (_attr("flip", "legal"),)),
        Member(_BOTH, "play", (_word("play", "source", "down"),)))),
    # a pass's own hooks that read only what every 3 on a pile has are its play's too;
    # those that read ``pass.chain`` fall through to the pass's two hooks alone
    ("three passes", THREE_PASSES, (
        Member(_BOTH, "pass"),
        Member(_AFTER, "play", (_rank("play", "rank", 3), _at_least_one("table", "pile"))))),
    ("pass", PASS_BOTH, (Member(_BOTH, "pass"),)),
    ("turn end", TURN_END_BOTH, (Member(_BOTH, "turn_end"),)),
    ("round start", ROUND_START, (
        Member(_AFTER, "deal"),
        Member(_AFTER, "turn", (_first("turn", "number"),)),
        Member(_BEFORE, "turn", (_first("turn", "number"),), _not_beside_the_turn))),
)


def clauses(condition: nodes.Expr | None) -> tuple[nodes.Expr, ...]:
    if condition is None:
        return ()
    if isinstance(condition, nodes.BoolOp) and condition.op == "and":
        return condition.operands
    return (condition,)


def moment_key(hook: nodes.Hook) -> tuple[str, str] | None:
    """A canonical hook (``meaning.canonical_hook``) as its moment: the family's why and
    a key equal for two hooks that fire together with one effect (see the module); None
    when its event is in no family, or the hook reads what only its own event carries
    in every family of several events it is in (a pass's hooks reading ``pass.chain``
    are still the pass's two, a family of one event)."""
    parts = clauses(hook.condition)
    for name, why, members in FAMILIES:
        for m in members:
            if hook.timing not in m.timings or hook.event != m.event or not m.body(hook.body):
                continue
            picked = [c for c in parts if any(p(c) for p in m.picks)]
            if len(picked) != m.needs or not all(any(p(c) for c in picked) for p in m.picks):
                continue
            rest = tuple(c for c in parts if not any(c is p for p in picked))
            if len(members) > 1 and any(
                    isinstance(n, nodes.Attribute) and n.namespace == hook.event
                    for part in (*rest, *hook.body) for n in part.walk()):
                break  # what the other events of the family do not carry
            return why, repr((name, tuple(sorted(repr(c) for c in rest)), hook.body))
    return None
