"""One gate (issue 29) in ``lopti serve``: "add to the session" refuses what ``lopti lint``
refuses, play judges included (LP504), and the editor's live lint is the gate's static
checks, which do not see a game that never ends (they are not the final verdict)."""

from __future__ import annotations

import html

import pytest
from support.paths import REJECTED
from support.served import Client, new_session

SAMPLE = ["recycle-cleared", "kiss", "creator-by-rule-age"]


def test_one_gate_serve_refuses_every_rejected_sample_on_add(client: Client) -> None:
    new_session(client)
    for i, stem in enumerate(SAMPLE):
        client.post("/session/1/round", {"winner": ["Ann", "Bo", "Cy"][i]})
        text = (REJECTED / f"{stem}.lopti").read_text(encoding="utf-8")
        status, page = client.post("/session/1/rule", {"text": text})
        assert status == 400, (stem, page[:300])
        assert "rule not accepted" in html.unescape(page), stem
    status, page = client.get("/session/1")
    assert status == 200 and "Recycle" not in page


@pytest.mark.parametrize("stem, static_codes", [("recycle-cleared", []), ("kiss", ["LP7"])])
def test_the_live_lint_is_the_gates_static_checks(client: Client, stem: str,
                                                 static_codes: list[str]) -> None:
    new_session(client)
    status, body = client.lint((REJECTED / f"{stem}.lopti").read_text(encoding="utf-8"))
    assert status == 200
    codes = [d["code"] for d in body["diagnostics"]]
    assert all(any(c.startswith(p) for c in codes) for p in static_codes)
    assert "LP504" not in codes  # the play judges run on "add", not as you type
