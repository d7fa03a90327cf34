"""A false review of people outside the table (issue 29, session 43: R-CUSTOM-3).

A rule binds the players who agreed to it, for the game (R-CUSTOM-3). A text that makes a
player **post a false or a one-star review** of a shop, a restaurant, a hairdresser or a
person they never went to ("posts a one-star review of a restaurant they have never been
to", "schreibt eine Ein-Stern-Bewertung für ein Café, in dem er nie war", "plaatst een
nepreview", "hiç gitmediği bir restorana bir yıldızlı yorum yazar", "给一家从没去过的餐厅写
一星差评") tells a lie that costs people who never sat down at the table: dishonest and
beyond the table (LP711). The slots of language/text/outsider_lexicon.py, in one clause
(a Turkish or Chinese sentence: the whole sentence):

- **a review or a rating** (``rv_review``) with **what makes it false** (``rv_false``:
  fake, made up, one star, never been there), or a review the word itself says is fake
  ("Nepreview", 差评 asked for and 刷);
- **asked of nobody**: offered to whoever wants, left free, or denied ("whoever liked the
  café may leave it a review", "nobody writes fake reviews") asks it of nobody.

An honest score said aloud at the table ("I give tonight's pizza an honest score out of
five") is no review posted: no ``rv_review`` word, or no falsehood.
"""

from __future__ import annotations

from collections.abc import Sequence

from .bodily import offered
from .context import Said
from .denial_lexicon import NOBODY_WORDS, NOT_WORDS, ZH_DENIED
from .leave_granted import leave
from .matching import Hit, language
from .textnorm import Sentence, clauses, has_cjk

#: Why a false review is refused (the message's last part; a catalog entry of
#: language/report/textwords.py)
REVIEW_WHY = ("a false review of a shop, a place or a person outside the table: a lie that "
              "costs people who never agreed to the game")
#: Words that deny the act itself ("nobody writes", "keine falschen Bewertungen")
_DENIED = NOT_WORDS | NOBODY_WORDS


def _words(hit: Hit) -> str:
    return hit.words.split(" (read as")[0]


def _clause(sentence: Sentence, hit: Hit) -> tuple[int, int]:
    if hit.stream == 2 or language(sentence) == "tr":
        return 0, len(sentence.split)
    return next(((a, b) for a, b in clauses(sentence) if a <= hit.start < b),
                (0, len(sentence.split)))


def _free(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the review is asked of nobody: offered, denied, or left free. The words
    that make it false ("never been", 从没去过) deny no review."""
    if offered(hits):
        return True
    if has_cjk(sentence.cjk):
        rest = sentence.cjk
        for h in hits:
            if h.name == "rv_false" and h.stream == 2:
                rest = rest.replace(_words(h).strip("'"), "")
        return leave(sentence) or ZH_DENIED.search(rest) is not None
    tokens = [t[0] for t in sentence.split]
    falsehood = {i for h in hits if h.name == "rv_false" and h.stream == 0
                 for i in range(h.start, h.end)}
    return leave(sentence) or any(
        t in _DENIED and i not in falsehood for i, t in enumerate(tokens))


def reviewed(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of a false review asked of a player (the module text), or ""."""
    reviews = [h for h in hits if h.name == "rv_review" and h.stream != 1]
    if not reviews or _free(sentence, hits):
        return ""
    for review in reviews:
        text = _words(review).strip("'")
        if text.startswith(("nepreview", "刷")):
            return _words(review)
        a, b = _clause(sentence, review)
        false = next((h for h in hits if h.name == "rv_false" and h.stream == review.stream
                      and h.words != review.words
                      and (h.stream == 2 or a <= h.start < b)), None)
        if false is not None:
            return f"{_words(false)} … {_words(review)}"
    return ""


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`reviewed` as a reading (code, words, message) of LP711, unless it is found
    already; ``what`` says what a code's demand is (language/text/harm.py's ``WHAT``)."""
    words = "" if "LP711" in done else reviewed(sentence, hits)
    if not words:
        return []
    return [("LP711", words, f"free text demands something {what['LP711']}: {words} "
                             f"({REVIEW_WHY}; R-CUSTOM-3)")]


__all__ = ["REVIEW_WHY", "findings", "reviewed"]
