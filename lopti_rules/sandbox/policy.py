"""The sandbox's policy: every limit, the allowlists, the predicates and a rule's globals.

One :class:`SandboxPolicy` object carries everything the other fences ask: the named
limits (``MAX_STEPS``, ``MAX_INT``, ...), the allowlists generated code is checked
against (:data:`ALLOWED_AST_NODES`, :data:`SAFE_ATTRIBUTES`, the callable names), the
small predicates :mod:`.check` applies (``is_allowed_node``, ``is_safe_attribute_name``,
...) and :meth:`SandboxPolicy.new_globals`, the fresh globals one rule executes in:
a tiny builtins allowlist, RestrictedPython's guards, the capped helpers the compiler
calls instead of operators, and the effect constructors. Like Jinja's ``sandbox.py``,
subclass it to tighten a limit; :class:`StrictPolicy` also checks attribute reads per
type at run time.

Nothing here loads RestrictedPython, so the language's limits can read the policy
without the cost of the compiler's last stage.
"""

from __future__ import annotations

import ast
import copy
from typing import Any, NoReturn

from ..engine import rank_of, suit_of
from . import effects as fx
from . import eventview as ev
from . import view as vw

#: The only AST node types generated code may contain. No arithmetic operators
#: (capped helpers instead), no comprehensions, lambdas, classes, imports,
#: ``while``, ``try``, ``with``, f-strings, starred or slicing expressions.
ALLOWED_AST_NODES: frozenset[type[ast.AST]] = frozenset({
    ast.Module, ast.FunctionDef, ast.arguments, ast.arg,
    ast.Return, ast.Assign, ast.AugAssign, ast.For, ast.If, ast.Expr,
    ast.Pass, ast.Break, ast.Continue,
    ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub,
    ast.Compare, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE,
    ast.In, ast.NotIn, ast.Is, ast.IsNot,
    ast.IfExp, ast.Call, ast.keyword, ast.Constant, ast.Attribute, ast.Subscript,
    ast.Name, ast.List, ast.Tuple, ast.Load, ast.Store,
    ast.Add, ast.Sub,  # only as the operator of ``n += k`` / ``n -= k`` (capped)
})

#: Readable attributes per type: the views' public slots and a Roshambo's result.
SAFE_ATTRIBUTES: dict[type, frozenset[str]] = {**ev.PUBLIC_ATTRIBUTES, **fx.PUBLIC_ATTRIBUTES}

#: The builtins a rule sees (``range`` is capped); True/False/None are keywords.
BUILTIN_NAMES: frozenset[str] = frozenset({"len", "min", "max", "abs", "range"})
#: Capped helpers the compiler calls instead of operators.
HELPER_NAMES: frozenset[str] = frozenset(
    {"fuel", "add", "sub", "mul", "div", "mod", "text", "rank", "suit", "push", "beside"}
)
#: The helper only an LP302 witness's code may call (:attr:`SandboxPolicy.WITNESS_SEATS`).
SEAT_HELPER = "at_seat"
#: The effect constructors, by the names generated code calls them.
EFFECT_NAMES: dict[str, type] = {cls.__name__: cls for cls in fx.EFFECT_TYPES.values()}
#: The name of the fuel tick that opens every hook and loop body.
FUEL = "fuel"
#: A hook is ``def <name>(view, event, rule):`` (TableView, EventView, RuleView).
HOOK_PARAMETERS = 3

_INT_TYPES = (int, bool)
_INDEXABLE = frozenset({tuple, list, str, range})
_COLLECTIONS = frozenset({tuple, list, range})


class SandboxPolicy:
    """What generated code may do, as named limits and small predicates."""

    #: Fuel: steps (hook entries and loop iterations) one hook call may take.
    MAX_STEPS: int = 10_000
    #: Cost units (docs/sandbox.md, "Cost model") one hook call may spend.
    MAX_COST: int = 100_000
    #: Cost units every hook run for one base event may spend together (its hook-caused
    #: events included).
    MAX_EVENT_COST: int = 400_000
    #: Cost units every hook of one game may spend together, at most: about 50 rule-free
    #: greedy-bot games by instructions, 17-27 ms of CPU here (issue 28; 5,000,000 before;
    #: docs/sandbox.md, "What a unit is in time"). Below it, the game's budget is in
    #: proportion to the game: :attr:`MAX_OPENING_COST` and :attr:`MAX_DECISION_COST`
    #: for each decision taken so far.
    MAX_GAME_COST: int = 1_000_000
    #: Cost units the hooks of a game may spend before its first decision (the deal's
    #: hooks): one call's :attr:`MAX_COST`, so that the dearest call lint accepts runs.
    MAX_OPENING_COST: int = 100_000
    #: Cost units each decision of the game (a swap, play, flip or pickup) adds to its
    #: budget, up to :attr:`MAX_GAME_COST`: about three rule-free decisions' work (180
    #: units by instructions), 8-13 us of CPU here (docs/sandbox.md, "Budgets").
    MAX_DECISION_COST: int = 500
    #: CPU seconds one hook call may take: the watchdog, checked at fuel charges.
    MAX_HOOK_SECONDS: float = 0.25
    #: The watchdog reads the clock once per this many cost units (and only in hooks
    #: whose static bound is larger).
    CLOCK_EVERY: int = 4_096
    #: Most players at a table (R-SETUP-1): how often a loop over players runs.
    MAX_PLAYERS: int = 5
    #: Depth of a chain of hooks triggered by hook-caused events.
    MAX_HOOK_DEPTH: int = 8
    #: Largest magnitude of any number a rule writes or computes.
    MAX_INT: int = 1_000_000
    #: Longest text a rule writes or builds (say/do texts).
    MAX_TEXT: int = fx.MAX_TEXT
    #: Longest ``range`` a rule may make (``repeat N``).
    MAX_RANGE: int = 100
    #: Most elements of a collection a rule writes or iterates.
    MAX_COLLECTION: int = 64
    #: Most effects one hook call may return.
    MAX_EFFECTS: int = 32
    #: Longest generated source, in characters.
    MAX_SOURCE: int = 100_000
    #: Deepest nesting of the generated syntax tree.
    MAX_NESTING: int = 40
    #: Longest DSL identifier :func:`.check.py_name` accepts.
    MAX_NAME: int = 64
    #: Whether generated code may reach a fixed seat (``at_seat``): only when an LP302
    #: witness scenario runs a rejected rule (:func:`with_seats`), never in play.
    WITNESS_SEATS: bool = False
    #: Also check attribute reads per type at run time (a Python-level _getattr_,
    #: about 1.5x slower). Off by default: names are whitelisted at compile time and
    #: the closed world of reachable types makes the C-level getattr exact (docs).
    RUNTIME_ATTRIBUTE_CHECK: bool = False

    def is_allowed_node(self, node: ast.AST) -> bool:
        """Whether generated code may contain a node of this type."""
        return type(node) in ALLOWED_AST_NODES

    def is_safe_attribute(self, obj: object, name: str) -> bool:
        """Whether sandboxed code may read ``obj.name``: a whitelisted slot of a view type."""
        allowed = SAFE_ATTRIBUTES.get(type(obj))
        return allowed is not None and name in allowed

    def is_safe_attribute_name(self, name: str) -> bool:
        """Whether ``name`` is a readable attribute of some view type (never a ``_`` name)."""
        return not name.startswith("_") and name in _SAFE_NAMES

    def is_safe_constant(self, value: object) -> bool:
        """Whether a literal may appear in generated code."""
        if value is None or type(value) is bool:
            return True
        if type(value) is int:
            return -self.MAX_INT <= value <= self.MAX_INT
        if type(value) is str:
            return len(value) <= self.MAX_TEXT
        return False

    def is_callable_name(self, name: str) -> bool:
        """Whether generated code may call ``name`` (and only call it)."""
        return (name in BUILTIN_NAMES or name in HELPER_NAMES or name in EFFECT_NAMES
                or (self.WITNESS_SEATS and name == SEAT_HELPER))

    def is_bindable_name(self, name: str) -> bool:
        """Whether generated code may assign ``name`` or use it as a parameter or hook."""
        return (
            name.isidentifier() and name.isascii() and not name.startswith("_")
            and not self.is_callable_name(name)
        )

    def new_globals(self) -> dict[str, Any]:
        """A fresh globals dict for one rule: builtins allowlist, guards, helpers, effects."""
        env = {**_runtime(self), "__builtins__": dict(_builtins(self))}
        if self.RUNTIME_ATTRIBUTE_CHECK:
            env["_getattr_"] = self.guarded_getattr
        if self.WITNESS_SEATS:
            env[SEAT_HELPER] = at_seat
        return env

    def guarded_getattr(self, obj: object, name: str) -> object:
        """``_getattr_`` with the per-type whitelist checked at run time."""
        if self.is_safe_attribute(obj, name):
            return getattr(obj, name)
        raise AttributeError(f"{type(obj).__name__} has no readable attribute {name!r}")


_SAFE_NAMES: frozenset[str] = frozenset().union(*SAFE_ATTRIBUTES.values())


class StrictPolicy(SandboxPolicy):
    """The default limits, with attribute reads also checked per type at run time."""

    RUNTIME_ATTRIBUTE_CHECK = True


#: The default policy.
DEFAULT_POLICY = SandboxPolicy()


# --------------------------------------------------------------------------- a rule's globals


def at_seat(table: object, seat: object) -> vw.PlayerView:
    """The player at a fixed ``seat``: only an LP302 witness scenario's code calls it (the
    compiler writes it for ``seat 2`` when a table runs a rejected rule to watch the seat
    stay one person round after round; a book in play never reaches a seat)."""
    if not isinstance(table, vw.TableView) or type(seat) is not int:
        raise TypeError("a seat is a whole number of the table")
    if not 0 <= seat < table.players:
        raise ValueError(f"the table has no seat {seat}")
    return vw.player_at(table, seat)


def with_seats(policy: SandboxPolicy) -> SandboxPolicy:
    """``policy`` with :attr:`~SandboxPolicy.WITNESS_SEATS` on: the same limits, and the
    generated code of an LP302 witness may call ``at_seat``. A book in play never gets it."""
    if policy.WITNESS_SEATS:
        return policy
    witness = copy.copy(policy)
    witness.WITNESS_SEATS = True
    return witness


def _refuse_write(obj: object) -> NoReturn:
    raise TypeError("rules cannot change the game: hooks return effects")


def _refuse(*args: object, **kwargs: object) -> NoReturn:
    raise TypeError("not allowed in a rule")


def _no_fuel() -> NoReturn:
    raise RuntimeError("fuel is only available inside run_hook")


def _runtime(policy: SandboxPolicy) -> dict[str, Any]:
    """Guards and helpers bound to the limits of ``policy``."""
    max_int, max_text, max_coll = policy.MAX_INT, policy.MAX_TEXT, policy.MAX_COLLECTION
    max_iter = max(policy.MAX_COLLECTION, policy.MAX_RANGE)

    def _int(value: object) -> int:
        if type(value) not in _INT_TYPES:
            raise TypeError(f"expected a whole number, not {type(value).__name__}")
        return value  # type: ignore[return-value]

    def _capped(value: int) -> int:
        if -max_int <= value <= max_int:
            return value
        raise OverflowError(f"number beyond the limit of {max_int}")

    def add(a: int, b: int) -> int:
        if type(a) is int and type(b) is int:  # the common case, checked in line
            total = a + b
            if -max_int <= total <= max_int:
                return total
        return _capped(_int(a) + _int(b))

    def sub(a: int, b: int) -> int:
        if type(a) is int and type(b) is int:
            total = a - b
            if -max_int <= total <= max_int:
                return total
        return _capped(_int(a) - _int(b))

    def mul(a: int, b: int) -> int:
        a, b = _capped(_int(a)), _capped(_int(b))
        return _capped(a * b)

    def div(a: int, b: int) -> int:
        if _int(b) == 0:
            raise ZeroDivisionError("division by zero")
        return _capped(_int(a) // b)

    def mod(a: int, b: int) -> int:
        if _int(b) == 0:
            raise ZeroDivisionError("modulo by zero")
        return _int(a) % b

    def text(*parts: object) -> str:
        if len(parts) > max_coll:  # refused before any work (the cost model charges
            raise ValueError(f"text of more than {max_coll} parts")  # a text by MAX_TEXT)
        pieces: list[str] = []
        length = 0
        for part in parts:
            if type(part) is str:
                piece = part
            elif type(part) in _INT_TYPES:
                piece = str(_capped(part))  # type: ignore[arg-type]
            else:
                raise TypeError(f"cannot write {type(part).__name__} as text")
            length += len(piece)
            if length > max_text:
                raise ValueError(f"text longer than {max_text} characters")
            pieces.append(piece)
        return "".join(pieces)

    def push(items: tuple[Any, ...] | list[Any], item: object) -> tuple[Any, ...]:
        if type(items) is not tuple and type(items) is not list:
            raise TypeError(f"cannot add to {type(items).__name__}")
        if type(item) in _COLLECTIONS:
            raise TypeError("a collection cannot hold a collection")
        if len(items) >= max_coll:
            raise ValueError(f"collection larger than {max_coll}")
        return (*items, item)

    def card_rank(card: int) -> int:
        if type(card) is not int or not 0 <= card < 52:
            raise TypeError("not a card")
        return rank_of(card)

    def card_suit(card: int) -> int:
        if type(card) is not int or not 0 <= card < 52:
            raise TypeError("not a card")
        return suit_of(card)

    def _getitem_(obj: Any, index: object) -> Any:
        if type(obj) not in _INDEXABLE:
            raise TypeError(f"cannot index {type(obj).__name__}")
        if type(index) not in _INT_TYPES:
            raise TypeError("an index must be a whole number")
        return obj[index]

    def _getiter_(obj: Any) -> Any:
        if type(obj) not in _INDEXABLE:
            raise TypeError(f"cannot loop over {type(obj).__name__}")
        if len(obj) > max_iter:
            raise ValueError(f"collection larger than {max_iter}")
        return iter(obj)

    def _inplacevar_(op: str, target: int, value: int) -> int:
        if op == "+=":
            return add(target, value)
        if op == "-=":
            return sub(target, value)
        raise TypeError(f"{op} is not allowed in a rule")

    return {
        # RestrictedPython's guards. Attribute *names* are whitelisted at compile
        # time (check_generated), so the runtime guard is the C-level getattr:
        # see docs/sandbox.md, "Why getattr is safe here".
        "_getattr_": getattr,
        "_getitem_": _getitem_,
        "_getiter_": _getiter_,
        "_write_": _refuse_write,
        "_inplacevar_": _inplacevar_,
        "_apply_": _refuse,
        "_unpack_sequence_": _refuse,
        "_iter_unpack_sequence_": _refuse,
        "_print_": _refuse,
        "__metaclass__": _refuse,
        # Helpers the compiler calls.
        FUEL: _no_fuel,
        "add": add, "sub": sub, "mul": mul, "div": div, "mod": mod,
        "text": text, "rank": card_rank, "suit": card_suit, "push": push,
        "beside": vw.beside,  # relative roles: ``player left of the dealer`` (issue 14)
        **EFFECT_NAMES,
    }


def _builtins(policy: SandboxPolicy) -> dict[str, Any]:
    max_range = policy.MAX_RANGE

    def capped_range(*args: int) -> range:
        r = range(*args)
        if len(r) > max_range:
            raise ValueError(f"range longer than {max_range}")
        return r

    return {"len": len, "min": min, "max": max, "abs": abs, "range": capped_range}
