"""A player made to give up, or written down at a place, in words (session 31, r2text31).

A place is decided only by going out (R-WIN-3), and no rule may bar a win (R-CUSTOM-3).
A sentence that makes a player **concede** ("gives up", "gibt auf", "geeft op", "pes eder",
"认输") or **writes a place down** ("is written down last", "wird als Letzter notiert",
"wordt als laatste genoteerd", "son sıraya yazılır", "记为最后一名") on a condition decides a
place in words, whatever the condition: a count of cards the game knows
(language/text/conditioned.py sets game conditions aside) as much as a behaviour.

Clean: giving up offered ("may give up", "wer will, darf aufhören", "isteyen pes
edebilir"), denied ("nobody has to give up"), and the base game quoted (the last player
still holding cards finishes last: no concession, and no place written for another
condition).
"""

from __future__ import annotations

import re

from .textnorm import Sentence, has_cjk

#: a concession made: the player leaves the race for a place (folded Latin text)
_GIVE_UP = re.compile(
    r"\b(?:gives? up(?! (?:a|an|one|two|three|\d+|their|his|her|the|its) )|concedes?|"
    r"resigns?|forfeits? (?:the |this )?(?:round|game|hand)|drops? out|bows? out|"
    r"gibt (?:\w+ ){0,3}auf|aufgeben|kapituliert|scheidet (?:\w+ ){0,3}aus|steigt (?:\w+ ){0,3}"
    r"aus|"
    r"geeft (?:\w+ ){0,3}op|opgeven|stapt (?:\w+ ){0,3}uit|valt (?:\w+ ){0,2}af|"
    r"pes eder|pes etmeli|pes etmek zorunda|havlu atar|oyun\w* birakir|oyundan cekilir|"
    # "çekilir" alone withdraws; "(bir/tek) kart çekilir" is a card drawn (R-DRAW-1)
    r"(?<!kart )(?<!kartlar )(?<!karti )(?<!desteden )(?<!yigindan )cekilir|elenir)\b")
#: a place written down in words
_PLACED = re.compile(
    r"\b(?:(?:is|are|gets?|get) (?:written|put|noted|marked|recorded|scored|ranked|listed)"
    r" (?:down )?(?:as )?last|counts? as last|ranked last|"
    r"als letzter? (?:\w+ ){0,2}(?:notiert|gewertet|eingetragen|aufgeschrieben|gezahlt|"
    r"gezählt)|"
    r"als laatste (?:\w+ ){0,2}(?:genoteerd|opgeschreven|geteld|gerekend)|"
    r"son sira\w* (?:\w+ )?(?:yazilir|yazilacak|konur|gecer)|sonuncu (?:sayilir|yazilir))\b")
_ZH_GIVE_UP = re.compile(r"认输|認輸|投降|弃权|棄權|退出本局|被淘汰")
_ZH_PLACED = re.compile(r"记为最后|記為最後|记作最后|記作最後|算作最后|算作最後|排最后|排最後")
#: a condition: a who-clause, an if-clause, a Turkish participle ("… olan oyuncu")
_IF = re.compile(r"\b(?:whoever|anyone|anybody|someone|the player|a player|any player|players?"
                 r" (?:with|holding|who)|if|when|whenever|wer|wenn|falls|sobald|jeder|wie|"
                 r"als|wanneer|iedereen die|kim|eger|\w+[ae]n oyuncu\w*|\w+rsa|\w+rse|"
                 r"olan)\b")
_ZH_IF = re.compile(r"谁|誰|如果|要是|只要|一旦|的人|的玩家|超过|超過")
#: offered or denied: "may give up", "darf aufhören", "nobody has to", "isteyen"
_FREE = re.compile(r"\b(?:may|can|could|might|if (?:they|you|he|she) (?:want|like)\w*|wants? "
                   r"to|darf|darfst|kann|kannst|will|mag|wil|kan|no|not|never|nobody|kein\w*|"
                   r"nicht|niemand|geen|niet|nooit|isteyen|isterse|edebilir|birakabilir|"
                   r"kimse|zorunda degil|hic)\b")
_ZH_FREE = re.compile(r"可以|愿意|願意|想|不用|不必|不能|没人|沒人|不")
#: the base game's own place: the last one still holding cards (R-WIN-3)
_BASE = re.compile(r"\b(?:go\w* out|still (?:has|holds|holding)|left with cards|ausgeh\w*|"
                   r"noch karten|uitgaat|nog kaarten|bitir\w*|elinde kart kalan)\b")

WHY = ("a place decided in words: a player gives up or is written down at a place only by "
       "play, no rule bars a win, R-WIN-3, R-CUSTOM-3")


def read(sentence: Sentence) -> tuple[str, str] | None:
    """(condition, consequence) of a concession or a place forced in words, or None."""
    if has_cjk(sentence.cjk):
        text = sentence.cjk
        then = _ZH_GIVE_UP.search(text) or _ZH_PLACED.search(text)
        if then is None or "出完" in text:
            return None
        head = text[:then.start()]
        opening = _ZH_IF.search(head)
        if opening is None or _ZH_FREE.search(head[-4:]):
            return None
        return head[opening.start():].strip("，,"), then.group(0)
    text = sentence.folded
    then = _GIVE_UP.search(text) or _PLACED.search(text)
    if then is None:
        return None
    head = text[:then.start()]
    opening = _IF.search(head)
    if opening is None or _FREE.search(" ".join(head.split()[-3:])) or _BASE.search(head):
        return None
    return head[opening.start():].strip(" ,;"), then.group(0)


__all__ = ["WHY", "read"]
