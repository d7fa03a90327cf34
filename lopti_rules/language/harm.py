"""Harmful demands in free text (``say``/``do``): unsafe, violent, non-consensual ... (LP7xx).

A word list, not a judge: it catches the common party-game demands R-CUSTOM-3
forbids (drinking, hitting, stripping, kissing, tearing cards ...). Matching is
on whole words, case-insensitive, so "shot" matches but "shotgun" does not.
"""

from __future__ import annotations

import re
from functools import cache

#: code -> (what it is, words and phrases)
HARM_WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "LP701": ("unsafe (drinking, eating or physically risky)", (
        "drink", "drinks", "drinking", "shot", "shots", "beer", "beers", "wine", "vodka",
        "alcohol", "booze", "chug", "chugs", "eat", "eats", "swallow", "smoke",
        "smokes", "vape", "hold your breath", "hold their breath", "lighter", "knife",
        "jump off", "pepper", "hot sauce",
    )),
    "LP702": ("violent", (
        "hit", "hits", "slap", "slaps", "punch", "punches", "kick", "kicks", "spank",
        "pinch", "pinches", "bite", "bites", "shove", "shoves", "smack", "beat", "hurt",
        "hurts", "wrestle", "strangle", "choke",
    )),
    "LP703": ("non-consensual or intimate", (
        "kiss", "kisses", "kissing", "lick", "licks", "grope", "fondle", "strip", "strips",
        "undress", "undresses", "naked", "nude", "take off", "takes off",
        "clothes", "clothing", "underwear", "shirt off", "lap dance", "sit on", "massage",
        "cuddle", "hug", "hugs", "feel up",
    )),
    "LP704": ("destructive", (
        "tear", "tears", "rip", "rips", "burn", "burns", "smash",
        "smashes", "destroy", "destroys", "bend", "bends", "crease", "crumple", "shred",
        "damage", "scratch", "spill",
    )),
    "LP705": ("illegal", (
        "steal", "steals", "shoplift", "drugs", "drug", "weed", "cocaine", "bet money",
        "vandalise", "vandalize", "graffiti", "trespass", "pickpocket",
    )),
    "LP706": ("discriminatory or humiliating", (
        "insult", "insults", "mock", "mocks", "humiliate", "humiliates", "ridicule",
        "make fun", "makes fun", "slur", "shame", "shames", "bully", "call names",
    )),
}


@cache
def _patterns() -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    out = []
    for code, (what, words) in HARM_WORDS.items():
        alternatives = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in words)
        out.append((code, what, re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])",
                                           re.IGNORECASE)))
    return tuple(out)


#: Every harm word is ASCII: a text without an ASCII letter needs no search (a long line of
#: emoji took the six patterns ~0.3 ms).
_ASCII_LETTER = re.compile(r"[A-Za-z]")


def harmful_demands(text: str) -> list[tuple[str, str, str]]:
    """Each harm family the text falls in, as (code, matched word, what it is)."""
    if _ASCII_LETTER.search(text) is None:
        return []
    found = []
    for code, what, pattern in _patterns():
        m = pattern.search(text)
        if m is not None:
            found.append((code, m.group(0), what))
    return found
