"""Issue 24's study: what each clean book's trial plays, and what keeps it playing.

For every book given (default: the legal examples, ``examples/rules``, and the fair books
of ``tests/data/redteam3{4,5,6}/fair``) that the gate would play (the static checks find no
error, it changes play), run the trial with the gate's settings in this process
(``jobs=1``; base evenings from ``LOPTI_CACHE_DIR``, so run it twice or with a warm cache
folder for the trial's own cost) and record, per table size and look, which comparisons
were still OPEN after the look (their key, the values' n, mean, bounds and floor; whether
they are shares in a span, the event shares, the paired ones) and which facts
(``facts.open_facts``) kept the table size open. Then it sums up: books by looks played,
evenings, CPU, and the keys that hold a table size open at the last look it played.

Run::

    LOPTI_CACHE_DIR=/tmp/study-cache PYTHONPATH=$PWD .venv/bin/python benchmarks/trialstudy.py \\
        --out /tmp/study.json [--books examples/rules/*.lopti] [--part 0/2]
    PYTHONPATH=$PWD .venv/bin/python benchmarks/trialstudy.py --summary /tmp/study.json

``--part K/N`` plays every Nth book from the Kth (two processes on two cores); ``--summary``
reads one or more result files.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_BOOKS = (sorted((ROOT / "examples" / "rules").glob("*.lopti"))
                 + [p for s in ("redteam34", "redteam35", "redteam36")
                    for p in sorted((ROOT / "tests" / "data" / s / "fair").glob("*.lopti"))])


def _key(key: tuple[Any, ...]) -> str:
    return " ".join(map(str, key))


def study(path: Path) -> dict[str, Any] | None:
    """One book's trial, instrumented (None: the gate would not play it)."""
    from lopti_rules.errors import InputError
    from lopti_rules.tools import judge
    from lopti_rules.tools.eveningruns import shared_cache
    from lopti_rules.tools.rulebooks import compile_files
    from lopti_rules.tools.trial import core, statistics
    from lopti_rules.tools.trial.config import DEFAULT
    from lopti_rules.tools.trial.entry import plays_a_part

    text = path.read_text(encoding="utf-8")
    pairs = [(path.name, text)]
    if not judge(pairs, static_only=True).results[0].ok or not plays_a_part(pairs):
        return None
    try:
        rules = compile_files(pairs, allow_warnings=True)
    except InputError:
        return None
    if not rules.books:
        return None
    made: dict[int, tuple[float, bool, str]] = {}  # id(Bound) -> floor, in a span, direction
    looks: list[dict[str, Any]] = []
    orig_above, orig_below = core.above, core.below
    orig_moot, orig_open = core._moot, core.open_facts
    orig_look = core._look

    def above(values, floor, level, span=None):  # type: ignore[no-untyped-def]
        b = orig_above(values, floor, level, span)
        made[id(b)] = (floor, span is not None, "above")
        return b

    def below(values, floor, level, span=None):  # type: ignore[no-untyped-def]
        b = orig_below(values, floor, level, span)
        made[id(b)] = (floor, span is not None, "below")
        return b

    current: dict[str, Any] = {}

    def look(t, config, level, rules_, entries, left=0, every_left=0, wields=True):  # type: ignore[no-untyped-def]
        current.clear()
        current.update(players=t.players, evenings=len(t.evenings), left=left,
                       every_left=every_left)
        return orig_look(t, config, level, rules_, entries, left, every_left, wields)

    def moot(t):  # type: ignore[no-untyped-def]
        orig_moot(t)
        opened = []
        for key, d in t.decided.items():
            if d != statistics.OPEN:
                continue
            b = t.bounds[key]
            floor, span, direction = made.get(id(b), (float("nan"), False, "?"))
            opened.append({"key": _key(key), "n": b.n, "mean": b.mean, "low": b.low,
                           "high": b.high, "floor": floor, "span": span,
                           "direction": direction,
                           "event": key[0] in core.EVENT_SHARES})
        current["open"] = opened

    def open_facts(evenings, config, scope, *more):  # type: ignore[no-untyped-def]
        facts = orig_open(evenings, config, scope, *more)
        looks.append({**current, "facts": list(facts)})
        made.clear()
        return facts

    core.above, core.below, core._moot, core.open_facts, core._look = (
        above, below, moot, open_facts, look)
    try:
        start = time.process_time()
        verdict = core.run_trial(rules, config=DEFAULT, cache=shared_cache())
        cpu = time.process_time() - start
    finally:
        core.above, core.below, core._moot, core.open_facts, core._look = (
            orig_above, orig_below, orig_moot, orig_open, orig_look)
    return {"book": str(path.relative_to(ROOT)), "cpu": cpu, "looks": verdict.looks,
            "evenings": verdict.evenings, "rounds": verdict.rounds,
            "codes": sorted(d.code for _, d in verdict.diagnostics),
            "open": list(verdict.open), "trace": looks}


def summary(results: list[dict[str, Any]]) -> None:
    played = [r for r in results if r]
    print(f"books played: {len(played)}; evenings {sum(r['evenings'] for r in played)}, "
          f"rounds with the book {sum(r['rounds'] for r in played)}, "
          f"trial CPU {sum(r['cpu'] for r in played):.1f} s")
    print("books by looks:", dict(sorted(Counter(r["looks"] for r in played).items())))
    print("CPU by looks:", {k: round(sum(r["cpu"] for r in played if r["looks"] == k), 1)
                            for k in sorted({r["looks"] for r in played})})
    # what holds a table size open at its last look (after the look, before the next)
    holds: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    alone: Counter[str] = Counter()
    for r in played:
        last: dict[int, dict[str, Any]] = {}
        for entry in r["trace"]:
            last[entry["players"]] = entry
        for entry in last.values():
            if not entry.get("open") and not entry["facts"]:
                continue
            keys = [o["key"].split(" ")[0] if o["key"][0].isdigit() else o["key"]
                    for o in entry["open"]]
            for o in entry["open"]:
                holds[o["key"]] += 1
                kinds["event share" if o["event"] else "span share" if o["span"]
                      else "unbounded (t)"] += 1
            for f in entry["facts"]:
                holds["FACT " + f.split(":")[0]] += 1
                kinds["fact"] += 1
            if len(entry["open"]) == 1 and not entry["facts"]:
                alone[entry["open"][0]["key"]] += 1
            if not entry["open"] and entry["facts"]:
                alone["FACT only"] += 1
            del keys
    print("\nkinds open at a table size's last look:", dict(kinds))
    print("\nheld open by (table sizes at their last look), top 40:")
    for k, v in holds.most_common(40):
        print(f"  {v:4d}  {k}")
    print("\nthe only thing open (table sizes):")
    for k, v in alone.most_common(30):
        print(f"  {v:4d}  {k}")
    print("\ndearest books:")
    for r in sorted(played, key=lambda r: -r["cpu"])[:25]:
        print(f"  {r['cpu']:6.2f} s  looks {r['looks']}  evenings {r['evenings']:4d}  "
              f"{r['book']}  open: {'; '.join(r['open'])[:150]}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--books", nargs="*", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--part", default="0/1")
    ap.add_argument("--summary", nargs="*", type=Path)
    args = ap.parse_args()
    if args.summary:
        summary([r for f in args.summary for r in json.loads(f.read_text())])
        return
    books = [p.resolve() for p in args.books] if args.books else DEFAULT_BOOKS
    k, n = map(int, args.part.split("/"))
    out = []
    for i, path in enumerate(books[k::n]):
        r = study(path)
        if r is not None:
            out.append(r)
            print(f"{i:4d} {r['cpu']:6.2f}s looks {r['looks']} {r['book']} {r['codes']}",
                  file=sys.stderr, flush=True)
    if args.out:
        args.out.write_text(json.dumps(out, indent=1))
    summary(out)


if __name__ == "__main__":
    main()
