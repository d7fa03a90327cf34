"""A lasting mark on a card (issue 29, session 38, r2text38: R-SETUP-2, R-CUSTOM-3).

Face-down cards and the draw pile are hidden (R-SETUP-2): a card is known by its face
alone. A text that lets a card's back be marked, bent or dog-eared, and the mark stay
("Last round's winner may put a small pencil dot on the back of one card each round",
"darf einen Bleistiftpunkt auf die Rückseite machen", "eine Ecke umknicken", "mag een
ezelsoor / een stipje op de achterkant zetten", "kartın arkasına tırnağıyla iz
bırakabilir", "köşesini kıvırabilir", "在一张牌背面做个记号", "折个角") lets whoever knows the
mark read a hidden card, and defaces the deck (R-CUSTOM-3): LP716, whoever marks.

It reads as slots over the whole text: **a mark** (a dot, a scratch, a nail mark, a
folded or bent corner, a dog-ear, a crease, 记号, 折角) made on **a card** (its back), not
**denied** ("nobody marks cards", "niemand knickt Karten") nor **made good** (a marked or
bent card replaced by a clean one from a spare deck "no matter whose fault": that
restores R-SETUP-2, it demands no damage). A score card or a score pad is no card.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .clause_readings import Finding
from .denial_lexicon import NOBODY, PROHIBITION
from .textnorm import Reading, any_of

#: (code, words, message), as text/context.py's readings give them
Said = tuple[str, str, str]


#: A lasting mark made on a card's body: a pencil dot, a scratch, a nail mark, a corner
#: folded or bent, a dog-ear, a crease (said of a card, it marks it)
_PHYSICAL = re.compile(
    r"\b(?:pencil (?:dot|mark|line|tick)\w*|nail marks?|scratch\w*|nicks?|notch\w*|"
    r"creases?|creased|dog-? ?ears?\w*|(?:folds?|folded|folding|bends?|bent|bending|"
    r"turns? down|dents?) (?:\w+ )?(?:the |a |one |its )?corners?|(?:folded|bent) corners?|"
    r"bleistift\w*|kratz\w*|kerbe\w*|knick\w*|eselsohr\w*|"
    r"ecke (?:\w+ )?(?:um)?(?:knick|biegt|biegen|falt)\w*|(?:um|ein)?(?:biegt|faltet) "
    r"(?:\w+ )?ecke|fingernagel\w*|"
    r"ezelsoor\w*|kras\w*|hoek(?:je)? (?:\w+ )?(?:om)?(?:vouw|buig)\w*|"
    r"(?:vouwt|buigt|plooit) (?:\w+ )?hoek\w*|nagel\w*|"
    r"k[oö]se\w* (?:\w+ )?(?:kivir|b[uü]k|katla)\w*|kivir\w*|tirna[kg]\w*|cizik\w*)\b|"
    r"折(?:个|個|一个|一個|一下)?(?:角|边|邊)|折角|划(?:个|個|一)?(?:痕|道)|劃(?:個|一)?(?:痕|道)|"
    r"指甲(?:印|痕)")
#: A mark of any kind (a dot, a sign): on a card's BACK it marks the card
_GENERIC = re.compile(
    r"\b(?:dots?|marks?|marking|marked|signs?|initials|punkt\w*|markier\w*|zeichen|"
    r"stip\w*|streepje\w*|merk\w*|markeer\w*|teken\w*|iz|isaret\w*|nokta\w*)\b|"
    r"记号|記號|标记|標記|点|點|符号|符號")
#: A card's back
_BACK = re.compile(r"\b(?:backs?|ruckseite|rückseite|achterkant|arka\w*)\b|背面|背后|背後")
#: A card, or its back (a score card, a score pad is none)
_CARD = re.compile(
    r"\b(?:cards?|karte\w*|kaart\w*|kart(?:in|i|lar\w*|a|tan)?|backs?|ruckseite|"
    r"rückseite|achterkant|arka\w*)\b|牌|背面")
_NOT_A_CARD = re.compile(
    r"\b(?:score ?cards?|score ?pads?|punktekarte\w*|spielzettel\w*|scorekaart\w*|"
    r"scoreblok\w*|skor kart\w*|skor kağıd\w*|skor kagid\w*|rule cards?|regelkarte\w*)\b|"
    r"记分(?:卡|纸|紙)|計分(?:卡|紙)")
#: The card made good: a marked or bent card replaced by a clean one
_MADE_GOOD = re.compile(
    r"\b(?:replac\w*|swapped for a (?:clean|new|fresh)|exchang\w* for a (?:clean|new|fresh)|"
    r"spare deck|ersetz\w*|ausgetauscht|austausch\w*|ersatz\w*|vervang\w*|reserve\w*|"
    r"degistiril\w*|değiştiril\w*|yedek\w*|yenisiyle)\b|换掉|換掉|换成|換成|换一张|換一張|备用|備用")
#: The mark denied or forbidden
#: (text/denial_lexicon.py: nobody, a prohibition; "not" alone is no denial here, "a mark
#: that does not come off" keeps it)
_DENIED = any_of(
    NOBODY.pattern, PROHIBITION.pattern,
    r"\b(?:never|don t|do not|nie|nicht|kein\w*|niet|nooit|geen|asla)\b|别|別",
    # (Turkish: a verb of marking said in the negative, "bırakamaz", "işaretlemeyin"; not
    # any verb in the negative: "iz silinmez", the mark is never wiped, keeps it)
    r"\b(?:birak|yap|koy|isaretle|ciz|kivir|katla|buk)\w*(?:maz|mez|masin|mesin|mayin|meyin|"
    r"mamali|memeli)\b")


def findings(reading: Reading, questions: Sequence[bool]) -> list[Said]:
    """The card marked for good that ``reading`` lets a player make (LP716), or []."""
    if questions and all(questions):
        return []
    text = _NOT_A_CARD.sub(" ", f"{reading.folded} {''.join(s.cjk for s in reading.sentences)}")
    card = _CARD.search(text)
    mark = _PHYSICAL.search(text) or (_GENERIC.search(text) if _BACK.search(text) else None)
    if mark is None or card is None or _MADE_GOOD.search(text):
        return []
    if _DENIED.search(_PHYSICAL.sub(" ", text)):
        return []
    words = f"'{mark.group(0)}' … '{card.group(0)}'"
    return [("LP716", words, f"free text lays down a rule of play: {words} ({WHY})")]


#: the reading's reason, a catalog entry of language/report/textwords.py
WHY = ("a lasting mark on a card lets whoever knows it read a hidden card, R-SETUP-2, and "
       "defaces the deck, R-CUSTOM-3")



#: A card damaged: bent, torn, marked, stained (a replacement of it restores R-SETUP-2)
_DAMAGED = re.compile(
    r"\b(?:bent|bends?|torn|tears?|ripped|creased|marked|stained|damaged|dog-? ?eared|"
    r"geknickt\w*|verbogen\w*|gerissen\w*|eingerissen\w*|markiert\w*|beschädigt\w*|"
    r"beschadigt\w*|fleckig\w*|gebogen\w*|gescheurd\w*|gemerkt\w*|gemarkeerd\w*|"
    r"b[uü]k[uü]l\w*|yirtil\w*|yirtik\w*|isaretli\w*|hasarl\w*|kivril\w*)\b|"
    r"弯了|彎了|折了|破了|坏了|壞了|有记号|有記號|脏了|髒了")
#: A fresh card put in its place: swapped, replaced from a spare or new deck
_REPLACED = re.compile(
    r"\b(?:replac\w*|swap\w*|exchang\w*|ersetz\w*|ausgetauscht|austausch\w*|tausch\w*|"
    r"vervang\w*|ruil\w*|degistir\w*|değiştir\w*)\b|换|換")
_FRESH = re.compile(
    r"\b(?:spare|new|clean|fresh|ersatz\w*|neue\w*|saubere\w*|reserve\w*|nieuwe|schone|"
    r"yedek\w*|yeni\w*|temiz\w*)\b|备用|備用|新牌|新的")


def made_good(reading: Reading, seen: dict[str, Finding]) -> dict[str, Finding]:
    """``seen`` (the judge's findings by code) without what a damaged card replaced by a
    fresh one is read as elsewhere, when ``reading`` says so (a bent card swapped for one
    from the spare deck, "no matter whose fault"): R-SETUP-2 restored, no damage asked,
    no deck of one's own (the damage's LP704, the swap from a deck's LP716)."""
    text = f"{reading.folded} {''.join(s.cjk for s in reading.sentences)}"
    if not (_DAMAGED.search(text) and _CARD.search(text) and _REPLACED.search(text)
            and _FRESH.search(text)):
        return seen
    return {c: f for c, f in seen.items()
            if not (c == "LP704" or c == "LP716" and MADE_GOOD_WORDS.search(f.words))}


#: What a card made good is read as elsewhere: its damage word, a swap from a deck
MADE_GOOD_WORDS = re.compile(r"deck|stapel|spel|deste|牌|swap|tausch|ruil|degis|değiş|换|換")

__all__ = ["WHY", "findings", "made_good"]
