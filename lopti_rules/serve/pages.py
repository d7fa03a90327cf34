"""The session view (the start page): players, round, dealer, leader, rules, the vote.

Its writes are the CLI's ``session new``, ``deal``, ``round``, ``play`` and ``end``, each a
call of the same session method in one archive transaction (``Table.update``). A round the
engine plays writes its game log into the log folder, where the replay viewer finds it.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import tempfile
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from ..i18n import gettext as _
from ..sessions import (
    ArchiveError,
    Session,
    SessionError,
    may_announce,
    notes,
    param_words,
    show_value,
    term,
    vote_in,
    who_deals,
)
from .agreepages import pending_for, read_agreement
from .guard import JOIN_COOKIE, KEEP, int_field, is_host, may_see_token, text_field, write_form
from .phonepages import require_actor, table_phones, who_am_i
from .table import ServeError, join_link, note
from .view import back, confirm_page, confirmed, render, session_id, table_of


def overview(s: Session) -> dict[str, Any]:
    """What the session view shows, read off the session as ``lopti session status`` does."""
    cur = s.current
    if cur is not None:
        number = cur.number
        phase = term("phase", "dealing" if cur.phase == "dealing" else "playing")
    else:
        number = s.now
        phase = term("phase", "not dealt" if not s.closed else "ended")
    announcer = may_announce(s)
    return {
        "session": s,
        "players": [{"seat": p.seat, "name": p.name,
                     "wins": sum(1 for r in s.rounds if r.winner == p.seat)}
                    for p in s.players],
        "round": number, "phase": phase,
        "seats": seats_shown(s, number) if cur is not None or not s.closed else None,
        "rules": [{"number": r.number, "name": r.name, "creator": r.creator_name, "text": t,
                   "round": r.invented_round} for r, t in s.active_rules(s.now)],
        "base": [f"{param_words(k)} {show_value(k, v)}"
                 for k, v in sorted(s.base_adjustments(s.now).items())],
        "vote": vote_in(s, s.now),
        "tie": s.pending_tie(),
        "announcer": s.name_of(announcer.winner) if announcer is not None else None,
        "rounds": [{"number": r.number, "winner": s.name_of(r.winner),
                    "source": r.source, "seed": r.seed, "seats": seats_shown(s, r.number)}
                   for r in s.rounds if r.winner is not None][-8:],
    }


def seats_shown(s: Session, number: int) -> dict[str, Any]:
    """Who deals and who leads round ``number`` as the table plays it: the seat a rule in
    force chose (``sessions.who_deals``), with that rule, or the base seat (R-SETUP-4)."""
    seats = who_deals(s, number)

    def one(seat: int, base: int, rule: tuple[int, str] | None) -> dict[str, Any]:
        return {"name": s.name_of(seat), "base": s.name_of(base),
                "rule": _("rule {rule} \u201c{name}\u201d").format(rule=rule[0], name=rule[1])
                if rule else ""}

    return {"dealer": one(seats.dealer, seats.base_dealer, seats.dealer_rule),
            "leader": one(seats.leader, seats.base_leader, seats.leader_rule)}


def sessions_list(request: Request) -> list[Any]:
    table = table_of(request)
    if not os.path.exists(table.config.db):
        return []
    with table.archive(write=False) as archive:
        return list(archive.summaries())


async def home(request: Request) -> Response:
    """The latest open session, or the list of sessions and a form to start one."""
    table = table_of(request)
    if os.path.exists(table.config.db):
        try:
            with table.archive(write=False) as archive:
                sid = archive.resolve(None)
        except ArchiveError:
            sid = None
        if sid is not None:
            return RedirectResponse(f"/session/{sid}", status_code=303)
    return render(request, "sessions.html", sessions=sessions_list(request), title=_("Sessions"))


async def sessions(request: Request) -> Response:
    return render(request, "sessions.html", sessions=sessions_list(request), title=_("Sessions"))


async def session_view(request: Request) -> Response:
    table = table_of(request)
    sid = session_id(request)
    s = await run_in_threadpool(table.read, sid)
    shown = await run_in_threadpool(overview, s)  # who deals may run the rules' deal hooks
    me = await run_in_threadpool(who_am_i, request, sid)
    held = await run_in_threadpool(table_phones, table, sid, s)
    _, wait = await run_in_threadpool(read_agreement, table, sid)
    return render(request, "session.html", title=s.name, me=me, my_name=me.name(s),
                  agreement=pending_for(s, wait),
                  asked=s.name_of(me.asked) if me.asked is not None else "",
                  phones=held, free=[h["name"] for h in held if not h["held"]], **shown)


async def new_session(request: Request) -> Response:
    table = table_of(request)
    form = await write_form(request, table)
    name = text_field(form, "name", limit=80)
    players = [n.strip() for n in text_field(form, "players", limit=200).split(",") if n.strip()]
    s = Session.create(name, players)
    dealer = text_field(form, "dealer", limit=80, required=False)
    if dealer:
        s.first_dealer = s.seat(dealer)
    sid = await run_in_threadpool(table.add, s)
    return back(f"/session/{sid}")


def _action(name: str) -> Any:
    """A POST view that applies one session method (by form) and goes back to the session."""
    async def view(request: Request) -> Response:
        table = table_of(request)
        form = await write_form(request, table)
        sid = session_id(request)
        if name == "round":
            winner = text_field(form, "winner", limit=80)
            await run_in_threadpool(table.update, sid, lambda s: s.record_round(s.seat(winner)))
        elif name == "end":
            if not confirmed(form):
                return confirm_page(request, form, title=_("End the session"),
                                    question=_("No more rounds, votes or rules will be "
                                               "recorded in this session; its rule book "
                                               "is kept."),
                                    button=_("Yes, end the session"), cancel=f"/session/{sid}")
            me = await run_in_threadpool(who_am_i, request, sid)

            def end(s: Session) -> None:
                by = require_actor(s, me, _("end the session"))
                s.end()
                note(s, by, notes.written(notes.ENDED))
            await run_in_threadpool(table.update, sid, end)
        else:
            method = {"deal": Session.deal, "complete": Session.complete_deal}[name]
            await run_in_threadpool(table.update, sid, method)
        return back(f"/session/{sid}")
    view.__name__ = name
    return view


async def play(request: Request) -> Response:
    """Let the engine play the round with bots (``lopti session play``), its log kept."""
    from ..sessions import play_round

    table = table_of(request)
    form = await write_form(request, table)
    sid = session_id(request)
    seed = int_field(form, "seed", default=secrets.randbelow(1_000_000))
    if seed < 0:
        raise ServeError(_("seed: a whole number from 0"))
    bot = text_field(form, "bot", limit=20, required=False) or "greedy"
    folder = table.config.log_dir
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ServeError(_("the log folder {folder} cannot be made ({why})").format(
            folder=folder, why=exc.strerror)) from None
    written: list[str] = []

    def act(s: Session) -> None:
        rnd, text = play_round(s, seed, bot=bot)
        target = folder / f"session{s.id}-round{rnd.number}-seed{seed}.jsonl"
        rnd.log_path = str(target)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".lopti-log-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        written.append(tmp)
        assert hashlib.sha256(text.encode("utf-8")).hexdigest() == rnd.log_hash
        os.replace(tmp, target)  # inside the transaction: a failure here stores nothing

    try:
        await run_in_threadpool(table.update, sid, act)
    finally:
        for tmp in written:
            if os.path.exists(tmp):
                os.unlink(tmp)
    return back(f"/session/{sid}")


async def join(request: Request) -> Response:
    """The join link: remembers the session's token on this device (for a year: a restart
    of the server keeps it valid), then shows the table, where the phone picks its player."""
    table = table_of(request)
    given = request.query_params.get("token", "")[:100]
    sid = await run_in_threadpool(table.session_of, given)
    if sid is None:
        raise ServeError(_("this join link is not this table's, or the host has made a new "
                           "one (lopti session token --rotate): ask the host for the link on "
                           "their screen"), 403)
    response = back(f"/session/{sid}")
    response.set_cookie(JOIN_COOKIE, given, max_age=KEEP, httponly=True, samesite="strict")
    return response


async def invite(request: Request) -> Response:
    """A session's join link and its QR code, for the others at the table to scan (the
    latest open session unless ``?session=N``)."""
    from . import qr

    table = table_of(request)
    raw = request.query_params.get("session", "")
    if not raw and not is_host(request):  # a phone: the session it joined
        raw = str(await run_in_threadpool(table.session_of,
                                          request.cookies.get(JOIN_COOKIE, "")) or "")
    try:
        with table.archive(write=False) as archive:
            sid = archive.resolve(int(raw) if raw.isdigit() else None,
                                  open_only=not raw.isdigit())
    except (ArchiveError, SessionError):  # no archive or no open session yet
        raise ServeError(_("start a session first: its join link is shown here then"),
                         404) from None
    if not may_see_token(request, sid):
        raise ServeError(_("only the host's screen, or a phone that has joined the table, "
                           "may show the join link: ask the host for it"), 403)
    token = await run_in_threadpool(table.token, sid) if table.config.remote else None
    link = join_link(table.config, token)
    return render(request, "invite.html", title=_("Invite the table"), link=link, sid=sid,
                  code=qr.qr_svg(link, label=_("QR code of the join link")),
                  needs_token=token is not None)


async def code_page(request: Request) -> Response:
    """One lint code's page (docs/lint/), as ``lopti lint --explain`` prints it."""
    from ..language import explain

    code = str(request.path_params.get("code", ""))[:12]
    text = explain(code)  # an unknown code: InputError, shown as a page
    return render(request, "code.html", title=code.upper(), text=text)


ROUTES = [
    Route("/", home),
    Route("/sessions", sessions),
    Route("/join", join),
    Route("/invite", invite),
    Route("/codes/{code}", code_page),
    Route("/session/new", new_session, methods=["POST"]),
    Route("/session/{sid}", session_view),
    Route("/session/{sid}/deal", _action("deal"), methods=["POST"]),
    Route("/session/{sid}/complete", _action("complete"), methods=["POST"]),
    Route("/session/{sid}/round", _action("round"), methods=["POST"]),
    Route("/session/{sid}/end", _action("end"), methods=["POST"]),
    Route("/session/{sid}/play", play, methods=["POST"]),
]
