"""Write a rule: the editor, live lint as JSON, "try it" with charts, "add to the session".

The lint answer also carries the rule read back in plain words (``language.describe``),
shown under the editor so the table hears what the rule really says.

The lint endpoint, as you type, asks the gate for the static checks of the text together
with the session's rules in force, as one book (``tools.judge(static_only=True)``: not
the final verdict); "add" gets the final verdict, play judges and all, through
``sessions.lint_rule`` (a rule that asks something of a person waits for every
phone's agreement first: ``agreepages``);
"try it" compiles the text alone (``tools.compile_files``) and runs a quick paired
simulation (``tools.simulate_rules``); "add" is ``Session.announce_rule``, whole book and
all. A rule's text is only ever parsed, linted and run in the sandbox.
"""

from __future__ import annotations

import time
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ..errors import InputError, LoptiError
from ..i18n import gettext as _
from ..i18n import number
from ..inputs import MAX_INT64, json_loads
from ..sessions import Session, declared_name, may_announce
from . import charts
from .agreepages import ask_table, demands_of
from .guard import check_write, int_field, text_field, write_form
from .table import MAX_RULE_CHARS, ServeError
from .view import back, render, session_id, table_of

FILENAME = "new-rule.lopti"
#: a quick try: games of each side of the paired simulation
TRY_GAMES = 200


def rule_text(value: Any) -> str:
    """A rule's text from a request, checked for type and size (never run here)."""
    if not isinstance(value, str):
        raise ServeError(_("the rule text is missing"))
    if len(value) > MAX_RULE_CHARS:
        raise ServeError(_("the rule text is too long ({n} characters; a rule may have at "
                           "most {most}); nothing was checked").format(
                               n=number(len(value)), most=number(MAX_RULE_CHARS)), 413)
    return value.replace("\r\n", "\n")


def diagnostics(text: str, book: list[tuple[str, str]]) -> list[dict[str, Any]]:
    """The linter's findings for ``text`` joining ``book``, as the page shows them."""
    return checked(text, book)[0]


def checked(text: str, book: list[tuple[str, str]]
            ) -> tuple[list[dict[str, Any]], list[dict[str, Any]] | None]:
    """The linter's findings for ``text`` joining ``book``, and the text read back in plain
    words (``language.describe``; None when the text does not parse)."""
    from ..language import describe, printable, tongue
    from ..tools import judge

    result = judge([*book, (FILENAME, text)], static_only=True).results[-1]
    said = tongue(text)  # the phone's language, the code it quotes in the rule's keywords
    found = [{"code": d.code, "name": d.name, "severity": d.severity,
              "message": printable(said.full_message(d)), "line": d.line, "column": d.column,
              "end_line": d.end_line, "end_column": d.end_column, "rule": d.rule_ref,
              "hint": printable(said.hint(d)), "family": d.code[:3] + "xx",
              "url": f"/codes/{d.code}"} for d in result.diagnostics]
    words = None if result.book is None else [
        {"name": printable(r.name), "sentences": [printable(s) for s in describe(r)]}
        for r in result.book.rules]
    return found, words


def book_of(s: Session) -> list[tuple[str, str]]:
    """The rules in force the new rule would join, as (label, text)."""
    return [(r.label, t) for r, t in s.active_rules(s.now)]


async def write_page(request: Request) -> Response:
    s = table_of(request).read(session_id(request))
    announcer = may_announce(s)
    return render(request, "write.html", title=_("Write a rule"), session=s,
                  announcer=s.name_of(announcer.winner) if announcer is not None else None,
                  players=[p.name for p in s.players], text="", name="", error=None)


async def lint_api(request: Request) -> Response:
    """POST {"text", "session"}: the diagnostics as JSON (needs the X-CSRF-Token header)."""
    table = table_of(request)
    check_write(request, table, request.headers.get("x-csrf-token"))
    try:
        body = json_loads((await request.body()).decode("utf-8"))  # nesting, digits bounded
    except (ValueError, UnicodeDecodeError, InputError):
        raise ServeError(_("the request is not JSON")) from None
    if not isinstance(body, dict):
        raise ServeError(_("the request is not a JSON object"))
    text = rule_text(body.get("text"))
    sid = body.get("session")
    book: list[tuple[str, str]] = []
    if isinstance(sid, int) and not isinstance(sid, bool) and 1 <= sid <= MAX_INT64:
        book = book_of(await run_in_threadpool(table.read, sid))
    start = time.perf_counter()
    found, words = await run_in_threadpool(checked, text, book)
    return JSONResponse({"diagnostics": found, "words": words,
                         "ms": round((time.perf_counter() - start) * 1000, 1)})


def simulate(text: str, players: int, seed: int) -> Any:
    """The paired simulation "try it" runs: the rule alone against the base game."""
    from ..tools import compile_files, simulate_rules

    rules = compile_files([(FILENAME, text)], allow_warnings=True)
    return simulate_rules(rules, players, TRY_GAMES, seed, bot="greedy", paired=True)


def warning_notes(warnings: Any) -> list[str]:
    """The simulation's warnings (LS01-LS04) as the try page shows them, each message in
    the phone's language (``language.localized_phrase``, as ``lopti lint --simulate``)."""
    from ..language import localized_phrase

    return [f"{w.filename}:{w.line}:{w.column}: {w.code} {localized_phrase(w.message)}"
            for w in warnings]


async def try_rule(request: Request) -> Response:
    table = table_of(request)
    form = await write_form(request, table)
    s = await run_in_threadpool(table.read, session_id(request))
    text = rule_text(form.get("text"))
    seed = int_field(form, "seed", default=1)
    report = await run_in_threadpool(simulate, text, s.size, seed)
    names = [p.name for p in s.players]
    return render(request, "try.html", title=_("Try a rule"), session=s, text=text,
                  games=TRY_GAMES, seed=seed, report=report,
                  notes=warning_notes(report.warnings),
                  wins_chart=charts.seat_wins(report.base, report.rules, names),
                  length_chart=charts.game_length(report.base, report.rules),
                  spread_chart=charts.length_histogram(report.base, report.rules),
                  fired_chart=charts.rule_firings(report.per_rule, report.rules.games))


async def add_rule(request: Request) -> Response:
    """``lopti session rule add``: the last winner's rule, checked with the whole book."""
    table = table_of(request)
    form = await write_form(request, table)
    sid = session_id(request)
    text = rule_text(form.get("text"))
    name = text_field(form, "name", limit=80, required=False)
    by = text_field(form, "by", limit=80, required=False)

    def act(s: Session) -> Any:
        return s.announce_rule(text, name=name or declared_name(text, FILENAME),
                               filename=FILENAME, by=s.seat(by) if by else None)

    try:
        # a rule that asks something of a person waits for every phone's answer first
        demands = await run_in_threadpool(demands_of, text, FILENAME)
        if demands:
            await run_in_threadpool(ask_table, table, sid, text, name, FILENAME, by, demands)
            return back(f"/session/{sid}/agree")
        await run_in_threadpool(table.update, sid, act)
    except LoptiError as exc:  # refused: the text stays in the editor, with the reason
        from ..language import printable

        s = await run_in_threadpool(table.read, sid)
        announcer = may_announce(s)
        return render(request, "write.html", 400, title=_("Write a rule"), session=s,
                      announcer=s.name_of(announcer.winner) if announcer else None,
                      players=[p.name for p in s.players], text=text, name=name,
                      error=printable(str(exc), newlines=True))
    return back(f"/session/{sid}")


ROUTES = [
    Route("/api/lint", lint_api, methods=["POST"]),
    Route("/session/{sid}/write", write_page),
    Route("/session/{sid}/try", try_rule, methods=["POST"]),
    Route("/session/{sid}/rule", add_rule, methods=["POST"]),
]
