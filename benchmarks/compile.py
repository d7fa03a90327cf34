"""Benchmark: compiling each example rule, and calling its hooks sandboxed vs as plain Python.

Table 1, per example rule (``examples/rules/*.lopti``): the time of each stage of
``compile_text`` (parse, validate, generate Python, ``sandbox.compile_rule``:
``check_generated`` + RestrictedPython + exec in fresh globals) and of the whole,
against a baseline measured in the same process: Python's own ``compile`` + ``exec``
of the same generated source.

Table 2, per example rule: one hook call on an event that makes it fire and on
one that does not, as ``sandbox.run_hook`` and as the function body alone, against
the *same generated source* compiled with plain ``compile`` (no RestrictedPython
guards) and run with the same helpers and effect constructors.

Run: ``.venv/bin/python benchmarks/compile.py [--number N]``.
"""

from __future__ import annotations

import argparse
import statistics
import timeit
from collections.abc import Callable
from itertools import repeat
from pathlib import Path
from typing import Any

from lopti_rules.engine.events import Clear, Deal, Event, Pickup, Play
from lopti_rules.language import compile_text, generate_rule
from lopti_rules.language.analysis.validator import validate
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.sandbox import DEFAULT_POLICY, compile_rule, run_hook
from lopti_rules.sandbox.eventview import event_view
from lopti_rules.sandbox.view import RoundView, RuleView, SeatState, table_view

EXAMPLES = sorted((Path(__file__).parents[1] / "examples" / "rules").glob("*.lopti"))
SEATS = [SeatState(3, 3, 3), SeatState(0, 3, 3), SeatState(1, 0, 2), SeatState(3, 2, 3)]
VIEW = table_view(SEATS, current=1, dealer=0, last_winner=2, pile=6, draw_pile=12, top_rank=12,
                  top_count=1, cleared=9,
                  round=RoundView(number=2, turns=9, plays=8, clears=2, pickups=1, draws=3))
RULE_VIEW = RuleView(rounds=1, clears=2, pickups=1, fired=0)


def _play(rank: int, count: int = 1, previous: int | None = 12) -> Play:
    return Play(player=1, rank=rank, count=count, cards=(), source="hand",  # type: ignore[arg-type]
                bonus=False, previous_rank=previous, previous_count=1)  # type: ignore[arg-type]


def _clear(cause: str, count: int = 4) -> Clear:
    return Clear(player=1, cause=cause, count=count, cards=())  # type: ignore[arg-type]


#: Per example: (an event that makes the rule fire, one that does not).
EVENTS: dict[str, tuple[Event, Event]] = {
    "ace-high-only": (_play(14), _play(4)),
    "big-clear-fewest-takes": (_clear("ten", 9), _clear("ten", 3)),
    "big-pickup-groan": (Pickup(player=1, count=12, reason="choice"),  # type: ignore[arg-type]
                         Pickup(player=1, count=3, reason="choice")),  # type: ignore[arg-type]
    "big-play-goes-low": (_play(6, 3), _play(6, 1)),
    "deal-pass-left": (Deal(dealer=0, leader=1, players=4),) * 2,  # type: ignore[arg-type]
    "eights-skip": (_play(8), _play(4)),
    "empty-hand-helper": (_play(4),) * 2,  # the acting player's hand is empty
    "five-roshambo": (_play(5), _play(4)),
    "four-clear-pairs": (_clear("four"), _clear("ten")),
    "jack-on-queen": (_play(11), _play(11, previous=4)),
    "kings-pair": (_play(13, 2), _play(13, 1)),
    "nine-reverses": (_play(9), _play(4)),
    "pickup-draws-one": (Pickup(player=1, count=3, reason="choice"),) * 2,  # type: ignore[arg-type]
    "queen-peeks": (_play(12), _play(4)),
    "second-clear-draws": (_clear("ten"),) * 2,  # round.clears is 2
    "ten-says-lopti": (_clear("ten"), _clear("four")),
    "winner-wishes-luck": (Deal(dealer=0, leader=1, players=4),) * 2,  # type: ignore[arg-type]
}


def _best(fn: Callable[[], object], number: int, runs: int = 7) -> float:
    """Best of ``runs``, in microseconds per call."""
    return min(timeit.repeat(fn, number=number, repeat=runs)) / number * 1e6


def compile_row(path: Path, number: int) -> tuple[float, ...]:
    """Microseconds per rule: parse, validate, generate, sandbox, total, plain compile."""
    text = path.read_text(encoding="utf-8")
    book = parse(text, path.name)
    validate(book)
    rule = book.rules[0]
    gen = generate_rule(rule, filename=path.name)
    return (
        _best(lambda: parse(text, path.name), number),
        _best(lambda: validate(book), number),
        _best(lambda: generate_rule(rule, filename=path.name), number),
        _best(lambda: compile_rule(gen.source, rule=gen.name, line_map=gen.line_map), number),
        _best(lambda: compile_text(text, path.name), number),
        _best(lambda: exec(compile(gen.source, "<plain>", "exec"), {}), number),
    )


def compile_table(number: int) -> None:
    print(f"{'rule':<24} {'parse':>7} {'valid.':>7} {'gen.':>6} {'sandbox':>8} {'total':>8} "
          f"{'plain':>7} {'ratio':>7}")
    ratios = []
    for path in EXAMPLES:
        t_parse, t_valid, t_gen, t_box, t_total, t_plain = compile_row(path, number)
        ratios.append(t_total / t_plain)
        print(f"{path.stem:<24} {t_parse:>7.0f} {t_valid:>7.0f} {t_gen:>6.0f} {t_box:>8.0f} "
              f"{t_total:>8.0f} {t_plain:>7.0f} {t_total / t_plain:>6.1f}x")
    print(f"{'median':<24} {'':>7} {'':>7} {'':>6} {'':>8} {'':>8} {'':>7} "
          f"{statistics.median(ratios):>6.1f}x")
    print("microseconds per rule. parse/valid./gen.: the compiler's stages; sandbox:")
    print("check_generated + RestrictedPython + exec in fresh globals; total: compile_text")
    print("(lint + generate + sandbox); plain: Python's compile + exec of the same source.")
    print("ratio: total / plain.")


def _plain_hook(source: str, name: str) -> Callable[..., Any]:
    """The same generated source, compiled by plain Python, with the same helpers."""
    env = DEFAULT_POLICY.new_globals()
    env["fuel"] = repeat(None).__next__
    exec(compile(source, "<plain>", "exec"), env)
    fn: Callable[..., Any] = env[name]
    return fn


def call_table(number: int) -> None:
    print(f"\n{'rule':<24} {'event':<6} {'plain':>6} {'body':>6} {'ratio':>6} {'run_hook':>9} "
          f"{'ratio':>6}")
    ratios: list[float] = []
    for path in EXAMPLES:
        book = compile_text(path.read_text(encoding="utf-8"), path.name)
        entry = book.rules[0]
        hook = entry.hooks[0].hook
        plain = _plain_hook(entry.python, hook.name)
        for label, ev in zip(("fires", "quiet"), EVENTS[path.stem], strict=True):
            if label == "quiet" and ev is EVENTS[path.stem][0]:
                continue
            evv = event_view(ev, VIEW)
            assert (len(run_hook(hook, VIEW, evv, RULE_VIEW))
                    == len(plain(VIEW, evv, RULE_VIEW))), path.stem
            assert label == "quiet" or run_hook(hook, VIEW, evv, RULE_VIEW), path.stem
            t_plain = _best(lambda: plain(VIEW, evv, RULE_VIEW), number)  # noqa: B023
            t_run = _best(lambda: run_hook(hook, VIEW, evv, RULE_VIEW), number)  # noqa: B023
            fuel = hook.globals["fuel"]
            hook.globals["fuel"] = repeat(None).__next__
            t_body = _best(lambda: hook.function(VIEW, evv, RULE_VIEW), number)  # noqa: B023
            hook.globals["fuel"] = fuel
            ratios.append(t_run / t_plain)
            print(f"{path.stem:<24} {label:<6} {t_plain:>6.2f} {t_body:>6.2f} "
                  f"{t_body / t_plain:>5.2f}x {t_run:>9.2f} {t_run / t_plain:>5.2f}x")
    print(f"{'median run_hook / plain':<46} {statistics.median(ratios):>20.2f}x")
    print("microseconds per call. plain: the generated function compiled by Python itself")
    print("(no guards) with the same helpers; body: the RestrictedPython-compiled function")
    print("alone; run_hook: the whole sandboxed call (fuel, failure handling, effect checks).")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--number", type=int, default=200, help="compiles per timing run")
    parser.add_argument("--calls", type=int, default=20_000, help="hook calls per timing run")
    args = parser.parse_args()
    assert all(lint_text(p.read_text(encoding="utf-8")).ok for p in EXAMPLES)
    missing = {p.stem for p in EXAMPLES} - EVENTS.keys()
    if missing:
        raise SystemExit(f"no benchmark events for: {', '.join(sorted(missing))}")
    compile_table(args.number)
    call_table(args.calls)


if __name__ == "__main__":
    main()
