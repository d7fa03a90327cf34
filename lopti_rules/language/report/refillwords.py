"""The wordings of cleared cards handed to several players all round (LP403:
``analysis/checks/refill.py``), with named fields: catalog entries that
:data:`~.wordings.TEMPLATES` holds, so the reporting seam (``report/templates.py``)
translates them as it does the checks' own.
"""

from __future__ import annotations

from ...i18n import N_

#: LP403's message and hint
REFILL_WORDINGS: tuple[str, ...] = (
    N_("rule '{name}': every {event} hands cleared cards back to several players ({n} "
       "cards a firing at four players), and nothing bounds how often it fires in a "
       "round: the longer the round, the more comes back, so late hands fill up as fast "
       "as they empty"),
    N_("give the cleared card to one player, or bound it to a few times a round (a count "
       "of the round: 'after clear when round.clears is 3', or of the rule: 'add 1 to "
       "\"n\"', then 'if count \"n\" is at most 2:')"),
)
