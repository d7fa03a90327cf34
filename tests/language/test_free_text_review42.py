"""False alarms the session-42 review found in game_powers.py's word lists, each a fair
sentence with a procedure word in an everyday sense (R-CUSTOM-1, R-VOTE-2 untouched), and
the unfair readings they sit beside, which stay (LP709, LP716, LP707).
"""

from __future__ import annotations

from support import each
from support.freetext import codes

FAIR = [
    "The dealer may take the card that lies on top of the pile.",  # lies: lies on the pile
    "The loser can lie down on the sofa for a round.",
    "The dealer corrects whoever breaks the rule.",
    "Under this rule the dealer draws a card and turns it face up on the table.",
    "Everyone votes on a song. The loser then says the lyrics alone.",
    "Under this rule, whatever the dealer puts on the table stays there.",
]
UNFAIR = [
    ("The champion may lie about how many cards they hold.", "LP716"),
    ("The creator may rewrite this rule whenever they like.", "LP709"),
    ("The champion switches this rule on and off as they like.", "LP709"),
    ("Şampiyon bu kuralı istediği zaman değiştirir.", "LP709"),
    ("Oylar son kazanan tarafından kimse görmeden sayılır ve onun sayımı geçerlidir.",
     "LP707"),
]


@each.parametrize("text", FAIR, size=15)
def test_r_custom_1_an_everyday_word_is_no_procedure_held(text: str) -> None:
    assert not codes(text) & {"LP707", "LP709", "LP716"}, text


@each.parametrize(("text", "code"), UNFAIR, size=15)
def test_r_custom_1_r_vote_2_a_procedure_in_one_hand_stays_refused(text: str, code: str) -> None:
    assert code in codes(text), text
