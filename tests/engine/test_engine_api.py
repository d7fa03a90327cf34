"""The engine's API around the rules: base-rule parameters, the event bus, moves, errors."""

from __future__ import annotations

import pytest
from support import each
from support.games import play_out

from lopti_rules.engine import (
    KEEP_MOVE,
    PICKUP_MOVE,
    Game,
    IllegalMove,
    Move,
    MoveSyntaxError,
    events,
    parse_move,
)
from lopti_rules.engine.baserules import OFFICIAL, BaseRuleError, BaseRules
from lopti_rules.engine.bus import EventBus, UnknownEventError
from lopti_rules.engine.cards import parse_card
from lopti_rules.engine.position import do, record, show, table, unaccounted
from lopti_rules.errors import LoptiError


# ---------------------------------------------------------------- BaseRules
def test_official_base_rules_are_the_defaults() -> None:
    b = BaseRules()
    assert b == OFFICIAL
    assert (b.hand_size, b.face_up, b.face_down, b.draw_below) == (3, 3, 3, 3)
    assert (b.reset_rank, b.pass_rank, b.low_rank, b.clear_rank) == (2, 3, 7, 10)
    assert (b.four_clear, b.threes_clear, b.swaps) == (4, 4, 1)
    assert (b.min_players, b.max_players) == (2, 5)


def test_adjust_changes_one_rule_and_validates_it() -> None:
    """R-VOTE-1: a vote may adjust one base rule for the session."""
    assert OFFICIAL.adjust("hand_size", 4).hand_size == 4
    assert OFFICIAL.hand_size == 3  # frozen: adjusting makes a new value
    with pytest.raises(BaseRuleError, match=r"hand_size = 9 is out of range: allowed 1\.\.6"):
        OFFICIAL.adjust("hand_size", 9)
    with pytest.raises(BaseRuleError, match="unknown base rule 'jokers'"):
        OFFICIAL.adjust("jokers", 2)
    with pytest.raises(BaseRuleError, match="special ranks must all differ"):
        OFFICIAL.adjust("low_rank", 10)
    with pytest.raises(BaseRuleError, match="do not fit"):
        OFFICIAL.adjust("face_down", 5).adjust("face_up", 5)
    with pytest.raises(BaseRuleError, match="true or false"):
        OFFICIAL.adjust("free_sevens_on_sevens", 1)
    with pytest.raises(BaseRuleError, match="whole number"):
        OFFICIAL.adjust("swaps", True)


def test_base_rules_round_trip_through_a_dict() -> None:
    b = OFFICIAL.adjust("draw_count", 2)
    assert BaseRules.from_dict(b.to_dict()) == b
    assert BaseRules.from_dict({}) == OFFICIAL
    with pytest.raises(BaseRuleError):
        BaseRules.from_dict({"nope": 1})


def test_adjusted_rules_drive_the_engine() -> None:
    """A session vote that makes J the clear card: J clears, 10 is ordinary."""
    base = OFFICIAL.adjust("clear_rank", 11)
    g = table(["JC 5C", "6S"], down=["4C", "4D"], pile=["KH"], base=base)
    assert "play Jx1" in [str(m) for m in g.legal_moves()]
    do(g, "play Jx1")
    assert g.clears[1] == 1 and g.bonus


# ---------------------------------------------------------------- the event bus
def test_every_base_event_is_emitted_with_its_typed_payload() -> None:
    from lopti_rules.engine.bots import make_bot

    seen: set[str] = set()
    for seed in range(40):
        bus = EventBus()
        bus.listen_all(lambda e, g: seen.add(e.name))
        bus.after("play", lambda e, g: isinstance(e, events.Play) or pytest.fail("payload"))
        play_out(Game(3, seed, bus=bus), make_bot("random", seed))
    assert seen == set(events.EVENT_NAMES)


def test_before_hooks_see_the_state_before_after_hooks_the_state_after() -> None:
    g = table(["9C 5C", "6S"], down=["4C", "4D"], pile=["8H"])
    seen: list[tuple[str, int]] = []
    g.bus.before("play", lambda e, game: seen.append(("before", game.pile.bit_count())))
    g.bus.after("play", lambda e, game: seen.append(("after", game.pile.bit_count())))
    do(g, "play 9x1")
    assert seen == [("before", 1), ("after", 2)]


def _spy_on_play_payloads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    import lopti_rules.engine.game as game_module

    built: list[str] = []
    make = game_module.MAKERS["play"]

    def spy(*values: object) -> object:
        built.append("play")
        return make(*values)

    monkeypatch.setitem(game_module.MAKERS, "play", spy)
    monkeypatch.setattr(game_module, "_PLAY_EVENTS", {})
    return built


def test_events_are_built_only_when_someone_listens(monkeypatch: pytest.MonkeyPatch) -> None:
    built = _spy_on_play_payloads(monkeypatch)
    g = table(["9C 5C", "6S"], down=["4C", "4D"])
    do(g, "play 9x1")
    assert built == []  # nobody listens: no payload built
    g2 = table(["9C 5C", "6S"], down=["4C", "4D"])
    record(g2)
    do(g2, "play 9x1")
    assert built == ["play"]


def _bot_game(seed: int, bus: EventBus) -> Game:
    from lopti_rules.engine.bots import make_bot

    return play_out(Game(4, seed, bus=bus), make_bot("random", seed))


def test_taps_get_the_payloads_values_and_no_payload_is_built(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A tap on a hot event hears the same values, in the same order, as a hook that
    gets the payload; while only taps listen, no payload is built."""
    built = _spy_on_play_payloads(monkeypatch)
    for seed in range(6):
        hooked: list[tuple[object, ...]] = []
        bus = EventBus()
        for name in events.TAP_FIELDS:
            for timing in ("before", "after"):
                (bus.before if timing == "before" else bus.after)(
                    name, lambda e, g, t=timing, out=hooked: out.append((t, *events.tap_values(e))))
        _bot_game(seed, bus)
        tapped: list[tuple[object, ...]] = []
        bus = EventBus()
        for name in events.TAP_FIELDS:
            for timing in ("before", "after"):
                bus.tap(timing, name, lambda g, *v, t=timing, out=tapped: out.append((t, *v)))
        assert bus.taps_play is not None
        built.clear()
        _bot_game(seed, bus)
        assert built == []
        assert tapped == hooked and len(tapped) > 100


def test_taps_beside_hooks_hear_events_in_registration_order() -> None:
    """Next to an ordinary hook the engine builds the payload and each tap still gets
    its values, in the order the two were registered; removing the tap leaves the hook."""
    heard: list[str] = []
    bus = EventBus()

    def tap(g: Game, player: int, rank: int, *rest: object) -> None:
        heard.append(f"tap {rank}")

    bus.tap("after", "play", tap)
    assert bus.taps_play == (None, tap)  # one call a timing
    bus.after("play", lambda e, g: heard.append(f"hook {e.rank}"))
    assert bus.taps_play is None  # mixed: payloads are built
    game = _bot_game(3, bus)
    assert len(heard) == 2 * game.plays
    assert all(a == "tap " + b.split()[1] and b.startswith("hook ")
               for a, b in zip(heard[::2], heard[1::2], strict=True))
    bus.remove("play", tap)
    assert bus.taps_play is None and bus.on_play  # the ordinary hook is left
    with pytest.raises(UnknownEventError, match="has no taps"):
        bus.tap("after", "deal", lambda g, *v: None)


def test_unknown_event_names_are_refused_and_hooks_can_be_removed() -> None:
    bus = EventBus()
    with pytest.raises(UnknownEventError, match="unknown event 'shuffle'"):
        bus.before("shuffle", lambda e, g: None)

    def hook(e: object, g: object) -> None:
        return None

    bus.after("draw", hook)
    assert bus.on_draw
    bus.remove("draw", hook)
    assert not bus.on_draw


# ---------------------------------------------------------------- moves
@each.parametrize(
    "text", ["play 9x2", "play 10x1", "play Jx4", "pickup", "flip 1", "flip 3", "keep",
             "swap 9♥ K♠"], size=60
)
def test_moves_round_trip_through_their_text(text: str) -> None:
    assert str(parse_move(text)) == text


def test_moves_are_small_interned_values() -> None:
    assert Move.play(9, 2) is parse_move("play 9x2") is parse_move("play 9X2")
    assert parse_move("swap 9H KS") == Move.swap(parse_card("9H"), parse_card("KS"))
    assert parse_move("pickup") is PICKUP_MOVE and parse_move("keep") is KEEP_MOVE


@each.parametrize("text", ["", "play", "play 9x5", "play 1x1", "flip 0", "jump",
                                  "swap 9H", "play 9x"], size=60)
def test_bad_move_text_is_a_typed_error(text: str) -> None:
    with pytest.raises(MoveSyntaxError):
        parse_move(text)


def test_illegal_moves_raise_a_typed_error_that_says_why() -> None:
    g = table(["9C 5C", "6S"], down=["4C", "4D"], pile=["KH"])
    with pytest.raises(IllegalMove, match=r"seat 0 cannot play 9x1: 9 is lower.*R-PLAY-2"):
        do(g, "play 9x1")
    assert issubclass(IllegalMove, LoptiError)
    with pytest.raises(IllegalMove, match="flip"):
        do(g, "flip 1")
    assert unaccounted(g) is None and show(g.hand[0]) == "5♣ 9♣"  # nothing changed


def test_no_moves_after_the_game_is_over() -> None:
    g = table(["5C", "6S"], down=["", "4D"])
    do(g, "play 5x1")
    assert g.is_over()
    with pytest.raises(IllegalMove, match="over"):
        do(g, "pickup")


# ---------------------------------------------------------------- base operations
def test_base_operations_for_house_rules_keep_every_card_accounted_for() -> None:
    g = table(["9C 5C", "6S", "7S"], down=["4C", "4D", "4H"], pile=["KH"], draw="AS AD")
    g.give(0, 1, [parse_card("9C")])
    assert show(g.hand[1]) == "6♠ 9♣"
    assert g.draw_for(2, 5) == 2 and show(g.hand[2]) == "7♠ A♦ A♠"
    g.reverse()
    g.skip()
    do(g, "pickup")  # seat 0 picks up; reversed and one skipped: 0 -> 2 (skipped) -> 1
    assert g.current_player() == 1
    assert unaccounted(g) is None
    with pytest.raises(IllegalMove):
        g.give(0, 1, [parse_card("AS")])


def test_giving_away_the_whole_hand_takes_up_the_face_up_cards() -> None:
    """R-FACE-1 holds after a house rule's give as after a play; R-WIN-4: no out by giving."""
    g = table(["9C", "6S"], up=["KH", ""], down=["4C", "4D"])
    g.give(0, 1, [parse_card("9C")])
    assert show(g.hand[0]) == "K♥" and g.up[0] == 0
    h = table(["9C", "6S"], down=["", "4D"])
    with pytest.raises(IllegalMove, match="R-WIN-4"):
        h.give(0, 1, [parse_card("9C")])


def test_move_builders_refuse_impossible_moves() -> None:
    for rank, count in ((1, 1), (-1, 1), (15, 1), (9, 0), (9, 5)):
        with pytest.raises(MoveSyntaxError):
            Move.play(rank, count)
    with pytest.raises(MoveSyntaxError):
        Move.flip(-1)
