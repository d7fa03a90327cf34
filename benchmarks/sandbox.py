"""Benchmark: small house-rule hooks as plain Python vs under the lopti sandbox.

Each case is one hook body written twice: as a person would write it in plain
Python, and as the rule compiler emits it (fuel ticks, capped helpers instead
of operators), compiled and run by ``lopti_rules.sandbox``. Both run in this
process on the same view and event; the table prints the time per call and
the ratio sandbox / plain (target: at most 2-3x, issue 4).

Two reference columns run the same hook body with slower attribute guards to
show why the default guard is what it is: ``StrictPolicy``'s Python-level
per-type whitelist ``_getattr_`` and RestrictedPython's stock ``safer_getattr``.

Run: ``.venv/bin/python benchmarks/sandbox.py [--number N]``.
"""

from __future__ import annotations

import argparse
import timeit
from collections.abc import Callable
from itertools import repeat
from typing import Any

from RestrictedPython.Guards import safer_getattr

from lopti_rules.engine.events import Play
from lopti_rules.sandbox import StrictPolicy, compile_rule, run_hook
from lopti_rules.sandbox.effects import Draw, Say, Skip
from lopti_rules.sandbox.view import EventView, SeatState, TableView, event_view, table_view

# --------------------------------------------------------------------------- cases


def plain_eights(view: TableView, event: EventView) -> list[Any]:
    if event.rank == 8 and view.next.hand > 0:
        return [Skip(view.next)]
    return []


def plain_quiet(view: TableView, event: EventView) -> list[Any]:
    if event.rank == 14 and event.count >= 2 and view.pile > 10:
        return [Skip(view.next)]
    return []


def plain_loop(view: TableView, event: EventView) -> list[Any]:
    out = []
    for p in view.still_in:
        if p.cards < 4 and not p.is_current:
            out.append(Draw(p, 1))
    return out


def plain_text(view: TableView, event: EventView) -> list[Any]:
    n = event.count + view.pile
    if n > 3:
        return [Say(event.player, "pile of " + str(n))]
    return []


GENERATED = {
    "eights": """
def h(view, event, rule):
    fuel()
    if event.rank == 8 and view.next.hand > 0:
        return [Skip(view.next)]
    return []
""",
    "quiet": """
def h(view, event, rule):
    fuel()
    if event.rank == 14 and event.count >= 2 and view.pile > 10:
        return [Skip(view.next)]
    return []
""",
    "loop": """
def h(view, event, rule):
    fuel()
    v_out = ()
    for v_p in view.still_in:
        fuel()
        if v_p.cards < 4 and not v_p.is_current:
            v_out = push(v_out, Draw(v_p, 1))
    return v_out
""",
    "text": """
def h(view, event, rule):
    fuel()
    v_n = add(event.count, view.pile)
    if v_n > 3:
        return [Say(event.player, text("pile of ", v_n))]
    return []
""",
}
PLAIN: dict[str, Callable[[TableView, EventView], list[Any]]] = {
    "eights": plain_eights, "quiet": plain_quiet, "loop": plain_loop, "text": plain_text,
}


# --------------------------------------------------------------------------- guards


def _table() -> tuple[TableView, EventView]:
    seats = [SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2), SeatState(3, 2, 3)]
    view = table_view(seats, current=1, dealer=0, pile=6, draw_pile=12, top_rank=8,
                      top_count=2)
    play = Play(player=1, rank=8, count=2, cards=(24, 25), source="hand", bonus=False,
                previous_rank=6, previous_count=1)
    return view, event_view(play, view)


def _best(fn: Callable[[], object], number: int) -> float:
    """Best of nine runs, in microseconds per call."""
    return min(timeit.repeat(fn, number=number, repeat=9)) / number * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--number", type=int, default=50_000, help="calls per timing run")
    args = parser.parse_args()
    view, event = _table()
    print(f"{'case':<7} {'plain':>7} {'body':>7} {'ratio':>6} {'run_hook':>9} {'ratio':>6}"
          f" {'strict':>9} {'safer_getattr':>14}")
    for case, source in GENERATED.items():
        plain = PLAIN[case]
        hook = compile_rule(source, rule=case).hooks["h"]
        assert len(plain(view, event)) == len(run_hook(hook, view, event)), case
        base = _best(lambda: plain(view, event), args.number)  # noqa: B023
        per_call = _best(lambda: run_hook(hook, view, event), args.number)  # noqa: B023
        # The hook body alone, with an endless fuel tank: what the guards cost.
        hook.globals["fuel"] = repeat(None).__next__
        body = {}
        strict = StrictPolicy().guarded_getattr
        for label, guard in (("c", getattr), ("py", strict), ("rp", safer_getattr)):
            hook.globals["_getattr_"] = guard
            body[label] = _best(lambda: hook.function(view, event, None), args.number)  # noqa: B023
        hook.globals["_getattr_"] = getattr
        print(f"{case:<7} {base:>7.3f} {body['c']:>7.3f} {body['c'] / base:>5.2f}x"
              f" {per_call:>9.3f} {per_call / base:>5.2f}x"
              f" {body['py'] / base:>8.2f}x {body['rp'] / base:>13.2f}x")
    print("times in microseconds per call; ratios against plain Python. body: the hook")
    print("function alone (guards, fuel ticks, capped helpers); run_hook: the whole call")
    print("(fresh fuel, failure handling, effect checks). strict / safer_getattr: the body")
    print("with StrictPolicy's per-type runtime _getattr_ / RestrictedPython's stock guard.")


if __name__ == "__main__":
    main()
