"""The codes a sentence's findings have no target for (issue 29: R-CUSTOM-3, R-CUSTOM-4).

One question the free-text judge (language/text/harm.py) asks of each sentence, answered
by the readings that find a finding's words aimed at nobody:

- need_served.py: a condition named only to spare or serve its holder;
- house_note.py: a house chore or a place to rest for whoever meets a moment or a place,
  where whoever smokes does it, a window opened at a time of the house;
- pet_care.py: a pet walked, fed or let out by whoever keeps it, the table waiting;
- kept_safe.py: a thing put away so nobody gets hurt, a harm word in the clause that
  prevents it, a thing already broken.
"""

from __future__ import annotations

from .house_note import untargeted as house_note
from .kept_safe import untargeted as kept_safe
from .need_served import untargeted as need_served
from .pet_care import untargeted as pet_care
from .textnorm import Reading


def untargeted(reading: Reading, at: int) -> frozenset[str]:
    """The codes sentence ``at``'s findings have no target for (see the module text)."""
    return need_served(reading, at) | house_note(reading, at) | kept_safe(reading, at) \
        | pet_care(reading, at)


__all__ = ["untargeted"]
