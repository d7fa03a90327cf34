"""Favours by standing said in words (issue 29, session 26): the readings of a demand or a
privilege that falls on everyone but one player (the creator, a standing, the speaker),
or that one player alone has. Each is its own module: an exemption in words
(text/exempted.py), a take-back (text/take_back.py), a turn clock (text/turn_clock.py), a
play out of turn (text/cut_in.py), a view, a note or advice for one alone
(text/insight.py), the victim of a cost picked (text/standing_picks.py), and, whatever
the good, the shape of a favour (text/favour_shape.py: only that one gets, the others
do not, all but that one carry, given to that one, that one chooses who); their words are
text/standing_words.py's. Read over the whole text, since the favour is often said in the
sentence after the demand ("…; der Spitzenreiter spielt ohne Uhr").
language/text/harm.py asks :func:`findings`; a question lays nothing down.
"""

from __future__ import annotations

from . import (
    cut_in,
    exempted,
    favour_shape,
    insight,
    standing_grants,
    standing_picks,
    standing_powers,
    take_back,
    turn_clock,
)
from .textnorm import Reading, asked, read

#: (code, words, message), as text/context.py's readings give them
Said = tuple[str, str, str]


def findings(reading: Reading, questions: tuple[bool, ...], speaker: bool = True
             ) -> list[Said]:
    """The favours ``reading`` says, one a code, or [] for a text that only asks.
    ``speaker``: whether a favour of the one who says the text counts (see :func:`spoken`)."""
    if questions and all(questions):
        return []
    out: dict[str, Said] = {}
    for reader in (turn_clock.read, take_back.read, cut_in.read, standing_picks.read,
                   insight.read, exempted.read, standing_powers.read,
                   favour_shape.read, standing_grants.read):  # the closest first;
        # favour_shape reads the shape whatever is given, when no named good was read
        said = reader(reading, speaker)
        if said is not None:
            out.setdefault(said[0], said)
    return list(out.values())


def spoken(text: str) -> frozenset[tuple[str, str]]:
    """The (code, words) of the favours ``text`` gives only its speaker ("I take my time;
    ten seconds for everybody else"): a favour of a standing when the last winner says it,
    but a role's own when the acting player or the dealer does ("everyone draws, except
    me" is "the other players draw"), so language/analysis/checks/harm.py drops them
    there."""
    reading, questions = read(text), asked(text)
    kept = {said[:2] for said in findings(reading, questions, False)}
    return frozenset(said[:2] for said in findings(reading, questions) if said[:2] not in kept)


__all__ = ["findings", "spoken"]
