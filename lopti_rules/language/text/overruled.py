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
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, clauses

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


__all__ = ["overruled"]
