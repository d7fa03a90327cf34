"""A demand on a person's conscience or private life (issue 29, session 41: R-CUSTOM-3).

A game result may cost cards, turns, or a gesture anyone can make; it may not make a
player **profess a belief** (pray, cross themselves, recite a creed, swear by a god,
pledge loyalty, chant a party's slogan, renounce a faith) nor **tell the table their
private life** (income, savings, debts, weight, age, love life, who they last kissed,
when they last cried, health, a diagnosis, therapy, a family quarrel). Both are unfair
whoever pays, any loser or every player alike: the price is taken from a person's
conscience or privacy, not from their place in the game, and a table cannot agree to it
for its players in advance (the same ground as private.py's phone handed over, LP703).
The slots of language/text/conscience_lexicon.py, read together in one sentence:

- **a belief professed** (``cs_belief``): the act is the demand ("wer zehn aufnimmt,
  betet laut ein Vaterunser", "wie blind mist, slaat een kruisje", "kör kartı tutmayan,
  partinin sloganını bağırır", "念三遍阿弥陀佛"), said of a role in turn ("the dealer
  says a prayer") or of everyone ("everyone recites the creed"): still demanded;
- **a private fact told** (``cs_life`` with ``cs_tell``): "tells the table what they
  earn a month", "verrate ich mein Gehalt", "itiraf eder: en son ne zaman ağladı",
  "交代自己的工资"; a confidence told (session 45: "what a friend told you in confidence,
  names and all", "was mir meine Schwester anvertraut hat", "onder vier ogen", "sır
  olarak", "朋友私下告诉他的秘密"), and someone else's secret told (session 46: "verklapt
  een geheim van een ander"), unless it is kept ("stays secret", "bleibt geheim", "sır
  olarak kalır", "保密", "stays with you", "houd je voor jezelf": secret_kept.py);
- **asked of nobody**: offered to whoever wants (``bd_offer``: "wer mag, darf ein Gebet
  sprechen", "isteyen dua edebilir"), left free in its clause ("mag er een schietgebedje
  bij doen, als hij dat zelf wil", "可以祷告"; not "only then may", "才可以") or spared
  ("no one has to tell anything private", "niemand muss", "kimse ... zorunda değil",
  "谁都不用说").

What stays clean: a game fact told ("which card you held longest", "how many cards you
picked up", "who you think will win"), a song, a toast, a joke or a story, a promise
about the game ("I promise to shuffle well"), and "amen" said to a passed vote: a word of
assent, with no prayer, deity or creed named (a prayer that ends in it is a prayer).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .bodily import offered
from .context import Said
from .demand_said import message
from .denial_lexicon import NOBODY_WORDS, NOT_WORDS, ZH_DENIED
from .intake import findings as intake_findings
from .matching import Hit, first, written
from .needs import findings as need_findings
from .private import findings as private_findings
from .secret_kept import kept, others
from .textnorm import Sentence, clauses, fold, has_cjk

#: Why a belief on demand is refused (the message's last part; a catalog entry of
#: language/report/textwords.py)
BELIEF_WHY = ("a belief professed on demand: a prayer, a sign of the cross, a creed, an "
              "oath by a god or a party's slogan is the player's conscience, not the "
              "game's price")
#: Why a private fact on demand is refused (a catalog entry of report/textwords.py)
LIFE_WHY = ("someone's private life told to the table: income, debts, weight, age, love "
            "life or health is the player's own, not the game's price")
#: Words of duty: with a negation they spare ("muss nicht", "hoeft niet", "zorunda değil")
_DUTY = frozenset(fold(w) for w in (
    "has", "have", "must", "need", "needs", "required", "obliged", "forced", "muss",
    "müssen", "musst", "braucht", "brauchen", "gezwungen", "verpflichtet", "moet",
    "moeten", "hoeft", "hoeven", "verplicht", "zorunda", "zorunlu", "mecbur"))
#: An English negation as the tokens split it ("doesn't" -> "doesn", "t")
_SHORT_NOT = frozenset(("doesn", "don", "didn", "needn", "mustn", "t"))
#: Chinese: spared ("不用", "不必") or left free ("不想做也行", "随意")
_ZH_FREE = re.compile(r"不想.{0,4}也行|可以不|随意|隨意|随便|隨便")
#: Words of leave in the act's clause: it may be done, not must ("mag er een schietgebedje
#: bij doen", "darf ein Gebet sprechen"); "only then may" is a condition, no leave
_MAY = frozenset(fold(w) for w in ("may", "can", "darf", "dürfen", "kann", "können", "mag",
                                    "mogen", "kan", "kunnen"))
_ONLY = frozenset(fold(w) for w in ("only", "nur", "erst", "pas", "alleen", "ancak", "sadece"))
#: Turkish leave is a suffix ("dua edebilir", "anlatabilir")
_TR_MAY = ("ebilir", "abilir", "ebilirler", "abilirler", "ebilirsin", "abilirsin")
#: Chinese leave: 可以 before the act, not after 才 ("念了才可以出牌" is a condition)
_ZH_MAY = re.compile(r"(?<!才)可以")


def spared(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the act is asked of nobody: offered to whoever wants it, or denied
    ("nobody has to", "niemand muss", "hoeft niet", "zorunda değil", "谁都不用")."""
    if offered(hits):
        return True
    if has_cjk(sentence.cjk) and (ZH_DENIED.search(sentence.cjk)
                                  or _ZH_FREE.search(sentence.cjk)):
        return True
    tokens = {t[0] for t in sentence.split}
    if tokens & NOBODY_WORDS:
        return True
    negated = bool(tokens & NOT_WORDS) or bool(tokens & _SHORT_NOT)
    return negated and bool(tokens & _DUTY)


def left_free(sentence: Sentence, act: Hit) -> bool:
    """Whether the act's clause gives leave to do it rather than demands it: "mag er een
    schietgebedje bij doen", "dua edebilir", "可以祷告" (not "only then may", "才可以")."""
    if act.stream == 2:
        at = sentence.cjk.find(written(act).strip("'"))
        leave = _ZH_MAY.search(sentence.cjk)
        return leave is not None and 0 <= leave.start() < at
    tokens = [t[0] for t in sentence.split]
    start, end = next(((a, b) for a, b in clauses(sentence) if a <= act.start < b),
                      (0, len(tokens)))
    inside = set(tokens[start:end])
    if inside & _ONLY:
        return False
    return bool(inside & _MAY) or any(t.endswith(_TR_MAY) for t in inside)


def demanded(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """The words of a demand on a conscience or a private life (see the module text) and
    why it is refused, or None."""
    belief = first(hits, "cs_belief")
    life = first(hits, "cs_life") or others(sentence, hits)  # another's secret (secret_kept)
    tell = first(hits, "cs_tell")
    if belief is None and (life is None or tell is None):
        return None
    if spared(sentence, hits) or (kept(sentence, hits) if belief is None
                                  else first(hits, "cs_kept") is not None):
        return None  # "what others told you in confidence stays secret" (secret_kept.py)
    if belief is not None:
        return None if left_free(sentence, belief) else (written(belief), BELIEF_WHY)
    if life is None or tell is None or left_free(sentence, tell):
        return None
    return f"{written(tell)} … {written(life)}", LIFE_WHY


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`demanded` as an LP703 reading (code, words, message), unless LP703 is found
    already; ``what`` says what a code's demand is (language/text/harm.py's ``WHAT``, whose
    module, the text judge's one reporter, makes it a finding)."""
    found = None if "LP703" in done else demanded(sentence, hits)
    if found is None:
        return []
    words, why = found
    return [("LP703", words, message("LP703", words, why, what))]


def with_private(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
                 done: set[str]) -> list[Said]:
    """private.py's reading (a phone handed over or opened), then this one, then needs.py's
    (a body's need withheld, LP701) and intake.py's (a substance taken on demand, LP701):
    the judge's readings of what is a person's own (LP703 each but the body's; the first
    found stands)."""
    found = private_findings(sentence, hits, what, done)
    found += findings(sentence, hits, what, done | {code for code, _, _ in found})
    found += need_findings(sentence, hits, what, done | {code for code, _, _ in found})
    return found + intake_findings(sentence, hits, what, done | {code for code, _, _ in found})


__all__ = ["BELIEF_WHY", "LIFE_WHY", "demanded", "findings", "spared", "with_private"]
