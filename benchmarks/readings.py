"""Benchmark: what the free-text judge's readings of a sentence cost (issue 29's judge, issue 24).

Every sentence of the official cards (``tests/data/official``, as
``tests/language/test_free_text_changes.py`` reads them) is read by ``changes.changed``,
the pass that finds every family of claims a sentence may make. Each round times, in one
fresh process, the tokenising of all the sentences (``textnorm.read`` and ``clauses``:
the baseline) and then ``changes.changed`` on them, cold (the first pass, which builds
what the readings need) and warm (a second pass); the rounds are separate processes, so
each has a cold pass. Printed: microseconds a sentence and the ratio of each pass to the
tokenising of the same sentences, as ranges over the rounds (process CPU time; the
machine is shared, so quote the range and the command).

This replaces a timed assertion that used to sit in the test file (a test must not
depend on the machine's load).

Run: ``.venv/bin/python benchmarks/readings.py [--rounds 5]``.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, re, sys, time
from pathlib import Path
from lopti_rules.language.text import changes
from lopti_rules.language.text.textnorm import clauses, read
texts = []
for card in sorted(Path(sys.argv[1]).glob("*")):
    if card.name == "README.md":
        continue
    for line in card.read_text(encoding="utf-8").splitlines():
        line = re.sub(r"^[-#*\d. ]+", "", line).replace("**", "").strip()
        parts = re.split(r"(?<=[.!?\u3002\uff01\uff1f;\uff1b])\s*", line)
        texts += [s for s in parts if len(s) >= 6]
start = time.process_time()
sentences = [(s, clauses(s)) for t in texts for s in read(t).sentences]
base = time.process_time() - start
out = {"n": len(sentences), "read": base}
for name in ("cold", "warm"):
    start = time.process_time()
    for s, c in sentences:
        changes.changed(s, c)
    out[name] = time.process_time() - start
print(json.dumps(out))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    runs = []
    for _ in range(args.rounds):
        cards = str(ROOT / "tests" / "data" / "official")
        done = subprocess.run([sys.executable, "-c", CHILD, cards],
                              capture_output=True, text=True, check=True, cwd=ROOT)
        runs.append(json.loads(done.stdout))
    n = runs[0]["n"]
    print(f"{n} sentences of the official cards, {args.rounds} rounds (fresh processes)")
    for name in ("read", "cold", "warm"):
        per = sorted(r[name] / r["n"] * 1e6 for r in runs)
        ratio = sorted(r[name] / r["read"] for r in runs)
        print(f"  {name:5} {per[0]:8.1f}-{per[-1]:8.1f} µs a sentence, "
              f"{ratio[0]:5.2f}-{ratio[-1]:5.2f}x the tokenising")


if __name__ == "__main__":
    main()
