"""A person treated as air or as a thing at the table (issue 29, session 44: R-CUSTOM-3).

A game result may cost cards or a turn; it may not take a person's standing as a person
among the others. Two shapes of the one idea, read with the slots of
language/text/treated_lexicon.py in one sentence, in any sentence shape (a command, a
passive, a state: "is air for everyone", "ist Luft für alle", "is de voetenbank van de
winnaar"):

- **shunned** (LP703): the table ignores them, speaks to them no more, looks away ("is
  ignored by everyone until the next deal", "the silent treatment from all of us",
  "ist Luft für alle", "door niemand meer aangesproken", "kimse konuşmaz, kimse yüzüne
  bakmaz", "大家都不理他，当他不存在");
- **a prop** (LP703): their body made the furniture ("my footstool", "dient als Tisch: die
  Karten werden auf seinen Rücken gelegt", "de voetenbank van de winnaar", "deste onun
  sırtında durur", "趴在地上当桌子").

Asked of nobody it stays clean: "nobody is ignored", "niemand wordt genegeerd",
"别冷落他", a footstool whoever likes may use ("whoever likes may rest their feet on the
footstool"), the cards on a tray "not on anyone's lap". Shunning by lying ("den Verlierer
links liegen lassen", "iemand links laten liggen") is a person *left* lying: with no verb
of leaving (lassen, laten) the words say where things lie ("Links liegen die
Schinkenbrötchen, rechts die ohne Fleisch": session 46), no one shunned.
"""

from __future__ import annotations

from collections.abc import Sequence

from .bodily import offered
from .conscience import left_free, spared
from .demand_said import Said, shaped
from .matching import Hit
from .textnorm import Sentence, fold

#: Why each shape is refused (catalog entries of language/report/textwords.py)
SHUNNED_WHY = ("a person shunned by the table: ignored, not spoken to or looked at, a "
               "punishment on the person, not the cards")
PROP_WHY = ("a person used as furniture: a footstool or a table for the others is "
            "degrading and a strain on the body")
#: Shape -> (code, why)
SHAPES: dict[str, tuple[str, str]] = {
    "tr_shun": ("LP703", SHUNNED_WHY), "tr_prop": ("LP703", PROP_WHY),
}


def _words(hit: Hit) -> str:
    return hit.words.split(" (read as")[0]


#: The verbs of lying a shunning idiom is made of ("links liegen", "links liggen"), and the
#: verbs of leaving that make a person left lying (lassen, laten)
_LIE = ("liegen", "liggen")
_LEAVE_BY_LANGUAGE = {"de": ("lass", "läss", "ließ", "gelassen"),
                      "nl": ("laat", "laten", "liet", "gelaten")}
_LEAVE = tuple(fold(w) for words in _LEAVE_BY_LANGUAGE.values() for w in words)


def _things_lie(sentence: Sentence, hit: Hit) -> bool:
    """Whether a shunning by lying is only where things lie: no verb of leaving in the
    sentence ("Links liegen die Brötchen"; "lassen wir links liegen" leaves a person)."""
    if not any(w in fold(hit.words) for w in _LIE):
        return False
    return not any(t[0].startswith(_LEAVE) for t in sentence.split)


def demanded(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """The shape and words of a person treated as air or as a thing, or None."""
    if offered(hits):
        return None
    none = next((h for h in hits if h.name == "tr_none"), None)
    if none is not None and not left_free(sentence, none):
        return "tr_shun", _words(none)  # the "nobody" is the one who shuns
    for name in ("tr_shun", "tr_prop"):
        hit = next((h for h in hits if h.name == name), None)
        if hit is not None and not spared(sentence, hits) and not left_free(sentence, hit) \
                and not _things_lie(sentence, hit):
            return name, _words(hit)
    return None


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`demanded` as a reading (code, words, message) of LP703, unless found
    already; ``what`` says what a code's demand is (language/text/harm.py's ``WHAT``)."""
    return shaped(demanded(sentence, hits), SHAPES, what, done)


__all__ = ["PROP_WHY", "SHAPES", "SHUNNED_WHY", "demanded", "findings"]
