"""The official procedure as a model: which slot of it a sentence speaks of, and whether it
says the official value (issue 29, session 18).

The table's procedure has a few slots, each with one official value:

- **who votes**: everyone in the session, players already out included (R-VOTE-2);
- **who asks** for a change, a removal or a vote: any player (R-VOTE-1, R-ROSHAMBO-1);
- **who changes** a rule: only the vote; a creator deletes their own (R-VOTE-1, R-VOTE-4);
- **the decider** at 15-15 in Roshambo: the next decided round (R-ROSHAMBO-2); draws do
  not count, 30 decided rounds;
- **who reads** an unclear rule: its creator settles the ambiguity, never rewrites it; then
  the table's majority; then the reading that changes base Lopti least (R-CUSTOM-5,
  R-FAQ-5, R-SESSION-3). Nobody holds a *final right* of interpretation;
- **the procedure itself** may not be changed (R-VOTE-8), and a rule goes only through
  the vote (R-VOTE-1).

A sentence gets one :class:`Slot` a slot it speaks of. Another value (a narrower
electorate, a privileged proposer or editor, a tie-break by age, an interpreter with the
last word) is an error under the slot's code. The official value said in other words (a
paraphrase, a reminder, the cards quoted in another register) withdraws the procedure
findings the other readings made of the same words: a paraphrase is recognised by its
slot and value, not by a list of sentences. A matter outside the procedure (who shuffles,
the music, the drinks) decided by someone is no authority over the rule book.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from . import procedure_world
from .clause_readings import Finding
from .denial_lexicon import NOT_WORDS
from .matching import Hit, first
from .pairing import asker, official_count, others_rule
from .rules_suspended import suspended
from .terms_given import given as _given
from .textnorm import Sentence, clauses
from .vote_changes import decider_named, vote_tally
from .vote_holders import KEPT_FROM as _KEPT_FROM
from .vote_holders import NOBODY as _NOBODY
from .vote_holders import PEOPLE as _PEOPLE
from .vote_holders import TABLE as _TABLE
from .vote_holders import VOTE as _VOTE
from .vote_holders import denied_to_some as _denied_to_some
from .vote_holders import kept_to_some as _kept_to_some
from .vote_time import WHY as _HELD
from .vote_time import condition, unconditioned


class Slot(NamedTuple):
    """A slot of the procedure a sentence speaks of: its name, whether the sentence says
    the official value, and the codes it reports (another value) or withdraws (the
    official one)."""

    slot: str
    official: bool
    codes: frozenset[str]
    words: str = ""
    message: str = ""
    #: an official slot's words, the clauses it is read in: a finding is withdrawn only
    #: when everything it quotes lies there ("" is the whole sentence)
    scope: str = ""


#: the reasons, catalog entries of language/report/textwords.py (procedure_world.py's too)
_TAKEN = "some kept from voting; everyone votes, R-VOTE-2, R-VOTE-8"
_ASK = "any player may ask for a change, R-VOTE-1, R-ROSHAMBO-1; R-VOTE-8"
_EDIT = ("only the rule vote changes a rule, R-VOTE-1; a creator deletes only their own, "
         "R-VOTE-4")
_DECIDER = "at 15-15 the next decided round wins, R-ROSHAMBO-2; R-VOTE-8"
_READING = ("an unclear rule is its creator's to read, then the table's majority; "
            "R-CUSTOM-5, R-FAQ-5")
_DEFENDS = "its creator defends a rule, R-ROSHAMBO-1; R-VOTE-8"
_RETURN = "a removed rule comes back only through a later rule vote, R-VOTE-7, R-SESSION-2"
_TIE = "a tied vote goes to Roshambo; R-VOTE-10, R-ROSHAMBO-1, R-VOTE-8"
_FINAL = ("nobody has the last word on a rule's meaning: its creator settles ambiguity, "
          "never rewrites it; R-CUSTOM-5, R-SESSION-3")

_DENY = ("negation", "cannot", "k_never")


def _has(hits: Sequence[Hit], *names: str) -> Hit | None:
    return next((h for h in hits if h.name in names), None)


def _words(*found: Hit | None) -> str:
    return " … ".join(dict.fromkeys(h.words for h in found if h is not None))


def _electorate(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """Who votes: a group named with "only" and a part in the vote, or a part in the vote
    taken from some ("players who are out sit the vote out", "已经出局的人不参与投票")."""
    vote = _has(hits, *_VOTE)
    if vote is None or _has(hits, "tie", "a_tie", "k_defend", "vote_role", "side",
                            "roshambo", "own_rule", "without", "k_without_vote") is not None \
            or _without_vote(sentence) or _has(hits, "p_return") is not None \
            and _BY_VOTE.search(sentence.folded):  # a rule back "only by a later vote"
        return None
    if _has(hits, *_TABLE) is not None:  # everyone votes: the official value, said
        return None
    only = _kept_to_some(sentence, hits) or (
        None if _KEPT_FROM.search(sentence.folded) else _denied_to_some(sentence, hits, vote))
    out = _has(hits, "p_excluded")
    if only is None and (out is None or _has(hits, *_PEOPLE, "game_fact") is None):
        return None
    words = _words(only or out, vote)
    return Slot("electorate", False, frozenset(("LP707",)), words,
                f"free text changes the rule vote: {words} ({_TAKEN})")


def _proposer(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """Who may ask for a change, a removal or a vote: any player (R-VOTE-1). "Only the
    dealer may ask to drop this rule" keeps it to some."""
    ask = _has(hits, "p_ask", "k_proposal", "a_power") if _has(hits, "p_ask") is not None \
        or first(hits, "k_proposal") is not None else None
    if ask is None or _has(hits, "k_defend", "vote_role", "roshambo") is not None \
            and _has(hits, "p_ask") is None:
        return None
    if _has(hits, "invent") is not None and _has(hits, "p_ask", *_VOTE) is None:
        return None  # the winner invents the new rule (R-WIN-3): no change asked of the vote
    book = _has(hits, "rule_itself", "a_book", "other_rules", "change_verb", "p_tweak", *_VOTE)
    if book is None:
        return None
    if _has(hits, *_TABLE) is not None:
        if _has(hits, "leader", "a_holder", "self", "trait", "trait_noun") is None:
            return Slot("proposer", True, frozenset(("LP707", "LP709")),
                        scope=_scope(sentence, (ask, book)))
        return None
    only = _kept_to_some(sentence, hits) or _denied_to_some(sentence, hits, ask)
    if only is None or _has(hits, "own_rule") is not None:
        return None
    words = _words(only, ask)
    return Slot("proposer", False, frozenset(("LP707",)), words,
                f"free text changes the rule vote: {words} ({_ASK})")


def _editor(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """Who changes a rule: a person who may change, even a little, rules not their own
    ("the winner may touch up others' rules", "赢家还可以改别人的规则"). The vote named,
    or the power denied, is the official value."""
    tweak, others = _has(hits, "p_tweak"), _has(hits, "p_others_rule") or others_rule(sentence)
    if tweak is None or others is None:
        return None
    if _has(hits, *_VOTE, *_DENY, "without", "k_without_vote") is not None:
        return Slot("editor", True, frozenset(("LP709",)))
    holder = _has(hits, "leader", "a_holder", "self", "k_creator", "creator", "person",
                  "trait", "trait_noun")
    if holder is None:
        return None
    words = _words(holder, tweak, others)
    return Slot("editor", False, frozenset(("LP709",)), words,
                f"free text claims authority over the rules: {words} ({_EDIT})")


def _decider(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """The decider at 15-15: the next decided round (R-ROSHAMBO-2). At 15-15 a side, a
    person or a trait said to win ("at fifteen all it goes to the elder") is another."""
    score = decider_named(sentence)
    if not score or vote_tally(sentence, hits, score):
        return None
    after = _has(hits, "p_next")
    waived = after is not None and _waived(sentence, hits, after)
    if after is not None and not waived:
        return Slot("decider", True, frozenset(("LP707", "LP708")),
                    scope=_scope(sentence, [after]))
    award = _has(hits, "award", "a_take", "a_settle", "decide", "p_keep")
    if award is None or (not waived and _has(hits, *_DENY) is not None):
        return None
    words = f"{score} … {award.words}"
    return Slot("decider", False, frozenset(("LP708",)), words,
                f"free text changes Roshambo: {words} ({_DECIDER})")


def _waived(sentence: Sentence, hits: Sequence[Hit], after: Hit) -> bool:
    """Whether the next decided round is itself said away: a negation just before it
    ("no extra round", "keine weitere Runde", "不用再加一把"): the score then goes to a
    side, not to a round."""
    if after.stream == 2:  # Chinese: the characters just before it
        at = sentence.folded.find(after.words.strip("'"))
        return at > 0 and any(n in sentence.folded[max(0, at - 3):at] for n in _ZH_NO)
    if any(h.name in _DENY and h.stream == after.stream and h.end >= 0
           and 0 <= after.start - h.end <= 2 for h in hits):
        return True
    before = [sentence.split[i][0] for i in range(max(0, after.start - 2), after.start)] \
        if after.stream == 0 and after.start > 0 else []
    return any(w in _NO for w in before)


#: a negation (denial_lexicon.py's one list) or "without" that says a thing away ("no
#: extra round", "ohne Stichrunde")
_WITHOUT_BY_LANGUAGE = {"en": "without", "de": "ohne", "nl": "zonder"}
_NO = NOT_WORDS | frozenset(_WITHOUT_BY_LANGUAGE.values())
#: the same in Chinese, just before the words of the round ("不用再加一把", "不再加赛")
_ZH_NO = ("不", "没", "沒", "无", "無", "免")


def _interpreter(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """Who reads a rule: interpretation held as a final or whole right ("本规则的最终解释
    权归制定者", "the final right of interpretation belongs to its maker"), given to
    anyone but the table, or a reading at will ("interprets it however they see fit")."""
    right = _has(hits, "p_interpret_right") or _final_reading(sentence, hits)
    meaning = right or _has(hits, "meaning", "ambiguity")
    if meaning is None and _MEANS.search(sentence.folded):  # "means whatever X says"
        meaning = _has(hits, "p_at_will")
    if meaning is None:
        return None
    at_will = _has(hits, "p_at_will")
    final = _has(hits, "p_final")
    if right is not None and _has(hits, *_TABLE, "vote") is None and (
            final is not None or right.words.strip("'").startswith(("final", "ultimate",
                                                                    "最终", "最終"))
            or _has(hits, "leader", "a_holder", "self") is not None):
        shown = final if final is not None and final.words.strip("'") not in right.words \
            else None
        words = _words(shown, right)
    elif at_will is not None and _has(hits, *_DENY) is None:
        words = _words(meaning, at_will)
    else:
        return None
    return Slot("interpreter", False, frozenset(("LP709",)), words,
                f"free text claims authority over the rules: {words} ({_FINAL})")


_MEANS = re.compile(r"\b(?:means?|bedeutet|bedeuten|betekent|betekenen|anlamina|"
                    r"anlami)\b|意思是|意味着|意味著")
_ZH_FINAL_READING = re.compile(r"(?:最终|最終)[^，。,；;]{0,6}?(?:解释|解釋|诠释|詮釋)")


def _final_reading(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """A reading made final: "final" right before a word of meaning ("final
    interpretation", "letzte Auslegung"), or 最终 ... 解释 ("本规则最终由制定者解释")."""
    found = _ZH_FINAL_READING.search(sentence.cjk)
    if found:
        return Hit("p_interpret_right", -1, -1, f"'{found.group(0)}'", 2)
    for h in hits:
        if h.name in ("meaning", "ambiguity") and h.stream == 0 and any(
                f.name == "p_final" and f.stream == 0 and 0 <= h.start - f.end <= 1
                for f in hits):
            return h
    return None


def _absent_reader(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """An absent creator's rule read by one player ("if the creator is absent, the dealer
    interprets their rule", "制定者不在时，由庄家来解释他的规则"): R-SESSION-3 gives it to the
    table's majority, then to the reading that changes base Lopti least."""
    absent, reads = _has(hits, "p_absent"), _has(hits, "p_read")
    holder = _has(hits, "leader", "a_holder", "trait", "trait_noun")
    if absent is None or reads is None or holder is None or _has(hits, "creator",
                                                                 "k_creator") is None:
        return None
    if _has(hits, *_TABLE, "vote", "least") is not None or _denied_apart(sentence, hits, absent):
        return None
    words = _words(absent, holder, reads)
    return Slot("interpreter", False, frozenset(("LP709",)), words,
                f"free text claims authority over the rules: {words} ({_READING})")


def _denied_apart(sentence: Sentence, hits: Sequence[Hit], absent: Hit) -> bool:
    """A denial other than the one inside "not there" ("nicht da", "不在")."""
    if absent.stream == 2:
        return re.search(r"不(?!在)|没|沒|别|別", sentence.cjk) is not None
    return any(h.name in _DENY and h.stream == 0 and not absent.start <= h.start < absent.end
               for h in hits)


def _tie_settled(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """A tied vote that settles the rule without Roshambo ("if the vote is tied, the rule
    goes", "Bei Stimmengleichheit fliegt die Regel raus", "投票打平时，规则直接取消"):
    R-VOTE-10 and R-ROSHAMBO-1 play it out. A tie that uses up the round's attempt
    (R-VOTE-5) or a change nobody defends (R-ROSHAMBO-1) is the cards' own."""
    tie = _has(hits, "tie", "a_tie")
    fate = _has(hits, "p_gone", "removal", "remove", "k_remove", "void", "p_keep")
    if tie is None or fate is None or _has(hits, "rule_itself", "a_book") is None:
        return None
    if any(d.name == "rps_draw" and d.words == tie.words for d in hits) \
            and fate.name == "void":  # "draws do not count": R-ROSHAMBO-2's own words
        return None
    if _has(hits, "roshambo", "k_defend", "vote_role", "side", *_DENY) is not None \
            or _USED_UP.search(sentence.folded):
        return None
    words = _words(tie, fate)
    return Slot("tie", False, frozenset(("LP708",)), words,
                f"free text changes Roshambo: {words} ({_TIE})")


_USED_UP = re.compile(r"\b(?:uses? up|used up|attempt|verbraucht|versuch|verbruikt|poging|"
                      r"hakk\w*|deneme\w*)\b|用掉|机会|機會")


def _kept(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """The procedure kept as the cards keep it: the vote and Roshambo themselves not to
    be changed by any rule (R-VOTE-8: "Abstimmung und Schere-Stein-Papier selbst darf
    keine Regel ändern"), or a rule removed only through the vote (R-VOTE-1: "no rule may
    be removed without a vote"). No person beside it: "without the dealer's vote" is a
    say given to one."""
    if _has(hits, "leader", "a_holder", "self", "trait", "trait_noun") is not None:
        return None
    deny = _has(hits, *_DENY) or _has(hits, "vote_change")
    if deny is None:
        return None
    vote, rps = _has(hits, "vote", "vote_act"), _has(hits, "roshambo")
    this = _has(hits, "rule_itself") is not None and _this_rule_named(sentence)
    if vote is not None and rps is not None and not this:
        return Slot("kept", True, frozenset(("LP707", "LP708")),
                    scope=_scope(sentence, [vote, rps, deny]))
    gone = _has(hits, "remove", "change_verb", "k_remove", "removal", "p_tweak", "a_power",
                "p_gone")
    if _without_vote(sentence) and gone is not None:
        return Slot("kept", True, frozenset(("LP707",)),
                    scope=_scope(sentence, [h for h in (deny, gone, vote) if h is not None]))
    return None


_THIS = re.compile(r"\b(?:this|diese[rnm]?|deze|dit|bu)\b (?:rule|regel|kural)|本规则|这条规则|"
                   r"這條規則|本規則|此规则")


def _this_rule_named(sentence: Sentence) -> bool:
    return _THIS.search(sentence.folded) is not None


_WITHOUT = re.compile(r"\b(?:without|ohne|zonder|olmadan|olmaksizin)\b(?: (?:a|an|the|eine|"
                      r"einen|de|een))? (?:vote|abstimmung|stemming|oylama)|(?:oylama|"
                      r"oylamasi)(?:ya)? (?:olmadan|olmaksizin)|没有投票|沒有投票|不经投票|"
                      r"不經投票|未经投票|未經投票")


def _without_vote(sentence: Sentence) -> bool:
    """The vote asked for: "without a vote", "ohne Abstimmung", "没有投票" beside a
    denial elsewhere in the sentence."""
    return _WITHOUT.search(sentence.folded) is not None


def _offbook(hits: Sequence[Hit]) -> Slot | None:
    """A matter outside the procedure and the game decided by someone ("the dealer
    decides who shuffles", "赢家决定谁洗牌"): no authority over the rule book, unless the
    book is named too."""
    if _has(hits, "p_offbook") is None or _has(hits, "a_book", "rule_itself", "other_rules",
                                               "vote", "tie", "dispute", "meaning",
                                               "ambiguity") is not None:
        return None
    return Slot("offbook", True, frozenset(("LP709",)))


def _draws(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """Roshambo's draws said not to count (R-ROSHAMBO-2's own words in any register):
    the "does not count" there is no change to the vote."""
    rps, draw, void = _has(hits, "roshambo"), _has(hits, "rps_draw"), _has(hits, "void")
    if rps is None or draw is None or void is None:
        return None
    tie = [h for h in hits if h.name in ("tie", "a_tie")]  # "a tied vote: Roshambo, ..."
    return Slot("draws", True, frozenset(("LP707",)),
                scope=_scope(sentence, [rps, draw, void, *tie]))


_CJK_CLAUSE = re.compile(r"[，,。；;：:！!？?、]")


def _scope(sentence: Sentence, found: Sequence[Hit]) -> str:
    """The clauses the hits are in, as text: the words an official slot speaks for."""
    if any(h.stream == 2 for h in found):
        parts = [p for p in _CJK_CLAUSE.split(sentence.folded)
                 if any(h.words.strip("'") in p for h in found)]
        return "".join(parts)
    tokens = [t[0] for t in sentence.split]
    spans = [(a, b) for a, b in clauses(sentence)
             if any(a <= h.start < b for h in found if h.stream == 0)]
    return " ".join(" ".join(tokens[a:b]) for a, b in spans)


def _within(words: str, scope: str) -> bool:
    """Whether every piece a finding quotes lies in the scope."""
    if not scope:
        return True
    squeezed, known = scope.replace(" ", ""), set(scope.split())
    return all(part.strip().strip("'") in scope
               or part.strip().strip("'").replace(" ", "") in squeezed
               or set(part.strip().strip("'").split()) <= known  # words read with a gap
               for part in words.split("…"))


_MORE_THAN_ONE = re.compile(r"\b(?:unanim\w*|einstimmig\w*|unaniem|oybirli\w*|all|alle|every|"
                            r"iedereen|herkes|jeder|third\w*|drittel|derde|ucte|quarter\w*|"
                            r"viertel|kwart|\d+)\b|全票|一致|三分之|两票|兩票")


def _vote_asked(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """The vote's own place said in other words: a change that needs the vote ("een
    wezenlijke wijziging vereist de stemming", R-VOTE-4), the winner's new rule that does
    not use it up (R-VOTE-3), the one who asked for a change playing the rule's creator
    (R-ROSHAMBO-1), the reading that changes base Lopti least as the last word (R-FAQ-5).
    No person, share or unanimity beside it."""
    vote = _has(hits, "vote", "vote_act")
    creators = {h.words for h in hits if h.name in ("creator", "k_creator")}
    person = _has(hits, "leader", "a_holder", "trait", "trait_noun", "p_only") is not None \
        or any(h.name == "self" and h.words not in creators for h in hits)
    counted = _has(hits, "share", "yes", "more_than_half", "enough", "p_keep", "permanent",
                   "a_until", "abstain", "silence", "count_verb") or next(
        (h for h in hits if h.name == "number" and h.words.strip("'") not in _ONE), None)
    if vote is not None and counted is None and not _MORE_THAN_ONE.search(sentence.folded):
        near = [h for h in hits if h.name in ("p_needs", "p_uses") and (
            h.stream == 2 or vote.stream == 0 and abs(h.start - vote.start) <= 3)]
        uses = [h for h in near if h.name == "p_uses"]  # a new rule does not use it up
        if [h for h in near if h.name == "p_needs"] and not person \
                or uses and _has(hits, *_DENY) and _has(hits, "a_holder", "p_only") is None:
            return Slot("vote asked", True, frozenset(("LP707",)),
                        scope=_scope(sentence, [vote, *near]))
    ask, creator = asker(hits), _has(hits, "creator", "k_creator")
    against = _has(hits, "p_against")
    other = _other_side(hits, ask, against) if creator is None else None
    if other is not None:
        return other
    count = official_count(sentence, hits)  # "thirty decided rounds": no award
    if ask is not None and creator is not None and against is not None and not person \
            and _has([h for h in hits if h.words not in count[0]],
                     "p_keep", "p_gone", "award", *_DENY) is None:
        ties = [h for h in hits if h.name in ("tie", "a_tie", "rps_draw", "roshambo")]
        # the words it speaks for: the pairing's clauses, the tie and the official count
        said = " ".join(dict.fromkeys(h.words.strip("'") for h in (*ties, *count[1])))
        return Slot("pairing", True, frozenset(("LP709", "LP301", "LP708")),
                    scope=f"{_scope(sentence, [ask, creator, against])} {said}".strip())
    least = _has(hits, "least")
    if least is not None and _has(hits, "meaning", "ambiguity", "p_read", "tie",
                                  "a_tie") is not None:
        read = [h for h in hits if h.name in ("least", "meaning", "ambiguity", "p_read", "tie",
                                              "a_tie")]
        return Slot("least", True, frozenset(("LP708", "LP709")), scope=_scope(sentence, read))
    return None


def _other_side(hits: Sequence[Hit], ask: Hit | None, against: Hit | None) -> Slot | None:
    """The one who asked for a change playing someone other than the rule's creator ("the
    player who asked for the change plays the dealer"): R-ROSHAMBO-1 pairs them with the
    creator, or the first player who objected to a base-rule change."""
    if ask is None or against is None or ask.stream != 0:
        return None
    sides = [h.start for h in hits if h.name == "p_against" and h.stream == 0
             and h.start >= ask.end]
    holder = next((h for h in hits if h.name in ("leader", "a_holder", "trait", "trait_noun")
                   and h.stream == 0 and any(0 < h.start - at <= 4 for at in sides)), None)
    if holder is None or _has(hits, *_DENY) is not None:
        return None
    words = _words(ask, against, holder)
    return Slot("pairing", False, frozenset(("LP708",)), words,
                f"free text changes Roshambo: {words} ({_DEFENDS})")


_ONE = frozenset(("one", "a", "een", "één", "ein", "eine", "bir", "1", "一"))
_BY_VOTE = re.compile(r"\b(?:through|by|via|with|durch|per|mit|door|met|ile|ancak)\b\W+(?:\w+\W+)"
                      r"{0,3}?(?:rule vote|vote|abstimmung|stemming|oylama\w*|majority|mehrheit|"
                      r"meerderheid|cogunluk\w*)|(?:通过|通過|经过|經過|经|經|由)[^，。]{0,6}?"
                      r"(?:投票|表决|表決|多数|多數)|(?:投票|表决|表決)(?:通过|通過)|"
                      r"\b(?:yeniden |tekrar )?oylan\w* (?:ve )?kabul\w*")


#: a Turkish verb negated in its ending ("geri gelmez", "dönemez", "gelmiyor")
_TR_NOT = re.compile(r"\w(?:m[ae]z|[ae]m[ae]z|m[iıuü]yor\w*)'?$")


def _returned(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """A removed rule back: only through a later rule vote (R-VOTE-7), old rules at
    setup by majority (R-SESSION-2). Back by itself ("it comes back automatically next
    round"), at a person's wish ("whenever the dealer wants it back") is another value."""
    back = _has(hits, "p_return") or _in_force_again(hits)
    if back is None or _has(hits, "rule_itself", "a_book", "other_rules") is None:
        return None
    if _BY_VOTE.search(sentence.folded) or _has(hits, "more_than_half") is not None:
        return Slot("return", True, frozenset(("LP707", "LP709")),
                    scope=_scope(sentence, [back]))
    how = _has(hits, "p_auto") or _has(hits, "leader", "a_holder", "self") or (
        _in_force_again(hits)) or _has(hits, "k_without_vote")  # "zonder stemming"
    if how is None or _has(hits, *_DENY) is not None or _TR_NOT.search(back.words):
        return None  # "kendiliğinden geri gelmez": the return denied (session 42)
    words = _words(back, how)
    return Slot("return", False, frozenset(("LP707",)), words,
                f"free text changes the rule vote: {words} ({_RETURN})")


def _in_force_again(hits: Sequence[Hit]) -> Hit | None:
    """A removal, then the rule in force again ("if it is voted out, it is read out again
    and holds", "wird sie abgewählt, gilt sie wieder", "kaldırılan kural yeniden geçerli
    olur", "een weggestemde regel komt vanzelf terug"): "again" or "back" after the
    removal, with the rule holding or coming by itself. The "back" word, or None."""
    removed = _has(hits, "remove", "k_remove")
    if removed is None:
        return None
    again = next((h for h in hits if h.name in ("play_back", "p_return")
                  and h.stream == removed.stream and (h.start > removed.start or h.stream == 2)),
                 None)  # Chinese hits hold no place (stream 2)
    if again is None or _has(hits, "prevail", "p_auto") is None:
        return None
    return again


_TWICE = re.compile(r"\b(?:twice|two votes|more than once|zweimal|zwei stimmen|mehr als einmal|"
                    r"tweemaal|twee keer|twee stemmen|meer dan een keer|iki kez|iki kere|iki oy|"
                    r"birden fazla)\b|两次|兩次|两票|兩票|多次")
_YES_NO = (re.compile(r"\b(?:yes|ja|evet|voor)\b|赞成|贊成"),
           re.compile(r"\b(?:no|nein|nee|hayir|tegen|against|dagegen)\b|反对|反對"))


def _one_each(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """One player, one vote (R-VOTE-2) said as a limit on everyone ("nobody may vote
    twice", "niemand stimmt zweimal"), and the yes and no votes counted side by side
    (R-VOTE-9): the vote's own count, no change to it."""
    vote = _has(hits, *_VOTE)
    if vote is None or _has(hits, "leader", "a_holder", "self", "trait", "trait_noun"):
        return None
    text = sentence.folded
    if _TWICE.search(text) and _NOBODY.search(text):
        return Slot("one each", True, frozenset(("LP707",)), scope=_scope(sentence, [vote]))
    if all(p.search(text) for p in _YES_NO) and not re.search(r"\d", text):
        votes = [h for h in hits if h.name in _VOTE]
        return Slot("tally", True, frozenset(("LP707",)), scope=_scope(sentence, votes))
    return None


def _held(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """When the vote is held and who may ask for it: at the deal, any player, no condition
    (R-VOTE-1, R-CUSTOM-3); notice, a wait, a day, a presence or a form is another value
    (language/text/vote_time.py)."""
    words = condition(sentence, hits)
    if words:
        return Slot("held", False, frozenset(("LP707",)), words,
                    f"free text changes the rule vote: {words} ({_HELD})")
    free = unconditioned(sentence, hits)  # "no notice needed": the official value
    return Slot("held", True, frozenset(("LP707",)), scope=free) if free else None


def _others_off(sentence: Sentence) -> Slot | None:
    """The other house rules switched off (rules_suspended.py): a change to them that
    only the rule vote makes (R-VOTE-1)."""
    words = suspended(sentence)
    return Slot("editor", False, frozenset(("LP709",)), words,
                f"free text claims authority over the rules: {words} ({_EDIT})") \
        if words else None


def _terms(sentence: Sentence, hits: Sequence[Hit]) -> Slot | None:
    """A term of the vote or Roshambo left to one player's choice (terms_given.py)."""
    found = _given(sentence, hits)
    return Slot("terms", False, frozenset((found[0],)), found[1], found[2]) if found else None


def _world(sentence: Sentence, hits: Sequence[Hit]) -> list[Slot]:
    """The closed world's slots (procedure_world.py); official: a rule's life, a tie."""
    return [Slot(f.slot, f.official, frozenset((f.code,)), f.words, f.message, scope=f.words
                 if f.official and f.slot == "tie" else "") for f in procedure_world.read(
                     sentence, hits) if not f.official or f.slot in ("lasts", "tie")]


def read(sentence: Sentence, hits: Sequence[Hit]) -> list[Slot]:
    """The slots of the procedure the sentence speaks of, each official or not."""
    slots = [_held(sentence, hits), _electorate(sentence, hits), _proposer(sentence, hits),
             _editor(sentence, hits), _decider(sentence, hits),
             _interpreter(sentence, hits), _kept(sentence, hits), _offbook(hits),
             _draws(sentence, hits), _one_each(sentence, hits), _absent_reader(sentence, hits),
             _tie_settled(sentence, hits), _vote_asked(sentence, hits),
             _returned(sentence, hits), _others_off(sentence), _terms(sentence, hits),
             *_world(sentence, hits)]
    return [s for s in slots if s is not None]


def settle(found: list[Finding], slots: Sequence[Slot]) -> list[Finding]:
    """The findings after the model: another value for a slot is reported under its code
    (when no other reading reported that code); when every slot the sentence speaks of
    holds its official value, the procedure findings on those slots' codes are
    withdrawn (the official value in other words)."""
    wrong = [s for s in slots if not s.official]
    if wrong:
        done = {f.code for f in found}
        for s in wrong:
            for code in sorted(s.codes - done):
                found.append(Finding(code, s.words, s.message))
                done.add(code)
        return found
    return [f for f in found
            if not any(f.code in s.codes and _within(f.words, s.scope) for s in slots)]


__all__ = ["Slot", "read", "settle"]
