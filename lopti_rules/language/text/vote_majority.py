"""The vote's majority said as the cards say it (issue 29, session 46: R-VOTE-2, LP707).

R-VOTE-2: everyone in the session votes, players already out included, and a change needs
more than half of *all* the session's players voting yes. A sentence that says that bar
and no other ("scrapping a rule takes more than half of all the players, those already
out too", "mehr als die Hälfte aller Spieler", "meer dan de helft van alle spelers",
"tüm oyuncuların yarısından fazlası", "所有玩家过半数") restates the cards: its "drop",
"need" and "vote" are the official gate, no change to the vote. It reads as slots:

- **more than half, or a majority**: "more than half", "a majority", "mehr als die
  Hälfte", "Mehrheit", "meer dan de helft", "meerderheid", "yarısından fazla",
  "çoğunluk", 过半, 半数以上, 多数;
- **of all**: all, everyone, every player, alle, aller, iedereen, tüm, bütün, herkes,
  所有, 全体, 大家 (a majority of some is another electorate);
- **nothing narrowed or raised**: no "only", "except", "still holding cards", "not", no
  third, two thirds or unanimity. "A majority of the players still holding cards, those
  out do not vote", "ein Drittel", "oybirliği", "已经出完牌的人不投票" change the quorum
  and stay LP707 (R-VOTE-2, R-VOTE-8).

language/text/harm.py and procedure_world.py ask :func:`said`.
"""

from __future__ import annotations

from .textnorm import Sentence, any_of

#: more than half, or a majority
_MAJORITY = any_of(
    r"\bmore than half\b", r"\bover half\b", r"\bmajority\b",
    r"\bmehr als (?:die )?h(?:a|ä)lfte\b",
    r"\bmehrheit\w*", r"\bmeer dan de helft\b", r"\bmeerderheid\b",
    r"\byar(?:i|ı)s(?:i|ı)ndan fazla\w*", r"\b(?:c|ç)o(?:g|ğ)unlu\w*",
    r"过半|過半|半数以上|半數以上|超过一半|超過一半|多数|多數")
#: of all the session's players
_ALL = any_of(
    r"\ball\b", r"\beveryone\b", r"\beverybody\b", r"\bevery player\b", r"\balle[nr]?\b",
    r"\bs(?:a|ä)mtliche\w*", r"\biedereen\b", r"\b(?:t(?:u|ü)m|b(?:u|ü)t(?:u|ü)n)\b",
    r"\bherkes\w*", r"所有|全体|全體|大家|每个人|每個人")
#: the bar narrowed to some or raised past the majority
_NARROWED = any_of(
    r"\bonly\b(?! (?:if|when|with|by)\b)", r"\bexcept\b", r"\bbut not\b", r"\bnot\b",
    r"\bn['’]t\b", r"\bstill (?:holding|in|playing)\b", r"\bthirds?\b", r"\bunanim\w*",
    r"\bnur\b(?! (?:wenn|falls|mit)\b)", r"\bau(?:ss|ß)er\b", r"\bnicht\b", r"\bkein\w*",
    r"\bnoch im spiel\b", r"\bdrittel\w*", r"\beinstimmig\w*",
    r"\balleen\b(?! (?:als|wanneer|met)\b)", r"\bbehalve\b", r"\bniet\b", r"\bgeen\b",
    r"\bnog (?:in het spel|kaarten)\b", r"\bderde\w*", r"\bunaniem\w*", r"\bsadece\b",
    r"\byaln(?:i|ı)z\w*", r"\bhari(?:c|ç)\b", r"\bde(?:g|ğ)il\b", r"\bvermez\w*",
    r"\b(?:u|ü)(?:c|ç)te\b", r"\boybirli\w*",
    r"只有|只要|除了|不投|不能投|还在|還在|三分之|一致|全票")


def said(sentence: Sentence) -> str:
    """The official majority's words when the sentence says R-VOTE-2's bar and no other
    (see the module text), or ""."""
    text = f"{sentence.folded} {sentence.cjk}"
    majority, every = _MAJORITY.search(text), _ALL.search(text)
    if majority is None or every is None or _NARROWED.search(text):
        return ""
    return majority.group(0)


__all__ = ["said"]
