"""One vote a person, restated (issue 29, session 26: R-VOTE-2, R-VOTE-8).

Everyone in the session votes, one vote each (R-VOTE-2). A sentence that says a person
may not vote more than once ("the dealer cannot vote twice", "Der Geber kann nicht
zweimal abstimmen", "De gever kan niet twee keer stemmen", "Dağıtıcı iki kez oy
veremez", "发牌者不能投两次票"), or votes only once ("each player votes only once", "只能
投一票"), or may not vote but once (the limit as an exception of the count: "除了一次以外
不能投票", "cannot vote except once", "bir kez dışında oy veremez"), quotes the card: it
takes no vote away and gives none, so it is no change to the vote (LP707). It reads as
slots over the sentence's clauses:

- **the vote** named (the lexicon's ``vote``, ``vote_act`` or ``k_vote_verb`` words);
- **a repetition** (twice, more than once, zweimal, mehr als einmal, twee keer, meer dan
  eens, iki kez, birden fazla, 两次, 多次) **denied** in its clause
  (a negation before it: "cannot", "nobody", "nicht", "niemand", "kan niet", "不能"; a
  Turkish negated verb after it: "veremez", "kullanamaz"), or **one only** ("only once",
  "once per round", "nur einmal", "maar één keer", "sadece bir kez", "只能投一票"), without
  "once more", "extra" or "再" beside it.

Taking the vote away ("the dealer cannot vote"), giving a second one ("the winner votes
twice"), an exception ("nobody votes twice, except the winner", "... but the winner's vote
counts double"), votes in a row ("cannot vote twice in a row": a round without a vote), an
evening or a session as the span ("cannot vote twice tonight": one vote a night), "again"
("never votes again": the vote taken away) or a rule named (what is voted on, not who
votes) stay what the other readings say.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .clause_readings import Finding
from .denial_lexicon import DENIAL, NOBODY, PROHIBITION_LATIN, PROHIBITION_ZH, TR_NOT
from .matching import Hit
from .textnorm import Sentence, any_of

_VOTE = frozenset(("vote", "vote_act", "k_vote_verb"))
#: A vote repeated: twice, more than once
_REPEAT = re.compile(
    r"\b(?:twice|two times|more than once|zweimal|zwei mal|mehrmals|mehrfach|"
    r"mehr als einmal|twee keer|tweemaal|twee maal|meer dan eens|meer dan een keer|"
    r"meer dan (?:e|é)(?:e|é)n keer|meermaals|iki kez|iki kere|iki defa|birden fazla)\b|"
    r"两次|兩次|二次|多次|两票|兩票|多投")
#: A negation before the repetition in its clause
#: (text/denial_lexicon.py: nobody, a prohibition, a denial: a second vote is no one's,
#: forbidding it quotes the card)
_NOT_BEFORE = any_of(NOBODY.pattern, PROHIBITION_LATIN, PROHIBITION_ZH, DENIAL.pattern)
#: A Turkish verb negated after the repetition ("veremez", "kullanamaz", "oy vermez")
_TR_NOT_AFTER = any_of(TR_NOT, r"\byasak\w*")
#: One vote only
_ONCE = re.compile(
    r"\b(?:only once|just once|only one vote|just one vote|exactly one vote|one vote each|"
    r"one vote per|nur einmal|nur eine stimme|genau eine stimme|eine stimme pro|"
    r"(?:maar|slechts|alleen) (?:e|é)(?:e|é)n (?:keer|stem)|(?:e|é)(?:e|é)n stem per|"
    r"(?:sadece|yalnizca|yalnız|yalniz) (?:bir kez|bir kere|bir oy|bir defa)|"
    r"tek (?:bir )?oy|once|einmal|eenmaal|een keer|(?:e|é)(?:e|é)n keer|bir kez|bir kere)\b|"
    r"只能投一次|只能投一票|只投一次|只投一票|只有一票|每人一票|每个人一票|每個人一票")
#: An exception or a contrast beside it: someone voting otherwise
_EXCEPT = re.compile(
    r"\b(?:but|except|unless|apart from|other than|aber|sondern|ausser|außer|es sei denn|"
    r"behalve|tenzij|maar (?!(?:e|é)(?:e|é)n\b|een\b|1\b)|hari(?:c|ç)|disinda|dışında|ama|"
    r"fakat|ancak)\b|除了|除外|例外|但是|但|除非|不过|不過")
#: Votes in a row: a round without a vote; a weight: a vote counted other than once
_OTHER = re.compile(
    r"\b(?:in a row|running|consecutive\w*|hintereinander|nacheinander|in folge|"
    r"achter elkaar|op rij|(?:u|ü)st (?:u|ü)ste|pes pese|art arda|count\w*|double|half|"
    r"tonight|this evening|evening|night|session|heute|abend\w*|nacht|sitzung|vanavond|"
    r"avond|sessie|aksam\w*|akşam\w*|gece\w*|oturum\w*|"
    r"once more|one more|extra|noch einmal|noch eine|nog een|nog één|bir kez daha|daha|"
    r"at once|again|all at once|"  # "put to the vote again at once": no once (session 45)
    r"z(?:a|ä)hlt|doppelt|halb|telt|dubbel|half|sayilir|sayılır|yarim|yarım)\b|"
    r"连续|連續|接连|接連|算|倍|半|今晚|今天|晚上|再|多一")
#: The limit said as an exception of the count itself ("cannot vote except once", "除了
#:一次以外不能投票", "bir kez dışında oy veremez"): one vote only, no one set apart
_COUNT_EXCEPTED = re.compile(
    r"\b(?:except once|but once|other than once|except for once|apart from once|"
    r"au(?:ss|ß)er einmal|behalve (?:e|é)(?:e|é)n keer|behalve eenmaal|"
    r"bir (?:kez|kere|defa) (?:d(?:i|ı)s(?:i|ı)nda|hari(?:c|ç))|"
    r"except one vote|au(?:ss|ß)er einer stimme|behalve (?:e|é)(?:e|é)n stem|"
    r"bir oy (?:d(?:i|ı)s(?:i|ı)nda|hari(?:c|ç)))\b|"
    r"除了?\s*(?:一次|一票|第一次)\s*(?:以外|之外|外)?")
_RULE = re.compile(r"\b(?:rule|rules|regel|regeln|regels|kural\w*)\b|规则|規則")
_CLAUSE = re.compile(r"[,;:，；：]")


def restated(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence restates one vote a person (see the module text)."""
    if not any(h.name in _VOTE for h in hits):
        return False
    text, excepted = _COUNT_EXCEPTED.subn(" once ", sentence.folded)  # "除了一次以外": once
    text = text.replace("不能再", "不能") if excepted else text  # "除一次外不能再投票"
    if _EXCEPT.search(text) or _OTHER.search(text) or _RULE.search(text):
        return False
    once = bool(_ONCE.search(text))
    repeats = 0
    for clause in _CLAUSE.split(text):
        for m in _REPEAT.finditer(clause):
            repeats += 1
            if not (_NOT_BEFORE.search(clause[:m.start()])
                    or _TR_NOT_AFTER.search(clause[m.end():])):
                return False  # a vote repeated, not denied: a second vote given
    return once or repeats > 0


def kept(found: list[Finding], sentence: Sentence, hits: Sequence[Hit]) -> list[Finding]:
    """``found`` without its vote changes (LP707) when the sentence restates one vote a
    person: the card's own value, no change."""
    if not any(f.code == "LP707" for f in found) or not restated(sentence, hits):
        return found
    return [f for f in found if f.code != "LP707"]


__all__ = ["kept", "restated"]
