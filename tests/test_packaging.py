"""Packaging (issue 15): the supported Pythons stated honestly and checked at start-up,
classifiers and project URLs, and lint docs linked by absolute address."""

from __future__ import annotations

import importlib.metadata
import re
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner
from packaging.specifiers import SpecifierSet
from support.paths import ROOT

import lopti_rules
import lopti_rules.pythons
from lopti_rules.cli import main
from lopti_rules.language import lint_text, render
from lopti_rules.language.report import codes

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _versions() -> list[str]:
    (major, lo), (_, hi) = lopti_rules.SUPPORTED_PYTHON
    return [f"{major}.{minor}" for minor in range(lo, hi + 1)]


def test_requires_python_is_the_supported_range_and_within_restrictedpython() -> None:
    ours = SpecifierSet(PROJECT["requires-python"])
    theirs = SpecifierSet(importlib.metadata.metadata("RestrictedPython")["Requires-Python"])
    for minor in range(5, 20):
        v = f"3.{minor}"
        assert (v in ours) == (v in _versions()), v
        if v in ours:
            assert v in theirs, f"RestrictedPython does not support {v}"


def test_lopti_version_is_the_installed_package_version() -> None:
    """``lopti --version`` prints ``lopti_rules.__version__`` (no metadata lookup at start,
    issue 24), which must be the version pip installed (pyproject.toml's)."""
    done = CliRunner().invoke(main, ["--version"])
    assert done.exit_code == 0
    assert done.output == f"lopti, version {importlib.metadata.version('lopti-rules')}\n"
    assert lopti_rules.__version__ == PROJECT["version"]


def test_classifiers_name_exactly_the_supported_versions() -> None:
    named = sorted(c.rsplit(" ", 1)[1] for c in PROJECT["classifiers"]
                   if c.startswith("Programming Language :: Python :: 3.")
                   and c.count("::") == 2)
    assert named == _versions()


def test_project_urls_give_the_docs_base_sarif_links_to() -> None:
    urls = PROJECT["urls"]
    assert urls["Documentation"] == codes.DOCS_BASE
    assert {"Homepage", "Source", "Issues"} <= set(urls)
    sarif = render([lint_text('rule "a"\n  after play:\n    skip\n')], "sarif")
    assert f'"helpUri": "{codes.DOCS_BASE}/lint/LP106.md"' in sarif
    assert codes.DOCS_BASE.startswith("https://")


def test_python_support_names_the_supported_versions() -> None:
    assert lopti_rules.python_support((3, 11)) is None
    assert lopti_rules.python_support((3, 15)) is None
    message = lopti_rules.python_support((3, 16))
    assert message is not None and "Python 3.11 to 3.15" in message and "3.16" in message
    assert lopti_rules.python_support((3, 10)) is not None


def test_cli_refuses_an_unsupported_python_with_a_clear_message(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lopti_rules.pythons, "SUPPORTED_PYTHON", ((3, 99), (3, 99)))
    monkeypatch.delenv("LOPTI_ANY_PYTHON", raising=False)
    result = CliRunner().invoke(main, ["lint", "--explain", "LP101"])
    assert result.exit_code == 2
    assert "runs on Python 3.99 to 3.99" in result.output and "Traceback" not in result.output
    monkeypatch.setenv("LOPTI_ANY_PYTHON", "1")
    assert CliRunner().invoke(main, ["lint", "--explain", "LP101"]).exit_code == 0


def test_readme_shows_what_pip_and_lopti_say_on_an_unsupported_python() -> None:
    """pip's own refusal quotes requires-python, so the README must quote the real range,
    and lopti's own check (for an install that bypassed pip's) says the same versions."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    spec = PROJECT["requires-python"]
    assert f"requires a different Python: 3.10.12 not in '{spec}'" in readme
    assert "3.10.12" not in SpecifierSet(spec)
    lo, hi = _versions()[0], _versions()[-1]
    message = lopti_rules.python_support((3, 10))
    assert message is not None and f"Python {lo} to {hi}, not Python 3.10" in message
    assert f"runs on Python {lo} to {hi}, not Python 3.10" in " ".join(readme.split())


def _readme_test_command() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"run every test on every core:\n\n```sh\n(.*?)```", readme, re.S)
    assert found, "README: the test command's block"
    return found.group(1)


def test_ci_runs_exactly_the_readmes_test_command() -> None:
    """One command for people and CI: lint, type-check, every test on every core."""
    command = _readme_test_command()
    assert command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for step in ("ruff check .", "mypy", "pytest -q -n auto"):
        assert step in command, step
    assert "-m" not in command.split("pytest", 1)[1]  # CI runs the slow tests too


def test_the_wheel_carries_the_lint_pages_where_explain_reads_them() -> None:
    """Issue 27: `--explain` and the JSON `url` pointed at docs/lint/, which a pip-installed
    user lacks. The wheel maps docs/lint/ into the package, where explain reads first."""
    from lopti_rules.language.lint.linter import page_files

    build = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    mapped = build["hatch"]["build"]["targets"]["wheel"]["force-include"]["docs/lint"]
    shipped, checkout = page_files("LP202")
    package = ROOT / "lopti_rules" / "language" / "report"
    assert mapped == f"{package.relative_to(ROOT).as_posix()}/{codes.PAGES_DIR}"
    # where the installed package is (this checkout when editable, site-packages in CI)
    installed = Path(codes.__file__).parent
    assert str(shipped) == str(installed / codes.PAGES_DIR / "LP202.md")
    # and the checkout's docs/lint beside the package (an editable install: this one)
    assert checkout == Path(lopti_rules.__file__).parents[1] / "docs" / "lint" / "LP202.md"


def test_explain_reads_the_page_shipped_in_the_package_first(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from lopti_rules.language.lint import linter

    shipped = tmp_path / "LP202.md"
    shipped.write_text("# LP202 as the wheel carries it\n", encoding="utf-8")
    monkeypatch.setattr(linter, "page_files", lambda code: [shipped, ROOT / "nowhere.md"])
    result = CliRunner().invoke(main, ["lint", "--explain", "LP202"], env={"NO_COLOR": "1"})
    assert result.exit_code == 0 and "as the wheel carries it" in result.output


def test_json_url_and_unknown_code_message_give_addresses_that_exist_for_pip_users() -> None:
    out = render([lint_text('rule "a"\n  after play:\n    skip\n')], "json")
    assert f'"url": "{codes.DOCS_BASE}/lint/LP106.md"' in out
    assert codes.DOCS_BASE == PROJECT["urls"]["Documentation"]
    result = CliRunner().invoke(main, ["lint", "--explain", "LP999"])
    assert result.exit_code == 2 and f"{codes.DOCS_BASE}/lint/README.md" in result.output
    assert "docs/lint" not in result.output.replace(f"{codes.DOCS_BASE}/lint", "")
