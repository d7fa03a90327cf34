"""The table left out (issue 29, session 28: R-CUSTOM-3, R-SESSION-1, R-CUSTOM-4).

Three ways a text goes round the people at the table instead of asking them, read by the
slots of language/text/unbidden_lexicon.py, whatever the wording:

- **agreement presumed** (LP703): the table's agreement claimed for a cost, and claimed
  as given in advance: "by sitting down everyone has already agreed to the winner's
  dares", "Mit dem Hinsetzen hat jeder schon zugestimmt, jede Strafe auszuführen",
  "masaya oturan herkes cezaları kabul etmiş sayılır", "坐下来就等于已经同意了所有惩罚".
  Agreement is asked in the session, of the players there, when the demand is known
  (R-CUSTOM-3; `lopti session rule add --agreed-by`); the text's word for it is none. "If
  everyone agrees", a question or a denial ("nobody has agreed to forfeits") claims none;
- **leaving held back** (LP709): leaving the table made to wait for one person's leave:
  "nobody gets up before the winner allows it", "Kazanan izin vermeden kimse masadan
  kalkamaz", "没有赢家同意谁也不能离开". A session is the stretch of play the players
  agree on (R-SESSION-1): each player's end of it put in one player's hands is the
  session's end in them (session_end.py's reading, and its reason), and no rule holds a
  person at the table (R-CUSTOM-3).
  "Nobody needs permission to leave" names nobody whose leave it would be: clean;
- **signs kept from the table** (LP716): a sign, a whisper or a hint about the cards
  passed in secret between players: "the winner and their right neighbour may agree on
  secret hand signals", "Der Geber flüstert dem Sieger heimlich zu, welche Karten sein
  Nachbar hat", "发牌的人偷偷给赢家使眼色，告诉他下家有什么牌". The game never hears a
  text, and information passed to some players only helps the players it reaches, a
  pair the rule picks (R-CUSTOM-2, R-CUSTOM-4); what a rule shows, it shows the table.
  A secret with no cards in it ("whisper a wish to the loser"), or secret signs denied
  ("no secret signals"), is none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit, first, hits
from .session_end import WHY as SESSION_WHY
from .textnorm import Reading, Sentence, fold

#: a finding: (code, words, message)
Said = tuple[str, str, str]
#: the reasons, catalog entries of language/report/textwords.py
_AGREED_WHY = "the table agrees in the session, not in the rule's words; R-CUSTOM-3"
_SIGNS_WHY = ("signs or whispers about the cards between some players only; what a rule "
              "shows, it shows the whole table, R-CUSTOM-2, R-CUSTOM-4")
#: whose leave leaving waits for: a role, a holder of the lexicons, the speaker
_WHOSE = ("leader", "a_holder", "self", "k_creator", "creator", "trait", "trait_noun")
_DENIED = ("negation", "cannot", "k_ban", "k_never")
#: the cards a secret sign is about
_CARDS = re.compile(r"\b(?:cards?|hand|hands|karten?|kaart(?:en)?|kart\w*)\b")
_ZH_CARDS = re.compile(r"牌")
#: a Turkish verb that denies itself ("kalkamaz": cannot get up)
_TR_CANNOT = ("amaz", "emez")


def _any(found: Sequence[Hit], *names: str) -> Hit | None:
    return next((h for h in found if h.name in names), None)


def _words(*found: Hit | None) -> str:
    return " … ".join(dict.fromkeys(h.words for h in found if h is not None))


def _presumed(found: Sequence[Hit], sentence: Sentence) -> Said | None:
    agreed, deemed, cost = (first(found, n) for n in ("agreed", "ca_deemed", "ca_cost"))
    if agreed is None or deemed is None or cost is None \
            or _any(found, "conditional", "negation") is not None \
            or _names_rule(found, sentence, cost):
        return None
    words = _words(deemed, agreed, cost)
    return ("LP703", words, f"free text claims the table's agreement: {words} ({_AGREED_WHY})")


#: what stands between a cost and a rule word when the cost is part of the rule's name
#: ("the penalty card rule", "ceza kartı kuralı"), not a phrase about it ("the penalty of
#: this rule")
_FUNCTION = frozenset(fold(w) for w in (
    "of", "for", "in", "the", "this", "that", "a", "an", "to", "by", "under", "der", "die",
    "das", "des", "dieser", "von", "für", "van", "de", "het", "deze", "voor", "bu", "şu"))


def _names_rule(found: Sequence[Hit], sentence: Sentence, cost: Hit) -> bool:
    """Whether the cost word is part of a rule's name, the rule being what the table has
    accepted ("everyone has accepted the penalty card rule already", "大家已经接受了罚牌规则"):
    a rule adopted is the vote's (R-VOTE-1), no cost the text presumes agreed to. The rule
    word follows the cost with at most one word of the name between."""
    rules = [h for h in found if h.name in ("a_book", "rule_itself")]
    if cost.stream == 2:
        at = sentence.cjk.find(cost.words.strip("'"))
        return at >= 0 and any(
            0 <= (r := sentence.cjk.find(h.words.strip("'"), at)) - at - len(
                cost.words.strip("'")) <= 1 and "的" not in sentence.cjk[at:r]
            for h in rules if h.stream == 2)
    tokens = sentence.split
    return any(h.stream == cost.stream and 0 <= h.start - cost.end <= 1
               and not any(t[0] in _FUNCTION for t in tokens[cost.end:h.start + 1])
               for h in rules)


def _held(found: Sequence[Hit], sentence: Sentence) -> Said | None:
    leave, leave_ok = first(found, "ca_leave"), first(found, "ca_leave_ok")
    whose = _any(found, *_WHOSE)
    if leave is None or leave_ok is None or whose is None:
        return None
    denied = _any(found, *_DENIED, "k_only", "p_only") is not None or any(
        fold(w).endswith(_TR_CANNOT) for w in leave.words.strip("'").split())
    if not denied and not any(w in sentence.cjk for w in ("不能", "不许", "不許", "不准")):
        return None
    words = _words(leave, whose, leave_ok)  # each player's end of the session in one's
    return ("LP709", words, f"free text claims authority over the rules: {words} "  # hands
                            f"({SESSION_WHY['session end']})")


def _signs(found: Sequence[Hit], sentence: Sentence) -> Said | None:
    secret, sign = first(found, "sc_secret"), first(found, "sc_sign")
    if secret is None or sign is None or _any(found, *_DENIED) is not None:
        return None
    if not (_CARDS.search(sentence.folded) or _ZH_CARDS.search(sentence.cjk)):
        return None
    words = _words(secret, sign)
    return ("LP716", words, f"free text lays down a rule of play: {words} ({_SIGNS_WHY})")


def findings(reading: Reading, questions: tuple[bool, ...]) -> list[Said]:
    """What ``reading`` does round the table, one finding a code; a question asks it."""
    out: dict[str, Said] = {}
    for at, sentence in enumerate(reading.sentences):
        if at < len(questions) and questions[at]:
            continue
        found = hits(sentence)
        for reader in (_presumed, _held, _signs):
            said = reader(found, sentence)
            if said is not None:
                out.setdefault(said[0], said)
    return list(out.values())


__all__ = ["findings"]
