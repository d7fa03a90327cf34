"""The parser: rule text to typed AST, and syntax errors with exact positions (R-CUSTOM-1)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each, goldens, paths

from lopti_rules.errors import InputError, LoptiError
from lopti_rules.language.report.diagnostics import RuleSyntaxError
from lopti_rules.language.syntax.grammar import lark_parser as _lark
from lopti_rules.language.syntax.parser import parse, parse_collect
from lopti_rules.language.tree import nodes

GOLDEN = paths.GOLDEN / "parse"

EIGHTS = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'


def test_r_custom_2_a_rule_is_hooks_on_base_events() -> None:
    book = parse(EIGHTS, "eights.lopti")
    assert book.filename == "eights.lopti"
    (rule,) = book.rules
    assert rule.name == "Eights skip"
    (hook,) = rule.hooks
    assert (hook.timing, hook.event) == ("after", "play")
    assert hook.condition == nodes.Compare(
        op="==", left=nodes.Attribute(namespace="play", name="rank"), right=nodes.Number(value=8))
    assert hook.body == (nodes.Skip(who=nodes.Role(kind="next")),)


def test_every_node_carries_its_source_span() -> None:
    book = parse(EIGHTS)
    hook = book.rules[0].hooks[0]
    assert (book.rules[0].line, book.rules[0].column) == (1, 1)
    assert (hook.line, hook.column, hook.event_line, hook.event_column) == (2, 3, 2, 9)
    cond = hook.condition
    assert isinstance(cond, nodes.Compare)
    assert (cond.left.line, cond.left.column, cond.left.end_column) == (2, 19, 28)
    assert (cond.right.line, cond.right.column) == (2, 32)
    skip = hook.body[0]
    assert (skip.line, skip.column, skip.end_line, skip.end_column) == (3, 5, 3, 21)
    assert all(n.line > 0 for n in book.walk())


def test_positions_do_not_take_part_in_equality() -> None:
    moved = "# a comment\n\n" + EIGHTS.replace("  after", "    after").replace(
        "    skip", "      skip")
    assert parse(moved) == parse(EIGHTS)


@each.parametrize(("face", "value"), [("J", 11), ("Q", 12), ("K", 13), ("A", 14),
                                             ("Jack", 11), ("Ace", 14)], size=60)
def test_r_setup_1_face_ranks(face: str, value: int) -> None:
    book = parse(EIGHTS.replace("is 8", f"is {face}"))
    cond = book.rules[0].hooks[0].condition
    assert isinstance(cond, nodes.Compare)
    assert cond.right == nodes.RankLit(value=value)


def test_actions_roles_and_control_flow() -> None:
    text = (
        'rule "All of it"\n'
        "  after clear when clear.cause is ten and not round.clears is odd:\n"
        "    acting player plays roshambo with the next player\n"
        "    roshambo loser draws 2 cards\n"
        "    every player gives 1 card to their left\n"
        "    player with the fewest cards takes the top cleared card\n"
        "    if hand of previous player is at most 2:\n"
        '      dealer says "hi"\n'
        "    else:\n"
        "      next play must be one of 8, 9, J\n"
        "    repeat 2 times:\n"
        "      reverse direction\n"
        "    for each player whose face-down is 0:\n"
        '      that player does "a little dance"\n'
        "    next play must have at least 2 cards\n"
    )
    body = parse(text).rules[0].hooks[0].body
    assert [type(s).__name__ for s in body] == [
        "Roshambo", "Draw", "Give", "Take", "If", "Repeat", "ForEach", "Restrict"]
    give = body[2]
    assert isinstance(give, nodes.Give) and give.side == "left" and give.to is None
    take = body[3]
    assert take == nodes.Take(who=nodes.Role(kind="fewest"), count=nodes.Number(value=1),
                              source="cleared")
    loop = body[6]
    assert isinstance(loop, nodes.ForEach) and loop.players.kind == "whose"
    assert loop.players.where is not None
    assert loop.players.where.left == nodes.Measure(measure="face_down",
                                                    player=nodes.Role(kind="candidate"))


def test_unknown_words_still_parse_for_the_validator() -> None:
    text = 'rule "x"\n  after play:\n    cancel the play\n    oldest player sings\n'
    body = parse(text).rules[0].hooks[0].body
    assert body[0] == nodes.Unknown(subject=None, words=("cancel", "the", "play"))
    assert body[1] == nodes.Unknown(subject=nodes.Role(kind="described", value="oldest"),
                                    words=("sings",))


def test_r_setup_4_deals_and_leads_parse_to_choosing_the_dealer_and_leader() -> None:
    text = ('rule "x"\n  before deal:\n    last round\'s last place deals\n'
            '    the player placed 2 last round leads\n')
    body = parse(text).rules[0].hooks[0].body
    assert body[0] == nodes.Choose(who=nodes.Role(kind="last_place"), what="dealer")
    assert body[1] == nodes.Choose(who=nodes.Role(kind="placed", value=2), what="leader")


def test_the_grammar_is_built_once_per_process() -> None:
    assert _lark() is _lark()


@each.parametrize(("text", "code", "line", "column"), [
    ('rule "a"\n  after play when play.rank is 8\n    skip next player\n', "LP102", 2, 33),
    ('rule "a"\n  after play:\n    acting player says "Lopti!\n', "LP104", 3, 24),
    ('rule "a"\n  after play:\n  skip next player\n', "LP103", 3, 3),
    ('rule "a"\n  after play:\n    skip next player\n   reverse direction\n', "LP103", 4, 4),
    ('rule "a"\n  after play:\n    skip next player!\n', "LP105", 3, 21),
    ('rule "a"\n  after play:\n    next player draws\n', "LP106", 3, 22),
    ("after play:\n  skip next player\n", "LP107", 1, 1),
    ('rule "a"\n  after play:\n    skip next player, dealer\n', "LP101", 3, 21),
], size=60)
def test_r_custom_1_syntax_errors_name_code_line_and_column(
        text: str, code: str, line: int, column: int) -> None:
    with pytest.raises(RuleSyntaxError) as info:
        parse(text, "bad.lopti")
    err = info.value
    assert (err.code, err.line, err.column) == (code, line, column)
    assert isinstance(err, InputError) and isinstance(err, LoptiError)
    assert str(err).startswith(f"bad.lopti:{line}:{column}: {code} ")
    caret_line = err.excerpt.splitlines()[1]
    assert caret_line.index("^") == column - 1


def test_several_syntax_errors_are_collected_in_one_file() -> None:
    text = ('rule "a"\n  after play when play.rank is 8\n    skip next player\n'
            '  after clear:\n    next player draws\n    acting player says "x\n')
    book, diags = parse_collect(text)
    assert book is None
    assert [(d.code, d.line) for d in diags] == [("LP102", 2), ("LP106", 5), ("LP104", 6)]


def test_a_clean_file_collects_no_errors() -> None:
    book, diags = parse_collect(EIGHTS)
    assert diags == [] and book is not None


def test_empty_and_comment_only_files_are_empty_books() -> None:
    assert parse("").rules == ()
    assert parse("# nothing yet\n\n# still nothing").rules == ()


def test_windows_line_endings_and_missing_final_newline() -> None:
    assert parse(EIGHTS.replace("\n", "\r\n").rstrip()) == parse(EIGHTS)


def _dump(node: object, depth: int = 0) -> list[str]:
    pad = "  " * depth
    if isinstance(node, nodes.Node):
        span = f"{node.line}:{node.column}-{node.end_line}:{node.end_column}"
        head = f"{pad}{type(node).__name__} @{span}"
        out = [head]
        for name, value in vars(node).items():
            if name in ("line", "column", "end_line", "end_column", "static_type",
                        "name_end_column"):  # spans: the name's is pinned in test_rule_languages
                continue
            if name == "permits" and not value:  # a rule without permissions: as before
                continue
            if name == "of" and value is None:  # a role not relative to another: as before
                continue
            if name == "end" and value == "top":  # a draw or take from the top: as before
                continue
            if isinstance(value, nodes.Node | tuple) and value:
                out.append(f"{pad}  {name}:")
                items = value if isinstance(value, tuple) else (value,)
                for item in items:
                    out.extend(_dump(item, depth + 2))
            else:
                out.append(f"{pad}  {name}: {value!r}")
        return out
    return [f"{pad}{node!r}"]


@pytest.mark.parametrize("path", sorted(paths.EXAMPLES.glob("*.lopti")),
                         ids=lambda p: p.stem)
def test_golden_parse_trees_of_the_legal_examples(path: Path) -> None:
    dumped = "\n".join(_dump(parse(path.read_text(encoding="utf-8"), path.name))) + "\n"
    golden = GOLDEN / f"{path.stem}.txt"
    goldens.check(golden, dumped)


LEGAL_TEXTS = [p.read_text(encoding="utf-8")
               for p in sorted(paths.EXAMPLES.glob("*.lopti"))]


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_r_custom_1_a_stray_character_is_reported_exactly_where_it_is(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(LEGAL_TEXTS))
    lines = text.split("\n")
    code_lines = [i for i, ln in enumerate(lines) if ln.strip() and not ln.lstrip().startswith("#")]
    index = data.draw(st.sampled_from(code_lines))
    line = lines[index]
    quote = line.find('"')
    limit = quote if quote >= 0 else len(line)
    starts = [c for c in range(len(line) - len(line.lstrip()), limit + 1)
              if c == 0 or line[c - 1] == " "]  # where a new word could begin
    column = data.draw(st.sampled_from(starts))
    lines[index] = line[:column] + "$" + line[column:]
    with pytest.raises(RuleSyntaxError) as info:
        parse("\n".join(lines))
    assert (info.value.code, info.value.line, info.value.column) == ("LP105", index + 1, column + 1)


def test_the_word_hand_is_a_value_where_a_word_goes() -> None:
    """`play.source is hand` (docs/language.md, Events): `hand` is also a measure's word
    (`hand of next player`); both parse, and the first compares the word."""
    from lopti_rules.language import lint_text

    for condition in ("play.source is hand", "hand of acting player is 1",
                      "play.source is up or play.source is hand"):
        text = f'rule "R"\n  after play when {condition}:\n    next player draws 1 card\n'
        assert lint_text(text).diagnostics == [], condition
