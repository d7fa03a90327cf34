"""Session 39 (brief gram39): one unfair meaning in another sentence shape
(tests/data/free_text/gram39.toml, the texts of tests/data/redteam-gram39).

The readings find a standing, its act and the base rule mostly in one active clause;
language/text/referents.py writes a sentence of another shape back in that one before
they run, one mechanism a shape, in five languages:

- R-CUSTOM-4: a standing by description ("whoever went out first last round", "wer
  zuletzt gewonnen hat,", "degene die deze regel bedacht,", "geçen turda ilk bitiren",
  "谁赢了上一轮，谁") is that standing or the creator; R-SETUP-4 said so stays the card's
  ("whoever went out first last round plays first");
- R-CUSTOM-4: second person in a condition on a standing ("if you won the last round,
  you …", "hast du die letzte Runde gewonnen, darfst du …", "geçen turu kazandıysan");
  "if you won" (this round's winner, who invents the rule) and "if you cannot play"
  (R-TURN-2's picker, in Chinese too: conditioned.ZH_PICKER) name no standing;
- R-CUSTOM-4: a name given to a standing ("… is the captain this round. The captain …",
  "Şampiyona bundan sonra patron denir"); one given to the dealer stays the dealer's;
- R-TURN-2, R-CLEAR-1: the passive ("is never made to", "wird nie verlangt", "wordt
  nooit gevraagd", "aldırılmaz", "被要求"), an act done for a standing by another ("the
  champion's pickup is taken by the next player", "由下家替他收走") and the bonus play
  said by who gets it ("the player on the left of the winner gets the bonus play");
- R-TURN-2: not wanting to play is a game condition (the pickup needs no reason):
  "Oynamak istemeyen yığını alır" is clean.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from support import each, paths
from support.freetext import (
    assert_clean,
    assert_flagged,
    case_table,
    codes,
    in_five_languages,
)

from lopti_rules.language import lint_text
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.referents import resolved

FLAGGED, CLEAN, RULES = case_table("gram39")
#: near misses still flagged by readings other than a shape's (tests/data/redteam-gram39
#: README): "voor het delen de huisregels" and "ev kurallarını yüksek sesle" read as a base
#: rule laid down, "kazandıysan … dağıtım" as a win that does not count (all on main too)
_LEFT = frozenset({("winner-reader", "nl"), ("winner-reader", "tr"),
                   ("you-won-invent", "tr")})
_SLUGS = {text: g["slug"] for g in tomllib.loads(
    (paths.DATA / "free_text" / "gram39.toml").read_text(encoding="utf-8"))["clean"]
    for _, text in g["texts"]}


def test_r_custom_4_every_shape_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_each_shape_is_refused_in_every_language(rule: str, lang: str, text: str,
                                                            code: str) -> None:
    assert_flagged(rule, lang, text, code)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_each_near_miss_shape_is_clean_in_every_language(rule: str, lang: str,
                                                                    text: str) -> None:
    if (_SLUGS[text], lang) in _LEFT:
        pytest.xfail("a near miss another reading flags (tests/data/redteam-gram39 README)")
    assert_clean(rule, lang, text)


_SET = paths.DATA / "redteam-gram39"


@each.parametrize("path", sorted((_SET / "unfair").glob("*.lopti")),
                         ids=lambda p: p.stem)
def test_r_custom_4_every_unfair_book_of_the_set_is_refused(path: Path) -> None:
    found = lint_text(path.read_text(encoding="utf-8"), str(path)).diagnostics
    assert any(str(d.severity).lower().endswith("error") for d in found), path.name


@each.parametrize(("text", "plain"), [
    ("Whoever went out first last round plays first.", "Last round's winner plays first."),
    ("Wer zuletzt gewonnen hat, darf zuerst spielen.",
     "Der Sieger der letzten Runde darf zuerst spielen."),
    ("Degene die deze regel bedacht, leest hem voor.",
     "De bedenker van deze regel leest hem voor."),
    ("Geçen turda ilk bitiren kimse önce oynar.", "Geçen turun kazananı önce oynar."),
    ("上一轮最先出完牌的玩家先出。", "上一轮的赢家先出。"),
    ("If you won the last round, you may take back your last play.",
     "Last round's winner may take back their last play."),
    ("Wenn du die letzte Runde gewonnen hast, musst du den Stapel nie aufnehmen.",
     "Der Sieger der letzten Runde muss den Stapel nie aufnehmen."),
    ("Als jij vorige ronde won, hoef je de stapel nooit te rapen.",
     "De winnaar van de vorige ronde hoeft de stapel nooit te rapen."),
    ("Geçen turu kazandıysan yığını asla almak zorunda değilsin.",
     "Geçen turun kazananı yığını asla almak zorunda değil."),
    ("如果你赢了上一轮，你永远不用收走牌堆。", "上一轮的赢家永远不用收走牌堆。"),
    ("Last round's winner is never made to pick up the pile.",
     "Last round's winner never has to pick up the pile."),
    ("上一轮的赢家从来不会被要求收走牌堆。", "上一轮的赢家从来不用收走牌堆。"),
], size=60)
def test_r_custom_4_a_shape_is_written_back_in_the_plain_one(text: str, plain: str) -> None:
    """Each shape's sentence is the plain sentence the readings know (referents.py)."""
    assert resolved(text) == plain


@each.parametrize("text", [
    "Whoever cannot play picks up the pile.",
    "If you won, you invent a rule before the next deal is complete.",
    "Wenn du nicht spielen kannst, nimmst du den Stapel auf.",
    "The pile is picked up by whoever cannot play.",
    "Everyone is the captain once. The captain shuffles the cards.",
    "谁不想出牌，谁就收走牌堆。",
], size=60)
def test_r_custom_4_no_standing_no_rewrite(text: str) -> None:
    """A text of no standing's shape is left as it is."""
    assert resolved(text) == text


@pytest.mark.parametrize(("unfair", "fair"), [
    ("Last round's winner is the captain this round. The captain never draws after a play.",
     "The dealer is the captain this round. The captain shuffles the cards."),
    ("Der Titelverteidiger heißt ab sofort Chef. Der Chef muss nie den Stapel aufnehmen.",
     "Der Geber heißt diese Runde Käpt'n. Der Käpt'n mischt die Karten."),
    ("Şampiyona bundan sonra patron denir. Patron her turda bir kez son hamlesini geri alabilir.",
     "Dağıtıcı bu tur kaptandır. Kaptan kartları karıştırır."),
    ("冠军从现在起叫老板。老板每轮可以收回一次自己上一步出的牌。",
     "发牌的人这一轮当队长。队长为下一局洗牌。"),
])
def test_r_custom_4_a_name_across_sentences_is_who_it_names(unfair: str, fair: str) -> None:
    """A name given to a standing carries the standing's favour into the next sentence
    (LP716); one given to the dealer is a rotating role's chore (clean)."""
    assert "LP716" in codes(unfair)
    assert codes(fair) == set()


@pytest.mark.parametrize(("unfair", "fair"), [
    ("The player on the left gets the bonus play.", "The clearer gets the bonus play."),
    ("Nach dem Abräumen bekommt der linke Nachbar das Bonusspiel.",
     "Nach dem Abräumen macht der Abräumer sein Bonusspiel."),
    ("Na het wegspelen krijgt de volgende speler het bonusspel.",
     "Na het bonusspel gaat de beurt naar de volgende speler."),
    ("冠军要收走牌堆时，由下一位玩家替他收走。", "牌堆由不能出牌的人收走。"),
])
def test_r_clear_1_r_turn_2_what_another_gets_in_a_standing_s_place(unfair: str,
                                                                    fair: str) -> None:
    """R-CLEAR-1: the bonus play said by who gets it is handed on when that is the next or
    the left player; R-TURN-2: a standing's pickup taken for it by another (the par38
    Chinese left: 替他收走)."""
    assert "LP716" in codes(unfair)
    assert codes(fair) == set()


@each.parametrize("fair", [
    "Oynamak istemeyen yığını alır, sırası biter.",
    "Whoever does not want to play picks up the pile.",
    "If you can't play, you pick up the pile.",
    "如果你不能出牌，你就收走整个牌堆。",
], size=15)
def test_r_turn_2_not_wanting_or_unable_to_play_is_the_game_s(fair: str) -> None:
    """R-TURN-2: a pickup needs no reason; one who will not or cannot play picks up."""
    assert codes(fair) == set()


@pytest.mark.parametrize(("text", "written"), [
    ("Wer zuletzt gewonnen hat, darf nach einer 3 den Stapel liegen lassen.",
     "Wer zuletzt gewonnen hat"),
    ("Derjenige, der diese Regel erfunden hat, darf zweimal tauschen.",
     "Derjenige, der diese Regel erfunden hat"),
])
def test_r_custom_4_a_message_quotes_the_authors_words_not_the_rewrite(text: str,
                                                                      written: str) -> None:
    """The pass writes a shape back in the plain one for the readings; the message quotes
    what the author wrote (referents.as_written), never the words the pass put in."""
    found = judge(text)
    assert found, text
    for f in found:
        assert "sieger der letzten" not in f.message and "erfinder dieser" not in f.message
    assert any(f"'{written}'" in f.message for f in found), [f.message for f in found]
