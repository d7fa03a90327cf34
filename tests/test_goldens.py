"""The golden files' rule (tests/support/goldens.py): compared byte for byte, written only
with ``LOPTI_UPDATE_GOLDEN=1``, and a missing one fails instead of being written."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import goldens


def golden_in(tmp_path: Path) -> Path:
    return tmp_path / "tests" / "golden" / "lint" / "new-example.txt"


def test_a_missing_golden_fails_and_is_not_written(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(goldens, "UPDATE", False)
    golden = golden_in(tmp_path)
    with pytest.raises(pytest.fail.Exception, match="LOPTI_UPDATE_GOLDEN=1") as failed:
        goldens.check(golden, "out\n")
    assert "golden/lint/new-example.txt" in str(failed.value)
    assert not golden.exists()


def test_a_golden_that_differs_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(goldens, "UPDATE", False)
    golden = golden_in(tmp_path)
    golden.parent.mkdir(parents=True)
    golden.write_text("before\n", encoding="utf-8")
    with pytest.raises(AssertionError):
        goldens.check(golden, "after\n")
    goldens.check(golden, "before\n")
    assert golden.read_text(encoding="utf-8") == "before\n"


def test_update_writes_the_golden_new_or_changed(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(goldens, "UPDATE", True)
    golden = golden_in(tmp_path)
    goldens.check(golden, "first\n")
    goldens.check(golden, "second\n")
    assert golden.read_text(encoding="utf-8") == "second\n"
