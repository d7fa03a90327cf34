"""Hygiene: types and conditions that never hold (LP905 type-error, LP906 never-holds; R-CUSTOM-1).

Also fills in every expression's ``static_type`` (nodes.py), which the other families
and the compiler read, so it runs first. An expression is typed where the walk meets
it as a condition or a count (its own recursion, so a comparison sees the types of its
sides); the players an action names are typed as the walk visits them.
"""

from __future__ import annotations

from ....engine import rank_str
from ...catalogue import vocabulary
from ...tree import nodes
from .. import limits
from .base import Check, Scope, suggest

#: The largest divisor of ``is a multiple of`` (LP935): a deck's worth of events.
MAX_DIVISOR = vocabulary.DECK


class Types(Check):
    """LP905, LP906, and every expression's ``static_type``."""

    # ------------------------------------------------------------ places
    def condition(self, expr: nodes.Expr, scope: Scope) -> None:
        t = self.expr(expr, scope)
        if t not in ("truth", "unknown"):
            hint = ""
            if isinstance(expr, nodes.Word):
                hint = suggest(expr.value, vocabulary.all_attribute_names(scope.hook.event))
            self.report("LP905", expr, f"a condition must be true or false, not a {t}",
                        hint or "compare it: 'play.rank is 8'")
            return
        if never_holds(expr, scope.hook.event):
            both = contradiction(expr, scope.hook.event)
            if both is not None:
                name, a, b = both
                self.report("LP906", expr, f"this condition can never hold: {name} cannot "
                            f"be both {a} and {b}", f"did you mean '{name} is {a} or "
                            f"{name} is {b}'?")
            else:
                self.report("LP906", expr, "this condition can never hold",
                            "check the numbers: ranks run 2-A, a play has 1-4 cards")

    def count(self, expr: nodes.Expr, scope: Scope) -> None:
        t = self.expr(expr, scope)
        if t not in ("number", "unknown"):
            self.report("LP905", expr, f"a count must be a number, not a {t}", "e.g. '2 cards'")

    def rank(self, expr: nodes.Expr, scope: Scope) -> None:
        expr.static_type = "rank"
        if isinstance(expr, nodes.Number) and not 2 <= expr.value <= 14:
            self.report("LP905", expr, f"{expr.value} is not a rank", "ranks: 2-10, J, Q, K, A")
        self.face_number(expr)

    def face_number(self, e: nodes.Expr) -> None:
        """LP946 when a face is written as its number (``play.rank is 11`` for J): the
        table reads J, Q, K, A; the fix writes the face (``lopti lint --fix``, ``fmt``)."""
        if isinstance(e, nodes.Number) and 11 <= e.value <= 14:
            face = rank_str(e.value)
            self.report("LP946", e, f"{e.value} is the rank {face}: faces are written "
                        "J, Q, K, A", f"did you mean '{face}'?")
            self.diagnostics[-1] = self.diagnostics[-1].replace(fix=face)

    # ------------------------------------------------------------ players of actions
    def visit_Role(self, role: nodes.Role, scope: Scope) -> None:
        if not scope.reading:  # inside an expression, expr() has typed it
            self.role(role, scope)

    def visit_Pickup(self, act: nodes.Pickup, scope: Scope) -> None:
        self.single(act.who, "")

    def visit_Skip(self, act: nodes.Skip, scope: Scope) -> None:
        self.single(act.who, "skip")

    def visit_Choose(self, act: nodes.Choose, scope: Scope) -> None:
        self.single(act.who, "deals" if act.what == "dealer" else "leads")

    def visit_Roshambo(self, act: nodes.Roshambo, scope: Scope) -> None:
        self.single(act.first, "play roshambo")
        self.single(act.second, "play roshambo")

    def visit_Text(self, text: nodes.Text, scope: Scope) -> None:
        text.static_type = "text"

    def visit_CountChange(self, act: nodes.CountChange, scope: Scope) -> None:
        if act.amount is None:
            return
        t = self.expr(act.amount, scope)
        if t not in ("number", "rank", "unknown"):
            self.report("LP905", act.amount, f"a count holds a number, not a {t}",
                        "add a number: 'add 1 to \"threes\"', or a rank: "
                        "'set \"last\" to play.rank'")

    def visit_Say(self, act: nodes.Say, scope: Scope) -> None:
        for value in act.values:  # the values of its placeholders (checks/spoken.py)
            if not isinstance(value, nodes.BadValue):
                self.expr(value, scope)

    def single(self, role: nodes.Role, verb: str) -> None:
        """LP905 when a statement that needs one player names a set of players."""
        info = vocabulary.ROLES.get(role.kind)
        if info is not None and info.plural:
            self.report("LP905", role, f"'{verb or 'this'}' needs one player, not "
                        f"'{info.phrase}'", "use 'for each ...:' around it")

    def role(self, role: nodes.Role, scope: Scope) -> None:
        role.static_type = "player"
        if role.of is not None:  # a relative role: beside one player, never a set
            self.role(role.of, scope)
            self.single(role.of, vocabulary.RELATIVE_ROLES.get(role.kind, ("",))[0])
        info = vocabulary.ROLES.get(role.kind)
        if info is None:  # a person (LP3xx) or an unknown role (LP904)
            return
        if info.plural:
            role.static_type = "players"
        if role.kind == "whose" and role.where is not None:
            self.whose(role.where, scope)

    def whose(self, where: nodes.Compare, scope: Scope) -> None:
        measure = where.left
        if isinstance(measure, nodes.Measure):
            measure.static_type = "number"
            measure.player.static_type = "player"
        rt = self.expr(where.right, scope)
        if rt not in ("number", "unknown"):
            self.report("LP905", where.right, f"a card count is compared with a {rt}",
                        "compare counts with numbers: 'whose hand is at most 2'")
        where.static_type = "truth"

    # ------------------------------------------------------------ expressions
    def expr(self, e: nodes.Expr, scope: Scope) -> str:
        """The type of ``e`` (also stored as its ``static_type``), reporting type errors."""
        t = self.type_of(e, scope)
        e.static_type = t
        return t

    def type_of(self, e: nodes.Expr, scope: Scope) -> str:
        if isinstance(e, nodes.Number):
            return "number"
        if isinstance(e, nodes.RankLit):
            return "rank"
        if isinstance(e, nodes.Text):
            return "text"
        if isinstance(e, nodes.Bool):
            return "truth"
        if isinstance(e, nodes.Word):
            return "word"
        if isinstance(e, nodes.Attribute):
            return attribute_type(e, scope)
        if isinstance(e, nodes.CountRef):
            return "number"
        if isinstance(e, nodes.Role):
            self.role(e, scope)
            return e.static_type
        if isinstance(e, nodes.Measure):
            self.role(e.player, scope)
            self.single(e.player, f"{e.measure} of")
            return "number"
        if isinstance(e, nodes.Compare):
            self.compare(e.left, e.right, e.op, scope, e)
            return "truth"
        if isinstance(e, nodes.OneOf):
            for option in e.options:
                self.compare(e.item, option, "==", scope, option)
            return "truth"
        if isinstance(e, nodes.Parity):
            t = self.expr(e.operand, scope)
            if t not in ("number", "unknown"):
                self.report("LP905", e.operand, f"only numbers are even or odd, not a {t}")
            return "truth"
        if isinstance(e, nodes.Multiple):
            t = self.expr(e.operand, scope)
            if t not in ("number", "unknown"):
                self.report("LP905", e.operand, f"only numbers are multiples, not a {t}")
            self.expr(e.divisor, scope)
            d = e.divisor.value if isinstance(e.divisor, nodes.Number) else None
            if d is None or not 2 <= d <= MAX_DIVISOR:
                self.report("LP935", e.divisor, "'a multiple of' needs a fixed whole number "
                            f"from 2 to {MAX_DIVISOR}",
                            "every third clear: 'rule.clears is a multiple of 3'")
            return "truth"
        if isinstance(e, nodes.BoolOp | nodes.Not):
            operands = e.operands if isinstance(e, nodes.BoolOp) else (e.operand,)
            for operand in operands:
                t = self.expr(operand, scope)
                if t not in ("truth", "unknown"):
                    hint = "compare it: 'play.count is at least 2'"
                    if limits.fold(operand) is not None:
                        hint = "to test several values write 'play.rank is one of 8, 9'"
                    self.report("LP905", operand, f"'and', 'or' and 'not' need conditions, "
                                f"not a {t}", hint)
            return "truth"
        if isinstance(e, nodes.Arith):
            for side in (e.left, e.right):
                t = self.expr(side, scope)
                if t not in ("number", "unknown"):
                    self.report("LP905", side, f"only numbers can be added, not a {t}")
            return "number"
        return "unknown"

    def compare(self, left: nodes.Expr, right: nodes.Expr, op: str, scope: Scope,
                at: nodes.Node) -> None:
        lt, rt = self.expr(left, scope), self.expr(right, scope)
        if "text" in (lt, rt):  # a disguised name: LP303 (person.py)
            return
        if "unknown" in (lt, rt) or "seat" in (lt, rt):
            return
        if isinstance(left, nodes.Word) or isinstance(right, nodes.Word):
            word, other = (left, right) if isinstance(left, nodes.Word) else (right, left)
            assert isinstance(word, nodes.Word)
            info = attr_info(other, scope)
            if info is None or info.type != "word":
                other_t = other.static_type
                self.report("LP905", word, f"'{word.value}' is a word, but the other side is "
                            f"a {other_t}",
                            _rank_for(word.value, other_t)
                            or suggest(word.value, vocabulary.all_attribute_names(scope.hook.event))
                            or "ranks are written 2-10, J, Q, K, A")
            elif word.value not in info.choices:
                self.report("LP905", word, f"'{word.value}' is not one of: "
                            f"{', '.join(info.choices)}", suggest(word.value, info.choices))
            return
        numeric = {"number", "rank"}
        if lt in numeric and rt in numeric:
            for side, other_type in ((left, rt), (right, lt)):
                if other_type == "rank":
                    self.face_number(side)
            return
        if lt == rt or {lt, rt} <= {"player", "players"}:
            if lt in ("player", "players", "truth") and op not in ("==", "!="):
                self.report("LP905", at, f"'{vocabulary.OP_WORDS.get(op, op)}' cannot order "
                            f"{lt}s", "use 'is' or 'is not'")
            elif lt in ("card", "cards"):
                self.report("LP905", at, "cards are compared by rank and count",
                            "compare play.rank or play.count")
            return
        self.report("LP905", at, f"cannot compare a {lt} with a {rt}")


def attribute_type(a: nodes.Attribute, scope: Scope) -> str:
    """The type of ``namespace.name`` in this hook (``unknown`` where another family reports)."""
    ns, event = a.namespace, scope.hook.event
    if ns in vocabulary.RETRO_NAMESPACES:
        return "number"
    if ns in vocabulary.VOTE_WORDS or ns in vocabulary.FORBIDDEN_EVENTS:
        return "unknown"
    if ns == event:
        if not scope.known_event:
            return "unknown"
        attrs = vocabulary.event_attributes(event)
    elif ns in vocabulary.TABLE:
        attrs = vocabulary.TABLE[ns]
    else:
        return "unknown"
    info = attrs.get(a.name)
    if info is None:
        return "unknown"
    return info.type


def attr_info(e: nodes.Expr, scope: Scope) -> vocabulary.Attr | None:
    """What the vocabulary says of an attribute or a player measure."""
    if isinstance(e, nodes.Attribute):
        return vocabulary.attribute(scope.hook.event, e.namespace, e.name)
    if isinstance(e, nodes.Measure):
        return vocabulary.Attr("number", "", 0, vocabulary.DECK)
    return None


# ---------------------------------------------------------------- never holds
def never_holds(expr: nodes.Expr, event: str) -> bool:
    """Whether ``expr`` never holds in a hook on ``event``.

    Only what the hook can read counts: another event's attribute is LP902, not LP906.
    """
    if isinstance(expr, nodes.Compare):
        return compare_never(expr, event)
    if isinstance(expr, nodes.OneOf) and not expr.negated:
        return all(compare_never(nodes.Compare(op="==", left=expr.item, right=o), event)
                   for o in expr.options)
    if isinstance(expr, nodes.BoolOp):
        if expr.op == "or":
            return all(never_holds(o, event) for o in expr.operands)
        if any(never_holds(o, event) for o in expr.operands):
            return True
        pinned: dict[tuple[str, str], int] = {}
        for o in expr.operands:
            if isinstance(o, nodes.Compare) and o.op == "==" and \
                    isinstance(o.left, nodes.Attribute) and \
                    vocabulary.attribute(event, o.left.namespace, o.left.name) is not None:
                k = limits.fold(o.right)
                key = (o.left.namespace, o.left.name)
                if k is not None:
                    if key in pinned and pinned[key] != k:
                        return True
                    pinned[key] = k
    return False


def contradiction(expr: nodes.Expr, event: str) -> tuple[str, str, str] | None:
    """``("play.rank", "8", "9")`` when ``expr`` never holds because an ``and`` pins one
    attribute to two values (each possible alone), else None."""
    if not isinstance(expr, nodes.BoolOp) or expr.op != "and" or \
            any(never_holds(o, event) for o in expr.operands):
        return None
    pinned: dict[tuple[str, str], nodes.Expr] = {}
    for o in expr.operands:
        if isinstance(o, nodes.Compare) and o.op == "==" and \
                isinstance(o.left, nodes.Attribute) and limits.fold(o.right) is not None:
            key = (o.left.namespace, o.left.name)
            first = pinned.setdefault(key, o.right)
            if limits.fold(first) != limits.fold(o.right):
                return f"{key[0]}.{key[1]}", _shown(first), _shown(o.right)
    return None


def _shown(value: nodes.Expr) -> str:
    """A constant as the rule writes it: a rank by its face (J, not 11)."""
    k = limits.fold(value)
    return rank_str(k) if isinstance(value, nodes.RankLit) and k is not None else str(k)


def compare_never(cmp: nodes.Compare, event: str) -> bool:
    """Whether ``cmp`` never holds in a hook on ``event`` (an attribute outside its range)."""
    left, right, op = cmp.left, cmp.right, cmp.op
    if limits.fold(left) is not None and limits.fold(right) is None:
        left, right = right, left
        op = vocabulary.FLIPPED_OPS.get(op, op)
    k = limits.fold(right)
    if k is None:
        return False
    lo: int | None
    hi: int | None
    if isinstance(left, nodes.Attribute):
        info = vocabulary.attribute(event, left.namespace, left.name)
        if info is None:
            return False
        lo, hi = info.lo, info.hi
    elif isinstance(left, nodes.Measure):
        lo, hi = 0, vocabulary.DECK
    else:
        return False
    lo_v = lo if lo is not None else -(10**9)
    hi_v = hi if hi is not None else 10**9
    return {
        "==": not lo_v <= k <= hi_v,
        "!=": lo_v == hi_v == k,
        "<": lo_v >= k,
        "<=": lo_v > k,
        ">": hi_v <= k,
        ">=": hi_v < k,
    }.get(op, False)


#: Ranks written as words (``eight``, ``eights``, ``jack``): the rank a writer meant.
_RANK_WORDS = {w: r for r, words in {
    "2": ("two", "twos", "deuce", "deuces"), "3": ("three", "threes"), "4": ("four", "fours"),
    "5": ("five", "fives"), "6": ("six", "sixes"), "7": ("seven", "sevens"),
    "8": ("eight", "eights"), "9": ("nine", "nines"), "10": ("ten", "tens"),
    "J": ("jack", "jacks"), "Q": ("queen", "queens"), "K": ("king", "kings"),
    "A": ("ace", "aces"),
}.items() for w in words}


def _rank_for(word: str, other_type: str) -> str:
    """'did you mean 8?' when ``word`` spells a rank and a rank goes there, else ''."""
    rank = _RANK_WORDS.get(word.lower()) if other_type == "rank" else None
    return f"did you mean {rank}? ranks are written 2-10, J, Q, K, A" if rank else ""
