"""Settings of lint and fmt: the ``[tool.lopti]`` table of pyproject.toml, and code filters.

The table is found as ruff finds its own: from the working folder upwards, the first
``pyproject.toml`` that holds a ``[tool.lopti]`` table (files without one are passed
over). Its keys are defaults: a flag given on the command line wins. An unknown key or
a value of the wrong type is an InputError naming the file and the key, never ignored.
``paths`` are relative to the folder of the pyproject.toml.

``--select`` and ``--ignore`` take codes (``LP201``) and prefixes (``LP3``, ``LP9``,
``LS``); a prefix that matches no code is an error, so a typo never hides everything.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ...errors import InputError
from ...inputs import read_text, toml_loads
from ...records import Record
from ..report.diagnostics import Diagnostic

if TYPE_CHECKING:
    from .linter import LintResult

#: key of [tool.lopti] -> (the type of its value, what it is for)
CONFIG_KEYS: dict[str, tuple[type, str]] = {
    "paths": (list, "files and folders to check when none are given (default: '.')"),
    "format": (str, "lint's output format: text, json, sarif or github"),
    "select": (list, "report only these codes and prefixes (LP3, LP901)"),
    "ignore": (list, "do not report these codes and prefixes"),
    "exit-zero": (bool, "lint exits 0 even when it found problems"),
    "quiet": (bool, "print only the problems: no summary, no 'reformatted' lines"),
    "static-only": (bool, "lint only reads the rules: no games played"),
    "each": (bool, "lint each file as a rule book of its own"),
}


class Config(Record):
    """The ``[tool.lopti]`` table in effect: where it was read (None: none found) and its
    values, keys as written (``exit-zero``)."""

    __slots__ = ("path", "values")
    path: Path | None
    values: dict[str, object]

    def __init__(self, path: Path | None = None, values: dict[str, object] | None = None
                 ) -> None:
        self._init(path, {} if values is None else values)

    def get(self, key: str, default: object = None) -> object:
        """The value of ``key``, or ``default`` when the table does not set it."""
        return self.values.get(key, default)

    def flag(self, key: str) -> bool:
        """The value of a true-or-false key (False when the table does not set it)."""
        return self.values.get(key) is True

    def listed(self, key: str) -> list[str]:
        """The strings of a list key (empty when the table does not set it)."""
        value = self.values.get(key)
        return [str(v) for v in value] if isinstance(value, list) else []

    def paths(self) -> list[str]:
        """The ``paths`` of the table, relative to the working folder where they can be."""
        listed = self.values.get("paths")
        if not isinstance(listed, list) or self.path is None:
            return []
        base = self.path.parent
        out = []
        for p in listed:
            full = base / str(p)
            try:
                out.append(os.path.relpath(full))
            except ValueError:  # another drive (Windows)
                out.append(str(full))
        return out


def find_config(start: Path | None = None) -> Path | None:
    """The first pyproject.toml holding ``[tool.lopti]`` in ``start`` (default: the working
    folder) or a folder above it, or None."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file() and "lopti" in _tool_tables(candidate):
            return candidate
    return None


#: Where a TOML text may hold a ``[tool.lopti]`` table: ``tool.lopti`` in a header or a
#: dotted key (spaces and quotes allowed around the dot), a ``[tool]`` table, an inline
#: ``tool = {...}``, or a key written with escapes. A pyproject.toml matching none of
#: them has no such table, and is not parsed to find out.
_MAY_HOLD_LOPTI = re.compile(
    r"""tool["']?[ \t]*\.[ \t]*["']?lopti|^[ \t]*\[[ \t]*["']?tool["']?[ \t]*\]"""
    r"""|^[ \t]*["']?tool["']?[ \t]*=|\\[uU]""", re.MULTILINE)


def _tool_tables(path: Path) -> dict[str, object]:
    """The ``[tool]`` table of a pyproject.toml; a file that is not TOML counts as holding
    ``[tool.lopti]`` when its text names it, so load_config reports it instead of passing
    over the settings the user wrote."""
    try:
        text = read_text(path, "settings file")
    except OSError:
        return {}
    except InputError:  # too large or not UTF-8: load_config says so if it is ours
        return {"lopti": None}
    if not _MAY_HOLD_LOPTI.search(text):
        return {}  # no [tool.lopti] in any spelling: not parsed (tomllib: issue 24)
    import tomllib

    try:
        tool = toml_loads(text, source=str(path)).get("tool", {})
    except (tomllib.TOMLDecodeError, InputError):
        return {"lopti": None} if "tool.lopti" in text else {}
    return tool if isinstance(tool, dict) else {}


def load_config(start: Path | None = None, *, file: Path | str | None = None,
                isolated: bool = False) -> Config:
    """The ``[tool.lopti]`` table found from ``start`` upwards (an empty Config when there
    is none); raise InputError for a file that cannot be read, an unknown key or a value
    of the wrong type.

    ``isolated`` (``--isolated``) reads no file at all. ``file`` (``--config FILE``) reads
    that file instead of searching: its ``[tool.lopti]`` table, or, when it has no
    ``[tool]`` table (a ``lopti.toml``), its top-level keys; its ``paths`` are relative
    to its folder."""
    if isolated:
        return Config()
    if file is not None:
        return _load_named(Path(file))
    path = find_config(start)
    if path is None:
        return Config()
    import tomllib

    try:
        table = toml_loads(read_text(path, "settings file"), source=str(path))["tool"]["lopti"]
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise InputError(f"cannot read [tool.lopti]: {exc}", source=str(path)) from None
    except InputError as exc:
        raise InputError(f"cannot read [tool.lopti]: {exc.message}", source=str(path),
                         line=exc.line) from None
    if not isinstance(table, dict):
        raise InputError("[tool.lopti] must be a table", source=str(path))
    return Config(path, check_table(table, str(path)))


def _load_named(path: Path) -> Config:
    """The settings of the file given with ``--config``: a missing file is an error."""
    import tomllib

    try:
        data = toml_loads(read_text(path, "settings file"), source=str(path))
    except FileNotFoundError:
        raise InputError("--config: no such file", source=str(path)) from None
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise InputError(f"--config: cannot read settings: {exc}", source=str(path)) from None
    except InputError as exc:
        raise InputError(f"--config: cannot read settings: {exc.message}", source=str(path),
                         line=exc.line) from None
    tool = data.get("tool")
    if isinstance(tool, dict) or path.name == "pyproject.toml":
        table = tool.get("lopti", {}) if isinstance(tool, dict) else {}
        if not isinstance(table, dict):
            raise InputError("[tool.lopti] must be a table", source=str(path))
    else:
        table = data
    return Config(path.absolute(), check_table(table, str(path)))


def check_table(table: dict[str, object], source: str) -> dict[str, object]:
    """``table`` when every key is known and every value has its type; else InputError."""
    for key, value in table.items():
        if key not in CONFIG_KEYS:
            import difflib

            close = difflib.get_close_matches(key.replace("_", "-"), CONFIG_KEYS, n=1)
            hint = f" (did you mean '{close[0]}'?)" if close else ""
            raise InputError(f"[tool.lopti]: unknown key '{key}'{hint}; known keys: "
                             + ", ".join(CONFIG_KEYS), source=source)
        kind = CONFIG_KEYS[key][0]
        if not isinstance(value, kind) or (kind is list and not all(
                isinstance(v, str) for v in value)):  # type: ignore[attr-defined]
            want = {list: "a list of strings", str: "a string", bool: "true or false"}[kind]
            raise InputError(f"[tool.lopti]: '{key}' must be {want}", source=source)
    if "format" in table:
        from ..report.formats import FORMATS

        if table["format"] not in FORMATS:
            raise InputError(f"[tool.lopti]: 'format' must be one of {', '.join(FORMATS)}",
                             source=source)
    for key in ("select", "ignore"):
        if key in table:
            check_selectors(table[key], f"[tool.lopti] {key}", source)  # type: ignore[arg-type]
    return dict(table)


# ---------------------------------------------------------------- code filters


def check_selectors(selectors: Iterable[str], what: str, source: str | None = None) -> list[str]:
    """The selectors upper-cased; InputError for one that is no code and no prefix of one."""
    out = []
    for raw in selectors:
        from ..report import codes  # the registry: only when a selector is given

        sel = raw.strip().upper()
        if not sel or not any(code.startswith(sel) for code in codes.ALL_CODES):
            raise InputError(f"{what}: '{raw}' is no lint code or prefix of one "
                             "(e.g. LP201, LP2, LP9, LS)", source=source)
        out.append(sel)
    return out


def split_selectors(values: Iterable[str]) -> list[str]:
    """``--select LP2,LP3 --select LP9`` as one list (commas and repeats both work)."""
    return [part for value in values for part in value.split(",") if part.strip()]


class CodeFilter(Record):
    """Which codes a run reports: those matching ``select`` (all when empty) and not
    ``ignore``; the longer matching selector wins, as in ruff (``--select LP9 --ignore
    LP906``, or ``--ignore LP9 --select LP906``)."""

    __slots__ = ("select", "ignore")
    select: tuple[str, ...]
    ignore: tuple[str, ...]

    def __init__(self, select: tuple[str, ...] = (), ignore: tuple[str, ...] = ()) -> None:
        self._init(select, ignore)

    def __bool__(self) -> bool:
        return bool(self.select or self.ignore)

    def shows(self, code: str) -> bool:
        """True when a diagnostic of ``code`` is reported."""
        chosen = max((len(s) for s in self.select if code.startswith(s)), default=-1)
        if self.select and chosen < 0:
            return False
        dropped = max((len(s) for s in self.ignore if code.startswith(s)), default=-1)
        return dropped < chosen or dropped < 0

    def split(self, diagnostics: Sequence[Diagnostic]) -> tuple[list[Diagnostic],
                                                                 list[Diagnostic]]:
        """The diagnostics reported, and those left out."""
        shown = [d for d in diagnostics if self.shows(d.code)]
        return shown, [d for d in diagnostics if not self.shows(d.code)]


def filter_results(results: Sequence[LintResult], chosen: CodeFilter) -> list[Diagnostic]:
    """Keep in each result only the diagnostics ``chosen`` reports; return those left out.

    The caller still counts the errors left out that protect players (every family but
    hygiene): a filter decides what is shown, never that a harmful rule is clean.
    """
    hidden: list[Diagnostic] = []
    if not chosen:
        return hidden
    for r in results:
        r.diagnostics, dropped = chosen.split(r.diagnostics)
        hidden += dropped
    return hidden
