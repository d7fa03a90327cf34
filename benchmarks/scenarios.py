"""Benchmark: loading and running the shipped table scenarios (``lopti test``) in one process.

Rows: loading and validating every file in ``examples/scenarios/`` (TOML, cards, rule
files linted), running the scenarios without rules, and running those with rules.
Each row has a baseline measured here, in the same run, doing the least the same job
could do: ``tomllib`` alone for loading; for running, the same tables set with
``engine.position.table`` and the same decisions applied straight to the engine,
with an event recorder but no scenario machinery and no rules. The ratio is
time / baseline. Rules runs compile each rule file once per process (cached), as a
long ``lopti test`` run would.

Run: ``.venv/bin/python benchmarks/scenarios.py [--repeat N]``.
"""

from __future__ import annotations

import argparse
import time
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from lopti_rules.engine import IllegalMove
from lopti_rules.engine.position import record, table
from lopti_rules.tools.scenario import Scenario, load_scenarios, run_scenario, runtime_available

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "examples" / "scenarios"


def per_item(fn: Callable[[], Any], items: int, repeat: int) -> float:
    """Best-of-``repeat`` seconds per item."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best / max(items, 1)


def engine_only(scenarios: list[Scenario]) -> None:
    """The baseline run: the same tables and decisions, straight on the engine."""
    for s in scenarios:
        t = s.table
        if t.deal:
            continue
        g = table(list(t.hands), up=list(t.face_up), down=list(t.face_down), pile=list(t.pile),
                  threes=list(t.threes), draw=list(t.draw_pile), current=t.turn,
                  bonus=t.bonus, out=list(t.out), base=s.base)
        record(g)
        for d in s.decisions:
            try:
                g.apply(d.move)
            except IllegalMove:  # without its rules, a scenario's later moves may not fit
                break


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args()
    files = sorted(FOLDER.glob("*.toml"))
    texts = [p.read_text(encoding="utf-8") for p in files]
    scenarios, errors = load_scenarios([FOLDER])
    assert not errors, errors
    plain = [s for s in scenarios if not s.rules and not s.table.deal]
    ruled = [s for s in scenarios if s.rules and not s.table.deal]
    for s in scenarios:  # warm: compile every rule once, as a long run would
        run_scenario(s)

    rows = [
        ("load + validate", len(scenarios),
         per_item(lambda: load_scenarios([FOLDER]), len(scenarios), args.repeat),
         per_item(lambda: [tomllib.loads(t) for t in texts], len(scenarios), args.repeat)),
        ("run, no rules", len(plain),
         per_item(lambda: [run_scenario(s) for s in plain], len(plain), args.repeat),
         per_item(lambda: engine_only(plain), len(plain), args.repeat)),
    ]
    if runtime_available():
        rows.append(("run, with rules", len(ruled),
                     per_item(lambda: [run_scenario(s) for s in ruled], len(ruled),
                              args.repeat),
                     per_item(lambda: engine_only(ruled), len(ruled), args.repeat)))
    print(f"{len(files)} files, {len(scenarios)} scenarios; best of {args.repeat}")
    print(f"{'phase':<18}{'scenarios':>10}{'ms/scenario':>13}{'baseline ms':>13}{'ratio':>8}")
    for name, n, t, base in rows:
        print(f"{name:<18}{n:>10}{t * 1e3:>13.3f}{base * 1e3:>13.3f}{t / base:>8.1f}")
    if not runtime_available():
        print("run, with rules: skipped (rules runtime not available)")


if __name__ == "__main__":
    main()
