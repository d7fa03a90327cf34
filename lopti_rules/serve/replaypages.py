"""The rule book page, and the replay viewer: a recorded game, decision by decision.

The rule book is the HTML export's blocks (``sessions.document``) in the page's own
mobile-first layout. The viewer opens only the game logs in the log folder (rounds the
page played, or logs put there from ``lopti simulate --record``), never a path from the
request. Step ``k`` is ``tools.replay_rules`` run on the log's first ``k`` decisions: the
cards of every zone as the engine holds them then, and the events of that decision; with
``?without=1`` the log is replayed without house rules and the first decision they no
longer allow is marked (the divergence).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from ..errors import LoptiError
from ..i18n import gettext as _
from ..i18n import pgettext
from ..language import localized_phrase
from ..sessions import Block, Code, Heading, Items, Para, document
from .table import Config, ServeError
from .view import render, session_id, table_of

LOG_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.jsonl$")


async def book_page(request: Request) -> Response:
    s = table_of(request).read(session_id(request))
    blocks: list[tuple[str, Block]] = []
    for b in document(s):
        kind = ("heading" if isinstance(b, Heading) else "para" if isinstance(b, Para) else
                "code" if isinstance(b, Code) else "items" if isinstance(b, Items) else "table")
        blocks.append((kind, b))
    return render(request, "book.html", title=_("Rule book: {name}").format(name=s.name),
                  session=s, blocks=blocks)


def logs(config: Config) -> list[str]:
    folder = config.log_dir
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if LOG_NAME.match(p.name) and p.is_file())


def log_path(config: Config, name: str) -> Path:
    if not LOG_NAME.match(name) or name not in logs(config):
        raise ServeError(_("there is no game log {name} in the log folder").format(
            name=repr(name[:60])), 404)
    return config.log_dir / name


def cards(mask: int) -> list[str]:
    from ..engine import card_str, cards_of

    return [card_str(c) for c in cards_of(mask)]


def named(text: str, names: list[str]) -> str:
    """Engine text with the players' names for seat numbers ("seat 2's turn" -> "Cy's
    turn"), when the log is a round of a session that names them."""
    if not names:
        return text

    def one(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return names[i] if i < len(names) else m.group(0)
    text = re.sub(r"\b[Ss]eat (\d+)\b", one, text)
    # a seat as the language's event lines say it ("Platz 2", "2 numaralı yer")
    said = pgettext("seat", "seat {n}")
    if said != "seat {n}" and "{n}" in said:
        before, _n, after = said.partition("{n}")
        text = re.sub(re.escape(before) + r"(\d+)" + re.escape(after), one, text)
    return text


def decision(seat: int | None, move: Any) -> str:
    """A recorded decision as the page says it: ``seat 1: play 9x1`` in English, the move
    in the language's words in another."""
    from ..i18n import current

    if current() == "en":
        return f"seat {seat}: {move}"
    said = str(move)
    kind, _sp, rest = said.partition(" ")
    words = {"pickup": _("picks up the pile"), "keep": _("keeps the face-up cards")}
    if kind == "play":
        text = _("plays {play}").format(play=rest)
    elif kind == "flip":
        text = _("turns over face-down card {n}").format(n=rest)
    elif kind == "swap":
        given, _sp, taken = rest.partition(" ")
        text = _("puts {given} face up and takes {taken}").format(given=given, taken=taken)
    else:
        text = words.get(kind, said)
    return _("{seat}: {move}").format(seat=pgettext("seat", "seat {n}").format(n=seat),
                                      move=text)


def step(path: Path, k: int, without: bool, names: list[str] | None = None) -> dict[str, Any]:
    """The table after the first ``k`` decisions of the log at ``path``, and what happened
    (seats named by ``names``, the session's players, when given)."""
    from ..language import printable
    from ..tools import RuleSet, event_line, gamelog, replay_rules

    full = gamelog.read(path)
    total = len(full.decisions)
    k = max(0, min(k, total))
    rules = RuleSet(()) if without else None

    def upto(k: int) -> Any:
        return replay_rules(dataclasses.replace(full, decisions=full.decisions[:k]), rules)

    def kept(result: Any) -> int:  # the events before a divergence (a cut log: all of them)
        return result.split if result.divergence is not None else len(result.events)

    diverged = replay_rules(full, rules).divergence
    now = upto(k)
    game = now.game
    who = names or []
    happened = [named(printable(event_line(e)), who)
                for e in now.events[kept(upto(k - 1)) if k else 0:kept(now)]]
    seat, move = full.decisions[k - 1] if k else (None, None)
    return {
        "total": total, "k": k,
        "decision": None if move is None else named(decision(seat, move), who),
        "events": happened, "past": diverged is not None and k > diverged.number,
        "seats": [{"seat": i, "name": who[i] if i < len(who) else _("Seat {n}").format(n=i),
                   "hand": cards(game.hand[i]), "up": cards(game.up[i]),
                   "down": len(game.down[i]), "out": game.out[i],
                   "to_act": i == game.cur and not game.is_over()}
                  for i in range(game.players)],
        "pile": cards(game.pile), "draw": len(game.draw_pile), "cleared": cards(game.cleared),
        "over": game.is_over(), "order": list(game.finishing_order),
        "divergence": None if diverged is None else {
            "number": diverged.number,
            "message": named(printable(localized_phrase(diverged.message)), who)},
        "rules": full.rules is not None,
    }


async def replays(request: Request) -> Response:
    config = table_of(request).config
    return render(request, "replays.html", title=_("Replays"), logs=logs(config),
                  folder=str(config.log_dir))


async def replay_page(request: Request) -> Response:
    config = table_of(request).config
    name = str(request.path_params.get("name", ""))
    path = log_path(config, name)
    try:
        k = int(request.query_params.get("step", "0"))
    except ValueError:
        raise ServeError(_("step: a whole number")) from None
    without = request.query_params.get("without") == "1"
    names: list[str] = []
    of = re.match(r"session(\d+)-", name)
    if of is not None:  # a round played in a session here: its players' names
        try:
            names = [p.name for p in table_of(request).read(int(of.group(1))).players]
        except LoptiError:
            names = []
    view = await run_in_threadpool(step, path, k, without, names)
    return render(request, "replay.html", title=_("Replay {name}").format(name=name), name=name,
                  without=without, **view)


ROUTES = [
    Route("/session/{sid}/book", book_page),
    Route("/replays", replays),
    Route("/replay/{name}", replay_page),
]
