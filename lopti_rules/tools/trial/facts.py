"""When the trial's facts are decided: which of them a table size still plays on for.

The facts (``findings.fact_findings``: a base restriction repealed or opened by the book's
permissions, the 2's reset, a special rank's power or a base permission left with
little effect, LP803; the runtime refusing an effect that would block an event, LP805)
have no level of their own: they are judged at every look on the evenings so far. A
table size stops only when its comparisons are decided and no fact could still fire on
its further evenings (docs/trial.md, "When the trial stops"):

- what the book's text rules out, exactly: plays the official rules forbid are allowed
  only by a permission (``allow ... on ...``, ``play/allowed.py``), so a book without one
  can neither repeal nor open a restriction; a base permission is counted only in a book
  that restricts a next play (``bookactions.restricts``); and the runtime refuses an effect
  as blocking an event only on an event and timing whose effects it guards (the
  language's ``FORBIDDEN``), directly or while such an event is pending, so a book with
  no hook on one never meets that refusal. A fact the text allows stays open to the
  last look: a first occurrence has no early "clearly not";
- the statistics of the powers and permissions (``powerjudge.open_powers``): decided
  once their data minimum is met and they are clearly kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .config import TrialConfig
from .powerjudge import open_powers
from .powershare import open_shares
from .sealjudge import open_seals

if TYPE_CHECKING:
    from ...language import RuleBook
    from ..evenings import Evening


@dataclass(frozen=True, slots=True)
class FactScope:
    """What a book's text lets its facts be (see the module text)."""

    permits: bool  #: it has a permission: a play the official rules forbid may be allowed
    restricts: bool  #: it restricts a next play: a base permission may be taken away
    guarded: bool  #: a hook on a guarded event: the runtime may refuse an effect of it


def fact_scope(asts: Sequence[RuleBook]) -> FactScope:
    """The :class:`FactScope` of a book's parsed files."""
    from ...language import FORBIDDEN, Restrict

    rules = [rule for book in asts for rule in book.rules]
    return FactScope(
        permits=any(rule.permits for rule in rules),
        restricts=any(isinstance(node, Restrict) for book in asts for node in book.walk()),
        guarded=any((hook.event, hook.timing) in FORBIDDEN
                    for rule in rules for hook in rule.hooks))


def open_facts(evenings: Sequence[Evening], config: TrialConfig, scope: FactScope
               ) -> list[str]:
    """The facts a table size's ``evenings`` leave undecided (words for
    ``TrialVerdict.open``)."""
    out = []
    if scope.permits:
        out.append("LP803 allowed plays")
    if scope.guarded:
        out.append("LP805 refused effects")
    if scope.restricts:  # only a restriction refuses a card the official rules allow
        out += [f"LP803 {what}" for what in open_shares(evenings)]
        out += [f"LP803 {what}" for what in open_seals(evenings)]
    return out + [f"LP803 {what}" for what in open_powers(evenings, config,
                                                          scope.restricts)]
