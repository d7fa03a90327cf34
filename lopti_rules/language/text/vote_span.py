"""The rule vote counted over a span other than a round (issue 29, session 27: R-VOTE-1,
R-VOTE-2, R-VOTE-8).

The table gets one rule vote each round, and everyone in the session votes in it (R-VOTE-1,
R-VOTE-2); no rule may change that procedure (R-VOTE-8). A sentence that counts a person's
votes over the evening, the night or the session ("each player votes only once tonight",
"jeder hat pro Abend nur eine Stimme", "iedereen mag vanavond maar één keer stemmen", "her
oyuncu bu akşam yalnızca bir kez oy kullanabilir", "每个玩家今晚只能投一次票"), or holds the
vote only every few rounds ("votes are held only every third round", "nur jede zweite
Runde", "om de twee rondes", "iki turda bir", "每隔一轮投票"), narrows how often one may
vote: every round after the first has no vote for them. That is a change to the vote
(LP707), whoever it is said of. It reads as slots over the sentence:

- **the vote** named (the lexicon's ``vote``, ``vote_act`` or ``k_vote_verb``);
- **a count** of votes (``t_count``: once, one vote, twice, einmal, één keer, bir kez,
  一次, 一票) beside the vote, with **a span** that is no round (``t_evening``: tonight,
  the evening, the session, heute Abend, vanavond, bu akşam, 今晚, 整晚); or **a rhythm**
  of rounds (``t_sparse``: every third round, jede zweite Runde, om de ronde, turda bir,
  每隔);
- **without** the count taken each round (``t_each_round``: "once each round tonight",
  "jede Runde eine Stimme", "her turda bir kez", "每轮一票"): the card's own rhythm.

The words are vote_time_lexicon.py's; what the vote is held on, its time or a condition
on it are vote_time.py's slots; one vote a person restated is vote_once.py's. harm.py asks
:func:`spans` and reports LP707 when no other reading gave it, after vote_once.py's
``kept``.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import vote_out
from .clause_readings import Finding
from .matching import Hit
from .textnorm import Sentence
from .vote_time import WHY

_VOTE = frozenset(("vote", "vote_act", "k_vote_verb"))
#: a count that measures a degree ("vote twice as loud", "zweimal so laut"): no votes counted
_DEGREE = frozenset(("as", "so", "zo", "kadar"))
#: how many words may stand between a count and the vote it counts, before and after it
_BEFORE, _AFTER = 1, 2


#: Chinese words that make a count before the vote a limit ("只有一次投票机会"); without one,
#: "一次" right before the vote is its measure word, an article ("通过一次规则表决": "by a
#: rule vote", R-VOTE-1 quoted)
_ZH_LIMITS = ("只", "仅", "最多", "就")
_ZH_VOTES = ("规则表决", "表决", "投票")


def _counts(vote: Hit, count: Hit, sentence: Sentence) -> bool:
    """Whether ``count`` counts ``vote``: in Chinese (read by substring) anywhere in the
    sentence, unless it only stands before the vote as its article; in the split languages
    at most one word before the vote ("nur einmal abstimmen", "bir kez oy") or two after
    it ("votes only once", "vote at most once"), or the vote itself ("one vote", "eine
    Stimme")."""
    if vote.stream == 2 or count.stream == 2:
        text = sentence.cjk
        at = text.find(count.words.strip("'"))
        article = at >= 0 and text.startswith(_ZH_VOTES, at + len(count.words.strip("'")))
        return not article or any(w in text for w in _ZH_LIMITS)
    return vote.start - _BEFORE <= count.end and count.start <= vote.end + _AFTER


def span(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of a vote counted over a span other than a round, or "" (the module
    text)."""
    votes = [h for h in hits if h.name in _VOTE]
    if not votes:
        return ""
    sparse = next((h for h in hits if h.name == "t_sparse"), None)
    if sparse is not None:  # "每隔一轮": the round it skips is no round of its own
        return f"{votes[0].words} … {sparse.words}"
    if any(h.name == "t_each_round" for h in hits):
        return ""
    tokens = [t[0] for t in sentence.split]
    count = next((h for h in hits if h.name == "t_count" and not (
        h.stream == 0 and h.end < len(tokens) and tokens[h.end] in _DEGREE)
                  and any(_counts(v, h, sentence) for v in votes)), None)
    evening = next((h for h in hits if h.name == "t_evening"), None)
    if count is None or evening is None:
        return ""
    return f"{count.words} … {evening.words}"


def spans(found: Sequence[Finding], sentence: Sentence,
          hits: Sequence[Hit]) -> list[tuple[str, str]]:
    """The words and the message of a vote counted over the evening or every few rounds
    (LP707, which harm.py reports), when no other reading of ``found`` changed the vote."""
    if any(f.code == "LP707" for f in found):
        return []
    words = span(sentence, hits)
    if not words and (out := vote_out.read(sentence.folded)):  # players out kept from it
        return [(out, f"free text changes the rule vote: {out} (some kept from voting;"
                      " everyone votes, R-VOTE-2, R-VOTE-8)")]
    return [(words, f"free text changes the rule vote: {words} ({WHY})")] if words else []


__all__ = ["span", "spans"]
