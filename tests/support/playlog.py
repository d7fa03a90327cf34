"""Which test plays which book (issue 23): ``pytest -p support.playlog`` with
``LOPTI_PLAY_LOG`` set to a folder writes one line for each play of a play judge in the
run's processes (the trial's ``run_trial``, the audit's ``audit``): the test, the judge, a
hash of the book's texts, its settings and the CPU seconds of the play. ``python
tests/support/playlog.py FOLDER`` sums them by judge and by test and names every book a
judge played more than once with the same texts and settings (the kept verdicts,
``tools/keptverdicts.py``, should make each a single play a run). A judge played in a
``lopti`` subprocess is not seen: the CPU probe (``support/cpuprobe.py``) counts those
as the test's children.

The two judges are wrapped where their packages and modules name them, both with the one
wrapper, so ``tests/test_layout.py`` (a stage API's name is its module's) still holds."""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest


def _log(kind: str, texts: Sequence[str], settings: object, cpu: float) -> None:
    folder = os.environ.get("LOPTI_PLAY_LOG")
    if not folder:
        return
    test = os.environ.get("PYTEST_CURRENT_TEST", "?").rsplit(" ", 1)[0]
    book = hashlib.sha256(repr(list(texts)).encode("utf-8", "surrogateescape")).hexdigest()
    with open(Path(folder) / f"{os.getpid()}.jsonl", "a", encoding="utf-8") as out:
        out.write(json.dumps([test, kind, book[:16], repr(settings)[:400],
                              round(cpu, 4)]) + "\n")


def _wrap(kind: str, judge: Callable[..., Any],
          book: Callable[[tuple[Any, ...], dict[str, Any]], tuple[list[str], object]]
          ) -> Callable[..., Any]:
    def played(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return judge(*args, **kwargs)
        finally:
            texts, settings = book(args, kwargs)
            _log(kind, texts, settings, time.process_time() - start)
    played.__wrapped__ = judge  # type: ignore[attr-defined]
    return played


def _trial_book(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[list[str], object]:
    return [text for _, text in args[0].files], kwargs.get("config")


def _audit_book(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[list[str], object]:
    return [r.text for r in args[0]], kwargs.get("witness_dir")


def pytest_configure(config: pytest.Config) -> None:
    if not os.environ.get("LOPTI_PLAY_LOG"):
        return
    for where, module, name, book in (
            ("lopti_rules.tools.trial", "lopti_rules.tools.trial.core", "run_trial",
             _trial_book),
            ("lopti_rules.tools.audit", "lopti_rules.tools.audit.core", "audit", _audit_book)):
        own = importlib.import_module(module)
        wrapped = _wrap(name, getattr(own, name), book)
        setattr(own, name, wrapped)
        setattr(importlib.import_module(where), name, wrapped)


def main(folder: str, top: int = 30) -> None:
    rows = [json.loads(line) for f in sorted(Path(folder).glob("*.jsonl"))
            for line in f.read_text(encoding="utf-8").splitlines()]
    by_judge: dict[str, list[float]] = defaultdict(list)
    by_test: dict[str, float] = defaultdict(float)
    same: dict[tuple[str, str, str], list[list[Any]]] = defaultdict(list)
    for test, kind, book, settings, cpu in rows:
        by_judge[kind].append(cpu)
        by_test[test.split("[")[0]] += cpu
        same[(kind, book, settings)].append([test, cpu])
    for kind, cpus in sorted(by_judge.items()):
        print(f"{kind}: {len(cpus)} plays, {sum(cpus):.1f} CPU s")
    again = {key: plays for key, plays in same.items() if len(plays) > 1}
    extra = sum(sum(c for _, c in plays) - max(c for _, c in plays) for plays in again.values())
    print(f"-- played again (the same judge, texts and settings): {len(again)} books, "
          f"{extra:.1f} CPU s beyond each one's dearest play")
    for (kind, book, _), plays in sorted(again.items(),
                                         key=lambda kv: -sum(c for _, c in kv[1]))[:top]:
        print(f"{kind} {book}: " + "; ".join(f"{c:.2f} {t}" for t, c in plays))
    print("-- by test (its parameters together)")
    for test, cpu in sorted(by_test.items(), key=lambda kv: -kv[1])[:top]:
        print(f"{cpu:7.2f} {test}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 30)
