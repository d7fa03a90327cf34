"""A session's rule book as Markdown, a printable HTML page or JSON (read back by ``bookimport``).

``document`` turns a session into a few kinds of blocks (headings, paragraphs, tables, code,
lists); ``to_markdown`` and ``to_html`` render them, and ``lopti book show`` prints them to the
terminal. ``to_json`` writes every field of the session in a stable layout.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from ..errors import InputError
from ..inputs import cut, stored_json
from .checks import show_value
from .model import Session
from .records import Roshambo, RuleChange, Ruling, Vote
from .roshambo import Throw
from .timeline import legacy_events

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
    try:
        return show_value(param or "", stored_json(text or "", f"value of {param}"))
    except InputError:
        return cut(str(text))


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
    """Everything that happened, in the order it happened (``Session.events``; a book from
    before events were kept: ``timeline.legacy_events``, the best order its records allow):
    deals, votes, Roshambos, rules, rulings, results. A step taken before its round was
    dealt says "Before round N"."""
    dealt: set[int] = set()

    def at(number: int) -> str:
        return f"Round {number}:" if number in dealt else f"Before round {number}:"

    lines: list[str] = []
    for e in s.events or legacy_events(s):
        if e.kind == "deal":
            dealt.add(e.ref)
            r = s.rounds[e.ref - 1]
            lines.append(f"Round {r.number}: {s.name_of(r.dealer)} deals, "
                         f"{s.name_of(r.leader)} leads")
        elif e.kind == "vote":
            v = s.votes[e.ref - 1]
            lines.append(f"Setup: vote {v.seq} to {_vote_subject(s, v)}: {v.decided} "
                         f"({_ballots(s, v)})" if v.round == 0 else
                         f"{at(v.round)} vote {v.seq} by {s.name_of(v.proposer)} to "
                         f"{_vote_subject(s, v)} ({v.timing}): {_vote_result(v)} "
                         f"({_ballots(s, v)})")
        elif e.kind == "roshambo":
            for ro in s.roshambos:
                if ro.vote == e.ref:
                    lines.append(f"{at(s.votes[e.ref - 1].round)} Roshambo "
                                 f"{_roshambo_line(s, ro)}")
        elif e.kind == "change":
            lines += _change_history(s, s.changes[e.ref - 1], at, dealt)
        elif e.kind == "ruling":
            ru = s.rulings[e.ref - 1]
            lines.append(f"{at(ru.round)} ruling {ru.seq} on rule {ru.rule}: "
                         f"{_ruling_line(s, ru)}")
        elif e.kind == "result" and s.rounds[e.ref - 1].phase == "done":
            r = s.rounds[e.ref - 1]
            order = ", ".join(s.name_of(p) for p in r.order)
            lines.append(f"Round {r.number}: {s.name_of(r.winner)} wins ({order}; {r.source})")
    return lines


def _change_history(s: Session, c: RuleChange, at: Callable[[int], str],
                    dealt: set[int]) -> list[str]:
    """The history line of a change nobody voted on (a vote's changes are its line)."""
    if c.vote is not None:
        return []
    rule = s.rule(c.rule)
    if c.kind == "added":
        won = rule.invented_round or 0
        # what it asks of a person, the whole table agreed to (R-CUSTOM-3, issue 29)
        agreed = (f", agreed by the whole table ({', '.join(map(s.name_of, c.agreed_seats))})"
                  if c.agreed_seats else "")
        if won + 1 in dealt:  # announced while the next deal was under way (R-CUSTOM-1)
            return [f"Round {won + 1}: {rule.creator_name}, round {won}'s winner, invents rule "
                    f"{rule.number} ({rule.name}), in play from round {c.effective} on"
                    + agreed]
        return [f"Round {won}: {rule.creator_name} invents rule {rule.number} "
                f"({rule.name}), in play from round {c.effective} on" + agreed]
    if c.kind == "deleted":
        return [f"{at(c.round)} {s.name_of(rule.creator)} deletes rule {c.rule}: out of play "
                f"from round {c.effective} on"]
    return [f"{at(c.round)} rule {c.rule}: {change_line(c)}"]


def change_line(c: RuleChange) -> str:
    """One change of a rule in words: what was decided, when, and from which round it
    counts. A rule taken out is "out of play from round N", never "holding from" it."""
    via = f" by vote {c.vote}" if c.vote else ""
    when = "at setup" if c.round == 0 else f"in round {c.round}"
    if c.kind in ("removed", "deleted"):
        how = "Deleted by its creator" if c.kind == "deleted" else "Removed"
        return f"{how}{via} {when}: out of play from round {c.effective} on."
    what = {"added": "Added", "changed": "Changed", "restored": "Restored"}.get(
        c.kind, c.kind.capitalize())
    text = "the new text" if c.kind == "changed" else "it"
    return f"{what}{via} {when}: {text} is in play from round {c.effective} on."


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
                blocks.append(Para(change_line(c)))
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
    blocks.append(Table(("Round", "Dealer", "Leader", "Winner", "Finishing order", "Played"),
                        tuple((str(r.number), s.name_of(r.dealer), s.name_of(r.leader),
                               s.name_of(r.winner) if r.winner is not None else "(in play)",
                               ", ".join(s.name_of(p) for p in r.order),
                               r.source + ("" if r.seed is None else f", seed {r.seed}"))
                              for r in s.rounds)))
    logs = [f"Round {r.number}: {r.log_path}, SHA-256 {r.log_hash}" for r in s.rounds
            if r.log_path]  # below the table, not in it: a path and a hash are wide
    if logs:
        blocks.append(Para("Game logs:"))
        blocks.append(Items(tuple(logs)))
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
    if s.notes:
        blocks.append(Heading(2, "At the table"))
        blocks.append(Table(("#", "When (UTC)", "Who", "What"), tuple(
            (str(n.seq), n.at.replace("T", " ").removesuffix("Z"), n.by, n.what)
            for n in s.notes)))
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
h2{border-bottom:1px solid #888}.wide{overflow-x:auto;max-width:100%}
p,code{overflow-wrap:break-word}li,td,th{overflow-wrap:anywhere}nav ul{padding-left:1.2em}
@media print{body{margin:0;max-width:none}.wide{overflow:visible}nav{display:none}
h2,h3{break-after:avoid}table,pre{break-inside:avoid}}"""


def to_html(s: Session) -> str:
    """A self-contained printable page; every text is escaped, rule texts highlighted."""
    from ..language import highlight_css, highlight_html

    e = html.escape
    body: list[str] = []
    toc: list[str] = []
    for b in document(s):
        if isinstance(b, Heading):
            anchor = f"s{len(body)}"
            if b.level == 2:  # the table of contents lists the sections
                toc.append(f'<li><a href="#{anchor}">{e(b.text)}</a></li>')
            body.append(f'<h{b.level} id="{anchor}">{e(b.text)}</h{b.level}>')
        elif isinstance(b, Para):
            body.append(f"<p>{e(b.text)}</p>")
        elif isinstance(b, Code):
            # the Pygments lexer's spans (escaped text inside), coloured by the CSS below
            body.append(f'<pre class="lopti-code"><code>{highlight_html(b.text)}</code></pre>')
        elif isinstance(b, Items):
            body.append("<ul>" + "".join(f"<li>{e(i)}</li>" for i in b.items) + "</ul>")
        else:
            head = "".join(f"<th>{e(h)}</th>" for h in b.headers)
            rows = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in row) + "</tr>"
                           for row in b.rows)
            body.append(f'<div class="wide"><table><thead><tr>{head}</tr></thead>'
                        f"<tbody>{rows}</tbody></table></div>")  # scrolls, never clips
    title = e(f"Rule book: {s.name} (session {s.id})")
    if toc and body:
        body.insert(1, '<nav><p>Contents</p><ul>' + "".join(toc) + "</ul></nav>")
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{title}</title><style>{_CSS}\n{highlight_css()}</style></head><body>\n"
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
    session = _plain(s)
    if not s.events:  # a book from before events were kept exports as it always did
        del session["events"]
    if not s.notes:  # and one without notes from the table, as before they were kept
        del session["notes"]
    data = {"format": FORMAT, "version": FORMAT_VERSION, "session": session}
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
