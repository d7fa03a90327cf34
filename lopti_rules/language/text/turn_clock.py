"""A turn clock by standing (issue 29, session 26): a time limit a turn that one player
is spared ("ten seconds a turn for everybody else ...; I take my time", "der
Spitzenreiter spielt ohne Uhr", "除了这条规则的发明者，每个人五秒内必须出牌").

A clock presses whoever plays under it; one that the last winner, the leader in wins or
the creator never plays under is a favour of a person in the role's clothes or of one
fixed person (R-CUSTOM-4), and the speaker's own exemption against the rest is one too.
Read by meaning: a time (seconds, an hourglass, a timer, "秒") on a turn or a move, and a
favoured one set apart from the others (text/standing_words.set_apart) or the speaker
against the rest. The same clock for everyone ("me included", "kazanan dahil", "所有人都
一样") is fair, with a penalty or without.
"""

from __future__ import annotations

from .standing_words import (
    SPEAKER_APART,
    Said,
    cjk,
    favour,
    favoured,
    find,
    phrases,
    set_apart,
    speaker_apart,
    tokens,
)
from .textnorm import Reading

TIME = phrases("second*, minute*", "sekunde*, minute*", "seconde*, minuut*, minuten",
               "saniye*, dakika*")
TIME_ZH = ("秒", "分钟", "分鐘")
#: A clock of play: it times turns without a turn named
CLOCK = phrases("hourglass*, sand timer*, timer*, shot clock*, stopwatch*",
                "sanduhr*, stoppuhr*, zeitlimit*, schachuhr*",
                "zandloper*, stopwatch*, tijdslimiet*, schaakklok*",
                "kum saati*, kronometre*, sure siniri*, sure limiti*")
CLOCK_ZH = ("计时", "計時", "沙漏", "限时", "限時", "秒表")
TURN = phrases("turn*, move*, zug, züge, zuge, beurt*, zet, hamle*, sira*, el basina*")
TURN_ZH = ("回合", "每步", "出牌", "轮到", "輪到", "每轮", "每輪")

MESSAGE = ("free text puts a turn clock on everyone but one player: {words} (R-CUSTOM-4: "
           "the creator is one person, and a standing spared is a person in the role's "
           "clothes)")


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The clock a text spares one player, as (code, words, message), or None."""
    words, zh = tokens(reading), cjk(reading)
    clock, time = find(words, CLOCK), find(words, TIME)
    if not (find(words, TURN) or any(w in zh for w in TURN_ZH)):
        time = []  # seconds for something else: a toast, a song
    timed = " ".join(w for at, end in (clock or time)[:1] for w in words[at:end]) or next(
        (w for w in (*CLOCK_ZH, *(TIME_ZH if any(w in zh for w in TURN_ZH) else ()))
         if w in zh), "")
    if not timed:
        return None
    for m in favoured(reading):
        apart = set_apart(reading, m)
        if apart:
            said = f"'{timed}' … {apart}"
            return favour(m, said, MESSAGE)
    me = speaker_apart(reading) if speaker else ""
    if me:
        said = f"'{timed}' … {me}"
        return favour(SPEAKER_APART, said, MESSAGE)
    return None


__all__ = ["MESSAGE", "read"]
