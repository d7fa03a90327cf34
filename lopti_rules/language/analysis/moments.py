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
  turn: ``after deal`` and ``after turn`` guarded by ``turn.number is 1`` fire once a
  round, at its start, on one acting player.

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


def _first(namespace: str, name: str) -> Callable[[nodes.Expr], bool]:
    def picks(c: nodes.Expr) -> bool:
        return (isinstance(c, nodes.Compare) and c.op == "==" and isinstance(
            c.left, nodes.Attribute) and (c.left.namespace, c.left.name) == (namespace, name)
            and isinstance(c.right, nodes.Number) and c.right.value == 1)
    return picks


def _word(namespace: str, name: str, word: str) -> Callable[[nodes.Expr], bool]:
    def picks(c: nodes.Expr) -> bool:
        return (isinstance(c, nodes.Compare) and c.op == "==" and isinstance(
            c.left, nodes.Attribute) and (c.left.namespace, c.left.name) == (namespace, name)
            and isinstance(c.right, nodes.Word) and c.right.value == word)
    return picks


@dataclass(frozen=True)
class Member:
    """One way to say a family's moment: a hook at one of ``timings`` on ``event`` whose
    guard has one clause ``picks`` finds (none when ``picks`` finds nothing ever)."""

    timings: frozenset[str]
    event: str
    picks: Callable[[nodes.Expr], bool] = _none

    @property
    def needs(self) -> int:
        return 0 if self.picks is _none else 1


_BOTH = frozenset({"before", "after"})
_AFTER = frozenset({"after"})

#: the families of events that fire together: (name, why, members)
FAMILIES: tuple[tuple[str, str, tuple[Member, ...]], ...] = (
    ("clear", CLEAR_BONUS, (
        Member(_AFTER, "clear"),
        Member(_BOTH, "bonus"),
        Member(_BOTH, "play", _attr("play", "bonus")))),
    ("blind miss", BLIND_MISS, (
        Member(_BOTH, "flip", _not_attr("flip", "legal")),
        Member(_BOTH, "pickup", _word("pickup", "reason", "blind")))),
    ("blind play", BLIND_PLAY, (
        Member(_BOTH, "flip", _attr("flip", "legal")),
        Member(_BOTH, "play", _word("play", "source", "down")))),
    ("pass", PASS_BOTH, (Member(_BOTH, "pass"),)),
    ("turn end", TURN_END_BOTH, (Member(_BOTH, "turn_end"),)),
    ("round start", ROUND_START, (
        Member(_AFTER, "deal"),
        Member(_AFTER, "turn", _first("turn", "number")))),
)


def _clauses(condition: nodes.Expr | None) -> tuple[nodes.Expr, ...]:
    if condition is None:
        return ()
    if isinstance(condition, nodes.BoolOp) and condition.op == "and":
        return condition.operands
    return (condition,)


def moment_key(hook: nodes.Hook) -> tuple[str, str] | None:
    """A canonical hook (``meaning.canonical_hook``) as its moment: the family's why and
    a key equal for two hooks that fire together with one effect (see the module); None
    when its event is in no family, or the hook reads what only its own event carries."""
    clauses = _clauses(hook.condition)
    for name, why, members in FAMILIES:
        for m in members:
            if hook.timing not in m.timings or hook.event != m.event:
                continue
            picked = [c for c in clauses if m.picks(c)]
            if len(picked) != m.needs:
                continue
            rest = tuple(c for c in clauses if not any(c is p for p in picked))
            if len(members) > 1 and any(
                    isinstance(n, nodes.Attribute) and n.namespace == hook.event
                    for part in (*rest, *hook.body) for n in part.walk()):
                return None  # what the other events of the family do not carry
            return why, repr((name, tuple(sorted(repr(c) for c in rest)), hook.body))
    return None
