"""Check a parsed RuleBook against the official limits on custom rules (R-CUSTOM).

``validate(book)`` runs every check family of :data:`CHECKS` (one module each in
``checks/``) over the book and returns what they report as Diagnostics (codes.py),
sorted by position: blocking a base event (LP2xx), targeting a person (LP3xx, pinned
roles by binding.py), loops (LP4xx), preventing
winning or voting (LP5xx), retroactivity (LP6xx), harmful free text (LP7xx) and
hygiene (LP9xx). The types family also fills in every expression's ``static_type``.
``check_book(files)`` runs :data:`BOOK_CHECKS` over every file of a book together:
hooks that trigger each other (LP402) and rules written twice (LP907, LP506), within a file
and across files.

One :class:`Walk` visits the book for all families, in source order, and keeps each
hook's :class:`~.checks.base.Scope`; it calls each family's ``visit_<Node>(node,
scope)`` (``visit_RuleBook(book)``, ``visit_Rule(rule)`` and ``visit_Permit(permit)``
take no scope) and its
places (condition, count, rank, measure name, action). To add a family, write a
``checks/<family>.py`` with a :class:`~.checks.base.Check` subclass and list it here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import EVENT_NAMES
from ..report.diagnostics import Diagnostic
from ..tree import nodes
from ..tree.visitor import NodeVisitor
from .checks.base import Check, Handlers, Scope, handlers
from .checks.blocks import Blocks
from .checks.chains import CausedChains
from .checks.choices import Choices
from .checks.counts import Counts
from .checks.cycles import HookCycles
from .checks.drawpaths import DrawPaths
from .checks.duplicates import DuplicateRules
from .checks.harm import Harm
from .checks.kept import Kept
from .checks.lockout import Lockout
from .checks.loops import Loops
from .checks.names import Names
from .checks.outcomes import ProtectedOutcomes
from .checks.permits import Permits
from .checks.person import Person
from .checks.proxies import Proxies
from .checks.refill import ClearedRefill
from .checks.retro import BookLadder, Retro
from .checks.runnable import Runnable
from .checks.spared import Spared
from .checks.spoken import Spoken
from .checks.standings import Standings
from .checks.timing import Timing
from .checks.types import Types
from .checks.winvote import WinVote
from .checks.zones import Zones
from .wholebook import Book, BookCheck

#: The check families, in the order they see each node. Types comes first: it fills in
#: the ``static_type`` that the others read.
CHECKS: tuple[type[Check], ...] = (
    Types,      # LP905, LP906
    Blocks,     # LP201-LP204
    Person,     # LP301-LP304
    Proxies,    # LP305-LP307
    Kept,       # LP308, LP309
    Spared,     # LP310
    Loops,      # LP401
    WinVote,    # LP501-LP503
    Retro,      # LP601
    Harm,       # LP701-LP706
    Names,      # LP901-LP904
    Runnable,   # LP908, LP909, LP911-LP920
    Permits,    # LP930, LP931
    Standings,  # LP940-LP942
    Timing,     # LP936 (issue 14: turn_end)
    Spoken,     # LP713-LP715 (issue 14: values in spoken text)
    Counts,     # LP932-LP934, LP602 (issue 14: a rule's own counts)
    Zones,      # LP937 (issue 14: more zones)
    Choices,    # LP943, LP944 (issue 14: optional choices)
)

#: The checks over the whole book in play (every file together, wholebook.py).
BOOK_CHECKS: tuple[type[BookCheck], ...] = (
    HookCycles,      # LP402, across files
    ClearedRefill,   # LP403: cleared cards for several players, unbounded a round
    DuplicateRules,  # LP907 and LP506, within a file and across files
    ProtectedOutcomes,  # LP207-LP209: special cards and the legal play, across files
    DrawPaths,  # LP206: the turn's draw on every path, across files
    CausedChains,  # LP205 on every path; LP202/LP203/LP501 down chains of caused events
    Lockout,  # LP211: a player locked out of their turns (two left, heavy hands, ping-pong)
    BookLadder,  # LP601: an effect that steps with round.number over several rules
)

#: (families, node class) -> the families' ``visit_<Node>`` functions, found once a process.
_HANDLERS: dict[tuple[tuple[type[Check], ...], type], Handlers] = {}

#: (families, place) -> the indexes of the families that answer that place.
_PLACES: dict[tuple[tuple[type[Check], ...], str], tuple[int, ...]] = {}


class Walk(NodeVisitor):
    """Visit a book for every family: each node once where the validator reads it.

    Expressions are walked as the validator reads them: a ``one of`` compares its item
    with each option in turn (so the item is read once per option), a ``whose`` role
    reads its measure's name and the value it is compared with, a restriction's ranks
    are ranks (not walked).
    """

    def __init__(self, checks: Sequence[Check]) -> None:
        self.checks = checks
        self.families = tuple(type(c) for c in checks)
        #: the families that answer each place (most answer none)
        self.conditions = places(checks, "condition")
        self.counts = places(checks, "count")
        self.ranks = places(checks, "rank")
        self.measures = places(checks, "measure_name")
        self.actions = places(checks, "action")

    def notify(self, node: nodes.Node, *args: Any) -> None:
        """Call every family's ``visit_<Node>`` for ``node``."""
        key = (self.families, type(node))
        methods = _HANDLERS.get(key)
        if methods is None:
            methods = _HANDLERS[key] = handlers(self.families, type(node))
        checks = self.checks
        for i, method in methods:
            method(checks[i], node, *args)

    # ------------------------------------------------------------ book
    def visit_RuleBook(self, book: nodes.RuleBook) -> None:
        self.notify(book)
        for rule in book.rules:
            self.notify(rule)
            for permit in rule.permits:  # ``visit_Permit(permit)``, like a rule: no scope
                self.notify(permit)
            for hook in rule.hooks:
                self.visit(hook, Scope(rule, hook, hook.event in EVENT_NAMES))

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        self.notify(hook, scope)
        if hook.condition is not None:
            self.condition(hook.condition, scope)
            scope.conditions.append(hook.condition)
        self.block(hook.body, scope)

    # ------------------------------------------------------------ places
    def block(self, body: Sequence[nodes.Stmt], scope: Scope) -> None:
        counted = bool(scope.rule.counts)
        for stmt in body:
            if counted:  # the rule's counts at their ranges where the statement starts
                scope.enter(stmt)
            self.visit(stmt, scope)
        if counted:
            scope.enter(None)

    def expr(self, e: nodes.Expr, scope: Scope) -> None:
        reading, scope.reading = scope.reading, True
        self.visit(e, scope)
        scope.reading = reading

    def condition(self, e: nodes.Expr, scope: Scope) -> None:
        for check in self.conditions:
            check.condition(e, scope)
        self.expr(e, scope)

    def count(self, e: nodes.Expr, scope: Scope) -> None:
        for check in self.counts:
            check.count(e, scope)
        self.expr(e, scope)

    # ------------------------------------------------------------ statements
    def visit_If(self, stmt: nodes.If, scope: Scope) -> None:
        self.notify(stmt, scope)
        self.condition(stmt.condition, scope)
        scope.conditions.append(stmt.condition)
        self.block(stmt.then, scope)
        scope.conditions.pop()
        self.block(stmt.orelse, scope)

    def visit_Repeat(self, stmt: nodes.Repeat, scope: Scope) -> None:
        self.notify(stmt, scope)
        self.count(stmt.count, scope)
        self.block(stmt.body, scope)

    def visit_Loop(self, stmt: nodes.Loop, scope: Scope) -> None:
        self.notify(stmt, scope)
        if stmt.condition is not None:
            self.condition(stmt.condition, scope)
        self.block(stmt.body, scope)

    def visit_CountChange(self, act: nodes.CountChange, scope: Scope) -> None:
        """A change of a rule's own count: an action whose amount is a value read."""
        for check in self.actions:
            check.action(act, scope)
        self.notify(act, scope)
        if act.amount is not None:
            self.expr(act.amount, scope)

    def visit_ForEach(self, stmt: nodes.ForEach, scope: Scope) -> None:
        self.notify(stmt, scope)
        self.visit(stmt.players, scope)
        scope.loops.append(stmt.players)
        self.block(stmt.body, scope)
        scope.loops.pop()

    def generic_visit(self, node: nodes.Node, *args: Any, **kwargs: Any) -> None:
        """An action: its players, then its counts, ranks and text, in source order;
        any other node (an expression): itself, then its children."""
        scope: Scope = args[0]
        if not isinstance(node, nodes.Action):
            self.notify(node, scope)
            for child in node.children():
                self.visit(child, scope)
            return
        for check in self.actions:
            check.action(node, scope)
        self.notify(node, scope)
        count = getattr(node, "count", None)
        values = getattr(node, "values", ())  # a say/do text's placeholders: values
        for child in node.children():
            if isinstance(child, nodes.Role | nodes.Text):
                self.visit(child, scope)
            elif isinstance(child, nodes.Expr) and any(child is v for v in values):
                self.expr(child, scope)
            elif child is count:
                self.count(child, scope)
            elif isinstance(child, nodes.Expr):  # a restriction's ranks
                for check in self.ranks:
                    check.rank(child, scope)
        if isinstance(node, nodes.Roshambo):
            scope.roshambo_seen = True

    # ------------------------------------------------------------ expressions
    def visit_OneOf(self, e: nodes.OneOf, scope: Scope) -> None:
        self.notify(e, scope)
        for option in e.options:
            self.visit(e.item, scope)
            self.visit(option, scope)

    def visit_Measure(self, m: nodes.Measure, scope: Scope) -> None:
        self.notify(m, scope)
        for check in self.measures:
            check.measure_name(m, scope)
        self.visit(m.player, scope)

    def visit_Role(self, role: nodes.Role, scope: Scope) -> None:
        self.notify(role, scope)
        if role.of is not None:  # the other role of a relative one: checked as any role
            self.visit(role.of, scope)
        where = role.where
        if role.kind == "whose" and where is not None:
            if isinstance(where.left, nodes.Measure):
                for check in self.measures:
                    check.measure_name(where.left, scope)
            self.expr(where.right, scope)


def places(checks: Sequence[Check], place: str) -> tuple[Check, ...]:
    """The checks that override the place ``place`` of :class:`Check`."""
    families = tuple(type(c) for c in checks)
    answering = _PLACES.get((families, place))
    if answering is None:
        default = getattr(Check, place)
        answering = _PLACES[families, place] = tuple(
            i for i, family in enumerate(families) if getattr(family, place) is not default)
    return tuple(checks[i] for i in answering)


def validate(book: nodes.RuleBook) -> list[Diagnostic]:
    """Every problem in ``book``, sorted by position; also sets expressions' static types."""
    checks = [family(book) for family in CHECKS]
    Walk(checks).visit(book)
    found = [d for check in checks for d in check.diagnostics]
    return sorted(found, key=Diagnostic.sort_key)


def check_book(files: Sequence[tuple[str, nodes.RuleBook]]) -> dict[str, list[Diagnostic]]:
    """The book-level problems of ``files`` played together: filename -> its diagnostics."""
    book = Book(tuple(files))
    out: dict[str, list[Diagnostic]] = {name: [] for name, _ in files}
    for family in BOOK_CHECKS:
        check = family(book)
        check.check()
        for filename, diagnostic in check.found:
            out.setdefault(filename, []).append(diagnostic)
    return out
