"""Favours by standing said in words (issue 29, session 26): the readings of a demand or a
privilege that falls on everyone but one player (the creator, a standing, the speaker),
or that one player alone has. Each is its own module: an exemption in words
(text/exempted.py), a take-back (text/take_back.py), a turn clock (text/turn_clock.py);
their words are text/standing_words.py's. Read over the whole text, since the favour is
often said in the sentence after the demand ("…; der Spitzenreiter spielt ohne Uhr").
language/text/harm.py asks :func:`findings`; a question lays nothing down.
"""

from __future__ import annotations

from . import exempted, take_back, turn_clock
from .textnorm import Reading

#: (code, words, message), as text/context.py's readings give them
Said = tuple[str, str, str]


def findings(reading: Reading, questions: tuple[bool, ...]) -> list[Said]:
    """The favours ``reading`` says, one a code, or [] for a text that only asks."""
    if questions and all(questions):
        return []
    out: dict[str, Said] = {}
    for reader in (turn_clock.read, take_back.read, exempted.read):  # the closest first
        said = reader(reading)
        if said is not None:
            out.setdefault(said[0], said)
    return list(out.values())


__all__ = ["findings"]
