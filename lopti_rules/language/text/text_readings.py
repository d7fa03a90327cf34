"""The readings of a whole text, each with the codes it can find (issue 23, session 41).

language/text/harm.py reads a text sentence by sentence, then with these readings of the
whole text, in this order (a later one's finding of a code replaces an earlier one's, a
sentence's stands). A judge asked for some codes only (``harm.judge``'s ``codes``: a
rule's name keeps the procedures' codes, language/analysis/checks/harm.py) does not run
a reading none of whose codes it keeps (:func:`wanted`). A reading added here declares
its codes; tests/language/test_judge_codes.py checks on the corpus that each finds no
others, and that a judge of some codes finds what the whole judge finds of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .blind_unshown import findings as blind_unshown
from .card_marks import findings as card_marked
from .context import findings as in_context
from .favours import findings as favours
from .game_keeping import findings as game_keeping
from .game_powers import findings as game_powers
from .off_game import findings as off_game
from .pressed import findings as pressed
from .reminders import altered
from .rule_ranks import findings as rule_ranks
from .skills import named_or_skilled
from .textnorm import Reading
from .unbidden import findings as unbidden
from .vote_bonds import findings as vote_bonds

#: The codes a judge is asked for (None: every code)
Codes = frozenset[str] | None
#: A reading of the whole text: given the text read, which sentences are the cards'
#: (quotes), which are questions, and the text itself; (code, words, message) each
TextReading = Callable[[Reading, tuple[bool, ...], tuple[bool, ...], str],
                       Sequence[tuple[str, str, str]]]

READINGS: tuple[tuple[frozenset[str], TextReading], ...] = (
    (frozenset(("LP709", "LP716")), lambda r, s, q, t: in_context(r, q)),
    (frozenset(("LP301", "LP716")), lambda r, s, q, t: favours(r, q)),  # a standing
    (frozenset(("LP703", "LP709", "LP716")), lambda r, s, q, t: unbidden(r, q)),
    (frozenset(("LP716",)), lambda r, s, q, t: off_game(r, q)),
    (frozenset(("LP716",)), lambda r, s, q, t: altered(r, s, q)),  # a card's rule
    (frozenset(("LP303", "LP304")), lambda r, s, q, t: named_or_skilled(t)),  # skills.py
    (frozenset(("LP709", "LP716")), lambda r, s, q, t: blind_unshown(r, q)),
    (frozenset(("LP704", "LP716")), lambda r, s, q, t: card_marked(r, q)),
    # a procedure of the game held by one (game_powers.py, session 42)
    (frozenset(("LP707", "LP709", "LP716")), lambda r, s, q, t: game_powers(r, s, q)),
    # what belongs to the whole table kept by one (game_keeping.py, session 43)
    (frozenset(("LP707", "LP709", "LP716")), lambda r, s, q, t: game_keeping(r, s, q)),
    # the rules' own order, the pace and silent votes held by one (rule_ranks.py, s. 44)
    (frozenset(("LP707", "LP709", "LP716")), lambda r, s, q, t: rule_ranks(r, s, q)),
    # health pressed, sleep broken, a public vote handed over (pressed.py, session 44)
    (frozenset(("LP701", "LP703")), lambda r, s, q, t: pressed(r, s, q)),
    # the vote's outcome and the invention right bound (vote_bonds.py, session 45)
    (frozenset(("LP707", "LP709")), lambda r, s, q, t: vote_bonds(r, s, q)),
)


def wanted(codes: Codes) -> Callable[..., bool]:
    """Whether a reading that finds only some of the given codes is asked for (``codes``
    None: every reading is)."""
    if codes is None:
        return lambda *_: True
    return lambda *found: not codes.isdisjoint(found)


__all__ = ["READINGS", "Codes", "TextReading", "wanted"]
