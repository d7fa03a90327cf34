"""The limits of every reader: how much of a file, how deep, how many digits, how far inflated.

Every file lopti reads passes through one of these helpers, so no input can make a
reader run out of memory or stack, or hit Python's own limits (a traceback) instead of
ours (a one-line ``InputError``, exit 2):

- :func:`read_bytes` / :func:`read_text` read at most ``FILE_BYTES[kind]`` bytes of a
  file (``/dev/zero`` is refused after that many, never read whole);
- :func:`toml_loads` and :func:`json_loads` refuse nesting deeper than ``MAX_DEPTH``
  (arrays, tables and dotted keys) and whole numbers longer than ``MAX_DIGITS`` digits
  *before* the parser sees them (both parsers recurse, and ``int()`` refuses 4,300
  digits with a ValueError of its own);
- :func:`stored_json` reads a JSON value kept in a column of the archive (a round's
  outcome and counts, ballots, base-rule values) under the same limits, and at most
  ``MAX_STORED_JSON`` characters: a damaged or hostile row is an InputError naming it;
- :func:`inflate` stops a compressed blob at ``MAX_INFLATED`` bytes (a zip bomb);
- :func:`check_whole` range-checks a number given on the command line, its limits in the
  message (``NUMBERS`` holds the limits of each kind of number); :func:`check_in_all`
  bounds two of them together (``--games`` times the rounds each plays).

``docs/cli.md`` ("Limits") lists them. This module sits beside ``errors.py``: every stage
may import it, and it imports nothing of lopti but the errors.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .errors import InputError
from .i18n import gettext, number

MB = 1 << 20

#: what a file is -> the most bytes lopti reads of it (rule files: ``MAX_SOURCE_CHARS``)
FILE_BYTES: dict[str, int] = {
    "game log": 16 * MB,  # a game is a few hundred decision lines of ~30 bytes
    "rule book": 64 * MB,  # ``book export --format json``: a whole session's history
    "scenario file": 4 * MB,
    "settings file": 1 * MB,  # pyproject.toml, lopti.toml
    "rule file": 4 * MB,  # four bytes a character of the longest rule text lint reads
}
#: arrays, objects, tables and dotted-key parts nested in one another, at most
MAX_DEPTH = 64
#: decimal digits of one whole number in any file (a 64-bit number has 20)
MAX_DIGITS = 64
#: the most bytes a compressed blob (a recorded game) inflates to
MAX_INFLATED = FILE_BYTES["game log"]
#: the most characters of one JSON value kept in an archive column (lopti writes a few
#: hundred: a round's outcome, its rules' counts, a ballot list, a base-rule value)
MAX_STORED_JSON = 1 * MB
#: the longest piece of input an error message quotes (longer ones are cut, with "...")
MAX_QUOTED = 80

#: The largest whole number SQLite keeps (INTEGER is 64-bit signed): ids, seeds, numbers.
MAX_INT64 = 2**63 - 1
#: The longest session a round number may place a game in (scenario ``round``).
MAX_ROUND = 10_000
#: ``simulate --round N`` plays rounds 1 to N-1 before each game: N is at most this.
MAX_PLAYED_ROUND = 1_000
#: The most games one run may play (``simulate --games``, ``lint --simulate``).
MAX_GAMES = 1_000_000
#: The most processes one run may start (``--jobs``).
MAX_JOBS = 512

#: kind of number -> (smallest, largest): each command-line number is checked against one
NUMBERS: dict[str, tuple[int, int]] = {
    "games": (1, MAX_GAMES),
    "round": (1, MAX_PLAYED_ROUND),
    "jobs": (1, MAX_JOBS),
    "seed": (0, MAX_INT64),
    "game": (1, MAX_INT64),  # ``replay --game K``: a game of a recording
    "id": (1, MAX_INT64),  # a session's or a rule's number in the archive
    "number": (0, MAX_INT64),  # any other (players, a seat): narrowed where it is read
}


def quoted(text: str, most: int = MAX_QUOTED) -> str:
    """``repr(text)``, cut to about ``most`` characters (``'abc...' (5,242,880 characters)``)."""
    if len(text) <= most:
        return repr(text)
    return f"{text[:most]!r}... ({len(text):,} characters)"


def cut(text: str, most: int = MAX_QUOTED) -> str:
    """``text`` cut to ``most`` characters and "..." when longer (for a message)."""
    return text if len(text) <= most else text[:most] + "..."


def _size(limit: int) -> str:
    return f"{limit // MB} MB" if limit % MB == 0 else f"{limit:,} bytes"


def read_bytes(path: str | Path, kind: str, *, source: str | None = None) -> bytes:
    """The bytes of the file at ``path``, at most ``FILE_BYTES[kind]`` of them: InputError
    for a longer file (or a device that never ends). ``OSError`` passes through."""
    limit = FILE_BYTES[kind]
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise InputError(f"too large for a {kind}: more than {_size(limit)} (the most "
                         "lopti reads of one)", source=source if source else str(path))
    return data


def read_text(path: str | Path, kind: str, *, source: str | None = None) -> str:
    """:func:`read_bytes` decoded as UTF-8 (a leading BOM dropped); InputError naming the
    first byte that is no UTF-8."""
    name = source if source else str(path)
    data = read_bytes(path, kind, source=name)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InputError(f"not UTF-8 text (byte {data[exc.start]:#04x})", source=name,
                         line=line) from None


def check_digits(text: str, source: str | None = None, line: int | None = None) -> None:
    """InputError when ``text`` holds a whole number of more than ``MAX_DIGITS`` digits."""
    digits = sum(c.isdigit() for c in text)
    if digits > MAX_DIGITS:
        raise InputError(f"a number of {digits:,} digits: numbers have at most {MAX_DIGITS}",
                         source=source, line=line)


def _deep(source: str | None, line: int | None = None) -> InputError:
    return InputError(f"nested more than {MAX_DEPTH} levels deep (arrays, tables or dotted "
                      "keys in one another)", source=source, line=line)


# --------------------------------------------------------------------------- JSON

_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.S)


def json_depth_ok(text: str) -> bool:
    """True when no array or object of ``text`` is nested more than ``MAX_DEPTH`` deep
    (strings skipped); cheap when the text has few brackets."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return True
    depth = 0
    for m in _JSON_TOKEN.finditer(text):
        c = m.group()
        if c in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return False
        elif c in "]}":
            depth -= 1
    return True


def json_loads(text: str, *, source: str | None = None, line: int | None = None) -> Any:
    """``json.loads`` within the limits: InputError for nesting deeper than ``MAX_DEPTH``
    or a whole number of more than ``MAX_DIGITS`` digits; a ``json.JSONDecodeError`` (bad
    syntax) passes through for the caller to place."""
    import json

    if not json_depth_ok(text):
        raise _deep(source, line)

    def whole(digits: str) -> int:
        check_digits(digits, source, line)
        return int(digits)

    try:
        return json.loads(text, parse_int=whole)
    except RecursionError:  # a safety net: json_depth_ok decides first
        raise _deep(source, line) from None


def stored_json(value: object, what: str, *, source: str | None = None) -> Any:
    """A JSON value kept in the archive (``what`` names it for the message: "round 3's
    outcome"), read within the limits of files: text of at most ``MAX_STORED_JSON``
    characters, nested at most ``MAX_DEPTH`` deep, numbers of at most ``MAX_DIGITS``
    digits. Anything else (no text, bad syntax included) is InputError ("... is damaged"):
    the reader stops with one line and the archive is left as it is."""
    import json

    def damaged(why: str) -> InputError:
        return InputError(f"the archive's {what} is damaged: {why} (lopti writes none like "
                          "it; restore the file from a copy, or export what still reads)",
                          source=source)

    if type(value) is bytes:
        try:
            value = value.decode("utf-8")
        except UnicodeDecodeError:
            raise damaged("it is not UTF-8 text") from None
    if type(value) is not str:
        raise damaged(f"a {type(value).__name__} where JSON text belongs")
    if len(value) > MAX_STORED_JSON:
        raise damaged(f"{len(value):,} characters, more than the {MAX_STORED_JSON:,} "
                      "lopti reads of one value")
    try:
        return json_loads(value)
    except InputError as exc:
        raise damaged(exc.message) from None
    except json.JSONDecodeError as exc:
        raise damaged(f"not JSON ({exc.msg} at character {exc.pos}: "
                      f"{quoted(value)})") from None


# --------------------------------------------------------------------------- TOML

_TOML_TOKEN = re.compile(r'''
    (?P<nl>\n)
  | (?P<skip>[ \t\r]+|\#[^\n]*)
  | (?P<str>"""(?:\\[\s\S]|[^\\])*?""""{0,2}|\'\'\'[\s\S]*?\'\'\'\'{0,2}
            |"(?:\\.|[^"\\\n])*"|'[^'\n]*')
  | (?P<open>[\[{])
  | (?P<close>[\]}])
  | (?P<eq>=)
  | (?P<comma>,)
  | (?P<dot>\.)
  | (?P<word>[^\s\[\]{}=,.\#"']+)
  | (?P<other>.)
''', re.X)


def toml_limits(text: str, source: str | None = None) -> None:
    """InputError when TOML ``text`` nests arrays, inline tables, table headers and dotted
    keys more than ``MAX_DEPTH`` deep, or holds a number of more than ``MAX_DIGITS``
    digits (with the line). A rough reader, not a parser: it follows strings, comments,
    keys and values just far enough to count; ``tomllib`` judges the syntax after it."""
    if len(text) < MAX_DIGITS and text.count("[") + text.count("{") < MAX_DEPTH // 2:
        return
    line = 1
    #: what is open, each with the depth inside it: "h" (a [table] header's brackets),
    #: "[" (an array: values) or "{" (an inline table: keys, then values)
    stack: list[tuple[str, int]] = []
    key_mode = True  # at a key (a line's start, after "{" or "," in an inline table)
    header_depth = 0  # the parts of the last [table] header: the keys below it sit in it
    key_depth = 0  # the dotted parts of the key being read, past its first
    for m in _TOML_TOKEN.finditer(text):
        kind = m.lastgroup
        inside = stack[-1][0] if stack else ""
        if kind == "nl":
            line += 1
            if not stack:
                key_mode, key_depth = True, 0
        elif kind == "str":
            line += m.group().count("\n")
        elif kind == "open":
            if (key_mode and not stack) or inside == "h":  # [table] or [[array of tables]]
                if not stack:
                    header_depth = 0
                stack.append(("h", len(stack) + 1))
                depth = len(stack)
            else:
                depth = (stack[-1][1] if stack else header_depth) + key_depth + 1
                stack.append((m.group(), depth))
                key_mode, key_depth = m.group() == "{", 0
            if depth > MAX_DEPTH:
                raise _deep(source, line)
        elif kind == "close":
            if stack:
                stack.pop()
            key_mode, key_depth = False, 0
        elif kind == "eq":
            key_mode = False
        elif kind == "comma":
            key_mode, key_depth = inside == "{", 0
        elif kind == "dot" and (key_mode or inside == "h"):
            if inside == "h":
                header_depth += 1
                depth = len(stack) + header_depth
            else:
                key_depth += 1
                depth = (stack[-1][1] if stack else header_depth) + key_depth
            if depth > MAX_DEPTH:
                raise _deep(source, line)
        elif kind == "word" and not key_mode and inside != "h":
            word = m.group().lstrip("+-")
            if word[:2].lower() not in ("0x", "0o", "0b"):
                check_digits(word, source, line)


def toml_loads(text: str, *, source: str | None = None) -> dict[str, Any]:
    """``tomllib.loads`` within the limits (:func:`toml_limits`): InputError for nesting
    or digits beyond them; a ``tomllib.TOMLDecodeError`` (bad syntax) passes through."""
    import tomllib

    toml_limits(text, source)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        raise
    except RecursionError:  # safety nets: toml_limits decides first
        raise _deep(source) from None
    except ValueError as exc:
        raise InputError(f"not valid TOML: {exc}", source=source) from None


# --------------------------------------------------------------------------- blobs


def inflate(blob: bytes, *, source: str | None = None, what: str = "blob") -> bytes:
    """A zlib-compressed blob inflated, refused (InputError) past ``MAX_INFLATED`` bytes
    or when damaged: nothing larger is ever held in memory."""
    import zlib

    inflater = zlib.decompressobj()
    try:
        data = inflater.decompress(blob, MAX_INFLATED + 1)
    except zlib.error as exc:
        raise InputError(f"{what} is damaged: {exc}", source=source) from None
    if len(data) > MAX_INFLATED or inflater.unconsumed_tail:
        raise InputError(f"{what} inflates to more than {_size(MAX_INFLATED)} (the most "
                         "lopti reads of one)", source=source)
    if not inflater.eof:
        raise InputError(f"{what} is damaged: its compressed data is cut short", source=source)
    return data


# --------------------------------------------------------------------------- numbers


def check_whole(name: str, text: str | int, kind: str, *, high: int | None = None,
                low: int | None = None) -> int:
    """The whole number ``text`` given as ``name`` (``--games``), within the limits of
    ``kind`` in ``NUMBERS`` (``low``/``high`` narrow them); else InputError saying them."""
    lo, hi = NUMBERS[kind]
    lo = lo if low is None else max(lo, low)
    hi = hi if high is None else min(hi, high)
    value: int | None = None
    if isinstance(text, int):
        value = text
    else:
        digits = text.strip()
        if digits.lstrip("+-").isdigit() and len(digits) <= MAX_DIGITS:
            value = int(digits)
    if value is None or not lo <= value <= hi:
        shown = quoted(str(text), 30)
        raise InputError(gettext("{name} must be a whole number from {low} to {high}, not "
                                 "{value}").format(name=name, low=number(lo), high=number(hi),
                                                   value=shown))
    return value


def check_in_all(games_name: str, games: int, each_name: str, each: int) -> int:
    """The games a run plays in all, ``games`` of ``each`` rounds (``simulate --games G
    --round N`` plays rounds 1 to N for each of G deals; ``--session R`` R rounds an
    evening): InputError past ``MAX_GAMES``, naming both options, so no pair of numbers
    each within its range makes a run of a billion games."""
    total = games * each
    if total > MAX_GAMES:
        raise InputError(gettext("{games_name} {games} with {each_name} {each} plays {total} "
                                 "games in all: one run plays at most {most}").format(
            games_name=games_name, games=number(games), each_name=each_name,
            each=number(each), total=number(total), most=number(MAX_GAMES)))
    return total
