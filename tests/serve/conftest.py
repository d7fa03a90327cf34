"""Fixtures of the ``lopti serve`` tests: a real server on a free port, a client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="lopti serve needs the serve extra")

from support.served import Client, Config, Served, free_port, start  # noqa: E402


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """A server on 127.0.0.1 over a fresh archive (no join token: loopback)."""
    yield from start(Config(db=str(tmp_path / "a.db"), port=free_port()))


@pytest.fixture
def served_token(tmp_path: Path) -> Iterator[Served]:
    """A server open to phones, as ``--host 0.0.0.0`` makes it: their writes need the
    session's join token (``support.served.token_of``); the host's (loopback) never do."""
    config = Config(db=str(tmp_path / "a.db"), port=free_port(), remote=True)
    yield from start(config)


@pytest.fixture
def client(served: Served) -> Client:
    return Client(served.url)


@pytest.fixture(autouse=True)
def _pages_closed(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every page a browser test (its ``browser`` fixture) opened is closed when it ends:
    one left open keeps its live stream and reloads on every change of the next tests'
    tables, on the same cores."""
    yield
    if "browser" in request.fixturenames:
        for context in list(request.getfixturevalue("browser").contexts):
            context.close()
