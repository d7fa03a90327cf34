"""Old rules at a session's start (issue 29, session 22): R-SESSION-2 as a slot.

Every session starts fresh (R-SESSION-1); chosen old rules may return only by a majority
*during setup*, *one vote per rule* (R-SESSION-2). A sentence that brings a previous
session's rules back **several by one vote** ("all of last week's rules return by a single
vote", "上次聚会的规则一次投票全部恢复") or **by a vote later in the evening** ("old rules may
come back mid-evening by a vote") puts another value there (LP707). Without a vote, or at
one person's say, the older readings report it already (language/text/procedure_model.py:
a rule back by itself or at a person's wish). The card quoted or followed ("each old rule
gets its own vote at setup") and talk about old rules stay clean.

language/text/procedure_world.py asks :func:`slots` with its own.
"""

from __future__ import annotations

from .textnorm import Sentence, any_of, matched

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"old rules": ("old rules return only by a majority during setup, one vote per rule; "
                     "R-SESSION-2, R-VOTE-8")}


#: rules of an earlier session: old rules, last week's, last time's
_OLD = any_of(
    r"\bold rules\b", r"\bold house rules\b",
    r"\blast (?:week|time|session|evening|game night)\W*s?\W* rules\b",
    r"\bprevious (?:session|evening|game night)\W*s?\W* rules\b", r"\balte\w* regeln\b",
    r"\bregeln (?:vom|von) (?:letzten|letztem) \w+\b", r"\bregeln der letzten \w+\b",
    r"\boude regels\b", r"\bregels van (?:vorige|de vorige|vorig|de vorig) \w+\b",
    r"\beski kurallar\w*", r"\bge(?:c|ç)en (?:hafta|sefer|ak(?:s|ş)am|oturum)\w* kurallar\w*",
    r"旧规则|舊規則|上次聚会的规则|上次聚會的規則|上周的规则|上週的規則|上次的规则|上次的規則|以前的规则|以前的規則")
#: brought back
_BACK = any_of(r"\breturn\w*", r"\bcome\w* back\b", r"\bback\b", r"\brestor\w*", r"\breviv\w*",
            r"\bzur(?:u|ü)ck\w*", r"\bwieder\w*", r"\bterug\w*", r"\bgeri\b", r"\bdiril\w*",
            r"恢复|恢復|回来|回來|重新启用|重新啟用|复活|復活")
#: several by one vote: a single vote, one vote for all, all at once
_ONE_VOTE = any_of(
    r"\b(?:a single|one|the same|just one|only one) (?:vote|ballot)\b",
    r"\ball at once\b", r"\ball together\b", r"\bin one go\b", r"\ball in one\b",
    r"\beiner (?:einzigen|gemeinsamen) abstimmung\b", r"\bnur einer abstimmung\b",
    r"\bauf einmal\b", r"\bgemeinsam\b", r"\b(?:één|e(?:e|é)n enkele) stemming\b",
    r"\bin (?:één|een) keer\b", r"\btegelijk\b", r"\btek (?:bir )?oylama\w*",
    r"\bhepsi birden\b", r"\btoplu\b", r"\bbirlikte\b",
    r"一次投票.{0,6}(?:全部|都)|(?:全部|都).{0,6}一次投票|一起投票|一并|一併|一次性")
#: the vote named
_VOTE = any_of(r"\bvot\w*", r"\bballot\w*", r"\w*abstimmung\w*", r"\w*stemming\w*", r"\boyla\w*",
            r"投票|表决|表決")
#: later than setup: in the evening, mid-game, at any round
_LATE = any_of(r"\bmid-?(?:evening|game|session)\b", r"\bin the middle of\b",
            r"\bat any (?:time|round)\b",
            r"\blater in the (?:evening|session)\b", r"\bany round\b", r"\bmitten im\b",
            r"\bjederzeit\b", r"\bhalverwege\b", r"\bmidden in\b", r"\bop elk moment\b",
            r"\bak(?:s|ş)am ortas(?:i|ı)nda\b", r"\bistendi(?:g|ğ)i zaman\b",
            r"中途|半路|随时|隨時|任何一局")
#: the card's own value: one vote per rule, at setup
_PER_RULE = any_of(r"\bper rule\b", r"\beach (?:old )?rule\b", r"\bits own vote\b",
                r"\bpro regel\b", r"\bje regel\b", r"\bjede\w* (?:alte )?regel\b",
                r"\bper regel\b", r"\belke (?:oude )?regel\b", r"\bher (?:eski )?kural\w*",
                r"\bkural ba(?:s|ş)(?:i|ı)na\b", r"每条|每條|逐条|逐條|一条一票|一條一票")


def old_rules_back(sentence: Sentence) -> str:
    """The words of old rules brought back several by one vote, or by a vote after setup;
    "" for the card's own value or nothing of the kind."""
    old, back, vote = (matched(_OLD, sentence), matched(_BACK, sentence),
                       matched(_VOTE, sentence))
    if not old or not back or not vote or matched(_PER_RULE, sentence):
        return ""
    how = matched(_ONE_VOTE, sentence) or matched(_LATE, sentence)
    return f"'{old}' … '{back}' … '{how}'" if how else ""


def slots(sentence: Sentence) -> list[tuple[str, str, str]]:
    """The slot the sentence fills with another value: (slot, code, words)."""
    words = old_rules_back(sentence)
    return [("old rules", "LP707", words)] if words else []


__all__ = ["WHY", "old_rules_back", "slots"]
