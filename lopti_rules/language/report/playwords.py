"""The wordings of what play shows, with named fields: catalog entries.

A witness under a rejection (the scenario's comments, the runtime's refusals, a trial's
evening, the lines before a command: ``report/localized.py`` ``witness``), what a rule
did in a replay (``play/records.py`` ``describe_effect``, ``engine/restrictions.py``
``describe``; ``tools/eventtext.py``), where a replay parts from its log
(``tools/playback.py``) and the warnings of ``lopti lint --simulate``
(``tools/simulation.py``) are written by the play audit, the runtime, the engine and the
trial, not by the checks; :data:`~.wordings.TEMPLATES` ends with these, so the reporting
seam (``report/templates.py``) translates them as it does the checks' own.
"""

from __future__ import annotations

from ...i18n import N_

#: English wordings of witnesses and replay lines with ``{named}`` fields
PLAY_WORDINGS: tuple[str, ...] = (
    # witnesses (``witness:`` under a problem, report/localized.py ``witness``): what a
    # scenario's comments say broke (tools/audit), the runtime's refusals
    # (play/protection.py), the trial's evenings (tools/trial/findings.py) and the commands'
    # lead lines; the scenario's data and the commands stay as they are
    N_("the played {card} should lie on the pile; it does not"),
    N_("seat 0 has {n} hand cards after the play and should draw; the draw pile is "
       "untouched"),
    N_("seat 1 should be able to play a single {n} here; it may not"),
    N_("the leader should be able to lead a single {n} here; it may not"),
    # the card that completes four barred (checks/outcomes.py clear_denied, session 37)
    N_("seat 1 should be able to complete all four {n}s here, which clears the pile; it "
       "may not"),
    N_("seat 1 holds single cards, a 10 among them, and has no play at all"),
    # a skip or a forced pickup right after a 2, a 3 or a 7 (checks/nextturn.py, session 36)
    N_("seat 1 should choose its own answer to the {n} (R-TURN-2: a pickup is the "
       "player's own choice); it had to pick up the pile"),
    N_("seat 1 should begin normally after a 3 on the empty table (nobody loses a turn to "
       "it); its turn was skipped"),
    N_("seat 1 should answer the {n}; its turn was skipped"),
    # a custom clear while a 3's or a 7's effect is due (checks/laststate.py, session 39)
    N_("seat 1 should pick up the pile or pass the obligation on with a 3; the book cleared "
       "the pile first (R-CLEAR-1 cancels what was due)"),
    N_("seat 1 should answer the 7 with a 7 or lower; the book cleared the pile first "
       "(R-CLEAR-1 cancels what was due)"),
    N_("the runtime refuses the rule's effects here, because they would block an event: "
       "{reason}"),
    N_("{effect} would block {timing} {event}: {why} [{lint}]"),
    N_("`{effect}` would give cards to seat {seat}, who is out or going out: finished players "
       "never receive cards (R-WIN-4)"),
    N_("{effect} would block the pending {timing} {event}, whose hooks caused this event: "
       "{why} [{lint}] (R-CUSTOM-2)"),
    N_("the cards are not dealt yet, and the deal needs the whole deck (R-SETUP-2)"),
    N_("a restriction could leave the clearer no legal bonus lead (R-CLEAR-3)"),
    N_("the swap needs the player's hand and face-up cards (R-SETUP-3)"),
    N_("the pile's top decides whether the play is legal (R-PLAY-2)"),
    N_("the pickup needs the pile (R-TURN-2)"),
    N_("skipping the clearer denies the bonus play (R-CLEAR-3)"),
    N_("taking up needs an empty hand (R-FACE-1)"),
    N_("taking up needs the player's face-up cards (R-FACE-1)"),
    N_("taking up takes the face-up cards the player has (R-FACE-1)"),
    N_("a blind play needs the face-down card (R-FACE-2)"),
    N_("passing the obligation needs the pile (R-SPECIAL-3)"),
    N_("giving cards to a player about to go out prevents it (R-WIN-4)"),
    N_("the hooks trigger each other until the runtime stops the rule"),
    N_("these hooks fire each other; this table breaks the chain after one round trip "
       "({why}), but a rule may not rely on the table to stop it: the chain runs as long "
       "as the table feeds it"),
    N_("a clear of an empty pile is no clear event"),
    N_("a clear of an empty pile grants no bonus play"),
    N_("the draw pile ran dry or the hand was full"),
    N_("a pickup of an empty pile is no pickup event"),
    N_("no hand emptied"),
    N_("no play was left to make"),
    N_("the table ran out of what the next step needs"),
    N_("seat 0 plays its last hand card and should draw {n} card(s) in its turn, as the "
       "base game does; the rules took the whole draw pile first, and seat 0 ends its turn "
       "holding {v}"),
    N_("two players are left (seat 2 is out); after seat 0's lead, seat {n} keeps the turn "
       "and seat {v} never gets one"),
    N_("every seat but the last winner's shows its hand to the table, at {n} players; the "
       "last winner sees the others' cards and shows none (R-SETUP-2)"),
    N_("at {n} players the favour falls {k} seats left of the last winner, so with each of "
       "seats {seats} as the winner it lands on the next of them, and never on the other "
       "seats"),
    N_("at {n} players, with the last winner at seat 0, the favour falls on seat {k}; with "
       "seat {k} as the winner it falls on seat 0 again, and never on the other seats"),
    N_("last round's finishing order is {own} (seat {n} won, seat {v} came last): the hand "
       "shown is seat {k}'s, a player the standings chose (R-SETUP-2)"),
    N_("last round's finishing order, first to last"),
    N_("last round's pickups are {own} (seat {n} picked up most): the hand shown is seat "
       "{k}'s, a player last round's results chose (R-SETUP-2)"),
    N_("last round's pickups, one count a seat"),
    N_("the last winner at seat {n}, {v} players: seat {k} receives another seat's hidden "
       "hand cards and gives cards back; with the winner at any other seat it is the seat "
       "the same step from them, never everyone alike (R-SETUP-2)"),
    N_("the last winner at seat {n}, {v} players: seat {k} receives another seat's whole "
       "hidden hand; with the winner at any other seat it is the seat the same step from "
       "them, never everyone alike (R-SETUP-2)"),
    N_("seat 0 acts and shows its hand, seat {n}, the last winner, does not: every player "
       "but the last winner shows their hand when they act (R-SETUP-2)"),
    N_("{whom} is one fixed seat: {why}"),
    N_("{whom} is the rule's creator (seat {n}, the last winner): the rule is in its first "
       "round (R-CUSTOM-1)"),
    N_("seat {n} is one person: the rule lands on seat {n} in round 1 and in round 2, whose "
       "dealers differ (seat 0, then seat 1; R-SETUP-4)"),
    N_("turns before this one: round.turns is {n}"),
    N_("the turn's draw takes {n} cards: a table where draw.count is {n}, as the book's "
       "guards read it"),
    N_("every other card under it: a chain of draws does not run dry"),
    N_("the rule's creator (R-CUSTOM-1)"),
    N_("the last winner leads (R-SETUP-4)"),
    N_("the game runs on to the safety cap (or until the runtime stops the rule); see it "
       "with:"),
    N_("see the game with:"),
    N_("or replay the game written for you: {command}"),
    N_("a table where it happens: {command}"),
    N_("{evening}, {where}; {stats}. Play it: {command}"),
    N_("{evening}, round {n}: a play the official rules forbid, allowed by the book. Play "
       "it: {command}"),
    N_("{evening}, round {n}. Play it: {command}"),
    N_("{evening}: plays the official rules forbid, allowed by the book. Play it: "
       "{command}"),
    N_("{evening}: the plays that follow its 2s. Play it: {command}"),
    # the witnesses of a rank's power or a base permission left with little effect (LP803)
    N_("{evening}: its 3-obligations. Play it: {command}"),
    N_("{evening}: its 7s and the decisions after them. Play it: {command}"),
    N_("{evening}: its players holding a 2 and nothing higher. Play it: {command}"),
    N_("{evening}: its decisions where the book forbids a play the official rules allow. "
       "Play it: {command}"),
    N_("{evening}: its plays after which the book's rules took the pile away before the "
       "next player decided. Play it: {command}"),
    # the witness of a special card's opportunities removed (LP803, trial/powershare.py)
    N_("{evening}, round {n}: seat {v} held a {rank} on a {ranks}, and the book refused "
       "it. Play it: {command}"),
    N_("{evening}, round {n}: seat {v} turned over blind a {rank} on a {ranks}, and the "
       "book refused it. Play it: {command}"),
    N_("{evening}, round {n}: seat {v} held a {rank} on a {ranks} right after {what}, and "
       "the book refused it. Play it: {command}"),
    N_("{evening}, round {n}: seat {v} held a {rank} to lead on the empty table (R-TURN-1) "
       "right after {what}, and the book refused it. Play it: {command}"),
    # the witness of a power sealed where a play's restriction binds (LP803,
    # trial/sealjudge.py)
    N_("{evening}, round {n}: seat {v} held the cards for {what} on a pile of {k} × {rank} "
       "right after a play the book restricts the next play after, and the book allowed no "
       "such play there. Play it: {command}"),
    N_("{evening}, round {n}: seat {v} held the cards for {what} on a pile of {most} cards, "
       "{k} × {rank} on top, right after a play the book restricts the next play after, and "
       "the book allowed no such play there. Play it: {command}"),
    N_("{evening}, round {n}: seat {v} held a special card on a pile of {k} × {rank} right "
       "after a play the book restricts the next play after, and the book allowed none of "
       "the 2, 3, 7 and 10 there. Play it: {command}"),
    # the witness of a clearing card a permission and a clear make (LP803, trial/clearcards.py)
    N_("{evening}, round {n}: a {rank} played on a {top}, allowed by the book, and the book "
       "cleared the pile at once. Play it: {command}"),
    # the witness of a low card given a power on the next play (LP803, trial/clearcards.py)
    N_("{evening}, round {n}: a {rank} played on a {top}, allowed by the book, and the book "
       "acted on the next play at once. Play it: {command}"),
    N_("evening seed {seed} ({bot} bots, {v} players, adopted in round {n}, creator seat "
       "{most})"),
    N_("evening seed {seed} ({bot} bots, {v} players, adopted in round {n})"),
    N_("evening seed {seed} ({bot} bots, {v} players)"),
    N_("round {n}, seat {places}"),
    N_("round {n} ({most} of {limit} decisions kept)"),
    N_("round {n} ({most} of {limit} decisions kept by the player ahead)"),
    N_("round {n}, seat {most} ({limit} at the deal)"),
    N_("round {n}, seat {most} ({limit} over the round)"),
    N_("round {n} ({most} turns)"),
    N_("round {n} ({most} turns, {limit} on the same deal without the book)"),
    N_("round {n} ({most} cards taken back of {limit} that left play once the draw pile was "
       "empty, {k} turns against {v} on the same deal without the book)"),
    N_("round {n} ({most} turns after the draw pile ran out, {limit} on the same deal "
       "without the book, and {k} turns against {v} in all)"),
    N_("round {n}"),
    N_("mean {mean} over {k} evenings, bound {bound} against the floor {floor} at level "
       "{level}"),
    N_("mean {mean} over {k} events (one value an event), bound {bound} against the floor "
       "{floor} at level {level}"),
    N_("mean {mean} over {k} rounds (one value a round), bound {bound} against the floor "
       "{floor} at level {level}"),
    N_("(the book's clocks start at rule.rounds {n}, (clears, pickups, firings) {counts}: "
       "a book in force longer)"),
    N_("(the book's clocks start at rule.rounds {n}, (clears, pickups, firings) {counts}, "
       "the rules' own counts {own}: a book in force longer)"),
    # what a rule did, as a replay's record lines say it (play/records.py
    # ``describe_effect``, engine/restrictions.py ``describe``; tools/eventtext.py)
    N_("seat {n} draws {v}"),
    N_("seat {n} draws {v} from the bottom"),
    N_("seat {n} may swap up to {v} face-up card(s) with the draw pile"),
    N_("seat {n} swaps {v} face-up card(s) with the draw pile"),
    N_("seat {n} may give up to {v} card(s) to seat {most}"),
    N_("seat {n} gives {v} card(s) to seat {most}"),
    N_("seat {n} takes {v} cleared card(s) ({which})"),
    N_("seat {n} takes the top {v} card(s) of the pile"),
    N_("seat {n} picks up the pile"),
    N_("the pile is cleared; seat {n} makes a bonus play"),
    N_("seat {n}'s next turn is skipped"),
    N_("the direction of play reverses"),
    N_("seat {n} deals this round"),
    N_("seat {n} leads this round"),
    N_("seat {n} reveals their hand"),
    N_("count {n} of the rule is now {v}"),
    N_("roshambo seat {n} vs seat {v}: seat {most} wins"),
    N_("seat {n} says {said}"),
    N_("seat {n} does {said}"),
    N_("seat {n} throws {hand}"),
    N_("seat {n} chooses not to give"),
    N_("seat {n} chooses not to swap"),
    N_("seat {n} chooses not to take back"),
    N_("seat {n} gives {cards}"),
    N_("seat {n} swaps away {cards}"),
    N_("seat {n} takes back {cards}"),
    N_("the next play must be {rank} or lower"),
    N_("the next play must be {rank} or higher"),
    N_("the next play must be one of {ranks}"),
    N_("the next play must have at least {n} cards"),
    N_("a house rule restricts this play: {why}"),
    # a replay's divergence: the recorded decision these rules no longer allow
    # (tools/playback.py ``_misfit``), the engine's reasons (engine/game.py ``_why``,
    # engine/legality.py ``verdict``), and the log's own rule that allowed it
    N_("decision {n}: seat {v} {move}, but the game is already over under these rules"),
    N_("decision {n}: seat {v} {move}, but the game is already over, after rule '{name}'"),
    N_("decision {n}: seat {v} {move}, but seat {most} is to act under these rules"),
    N_("decision {n}: seat {v} {move}, but seat {most} is to act, after rule '{name}'"),
    N_("decision {n}: seat {v} {move}, illegal under these rules: {why}"),
    N_("decision {n}: seat {v} {move}, illegal, after rule '{name}': {why}"),
    N_("played {cards}"),
    N_("played {rank}x{n}"),
    N_("picked up the pile"),
    N_("flipped face-down card {n}"),
    N_("{why}; the log's rule '{name}' allowed it (allow {rank} on {top}, R-CUSTOM-2)"),
    N_("face-down cards are played only once hand and face-up cards are gone (R-FACE-2)"),
    N_("only {n} face-down card(s) left"),
    N_("swap one of your hand cards for one of your face-up cards (R-SETUP-3)"),
    N_("swap a hand card for a face-up card or keep (R-SETUP-3)"),
    N_("the pile is empty, so you must play (R-TURN-3)"),
    N_("swaps and keeps belong to the deal (R-SETUP-3)"),
    N_("no hand cards left, flip a face-down card (R-FACE-2)"),
    N_("holds {n} card(s) of that rank"),
    N_("a {rank} was passed on: only {rank}s are legal, or pick up the pile (R-SPECIAL-3)"),
    N_("a {rank} may not follow a {top} (R-SPECIAL-10, R-SPECIAL-7)"),
    N_("on a {rank} another {rank} must match with more than {n} card(s) or complete all "
       "{v} (R-SPECIAL-2)"),
    N_("on a {rank} another {rank} must match with more than {n} card(s) or complete all "
       "{v} (R-SPECIAL-7 and R-PLAY-2, cards over digest)"),
    N_("after a {rank} the next play must be {rank} or lower (R-SPECIAL-7, R-CLEAR-4)"),
    N_("{rank}x{n} on {top}x{v}: same rank needs more cards than the previous play or must "
       "complete all {most} (R-PLAY-2, R-PLAY-3)"),
    N_("{rank} is lower than the previous play {top} (R-PLAY-2)"),
    # a choice the rules ask for that the log does not hold, or holds otherwise
    N_("choice {n}: the rules ask seat {v} to give, and the log records no such choice"),
    N_("choice {n}: the rules ask seat {v} to take, and the log records no such choice"),
    N_("choice {n}: the rules ask seat {v} to throw, and the log records no such choice"),
    N_("choice {n}: the rules ask seat {v} to swap, and the log records no such choice"),
    N_("choice {n}: {choice} no longer fits (the rules ask seat {v} to give under these "
       "rules)"),
    N_("choice {n}: {choice} no longer fits (the rules ask seat {v} to take under these "
       "rules)"),
    N_("choice {n}: {choice} no longer fits (the rules ask seat {v} to throw under these "
       "rules)"),
    N_("choice {n}: {choice} no longer fits (the rules ask seat {v} to swap under these "
       "rules)"),
    N_("choice {n}: {choice} no longer fits (the rules ask seat {v} to give, after rule "
       "'{name}')"),
    N_("choice {n}: {choice} no longer fits (the rules ask seat {v} to take, after rule "
       "'{name}')"),
    N_("choice {n}: {choice} no longer fits (the rules ask seat {v} to throw, after rule "
       "'{name}')"),
    N_("choice {n}: {choice} no longer fits (the rules ask seat {v} to swap, after rule "
       "'{name}')"),
    # lopti lint --simulate's warnings (tools/simulation.py) and why the progress watch
    # stopped a rule (play/progress.py)
    N_("rule '{name}' never fired in {n} simulated games: check its condition"),
    N_("rule '{name}' was stopped {n} time(s) in {v} games (first: {reason})"),
    N_("{n} of {v} games hit the safety cap with the rules ({most} without): the rules may "
       "keep games from ending"),
    N_("{n} of {v} games hit the safety cap with the rules: the rules may keep games from "
       "ending"),
    N_("rule '{name}' listens to '{event}', which never happened in {n} simulated games"),
    N_("stopped for the rest of the round: {n} turns and bonus plays {what} while its "
       "effects, which {does}, fired {v} times (R-VOTE-6, R-CUSTOM-3)"),
    N_("stopped for the rest of the round: {n} turns and bonus plays that went backwards, "
       "without progress on the whole (fewer cards out of play for good, {v}, than at their "
       "start, {most}; {k} such looks this round) while its effects, which take cleared "
       "cards back, fired {limit} times (R-VOTE-6, R-CUSTOM-3)"),
    N_("without progress (no card cleared or discarded, nobody out)"),
    N_("almost without progress ({n} more cards out of play for good or players out, fewer "
       "than one in every {v}, a pace no base game falls under)"),
    N_("take cleared cards back"),
    N_("take cards back or pick up the pile"),
    N_("give cards or restrict plays"),
    N_("draw, skip or reverse"),
    # the play audit's LP504 and LP505 (tools/audit/termination.py): the hook that may undo
    # a game's progress, what the simulated game did, and the hint
    N_("{event} hook {why}"),
    N_("moves cards back into a hand"),
    N_("forces a pickup"),
    N_("refills a hand"),
    N_("restricts plays"),
    N_("moves cards back out of the pile"),
    N_("moves cards back out of the cleared cards"),
    N_("this rule book can keep a game from ending: in a simulated game ({table}) {what}"),
    N_("this rule book can keep a game from ending: in a simulated game ({table}) {what}; "
       "meanwhile the rules fired: {firing}"),
    N_('"{name}" {n} times'),
    N_('rule "{name}" was stopped: {reason}'),
    N_("{bot} bots, {n} players, seed {seed}"),
    N_("after turn {n} no card left play for good and nobody went out for {v} decisions "
       "(base games: at most {most})"),
    N_("from the start no card left play for good and nobody went out for {v} decisions "
       "(base games: at most {most})"),
    N_("cannot decide whether games end with this rule book: a simulated game ({table}) "
       "{how}, although cards kept leaving play; look at it before proposing the rule"),
    N_("ran to the safety cap"),
    N_("was still going after {n} decisions (base games: at most {v})"),
    N_("let the rule fire less often (a condition that rarely holds), or move fewer cards "
       "back than leave play"),
    # the sandbox's reasons for stopping a hook that a table meets (sandbox/run.py: the
    # effect a hook returned could not be built)
    N_("ValueError: roshambo needs two different players"),
    N_("ValueError: a player cannot give cards to themselves"),
    N_("recursion too deep"),
)
