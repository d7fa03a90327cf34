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
  ("whoever lost before this rule", "the loser of the round before this rule came in",
  "wer vor dieser Regel verloren hat", "de verliezer van de ronde vóór deze regel", "bu
  kuraldan önce kaybeden", "这条规则之前输的人"), read in one clause (sessions 39 r2text39
  and r2fair39 built it twice; one module since).

Near misses stay clean: the denial that is the rule's own ("this rule counts from this
round; earlier rounds do not count", "nicht rückwirkend", "之前的不算"), which
language/text/wins_counted.py leaves clean too, and "from now on" alone.
language/text/play_readings.py asks :func:`reached_back` with its readings.
"""

from __future__ import annotations

from .denial_lexicon import DENIED, NOT_COUNTED, PROHIBITION, ZH_DENIED
from .textnorm import Sentence, any_of, clause_texts, has_cjk

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
#: the rule named as a time, and a time before it (before it, before it came in, was made
#: or voted)
_BEFORE_RULE = any_of(
    r"\bbefore (?:this|the|our|that) (?:new |house |custom )?rule\b(?! ?s\b)(?! votes?\b)",
    r"\bbefore (?:we|i|you|the winner) (?:made|added|adopted|brought in|introduced|voted on|"
    r"invented|wrote) (?:this|the|our) (?:new |house )?rule\b",
    r"\bvor (?:dieser|der|unserer) (?:neuen |haus)?regel\b",
    r"\bbevor (?:diese|die|unsere) (?:neue )?regel\b",
    r"\bvoor (?:deze|de|onze) (?:nieuwe |huis)?regel\b",
    r"\bvoordat (?:deze|de|onze) (?:nieuwe )?regel\b",
    r"\b(?:bu |o )?kuraldan (?:\w+ )?(?:o|ö)nce\w*", r"\b(?:bu |o )?kural\w* (?:gelmeden|konmadan|"
    r"cikmadan|yapilmadan|eklenmeden|kabul edilmeden|oylanmadan) ?(?:o|ö)nce\w*",
    r"(?:这条|這條|本条|本條|此|该|該|这个|這個|新)?(?:规则|規則|规矩|規矩)(?:出来|出來|定下|定下来|"
    r"定下來|生效|制定|设立|設立|通过|通過|实行|實行|有)?(?:之前|以前|前)")
#: a count of what the rule counts ("counts", "zählt", "telt", "sayılır", "算"), and a word
#: that takes more in ("also", "too", "auch", "ook", "da", "也"): what was before the rule
#: counted too ("every seven counts, also the ones played before this rule")
_COUNT = any_of(r"\bcount\w*", r"\bz(?:a|ä)hl\w*", r"\bgez(?:a|ä)hlt\b", r"\btel(?:t|len)\b",
                r"\bgeteld\b", r"\bsay(?:i|il)\w*", r"算|计|計")
_ALSO = any_of(r"\balso\b", r"\btoo\b", r"\bas well\b", r"\bauch\b", r"\bebenfalls\b",
               r"\book\b", r"\b(?:de|da)\b", r"也|都")
#: a result a player is picked by: a loser, a winner, a round lost or won
_RESULT = any_of(
    r"\blos(?:er|ers|es|t)\b", r"\bwinners?\b", r"\bw[oi]n\b", r"\bwins\b",
    r"\blast place\b", r"\bpicked up\b",
    r"\bverlierer\w*", r"\bsieger\w*", r"\bgewinner\w*", r"\bverloren\b", r"\bgewonnen\b",
    r"\bverliert\b", r"\bgewinnt\b", r"\baufgenommen\b",
    r"\baufnahm\w*", r"\bverliezer\w*", r"\bwinnaar\w*", r"\bverloor\b", r"\bwint\b",
    r"\bopgepakt\b", r"\boppakte\w*", r"\bopraapte\w*", r"\bopgeraapt\b",
    r"\bkaybed\w*", r"\bkaybett\w*", r"\bkazan\w*", r"\bsonuncu\w*",
    r"输|輸|赢|贏|最后一名|最後一名")
#: what came before said not to count, or the rule's start said: nothing reaches back
_NOT_BACK = any_of(DENIED.pattern, *NOT_COUNTED,
                   r"\bvergessen\b", r"\bvergeten\b", r"\bforgotten\b", r"\bunutul\w*",
                   r"\bab (?:jetzt|sofort|dieser runde)\b", r"\bvanaf (?:nu|deze ronde)\b",
                   r"\bfrom (?:now|this round) on\b", r"\bbundan (?:sonra|boyle)\b",
                   r"从这一局|從這一局|从现在|從現在")

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"retro": ("no rule may apply retroactively, R-CUSTOM-3: a rule holds from its "
                 "announcement on, R-CUSTOM-1, and finished results are never undone, "
                 "R-VOTE-6; the game never hears a text and no check reads it: write it as "
                 "the rule's actions, R-CUSTOM-2, R-CUSTOM-3")}


def _denied(sentence: Sentence, said: str) -> bool:
    """Whether a denial stands in the clause of ``said`` ("nicht rückwirkend"; Chinese, a
    不 or 没 just before it: "不追溯", "不算"), or a denial or a prohibition governs the list
    it ends ("no rule may prevent winning, create endless loops, apply retroactively",
    "规则不得阻止获胜、……、追溯生效": R-CUSTOM-3 quoted)."""
    folded, cjk = sentence.folded, sentence.cjk
    for part in clause_texts(sentence):
        if said in part and not has_cjk(part) and DENIED.search(part):
            return True
    at = folded.find(said)
    if at > 0 and (DENIED.search(folded[:at]) or PROHIBITION.search(folded[:at])):
        return True
    at = cjk.find(said)
    return at > 0 and bool(DENIED.search(cjk[max(0, at - 2):at]) or ZH_DENIED.search(cjk[:at]))


def reached_back(sentence: Sentence) -> str:
    """The words of a rule said to reach back to the rounds before it, or ""."""
    text = f"{sentence.folded} {sentence.cjk}"
    back = _BACK.search(text)
    if back is not None and not _denied(sentence, back.group(0)):
        return f"'{back.group(0)}'"
    earlier, counted = EARLIER.search(text), _COUNTED_IN.search(text)
    if earlier is not None and counted is not None and not DENIED.search(text):
        return f"'{earlier.group(0)}' … '{counted.group(0)}'"  # not "… count for nothing"
    return _before_the_rule(sentence) or _before_counted(sentence)


def _before_counted(sentence: Sentence) -> str:
    """What was played before the rule counted too: a time before the rule, a count and a
    word that takes more in, in one sentence, with no denial ("every seven counts, also the
    ones played before this rule", "jede Sieben zählt, auch die vor dieser Regel",
    "这条规则之前的也算"; session 40)."""
    text = f"{sentence.folded} {sentence.cjk}"
    before, count, also = _BEFORE_RULE.search(text), _COUNT.search(text), _ALSO.search(text)
    if before is None or count is None or also is None or DENIED.search(text) \
            or _NOT_BACK.search(text):
        return ""
    return f"'{before.group(0)}' … '{count.group(0)}'"


def _before_the_rule(sentence: Sentence) -> str:
    """A player picked by a result from before the rule: a time before the rule and a
    result in one clause, not said to count for nothing there."""
    for part in (*clause_texts(sentence), sentence.cjk):
        before = _BEFORE_RULE.search(part)
        if before is None:
            continue
        rest = part.replace(before.group(0), " ")
        result = _RESULT.search(rest)
        if result is None or _NOT_BACK.search(rest):
            continue
        return f"'{result.group(0)}' … '{before.group(0)}'"
    return ""


#: the time before the rule, for the reading of a past said not to count (tally_start.py)
BEFORE_RULE = _BEFORE_RULE

__all__ = ["BEFORE_RULE", "EARLIER", "WHY", "reached_back"]
