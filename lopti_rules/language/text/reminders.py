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

Since session 34 the propositions are rows of reminder_table.py, one a rule (the 2, 7
and 10, four of a kind, the bonus play's draw, the seat that leads, the direction, the
first out wins, the vote a round, Roshambo's 30 rounds, ...), each with SLOTS: a value the
card fixes. The same parts said with another value ("a 9 clears", "three of a kind
clears", "the loser starts", "counter-clockwise"), or a row's ``contrary`` ("you may
pass once a round", "the winner need not draw", "the cleared cards come back") are the
card's rule changed, with or without an exception word (:func:`altered`). The first rows:

- R-DRAW-1: after your play, draw back up to three hand cards while the draw pile lasts
  (the table's way of saying "one card while you hold fewer than three"; the trigger and
  the pile's condition are parts: "补满三张手牌" alone, or "draw up to three cards", is
  an open count and stays LP716, base_counts.py).
- R-TURN-2: nobody passes; on your turn you play or pick up the whole pile.
- R-CLEAR-3: the cleared cards stay out for the rest of the round.
- R-CLEAR-1 (session 34, r2text34): a clear gives ONE bonus play; a second one, for a
  standing or anyone, is the card's power changed. A row said by the one it concerns
  ("one bonus play for me", "我有一次奖励出牌") is still the card's rule.
"""

from __future__ import annotations

import re
from functools import cache

from .base_for_all import contradicted
from .claims import why_play
from .play_readings import WHY as _PLAY
from .reminder_table import ROWS, Row, compiled, fill
from .textnorm import Reading, searched

#: The words of a reminder that say no rule: markers, everyone, you; and the separators.
_FILLER = re.compile("|".join((
    r"\b(?:remember|reminder|just a reminder|don'?t forget|as a reminder|note|everyone"
    r"|everybody|all|for everyone|for all|and|so|that|of course|please)\b",
    r"\b(?:zur erinnerung|erinnerung|denkt dran|denk dran|nicht vergessen|alle|f[uü]r alle"
    r"|und|also|bitte)\b",
    r"\b(?:ter herinnering|herinnering|let op|vergeet niet|niet vergeten|onthoud|iedereen|voor"
    r" iedereen|en|dus)\b",
    r"\b(?:hatirlatma|unutmayin|unutma|herkes|herkes icin|ve)\b",
    r"提醒一下|提醒|记得|别忘了|大家|所有人|每个人|注意",
    # the one the rule concerns saying it of themselves ("one bonus play for me"): still
    # the card's rule, said by whoever it falls to (session 34, r2text34)
    r"\b(?:for me|me|i|mir|ich|f[uü]r mich|mich|mij|ik|voor mij|ben|bana|benim icin)\b"
    r"|我也一样|也一样|我",
    r"[\W_]+",
)))

#: A seat or a case taken out of a proposition said whole: except, unless, but not; and
#: "only" before a seat ("nobody can pass, only the winner"; not "you can only play or
#: pick up", which restates R-TURN-2)
_EXCEPT = re.compile(
    r"\b(?:except|excepting|unless|but not|apart from|other than|save for"
    r"|au(?:ss|ß)er|ausgenommen|es sei denn|aber nicht|behalve|tenzij|maar niet"
    r"|uitgezonderd|hari[cç]|disinda)\b|除了|除外|但不"
    r"|\b(?:only|nur|alleen|sadece|yalnizca) (?:(?:the|der|die|de) )?(?:winner|dealer|loser"
    r"|clearer|gewinner|geber|verlierer|winnaar|gever|verliezer|kazanan|dagitan|kaybeden)\b"
    r"|只有(?:赢家|发牌的|输家)")


@cache
def _patterns(row: Row) -> tuple[tuple[re.Pattern[str], ...], tuple[re.Pattern[str], ...],
                                  re.Pattern[str] | None, re.Pattern[str] | None,
                                  re.Pattern[str] | None]:
    """``row``'s parts with the card's values, with any value; its words besides, its
    contrary and its own exception (None when it has none)."""
    also = re.compile("|".join(f"(?:{fill(a)})" for a in row.also)) if row.also else None
    contrary = re.compile("|".join(f"(?:{fill(a)})" for a in row.contrary)) \
        if row.contrary else None
    own = re.compile(row.own) if row.own else None
    return compiled(row, True), compiled(row, None), also, contrary, own


def _rest(sentence: str, parts: tuple[re.Pattern[str], ...]) -> str | None:
    """The words of ``sentence`` left once every part is taken out, or None when a part
    is not said."""
    rest = sentence
    for part in parts:
        found = searched(part, rest)  # a part whose words are absent: not searched
        if found is None:
            return None
        rest = rest[:found.start()] + " " + rest[found.end():]
    return rest


def _said(sentence: str) -> list[tuple[Row, str]]:
    """Each row whose every part the folded ``sentence`` says with the card's values, with
    the words left over once the parts (and the row's words besides) are taken out."""
    out = []
    for row in ROWS:
        card, _, also, _, _ = _patterns(row)
        if (rest := _rest(sentence, card)) is not None:
            out.append((row, also.sub(" ", rest) if also is not None else rest))
    return out


def restates(sentence: str) -> str | None:
    """The rule a folded ``sentence`` restates for everyone, or None: every part of one
    proposition said once, and no word over but a reminder's."""
    said = _said(sentence)
    whole = next((row.rule for row, rest in said if not _FILLER.sub("", rest)), None)
    if whole is not None or len(said) < 2:
        return whole
    # two propositions in one sentence ("nobody can pass: you can only play or pick up",
    # R-TURN-2 said whole in its two halves): every row's parts taken out together
    rest: str | None = sentence
    for row, _ in said:
        card, _, also, _, _ = _patterns(row)
        rest = _rest(rest, card) if rest is not None else None
        rest = also.sub(" ", rest) if rest is not None and also is not None else rest
    return said[0][0].rule if rest is not None and not _FILLER.sub("", rest) else None


def _changed(sentence: str) -> tuple[Row, str] | None:
    """The row a folded ``sentence`` says otherwise, and the words that say it: a seat
    or a case taken out of it said whole, another value in a slot, or its contrary; but
    not the card's own exception, and no contrary or slot of one rule in a sentence that
    says another rule whole ("nobody draws after a bonus play" is R-DRAW-2's)."""
    said = {row.rule for row, _ in _said(sentence) if row.whole}
    for row in ROWS:
        card, either, _, contrary, own = _patterns(row)
        if row.why is None or (own is not None and own.search(sentence)):
            continue
        rest = _rest(sentence, card)
        if rest is not None and (out := _EXCEPT.search(rest)) is not None:
            return row, f"'{out.group(0)}' … {rest.strip(' ,.:;，。')[:40]!r}"
        if said - {row.rule}:
            continue
        if rest is None and _rest(sentence, either) is not None:
            return row, repr(sentence.strip(" ,.:;，。")[:60])
        if contrary is not None and (out := contrary.search(sentence)) is not None:
            words = next((g for g in out.groupdict().values() if g), out.group(0))
            return row, f"'{words.strip()}'"
    return None


def changed_rule(sentence: str) -> str | None:
    """The card's rule a folded ``sentence`` says otherwise (:func:`_changed`), or None."""
    found = _changed(sentence)
    return found[0].rule if found is not None else None


def altered(reading: Reading, quoted: tuple[bool, ...] = (),
            questions: tuple[bool, ...] = ()) -> list[tuple[str, str, str]]:
    """A card's proposition said otherwise (:func:`_changed`), as LP716's (code, words,
    message), or else any numbered base rule contradicted for everyone
    (text/base_for_all.py, not in a question), or nothing; a sentence of the cards
    (``quoted``) or one that restates a card's rule whole is no change."""
    kept = tuple(at < len(quoted) and quoted[at] or restates(s.folded) is not None
                 for at, s in enumerate(reading.sentences))
    for at, sentence in enumerate(reading.sentences):
        if kept[at]:
            continue
        if (found := _changed(sentence.folded)) is not None:
            row, words = found
            why = row.why or ""
            return [("LP716", words, f"free text lays down a rule of play: {words} "
                                     f"({_PLAY[why]})" if why in _PLAY
                     else why_play(words, why))]
    return contradicted(reading, tuple(k or at < len(questions) and questions[at]
                                       for at, k in enumerate(kept)))


def reminded(reading: Reading, quoted: tuple[bool, ...]) -> bool:
    """Whether every sentence of the text is a quote of the cards (``quoted``) or a
    restatement of a card's proposition, with at least one restatement."""
    said = [q or restates(s.folded) is not None for s, q in zip(reading.sentences, quoted,
                                                                strict=True)]
    return bool(said) and all(said) and not all(quoted)


__all__ = ["altered", "changed_rule", "reminded", "restates"]
