"""The plain-words reader's phrase table: every phrase ``fmt --words`` says, in English.

Each phrase is a gettext message (``N_`` marks it for the catalogs, lopti_rules/i18n); the
reader (:mod:`.words`) shows it in the language in use with ``gettext``, and fills its
``{fields}`` after translation, so each language orders its own words ("{event} sonra",
"{event}之后"). English is the source: the English reading is these strings as written.
"""

from __future__ import annotations

from ...i18n import N_

#: how "after ___" reads for each base event
#: (English here; shown in the language in use, lopti_rules/i18n)
EVENTS: dict[str, str] = {
    "deal": N_("the deal"), "swap": N_("a swap of face-up cards"),
    "turn": N_("the start of a turn"), "play": N_("a play"), "draw": N_("a draw"),
    "pickup": N_("a pickup"), "clear": N_("a clear"), "bonus": N_("a bonus play"),
    "take_up": N_("face-up cards are taken up"), "flip": N_("a blind play"),
    "pass": N_("a 3 is passed"), "out": N_("a player goes out"), "win": N_("a win"),
    "round_end": N_("the end of the round"), "turn_end": N_("a turn ends"),
}
#: who "the acting player" is in a hook on each event
ACTING: dict[str, str] = {
    "deal": N_("the leader"), "swap": N_("the player who swapped"),
    "turn": N_("the player whose turn it is"), "play": N_("the player who played"),
    "draw": N_("the player who drew"), "pickup": N_("the player who picked up"),
    "clear": N_("the player who cleared"), "bonus": N_("the player with the bonus play"),
    "take_up": N_("the player who took up"), "flip": N_("the player who played blind"),
    "pass": N_("the player who passed"), "out": N_("the player who went out"),
    "win": N_("the winner"), "round_end": N_("the winner"),
    "turn_end": N_("the player whose turn ended"),
}
#: attributes as noun phrases (``play.rank`` -> "the rank played")
ATTRIBUTES: dict[str, str] = {
    "deal.players": N_("the number of players dealt in"),
    "turn.number": N_("the turn's number this round"),
    "play.rank": N_("the rank played"), "play.count": N_("the number of cards played"),
    "play.source": N_("where the cards came from"),
    "play.previous_rank": N_("the rank of the previous play"),
    "play.previous_count": N_("the number of cards in the previous play"),
    "draw.count": N_("the number of cards drawn"),
    "pickup.count": N_("the number of cards picked up"),
    "pickup.reason": N_("the reason for the pickup"), "clear.cause": N_("the cause of the clear"),
    "clear.count": N_("the number of cards cleared"),
    "take_up.count": N_("the number of cards taken up"),
    "flip.rank": N_("the rank turned up"), "pass.chain": N_("the number of 3s passed in a row"),
    "out.place": N_("the finishing place"), "round_end.players": N_("the number of players"),
    "table.pile": N_("the number of cards on the pile"),
    "table.draw_pile": N_("the number of cards left to draw"),
    "table.cleared": N_("the number of cards cleared this round"),
    "table.players": N_("the number of players in the round"),
    "table.players_in": N_("the number of players still in"),
    "table.top_rank": N_("the rank on top of the pile"),
    "turn_end.number": N_("the number of the turn that ended"),
    "round.number": N_("the round's number"), "round.turns": N_("the number of turns this round"),
    "round.plays": N_("the number of plays this round"),
    "round.clears": N_("the number of clears this round"),
    "round.pickups": N_("the number of pickups this round"),
    "round.draws": N_("the number of draws this round"),
    "rule.rounds": N_("the number of rounds this rule has been in force"),
    "rule.clears": N_("the number of clears since this rule came in"),
    "rule.pickups": N_("the number of pickups since this rule came in"),
    "rule.fired": N_("the number of times this rule has fired before"),
}
#: truth attributes as a statement and its negation
TRUTHS: dict[str, tuple[str, str]] = {
    "play.bonus": (N_("it is a bonus play after a clear"), N_("it is not a bonus play")),
    "flip.legal": (N_("the blind play was legal"), N_("the blind play was not legal")),
    "round_end.capped": (N_("the safety cap ended the round"),
                         N_("the safety cap did not end the round")),
}
#: the roles of the vocabulary a table names most, as the reader says them
ROLE_WORDS: dict[str, str] = {
    "next": N_("the next player"), "previous": N_("the previous player"),
    "dealer": N_("the dealer"), "last_winner": N_("the last winner"),
    "fewest": N_("the player with the fewest cards"),
    "most": N_("the player with the most cards"),
    "roshambo_winner": N_("the Roshambo winner"), "roshambo_loser": N_("the Roshambo loser"),
    "every": N_("every player"), "every_other": N_("every other player"),
    "still_in": N_("every player still in"), "out": N_("every player who is out"),
}
#: the acting player's other names (``the clearer``: vocabulary.ACTING_WORDS)
ACTING_NAMES: dict[str, str] = {
    "clearer": N_("the clearer"), "picker": N_("the picker"), "drawer": N_("the drawer"),
    "winner": N_("the winner"),
}
#: roles relative to another (``player left of the picker``), with the other in {player}
RELATIVE: dict[str, str] = {
    "after": N_("the next player after {player}"),
    "before": N_("the previous player before {player}"),
    "left_of": N_("the player left of {player}"), "right_of": N_("the player right of {player}"),
}
#: the word values of event attributes (``clear.cause is four``), as a table says them
WORD_VALUES: dict[str, str] = {
    "ten": N_("ten"), "four": N_("four"), "threes": N_("threes"), "sevens": N_("sevens"),
    "custom": N_("custom"), "hand": N_("hand"), "up": N_("up"), "down": N_("down"),
    "choice": N_("choice"), "obligation": N_("obligation"), "blind": N_("blind"),
}
#: what a ``whose`` role measures (``every player whose hand is at most 2``)
WHOSE: dict[str, str] = {
    "hand": N_("every player whose hand {op} {value}"),
    "face_up": N_("every player whose face-up cards {op} {value}"),
    "face_down": N_("every player whose face-down cards {op} {value}"),
    "cards": N_("every player whose cards {op} {value}"),
}
#: ``for each player still in: ...``: the groups a ``for each`` goes round
FOR_EACH: dict[str, str] = {
    "every": N_("for each player"), "every_other": N_("for each other player"),
    "still_in": N_("for each player still in"), "out": N_("for each player who is out"),
}
RANK_ATTRIBUTES = frozenset({"rank", "previous_rank", "top_rank"})
FACES = {11: N_("Jack"), 12: N_("Queen"), 13: N_("King"), 14: N_("Ace")}
MEASURES = {"hand": N_("the number of cards in the hand of {player}"),
             "face_up": N_("the number of face-up cards of {player}"),
             "face_down": N_("the number of face-down cards of {player}"),
             "cards": N_("the number of cards held by {player}")}
#: "every third clear": the event each ``round.*`` count counts (``after clear when
#: round.clears is a multiple of 3`` reads "After every third clear of the round")
EVERY: dict[str, tuple[str, str]] = {
    "clear": ("clears", N_("every {nth} clear of the round")),
    "play": ("plays", N_("every {nth} play of the round")),
    "pickup": ("pickups", N_("every {nth} pickup of the round")),
    "draw": ("draws", N_("every {nth} draw of the round")),
    "turn": ("turns", N_("every {nth} turn of the round"))}
#: "After a turn ends with 1 card in the hand": a turn_end hook's hand test, in words
HAND_OPS = {"==": N_("with {cards} in the hand"),
             ">=": N_("with at least {cards} in the hand"),
             "<=": N_("with at most {cards} in the hand"),
             ">": N_("with more than {cards} in the hand"),
             "<": N_("with fewer than {cards} in the hand")}
ORDINALS = {1: N_("first"), 2: N_("second"), 3: N_("third"), 4: N_("fourth"),
             5: N_("fifth"), 6: N_("sixth"), 7: N_("seventh"), 8: N_("eighth"),
             9: N_("ninth"), 10: N_("tenth")}
#: how each scope of a count (``count "x" this round``) reads
SCOPES: dict[tuple[str, ...], str] = {
    ("this", "round"): N_("back to 0 each round"),
    ("this", "session"): N_("kept through the session's rounds"),
}
OPS = {"==": N_("is"), "!=": N_("is not"), ">=": N_("is at least"), "<=": N_("is at most"),
        ">": N_("is more than"), "<": N_("is less than")}
