"""A round's places set by a person instead of by play (issue 29, session 32, brief
r2text32): the winner, a standing, the dealer or the creator ranks the others, decides or
hands out second, third or last place ("第二、第三和最后一名由赢家来排", "the winner ranks the
others", "der Sieger bestimmt, wer Zweiter wird", "de winnaar bepaalt de plaatsen",
"sıralamayı kazanan belirler").

Places come from the order players go out (R-WIN-3): a place a person hands out is a
result set by someone instead of by play, and whoever does it picks a person (R-CUSTOM-4).
Read as slots in one sentence: a place (second, third, last, the places, the ranking), a
verb of setting it (ranks, decides, assigns, "bestimmt", "bepaalt", "belirler", "排",
"定") and a person who does (a role: the winner, the dealer, the champion, the creator;
Chinese "由…"). Clean: the places said by the order out ("second place goes to whoever
goes out second"), a place announced or written down ("the winner writes the places on
the sheet"), a place denied to be set ("nobody decides the places"). Asked by
language/text/play_readings.py (LP716).
"""

from __future__ import annotations

import re

from .clause_readings import Reading
from .denial_lexicon import NOBODY_LATIN, NOBODY_ZH, PROHIBITION_ZH
from .textnorm import Sentence, any_of

WHY = {"places": ("places come from the order players go out, R-WIN-3, and a place one "
                  "person hands out picks a person, R-CUSTOM-4; the game never hears a text "
                  "and no check reads it: write it as the rule's actions, R-CUSTOM-2, "
                  "R-CUSTOM-3")}

#: A place in the round's result
_PLACE = re.compile(
    r"\b(?:(?:second|third|fourth|last) place|places|placings|ranking|rankings|"
    r"(?:zweite|dritte|vierte|letzte)[rn]? platz|platzierung\w*|rangfolge|pl(?:ä|a)tze|"
    r"wer (?:zweite|dritte|vierte|letzte)[rn]?|"
    r"(?:tweede|derde|vierde|laatste) plaats|de plaatsen|rangschikking|"
    r"wie (?:tweede|derde|vierde|laatste) wordt|"
    r"ikincilik|ucunculuk|sonunculuk|siralama\w*|dereceler\w*)\b")
_PLACE_ZH = re.compile(r"第二|第三|第四|最后一名|最後一名|名次|排名")
#: A verb of setting the places
_SET = re.compile(
    r"\b(?:ranks?|ranked|decides?|decided|sets?|assigns?|assigned|hands? out|awards?|"
    r"picks?|chooses?|determines?|"
    r"bestimm\w*|legt \w+ ?\w* ?fest|festleg\w*|vergibt|verteilt|entscheid\w*|w(?:ä|a)hlt|"
    r"bepaalt|bepalen|kiest|verdeelt|deelt \w+ ?\w* ?toe|beslist|"
    r"belirler|belirlesin|secer|dagitir|karar verir)\b")
_SET_ZH = re.compile(r"来排|來排|排定|决定|決定|指定|安排|来定|來定|说了算|說了算|分配")
#: Who sets them: a role at the table, or Chinese "由…" (by)
_WHO = re.compile(
    r"\b(?:winner|dealer|champion|leader|creator|host|loser|"
    r"sieger|gewinner|geber|champion|spitzenreiter|urheber|gastgeber|"
    r"winnaar|deler|kampioen|koploper|maker|gastheer|"
    r"kazanan|dagitici|sampiyon|lider|kurucu)\b")
_WHO_ZH = re.compile(r"由|赢家|贏家|冠军|冠軍|庄家|莊家|发牌的人|發牌的人")
#: The set denied ("nobody decides the places", "不由任何人决定")
#: How far apart the verb and the place may stand, in characters
_GAP = 40
_NO = any_of(NOBODY_LATIN, r"\b(?:not|nicht|niet|never|nie|nooit)\b")  # denial_lexicon.py
_NO_ZH = any_of(NOBODY_ZH, PROHIBITION_ZH, "不由")


def set_places(sentence: Sentence) -> Reading | None:
    """The reading of a round's places set by a person (the module text), or None."""
    text, zh = sentence.folded, sentence.cjk
    words = ""
    if zh and _PLACE_ZH.search(zh) and _WHO_ZH.search(zh) and not _NO_ZH.search(zh):
        place, verb = _PLACE_ZH.search(zh), _SET_ZH.search(zh)
        if place is not None and verb is not None:
            words = f"'{place.group(0)}' … '{verb.group(0)}'"
    elif _WHO.search(text) and not _NO.search(text):
        words = next((f"'{verb.group(0)}' … '{place.group(0)}'" if verb.start() < place.start()
                      else f"'{place.group(0)}' … '{verb.group(0)}'"
                      for verb in _SET.finditer(text) for place in _PLACE.finditer(text)
                      if max(verb.start(), place.start()) - min(verb.end(), place.end())
                      <= _GAP), "")
    if not words:
        return None
    return Reading(words, f"free text lays down a rule of play: {words} ({WHY['places']})")


__all__ = ["WHY", "set_places"]
