"""Only the decided rounds of Roshambo count (issue 29, session 27: R-ROSHAMBO-2).

R-ROSHAMBO-2 counts decided rounds only: draws do not count. A sentence that says so
with "only" ("in Roshambo only decided rounds count", "beim Roshambo zählen nur
entschiedene Runden", "bij Roshambo tellen alleen beslissende rondes", "Roshambo'da
sadece kesin turlar sayılır") quotes the cards: its "only" limits the rounds counted to
the decided ones, which is the official count, not a shorter Roshambo. The lexicon's
``roshambo_change`` word "only" is taken out when a decided round is what it limits (the
next words); "only three rounds", "nur eine Runde" stay a change (LP708).

Session 42: an "only" that says WHEN Roshambo is played, not how long ("Roshambo only on a
tie", "Roshambo nur bei Gleichstand", "alleen bij gelijke stand", "sadece beraberlikte"),
quotes R-ROSHAMBO-1 and R-VOTE-10: a condition word or a tie right after it takes it out
too; "only once on a tie" stays a change.
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, fold

#: "only" in the five languages (Chinese 只 is no roshambo_change word)
_ONLY = frozenset(fold(w) for w in ("only", "just", "nur", "lediglich", "alleen", "enkel",
                                    "slechts", "sadece", "yalnızca", "yalnız", "ancak"))
#: a decided round, as folded stems: decided, won (de, nl, tr)
_DECIDED = tuple(fold(w) for w in ("decided", "decisive", "won", "entschieden", "gewonnen",
                                   "beslist", "beslissend", "gewonnen", "kesin", "sonuçlan",
                                   "kazanılan", "galibiyetli"))
_REACH = 3  #: tokens after "only" the decided round may come in ("nur die entschiedenen")
#: what may follow a "when" "only": a condition word, or a tie itself (folded stems)
_WHEN = frozenset(("on", "at", "in", "if", "when", "whenever", "after", "then", "bei", "im",
                   "wenn", "falls", "nach", "dann", "bij", "als", "wanneer", "na", "dan"))
_TIE = tuple(fold(w) for w in ("tie", "draw", "gleichstand", "unentschieden", "patt",
                               "gelijk", "staking", "beraber", "eşit", "esit"))


def _when(tokens: Sequence[str], at: int) -> bool:
    """Whether the token after "only" at ``at`` says when, not how many: a condition word,
    or a tie ("sadece beraberlikte")."""
    after = tokens[at:at + 1]
    return bool(after) and (after[0] in _WHEN or after[0].startswith(_TIE))


def unlimited(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` without a Roshambo "only" that limits the count to decided rounds."""
    streams = ([t[0] for t in sentence.split], [t[0] for t in sentence.joined])
    return [h for h in hits if not (
        h.name == "roshambo_change" and h.stream == 0 and h.end - h.start == 1
        and streams[0][h.start] in _ONLY and any(
            t.startswith(_DECIDED) for t in streams[0][h.end:h.end + _REACH])
        or h.name == "roshambo_change" and h.stream in (0, 1) and h.end - h.start == 1
        and streams[h.stream][h.start] in _ONLY and _when(streams[h.stream], h.end))]


__all__ = ["unlimited"]
