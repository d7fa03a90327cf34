"""Authority over the rule book claimed in words (issue 29, "Free text"), in five languages.

Only the table's rule vote removes or changes a rule, once a round (R-VOTE-1); everyone
votes and proposes (R-VOTE-2); the creator deletes their own rule (R-VOTE-4) and settles
its ambiguity (R-CUSTOM-5); a tie goes to Roshambo (R-VOTE-10, R-ROSHAMBO-1). A text that
hands any of that to one person, or takes it from everyone, changes the vote (R-VOTE-8).
Read as a concept, from the word classes of authority_lexicon.py and the groups the other
lexicons already have, so every register and every person is one reading:

- **a power held exclusively**: a power over the book (remove, change, touch, veto,
  propose, settle, the last word) with an object of the book (a rule, a proposal, a
  dispute, a tie) and "only", "alone" or "nobody but" with a person: the author, the
  winner, the dealer, the host, a seat by place or trait, the speaker ("only the author of
  this rule may remove it", "Bu kuralı sadece yazarı kaldırabilir", "只有作者才能删除它").
  The vote, the table or Roshambo as the holder, the creator deleting their own rule or
  settling its ambiguity, and "only once" / "only one rule" are the cards' own (LP709);
- **a power denied to everyone**: this rule with a removal, a change or a proposal and
  "nobody", "cannot", Turkish -emez, "谁也不能" ("Diese Regel kann niemand ändern",
  "Bu kuralı kimse değiştiremez"): a rule the vote could not touch (LP707). Asking for the
  vote ("not without a vote"), a limit in time ("not during a round", R-CUSTOM-5),
  someone else's rule or the official rules are none;
- **a say given to a person**: a binding say (decide, settle, the last word, break ties)
  over an object of the book with a person who is not the creator ("the dealer has the
  last word on every rule", "bij een gelijke stemming beslist de winnaar") (LP709).

A sentence negated as a whole, or a question, claims nothing (language/text/harm.py drops
procedure findings of questions).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .claims import Claim
from .denial_lexicon import TR_CANNOT_ENDINGS
from .matching import Hit, first
from .next_rule import claimed, invented
from .textnorm import Sentence, clauses, fold

#: who may hold a power over the book: the game's roles, the speaker, the creator, any
#: person (a "who" clause, a seat by place or trait), or authority_lexicon's holders
_HOLDERS = ("leader", "self", "k_creator", "a_holder", "person", "trait", "trait_noun", "you")
_POWERS = ("remove", "k_remove", "change_verb", "k_strike", "a_power", "rewrite")
_BOOK = ("rule_itself", "other_rules", "k_any_rule", "k_proposal", "a_book", "dispute", "tie")
#: the holders the cards give a say: the vote, the table, Roshambo
_TABLE = ("vote", "roshambo", "vote_act", "k_vote_verb", "more_than_half")
_TABLE_WORDS = frozenset(fold(w) for w in (
    "majority", "table", "everyone", "everybody", "together", "mehrheit", "tisch", "alle",
    "gemeinsam", "meerderheid", "tafel", "iedereen", "samen", "çoğunluk", "çoğunluğu",
    "masa", "herkes", "birlikte"))
_TABLE_ZH = ("多数", "多數", "大家", "所有人", "全桌", "投票", "表决", "表決", "石头剪刀布")
#: what may follow "only" without naming a holder: a count, a time, a condition, a means
_NOT_HOLDER = frozenset(fold(w) for w in (
    "once", "one", "1", "a", "if", "when", "after", "by", "through", "with", "in", "on",
    "at", "during", "before", "then", "einmal", "eine", "ein", "einen", "wenn", "falls",
    "nach", "durch", "mit", "bei", "vor", "één", "een", "eenmaal", "als", "na", "door",
    "met", "bij", "voor", "bir", "kez", "eğer", "sonra", "ile"))
_OFFICIAL = frozenset(fold(w) for w in (
    "official", "base", "offizielle", "offiziellen", "grundregel", "grundregeln",
    "officiële", "officiele", "basisregels", "basisregel", "resmi", "temel"))
_ZH_DENY = ("谁也不", "誰也不", "任何人都不", "没有人", "沒有人", "谁都不", "誰都不",
            "不能", "不得", "不可")


#: a concession that names the table only to overrule it ("whatever the table thinks",
#: "egal was der Tisch meint", "wat de tafel ook zegt", "masa ne derse desin", "不管大家")
_DESPITE = frozenset(fold(w) for w in (
    "whatever", "matter", "regardless", "egal", "ungeachtet", "ongeacht", "ook", "derse",
    "desin", "düşünürse", "rağmen"))
_ZH_DESPITE = re.compile(r"(?:不管|无论|無論|不论|不論)[^，。,]{0,8}|看[^，。,]{0,2}"
                         r"(?:大家|所有人|全桌)")  # ... or only looked at ("看大家的脸色")


#: the reasons, catalog entries of language/report/wordings.py and textwords.py
_VOTE_ONLY = "only the rule vote removes a rule, R-VOTE-1"
_BEYOND_VOTE = "a rule the vote could not remove; R-VOTE-1, R-VOTE-8"
_TIE = "a tie is the vote's and Roshambo's to break, R-VOTE-9, R-ROSHAMBO-1"
_READING = ("an unclear rule is its creator's to read, then the table's majority; "
            "R-CUSTOM-5, R-FAQ-5")


def _any(hits: Sequence[Hit], names: Sequence[str]) -> Hit | None:
    return next((h for h in hits if h.name in names), None)


def _table_holds(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the table holds the say: the majority, everyone or Roshambo named, or the
    vote named with no person beside it ("only the vote removes a rule"; in "on a tied
    vote the host decides" the vote is what is decided)."""
    away = {i for h in hits if h.name in ("p_absent", "t_present") and h.stream == 0
            for i in range(h.start, h.end + 3)}  # "away from the table": a place, no holder
    tokens = sentence.split  # "whatever the table says": the table named to be overruled
    # ... in the concession's own clause ("wat de deler ook zegt, de meerderheid beslist")
    bounds = clauses(sentence)
    away |= {j for i, t in enumerate(tokens) if t[0] in _DESPITE for j in range(i - 3, i + 4)
             if any(a <= i < b and a <= j < b for a, b in bounds)}
    words = {t[0] for i, t in enumerate(tokens) if i not in away}
    cjk = _ZH_DESPITE.sub("", sentence.cjk)
    if "roshambo" in {h.name for h in hits} or words & _TABLE_WORDS \
            or any(w in cjk for w in _TABLE_ZH[:4] + _TABLE_ZH[-1:]):
        return True
    person = _any(hits, ("leader", "self", "k_creator", "a_holder"))
    return person is None and (_any(hits, _TABLE) is not None
                               or any(w in cjk for w in _TABLE_ZH))


def _exclusive(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """"Only", "alone", "nobody but" next to a holder ("only the winner", "the dealer
    alone", "sadece yazarı"; not "may only propose one rule", "only if")."""
    tokens = sentence.split
    holders = [h for h in hits if h.name in _HOLDERS and h.stream == 0]
    for h in hits:
        if h.name not in ("k_only", "a_alone", "exclusive"):
            continue
        if h.stream == 2:
            if any(x.stream == 2 for x in hits if x.name in _HOLDERS):
                return h
            continue
        if h.end < len(tokens) and tokens[h.end][0] in _NOT_HOLDER and h.name != "a_alone":
            continue
        # "only" before its holder ("only the winner"); "alone" on either side
        if any(0 <= x.start - h.end <= 3 or h.name == "a_alone" and 0 <= h.start - x.end <= 3
               for x in holders):
            return h
    return None


#: denials that take the power from everyone ("nobody", "niemand", "kimse"), not from one
_EVERYONE = frozenset(fold(w) for w in ("nobody", "no one", "noone", "niemand", "keiner",
                                        "geen mens", "kimse", "hiç kimse", "hiçkimse"))


def _denied(sentence: Sentence, hits: Sequence[Hit], power: Hit) -> str:
    """A denial of the power to everyone: "nobody", or "cannot" with no one named
    ("this rule cannot be removed"), Turkish -emez on the verb, "谁也不能", in the verb's
    clause; the words, or "". "The creator may not change it once the round has begun"
    limits one person (R-CUSTOM-5)."""
    if power.stream == 2:
        found = next((w for w in _ZH_DENY[:6] if w in sentence.cjk), "")
        if not found and _any(hits, _HOLDERS) is None:
            found = next((w for w in _ZH_DENY if w in sentence.cjk), "")
        return f"'{found}'" if found else ""
    tokens = sentence.split
    clause = next(((a, b) for a, b in clauses(sentence) if a <= power.start < b),
                  (0, len(tokens)))
    named = _any(hits, _HOLDERS) is not None
    for h in hits:
        if h.name == "cannot" and h.stream == 0 and clause[0] <= h.start < clause[1] \
                and (not named or h.words.strip("'") in _EVERYONE):
            return h.words
    for at in range(power.start, min(len(tokens), power.end + 1)):
        if tokens[at][0].endswith(TR_CANNOT_ENDINGS) and not named:
            return f"'{tokens[at][0]}'"
    return ""


def _this_rule(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """The rule itself named (not someone else's, nor the official rules)."""
    rule = first(hits, "rule_itself")
    if rule is None or _any(hits, ("other_rules", "k_any_rule", "a_other_owner")):
        return None
    if {t[0] for t in sentence.split} & _OFFICIAL or "官方" in sentence.cjk \
            or "基本规则" in sentence.cjk:
        return None
    return rule


def _words(*found: Hit | None) -> str:
    return " … ".join(dict.fromkeys(h.words for h in found if h is not None))


def _creator_only(hits: Sequence[Hit], names: set[str]) -> bool:
    """The creator holds what the cards give them: their own rule deleted (R-VOTE-4), its
    ambiguity settled (R-CUSTOM-5)."""
    creator = names & {"k_creator", "creator"} or any(
        h.name == "self" and fold(h.words.strip("'")) in ("creator", "urheber", "maker",
                                                         "yaratici", "创造者", "創造者")
        for h in hits)
    return bool(creator) and bool(names & {"own_rule", "ambiguity", "meaning", "k_defend"})


def _denied_creator(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the creator is named only to be denied ("..., not the creator's"): a
    negation in the creator's clause, right before it."""
    for h in hits:
        if h.name in ("k_creator", "creator") and h.stream == 0:
            return any(n.name == "negation" and n.stream == 0 and 0 <= h.start - n.end <= 3
                       for n in hits)
    return False


def _say_denied(sentence: Sentence, hits: Sequence[Hit], settle: Hit) -> bool:
    """Whether the negation the sentence holds denies a role's say: only one in the say's
    own clause does ("not by a show of hands: the winner decides", "不用举手，由赢家看大家的
    脸色决定": the say affirmed)."""
    if settle.stream == 0:
        span = next(((a, b) for a, b in clauses(sentence) if a <= settle.start < b), None)
        return span is None or any(h.name == "negation" and h.stream == 0
                                   and span[0] <= h.start < span[1] for h in hits)
    said = settle.words.strip("'")
    return not any(said in part and not re.search("[不没沒别別]", part)
                   for part in re.split("[，,；;：:]", sentence.folded))


def read(sentence: Sentence, hits: Sequence[Hit]) -> list[Claim]:
    """The authority over the book the sentence claims: at most one Claim ("rules" LP709
    for a power handed to someone, "vote" LP707 for a power denied to everyone)."""
    names = {h.name for h in hits}
    power, book = _any(hits, _POWERS), _any(hits, _BOOK)
    settle = _any(hits, ("a_settle", "decide", "arbiter"))
    holder = _any(hits, _HOLDERS[:4]) or _any(hits, _HOLDERS)  # a role before a "who"
    if book is None or _table_holds(sentence, hits) or "own_rule" in names \
            and "without" in names or invented(sentence, hits):  # the next winner's: the card
        return []
    consent = _any(hits, ("a_consent",))
    if consent is not None and power is not None and holder is not None \
            and holder.name not in ("person", "you") and "negation" not in names \
            and not _creator_only(hits, names):  # "changes need the author's approval"
        words = _words(power, consent, holder)
        return [Claim("rules", words, f"free text claims authority over the rules: {words} "
                                      f"({_VOTE_ONLY})")]
    only = _exclusive(sentence, hits)
    if only is not None and (power or settle) is not None and holder is not None \
            and not _creator_only(hits, names) and "own_rule" not in names:
        words = _words(only, holder, power or settle, book)
        return [Claim("rules", words, f"free text claims authority over the rules: {words} "
                                      f"({_VOTE_ONLY})")]
    rule = _this_rule(sentence, hits)
    # "while its author is away" is a condition on a person, no limit in time
    timed = "a_during" in names and "p_absent" not in names \
        or names & {"without", "k_without_vote", "k_defend"}
    # a veto word denied is a rule that may not block ("kural ... engelleyemez"): no power
    power = _any(hits, ("remove", "k_remove", "change_verb", "a_power"))
    if power is not None and rule is not None and not timed and "own_rule" not in names:
        denial = _denied(sentence, hits, power)
        if denial:
            words = _words(power, rule) + f" … {denial}"
            return [Claim("vote", words, f"free text changes the rule vote: {words} "
                                         f"({_BEYOND_VOTE})")]
    denied = _denied_creator(sentence, hits)
    creator = names & {"k_creator", "creator"} and not denied
    negated = "negation" in names and not denied  # "..., not the creator's" denies no say
    if negated and settle is not None and holder is not None \
            and holder.name in ("leader", "a_holder"):  # a role's say, negated elsewhere
        negated = _say_denied(sentence, hits, settle)
    if settle is None and names & {"meaning", "ambiguity"}:  # "the dealer's reading stands"
        settle = _any(hits, ("prevail",))
    role = _any(hits, ("leader", "self", "a_holder"))
    if power is not None and rule is not None and role is not None and not creator \
            and "a_until" in names and "negation" not in names:  # "... until the winner lifts it"
        words = _words(rule, _any(hits, ("a_until",)), role, power)
        return [Claim("rules", words, f"free text claims authority over the rules: {words} "
                                      f"({_VOTE_ONLY})")]
    picked = _any(hits, ("person", "trait", "trait_noun", "play_whoever"))
    strike = _any(hits, ("k_remove", "k_strike", "remove"))
    if picked is not None and strike is not None and "k_may" in names and not names & {
            "own_rule", "vote", "vote_act", "k_vote_verb", "negation", "cannot", "p_ask",
            "k_proposal", "k_creator", "creator"}:  # "whoever wins most may strike rules"
        words = _words(picked, strike, book)
        return [Claim("rules", words, f"free text claims authority over the rules: {words} "
                                      f"({_VOTE_ONLY})")]
    if settle is None and names & {"tie", "a_tie"}:  # "on a tie the dealer wins"
        settle = _any(hits, ("a_take",))
    if settle is not None and holder is not None and not creator and not negated \
            and holder.name not in ("person", "you"):
        words = _words(holder, settle, book)
        why = _TIE if names & {"tie", "a_tie"} else _READING
        return [Claim("rules", words, f"free text claims authority over the rules: {words} "
                                      f"({why})")]
    return claimed(sentence, hits)  # a say in the next rule (next_rule.py)


__all__ = ["read"]
