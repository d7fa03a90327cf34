"""An image said of a play: a simile (issue 29, brief fa36: R-CUSTOM-3, R-CUSTOM-2).

"That ten went in like a knife through butter", "Die Zehn ging durch wie ein Messer durch
Butter", "Die tien ging erin als een mes door de boter", "那张十像刀切黄油一样清掉了牌堆"
say how a play looked. Two readings took the image for a thing: the knife for a blade
handed to someone (LP701), and the comparison word ("like a", "wie ein", "als een", 像 …
一样) for a value laid down on a rank ("a nine counts like a seven", LP716). A simile is
read as slots:

- **the comparison**: a word of likeness (``like``, ``wie``, ``als``, ``zoals``; Turkish
  ``gibi`` after what it compares; Chinese 像 … 一样/似的/般) and an article or nothing;
- **the image**: what follows it (Turkish: what comes before ``gibi``), no rank, no card,
  no concept of the game: a likeness to a card or a rank ("like a seven", "wie eine
  Sieben") is still a value said of a rank.

A harm word inside the image is no demand; a harm word outside it ("stab the loser with a
knife") is read as before.
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence

from .base_lexicon_world import WORLD
from .matching import Hit
from .textnorm import Sentence, fold

#: The words of likeness, and the articles after them
_LIKE = frozenset(fold(w) for w in ("like", "wie", "als", "zoals"))
_ARTICLES = frozenset(fold(w) for w in ("a", "an", "the", "ein", "eine", "einen", "der", "die",
                                        "das", "een", "de", "het"))
#: People between a likeness word and the harm word: a clause, not an image ("als hij")
_PEOPLE = frozenset(fold(w) for w in (
    "i", "you", "he", "she", "we", "they", "someone", "ich", "du", "er", "sie", "wir", "ihr",
    "ik", "jij", "je", "hij", "zij", "ze", "wij", "we", "jullie", "iemand"))
#: A card named in the image: a likeness to a card is a value ("wie eine Karte")
_CARDS = ("card", "karte", "kaart", "kart", "rank", "rang")
#: How far into the image a harm word may stand ("like a hot knife", "als een scherp mes")
_IMAGE = 3
#: Chinese: 像 … 一样 (似的, 般), the image inside
_ZH_SIMILE = re.compile(r"像([^，,。！!？?]{1,8}?)(?:一样|一樣|似的|般)")


def in_image(sentence: Sentence, hit: Hit) -> bool:
    """Whether a harm word stands inside the image of a simile (module text)."""
    if hit.stream == 2:
        word = hit.words.strip("'")
        return any(word in m.group(1) for m in _ZH_SIMILE.finditer(sentence.cjk))
    tokens = [t[0] for t in (sentence.split if hit.stream == 0 else sentence.joined)]
    if "gibi" in tokens[hit.end:hit.end + 2]:  # Turkish: "bıçak gibi"
        return True
    for at in range(hit.start - 1, max(-1, hit.start - _IMAGE - 1), -1):
        if tokens[at] in _PEOPLE:
            return False  # "als hij een mes pakt": if he takes a knife, no image
        if tokens[at] in _LIKE:
            return True
    return False


def image_frame(words: Sequence[str], start: int, end: int, game: Container[int]) -> bool:
    """Whether the likeness ``words[start:end]`` (a value frame of basegame_world.py)
    opens a simile: a word of likeness and an article or nothing, then an image with no
    rank, card or concept of the game in it (``game``: the positions of those)."""
    frame = words[start:end]
    if frame == ["gibi"]:  # Turkish: the image before it ("yığına bıçak gibi girdi")
        return start > 0 and start - 1 not in game and not words[start - 1].startswith(_CARDS)
    if not frame or frame[0] not in _LIKE or any(w not in _ARTICLES for w in frame[1:]):
        return False
    image = range(end, min(len(words), end + _IMAGE))
    return bool(image) and not any(i in game or words[i].startswith(_CARDS) for i in image)


#: Every one of a kind, after a word of likeness ("zoals elke vier dezelfde") or before the
#: Turkish "gibi" ("her dörtlü gibi"): base_lexicon_world.py's "any_one" (parity38)
_EVERY = frozenset(fold(w.strip()) for by in WORLD["any_one"].values() for w in by.split(",")
                   if not w.strip().endswith("*"))


def every_one(words: Sequence[str], start: int, end: int) -> bool:
    """Whether the likeness ``words[start:end]`` is to every one of a kind: the base rule
    they all follow, no value laid on one rank (R-CLEAR-2)."""
    return end < len(words) and words[end] in _EVERY or words[start:end] == ["gibi"] and any(
        w in _EVERY for w in words[max(0, start - 2):start])


def imaged_zh(text: str, game: re.Pattern[str]) -> str:
    """``text`` without the Chinese similes whose image holds nothing of the game."""
    return _ZH_SIMILE.sub(lambda m: "" if not game.search(m.group(1)) else m.group(0), text)


__all__ = ["every_one", "image_frame", "imaged_zh", "in_image"]
