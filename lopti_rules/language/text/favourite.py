"""A player picked by someone's liking (issue 29, session 38, parity38: LP304).

"Whoever the dealer likes best draws two cards", "Wen der Geber am liebsten mag, der
zieht zwei", "De speler die de deler het leukst vindt, trekt twee kaarten", "Dağıtıcının
en sevdiği oyuncu iki kart çeker", "发牌的人最喜欢谁，谁就摸两张牌": the one picked is
whoever a person at the table likes, a disguised person (R-CUSTOM-4), however the liker
is named (a role is a role, but its liking is the person's). language/text/selection.py
reads the dealer in the clause as a game fact, so the clause picked nobody there.

Read with clause_lexicon.py's "liking" (one entry of the meaning, in the five languages,
that selection.py reads too): a **liking** in a clause that picks a person (a selector
"whoever", "wen", "wie", "kim"; a relative after a person word, "the player who", "de
speler die"; a person noun, "the player the dealer likes"; a Turkish participle before
"oyuncu"; Chinese 喜欢的玩家, 喜欢谁), with a **liker** named between them: a role or a
person (the clause's subject). "Whoever likes dogs deals" (no liker: the picked one's own
taste) is selection.py's; a thing liked ("the card the dealer likes best", "en sevdiği
şarkı", "最喜欢的歌") picks nobody.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .clause_readings import Reading
from .matching import Hit
from .matching import language as _language
from .textnorm import Sentence, clauses, fold

#: What a liked person is picked by: a selector, or a person word a relative or a liker
#: follows ("whoever", "wen", "the player who", "de speler die", "the player the dealer")
_SELECTORS = frozenset(("whoever", "whom", "wer", "wen", "wem", "wie", "kim", "kimi"))
_NOT_SELECTORS = {"de": frozenset(("wie",)), "en": frozenset(("wie", "wer", "kim", "wen", "wem"))}
_PERSONS = frozenset(fold(w) for w in (
    "player", "person", "one", "spieler", "spielerin", "person", "derjenige", "diejenige",
    "speler", "persoon", "degene"))
_TR_PERSONS = ("oyuncu", "kisi", "kişi")
#: A relative after a person word, across the comma German sets ("der Spieler, den …")
_RELATIVES = frozenset(("who", "whom", "that", "den", "die", "der", "dem", "welchen", "dat"))
#: The liker: a role or a person named in the picking clause (a hit of these groups)
_LIKERS = frozenset(("leader", "c_person", "standing", "creator", "k_creator"))
#: The listeners addressed as the liker: everyone at the table, each their own choice
_ADDRESSED_BY_LANGUAGE = {"en": ("you",), "de": ("du", "ihr"), "nl": ("je", "jij", "jullie", "u"),
                          "tr": ("sen", "siz")}
_ADDRESSED = frozenset(fold(w) for ws in _ADDRESSED_BY_LANGUAGE.values() for w in ws)
#: The article that opens the liker right after a person noun ("the player the dealer
#: likes best"): no relative pronoun, the liker's clause follows the noun at once
_ARTICLES = frozenset(("the", "der", "die", "den", "dem", "de", "het"))
#: A liking noun that picks its one by a possessive before it ("the dealer's favourite")
_NOUNS = ("favourite", "favorite", "lieblings", "liebling", "lievelings", "favoriet",
          "gozde", "gözde", "favori")
#: Chinese: a liking whose object is a person, said after it
_ZH_LIKED = r"(?:的(?:玩家|人|那位|那个人|那個人)|谁|誰)"
_ZH_CLAUSE = re.compile(r"[^，,。；;！!？?]+")
_ZH_LIKER = re.compile(r"(?:人|者|家|我|他|她|你|冠军|冠軍|庄|莊)$")

MESSAGE = "free text picks a player by someone's liking: {words}, a disguised person " \
          "(R-CUSTOM-4)"


def picked(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """The player picked by a liker's liking in ``sentence`` (words, message), or None."""
    liked = [h for h in hits if h.name == "liking"]
    if not liked:
        return None
    if any(h.stream == 2 for h in liked):
        return _chinese(sentence, [h.words.strip("'") for h in liked if h.stream == 2])
    tokens = [t[0] for t in sentence.split]
    lang = _language(sentence)
    selectors = _SELECTORS - _NOT_SELECTORS.get(lang, frozenset())
    likers = [h for h in hits if h.stream == 0 and h.name in _LIKERS]
    for like in (h for h in liked if h.stream == 0):
        start, end = next(((a, b) for a, b in clauses(sentence) if a <= like.start < b),
                          (0, len(tokens)))
        marker = next((j for j in range(like.start - 1, start - 1, -1)
                       if tokens[j] in selectors
                       or tokens[j] in _PERSONS and j + 1 < like.start
                       and tokens[j + 1] in _ARTICLES
                       or tokens[j] in _RELATIVES and j > 0 and tokens[j - 1] in _PERSONS),
                      None)
        lo = marker  # the liker stands after the marker ...
        if marker is None and like.end < end and tokens[like.end].startswith(_TR_PERSONS):
            marker, lo = start, start - 1  # "dağıtıcının en sevdiği oyuncu": the liker first
        if marker is None and tokens[like.start].startswith(_NOUNS):
            marker = max(start, like.start - 3)  # "the dealer's favourite"
            lo = marker - 1
        if marker is None or lo is None:
            continue
        liker = next((h for h in likers if lo < h.start < like.start), None)
        if liker is None or tokens[liker.start] in _ADDRESSED:
            continue  # "vote for whoever you like": each listener's own choice, as 大家
        # below (session 45: no one's liking picks anybody when everyone may choose)
        stop = like.end + (1 if like.end < end and tokens[like.end].startswith(_TR_PERSONS)
                           else 0)
        words = "'" + " ".join(tokens[marker:stop]) + "'"
        return Reading(words, MESSAGE.format(words=words))
    return None


def _chinese(sentence: Sentence, words: Sequence[str]) -> Reading | None:
    """"发牌的人最喜欢谁，谁就…", "发牌者最喜欢的玩家…": a liking of a person, its liker
    said before it in the clause."""
    liking = "|".join(map(re.escape, sorted(set(words), key=lambda w: (-len(w), w))))
    for clause in _ZH_CLAUSE.findall(re.sub(r"\s+", "", sentence.folded)):
        m = re.search(rf"(?:{liking}){_ZH_LIKED}", clause)
        if m is None:
            continue
        liker = re.sub(r"[最更很比较較也都]+$", "", clause[:m.start()])
        # the liker a person or a role ("发牌的人", "发牌者", "赢家", "我"), not everyone
        if _ZH_LIKER.search(liker) and not re.search(
                r"(?:谁|誰|大家|每个人|每個人|所有人|我们|我們)$", liker):
            said = f"'{clause[:m.end()]}'"
            return Reading(said, MESSAGE.format(words=said))
    return None


__all__ = ["MESSAGE", "picked"]
