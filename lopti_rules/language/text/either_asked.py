"""A Chinese A-not-A question asks which holds, it denies nothing (session 29, brief text36).

Chinese asks a yes-or-no by saying a verb, 不 or 没, and the verb again: 算不算数 (whether
it counts), 要不要, 能不能, 可不可以, 是不是, 有没有. "由赢家决定这条规则这一局算不算数" is
"the winner decides whether this rule counts this round", as "the winner decides on this
rule" is: a role given a say over a rule (LP709, R-VOTE-1). Its 不 is no denial, and its
不算数 no rule switched off: the hits that begin at the 不 of such a question are dropped, so
the readings see the choice, as they see "whether" in the other four languages. A denial
said plainly ("这条规则不算数", "不能删除") keeps its 不.
"""

from __future__ import annotations

from .matching import Hit
from .textnorm import Sentence

#: the denials an A-not-A question puts between the verb and the verb again
_NOT = ("不", "没", "沒")


def asked_at(cjk: str, at: int) -> bool:
    """Whether the 不 or 没 at ``at`` stands between a character and that character again:
    the middle of an A-not-A question (a reading that searches the Chinese text with its
    own pattern asks this of a match that begins with 不)."""
    return 0 < at < len(cjk) - 1 and cjk[at] in _NOT and cjk[at - 1] == cjk[at + 1]


def either_asked(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without the Chinese hits that begin at the 不 of an A-not-A question."""
    cjk = sentence.cjk
    if not cjk or not any(n in cjk for n in _NOT):
        return hits
    dropped = []
    for h in hits:
        word = h.words.strip("'")
        if h.stream != 2 or not word.startswith(_NOT):
            continue
        places = [i for i in range(len(cjk)) if cjk.startswith(word, i)]
        if places and all(asked_at(cjk, i) for i in places):
            dropped.append(h)
    return [h for h in hits if h not in dropped] if dropped else hits


__all__ = ["asked_at", "either_asked"]
