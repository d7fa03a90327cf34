"""Benchmark: what reading a rule's language costs (issue 25), as ratios in one run.

For the example rules (``examples/rules``) read as one batch, interleaved round by round:

- ``detect / parse``: finding an English file's language (``rulelang.detect``: the header,
  a scan of its words) against parsing it; the only cost English rules pay;
- ``parse de / parse en`` (and nl, tr): the same rules parsed in German keywords with the
  German parser (its own LALR tables, the tokens read back into English) against English;
- ``fmt --lang de / fmt``: writing the canonical text in German keywords (a token pass with
  the English parser) against formatting alone.

Ratios of medians over ``--rounds``; each language's parser is built (or loaded from the
parser cache) before the first round. Run: ``.venv/bin/python benchmarks/rulelang.py
[--rounds 15]``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from lopti_rules.language import format_text, parse, translate
from lopti_rules.language.syntax.grammar import lark_parser
from lopti_rules.language.syntax.rulelang import detect

ROOT = Path(__file__).resolve().parents[1]


def timed(work: Callable[[], object]) -> float:
    start = time.process_time()
    work()
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    texts = [format_text(p.read_text(encoding="utf-8"))
             for p in sorted((ROOT / "examples" / "rules").glob("*.lopti"))]
    foreign = {lang: [translate(t, lang) for t in texts] for lang in ("de", "nl", "tr")}
    for lang in ("en", "de", "nl", "tr"):
        lark_parser(lang)
    cases: dict[str, Callable[[], object]] = {
        "parse en": lambda: [parse(t) for t in texts],
        "detect en": lambda: [detect(t) for t in texts],
        "fmt": lambda: [format_text(t) for t in texts],
        "fmt --lang de": lambda: [format_text(t, "r", "de") for t in texts],
        **{f"parse {lang}": (lambda ts=ts: [parse(t) for t in ts])  # type: ignore[misc]
           for lang, ts in foreign.items()},
    }
    seconds: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.rounds):
        for name, work in cases.items():
            seconds[name].append(timed(work))
    median = {name: statistics.median(s) for name, s in seconds.items()}
    print(f"{len(texts)} example rules, {args.rounds} rounds, medians of CPU time")
    for name, base in (("detect en", "parse en"), ("parse de", "parse en"),
                       ("parse nl", "parse en"), ("parse tr", "parse en"),
                       ("fmt --lang de", "fmt")):
        ratios = [a / b for a, b in zip(seconds[name], seconds[base], strict=True)]
        print(f"{name} / {base}: {median[name] / median[base]:.3f} "
              f"(rounds {min(ratios):.3f}-{max(ratios):.3f}; "
              f"{median[name] * 1000:.1f} ms / {median[base] * 1000:.1f} ms)")


if __name__ == "__main__":
    main()
