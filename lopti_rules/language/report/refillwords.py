"""The wordings of refills: cleared cards handed to several players all round (LP403:
``analysis/checks/refill.py``), with named fields, and cards handed back at every legal
blind play (LP502: ``analysis/checks/winvote.py``): catalog entries that
:data:`~.wordings.TEMPLATES` holds, so the reporting seam (``report/templates.py``)
translates them as it does the checks' own.
"""

from __future__ import annotations

from ...i18n import N_

#: LP403's message and hint, and LP502's at a legal blind play
REFILL_WORDINGS: tuple[str, ...] = (
    N_("rule '{name}': every {event} hands cleared cards back to several players ({n} "
       "cards a firing at four players), and nothing bounds how often it fires in a "
       "round: the longer the round, the more comes back, so late hands fill up as fast "
       "as they empty"),
    N_("give the cleared card to one player, or bound it to a few times a round (a count "
       "of the round: 'after clear when round.clears is 3', or of the rule: 'add 1 to "
       "\"n\"', then 'if count \"n\" is at most 2:')"),
    # LP403 by the amount: half or more of what the event takes out of play comes back
    N_("rule '{name}': every {event} hands {n} cleared cards back (at four players) and "
       "takes {m} out of play, and nothing in the rule bounds it to a few times a round: "
       "half or more of what leaves play comes straight back, so the round stops running "
       "down (R-CLEAR-3)"),
    N_("hand back one card, or bound it to a few times a round (a count of the round: "
       "'after clear when round.clears is 3', or of the rule: 'add 1 to \"n\"', then 'if "
       "count \"n\" is at most 2:')"),
    # LP403 for the 10 that cleared handed back to its clearer (checks/refill.py
    # ``ten_handed_back``, session 39)
    N_("rule \"{name}\": the clearer takes the top cleared card back ({at}) when it is the 10 "
       "that has just cleared: the 10 leaves the game with the cleared cards "
       "(R-SPECIAL-10); taken back every time, it never leaves its player's hand and "
       "clears again and again, so the round need not run down (R-CLEAR-3, R-CUSTOM-3)"),
    N_("hand back the bottom cleared card (the first one burnt), or the top one once a "
       "round ('round.clears is 1')"),
    # LP502 at a legal blind play: the blind stage refilled
    N_("this gives cards to the player who just played a legal blind card, whose hand "
       "and face-up cards are empty then (R-FACE-2): every blind card brings back cards to "
       "play out first, so the last stretch never ends"),
    N_("give cards only after a blind card that missed ('when not flip.legal'), or give "
       "them a bound per round"),
    # LP502 at a take-up: the step to the last stage refilled (session 47)
    N_("this hands two cards or more to the player who has just taken up their face-up "
       "cards (R-FACE-1), the step to the last stage where the stock gives nothing more: "
       "one card is a toll, as a turn's draw is one card (R-DRAW-1), more sets back every "
       "player about to go out"),
    N_("hand the player taking up one card at most, or cost them something else"),
    # witnesses (tools/audit/refills.py): the table, then what the rule did there
    N_("{table} by seat 0, the draw pile out: the rule acts on a player down to their "
       "last cards (seat {seats} below), so the last card is answered with cards back, a "
       "skip or a bar"),
    N_("{table} by seat 0, the draw pile out: the rule acts on a player down to their "
       "last cards (its effects below), so the last card is answered with cards back, a "
       "skip or a bar"),
    N_("late in a round (the draw pile out), {table} by seat 0 makes the rule give cards "
       "back to seat {seats}; nothing bounds how often it fires in a round"),
    N_("a legal blind card"),
    N_("a clear by a 10"),
    N_("a clear by a 10 and its bonus play"),
    N_("a pair"),
    N_("one 9"),
    N_("a pickup"),
    N_("a clear by four"),
    N_("a pickup of six cards"),
    N_("one 9 with the others on one card"),
    N_("the last hand card, one face-down card left"),
    N_("a legal blind card, one more face down"),
    N_("the last hand card, then the take-up"),
)
