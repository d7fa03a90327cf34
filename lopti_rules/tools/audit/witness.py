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

#: How a refusal with no scenario to replay says so, before the reason: it is still an
#: error (issue 27: "(no witness: ...)" read as "not really a problem").
NO_SCENARIO = "an error all the same, though no scenario can replay it"


def without_witness(message: str, reason: str) -> str:
    """``message`` with the reason no scenario shows it (LP201-LP204, LP302 ...)."""
    return f"{message} ({NO_SCENARIO}: {reason})"


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string: quotes, backslashes and control characters
    escaped, so any rule file name or rule name reads back as written (a quote in one
    made the whole witness unreadable, and it was dropped). A lone surrogate (a file
    name that is no UTF-8) cannot be written in TOML: it becomes U+FFFD, and a witness
    naming that file does not run, so it is not shown."""
    out = ['"']
    for ch in text:
        o = ord(ch)
        if ch in '"\\':
            out.append("\\" + ch)
        elif o < 0x20 or o == 0x7F:
            out.append(f"\\u{o:04X}")
        elif 0xD800 <= o <= 0xDFFF:
            out.append("\ufffd")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def rule_paths(files: Sequence[str]) -> str:
    """The rule files as a TOML array of strings (``"a.lopti", "b.lopti"``, no brackets)."""
    return ", ".join(toml_string(Path(f).as_posix()) for f in files)


def opening(code: str, name: str, files: Sequence[str]) -> list[str]:
    """The first lines of one witness ``[[scenario]]`` for ``code``: its header, its name
    (``"<code> witness: <name>"``), and, when there are rule files, the ``witness`` line
    and the files (a scenario without them is the base game's baseline)."""
    return ["[[scenario]]", f"name = {toml_string(f'{code} witness: {name}')}",
            *([f'witness = "{code}"', f"rules = [{rule_paths(files)}]"] if files else [])]


def passes(text: str) -> bool:
    """Whether the one scenario of ``text`` runs and passes: a witness is only ever given
    after it has been shown to hold."""
    (scenario,) = load_text(text, "<witness>")
    return run_scenario(scenario).status == "pass"
