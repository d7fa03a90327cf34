"""Every input bounded (issue 28): hostile files and numbers to every command that reads
them give a one-line ``error:`` and exit 2, never a traceback, and never read, parse or
inflate past the limits of ``lopti_rules.inputs`` (docs/cli.md "Limits").

The eleven inputs of issue 28 are here as they were reported (``/dev/zero`` to ``book
import`` and ``replay``; nested and 5,000-digit TOML to ``test``, ``--config`` and a
folder's ``pyproject.toml``; a 5,000-digit seed and a nested JSON line to ``replay``; a
recorded game that inflates past the limit; ``--game 10**30``; ``--games 10**12``), then
as a matrix over every command that reads files, then generated (hypothesis): more of
their kind, of any depth, length and place.
"""

from __future__ import annotations

import json
import re
import sqlite3
import tomllib
import zlib
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import each
from support.paths import EXAMPLES, ROOT

from lopti_rules import inputs
from lopti_rules.cli import main
from lopti_rules.errors import InputError

ZERO = "/dev/zero"
HEADER = ('{"format":"lopti-game-log","version":1,"engine":"x","seed":SEED,"players":4,'
          '"dealer":0,"leader":0,"base":{}}\n')
SCENARIO = '[[scenario]]\nname = "x"\nplayers = VALUE\n'
needs_dev_zero = pytest.mark.skipif(not Path(ZERO).exists(), reason="no /dev/zero here")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"lopti {' '.join(args)[:80]}: a traceback") from result.exception
    return result.exit_code, result.stdout, result.stderr


def one_line_error(*args: str, says: str = "") -> str:
    """Run lopti; assert one ``error:`` line on stderr and exit 2; return the line."""
    code, out, err = run(*args)
    assert code == 2, (args, code, err[:300])
    assert re.fullmatch(r"error: [^\n]+\n", err), err[:300]
    assert len(err) < 400, err[:300]  # a message, not an echo of the input
    assert says in err, (says, err)
    return err


def recording(path: Path, blob: bytes) -> Path:
    """A one-file recording (``simulate --record FILE.sqlite``) whose game 1 is ``blob``."""
    db = sqlite3.connect(path)
    db.executescript("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
                     "CREATE TABLE games (number INTEGER PRIMARY KEY, log BLOB NOT NULL);")
    db.executemany("INSERT INTO meta VALUES (?, ?)",
                   [("format", "lopti-game-record"), ("version", "1")])
    db.execute("INSERT INTO games VALUES (1, ?)", (blob,))
    db.commit()
    db.close()
    return path


def bomb() -> bytes:
    """Zeros one byte past the inflate limit, compressed (about 17 kB)."""
    packer = zlib.compressobj(9)
    chunk = bytes(1 << 20)
    parts = [packer.compress(chunk) for _ in range(inputs.MAX_INFLATED >> 20)]
    return b"".join(parts) + packer.compress(b"\0") + packer.flush()


# ------------------------------------------------------------ the eleven of issue 28

@needs_dev_zero
def test_book_import_of_dev_zero_stops_at_the_rule_book_limit(tmp_path: Path) -> None:
    one_line_error("book", "import", ZERO, "--db", str(tmp_path / "a.db"),
                   says="too large for a rule book: more than 64 MB")
    assert not (tmp_path / "a.db").exists()


@needs_dev_zero
def test_replay_of_dev_zero_stops_at_the_game_log_limit() -> None:
    one_line_error("replay", ZERO, says="too large for a game log: more than 16 MB")


@pytest.mark.parametrize(("value", "says"), [
    ("[" * 5000 + "]" * 5000, "nested more than 64 levels deep"),
    ("7" * 5000, "a number of 5,000 digits: numbers have at most 64"),
])
def test_test_lint_config_and_pyproject_refuse_deep_and_long_toml(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str, says: str) -> None:
    scenario = tmp_path / "s.toml"
    scenario.write_text(SCENARIO.replace("VALUE", value), encoding="utf-8")
    assert one_line_error("test", str(scenario), says=says).startswith(f"error: {scenario}:3:")
    config = tmp_path / "lopti.toml"
    config.write_text(f"quiet = {value}\n", encoding="utf-8")
    rule = tmp_path / "r.lopti"
    rule.write_text("", encoding="utf-8")
    for command in ("lint", "fmt"):
        one_line_error(command, "--config", str(config), str(rule), says=says)
    (tmp_path / "pyproject.toml").write_text(f"[tool.lopti]\nquiet = {value}\n",
                                             encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    for command in ("lint", "fmt"):
        one_line_error(command, "r.lopti", says=says)


def test_replay_refuses_a_5000_digit_seed_and_a_deeply_nested_line(tmp_path: Path) -> None:
    seed = tmp_path / "seed.jsonl"
    seed.write_text(HEADER.replace("SEED", "9" * 5000), encoding="utf-8")
    one_line_error("replay", str(seed), says=f"{seed}:1: a number of 5,000 digits")
    deep = tmp_path / "deep.jsonl"
    deep.write_text(HEADER.replace("SEED", "1") + "[" * 100_000 + "]" * 100_000 + "\n",
                    encoding="utf-8")
    one_line_error("replay", str(deep), says=f"{deep}:2: nested more than 64 levels deep")


def test_replay_of_a_recorded_zip_bomb_stops_at_the_inflate_limit(tmp_path: Path) -> None:
    rec = recording(tmp_path / "rec.sqlite", bomb())
    for args in ((str(rec), "--game", "1"), (str(rec),)):
        one_line_error("replay", *args, says="game 1 inflates to more than 16 MB")


def test_replay_game_number_past_sqlite_is_a_range_error(tmp_path: Path) -> None:
    rec = tmp_path / "run.sqlite"
    assert run("simulate", "-g", "2", "--record", str(rec))[0] == 0
    one_line_error("replay", str(rec), "--game", str(10**30),
                   says="--game must be a whole number from 1 to 9,223,372,036,854,775,807")
    one_line_error("replay", str(rec), "--game", "3", says="no game 3 in this recording")


@each.parametrize(("args", "says"), [
    (("simulate", "--games", str(10**12)), "--games must be a whole number from 1 to 1,000,000"),
    (("simulate", "--round", str(10**9)), "--round must be a whole number from 1 to 1,000"),
    (("simulate", "--seed", "9" * 5000), "--seed must be a whole number from 0 to"),
    (("simulate", "--jobs", str(10**6)), "--jobs must be a whole number from 1 to 512"),
    (("lint", "--simulate", str(10**12), "x.lopti"), "--simulate must be a whole number from 1"),
    (("book", "show", str(10**30)), "SESSION_ID must be a whole number from 1 to"),
    (("session", "rule", "delete", str(10**30), "--by", "A"), "NUMBER must be a whole number"),
    (("session", "vote", "--proposer", "A", "--remove", "-1"), "--remove must be a whole number"),
    (("session", "roshambo", "--bots", str(10**30)), "--bots must be a whole number from 0"),
    (("session", "play", "--seed", str(2**63)), "--seed must be a whole number from 0"),
    (("simulate", "-g", "1001", "--round", "1000", "--rules", "x"),
     "--games 1,001 with --round 1,000 plays 1,001,000 games in all: one run plays at most "
     "1,000,000"),
    (("simulate", "-g", "500001", "--session", "2", "--rules", "x"),
     "--games 500,001 with --session 2 plays 1,000,002 games in all"),
    (("simulate", "--base", "swaps=" + "9" * 5000), "swaps: '99999"),
    (("simulate", "--last-standings", "0," + "1" * 5000 + ",2,3", "--rules", "x"),
     "--last-standings 0,11111"),
], size=60)
def test_every_count_round_game_and_id_is_range_checked_with_its_limit(
        args: tuple[str, ...], says: str) -> None:
    one_line_error(*args, says=says)


# ------------------------------------------------------------ every reader, every input

def _hostile(tmp: Path) -> dict[str, str]:
    """Files of each hostile kind (and /dev/zero, where there is one), by name."""
    made = {
        "deep.toml": SCENARIO.replace("VALUE", "[" * 3000 + "]" * 3000),
        "dotted.toml": "[[scenario]]\n" + ".".join(["a"] * 100_000) + " = 1\n",
        "digits.toml": SCENARIO.replace("VALUE", "7" * 5000),
        "deep.jsonl": "[" * 100_000 + "]" * 100_000 + "\n",
        "seed.jsonl": HEADER.replace("SEED", "9" * 5000),
        "move.jsonl": HEADER.replace("SEED", "1") + '{"seat":0,"move":"' + "x" * 5_000_000
        + '"}\n',
    }
    out = {}
    for name, text in made.items():
        (tmp / name).write_text(text, encoding="utf-8")
        out[name] = str(tmp / name)
    out["bomb.sqlite"] = str(recording(tmp / "bomb.sqlite", bomb()))
    if Path(ZERO).exists():
        out["zero"] = ZERO
    return out


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return _hostile(tmp_path_factory.mktemp("hostile"))


#: every command that reads a data file (a log, a recording, a scenario, settings, a rule
#: book) or a rule file as data (a session's rule text): FILE is the hostile input
READERS = [
    ("test", "FILE"),
    ("replay", "FILE"),
    ("lint", "--config", "FILE", "EMPTY"),
    ("fmt", "--config", "FILE", "--check", "EMPTY"),
    ("book", "import", "FILE", "--db", "DB"),
    ("session", "round", "--winner", "A", "--log", "FILE", "--db", "DB"),
    ("session", "rule", "add", "FILE", "--db", "DB"),
    ("simulate", "-g", "2", "--rules", "FILE"),
    ("replay", "LOG", "--rules", "FILE"),
]
#: commands that read a rule file and report what is wrong in it as lint diagnostics
LINTERS = [("lint", "FILE"), ("fmt", "--check", "FILE")]
NAMES = ["deep.toml", "dotted.toml", "digits.toml", "deep.jsonl", "seed.jsonl", "move.jsonl",
         "bomb.sqlite", "zero"]


def _args(template: tuple[str, ...], file: str, tmp: Path) -> list[str]:
    empty = tmp / "empty.lopti"
    empty.write_text("", encoding="utf-8")
    log = tmp / "ok.jsonl"
    log.write_text(HEADER.replace("SEED", "1"), encoding="utf-8")
    fill = {"FILE": file, "EMPTY": str(empty), "DB": str(tmp / "a.db"), "LOG": str(log)}
    return [fill.get(a, a) for a in template]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("template", READERS, ids=lambda t: " ".join(t[:3]))
def test_every_reader_gives_one_line_and_exit_2_for_every_hostile_file(
        hostile: dict[str, str], tmp_path: Path, template: tuple[str, ...], name: str) -> None:
    if name not in hostile:
        pytest.skip("no /dev/zero here")
    one_line_error(*_args(template, hostile[name], tmp_path))


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("template", LINTERS, ids=lambda t: t[0])
def test_lint_and_fmt_report_a_hostile_rule_file_as_a_diagnostic(
        hostile: dict[str, str], tmp_path: Path, template: tuple[str, ...], name: str) -> None:
    if name not in hostile:
        pytest.skip("no /dev/zero here")
    code, out, err = run(*_args(template, hostile[name], tmp_path))
    assert code in (1, 2)
    assert re.search(r"\bLP(105|113|926)\b", out + err), (out + err)[:300]
    assert len(out + err) < 20_000  # the report quotes lines, not the file


# ------------------------------------------------------------ generated: more of each kind

def _nest(draw: st.DrawFn, depth: int, toml: bool) -> str:
    """A value nested ``depth`` deep: arrays and tables (TOML) or objects (JSON) mixed."""
    opens = draw(st.lists(st.sampled_from("[{"), min_size=depth, max_size=depth))
    text = draw(st.sampled_from(["1", '"s"', "[]"]))
    for o in reversed(opens):
        key = ("k = " if toml else '"k": ')
        text = f"[{text}]" if o == "[" else "{" + key + text + "}"
    return text


@st.composite
def deep_values(draw: st.DrawFn, toml: bool) -> str:
    return _nest(draw, draw(st.integers(inputs.MAX_DEPTH + 1, 3000)), toml)


@st.composite
def long_numbers(draw: st.DrawFn) -> str:
    digits = draw(st.integers(inputs.MAX_DIGITS + 1, 6000))
    sign = draw(st.sampled_from(["", "-", "+"]))
    return sign + "1" + "0" * (digits - 1)


@st.composite
def hostile_toml(draw: st.DrawFn) -> tuple[str, str]:
    """A scenario file with one hostile value, key path or header: (text, what it breaks)."""
    kind = draw(st.sampled_from(["deep", "number", "dotted", "header"]))
    if kind == "deep":
        value, says = draw(deep_values(True)), "nested more than"
    elif kind == "number":
        value, says = draw(long_numbers()).lstrip("+"), "digits: numbers have at most"
    else:
        parts = draw(st.integers(inputs.MAX_DEPTH + 2, 20_000))  # a.b = 1: one table
        path = ".".join(["a"] * parts)
        line = f"{path} = 1" if kind == "dotted" else f"[{path}]"
        return f'[[scenario]]\nname = "x"\n{line}\n', "nested more than"
    key = draw(st.sampled_from(["players", "seed", "counts", "hands", "round"]))
    where = draw(st.sampled_from(["{key} = {value}", "{key} = [1, {value}]",
                                  "{key} = {{ a = {value} }}"]))
    return ('[[scenario]]\nname = "x"\n' + where.format(key=key, value=value) + "\n", says)


@st.composite
def hostile_json(draw: st.DrawFn) -> tuple[str, str, str]:
    """A game log with one hostile header field or line, and a rule book with the same
    value in it: (log, book, what it breaks)."""
    field = draw(st.sampled_from(["seed", "players", "dealer", "bot_seed", "base", "line"]))
    value = draw(st.one_of(deep_values(False).map(lambda v: (v, "nested more than")),
                           long_numbers().map(lambda v: (v.lstrip("+"), "digits"))))
    text, says = value
    head = HEADER.replace("SEED", "1").rstrip("\n")
    book = '{"format": "lopti-rule-book", "version": 1, "session": {"id": ' + text + "}}"
    if field == "line":
        return head + "\n" + text + "\n", book, says
    return head[:-1] + f', "{field}": {text}}}\n', book, says


QUICK = settings(max_examples=25, deadline=None,
                 suppress_health_check=[HealthCheck.function_scoped_fixture,
                                        HealthCheck.too_slow])


@pytest.mark.slow
@QUICK
@given(case=hostile_toml())
def test_generated_hostile_toml_is_one_line_to_test_and_to_config(
        tmp_path: Path, case: tuple[str, str]) -> None:
    text, says = case
    path = tmp_path / "g.toml"
    path.write_text(text, encoding="utf-8")
    one_line_error("test", str(path), says=says)
    settings_text = text.replace("[[scenario]]", "[tool.lopti]", 1)
    path.write_text(settings_text, encoding="utf-8")
    one_line_error("lint", "--config", str(path), str(EXAMPLES / "clap-de.lopti"), says=says)


@pytest.mark.slow
@QUICK
@given(case=hostile_json())
def test_generated_hostile_json_is_one_line_to_replay_and_book_import(
        tmp_path: Path, case: tuple[str, str, str]) -> None:
    log, book, says = case
    path = tmp_path / "g.jsonl"
    path.write_text(log, encoding="utf-8")
    one_line_error("replay", str(path), says=says)
    path = tmp_path / "g.json"
    path.write_text(book, encoding="utf-8")
    one_line_error("book", "import", str(path), "--db", str(tmp_path / "a.db"), says=says)


@QUICK
@given(number=st.one_of(st.integers(min_value=2**63),
                        long_numbers().map(lambda v: v.lstrip("+-"))),
       option=st.sampled_from([("simulate", "--games"), ("simulate", "--round"),
                               ("simulate", "--seed"), ("simulate", "--jobs"),
                               ("replay", "x.sqlite", "--game"), ("book", "show"),
                               ("book", "export"), ("session", "revive", "1")]))
def test_generated_numbers_past_their_range_are_one_line_with_the_range(
        number: int | str, option: tuple[str, ...]) -> None:
    one_line_error(*option, str(number), says="must be a whole number from ")


# ------------------------------------------------------------ the limits themselves

def test_no_shipped_toml_file_is_refused_and_each_reads_as_tomllib_reads_it() -> None:
    files = [ROOT / "pyproject.toml", *sorted((ROOT / "examples").rglob("*.toml")),
             *sorted((ROOT / "tests" / "data").rglob("*.toml"))]
    assert len(files) > 20
    for path in files:
        text = path.read_text(encoding="utf-8")
        try:
            expected = tomllib.loads(text)
        except tomllib.TOMLDecodeError:  # a file broken on purpose: tomllib still judges it
            with pytest.raises(tomllib.TOMLDecodeError):
                inputs.toml_loads(text, source=str(path))
            continue
        assert inputs.toml_loads(text, source=str(path)) == expected, path


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.text(max_size=8)
    | st.floats(allow_nan=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                 max_size=3),
    max_leaves=30)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(value=JSON_VALUES)
def test_json_within_the_limits_reads_as_json_reads_it(value: object) -> None:
    text = json.dumps(value)
    assert inputs.json_loads(text) == json.loads(text)


def test_inflate_reads_up_to_the_limit_and_refuses_a_damaged_blob() -> None:
    exact = zlib.compress(bytes(inputs.MAX_INFLATED))
    assert len(inputs.inflate(exact)) == inputs.MAX_INFLATED
    with pytest.raises(InputError, match="inflates to more than 16 MB"):
        inputs.inflate(bomb())
    with pytest.raises(InputError, match="cut short"):
        inputs.inflate(exact[:-10])
    with pytest.raises(InputError, match="damaged"):
        inputs.inflate(b"not zlib")


def test_docs_cli_limits_table_states_the_limits_of_the_module() -> None:
    page = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    section = page[page.index("## Limits"):]
    for kind, limit in inputs.FILE_BYTES.items():
        assert f"{limit >> 20} MB" in section, kind
    for kind, (low, high) in inputs.NUMBERS.items():
        if high < inputs.MAX_INT64:
            assert f"{low} to {high:,}" in section, kind
    assert f"{inputs.MAX_DEPTH} levels" in section
    assert f"{inputs.MAX_DIGITS} digits" in section
    assert f"{inputs.MAX_QUOTED} characters" in section
    assert f"`round` goes up to {inputs.MAX_ROUND:,}" in section


def test_a_diagnostic_on_a_long_line_quotes_a_window_around_its_caret() -> None:
    from lopti_rules.language.report.diagnostics import EXCERPT_CHARS, excerpt

    line = "a" * 5000 + "BAD" + "z" * 5000
    shown, caret = excerpt(line, 1, 5001, 1, 5004).split("\n")
    assert shown.startswith("...") and shown.endswith("...")
    assert len(shown) == EXCERPT_CHARS + 6
    assert shown[caret.index("^"):caret.index("^") + 3] == "BAD" and caret.count("^") == 3
    assert excerpt("short BAD", 1, 7, 1, 10) == "short BAD\n      ^^^"


@pytest.mark.parametrize("value", ["inf", "nan", "-1", "1e9", "abc"])
@pytest.mark.parametrize("command", [("session", "list"), ("book", "show"),
                                     ("session", "token")])
def test_busy_timeout_is_a_number_of_seconds_up_to_an_hour(command: tuple[str, ...],
                                                            value: str, tmp_path: Path) -> None:
    # SQLite's busy timeout (the archive that keeps each session's rule book) is never handed
    # an infinite or undefined wait: click's usage error, exit 2, the archive untouched
    db = tmp_path / "a.db"
    code, _out, err = run(*command, "--db", str(db), "--busy-timeout", value)
    assert code == 2, err
    assert "--busy-timeout" in err and ("0<=x<=3600" in err or "number of seconds" in err)
    assert not db.exists()
