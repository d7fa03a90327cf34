"""Fair end-of-round texts the gate refused (issue 29, session 45; tests/data/redteam-fair45).

Read by who is made to do what to whom, not by the word:

- a condition named only so that its holder speaks up, and the table then acts for them
  ("say so, and we stop after this round", "说一声，我们就拿走"): language/text/speaking_up.py,
  one decision the LP304, LP711 (work tomorrow) and LP716 (a condition's cost) readings
  all ask;
- a tie said to count as the round's vote is R-VOTE-5 again (procedure_world.py);
- a choice left to every listener ("vote for whoever you like", "wen ihr wollt") and a going
  to the kitchen now pick nobody; "with their own phone" names each one's own thing;
- a toast sat out ("darf beim Anstoßen aussetzen") is no turn lost (benched.py);
- one's own tea or hot water, a toast one may skip, a seat beside someone.

Each unfair partner with the same words stays refused: the condition made to pay, a lie to
one's work, an allergen pressed, the tie given elsewhere, a liker who is one person, a trait
instead of a role, a turn lost.
"""

from __future__ import annotations

from support import each
from support.freetext import codes

#: a condition's holder asked only to speak up, the table acting for them (R-CUSTOM-3,
#: R-CUSTOM-4 untouched)
SPOKEN_UP_TABLE_ACTS = [
    ("en", "Whoever has to work early tomorrow, say so, and we stop after this round."),
    ("de", "Wer morgen früh zur Arbeit muss, sagt Bescheid, dann hören wir nach dieser "
           "Runde auf."),
    ("nl", "Wie morgen vroeg moet werken, zegt het even, dan stoppen we om elf uur."),
    ("tr", "Yarın erken işe gidecek olan söylesin, bu elden sonra bırakırız."),
    ("zh", "明天要早起上班的，打个招呼，这局打完就散。"),
    ("zh", "花生放在桌子那头，谁过敏说一声，我们就拿走。"),
    ("zh", "明天一早要上班的说一声，我们十一点就收。"),
]
#: the same words with something done to the one picked (LP304, LP711, LP716)
SPOKEN_UP_UNFAIR = [
    ("en", "Whoever has to work tomorrow calls in sick, so that we can play until morning."),
    ("en", "Whoever is gay says so and we all draw a card."),
    ("en", "Whoever has to work tomorrow says so, and we all sign his shift over to the "
           "winner."),
    ("de", "Wer Übergewicht hat, sagt Bescheid, dann lachen wir ihn aus."),
    ("de", "Wer morgen zur Arbeit muss, sagt Bescheid, dann arbeiten wir für ihn am Samstag."),
    ("zh", "谁是同性恋说一声，我们就罚他摸两张牌。"),
    # the table's act no kindness: a trait outed, laughed at (LP304 stays)
    ("en", "Whoever is gay, say so, and we will tell everyone."),
    ("en", "Whoever is fat, say so, and we all laugh."),
    ("de", "Wer schwul ist, sagt Bescheid, dann erzählen wir es später allen."),
    ("nl", "Wie homo is, zegt het even, dan vertellen we het aan iedereen."),
]
#: a tie said to count as the round's one vote (R-VOTE-5)
TIE_IS_THE_ROUNDS_VOTE = [
    ("en", "Heads up: a tied vote still counts as this round's vote, same as a failed one."),
    ("en", "Just so everyone knows: if the rule vote ties, that was this round's vote, and a "
           "new try waits for the next deal."),
    ("de", "Zur Erinnerung: Endet die Regelabstimmung unentschieden, ist die Abstimmung "
           "dieser Runde verbraucht, genau wie bei einer gescheiterten."),
    ("nl", "Ter herinnering: een gelijke stemming telt als de stemming van deze ronde, net "
           "als een mislukte."),
    ("tr", "Hatırlatma: oylama berabere biterse bu turun oylama hakkı kullanılmış sayılır."),
    ("zh", "提醒一下：规则投票平票，也算用掉了这一局的投票，和没通过一样。"),
]
#: the tie given elsewhere (LP708) or the vote changed (LP707)
TIE_GIVEN_ELSEWHERE = [
    ("en", "If the vote ties, roll a die: even keeps the rule.", "LP708"),
    ("de", "Bei Stimmengleichheit in der Abstimmung dieser Runde würfelt der Geber.", "LP708"),
    ("de", "Bei einem Patt in der Abstimmung entscheidet ab jetzt der Geber, ohne "
           "Schnick-Schnack-Schnuck.", "LP708"),
    ("nl", "Een gelijke stemming telt als de stemming van deze ronde, en dan beslist de "
           "deler.", "LP709"),
    ("tr", "Oylama berabere biterse sayılmaz, aynı turda yeniden oylarız.", "LP708"),
    ("zh", "从现在起投票平票就不算，这一局马上重新投。", "LP708"),
]
#: a choice left to every listener, a going to the kitchen now, one's own phone
LEFT_TO_EACH = [
    ("en", "Reminder: polling day is Thursday. Vote for whoever you like; nobody here will "
           "ask."),
    ("de", "Am Sonntag ist Bundestagswahl. Wählt, wen ihr wollt; hier fragt keiner nach."),
    ("en", "Whoever heads to the kitchen fills up the snack bowl for the table."),
    ("de", "Nach jeder Runde wird allen Wasser nachgeschenkt; wer gerade aufsteht, macht es."),
    ("nl", "Wie naar de keuken loopt, neemt voor iedereen die wil een drankje mee."),
    ("en", "Anyone who wants a picture of the final pile can take one with their own phone."),
    ("en", "I posted my ballot for Sunday's election this morning. Vote however you like; "
           "it is nobody's business here."),
]
#: a liker who is one person, a fact of a life, a vote handed over (LP304, LP705)
PICKED_UNFAIR = [
    ("en", "Whoever the dealer likes best draws two cards.", "LP304"),
    ("de", "Wen der Geber am liebsten mag, der zieht zwei Karten.", "LP304"),
    ("en", "Whoever drove here by car fills up the snack bowl for the table.", "LP304"),
    ("en", "In Sunday's election the last place votes for whatever party the winner picks.",
     "LP705"),
]
#: a toast sat out, one's own tea, a cold spared, a seat beside the dealer
SPARED_AND_OWN = [
    ("de", "Wer erkältet ist, darf beim Anstoßen aussetzen und bleibt bei seinem Tee."),
    ("nl", "Wie verkouden is, mag de toost overslaan."),
    ("tr", "Nezlesi olan kadeh kaldırmayı atlayabilir, kendi çayını içer."),
    ("zh", "感冒的人可以不参加干杯，喝自己的热水就行。"),
    ("en", "The deal moves on clockwise: the next dealer sits on this dealer's left, and "
           "this round's winner plays first."),
]
#: redteam34's two: one's own medicine at its time in Turkish, a meal asked of the table
OWN_AND_ASKED = [
    ("tr", "İlacını içme saati gelen varsa şimdi kalkıp içsin; bir sonraki dağıtım için "
           "bekliyoruz."),
    ("zh", "收了九张以上的，可以打电话叫外卖，先问问大家要不要加点吃的。"),
]
#: another's medicine, alcohol, an obligation beside the question (LP701)
OWN_AND_ASKED_UNFAIR = [
    ("tr", "Kazananın ilacını içme saati gelen yığını toplayan içsin; bekliyoruz."),
    ("tr", "Yığını toplayan bir şişe rakı içsin; bekliyoruz."),
    ("zh", "输的人必须吃，问问大家要不要。"),
    ("zh", "大家要不要一口干掉一瓶白酒。"),
]
#: a turn lost, a condition made to drink, a body sat on (LP716, LP701, LP703)
SPARED_UNFAIR = [
    ("de", "Wer lacht, muss beim nächsten Zug aussetzen.", "LP716"),
    ("de", "Wer beim Fenster sitzt, setzt aus.", "LP716"),
    ("nl", "Wie bij de piano zit, slaat zijn eerste beurt over.", "LP716"),
    ("zh", "感冒的人必须一口干掉一杯白酒。", "LP701"),
    ("tr", "Kaybeden kendi çayını içer.", "LP701"),
    ("zh", "感冒的人必须喝三杯自己的热水。", "LP701"),
    ("en", "The loser sits on the winner.", "LP703"),
    ("en", "The dealer plays first every round.", "LP716"),
]


@each.parametrize(("lang", "text"), SPOKEN_UP_TABLE_ACTS)
def test_r_custom_4_spoken_up_and_the_table_acting_picks_nobody(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text"), SPOKEN_UP_UNFAIR)
def test_r_custom_3_r_custom_4_a_cost_on_the_one_who_spoke_stays_refused(
        lang: str, text: str) -> None:
    assert codes(text) & {"LP304", "LP706", "LP711", "LP716"}, (lang, text)


@each.parametrize(("lang", "text"), TIE_IS_THE_ROUNDS_VOTE)
def test_r_vote_5_a_tie_counted_as_the_rounds_vote_is_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text", "code"), TIE_GIVEN_ELSEWHERE)
def test_r_vote_8_r_roshambo_1_a_tie_given_elsewhere_stays_refused(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, text)


@each.parametrize(("lang", "text"), LEFT_TO_EACH)
def test_r_custom_4_a_choice_left_to_each_picks_nobody(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text", "code"), PICKED_UNFAIR)
def test_r_custom_4_a_liker_or_a_life_that_picks_stays_refused(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, text)


@each.parametrize(("lang", "text"), SPARED_AND_OWN)
def test_r_custom_3_r_turn_1_a_toast_skipped_or_own_tea_is_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text", "code"), SPARED_UNFAIR)
def test_r_custom_3_r_turn_1_a_turn_lost_or_a_drink_demanded_stays_refused(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, text)


@each.parametrize(("lang", "text"), OWN_AND_ASKED)
def test_r_custom_3_own_medicine_or_a_meal_asked_is_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize(("lang", "text"), OWN_AND_ASKED_UNFAIR)
def test_r_custom_3_anothers_medicine_or_a_drink_demanded_stays_lp701(
        lang: str, text: str) -> None:
    assert "LP701" in codes(text), (lang, text)
