"""Seats belong to phones: a phone asks for a player once, the host approves it (or the
phone sends the code the host's screen shows for that ask); the host may release a phone
or move it to another player.

Which phone holds which player is kept in the archive (``sessions.archive.phones``), so a
restart keeps every phone's player. Ballots and Roshambo throws are taken only from the
phone holding the player (``acting_seat``); the host may enter them for a player no phone
holds, and the book notes it. Phones are named on the host's page by a short fingerprint
of their device id, never by the id itself. Every refusal says why, in plain words.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from ..i18n import gettext as _
from ..sessions import Archive, Phone, Session, notes, phones
from .guard import device_of, is_host, text_field, write_form
from .table import ServeError, Table, now
from .view import back, confirm_page, confirmed, session_id, table_of


def fingerprint(device: str) -> str:
    """A phone's name on the host's page: not its device id (which is its key)."""
    return hashlib.sha256(device.encode()).hexdigest()[:10]


@dataclass(frozen=True, slots=True)
class Me:
    """What this browser is at one session's table."""

    host: bool
    seat: int | None = None  #: the player this phone holds
    asked: int | None = None  #: the player this phone asked for, not yet given

    def name(self, s: Session) -> str:
        return s.name_of(self.seat) if self.seat is not None else ""


def me_in(archive: Archive, sid: int, device: str, host: bool) -> Me:
    """This browser in session ``sid`` (inside a transaction)."""
    mine = phones.phone(archive.conn, sid, device)
    if mine is None:
        return Me(host)
    if mine.status == "held":
        return Me(host, seat=mine.seat)
    return Me(host, asked=mine.seat)


def who_am_i(request: Request, sid: int) -> Me:
    """This browser in session ``sid`` (a read of its own)."""
    table = table_of(request)
    with table.archive(write=False) as archive:
        return me_in(archive, archive.resolve(sid, open_only=False), device_of(request),
                     is_host(request))


def label(s: Session, me: Me) -> str:
    """Who did something, as the book says it."""
    if me.seat is not None:
        return notes.written(notes.HOSTS_PHONE if me.host else notes.PHONE,
                             name=s.name_of(me.seat))
    return notes.HOST if me.host else notes.NO_PLAYER


def acting_seat(archive: Archive, sid: int, s: Session, me: Me, player: str,
                verb: str) -> tuple[int, bool]:
    """The seat a ballot or a throw is for, and whether the host entered it for a player
    without a phone (inside the write transaction that stores it). ``verb``: "vote",
    "throw"."""
    seat = s.seat(player) if player else me.seat
    if seat is not None and seat == me.seat:
        return seat, False
    if me.host and seat is not None:  # the host's screen, for a player without a phone
        if phones.holder(archive.conn, sid, seat) is not None:
            raise ServeError(_("{player}'s phone holds {player}: {player} must {verb} on it "
                               "(or release that phone on the table page first)").format(
                                   player=player, verb=verb), 403)
        return seat, True
    if me.host:
        raise ServeError(_("pick the player you {verb} for").format(verb=verb), 400)
    if me.seat is not None:
        raise ServeError(_("this phone holds {name}: it cannot {verb} for {player}; {player} "
                           "does that on their own phone").format(
                               name=s.name_of(me.seat), verb=verb, player=player), 403)
    if me.asked is not None:
        raise ServeError(_("this phone is still waiting to be {name}: the host approves it "
                           "on the laptop, or type the code the laptop shows").format(
                               name=s.name_of(me.asked)), 403)
    raise ServeError(_("this phone holds no player yet, so it cannot {verb}: pick your name "
                       "on the table page, and the host approves it").format(verb=verb), 403)


def require_actor(s: Session, me: Me, what: str) -> str:
    """Who does an irreversible action (the host or a player's phone), as the book says."""
    if not me.host and me.seat is None:
        raise ServeError(_("only the host or a player's own phone may {what}; this phone "
                           "holds no player").format(what=what), 403)
    return label(s, me)


def require_host(request: Request, what: str) -> None:
    if not is_host(request):
        raise ServeError(_("only the host's screen (the laptop running lopti serve) may "
                           "{what}").format(what=what), 403)


def _phone_by(archive: Archive, sid: int, print_: str) -> Phone:
    found = next((p for p in phones.phones(archive.conn, sid)
                  if fingerprint(p.device) == print_), None)
    if found is None:
        raise ServeError(_("that phone is no longer at this table (it was released, refused "
                           "or moved meanwhile); nothing was changed"), 409)
    return found


async def ask(request: Request) -> Response:
    """A phone picks its player; on the host's own screen it is given at once."""
    table = table_of(request)
    form = await write_form(request, table)
    sid = session_id(request)
    player = text_field(form, "player", limit=80)
    device, host = device_of(request), is_host(request)

    def act() -> None:
        with table.writing() as archive:
            s = archive.load(archive.resolve(sid, open_only=False))
            s.check_open()
            seat = s.seat(player)
            phones.ask(archive.conn, sid, device, seat, player, now())
            if host:
                phones.approve(archive.conn, sid, device, player, now())

    await run_in_threadpool(act)
    return back(f"/session/{sid}")


async def code(request: Request) -> Response:
    """A phone types the code the host's screen shows for its ask."""
    table = table_of(request)
    form = await write_form(request, table)
    sid = session_id(request)
    typed = text_field(form, "code", limit=12)
    device = device_of(request)

    def act() -> phones.PhoneError | None:
        with table.writing() as archive:  # a wrong code is kept as a try, then refused
            try:
                phones.enter_code(archive.conn, archive.resolve(sid, open_only=False),
                                  device, typed, now())
            except phones.PhoneError as exc:
                return exc
        return None

    refused = await run_in_threadpool(act)
    if refused is not None:
        raise refused
    return back(f"/session/{sid}")


def _host_action(kind: str):  # type: ignore[no-untyped-def]
    async def view(request: Request) -> Response:
        table = table_of(request)
        form = await write_form(request, table)
        sid = session_id(request)
        require_host(request, {"approve": _("approve a phone"), "release": _("release a phone"),
                               "move": _("move a phone")}[kind])
        which = text_field(form, "phone", limit=20)
        player = text_field(form, "player", limit=80, required=kind == "move")

        def act() -> None:
            with table.writing() as archive:
                s = archive.load(archive.resolve(sid, open_only=False))
                found = _phone_by(archive, sid, which)
                if kind == "approve":
                    phones.approve(archive.conn, sid, found.device, s.name_of(found.seat),
                                   now())
                elif kind == "release":
                    phones.release(archive.conn, sid, found.device)
                else:
                    phones.move(archive.conn, sid, found.device, s.seat(player), player,
                                now())

        await run_in_threadpool(act)
        return back(f"/session/{sid}#phones")
    view.__name__ = kind
    return view


def table_phones(table: Table, sid: int, s: Session) -> list[dict[str, object]]:
    """The host's list: every player, the phone holding them, phones asking for them."""
    with table.archive(write=False) as archive:
        known = phones.phones(archive.conn, sid)
    out: list[dict[str, object]] = []
    for p in s.players:
        held = next((ph for ph in known if ph.seat == p.seat and ph.status == "held"), None)
        asks = [ph for ph in known if ph.seat == p.seat and ph.status == "asked"]
        out.append({"name": p.name, "held": fingerprint(held.device) if held else "",
                    "since": held.since[11:16] if held else "",
                    "asks": [{"phone": fingerprint(a.device), "code": a.code,
                              "since": a.since[11:16]} for a in asks]})
    return out


def free_players(table: Table, sid: int, s: Session) -> list[str]:
    """The players no phone holds: the host may enter their ballots and throws."""
    with table.archive(write=False) as archive:
        held = {p.seat for p in phones.phones(archive.conn, sid) if p.status == "held"}
    return [p.name for p in s.players if p.seat not in held]


ROUTES = [
    Route("/session/{sid}/phone/ask", ask, methods=["POST"]),
    Route("/session/{sid}/phone/code", code, methods=["POST"]),
    Route("/session/{sid}/phone/approve", _host_action("approve"), methods=["POST"]),
    Route("/session/{sid}/phone/release", _host_action("release"), methods=["POST"]),
    Route("/session/{sid}/phone/move", _host_action("move"), methods=["POST"]),
]


async def players_pick(request: Request, name: str, allowed: Iterable[str], limit: int,
                        refusal: str) -> tuple[Table, int, Me, str, str]:
    """A form a player posts from their phone (or the host for a player without one): a
    ballot, a throw, an answer to a rule that needs the table's agreement. The table,
    session id, this browser, the player named (may be empty) and the pick from
    ``allowed`` (else ``refusal``)."""
    table = table_of(request)
    form = await write_form(request, table)
    sid = session_id(request)
    pick = text_field(form, name, limit=limit)
    if pick not in allowed:
        raise ServeError(refusal)
    me = await run_in_threadpool(who_am_i, request, sid)
    return table, sid, me, text_field(form, "player", limit=80, required=False), pick


async def confirmed_action(request: Request, act: Callable[[Table, int, Me], None], *,
                           title: str, question: str, button: str, cancel: str,
                           done: str) -> Response:
    """An irreversible action a browser posts (closing a vote, withdrawing a rule): the
    confirm step first (:func:`view.confirm_page`), then ``act`` for this browser, and
    back to the session's page ``done`` (``cancel``: the page the confirm step returns
    to; both relative to ``/session/<sid>``, empty for the session itself)."""
    table = table_of(request)
    form = await write_form(request, table)
    sid = session_id(request)
    page = f"/session/{sid}"
    if not confirmed(form):
        return confirm_page(request, form, title=title, question=question, button=button,
                            cancel=f"{page}/{cancel}".rstrip("/"))
    me = await run_in_threadpool(who_am_i, request, sid)
    await run_in_threadpool(act, table, sid, me)
    return back(f"{page}/{done}".rstrip("/"))
