"""What every view shares: the templates, rendering a page, reading the session asked for."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse

from ..errors import InputError
from ..inputs import MAX_DIGITS, check_whole
from .guard import csrf_token, is_host, may_see_token
from .table import ServeError, Table

HERE = Path(__file__).parent


def environment() -> jinja2.Environment:
    """The templates, autoescaped: every name and rule text is shown as text, never markup."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"),
                             autoescape=True, undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, finalize=shown)
    return env


def shown(value: Any) -> Any:
    """Every text a page shows, control characters escaped (``\\x1b``), as the CLI prints
    them (``language.printable``): shown, never obeyed. Markup (the charts) stays as built."""
    if isinstance(value, str) and not isinstance(value, Markup):
        from ..language import printable

        return printable(value, newlines=True)
    return value


def render(request: Request, template: str, status: int = 200, **context: Any) -> HTMLResponse:
    """A page from ``template``, with what every page needs (the CSRF token, the table)."""
    table: Table = request.app.state.table
    env: jinja2.Environment = request.app.state.env
    raw = request.path_params.get("sid")
    sid = (int(raw) if isinstance(raw, str) and raw.isdigit() and len(raw) <= MAX_DIGITS
           else None)  # an error page for a 5,000-digit address is still a page
    text = env.get_template(template).render(
        request=request, csrf=csrf_token(request), token_needed=table.config.remote,
        invite=may_see_token(request, sid), host=is_host(request), changes=table.changes,
        **context)
    return HTMLResponse(text, status_code=status)


def confirmed(form: Any) -> bool:
    """True once an irreversible action was asked a second time (its confirm page)."""
    return bool(form.get("confirm") == "yes")


def confirm_page(request: Request, form: Any, *, title: str, question: str, button: str,
                 cancel: str) -> HTMLResponse:
    """The step an irreversible action asks first: what it does, and the same form again
    with ``confirm=yes`` (a plain form: it works without JavaScript). Nothing is changed."""
    kept = [(k, v) for k, v in form.multi_items() if k not in ("csrf", "confirm")
            and isinstance(v, str)]
    return render(request, "confirm.html", title=title, question=question, button=button,
                  action=request.url.path, fields=kept, cancel=cancel)


def table_of(request: Request) -> Table:
    """The server's state."""
    table: Table = request.app.state.table
    return table


def session_id(request: Request) -> int:
    """The session id in the path, checked."""
    raw = request.path_params.get("sid", "")
    try:
        return check_whole("session", str(raw), "id")  # 1..2**63-1: what the archive keeps
    except InputError:
        raise ServeError(f"{str(raw)[:20]!r} is not a session number", 404) from None


def back(path: str) -> RedirectResponse:
    """After a write: back to a page (303, so a reload does not post again)."""
    return RedirectResponse(path, status_code=303)
