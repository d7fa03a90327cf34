"""What is done to what: a body struck, a glass downed, something put on someone (issue 29;
moved from language/text/harm.py, session 42, when that module reached its size).

Harm read from an act and its object, not from one word: a drinking vessel emptied or
downed is drinking (LP701) unless the glass is raised to someone; something put or poured
on someone else's head, face or ear is an unwanted touch (LP703, language/text/persons.py);
someone else's body struck, flicked or poked is violence (LP702), one's own struck hard or
on something hard is harm (LP701); a harmless gesture on one's own body ("tap your nose")
is none (:func:`own_gesture`, which harm.py's ``is_table_action`` counts as a table act).
R-CUSTOM-3 forbids demanding unsafe, violent or non-consensual acts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import acts, persons
from .forced import light, touches
from .matching import Hit, excepted, first
from .matching import paired as _pair
from .textnorm import Sentence

#: The drinking words that are a toast's "to" beside a glass raised ("hef je glas op")
_TOAST_TO = frozenset(("op", "aus", "auf"))


#: "Empty" said of the vessel, right before it: the glasses already empty, no emptying
#: (session 44, fair44: "大家一起把空杯子收拾掉", "räumt die leeren Gläser ab", "de lege
#: glazen"); "leer den Becher", "maak je glas leeg", "喝空杯子" stay drinking
_EMPTY_BY_LANGUAGE = {"de": ("leere", "leeren", "leeres", "leerer"), "nl": ("lege",)}
_EMPTY_ADJECTIVE = frozenset(w for words in _EMPTY_BY_LANGUAGE.values() for w in words)
_ZH_EMPTY_VESSEL = re.compile(r"空(?:杯|瓶|罐)")
_ZH_EMPTIED = re.compile(r"[喝饮飲干乾倒]空|空[了掉]")


def _described(sentence: Sentence, hit: Hit, hits: Sequence[Hit]) -> bool:
    """Whether a ``consume`` hit is only the vessel's "empty" (:data:`_EMPTY_ADJECTIVE`)."""
    if hit.name != "consume":
        return False
    if hit.stream == 2:
        cjk = sentence.cjk
        return hit.words.strip("'") == "空" and cjk.count("空") == len(
            _ZH_EMPTY_VESSEL.findall(cjk)) and not _ZH_EMPTIED.search(cjk)
    tokens = sentence.split
    return hit.stream == 0 and hit.end - hit.start == 1 \
        and tokens[hit.start][0] in _EMPTY_ADJECTIVE and any(
            v.name == "vessel" and v.stream == 0 and v.start == hit.end for v in hits)


def harms(sentence: Sentence, hits: Sequence[Hit]) -> list[tuple[str, str]]:
    """Harm read from what is done to what: a drinking vessel emptied or downed is
    drinking (LP701), unless the glass is raised to someone; something put or poured
    into, onto or over someone else's head, face or ear is an unwanted touch (LP703,
    language/text/persons.py); someone else's body (not "your own") struck, flicked or
    poked is violence (LP702)."""
    out = []
    # a glass raised to someone is a toast: its "op" or "aus" is "to", not "drink up"
    drinking = [h for h in hits if h.name != "consume" or not persons.toasted(hits)
                or h.end - h.start > 1 or h.words.strip("'") not in _TOAST_TO]
    drinking = [h for h in drinking if not _described(sentence, h, hits)]
    drink = _pair(drinking, "consume", "vessel") or _pair(drinking, "vessel", "consume")
    if drink:
        out.append(("LP701", drink))
    touched = persons.touched(sentence, hits)
    struck = _pair(hits, "strike", "body") or _pair(hits, "body", "strike") \
        or _pair(hits, "force", "body") or _pair(hits, "body", "force")
    if touched:  # another's head, face or ear: touched against their will (R-CUSTOM-3)
        out.append(("LP703", touched))
        put = acts.put_on(sentence, hits)  # ice or heat put there hurts too (LP701)
        out += [("LP701", put[1])] if put is not None and put[0] == "LP701" else []
    out += _struck(hits, struck) if struck and not light(sentence, hits) else []
    # an act on another's body (contact.py): a blow's word is LP702, else an unwanted touch
    if not touched and not any(code == "LP702" for code, _ in out) and not any(
            h.name == "LP702" and not excepted(h, hits) for h in hits):
        # a blow given hard is violence, a tap on a shoulder none (forced.py)
        out += touches(sentence, hits)
    # a thing thrown at someone, water, ice or goo put on them (acts.py)
    return out + list(acts.on_someone(sentence, hits, out))


def _struck(hits: Sequence[Hit], struck: str) -> list[tuple[str, str]]:
    """A body struck: one's own hurt (LP701), or someone else's (LP702)."""
    out = []
    hurt = _self_harm(hits)
    own = first(hits, "own") is not None and first(hits, "causative") is None
    if hurt and (own or first(hits, "surface") is not None):
        # one's own body hurt, or any body struck on something hard: harm (R-CUSTOM-3)
        out.append(("LP701", hurt))
    # your own body is a gesture only while you are the one who acts ("tap your nose"),
    # not when someone else is made to ("let the next player flick your forehead")
    elif first(hits, "own") is None or first(hits, "causative") is not None:
        out.append(("LP702", struck))
    return out


def _self_harm(hits: Sequence[Hit]) -> str:
    """A body struck hard, whoever's it is: a body part struck on a hard surface ("knock
    your head on the table", "用头敲桌子"), or a force verb on the head or face ("bang
    your forehead"). The words, or "". A soft touch of a shoulder is none."""
    force, surface = first(hits, "force"), first(hits, "surface")
    strike = force or first(hits, "strike")
    body = first(hits, "body")
    if strike is None or body is None:
        return ""
    if surface is not None:
        return f"{strike.words} … {body.words} … {surface.words}"
    tender = first(hits, "vulnerable")
    if force is not None and tender is not None:
        return f"{force.words} … {tender.words}"
    return ""


def own_gesture(hits: Sequence[Hit]) -> list[Hit]:
    """A harmless gesture on one's own body ("klopf dir auf die Schulter", "tap your
    nose"): the hits it is made of, or [] (someone else's body, or a hard one)."""
    if first(hits, "own") is None or first(hits, "causative") is not None \
            or _self_harm(hits):
        return []
    parts = [h for h in hits if h.name in ("strike", "force", "body", "own")]
    if not {"body", "own"} <= {h.name for h in parts} \
            or not {"strike", "force"} & {h.name for h in parts}:
        return []
    return parts


__all__ = ["harms", "own_gesture"]
