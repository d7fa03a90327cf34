"""A prank or a nuisance on people who are not playing (issue 29, session 42: R-CUSTOM-3).

A rule binds the players who agreed to it (R-CUSTOM-3). A text that sends a player to
**trick or bother someone nobody at the table knows** — a random number called with a lie,
a doorbell rung and run from, passers-by yelled at from the window, a pizza ordered to a
stranger's address ("the loser calls a random number and pretends to be the police", "wer
verliert, macht einen Klingelstreich", "wie verliest, roept iets naar de mensen op straat",
"kaybeden komşunun zilini çalıp kaçar", "输的人给陌生人打恶作剧电话") makes people who never sat
down pay for the game: a dare beyond the table (LP711). The slots of
language/text/outsider_lexicon.py, read in one sentence:

- **a prank by its name** (``pk_prank``: a prank call, ring and run, Klingelstreich,
  belletje trekken, 恶作剧): enough alone;
- **someone nobody knows** (``pk_stranger``: a stranger, a random number, passers-by, the
  street, a neighbour's house, 陌生人, 路人, 邻居) with **a trick or a nuisance**
  (``pk_bother``: pretending, yelling, ordering to them, knocking, running away) or a call
  (``os_reach``);
- **asked of nobody**: a denial, an offer, whoever wants, everyone's agreement or quiet
  kept for them (``pk_spared``: "nobody shouts at the neighbours", "wer will, ruft einen
  Freund an", "if everyone agrees, we order pizza", "别吵到邻居") asks it of nobody.

A friend invited, a wave to the neighbour, quiet kept for the neighbours, takeaway ordered
for the table: nobody outside is tricked or bothered (no stranger, or no nuisance).
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence

#: a denial, an offer, a wish or an agreement asks it of nobody
_NOBODY = frozenset(("negation", "cannot", "b_free", "bd_offer", "volition", "nu_consent",
                     "pk_spared"))
_ACTS = frozenset(("pk_bother", "os_reach"))
#: a player who does it: a role, another player, you, I, whoever
_PLAYERS = frozenset(("leader", "p_other", "you", "self", "k_lost", "play_whoever", "c_person"))


def _they_act(hits: Sequence[Hit], stranger: Hit, act: Hit) -> bool:
    """Whether the stranger does it themselves: the sentence's subject, with no player
    before the act ("passers-by who stop to watch may shout tips"); a passive keeps its
    player ("Passanten werden vom Verlierer angebrüllt"), and a Turkish object comes
    before its verb but not first ("..., rastgele bir numarayı arayıp")."""
    if act.stream == 2 or act.start < stranger.start or stranger.start > 1:
        return False
    return not any(h.name in _PLAYERS and h.stream == act.stream and h.start < act.start
                   for h in hits)


def pranked(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """An LP711 hit when the sentence sends a player to prank or bother someone who does
    not play (the module text), or none."""
    del sentence  # the whole sentence is read: "the loser leans out, yells at passers-by"
    if any(h.name in _NOBODY for h in hits):
        return []
    prank = next((h for h in hits if h.name == "pk_prank"), None)
    if prank is not None:
        return [Hit("LP711", prank.start, prank.end, prank.words, prank.stream)]
    stranger = next((h for h in hits if h.name == "pk_stranger"), None)
    act = next((h for h in hits if h.name in _ACTS and stranger is not None
                and h.stream == stranger.stream), None)
    if stranger is None or act is None or _they_act(hits, stranger, act):
        return []
    first, last = sorted((act, stranger), key=lambda h: h.start)
    return [Hit("LP711", first.start, max(first.end, last.end),
                f"{first.words} … {last.words}", first.stream)]


__all__ = ["pranked"]
