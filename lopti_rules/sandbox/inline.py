"""Rule-derived texts the runtime inlines into its bus handlers: checked, worked out, compiled.

The runtime (``lopti_rules.play.handlers``) writes one handler per (timing, event) with
the hooks' pre-checks (:func:`prefilter.precheck_expr`) and memo keys
(:func:`prefilter.memo_key_expr`) inline. Those texts are made from a rule's code, so
everything that evaluates them happens here, in the sandbox:

- :func:`on_values` rewrites a pre-check or memo key onto a hot event's plain tap
  values (``e.rank`` becomes ``x_rank``); :func:`cannot_raise` tells which need no
  ``try``; :func:`reads_payload` whether the payload ``e`` is still read;
- :func:`at_point` works a pre-check out at one play or pickup (evaluating its
  comparisons of tap values with constants), and :func:`plays_wanted` /
  :func:`counts_wanted` give the tap filter of a pre-check;
- :func:`compile_handlers` compiles the handler source the runtime wrote, after
  :func:`check_inlined` has checked every rule-derived text in it against the
  closed subset the prefilter writes (fail closed: :class:`InlineRejected`), with no
  builtins but the names the runtime hands it.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import FunctionType
from typing import Any, Protocol

from ..engine import TAP_FIELDS, count_bit, play_bit
from .prefilter import KEY_NAMES, NEXT_SEAT, PREVIOUS_SEAT


class Fused(Protocol):
    """A hook the sandbox writes into a handler (``fused.Fusion``)."""

    def lines(self, k: int, started: bool = False) -> list[str]: ...

    def env(self, k: int) -> dict[str, Any]: ...

#: The line a handler's text holds where the sandbox writes a fused hook: ``@fuse <k>``
#: (not Python: a marker left in place fails to compile). (:mod:`.fused`)
FUSE_MARK = "@fuse"


class InlineRejected(ValueError):
    """A rule-derived text meant for a handler is outside the closed subset: a bug in the
    prefilter or an attack; the handler is not compiled."""


#: How a tap's plain value stands for an event attribute (``events.TAP_FIELDS``).
_VALUE_OF = {"cards": "cards_of(x_cards)", "previous_rank": "(x_previous_rank or None)"}

#: The tap values that pick a play or a pickup (what a tap filter is judged on), every
#: play or pickup as their values, and its bit in a filter (``bus.play_bit``).
POINTS: dict[str, tuple[tuple[str, ...], list[tuple[int, ...]], Callable[..., int]]] = {
    "play": (("x_rank", "x_count"), [(r, c) for r in range(2, 15) for c in range(1, 5)],
             play_bit),
    "pickup": (("x_count",), [(n,) for n in range(53)], count_bit),
}


def plays_wanted(test: str) -> int:
    """The plays (``bus.play_bit``) on which pre-check ``test`` (over a play tap's values,
    :func:`on_values`) may hold: every play for which it is not surely false, judged
    from the rank and the count alone (:func:`at_point`)."""
    return _wanted(test, "play")


def counts_wanted(test: str) -> int:
    """The pickups (``bus.count_bit``) on which pre-check ``test`` (over a pickup tap's
    values) may hold, judged from the number of cards picked up alone, as
    :func:`plays_wanted` judges plays."""
    return _wanted(test, "pickup")


def _wanted(test: str, event: str) -> int:
    _, every, bit = POINTS[event]
    wants = 0
    for point in every:
        if at_point(test, event, point) != "False":
            wants |= bit(*point)
    return wants


@functools.cache
def at_point(test: str, event: str, point: tuple[int, ...]) -> str:
    """Pre-check ``test`` over a play or pickup tap's values, at one play or pickup
    (``point``: the values of ``POINTS[event]``): each comparison of those values with
    constants worked out, and ``and``, ``or`` and ``not`` over what that decides.
    "True" when the test surely holds there, "False" when it surely does not, else the
    rest of the test. What is left runs as the test would have, parts that may raise
    included: a part is dropped only if nothing before it can raise."""
    names = POINTS[event][0]

    def truth(node: ast.expr) -> bool | None:
        """True or False if ``node`` is worked out, else None."""
        if isinstance(node, ast.Constant) and type(node.value) is bool:
            return node.value
        return None

    def fold(node: ast.expr) -> ast.expr:
        if isinstance(node, ast.BoolOp):
            decides = isinstance(node.op, ast.Or)  # True decides an or, False an and
            kept: list[ast.expr] = []
            for part in (fold(v) for v in node.values):
                known = truth(part)
                if known is None:
                    kept.append(part)
                elif known is decides:
                    if all(cannot_raise(ast.unparse(k), event) for k in kept):
                        return ast.Constant(decides)
                    kept.append(part)
                    break
            if not kept:
                return ast.Constant(not decides)
            return kept[0] if len(kept) == 1 else ast.BoolOp(node.op, kept)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = fold(node.operand)
            known = truth(inner)
            return ast.UnaryOp(ast.Not(), inner) if known is None else ast.Constant(not known)
        read = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        if isinstance(node, ast.Compare) and read and read <= set(names) \
                and all(isinstance(n, ast.Name | ast.Constant | ast.Tuple | ast.Compare
                                   | ast.cmpop | ast.Load) for n in ast.walk(node)):
            # only tap values and constants compared: the text is checked above
            fn = eval(compile(f"lambda {', '.join(names)}: {ast.unparse(node)}",  # noqa: S307
                              "<tap filter>", "eval"), {"__builtins__": {}})
            try:
                return ast.Constant(bool(fn(*point)))
            except Exception:
                return node
        return node

    return ast.unparse(fold(ast.parse(test, mode="eval").body))


def reads_payload(text: str) -> bool:
    """Whether a pre-check over a tap's values still reads the payload ``e``."""
    return any(isinstance(n, ast.Name) and n.id == "e"
               for n in ast.walk(ast.parse(text, mode="eval")))


#: Tap values that are always ints (never None, never text).
_INT_VALUES = frozenset({"x_player", "x_rank", "x_count", "x_previous_count", "x_number"})
_EQUALITY = (ast.Eq, ast.NotEq, ast.In, ast.NotIn, ast.Is, ast.IsNot)
#: What else a hot event's handler holds as an int when its pre-checks run: the acting
#: seat ``a`` (the event's player, a seat of the game), the round's number ``n`` and a
#: rule's counts (``handlers._write_opening``, ``handlers._RULE_COUNTS``).
_HANDLER_INTS = frozenset({"a", "n", "rule_clears", "rule_pickups"})
#: The game's ints a pre-check reads (engine/state.py: set at the deal, never None).
_GAME_INTS = frozenset({"pile", "cur", "players", "direction", "dealer", "turns"})
#: The game's lists of ints whose length or sum a pre-check takes.
_GAME_LISTS = frozenset({"draw_pile", "clears"})
#: The game's card masks by seat, read at the acting seat ``a``.
_SEAT_MASKS = frozenset({"hand", "up"})
#: The next and previous player's seats as the prefilter writes them: the game's seat
#: ring (``engine.seat_ring``, a seat for each seat and each way) at the direction of
#: play, +1 or -1, and the current seat or the acting one, both seats of the game.
_RING_SEATS = frozenset(ast.dump(ast.parse(text, mode="eval").body)
                        for text in (NEXT_SEAT, PREVIOUS_SEAT))


def _game(node: ast.expr, names: frozenset[str]) -> bool:
    """``g.<one of names>``."""
    return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
        and node.value.id == "g" and node.attr in names


def _is_int(node: ast.expr) -> bool:
    """Whether ``node`` (a pre-check's term on a hot event's handler) is an int that no
    state of the game makes raise: the handler's ints, the game's ints, the length or
    sum of its lists of ints, ``bit_count()`` of its pile or of a card mask at the
    acting seat, ``held(g, a)``, the next or previous player's seat, and ``+ - *`` of
    those (``% //`` by a constant other than 0), or a choice between two of them."""
    if isinstance(node, ast.Constant):
        return type(node.value) is int
    if isinstance(node, ast.Name):  # (a tap's values: ``plain`` and ``ordered``)
        return node.id in _HANDLER_INTS
    if _game(node, _GAME_INTS):
        return True
    if isinstance(node, ast.Subscript):
        return ast.dump(node) in _RING_SEATS
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Add | ast.Sub | ast.Mult):
            return _is_int(node.left) and _is_int(node.right)
        if isinstance(node.op, ast.Mod | ast.FloorDiv):
            right = node.right
            return _is_int(node.left) and isinstance(right, ast.Constant) \
                and type(right.value) is int and right.value != 0
        return False
    if isinstance(node, ast.IfExp):
        return _cannot_raise(node.test) and _is_int(node.body) and _is_int(node.orelse)
    if not isinstance(node, ast.Call) or node.keywords:
        return False
    fn, args = node.func, node.args
    if isinstance(fn, ast.Name):
        if fn.id in ("len", "sum") and len(args) == 1:
            return _game(args[0], _GAME_LISTS)
        return fn.id == "held" and len(args) == 2 and all(
            isinstance(x, ast.Name) for x in args) and \
            [x.id for x in args if isinstance(x, ast.Name)] == ["g", "a"]
    if isinstance(fn, ast.Attribute) and fn.attr == "bit_count" and not args:
        mask = fn.value
        return _game(mask, frozenset({"pile"})) or (
            isinstance(mask, ast.Subscript) and _game(mask.value, _SEAT_MASKS)
            and isinstance(mask.slice, ast.Name) and mask.slice.id == "a")
    return False


def _cannot_raise(node: ast.expr, event: str | None = None) -> bool:
    """:func:`cannot_raise` of a parsed pre-check (``event``: the tap's, for its values;
    None: no tap values but the ints)."""

    def plain(node: ast.expr) -> bool:
        if isinstance(node, ast.Constant):
            return True
        if isinstance(node, ast.Tuple):
            return all(isinstance(n, ast.Constant) for n in node.elts)
        if _is_int(node):
            return True
        return event is not None and isinstance(node, ast.Name) \
            and node.id.startswith("x_") and node.id[2:] in TAP_FIELDS[event] \
            and node.id != "x_cards"

    def ordered(node: ast.expr) -> bool:
        return (isinstance(node, ast.Constant) and type(node.value) is int) or \
            (isinstance(node, ast.Name) and node.id in _INT_VALUES) or _is_int(node)

    def safe(node: ast.expr) -> bool:
        if isinstance(node, ast.BoolOp):
            return all(safe(v) for v in node.values)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return safe(node.operand)
        if isinstance(node, ast.Compare):
            terms = [node.left, *node.comparators]
            if not all(plain(t) for t in terms):
                return False
            return all(isinstance(op, _EQUALITY) or (ordered(a) and ordered(b))
                       for op, a, b in zip(node.ops, terms, terms[1:], strict=False))
        return plain(node)

    return safe(node)


def cannot_raise(text: str, event: str) -> bool:
    """Whether a pre-check rewritten onto a tap's values (:func:`on_values`) can never
    raise, so it needs no ``try``: ``and``/``or``/``not`` over comparisons of the values
    with constants, where only int values are ordered (``x_rank >= 9``), and of the ints
    no state of the game makes raise (:func:`_is_int`: ``g.hand[a].bit_count() >= 6``,
    ``len(g.draw_pile) <= 5``, ``sum(g.clears) % 3 == 0``; issue 24: the ``try`` and
    its verdict cost a hot handler more than such a test)."""
    return _cannot_raise(ast.parse(text, mode="eval").body, event)


def on_values(text: str, event: str) -> tuple[str, bool]:
    """Pre-check or memo-key expression ``text`` (over the payload ``e``) rewritten to
    read a tap's plain values; and whether it still reads the payload itself."""
    fields = TAP_FIELDS[event]

    class _Values(ast.NodeTransformer):
        def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
            if isinstance(node.value, ast.Name) and node.value.id == "e" \
                    and node.attr in fields:
                return ast.parse(_VALUE_OF.get(node.attr, "x_" + node.attr), mode="eval").body
            return self.generic_visit(node)

    tree = _Values().visit(ast.parse(text, mode="eval"))
    needs = any(isinstance(n, ast.Name) and n.id == "e" for n in ast.walk(tree))
    return ast.unparse(tree), needs


# ------------------------------------------------------------------ shared reads

#: The prefix of the locals in which a hot event's handler keeps a read of the table that
#: several of its pre-checks make (:func:`shared_reads`): ``_s0``, ``_s1`` ... Each is
#: written from a read the sandbox checks (:func:`check_inlined`) and :func:`_is_int`
#: holds an int no state of the game makes raise; the pre-checks are checked as the
#: rules wrote them, and :func:`with_shared` only puts the locals in place of those
#: reads (a rule's text cannot name a local: ``_`` names are not in the subset).
SHARED = "_s"


def _reads(text: str) -> list[str]:
    """The reads of the table in pre-check ``text`` worth sharing: calls (``bit_count()``
    of a mask, ``len`` or ``sum`` of a list, ``held``) and seats of the ring, each an int
    no state of the game makes raise (:func:`_is_int`), outermost first."""
    found: list[str] = []
    for node in ast.walk(ast.parse(text, mode="eval")):
        if isinstance(node, ast.Call | ast.Subscript) and _is_int(node):
            read = ast.unparse(node)
            if read not in found and not any(read in f for f in found):
                found.append(read)
    return found


def shared_reads(tests: Sequence[str | None], event: str) -> list[str]:
    """The reads of the table (:func:`_reads`) that two or more of a hot event's
    pre-checks ``tests`` make, each a test that cannot raise (:func:`cannot_raise`): a
    handler reads each once into a local (:data:`SHARED`) and reads it again only after
    a hook that may have changed the table (issue 24: "Big hands hurry" and the rules on
    an empty hand read the acting seat's hand on every turn, three times)."""
    counts: dict[str, int] = {}
    for text in tests:
        if text is None or text in ("True", "False") or not cannot_raise(text, event):
            continue
        for read in _reads(text):
            counts[read] = counts.get(read, 0) + 1
    return [read for read, n in counts.items() if n > 1]


def with_shared(text: str, names: Mapping[str, str]) -> str:
    """Pre-check ``text`` with each shared read of ``names`` (its text: its local) read
    from its local instead."""
    class _Shared(ast.NodeTransformer):
        def visit(self, node: ast.AST) -> ast.AST:
            if isinstance(node, ast.expr) and not isinstance(node, ast.Name):
                name = names.get(ast.unparse(node))
                if name is not None:
                    return ast.Name(name, ast.Load())
            done: ast.AST = super().visit(node)
            return done

    return ast.unparse(_Shared().visit(ast.parse(text, mode="eval")))


# ------------------------------------------------------------------ the closed subset

#: Names an inlined text may read: the event ``e``, the game ``g``, the acting seat
#: ``a``, a memo key's loop seat ``s``, the round's number ``n``, and what it may call.
INLINE_NAMES = frozenset({"e", "g", "a", "s", "n", "rule_clears", "rule_pickups", "len",
                          "sum", "cards_of", *KEY_NAMES})
#: The inlined names that hold values (the others may only be called): ``rule_clears``
#: and ``rule_pickups`` are a hook's ``rule.*`` counts, worked out by the handler before
#: its pre-check (``prefilter.RULE_COUNTS``).
_VALUE_NAMES = frozenset({"e", "g", "a", "s", "n", "rule_clears", "rule_pickups"})
#: Methods an inlined text may call (on the game's bit masks).
_METHODS = frozenset({"bit_count"})
#: Node types of the closed subset the prefilter writes (pre-checks, memo keys), also
#: after :func:`on_values` and :func:`at_point`.
_NODES: tuple[type, ...] = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub,
    ast.Compare, ast.cmpop, ast.BinOp, ast.Mod, ast.Constant, ast.Tuple, ast.Name,
    ast.Load, ast.Store, ast.Attribute, ast.Subscript, ast.Call, ast.IfExp, ast.ListComp,
    ast.comprehension,
)


def check_inlined(text: str, event: str) -> None:
    """Check one rule-derived text before it is inlined into a handler on ``event``: an
    expression of the closed subset the prefilter writes (comparisons, ``and``/``or``/
    ``not``, ``%``, constants, tuples, conditionals, a comprehension over seats), reading
    only :data:`INLINE_NAMES` and the event's tap values, no attribute with ``_``,
    calling only those names and ``bit_count``. Raises :class:`InlineRejected`."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise InlineRejected(f"not an expression: {text!r}") from exc
    values = {"x_" + f for f in TAP_FIELDS.get(event, ())}
    for node in ast.walk(tree):
        if not isinstance(node, _NODES):
            raise InlineRejected(f"{type(node).__name__} in {text!r}")
        if isinstance(node, ast.Name) and node.id not in INLINE_NAMES and node.id not in values:
            raise InlineRejected(f"name {node.id!r} in {text!r}")
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            raise InlineRejected(f"attribute {node.attr!r} in {text!r}")
        if isinstance(node, ast.Constant) and not (
                node.value is None or type(node.value) in (bool, int, str)):
            raise InlineRejected(f"constant {node.value!r} in {text!r}")
        if isinstance(node, ast.Call):
            f = node.func
            if node.keywords or not (
                    (isinstance(f, ast.Name) and f.id in INLINE_NAMES - _VALUE_NAMES)
                    or (isinstance(f, ast.Attribute) and f.attr in _METHODS)):
                raise InlineRejected(f"call {ast.unparse(f)!r} in {text!r}")
        if isinstance(node, ast.comprehension) and (node.ifs or node.is_async):
            raise InlineRejected(f"comprehension in {text!r}")


def compile_handlers(source: str, names: dict[str, Any], *, filename: str, event: str,
                     inlined: Iterable[str], fused: Mapping[int, Fused] | None = None,
                     started: bool = False) -> Callable[..., Any]:
    """Compile the handler source the runtime wrote (a ``def factory():`` returning the
    handler) and return ``factory()``: every rule-derived text in it (``inlined``) is
    checked first (:func:`check_inlined`); each line ``@fuse <k>`` (:mod:`.fused`) is
    replaced by hook ``k``'s fused form (``fused[k]``, :mod:`.fused`: written here, from
    the tree the sandbox checked, never by the runtime); the code runs with no builtins,
    only ``names`` and what the fused hooks read (``started``: the handler starts its
    event's budget where it makes ``cause``, ``meter.start_lines``). The handler's
    ``source`` is the text compiled."""
    for text in inlined:
        check_inlined(text, event)
    env: dict[str, Any] = {**names, "__builtins__": {}}
    if fused:
        lines: list[str] = []
        for line in source.split("\n"):
            mark = line.lstrip()
            if mark.startswith(FUSE_MARK + " "):
                k = int(mark[len(FUSE_MARK) + 1:])
                indent = line[:len(line) - len(mark)]
                lines.extend(indent + text for text in fused[k].lines(k, started))
                env.update(fused[k].env(k))
            else:
                lines.append(line)
        source = "\n".join(lines)
    exec(compile(source, filename, "exec"), env)  # noqa: S102 - checked above
    handler: Callable[..., Any] = env["factory"]()
    if isinstance(handler, FunctionType):
        handler.source = source  # type: ignore[attr-defined]  # for tests and the curious
    return handler
