"""A sip of one's own drink, had by choice (R-CUSTOM-3; redteam19's fair "own sip").

R-CUSTOM-3 forbids demanding unsafe behaviour, and a drinking game is one (LP701). A sip
of **one's own drink, whoever wishes** is no drinking game: "take a sip of your own drink
if you like", "Alle dürfen einen Schluck aus dem eigenen Glas nehmen", "neem een slok van
je eigen drankje als je wilt", "istersen kendi içeceğinden bir yudum al", "想喝的话喝一口
自己的饮料". Nobody is given a drink or made to drink more than they would. It reads as
slots:

- **one's own drink**: an own-word ("own", "eigen-", "kendi", "自己") just before a drink
  or a glass, and no alcohol named;
- **no more than a sip**: no quantity, speed, emptying or obligation in the drink's clause
  ("three sips", "in one go", "empty your own glass", "must"); a count elsewhere (the
  occasion: "ten or more: ...") is not the drink's;
- **by choice or for all alike**: a wish ("if you like", "wenn du magst", "als je wilt",
  "istersen", "想") or a permission ("may", "darf", "mag", "可以"), or nobody picked (no
  loser, no "whoever", no exception): a sip a role must take stays a drink as a penalty.

"The loser takes a sip of their own drink", "whoever picks up drinks from their own glass"
and any alcohol stay LP701. soft_drinks.py drops the drinking words of such a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, clause_texts

#: The own-word of one's own drink (folded), and the Chinese "自己(的)"
_OWN = re.compile(r"\b(?:own|eigen\w*|kendi\w*)\b|自己的?")
#: A drink or a glass just after the own-word (Latin: within two words)
_DRINK = re.compile(
    r"\b(?:own|eigen\w*|kendi\w*)\s+(?:\w+\s+)?(?:drinks?|glass|glasses|cup|mug|bottle|"
    r"getr(?:a|ä)nk\w*|glas|gläsern|tasse|becher|drankje|drank|glaasje|kopje|beker|"
    r"i(?:c|ç)ece(?:g|ğ)\w*|barda(?:g|ğ)\w*|karda(?:g|ğ)\w*|"
    # a soft drink named as one's own (session 45: "kendi çayını içer", "自己的热水")
    r"tea|water|coffee|juice|tee|wasser|kaffee|saft|thee|koffie|sap|"
    r"(?:c|ç)ay\w*|suyu\w*|kahve\w*)\b|"
    r"自己的?(?:热|熱|温|溫|白|开|開)?(?:饮料|飲料|杯子|杯|水|茶|咖啡|果汁)")
#: Alcohol named: a drinking game whatever glass it is in
_ALCOHOL = re.compile(
    r"\b(?:beer\w*|wine\w*|shots?|vodka|whisk(?:e)?y|rum|gin|tequila|schnaps\w*|bier\w*|"
    r"wein\w*|sekt|korn|jenever|wijn\w*|borrel\w*|bira\w*|sarap\w*|şarap\w*|raki\w*|"
    r"rakı\w*|alcohol\w*|alkohol\w*|alkol\w*|booze|drunk|betrunken|dronken|sarho\w*)\b|"
    r"酒|干杯|乾杯|醉")
#: A toast left out, by leave (session 45: "感冒的人可以不参加干杯", "may skip the toast")
_SKIPPED = re.compile(r"(?:可以|能)?不(?:参加|參加|用|必)(?:一起)?(?:干杯|乾杯)")
#: Another's drink beside one's own ("your own drink and mine too")
#: ("my own drink", "aus meinem eigenen Glas", "van mijn eigen drankje" are the speaker's
#: own: a possessive right before an own-word is no other's)
_OTHERS = re.compile(r"\b(?:my|mine|someone|somebody|mein\w*|jemand\w*|mijn|iemand|benim|"
                     r"birinin)\b(?!\s+(?:own|eigen\w*|kendi\w*)\b)|我的|别人的|別人的")
#: More than a sip in the drink's clause: a count, a speed, emptying, an obligation
_MORE = re.compile(
    r"\b(?:\d+|two|three|four|five|ten|zwei|drei|vier|f(?:u|ü)nf|zehn|twee|drie|vier|vijf|"
    r"tien|iki|(?:u|ü)(?:c|ç)|d(?:o|ö)rt|be(?:s|ş)|on|litre\w*|liter\w*|bottle\w*|"
    r"flasche\w*|fles\w*|(?:s|ş)i(?:s|ş)e\w*|in one go|at once|chug\w*|down it|empty|"
    r"empties|finish\w*|whole|ex|auf ex|exen|leer\w*|austrink\w*|in einem zug|"
    r"in een keer|in één keer|leeg\w*|tek seferde|dik\w*|bitir\w*|fondip\w*|must|has to|"
    r"have to|muss|m(?:u|ü)ssen|moet|moeten|zorunda|mecbur\w*|fast|schnell|snel|"
    r"h(?:i|ı)zl\w*)\b|一口气|一口氣|喝完|喝光|喝掉|干了|乾了|必须|必須|一定要|一瓶|"
    r"[两兩二三四五六七八九十]口|[两兩二三四五六七八九十]杯|\d")
#: Someone picked, an exception, or the others: the sip a penalty on a role
_PICKED = re.compile(
    r"\b(?:but|except|else|others?|unless|whoever|los(?:er|ers|e|es|t)|last|aber|"
    r"au(?:ss|ß)er|andere\w*|verlier\w*|letzte\w*|wer|behalve|tenzij|ander\w*|verlie\w*|"
    r"wie|laatste|kaybe\w*|hari(?:c|ç)|d(?:i|ı)(?:s|ş)(?:i|ı)nda|di(?:g|ğ)er\w*|sonuncu\w*|"
    r"kim)\b|除了|其他|其余|其餘|别人|別人|输|輸|最后|最後|谁|誰")
#: A wish or a permission: the sip taken by choice
_CHOICE = frozenset(("volition", "k_may", "bd_offer", "p_ask"))
_MAY = re.compile(r"\b(?:may|can|darf|dürfen|durfen|kann|mag|mogen|kan|kun)\b|可以|想")


def _drink_clause(sentence: Sentence, hit: Hit) -> str:
    """The clause (folded, or the Chinese text) the drinking word stands in."""
    word = hit.words.split("'")[1] if "'" in hit.words else hit.words
    if hit.stream == 2:
        parts = re.split(r"[，,。；;：:！!？?]", sentence.cjk)
    else:
        parts = list(clause_texts(sentence))
    return next((p for p in parts if word and word in p), sentence.folded)


def own_sip(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` without their drinking words (LP701, a drink had from a glass) when the
    sentence is a sip of one's own drink, by choice or for all alike (see the module
    text)."""
    drinking = [h for h in hits if h.name in ("LP701", "consume")]  # "aus ... Glas"
    if not drinking:
        return list(hits)
    text = f"{sentence.folded} {sentence.cjk}"
    skipped = _SKIPPED.sub(" ", text)  # a toast one may skip is no alcohol had
    if not _DRINK.search(text) or _ALCOHOL.search(skipped) or _OTHERS.search(text):
        return list(hits)
    if any(_MORE.search(_drink_clause(sentence, h)) for h in drinking):
        return list(hits)
    chosen = any(h.name in _CHOICE for h in hits) or bool(_MAY.search(text))
    if not chosen and _PICKED.search(text):
        return list(hits)
    return [h for h in hits if h not in drinking]


__all__ = ["own_sip"]
