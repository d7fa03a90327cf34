"""docs/scenarios.md: every TOML example runs as documented (passes, or fails to load as shown)."""

from __future__ import annotations

import re

import pytest
from support import each
from support.paths import DOCS, ROOT, SCENARIOS

from lopti_rules.errors import InputError
from lopti_rules.tools.scenario import expectation_keys, load_text, run_scenario

PAGE = DOCS / "scenarios.md"
BLOCK = re.compile(r"(?:<!--\s*error:\s*(.*?)\s*-->\s*\n)?```toml\n(.*?)```", re.S)


def blocks() -> list[tuple[str, str | None, str]]:
    text = PAGE.read_text(encoding="utf-8")
    return [(f"scenarios.md#{i}", m.group(1), m.group(2))
            for i, m in enumerate(BLOCK.finditer(text))]


@each.parametrize(("where", "error", "toml"), blocks(), ids=lambda x: str(x)[:16], size=60)
def test_docs_scenarios_run_as_documented(where: str, error: str | None, toml: str) -> None:
    # the page's examples name rules as the shipped scenarios do, from examples/scenarios/
    base = SCENARIOS
    if error is not None:
        source = error.split(":")[0]  # the error names the file as the page does
        with pytest.raises(InputError) as info:
            load_text(toml, source, base)
        assert str(info.value) == error
        return
    for s in load_text(toml, where, base):
        result = run_scenario(s)
        if result.status == "skip":
            pytest.skip(result.reason)
        assert result.status == "pass", (result.reason, result.mismatches)


def test_docs_page_has_examples_of_both_kinds_and_names_every_expectation() -> None:
    found = blocks()
    assert len(found) >= 4 and any(e for _, e, _ in found) and any(not e for _, e, _ in found)
    text = PAGE.read_text(encoding="utf-8")
    for key in expectation_keys():
        assert f"`{key}" in text, key


@pytest.mark.slow
def test_docs_python_example_runs(monkeypatch: pytest.MonkeyPatch,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    text = PAGE.read_text(encoding="utf-8")
    code = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(code) == 1
    monkeypatch.chdir(ROOT)  # the example names examples/scenarios from the repository root
    exec(compile(code[0], "scenarios.md", "exec"), {})
    printed = capsys.readouterr().out
    assert printed.startswith("[") and "Traceback" not in printed
