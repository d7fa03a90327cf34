"""A tally that starts now, the past said not to count, in free text (issue 29, session 40,
brief count40): R-CUSTOM-3's denial, kept clean.

No rule may apply retroactively (R-CUSTOM-3), and a rule holds from its announcement on
(R-CUSTOM-1). A text that says what a count takes in from now on, and that what happened
before does not count, says both rules in its own words: "this rule counts pickups only
from this round on; what happened earlier does not count", "ab dieser Runde, was vorher
war, zählt nicht", "vanaf deze ronde; wat eerder gebeurde telt niet mee", "bu elden
itibaren; öncekiler sayılmaz", "从这一局开始算，之前的不算". A negated count about the past
is a denial, not a result voided (wins_counted.py), a special rank's power taken
(basegame.py) or a pickup restricted (claims.py): the readings of a rule of play read the
counted thing ("sevens", "pickups", "wins") as played, and the sentence plays nothing.

A sentence is such a **tally** when it holds

- a count (:data:`COUNT`: count, zählen, tellen, saymak, 算/数),
- no move of cards (play_lexicon's ``play_move``: draw, pick up, ziehen ...), no word of
  permission or duty (:data:`MODAL`: may, must, darf, muss, mag, moet, 可以 ...) and no
  count changed (wins_counted.py's double, struck off, a loss as a win),
- and the past said not to count (:func:`past_denied`): in the sentence, or, when the
  sentence names the start ("from this round on", :data:`START_NOW`), anywhere in the
  text.

Unfair near it stays caught: the rounds before the rule counted too ("pickups of the
rounds before this rule count too", "auch die Runden vor dieser Regel zählen":
retroactive.py), a move from a round on ("from round ten on, the dealer draws two cards":
play_readings.from_round), a win counted double from now on. harm.py asks :func:`tallies`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .denial_lexicon import NOT_COUNTED
from .matching import Hit, hits
from .retroactive import BEFORE_RULE, EARLIER
from .textnorm import Reading, Sentence, any_of
from .wins_counted import AS_WIN, MORE, TAKEN, VOID

#: a count: what a tally does
COUNT = any_of(r"\bcount\w*", r"\btall(?:y|ies|ied)\b", r"\bz(?:a|ä)hl\w*", r"\bgez(?:a|ä)hlt\b",
               r"\btel(?:t|len|de|den)?\b", r"\bgeteld\b", r"\bsay(?:i|il|ar|ac|im)\w*",
               r"算|数|數|计|計|记|記")
#: the tally's start, now: this round, now, today
START_NOW = any_of(
    r"\bfrom (?:now|this round|today|here)(?: on)?\b",
    r"\bstart\w* (?:now|today|with this round|from this round|this round)\b",
    r"\bab (?:jetzt|sofort|heute|hier|dieser runde)\b", r"\bvon (?:jetzt|nun|dieser runde) an\b",
    r"\bvanaf (?:nu|vandaag|deze ronde)\b",
    r"\bbu (?:elden|turdan|oyundan|andan) (?:itibaren|sonra)\b", r"\bbundan (?:sonra|boyle)\b",
    r"\bsu andan itibaren\b",
    r"从这一?局|從這一?局|从本局|從本局|从现在|從現在|从今天|從今天|这一局开始|這一局開始")
#: a time before: what happened earlier
PAST = any_of(
    EARLIER.pattern, BEFORE_RULE.pattern, r"\b(?:earlier|before|previously|so far|until now)\b",
    r"\bvorher\b", r"\bdavor\b", r"\bzuvor\b", r"\bfr(?:u|ü|ue)her\w*", r"\bbisher\w*",
    r"\beerder\w*", r"\bdaarvoor\b", r"\bervoor\b", r"\bvroeger\w*", r"\bvoorheen\b",
    r"\b(?:o|ö)nce\w*", r"\bgecmis\w*",
    r"之前|以前|此前|先前|前面")
#: the round before this one ("what happened last round", "wat vorige ronde gebeurde"): the
#: past of a tally only beside its start now (:data:`START_NOW`); alone, "the previous
#: round does not count" voids a finished round (wins_counted.py)
ROUND_BEFORE = any_of(
    r"\b(?:last|previous) rounds?\b", r"\bvorige (?:ronde|rondes|beurt)\b",
    r"\b(?:vorige|vorherige|letzte) runde\w*\b", r"\b(?:gecen|onceki) (?:el|tur)\w*",
    r"上一?局")
#: said not to count (wins_counted.py's words, the lexicon's, and an apostrophe kept)
VOIDED = any_of(
    VOID.pattern, *NOT_COUNTED, r"\b(?:don|doesn|won|didn)\W?t count\b", r"\bnot count\w*\b",
    r"\bnicht mitgez(?:a|ä)hlt\b", r"\bniet meegeteld\b", r"不数|不數")
#: one thing counted as another: an equivalence, no tally ("a seven counts as a ten", "zählt
#: das Aufnehmen als zwei Züge")
AS_OTHER = any_of(r"\bcount\w*(?: \w+){0,3} as\b", r"\bz(?:a|ä)hl\w*(?: \w+){0,3} als\b",
                  r"\bgilt als\b", r"\btel\w*(?: \w+){0,3} als\b", r"\bgeldt als\b",
                  r"\bolarak say\w*", r"\byerine say\w*",
                  r"算作|算成|当作|當作|算是")
#: a permission or a duty: the sentence lays down a play, whatever it counts
MODAL = any_of(
    r"\b(?:may|must|can|cannot|allowed|has to|have to)\b", r"\bd(?:a|ü|u|ue)rf\w*\b",
    r"\bm(?:u|ü|ue)ss\w*\b", r"\bkann\b", r"\bmag\b", r"\bmoet\w*\b", r"\bkan\b",
    r"\b\w+(?:abilir|ebilir|malı|meli|mali)\b", r"可以|能|必须|必須|得")


def past_denied(sentence: Sentence, past: re.Pattern[str] = PAST) -> bool:
    """Whether the sentence says that what happened before does not count: a time before
    (``past``), then a count denied ("what happened earlier does not count", "was vorher
    war, zählt nicht", "öncekiler sayılmaz", "之前的不算")."""
    for text in (sentence.folded, sentence.cjk):
        at = past.search(text)
        if at is not None and VOIDED.search(text, at.start()):
            return True
    return False


def _counts_only(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """A count, and nothing played, permitted, required or counted otherwise."""
    text = f"{sentence.folded} {sentence.cjk}"
    changed = (MORE, TAKEN, AS_WIN, AS_OTHER)
    tokens = [t[0] for t in sentence.split]
    # a move named as a noun, the thing counted ("telt het oppakken", "zählt das
    # Aufnehmen"), is no move played
    return COUNT.search(text) is not None and not any(
        h.name == "play_move" and not (h.stream == 0 and h.start and tokens[h.start - 1]
                                       in _ARTICLES) for h in hits) \
        and MODAL.search(text) is None and not any(p.search(text) for p in changed)


#: the articles that make a verb a noun in Dutch and German ("het oppakken", "das Aufnehmen")
_ARTICLES = frozenset(("het", "das"))


def tallies(reading: Reading) -> frozenset[int]:
    """The indexes of the reading's sentences that are a tally from now on, the past
    denied (harm.py drops LP716 from them: they play nothing)."""
    sentences = reading.sentences
    now = any(START_NOW.search(f"{s.folded} {s.cjk}") for s in sentences)
    denied = [past_denied(s) or now and past_denied(s, ROUND_BEFORE) for s in sentences]
    out = set()
    for at, sentence in enumerate(sentences):
        if not _counts_only(sentence, hits(sentence)):
            continue
        text = f"{sentence.folded} {sentence.cjk}"
        if denied[at] or (START_NOW.search(text) and any(denied)):
            out.add(at)
    return frozenset(out)


__all__ = ["AS_OTHER", "COUNT", "MODAL", "PAST", "START_NOW", "VOIDED", "past_denied", "tallies"]
