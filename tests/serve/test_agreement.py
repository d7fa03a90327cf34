"""A rule that asks something of a person, agreed on every phone (issue 29, R-CUSTOM-3),
over HTTP without a browser: "add to the session" keeps it waiting; each phone answers
only for its own player, once; the host answers for a player without a phone and the
book notes it; the last agreement adds the rule with every seat recorded as agreeing, as
``session rule add --agreed-by`` does; one refusal, or a withdrawal after its confirm,
and it is not added. The laptop and four phones in a browser: test_phones_browser.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from support.served import Client, Config, Served, free_port, new_session, phone_for, start

from lopti_rules.sessions import to_markdown

HOP = 'rule "Hop"\n  after clear:\n    acting player does "hop on one foot"\n'


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Served]:
    """Session 1 (Ann, Bo, Cy, Di) after Ann won round 1, open to phones."""
    gen = start(Config(db=str(tmp_path / "a.db"), port=free_port(), remote=True))
    served = next(gen)
    host = Client(served.url)
    new_session(host)
    host.post("/session/1/round", {"winner": "Ann"})
    yield served
    next(gen, None)


def test_r_custom_3_a_demand_on_a_person_is_added_only_when_every_player_agrees(
        table: Served) -> None:
    host = Client(table.url)
    status, page = host.post("/session/1/rule", {"text": HOP})
    assert status == 200 and "Agree to a rule" in page and "hop on one foot" in page
    assert table.table.read(1).rules == []  # not added yet: it waits for the table
    status, page = host.get("/session/1")
    assert "waits for the table's agreement" in page and "Agree or refuse" in page
    phones = {n: phone_for(table, n, f"192.168.1.{31 + i}") for i, n in
              enumerate(("Ann", "Bo", "Cy"))}
    status, page = phones["Ann"].post("/session/1/agree/answer", {"answer": "agree"})
    assert status == 200 and "Ann agreed" in page
    status, page = phones["Bo"].post("/session/1/agree/answer", {"player": "Cy",
                                                                 "answer": "agree"})
    assert status == 403 and "cannot answer for Cy" in page
    status, page = phones["Bo"].post("/session/1/agree/answer", {"answer": "agree"})
    assert status == 200
    status, page = phones["Bo"].post("/session/1/agree/answer", {"answer": "refuse"})
    assert status == 409 and "Bo has already answered (agreed)" in page
    status, page = host.post("/session/1/agree/answer", {"player": "Cy", "answer": "agree"})
    assert status == 403 and "Cy must answer on it" in page  # Cy's phone holds Cy
    phones["Cy"].post("/session/1/agree/answer", {"answer": "agree"})
    assert table.table.read(1).rules == []  # Di has not answered
    status, page = host.post("/session/1/agree/answer", {"player": "Di", "answer": "agree"})
    assert status == 200 and "No rule is waiting" in page
    s = table.table.read(1)
    assert [r.name for r in s.rules] == ["Hop"]
    assert s.changes[-1].agreed_seats == (0, 1, 2, 3)  # as --agreed-by Ann,Bo,Cy,Di records
    assert [(n.by, n.what) for n in s.notes] == [
        ("the host", "entered Di's answer (agree) to rule “Hop”: Di has no phone")]
    assert "agreed by the whole table (Ann, Bo, Cy, Di)" in to_markdown(s)


def test_r_custom_3_one_refusal_or_a_withdrawal_and_the_rule_is_not_added(
        table: Served) -> None:
    host = Client(table.url)
    host.post("/session/1/rule", {"text": HOP})
    bo = phone_for(table, "Bo", "192.168.1.32")
    host.post("/session/1/agree/answer", {"player": "Ann", "answer": "agree"})
    status, page = bo.post("/session/1/agree/answer", {"answer": "refuse"})
    assert status == 200 and "No rule is waiting" in page
    s = table.table.read(1)
    assert s.rules == [] and s.notes[-1].by == "Bo's phone"
    assert "Bo refused rule “Hop”" in s.notes[-1].what
    # asked again, then withdrawn by the host: a confirm first, and nothing is added
    status, page = host.post("/session/1/rule", {"text": HOP})
    assert status == 200 and "Agree to a rule" in page
    status, page = host.post("/session/1/rule", {"text": HOP})
    assert status == 400 and "already waiting for the table" in page
    status, page = bo.post("/session/1/agree/withdraw", {})
    assert status == 200 and 'id="confirm"' in page
    status, page = bo.post("/session/1/agree/withdraw", {"confirm": "yes"})
    assert status == 403 and "only the host or the rule" in page  # Bo is not its author
    status, page = host.post("/session/1/agree/withdraw", {"confirm": "yes"})
    assert status == 200
    s = table.table.read(1)
    assert s.rules == [] and s.notes[-1].by == "the host"
    assert "withdrew rule “Hop”" in s.notes[-1].what
    status, page = host.post("/session/1/agree/answer", {"player": "Ann", "answer": "agree"})
    assert status == 409 and "no rule is waiting" in page


@pytest.mark.slow  # two servers, one after the other
def test_a_restart_keeps_the_rule_waiting_and_every_answer_given(tmp_path: Path) -> None:
    """The agreement waits in the archive (``serve.agreements``): a server started again
    on the same archive shows the answers given before it stopped and goes on."""
    db = str(tmp_path / "a.db")
    first = start(Config(db=db, port=free_port(), remote=True))
    served = next(first)
    host = Client(served.url)
    new_session(host)
    host.post("/session/1/round", {"winner": "Ann"})
    host.post("/session/1/rule", {"text": HOP})
    ann = phone_for(served, "Ann", "192.168.1.31")
    ann.post("/session/1/agree/answer", {"answer": "agree"})
    next(first, None)
    again = start(Config(db=db, port=free_port(), remote=True))
    served = next(again)
    try:
        ann.base = served.url  # the same phone, its cookies kept (they are per host)
        status, page = ann.get("/session/1/agree")
        assert status == 200 and "Ann agreed" in page
        host = Client(served.url)
        for name in ("Bo", "Cy", "Di"):
            status, page = host.post("/session/1/agree/answer", {"player": name,
                                                                 "answer": "agree"})
            assert status == 200, page
        s = served.table.read(1)
        assert [r.name for r in s.rules] == ["Hop"] and s.changes[-1].agreed_seats == (
            0, 1, 2, 3)
    finally:
        next(again, None)
