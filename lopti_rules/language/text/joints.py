"""Force that bends or twists another's joint, in free text (issue 29, session 39, r2text39).

R-CUSTOM-3 (LP703): bending, twisting, wrenching another's fingers, wrist or arm ("the
winner bends the loser's fingers back", "verdreht dem Verlierer den Arm", "buigt de vingers
van de verliezer naar achteren", "kaybedenin bileğini burkar", "把输家的手指往后掰") is harm
done to a body unasked. The verbs (contact_lexicon.py's ``c_bend``) are those of a
stretch too, so the reading needs **a body part named as someone else's**: a possessive,
"of", a German or Dutch dative after the subject, a Turkish genitive (the part in any case
ending: contact_lexicon.py's ``c_body`` reads "bileğini" by its softened stem), a Chinese
"的". One's own body ("everyone bends their knees", "herkes kendi bileğini büker", "大家扭
扭脖子"), the subject's own ("de deler buigt zijn hoofd"), arm wrestling ("掰手腕") and a
bow are no harm. language/text/forced.py asks :func:`bent` after contact.py's
:func:`~lopti_rules.language.text.contact.laid_on`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .contact import OWN, PEOPLE, clause_hits, owned
from .matching import Hit, written
from .matching import language as _language
from .textnorm import Sentence, fold, has_cjk

_BODIES = ("body", "c_body")
#: The whole table as the owner of a body part bent: each their own, a stretch
_ALL = frozenset(fold(w) for w in (
    "everyone", "everybody", "all", "each", "jeder", "jede", "alle", "iedereen", "allemaal",
    "herkes", "herkesin"))
_ALL_ZH = ("大家", "每个人", "每個人", "所有人")
_OWN_ZH = ("自己", "自个")
#: A Turkish genitive: the owner named ("kaybedenin bileğini")
_GENITIVE = ("nin", "nın", "nun", "nün", "in", "ın", "un", "ün")
#: A measure word between an owner and their body part: 输家的一根手指
_MEASURE_ZH = r"(?:[一二两兩三几幾半]?(?:根|只|隻|个|個))?"


def bent(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A joint of someone else bent or twisted: the words, or ""."""
    if has_cjk(sentence.cjk):
        return _bent_zh(sentence, hits)
    tokens = [t[0] for t in sentence.split]
    lang = _language(sentence)
    own = {i + 1 for i, w in enumerate(tokens) if w in OWN}
    for start, _end, inside in clause_hits(sentence, hits):
        bends = [h for h in inside if h.name == "c_bend"]
        if not bends:
            continue
        people = [h for h in inside if h.name in PEOPLE and h.start not in own]
        bodies = [h for h in inside if h.name in _BODIES and h.start not in own]
        # the owner is someone else than the clause's subject ("de deler buigt zijn hoofd")
        # and than the whole table ("everyone bends their knees": each their own)
        subject = min((p.start for p in people), default=-1)
        others = [p for p in people if tokens[p.start] not in _ALL
                  and not (p.start == subject <= start + 1
                           and not tokens[p.end - 1].endswith(_GENITIVE))]
        whose = owned(bodies, others, tokens, lang)
        if whose:
            return f"{written(bends[0])} … {whose}"
    return ""


def _bent_zh(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """Chinese: a bending verb and a body part right after someone's name (输家的手指)."""
    text = sentence.cjk
    if any(o in text for o in _OWN_ZH):
        return ""
    zh = [h for h in hits if h.stream == 2]
    people = [written(h).strip("'") for h in zh if h.name in PEOPLE]
    bodies = [written(h).strip("'") for h in zh if h.name in _BODIES]
    for act in (h for h in zh if h.name == "c_bend"):
        for p in people:
            for b in bodies:
                if p not in _ALL_ZH and re.search(
                        re.escape(p) + "的?" + _MEASURE_ZH + re.escape(b), text):
                    return f"{written(act)} … '{p}' … '{b}'"
    return ""


__all__ = ["bent"]
