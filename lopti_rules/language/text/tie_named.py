"""A tie named with the vote's own words (R-VOTE-5, R-VOTE-9; redteam19's fair "平票").

A tie of the vote is settled by Roshambo (R-VOTE-10, R-ROSHAMBO-1): another way said beside
it changes Roshambo (LP708, procedure_world.py). The words that name the tie itself are no
way of settling it: the vote ("tied vote", "oylar eşit", "投票平局"), its votes for and
against ("赞成票和反对票一样多", "yes equals no") and the rule a name is said of ("本规则平票",
"This rule Tied vote": language/text/names.py reads a rule's name with the rule as its
subject). A name or a sentence that only labels a tie ("Tied vote", "Stimmengleichheit",
"平票") settles nothing; "Tied vote: the dealer decides", "平票重投", "平票算通过" still do.
"""

from __future__ import annotations

import re

#: The vote, its yes and no, and the rule a name is said of (folded, and Chinese)
_OWN = re.compile(
    r"\b(?:votes?|voting|voted|ballots?|yes|no|abstentions?|stimme\w*|abstimmung\w*|"
    r"stemmen|stemming\w*|stem|ja|nee|nein|oy|oylar\w*|oylama\w*|evet|hay(?:i|ı)r|"
    r"this rule|diese regel|deze regel|bu kural)\b|"
    r"本规则|本規則|这条规则|這條規則|投票|赞成票|贊成票|反对票|反對票|票数|票數|票")


def unnamed(text: str) -> str:
    """``text`` without the words that only name the tie's vote or the rule it is said of."""
    return _OWN.sub(" ", text)


__all__ = ["unnamed"]
