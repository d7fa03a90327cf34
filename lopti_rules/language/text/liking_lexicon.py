"""The words of a liking, in the five languages (issue 29, session 38, parity38): one entry
of the meaning, read by every reading that needs it (language/text/selection.py's liked
thing, "whoever likes jazz"; language/text/favourite.py's player someone likes best,
"whoever the dealer likes best"). clause_lexicon.py adds it to the clause readings' groups.
"""

from __future__ import annotations

LIKING: dict[str, dict[str, str]] = {
    # a liking of a person or a thing: a preference
    "liking": {
        "en": "like, likes, liked, enjoy, enjoys, enjoyed, fancy, fancies, loves, prefers, "
              "favourite*, favorite*, favours, favors",
        "de": "mag, magst, mögen, mögt, moegen, moegt, liebsten, lieber, liebt, bevorzugt, "
              "lieblings*, liebling*",
        "nl": "houdt van, houden van, hou van, leuk vindt, leuk vind, leuk vinden, leukst, "
              "liefst, aardigst, lievelings*, favoriet*, voortrekt",
        "tr": "sevdiğ*, sevdig*, sevdik*, beğendiğ*, begendig*, hoşlandığ*, hoslandig*, "
              "kayırdığ*, kayirdig*, gözde*, gozde*, favori*",
        "zh": "喜欢, 喜歡, 最爱, 最愛, 偏爱, 偏愛, 宠爱, 寵愛, 偏心",
    },
}
