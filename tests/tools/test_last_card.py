"""A win bar judged by what it does to the player about to go out (issue 29, session 18;
R-WIN-1, LP802): in the base game nobody's cards change between their own decisions, so
a player left with one card who holds more at their next decision was sent back by the
book; a win bar does it to that player far more often than to the others
(``roundplay.sent_back``, ``measures.ending``: "last card")."""

from __future__ import annotations

from dataclasses import replace

from support.unchecked import played_anyway

from lopti_rules.engine import OFFICIAL, Game
from lopti_rules.tools.evenings import Evening, RoundFacts
from lopti_rules.tools.roundplay import sent_back
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.measures import ending, last_card_barred


def _game(cards: list[int]) -> Game:
    g = Game(4, 1, OFFICIAL)
    g.hand = [(1 << n) - 1 for n in cards]
    g.up, g.down = [0] * 4, [[] for _ in range(4)]
    return g


def test_a_player_left_with_one_card_who_holds_more_again_was_sent_back() -> None:
    tally = [0, 0, 0, 0]
    holding = [1, 3, -1, 2]  # what each seat's own last decision left it
    g = _game([4, 3, 5, 2])  # seat 0 holds four cards again, seat 1 as many as before
    sent_back(g, 0, 3, holding, tally)
    sent_back(g, 1, 0, holding, tally)
    assert tally == [1, 1, 1, 0]
    sent_back(g, 2, 1, holding, tally)  # no decision of its own yet: nothing to compare
    sent_back(g, 3, 3, holding, tally)  # a bonus play straight after its own decision
    assert tally == [1, 1, 1, 0]


def _evenings(last_card: tuple[int, int, int, int], n: int = 12) -> list[tuple[int, Evening]]:
    plain = RoundFacts(1, 0, 0, (0, 1, 2, 3), 100, False, (0,) * 13, (0,) * 4)
    book = tuple(replace(plain, number=k + 2, last_card=last_card) for k in range(8))
    return [(k, Evening(400000 + k, 0, (plain,) * 9, book)) for k in range(n)]


def test_r_win_1_the_player_on_their_last_card_sent_back_half_the_time_is_lp802() -> None:
    """redteam9 win-roshambo-last-card: Roshambo at every turn for the player holding one
    card, the loser takes three cleared cards; the others are hit only as challengers."""
    config = TrialConfig()
    found = {c.key: c for c in ending(_evenings((3, 1, 90, 2)), config)}["last card",]
    assert found.direction == "above" and found.floor == config.last_card_floor
    assert all(abs(v - (1 / 3 - 2 / 90)) < 1e-9 for v in found.values)
    text = last_card_barred([e for _, e in _evenings((3, 1, 90, 2))], config, 4)
    assert "33% of the turns of a player left with one card" in text
    assert "against 2% of the other players' turns" in text


def test_a_tax_everyone_pays_alike_is_no_win_bar() -> None:
    """"After a 10 every other player draws a card" reaches the players on one card as
    often as the others: about 0."""
    found = {c.key: c for c in ending(_evenings((4, 1, 80, 20)), TrialConfig())}
    assert all(abs(v) < 1e-9 for v in found["last card",].values)
    # an evening with too few such turns gives no share of its own
    assert found.get(("last card",)) is not None
    few = {c.key: c for c in ending(_evenings((0, 0, 80, 20)), TrialConfig())}
    assert few["last card",].values == ()


def _one_card_shares(text: str, players: int = 3, evenings: int = 3) -> tuple[float, float]:
    """The book's rounds' share of one-card decisions at which the player held more again,
    and the same share of the other decisions (``RoundFacts.last_card``)."""
    from lopti_rules.tools.evenings import BookPlayer, EveningSpec, base_evening

    # played past the static checks: the refill of every one-card player is LP403 before
    # any game since session 30, and the last-card measure is what is tested here
    player = BookPlayer(played_anyway(text))
    got = [0, 0, 0, 0]
    for k in range(evenings):
        spec = EveningSpec(players, 6, "greedy", adopt=2)
        e = player.evening(spec, 910_000 + k, base_evening(spec, 910_000 + k))
        for r in e.book:
            got = [a + b for a, b in zip(got, r.last_card, strict=True)]
    assert got[0] and got[2]
    return got[1] / got[0], got[3] / got[2]


REFILL = '''rule "No lonely cards"
  after turn_end:
    for each player whose cards is {n}:
      that player takes the top cleared card
'''


def test_r_win_1_a_last_card_refilled_at_the_players_own_turn_end_is_seen() -> None:
    """redteam14 ``lockout-last-card-refill``: the refill acts within the step of the play
    that left the player one card (``after turn_end``), so the cards after the step never
    show the one card; what the play itself left them does (``roundplay.played_left``)."""
    one, others = _one_card_shares(REFILL.format(n=1))
    assert one > 0.9 and others < 0.1


def test_r_win_1_a_turn_end_take_for_big_hands_is_no_win_bar() -> None:
    """The near miss: the same take for players far from going out never meets the player
    on their last card."""
    one, others = _one_card_shares(REFILL.format(n=6))
    assert one < 0.05
