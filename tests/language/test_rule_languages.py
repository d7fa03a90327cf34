"""Rules written in the table's language (issue 25): German, Dutch and Turkish keywords from
one table (catalogue/keywords.py), the same tree, codes and play as the English twin.

R-CUSTOM-1: a rule is announced whole and unambiguous, in words the table reads.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from support import goldens, paths
from support.strategies import rule_text

from lopti_rules.cli import main
from lopti_rules.language import (
    LintResult,
    format_text,
    lint_text,
    parse,
    parse_collect,
    translate,
)
from lopti_rules.language.catalogue import keywords
from lopti_rules.language.present.highlight import (
    ALL_WORD_CLASSES,
    WORD_CLASSES,
    grammar_words,
    token_stream,
)
from lopti_rules.language.syntax.grammar import grammar_in, grammar_text, lark_parser
from lopti_rules.language.syntax.rulelang import detect, reword

FOREIGN = ("de", "nl", "tr")
EXAMPLES = sorted(paths.EXAMPLES.glob("*.lopti"))
REJECTED = sorted(paths.REJECTED.glob("*.lopti"))
GOLDEN = paths.ROOT / "tests" / "golden" / "lang"
RICH = """rule "Eights and the draw pile"
  count "eights" this round
  allow J on Q
  after play when play.rank is at least 8 and play.count is not a multiple of 2:
    skip next player
    add 1 to "eights"
    if count "eights" is more than 2:
      next player draws 2 cards from the bottom of the draw pile
    else:
      every other player gives 1 card to their left
  after pickup when round.pickups is at most 2:
    the picker may swap up to 2 face-up cards with the top of the draw pile
    for each player whose hand is less than 3:
      that player takes the top cleared card
    repeat 2 times:
      next play must be one of 2, 3
"""


# ---------------------------------------------------------------- the one table

def test_every_grammar_word_has_a_word_in_each_language_or_stands_in_a_phrase() -> None:
    grammar = grammar_words(grammar_text())
    in_phrases = {w for p in keywords.PHRASES for w in p.split()}
    assert grammar == set(keywords.WORDS) | in_phrases
    assert grammar == {w for ws in WORD_CLASSES.values() for w in ws}


@pytest.mark.parametrize("lang", FOREIGN)
def test_a_languages_words_are_distinct_small_letters_of_its_alphabet(lang: str) -> None:
    said = list(keywords.words_of(lang).values())
    assert len(said) == len(set(said))
    letters = re.compile(rf"[a-z_{keywords.LETTERS[lang]}]+")
    for word in keywords.vocabulary(lang):
        assert letters.fullmatch(word) and word == word.lower(), word


@pytest.mark.parametrize("lang", FOREIGN)
def test_a_languages_grammar_spells_only_its_own_words(lang: str) -> None:
    """The generated grammar keeps the rules and swaps every quoted word (R-CUSTOM-1)."""
    quoted = set(re.findall(r'"([^"]+)"', re.sub(r"//[^\n]*", "", grammar_in(lang))))
    words = {w for w in quoted if re.fullmatch(r"\w+", w)}
    assert words <= keywords.vocabulary(lang)
    assert re.findall(r"^(\??\w+):", grammar_in(lang), re.M) == \
        re.findall(r"^(\??\w+):", grammar_text(), re.M)


def test_the_cards_words_are_the_keywords_where_a_card_has_one() -> None:
    """docs/glossary.md: the pile, the draw pile, clear, the dealer are the cards' words."""
    glossary = (paths.ROOT / "docs" / "glossary.md").read_text(encoding="utf-8").lower()
    for lang in FOREIGN:
        for english in ("pile", "clear", "draw pile", "winner", "round", "creator", "session"):
            assert keywords.say(english, lang) in glossary, (lang, english)


# ---------------------------------------------------------------- same tree, same codes

@pytest.mark.slow
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rule_text())
def test_r_custom_1_a_random_rule_in_each_language_parses_to_the_same_tree(text: str) -> None:
    tree = parse(text)
    for lang in FOREIGN:
        written = translate(text, lang)
        assert parse(written) == tree, (lang, written)
        assert detect(written).lang == lang


@functools.cache
def english_lint(path: Path) -> LintResult | None:
    """The static lint of an example formatted in English (phone typing, LP109-LP114, fixed
    as in every rendering), or None when it does not parse: shared by the languages."""
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    if lint_text(text, path.name).book is None:
        return None
    return lint_text(format_text(text, path.name, "en"), path.name)


@pytest.mark.slow
@pytest.mark.parametrize("lang", FOREIGN)
def test_r_custom_every_example_rule_in_each_language_lints_with_the_same_codes(
        lang: str) -> None:
    """Every legal example, and every rejected one that parses, rendered in the language:
    the static checks give the same codes as the English (the play judges read the same
    tree, so they are not run here: this stays a second for some 250 files)."""
    checked = 0
    for path in EXAMPLES + REJECTED:
        english = english_lint(path)
        if english is None:
            continue
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        written = format_text(text, path.name, lang)
        got = lint_text(written, path.name)
        assert got.book == english.book, path.name
        assert sorted(d.code for d in got.diagnostics) == \
            sorted(d.code for d in english.diagnostics), path.name
        checked += 1
    assert checked > len(EXAMPLES)


@pytest.mark.parametrize("lang", FOREIGN)
def test_golden_a_rich_rule_in_each_language_and_back(lang: str) -> None:
    written = format_text(RICH, "rich.lopti", lang)
    goldens.check(GOLDEN / f"rich.{lang}.lopti", written)
    assert written.startswith(f"# lopti: lang={lang}\n")
    assert format_text(written, "rich.lopti", "en") == RICH
    assert format_text(written, "rich.lopti") == written  # fmt keeps a file's language


# ---------------------------------------------------------------- a file's language

def test_the_language_is_read_from_the_keywords_or_the_header() -> None:
    assert detect(RICH).lang == "en"
    assert detect(translate(RICH, "de")).how == "words"
    # a Dutch rule short enough to read as German (regel, stapel) says so on its first line
    assert detect('# lopti: lang=nl\nregel "a"\n  na play:\n    ruim de stapel\n').lang == "nl"
    assert detect('# Lopti:  LANG = tr_TR\nkural "a"\n').lang == "tr"


def test_r_custom_1_a_header_naming_no_rule_language_is_lp115() -> None:
    book, diags = parse_collect('# lopti: lang=fr\nrule "a"\n  after play:\n    skip next player\n')
    assert book is None and [(d.code, d.line, d.column) for d in diags] == [("LP115", 1, 15)]
    assert "'fr' is not a language" in diags[0].message


def test_r_custom_1_a_dutch_word_in_an_english_file_says_did_you_mean_when() -> None:
    text = 'rule "a"\n  after play als play.rank is 8:\n    skip next player\n'
    result = lint_text(text)
    (d,) = result.diagnostics
    assert (d.code, d.line, d.column, d.end_column, d.fix) == ("LP115", 2, 14, 17, "when")
    assert "'als' is a keyword in Dutch" in d.message and "did you mean 'when'?" in d.message
    from lopti_rules.language import fix_text

    assert fix_text(text) == text.replace(" als ", " when ")


def test_r_custom_1_every_mixed_word_is_named_at_once_with_its_position() -> None:
    """The issue's German `regel … nach … wenn` took three lint runs: now one."""
    text = ('regel "a"\n  nach play when play.rank ist 8:\n    überspringe der next spieler\n'
            '    der nächste spieler zieht 1 card\n')
    diags = lint_text(text).diagnostics
    assert [(d.code, d.line, d.column, d.fix) for d in diags] == [
        ("LP115", 2, 13, "wenn"), ("LP115", 3, 21, "nächste"), ("LP115", 4, 33, "karte")]


def test_a_mixed_word_stands_for_its_lines_syntax_error_and_others_are_still_found() -> None:
    text = ('rule "a"\n  nach play:\n    skip next player\n\nrule "b"\n  after play\n'
            '    skip next player\n')
    diags = lint_text(text).diagnostics
    assert [(d.code, d.line) for d in diags] == [("LP115", 2), ("LP102", 6)]


@pytest.mark.parametrize("lang", FOREIGN)
def test_a_syntax_error_in_another_language_is_placed_exactly(lang: str) -> None:
    """The grammar of the language itself reads the text: no column shifts."""
    text = translate('rule "a"\n  after play when play.rank is 8:\n    skip next player\n', lang)
    broken = text.replace(":\n", "\n", 1)
    (d,) = lint_text(broken).diagnostics
    assert d.code == "LP102" and d.line == 2
    assert d.column == len(broken.split("\n")[1]) + 1 or d.line == 2


def test_a_capitalised_german_keyword_is_lp110_and_fixed() -> None:
    text = 'regel "a"\n  nach play:\n    Überspringe der nächste Spieler\n'
    diags = lint_text(text).diagnostics
    assert [d.code for d in diags] == ["LP110", "LP110"]
    assert parse(text.lower()) is not None


# ---------------------------------------------------------------- tools that show keywords

def test_the_lexer_knows_every_languages_words() -> None:
    for lang in FOREIGN:
        kinds = dict((v, k) for k, v in token_stream(translate(RICH, lang)))
        assert kinds[keywords.say("rule", lang)] == "Token.Keyword"
        assert kinds[keywords.say("player", lang)] == "Token.Name.Builtin"
        assert kinds[keywords.say("draws", lang)] == "Token.Name.Function"
        assert not any(k in ("Token.Error", "Token.Text") for k, v in
                       token_stream(translate(RICH, lang)) if v.strip())
    assert set(ALL_WORD_CLASSES["keyword"]) >= {"regel", "kural", "wenn", "als", "eğer"}


def test_completion_in_a_german_file_offers_german_words() -> None:
    from lopti_rules.lsp.complete import complete

    lines = ['regel "x"', "  nach play:", "    der aufnehmer "]
    labels = [i.label for i in complete(lines, 2, len(lines[2]))]
    assert "nimmt auf der stapel" in labels and "picks up the pile" not in labels
    lines = ['regel "x"', "  nach play:", "    "]
    labels = [i.label for i in complete(lines, 2, 4)]
    assert "nächste spieler" in labels and "wende richtung" in labels


def test_reword_goes_there_and_back_for_text_that_need_not_parse() -> None:
    line = "  after play when play.rank is at least"  # cut short as it is being typed
    for lang in FOREIGN:
        assert reword(reword(line, "en", lang), lang, "en") == line


# ---------------------------------------------------------------- fmt --lang, the archive

def test_fmt_lang_renders_a_file_in_dutch_and_back(tmp_path: Path) -> None:
    path = tmp_path / "rich.lopti"
    path.write_text(RICH, encoding="utf-8")
    runner = CliRunner()
    got = runner.invoke(main, ["fmt", "--lang", "nl", str(path)])
    assert got.exit_code == 0, got.output
    assert path.read_text(encoding="utf-8").startswith('# lopti: lang=nl\nregel "Eights')
    assert lint_text(path.read_text(encoding="utf-8")).diagnostics == []
    got = runner.invoke(main, ["fmt", "--lang", "en", str(path)])
    assert got.exit_code == 0 and path.read_text(encoding="utf-8") == RICH
    bad = runner.invoke(main, ["fmt", "--lang", "zh", str(path)])
    assert bad.exit_code == 2


def test_the_parsers_of_every_language_are_cached_once_a_process() -> None:
    assert lark_parser("de") is lark_parser("de") is not lark_parser("nl")


@pytest.mark.parametrize("lang", FOREIGN)
def test_docs_language_md_lists_every_keyword_of_each_language(lang: str) -> None:
    """docs/language.md has a keyword table per language, row for row the table's."""
    text = (paths.DOCS / "language.md").read_text(encoding="utf-8")
    section = text.split(f"(`{lang}`)\n", 1)[1].split("\n### ", 1)[0]
    for english, said in keywords.words_of(lang).items():
        assert re.search(rf"^\| {re.escape(english)}[^|]* \| `{re.escape(said)}` \|$",
                         section, re.M), english


@pytest.mark.parametrize(("text", "want"), [
    ('regel "a"\n  nach play wen play.rank ist 8:\n    überspringe nächste spieler\n',
     ("LP101", 2, 13, "did you mean: nach play wenn play.rank ist 8:")),
    ('regel "a"\n  nach play wenn play.rank ist 8\n    überspringe nächste spieler\n',
     ("LP102", 2, 33, "end the line with ':'")),
    ('# lopti: lang=nl\nregel "a"\n  na play:\n    overslaan volgende spelr\n',
     ("LP101", 4, 24, "did you mean: overslaan volgende speler")),
])
def test_r_custom_1_a_typo_in_a_german_or_dutch_rule_gets_that_languages_fix(
        text: str, want: tuple[str, int, int, str]) -> None:
    """Did-you-mean and the bad examples (a missing colon) work in the file's language."""
    (d,) = lint_text(text).diagnostics
    assert (d.code, d.line, d.column, d.hint) == want


@pytest.mark.parametrize(("lang", "head", "event", "says"), [
    ("en", 'rule "Only the dealer decides a tie"', "after deal", "dealer says"),
    ("de", 'regel "Nur der Geber entscheidet bei Gleichstand"', "nach deal", "geber sagt"),
    ("nl", 'regel "Bij gelijkspel beslist de gever"', "na deal", "gever zegt"),
    ("tr", 'kural "Beraberlikte dağıtıcı karar verir"', "sonra deal", "dağıtıcı söyler"),
])
def test_r_vote_9_a_finding_at_a_rules_name_underlines_its_own_keyword_and_name(
        lang: str, head: str, event: str, says: str) -> None:
    # a claim in the name (R-VOTE-9: ties are the vote's and Roshambo's; LP709, or LP708
    # where it reads as Roshambo settled otherwise) is reported at
    # `rule "Name"`; the underline ends at the closing quote in every keyword's width
    text = f'# lopti: lang={lang}\n{head}\n  {event}:\n    {says} "hi"\n'
    spans = [(d.line, d.column, d.end_column) for d in lint_text(text).diagnostics
             if d.code in ("LP708", "LP709")]
    assert spans and set(spans) == {(2, 1, 1 + len(head))}
