"""The free-text judge's readings of the table's procedures (issue 29, round five).

Each is a conjunction of the word groups of procedure_lexicon.py in one sentence, stated
as the rule it protects; language/text/harm.py reports them under its codes:

- the rule vote put later than the deal (R-VOTE-1), passed by another share of the table
  than more than half (R-VOTE-2), or denied to a rule (R-VOTE-1, R-VOTE-8): LP707,
  :func:`vote_moved`, :func:`threshold`, :func:`vote_denied`;
- a tie broken by anything but Roshambo (R-VOTE-10, R-ROSHAMBO-1) and a Roshambo draw
  given to a side (R-ROSHAMBO-2): LP708, :func:`tie_elsewhere`, :func:`draw_awarded`;
- an unclear rule read by anyone but its creator or the table (R-CUSTOM-5, R-FAQ-5,
  R-SESSION-3): LP709, :func:`interpretation`;
- the table's agreement claimed by the text itself (R-CUSTOM-3): LP703 on a ``does``
  text beyond the known table actions, :func:`agreement_claimed`.

docs/trial.md ("The fifth sets") lists each reading's trigger, its near misses and the
false alarms measured.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .clause_readings import Reading
from .matching import Hit, first, hits
from .textnorm import Sentence, has_cjk, read

#: Words of a rule, as a token: "the winner's rules", "kuralları" (any rule, not only "this")
_RULE_WORDS = frozenset(("rule", "rules", "regel", "regels", "regeln", "kural", "kurali",
                         "kuralı", "kurallar", "kuralları", "kuralın", "kuralını"))
#: Number words that count players or votes ("two votes are enough")
_FEW = frozenset(("1", "2", "3", "one", "two", "three", "ein", "eine", "zwei", "drei",
                  "een", "één", "twee", "drie", "bir", "iki", "üç"))
_COUNTED = frozenset(("vote", "votes", "yes", "player", "players", "people", "stimme",
                      "stimmen", "ja", "spieler", "stem", "stemmen", "spelers", "oy", "oyu",
                      "evet", "oyuncu", "kişi"))


def _rule_named(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence names a rule (of this book or any other)."""
    return first(hits, "rule_itself") is not None or first(hits, "other_rules") is not None \
        or any(t[0] in _RULE_WORDS for t in sentence.split) \
        or "规则" in sentence.cjk or "規則" in sentence.cjk


def _the_vote(hits: Sequence[Hit]) -> Hit | None:
    return first(hits, "vote") or first(hits, "vote_act")


#: the people a round names as a standing ("last round's winner", "der Sieger der letzten
#: Runde", "son turun kazananı"): a person, no time of the vote
_STANDINGS = frozenset(("leader", "a_holder", "c_person"))


def _standing(later: Hit, hits: Sequence[Hit]) -> bool:
    """Whether a "later" word ("last round", "letzten Runde", "son tur") names a standing
    beside it: the winner right after it, or before it with "of the" between."""
    return later.stream == 0 and any(
        h.name in _STANDINGS and h.stream == 0 and (0 <= h.start - later.end <= 1
                                                    or 0 <= later.start - h.end <= 2)
        for h in hits)


def _passed(later: Hit, hits: Sequence[Hit]) -> bool:
    """Whether "after" governs the vote's majority ("a base rule changes only after a
    majority in the rule vote", "erst nach einer Mehrheit", "pas na een meerderheid"):
    R-VOTE-2's passing said, no time the vote is moved to."""
    return later.stream == 0 and any(
        h.name == "more_than_half" and h.stream == 0 and 0 <= h.start - later.end <= 2
        for h in hits)


def vote_moved(hits: Sequence[Hit], names: set[str]) -> Reading | None:
    """The rule vote put later than the deal ("we only vote on rules after the first
    turn", "stemmen pas na de eerste beurt", "表决留到最后一局"): R-VOTE-1 holds it when
    the deal begins, once a round. A vote named as a rule's end ("until the next vote")
    is not moved."""
    vote = _the_vote(hits)
    later = next((h for h in hits if h.name == "later" and not _standing(h, hits)
                  and not _passed(h, hits)), None)
    if vote is None or later is None or names & {"negation", "own_rule"}:
        return None
    words = f"{vote.words} … {later.words}"
    return Reading(words, f"free text changes the rule vote: {words} (the vote is held when "
                          "the deal begins, one a round; R-VOTE-1, R-VOTE-8)")


def _zh_share(cjk: str) -> str:
    found = re.search(r"[一二两兩三四五\d]+(?:个人|個人|人|票|位)", cjk)
    return f"'{found.group(0)}'" if found else ""


def threshold(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> Reading | None:
    """Another share of the table said to pass a rule change ("a third of the table is
    enough", "masanın üçte biri yeterli", "zwei Stimmen genügen", "三分之一的人同意就能改
    规则"): R-VOTE-2 asks more than half of all the session's players. Its own words
    ("more than half", "a majority") are a quote."""
    enough = first(hits, "enough")
    if enough is None or names & {"more_than_half", "negation"}:
        return None
    vote = _the_vote(hits)
    changed = (first(hits, "change_verb") or first(hits, "remove")) is not None \
        and _rule_named(sentence, hits)
    if vote is None and not changed and first(hits, "rewrite") is None:
        return None
    share = first(hits, "share")
    words = share.words if share is not None else ""
    if not words:
        tokens = [t[0] for t in sentence.split]
        words = next((f"'{tokens[i]} {tokens[i + 1]}'" for i in range(len(tokens) - 1)
                      if tokens[i] in _FEW and tokens[i + 1] in _COUNTED), "")
    if not words and has_cjk(sentence.cjk):
        words = _zh_share(sentence.cjk)
    if not words:
        return None
    words = f"{words} … {enough.words}"
    return Reading(words, f"free text changes the rule vote: {words} (a change passes with "
                          "more than half of all the session's players; R-VOTE-2, R-VOTE-8)")


def _denied(sentence: Sentence, hits: Sequence[Hit], vote: Hit) -> str:
    """A denial next to the vote ("not up for a vote", "wordt niet gestemd", "oylamaya
    gelmez", "不参加表决"), or ""."""
    tokens = [t[0] for t in sentence.split]
    if vote.stream == 2:
        at = sentence.cjk.find(vote.words.strip("'"))
        before = sentence.cjk[max(0, at - 3):max(0, at)]
        return "'不'" if at > 0 and ("不" in before or "没" in before or "沒" in before) else ""
    for h in hits:
        if h.name in ("cannot", "negation") and h.stream == 0 \
                and vote.start - 4 <= h.start <= vote.end + 1:
            return h.words
    for i in range(vote.end, min(len(tokens), vote.end + 2)):  # Turkish: oylamaya gelmez
        if len(tokens[i]) > 4 and tokens[i].endswith(("mez", "maz")):
            return f"'{tokens[i]}'"
    return ""


def vote_denied(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> Reading | None:
    """A rule kept off the vote ("the winner's rules are not up for a vote", "diese Regel
    steht nicht zur Abstimmung", "kazananın kuralları oylamaya gelmez"): R-VOTE-1 lets
    the vote remove or change any custom rule. Asking for the vote ("not without a
    vote"), quoting R-VOTE-3 ("does not use up the vote") or R-CUSTOM-3 ("no rule may
    prevent voting"), a reminder, or the creator's own rule (R-VOTE-4) is none."""
    vote = _the_vote(hits)
    if vote is None or not _rule_named(sentence, hits) \
            or names & {"without", "vote_quote", "own_rule"}:
        return None
    denial = _denied(sentence, hits, vote)
    if not denial:
        return None
    words = f"{denial} … {vote.words}"
    return Reading(words, f"free text changes the rule vote: {words} (a rule the vote could "
                          "not remove; R-VOTE-1, R-VOTE-8)")


_OFFICIAL_ROUNDS = frozenset({"30", "15", "thirty", "fifteen", "dreißig", "dreissig",
                              "fünfzehn", "dertig", "vijftien", "otuz", "onbeş"})


#: a Chinese count of rounds: a numeral and a measure of rounds, throws or games
_ZH_COUNT = re.compile(r"(?<![第一二两兩三四五六七八九十百])([一二两兩三四五六七八九十百]+)"
                       r"(?:局|次|盘|盤|轮|輪|场|場|把)")


#: What stands between the two sides of a score ("acht zu acht", "zes tegen zes", "ten to
#: ten", "10-10", "zehn gegen zehn")
_SCORE_BY_LANGUAGE = {"en": ("to", "against"), "de": ("zu", "gegen"), "nl": ("tegen",),
                      "tr": ("karşı", "karsi")}
_SCORE = frozenset(w for ws in _SCORE_BY_LANGUAGE.values() for w in ws) | {"-", ":"}


def scored(tokens: Sequence[tuple[str, ...]], numbers: set[int]) -> set[int]:
    """The numbers of a score, the same number on both sides ("acht zu acht", "zes tegen
    zes", "twelve twelve", "on beş on beş"): a vote's tally split evenly (R-VOTE-9), no
    count of Roshambo's rounds."""
    out: set[int] = set()
    for i in numbers:
        for j in (i + 1, i + 2):
            if j in numbers and tokens[i][0] == tokens[j][0] and (
                    j == i + 1 or tokens[i + 1][0] in _SCORE):
                out |= {i, j}
    return out


def rounds_changed(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A count of Roshambo rounds other than the official 30 (R-ROSHAMBO-2): the count,
    quoted, or "" (language/text/harm.py reports it with a Roshambo word, LP708); the two
    sides of an even score (:func:`scored`) count no rounds."""
    tokens = sentence.split
    numbers = {at for at, token in enumerate(tokens) if token[0].isdigit() or any(
        h.name == "number" and h.start == at and h.stream == 0 for h in hits)}
    for at in sorted(numbers - scored(tokens, numbers)):
        word = tokens[at][0]
        if word in _OFFICIAL_ROUNDS:
            continue
        if any(h.name == "rounds" and h.stream == 0 and at < h.start <= at + 2 for h in hits):
            return f"'{word}'"
    for h in hits:
        if h.name == "number" and h.stream == 2:
            return h.words
    # a Chinese numeral before a measure of rounds ("只打三轮", "比五场"), not 三十 or 十五
    counted = _ZH_COUNT.search(sentence.cjk)
    if counted is not None and counted.group(1) not in ("三十", "十五"):
        return f"'{counted.group(0)}'"
    digits: list[str] = re.findall(r"\d+", sentence.cjk)
    if any(d not in _OFFICIAL_ROUNDS for d in digits) and has_cjk(sentence.cjk) and any(
            h.name == "rounds" and h.stream == 2 for h in hits):
        return "'" + next(d for d in digits if d not in _OFFICIAL_ROUNDS) + "'"
    return ""


def tie_elsewhere(hits: Sequence[Hit], names: set[str]) -> Reading | None:
    """A tie broken by anything but Roshambo ("a tie goes to a cut of the deck", "bei
    Gleichstand zieht jede Seite eine Karte, die höhere gewinnt", "平票时各抽一张牌，大的
    赢"): R-VOTE-10 and R-ROSHAMBO-1 send a tied vote to Roshambo, and R-VOTE-8 keeps
    that procedure."""
    tie, award = first(hits, "tie"), first(hits, "award")
    if tie is None or award is None or names & {"roshambo", "negation", "void", "leader",
                                                "self", "used_up"}:
        return None  # a tie a role breaks is authority (harm.py's LP709 reading); a tie
        # that uses up the round's vote is R-VOTE-5's own
    if award.stream == tie.stream == 0 and award.start < tie.end:
        return None  # "whoever wins breaks ties": the award comes first, the tie is its object
    words = f"{tie.words} … {award.words}"
    return Reading(words, f"free text changes Roshambo: {words} (a tied vote goes to "
                          "Roshambo; R-VOTE-10, R-ROSHAMBO-1, R-VOTE-8)")


def draw_awarded(hits: Sequence[Hit], names: set[str]) -> Reading | None:
    """A Roshambo draw given to a side ("every draw goes to whoever defends it", "打平算
    守规则的一方赢", "ein Unentschieden zählt für den Verteidiger"): R-ROSHAMBO-2 counts
    decided rounds only. "Draws do not count" is its quote; "a tie goes to Roshambo"
    names no side."""
    roshambo, draw = first(hits, "roshambo"), first(hits, "rps_draw")
    award = first(hits, "award") or first(hits, "count_verb")
    side = first(hits, "side")
    if None in (roshambo, draw, award, side) or names & {"negation", "void"}:
        return None
    assert draw is not None and award is not None and side is not None
    words = f"{draw.words} … {award.words} … {side.words}"
    return Reading(words, f"free text changes Roshambo: {words} (draws do not count, "
                          "R-ROSHAMBO-2; R-VOTE-8)")


#: a Chinese say followed: "听冠军的", "聽莊家的" (heed what someone says)
_ZH_HEEDED = re.compile(r"[听聽][^，。,；;听聽]{1,8}的")


def interpretation(sentence: Sentence, hits: Sequence[Hit], names: set[str]
                   ) -> Reading | None:
    """An unclear rule read by anyone but its creator or the table ("the scorekeeper's
    reading of any rule stands", "以庄家右边那位的理解为准", "sadece kazanan
    yorumlayabilir", "wenn eine Regel unklar ist, entscheidet der Geber"): R-CUSTOM-5
    gives the reading to the creator, R-FAQ-5 and R-SESSION-3 then to the table's
    majority, and failing that to the reading that changes base Lopti least. Those
    three named, a negation, or a reading that binds nobody ("the dealer explains the
    rules") is none. A role's word heeded in Chinese ("规则有疑问都听冠军的": what the
    champion says goes) binds as a decision does."""
    meaning = first(hits, "meaning") or first(hits, "ambiguity")
    if meaning is None or names & {"creator", "majority", "more_than_half", "vote", "least",
                                   "negation", "own_rule"}:
        return None
    binds = first(hits, "prevail") or first(hits, "decide") or first(hits, "exclusive")
    heeded = _ZH_HEEDED.search(sentence.cjk) if binds is None else None
    if heeded is not None and first(hits, "leader") is not None:  # "都听冠军的": a role's
        binds = Hit("decide", -1, -1, f"'{heeded.group(0)}'", 2)
    if binds is None:
        return None
    who = first(hits, "leader")
    words = " … ".join(h.words for h in (meaning, who, binds) if h is not None)
    return Reading(words, f"free text claims authority over the rules: {words} (an unclear "
                          "rule is its creator's to read, then the table's majority; "
                          "R-CUSTOM-5, R-FAQ-5)")


def agreement_claimed(text: str) -> Reading | None:
    """The table's agreement claimed by the text ("as everyone agreed, wash all the
    glasses", "wie abgemacht", "zoals afgesproken", "herkesin kabul ettiği gibi", "大家都
    同意了"): a demand beyond the known table actions needs everyone's agreement, and the
    session records it (R-CUSTOM-3); the author's word for it is no agreement, in the
    text as in a comment. Asked or made a condition ("if everyone agrees") it is none."""
    for sentence in read(text).sentences:
        found = hits(sentence)
        agreed = first(found, "agreed")
        if agreed is None or first(found, "conditional") is not None \
                or "?" in sentence.folded or first(found, "negation") is not None:
            continue
        words = agreed.words
        return Reading(words, f"free text claims the table's agreement: {words} (the table "
                              "agrees in the session, not in the rule's words; R-CUSTOM-3)")
    return None


__all__ = ["agreement_claimed", "draw_awarded", "interpretation", "rounds_changed",
           "threshold", "tie_elsewhere", "vote_denied", "vote_moved"]
