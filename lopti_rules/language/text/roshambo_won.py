"""Roshambo's winner decides: R-ROSHAMBO-2 said again (issue 29, session 48: fair48).

A tied vote goes to Roshambo (R-VOTE-10, R-ROSHAMBO-1) and "the side with more wins takes
it" (R-ROSHAMBO-2). A sentence that plays Roshambo and then lets its winner decide
("the asker and the creator play Roshambo and its winner decides", "Oylama on beş on beş
biterse, taş kağıt makası kazanan karar verir", "spielen Schere Stein Papier, und der
Sieger entscheidet", "steen papier schaar, en de winnaar beslist") names no role above
the vote: the winner is the winner of that Roshambo, a side of the tie, not a standing of
the game. It reads as:

- **Roshambo named** in the sentence, and a word of winning (:data:`_WIN`) right after it
  (within :data:`_REACH` tokens; Chinese within :data:`_ZH_REACH` characters: "猜拳，
  赢的人决定");
- **no other role**: every role word of the sentence (the lexicon's ``leader``) is a word
  of winning, and no round, next rule or rewrite beside it ("the winner of this round
  decides", "the winner picks the next rule" stay LP709).

language/text/harm.py leaves such a winner's "decides" out of its authority reading
(LP709), and vote_changes.py's count given to a role (LP707); "if the vote ties, the
dealer decides" and "the winner of the last round decides the tie" are judged as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, fold

#: Words of winning, read as stems ("winner", "gewinnt", "winnaar", "kazanan", "赢的")
_WIN_BY_LANGUAGE = {"en": ("win", "won"), "de": ("gewinn", "sieger"),
                    "nl": ("winnaar", "wint", "winnen"), "tr": ("kazan",)}
_WIN = tuple(fold(w) for ws in _WIN_BY_LANGUAGE.values() for w in ws)
_WIN_ZH = ("赢", "贏", "胜", "勝")
#: Words that make the winner a standing of the game, not of this Roshambo
_OTHER_BY_LANGUAGE = {"en": ("round", "last", "next", "new", "champion"),
                      "de": ("runde", "letzte", "nächste", "neue", "champion"),
                      "nl": ("ronde", "laatste", "volgende", "nieuwe", "kampioen"),
                      "tr": ("tur", "son", "sonraki", "yeni", "şampiyon", "el")}
_OTHER = frozenset(fold(w) for ws in _OTHER_BY_LANGUAGE.values() for w in ws)
_OTHER_ZH = ("局", "轮", "輪", "冠军", "冠軍", "新规则", "新規則", "下一")
_REACH = 6
_ZH_REACH = 12


def won(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence plays Roshambo and lets its winner decide (see the module
    text): no role of the game but the winner of that Roshambo."""
    rps = [h for h in hits if h.name == "roshambo"]
    if not rps:
        return False
    if rps[0].stream == 2:
        text = sentence.cjk
        at = text.find(rps[0].words.strip("'"))
        tail = text[at:at + _ZH_REACH] if at >= 0 else ""
        return any(w in tail for w in _WIN_ZH) and not any(w in text for w in _OTHER_ZH) \
            and not any(h.name == "leader" and not h.words.strip("'").startswith(_WIN_ZH)
                        for h in hits)
    tokens = [t[0] for t in sentence.split]
    end = rps[0].end
    near = [i for i in range(end, min(len(tokens), end + _REACH))
            if tokens[i].startswith(_WIN)]
    roles = [h for h in hits if h.name == "leader" and h.stream == 0]
    return bool(near) and all(tokens[h.start].startswith(_WIN) for h in roles) \
        and not set(tokens[end:]) & _OTHER


__all__ = ["won"]
