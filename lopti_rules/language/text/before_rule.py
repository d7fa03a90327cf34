"""A round from before the rule, said in free text (issue 29, session 39, r2text39): R-CUSTOM-3.

A rule counts only what happens after it takes effect (R-CUSTOM-3, LP601). A text that
picks a player by the result of **a round played before the rule existed** ("whoever lost
the round before this rule came in", "der Verlierer der Runde vor dieser Regel", "de
verliezer van de ronde vóór deze regel", "bu kuraldan önceki elin kaybedeni", "这条规则之前
那一局的输家") reaches back to a fixed person picked before anyone voted on it: a rule
applied retroactively, laid down in words no check reads (LP716).

Read by meaning, in one clause: **before this rule** (the rule named as a time: before it,
before it came in, was made or voted) with **a result's standing** (a loser, a winner, a
round lost or won). Near misses stay clean: what came before the rule denied ("what
happened before this rule does not count", "zählt nicht", "telt niet", "sayılmaz", "不算"),
the rule's own start ("from this round on"), and the official rules' order ("the official
rules come before this rule": no standing). language/text/play_readings.py asks
:func:`reached_back` with its readings.
"""

from __future__ import annotations

from .textnorm import NEGATION, Sentence, any_of, clause_texts

#: the rule named as a time, and a time before it
_BEFORE_RULE = any_of(
    r"\bbefore (?:this|the|our|that) (?:new |house |custom )?rule\b(?! ?s\b)",
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
#: a result's standing: a loser, a winner, a round lost or won
_RESULT = any_of(
    r"\blos(?:er|ers|es|t)\b", r"\bwinners?\b", r"\bw[oi]n\b", r"\bwins\b", r"\blast place\b",
    r"\bverlierer\w*", r"\bsieger\w*", r"\bgewinner\w*", r"\bverloren\b", r"\bgewonnen\b",
    r"\bverliert\b", r"\bgewinnt\b",
    r"\bverliezer\w*", r"\bwinnaar\w*", r"\bverloor\b", r"\bwon\b", r"\bwint\b",
    r"\bkaybed\w*", r"\bkaybett\w*", r"\bkazan\w*", r"\bsonuncu\w*",
    r"输家|輸家|赢家|贏家|输的|輸的|赢的|贏的|输了|輸了|赢了|贏了|最后一名|最後一名")
#: what came before denied, or the rule's start said: nothing reaches back
_DENIED = any_of(*NEGATION, r"\bdoesn\W?t count\b", r"\bsayilmaz\b", r"\bgecersiz\w*",
                 r"\bvergessen\b", r"\bvergeten\b", r"\bforgotten\b", r"\bunutul\w*",
                 r"\bab (?:jetzt|sofort|dieser runde)\b", r"\bvanaf (?:nu|deze ronde)\b",
                 r"\bfrom (?:now|this round) on\b", r"\bbundan (?:sonra|boyle)\b",
                 r"作废|作廢|一笔勾销|一筆勾銷|从这一局|從這一局|从现在|從現在")

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"before": ("a rule counts only what happens after it takes effect, R-CUSTOM-3; the "
                  "game never hears a text and no check reads it: write it as the rule's "
                  "actions, R-CUSTOM-2, R-CUSTOM-3")}


def reached_back(sentence: Sentence) -> str:
    """The words of a player picked by a round's result from before the rule (a time
    before the rule and a result's standing in one clause, not denied there), or ""."""
    for part in (*clause_texts(sentence), sentence.cjk):
        before = _BEFORE_RULE.search(part)
        if before is None:
            continue
        rest = part.replace(before.group(0), " ")
        who = _RESULT.search(rest)
        if who is None or _DENIED.search(rest):
            continue
        return f"'{who.group(0)}' … '{before.group(0)}'"
    return ""


__all__ = ["WHY", "reached_back"]
