"""The notes a table leaves in its book (``Session.notes``: "the host entered Di's ballot
(yes) in vote 2: Di has no phone"), in the table's language.

``lopti serve`` writes each note in English, from a wording of :data:`WORDINGS` with its
fields filled (:func:`written`), and the archive and the JSON book keep that English text,
as they keep every stored word. The book shows a note in the language in use
(:func:`said`, :func:`who`): the stored text is matched against the wordings, the
values taken back out, and the wording's translation filled with them; a stored ballot
(``yes``) or answer (``agree``) is said as the book says it (``sessions.term``), and the
names, the rules' names and a refusal's reason stay as written. A note no wording matches
(an older book's) is shown as stored.
"""

from __future__ import annotations

import re
from functools import cache

from ..i18n import N_, current, gettext
from .words import term

#: who left a note, as it is stored
HOST = N_("the host")
TABLE = N_("the table")
PHONE = N_("{name}'s phone")
HOSTS_PHONE = N_("{name}'s phone (the host's screen)")
NO_PLAYER = N_("a phone holding no player")
WHO = (HOST, TABLE, PHONE, HOSTS_PHONE, NO_PLAYER)

#: what a note says, as it is stored (``{name}`` a player, ``{rule}`` a rule's name)
ENTERED_BALLOT = N_("entered {name}'s ballot ({choice}) in vote {vote}: {name} has no phone")
ENTERED_ANSWER = N_("entered {name}'s answer ({answer}) to rule \u201c{rule}\u201d: {name} "
                    "has no phone")
ENTERED_HAND = N_("entered {name}'s hand for throw {n} of the Roshambo on vote {vote}: "
                  "{name} has no phone")
REFUSED = N_("{name} refused rule \u201c{rule}\u201d: it asks something of a player that "
             "needs everyone's agreement (R-CUSTOM-3), so it is not added")
WITHDREW = N_("withdrew rule \u201c{rule}\u201d before the table had agreed: it is not added")
NOT_ADDED = N_("everyone agreed to rule \u201c{rule}\u201d, but it could not be added: "
               "{reason}")
ENDED = N_("ended the session")
CLOSED = N_("closed vote {vote} early")
CLOSED_ABSTAIN = N_("closed vote {vote} early ({names} abstain)")
NOBODY_DEFENDS = N_("said nobody defends in the Roshambo on vote {vote}")
BOTS_THROW = N_("let bots throw the Roshambo on vote {vote} (seed {seed})")
WORDINGS = (ENTERED_BALLOT, ENTERED_ANSWER, ENTERED_HAND, REFUSED, WITHDREW, NOT_ADDED,
            ENDED, CLOSED, CLOSED_ABSTAIN, NOBODY_DEFENDS, BOTS_THROW)

_FIELD = re.compile(r"\{(\w+)\}")
#: fields that hold a number, a stored word, or text with no parenthesis
_SHAPES = {"vote": r"\d+", "n": r"\d+", "seed": r"-?\d+", "choice": r"yes|no|abstain",
           "answer": r"agree|refuse", "names": r"[^()]+"}


def written(wording: str, **fields: object) -> str:
    """A note as it is stored: ``wording`` (one of :data:`WORDINGS` or :data:`WHO`) in
    English with its fields filled."""
    return wording.format(**fields)


@cache
def _patterns(wordings: tuple[str, ...]) -> list[tuple[re.Pattern[str], str]]:
    out = []
    for wording in wordings:
        regex, seen = "", set()
        for i, part in enumerate(_FIELD.split(wording)):
            if i % 2 == 0:
                regex += re.escape(part)
            elif part in seen:
                regex += f"(?P={part})"
            else:
                seen.add(part)
                regex += f"(?P<{part}>{_SHAPES.get(part, '.+?')})"
        out.append((re.compile(regex + r"\Z", re.S), wording))
    return sorted(out, key=lambda p: -len(_FIELD.sub("", p[1])))


def _value(field: str, value: str) -> str:
    if field == "choice":
        return term("ballot", value)
    if field == "answer":
        return gettext("agreed") if value == "agree" else gettext("refused")
    return value


def _said(text: str, wordings: tuple[str, ...]) -> str:
    if current() == "en":  # the stored text itself, as the English book always showed it
        return text
    for pattern, wording in _patterns(wordings):
        found = pattern.match(text)
        if found is not None:
            return gettext(wording).format(**{k: _value(k, v)
                                              for k, v in found.groupdict().items()})
    return text


def said(what: str) -> str:
    """What a stored note says, in the language in use (as stored if no wording fits)."""
    return _said(what, WORDINGS)


def who(by: str) -> str:
    """Who left a stored note, in the language in use (a player's name as it is)."""
    return _said(by, WHO)
