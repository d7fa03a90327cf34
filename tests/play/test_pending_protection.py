"""A pending event's protection covers the events its hooks cause (R-CUSTOM-2).

A before-hook (or a guarded after-hook) may add actions, and those actions emit base
events of their own with their own hooks. Those nested hooks may not take away what
the pending event still needs: the card a swap is about to move, the played cards,
the pile a pickup takes, the clearer's bonus play. Each test pairs a rule whose hook
on the pending event draws (a rule-caused ``draw`` event) with a rule whose after-draw
hook aims at the pending event's player; the nested list is refused whole and
recorded as ``rule_stopped`` with R-CUSTOM-2, and the base event happens.
"""

from __future__ import annotations

from lopti_rules.engine import Game
from lopti_rules.engine.cards import parse_card
from lopti_rules.engine.events import Event
from lopti_rules.engine.moves import SWAP
from lopti_rules.engine.position import do, show, table, unaccounted
from lopti_rules.play import RuleRuntime
from lopti_rules.tools.rulebooks import python_book

DRAW_PILE = "2S 2D 2H 2C 4S 4D"


def rules(*hooks: tuple[str, str]) -> RuleRuntime:
    """A runtime with one rule per (hook name, returned effect list)."""
    return RuleRuntime([python_book(f"rule {k}", f"def {name}(view, event, rule):\n"
                                                 f"    fuel()\n    return {body}\n")
                        for k, (name, body) in enumerate(hooks)])


def attached(rt: RuleRuntime, g: Game) -> list[Event]:
    out: list[Event] = []
    rt.listen(out.append)
    rt.attach(g)
    return out


def pending_refusals(events: list[Event], event: str, timing: str = "before") -> list[str]:
    reasons = [e.reason for e in events if e.name == "rule_stopped"]  # type: ignore[attr-defined]
    assert all(f"pending {timing} {event}" in r and "R-CUSTOM-2" in r for r in reasons), reasons
    return reasons


def test_r_custom_2_r_setup_3_a_nested_give_cannot_take_the_swapped_hand_card() -> None:
    """The fuzz failure (seed 0, two players): the before-swap draw's after-draw give
    took the swapper's hand card, which the swap then moved face up too."""
    rt = rules(("before_swap", "[Draw(view.next, 2)]"),
               ("after_draw", "[Give(view.current, view.next, 2)]"))
    out: list[Event] = []
    rt.listen(out.append)
    play = rt.start(2, 0)
    g = play.game
    seat = g.current_player()
    swap = next(m for m in g.legal_moves() if m.kind == SWAP)
    hand_before = g.hand[seat]
    g.apply(swap)
    assert unaccounted(g) is None
    assert g.up[seat] >> swap.given & 1 and g.hand[seat] >> swap.taken & 1
    assert g.hand[seat] == hand_before ^ (1 << swap.given) | (1 << swap.taken)
    assert len(pending_refusals(out, "swap")) == 1


def test_r_custom_2_r_play_1_a_nested_give_cannot_take_the_played_cards() -> None:
    rt = rules(("before_play", "[Draw(view.next, 1)]"),
               ("after_draw", "[Give(view.current, view.next, 2)]"))
    g = table(["9C 9D 5C 6C 7C", "KS", "KD"], down=["4C", "5D", "4H"], pile=["8H"],
              draw=DRAW_PILE)
    events = attached(rt, g)
    do(g, "play 9x2")  # three cards stay: no draw of the turn's own
    assert len(pending_refusals(events, "play")) == 1
    assert g.top == 9 and g.last == 2 and unaccounted(g) is None


def test_r_custom_2_r_play_2_a_nested_pickup_cannot_take_the_pile_of_a_play() -> None:
    rt = rules(("before_play", "[Draw(view.next, 1)]"),
               ("after_draw", "[Pickup(view.next)]"))
    g = table(["9C 5C 6C 7C", "KS", "KD"], down=["4C", "5D", "4H"], pile=["8H"],
              draw=DRAW_PILE)
    events = attached(rt, g)
    do(g, "play 9x1")
    assert len(pending_refusals(events, "play")) == 1
    assert g.pile_plays[-1] == 1 << parse_card("9C")  # 9♣ lies on the 8♥: the play was judged on it
    assert unaccounted(g) is None


def test_r_custom_2_r_turn_2_a_nested_pickup_cannot_take_the_pile_being_picked_up() -> None:
    rt = rules(("before_pickup", "[Draw(view.next, 1)]"),
               ("after_draw", "[TakePile(view.next, 1)]"))
    g = table(["5C", "KS", "KD"], down=["4C", "5D", "4H"], pile=["8H", "9H"],
              draw=DRAW_PILE)
    events = attached(rt, g)
    do(g, "pickup")
    assert len(pending_refusals(events, "pickup")) == 1
    assert g.pile == 0 and bin(g.hand[0]).count("1") == 3 and unaccounted(g) is None


def test_r_custom_2_r_face_2_a_nested_give_cannot_fill_the_hand_of_a_blind_play() -> None:
    rt = rules(("before_flip", "[Draw(view.next, 1)]"),
               ("after_draw", "[Give(view.next, view.current, 1)]"))
    g = table(["", "KS QS", "KD"], down=["9C 6C", "5D", "4H"], pile=["8H"], draw=DRAW_PILE)
    events = attached(rt, g)
    do(g, "flip 1")
    assert len(pending_refusals(events, "flip")) == 1
    assert g.top == 9 and not g.down[0][1:] and unaccounted(g) is None


def test_r_custom_2_r_special_3_a_nested_pickup_cannot_take_the_passed_pile() -> None:
    rt = rules(("before_pass", "[Draw(view.acting, 1)]"),
               ("after_draw", "[Pickup(view.acting)]"))
    g = table(["3C 5C 6C 7C", "KS", "KD"], down=["4C", "5D", "4H"], pile=["8H"],
              draw=DRAW_PILE)
    events = attached(rt, g)
    do(g, "play 3x1")
    assert len(pending_refusals(events, "pass")) == 1
    assert g.obligation and g.pile and unaccounted(g) is None


def test_r_custom_2_r_draw_1_a_nested_draw_cannot_take_the_draw_pile_of_a_draw() -> None:
    """A before-draw pickup (allowed) is a rule-caused pickup; its after-hook may not
    draw from the pile the pending draw needs."""
    rt = rules(("before_draw", "[Pickup(view.next)]"),
               ("after_pickup", "[Draw(view.acting, 3)]"))
    g = table(["9C 5C", "KS", "KD"], down=["4C", "5D", "4H"], pile=["8H"], draw="2S")
    events = attached(rt, g)
    do(g, "play 9x1")
    assert len(pending_refusals(events, "draw")) == 1
    assert g.hand[0] >> parse_card("2S") & 1  # the draw happened
    assert not g.draw_pile and unaccounted(g) is None


def test_r_custom_2_r_clear_1_a_nested_skip_cannot_deny_the_clearers_bonus() -> None:
    """A guarded after-hook pends too: after a clear, the bonus play is due."""
    rt = rules(("after_clear", "[Draw(view.next, 1)]"),
               ("after_draw", "[Skip(view.current)]"))
    g = table(["10C 5C 6C", "KS", "KD"], down=["4C", "5D", "4H"], pile=["8H"],
              draw=DRAW_PILE)
    events = attached(rt, g)
    do(g, "play 10x1")
    assert len(pending_refusals(events, "clear", "after")) == 1
    assert g.current_player() == 0 and g.bonus and unaccounted(g) is None


def test_r_custom_2_the_same_nested_hook_still_acts_outside_a_pending_event() -> None:
    """The protection is the pending event's, not a ban: the after-draw give that is
    refused inside a before-play draw acts on the turn's own draw."""
    rt = rules(("after_draw", "[Give(view.current, view.next, 1)]"))
    g = table(["9C 9D 5C", "KS", "KD"], down=["4C", "5D", "4H"], pile=["8H"],
              draw=DRAW_PILE)
    events = attached(rt, g)
    do(g, "play 9x2")
    assert [e.name for e in events if e.name.startswith("rule_")] == ["rule_fired"]
    assert unaccounted(g) is None


def test_r_custom_2_kept_plans_do_not_bypass_a_pending_event() -> None:
    """A memoized nested hook keeps its plan at a firing outside any pending event; inside
    one it runs and is planned again, and refused. Nobody listens to records, so the
    handlers take their fast paths wherever they may."""
    rt = rules(("before_play", "[Draw(view.next, 1)] if event.rank == 9 else []"),
               ("after_draw", "[Give(view.current, view.next, 1)]"))
    give = rt.rule_hooks[1][0]
    assert id(give) in rt.memos  # (else this test would not reach the kept plans)
    g = table(["5C 8C 8D 8H 6S", "6C 9C 9D"], down=["4C", "5D"], pile=["4H"],
              draw=DRAW_PILE)
    rt.attach(g)
    do(g, "play 5x1", "play 6x1")  # seat 1 draws: its give fires, and its plan is kept
    assert rt.fired[1] == 1 and rt.memos[id(give)][1] and unaccounted(g) is None
    do(g, "play 8x1", "play 9x1")  # seat 1's play is pending while seat 0 draws
    assert rt.stopped == [0, 1]  # (then seat 1 draws for its turn: that give fires)
    assert g.top == 9 and unaccounted(g) is None


def test_r_custom_2_r_turn_1_a_nested_skip_cannot_skip_the_turn_that_begins() -> None:
    rt = rules(("before_turn", "[Draw(view.acting, 1)]"),
               ("after_draw", "[Skip(view.acting)]"))
    g = table(["9C 5C 6C 7C", "KS QS JS", "KD QD JD"], down=["4C", "5D", "4H"],
              pile=["8H"], draw=DRAW_PILE)
    events = attached(rt, g)
    do(g, "play 9x1")  # seat 1's turn begins: its before-turn draw may not skip it
    assert len(pending_refusals(events, "turn")) == 1
    assert g.current_player() == 1 and unaccounted(g) is None


def test_r_custom_2_r_face_1_a_nested_give_cannot_fill_the_hand_taking_up() -> None:
    """A bonus play empties the hand with the draw pile still full (bonus plays never
    draw): the take-up is pending while its hook's draw runs its own hooks."""
    rt = rules(("before_take_up", "[Draw(view.next, 1)]"),
               ("after_draw", "[Give(view.next, view.current, 1)]"))
    g = table(["10C 5C 5D 5H", "KS QS JS"], up=["KH KD KC", ""], down=["4C", "6S"],
              draw=DRAW_PILE)
    events = attached(rt, g)
    do(g, "play 10x1", "play 5x3")
    assert len(pending_refusals(events, "take_up")) == 1
    assert show(g.hand[0]) == "K♣ K♦ K♥" and g.up[0] == 0 and unaccounted(g) is None
