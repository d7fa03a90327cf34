"""A rule book exported as JSON (``bookexport.to_json``) read back into a session, exactly.

``from_json`` rebuilds every dataclass from its fields' types and checks what the archive's
constraints would refuse (seats at the table, numbering, references between records, known
words and base-rule values); ``bookcheck`` refuses records that contradict themselves, and
``bookreplay`` rebuilds the session by replaying its history through the session model;
any problem is an ``InputError`` naming its JSON path.
"""

from __future__ import annotations

import json
import types
from dataclasses import MISSING, fields, is_dataclass
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints

from ..errors import InputError, LoptiError
from ..inputs import json_loads, quoted
from .bookcheck import check_history
from .bookexport import FORMAT, FORMAT_VERSION
from .bookreplay import replay
from .checks import RuleChecker, check_param
from .model import Session
from .records import CHOICES, EVENT_KINDS, TIMINGS, VOTE_KINDS
from .roshambo import HANDS

#: The whole numbers SQLite keeps (INTEGER is 64-bit signed): import refuses larger ones.
_INT_MIN, _INT_MAX = -(2**63), 2**63 - 1


class _Reader:
    """Turns parsed JSON into the session's dataclasses, naming the JSON path of any problem."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, path: str, message: str) -> InputError:
        return InputError(f"{path}: {message}", source=self.source)

    def obj(self, cls: type, data: Any, path: str) -> Any:
        if not isinstance(data, dict):
            raise self.fail(path, f"expected an object, not {_kind(data)}")
        hints, names = _shape(cls)
        unknown = sorted(set(data) - names)
        if unknown:
            raise self.fail(f"{path}.{unknown[0]}", "unknown field")
        kwargs: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                if f.default is MISSING and f.default_factory is MISSING:
                    raise self.fail(f"{path}.{f.name}", "missing")
                continue
            kwargs[f.name] = self.value(hints[f.name], data[f.name], f"{path}.{f.name}")
        return cls(**kwargs)

    def value(self, tp: Any, data: Any, path: str) -> Any:
        origin, args = get_origin(tp), get_args(tp)
        if origin in (Union, types.UnionType):
            if data is None and type(None) in args:
                return None
            (inner,) = [a for a in args if a is not type(None)]
            return self.value(inner, data, path)
        if origin in (list, tuple):
            if not isinstance(data, list):
                raise self.fail(path, f"expected a list, not {_kind(data)}")
            items = [self.value(args[0], d, f"{path}[{i}]") for i, d in enumerate(data)]
            return items if origin is list else tuple(items)
        if origin is dict:  # ballots
            if not isinstance(data, list):
                raise self.fail(path, f"expected a list of ballots, not {_kind(data)}")
            out: dict[int, str] = {}
            for i, item in enumerate(data):
                p = f"{path}[{i}]"
                if not isinstance(item, dict) or set(item) != {"seat", "choice"}:
                    raise self.fail(p, "expected an object with 'seat' and 'choice'")
                seat = self.value(int, item["seat"], f"{p}.seat")
                if seat in out:
                    raise self.fail(f"{p}.seat", f"seat {seat} votes twice")
                out[seat] = self.value(str, item["choice"], f"{p}.choice")
            return out
        if isinstance(tp, type) and is_dataclass(tp):
            return self.obj(tp, data, path)
        if tp is bool:
            if not isinstance(data, bool):
                raise self.fail(path, f"expected true or false, not {_kind(data)}")
            return data
        if tp is int:
            if not isinstance(data, int) or isinstance(data, bool):
                raise self.fail(path, f"expected a whole number, not {_kind(data)}")
            if not _INT_MIN <= data <= _INT_MAX:
                raise self.fail(path, "number out of range: the archive keeps whole numbers "
                                "of at most 64 bits")
            return data
        if tp is str:
            if not isinstance(data, str):
                raise self.fail(path, f"expected a string, not {_kind(data)}")
            try:
                data.encode("utf-8")
            except UnicodeEncodeError as exc:
                raise self.fail(path, f"a lone surrogate {data[exc.start]!r} at character "
                                f"{exc.start} is not text") from None
            return data
        raise TypeError(f"no reader for {tp!r}")  # pragma: no cover - a bug in this module


@cache
def _shape(cls: type) -> tuple[dict[str, Any], frozenset[str]]:
    """A dataclass's resolved field types and field names (resolved once per class)."""
    return get_type_hints(cls), frozenset(f.name for f in fields(cls))


def _kind(data: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "true/false",
            type(None): "null", int: "a number", float: "a number"}.get(type(data), "a value")


def from_json(text: str, source: str = "<json>", checker: RuleChecker | None = None) -> Session:
    """A session from ``to_json``'s output; any problem names its JSON path (``$.session...``).

    Its history must be one the session could have made (``bookcheck``); rule texts are
    checked by ``checker`` (default: the linter)."""
    try:
        data = json_loads(text, source=source)  # nesting and digits within inputs' limits
    except json.JSONDecodeError as exc:
        raise InputError(f"not valid JSON: {exc.msg}", source=source, line=exc.lineno,
                         column=exc.colno) from None
    reader = _Reader(source)
    if not isinstance(data, dict):
        raise reader.fail("$", f"expected an object, not {_kind(data)}")
    if data.get("format") != FORMAT:
        raise reader.fail("$.format", f"expected {FORMAT!r}: this is not a lopti rule book")
    if data.get("version") != FORMAT_VERSION:
        raise reader.fail("$.version", f"expected {FORMAT_VERSION}, not {data.get('version')!r}")
    if "session" not in data:
        raise reader.fail("$.session", "missing")
    session: Session = reader.obj(Session, data["session"], "$.session")
    _check(session, reader)
    check_history(session, reader.fail, checker)  # no record contradicts itself
    return replay(session, reader.fail, checker)  # and the model makes the same history


#: Who may defend a change in Roshambo (``Roshambo.role``, R-ROSHAMBO-1..3).
ROSHAMBO_ROLES = ("creator", "representative", "knockout", "objector", "none")


def _param(name: str | None, path: str, r: _Reader) -> None:
    """A base-rule parameter's name, known to ``BaseRules``."""
    from ..engine import LIMITS

    if name not in LIMITS:
        raise r.fail(path, f"unknown base rule {name!r}; known: {', '.join(LIMITS)}")


def _json_value(text: str | None, path: str, r: _Reader) -> Any:
    """A base-rule value, stored as JSON text."""
    if text is None:
        raise r.fail(path, "missing: a base-rule change needs its value")
    try:
        return json_loads(text)
    except json.JSONDecodeError as exc:
        raise r.fail(path, f"{quoted(text)} is not a JSON value ({exc.msg})") from None
    except InputError as exc:
        raise r.fail(path, f"{quoted(text)} is not a JSON value ({exc.message})") from None


def _check(s: Session, r: _Reader) -> None:
    """The references and values the archive's constraints would refuse, with JSON paths."""
    p = "$.session"
    if s.id is None:
        raise r.fail(f"{p}.id", "a rule book needs its session id")
    if not 2 <= len(s.players) <= 5:
        raise r.fail(f"{p}.players", "a session has 2 to 5 players (R-SETUP-1)")
    for i, pl in enumerate(s.players):
        if pl.seat != i:
            raise r.fail(f"{p}.players[{i}].seat", f"expected seat {i}")
    if len({pl.name for pl in s.players}) != len(s.players):
        raise r.fail(f"{p}.players", "a player name is given twice")
    seats = range(len(s.players))

    def seat(value: int | None, path: str, optional: bool = True) -> None:
        if (value is None and not optional) or (value is not None and value not in seats):
            raise r.fail(path, f"seat {value} is not at this table")

    def one_of(value: Any, allowed: tuple[Any, ...], path: str) -> None:
        if value not in allowed:
            raise r.fail(path, f"{value!r} is not one of {', '.join(map(str, allowed))}")

    seat(s.first_dealer, f"{p}.first_dealer", False)
    for i, rd in enumerate(s.rounds):
        q = f"{p}.rounds[{i}]"
        if rd.number != i + 1:
            raise r.fail(f"{q}.number", f"expected round {i + 1}")
        for name in ("dealer", "leader", "winner"):
            seat(getattr(rd, name), f"{q}.{name}", name == "winner")
        for j, o in enumerate(rd.order):
            seat(o, f"{q}.order[{j}]")
        if rd.pickups and (len(rd.pickups) != len(s.players) or min(rd.pickups) < 0):
            raise r.fail(f"{q}.pickups", f"expected a count of 0 or more for each of the "
                         f"{len(s.players)} players, or none")
        one_of(rd.phase, ("dealing", "playing", "done"), f"{q}.phase")
        one_of(rd.source, ("table", "engine"), f"{q}.source")
    numbers = {rule.number for rule in s.rules}
    for i, rule in enumerate(s.rules):
        if rule.number != i + 1:
            raise r.fail(f"{p}.rules[{i}].number", f"expected rule {i + 1}")
        seat(rule.creator, f"{p}.rules[{i}].creator")
        one_of(rule.origin, ("winner", "revived"), f"{p}.rules[{i}].origin")
        first = next(((j, c) for j, c in enumerate(s.changes) if c.rule == rule.number), None)
        if first is None:
            raise r.fail(f"{p}.rules[{i}]", f"rule {rule.number} has no change record: a rule "
                         "enters the book with an 'added' change")
        j, c = first
        if c.kind != "added" or c.source is None:
            raise r.fail(f"{p}.changes[{j}]", f"rule {rule.number}'s first change must be "
                         "'added', with the rule's text")
    votes = {v.seq for v in s.votes}
    for i, v in enumerate(s.votes):
        q = f"{p}.votes[{i}]"
        if v.seq != i + 1:
            raise r.fail(f"{q}.seq", f"expected vote {i + 1}")
        one_of(v.kind, VOTE_KINDS, f"{q}.kind")
        one_of(v.timing, TIMINGS, f"{q}.timing")
        one_of(v.outcome, ("passed", "failed", "tied"), f"{q}.outcome")
        one_of(v.decided, ("passed", "failed", None), f"{q}.decided")
        seat(v.proposer, f"{q}.proposer")
        seat(v.objector, f"{q}.objector")
        if v.kind == "adjust":
            _param(v.param, f"{q}.param", r)
            _json_value(v.value, f"{q}.value", r)
        if v.rule is not None and v.rule not in numbers:
            raise r.fail(f"{q}.rule", f"there is no rule {v.rule}")
        for seat_no, choice in v.ballots.items():
            seat(seat_no, f"{q}.ballots")
            one_of(choice, CHOICES, f"{q}.ballots")
    for i, c in enumerate(s.changes):
        q = f"{p}.changes[{i}]"
        if c.seq != i + 1:
            raise r.fail(f"{q}.seq", f"expected change {i + 1}")
        if c.rule not in numbers:
            raise r.fail(f"{q}.rule", f"there is no rule {c.rule}")
        one_of(c.kind, ("added", "changed", "removed", "deleted", "restored"), f"{q}.kind")
        if c.effective < c.round:
            raise r.fail(f"{q}.effective", "a change never holds before it was made "
                         "(R-CUSTOM-3)")
        if c.vote is not None and c.vote not in votes:
            raise r.fail(f"{q}.vote", f"there is no vote {c.vote}")
    for i, ro in enumerate(s.roshambos):
        q = f"{p}.roshambos[{i}]"
        if ro.vote not in votes:
            raise r.fail(f"{q}.vote", f"there is no vote {ro.vote}")
        seat(ro.proposer, f"{q}.proposer", False)
        seat(ro.defender, f"{q}.defender")
        one_of(ro.role, ROSHAMBO_ROLES, f"{q}.role")
        one_of(ro.mode, ("entered", "bots", "none"), f"{q}.mode")
        one_of(ro.winner, ("proposer", "defender"), f"{q}.winner")
        for j, t in enumerate(ro.throws):
            one_of(t.stage, ("knockout", "match"), f"{q}.throws[{j}].stage")
            seat(t.a, f"{q}.throws[{j}].a", False)
            seat(t.b, f"{q}.throws[{j}].b", False)
            one_of(t.a_hand, HANDS, f"{q}.throws[{j}].a_hand")
            one_of(t.b_hand, HANDS, f"{q}.throws[{j}].b_hand")
    adjusted: dict[str, Any] = {}
    for i, b in enumerate(s.base_changes):
        q = f"{p}.base_changes[{i}]"
        if b.seq != i + 1:
            raise r.fail(f"{q}.seq", f"expected base change {i + 1}")
        if b.vote not in votes:
            raise r.fail(f"{q}.vote", f"there is no vote {b.vote}")
        _param(b.param, f"{q}.param", r)
        value = _json_value(b.value, f"{q}.value", r)
        try:  # each change on top of the earlier ones, as the session made them
            adjusted[b.param] = check_param(b.param, value, adjusted)
        except LoptiError as exc:
            raise r.fail(f"{q}.value", str(exc)) from None
    _check_events(s, r)
    for i, ru in enumerate(s.rulings):
        q = f"{p}.rulings[{i}]"
        if ru.seq != i + 1:
            raise r.fail(f"{q}.seq", f"expected ruling {i + 1}")
        if ru.rule not in numbers:
            raise r.fail(f"{q}.rule", f"there is no rule {ru.rule}")
        one_of(ru.decided_by, ("creator", "table", "least-change"), f"{q}.decided_by")
        for seat_no, choice in ru.ballots.items():
            seat(seat_no, f"{q}.ballots")
            one_of(choice, CHOICES, f"{q}.ballots")


def _check_events(s: Session, r: _Reader) -> None:
    """Each event names a record that exists, once (the replay then checks their order)."""
    counts = {"deal": len(s.rounds), "play": len(s.rounds), "result": len(s.rounds),
              "vote": len(s.votes), "roshambo": len(s.votes), "change": len(s.changes),
              "ruling": len(s.rulings)}
    seen: set[tuple[str, int]] = set()
    for i, e in enumerate(s.events):
        q = f"$.session.events[{i}]"
        if e.seq != i + 1:
            raise r.fail(f"{q}.seq", f"expected event {i + 1}")
        if e.kind not in counts:
            raise r.fail(f"{q}.kind", f"{e.kind!r} is not one of {', '.join(EVENT_KINDS)}")
        if not 1 <= e.ref <= counts[e.kind]:
            raise r.fail(f"{q}.ref", f"there is no {e.kind} {e.ref} in this book")
        if (e.kind, e.ref) in seen:
            raise r.fail(q, f"{e.kind} {e.ref} happens twice")
        seen.add((e.kind, e.ref))
