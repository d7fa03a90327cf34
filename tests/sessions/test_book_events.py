"""The history of a round in the order things happened (issue 15): the session notes an event
for every record (``sessions/timeline.py``), the archive keeps them (schema 4, an upgrade that
backs up first), the JSON book carries them and import replays in their order; a book or an
archive from before keeps the best order its records allow."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import each
from support.paths import ROOT

from lopti_rules.cli import main
from lopti_rules.errors import InputError
from lopti_rules.sessions import Archive, Session, from_json, history, to_html, to_json
from lopti_rules.sessions.timeline import legacy_events

FRIDAY = (ROOT / "examples" / "sessions" / "friday.json").read_text(encoding="utf-8")


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def ruled_then_voted() -> Session:
    """Round 2: Ann's rule is announced after the deal began, then ruled on, then a vote."""
    s = Session.create("f", ["Ann", "Bo", "Cy"], session_id=1)
    s.record_round(0)
    s.deal()
    s.announce_rule("rule text", name="Peek", checker=legal)
    s.rule_on(1, question="Does a blind 7 count?", reading="yes", by=0)
    s.hold_vote("adjust", proposer=1, param="swaps", value=0,
                ballots={0: "yes", 1: "yes", 2: "no"})
    return s


def test_r_session_3_the_html_book_tells_a_round_in_the_order_it_happened() -> None:
    """The ruling came before the vote, the rule after the deal: the records alone put the
    vote before every ruling and the rule at the end of round 1."""
    s = ruled_then_voted()
    said = history(s)
    assert said == [
        "Round 1: Ann deals, Ann leads",
        "Round 1: Ann wins (Ann; table)",
        "Round 2: Bo deals, Ann leads",
        "Round 2: Ann, round 1's winner, invents rule 1 (Peek), in play from round 2 on",
        "Round 2: ruling 1 on rule 1: 'Does a blind 7 count?': its creator Ann decides: 'yes'",
        "Round 2: vote 1 by Bo to set base rule swaps = 0 (now): passed "
        "(Ann yes, Bo yes, Cy no)",
    ]
    page = to_html(s)
    assert page.index("invents rule 1") < page.index("ruling 1") < page.index("vote 1 by Bo")
    # without events, the best order the records allow (as before): vote, then the ruling
    s.events = []
    old = history(s)
    assert old.index(said[5]) < old.index(said[4])
    assert old[2] == "Round 1: Ann invents rule 1 (Peek), in play from round 2 on"


def test_r_custom_2_a_deletion_before_the_deal_says_before_round() -> None:
    s = Session.create("f", ["Ann", "Bo"], session_id=1)
    s.record_round(1)
    s.announce_rule("rule text", name="Peek", checker=legal)
    s.delete_rule(1, by=1)
    s.deal()
    assert history(s)[-2:] == ["Before round 2: Bo deletes rule 1: out of play from round 2 "
                               "on", "Round 2: Bo deals, Bo leads"]


def test_events_name_every_record_once_in_the_order_made() -> None:
    s = ruled_then_voted()
    assert [(e.seq, e.kind, e.ref) for e in s.events] == [
        (1, "deal", 1), (2, "play", 1), (3, "result", 1), (4, "deal", 2), (5, "change", 1),
        (6, "ruling", 1), (7, "vote", 1)]


def test_a_session_without_events_notes_the_best_order_before_its_next_event() -> None:
    s = ruled_then_voted()
    s.events = []  # as loaded from an archive of schema 3
    best = legacy_events(s)
    s.record_round(2)
    assert s.events[:len(best)] == best
    assert [(e.kind, e.ref) for e in s.events[len(best):]] == [("play", 2), ("result", 2)]
    assert [e.seq for e in s.events] == list(range(1, len(s.events) + 1))


def test_the_archive_keeps_the_events(tmp_path: Path) -> None:
    s = ruled_then_voted()
    with Archive(tmp_path / "a.db", create=True) as archive, archive.write():
        archive.add(s)
    with Archive(tmp_path / "a.db") as archive, archive.read():
        assert archive.load(1).events == s.events


def v3_archive(path: Path) -> bytes:
    """An archive of schema 3 holding ruled_then_voted(): no events table."""
    with Archive(path, create=True) as archive, archive.write():
        archive.add(ruled_then_voted())
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP TABLE events")
    conn.execute("ALTER TABLE rounds DROP COLUMN pickups")  # schema 5's (issue 14)
    for table in ("notes", "phones", "join_tokens"):  # schema 6's (issue 26)
        conn.execute(f"DROP TABLE {table}")
    conn.execute("ALTER TABLE rule_changes DROP COLUMN agreed_by")  # schema 7's (issue 29)
    conn.execute("PRAGMA user_version = 3")
    conn.close()
    return path.read_bytes()


def test_a_schema_3_archive_is_read_in_the_best_order_and_backed_up_before_the_upgrade(
        tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    before = v3_archive(db)
    shown = CliRunner().invoke(main, ["book", "export", "1", "--db", str(db)])
    assert shown.exit_code == 0, shown.output
    assert db.read_bytes() == before  # a read command never writes
    best = shown.output.index("- Round 2: vote 1") < shown.output.index("- Round 2: ruling 1")
    assert best  # no events: the order the records allow, as before
    done = CliRunner().invoke(main, ["session", "round", "--winner", "Cy", "--db", str(db)])
    assert done.exit_code == 0, done.output
    assert (tmp_path / "old.db.v3.bak").read_bytes() == before
    with Archive(db) as archive, archive.read():
        s = archive.load(1)
    assert [(e.kind, e.ref) for e in s.events][-2:] == [("play", 2), ("result", 2)]
    before = ruled_then_voted()
    before.events = []  # the rounds so far keep the order they were shown in
    assert history(s)[:6] == history(before)


def test_the_json_book_carries_the_events_and_import_replays_in_their_order() -> None:
    s = ruled_then_voted()
    text = to_json(s)
    assert '"events": [' in text
    back = from_json(text, checker=legal)
    assert back.events == s.events and history(back) == history(s)
    assert to_json(back) == text


def test_import_refuses_events_the_session_could_not_have_followed() -> None:
    data = json.loads(to_json(ruled_then_voted()))
    events = data["session"]["events"]
    events[4], events[5] = events[5], events[4]  # the ruling before the rule existed
    for i, e in enumerate(events, 1):
        e["seq"] = i
    with pytest.raises(InputError, match=r"\$\.session\.rulings\[0\]: the session could "
                                         r"not have done this: session 1 has no rule 1"):
        from_json(json.dumps(data), checker=legal)


@each.parametrize(("event", "words"), [
    ({"kind": "vote", "ref": 9, "seq": 8}, r"events\[7\]\.ref: there is no vote 9"),
    ({"kind": "lunch", "ref": 1, "seq": 8}, r"events\[7\]\.kind: 'lunch' is not one of"),
    ({"kind": "deal", "ref": 1, "seq": 8}, r"events\[7\]: deal 1 happens twice"),
    ({"kind": "deal", "ref": 2, "seq": 3}, r"events\[7\]\.seq: expected event 8"),
], size=60)
def test_import_refuses_an_event_that_names_no_record(event: dict[str, object],
                                                      words: str) -> None:
    data = json.loads(to_json(ruled_then_voted()))
    data["session"]["events"].append(event)
    with pytest.raises(InputError, match=words):
        from_json(json.dumps(data), checker=legal)


def test_a_book_without_events_imports_and_exports_as_before() -> None:
    data = json.loads(FRIDAY)
    del data["session"]["events"]
    old = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    back = from_json(old, checker=legal)
    assert back.events == [] and to_json(back) == old
    # the replay of an old book guesses the order; a moved vote is found where it shows
    data["session"]["votes"][0]["round"] = 1
    with pytest.raises(InputError, match=r"\$\.session\.base_changes\[0\]\.round"):
        from_json(json.dumps(data), checker=legal)
