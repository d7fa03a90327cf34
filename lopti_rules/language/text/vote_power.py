"""The vote's own power over a rule (issue 29, session 27: R-VOTE-1, LP707).

R-VOTE-1: the rule vote may remove or change one custom rule. A sentence that says so, the
vote doing it to a rule ("the vote can cancel or change any house rule", "die Regel gilt,
bis die Abstimmung sie streicht", "oylama her kuralı iptal edebilir"), quotes the cards: the
cancel, strike or change word is what the vote does, not something done to the vote. It
reads as slots:

- **the vote as the doer**: the vote named before a word of its powers (cancel, strike,
  remove, change; streichen, ändern; schrappen; iptal, kaldır, değiştir), the verb active
  (no "is", "wird", "wordt", "edilir" between them: "the vote is cancelled" is the vote
  struck), not on itself ("cancels itself");
- **a rule as what is done to**: a rule named after the vote in the verb's own clause
  ("any house rule", "jede Regel", "her kuralı") or a pronoun standing for it ("sie",
  "it", "onu");
- **nothing denied or fixed**: no negation ("the vote cannot remove this rule" stays
  LP707), no rule kept forever, nobody else as the doer ("wir", "we", "ich").

Then language/text/harm.py reads no change to the vote in it. "Die Abstimmung streichen
wir heute", "the vote is cancelled today", "oylama iptal" name no rule done to: LP707.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, clauses, fold
from .vote_majority import said as majority_said

#: a verb made passive between the vote and the change: the vote is what is changed
_PASSIVE = frozenset(fold(w) for w in (
    "is", "are", "was", "were", "be", "been", "gets", "got", "wird", "werden", "wurde",
    "ist", "wordt", "worden", "werd", "edilir", "edildi", "edilsin", "olur"))
#: another doer named: the speaker or the table doing it to the vote
_DOERS = frozenset(fold(w) for w in (
    "we", "i", "you", "wir", "ich", "du", "ihr", "wij", "we", "ik", "jij", "jullie",
    "biz", "ben", "sen", "siz"))
#: a pronoun standing for the rule, as the object
_IT = frozenset(fold(w) for w in ("it", "them", "sie", "ihn", "es", "hem", "ze", "het",
                                  "onu", "onları"))
#: the vote's powers over a rule (R-VOTE-1), as folded stems: remove, strike, change
_POWERS = tuple(fold(w) for w in (
    "cancel", "strike", "strik", "struck", "scrap", "remov", "abolish", "chang", "amend",
    "delet", "drop", "streich", "gestrichen", "abschaff", "änder", "aender", "lösch",
    "losch", "kipp", "schrap", "afschaf", "verander", "wijzig", "verwijder", "iptal",
    "kaldır", "kaldir", "değiştir", "degistir", "sil"))
#: the vote acting on itself ("cancels itself"): no rule done to
_ITSELF = frozenset(fold(w) for w in ("itself", "sich", "zichzelf", "kendini", "kendisini"))
_RULES = ("rule_itself", "a_book")
_DENIED = ("negation", "cannot", "permanent", "without")


def acts(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence has the vote remove or change a rule (see the module text)."""
    mine = [h for h in hits if h.stream == 0]
    vote = next((h for h in mine if h.name == "vote"), None)
    change = next((h for h in mine if h.name == "vote_change"), None)
    if vote is None or change is None or vote.end > change.start \
            or any(h.name in _DENIED for h in hits):
        return False
    tokens = [t[0] for t in sentence.split]
    if not tokens[change.start].startswith(_POWERS) or set(tokens) & (_DOERS | _ITSELF) \
            or set(tokens[vote.end:change.start]) & _PASSIVE:
        return False
    start, end = next(((a, b) for a, b in clauses(sentence) if a <= change.start < b),
                      (0, len(tokens)))  # the rule done to, in the change's own clause
    return any(h.name in _RULES and max(start, vote.end) <= h.start < end for h in mine) \
        or bool(set(tokens[max(start, vote.end):end]) & _IT)


#: the vote as the way otherwise: a clause opened by "otherwise" whose subject is the vote
#: ("..., sonst entscheidet die Abstimmung", "anders beslist de stemming", "yoksa oylama
#: karar verir", "否则就投票决定")
_FALLBACK = re.compile(
    r"(?:^|[,;:]\s*)(?:otherwise|or else|else|sonst|ansonsten|anders|zo niet|yoksa|"
    r"aksi halde)\b(?=[^,;:.]*\b(?:vote|abstimmung|stemming|oylama\w*)\b)"
    r"(?=[^,;:.]*\b(?:decides?|entscheidet|bestimmt|beslist|bepaalt|karar)\b)"
    r"(?![^,;:.]*\b(?:not|no|nicht|kein\w*|niet|geen|never|nie|nooit|degil|yok)\b)|"
    r"(?:否则|不然|要不然)[就也]?(?:由|靠|用|通过|通過)?(?:大家)?(?:投票|表决|表決)"
    r"(?:来|來)?(?:决定|決定|定)")


def fallback(sentence: Sentence) -> bool:
    """Whether the sentence names the vote as the way otherwise ("the creator may delete
    this rule at any time, otherwise the vote decides", "Der Erfinder darf diese Regel
    jederzeit streichen, sonst entscheidet die Abstimmung"): R-VOTE-4 and R-VOTE-1 said
    together, the vote what it is, no change done to it."""
    return _FALLBACK.search(sentence.folded) is not None


#: R-VOTE-4 said of this rule: its creator deletes it "without a vote" (session 42); "only"
#: the creator takes the vote's power away (LP709), and a change still needs the vote
_CREATOR_DELETES = re.compile(
    r"\b(?:creator|maker|erfinder\w*|urheber\w*|bedenker\w*|maker|yaratici\w*)\b"
    r"[^,;:.]{0,30}\b(?:delete\w*|remove\w*|losch\w*|lösch\w*|streich\w*|schrap\w*|"
    r"verwijder\w*|sil\w*|kaldir\w*)\b|"
    r"(?:创造者|創造者|作者|定规则的人)[^，,；;。]{0,8}(?:删除|刪除|删掉|刪掉|取消)")
_ONLY = re.compile(r"\b(?:only|nur|alleen|sadece|yalnizca|yalniz)\b|只有|唯有|只能")


def creator_deletes(sentence: Sentence) -> bool:
    """Whether the sentence quotes R-VOTE-4 of this rule ("the creator may delete this rule
    at any time, without a vote", "De maker mag deze regel altijd schrappen"): a creator, a
    word of deleting, no "only" that keeps the vote from it."""
    text = sentence.folded
    rules = _RULE_WORD.findall(_OWNER.sub(" ", text))  # "kuralın yaratıcısı": its creator
    return _CREATOR_DELETES.search(text) is not None and _ONLY.search(text) is None \
        and len(rules) == 1 and _THIS_RULE.search(text) is not None  # this rule alone


#: the rule named as whose creator it is ("the rule's creator", "kuralın yaratıcısı")
_OWNER = re.compile(r"\b(?:rule['’ ]?s|kuralin|kuralın) (?:creator|maker|yaratici\w*)\b|"
                    r"\b(?:creator|maker|erfinder|urheber|maker|bedenker) (?:of|der|van de) "
                    r"(?:this |the )?regel\b|\bcreator of (?:this|the) rule\b")
#: a rule named, and this rule ("this rule", "diese Regel", "deze regel", "bu kural", 这条规则)
_RULE_WORD = re.compile(r"\b(?:rules?|\w*regel\w*|kural\w*)\b|规则|規則")
_THIS_RULE = re.compile(r"\b(?:this rule|diese regel|deze regel|bu kural\w*)\b|"
                        r"(?:这|這|本)(?:条|條)?(?:规则|規則)")


def quoted(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence says the vote's own power (:func:`acts`), names the vote as
    the way otherwise (:func:`fallback`) or quotes a creator's deletion of the rule
    (:func:`creator_deletes`) or says R-VOTE-2's majority (vote_majority.py): the cards
    quoted, no change to the vote."""
    return acts(sentence, hits) or fallback(sentence) or creator_deletes(sentence) \
        or bool(majority_said(sentence))


__all__ = ["acts", "creator_deletes", "fallback", "quoted"]
