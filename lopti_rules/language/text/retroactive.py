"""A rule said to reach back to the rounds before it, in free text (issue 29, session 39):
R-CUSTOM-3 as a slot.

No rule may apply retroactively (R-CUSTOM-3): a rule holds from its announcement on
(R-CUSTOM-1), and a finished result is never undone (R-VOTE-6). A text that makes a new
rule count the rounds played before it, or picks a player by what they did before the
rule was made, lays down a rule no check reads (R-CUSTOM-2), so it is a rule of play laid
down in words (LP716). Read by meaning in the five languages, one of

- **reaching back**, said as such: "retroactively", "rückwirkend", "met terugwerkende
  kracht", "geriye dönük", "追溯", "往前也算";
- **the rounds before, counted too**: the rounds before the rule (:data:`EARLIER`:
  "earlier rounds", "frühere Runden", "eerdere rondes", "önceki eller", "之前的") with a
  count that takes them in ("count too", "zählen mit", "tellen mee", "de sayılır", "也算");
- **a result from before the rule**: a player picked by a win or a loss before the rule
  ("whoever lost before this rule", "wer vor dieser Regel verloren hat", "bu kuraldan önce
  kaybeden", "这条规则之前输的人").

Near misses stay clean: the denial that is the rule's own ("this rule counts from this
round; earlier rounds do not count", "nicht rückwirkend", "之前的不算"), which
language/text/wins_counted.py leaves clean too, and "from now on" alone.
language/text/play_readings.py asks :func:`reached_back` with its readings.
"""

from __future__ import annotations

from .textnorm import NEGATION, Sentence, any_of, clause_texts, has_cjk

#: the rounds before the rule, all of them ("earlier rounds", "vorige rondes"; one round
#: named, "the previous round", is a finished result: wins_counted.py reads it)
EARLIER = any_of(
    r"\b(?:earlier|previous|past|prior|former|old) (?:rounds|games|hands|wins|results)\b",
    r"\b(?:rounds|games|hands) (?:before|so far|played before|until now|already played)\b",
    r"\b(?:fr[uü]her|vorherig|bisherig|vergangen|alt)\w* (?:runden|spiele|siege|partien)\b",
    r"\b(?:runden|spiele) (?:davor|vorher|bisher)\b",
    r"\b(?:eerdere|vorige|vroegere|oude|voorgaande) (?:rondes|ronden|potjes|spellen)\b",
    r"\b(?:rondes|ronden|potjes) (?:ervoor|daarvoor|tot nu)\b",
    r"\b(?:daha )?(?:[oö]nceki|ge[cç]mi[sş]|eski) (?:eller|turlar|oyunlar|partiler)\w*",
    r"之前的|以前的|此前的|前面的|之前那些|以前那些|之前几局|之前幾局")
#: reaching back, said as such
_BACK = any_of(
    r"\bretroactive\w*", r"\breach\w* back\b", r"\bbackdat\w*",
    r"\br[uü]ckwirkend\w*", r"\bterugwerkende kracht\b", r"\bmet terugwerking\b",
    r"\bgeriye (?:do|dö)n[uü]k\w*", r"\bgecmise (?:do|dö)n[uü]k\w*",
    r"追溯|往前(?:也|都)?算|往回算|倒着算|倒著算")
#: a count that takes the earlier rounds in
_COUNTED_IN = any_of(
    r"\bcount\w* (?:too|as well|also)\b", r"\balso count\w*\b", r"\bcount\w* in\b",
    r"\bz(?:a|ä)hl\w* (?:auch |ebenfalls )?mit\b", r"\bz(?:a|ä)hl\w* auch\b",
    r"\bauch gez(?:a|ä)hlt\b", r"\bmitgez(?:a|ä)hlt\b",
    r"\btel\w* (?:ook )?mee\b", r"\btel\w* ook\b", r"\bmeegeteld\b", r"\book geteld\b",
    r"\b(?:de|da) say(?:i|il)(?:i|ı)r\b", r"\bsayilir\b",
    r"也算|都算|算进去|算進去|算在内|算在內|也要算|都要算")
#: the rule itself, and a time before it
_BEFORE_RULE = any_of(
    r"\bbefore (?:this|the) rule\b(?! votes?\b)", r"\bvor (?:dieser|der) regel\b",
    r"\bvoor(?:dat)? (?:deze|de) regel\b", r"\b(?:bu )?kuraldan (?:o|ö)nce\b",
    r"(?:这条|這條|本)?规则(?:出来|定下|生效)?(?:之前|以前)|(?:这条|這條|本)?規則(?:出來|定下|生效)?(?:之前|以前)")
#: a result a player is picked by
_RESULT = any_of(
    r"\b(?:lost|won|picked up)\b", r"\b(?:verloren|gewonnen|aufgenommen)\b",
    r"\b(?:verloor|won|opgepakt)\b", r"\b(?:kaybed|kazan)\w*",
    r"输|輸|赢|贏")
#: a denial of the reach back ("not retroactively", "geen terugwerkende kracht", "不追溯")
_DENIED = any_of(*NEGATION, r"\bnobody\b", r"\bniemand\b", r"\bkimse\b", r"\bdegil\w*",
                 r"\bhicbir\b")

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"retro": ("no rule may apply retroactively, R-CUSTOM-3: a rule holds from its "
                 "announcement on, R-CUSTOM-1, and finished results are never undone, "
                 "R-VOTE-6; the game never hears a text and no check reads it: write it as "
                 "the rule's actions, R-CUSTOM-2, R-CUSTOM-3")}


def _denied(sentence: Sentence, said: str) -> bool:
    """Whether a denial stands in the clause of ``said`` ("nicht rückwirkend"); Chinese, a
    不 or 没 just before it ("不追溯", "不算")."""
    for part in clause_texts(sentence):
        if said in part and not has_cjk(part):
            return bool(_DENIED.search(part))
    at = sentence.cjk.find(said)
    return at > 0 and bool(_DENIED.search(sentence.cjk[max(0, at - 2):at]))


def reached_back(sentence: Sentence) -> str:
    """The words of a rule said to reach back to the rounds before it, or ""."""
    text = f"{sentence.folded} {sentence.cjk}"
    back = _BACK.search(text)
    if back is not None and not _denied(sentence, back.group(0)):
        return f"'{back.group(0)}'"
    if _DENIED.search(text):
        return ""  # "earlier rounds count for nothing", "之前赢的局不算": the rule's own
    earlier, counted = EARLIER.search(text), _COUNTED_IN.search(text)
    if earlier is not None and counted is not None:
        return f"'{earlier.group(0)}' … '{counted.group(0)}'"
    before, result = _BEFORE_RULE.search(text), _RESULT.search(text)
    if before is not None and result is not None:
        return f"'{result.group(0)}' … '{before.group(0)}'"
    return ""


__all__ = ["EARLIER", "WHY", "reached_back"]
