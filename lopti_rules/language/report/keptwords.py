"""The wordings of a favour on a role the favour keeps (LP308, LP309:
``analysis/checks/kept.py``), with named fields: catalog entries.

The check writes these with f-strings, as the other checks write theirs; the team a step
from the last winner (LP308), every hand but the winner's shown and a hand shown by a
player the standings choose (LP309), another's hand cards passed to the winner
(LP309, session 25), an action whose seats a standing chooses (LP310, session 31), the
roles they name and their hints.
:data:`~.wordings.TEMPLATES` holds them, so the reporting seam (``report/templates.py``)
translates them as it does the checks' own.
"""

from __future__ import annotations

from ...i18n import N_

#: the favours on a role, in the order the check meets them
KEPT_WORDINGS: tuple[str, ...] = (
    N_("'{who}' here is every player but {anchor}: every hand is shown but theirs, a view "
       "of the others' cards for one player that helps them win again and keep it "
       "(R-SETUP-2, R-CUSTOM-4)"),
    N_("'{who}' here is a team: at {n} players it is the seat {k} to the left of {anchor}, "
       "and when it wins the seat {k} to its left gains next, so the favour stays with "
       "seats {seats} (the winner at seat 0) and the others never get it (R-CUSTOM-4)"),
    N_("'{who}' here is {anchor}: their hand is shown to the table, a player chosen by last "
       "round's standings, so the others, the front among them, play against open cards of "
       "the player the results picked, round after round (R-SETUP-2, R-CUSTOM-4)"),
    N_("'{who}' here is {anchor}: '{giver}' gives them hand cards and they give cards back, "
       "so this one seat sees another player's hidden cards and chooses among them, a view "
       "nobody else gets, round after round, that helps them win again and keep the role "
       "(R-SETUP-2, R-CUSTOM-4)"),
    N_("'{who}' here is {anchor}: '{giver}' gives them a whole dealt hand, so this one seat "
       "sees another player's hidden cards, a view nobody else gets, round after round, "
       "that helps them win again and keep the role (R-SETUP-2, R-CUSTOM-4)"),
    N_("let every player pass alike ('every player gives 1 card to their left'), or give "
       "the cards to a role that play moves ('the dealer')"),
    N_('the seat {n} to the left of the last winner'),
    N_('the seat {n} to the right of the last winner'),
    N_('the player placed {n} last round'),
    N_("last round's last place"),
    N_("let a role that play moves show its hand ('the dealer reveals their hand'), or "
       "everyone alike"),
    N_('the leader, who is the last winner'),
    N_("favour a seat that play moves round the table ('the player left of the dealer'), "
       "or give the favour to everyone alike"),
    N_("let everyone reveal their hand alike ('every player reveals their hand'), or have "
       "the role show its own hand"),
    # LP310 (analysis/checks/spared.py): an action whose seats a standing chooses
    N_("with {standing} at seat 0 of {n} players, seats {reached} bear this and seats "
       "{missed} never do: when seat {k} acts it lands on seats {lands}; the seats are "
       "chosen by who holds the standing, a person in the role's clothes (R-CUSTOM-4)"),
    N_("{standing} at seat {k}, {n} players: seat 0 acts and the rule lands "
       "on a seat that is not the standing's; with the standing at seat 0 making the same "
       "move it never lands on them"),
    N_("with {standing} at seat 0 of {n} players, when seat {k} picks up the rule turns "
       "play so that seat 0 leads the empty table, and seats {missed} never get that lead "
       "from it; the seat is chosen by who holds the standing, a person in the role's "
       "clothes (R-TURN-1, R-CUSTOM-4)"),
    N_("with {standing} at seat 0 of {n} players, when seat {k} acts the rule turns play "
       "back so that seat 0 plays next, before the seats play was to reach, and seats "
       "{missed} never get that turn from it: a turn gained, the seat chosen by who holds "
       "the standing, a person in the role's clothes (R-TURN-1, R-CUSTOM-4)"),
    N_("with {standing} at seat 0 of {n} players, the rule skips seat 0 only when seat {k} "
       "has played and seat 0 is to answer that play, and never skips seats {missed} "
       "there: play passes over the standing alone, a shield from that answer or a turn "
       "taken from them, the seat chosen by who holds the standing however rarely it fires "
       "(R-TURN-1, R-CUSTOM-4)"),
    N_("let the skip fall on whoever is next at that moment, the standing or not ('skip "
       "next player'), or lay a cost on the standing they bear ('next player draws 1 "
       "card')"),
    N_("last round's winner"),
    N_("the player with the most pickups last round"),
    N_("let the action fall on everyone alike at that moment, the standing too, or on a "
       "role play moves ('the dealer', 'the picker', 'the next player')"),
    # LP310 witnesses (tools/audit/spared.py): a reversal, and the standing's own move
    N_("{standing} at seat {k}, {n} players, play going {direction}: seat 0 acts and the "
       "rule turns play onto seat {seat}, not the standing's; with the standing at seat 0 "
       "making the same move it never lands on them"),
    N_("{standing} at seat 0, {n} players, acts and the rule turns play onto seat {seat}: "
       "a move only the standing's own turns carry"),
    N_("{standing} at seat 0, {n} players, acts and the rule lands on another seat: a "
       "move only the standing's own turns carry"),
    N_("{standing} at seat {k}, {n} players: seat 0 picks up and the rule turns play onto "
       "seat {seat}, the standing, who leads the empty table; with the standing at seat 0 "
       "picking up it never hands them that lead"),
    N_("{standing} at seat {k}, {n} players: seat 0 acts and the rule turns play back onto "
       "seat {seat}, the standing, who plays again before the seats play was to reach; with "
       "the standing at seat 0 acting it never hands them that turn"),
    N_("{standing} at seat {k}, {n} players: seat 0 plays and the rule skips the "
       "standing, so seat {seat} answers in their place; with the standing at seat {other} "
       "the same play is answered by seat {k}, and nobody is skipped"),
    # LP306-LP308: a leader a tie-break or steps count back to (analysis/tieseats.py, session 35)
    N_("the leader (at {n} players, on {turns}, while play goes round the table: {how})"),
    N_("every hand holds as many cards there and the tie goes to the acting player, "
       "counted from the leader"),
    N_("counted from the acting player"),
    # right after a play, before its draw (session 42)
    N_("the acting player has just played and holds fewer cards than the others, whose tie "
       "goes to the seat after it, counted from the leader"),
    N_("turn {turns}"),
    N_("turns {turns}"),
    N_("'{who}' here is {anchor}, the last winner (R-SETUP-4): the favour falls on the "
       "winner's own seat every round, so it stays with whoever won first and the others "
       "never get it (R-CUSTOM-4)"),
    N_("clockwise"),
    N_("counterclockwise"),
    N_("play was reversed before"),
    # the leader's second turn in the first lap (analysis/firstlap.py, session 45)
    N_("at {n} players the round's leader plays turn {k} again before every other seat has "
       "played (the first lap's seats: {seats}; 0 is the leader): the leader is last "
       "round's winner (R-SETUP-4), so the turns and skips the first lap fixes give the "
       "champion a second turn every round, a favour that stays with whoever won first "
       "(R-TURN-1, R-CUSTOM-4)"),
    N_("turn or skip on a play of the game (a King, three of a kind), not on a turn the "
       "first lap fixes, or let every seat play once first"),
)
