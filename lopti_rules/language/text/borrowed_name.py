"""A person's name, phone or account used by another without their consent (issue 29,
session 42: R-CUSTOM-3).

What a player says in their own name is theirs to say. A text that lets **someone else
write, post or log in through a player's phone, account or name** — the winner texting
the loser's boss from the loser's phone, a status posted on the loser's profile, a message
"im Namen des Verlierers", "namens de verliezer", the phone passed round the table,
"kaybedenin hesabından paylaşılır", "赢家用输家的手机发消息" — speaks for a person who never
agreed to it: non-consensual (LP703). The slots of language/text/outsider_lexicon.py,
read in one sentence:

- **what speaks for a person** (``nu_means``: a phone, an account, a profile, a chat app,
  their name);
- **used to reach others** (``nu_use``: posting, sharing, logging in, handing it on, or a
  call or a message, ``os_reach``);
- **two people**: the one whose means it is and another who uses it (a role, another
  player, "you", "I", "the others", "everyone"): one person alone uses their own;
- **their own, or agreed**: "own", "eigen", "kendi", 自己 (the player's own phone: "I send
  a photo to our group chat from my own phone"), everyone's agreement, a denial, an offer
  or whoever wants asks nobody's name of anyone.
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, fold

_NOBODY = frozenset(("negation", "cannot", "b_free", "bd_offer", "volition", "nu_consent",
                     "nu_own"))
#: the people a sentence names: a role, another player, you, I, the others, everyone,
#: whoever ("wie verliest, laat de winnaar ...")
_PEOPLE = frozenset(("leader", "p_other", "you", "self", "nu_others", "p_everyone",
                     "c_person", "play_whoever"))
_USE = frozenset(("nu_use", "os_reach"))
#: the one person each of these words names ("you", "your"; "I", "my")
_SAME = {fold(w): k for k, ws in (("you", ("you", "your", "yours")),
                                  ("self", ("i", "me", "my", "我", "ich", "mein", "meinem",
                                            "ik", "mijn", "ben", "benim")))
         for w in ws}


def _people(hits: Sequence[Hit], stream: int) -> set[str]:
    names: set[str] = set()
    for h in hits:
        if h.name in _PEOPLE and h.stream == stream:
            word = h.words.split("'")[1] if "'" in h.words else h.words
            names.add(h.name if h.name in ("you", "self") else _SAME.get(fold(word), word))
    return names


def borrowed(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """An LP703 hit when someone uses another player's phone, account or name to reach
    others (the module text), or none."""
    del sentence  # the whole sentence: "wie verliest, laat de winnaar inloggen"
    if any(h.name in _NOBODY for h in hits):
        return []
    for means in (h for h in hits if h.name == "nu_means"):
        use = next((h for h in hits if h.name in _USE and h.stream == means.stream
                    and h.words != means.words), None)  # "post" is not both
        if use is not None and len(_people(hits, means.stream)) >= 2:
            first, last = sorted((means, use), key=lambda h: h.start)
            return [Hit("LP703", first.start, max(first.end, last.end),
                        f"{first.words} … {last.words}", means.stream)]
    return []


__all__ = ["borrowed"]
