"""A kept plan of one effect that acts at the table, fired without the general path.

A memoized hook's plan is kept at its first firing for each key
(:func:`lopti_rules.play.firings.fire_and_keep`) and fired again on a hit. Quiet plans,
draws and takes from the top, gives and Roshambos have firings of their own
(:mod:`lopti_rules.play.firings`); any other plan went through
:func:`~lopti_rules.play.firings.apply_memo` and :meth:`RulesInPlay.apply_plan
<lopti_rules.play.inplay.RulesInPlay.apply_plan>` on every hit: two Python frames and
the general plan's tests (its own counts only? a record? one effect or a list of gives?)
for the commonest such plan, one effect: a pickup, a clear of the pile, a take of the
oldest cleared card, a draw from the bottom (issue 24; the fifty-rule book with random
bots fires about 200 of them a game, most on a guarded event).

:func:`single_firing` makes such a plan's firing once, when it is kept: its receiver
checked (R-WIN-4) and its effect applied by the same handler ``apply_plan`` looks up
(``applying.APPLY``), counted and told to a tally in the same order, one event deeper,
an effect the engine refuses stopping the rule (R-VOTE-6). While anyone listens to rule
records it is ``apply_memo``'s path itself (the receiver checked, then ``apply_plan``,
which writes them).
"""

from __future__ import annotations

from ..engine import Game, IllegalMove
from ..language import HookEntry
from ..sandbox import effects as fx
from .agents import ChoiceError
from .applying import APPLY
from .inplay import RulesInPlay
from .plans import KeptFiring, Plan, gone, receiver_refused

#: One-effect plans that keep the general path: gives (all at once, ``gives``), a
#: Roshambo (played on every firing) and a rule's own counts (no firing at the table).
GENERAL = frozenset({fx.Give, fx.Roshambo, fx.Remember})


def single_firing(plan: Plan, taking: tuple[tuple[str, int], ...], index: int,
                  entry: HookEntry, timing: str, name: str) -> KeptFiring | None:
    """The firing of a kept ``plan`` of one effect (``taking``: who receives cards,
    ``plans.receivers``) of rule ``index``'s hook ``entry`` on ``timing`` ``name``, as
    ``apply_memo`` and ``RulesInPlay.apply_plan`` fire it; None for a plan of more
    effects, or of one of :data:`GENERAL`."""
    if len(plan) != 1 or type(plan[0][0]) in GENERAL or len(taking) > 1:
        return None
    ((effect, seats),) = plan
    apply, rule, line = APPLY[type(effect)], entry.rule, entry.line
    what, t = taking[0] if taking else ("", -1)

    def fire_single(play: RulesInPlay, game: Game) -> None:
        if t >= 0 and gone(game, t):  # checked again on every firing (R-WIN-4)
            play.stop(index, entry, timing, receiver_refused(what, t), line)
            return
        if play.listeners:  # it writes the records
            play.apply_plan(timing, name, index, entry, plan)
            return
        play.fired[index] += 1  # (the runtime's count is the sum of its games')
        tally = play.tally
        if tally is not None:
            tally.fired(plan)
        play.depth += 1
        try:
            apply(play, effect, seats, rule)
        except (IllegalMove, ChoiceError) as exc:  # finished actions stay (R-VOTE-6)
            play.stop(index, entry, timing, f"stopped while applying: {exc}", line)
        finally:
            play.depth -= 1
            if play.tally is not None:
                play.tally.settled()

    return KeptFiring(fire_single, None)
