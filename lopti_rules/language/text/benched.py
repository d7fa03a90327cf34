"""A player kept out of a round by someone else's choice (issue 29, session 32, brief
r2text32): the winner, a standing, the dealer or the table picks a person who sits out,
may not play or is benched the next round ("de winnaar kiest één speler die de volgende
ronde niet meespeelt", "kazanan, bir sonraki turu oynamayacak bir oyuncu seçer", "赢家指定
一个人，下一局不许上桌", "the champion names someone who sits out the next round").

A person barred from a round is barred from winning it (R-CUSTOM-3: no rule may keep a
player from winning), and the one barred is a person somebody picks, not a condition of
the game (R-CUSTOM-4). Read as slots in one sentence, in the five languages: a verb of
picking, a person as what is picked (its object: "someone", "a player", "who", "wie",
"bir oyuncu", "一个人", "谁"), and, said of that person, a round or turns missed (sit out,
not play, benched, "setzt aus", "speelt niet mee", "oynamayacak", "不许上桌").

Clean, a choice for oneself: "whoever wants a break may sit out the next round", "anyone
may choose to sit out" (no person picked: LP304's doc calls wanting a game condition);
the pick denied ("nobody picks who sits out"); a person picked for anything else ("the
winner picks who deals next", "... who sits next to them"); the one who sat out doing the
picking ("whoever sits out picks the music": the person stands before the verb). Turkish
puts the verb last, so there the barred one is a participle of what is to come
("oynamayacak bir oyuncu seçer"); "oynamayan oyuncu müziği seçer" (the player not
playing picks the music) stays clean. language/text/play_readings.py asks it (LP716).

Kept beside the slot reader (text/standing_slots.py, session 34, brief r1fold34): what is
picked here is a PERSON kept out (R-CUSTOM-3), whoever picks (a standing, the dealer or
the table), not a base event bent for the one who picks; its permission words are
text/permission.py's, the one list.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .clause_readings import Reading
from .denial_lexicon import NOBODY_LATIN, NOBODY_ZH
from .matching import Hit
from .permission import PERMIT_RE
from .textnorm import Sentence, any_of, clauses, fold

WHY = {"barred": ("a player kept out of a round cannot win it, R-CUSTOM-3, and one picked by "
                  "another is a person, not a condition of the game, R-CUSTOM-4; the game "
                  "never hears a text and no check reads it: write it as the rule's actions, "
                  "R-CUSTOM-2, R-CUSTOM-3")}

#: A verb of picking a person (folded: "seçer" is "secer")
_PICK = re.compile(
    r"\b(?:picks?|picked|chooses?|chose|chosen|names?|named|selects?|selected|designates?|"
    r"nominates?|decides?|points? (?:out|at|to)|singles? out|"
    r"w(?:ä|a|ae)hl\w*|bestimm\w*|sucht \w+ aus|aussuch\w*|ernenn\w*|entscheid\w*|nennt|"
    r"benenn\w*|zeigt auf|"
    r"kiest|kiezen|kies|gekozen|wijst|aanwijz\w*|aangewezen|bepaalt|bepalen|noemt|beslist|"
    r"secer\w*|secsin|secebilir|belirler|belirlesin|karar verir|karar versin|isaret eder)\b")
_PICK_ZH = re.compile(r"指定|点名|點名|挑选|挑選|挑|选|選|决定|決定|安排")
#: A person as what is picked
_PERSON = re.compile(
    r"\b(?:someone|somebody|who|whom|a player|one player|another player|an opponent|"
    r"one of (?:the|us|them)|"
    r"jemand\w*|wer|wen|einen spieler\w*|eine spielerin|einen mitspieler\w*|"
    r"iemand|wie|een speler|een medespeler|"
    r"birini|birisini|bir oyuncu\w*|oyuncuyu|kimin|kimi)\b")
_PERSON_ZH = re.compile(r"一个人|一個人|一名|一位|一个玩家|一個玩家|谁|誰|某人|某个人|某個人|"
                        r"对手|對手")
#: Turkish: a round missed, as what is to come ("oynamayacak", "dışarıda kalacak"); the
#: present participle ("oynamayan oyuncu") is the one not playing now
_TR = (r"oynamayaca\w*|oynayamayaca\w*|(?:disarida|kenarda|yedekte) (?:kalaca|oturaca|"
       r"bekleyece)\w*|(?:turu|eli|oyunu) (?:atlayaca|kacirac)\w*")
_BARRED_TR = re.compile(r"\b(?:" + _TR + r")\b")
#: A round or turns missed, said of the person picked
_BARRED = re.compile(
    r"\b(?:sits? out|sitting out|(?:may|can|does|do|will|must|shall) not play|"
    r"(?:doesn't|don't|won't|can't|cannot|mustn't) play|is benched|benched|on the bench|"
    r"(?:skips?|miss(?:es)?|loses?) the (?:next |whole |following )?(?:round|game|hand)|"
    r"aussetzt|aussetzen|setzt (?:\w+ ){0,3}aus|"
    r"nicht mitspiel\w*|spielt (?:\w+ ){0,3}nicht mit|nicht mitmach\w*|auf die (?:ersatz)?bank|"
    r"niet meespeel\w*|niet meedoe\w*|niet meedoen|speelt (?:\w+ ){0,3}niet mee|"
    r"doet (?:\w+ ){0,3}niet mee|"
    r"uitzit\w*|zit (?:\w+ ){0,3}uit\b|op de bank|ronde overslaan|ronde over|" + _TR + r")\b")
_BARRED_ZH = re.compile(r"不许上桌|不許上桌|不能上桌|不准上桌|不准上場|不许玩|不許玩|不能玩|不准玩|"
                        r"不许参加|不許參加|不能参加|不能參加|不参加|不參加|停一局|停赛|停賽|坐冷板凳|"
                        r"下场休息|下場休息|休息一局|旁观|旁觀|观战|觀戰|轮空|輪空|罚下场|罰下場|不许打|不能打")
#: The pick denied: nobody picks ("nobody may pick who sits out")
_NOBODY = re.compile(NOBODY_LATIN)  # text/denial_lexicon.py
_NOBODY_ZH = any_of(NOBODY_ZH, r"不能指定|不许指定|不得指定")
#: How far the person may stand from the verb, and the bar from the person, in characters
_NEAR, _FAR = 30, 70


def barred(sentence: Sentence) -> Reading | None:
    """The reading of a person picked by another to be kept out of a round (the module
    text), or None."""
    text = sentence.folded
    words = _latin(text) if not _NOBODY.search(text) else ""
    zh = sentence.cjk
    if not words and zh and not _NOBODY_ZH.search(zh):
        words = _chinese(zh)
    if not words:
        return None
    return Reading(words, f"free text lays down a rule of play: {words} ({WHY['barred']})")


def _latin(text: str) -> str:
    """Pick, person, bar in that order; in Turkish, bar, person, pick ("oynamayacak bir
    oyuncu seçer") or the person's question first ("kimin oynamayacağına ... karar
    verir")."""
    for pick in _PICK.finditer(text):
        for person in _PERSON.finditer(text, pick.end(), pick.end() + _NEAR):
            bar = _BARRED.search(text, person.end(), person.end() + _FAR)
            if bar is not None:
                return f"'{pick.group(0)}' … '{person.group(0)}' … '{bar.group(0)}'"
        before = text[max(0, pick.start() - _FAR):pick.start()]
        for tr in _BARRED_TR.finditer(before):
            who = _PERSON.search(before, tr.end()) or _PERSON.search(before, 0, tr.start())
            if who is not None:
                return f"'{tr.group(0)}' … '{who.group(0)}' … '{pick.group(0)}'"
    return ""


def _chinese(zh: str) -> str:
    """A picking verb, a person right after it and a bar after the person ("赢家指定一个人，
    下一局不许上桌", "冠军决定谁下一局不能玩")."""
    for pick in _PICK_ZH.finditer(zh):
        person = _PERSON_ZH.search(zh, pick.end(), pick.end() + 3)
        if person is None:
            continue
        bar = _BARRED_ZH.search(zh, person.end(), person.end() + 14)
        if bar is not None:
            return f"'{pick.group(0)}' … '{person.group(0)}' … '{bar.group(0)}'"
    return ""


#: A choice for oneself ("may choose to sit out", "entscheidet selbst", "zelf kiezen")
_SELF = re.compile(r"\b(?:chooses?|decides?|opts?) (?:to|whether|if)\b|\bselbst\b|\bselber\b|"
                   r"\bzelf\b|\bkendi\w*\b|自己")
#: Another player named as the one who sits out
_OTHER = re.compile(r"\b(?:the next player|another player|someone else|the others|"
                    r"(?:den|der) n(?:ä|a)chsten? spieler|einen anderen|jemand anderen|"
                    r"de volgende speler|iemand anders|een ander|birini|baska bir oyuncu\w*|"
                    r"sonraki oyuncu\w*)\b|下家|别人|別人")


def own_choice(sentence: Sentence, hits: Sequence[Hit], lost: Hit | None) -> bool:
    """Whether the turns or the round a sentence says are missed are a break taken by
    choice: a wish before them ("whoever wants a break may sit out", "wer eine Pause
    braucht, darf aussetzen", "wie even pauze wil, mag ... overslaan", "想休息的人可以...")
    or a choice for oneself ("anyone may choose to sit out", "jeder entscheidet selbst"),
    a permission, and nobody else named to sit out and nobody picking (:func:`barred`).
    Wanting is a game condition (docs/lint/LP304.md), and the break is the player's own."""
    text = f"{sentence.folded} {sentence.cjk}"
    if lost is None or not PERMIT_RE.search(text) or _OTHER.search(text) \
            or barred(sentence) is not None:
        return False
    wish = any(h.name == "volition" and (h.stream == 2 or lost.stream == 2 or (
        h.stream == lost.stream and h.start < lost.start)) for h in hits)
    return wish or bool(_SELF.search(text))


#: What "aussetzen" sits out when an occasion comes before it ("beim Anstoßen aussetzen",
#: "bij de toost overslaan"): the game's own words make it the turn again
_AT_OCCASION_BY_LANGUAGE = {"en": ("during",), "de": ("beim", "bei", "während"),
                            "nl": ("bij", "tijdens")}
_AT_OCCASION = frozenset(fold(w) for ws in _AT_OCCASION_BY_LANGUAGE.values() for w in ws)
_GAME_OCCASION_BY_LANGUAGE = {
    "en": ("turn", "round", "game", "hand", "deal", "vote"),
    "de": ("zug", "zuges", "runde", "spiel", "partie", "karte", "karten", "stapel",
           "abstimmung"),
    "nl": ("beurt", "ronde", "spel", "potje", "kaart", "stapel", "stemming")}
_GAME_OCCASION = frozenset(fold(w) for ws in _GAME_OCCASION_BY_LANGUAGE.values() for w in ws)


def occasion_skipped(sentence: Sentence, hits: Sequence[Hit], lost: Hit | None) -> bool:
    """Whether the turn lost is an occasion off the game sat out (session 45, fair45):
    "Wer erkältet ist, darf beim Anstoßen aussetzen" skips the toast, no turn (R-TURN-1
    untouched); "beim nächsten Zug aussetzen" is a turn again."""
    if lost is None or lost.stream == 2:
        return False
    tokens = [t[0] for t in sentence.split]
    at = next((i for i in range(lost.start - 1, max(-1, lost.start - 5), -1)
               if tokens[i] in _AT_OCCASION), None)
    if at is None or at + 1 >= lost.start or not any(
            a <= at and lost.start < b for a, b in clauses(sentence)):
        return False  # "Wer beim Fenster sitzt, setzt aus": the occasion another clause's
    between = set(tokens[at + 1:lost.end])  # "slaat zijn eerste beurt over": a turn
    return not between & _GAME_OCCASION and not any(
        h.stream == 0 and h.name in ("game_fact", "rounds", "in_play", "number")
        and at < h.start < lost.start for h in hits)


__all__ = ["WHY", "barred", "occasion_skipped", "own_choice"]
