"""A player's stake in life moved by a game result (issue 29, session 48: R-CUSTOM-3,
R-SESSION-1).

A house rule governs the game, not a life. life_beyond.py, life_after.py and life_kept.py
read a person's life beyond the game made the stake; this is the shape where a thing a
life holds outside the game changes hands, or is given up, because of who won:

- **a legal right named to the winner** (LP703): the winner made the beneficiary of a
  life insurance, an heir, named in a will ("names the winner as the beneficiary of their
  life insurance", "setzt den Sieger in seinem Testament als Erben ein", "vasiyetinde
  kazananı mirasçı yapar", "受益人改成赢家");
- **a holding handed to the winner** (LP703): a living being in one's care, a
  possession a life runs on, a place in a queue of life or a position ("hands their cat
  over to the winner", "gives the winner the keys to their car for a month", "tritt
  seinen Platz auf der Warteliste an den Sieger ab", "staat zijn plek op de wachtlijst
  af aan de winnaar", "bekleme listesindeki yerini kazanana devreder", "把停车位让给赢家");
- **a holding given up** (LP711): a job application withdrawn, a promotion turned down,
  a booked holiday cancelled ("withdraws their job application", "zieht seine Bewerbung
  zurück", "slaat de promotie af", "iş başvurusunu geri çeker", "拒绝升职").

Each needs the result's bearer named (the loser, whoever loses, the last: ``lm_loser``),
so the winner's own gift ("I'll walk your dog if you like", "I put my cat in my will")
moves nobody's life; a pet fed or walked, a waiting list checked and a leave for one's own
interview hand nothing over and give nothing up (no ``lm_hand`` or ``lm_drop``). Refused
unless the sentence offers it, asks it of nobody or leaves the move free in its own
clause ("may give up", "darf", "mag", "-ebilir", 可以): the holding is the person's own,
and a table cannot agree to it for whoever will lose.
"""

from __future__ import annotations

from collections.abc import Sequence

from .conscience import left_free, spared
from .matching import Hit, named, together, written
from .speaking_up import spoken_up
from .textnorm import Sentence

#: Why each shape is refused (the message's last part; catalog entries of
#: language/report/textwords.py)
HEIR_WHY = ("a person's life insurance or will named to the winner: an inheritance or a "
            "policy is its owner's to give, no game stake")
HANDED_WHY = ("something a person's life holds outside the game handed to the winner: a pet, "
              "a car, a place on a waiting list or a position is no game stake")
DROPPED_WHY = ("a position in a person's life given up for a game result: a job application, "
               "a promotion or a booking is their own")
#: Shape -> (code, why)
SHAPES: dict[str, tuple[str, str]] = {
    "lm_heir": ("LP703", HEIR_WHY), "lm_hand": ("LP703", HANDED_WHY),
    "lm_drop": ("LP711", DROPPED_WHY),
}


def _pair(sentence: Sentence, hits: Sequence[Hit], act: str,
          other: str) -> tuple[Hit, Hit] | None:
    """The first hit of ``act`` standing in one claim with a hit of ``other``, and that
    hit, or None."""
    return next(((a, b) for a in named(hits, act) for b in named(hits, other)
                 if together(sentence, a, b)), None)


def moved(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str, Hit] | None:
    """The shape (a ``SHAPES`` key), its words and its act, or None: a holding of the
    result's bearer named or handed to the winner, or given up."""
    loser = next(iter(named(hits, "lm_loser")), None)
    if loser is None:
        return None
    taker = next(iter(named(hits, "lm_taker")), None)
    heir = next(iter(named(hits, "lm_heir")), None)
    if heir is not None and taker is not None:
        return "lm_heir", f"{written(loser)} … {written(heir)} … {written(taker)}", heir
    handed = _pair(sentence, hits, "lm_hand", "lm_stake")
    if handed is not None and taker is not None:
        hand, stake = handed
        return "lm_hand", f"{written(hand)} … {written(stake)} … {written(taker)}", hand
    dropped = _pair(sentence, hits, "lm_drop", "lm_stake")
    if dropped is not None:
        drop, stake = dropped
        return "lm_drop", f"{written(drop)} … {written(stake)}", drop
    return None


def shape(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """The shape found and its words, unless offered, asked of nobody or left free in the
    act's own clause ("the winner may keep it" leaves the taker free, not the loser)."""
    found = moved(sentence, hits)
    if found is None or spoken_up(sentence) or spared(sentence, hits) \
            or left_free(sentence, found[2]):
        return None
    return found[0], found[1]


__all__ = ["DROPPED_WHY", "HANDED_WHY", "HEIR_WHY", "SHAPES", "moved", "shape"]
