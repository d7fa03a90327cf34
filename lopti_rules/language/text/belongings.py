"""A belonging staked on the round (issue 29, session 27: R-CUSTOM-3).

A rule that makes whoever loses part with something of theirs, lent, given or left to the
winner or taken home by them ("the loser lends the winner their bike for a week", "der
Verlierer leiht dem Gewinner sein Fahrrad", "de verliezer leent de winnaar zijn fiets",
"kaybeden bisikletini kazanana ödünç verir", "输的人把自行车借给赢家"), stakes the player's
property on the game: a bet nobody agrees to before they know who loses (LP710, like money
staked). The slots of language/text/belongings_lexicon.py, read together in one sentence:

- **who**: a player picked by losing (``k_lost``), before any winner (the winner's own
  offer to the loser, "the winner lends the loser a pen", is theirs to give);
- **passing**: lent, given, handed over, taken home (``bl_give``);
- **whose**: the player's own thing (``bl_own``: their, sein, zijn, 自己的, 把 ...; a
  Turkish possessive on the noun, "bisikletini");
- **to whom**: the winner, or home (``a_offgame``, "takes ... home").

A move of the game is none ("the loser gives the winner a card", "gives their cards to the
dealer": the cards, the pile, a draw); neither is an offer to whoever wants or a denial. A
phone, a wallet or keys handed over are private things (private.py, LP703).
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .offers import is_winner
from .textnorm import Sentence

#: cards, the pile, a draw: a move of the game, no belonging; a phone or a wallet handed
#: over is private.py's (LP703)
_PLAYED = frozenset(("play_object", "play_zone", "k_draw", "b_draw", "g_noun", "g_verb",
                     "pv_thing", "k_private"))
#: an offer or a denial asks it of nobody
_NOBODY = frozenset(("negation", "cannot", "b_free", "bd_offer", "volition"))
#: a Turkish possessive in the accusative on the thing ("bisikletini", "ceketini")
_TR_OWN = ("ini", "ını", "unu", "ünü", "sini", "sını", "sunu", "sünü")


def _at(sentence: Sentence, h: Hit) -> int:
    return sentence.cjk.find(h.words.strip("'")) if h.stream == 2 else h.start


def lent(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """An LP710 hit when the sentence stakes a loser's belonging (the module text), or
    none."""
    names = {h.name for h in hits}
    lost = next((h for h in hits if h.name == "k_lost"), None)
    give = next((h for h in hits if h.name == "bl_give"), None)
    if lost is None or give is None or names & (_PLAYED | _NOBODY):
        return []
    winners = [h for h in hits if is_winner(h)]
    if any(_at(sentence, h) < _at(sentence, lost) for h in winners):
        return []  # the winner's own offer to the loser
    own = "bl_own" in names or any(t[0].endswith(_TR_OWN) and len(t[0]) > 5
                                   for t in sentence.split)
    if not own or not (winners or "a_offgame" in names or "home" in give.words):
        return []
    return [Hit("LP710", give.start, give.end, give.words, give.stream)]


__all__ = ["lent"]
