"""The checks' own messages and hints as catalog entries: English templates read at the seam.

A check builds its message with an f-string (``f"'{word}' is not a Lopti word here: did
you mean '{option}'?"``); rather than wrap each one in a catalog call, :data:`TEMPLATES`
lists the wordings with named fields, and :func:`translate` matches a finished message
against them, takes the values back out, and fills the template's translation
(``report/localized.py`` asks it for every message and hint). A value that is itself a
catalog entry (``German``, ``corner quotes``) is translated too. A wording no template
matches stays English, under the code's translated summary.

The syntax family (LP101-LP115), the messages a new writer meets first, is catalogued
here in full, and the most common wordings of the people, unknown-name, blocking-word and
free-text families; the other wordings follow (docs/i18n.md).
"""

from __future__ import annotations

import re
from functools import cache

from ...i18n import current, gettext


def N_(message: str) -> str:  # noqa: N802 - gettext's name for a marker
    """Mark ``message`` for the catalogs (Babel extracts ``N_``) without translating it."""
    return message


#: English wordings of messages and hints with ``{named}`` fields, as the checks write them
TEMPLATES: tuple[str, ...] = (
    # LP101 and the did-you-mean repairs (syntax/syntax_fixes.py, parse_errors.py)
    N_("'{word}' is not a Lopti word here: did you mean '{option}'?"),
    N_("'{words}' is one word: did you mean '{joined}'?"),
    N_("'{word}' is one word too many here: did you mean to leave it out?"),
    N_("'{text}' is not a rank: write the rank alone (8, not 8s)"),
    N_("'{text}' only takes the pile ('picks up the pile'): did you mean 'draws'?"),
    N_("unexpected {what} here"),
    N_("did you mean: {line}"),
    N_("expected {words}"),
    # LP102, LP103, LP106, LP107: the bad examples' wordings and their hints
    # what the parser expected, listed in "expected {words}" (parse_errors.py)
    N_("end of line"),
    N_("end of file"),
    N_("indented line"),
    N_("end of block"),
    N_("a number"),
    N_("a word"),
    N_('quoted "text"'),
    N_("a rank (J, Q, K, A)"),
    N_("'+' or '-'"),
    N_("this line must end with a colon (:)"),
    N_("end the line with ':'"),
    N_('a hook must sit inside a rule: start the file with rule "Name"'),
    N_('a rule needs a quoted name: rule "Name"'),
    N_('start with rule "Name" and indent the hooks under it'),
    N_("this statement stops too early"),
    N_("the statement stops before it is complete"),
    N_("the file ends in the middle of a rule"),
    N_("'{text}' needs a count: say how many cards"),
    N_("a block of actions must be indented under its hook"),
    N_("a rule's hooks must be indented under the rule"),
    N_("this line is indented more than the block it belongs to"),
    N_("indent a block two spaces deeper than the line that ends with ':'"),
    N_("this line's indentation matches no enclosing block (expected {spaces} spaces)"),
    N_("indent with the same number of spaces as the block it belongs to (two more than "
       "its header)"),
    N_("unexpected indentation"),
    N_("indent a line only under a header that ends with ':'"),
    # LP104, LP105, LP108
    N_('this text is not closed: add a closing "'),
    N_('write text as "like this" on one line'),
    N_("texts use double quotes, not '"),
    N_("write \"Lopti!\" instead of 'Lopti!'"),
    N_("unexpected character {char}"),
    N_("remove it, or put free text in quotes after say/do"),
    N_("this is nested more than {depth} levels deep; split it into simpler actions"),
    # LP109-LP114: phone typing and an input method
    N_("{kind}: Lopti texts are quoted with straight double quotes (\")"),
    N_("corner quotes"),
    N_("curly quotes"),
    N_("write \"like this\" (a phone curls quotes: switch off \"smart punctuation\", or run "
       "`lopti lint --fix`)"),
    N_("'{word}': Lopti keywords are written in small letters ('{lower}')"),
    N_("write '{lower}' (a phone capitalises the first word of a line)"),
    N_("this line is indented with a tab, other lines with spaces"),
    N_("indent with spaces only, two a level; `lopti fmt` re-indents (here a tab was read "
       "as {width} spaces)"),
    N_("a non-breaking or other special space (U+{hex}) where a plain space goes"),
    N_("type a plain space; `lopti lint --fix` replaces it"),
    N_("cannot read this file: not UTF-8 text (byte {byte})"),
    N_("save the file as UTF-8 text"),
    N_("full-width '{char}' where Lopti writes '{plain}'"),
    N_("switch the input method to half-width (English) punctuation, or run "
       "`lopti lint --fix`"),
    # LP115: a word of another rule language (syntax/rulelang.py)
    N_("'{word}' is a keyword in {other}, but this file is written in {lang} (most of its "
       "keywords are): did you mean '{fix}'?"),
    N_("'{word}' is a keyword in {other}, but this file is written in {lang} (most of its "
       "keywords are)"),
    N_("'{word}' is a keyword in {other}, but this file is written in {lang} (says so on its "
       "first lines): did you mean '{fix}'?"),
    N_("'{word}' is a keyword in {other}, but this file is written in {lang} (says so on its "
       "first lines)"),
    N_("write every keyword of a file in one language; to write it in {other}, put "
       "'# lopti: lang={code}' on its first line"),
    N_("'{value}' is not a language rules are written in (choose from {choices})"),
    N_("write '# lopti: lang=en' (or de, nl, tr), or leave the line out: the language is "
       "read from the keywords"),
    # the families a table meets next: people (LP301-LP304), unknown names (LP901,
    # LP903, LP904, LP909), blocking words (LP201, LP204), free text (LP701-LP711)
    N_("free text demands something {what}: {words}"),
    N_("unsafe (drinking, eating or physically risky)"),
    N_("violent"),
    N_("non-consensual or intimate"),
    N_("destructive"),
    N_("illegal"),
    N_("discriminatory or humiliating"),
    N_("with money or a bet"),
    N_("a dare beyond the table"),
    N_("'{written}' (read as '{read}')"),
    N_("ask for something everyone can do safely and willingly, like saying a word"),
    N_("free text claims authority over the rules: {words}"),
    N_("the creator settles only ambiguity (R-CUSTOM-5); changes go to the rule vote"),
    N_("'{word}' is a personal trait"),
    N_("'{word}' picks a player by a personal trait"),
    N_("name players by their role in the game, in the text too: '{example}'"),
    N_("rules may read only card counts: hand, face-up, face-down, cards"),
    N_("use a changing game condition, e.g. '{example}'"),
    N_("'{text}' is a fixed seat, a disguised person"),
    N_("'{text}' is a seat number, a disguised person"),
    N_("use a role relative to the event: next player, previous player ..."),
    N_("use a role: 'acting player', 'next player' ..."),
    N_("'{text}' names a person"),
    N_("'{word}' reads a person's name"),
    N_("quoted text in a condition can only be a name"),
    N_("conditions compare game values; quoted text belongs in say/do"),
    N_("players are named only by their role: acting player, next player ..."),
    N_("'{word}' means the rule's creator, one fixed person"),
    N_("the rule's creator is one fixed person"),
    N_("use a game role, e.g. '{example}'"),
    N_("unknown event '{name}'"),
    N_("unknown action '{text}'"),
    N_("unknown role '{text}'"),
    N_("did you mean '{option}'?"),
    N_("'that player' outside 'for each'"),
    N_("wrap the statement in 'for each player:' or name a role"),
    N_("'{word}' would prevent or replace a base event"),
    N_("'instead' replaces what the base game does"),
    N_("custom rules add actions before or after an event; drop 'instead'"),
    N_("custom rules may only add actions before or after an event"),
    N_("'{text}' prevents a base event"),
    N_("skip a player instead: '{example}'"),
    N_("free text names a fixed seat: {words}, a disguised person (R-CUSTOM-4)"),
    N_("use this round's role: 'dealer', 'acting player' in a deal hook"),
    N_("players are named only by their role; rules read card counts: hand, face-up, "
       "face-down, cards"),
    N_("free text picks a player by a personal trait: {words} (R-CUSTOM-4)"),
    N_("free text picks a player by a fact of their life: {words} (R-CUSTOM-4)"),
    N_("free text picks a player by where they sit: {words}, a disguised person (R-CUSTOM-4)"),
    N_("English"),
    N_("German"),
    N_("Dutch"),
    N_("Turkish"),
)

_FIELD = re.compile(r"\{(\w+)\}")


@cache
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    """Each template with fields as a pattern (a field takes any text, as little as it can),
    longest literal text first, so the most specific wording wins."""
    out = []
    for template in TEMPLATES:
        if not _FIELD.search(template):
            continue
        parts = _FIELD.split(template)
        regex = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)"
                        for i, p in enumerate(parts))
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
        return said.format(**{k: _value(v) for k, v in found.groupdict().items()})
    return None


def _value(text: str) -> str:
    """A field's value in the language in use: itself a catalog entry (``German``), a
    wording of a template, or a list of entries (``end of line, 'instead'``), else as it
    is (a word of the rule)."""
    own = gettext(text)
    if own != text:
        return own
    shaped = translate(text)  # a wording of its own: "'dr1nk' (read as 'drink')"
    if shaped is not None:
        return shaped
    if ", " not in text:
        return text
    return ", ".join(gettext(part) for part in re.split(r", (?![^()]*\))", text))
