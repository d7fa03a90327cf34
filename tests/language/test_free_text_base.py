"""A model of what the base game says (language/text/basegame.py, baseorder.py): free text
that asserts another value of the base game, in five languages (issue 29, session 18).

R-SETUP-1 (the rank order), R-SPECIAL and R-CLEAR-2 (each special rank's power),
R-TURN-2 and R-SPECIAL-3 (who cannot play picks up; there is no pass), R-WIN-1 and
R-WIN-3 (the first player out wins that round, once), R-CUSTOM-1 (the winner invents one
rule): a text that says otherwise changes a base rule, which only the rule vote may do
(R-VOTE-1), and is LP716; a text that states the base value, jokes or asks is clean.
tests/data/free_text/base18.toml holds both sides, written before the readings were.
"""

from __future__ import annotations

import pytest
from support import attacks, each
from support.attacks import codes

from lopti_rules.engine import OFFICIAL, parse_rank
from lopti_rules.language.text import basegame
from lopti_rules.language.text.harm import judge

ATTACK = attacks.load("base18.toml")
CLEAN = attacks.texts(ATTACK)
FLAGGED = attacks.cases(ATTACK)


def test_r_vote_1_the_attack_covers_thirty_texts_a_side_in_five_languages() -> None:
    assert len(CLEAN) >= 30 and len(FLAGGED) >= 30
    assert {lang for lang, _ in CLEAN} == {lang for lang, _, _ in FLAGGED} == {
        "en", "de", "nl", "tr", "zh"}


@each.parametrize(("lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_vote_1_a_base_value_asserted_false_is_a_rule_of_play(lang: str, text: str,
                                                               code: str) -> None:
    assert code in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_setup_1_r_special_the_base_value_quoted_or_joked_about_is_clean(
        lang: str, text: str) -> None:
    assert codes(text) == [], (lang, [f.message for f in judge(text)])


@each.parametrize("text", [
    "从今晚开始，A比2还小",                                           # R-SETUP-1
    "Bu akşamdan itibaren as, ikiliden daha küçük sayılır",           # R-SETUP-1
    "Vanaf nu geeft een drie niets meer door, je legt hem gewoon weg",  # R-SPECIAL-3
    "From now on nobody has to take the pile: just say pass and the turn moves on",
    "Out on a two means you win the next round as well",              # R-WIN-3
    "Wer mit einer Dame ausgeht, darf sich gleich zwei neue Regeln ausdenken",  # R-CUSTOM-1
], size=15)
def test_r_win_3_r_custom_1_the_session_17_misses_are_read(text: str) -> None:
    """The six texts of tests/data/redteam9 the gate let through at the end of session 17."""
    assert "LP716" in codes(text)


@each.parametrize(("changed", "quoted"), [
    ("The Ace is lower than the King now.", "The Ace is higher than the King."),
    ("Ab heute ist der König höher als das Ass.", "Der König ist niedriger als das Ass."),
    ("Een twee is hoger dan een aas.", "Een twee is lager dan een aas."),
    ("Papaz astan büyüktür.", "Papaz astan küçüktür."),
    ("K比A大。", "K比A小。"),
    ("The Ace is no longer the highest card.", "The Ace is still the highest card."),
], size=15)
def test_r_setup_1_the_order_decides_not_the_words(changed: str, quoted: str) -> None:
    """The same words with the other value: the order of the cards decides which is a
    change, and a denial turns the proposition round."""
    assert "LP716" in codes(changed)
    assert codes(quoted) == []


@pytest.mark.parametrize(("denied", "quoted"), [
    ("A ten doesn't clear the pile any more.", "A two doesn't clear the pile."),
    ("Die Zwei setzt ab heute nichts mehr zurück.", "Die Zwei setzt den Stapel zurück."),
    ("Zevens dwingen niet meer tot laag spelen.", "Een zeven dwingt tot laag spelen."),
    ("从今晚起，10不再清空牌堆。", "2不能清空牌堆。"),
])
def test_r_special_a_power_denied_to_its_own_rank_only_is_a_change(denied: str,
                                                                  quoted: str) -> None:
    assert "LP716" in codes(denied)
    assert codes(quoted) == []


@each.parametrize(("changed", "quoted"), [
    ("After each play you draw two cards.", "Draw one card after your play if you hold "
                                            "fewer than three."),                 # R-DRAW-1
    ("Draw until you have three cards in hand.", "Draw a card after your play."),  # R-DRAW-1
    ("Nach jedem Zug zieht man zwei Karten nach.", "The dealer draws two cards."),
    ("每次出牌后摸两张牌。", "出牌后摸一张牌。"),
    ("On a 7 you may play anything.", "On a 2 you may play anything."),  # R-SPECIAL-7
    ("Nach einer Sieben darf man alles legen.", "After a 10 anything goes."),
    ("7上面什么都可以出。", "2上面什么都可以出。"),
    ("A clear ends your turn.", "A 10 clears the pile and you play again."),  # R-CLEAR-1
    ("A player may pass instead of playing.", "Pass the cards to the dealer."),  # R-TURN-2
    ("If your blind card cannot be played, just put it back.",                  # R-FACE-2
     "If your blind card is illegal, you pick up the pile."),
    ("Ein verdeckter Fehlgriff wird einfach zurückgelegt.",
     "Wenn die verdeckte Karte nicht passt, nimmst du den Stapel auf."),
    ("Kapalı kart uymazsa geri koyarsın.", "Put your face-down cards back under the face-up ones."),
    ("盲出的牌不合法就收回去。", "Take back your wrong card before anyone sees it."),
], size=15)
def test_r_draw_1_r_special_7_r_clear_1_r_face_2_the_draw_low_rule_bonus_and_blind_flip(
        changed: str, quoted: str) -> None:
    assert "LP716" in codes(changed)
    assert codes(quoted) == []


@each.parametrize(("changed", "quoted"), [
    ("From tonight Jacks are wild.", "Jacks are not wild."),                  # R-PLAY-1
    ("Die Buben sind ab heute Joker.", "Joker? There are no jokers in Lopti."),
    ("J当百搭用。", "J比10大。"),
    ("Jacks are wild from now on.", "Wild night, everyone!"),
    ("Everyone gets four hand cards.", "I have four hand cards left."),        # R-SETUP-2
    ("Deal four face-down cards to each player.", "Deal three face-down cards to each player."),
    ("每人四张手牌。", "每人三张手牌。"),
], size=15)
def test_r_setup_2_r_play_1_a_wild_rank_and_the_deal(changed: str,
                                                                  quoted: str) -> None:
    assert "LP716" in codes(changed)
    assert codes(quoted) == []


def test_r_special_the_model_reads_its_values_from_the_engine() -> None:
    """One copy of the base game: the powers' ranks are the official rules' own."""
    assert basegame.POWERS == {"b_resets": OFFICIAL.reset_rank,
                               "b_passes": OFFICIAL.pass_rank,
                               "b_low": OFFICIAL.low_rank, "b_clears": OFFICIAL.clear_rank}
    assert basegame.SPECIAL == {parse_rank(r) for r in ("2", "3", "7", "10")}


@each.parametrize("text", [
    "Is an Ace lower than a two?",                    # a question lays nothing down
    "My eight is higher than your ten!",              # one hand's cards, table talk
    "The winner may not invent two rules.",           # R-CUSTOM-1 quoted
    "Play at least one 3 or pick up the pile.",       # R-SPECIAL-3 quoted
    "A last 3 can pass the pickup obligation.",       # R-WIN-1 quoted
    "If you can play, you don't have to pick up the pile.",  # R-TURN-2
    "Whoever wins the next round shuffles.",
    "Play an ordinary card on the 7.",
    "On a 7 you may play anything lower.",            # R-SPECIAL-7 quoted
    "If your last card clears, you are out and the next player goes.",  # R-WIN-2
    "Eights force low play now.",            # a custom rule may add a power, and say so
    "From now on we play anticlockwise.",    # a custom rule may reverse play, and say so
    "After a play of a King, draw two cards.",  # one rank's custom draw, announced
])
def test_r_turn_2_r_custom_1_near_misses_stay_clean(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]
