"""The one table search and scenario writer every witness finder uses.

A witness is a scenario TOML the user runs with ``lopti test`` (core.py). Each finder
(blocking, chains, cycles, direct, drawpile, lockout, proxies) knows its verdict and the
tables that may show it; this module does the rest the same way for all of them:

- **The tables** (:class:`Table`): a crafted position (the hands, face-down cards, pile
  and draw pile as a scenario sets them, :meth:`Table.crafted`) or a seeded deal
  (``deal = true``, ``seed = N``, :meth:`Table.dealt`), with the decisions played on it
  and the words the scenario's name gives it.
- **The writer** (:func:`scenario`, :func:`block`): the opening of each ``[[scenario]]``
  is the same everywhere: its name says which code it witnesses, the ``witness`` line
  lets the rejected rule run for that code only (compiler.WITNESS_CODES), and the rule
  files are named as lint was given them, so a scenario saved in the folder lint ran in
  finds them (``audit(witness_dir=...)`` re-roots them for one saved elsewhere); then
  the table, then ``[scenario.expect]``.
- **The search** (:func:`search`; :func:`first_witness` for a witness of one table):
  the candidates in a fixed order, each played once with the whole book as a probe; the
  first where the finder's judge sees its verdict is written with what the judge found
  and returned only once the scenario has been run again, as written, and passes
  (:func:`passes`). The budget is the number of candidates, never seconds. A candidate
  is a table, or several (proxies: the same table in each round a role's conditions
  allow, one ``[[scenario]]`` a round).
- **Errors** (:func:`book_files`, :func:`play`, :class:`Unplayable`): a book whose files
  are not all on disk, or that cannot load into a scenario (its other errors), has no
  witness: the search says "" and the finder says why where it can. A witness is never
  a traceback.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from ...language import LintResult
    from ..scenario import ScenarioResult

#: How a refusal with no scenario to replay says so, before the reason: it is still an
#: error (issue 27: "(no witness: ...)" read as "not really a problem").
NO_SCENARIO = "an error all the same, though no scenario can replay it"
#: What a probe expects: nothing the search reads (it reads the game and its events).
PROBE = ("turn = 0",)


def without_witness(message: str, reason: str) -> str:
    """``message`` with the reason no scenario shows it (LP201-LP204, LP302 ...)."""
    return f"{message} ({NO_SCENARIO}: {reason})"


# ---------------------------------------------------------------- the tables
@dataclass(frozen=True)
class Table:
    """One table a finder tries: what the scenario's name calls it, its lines (a
    scenario's table keys and decisions, as TOML, in order), and what the finder's judge
    needs to know about it (``info``: the cards played, the rounds ...)."""

    name: str
    lines: tuple[str, ...]
    info: Any = None

    @classmethod
    def crafted(cls, name: str, decisions: Sequence[str], *extra: str, info: Any = None,
                **keys: str) -> Table:
        """A position set by hand: ``keys`` (``hands='["9C", "KD"]'``, TOML values) in
        order, then the decisions, then ``extra`` lines."""
        return cls(name, (*(f"{k} = {v}" for k, v in keys.items()),
                          decisions_line(decisions), *extra), info)

    @classmethod
    def dealt(cls, name: str, players: int, decisions: Sequence[str], *extra: str,
              seed: int = 0, info: Any = None) -> Table:
        """A seeded deal of ``players`` (the scenario deals as ``lopti simulate`` does),
        then ``decisions``; seed 0 is the scenario's default and is not written."""
        return cls(name, ("deal = true", f"players = {players}",
                          *([f"seed = {seed}"] if seed else []), *extra,
                          *([decisions_line(decisions)] if decisions else [])), info)


def cards(items: Iterable[str]) -> str:
    """A TOML array of card strings: ``["4D", "4H", "JD"]``."""
    return "[" + ", ".join(toml_string(c) for c in items) + "]"


def decisions_line(moves: Sequence[str]) -> str:
    """``decisions = ["0: play 9x1"]``."""
    return "decisions = [" + ", ".join(toml_string(m) for m in moves) + "]"


# ---------------------------------------------------------------- the writer
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


def block(code: str, files: Sequence[str], table: Table, expect: Sequence[str]) -> list[str]:
    """One ``[[scenario]]`` of a witness: its opening, the table, its expectations."""
    return [*opening(code, table.name, files), *table.lines, "", "[scenario.expect]",
            *expect]


def scenario(code: str, files: Sequence[str], table: Table, expect: Sequence[str],
             why: str) -> str:
    """A witness of one scenario: a comment saying ``why`` (the rule and what broke),
    then :func:`block`."""
    return "\n".join([f"# {why}", *block(code, files, table, expect)]) + "\n"


# ---------------------------------------------------------------- errors
class Unplayable(Exception):  # noqa: N818 - a verdict on the book, not a bug
    """The book cannot load into a scenario (it has other errors, or a file is gone)."""


def book_files(results: Sequence[LintResult]) -> list[str] | None:
    """The book's files as lint was given them, or None when there are none or one is not
    on disk (no scenario can name it: no witness)."""
    files = [r.filename for r in results if r.book is not None]
    return files if files and all(Path(f).is_file() for f in files) else None


def play(text: str) -> list[ScenarioResult]:
    """Every scenario of ``text`` run; :class:`Unplayable` when the book cannot load."""
    from ..scenario import load_text, run_scenario

    try:
        loaded = load_text(text, "<witness>")
    except Exception as exc:  # noqa: BLE001 - a book that cannot load has no witness
        raise Unplayable(str(exc)) from exc
    return [run_scenario(s) for s in loaded]


def passes(text: str) -> bool:
    """Whether every scenario of ``text`` runs and passes: a witness is only ever given
    after it has been shown to hold."""
    return all(r.status == "pass" for r in play(text))


# ---------------------------------------------------------------- the search
#: What a finder's judge says of a probe's run: None (not here), or the witness's
#: expectations and the line saying why.
Verdict = tuple[Sequence[str], str] | None
Judge = Callable[[Table, "ScenarioResult"], Verdict]
#: A candidate witness of the search (a table, or the rounds of one, ...) and what its
#: finder's judge found in a probe of it.
C = TypeVar("C")
F = TypeVar("F")


def search(candidates: Iterable[C], probe: Callable[[C], str],
           judge: Callable[[C, list[ScenarioResult]], F | None],
           write: Callable[[C, F], str]) -> str:
    """The search every finder runs: each of ``candidates`` in order, written as a
    ``probe`` and played once; the first where ``judge`` finds its verdict (not None) in
    the probe's runs is written with it (``write``) and returned once it has been run
    again, as written, and passes; "" when none does or the book cannot load. The budget
    is the number of candidates, never seconds."""
    for candidate in candidates:
        try:
            ran = play(probe(candidate))
        except Unplayable:
            return ""
        found = judge(candidate, ran)
        if found is None:
            continue
        text = write(candidate, found)
        if passes(text):
            return text
    return ""


def first_witness(code: str, files: Sequence[str], tables: Iterable[Table],
                  judge: Judge) -> str:
    """The first of ``tables`` where ``judge`` sees its verdict in a probe played with the
    book, as a witness scenario for ``code`` that passes when run as written; "" when
    none does or the book cannot load (:func:`search`, one scenario a table)."""

    def verdict(table: Table, ran: list[ScenarioResult]) -> tuple[Sequence[str], str] | None:
        (run,) = ran
        return judge(table, run)

    return search(tables, lambda table: scenario(code, files, table, PROBE, "probe"),
                  verdict, lambda table, found: scenario(code, files, table, *found))
