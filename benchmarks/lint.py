"""Benchmark: linting many rule files in one process, one cold ``lopti lint``, and whole
books of 1, 10 and 50 rules with and without the play audit.

Targets (issue 3): at least 2,000 rule files/s in one process, and a cold
``lopti lint`` of one file (Python start-up included) under 0.3 s wall. Each row
also shows a baseline measured here, in the same run, doing the least the same
job could do: reading the same files and splitting them into words (in-process),
and starting a bare ``python -c pass`` (cold).

Size sweep (issue 13): one generated rule book of 1 KB .. 1 MB (the bundled examples
without syntax errors, each rule renamed apart), linted in-process, interleaved over
``--rounds``: the median ms per KB of lint and of its text report at each size, and the
ratio of the largest to the smallest size's ms per KB (linear lint: within 2x).

Issue 12/13 (``--books``): whole-book lint time for books of 1, 10 and 50 rules (one
hook each, one file each, a fifth of them restricting the next play
under a condition, so the termination search plays every book), cold (a fresh process:
``lopti lint DIR`` as a user runs it) and warm (``lint_paths`` then ``audit`` in this
process), with the play audit (the default) and without it (``--static-only``).
Rounds are interleaved (every size and mode once a round); the table gives the median
and the range over rounds, the one-file cold target (<= 0.3 s) and the growth per hook:
the cost of a hook between 1 and 10 rules and between 10 and 50 rules, and their ratio
(about 1 when the growth is linear).

Cold against a base revision (issue 12, ``--cold-ab --base REV``): ``lopti lint`` of one
file and of books of 10 and 50 rules, static-only and with the play audit, in a fresh
process each, on this checkout (B) and on ``REV`` unpacked by ``git archive`` (A), the
order of the two trees alternating round by round; wall and CPU seconds (user + system of
the child), median and range, and the B/A ratio per round. The one-file rows are a rule
that needs no games (``examples/rules/eights-skip.lopti``, the audit finds nothing to
play) and a rule that restricts plays (the termination search plays its 8 games).

Where a cold lint's time goes, by imported stage and in CPU instructions that the load
of the machine does not change: ``benchmarks/coldlint.py``.

Bytecode: a user's installed copy has its ``.pyc`` files; a checkout run with
``PYTHONDONTWRITEBYTECODE=1`` (as the shared machine's sessions are) recompiles every
module it imports on every start, which alone costs about as much as the rest of a cold
lint. Cold runs here therefore write bytecode to a temporary ``PYTHONPYCACHEPREFIX`` (one
warm-up run each) unless ``--no-bytecode`` asks for the recompiling figure.

Run: ``.venv/bin/python benchmarks/lint.py [--files N] [--cold-runs N] [--rounds N]
[--sizes 1,10,100,1000] [--books] [--cold-ab --base REV] [--no-bytecode]`` (``--sizes ""``
skips the sweep; ``--books`` runs only the whole-book benchmark, ``--cold-ab`` only the
cold A/B).
"""

from __future__ import annotations

import argparse
import atexit
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ab import extract  # a revision's tree from git archive (benchmarks/ab.py)

from lopti_rules.language.lint.linter import lint_paths, lint_text, render

ROOT = Path(__file__).resolve().parents[1]
TARGET_FILES_PER_S = 2000.0
TARGET_COLD_S = 0.3
SIZES = (1, 10, 50)
RANKS = ("2", "4", "5", "6", "8", "9", "J", "Q", "K", "A")


def make_files(folder: Path, n: int) -> list[Path]:
    """``n`` rule files cycling through the bundled examples (legal and rejected)."""
    # bytes, not text: the rejected examples include a file that is not UTF-8 (LP113)
    sources = [p.read_bytes() for p in
               sorted((ROOT / "examples").glob("*/*.lopti")) if p.stat().st_size < 100_000]
    paths = []
    for i in range(n):
        path = folder / f"rule{i:05d}.lopti"
        path.write_bytes(sources[i % len(sources)])
        paths.append(path)
    return paths


def book_rule(i: int) -> str:
    """Rule ``i`` of a benchmark book: legal, one hook, distinct from the others; every
    fifth one (rule 0 first) restricts the next play, so the termination search plays
    every book."""
    rank, count = RANKS[i % len(RANKS)], 1 + (i // len(RANKS)) % 4
    when = f"play.rank is {rank} and play.count is {count}"
    if i >= 40:
        when += " and not play.bonus"
    action = ["next play must be 8 or lower", "skip next player", "reverse direction",
              "next player draws 1 card", f'acting player says "{rank} times {count}"'][i % 5]
    return f'rule "Rule {i}"\n  after play when {when}:\n    {action}\n'


def make_book(folder: Path, n: int) -> Path:
    folder.mkdir()
    for i in range(n):
        (folder / f"rule{i:03d}.lopti").write_text(book_rule(i), encoding="utf-8")
    return folder


def in_process(paths: list[Path]) -> tuple[float, float]:
    """(files/s linting, files/s of the baseline: read and split into words)."""
    lint_paths(paths[:20])  # warm the grammar, as a long-running process would be
    start = time.perf_counter()
    results = lint_paths(paths)
    lint_s = time.perf_counter() - start
    assert len(results) == len(paths)
    start = time.perf_counter()
    words = 0
    for p in paths:
        words += len(p.read_bytes().split())
    assert words
    base_s = time.perf_counter() - start
    return len(paths) / lint_s, len(paths) / base_s


#: what the ``lopti`` script calls: ``cli.run`` (``cli.main`` on a revision before it)
ENTRY = "import lopti_rules.cli as c; (getattr(c, 'run', None) or c.main)()"


def lopti_command() -> list[str]:
    lopti = Path(sys.executable).with_name("lopti")
    if lopti.exists():
        return [sys.executable, str(lopti)]
    return [sys.executable, "-c", ENTRY]


#: where cold runs keep their bytecode (None: the environment decides)
PYCACHE: dict[str, str] = {}


def child_env(tree: Path = ROOT) -> dict[str, str]:
    """The environment of a cold run: ``tree`` on the path (not an installed copy), and
    bytecode written and read as an installed copy's would be (:data:`PYCACHE`)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    if PYCACHE:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.update(PYCACHE)
    return env


def timed(args: list[str], tree: Path = ROOT) -> tuple[float, float]:
    """(wall seconds, CPU seconds: user + system) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                   env=child_env(tree))
    wall_s = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall_s, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def wall(args: list[str]) -> float:
    return timed(args)[0]


def cold_ab(base: str, rounds: int) -> None:
    """Cold ``lopti lint`` on this checkout (B) against ``base`` (A), interleaved."""
    cmd = [sys.executable, "-c", ENTRY]
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"A": extract(base, Path(tmp)), "B": ROOT}
        one = Path(tmp) / "one"
        make_book(one, 1)  # rule 0 restricts the next play: the search plays it
        cases = {"1 file, no games": ROOT / "examples" / "rules" / "eights-skip.lopti",
                 "1 file, restricts": one,
                 **{f"{n} rules": make_book(Path(tmp) / f"book{n}", n) for n in (10, 50)}}
        runs = [(name, play) for name in cases for play in (False, True)]
        for side in "AB":  # warm-up: bytecode written, grammar cache made
            for name, _ in runs:
                timed([*cmd, "lint", str(cases[name])], trees[side])
        got: dict[tuple[str, bool, str], list[tuple[float, float]]] = {}
        for r in range(rounds):
            for name, play in runs:
                args = [*cmd, "lint", *([] if play else ["--static-only"]), str(cases[name])]
                for side in ("AB" if r % 2 == 0 else "BA"):
                    got.setdefault((name, play, side), []).append(timed(args, trees[side]))
        # in-process: the least CPU time of 3 lints and audits in one child a tree and case
        warm_got: dict[tuple[str, str], list[tuple[float, float]]] = {}
        for r in range(rounds):
            for name, path in cases.items():
                for side in ("AB" if r % 2 == 0 else "BA"):
                    done = subprocess.run(
                        [sys.executable, str(Path(__file__).resolve()), "--child-warm",
                         str(path)], env=child_env(trees[side]), capture_output=True,
                        text=True, check=True)
                    lint_s, audit_s = (float(x) for x in done.stdout.split())
                    warm_got.setdefault((name, side), []).append((lint_s, audit_s))
    bytecode = "bytecode cached" if PYCACHE else "bytecode as the environment says"
    print(f"cold lopti lint, B (this checkout) against A ({base}): {rounds} interleaved "
          f"rounds, {bytecode}; seconds, median [min-max]")
    print(f"{'case':<18} {'audit':<6}  {'A wall':<20} {'B wall':<20} {'B/A wall':<17} "
          f"{'A CPU':<20} {'B CPU':<20} B/A CPU")
    for name, play in runs:
        a, b = got[(name, play, "A")], got[(name, play, "B")]
        cells = []
        for k in (0, 1):
            xa, xb = [t[k] for t in a], [t[k] for t in b]
            ratio = [y / x for x, y in zip(xa, xb, strict=True)]
            cells += [f"{statistics.median(xa):.3f} [{min(xa):.3f}-{max(xa):.3f}]",
                      f"{statistics.median(xb):.3f} [{min(xb):.3f}-{max(xb):.3f}]",
                      f"{statistics.median(ratio):.2f} [{min(ratio):.2f}-{max(ratio):.2f}]"]
        print(f"{name:<18} {'play' if play else 'static':<6}  {cells[0]:<20} {cells[1]:<20} "
              f"{cells[2]:<17} {cells[3]:<20} {cells[4]:<20} {cells[5]}")
    print("\nin-process (warm), CPU ms, the least of 3 a run: median [min-max] over the rounds")
    print(f"{'case':<18} {'A lint':<20} {'B lint':<20} {'A audit':<20} {'B audit':<20} "
          "B/A audit")
    for name in cases:
        a, b = warm_got[(name, "A")], warm_got[(name, "B")]
        cells = []
        for k in (0, 1):
            for xs in ([t[k] * 1000 for t in a], [t[k] * 1000 for t in b]):
                cells.append(f"{statistics.median(xs):.1f} [{min(xs):.1f}-{max(xs):.1f}]")
        ratio = [y[1] / x[1] if x[1] else float("nan") for x, y in zip(a, b, strict=True)]
        print(f"{name:<18} {cells[0]:<20} {cells[1]:<20} {cells[2]:<20} {cells[3]:<20} "
              f"{statistics.median(ratio):.2f} [{min(ratio):.2f}-{max(ratio):.2f}]")



def child_warm(path: Path) -> None:
    """Print the least CPU seconds of 3 in-process lints of ``path``, and of 3 audits."""
    from lopti_rules.tools import audit

    audit(lint_paths([path]))  # imports, grammar, first games
    lint_s = audit_s = float("inf")
    for _ in range(3):
        t = time.process_time()
        results = lint_paths([path])
        mid = time.process_time()
        audit(results)
        end = time.process_time()
        lint_s, audit_s = min(lint_s, mid - t), min(audit_s, end - mid)
    print(lint_s, audit_s)


def cold(path: Path, runs: int) -> tuple[float, float]:
    """(median wall seconds of ``lopti lint path``, of ``python -c pass``)."""
    cmd = lopti_command()
    wall([*cmd, "lint", str(path)])  # the first run may write Lark's grammar cache
    lint_t = statistics.median(wall([*cmd, "lint", str(path)]) for _ in range(runs))
    base_t = statistics.median(wall([sys.executable, "-c", "pass"]) for _ in range(runs))
    return lint_t, base_t


def make_sized_book(size: int) -> str:
    """A rule book of at least ``size`` characters: the examples that parse, renamed apart."""
    sources = []
    for p in sorted((ROOT / "examples").glob("*/*.lopti")):
        try:
            text = p.read_bytes().decode("utf-8")
        except UnicodeDecodeError:  # LP113 (examples/rejected/cafe-latin1.lopti): no rules
            continue
        if p.stat().st_size < 100_000 and not re.search(r"# expect: LP(1|926)", text):
            sources.append(text if text.endswith("\n") else text + "\n")
    parts: list[str] = []
    total = 0
    while total < size:
        n = len(parts)
        part = re.sub(r'^rule "([^"]*)"', rf'rule "\1 {n}"', sources[n % len(sources)],
                      flags=re.M)
        parts.append(part)
        total += len(part)
    return "".join(parts)


def sweep(sizes_kb: list[int], rounds: int) -> list[tuple[int, float, float, int]]:
    """(KB, median lint ms per KB, median report ms per KB, diagnostics) a size, rounds
    interleaved (every size once a round) so that machine noise hits all sizes alike."""
    books = {kb: make_sized_book(kb * 1000) for kb in sizes_kb}
    lint_text(books[sizes_kb[0]])  # warm the grammar
    times: dict[int, tuple[list[float], list[float]]] = {kb: ([], []) for kb in sizes_kb}
    found: dict[int, int] = {}
    for _ in range(rounds):
        for kb in sizes_kb:
            start = time.perf_counter()
            result = lint_text(books[kb])
            mid = time.perf_counter()
            render([result], "text")
            end = time.perf_counter()
            kbs = len(books[kb]) / 1000
            times[kb][0].append((mid - start) * 1000 / kbs)
            times[kb][1].append((end - mid) * 1000 / kbs)
            found[kb] = len(result.diagnostics)
    return [(kb, statistics.median(times[kb][0]), statistics.median(times[kb][1]), found[kb])
            for kb in sizes_kb]


def print_sweep(rows: list[tuple[int, float, float, int]], rounds: int) -> None:
    print(f"\nsize sweep, median of {rounds} interleaved rounds")
    print("size      lint ms/KB  report ms/KB  diagnostics")
    for kb, lint_ms, report_ms, found in rows:
        print(f"{kb:>5} KB  {lint_ms:>10.3f}  {report_ms:>12.3f}  {found:>11,}")
    first, last = rows[0], rows[-1]
    print(f"ratio {last[0]} KB / {first[0]} KB per KB: lint {last[1] / first[1]:.2f}x, "
          f"report {last[2] / first[2]:.2f}x (linear: within 2x)")
    lint = [r[1] for r in rows]
    report = [r[2] for r in rows]
    print(f"ratio slowest / fastest size per KB: lint {max(lint) / min(lint):.2f}x, "
          f"report {max(report) / min(report):.2f}x (fixed costs weigh on the smallest sizes)")


def warm(folder: Path, play: bool) -> float:
    from lopti_rules.tools import audit

    start = time.perf_counter()
    results = lint_paths([folder])
    if play:
        audit(results)
    return time.perf_counter() - start


def books(rounds: int) -> None:
    """Whole-book lint: 1, 10, 50 rules; cold and warm; with and without the play audit."""
    cmd = lopti_command()
    times: dict[tuple[str, bool, int], list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folders = {n: make_book(Path(tmp) / f"book{n}", n) for n in SIZES}
        for n, folder in folders.items():  # warm-up, and the verdicts
            results = lint_paths([folder])
            from lopti_rules.tools import audit
            from lopti_rules.tools.audit.termination import risky_hooks

            played = bool(risky_hooks(results))
            audit(results)
            found = sorted({d.code for r in results for d in r.diagnostics})
            print(f"book of {n:2} rules: played {'yes' if played else 'no'}, "
                  f"diagnostics {found or 'none'}")
            wall([*cmd, "lint", str(folder)])
        bare: list[float] = []
        for _ in range(rounds):
            bare.append(wall([sys.executable, "-c", "pass"]))
            for n, folder in folders.items():
                for play in (True, False):
                    args = [*cmd, "lint"] + ([] if play else ["--static-only"]) + [str(folder)]
                    times.setdefault(("cold", play, n), []).append(wall(args))
                    times.setdefault(("warm", play, n), []).append(warm(folder, play))
    print(f"\n{rounds} interleaved rounds; seconds, median [min-max]; python -c pass: "
          f"{statistics.median(bare):.3f} [{min(bare):.3f}-{max(bare):.3f}]")
    print("mode  audit   " + "  ".join(f"{n:>2} rules{'':13}" for n in SIZES)
          + "  per hook 1->10  10->50  ratio")
    for mode in ("cold", "warm"):
        for play in (True, False):
            cells, med = [], {}
            for n in SIZES:
                ts = times[(mode, play, n)]
                med[n] = statistics.median(ts)
                cells.append(f"{med[n]:.3f} [{min(ts):.3f}-{max(ts):.3f}]")
            a = (med[10] - med[1]) / 9
            b = (med[50] - med[10]) / 40
            ratio = b / a if a > 0 else float("nan")
            print(f"{mode}  {'play  ' if play else 'static'}  " + "  ".join(cells)
                  + f"  {a * 1000:7.2f} ms  {b * 1000:6.2f} ms  {ratio:5.2f}")
    one = times[("cold", True, 1)]
    verdict = "met" if statistics.median(one) <= TARGET_COLD_S else "NOT met"
    print(f"\none file, cold, with the play audit: median {statistics.median(one):.3f} s "
          f"[{min(one):.3f}-{max(one):.3f}] (target <= {TARGET_COLD_S} s: {verdict})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--cold-runs", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=3,
                        help="interleaved rounds of the size sweep and the book benchmark")
    parser.add_argument("--sizes", default="1,10,100,1000",
                        help="sizes of the sweep in KB, comma-separated ('' skips it)")
    parser.add_argument("--books", action="store_true",
                        help="only the whole-book benchmark (1, 10, 50 rules)")
    parser.add_argument("--cold-ab", action="store_true",
                        help="only cold lint against --base, interleaved (issue 12)")
    parser.add_argument("--base", default="HEAD~1", help="the revision --cold-ab compares with")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="cold runs recompile every module (PYTHONDONTWRITEBYTECODE)")
    parser.add_argument("--child-warm", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child_warm is not None:
        child_warm(args.child_warm)
        return
    if not args.no_bytecode:
        PYCACHE["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="lopti-bench-pyc-")
        atexit.register(shutil.rmtree, PYCACHE["PYTHONPYCACHEPREFIX"], True)
    if args.cold_ab:
        cold_ab(args.base, args.rounds)
        return
    if args.books:
        books(args.rounds)
        return
    with tempfile.TemporaryDirectory() as tmp:
        paths = make_files(Path(tmp), args.files)
        rate, base_rate = in_process(paths)
        cold_t, base_t = cold(ROOT / "examples" / "rules" / "eights-skip.lopti", args.cold_runs)
    rows = [
        ("in-process lint", f"{rate:,.0f} files/s", f">= {TARGET_FILES_PER_S:,.0f} files/s",
         f"{rate / TARGET_FILES_PER_S:.2f}x", f"{base_rate:,.0f} files/s (read+split)",
         f"baseline {base_rate / rate:.0f}x faster"),
        ("cold lopti lint", f"{cold_t:.3f} s", f"< {TARGET_COLD_S:.1f} s",
         f"{TARGET_COLD_S / cold_t:.2f}x", f"{base_t:.3f} s (python -c pass)",
         f"+{cold_t - base_t:.3f} s"),
    ]
    head = ("benchmark", "measured", "target", "vs target", "baseline", "vs baseline")
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    print(f"{args.files} files; ratio > 1.00x means the target is met")
    for row in [head, tuple("-" * w for w in widths), *rows]:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))
    sizes = [int(x) for x in args.sizes.split(",") if x.strip()]
    if sizes:
        print_sweep(sweep(sizes, args.rounds), args.rounds)
    print()
    books(args.rounds)


if __name__ == "__main__":
    main()
