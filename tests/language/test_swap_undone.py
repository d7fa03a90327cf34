"""The swap undone at once (LP202, R-SETUP-3, R-CUSTOM-2; analysis/checks/blocks.py
``visit_SwapUp``, issue 29, session 37).

Each player may once swap a hand card for a face-up card (R-SETUP-3). A rule that, right
after the swap, sends every face-up card of the swapping player back to the draw pile for
unseen cards, with no choice (no ``may``), throws the chosen card away at once: the swap
happens and its effect does not (redteam-mech37 ``swap-undone-after-swap``). One card, or a
choice of how many, keeps the chosen card (``fair-second-swap-optional``), and so does a swap
at the deal, before the swap is made, or a fee after it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from support import each

from lopti_rules import i18n
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.report.templates import translate


def found(text: str) -> list[tuple[str, str]]:
    return [(d.code, d.message) for d in lint_text(text, "t.lopti").diagnostics]


def undone(text: str) -> bool:
    return any(c == "LP202" and "swap's effect is undone" in m for c, m in found(text))


@each.parametrize("text", [
    'rule "A"\n  after swap:\n    acting player swaps 3 face-up cards with the top of the '
    'draw pile\n',
    '# lopti: lang=de\nregel "B"\n  nach swap:\n    aktive spieler tauscht 3 offene karten '
    'mit der oberste von der nachziehstapel\n',
    '# lopti: lang=nl\nregel "C"\n  na swap:\n    actieve speler ruilt 3 open kaarten met de '
    'bovenste van de trekstapel\n',
    '# lopti: lang=tr\nkural "D"\n  sonra swap:\n    etkin oyuncu değiştirir 3 açık kartlar '
    'ile bu üstteki ait bu çekme destesi\n',
    # every player, the swapping one among them, and more cards than are dealt face up
    '# lopti: lang=de\nregel "E"\n  nach swap:\n    jeder spieler tauscht 4 offene karten mit '
    'der oberste von der nachziehstapel\n',
], size=60)
def test_r_setup_3_every_face_up_card_thrown_back_after_the_swap(text: str) -> None:
    assert undone(text), found(text)


@each.parametrize("text", [
    # the player's choice: which card, and whether at all
    'rule "F"\n  after swap:\n    acting player may swap 1 face-up card with the top of the '
    'draw pile\n',
    'rule "G"\n  after swap:\n    acting player may swap up to 3 face-up cards with the top '
    'of the draw pile\n',
    # one card, mandatory: the player picks which goes, the chosen one may stay
    'rule "H"\n  after swap:\n    acting player swaps 1 face-up card with the top of the draw '
    'pile\n',
    # at the deal, before anyone swaps
    'rule "I"\n  after deal:\n    every player swaps 3 face-up cards with the top of the draw '
    'pile\n',
    # a fee after the swap (examples/rules/swap-fee-for-all)
    'rule "J"\n  after swap:\n    acting player draws 1 card\n',
], size=60)
def test_r_setup_3_near_misses_keep_the_swap(text: str) -> None:
    assert not undone(text), found(text)


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.use("en")


@pytest.mark.parametrize(("lang", "word"), [
    ("de", "Nachziehstapel"), ("nl", "trekstapel"), ("tr", "çekme destesine"),
    ("zh", "抽牌堆")])
def test_r_setup_3_the_message_in_the_tables_language(lang: str, word: str,
                                                      speak: None) -> None:
    (message,) = [m for c, m in found('rule "A"\n  after swap:\n    acting player swaps 3 '
                                      'face-up cards with the top of the draw pile\n')
                  if c == "LP202"]
    i18n.use(lang)
    said = translate(message)
    assert said is not None and word in said and "R-SETUP-3" in said, said
