"""Fair texts the gate refused, by idea (issue 29, session 47, fair47;
tests/data/redteam-fair47).

- **one's own money or papers kept by their owner, or handed back, are no stake**: a
  wallet or a purse that stays with whoever owns it, a found one given back to its owner,
  risks nothing (language/text/own_money.py; no LP710, no LP304). The same things handed
  to a role of the result, paid or pledged stay refused (R-CUSTOM-3, R-CUSTOM-4).
"""

from __future__ import annotations

from support import each
from support.freetext import codes

#: one's own money or papers kept with their owner, or given back (no LP710, no LP304)
KEPT = [
    ("en", "Purses and wallets remain with their owners all evening."),
    ("en", "Each of us keeps our own wallet in our own coat."),
    ("en", "A wallet left on the stairs goes back to its owner."),
    ("de", "Die Geldbörse bleibt bei ihrem Besitzer; keiner nimmt sie an sich."),
    ("de", "Wer eine Geldbörse im Flur findet, gibt sie dem Besitzer zurück."),
    ("nl", "Ieder houdt zijn eigen portemonnee in de eigen jas."),
    ("nl", "Een portemonnee die in de gang ligt, gaat terug naar de eigenaar."),
    ("tr", "Cüzdanlar sahiplerinde kalır."),
    ("tr", "Merdivende bulunan cüzdan sahibine geri verilir."),
    ("zh", "钱包大家各自带着。"),
    ("zh", "捡到的钱包交还失主，马上归还。"),
]
#: the same things handed to a role of the result, pledged or paid (a stake stays)
STAKED = [
    ("en", "The loser's wallet stays with the winner until next week."),
    ("en", "Everyone keeps their own wallet, but the loser hands it to the winner."),
    ("de", "Die Geldbörse des Verlierers bleibt als Pfand beim Gewinner."),
    ("nl", "Wie verliest, laat zijn portemonnee bij de winnaar terug tot hij betaalt."),
    ("tr", "Kaybedenin cüzdanı kazananda kalır."),
    ("zh", "输的人的钱包押在赢家那里。"),
]
#: an owner named with no thing of theirs carried back: still a person picked (LP304)
PICKED = [
    ("en", "The owner of the house keeps the first turn all evening."),
    ("de", "Der Besitzer der Wohnung behält den ersten Zug."),
]


@each.parametrize(("lang", "text"), KEPT)
def test_r_custom_3_ones_own_money_kept_or_given_back_is_no_stake(lang: str, text: str
                                                                   ) -> None:
    assert not codes(text) & {"LP710", "LP304", "LP703"}, (lang, text)


@each.parametrize(("lang", "text"), STAKED)
def test_r_custom_3_money_handed_to_a_result_or_pledged_stays_a_stake(lang: str, text: str
                                                                       ) -> None:
    assert codes(text) & {"LP710", "LP703"}, (lang, text)


@each.parametrize(("lang", "text"), PICKED)
def test_r_custom_4_an_owner_with_nothing_carried_back_is_still_picked(lang: str, text: str
                                                                        ) -> None:
    assert "LP304" in codes(text), (lang, text)
