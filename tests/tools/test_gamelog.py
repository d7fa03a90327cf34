"""Game logs (JSON Lines) and replay: round trips, and every bad log reported with its line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import each
from support.games import play_out
from support.paths import DOCS

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.errors import InputError
from lopti_rules.tools import event_dict, event_text, gamelog, replay, run


def finished(seed: int = 3, players: int = 3) -> Game:
    return play_out(Game(players, seed), make_bot("random", seed))


def log_lines(seed: int = 3) -> list[str]:
    return gamelog.dumps(gamelog.GameLog.from_game(finished(seed))).splitlines()


def test_a_log_is_a_versioned_header_then_one_line_per_decision() -> None:
    g = finished()
    lines = gamelog.dumps(gamelog.GameLog.from_game(g, bots=["random"] * 3)).splitlines()
    head = gamelog.loads(lines[0] + "\n")
    assert (head.seed, head.players, head.dealer, head.leader) == (g.seed, 3, 0, 0)
    assert '"format":"lopti-game-log","version":1' in lines[0]
    assert len(lines) == 1 + len(g.history)
    assert lines[1].startswith('{"seat":0,"move":')


def test_a_log_round_trips_and_replays_to_the_same_game(tmp_path: Path) -> None:
    g = finished()
    path = tmp_path / "g.jsonl"
    gamelog.write(gamelog.GameLog.from_game(g), path)
    log = gamelog.read(path)
    assert log.decisions == g.history
    again = run(log)
    assert again.finishing_order == g.finishing_order and again.history == g.history


def test_replay_yields_readable_events() -> None:
    events = list(replay(gamelog.loads("\n".join(log_lines()) + "\n")))
    assert events[0].name == "deal" and events[-1].name == "round_end"
    plays = [e for e in events if e.name == "play"]
    assert event_text(plays[0]).startswith("play: seat 0 plays ")
    assert isinstance(event_dict(plays[0])["cards"][0], str)


def bad(lines: list[str], match: str, line: int, *, end: str = "\n") -> None:
    with pytest.raises(InputError, match=match) as info:
        list(replay(gamelog.loads("\n".join(lines) + end, source="g.jsonl")))
    assert info.value.line == line
    assert str(info.value).startswith(f"g.jsonl:{line}")


def test_malformed_lines_are_reported_with_their_number() -> None:
    lines = log_lines()
    bad(lines[:3] + ["{not json"] + lines[4:], "not a JSON line", 4)
    bad(lines[:3] + ['["seat", 0]'] + lines[4:], "JSON object", 4)
    bad(lines[:3] + ['{"seat": 9, "move": "pickup"}'] + lines[4:], "decision line", 4)
    bad(lines[:3] + ['{"seat": 2, "move": "dance"}'] + lines[4:], "bad move 'dance'", 4)


def test_a_truncated_log_is_reported() -> None:
    lines = log_lines()
    bad(lines[:10] + [lines[10][:12]], "looks truncated", 11, end="")
    bad(lines[:10], "ends before the game is over", 11)


def test_an_illegal_or_misplaced_decision_is_reported_with_its_line() -> None:
    lines = log_lines()
    seat = lines[6][len('{"seat":')]
    bad(lines[:6] + [f'{{"seat":{seat},"move":"play Ax4"}}'] + lines[7:], "illegal decision", 7)
    other = (int(seat) + 1) % 3
    bad(lines[:6] + [f'{{"seat":{other},"move":"pickup"}}'] + lines[7:], "seat .* is to act", 7)
    bad(lines + ['{"seat":0,"move":"pickup"}'], "after the game is over", len(lines) + 1)


@each.parametrize(
    ("header", "match"),
    [
        ('{"format":"other","version":1}', "not a lopti game log"),
        ('{"format":"lopti-game-log","version":7}', "unsupported game log version 7"),
        ('{"format":"lopti-game-log","version":1,"seed":-1,"players":3,"dealer":0,'
         '"leader":0}', "'seed'"),
        ('{"format":"lopti-game-log","version":1,"seed":1,"players":9,"dealer":0,'
         '"leader":0}', "2 to 5 players"),
        ('{"format":"lopti-game-log","version":1,"seed":1,"players":3,"dealer":0,'
         '"leader":0,"base":{"hand_size":99}}', "bad base rules"),
    ], size=60
)
def test_a_bad_header_is_reported_on_line_one(header: str, match: str) -> None:
    bad([header], match, 1)


def test_an_empty_or_missing_log_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="empty game log"):
        gamelog.loads("\n\n")
    with pytest.raises(InputError, match="no such game log"):
        gamelog.read(tmp_path / "missing.jsonl")


def test_the_log_shown_in_the_docs_is_what_simulate_records(tmp_path: Path) -> None:
    """docs/game-log.md shows the first lines of `lopti simulate --games 1 --seed 1`."""
    from lopti_rules.tools import simulate

    doc = (DOCS / "game-log.md").read_text(encoding="utf-8")
    block = doc.split("```json\n", 1)[1].split("```", 1)[0].splitlines()
    simulate(4, 1, 1, "random", record=tmp_path)
    recorded = (tmp_path / "game-000001.jsonl").read_text(encoding="utf-8").splitlines()
    assert block == recorded[: len(block)]


@pytest.mark.parametrize("players", [1, 6, 9])
def test_a_player_count_off_the_table_is_refused_when_the_header_is_read(players: int) -> None:
    header = json.dumps({"format": "lopti-game-log", "version": 1, "seed": 1,
                         "players": players, "dealer": 0, "leader": 0})
    with pytest.raises(InputError, match=r"^g\.jsonl:1: header field 'players': a game has "
                                         rf"2 to 5 players \(R-SETUP-1\), not {players}$"):
        gamelog.loads(header + "\n", source="g.jsonl")


@pytest.mark.parametrize(("line", "says"), [
    ('{"seat":0,"move":"' + "x" * 5_000_000 + '"}', "(5,000,000 characters)"),
    ('{"seat":0,"move":"play ' + "7" * 5000 + 'x1"}', "bad move"),
    ('{"seat":0,"move":"flip ' + "9" * 5000 + '"}', "bad move"),
])
def test_a_huge_move_is_quoted_in_part_never_echoed_whole(line: str, says: str) -> None:
    """Issue 28: ``replay`` echoed a whole 5 MB move in its message; it quotes at most
    ``inputs.MAX_QUOTED`` characters of it and says how long it was."""
    head = json.dumps({"format": "lopti-game-log", "version": 1, "engine": "x", "seed": 1,
                       "players": 4, "dealer": 0, "leader": 0, "base": {}})
    with pytest.raises(InputError) as info:
        gamelog.loads(f"{head}\n{line}\n", source="big.jsonl")
    message = str(info.value)
    assert message.startswith("big.jsonl:2: bad move") and says in message
    assert len(message) < 300


@pytest.mark.parametrize(("field", "value"), [("seed", 2**63), ("dealer", 10**30),
                                              ("version", "v" * 100_000)])
def test_header_numbers_past_64_bits_and_long_values_are_refused_briefly(
        field: str, value: object) -> None:
    head = {"format": "lopti-game-log", "version": 1, "engine": "x", "seed": 1,
            "players": 4, "dealer": 0, "leader": 0, "base": {}, field: value}
    with pytest.raises(InputError) as info:
        gamelog.loads(json.dumps(head) + "\n", source="h.jsonl")
    assert len(str(info.value)) < 300 and field in str(info.value)
