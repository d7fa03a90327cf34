"""``lopti serve``'s refusals and its try, replay and invite pages in each phone's language
(issue 25): what a phone is told when the server will not do what it asked (the 4xx
pages), the replay of a round the table played with bots, the join page and the charts of
the page that tries a rule, read in German, Dutch, Turkish and Chinese: no English word
and no raw placeholder (the players' names, the rule's code and the log's file name stay
as written)."""

from __future__ import annotations

import html
import re
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import each

pytest.importorskip("starlette", reason="lopti serve needs the serve extra")

from support.english import english_left, placeholders_left  # noqa: E402
from support.served import (  # noqa: E402
    Client,
    Config,
    Served,
    free_port,
    new_session,
    phone_for,
    start,
)

from lopti_rules import i18n  # noqa: E402

LANGS = ("de", "nl", "tr", "zh")
#: what the table wrote: the players', the session's and the rule's names, a log's name
TABLE_WORDS = re.compile(r"\b(Ann|Bo|Cy|Di|Friday|Eights skip|greedy|random)\b|"
                         r"session\d+-round\d+-seed\d+\.jsonl|'[^']*'|/\S+")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """One table open to phones, shared by this module's tests (a server starts in about a
    second): session 1 and a round the engine played with bots."""
    folder: Path = tmp_path_factory.mktemp("serve-lang")
    yield from start(Config(db=str(folder / "a.db"), port=free_port(), remote=True))


@pytest.fixture(scope="module")
def table(served: Served) -> dict[str, Client]:
    host = Client(served.url)
    new_session(host)
    status, page = host.post("/session/1/play", {"seed": "5", "bot": "greedy"})
    assert status == 200, page
    return {"host": host, "Ann": phone_for(served, "Ann", "192.168.1.20"),
            "stranger": Client(served.url, "192.168.1.99")}


def shown(page: str) -> str:
    """What a phone reads: the page's text and labels, without rule code, scripts and the
    language chooser (each language's own name)."""
    page = re.sub(r"<(script|style|pre|code)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r'<details class="menu lang".*?</details>', " ", page, flags=re.S)
    labels = " ".join(re.findall(r'(?:aria-label|title|placeholder)="([^"]*)"', page))
    text = re.sub(r"<[^>]+>", " ", page)
    return TABLE_WORDS.sub(" ", html.unescape(f"{text} {labels}"))


def left(page: str, lang: str) -> list[str]:
    text = shown(page)
    return english_left(text, lang) + placeholders_left(text)


def ask(phone: Client, lang: str, path: str, form: dict[str, str] | None = None,
        csrf: bool = True) -> tuple[int, str]:
    """A request as a phone's browser sends it, with its Accept-Language."""
    headers = {"Accept-Language": lang}
    if form is None:
        return phone.request(path, headers=headers)
    if csrf:
        if not phone.cookie("lopti_csrf"):
            phone.request("/sessions", headers=headers)
        form = {"csrf": phone.cookie("lopti_csrf"), **form}
    headers["Content-Type"] = "application/x-www-form-urlencoded"
    return phone.request(path, urllib.parse.urlencode(form).encode(), headers)


#: (who asks, path, form or None for a GET, the status) of refusals a table meets
REFUSALS = [
    ("Ann", "/session/1/vote/ballot", {"choice": "yes"}, 409),  # no vote is open
    ("Ann", "/session/1/vote/ballot", {"choice": "maybe"}, 400),  # yes, no or abstain
    ("Ann", "/session/1/roshambo/throw", {"hand": "X"}, 400),  # R, P or S
    ("stranger", "/session/1/vote/ballot", {"choice": "yes"}, 403),  # has not joined
    ("stranger", "/invite", None, 403),  # may not show the join link
    ("Ann", "/session/1/end", {}, 403),  # only the host or a player's phone ... (form)
    ("host", "/replay/no-such-log.jsonl", None, 404),
    ("host", "/session/x1", None, 404),
]


@pytest.mark.parametrize("lang", LANGS)
def test_r_vote_2_a_phone_is_refused_in_its_own_language(
        table: dict[str, Client], lang: str) -> None:
    """Each refusal's page, in ``lang``: its status, its message in the language."""
    found = {}
    for who, path, form, status in REFUSALS:
        got, page = ask(table[who], lang, path, form)
        if path.endswith("/end"):  # a host-side form a phone posts without the token
            got, page = ask(table[who], lang, path, {"csrf": "stale"}, csrf=False)
            status = 403
        assert got == status, (who, path, page[-400:])
        words = left(page, lang)
        found[path + str(form)] = words
    assert not any(found.values()), {k: v for k, v in found.items() if v}


def test_a_refusal_in_german_says_what_to_do(table: dict[str, Client]) -> None:
    _status, page = ask(table["Ann"], "de", "/session/1/vote/ballot", {"choice": "yes"})
    assert "keine Abstimmung ist offen" in page
    _status, page = ask(table["stranger"], "zh", "/session/1/vote/ballot", {"choice": "yes"})
    assert "这台设备尚未加入牌桌" in page


@pytest.mark.parametrize("lang", LANGS)
def test_r_setup_4_the_replay_and_invite_pages_read_in_the_language(
        table: dict[str, Client], lang: str) -> None:
    """The list of replays, a replayed round (its events: deal, swaps, turns, plays) at
    its start and further on, and the join page, each in ``lang``."""
    host = table["host"]
    status, page = ask(host, lang, "/replays")
    assert status == 200 and not left(page, lang), left(page, lang)
    name = re.search(r'href="/replay/([^"]+)"', page)
    assert name, page
    for step in (0, 6, 40):
        status, page = ask(host, lang, f"/replay/{name[1]}?step={step}")
        assert status == 200, page
        assert not left(page, lang), (step, left(page, lang)[:8])
    status, page = ask(host, lang, "/invite")
    assert status == 200 and not left(page, lang), left(page, lang)


@each.parametrize("lang", LANGS, size=60)
def test_the_try_pages_charts_read_in_the_language(lang: str) -> None:
    """The four charts of the page that tries a rule (its figures made up: the page runs
    200 games a side, too many for a test of words)."""
    from lopti_rules.serve import charts
    from lopti_rules.tools import RuleFigures, Summary

    base = Summary(players=3, bot="greedy", seed=1, games=10, seat_wins=[5, 3, 2])
    rules = Summary(players=3, bot="greedy", seed=1, games=10, seat_wins=[2, 3, 5])
    for s in (base, rules):
        for n in (30, 42, 55):
            s.turns.add(n)
            s.lengths.add(n)
    figures = [RuleFigures(name="Eights skip", filename="rule.lopti", line=1, fired=12,
                           stopped=1)]
    with i18n.speaking(lang):
        svg = " ".join(str(c) for c in (
            charts.seat_wins(base, rules, ["Ann", "Bo", "Cy"]), charts.game_length(base, rules),
            charts.length_histogram(base, rules), charts.rule_firings(figures, 10)))
    text = re.sub(r"<[^>]+>", " ", svg.replace("><", "> <"))
    words = english_left(TABLE_WORDS.sub(" ", html.unescape(text)), lang)
    assert not words and not placeholders_left(text), words
