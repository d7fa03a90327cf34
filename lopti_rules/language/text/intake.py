"""A substance taken into the body on demand (issue 29, session 42: R-CUSTOM-3, LP701).

A game result may cost cards or turns; it may not make anyone **take a medicine or any
substance into the body** ("whoever picks up swallows a headache pill", "dem Verlierer wird
Hustensaft eingeflößt", "de verliezer krijgt een paracetamol toegediend", "kaybeden burnuna
sprey sıkar", "输家被灌一勺止咳糖浆"), ill or not, whoever pays: what goes into a body is no
game stake, and nobody can agree to it for the one who will lose. Alcohol and food are
harm_lexicon.py's (LP701 by the drinking and eating words); this reading adds the things
taken that are no meal (intake_lexicon.py's ``sb_thing``: a pill, syrup, spray, snuff,
vitamins, vinegar by the spoon) with the verbs a medicine is taken with (``sb_take``:
take, pop, sniff, einnehmen, einflößen, toedienen, snuiven, içirmek, sıkmak, 服, 灌, 喷),
read together in one clause (the thing and the verb within a few words; Chinese: the verb
before the thing).

What stays clean (asked of nobody):

- one's own medicine at its own time ("whoever takes their pills on time", "wer seine
  Tabletten nehmen muss", "ilacını saatinde", 按时吃药: ``sb_own``, a possessive before
  the thing, or a need of the person's own with the table waiting: own_need.py);
- a remedy offered to whoever wants it ("cough drops on the side table for anyone who
  wants some": ``bd_offer``, ``volition``), free at any time (``nd_free``), or denied
  ("nobody has to take a pill": a "nobody" in the sentence);
- a card's nickname ("we call the 10 'the aspirin'"): no verb of taking.
"""

from __future__ import annotations

from collections.abc import Sequence

from .context import Said
from .denial_lexicon import NOBODY_WORDS
from .matching import Hit, written
from .textnorm import Sentence, clauses, fold, has_cjk

#: Why a substance taken on demand is refused (the message's last part; a catalog entry
#: of language/report/textwords.py)
WHY = "a substance taken into the body on demand: no medicine, remedy or drug is a game stake"

#: The last parts of German and Dutch compounds that name a medicine ("Kopfschmerz-
#: tablette", "Vitamintabletten", "slaappil", "vitaminepil", "Nasenspray", "hoestdrank")
_COMPOUND_ENDS = tuple(fold(w) for w in (
    "tablette", "tabletten", "pille", "pillen", "kapsel", "kapseln", "saft", "spray",
    "tropfen", "mittel", "pil", "pilletje", "pilletjes", "drank", "siroop", "druppels"))
_COMPOUND_STARTS = tuple(fold(w) for w in (
    "kopfschmerz", "schmerz", "schlaf", "vitamin", "beruhigung", "husten", "nasen", "abführ",
    "slaap", "vitamine", "hoest", "neus", "pijn", "kalmering", "zuig", "hals", "medizin"))
#: A possessive right before the thing: one's own medicine
_OWN = frozenset(fold(w) for w in (
    "their", "his", "her", "my", "your", "own", "seine", "seinen", "ihre", "ihren", "meine",
    "deine", "eigene", "eigenen", "zijn", "haar", "mijn", "jouw", "eigen", "kendi"))
_TR_OWN = ("ını", "ini", "unu", "ünü", "ımı", "imi", "umu", "ümü")  #: ilacını, hapımı
_ZH_OWN = ("自己的药", "自己的藥", "他的药", "她的药", "我的药")
_GAP = 4  #: tokens between the verb and the thing


def _things(sentence: Sentence, hits: Sequence[Hit]) -> list[tuple[int, str]]:
    """Where a thing taken is named (token index, its words): the lexicon's, and German
    or Dutch compounds ending in a medicine's form ("Kopfschmerztablette", "slaappil")."""
    found = [(h.start, written(h)) for h in hits if h.name == "sb_thing" and h.stream == 0]
    for i, variants in enumerate(sentence.split):
        token = variants[0]
        if len(token) > 6 and token.startswith(_COMPOUND_STARTS) \
                and token.endswith(_COMPOUND_ENDS):
            found.append((i, f"'{token}'"))
    return found


def _own(tokens: Sequence[str], at: int) -> bool:
    """Whether the thing at ``at`` is the taker's own ("their pills", "ilacını")."""
    before = tokens[max(0, at - 2):at]
    return any(t in _OWN for t in before) or tokens[at].endswith(_TR_OWN)


def _regardless(tokens: Sequence[str], hit: Hit) -> bool:
    """Whether a wish or a state is said not to matter ("hungry or not", "ob er will oder
    nicht", "wil of niet"): no choice left to the one taking it."""
    after = tokens[hit.end:hit.end + 4]
    return any(a in _OR and b in _NOT for a, b in zip(after, after[1:], strict=False))


#: "whenever" before a clause is a condition ("whenever I pick up"), no freedom
_WHEN = frozenset(("whenever", "wann immer"))
_OR = frozenset(("or", "oder", "of", "ya", "veya"))
_NOT = frozenset(fold(w) for w in ("not", "nicht", "niet", "değil", "no"))


def _holder(tokens: Sequence[str], at: int) -> bool:
    """Whether the medicine word names what holds it ("the medicine bottles",
    "Medizinschrank", "de medicijnkast", "ilaç kutusu"): a thing carried, no intake."""
    here = tokens[at]
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    return any(c in here for c in _HOLDERS) or after.startswith(_HOLDERS)


#: What holds a medicine (a bottle, a box, a cabinet, a bag), in the five languages
_HOLDERS = tuple(fold(w) for w in (
    "bottle", "box", "cabinet", "cupboard", "chest", "bag", "shelf", "packet", "pack",
    "flasche", "schrank", "schränk", "dose", "packung", "tasche", "kasten", "fles", "kast",
    "doos", "doosje", "tas", "şişe", "kutu", "dolap", "çanta"))
_ZH_HOLDERS = ("瓶", "盒", "柜", "櫃", "箱", "袋")


def taken(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of a substance taken on demand (see the module text), or ""."""
    tokens = [t[0] for t in sentence.split]
    names = {h.name for h in hits if not (h.name == "volition" and _regardless(tokens, h))
             and not (h.name == "nd_free" and written(h).strip("'") in _WHEN)}
    # picked by losing, one's own medicine is the stake all the same ("if you lose, take
    # your own sleeping pill; we'll wait"): only a choice left to the taker frees it
    lost = "k_lost" in names
    if names & {"bd_offer", "volition", "nd_free"} or not lost and names & {"sb_own", "nm_wait"}:
        return ""
    if has_cjk(sentence.cjk):
        return _zh(sentence, hits, lost)
    if any(t in NOBODY_WORDS for t in tokens):
        return ""
    things = _things(sentence, hits)
    verbs = [h for h in hits if h.stream == 0 and (h.name == "sb_take" or h.name == "LP701")]
    for at, thing in things:
        if _own(tokens, at) and not lost or _holder(tokens, at):
            continue
        bounds = next(((a, b) for a, b in clauses(sentence) if a <= at < b), (0, len(tokens)))
        verb = next((v for v in verbs if bounds[0] <= v.start < bounds[1]
                     and abs(v.start - at) <= _GAP + 2), None)
        if verb is not None:
            return f"{written(verb)} … {thing}"
    return ""


def _zh(sentence: Sentence, hits: Sequence[Hit], lost: bool = False) -> str:
    """Chinese: a verb of taking before the thing, in one stretch of the sentence."""
    text = sentence.cjk
    if not lost and any(o in text for o in _ZH_OWN):
        return ""
    things = [h for h in hits if h.name == "sb_thing" and h.stream == 2]
    verbs = [h for h in hits if h.name == "sb_take" and h.stream == 2]
    for thing in things:
        name = written(thing).strip("'")
        at = text.find(name)
        if text[at + len(name):at + len(name) + 1] in _ZH_HOLDERS:
            continue  # 药瓶, 药盒: what holds it is carried, not taken
        for verb in verbs:
            v = text.find(written(verb).strip("'"))
            if 0 <= v < at and at - v <= 8:
                return f"{written(verb)} … {written(thing)}"
    return ""


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`taken` as an LP701 reading (code, words, message), unless LP701 is found
    already; ``what`` says what a code's demand is (language/text/harm.py's ``WHAT``)."""
    words = "" if "LP701" in done else taken(sentence, hits)
    if not words:
        return []
    return [("LP701", words, f"free text demands something {what['LP701']}: {words} "
                             f"({WHY}; R-CUSTOM-3)")]


__all__ = ["WHY", "findings", "taken"]
