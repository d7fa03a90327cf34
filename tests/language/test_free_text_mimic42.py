"""A people or a person mimicked on demand (issue 29, session 42; language/text/mimicry.py,
mimicry_lexicon.py).

R-CUSTOM-3 (discriminatory or humiliating, LP706) and R-CUSTOM-4: a rule may not make
anyone caricature a people (an accent or a dialect of a nationality, a region, an ethnic
group or a religion; how "they" talk, behave or dress; a stereotype), whoever picks which
people, nor mock a person's own fixed trait by mimicry (a stutter, a lisp, a limp). Near
misses stay clean: one's own dialect or mother tongue by choice, a toast in each player's
own language, a whisper or a robot voice, a pirate's "arr", a word a friend offers to
teach, an accent said not to be used. The sentences differ from
tests/data/redteam-mimic42's books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.referents import resolved


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    # a command, a condition, a relative clause, the first person, a report, a passive
    "The loser has to speak with a Russian accent until their next turn.",
    "If you lose, you pretend to be an Irishman and talk like one all round.",
    "Whoever picks up the pile does an impression of a Jewish grandmother.",
    "I will speak in a fake Indian accent whenever I lose.",
    "The dealer chooses a region and the loser speaks its dialect for one round.",
    "The last player is made to imitate the way Turks talk.",
    "Der Verlierer muss den Akzent eines Ausländers nachmachen.",
    "Wer den Stapel nimmt, parodiert einen Inder.",
    "Wer verliert, tut so, als wäre er ein Italiener.",
    "De verliezer praat een ronde als een Turk.",
    "Wie verliest, moet een Surinaams accent nadoen.",
    "De verliezer doet alsof hij een Chinees is.",
    "Kaybeden bir el boyunca Kürt şivesiyle konuşmak zorunda.",
    "Kaybeden, dağıtıcının seçtiği bir milletin konuşmasını taklit eder.",
    "Kaybeden bir tur Almanmış gibi yapar.",
    "输的人要用广东话口音说一轮。",
    "输的人学外国人说话，学哪国人由赢家定。",
    "谁输了就模仿一个少数民族的人说话。",
    "输了的人像老外一样说话。",
    # a stereotype of a people played
    "The loser plays a stereotype of a nationality the winner picks.",
    "Der Verlierer spielt ein Klischee über Bayern vor.",
    "Kaybeden, Laz klişesini canlandırır.",
])
def test_r_custom_3_people_mimicked_is_lp706(text: str) -> None:
    assert "LP706" in _codes(text)


@each.parametrize("text", [
    "Anyone who plays a 3 mimics the dealer's limp.",
    "Als je verliest, imiteer je het stotteren van de gever.",
    "Der Letzte ahmt das Stottern seines Nachbarn nach.",
    "Kaybeden, kazananın pelteğini taklit eder.",
    "输家学发牌的人口吃说话。",
])
def test_r_custom_4_persons_trait_mimicked_is_lp706(text: str) -> None:
    assert "LP706" in _codes(text)


@each.parametrize("text", [
    "The loser may say 'Lopti' in their own dialect, if they like.",
    "The loser says 'Lopti' without an accent.",
    "Speak as a pirate: arr!",
    "The loser reads the score in a robot voice.",
    "Nobody pretends to be anything; the loser shuffles.",
    "Wer eine Sieben legt, macht das Pfeifen einer Lokomotive nach.",
    "Akzente werden hier nicht nachgemacht.",
    "Jeder stößt in seiner Muttersprache an.",
    "Niemand imiteert een accent; de verliezer schudt.",
    "Wie wil, zegt 'Lopti' in zijn eigen dialect.",
    "Kimse aksan taklidi yapmaz; kaybeden kartları karıştırır.",
    "Bir oyuncu isterse herkese kendi dilinden bir kelime öğretir.",
    "这里不学任何口音，输家只负责洗牌。",
    "输的人可以用自己的家乡话说一句'我输了'。",
    "出10的人像海盗一样喊一声。",
])
def test_r_custom_3_own_voice_or_none_is_clean(text: str) -> None:
    assert not _codes(text) & {"LP706", "LP304"}


def test_r_custom_3_chinese_passive_duty_is_not_lifted() -> None:
    """"被要求" (is required) is a duty put on someone; only "不会被要求" lifts it."""
    assert "不用" not in resolved("输家被要求模仿东北口音。")
    assert "不用" in resolved("输家不会被要求模仿东北口音。")
    assert "LP706" in _codes("输家被要求模仿东北口音，直到下一局。")


@each.parametrize("text", [
    "Wie Turks spreekt, deelt.",  # a who-word, no "like": a language spoken (LP304)
    "下一局我用四川话报牌，听不懂的可以问我。",  # the speaker's own dialect
    "Everyone says 'Prost' like the Germans do when a rule passes.",
    "A typical round takes ten minutes; speak up if it runs long.",
    "Ein typisches Spiel dauert lange, sprich also schnell.",
    "Stereotypes about any country are not welcome at this table.",
])
def test_r_custom_3_language_spoken_is_no_mimicry(text: str) -> None:
    assert "LP706" not in _codes(text)
