"""The wordings of last round's standing read in the rule's first round only (LP601:
``analysis/checks/retro.py``, ``tallies_before``), with named fields: catalog entries.
:data:`~.wordings.TEMPLATES` holds them, so the reporting seam (``report/templates.py``)
translates them as it does the checks' own.
"""

from __future__ import annotations

from ...i18n import N_

#: LP601's message, in every first round or at some table sizes only (a flag set at a
#: finishing place no smaller table reaches), and its hint
RETRO_WORDINGS: tuple[str, ...] = (
    N_("'{role}' read only in the rule's first round is a tally of the round before the "
       "rule existed (its creator played it knowing whom it names)"),
    N_("'{role}' read only in the rule's first round at tables of {sizes} players is a "
       "tally of the round before the rule existed (its creator played it knowing whom it "
       "names)"),
    N_("read it from the rule's second round on ('rule.rounds is at least 2'), or every "
       "round"),
    # a size by the rule's own clock (``retro.clock_sized``)
    N_("the size of what '{role}' gets here is {n} at the rule's first firing and nothing "
       "from its next on ({clock} grows): only the firing that reads the round before the "
       "rule existed acts, a debt counted before the rule"),
    N_("give the effect one size every round, or read the standing from the rule's second "
       "round on ('rule.rounds is at least 2')"),
)
