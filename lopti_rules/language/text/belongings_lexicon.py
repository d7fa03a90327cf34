"""The slots of a belonging staked on the round, in the five languages (issue 29, session
27: R-CUSTOM-3).

Read by language/text/belongings.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot:

- ``bl_give``: **a belonging passing to someone**: lending, giving, handing over, leaving
  it, taking it home (lend, give, hand over, take home; leihen, geben, schenken,
  überlassen, mitnehmen; lenen, geven, afstaan, meenemen; ödünç vermek, vermek, eve
  götürmek; 借给, 送给, 让给, 带回家);
- ``bl_own``: **whose it is**: a possessive before the thing (their, sein, zijn, 自己的),
  Turkish reads it on the noun (``bisikletini``: belongings.py).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
BELONGINGS: dict[str, dict[str, str]] = {
    "bl_give": {
        "en": "lend+, lent, loan+, give+, gives, gave, given, hand+ over, hands over, "
              "hand+ ~ over, take+ ~ home, takes ~ home, took ~ home, keep+, keeps, kept",
        "de": "leih*, verleih*, gib, gibt, geben, schenk*, überlass*, überlässt, "
              "nimmt ~ mit, nehmen ~ mit, mitnehmen, behält, behalten",
        "nl": "leen, leent, lenen, uitlenen, geef, geeft, geven, schenk*, staat ~ af, "
              "afstaan, neemt ~ mee, meenemen, houdt, houden",
        "tr": "ödünç*, verir, versin, vermeli, verecek, hediye eder, bırakır, eve götür*",
        "zh": "借给, 借給, 送给, 送給, 让给, 讓給, 带回家, 帶回家, 交给, 交給",
    },
    "bl_own": {
        "en": "their, his, her, your",
        "de": "sein, seine, seinen, seinem, ihr, ihre, ihren, dein, deine, deinen",
        "nl": "zijn, haar, je, jouw, hun",
        "tr": "kendi",
        "zh": "自己的, 他的, 她的, 把",
    },
}


__all__ = ["BELONGINGS"]
