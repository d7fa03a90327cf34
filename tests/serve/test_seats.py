"""The session view shows who really deals and leads: the seat a rule in force chose
(``before deal: last round's last place deals``), with that rule, before the round and
after it, where the game log's header agrees (R-SETUP-4, issue 14's deals/leads)."""

from __future__ import annotations

import html
import json
import re

from support.paths import EXAMPLES
from support.served import Client, Served, new_session

LOSER_DEALS = (EXAMPLES / "house-loser-deals.lopti").read_text(encoding="utf-8")


def seats(page: str) -> tuple[str, str]:
    found = re.search(r'id="dealer">([^<]*)</span> deals · <span id="leader">([^<]*)<', page)
    assert found, page
    return found.group(1), found.group(2)


def words(page: str) -> str:
    """The page's text as a reader sees it: tags gone, spaces collapsed."""
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", page)))


def test_the_dealer_a_rule_chose_is_shown_with_its_rule_R_SETUP_4(
        served: Served, client: Client) -> None:
    new_session(client)
    status, page = client.post("/session/1/play", {"seed": "3"})  # Bo wins, Ann comes last
    assert status == 200, page
    assert seats(page) == ("Bo", "Bo")  # round 2 by the rotation: Bo deals, the winner leads
    assert 'id="dealer-rule"' not in page
    status, page = client.post("/session/1/rule", {"text": LOSER_DEALS})
    assert status == 200, page

    status, page = client.get("/session/1")
    assert seats(page) == ("Ann", "Bo")  # before the deal, the table knows who deals
    said = words(page)
    assert ("Ann deals because rule 1 \u201cLoser deals\u201d chooses (by the rotation, Bo "
            "would).") in said
    assert 'id="leader-rule"' not in page
    assert 'class="player dealer"><span class="name">Ann<' in page

    client.post("/session/1/play", {"seed": "4"})
    status, page = client.get("/session/1")
    said = words(page)
    assert ("Round 2: Ann wins engine, seed 4; Ann dealt (rule 1 \u201cLoser deals\u201d), "
            "Bo led") in said
    assert "Round 1: Bo wins engine, seed 3; Ann dealt, Ann led" in said  # no rule yet
    log = served.table.config.log_dir / "session1-round2-seed4.jsonl"
    head = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert (head["dealer"], head["leader"]) == (0, 1)  # Ann dealt, Bo led: as the page says
    assert served.table.read(1).rounds[1].dealer == 1  # the rotation's own dealer stays Bo
