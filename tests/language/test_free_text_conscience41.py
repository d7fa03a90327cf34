"""Session 41 (brief conscience41, issue 29): a game result may not make a player profess
a belief nor tell the table their private life (R-CUSTOM-3, LP703:
language/text/conscience.py), in the five languages, whoever pays: a condition and a
demand, the payer's own words, a noun or a particle verb, a role in turn, everyone.

Fair near misses stay clean: a game fact told, a share left to whoever wants, a song, a
toast, a pledge of the game, "no one has to", and "amen" said to a passed vote (a word of
assent, no prayer, deity or creed named).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.conscience import BELIEF_WHY, LIFE_WHY
from lopti_rules.language.text.harm import judge

LANGUAGES = {"en", "de", "nl", "tr", "zh"}

#: (language, text): a belief professed on demand
BELIEF = [
    ("en", "Whoever misses the blind flip swears loyalty to the party out loud."),
    ("en", "Before the first card, the dealer says a prayer for the table."),
    ("en", "At the end of each round everyone recites the creed together."),
    ("en", "Whoever takes the pile crosses themselves."),
    ("de", "Wer zehn aufnimmt, betet laut ein Vaterunser."),
    ("de", "Wer den Blindzug verpatzt, legt ein Glaubensbekenntnis ab."),
    ("de", "Wer die Blindkarte verfehlt, bekreuzigt sich dreimal."),
    ("de", "Am Rundenende schwören alle bei Gott, dass sie nicht geschummelt haben."),
    ("nl", "Wie blind mist, slaat een kruisje en bidt een weesgegroetje."),
    ("nl", "Wie negen of meer pakt, doet een schietgebedje."),
    ("nl", "Aan het eind van de ronde zweert iedereen trouw aan de partij."),
    ("tr", "Kör kartı tutmayan, partinin sloganını üç kez bağırır."),
    ("tr", "Dağıtıcı her dağıtımdan önce besmele çeker."),
    ("tr", "Kaybeden herkesin önünde namaz kılar."),
    ("zh", "收了十张以上的人要双手合十念三遍阿弥陀佛。"),
    ("zh", "发牌的人每局开始前要大声祷告。"),
    ("zh", "念三遍阿弥陀佛才可以继续出牌。"),
]
#: (language, text): a private life told on demand
LIFE = [
    ("en", "Whoever takes nine or more tells the table what they earn a month."),
    ("en", "Ten cards! I have to admit how much I weigh."),
    ("en", "I took ten, so I have to tell you my weight."),
    ("en", "Whoever comes last tells the others what their doctor diagnosed last time."),
    ("de", "Zehn Karten, also verrate ich mein Gehalt."),
    ("de", "Wer neun oder mehr aufnimmt, sagt der Runde, wie viele Schulden er hat."),
    ("de", "Der Verlierer erzählt, warum er zuletzt beim Therapeuten war."),
    ("nl", "Wie de stapel oppakt, vertelt de tafel hoeveel hij per maand verdient."),
    ("nl", "Tien kaarten, dus ik moet vertellen wanneer ik voor het laatst gehuild heb."),
    ("nl", "Wie tien kaarten pakt, biecht op hoeveel schulden hij heeft."),
    ("tr", "Dokuz kart alan itiraf eder: en son ne zaman ağladı."),
    ("tr", "Yığını alan, ayda ne kadar kazandığını herkese söyler."),
    ("tr", "Kaybeden, hangi ilaçları kullandığını masaya anlatır."),
    ("zh", "收了九张以上的人要交代自己的工资。"),
    ("zh", "输家要告诉大家自己的体重和年龄。"),
    ("zh", "最后一名要讲讲自己看过什么心理医生。"),
]
#: (language, text): fair near misses
CLEAN = [
    ("en", "Whoever takes nine or more tells the table which card they held longest."),
    ("en", "Whoever takes the pile says how many cards they picked up."),
    ("en", "The dealer says who they think will win this round."),
    ("en", "Whoever wants may tell a joke or a short story."),
    ("en", "No one has to tell anything private at this table."),
    ("en", "The loser sings a line of any song they choose."),
    ("en", "I promise to shuffle well."),
    ("en", "When a rule vote passes, everyone says 'amen' and we play on."),
    ("en", "The winner earns one point for each clear."),
    ("en", "The dealer may say a short prayer if they want."),
    ("de", "Wer will, erzählt vom Urlaub."),
    ("de", "Niemand muss hier etwas Privates erzählen."),
    ("de", "Wer mag, darf vor dem Austeilen still für sich ein kurzes Gebet sprechen."),
    ("de", "Jeder schwört, nicht zu schummeln."),
    ("de", "Wer zehn aufnimmt, sagt, wie viele Punkte er hat."),
    ("nl", "Wie wil, mag een schietgebedje doen voor een goede kaart."),
    ("nl", "Negen of meer: wie zoveel oppakt, mag er een schietgebedje bij doen, als hij dat "
           "zelf wil."),
    ("nl", "Niemand hoeft iets over zijn salaris of privéleven te vertellen."),
    ("nl", "De gever deelt de kaarten en zegt hoeveel hij er heeft."),
    ("tr", "Yığını alan, kaç kart aldığını herkese söyler."),
    ("tr", "Kimse özel hayatını anlatmak zorunda değil."),
    ("tr", "İsteyen, kendi içinden dua edebilir."),
    ("tr", "Sevgili oyuncular, kaybeden bir kart çeker."),
    ("zh", "收牌的人告诉大家自己收了几张牌。"),
    ("zh", "谁都不用说自己的隐私。"),
    ("zh", "输家唱一句自己挑的歌。"),
    ("zh", "发牌的人保证好好洗牌。"),
]


def _conscience(text: str) -> list[str]:
    return [f.message for f in judge(text) if f.code == "LP703"
            and (BELIEF_WHY in f.message or LIFE_WHY in f.message)]


def test_r_custom_3_every_kind_is_read_and_kept_clean_in_five_languages() -> None:
    assert {lang for lang, _ in BELIEF} == LANGUAGES
    assert {lang for lang, _ in LIFE} == LANGUAGES
    assert {lang for lang, _ in CLEAN} == LANGUAGES


@each.parametrize(("lang", "text"), BELIEF, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_a_belief_professed_on_demand_is_lp703(lang: str, text: str) -> None:
    found = _conscience(text)
    assert found and BELIEF_WHY in found[0], (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), LIFE, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_a_private_life_told_on_demand_is_lp703(lang: str, text: str) -> None:
    found = _conscience(text)
    assert found and LIFE_WHY in found[0], (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_game_facts_offers_songs_and_pledges_of_the_game_stay_clean(
        lang: str, text: str) -> None:
    assert {f.code for f in judge(text)} - {"LP712"} == set(), (
        lang, [f.message for f in judge(text)])


def test_r_custom_3_the_message_names_the_rule_and_who_may_be_asked() -> None:
    message = _conscience("Wer zehn aufnimmt, betet laut ein Vaterunser.")[0]
    assert "R-CUSTOM-3" in message and "whoever wants" in message


def test_r_custom_3_a_kiss_told_is_lp703_whichever_reading_finds_it() -> None:
    """"who I last kissed": the kiss reading (LP703) finds it first; either way an error."""
    assert "LP703" in {f.code for f in judge("Ten cards! I have to say who I last kissed.")}
