"""Who a hook names and when it runs, in one normal form (R-VOTE-7, R-CUSTOM-4; issue 29).

:mod:`.meaning` writes every hook one way per meaning. Here are the three parts of it
that rest on what the engine makes true, not on the words:

- **seats** are a small algebra: an anchor (the acting player, the player to act, the
  dealer, the last winner ...) and steps from it, each to the first player still in on
  one side. ``next player`` is one step after the player to act, ``previous player``
  one before; ``next player after X`` and ``previous player before X`` step in the
  direction of play, ``player left of X`` and ``player right of X`` at the table.
  Facts of the engine then join spellings:

  * on the events where the acting player is the player to act (:data:`TO_ACT`: a play,
    a bonus play, a blind flip, a pass, going out, the win, the end of a turn and ``after
    turn``; not a draw, a pickup, a take-up or a clear, which a house rule can cause for
    anyone, nor ``before turn``, when the turn has not passed yet, nor the deal, whose
    leader a rule may choose while the deal's hooks still run) the two anchors are one
    (``next player`` is ``next player after the acting player``);
  * play goes clockwise (``state.GameState``: direction +1) and only a rule's
    ``reverse direction`` turns it (``operations.reverse``), so in a book that never
    reverses, left is after and right is before (:data:`REVERSED`, read from
    ``meaningsets.UNMADE``);
  * each step lands on a player still in (or, when nobody else is, on the player it
    starts from), and from a player still in a step to one side and one back return to
    them: so the steps after the first add up, each side's to one signed total (``next
    player after the next player`` is two steps; ``the player right of the player left
    of the player left of X`` is one step left of X, then none); the first step stays
    apart, since the anchor may be out (the player right of the player left of an anchor
    who is out is the player right of it), except on the events before anyone can be out
    (:data:`ALL_IN`: a round's deal and swaps, where every seat is dealt in), where every
    step adds up and a round trip is the anchor (``the player right of the player left
    of the dealer`` is the dealer at the deal);

  and a give to the player one step beside the giver is the give to that side (``gives 1
  card to the player left of the acting player`` is ``gives 1 card to their left``: the
  same walk to the first player still in, ``codegen.give``);
- **guards** on a player of a set: a player still in holds a card until a legal play
  puts them out (R-WIN-4: ``operations.give`` refuses to take a player's last card, and
  the player whose play took it is ``leaving``, not still in), except before the deal
  (no card is dealt yet): :func:`holding` (``every player whose cards is at least 1`` is
  ``every player``);
- **events that coincide**: the first player out wins at once (``state._go_out``:
  ``after out when out.place is 1``, ``before win`` and ``after win`` are one hook when
  it reads nothing of the out's payload); a play of the clearing rank clears at once (R-SPECIAL-10,
  ``Game._play``: nothing happens between the play's ``after`` hooks and the clear's
  ``before`` hooks), so ``before clear when clear.cause is ten`` is ``after play when
  play.rank is 10`` when the rest of the hook reads nothing of the clear's payload; and
  ``after clear`` is too when the hook also reads nothing the clear changes (the pile,
  the cleared cards, the top rank, the clear tallies: ``state._clear``) and asks nothing
  the clear undoes or empties (a restriction of the next play, a pickup or take of the
  pile, another clear): :func:`coinciding`. The clearing rank is the base rules' (a
  base-rule vote that changes it changes what the two spellings mean).

Two meanings stay apart: left and right, after and before in a book that reverses, a
10's clear and any clear, a hook that reads ``clear.count`` (the whole pile) and one
that reads ``play.count``.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import replace

from ...engine import BaseRules
from ..tree import nodes

#: (timing, event) of the hooks whose acting player is the player to act, whatever a
#: book does (tests/language/test_meaningseats.py plays games to confirm it)
TO_ACT: frozenset[tuple[str, str]] = frozenset(
    {(t, e) for t in ("before", "after") for e in (
        "play", "bonus", "flip", "pass", "out", "win", "turn_end")}
    | {("after", "turn")})

#: events of a round before anyone can be out: each ``engine.Game`` deals to every seat,
#: and a player goes out only by a play (tests/language/test_meaningseats.py plays games
#: to confirm it)
ALL_IN: frozenset[str] = frozenset({"deal", "swap"})

#: the word ``meaningsets.UNMADE`` holds when no rule of the book reverses the direction
#: of play (``meaningsets.MADE_BY``)
REVERSED = ("table", "direction", "reversed")

#: the hook being rewritten (timing, event) and whether its book may reverse the
#: direction of play (context variables: an editor's threads rewrite hooks at once)
HOOK: ContextVar[tuple[str, str]] = ContextVar("HOOK", default=("", ""))
TURNS: ContextVar[bool] = ContextVar("TURNS", default=True)

#: a role one step beside another: (its side, +1 after/left or -1 before/right)
STEPS: dict[str, tuple[str, int]] = {"after": ("play", 1), "before": ("play", -1),
                                     "left_of": ("table", 1), "right_of": ("table", -1)}
#: a role of one step by its side and sign (the inverse of :data:`STEPS`)
KINDS = {v: k for k, v in STEPS.items()}

#: a seat: its anchor (a role beside no other) and its steps, each (side, count) with a
#: signed count, sides alternating
Steps = tuple[tuple[str, int], ...]


def _steps(role: nodes.Role) -> tuple[nodes.Role, Steps]:
    """``role`` as its anchor and steps (the player to act as ``current``)."""
    if role.kind in STEPS and role.of is not None:
        anchor, steps = _steps(role.of)
        side, n = STEPS[role.kind]
        return anchor, (*steps, (side, n))
    if role.kind in ("next", "previous"):
        current = nodes.Role(kind="current", line=role.line, column=role.column)
        return current, (("play", 1 if role.kind == "next" else -1),)
    return role, ()


def _joined(steps: Steps, turns: bool) -> Steps:
    """``steps`` with one side where the direction never turns, steps to the same side
    and of the same sign added up."""
    out: list[tuple[str, int]] = []
    for side, n in steps:
        side = side if turns else "play"
        if out and out[-1][0] == side and (out[-1][1] > 0) == (n > 0):
            out[-1] = (side, out[-1][1] + n)
        else:
            out.append((side, n))
    return tuple(out)


def _summed(steps: Steps, turns: bool) -> Steps:
    """Unit ``steps`` from an anchor in their normal form (see the module): one side where
    the direction never turns; the first step apart unless every player is in
    (:data:`ALL_IN`), and the others added up, each side's to one signed total."""
    steps = tuple((side if turns else "play", n) for side, n in steps)
    head = steps[:1] if steps and HOOK.get()[1] not in ALL_IN else ()
    rest = steps[len(head):]
    totals = tuple((side, total) for side in ("table", "play")
                   if (total := sum(n for s, n in rest if s == side)))
    return _joined(head + totals, True)


def term(role: nodes.Role) -> tuple[nodes.Role, Steps]:
    """``role``'s seat: its anchor (the acting player as the player to act where they are
    one, :data:`TO_ACT`) and its steps, added up (see the module)."""
    anchor, steps = _steps(role)
    if anchor.kind == "acting" and HOOK.get() in TO_ACT:
        anchor = nodes.Role(kind="current", line=anchor.line, column=anchor.column)
    return anchor, _summed(steps, TURNS.get())


def seat(role: nodes.Role) -> nodes.Role:
    """``role`` (a single player, its ``of`` canonical) in its normal form (see the
    module); any other role as it is."""
    if role.kind not in STEPS and role.kind not in ("next", "previous"):
        return role
    anchor, steps = term(role)
    return _render(anchor, steps, role)


def _render(anchor: nodes.Role, steps: Steps, like: nodes.Role) -> nodes.Role:
    """The role of ``anchor`` and ``steps``: a step in the direction of play from the
    player to act is ``next``/``previous``, any other one beside the role before it."""
    out = anchor
    for side, n in steps:
        for _ in range(abs(n)):
            if out.kind == "current" and side == "play":
                out = replace(like, kind="next" if n > 0 else "previous", value=None,
                              where=None, of=None)
                continue
            if out.kind == "current":  # the player to act is the acting player here
                out = replace(like, kind="acting", value=None, where=None, of=None)
            out = replace(like, kind=KINDS[(side, 1 if n > 0 else -1)], value=None,
                          where=None, of=out)
    if out.kind == "current":
        return replace(like, kind="acting", value=None, where=None, of=None)
    return out


def give(node: nodes.Give) -> nodes.Give:
    """A give to the player one step beside the giver at the table (left or right) as
    the give to that side."""
    if node.to is None:
        return node
    to, giver = term(node.to), _steps(node.giver)
    if repr(to[0]) != repr(term(node.giver)[0]):
        return node
    for n, side in ((1, "left"), (-1, "right")):
        if _summed((*giver[1], ("table", n)), TURNS.get()) == to[1]:
            return replace(node, to=None, side=side)  # type: ignore[arg-type]
    return node


def holding() -> bool:
    """Whether a player still in holds a card in the hook being rewritten (see the
    module): everywhere but before the deal."""
    return HOOK.get() != ("before", "deal")


#: what the clear changes that a hook can read (``state._clear``)
CLEAR_CHANGES = frozenset({("table", "pile"), ("table", "cleared"), ("table", "top_rank"),
                           ("round", "clears"), ("rule", "clears")})
#: actions the clear undoes, or whose pile it empties: not the same before and after it
CLEAR_UNDOES = (nodes.Restrict, nodes.Pickup, nodes.Take, nodes.ClearPile, nodes.SkipEvent)


def coinciding(hook: nodes.Hook) -> nodes.Hook | None:
    """A canonical hook on an event that always comes with another as the hook on that
    other one that means the same, or None (see the module): the clearing rank's clear as
    the ``after play`` hook of that rank; the first player out as the win."""
    if hook.event in ("out", "win"):
        return _won(hook)
    if hook.event != "clear" or hook.condition is None:
        return None
    clauses = hook.condition.operands if isinstance(hook.condition, nodes.BoolOp) and (
        hook.condition.op == "and") else (hook.condition,)
    cause = [c for c in clauses if _is_ten(c)]
    if len(cause) != 1:
        return None
    rest = tuple(c for c in clauses if c is not cause[0])
    for n in (*rest, *hook.body):
        for m in n.walk():
            if isinstance(m, nodes.Attribute) and (m.namespace == "clear" or (
                    hook.timing == "after" and (m.namespace, m.name) in CLEAR_CHANGES)):
                return None
            if hook.timing == "after" and isinstance(m, CLEAR_UNDOES):
                return None
    c = cause[0]
    rank = nodes.Compare(op="==", left=nodes.Attribute(namespace="play", name="rank",
                                                       static_type="rank", line=c.line,
                                                       column=c.column),
                         right=nodes.RankLit(value=BaseRules().clear_rank, static_type="rank"),
                         static_type="truth", line=c.line, column=c.column)
    guard = rank if not rest else nodes.BoolOp(op="and", operands=(rank, *rest),
                                               static_type="truth", line=c.line,
                                               column=c.column)
    return replace(hook, timing="after", event="play", condition=guard)


def _won(hook: nodes.Hook) -> nodes.Hook | None:
    """``before win`` and ``after out when out.place is 1`` as ``after win``: the first
    player out wins at once, and nothing of the game changes between the out's ``after``
    hooks and the win's (``state._go_out``, R-WIN-3) when the rest of the hook reads
    nothing of the out's payload (its place is 1)."""
    if hook.event == "win":
        return replace(hook, timing="after") if hook.timing == "before" else None
    if hook.timing != "after" or hook.condition is None:
        return None
    clauses = hook.condition.operands if isinstance(hook.condition, nodes.BoolOp) and (
        hook.condition.op == "and") else (hook.condition,)
    first = [c for c in clauses if isinstance(c, nodes.Compare) and c.op == "==" and isinstance(
        c.left, nodes.Attribute) and (c.left.namespace, c.left.name) == ("out", "place")
        and isinstance(c.right, nodes.Number) and c.right.value == 1]
    if len(first) != 1:
        return None
    rest = tuple(c for c in clauses if c is not first[0])
    if any(isinstance(m, nodes.Attribute) and m.namespace == "out"
           for n in (*rest, *hook.body) for m in n.walk()):
        return None
    guard = None if not rest else rest[0] if len(rest) == 1 else nodes.BoolOp(
        op="and", operands=rest, static_type="truth", line=hook.condition.line,
        column=hook.condition.column)
    return replace(hook, event="win", condition=guard)


def _is_ten(e: nodes.Expr) -> bool:
    return (isinstance(e, nodes.Compare) and e.op == "==" and isinstance(
        e.left, nodes.Attribute) and (e.left.namespace, e.left.name) == ("clear", "cause")
        and isinstance(e.right, nodes.Word) and e.right.value == "ten")


#: :func:`.meaning.truth`: whether the game decides a comparison in a hook
Decide = Callable[[nodes.Expr, str, str], "bool | None"]


def folded(e: nodes.Expr, timing: str, event: str, decide: Decide) -> nodes.Expr:
    """``e`` with each comparison the game decides in a ``timing event`` hook replaced by
    its truth, and ``and``/``or``/``not`` of truths folded: ``rule.rounds is 1 or hand of
    dealer is less than 0`` is ``rule.rounds is 1`` (a part that can never hold does not
    hide the clock beside it from the person checks, R-CUSTOM-4). Anything else as it
    is."""
    if isinstance(e, nodes.BoolOp):
        parts = [folded(o, timing, event, decide) for o in e.operands]
        stop = e.op == "or"  # the truth that decides the whole
        if any(isinstance(p, nodes.Bool) and p.value == stop for p in parts):
            return nodes.Bool(value=stop, static_type="truth", line=e.line, column=e.column)
        kept = [p for p in parts if not isinstance(p, nodes.Bool)]
        if not kept:
            return nodes.Bool(value=not stop, static_type="truth", line=e.line,
                              column=e.column)
        if len(kept) == 1:
            return kept[0]
        if all(k is o for k, o in zip(kept, e.operands, strict=False)) and len(kept) == len(
                e.operands):
            return e
        return replace(e, operands=tuple(kept))
    if isinstance(e, nodes.Not):
        inner = folded(e.operand, timing, event, decide)
        if isinstance(inner, nodes.Bool):
            return replace(inner, value=not inner.value)
        return e if inner is e.operand else replace(e, operand=inner)
    if isinstance(e, nodes.Compare | nodes.OneOf):
        held = decide(e, timing, event)
        if held is not None:
            return nodes.Bool(value=held, static_type="truth", line=e.line, column=e.column)
    return e
