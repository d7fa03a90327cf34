"""A confidence kept is no confidence told (issue 29, session 46: fair46b; R-CUSTOM-3).

A rule may not make a player tell the table someone's confidence (conscience.py, LP703),
nor ask a private thing of them without the table's agreement (beyond.py, LP712). A text
that says the confidence **stays kept** asks nothing of anyone: "what a friend told you in
confidence stays with you", "was man dir anvertraut hat, bleibt bei dir", "wat een ander je
in vertrouwen vertelde, houd je voor jezelf", "başkalarının sırları sır olarak kalır",
"别人的秘密要保密". Read in the secret's sentence, by its shape, not a list of sentences:

- **a verb of staying or keeping** (stay, remain, keep; bleiben, behalten; blijven,
  houden; kalmak, saklamak; 保密, 不外传, 留在), the telling it names being the confidence's
  own past ("what a friend told you"), no role made to tell ("the loser tells a secret,
  which stays between us" is told: a role named before the telling);
- or **the telling denied** beside its verb ("never tell", "sagt es nicht weiter", "vertel
  het niet door").

And **someone else's secret told** is a confidence told whoever pays (:func:`others`):
"wie verliest, verklapt een geheim van een ander", "tells a friend's secret": a secret word
with another person as its owner (``a_other_owner``, a friend or kin: ``lb_tie``) in
reach; one's own trick or secret
("verklapt zijn eigen schudtruc") is one's own to tell.
"""

from __future__ import annotations

from collections.abc import Sequence

from .denial_lexicon import NOT_WORDS
from .matching import Hit
from .textnorm import Sentence, fold, has_cjk

#: Verbs of staying or keeping, by language (the folded word forms)
_KEEP_BY_LANGUAGE = {
    "en": ("stay", "stays", "remain", "remains", "keep", "keeps", "kept"),
    "de": ("bleibt", "bleiben", "bleib", "behält", "behalten", "behalte", "behaltet"),
    "nl": ("blijft", "blijven", "blijf", "houd", "houdt", "houden", "hou"),
    "tr": ("kalır", "kalsın", "kalmalı", "kalacak", "saklar", "saklayın", "saklanır", "saklı"),
}
_KEEP = frozenset(fold(w) for words in _KEEP_BY_LANGUAGE.values() for w in words)
_ZH_KEEP = ("保密", "不外传", "不外傳", "留在", "不说出去", "不說出去")
#: The roles a rule makes tell (the lexicon's loser and game roles)
_ROLES = frozenset(("k_lost", "leader"))
#: How near a denial stands to the telling verb, and a secret's owner to the secret
_REACH = 3
#: Another person as a secret's owner: "een ander", "başkalarının", a friend, a sister
_OWNERS = frozenset(("a_other_owner", "lb_tie"))
#: The words of a secret or a confidence
_SECRET = frozenset(("sc_secret", "cs_life"))


def kept(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence's secret is said to stay kept (see the module text)."""
    tells = [h for h in hits if h.name == "cs_tell" and h.stream == 0]
    roles = [h.start for h in hits if h.name in _ROLES and h.stream == 0]
    if any(r < t.start for r in roles for t in tells):
        return False  # "the loser tells a secret, which stays between us"
    if any(h.name == "cs_kept" for h in hits):
        return True
    if has_cjk(sentence.cjk):
        return any(z in sentence.cjk for z in _ZH_KEEP)
    tokens = [t[0] for t in sentence.split]
    if any(t in NOT_WORDS for h in tells
           for t in tokens[max(0, h.start - _REACH):h.end + _REACH]):
        return True  # "never tell", "sagt es nicht weiter"
    return any(t in _KEEP for t in tokens)


def others(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """The secret word of someone else's secret in the sentence ("een geheim van een
    ander", "a friend's secret"), or None."""
    owners = [h.start for h in hits if h.name in _OWNERS and h.stream == 0]
    return next((h for h in hits if h.name in _SECRET and h.stream == 0
                 and any(abs(o - h.start) <= _REACH for o in owners)), None)


__all__ = ["kept", "others"]
