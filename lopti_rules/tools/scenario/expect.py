"""What a scenario expects (``[scenario.expect]``): read the expectations, check them on a game.

Each expectation becomes a :class:`Check` holding its key as written
(``hands.1``) and its expected value in a canonical, printable form (cards as
``9♥``, ranks as ``9``/``J``, moves as ``play 9x2``); :func:`evaluate` reads the
same form off the game and returns a :class:`Mismatch` for each check that
does not hold, with a unified diff for sequences.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, Protocol

from ...engine import (
    EVENT_TYPES,
    IllegalMove,
    MoveSyntaxError,
    attribute_types,
    card_str,
    cards_of,
    parse_card,
    parse_move,
    parse_rank,
    rank_str,
)
from ...errors import InputError

if TYPE_CHECKING:
    from .rules import RuleRecord


class Reader(Protocol):
    """What parsing expectations needs from the scenario reader."""

    def fail(self, path: Sequence[str | int], message: str,
             needle: str | None = None) -> InputError: ...
    def line(self, path: Sequence[str | int], needle: str | None = None) -> int | None: ...
    def cards(self, value: object, path: Sequence[str | int]) -> tuple[int, ...]: ...
    def integer(self, value: object, path: Sequence[str | int], low: int, high: int) -> int: ...
    def boolean(self, value: object, path: Sequence[str | int]) -> bool: ...
    def seat(self, value: object, path: Sequence[str | int], players: int) -> int: ...


@dataclass(frozen=True)
class Check:
    """One expectation: ``key`` as written, what it compares, the expected value."""

    key: str  #: e.g. ``hands.1``, ``events_contain``
    kind: str  #: the expectation's top-level key
    expected: Any  #: canonical form (JSON-able)
    seat: int | None = None
    line: int | None = None
    matchers: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...] = ()  #: for events


@dataclass(frozen=True)
class Mismatch:
    """One expectation that did not hold."""

    key: str
    expected: Any
    actual: Any
    line: int | None = None
    diff: tuple[str, ...] = ()  #: unified diff lines for sequences, else empty


#: Expectation keys, what each takes, in the order the docs list them.
EXPECT_KEYS: dict[str, str] = {
    "events": "the exact list of events the decisions caused (names or {event=..., attr=...})",
    "events_contain": "events that must occur in this order, others may come between",
    "events_absent": "events that must not occur",
    "turn": "the seat to act after the decisions",
    "over": "true if the round is over",
    "winner": "the seat of the first player out",
    "finishing_order": "seats in the order they went out",
    "out": "the seats that are out (any order)",
    "hands": "hands.N = cards in seat N's hand (any order)",
    "face_up": "face_up.N = seat N's face-up cards (any order)",
    "face_down": "face_down.N = seat N's face-down cards (position order)",
    "hand_size": "hand_size.N = how many hand cards seat N holds",
    "pile": "the cards on the pile (any order)",
    "pile_top": "the previous play: \"9x2\", \"9\" (rank only) or \"empty\"",
    "pile_size": "cards on the pile",
    "draw_pile": "the draw pile, top (next drawn) first",
    "draw_pile_size": "cards in the draw pile",
    "cleared": "the cleared cards (any order); cards named nowhere are not cleared",
    "cleared_size": "how many cards are cleared",
    "discarded": "the discarded 3s (any order)",
    "bonus": "true if the player to act has a bonus play",
    "obligation": "true if the player to act must pick up or play a 3",
    "direction": "\"clockwise\" or \"counterclockwise\"",
    "legal": "exactly these moves are legal for the player to act (any order)",
    "illegal": "a move (or {move=..., reason=...}, or a list) that is illegal now",
    "rules_fired": "the rules that fired, in order",
    "rules_stopped": "the rules that were stopped (names or {rule=..., reason=...})",
    "said": "texts rules made players say or do, in order",
}
_CARD_SETS = ("pile", "cleared", "discarded")
_SEAT_CARDS = ("hands", "face_up", "face_down")
_SIZES = ("pile_size", "draw_pile_size", "cleared_size")
_FLAGS = ("over", "bonus", "obligation")


def expectation_keys() -> list[str]:
    """The keys ``[scenario.expect]`` accepts."""
    return list(EXPECT_KEYS)


def _show_cards(cards: Sequence[int], ordered: bool = False) -> list[str]:
    return [card_str(c) for c in (cards if ordered else sorted(cards))]


#: The rule records the runtime emits and their attributes (``play/records.py``), used when
#: the runtime is not installed: such scenarios still load, then are skipped.
RECORD_FIELDS: dict[str, tuple[str, ...]] = {
    "rule_fired": ("rule", "line", "on", "timing", "effects"),
    "rule_stopped": ("rule", "line", "on", "timing", "reason"),
    "rule_said": ("rule", "player", "verb", "text"),
    "rule_revealed": ("rule", "player", "cards"),
    "rule_roshambo": ("rule", "player", "other", "throws", "winner"),
    "rule_restricted": ("rule", "text"),
    "restriction_lapsed": ("player", "text"),
}


def event_fields(name: str) -> tuple[str, ...] | None:
    """The attributes of an event a scenario may match, or None if it is no event.

    In a matcher ``event`` names the event; a rule record's own ``event`` field (the
    base event it reacted to) is matched as ``on``.
    """
    if name in EVENT_TYPES:
        return tuple(attribute_types(name))
    try:
        from ...play import RULE_RECORDS
    except ImportError:  # pragma: no cover - the rules runtime is not installed
        return RECORD_FIELDS.get(name)
    cls = RULE_RECORDS.get(name)
    if cls is None:
        return None
    return tuple("on" if f.name == "event" else f.name for f in fields(cls))


def parse_expect(raw: dict[str, Any], root: str, players: int, r: Reader) -> tuple[Check, ...]:
    """The checks of one ``[scenario.expect]`` table (``root`` is ``expect`` or ``then``)."""
    out: list[Check] = []
    for key, value in raw.items():
        path: list[str | int] = [root, key]
        if key not in EXPECT_KEYS:
            raise r.fail(path, f"unknown expectation; known: {', '.join(EXPECT_KEYS)}")
        if key in _SEAT_CARDS or key == "hand_size":
            if isinstance(value, list):  # every seat, in seat order
                if len(value) != players:
                    raise r.fail(path, f"has {len(value)} entries for {players} seats; "
                                 f"or write it per seat: {key}.1 = ...")
                value = {str(i): v for i, v in enumerate(value)}
            if not isinstance(value, dict):
                raise r.fail(path, f"write it per seat: {key}.1 = ..., or one entry per seat")
            for seat_text, v in value.items():
                sp: list[str | int] = [root, key, seat_text]
                if not seat_text.isdigit():
                    raise r.fail(sp, f"expected a seat number 0..{players - 1}")
                seat = r.seat(int(seat_text), sp, players)
                if key == "hand_size":
                    exp: Any = r.integer(v, sp, 0, 52)
                else:
                    exp = _show_cards(r.cards(v, sp), ordered=key == "face_down")
                out.append(Check(f"{key}.{seat}", key, exp, seat))
        elif key in _CARD_SETS:
            out.append(Check(key, key, _show_cards(r.cards(value, path))))
        elif key == "draw_pile":
            out.append(Check(key, key, _show_cards(r.cards(value, path), ordered=True)))
        elif key in _SIZES:
            out.append(Check(key, key, r.integer(value, path, 0, 52)))
        elif key in _FLAGS:
            out.append(Check(key, key, r.boolean(value, path)))
        elif key in ("turn", "winner"):
            out.append(Check(key, key, r.seat(value, path, players)))
        elif key in ("finishing_order", "out"):
            if not isinstance(value, list):
                raise r.fail(path, "expected a list of seats")
            seats = [r.seat(v, [*path, i], players) for i, v in enumerate(value)]
            out.append(Check(key, key, seats if key == "finishing_order" else sorted(seats)))
        elif key == "pile_top":
            out.append(Check(key, key, _pile_top(value, path, r)))
        elif key == "direction":
            if value not in ("clockwise", "counterclockwise"):
                raise r.fail(path, "expected \"clockwise\" or \"counterclockwise\"")
            out.append(Check(key, key, value))
        elif key == "legal":
            if not isinstance(value, list):
                raise r.fail(path, "expected a list of moves: [\"play 9x1\", \"pickup\"]")
            out.append(Check(key, key, sorted(_move(v, [*path, i], r) for i, v in
                                              enumerate(value))))
        elif key == "illegal":
            items = value if isinstance(value, list) else [value]
            for i, item in enumerate(items):
                ip: list[str | int] = [*path, i] if isinstance(value, list) else path
                out.append(_illegal(item, ip, r))
        elif key in ("events", "events_contain", "events_absent"):
            if not isinstance(value, list):
                raise r.fail(path, "expected a list of events: [\"play\", {event = \"clear\", "
                             "cause = \"ten\"}]")
            ms = tuple(_matcher(v, [*path, i], r) for i, v in enumerate(value))
            out.append(Check(key, key, [_render_matcher(m) for m in ms], matchers=ms))
        elif key in ("rules_fired", "said"):
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise r.fail(path, "expected a list of texts")
            out.append(Check(key, key, list(value)))
        else:  # rules_stopped
            if not isinstance(value, list):
                raise r.fail(path, "expected a list of rule names or {rule = ..., reason = ...}")
            out.append(Check(key, key, [_stopped(v, [*path, i], r) for i, v in enumerate(value)]))
    return tuple(replace(c, line=r.line([root, *c.key.split(".")],
                                        c.expected["move"] if c.kind == "illegal" else None))
                 for c in out)


def _pile_top(value: object, path: list[str | int], r: Reader) -> str:
    text = str(value).strip() if isinstance(value, str | int) else ""
    if text.lower() == "empty":
        return "empty"
    rank_text, sep, count_text = text.upper().partition("X")
    try:
        rank = rank_str(parse_rank(rank_text))
        if sep:
            if not count_text.isdigit() or not 1 <= int(count_text) <= 4:
                raise ValueError(f"a play has 1 to 4 cards, not {count_text!r}")
            return f"{rank}x{int(count_text)}"
        return rank
    except ValueError as exc:
        raise r.fail(path, f"expected \"9x2\", \"9\" or \"empty\": {exc}") from None


def _move(value: object, path: list[str | int], r: Reader) -> str:
    if not isinstance(value, str):
        raise r.fail(path, f"expected a move like \"play 9x1\", got {value!r}")
    try:
        return str(parse_move(value))
    except MoveSyntaxError as exc:
        raise r.fail(path, str(exc), needle=value) from None


def _illegal(item: object, path: list[str | int], r: Reader) -> Check:
    if isinstance(item, str):
        return Check("illegal", "illegal", {"move": _move(item, path, r), "reason": ""})
    if not isinstance(item, dict) or set(item) - {"move", "reason"} or "move" not in item:
        raise r.fail(path, "expected a move, or {move = \"play 9x1\", reason = \"R-PLAY-2\"}")
    reason = item.get("reason", "")
    if not isinstance(reason, str):
        raise r.fail(path, "reason is a text the refusal must contain, e.g. \"R-PLAY-2\"")
    return Check("illegal", "illegal", {"move": _move(item["move"], path, r), "reason": reason})


def _stopped(item: object, path: list[str | int], r: Reader) -> dict[str, str]:
    if isinstance(item, str):
        return {"rule": item, "reason": ""}
    if (isinstance(item, dict) and "rule" in item and not set(item) - {"rule", "reason"}
            and all(isinstance(v, str) for v in item.values())):
        return {"rule": item["rule"], "reason": item.get("reason", "")}
    raise r.fail(path, "expected a rule name, or {rule = \"Eights skip\", reason = \"fuel\"}")


Matcher = tuple[str, tuple[tuple[str, Any], ...]]


def _matcher(value: object, path: list[str | int], r: Reader) -> Matcher:
    if isinstance(value, str):
        name, attrs = value, {}
    elif isinstance(value, dict) and isinstance(value.get("event"), str):
        name = value["event"]
        attrs = {k: v for k, v in value.items() if k != "event"}
    else:
        raise r.fail(path, "expected an event name, or {event = \"clear\", cause = \"ten\"}")
    known = event_fields(name)
    if known is None:
        raise r.fail(path, f"unknown event {name!r}", needle=name)
    norm: list[tuple[str, Any]] = []
    for k, v in attrs.items():
        if k not in known:
            raise r.fail(path, f"event {name!r} has no attribute {k!r}; it has: "
                         f"{', '.join(known)}", needle=k)
        try:
            norm.append((k, _attr_value(k, v)))
        except (ValueError, TypeError) as exc:
            raise r.fail(path, f"{name}.{k}: {exc}", needle=k) from None
    return name, tuple(norm)


def _attr_value(name: str, value: object) -> Any:
    if name in ("rank", "previous_rank"):
        return rank_str(parse_rank(str(value)))
    if name in ("card", "given", "taken"):
        return card_str(parse_card(str(value)))
    if name == "cards":
        words = value.split() if isinstance(value, str) else list(value)  # type: ignore[call-overload]
        return [card_str(c) for c in sorted(parse_card(str(w)) for w in words)]
    if isinstance(value, bool | int | str):
        return value
    if isinstance(value, list) and all(isinstance(v, str | int) for v in value):
        return value
    raise TypeError(f"expected a number, text or true/false, got {type(value).__name__}")


def _render_matcher(m: Matcher) -> str:
    name, attrs = m
    return " ".join([name, *(f"{k}={_fmt(v)}" for k, v in attrs)])


def _fmt(v: Any) -> str:
    if isinstance(v, list):
        return "[" + " ".join(str(x) for x in v) + "]"
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def event_data(event: Any) -> dict[str, Any]:
    """An engine event (or a runtime record already a dict) as canonical data."""
    if isinstance(event, dict):
        return event
    from ..eventtext import event_dict

    if event.name in EVENT_TYPES:
        d = {k: list(v) if isinstance(v, tuple) else v for k, v in event_dict(event).items()}
    else:  # a rule record: its own ``event`` field (what it reacted to) is ``on``
        d = event_dict(event)  # (records.record_dict: ranks as J, cards as text)
    if isinstance(d.get("cards"), list):
        d["cards"] = [card_str(c) for c in sorted(
            c if isinstance(c, int) else parse_card(c) for c in d["cards"])]
    return d


def _matches(m: Matcher, d: dict[str, Any]) -> bool:
    return d.get("event") == m[0] and all(d.get(k) == v for k, v in m[1])


def _render_actual(d: dict[str, Any], matchers: Sequence[Matcher]) -> str:
    """An actual event shown with the attributes the expectation talks about."""
    keys: list[str] = []
    for name, attrs in matchers:
        if name == d.get("event"):
            keys += [k for k, _ in attrs if k not in keys]
    return " ".join([str(d.get("event")), *(f"{k}={_fmt(d.get(k))}" for k in keys)])


def _subsequence(matchers: Sequence[Matcher], data: Sequence[dict[str, Any]]) -> bool:
    i = 0
    for d in data:
        if i < len(matchers) and _matches(matchers[i], d):
            i += 1
    return i == len(matchers)


def _diff(expected: Sequence[str], actual: Sequence[str]) -> tuple[str, ...]:
    return tuple(difflib.unified_diff(list(expected), list(actual), "expected", "actual",
                                      lineterm="", n=2))


def actual_value(kind: str, seat: int | None, game: Any, rules: RuleRecord | None) -> Any:
    """What the game shows for an expectation, in the expectation's canonical form."""
    if kind == "hands":
        return _show_cards(cards_of(game.hand[seat]))
    if kind == "face_up":
        return _show_cards(cards_of(game.up[seat]))
    if kind == "face_down":
        return _show_cards(game.down[seat], ordered=True)
    if kind == "hand_size":
        return int(game.hand[seat].bit_count())
    if kind in _CARD_SETS:
        return _show_cards(cards_of(getattr(game, kind)))
    if kind == "draw_pile":
        return _show_cards(list(reversed(game.draw_pile)), ordered=True)
    simple: dict[str, Callable[[], Any]] = {
        "pile_size": lambda: game.pile.bit_count(),
        "draw_pile_size": lambda: len(game.draw_pile),
        "cleared_size": lambda: game.cleared.bit_count(),
        "over": game.is_over,
        "bonus": lambda: bool(game.bonus) and not game.is_over(),
        "obligation": lambda: bool(game.obligation),
        "turn": lambda: None if game.is_over() else game.current_player(),
        "winner": lambda: game.winner,
        "finishing_order": lambda: list(game.finishing_order),
        "out": lambda: sorted(i for i in range(game.players) if game.out[i]),
        "direction": lambda: "clockwise" if game.direction == 1 else "counterclockwise",
        "pile_top": lambda: f"{rank_str(game.top)}x{game.last}" if game.top else "empty",
        "legal": lambda: sorted(str(m) for m in game.legal_moves()),
        "rules_fired": lambda: rules.fired() if rules else [],
        "rules_stopped": lambda: rules.stopped() if rules else [],
        "said": lambda: rules.said() if rules else [],
    }
    return simple[kind]()


def evaluate(checks: Sequence[Check], game: Any, events: Sequence[Any],
             rules: RuleRecord | None) -> list[Mismatch]:
    """Every check that does not hold, as a mismatch; ``illegal`` moves are tried last."""
    out: list[Mismatch] = []
    data = [event_data(e) for e in events]
    for c in checks:
        if c.kind == "illegal":
            continue
        if c.kind in ("events", "events_contain", "events_absent"):
            shown = [_render_actual(d, c.matchers) for d in data]
            if c.kind == "events":
                ok = len(data) == len(c.matchers) and all(
                    _matches(m, d) for m, d in zip(c.matchers, data, strict=True))
            elif c.kind == "events_contain":
                ok = _subsequence(c.matchers, data)
            else:
                hits = [d for d in data if any(_matches(m, d) for m in c.matchers)]
                ok = not hits
                shown = [_render_actual(d, c.matchers) for d in hits]
            if not ok:
                diff = _diff(c.expected, shown) if c.kind != "events_absent" else ()
                out.append(Mismatch(c.key, c.expected, shown, c.line, diff))
            continue
        actual = actual_value(c.kind, c.seat, game, rules)
        if c.kind == "pile_top" and "x" not in c.expected and actual != "empty":
            actual = actual.split("x")[0]
        if c.kind == "rules_stopped":
            ok = len(actual) == len(c.expected) and all(
                a["rule"] == e["rule"] and e["reason"] in a["reason"]
                for a, e in zip(actual, c.expected, strict=True))
        else:
            ok = actual == c.expected
        if not ok:
            diff = ()
            if isinstance(c.expected, list) and isinstance(actual, list):
                diff = _diff([_fmt(x) for x in c.expected], [_fmt(x) for x in actual])
            out.append(Mismatch(c.key, c.expected, actual, c.line, diff))
    changed = False
    for c in checks:
        if c.kind != "illegal":
            continue
        move, reason = c.expected["move"], c.expected["reason"]
        if changed:
            out.append(Mismatch(c.key, c.expected, "not checked: an earlier 'illegal' move "
                                "was legal and changed the table", c.line))
            continue
        try:
            if game.is_over():
                raise IllegalMove("the game is over")
            game.apply(parse_move(move))
        except IllegalMove as exc:
            if reason not in str(exc):
                out.append(Mismatch(c.key, c.expected, {"move": move, "reason": str(exc)},
                                    c.line))
            continue
        changed = True
        out.append(Mismatch(c.key, c.expected, {"move": move, "reason": "legal: it was played"},
                            c.line))
    return out

