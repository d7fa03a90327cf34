"""Who may write: the host, phones that joined, the CSRF token on every write, the size.

Every page gets a random CSRF cookie (``lopti_csrf``) and puts the same value in each of
its forms (and in the ``X-CSRF-Token`` header of its fetches); a write whose form does not
carry it, or that comes from another site's page (``Origin``), is refused. Every browser
also gets a random device id (``lopti_phone``, kept a year): the archive remembers which
player each phone holds (``sessions.archive.phones``). The host is the browser on the
serving machine itself (a loopback client): it may always write. Any other device writes
to a session only with that session's join token, which the join link
(``/join?token=...``) leaves in a cookie; the token is kept in the archive, so a restarted
server still knows every phone.

Each phone reads the pages in its own language (:func:`language_of_request`): the
language chosen on a page (``?lang=de``, kept a year in the ``lopti_lang`` cookie), else
the first its browser's ``Accept-Language`` asks for that lopti speaks, else the
server's own (``lopti --lang``, ``LOPTI_LANG``, the locale). One table may mix languages.
"""

from __future__ import annotations

import secrets
from http.cookies import SimpleCookie
from typing import Any

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import i18n
from ..errors import InputError
from ..inputs import check_whole
from .table import MAX_BODY, ServeError, Table, is_loopback

CSRF_COOKIE = "lopti_csrf"
JOIN_COOKIE = "lopti_join"
DEVICE_COOKIE = "lopti_phone"
LANG_COOKIE = "lopti_lang"
#: how long a browser keeps its device id and join token (seconds): a year of game nights
KEEP = 365 * 24 * 3600


def cookies(scope: Scope) -> dict[str, str]:
    jar: SimpleCookie = SimpleCookie()
    for name, value in scope.get("headers", []):
        if name == b"cookie":
            try:
                jar.load(value.decode("latin-1"))
            except Exception:  # a malformed cookie header: as if there were none
                return {}
    return {k: m.value for k, m in jar.items()}


def language_of_request(scope: Scope, jar: dict[str, str]) -> tuple[str, bool]:
    """The language of this request, and whether the page chose it just now (``?lang=``,
    to be kept in the cookie): the chooser, the cookie, ``Accept-Language``, the server's."""
    query = scope.get("query_string", b"").decode("latin-1")
    for part in query.split("&"):
        name, _eq, value = part.partition("=")
        if name == "lang" and value in i18n.LANGUAGES:
            return value, True
    kept = jar.get(LANG_COOKIE, "")
    if kept in i18n.LANGUAGES:
        return kept, False
    asked = dict(scope.get("headers", [])).get(b"accept-language", b"").decode("latin-1")
    return i18n.accepted(asked) or i18n.current(), False


class Guard:
    """ASGI middleware: issues the CSRF cookie, refuses bodies over ``MAX_BODY`` bytes."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers", []))
        try:
            size = int(headers.get(b"content-length", b"0"))
        except ValueError:
            size = MAX_BODY + 1
        state = scope.setdefault("state", {})
        jar = cookies(scope)
        token = jar.get(CSRF_COOKIE)
        fresh = token is None or len(token) < 16
        state["csrf"] = secrets.token_urlsafe(24) if fresh else token
        device = jar.get(DEVICE_COOKIE, "")
        new_device = len(device) < 16 or len(device) > 64
        state["device"] = secrets.token_urlsafe(18) if new_device else device
        state["too_big"] = size > MAX_BODY
        lang, chosen = language_of_request(scope, jar)
        state["lang"] = lang
        received = 0

        async def limited() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > MAX_BODY:
                    state["too_big"] = True
                    return {"type": "http.request", "body": b"", "more_body": False}
            return message

        async def with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start" and fresh:
                cookie = (f"{CSRF_COOKIE}={state['csrf']}; Path=/; SameSite=Strict; HttpOnly")
                message.setdefault("headers", []).append((b"set-cookie", cookie.encode()))
            if message["type"] == "http.response.start" and new_device:
                cookie = (f"{DEVICE_COOKIE}={state['device']}; Path=/; Max-Age={KEEP}; "
                          "SameSite=Strict; HttpOnly")
                message.setdefault("headers", []).append((b"set-cookie", cookie.encode()))
            if message["type"] == "http.response.start" and chosen:
                cookie = f"{LANG_COOKIE}={lang}; Path=/; Max-Age={KEEP}; SameSite=Lax"
                message.setdefault("headers", []).append((b"set-cookie", cookie.encode()))
            if message["type"] == "http.response.start":  # one address, several languages
                message.setdefault("headers", []).append((b"vary", b"Accept-Language, Cookie"))
            await send(message)

        with i18n.speaking(lang):  # this request's pages and messages, and no other's
            await self.app(scope, limited, with_cookie)


def csrf_token(request: Request) -> str:
    """The value this page's forms must send back."""
    value: str = request.scope["state"]["csrf"]
    return value


def device_of(request: Request) -> str:
    """This browser's device id (a phone's, or the host's)."""
    value: str = request.scope["state"]["device"]
    return value


def is_host(request: Request) -> bool:
    """True for the browser on the serving machine: the host, who may always write. It
    connects from a loopback address, or from the very address the server listens on."""
    client = request.client.host if request.client else ""
    server = request.scope.get("server") or ("", 0)
    return is_loopback(client) or (bool(client) and client == server[0])


def joined(request: Request, table: Table, sid: int | None) -> bool:
    """True if this device holds the join token of session ``sid`` (None: of any session)."""
    have = request.cookies.get(JOIN_COOKIE, "")
    if not have:
        return False
    found = table.session_of(have)
    return found is not None and (sid is None or found == sid)


def check_write(request: Request, table: Table, sent: Any, sid: int | None = None, *,
                any_session: bool = False) -> None:
    """Refuse a write from another site, without the CSRF token, or from a device other
    than the host's that has not joined session ``sid`` (None: only the host may; with
    ``any_session``, a device that joined any session may)."""
    if request.scope["state"].get("too_big"):
        raise ServeError(i18n.gettext("that is far too much text for one request (the limit "
                                      "is 256 KB); nothing was changed"), 413)
    origin = request.headers.get("origin")
    if origin and origin != "null":
        host = request.headers.get("host", "")
        if origin.split("://", 1)[-1] != host:
            raise ServeError(i18n.gettext("this write came from another site's page; nothing "
                                          "was changed"), 403)
    if not is_host(request):
        if sid is None and not any_session:
            raise ServeError(i18n.gettext("only the host's own screen (the laptop running "
                                          "lopti serve) may do this; nothing was changed"), 403)
        if not joined(request, table, None if any_session else sid):
            raise ServeError(i18n.gettext("this device has not joined the table: open the join "
                                          "link the host's screen shows, then try again; "
                                          "nothing was changed"), 403)
    cookie = request.cookies.get(CSRF_COOKIE, "")
    if not (isinstance(sent, str) and cookie and
            secrets.compare_digest(sent.encode(), cookie.encode())):
        raise ServeError(i18n.gettext("the form's security token is missing or stale (reload "
                                      "the page and try again); nothing was changed"), 403)


async def write_form(request: Request, table: Table) -> FormData:
    """The form of a write, checked (token, CSRF, size) before anything is done: a write to
    a session (``/session/{sid}/...``) needs that session's join token, any other write
    the host's own screen."""
    raw = request.path_params.get("sid")
    sid = int(raw) if isinstance(raw, str) and raw.isdigit() else None
    if request.scope["state"].get("too_big"):
        check_write(request, table, None, sid)
    try:
        form = await request.form(max_files=0, max_fields=50)
    except Exception:  # a malformed body: multipart that does not parse, too many fields
        raise ServeError(i18n.gettext("the form could not be read; nothing was changed")
                         ) from None
    check_write(request, table, form.get("csrf"), sid)
    return form


def text_field(form: FormData, name: str, *, limit: int = 200, required: bool = True) -> str:
    """A text field of a form, checked: present (if required), not too long."""
    value = form.get(name, "")
    if not isinstance(value, str):
        raise ServeError(i18n.gettext("{field}: expected text").format(field=name))
    value = value.strip() if limit <= 200 else value
    if required and not value:
        raise ServeError(i18n.gettext("{field}: this field is needed").format(field=name))
    if len(value) > limit:
        raise ServeError(i18n.gettext("{field}: too long ({n} characters; at most {most})")
                         .format(field=name, n=i18n.number(len(value)),
                                 most=i18n.number(limit)), 413 if limit > 200 else 400)
    return value


def int_field(form: FormData, name: str, *, default: int | None = None) -> int:
    value = form.get(name, "")
    if not isinstance(value, str) or not value.strip():
        if default is not None:
            return default
        raise ServeError(i18n.gettext("{field}: a number is needed").format(field=name))
    try:
        return check_whole(name, value, "number")  # 0..2**63-1: what the archive keeps
    except InputError as exc:
        raise ServeError(exc.message) from None


def may_see_token(request: Request, sid: int | None) -> bool:
    """True if this device may be shown session ``sid``'s join link (the Invite view, and
    its link in the top bar): the host's own screen, or a phone that joined it already
    (None: a page of no session, where a phone that joined any session may).
    Others see no token, nor a way to it, on any page."""
    if is_host(request):
        return True
    return joined(request, table_of_request(request), sid)


def table_of_request(request: Request) -> Table:
    table: Table = request.app.state.table
    return table
