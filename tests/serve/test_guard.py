"""``lopti serve`` refuses what it must: forged writes, huge or odd input, and never shows a
traceback; concurrent writes are all kept (the archive's transactions decide)."""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest
from support.served import EIGHTS, Client, Served, new_session, tied_vote, token_of

from lopti_rules.sessions import to_json

WRITES = ["/session/new", "/session/1/deal", "/session/1/complete", "/session/1/round",
          "/session/1/end", "/session/1/play", "/session/1/try", "/session/1/rule",
          "/session/1/vote/open", "/session/1/vote/ballot", "/session/1/vote/close",
          "/session/1/roshambo/throw", "/session/1/roshambo/bots"]


def snapshot(served: Served) -> str:
    return to_json(served.table.read(1))


def test_every_write_without_the_csrf_token_is_refused_and_changes_nothing(
        served: Served, client: Client) -> None:
    new_session(client)
    before = snapshot(served)
    for path in WRITES:
        status, page = client.post(path, {"name": "X", "players": "A,B", "winner": "Ann",
                                          "text": EIGHTS}, csrf=False)
        assert status == 403, path
        assert "security token" in page and "Traceback" not in page
        status, _ = client.post(path, {"csrf": "forged" * 4, "winner": "Ann"}, csrf=False)
        assert status == 403, path
    assert snapshot(served) == before
    with served.table.archive(write=False) as archive:
        assert [s.id for s in archive.summaries()] == [1]  # no session was started


def test_a_write_from_another_sites_page_is_refused(served: Served, client: Client) -> None:
    new_session(client)
    before = snapshot(served)
    client.get("/sessions")
    status, page = client.request(
        "/session/1/deal", f"csrf={client.cookie('lopti_csrf')}".encode(),
        {"Content-Type": "application/x-www-form-urlencoded", "Origin": "http://evil.example"})
    assert status == 403 and "another site" in page
    assert snapshot(served) == before


def test_off_loopback_writes_need_the_join_token_R_SESSION(served_token: Served) -> None:
    host = Client(served_token.url)  # the host's own screen: no token needed
    new_session(host)
    phone = Client(served_token.url, "192.168.1.33")
    status, page = phone.post("/session/1/deal", {})
    assert status == 403 and "join link" in page
    status, _ = phone.get("/join?token=wrong")
    assert status == 403
    status, page = phone.get(f"/join?token={token_of(served_token)}")
    assert status == 200 and "Which player are you?" in page
    status, page = phone.post("/session/1/deal", {})
    assert status == 200 and "dealing" in page
    status, page = phone.post("/session/new", {"name": "Fri", "players": "Ann, Bo"})
    assert status == 403 and "only the host" in page


@pytest.mark.slow  # a real lopti serve process / two servers in turn
def test_the_join_token_is_kept_across_a_restart_and_refused_once_rotated(
        tmp_path: Path) -> None:
    """Issue 26: a restart keeps every phone joined; only a rotation locks them out."""
    from support.served import Config, free_port, phone_for, start

    from lopti_rules.sessions import Archive
    from lopti_rules.sessions.archive import phones

    db = str(tmp_path / "a.db")
    first = start(Config(db=db, port=free_port(), remote=True))
    served = next(first)
    new_session(Client(served.url))
    ann = phone_for(served, "Ann", "192.168.1.33")
    next(first, None)
    again = start(Config(db=db, port=free_port(), remote=True))
    served = next(again)
    try:
        ann.base = served.url
        status, page = ann.get("/session/1")
        assert 'id="my-name">Ann<' in page  # still Ann's phone
        status, page = ann.post("/session/1/deal", {})
        assert status == 200, page
        with Archive(db) as archive, archive.write():
            phones.rotate_token(archive.conn, 1, "2026-12-01T22:00:00Z")
        status, page = ann.post("/session/1/complete", {})
        assert status == 403 and "has not joined the table" in page
    finally:
        next(again, None)


def test_huge_rule_text_gets_a_clear_message_and_the_archive_is_unchanged(
        served: Served, client: Client) -> None:
    new_session(client)
    client.post("/session/1/round", {"winner": "Ann"})
    before = snapshot(served)
    status, body = client.lint("#" * 30_000)
    assert status == 413 and "too long" in body["error"]
    status, page = client.post("/session/1/rule", {"text": EIGHTS + "#" * 25_000})
    assert status == 413 and "too long" in page
    status, page = client.post("/session/1/rule", {"text": "x" * 400_000})
    assert status == 413 and "far too much" in page and "Traceback" not in page
    assert snapshot(served) == before


def test_control_characters_are_linted_and_shown_escaped(served: Served, client: Client) -> None:
    new_session(client)
    status, body = client.lint('rule "a\x1b[31mred"\n  after play:\n    say "\x07hi"\n')
    assert status == 200
    assert body["diagnostics"], body
    assert all("\x1b" not in d["message"] and "\x07" not in d["message"]
               for d in body["diagnostics"])
    status, page = client.post("/session/new", {"name": "N\x00ul", "players": "A\x07n, Bo"})
    assert status in (200, 400) and "\x07" not in page and "\x00" not in page


def test_names_are_escaped_never_markup(served: Served, client: Client) -> None:
    new_session(client, players="<script>alert(1)</script>, Bo")
    status, page = client.get("/session/1")
    assert status == 200
    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page


@pytest.mark.parametrize("path", ["/session/99", "/session/abc", "/replay/../../etc/passwd",
                                  "/replay/x.jsonl", "/codes/LP000", "/nowhere"])
def test_bad_addresses_get_a_clear_page_not_a_traceback(client: Client, path: str) -> None:
    new_session(client)
    status, page = client.get(path)
    assert status in (400, 404)
    assert "<h1>" in page and "Traceback" not in page and 'File "' not in page


def test_refused_rule_stays_in_the_editor_with_the_reason_R_CUSTOM_1(
        served: Served, client: Client) -> None:
    new_session(client)
    status, page = client.post("/session/1/rule", {"text": EIGHTS})
    assert status == 400 and "no round has been won yet" in page and "Eights skip" in page


def test_ballots_cast_at_once_from_four_phones_are_all_counted_R_VOTE_2(
        served: Served, client: Client) -> None:
    new_session(client)
    client.post("/session/1/round", {"winner": "Ann"})
    client.post("/session/1/rule", {"text": EIGHTS})
    status, page = client.post("/session/1/vote/open", {"proposer": "Bo", "kind": "remove",
                                                        "rule": "1", "timing": "now"})
    assert status == 200 and "proposes to remove rule 1" in page
    phones = [Client(served.url) for _ in range(4)]
    choices = {"Ann": "no", "Bo": "yes", "Cy": "yes", "Di": "yes"}
    threads = [threading.Thread(target=p.post, args=("/session/1/vote/ballot",
                                                    {"player": name, "choice": choice}))
               for p, (name, choice) in zip(phones, choices.items(), strict=True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    s = served.table.read(1)
    assert len(s.votes) == 1
    assert {s.name_of(k): v for k, v in s.votes[0].ballots.items()} == choices
    assert s.votes[0].outcome == "passed"  # 3 of 4 said yes: more than half (R-VOTE-2)


@pytest.mark.slow
def test_a_tied_vote_is_settled_by_throws_from_two_phones_R_ROSHAMBO_2(
        served: Served, client: Client) -> None:
    tied_vote(client)
    assert served.table.read(1).pending_tie() is not None
    bo, ann = Client(served.url), Client(served.url)
    hands = "RPS"
    for i in range(200):
        if served.table.read(1).pending_tie() is None:
            break
        bo.post("/session/1/roshambo/throw", {"player": "Bo", "hand": hands[i % 3]})
        ann.post("/session/1/roshambo/throw", {"player": "Ann", "hand": hands[(i * 7 + 1) % 3]})
    s = served.table.read(1)
    assert s.pending_tie() is None
    r = s.roshambos[-1]
    assert r.mode == "entered" and r.proposer_wins + r.defender_wins >= 30
    assert r.proposer_wins != r.defender_wins
    status, page = client.get("/session/1/roshambo")
    assert re.search(r"the change (passes|fails)", page)


def test_two_writes_at_once_one_is_refused_with_a_clear_message_R_VOTE_4(
        served: Served, client: Client) -> None:
    """The winner's rule added from two phones at the same moment: the archive's
    transactions take one, the other is told why (one rule a win), nothing doubled."""
    new_session(client)
    client.post("/session/1/round", {"winner": "Ann"})
    answers: list[tuple[int, str]] = []
    phones = [Client(served.url) for _ in range(2)]
    threads = [threading.Thread(target=lambda p=p, t=t: answers.append(
        p.post("/session/1/rule", {"text": t})))
        for p, t in zip(phones, (EIGHTS, EIGHTS.replace("Eights", "Eighths")), strict=True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(status for status, _ in answers) == [200, 400]
    refused = next(page for status, page in answers if status == 400)
    assert "has already announced rule 1" in refused and "Traceback" not in refused
    assert len(served.table.read(1).rules) == 1


def test_a_write_while_another_program_holds_the_archive_is_refused_and_changes_nothing(
        tmp_path: object) -> None:
    """Another lopti command (here: a plain SQLite writer) holds the archive past the
    busy timeout: a page saying so, and nothing written."""
    import sqlite3

    from support.served import Config, free_port, start

    db = f"{tmp_path}/a.db"
    gen = start(Config(db=db, port=free_port(), busy_timeout=0.2))
    served = next(gen)
    try:
        client = Client(served.url)
        new_session(client)
        before = snapshot(served)
        other = sqlite3.connect(db, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        try:
            status, page = client.post("/session/1/round", {"winner": "Ann"})
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert status == 400 and "the archive is busy" in page and "nothing was changed" in page
        assert "Traceback" not in page
        assert snapshot(served) == before
    finally:
        next(gen, None)


@pytest.mark.parametrize("path", [f"/session/{10**30}", f"/session/{'9' * 5000}"])
def test_a_session_number_past_the_archive_is_a_404_not_a_traceback(client: Client,
                                                                    path: str) -> None:
    """Issue 28: SQLite keeps 64-bit numbers; a larger one was an OverflowError."""
    new_session(client)
    status, page = client.get(path)
    assert status == 404 and "is not a session number" in page and "Traceback" not in page


def test_numbers_and_json_past_their_limits_are_clear_errors(served: Served,
                                                             client: Client) -> None:
    """A form's rule number past 64 bits, and /api/lint with nested or 5,000-digit JSON or
    a session number past 64 bits: a clear refusal, never a traceback (issue 28)."""
    new_session(client)
    before = snapshot(served)
    status, page = client.post("/session/1/vote/open", {"proposer": "Ann", "kind": "remove",
                                                        "rule": str(10**30)})
    assert status == 400 and "rule must be a whole number from 0 to" in page
    assert snapshot(served) == before
    client.get("/sessions")
    headers = {"Content-Type": "application/json", "X-CSRF-Token": client.cookie("lopti_csrf")}
    for body in ("[" * 100_000 + "]" * 100_000, '{"text": "", "session": ' + "7" * 5000 + "}"):
        status, page = client.request("/api/lint", body.encode(), headers)
        assert status == 400 and "not JSON" in page and "Traceback" not in page
    status, page = client.request("/api/lint", f'{{"text": "", "session": {10**30}}}'.encode(),
                                  headers)
    assert status == 200 and "diagnostics" in page
