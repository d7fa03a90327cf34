"""A body brought to a hazard, and a false alarm raised (issue 29, session 46: R-CUSTOM-3).

A game result may cost cards, turns or a gesture at the table; it may not bring a body to
what injures it on touch or on entry, nor send the emergency services out for nothing.
Three shapes, read with the slots of language/text/hazards_lexicon.py in one clause (in
Turkish and Chinese, one sentence):

- **a hazard met** (LP701): a thing or place that injures whoever meets it (``hz_thing``: a
  live current, a blade or broken glass, a firecracker, traffic, thin ice or deep water, a
  household poison) with the act that brings the body to it (``hz_bring``: touch, hold,
  poke, walk over, lie on, cross, swim, sniff, swallow, press); a thing heated to burn on
  touch, its heat named, is one (session 47: "holds the hot iron for a count of three",
  "drukt zijn vingers tegen het hete strijkijzer", "sıcak ütüye avucunu değdirir",
  "徒手端起热锅"; the iron unplugged and put away asks nothing): "pokes a paper clip into the wall
  socket", "tippt mit dem Teppichmesser zwischen seine Finger", "snuift aan de pot
  contactlijm", "çamaşır suyunu koklar", "用水果刀在指缝间戳"; a glare (``hz_glare``: the
  sun, a laser, full volume) with looking or listening (``hz_look``); or both in one
  phrase (``hz_self``: a face under water, a bag over the head, a red light run);
- **a child given alcohol or tobacco** (LP705): a child or a minor (``hz_minor``), a drink
  or a smoke (``hz_adult``) and a giving (``hz_give``) in one clause: "buys her
  thirteen-year-old sister a can of hard seltzer", "kardeşine bira aldırır", "把电子烟递给
  十二岁的侄子"; lemonade for the children, or the beer kept at the adults' table, gives
  nothing;
- **a false alarm** (LP705): the emergency services (``hz_rescue``) called for something
  false (``hz_false``: "meldet einen Brand, den es nicht gibt", "报假警"), or a fire
  alarm (``hz_alarm``) set off with no fire: help taken from people in need, and an
  offence; a real emergency called is no alarm of the game's.

The thing named without the act is a household note ("the sockets have child covers",
"de pot lijm staat op het balkon"); asked of nobody, it stays clean: denied in its clause
("nobody swims in the canal", "kimse çıplak ayakla çıkmasın", "别闯红灯"), offered to
whoever wants it, or a leave (conscience.spared, leave_granted.leave).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .conscience import spared
from .demand_said import Said, shaped
from .leave_granted import leave
from .matching import Hit, language, written
from .textnorm import Sentence, clauses

#: Why each shape is refused (the message's last part; catalog entries of
#: language/report/textwords.py)
HAZARD_WHY = ("a body brought to a hazard: a live current, a blade, a blast, traffic, deep "
              "water, air cut off, a glare, a poison or a hot thing held is no game stake")
ALARM_WHY = ("a false alarm to the emergency services: it takes help from people in need "
             "and is against the law")
MINOR_WHY = ("alcohol or tobacco given to a child: it harms someone who cannot consent and "
             "is against the law")
#: Shape -> (code, why)
SHAPES: dict[str, tuple[str, str]] = {
    "hazard": ("LP701", HAZARD_WHY), "alarm": ("LP705", ALARM_WHY),
    "minor": ("LP705", MINOR_WHY)}
#: Chinese denials before the act: 别, 不要, 不许, 禁止, 不准, 千万别
_ZH_DENIED = re.compile(r"别|別|不要|不许|不許|禁止|不准|不能")
#: Chinese clauses
_ZH_PARTS = re.compile(r"[,，;；:：]")


def _all(hits: Sequence[Hit], name: str) -> list[Hit]:
    """The hits of one slot in the split words and in Chinese (streams 0 and 2)."""
    return [h for h in hits if h.name == name and h.stream != 1]


def _span(sentence: Sentence, hit: Hit) -> tuple[int, int]:
    """The clause ``hit`` stands in (Turkish or no decided language: the sentence)."""
    if language(sentence) in ("tr", ""):
        return 0, len(sentence.split)
    return next(((a, b) for a, b in clauses(sentence) if a <= hit.start < b),
                (0, len(sentence.split)))


def _with(sentence: Sentence, hits: Sequence[Hit], hit: Hit,
          others: Sequence[Hit]) -> Hit | None:
    """One of ``others`` beside ``hit``: in its clause (Chinese: in its sentence), and no
    denial in that clause ("not your tongue", "niemand", "别")."""
    if hit.stream == 2:
        if _ZH_DENIED.search(sentence.cjk):
            return None
        return next((o for o in others if o.stream == 2), None)
    a, b = _span(sentence, hit)
    found = next((o for o in others if o.stream == hit.stream and a <= o.start < b), None)
    if found is not None and any(h.name == "negation" and h.stream == 0
                                 and a <= h.start < b for h in hits):
        return None
    return found


def _met(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A hazard met (the module text): the words, or ""."""
    for thing_slot, act_slot in (("hz_thing", "hz_bring"), ("hz_glare", "hz_look")):
        for thing in _all(hits, thing_slot):
            act = _with(sentence, hits, thing, _all(hits, act_slot))
            if act is not None:
                return f"{written(act)} … {written(thing)}"
    for phrase in _all(hits, "hz_self"):
        if _with(sentence, hits, phrase, [phrase]) is not None:
            return written(phrase)
    return ""


def _alarm(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A false alarm raised (the module text): the words, or ""."""
    # the call and its falsehood anywhere in the sentence: "den es nicht gibt" is a
    # clause of its own, and its "nicht" says the fire is false, not the call denied
    for rescue in _all(hits, "hz_rescue"):
        false = next((f for f in _all(hits, "hz_false") if f.stream == rescue.stream), None)
        if false is not None:
            return f"{written(rescue)} … {written(false)}"
    for alarm in _all(hits, "hz_alarm"):
        if _with(sentence, hits, alarm, [alarm]) is not None:
            return written(alarm)
    return ""


def _minor(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """Alcohol or tobacco given to a child (the module text): the words, or ""."""
    for minor in _all(hits, "hz_minor"):
        given = _with(sentence, hits, minor, _all(hits, "hz_give"))
        had = _with(sentence, hits, minor, _all(hits, "hz_adult"))
        if given is not None and had is not None and _one_part(sentence, minor, given, had):
            return f"{written(given)} … {written(minor)} … {written(had)}"
    return ""


def _one_part(sentence: Sentence, *found: Hit) -> bool:
    """Whether Chinese words stand in one clause ("给孩子们倒果汁，大人喝酒": the juice is
    the children's, the wine the grown-ups'); split words are in one clause already."""
    if any(h.stream != 2 for h in found):
        return True
    names = [written(h).strip("'") for h in found]
    return any(all(n in part for n in names) for part in _ZH_PARTS.split(sentence.cjk))


def demanded(sentence: Sentence, hits: Sequence[Hit]) -> tuple[str, str] | None:
    """The shape (a ``SHAPES`` key) and words of a body brought to a hazard or a false
    alarm raised (see the module text), or None."""
    if spared(sentence, hits) or leave(sentence):
        return None
    for shape, reader in (("hazard", _met), ("alarm", _alarm), ("minor", _minor)):
        words = reader(sentence, hits)
        if words:
            return shape, words
    return None


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`demanded` as a reading (code, words, message) of LP701 or LP705, unless its
    code is found already; ``what`` says what a code's demand is (language/text/harm.py's
    ``WHAT``, whose module makes it a finding)."""
    return shaped(demanded(sentence, hits), SHAPES, what, done)


__all__ = ["ALARM_WHY", "HAZARD_WHY", "MINOR_WHY", "SHAPES", "demanded", "findings"]
