"""What every check family shares: the per-hook Scope, the Check base class and its one reporter.

A family is a :class:`Check` subclass with only the ``visit_<Node>(node, scope)`` methods
it needs; the validator's walk (validator.py) visits every node of the book in source
order and descends itself, so a family never walks children. Besides its node visits a
family may answer the walk's *places*: :meth:`Check.condition` (a hook's or an ``if``'s
condition), :meth:`Check.count` (a number of cards or times), :meth:`Check.rank` (a
rank of a restriction), :meth:`Check.measure_name` (``hand of``, ``whose hand``) and
:meth:`Check.action` (every action statement). It reports through :meth:`Check.report`:
a code, a node whose span the diagnostic takes, a message and a hint.

The helpers below answer questions several families ask of the same words (is this
role a disguised person, what does an unknown statement read as), so that each family
reports only its own codes and the families agree on which one owns a statement.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from contextvars import ContextVar
from typing import Any

from ...catalogue import vocabulary
from ...report import codes
from ...report.diagnostics import Diagnostic
from ...tree import nodes
from ...tree.visitor import NodeVisitor
from .. import limits
from ..countrange import count_ranges, point_ranges
from .seating import may_be_own

#: Roles that name the result of a Roshambo played earlier in the hook.
ROSHAMBO_ROLES = ("roshambo_winner", "roshambo_loser")

#: Words that cancel, prevent or replace something (LP201, R-CUSTOM-2).
BLOCKING_WORDS = frozenset({
    "cancel", "cancels", "cancelled", "prevent", "prevents", "undo", "undoes", "undone",
    "stop", "stops", "block", "blocks", "forbid", "forbids", "deny", "denies", "ignore",
    "ignores", "instead", "negate", "negates", "void", "voids", "nullify", "nullifies",
    "abort", "aborts", "revert", "reverts", "disallow", "disallows", "refuse", "refuses",
    "replace", "replaces", "ban", "bans",
})
#: Words of an unknown statement that reach back before the rule existed (LP601).
RETRO_WORDS = ("earlier", "ago", "previously", "retroactively")
#: First words of an unknown statement that mean the rule's creator (LP301).
CREATOR_WORDS = ("i", "me", "my", "myself", "creator")
#: Other words for the rule's creator as the subject of a statement (LP301).
AUTHOR_WORDS = frozenset({"creator", "author", "inventor", "maker", "creators", "authors"})
#: Roles of the session's first round, one fixed seat all session (LP302).
FIRST_ROLES = frozenset({"dealer", "leader", "player"})
#: Verbs that end the subject of an unknown statement (its own or the language's).
SUBJECT_ENDS = frozenset({*vocabulary.VERBS, "draw", "give", "take", "pick", "reveal", "say",
                          "do", "play", "skips", "deals", "deal", "leads", "lead", "must",
                          "gets", "get", "loses", "lose", "wins", "win"})


class Scope:
    """The frame of one hook: its rule, its event, the enclosing conditions and loops.

    The walk keeps it: ``conditions`` and ``loops`` are the enclosing ``if`` conditions
    and ``for each`` players, innermost last; ``roshambo_seen`` turns true after the
    hook's first Roshambo statement; ``reading`` is true inside an expression (a
    condition, a count) and false for the players an action names. A plain slotted
    class, not a dataclass: building a dataclass costs the cold ``lopti lint`` a third
    of a millisecond.
    """

    __slots__ = ("rule", "hook", "known_event", "conditions", "loops", "roshambo_seen",
                 "reading", "numbers", "hook_numbers")

    def __init__(self, rule: nodes.Rule, hook: nodes.Hook, known_event: bool) -> None:
        self.rule = rule
        self.hook = hook
        self.known_event = known_event
        self.conditions: list[nodes.Expr] = []
        self.loops: list[nodes.Role] = []
        self.roshambo_seen = False
        self.reading = False
        #: ranges of the hook's numbers, the rule's own counts included (at the statement
        #: the walk is in: :meth:`enter`)
        self.numbers = self.hook_numbers = limits.Numbers(hook.event, count_ranges(rule))

    def enter(self, stmt: nodes.Stmt | None) -> None:
        """The walk is at ``stmt`` (None: at the hook): :attr:`numbers` reads the rule's
        counts at their ranges where ``stmt`` starts (countrange.point_ranges)."""
        at = point_ranges(self.rule).get(id(stmt)) if stmt is not None else None
        self.numbers = self.hook_numbers if at is None else \
            limits.Numbers(self.hook.event, at)


class Check(NodeVisitor):
    """One family of checks over a rule book; ``diagnostics`` holds what it reported."""

    def __init__(self, book: nodes.RuleBook) -> None:
        self.book = book
        self.diagnostics: list[Diagnostic] = []

    # ------------------------------------------------------------ reporting
    def report(self, code: str, node: nodes.Node, message: str, hint: str = "") -> None:
        """Report ``code`` at the span of ``node`` (see :func:`event_span`, :func:`name_span`)."""
        self.diagnostics.append(codes.diagnostic(code, message, node.line, node.column,
                                                 node.end_line, node.end_column, hint))

    def report_finding(self, found: limits.Finding | None) -> None:
        """Report a finding of limits.py, (code, node, message, hint), if there is one."""
        if found is not None:
            self.report(*found)

    # ------------------------------------------------------------ the walk's places
    def generic_visit(self, node: nodes.Node, *args: Any, **kwargs: Any) -> None:
        """Nothing: the validator's walk visits the children itself."""

    def condition(self, expr: nodes.Expr, scope: Scope) -> None:
        """``expr`` is a condition: a hook's ``when``, an ``if``, a loop's ``until``/``while``."""

    def count(self, expr: nodes.Expr, scope: Scope) -> None:
        """``expr`` counts cards or times (draw, give, take, repeat, 'at least N cards')."""

    def rank(self, expr: nodes.Expr, scope: Scope) -> None:
        """``expr`` is a rank a restriction names (it is not walked as an expression)."""

    def measure_name(self, measure: nodes.Measure, scope: Scope) -> None:
        """``measure`` reads a player's cards (``hand of next player``, ``whose hand``)."""

    def action(self, act: nodes.Action, scope: Scope) -> None:
        """``act`` is an action statement (called before its own ``visit_<Node>``)."""


#: The ``visit_<Node>`` functions of some families for one node class, with family indexes.
Handlers = tuple[tuple[int, Callable[..., Any]], ...]


def handlers(families: tuple[type[Check], ...], cls: type) -> Handlers:
    """The ``visit_<cls>`` functions of ``families``, each with its family's index."""
    name = f"visit_{cls.__name__}"
    return tuple((i, f) for i, family in enumerate(families)
                 if (f := getattr(family, name, None)) is not None)


# ---------------------------------------------------------------- spans
def event_span(hook: nodes.Hook) -> nodes.Node:
    """The span of a hook's event name (``play`` in ``after play:``)."""
    return nodes.Node(line=hook.event_line, column=hook.event_column, end_line=hook.event_line,
                      end_column=hook.event_column + len(hook.event))


def head_span(hook: nodes.Hook) -> nodes.Node:
    """The span of a hook's head, from ``before``/``after`` to the end of its event name."""
    return nodes.Node(line=hook.line, column=hook.column, end_line=hook.event_line,
                      end_column=hook.event_column + len(hook.event))


def name_span(rule: nodes.Rule) -> nodes.Node:
    """The span of ``rule "Name"``: up to the name's closing quote as parsed, whatever the
    width of the file's keyword (``regel``, ``kural``, ``规则``); ``rule "`` and ``"``
    around the name for a rule built by hand."""
    end = rule.name_end_column or rule.column + len(rule.name) + 7
    return nodes.Node(line=rule.line, column=rule.column, end_line=rule.line, end_column=end)


# ---------------------------------------------------------------- shared questions
#: the rule language of the file being checked (``lint/filecache.py`` sets it): a word of
#: a German, Dutch or Turkish rule is misspelt in that language's keywords, so
#: :func:`close` reads it against them first (``zeiht``: 'draws', which the report says
#: in the file's keywords, ``zieht``)
WRITTEN_IN: ContextVar[str] = ContextVar("written_in", default="en")


def close(word: str, options: Iterable[str]) -> list[str]:
    """The closest option to a misspelt word (difflib is imported only for a typo), read
    in the keywords of the file's language (:data:`WRITTEN_IN`), then in English."""
    import difflib

    options = list(options)
    lang = WRITTEN_IN.get()
    if lang != "en":
        from ...syntax.rulelang import reword

        said: dict[str, str] = {}
        for option in options:
            said.setdefault(reword(option, "en", lang), option)
        found = difflib.get_close_matches(word, [s for s in said if s != word], n=1,
                                          cutoff=0.6)
        if found:
            return [said[found[0]]]
    return difflib.get_close_matches(word, options, n=1, cutoff=0.6)


def suggest(word: str, options: Iterable[str]) -> str:
    """"did you mean 'x'?" for the closest option, or "" (never the word itself: a word
    the language knows, in the wrong place, is no typo)."""
    match = close(word, [o for o in options if o.lower() != word.lower()])
    return f"did you mean '{match[0]}'?" if match else ""


def role_hint(word: str, template: str = "{}") -> str:
    """"did you mean 'next player'?": the phrase the rule must write, not the bare word."""
    match = close(word, vocabulary.ROLE_PHRASES)
    if not match:
        return ""
    return f"did you mean '{template.format(vocabulary.ROLE_PHRASES[match[0]])}'?"


def role_info(role: nodes.Role) -> vocabulary.RoleInfo:
    """The vocabulary's entry of a role (the acting player's for a kind it does not know)."""
    return vocabulary.ROLES.get(role.kind, vocabulary.ROLES["acting"])


def may_be_acting(role: nodes.Role, scope: Scope) -> bool:
    """Whether ``role`` may be the event's own player (``that player``: its loop's
    players), at the hook's event and timing (seating.may_be_own: ``next player`` in a
    ``before turn`` hook is the player whose turn begins)."""
    loop = scope.loops[-1] if scope.loops else None
    return may_be_own(role, scope.hook.event, scope.hook.timing, loop)


def names_person(role: nodes.Role) -> bool:
    """Whether ``role`` picks one fixed person (LP301-LP304), not a role of the game."""
    if role.kind in ("creator", "seat", "named"):
        return True
    if role.kind == "with":  # player with the <words>: a trait when a word is one
        return any(w in vocabulary.TRAIT_WORDS for w in str(role.value).lower().split())
    word = str(role.value).lower()
    return role.kind == "described" and (word in vocabulary.TRAIT_WORDS or
                                         word in vocabulary.SEAT_WORDS)


def is_role(role: nodes.Role) -> bool:
    """Whether ``role`` is one of the vocabulary's roles (not a person, not a typo)."""
    return role.kind in vocabulary.ROLES


def unknown_reading(act: nodes.Unknown) -> tuple[str, str] | None:
    """What an unknown statement reads as: (the code that owns it, the word), or None.

    In order: the creator's own words (LP301), a subject the grammar does not know that
    names a person (the rule's creator or author, LP301; the session's first dealer or
    leader, LP302; a personal trait such as ``the host`` or ``the women``, LP304),
    blocking words (LP201), the vote (LP503), history (LP601), ``may`` before an action
    that is no choice of cards (LP944). None: an unknown action (LP903), unless its
    subject names a person.
    """
    words = unknown_words(act)
    if act.subject is None and words and words[0] in CREATOR_WORDS:
        return "LP301", act.words[len(act.words) - len(words)]
    if act.subject is None:
        person = _person_subject(words)
        if person is not None:
            return person
    for code, found in (("LP201", [w for w in words if w in BLOCKING_WORDS]),
                        ("LP503", [w for w in words if w in vocabulary.VOTE_WORDS]),
                        ("LP601", [w for w in words if w in RETRO_WORDS])):
        if found:
            return code, found[0]
    if act.subject is not None and words and words[0] == "may":
        return "LP944", act.words[len(act.words) - len(words)]  # issue 14: not a choice
    return None


def _person_subject(words: list[str]) -> tuple[str, str] | None:
    """The code and words of a person named as an unknown statement's subject, or None."""
    end = next((i for i, w in enumerate(words) if w in SUBJECT_ENDS), len(words))
    subject = words[:end]
    for i, w in enumerate(subject):
        if w in AUTHOR_WORDS:
            return "LP301", w
        if w == "first" and i + 1 < len(subject) and subject[i + 1] in FIRST_ROLES:
            return "LP302", f"first {subject[i + 1]}"
        if w in vocabulary.TRAIT_WORDS:
            return "LP304", w
    return None


def unknown_words(act: nodes.Unknown) -> list[str]:
    """An unknown statement's words, lower case, without a leading 'the'."""
    words = [w.lower() for w in act.words]
    return words[1:] if words and words[0] == "the" else words


def readable_attributes(namespace: str, scope: Scope) -> Mapping[str, vocabulary.Attr] | None:
    """The attributes a hook may read under ``namespace``; None when it reads none there.

    History (LP601), the vote (LP503), another event's attributes and unknown namespaces
    (LP902) read none, nor does a hook on an unknown event (LP901).
    """
    return attributes_of(namespace, scope.hook.event, scope.known_event)


def attributes_of(namespace: str, event: str, known_event: bool = True
                  ) -> Mapping[str, vocabulary.Attr] | None:
    """The attributes a hook on ``event`` may read under ``namespace``, or None: the one
    answer :func:`readable_attributes` and the whole-book checks share."""
    ns = namespace
    if ns in vocabulary.RETRO_NAMESPACES or ns in vocabulary.VOTE_WORDS or \
            ns in vocabulary.FORBIDDEN_EVENTS:
        return None
    if ns == event:
        return vocabulary.event_attributes(ns) if known_event else None
    return vocabulary.TABLE.get(ns)
