"""``event_text`` reads each payload directly (issue 24: replay prints 800 events a game);
every line is the one the event's plain-data form (``event_dict``) gives, and the decision
lines of a log read without the JSON parser read as they do with it."""

from __future__ import annotations

from typing import Any

import pytest
from support import each
from support.games import play_out

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.cards import Card, Rank
from lopti_rules.engine.events import (
    Bonus,
    Clear,
    Deal,
    Draw,
    Event,
    Flip,
    Out,
    Pass,
    Pickup,
    Play,
    RoundEnd,
    Seat,
    Swap,
    TakeUp,
    Turn,
    TurnEnd,
    Win,
)
from lopti_rules.errors import InputError
from lopti_rules.tools import event_dict, event_text, gamelog, replay

#: The readable line of each base event, written from its dict form: the contract.
_FROM_DICT: dict[str, str] = {
    "deal": "deal: {players} players, dealer seat {dealer}, seat {leader} leads",
    "swap": "swap: seat {player} puts {given} face up and takes {taken}",
    "turn": "turn {number}: seat {player}",
    "draw": "draw: seat {player} draws {count}",
    "pickup": "pickup: seat {player} picks up {count} card(s) ({reason})",
    "clear": "clear: seat {player} clears {count} card(s) ({cause})",
    "bonus": "bonus: seat {player} makes a bonus play",
    "take_up": "take_up: seat {player} takes {count} face-up card(s) into the hand",
    "pass": "pass: seat {player} passes the pickup to seat {to} (3s chained: {chain})",
    "out": "out: seat {player} is out in place {place}",
    "win": "win: seat {player} wins",
    "turn_end": "turn_end {number}: seat {player}",
}


def from_dict(event: Event) -> str:
    d: dict[str, Any] = event_dict(event)
    name = d["event"]
    if name == "play":
        src = {"hand": "", "up": " face-up", "down": " blind"}[d["source"]]
        on = f" on {d['previous_rank']}x{d['previous_count']}" if d["previous_rank"] else ""
        extra = " (bonus)" if d["bonus"] else ""
        return f"play: seat {d['player']} plays{src} {' '.join(d['cards'])}{on}{extra}"
    if name == "flip":
        return f"flip: seat {d['player']} turns over {d['card']} " + \
            ("(legal)" if d["legal"] else "(illegal)")
    if name == "round_end":
        return "round_end: " + ("safety cap hit" if d["capped"] else f"winner seat {d['winner']}")
    return _FROM_DICT[name].format(**d)


S, C, R = Seat, Card, Rank
EDGES: list[Event] = [
    Deal(dealer=S(1), leader=S(2), players=4),
    Swap(player=S(0), given=C(30), taken=C(4)),
    Play(player=S(3), rank=R(14), count=2, cards=(C(48), C(49)), source="up", bonus=True,
         previous_rank=None, previous_count=0),
    Play(player=S(1), rank=R(10), count=1, cards=(C(35),), source="down", bonus=False,
         previous_rank=R(11), previous_count=3),
    Flip(player=S(2), card=C(0), rank=R(2), legal=False),
    Flip(player=S(2), card=C(51), rank=R(14), legal=True),
    Clear(player=S(0), cause="threes", count=7, cards=()),
    Pass(player=S(0), to=S(3), chain=2),
    Pickup(player=S(1), count=12, reason="rule"),
    Draw(player=S(1), count=2),
    Bonus(player=S(1)), TakeUp(player=S(2), count=3), Out(player=S(2), place=2),
    Win(player=S(0)), Turn(player=S(1), number=9), TurnEnd(player=S(1), number=9),
    RoundEnd(winner=None, players=3, capped=True),
    RoundEnd(winner=S(2), players=3, capped=False),
]


@each.parametrize("event", EDGES, ids=lambda e: e.name, size=60)
def test_each_base_event_reads_as_its_dict_form(event: Event) -> None:
    assert event_text(event) == from_dict(event)


@pytest.mark.parametrize("seed", [1, 7])
def test_a_whole_replayed_game_reads_as_its_dict_form(seed: int) -> None:
    g = play_out(Game(4, seed), make_bot("random", seed))
    log = gamelog.loads(gamelog.dumps(gamelog.GameLog.from_game(g)))
    events = list(replay(log))
    assert {e.name for e in events} >= {"deal", "play", "pickup", "turn", "turn_end", "win"}
    assert [event_text(e) for e in events] == [from_dict(e) for e in events]


def test_decision_lines_read_alike_with_and_without_the_json_parser() -> None:
    g = play_out(Game(3, 5), make_bot("random", 5))
    text = gamelog.dumps(gamelog.GameLog.from_game(g))
    # the same lines, spaced as another writer might: each goes through json.loads
    spaced = "\n".join(line.replace('","', '", "').replace(':', ': ') if '"move"' in line
                       else line for line in text.splitlines()) + "\n"
    fast, slow = gamelog.loads(text), gamelog.loads(spaced)
    assert len(fast.decisions) == len(g.history) > 20
    assert fast.decisions == slow.decisions and fast.lines == slow.lines


def test_a_decision_line_for_a_seat_beyond_the_table_is_refused_with_its_line() -> None:
    g = play_out(Game(3, 5), make_bot("random", 5))
    lines = gamelog.dumps(gamelog.GameLog.from_game(g)).splitlines()
    lines[3] = '{"seat":7,"move":"pickup"}'
    with pytest.raises(InputError, match="seat") as info:
        gamelog.loads("\n".join(lines) + "\n")
    assert info.value.line == 4
