"""Out-of-turn play by standing (session 27, third round): the creator or a standing may
play when it is not their turn ("the last winner may throw theirs on top straight away,
out of turn", "der Erfinder dieser Regel darf jederzeit dazwischenwerfen", "上一局的赢家随时
可以插牌，不用等轮到自己").

Play goes clockwise, one player at a time (R-TURN-1); a house rule may add a cut-in for
everyone alike, but one the creator or a standing (the last winner, the champion, the
leader in wins) alone has is a privilege of one fixed person (LP301) or of a person in the
role's clothes, whom it helps win again (LP716, R-CUSTOM-4). Read by meaning: a play out
of turn (out of turn, cut in, jump in, without waiting for one's turn, "außer der Reihe",
"nicht dran", "buiten de beurt", "sırasını beklemeden", "插牌", "不用等轮到") given by a
permission to a standing or the creator named (text/standing_words.favoured). Clean: the
cut-in denied ("nobody plays out of turn, the last winner included", "谁都不能抢着出牌"), or
given to all alike ("the champion too", "everyone may jump in").
"""

from __future__ import annotations

from .denial_lexicon import NOBODY as _NONE
from .standing_words import (
    EVERYONE,
    EVERYONE_ZH,
    OTHERS,
    WITH,
    WITH_ZH,
    Said,
    by_language,
    cjk,
    favour,
    favoured,
    find,
    phrases,
    tokens,
)
from .take_back import NOBODY
from .textnorm import Reading

#: A play out of turn
OUT_OF_TURN = by_language(
    en="out of turn, out of their turn, out of his turn, out of her turn, not their turn, not his "
       "turn, not her turn, isn t their turn, isn t his turn, isn t her turn, without waiting "
       "for, cut in, cuts in, jump in, jumps in, butt in, butts in, before their turn, before his "
       "turn, before her turn",
    de="außer der reihe, ausser der reihe, außerhalb der reihe, nicht dran, nicht an der reihe, "
       "dazwischen*, reinwerf*, ohne zu warten, vor seinem zug, vor ihrem zug",
    nl="buiten de beurt, buiten zijn beurt, buiten haar beurt, buiten hun beurt, niet aan de "
       "beurt, tussendoor, ertussen, zonder te wachten, voor zijn beurt",
    tr="sirasi gelmeden, sirasini beklemeden, sira beklemeden, sirasi olmasa, sirasi degilken, "
       "sirasi olmadan, araya gir*, araya at*")
OUT_OF_TURN_ZH = ("插牌", "抢出", "搶出", "抢着出", "搶著出", "抢先出", "搶先出", "不用等轮到",
                  "不用等輪到", "不等轮到", "不等輪到", "不用等自己", "插队", "插隊", "不按顺序",
                  "不按順序")

#: A permission the cut-in is given by (not "if": "if the champion plays out of turn, they
#: draw" is a penalty, not a privilege)
MAY = phrases("may, can, allowed, gets to, darf, dürfen, kann, mag, mogen, kan, izin*")
MAY_ZH = ("可以", "能", "有权", "允许", "允許")

MESSAGE = ("free text lets one player alone play out of turn: {words} (R-TURN-1: one player "
           "at a time, clockwise; the creator is one person, and a standing favoured is a "
           "person in the role's clothes, R-CUSTOM-4)")


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The cut-in a text gives the creator or a standing alone, as (code, words,
    message), or None. ``speaker``: the favours readers' flag; a speaker's own cut-in is
    not read here."""
    del speaker
    words, zh = tokens(reading), cjk(reading)
    out = find(words, OUT_OF_TURN)
    cut = " ".join(words[out[0][0]:out[0][1]]) if out else next(
        (w for w in OUT_OF_TURN_ZH if w in zh), "")
    permitted = find(words, MAY) or any(w in zh for w in MAY_ZH) or any(
        w.endswith(("abilir", "ebilir")) for w in words)
    if not cut or not permitted or _denied(words, zh):
        return None
    for m in favoured(reading):
        if m.at >= 0 and any(m.at - 2 <= s <= m.at + 5 for s, _ in _with(words)) \
                or m.at < 0 and any(w in zh for w in WITH_ZH) or _all(words, zh, m.at):
            continue  # "the winner included", "赢家也一样", "everyone may": all alike
        return favour(m, f"{m.words} … '{cut}'", MESSAGE)
    return None


def _with(words: list[str]) -> list[tuple[int, int]]:
    """The words that include a mention with the others, but "even if" ("auch wenn er
    nicht dran ist", "ook als hij niet aan de beurt is") is the cut-in's own condition."""
    return [(s, e) for s, e in find(words, WITH)
            if e >= len(words) or words[e] not in ("wenn", "als", "if")]


def _denied(words: list[str], zh: str) -> bool:
    """Whether the cut-in is denied: a denial that opens the text's claim ("nobody plays
    out of turn", "niemand darf", "kimse", "谁都不能"). "Auch wenn er nicht dran ist" is
    the cut-in itself, so only words for nobody count, not a bare "not"."""
    return bool(_NONE.search(" ".join(words)) or _NONE.search(zh))  # text/denial_lexicon.py


def _all(words: list[str], zh: str, at: int) -> bool:
    """Whether the cut-in is given to all ("everyone may jump in", "the others too",
    "大家都可以插牌"): a word for all that does not introduce the mention at ``at``."""
    withs = [s for s, _ in _with(words)]
    if any(e <= s <= e + 1 for _, e in find(words, OTHERS) for s in withs):
        return True  # "die anderen auch", "the others too": everyone alike
    if at >= 0:
        return any(not at - 5 <= s < at and words[s] != "jederzeit"  # "at any time"
                   for s, _ in find(words, EVERYONE)) and not any(find(words, NOBODY))
    return any(w in zh for w in EVERYONE_ZH)


__all__ = ["MESSAGE", "read"]
