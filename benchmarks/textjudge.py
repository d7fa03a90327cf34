"""The free-text judge's cost (issue 23 and 24): this checkout against another revision.

Run: ``.venv/bin/python benchmarks/textjudge.py --base REV`` (``--rounds 6``).

The corpus is every ``says`` and ``does`` text of the bundled examples and of the red-team
and test sets that parse (``examples/**/*.lopti``, ``tests/data/**/*.lopti``): what a
table's texts look like, in the five languages, about 2,800 texts. Each round
judges the corpus once in a child process per tree (``language/text/harm.judge``,
the judge every ``says``/``does`` text goes through), after a warm-up on every tenth text
(regular expressions compiled, lexicons loaded): the other nine tenths are timed, each
judged for the first time (``judge`` keeps its verdicts), the order of the two trees alternating
round by round (as ``benchmarks/ab.py`` does: a noisy neighbour hits both alike). The
child checks that both trees give the same codes for every text: a faster judge that
judged otherwise would be a different judge.

Prints the B/A CPU ratio as min-median-max over the rounds (below 1.00: this checkout is
faster) and each side's median microseconds a text.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import tempfile
import time
from pathlib import Path

from ab import extract, interleaved  # a revision's tree, both run (benchmarks/ab.py)

ROOT = Path(__file__).resolve().parents[1]


def corpus() -> list[str]:
    """Every ``says``/``does`` text of the files that parse, in this checkout's parser."""
    from lopti_rules.errors import LoptiError
    from lopti_rules.language import parse
    from lopti_rules.language.tree.nodes import Say

    texts: set[str] = set()
    for folder in (ROOT / "examples", ROOT / "tests" / "data"):
        for path in sorted(folder.rglob("*.lopti")):
            try:
                book = parse(path.read_text(encoding="utf-8"), path.name)
            except (LoptiError, UnicodeDecodeError, RecursionError):
                continue
            texts.update(n.text.value for n in book.walk() if isinstance(n, Say))
    return sorted(texts)


def child(texts: list[str]) -> dict[str, object]:
    from lopti_rules.language.text.harm import judge

    for text in texts[::10]:  # the warm-up: regular expressions compiled, lexicons loaded
        judge(text)
    measured = [t for i, t in enumerate(texts) if i % 10]  # not judged yet (judge keeps)
    start = time.process_time()
    codes = [",".join(f.code for f in judge(text)) for text in measured]
    spent = time.process_time() - start
    return {"seconds": spent,
            "codes": hashlib.sha256("\n".join(codes).encode()).hexdigest()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="HEAD~1", help="the revision to compare with (A)")
    ap.add_argument("--rounds", type=int, default=6, help="interleaved rounds")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        texts = json.loads(Path(args.child).read_text(encoding="utf-8"))
        print(json.dumps(child(texts)))
        return
    texts = corpus()
    with tempfile.TemporaryDirectory() as tmp:
        corpus_file = Path(tmp) / "corpus.json"
        corpus_file.write_text(json.dumps(texts), encoding="utf-8")
        base = extract(args.base, Path(tmp))
        sides, prints = interleaved(__file__, corpus_file, base, args.rounds, "codes")
    ratios = sorted(b / a for a, b in zip(sides["A"], sides["B"], strict=True))
    print(f"{len(texts)} texts, {args.rounds} rounds, base {args.base}")
    print(f"B/A CPU: {ratios[0]:.2f} - {statistics.median(ratios):.2f} - {ratios[-1]:.2f}")
    for side in ("A", "B"):
        per = statistics.median(sides[side]) / (len(texts) - len(texts[::10])) * 1e6
        print(f"{side}: median {per:.0f} us a text")
    same = prints["A"] == prints["B"] and len(prints["A"]) == 1
    print("codes: the same for every text" if same else
          "codes: DIFFER between the trees (not the same judge)")


if __name__ == "__main__":
    main()
