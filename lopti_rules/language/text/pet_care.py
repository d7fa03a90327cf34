"""A pet cared for by whoever keeps it, the table waiting (issue 29, session 48, fair48b:
R-CUSTOM-3, R-CUSTOM-4).

"Whoever has to walk the dog may step out after the hand; we wait", "wenn die Katze ihr
Futter braucht, darf ihr Besitzer kurz aufstehen; wir warten", "wie de hond moet uitlaten,
mag even weg", "köpeği gezdirmesi gereken çıkabilir; bekleriz", "到了宠物喂食的时间，主人
可以先去喂猫，大家等他": a pet walked, fed or let out is its keeper's own errand of the
evening, like their own medicine at its time (own_need.py). The rule asks nobody for it
(no chore the table must agree to, LP712) and the one it names, the pet's owner or whoever
has to walk it, is picked by nothing a rule does to them (no LP304): anyone whose pet needs
it would step out the same.

Read over the whole text:

- **a pet's care** in the sentence: an animal (animals.py's words: a dog, a cat, a pet, 宠物)
  and a word of its care (walking, feeding, its food, letting it out; :data:`_CARE`);
- **a leave or a wait**: the sentence gives leave (leave_granted.py's ``leave``: "may",
  "darf", "mag", "-ebilir", 可以) or the text says the table waits (own_need.py's ``nm_wait``);
- **nobody pays and nothing of the game**: no cost, denial, duty or money (need_served.py's
  ``pays``), no game word but the care itself, the hour ("um acht") and the round or hand
  named as its time ("el bitince", "na de ronde"): a play, a card or a turn is judged as
  before.

"Whoever walks the dog draws two cards on coming back" (a cost), "the loser walks the dog in
the rain" (no leave, no wait: a chore asked of a loser, LP712), a pet hurt (animals.py's
LP701) are judged as before. language/text/no_target.py asks :func:`untargeted`.
"""

from __future__ import annotations

import re

from .animals import animal_named
from .leave_granted import leave
from .matching import Hit, hits
from .need_served import game_words, pays
from .textnorm import Reading, Sentence, fold, has_cjk

#: The words of a pet's care, word starts (folded) by language: walking it, feeding it, its
#: food, letting it out
_CARE_BY_LANGUAGE = {
    "en": ("walk", "feed", "fed", "food", "let out", "lets out", "letting out"),
    "de": ("gassi", "ausführ", "ausfuhr", "führt aus", "fütter", "futter", "rauslass",
           "lässt raus", "last raus"),
    "nl": ("uitlat", "laat uit", "uitlaten", "voer", "eten geven", "eten"),
    "tr": ("gezdir", "besle", "mama", "dışarı çıkar", "disari cikar"),
}
_CARE = tuple(fold(w) for words in _CARE_BY_LANGUAGE.values() for w in words)
_CARE_ZH = re.compile(r"遛|喂|餵|喂食|放出去|带出去|帶出去|出去走")
#: the findings a pet's care has no target for
_CARED = frozenset(("LP304", "LP712"))


def cared_for(sentence: Sentence) -> bool:
    """Whether the sentence names an animal and a word of its care."""
    if has_cjk(sentence.cjk):
        return animal_named(sentence) and bool(_CARE_ZH.search(sentence.cjk))
    text = f" {' '.join(t[0] for t in sentence.split)}"
    return animal_named(sentence) and any(f" {c}" in text for c in _CARE)


def untargeted(reading: Reading, at: int) -> frozenset[str]:
    """LP304 and LP712 when sentence ``at`` is a pet's care given leave or waited for,
    nobody paying (see the module text)."""
    sentence = reading.sentences[at]
    if not cared_for(sentence):
        return frozenset()
    waits = any(h.name == "nm_wait" for s in reading.sentences for h in hits(s))
    if not (leave(sentence) or waits) or any(_of_game(s) for s in reading.sentences):
        return frozenset()
    return _CARED



def _of_game(sentence: Sentence) -> bool:
    """Whether the sentence lays a cost or names something of the game but the care, the
    hour or the round as its time."""
    found = hits(sentence)
    if pays(sentence, found):
        return True
    # the words a pet's care may name beside it: the care (a chore word), the hour, the
    # round, the game going on (hit names, no words of a language)
    timed = [h for h in found if h.name in ("k_chore", "number", "rounds", "nm_wait")]
    tokens = [t[0] for t in sentence.split]
    return any(not any(t.words == h.words and t.start == h.start for t in timed)
               and not _stepped_out(tokens, h) for h in game_words(sentence, found))


#: A step out of the room: "out" after a verb of going ("step out", "geht kurz raus",
#: "gaat even naar buiten"), a place, no player out of the game
_GOING_BY_LANGUAGE = {
    "en": ("step", "steps", "go", "goes", "pop", "pops", "nip", "nips", "head", "heads"),
    "de": ("geht", "gehen", "kurz"), "nl": ("gaat", "gaan", "loopt", "lopen", "even"),
    "tr": ("çıkar", "çıkabilir"),
}
_GOING = frozenset(fold(w) for words in _GOING_BY_LANGUAGE.values() for w in words)


def _stepped_out(tokens: list[str], word: Hit) -> bool:
    """Whether a game word is the "out" of a step out of the room (:data:`_GOING`)."""
    return word.stream == 0 and 0 < word.start < len(tokens) and any(
        tokens[i] in _GOING for i in range(max(0, word.start - 2), word.start))


__all__ = ["cared_for", "untargeted"]
