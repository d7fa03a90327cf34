"""Water or a soft drink for everyone (issue 29, session 26: R-CUSTOM-3).

R-CUSTOM-3 forbids demanding unsafe behaviour, and a drinking game is one (LP701). A drink
of **water or a soft drink offered to everyone, or had by everyone alike**, is no drinking
game: "请大家喝水", "赢家请大家喝杯可乐", "给大家倒水喝", "The winner offers everyone a
soft drink", "Alle trinken ein Glas Wasser", "Iedereen drinkt een glas water", "Herkes bir
bardak su içer". It reads as slots:

- **the drink**: water or a soft drink named (water, soda, cola, lemonade, juice, tea,
  coffee, milk, in the five languages), and no alcohol named beside it;
- **for everyone**: everyone as the ones who drink or are offered (everyone, we, alle,
  iedereen, herkes, 大家, 每个人, 所有人, 我们), with nobody picked: no loser, no "whoever",
  no role but the one who offers, no exception ("everyone but the winner", "everyone
  else");
- **no more than a drink**: no quantity beyond one glass (a litre, three glasses, a
  bottle), no speed ("in one go", "一口气", "喝完"), no obligation ("must", "必须").

Drinking as a penalty stays LP701 ("the loser drinks a glass of water", "输的人喝一杯
水", "everyone else drinks water when someone clears"), and so does any alcohol.
language/text/harm.py drops the drinking words (LP701 hits) of such a sentence.
"""

from __future__ import annotations

import re

from .matching import Hit
from .own_drink import own_sip
from .textnorm import Sentence

#: Water and soft drinks, in the five languages (folded)
_SOFT = re.compile(
    r"\b(?:water|sparkling water|soda|sodas|cola|colas|coke|lemonade|juice|iced tea|tea|"
    r"coffee|milk|soft drinks?|wasser|mineralwasser|sprudel|limo|limonade|saft|schorle|"
    r"apfelschorle|tee|kaffee|milch|spa|frisdrank\w*|limonade|sap|sapje|ranja|thee|"
    r"koffie|melk|su|suyu|maden suyu|soda|kola|gazoz|limonata|meyve suyu|ayran|cay|çay|"
    r"kahve|sut|süt)\b|"
    r"白开水|白開水|开水|開水|矿泉水|礦泉水|苏打水|蘇打水|汽水|可乐|可樂|雪碧|果汁|橙汁|"
    r"柠檬水|檸檬水|奶茶|咖啡|牛奶|豆浆|豆漿|饮料|飲料|茶|水")
#: Alcohol named: a drinking game whatever else is named
_ALCOHOL = re.compile(
    r"\b(?:beer\w*|wine\w*|shot|shots|vodka|whisk(?:e)?y|rum|gin|tequila|schnaps\w*|"
    r"bier\w*|wein\w*|sekt|korn|jenever|wijn\w*|borrel\w*|bira\w*|sarap\w*|şarap\w*|"
    r"raki\w*|rakı\w*|alcohol\w*|alkohol\w*|alkol\w*|booze|drunk|betrunken|dronken|"
    r"sarhos\w*|sarhoş\w*)\b|酒|啤酒|白酒|干杯|乾杯|醉")
#: Alcohol replaced by a soft drink, named only as what is not drunk ("以茶代酒" tea in
#: place of wine, "instead of beer", "statt Bier", "in plaats van bier", "rakı yerine")
REPLACED = re.compile(
    r"以(?P<soft>茶|水|果汁|饮料|飲料|可乐|可樂|汽水|咖啡|牛奶)代酒|"
    r"\b(?:instead of|rather than|statt|anstatt|anstelle von|in plaats van)\s+"
    r"(?:(?:a|an|the|ein|einem|einen|dem|de|het|een)\s+)?"
    r"(?:beer|wine|bier|wein|wijn|alcohol|alkohol|booze|shots?|schnaps)\b|"
    r"\b(?:bira|raki|rakı|sarap|şarap|alkol)\s+yerine\b")
#: Everyone as the ones who drink or are offered
_EVERYONE = re.compile(
    r"\b(?:everyone|everybody|all of us|the whole table|alle|allen|jeder|jedem|iedereen|"
    r"allemaal|herkes\w*|hepimiz\w*|hepiniz\w*|we|us|wir|uns|wij|biz)\b|let'?s all|"
    r"let s all|大家|每个人|每個人|每人|所有人|全桌|我们|我們|咱们|咱們")
#: Someone picked, an exception, or the others: a drink as a penalty
_PICKED = re.compile(
    r"\b(?:but|except|else|other|others|unless|whoever|loser\w*|lose|loses|lost|last|aber|"
    r"au(?:ss|ß)er|andere\w*|verlierer\w*|verlier\w*|letzte\w*|behalve|tenzij|ander\w*|"
    r"verliezer\w*|verlies\w*|kaybet\w*|"
    r"laatste|hari(?:c|ç)|disinda|dışında|diger\w*|diğer\w*|kaybeden\w*|sonuncu\w*|"
    r"ama)\b|除了|其他|其余|其餘|别人|別人|输|輸|最后|最後|的人|谁|誰")
#: More than a drink: a quantity, a speed, an obligation
_MORE = re.compile(
    r"\b(?:\d+|two|three|four|five|ten|zwei|drei|vier|f(?:u|ü)nf|zehn|twee|drie|vijf|tien|"
    r"iki|uc|üç|dort|dört|bes|beş|litre\w*|liter\w*|bottle\w*|flasche\w*|fles\w*|"
    r"sise\w*|şişe\w*|in one go|at once|chug\w*|down it|ex|auf ex|exen|in einem zug|"
    r"in een keer|in één keer|tek seferde|dikmek|fondip\w*|must|has to|have to|"
    r"muss|m(?:u|ü)ssen|moet|moeten|zorunda|mecbur\w*|as fast|so schnell|zo snel|"
    r"h(?:i|ı)zl(?:i|ı))\b|"
    r"一口气|一口氣|喝完|喝光|喝掉|干了|乾了|必须|必須|一定要|一瓶|一壶|一壺|[两兩二三四五六七八九十]杯|\d")


#: Turkish drinks with a case ending ("suyla" with water, "çayla" with tea)
_TR_SOFT = re.compile(r"(?:su|cay|çay|kahve|kola|gazoz|limonata|ayran|soda|sut|süt)"
                      r"(?:y?la|y?le|y?u|y?ü|y?i|y?ı|dan|den|tan|ten)?")


def _unreplaced(text: str) -> str:
    """``text`` without the alcohol a soft drink replaces (the soft drink kept)."""
    return REPLACED.sub(lambda m: m.group("soft") or " ", text)


def _not_replaced(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without the drinking words (LP701) named only as what a soft drink
    replaces: each such word is found inside a replacement and nowhere else."""
    def replaced(h: Hit) -> bool:  # the words (folded, or Chinese) the hit stands in
        text = sentence.cjk if h.stream == 2 else sentence.folded
        inside = " ".join(m.group(0) for m in REPLACED.finditer(text))
        word = h.words.split("'")[1] if "'" in h.words else h.words
        return bool(word) and word in inside and word not in _unreplaced(text)

    return [h for h in hits if not (h.name == "LP701" and replaced(h))]


def soft(text: str) -> bool:
    """Whether ``text`` (folded, with its Chinese) names water or a soft drink, no alcohol,
    and no more than a drink (no quantity, speed or obligation); alcohol named only as
    what the soft drink replaces is none."""
    text = _unreplaced(text)
    return bool(_SOFT.search(text) or _TR_SOFT.search(text)) and not _ALCOHOL.search(text) \
        and not _MORE.search(text)


def beyond_a_drink(sentence: Sentence) -> bool:
    """Whether the sentence names alcohol (not only as what a soft drink replaces) or more
    than a drink (a quantity, a speed): a drink offered so is a drinking game."""
    text = _unreplaced(f"{sentence.folded} {sentence.cjk}")
    return bool(_ALCOHOL.search(text) or _MORE.search(text))


def soft_word(word: str) -> bool:
    """Whether a folded word is water or a soft drink (Turkish with its case ending)."""
    return bool(_SOFT.fullmatch(word) or _TR_SOFT.fullmatch(word))


def offered(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without their drinking words (LP701) when the sentence is water or a soft
    drink for everyone (see the module text), and without the alcohol a soft drink is
    said to replace ("以茶代酒", "water instead of beer": not drunk)."""
    hits = own_sip(sentence, _not_replaced(sentence, hits))  # one's own drink, by choice
    drinking = [h for h in hits if h.name == "LP701"]
    treat = [h for h in hits if h.name == "consume" and _treat_to(sentence, h)]
    if not (drinking or treat) or any(h.name == "consume" and h not in treat for h in hits):
        return hits
    text = _unreplaced(f"{sentence.folded} {sentence.cjk}")
    free = any(h.name == "bd_offer" for h in hits)  # to whoever wants ("wer will", "isteyen")
    picked = [m.group(0) for m in _PICKED.finditer(text)
              if not (free and m.group(0) in _WHOEVER)]
    if not _SOFT.search(text) or _ALCOHOL.search(text) \
            or not (free or _EVERYONE.search(text)) or picked or _MORE.search(text):
        return hits
    return [h for h in hits if h not in drinking and h not in treat]


#: "whoever" and Chinese "的人" (the one who): no one picked when the drink is offered to
#: whoever wants it (session 44: "Wer will, trinkt einen Kaffee", "isteyen kahve içer")
_WHOEVER = frozenset(("whoever", "的人"))


#: A treat's verb before "op"/"auf" ("trakteert iedereen op een glas water", "lädt alle auf
#: ein Glas ein"): the treat's preposition, not "drink up"
_TREATS = ("trakteer", "lad", "lädt", "einlad", "ismarla", "ısmarla")
_TREAT_REACH = 3


def _treat_to(sentence: Sentence, hit: Hit) -> bool:
    tokens = [t[0] for t in sentence.split]
    return hit.stream == 0 and hit.end - hit.start == 1 and tokens[hit.start] in ("op", "auf") \
        and any(t.startswith(_TREATS) for t in tokens[max(0, hit.start - _TREAT_REACH):hit.start])


__all__ = ["REPLACED", "beyond_a_drink", "offered", "soft", "soft_word"]
