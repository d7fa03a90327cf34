"""Reading table scenarios (``lopti test``): TOML files checked strictly into ``Scenario`` values.

A scenario sets a table by hand (seats, whose turn, pile, hands, face-up and
face-down cards, draw pile, cleared cards, house rules), lists decisions, and
states what must follow. ``load_scenarios`` reads and validates files strictly
(every problem is an ``InputError`` naming the file, line, scenario and key).
The format is documented in ``docs/scenarios.md``.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from ...engine import (
    OFFICIAL,
    BaseRuleError,
    BaseRules,
    MoveSyntaxError,
    card_str,
    parse_move,
    rank_str,
)
from ...errors import InputError
from ...inputs import MAX_ROUND, read_text, toml_loads
from ...language import folder_files
from .expect import expectation_keys, parse_expect
from .model import Decision, Scenario, Table
from .reader import Locator, Reader, show
from .rules import RuleFileError, ScriptedChoice, check_rule_files, read_counts

#: Keys a ``[[scenario]]`` table may hold (``expect`` and ``then`` are one key, two spellings).
TABLE_KEYS = ("players", "turn", "pile", "threes", "hands", "face_up", "face_down",
              "draw_pile", "cleared", "discarded", "bonus", "out", "direction", "fill", "turns")
DEAL_KEYS = ("deal", "players", "dealer", "leader")
SCENARIO_KEYS: frozenset[str] = frozenset(
    {"name", "rules", "seed", "base", "decisions", "choices", "last_winner", "last_standings",
     "last_pickups", "witness", "round", "rule_rounds", "counts", "expect", "then",
     *TABLE_KEYS, *DEAL_KEYS}
)
_DECISION = re.compile(r"^\s*(?:(\d+)\s*:\s*)?(.*?)\s*$")
_CHOICE = re.compile(r"^\s*(\d+)\s*:\s*(give|take|throw|swap)\s+(.+?)\s*$", re.I)
_NONE = ("nothing", "none")  #: "0: swap nothing": an optional choice declined (issue 14)
_THROWS = {"r": "R", "rock": "R", "p": "P", "paper": "P", "s": "S", "scissors": "S"}


# --------------------------------------------------------------------------- loading
def scenario_files(paths: Iterable[str | Path]) -> list[Path]:
    """The ``.toml`` files named, folders searched recursively (sorted; symbolic links
    skipped, so a scan never leaves its folder: ``folder_files``); missing ones fail."""
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            found = folder_files(path, ".toml")
            if not found:
                raise InputError("no scenario files (*.toml) in this folder", source=str(path))
            out.extend(found)
        elif path.exists():  # a file, or a device or pipe: read up to its limit
            out.append(path)
        else:
            raise InputError("no such file or folder", source=str(path))
    return out


def load_text(text: str, source: str, base_dir: Path | None = None) -> list[Scenario]:
    """The scenarios of one TOML text; ``base_dir`` anchors relative rule paths."""
    try:
        data = toml_loads(text, source=source)  # nesting and digits within inputs' limits
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        m = re.search(r"\(at line (\d+), column (\d+)\)", msg)
        line, col = (int(m.group(1)), int(m.group(2))) if m else (None, None)
        msg = re.sub(r"\s*\(at line \d+, column \d+\)", "", msg) if m else msg
        if m is None and "(at end of document)" in msg:  # name the last line, not nothing
            line = max(1, len(text.splitlines()))
            msg = msg.replace(" (at end of document)", "") + " (at the end of the file)"
        if line is not None and _open_inline_table(text, line):
            msg += " (an inline table { ... } must stay on one line)"
        raise InputError(f"not valid TOML: {msg}", source=source, line=line, column=col) from None
    locator = Locator(text)
    unknown = sorted(set(data) - {"scenario"})
    if unknown:
        raise InputError(f"unknown top-level key {unknown[0]!r}: a scenario file holds only "
                         "[[scenario]] tables", source=source, line=_top_line(text, unknown[0]))
    items = data.get("scenario")
    if not isinstance(items, list) or not items or not all(isinstance(s, dict) for s in items):
        raise InputError("no [[scenario]] tables in this file", source=source, line=1)
    base = base_dir if base_dir is not None else Path(".")
    out = [_scenario(raw, source, i, locator, base) for i, raw in enumerate(items, 1)]
    seen: dict[str, int] = {}
    for s in out:
        if s.name in seen:
            raise InputError(f"scenario {s.name!r}: the name is used twice (scenarios "
                             f"#{seen[s.name]} and #{s.index}); names must be unique in a file",
                             source=source, line=s.line)
        seen[s.name] = s.index
    return out


def _open_inline_table(text: str, line: int) -> bool:
    """True if an inline table opened on ``line`` (or the line before) is not closed there."""
    lines = text.splitlines()
    return any(0 < n <= len(lines) and lines[n - 1].count("{") > lines[n - 1].count("}")
               for n in (line, line - 1))


def _top_line(text: str, key: str) -> int | None:
    for n, line in enumerate(text.splitlines(), 1):
        if re.match(r"^\s*\[*\s*" + re.escape(key) + r"\b", line):
            return n
    return None


def load_file(path: Path, source: str | None = None) -> list[Scenario]:
    """The scenarios of one file (``source`` is how messages name it)."""
    name = source if source is not None else str(path)
    try:
        text = read_text(path, "scenario file", source=name)
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", source=name) from None
    return load_text(text, name, path.parent)


def load_scenarios(paths: Iterable[str | Path]) -> tuple[list[Scenario], list[InputError]]:
    """Every scenario of every file, and every file's first problem (one error per file)."""
    scenarios: list[Scenario] = []
    errors: list[InputError] = []
    for path in scenario_files(paths):
        try:
            scenarios.extend(load_file(path))
        except InputError as exc:
            errors.append(exc)
    return scenarios, errors


def _scenario(raw: dict[str, Any], source: str, index: int, locator: Locator,
              base_dir: Path) -> Scenario:
    name = raw.get("name")
    r = Reader(source, index, name if isinstance(name, str) else "", locator)
    if name is None or (isinstance(name, str) and not name.strip()):
        raise r.fail(["name"], "every scenario needs a name = \"...\"")
    if not isinstance(name, str):
        raise r.fail(["name"], f"the name must be quoted text, not {name!r}")
    for key in raw:
        if key not in SCENARIO_KEYS:
            raise r.fail([key], "unknown key; a scenario may hold: "
                         + ", ".join(sorted(SCENARIO_KEYS)))
    if "expect" in raw and "then" in raw:
        raise r.fail(["then"], "give [scenario.expect] or [scenario.then], not both")
    seed = r.integer(raw.get("seed", 0), ["seed"], 0, 2**63 - 1)
    base = _base(r, raw.get("base", {}))
    table = _table(r, raw, base)
    decisions = _decisions(r, raw.get("decisions", []), table.players)
    expect_key = "then" if "then" in raw else "expect"
    expect = raw.get(expect_key, {})
    if not isinstance(expect, dict):
        raise r.fail([expect_key], "expected a table: [scenario.expect]")
    if not expect:
        raise r.fail([expect_key], "a scenario must expect something; add [scenario.expect] "
                     f"with any of: {', '.join(expectation_keys())}")
    checks = parse_expect(expect, expect_key, table.players, r)
    witness = _witness(r, raw.get("witness", ""), "rules" in raw)
    rules = _rules(r, raw.get("rules", []), base_dir, witness)
    choices = _choices(r, raw.get("choices", []), table.players)
    if choices and not rules:
        raise r.fail(["choices"], "choices answer questions house rules ask; this scenario "
                     "has no rules")
    last_winner = (r.seat(raw["last_winner"], ["last_winner"], table.players)
                   if "last_winner" in raw else None)
    standings = _standings(r, raw, table.players, last_winner)
    if standings and last_winner is None:
        last_winner = standings[0]
    round_number, rule_rounds = _session(r, raw)
    try:  # the rules' own counts (``counts = {"Rule" = {eights = 2}}``)
        counts = read_counts(raw["counts"], rules) if "counts" in raw else ()
    except ValueError as exc:
        raise r.fail(["counts"], str(exc)) from None
    if "dealer" not in raw:  # the first dealer at seat 0, one seat on a round (R-SETUP-4)
        table = replace(table, dealer=(round_number - 1) % table.players)
    return Scenario(source, index, name, locator.scenario(index), table, decisions, checks,
                    rules, seed, base, last_winner, choices, r.line(["choices"]), witness,
                    standings, round_number, rule_rounds, counts,
                    _pickups(r, raw.get("last_pickups", []), table.players))


def _pickups(r: Reader, value: object, players: int) -> tuple[int, ...]:
    """``last_pickups = [1, 4, 0, 2]``: last round's pickups, a count a seat from seat 0."""
    if not isinstance(value, list) or (value and len(value) != players):
        raise r.fail(["last_pickups"], f"expected a count for each of the {players} seats, "
                     f"from seat 0, e.g. [1, 4, 0, 2]; got {show(value)}")
    return tuple(r.integer(v, ["last_pickups", i], 0, 10_000) for i, v in enumerate(value))


def _standings(r: Reader, raw: dict[str, Any], players: int, winner: int | None
               ) -> tuple[int, ...]:
    """``last_standings = [2, 0, 3, 1]``: last round's finishing order, seats first to
    last (the winner first), each seat once."""
    if "last_standings" not in raw:
        return ()
    value = raw["last_standings"]
    if not isinstance(value, list) or not value:
        raise r.fail(["last_standings"], "expected last round's finishing order, seats "
                     f"first to last, e.g. [2, 0, 3, 1]; got {show(value)}")
    seats = tuple(r.seat(v, ["last_standings", i], players) for i, v in enumerate(value))
    if len(set(seats)) != len(seats):
        raise r.fail(["last_standings"], f"each seat finishes once; got {list(seats)}")
    if winner is not None and seats[0] != winner:
        raise r.fail(["last_standings"], f"last round's standings start with its winner, "
                     f"last_winner = {winner}; got {list(seats)}")
    return seats


def _session(r: Reader, raw: dict[str, Any]) -> tuple[int, int]:
    """``round = N`` (the session's round N) and ``rule_rounds = K`` (every rule of the
    scenario in its K-th round, K <= N: it took effect in round N - K + 1)."""
    round_number = r.integer(raw.get("round", 1), ["round"], 1, MAX_ROUND)
    if "rule_rounds" in raw and "rules" not in raw:
        raise r.fail(["rule_rounds"], "rule_rounds says how long the scenario's rules have "
                     "held; this scenario has no rules")
    rule_rounds = raw.get("rule_rounds", 1)
    if type(rule_rounds) is int and rule_rounds > round_number:
        raise r.fail(["rule_rounds"], f"a rule in its round {rule_rounds} cannot be in play in "
                     f"round {round_number}: it holds from the round after it was invented "
                     "(R-CUSTOM-1); give round = N too")
    return round_number, r.integer(rule_rounds, ["rule_rounds"], 1, round_number)


def _witness(r: Reader, raw: object, has_rules: bool) -> str:
    """``witness = "LP205"``: the lint code this scenario shows happening at a table."""
    if raw == "":
        return ""
    from ...language import CODES

    if not isinstance(raw, str) or raw.strip().upper() not in CODES:
        raise r.fail(["witness"], f"expected a lint code like \"LP205\", got {show(raw)}")
    if not has_rules:
        raise r.fail(["witness"], "a witness shows a rule the linter rejects; this scenario "
                     "has no rules")
    return raw.strip().upper()


def _choices(r: Reader, raw: object, players: int) -> tuple[ScriptedChoice, ...]:
    if not isinstance(raw, list):
        raise r.fail(["choices"], "expected a list like [\"1: give 9H\", \"0: throw R\"]")
    out = []
    for i, text in enumerate(raw):
        m = _CHOICE.match(text) if isinstance(text, str) else None
        if m is None:
            raise r.fail(["choices", i], f"expected \"SEAT: give CARDS\", \"SEAT: take CARDS\", "
                         f"\"SEAT: swap CARDS\" (\"nothing\" declines a 'may') or "
                         f"\"SEAT: throw R|P|S\", got {show(text)}",
                         needle=str(text))
        seat = r.seat(int(m.group(1)), ["choices", i], players)
        kind, rest = m.group(2).lower(), m.group(3)
        if kind == "throw":
            hand = _THROWS.get(rest.strip().lower())
            if hand is None:
                raise r.fail(["choices", i], f"a throw is R, P or S (rock, paper, scissors), "
                             f"not {rest.strip()!r}", needle=text)
            out.append(ScriptedChoice(text, seat, kind, hand=hand))
        elif rest.strip().lower() in _NONE:  # an optional choice declined (issue 14)
            out.append(ScriptedChoice(text, seat, kind))
        else:
            out.append(ScriptedChoice(text, seat, kind, cards=r.cards(rest, ["choices", i])))
    return tuple(out)


def _base(r: Reader, raw: object) -> BaseRules:
    if not isinstance(raw, dict):
        raise r.fail(["base"], "expected a table of base rules: [scenario.base]")
    base = OFFICIAL
    for name, value in raw.items():
        if type(value) not in (int, bool):
            raise r.fail(["base", name], f"expected a number or true/false, got {show(value)}")
        try:
            base = base.adjust(name, value)
        except BaseRuleError as exc:
            raise r.fail(["base", name], str(exc)) from None
    return base


def _table(r: Reader, raw: dict[str, Any], base: BaseRules) -> Table:
    if raw.get("deal", False) is not False:
        r.boolean(raw["deal"], ["deal"])
        clash = [k for k in TABLE_KEYS if k in raw and k != "players"]
        if clash:
            raise r.fail([clash[0]], "a dealt scenario (deal = true) takes its cards from the "
                         "seed; set the table by hand or deal, not both")
        players = r.integer(raw.get("players"), ["players"], base.min_players, base.max_players)
        dealer = r.seat(raw.get("dealer", 0), ["dealer"], players)
        leader = r.seat(raw["leader"], ["leader"], players) if "leader" in raw else None
        return Table(players=players, deal=True, dealer=dealer, leader=leader)
    for key in ("dealer", "leader"):
        if key in raw:
            raise r.fail([key], "dealer and leader belong to a dealt scenario (deal = true)")
    if "hands" not in raw:
        raise r.fail(["hands"], "set the table: hands = [\"...\", \"...\"] (one entry per seat), "
                     "or deal = true")
    hands = r.per_seat(raw["hands"], ["hands"])
    players = len(hands)
    if not base.min_players <= players <= base.max_players:
        raise r.fail(["hands"], f"Lopti is for {base.min_players} to {base.max_players} players, "
                     f"not {players} (R-SETUP-1)")
    if "players" in raw and raw["players"] != players:
        raise r.fail(["players"], f"players = {show(raw['players'])} but hands has {players} "
                     "seats")
    seats: dict[str, tuple[tuple[int, ...], ...]] = {"hands": hands}
    for key in ("face_up", "face_down"):
        if key in raw:
            seats[key] = r.per_seat(raw[key], [key])
            if len(seats[key]) != players:
                raise r.fail([key], f"has {len(seats[key])} entries for {players} seats")
        else:
            seats[key] = ((),) * players
    pile_raw = raw.get("pile", [])
    if not isinstance(pile_raw, list):
        raise r.fail(["pile"], "expected a list of plays from the bottom up: [\"9H\", \"JH JS\"]")
    pile = tuple(r.cards(p, ["pile", i]) for i, p in enumerate(pile_raw))
    for i, play in enumerate(pile):
        if not play or len({c >> 2 for c in play}) != 1:
            raise r.fail(["pile", i], "each entry of the pile is one play: one or more cards of "
                         "one rank (R-PLAY-1)")
    places: list[tuple[str, tuple[int, ...]]] = []
    for key in ("hands", "face_up", "face_down"):
        places += [(f"{key}[{i}]", cs) for i, cs in enumerate(seats[key])]
    places += [(f"pile[{i}]", p) for i, p in enumerate(pile)]
    flat: dict[str, tuple[int, ...]] = {}
    for key in ("threes", "draw_pile", "discarded"):
        flat[key] = r.cards(raw.get(key, []), [key])
        places.append((key, flat[key]))
    cleared_raw = raw.get("cleared", [])
    cleared = (tuple(r.cards(g, ["cleared", i]) for i, g in enumerate(cleared_raw))
               if isinstance(cleared_raw, list) else (r.cards(cleared_raw, ["cleared"]),))
    places += [(f"cleared[{i}]", g) for i, g in enumerate(cleared)]
    if any(c >> 2 != base.pass_rank - 2 for c in flat["threes"]):
        raise r.fail(["threes"], f"only {rank_str(base.pass_rank)}s chain beside the pile "
                     "(R-SPECIAL-3)")
    seen: dict[int, str] = {}
    for where, cards in places:
        for c in cards:
            if c in seen:
                key = where.split("[")[0]
                raise r.fail([key], f"card {card_str(c)} is in two places: {seen[c]} and {where}",
                             needle=None)
            seen[c] = where
    out = raw.get("out", [])
    if not isinstance(out, list):
        raise r.fail(["out"], "expected the seats already out, in finishing order: [2]")
    out_seats = tuple(r.seat(s, ["out", i], players) for i, s in enumerate(out))
    if len(set(out_seats)) != len(out_seats) or len(out_seats) >= players - 1:
        raise r.fail(["out"], "each seat once, and at least two players still in")
    for s in out_seats:
        if hands[s] or seats["face_up"][s] or seats["face_down"][s]:
            raise r.fail(["out", out_seats.index(s)], f"seat {s} is out but still holds cards")
    turn = r.seat(raw.get("turn", 0), ["turn"], players)
    if turn in out_seats:
        raise r.fail(["turn"], f"seat {turn} is out and cannot be the one to act")
    direction = raw.get("direction", "clockwise")
    if direction not in ("clockwise", "counterclockwise"):
        raise r.fail(["direction"], f"expected \"clockwise\" or \"counterclockwise\", got "
                     f"{show(direction)}")
    fill = raw.get("fill", "")
    if fill not in ("", "draw_pile"):
        raise r.fail(["fill"], f"the only fill is \"draw_pile\", got {show(fill)}")
    return Table(
        players=players, turn=turn, pile=pile, threes=flat["threes"], hands=hands,
        face_up=seats["face_up"], face_down=seats["face_down"], draw_pile=flat["draw_pile"],
        cleared=cleared, discarded=flat["discarded"],
        bonus=r.boolean(raw.get("bonus", False), ["bonus"]), out=out_seats,
        direction=1 if direction == "clockwise" else -1, fill=fill == "draw_pile",
        turns=r.integer(raw.get("turns", 0), ["turns"], 0, base.max_turns - 1),
    )


def _decisions(r: Reader, raw: object, players: int) -> tuple[Decision, ...]:
    if not isinstance(raw, list):
        raise r.fail(["decisions"], "expected a list of moves: [\"play 9x2\", \"pickup\"]")
    out = []
    for i, text in enumerate(raw):
        if not isinstance(text, str):
            raise r.fail(["decisions", i], f"expected a move like \"play 9x2\", got {show(text)}")
        m = _DECISION.match(text)
        assert m is not None  # the pattern matches any text
        seat = None
        if m.group(1) is not None:
            seat = r.seat(int(m.group(1)), ["decisions", i], players)
        try:
            move = parse_move(m.group(2))
        except MoveSyntaxError as exc:
            raise r.fail(["decisions", i], str(exc), needle=text) from None
        out.append(Decision(text, move, seat, r.locator.key(r.index, ["decisions"], text)))
    return tuple(out)


def _rules(r: Reader, raw: object, base_dir: Path, witness: str = "") -> tuple[Path, ...]:
    if not isinstance(raw, list) or not all(isinstance(p, str) for p in raw):
        raise r.fail(["rules"], "expected a list of rule files: [\"../rules/eights-skip.lopti\"]")
    out = tuple(base_dir / p for p in raw)
    try:  # the files together: one rule book, as `lopti lint` checks it
        check_rule_files(out, raw, witness)
    except RuleFileError as exc:
        p = raw[exc.index]
        raise r.fail(["rules", exc.index], f"{p}: {exc}", needle=p) from None
    return out
