"""A rule that asks something of a person, agreed on every phone (issue 29, R-CUSTOM-3).

"Add to the session" of a rule whose ``does`` or ``says`` text asks players something
beyond the known table actions (LP712: ``sessions.unagreed_demands``, read as a session
reads it: a ``# lopti: table-agreed`` comment counts for nothing) does not add it at
once. Everything else is checked first (``Session.announce_rule`` on a copy, with the
whole table agreeing: the gate's verdict, who may announce, when); then the rule waits
in the archive (``agreements``: a restart loses no answer) and every phone shows an
agree/refuse ballot for its own player (``phonepages.acting_seat``: a phone answers only
for the player it holds, and once). The host may answer for a player no phone holds; the
book notes it ("entered by the host", with the time). The last agreement adopts the rule
in the same transaction that stores it: ``announce_rule`` with every seat as
``agreed_by``, exactly as ``lopti session rule add --agreed-by`` records it (archive
schema 7). One refusal, or the host or the rule's author withdrawing it (after a confirm),
ends the agreement: the rule is not adopted, and the book notes who ended it.
"""

from __future__ import annotations

import copy
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from ..errors import LoptiError
from ..i18n import gettext as _
from ..i18n import pgettext, speaking
from ..sessions import Archive, Session, declared_name, notes, unagreed_demands
from . import agreements
from .agreements import ANSWERS, Agreement
from .phonepages import (
    Me,
    acting_seat,
    confirmed_action,
    free_players,
    label,
    players_pick,
    who_am_i,
)
from .table import ServeError, Table, note
from .view import back, render, session_id, table_of


def demands_of(text: str, filename: str) -> list[str]:
    """What the rule asks of players that needs the table's agreement, in the linter's
    words, without the file and position the CLI shows."""
    return [d.split(": ", 1)[1] if ": " in d else d for d in unagreed_demands(text, filename)]


def ask_table(table: Table, sid: int, text: str, name: str, filename: str,
              by_name: str, demands: list[str]) -> None:
    """``rulepages.add_rule``'s way in for a rule that needs the table's agreement: check
    it as if the whole table agreed (nothing is stored if it is refused), then keep it
    waiting for every player's answer."""
    with table.writing() as archive:
        sid = archive.resolve(sid, open_only=False)
        if agreements.agreement(archive.conn, sid) is not None:
            raise ServeError(_("a rule is already waiting for the table's agreement: settle "
                               "it first"), 409)
        s = archive.load(sid)
        by = s.seat(by_name) if by_name else None
        name = name or declared_name(text, filename)
        copy.deepcopy(s).announce_rule(text, name=name, filename=filename, by=by,
                                       agreed_by=range(s.size))
        author = s.last_done.winner if s.last_done is not None else None  # announce_rule's
        agreements.open_agreement(archive.conn, sid, {
            "text": text, "name": name, "filename": filename, "by": by, "author": author,
            "demands": demands})


def read_agreement(table: Table, sid: int) -> tuple[Session, Agreement | None]:
    """The session and its open agreement, read in one transaction."""
    with table.archive(write=False) as archive:
        sid = archive.resolve(sid, open_only=False)
        return archive.load(sid), agreements.agreement(archive.conn, sid)


def waiting(archive: Archive, sid: int) -> tuple[int, Session, Agreement]:
    """The session and the rule waiting for its agreement, inside the caller's
    transaction; a clear refusal when no rule is waiting."""
    sid = archive.resolve(sid, open_only=False)
    wait = agreements.agreement(archive.conn, sid)
    if wait is None:
        raise ServeError(_("no rule is waiting for the table's agreement"), 409)
    return sid, archive.load(sid), wait


def adopt(archive: Archive, sid: int, s: Session, wait: Agreement) -> None:
    """Every player agreed: add the rule as ``session rule add --agreed-by`` does, in the
    caller's write transaction, and close the agreement. A rule that can no longer be
    added (the next deal was completed meanwhile, say) is not: the book says why."""
    p = wait.proposal
    agreements.close_agreement(archive.conn, sid)
    try:
        with speaking("en"):  # the book keeps its notes in English (sessions/notes.py)
            s.announce_rule(p["text"], name=p["name"], filename=p["filename"], by=p["by"],
                            agreed_by=sorted(wait.answers))
    except LoptiError as exc:
        note(s, notes.TABLE, notes.written(notes.NOT_ADDED, rule=p["name"], reason=exc))
    archive.save(s)


def give_answer(table: Table, sid: int, me: Me, player: str, given: str) -> None:
    """Store one answer, from the phone holding the player (or entered by the host for a
    player no phone holds: the book notes it); a refusal ends the agreement, the last
    agreement adopts the rule, each in the same transaction."""
    with table.writing() as archive:
        sid, s, wait = waiting(archive, sid)
        s.check_open()
        seat, by_host = acting_seat(archive, sid, s, me, player, pgettext("to", "answer"))
        if seat in wait.answers:
            raise ServeError(_("{name} has already answered ({answer}); an answer is given "
                               "once").format(name=s.name_of(seat), answer=_(
                                   "agreed") if wait.answers[seat] == "agree" else _(
                                   "refused")), 409)
        name = wait.proposal["name"]
        if by_host:
            note(s, notes.HOST, notes.written(notes.ENTERED_ANSWER, name=s.name_of(seat),
                                              answer=given, rule=name))
        agreements.answer(archive.conn, sid, seat, given)
        wait.answers[seat] = given
        if given == "refuse":
            note(s, notes.HOST if by_host else label(s, me),
                 notes.written(notes.REFUSED, name=s.name_of(seat), rule=name))
            agreements.close_agreement(archive.conn, sid)
            archive.save(s)
        elif len(wait.answers) == s.size:
            adopt(archive, sid, s, wait)
        elif by_host:
            archive.save(s)


def withdraw(table: Table, sid: int, me: Me) -> None:
    with table.writing() as archive:
        sid, s, wait = waiting(archive, sid)
        if not me.host and (me.seat is None or me.seat != wait.proposal["author"]):
            raise ServeError(_("only the host or the rule's author may withdraw it"), 403)
        note(s, label(s, me), notes.written(notes.WITHDREW, rule=wait.proposal["name"]))
        agreements.close_agreement(archive.conn, sid)
        archive.save(s)


async def agree_page(request: Request) -> Response:
    table = table_of(request)
    sid = session_id(request)
    s, wait = await run_in_threadpool(read_agreement, table, sid)
    me = await run_in_threadpool(who_am_i, request, sid)
    free = await run_in_threadpool(free_players, table, sid, s)
    answers = {s.name_of(seat): given for seat, given in (wait.answers if wait else {}).items()}
    mine = wait.answers.get(me.seat) if wait is not None and me.seat is not None else None
    return render(request, "agree.html", title=_("Agree to a rule"), session=s, wait=wait,
                  answers=answers, me=me, my_name=me.name(s), my_answer=mine,
                  author=s.name_of(wait.proposal["author"]) if wait else "",
                  enter_for=[n for n in free if wait is not None and n not in answers],
                  may_withdraw=wait is not None and (me.host or (
                      me.seat is not None and me.seat == wait.proposal["author"])))


async def answer(request: Request) -> Response:
    table, sid, me, player, given = await players_pick(
        request, "answer", ANSWERS, 10, _("an answer is agree or refuse"))
    await run_in_threadpool(give_answer, table, sid, me, player, given)
    return back(f"/session/{sid}/agree")


async def withdraw_rule(request: Request) -> Response:
    return await confirmed_action(
        request, withdraw, title="Withdraw the rule", question="The rule is not added, and "
        "the answers given so far are dropped; it may be written and asked again.",
        button="Yes, withdraw the rule", cancel="agree", done="")


def pending_for(s: Session, wait: Agreement | None) -> dict[str, Any] | None:
    """What the table page shows of an open agreement."""
    if wait is None:
        return None
    return {"name": wait.proposal["name"],
            "waiting": [p.name for p in s.players if p.seat not in wait.answers]}


ROUTES = [
    Route("/session/{sid}/agree", agree_page),
    Route("/session/{sid}/agree/answer", answer, methods=["POST"]),
    Route("/session/{sid}/agree/withdraw", withdraw_rule, methods=["POST"]),
]
