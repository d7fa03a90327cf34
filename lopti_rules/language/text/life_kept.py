"""What keeps a person's life running off the table, taken by a game result (issue 29,
session 46: R-CUSTOM-3, R-SESSION-1).

life_beyond.py and life_after.py read a person's life beyond the game made the stake;
these are four more shapes of that one idea, read with the slots of
language/text/life_kept_lexicon.py in one claim:

- **a commitment ended** (LP711): a club, a choir, a team, a course, a membership or a
  subscription quit or cancelled ("quits their choir", "kündigt sein Abo", "zegt zijn
  lidmaatschap op", "kursunu bırakır", "退出合唱团"): the demand outlasts the session
  (R-SESSION-1) and reaches people who never sat at the table;
- **being reachable taken away** (LP701): a phone switched off, put in the fridge or
  another room, or not answered, through the night or whoever calls ("even if the hospital
  calls", "egal wer anruft", "ook als het ziekenhuis belt", "hastane arasa bile", "医院打来
  也不接"): a safety risk, and a demand on the people who may need them; an exception for
  an emergency ("unless", "außer", "tenzij", "hariç", 除非) or a phone kept on ("keeps
  their phone on", "mag opnemen") keeps them reachable. The people who may need them
  are the reach too (session 47): a sitter, a care home, a sick relative, 112 ("even if
  the babysitter calls", "ook niet met 112", 保姆打电话也不许接), and so is no exception
  allowed or a caller made to wait ("no exceptions", "ausnahmslos", "the sitter can
  wait"); a refusal to answer names the call itself ("mag niet opnemen, ook niet als het
  ziekenhuis belt"), and a phone kept with oneself ("houdt hem bij zich") keeps them
  reachable;
- **a safety device disabled** (LP701): a smoke or carbon monoxide alarm, an extinguisher,
  a fire blanket switched off, taped over, its battery out, taken away: a risk to every
  body in the house; denied ("nobody switches it off", "wird nicht ausgeschaltet",
  "kapatılmaz", "不关") it is kept;
- **one's own things held** (LP703): keys, a bank card, an ID card, a passport kept by the
  winner or handed over until another day: a pledge the table cannot take; one's own
  things kept by oneself ("everyone keeps their own passport") name no keeper and no day,
  and car keys kept from whoever drinks are a safety (sober_driving.py's idea).

Each is refused unless the sentence offers it, leaves it free ("may", "darf", "mag",
"-ebilir", 可以; not "may not", wherever the negation stands in the clause: "mag tot de
laatste ronde voorbij is niet bellen") or asks it of nobody; "nobody" spares being
unreachable only beside the act ("nobody tells them if it rings" leaves the phone in the
fridge). A plan of one's own with leave
("whoever has training early tomorrow may leave") and a commitment named alike for all
("club or none: everyone draws alike") end nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .bodily import offered
from .conscience import spared
from .denial_lexicon import NOBODY_WORDS, NOBODY_ZH, NOT_SHORT_WORDS, NOT_WORDS
from .matching import Hit, named, together, written
from .speaking_up import spoken_up
from .textnorm import Sentence, clauses, fold, has_cjk, one_claim

#: Why each shape is refused (the message's last part; catalog entries of
#: language/report/textwords.py)
ENDED_WHY = ("a membership, a course or a subscription ended on demand: a person's "
             "commitments outside the game are no game stake")
UNREACHABLE_WHY = ("a person made unreachable for the night: the people who may need them "
                   "never agreed to the game")
DISABLED_WHY = "a safety device disabled: a smoke or gas alarm guards everyone in the house"
HELD_WHY = ("a person's own keys, cards or papers held past the session: their things are "
            "no pledge")
#: Shape -> (code, why)
SHAPES: dict[str, tuple[str, str]] = {
    "lk_quit": ("LP711", ENDED_WHY), "lk_unreach": ("LP701", UNREACHABLE_WHY),
    "lk_alarm": ("LP701", DISABLED_WHY), "lk_held": ("LP703", HELD_WHY),
}
#: Leave, by language ("may", "darf", "mag"; Turkish "-ebilir" at a word's end; 可以)
_MAY_BY_LANGUAGE = {"en": ("may", "can"), "de": ("darf", "dürfen", "kann", "können"),
                    "nl": ("mag", "mogen", "kan", "kunnen")}
_MAY = frozenset(fold(w) for ws in _MAY_BY_LANGUAGE.values() for w in ws)
_TR_MAY_BY_LANGUAGE = {"tr": ("ebilir", "abilir", "ebilirler", "abilirler")}
_TR_MAY = _TR_MAY_BY_LANGUAGE["tr"]
#: How far after a word of leave a negation makes it a ban ("darf heute Nacht nicht")
_NOT_REACH = 6
_ZH_MAY = re.compile(r"(?<![不才])可以")
_ZH_NOBODY = re.compile(rf"{NOBODY_ZH}|不用|不必|无需|無需")
#: Turkish negation inside a verb ("kapatılmaz", "kapatmayın", "kapatmadan")
_TR_NOT_BY_LANGUAGE = {"tr": ("maz", "mez", "mayın", "meyin", "mayin", "madan", "meden")}
_TR_NOT = _TR_NOT_BY_LANGUAGE["tr"]
#: A Chinese denial right before the act ("不关", "别拔掉", "不能关掉")
_ZH_NOT = re.compile(r"(?:不|别|別|禁止|不能|不要|不许|不准)(?:要|能|准|许)?$")


def _pair(sentence: Sentence, hits: Sequence[Hit], one: str, other: str
          ) -> tuple[Hit, Hit] | None:
    """A hit of ``one`` and one of ``other`` standing in one claim, or None."""
    return next(((a, b) for a in named(hits, one) for b in named(hits, other)
                 if together(sentence, a, b)), None)


def _denied(sentence: Sentence, act: Hit) -> bool:
    """Whether the act itself is denied: a negation in its claim ("wird nicht
    ausgeschaltet"), a Turkish negative verb, a Chinese denial right before it."""
    if act.stream == 2:
        at = sentence.cjk.find(written(act).strip("'"))
        return at > 0 and bool(_ZH_NOT.search(sentence.cjk[max(0, at - 3):at]))
    tokens = [t[0] for t in sentence.split]
    if any(t.endswith(_TR_NOT) for t in tokens[act.start:act.end]):
        return True
    return any(t in NOT_WORDS or t in NOT_SHORT_WORDS for i, t in enumerate(tokens)
               if one_claim(sentence, act.start, i))


def shape(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """The shape found (a ``SHAPES`` key) and its words, or None."""
    ended = _pair(sentence, hits, "lk_tie", "lk_end")
    if ended is not None:
        return "lk_quit", f"{written(ended[0])} … {written(ended[1])}"
    off = _pair(sentence, hits, "lk_phone", "lk_off") or _pair(sentence, hits, "lk_call",
                                                                "lk_off")
    reach = next(iter(named(hits, "lk_reach")), None)
    if off is not None and reach is not None and not named(hits, "lk_unless") \
            and not named(hits, "lk_kept_on"):
        return "lk_unreach", f"{written(off[0])} … {written(off[1])} … {written(reach)}"
    alarm = _pair(sentence, hits, "lk_device", "lk_disable")
    if alarm is not None and not _denied(sentence, alarm[1]):
        return "lk_alarm", f"{written(alarm[0])} … {written(alarm[1])}"
    things = named(hits, "lk_thing") + named(hits, "lk_phone")
    keeper, until = named(hits, "lk_keeper"), named(hits, "lk_until")
    thing = next((t for t in things if keeper and until
                  and any(together(sentence, t, k) for k in keeper)), None)
    if thing is not None and not named(hits, "lk_drink"):  # kept from a drinker: a safety
        return "lk_held", f"{written(thing)} … {written(keeper[0])} … {written(until[0])}"
    return None


def _left_free(sentence: Sentence) -> bool:
    """Leave given, not a ban: "may", "darf", "-ebilir", 可以; "may not", "darf nicht",
    不可以 are the burden."""
    if has_cjk(sentence.cjk):
        return bool(_ZH_MAY.search(sentence.cjk))
    tokens = [t[0] for t in sentence.split]
    for i, token in enumerate(tokens):
        # the negation of a leave stands anywhere after it in its clause: Dutch and German
        # put it late ("mag tot de laatste ronde voorbij is niet bellen", session 47)
        end = max(i + _NOT_REACH, next((b for a, b in clauses(sentence) if a <= i < b), 0))
        if token in _MAY and not set(tokens[i + 1:end]) & (NOT_WORDS | NOT_SHORT_WORDS):
            return True
    return any(t.endswith(_TR_MAY) for t in tokens)


def asked_of_nobody(sentence: Sentence, hits: Sequence[Hit], found: str) -> bool:
    """Whether the shape ``found`` is offered, left free or asked of nobody; being
    unreachable is said by a denial ("does not answer", "不接"), so only "nobody" spares
    it."""
    if offered(hits) or spoken_up(sentence) or _left_free(sentence):
        return True
    if has_cjk(sentence.cjk) and _ZH_NOBODY.search(sentence.cjk):
        return True
    tokens = [t[0] for t in sentence.split]
    nobody = [i for i, t in enumerate(tokens) if t in NOBODY_WORDS]
    if found == "lk_unreach":  # "nobody tells them if it rings": "nobody" spares only the
        # act it stands beside, not a phone put away in another claim (session 47)
        offs = [h for h in named(hits, "lk_off") if h.stream == 0]
        nobody = [i for i in nobody if not offs or any(one_claim(sentence, h.start, i)
                                                       for h in offs)]
    if nobody:
        return True
    return found not in ("lk_unreach", "lk_alarm") and spared(sentence, hits)


__all__ = ["DISABLED_WHY", "ENDED_WHY", "HELD_WHY", "SHAPES", "UNREACHABLE_WHY",
           "asked_of_nobody", "shape"]
