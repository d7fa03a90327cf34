"""Take the screenshots of docs/serve.md's "One table, several languages": a German and a
Chinese phone at the same table, each on the vote page in its own language.

    .venv/bin/python docs/images/shoot_languages.py [OUT_FOLDER]

It starts ``lopti serve`` on a fresh archive in a temporary folder, records a session
(Ann, Bo, Cy, Di; Ann won round 1 and announced "Eights skip"; Bo proposes to deal four
hand cards), lets a German phone (browser locale de-DE) hold Ann and a Chinese phone
(zh-CN) hold Cy, and has both vote. It writes ``serve-phone-vote-de.png`` and
``serve-phone-vote-zh.png`` (390 px wide, as the browser tests' phones) into OUT_FOLDER
(default: this folder).

Needs the serve and test extras (Playwright), Debian's chromium at /usr/bin/chromium
(never a downloaded browser) and a CJK font, or the Chinese phone shows empty boxes
(Debian: ``apt-get install fonts-wqy-microhei``); the script refuses to run without one.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))  # the browser tests' server and client helpers

from support.served import (  # noqa: E402
    ARGS,
    CHROMIUM,
    EIGHTS,
    Client,
    Config,
    free_port,
    new_session,
    start,
    token_of,
)

PHONE = {"width": 390, "height": 844}
#: each phone: its player, its browser's locale, and its words for "I am", "This is me", "Yes"
PHONES = {"de": ("Ann", "de-DE", "Ich bin", "Das bin ich", "Ja"),
          "zh": ("Cy", "zh-CN", "我是", "这是我", "赞成")}


def has_cjk_font() -> bool:
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return False
    found = subprocess.run([fc_list, ":lang=zh", "family"], capture_output=True, text=True)
    return bool(found.stdout.strip())


def main(out: Path) -> int:
    if not Path(CHROMIUM).exists():
        print(f"error: no browser at {CHROMIUM} (apt-get install chromium)", file=sys.stderr)
        return 2
    if not has_cjk_font():
        print("error: no Chinese font (fc-list :lang=zh is empty): the Chinese phone would "
              "show empty boxes; apt-get install fonts-wqy-microhei", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        server = start(Config(db=str(Path(tmp) / "a.db"), port=free_port(), remote=True))
        served = next(server)
        try:
            host = Client(served.url)
            new_session(host)
            host.post("/session/1/round", {"winner": "Ann"})
            host.post("/session/1/rule", {"text": EIGHTS})
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                pages = {}
                for n, (lang, (name, locale, i_am, me, _yes)) in enumerate(PHONES.items()):
                    context = browser.new_context(viewport=PHONE, locale=locale,
                                                  extra_http_headers={
                                                      "X-Forwarded-For": f"192.168.1.{40 + n}"})
                    page = context.new_page()
                    page.goto(f"{served.url}/join?token={token_of(served)}")
                    page.goto(f"{served.url}/session/1")
                    page.get_by_label(i_am).select_option(name)
                    page.get_by_role("button", name=me).click()
                    page.locator("#waiting").wait_for()
                    approve(host, name)
                    pages[lang] = page
                host.post("/session/1/vote/open", {"proposer": "Bo", "kind": "adjust",
                                                   "param": "hand_size", "value": "4"})
                host.post("/session/1/vote/ballot", {"player": "Di", "choice": "no"})
                for lang, page in pages.items():
                    page.goto(f"{served.url}/session/1/vote")
                    page.get_by_role("button", name=PHONES[lang][4], exact=True).click()
                    page.locator("#my-ballot").wait_for()
                for lang, page in pages.items():
                    page.goto(f"{served.url}/session/1/vote")
                    target = out / f"serve-phone-vote-{lang}.png"
                    page.screenshot(path=str(target), full_page=True)
                    print(target)
                browser.close()
        finally:
            next(server, None)
    return 0


def approve(host: Client, name: str) -> None:
    """The host approves the phone asking to be ``name`` (its button on the host's page)."""
    import re

    page = host.get("/session/1")[1]
    found = re.search(r'phone/approve" class="inline">(?:(?!</form>).)*?value="([\w-]+)">'
                      r'<button aria-label="Approve the phone asking to be '
                      + re.escape(name) + '"', page, re.S)
    if found is None:
        raise SystemExit(f"error: no phone asks to be {name}")
    host.post("/session/1/phone/approve", {"phone": found.group(1)})


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent))
