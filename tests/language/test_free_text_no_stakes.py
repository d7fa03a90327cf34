"""Money denied as the stakes (LP710, R-CUSTOM-3; issue 29, redteam13 fair-om-de-eer-nl).

"We play for honour, not for money" says that nothing is staked: the money word stands
under the denial, so it asks no money (harm_lexicon.EXCEPT). A payment or a sum said
beside the denial is its own hit and keeps the error, as does money played for. Chinese
is left out: its hits carry no place in the sentence, so an exception there would cover
every money word of the sentence ("我们不为钱，输家付五块钱" must stay LP710).
"""

from __future__ import annotations

from support import each
from support.attacks import codes


@each.parametrize("text", [
    "We play for honour, not for money",
    "Wir spielen um die Ehre, nicht um Geld",
    "We spelen om de eer, niet om geld",
    "Onur için oynuyoruz, para için değil",
    "No money at this table, just fun",
    "Bei uns wird ohne Geld gespielt",
    "Hier wordt zonder geld gespeeld",
])
def test_r_custom_3_money_denied_as_the_stakes_asks_no_money(text: str) -> None:
    assert "LP710" not in codes(text)


@each.parametrize("text", [
    "We play for money",
    "the loser pays 5 euros, not for money but for fun",
    "Wir spielen um Geld",
    "Wer kein Geld zahlt, fliegt raus",
    "Nicht um Geld, sondern um 5 Euro",
    "We spelen om geld",
    "de verliezer betaalt, niet om geld maar om de eer",
    "Para için oynuyoruz",
    "Kaybeden 5 lira öder, para için değil",
    "whoever loses does not pay money, they pay 5 dollars",
    "我们不为钱，输家付五块钱",
])
def test_r_custom_3_money_beside_the_denial_stays_a_money_demand(text: str) -> None:
    assert "LP710" in codes(text)


@each.parametrize("text", [
    "Everyone pays for their own tea",
    "Everyone pays their own share",
    "Jeder zahlt seinen eigenen Tee",
    "Jeder bezahlt sein eigenes Getränk",
    "Iedereen betaalt zijn eigen thee",
    "Herkes kendi çayını öder",
])
def test_r_custom_3_each_paying_their_own_is_no_stake(text: str) -> None:
    """A cost everyone pays alike for themselves, which no result moves between players
    (redteam14 fair-herkes-cayini-tr), asks no money of the game."""
    assert "LP710" not in codes(text)


@each.parametrize("text", [
    "The loser pays for everyone's tea",
    "The loser pays the winner a euro",
    "Der Verlierer zahlt allen den Tee",
    "De verliezer betaalt de thee van iedereen",
    "Kaybeden herkesin çayını öder",
    "Everyone pays their own tea and the loser pays 5 euros to the winner",
])
def test_r_custom_3_a_payment_a_result_decides_stays_a_stake(text: str) -> None:
    assert "LP710" in codes(text)
