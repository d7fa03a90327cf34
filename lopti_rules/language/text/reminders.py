"""Reminders of the official rules (issue 29, "Free text"): a card's proposition restated.

A table reminds itself of a rule in its own words ("Everyone: after your play, draw up
to three if the draw pile has cards", "Zur Erinnerung: Passen gibt es nicht", "清掉的牌这一
局都不再回来"). language/text/quotes.py knows the cards' sentences word for word; this
module knows a few of the cards' PROPOSITIONS: which base event, its polarity, its number
and its condition, for everyone. A sentence is a reminder when it says every part of one
proposition and nothing else: what is left once the parts and the words of a reminder
("remember", "Zur Erinnerung", "Herkes:", "大家", "记得") are taken out is no word at all.
So a change is never a reminder: another number ("up to four"), another polarity ("you
may pass once a round"), a seat exempted or named ("the winner need not draw", "except
the dealer"), another condition ("come back when the draw pile is out", "after a 7")
leaves words over, or misses a part, and the text is read like any other (harm.py).
A proposition said whole with a seat or a case taken out of it ("Passen gibt es nicht,
außer für den Gewinner", "不能说过，赢家除外", "draw up to three, but not after a 7") is
the card's rule changed, and :func:`altered` says so (LP716).

The propositions (RULES.md and the cards in cards/):

- R-DRAW-1: after your play, draw back up to three hand cards while the draw pile lasts
  (the table's way of saying "one card while you hold fewer than three"; the trigger and
  the pile's condition are parts: "补满三张手牌" alone, or "draw up to three cards", is
  an open count and stays LP716, base_counts.py).
- R-TURN-2: nobody passes; on your turn you play or pick up the whole pile.
- R-CLEAR-3: the cleared cards stay out for the rest of the round.
"""

from __future__ import annotations

import re
from functools import cache

from .claims import why_play
from .play_readings import WHY as _PLAY
from .textnorm import Reading

_THREE = r"(?:three|3|drei|drie|[uü]c|三)"

#: Each proposition: its parts, every one of which a sentence must say (any language).
PROPOSITIONS: dict[str, tuple[tuple[str, ...], ...]] = {
    "R-DRAW-1": (
        (  # the trigger: after your play
            r"\bafter (?:your|each|every|the|a) (?:first )?play(?:ing)?\b",
            r"\bafter (?:you(?:'ve| have)? )?play(?:ed|ing)?\b",
            r"\bnach dem (?:aus)?spielen\b", r"\bnach deinem (?:ersten )?(?:zug|spiel)\b",
            r"\bna het (?:uit)?spelen\b", r"\bna je (?:eerste )?spel\b",
            r"\boynadiktan sonra\b", r"\boyundan sonra\b",
            r"出完牌(?:以?后)?", r"出牌(?:以?后|之后)",
        ),
        (  # the draw back up to three hand cards
            rf"\bdraw (?:back )?(?:up )?to {_THREE}(?: (?:hand )?cards)?(?: in (?:your )?hand)?\b",
            rf"\brefill (?:your hand )?to {_THREE}(?: (?:hand )?cards)?\b",
            rf"\bauf {_THREE} (?:hand)?karten nachziehen\b", rf"\bauf {_THREE} nachziehen\b",
            rf"\bnachziehen,? bis (?:du )?{_THREE} (?:hand)?karten (?:hast|da sind)\b",
            rf"\bbijtrekken tot {_THREE}(?: (?:hand)?kaarten)?\b",
            rf"\btot {_THREE}(?: (?:hand)?kaarten)? bijtrekken\b",
            rf"\b(?:elini )?{_THREE}e tamamla\b", rf"\belini {_THREE} karta tamamla\b",
            rf"(?:补|摸)(?:到|满|齐){_THREE}张(?:手牌)?",
        ),
        (  # while the draw pile lasts
            r"\b(?:if|while|as long as) (?:the|there is a) draw pile(?: has cards| lasts"
            r"| is not empty| holds out| is left)?\b",
            r"\buntil the draw pile (?:is empty|runs out|is gone)\b",
            r"\bsolange (?:der |ein )?(?:nachzieh)?stapel (?:reicht|da ist|noch da ist)\b",
            r"\bzolang er (?:nog )?een trekstapel (?:is|ligt)\b",
            r"\bzolang de trekstapel (?:er )?(?:nog )?(?:is|ligt|strekt)\b",
            r"\b(?:cekme )?deste bitene kadar\b", r"\b(?:cekme )?deste (?:duruyorsa|varsa)\b",
            r"牌堆(?:没了|没有了|空了|摸完了?)(?:就|以后就)?不(?:用|必)(?:再)?(?:补|摸)(?:了)?",
            r"牌堆(?:还)?有牌(?:的话)?(?:就)?",
        ),
    ),
    "R-TURN-2 no pass": (
        (
            r"\b(?:nobody|no one|no-one) (?:can|may) pass\b", r"\bthere is no passing\b",
            r"\bno passing\b", r"\byou (?:can(?:not|'t)|may not) pass\b",
            r"\bpassen gibt es nicht\b", r"\bniemand (?:darf|kann) passen\b",
            r"\bes wird nicht gepasst\b",
            r"\bpassen bestaat niet\b", r"\bniemand mag passen\b", r"\bje mag niet passen\b",
            r"\bpas (?:gecmek )?yok\b", r"\bkimse pas gecemez\b", r"\bpas gecilmez\b",
            r"不能(?:说)?过(?:牌)?", r"没有过牌(?:这回事)?", r"谁都不能(?:说)?过",
        ),
    ),
    "R-TURN-2 play or pick up": (
        (
            r"\b(?:on your turn,? )?you (?:either )?play or (?:you )?pick up the (?:whole )?"
            r"pile\b",
            r"\bwer (?:dran|am zug) ist,? (?:spielt|legt) oder nimmt den (?:ganzen )?stapel"
            r"(?: auf)?\b",
            r"\b(?:je speelt|wie aan de beurt is,? speelt) of (?:je )?(?:pakt|neemt) de hele"
            r" stapel\b",
            r"\bsirasi gelen ya oynar ya da (?:b[uü]t[uü]n )?yigini alir\b",
            r"轮到你(?:就|要么)?出牌,?(?:或者|要么)把整(?:堆|摞)牌(?:收走|拿走|收回去)",
        ),
    ),
    "R-CLEAR-3": (
        (  # the cleared cards (or "those cards", said at the clear)
            r"\b(?:the )?(?:cleared|those|these) cards\b",
            r"\b(?:die )?(?:abgeraeumten?|abger[aä]umten?|diese) karten\b",
            r"\b(?:de )?(?:weggespeelde|opgeruimde|die|deze) kaarten\b",
            r"\b(?:temizlenen|bu) kartlar\b",
            r"(?:清掉|清走|清空)的牌", r"这些牌",
        ),
        (  # stay out for the rest of the round
            r"\b(?:are|stay|remain) out(?: of (?:play|the game))? (?:for|until) the "
            r"(?:rest of the |end of the )?round(?: ends| is over)?\b",
            r"\bbleiben (?:bis zum rundenende|die ganze runde|f[uü]r den rest der runde)"
            r" (?:drau(?:ss|ß)en|aus dem spiel)\b",
            r"\bblijven (?:de hele ronde|tot het einde van de ronde) (?:uit het spel|weg)\b",
            r"\btur bitene kadar oyun di[sş]inda kal(?:ir|acak)\b",
            r"这一?局(?:都|就)?不(?:会)?再回来", r"这一?局(?:都|就)?不(?:会)?再用",
        ),
    ),
}

#: The words of a reminder that say no rule: markers, everyone, you; and the separators.
_FILLER = re.compile("|".join((
    r"\b(?:remember|reminder|just a reminder|don'?t forget|as a reminder|note|everyone"
    r"|everybody|all|for everyone|for all|and|so|that|of course|please)\b",
    r"\b(?:zur erinnerung|erinnerung|denkt dran|denk dran|nicht vergessen|alle|f[uü]r alle"
    r"|und|also|bitte)\b",
    r"\b(?:ter herinnering|herinnering|let op|vergeet niet|niet vergeten|iedereen|voor"
    r" iedereen|en|dus)\b",
    r"\b(?:hatirlatma|unutmayin|unutma|herkes|herkes icin|ve)\b",
    r"提醒一下|提醒|记得|别忘了|大家|所有人|每个人|注意",
    r"[\W_]+",
)))


#: What a change of each proposition breaks (the messages of the readings of that rule).
_WHY = {"R-DRAW-1": "draw", "R-TURN-2 no pass": "pickup",
        "R-TURN-2 play or pick up": "pickup", "R-CLEAR-3": "back"}

#: A seat or a case taken out of a proposition said whole: except, unless, but not (not
#: "only" or "but": "nobody can pass, you can only play or pick up" restates R-TURN-2).
_EXCEPT = re.compile(
    r"\b(?:except|excepting|unless|but not|apart from|other than|save for"
    r"|au(?:ss|ß)er|ausgenommen|es sei denn|aber nicht|behalve|tenzij|maar niet"
    r"|uitgezonderd|hari[cç]|disinda)\b|除了|除外|但不")


@cache
def _compiled() -> dict[str, tuple[re.Pattern[str], ...]]:
    return {rule: tuple(re.compile("|".join(f"(?:{a})" for a in part)) for part in parts)
            for rule, parts in PROPOSITIONS.items()}


def _said(sentence: str) -> list[tuple[str, str]]:
    """Each proposition whose every part the folded ``sentence`` says, with the words
    left over once the parts are taken out."""
    out = []
    for rule, parts in _compiled().items():
        rest = sentence
        for part in parts:
            found = part.search(rest)
            if found is None:
                break
            rest = rest[:found.start()] + " " + rest[found.end():]
        else:
            out.append((rule, rest))
    return out


def restates(sentence: str) -> str | None:
    """The rule a folded ``sentence`` restates for everyone, or None: every part of one
    proposition said once, and no word over but a reminder's."""
    return next((rule for rule, rest in _said(sentence) if not _FILLER.sub("", rest)), None)


#: The cards' own exception: a custom rule may bring cleared cards back (R-CLEAR-3)
_OWN_EXCEPTION = re.compile(r"\b(?:custom|house) rules?\b|\b(?:eigene|haus)regel|\bhuisregel"
                            r"|\beigen regel|\b[oö]zel kural|\bev kural|自定义规则|家规")


def altered(reading: Reading, quoted: tuple[bool, ...] = ()) -> list[tuple[str, str, str]]:
    """A proposition said whole with a seat or a case taken out (``_EXCEPT``), as LP716's
    (code, words, message), or nothing; a sentence of the cards (``quoted``) and the
    cards' own exception (a custom rule brings cleared cards back) are no change."""
    for at, sentence in enumerate(reading.sentences):
        if at < len(quoted) and quoted[at]:
            continue
        for rule, rest in _said(sentence.folded):
            if (out := _EXCEPT.search(rest)) is not None and not _OWN_EXCEPTION.search(rest):
                words = f"'{out.group(0)}' … {rest.strip(' ,.:;，。')[:40]!r}"
                why = _WHY[rule]
                return [("LP716", words, f"free text lays down a rule of play: {words} "
                                         f"({_PLAY[why]})" if why in _PLAY
                         else why_play(words, why))]
    return []


def reminded(reading: Reading, quoted: tuple[bool, ...]) -> bool:
    """Whether every sentence of the text is a quote of the cards (``quoted``) or a
    restatement of a card's proposition, with at least one restatement."""
    said = [q or restates(s.folded) is not None for s, q in zip(reading.sentences, quoted,
                                                                strict=True)]
    return bool(said) and all(said) and not all(quoted)


__all__ = ["PROPOSITIONS", "altered", "reminded", "restates"]
