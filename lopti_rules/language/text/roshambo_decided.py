"""Only the decided rounds of Roshambo count (issue 29, session 27: R-ROSHAMBO-2).

R-ROSHAMBO-2 counts decided rounds only: draws do not count. A sentence that says so
with "only" ("in Roshambo only decided rounds count", "beim Roshambo zählen nur
entschiedene Runden", "bij Roshambo tellen alleen beslissende rondes", "Roshambo'da
sadece kesin turlar sayılır") quotes the cards: its "only" limits the rounds counted to
the decided ones, which is the official count, not a shorter Roshambo. The lexicon's
``roshambo_change`` word "only" is taken out when a decided round is what it limits (the
next words); "only three rounds", "nur eine Runde" stay a change (LP708).
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


def unlimited(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` without a Roshambo "only" that limits the count to decided rounds."""
    tokens = [t[0] for t in sentence.split]
    return [h for h in hits if not (
        h.name == "roshambo_change" and h.stream == 0 and h.end - h.start == 1
        and tokens[h.start] in _ONLY and any(
            t.startswith(_DECIDED) for t in tokens[h.end:h.end + _REACH]))]


__all__ = ["unlimited"]
