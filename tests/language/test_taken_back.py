"""A base event's outcome taken back later (issue 29, session 38, redteam-mech38).

A custom rule may add actions before or after a base event, never prevent it (R-CUSTOM-2).
A later hook that takes the event's outcome back prevents it in effect, though it never
names it:

- **the swap's face-up cards sent back** (LP202, R-SETUP-3; ``checks/blocks.py``
  ``visit_SwapUp``): face-up cards change only at the take-up (R-FACE-1), so a swap of all
  three of them with the draw pile, at any event after the swaps (a turn, a play, a draw, a
  turn's end), throws away the card the player chose to lay face up;
- **a pickup's, a take-up's or a draw's cards handed on** (LP202, R-TURN-2, R-SPECIAL-3,
  R-FACE-1, R-DRAW-1; ``visit_Give``): its player gives away as many cards as it brought,
  at once or, at the turn's end, by a count the rule set to it;
- **a bonus play paid back** (LP203, R-CLEAR-1, R-CLEAR-3, R-DRAW-2; ``bonus_refunded``):
  right after a bonus play its player draws (or takes from the cleared cards) as many cards
  as it had;
- **the last card's effect cleared** (LP205, R-WIN-1, R-PLAY-4; ``checks/winvote.py``
  ``visit_ClearPile``): the pile cleared at ``out`` or ``win``, or right after a play that
  leaves its player no cards.

Rules in English, German, Dutch and Turkish keywords (``lopti fmt --lang``); the messages
in the table's language, Chinese included. The near misses keep the outcome: an optional
swap of one card, a gift of a card or two, a card for another player, speech.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules import i18n
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.report.templates import translate


def found(text: str) -> list[tuple[str, str]]:
    return [(d.code, d.message) for d in lint_text(text, "t.lopti").diagnostics]


def has(text: str, code: str, words: str) -> bool:
    return any(c == code and words in m for c, m in found(text))


@each.parametrize("text", [
    'rule "A"\n  after draw when round.draws is at most table.players:\n'
    '    the drawer swaps 3 face-up cards with the top of the draw pile\n',
    '# lopti: lang=de\nregel "B"\n  vor turn wenn round.turns ist 1:\n'
    '    jeder spieler tauscht 3 offene karten mit der oberste von der nachziehstapel\n',
    '# lopti: lang=nl\nregel "A"\n  na draw als round.draws is hoogstens table.players:\n'
    '    de trekker ruilt 3 open kaarten met de bovenste van de trekstapel\n',
    '# lopti: lang=tr\nkural "B"\n  önce turn eğer round.turns ise 1:\n'
    '    bütün oyuncu değiştirir 3 açık kartlar ile bu üstteki ait bu çekme destesi\n',
    'rule "B"\n  before turn when round.turns is 1:\n'
    '    every player swaps 3 face-up cards with the top of the draw pile\n',
    '# lopti: lang=de\nregel "A"\n  nach draw wenn round.draws ist höchstens table.players:\n'
    '    der zieher tauscht 3 offene karten mit der oberste von der nachziehstapel\n',
])
def test_r_setup_3_face_up_cards_sent_back_later_undo_the_swap(text: str) -> None:
    assert has(text, "LP202", "later in the round than the swap"), found(text)


@each.parametrize("text", [
    'rule "C"\n  after pickup when pickup.reason is obligation:\n'
    '    the picker gives pickup.count cards to previous player\n',
    '# lopti: lang=de\nregel "D"\n  zähler "took" diese runde\n  nach pickup:\n'
    '    setze "took" zu pickup.count\n  nach turn_end wenn zähler "took" ist mehr als 0:\n'
    '    aktive spieler gibt zähler "took" karten zu ihre links\n    setze "took" zu 0\n',
    '# lopti: lang=nl\nregel "E"\n  na take_up:\n'
    '    actieve speler geeft take_up.count kaarten aan volgende speler\n',
    '# lopti: lang=tr\nkural "C"\n  sonra pickup eğer pickup.reason ise obligation:\n'
    '    bu toplayan verir pickup.count kartlar karşı önceki oyuncu\n',
    'rule "D"\n  count "took" this round\n  after pickup:\n    set "took" to pickup.count\n'
    '  after turn_end when count "took" is more than 0:\n'
    '    acting player gives count "took" cards to their left\n    set "took" to 0\n',
    'rule "E"\n  after take_up:\n    acting player gives take_up.count cards to next player\n',
    '# lopti: lang=nl\nregel "D"\n  teller "took" deze ronde\n  na pickup:\n'
    '    zet "took" aan pickup.count\n  na turn_end als teller "took" is meer dan 0:\n'
    '    actieve speler geeft teller "took" kaarten aan hun links\n    zet "took" aan 0\n',
    '# lopti: lang=tr\nkural "D"\n  sayaç "took" işbu tur\n  sonra pickup:\n'
    '    ayarla "took" karşı pickup.count\n  sonra turn_end eğer sayaç "took" ise fazla 0:\n'
    '    etkin oyuncu verir sayaç "took" kartlar karşı onların sol\n'
    '    ayarla "took" karşı 0\n',
])
def test_r_turn_2_r_face_1_cards_handed_on_by_their_count_undo_the_event(text: str) -> None:
    assert has(text, "LP202", "are handed on"), found(text)


@each.parametrize("text", [
    'rule "F"\n  after play when play.bonus is true:\n    acting player draws play.count cards\n',
    '# lopti: lang=de\nregel "G"\n  nach play wenn play.bonus:\n'
    '    aktive spieler holt play.count karten aus der geräumten karten\n',
    '# lopti: lang=nl\nregel "F"\n  na play als play.bonus is waar:\n'
    '    actieve speler trekt play.count kaarten\n',
    '# lopti: lang=tr\nkural "G"\n  sonra play eğer play.bonus:\n'
    '    etkin oyuncu alır play.count kartlar içinden bu temizlenen kartlar\n',
    'rule "G"\n  after play when play.bonus:\n'
    '    acting player takes play.count cards from the cleared cards\n',
], size=60)
def test_r_clear_3_a_bonus_play_paid_back_by_its_count(text: str) -> None:
    assert has(text, "LP203", "right after a bonus play"), found(text)


@each.parametrize("text", [
    'rule "H"\n  after win:\n    clear the pile\n',
    '# lopti: lang=de\nregel "I"\n  nach play wenn karten von aktive spieler ist 0:\n'
    '    räume der stapel\n',
    '# lopti: lang=nl\nregel "J"\n  voordat out:\n    ruim de stapel\n',
    '# lopti: lang=tr\nkural "I"\n  sonra play eğer kartlar ait etkin oyuncu ise 0:\n'
    '    temizle bu yığın\n',
    'rule "J"\n  before out:\n    clear the pile\n',
    '# lopti: lang=tr\nkural "H"\n  sonra win:\n    temizle bu yığın\n',
], size=60)
def test_r_win_1_the_pile_cleared_as_a_player_goes_out(text: str) -> None:
    assert has(text, "LP205", "as a player goes out"), found(text)


@each.parametrize("text", [
    # the swap: optional, one card, at the deal (before anyone swaps), the out player's own
    'rule "K"\n  after draw when round.draws is at most table.players:\n    the drawer may '
    'swap 1 face-up card with the top of the draw pile\n',
    'rule "L"\n  after turn:\n    acting player swaps 1 face-up card with the top of the '
    'draw pile\n',
    'rule "M"\n  after deal:\n    every player swaps 3 face-up cards with the top of the '
    'draw pile\n',
    'rule "N"\n  after turn_end when turn_end.number is at most table.players:\n    acting '
    'player may swap up to 3 face-up cards with the top of the draw pile\n',
    # a gift of a card or two, a count of something else, a give by another player
    'rule "O"\n  after pickup when pickup.reason is obligation:\n    the picker may give 1 '
    'card to previous player\n',
    'rule "P"\n  after pickup when pickup.count is at least 10:\n    the picker may give up '
    'to 2 cards to their left\n',
    'rule "Q"\n  after pickup:\n    previous player gives pickup.count cards to next player\n',
    'rule "R"\n  count "took" this round\n  after pickup:\n    set "took" to pickup.count\n'
    '  after turn_end when count "took" is at least 8:\n    acting player says "Ugh!"\n'
    '    set "took" to 0\n',
    'rule "S"\n  count "n" this round\n  after pickup:\n    set "n" to pickup.count\n'
    '  after play:\n    add 1 to "n"\n  after turn_end when count "n" is more than 0:\n'
    '    acting player gives count "n" cards to their left\n',
    # the bonus play: a card for the next player, a fixed fee, any play's draw
    'rule "T"\n  after play when play.bonus is true:\n    next player draws 1 card\n',
    'rule "U"\n  after play when play.bonus is false:\n    acting player draws play.count '
    'cards\n',
    # going out: speech, a card for the next player, a clear on a play of the game
    'rule "V"\n  after win:\n    every other player says "Well played!"\n',
    'rule "W"\n  after out when table.pile is more than 0:\n    next player draws 1 card\n',
    'rule "X"\n  allow J on Q\n  after play when play.rank is J and play.previous_rank is '
    'Q:\n    clear the pile\n',
    'rule "Y"\n  after play when hand of acting player is 0:\n    clear the pile\n',
], size=60)
def test_r_custom_2_near_misses_keep_the_outcome(text: str) -> None:
    got = [(c, m) for c, m in found(text) if c in ("LP202", "LP203", "LP205")]
    assert not got, got


@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
@each.parametrize(("text", "code"), [
    ('rule "A"\n  after draw when round.draws is at most table.players:\n'
     '    the drawer swaps 3 face-up cards with the top of the draw pile\n', "LP202"),
    ('rule "C"\n  after pickup when pickup.reason is obligation:\n'
     '    the picker gives pickup.count cards to previous player\n', "LP202"),
    ('rule "F"\n  after play when play.bonus is true:\n'
     '    acting player draws play.count cards\n', "LP203"),
    ('rule "H"\n  after win:\n    clear the pile\n', "LP205"),
], size=60)
def test_r_custom_2_the_messages_in_the_tables_language(lang: str, text: str, code: str) -> None:
    (message,) = [m for c, m in found(text) if c == code]
    i18n.use(lang)
    said = translate(message)
    assert said is not None and said != message and "R-CUSTOM-2" in said or \
        "R-CLEAR-3" in str(said), said
