"""Authority over the rule book, cards beating cards (language/text/authority.py,
cardverbs.py): session 17's attack on the free-text judge, in five languages.

R-VOTE-1 and R-VOTE-8 (only the table's vote removes or changes a rule; a rule nobody may
remove is one the vote could not), R-CUSTOM-5 and R-VOTE-4 (the creator settles ambiguity
and deletes their own rule), R-VOTE-10 (a tie goes to Roshambo), R-PLAY-2 (a card beating a
card is the rank order, no harm). tests/data/free_text/attack17.toml holds both sides.
"""

from __future__ import annotations

import pytest
from support import attacks, each, paths
from support.attacks import codes

from lopti_rules.language.text.harm import judge

ATTACK = attacks.load("attack17.toml")
CLEAN = attacks.texts(ATTACK)
FLAGGED = attacks.cases(ATTACK)


def test_r_vote_8_the_attack_covers_thirty_texts_a_side_in_five_languages() -> None:
    assert len(CLEAN) >= 30 and len(FLAGGED) >= 30
    assert {lang for lang, _ in CLEAN} == {lang for lang, _, _ in FLAGGED} == {
        "en", "de", "nl", "tr", "zh"}


@each.parametrize(("lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_1_r_vote_8_authority_over_the_book_is_flagged(lang: str, text: str,
                                                              code: str) -> None:
    assert code in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_5_r_play_2_the_cards_own_say_and_cards_beating_cards_stay_clean(
        lang: str, text: str) -> None:
    assert codes(text) == [], (lang, [f.message for f in judge(text)])


@each.parametrize(("person", "text"), [
    ("the author", "Only the author of this rule may remove it"),
    ("the winner", "Only the winner may remove this rule"),
    ("the dealer", "Only the dealer may change this rule"),
    ("the host", "Only the host may change this rule"),
    ("a seat by place", "Only the player by the window may change this rule"),
    ("the speaker", "Only I may change this rule"),
], size=15)
def test_r_vote_1_a_power_held_by_any_kind_of_person_is_authority(person: str,
                                                                  text: str) -> None:
    """The person kinds are one class: a role, the author, a seat by place, the speaker."""
    assert set(codes(text)) & {"LP709", "LP707", "LP304"}, person


@each.parametrize("text", [
    "Only the creator may delete their own rule without a vote.",      # R-VOTE-4
    "The creator may not change the rule once the round has begun.",   # R-CUSTOM-5
    "Nobody may delete someone else's rule.",                         # R-VOTE-4
    "Nobody may remove a rule without a vote.",                        # R-VOTE-1
    "The winner may only propose one rule",                            # R-CUSTOM-1
    "Only the vote can remove this rule.",                             # R-VOTE-1
])
def test_r_vote_4_r_custom_5_the_cards_own_limits_are_no_authority(text: str) -> None:
    assert codes(text) == []


@pytest.mark.parametrize(("harm", "card"), [
    ("schlag den Geber mit dem Ass", "Ein Ass schlägt einen König"),
    ("Schlag ihn mit einem König", "Zehn schlägt alles"),
    ("Sla de deler met een aas", "Een aas verslaat een heer"),
])
def test_r_custom_3_a_beat_verb_is_harm_on_a_person_and_table_talk_on_a_card(
        harm: str, card: str) -> None:
    assert "LP702" in codes(harm)
    assert codes(card) == []


@each.parametrize(("changed", "quoted"), [
    ("Ab heute schlägt ein Bube ein Ass", "Ab heute schlägt ein Ass einen Buben"),
    ("A king is beaten by a jack", "A jack is beaten by a king"),
    ("Vale bir ası yener", "As bir valeyi yener"),
    ("Vanaf nu verslaat een boer een aas", "Een aas verslaat een boer"),
], size=15)
def test_r_play_2_a_card_beating_a_higher_card_changes_the_rank_order(changed: str,
                                                                      quoted: str) -> None:
    assert "LP716" in codes(changed)
    assert codes(quoted) == []


def test_r_custom_3_the_packaged_cards_are_the_official_ones() -> None:
    """The judge's quotes come from a copy of the cards inside the package (an installed
    linter has no tests/ folder); it is the published text, byte for byte."""
    from lopti_rules.language.text.quotes import CARDS

    shipped = {p.name: p.read_bytes() for p in CARDS.glob("*")}
    published = {p.name: p.read_bytes() for p in (paths.DATA / "official").glob("*")
                 if p.name != "README.md"}
    assert shipped == published


@pytest.mark.parametrize(("quote", "cut"), [
    ("Taş-Kâğıt-Makas: skor 15-15 olursa sonraki tek el kazanır.",
     "Taş-Kâğıt-Makas tek elde biter."),
    ("Taş-Kâğıt-Makas'ta temsilci seçilemezse her eşleşme tek el oynanır.",
     "Taş-Kâğıt-Makas sadece tek el oynanır."),
    ("Rock paper scissors: at 15-15 the next single throw wins.",
     "Rock paper scissors: the next single throw decides it all."),
    ("石头剪刀布15比15时，下一次分出胜负的一局定胜负。", "石头剪刀布只玩一局。"),
    ("Schere-Stein-Papier: bei 15:15 entscheidet der nächste einzelne Wurf.",
     "Schere-Stein-Papier: ein einzelner Wurf entscheidet."),
])
def test_r_roshambo_2_r_roshambo_3_one_round_after_15_15_or_a_pairing_is_the_cards_own(
        quote: str, cut: str) -> None:
    """One decided round is Roshambo's own after 15-15 (R-ROSHAMBO-2) and in the
    knockout (R-ROSHAMBO-3); Roshambo cut to one round otherwise is a change (LP708)."""
    assert codes(quote) == []
    assert "LP708" in codes(cut)


def _hook(text: str, agreed: bool) -> str:
    above = "    # lopti: table-agreed\n" if agreed else ""
    return f'rule "R"\n  after pickup:\n{above}    picker does "{text}"\n'


@pytest.mark.parametrize("text", [
    "wash all the glasses after the game",   # a time off the game
    "do the dishes",                          # housework
    "räum morgen die Küche auf",              # tomorrow
    "oyundan sonra bulaşıkları yıka",         # after the game
    "游戏结束后洗所有的杯子",                   # after the game
])
def test_r_custom_3_a_comment_by_the_author_does_not_agree_to_a_demand_beyond_the_game(
        text: str) -> None:
    """Plain lint: a `# lopti: table-agreed` comment is the author's word; on a demand
    beyond the game it claims everyone's agreement, which only the session records
    (`session rule add --agreed-by`, the serve ballot): an error (LP703), not silence.
    Without the comment the demand waits for the session's agreement (LP712)."""
    from lopti_rules.language.lint.linter import lint_book, lint_text

    assert [d.code for d in lint_text(_hook(text, True)).diagnostics] == ["LP703"]
    assert [d.code for d in lint_text(_hook(text, False)).diagnostics] == ["LP712"]
    # a session reads the file without the comment: the same demand, waiting for the table
    session = lint_book([("r.lopti", _hook(text, True))], agreements=False)[0]
    assert [d.code for d in session.diagnostics] == ["LP712"]


@pytest.mark.parametrize("text", ["hop on one foot", "stand up next to the table and cheer"])
def test_r_custom_3_a_table_gesture_the_table_agreed_to_stays_silenced(text: str) -> None:
    from lopti_rules.language.lint.linter import lint_text

    assert lint_text(_hook(text, True)).diagnostics == []
