"""A take-back by standing (issue 29, session 26): one player alone may undo what is done,
a play, a pickup, a deal ("the evening's top winner may put the pile back once a round",
"ik mag mijn laatste zet terugnemen, jullie niet", "if I don't like my hand I shuffle it
back and get three new cards; the rest of you keep yours").

Finished card actions are never undone (R-VOTE-6) and everyone is dealt alike
(R-SETUP-2); a take-back that only the last winner, the leader in wins or the creator has
is a favour of a person in the role's clothes, or of one fixed person (R-CUSTOM-4), and
the speaker's alone against the rest is one too. Read by meaning: an undo (take back,
put back, shuffle back, redo, "geri koy", "terugnemen", "悔牌"), a permission or a choice
("may", "mag", "-abilir", "if I", "可以"), and a favoured one named, not included with the
others. "A card that touches the pile stays there, for every one of us" undoes nothing.

Kept beside the slot reader (session 34, brief r1fold34) for the speaker against the rest
and a put-back of a pile: a take-back by a standing in any shape (named, asked, a
condition) is the slots' UNDO row, whose words and message are defined there.
"""

from __future__ import annotations

import re

from . import denial_lexicon as lexicon
from .denial_lexicon import NOBODY_WORDS, NOT_SHORT_WORDS, NOT_SPLIT, NOT_WORDS, PROHIBITION_ZH
from .permission import PERMIT, PERMIT_TR, PERMIT_ZH
from .standing_slots import UNDO, UNDO_MESSAGE, UNDO_ZH
from .standing_words import (
    DENIAL,
    EVERYONE,
    EVERYONE_ZH,
    OTHERS_ZH,
    SPEAKER_APART,
    WITH,
    Said,
    by_language,
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

#: Put back: an undo when what goes back is the pile picked up or the hand dealt (cards
#: back in their box after the round are tidying)
PUT_BACK = by_language(
    en="put the pile back, put it back, puts it back, shuffle it back, shuffles it back, shuffle "
       "them back, put back",
    de="zurücklegen, zurücklegt, legt zurück, zurückmischen",
    nl="terugleggen, terugleg*, legt terug, terugschudden",
    tr="geri koy*, geri birak*, geri kar*")
PUT_BACK_ZH = ("放回", "退回", "洗回")
PILE = phrases("pile, stack, hand, pickup, stapel, hand, aufnahme, opgepakt*, yigin*, deste*, "
               "elini, eli")
PILE_ZH = ("牌堆", "手牌", "捡起", "撿起")
#: A permission (text/permission.py) or a choice ("if I", "wenn", "istersen") the favour is given by
MAY = PERMIT + phrases("if, wenn, falls, als, izin*, istersen, isterse, eger")
MAY_ZH = (*PERMIT_ZH, "如果", "要是")

#: A take-back denied: nobody has it, or nothing is taken back
#: (text/denial_lexicon.py: its words, nobody, and a prohibition in Chinese)
NOBODY = phrases(", ".join(sorted(NOT_WORDS | NOBODY_WORDS | NOT_SHORT_WORDS)), *NOT_SPLIT)
DENIED_ZH = re.compile(f"{lexicon.NOBODY_ZH}|{PROHIBITION_ZH}")

MESSAGE = UNDO_MESSAGE


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The take-back a text gives one player, as (code, words, message), or None."""
    words, zh = tokens(reading), cjk(reading)
    undo = find(words, UNDO)
    if find(words, PILE) or any(w in zh for w in PILE_ZH):
        undo += find(words, PUT_BACK)
    undone = " ".join(words[undo[0][0]:undo[0][1]]) if undo else next(
        (w for w in (*UNDO_ZH, *(PUT_BACK_ZH if any(w in zh for w in PILE_ZH) else ()))
         if w in zh), "")
    permitted = find(words, MAY) or any(w in zh for w in MAY_ZH) or any(
        w.endswith(PERMIT_TR) for w in words)
    if not undone or not permitted or _denied(words, zh, undo, undone):
        return None  # "nobody may take back", "geri alamaz": the card stays (R-VOTE-6)
    for m in favoured(reading):
        if m.at >= 0 and any(m.at - 2 <= s <= m.at + 5 for s, _ in find(words, WITH)) \
                or _shared(words, zh, m.at) or set_apart(reading, m, others=False):
            continue  # "everyone, the winner too, may": all alike; "except the winner": no favour
        words_said = f"{m.words} … '{undone}'"
        return favour(m, words_said, MESSAGE)
    me = speaker_apart(reading) if speaker else ""
    if me:
        words_said = f"'{undone}' … {me}"
        return favour(SPEAKER_APART, words_said, MESSAGE)
    return None


def _shared(words: list[str], zh: str, at: int) -> bool:
    """Whether the take-back is said of all ("…, and so may everyone else", "大家都可以"):
    a word for all that no denial follows ("alle anderen nicht" keeps it to one), and that
    does not introduce the mention at ``at`` ("wer am meisten gewonnen hat")."""
    denials = find(words, DENIAL) + find(words, NOBODY)
    if any(not any(end <= s <= end + 2 for s, _ in denials) and not at - 5 <= start < at
           for start, end in find(words, EVERYONE)):
        return True
    return any(w in zh for w in EVERYONE_ZH) and not any(w in zh for w in OTHERS_ZH)


def _denied(words: list[str], zh: str, undo: list[tuple[int, int]], undone: str) -> bool:
    """Whether the take-back is denied: a denial just before it ("nobody may take back",
    "darf nicht zurücknehmen", "不能收回"), "nothing" after it, a Turkish negative verb
    ("geri alamaz"). A denial of the others after it ("the rest of you cannot") is the
    favour itself."""
    if undone.split()[-1].endswith(("amaz", "emez", "maz", "mez")):
        return True
    if undo:
        at, end = undo[0]
        return any(at - 5 <= s < at or end <= s <= end + 1 for s, _ in find(words, NOBODY))
    where = zh.find(undone)
    return any(0 <= where - m.start() <= 6 for m in DENIED_ZH.finditer(zh[:max(where, 0)]))


__all__ = ["MESSAGE", "read"]
