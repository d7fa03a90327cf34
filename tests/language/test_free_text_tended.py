"""Session 34 (brief r1fair34, issue 29): a chore or a courtesy on the table's own things is a
table action whatever its verb (language/text/tended.py), read against
tests/data/redteam-fa39.

R-CUSTOM-3 forbids what is unsafe, illegal, discriminatory, destructive or non-consensual;
a ``does`` text is no demand for the table to agree to (LP712) because its verb is missing
from a list: what it lands on decides. The cards, the discard, the score, the rules sheet,
one's own phone laid down: a table action. Housework, a thing fetched, a room, after the
game, another person, a body, food or drink, a round bought: still asked (LP712), and
whatever the judge finds first (LP701-LP711) is not undone.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.text.harm import _hits, is_table_action, judge
from lopti_rules.language.text.tended import tended
from lopti_rules.language.text.textnorm import read


def _codes(text: str) -> list[str]:
    return sorted({f.code for f in judge(text)})


@each.parametrize("text", [
    # the discard squared up, the deck shuffled (other verbs than the lists know)
    "squares up the discard pile",
    "schiebt den Ablagestapel ordentlich zusammen",
    "atılan kartların destesini düzeltir",
    "mischt die Karten gründlich für die nächste Runde",
    "为下一局把牌好好洗一洗",
    "stacks the cleared cards neatly to one side",
    # the rules sheet read aloud
    "reads the house rules sheet aloud to the table",
    "liest das Regelblatt laut vor",
    "leest het regelblad hardop voor",
    "kural kağıdını yüksek sesle okur",
    "把规则单大声读一遍",
    "lays the printed rules sheet in the middle where everyone can read it",
    # one's own phone laid down
    "turns their phone face down beside their cards",
    "legt das Handy mit dem Display nach unten neben sich",
    "legt de telefoon met het scherm naar beneden",
    "telefonunu ekranı aşağı gelecek şekilde masaya koyar",
])
def test_r_custom_3_a_chore_on_the_tables_things_is_a_table_action(text: str) -> None:
    assert _codes(text) == []
    assert is_table_action(text), text
    assert all(tended(_hits(s)) for s in read(text).sentences)


@each.parametrize("text", [
    # housework, away from the table, after the game
    "washes the dishes after the game",
    "takes out the rubbish",
    "doet de afwas",
    "bulaşıkları yıkar",
    "输家去倒垃圾",
    "mops the kitchen floor",
    "putzt die Küche",
    # for one person: a role named
    "writes the winner a poem",
    "wast de auto van de winnaar",
    "shuffles the deck for the winner and brings them a coffee",
    # a body, a posture, a stretch of time, a move round the table
    "hop on one foot",
    "walk around the table",
    "lies under the table",
    "legt sich unter den Tisch",
    "钻到桌子底下",
    # food or drink set out by a role (hospitality's reading, offers.py)
    "zet een schaaltje bitterballen op tafel, pak er gerust een",
    "fills the water jug at the sideboard and sets it in the middle for everyone",
    # a round bought is a round of drinks, not the game's round
    "buys the next round for the table",
    "kauft die nächste Runde",
    "买下一轮",
    # one's own phone used, not laid down
    "posts a selfie from their phone",
    "deletes an app from their phone",
], size=60)
def test_r_custom_3_a_chore_beyond_the_table_is_still_asked(text: str) -> None:
    assert not is_table_action(text), text


@each.parametrize("text", [
    "tears up the rules sheet",
    "burns a card",
    "eats a card",
    "licks the cards",
])
def test_r_custom_3_harm_to_the_tables_things_is_still_an_error(text: str) -> None:
    """The chore's reading never undoes a finding: what the judge reads comes first."""
    assert _codes(text), text


@each.parametrize("text", [
    "葡萄放中间了，包括我在内，谁想吃就拿。",
    "想喝就自己倒。",
    "谁想吃谁拿。",
    "想吃的自己拿。",
])
def test_r_custom_3_a_bite_taken_at_will_is_an_offer(text: str) -> None:
    """The wish, then one's own taking ("whoever wants some takes some"), in Chinese
    however it is joined (asked_offers.py's ``_ZH_AT_WILL``): no eating demanded (LP701)."""
    assert "LP701" not in _codes(text)


@pytest.mark.parametrize("text", [
    "输家必须吃，想吃就拿。",
    "谁想吃就拿，输家要吃到吐为止。",
    "想吃就吃，吃到吐为止。",
])
def test_r_custom_3_eating_asked_beside_the_offer_stays_unsafe(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "Let me snap the table for our group chat, everyone squeeze in!",
    "I put a photo of the final cards in our WhatsApp group.",
    "Ich schicke ein Foto vom Tisch in unseren Gruppenchat.",
    "Ik zet een foto van de tafel in de groepsapp.",
    "Masanın fotoğrafını grup sohbetine atıyorum.",
    "我拍张牌桌的照片发到群里。",
])
def test_r_custom_3_the_tables_photo_sent_by_the_speaker_to_its_group_is_no_dare(
        text: str) -> None:
    """The speaker sends the table's own evening to the table's group chat: nobody is asked
    or shown (language/text/shared_post.py), no LP711."""
    assert _codes(text) == []


@each.parametrize("text", [
    "The loser posts a selfie in the group chat.",
    "Post a photo of the table in the group chat.",
    "Ik zet jouw foto in de groepsapp.",
    "Kaybedenin fotoğrafını grup sohbetine atıyorum.",
    "我把输家的照片发到群里。",
    "I send a photo of the cards to the group chat of my office.",
    "ich schicke ein Foto in den Gruppenchat meiner Familie",
])
def test_r_custom_3_a_post_asked_a_person_shown_or_an_outside_group_is_a_dare(
        text: str) -> None:
    assert "LP711" in _codes(text)


@pytest.mark.parametrize("text", [
    "把牌切一下，然后这一局都不许出牌",
    "cuts the deck, then nobody may play a card this round",
    "mischt die Karten, dann darf diese Runde keiner spielen",
])
def test_r_custom_2_a_chore_that_changes_the_game_is_no_table_action(text: str) -> None:
    """The cards tended, then a play forbidden: the game changed (R-TURN-1), never a chore."""
    assert not is_table_action(text), text


@pytest.mark.parametrize("text", [
    "The champion has to draw like everyone else",
    "Der Champion zieht wie alle anderen",
    "Everyone draws, the champion as everyone else does",
])
def test_r_custom_4_a_standing_said_alike_with_the_others_is_included(text: str) -> None:
    """"Like everyone else" names the standing only to include it (standing_words.py's
    ``_alike``): no favour (LP716)."""
    assert "LP716" not in _codes(text)


@pytest.mark.parametrize("text", [
    "The champion doesn't have to draw like everyone else",
    "The champion never draws; everyone else does",
    "Everyone else draws two, the champion draws none",
])
def test_r_custom_4_a_standing_spared_beside_the_others_is_still_a_favour(text: str) -> None:
    assert "LP716" in _codes(text)
