"""Every word read in its own language (issue 29, brief lexlang42;
tests/data/redteam-lexlang42).

The word lists of the free-text judge give their words by language (text/change_lexicon.py's
families, text/standing_words.py's groups, text/creator_lexicon.py's phrases) and are read
through one helper, text/tongues.py: in a text whose language is decided (two common words
of its own), another language's word is a look-alike and is not read, as text/matching.hits
reads the lexicon. So the English "will" is no German yes (R-VOTE-2), the English "put" no
Dutch well (R-ROSHAMBO-2), the Dutch "over" no English precedence (R-CUSTOM-1), and the
German "also" ("so") no English "also" that would include a favoured standing with the
others (R-CUSTOM-4).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from support import each, paths
from support.freetext import codes

from lopti_rules.language.text import change_lexicon, creator_lexicon, standing_words
from lopti_rules.language.text.families import located
from lopti_rules.language.text.textnorm import read
from lopti_rules.language.text.tongues import LANGUAGES, decided, reads

TEXT = Path(standing_words.__file__).parent


# ---------------------------------------------------------------- the helper
@each.parametrize(("words", "lang"), [
    ("de winnaar leest een strip voor", "nl"),
    ("every player will vote on this rule only once", "en"),
    ("der champion darf also zwei karten ablegen die anderen nicht", "de"),
    ("herkes elini kaldirir ve bir kez pas der", "tr"),
    ("z o e n de deler", ""),  # "o" and "de" are Turkish too: no one language
], size=60)
def test_decided_language_of_words(words: str, lang: str) -> None:
    assert decided(tuple(words.split())) == lang


def test_a_word_is_read_in_its_own_language_or_where_none_is_decided() -> None:
    assert reads("de", "de") and reads("", "nl") and reads("tr", "")
    assert not reads("de", "en") and not reads("nl", "tr")


def test_r_vote_2_family_words_read_in_the_sentence_language() -> None:
    english = read("Every player will vote on this rule only once.").sentences[0].split
    assert not located(english, "agree")  # the German "will" (wants) is not read
    german = read("Jeder will, dass die Regel bleibt, und alle stimmen ab.").sentences[0].split
    assert located(german, "agree")


# ---------------------------------------------------------------- every list has languages
def test_every_family_gives_its_words_by_language() -> None:
    for name, by_language in change_lexicon.FAMILIES.items():
        assert by_language, name
        assert set(by_language) <= set(LANGUAGES), name


def test_the_creator_phrases_and_standing_groups_carry_a_language() -> None:
    assert set(creator_lexicon.PHRASES) <= set(LANGUAGES)
    groups = {n: g for n, g in vars(standing_words).items()
              if isinstance(g, standing_words.Group) and n.isupper()}
    assert {"STANDING", "ROUND_WINNER", "CREATOR", "WITH", "EVERYONE", "SPEAKER"} <= set(groups)
    for name, group in groups.items():
        assert len(group.langs) == len(group) and all(group.langs), name


def _untagged() -> set[str]:
    """Module-level word lists of text/ with no language: phrases() groups, compiled
    regexes, tuples and sets of three words or more (as tests/data/word_lists lists them)."""
    found = set()
    for path in sorted(TEXT.glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.Assign | ast.AnnAssign) or node.value is None:
                continue
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = [t.id for t in targets if isinstance(t, ast.Name)]
            value = node.value
            call = value.func if isinstance(value, ast.Call) else None
            if not names or names[0] == "__all__":
                continue
            if isinstance(call, ast.Name) and call.id == "phrases":
                kind = "phrases"
            elif isinstance(call, ast.Attribute) and call.attr == "compile":
                kind = "regex"
            elif isinstance(value, ast.Tuple | ast.Set | ast.List) or (
                    isinstance(call, ast.Name) and call.id in ("frozenset", "tuple", "set")):
                kind = "words"
            else:
                continue
            words = [w for n in ast.walk(value) if isinstance(n, ast.Constant)
                     and isinstance(n.value, str)
                     for w in re.findall(r"[a-zäöüßçğışé]+", n.value.lower()) if len(w) > 1]
            if kind == "phrases" or len(words) >= 3:
                found.add(f"{path.stem}.{names[0]}")
    return found


def test_no_new_word_list_without_a_language() -> None:
    """A new untagged list fails; a list given its languages leaves the registry."""
    kept = {line.strip() for line in (paths.DATA / "word_lists" / "untagged.txt").read_text(
        encoding="utf-8").splitlines() if line.strip() and not line.startswith("#")}
    found = _untagged()
    assert not found - kept, f"word lists with no language (give them one): {found - kept}"
    assert not kept - found, f"no longer untagged, take them out: {kept - found}"


# ---------------------------------------------------------------- the readings
#: fair near misses whose look-alike tripped a reading: each clean
FAIR = [
    ("en", "Every player will vote on this rule only once."),  # R-VOTE-2: English "will"
    ("en", "All of us will follow the rules, only the dealer shuffles."),
    ("en", "Before Roshambo, put your hand behind your back: rock, paper or scissors."),
    ("en", "Put the rock, paper and scissors cards back in the box after the vote."),
    ("nl", "Heb je je hand gezien, dan stemt iedereen pas over de nieuwe regel."),
    ("nl", "Deze huisregel geeft een samenvatting over de officiële regels."),
    ("tr", "Herkes elini kaldırır ve pas der; kural oylaması sonra yapılır."),
    ("de", "Der Gewinner der letzten Runde mischt also die Karten, wie alle anderen auch."),
    ("de", "Ein paar Spieler mischen gern selbst, der Geber mischt trotzdem."),
    ("zh", "冠军也和大家一样摸一张牌。"),
]


@each.parametrize(("lang", "text"), FAIR, size=15)
def test_r_vote_2_r_roshambo_2_r_custom_4_look_alikes_stay_clean(lang: str, text: str) -> None:
    assert not codes(text) & {"LP301", "LP707", "LP708", "LP709", "LP716"}, (lang, text)


@each.parametrize(("lang", "text", "code"), [
    ("de", "Der Champion darf also zwei Karten ablegen, die anderen nicht.", "LP716"),
    ("de", "Der Erfinder der Regel bekommt also einen Keks, die anderen nicht.", "LP301"),
    ("de", "Der Champion darf zwei Karten ablegen, die anderen nicht.", "LP716"),
    ("en", "The champion may shed two cards, the others may not.", "LP716"),
    ("nl", "De kampioen mag twee kaarten wegleggen, de anderen niet.", "LP716"),
    ("tr", "Şampiyon iki kart atabilir, diğerleri atamaz.", "LP716"),
    ("zh", "冠军可以弃两张牌，其他人不可以。", "LP716"),
], size=15)
def test_r_custom_4_german_also_includes_no_favoured_standing(lang: str, text: str,
                                                               code: str) -> None:
    assert code in codes(text), (lang, text)


@each.parametrize(("lang", "text"), [
    ("en", "A rule change needs every player to agree."),
    ("de", "Alle müssen einverstanden sein, sonst bleibt die Regel."),
    ("nl", "Iedereen moet voor stemmen om een regel te schrappen."),
    ("tr", "Kural değişikliği ancak herkes kabul ederse geçerlidir."),
    ("zh", "修改规则需要所有人同意。"),
])
def test_r_vote_2_unanimity_still_read_in_every_language(lang: str, text: str) -> None:
    assert "LP707" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), [
    ("en", "Roshambo gets a fourth sign: the well beats rock and scissors."),
    ("de", "Bei Gleichstand wird ein paar Sekunden gewartet, dann einmal Schere, Stein, "
           "Papier, und fertig."),  # the German "ein paar" is no knockout pairing
    ("nl", "Bij steen, papier, schaar mag je ook de put kiezen, die steen en schaar verslaat."),
    ("tr", "Taş, kağıt, makas oyununa dördüncü işaret olarak kuyu eklenir."),
    ("zh", "石头剪刀布加一个新手势：井，赢石头和剪刀。"),
], size=15)
def test_r_roshambo_2_a_changed_roshambo_still_read(lang: str, text: str) -> None:
    assert "LP708" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), [
    ("en", "This house rule comes before the official rules."),
    ("de", "Diese Hausregel geht den offiziellen Regeln vor."),
    ("nl", "Deze huisregel gaat voor de officiële regels."),
    ("tr", "Bu kural resmi kurallardan önce gelir."),
    ("zh", "本规则优先于官方规则。"),
])
def test_r_custom_1_precedence_still_read_in_every_language(lang: str, text: str) -> None:
    assert "LP709" in codes(text), (lang, text)
