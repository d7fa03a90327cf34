"""Unfair texts missed, by idea (issue 29, session 47): a phone kept from a call that
matters, a hot thing held as a forfeit, the rule vote moved off the deal.

- R-CUSTOM-3, R-CUSTOM-4: a person cut off from the people outside the game who may need
  them (a sitter, a care home, a sick relative, 112) is LP701 (language/text/life_kept.py);
  "nobody" spares only the act it stands beside ("nobody tells them if it rings" leaves
  the phone in the fridge), and a leave denied late in its clause ("mag tot ... niet
  bellen") is a ban. A sitter or a care home who calls is someone reaching the table, no
  trait of a player (LP304), and the noun "babysitter" or an iron is no chore (LP712).
- R-CUSTOM-3: a thing heated to burn on touch (a hot iron, a hot pan, a kettle just
  boiled) held or pressed is a hazard met, LP701 (language/text/hazards.py); put away or
  unplugged it asks nothing.
- R-VOTE-1, R-VOTE-8: the vote is held when the deal begins; one set before the cut or the
  shuffle, or kept from the deal's beginning, is another procedure (LP707,
  language/text/vote_time.py's ``moved``). "The deal begins" is no player leading
  (LP716, first_player.py).

The sentences differ from tests/data/redteam-text47's books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "Whoever finishes last leaves their phone in the hall drawer until we stop, even if the "
    "nanny needs them.",
    "The loser's phone goes in the freezer for the evening, and nobody checks it, not even "
    "for the nursing home.",
    "Der Verlierer legt sein Handy in die Schublade, ausnahmslos, bis wir aufhören.",
    "De verliezer mag tot het spel helemaal klaar is niet opnemen, ook niet als de thuiszorg "
    "belt.",
    "Kaybeden telefonunu çekmeceye koyar, huzurevi arasa bile açmaz.",
    "输家把手机放进抽屉，就算养老院打来也不接。",
], size=6)
def test_r_custom_3_phone_kept_from_a_call_that_matters_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "Phones stay in the basket, but if the nanny calls, pick up and we pause.",
    "Handys bleiben lautlos; wenn der Babysitter anruft, geht man ran.",
    "Telefoons in de la, maar wie op de oppas wacht, houdt hem bij zich.",
    "Telefonlar sessizde; bebek bakıcısı ararsa hemen açılır.",
], size=4)
def test_r_custom_4_caller_outside_is_no_trait_and_stays_clean(text: str) -> None:
    assert not _codes(text) & {"LP304", "LP701", "LP712"}


@each.parametrize("text", [
    "The last one out grabs the hot pan by its metal handle.",
    "Wer verliert, fasst die heiße Pfanne an.",
    "De verliezer pakt het hete strijkijzer vast.",
    "Kaybeden sıcak ütüye parmağını değdirir.",
    "输家用手按住热锅。",
], size=5)
def test_r_custom_3_hot_thing_held_as_forfeit_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "Unplug the iron and put it away before the next deal.",
    "Ütüyü fişten çekip dolaba kaldıralım.",
    "Das Bügeleisen ist aus und steht im Schrank.",
], size=3)
def test_r_custom_3_hot_thing_put_away_stays_clean(text: str) -> None:
    assert not _codes(text) & {"LP701", "LP712"}


@each.parametrize("text", [
    "The rule vote now happens before the shuffle.",
    "Wir stimmen ab jetzt vor dem Mischen ab.",
    "Voortaan stemmen we voor het afnemen.",
    "Oylama karıştırmadan önce yapılır.",
    "投票改在洗牌前进行。",
    "We vote at the end of the round, not when the deal begins.",
], size=6)
def test_r_vote_1_r_vote_8_vote_moved_off_the_deal_is_lp707(text: str) -> None:
    assert "LP707" in _codes(text)


@each.parametrize("text", [
    "As always, we vote when the deal begins.",
    "Abgestimmt wird wie immer beim Austeilen.",
    "We stemmen zoals altijd bij het delen.",
    "Oylama dağıtım başladığında yapılır.",
    "开始发牌时照常投票。",
], size=5)
def test_r_vote_1_vote_at_the_deal_restated_stays_clean(text: str) -> None:
    assert not _codes(text) & {"LP707", "LP716"}
