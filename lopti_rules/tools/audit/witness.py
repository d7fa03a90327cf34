"""What every witness finder writes and checks the same way: a scenario's opening lines.

A witness is a scenario TOML the user runs with ``lopti test`` (core.py). Each finder
(blocking, chains, cycles, drawpile, lockout, proxies) sets its own table; the opening of
each ``[[scenario]]`` is the same everywhere: its name says which code it witnesses, the
``witness`` line lets the rejected rule run for that code only (compiler.WITNESS_CODES),
and the rule files are named as lint was given them, so a scenario saved in the folder
lint ran in finds them (``audit(witness_dir=...)`` re-roots them for one saved elsewhere).
A finder returns its text only once the scenario has been run and passes (:func:`passes`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..scenario import load_text, run_scenario


def rule_paths(files: Sequence[str]) -> str:
    """The rule files as a TOML array of strings (``"a.lopti", "b.lopti"``, no brackets)."""
    return ", ".join(f'"{Path(f).as_posix()}"' for f in files)


def opening(code: str, name: str, files: Sequence[str]) -> list[str]:
    """The first lines of one witness ``[[scenario]]`` for ``code``: its header, its name
    (``"<code> witness: <name>"``), and, when there are rule files, the ``witness`` line
    and the files (a scenario without them is the base game's baseline)."""
    return ["[[scenario]]", f'name = "{code} witness: {name}"',
            *([f'witness = "{code}"', f"rules = [{rule_paths(files)}]"] if files else [])]


def passes(text: str) -> bool:
    """Whether the one scenario of ``text`` runs and passes: a witness is only ever given
    after it has been shown to hold."""
    (scenario,) = load_text(text, "<witness>")
    return run_scenario(scenario).status == "pass"
