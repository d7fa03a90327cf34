"""The host named as a place, a source or an owner, not as a person picked (issue 29,
session 27: R-CUSTOM-4, LP304).

R-CUSTOM-4 keeps people out of the rules: the host of the evening is the same person all
session, so a text that gives the host anything in the game or puts a cost on them picks a
person (LP304, language/text/house_choice.py). A text that names the host only as **where
a thing is, where it comes from or whose it is** asks nothing of the host and gives them
nothing: "pet the host's dog", "borrow a pen from the host", "the deck stays with the
host", "Das Deck bleibt beim Gastgeber", "Leen een pen van de gastheer", "Ev sahibinden
bir kalem ödünç al", "牌留在主人家". It reads as slots:

- **the host in a place, source or owner slot**: after a preposition of place, source or
  owner (from, with, at; von, bei, beim; van, bij; ``_PLACE``), before a possessive ("the
  host's"), a genitive ("des Gastgebers"), a Turkish case of place, source or owner
  ("ev sahibinde", "ev sahibinden", "ev sahibinin") or, in Chinese, 的, 家, or 从/向/在
  before it;
- **nothing of the game given or taken**: no money, chore, draw, shuffle, vote, tie or
  Roshambo, no standing of play, no person of the host's ("the host's partner": LP304);
  a card or the deck only where it is kept ("stays", "bleibt", "blijft", "kalır", "留"):
  "take a card from the host", "the host's cards count double",
  "the loser pays the host's pizza" stay LP304 (or LP710).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, fold

#: the host, in the five languages (as folded tokens; Chinese apart)
_HOST = frozenset(fold(w) for w in (
    "host", "hosts", "hostess", "gastgeber", "gastgebers", "gastgeberin", "gastheer",
    "gastvrouw", "gastgever"))
#: Turkish "ev sahibi" in its cases of place, source and owner
_TR_HOST = re.compile(r"\bev sahib(?:i|in)?(?:nde|nden|nin|de|den|in)\b")
_ZH_HOST = re.compile(r"(?:从|從|向|在|跟|问|問)主人|主人(?:的|家)")
#: prepositions of place, source or owner, and the articles between them and the host
_PLACE = frozenset(fold(w) for w in (
    "from", "with", "at", "by", "of", "von", "vom", "bei", "beim", "van", "bij", "des"))
_ARTICLES = frozenset(fold(w) for w in ("the", "our", "der", "dem", "des", "de", "het",
                                        "onze", "unserem", "unserer"))
#: what is given or taken in the game, a cost or a chore
_GAME = frozenset(("LP710", "k_chore", "draw_move", "play_move", "vote", "vote_act",
                   "roshambo", "tie", "b_draw", "k_draw", "leader", "rounds", "position",
                   "last_card", "k_lost", "award", "play_mix",
                   # a person of the host's ("the host's partner") is a person picked
                   "k_bond"))
#: cards or the deck, allowed only where they are kept
_CARDS = frozenset(("game_fact", "play_object", "p_thing", "in_play"))
_KEPT = re.compile(r"\b(?:stays?|remains?|bleib\w*|blijf\w*|blijft|kal(?:i|ı)r\w*)\b|留|放在")


def _slot(tokens: Sequence[str], at: int) -> bool:
    """Whether the host word at ``at`` stands in a place, source or owner slot."""
    before = at - 1
    while before >= 0 and tokens[before] in _ARTICLES and tokens[before] != "des":
        before -= 1
    if before >= 0 and tokens[before] in _PLACE:
        return True
    return at + 1 < len(tokens) and tokens[at + 1] == "s"  # "the host's"


def placed(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence names the host only as a place, a source or an owner, with
    nothing of the game given or taken (module text)."""
    tokens = [t[0] for t in sentence.split]
    spots = [i for i, t in enumerate(tokens) if t in _HOST]
    slotted = bool(spots) and all(_slot(tokens, i) for i in spots)
    slotted = slotted or bool(_TR_HOST.search(sentence.folded)) or bool(
        _ZH_HOST.search(sentence.cjk))
    if not slotted:
        return False
    kept = bool(_KEPT.search(sentence.folded) or _KEPT.search(sentence.cjk))
    # the slot's own preposition ("beim", "bij": a place beside) is no seat of play, and a
    # deck kept somewhere is a game ("het spel kaarten"), not its rounds
    near = {i - 1 for i in spots} | {i - 2 for i in spots}
    game = [h for h in hits if h.name in _GAME and not (
        h.stream == 0 and h.start in near and h.name == "position")
        and not (kept and h.name == "rounds")]
    return not game and (kept or not any(h.name in _CARDS for h in hits))


__all__ = ["placed"]
