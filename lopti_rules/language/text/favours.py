"""Favours by standing said in words (issue 29, session 26): the readings of a demand or a
privilege that falls on everyone but one player (the creator, a standing, the speaker),
or that one player alone has. The slot reader (text/standing_slots.py, session 33, asked
last) reads the general shape, WHO (a standing in any grammatical shape) x HOW (may,
decides, gets, is spared, fewer, undoes) x WHAT (a base event of the game), and the
exemption and the turn clock as its "spared" operation (asked first); the readers after
it are the shapes it does not read: a take-back by the speaker against the rest
(text/take_back.py; by a standing it is the slots' UNDO row), a play out of turn
(text/cut_in.py), a view, a note or advice for one alone (text/insight.py), the victim
of a cost picked (text/standing_picks.py), a partner or a redeal at will
(text/standing_powers.py), the shape of a favour whatever the good
(text/favour_shape.py) and a good reserved, a result or a permission
(text/standing_grants.py); their words are text/standing_words.py's. Read over the whole
text, since the favour is often said in the sentence after the demand
("…; der Spitzenreiter spielt ohne Uhr").
language/text/harm.py asks :func:`findings`; a question lays nothing down.
"""

from __future__ import annotations

from . import (
    cut_in,
    favour_shape,
    insight,
    mistake_kept,
    norm_waived,
    standing_bends,
    standing_grants,
    standing_picks,
    standing_powers,
    standing_rules,
    standing_slots,
    take_back,
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
    for reader in (standing_slots.spared, take_back.read, cut_in.read, standing_picks.read,
                   insight.read, standing_powers.read, favour_shape.read,
                   standing_grants.read, standing_bends.read, standing_rules.read,
                   norm_waived.read, mistake_kept.read,
                   standing_slots.read):  # the closest first, the
        # slots last (their message is the general one); standing_rules: a numbered base
        # rule changed for one standing (text/base_rules.py), standing_bends: a suit
        # valued or a call binding play for one (r2text38); norm_waived: a duty for all
        # waived or turned to its contrary for one (r2text39); mistake_kept: a standing's
        # wrong card kept (disc40);
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
