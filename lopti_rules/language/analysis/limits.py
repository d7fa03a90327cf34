"""The sandbox's run-time limits as the validator sees them, and static lower bounds on a hook.

A rule that passes ``lopti lint`` must compile and must not be stopped every time
it runs (R-VOTE-6) for a reason the text already shows. This module gives the
validator (LP911-LP920) what it needs for that: the limits, read from
``sandbox.SandboxPolicy`` and ``effects.MAX_CARDS`` (one source of truth); the
range of a number (:func:`bounds`); :func:`budget`, which finds a block that
always needs more fuel (``MAX_STEPS``) or more effects (``MAX_EFFECTS``) than a
hook call has; upper bounds of the generated Python's nesting and length; and
the findings themselves, as (code, node, message, hint). The sandbox pulls in
RestrictedPython and the effect types (~25 ms of a ~150 ms cold ``lopti
lint``), so it is imported only when a value is above :data:`FAST_PATH_FLOOR`
(or the limit's own entry in :data:`FLOORS`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields
from functools import cache
from typing import TYPE_CHECKING

from ..catalogue import vocabulary
from ..tree import nodes

if TYPE_CHECKING:
    from ...sandbox import Bound

#: Every value at or below this is within every limit below, so smaller values need no
#: import. tests/test_validate_limits.py checks the floors against the limits.
FAST_PATH_FLOOR = 32
#: Limits that no small value reaches, with their own fast-path floor.
FLOORS: dict[str, int] = {"source": 50_000, "cost": 50_000}

#: A finding of :func:`budget`: (code, node, message, hint).
Finding = tuple[str, nodes.Node, str, str]
#: The smallest and largest value an expression can take (None: no bound known).
Bounds = tuple[int | None, int | None]

#: Roles that always name at least one player, so an action on them always asks an effect:
#: the single roles that always exist, and everyone still in (a round ends when one is left).
_ALWAYS_PRESENT = frozenset({"acting", "next", "previous", "dealer", "fewest", "most", "that",
                             "every", "still_in"})


@cache
def sandbox_limits() -> dict[str, int]:
    """The limits by name, read from ``sandbox.SandboxPolicy`` (imported on first use only).

    ``text`` MAX_TEXT (longest say/do text), ``range`` MAX_RANGE (most rounds of one
    ``repeat``), ``steps`` MAX_STEPS (fuel of one hook call), ``integer`` MAX_INT
    (largest number a rule writes or computes), ``effects`` MAX_EFFECTS (most effects
    one hook call returns), ``nesting`` MAX_NESTING (deepest generated Python),
    ``source`` MAX_SOURCE (longest generated module), ``collection`` MAX_COLLECTION (most
    elements of a literal: the options of ``is one of``) and ``cards`` effects.MAX_CARDS
    (most cards one effect moves), ``cost`` MAX_COST (cost units of one hook call).
    """
    from ...sandbox import MAX_CARDS
    from ...sandbox import SandboxPolicy as Policy

    return {"text": Policy.MAX_TEXT, "range": Policy.MAX_RANGE, "steps": Policy.MAX_STEPS,
            "integer": Policy.MAX_INT, "effects": Policy.MAX_EFFECTS,
            "nesting": Policy.MAX_NESTING, "source": Policy.MAX_SOURCE,
            "collection": Policy.MAX_COLLECTION, "cards": MAX_CARDS, "cost": Policy.MAX_COST}


def over_limit(value: int, limit: str) -> int | None:
    """The limit named ``limit`` when ``abs(value)`` exceeds it, else None (no import)."""
    if abs(value) <= FLOORS.get(limit, FAST_PATH_FLOOR):
        return None
    bound = sandbox_limits()[limit]
    return bound if abs(value) > bound else None


#: Generated source: a header (two comment lines), room for the file's name (the validator
#: does not know it: 256 characters of Python literal), and at most this many characters
#: per node and level of its Python nesting (measured under 7; the property test in
#: tests/test_lint_compiles.py holds the compiler to it).
SOURCE_HEADER = 100
FILENAME_ALLOWANCE = 256
SOURCE_PER_NODE_LEVEL = 16

#: The compiler writes at most this many Python levels per level of a hook's syntax tree
#: (a ``for each ... whose`` is a loop and a test), plus PYTHON_BASE around it (module,
#: function, return). tests/test_lint_compiles.py holds the compiler to it.
PYTHON_PER_LEVEL = 2
PYTHON_BASE = 5


#: Field types that never hold a node (nodes.py annotates every field).
_SCALAR_TYPES = ("int", "str", "bool", "Timing", "tuple[str, ...]", "str | int | None")
#: Node class -> its fields that may hold nodes.
_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields(cls: type) -> tuple[str, ...]:
    """The fields of a node class that may hold nodes (scalars and literals skipped)."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(
            f.name for f in fields(cls)
            if not (f.type in _SCALAR_TYPES or str(f.type).startswith("Literal["))
        )
    return names


def measure(node: nodes.Node) -> tuple[int, int, int]:
    """(depth, weight, literals) of the syntax tree under ``node``: its depth (blocks,
    conditions and sums together), the sum over its nodes of their Python nesting bound
    (PYTHON_BASE + PYTHON_PER_LEVEL * the node's depth), and an upper bound of the size of
    every text as a Python literal."""
    deepest, weight, literals, stack = 0, 0, 0, [(node, 1)]
    while stack:
        current, depth = stack.pop()
        weight += PYTHON_BASE + PYTHON_PER_LEVEL * depth
        if depth > deepest:
            deepest = depth
        if type(current) is nodes.Text:
            literals += literal_size(current.value)
        for name in _fields(type(current)):
            value = getattr(current, name)
            if isinstance(value, nodes.Node):
                stack.append((value, depth + 1))
            elif type(value) is tuple:
                stack.extend((item, depth + 1) for item in value if isinstance(item, nodes.Node))
    return deepest, weight, literals


def nesting(node: nodes.Node) -> int:
    """The depth of the syntax tree under ``node`` (blocks, conditions and sums together)."""
    return measure(node)[0]


def python_nesting(hook: nodes.Hook) -> tuple[int, int]:
    """(the hook's depth, an upper bound of its generated Python's nesting)."""
    depth = nesting(hook)
    return depth, PYTHON_BASE + PYTHON_PER_LEVEL * depth


def literal_size(text: str) -> int:
    """An upper bound of ``len(sandbox.py_str_literal(text))``: quotes, and at most 2
    characters for printable ASCII (an escaped quote), 4 for other ASCII (``\\x0b``) and
    10 for anything else (``\\U0001f600``)."""
    if text.isascii() and text.isprintable():
        return 2 + 2 * len(text)
    ascii_chars = len(text.encode("ascii", "ignore"))
    return 2 + 4 * ascii_chars + 10 * (len(text) - ascii_chars)


def source_bound(rule: nodes.Rule, hooks: Sequence[tuple[int, int, int]]) -> int:
    """An upper bound of the length of a rule's generated Python, from :func:`measure` of
    each hook: a header naming the rule and its file, the text literals, and for every
    node a line's worth of code at its own Python indentation."""
    total = SOURCE_HEADER + FILENAME_ALLOWANCE + literal_size(rule.name)
    for _, weight, literals in hooks:
        total += literals + SOURCE_PER_NODE_LEVEL * weight
    return total


def fold(expr: nodes.Expr) -> int | None:
    """The value of a constant expression (numbers, ranks, their sums), else None."""
    if isinstance(expr, nodes.Number | nodes.RankLit):
        return expr.value
    if isinstance(expr, nodes.Arith) and expr.op in ("+", "-"):
        left, right = fold(expr.left), fold(expr.right)
        if left is None or right is None:
            return None
        return left + right if expr.op == "+" else left - right
    return None


class Numbers:
    """The range of every number in one hook on ``event``, each worked out once.

    Constants, card counts (0 to a deck), attributes (their documented range), the rule's
    own counts (``counts``: their ranges from the rule's writes, countrange.py) and their
    sums and differences; a long sum costs linear time, not one walk per term.
    """

    def __init__(self, event: str, counts: Mapping[str, tuple[int, int]] | None = None) -> None:
        self.event = event
        self.counts = counts or {}
        self._bounds: dict[int, Bounds] = {}  #: by id(): the nodes outlive one validate()
        self._over: dict[int, bool] = {}

    def bounds(self, expr: nodes.Expr) -> Bounds:
        """The smallest and largest value of ``expr`` (None: no bound known)."""
        found = self._bounds.get(id(expr))
        if found is None:
            found = self._bounds[id(expr)] = self._work_out(expr)
        return found

    def _work_out(self, expr: nodes.Expr) -> Bounds:
        if isinstance(expr, nodes.Number | nodes.RankLit):
            return expr.value, expr.value
        if isinstance(expr, nodes.Measure):
            return 0, vocabulary.DECK
        if isinstance(expr, nodes.CountRef):
            return self.counts.get(expr.name, (None, None))
        if isinstance(expr, nodes.Attribute):
            info = vocabulary.attribute(self.event, expr.namespace, expr.name)
            if info is None or info.type not in ("number", "rank"):
                return None, None
            return info.lo, info.hi
        if isinstance(expr, nodes.Arith) and expr.op in ("+", "-"):
            (lo1, hi1), (lo2, hi2) = self.bounds(expr.left), self.bounds(expr.right)
            if expr.op == "-":
                lo2, hi2 = (-hi2 if hi2 is not None else None), (-lo2 if lo2 is not None else None)
            return (lo1 + lo2 if lo1 is not None and lo2 is not None else None,
                    hi1 + hi2 if hi1 is not None and hi2 is not None else None)
        return None, None

    def beyond(self, expr: nodes.Expr) -> bool:
        """Whether ``expr`` itself is always beyond MAX_INT (either sign)."""
        low, high = self.bounds(expr)
        return (low is not None and low > 0 and over_limit(low, "integer") is not None) or \
            (high is not None and high < 0 and over_limit(high, "integer") is not None)

    def overflows(self, expr: nodes.Expr) -> bool:
        """Whether some number or sum in ``expr`` is always beyond MAX_INT (LP915)."""
        found = self._over.get(id(expr))
        if found is None:
            found = isinstance(expr, nodes.Number | nodes.Arith) and self.beyond(expr)
            if isinstance(expr, nodes.Arith):
                found = found or self.overflows(expr.left) or self.overflows(expr.right)
            self._over[id(expr)] = found
        return found


def least(expr: nodes.Expr | None, nums: Numbers) -> int:
    """A lower bound of a count (0 when none is known: a count below 1 does nothing)."""
    low = nums.bounds(expr)[0] if expr is not None else None
    return max(low, 0) if low is not None else 0


def budget(body: Sequence[nodes.Stmt], nums: Numbers, times: int = 1) -> Finding | None:
    """The first statement after which ``body`` always needs more fuel or effects than a
    hook call has (LP912, LP916), whenever it runs; ``times`` counts the enclosing
    constant repeats. Blocks that run only sometimes are checked on their own."""
    steps = effects = 0
    for stmt in body:
        s, e = floor(stmt, nums)
        steps, effects = steps + s, effects + e
        bound = over_limit(times * effects, "effects")
        if bound is not None:
            return ("LP916", stmt, f"whenever this runs the hook asks for at least "
                    f"{times * effects} effects; one hook may return at most {bound}",
                    "repeat fewer times, or aim the action at a set of players")
        bound = over_limit(1 + times * steps, "steps")
        if bound is not None:
            return ("LP912", stmt, f"whenever this runs the hook takes at least "
                    f"{1 + times * steps} steps; its fuel is {bound} steps",
                    "nest fewer repeats, or repeat fewer times")
    for stmt in body:
        found: Finding | None = None
        if isinstance(stmt, nodes.If):
            found = budget(stmt.then, nums, times) or budget(stmt.orelse, nums, times)
        elif isinstance(stmt, nodes.ForEach):
            found = budget(stmt.body, nums, times)
        elif isinstance(stmt, nodes.Repeat):
            n = least(stmt.count, nums)
            if over_limit(n, "range") is not None:
                continue  # stopped at its first step (LP912)
            found = budget(stmt.body, nums, times * max(n, 1))
        if found is not None:
            return found
    return None


def floor(stmt: nodes.Stmt, nums: Numbers) -> tuple[int, int]:
    """At least how many (fuel steps, effects) ``stmt`` takes whenever it runs.

    A hook reads a frozen view, so every round of a ``repeat`` does the same: an ``if``
    inside it holds in all rounds or in none.
    """
    if isinstance(stmt, nodes.If):
        (s1, e1), (s2, e2) = floor_block(stmt.then, nums), floor_block(stmt.orelse, nums)
        return min(s1, s2), min(e1, e2)
    if isinstance(stmt, nodes.Repeat):
        n = least(stmt.count, nums)
        if over_limit(n, "range") is not None:
            return 0, 0  # stops at once (LP912)
        s, e = floor_block(stmt.body, nums)
        return n * (1 + s), n * e
    if isinstance(stmt, nodes.Action):
        return 0, floor_effects(stmt, nums)
    return 0, 0  # for each: the set of players may be empty


def floor_block(body: Sequence[nodes.Stmt], nums: Numbers) -> tuple[int, int]:
    """At least how many (fuel steps, effects) a block takes whenever it runs."""
    steps = effects = 0
    for stmt in body:
        s, e = floor(stmt, nums)
        steps, effects = steps + s, effects + e
    return steps, effects


#: Events only the engine's own moves raise, in a live round (two players or more still in):
#: their acting player is never the next or previous player (a player who went out with
#: the play is out, and the next still in is someone else).
_MOVES = frozenset({"turn", "play", "flip", "pass"})
#: Receivers a give from the acting player always reaches on those events.
_OTHER_THAN_ACTING = frozenset({"next", "previous"})


def present(role: nodes.Role) -> bool:
    """Whether ``role`` always names a player: one of :data:`_ALWAYS_PRESENT`, or a player
    beside one (``next player after the acting player``: ``view.beside`` always finds
    someone, the role itself when nobody else is in)."""
    if role.kind in vocabulary.RELATIVE_ROLES and role.of is not None:
        return present(role.of)
    return role.kind in _ALWAYS_PRESENT


def floor_effects(act: nodes.Action, nums: Numbers) -> int:
    """1 when ``act`` always asks for one effect, else 0 (a lower bound).

    Every other player and the players who are out may be nobody, the last winner may
    not exist, a give to a role may be a give to oneself (dropped) and the neighbour
    still in on a side may be the giver: those count 0.
    """
    if isinstance(act, nodes.ClearPile | nodes.Reverse):
        return 1
    if isinstance(act, nodes.Draw | nodes.Take):
        return int(present(act.who) and least(act.count, nums) > 0)
    if isinstance(act, nodes.Pickup | nodes.Skip | nodes.Reveal | nodes.Say):
        return int(present(act.who))
    if isinstance(act, nodes.Roshambo):
        return int(present(act.first) and present(act.second))
    if isinstance(act, nodes.Give):
        return int(nums.event in _MOVES and act.giver.kind == "acting" and act.to is not None
                   and act.to.kind in _OTHER_THAN_ACTING and least(act.count, nums) > 0)
    if isinstance(act, nodes.Restrict):
        if act.kind == "min_cards":
            return int(least(act.count, nums) > 0)
        return int(bool(act.ranks) and all(fold(r) is not None for r in act.ranks))
    return 0


# ---------------------------------------------------------------- findings (LP911-LP918)


def text_finding(act: nodes.Say) -> Finding | None:
    """LP911: a say/do text of 0 or more than MAX_TEXT characters (the compiler's rule)."""
    text = act.text.value
    bound = over_limit(len(text), "text") if text else sandbox_limits()["text"]
    if bound is None:
        return None
    what = "this one is empty" if not text else f"this one has {len(text)}"
    return ("LP911", act.text, f"a '{act.verb}' text must be 1 to {bound} characters: {what}",
            "write what to say or do, briefly: 'says \"Lopti!\"'")


def arith_finding(e: nodes.Arith, nums: Numbers) -> Finding | None:
    """LP915 on the innermost sum that is always beyond MAX_INT."""
    if nums.overflows(e.left) or nums.overflows(e.right):
        return None
    low, high = nums.bounds(e)
    for value, beyond in ((low, "at least"), (high, "at most")):
        if value is None or (value > 0) != (beyond == "at least"):
            continue
        bound = over_limit(value, "integer")
        if bound is not None:
            exact = "" if low == high else f"{beyond} "
            return ("LP915", e, f"this comes to {exact}{value:,}, beyond the largest number a "
                    f"rule may compute ({bound:,})", "use smaller numbers")
    return None


def repeat_finding(stmt: nodes.Repeat, nums: Numbers) -> Finding | None:
    """LP912: a repeat whose smallest count is over MAX_RANGE."""
    times = least(stmt.count, nums)
    bound = over_limit(times, "range") if not nums.overflows(stmt.count) else None
    if bound is None:
        return None
    what = f"'repeat {times} times'" if fold(stmt.count) == times else \
        f"this repeat runs at least {times} times, which"
    return ("LP912", stmt.count, f"{what} is over the sandbox's limit of {bound} repeats, so "
            "the hook is stopped every time it gets here", f"repeat at most {bound} times")


def card_count_finding(count: nodes.Expr, verb: str, nums: Numbers) -> Finding | None:
    """LP914: a draw, give or take of more cards than the deck has (R-SETUP-1)."""
    n = least(count, nums)
    bound = over_limit(n, "cards")
    if bound is None or nums.overflows(count):
        return None
    what = f"{n} cards" if fold(count) == n else f"at least {n} cards, as this counts"
    return ("LP914", count, f"no one can {verb} {what}: the deck has {bound} (R-SETUP-1)",
            f"{verb} {bound} cards or fewer")


def play_size_finding(count: nodes.Expr, nums: Numbers) -> Finding | None:
    """LP914: 'next play must have at least N cards' with N above a play's 4 (R-PLAY-1)."""
    n = least(count, nums)
    most = vocabulary.event_attributes("play")["count"].hi or 4
    if n <= most or nums.overflows(count):
        return None
    what = f"'at least {n} cards'" if fold(count) == n else f"at least {n} cards, as this counts,"
    return ("LP914", count, f"a play has at most {most} cards (R-PLAY-1), so {what} can never "
            "be met", f"ask for {most} cards or fewer")


def nesting_finding(rule: nodes.Rule, hook: nodes.Hook, depth: int) -> Finding | None:
    """LP918: a hook (of syntax-tree ``depth``) whose Python could nest past MAX_NESTING."""
    python = PYTHON_BASE + PYTHON_PER_LEVEL * depth
    bound = over_limit(python, "nesting")
    if bound is None:
        return None
    return ("LP918", hook, f"the '{hook.timing} {hook.event}' hook of rule \"{rule.name}\" nests "
            f"{depth} levels deep (blocks, conditions and sums together); at most "
            f"{(bound - PYTHON_BASE) // PYTHON_PER_LEVEL} surely fit the sandbox's {bound} "
            "levels of compiled Python", "split a long sum or condition, or un-nest blocks")


def size_finding(rule: nodes.Rule, hooks: Sequence[tuple[int, int, int]]) -> Finding | None:
    """LP919: a rule whose generated Python could be longer than MAX_SOURCE."""
    size = source_bound(rule, hooks)
    bound = over_limit(size, "source")
    if bound is None:
        return None
    return ("LP919", rule, f"this rule could compile to up to {size:,} characters of Python; "
            f"the sandbox takes at most {bound:,}",
            "split it into several rules, or shorten its texts")


def ranks_finding(act: nodes.Restrict) -> Finding | None:
    """LP914: 'next play must be one of' more ranks than a deck has (13, R-SETUP-1)."""
    attr = vocabulary.event_attributes("play")["rank"]
    ranks = (attr.hi or 14) - (attr.lo or 2) + 1
    if act.kind != "one_of" or len(act.ranks) <= ranks:
        return None
    return ("LP914", act, f"a restriction can name at most the {ranks} ranks of a deck "
            f"(R-SETUP-1); this one names {len(act.ranks)}", "name each rank once")


def options_finding(e: nodes.OneOf) -> Finding | None:
    """LP920: 'is one of' with more options than a literal may have (MAX_COLLECTION)."""
    bound = over_limit(len(e.options), "collection")
    if bound is None:
        return None
    return ("LP920", e, f"'one of' lists {len(e.options)} options; the sandbox takes at most "
            f"{bound}", "list each value once, or compare a range: 'is at least 5'")


# ---------------------------------------------------------------- cost (LP916, LP921)


def loops(hook: nodes.Hook) -> bool:
    """Whether ``hook`` compiles to a loop: a repeat, a for-each, a set of players, a give
    to a side (its neighbour search)."""
    for node in hook.walk():
        if isinstance(node, nodes.Repeat | nodes.ForEach):
            return True
        if isinstance(node, nodes.Role) and node.kind in vocabulary.ROLES and \
                vocabulary.ROLES[node.kind].plural:
            return True
        if isinstance(node, nodes.Give) and node.to is None:
            return True
    return False


def static_bound(rule: nodes.Rule, hook: nodes.Hook, nums: Numbers) -> int | None:
    """An upper bound of the cost units of one call of ``hook`` (:func:`hook_bounds`);
    None when the hook does not compile or has no loop (its cost is its size)."""
    found = hook_bounds(rule, hook, nums) if loops(hook) else None
    return found.cost if found is not None else None


def hook_bounds(rule: nodes.Rule, hook: nodes.Hook, nums: Numbers,
                unknown: int | None = None) -> Bound | None:
    """Upper bounds of one call of ``hook`` (cost units, effects, loop passes), worked out by
    the sandbox (``sandbox.cost.hook_bound``) on the very Python the compiler writes for
    it, so the validator and the run-time meter count the same units; a ``repeat`` runs at
    most as often as its count can be (:class:`Numbers`), one whose count has no known
    bound ``unknown`` times (None: as often as the sandbox lets a loop run). None when the
    hook does not compile (another finding says why)."""
    import ast

    from ...sandbox import DEFAULT_POLICY, hook_bound
    from ..codegen.codegen import generate_rule
    from ..report.diagnostics import CompileError

    try:
        generated = generate_rule(nodes.Rule(name=rule.name, hooks=(hook,), counts=rule.counts),
                                  filename="")
    except CompileError:
        return None  # another finding says why it does not compile
    repeats = {stmt.line: stmt.count for stmt in hook.walk() if isinstance(stmt, nodes.Repeat)}
    known: dict[int, int] = {}
    for line, source_line in generated.line_map.items():
        count = repeats.get(source_line)
        high = nums.bounds(count)[1] if count is not None else None
        if high is not None:
            known[line] = max(high, 0)
        elif count is not None and unknown is not None:
            known[line] = unknown
    function = next(s for s in ast.parse(generated.source).body
                    if isinstance(s, ast.FunctionDef))
    return hook_bound(function, DEFAULT_POLICY, known)


def cost_finding(rule: nodes.Rule, hook: nodes.Hook, nums: Numbers,
                 bound: Bound | None = None) -> Finding | None:
    """LP921: a hook that may cost more than MAX_COST in one call (``bound``: its
    :func:`hook_bounds`, when worked out already)."""
    cost = bound.cost if bound is not None and loops(hook) else static_bound(rule, hook, nums)
    limit = over_limit(cost, "cost") if cost is not None else None
    if cost is None or limit is None:
        return None
    return ("LP921", hook, f"the '{hook.timing} {hook.event}' hook of rule \"{rule.name}\" may "
            f"cost up to {cost:,} units in one call; a hook call has {limit:,} (a repeat "
            "counts as often as its count can be, a loop over players as 5 players, each "
            "pass as the size of its body)",
            "repeat fewer times, nest fewer repeats, or shorten the repeated conditions")
