"""Two base rules bent for one standing, by meaning (issue 29, session 38, r2text38).

- **A suit given a value** (R-SETUP-1: suits have no value): "for last round's winner,
  every spade counts one rank higher", "beim Sieger zählt jede Pik-Karte einen Rang
  höher", "voor de winnaar telt harten een rang hoger", "kazanan için maça bir üst
  sayılır", "上一局赢的人出黑桃时按大一级算". A value the cards do not give, for one standing,
  is a base rule bent for a person in the role's clothes (R-CUSTOM-4, R-VOTE-1), even
  when the text calls itself a reminder ("zur Erinnerung", "别忘了").
- **A standing's call that binds another's play** (R-TURN-2: each player makes any legal
  play or picks up the pile, by their own choice): "once a round, last round's winner
  calls a rank; the next player must play it if they have it", "der Sieger sagt einen
  Rang an, der Nächste muss ihn legen", "de winnaar noemt een rang, de volgende moet die
  spelen", "kazanan bir değer söyler, sıradaki varsa onu oynamak zorunda",
  "上一局赢家点一个点数，下家有就必须出". The choice R-TURN-2 leaves each player is made for
  them by a standing (R-CUSTOM-4).

Both are LP716 (LP301 for the creator) with the standing-favour message and the rule's
number. Clean: suits said to count for nobody ("not for last round's winner either"), a
rank called as a guess with no obligation ("nobody has to play it", "just for fun"), the
same for everyone.
"""

from __future__ import annotations

import re

from .denial_lexicon import DENIAL, NOBODY
from .standing_rules import WHO_RE, alike
from .standing_words import GRANTED, Mention, Said, favour
from .textnorm import Reading, any_of

#: A standing of the evening, the bare winner and loser too (folded; Chinese as written)
_STANDING = re.compile(
    r"\b(?:winner|winners|champion|loser|sieger\w*|gewinner\w*|verlierer\w*|winnaar\w*|"
    r"kampioen\w*|verliezer\w*|kazanan\w*|galip|galib\w*|sampiyon\w*|kaybeden\w*)\b|"
    r"赢家|贏家|获胜者|獲勝者|冠军|冠軍|赢的人|贏的人|输家|輸家")
#: A suit named (the suits and the word itself)
_SUIT = re.compile(
    r"\b(?:spades?|hearts?|clubs?|diamonds?|suits?|pik\w*|herz\w*|kreuz\w*|karo\w*|"
    r"farbe\w*|schoppen|harten|klaveren|ruiten|kleur\w*|maca\w*|kupa\w*|sinek\w*|renk\w*)\b|"
    r"黑桃|红桃|紅桃|红心|紅心|梅花|方块|方塊|花色")
#: A value counted up or down
_VALUE = re.compile(
    r"\b(?:(?:one |a |two )?ranks? (?:higher|lower|up|down)|counts? (?:as|higher|lower|double|"
    r"more|extra)|(?:is |are )?worth (?:more|one more)|beats?|"
    r"(?:einen |ein |zwei )?r[aä]nge? (?:h[oö]her|niedriger|tiefer)|h[oö]her|z[aä]hlt\w* (?:als|"
    r"doppelt|mehr)|sticht|"
    r"(?:een |twee )?rang (?:hoger|lager)|hoger|telt (?:als|dubbel|meer)|"
    r"bir (?:[uü]st|alt)|[uü]st (?:say\w*|de[gğ]er\w*)|daha (?:y[uü]ksek|b[uü]y[uü]k)|"
    r"y[uü]ksek say\w*)\b|"
    r"大一级|大一級|小一级|小一級|[大小][一二两1-2]级|算大|算小|按大|当作?.{0,3}(?:用|算)|更大")
#: A rank or a card called by one: the call and what it names
_CALL = re.compile(
    r"\b(?:calls?|names?|announces?|says?|picks?|chooses?|sagt|nennt|bestimmt|w[aä]hlt|ruft|"
    r"noemt|zegt|kiest|roept|s[oö]yler|belirler|se[cç]er)\b(?: \w+){0,2} (?:rank|value|"
    r"number|card|ranks|rang|wert|zahl|karte|waarde|kaart|getal|deger\w*|değer\w*|kart\w*|"
    r"sayi\w*|say[iı]\w*|[2-9]|10|[jqka])\b|\b(?:deger\w*|değer\w*|sayi\w*|kart\w*) "
    r"(?:s[oö]yler|belirler|se[cç]er)\b|"
    r"点一?个(?:点数|牌)|點一?個(?:點數|牌)|叫一?个(?:点数|牌)|叫一?個|说一?个点|說一?個點|指定一?个?点数")
#: Another player bound to play it: must, has to, is obliged, with a verb of play
_MUST = re.compile(
    r"\b(?:must|has to|have to|is obliged to|is forced to)(?: \w+)? (?:play|lay|put)\w*|"
    r"\b(?:muss|m[uü]ssen|moet|moeten)\b(?: \w+){0,3} (?:legen|spielen|ausspielen|spelen|"
    r"leggen|opleggen)\b|\boyna\w* (?:zorunda\w*|zorunlu\w*|mecbur\w*)|"
    r"必须出|必須出|得出|就要出|一定要出")
#: Each card of a suit ("jede Pik-Karte", "every spade"): no everyone in it
_EACH = re.compile(r"\b(?:every|each|jede[rsnm]?|elke|ieder\w*|her) (?=\S)")
#: No obligation: a guess, for fun, nobody has to follow
_FREE = any_of(
    NOBODY.pattern,  # text/denial_lexicon.py
    r"\b(?:need not|needn t|does not have to|doesn t have to|don t have "
    r"to|for fun|as a guess|muss nicht|m[uü]ssen nicht|nur zum spa(?:ss|ß)|hoeft niet|"
    r"hoeven niet|voor de grap|zorunda degil\w*|sadece eglence\w*)\b|"
    r"不用|不必|不一定|好玩|玩玩")


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """A suit given a value for one standing (R-SETUP-1), or a standing's call binding
    another's play (R-TURN-2), that ``reading`` says, or None (``speaker``: the favour
    readers' common signature, text/favours.py)."""
    del speaker
    for s in reading.sentences:
        text = f"{s.folded} {s.cjk}"
        who = WHO_RE.search(text) or _STANDING.search(text)
        if who is None or alike(_EACH.sub(" ", text)):
            continue
        name = who.group(0).strip()
        m = Mention("creator" if "creator" in name else "standing", 0, f"'{name}'")
        suit, value = _SUIT.search(text), _VALUE.search(text)
        if suit is not None and value is not None and not DENIAL.search(text):
            words = f"'{name}' … '{suit.group(0)}' … '{value.group(0)}' (R-SETUP-1)"
            return favour(m, words, GRANTED)
    text = f"{reading.folded} {''.join(s.cjk for s in reading.sentences)}"
    who = WHO_RE.search(text) or _STANDING.search(text)
    call, must = _CALL.search(text), _MUST.search(text)
    if who is None or call is None or must is None or _FREE.search(text) or alike(text):
        return None
    name = who.group(0).strip()
    m = Mention("creator" if "creator" in name else "standing", 0, f"'{name}'")
    words = f"'{name}' … '{call.group(0)}' … '{must.group(0)}' (R-TURN-2)"
    return favour(m, words, GRANTED)


#: A suit named: a value it "does not count" is no result's (text/wins_counted.py)
SUIT = _SUIT

__all__ = ["SUIT", "read"]
