"""Open ballots live in the archive (``serve.ballots``): a restarted server shows every
ballot cast before it stopped, and ballots cast at once through two servers on one
archive are all kept and counted once (R-VOTE-2)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from support.served import EIGHTS, Client, Config, Served, free_port, new_session, start


def open_vote(client: Client) -> None:
    new_session(client)
    client.post("/session/1/round", {"winner": "Ann"})
    client.post("/session/1/rule", {"text": EIGHTS})
    status, page = client.post("/session/1/vote/open", {"proposer": "Bo", "kind": "remove",
                                                        "rule": "1"})
    assert status == 200 and "proposes to remove rule 1" in page, page


@pytest.mark.slow
def test_open_ballots_survive_a_restart_of_the_server_R_VOTE_2(tmp_path: Path) -> None:
    db = str(tmp_path / "a.db")
    first = start(Config(db=db, port=free_port()))
    served: Served = next(first)
    client = Client(served.url)
    open_vote(client)
    client.post("/session/1/vote/ballot", {"player": "Ann", "choice": "no"})
    client.post("/session/1/vote/ballot", {"player": "Cy", "choice": "yes"})
    next(first, None)  # the server stops: nothing of the vote is left in any memory

    again = start(Config(db=db, port=free_port()))
    served = next(again)
    try:
        phone = Client(served.url)
        status, page = phone.get("/session/1/vote?as=Bo")
        assert status == 200
        assert "proposes to remove rule 1" in page
        assert 'id="no">1 no' in page and 'id="yes">1 yes' in page, page
        status, page = phone.post("/session/1/vote/ballot", {"player": "Ann", "choice": "yes"})
        assert status == 409 and "Ann has already voted" in page  # her ballot was kept
        for name in ("Bo", "Di"):
            phone.post("/session/1/vote/ballot", {"player": name, "choice": "yes"})
        s = served.table.read(1)
        assert len(s.votes) == 1 and s.votes[0].outcome == "passed"
        assert {s.name_of(k): v for k, v in s.votes[0].ballots.items()} == {
            "Ann": "no", "Cy": "yes", "Bo": "yes", "Di": "yes"}
    finally:
        next(again, None)


def test_ballots_cast_at_once_through_two_servers_are_all_kept_R_VOTE_2(
        tmp_path: Path) -> None:
    """Two servers share no memory: only the archive's transactions keep the ballots."""
    db = str(tmp_path / "a.db")
    one, two = start(Config(db=db, port=free_port())), start(Config(db=db, port=free_port()))
    a, b = next(one), next(two)
    try:
        open_vote(Client(a.url))
        choices = {"Ann": "no", "Bo": "yes", "Cy": "abstain", "Di": "yes"}
        answers: list[int] = []

        def vote(url: str, name: str) -> None:
            status, _ = Client(url).post("/session/1/vote/ballot",
                                         {"player": name, "choice": choices[name]})
            answers.append(status)

        threads = [threading.Thread(target=vote, args=(server.url, name))
                   for server, name in zip((a, b, a, b), choices, strict=True)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert answers == [200] * 4
        s = a.table.read(1)
        assert len(s.votes) == 1  # counted once, by whichever server took the last ballot
        assert {s.name_of(k): v for k, v in s.votes[0].ballots.items()} == choices
        status, page = Client(b.url).get("/session/1/vote")
        assert status == 200 and 'id="yes"' not in page  # counted: no box is open
    finally:
        next(one, None)
        next(two, None)
