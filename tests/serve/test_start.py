"""Starting ``lopti serve``: safe by default (127.0.0.1, no token needed there), a clear
word when the extra is missing, and the README and docs/serve.md show it with a
screenshot that is really there (issue 17's "Done when")."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from support.paths import DOCS, ROOT

from lopti_rules.cli import main


def test_by_default_it_listens_on_this_machine_only_and_needs_no_token(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    started: dict[str, Any] = {}

    def run(server: Any, *args: Any) -> None:
        started.update(host=server.config.host, port=server.config.port,
                       config=server.config.app.state.table.config)

    monkeypatch.setattr(uvicorn.Server, "run", run)
    result = CliRunner().invoke(main, ["serve", "--db", str(tmp_path / "a.db")])
    assert result.exit_code == 0, result.output
    assert started["host"] == "127.0.0.1" and started["port"] == 8000
    assert started["config"].remote is False
    assert "open http://127.0.0.1:8000/ on this machine" in result.output
    assert "token" not in result.output


def test_without_the_serve_extra_it_says_what_to_install(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # import uvicorn raises ImportError
    result = CliRunner().invoke(main, ["serve", "--db", str(tmp_path / "a.db")])
    assert result.exit_code != 0
    assert "lopti serve needs the serve extra (uvicorn is missing)" in result.output
    assert "pip install 'lopti-rules[serve]'" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("doc", ["README.md", "docs/serve.md"])
def test_the_readme_and_the_serve_docs_show_it_with_a_screenshot(doc: str) -> None:
    text = (ROOT / doc).read_text(encoding="utf-8")
    assert "lopti serve" in text
    images = re.findall(r'<img src="([^"]+\.png)"|!\[[^\]]*\]\(([^)]+\.png)\)', text)
    shown = [a or b for a, b in images if "serve" in (a or b)]
    assert shown, f"{doc} shows no screenshot of lopti serve"
    for src in shown:
        png = ((ROOT / doc).parent / src).resolve()
        assert png.is_file(), src
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", src
    assert (DOCS / "serve.md").is_file()


@pytest.mark.slow  # a real lopti serve process / two servers in turn
def test_ctrl_c_with_a_page_open_tells_it_the_table_is_closed_and_stops_without_a_traceback(
        tmp_path: Path) -> None:
    """Issue 26: the open page's event stream hears "closed" and ends, so the server stops
    at once (measured, not asserted: see docs/serve.md), and prints no traceback."""
    import signal
    import subprocess
    import time
    import urllib.request

    from support.served import free_port

    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "lopti_rules.cli", "serve", "--db",
                             str(tmp_path / "a.db"), "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                stream = urllib.request.urlopen(f"http://127.0.0.1:{port}/events", timeout=30)
                break
            except OSError:
                assert time.monotonic() < deadline and proc.poll() is None, "did not start"
                time.sleep(0.1)
        assert stream.readline().startswith(b"retry:")
        proc.send_signal(signal.SIGINT)
        heard = stream.read().decode()  # the stream ends once the server has said so
        assert "event: closed\ndata: the table is closed" in heard
        out, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert proc.returncode == 0, err
    assert "Traceback" not in err and "Traceback" not in out
    assert out.rstrip().endswith("the table is closed")
