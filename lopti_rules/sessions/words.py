"""The session's stored words (a ballot's ``yes``, a vote's ``passed``, a round played by
the ``engine``) in the table's language, for the book, the CLI and ``lopti serve``.

The records keep English words (they are the archive's and the JSON book's, and never
change with the language); :func:`term` shows one in the language in use. Each word has a
context (``ballot``, ``vote``...) so the same English word may read differently where it
is used (gettext's ``pgettext``).
"""

from __future__ import annotations

from functools import cache

from ..i18n import current, pgettext


@cache
def _terms(lang: str) -> dict[tuple[str, str], str]:
    """Every stored word in ``lang`` (called through :func:`term`; each literal call is
    what Babel extracts)."""
    del lang  # the cache key: pgettext reads the language in use
    return {
        ("ballot", "yes"): pgettext("ballot", "yes"),
        ("ballot", "no"): pgettext("ballot", "no"),
        ("ballot", "abstain"): pgettext("ballot", "abstain"),
        ("vote", "passed"): pgettext("vote", "passed"),
        ("vote", "failed"): pgettext("vote", "failed"),
        ("vote", "tied"): pgettext("vote", "tied"),
        ("vote", "pending"): pgettext("vote", "pending"),
        ("vote kind", "remove"): pgettext("vote kind", "remove"),
        ("vote kind", "change"): pgettext("vote kind", "change"),
        ("vote kind", "restore"): pgettext("vote kind", "restore"),
        ("vote kind", "adjust"): pgettext("vote kind", "adjust"),
        ("timing", "now"): pgettext("timing", "now"),
        ("timing", "next"): pgettext("timing", "next"),
        ("source", "table"): pgettext("round source", "table"),
        ("source", "engine"): pgettext("round source", "engine"),
        ("role", "creator"): pgettext("roshambo role", "creator"),
        ("role", "representative"): pgettext("roshambo role", "representative"),
        ("role", "knockout"): pgettext("roshambo role", "knockout"),
        ("role", "objector"): pgettext("roshambo role", "objector"),
        ("role", "none"): pgettext("roshambo role", "none"),
        ("mode", "entered"): pgettext("roshambo mode", "entered"),
        ("mode", "bots"): pgettext("roshambo mode", "bots"),
        ("mode", "none"): pgettext("roshambo mode", "none"),
        ("side", "proposer"): pgettext("roshambo side", "proposer"),
        ("side", "defender"): pgettext("roshambo side", "defender"),
        ("decided_by", "creator"): pgettext("ruling", "creator"),
        ("decided_by", "table"): pgettext("ruling", "table"),
        ("decided_by", "least-change"): pgettext("ruling", "least-change"),
        ("change", "added"): pgettext("rule change", "added"),
        ("change", "changed"): pgettext("rule change", "changed"),
        ("change", "removed"): pgettext("rule change", "removed"),
        ("change", "deleted"): pgettext("rule change", "deleted"),
        ("change", "restored"): pgettext("rule change", "restored"),
        ("phase", "dealing"): pgettext("round phase", "dealing"),
        ("phase", "playing"): pgettext("round phase", "deal complete, in play"),
        ("phase", "not dealt"): pgettext("round phase", "not dealt yet"),
        ("phase", "ended"): pgettext("round phase", "session ended"),
    }


def term(kind: str, value: str | None) -> str:
    """The stored word ``value`` of ``kind`` (``term("ballot", "yes")``) in the language in
    use; a word the table does not know (an older book's) is shown as stored."""
    if value is None:
        return ""
    return _terms(current()).get((kind, value), value)


@cache
def _params(lang: str) -> dict[str, str]:
    """The base rules' parameters (``engine.LIMITS``) as the table says them in ``lang``."""
    del lang  # the cache key: pgettext reads the language in use
    return {
        "hand_size": pgettext("base rule", "hand size"),
        "face_up": pgettext("base rule", "face up"),
        "face_down": pgettext("base rule", "face down"),
        "draw_below": pgettext("base rule", "draw below"),
        "draw_count": pgettext("base rule", "draw count"),
        "reset_rank": pgettext("base rule", "reset rank"),
        "pass_rank": pgettext("base rule", "pass rank"),
        "low_rank": pgettext("base rule", "low rank"),
        "clear_rank": pgettext("base rule", "clear rank"),
        "four_clear": pgettext("base rule", "four clear"),
        "threes_clear": pgettext("base rule", "threes clear"),
        "swaps": pgettext("base rule", "swaps"),
        "min_players": pgettext("base rule", "min players"),
        "max_players": pgettext("base rule", "max players"),
        "max_turns": pgettext("base rule", "max turns"),
        "free_sevens_on_sevens": pgettext("base rule", "free sevens on sevens"),
    }


def param_words(name: str) -> str:
    """A base rule's parameter (``hand_size``) in words of the language in use (``hand
    size``, ``Zahl der Handkarten``); an unknown one with its underscores as spaces."""
    return _params(current()).get(name, name.replace("_", " "))
