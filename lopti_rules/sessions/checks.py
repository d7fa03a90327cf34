"""What a session asks of the stages below: is a rule legal, is a base-rule value valid.

``model.Session`` takes a ``RuleChecker`` and a ``ParamChecker`` and defaults to the two here:
``lint_rule`` asks the gate (``lopti_rules.tools.judge``, the one answer to "is this
book legal?" that ``lopti lint`` gives too), ``check_param`` asks ``BaseRules``
(``lopti_rules.engine``). Both load their stage on first use, so recording a round at the table
needs no parser. ``parse_value`` and ``declared_name`` read what people type: a base-rule value
(``J``, ``yes``) and the name a rule file declares.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..i18n import gettext as _
from .records import SessionError

#: (source, filename, book) -> one line per problem; empty means the rule is legal. ``book``
#: holds the rules it would join, as (label, text) pairs (R-CUSTOM-3: the book is the unit).
RuleChecker = Callable[[str, str, Sequence[tuple[str, str]]], list[str]]
#: (parameter, raw value, adjustments so far) -> the validated value; raises LoptiError if refused.
ParamChecker = Callable[[str, Any, Mapping[str, Any]], Any]

#: Words a base-rule parameter may not contain: the vote and Roshambo are fixed (R-VOTE-8).
FIXED_PROCEDURES = ("vote", "roshambo", "majority", "ballot")


def lint_rule(source: str, filename: str, book: Sequence[tuple[str, str]] = ()) -> list[str]:
    """The default RuleChecker: the gate's errors (warnings do not stop a rule), one a line.

    The rule is judged together with ``book``, the rules in force it would join, as one
    rule book, by the same gate as ``lopti lint`` (``tools.judge``: the static checks
    and the play judges): a cycle or a duplicate it makes with one of them, or games the
    book no longer lets end (LP504), is its problem, and the message names that rule by
    its label (``rule 2 by Bo (round 1)``). Its own file's errors are reported; when it
    has none, the errors it brings into the other rules (a play judge may point there:
    those the book without it lacks) are. Problems the old rules have among themselves
    are not the new rule's. An empty or comment-only file is refused: it is no rule (the
    linter's own warning, LP948, so ``lopti lint`` and the session say the same of it).
    """
    from ..tools import judge  # lazily: recording a round needs no parser

    verdict = judge([*book, (filename, source)])
    last = verdict.results[-1]
    mine = [(filename, d) for d in last.diagnostics
            if d.severity == "error" or d.code in REFUSED]
    theirs = [(r.filename, d) for r in verdict.results[:-1] for d in r.errors]
    if theirs and not mine:  # it breaks the book elsewhere: errors the old book lacks
        old = {(r.filename, d.code, d.line, d.column)
               for r in judge(list(book)).results for d in r.errors}
        mine += [(f, d) for f, d in theirs if (f, d.code, d.line, d.column) not in old]
    said = _speaker([*book, (filename, source)])
    return [f"{f}:{d.line}:{d.column}: {d.code} {said(f).full_message(d)} ({d.rule_ref})"
            for f, d in mine]


def _speaker(files: Sequence[tuple[str, str]]) -> Callable[[str], Any]:
    """Each file's ``language.Tongue`` by its name: a problem read in the table's language,
    the rule code it quotes in the keywords its file is written in (issue 25)."""
    from ..language import tongue

    texts = dict(files)
    return lambda name: tongue(texts.get(name, ""))


def canonical_source(source: str, filename: str) -> str:
    """The text a session keeps of a legal rule: as written when it is in English keywords,
    else in English, the canonical language (``lopti fmt --lang en``: its comments kept),
    so the archive reads one language and each table may show it in its own (issue 25)."""
    from ..language import RuleSyntaxError, format_text, rule_language  # lazily

    if rule_language(source) == "en":
        return source
    try:
        return format_text(source, filename, "en")
    except RuleSyntaxError:  # a checker that let it through: keep what was written
        return source


#: Warnings a session refuses a rule for all the same: a file with no rule is no rule.
REFUSED = frozenset({"LP948"})


def rule_warnings(source: str, filename: str, book: Sequence[tuple[str, str]] = ()) -> Any:
    """The gate's warnings for a rule that joins ``book`` (R-CUSTOM-3: the book is the
    unit), as a ``LintResult`` holding only them: a rule is accepted with warnings, and
    the table hears them as ``lopti lint`` would print them (``render`` it). Its errors
    are :func:`lint_rule`'s; they are left out here."""
    from ..tools import judge  # lazily: recording a round needs no parser

    result = judge([*book, (filename, source)]).results[-1]
    kept = [d for d in result.diagnostics if d.severity == "warning"]
    return result.replace(diagnostics=kept)


def require_legal(source: str, filename: str, checker: RuleChecker | None = None,
                  books: Sequence[Sequence[tuple[str, str]]] = ((),)) -> None:
    """Refuse a rule text the checker (default: the linter) finds a problem in, alone or
    with any of ``books`` (each a list of the rules in force it would join in some round)."""
    problems: list[str] = []
    for book in books:
        problems += [p for p in (checker or lint_rule)(source, filename, book)
                     if p not in problems]
    if problems:
        more = " " + _("(and {n} more)").format(
            n=len(problems) - 1) if len(problems) > 1 else ""
        raise SessionError(_("rule not accepted, the linter refuses it: {problem}").format(
            problem=problems[0]) + more)


def unagreed_demands(source: str, filename: str) -> list[str]:
    """What the rule asks of players beyond the known table actions (LP712), one a line,
    read as a session reads it: a ``# lopti: table-agreed`` comment in the file is its
    author's word and counts for nothing here (issue 29, R-CUSTOM-3). LP712 reads the
    rule's own texts only, so the rule is read alone."""
    from ..language import lint_book  # lazily: recording a round needs no parser

    result = lint_book([(filename, source)], agreements=False)[0]
    said = _speaker([(filename, source)])(filename)  # in the table's language
    return [f"{filename}:{d.line}:{d.column}: {said.full_message(d)}"
            for d in result.diagnostics if d.code == "LP712"]


def require_agreement(demands: Sequence[str], agreed_by: Sequence[int], players: int,
                      name_of: Callable[[int], str]) -> str | None:
    """Refuse a rule that asks players something beyond the known table actions unless
    every seat of the table (``range(players)``) agreed; the agreement to record (JSON of
    the seats, in order), or None when the rule asks nothing that needs one."""
    agreed = sorted(set(agreed_by))
    if any(not 0 <= seat < players for seat in agreed):
        raise SessionError(_("--agreed-by names a seat outside the table of {n}").format(
            n=players))
    missing = [name_of(seat) for seat in range(players) if seat not in agreed]
    if demands and missing:
        more = " " + _("(and {n} more)").format(
            n=len(demands) - 1) if len(demands) > 1 else ""
        raise SessionError(_(
            "rule not accepted: it asks something of a player that needs the whole table's "
            "agreement (R-CUSTOM-3): {demand}; not agreed by {names} (name everyone with "
            "--agreed-by; a comment in the file does not count)").format(
            demand=demands[0] + more, names=", ".join(missing)))
    if not agreed:
        return None
    if missing:
        raise SessionError(_("an agreement names everyone at the table or nobody; missing: "
                             "{names}").format(names=", ".join(missing)))
    return json.dumps(agreed)


def check_param(name: str, value: Any, current: Mapping[str, Any]) -> Any:
    """The default ParamChecker: ``BaseRules.adjust`` validates it on top of earlier adjustments."""
    from ..engine import BaseRules

    adjusted = BaseRules.from_dict(dict(current)).adjust(name, value)
    return getattr(adjusted, name)


def rule_identity(source: str) -> str:
    """What makes two rule texts the same rule (R-VOTE-7): their meaning, the canonical text
    of their rules with names, layout, comments and every spelling of the same meaning
    ignored (``language.meaning_text``: ``14``, ``Ace`` and ``is at least A`` are ``A``).
    A text that does not parse is known by its words alone."""
    from ..errors import LoptiError
    from ..language import meaning_text  # lazily: recording a round needs no parser

    try:
        return meaning_text(source)
    except (LoptiError, RecursionError):
        return " ".join(source.split())


def rule_behaviour(source: str) -> str:
    """What makes two rule texts the same rule by what they do at the table (R-VOTE-7):
    their meaning, with hooks on events that fire together read as one moment
    (``language.behaviour_text``: ``after clear: X`` is ``after bonus: X``, as every clear
    gives a bonus play but to a clearer it put out). A text that does not parse is known
    by its words alone."""
    from ..errors import LoptiError
    from ..language import behaviour_text  # lazily: recording a round needs no parser

    try:
        return behaviour_text(source)
    except (LoptiError, RecursionError):
        return " ".join(source.split())


def check_table(players: int, adjustments: Mapping[str, Any]) -> None:
    """Refuse base-rule adjustments this session's table cannot play: fewer or more players
    than ``min_players``/``max_players`` allow (R-SETUP-1; R-VOTE-1 adjusts a base rule *for
    this session*). ``BaseRules`` itself makes the deal fit the deck at ``max_players``."""
    from ..engine import BaseRules

    rules = BaseRules.from_dict(dict(adjustments))
    if not rules.min_players <= players <= rules.max_players:
        raise SessionError(_("this table has {n} players, but min_players={least} and "
                             "max_players={most} would leave it unable to play "
                             "(R-SETUP-1)").format(n=players, least=rules.min_players,
                                                   most=rules.max_players))


def parse_value(name: str, text: str) -> int | bool | str:
    """A base-rule value as people write it (``J``, ``yes``, ``3``) for an adjust vote.

    A name ``BaseRules`` does not know is passed on as text: the vote refuses the name itself
    (R-VOTE-8, or unknown), with its own reason.
    """
    from ..engine import LIMITS, BaseRuleError, parse_param

    if name not in LIMITS:
        return text.strip()
    try:
        return parse_param(name, text)
    except BaseRuleError as exc:
        raise SessionError(str(exc)) from None


def show_value(name: str, value: Any) -> str:
    """A base-rule value as people write it: ranks as J, flags as yes/no."""
    from ..engine import show_param

    return show_param(name, value)


def declared_name(source: str, file: str) -> str:
    """The name(s) a rule file declares (``rule "Eights skip"``), else the file's stem."""
    from ..language import parse_collect  # lazily: recording a round needs no parser

    book, _ = parse_collect(source, Path(file).name)
    names = [r.name for r in book.rules] if book is not None else []
    return " / ".join(names) if names else Path(file).stem
