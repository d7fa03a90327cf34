"""Rule identity (R-VOTE-7): what a rule file means, as text, whatever its spelling.

A session knows a removed rule again by this text (``sessions.checks.rule_identity``),
so it cannot return under another spelling without a vote; nor on another event that
fires at the same moments with the same effect (:func:`behaviour_text`, ``moments.py``:
after a clear and at its bonus play). The text is the canonical
tree of :mod:`.meaning` read back by the formatter; the tree is typed by the validator
first, so a number compared with a rank is that rank.
"""

from __future__ import annotations

from ..syntax.parser import parse
from ..syntax.phonetext import untype
from .meaning import book_meaning, canonical
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
