"""A draw that only picks the player a text speaks of (issue 29, brief fa24a).

"Whoever draws the last card of the deck says 'Last one!'": the draw stands in the clause
that says who speaks, so it is the moment the text is attached to, and the text demands
the speech, which costs nobody anything and blocks nothing. "Whoever has one card left
draws three" demands the draw of the player about to go out (LP502, R-CUSTOM-3:
claims.py's win block). Read by where the draw stands: after a word that opens the
picking clause ("whoever draws", "if you draw"), in a German or Dutch clause that opens
with one and is followed by the main clause ("wer die letzte Karte zieht, ruft ..."), as a
Turkish participle or "when" ("çeken", "çekince"), or in a Chinese "…的人", "…的时候".
"""

from __future__ import annotations

import re

from .matching import Hit, language
from .textnorm import Sentence, clauses, fold

#: words that open the clause which picks a player by what they do ("whoever draws ...",
#: "wer die letzte Karte zieht, ...", "wie de laatste kaart trekt, ...")
_PICKER = frozenset(fold(w) for w in (
    "whoever", "who", "if", "when", "whenever", "once", "wer", "wenn", "falls", "sobald",
    "nachdem", "wie", "als", "wanneer", "zodra", "nadat", "kim", "eğer", "eger"))
#: a Turkish verb made a participle or a "when" ("çeken", "çekince", "çektiğinde")
_TR_PICKS = tuple(fold(w) for w in (
    "en", "an", "enler", "anlar", "ince", "ınca", "unca", "ünce", "iğinde", "ığında",
    "uğunda", "üğünde", "diğinde", "dığında", "tiğinde", "tığında"))
#: Chinese: the draw inside "…的人", "…的时候" picks the player (摸到最后一张牌的人喊…)
_ZH_PICKS = re.compile(r"^[^，,。；;！!？?]*?(?:的人|的玩家|的那个人|的那個人|的时候|的時候|"
                       r"(?:时|時)(?=[，,]))")
#: the Turkish draw verbs (clause_lexicon.py's draw_move) a participle is made of
_TR_DRAW = tuple(fold(w) for w in ("çek", "cek", "al", "topla"))


def picks(sentence: Sentence, move: Hit) -> bool:
    """Whether a draw only picks the player a text speaks of: it stands in the clause
    that says who ("whoever draws the last card says 'Last one!'", "wer die letzte
    Karte zieht, ruft ...", "son kartı çeken ...", "摸到最后一张牌的人喊..."), so the text
    demands what comes after it, not the draw (issue 29: speech that costs nobody
    anything blocks nothing, whatever moment it is attached to)."""
    tokens = [t[0] for t in sentence.split]
    if move.stream == 2:
        word = move.words.strip("'")
        at = sentence.cjk.find(word)
        if at < 0:
            return False  # found only with a doubled character read once: not placed
        while at >= 0:
            if not _ZH_PICKS.match(sentence.cjk[at:]):
                return False
            at = sentence.cjk.find(word, at + 1)
        return True
    if move.stream != 0 or move.start >= len(tokens):
        return False
    word = tokens[move.start]
    if word.startswith(_TR_DRAW) and word.endswith(_TR_PICKS) \
            and language(sentence) not in ("en", "de", "nl"):
        return True
    if any(t in _PICKER for t in tokens[max(0, move.start - 2):move.start]):
        return True  # "whoever draws", "if you draw", "the player who draws"
    bounds = clauses(sentence)
    clause = next(((a, b) for a, b in bounds if a <= move.start < b), None)
    return clause is not None and clause[1] < len(tokens) and tokens[clause[0]] in _PICKER


__all__ = ["picks"]
