"""The rule vote's time and conditions as a slot of the procedure (issue 29, session 19).

The vote has a time and no conditions: when the deal begins the table gets one rule vote
for that round, and any player may ask for it (R-VOTE-1, R-VOTE-2). No rule may prevent
voting (R-CUSTOM-3), nor change the procedure (R-VOTE-8). So a condition added to asking
for the vote or to holding it makes voting harder, whatever it is:

- **notice** given ahead, a span of time with it ("announced a day ahead", "een week van
  tevoren", "bir gün önceden", "提前一天");
- **a waiting period**: a span longer than a round with "after", "wait", "only", "must"
  ("only after five full rounds", "erst nach fünf Runden", "五局之后才能");
- **a day of the calendar** or a time of the clock with a restriction ("only on weekends",
  "nur am Wochenende", "no rule vote before midnight", "只有周末");
- **a person's presence or part in it** with a restriction ("only if its creator is at the
  table", "nur wenn der Erfinder anwesend ist", "只有制定者在场时", "only if the dealer votes
  too", "nur wenn ihr Erfinder mit abstimmt", "ancak herkes masadayken");
- **a form** it must take ("in writing", "schriftlich", "yazılı", "书面").

Its own time in other words is none: "we vote after the round", "vote before dealing",
"once a round" name no span, day, presence or form; a condition said not to be needed ("no
notice needed", "jederzeit") is the official value. Its moment **moved** is a change
(session 47, :func:`moved`): a step before the deal begins named for it ("before the cut",
"vor dem Abheben", "voor het schudden", "kesmeden önce", "切牌之前": the winner's rule may
still be being announced, R-CUSTOM-1), or the deal's beginning named and denied ("not when
the deal begins", "niet bij het begin van het delen", "开始发牌后就不能再提投票").
language/text/procedure_model.py asks :func:`condition` and reports it as another value of
the slot "held" (LP707).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .denial_lexicon import NOT_SHORT_WORDS, NOT_WORDS
from .matching import Hit
from .procedure_world import lasts
from .textnorm import Sentence, clauses, fold

#: the reason, a catalog entry of language/report/textwords.py (the vote's time: at the deal,
#: one a round, with no condition added)
WHY = "the vote is held when the deal begins, one a round; R-VOTE-1, R-VOTE-8"

#: the vote, or asking for it, as the sentence names it
_VOTE = ("vote", "vote_act", "k_vote_verb", "p_say")
#: what may hold a condition of presence: the creator, a role, a person of the book
#: (or the whole table: "only when everyone is at the table" closes the vote to one away)
_PERSON = ("creator", "k_creator", "leader", "a_holder", "self", "trait", "trait_noun",
           "p_everyone")
#: "after" in the five languages: a span after it is a wait ("after five rounds")
_AFTER = frozenset(fold(w) for w in ("after", "since", "nach", "seit", "na", "sinds",
                                     "sonra", "sonrasında", "beri"))
#: a count of one: "one round", "once a round" is the vote's own rhythm
_ONE = frozenset(fold(w) for w in ("1", "one", "a", "an", "ein", "eine", "einer", "einen",
                                   "een", "één", "bir", "next", "nächste", "nächsten",
                                   "volgende", "sonraki", "this", "diese", "deze", "bu"))
#: Turkish necessity on the verb ("duyurulmalı", "istenmelidir")
_TR_MUST = ("mali", "meli", "malidir", "melidir", "malıdır", "melıdır")
_ZH_SPAN = re.compile(r"[一二两兩三四五六七八九十百几幾\d]+\s*(?:个|個)?\s*"
                      r"(?:天|日|周|週|星期|礼拜|禮拜|月|小时|小時|分钟|分鐘)|"
                      r"[二两兩三四五六七八九十百几幾\d]+\s*(?:局|轮|輪|回合|盘|盤)")
#: the deck in someone's hands: the vote kept to the rounds one person deals (R-VOTE-1: every
#: round, when the deal begins), by a person other than the dealer as such
_DEALS = re.compile(r"\b(?:deals|dealing|dealt|deal|shuffles|shuffling|gibt|austeilt|teilt|"
                    r"mischt|deelt|delen|schudt|dag(?:ı|i)t\w*|da(?:ğ|g)(?:ı|i)t\w*)\b|"
                    r"发牌|發牌|洗牌")
_DEALER = ("creator", "k_creator", "person", "someone", "trait", "trait_noun", "self")
_ZH_ROUNDS = re.compile(r"局|轮|輪|回合|盘|盤")
_ZH_AFTER = re.compile(r"之后|之後|以后|以後|后才|後才")


def _first(hits: Sequence[Hit], *names: str) -> Hit | None:
    return next((h for h in hits if h.name in names), None)


def _rounds_counted(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """A count of two or more rounds ("five full rounds", "tien rondes", "beş tur"): a span
    longer than the vote's round. The count's hit, or None."""
    tokens = [t[0] for t in sentence.split]
    for h in hits:
        if h.name != "rounds" or h.stream != 0:
            continue
        for at in range(max(0, h.start - 3), h.start):
            word = tokens[at]
            counted = word.isdecimal() and int(word) >= 2 or any(
                n.name == "number" and n.stream == 0 and n.start == at for n in hits)
            if counted and word not in _ONE:
                return Hit("t_span", at, h.end, f"'{' '.join(tokens[at:h.end])}'", 0)
    return None


def _span(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """A span of time longer than a round: a unit of the clock or the calendar, or two or
    more rounds. Rounds counted beside Roshambo are its own (R-ROSHAMBO-2: 30 decided
    rounds), no time."""
    rps = _first(hits, "roshambo") is not None
    found = _first(hits, "t_span") or (None if rps else _rounds_counted(sentence, hits))
    if found is None and sentence.cjk:
        m = next((m for m in _ZH_SPAN.finditer(sentence.cjk)
                  if not rps or not _ZH_ROUNDS.search(m.group(0))), None)
        found = Hit("t_span", -1, -1, f"'{m.group(0)}'", 2) if m else None
    return found


def _restricted(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """A restriction on the vote: "only", "must", "erst", "pas", "ancak", Turkish -malı,
    "才能", or a denial ("no rule vote before midnight")."""
    found = _first(hits, "t_must", "p_only", "exclusive", "negation", "cannot")
    if found is not None:
        return found
    tokens = [t[0] for t in sentence.split]
    return next((Hit("t_must", at, at + 1, f"'{w}'", 0) for at, w in enumerate(tokens)
                 if len(w) > 6 and w.endswith(_TR_MUST)), None)


def _after(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """"After" (or "later", "wait") beside the span: the vote put off by it."""
    found = _first(hits, "later", "t_wait")
    if found is not None:
        return found
    tokens = [t[0] for t in sentence.split]
    at = next((i for i, w in enumerate(tokens) if w in _AFTER), None)
    if at is not None:
        return Hit("after", at, at + 1, f"'{tokens[at]}'", 0)
    m = _ZH_AFTER.search(sentence.cjk) if sentence.cjk else None
    return Hit("after", -1, -1, f"'{m.group(0)}'", 2) if m else None


def _kept_to(sentence: Sentence, must: Hit) -> bool:
    """A restriction that keeps the vote to a case ("only if", "nur wenn", "才能"), not a
    denial: "not there" is an absence, no condition."""
    return must.name not in ("negation", "cannot")


def _absent(sentence: Sentence, present: Hit) -> bool:
    """Presence denied ("不在时", "nicht anwesend"): the creator away, R-ROSHAMBO-1's case."""
    if present.stream == 2:
        at = sentence.cjk.find(present.words.strip("'"))
        return at > 0 and sentence.cjk[at - 1] in "不没沒未"
    tokens = [t[0] for t in sentence.split]
    return any(tokens[i] in _NOT for i in range(max(0, present.start - 2), present.start))


_NOT = NOT_WORDS | NOT_SHORT_WORDS  # text/denial_lexicon.py


def _priced(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """A price named: a card, a number or a drink beside the fee ("costs two cards")."""
    return _first(hits, "number", "in_play", "play_object", "k_draw", "LP701") is not None \
        or any(t[0].isdigit() for t in sentence.split) or _ZH_PRICE.search(
            sentence.cjk or "") is not None


#: a Chinese price: a count with its measure word ("一张", "一个筹码", "两块钱", "一杯"), the
#: cards, chips or money themselves
_ZH_PRICE = re.compile(r"[一二两兩三四五六七八九十半\d]\s*(?:张|張|个|個|块|塊|元|杯|口|枚|颗|顆)|"
                       r"牌|筹码|籌碼|钱|錢")


#: a standing named by the moment it was won at ("last round's winner", "der Sieger der
#: letzten Runde", "son turun kazananı", "上一局的赢家"): a person, no time of the vote
_STANDING = frozenset(fold(w) for w in (
    "s", "winner", "winners", "loser", "losers", "champion", "sieger", "gewinner",
    "verlierer", "winnaar", "winnaars", "verliezer", "kazanan", "kazanani", "kaybeden",
    "birinci", "sonuncu"))
_ZH_STANDING = re.compile(r"^(?:的)?(?:赢家|贏家|胜者|勝者|输家|輸家|第一|冠军|冠軍|"
                          r"最后一名|最後一名)")
#: how far (in words) the restriction may stand from the moment it keeps the vote to
_MOMENT_REACH = 8


def _moment(sentence: Sentence, hits: Sequence[Hit], must: Hit) -> Hit | None:
    """One moment of the evening the vote is kept to ("only at the last deal", "erst am
    Ende des Abends", "pas in de laatste ronde", "sadece son elde", "最后一局才"): the vote
    is held when every deal begins (R-VOTE-1), so a vote kept to one deal is shut for the
    others (R-CUSTOM-3). A moment that names a standing ("last round's winner", "der
    Sieger der letzten Runde") is a person, no time."""
    tokens = [t[0] for t in sentence.split]
    for h in hits:
        if h.name != "t_moment":
            continue
        if h.stream == 2:
            at = sentence.cjk.find(h.words.strip("'"))
            if at >= 0 and not _ZH_STANDING.match(sentence.cjk[at + len(h.words) - 2:]):
                return h
            continue
        if h.stream != 0 or must.stream == 0 and abs(must.start - h.start) > _MOMENT_REACH:
            continue
        span = next(((a, b) for a, b in clauses(sentence) if a <= h.start < b), (0, 0))
        if not any(v.stream == 0 and span[0] <= v.start < span[1] for v in hits
                   if v.name in _VOTE) or must.stream == 0 and not (
                       span[0] <= must.start < span[1]):
            continue  # "in the last round only the dealer shuffles, and we vote": not kept
        after = tokens[h.end] if h.end < len(tokens) else ""
        before = {tokens[i] for i in range(max(0, h.start - 2), h.start)}
        if after not in _STANDING and not before & _STANDING:
            return h
    return None


def unconditioned(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The vote said to need no condition ("no notice needed", "ohne Voranmeldung",
    "随时"): the official value, the words it speaks for, or "". Only when no other denial
    stands beside it ("no vote next round, no notice needed" still cancels a vote)."""
    vote, free = _first(hits, *_VOTE), _first(hits, "t_free")
    if vote is None or free is None:
        return ""
    denials = [h for h in hits if h.name in ("negation", "vote_change", "cannot", "k_ban",
                                              "without", "p_not")
               and not (h.stream == free.stream == 0 and free.start <= h.start < free.end
                        or h.stream == free.stream == 2 and h.words == free.words)]
    return "" if denials else f"{vote.words.strip(chr(39))} {free.words.strip(chr(39))}"


#: a Chinese clause; a Chinese denial ("不能", "不再", "别")
_ZH_PART = re.compile(r"[,，;；:：。]")
_ZH_DENIAL = re.compile(r"不能|不再|不可以|不许|不許|不准|别|別|不在|不是")
#: Turkish denial or inability on a verb ("istenemez", "yapılmaz")
_TR_DENIED_BY_LANGUAGE = {"tr": ("emez", "amaz", "maz", "mez", "mayacak", "meyecek")}
_TR_DENIED = _TR_DENIED_BY_LANGUAGE["tr"]


def _denied_at(sentence: Sentence, hits: Sequence[Hit], at: Hit) -> bool:
    """Whether the deal's beginning ``at`` stands in a clause with a denial ("not when the
    deal begins", "nicht mehr beim Austeilen", "dağıtım başladıktan sonra istenemez",
    "开始发牌后就不能再提投票")."""
    if at.stream == 2:
        word = at.words.strip("'")
        return any(word in part and _ZH_DENIAL.search(part)
                   for part in _ZH_PART.split(sentence.cjk or ""))
    a, b = next(((a, b) for a, b in clauses(sentence) if a <= at.start < b),
                (0, len(sentence.split)))
    tokens = [t[0] for t in sentence.split]
    return any(h.name in ("negation", "cannot", "k_ban") and h.stream == 0 and a <= h.start < b
               for h in hits) or any(t in _NOT or t.endswith(_TR_DENIED) and len(t) > 5
                                     for t in tokens[a:b])


def moved(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """The vote's own moment moved: held at a step before the deal begins ("before the
    cut", "vor dem Abheben", "voor het schudden", "kesmeden önce", "切牌之前"), or the deal's
    beginning named and denied ("not when the deal begins", "niet bij het begin van het
    delen"). The table votes when the deal begins (R-VOTE-1), after the winner's rule is
    announced (R-CUSTOM-1: before the deal is complete); a vote set before the deck is cut
    is over before the table knows what it votes on, and one kept from the deal is shut at
    its own time: the procedure changed (R-VOTE-8). The words, or None."""
    early = _first(hits, "t_predeal")
    if early is not None:
        tokens = [t[0] for t in sentence.split]
        if early.stream == 2 or not set(tokens[max(0, early.start - 2):early.start]) & _NOT:
            return early  # "we never vote before the cut" keeps it
    return next((h for h in hits if h.name == "t_atdeal" and _denied_at(sentence, hits, h)),
                None)


def condition(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of a condition added to asking for or holding the rule vote, or ""."""
    vote = _first(hits, *_VOTE)
    if vote is None and _first(hits, "p_ask") is not None:
        vote = _first(hits, "rule_itself", "a_book")
    if vote is None or _first(hits, "t_free") is not None:
        return ""
    life = lasts(sentence)  # "holds until the session ends unless voted out": its life
    if life is not None and life.official:
        return ""
    found: tuple[Hit | None, ...] = ()
    shifted = moved(sentence, hits)
    if shifted is not None:  # the vote's moment moved off the deal's beginning
        return f"{vote.words} … {shifted.words}"
    span, ahead = _span(sentence, hits), _first(hits, "t_ahead")
    must = _restricted(sentence, hits)
    if span is not None and ahead is not None:  # notice ahead
        found = (ahead, span)
    elif span is not None and (_after(sentence, hits) or must) is not None:  # a wait
        found = (span, _after(sentence, hits) or must)
    elif must is not None:
        calendar, form = _first(hits, "t_calendar"), _first(hits, "t_form")
        present, person = _first(hits, "t_present"), _first(hits, *_PERSON)
        if calendar is not None:  # a day of the calendar
            found = (must, calendar)
        elif form is not None:  # a form
            found = (must, form)
        elif _kept_to(sentence, must) and _moment(sentence, hits, must) is not None:
            found = (must, _moment(sentence, hits, must))  # "only at the last deal"
        elif _DEALS.search(sentence.folded) is not None and _kept_to(sentence, must) \
                and _first(hits, *_DEALER) is not None:  # "only in a round its author deals"
            m = _DEALS.search(sentence.folded)
            found = (must, _first(hits, *_DEALER), Hit("t_deal", -1, -1,
                                                       f"'{m.group(0) if m else ''}'", 0))
        elif present is not None and person is not None and _kept_to(sentence, must) \
                and not _absent(sentence, present):  # a person's presence
            found = (must, person, present)
    fee = _first(hits, "t_fee")
    if not found and fee is not None and _first(hits, "negation", "cannot") is None \
            and _priced(sentence, hits):  # a price on the vote
        found = (fee,)
    if not found:
        return ""
    return " … ".join(dict.fromkeys(h.words for h in (vote, *found) if h is not None))


__all__ = ["WHY", "condition", "moved", "unconditioned"]
