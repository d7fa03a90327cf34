"""JUnit XML of a scenario run (``lopti test --format junit``), for CI test reports.

One ``<testsuite>`` per scenario file, in the order the files were given; one
``<testcase>`` per scenario (``classname`` the file, ``name`` the scenario, ``file`` and
``line`` where it starts) holding a ``<failure>`` or ``<skipped>`` element when it did
not pass. No times are written, so the same run gives the same bytes. Characters XML
1.0 cannot hold (control characters) are written escaped, as the terminal shows them.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence

from ...language import printable
from .model import ScenarioResult


def _text(value: str) -> str:
    return printable(value, newlines=True).replace("\\x09", "\t")


def _counts(results: Sequence[ScenarioResult]) -> dict[str, str]:
    return {"tests": str(len(results)),
            "failures": str(sum(r.status == "fail" for r in results)),
            "errors": "0",
            "skipped": str(sum(r.status == "skip" for r in results))}


def to_junit(results: Sequence[ScenarioResult],
             details: Callable[[ScenarioResult], str] = lambda r: r.reason) -> str:
    """The JUnit XML document of ``results``; ``details(result)`` is the text inside each
    ``<failure>`` (the CLI passes the lines it prints under a failure), its first line
    the failure's ``message``."""
    files: dict[str, list[ScenarioResult]] = {}
    for r in results:
        files.setdefault(r.scenario.source, []).append(r)
    root = ET.Element("testsuites", {"name": "lopti test", **_counts(results)})
    for source, group in files.items():
        suite = ET.SubElement(root, "testsuite", {"name": _text(source), **_counts(group)})
        for r in group:
            case = ET.SubElement(suite, "testcase", {
                "classname": _text(source), "name": _text(r.scenario.name),
                "file": _text(source),
                **({"line": str(r.scenario.line)} if r.scenario.line is not None else {})})
            if r.status == "fail":
                text = details(r)
                first = next((x.strip() for x in text.splitlines() if x.strip()), "failed")
                failure = ET.SubElement(case, "failure", {"message": _text(first)})
                failure.text = _text(text)
            elif r.status == "skip":
                ET.SubElement(case, "skipped", {"message": _text(r.reason)})
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, "unicode") + "\n"
