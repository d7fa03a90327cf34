"""A kept firing's path is chosen once a game, and a handler reads a table value its
pre-checks share once (issue 24, session 24).

- A game with a tally (``RuleRuntime.watch``) takes the tallied handlers, whose kept
  firings tell it; a game without takes the quiet ones, whose quiet kept firings apply
  in line unless a record listener listens. The choice is made when the game starts
  (``HookTables.listen_on``), not at every firing; a listener added during a game is
  heard from then on, since the quiet handlers read the runtime's one list of them.
- The pre-checks of a hot event's handler that read the same table value (the acting
  seat's hand on every turn: "Big hands hurry", and the rules on an empty hand) read it
  once into a local (``sandbox.shared_reads``), and again after a rule whose effects may
  change it (``hooks.is_still``).

Both play the same games as the reference path, byte for byte.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator

import pytest
from support.games import play_with_rules
from support.paths import EXAMPLES

from lopti_rules.engine import OVER, make_bot
from lopti_rules.language import CompiledBook, compile_text
from lopti_rules.play import Plan, RuleRuntime, bot_agents
from lopti_rules.play.hooks import is_still
from lopti_rules.sandbox import shared_reads
from lopti_rules.sandbox.inline import InlineRejected, check_inlined

#: Kept firings of each kind (quiet plans, memo hits, draws, a Roshambo, gives) and
#: pre-checks that share the acting seat's hand.
#: (and the ten-rule book of benchmarks/ab.py)
FILES = [EXAMPLES / f"{name}.lopti" for name in (
    "big-hands-hurry", "fair-fewest-cheers", "fair-fewest-thanks", "empty-hand-draw",
    "empty-hand-helper", "ace-high-only",
    "big-clear-fewest-takes", "big-pickup-groan", "big-play-goes-low", "deal-pass-left",
    "eights-skip", "five-roshambo", "four-clear-pairs", "kings-pair", "nine-reverses")]


@functools.cache
def _books() -> tuple[CompiledBook, ...]:
    return tuple(compile_text(f.read_text(encoding="utf-8"), f.name) for f in FILES)


class Heard:
    """A tally that writes down what it hears."""

    def __init__(self) -> None:
        self.heard: list[object] = []

    def fired(self, plan: Plan) -> None:
        self.heard.append(repr([(type(e).__name__, s) for e, s in plan]))

    def settled(self) -> None:
        self.heard.append("settled")

    def stopped(self, reason: str) -> None:
        self.heard.append(reason)

    def allowed(self, on: int, rank: int) -> None:
        self.heard.append((on, rank))


@contextlib.contextmanager
def _spying(maker: str) -> Iterator[list[str]]:
    """``firings.<maker>`` noting the name of each firing it makes ("none" for none)."""
    from lopti_rules.play import firings

    made: list[str] = []
    real = getattr(firings, maker)

    def spy(*args: object) -> object:
        kept = real(*args)
        made.append("none" if kept is None else kept.fire.__name__)
        return kept

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(firings, maker, spy)
        yield made


def _games(rt: RuleRuntime, seeds: range) -> tuple[object, ...]:
    out = []
    for seed in seeds:
        play = play_with_rules(rt, 4, seed, "greedy", agents=bot_agents(4, seed))
        out.append((tuple(play.game.history), tuple(play.fired), tuple(play.choices)))
    return tuple(out), tuple(rt.fired), tuple(rt.stopped)


def test_r_custom_1_a_game_with_a_tally_takes_the_tallied_handlers() -> None:
    rt = RuleRuntime(list(_books()))
    quiet = [h.source for hs in rt.handlers.values() for h in hs]
    assert rt.tallied is None  # written when the first tallied game starts
    assert any("if listeners:" in s for s in quiet)
    assert not any("play.tally is not None" in s for s in quiet)
    plain = _games(rt, range(3))
    heard = Heard()
    rt.watch(heard)
    tallied_games = _games(rt, range(3, 6))
    assert rt.tallied is not None and rt.tallied is not rt.handlers
    tallied = [h.source for hs in rt.tallied.values() for h in hs]
    # a tallied game's kept firings always tell the tally: never applied in line
    assert not any("listeners" in s for s in tallied)
    assert any("fire" in s for s in tallied)
    # the same games as a runtime that tallies every game, and as the reference path
    other = RuleRuntime(list(_books()))
    other_heard = Heard()
    other.watch(other_heard)
    assert _games(other, range(3, 6))[0] == tallied_games[0]
    assert heard.heard == other_heard.heard and heard.heard
    reference = RuleRuntime(list(_books()), prechecks=False)
    reference_heard = Heard()
    reference.watch(reference_heard)
    assert _games(reference, range(3, 6))[0] == tallied_games[0]
    assert reference_heard.heard == heard.heard
    assert _games(RuleRuntime(list(_books()), prechecks=False), range(3))[0] == plain[0]


@pytest.mark.parametrize("prechecks", [True, False])
def test_r_custom_1_a_listener_added_during_a_game_hears_the_kept_firings(
        prechecks: bool) -> None:
    """The quiet handlers test the runtime's listeners, one list for good: a listener
    added after the game started hears every firing from then on, as on the reference
    path."""

    def records(prechecks: bool) -> list[str]:
        rt = RuleRuntime(list(_books()), prechecks=prechecks)
        heard: list[str] = []
        for seed in (7, 8):
            play = rt.start(4, seed, agents=bot_agents(4, seed))
            g, choose = play.game, make_bot("greedy", seed).choose
            for _ in range(40):
                g.apply(choose(g))
            if seed == 7:
                rt.listen(lambda r: heard.append(repr(r)))
            while g.phase != OVER:
                g.apply(choose(g))
        return heard

    got = records(prechecks)
    assert any("RuleFired" in r and "Big hands hurry" in r for r in got)
    assert got == records(not prechecks)


def test_r_custom_1_pre_checks_share_a_read_of_the_acting_seats_hand() -> None:
    rt = RuleRuntime(list(_books()))
    (turn,) = rt.handlers[("after", "turn")]
    reads = [line.strip() for line in turn.source.split("\n") if "bit_count()" in line]
    # "Big hands hurry" skips and "Nearly there" and "Almost" only speak: all still, so
    # the hand is read once for the three pre-checks
    assert reads.count("_s0 = g.hand[a].bit_count()") == 1, turn.source
    assert all(r == "_s0 = g.hand[a].bit_count()" for r in reads), reads


def test_r_custom_1_a_shared_read_is_read_again_after_a_rule_that_moves_cards() -> None:
    text = ('rule "Empty draws"\n  after turn when hand of acting player is 0:\n'
            '    acting player draws 1 card\n'
            'rule "Empty says"\n  after turn when hand of acting player is 0:\n'
            '    acting player says "empty"\n'
            'rule "Big hands hurry"\n  after turn when hand of acting player is at least 6:\n'
            '    skip next player\n')
    rt = RuleRuntime(compile_text(text, "shared.lopti"))
    (turn,) = rt.handlers[("after", "turn")]
    assert turn.source.count("_s0 = g.hand[a].bit_count()") == 2, turn.source
    assert not is_still(rt.python[0]) and is_still(rt.python[1]) and is_still(rt.python[2])
    reference = RuleRuntime(compile_text(text, "shared.lopti"), prechecks=False)
    assert _games(rt, range(4)) == _games(reference, range(4))


def test_shared_reads_are_reads_two_plain_pre_checks_make() -> None:
    hand = "g.hand[a].bit_count()"
    assert shared_reads([f"{hand} >= 6", f"{hand} == 0", "x_rank == 8"], "turn") == [hand]
    # one pre-check alone, or a pre-check that may raise, shares nothing
    assert shared_reads([f"{hand} >= 6", "x_rank == 8"], "turn") == []
    assert shared_reads([f"{hand} >= 6", f"g.hand[s].bit_count() == {hand}"], "turn") == []


def test_a_rule_text_cannot_name_a_shared_reads_local() -> None:
    with pytest.raises(InlineRejected):
        check_inlined("_s0 >= 6", "turn")


def test_r_custom_1_a_runtime_given_its_tally_writes_only_the_tallied_handlers() -> None:
    """The trial's book player tallies every game: ``RuleRuntime(tally=...)`` writes the
    tallied games' handlers only, and its games are those of a runtime told later."""
    heard, later = Heard(), Heard()
    rt = RuleRuntime(list(_books()), tally=heard)
    assert rt.tallied is not None and False not in rt._handlers
    told = RuleRuntime(list(_books()))
    told.watch(later)
    assert _games(rt, range(2)) == _games(told, range(2))
    assert heard.heard == later.heard


def test_r_custom_2_a_quiet_kept_firing_on_a_guarded_event_applies_in_line() -> None:
    """After a clear (a guarded event) a memoized hook's quiet kept firing applies in the
    handler without its protected set pending: it emits no event, so no hook could read
    the set; a firing that is not quiet still fires with it pending."""
    rt = RuleRuntime(list(_books()))
    (clear,) = rt.handlers[("after", "clear")]
    assert "if f.apply is None or listeners:" in clear.source
    assert "f.fire(play, g)" in clear.source
    # a firing that is not quiet, kept for a key (which holds the acting seat), pushes
    # that seat's protected set itself (``firings.pending_firing``)
    _games(rt, range(4))
    loud = {hit.firing.fire.__name__ for _, memo in rt.memos.values()
            for hit in memo.values() if hit.firing is not None and hit.firing.apply is None}
    assert "fire_pending" in loud


def test_r_custom_1_one_draw_fires_by_the_receive_firing_as_the_reference_path() -> None:
    """The commonest kept plan, one named player drawing ("Empty-hand draw": the acting
    player draws 1), fires through ``firings.receive_firing`` (one function: the
    receiver checked, the draw counted one event deeper), and plays the games, the
    counts and what a tally hears as the reference path does (issue 24)."""
    books = [compile_text((EXAMPLES / f"{n}.lopti").read_text(encoding="utf-8"), n)
             for n in ("empty-hand-draw", "kings-pair", "eights-skip")]
    with _spying("receive_firing") as made:
        fast = RuleRuntime(books)
        fast_heard = Heard()
        plain = _games(fast, range(12))
        fast.watch(fast_heard)
        tallied = _games(fast, range(12, 20))
    assert made and set(made) == {"fire_receive"}
    reference = RuleRuntime(books, prechecks=False)
    assert _games(reference, range(12))[0] == plain[0]
    reference_heard = Heard()
    reference.watch(reference_heard)
    assert _games(reference, range(12, 20))[0] == tallied[0]
    assert fast_heard.heard == reference_heard.heard and fast_heard.heard


def test_r_custom_1_a_plan_that_only_says_is_counted_and_not_called() -> None:
    """A kept plan that changes nothing in the game (it only says, does or reveals) has
    ``firings.NOTHING`` as its quiet apply: a constant hook's handler counts the firing
    and calls nothing, a memo hit calls a C function of no effect; the records are
    still written while anyone listens, and the games, counts and records are the
    reference path's (issue 24)."""
    from lopti_rules.play.firings import NOTHING

    text = ('rule "Cheer"\n  after play when play.rank is 9:\n    acting player says "nine!"\n'
            'rule "Groan"\n  after pickup when pickup.count is at least 3:\n'
            '    for each other player:\n      that player says "Ouch!"\n')
    books = [compile_text(text, "cheer.lopti")]
    fast = RuleRuntime(books)
    plain = _games(fast, range(10))
    assert any(hit.firing is not None and hit.firing.apply is NOTHING
               for _, memo in fast.memos.values() for hit in memo.values())
    assert plain[1][0] > 0 and plain[1][1] > 0
    reference = RuleRuntime(books, prechecks=False)
    assert _games(reference, range(10)) == plain

    def records(rt: RuleRuntime) -> list[str]:
        heard: list[str] = []
        rt.listen(lambda r: heard.append(repr(r)))
        _games(rt, range(10, 13))
        return heard

    got = records(RuleRuntime(books))
    assert any("nine!" in r for r in got) and got == records(RuleRuntime(books, prechecks=False))


def test_r_custom_1_a_constant_plan_that_changes_nothing_is_counted_in_line() -> None:
    """A constant hook's quiet plan that changes nothing (``""`` for its apply) is
    counted in the handler's line with no call after it; one that applies something
    is called by its name; a tallied handler always fires."""
    from lopti_rules.play.handlers import _Source

    src = _Source("play", True)
    assert src.kept("fire3(play, g)", "", 3) == [
        "if listeners:  # records", "    fire3(play, g)", "else:", "    play.fired[3] += 1"]
    assert src.kept("fire3(play, g)", "quiet3", 3)[-1] == "    quiet3(g)"
    assert src.kept("fire3(play, g)", None, 3) == ["fire3(play, g)"]
    src.tallied = True
    assert src.kept("fire3(play, g)", "", 3) == ["fire3(play, g)"]


def test_r_custom_2_a_pickup_a_clear_or_the_oldest_take_fires_by_the_single_firing() -> None:
    """A memo hit's plan of one effect with no firing of its own (a pickup, a clear of the
    pile, a take of the oldest cleared card: on a guarded event too, "after clear") fires
    through ``single.single_firing``, not ``apply_memo`` and ``apply_plan``; the games,
    counts, what a tally hears and the records are the reference path's (issue 24)."""
    books = [compile_text((EXAMPLES / f"{n}.lopti").read_text(encoding="utf-8"), n)
             for n in ("eight-forces-pickup", "clear-returns-oldest", "chain-sweep-after-turn")]
    with _spying("single_firing") as made:
        fast = RuleRuntime(books)
        plain = _games(fast, range(12))
        fast_heard = Heard()
        fast.watch(fast_heard)
        tallied = _games(fast, range(12, 20))
        listened = RuleRuntime(books)
        heard: list[str] = []
        listened.listen(lambda r: heard.append(repr(r)))
        _games(listened, range(20, 24))
    assert "fire_single" in made
    reference = RuleRuntime(books, prechecks=False)
    assert _games(reference, range(12)) == plain
    reference_heard = Heard()
    reference.watch(reference_heard)
    assert _games(reference, range(12, 20))[0] == tallied[0]
    assert fast_heard.heard == reference_heard.heard and fast_heard.heard
    slow = RuleRuntime(books, prechecks=False)
    slow_heard: list[str] = []
    slow.listen(lambda r: slow_heard.append(repr(r)))
    _games(slow, range(20, 24))
    assert heard == slow_heard and any("Eights bite" in r for r in heard)


def test_r_custom_1_a_plan_of_gives_more_effects_or_own_counts_keeps_its_path() -> None:
    """``single_firing`` is for one effect at the table: gives (all at once), a Roshambo,
    a rule's own counts and a plan of two effects keep the paths they had."""
    from lopti_rules.play.single import single_firing
    from lopti_rules.sandbox import PlayerView
    from lopti_rules.sandbox import effects as fx

    entry = _books()[0].rules[0].hooks[0]
    one = [(fx.Pickup(PlayerView(1, hand=0, face_up=0, face_down=0)), (1,))]
    assert single_firing(one, (("pickup", 1),), 0, entry, "after", "play") is not None
    assert single_firing(one + one, (("pickup", 1),) * 2, 0, entry, "after", "play") is None
    counts = [(fx.Remember(0, 1), ())]
    assert single_firing(counts, (), 0, entry, "after", "play") is None


def test_r_custom_1_a_handler_holds_its_empty_locals_as_defaults() -> None:
    """What a handler holds empty until a hook runs (the views; on a hot event the payload
    and the budget's cause) is a parameter defaulting to None, which the bus never
    passes: no line of the handler sets it at every event (issue 24)."""
    rt = RuleRuntime(list(_books()))
    for (timing, name), handlers in rt.handlers.items():
        for handler in handlers:
            hot = name in ("play", "turn", "pickup", "draw", "clear", "turn_end")
            assert handler.__defaults__ == ((None, None, None) if hot else (None,))
            opening = handler.source.split("\n")[1:6]
            assert not any(line.strip() in ("views = None", "e = None", "cause = None")
                           for line in opening), (timing, name)
