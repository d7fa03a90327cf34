"""The wordings of the chains a book causes (LP402) and of the trial's findings
(LP801-LP805, ``lopti_rules/tools/trial``), with named fields: catalog entries.

The trial and the chain check write these with f-strings, as the other checks write
theirs (:mod:`.wordings`); :data:`~.wordings.TEMPLATES` ends with them, so the reporting
seam (``report/templates.py``) translates them as it does the checks' own.
"""

from __future__ import annotations

from ...i18n import N_

#: the chains' and the trial's wordings, in the order the checks meet them
TRIAL_WORDINGS: tuple[str, ...] = (
    N_('these hooks trigger each other forever: {chain}'),
    N_('rule "{name}" ({hook}, line {n}) causes a {event}'),
    N_('rule "{name}" ({hook}, line {n} of {file}) causes a {event}'),
    N_('back to rule "{name}" ({hook})'),
    N_('back to rule "{name}" ({hook}) in {file}'),
    N_('trial: {what} (false-alarm rate {n})'),
    N_('{finding} (also at {players} players)'),
    N_('{n} and {v}'),
    N_('the book keeps games from ending: {n} of its rounds stall (the safety cap, or '
       'the progress watch stopping a rule) against the same deals without it, at {v} '
       'players'),
    N_('the book keeps games from ending: its rounds are over {n} times as long as the '
       'same deals without it, at {v} players'),
    N_('the book keeps games from ending: with players who shed their lowest cards at '
       'every turn (greedy bots), {n} of its rounds stall or last over {v} times as long as '
       'the same deals without it, at {k} players'),
    N_('the book keeps games from ending: once the draw pile is empty its rules take {n} '
       'of the cards that leave play back from the cleared cards, so the rest of a round '
       'lasts about {v} times as long, at {k} players'),
    N_('the book keeps games from ending: once the draw pile is empty its rules take {n} '
       'of the cards that leave play back from the cleared cards, so the rounds stop '
       'shrinking, at {k} players'),
    N_('the book keeps games from ending: with players who shed their lowest cards at '
       'every turn (greedy bots), {n} of its rounds take over {v} times as many turns after '
       'the draw pile runs out as the same deals without it, at {k} players'),
    N_('the book keeps the player closest to going out from it: {n} cards or skipped '
       'turns a round land on the seat with the fewest cards'),
    N_('the book makes {where} lose far more often: {n} of the rounds won, with it '
       'against without it, at {v} players'),
    N_('the book makes {where} win far more often: {n} of the rounds won, with it '
       'against without it, at {v} players'),
    N_('seat {n}'),
    N_('the book singles out one seat of the evening, whoever sits there: its effects land '
       'on the same seat round after round (alignment {n}, where 1 is the same seat every '
       'round and rounds whose seats are independent give 0), at {v} players'),
    N_('the book makes one seat of the evening win round after round, whoever sits there: '
       'the winners of its rounds line up {n} more (alignment, 1 the same seat every round) '
       'than on the same deals without it, at {v} players'),
    N_("the book takes a player's turns away (R-TURN-1: every player in takes turns in "
       'order): in {n} of its rounds against the same deals without it, a player '
       'still in took fewer than a quarter of their turns, at {v} players'),
    N_("trial: the book's permissions leave {what} with little effect: {n} of the {v} plays "
       'it forbids were played and allowed (only a base-rule vote may change it, '
       'R-VOTE-1)'),
    N_("the 7's low rule (the next play 7 or lower, no 10 on a 7)"),
    N_("the 10's exception (R-SPECIAL-7, R-SPECIAL-10: a 10 may not follow a 7)"),
    N_("match with more on a 7 (more 7s than the previous play, or all four; free 7s on "
       "7s are the base-rule switch free_sevens_on_sevens)"),
    N_("match with more on a 2 (more 2s than the previous play, or all four)"),
    N_("match with more (the same rank only with more cards than the previous play, or "
       "completing four)"),
    N_("trial: the book's permissions leave {what} with little effect: at {v} players, "
       "plays it forbids were allowed {n} times (a pair a round counted once) against "
       "{most} pickups on the same deals without the book, and the pickups fell to "
       "{limit} of those ({deck} of the {k} plays it forbids were allowed); only a "
       "base-rule vote may change it (R-VOTE-1)"),
    N_("trial: the book leaves the 2's reset (R-SPECIAL-2: any rank may follow a 2) with "
       "little effect: at {v} players, the ranks still played on a 2 below the play it "
       "covered make only {n} of such plays without the book (resets used: {most} of "
       "{limit} chances with it, {deck} of {k} without); only a base-rule vote may change "
       "it (R-VOTE-1)"),
    N_("the book's effects spare {where}: in {n} of the rounds in which they named every "
       "seat but one, that seat was the one left out, at {v} players, where its roles "
       "would leave out each seat {most} of the time"),
    N_("the book blocks a base event: '{event}' ({ref}) happens {n} as often as without "
       "it, at {v} players"),
    N_("the book undoes the pickup (R-TURN-2: the pile goes to the picker's hand): the "
       "pickups its rules act on leave the picker under {n} of the pile's cards ({most} "
       "cards a round against that share), at {v} players"),
    N_("the book undoes the draw (R-DRAW-1: a hand under three cards is topped up): its "
       "rounds' draws leave the drawer under {n} of the cards drawn ({most} cards a round "
       "against that share), at {v} players"),
    N_("trial: the book leaves {what} with little effect ({ref}): at {v} players, only {n} "
       "of its use without the book is left {how} ({means}: {most} of {limit} with it, "
       "{deck} of {k} without); only a base-rule vote may change it (R-VOTE-1)"),
    N_("the book shuts players out of the turns while the same players are in (R-TURN-1: "
       "every player in takes turns in order): in {n} of its rounds against the same deals "
       "without it, a player took fewer than a tenth of their turns before a player went "
       "out or between two going out, at {v} players"),
    N_("the book keeps the turn with the player who just played, which leaves the turn "
       "passing clockwise (R-TURN-1) with less than half its effect: {n} of its decisions "
       "are followed by the same player's, against the same deals without it, at {v} "
       "players; the others wait until that player picks up (only a base-rule vote may "
       "change it, R-VOTE-1)"),
    N_("the book gives the player ahead extra turns: {n} of its decisions are followed by "
       "another of the same player's while that player holds the fewest cards, against "
       "the kept turns of the same deals without it, at {v} players; the turn passes to "
       "the next player after every turn (R-TURN-1), and only a base-rule vote may change "
       "it (R-VOTE-1)"),
    N_("the book acts on the rounds before it: at its first deal its effects put {n} cards "
       "or turns on one player other than its creator beyond what its later deals put on "
       "one, at {v} players; a rule acts from its adoption on (R-CUSTOM-3), not on what "
       "was played before it"),
    N_("the book acts on the rounds before it: over its first round its effects put {n} "
       "cards or turns more on last round's biggest picker than on the other players, "
       "beyond what its later rounds put on that standing, at {v} players; a rule acts "
       "from its adoption on (R-CUSTOM-3), not on what was played before it"),
    N_("the book acts on the rounds before it: over its first round its effects put {n} "
       "cards or turns more on the player placed {k} last round than on the other players, "
       "beyond what its later rounds put on that standing, at {v} players; a rule acts "
       "from its adoption on (R-CUSTOM-3), not on what was played before it"),
    N_("trial: the book leaves the 10's clear (R-SPECIAL-10: the 10 takes the pile away) "
       "with little effect: at {v} players, the piles its 10s take, against the piles a "
       "player holding one faces, are {n} of what they are on the same deals without the "
       "book ({most} cards a 10 against {limit} faced with it, {deck} against {k} "
       "without); only a base-rule vote may change it (R-VOTE-1)"),
    N_("trial: the book takes away the {rank}'s power to be played on anything ({ref}) on "
       "{n} of the plays where the official rules give it, {what}: at {v} players, {most} "
       "of {limit} opportunities refused while a higher plain card was allowed ({deck} of "
       "{k} blind flips), against at most {bound}; a base card's power barred in a "
       "situation that keeps coming back blocks a base event (R-CUSTOM-2), which only a "
       "base-rule vote may change (R-VOTE-1)"),
    N_("trial: the book refuses the {rank} ({ref}) right after {what}: at {v} players, "
       "{most} of the {limit} opportunities the official rules give it there ({n}), against "
       "at most {bound}; a base card's power barred every time a base event comes back "
       "blocks a base event (R-CUSTOM-2), which only a base-rule vote may change "
       "(R-VOTE-1)"),
    N_("trial: the book refuses the {rank} ({ref}) right after {what} at every table size "
       "together ({players} players): {most} of the {limit} opportunities the official "
       "rules give it there ({n}), against at most {bound}; a base card's power barred "
       "every time a base event comes back blocks a base event (R-CUSTOM-2), however "
       "rarely it comes, which only a base-rule vote may change (R-VOTE-1)"),
    N_("trial: the book leaves no way out of the order (R-SPECIAL-2, -3, -7, -10) on the "
       "piles its restrictions after a play bind: at {v} players, at {most} of the {limit} "
       "decisions where a player held a 2, 3, 7 or 10 the official rules allowed ({n}) the "
       "book allowed none of the four, against at most {bound}; a player with no higher "
       "plain card can only pick the pile up, every special card's power barred at once on "
       "a kind of pile that keeps coming back, which blocks base events (R-CUSTOM-2) only a "
       "base-rule vote may change (R-VOTE-1)"),
    N_("trial: the book leaves {what} ({ref}) no way to happen on the piles its "
       "restrictions after a play bind: at {v} players, {most} of the {limit} chances the "
       "official rules give it ({n}) lay on such a pile, where no play the book allowed "
       "could make it, against at most {bound}; a base power sealed on a kind of pile that "
       "keeps coming back blocks a base event (R-CUSTOM-2), which only a base-rule vote may "
       "change (R-VOTE-1)"),
    N_("trial: the book's restrictions take {what} ({ref}) away where the pile is big: at "
       "{v} players they sealed {most} of its {limit} chances on the piles of {k} cards or "
       "more ({n}), against {bound} of its chances as a whole; a guard that picks the piles "
       "a power saves most from takes the way out where it matters, which blocks a base "
       "event (R-CUSTOM-2) only a base-rule vote may change (R-VOTE-1)"),
    N_("trial: the book leaves {what} ({ref}) no way to happen on the piles of {k} cards or "
       "more its restrictions after a play bind, where it saves the most: at {v} players, "
       "{most} of the {limit} chances the official rules give it on such piles ({n}) were "
       "sealed, against at most {bound}; a base power taken away on the piles it is worth "
       "most on blocks a base event (R-CUSTOM-2), which only a base-rule vote may change "
       "(R-VOTE-1)"),
    N_("the creator"),
    N_('the rule that a play must be higher than the previous one'),
    N_("the rule that a play must be higher than the previous one, among 4, 5, 6 and 8"),
    N_("the rule that a play must be higher than the previous one, among 5, 6, 8 and 9"),
    N_("the rule that a play must be higher than the previous one, among 6, 8, 9 and J"),
    N_("the rule that a play must be higher than the previous one, among 8, 9, J and Q"),
    N_("the rule that a play must be higher than the previous one, among 9, J, Q and K"),
    N_("the rule that a play must be higher than the previous one, among J, Q, K and A"),
    N_("the rule that a play must be higher than the previous one, for part of the deck"),
    N_("trial: the book's permissions repeal {what}: {n} of the {v} plays of a lower plain "
       "rank on a higher one were played and allowed, more than the {k} exceptions a house "
       "rule makes (a 4 on an Ace and a 5 on a King); only a base-rule vote may change it "
       "(R-VOTE-1)"),
    N_("the 8's height (R-PLAY-2: a play on an 8 must be higher)"),
    N_("the 9's height (R-PLAY-2: a play on a 9 must be higher)"),
    N_("the Jack's height (R-PLAY-2: a play on a Jack must be higher)"),
    N_("the Queen's height (R-PLAY-2: a play on a Queen must be higher)"),
    N_("the King's height (R-PLAY-2: a play on a King must be higher)"),
    N_("the Ace's height (R-PLAY-2: a play on an Ace must be higher)"),
    N_("the height of the ranks (R-PLAY-2: a play must be higher than the previous one)"),
    N_("the 4's place in the order (R-PLAY-2: a 4 must be higher than the previous play)"),
    N_("the 5's place in the order (R-PLAY-2: a 5 must be higher than the previous play)"),
    N_("the 6's place in the order (R-PLAY-2: a 6 must be higher than the previous play)"),
    N_("the 8's place in the order (R-PLAY-2: an 8 must be higher than the previous play)"),
    N_("the 9's place in the order (R-PLAY-2: a 9 must be higher than the previous play)"),
    N_("the Jack's place in the order (R-PLAY-2: a Jack must be higher than the previous "
       "play)"),
    N_("the Queen's place in the order (R-PLAY-2: a Queen must be higher than the previous "
       "play)"),
    N_("trial: the book's permissions repeal {what}: {rank} on {ranks} was played and "
       "allowed, {n} of the {v} plain ranks above it; a house rule lets one rank onto one "
       "higher rank (a Jack on a Queen, a 4 on an Ace), and one rank onto several is the "
       "order taken away for that rank (only a base-rule vote may change it, R-VOTE-1)"),
    N_("the King's place at the top of the order (R-PLAY-2: only an Ace is higher than a "
       "King)"),
    N_("the Ace's place at the top of the order (R-PLAY-2: no plain rank is higher than an "
       "Ace)"),
    N_("trial: the book's permissions invert {what}: {ranks} on {rank} was played and "
       "allowed, {n} plain ranks below it against the {v} above it that answer it; a house "
       "rule gives a top one underdog (a 4 on an Ace), and a top answered more from below "
       "than from above is no longer high (only a base-rule vote may change it, R-VOTE-1)"),
    N_("the rule that a play must be higher than the previous one or the same rank with "
       "more cards (R-PLAY-2)"),
    N_("trial: the book's permissions repeal {what} among {ranks}: each of them was played "
       "and allowed on the others and on itself with no more cards: the {n} plays the rule "
       "forbids among those {v} ranks; a house rule makes an exception to the order (a Jack "
       "on a Queen) or to matching with more, and ranks free of both are one rank for the "
       "order (only a base-rule vote may change it, R-VOTE-1)"),
    N_("trial: the book's permissions and its clears make {rank} a clearing card on {ranks}: "
       "{n} of the {v} plays of it on {top} the book allowed cleared the pile at once, {k} "
       "ranks below the card it takes; a table's clearing exception is the rank just under "
       "(a Jack takes a Queen or a King, {limit} ranks at most), and a lower card made to "
       "clear is the order repealed for it with the 10's power added (R-PLAY-2, "
       "R-SPECIAL-10); only a base-rule vote may change it (R-VOTE-1)"),
    N_("trial: the book's permissions and its rules give {rank} a power on the next play on "
       "{ranks}: {n} of the {v} plays of it on {top} the book allowed were followed at once "
       "by the book's own restriction, skip, pickup or clear of the next play ({most} % "
       "after its other plays), {k} ranks below the card it takes; a table's exception is "
       "the rank just under ({limit} ranks at most), and a lower card given a power over "
       "the answer to it is the order repealed for it with a special card's power added "
       "(R-PLAY-2, R-SPECIAL-7); only a base-rule vote may change it (R-VOTE-1)"),
    N_("the 7's ceiling (R-SPECIAL-7: the next play must be 7 or lower)"),
    N_("trial: the book's permissions leave {what} with little effect: {rank} on 7 was played "
       "and allowed, which lifts the ceiling {n} of the {v} ranks above the 7 (the "
       "10 aside) towards the Ace (only a base-rule vote may change it, R-VOTE-1)"),
    N_("trial: the book's permissions leave {what} with little effect: {n} of the {v} ranks "
       "with a plain rank below them may be answered by a lower one (only a base-rule vote "
       "may change it, R-VOTE-1)"),
    N_("trial: the book takes {what} away on a previous play of {rank}, where the official "
       "rules make it a way out ({ref}): at {v} players, it kept {most} of the {limit} "
       "chances there ({n}), {k} of them a player's only way out besides picking up; only "
       "a base-rule vote may change it (R-VOTE-1)"),
    N_("trial: the book takes {what} away on piles of {k} cards or more, where a way out "
       "saves the most ({ref}): at {v} players, it kept {most} of the {limit} chances there "
       "where it was a player's only way out besides picking up ({n}); only a base-rule "
       "vote may change it (R-VOTE-1)"),
    N_("the book sends the player on their last card back (R-WIN-1: a player wins as soon "
       "as they legally play their last card): at {n} of the turns of a player left with "
       "one card they held more cards again, against {v} of the other players' turns, at "
       "{k} players"),
    N_("the book gives its creator a head start in its first round: there it leaves the "
       "creator {n} cards or turns better off against the other players than it leaves the "
       "last winner (the creator's role then) in its later rounds, at {v} players"),
    N_("the book takes turns away from last round's last place: its skips take {n} more of "
       "that player's chances to play than of the other players', at {v} players; a skip "
       "that keeps landing on one standing locks that player out (R-TURN-1)"),
    N_("the book takes turns away from the last winner: its skips take {n} more of that "
       "player's chances to play than of the other players', at {v} players; a skip that "
       "keeps landing on one standing locks that player out (R-TURN-1)"),
    N_("the book keeps feeding last round's last place: {n} cards a round more than the "
       "other players get, at {v} players, which keeps that player last round after round"),
    N_("the book favours the seat across from the last winner: {n} cards a round better off "
       "than the other players, at {v} players; when that seat wins, the first winner sits "
       "across from it, so two facing seats keep the favour and the other two never get it"),
    N_("the book aims at last round's last place whenever it acts: {n} cards more than the "
       "other players get in the rounds it puts cards on anyone, at {v} players; a role "
       "combined with a standing (the dealer when the dealer came last) is still that "
       "standing"),
    N_("the book hands the last winner strong cards: the cards it moves to them are worth "
       "{n} of a finishing place a round more than what it moves to the other players, at "
       "{v} players; a card's worth is what it does in play (a 10, a 3, an Ace), not one "
       "more card to shed"),
    N_("the book hands last round's runner-up strong cards: the cards it moves to them are "
       "worth {n} of a finishing place a round more than what it moves to the other "
       "players, at {v} players; a card's worth is what it does in play (a 10, a 3, an "
       "Ace), not one more card to shed"),
    N_("the book hands the last winner its swaps of face-up cards with the draw pile: {n} of "
       "them, at {v} players; a swap lets its player choose which cards go, an improvement "
       "the fair rules give to the players behind, not to the front"),
    N_("the book aims its skips at last round's runner-up: {n} of the turns it skips are "
       "that player's, at {v} players; a standing behind the winner is a person over the "
       "evening, and a skip that keeps finding them is no catch-up (R-CUSTOM-4)"),
    N_("the book aims its skips at last round's last place: {n} of the turns it skips are "
       "that player's, at {v} players; a standing behind the winner is a person over the "
       "evening, and a skip that keeps finding them is no catch-up (R-CUSTOM-4)"),
    N_("the book stacks the draw pile for last round's runner-up: {n} of the cards its "
       "swaps put on the draw pile are drawn first by that player, at {v} players; the "
       "swapper chooses which cards go (their weakest), and the next drawer takes them "
       "(R-DRAW-1)"),
    N_("the book stacks the draw pile for last round's last place: {n} of the cards its "
       "swaps put on the draw pile are drawn first by that player, at {v} players; the "
       "swapper chooses which cards go (their weakest), and the next drawer takes them "
       "(R-DRAW-1)"),
    N_("the book shields the last winner from the 3's pass: they meet {n} of the "
       "3-obligations, against an even share of {k}, at {v} players; a rule may not "
       "protect a standing (R-CUSTOM-4, R-SPECIAL-3)"),
    N_("the book arms the last winner: {n} of its effects on other players during play come "
       "from that player's own turns, at {v} players; a power only the champion wields is "
       "an advantage by standing (R-CUSTOM-4)"),
    N_("the book arms last round's runner-up: {n} of its effects on other players during "
       "play come from that player's own turns, at {v} players; a power only one standing "
       "wields is an advantage by standing, and the runner-up is no player behind to catch "
       "up (R-CUSTOM-4)"),
    N_("the book hands the last winner extra turns: {n} of the turns its reversals and skips "
       "hand on go to that player, at {v} players; play goes round in order (R-TURN-1), and "
       "a turn order bent towards the champion is an advantage by standing (R-CUSTOM-4)"),
    N_("the book hands the last winner extra plays: {n} of the bonus plays its own clears "
       "give, and of the turns its reversals and skips hand on, go to that player, at {v} "
       "players; a clear card only the champion holds, or a turn order bent towards them, "
       "is an advantage by standing (R-CUSTOM-4, R-CLEAR-1)"),
    N_("the book lets the last winner shed cards: {n} cards a round more than the other "
       "players give away, at {v} players; a way to go out sooner that only the champion "
       "gets is an advantage by standing (R-CUSTOM-4)"),
    N_("the book lets the player placed {k} last round shed cards: {n} cards a round more "
       "than the other players give away, at {v} players; a way to go out sooner that only "
       "one standing gets is an advantage by standing (R-CUSTOM-4)"),
    N_("the book hands the last winner strong cards: each card it gives them is worth {n} of "
       "a finishing place more than a card it gives the other players, at {v} players; the "
       "event decides which card a rule moves (the top cleared card is the 10 or the quad's "
       "card of the last clear), and a strong card is a gift, not a penalty"),
    N_("the book hands last round's runner-up strong cards: each card it gives them is worth "
       "{n} of a finishing place more than a card it gives the other players, at {v} "
       "players; the event decides which card a rule moves (the top cleared card is the 10 "
       "or the quad's card of the last clear), and a strong card is a gift, not a penalty"),
    N_("the book aims its restrictions at last round's runner-up: {n} of the next plays it "
       "restricts are that player's, at {v} players; a standing behind the winner is a "
       "person over the evening, and a harsher rule for them is no catch-up (R-CUSTOM-4)"),
    N_("the book aims its restrictions at last round's last place: {n} of the next plays it "
       "restricts are that player's, at {v} players; a standing behind the winner is a "
       "person over the evening, and a harsher rule for them is no catch-up (R-CUSTOM-4)"),
    N_("the book shows the last winner the hand they play onto: {n} of the hands it shows "
       "belong to the player just after them, at {v} players; a hand shown helps most the "
       "player who plays before it, and sight given to one standing is an advantage "
       "(R-CUSTOM-4)"),
    N_("the book spares the last winner what it puts on the table: the other players get "
       "{n} cards a round more from it than the champion, at {v} players; a cost laid on "
       "everyone but one standing is a favour for that standing (R-CUSTOM-4)"),
    N_("the book exempts the last winner from what it puts on the table: they get {n} of "
       "the cards it hands out, against an even share of {k}, at {v} players; a cost laid "
       "on everyone but one standing, however small, is a favour for that standing "
       "(R-CUSTOM-4)"),
    N_("the book spares the last winner the turns it skips: {n} of the skipped turns are "
       "theirs, against an even share of {k}, at {v} players; a lost turn laid on the other "
       "seats and never on one standing is a favour for that standing (R-CUSTOM-4)"),
    N_("the book keeps the big piles from the last winner: the piles they answer are {n} "
       "smaller than the other players', at {v} players; play goes round in order "
       "(R-TURN-1), and a turn order bent so that one standing never meets a big pile is an "
       "advantage by standing (R-CUSTOM-4)"),
    N_("the book shows the hand of last round's runner-up: {n} of the hands it shows are "
       "that player's, at {v} players; a hand played open is information for every other "
       "player, and one placing made to play open all evening is handicapped by standing "
       "(R-CUSTOM-4)"),
    N_("the book shows the hand of last round's last place: {n} of the hands it shows are "
       "that player's, at {v} players; a hand played open is information for every other "
       "player, and one placing made to play open all evening is handicapped by standing "
       "(R-CUSTOM-4)"),
    N_("the book bars the player closest to going out: {n} of its restrictions on the next "
       "play a round bind the seat with the fewest cards, most of those it sets while one "
       "seat is that close, at {v} players; a rule may not prevent winning (R-CUSTOM-3)"),
    N_("trial: the book takes {what} away, one of the ways a clear by four of a kind comes "
       "about ({ref}, R-CLEAR-2): at {v} players, it kept {most} of the {limit} chances of "
       "it ({n}); the other ways do not make up for it: only a base-rule vote may change it "
       "(R-VOTE-1)"),
    N_("trial: the book takes the pile away before the next player can answer it, and with "
       "it {what}, one of the ways a clear by four of a kind comes about ({ref}, R-CLEAR-2, "
       "R-CUSTOM-2): at {v} players, its rules took the pile away at {most} of the {limit} "
       "chances of it ({n}), before the player holding the cards that complete four could "
       "play them, at half of them or more on {k} of the {bound} ranks with chances "
       "enough; only a base-rule vote may change it (R-VOTE-1)"),
)
