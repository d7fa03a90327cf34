"""What a rule makes a person suffer off the cards (issue 29, session 42;
language/text/needs.py, private.py, harm_lexicon.py's LP703, LP704 and LP706 entries).

R-CUSTOM-3: a game result may not keep a player from water, food, sleep or the toilet
(LP701), open their private things to the table (LP703), lower them before it (on all
fours, pleading, a foot kissed) or call them by a mocking name (LP706), nor change their
looks beyond tonight (shaved, cut, dyed, tattooed, permanent marker: LP704). Near misses
stay clean: water any time for all, one's own phone used to read the rules, a bow, a
paper crown, a kiss for luck given to the deck. The sentences differ from
tests/data/redteam-novel42a's books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "Whoever picks up ten cards gets no dinner tonight.",
    "The dealer stays awake until dawn if the pile reaches him twice.",
    "Der Verlierer bekommt bis Mitternacht kein Wasser.",
    "Wie de stapel pakt, krijgt vanavond geen eten.",
    "Son kazanan sabaha kadar uyuyamaz.",
    "输家今晚不许睡觉。",
])
def test_r_custom_3_need_withheld_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "Water and crisps are there for everyone any time.",
    "Jeder darf jederzeit Wasser holen.",
    "大家随时可以喝水。",
    "We all stop for dinner at nine.",
])
def test_r_custom_3_need_left_free_is_clean(text: str) -> None:
    assert "LP701" not in _codes(text)


@each.parametrize("text", [
    "The loser empties their bag onto the table for all to see.",
    "Die Tasche des Letzten wird vom Geber ausgeleert.",
    "De verliezer laat de gever zijn browsergeschiedenis doorlezen.",
    "Kaybedenin telefonu açılır.",
])
def test_r_custom_3_private_things_opened_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "The dealer reads the house rules from their own phone.",
    "Der Geber liest die Regeln vom eigenen Handy vor.",
    "Dağıtan kuralları kendi telefonundan okur.",
    "发牌的人用自己的手机记分。",
])
def test_r_custom_3_own_phone_as_means_is_clean(text: str) -> None:
    assert "LP703" not in _codes(text)


@each.parametrize("text", [
    "The loser crawls round the table on all fours.",
    "Der Verlierer kriecht unter dem Tisch durch.",
    "Wie verliest, smeekt de winnaar om genade.",
    "Kaybeden kazananın ayaklarını öper.",
    "输家给赢家磕头。",
    "Kaybedene bütün akşam 'öküz' denir.",
])
def test_r_custom_3_person_lowered_is_lp706(text: str) -> None:
    assert "LP706" in _codes(text)


@each.parametrize("text", [
    "The loser has their head shaved.",
    "Der Verlierer lässt sich die Haare färben.",
    "De verliezer laat een tatoeage zetten.",
    "Kaybeden saçını kestirir.",
    "输家要去纹身。",
])
def test_r_custom_3_looks_changed_beyond_tonight_is_lp704(text: str) -> None:
    assert "LP704" in _codes(text)


@each.parametrize("text", [
    "The winner takes a bow.",
    "The dealer kisses the cards for luck.",
    "Der Sieger trägt eine Papierkrone bis zur nächsten Runde.",
    "Dağıtan şans için desteyi öper.",
    "赢家戴一轮纸皇冠。",
])
def test_r_custom_3_harmless_gesture_is_clean(text: str) -> None:
    assert not _codes(text) & {"LP703", "LP704", "LP706"}


def test_r_custom_3_zh_kiss_to_a_person_is_lp703() -> None:
    assert "LP703" in _codes("输的人亲赢家一下。")
