"""A ``lopti serve`` for tests: a real server on a free port, and a client without a browser."""

from __future__ import annotations

import atexit
import dataclasses
import http.cookiejar
import json
import re
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import uvicorn

from lopti_rules.serve import Config, create_app

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).parents[1] / "artifacts"
EIGHTS = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class Served:
    """A running server: its base URL, config and the app's table state."""

    url: str
    config: Config
    app: Any

    @property
    def table(self) -> Any:
        return self.app.state.table


def listening(config: Config) -> tuple[Config, socket.socket]:
    """A socket bound to ``config.port``, or to another free port when that one was taken
    meanwhile (tests run in parallel: another worker may have drawn the same free port)."""
    for _ in range(20):
        sock = socket.socket()
        try:
            sock.bind(("127.0.0.1", config.port))
        except OSError:
            sock.close()
            config = dataclasses.replace(config, port=free_port())
            continue
        return config, sock
    raise RuntimeError("no free port for the test server")


#: servers asked to stop whose threads may still be shutting down, by archive
_STOPPING: dict[str, list[threading.Thread]] = {}


def _settled(db: str) -> None:
    """Wait for every server over archive ``db`` that was asked to stop (a restart over the
    same archive starts once the old server is gone, as at a table), and forget the
    finished ones of other archives."""
    for path, threads in list(_STOPPING.items()):
        if path == db:
            for thread in threads:
                thread.join(10)
        threads[:] = [t for t in threads if t.is_alive()]
        if not threads:
            del _STOPPING[path]


@atexit.register
def _all_settled() -> None:
    for threads in _STOPPING.values():
        for thread in threads:
            thread.join(10)


def start(config: Config) -> Iterator[Served]:
    """A server on ``config``'s archive until the generator is resumed (or closed).

    Stopping does not wait for uvicorn to finish: it notices ``should_exit`` on its next
    tick (every 0.1 s), then waits 0.1 s for open connections before closing them, about
    0.2 s a server with no CPU spent (issue 23: a hundred-odd servers a run, a worker's
    core idle meanwhile). The test goes on while the old server's thread shuts down; the
    next server over the same archive (a restart) waits for it (:func:`_settled`)."""
    _settled(config.db)
    config, sock = listening(config)
    app = create_app(config)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=config.port,
                                           log_level="warning", timeout_graceful_shutdown=1,
                                           lifespan="off"))

    def run() -> None:
        try:
            server.run(sockets=[sock])
        finally:
            sock.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 120  # a loaded machine is slow; this only stops a hang
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    try:
        yield Served(f"http://127.0.0.1:{config.port}", config, app)
    finally:
        app.state.table.closing = True  # open event streams end
        server.should_exit = True
        _STOPPING.setdefault(config.db, []).append(thread)


class Client:
    """A device without a browser: cookies kept, redirects followed, errors returned."""

    def __init__(self, base: str, address: str | None = None) -> None:
        """``address``: a phone on the network (uvicorn reads it from X-Forwarded-For, which
        it trusts from 127.0.0.1 only); None: the host's own screen."""
        self.base = base
        self.address = address
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def cookie(self, name: str) -> str:
        return next((c.value or "" for c in self.jar if c.name == name), "")

    def request(self, path: str, data: bytes | None = None,
                headers: dict[str, str] | None = None) -> tuple[int, str]:
        headers = dict(headers or {})
        if self.address is not None:
            headers["X-Forwarded-For"] = self.address
        req = urllib.request.Request(self.base + path, data=data, headers=headers)
        try:
            with self.opener.open(req, timeout=60) as r:
                return r.status, r.read().decode("utf-8")
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode("utf-8")

    def get(self, path: str) -> tuple[int, str]:
        return self.request(path)

    def post(self, path: str, form: dict[str, str], csrf: bool = True) -> tuple[int, str]:
        if csrf:
            if not self.cookie("lopti_csrf"):
                self.get("/sessions")
            form = {"csrf": self.cookie("lopti_csrf"), **form}
        body = urllib.parse.urlencode(form).encode()
        return self.request(path, body, {"Content-Type": "application/x-www-form-urlencoded"})

    def lint(self, text: str, session: int | None = 1, token: str | None = None
             ) -> tuple[int, Any]:
        if not self.cookie("lopti_csrf"):
            self.get("/sessions")
        status, body = self.request(
            "/api/lint", json.dumps({"text": text, "session": session}).encode(),
            {"Content-Type": "application/json",
             "X-CSRF-Token": self.cookie("lopti_csrf") if token is None else token})
        return status, json.loads(body)


def new_session(client: Client, players: str = "Ann, Bo, Cy, Di") -> int:
    status, page = client.post("/session/new", {"name": "Friday", "players": players})
    assert status == 200, page
    found = re.search(r"session (\d+)</span>", page)
    assert found, page
    return int(found.group(1))


def tied_vote(client: Client) -> None:
    """Session 1 with Ann's rule, and a 2-2 vote to remove it: a tie that goes to
    Roshambo (R-VOTE-9)."""
    new_session(client)
    client.post("/session/1/round", {"winner": "Ann"})
    client.post("/session/1/rule", {"text": EIGHTS})
    client.post("/session/1/vote/open", {"proposer": "Bo", "kind": "remove", "rule": "1"})
    for name, choice in {"Ann": "no", "Bo": "yes", "Cy": "yes", "Di": "no"}.items():
        client.post("/session/1/vote/ballot", {"player": name, "choice": choice})


def token_of(served: Served, sid: int = 1) -> str:
    """Session ``sid``'s join token (made and kept in the archive)."""
    token: str = served.table.token(sid)
    return token


def phone_for(served: Served, name: str, address: str, sid: int = 1) -> Client:
    """A phone that joined session ``sid`` and holds the player ``name``: it asked, and
    the host approved it (through the host's page, as a table does)."""
    phone = Client(served.url, address)
    phone.get(f"/join?token={token_of(served, sid)}")
    status, page = phone.post(f"/session/{sid}/phone/ask", {"player": name})
    assert status == 200, page
    host = Client(served.url)
    status, page = host.get(f"/session/{sid}")
    found = re.search(r'phone/approve" class="inline">(?:(?!</form>).)*?value="([\w-]+)">'
                      r'<button aria-label="Approve the phone asking to be '
                      + re.escape(name) + '"', page, re.S)
    assert found, page
    status, page = host.post(f"/session/{sid}/phone/approve", {"phone": found.group(1)})
    assert status == 200, page
    return phone


#: how long a page waits for one step, in ms (Playwright's default is 30 s): the machines
#: that run the suite are shared and may be ten times slower than a quiet one, and a step
#: that adds a rule waits for the gate's trial of the book
STEP_TIMEOUT = 120_000


def new_context(browser: Any, **options: Any) -> Any:
    """A browser context (one phone) whose pages wait up to :data:`STEP_TIMEOUT`."""
    context = browser.new_context(**options)
    context.set_default_timeout(STEP_TIMEOUT)
    return context


def new_page(browser: Any, **options: Any) -> Any:
    """A page in a context of its own, as ``browser.new_page`` makes one."""
    return new_context(browser, **options).new_page()
