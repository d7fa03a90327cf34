"""Rule identity (R-VOTE-7): what a rule file means, as text, whatever its spelling.

A session knows a removed rule again by this text (``sessions.checks.rule_identity``),
so it cannot return under another spelling without a vote; nor on another event that
fires at the same moments with the same effect (:func:`behaviour_text`, ``moments.py``:
after a clear and at its bonus play). The text is the canonical
tree of :mod:`.meaning` read back by the formatter; the tree is typed by the validator
first, so a number compared with a rank is that rank.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..syntax.parser import parse
from ..syntax.phonetext import untype
from ..tree import nodes
from . import meaningsets
from .meaning import book_meaning, canonical, canonical_hook, foldable
from .moments import moment_key
from .validator import validate


def meaning_text(text: str, filename: str = "<rule>") -> str:
    """What a rule file means, as text (:func:`.meaning.book_meaning`): phone typing
    undone, parsed, typed by the validator, canonical. Rule names, layout, comments and
    every spelling of the same meaning take no part. Raises RuleSyntaxError when it does
    not parse."""
    book = parse(untype(text).text, filename)
    validate(book)  # fills in static_type: which numbers are ranks
    return book_meaning(book)


def behaviour_text(text: str, filename: str = "<rule>") -> str:
    """What a rule file does at the table, as text: its canonical rules (names left
    out), each hook on an event that fires with another (:mod:`.moments`: a clear and
    its bonus play, a blind miss and its pickup) read as its moment, so ``after clear:
    X`` and ``after bonus: X`` give one text. Raises RuleSyntaxError when it does not
    parse."""
    book = parse(untype(text).text, filename)
    validate(book)
    out = []
    for rule in canonical(book).rules:
        hooks = sorted((found[1] if (found := moment_key(h)) is not None else repr(h))
                       for h in rule.hooks)
        out.append(repr((hooks, rule.permits, rule.counts)))
    return "\n".join(out)


def _session_clock(hook: nodes.Hook) -> bool:
    """Whether ``hook`` reads a clock of the session (the round's number, the rule's own
    rounds, clears, pickups or firings): a fact of the evening, not of a moment of play."""
    return any(isinstance(n, nodes.Attribute) and (
        n.namespace == "rule" or (n.namespace, n.name) == ("round", "number"))
        for n in hook.walk())


#: Events the engine fires in one decision of play (a move and what it causes, RULES.md):
#: the first player out and the win (R-WIN-1), the last but one out and the round's end
#: (R-WIN-3), a play and the clear, pass or out it causes (R-CLEAR-1, R-SPECIAL-3,
#: R-WIN-4), a clear and its bonus play (R-CLEAR-1), a blind card and its play or pickup
#: (R-FACE-2), the deal and the first turn (R-SETUP-4). Two hooks on such events with the
#: same actions are played decision by decision (``tools/audit/sameplay.py``); hooks on
#: events that never share a decision (a pickup and a clear) are two rules unplayed
TOGETHER = frozenset(frozenset(pair) for pair in (
    ("win", "out"), ("round_end", "out"), ("win", "round_end"), ("play", "clear"),
    ("play", "pass"), ("play", "out"), ("clear", "bonus"), ("flip", "play"),
    ("flip", "pickup"), ("deal", "turn")))


def actions(body: Sequence[nodes.Stmt]) -> tuple[str, ...]:
    """The kinds of action ``body`` holds, in order, whoever they fall on and however the
    players are spelt (``every other player draws 1 card`` and ``for each player still in:
    that player draws 1 card`` are both one draw): what play may show to be one effect."""
    return tuple(type(n).__name__ for stmt in body for n in stmt.walk()
                 if isinstance(n, nodes.Action))


#: A hook as :func:`play_candidates` names it: its file, its rule's name, the hook.
NamedHook = tuple[str, str, nodes.Hook]


def play_candidates(books: Sequence[tuple[str, nodes.RuleBook]],
                    reported: Iterable[tuple[str, int]] = ()
                    ) -> list[tuple[NamedHook, NamedHook]]:
    """The pairs of hooks that only play can tell apart (R-VOTE-7; ``tools/audit/
    sameplay.py`` plays them): of two rules of ``books`` (file name, book), the second
    after the first in book order, on one ``(timing, event)`` with the same guard or the
    same body by meaning but not both (:func:`.meaning.canonical_hook`), or on two with
    the same body, or on two of :data:`TOGETHER` with the same actions (:func:`actions`:
    play compares them seat by seat, decision by decision); neither in ``reported``
    (file, line: already LP506). A rule that keeps counts of its own or reads
    ``rule.fired`` is left out: its memory changes only when a hook is applied, which
    sampling does not do."""
    if sum(len(b.rules) for _, b in books) < 2:
        return []
    seen = set(reported)
    unmade = meaningsets.unmade(b for _, b in books)
    by_event: dict[tuple[str, str], list[tuple[str, nodes.Rule, nodes.Hook, nodes.Hook]]] = {}
    for filename, book in books:
        for rule in book.rules:
            if rule.counts or not foldable(rule):
                continue
            for hook in rule.hooks:
                if (filename, hook.line) not in seen and not _session_clock(hook):
                    by_event.setdefault((hook.timing, hook.event), []).append(
                        (filename, rule, hook, canonical_hook(hook, fold=True, unmade=unmade)))
    every = [h for hooks in by_event.values() for h in hooks]
    found: list[tuple[NamedHook, NamedHook]] = []
    for i, (f1, r1, h1, c1) in enumerate(every):
        for f2, r2, h2, c2 in every[i + 1:]:
            if r1 is r2 or r1.name.strip().lower() == r2.name.strip().lower():
                continue
            same_body = repr(c1.body) == repr(c2.body)
            if (h1.timing, h1.event) != (h2.timing, h2.event):
                # one effect on two events, or the same actions spelt for other players:
                # do they act in the same decisions, on the same seats? (``after win`` and
                # ``after out when out.place is 1``, every player still in and every other
                # player; session 44)
                if same_body or (frozenset((h1.event, h2.event)) in TOGETHER
                                 and actions(c1.body) == actions(c2.body)):
                    found.append(((f1, r1.name, h1), (f2, r2.name, h2)))
            elif same_body != (repr(c1.condition) == repr(c2.condition)):
                found.append(((f1, r1.name, h1), (f2, r2.name, h2)))  # one half differs
    return found
