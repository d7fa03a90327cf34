"""The join link's QR code: the terminal drawing and the page's SVG read back into the very
matrix segno makes for the link, and the link (with its token) shown only to devices that
hold the token already."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.served import Client, Served, new_session, token_of

pytest.importorskip("segno", reason="the QR code needs the serve extra")

from lopti_rules.serve import Config, qr_matrix, qr_svg, qr_terminal  # noqa: E402
from lopti_rules.serve.qr import QUIET  # noqa: E402

LINK = "http://192.168.1.20:8000/join?token=Qm3xY_8-abcdefghijklmn"


def from_terminal(text: str) -> list[list[bool]]:
    """Dark modules read back from the half-block drawing (light modules are drawn)."""
    halves = {" ": (True, True), "\u2580": (False, True), "\u2584": (True, False),
              "\u2588": (False, False)}
    rows: list[list[bool]] = []
    for line in text.splitlines():
        pairs = [halves[ch] for ch in line]
        rows += [[p[0] for p in pairs], [p[1] for p in pairs]]
    return rows


def unframe(rows: list[list[bool]], size: int) -> list[list[bool]]:
    """The code without its quiet zone, which must be all light."""
    inner = [row[QUIET:QUIET + size] for row in rows[QUIET:QUIET + size]]
    border = [cell for y, row in enumerate(rows) for x, cell in enumerate(row)
              if not (QUIET <= y < QUIET + size and QUIET <= x < QUIET + size)]
    assert not any(border), "the quiet zone has a dark module"
    return inner


def from_svg(svg: str) -> list[list[bool]]:
    size = int(re.search(r'viewBox="0 0 (\d+) (\d+)"', svg).group(1))  # type: ignore[union-attr]
    rows = [[False] * size for _ in range(size)]
    for x, y in re.findall(r"M(\d+) (\d+)h1v1h-1z", svg):
        rows[int(y)][int(x)] = True
    return rows


def test_terminal_drawing_reads_back_as_the_links_qr_matrix() -> None:
    expected = qr_matrix(LINK)
    assert len(expected) == len(expected[0]) >= 21  # version 1 is 21 x 21 modules
    assert unframe(from_terminal(qr_terminal(LINK)), len(expected)) == expected


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789-_", min_size=1,
               max_size=43))
def test_svg_and_terminal_encode_any_token_link(token: str) -> None:
    link = f"http://10.0.0.7:8000/join?token={token}"
    expected = qr_matrix(link)
    assert unframe(from_svg(str(qr_svg(link))), len(expected)) == expected
    assert unframe(from_terminal(qr_terminal(link)), len(expected)) == expected


def test_different_links_give_different_codes() -> None:
    assert qr_matrix(LINK) != qr_matrix(LINK.replace("Qm3", "Qm4"))


def test_invite_page_shows_the_join_link_and_its_code(served_token: Served) -> None:
    host = Client(served_token.url)  # the host's own machine
    new_session(host)
    status, page = host.get("/invite")
    assert status == 200, page
    link = f"{served_token.url}/join?token={token_of(served_token)}"
    assert f'href="{link}"' in page
    svg = re.search(r"<svg class=\"qr\".*?</svg>", page, re.S)
    assert svg is not None
    assert unframe(from_svg(svg.group(0)), len(qr_matrix(link))) == qr_matrix(link)


def with_token(db: str) -> str:
    """An archive with session 1, whose join token is s3cret-token-xyz."""
    from lopti_rules.sessions import Archive, Session
    from lopti_rules.sessions.archive import phones

    with Archive(db, create=True) as archive, archive.write():
        archive.add(Session.create("friday", ["Ann", "Bo"]))
        phones.join_token(archive.conn, 1, "2026-12-01T21:00:00Z")
        archive.conn.execute("UPDATE join_tokens SET token = 's3cret-token-xyz'")
    return db


def test_a_device_without_the_token_is_not_shown_it(tmp_path: object) -> None:
    """A phone on the network (not loopback) sees the link only once it has joined."""
    import asyncio

    import httpx

    from lopti_rules.serve import create_app

    config = Config(db=with_token(f"{tmp_path}/a.db"), host="0.0.0.0", remote=True)
    transport = httpx.ASGITransport(app=create_app(config), client=("192.168.1.33", 50000))

    async def visit(cookies: dict[str, str]) -> httpx.Response:
        async with httpx.AsyncClient(transport=transport, base_url="http://192.168.1.20:8000",
                                     cookies=cookies) as phone:
            return await phone.get("/invite")

    stranger = asyncio.run(visit({}))
    assert stranger.status_code == 403
    assert "s3cret-token-xyz" not in stranger.text and "joined the table" in stranger.text
    joined = asyncio.run(visit({"lopti_join": "s3cret-token-xyz"}))
    assert joined.status_code == 200 and "s3cret-token-xyz" in joined.text


def test_the_invite_link_in_the_top_bar_is_shown_only_to_devices_with_the_token(
        tmp_path: object) -> None:
    """Every page's top bar links to the Invite view only where that view would open: the
    host's own machine and phones that have joined; a stranger's pages do not offer it."""
    import asyncio

    import httpx

    from lopti_rules.serve import create_app

    config = Config(db=with_token(f"{tmp_path}/a.db"), host="0.0.0.0", remote=True)
    app = create_app(config)

    async def visit(client: tuple[str, int], cookies: dict[str, str], path: str) -> str:
        transport = httpx.ASGITransport(app=app, client=client)
        async with httpx.AsyncClient(transport=transport, base_url="http://192.168.1.20:8000",
                                     cookies=cookies) as device:
            answer = await device.get(path)
            assert answer.status_code in (200, 404), answer.text
            return answer.text

    phone, host = ("192.168.1.33", 50000), ("127.0.0.1", 50001)
    for path in ("/sessions", "/replays", "/no-such-page"):
        assert 'href="/invite"' not in asyncio.run(visit(phone, {}, path)), path
        assert 'href="/invite"' in asyncio.run(visit(phone, {"lopti_join": "s3cret-token-xyz"},
                                                     path)), path
        assert 'href="/invite"' in asyncio.run(visit(host, {}, path)), path
    forged = asyncio.run(visit(phone, {"lopti_join": "s3cret-token-xyZ"}, "/sessions"))
    assert 'href="/invite"' not in forged


def test_lopti_serve_on_the_network_prints_the_join_link_and_its_qr_code(
        tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn
    from click.testing import CliRunner

    from lopti_rules.cli import main

    monkeypatch.setattr(uvicorn.Server, "run", lambda *a, **k: None)  # print, do not listen
    result = CliRunner().invoke(main, ["serve", "--db", with_token(f"{tmp_path}/a.db"),
                                       "--host", "0.0.0.0", "--port", "8123"])
    assert result.exit_code == 0, result.output
    link = re.search(r"^  (http://\S+:8123/join\?token=\S+)$", result.stdout, re.M)
    assert link is not None, result.stdout
    drawing = result.stdout.split("Invite view):\n", 1)[1].split("\nthe table is closed")[0]
    expected = qr_matrix(link.group(1))
    assert unframe(from_terminal(drawing.rstrip("\n")), len(expected)) == expected
