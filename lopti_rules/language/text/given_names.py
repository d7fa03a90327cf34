"""A person named in free text by their name (LP303, R-CUSTOM-4), in five languages.

The judge folds case before it reads (text/textnorm.py), so "Anna deals" reads as "anna
deals", a word of no language. A name is known by its shape and its place, not by a list
of names: a word written with a capital that no lexicon of the judge knows (not a card, a
role, a game word, a number), standing where a role would stand beside a verb of play:
its subject ("Anna deals", "Mehmet zieht zwei Karten", "Sanne begint altijd", Turkish at
the clause's head with the verb at its end, "Mehmet her turda iki kart çeker") or the
subject after the verb in German and Dutch word order ("ab jetzt gibt immer Anna", "vanaf
nu pakt Pieter de stapel op"). A German noun is capitalised too, but it stands after an
article or is a word the lexicons know; a name takes neither. Chinese writes no capitals:
a name there is a family name and a given name ("刘洋"), or a familiar form ("小明",
"阿强", "老赵") at a clause's head before a verb of play.

A name that does nothing in the game stays clean: "Well played, Anna!", "Danke, Mehmet",
"小明，打得好！" (praise, thanks: no verb of play beside it).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from .matching import hits
from .textnorm import fold, read

#: Verbs of play a role takes as its subject, by language, in the third person singular a
#: name takes (not "we play", "Papier spielen wir"): dealing, drawing, playing, leading,
#: picking up, sitting out (a modal is no verb of play: "Deuces may go", "Hiermee mag")
_VERBS = frozenset(fold(w) for w in (
    "deals draws plays leads starts begins picks takes skips shuffles sits misses goes "
    "gets loses wins drinks pays "
    "gibt zieht spielt beginnt fängt nimmt mischt teilt verteilt legt setzt "
    "bekommt kriegt verliert gewinnt trinkt zahlt "
    "deelt geeft pakt trekt speelt begint neemt schudt legt krijgt verliest wint "
    "drinkt betaalt").split())
#: The English ones, which are plural nouns too ("Thirty plays!", "Two draws")
_EN_VERBS = frozenset("deals draws plays leads starts begins picks takes skips shuffles sits "
                      "misses goes gets loses wins drinks pays".split())
#: Turkish verbs of play in the same person: the verb ends the clause its subject opens
_TR_VERBS = frozenset(fold(w) for w in (
    "çeker çeksin dağıtır dağıtsın oynar oynasın başlar başlasın alır alsın karıştırır "
    "atar öder içer").split())  # not "kazanır", "verir": "Skor 15–15 ise ... kazanır"
#: Words that open a clause with a capital and are no name: pronouns, demonstratives
#: ("That goes for the winner too", session 39), adverbs of time ("Voortaan", "Artık"), a
#: sentence's opening words the lexicons leave to others
_OPENERS = frozenset(fold(w) for w in (
    "i we you he she it they let's lets my our your his her their there here so if when "
    "please maybe now then from today tonight "
    # a rule said again of all: "That goes for the winner too", "Same goes for ..."
    "that this these those same "
    "ich wir du er sie es ihr man dann so wenn bitte hier heute ab nun ab jetzt das dies "
    "ik we wij jij je hij zij ze het men voortaan dan als wanneer vandaag vanaf dat dit "
    "ben sen biz siz onlar bu şu o her en artık sonra bundan bugün bence "
    "geçen önceki").split())  # "Geçen turun galibi karıştırır": "last", an adjective
#: Words before a noun: a capitalised word after one is a noun, not a name
_ARTICLES = frozenset(fold(w) for w in (
    "the a an this that der die das den dem des ein eine einen einem einer jeder jede "
    "de het een deze dit die elke elk bu şu o bir her").split())
#: Words a name may stand apart from its verb by ("Anna always deals", "gibt immer Anna")
_BETWEEN = frozenset(fold(w) for w in (
    "always also first now then again too next immer auch zuerst jetzt dann wieder "
    "altijd ook eerst nu dan weer hep de da önce ilk şimdi yine zaman her").split())
#: Words a subject may follow at a clause's head: conjunctions, subordinators ("and Anna
#: draws", "wenn Anna gewinnt"); after any other word a name is an object ("speaks Frisian")
_HEADS = frozenset(fold(w) for w in (
    "and or but then so if when whenever until because und oder aber dann wenn als bis "
    "sobald weil en of maar dan als wanneer zodra omdat ve veya ama sonra eğer "
    "on an ab").split())  # "from now on Tom draws", "von nun an zieht ..."
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_CLAUSE = re.compile(r"[,;:.!?()\"“”„«»]+|\s[-–—]\s")
#: Chinese: a name at a clause's head, a verb of play after it (within a few characters)
_ZH_FAMILY = "刘陈杨赵吴徐胡郭罗梁韩冯邓曹彭肖董袁蒋蔡魏吕沈姚卢姜崔钟谭汪廖贾韦邹孟李"
_ZH_FAMILIAR = "小阿老"
#: Words of the familiar shape that are no names: 小心 careful, 小时 hour, 老是 always ...
_ZH_NOT = frozenset(("小心", "小时", "小時", "小于", "小於", "小王", "老是", "老实", "老實",
                     "老师", "老師", "小孩", "老人", "阿姨", "小组", "小組", "老千", "小牌",
                     "老家", "小朋", "老板", "老闆", "小的", "老大", "老二", "老三", "老幺",
                     "小局", "小点", "小點", "小费", "小費", "小声", "小聲", "阿伯"))
_ZH_VERB = (r"(?:先出|出牌|发牌|發牌|摸牌|抓牌|洗牌|收牌|拿牌|抽牌|喝|付钱|付錢|请客|請客|"
            r"输|輸|赢|贏|跳过|跳過)")
_ZH_NAME = re.compile(
    rf"(?:^|[，,；;。！!？?：:由让讓叫])((?:[{_ZH_FAMILY}][\u4e00-\u9fff]{{1,2}}?)|(?:[{_ZH_FAMILIAR}]"
    rf"[\u4e00-\u9fff]))(?=(?:每局|每轮|每輪|总是|總是|一直|永远|永遠|都|先|也|就){{0,3}}{_ZH_VERB})")


#: The groups that name who acts: a clause with one of them has its subject already
_SUBJECTS = frozenset(("person", "play_whoever", "leader", "a_holder"))


def known_words(clause: str) -> frozenset[str]:
    """The folded words the judge's lexicons know in ``clause`` (any group)."""
    return frozenset(_known(clause)[0])


@cache
def _known(clause: str) -> tuple[frozenset[str], bool]:
    """The folded words the judge's lexicons know in ``clause`` (any group), and whether
    one of them names who acts (a role, "whoever", "the player")."""
    sentences = read(clause).sentences
    if not sentences:
        return frozenset(), False
    known: set[str] = set()
    found = hits(sentences[0])
    for h in found:
        known.update(h.words.split(" (read as")[0].strip("'").split())
    return frozenset(known), any(h.name in _SUBJECTS for h in found)


def _turkish_subject(folded: list[str], known: frozenset[str], acts: bool) -> bool:
    """Turkish puts the verb last: a name opens the clause, a verb of play ends it, and
    nothing else is its subject (a role, or a participle: "Tuvalete giden ... alır")."""
    return len(folded) > 2 and folded[-1] in _TR_VERBS and not acts and not any(
        re.search(r"(?:en|an)$", f) and f not in _BETWEEN for f in folded[1:-1])


def _is_name(word: str) -> bool:
    """A word written the way a name is: a capital, then small letters."""
    return len(word) > 1 and word[0].isupper() and word[1:].isalpha() and word[1:].islower()


def _named(words: list[str], known: frozenset[str], acts: bool) -> Iterable[str]:
    folded = [fold(w) for w in words]
    for at, word in enumerate(words):
        if not _is_name(word) or folded[at] in known or folded[at] in _VERBS | _TR_VERBS \
                or folded[at].endswith(("mayan", "meyen")) \
                or folded[at] in _OPENERS \
                or folded[at] in _BETWEEN or (at > 0 and folded[at - 1] in _ARTICLES):
            continue
        head = [f for f in reversed(folded[:at]) if f not in _BETWEEN][:1]
        after = [f for f in folded[at + 1:at + 4] if f not in _BETWEEN][:1] if not head or \
            head[0] in _HEADS or head[0] in _OPENERS else []
        if after and at + 2 == len(words) and after[0] in _EN_VERBS:
            after = []  # "Thirty plays!", "Big wins": an English plural, not a verb
        before = [f for f in reversed(folded[max(0, at - 3):at]) if f not in _BETWEEN][:1]
        if after and after[0] in _VERBS | _TR_VERBS or before and before[0] in _VERBS \
                and not acts \
                and not (at + 1 < len(words) and _is_name(words[at + 1])) \
                or at == 0 and _turkish_subject(folded, known, acts):
            yield word


def named(text: str) -> str:
    """The name ``text`` names a person by at a verb of play, quoted ("'Anna'"), or ""
    (language/text/harm.py reports it: LP303)."""
    for m in _ZH_NAME.finditer(text):
        if m.group(1)[:2] not in _ZH_NOT:
            return f"'{m.group(1)}'"
    for clause in _CLAUSE.split(text):
        words = _WORD.findall(clause)
        if not any(_is_name(w) for w in words):
            continue
        for word in _named(words, *_known(clause)):
            return f"'{word}'"
    return ""
