"""Who may write: the join token, the CSRF token on every write, and the size of a request.

Every page gets a random CSRF cookie (``lopti_csrf``) and puts the same value in each of
its forms (and in the ``X-CSRF-Token`` header of its fetches); a write whose form does not
carry it, or that comes from another site's page (``Origin``), is refused. When the server
listens beyond this machine, a write also needs the join token, which the join link
(``/join?token=...``) leaves in a cookie.
"""

from __future__ import annotations

import secrets
from http.cookies import SimpleCookie
from typing import Any

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .table import MAX_BODY, ServeError, Table, is_loopback

CSRF_COOKIE = "lopti_csrf"
JOIN_COOKIE = "lopti_join"


def cookies(scope: Scope) -> dict[str, str]:
    jar: SimpleCookie = SimpleCookie()
    for name, value in scope.get("headers", []):
        if name == b"cookie":
            try:
                jar.load(value.decode("latin-1"))
            except Exception:  # a malformed cookie header: as if there were none
                return {}
    return {k: m.value for k, m in jar.items()}


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
        token = cookies(scope).get(CSRF_COOKIE)
        fresh = token is None or len(token) < 16
        state["csrf"] = secrets.token_urlsafe(24) if fresh else token
        state["too_big"] = size > MAX_BODY
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
            await send(message)

        await self.app(scope, limited, with_cookie)


def csrf_token(request: Request) -> str:
    """The value this page's forms must send back."""
    value: str = request.scope["state"]["csrf"]
    return value


def check_write(request: Request, table: Table, sent: Any) -> None:
    """Refuse a write without the join token, the CSRF token, or from another site."""
    if request.scope["state"].get("too_big"):
        raise ServeError("that is far too much text for one request (the limit is 256 KB); "
                         "nothing was changed", 413)
    origin = request.headers.get("origin")
    if origin and origin != "null":
        host = request.headers.get("host", "")
        if origin.split("://", 1)[-1] != host:
            raise ServeError("this write came from another site's page; nothing was changed",
                             403)
    token = table.config.token
    if token is not None:
        have = request.cookies.get(JOIN_COOKIE, "")
        if not secrets.compare_digest(have.encode(), token.encode()):
            raise ServeError("this device has not joined the table: open the join link the "
                             "host's screen shows, then try again; nothing was changed", 403)
    cookie = request.cookies.get(CSRF_COOKIE, "")
    if not (isinstance(sent, str) and cookie and
            secrets.compare_digest(sent.encode(), cookie.encode())):
        raise ServeError("the form's security token is missing or stale (reload the page and "
                         "try again); nothing was changed", 403)


async def write_form(request: Request, table: Table) -> FormData:
    """The form of a write, checked (token, CSRF, size) before anything is done."""
    if request.scope["state"].get("too_big"):
        check_write(request, table, None)
    try:
        form = await request.form(max_files=0, max_fields=50)
    except Exception:  # a malformed body: multipart that does not parse, too many fields
        raise ServeError("the form could not be read; nothing was changed") from None
    check_write(request, table, form.get("csrf"))
    return form


def text_field(form: FormData, name: str, *, limit: int = 200, required: bool = True) -> str:
    """A text field of a form, checked: present (if required), not too long."""
    value = form.get(name, "")
    if not isinstance(value, str):
        raise ServeError(f"{name}: expected text")
    value = value.strip() if limit <= 200 else value
    if required and not value:
        raise ServeError(f"{name}: this field is needed")
    if len(value) > limit:
        raise ServeError(f"{name}: too long ({len(value):,} characters; at most {limit:,})",
                         413 if limit > 200 else 400)
    return value


def int_field(form: FormData, name: str, *, default: int | None = None) -> int:
    value = form.get(name, "")
    if not isinstance(value, str) or not value.strip():
        if default is not None:
            return default
        raise ServeError(f"{name}: a number is needed")
    try:
        return int(value.strip())
    except ValueError:
        raise ServeError(f"{name}: {value[:40]!r} is not a whole number") from None


def may_see_token(request: Request) -> bool:
    """True if this device may be shown the join link (the Invite view, and its link in
    the top bar): it holds the token already, or it is the host's own machine (a loopback
    client). Others see no token, nor a way to it, on any page."""
    table: Table = request.app.state.table
    token = table.config.token
    if token is None:
        return True
    have = request.cookies.get(JOIN_COOKIE, "")
    client = request.client.host if request.client else ""
    return secrets.compare_digest(have.encode(), token.encode()) or is_loopback(client)
