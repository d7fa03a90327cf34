"""A cost on a player by whether they are at the table (issue 29, session 26: R-CUSTOM-4,
R-CUSTOM-3).

Being away from the table (on the toilet, outside, gone for a moment) is no condition of
the game: it says nothing about cards, turns, rounds or roles, and the one who is away
can neither play the cost nor object to it. A text that **puts a cost on whoever is away**
("whoever is away from the table pays one card", "the absent player draws three cards",
"if someone is in the bathroom when their turn comes, they draw two", "Wer nicht am Tisch
ist, zieht zwei Karten", "Wie afwezig is, pakt twee kaarten", "Masadan kalkan iki kart
çeker", "去厕所的人摸一张牌") picks a person by a fact of their evening (LP304), whatever
the words. It reads as slots:

- **presence**: away, absent, not at the table, not here, stepped out, gone to the
  toilet, left the table, in the five languages;
- **a cost**: cards drawn or taken, a penalty, money, a turn lost or skipped.

What costs nobody stays clean and takes back the pick language/text/selection.py makes of
the same words: "if anyone steps away, we pause until they are back", "whoever steps away
keeps their cards until they are back" (a pause, a wait, cards kept).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .claims import Claim
from .matching import Hit
from .textnorm import Sentence

#: Away from the table, in the five languages (folded)
_AWAY = re.compile(
    r"\b(?:(?:is|are|was|were|being|be)\s+(?:(?:briefly|just|still|currently)\s+)?away|"
    r"steps? away|stepped away|stepping away|away from the table|not at the table|absent|"
    r"(?:whoever|who|anyone|someone|somebody|player\w*)\s+(?:is|are)\s+not\s+(?:here|present)|"
    r"(?:leaves?|left|leaving|gets? up from|got up from) the table|"
    r"(?:in|on|to) the (?:bathroom|toilet|loo|restroom|wc)|goes? outside|out of the room|"
    r"nicht am tisch|nicht anwesend|abwesend\w*|"
    r"(?:wer|jemand|spieler\w*)\s+(?:\w+\s+)?nicht\s+(?:da|hier)|weg ist|weg sind|"
    r"(?:den|vom) tisch (?:verl(?:a|ä)sst|verlassen|aufsteht)|auf (?:die|der) toilette|"
    r"aufs klo|auf dem klo|niet aan tafel|(?:wie|iemand)\s+er\s+niet\s+(?:is|bij is)|"
    r"niet aanwezig|afwezig\w*|van tafel|weg is|weg zijn|naar de wc|naar het toilet|op de wc|"
    r"masada olmayan\w*|masadan (?:kalkan|kalkarsa|kalk\w*|ayril\w*|ayrıl\w*)|"
    r"burada olmayan\w*|tuvalet\w*|disari cikan\w*|dışarı çıkan\w*|yoklu\w*)\b|"
    r"不在(?:桌|场|場|座位|位子|牌桌)|不在的人|(?:离开|離開)(?:桌|座位|位子|牌桌)|离席|離席|缺席|"
    r"上厕所|去厕所|上廁所|去廁所")
#: A moment at the table anyone can have (r2text38): standing up, stepping out, the
#: kitchen, a phone call; not a trait ("whoever gets up earliest in the morning")
_MOMENT = re.compile(
    r"\b(?:gets? up|stands? up|steps? out|goes? (?:outside|to the kitchen|to the door)|"
    r"takes? a (?:phone )?call|answers? the (?:phone|door)|(?:kurz )?aufsteht|aufstehen|"
    r"rausgeht|rausgehen|hinausgeht|in die k(?:u|ü)che|telefoniert|ans telefon|"
    r"(?:even )?opstaat|naar buiten|naar de keuken|belt|aan de telefoon|de telefoon opneemt|"
    r"kalkan|kalkarsa|mutfa(?:g|ğ)a gid\w*|d(?:i|ı)(?:s|ş)ar(?:i|ı) (?:c|ç)(?:i|ı)kan\w*|"
    r"telefon(?:a|la) (?:bakan|konu(?:s|ş)an)\w*)\b|"
    r"起身|站起来|站起來|去厨房|去廚房|接电话|接電話|出去一下")
#: Who gets up first in the morning, early risers: a fact of a life, still picked
_MORNING = re.compile(
    r"\b(?:morning|earl(?:y|ier|iest)|morgens|fr(?:u|ü)h\w*|ochtend\w*|vroeg\w*|"
    r"sabah\w*|erken\w*)\b|早上|早起|最早|每天")
#: One's own cards laid aside face down while away: a pause, no cost
_SET_ASIDE = re.compile(
    r"\b(?:puts?|lays?|places?|legt|legen|leg|zet|bırak\w*|birak\w*|koy\w*) (?:\w+ )?"
    r"(?:their|his|her|own|seine|ihre|zijn|haar|kartlar\w*) (?:\w+ )?(?:cards?|karten|kaarten)?"
    r" ?(?:face down|verdeckt|gedekt|dicht|omgekeerd|kapal(?:i|ı))(?: (?:ab|hin|neer|weg))?|"
    r"\bkartlar\w* kapal(?:i|ı) (?:b(?:i|ı)rak|koy)\w*|"
    r"把牌扣(?:在桌上|下|着|著)?|牌扣(?:在桌上|下)")
#: A cost: cards drawn or taken, a penalty, money, a turn lost or skipped
_COST_HITS = frozenset(("draw_move", "b_draw", "k_draw", "LP710", "vote_price"))
_COST = re.compile(
    r"\b(?:draws?|takes?|picks? up|pays?|penalt\w*|loses?|skip\w*|miss(?:es)?|fined?|"
    r"zieht|ziehen|nimmt|nehmen|strafe\w*|zahlt|zahlen|setzt \w+ aus|aussetzen|verliert|"
    r"(?:u|ü)bersprungen|pakt|pakken|trekt|neemt|straf\w*|betaalt|betalen|overgeslagen|"
    r"verliest|(?:c|ç)eker|(?:c|ç)eksin|al(?:i|ı)r|ceza\w*|(?:o|ö)der|atlan\w*|"
    r"kaybeder)\b|摸|抽牌|罚|罰|拿|跳过|跳過|付钱|付錢|赔|賠")
#: Nobody pays: a pause, a wait, cards kept
_NO_COST = re.compile(
    r"\b(?:pause\w*|wait\w*|keeps?|kept|hold\w* on to|until they are back|unterbrech\w*|"
    r"warten|wartet|pausier\w*|beh(?:a|ä)lt|behalten|wachten|wacht|houdt|houden|"
    r"ara veri\w*|bekle\w*|dönene kadar|donene kadar|saklar)\b|暂停|暫停|等|保留")


def picked(sentence: Sentence, hits: Sequence[Hit], selected: Claim | None) -> Claim | None:
    """The pick of a person by presence (see the module text): ``selected`` (the pick
    language/text/selection.py made) unless the sentence only waits for the absent, or a
    cost put on the absent where that pick found none."""
    text = f"{sentence.folded} {sentence.cjk}"
    away = _AWAY.search(sentence.folded) or _AWAY.search(sentence.cjk) or (
        None if _MORNING.search(text) else _MOMENT.search(text))
    if away is None:
        return selected
    aside = _SET_ASIDE.search(text)  # one's own cards laid down to wait: no cost
    spared = aside.group(0) if aside is not None else ""
    moment = "" if away.re is not _MOMENT else away.group(0)  # "gets up": no reward
    costs = any(h.name in _COST_HITS and not set(h.words.strip("'").split()) <= set(
        f"{spared} {moment}".split()) for h in hits) \
        or bool(_COST.search(text.replace(spared, " ") if spared else text))
    if not costs:
        return None if _NO_COST.search(text) or spared else selected
    if selected is not None or moment:  # a moment at the table picks only with a pick
        return selected
    words = f"'{away.group(0)}'"
    # the message selection.py gives "whoever is away ...": a fact of their evening
    return Claim("seats", words, "free text picks a player by a fact of their life: "
                                 f"{words} (R-CUSTOM-4)")


__all__ = ["picked"]
