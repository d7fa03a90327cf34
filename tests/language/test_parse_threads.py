"""Parsing from two threads at once (the language server judges a book in the background
while it lints as you type): each parse keeps its own indentation state, so no parse sees
another's blocks (before the fix, about one parse in thirty of this test failed)."""

from __future__ import annotations

import threading

from support.paths import EXAMPLES

from lopti_rules.language import parse


def test_parses_in_threads_give_the_same_trees_as_one_thread() -> None:
    texts = [(EXAMPLES / name).read_text(encoding="utf-8")
             for name in ("eights-skip.lopti", "ace-high-only.lopti", "jack-on-queen.lopti")]
    expected = [parse(t) for t in texts]
    problems: list[str] = []

    def work(k: int) -> None:
        for i in range(150):
            j = (i + k) % len(texts)
            try:
                if parse(texts[j]) != expected[j]:
                    problems.append(f"thread {k}: another tree for text {j}")
            except Exception as exc:  # noqa: BLE001 - counted, then asserted on
                problems.append(f"thread {k}: {type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert problems == []
