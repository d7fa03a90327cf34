"""Import is a replay (issue 15): ``book import`` rebuilds the session by replaying its
history through the session model and refuses the first record the model does not make,
naming its JSON path. Each book here is consistent record by record (``bookcheck``
accepted all of them before), but no session could have written it."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from support.paths import ROOT

from lopti_rules.errors import InputError
from lopti_rules.sessions import from_json, to_json

FRIDAY = json.loads((ROOT / "examples" / "sessions" / "friday.json").read_text("utf-8"))


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def edited(change: Callable[[dict[str, Any]], object]) -> str:
    data = json.loads(json.dumps(FRIDAY))
    change(data["session"])
    return json.dumps(data)


def later_effect(s: dict[str, Any]) -> None:
    voted = next(c for c in s["changes"] if c["vote"])
    voted["effective"] += 1


@pytest.mark.parametrize(("change", "path", "words"), [
    # R-CUSTOM-1, R-WIN-3: only the round's winner announces a rule
    (lambda s: s["rules"][0].update(creator=3, creator_name="Di"),
     r"\$\.session\.rules\[0\]\.creator", "records creator as 1, not 3"),
    # R-VOTE-6: a change voted to hold now holds from the vote's round
    (later_effect, r"\$\.session\.changes\[2\]\.effective", "effective as 3, not 4"),
    # R-VOTE-1: the vote moved to round 1; its event says it came after round 2's deal
    # (a book without events: tests/sessions/test_book_events.py)
    (lambda s: s["votes"][0].update(round=1), r"\$\.session\.votes\[0\]\.round",
     "round as 2, not 1"),
], ids=["creator-is-not-the-winner", "effect-later-than-voted", "vote-moved-a-round"])
def test_import_refuses_a_history_the_session_could_not_have_made(
        change: Callable[[dict[str, Any]], object], path: str, words: str) -> None:
    with pytest.raises(InputError, match=path) as caught:
        from_json(edited(change), checker=legal)
    assert words in str(caught.value)


def test_import_refuses_a_command_the_model_refuses_with_its_place() -> None:
    """A vote on rule 3 in round 2, before round 3's winner invented it."""
    def early(s: dict[str, Any]) -> None:
        s["votes"][2].update(round=2)
        s["votes"][0].update(round=1)
    with pytest.raises(InputError, match=r"\$\.session\.(votes|base_changes|changes)\["):
        from_json(edited(early), checker=legal)


def test_import_returns_the_rebuilt_session_equal_to_the_book() -> None:
    text = json.dumps(FRIDAY)
    session = from_json(text, checker=legal)
    assert json.loads(to_json(session)) == FRIDAY
