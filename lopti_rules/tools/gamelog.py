"""Game logs: JSON Lines with a versioned header, then one line per decision.

Events are not stored: they are derived by re-running the engine (``playback.py``),
so a log is small and a replay exact. The writer is deterministic: the same game
gives the same bytes.

Version 2 (games played with house rules) adds the rule book to the header
(``rules``: the files' names and sources and their SHA-256) and the choices rules
asked of players as lines of their own, in place: ``{"seat":1,"choice":"give",
"cards":["9♥"]}``, ``{"seat":0,"choice":"throw","hand":"R"}``; an optional choice
declined (``may swap``, issue 14) has no cards: ``{"seat":0,"choice":"swap","cards":[]}``.
Games without rules
are still written as version 1, and both versions are read.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import BaseRules, Game, Move, MoveSyntaxError, card_str, parse_card, parse_move
from ..errors import InputError, LoptiError
from ..inputs import MAX_INT64, cut, json_loads, read_text
from ..play import CHOICE_KINDS, Choice

FORMAT = "lopti-game-log"
VERSION = 1  #: logs of games without house rules
RULES_VERSION = 2  #: logs with a rule book and rule choices
VERSIONS = (VERSION, RULES_VERSION)


def _engine_version() -> str:
    from .. import __version__

    return __version__


@dataclass
class GameLog:
    """A recorded game: how it was set up, and every decision in order."""

    seed: int
    players: int
    dealer: int = 0
    leader: int = 0
    base: BaseRules = field(default_factory=BaseRules)
    engine: str = field(default_factory=_engine_version)
    #: informational: which bot played each seat, if bots played
    bots: list[str] | None = None
    bot_seed: int | None = None
    #: ``(seat, move)`` per decision
    decisions: list[tuple[int, Move]] = field(default_factory=list)
    #: the file line of each decision (filled by ``loads``; for error messages)
    lines: list[int] = field(default_factory=list)
    source: str | None = None
    #: the rule book the game was played with: {"sha256": ..., "files": [{"name", "source"}]}
    rules: dict[str, Any] | None = None
    #: choices rules asked of players, each with ``at`` = decisions taken before it
    choices: list[Choice] = field(default_factory=list)
    #: the file line of each choice (filled by ``loads``)
    choice_lines: list[int] = field(default_factory=list)

    @classmethod
    def from_game(
        cls, game: Game, *, bots: list[str] | None = None, bot_seed: int | None = None,
        rules: dict[str, Any] | None = None, choices: list[Choice] | None = None,
    ) -> GameLog:
        """The log of ``game`` so far; ``rules`` (``RuleSet.to_header()``) and ``choices``
        (``RulesInPlay.choices``) when house rules were in play."""
        return cls(
            seed=game.seed, players=game.players, dealer=game.dealer, leader=game.leader,
            base=game.base, bots=bots, bot_seed=bot_seed, decisions=list(game.history),
            rules=rules, choices=list(choices or []),
        )

    @property
    def version(self) -> int:
        """1 for a game without house rules, 2 with."""
        return RULES_VERSION if self.rules is not None or self.choices else VERSION

    def header(self) -> dict[str, Any]:
        """The first line of the log, as a dict."""
        head: dict[str, Any] = {
            "format": FORMAT,
            "version": self.version,
            "engine": self.engine,
            "seed": self.seed,
            "players": self.players,
            "dealer": self.dealer,
            "leader": self.leader,
            "base": self.base.to_dict(),
        }
        if self.bots is not None:
            head["bots"] = self.bots
        if self.bot_seed is not None:
            head["bot_seed"] = self.bot_seed
        if self.rules is not None:
            head["rules"] = self.rules
        return head


def _line(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n"


def _choice_line(c: Choice) -> str:
    obj: dict[str, Any] = {"seat": c.seat, "choice": c.kind}
    if c.kind == "throw":
        obj["hand"] = c.hand
    else:
        obj["cards"] = [card_str(x) for x in c.cards]
    return _line(obj)


def dumps(log: GameLog) -> str:
    """The log as JSON Lines text."""
    parts = [_line(log.header())]
    if not log.choices:
        parts.extend(f'{{"seat":{seat},"move":"{move}"}}\n' for seat, move in log.decisions)
        return "".join(parts)
    choices = sorted(log.choices, key=lambda c: c.at)  # stable: keeps the order asked
    k = 0
    for i in range(len(log.decisions) + 1):
        while k < len(choices) and choices[k].at <= i:
            parts.append(_choice_line(choices[k]))
            k += 1
        if i < len(log.decisions):
            seat, move = log.decisions[i]
            parts.append(f'{{"seat":{seat},"move":"{move}"}}\n')
    return "".join(parts)


def write(log: GameLog, path: str | Path) -> None:
    """Write the log to ``path`` (UTF-8)."""
    Path(path).write_text(dumps(log), encoding="utf-8")


def read(path: str | Path) -> GameLog:
    """Read a log file; any problem is an ``InputError`` naming the line."""
    p = Path(path)
    try:
        text = read_text(p, "game log")
    except FileNotFoundError:
        raise InputError("no such game log", source=str(p)) from None
    except OSError as exc:
        raise InputError(f"cannot read game log: {exc.strerror or exc}", source=str(p)) from None
    return loads(text, source=str(p))


def _int(obj: dict[str, Any], key: str, source: str | None, line: int, low: int = 0,
         high: int = MAX_INT64) -> int:
    value = obj.get(key)
    if type(value) is not int or not low <= value <= high:
        raise InputError(
            f"header field {key!r} must be a whole number from {low} to {high}, not "
            f"{cut(repr(value))}",
            source=source, line=line,
        )
    return value


#: A decision line as the writer writes it (``{"seat":2,"move":"play 9x2"}``): read without
#: the JSON parser, which cost about 6 us a line, a third of ``lopti replay`` (issue 24).
#: The move text has no escapes or control characters, so it is the JSON string's value;
#: any other form of the line (spaces, escapes, other keys) goes through ``json_loads``.
_DECISION = re.compile(r'\{"seat":(\d),"move":"([^"\\\x00-\x1f]*)"\}\r?')


def loads(text: str, *, source: str | None = None) -> GameLog:
    """Parse JSON Lines text into a ``GameLog`` (decisions are checked by replaying)."""
    rows = text.split("\n")
    ends_cleanly = text.endswith("\n")
    log: GameLog | None = None
    decision = _DECISION.fullmatch
    for number, raw in enumerate(rows, start=1):
        if log is not None and (fast := decision(raw)) and int(fast[1]) < log.players:
            try:  # the writer's own form of a decision line: no JSON parser
                move = parse_move(fast[2])
            except MoveSyntaxError as exc:
                raise InputError(str(exc), source=source, line=number) from None
            log.decisions.append((int(fast[1]), move))
            log.lines.append(number)
            continue
        if not raw.strip():
            continue
        try:
            obj = json_loads(raw, source=source, line=number)  # within inputs' limits
        except json.JSONDecodeError as exc:
            last = number == len(rows) and not ends_cleanly
            hint = " (the log looks truncated)" if last else ""
            raise InputError(
                f"not a JSON line{hint}: {exc.msg}", source=source, line=number,
                column=exc.colno,
            ) from None
        if not isinstance(obj, dict):
            raise InputError("each line must be a JSON object", source=source, line=number)
        if log is None:
            log = _header(obj, source, number)
            continue
        if "choice" in obj:
            log.choices.append(_choice(obj, log, source, number, raw))
            log.choice_lines.append(number)
            continue
        seat, move_text = obj.get("seat"), obj.get("move")
        if type(seat) is not int or not 0 <= seat < log.players or not isinstance(move_text, str):
            raise InputError(
                'a decision line must be {"seat": 0..'
                f'{log.players - 1}, "move": "..."}}, not {raw.strip()[:60]}',
                source=source, line=number,
            )
        try:
            move = parse_move(move_text)  # its message quotes at most MAX_QUOTED characters
        except MoveSyntaxError as exc:
            raise InputError(str(exc), source=source, line=number) from None
        log.decisions.append((seat, move))
        log.lines.append(number)
    if log is None:
        raise InputError("empty game log (no header line)", source=source, line=1)
    log.source = source
    return log


def _choice(obj: dict[str, Any], log: GameLog, source: str | None, line: int,
            raw: str) -> Choice:
    seat, kind = obj.get("seat"), obj.get("choice")
    bad = InputError(
        'a choice line must be {"seat": 0..' f'{log.players - 1}, '
        '"choice": "give"|"take"|"swap", '
        '"cards": [...]} or {"seat": ..., "choice": "throw", "hand": "R"|"P"|"S"}, not '
        f"{raw.strip()[:60]}", source=source, line=line)
    if type(seat) is not int or not 0 <= seat < log.players or kind not in CHOICE_KINDS:
        raise bad
    if kind == "throw":
        hand = obj.get("hand")
        if hand not in ("R", "P", "S"):
            raise bad
        return Choice(len(log.decisions), seat, "throw", hand=hand)
    cards = obj.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise bad
    try:
        parsed = tuple(parse_card(c) for c in cards)
    except ValueError as exc:
        raise InputError(f"bad card in a choice: {exc}", source=source, line=line) from None
    return Choice(len(log.decisions), seat, kind, parsed)


def _header(obj: dict[str, Any], source: str | None, line: int) -> GameLog:
    if obj.get("format") != FORMAT:
        raise InputError(
            f"not a lopti game log: the header's format must be {FORMAT!r}",
            source=source, line=line,
        )
    if obj.get("version") not in VERSIONS:
        raise InputError(
            f"unsupported game log version {cut(repr(obj.get('version')))} (this lopti reads "
            f"{' and '.join(map(str, VERSIONS))})", source=source, line=line,
        )
    rules = obj.get("rules")
    if rules is not None and not _rules_header_ok(rules):
        raise InputError('the header\'s "rules" must be {"sha256": "...", "files": '
                         '[{"name": "...", "source": "..."}]}', source=source, line=line)
    try:
        base = BaseRules.from_dict(obj.get("base", {}))
    except (LoptiError, TypeError) as exc:
        raise InputError(f"bad base rules in the header: {cut(str(exc))}",
                         source=source, line=line) from None
    players = _int(obj, "players", source, line, low=1)
    if not base.min_players <= players <= base.max_players:
        raise InputError(f"header field 'players': a game has {base.min_players} to "
                         f"{base.max_players} players (R-SETUP-1), not {players}",
                         source=source, line=line)
    bots = obj.get("bots")
    bot_seed = obj.get("bot_seed")
    return GameLog(
        seed=_int(obj, "seed", source, line),
        players=players,
        dealer=_int(obj, "dealer", source, line),
        leader=_int(obj, "leader", source, line),
        base=base,
        engine=str(obj.get("engine", "?")),
        bots=[str(b) for b in bots] if isinstance(bots, list) else None,
        bot_seed=bot_seed if type(bot_seed) is int else None,
        rules=rules,
    )


def _rules_header_ok(rules: object) -> bool:
    if not isinstance(rules, dict) or not isinstance(rules.get("sha256"), str):
        return False
    files = rules.get("files")
    last, number = rules.get("last_winner"), rules.get("round", 1)
    if (last is not None and type(last) is not int) or type(number) is not int or number < 1:
        return False
    standings = rules.get("last_standings", [])
    if not (isinstance(standings, list) and all(type(s) is int and s >= 0 for s in standings)
            and len(set(standings)) == len(standings)
            and (not standings or last is None or standings[0] == last)):
        return False
    pickups = rules.get("last_pickups", [])  # last round's pickups per seat
    if not (isinstance(pickups, list) and len(pickups) <= 5
            and all(type(c) is int and c >= 0 for c in pickups)):
        return False
    rounds, counts = rules.get("rule_rounds", []), rules.get("rule_counts", [])
    if not (isinstance(rounds, list) and all(type(r) is int and r >= 1 for r in rounds)
            and isinstance(counts, list)
            and all(isinstance(c, list) and len(c) == 3
                    and all(type(x) is int and x >= 0 for x in c) for c in counts)):
        return False
    memory = rules.get("rule_memory", [])  # the rules' own counts (``count "x"``)
    if not (isinstance(memory, list) and all(
            isinstance(m, list) and all(type(x) is int for x in m) for m in memory)):
        return False
    return isinstance(files, list) and all(
        isinstance(f, dict) and isinstance(f.get("name"), str) and isinstance(f.get("source"), str)
        for f in files)


def rule_files(log: GameLog) -> list[tuple[str, str]]:
    """The (name, source) rule files recorded in a log's header (empty: no rules)."""
    if log.rules is None:
        return []
    return [(f["name"], f["source"]) for f in log.rules["files"]]
