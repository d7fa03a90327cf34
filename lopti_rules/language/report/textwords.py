"""The wordings of the free-text judge's readings (language/text: the table's
procedures, a rule of play said in words, a base-game action taken over, what a text
claims over the vote, Roshambo, other rules and seats), with named fields: catalog
entries.

The text stage writes these with f-strings, as the other checks write theirs
(:mod:`.wordings`); :data:`~.wordings.TEMPLATES` ends with them, so the reporting seam
(``report/templates.py``) translates them as it does the checks' own.
"""

from __future__ import annotations

from ...i18n import N_

#: the free-text readings' wordings, in the order the judge meets them
TEXT_WORDINGS: tuple[str, ...] = (
    # the table's procedures (language/text/procedures.py)
    N_('the vote is held when the deal begins, one a round; R-VOTE-1, R-VOTE-8'),
    N_("a change passes with more than half of all the session's players; R-VOTE-2, "
       'R-VOTE-8'),
    N_('a tied vote goes to Roshambo; R-VOTE-10, R-ROSHAMBO-1, R-VOTE-8'),
    # the rule announced whole, the session's end (text/announced.py, session_end.py)
    N_('the whole rule is announced before the next deal is complete, R-CUSTOM-1; its '
       'creator settles ambiguity, never rewrites it once a round has begun, R-CUSTOM-5'),
    # a procedure of the game held by one (text/game_powers.py, session 42)
    N_('a rule holds for the whole session as it was announced, R-CUSTOM-1; only the rule '
       'vote changes, pauses or removes it, R-VOTE-1, R-VOTE-4'),
    N_('everyone votes and everyone sees the count: a count one person keeps unseen is that '
       "person's say, R-VOTE-2, R-VOTE-8"),
    # what belongs to the whole table kept by one (text/game_keeping.py, session 43)
    N_("the table gets the round's rule vote and anyone may ask it for a change: a vote only "
       "one person may open is that person's say, R-VOTE-1, R-VOTE-2, R-VOTE-8"),
    # the rules' own order and silent votes held by one (text/rule_ranks.py, session 44)
    N_("an edge case goes to the creator, the table's majority or the reading that changes "
       "base Lopti least, R-FAQ-5"),
    N_("everyone votes for themselves and abstentions count for neither side: a silent or "
       "absent player's vote given to one person is that person's say, R-VOTE-2, R-VOTE-9, "
       "R-VOTE-8"),
    # the vote's outcome and the invention right bound (text/vote_bonds.py, session 45)
    N_("the rule vote removes or changes one custom rule and leaves the others as they are, "
       "R-VOTE-1; no rule may prevent voting, R-CUSTOM-3, R-VOTE-8"),
    N_("everyone votes once and the count is the table's: a vote one person may change or "
       "cast after the count decides alone, R-VOTE-2, R-VOTE-8, R-CUSTOM-4"),
    N_("only the first player out invents a rule and every rule holds for every player "
       "alike: no rule may put one standing beyond the rules later wins earn, R-WIN-3, "
       "R-CUSTOM-4, R-VOTE-1"),
    N_("the winner invents the new rule and announces it whole before the next deal is "
       "complete, R-WIN-3, R-CUSTOM-1; a custom rule may not prevent that, R-CUSTOM-2"),
    # the rule told to part of the table (text/told_part.py)
    N_('the whole rule is announced to the whole table before the next deal is complete, '
       'R-CUSTOM-1; who does not know it can neither play around it nor vote on it '
       'knowingly, R-VOTE-2'),
    N_('the session is the stretch of play the players agree on; no one player ends it, '
       'R-SESSION-1'),
    N_('old rules return only by a majority during setup, one vote per rule; R-SESSION-2, '
       'R-VOTE-8'),
    # what a vote leaves behind (text/vote_outcome.py)
    N_("a failed or tied vote uses up the round's one attempt; R-VOTE-5, R-VOTE-8"),
    N_('finished card actions are never undone; only an unfinished custom action may be '
       'stopped; R-VOTE-6, R-CUSTOM-3'),
    N_("the winner's new rule does not use up the rule vote; R-VOTE-3, R-VOTE-8"),
    N_('deleting a rule earns no replacement; only the first player out invents a rule; '
       'R-VOTE-4, R-WIN-3'),
    # what a vote's result does, and when (text/vote_effect.py)
    N_('a change passed holds at once or from the next round, as said before the vote; '
       'R-VOTE-6, R-VOTE-8'),
    N_('a removed rule comes back in the session only through a later rule vote; '
       'R-VOTE-7, R-VOTE-8'),
    N_("the table's majority decides a rule vote, no one person's consent; R-VOTE-2, "
       'R-VOTE-8'),
    N_('a tie goes to Roshambo and its outcome decides; nobody defending lets the change '
       'pass; R-ROSHAMBO-1, R-VOTE-8'),
    # the vote's own terms: its weight, how it is decided, what asking costs
    # (text/vote_rules.py)
    N_('one player, one vote: everyone in the session votes once, whatever they hold or '
       'have won; R-VOTE-2, R-VOTE-8'),
    N_("a change passes with more than half of all the session's players voting yes, never "
       'by chance; R-VOTE-2, R-VOTE-8'),
    N_("any player may ask for the round's rule vote at the deal, for nothing; no rule may "
       'prevent voting; R-VOTE-1, R-CUSTOM-3'),
    N_("every vote cast counts: everyone in the session votes and more than half of all "
       "the session's players voting yes decides; no rule may prevent voting; R-VOTE-2, "
       'R-VOTE-8, R-CUSTOM-3'),
    # an edge case with its creator present (text/edge_cases.py)
    N_("an edge case is its creator's to decide when present, only then the table's "
       'majority; R-FAQ-5, R-CUSTOM-5'),
    N_('a creator may delete their own rule at any time without a vote; R-VOTE-4, R-VOTE-8'),
    N_('before voting, say whether the change holds at once or from the next round; '
       'finished card actions are never undone; R-VOTE-6, R-CUSTOM-3'),
    # who stands for a side in Roshambo (text/roshambo_sides.py)
    N_('if nobody will defend the rule, the change passes; R-ROSHAMBO-1, R-VOTE-8'),
    N_('a side that cannot pick its representative holds a knockout among its members; '
       'R-ROSHAMBO-3, R-VOTE-8'),
    N_('draws do not count, R-ROSHAMBO-2; R-VOTE-8'),
    N_("an unclear rule is its creator's to read, then the table's majority; R-CUSTOM-5, "
       'R-FAQ-5'),
    # who settles a rule's reading when its creator is away (text/rule_reader.py)
    N_("an absent creator's rule is read by the table's majority, then by the reading that "
       "changes base Lopti least; nobody speaks for the creator; R-SESSION-3, R-FAQ-5"),
    N_("free text names a person: {words} (R-CUSTOM-4)"),  # given_names.py, LP303
    N_("free text claims the table's agreement: {words} ({why})"),
    N_("the table agrees in the session, not in the rule's words; R-CUSTOM-3"),
    N_('leave the agreement out of the text: the whole table agrees in the session '
       '(`lopti session rule add --agreed-by`, R-CUSTOM-3)'),
    # a rule of play said in words (language/text/play_readings.py, LP716)
    N_('free text lays down a rule of play: {words} ({why})'),
    # a numbered base rule said otherwise for everyone (text/base_for_all.py)
    N_("{rule} said otherwise for everyone; only the rule vote adjusts a base rule, R-VOTE-1; "
       "the game never hears a text and no check reads it: write it as the rule's actions, "
       "R-CUSTOM-2, R-CUSTOM-3"),
    N_("going out or a win that does not count, R-WIN-1; the game never hears a text and "
       "no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("cleared cards brought back into play, R-CLEAR-3; the game never hears a text and "
       "no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("a rule from a round on, R-CUSTOM-1; the game never hears a text and no check "
       "reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("extra cards each round, R-CUSTOM-3; the game never hears a text and no check "
       "reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    # what the base game settles outside a turn, said otherwise (session 24: text/
    # wins_counted.py, carry_over.py, deal_tampered.py; LP716)
    N_("each round has one winner and every round won counts the same, one win, R-WIN-3; "
       "finished results are never undone, R-VOTE-6; the game never hears a text and no "
       "check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    # a cost that grows with a count of the evening (language/text/running_count.py)
    N_("a cost that grows with a count of the evening has no bound, R-CUSTOM-3; the game "
       "never hears a text and no check reads it: write it as the rule's actions, "
       "R-CUSTOM-2, R-CUSTOM-3"),
    # a rule said to reach back to the rounds before it (language/text/retroactive.py)
    N_("no rule may apply retroactively, R-CUSTOM-3: a rule holds from its announcement "
       "on, R-CUSTOM-1, and finished results are never undone, R-VOTE-6; the game never "
       "hears a text and no check reads it: write it as the rule's actions, R-CUSTOM-2, "
       "R-CUSTOM-3"),
    # a player kept out of a round by another's pick (language/text/benched.py)
    N_("a player kept out of a round cannot win it, R-CUSTOM-3, and one picked by another "
       "is a person, not a condition of the game, R-CUSTOM-4; the game never hears a text "
       "and no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    # a round's places set by a person (language/text/places_set.py)
    N_("places come from the order players go out, R-WIN-3, and a place one person hands "
       "out picks a person, R-CUSTOM-4; the game never hears a text and no check reads it: "
       "write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("every session starts fresh, R-SESSION-1; only old rules return, by a vote at setup, "
       "R-SESSION-2; the game never hears a text and no check reads it: write it as the "
       "rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("a shuffled deck dealt alike, face-down cards nobody sees, R-SETUP-1, R-SETUP-2; the "
       "game never hears a text and no check reads it: write it as the rule's actions, "
       "R-CUSTOM-2, R-CUSTOM-3"),
    # a base-game action taken over in words (language/text/claims.py, LP716)
    N_("the bonus play is the clearer's, R-CLEAR-1; the game never hears a text and no "
       "check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("every player may swap before play, R-SETUP-3; the game never hears a text and no "
       "check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("a player may always pick up the pile, R-TURN-2; the game never hears a text and "
       "no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("nobody sees the face-down cards, R-SETUP-2; the game never hears a text and no "
       "check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("nobody sees the draw pile's cards or another player's hand, R-SETUP-2; the game "
       "never hears a text and no check reads it: write it as the rule's actions, "
       "R-CUSTOM-2, R-CUSTOM-3"),
    N_("in a session's first round the dealer plays first, later the previous round's winner,"
       " R-SETUP-4; the game never hears a text and no check reads it: write it as the "
       "rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("any pickup ends the picker's turn, R-TURN-2; the game never hears a text and no "
       "check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("on an empty table a player with cards must play, R-TURN-3; the game never hears a "
       "text and no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("a player already out makes no bonus play, R-WIN-2; the game never hears a text and "
       "no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("a player draws after a play, R-DRAW-1; the game never hears a text and no check "
       "reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("every player still in gets their turns, R-TURN-1; the game never hears a text and "
       "no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("only the 2, 3, 7 and 10 have a power and every player still in gets their turns, "
       "R-SPECIAL, R-TURN-1; the game never hears a text and no check reads it: write it "
       "as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    N_("a special rank's power is the base game's, R-SPECIAL, R-CLEAR-2; the game never "
       "hears a text and no check reads it: write it as the rule's actions, R-CUSTOM-2, "
       "R-CUSTOM-3"),
    N_("which rank may be played on which is the base game's, R-PLAY-2, R-SPECIAL-7; the "
       "game never hears a text and no check reads it: write it as the rule's actions "
       "('allow J on Q'), R-CUSTOM-2, R-CUSTOM-3"),
    # what a text claims over the vote, Roshambo, other rules and seats (claims.py)
    N_('a vote handed to another; R-VOTE-2, R-VOTE-8'),
    N_('a proposal struck before the vote; R-VOTE-1, R-VOTE-8'),
    N_('some kept from voting; everyone votes, R-VOTE-2, R-VOTE-8'),
    N_('everyone votes and the share decides, no one player; R-VOTE-2, R-VOTE-8'),
    N_('rock, paper and scissors only, R-ROSHAMBO-2; R-VOTE-8'),
    N_('one player, one vote, one vote a round; R-VOTE-1, R-VOTE-2, R-VOTE-8'),
    N_('its creator defends a rule, R-ROSHAMBO-1; R-VOTE-8'),
    N_('no rule ranks above the others; only the rule vote removes one, R-VOTE-1, '
       'R-CUSTOM-5'),
    N_('only the rule vote removes a rule, R-VOTE-1; a creator deletes only their own, '
       'R-VOTE-4'),
    # the official procedure as a model (procedure_model.py)
    N_('any player may ask for a change, R-VOTE-1, R-ROSHAMBO-1; R-VOTE-8'),
    N_('only the rule vote changes a rule, R-VOTE-1; a creator deletes only their own, '
       'R-VOTE-4'),
    N_('at 15-15 the next decided round wins, R-ROSHAMBO-2; R-VOTE-8'),
    N_('a removed rule comes back only through a later rule vote, R-VOTE-7, R-SESSION-2'),
    N_("nobody has the last word on a rule's meaning: its creator settles ambiguity, "
       'never rewrites it; R-CUSTOM-5, R-SESSION-3'),
    N_('free text arranges the seats: {words}, who sits where picks people, not roles '
       '(R-CUSTOM-4)'),
    N_('free text picks people by who they are to each other: {words} (R-CUSTOM-4)'),
    N_('free text asks a person for something beyond the game: {words}; the whole table '
       'agrees first (R-CUSTOM-3)'),
    N_('free text stakes a chore or errand on the result: {words}; it falls on whoever '
       'loses, which nobody agrees to in advance (R-CUSTOM-3)'),
    N_("write the rule of play as the rule's actions ('draws 1 card', 'picks up the "
       "pile') so the checks judge it; a text only says or asks what the table does off "
       "the game (R-CUSTOM-3)"),
    # what a text asks of a body, by its slots (language/text/bodily.py)
    N_('free text demands something {what}: {words} ({why}; R-CUSTOM-3: ask it only of '
       'whoever wants to)'),
    # what a text asks of others' things, of people who do not play
    # (language/text/others_things.py, onlookers.py; session 40)
    N_("free text demands something {what}: {words} ({why}; R-CUSTOM-3)"),
    N_("someone else's things spoilt"),
    N_("someone else's things taken without asking"),
    # an animal hurt (language/text/animals.py; session 41)
    N_("an animal hurt, frightened or put at risk"),
    N_("free text lays a duty on someone who does not play: {words}; a rule binds only the "
       "players who agreed to it (R-CUSTOM-3, R-SESSION-1)"),
    N_('a posture held'),
    N_('exerting'),
    N_('off the table'),
    N_("an act on another player's body"),
    N_('held for a stretch of time'),
    # a favour by standing in words (language/text/standing_slots.py, take_back.py)
    N_("free text spares one player what everyone else must do: {words} (R-CUSTOM-4: the "
       "creator is one person, and a standing favoured is a person in the role's clothes)"),
    N_("free text lets one player alone undo what is done: {words} (finished card actions "
       "stand, R-VOTE-6; a standing or the creator favoured is a person, R-CUSTOM-4)"),
    N_("free text puts a turn clock on everyone but one player: {words} (R-CUSTOM-4: the "
       "creator is one person, and a standing spared is a person in the role's clothes)"),
    # a play out of turn, a victim picked (language/text/cut_in.py, standing_picks.py)
    N_("free text lets one player alone play out of turn: {words} (R-TURN-1: one player "
       "at a time, clockwise; the creator is one person, and a standing favoured is a "
       "person in the role's clothes, R-CUSTOM-4)"),
    N_("free text lets one player pick who takes a cost: {words} (R-CUSTOM-4: a rule "
       "aims at conditions, not people; the creator is one person, and a standing who "
       "picks is a person in the role's clothes)"),
    # a view, a note or advice for one alone (language/text/insight.py)
    N_("free text gives one player alone a view, a note or advice the others go "
       "without: {words} (everyone plays from the same view: cards out of play are out "
       "for all, R-CLEAR-3; a draw is one unseen card, R-DRAW-1; nobody outside the "
       "table plays, R-SETUP-2; a standing or the creator favoured is a person, "
       "R-CUSTOM-4)"),
    # a standing favoured, read by its shape (language/text/favour_shape.py)
    N_("free text gives one standing what the others do not get, or spares it what "
       "they carry: {words} (game roles held in turn and changing conditions are "
       "allowed; a standing or the creator favoured is a person in the role's clothes, "
       "R-CUSTOM-4)"),
    # a partner picked or an event redone at a standing's will (language/text/standing_powers.py)
    N_("free text lets one standing, the creator or its speaker pick a person to side "
       "with: {words} (an ally chosen is a person, R-CUSTOM-4; only the first player out "
       "wins, R-WIN-3)"),
    N_("free text lets one standing, the creator or its speaker have a deal, a shuffle "
       "or a draw done again at will: {words} (a rule adds to a base event and never "
       "cancels it, R-CUSTOM-2, R-SETUP-2; a standing or the creator favoured is a "
       "person, R-CUSTOM-4)"),
    # a standing granted a good, a power or a result in any shape (language/text/standing_grants.py,
    # standing_slots.py: who x how x what)
    N_("free text grants one standing, the creator or a seat it picks out a power, a "
       "good or a result the others do not share: {words} (game roles held in turn "
       "and changing conditions are allowed, a standing or the creator is a person in "
       "the role's clothes, R-CUSTOM-4; only the first player out wins, R-WIN-3)"),
    # a body's need withheld from a person (language/text/needs.py)
    N_("a body's need withheld: water, food, sleep or the toilet are no game stake"),
    # a people or a person mimicked on demand (language/text/mimicry.py)
    N_("a people or a person mimicked: an accent, a dialect, a stereotype or someone's "
       "stutter or limp put on for the table is a caricature, not a game stake"),
    # a person's life beyond the game made the stake (language/text/life_beyond.py)
    N_("a person filmed or recorded for someone to keep: their image and voice are their own"),
    N_("where a person is, shared or reported: their whereabouts are their own"),
    N_("a tie to a friend, a partner or a relative cut: a person's relationships are no game "
       "stake"),
    N_("a person's own profile or posts dictated: what they show the world outlasts the game"),
    N_("work owed outside the game: a shift, homework or a day's help is no game stake"),
    N_("a person sent out into the cold without a coat: a risk to the body"),
    N_("a dependent left without care: a child left alone or the babysitter sent home "
       "harms someone who is not playing"),
    N_("a ban on a person's own life for days after the game: what they eat, watch or do at "
       "home is their own"),
    N_("an open favour owed to another player, to be called in at any time: an obligation "
       "that outlasts the game"),
    N_("a person's vote in an election dictated: their civic choice is their own"),
    N_("a person's signature under a petition, a contract or an IOU: a binding act is no game "
       "stake"),
    # what a game result takes from a person's life after the game (text/life_after.py)
    N_("an appointment, a birthday or a wedding given up: a person's engagements with people "
       "outside the game are no game stake"),
    N_("a person's way home taken: a walk alone in the dark, no lift or a locked bike is a "
       "risk to the body"),
    N_("a regime on a person's body for days after the game: exercise, cold or a diet is "
       "their own to choose"),
    N_("a person's body weighed, measured or tested before others: its numbers are their own"),
    N_("the key to a person's life handed over: a password, a PIN or a house key is their "
       "own"),
    N_("a fast or a faith's rule broken on demand: a person's observance is their own "
       "(R-CUSTOM-4)"),
    N_("a person's home left open overnight: an unlocked door or a key under the mat is a risk "
       "to them and whoever lives there"),
    N_("a person's own blood or organ given for a game result: the body is its owner's to "
       "give"),
    N_("someone outside the game made to bear its result: a child, a partner or a parent "
       "never sat at the table (R-CUSTOM-4)"),
    # what keeps a person's life running off the table (text/life_kept.py)
    N_("a membership, a course or a subscription ended on demand: a person's commitments "
       "outside the game are no game stake"),
    N_("a person made unreachable for the night: the people who may need them never agreed "
       "to the game"),
    N_("a safety device disabled: a smoke or gas alarm guards everyone in the house"),
    N_("a person's own keys, cards or papers held past the session: their things are no "
       "pledge"),
    # a player's stake in life moved by a game result (text/life_moved.py)
    N_("a person's life insurance or will named to the winner: an inheritance or a policy is "
       "its owner's to give, no game stake"),
    N_("something a person's life holds outside the game handed to the winner: a pet, a car, "
       "a place on a waiting list or a position is no game stake"),
    N_("a position in a person's life given up for a game result: a job application, a "
       "promotion or a booking is their own"),
    # a person treated as air or as a thing at the table (language/text/treated.py)
    N_("a person shunned by the table: ignored, not spoken to or looked at, a punishment on "
       "the person, not the cards"),
    N_("a person used as furniture: a footstool or a table for the others is degrading and a "
       "strain on the body"),
    # a body, a liberty or a sense put at risk (language/text/liberty.py)
    N_("a person shut in a small space: their liberty is their own, and the space is a risk "
       "to the body"),
    N_("a person made to stand on something that rolls or tips: a fall waits"),
    N_("a small object kept in the mouth: a choking risk, whoever takes it"),
    N_("the aid a sense needs taken away: only those who need glasses or a hearing aid pay, "
       "and it is not their choice"),
    # a body brought to a hazard, a false alarm raised (language/text/hazards.py)
    N_("a body brought to a hazard: a live current, a blade, a blast, traffic, deep water, air "
       "cut off, a glare, a poison or a hot thing held is no game stake"),
    N_("a false alarm to the emergency services: it takes help from people in need and is "
       "against the law"),
    N_("alcohol or tobacco given to a child: it harms someone who cannot consent and is "
       "against the law"),
    # a health condition pressed, sleep broken (language/text/pressed.py; its election
    # vote handed over is life_beyond.py's "dictated", one reading)
    N_("a health condition overridden: an allergy, an intolerance, a diet or a fear is no "
       "game stake"),
    N_("a person's sleep broken on demand: the night is not the game's"),
    # a false review of people outside the table (language/text/reviews.py)
    N_("a false review of a shop, a place or a person outside the table: a lie that costs "
       "people who never agreed to the game"),
    # a substance taken into the body on demand (language/text/intake.py)
    N_("a substance taken into the body on demand: no medicine, remedy or drug is a game stake"),
    # someone's private things handed over or opened to others (language/text/private.py)
    N_("someone's private things handed over, unlocked or shown to others"),
    # a belief professed, a private life told on demand (language/text/conscience.py)
    N_("a belief professed on demand: a prayer, a sign of the cross, a creed, an oath by a "
       "god or a party's slogan is the player's conscience, not the game's price"),
    N_("someone's private life told to the table: income, debts, weight, age, love life or "
       "health is the player's own, not the game's price"),
    # the table left out: signs in secret (language/text/unbidden.py)
    N_('signs or whispers about the cards between some players only; what a rule shows, '
       'it shows the whole table, R-CUSTOM-2, R-CUSTOM-4'),
    # a game cost laid on talking, asking or a body's needs (language/text/off_game.py)
    N_("a game cost for speaking at the table: a pickup is the player's own choice "
       "and nobody's silence is a rule, R-TURN-2, R-CUSTOM-4"),
    N_('a game cost for asking about a rule: the rule is announced whole and its '
       'creator settles doubt, R-CUSTOM-1, R-CUSTOM-5'),
    N_("a game cost for a body's needs or for leaving the table: nobody can consent "
       'to hold them in, and a place is won by play, R-CUSTOM-3, R-WIN-3'),
    # a game consequence on any other condition, by its shape (language/text/conditioned.py)
    N_('a game cost laid on a condition the game never hears: only a rule\'s actions '
       'draw cards, take the pile, skip a turn or decide a place, R-CUSTOM-2, R-CUSTOM-3'),
    N_("a game advantage laid on a condition the game never hears: only a rule's "
       'actions give an extra play, a second draw or a look at hidden cards, '
       'R-CUSTOM-2, R-CUSTOM-4'),
    # a concession or a place forced in words (language/text/forced_out.py)
    N_('a place decided in words: a player gives up or is written down at a place only by '
       'play, no rule bars a win, R-WIN-3, R-CUSTOM-3'),
    # a player picked by someone's liking (language/text/favourite.py)
    N_("free text picks a player by someone's liking: {words}, a disguised person "
       "(R-CUSTOM-4)"),
    N_("'{verb}' asks something that is not a known table action: '{text}'"),
    N_("say a number instead: '{hand of next player}' or '{play.count}'"),
    N_("'{}' holds no value: write one, like '{play.count}'"),
    N_("placeholders look like '{play.count}'; '{{' writes a brace"),
    N_('a text may speak at most {most} values, this one has {n}'),
    N_('say fewer things at once, or split the text'),
    # a lasting mark on a card (language/text/card_marks.py, r2text38)
    N_('a lasting mark on a card lets whoever knows it read a hidden card, R-SETUP-2, and '
       'defaces the deck, R-CUSTOM-3'),
)
