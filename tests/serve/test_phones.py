"""Seats belong to phones (issue 26), over HTTP without a browser: a phone's ask needs the
host; only the phone holding a player votes and throws for them, once; the host enters
choices for players without a phone and the book notes it; the host releases and moves
phones; irreversible actions ask once more and the book says who did them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.served import (
    EIGHTS,
    Client,
    Config,
    Served,
    free_port,
    new_session,
    phone_for,
    start,
    token_of,
)


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Served]:
    gen = start(Config(db=str(tmp_path / "a.db"), port=free_port(), remote=True))
    served = next(gen)
    host = Client(served.url)
    new_session(host)
    host.post("/session/1/round", {"winner": "Ann"})
    host.post("/session/1/rule", {"text": EIGHTS})
    yield served
    next(gen, None)


def open_vote(served: Served) -> None:
    status, page = Client(served.url).post("/session/1/vote/open", {
        "proposer": "Bo", "kind": "remove", "rule": "1"})
    assert status == 200, page


def test_a_phone_that_asked_is_no_player_until_the_host_approves_R_VOTE_2(
        table: Served) -> None:
    open_vote(table)
    ann = Client(table.url, "192.168.1.31")
    ann.get(f"/join?token={token_of(table)}")
    ann.post("/session/1/phone/ask", {"player": "Ann"})
    status, page = ann.post("/session/1/vote/ballot", {"choice": "no"})
    assert status == 403 and "still waiting to be Ann" in page
    status, page = ann.post("/session/1/phone/approve", {"phone": "0" * 10})
    assert status == 403 and "only the host" in page  # a phone cannot approve itself
    stranger = Client(table.url, "192.168.1.32")
    stranger.get(f"/join?token={token_of(table)}")
    status, page = stranger.post("/session/1/vote/ballot", {"player": "Cy", "choice": "yes"})
    assert status == 403 and "holds no player yet" in page
    assert not table.table.read(1).notes


def test_only_the_phone_holding_a_player_votes_for_them_and_only_once_R_VOTE_2(
        table: Served) -> None:
    open_vote(table)
    ann = phone_for(table, "Ann", "192.168.1.31")
    status, page = ann.post("/session/1/vote/ballot", {"player": "Bo", "choice": "yes"})
    assert status == 403 and "this phone holds Ann: it cannot vote for Bo" in page
    status, page = ann.post("/session/1/vote/ballot", {"choice": "no"})
    assert status == 200 and "Ann voted <strong>no</strong>" in page
    status, page = ann.post("/session/1/vote/ballot", {"choice": "yes"})
    assert status == 409 and "Ann has already voted" in page
    host = Client(table.url)
    status, page = host.post("/session/1/vote/ballot", {"player": "Ann", "choice": "yes"})
    assert status == 403 and "must vote on it" in page
    status, page = host.post("/session/1/vote/ballot", {"player": "Cy", "choice": "yes"})
    assert status == 200, page
    (n,) = table.table.read(1).notes
    assert (n.by, n.what) == ("the host", "entered Cy's ballot (yes) in vote 1: Cy has no phone")
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", n.at)


def test_the_host_releases_and_moves_phones(table: Served) -> None:
    ann = phone_for(table, "Ann", "192.168.1.31")
    host = Client(table.url)
    page = host.get("/session/1")[1]
    held = re.search(r'phone/release" class="inline">(?:(?!</form>).)*?value="([\w-]+)">'
                     r'<button class="quiet" aria-label="Release Ann', page, re.S)
    assert held, page
    status, page = host.post("/session/1/phone/move", {"phone": held.group(1),
                                                        "player": "Di"})
    assert status == 200, page
    assert 'id="my-name">Di<' in ann.get("/session/1")[1]
    status, page = host.post("/session/1/phone/release", {"phone": held.group(1)})
    assert status == 200, page
    assert "Which player are you?" in ann.get("/session/1")[1]
    status, page = host.post("/session/1/phone/release", {"phone": held.group(1)})
    assert status == 409 and "no longer at this table" in page


def test_a_throw_comes_from_the_players_phone_once_and_the_host_enters_one_unseen_R_ROSHAMBO_2(
        table: Served) -> None:
    open_vote(table)
    host = Client(table.url)
    bo = phone_for(table, "Bo", "192.168.1.32")
    bo.post("/session/1/vote/ballot", {"choice": "yes"})
    for name, choice in {"Ann": "no", "Cy": "yes", "Di": "no"}.items():
        host.post("/session/1/vote/ballot", {"player": name, "choice": choice})
    assert table.table.read(1).pending_tie() is not None
    status, page = bo.post("/session/1/roshambo/throw", {"player": "Ann", "hand": "R"})
    assert status == 403 and "cannot throw for Ann" in page
    status, page = bo.post("/session/1/roshambo/throw", {"hand": "R"})
    assert status == 200 and "Your hand is in" in page
    status, page = bo.post("/session/1/roshambo/throw", {"hand": "P"})
    assert status == 409 and "wait for Ann" in page
    status, page = host.post("/session/1/roshambo/throw", {"player": "Bo", "hand": "P"})
    assert status == 403 and "must throw on it" in page
    status, page = host.post("/session/1/roshambo/throw", {"player": "Ann", "hand": "S"})
    assert status == 200, page
    last = table.table.read(1).notes[-1]
    assert last.what == ("entered Ann's hand for throw 1 of the Roshambo on vote 1: Ann has "
                         "no phone")  # the hand itself is not in the book before the match


def test_irreversible_actions_ask_once_more_and_the_book_says_who(table: Served) -> None:
    open_vote(table)
    bo = phone_for(table, "Bo", "192.168.1.32")
    before = table.table.read(1)
    status, page = bo.post("/session/1/vote/close", {})
    assert status == 200 and 'id="confirm"' in page and "This cannot be taken back" in page
    assert table.table.read(1) == before  # asked, nothing done
    stranger = Client(table.url, "192.168.1.39")
    stranger.get(f"/join?token={token_of(table)}")
    status, page = stranger.post("/session/1/vote/close", {"confirm": "yes"})
    assert status == 403 and "only the host or a player" in page
    status, page = bo.post("/session/1/vote/close", {"confirm": "yes"})
    assert status == 200, page
    s = table.table.read(1)
    assert s.votes[-1].outcome == "failed"
    assert (s.notes[-1].by, s.notes[-1].what) == (
        "Bo's phone", "closed vote 1 early (Ann, Bo, Cy, Di abstain)")
    page = Client(table.url).get("/session/1/vote")[1]
    assert "Propose a change" not in page and "This round's vote is used" in page
    table_page = Client(table.url).get("/session/1")[1]
    assert "Rule vote this round: <strong>used</strong>" in table_page
    host = Client(table.url)
    status, page = host.post("/session/1/end", {})
    assert status == 200 and "End the session?" in page and not table.table.read(1).closed
    status, page = host.post("/session/1/end", {"confirm": "yes"})
    s = table.table.read(1)
    assert s.closed and (s.notes[-1].by, s.notes[-1].what) == ("the host", "ended the session")
    assert "At the table" in host.get("/session/1/book")[1]


def test_the_hosts_own_screen_may_hold_a_player_and_still_enter_for_one_without_a_phone(
        table: Served) -> None:
    open_vote(table)
    host = Client(table.url)
    status, page = host.post("/session/1/phone/ask", {"player": "Ann"})  # given at once
    assert status == 200 and 'id="my-name">Ann<' in page
    status, page = host.post("/session/1/vote/ballot", {"choice": "no"})
    assert status == 200, page
    status, page = host.post("/session/1/vote/ballot", {"player": "Di", "choice": "yes"})
    assert status == 200, page
    notes = table.table.read(1).notes
    assert [n.what for n in notes] == ["entered Di's ballot (yes) in vote 1: Di has no phone"]
