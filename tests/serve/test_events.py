"""The event stream's wake-ups (``serve.table.Table.wake``): a write from a request's thread
and the server's stop wake every open stream at once; no stream polls a timer. The
streams themselves, in a browser: test_browser.py and test_phones_browser.py (live
updates, "the table is closed"); Ctrl-C: test_start.py."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="lopti serve needs the serve extra")

from lopti_rules.serve import Config, Table  # noqa: E402


def test_a_write_from_another_thread_and_the_stop_wake_every_stream(tmp_path: Path) -> None:
    table = Table(Config(db=str(tmp_path / "a.db")))

    async def streams() -> list[int]:
        loop = asyncio.get_running_loop()
        events = [asyncio.Event(), asyncio.Event()]
        for event in events:
            table.waiters.add((loop, event))
        writer = threading.Thread(target=table.changed)  # as a request's worker thread
        writer.start()
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in events)), 60)
        writer.join()
        seen = [table.changes]
        for event in events:
            event.clear()
        table.close()
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in events)), 60)
        seen.append(table.changes)
        return seen

    assert asyncio.run(streams()) == [1, 1]
    assert table.closing


def test_a_stream_whose_loop_has_closed_is_forgotten(tmp_path: Path) -> None:
    table = Table(Config(db=str(tmp_path / "a.db")))
    loop = asyncio.new_event_loop()
    gone = (loop, asyncio.Event())
    loop.close()
    table.waiters.add(gone)
    table.changed()  # no error: nobody is left to tell
    assert table.changes == 1 and gone not in table.waiters
