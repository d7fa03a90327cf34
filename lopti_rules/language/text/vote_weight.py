"""A vote given a weight other than one (issue 29, sessions 19 and 24: R-VOTE-2, R-VOTE-8).

Everyone in the session votes, and every vote counts once (R-VOTE-2); the vote's
procedure may not be changed (R-VOTE-8). A text (or a rule's or count's name, read by the
same judge) that gives some votes another weight changes the vote, whichever way the
weight goes:

- **more than one**: the vote named with a count word and a number of two or more ("the
  winner's vote counts as two", "kazananın oyu iki sayılır", "zählt doppelt",
  "赢家的票算两票");
- **less than one** (session 24): a fraction or nothing beside the count word, in its
  clause ("the losers' votes count half", "stemmen van verliezers tellen half", "Stimmen
  der Verlierer zählen halb", "kaybedenlerin oyları yarım sayılır", "输家的票算半票", "a
  third", "zero"). A share of the table that decides ("more than half of the players
  voting yes", R-VOTE-2's own words) is the threshold, read by procedures.py, no weight.

A standing given the vote's or Roshambo's outcome, or a weight in it, is vote_standing.py's
(session 36), read first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .context import Said
from .either_asked import asked_at
from .matching import Hit, first
from .textnorm import Sentence, clauses, fold
from .vote_standing import read as by_standing

#: Numbers that weigh a vote or count Roshambo: two and more, in the five languages.
MANY = frozenset(fold(w) for w in (
    "two", "three", "four", "five", "ten", "double", "twice", "triple", "zwei", "drei",
    "vier", "fünf", "doppelt", "zweifach", "dreifach", "twee", "drie", "vier", "vijf",
    "dubbel", "tweemaal", "driedubbel", "iki", "üç", "dört", "beş", "çift", "iki kat"))
_MANY_ZH = re.compile(r"[两兩二三四五双雙倍]|[2-9]")
#: Weights under one: a fraction or nothing, in the five languages
_LESS = frozenset(fold(w) for w in (
    "half", "halved", "third", "quarter", "zero", "0", "0.5", "0,5", "nothing",
    "halb", "halbe", "halben", "halbiert", "drittel", "viertel", "null", "nichts",
    "halve", "gehalveerd", "derde", "kwart", "nul", "niets",
    "yarım", "yarı", "yarısı", "çeyrek", "sıfır", "hiç"))
_LESS_ZH = re.compile(r"半票|算半|一半|半个|半個|零票|算零|不算数|不算數|三分之一|四分之一")
#: Words that make a share the vote's threshold, not a vote's weight ("more than half")
_THRESHOLD = frozenset(("more_than_half", "majority"))
#: Words a weight of "nothing" needs beside it to be one: "counts for nothing" (not
#: "nothing counts but the cards")
_FOR = frozenset(fold(w) for w in ("for", "as", "als", "voor", "olarak"))
_NOTHING = frozenset(fold(w) for w in ("nothing", "nichts", "niets", "hiç"))


def weighed(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> list[Said]:
    """LP707 (code, words, message) for a vote given a weight other than one (see the
    module text), or []; harm.py, the text judge's one reporter, makes it a finding."""
    standing = by_standing(sentence)  # the outcome or a weight given a standing
    if standing:
        return standing
    vote, counted = first(hits, "vote"), first(hits, "count_verb")
    if vote is None or counted is None or "own_rule" in names:
        return []
    if counted.stream == 2 or vote.stream == 2:
        many = _MANY_ZH.search(sentence.cjk) or (None if names & _THRESHOLD else next(
            (m for m in _LESS_ZH.finditer(sentence.cjk)  # "算不算数" asks, weighs nothing
             if not asked_at(sentence.cjk, m.start())), None))
        number = f"'{many.group(0)}'" if many else ""
    elif not any(_one_clause(sentence, v, counted) for v in hits
                 if v.name == "vote" and v.stream == 0):
        return []
    else:
        number = next((f"'{t[0]}'" for t in sentence.split
                       if t[0] in MANY or (t[0].isdecimal() and int(t[0]) >= 2)), "") \
            or ("" if names & _THRESHOLD else _less(sentence, counted))
    if not number:
        return []
    words = f"{vote.words} … {counted.words} … {number}"
    return [("LP707", words, f"free text changes the rule vote: {words} (one player, "
                             "one vote; R-VOTE-2, R-VOTE-8)")]


def _one_clause(sentence: Sentence, vote: Hit, counted: Hit) -> bool:
    """Whether what counts is the vote: the count verb in the vote's clause, or opening a
    clause of its own whose subject is left out ("the winner's vote, as agreed, counts
    double"). A count verb with a subject of its own in another clause counts something
    else: "Gelijke stemmen gaan naar steen papier schaar: precies 30 beslissende worpen,
    gelijke worpen tellen niet" counts the throws (R-ROSHAMBO-2 quoted), not the votes."""
    spans = clauses(sentence)
    where = next(((a, b) for a, b in spans if a <= vote.start < b), None)
    if where is None or where[0] <= counted.start < where[1]:
        return True
    return any(a == counted.start for a, _ in spans)


def _less(sentence: Sentence, counted: Hit) -> str:
    """A weight under one in the count word's clause, within two words of it: the words
    ("'half'"), or ""."""
    tokens = [t[0] for t in sentence.split]
    start, end = next(((a, b) for a, b in clauses(sentence) if a <= counted.start < b),
                      (0, len(tokens)))
    for at in range(max(start, counted.start - 2), min(end, counted.end + 3)):
        word = tokens[at]
        if word not in _LESS:
            continue
        if word in _NOTHING and (at == 0 or tokens[at - 1] not in _FOR):
            continue  # "nothing counts but the cards": no weight
        return f"'{word}'"
    return ""


__all__ = ["MANY", "weighed"]
