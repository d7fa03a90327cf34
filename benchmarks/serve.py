"""Benchmark: ``lopti serve``'s page load and lint-feedback latency, over real HTTP.

Issue 17's goal: lint feedback under 100 ms after typing stops, for a 20-line rule. The
page adds a 250 ms debounce in the browser before it asks (so typing does not lint every
key); this measures what comes after: the request to ``/api/lint`` with the session's book
and its JSON answer, wall time at the client. Baseline in the same run, interleaved: the
same text through ``language.lint_book`` in-process (what the endpoint calls), so the ratio
is the web layer's cost. Page load: GET of the session view and of the rule book, against a
GET of a static file (the server's floor), and of the Invite view (the join link's QR code,
drawn on each request). The lint answer carries the rule in plain words too; "words
in-process" is ``language.describe`` alone on the parsed rule, the share of it.

Run: ``.venv/bin/python benchmarks/serve.py [--rounds N] [--repeat N]``; a server is
started on 127.0.0.1 with a free port over a temporary archive.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "tests"))

from support.served import EIGHTS, Client, Config, free_port, new_session, start  # noqa: E402

from lopti_rules.language import describe, lint_book, parse  # noqa: E402

#: a 20-line rule: a bundled example's rule under comments saying why
RULE = "\n".join([f"# line {i}: why this rule exists, for the table" for i in range(1, 14)]
                  + (Path(__file__).parents[1] / "examples" / "rules" / "four-clear-pairs.lopti")
                  .read_text(encoding="utf-8").splitlines()[1:]) + "\n"


def timed(fn: object, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()  # type: ignore[operator]
        out.append((time.perf_counter() - t) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    assert len(RULE.splitlines()) == 20
    with tempfile.TemporaryDirectory() as tmp:
        gen = start(Config(db=str(Path(tmp) / "bench.db"), port=free_port()))
        served = next(gen)
        try:
            client = Client(served.url)
            new_session(client)
            client.post("/session/1/round", {"winner": "Ann"})
            client.post("/session/1/rule", {"text": EIGHTS})
            status, body = client.lint(RULE)
            assert status == 200 and not [d for d in body["diagnostics"]
                                          if d["severity"] == "error"], body
            book = [("rule 1", EIGHTS)]
            rows: dict[str, list[float]] = {k: [] for k in (
                "lint via /api/lint", "lint in-process", "GET session view", "GET rule book",
                "GET static file", "GET invite (QR)", "words in-process")}
            parsed = parse(RULE).rules
            for _ in range(args.rounds):  # interleaved: every workload once a round
                rows["lint via /api/lint"] += timed(lambda: client.lint(RULE), args.repeat)
                rows["lint in-process"] += timed(
                    lambda: lint_book([*book, ("new-rule.lopti", RULE)]), args.repeat)
                rows["GET session view"] += timed(lambda: client.get("/session/1"), args.repeat)
                rows["GET rule book"] += timed(lambda: client.get("/session/1/book"),
                                               args.repeat)
                rows["GET static file"] += timed(lambda: client.get("/static/app.css"),
                                                 args.repeat)
                rows["GET invite (QR)"] += timed(lambda: client.get("/invite"), args.repeat)
                rows["words in-process"] += timed(lambda: [describe(r) for r in parsed],
                                                  args.repeat)
        finally:
            gen.close()
    print(f"{args.rounds} rounds x {args.repeat} requests; ms (median, 10th-90th percentile)")
    base = statistics.median(rows["lint in-process"])
    for name, ms in rows.items():
        q = statistics.quantiles(ms, n=10)
        extra = f"  x{statistics.median(ms) / base:.2f} of in-process lint" \
            if "lint" in name or "words" in name else ""
        print(f"  {name:<22} {statistics.median(ms):7.2f}  ({q[0]:.2f}-{q[-1]:.2f}){extra}")
    lint_ms = statistics.median(rows["lint via /api/lint"])
    print(f"goal: lint feedback under 100 ms for a 20-line rule: "
          f"{'met' if lint_ms < 100 else 'NOT met'} ({lint_ms:.1f} ms median)")


if __name__ == "__main__":
    main()
