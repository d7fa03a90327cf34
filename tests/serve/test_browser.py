"""``lopti serve`` in a real browser (Playwright driving Debian's chromium): the editor's live
lint, two phones voting, a Roshambo played to its end, a replay stepped both ways, and the
pages at 390 px and 1280 px (screenshots kept in tests/artifacts/)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

import pytest
from support.served import (
    ARGS,
    ARTIFACTS,
    CHROMIUM,
    EIGHTS,
    Client,
    Served,
    new_context,
    new_page,
    new_session,
    token_of,
)

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.slow
if not os.path.exists(CHROMIUM):
    pytest.skip(f"no browser at {CHROMIUM} (.ci/run installs Debian's chromium)",
                allow_module_level=True)

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield b
        finally:
            b.close()


def shot(page: Any, name: str) -> None:
    """Keep a screenshot in tests/artifacts/ (CI keeps the folder), checked: a PNG as wide
    as the viewport (390 px or 1280 px), so nothing spills sideways."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    assert int.from_bytes(data[16:20], "big") == page.viewport_size["width"], path


def won(client: Client) -> None:
    new_session(client)
    client.post("/session/1/round", {"winner": "Ann"})


def test_lint_errors_appear_as_you_type_and_go_when_fixed_then_the_rule_is_added_R_CUSTOM_1(
        browser: Any, served: Served, client: Client) -> None:
    won(client)
    for size, label in ((PHONE, "390"), (DESKTOP, "1280")):
        page = new_page(browser, viewport=size)
        page.goto(served.url + "/session/1/write")
        area = page.locator("#rule-text")
        area.fill('rule "Eights skip"\n  after play when play.rank is 8:\n    skip next playr\n')
        diag = page.locator(".diag").first
        diag.wait_for()
        assert "LP101" in diag.inner_text() and "line 3" in diag.inner_text()
        assert page.locator(".diag a").first.get_attribute("href") == "/codes/LP101"
        shot(page, f"write-lint-{label}")
        area.fill(EIGHTS)
        page.locator("#lint-clean").wait_for()
        assert page.locator(".diag").count() == 0
        if label == "1280":
            page.locator("#add").click()
            page.wait_for_url(re.compile(r"/session/1$"))
            assert "Eights skip" in page.locator("#table").inner_text()
            shot(page, f"session-{label}")
        page.close()
    assert [r.name for r in served.table.read(1).rules] == ["Eights skip"]


def test_two_phones_cast_ballots_and_each_sees_the_others_vote_R_VOTE_2(
        browser: Any, served: Served, client: Client) -> None:
    won(client)
    client.post("/session/1/rule", {"text": EIGHTS})
    client.post("/session/1/vote/open", {"proposer": "Bo", "kind": "remove", "rule": "1"})
    ann = new_context(browser, viewport=PHONE).new_page()
    bo = new_context(browser, viewport=PHONE).new_page()
    for page, name in ((ann, "Ann"), (bo, "Bo")):
        page.goto(f"{served.url}/session/1/vote?as={name}")
        page.wait_for_function("document.getElementById('live-dot').classList.contains('on')")
    # the laptop's pages (loopback: the host) enter ballots for players without phones
    ann.get_by_label("Player").select_option("Ann")
    ann.get_by_role("button", name="No", exact=True).click()
    bo.locator("#no").filter(has_text="1 no").wait_for()  # Bo's page updates without a reload
    bo.get_by_label("Player").select_option("Bo")
    bo.get_by_role("button", name="Yes", exact=True).click()
    ann.locator("#yes").filter(has_text="1 yes").wait_for()
    assert "waiting for Cy, Di" in ann.locator(".tally").inner_text()
    shot(ann, "vote-390")
    ann.context.close()
    bo.context.close()


def test_a_roshambo_is_played_to_its_end_through_the_page_R_ROSHAMBO_2(
        browser: Any, served: Served, client: Client) -> None:
    """The laptop (the host) enters both hands of two players without phones, pair by pair
    (three pairs through the page, the rest over HTTP), to the match's end; throws from the
    players' own phones: test_phones_browser.py."""
    won(client)
    client.post("/session/1/rule", {"text": EIGHTS})
    client.post("/session/1/vote/open", {"proposer": "Bo", "kind": "remove", "rule": "1"})
    for name, choice in {"Ann": "no", "Bo": "yes", "Cy": "yes", "Di": "no"}.items():
        client.post("/session/1/vote/ballot", {"player": name, "choice": choice})
    laptop = new_context(browser, viewport=PHONE).new_page()
    laptop.goto(f"{served.url}/session/1/roshambo")
    hands = ["✊ Rock", "✋ Paper", "✌ Scissors"]
    letters = "RPS"
    for i in range(120):
        if i >= 3:  # the page works: the rest of the match is thrown without a browser
            if i == 3:
                # its page is closed first, at rest: left open, it reloads at every throw,
                # and a page closed in the middle of that storm once hung for 10 minutes
                laptop.context.close()
            client.post("/session/1/roshambo/throw", {"player": "Bo", "hand": letters[i % 3]})
            client.post("/session/1/roshambo/throw",
                        {"player": "Ann", "hand": letters[(i * 7 + 1) % 3]})
            if served.table.read(1).pending_tie() is None:
                laptop = new_context(browser, viewport=PHONE).new_page()
                laptop.goto(f"{served.url}/session/1/roshambo")
                break
            continue
        # each throw is a form post: wait for its page, not for the page already loaded;
        # after Bo's hand the form offers Ann only (Bo waits for her answer)
        laptop.get_by_label("Player").select_option("Bo")
        with laptop.expect_navigation():
            laptop.get_by_role("button", name=hands[i % 3]).click()
        assert laptop.get_by_label("Player").evaluate(
            "s => [...s.options].map(o => o.value)") == ["Ann"]
        with laptop.expect_navigation():
            laptop.get_by_role("button", name=hands[(i * 7 + 1) % 3]).click()
        if i == 2:
            assert laptop.locator("#p-wins").inner_text() != "" and "3 throws so far" in (
                laptop.locator("main").inner_text())
            shot(laptop, "roshambo-390")
    result = laptop.locator("#result").inner_text()  # the page after the last throw
    found = re.search(r"Bo (\d+) – (\d+) Ann", result)
    assert found, result
    p, d = map(int, found.groups())
    assert p + d >= 30 and p != d
    assert served.table.read(1).pending_tie() is None
    laptop.context.close()


def test_a_replay_steps_forwards_and_back(browser: Any, served: Served, client: Client) -> None:
    new_session(client)
    client.post("/session/1/play", {"seed": "7"})
    page = new_page(browser, viewport=DESKTOP)
    page.goto(served.url + "/replays")
    page.locator("a[href^='/replay/']").first.click()
    assert page.locator("#step").inner_text().startswith("Decision 0 of ")
    for _ in range(3):
        page.locator("#next").click()
    assert page.locator("#step").inner_text().startswith("Decision 3 of ")
    after3 = page.locator("#events").inner_text()
    decision3 = page.locator("#decision").inner_text()
    assert page.locator(".zone.seat").count() == 4
    page.locator("#next").click()
    page.locator("#prev").click()
    assert page.locator("#step").inner_text().startswith("Decision 3 of ")
    assert page.locator("#events").inner_text() == after3
    assert page.locator("#decision").inner_text() == decision3
    shot(page, "replay-1280")
    page.set_viewport_size(PHONE)
    shot(page, "replay-390")
    page.close()


def test_a_replay_lists_rule_firings_and_marks_where_it_diverges_without_the_rules(
        browser: Any, served: Served, client: Client) -> None:
    """Round 2 is played with 'Eights skip' (seed 7: Bo's 8 at decision 10 skips Cy);
    replayed without house rules, decision 11 (Di plays, Cy was to act) is marked."""
    won(client)
    client.post("/session/1/rule", {"text": EIGHTS})
    client.post("/session/1/play", {"seed": "7"})
    page = new_page(browser, viewport=DESKTOP)
    page.goto(served.url + "/replay/session1-round2-seed7.jsonl?step=10")
    assert "rule 'Eights skip' (line 2) fired after play: Cy's next turn is skipped" in (
        page.locator("#events").inner_text())
    assert page.locator("#divergence").count() == 0  # with the log's own rules: none
    page.get_by_role("link", name="without house rules").click()
    mark = page.locator("#divergence")
    assert "Diverges at decision 11" in mark.inner_text()
    assert "Cy is to act under these rules" in mark.inner_text()
    mark.get_by_role("link", name="decision 11").click()
    assert page.locator("#step").inner_text().startswith("Decision 11 of ")
    assert page.locator("#divergence.here").count() == 1  # this is the decision marked
    shot(page, "replay-divergence-1280")
    page.locator("#prev").click()
    assert page.locator("#step").inner_text().startswith("Decision 10 of ")
    assert page.locator("#divergence.here").count() == 0
    assert "Replayed without house rules" in page.locator("main").inner_text()
    page.goto(served.url + "/replay/session1-round2-seed7.jsonl?step=14&without=1")
    events = page.locator("#events").inner_text()  # past the divergence: not "(the deal)"
    assert "(the deal)" not in events and "the replay stopped at decision 11" in events
    page.close()


def test_bad_input_through_the_page_gets_a_clear_message_and_changes_nothing(
        browser: Any, served: Served, client: Client) -> None:
    """Huge rule text and control characters typed into the editor, a form posted with a
    stale security token: a page saying so, the archive as it was."""
    from lopti_rules.sessions import to_json

    won(client)
    before = to_json(served.table.read(1))
    page = new_page(browser, viewport=PHONE)
    page.goto(served.url + "/session/1/write")
    # pasted: 24,000 characters, over the 20,000 limit (Playwright's fill types a long
    # text slowly, so the paste sets the value and sends the input event a paste sends)
    page.evaluate("""t => { const a = document.getElementById('rule-text'); a.value = t;
                            a.dispatchEvent(new Event('input')); }""", EIGHTS + "# why\n" * 4_000)
    page.locator("#lint .error").wait_for()  # the live lint says so at once
    assert "too long" in page.locator("#lint").inner_text()
    page.locator("#add").click()
    page.wait_for_load_state()
    assert "too long" in page.locator("main").inner_text()
    assert "Traceback" not in page.content()
    shot(page, "huge-rule-390")
    page.goto(served.url + "/session/1/write")
    page.locator("#rule-text").fill('rule "Red\x1b[31m"\n  after play:\n    say "\x07hi"\n')
    page.locator(".diag").first.wait_for()  # linted, and the page shows text, not codes
    assert "\x1b" not in page.locator("#lint").inner_text()
    page.goto(served.url + "/session/1")
    page.evaluate("document.querySelectorAll('input[name=csrf]').forEach("
                  "i => i.value = 'forged-forged-forged-forged')")
    page.get_by_role("button", name="Record the winner").click()
    page.wait_for_load_state()
    assert "security token" in page.locator("main").inner_text()
    assert to_json(served.table.read(1)) == before
    page.close()


def test_a_phone_that_has_not_joined_is_refused_through_the_page_and_nothing_changes(
        browser: Any, served_token: Served) -> None:
    from lopti_rules.sessions import to_json

    host = Client(served_token.url)  # the host's own screen
    won(host)
    before = to_json(served_token.table.read(1))
    phone = new_context(browser, viewport=PHONE,
                                extra_http_headers={"X-Forwarded-For": "192.168.1.33"}).new_page()
    phone.goto(served_token.url + "/session/1")
    phone.get_by_role("button", name="Record the winner").click()
    phone.wait_for_load_state()
    assert "this device has not joined the table" in phone.locator("main").inner_text()
    assert to_json(served_token.table.read(1)) == before
    phone.context.close()


def test_the_table_shows_the_dealer_a_rule_chose_and_the_rule_on_a_phone_R_SETUP_4(
        browser: Any, served: Served, client: Client) -> None:
    from support.paths import EXAMPLES

    new_session(client)
    client.post("/session/1/play", {"seed": "3"})  # Bo wins, Ann comes last
    client.post("/session/1/rule",
                {"text": (EXAMPLES / "house-loser-deals.lopti").read_text(encoding="utf-8")})
    page = new_page(browser, viewport=PHONE)
    page.goto(served.url + "/session/1")
    assert page.locator("#dealer").inner_text() == "Ann"
    assert page.locator("#dealer-rule").inner_text() == (
        "Ann deals because rule 1 \u201cLoser deals\u201d chooses (by the rotation, Bo would).")
    assert page.locator(".player.dealer .name").inner_text() == "Ann"
    shot(page, "table-chosen-dealer-390")
    page.close()


def test_the_session_and_rule_book_fit_a_phone_and_a_laptop(browser: Any, served: Served,
                                                             client: Client) -> None:
    won(client)
    client.post("/session/1/rule", {"text": EIGHTS})
    for size, label in ((PHONE, "390"), (DESKTOP, "1280")):
        page = new_page(browser, viewport=size)
        for path, name in (("/session/1", "table"), ("/session/1/book", "book")):
            page.goto(served.url + path)
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= size["width"], f"{name} scrolls sideways at {label} px"
            shot(page, f"{name}-{label}")
        page.close()


def test_the_invite_view_shows_the_join_links_qr_code_for_phones_to_scan(
        browser: Any, served_token: Served) -> None:
    from lopti_rules.serve import qr_matrix

    new_session(Client(served_token.url))
    link = f"{served_token.url}/join?token={token_of(served_token)}"
    page = new_page(browser, viewport=PHONE)
    page.goto(served_token.url + "/sessions")
    page.locator("summary", has_text="Menu").click()  # on a phone the links are in the menu
    page.get_by_role("link", name="Invite").click()
    code = page.locator("#qr svg.qr")
    code.wait_for()
    box = code.bounding_box()
    assert box is not None and 200 <= box["width"] <= PHONE["width"]  # big enough to scan
    assert page.locator("#join-link").inner_text() == link
    dark = page.evaluate("""() => [...document.querySelector('#qr svg path')
        .getAttribute('d').matchAll(/M(\\d+) (\\d+)h1/g)].map(m => [+m[1], +m[2]])""")
    size = len(qr_matrix(link))
    drawn = [[False] * size for _ in range(size)]
    for x, y in dark:
        drawn[y - 4][x - 4] = True
    assert drawn == qr_matrix(link)
    shot(page, "invite-390")
    page.close()


def test_a_phone_sees_the_invite_link_only_once_it_has_joined(
        browser: Any, served_token: Served) -> None:
    """A phone on the network (uvicorn reads its address from X-Forwarded-For, as it trusts
    that header from 127.0.0.1 only) is offered no Invite link until it opens the join link."""
    new_session(Client(served_token.url))
    token = token_of(served_token)
    phone = new_context(browser, viewport=PHONE,
                                extra_http_headers={"X-Forwarded-For": "192.168.1.33"}).new_page()
    phone.goto(served_token.url + "/sessions")
    assert phone.locator("header nav.wide a").all_text_contents() == ["Sessions", "Replays"]
    assert phone.locator("a[href='/invite']").count() == 0
    shot(phone, "stranger-390")
    phone.goto(served_token.url + f"/join?token={token}")
    phone.goto(served_token.url + "/sessions")
    phone.locator("summary", has_text="Menu").click()
    phone.get_by_role("link", name="Invite").click()
    assert phone.locator("#join-link").inner_text().endswith(f"/join?token={token}")
    phone.context.close()


def test_the_rule_is_read_back_in_plain_words_under_the_editor_as_you_type(
        browser: Any, served: Served, client: Client) -> None:
    won(client)
    page = new_page(browser, viewport=PHONE)
    page.goto(served.url + "/session/1/write")
    area = page.locator("#rule-text")
    area.fill(EIGHTS)
    said = page.locator("#words .said").first
    said.wait_for()
    assert said.inner_text() == "After a play of 8s: skip the next player."
    assert page.locator("#words h3").inner_text() == "Eights skip"
    area.fill(EIGHTS.replace("rank is 8", "rank is one of 9, 10"))
    page.locator("#words .said", has_text="After a play of 9s or 10s").wait_for()
    area.fill(EIGHTS.replace(":", ""))  # no longer parses: the last reading stays, dimmed
    page.locator("#words.stale").wait_for()
    shot(page, "write-words-390")
    page.close()


def test_try_it_draws_the_game_length_distribution_with_and_without_the_rule(
        browser: Any, served: Served, client: Client) -> None:
    won(client)
    page = new_page(browser, viewport=DESKTOP)
    page.goto(served.url + "/session/1/write")
    page.locator("#rule-text").fill(EIGHTS)
    page.locator("#lint-clean").wait_for()
    page.locator("#try").click()
    chart = page.locator("#length-distribution svg")
    chart.wait_for()
    assert "Game length distribution" in chart.locator("title").first.inner_html()
    for side in ("base", "rules"):
        bars = chart.locator(f'rect.bin[data-side="{side}"]')
        heights = [float(h) for h in bars.evaluate_all("bs => bs.map(b => b.getAttribute("
                                                       "'height'))")]
        assert len(heights) >= 3 and sum(1 for h in heights if h > 0) >= 2
    assert chart.bounding_box()["width"] > 600  # type: ignore[index]
    shot(page, "try-length-1280")
    page.close()


def test_ballots_cast_on_a_phone_are_still_there_after_the_server_restarts_R_VOTE_2(
        browser: Any, tmp_path: Any) -> None:
    from support.served import Config, free_port, start

    db = str(tmp_path / "a.db")
    first = start(Config(db=db, port=free_port()))
    served = next(first)
    client = Client(served.url)
    won(client)
    client.post("/session/1/rule", {"text": EIGHTS})
    client.post("/session/1/vote/open", {"proposer": "Bo", "kind": "remove", "rule": "1"})
    ann = new_context(browser, viewport=PHONE).new_page()
    ann.goto(f"{served.url}/session/1/vote")
    ann.get_by_label("Player").select_option("Ann")
    ann.get_by_role("button", name="No", exact=True).click()
    ann.locator("#no").filter(has_text="1 no").wait_for()
    next(first, None)  # the server stops
    again = start(Config(db=db, port=free_port()))
    served = next(again)
    try:
        bo = new_context(browser, viewport=PHONE).new_page()
        bo.goto(f"{served.url}/session/1/vote?as=Bo")
        assert bo.locator("#no").inner_text() == "1 no"
        shot(bo, "vote-after-restart-390")
    finally:
        next(again, None)
