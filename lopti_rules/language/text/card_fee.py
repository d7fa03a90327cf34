"""A pay word that names the hook's own card cost (R-CUSTOM-3, LP710; issue 29, session 46).

Tables put a price in cards on a play and say it as a price: "every 2 costs a card, and
even the champion pays", "Auch der Champion zahlt.", "Ook de kampioen betaalt.",
"Şampiyon da bedelini öder.", "冠军也要付出代价。". Said by a player the same hook makes
draw, give or pick up cards, the verb names those cards, the game's own fee, as a rule's
name's "Winner pays" does (:mod:`.names`): words, not a demand for money. A line said in
one branch of an ``if`` beside a card cost the other seats pay alike is such words
(redteam37 ``fair-reset-fee-champion-says``).

Only the price verb is read so (the judge's ``t_fee`` words: pay, zahlen, betalen,
ödemek, 付出 ...). Money said beside it stays money: a currency, a sum, a bet, a wallet
("pays five euros", "zahlt einen Euro") is its own hit of LP710 and keeps the finding,
and so does every pay word of a hook whose speaker pays no card.
"""

from __future__ import annotations

from .clause_readings import Finding
from .matching import hits, written
from .textnorm import read

#: The judge's words of a price (vote_time_lexicon's ``t_fee``: "pays", "zahlt",
#: "betaalt", "öder", "付出"), the money code's hits they may cover
_PRICE = "t_fee"
_MONEY = "LP710"


def price_words_only(text: str) -> bool:
    """Whether every money word the judge reads in ``text`` is a price verb (module text):
    no currency, sum, bet or purse beside it."""
    money: set[str] = set()
    price: set[str] = set()
    for sentence in read(text).sentences:
        for h in hits(sentence):
            word = written(h)
            if h.name == _MONEY:
                money.add(word)
            elif h.name == _PRICE:
                price.add(word)
    return bool(money) and money <= price


def card_fee(text: str, found: tuple[Finding, ...], pays_cards: bool) -> tuple[Finding, ...]:
    """``found`` without its money finding when the speaker pays cards in the same hook
    (``pays_cards``) and the text's money words are price verbs only (module text)."""
    if not pays_cards or not any(f.code == _MONEY for f in found) or \
            not price_words_only(text):
        return found
    return tuple(f for f in found if f.code != _MONEY)
