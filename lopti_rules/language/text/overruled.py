"""A role's say overruled by the majority in the same sentence (issue 29, brief fa34).

A role that decides on the rules takes authority over them (LP709, R-VOTE-1): "the dealer
decides on this rule". "Whatever the dealer says, the majority decides on this rule" names
the role only to overrule it: the deciding verb's own clause has the majority (the vote,
R-VOTE-1) as its decider, and the role stands in another clause, a concession ("egal was
der Geber sagt", "wat de deler ook zegt", "dağıtıcı ne derse desin", "不管庄家怎么说").
Read by the clauses (split at commas, as textnorm.clauses reads them; Chinese at its
commas): the majority in the verb's clause and the role outside it. "Whatever the majority
says, the dealer decides" and "the dealer decides what the majority may do" keep the role
in the verb's clause: still LP709. language/text/harm.py asks :func:`overruled`.

**A role's say conceded** (:func:`conceded`, session 29, brief text36): a concession
("egal was der Geber sagt", "no matter what the dealer says", "ongeacht wie er deelt",
"不管庄家怎么说", "regardless of who deals") names a role's say, or a circumstance of the
game (the cards, the deal), only to set it aside. Said beside "this rule applies" or "this
rule stays", it keeps the rule from nothing the vote could do: no role, no card and no deal
may remove a rule anyway (R-VOTE-1). So the concession's word is no claim that the rule
outlives the vote (LP707). A concession of the vote, the table, the majority or the creator
("egal was abgestimmt wird", "ongeacht de stemming", "不管投票结果如何", "no matter what its
creator says": the creator may delete their own rule, R-VOTE-4), or of everything ("egal was
passiert", "无论如何", "ne olursa olsun") keeps the rule from the vote: still LP707.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, clauses, fold

#: where Chinese text, which has no split tokens, ends a clause
_ZH_CLAUSE = re.compile(r"[，,；;：:、]")


def overruled(sentence: Sentence, hits: Sequence[Hit], leader: Hit, decide: Hit) -> bool:
    """Whether the majority, not ``leader``, is the decider of ``decide``: a majority in
    the deciding verb's clause, the leader in another."""
    majority = [h for h in hits if h.name == "majority"]
    if not majority:
        return False
    if leader.stream == 2 or decide.stream == 2:  # Chinese: by the words' places
        parts = _ZH_CLAUSE.split(sentence.folded)

        def part(h: Hit) -> int:
            return next((i for i, p in enumerate(parts) if h.words.strip("'") in p), -1)
    else:
        bounds = clauses(sentence)

        def part(h: Hit) -> int:
            if h.stream != decide.stream or h.start < 0:
                return -1
            return next((i for i, (a, b) in enumerate(bounds) if a <= h.start < b), -1)
    where = part(decide)
    return where >= 0 and part(leader) != where and any(part(m) == where for m in majority)


#: the concession words of the lexicon's ``permanent`` (the conceded words follow them; the
#: Turkish postposition "rağmen" follows its conceded words)
_CONCEDING = frozenset(fold(w) for w in (
    "regardless", "no matter", "egal", "ongeacht", "rağmen", "无论", "無論", "不管", "不论",
    "不論"))
_AFTER_IT = frozenset((fold("rağmen"),))
#: what a concession may set aside without keeping the rule from the vote: a role, a card, a
#: fact of the game (who deals, who wins)
_ASIDE = frozenset(("leader", "play_object", "game_fact"))
#: what it keeps the rule from when it names it: the vote, the table, anyone, the speaker or
#: the creator (who may delete their own rule), a rule or a removal
_VOTE_SIDE = frozenset((
    "vote", "majority", "roshambo", "vote_act", "k_vote_verb", "more_than_half", "k_creator",
    "creator", "p_everyone", "c_pronoun", "self", "you", "remove", "k_remove", "change_verb",
    "own_rule", "a_book", "rule_itself", "other_rules"))
#: where a Chinese concession ends: a comma, or the 都/也 its main clause opens with
_ZH_END = re.compile(r"[，,。；;：:！!？?]|都|也|还是|還是")


def _conceded_words(sentence: Sentence, hits: Sequence[Hit], marker: Hit) -> list[Hit]:
    """The hits of the words a concession sets aside: after its word to the end of its
    clause (before "rağmen"); Chinese: after it to a comma or 都."""
    if marker.stream == 2:
        said = marker.words.strip("'")
        at = sentence.folded.find(said)
        if at < 0:
            return []
        part = _ZH_END.split(sentence.folded[at + len(said):])[0]
        return [h for h in hits if h.stream == 2 and h.words.strip("'") in part]
    start, end = next(((a, b) for a, b in clauses(sentence) if a <= marker.start < b),
                      (0, len(sentence.split)))
    if fold(marker.words.strip("'")) in _AFTER_IT:
        end = marker.start
    else:
        start = marker.end
    return [h for h in hits if h.stream == marker.stream and start <= h.start < end]


def conceded(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without the concession words (``permanent``) that set aside only a role's
    say or a circumstance of the game (see the module text)."""
    dropped = []
    for h in hits:
        if h.name != "permanent" or fold(h.words.strip("'")) not in _CONCEDING:
            continue
        named = {c.name for c in _conceded_words(sentence, hits, h)}
        if named & _ASIDE and not named & _VOTE_SIDE:
            dropped.append(h)
    return [h for h in hits if h not in dropped] if dropped else hits


__all__ = ["conceded", "overruled"]
