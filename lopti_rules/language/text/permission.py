"""The one list of permission words ("may"), in the five languages (issue 29, session 34,
brief r1fold34): before it, text/benched.py, text/standing_slots.py,
text/standing_grants.py and clause_lexicon.py's "modal" group each kept their own, and a
text written with a word one list lacked passed the reader that used it.

:data:`WORDS` is the data (the lexicon's entry syntax: ``stem*``, Chinese by substring);
the readers take it in the shape they read: clause_lexicon.py's "modal" group as is,
:data:`PERMIT` as text/standing_words.py phrases, :data:`PERMIT_TR` as Turkish suffixes
of ability ("-ebilir", read on the verb), :data:`PERMIT_ZH` by substring and
:data:`PERMIT_RE` as one regular expression over a folded sentence.
"""

from __future__ import annotations

import re

from .standing_words import phrases

#: language -> entries
WORDS: dict[str, str] = {
    "en": "may, can, could, is allowed, are allowed, gets to, get to, is free to, are free to, "
          "has the right, have the right, is entitled, are entitled",
    "de": "darf, darfst, dürfen, duerfen, durfen, kann, kannst, können, koennen, konnen, "
          "hat das recht, haben das recht",
    "nl": "mag, mogen, kan, kun, kunnen, heeft het recht, hebben het recht",
    "tr": "hakkı*, hakkına, hakkı var",
    "zh": "可以, 能, 有权, 有權",
}
#: The Latin-script permissions as phrases of folded words
PERMIT = phrases(*(WORDS[lang] for lang in ("en", "de", "nl", "tr")))
#: Turkish ability, a suffix of the verb ("bakabilir", "değiştirebilirim")
PERMIT_TR = ("abilir", "ebilir", "abilirsin", "ebilirsin", "abilirim", "ebilirim",
             "abilirler", "ebilirler")
PERMIT_ZH = tuple(w.strip() for w in WORDS["zh"].split(","))
#: The same as one expression over a folded sentence (a word of :data:`PERMIT` whole, a
#: Turkish suffix of ability, or a Chinese word)
PERMIT_RE = re.compile(
    r"\b(?:" + "|".join(
        re.escape(" ".join(p)).replace(r"\*", r"\w*") for p in sorted(PERMIT, key=len, reverse=True)
    ) + r")\b|\w+(?:" + "|".join(PERMIT_TR) + r")\b|" + "|".join(PERMIT_ZH))

__all__ = ["PERMIT", "PERMIT_RE", "PERMIT_TR", "PERMIT_ZH", "WORDS"]
