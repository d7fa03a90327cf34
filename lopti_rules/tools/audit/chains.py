"""Witnesses for blocking refused by the runtime (LP202, LP203, LP501): a table where it is stopped.

The linter decides from a book's text that a hook's action writes what an event protects,
in the event's own hooks (``language/analysis/checks/blocks.py``) or several caused events down a
chain, maybe across files (``language/analysis/checks/chains.py``: ``before draw: clear the
pile`` then ``after clear: acting player takes 1 card from the cleared cards``). The
runtime refuses such an effect list before any of it happens and records why
(``play/protection.py``: the reason ends in the code, ``[LP202]``, and names the
pending event when the refusal is down a chain). A finder here shows it at a table: it
goes through a fixed list of small tables (:data:`TABLES`: seat 0 plays one card and
draws, clears with a 10, plays a pair or three, picks up the pile, plays its last hand
card and takes up its face-up cards, goes out, plays blind; a four-player table with a
player out), in the same order every time, plays seat 0's decision with the whole book
in play, and keeps the first table where the runtime stops the rule the diagnostic
points at for the diagnostic's code (for a chain, for a *pending* event). The witness
is that table as a scenario for ``lopti test`` (``witness = "LP202"`` lets it load the
rules the code rejects) expecting every stop it makes, the refused one with its
reason; it is run once more, as written, before it is returned. The budget is the
number of tables, never seconds.

A hook that blocks its own event directly (``before turn: skip acting player``) gets its
witness from :mod:`.direct`, through the same tables (:func:`first_refusal`): a witness
scenario may set aside the file's own blocking code too (``compiler.WITNESS_CODES``),
and the runtime refuses the hook's effects for its own event.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence

from ...language import Diagnostic, LintResult
from ..scenario import ScenarioResult
from .witness import Table, Verdict, book_files, first_witness, scenario

DOWN3 = '["4D", "4H", "JD"]'  #: one face-down card each: nobody goes out by accident
SEAT1 = "QH 2H 3H 5D"
SEAT2 = "KD"
DRAW = "6C 6D 6H 6S"

#: (what seat 0 does, the table's keys): the tables tried, in order.
TABLES: tuple[tuple[str, dict[str, str]], ...] = (
    ("play 9x1", {"hands": f'["9C", "{SEAT1}", "{SEAT2}"]', "face_down": DOWN3,
                  "pile": '["2S"]', "draw_pile": f'"{DRAW}"', "fill": '"draw_pile"'}),
    ("play 10x1", {"hands": f'["10C 8C", "{SEAT1}", "{SEAT2}"]', "face_down": DOWN3,
                   "pile": '["2S", "5S"]', "draw_pile": f'"{DRAW}"', "fill": '"draw_pile"'}),
    ("play 9x1", {"hands": f'["9C 8C 7C 5C", "{SEAT1}", "{SEAT2}"]', "face_down": DOWN3,
                  "pile": '["2S"]', "draw_pile": f'"{DRAW}"', "fill": '"draw_pile"'}),
    ("play 9x2", {"hands": f'["9C 9D", "{SEAT1}", "{SEAT2}"]', "face_down": DOWN3,
                  "pile": '["2S"]', "draw_pile": f'"{DRAW}"', "fill": '"draw_pile"'}),
    ("pickup", {"hands": f'["5C", "{SEAT1}", "{SEAT2}"]', "face_down": DOWN3,
                "pile": '["8S", "9S"]', "draw_pile": f'"{DRAW}"', "fill": '"draw_pile"'}),
    # the draw pile is empty: the last hand card takes up the face-up cards (R-FACE-1)
    ("play 9x1", {"hands": f'["9C", "{SEAT1}", "{SEAT2}"]', "face_up": '["QC KC", "", ""]',
                  "face_down": DOWN3, "pile": '["2S"]', "draw_pile": '""'}),
    # nothing left after the play: seat 0 goes out (R-WIN-4)
    ("play 9x1", {"hands": f'["9C", "{SEAT1}", "{SEAT2}"]', "face_down": '["", "4H", "JD"]',
                  "pile": '["2S"]', "draw_pile": '""'}),
    # hand and face-up cards gone: a blind play (R-FACE-2)
    ("flip", {"hands": f'["", "{SEAT1}", "{SEAT2}"]', "face_down": '["9C 4D", "4H", "JD"]',
              "pile": '["2S"]', "draw_pile": '""'}),
    # four players, seat 3 already out (R-WIN-4)
    ("play 9x1", {"players": "4", "hands": f'["9C", "{SEAT1}", "{SEAT2}", ""]',
                  "face_down": '["4D", "4H", "JD", ""]', "out": "[3]", "pile": '["2S"]',
                  "draw_pile": f'"{DRAW}"', "fill": '"draw_pile"'}),
)
CHAIN = "through the events the book causes"
_RULE = re.compile(r'rule "((?:[^"\\]|\\.)*)" \((?:before|after) \w+')


def _table(decision: str, table: dict[str, str]) -> Table:
    return Table.crafted(f'seat 0 {decision.replace("x", " x ")}', [f"0: {decision}"],
                         **table)


def scenario_toml(code: str, files: Sequence[str], decision: str, table: dict[str, str],
                  stopped: Sequence[dict[str, str]], why: str) -> str:
    """The scenario of one of :data:`TABLES` for ``code``, expecting the stops
    ``stopped`` (none: a probe)."""
    return scenario(code, files, _table(decision, table), _expect(stopped), why)


def _expect(stopped: Sequence[dict[str, str]]) -> list[str]:
    return [("rules_stopped = [" + ", ".join(
        f'{{ rule = {json.dumps(s["rule"])}, reason = {json.dumps(s["reason"])} }}'
        for s in stopped) + "]") if stopped else "turn = 1"]


def target(d: Diagnostic) -> str | None:
    """The rule the runtime must stop for a chain's ``d``: the last step its message
    names (the hook whose action writes what the pending event protects)."""
    steps = _RULE.findall(d.message)
    return steps[-1].replace('\\"', '"') if steps else None


def refused(stop: dict[str, str], rule: str, code: str) -> bool:
    """Whether the runtime's ``stop`` is the refusal ``code`` names: of ``rule``, while
    the hooks of a pending event it blocks ran (``protection.pending_reason``)."""
    reason = stop["reason"]
    return stop["rule"] == rule and f"[{code}]" in reason and "would block the pending" in reason


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """A scenario where the runtime refuses the rule ``d`` points at for its code, or ""."""
    files = book_files(results)
    if files is None:
        return ""
    if d.code == "LP501" and CHAIN not in d.message:
        # cards to a player who is out, in the hook itself: the runtime refuses the whole
        # firing at the receiver's check (play/plans.receiver_refused, R-WIN-4)
        return first_refusal(d.code, files, _out_refusal(result, d))
    rule = target(d) if CHAIN in d.message else None
    if rule is None:
        return ""
    return first_refusal(d.code, files, lambda stop: refused(stop, rule, d.code))


def _out_refusal(result: LintResult, d: Diagnostic) -> Callable[[dict[str, str]], bool]:
    """Whether a stop is the runtime refusing the rule ``d`` points into for giving cards
    to a finished player (R-WIN-4)."""
    names = {rule.name for rule in (result.book.rules if result.book else ())
             for hook in rule.hooks
             if any((getattr(n, "line", None), getattr(n, "column", None)) == (d.line, d.column)
                    for n in hook.walk())}
    return lambda stop: stop["rule"] in names and "(R-WIN-4)" in stop["reason"]


def first_refusal(code: str, files: Sequence[str],
                  hit_by: Callable[[dict[str, str]], bool]) -> str:
    """The first table of :data:`TABLES` where the runtime makes a stop ``hit_by``
    accepts, as a witness scenario for ``code`` expecting every stop it makes (run once
    more, as written, before it is returned), or "" when none of them shows it or the
    book cannot load."""

    def refusal(table: Table, ran: ScenarioResult) -> Verdict:
        stops = [{"rule": e.rule, "reason": e.reason} for e in ran.events
                 if getattr(e, "name", "") == "rule_stopped"]
        hit = next((s for s in stops if hit_by(s)), None)
        if hit is None:
            return None
        return _expect(stops), ("R-CUSTOM-2: the runtime refuses the rule's effects here, "
                                f"because they would block an event: {hit['reason']}")

    return first_witness(code, files, _tables(), refusal)


def _tables() -> Iterator[Table]:
    for decision, table in TABLES:
        yield _table(decision, table)
