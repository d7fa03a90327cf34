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
    #: a hook on a guarded event and an effect that may write what it protects: the
    #: runtime may refuse an effect of it (:func:`can_block`)
    guarded: bool
    #: a firing's effects may hang on who acts (:func:`actor_bound`): only then can a
    #: power be the acting standing's ("standing wielded", LP801)
    wields: bool = True
    #: its restrictions that bind the piles a play left are a turn's end's only (none
    #: after a play): only their big piles are weighed (``sealjudge``, session 39)
    piles_only: bool = False
    #: a hook on a guarded event, whatever its effects (``guarded`` before session 45:
    #: what a book whose evenings are pooled over the table sizes keeps, ``core.run_trial``)
    hooks_guarded: bool = False


def fact_scope(asts: Sequence[RuleBook]) -> FactScope:
    """The :class:`FactScope` of a book's parsed files."""
    from ...language import FORBIDDEN, Restrict

    rules = [rule for book in asts for rule in book.rules]
    return FactScope(
        permits=any(rule.permits for rule in rules),
        restricts=any(isinstance(node, Restrict) for book in asts for node in book.walk()),
        guarded=can_block(asts),
        hooks_guarded=any((hook.event, hook.timing) in FORBIDDEN
                          for rule in rules for hook in rule.hooks),
        wields=actor_bound(asts), piles_only=_turn_end_only(asts))


#: The effects (``sandbox.effects``) each action of the language compiles to
#: (``codegen.visit_*``): what its firings can write, ``effects.WRITE_KINDS``
_ACTION_EFFECTS: dict[str, tuple[str, ...]] = {
    "Draw": ("Draw",), "Give": ("Give",), "Take": ("TakePile", "TakeCleared"),
    "SwapUp": ("SwapUp",), "Pickup": ("Pickup",), "ClearPile": ("ClearPile",),
    "Skip": ("Skip",), "Choose": ("Choose",), "Reverse": ("Reverse",),
    "Restrict": ("Restrict",), "Reveal": ("Reveal",), "Say": ("Say", "Do"),
    "Roshambo": ("Roshambo",), "CountChange": ("Remember",),
}


def can_block(asts: Sequence[RuleBook]) -> bool:
    """Whether the runtime may ever refuse one of the book's effects as blocking an event
    (LP805, R-CUSTOM-2): the book has a hook on an event and timing whose effects the
    runtime guards (the language's ``FORBIDDEN``), and some action of the book (any hook:
    one may fire while a guarded event is pending) compiles to an effect that can write
    an (area, change) pair that event protects (``play.protected_writes``, the runtime's
    own sets; ``effects.WRITE_KINDS``, the pairs an effect can write, which
    ``effects.blocking`` asks first). Seats are not read, so the answer over-approximates:
    a book it calls safe never meets that refusal ("after a clear, the clearer draws a
    card": the clear's after-hooks protect the clearer's turn and the next play, and a
    draw writes the draw pile and a hand). An action of no known effect, or worded as
    blocking (``instead``), can block."""
    from ...language import FORBIDDEN, Action
    from ...play import protected_writes
    from ...sandbox import PlayerView
    from ...sandbox import effects as fx

    guarded = {(hook.event, hook.timing) for book in asts for rule in book.rules
               for hook in rule.hooks if (hook.event, hook.timing) in FORBIDDEN}
    if not guarded:
        return False
    anyone = PlayerView(0, hand=0, face_up=0, face_down=0)
    protected = {(w.area, w.change) for event, timing in guarded
                 for w in protected_writes(event, timing, anyone)}
    for book in asts:
        for node in book.walk():
            if not isinstance(node, Action):
                continue
            names = _ACTION_EFFECTS.get(type(node).__name__)
            if names is None or node.instead:
                return True
            if any(protected & fx.WRITE_KINDS[getattr(fx, name)] for name in names):
                return True
    return False


def _turn_end_only(asts: Sequence[RuleBook]) -> bool:
    """Whether a hook on the turn's end restricts the next play and none after a play
    does (``bookactions.restricts_after``'s reading of the same hooks)."""
    from ...language import Restrict

    events = {(hook.event, hook.timing) for book in asts for rule in book.rules
              for hook in rule.hooks if any(isinstance(n, Restrict) for n in hook.walk())}
    return any(e == "turn_end" for e, _ in events) and not any(
        e in ("play", "flip") and t == "after" for e, t in events)


#: Roles that name a seat from the acting player's (its own, its neighbours, all but it)
_FROM_ACTOR = frozenset({"acting", "next", "previous", "every_other"})
#: The events' fields that hold their acting player (``turn.player``, ``deal.leader``)
_ACTING_FIELDS = frozenset({"player", "leader", "winner"})
#: Actions whose every seat is a role they name (a reversal, a restriction, a Roshambo or
#: a choice lands next to the acting player or is its own: never actor-free)
_NAMED_ONLY = ("Draw", "Give", "Take", "SwapUp", "Pickup", "ClearPile", "Skip", "Reveal",
               "Say", "CountChange")


def actor_bound(asts: Sequence[RuleBook]) -> bool:
    """Whether who acts can matter to what a firing does to the others: a role named
    from the acting player (``acting player``, ``next player``, ``player left of the
    drawer``), the event's player read (``turn.player``), or an action that lands next
    to whoever acts (a reversal, a restriction on the next play). A book with none of
    them (``after the 16th turn's end, the player with the fewest cards draws 1``: a
    clock and a target chosen by the hands) fires on whoever's turn the clock falls,
    the leader's at some table sizes, but no standing wields it (redteam24
    ``fair-turn-sixteen-fewest-pays``)."""
    from ...language import Action, Attribute, Role

    for book in asts:
        for node in book.walk():
            if isinstance(node, Role) and node.kind in _FROM_ACTOR:
                return True
            if isinstance(node, Attribute) and node.name in _ACTING_FIELDS:
                return True
            if isinstance(node, Action) and type(node).__name__ not in _NAMED_ONLY:
                return True
    return False


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
        out += [f"LP803 {what}" for what in open_seals(evenings, scope.piles_only)]
    return out + [f"LP803 {what}" for what in open_powers(evenings, config,
                                                          scope.restricts)]
