"""A demand beyond the game (issue 29, R-CUSTOM-3, LP712): housework or something private
asked of a person ("the loser does the dishes", "read your last message aloud"). No harm in
itself, but the whole table agrees to it first (the agreement is the session's), whether
said or done. language/text/claims.py reports it.

What is none (brief fa24b, in the five languages):

- **a denial** demands nothing: a negation, "nobody" or a freedom ("nobody has to show
  their phone", "niemand muss ...", "kimse ... zorunda değil") in the demand's own clause;
  in another clause it leaves the demand standing ("nobody has to shuffle, but the loser
  washes the dishes");
- **an act at the table that picks the player** is the rule's condition, not its demand
  ("看手机的人给下一位玩家一张牌": clause_lexicon.py's ``table_act`` closed by "的人").
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .picked import picks
from .textnorm import Sentence, clauses

#: Words that deny a demand: a negation, "nobody", a freedom ("nobody has to")
_DENIED = ("negation", "cannot", "b_free")


def _denied(sentence: Sentence, hits: Sequence[Hit], demand: Hit) -> bool:
    """Whether the demand is denied in its own clause ("nobody has to show their phone",
    "niemand muss ...", "kimse ... zorunda değil"): a denial demands nothing. A denial in
    another clause ("nobody has to shuffle, but the loser washes the dishes") leaves it
    standing."""
    if demand.stream != 0:
        return any(h.name in _DENIED for h in hits)
    start, end = next(((a, b) for a, b in clauses(sentence) if a <= demand.start < b),
                      (0, len(sentence.split)))
    return any(h.name in _DENIED and h.stream == 0 and start <= h.start < end for h in hits)


def _picks(sentence: Sentence, hits: Sequence[Hit], act: Hit) -> bool:
    """Whether ``act`` is an act at the table (language/text/clause_lexicon.py's
    ``table_act``) standing in the clause that picks a player (picked.py): the condition
    of a rule, not a demand ("看手机的人给下一位玩家一张牌")."""
    return any(h.name == "table_act" and h.stream == act.stream for h in hits) \
        and picks(sentence, act)


def demanded(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """The chore or private act the sentence asks of a person, or None (see the module
    text: a denial, or an act that picks the player, is none)."""
    found = next((h for name in ("k_chore", "k_private") for h in hits
                  if h.name == name and not _picks(sentence, hits, h)), None)
    if found is None or _denied(sentence, hits, found):
        return None
    return found


__all__ = ["demanded"]
