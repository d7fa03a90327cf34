"""Each phone at one table reads `lopti serve` in its own language (issue 25): from its
browser's Accept-Language, or the chooser on every page (kept in a cookie); the host's
screen keeps the server's. The session and vote pages, read by a German, a Dutch, a
Turkish and a Chinese phone, have no English left (a word check against the English
catalog's msgids) and no raw placeholders; names and rule code stay as written."""

from __future__ import annotations

import html
import re
import urllib.parse

import pytest
from support.english import english_left, placeholders_left
from support.served import EIGHTS, Client, Served, new_session, phone_for, tied_vote

from lopti_rules import i18n

#: what the table wrote: the players' names, the session's and the rule's
TABLE_WORDS = re.compile(r"\b(Ann|Bo|Cy|Di|Friday|Eights skip|greedy|random)\b")
ASKS = {"Ann": "de-DE,de;q=0.9,en;q=0.8", "Di": "nl-BE,nl;q=0.9", "Cy": "zh-CN,zh;q=0.9",
        "Bo": "fr-FR,fr;q=0.9,tr;q=0.5"}
LANG = {"Ann": "de", "Di": "nl", "Cy": "zh", "Bo": "tr"}


def shown(page: str) -> str:
    """What a phone shows: the text of the page and its labels, without rule code and
    without the chooser (each language's name in that language: "English", "中文")."""
    page = re.sub(r"<(script|style|pre)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r'<details class="menu lang".*?</details>', " ", page, flags=re.S)
    labels = " ".join(re.findall(r'(?:aria-label|title|placeholder)="([^"]*)"', page))
    text = re.sub(r"<[^>]+>", " ", page)
    return html.unescape(f"{text} {labels}")


def left(page: str, lang: str) -> list[str]:
    text = TABLE_WORDS.sub(" ", shown(page))
    return english_left(text, lang) + placeholders_left(text)


def table(served: Served) -> dict[str, Client]:
    host = Client(served.url)
    new_session(host)
    host.post("/session/1/round", {"winner": "Ann"})
    host.post("/session/1/rule", {"text": EIGHTS})
    phones = {}
    for n, (name, asks) in enumerate(ASKS.items()):
        phone = phone_for(served, name, f"192.168.1.{20 + n}")
        phone.request("/session/1", headers={"Accept-Language": asks})
        phones[name] = phone
    return phones


def get(phone: Client, name: str, path: str) -> str:
    status, page = phone.request(path, headers={"Accept-Language": ASKS[name]})
    assert status == 200, page
    return page


def post(phone: Client, name: str, path: str, form: dict[str, str]) -> str:
    """A form sent as a browser sends it: with its Accept-Language."""
    body = urllib.parse.urlencode({"csrf": phone.cookie("lopti_csrf"), **form}).encode()
    status, page = phone.request(path, body, {"Accept-Language": ASKS[name],
                                              "Content-Type": "application/x-www-form-urlencoded"})
    assert status == 200, page
    return page


def test_i18n_accept_language_picks_the_first_language_lopti_speaks() -> None:
    assert i18n.accepted("fr-FR,fr;q=0.9,tr;q=0.5,de;q=0.4") == "tr"
    assert i18n.accepted("en;q=0.5, zh-Hant-TW") == "zh"
    assert i18n.accepted("de;q=0, nl") == "nl"  # q=0: not wanted
    assert i18n.accepted("fr, *") is None and i18n.accepted(None) is None


@pytest.mark.slow
def test_r_vote_2_four_phones_four_languages_at_one_table(served_token: Served) -> None:
    phones = table(served_token)
    host = Client(served_token.url)
    for name, phone in phones.items():  # the proposal form: kinds and base rules in words
        page = get(phone, name, "/session/1/vote")
        assert not left(page, LANG[name]), (name, left(page, LANG[name])[:8])
    host.post("/session/1/vote/open", {"proposer": "Bo", "kind": "adjust",
                                       "param": "hand_size", "value": "4"})
    for name, phone in phones.items():
        lang = LANG[name]
        for path in ("/session/1", "/session/1/vote"):
            page = get(phone, name, path)
            want = "zh-Hans" if lang == "zh" else lang
            assert f'<html lang="{want}">' in page, (name, path)
            assert not left(page, lang), (name, path, left(page, lang)[:8])
    # each votes on its phone in its own words; the host's screen stays English
    answer = post(phones["Ann"], "Ann", "/session/1/vote/ballot", {"choice": "yes"})
    assert "Ann hat mit <strong>ja</strong> gestimmt." in answer
    answer = post(phones["Cy"], "Cy", "/session/1/vote/ballot", {"choice": "no"})
    assert "Cy 投了<strong>反对</strong>" in answer
    assert not left(answer, "zh"), left(answer, "zh")
    page = host.get("/session/1/vote")[1]
    assert '<html lang="en">' in page and "1 yes" in page and "waiting for Bo, Di" in page
    assert "Bo proposes to set hand size to 4, from now" in page
    assert "Bo beantragt, Zahl der Handkarten auf 4 zu setzen, ab sofort" in get(
        phones["Ann"], "Ann", "/session/1/vote")


def test_the_chooser_keeps_a_phones_choice_over_its_browser(served: Served) -> None:
    phone = Client(served.url)
    new_session(phone)
    page = phone.request("/session/1?lang=tr", headers={"Accept-Language": "de"})[1]
    assert '<html lang="tr">' in page and "Kural Oylaması" not in page
    assert phone.cookie("lopti_lang") == "tr"
    page = phone.request("/session/1/vote", headers={"Accept-Language": "de"})[1]
    assert '<html lang="tr">' in page and "Değişiklik öner" in page
    assert 'href="/session/1/vote?lang=zh" hreflang="zh" lang="zh">中文</a>' in page
    page = phone.request("/session/1?lang=xx", headers={"Accept-Language": "de"})[1]
    assert '<html lang="tr">' in page  # an unknown choice changes nothing


@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
def test_an_error_page_in_the_language(served: Served, lang: str) -> None:
    status, page = Client(served.url).request("/no/such/page",
                                              headers={"Accept-Language": lang})
    assert status == 404 and not left(page, lang), left(page, lang)


@pytest.mark.slow
def test_r_roshambo_2_the_tie_the_book_and_the_sessions_in_each_language(served: Served
                                                                          ) -> None:
    """The host's screen, asked in each language: the tied vote's Roshambo page (with the
    forms for players without a phone), the rule book, the list of sessions, the rule
    editor and the agreement page."""
    host = Client(served.url)
    tied_vote(host)
    for lang in ("de", "nl", "tr", "zh"):
        for path in ("/session/1/roshambo", "/session/1/book", "/sessions",
                     "/session/1/write", "/session/1/agree"):
            status, page = host.request(path, headers={"Accept-Language": lang})
            assert status == 200, page
            page = re.sub(r"<pre class=\"rule\">.*?</pre>|<textarea.*?</textarea>", " ", page,
                          flags=re.S)  # rule code, and the editor's example rule
            with i18n.speaking(lang):  # the notes the table kept are stored English text
                notes = re.escape(i18n.gettext("At the table"))
            page = re.sub(rf"<h2>{notes}</h2>.*?(?=<h2>)", " ", page, flags=re.S)
            found = left(page, lang)
            assert not found, (lang, path, found[:8])
    page = host.request("/session/1/roshambo", headers={"Accept-Language": "tr"})[1]
    assert "Taş-Kâğıt-Makas" in page and "Makas" in page
