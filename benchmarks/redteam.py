"""The red team's scoreboard (issue 29): how many unfair rules the gate refuses, and how many
fair near-misses it leaves clean, by category.

``tests/data/redteam/unfair/*.lopti`` (and folders of them, each folder one book) are
rules a self-interested winner who has read the checks' source would write;
``fair/*.lopti`` are rules a real table writes that look suspicious. Each file's first
line names its category (``# category: creator clock``). A rule counts as caught when
``lopti lint`` (the one gate: static checks and the play-based judges) reports at least
one error (a warning alone lets it be played); a fair rule counts as clean when it
reports neither an error nor a warning (a table reads a warning on a
harmless rule as a false alarm, issue 29). A run of ``lopti lint`` that gives no JSON (a
traceback) is marked CRASH and counts as neither: a crash is a defect, not a refusal.

``--set DIR`` runs another set of the same shape (``tests/data/redteam2``: a fresh set written
after the first one's fixes, kept aside while tuning).

Run: ``.venv/bin/python benchmarks/redteam.py [--static-only] [--show] [--set DIR]``; the
command and the figures go in the issue note ("caught/clean before and after").
"""

from __future__ import annotations

import argparse
import collections
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT / "tests" / "data" / "redteam"


def verdict(path: Path, static_only: bool) -> tuple[set[str], set[str]]:
    """The error and warning codes ``lopti lint`` gives one file (a rule book of its own)."""
    command = [sys.executable, "-m", "lopti_rules.cli", "lint", "--format", "json", str(path)]
    if static_only:
        command.append("--static-only")
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    try:
        diagnostics = json.loads(done.stdout)["diagnostics"]
    except (ValueError, KeyError):
        return {f"CRASH({done.returncode})"}, set()
    errors = {d["code"] for d in diagnostics if d["severity"] == "error"}
    warnings = {d["code"] for d in diagnostics if d["severity"] == "warning"}
    return errors, warnings


def category(path: Path) -> str:
    """The category named on the first line of a rule file (of a book folder: its first
    file, by name)."""
    if path.is_dir():
        path = min(path.glob("*.lopti"))
    first = path.read_text(encoding="utf-8").splitlines()[0]
    return first.removeprefix("# category:").strip() if first.startswith("# category:") else "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--static-only", action="store_true", help="no play-based judges")
    parser.add_argument("--show", action="store_true", help="one line a rule")
    parser.add_argument("--set", type=Path, default=SETS,
                        help="a folder holding unfair/ and fair/ (default: tests/data/redteam)")
    args = parser.parse_args()
    totals = {}
    for kind in ("unfair", "fair"):
        by_cat: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
        # a rule file is a book of its own; a folder of rule files is one book (a rule
        # unfair only together with another)
        # a set may hold one side only (redteam-fa37 is fair/ only)
        folder = args.set / kind
        books = [p for p in (folder.iterdir() if folder.is_dir() else ())
                 if p.suffix == ".lopti" or (p.is_dir() and any(p.glob("*.lopti")))]
        for path in sorted(books):
            errors, warnings = verdict(path, args.static_only)
            crashed = any(e.startswith("CRASH") for e in errors)
            # a crash is a defect of its own, never a catch (nor a clean fair rule)
            good = (bool(errors) and not crashed) if kind == "unfair" else \
                not (errors or warnings)
            cat = category(path)
            by_cat[cat][0] += good
            by_cat[cat][1] += 1
            if args.show or not good:
                mark = "ok  " if good else "CRASH" if crashed else \
                    "MISS" if kind == "unfair" else "FALSE"
                print(f"{mark} {kind}/{path.stem}: errors {sorted(errors) or '-'} "
                      f"warnings {sorted(warnings) or '-'}")
        good = sum(v[0] for v in by_cat.values())
        total = sum(v[1] for v in by_cat.values())
        totals[kind] = (good, total)
        word = "caught" if kind == "unfair" else "clean"
        print(f"{kind}: {good}/{total} {word}  " + "  ".join(
            f"{c}: {v[0]}/{v[1]}" for c, v in sorted(by_cat.items())))
    print(f"summary: unfair caught {totals['unfair'][0]}/{totals['unfair'][1]}, "
          f"fair clean {totals['fair'][0]}/{totals['fair'][1]}")


if __name__ == "__main__":
    main()
