"""A reference interpreter of the rule language: walks a hook's syntax tree directly.

It follows docs/language.md and docs/compiler.md as written, with none of the
compiler's shortcuts; the property tests run the same random rules both ways and
the effects must agree (STYLE: "Reference interpreter vs compiled path", as
cel-python does). ``normal`` turns effects into plain data for the comparison.
"""

from __future__ import annotations

import operator
from typing import Any

from lopti_rules.language.tree import nodes
from lopti_rules.sandbox import DEFAULT_POLICY
from lopti_rules.sandbox import effects as fx
from lopti_rules.sandbox.view import PlayerView, TableView, seat_of

POLICY = DEFAULT_POLICY
COMPARE = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
           ">": operator.gt, ">=": operator.ge}


class Missing(Exception):
    """A read without a value: no previous play, no last winner, no Roshambo yet."""


class Stop(Exception):
    """The reference interpreter stops the hook."""


class Interpreter:
    """Runs one hook of a rule on a table view and an event view."""

    def __init__(self, view: TableView, event: Any, rule: Any) -> None:
        self.view, self.event, self.rule = view, event, rule
        self.effects: list[fx.Effect] = []
        self.game: fx.Roshambo | None = None
        self.that: list[PlayerView] = []
        self.steps = 0

    def tick(self) -> None:
        self.steps += 1
        if self.steps > POLICY.MAX_STEPS:
            raise Stop("fuel")

    def add(self, effect: fx.Effect) -> None:
        if len(self.effects) >= POLICY.MAX_COLLECTION:
            raise Stop("too many")
        self.effects.append(effect)

    # ------------------------------------------------------------ hooks
    def run(self, hook: nodes.Hook) -> list[fx.Effect]:
        self.tick()
        if hook.condition is not None and not self.truth(hook.condition):
            return []
        self.block(hook.body)
        if len(self.effects) > POLICY.MAX_EFFECTS:
            raise Stop("too many effects")
        return self.effects

    def block(self, body: tuple[nodes.Stmt, ...]) -> None:
        for stmt in body:
            if isinstance(stmt, nodes.If):
                self.block(stmt.then if self.truth(stmt.condition) else stmt.orelse)
            elif isinstance(stmt, nodes.Repeat):
                n = self.count(stmt.count)
                if n > POLICY.MAX_RANGE:
                    raise Stop("range")
                for _ in range(max(n, 0)):
                    self.tick()
                    self.block(stmt.body)
            elif isinstance(stmt, nodes.ForEach):
                for p in self.candidates(stmt.players):
                    self.that.append(p)
                    self.block(stmt.body)
                    self.that.pop()
            else:
                assert isinstance(stmt, nodes.Action)
                self.action(stmt)

    # ------------------------------------------------------------ actions
    def targets(self, role: nodes.Role) -> list[Any]:
        if role.kind in ("every", "still_in", "every_other", "out", "whose"):
            return list(self.candidates(role))
        try:
            return [self.player(role)]
        except Missing:
            return []

    def candidates(self, role: nodes.Role) -> Any:
        group = {"every": self.view.still_in, "still_in": self.view.still_in,
                 "whose": self.view.still_in, "every_other": self.view.others,
                 "out": self.view.out}[role.kind]
        for p in group:
            self.tick()
            if role.kind != "whose" or self.truth(role.where, candidate=p):  # type: ignore[arg-type]
                yield p

    def action(self, a: nodes.Action) -> None:
        try:
            if isinstance(a, nodes.Draw):
                self.per_target(a.count, a.who, lambda p, n: fx.Draw(p, n))
            elif isinstance(a, nodes.Take):
                make = ((lambda p, n: fx.TakePile(p, n)) if a.source == "pile"
                        else (lambda p, n: fx.TakeCleared(p, n, "top")))
                self.per_target(a.count, a.who, make)
            elif isinstance(a, nodes.Give):
                self.give(a)
            elif isinstance(a, nodes.Pickup):
                for p in self.targets(a.who):
                    self.add(fx.Pickup(p))
            elif isinstance(a, nodes.ClearPile):
                self.add(fx.ClearPile(self.view.acting))
            elif isinstance(a, nodes.Skip):
                for p in self.targets(a.who):
                    self.add(fx.Skip(p))
            elif isinstance(a, nodes.Reverse):
                self.add(fx.Reverse())
            elif isinstance(a, nodes.Restrict):
                if a.kind == "min_cards":
                    n = self.count(a.count)  # type: ignore[arg-type]
                    if n > 0:
                        self.add(fx.Restrict("min_cards", n))
                else:
                    ranks = tuple(self.value(r) for r in a.ranks)
                    self.add(fx.Restrict(a.kind, ranks if a.kind == "one_of" else ranks[0]))
            elif isinstance(a, nodes.Reveal):
                for p in self.targets(a.who):
                    self.add(fx.Reveal(p))
            elif isinstance(a, nodes.Say):
                kind = fx.Say if a.verb == "say" else fx.Do
                for p in self.targets(a.who):
                    self.add(kind(p, a.text.value))
            elif isinstance(a, nodes.Roshambo):
                try:
                    first, second = self.player(a.first), self.player(a.second)
                except Missing:
                    return
                self.game = fx.Roshambo(first, second)
                self.add(self.game)
        except (ValueError, TypeError, AttributeError) as exc:
            raise Stop(str(exc)) from exc

    def per_target(self, count: nodes.Expr, role: nodes.Role, make: Any) -> None:
        n = self.count(count)
        if n <= 0:
            return
        for p in self.targets(role):
            self.add(make(p, n))

    def give(self, a: nodes.Give) -> None:
        n = self.count(a.count)
        if n <= 0:
            return
        for giver in self.targets(a.giver):
            if a.to is not None:
                for receiver in self.targets(a.to):
                    if giver != receiver:
                        self.add(fx.Give(giver, receiver, n))
                continue
            receiver = getattr(giver, a.side)  # type: ignore[arg-type]
            for _ in range(4):  # the nearest neighbour on that side who is still in
                self.tick()
                if not receiver.is_out:
                    break
                receiver = getattr(receiver, a.side)  # type: ignore[arg-type]
            if receiver != giver and not receiver.is_out:
                self.add(fx.Give(giver, receiver, n))

    # ------------------------------------------------------------ values
    def player(self, role: nodes.Role, candidate: Any = None) -> Any:
        kind = role.kind
        if kind == "candidate":
            return candidate
        if kind == "that":
            return self.that[-1]
        if kind in ("roshambo_winner", "roshambo_loser"):
            if self.game is None:
                raise Missing(kind)
            return self.game.winner if kind == "roshambo_winner" else self.game.loser
        if role.of is not None:
            return self.beside(kind, self.player(role.of, candidate))
        found = getattr(self.view, kind)
        if found is None:
            raise Missing(kind)
        return found

    def beside(self, kind: str, base: Any) -> Any:
        """A relative role (docs/language.md, "Roles relative to another role"): the
        first player still in going round the table by seat number from ``base``."""
        d = self.view.direction
        step = {"left_of": 1, "right_of": -1, "after": d, "before": -d}[kind]
        seats = self.view._by_seat
        for k in range(1, len(seats)):
            p = seats[(seat_of(base) + step * k) % len(seats)]
            if not p.is_out:
                return p
        return base

    def count(self, e: nodes.Expr) -> int:
        try:
            n = self.value(e)
        except Missing:
            return 0
        if type(n) is not int:
            raise Stop("not a number")
        return n

    def value(self, e: nodes.Expr, candidate: Any = None) -> Any:
        if isinstance(e, nodes.Number | nodes.RankLit | nodes.Bool | nodes.Word):
            return e.value
        if isinstance(e, nodes.Attribute):
            if e.namespace == "table":
                found = getattr(self.view, e.name)
            elif e.namespace == "round":
                found = getattr(self.view.round, e.name)
            elif e.namespace == "rule":
                found = getattr(self.rule, e.name)
            else:
                found = getattr(self.event, e.name)
            if found is None:
                raise Missing(e.name)
            return found
        if isinstance(e, nodes.Measure):
            who = self.player(e.player, candidate)
            try:
                return getattr(who, e.measure)
            except AttributeError as exc:
                raise Stop("a roshambo result has no cards yet") from exc
        if isinstance(e, nodes.Role):
            return self.player(e, candidate)
        if isinstance(e, nodes.Arith):
            left, right = self.value(e.left, candidate), self.value(e.right, candidate)
            return left + right if e.op == "+" else left - right
        return self.truth(e, candidate)

    def reads_missing(self, e: nodes.Expr, candidate: Any) -> bool:
        """Whether ``e`` reads something without a value (checked before anything else)."""
        for node in e.walk():
            try:
                if isinstance(node, nodes.Attribute):
                    self.value(node)
                elif isinstance(node, nodes.Role) and node.kind in (
                        "last_winner", "roshambo_winner", "roshambo_loser"):
                    self.player(node, candidate)
            except Missing:
                return True
        return False

    def truth(self, e: nodes.Expr, candidate: Any = None) -> bool:
        if isinstance(e, nodes.BoolOp):
            results = (self.truth(o, candidate) for o in e.operands)
            return all(results) if e.op == "and" else any(results)
        if isinstance(e, nodes.Not):
            return not self.truth(e.operand, candidate)
        if isinstance(e, nodes.Compare | nodes.OneOf | nodes.Parity):
            parts = ([e.left, e.right] if isinstance(e, nodes.Compare) else
                     [e.item, *e.options] if isinstance(e, nodes.OneOf) else [e.operand])
            sets = [p for p in parts if isinstance(p, nodes.Role) and p.kind in (
                "every", "still_in", "whose", "every_other", "out")]
            if any(self.reads_missing(p, candidate) for p in parts
                   if not any(p is s for s in sets)):
                return False
            if isinstance(e, nodes.Compare) and len(sets) == 1:
                one = self.value(e.right if sets[0] is e.left else e.left, candidate)
                member = self.member(one, sets[0])
                return member if e.op == "==" else not member
            if isinstance(e, nodes.Compare):
                left, right = self.value(e.left, candidate), self.value(e.right, candidate)
                compare: Any = COMPARE[e.op]
                return bool(compare(left, right))
            if isinstance(e, nodes.OneOf):
                item = self.value(e.item, candidate)
                found = item in tuple(self.value(o, candidate) for o in e.options)
                return found != e.negated
            return (self.value(e.operand, candidate) % 2 == 0) == e.even
        return bool(self.value(e, candidate))

    def member(self, one: Any, group: nodes.Role) -> bool:
        pool = {"every": self.view.still_in, "still_in": self.view.still_in,
                "whose": self.view.still_in, "every_other": self.view.others,
                "out": self.view.out}[group.kind]
        if one not in pool:
            return False
        return group.kind != "whose" or self.truth(group.where, candidate=one)  # type: ignore[arg-type]


def normal(effects: list[fx.Effect]) -> list[tuple[Any, ...]]:
    """Effects as plain data: players by seat, Roshambo results by game index and side."""
    games = [e for e in effects if isinstance(e, fx.Roshambo)]

    def norm(value: Any) -> Any:
        if isinstance(value, PlayerView):
            return ("seat", seat_of(value))
        if isinstance(value, fx.RoshamboOutcome):
            return ("game", next(i for i, g in enumerate(games) if g is value.game), value.side)
        if isinstance(value, tuple):
            return tuple(norm(v) for v in value)
        return value

    out = []
    for e in effects:
        fields = [f for f in getattr(type(e), "__slots__", ()) if f not in ("winner", "loser")]
        out.append((type(e).__name__, *(norm(getattr(e, f)) for f in fields)))
    return out



def most_picker(pickups: tuple[int, ...], dealer: int, players: int) -> int | None:
    """``the player with the most pickups last round`` as docs/language.md says it: the
    most pickups, ties to the first from the dealer clockwise; nobody without a count
    per seat or when nobody picked up."""
    if len(pickups) != players or not any(pickups):
        return None
    top = max(pickups)
    return next(s for s in ((dealer + k) % players for k in range(players))
                if pickups[s] == top)
