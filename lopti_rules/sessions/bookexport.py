"""A session's rule book as Markdown, a printable HTML page or JSON, and JSON read back exactly."""

from __future__ import annotations

import html
import json
import types
from dataclasses import MISSING, dataclass, fields, is_dataclass
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints

from ..errors import InputError, LoptiError
from .model import (
    CHOICES,
    TIMINGS,
    VOTE_KINDS,
    Roshambo,
    Ruling,
    Session,
    Vote,
    check_param,
)
from .roshambo import HANDS, Throw

#: The "format" field of an exported rule book, and its version.
FORMAT = "lopti-rule-book"
FORMAT_VERSION = 1


# -- a small document model, rendered to Markdown, HTML and the terminal ------------------------
@dataclass(frozen=True, slots=True)
class Heading:
    level: int
    text: str


@dataclass(frozen=True, slots=True)
class Para:
    text: str


@dataclass(frozen=True, slots=True)
class Table:
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class Code:
    text: str


@dataclass(frozen=True, slots=True)
class Items:
    items: tuple[str, ...]


Block = Heading | Para | Table | Code | Items


def _rule_status(s: Session, number: int) -> str:
    kinds = [c for c in s.changes if c.rule == number]
    last = kinds[-1]
    if last.kind in ("removed", "deleted"):
        how = "deleted by its creator" if last.kind == "deleted" else "removed by vote"
        return f"{how} from round {last.effective}"
    return "active" if last.kind == "added" else f"{last.kind} from round {last.effective}"


def _base_value(param: str | None, text: str | None) -> str:
    """A stored base-rule value (JSON text) as people write it: ranks as J, flags as yes/no."""
    from ..engine.baserules import show_param

    try:
        return show_param(param or "", json.loads(text or ""))
    except json.JSONDecodeError:
        return str(text)


def _vote_subject(s: Session, v: Vote) -> str:
    if v.kind == "adjust":
        return f"set base rule {v.param} = {_base_value(v.param, v.value)}"
    if v.kind == "revive":
        return f"bring back rule {v.from_rule} of session {v.from_session} ({v.filename})"
    name = s.rule(v.rule).name if v.rule is not None else "?"
    return f"{v.kind} rule {v.rule} ({name})"


def _vote_result(v: Vote) -> str:
    if v.outcome == "tied":
        return f"tied, Roshambo: {v.decided or 'pending'}"
    return v.outcome


def _ballots(s: Session, v: Vote | Ruling) -> str:
    return ", ".join(f"{s.name_of(seat)} {choice}" for seat, choice in sorted(v.ballots.items()))


def _throws(throws: tuple[Throw, ...]) -> str:
    return " ".join(t.a_hand + t.b_hand for t in throws)


def history(s: Session) -> list[str]:
    """Everything that happened, round by round: deals, votes, Roshambos, rules, results."""
    lines: list[str] = []
    for v in s.votes:
        if v.round == 0:
            lines.append(f"Setup: vote {v.seq} to {_vote_subject(s, v)}: {v.decided} "
                         f"({_ballots(s, v)})")
    for r in s.rounds:
        prefix = f"Round {r.number}:"
        lines.append(f"{prefix} {s.name_of(r.dealer)} deals, {s.name_of(r.leader)} leads")
        for v in s.votes:
            if v.round != r.number:
                continue
            lines.append(f"{prefix} vote {v.seq} by {s.name_of(v.proposer)} to "
                         f"{_vote_subject(s, v)} ({v.timing}): {_vote_result(v)} "
                         f"({_ballots(s, v)})")
            for ro in s.roshambos:
                if ro.vote == v.seq:
                    lines.append(f"{prefix} Roshambo {_roshambo_line(s, ro)}")
        for ru in s.rulings:
            if ru.round == r.number:
                lines.append(f"{prefix} ruling {ru.seq} on rule {ru.rule}: {_ruling_line(s, ru)}")
        for c in s.changes:
            if c.round == r.number and c.kind == "deleted":
                lines.append(f"{prefix} {s.name_of(s.rule(c.rule).creator)} deletes rule "
                             f"{c.rule} (from round {c.effective})")
        if r.phase == "done":
            order = ", ".join(s.name_of(p) for p in r.order)
            lines.append(f"{prefix} {s.name_of(r.winner)} wins ({order}; {r.source})")
        for rule in s.rules:
            if rule.invented_round == r.number:
                lines.append(f"{prefix} {rule.creator_name} invents rule {rule.number} "
                             f"({rule.name}), holding from round {r.number + 1}")
    for c in s.changes:
        if c.kind == "deleted" and c.round > len(s.rounds):
            lines.append(f"Before round {c.round}: {s.name_of(s.rule(c.rule).creator)} deletes "
                         f"rule {c.rule}")
    return lines


def _ruling_line(s: Session, ru: Ruling) -> str:
    who = {"creator": f"its creator {s.rule(ru.rule).creator_name} decides",
           "table": "the table decides by majority",
           "least-change": "no majority, so the reading that changes base Lopti least holds"}
    return f"{ru.question!r}: {who.get(ru.decided_by, ru.decided_by)}: {ru.holds!r}"


def _roshambo_line(s: Session, ro: Roshambo) -> str:
    if ro.defender is None:
        return f"for vote {ro.vote}: nobody defends, so the change passes"
    return (f"for vote {ro.vote}: {s.name_of(ro.proposer)} v {s.name_of(ro.defender)} "
            f"({ro.role}), {ro.proposer_wins}-{ro.defender_wins}, {ro.winner} wins "
            f"({ro.mode}{'' if ro.seed is None else f', seed {ro.seed}'})")


def document(s: Session) -> list[Block]:
    """The rule book as blocks: rules and texts, base-rule changes, rounds, votes, history."""
    blocks: list[Block] = [
        Heading(1, f"Rule book: {s.name} (session {s.id})"),
        Para(f"Date: {s.date or 'not given'}. Players, clockwise: "
             + ", ".join(p.name for p in s.players)
             + f". {'Ended' if s.closed else 'Open'}."),
        Heading(2, "Custom rules"),
    ]
    if not s.rules:
        blocks.append(Para("No custom rules."))
    else:
        blocks.append(Table(("#", "Rule", "Invented by", "In round", "Holds from", "Status"), tuple(
            (str(r.number), r.name, r.creator_name,
             str(r.invented_round) if r.invented_round else
             f"revived (session {r.from_session}, rule {r.from_rule})",
             str(next(c.effective for c in s.changes if c.rule == r.number)),
             _rule_status(s, r.number)) for r in s.rules)))
        for r in s.rules:
            blocks.append(Heading(3, f"Rule {r.number}: {r.name}"))
            for c in (c for c in s.changes if c.rule == r.number):
                via = f" by vote {c.vote}" if c.vote else ""
                when = "at setup" if c.round == 0 else f"in round {c.round}"
                blocks.append(Para(f"{c.kind.capitalize()}{via} {when}, holding "
                                   f"from round {c.effective}."))
                if c.source is not None:
                    blocks.append(Code(c.source))
    blocks.append(Heading(2, "Base-rule changes"))
    if s.base_changes:
        blocks.append(Table(("Parameter", "Value", "Voted in round", "Holds from", "Vote"), tuple(
            (b.param, _base_value(b.param, b.value), str(b.round), str(b.effective), str(b.vote))
            for b in s.base_changes)))
    else:
        blocks.append(Para("None: the official base rules."))
    blocks.append(Heading(2, "Rounds"))
    blocks.append(Table(("Round", "Dealer", "Leader", "Winner", "Finishing order", "Source"),
                        tuple((str(r.number), s.name_of(r.dealer), s.name_of(r.leader),
                               s.name_of(r.winner) if r.winner is not None else "(in play)",
                               ", ".join(s.name_of(p) for p in r.order),
                               r.source + (f" {r.log_path} ({r.log_hash})" if r.log_path else ""))
                              for r in s.rounds)))
    blocks.append(Heading(2, "Votes"))
    if not s.votes:
        blocks.append(Para("No votes."))
    for v in s.votes:
        when = "setup" if v.round == 0 else f"round {v.round}"
        blocks.append(Heading(3, f"Vote {v.seq} ({when}): {_vote_subject(s, v)}"))
        facts = [f"Proposed by {s.name_of(v.proposer)}; "
                 + ("a setup vote, holding from round 1 (R-SESSION-2)" if v.kind == "revive"
                    else f"holds {v.timing} (R-VOTE-6)"),
                 f"Result: {_vote_result(v)}", f"Ballots: {_ballots(s, v)}"]
        if v.objector is not None:
            facts.append(f"First objector: {s.name_of(v.objector)}")
        for ro in s.roshambos:
            if ro.vote == v.seq:
                facts.append("Roshambo " + _roshambo_line(s, ro))
                if ro.throws:
                    facts.append(f"Throws: {_throws(ro.throws)}")
        blocks.append(Items(tuple(facts)))
        if v.kind == "change" and v.source is not None:
            blocks.append(Code(v.source))
    if s.rulings:
        blocks.append(Heading(2, "Rulings"))
        blocks.append(Table(("#", "Round", "Rule", "Question", "Decided by", "Reading that holds",
                             "Ballots"), tuple(
            (str(ru.seq), str(ru.round), str(ru.rule), ru.question, ru.decided_by, ru.holds,
             _ballots(s, ru) or "-") for ru in s.rulings)))
    blocks.append(Heading(2, "History"))
    blocks.append(Items(tuple(history(s))))
    return blocks


# -- renderers ----------------------------------------------------------------------------------
def _md_text(text: str) -> str:
    """Markdown text that a renderer shows as written: no raw HTML gets through."""
    return html.escape(text, quote=False).replace("\n", " ")


def _md_cell(text: str) -> str:
    return _md_text(text).replace("|", "\\|")


def to_markdown(s: Session) -> str:
    out: list[str] = []
    for b in document(s):
        if isinstance(b, Heading):
            out.append(f"{'#' * b.level} {_md_text(b.text)}")
        elif isinstance(b, Para):
            out.append(_md_text(b.text))
        elif isinstance(b, Code):
            fence = "````" if "```" in b.text else "```"
            out.append(f"{fence}lopti\n{b.text.rstrip()}\n{fence}")
        elif isinstance(b, Items):
            out.append("\n".join(f"- {_md_text(i)}" for i in b.items))
        else:
            lines = ["| " + " | ".join(b.headers) + " |", "|" + "---|" * len(b.headers)]
            lines += ["| " + " | ".join(_md_cell(c) for c in row) + " |" for row in b.rows]
            out.append("\n".join(lines))
    return "\n\n".join(out) + "\n"


_CSS = """body{font-family:Georgia,serif;max-width:50em;margin:2em auto;padding:0 1em;color:#111}
table{border-collapse:collapse;margin:.5em 0 1em}th,td{border:1px solid #888;padding:.2em .5em;
text-align:left;vertical-align:top}pre{background:#f4f4f4;padding:.5em;white-space:pre-wrap}
h2{border-bottom:1px solid #888}@media print{body{margin:0;max-width:none}
h2,h3{break-after:avoid}table,pre{break-inside:avoid}}"""


def to_html(s: Session) -> str:
    """A self-contained printable page; every text is escaped."""
    e = html.escape
    body: list[str] = []
    for b in document(s):
        if isinstance(b, Heading):
            body.append(f"<h{b.level}>{e(b.text)}</h{b.level}>")
        elif isinstance(b, Para):
            body.append(f"<p>{e(b.text)}</p>")
        elif isinstance(b, Code):
            body.append(f"<pre><code>{e(b.text)}</code></pre>")
        elif isinstance(b, Items):
            body.append("<ul>" + "".join(f"<li>{e(i)}</li>" for i in b.items) + "</ul>")
        else:
            head = "".join(f"<th>{e(h)}</th>" for h in b.headers)
            rows = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in row) + "</tr>"
                           for row in b.rows)
            body.append(f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")
    title = e(f"Rule book: {s.name} (session {s.id})")
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{title}</title><style>{_CSS}</style></head><body>\n"
            + "\n".join(body) + "\n</body></html>\n")


# -- JSON -----------------------------------------------------------------------------------
def _plain(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):  # ballots: seat -> choice
        return [{"seat": k, "choice": v} for k, v in sorted(value.items())]
    return value


def to_json(s: Session) -> str:
    """The whole session, every field, in a stable layout (sorted keys, two-space indent)."""
    data = {"format": FORMAT, "version": FORMAT_VERSION, "session": _plain(s)}
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


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
            return data
        if tp is str:
            if not isinstance(data, str):
                raise self.fail(path, f"expected a string, not {_kind(data)}")
            return data
        raise TypeError(f"no reader for {tp!r}")  # pragma: no cover - a bug in this module


@cache
def _shape(cls: type) -> tuple[dict[str, Any], frozenset[str]]:
    """A dataclass's resolved field types and field names (resolved once per class)."""
    return get_type_hints(cls), frozenset(f.name for f in fields(cls))


def _kind(data: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "true/false",
            type(None): "null", int: "a number", float: "a number"}.get(type(data), "a value")


def from_json(text: str, source: str = "<json>") -> Session:
    """A session from ``to_json``'s output; any problem names its JSON path (``$.session...``)."""
    try:
        data = json.loads(text)
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
    return session


#: Who may defend a change in Roshambo (``Roshambo.role``, R-ROSHAMBO-1..3).
ROSHAMBO_ROLES = ("creator", "representative", "knockout", "objector", "none")


def _param(name: str | None, path: str, r: _Reader) -> None:
    """A base-rule parameter's name, known to ``BaseRules``."""
    from ..engine.baserules import LIMITS

    if name not in LIMITS:
        raise r.fail(path, f"unknown base rule {name!r}; known: {', '.join(LIMITS)}")


def _json_value(text: str | None, path: str, r: _Reader) -> Any:
    """A base-rule value, stored as JSON text."""
    if text is None:
        raise r.fail(path, "missing: a base-rule change needs its value")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise r.fail(path, f"{text!r} is not a JSON value ({exc.msg})") from None


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
