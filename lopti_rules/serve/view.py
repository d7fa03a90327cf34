"""What every view shares: the templates, rendering a page, reading the session asked for."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup, escape
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse

from .. import i18n
from ..errors import InputError
from ..inputs import MAX_DIGITS, check_whole
from ..sessions import term
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


class Words(Markup):
    """A sentence of the catalog, shown as written (it is the project's own text): the
    fields filled in by :meth:`format` are escaped and shown as every text is (:func:`shown`),
    so a player's name is never markup, in any language."""

    __slots__ = ()

    def format(self, *args: Any, **kwargs: Any) -> Words:
        return super().format(*(shown(a) for a in args),
                              **{k: shown(v) for k, v in kwargs.items()})


def words(text: str) -> Words:
    """``text`` (a translation) as page text: ``<``, ``&`` and ``"`` escaped, and an
    apostrophe kept as typed (every attribute of the templates is double-quoted)."""
    return Words(str(escape(text)).replace("&#39;", "'"))


def page_gettext(message: str) -> Words:
    """``{{ _("...") }}`` in a template: the message in the phone's language."""
    return words(i18n.gettext(message))


def page_ngettext(singular: str, plural: str, n: int) -> Words:
    return words(i18n.ngettext(singular, plural, n))


def render(request: Request, template: str, status: int = 200, **context: Any) -> HTMLResponse:
    """A page from ``template``, with what every page needs (the CSRF token, the table),
    in the phone's own language: templates write ``{{ _("English") }}`` and
    ``{{ term("ballot", "yes") }}`` (``sessions.term``), translated as the CLI's are."""
    table: Table = request.app.state.table
    env: jinja2.Environment = request.app.state.env
    raw = request.path_params.get("sid")
    sid = (int(raw) if isinstance(raw, str) and raw.isdigit() and len(raw) <= MAX_DIGITS
           else None)  # an error page for a 5,000-digit address is still a page
    lang = i18n.current()  # the phone's own (guard.language_of_request)
    text = env.get_template(template).render(
        request=request, csrf=csrf_token(request), token_needed=table.config.remote,
        invite=may_see_token(request, sid), host=is_host(request), changes=table.changes,
        _=page_gettext, ngettext=page_ngettext, term=term, number=i18n.number, lang=lang,
        html_lang="zh-Hans" if lang == "zh" else lang, languages=i18n.NAMES, **context)
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
        raise ServeError(i18n.gettext("{raw} is not a session number").format(
            raw=repr(str(raw)[:20])), 404) from None


def back(path: str) -> RedirectResponse:
    """After a write: back to a page (303, so a reload does not post again)."""
    return RedirectResponse(path, status_code=303)
