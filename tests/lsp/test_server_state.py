"""The language server's state, in process: the worker for final verdicts
(``lsp.server.JudgeWorker``) is a daemon thread, so ``exit`` never waits for a trial
nobody will read, and a verdict whose book changed while it waited is never made; the
workspace folders follow ``workspace/didChangeWorkspaceFolders``. Over the protocol:
test_server.py."""

from __future__ import annotations

import threading
from pathlib import Path

from lsprotocol import types as lsp

from lopti_rules.lsp.server import JudgeWorker, LoptiServer, folders_changed
from lopti_rules.tools import Verdict


def test_the_worker_is_a_daemon_so_exit_does_not_wait_for_a_verdict_in_progress() -> None:
    worker, started, release = JudgeWorker(), threading.Event(), threading.Event()

    def slow() -> Verdict:
        started.set()
        release.wait(60)
        return Verdict((), final=True)

    future = worker.submit(slow)
    assert started.wait(60)
    assert worker.thread is not None and worker.thread.daemon
    release.set()
    assert future.result(60).final


def test_a_verdict_cancelled_while_it_waits_is_never_made_and_the_next_one_is() -> None:
    worker, release = JudgeWorker(), threading.Event()
    made: list[str] = []

    def job(name: str) -> Verdict:
        if name == "first":
            release.wait(60)
        made.append(name)
        return Verdict((), final=True)

    first = worker.submit(lambda: job("first"))
    stale = worker.submit(lambda: job("stale"))
    assert stale.cancel()  # its book changed while the first verdict was being made
    last = worker.submit(lambda: job("last"))
    release.set()
    assert first.result(60).final and last.result(60).final
    assert made == ["first", "last"] and stale.cancelled()


def test_a_failing_verdict_is_handed_to_its_future_and_the_worker_goes_on() -> None:
    worker = JudgeWorker()

    def broken() -> Verdict:
        raise ValueError("no book")

    failed = worker.submit(broken)
    assert isinstance(failed.exception(60), ValueError)
    assert worker.submit(lambda: Verdict((), final=False)).result(60).final is False


def test_folders_added_and_removed_by_the_editor_are_the_books(tmp_path: Path) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    ls = LoptiServer()
    ls.book.folders = [one.resolve()]

    def change(added: list[Path], removed: list[Path]) -> None:
        folders_changed(ls, lsp.DidChangeWorkspaceFoldersParams(lsp.WorkspaceFoldersChangeEvent(
            added=[lsp.WorkspaceFolder(uri=f.as_uri(), name=f.name) for f in added],
            removed=[lsp.WorkspaceFolder(uri=f.as_uri(), name=f.name) for f in removed])))

    change([two], [])
    assert ls.book.folders == [one.resolve(), two.resolve()]
    assert ls.book.folder_of(two.resolve() / "a.lopti") == two.resolve()
    change([two], [one])  # a folder already there is not listed twice
    assert ls.book.folders == [two.resolve()]
    assert ls.book.folder_of(one.resolve() / "a.lopti") is None  # a lone file now
