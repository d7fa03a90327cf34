"""The measured list of slow tests (``tests/support/measured-slow.txt``) names tests that
exist: a renamed or removed test cannot stay on it unnoticed, nor a renamed one drop out
of the slow mark without the list saying so."""

from __future__ import annotations

import re

import pytest
from support import marks
from support.paths import ROOT


def test_each_measured_slow_test_names_a_test_function_of_an_existing_file() -> None:
    listed = marks.measured_slow()
    assert listed
    for nodeid in sorted(listed):
        path, _, rest = nodeid.partition("::")
        name = re.match(r"(\w+)", rest.split("::")[-1])
        assert name is not None, nodeid
        source = ROOT / path
        assert source.is_file(), nodeid
        assert re.search(rf"^\s*def {name.group(1)}\(", source.read_text(encoding="utf-8"),
                         re.M), nodeid


def test_collection_marks_each_measured_test_slow(pytestconfig: pytest.Config) -> None:
    """tests/conftest.py's collection hook marks a listed test, whatever its file says."""
    listed = sorted(marks.measured_slow())[0]

    class Item:
        nodeid = listed
        added: list[pytest.MarkDecorator] = []

        def add_marker(self, mark: pytest.MarkDecorator) -> None:
            self.added.append(mark)

    item = Item()
    (conftest,) = [p for p in pytestconfig.pluginmanager.get_plugins()
                   if getattr(p, "__file__", None) == str(ROOT / "tests" / "conftest.py")]
    conftest.pytest_collection_modifyitems(items=[item])
    assert [m.name for m in item.added] == ["slow"]
