"""Issue 14: values in spoken text, ``is a multiple of``, and a rule's own counts,
through the parser, the validator, the formatter and the compiler."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from support import each

from lopti_rules.language import compile_text
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.present.formatter import format_book
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import placeholders

HOOK = 'rule "R"\n  after play:\n'


def codes(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "r.lopti").diagnostics)


# ---------------------------------------------------------------- placeholders
@given(st.text(alphabet="ab {}", max_size=30))
def test_R_CUSTOM_1_any_text_splits_and_its_literal_parts_keep_their_order(text: str) -> None:
    """Splitting never fails; without problems, re-escaping the literals and bracing the
    slots gives the text back; the judge's literal text holds no placeholder source."""
    pieces = placeholders.split(text)
    if all(isinstance(p, placeholders.Literal) or not p.problem for p in pieces):
        again = "".join(p.text.replace("{", "{{").replace("}", "}}")
                        if isinstance(p, placeholders.Literal) else "{" + p.source + "}"
                        for p in pieces)
        assert again == text
    for p in pieces:
        if isinstance(p, placeholders.Slot):
            assert text[p.start] in "{}" and p.width >= 1


@given(st.text(alphabet="abc .!", max_size=30))
def test_R_CUSTOM_3_a_text_without_braces_is_read_as_it_is(text: str) -> None:
    assert placeholders.literal(text) == text
    assert placeholders.split(text) == ([placeholders.Literal(text)] if text else [])


def test_R_CUSTOM_4_a_spoken_value_has_its_column_in_the_file() -> None:
    book = parse(HOOK + '    acting player says "Now {hand of next player}!"\n')
    say = book.rules[0].hooks[0].body[0]
    (value,) = say.values  # type: ignore[attr-defined]
    assert (value.line, value.column) == (3, 30)


@each.parametrize(("text", "code"), [
    ('"{next player} again"', "LP713"),
    ('"{every other player}"', "LP713"),
    ('"{play.count"', "LP714"),
    ('"}"', "LP714"),
    ('"{}"', "LP714"),
    ('"{play. }"', "LP714"),
    ('"{yes}"', "LP714"),
    ('"' + "{play.count}" * 9 + '"', "LP715"),
    ('"{play.colour}"', "LP902"),
    ("\"{count 'nope'}\"", "LP933"),
], size=60)
def test_R_CUSTOM_4_bad_spoken_values_are_diagnostics(text: str, code: str) -> None:
    assert code in codes(HOOK + f"    acting player says {text}\n")


def test_R_CUSTOM_3_the_harm_judge_reads_the_literal_parts_only() -> None:
    assert codes(HOOK + '    acting player says "{play.count} cards!"\n') == []
    assert "LP701" in codes(HOOK + '    acting player does "take {play.count} shots"\n')


def test_R_CUSTOM_1_spoken_values_compile_to_text_with_rank_words() -> None:
    book = compile_text(HOOK + '    acting player says "{play.rank} x{play.count} {{ok}}"\n')
    source = book.rules[0].python
    assert "text(" in source and "'J'" in source and "'{ok} '" not in source
    assert "' {ok}'" in source


# ---------------------------------------------------------------- multiples and counts
def test_R_CUSTOM_1_a_multiple_of_a_fixed_step() -> None:
    assert codes('rule "R"\n  after clear when rule.clears is a multiple of 3:\n'
                 '    acting player draws 1 card\n') == []
    assert codes('rule "R"\n  after clear when rule.clears is a multiple of table.pile:\n'
                 '    acting player draws 1 card\n') == ["LP935"]
    assert codes('rule "R"\n  after clear when clear.cause is a multiple of 3:\n'
                 '    acting player draws 1 card\n') == ["LP905"]


COUNTED = ('rule "Threes"\n'
           '  count "threes" this round\n'
           '  after play when play.rank is 3:\n'
           '    add play.count to "threes"\n'
           '    if count "threes" is not a multiple of 2:\n'
           '      set "threes" to count "threes" + 1\n'
           '    else:\n'
           '      reset "threes"\n'
           '    acting player says "{count \'threes\'} threes"\n')


def test_R_CUSTOM_3_counts_lint_clean_format_to_themselves_and_compile() -> None:
    assert codes(COUNTED) == []
    assert format_book(parse(COUNTED)) == COUNTED
    source = compile_text(COUNTED).rules[0].python
    assert "k1 = rule.counts[0]" in source and "Remember(0, k1)" in source


@each.parametrize(("decl", "code"), [
    ('count "threes"', "LP932"),
    ('count "threes" this week', "LP932"),
    ('count "threes" ever', "LP602"),
    ('count "threes" since the game began', "LP602"),
])
def test_R_CUSTOM_3_a_count_says_how_long_it_lasts_from_now(decl: str, code: str) -> None:
    text = COUNTED.replace('count "threes" this round', decl)
    assert code in codes(text)


def test_R_CUSTOM_1_counts_are_the_rule_s_own_and_bounded() -> None:
    assert "LP933" in codes(COUNTED.replace('add play.count to "threes"',
                                            'add play.count to "three"'))
    assert "LP933" in codes(COUNTED.replace('  count "threes" this round\n',
                                            '  count "threes" this round\n' * 2))
    many = "".join(f'  count "c{k}" this round\n' for k in range(9))
    assert "LP934" in codes(COUNTED.replace('  count "threes" this round\n',
                                            '  count "threes" this round\n' + many))
    assert "LP905" in codes(COUNTED.replace('add play.count to', 'add next player to'))
