"""The sandbox's check of the rule-derived texts the runtime inlines into its handlers
(``sandbox/inline.py``): the prefilter's closed subset passes, anything else is refused
before it is compiled (one attack per test)."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import each

from lopti_rules.engine.events import TAP_FIELDS
from lopti_rules.language import compile_text
from lopti_rules.sandbox.inline import InlineRejected, check_inlined, compile_handlers, on_values
from lopti_rules.sandbox.prefilter import memo_key_expr, precheck_expr

EXAMPLES = Path(__file__).parents[2] / "examples" / "rules"


def _texts() -> list[tuple[str, str]]:
    """Every pre-check and memo key the prefilter writes for the example rules, as the
    runtime inlines them (on a tap's values where the event is hot)."""
    out = []
    for path in sorted(EXAMPLES.glob("*.lopti")):
        for entry in compile_text(path.read_text(encoding="utf-8"), path.name).rules:
            for h in entry.hooks:
                for make in (precheck_expr, memo_key_expr):
                    text = make(entry.python, h.hook.name, h.event)
                    if text is not None:
                        out.append((on_values(text, h.event)[0] if h.event in TAP_FIELDS
                                    else text, h.event))
    return out


@pytest.mark.slow
def test_every_text_the_example_rules_inline_passes() -> None:
    texts = _texts()
    assert texts
    for text, event in texts:
        check_inlined(text, event)


def test_a_seat_comprehension_and_a_conditional_pass() -> None:
    check_inlined("(a, (g.cur if 0 <= g.cur < g.players else a), "
                  "tuple([g.hand[s].bit_count() <= 2 for s in range(g.players)]))", "turn")


@each.parametrize("text", [
    "e.__class__",                                  # a dunder attribute
    "g._take_up",                                   # any private attribute
    "__import__('os')",                             # a name outside the subset
    "open('/etc/passwd')",
    "(lambda: 1)()",                                # a lambda
    "len(e.cards, key=1)",                          # keywords
    "e.cards.pop()",                                # a method other than bit_count
    "getattr(e, 'x')",
    "[x for x in range(3) if x]",                   # a filtered comprehension
    "b'bytes' == e.cause",                          # a bytes constant
    "x_rank if (y := 1) else 0",                    # an assignment expression
    "e.rank; 1",                                    # not one expression
], size=60)
def test_a_text_outside_the_subset_is_refused(text: str) -> None:
    with pytest.raises(InlineRejected):
        check_inlined(text, "play")


def test_a_tap_value_of_another_event_is_refused() -> None:
    check_inlined("x_rank >= 9", "play")
    with pytest.raises(InlineRejected):
        check_inlined("x_rank >= 9", "deal")


def test_a_refused_text_is_never_compiled() -> None:
    ran: list[int] = []
    source = "def factory():\n    ran.append(1)\n    return 1\n"
    with pytest.raises(InlineRejected):
        compile_handlers(source, {"ran": ran}, filename="<t>", event="play",
                         inlined=["__import__('os')"])
    assert ran == []
    made: object = compile_handlers(source, {"ran": ran}, filename="<t>", event="play",
                                    inlined=["x_rank == 8"])
    assert made == 1
    assert ran == [1]


def test_the_handlers_run_without_builtins() -> None:
    source = "def factory():\n    return open\n"
    with pytest.raises(NameError):
        compile_handlers(source, {}, filename="<t>", event="play", inlined=[])


def test_prechecks_over_game_ints_need_no_try_issue_24() -> None:
    """A pre-check over the game's ints (a hand's size at the acting seat, the draw
    pile's length, the clears' sum, the round's number) cannot raise in any state of the
    game, so a hot handler tests it with a plain ``if`` (R-CUSTOM-2's pre-checks decide
    alike); so is the next or previous player's seat read off the game's seat ring at
    the current seat (issue 24). Anything that might raise keeps its ``try``."""
    from lopti_rules.sandbox.inline import cannot_raise

    plain = ["g.hand[a].bit_count() == 0 and len(g.draw_pile) > 0",
             "g.hand[a].bit_count() == 0 and held(g, a) >= 1", "n == 1 or True",
             "g.up[a].bit_count() >= 6", "sum(g.clears) % 3 == 0", "rule_clears % 3 == 0",
             "g.pile.bit_count() >= 5 and x_cause == 'four'",
             "(g.cur if 0 <= g.cur < g.players else a) == g.dealer", "g.cur == g.dealer",
             "g.ring[g.direction][g.cur] == g.dealer", "g.ring[-g.direction][g.cur] != a"]
    kept = ["g.hand[x_player].bit_count() > 1", "g.down[a]", "sum(g.clears) % 0 == 0",
            "len(g.hand[a]) > 1", "g.ring[x_rank][a] == g.dealer", "x_previous_rank > 3",
            "g.ring[g.direction][s] == a", "g.ring[g.direction][x_player] == a",
            "g.hand[s].bit_count() == 0", "g.hand[a].bit_count(1) == 0", "held(a, g) > 0",
            "sum(g.hand) > 0", "g.rules > 0"]
    assert [t for t in plain if not cannot_raise(t, "clear")] == []
    assert [t for t in kept if cannot_raise(t, "play")] == []


def test_plain_prechecks_of_the_examples_never_raise_in_played_games_issue_24() -> None:
    """Every example rule's pre-check on a hot event that is tested without a ``try``
    (reading the game's ints alone) gives a bool at every decision of bot games, for
    every acting seat (R-TURN-1: each seat acts in turn)."""
    from lopti_rules.engine import OVER, Game, make_bot
    from lopti_rules.sandbox.inline import cannot_raise
    from lopti_rules.sandbox.prefilter import KEY_NAMES

    texts = sorted({t for t, e in _texts()
                    if e in TAP_FIELDS and "x_" not in t and cannot_raise(t, e)})
    assert any("g.hand[a]" in t for t in texts)
    codes = [compile(t, t, "eval") for t in texts]
    for seed in range(3):
        g = Game(4, seed)
        bot = make_bot("greedy", seed)
        while g.phase != OVER:
            for a in range(g.players):
                env = {**KEY_NAMES, "len": len, "sum": sum, "g": g, "a": a, "n": 1,
                       "rule_clears": 2, "rule_pickups": 0}
                for code in codes:
                    eval(code, {"__builtins__": {}}, env)  # noqa: S307 - the examples' tests
            g.apply(bot.choose(g))
