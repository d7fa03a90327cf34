"""A choice over a matter off the book (issue 29, session 21): what the table eats tonight.

A demand word (eat, drink: LP701) is asked of someone only when someone is made to do it.
Said inside a question a choice governs ("the winner decides what we eat tonight", "der
Gewinner bestimmt, was wir heute Abend essen", "de winnaar beslist wat we vanavond eten",
"赢家决定今晚吃什么"), it is the matter chosen: a say over something off the book, which
the table shares (R-CUSTOM-3 asks nothing of anyone here). A person other than the table
itself between the question and the act ("decides what the loser eats", "决定输家吃什么")
is made to do it, and stays the demand.

**Food laid out to take from** (session 46, fair46): "take whatever you eat", "iedereen
pakt wat hij eet", "jeder nimmt, was er isst", "herkes yiyebildiğinden alır", "想吃哪个拿
哪个", "大家吃自己能吃的": the eating word is the eater's own choice, a relative clause
("what you eat", "能吃的") after a taking verb, with only its eater (a pronoun) and a wish
or a can between. Laying food out to choose from forces nobody to eat (R-CUSTOM-3); "the
loser eats a pork pie", "必须吃", "不能吃的" (what they cannot eat) stay the demand.
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


#: taking from what is laid out: take, help yourself, nimmt, pakt, neemt, alır (the stem)
_TAKE_BY_LANGUAGE = {"en": ("take", "took", "help", "grab", "pick"),
                     "de": ("nimm", "nehm", "greif"), "nl": ("pak", "neem", "grijp"),
                     "tr": ("al", "seç", "sec")}
_TAKE = tuple(fold(w) for words in _TAKE_BY_LANGUAGE.values() for w in words)
#: the free relative: what, whatever, was, wat, ne, neyi, hangisini
_WHAT_BY_LANGUAGE = {"en": ("what", "whatever", "which", "whichever"), "de": ("was",),
                     "nl": ("wat", "welke"), "tr": ("ne", "neyi", "hangisini")}
_WHAT = frozenset(fold(w) for words in _WHAT_BY_LANGUAGE.values() for w in words)
#: who may stand between it and the eating: the eater as a pronoun, a wish or a can
_EATER_BY_LANGUAGE = {
    "en": ("you", "they", "he", "she", "one", "we", "can", "could", "want", "wants", "like",
           "likes", "will"),
    "de": ("er", "sie", "man", "du", "ihr", "wir", "kann", "will", "mag", "möchte", "gern"),
    "nl": ("je", "jij", "hij", "zij", "ze", "u", "men", "wij", "kan", "wil", "lust", "graag"),
    "tr": ("siz", "biz")}
_EATER = frozenset(fold(w) for words in _EATER_BY_LANGUAGE.values() for w in words)
#: Chinese: what one wants or can eat (not 不能吃的), or whichever one wants taken
_ZH_OWN_PICK = re.compile(r"(?<!不)(?:想|能|爱|愛|要)(?:吃|喝)(?:的|哪|什么|什麼)|"
                          r"(?:吃|喝)哪(?:个|個|样|樣)?(?:就)?拿")

_ZH_MUST = re.compile(r"必须|必須|一定|非得|得吃|得喝|罚|罰")


def taken_by_choice(sentence: Sentence, hit: Hit) -> bool:
    """Whether the demand word ``hit`` eats or drinks what its eater takes by choice (see
    the module text): "take whatever you eat", "pakt wat hij eet", "想吃哪个拿哪个"."""
    if hit.stream == 2:  # one eating word forced beside it ("输家必须吃猪肉") keeps it a demand
        return bool(_ZH_OWN_PICK.search(sentence.cjk)) and not _ZH_MUST.search(sentence.cjk)
    tokens = [t[0] for t in sentence.split]
    if sentence.folded.rstrip().endswith("?"):
        return False
    for q in range(max(0, hit.start - _REACH), hit.start):
        if tokens[q] not in _WHAT or any(t not in _EATER for t in tokens[q + 1:hit.start]):
            continue
        if any(t.startswith(_TAKE) for t in tokens[max(0, q - 2):q]):
            return True
    return False


def chosen(sentence: Sentence, hit: Hit) -> bool:
    """Whether the demand word ``hit`` is the matter of a choice: inside a question
    ("what", "where", "wat", "ne", "什么") a choice verb governs, with only the table
    (we, everyone), its time or its place between; or food taken by its eater's choice
    (:func:`taken_by_choice`)."""
    if taken_by_choice(sentence, hit):
        return True
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


__all__ = ["chosen", "taken_by_choice"]
