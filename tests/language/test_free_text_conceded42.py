"""A trait or a place named only to be dismissed picks nobody (R-CUSTOM-4, LP304; session 42,
language/text/concession.py's ``conceded_pick``), and an occasion named as a heading before
its consequence is no rank bound (R-PLAY-2, LP716; rank_bounds.py).

"No matter where you were born, the dealer draws", "Egal, wo einer geboren ist: der Geber
zieht", "Het maakt niet uit wie bij het raam zit", "Kim kapıya yakın otursa otursun",
"不管谁坐在窗边": the act falls on a role. A who-word outside the concession still picks, and
so does the plain pick without a concession.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import codes

CONCEDED = [
    ("en", "It doesn't matter who sits by the door: the dealer fetches the drinks."),
    ("de", "Egal, wo einer geboren ist: nach dem Geben zieht der Geber eine Karte."),
    ("de", "Ganz gleich, wer am Fenster sitzt, der Geber mischt zweimal."),
    ("nl", "Het maakt niet uit wie bij het raam zit: de deler haalt de drankjes."),
    ("tr", "Kim kapıya yakın otursa otursun, içecekleri dağıtıcı getirir."),
    ("tr", "Kim pencereye yakın oturursa otursun: dağıtıcı bir kart çeker."),
    ("zh", "不管谁坐在窗边，饮料都由发牌的人去拿。"),
]
PICKED = [
    ("en", "No matter who sits by the door, whoever sits by the window fetches drinks."),
    ("de", "Wer am Fenster sitzt, holt die Getränke."),
    ("de", "Egal, wer am Fenster sitzt: wer an der Tür sitzt, holt die Getränke."),
    ("tr", "Kim pencereye yakın oturursa içecekleri getirir."),
    ("zh", "不管你是哪里人，坐在窗边的人去拿饮料。"),
    ("zh", "无论谁坐门口，谁坐窗边谁拿饮料。"),
]
HEADINGS = [
    "Ten or more, so I'll pour the tea.",
    "Zehn oder mehr, also schenke ich den Tee ein.",
    "Tien of meer, dus ik schenk de thee in.",
]


@each.parametrize(("lang", "text"), CONCEDED, size=15)
def test_r_custom_4_a_trait_named_to_be_dismissed_picks_nobody(lang: str, text: str) -> None:
    assert "LP304" not in codes(text), (lang, text)


@each.parametrize(("lang", "text"), PICKED, size=15)
def test_r_custom_4_a_pick_beside_or_without_a_concession_is_lp304(lang: str, text: str) -> None:
    assert "LP304" in codes(text), (lang, text)


@pytest.mark.parametrize("text", HEADINGS)
def test_r_play_2_an_occasion_before_its_consequence_is_no_rank_bound(text: str) -> None:
    assert "LP716" not in codes(text), text


def test_r_play_2_a_rank_bound_said_as_a_permission_stays_lp716() -> None:
    assert "LP716" in codes("You may play ten or more on a seven.")
