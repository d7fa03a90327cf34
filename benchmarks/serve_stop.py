"""How long ``lopti serve`` takes to stop on Ctrl-C with a page open (issue 26: within 1 s).

Starts the server, opens the event stream a page holds, sends SIGINT and times until the
process has exited; several rounds, the figures printed as a range. Wall-clock time on a
loaded machine is noisy: read the lowest figures, and compare with the figure for a
server with no page open, measured in the same run (the difference is what a page costs).

    .venv/bin/python benchmarks/serve_stop.py [--rounds 5]

To measure another checkout (e.g. before a change), run it from that checkout's folder
with ``PYTHONPATH=.``: the server is started as ``python -m lopti_rules.cli``.
"""

from __future__ import annotations

import argparse
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def once(page_open: bool) -> tuple[float, bool]:
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        proc = subprocess.Popen([sys.executable, "-m", "lopti_rules.cli", "serve", "--db",
                                 f"{folder}/a.db", "--port", str(port)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        stream = None
        while True:
            try:
                stream = urllib.request.urlopen(f"http://127.0.0.1:{port}/events"
                                                if page_open else
                                                f"http://127.0.0.1:{port}/static/app.css",
                                                timeout=30)
                break
            except OSError:
                time.sleep(0.05)
        stream.readline()
        start = time.perf_counter()
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
        took = time.perf_counter() - start
        return took, b"Traceback" in err


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    with_page: list[tuple[float, bool]] = []
    without: list[tuple[float, bool]] = []
    for _ in range(rounds):  # interleaved, so both see the same load
        with_page.append(once(True))
        without.append(once(False))
    for name, runs in (("a page open", with_page), ("no page open", without)):
        xs = sorted(t for t, _ in runs)
        traced = sum(1 for _, tb in runs if tb)
        print(f"Ctrl-C to exit, {name}: {xs[0] * 1000:.0f}-{xs[-1] * 1000:.0f} ms "
              f"(median {xs[len(xs) // 2] * 1000:.0f} ms, {rounds} rounds; "
              f"{traced} printed a traceback)")


if __name__ == "__main__":
    main()
