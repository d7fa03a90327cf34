"""Session 40 (brief disc40, issue 29): a sentence that qualifies or continues the one
before it is read with it (lopti_rules/language/text/continued.py, run by referents.py),
and a standing's wrong card kept is a favour (text/mistake_kept.py).

- R-CUSTOM-4, R-VOTE-1: an exclusion said in a sentence of its own ("Not last round's
  winner.", "Nur der Champion nicht.", "De kampioen niet.", "Şampiyon değil.", "冠军不用。")
  bends a duty or a base rule for one standing;
- R-VOTE-6, R-CUSTOM-4: a pronoun subject ("He may take back …") and a licence whose
  holder is named in the next sentence ("That player is last round's winner.") are the
  standing's;
- R-PLAY-2, R-CUSTOM-4: a standing's wrong card that stays;
- near misses: inclusions ("The winner too.", "Auch der Champion nicht.", "也不行"), a
  role that rotates ("That player is the dealer.", "The dealer deals. He may …"), a
  mistake kept alike for everyone, a standing's chore.
"""

from __future__ import annotations

import pytest
from support.freetext import assert_clean, assert_flagged

from lopti_rules.language.text.continued import joined
from lopti_rules.language.text.referents import resolved, sentences

WHERE = {"event": "deal", "who": "the dealer"}

EXCLUDED = [
    ("en", "Everyone taps the deck before the deal. Not last round's winner."),
    ("en", "Whoever holds fewer than three hand cards draws one after playing. The champion "
           "does not."),
    ("de", "Jeder klopft vor dem Aufnehmen des Stapels auf den Tisch. Nur der Champion nicht."),
    ("de", "Wer weniger als drei Handkarten hat, zieht nach dem Ausspielen eine Karte. Der "
           "Sieger der letzten Runde nicht."),
    ("nl", "Iedereen tikt op tafel voordat hij de stapel pakt. Alleen de kampioen niet."),
    ("nl", "Wie minder dan drie handkaarten heeft, trekt na het spelen een kaart bij. De "
           "winnaar van de vorige ronde niet."),
    ("tr", "Herkes yığını almadan önce masaya vurur. Şampiyon hariç."),
    ("zh", "每个人拿牌堆之前都要拍一下桌子。冠军不用。"),
    ("zh", "手牌少于三张的人出牌后摸一张。上一局的赢家不摸。"),
]
HOLDER = [
    ("en", "One player may take back a card played by mistake. That player is last round's "
           "winner."),
    ("en", "Someone may take back their last play once a round. That someone is whoever won "
           "the last round."),
    ("de", "Ein Spieler darf eine versehentlich gelegte Karte zurücknehmen. Das ist der Sieger "
           "der letzten Runde."),
    ("nl", "Eén speler mag een per ongeluk gespeelde kaart terugnemen. Dat is de winnaar van de "
           "vorige ronde."),
    ("tr", "Bir oyuncu yanlışlıkla oynadığı kartı geri alabilir. O oyuncu geçen turun "
           "kazananıdır."),
    ("zh", "有一个玩家可以收回出错的牌。这个玩家就是上一局的赢家。"),
]
PRONOUN = [
    ("en", "Last round's winner plays first. He may take back a card played by mistake."),
    ("en", "The champion sits at the head of the table. They may take back one card played "
           "by mistake each round."),
    ("de", "Der Sieger der letzten Runde spielt zuerst. Er darf eine versehentlich gelegte "
           "Karte zurücknehmen."),
    ("nl", "De winnaar van de vorige ronde begint. Hij mag een per ongeluk gespeelde kaart "
           "terugnemen."),
    ("zh", "上一局的赢家先出牌。他可以收回出错的牌。"),
]
MISTAKE = [
    ("en", "If the champion plays a card that does not fit and nobody notices before the "
           "next play, it stays."),
    ("de", "Legt der Champion eine Karte, die nicht passt, und merkt es keiner, bleibt sie "
           "liegen."),
    ("nl", "Als de kampioen een kaart speelt die niet past en niemand het merkt, dan blijft "
           "hij liggen."),
    ("tr", "Şampiyon uymayan bir kart oynarsa ve kimse fark etmezse kart kalır."),
    ("zh", "冠军出错了牌，没人发现的话，那张牌就算数。"),
    # last round's winner named as the cards name them, the card "not allowed" (redteam31)
    ("en", "If last round's winner plays a card that wasn't allowed and nobody spots it, "
           "it stays on the pile."),
    ("tr", "Geçen eli kazanan kurala aykırı bir kart atarsa ve kimse fark etmezse kart "
           "yığında kalır."),
]
NEAR_MISSES = [
    # inclusion, in a sentence of its own
    ("en", "Everyone stands up and stretches. The winner too."),
    ("en", "Everyone taps the deck before the deal. Last round's winner too."),
    ("en", "Nobody looks at their face-down cards. Not even last round's winner."),
    ("en", "Nobody looks at their face-down cards. Not the champion either."),
    ("de", "Keiner schaut seine verdeckten Karten an. Auch der Champion nicht."),
    ("de", "Jeder klopft vor dem Aufnehmen des Stapels auf den Tisch. Der Champion auch."),
    ("nl", "Niemand kijkt naar zijn dichte kaarten. De kampioen ook niet."),
    ("tr", "Kimse kapalı kartlarına bakmaz. Şampiyon da bakmaz."),
    ("zh", "谁都不能看自己的暗牌。冠军也不行。"),
    ("zh", "大家都站起来伸个懒腰。赢家也一样。"),
    # a role that rotates
    ("en", "One player may take back a card played by mistake. That player is the dealer."),
    ("en", "The dealer deals the cards. He may take back a card played by mistake."),
    ("de", "Ein Spieler darf eine versehentlich gelegte Karte zurücknehmen. Das ist der Geber."),
    ("nl", "De deler deelt de kaarten. Hij mag een per ongeluk gespeelde kaart terugnemen."),
    ("tr", "Bir oyuncu yanlışlıkla oynadığı kartı geri alabilir. O oyuncu dağıtıcıdır."),
    ("zh", "发牌的人发牌。他可以收回出错的牌。"),
    # a mistake kept alike for everyone
    ("en", "If anyone plays a card that does not fit and nobody notices, it stays, whoever "
           "played it."),
    ("de", "Legt jemand eine Karte, die nicht passt, und merkt es keiner, bleibt sie liegen, "
           "egal wer sie gelegt hat."),
    ("nl", "Als iemand een kaart speelt die niet past en niemand het merkt, dan blijft hij "
           "liggen. Dat geldt voor iedereen."),
    ("tr", "Biri uymayan bir kart oynarsa ve kimse fark etmezse kart kalır. Kim oynadıysa aynı."),
    ("zh", "谁出错了牌，没人发现的话，那张牌就留着。谁出的都一样。"),
    # a standing's chore, a pronoun after it
    ("en", "Last round's winner plays first. He also gathers the cards after the round."),
]


@pytest.mark.parametrize(("lang", "text"), EXCLUDED)
def test_r_custom_4_exclusion_in_its_own_sentence(lang: str, text: str) -> None:
    assert_flagged("R-CUSTOM-4", lang, text, "LP716", **WHERE)


@pytest.mark.parametrize(("lang", "text"), HOLDER)
def test_r_vote_6_licence_holder_named_next(lang: str, text: str) -> None:
    assert_flagged("R-VOTE-6", lang, text, "LP716", **WHERE)


@pytest.mark.parametrize(("lang", "text"), PRONOUN)
def test_r_vote_6_pronoun_continuation(lang: str, text: str) -> None:
    assert_flagged("R-VOTE-6", lang, text, "LP716", **WHERE)


@pytest.mark.parametrize(("lang", "text"), MISTAKE)
def test_r_play_2_standing_wrong_card_kept(lang: str, text: str) -> None:
    assert_flagged("R-PLAY-2", lang, text, "LP716", **WHERE)


@pytest.mark.parametrize(("lang", "text"), NEAR_MISSES)
def test_r_custom_4_near_misses_stay_clean(lang: str, text: str) -> None:
    assert_clean("R-CUSTOM-4", lang, text, **WHERE)


def test_inclusion_is_never_joined_as_an_exclusion() -> None:
    for text in ("Everyone stands up and stretches. The winner too.",
                 "Nobody drinks. Not the champion.", "Keiner trinkt. Der Champion nicht.",
                 "Niemand drinkt. De kampioen niet.", "谁都不能喝。冠军不喝。"):
        assert resolved(text) == text, text


def test_a_text_without_the_shapes_is_returned_as_it_is() -> None:
    parts = sentences("Everyone draws. The dealer shuffles.")
    assert joined(parts) is parts
