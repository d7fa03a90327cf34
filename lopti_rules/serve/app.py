"""The Starlette application of ``lopti serve``: routes, templates, live updates, error pages.

``create_app(config)`` wires the views of ``pages`` (the session), ``rulepages`` (write a
rule), ``votepages`` (the vote and Roshambo) and ``replaypages`` (the replay viewer and the
rule book) behind ``guard.Guard``. Every ``LoptiError`` becomes a page saying what went
wrong (and that nothing was changed); anything else becomes a plain "something went wrong"
page, never a traceback. ``/events`` streams a ``change`` event to every open page after
each write (server-sent events), so every phone at the table shows the same session.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ..errors import LoptiError
from ..i18n import gettext as _
from . import agreepages, pages, phonepages, replaypages, rulepages, votepages
from .guard import Guard
from .table import Config, ServeError, Table
from .view import HERE, environment, render

log = logging.getLogger("lopti.serve")


async def lopti_error(request: Request, exc: Exception) -> Response:
    status = exc.status if isinstance(exc, ServeError) else 400
    message = str(exc)
    from ..language import printable

    message = printable(message, newlines=True)
    if request.url.path.startswith("/api/"):
        return JSONResponse({"error": message}, status_code=status)
    return render(request, "error.html", status, message=message, title=_("Not done"))


async def http_error(request: Request, exc: Exception) -> Response:
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    text = {404: _("There is no such page."), 405: _("That page cannot be used that way.")}.get(
        status, _("That request could not be served."))
    return render(request, "error.html", status, message=text, title=_("Not found")
                  if status == 404 else _("Not done"))


async def server_error(request: Request, exc: Exception) -> Response:
    log.exception("error serving %s", request.url.path)
    return render(request, "error.html", 500, title=_("Something went wrong"),
                  message=_("Something went wrong on the server; nothing more was changed. "
                            "The terminal running lopti serve shows the details."))


async def events(request: Request) -> Response:
    """Server-sent events: ``change`` with the change counter after every write, and
    ``closed`` when the server stops (pages then say "the table is closed"). A browser keeps
    one of these streams for all its tabs (``static/app.js``)."""
    table: Table = request.app.state.table

    async def stream() -> AsyncIterator[str]:
        table.streams += 1
        try:
            seen = table.changes
            yield "retry: 2000\n"
            yield f"event: hello\ndata: {seen}\n\n"
            idle = 0.0
            while not await request.is_disconnected():
                if table.closing:
                    yield "event: closed\ndata: the table is closed\n\n"
                    return
                await asyncio.sleep(0.1)
                idle += 0.1
                if table.changes != seen:
                    seen = table.changes
                    idle = 0.0
                    yield f"event: change\ndata: {seen}\n\n"
                elif idle >= 15:
                    idle = 0.0
                    yield ": keep-alive\n\n"
        finally:
            table.streams -= 1

    return StreamingResponse(stream(), media_type="text/event-stream",
                             headers={"Cache-Control": "no-store"})


def create_app(config: Config) -> Starlette:
    """The web application for ``config`` (its archive, host, token)."""
    routes = [
        Route("/events", events),
        Mount("/static", StaticFiles(directory=HERE / "static"), name="static"),
        *pages.ROUTES, *phonepages.ROUTES, *rulepages.ROUTES, *votepages.ROUTES,
        *agreepages.ROUTES,
        *replaypages.ROUTES,
    ]
    app = Starlette(
        routes=routes, middleware=[Middleware(Guard)],
        exception_handlers={LoptiError: lopti_error, HTTPException: http_error,
                            Exception: server_error},
    )
    app.state.table = Table(config)
    app.state.env = environment()
    return app
