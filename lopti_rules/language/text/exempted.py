"""An exemption in words (issue 29, session 26): a demand said to everyone with one
player left out, the creator or a standing ("whoever plays a 2 knocks or draws, only the
one who made this rule not", "wie tien kaarten oppakt trekt er een extra, behalve de
winnaar van vorige ronde", "除了这条规则的发明者，每个人……").

A duty or a cost the whole table bears but one is a favour of that one: the creator is
one fixed person, and a standing (the last winner, the champion, the leader in wins) is
a person in the role's clothes, since the favour helps them keep it (R-CUSTOM-4). The
speaker left out ("…, ich nicht", "except me") is one too. Read by meaning: a demand to
all (text/standing_words.everyone), a cost in it (a card drawn, a must, a knock), and the
favoured one set apart (text/standing_words.set_apart); said with them included ("ich
auch", "the winner too", "kazanan dahil") it is none.
"""

from __future__ import annotations

from .standing_words import (
    SPEAKER_APART,
    Said,
    cjk,
    everyone,
    favour,
    favoured,
    find,
    phrases,
    set_apart,
    tokens,
)
from .textnorm import Reading

#: What a demand costs: a card drawn, a must, a gesture asked, a pickup
COST = phrases("draw*, draws, must, has to, have to, knock*, pick* up, pays, pay, penalty",
              "zieh*, zieht, muss, müssen, klopf*, nimm*, strafe*, zahl*",
              "trek*, trekt, moet*, klop*, pakt, pak, straf*, betaal*",
              "cek*, ceker, zorunda*, vurur, vur*, ceza*, alir, odey*",
              )
COST_ZH = ("摸", "抽", "必须", "必須", "要", "得", "罚", "罰", "喊", "拍")
#: The speaker left out
ME_APART = phrases("except me, but me, apart from me, not me, außer mir, ausser mir, "
                  "ich nicht, mich nicht, behalve mij, behalve ik, ik niet, mij niet, "
                  "ben haric*, benim disimda*, ben degil")
ME_APART_ZH = ("除了我", "我不用", "我不必", "我除外", "我免")

MESSAGE = ("free text spares one player what everyone else must do: {words} (R-CUSTOM-4: "
           "the creator is one person, and a standing favoured is a person in the role's "
           "clothes)")


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The exemption a text makes, as (code, words, message), or None: LP301 for the
    creator spared, LP716 for a standing or the speaker."""
    everybody = everyone(reading)
    words, zh = tokens(reading), cjk(reading)
    if not everybody or not (find(words, COST) or any(w in zh for w in COST_ZH)):
        return None
    for m in favoured(reading):
        apart = set_apart(reading, m)
        if apart:  # "everyone but the champion" says all once
            return favour(m, apart if everybody.strip("'") in apart else f"{everybody} … {apart}",
                          MESSAGE)
    if not speaker:  # the speaker's role is not a standing (favours.spoken)
        return None
    me = find(words, ME_APART)
    said = " ".join(words[me[0][0]:me[0][1]]) if me else next(
        (w for w in ME_APART_ZH if w in zh), "")
    return favour(SPEAKER_APART, f"{everybody} … '{said}'", MESSAGE) if said else None


__all__ = ["MESSAGE", "read"]
