"""The cases a run checks, whether a test checks one or a group of them (issue 23): a
collection plugin that writes, for every test function, each case's parameters, so that
a regrouping (``support/each.py``) can be shown to check the same cases as before.

    pytest --collect-only -q -p support.casecount -m "not slow"   # LOPTI_CASES=FILE
    python tests/support/casecount.py BEFORE AFTER

A test of its own is one case (its parameters); a test of a group (``each.Cases``) is
each case of the group with the test's other parameters. The cases' ``repr`` (the
checkout's folder as ROOT, no object's address; run with a fixed ``PYTHONHASHSEED``, a
set's order is the hash's) is compared: the same multiset of (file::function,
parameters) before and after."""

from __future__ import annotations

import collections
import json
import os
import re
import sys
from typing import Any

import pytest


def _cases(item: pytest.Item) -> list[str]:
    params: dict[str, Any] = dict(getattr(getattr(item, "callspec", None), "params", {}))
    group = params.pop("cases", None)
    if type(group).__name__ != "Cases":
        if group is not None:
            params["cases"] = group
        return [repr(sorted(params.items()))]
    rows = []
    for case in group:
        names, values = getattr(case, "names", None), getattr(case, "values", None)
        if names is None:  # an each.groups case: a value of the group's own
            rows.append(repr(sorted({**params, "case": case}.items())))
        else:
            rows.append(repr(sorted({**params, **dict(zip(names, values, strict=True))}.items())))
    return rows


def pytest_collection_finish(session: pytest.Session) -> None:
    out = os.environ.get("LOPTI_CASES")
    if not out:
        return
    found: dict[str, list[str]] = collections.defaultdict(list)
    root = str(session.config.rootpath)  # a checkout's own paths, the same in another
    for item in session.items:
        found[item.nodeid.split("[")[0]].extend(
            re.sub(r" at 0x[0-9a-f]+", "", c.replace(root, "ROOT")) for c in _cases(item))
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"tests": len(session.items), "cases": found}, f)


def compare(before: str, after: str) -> int:
    """Prints the tests, the cases and every function whose cases differ; 1 when any do."""
    b, a = (json.load(open(p, encoding="utf-8")) for p in (before, after))
    print(f"tests: {b['tests']} -> {a['tests']}")
    print(f"cases: {sum(map(len, b['cases'].values()))} -> "
          f"{sum(map(len, a['cases'].values()))}")
    differ = 0
    for name in sorted(set(b["cases"]) | set(a["cases"])):
        was, now = (collections.Counter(d["cases"].get(name, [])) for d in (b, a))
        if was != now:
            differ += 1
            print(f"{name}: {sum((was - now).values())} gone, {sum((now - was).values())} new")
    print(f"functions whose cases differ: {differ}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(compare(sys.argv[1], sys.argv[2]))
