"""The protected-outcome lint codes (LP205-LP211) as data: codes.py registers them.

One entry per code: code, name, family, official rule, summary, why, avoid, prefer
and severity, in the order of ``codes.Code``; kept apart from codes.py so that the
registry stays one readable module. The check that reports them is
``checks/outcomes.py`` (LP211: ``checks/lockout.py``); what each base event must
achieve is ``engine/outcomes.py``.
"""

from __future__ import annotations

from typing import Final

CODES: Final[tuple[tuple[str, ...], ...]] = (
    ("LP205", "undoes-play", "blocks", "R-PLAY-4",
     "A rule takes a play back off the pile before the next player can answer it.",
     "A play's cards lie on the pile as the previous play, which the next player must "
     "beat or pick up (R-PLAY-4). Taking cards from the pile takes from the top, which "
     "is the play itself: back into the hand of the player who made it, the play is "
     "undone; taken off after every play, no play ever stands (R-CUSTOM-2). "
     "`lopti lint` shows a table where it happens.",
     'rule "Take it back"\n  after play:\n    acting player takes play.count cards from '
     'the pile\n',
     'rule "Crumbs"\n  after play when play.rank is K:\n    acting player takes 1 card '
     'from the cleared cards\n', "error"),
    ("LP206", "cancels-draw", "blocks", "R-DRAW-1",
     "Cards reach a player between their play and its draw and cancel the draw.",
     "After the first play of a turn a player with fewer than three hand cards draws "
     "(R-DRAW-1). Cards given (or taken) before that draw can lift the hand to three, so "
     "the draw never happens, exactly as a gift in `before draw` would (R-CUSTOM-2). One "
     "more path ends the same way: draws that take the draw pile away whenever they run "
     "(`draws table.draw_pile cards`, or hooks on one event that together take more than "
     "any draw pile holds, across the files of the book), after which nobody draws again. "
     "A give that empties the drawing hand does not: R-FACE-1 takes the face-up cards up "
     "only once the draw chance is over, so the empty hand draws first.",
     'rule "Gift"\n  after play:\n    previous player gives 3 cards to acting player\n',
     'rule "Gift"\n  after draw:\n    previous player gives 3 cards to acting player\n', "error"),
    ("LP207", "bars-ten", "blocks", "R-SPECIAL-10",
     "Restrictions keep a single 10 out of every turn: a 10 never clears a pile again.",
     "A 10 may be played on any pile but a 7 or an active 3-obligation, and clears it "
     "(R-SPECIAL-10). A restriction is like a 7 as long as it is false on some turns; one "
     "that holds on every turn a play leaves a pile (after every play, or in `before` / "
     "`after turn`, which restrict the turn's own play) removes the 10 from the game.",
     'rule "Tens out"\n  after play:\n    next play must be 9 or lower\n',
     'rule "Big plays go low"\n  after play when play.count is at least 3:\n'
     '    next play must be 8 or lower\n', "error"),
    ("LP208", "bars-two-or-three", "blocks", "R-SPECIAL-2",
     "Restrictions keep a single 2 or 3 out of every turn.",
     "A 2 resets on any pile but an active 3-obligation (R-SPECIAL-2) and a 3 passes on "
     "any pile (R-SPECIAL-3). A restriction on every turn that forbids them removes "
     "those cards' powers from the game.",
     'rule "High only"\n  after play:\n    next play must be 4 or higher\n',
     'rule "High after a King"\n  after play when play.rank is K:\n'
     '    next play must be 4 or higher\n', "error"),
    ("LP209", "leaves-no-play", "blocks", "R-TURN-2",
     "Every turn must be a play of several cards: a hand of single cards never has a "
     "play.",
     "Every player to act keeps a legal move (R-TURN-2). A count restriction on every "
     "turn leaves a hand of single cards nothing but pickups, on every turn, and keeps a "
     "single 10 from ever clearing (R-SPECIAL-10). `after turn` restricts that turn's "
     "own play.",
     'rule "Fours only"\n  after turn:\n    next play must have at least 4 cards\n',
     'rule "Pairs after pairs"\n  after play when play.count is 2:\n'
     '    next play must have at least 2 cards\n', "error"),
    ("LP210", "blocking-undecided", "blocks", "R-CUSTOM-2",
     "Whether the rule blocks an event cannot be decided from its text.",
     "The linter decides blocking by going through every table a rule's conditions can "
     "tell apart. A condition that holds on every turn once a count is large enough "
     "(`round.turns is at least 20`), or that reads what the analysis gives no range to, "
     "cannot be settled that way. `lopti lint` then searches tables (seat 0 plays each "
     "rank, early and late in a round): where the book breaks the outcome and the base "
     "game does not, the warning becomes its family's error with that table as the "
     "witness; otherwise it stays, saying what it read and what was searched, instead of "
     "passing in silence. Rewrite the condition on the event's own attributes.",
     'rule "Late tens"\n  after play when round.turns is at least 20:\n'
     '    next play must be 9 or lower\n',
     'rule "Low after nines"\n  after play when play.rank is 9:\n'
     '    next play must be 9 or lower\n',
     "warning"),
    ("LP211", "locks-out-player", "blocks", "R-TURN-1",
     "Skips on every turn lock a player out once two players are left.",
     "Play goes round the players still in (R-TURN-1). Once two are left, `next player`, "
     "`previous player` and `every other player` are all the one who is not acting; a "
     "book that skips them on every turn (`after turn`, `turn_end`, or on every play and "
     "every pickup, one rule or several together) passes over every one of their turns: "
     "the acting player plays again and the other's turn never comes (R-CUSTOM-2), and "
     "the game may never end. A skip with a condition that is false on some turns is "
     "fine. `lopti lint` shows a two-player table where it happens.",
     'rule "Skipper"\n  after turn:\n    skip next player\n',
     'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n',
     "error"),
)
