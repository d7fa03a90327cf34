"""People beyond the table, and a person's name and phone (issue 29, session 42;
language/text/pranks.py, borrowed_name.py, outsider_lexicon.py's ``pk_``/``nu_`` slots).

R-CUSTOM-3: a rule binds the players who agreed to it. A game result may not send a player
to prank or bother people who do not play (a random number called with a lie, a doorbell
rung and run from, passers-by yelled at, an order sent to a stranger: LP711), nor let
someone write, post or log in through another player's phone, account or name (LP703).
Near misses stay clean: takeaway for the table, a friend invited, a wave to the neighbour,
quiet kept for the neighbours, one's own phone, a photo everyone agreed to, a word the
player writes themselves. The sentences differ from tests/data/redteam-outsiders42's
books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "The loser phones some random number and pretends to be the landlord.",
    "Whoever is caught bluffing plays a prank call on a shop.",
    "If you lose, you shout a rude word at the passers-by.",
    "A taxi is ordered by the last player to a random address.",
    "Wer verliert, gibt sich am Telefon bei einer unbekannten Nummer als Arzt aus.",
    "Der Letzte schreit vom Balkon Passanten an.",
    "Als je de stapel pakt, doe je alsof je de politie bent tegen een onbekende.",
    "Wie verliest, haalt een telefoongrap uit.",
    "Kaybeden yoldan geçenlere bağırır.",
    "Son kalan, yabancı birini arayıp kendini doktor gibi tanıtır.",
    "输的人冒充警察给陌生人打电话。",
    "谁输了谁就去按楼上的门铃。",
    "Kaybeden, bilinmeyen bir numarayı arayıp şarkı söyler.",
    "输家随便打一个陌生号码，装成快递员。",
], size=15)
def test_r_custom_3_prank_on_outsiders_is_lp711(text: str) -> None:
    assert "LP711" in _codes(text)


@each.parametrize("text", [
    "If the whole table agrees, the dealer orders pizza for everyone.",
    "Whoever wants may wave to the neighbours from the window.",
    "After eleven we keep it down for the neighbours.",
    "Der Geber ruft die Pizzeria an und bestellt für alle.",
    "Na tien uur praten we zachter voor de buren.",
    "De deler roept 'Lopti!' als hij uit is.",
    "Kaybeden 'Lopti' diye bağırır.",
    "输的人大喊一声“Lopti”。",
    "晚上大家小声点，别吵到邻居。",
    "Passers-by who stop to watch may shout tips.",
    "The loser orders chips from the shop next door for the table.",
])
def test_r_custom_3_outsiders_left_alone_is_clean(text: str) -> None:
    assert "LP711" not in _codes(text)


@each.parametrize("text", [
    "The others may use your account to post a joke.",
    "The dealer writes to the loser's partner on the loser's behalf.",
    "Der Verlierer gibt sein Handy dem Sieger, der damit seiner Chefin schreibt.",
    "Die anderen posten etwas auf dem Profil des Verlierers.",
    "De winnaar plaatst iets op het account van de verliezer.",
    "Kaybedenin telefonu kazanana verilir, kazanan onun adına mesaj yazar.",
    "赢家登录输家的微博发一条。",
    "The winner takes over the loser's account for an hour.",
    "谁输了，别人就用他的名义在群里发言。",
], size=15)
def test_r_custom_3_name_or_phone_used_by_another_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "I share a photo of the final table in our group chat from my own phone.",
    "Everyone posts a photo from their own phone if they like.",
    "If everyone agrees, the dealer posts a picture of the last hand.",
    "Der Sieger teilt ein Foto vom eigenen Handy.",
    "De winnaar mag zelf zijn eigen familie appen, als hij wil.",
    "Kazanan kendi telefonundan puanları yazar.",
    "大家都同意的话，发牌的人可以发一张合影。",
    "The dealer texts the scores to the loser's phone.",
    "Der Geber schickt dem Verlierer die Punkte aufs Handy.",
    "Kazanan puanları kaybedenin telefonuna gönderir.",
    "赢家把分数发到输家的手机上。",
    "If the dealer's phone rings, the winner deals for them.",
], size=15)
def test_r_custom_3_own_phone_or_agreed_is_clean(text: str) -> None:
    assert "LP703" not in _codes(text)
