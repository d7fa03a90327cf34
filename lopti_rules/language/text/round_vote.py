"""A tie said to be the round's one vote (issue 29, session 45, fair45: R-VOTE-5).

R-VOTE-5: a failed or tied vote uses up the round's one attempt. A table that says so in
its own words ("a tied vote still counts as this round's vote, same as a failed one",
"een gelijke stemming telt als de stemming van deze ronde", "算这一局的投票") settles the
tie with nothing but the cards' own outcome: no Roshambo replaced (R-VOTE-8), no rule
kept or dropped by the tie. procedure_world.py's tie reads :data:`ROUND_VOTE` beside its
other official outcomes; a tie that also names another way out ("..., and then the dealer
decides") is still read by the readings of a say (LP709) or of a tie given elsewhere.

:data:`DIE`: a die thrown, said with its article or as "dice": German and Dutch "die" is
an article, no die ("ist die Abstimmung dieser Runde verbraucht").
"""

from __future__ import annotations

from .textnorm import any_of

#: a die or dice, English only by its article
DIE = r"\bdice\b|\b(?:a|the|one) die\b"
#: the tie counted as the round's one vote, in the five languages (folded text, Chinese)
ROUND_VOTE = any_of(
    r"\b(?:counts? as|was|is)(?: still)? (?:this|the) round'?s? (?:one |rule )?vote\b",
    r"\b(?:z(?:a|ä)hlt|gilt) (?:\w+ ){0,2}als (?:die )?abstimmung (?:dieser|der) runde\b",
    r"\b(?:telt|geldt) (?:\w+ ){0,2}als de stemming van (?:deze|de) ronde\b",
    r"\bbu turun oylama\w* (?:sayil|yerine)\w*",
    r"算(?:作|是)?(?:这一局|这局|本局|本轮|這一局|這局|本輪)的投票")

__all__ = ["DIE", "ROUND_VOTE"]
