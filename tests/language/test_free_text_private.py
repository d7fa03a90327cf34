"""A demand on someone's private things (language/text/private.py; issue 29, session 24).

R-CUSTOM-3: no non-consensual behaviour. A text that makes a player hand over, unlock,
show or open to others their private belongings or data (a phone, its messages and
photos, a wallet, a bag, keys, a password, an account) is an error (LP703), read as
slots: the private thing, and what is done to it (handed over to a person, or opened to
others), unless it is offered to whoever wants or denied. redteam15's text-telefoon-nl is
the training case; these are new wordings in the five languages. Near misses stay
clean: everyone putting their phone face down or away, a player using their own phone.
"""

from __future__ import annotations

from support import each
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import judge

#: a private thing handed over to someone, in the five languages
HANDED = [
    "The loser hands their unlocked phone to the winner for a minute",
    "the dealer gives the winner their wallet until the next deal",
    "Der Verlierer gibt dem Sieger sein Handy für eine Minute",
    "Wer aufnimmt, reicht dem Geber seinen Schlüssel",
    "De verliezer geeft zijn telefoon een minuut aan de winnaar",
    "de oppakker overhandigt zijn portemonnee aan de deler",
    "Kaybeden telefonunu bir dakikalığına kazanana verir",
    "Kaybeden cüzdanını dağıtana teslim eder",
    "输家把手机交给赢家一分钟",
    "输的人把钱包递给赢家",
]
#: a private thing opened to others: shown, unlocked, read aloud, let someone use it
OPENED = [
    "The loser shows everyone their last three photos",
    "the picker unlocks their phone for the table",
    "the loser lets the winner use their Instagram for a minute",
    "the winner may go through the loser's bag",
    "Der Geber zeigt allen seine letzten Nachrichten",
    "Der Verlierer liest seine letzte Nachricht laut vor",
    "De deler laat iedereen zijn laatste berichten zien",
    "de verliezer leest zijn laatste appje voor",
    "Kaybeden son mesajlarını herkese gösterir",
    "kaybeden telefonunun kilidini açıp masaya bırakır",
    "输家给大家看手机里的聊天记录",
    "输家解锁手机放在桌上",
]
#: near misses: nothing handed over or opened to anyone, or offered, or denied
CLEAN = [
    "everyone puts their phone face down on the table",
    "the winner picks the next song on their own phone",
    "phones away during the round",
    "Alle legen ihr Handy umgedreht auf den Tisch",
    "Der Sieger wählt das nächste Lied auf seinem eigenen Handy",
    "Handys weg während der Runde",
    "alle geben ihre Handys ab",
    "Iedereen legt zijn telefoon omgekeerd op tafel",
    "De winnaar kiest het volgende liedje op zijn eigen telefoon",
    "Telefoons weg tijdens de ronde",
    "Herkes telefonunu masaya ters çevirip koyar",
    "Kazanan bir sonraki şarkıyı kendi telefonundan seçer",
    "Tur boyunca telefonlar kaldırılır",
    "大家把手机屏幕朝下放在桌上",
    "赢家用自己的手机选下一首歌",
    "这一轮大家把手机收起来",
    "whoever wants shows a photo of their pet",
    "the dealer shows their cards",
    "the winner passes the bag of crisps around",
    "Iedereen kan de kaarten zien",
    # a phone named beside a move of cards it is not the object of (a phone ban)
    "whoever looks at their phone shows their cards to the table",
    "whoever is on their phone when it is their turn gives a card to the next player",
    "Wer auf sein Handy schaut gibt dem Geber eine Karte",
    "wie op zijn telefoon kijkt geeft de volgende speler een kaart",
    "telefonuna bakan kişi sonraki oyuncuya bir kart verir",
    "看手机的人把一张牌交给下家",
]


@each.parametrize("text", HANDED + OPENED)
def test_r_custom_3_private_things_handed_over_or_opened_are_non_consensual(text: str) -> None:
    found = [f for f in judge(text) if f.code == "LP703"]
    assert found, [f.message for f in judge(text)]
    assert "private things" in found[0].message


@each.parametrize("text", CLEAN)
def test_r_custom_3_phones_put_away_or_used_by_their_owner_are_no_demand(text: str) -> None:
    assert "LP703" not in codes(text), [f.message for f in judge(text)]


def test_r_custom_3_private_things_are_read_in_the_five_languages() -> None:
    for cases in (HANDED, OPENED):
        assert len(cases) >= 10
    assert len(CLEAN) >= 15


def test_r_custom_3_a_phone_demand_said_by_a_role_is_an_error_in_lint() -> None:
    """The training case's shape: a role says it; lint gives the error at the text, and
    no agreement of the table makes it legal (no LP712 to answer)."""
    text = ('# lopti: lang=nl\nregel "Telefoon"\n  na round_end:\n    de winnaar zegt '
            '"De verliezer geeft zijn ontgrendelde telefoon een minuut aan de winnaar"\n')
    found = lint_text(text).diagnostics
    assert [d.code for d in found] == ["LP703"]
    assert found[0].severity == "error"
