"""People off the game in free text (language/text/persons.py): session 18's attack, in five
languages (tests/data/free_text/people18.toml, written before the fix).

R-CUSTOM-4 (conditions, not people: a person described by a place in the room, the body,
the age or who they are to the evening is a disguised person target, LP304; a role in the
game is not), R-CUSTOM-3 (another's body touched, wetted or flicked is harm, LP703; a
gesture one makes oneself, a bow or a glass raised to someone, is a table action),
R-VOTE-1 (a claim over the vote in any name the table reads: a rule's or a count's).
"""

from __future__ import annotations

import pytest
from support import attacks, each
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import is_table_action, judge

ATTACK = attacks.load("people18.toml")
FLAGGED = attacks.cases(ATTACK)
CLEAN = attacks.texts(ATTACK)
GESTURES = attacks.texts(ATTACK, "gesture")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def lint_codes(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text).diagnostics)


def test_r_custom_4_the_attack_holds_thirty_texts_a_side_in_five_languages() -> None:
    assert len(FLAGGED) >= 30 and len(CLEAN) + len(GESTURES) >= 30
    assert {lang for lang, _, _ in FLAGGED} == {lang for lang, _ in CLEAN} == LANGUAGES
    assert {lang for lang, _ in GESTURES} == LANGUAGES


@each.parametrize(("lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_custom_3_people_off_the_game_and_bodies_touched_are_flagged(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_roles_and_places_that_pick_nobody_stay_clean(lang: str,
                                                                 text: str) -> None:
    assert codes(text) == [], (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), GESTURES, ids=lambda x: str(x)[:30])
def test_r_custom_3_a_gesture_toward_someone_is_a_table_action(lang: str, text: str) -> None:
    assert codes(text) == [] and is_table_action(text), lang


@each.parametrize(("place", "role"), [
    ("whoever sits with their back to the fireplace draws two", "whoever played last draws two"),
    ("the player facing the TV deals", "the player left of the dealer deals"),
    ("people with glasses pick up first", "people with a pair pick up first"),
    ("the oldest person at the table leads", "the player with the highest card leads"),
    ("whoever brought the wine skips a turn", "whoever brought the pile back skips a turn"),
    ("wer mit dem Rücken zur Tür sitzt, zieht zwei", "wer zuletzt gespielt hat, zieht zwei"),
    ("degene met de baard deelt", "degene met de meeste kaarten deelt"),
    ("kapıya sırtı dönük oyuncu iki kart çeker", "son oynayan oyuncu iki kart çeker"),
    ("面朝北的人先出牌", "赢家先出牌"),
], size=15)
def test_r_custom_4_a_description_is_a_person_and_a_role_is_not(place: str, role: str) -> None:
    """New wordings of the class, not of the attack's sentences: a place, a bearing, the
    body, the age or a relation picks a person; the same frame with a game fact is a role."""
    assert "LP304" in codes(place), [f.message for f in judge(place)]
    assert "LP304" not in codes(role), [f.message for f in judge(role)]


@each.parametrize("text", [
    "Folks over six feet tall draw an extra card.", "The birthday kid never picks up.",
    "Anybody wearing red goes first.", "Whoever lives closest leads the round.",
    "The guy on the couch deals every hand tonight.",
    "Wer bei sich zu Hause spielt, gibt die ganze Nacht.",
    "Die Größten am Tisch ziehen eine Karte mehr.", "De gastheer deelt de hele avond.",
    "Wie het langst is, trekt een kaart extra.", "Evin sahibi hep ilk oynar.",
    "İçecekleri getiren sırasını atlar.", "Boyu en uzun olan oyuncu bir kart fazla alır.",
    "在谁家玩就由谁发牌。", "背对着门的玩家整晚发牌。", "戴眼镜的玩家少摸一张。",
    # a third round, in other registers: an address, a comparison, "everyone with"
    "Players by the window: you skip the vote.", "Anyone taller than 1.80 m takes the pile.",
    "Wer größer als 1,80 ist, zieht eine Karte mehr.", "Iedereen met een bril pakt een kaart.",
    "Pencereye sırtını veren oyuncu dağıtır.", "个子最矮的先出。", "年纪最大的发牌。",
])
def test_r_custom_4_second_round_wordings_written_after_the_fix(text: str) -> None:
    """Wordings of the class written after the first fix to test it, in other registers
    and shapes (a nominal superlative, a Turkish participle, a home, a birthday): the
    six the first fix missed needed a word of the class or a shape, no phrase."""
    assert "LP304" in codes(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "The oldest rule in the book stays.", "The tallest stack of cards goes to the winner.",
    "Der älteste Stapel wird gemischt.", "De oudste kaart gaat terug.",
    "Whoever brought the pile back shuffles.", "Wer den Stapel mitgebracht hat, mischt.",
    "The dealer puts the deck at the head of the table.", "Blow your nose if you need to.",
    "Place your cards face down, everyone.", "The winner gets a birthday cheer.",
    "Wear a party hat if you like.", "生日快乐，赢家！", "Kazanan herkese gülümser.",
])
def test_r_custom_4_a_trait_of_a_thing_or_ones_own_body_picks_nobody(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@each.parametrize(("other", "own"), [
    ("spit on the dealer's face", "blow your nose"),
    ("pour ketchup over the winner's head", "put your cards face down, dealer"),
    ("Spritz dem Geber Wasser ins Gesicht", "putz dir die Nase"),
    ("Spuug de deler in het gezicht", "snuit je neus"),
    ("Dağıtanın yüzüne su püskürt", "burnunu sil"),
    ("往赢家脸上吐口水", "擦擦自己的脸"),
    ("Kaybedenin yüzüne su sıçrat", "yüzünü yıka"),
    ("Giet water over het hoofd van de verliezer", "was je gezicht"),
], size=15)
def test_r_custom_3_another_face_wetted_is_an_unwanted_touch(other: str, own: str) -> None:
    assert "LP703" in codes(other), [f.message for f in judge(other)]
    assert "LP703" not in codes(own)


@each.parametrize(("touch", "thing"), [
    ("Put your hand on the winner's shoulder.", "Put your cards on the pile."),
    ("Stroke the dealer's hair.", "Put the deck in the dealer's hand."),
    ("Grab the picker's arm.", "Look at the winner's face."),
    ("Leg je hand op de knie van de winnaar.", "Leg je kaarten op de stapel."),
    ("Leg deine Hand auf das Knie des Gebers.", "Leg deine Karten auf den Stapel."),
    ("Kazananın omzuna elini koy.", "Kartlarını yığına koy."),
    ("把手放在赢家的腿上。", "把牌放在牌堆上。"),
    ("Hold the loser's hand until the next round.", "Put your cards in the dealer's hand."),
    ("Houd de hand van de winnaar vast.", "Look at the dealer's hand."),
], size=15)
def test_r_custom_3_a_hand_laid_on_someone_elses_body_is_an_unwanted_touch(
        touch: str, thing: str) -> None:
    """Harm as a scale: laying a hand on, or taking hold of, a body part named as someone
    else's is LP703 (written after the fix of the wet finger, as its next step)."""
    assert "LP703" in codes(touch), [f.message for f in judge(touch)]
    assert codes(thing) == []


@each.parametrize(("fed", "fair"), [
    ("Feed the loser a spoonful of mustard.", "The dealer feeds the deck to the shuffler."),
    ("Füttere den Verlierer mit Senf.", "Ein Löffel Glück!"),
    ("Voer de verliezer een lepel mosterd.", "Voer de regel uit."),
    ("Kaybedene bir kaşık hardal yedir.", "Kaybedene bir kart ver."),
    ("给输家喂一勺芥末。", "喂，轮到你了。"),
], size=15)
def test_r_custom_3_someone_fed_is_made_to_eat(fed: str, fair: str) -> None:
    """Forcing someone to eat or drink is on the scale of harm (LP701), however it is fed."""
    assert "LP701" in codes(fed), [f.message for f in judge(fed)]
    assert codes(fair) == []


def test_r_custom_3_a_toast_is_no_drinking_but_an_emptied_glass_is() -> None:
    assert codes("Hef je glas op de winnaar!") == []
    assert "LP701" in codes("Hef je glas en drink het op")
    assert "LP701" in codes("raise your glass and down it")


def test_r_custom_3_the_wet_finger_is_an_error_not_a_question_to_the_table() -> None:
    """A demand the table could not agree to is an error (LP703), not the warning that
    waits for its agreement (LP712)."""
    text = ('rule "R"\n  after pickup:\n    every other player does '
            '"steekt een natte vinger in het oor van de oppakker"\n')
    assert lint_codes(text) == ["LP703"]


@pytest.mark.parametrize("name", [
    "only the creator may remove this rule", "nobody can remove this rule",
    "Nur der Sieger darf diese Regel ändern", "这条规则谁也不能删",
])
def test_r_vote_1_a_claim_in_a_counts_name_is_read_as_in_the_rules_name(name: str) -> None:
    """Names of every kind go through the says texts' judge: a count's name is read
    back at the table as the rule's name is (R-VOTE-1, R-VOTE-4)."""
    text = (f'rule "Eights"\n  count "{name}" this round\n'
            f'  after play when play.rank is 8:\n    add 1 to "{name}"\n')
    found = lint_codes(text)
    assert set(found) & {"LP707", "LP709"}, found
    named = text.replace(name, "eights").replace('rule "Eights"', f'rule "{name}"')
    assert set(lint_codes(named)) & {"LP707", "LP709"}


def test_r_vote_1_a_plain_counts_name_is_clean() -> None:
    text = ('rule "Eights"\n  count "eights played by the winner" this round\n'
            '  after play when play.rank is 8:\n    add 1 to "eights played by the winner"\n')
    assert lint_codes(text) == []


@each.parametrize("name", [
    "每局输家给赢家五块钱", "Twenty lira a round to the winner", "Ein Euro pro Runde",
    "De verliezer betaalt twee euro", "Kaybeden yirmi lira öder", "€2 to the winner",
], size=15)
def test_r_custom_3_a_sum_of_money_in_a_name_is_stakes(name: str) -> None:
    """A name states a sum of money (an amount in a currency): stakes on the game, in a
    count's name as in the rule's (R-CUSTOM-3, LP710; redteam13 invent-count-stakes-zh)."""
    text = (f'rule "Kings"\n  count "{name}" this round\n'
            f'  after play when play.rank is K:\n    add 1 to "{name}"\n')
    assert "LP710" in lint_codes(text)
    named = text.replace(name, "kings").replace('rule "Kings"', f'rule "{name}"')
    assert "LP710" in lint_codes(named)


@each.parametrize("name", [
    "Winner pays", "Opener pays", "Back pay", "Raising the stakes", "The buck stops here",
    "Five cards", "Euro night", "五块蛋糕", "On kart", "Ten-card trick",
])
def test_r_custom_3_money_words_without_a_sum_in_a_name_label_the_rule(name: str) -> None:
    """The game's own money metaphors ("Winner pays": cards paid) and numbers of other
    things label a rule; only a sum of money is stakes."""
    text = (f'rule "{name}"\n  count "{name}" this round\n'
            f'  after play when play.rank is K:\n    add 1 to "{name}"\n')
    assert "LP710" not in lint_codes(text)


@each.parametrize(("clink", "drunk"), [
    ("stößt mit allen am Tisch an", "stößt mit allen an und trinkt das Glas aus"),
    ("clinks glasses with everyone at the table", "clinks glasses and empties the glass"),
    ("klinkt met iedereen de glazen", "klinkt de glazen en drinkt het glas leeg"),
    ("herkesle kadeh tokuşturur", "kadeh tokuşturur ve kadehi bitirir"),
    ("和大家碰杯", "和大家碰杯然后干杯"),
], size=15)
def test_r_custom_3_glasses_clinked_are_a_gesture_and_a_drink_said_is_drinking(
        clink: str, drunk: str) -> None:
    """A clink is a toast everyone may join with any drink, the water too: a gesture one
    makes oneself, no obligation to drink (redteam13 fair-anstossen-de); a drink said
    beside it is drinking (LP701)."""
    assert is_table_action(clink) and codes(clink) == [], [f.message for f in judge(clink)]
    assert "LP701" in codes(drunk), [f.message for f in judge(drunk)]


def test_r_custom_3_someone_nudged_is_no_clink() -> None:
    """"jemanden anstoßen" (nudge someone) is no toast: only "mit ... anstoßen" and "auf
    ... anstoßen" are."""
    assert not is_table_action("stößt den Nachbarn an")


@pytest.mark.parametrize(("worn", "poured"), [
    ("whoever has glasses deals", "everyone drinks three glasses of water"),
    ("the player in glasses draws a card", "the dealer fills everyone's glasses with water"),
    ("people with glasses pick up first", "two glasses of lemonade for whoever wants them"),
])
def test_r_custom_4_glasses_worn_are_a_trait_and_glasses_poured_are_none(
        worn: str, poured: str) -> None:
    """Glasses someone wears pick a person by a trait (LP304); glasses a drink is poured
    into are a vessel and pick nobody (a quantity of drink is LP701's question, not a
    person's)."""
    assert "LP304" in codes(worn)
    assert "LP304" not in codes(poured)


@pytest.mark.parametrize(("blow", "case"), [
    ("The winner boxes the loser", "The loser puts the cards back in the box"),
    ("the loser must box with the winner", "The dealer hands out a box of chocolates"),
    ("Der Gewinner boxt den Verlierer", "Der Verlierer legt die Karten in die Box zurück"),
])
def test_r_custom_3_a_player_boxed_is_violence_and_the_card_box_is_a_thing(
        blow: str, case: str) -> None:
    """To box someone is a blow (LP702, R-CUSTOM-3) in English and German; the box the
    cards live in is a thing, and "back" after "put the cards" is no body part."""
    assert "LP702" in codes(blow)
    assert "LP702" not in codes(case)
