"""A say in the next rule (issue 29, session 27: R-CUSTOM-1, R-CUSTOM-5).

The winner of a round invents a rule (R-CUSTOM-1); the next rule is the next winner's, and
only the vote changes a rule once it is announced (R-VOTE-1). A text that gives someone
else a say in it, choosing, deciding, writing or approving it ("the winner of this round
also chooses the next rule", "wie deze ronde wint, mag ook de volgende regel kiezen",
"the host approves the next rule", "bir sonraki kuralı da ben belirlerim", "这局的赢家还
可以决定下一条规则"), claims authority over the rules (LP709). It reads as slots over the
sentence (the words are authority_lexicon.py's):

- **the next rule** named (``a_next_rule``: the next rule, die nächste Regel, de volgende
  regel, sonraki kural, 下一条规则);
- **a say** in it (``a_choose``, ``a_settle``: choose, decide, write, approve, veto;
  bestimmen, wählen; kiezen, bepalen; seçmek, belirlemek; 决定, 选, 批准);
- **someone other than its inventor**: not the next round's winner said as the one who
  chooses (``a_next_winner`` before the say: "whoever wins next chooses the next rule" is
  the card), and a winner only with "also" ("auch", "ook", "da", "还", "也") or with the
  next winner's rule named after the say: a winner alone inventing the rule is the card.

A denial ("nobody but the next winner chooses the next rule", "niemand bestimmt die
nächste Regel mit") or the vote named ("we vote on the next rule") gives no one a say.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .claims import Claim
from .matching import Hit
from .textnorm import Sentence

#: why: the next rule is its inventor's, one rule a win (a catalog entry of report/wordings.py)
WHY = "one rule a win, R-CUSTOM-1; others go to the rule vote"
_SAY = ("a_choose", "a_settle", "decide")
_NOBODY = frozenset(("negation", "cannot", "vote", "vote_act", "k_vote_verb", "roshambo"))
#: a winner named: the one who invents a rule (R-CUSTOM-1)
_WINNER = re.compile(r"\b(?:win\w*|won|gewinn\w*|sieger\w*|winnaar\w*|wint|winnen|won|"
                     r"kazan\w*)\b|赢|贏|胜|勝")
#: "also": a second say, beside the one the winner has anyway (base_lexicon.py's words)
_ALSO = "b_also"


def _at(sentence: Sentence, h: Hit) -> int:
    """Where a hit stands: its token, or in Chinese its place in the sentence's characters."""
    return sentence.cjk.find(h.words.strip("'")) if h.stream == 2 else h.start


def invented(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence gives the next rule to the next round's winner ("whoever wins
    next chooses the next rule", "下一局的赢家决定下一条规则"): the card (R-CUSTOM-1), no
    say of a role over the rules."""
    rule = next((h for h in hits if h.name == "a_next_rule"), None)
    say = next((h for h in hits if h.name in _SAY), None)
    return rule is not None and say is not None and any(
        h.name == "a_next_winner" and h.stream == say.stream
        and _at(sentence, h) < _at(sentence, say) for h in hits)


def claimed(sentence: Sentence, hits: Sequence[Hit]) -> list[Claim]:
    """A say in the next rule given to someone other than its inventor (the module text),
    as a claim over the rules, or none."""
    names = {h.name for h in hits}
    rule = next((h for h in hits if h.name == "a_next_rule"), None)
    say = next((h for h in hits if h.name in _SAY), None)
    if rule is None or say is None or names & _NOBODY:
        return []
    chooser = [h for h in hits if h.name == "a_next_winner" and h.stream == say.stream]
    if invented(sentence, hits):
        return []  # "whoever wins next chooses the next rule": the card
    text = sentence.folded
    if _WINNER.search(text) and _ALSO not in names and not chooser:
        return []  # "the winner chooses the next rule": their own, R-CUSTOM-1
    first, last = sorted((say, rule), key=lambda h: _at(sentence, h))
    words = f"{first.words} … {last.words}"
    return [Claim("rules", words, f"free text claims authority over the rules: {words} "
                                  f"({WHY})")]


__all__ = ["claimed", "invented"]
