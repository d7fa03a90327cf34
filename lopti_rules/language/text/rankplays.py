"""Which rank may be played on which, said in words (issue 29, "Free text").

"From now on a 10 may go on a 7", "auf eine 7 darf eine 10", "7上面也可以出10": a text
that allows a play the official rules forbid, or forbids one they allow, changes a base
rule, which only a base-rule vote may do (R-VOTE-1); the game never hears it and no check
reads it (R-CUSTOM-2). The official table itself (``engine.verdict``, R-PLAY-2,
R-SPECIAL) decides, so a sentence that quotes the rules ("a 10 may not follow a 7", "a 2
goes on anything") stays clean. One rank on the same rank is left alone: whether it is
legal depends on how many cards (match with more, R-PLAY-2).
"""

from __future__ import annotations

import re
from functools import cache
from typing import NamedTuple

from ...engine import OFFICIAL, parse_rank, verdict

#: a rank as the five languages write it in a sentence (a face letter alone is too often
#: a word: "a" is English's article), by its name in each language
_NAMES = {
    "jack": "J", "queen": "Q", "king": "K", "ace": "A", "aces": "A",
    "bube": "J", "buben": "J", "dame": "Q", "damen": "Q", "konig": "K", "könig": "K",
    "ass": "A", "asse": "A", "boer": "J", "vrouw": "Q", "heer": "K", "aas": "A", "azen": "A",
    "vale": "J", "kiz": "Q", "kız": "Q", "papaz": "K",
}  # not Turkish "as": English "as" ("may go on as long as ...") would read as an Ace
_RANK = r"(10|[2-9]|" + "|".join(sorted(map(re.escape, _NAMES), key=len, reverse=True)) + r")"
_ZH_RANK = r"(10|[2-9]|[jqka])"
_ART = r"(?:an? |the |eine[nrms]? |einer |die |der |das |den |een |de |het )?"
_ALLOW_EN = r"(?:may|can|could|is allowed to|are allowed to|also may|may also|can also)"
_BAN_EN = (r"(?:may not|can ?not|can't|cant|must not|mustn't|is not allowed to|are not "
           r"allowed to|may never|can never|never)")
_VERB_EN = (r"(?: now| also| always| still)?(?: be)?"
            r"(?: played| laid| put| placed| dropped| go| follow)?")

#: German words that may stand between the modal, the pile and the card ("darf auf eine 7
#: jetzt auch eine 10")
_DE_FILL = r"(?: (?:man|jetzt|auch|immer|nun|ab jetzt|ab heute|heute|wieder))*"
#: (allowed, pattern): the played rank is the group ``x``, the pile's rank ``y``; compiled
#: when a text first holds a rank (:func:`_patterns`: each pattern names two, so a text
#: with none, as most rule names, needs none of them; issue 24, cold start)
_SOURCES: tuple[tuple[bool, str], ...] = tuple(
    (allowed, p) for allowed, p in (
        # English
        (True, rf"\b{_ART}(?P<x>{_RANK})s? {_ALLOW_EN}{_VERB_EN} (?:on|onto|on top of|after) "
               rf"{_ART}(?P<y>{_RANK})s?\b"),
        (True, rf"\b{_ART}(?P<x>{_RANK})s? on (?:top of )?{_ART}(?P<y>{_RANK})s? (?:is|are) "
               r"(?:now |also )?(?:allowed|ok|okay|fine|legal)\b"),
        (False, rf"\b{_ART}(?P<x>{_RANK})s? {_BAN_EN}{_VERB_EN} (?:on|onto|on top of|after) "
                rf"{_ART}(?P<y>{_RANK})s?\b"),
        (False, rf"\bno (?P<x>{_RANK})s? (?:on|after) {_ART}(?P<y>{_RANK})s?\b"),
        # "follow" takes the pile's rank as its object ("a 10 may follow a 7 now")
        (True, rf"\b{_ART}(?P<x>{_RANK})s? {_ALLOW_EN}(?: now| also| always| still)? "
               rf"(?:follow|come after) {_ART}(?P<y>{_RANK})s?\b"),
        (False, rf"\b{_ART}(?P<x>{_RANK})s? {_BAN_EN}(?: now| also| always| still)? "
                rf"(?:follow|come after) {_ART}(?P<y>{_RANK})s?\b"),
        # one rank beating another is it going on that rank (R-PLAY-2: play higher)
        (True, rf"\b{_ART}(?:single |lone |one )?(?P<x>{_RANK})s? (?:now |also |always |"
               rf"still |even )?(?:beats?|outranks?|tops|trumps?) {_ART}(?P<y>{_RANK})s?\b"),
        # German
        (True, rf"\bauf {_ART}(?P<y>{_RANK})e?n? (?:darf|dürfen|durfen|kann|können|konnen)"
               rf"{_DE_FILL} {_ART}(?P<x>{_RANK})\b(?! ?nicht)"),
        (True, rf"\b(?P<x>{_RANK})e?n? (?:darf|dürfen|durfen|kann|können|konnen)(?: jetzt)?"
               rf"(?: auch)?(?: immer)? auf {_ART}(?P<y>{_RANK})\b"),
        (True, rf"\b(?:darf|dürfen|durfen|kann|können|konnen){_DE_FILL} auf "
               rf"{_ART}(?P<y>{_RANK})e?n?{_DE_FILL} {_ART}(?P<x>{_RANK})\b(?! ?nicht)"),
        (False, rf"\b(?P<x>{_RANK})e?n? (?:darf|dürfen|durfen|kann|können|konnen) (?:nicht|nie|"
                rf"niemals|nicht mehr)(?: mehr)? auf {_ART}(?P<y>{_RANK})\b"),
        (False, rf"\bauf {_ART}(?P<y>{_RANK})e?n? (?:darf|dürfen|durfen|kann|können|konnen)"
                rf"(?: man)? (?:keine?n?|nie|niemals) {_ART}(?P<x>{_RANK})\b"),
        (False, rf"\bkeine?n? (?P<x>{_RANK})e?n? (?:mehr )?auf {_ART}(?P<y>{_RANK})\b"),
        (True, rf"\b{_ART}(?:einzelne[rns]? )?(?P<x>{_RANK})e?n? (?:jetzt |auch |immer )?"
               rf"(?:schlägt|schlagt|schlagen|sticht|stechen) {_ART}(?P<y>{_RANK})e?n?\b"
               r"(?! ?nicht)"),
        # Dutch
        (True, rf"\b{_ART}(?P<x>{_RANK})s? (?:mag|mogen|kan|kunnen)(?: nu)?(?: ook)?(?: altijd)?"
               rf" op {_ART}(?P<y>{_RANK})\b"),
        (True, rf"\bop {_ART}(?P<y>{_RANK})s? (?:mag|mogen|kan|kunnen)(?: je)?(?: nu)?(?: ook)?"
               rf" {_ART}(?P<x>{_RANK})\b(?! niet)"),
        (True, rf"\b(?:mag|mogen|kan|kunnen)(?: je)?(?: nu)?(?: ook)? {_ART}(?P<x>{_RANK})s? op "
               rf"{_ART}(?P<y>{_RANK})\b"),
        (False, rf"\b{_ART}(?P<x>{_RANK})s? (?:mag|mogen|kan|kunnen) (?:niet|nooit|niet meer)"
                rf" op {_ART}(?P<y>{_RANK})\b"),
        (False, rf"\bgeen (?P<x>{_RANK})s? (?:meer )?op {_ART}(?P<y>{_RANK})\b"),
        (True, rf"\b{_ART}(?:enkele )?(?P<x>{_RANK})s? (?:nu |ook |altijd )?(?:verslaat|"
               rf"verslaan|gaat boven|gaan boven|troeft|troeven) {_ART}(?P<y>{_RANK})s?\b"
               r"(?! niet)"),
        # Turkish (folded: ı is i)
        (True, rf"\b(?P<y>{_RANK})'?(?:nin|nin|in|un|ün|nun|nün)? (?:üstüne|ustune|üzerine|"
               rf"uzerine) (?:de |da )?(?P<x>{_RANK}) (?:atilabilir|oynanabilir|konabilir|"
               r"konulabilir|atabilir|oynayabilir)"),
        (False, rf"\b(?P<y>{_RANK})'?(?:nin|in|un|ün|nun|nün)? (?:üstüne|ustune|üzerine|"
                rf"uzerine) (?P<x>{_RANK}) (?:atilamaz|oynanamaz|konamaz|konulamaz|atamaz|"
                r"oynayamaz)"),
    ))
#: Chinese, on the text without spaces: "7上面也可以直接出10", "7上不能出10"
_ZH = (
    (True, re.compile(rf"(?P<y>{_ZH_RANK})(?:上面|上|之上|后面|後面|后|後)(?:也|都|还|還|就)?"
                      rf"(?:可以|能|准|允许|允許)(?:直接|再)?(?:出|打|放|压|壓|跟)(?P<x>{_ZH_RANK})")),
    (False, re.compile(rf"(?P<y>{_ZH_RANK})(?:上面|上|之上|后面|後面|后|後)(?:也|都|就|再)?"
                       rf"(?:不能|不可以|不准|不许|不許|禁止)(?:直接|再)?(?:出|打|放|压|壓|跟)"
                       rf"(?P<x>{_ZH_RANK})")),
    (True, re.compile(rf"(?<!不)(?P<x>{_ZH_RANK})(?:也|都|就|还|還)?(?:能|可以)?(?:大过|大過|压过|"
                      rf"壓過|管住|吃掉|赢过|贏過)(?P<y>{_ZH_RANK})")),
    (True, re.compile(rf"(?P<x>{_ZH_RANK})(?:也|都|就|还|還)?比(?P<y>{_ZH_RANK})(?:还|還)?大")),
)


#: a rank anywhere in a text: every pattern of :data:`_SOURCES` holds two
_ANY_RANK = re.compile(_RANK)


@cache
def _patterns() -> tuple[tuple[bool, re.Pattern[str]], ...]:
    return tuple((allowed, re.compile(p)) for allowed, p in _SOURCES)


class RankPlay(NamedTuple):
    """A play said in words that the official rules decide the other way."""

    words: str  #: the words, as a finding quotes them
    allowed: bool  #: the text allows it (the rules forbid it), or forbids it (they allow it)
    rank: int
    top: int


def _rank(word: str) -> int | None:
    try:
        return parse_rank(_NAMES.get(word, word).upper())
    except ValueError:
        return None


def changed_plays(folded: str, cjk: str) -> RankPlay | None:
    """The first play ``folded`` (or its CJK text ``cjk``) allows or forbids against the
    official rules, or None."""
    found = [(allowed, m) for allowed, p in (_patterns() if _ANY_RANK.search(folded) else ())
             for m in p.finditer(folded)]
    if cjk:
        found += [(allowed, m) for allowed, p in _ZH for m in p.finditer(cjk)]
    for allowed, m in found:
        x, y = _rank(m.group("x")), _rank(m.group("y"))
        if x is None or y is None or x == y:
            continue
        legal = verdict(x, 1, y, 1, 1, False, OFFICIAL) is None
        if allowed != legal:
            return RankPlay(f"'{m.group(0).strip()}'", allowed, x, y)
    return None


__all__ = ["RankPlay", "changed_plays"]
