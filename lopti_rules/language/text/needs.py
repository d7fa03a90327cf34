"""A body's need withheld from a person (issue 29, session 42: R-CUSTOM-3).

A game result may cost cards or turns; it may not keep a player from **water, food, sleep
or the toilet** ("the loser gets no water until they win a round", "wer verliert, bekommt
heute kein Abendessen", "de verliezer mag tot het einde van de avond niets drinken",
"kaybeden oyun bitene kadar tuvalete gidemez", "输的人今晚不准吃饭", "stays awake all
night"). A body's needs are no stake: withholding them is unsafe (LP701) whoever pays, and
nobody can agree to it for the one who will lose. The slots of
language/text/needs_lexicon.py, read together in one clause:

- **a need** (``nd_need``) and **a word that withholds it**: a negation of the sentence's
  clause (text/denial_lexicon.py's "no", "kein", "geen", "niets", "yok"), or a word that
  withholds on its own (``nd_denied``: a Turkish verb that cannot, Chinese 不准, staying
  awake all night);
- **asked of nobody**: a need left free ("water any time", ``nd_free``), offered to whoever
  wants (``bd_offer``), or a denial that is the table's comfort ("nobody loses a card for
  a break": a "nobody" in the sentence) is no need withheld.

What stays clean: water and snacks for everyone at any time, a dinner break for all,
"wer zur Toilette muss, geht; wir warten", a chore of fetching water.
"""

from __future__ import annotations

from collections.abc import Sequence

from .bodily import offered
from .context import Said
from .denial_lexicon import NOBODY_WORDS, NOT_WORDS
from .matching import Hit, first, written
from .textnorm import Sentence, clauses, has_cjk

#: Why a need withheld is refused (the message's last part; a catalog entry of
#: language/report/textwords.py)
WHY = "a body's need withheld: water, food, sleep or the toilet are no game stake"


def withheld(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of a need withheld (see the module text), or ""."""
    need = first(hits, "nd_need")
    denied = first(hits, "nd_denied")
    if (need is None and denied is None) or offered(hits) or first(hits, "nd_free"):
        return ""
    tokens = [t[0] for t in sentence.split]
    if any(t in NOBODY_WORDS for t in tokens):
        return ""
    if denied is not None and _awake(denied):
        return written(denied)  # "stays awake all night": sleep withheld
    if need is None:
        return ""
    if need.stream == 2 or has_cjk(sentence.cjk):
        return f"{written(denied)} … {written(need)}" if denied is not None \
            and denied.stream == need.stream == 2 \
            and 0 <= sentence.cjk.find(written(denied).strip("'")) \
            < sentence.cjk.find(written(need).strip("'")) else ""
    bounds = next(((a, b) for a, b in clauses(sentence) if a <= need.start < b),
                  (0, len(tokens)))
    if denied is not None and bounds[0] <= denied.start < bounds[1]:
        return f"{written(need)} … {written(denied)}"
    negation = next((i for i in range(*bounds) if tokens[i] in NOT_WORDS), None)
    if negation is not None and abs(negation - need.start) <= 4:
        return f"{tokens[negation]} … {written(need)}"
    return ""


def _awake(hit: Hit) -> bool:
    """Whether the withholding words are a night without sleep, the need in the words
    ("stays awake", "uyuyamaz"): no need named beside them."""
    words = written(hit).strip("'")
    return any(w in words for w in ("awake", "up all night", "wach", "wakker", "uyanık",
                                    "熬夜", "通宵", "without sleep", "ohne schlaf",
                                    "zonder slaap", "uyuyamaz", "uyumayacak"))


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`withheld` as an LP701 reading (code, words, message), unless LP701 is found
    already; ``what`` says what a code's demand is (language/text/harm.py's ``WHAT``)."""
    words = "" if "LP701" in done else withheld(sentence, hits)
    if not words:
        return []
    return [("LP701", words, f"free text demands something {what['LP701']}: {words} "
                             f"({WHY}; R-CUSTOM-3)")]


__all__ = ["WHY", "findings", "withheld"]
