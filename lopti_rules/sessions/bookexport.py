"""A session's rule book as Markdown, a printable HTML page or JSON (read back by ``bookimport``).

``document`` turns a session into a few kinds of blocks (headings, paragraphs, tables, code,
lists); ``to_markdown`` and ``to_html`` render them, and ``lopti book show`` prints them to the
terminal. ``to_json`` writes every field of the session in a stable layout.

The book's words are the table's language (``i18n``: headings, sentences and the stored
words such as ``passed``, through ``words.term``); the JSON book is data and stays English.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from ..errors import InputError
from ..i18n import current
from ..i18n import gettext as _
from ..inputs import cut, stored_json
from . import notes
from .checks import show_value
from .model import Session
from .records import Roshambo, RuleChange, Ruling, Vote
from .roshambo import Throw
from .timeline import legacy_events
from .words import term

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
    if last.kind == "deleted":
        return _("deleted by its creator from round {round}").format(round=last.effective)
    if last.kind == "removed":
        return _("removed by vote from round {round}").format(round=last.effective)
    if last.kind == "added":
        return _("active")
    return _("{change} from round {round}").format(change=term("change", last.kind),
                                                   round=last.effective)


def _base_value(param: str | None, text: str | None) -> str:
    """A stored base-rule value (JSON text) as people write it: ranks as J, flags as yes/no."""
    try:
        return show_value(param or "", stored_json(text or "", f"value of {param}"))
    except InputError:
        return cut(str(text))


def _vote_subject(s: Session, v: Vote) -> str:
    if v.kind == "adjust":
        return _("set base rule {param} = {value}").format(
            param=v.param, value=_base_value(v.param, v.value))
    if v.kind == "revive":
        return _("bring back rule {rule} of session {session} ({file})").format(
            rule=v.from_rule, session=v.from_session, file=v.filename)
    name = s.rule(v.rule).name if v.rule is not None else "?"
    said = {"remove": _("remove rule {rule} ({name})"),
            "change": _("change rule {rule} ({name})"),
            "restore": _("restore rule {rule} ({name})")}.get(v.kind)
    if said is None:  # a kind an older book may hold, shown as stored
        return f"{v.kind} rule {v.rule} ({name})"
    return said.format(rule=v.rule, name=name)


def _vote_result(v: Vote) -> str:
    if v.outcome == "tied":
        return _("tied, Roshambo: {decided}").format(
            decided=term("vote", v.decided or "pending"))
    return term("vote", v.outcome)


def _ballots(s: Session, v: Vote | Ruling) -> str:
    return ", ".join(f"{s.name_of(seat)} {term('ballot', choice)}"
                     for seat, choice in sorted(v.ballots.items()))


def _throws(throws: tuple[Throw, ...]) -> str:
    return " ".join(t.a_hand + t.b_hand for t in throws)


def history(s: Session) -> list[str]:
    """Everything that happened, in the order it happened (``Session.events``; a book from
    before events were kept: ``timeline.legacy_events``, the best order its records allow):
    deals, votes, Roshambos, rules, rulings, results. A step taken before its round was
    dealt says "Before round N"."""
    dealt: set[int] = set()

    def at(number: int) -> str:
        return (_("Round {round}:") if number in dealt else _("Before round {round}:")
                ).format(round=number)

    lines: list[str] = []
    for e in s.events or legacy_events(s):
        if e.kind == "deal":
            dealt.add(e.ref)
            r = s.rounds[e.ref - 1]
            lines.append(_("Round {round}: {dealer} deals, {leader} leads").format(
                round=r.number, dealer=s.name_of(r.dealer), leader=s.name_of(r.leader)))
        elif e.kind == "vote":
            v = s.votes[e.ref - 1]
            if v.round == 0:
                lines.append(_("Setup: vote {vote} to {subject}: {decided} ({ballots})").format(
                    vote=v.seq, subject=_vote_subject(s, v),
                    decided=term("vote", v.decided), ballots=_ballots(s, v)))
            else:
                lines.append(_("{at} vote {vote} by {proposer} to {subject} ({timing}): "
                               "{result} ({ballots})").format(
                    at=at(v.round), vote=v.seq, proposer=s.name_of(v.proposer),
                    subject=_vote_subject(s, v), timing=term("timing", v.timing),
                    result=_vote_result(v), ballots=_ballots(s, v)))
        elif e.kind == "roshambo":
            for ro in s.roshambos:
                if ro.vote == e.ref:
                    lines.append(_("{at} Roshambo {what}").format(
                        at=at(s.votes[e.ref - 1].round), what=_roshambo_line(s, ro)))
        elif e.kind == "change":
            lines += _change_history(s, s.changes[e.ref - 1], at, dealt)
        elif e.kind == "ruling":
            ru = s.rulings[e.ref - 1]
            lines.append(_("{at} ruling {ruling} on rule {rule}: {what}").format(
                at=at(ru.round), ruling=ru.seq, rule=ru.rule, what=_ruling_line(s, ru)))
        elif e.kind == "result" and s.rounds[e.ref - 1].phase == "done":
            r = s.rounds[e.ref - 1]
            order = ", ".join(s.name_of(p) for p in r.order)
            lines.append(_("Round {round}: {winner} wins ({order}; {source})").format(
                round=r.number, winner=s.name_of(r.winner), order=order,
                source=term("source", r.source)))
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
        agreed = (_(", agreed by the whole table ({names})").format(
            names=", ".join(map(s.name_of, c.agreed_seats))) if c.agreed_seats else "")
        if won + 1 in dealt:  # announced while the next deal was under way (R-CUSTOM-1)
            return [_("Round {round}: {creator}, round {won}'s winner, invents rule {rule} "
                      "({name}), in play from round {effective} on").format(
                round=won + 1, creator=rule.creator_name, won=won, rule=rule.number,
                name=rule.name, effective=c.effective) + agreed]
        return [_("Round {round}: {creator} invents rule {rule} ({name}), in play from round "
                  "{effective} on").format(round=won, creator=rule.creator_name,
                                           rule=rule.number, name=rule.name,
                                           effective=c.effective) + agreed]
    if c.kind == "deleted":
        return [_("{at} {creator} deletes rule {rule}: out of play from round {effective} "
                  "on").format(at=at(c.round), creator=s.name_of(rule.creator), rule=c.rule,
                               effective=c.effective)]
    return [_("{at} rule {rule}: {what}").format(at=at(c.round), rule=c.rule,
                                                 what=change_line(c))]


def change_line(c: RuleChange) -> str:
    """One change of a rule in words: what was decided, when, and from which round it
    counts. A rule taken out is "out of play from round N", never "holding from" it."""
    when = (_("at setup") if c.round == 0 else _("in round {round}").format(round=c.round))
    if c.vote:
        when = _("by vote {vote} {when}").format(vote=c.vote, when=when)
    said = {
        "deleted": _("Deleted by its creator {when}: out of play from round {effective} on."),
        "removed": _("Removed {when}: out of play from round {effective} on."),
        "added": _("Added {when}: it is in play from round {effective} on."),
        "changed": _("Changed {when}: the new text is in play from round {effective} on."),
        "restored": _("Restored {when}: it is in play from round {effective} on."),
    }.get(c.kind)
    if said is None:  # a kind an older book may hold, shown as stored
        return f"{c.kind.capitalize()} {when}: it is in play from round {c.effective} on."
    return said.format(when=when, effective=c.effective)


def _ruling_line(s: Session, ru: Ruling) -> str:
    who = {"creator": _("its creator {creator} decides").format(
               creator=s.rule(ru.rule).creator_name),
           "table": _("the table decides by majority"),
           "least-change": _("no majority, so the reading that changes base Lopti least "
                             "holds")}
    return f"{ru.question!r}: {who.get(ru.decided_by, ru.decided_by)}: {ru.holds!r}"


def _roshambo_line(s: Session, ro: Roshambo) -> str:
    if ro.defender is None:
        return _("for vote {vote}: nobody defends, so the change passes").format(vote=ro.vote)
    mode = term("mode", ro.mode)
    if ro.seed is not None:
        mode = _("{mode}, seed {seed}").format(mode=mode, seed=ro.seed)
    return _("for vote {vote}: {proposer} v {defender} ({role}), {score}, {side} wins "
             "({mode})").format(vote=ro.vote, proposer=s.name_of(ro.proposer),
                                defender=s.name_of(ro.defender), role=term("role", ro.role),
                                score=f"{ro.proposer_wins}-{ro.defender_wins}",
                                side=term("side", ro.winner), mode=mode)


def title(s: Session) -> str:
    """The book's title: "Rule book: NAME (session N)"."""
    return _("Rule book: {name} (session {session})").format(name=s.name, session=s.id)


def document(s: Session) -> list[Block]:
    """The rule book as blocks: rules and texts, base-rule changes, rounds, votes, history,
    in the language in use."""
    blocks: list[Block] = [
        Heading(1, title(s)),
        Para(_("Date: {date}. Players, clockwise: {players}. {state}.").format(
            date=s.date or _("not given"), players=", ".join(p.name for p in s.players),
            state=_("Ended") if s.closed else _("Open"))),
        Heading(2, _("Custom rules")),
    ]
    if not s.rules:
        blocks.append(Para(_("No custom rules.")))
    else:
        blocks.append(Table(("#", _("Rule"), _("Invented by"), _("In round"), _("Holds from"),
                             _("Status")), tuple(
            (str(r.number), r.name, r.creator_name,
             str(r.invented_round) if r.invented_round else
             _("revived (session {session}, rule {rule})").format(session=r.from_session,
                                                                  rule=r.from_rule),
             str(next(c.effective for c in s.changes if c.rule == r.number)),
             _rule_status(s, r.number)) for r in s.rules)))
        for r in s.rules:
            blocks.append(Heading(3, _("Rule {rule}: {name}").format(rule=r.number,
                                                                     name=r.name)))
            for c in (c for c in s.changes if c.rule == r.number):
                blocks.append(Para(change_line(c)))
                if c.source is not None:
                    blocks.append(Code(_rule_text(c.source)))
    blocks.append(Heading(2, _("Base-rule changes")))
    if s.base_changes:
        blocks.append(Table((_("Parameter"), _("Value"), _("Voted in round"), _("Holds from"),
                             _("Vote")), tuple(
            (b.param, _base_value(b.param, b.value), str(b.round), str(b.effective), str(b.vote))
            for b in s.base_changes)))
    else:
        blocks.append(Para(_("None: the official base rules.")))
    blocks.append(Heading(2, _("Rounds")))
    blocks.append(Table((_("Round"), _("Dealer"), _("Leader"), _("Winner"), _("Finishing order"),
                         _("Played")),
                        tuple((str(r.number), s.name_of(r.dealer), s.name_of(r.leader),
                               s.name_of(r.winner) if r.winner is not None else _("(in play)"),
                               ", ".join(s.name_of(p) for p in r.order),
                               term("source", r.source) + (
                                   "" if r.seed is None else
                                   _(", seed {seed}").format(seed=r.seed)))
                              for r in s.rounds)))
    logs = [_("Round {round}: {path}, SHA-256 {hash}").format(
                round=r.number, path=r.log_path, hash=r.log_hash) for r in s.rounds
            if r.log_path]  # below the table, not in it: a path and a hash are wide
    if logs:
        blocks.append(Para(_("Game logs:")))
        blocks.append(Items(tuple(logs)))
    blocks.append(Heading(2, _("Votes")))
    if not s.votes:
        blocks.append(Para(_("No votes.")))
    for v in s.votes:
        when = _("setup") if v.round == 0 else _("round {round}").format(round=v.round)
        blocks.append(Heading(3, _("Vote {vote} ({when}): {subject}").format(
            vote=v.seq, when=when, subject=_vote_subject(s, v))))
        holds = (_("a setup vote, holding from round 1 (R-SESSION-2)") if v.kind == "revive"
                 else _("holds {timing} (R-VOTE-6)").format(timing=term("timing", v.timing)))
        facts = [_("Proposed by {proposer}; {holds}").format(proposer=s.name_of(v.proposer),
                                                             holds=holds),
                 _("Result: {result}").format(result=_vote_result(v)),
                 _("Ballots: {ballots}").format(ballots=_ballots(s, v))]
        if v.objector is not None:
            facts.append(_("First objector: {name}").format(name=s.name_of(v.objector)))
        for ro in s.roshambos:
            if ro.vote == v.seq:
                facts.append(_("Roshambo {what}").format(what=_roshambo_line(s, ro)))
                if ro.throws:
                    facts.append(_("Throws: {throws}").format(throws=_throws(ro.throws)))
        blocks.append(Items(tuple(facts)))
        if v.kind == "change" and v.source is not None:
            blocks.append(Code(_rule_text(v.source)))
    if s.rulings:
        blocks.append(Heading(2, _("Rulings")))
        blocks.append(Table(("#", _("Round"), _("Rule"), _("Question"), _("Decided by"),
                             _("Reading that holds"), _("Ballots")), tuple(
            (str(ru.seq), str(ru.round), str(ru.rule), ru.question,
             term("decided_by", ru.decided_by), ru.holds,
             _ballots(s, ru) or "-") for ru in s.rulings)))
    if s.notes:
        blocks.append(Heading(2, _("At the table")))
        blocks.append(Table(("#", _("When (UTC)"), _("Who"), _("What")), tuple(
            (str(n.seq), n.at.replace("T", " ").removesuffix("Z"), notes.who(n.by),
             notes.said(n.what))
            for n in s.notes)))
    blocks.append(Heading(2, _("History")))
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
    if toc and body:  # (a _() inside an f-string is not extracted into the catalogs)
        contents = _("Contents")
        body.insert(1, f'<nav><p>{e(contents)}</p><ul>' + "".join(toc) + "</ul></nav>")
    lang = "zh-Hans" if current() == "zh" else current()
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{e(title(s))}</title><style>{_CSS}\n{highlight_css()}</style></head><body>\n"
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


def _rule_text(source: str) -> str:
    """A rule's text as the book shows it: kept in English keywords in the archive, shown
    in the keywords of the language in use (a German table reads its rules in German)."""
    from ..language import shown_in

    return shown_in(source, current())
