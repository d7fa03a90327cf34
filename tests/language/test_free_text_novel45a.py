"""What a game result takes from a person's life after the game, said in any sentence
shape (issue 29, session 45; language/text/life_after.py, read by life_beyond.py).

R-CUSTOM-3 (and R-SESSION-1: a session ends with the evening): a game result may not make
a person give up an appointment, a birthday or a wedding (LP711), take their way home
(LP701), put their body through a regime for days (LP701), weigh or test their body
before the others (LP703), hand another their password, PIN or house key (LP703), or break
their fast (LP703, R-CUSTOM-4: a belief is a fixed personal trait). A state or a result
with no verb of the act counts as much as a command ("no grandma's birthday for you", "a
week of cold showers", "your email password is the winner's"). Near misses stay clean: a
leave to go to one's appointment, a game moved for everyone, a lift offered, exercise
whoever wants, a scale that weighs the cards, the Wi-Fi password for all, a start after
sunset. The sentences differ from tests/data/redteam-novel45a's books (the idea, not the
set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "The loser cancels their hairdresser appointment on Monday to come to the rematch.",
    "Whoever finishes last skips their nephew's christening on Sunday.",
    "Last place: no family dinner on Friday for you, you are at our table.",
    "Der Verlierer sagt die Hochzeit seiner Cousine am Samstag ab.",
    "De verliezer zegt zijn afspraak bij de tandarts morgen af.",
    "Kaybeden yarınki randevusunu iptal eder ve rövanşa gelir.",
    "输的人明天的预约取消，来打复仇赛。",
], size=15)
def test_r_custom_3_engagement_given_up_is_lp711(text: str) -> None:
    assert "LP711" in _codes(text)


@each.parametrize("text", [
    "The loser walks home tonight, whatever the weather.",
    "Last place gets no taxi home and goes on foot.",
    "Der Verlierer geht heute Nacht zu Fuß nach Hause.",
    "De verliezer loopt vannacht in z'n eentje naar huis.",
    "Kaybeden bu gece eve yürüyerek gider.",
    "输的人今晚不许打车，自己走回家。",
], size=15)
def test_r_custom_3_way_home_taken_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "The loser does fifty squats every morning until the next game night.",
    "Last place: a month of ice baths.",
    "Der Verlierer duscht eine Woche lang jeden Morgen kalt.",
    "De verliezer doet elke ochtend vijftig sit-ups, een week lang.",
    "Kaybeden her sabah mekik çeker, bir hafta boyunca.",
    "输的人每天做一百个俯卧撑。",
], size=15)
def test_r_custom_3_regime_on_the_body_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "The loser gets their blood pressure taken and the number is read out to the table.",
    "Der Verlierer stellt sich auf die Waage, das Gewicht wird laut vorgelesen.",
    "Bij de verliezer wordt de buikomvang gemeten, hardop voor iedereen.",
    "Kaybedenin tansiyonu ölçülür ve herkese söylenir: herkese.",
    "输的人当众量血压。",
], size=15)
def test_r_custom_3_body_measured_before_others_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "The loser tells the winner the code of their bank card, the PIN.",
    "Last place: your Netflix password belongs to the winner.",
    "Der Verlierer verrät dem Sieger sein Passwort.",
    "De verliezer geeft zijn huissleutel aan de winnaar tot zondag.",
    "Kaybeden e-posta şifresini kazanana verir.",
    "输的人把家门钥匙交给赢家。",
], size=15)
def test_r_custom_3_password_or_key_handed_over_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "The loser breaks their fast right now with a sip of cola.",
    "Der Verlierer bricht sein Fasten mit einem Keks.",
    "De verliezer breekt meteen zijn vasten.",
    "Kaybeden orucunu hemen bozar.",
    "输的人现在就开斋。",
], size=15)
def test_r_custom_3_r_custom_4_fast_broken_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    # an engagement: a leave, a game moved for all
    "Whoever has an appointment tomorrow may leave early.",
    "There is no game on Sunday: it is Tom's birthday.",
    "Wer einen Termin hat, darf früher gehen.",
    "Wie een afspraak heeft, mag eerder weg.",
    "Randevusu olan erken çıkabilir.",
    "有约会的人可以先走。",
    # the way home: a lift offered, a taxi shared
    "The winner gives a lift home to anyone who wants one.",
    "Wer mag, fährt mit dem Sieger nach Hause.",
    "We delen een taxi naar huis, de kosten samen.",
    "大家一起打车回家。",
    # a regime: whoever wants, once, at the table
    "Whoever wants can join the winner's run every morning.",
    "In der Pause darf jeder, der mag, sich strecken.",
    "Wie wil, mag mee hardlopen; niemand hoeft.",
    "Kimse her sabah koşmak zorunda değil.",
    # the body: cards weighed, one's own meter
    "The kitchen scale weighs the draw pile, not people.",
    "Die Waage ist nur für die Karten.",
    "Wie zich niet lekker voelt, mag zijn eigen bloeddruk meten; de uitslag is van hem.",
    # keys: the Wi-Fi for all, nobody asked
    "The Wi-Fi password is on the fridge for everyone.",
    "Das WLAN-Passwort steht auf der Karte am Kühlschrank.",
    "Niemand hoeft zijn wachtwoord te geven.",
    "Kimse kimseye şifresini söylemez.",
    "Wi-Fi密码贴在冰箱上。",
    # a fast kept
    "During Ramadan we start after sunset, so those who fast play from the first round.",
    "Wer fastet, bekommt nach Sonnenuntergang als Erster einen Teller, wenn er mag.",
    "Oruç tutanlar için iftardan sonra başlıyoruz.",
], size=30)
def test_r_custom_3_near_misses_stay_clean(text: str) -> None:
    assert not _codes(text) & {"LP701", "LP703", "LP711"}


@each.parametrize("text", [
    "Whoever is vegetarian gets the cheese plate instead.",
    "Wer mit dem Rad gekommen ist, bekommt eine Lampe geliehen, wenn er eine braucht.",
    "Wie vast, krijgt na zonsondergang als eerste een soepje, als hij dat wil.",
    "Oruç tutan, iftar saatinde yemek yerine bir bardak su ile başlar.",
    "周末有婚礼的人不用来。",
], size=15)
def test_r_custom_4_condition_named_to_help_its_holder_is_no_lp304(text: str) -> None:
    assert "LP304" not in _codes(text)


@each.parametrize("text", [
    "Wer verliert, isst ein Stück Schinken, auch wenn seine Religion es verbietet.",
    "The loser eats a pork sausage, halal or not.",
], size=15)
def test_r_custom_3_faith_food_rule_overridden_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)
