"""A vote cast last, after the others', by one standing (session 30 second round): R-VOTE-2
and R-VOTE-8 as a slot.

Everyone in the session votes, one vote each, and the vote's procedure may not be changed
(R-VOTE-2, R-VOTE-8). A sentence that lets one player, the last winner, the champion, the
leader, the creator or the speaker, cast their vote last, after seeing or hearing everyone
else's ("Kural oylamasında son kazanan en son oy verir, önce herkesin oyunu görür", "the
champion votes last, after seeing the others' votes", "der Sieger stimmt als Letzter ab",
"de winnaar stemt als laatste", "冠军最后投票，先看完别人的票") gives that one a say the
others have not: they vote knowing the count, and tip or spoil it at will (LP707). So does
one made to vote or raise their hand first, the others voting after seeing it (session
47b: "the dealer raises their hand first, and everyone else votes after they have seen it",
"stimmt als Erster ab", "stemt als eerste", "先投").

Near misses stay clean: everyone voting at once or together ("alle stimmen gleichzeitig ab,
der Sieger auch", "herkes aynı anda oy verir"), a denial ("nobody votes last"), and the
vote with no one named to vote late. language/text/vote_rules.py asks :func:`slot`.
"""

from __future__ import annotations

from .denial_lexicon import DENIAL, NOBODY
from .standing_words import SPEAKER, find, ones, tokens
from .textnorm import Reading, Sentence, any_of, matched

#: the slot's reason, an entry of vote_rules.WHY (a catalog entry already)
WHY = {"vote order": ("one player, one vote: everyone in the session votes once, whatever "
                      "they hold or have won; R-VOTE-2, R-VOTE-8")}

#: casting a vote (the Turkish "oy ver", "oy kullan", "oylama": "oyun" is also the game)
_CAST = any_of(r"\bvot\w*", r"\bballot\w*", r"\w*abstimm\w*", r"\bstimmt\b.{0,50}\bab\b",
               r"\bstimme\w*", r"\bstem\w*", r"\boylama\w*", r"\boy (?:ver|kullan)\w*",
               r"\boylar\w*", r"投票|表决|表決|投票")
#: last, after the others: votes last, after seeing everyone's vote
_LATE = any_of(
    r"\bvotes? last\b", r"\blast to vote\b", r"\bvotes? (?:only )?after (?:everyone|everybody|"
    r"all|the others|the rest)\b", r"\bafter (?:seeing|hearing|knowing) (?:all|every|the)\w*",
    r"\bsees? (?:all|every|the other|the others)\w*\b.{0,20}\bvotes?\b",
    r"\bals letzte\w*\b.{0,30}\b(?:ab|stimm\w*)\b", r"\bstimm\w*\b.{0,30}\bals letzte\w*",
    r"\bzuletzt (?:ab|stimm\w*)\b", r"\bstimmt\w* zuletzt\b",
    r"\bnachdem (?:alle|jeder|die anderen)\b",
    r"\bsieht\b.{0,30}\bstimmen\b", r"\bkennt\b.{0,30}\bstimmen\b",
    r"\bstem\w* als laatste\b", r"\bals laatste\b.{0,20}\bstem\w*", r"\bnadat iedereen\b",
    r"\bnadat de anderen\b",
    r"\bziet\b.{0,30}\bstemmen\b", r"\bkent\b.{0,30}\bstemmen\b",
    r"\ben son oy\w*", r"\boy\w* en son\b", r"\bherkesin oy\w*\b.{0,20}\bgor\w*",
    r"\boylar(?:i|ini)\b.{0,20}\bgor\w*",
    r"\bherkes(?:ten)? sonra\b", r"\bdigerlerinden sonra\b",
    r"最后投|最後投|最后一个投|最後一個投|最后表态|最後表態|看完[^，。]{0,6}票|看到[^，。]{0,6}票|"
    r"等大家投完|等所有人投完|别人投完|別人投完|其他人投完",
    # session 47b: or first, before the others, who then vote knowing it
    r"\bvotes? first\b", r"\b(?:raises?|shows?) (?:their|his|her) hands? first\b",
    r"\bafter (?:they|he|she) (?:have|has) seen\b",
    r"\bstimmt\w*\b.{0,25}\b(?:als erste\w*|zuerst)\b", r"\bzuerst (?:ab|stimm\w*)\b",
    r"\bstem\w*\b.{0,25}\bals eerste\b", r"\bals eerste\b.{0,20}\bstem\w*",
    r"\bilk oy (?:ver|kullan)\w*", r"\bherkesten once oy\w*",
    r"先投|第一个投|第一個投")
#: everyone at once, the one included, or the late vote denied
_SHARED = any_of(
    r"\bat once\b", r"\bat the same time\b", r"\btogether\b", r"\bsimultaneous\w*",
    r"\bgleichzeitig\b", r"\bzusammen\b", r"\btegelijk\w*\b", r"\bsamen\b",
    r"\bayni anda\b", r"\bbirlikte\b", r"同时|同時|一起", NOBODY.pattern, DENIAL.pattern)


def slot(sentence: Sentence) -> str:
    """The words of a vote cast last by one, after the others', or ""."""
    cast, late = matched(_CAST, sentence), matched(_LATE, sentence)
    if not (cast and late) or matched(_SHARED, sentence):
        return ""
    one = _one(sentence)
    return f"{one} … '{late}' … '{cast}'" if one else ""


def _one(sentence: Sentence) -> str:
    """The one who votes late, as quoted: a standing, the creator (standing_words.ones),
    or the speaker, the rule's author ("I", "ich", "ik", "ben", "我")."""
    reading = Reading((sentence,), sentence.folded)
    named = ones(reading)
    if named:
        return named[0].words
    words = tokens(reading)
    me = next((words[at] for at, _ in find(words, SPEAKER)), "")
    return f"'{me}'" if me else ("'我'" if "我" in sentence.cjk else "")


__all__ = ["WHY", "slot"]
