"""The heavy modules first on xdist's workers (issue 23, session 40): registered by
``tests/conftest.py`` in each worker.

``--dist worksteal`` hands each worker a half of the collected list and an idle worker
takes the end of the other's queue. In collection order a long test (the README's
commands, an evening's export, a browser's game) could start near the end and leave the
other core idle until it ends. Here the modules with the most ``slow`` tests run first,
each module's tests together and in their order (a module's fixtures are built once), so
the tests left at the end are light ones. A simulation of that scheduling over session
40's measured run (every test's cost by the CPU probe): the last worker ended 8.6 s after
the other in collection order, 1.1 s after it in this order (docs/architecture.md,
"Session 40"). Every worker sorts the same collection the same way, as xdist requires;
``-m "not slow"`` leaves the order as collected."""

from __future__ import annotations

import pytest


def _module(item: pytest.Item) -> str:
    return item.nodeid.partition("::")[0]


@pytest.hookimpl(trylast=True)  # after conftest's marks and ``-m``'s deselection
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    heavy: dict[str, int] = {}
    for item in items:
        if item.get_closest_marker("slow") is not None:
            heavy[_module(item)] = heavy.get(_module(item), 0) + 1
    items.sort(key=lambda item: -heavy.get(_module(item), 0))  # stable: modules stay whole
