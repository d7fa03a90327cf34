"""The wordings of a restriction that bars a protected card right after a base event
(``analysis/checks/outcomes.py`` ``AFTER_EVENTS``, LP207/LP208; session 26, issue 29):
its message, what the decision it governs is, and its hint, marked for the catalogs and
matched by ``report/templates.py`` like every other wording (:data:`.wordings.TEMPLATES`).
"""

from __future__ import annotations

from ...i18n import N_

AFTER_WORDINGS: tuple[str, ...] = (
    N_("a single {n} is kept out of {what}: {achieves} ({ref}), and right after a base "
       "event that comes back round after round its power is gone every time "
       "(R-CUSTOM-2)"),
    N_("the answer to every clearer's bonus play (R-CLEAR-1)"),
    N_("the lead on the empty table after every pickup, where any rank may lead "
       "(R-TURN-1)"),
    N_("give the restriction a condition that is false on most of them, or allow the {n}"),
    # behind a condition that holds at a third of the event's firings or more (session 33)
    N_("whenever {when}, a single {n} is kept out of {what}: {achieves} ({ref}); that "
       "holds at a third of them or more, round after round, and the power is gone at each "
       "(R-CUSTOM-2)"),
    N_("the answer to the play after every draw (R-DRAW-1)"),
    # behind a condition false only on plays a round seldom sees (checks/mostplays.py,
    # session 42)
    N_("whenever {when}, a single {n} is kept out of {share} in every 100 piles it could be "
       "played on: {achieves} ({ref}); a condition false only on plays a round seldom sees "
       "leaves the card out of nearly every answer (R-CUSTOM-2)"),
    # every event of checks/moments.py NEXT_DECISION (session 35)
    N_("the answer to the play after every take-up (R-FACE-1)"),
    N_("the answer to the play every player goes out with (R-WIN-1)"),
    N_("the play after every blind card, its answer or the lead once it is picked up "
       "(R-FACE-2)"),
    # a guard the message cannot quote as written (outcomes._said)
    N_("a condition on {names}"),
    N_("the clearer's lead on the empty table after every clear, where any rank may lead "
       "(R-CLEAR-1, R-TURN-1)"),
    N_("the round's first lead, where any rank may lead (R-SETUP-4, R-TURN-1)"),
    # rare, but the 10 barred outright where it clears a pile
    N_("whenever {when}, no 10 may be played in {what}, in any number: there a 10 clears the "
       "pile (R-SPECIAL-10), and a restriction after a base event that bars it outright "
       "takes the clear away every round, however rarely it binds (R-CUSTOM-2)"),
    N_("leave the 10 legal there (one card higher, or pairs only: 'next play must have at "
       "least 2 cards')"),
    N_("give the restriction a condition that holds once a round (a count at one value: "
       "'round.pickups is 5'), or allow the {n}"),
    # what a restriction bars when it binds, however rarely (moments.py, session 34)
    N_("at the 3's obligation ({at}) a single 3 is barred: one 3 passes the obligation "
       "on (R-SPECIAL-3) and only 3s are legal there, so the obliged player is left a "
       "pickup, however rarely it binds (R-CUSTOM-2)"),
    N_("leave a single 3 legal there"),
    N_("on a pile topped by {pile} ({at}) the next play may not be {ranks}: every card "
       "the base game makes legal there for its power (R-SPECIAL-2, -3, -7, -10, the "
       "match with more: R-PLAY-2) is barred at once, and only plain ranks are left each "
       "time it binds (R-CUSTOM-2)"),
    N_("leave one of them legal there (the 10, the 2 and the 3, or the match), or bind it "
       "on a rarer play (three of a kind)"),
    # a lid that leaves only the 2's reset and the 3's pass (moments.py, session 45)
    N_("on a pile topped by {pile} ({at}) the next play may not be {ranks}: every answer "
       "but the 2's reset and the 3's pass is barred, the 7 that goes on anything and the "
       "10's clear among them (R-SPECIAL-7, -10, the match with more: R-PLAY-2), so the "
       "next player may only reset, pass or pick up each time it binds, however rarely "
       "(R-CUSTOM-2)"),
    N_("leave the 7, the 10 or the match legal there"),
    # the swap undone at once: every face-up card back to the draw pile right after it
    # (checks/blocks.py ``visit_SwapUp``, session 37): LP202
    N_("right after the swap every face-up card goes back to the draw pile: the card the "
       "player chose to lay face up is gone at once, so the swap's effect is undone "
       "(R-SETUP-3, R-CUSTOM-2)"),
    N_("let the player choose ('may swap 1 face-up card'), or swap fewer cards than all of "
       "them"),
    # the swap undone later in the round (checks/blocks.py ``visit_SwapUp``, session 38)
    N_("every face-up card goes back to the draw pile ({at}), later in the round than the "
       "swap: face-up cards change only at the take-up, so the card a player chose to lay "
       "face up in the swap is gone before it is played, and the swap's effect is undone "
       "(R-SETUP-3, R-CUSTOM-2)"),
    # an event's cards handed on by their count (checks/blocks.py ``HANDED``, session 38)
    N_("the picked-up cards are handed on ({at}): the picker gives away as many cards as "
       "the pickup brought, so the pickup leaves them nothing and its effect is undone "
       "(R-TURN-2, R-SPECIAL-3, R-CUSTOM-2)"),
    N_("the taken-up cards are handed on ({at}): the player gives away as many cards as the "
       "take-up brought, so it leaves them no hand and its effect is undone (R-FACE-1, "
       "R-CUSTOM-2)"),
    N_("the drawn cards are handed on ({at}): the drawer gives away as many cards as the "
       "draw brought, so the draw never tops the hand up and its effect is undone "
       "(R-DRAW-1, R-CUSTOM-2)"),
    N_("give a fixed card or two ('may give 1 card'), or drop the give"),
    # a bonus play paid back by its count (checks/blocks.py ``bonus_refunded``, session 38)
    N_("right after a bonus play its player gets back as many cards as it had (play.count): "
       "the bonus play sheds nothing, so the clear's reward is taken back each time "
       "(R-CLEAR-1, R-CLEAR-3; bonus plays never draw, R-DRAW-2)"),
    N_("give the card to another player, or a fixed one ('next player draws 1 card')"),
    # the pile cleared as a player goes out (checks/winvote.py ``visit_ClearPile``,
    # session 38): LP205
    N_("the pile is cleared as a player goes out ({at}): the last card's effect still "
       "resolves (R-WIN-1: a last 3 passes its pickup on, a last 7 enforces low play) and "
       "the last play lies on the pile for the next player to answer (R-PLAY-4); cleared, "
       "it never does (R-CUSTOM-2)"),
    N_("leave the pile as it is when a player goes out, or clear it on a play of the game "
       "(a Jack on a Queen)"),
    # the card that completes four barred after three of a kind, and nothing else
    # (moments.bars_only_completion, session 37): LP203, a clear denied
    N_("on a pile topped by {pile} ({at}) the next play may not be the {rank} that "
       "completes all four: completing four of a kind is legal and clears (R-PLAY-3, "
       "R-CLEAR-2), a custom rule may prevent no clear (R-CLEAR-3), and the restriction "
       "bars nothing else there, so the clear is all it takes away, each time it binds"),
    N_("leave the rank that completes four legal there, or drop the restriction"),
    # a count of three or more where a single or a pair lies (moments.bars_pairs, session 35)
    N_("on a pile topped by {pile} ({at}) the next play must have at least {n} cards: every "
       "single and every pair is barred, the 2, 3, 7 and 10 that answer there for their "
       "power among them (R-SPECIAL-2, -3, -7, -10), so only three of a kind answers and a "
       "hand of three rarely holds it, each time it binds (R-CUSTOM-2)"),
    N_("ask for pairs at most ('next play must have at least 2 cards'), or bind it on a "
       "rarer play (three of a kind)"),
    # a count restriction placed on players by the size of their hand (moments.singles_by_hand,
    # session 45)
    N_("whenever {when} ({at}), the next play must have at least {n} cards: the condition "
       "picks the player by the size of their hand, and every single card is barred for "
       "them, the 2's reset, the 3's pass, the 7 and the 10 among them (R-SPECIAL-2, -3, -7, "
       "-10), on any pile; a hand with no set of one rank in it must pick up and grows, each "
       "time it binds (R-CUSTOM-2, R-CUSTOM-3)"),
    N_("restrict by rank and leave the 2, 3, 7 and 10 legal, or bind it on a play or a "
       "moment, not on a hand's size"),
    # a skip or a pickup forced right after a 2, a 3 or a 7 (checks/nextturn.py, session 36)
    N_("right after a {n} ({at}) the next player is skipped: {gives}; the decision that rule "
       "gives that player is taken away each time it binds (R-CUSTOM-2)"),
    N_("right after a {n} ({at}) the next player must pick up the pile: {gives}; the play "
       "that rule gives is taken away each time it binds (R-CUSTOM-2)"),
    N_("after a 3 the next player picks up the pile or passes the obligation on with a 3 "
       "(R-SPECIAL-3), and after a 3 on an empty pile begins normally: nobody loses a turn "
       "(R-FAQ-1)"),
    N_("after a 2 the next play may be any rank (R-SPECIAL-2), and a pickup is the "
       "player's own choice (R-TURN-2)"),
    N_("after a 7 the next play must be 7 or lower (R-SPECIAL-7), and a pickup is the "
       "player's own choice (R-TURN-2)"),
    N_("let the skip follow a rank whose rule says nothing of the next turn (an 8), or drop "
       "it"),
    N_("let the pickup follow a rank whose rule says nothing of the next turn (three 4s), or "
       "make it a choice the player may refuse"),
    # a custom clear while a 3's pickup or a 7's low rule is still due (checks/laststate.py
    # ``clear_when_due``, session 39): LP208
    N_("the pile is cleared ({at}) while a passed 3's pickup may still be due: the next "
       "player must pick the pile up or pass the obligation on with a 3 (R-SPECIAL-3), and "
       "a clear cancels it (R-CLEAR-1), so the 3's power is taken back each time it binds "
       "(R-CUSTOM-2)"),
    N_("the pile is cleared ({at}) while a 7's low rule may still be due: the next play "
       "must be 7 or lower (R-SPECIAL-7), and a clear cancels it (R-CLEAR-1), so the 7's "
       "power is taken back each time it binds (R-CUSTOM-2)"),
    N_("clear on a play of the game instead (a Jack on a Queen), once the card's effect has "
       "been answered"),
)
