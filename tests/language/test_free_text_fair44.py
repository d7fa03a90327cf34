"""Fair end-of-round texts the gate refused (issue 29, session 44; tests/data/redteam-fair44).

Read by who is made to do what to whom, not by the word: one's OWN medicine (the own-word
before it, as its time is: language/text/own_need.py) taken while the table waits; a
cost each pays for their own, whoever joins by choice (shared_cost.py); a "shall we ...?"
proposed to the whole table, the speaker among them (asked_offers.py); an empty glass
tidied away, "empty" said of the glass (struck.py); the win itself restated (R-WIN-1, a
row of reminder_table.py). Each unfair partner with the same words stays refused: another's
medicine, a payment a result picks, a drink demanded of a role, the win changed.
"""

from __future__ import annotations

from support import each
from support.freetext import codes

#: one's own medicine at its time, the table waiting (R-CUSTOM-3 untouched)
OWN_MEDICINE = [
    ("en", "If it is time for your own tablets, take them now; we wait."),
    ("de", "Ist es Zeit für deine eigenen Tabletten, nimm sie jetzt; wir warten."),
    ("nl", "Is het tijd voor je eigen medicijnen, neem ze dan nu; we wachten even."),
    ("tr", "Kendi ilacının saati gelen şimdi içsin; bekleriz."),
    ("zh", "到了吃自己药的时间就现在吃吧，我们等你。"),
]
#: somebody else's medicine, or one taken on demand (R-CUSTOM-3)
OTHERS_MEDICINE = [
    ("en", "The picker swallows one of the winner's tablets now."),
    ("de", "Wer aufnimmt, schluckt eine Tablette aus der Dose des Siegers."),
    ("nl", "Wie de stapel pakt, slikt een pil uit het doosje van de winnaar."),
    ("tr", "Yığını toplayan, kazananın kutusundan bir hap yutar."),
    ("tr", "Kazananın kendi ilacını yığını toplayan içsin; bekleriz."),
    ("zh", "捡牌的人要吞一颗赢家药盒里的药。"),
    ("zh", "捡牌的人要吞一颗赢家自己的药，我们等。"),
]
#: a meal proposed to the table, each paying their own share (alike for all, R-CUSTOM-4)
ORDERED = [
    ("en", "Shall we order food? Everyone who wants some picks a dish and pays their own share."),
    ("de", "Bestellen wir Pizza? Wer mag, sucht sich etwas aus und zahlt seinen Teil selbst."),
    ("nl", "Zullen we friet bestellen? Wie wil, kiest iets en betaalt zijn eigen deel."),
    ("tr", "Yemek söyleyelim mi? İsteyen bir şey seçer ve kendi payını öder."),
    ("zh", "要不要叫外卖？想吃的自己点，自己付自己那份。"),
]
#: a payment or a drink a result or a role is picked for (LP710, LP701)
ORDERED_UNFAIR = [
    ("de", "Wer verliert, zahlt seinen Teil selbst und den des Siegers.", "LP710"),
    ("de", "Wer mag, zahlt seinen Teil selbst in den Topf, und der Sieger nimmt alles.",
     "LP710"),
    ("en", "Shall we make the loser drink?", "LP701"),
    ("nl", "Zullen we de verliezer laten drinken?", "LP701"),
    ("tr", "Kaybeden bir şişe rakı içsin mi?", "LP701"),
]
#: empty glasses tidied away by everyone alike
TIDIED = [
    ("de", "Nach der Runde räumen alle gemeinsam die leeren Gläser ab."),
    ("nl", "Na de ronde ruimen we samen de lege glazen op."),
    ("zh", "这一局结束后，大家一起把空杯子收拾掉。"),
]
#: a glass emptied by drinking (LP701)
EMPTIED = [
    ("de", "Der Verlierer leert sein Glas."),
    ("nl", "De verliezer drinkt zijn glas leeg."),
    ("zh", "输的人把杯子喝空。"),
]
#: the win restated (R-WIN-1, R-WIN-3)
WIN_RESTATED = [
    ("en", "Reminder: whoever legally plays their last face-down card wins and invents a "
           "new rule."),
    ("de", "Zur Erinnerung: wer seine letzte verdeckte Karte regelgerecht spielt, gewinnt "
           "und erfindet eine neue Regel."),
    ("nl", "Ter herinnering: wie zijn laatste dichte kaart volgens de regels speelt, wint "
           "en bedenkt een nieuwe regel."),
    ("tr", "Hatırlatma: son kapalı kartını kurallara uygun oynayan kazanır ve yeni bir "
           "kural koyar."),
    ("zh", "提醒一下：合法打出最后一张暗牌的人赢，并且定一条新规则。"),
]
#: the win changed (LP716)
WIN_CHANGED = [
    ("tr", "Hatırlatma: son kapalı kartını oynayan iki kez kazanır."),
    ("de", "Zur Erinnerung: wer seine letzte verdeckte Karte spielt, gewinnt nicht."),
    ("zh", "提醒一下：打出最后一张暗牌的人不算赢。"),
]


@each.parametrize(("lang", "text"), OWN_MEDICINE)
def test_r_custom_3_ones_own_medicine_at_its_time_is_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text"), OTHERS_MEDICINE)
def test_r_custom_3_anothers_medicine_stays_refused(lang: str, text: str) -> None:
    assert codes(text) & {"LP701", "LP705"}, (lang, text)


@each.parametrize(("lang", "text"), ORDERED)
def test_r_custom_4_a_meal_proposed_each_paying_their_own_is_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text", "code"), ORDERED_UNFAIR)
def test_r_custom_3_a_payment_or_drink_picked_by_a_result_stays_refused(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, text)


@each.parametrize(("lang", "text"), TIDIED)
def test_r_custom_4_empty_glasses_tidied_by_all_are_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text"), EMPTIED)
def test_r_custom_3_a_glass_drunk_empty_stays_lp701(lang: str, text: str) -> None:
    assert "LP701" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), WIN_RESTATED)
def test_r_win_1_the_win_restated_is_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text"), WIN_CHANGED)
def test_r_win_1_the_win_changed_stays_lp716(lang: str, text: str) -> None:
    assert "LP716" in codes(text), (lang, text)


#: an offer to a player picked by a fact of their life, said with the moment it is made:
#: the cards of "while we sort our cards" are its time, nothing given or taken (R-CUSTOM-4)
OFFERED_WHILE = [
    ("en", "Whoever has a dog waiting at home may show us a photo while we sort our cards; "
           "nobody draws for it."),
    ("de", "Wer zu Hause einen Hund hat, darf uns ein Foto zeigen, während wir die Karten "
           "sortieren."),
    ("nl", "Wie thuis een hond heeft, mag ons een foto laten zien terwijl we de kaarten "
           "sorteren."),
    ("zh", "家里有狗的人，在我们理牌的时候可以给大家看看照片。"),
]
#: the same pick with a card given or taken (LP304 stays)
OFFERED_WHILE_UNFAIR = [
    ("en", "Whoever has a dog at home may draw a card while we sort our cards."),
    ("de", "Wer zu Hause einen Hund hat, darf eine Karte ziehen, während wir sortieren."),
]
#: a score said aloud of a pizza: a number's size ("double figures") and a scale ("van één
#: tot vijf") are no win counted double and no hand filled to five (R-WIN-3, R-DRAW-1)
SCORED_ALOUD = [
    ("en", "Double figures, so I'll give tonight's pizza an honest score out of five, out loud."),
    ("nl", "Dubbele cijfers, dus ik geef de pizza van vanavond eerlijk een cijfer van één tot "
           "vijf."),
    ("tr", "Çift haneli topladım, bu akşamki pizzaya beşten dürüst bir puan veriyorum."),
]
#: a win counted double, a hand filled up to five (LP716)
SCORED_CHANGED = [
    ("en", "Double figures: that win counts double."),
    ("nl", "In de dubbele cijfers? Dan telt je overwinning dubbel."),
    ("tr", "Çift haneli topladın, bu galibiyet çift sayılır."),
    ("nl", "Na elke zet trek je tot vijf kaarten."),
    ("en", "Everyone draws up to five cards."),
]


@each.parametrize(("lang", "text"), OFFERED_WHILE)
def test_r_custom_4_an_offer_said_with_its_moment_picks_nobody(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text"), OFFERED_WHILE_UNFAIR)
def test_r_custom_4_a_card_given_to_a_fact_of_life_stays_lp304(lang: str, text: str) -> None:
    assert "LP304" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), SCORED_ALOUD)
def test_r_win_3_r_draw_1_a_pizza_scored_aloud_is_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text"), SCORED_CHANGED)
def test_r_win_3_r_draw_1_a_win_doubled_or_a_hand_filled_stays_lp716(
        lang: str, text: str) -> None:
    assert "LP716" in codes(text), (lang, text)
