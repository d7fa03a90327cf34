"""A seat by its place in the room is a person (issue 29, session 41, brief told41):
R-CUSTOM-4.

"Whoever sits under the air conditioner", "the player nearest the bookshelf", "wer unter
der Klimaanlage sitzt", "wie onder de lamp zit", "klimanın altında oturan", "minderde
oturan", "坐在书架旁边的人": a place in the room (a lamp, a window, the sofa, the head of
the table, a draughty corner) stays where it is all evening, and so does whoever sits
there; it picks one person as surely as a name. harm_lexicon.py's ``place`` lists the
places a table names most; this reads the shape itself, any place: a person word, a word
of sitting or nearness and a place after it that is no person, no role and no part of the
game (language/text/life_readings.py asks it when no listed place is named).

Fair, and clean: a seat counted from a role or a player ("left of the dealer", "next to
the winner", "dağıtıcının solunda oturan", "坐在发牌人左边的人": the role rotates, R-SETUP-4),
from the game's own things ("whoever sits nearest the deck shuffles": the deck lies where
the dealer puts it, and shuffling costs nobody anything), the table itself (everyone sits
at it), and a seating the same for all ("everyone stays in their seat", "swap seats every
round", "nobody sits under the lamp all night").
"""

from __future__ import annotations

import re

from .textnorm import Sentence, has_cjk

#: English and Dutch/German: a person, sitting or near, a preposition of place, the place
_EN = re.compile(
    r"\b(?:whoever|player|person|one|anyone|someone|who)\b(?: who)?(?: (?:sits|is sitting|"
    r"sitting|sat|is seated|seated|is))? (?:right |directly |closest |nearest )?(?:under|"
    r"beneath|below|by|beside|next to|near|nearest(?: to)?|closest to|at|on|in|opposite|"
    r"facing|behind|in front of|against) (?:the|a|that|our|my|this) ((?:\w+ ){0,2}?\w+)"
    r"(?= (?:draws|gets|gives|passes|plays|skips|takes|picks|loses|must|may|can|has|is|"
    r"deals|leads|starts|shuffles|cuts|misses|pays|sits|will|shall)\b|[,;]|$)")
_DE = re.compile(
    r"\b(?:wer|der|die|derjenige|diejenige|spieler\w*)\b,? (?:(?:direkt|gleich|ganz) )?"
    r"(?:am|an der|an dem|unter der|unter dem|unterm|neben der|neben dem|bei der|beim|"
    r"auf dem|auf der|vor dem|vor der|hinter dem|hinter der|im|in der|nahe (?:der|dem)|"
    r"n(?:a|ä)chst (?:der|dem)) (\w+)(?: \w+)? sitz")
_NL = re.compile(
    r"\b(?:wie|degene die|de speler die|die)\b (?:er )?(?:(?:vlak|dicht|het dichtst) )?"
    r"(?:bij|onder|naast|op|aan|voor|achter|in|tegenover) (?:de|het|een) (\w+)(?: \w+)? zit")
#: Turkish: a place in the genitive with a postposition, or in the locative, then "oturan"
_TR = re.compile(
    r"\b(\w+(?:n(?:i|ı|u|ü)n|(?:i|ı|u|ü)n)) (?:alt(?:i|ı)nda|yan(?:i|ı)nda|(?:o|ö)n(?:u|ü)nde|"
    r"arkas(?:i|ı)nda|dibinde|kar(?:s|ş)(?:i|ı)s(?:i|ı)nda|kenar(?:i|ı)nda|(?:u|ü)st(?:u|ü)nde|"
    r"yak(?:i|ı)n(?:i|ı)nda|taraf(?:i|ı)nda) oturan\w*|\b(\w+(?:da|de|ta|te)) oturan\w*")
#: Chinese: sitting at or by a place, then the person
_ZH = re.compile(r"坐在(.{1,8}?)(?:下面|下边|下邊|下方|底下|旁边|旁邊|边上|邊上|附近|"
                 r"对面|對面|前面|后面|"
                 r"後面|里|裡|上)?的(?:人|玩家|那个人|那個人|那位)|靠(.{1,6}?)坐的(?:人|玩家)")

#: what a seat may be counted from and stay a role, a player or the game's own thing
_NOT_A_PLACE = re.compile(
    r"\b(?:dealer|winner|loser|leader|champion|creator|player|players|me|you|him|her|them|"
    r"us|neighbou?r|left|right|deck|pile|stack|stock|cards?|discard\w*|table|game|round|"
    r"middle|centre|center|seat|seats|chair|place|spot|turn|lead|front|running|streak|roll|"
    r"team|side|standings|geber\w*|sieger\w*|gewinner\w*|"
    r"verlierer\w*|spieler\w*|mir|dir|ihm|links|rechts|stapel\w*|tisch|karten?|erfinder\w*|"
    r"nachbar\w*|platz|mitte|deler\w*|winnaar\w*|verliezer\w*|speler\w*|mij|jou|hem|haar|"
    r"tafel|kaarten?|maker|buurm\w*|plek|plaats|midden|stoel|dagitici\w*|da(?:g|ğ)(?:i|ı)t"
    r"(?:i|ı)c(?:i|ı)\w*|kazanan\w*|kaybeden\w*|oyuncu\w*|benim|bana|senin|sana|onun|ona|"
    r"sol|solu\w*|sa(?:g|ğ)|sa(?:g|ğ)(?:i|ı)\w*|"
    r"deste\w*|y(?:i|ı)(?:g|ğ)(?:i|ı)n\w*|masa\w*|kart\w*|lider\w*|birinci\w*|sonuncu\w*|"
    r"kom(?:s|ş)u\w*|yer\w*|sandalye\w*|orta\w*|s(?:i|ı)ra\w*)$")
_NOT_A_PLACE_ZH = re.compile(r"发牌|發牌|赢|贏|输|輸|玩家|我|你|他|她|左|右|牌|庄家|莊家|"
                             r"冠军|冠軍|第一|位置|下一个|下一個|上一个|上一個|"
                             r"最后|最後|上家|下家|座位|位子|椅子|中间|中間|自己")
#: the table's own: a bare "the table" (everyone sits at it) names nobody
_TABLE_ONLY = re.compile(r"^桌(?:子)?(?:边|邊|旁)?$")
#: a seating the same for all, or denied: everyone, nobody
_ALL = re.compile(r"\b(?:everyone|everybody|nobody|no one|all|jeder|alle|niemand|iedereen|"
                  r"herkes|kimse|hi(?:c|ç) kimse)\b|"
                  r"所有人|大家|没有人|沒有人|谁都|誰都|每个人|每個人")


def _place(words: str) -> str:
    """The place ``words`` name, or "" when they are a person, a role or the game's."""
    words = words.strip()
    head = words.split()[-1] if words.split() else ""
    if not head or _NOT_A_PLACE.search(head) or any(
            _NOT_A_PLACE.search(w) for w in words.split()[:1]
            if w not in ("the", "a", "an", "de", "het", "der", "die", "das", "dem")):
        return ""
    return words


def room_seat(sentence: Sentence) -> str:
    """The words of a person picked by a place in the room ("whoever sits under the
    lamp", "klimanın altında oturan", "坐在书架旁边的人"), or "" (a seat counted from a
    role, the game's own things, or a seating the same for all)."""
    text, cjk = sentence.folded, sentence.cjk
    if _ALL.search(text) or (has_cjk(cjk) and _ALL.search(cjk)):
        return ""
    for pattern in (_EN, _DE, _NL):
        for m in pattern.finditer(text):
            place = _place(m.group(1))
            # "at the table" and "in the game" are everyone's; "at the head of the table",
            # "in the corner" are one seat
            if place and not (m.group(1).endswith(("table", "tisch", "tafel")) and " " not in
                              m.group(1).strip()):
                return f"'{m.group(0).strip()}'"
    for m in _TR.finditer(text):
        place = m.group(1) or m.group(2)
        if place and len(place) > 2 and not _NOT_A_PLACE.search(place):
            return f"'{m.group(0)}'"
    if has_cjk(cjk):
        for m in _ZH.finditer(cjk):
            place = m.group(1) or m.group(2) or ""
            if place and not _NOT_A_PLACE_ZH.search(place) and not _TABLE_ONLY.match(place):
                return f"'{m.group(0)}'"
    return ""


__all__ = ["room_seat"]
