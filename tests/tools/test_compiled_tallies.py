"""The trial's per-decision work compiled with the engine (hatch_build.py's ``TALLIES``: the
power, permission, seal and side tallies and the round loop, docs/trial.md "Cost") tallies the same
rounds to the same counts as its sources, which ``LOPTI_PURE=1`` loads (docs/engine.md,
"Compiled"). Runs where the installed engine is compiled (a wheel; an editable install
skips it, as tests/engine/test_compiled.py does)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from support.paths import ROOT

from lopti_rules.engine import engine_build

#: a book that restricts a next play (the permission tally runs: R-PLAY-2, and the seal
#: tally, ``sealing``, at the decisions it binds) and one that acts on pickups (the loop's
#: acted-on pickups, R-TURN-2) with effects on other seats (the side tally, ``sides``)
BOOKS = ["nines-go-low", "fair-picker-consoled"]

#: Two short evenings of the book at four players (random bots: every kind of decision),
#: printed whole (every round's facts: the tallies, the pickups, the turns); the chances
#: the permission tally counted, the pickups the book acted on, the seal tally's chances
#: and the side tally's counts (the round's facts printed whole hold the worth moved,
#: ``strength``, and the cards fed back, ``feeding``); then the build and whether each
#: compiled module loaded as its source.
CHILD = """
import sys
from lopti_rules.engine import engine_build
from lopti_rules.tools import feeding, permits, powers, roundplay, sealing, sides, strength
from lopti_rules.tools.evenings import BookPlayer, EveningSpec, base_evening
from lopti_rules.tools.rulebooks import compile_files

path = sys.argv[1]
with open(path, encoding="utf-8") as fp:
    rules = compile_files([(path, fp.read())], allow_warnings=True)
spec = EveningSpec(4, 3, "random", adopt=2)
player = BookPlayer(rules)
seen = [0, 0, 0, 0]
for seed in (3, 4):
    evening = player.evening(spec, seed, base_evening(spec, seed))
    print(repr(evening))
    seen[0] += sum(sum(r.permits[0:12:2]) for r in evening.book)
    seen[1] += sum(r.acted[0] for r in evening.book)
    seen[2] += sum(sum(r.permits[permits.SEALED:]) for r in evening.book)
    seen[3] += sum(sum(r.sides) for r in evening.book)
print(*seen)
print(engine_build(), *(m.__file__.endswith(".py")
                        for m in (powers, permits, roundplay, sealing, sides, strength,
                                  feeding)))
"""


def evenings(tmp: Path, book: str, *, pure: bool) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "LOPTI_PURE"}
    if pure:
        env["LOPTI_PURE"] = "1"
    done = subprocess.run([sys.executable, "-c", CHILD,
                           str(ROOT / "examples" / "rules" / f"{book}.lopti")],
                          env=env, cwd=tmp, capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.splitlines()


@pytest.mark.slow  # two processes, each importing the play stage: about two CPU seconds
@pytest.mark.skipif(engine_build() != "compiled",
                    reason="the engine is not compiled here (an editable or pure install)")
@pytest.mark.parametrize("book", BOOKS)
def test_r_custom_2_the_compiled_tallies_count_the_pure_tallies_rounds(tmp_path: Path,
                                                                        book: str) -> None:
    built = evenings(tmp_path, book, pure=False)
    pure = evenings(tmp_path, book, pure=True)
    assert built[-1] == "compiled" + " False" * 7  # the extensions ran
    assert pure[-1] == "pure" + " True" * 7  # LOPTI_PURE=1: the sources
    assert built[:-1] == pure[:-1] and len(built) == 4
    chances, acted, sealed, sides = map(int, built[2].split())
    # the rounds compared exercise what the book brings in: chances and the seal tally's
    # (sealing.py), acted-on pickups and the side tally's counts (sides.py)
    assert (chances > 0 and sealed > 0) if book == "nines-go-low" else (acted > 0 and sides > 0)


def test_the_build_compiles_the_modules_the_pure_switch_loads_as_sources() -> None:
    """``LOPTI_PURE=1`` loads from their sources exactly the tallies the build compiles
    (``engine/compiled.py``'s ``ALSO``, hatch_build.py's ``TALLIES``): a module compiled
    but missing there would run compiled under ``LOPTI_PURE=1``, and the comparison above
    would compare it with itself. Read from hatch_build.py's text (its import needs the
    build's hatchling)."""
    import ast

    from lopti_rules.engine.compiled import ALSO

    tree = ast.parse((ROOT / "hatch_build.py").read_text(encoding="utf-8"))
    tallies = next(ast.literal_eval(node.value) for node in tree.body
                   if isinstance(node, ast.Assign)
                   and any(getattr(t, "id", "") == "TALLIES" for t in node.targets))
    assert {f"lopti_rules.tools.{name}" for name in tallies} == set(ALSO)
    # the side and seal tallies, the worth moved and the cards fed back (session 28)
    assert {"sides", "sealing", "strength", "feeding"} <= set(tallies)
