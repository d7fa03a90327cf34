"""The wordings of rule identity by what fires (LP506: ``analysis/checks/duplicates.py``,
``analysis/moments.py``), with named fields: catalog entries.

A hook of one rule that fires when a hook of another does, with the same effect, on an
event the official rules make come with the other's; and why the two moments are one
(the ``{why}`` field, itself a catalog entry). :data:`~.wordings.TEMPLATES` holds them,
so the reporting seam (``report/templates.py``) translates them as it does the checks'
own.
"""

from __future__ import annotations

from ...i18n import N_

#: LP506's message by what fires, and each family's reason
MOMENT_WORDINGS: tuple[str, ...] = (
    N_('this hook fires when the hook of rule "{name}"{where} (line {line}) does, with the '
       "same effect: {why}; a second copy doubles that rule's effect (R-VOTE-4)"),
    N_("every clear gives its clearer a bonus play, unless the clear put them out "
       "(R-CLEAR-1, R-WIN-2)"),
    N_("a blind play that is not legal is picked up with the pile, the only blind pickup "
       "(R-FACE-2)"),
    N_("a legal blind play is played like any other, the only play from the face-down "
       "cards (R-FACE-2, R-DRAW-3)"),
    N_("nothing happens between a pass's before and after hooks (R-SPECIAL-3)"),
    N_("nothing happens between a turn end's before and after hooks (R-TURN-1)"),
    N_("every deal is followed by the round's first turn, the leader's, with only the "
       "swaps between (R-SETUP-3, R-SETUP-4)"),
    N_("a 3 played on a pile passes the obligation on, unless it completes a chain of four "
       "3s, which clears (R-SPECIAL-3)"),
    # LP207/LP208 by the phase of the round (analysis/checks/outcomes.py, ``phases``): the
    # moment a power is barred is a stretch of turns that comes back every round
    N_("a single {n} is kept out of every turn while {phase}: {achieves} ({ref}); that "
       "stretch of turns comes back every round, whatever is played, and its power is "
       "gone for all of it (R-CUSTOM-2)"),
    N_("let a play set the restriction off (like a 7), or allow the {n}"),
)

#: LP506's message for two rules that act alike on every sampled moment of play
#: (``tools/audit/sameplay.py``: a condition that always, or never, holds at its moment)
SAME_PLAY: str = N_(
    "this hook does what the hook of rule \"{name}\"{where} (line {line}) does, on the same "
    "moments of play: in {games} sampled games they acted alike at each of {moments} "
    "moments ({fired} times both did something), first both at {players} players ({bot} "
    "bots, seed {seed}, round {round}, turn {turn}); what tells them apart always holds "
    "(or never does) at that moment of play, so a second copy doubles that rule's effect "
    "(R-VOTE-4) and brings a removed rule back without a vote (R-VOTE-7)")
#: its hint, and its witness's lead
SAME_PLAY_MORE: tuple[str, ...] = (
    N_("delete this copy, or change the first rule by a vote"),
    N_("both hooks fire in this game (the first time at turn {turn}); see it with:"),
)
