"""A vote's or Roshambo's outcome decided or weighed by a standing (issue 29, session 36,
brief r2text36: R-VOTE-2, R-VOTE-8, R-ROSHAMBO-2, R-CUSTOM-4).

Everyone votes and every vote counts once (R-VOTE-2); Roshambo is 30 decided rounds, who
wins more wins (R-ROSHAMBO-2); neither procedure may be changed (R-VOTE-8), and a seat
the standings pick out may hold no power the others lack (R-CUSTOM-4). A sentence that
names the vote or Roshambo and a STANDING (the champion, last round's winner or loser,
the dealer, the leader, the creator: standing_rules.py's words) changes the procedure
when it gives that one:

- **the outcome**: the standing's yes passes the vote ("if last round's winner says yes,
  the change counts as passed", "geçen turun galibi evet derse kabul edilmiş sayılır",
  "冠军说同意就算通过"), or the standing decides it ("the champion decides the vote",
  "bei der Abstimmung entscheidet der Sieger", "冠军说了算");
- **a weight**: the standing's vote or won rounds count two or more ("jede gewonnene Runde
  des Siegers zählt doppelt", "telt dubbel", "iki sayılır", "算两把").

Clean: the same said for everyone or "like everyone else" ("the champion's vote counts
like any other"), a change denied ("does not count double", "entscheidet nicht"), a
decision about when to vote ("the dealer decides when we vote"), and the procedures' own
words with no standing (vote_weight.py and procedures.py read those).
"""

from __future__ import annotations

import re

from .context import Said
from .denial_lexicon import DENIAL
from .matching import hits
from .standing_rules import WHO_RE, alike
from .textnorm import Sentence, has_cjk

#: The vote and Roshambo are harm_lexicon.py's "vote" and "roshambo" groups (the one list of
#: each, read by every reading of them; parity38): their words in the sentence, as said
_PROCEDURES = ("vote", "roshambo")


#: the standing's yes ("says yes", "ja sagt", "ja zegt", "evet derse", "说同意")
_YES = re.compile(r"\b(?:says? yes|votes? (?:yes|for it)|ja (?:sagt|stimmt|zegt|stemt)"
                  r"|mit ja stimmt|voor stemt|evet (?:derse|der|diyorsa|dedi[gğ]inde|oyu)\w*)\b"
                  r"|说同意|同意|赞成|投赞成票")
#: the vote passed or adopted
_PASSED = re.compile(r"\b(?:pass(?:es|ed)?|accepted|adopted|carried|goes through|approved"
                     r"|angenommen|beschlossen|durch|aangenomen|erdoor|goedgekeurd|kabul\w*"
                     r"|gecer|gecmis|onaylan\w*)\b|通过|通過|算数|算數|生效")
#: the standing decides the outcome ("decides", "entscheidet", "beslist", "karar verir",
#: "说了算"); not when to vote ("decides when", "bestimmt wann")
_DECIDES = re.compile(r"\b(?:decides?|settles?|determines?|entscheidet|bestimmt|beslist"
                      r"|bepaalt|karar verir|belirler)\b(?! (?:when|wann|wanneer|ob|whether"
                      r"|if|of)\b)|\b(?:karar\w*|son s[oö]z)\b|说了算|决定|決定")
#: a weight of two or more ("counts double", "zählt doppelt", "telt dubbel", "iki sayılır",
#: "算两把", "twice")
_MANY = (r"(?:double|twice|two|three|triple|doppelt|zweifach|zwei|drei|dreifach|dubbel"
         r"|tweemaal|twee|drie|iki(?: kat)?|cift|[uü]c|[2-9])")
_COUNTS = r"(?:counts?|z[aä]hl(?:t|en)|gilt|gelten|telt|tellen|geldt|say[iı]l[iı]r|sayar)"
_WEIGHT = re.compile(rf"\b{_COUNTS}\b(?: \w+){{0,10}} (?:as |als |voor )?{_MANY}\b"
                     rf"|\b{_MANY} (?:\w+ )?{_COUNTS}\b"
                     r"|算[两兩二双雙三2-9]|[两二双三]倍|加倍|翻倍")
#: "every (won) round", "jede Runde", "elke worp", "her tur": each of a thing, not everyone
_EACH_THING = re.compile(r"\b(?:every|each|jede[rsn]?|elke|ieder\w*|her)(?: \w+)? (?:rounds?"
                         r"|runden?|ronden?|tur\w*|throws?|w[uü]rfe?|worpen?|el\w*|vote|stimme"
                         r"|stem|oy|sieg\w*|wins?|zege\w*|kazan\w*|galibiyet\w*)\b")

def read(sentence: Sentence) -> list[Said]:
    """LP707 (the vote) or LP708 (Roshambo) for a standing given the procedure's outcome
    or a weight in it (the module's text), or []."""
    text = sentence.folded
    named = [h for h in hits(sentence) if h.name in _PROCEDURES]
    vote = next((h.words.strip("'") for h in named if h.name == "vote"), None)
    roshambo = next((h.words.strip("'") for h in named if h.name == "roshambo"), None)
    who = WHO_RE.search(text)
    if (vote is None and roshambo is None) or who is None or alike(_EACH_THING.sub(" ", text)):
        return []
    name = who.group("who").strip()
    how = _outcome(text, who, [h.words.strip("'") for h in named]) or _weighed(text)
    if not how:
        return []
    words = f"'{name}' … {how}"
    if roshambo is not None:
        return [("LP708", f"{roshambo!r} … {words}",
                 f"free text changes Roshambo: {roshambo!r} … {words} "
                 "(R-VOTE-8: 30 decided rounds, draws do not count)")]
    return [("LP707", words, f"free text changes the rule vote: {words} (one player, "
                             "one vote; R-VOTE-2, R-VOTE-8)")]


def _outcome(text: str, who: re.Match[str], procedures: list[str]) -> str:
    """The words that give the standing the outcome: its yes passes the vote, or it
    decides; "" when none or denied."""
    yes, passed = _YES.search(text, who.end()), _PASSED.search(text)
    if yes is not None and passed is not None and not DENIAL.search(text):
        return f"{yes.group(0)!r} … {passed.group(0)!r}"
    for decides in _DECIDES.finditer(text):
        if DENIAL.search(text) or not _subject(text, who, decides, procedures):
            continue
        return repr(decides.group(0))
    return ""


def _subject(text: str, who: re.Match[str], decides: re.Match[str],
             procedures: list[str]) -> bool:
    """Whether the standing is who decides: right before the decide word or right after
    it ("the champion decides", "entscheidet der Sieger"), with no procedure between them
    ("bei Gleichstand entscheidet Schere-Stein-Papier zwischen ... und Erfinder" is
    R-VOTE-5's own tie-break, Roshambo deciding)."""
    if who.end() <= decides.start():
        between = text[who.end():decides.start()]
        near = len(between.split()) <= 6
    else:
        between = text[decides.end():who.start()]
        near = len(between.split()) <= 2
    return near and not any(_said(w, between) for w in procedures) \
        and not re.search(r"[,;:，。]", between)


def _said(words: str, text: str) -> bool:
    """Whether a procedure's words (as a hit shows them: "schere stein papier", "投票")
    stand in ``text``, whatever joins them ("Schere-Stein-Papier")."""
    if has_cjk(words):
        return words in text
    joined = r"\W+".join(map(re.escape, words.split()))
    return re.search(rf"(?<!\w){joined}(?!\w)", text) is not None


def _weighed(text: str) -> str:
    """A weight of two or more, undenied, or ""."""
    weight = _WEIGHT.search(text)
    if weight is None or DENIAL.search(text):
        return ""
    count = re.search(_COUNTS, weight.group(0))
    many = re.search(_MANY, weight.group(0)[count.end():] if count else weight.group(0))
    return f"{count.group(0)!r} … {many.group(0)!r}" if count and many \
        else repr(weight.group(0).strip())


__all__ = ["read"]
