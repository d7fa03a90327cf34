"""Whom a limit on the rule vote keeps the asking or the voting to (issue 29, sessions 18
and 25): R-VOTE-1 and R-VOTE-2's holder read.

Any player may ask for the round's rule vote (R-VOTE-1) and everyone in the session votes
(R-VOTE-2). A sentence that keeps either to some names a holder: "only" before a group of
people that is not the table ("only players who still hold cards", "only a player who has
won a round tonight", "alleen wie", "sadece bu akşam bir el kazanmış bir oyuncu", "只有...
的人"), or the power denied to a group ("the loser can't ask for a vote", "没赢过的人不能参加
投票"). "Only once", "only by a vote", "only yes or no", "nobody may vote twice" and "players
who are out cannot be kept from voting" keep nothing to anyone. language/text/
procedure_model.py reads its electorate and proposer slots with :func:`kept_to_some` and
:func:`denied_to_some`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .denial_lexicon import NOBODY, PROHIBITION_ZH, TR_CANNOT_ENDINGS
from .matching import Hit
from .textnorm import ZH_CLAUSE_ENDS, Sentence, clauses

#: the vote and its acts
VOTE = ("vote", "vote_act", "k_vote_verb", "p_say")
#: the heads of a group a part may be kept to
PEOPLE = ("p_people", "person", "someone", "leader", "a_holder", "self", "k_creator",
          "creator", "trait", "trait_noun")
#: the table as the holder: the official value of every part
TABLE = ("p_everyone", "more_than_half")
#: words right after "only" that name no holder: a count, a time, a means, a side
_NOT_HOLDER = frozenset((
    "once", "one", "1", "a", "if", "when", "after", "by", "through", "with", "in", "on",
    "at", "during", "before", "then", "yes", "no", "for", "against", "the vote", "vote",
    "einmal", "eine", "ein", "einen", "wenn", "falls", "nach", "durch", "mit", "bei", "vor",
    "ja", "nein", "dafur", "dagegen", "een", "eenmaal", "als", "na", "door", "met", "bij",
    "voor", "tegen", "nee", "bir", "kez", "eger", "sonra", "ile", "evet", "hayir", "via",
    "over", "uber", "about", "op", "om"))
#: a number read as a person ("someone" holds "one"): no holder
_NUMBERS = frozenset(("'one'", "'een'", "'eine'", "'ein'", "'bir'"))
#: "only" words that follow their holder
_AFTER_HOLDER = frozenset(("alone", "privilege", "allein", "alleine"))
_ZH_ONLY_PEOPLE = re.compile(r"(?:只有|只能|仅|僅|唯有|只)[^，。,；;]{0,14}?(?:人|者|家|玩家)")



def _has(hits: Sequence[Hit], *names: str) -> Hit | None:
    return next((h for h in hits if h.name in names), None)


def kept_to_some(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """"Only" (or "reserved for", "nobody but") before a group of people that is not the
    table ("only players who still hold cards", "alleen wie", "sadece ... olanlar", "只有
    ...的人"): the only-word, or None. "Only once", "only by a vote", "only yes or no" keep
    nothing to anyone."""
    if _has(hits, *TABLE) is not None:
        return None
    tokens = [t[0] for t in sentence.split]
    for h in hits:
        if h.name != "p_only":
            continue
        if h.stream == 2:
            if _ZH_ONLY_PEOPLE.search(sentence.cjk):
                return h
            continue
        verb = next((x for x in hits if x.stream == 0 and x.start == h.end
                     and x.name in ("p_ask", "p_say", "p_tweak", "vote_act")), None)
        if verb is not None and not any(  # "darf nur beantragen, wer ..." names its holder
                x.stream == 0 and 0 <= x.start - verb.end <= 1 for x in hits
                if x.name in PEOPLE and x.words not in _NUMBERS):
            continue  # "only propose changes when ...", "may only vote once"
        if _means_next(tokens, h.end):
            continue  # "nur die Abstimmung", "only the rule vote": the vote as the means
        if h.end < len(tokens) and tokens[h.end] in _NOT_HOLDER \
                and not _article_of_holder(hits, tokens, h.end):
            continue  # "only once", "only by a vote"; not "only a player who has won"
        near = range(h.end, min(len(tokens), h.end + _reach(tokens, h.end)))
        if tokens[h.start] in _AFTER_HOLDER:  # "they alone", "der Geber allein"
            near = range(max(0, h.start - 3), h.start)
        if any(x.stream == 0 and x.start in near and x.words not in _NUMBERS for x in hits
               if x.name in PEOPLE) \
                or any(tokens[i].endswith(("anlar", "enler", "anlara", "enlere"))
                       for i in near):
            return h
    return None


#: the vote kept *for* someone: "cannot be kept from voting" is R-VOTE-2 said, no denial
KEPT_FROM = re.compile(r"\b(?:kept|keep|barred|bar|excluded|exclude|stopped|stop|prevented|"
                        r"prevent|ausgeschlossen|ausschlie\w*|gehindert|hindern|uitgesloten|"
                        r"uitsluiten|tegengehouden|weerhouden|engellen\w*|al(?:i|ı)konul\w*|"
                        r"d(?:i|ı)(?:s|ş)lan\w*)\b|不让|不讓|阻止|排除")
#: an article before a holder ("only a player who ...", "nur ein Spieler, der ...", "alleen
#: een speler die ...", "sadece ... bir oyuncu")
_ARTICLES = frozenset(("a", "an", "ein", "eine", "einer", "een", "bir"))
#: Turkish participles: the clause before its noun ("bu akşam bir el kazanmış bir oyuncu")
_PARTICIPLE = ("mis", "mus", "müs", "digi", "dugu", "dügü", "tigi", "tugu", "tügü")


def _article_of_holder(hits: Sequence[Hit], tokens: Sequence[str], at: int) -> bool:
    """Whether the word at ``at`` is an article whose noun, right after it, is a person
    ("only a winner"): the holder's article, not "only a vote" or "only one"."""
    return tokens[at] in _ARTICLES and any(
        x.stream == 0 and x.start == at + 1 and x.name in PEOPLE for x in hits)


def _reach(tokens: Sequence[str], at: int) -> int:
    """How far after "only" its holder may stand: five words, eight when a Turkish
    participle puts its clause before the noun."""
    return 8 if any(t.endswith(_PARTICIPLE) for t in tokens[at:at + 6]) else 5



_NOT_A_LIMIT = re.compile(r"\b(?:twice|second|same|again|during|mid|zweimal|zweite\w*|gleiche\w*|"
                         r"wahrend|während|tweemaal|tweede|zelfde|tijdens|ikinci|ayni|sirasinda)\b|"
                         r"第二|同一|两次|兩次|期间|期間")
#: the holders a denial may name: a group or a role, not everyone ("nobody" is a limit)
_SOME = ("leader", "a_holder", "trait", "trait_noun", "p_people", "person", "someone")


def denied_to_some(sentence: Sentence, hits: Sequence[Hit], ask: Hit) -> Hit | None:
    """Asking for a change denied to some ("Wer verloren hat, darf keine Änderung
    beantragen", "the loser can't ask for a vote", "输家不能提议改规则"): any player may ask
    (R-VOTE-1). A power denied ("cannot", "may not", "darf keine", "-amaz", "不能") right
    before the ask; denied to everyone, or a second ask in a round, is a limit, not a
    holder, and "is not a proposal" denies no power."""
    if NOBODY.search(sentence.folded) or _NOT_A_LIMIT.search(sentence.folded) \
            or _has(hits, *_SOME) is None:
        return None
    if ask.stream == 2:
        found = (_ZH_DENIED_VOTE if ask.name in VOTE else _ZH_DENIED_ASK).search(sentence.cjk)
        return Hit("cannot", -1, -1, f"'{found.group(1)}'", 2) if found else None
    tokens = [t[0] for t in sentence.split]
    of_vote = ask.name in VOTE  # the vote denied: a verb of voting ("oy veremez",
    # "katılamaz"), not what the vote does ("oylamayı harcamaz", R-VOTE-3 quoted)
    for at in range(ask.start, min(len(tokens), ask.end + 3)):  # Turkish: önerisi yapamaz
        if tokens[at].endswith(TR_CANNOT_ENDINGS) and len(tokens[at]) > 5 and (
                not of_vote or tokens[at].startswith(("oy", "katil", "ver", "kat"))):
            return Hit("cannot", at, at + 1, f"'{tokens[at]}'", 0)
    modal = [h.start for h in hits if h.name in ("modal", "k_may") and h.stream == 0]
    for h in hits:
        if h.stream != 0 or not 0 < ask.start - h.start <= 4:
            continue
        if h.name == "cannot" or h.name in ("negation", "p_not") and any(
                0 <= h.start - m <= 2 for m in modal):
            return h
    return None


#: the vote itself denied to some ("没赢过的人不能参加投票"): the electorate narrowed
#: (the prohibitions and nobody of text/denial_lexicon.py)
_ZH_DENIED_VOTE = re.compile(rf"({PROHIBITION_ZH})[^，。]{{0,3}}?(?:投票|表决|表決)")
_ZH_DENIED_ASK = re.compile(rf"({PROHIBITION_ZH})[^，。]{{0,3}}?"
                            r"(?:提议|提議|提出|申请|申請|要求|发起|發起)")


#: words that open a clause of their own between a count and a vote ("zweimal klatschen,
#: wenn abgestimmt wird")
_OPENERS = frozenset(("when", "if", "while", "wenn", "falls", "als", "während", "wahrend",
                      "wanneer", "terwijl", "zodra"))


def cast_again(sentence: Sentence, hits: Sequence[Hit], repeat: Hit | None) -> Hit | None:
    """A participle of voting that a count of times just before it counts, in its own
    clause ("wenn zweimal hintereinander dafür gestimmt wird"): a vote cast again, for
    language/text/claims.py's one vote a round (R-VOTE-1, R-VOTE-2). "Zweimal klatschen,
    wenn abgestimmt wird" counts the claps."""
    if repeat is None or repeat.stream == 2:
        return None
    span = next(((a, b) for a, b in clauses(sentence) if a <= repeat.start < b), None)
    tokens = [t[0] for t in sentence.split]
    return next((h for h in hits if h.name == "vote_act" and h.stream == 0 and span is not None
                 and span[0] <= h.start < span[1] and 0 <= h.start - repeat.end <= 3
                 and not _OPENERS & set(tokens[repeat.end:h.start])), None)


#: "only" right before the vote, or before its means: "只能投票", "只有通过投票"; a later or
#: new vote as the means ("只能靠以后的投票再回来": R-VOTE-7 quoted, session 42)
_ZH_BY_VOTE = re.compile(r"(?:只能|只有|唯有|只)(?:通过|通過|靠|用|经过|經過|经|經|由)?"
                         r"(?:以后的|以後的|之后的|之後的|后来的|後來的|新的|另一次|下一次|再一次|再)?"
                         r"(?:规则|規則)?(?:投票|表决|表決)")


def by_vote_zh(sentence: Sentence, names: set[str], hits: Sequence[Hit] = ()) -> bool:
    """Whether a Chinese "only" stands before the vote as its means, with nobody named in
    its clause ("要改只能投票", "这条规则只能通过投票来改": only a vote changes it, R-VOTE-1
    quoted), not before the voters it keeps the vote to ("只有赢家能投票", :data:`PEOPLE`).
    A person in another clause is another claim's ("规则只能通过投票改变；收牌的人结束回合":
    the one who picks up ends the turn)."""
    found = _ZH_BY_VOTE.search(sentence.cjk)
    if found is None:
        return False
    if not hits:
        return not names & set(PEOPLE)
    text = sentence.cjk
    start = max(text.rfind(c, 0, found.start()) for c in ZH_CLAUSE_ENDS) + 1
    ends = [i for i in (text.find(c, found.end()) for c in ZH_CLAUSE_ENDS) if i >= 0]
    clause = text[start:min(ends, default=len(text))]
    return not any(h.name in PEOPLE and (h.stream != 2 or h.words.strip("'") in clause)
                   for h in hits)


def _people_apart(sentence: Sentence, hits: Sequence[Hit], at: int) -> bool:
    """Whether every person word of the sentence stands in another clause than the token at
    ``at`` ("only the rule vote can change a base rule, and the player who picks up ends
    their turn": the player is the pickup's, not a holder of the vote)."""
    a, b = next(((a, b) for a, b in clauses(sentence) if a <= at < b), (0, len(sentence.split)))
    return not any(h.name in PEOPLE and (h.stream != 0 or a <= h.start < b) for h in hits)


#: what may stand between "only" and the vote it names as the means: an article, "rule"
_MEANS_BETWEEN = frozenset(("the", "a", "die", "eine", "der", "de", "het", "een", "rule",
                            "regel", "regelabstimmung", "kural"))
#: a change of the rule, the act the vote is the means of (folded stems)
_CHANGE = ("chang", "andern", "ander", "verander", "wijzig", "degis", "remov", "abschaff",
           "afschaf", "kaldir")


#: the vote named as a noun, the means a change is made by
_VOTE_NOUNS = frozenset(("vote", "abstimmung", "regelabstimmung", "stemming", "oylama",
                         "oylamasi", "oylamayla", "oyla"))


def _means_next(tokens: Sequence[str], at: int) -> bool:
    """Whether the vote follows ``at`` with at most an article or "rule" between."""
    for k in range(at, min(len(tokens), at + 3)):
        if tokens[k] in _VOTE_NOUNS:
            return True
        if tokens[k] not in _MEANS_BETWEEN:
            return False
    return False


def by_vote(sentence: Sentence, names: set[str], only: Hit | None, act: Hit | None,
            hits: Sequence[Hit] = ()) -> bool:
    """Whether "only" stands right before the vote (an article or "rule" between) in a
    sentence that changes a rule, with nobody named ("only the rule vote can change that
    number", "ändern kann das nur die Abstimmung", "alleen de stemming kan dit
    veranderen", "bunu sadece oylama değiştirir"): the vote as the means, R-VOTE-1 and
    R-VOTE-4 quoted; "only the winner may vote" keeps it to some. Chinese: by_vote_zh."""
    if act is not None and act.stream == 2:
        return by_vote_zh(sentence, names, hits)
    if only is None or act is None or only.stream == 2:
        return False
    if names & set(PEOPLE) and not (hits and _people_apart(sentence, hits, only.start)):
        return False
    tokens = [t[0] for t in sentence.split]
    between = tokens[only.end:act.start]
    return len(between) <= 2 and set(between) <= _MEANS_BETWEEN and any(
        t.startswith(_CHANGE) for t in tokens)


__all__ = ["KEPT_FROM", "NOBODY", "PEOPLE", "TABLE", "VOTE", "by_vote", "by_vote_zh",
           "cast_again", "denied_to_some", "kept_to_some"]
