"""Roshambo throws live in the archive (``serve.throws``): a server stopped and started
again mid-Roshambo goes on with the same score, and hands thrown at once through two
servers on one archive are all kept (R-ROSHAMBO-2)."""

from __future__ import annotations

import re
import sqlite3
import threading
from pathlib import Path

import pytest
from support.served import Client, Config, free_port, start, tied_vote

#: Bo (the proposer) against Ann (the rule's creator): Ann's hand beats Bo's in each of
#: these pairs ("RS": Bo rock, Ann scissors -> Bo wins; "SR": Ann wins)
BO_WINS, ANN_WINS, DRAW = ("R", "S"), ("S", "R"), ("P", "P")


def pair(client: Client, bo: str, ann: str) -> None:
    for name, hand in (("Bo", bo), ("Ann", ann)):
        status, page = client.post("/session/1/roshambo/throw", {"player": name, "hand": hand})
        assert status == 200, page


def score(page: str) -> tuple[int, int]:
    found = re.search(r'id="p-wins">(\d+)</span> – <span id="d-wins">(\d+)', page)
    assert found, page
    return int(found.group(1)), int(found.group(2))


@pytest.mark.slow
def test_a_roshambo_goes_on_after_the_server_restarts_R_ROSHAMBO_2(tmp_path: Path) -> None:
    db = str(tmp_path / "a.db")
    first = start(Config(db=db, port=free_port()))
    client = Client(next(first).url)
    tied_vote(client)
    for bo, ann in [BO_WINS] * 10 + [ANN_WINS] * 6 + [DRAW] * 2:
        pair(client, bo, ann)
    client.post("/session/1/roshambo/throw", {"player": "Bo", "hand": "P"})  # unanswered
    next(first, None)  # the server stops: nothing of the match is left in any memory

    again = start(Config(db=db, port=free_port()))
    served = next(again)
    try:
        phone = Client(served.url)
        status, page = phone.get("/session/1/roshambo?as=Ann")
        assert status == 200 and score(page) == (10, 6), page
        assert "18 throws so far" in page and "Bo has thrown" in page
        phone.post("/session/1/roshambo/throw", {"player": "Ann", "hand": "S"})  # P-S: Ann
        assert score(phone.get("/session/1/roshambo")[1]) == (10, 7)
        # Bo wins the next 10 decided rounds: 20 - 7 after 27 decided, the match is over
        # only at 30 decided rounds (R-ROSHAMBO-2), so throw until the page says so
        for _ in range(20):
            pair(phone, *BO_WINS)
            if served.table.read(1).pending_tie() is None:
                break
        s = served.table.read(1)
        assert s.pending_tie() is None and len(s.roshambos) == 1
        done = s.roshambos[0]
        assert (done.proposer_wins, done.defender_wins) == (23, 7)
        assert done.mode == "entered" and done.winner == "proposer"
        thrown = [(t.a_hand, t.b_hand) for t in done.throws]
        assert thrown[:19] == [BO_WINS] * 10 + [ANN_WINS] * 6 + [DRAW] * 2 + [("P", "S")]
        assert len(thrown) == 32  # every throw, those before the restart included
        with sqlite3.connect(db) as conn:  # the waiting hands are gone once recorded
            assert conn.execute("SELECT count(*) FROM serve_throws").fetchone() == (0,)
        status, page = phone.get("/session/1/roshambo")
        assert "the change passes" in page
    finally:
        next(again, None)


@pytest.mark.slow
def test_hands_thrown_at_once_through_two_servers_are_all_kept_R_ROSHAMBO_2(
        tmp_path: Path) -> None:
    """Two servers share no memory: only the archive's transactions keep the hands."""
    db = str(tmp_path / "a.db")
    one, two = start(Config(db=db, port=free_port())), start(Config(db=db, port=free_port()))
    a, b = next(one), next(two)
    try:
        tied_vote(Client(a.url))
        answers: list[int] = []

        def throw(url: str, name: str, hand: str) -> None:
            status, _ = Client(url).post("/session/1/roshambo/throw",
                                         {"player": name, "hand": hand})
            answers.append(status)

        for _ in range(8):  # Bo on one server, Ann on the other, at the same moment
            threads = [threading.Thread(target=throw, args=(a.url, "Bo", "R")),
                       threading.Thread(target=throw, args=(b.url, "Ann", "S"))]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
        assert answers == [200] * 16
        page = Client(b.url).get("/session/1/roshambo")[1]
        assert score(page) == (8, 0) and "8 throws so far" in page
        assert score(Client(a.url).get("/session/1/roshambo")[1]) == (8, 0)
    finally:
        next(one, None)
        next(two, None)


def test_a_hand_is_thrown_once_and_a_second_one_before_the_answer_is_refused_R_ROSHAMBO_2(
        tmp_path: Path) -> None:
    """Neither player sees the other's hand first; a hand, once shown, stands (issue 26:
    a throw is taken once), and the refusal says why."""
    served = start(Config(db=str(tmp_path / "a.db"), port=free_port()))
    client = Client(next(served).url)
    try:
        tied_vote(client)
        client.post("/session/1/roshambo/throw", {"player": "Bo", "hand": "R"})
        status, page = client.post("/session/1/roshambo/throw", {"player": "Bo", "hand": "S"})
        assert status == 409 and "already thrown for throw 1; wait for Ann" in page
        page = client.get("/session/1/roshambo")[1]
        assert "0 throws so far" in page and "Bo has thrown" in page
        client.post("/session/1/roshambo/throw", {"player": "Ann", "hand": "S"})
        page = client.get("/session/1/roshambo")[1]
        assert score(page) == (1, 0) and "1 throws so far" in page  # rock, not scissors
    finally:
        next(served, None)


def test_only_the_two_sides_throw_and_a_stranger_changes_nothing_R_ROSHAMBO_1(
        tmp_path: Path) -> None:
    db = str(tmp_path / "a.db")
    served = start(Config(db=db, port=free_port()))
    client = Client(next(served).url)
    try:
        tied_vote(client)
        status, page = client.post("/session/1/roshambo/throw", {"player": "Cy", "hand": "R"})
        assert status == 403 and "only Bo and Ann throw in this Roshambo, not Cy" in page
        status, page = client.post("/session/1/roshambo/throw", {"player": "Bo", "hand": "X"})
        assert status == 400
        with sqlite3.connect(db) as conn:
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_schema")}
            rows = (conn.execute("SELECT count(*) FROM serve_throws").fetchone()[0]
                    if "serve_throws" in tables else 0)
        assert rows == 0
    finally:
        next(served, None)
