"""Messages and hints translated at the seam: a finished English message matched against
the checks' wordings (``report/wordings.py``).

Rather than wrap each check's f-string in a catalog call, :func:`translate` matches a
finished message against the wordings, takes the values back out, and fills the
wording's translation (``report/localized.py`` asks it for every message and hint). A
value that is itself a catalog entry (``German``, ``corner quotes``) is translated too. A
wording none matches stays English, under the code's translated summary.

A field named like a number (``{n}``, ``{most}``) matches only a number, so a list of
wordings (``round 1: 0, round 2: 1``) is read item by item; ``{where}`` may be empty.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from ...i18n import current, either, figure, gettext, pgettext
from .wordings import TEMPLATES

_FIELD = re.compile(r"\{(\w+)\}")
#: fields that only ever hold a number (``1,048,576``), so a template with two of them
#: in a row, or a list of its wordings, is read unambiguously
_NUMBERS = frozenset({"n", "most", "deck", "limit", "v", "k",  # with a sign and a %: '+56%'
                      "seed", "mean", "bound", "floor"})  # a trial's evening and its figures
#: fields of one kind of text: a site (``after play, line 5``) holds no parenthesis or
#: colon, an event or a verb is one word (``take_up``), an effect no colon or arrow, a
#: file name no space, so a wording that ends in one stops where it does
_SHAPES = {"at": r"[^():]+?", "event": r"[a-z_]+", "timing": r"before|after",
           "verb": r"[a-z]+", "does": r"[^→:]+?", "file": r"[^\s()]+",
           # a witness's: an action's name, a lint code, a command to run (to the end), a
           # trial's evening, its level and clock readings
           "effect": r"[a-z_]+", "lint": r"L[PS]\d+", "command": r"lopti .+",
           "evening": r"evening seed \d+ \([^()]*\)", "level": r"\d(?:\.\d+)?e[-+]\d+",
           "counts": r"\([\d, ]*\)", "own": r"\[.*\]",
           # a role as a witness names it (``the leader``), never a quoted rule word
           "whom": r"(?!').+?",
           # a replay's: a rank (``J``, ``10``), a list of ranks, a Roshambo hand, a text
           # said in quotes (``'Lopti!'``), cards (``9♥ K♠``), the cleared cards taken
           "rank": r"[0-9JQKA]+", "ranks": r"[0-9JQKA, ]+", "hand": r"[RPS]",
           "said": r"'.*'|\".*\"", "cards": r"\S+(?: \S+)*", "which": r"[a-z]+",
           "namespace": r"[a-z_]+",
           # a blocking check's question, a "whether" clause of its own (never the
           # 'rule "..." (at): ' before it, which its own template says)
           "question": r"whether [^:]+?"}
#: number fields said in the language's number format (``0%``: German ``0 %``); a seed is
#: a value to type (``--seed 300000``), kept as written
_FIGURES = _NUMBERS - {"seed"}
#: fields that hold rule code, shown as written (``actions: draws, gives``: the words a
#: place takes, which the lint report says in the file's keywords, ``lint/ruletongue.py``)
_KEPT = frozenset({"keywords", "namespace"})
#: fields that may hold nothing (`` in a.lopti`` when a rule of another file is meant)
_OPTIONAL = frozenset({"where"})
#: fields that hold seats counted clockwise from the rule's creator, as LP307's first lap
#: lists them ("the creator or the first and second player to the creator's left"):
#: recomposed in the language, with its own ordinals and its own "or" (:func:`_seats`)
_SEAT_LISTS = frozenset({"seats", "others"})
_SEAT_LIST = re.compile(r"(?P<creator>the creator)?(?: or |\Z)?"
                        r"(?:the (?P<ordinals>[a-z, ]+?) player to the creator's left)?\Z")


@cache
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    """Each template with fields as a pattern (a field takes any text, as little as it can),
    longest literal text first, so the most specific wording wins."""
    out = []
    for template in TEMPLATES:
        if not _FIELD.search(template):
            continue
        regex, seen = "", set()
        for i, part in enumerate(_FIELD.split(template)):
            if i % 2 == 0:
                regex += re.escape(part)
            elif part in seen:  # a field said twice holds the same text twice
                regex += f"(?P={part})"
            elif part in _NUMBERS:
                seen.add(part)
                regex += f"(?P<{part}>[-+]?\\d[\\d,.]*%?)"
            elif part in _SHAPES:
                seen.add(part)
                regex += f"(?P<{part}>{_SHAPES[part]})"
            elif part in _OPTIONAL:
                seen.add(part)
                regex += f"(?P<{part}>.*?)"
            else:  # in quotes ('{role}', "{name}"), a field holds no quote of its kind
                seen.add(part)
                regex += (f"(?P<{part}>(?:[^']|'(?=s\\b))+?)" if regex.endswith("'") else
                          f'(?P<{part}>[^"]+?)' if regex.endswith('"') else f"(?P<{part}>.+?)")
        out.append((re.compile(regex + r"\Z", re.DOTALL), template))
    return sorted(out, key=lambda p: -len(_FIELD.sub("", p[1])))


def translate(text: str) -> str | None:
    """``text`` (a message or hint as a check wrote it) in the language in use, when its
    exact wording or a template's is translated; else None."""
    if current() == "en" or not text:
        return None
    own = gettext(text)
    if own != text:
        return own
    for pattern, template in _patterns():
        found = pattern.match(text)
        if found is None:
            continue
        said = gettext(template)
        if said == template:
            return None
        return said.format(**{k: v if k in _KEPT else _seats(v) if k in _SEAT_LISTS
                              else _which(v) if k == "which"
                              else figure(v) if k in _FIGURES else _value(v)
                              for k, v in found.groupdict().items()})
    return None


def _value(text: str) -> str:
    """A field's value in the language in use: itself a catalog entry (``German``), a
    wording of a template, or a list or chain of such values (``end of line, 'instead'``,
    ``round 1: 0, round 2: 1``, ``rule "A" (...) causes a draw → back to rule "A" (...)``),
    else as it is (a word of the rule)."""
    if not text:
        return text  # an empty optional field (gettext("") is the catalog's header)
    own = gettext(text)
    if own != text:
        return own
    if " → " in text:  # a chain of caused events, step by step
        return " → ".join(_value(step) for step in text.split(" → "))
    shaped = translate(text)  # a wording of its own: "'dr1nk' (read as 'drink')"
    if shaped is not None:
        return shaped
    if ", " not in text:
        return text
    parts = re.split(r", (?![^()]*\))", text)
    if len(parts) == 1:  # its commas are all within brackets: no list, a word of the rule
        return text
    return ", ".join(_value(part) for part in parts)


def _seat_ordinal(word: str) -> str:
    """An ordinal of a seat from the creator (``second``), as the language writes it before
    the word for a player; a number's ``5th`` stays as it is."""
    ordinals = {"first": pgettext("seat", "first"), "second": pgettext("seat", "second"),
                "third": pgettext("seat", "third"), "fourth": pgettext("seat", "fourth")}
    return ordinals.get(word, word)


def _which(word: str) -> str:
    """Which cleared card a rule takes (``top``, ``bottom``, ``random``, ``choice``), as
    the language says it."""
    words = {"top": pgettext("cleared card", "top"),
             "bottom": pgettext("cleared card", "bottom"),
             "random": pgettext("cleared card", "random"),
             "choice": pgettext("cleared card", "choice")}
    return words.get(word, word)


def _seats(text: str) -> str:
    """Seats counted from the rule's creator (``the creator or the first, second or third
    player to the creator's left``, LP307) in the language in use: its ordinals, its
    "or" list (Babel's), its word order; a text of another shape is a field's value."""
    found = _SEAT_LIST.match(text)
    if found is None or not (found["creator"] or found["ordinals"]):
        return _value(text)
    parts = [gettext("the creator")] if found["creator"] else []
    if found["ordinals"]:
        ordinals = [_seat_ordinal(w) for w in re.split(r", | or ", found["ordinals"])]
        parts.append(gettext("the {ordinals} player to the creator's left").format(
            ordinals=either(ordinals)))
    return either(parts)


def phrase(text: str) -> str:
    """``text`` (a wording of the checks, the runtime or the engine: ``seat 2 draws 1``)
    in the language in use when a template has it, else as it is. A replay says the same
    few effects again and again: each is matched once a language (:func:`_phrased`)."""
    return _phrased(current(), text)


@lru_cache(maxsize=4096)
def _phrased(lang: str, text: str) -> str:
    del lang  # the cache key: translate reads the language in use
    return translate(text) or text


#: :func:`phrase` under the stage API's name (``language.localized_phrase``: replay lines)
localized_phrase = phrase
