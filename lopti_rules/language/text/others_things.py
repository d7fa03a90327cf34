"""Someone else's things marked, spoilt or taken unasked (issue 29, session 40: R-CUSTOM-3).

R-CUSTOM-3 forbids demanding destructive or illegal behaviour. Three shapes, read in one
sentence whatever the wording:

- **a mark cut or scrawled into the room** (LP704): a verb of carving, scratching or
  scrawling with the furniture or the walls it lands on ("carves a notch in the host's
  table", "ritzt eine Kerbe in den Tisch", "kerft een streepje in de tafel", "masayı
  çizer", "在桌上划一道");
- **a drink poured into a plant** (LP704): "pours their drink into the host's plant",
  "giet zijn drankje in de plant", "içeceğini saksıya döker", "把饮料倒进花盆里";
- **a thing taken without asking** (LP705): a vehicle or the fruit of a garden taken or
  used unasked ("takes the neighbour's bike without asking", "ohne zu fragen ... mit dem
  Auto des Nachbarn", "zonder te vragen de fiets van de buren", "sormadan elma toplar",
  "不问一声就去摘邻居家的橘子").

A tally on the score sheet, a chalk mark on the scoreboard, a line on the notepad (things
made to be written on), one's own things ("on their own bike", "kendi bardağına") and
asking first are none.
"""

from __future__ import annotations

import re

from . import matching
from .clause_readings import Finding
from .textnorm import Sentence, fold, has_cjk

#: carving, scratching, scrawling (folded word starts): a verb of marking, never any verb
#: near the furniture (Turkish "masadan kalkmak" is to leave the table, "kalkıp masayı
#: alkışlar" to stand and applaud it)
_MARK = tuple(fold(w) for w in (
    "carve", "scratch", "notch", "gouge", "scrawl", "scribble", "etch", "engrave",
    "ritz", "kerb", "kritzel", "schnitz", "kratz", "kerf", "kras", "graveer",
    "çiz", "ciz", "kazı", "kazi", "centik", "çentik"))
#: the furniture and the walls a mark spoils (folded word starts)
_FURNITURE = tuple(fold(w) for w in (
    "table", "wall", "tablecloth", "sofa", "couch", "floor", "door", "chair",
    "tisch", "wand", "tischdecke", "sofa", "boden", "tür", "stuhl",
    "tafel", "muur", "tafelkleed", "bank", "vloer", "deur", "stoel",
    "masa", "duvar", "koltuk", "kapı", "sandalye"))
#: furniture words that are common words elsewhere: read only in their language (Dutch
#: "door" is "through", English "bank" no sofa)
_LOOK_ALIKE = {"door": "en", "bank": "nl"}
#: what is made to be written on: a mark there is a tally
_PAPER = tuple(fold(w) for w in (
    "score", "notepad", "notebook", "paper", "sheet", "pad", "board", "chalkboard", "tally",
    "notiz", "block", "zettel", "papier", "tafelanschrieb", "blok", "papier", "briefje",
    "kağıt", "kagit", "defter", "puan"))
_ZH_MARK = re.compile(r"(?:桌|墙|牆|沙发|沙發|地板|门|門|椅)[^。，,]{0,4}(?:划|劃|刻|画|畫|涂|塗)"
                      r"|(?:划|劃|刻|画|畫|涂|塗)[^。，,]{0,4}(?:桌|墙|牆|沙发|沙發|地板|门|門|椅)")
_ZH_PAPER = re.compile(r"纸|紙|本子|记分|記分|白板|黑板")
#: pouring (folded word starts), and a plant
_POUR = tuple(fold(w) for w in ("pour", "tip", "empt", "gieß", "giess", "kipp", "schütt",
                                "giet", "kiep", "schenk", "dök", "dok", "boşalt", "bosalt"))
_PLANT = tuple(fold(w) for w in ("plant", "flower", "pflanze", "blume", "blumentopf",
                                 "bloem", "saksı", "saksi", "çiçe", "cice"))
_ZH_PLANT = re.compile(r"(?:倒|泼|潑)[^。，,]{0,4}(?:花盆|盆栽|植物|花里|花裡)")
#: without asking
_UNASKED = re.compile(r"\b(?:without asking|unasked|without permission|ohne (?:zu )?fragen|"
                      r"ungefragt|ohne erlaubnis|zonder (?:te )?vragen|ongevraagd|"
                      r"zonder toestemming|sormadan|izinsiz|izin almadan)\b")
_ZH_UNASKED = re.compile(r"不问|不問|没问|沒問|偷偷|擅自|未经允许|未經允許")
#: what is taken: a vehicle, the fruit of a garden (folded word starts)
_TAKEN = tuple(fold(w) for w in (
    "bike", "bicycle", "car", "scooter", "apple", "pear", "fruit", "cherr", "plum",
    "fahrrad", "rad", "auto", "roller", "apfel", "äpfel", "birne", "obst", "kirsch",
    "fiets", "auto", "appel", "peer", "fruit", "kers", "bisiklet", "araba", "elma", "armut",
    "meyve", "kiraz"))
_ZH_TAKEN = re.compile(r"自行车|自行車|单车|單車|车|車|苹果|蘋果|橘子|水果|梨|樱桃|櫻桃")
#: one's own
_OWN = frozenset(fold(w) for w in ("own", "eigen", "eigenen", "eigene", "eigenes", "kendi"))


def _said(sentence: Sentence) -> tuple[str, str] | None:
    """(code, words) when the sentence spoils or takes someone else's things, or None."""
    if has_cjk(sentence.cjk):
        zh = sentence.cjk
        if "自己的" in zh:
            return None
        mark = _ZH_MARK.search(zh)
        if mark and not _ZH_PAPER.search(zh):
            return "LP704", f"'{mark.group(0)}'"
        pour = _ZH_PLANT.search(zh)
        if pour:
            return "LP704", f"'{pour.group(0)}'"
        unasked, taken = _ZH_UNASKED.search(zh), _ZH_TAKEN.search(zh)
        if unasked and taken:
            return "LP705", f"'{unasked.group(0)}' … '{taken.group(0)}'"
        return None
    words = [t[0] for t in sentence.split]
    if any(w in _OWN for w in words):
        return None
    cut = next((w for w in words if w.startswith(_MARK)), None)
    spot = next((w for w in words if w.startswith(_FURNITURE)
                 and not (w in _LOOK_ALIKE and matching.language(sentence) not in
                          ("", _LOOK_ALIKE[w]))), None)
    if cut and spot and not any(w.startswith(_PAPER) for w in words):
        return "LP704", f"'{cut}' … '{spot}'"
    poured = next((w for w in words if w.startswith(_POUR)), None)
    plant = next((w for w in words if w.startswith(_PLANT)), None)
    if poured and plant:
        return "LP704", f"'{poured}' … '{plant}'"
    asked = _UNASKED.search(" ".join(words))
    thing = next((w for w in words if w.startswith(_TAKEN)), None)
    if asked and thing:
        return "LP705", f"'{asked.group(0)}' … '{thing}'"
    return None


def settle(sentence: Sentence, found: list[Finding]) -> list[Finding]:
    """``found`` with someone else's things spoilt (LP704) or taken unasked (LP705)."""
    said = _said(sentence)
    if said is None or any(f.code == said[0] for f in found):
        return found
    code, words = said
    what = "destructive" if code == "LP704" else "illegal"
    why = "someone else's things spoilt" if code == "LP704" else \
        "someone else's things taken without asking"
    return [*found, Finding(code, words, f"free text demands something {what}: {words} "
                                         f"({why}; R-CUSTOM-3)")]


__all__ = ["settle"]
