"""An edge case with its creator at the table (issue 29, session 22): R-FAQ-5 as a slot.

An edge case in a kept rule is the creator's to decide *if present*; only otherwise the
table's majority, and if no reading wins, the one that changes base Lopti least (R-FAQ-5,
R-CUSTOM-5). The older reading (language/text/procedure_world.py, who reads) leaves a
sentence alone once it names the creator, so a creator named only to be passed over was
not read: "even when the creator is present, the dealer settles edge cases", "auch wenn
der Erfinder da ist, entscheidet der Geber". Here a sentence with the creator present, an
edge case or an unclear rule, and another decider (a role, the majority, the table) **over
the creator** (still, even, anyway; or the creator denied: "not the creator") is another
value (LP709). The card's own order ("the creator decides if present; otherwise the table
by majority") stays clean, and so does the creator absent (R-SESSION-3).

language/text/procedure_world.py asks :func:`slots` with its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, any_of, matched

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"edge case": ("an edge case is its creator's to decide when present, only then the "
                     "table's majority; R-FAQ-5, R-CUSTOM-5")}


#: the creator at the table: present, here, there, at the table
_PRESENT = any_of(
    r"\bpresent\b", r"\bis here\b", r"\bis there\b", r"\bat the table\b", r"\bis playing\b",
    r"\banwesend\b", r"\bda ist\b", r"\bdabei ist\b", r"\bam tisch\b", r"\bmitspielt\b",
    r"\baanwezig\b", r"\berbij is\b", r"\baan tafel\b", r"\bmeespeelt\b",
    r"\bburada\w*", r"\bmasada\w*", r"\bmevcut\w*", r"\boradaysa\b",
    r"在场|在場|在桌|在的时候|在的時候|也在")
#: over the creator: still, even, anyway, regardless; or the creator passed over
_OVER = any_of(
    r"\bstill\b", r"\beven\b", r"\banyway\b", r"\bregardless\b", r"\bnevertheless\b",
    r"\bnot the creator\b", r"\binstead of the creator\b", r"\btrotzdem\b", r"\bauch wenn\b",
    r"\bselbst wenn\b", r"\bnicht der erfinder\b", r"\bstatt des erfinders\b", r"\bzelfs\b",
    r"\btoch\b", r"\book als\b", r"\bniet de maker\b", r"\bin plaats van de maker\b",
    r"\bbile\b", r"\byine de?\b", r"\bde(?:g|ğ)il\b", r"\byerine\b",
    r"即使|即便|仍然|照样|照樣|还是|還是|而不是|不是制定者|也由")
#: an edge case or an unclear rule
_UNCLEAR = any_of(
    r"\bedge cases?\b", r"\bunclear\b", r"\bambigu\w*", r"\bdisput\w*", r"\bdoubt\w*",
    r"\bgrenzf(?:a|ä)ll\w*", r"\bunklar\w*", r"\bzweifel\w*", r"\bstreitf(?:a|ä)ll\w*",
    r"\bgrensgeval\w*", r"\bonduidelijk\w*", r"\btwijfel\w*", r"\bs(?:i|ı)n(?:i|ı)r durum\w*",
    r"\bbelirsiz\w*", r"\bmu(?:g|ğ)lak\w*",
    r"边缘情况|邊緣情況|特殊情况|特殊情況|不清楚|歧义|歧義|争议|爭議")
#: the other decider: a role, the table, the majority
_OTHER = any_of(
    r"\bdealer\b", r"\bwinner\b", r"\bhost\b", r"\bmajority\b", r"\bthe table\b", r"\bvote\b",
    r"\bgeber\b", r"\bgewinner\b", r"\bgastgeber\b", r"\bmehrheit\b", r"\babstimmung\b",
    r"\bdeler\b", r"\bwinnaar\b", r"\bgastheer\b", r"\bmeerderheid\b", r"\bstemming\b",
    r"\bda(?:g|ğ)(?:i|ı)t(?:i|ı)c(?:i|ı)\w*", r"\bkazanan\w*", r"\bev sahibi\b",
    r"\b(?:c|ç)o(?:g|ğ)unluk\w*", r"\boylama\w*",
    r"庄家|莊家|赢家|贏家|主人|多数|多數|大家|投票")
_CREATOR = ("creator", "k_creator")


def slots(sentence: Sentence, hits: Sequence[Hit]) -> list[tuple[str, str, str]]:
    """The slot the sentence fills with another value: (slot, code, words)."""
    if not any(h.name in _CREATOR for h in hits):
        return []
    present, over, unclear, other = (matched(_PRESENT, sentence), matched(_OVER, sentence),
                                     matched(_UNCLEAR, sentence), matched(_OTHER, sentence))
    if present and over and unclear and other:
        return [("edge case", "LP709", f"'{present}' … '{over}' … '{other}'")]
    return []


__all__ = ["WHY", "slots"]
