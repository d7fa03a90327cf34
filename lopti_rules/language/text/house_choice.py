"""A choice of the house, not of the game (issue 29, session 26: R-CUSTOM-4).

R-CUSTOM-4 keeps people out of the rules: a rule's effects may not fall on a player picked
by who they are. The host of the evening is such a person: the same one all session,
whoever wins or deals (not a game role), so a text that gives the host anything in the
game ("the host leads every round", "the host decides ties", "the host decides who
deals") or puts a cost or a chore on them ("the host does the dishes") picks a person
(LP304), as before.

A **choice of the house that is no game decision**, the music, the playlist, the snacks,
the lights, a break, what to eat, which game comes after Lopti, is the host's in their own
home with or without a rule: "the host decides the music", "Der Gastgeber sucht die Musik
aus", "De gastheer bepaalt de muziek", "Ev sahibi müziği seçer", "主人选音乐". It gives
nobody anything in the game and costs nobody anything, so naming the host for it targets
nobody (the same choice given to a role that rotates, "the dealer picks the music", was
clean already). It reads as slots:

- **a choosing verb** (decide, pick, choose, select, is in charge of; entscheidet, wählt,
  sucht aus, bestimmt; kiest, bepaalt, beslist; seçer, karar verir, belirler; 决定, 选, 挑);
- **an off-game matter** (the lexicon's ``p_offbook`` words, and Turkish soft forms such
  as "müziği"), but the seats and the shuffle, which are the game's;
- **nothing of the game** beside it: no card, turn, round, vote, Roshambo, tie, draw,
  money, chore or other game word; a round named as the choice's time ("for the next
  round", "voor de volgende ronde", "下一局") is when, not what, is chosen.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .host_place import placed
from .matching import Hit
from .textnorm import Sentence, clauses, fold

#: A choosing verb, in the five languages
_CHOOSE = re.compile(
    r"\b(?:decide\w*|pick\w*|choose\w*|chose|select\w*|in charge of|gets to say|puts? on|"
    r"entscheid\w*|w(?:a|ä)hl\w*|such\w*(?: \w+){1,3} aus|aussuch\w*|bestimm\w*|"
    r"legt(?: \w+){1,3} auf|kiest|kiezen|kies|bepaal\w*|beslis\w*|zoekt(?: \w+){1,3} uit|"
    r"uitzoeken|zet(?: \w+){1,3} op|"
    r"se(?:c|ç)er|se(?:c|ç)sin|se(?:c|ç)mek|karar verir|karar versin|belirler|belirlesin)\b|"
    r"决定|決定|选|選|挑|定|放")
#: Off-game matters the lexicon's words miss (Turkish consonant softening: "müziği";
#: what is drunk or eaten tonight: "喝什么茶", "which tea")
_OFFBOOK = re.compile(r"\bm(?:u|ü)zi(?:g|ğ)\w*|\bsark(?:i|ı)\w*|\b(?:tea|tee|thee|cay)\b|"
                      r"喝什么|喝什麼|吃什么|吃什麼|茶|歌")
#: What ``p_offbook`` names that belongs to the game: the seats, the shuffle
_GAME_MATTERS = ("seat", "shuffl", "misch", "schud", "karistir", "karıştır", "洗牌", "座")
#: The words of a game decision, a cost or a chore beside the choice
_GAME = frozenset(("game_fact", "play_object", "draw_move", "play_move", "vote", "vote_act",
                   "roshambo", "tie", "rounds", "in_play", "p_thing", "b_draw", "k_draw",
                   "k_chore", "LP710", "seat", "position", "last_card", "table_act",
                   "leader"))


#: A round named as the time of the choice ("for the next round", "nach jeder Runde", "voor
#: de volgende ronde", "her elden sonra", "下一局"), not what is chosen; a hand of play
#: ("after any hand", "son eli beklemeden": session 46) and the last one as a time too
_ROUNDS = ("round", "rounds", "hand", "hands", "runde", "runden", "partie", "ronde", "rondes",
           "potje", "el", "elden", "eli")
_WHEN = frozenset(fold(w) for w in (
    "next", "each", "every", "after", "before", "this", "nächste", "nächsten", "jeder",
    "jede", "nach", "vor", "diese", "dieser", "volgende", "elke", "na", "voor", "deze",
    "sonraki", "her", "bu", "last", "letzte", "letzten", "laatste", "son"))
_ZH_WHEN = re.compile(r"(?:下一|每一?|这一?|這一?|本)(?:局|轮|輪)")
_WHEN_REACH = 3


#: A clause of the moment, its game words the time of what is done, not what is done
#: (session 44, fair44): "... while we sort our cards", "während wir die Karten
#: sortieren", "terwijl we de kaarten sorteren", Turkish "-ken" ("kartlarımızı
#: sıralarken"), "我们理牌的时候"
_WHILE_BY_LANGUAGE = {"en": ("while", "whilst"), "de": ("während", "waehrend"),
                      "nl": ("terwijl",)}
_WHILE = frozenset(fold(w) for words in _WHILE_BY_LANGUAGE.values() for w in words)
_TR_WHILE = ("ken",)
_TR_WHILE_REACH = 2
_ZH_WHILE = re.compile(r"[\u4e00-\u9fff]{1,3}(?:的时候|的時候|时|時)")


def _in_a_while(sentence: Sentence, hit: Hit) -> bool:
    """Whether a game word stands in a clause that only says when (:data:`_WHILE`)."""
    if hit.stream == 2:
        said = hit.words.strip("'")
        return any(said in m.group(0) for m in _ZH_WHILE.finditer(sentence.cjk))
    tokens = [t[0] for t in sentence.split]
    start = next((a for a, b in clauses(sentence) if a <= hit.start < b), 0)
    if any(t in _WHILE for t in tokens[start:hit.start]):
        return True
    return any(len(t) > 5 and t.endswith(_TR_WHILE)
               for t in tokens[hit.end:hit.end + _TR_WHILE_REACH])


def _a_time(sentence: Sentence, hit: Hit) -> bool:
    """Whether a game word is a round named as the time of the choice, or stands in a
    clause that only says when (:func:`_in_a_while`)."""
    if _in_a_while(sentence, hit):
        return True
    if hit.stream == 2:
        return bool(_ZH_WHEN.search(sentence.cjk)) and hit.words.strip("'") in (
            "局", "轮", "輪", "下一局", "每局")
    tokens = [t[0] for t in sentence.split]
    if tokens[hit.start] in _WHEN:  # "next" in "the next round"
        return tokens[hit.end:hit.end + 1] != [] and tokens[hit.end] in _ROUNDS
    return tokens[hit.start] in _ROUNDS and bool(
        set(tokens[max(0, hit.start - _WHEN_REACH):hit.start]) & _WHEN)


def game_words(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """The words of a game decision, a cost or a chore in the sentence (``_GAME``), but a
    round named as a time ("for the next round")."""
    return [h for h in hits if h.name in _GAME and not _a_time(sentence, h)]


def chosen(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence is a choice of the house that is no game decision (see the
    module text): naming the host for it picks nobody."""
    if game_words(sentence, hits):
        return False
    matters = [h for h in hits if h.name == "p_offbook" and not fold(
        h.words.strip("'")).startswith(_GAME_MATTERS)]
    if not matters and not _OFFBOOK.search(sentence.folded):
        return False
    return bool(_CHOOSE.search(sentence.folded) or _CHOOSE.search(sentence.cjk))


def off_game(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether naming the host picks nobody: a choice of the house (:func:`chosen`), or
    the host only as a place, a source or an owner (language/text/host_place.py)."""
    return chosen(sentence, hits) or placed(sentence, hits)


__all__ = ["chosen", "game_words", "off_game"]
