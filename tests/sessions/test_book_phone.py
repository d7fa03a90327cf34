"""The HTML rule book read on a phone (issue 27): no table wider than the page. A Rounds
table held a game log's path and its 64-character SHA-256, 870 px wide in a 358 px box;
the base-rule changes table was cut at the edge. Real chromium, as tests/serve/ use it."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from support.served import ARGS, CHROMIUM, new_page

from lopti_rules.sessions import Session
from lopti_rules.sessions.bookexport import to_html, to_markdown

sync_api = pytest.importorskip("playwright.sync_api")
if not os.path.exists(CHROMIUM):
    pytest.skip(f"no browser at {CHROMIUM} (.ci/run installs Debian's chromium)",
                allow_module_level=True)

PHONE = {"width": 390, "height": 844}
LOG = "/home/ann/lopti/friday-evening/logs/session-1/round-0001-engine-seed-1.jsonl"
HASH = "a2f3476fedb07679afda5256f2fef135b019a4b20c73daa271dc4ed5a336ff50"


def evening() -> Session:
    s = Session.create("friday", ["Annabelle", "Bo", "Cyrillus", "Di"], session_id=1)
    s.record_round(1, (1, 0, 3, 2), source="engine", log_path=LOG, log_hash=HASH, seed=1,
                   pickups=(4, 2, 5, 3))
    s.hold_vote("adjust", proposer=0, ballots={0: "yes", 1: "yes", 2: "yes", 3: "no"},
                param="swaps", value=0)
    s.record_round(2, (2, 0, 1, 3))
    return s


def widths(page: Any) -> list[tuple[str, int, int]]:
    """Each table's box: (its first header, the width it needs, the width it has)."""
    return page.evaluate("""() => [...document.querySelectorAll('.wide')].map(d =>
        [d.querySelector('th').textContent, d.scrollWidth, d.clientWidth])""")


@pytest.mark.slow
def test_every_table_of_the_book_fits_a_phone_and_the_page_does_not_scroll_sideways(
        tmp_path: Path) -> None:
    page_file = tmp_path / "book.html"
    page_file.write_text(to_html(evening()), encoding="utf-8")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = new_page(browser, viewport=PHONE)
            page.goto(page_file.as_uri())
            found = widths(page)
            assert {"Round", "Parameter"} <= {head for head, _, _ in found}
            for head, needs, has in found:
                assert needs <= has + 1, f"the {head} table needs {needs} px of {has}"
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        finally:
            browser.close()


def test_the_game_log_and_its_whole_hash_are_below_the_rounds_table() -> None:
    text = to_markdown(evening())
    rounds = text[text.index("## Rounds"):text.index("## Votes")]
    table = [line for line in rounds.splitlines() if line.startswith("|")]
    assert all(HASH not in line and LOG not in line for line in table)
    assert "| engine, seed 1 |" in rounds
    assert f"- Round 1: {LOG}, SHA-256 {HASH}" in rounds
