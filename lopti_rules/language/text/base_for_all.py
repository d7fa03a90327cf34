"""A numbered base rule contradicted in words for everyone (issue 29, session 37, brief
base37): a TOPIC of text/base_rules.py said otherwise, whoever the subject.

Only the rule vote adjusts a base rule, for the session (R-VOTE-1); a house rule adds
actions before or after a base event, never replaces it (R-CUSTOM-2). text/standing_rules.py
reads a base rule changed for ONE standing; said for everyone ("Jeder darf eine 5 und
eine 6 zusammen legen", "大家算赢两次", "3s no longer pass anything") the change is the
same rule of play laid down in words, which no check reads (LP716, with the rule's number
in the message). A sentence contradicts a row of base_rules.py when

- the row's words already say another value than the card's (``other``: "a 5 and a 6
  together", "a Jack higher than an Ace", "three of a kind clear", "a second winner", "a
  bonus play kept for later") and the sentence denies nothing;
- the row's denial is the change (``denied``: "four 8s do not clear", with no 7 in it)
  and the sentence denies;
- the card GIVES what the row names (``given``: a draw, a swap, the 3's pass, a clear)
  and the sentence says it is over: "no longer", "not … any more", "nicht mehr", "niet
  meer", "artık" with a denial, "不再", "不用再";
- the card FORBIDS what the row names (``banned``: a 2 on an active 3, a look at a
  face-down card, another play after a pickup) and the sentence permits it.

Clean: a quote of the cards or a true paraphrase ("only equal ranks go together: a 5 and a
6 never", "four 8s clear, like any four", "four 8s on a 7 do not clear"), a reminder that
says the card's value, a question ("may I play a 5 and a 6 together?"), speech or a
gesture at a base event ("everyone says 'burn' when the pile clears": no row), the vote
and Roshambo (their own readers). Four rows are left to their own readers: the ranks'
order (R-SETUP-1: basegame_world.py compares the ranks said with the official order, so
"the Ace is higher than the King" stays a quote), who leads
(R-SETUP-4: a seat, text/standing_rules.py and reminder_table.py), the direction
(R-TURN-1: a rule that reverses play may say so, reminder_table.py) and the edge case's
ruling (R-FAQ-5). reminders.py's ``altered`` asks :func:`contradicted` after its own rows.
"""

from __future__ import annotations

import re

from .base_rules import TOPICS, Topic
from .context import Said
from .denial_lexicon import DENIAL, NO_MORE, NOBODY, NOT_AFTER, PROHIBITION
from .permission import PERMIT_RE
from .standing_rules import REMINDER
from .textnorm import Reading, any_of, searched

#: Rows other readers own (the module's docstring)
_OWNED = frozenset({"R-SETUP-1", "R-SETUP-4", "R-TURN-1", "R-FAQ-5"})
#: A denial for everyone: text/denial_lexicon.py's denial, nobody ("niemand", "kimse",
#: "无人", "none") and its prohibitions ("cannot")
_DENIAL = any_of(DENIAL.pattern, NOBODY.pattern, r"\bnone\b", PROHIBITION.pattern)
#: A permission denied right after its word ("may not", "darf nicht")
_NOT_AFTER = NOT_AFTER
#: What the card gives said to be over: "no longer", "not … any more", "nicht mehr",
#: "niet meer", "artık" with a denial, "不再", "不用再"
_OVER = NO_MORE
_ARTIK = re.compile(r"\bartik\b")
#: The draw's own limits (R-DRAW-1, R-WIN-4): an empty draw pile, three hand cards, a
#: player out; "nobody draws any more" then is the card's
_DRAW_LIMIT = re.compile(
    r"\b(?:draw pile|stapel|nachziehstapel|trekstapel|deste)\b.{0,30}\b(?:empty|gone|runs out"
    r"|leer|weg|leeg|op|bit\w*)\b|\b(?:with|mit|met|bei|bij) (?:three|drei|drie|3)\b"
    r"|\b(?:three|drei|drie|3) (?:or more|oder mehr|of meer)\b|\belinde (?:uc|üc|3)\b"
    r"|\b(?:out|raus|uit)\b|牌堆.{0,3}(?:没|空|完)|三张以上|有三张|出完")
#: The vote and Roshambo, and a reminder marker (their own readers; a reminder says the
#: card's value unless its words say another)
_PROCEDURE = re.compile(r"\b(?:vote|abstimm\w*|stemming|oylama|roshambo|schnick\w*)\b|投票"
                        r"|猜拳")
#: R-CLEAR-4 is about high cards on a 7: a clause that says four cards on a 7 clear
#: says the cards' rule otherwise only when the four are higher than 7 ("four 6s on a 7
#: clear" is the ruling's own other half)
_HIGH = re.compile(r"(?<![\w'])(?:8|9|j|q|k|8s|9s|eights?|nines?|jacks?|queens?|kings?|aces?"
                   r"|high|hohe\w*|achten|neunen|buben|damen|k[oö]nige|asse|hoge|negens"
                   r"|boeren|vrouwen|heren|azen|aas|sekiz\w*|dokuz\w*|vale\w*|k[iı]z\w*"
                   r"|papaz\w*|aslar\w*|y[uü]ksek\w*)(?![\w'])|[八九大高]")
_REMINDER = any_of(REMINDER.pattern, "提醒")  # the standing reader's markers, and Chinese

#: The end of a clause (a row's words, its denial and its permission are one clause's)
_CLAUSE_END = re.compile(r"[,;:，；：、]")
_HARD_END = re.compile(r"[;:；：]")
#: A relative clause that is the subject of the next ("whoever", "wer", "wie", "kim", "谁")
_RELATIVE = re.compile(r"\s*(?:whoever|who|anyone who|wer|wie|kim|谁)\b")

#: The message's reason (its catalog entry is report/textwords.py's)
WHY = ("{rule} said otherwise for everyone; only the rule vote adjusts a base rule, "
       "R-VOTE-1; the game never hears a text and no check reads it: write it as the "
       "rule's actions, R-CUSTOM-2, R-CUSTOM-3")


def contradicted(reading: Reading, kept: tuple[bool, ...] = ()) -> list[Said]:
    """The first sentence of ``reading`` that contradicts a numbered base rule, whoever
    its subject, as [(LP716, words, message)], or []; a sentence ``kept`` (a question, a
    sentence of the cards, a reminder said whole: reminders.py's ``altered`` asks) is
    none."""
    for at, sentence in enumerate(reading.sentences):
        if at < len(kept) and kept[at]:
            continue
        text = sentence.folded
        if _PROCEDURE.search(text):
            continue
        for row in TOPICS:
            words = _contradiction(row, text)
            if words:
                return [("LP716", words, "free text lays down a rule of play: "
                                         f"{words} ({WHY.format(rule=row.rule)})")]
    return []


def _contradiction(row: Topic, text: str) -> str:
    """The words by which ``text`` says ``row``'s rule otherwise (the module's four
    ways), or ""."""
    if row.rule in _OWNED:
        return ""
    found = searched(row.pattern, text)  # none of the row's words: not searched
    if found is None:
        return ""
    start, end = found.span("topic") if "topic" in row.pattern.groupindex else found.span()
    begin = _clause_start(text, start)
    if _CLAUSE_END.search(text, start, end) and not (
            _RELATIVE.match(text, begin) and not _HARD_END.search(text, start, end)):
        return ""  # the row's words over two clauses: no one proposition, unless the
        # first is its subject's relative ("wer als Zweiter rausgeht, gewinnt")
    # the clause that holds the row's words: its denial, its "no longer", its permission
    clause = text[begin:_clause_end(text, end)]
    topic = text[start:end].strip()
    denial = _DENIAL.search(clause)
    if _REMINDER.search(text) and (denial or not row.other):
        return ""
    if row.other and denial is None:
        if row.rule == "R-CLEAR-4" and not _HIGH.search(clause):
            return ""
        return repr(topic)
    if row.denied and denial is not None:
        return f"{topic!r} … {denial.group(0).strip()!r}"
    if row.given and not (row.rule == "R-DRAW-1" and _DRAW_LIMIT.search(text)):
        over = _OVER.search(clause) or (_ARTIK.search(clause) if denial else None)
        if over is not None:
            return f"{topic!r} … {over.group(0).strip()!r}"
    if row.banned and denial is None:
        permit = PERMIT_RE.search(clause)
        if permit is not None and not _NOT_AFTER.match(clause, permit.end()):
            return f"{permit.group(0).strip()!r} … {topic!r}"
    return ""


def _clause_start(text: str, at: int) -> int:
    found = [m.end() for m in _CLAUSE_END.finditer(text, 0, at)]
    return found[-1] if found else 0


def _clause_end(text: str, at: int) -> int:
    found = _CLAUSE_END.search(text, at)
    return found.start() if found is not None else len(text)


__all__ = ["WHY", "contradicted"]
