"""Session 38 (brief parity38): the free-text judge reads one meaning alike in the five
languages (tests/data/free_text/par38.toml, the texts of tests/data/redteam-par38).

Each meaning the judge catches (or leaves clean) in English is written in German, Dutch,
Turkish and Chinese; a reading that lacked a language's words for the meaning got them in
the one lexicon entry of that meaning, which every reading of it shares:

- R-CUSTOM-4: a player picked by someone's liking ("whoever the dealer likes best",
  language/text/favourite.py over clause_lexicon.py's "liking", which selection.py reads
  too instead of a list of its own);
- R-CUSTOM-4: the rule's creator named with its rule ("the creator of this rule", "wer
  diese Regel erfunden hat", "bu kuralı koyan kişi", "制定这条规则的人": standing_words'
  CREATOR, the rule in its maker's name no procedure); last round's winner in Chinese
  (standing_words.LAST_WINNER_ZH: 上一轮的胜者); "in die Hand schauen" no handshake
  (favour_shape.no_value);
- R-CLEAR-1: the bonus play handed to another (base_lexicon.py's b_bonus, b_passed_on);
- R-CLEAR-2: a likeness to every one of a kind ("her dörtlü gibi": base_lexicon_world.py's
  any_one) lays no value; R-PLAY-2: 出牌 and "kart oynadığında" are game conditions;
- R-FACE-2: a standing's face-down card kept unseen, its standing from standing_words
  (blind_unshown.py, "kapalı bir kart"); "herkesin göreceği" is everyone's view;
- R-TURN-2: Dutch "de stapel rapen" is a pickup (b_pickup, k_pickup, conditioned.py), a
  Dutch or German condition said verb first ("Moet de kampioen …, dan …"); "won't" is no
  win, "sırası biter" no going out, "bir bonus oyun kazanır" no win;
- R-CUSTOM-3: a sip of water in Chinese (一口水) is no drinking dare; a paper crown that
  "changes nothing in the game" carries nothing (token_gesture.py, whose permission words
  are permission.py's).
"""

from __future__ import annotations

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

FLAGGED, CLEAN, RULES = case_table("par38")


def test_r_custom_4_every_meaning_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_each_meaning_is_refused_in_every_language(rule: str, lang: str, text: str,
                                                              code: str) -> None:
    assert_flagged(rule, lang, text, code)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_each_near_miss_is_clean_in_every_language(rule: str, lang: str,
                                                              text: str) -> None:
    assert_clean(rule, lang, text)


_SET = paths.DATA / "redteam-par38"


@each.parametrize("path", sorted((_SET / "fair").glob("*.lopti")), ids=lambda p: p.stem)
def test_r_custom_4_every_fair_book_of_the_set_is_clean(path: Path) -> None:
    found = [(d.code, d.message) for d in lint_text(path.read_text(encoding="utf-8"),
                                                    str(path)).diagnostics]
    assert found == [], (path.name, found)


@each.parametrize("path", sorted((_SET / "unfair").glob("*.lopti")),
                         ids=lambda p: p.stem)
def test_r_custom_4_every_unfair_book_of_the_set_is_refused(path: Path) -> None:
    found = lint_text(path.read_text(encoding="utf-8"), str(path)).diagnostics
    assert any(str(d.severity).lower().endswith("error") for d in found), path.name


@each.parametrize(("liked", "fair"), [
    ("Whoever the dealer likes best draws two cards.", "Whoever likes can stretch."),
    ("The dealer's favourite player draws two cards.",
     "The dealer plays the card he likes best."),
    ("Der Spieler, den der Geber am liebsten mag, zieht zwei Karten.",
     "Der Sieger wählt die Musik, die er am liebsten mag."),
    ("Wie de deler het leukst vindt, trekt twee kaarten.",
     "De winnaar kiest de muziek die hij het leukst vindt."),
    ("Dağıtıcının en çok sevdiği oyuncu iki kart çeker.", "Kazanan en sevdiği şarkıyı çalar."),
    ("发牌者最喜欢的玩家抽两张牌。", "赢家放一首他最喜欢的歌。"),
    ("赢家最喜欢的人不用收牌。", "下一局说粤语，喜欢的人一起来"),
    ("Whoever the winner likes most skips their next draw.", "Every player likes to win."),
    ("The player the dealer likes best draws two cards.",
     "Each player picks the card they like best."),
    ("Wen der Sieger am liebsten hat, der muss nie aufnehmen.",
     "Jeder Spieler mag Schokolade, also gibt es welche für alle."),
], size=15)
def test_r_custom_4_a_liker_picks_a_person_a_thing_liked_picks_nobody(liked: str,
                                                                      fair: str) -> None:
    """The one a role likes best is a disguised person (LP304); a song, a card or music
    liked, or a wish of the one who likes, picks nobody (favourite.py)."""
    assert "LP304" in codes(liked)
    assert "LP304" not in codes(fair)


@pytest.mark.parametrize(("given", "fair"), [
    ("the bonus play goes to the next player",
     "After the bonus play, play goes to the next player."),
    ("Das Bonusspiel geht ab jetzt an den nächsten Spieler.",
     "Nach dem Bonusspiel geht es an den nächsten Spieler."),
    ("Na een opruiming gaat het bonusspel naar de volgende speler.",
     "Na het bonusspel gaat de beurt naar de volgende speler."),
    ("清空牌堆后，额外出牌归下一位玩家。", "奖励出牌后回合结束。"),
])
def test_r_clear_1_the_bonus_play_handed_on_not_the_play_after_it(given: str,
                                                                  fair: str) -> None:
    """R-CLEAR-1: the clearer's bonus play given to another is refused; the next play after
    the bonus play going to the next player is the cards' own order."""
    assert "LP716" in codes(given)
    assert codes(fair) == set()


@pytest.mark.parametrize(("fair", "unfair"), [
    ("Vier 8'en ruimen de stapel ook op, zoals elke vier dezelfde.",
     "Vieren zählen wie eine Zehn."),
    ("Dört 8 de her dörtlü gibi yığını temizler.", "Dörtlü on gibi sayılır."),
    ("四张8也和任何四张同点数牌一样清空牌堆。", "四张4和10一样清空牌堆。"),
])
def test_r_clear_2_like_any_four_of_a_kind_is_the_base_rule(fair: str, unfair: str) -> None:
    """A likeness to every one of a kind is the base rule they all follow; a likeness to
    one rank ("wie eine Zehn", "on gibi", "和10一样") still lays a value down (LP716)."""
    assert codes(fair) == set()
    assert "LP716" in codes(unfair)


@pytest.mark.parametrize(("game", "off_game"), [
    ("每次有人出牌，下一位玩家就要出更高的牌，否则收走牌堆。",
     "别人出牌的时候谁笑了谁就摸三张牌。"),
    ("Biri kart oynadığında sıradaki oyuncu daha yüksek oynamalı ya da yığını almalı.",
     "Telefonla oynayan iki kart çeker."),
])
def test_r_play_2_a_card_played_is_a_game_condition(game: str, off_game: str) -> None:
    """A card played as the condition is the game's (as "whenever someone plays a card");
    a time while others play, or playing with a phone, is no game condition (LP716)."""
    assert codes(game) == set()
    assert "LP716" in codes(off_game)


@pytest.mark.parametrize(("fair", "unfair"), [
    ("Whoever can't or won't play picks up the whole pile, and their turn is over.",
     "Whoever plays a 2 does not win."),
    ("Oynayamayan ya da oynamak istemeyen tüm yığını alır ve sırası biter.",
     "Son kart ile biten kazanmış sayılmaz."),
    ("Hatırlatma: yığını temizleyen hemen bir bonus oyun kazanır.",
     "10 ile temizleyen oyunu kazanır."),
])
def test_r_turn_2_wont_and_a_turn_ending_are_no_win(fair: str, unfair: str) -> None:
    """"won't" is a denial, "sırası biter" a turn over, "bir bonus oyun kazanır" a play
    gained: no going out; a win said of a card or denied still is one (LP716)."""
    assert codes(fair) == set()
    assert "LP716" in codes(unfair)


@pytest.mark.parametrize(("unfair", "fair"), [
    ("Moet de kampioen de stapel rapen, dan raapt de volgende speler hem in zijn plaats.",
     "Kan je niet spelen, dan raap je de stapel."),
    ("De winnaar van de vorige ronde hoeft de stapel nooit te rapen.",
     "Wie niet kan of wil spelen, raapt de hele stapel en is klaar met zijn beurt."),
    ("Der Champion darf jede Runde in die Hand eines Gegners schauen.",
     "Der Sieger darf jedem Verlierer die Hand geben."),
    ("De kampioen mag elke ronde in de hand van een tegenstander kijken.",
     "De winnaar mag iedereen de hand schudden."),
])
def test_r_turn_2_r_custom_4_dutch_and_german_words_of_the_meaning(unfair: str,
                                                                   fair: str) -> None:
    """"rapen" is the pickup; a condition said verb first is a condition; a look into a
    hand of cards is a view, a handshake given stays praise."""
    assert "LP716" in codes(unfair)
    assert codes(fair) == set()


@each.parametrize(("unfair", "fair"), [
    ("上一轮的胜者永远不用收走牌堆。", "上一轮的胜者也和大家一样收走牌堆。"),
    ("上一轮的胜者出暗牌时，不用翻开，直接放到牌堆上。", "暗牌打出时要向所有人翻开。"),
    ("Geçen turun kazananı kapalı bir kart oynadığında onu kimseye göstermeden yığına koyar.",
     "Kapalı kart oynandığında herkesin göreceği şekilde açılır."),
    ("谁面前放着纸王冠，谁在3之后就不用收走牌堆。",
     "赢家戴纸王冠到下一次发牌，它在游戏里什么也不改变。"),
], size=60)
def test_r_face_2_r_turn_2_a_standing_in_chinese_and_turkish(unfair: str, fair: str) -> None:
    """Last round's winner in Chinese in any wording (上一轮的胜者), a Turkish face-down card
    with its article, everyone's view in its case (herkesin), a token that changes nothing."""
    assert "LP716" in codes(unfair)
    assert codes(fair) == set()


def test_r_custom_4_the_creator_of_this_rule_is_one_person() -> None:
    """The creator named with its rule in the five languages (LP301); the cards' own
    settling of ambiguity by the creator stays clean (R-CUSTOM-5)."""
    for text in ("The creator of this rule may look at one opponent's hand each round.",
                 "Wer diese Regel erfunden hat, darf jede Runde in die Hand eines Gegners schauen.",
                 "Wie deze regel bedacht heeft, mag elke ronde in de hand van een "
                 "tegenstander kijken.",
                 "Bu kuralı koyan kişi her turda bir rakibin elindeki kartlara bakabilir.",
                 "制定这条规则的人每轮可以看一位对手的手牌。"):
        assert "LP301" in codes(text), text
    for text in ("If this rule is unclear, its creator decides, as the cards say.",
                 "这条规则有歧义时，按规则卡由创造者裁定。"):
        assert codes(text) == set(), text


def test_r_custom_3_a_sip_of_water_in_chinese_is_no_dare() -> None:
    assert codes("每轮结束后，包括我在内，大家都喝一口水。") == set()
    assert "LP701" in codes("输家一口气喝完一整杯啤酒。")
