"""Rules whose hooks run by their tap form play the same games as the reference (issue 24).

A bounded hook on a hot event (play, pickup, draw, clear, turn) runs on the tap's plain
values in play (``firings.run_tap``, ``sandbox/tapform.py``): no payload, views built
when read, its counts changed in their slot. The reference path (``prechecks=False``)
builds the payload and the views and meters every call. Both play the same games, byte
for byte, with the same counts, firings and stops, also with nobody listening to rule
records (kept and counted firings then take their short paths).
"""

from __future__ import annotations

import functools

from support.games import play_with_rules
from support.paths import EXAMPLES, ROOT

from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime, bot_agents

#: Rules with a tap-form hook that counts (R-CUSTOM-3: a rule's own counts).
FILES = [ROOT / "benchmarks" / "data" / "every-play.lopti",
         EXAMPLES / "eights-twice-in-a-row.lopti", EXAMPLES / "third-three.lopti",
         EXAMPLES / "house-twice-in-a-row.lopti"]


@functools.cache
def _books():  # type: ignore[no-untyped-def]
    return [compile_text(f.read_text(encoding="utf-8"), f.name) for f in FILES]


def _run(prechecks: bool, listen: bool) -> tuple[object, ...]:
    rt = RuleRuntime(_books(), prechecks=prechecks)
    records: list[str] = []
    if listen:
        rt.listen(lambda r: records.append(repr(r)))
    games = []
    for round_number, seed in enumerate((3, 4, 5), 1):  # one session: counts go on
        play = play_with_rules(rt, 4, seed, "greedy", agents=bot_agents(4, seed))
        games.append((repr(play.game.history), repr(play.memory), tuple(play.fired)))
        rt.next_round(play)
        assert rt.round_number == round_number + 1
    return tuple(games), tuple(rt.fired), tuple(rt.stopped), tuple(records)


def test_tap_form_hooks_are_used_on_the_fast_path_only() -> None:
    fast = RuleRuntime(_books())
    sources = [h.source for hs in fast.handlers.values() for h in hs]
    # written into the handler by the sandbox (``sandbox/fused.py``): no runner call
    assert any("_L0__M_ = play.memory[" in s for s in sources)
    assert not any("tap0(" in s for s in sources)
    reference = RuleRuntime(_books(), prechecks=False)
    assert not any("tap0(" in h.source or "_L0_" in h.source
                   for hs in reference.handlers.values() for h in hs)


def test_r_custom_3_counting_rules_play_the_same_games_by_the_tap_form_and_the_reference(
        ) -> None:
    quiet = _run(True, False)
    assert quiet == _run(False, False)
    assert any(any(m) for _, memory, _ in quiet[0] for m in eval(memory))  # noqa: S307
    assert _run(True, True) == _run(False, True)
