"""A person's health, sleep and civic vote pressed, heat on the body, and a condition named
only to spare its holder (issue 29, session 44; language/text/pressed.py and
clause_lexicon's ``body_harm``).

R-CUSTOM-3: a game result may not override a player's allergy, intolerance, diet or fear
("allergy or not", "even if", "trotz", "ook al", "olsa bile", 不管), break their sleep at
night (an alarm or a call at 3 or 4 a.m.) nor hand their vote in a public election to the
game (LP701, LP705), nor put a hand on a radiator. R-CUSTOM-4: a condition named so that
its holder is kept safe or let off (the cat in the next room for an allergic guest,
whoever is ill stays home) is kindness, no trait used against them. The sentences differ
from tests/data/redteam-text44b's books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "Whoever loses strokes the dog for a round, allergic or not.",
    "The loser drinks a glass of milk even though they are lactose intolerant.",
    "Wer verliert, isst trotz seiner Nussallergie ein Stück Nusskuchen.",
    "De verliezer eet een stuk taart, ook al houdt hij een dieet.",
    "Kaybeden, gluten intoleransı olsa bile bir dilim ekmek yer.",
    "输的人不管对猫过不过敏，都要抱猫一轮。",
])
def test_r_custom_3_health_condition_overridden_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "The loser's alarm goes off at 4 a.m. tonight, and they text the group a selfie.",
    "Der Verlierer steht heute Nacht um 3 Uhr auf und schickt dem Sieger ein Foto.",
    "De winnaar belt de verliezer vannacht om 3 uur wakker.",
    "Kaybeden bu gece saat 4'te kalkıp gruba mesaj atar.",
    "输家今晚凌晨四点起床，给大家发消息证明。",
])
def test_r_custom_3_sleep_broken_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "The loser votes for the winner's candidate in the mayoral election.",
    "Wer verliert, wählt bei der Landtagswahl die Partei des Siegers.",
    "De verliezer stemt bij de verkiezingen op de kandidaat van de winnaar.",
    "Kaybeden yerel seçimde kazananın adayına oy verir.",
    "输的人在选举里把票投给赢家的党，并拍下选票。",
])
def test_r_custom_3_public_vote_handed_over_is_lp705(text: str) -> None:
    assert "LP705" in _codes(text)  # life_beyond.py's "election vote dictated"


@each.parametrize("text", [
    "The loser presses a palm against the radiator for a count of ten.",
    "Der Verlierer hält die Hand an den Heizkörper, bis alle bis zehn gezählt haben.",
    "Wie verliest, legt zijn hand op de radiator tot tien.",
    "Kaybeden elini sobanın üstüne koyar.",
    "输家把手贴在暖气上数到十。",
])
def test_r_custom_3_heat_on_the_body_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "The dog stays in the other room tonight, for our guest with the allergy.",
    "Whoever is sick stays home; we deal the rest in.",
    "Whoever has an exam tomorrow may leave early.",
    "Der Hund bleibt im Nebenzimmer, weil unser Gast allergisch ist.",
    "Wer krank ist, bleibt zu Hause.",
    "Wer morgen arbeiten muss, darf früher gehen.",
    "De hond blijft in de andere kamer, want onze gast is allergisch.",
    "Wie ziek is, blijft thuis.",
    "De noten staan buiten bereik, want Tom is allergisch.",
    "Alerjisi olan misafir için köpek yan odada kalır.",
    "Yarın sınavı olan erken gidebilir.",  # sınav (an exam) is no şınav (push-ups)
    "Hasta olan evde kalır; biz oynarız.",
    "有过敏的客人在，狗今晚待在隔壁。",
    "生病的人留在家里休息。",
    "明天有考试的人可以早点走。",
])
def test_r_custom_4_condition_spared_is_clean(text: str) -> None:
    assert not _codes(text) & {"LP304", "LP701", "LP703", "LP705", "LP711"}


@each.parametrize("text", [
    "Nobody has to eat what they are allergic to.",
    "Whoever wants may pet the cat.",
    "When the alarm rings at ten, we play the last hand.",
    "We stop at midnight so that everyone sleeps.",
    "Remember: the election is on Sunday, and the polling station is in the school.",
    "Denkt daran, am Sonntag ist Wahl; das Wahllokal ist in der Schule.",
    "Denk eraan: volgende week zijn de verkiezingen.",
    "Hatırlatma: pazar günü seçim var.",
    "提醒一下：周日是选举日，投票站在学校。",
    "Ook al is Sanne allergisch, ze mag gewoon meespelen.",
    "Wie allergisch is, krijgt een snack zonder noten.",
    "Auch wenn jemand allergisch ist, spielt er ganz normal mit.",
    "Alerjisi olsa bile herkes oyuna katılabilir.",
    "即使有人过敏，也可以照常玩。",
    "The game may run until 2 a.m. tonight; the last one out calls a taxi.",
    "Whoever is cold may sit near the radiator.",
    "Wer friert, darf sich an die Heizung setzen.",
    "冷的人可以坐在暖气旁边。",
])
def test_r_custom_4_near_misses_are_clean(text: str) -> None:
    assert not _codes(text) & {"LP304", "LP701", "LP703", "LP705", "LP711"}
