"""What a text asks of a person, by the act's structure (language/text/acts.py): session
20's attack in five languages (tests/data/free_text/acts20.toml, written before the fix in
batches: A fixed on, B and then C held back until measured).

R-CUSTOM-3: an act on another person's body or belongings, or an unsafe act (a thing
thrown at someone, water, ice or goo put on them), is an error whatever its words; a
harmless act one does oneself at the table (a gesture, speech, posture, thanks,
hospitality to everyone) is a table action (no LP712); anything else asked of a person (a
chore) waits for the table's agreement (LP712). R-CUSTOM-4: a player picked by what they
wear is a person target (LP304).
"""

from __future__ import annotations

from support import attacks, each
from support.attacks import codes

from lopti_rules.language.text.harm import is_table_action, judge

ATTACK = attacks.load("acts20.toml")
_HARM = {"LP701", "LP702", "LP703", "LP704", "LP705", "LP706"}


def _texts(group: str) -> list[tuple[str, str]]:
    return [(g["batch"], t) for g in ATTACK[group] for t in g["texts"]]


def test_r_custom_3_the_attack_holds_forty_texts_a_side_in_two_batches() -> None:
    unfair = [g["batch"] for k in ("harm", "person") for g in ATTACK[k] for _ in g["texts"]]
    fair = [g["batch"] for g in ATTACK["table"] for _ in g["texts"]]
    assert len(unfair) >= 40 and len(fair) >= 40
    assert set(unfair) == set(fair) == {"A", "B", "C"}


@each.parametrize(("batch", "text"), _texts("harm"), ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_an_act_on_another_or_an_unsafe_act_is_an_error(batch: str,
                                                                   text: str) -> None:
    assert set(codes(text)) & _HARM, (batch, [f.message for f in judge(text)])


@each.parametrize(("batch", "text"), _texts("person"), ids=lambda x: str(x)[:30])
def test_r_custom_4_a_player_picked_by_who_they_are_is_a_person(batch: str, text: str) -> None:
    assert "LP304" in codes(text), (batch, [f.message for f in judge(text)])


@each.parametrize(("batch", "text"), _texts("table"), ids=lambda x: str(x)[:30])
def test_r_custom_3_a_harmless_act_one_does_is_a_table_action(batch: str, text: str) -> None:
    assert codes(text) == [] and is_table_action(text), (
        batch, [f.message for f in judge(text)])


@each.parametrize(("batch", "text"), _texts("asked"), ids=lambda x: str(x)[:30])
def test_r_custom_3_anything_else_asked_waits_for_the_table(batch: str, text: str) -> None:
    assert not set(codes(text)) - {"LP712"} and not is_table_action(text), batch


@each.parametrize(("act", "other"), [
    ("Throw a cushion at the loser.", "Throw your cards on the pile."),
    ("Gooi een bierviltje naar de deler.", "Gooi je kaarten naar de deler."),
    ("Pour cold water over the picker.", "Pour everyone a glass of cold water."),
    ("Put ice down the loser's shirt.", "Put ice in everyone's glass."),
    ("Everyone sprays the picker with water.", "Everyone sprays the table with cleaner."),
    ("向输家扔纸团。", "给大家倒杯冰水。"),
    ("Make the loser drink.", "Pour the winner a drink."),
    ("De oppakker krijgt een emmer water over zich heen.", "De oppakker krijgt een glas water."),
    ("Tie the loser's shoelaces together.", "Take away everyone's empty cups."),
    ("Kaybedenin yüzüne krem bulaştır.", "Herkese bulaşıkları yıkayacağını söyler."),
    ("Put ice down the dealer's back.", "Put ice in the drinks."),
    ("往赢家鞋里倒水。", "往大家杯子里倒茶。"),
    ("Trip the picker when they go to the kitchen.", "Take a trip to the kitchen."),
    ("Sprinkle salt on the picker.", "Sprinkle salt on the popcorn for everyone."),
    ("Pour water over the picker.", "Pour water into everyone's glass."),
], size=15)
def test_r_custom_3_the_target_decides_not_the_word(act: str, other: str) -> None:
    """The same verb and thing sent at a person, or put on their body, is harm; sent to a
    pile or served in a glass it is none."""
    assert set(codes(act)) & _HARM, [f.message for f in judge(act)]
    assert not set(codes(other)) & _HARM, [f.message for f in judge(other)]


@each.parametrize(("gesture", "forfeit"), [
    ("stands up and bows", "stands until the next round"),
    ("sagt laut 'gut gespielt'", "sagt bis zur nächsten Runde nichts"),
    ("给每个人倒一杯茶", "给赢家拿饮料"),
    ("herkese iyi geceler der", "der Verlierer wäscht ab"),
    ("跟大家说晚安", "says nothing until the next round"),
    ("herkese buzlu çay ikram eder", "bulaşıkları yıkar"),
    ("says thanks and sits back down", "says thanks and fetches the winner a coffee"),
])
def test_r_custom_3_a_gesture_held_or_a_service_to_one_is_asked(gesture: str,
                                                                forfeit: str) -> None:
    assert is_table_action(gesture) and codes(gesture) == []
    assert not is_table_action(forfeit)
