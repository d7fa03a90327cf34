"""A choice over a matter off the book (issue 29, session 21): what the table eats tonight.

A demand word (eat, drink: LP701) is asked of someone only when someone is made to do it.
Said inside a question a choice governs ("the winner decides what we eat tonight", "der
Gewinner bestimmt, was wir heute Abend essen", "de winnaar beslist wat we vanavond eten",
"赢家决定今晚吃什么"), it is the matter chosen: a say over something off the book, which
the table shares (R-CUSTOM-3 asks nothing of anyone here). A person other than the table
itself between the question and the act ("decides what the loser eats", "决定输家吃什么")
is made to do it, and stays the demand.
"""

from __future__ import annotations

import re

from .matching import Hit
from .textnorm import Sentence, fold

#: a choice made: decide, choose, pick, say (the verb's stem)
_CHOOSE = tuple(fold(w) for w in (
    "decide", "choose", "chose", "pick", "select", "determine", "say", "says", "entscheid",
    "bestimm", "wähl", "waehl", "aussuch", "sucht", "beslis", "beslu", "kies", "kiez", "koos",
    "bepa", "karar", "seç", "sec", "belirle"))
#: the question the choice governs: what, where, which, when
_WHICH = frozenset(fold(w) for w in (
    "what", "where", "which", "when", "was", "wo", "welche", "welches", "welchen", "welcher",
    "wann", "wat", "waar", "welk", "welke", "wanneer", "ne", "nerede", "neyi", "hangi",
    "neler"))
#: who may stand in the question: the table itself, its time and its place
_TABLE = frozenset(fold(w) for w in (
    "we", "us", "all", "everyone", "tonight", "today", "tomorrow", "later", "together",
    "wir", "alle", "heute", "abend", "morgen", "später", "zusammen", "wij", "allemaal",
    "iedereen", "vanavond", "vandaag", "straks", "samen", "biz", "hep", "birlikte", "bu",
    "akşam", "aksam", "bugün", "bugun", "yarın", "yarin", "to", "go", "gehen", "gaan", "for",
    "dinner", "lunch"))
_REACH = 4  #: words between the choice and the question, and the question and the act
_ZH = re.compile(r"(?:决定|決定|选|選|挑|定)([^，,。；;！!？?]{0,8}?)(?:吃|喝)")
_ZH_WHICH = re.compile(r"什么|什麼|啥|哪|几|幾")
_ZH_TABLE = re.compile(r"^(?:我们|我們|大家|今晚|今天|明天|晚上|一起|去|在|哪儿|哪兒|哪里|哪裡|"
                       r"哪家|什么|什麼|啥|的|要|餐厅|餐廳|饭店|飯店)*$")


def chosen(sentence: Sentence, hit: Hit) -> bool:
    """Whether the demand word ``hit`` is the matter of a choice: inside a question
    ("what", "where", "wat", "ne", "什么") a choice verb governs, with only the table
    (we, everyone), its time or its place between."""
    if hit.stream == 2:
        word = hit.words.strip("'")
        for found in _ZH.finditer(sentence.cjk):
            if found.end() - 1 == sentence.cjk.find(word, found.start()) and (
                    _ZH_WHICH.search(sentence.cjk, found.start())) \
                    and _ZH_TABLE.match(found.group(1)):
                return True
        return False
    tokens = [t[0] for t in sentence.split]
    for q in range(max(0, hit.start - _REACH), hit.start):
        if tokens[q] not in _WHICH or any(t not in _TABLE for t in tokens[q + 1:hit.start]):
            continue
        if any(t.startswith(_CHOOSE) for t in tokens[max(0, q - _REACH):q]):
            return True
    return False


__all__ = ["chosen"]
