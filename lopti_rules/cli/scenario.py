"""``lopti test SCENARIO_OR_DIR... [-k SUBSTRING] [--format text|json|junit]``: table scenarios.

Exit 0 when every selected scenario passes (or is skipped), 1 when any fails,
2 for malformed scenario files or bad options (nothing runs then).
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

import click

from ..i18n import gettext as _

if TYPE_CHECKING:
    from ..tools import Mismatch, ScenarioResult


@click.command("test")
@click.argument("paths", nargs=-1, metavar="SCENARIO_OR_DIR...")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "junit"]), default="text",
              show_default=True, help="One line per scenario with diffs, one JSON document, "
                                      "or JUnit XML for CI test reports.")
@click.option("-k", "keyword", metavar="SUBSTRING",
              help="Run only the scenarios whose FILE::NAME contains SUBSTRING (any case).")
@click.option("-v", "--verbose", is_flag=True,
              help="Under each failure, print the events the decisions caused.")
def test(paths: tuple[str, ...], fmt: str, keyword: str | None, verbose: bool) -> None:
    """Run the table scenarios in SCENARIO_OR_DIR (TOML files; folders are searched for
    *.toml) like unit tests: pass, fail or skip per scenario, a diff on failure.

    The format is described in docs/scenarios.md.
    """
    from ..language import keep_patterns, printable
    from ..tools import load_scenarios, run_scenario

    keep_patterns()  # the scenarios' books are linted (issue 24, cold start)
    if not paths:
        raise click.UsageError(_("give at least one scenario file or folder"))
    scenarios, errors = load_scenarios(paths, keyword)  # -k: only those are judged
    if errors:
        for e in errors:
            click.echo(printable(f"error: {e}", newlines=True), err=True)
        sys.exit(2)
    results = [run_scenario(s) for s in scenarios]
    if fmt == "json":
        click.echo(json.dumps(report(results), ensure_ascii=False, indent=2))
    elif fmt == "junit":
        from ..tools import to_junit

        click.echo(to_junit(results, lambda r: "\n".join(failure_lines(r))), nl=False)
    else:
        from .lint import use_color

        color = use_color(sys.stdout)
        click.echo(render_text(results, verbose, color), color=color)
    if any(r.status == "fail" for r in results):
        sys.exit(1)


def counts(results: list[ScenarioResult]) -> dict[str, int]:
    """How many passed, failed and were skipped."""
    return {k: sum(r.status == s for r in results)
            for k, s in (("passed", "pass"), ("failed", "fail"), ("skipped", "skip"))}


def summary(results: list[ScenarioResult]) -> str:
    """``3 passed, 1 failed`` (``, 2 skipped`` when any were)."""
    c = counts(results)
    line = f"{c['passed']} passed, {c['failed']} failed"
    return line + (f", {c['skipped']} skipped" if c["skipped"] else "")


def report(results: list[ScenarioResult]) -> dict[str, Any]:
    """The JSON document of a run."""
    return {"scenarios": [r.to_dict() for r in results], "summary": counts(results)}


def render_text(results: list[ScenarioResult], verbose: bool = False,
                color: bool = False) -> str:
    """One line per scenario, the mismatches under each failure (and with ``verbose`` the
    events the decisions caused), then the summary. What comes from the files (names,
    reasons, events) has its control characters escaped; only the status words are
    coloured, with ``color`` (green PASS, red FAIL, yellow SKIP)."""
    from ..language import paint, printable

    lines: list[str] = []
    for r in results:
        rest = f" {r.scenario.id}" + (f" (skipped: {r.reason})" if r.status == "skip" else "")
        lines.append(paint(r.status.upper(), r.status, color) + printable(rest))
        if r.status != "fail":
            continue
        lines += [printable(x) for x in failure_lines(r)]
        if verbose:
            lines.append("    events:")
            lines += [printable(f"      {event_line(e)}") for e in r.events] or ["      (none)"]
    lines.append(summary(results))
    return "\n".join(lines)


def failure_lines(r: ScenarioResult) -> list[str]:
    """The lines under a failed scenario: what stopped it, or each mismatch (not escaped)."""
    src = r.scenario.source
    if r.reason:
        line = r.mismatches[0].line if r.mismatches else r.scenario.line
        return [f"    {_where(src, line)}{r.reason}"]
    return [x for m in r.mismatches for x in _mismatch(src, m)]


def event_line(event: Any) -> str:
    """One readable line for a base event or a rule record."""
    from ..engine import EVENT_TYPES
    from ..tools import event_text

    if event.name in EVENT_TYPES:
        return event_text(event)
    try:
        from ..play import record_text
    except ImportError:  # pragma: no cover - the rules runtime is not installed
        return repr(event)
    return record_text(event).strip()


def _where(source: str, line: int | None) -> str:
    return f"{source}:{line}: " if line is not None else f"{source}: "


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    return "none" if v is None else str(v)


def _mismatch(source: str, m: Mismatch) -> list[str]:
    at = f"    {_where(source, m.line)}{m.key}"
    if m.key == "illegal" and isinstance(m.expected, dict):
        want = f"{m.expected['move']} refused"
        if m.expected["reason"]:
            want += f" with a reason containing {_value(m.expected['reason'])}"
        got = m.actual["reason"] if isinstance(m.actual, dict) else str(m.actual)
        return [f"{at}: expected {want}", f"        got: {got}"]
    if m.key == "choices":
        return [f"{at}: scripted but no rule asked for them: {_value(m.actual)}"]
    if m.key == "events_absent":
        return [f"{at}: expected none of {_value(m.expected)}, got {_value(m.actual)}"]
    if m.diff:
        return [f"{at}: expected and actual differ", *(f"        {d}" for d in m.diff)]
    return [f"{at}: expected {_value(m.expected)}, got {_value(m.actual)}"]
