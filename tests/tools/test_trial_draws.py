"""The draw undone (LP802, R-DRAW-1): ``roundplay.drawn_kept`` counts, for each play of a
book round, the cards it left with its player, the draws apart from the other plays;
``measures.ending``'s "draw kept" rejects a book whose draws leave the drawer under
``draw_keep`` of the cards drawn beyond what its other plays leave ("after a draw the
drawer gives a card to their left": the top-up handed straight on), and leaves clean a
rule that takes a card after every play, with a draw or without (``pass-it-on``)."""

from __future__ import annotations

from lopti_rules.engine import OVER, Game, make_bot
from lopti_rules.tools.evenings import EVENT_KINDS, Evening, RoundFacts
from lopti_rules.tools.powers import PowerTally
from lopti_rules.tools.roundplay import play_round
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import ending

DRAW = EVENT_KINDS.index("draw")


def test_r_draw_1_a_plain_draw_keeps_its_card_and_a_plain_play_nothing() -> None:
    for players, seed in ((2, 1), (4, 2), (5, 3)):
        g = Game(players, seed)
        drawn = [0, 0, 0, 0]
        play_round(g, make_bot("random", seed).choose, PowerTally(), draws=drawn)
        assert g.phase == OVER
        assert drawn[0] == g.turn_draws > 0 and drawn[1] == drawn[0]
        assert drawn[2] > 0 and drawn[3] == 0


def _evenings(drawn: tuple[int, int, int, int], count: int = 12) -> list[tuple[int, Evening]]:
    events = [0] * len(EVENT_KINDS)
    events[DRAW] = 10
    base = RoundFacts(2, 0, 0, (0, 1, 2, 3), 100, False, tuple(events), (0,) * 4)
    book = RoundFacts(2, 0, 0, (0, 1, 2, 3), 100, False, tuple(events), (0,) * 4,
                      drawn=drawn)
    return [(k, Evening(k, 0, (base, base), (book,))) for k in range(count)]


def _draw_kept(drawn: tuple[int, int, int, int]) -> float:
    (c,) = [c for c in ending(_evenings(drawn), DEFAULT) if c.key == ("draw kept",)]
    return sum(c.values) / len(c.values)


def test_r_draw_1_a_draw_handed_straight_on_is_undone() -> None:
    assert _draw_kept((10, 0, 20, 0)) < 0  # "after a draw the drawer gives a card left"
    assert _draw_kept((10, 10, 20, 0)) > 0  # the plain game
    assert _draw_kept((10, 20, 20, 0)) > 0  # "after a draw the previous player gives one"


def test_r_draw_1_a_card_taken_after_every_play_leaves_the_draw_whole() -> None:
    # "pass it on": every play gives a card, with a draw (net 0) or without (net -1)
    assert _draw_kept((10, 0, 20, -20)) > 0
    # a play that gains ("after a Queen take a card") is not held against the draw
    assert _draw_kept((10, 10, 20, 15)) > 0


# A book no hook of which moves a card (skips, restrictions, clears, Roshambos, words):
# its plays' draws are read off the game's counters (``roundplay.plays_drawn``), not
# counted play by play; the rounds' facts must be the same, the blind flips included.
NEUTRAL_BOOKS = ("eights-skip.lopti", "nines-go-low.lopti", "odd-turns-low.lopti",
                 "house-jacks-skip.lopti")


def test_r_draw_1_a_book_that_moves_no_card_counts_its_draws_from_the_game() -> None:
    from pathlib import Path

    from lopti_rules.tools.bookactions import moves_cards
    from lopti_rules.tools.evenings import BookPlayer, EveningSpec, base_evening
    from lopti_rules.tools.rulebooks import compile_files

    rules_dir = Path(__file__).resolve().parents[2] / "examples" / "rules"
    for name in NEUTRAL_BOOKS:
        path = rules_dir / name
        rules = compile_files([(str(path), path.read_text(encoding="utf-8"))],
                              allow_warnings=True)
        assert not moves_cards(rules), name
        player = BookPlayer(rules)
        for players, bot in ((2, "greedy"), (3, "random"), (5, "random")):
            spec = EveningSpec(players, 3, bot, adopt=2)
            base = base_evening(spec, 7)
            player.moves_cards = False
            fast = player.evening(spec, 7, base)
            player.moves_cards = True
            counted = player.evening(spec, 7, base)
            assert fast == counted, (name, players)
            assert sum(r.drawn[0] for r in fast.book) > 0


def test_r_draw_1_a_book_that_may_move_cards_is_counted_play_by_play() -> None:
    from lopti_rules.tools.bookactions import moves_cards
    from lopti_rules.tools.rulebooks import RuleSet

    for action in ("acting player draws 1 card", "acting player gives 1 card to next player",
                   "acting player takes 1 card from the cleared cards",
                   "next player picks up the pile"):
        text = f'rule "r"\n  after play when play.rank is 9:\n    {action}\n'
        assert moves_cards(RuleSet((("r.lopti", text),))), action
    assert not moves_cards(RuleSet((("r.lopti", 'rule "r"\n  after play when play.rank '
                                     'is 9:\n    skip next player\n'),)))
    assert moves_cards(RuleSet(()))  # a book written as Python
