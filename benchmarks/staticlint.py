"""The static lint's cost (issue 23 and 24): this checkout against another revision.

Run: ``.venv/bin/python benchmarks/staticlint.py --base REV`` (``--rounds 4``,
``--every 1`` for the whole corpus); ``--dump OUT`` writes every diagnostic of every file
instead (code, severity, position, message: compare two trees' dumps byte for byte).

The corpus is every ``.lopti`` of the bundled examples and of the red-team and test sets
(``examples/**``, ``tests/data/**``, about 7,900 files), each linted alone with
``lint_text`` (the parser, the static checks, the free-text judge: what ``lopti lint``
does to a file, and what the tests do to thousands). Each round lints every ``--every``-th
file (default 4) in a fresh child process per tree, after a warm-up on other files
(regular expressions compiled, lexicons loaded), the order of the two trees alternating
round by round (as ``benchmarks/ab.py`` does: a noisy neighbour hits both alike). The
child checks that both trees give the same diagnostics for every file: a faster lint
that reported otherwise would be a different lint.

Prints the B/A CPU ratio as min-median-max over the rounds (below 1.00: this checkout is
faster) and each side's median milliseconds a file.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def corpus(tree: Path = ROOT) -> list[Path]:
    """Every ``.lopti`` file of the examples and the test data, in a fixed order."""
    return [p.relative_to(tree) for folder in (tree / "examples", tree / "tests" / "data")
            for p in sorted(folder.rglob("*.lopti"))]


def _lines(path: Path) -> list[str]:
    """Every diagnostic of ``path`` linted alone, one line each. The file is read from
    this checkout in either tree, so both lint the same texts (the base revision may lack
    files added since)."""
    from lopti_rules.language.lint.linter import lint_text

    source = ROOT / path
    try:
        text = source.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        text = source.read_bytes().decode("utf-8", "surrogateescape")
    result = lint_text(text, path.name)
    return [f"{path}\t{d.code}\t{d.severity}\t{d.line}:{d.column}-{d.end_line}:{d.end_column}"
            f"\t{d.message}\t{d.hint}\t{d.rule_ref}\t{d.witness}\t{d.fix}"
            for d in result.diagnostics]


def child(files: list[str], warm: list[str]) -> dict[str, object]:
    for name in warm:
        _lines(Path(name))
    digest = hashlib.sha256()
    start = time.process_time()
    for name in files:
        digest.update("\n".join(_lines(Path(name))).encode("utf-8", "surrogateescape"))
    spent = time.process_time() - start
    return {"seconds": spent, "digest": digest.hexdigest()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="HEAD~1", help="the revision to compare with (A)")
    ap.add_argument("--rounds", type=int, default=4, help="interleaved rounds")
    ap.add_argument("--every", type=int, default=4, help="lint every n-th file (1: all)")
    ap.add_argument("--dump", help="write every diagnostic of every file to this file")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        job = json.loads(Path(args.child).read_text(encoding="utf-8"))
        print(json.dumps(child(job["files"], job["warm"])))
        return
    files = [str(p) for p in corpus()]
    if args.dump:
        with open(args.dump, "w", encoding="utf-8", errors="surrogateescape") as out:
            for name in files:
                out.writelines(line + "\n" for line in _lines(Path(name)))
        print(f"{len(files)} files: {args.dump}")
        return
    from ab import extract, interleaved  # a revision's tree, both run (benchmarks/ab.py)

    measured = files[::args.every]
    warm = [f for f in files[1::args.every]][:60]
    with tempfile.TemporaryDirectory() as tmp:
        job = Path(tmp) / "job.json"
        job.write_text(json.dumps({"files": measured, "warm": warm}), encoding="utf-8")
        base = extract(args.base, Path(tmp))
        sides, prints = interleaved(__file__, job, base, args.rounds, "digest")
    ratios = sorted(b / a for a, b in zip(sides["A"], sides["B"], strict=True))
    print(f"{len(measured)} files, {args.rounds} rounds, base {args.base}")
    print(f"B/A CPU: {ratios[0]:.2f} - {statistics.median(ratios):.2f} - {ratios[-1]:.2f}")
    for side in ("A", "B"):
        per = statistics.median(sides[side]) / len(measured) * 1e3
        print(f"{side}: median {per:.1f} ms a file")
    same = prints["A"] == prints["B"] and len(prints["A"]) == 1
    print("diagnostics: the same for every file" if same else
          "diagnostics: DIFFER between the trees (not the same lint)")


if __name__ == "__main__":
    main()
