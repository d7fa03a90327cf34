"""Benchmark: the language server's diagnostics latency after a change (issue 18).

Goals: under 50 ms for a 20-line rule alone, under 300 ms for a 50-rule workspace
(each rule its own file in one folder, linted as one book). What is timed is the work
the server does once the debounce fires: lint the changed document's whole book (the
open text in place of its file) and turn every diagnostic into LSP's (``LoptiServer.
diagnose``), with the transport left out. The baseline, in the same run and interleaved
round by round, is ``lint_text`` of the changed rule alone, the least the job could do.

Issue 26 asks for 150 ms at 50 rules and 300 ms at 200, growing linearly: the 10-, 50-
and 200-rule workspaces are timed side by side, interleaved round by round.

Run: ``.venv/bin/python benchmarks/lsp.py [--rounds N] [--sizes 10,50,200]``; prints
median and range, and the growth against the smallest workspace.
"""

from __future__ import annotations

import argparse
import re
import statistics
import tempfile
import time
from pathlib import Path

from lopti_rules.language import lint_text
from lopti_rules.lsp.server import LoptiServer

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "rules"


def twenty_line_rule() -> str:
    """A 20-line rule: a hook with a nested loop and branches."""
    body = ['# Twenty lines: a clear rewards the short hands.', 'rule "Twenty"',
            "  after clear when clear.count is at least 5:"]
    body += ["    for each player whose hand is at most 2:",
             "      if table.draw_pile is more than 0:", "        that player draws 1 card",
             "      else:", '        that player says "Nothing left!"']
    body += ["  after play when play.rank is 8:", "    skip next player"]
    body += ["  after pickup when pickup.count is at least 10:", "    for each other player:",
             '      that player says "Ouch!"', "    repeat 2 times:",
             "      if table.draw_pile is more than 0:", "        next player draws 1 card",
             "      else:", '        next player says "Lucky me"']
    return "\n".join(body) + "\n"


def workspace(folder: Path, rules: int) -> list[Path]:
    """``rules`` files under ``folder``: the example rules, renamed apart, one rule each."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.glob("*.lopti"))]
    singles = [t for t in texts if t.count("\nrule ") + t.startswith("rule ") == 1]
    paths = []
    for n in range(rules):
        text = re.sub(r'rule "([^"]*)"', rf'rule "\1 {n}"', singles[n % len(singles)])
        path = folder / f"r{n:02d}.lopti"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def timed(run: object) -> float:
    start = time.perf_counter()
    run()  # type: ignore[operator]
    return (time.perf_counter() - start) * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--sizes", default="10,50,200",
                    help="workspace sizes in rules, comma-separated (default 10,50,200)")
    args = ap.parse_args()
    sizes = [int(n) for n in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        alone = root / "alone"
        alone.mkdir()
        one = alone / "twenty.lopti"
        one.write_text(twenty_line_rule(), encoding="utf-8")
        books: dict[int, tuple[LoptiServer, list[Path]]] = {}
        for size in sizes:
            folder = root / f"book{size}"
            folder.mkdir()
            server = LoptiServer()
            server.book.folders = [folder]
            books[size] = server, workspace(folder, size)
            server.diagnose(books[size][1][0])  # warm caches: grammar, disk texts
        alone_server = LoptiServer()
        edits = ["", "    next player draws 1 card\n"]
        rows: dict[str, list[float]] = {"20-line rule": [], **{
            f"{size}-rule workspace": [] for size in sizes}, "baseline: lint_text, 1 rule": []}
        for n in range(args.rounds):
            text = twenty_line_rule()
            alone_server.book.open_texts[one] = text.replace("Lucky me", f"Lucky {n}")
            rows["20-line rule"].append(timed(lambda: alone_server.diagnose(one)))
            for size in sizes:  # interleaved: every size in every round
                server, paths = books[size]
                changed = paths[0].read_text(encoding="utf-8").rstrip("\n") + "\n"
                # a new text every round: a verdict kept for a text seen before is no edit
                server.book.open_texts[paths[0]] = changed + edits[n % 2] + \
                    f'    next player says "Edit {n}"\n'

                rows[f"{size}-rule workspace"].append(
                    timed(lambda s=server, p=paths[0]: s.diagnose(p)))
            rows["baseline: lint_text, 1 rule"].append(timed(lambda t=text: lint_text(t)))
    print(f"diagnostics after a change, {args.rounds} rounds, ms (median, min-max):")
    for name, values in rows.items():
        print(f"  {name:32} {statistics.median(values):9.1f}  "
              f"({min(values):.1f}-{max(values):.1f})")
    base = statistics.median(rows[f"{sizes[0]}-rule workspace"])
    print("growth against the smallest workspace (median ratio; linear would be the size "
          "ratio):")
    for size in sizes:
        print(f"  {size:4} rules: x{statistics.median(rows[f'{size}-rule workspace']) / base:.1f}"
              f" (linear: x{size / sizes[0]:.1f})")


if __name__ == "__main__":
    main()
