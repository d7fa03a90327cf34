"""A toast made with water or a soft drink (issue 29, session 27: R-CUSTOM-3, LP712).

Raising a glass to the table is a known table action; what is in the glass is part of
the gesture when it is water or a soft drink ("raises a glass of water to the table",
"herkesle suyla kadeh tokuşturur", "举起水杯向大家敬一下", "stößt mit einem Glas Wasser
mit allen an"). It reads as slots:

- **the toast**: the lexicon's ``p_toast`` (raise a glass, toast, clink, proost, kadeh
  kaldır, 举杯), or in Chinese a cup raised (举起 ... 杯) or 敬 with a cup named;
- **the drink**: water or a soft drink (language/text/soft_drinks.py's :func:`soft`), no
  alcohol, no quantity or speed beyond one glass;
- its **vessel** (a glass, a cup, "kadeh", 杯); alcohol named only as what the soft
  drink replaces ("以茶代酒", "instead of beer") is no alcohol.

Then the drink's and the vessel's words are the toast's, no LP712. A toast with alcohol
("raises a glass of vodka"), or a glass emptied ("in one go", "一口气"), is no such toast:
its words stay uncovered, and the judge reads the drink (LP701).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .soft_drinks import REPLACED, soft, soft_word
from .textnorm import Sentence

#: Chinese: a cup raised, or 敬 (a toast offered) with a cup named
_ZH_TOAST = re.compile(r"(?:举起|舉起|端起|拿起)[^，,。]*?杯|举杯|舉杯|碰杯|(?=.*杯).*?敬")
#: Chinese words that go with the toast: the raise, the offer, to whom
_ZH_WORDS = ("举起", "舉起", "端起", "拿起", "敬", "向", "朝", "对", "對", "给", "給", "杯",
             "水杯", "茶杯", "杯子")


def toast(sentence: Sentence, hits: Sequence[Hit]) -> tuple[bool, set[int], list[str]]:
    """Whether the sentence is a toast with water or a soft drink (see the module text),
    the tokens its drink and vessel cover, and the Chinese words it covers."""
    text = f"{sentence.folded} {sentence.cjk}"
    toasted = any(h.name == "p_toast" for h in hits) or bool(_ZH_TOAST.search(sentence.cjk))
    if not toasted or not soft(text):
        return False, set(), []
    tokens = [t[0] for t in sentence.split]
    replaced = {w for m in REPLACED.finditer(sentence.folded) for w in m.group(0).split()}
    covered = {at for at, word in enumerate(tokens) if soft_word(word) or word in replaced}
    covered |= {i for h in hits if h.stream == 0 and h.name == "vessel"
                for i in range(h.start, h.end)}
    words = [w for w in _ZH_WORDS if w in sentence.cjk] if sentence.cjk else []
    words += [m.group(0) for m in REPLACED.finditer(sentence.cjk)]  # 以茶代酒: the toast's
    return True, covered, words


__all__ = ["toast"]
