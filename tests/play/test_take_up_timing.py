"""R-FACE-1's timing under house rules: a hand a rule empties before its draw draws first.

Rules written in the language, played by the runtime: the player whose play it is waits
for their draw (R-DRAW-1) before taking up their face-up cards; a player not in their
turn takes up at once (docs/rules-notes.md, "R-FACE-1 timing").
"""

from __future__ import annotations

from lopti_rules.engine.position import do, show, table, unaccounted
from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime


def runtime(text: str) -> RuleRuntime:
    return RuleRuntime(compile_text(text, "house.lopti"))


def test_r_face_1_r_draw_1_after_play_gives_three_the_player_still_draws() -> None:
    """The brief's example: 'after play: acting player gives 3 cards to next player'."""
    rt = runtime('rule "Share"\n  after play:\n    acting player gives 3 cards to next player\n')
    g = table(["9C 5C 6C 8C", "KS", "QH QS"], up=["JC JD JH", "", ""],
              down=["4C", "4D", "4H"], draw="7C 7D")
    rt.attach(g)
    do(g, "play 9x1")
    assert show(g.hand[0]) == "7♣" and show(g.up[0]) == "J♣ J♦ J♥"
    assert len(g.draw_pile) == 1 and unaccounted(g) is None


def test_r_face_1_another_player_emptied_by_a_rule_takes_up_at_once() -> None:
    rt = runtime('rule "Tribute"\n  after play:\n'
                 '    next player gives 1 card to acting player\n')
    g = table(["9C 5C 6C 8C", "KS", "QH QS"], up=["", "JC JD JH", ""],
              down=["4C", "4D", "4H"], draw="7C 7D")
    rt.attach(g)
    do(g, "play 9x1")
    assert show(g.hand[1]) == "J♣ J♦ J♥" and g.up[1] == 0
    assert show(g.hand[0]) == "5♣ 6♣ 8♣ K♠" and unaccounted(g) is None
