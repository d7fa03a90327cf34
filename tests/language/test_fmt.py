"""The formatter (``lopti fmt``): canonical, idempotent, meaning- and comment-preserving."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lopti_rules.cli import main
from lopti_rules.engine.events import EVENT_NAMES
from lopti_rules.language import nodes
from lopti_rules.language.diagnostics import RuleSyntaxError
from lopti_rules.language.formatter import format_book, format_text, scan_comments
from lopti_rules.language.parser import parse

ROOT = Path(__file__).parents[2]
EXAMPLES = sorted(p for p in (ROOT / "examples").glob("*/*.lopti")
                  if "# expect: LP1" not in p.read_text(encoding="utf-8"))

MESSY = (
    "# Header comment.\n"
    'rule "x"\n'
    "    # about the hook\n"
    "    before  play  when (play.rank is 8 or play.rank is 9) and not (play.count>=2):\n"
    "        if hand of the next player<2 :   # short hand\n"
    "            skip the next player\n"
    "        else:   # otherwise\n"
    "            the acting player takes the top cleared card\n"
    '        the dealer says "a # is not a comment here"\n'
)
CANONICAL = (
    "# Header comment.\n"
    'rule "x"\n'
    "  # about the hook\n"
    "  before play when (play.rank is 8 or play.rank is 9) and not play.count is at least 2:\n"
    "    if hand of next player is less than 2:  # short hand\n"
    "      skip next player\n"
    "    else:\n"
    "      # otherwise\n"
    "      acting player takes the top cleared card\n"
    '    dealer says "a # is not a comment here"\n'
)


def test_canonical_form_keeps_comments() -> None:
    assert format_text(MESSY) == CANONICAL
    assert format_text(CANONICAL) == CANONICAL
    assert parse(CANONICAL) == parse(MESSY)


def test_comments_inside_text_are_not_comments() -> None:
    assert [c.text for c in scan_comments('x "a # b"  # real\n')] == ["# real"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_examples_format_idempotently_and_keep_their_meaning(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    book = parse(text)
    once = format_text(text)
    assert format_text(once) == once
    assert parse(once) == book
    assert [c.text for c in scan_comments(once)] == [c.text for c in scan_comments(text)]


def test_bundled_legal_examples_are_already_canonical() -> None:
    for path in sorted((ROOT / "examples" / "rules").glob("*.lopti")):
        text = path.read_text(encoding="utf-8")
        assert format_text(text) == text, path.name


def test_fmt_refuses_text_that_does_not_parse() -> None:
    with pytest.raises(RuleSyntaxError):
        format_text('rule "x"\n  after play\n')


def test_cli_fmt_check_and_rewrite(tmp_path: Path) -> None:
    path = tmp_path / "messy.lopti"
    path.write_text(MESSY)
    runner = CliRunner()
    result = runner.invoke(main, ["fmt", "--check", str(path)])
    assert result.exit_code == 1 and "would reformat" in result.stdout
    assert path.read_text() == MESSY
    result = runner.invoke(main, ["fmt", str(path)])
    assert result.exit_code == 0 and path.read_text() == CANONICAL
    assert runner.invoke(main, ["fmt", "--check", str(path)]).exit_code == 0


def test_cli_fmt_bad_input_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "broken.lopti"
    path.write_text('rule "x"\n  after play\n')
    result = CliRunner().invoke(main, ["fmt", str(path)])
    assert result.exit_code == 2 and "LP102" in result.stderr and "Traceback" not in result.stderr


# ---------------------------------------------------------------- generated rules

TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_characters='"\n\r\x0b\x0c\x1c\x1d'
                                      '\x1e\x85\u2028\u2029', exclude_categories=["Cs", "Cc"]),
               max_size=12)
SINGLE = st.sampled_from(["acting", "next", "previous", "dealer", "last_winner", "fewest", "most"])
PLURAL = st.sampled_from(["every", "every_other", "still_in"])
OPS = st.sampled_from(["==", "!=", "<", "<=", ">", ">="])


def single_role() -> st.SearchStrategy[nodes.Role]:
    """Roles the validator accepts, and the rejected kinds the parser must still round-trip."""
    return st.one_of(
        SINGLE.map(lambda k: nodes.Role(kind=k)),
        st.just(nodes.Role(kind="creator")),
        st.sampled_from(["clearer", "picker", "drawer", "winner"]).map(
            lambda v: nodes.Role(kind="acting", value=v)),
        st.integers(0, 9).map(lambda v: nodes.Role(kind="seat", value=v)),
        st.sampled_from(["oldest", "clear", "skip", "if", "lucky"]).map(
            lambda v: nodes.Role(kind="described", value=v)),
    )


def any_role() -> st.SearchStrategy[nodes.Role]:
    return st.one_of(single_role(), PLURAL.map(lambda k: nodes.Role(kind=k)))


ATOMS: st.SearchStrategy[nodes.Expr] = st.one_of(
    st.integers(0, 60).map(lambda v: nodes.Number(value=v)),
    st.integers(11, 14).map(lambda v: nodes.RankLit(value=v)),
    st.booleans().map(lambda v: nodes.Bool(value=v)),
    st.sampled_from(["rank", "count", "bonus"]).map(
        lambda n: nodes.Attribute(namespace="play", name=n)),
    st.sampled_from(["ten", "four", "custom"]).map(lambda w: nodes.Word(value=w)),
    st.builds(lambda m, r: nodes.Measure(measure=m, player=r),
              st.sampled_from(["hand", "face_up", "face_down", "cards"]), single_role()),
    single_role(),
)


def _extend(inner: st.SearchStrategy[nodes.Expr]) -> st.SearchStrategy[nodes.Expr]:
    return st.one_of(
        st.builds(lambda o, a, b: nodes.Compare(op=o, left=a, right=b), OPS, inner, inner),
        st.builds(lambda o, xs: nodes.BoolOp(op=o, operands=tuple(xs)),
                  st.sampled_from(["and", "or"]), st.lists(inner, min_size=2, max_size=3)),
        st.builds(lambda a: nodes.Not(operand=a), inner),
        st.builds(lambda o, a, b: nodes.Arith(op=o, left=a, right=b),
                  st.sampled_from(["+", "-"]), inner, inner),
        st.builds(lambda a, xs, n: nodes.OneOf(item=a, options=tuple(xs), negated=n),
                  inner, st.lists(inner, min_size=1, max_size=3), st.booleans()),
        st.builds(lambda a, e: nodes.Parity(operand=a, even=e), inner, st.booleans()),
    )


EXPRS = st.recursive(ATOMS, _extend, max_leaves=8)
COUNTS = st.one_of(st.integers(1, 4).map(lambda v: nodes.Number(value=v)), EXPRS)
RANKS = st.one_of(st.integers(2, 10).map(lambda v: nodes.Number(value=v)),
                  st.integers(11, 14).map(lambda v: nodes.RankLit(value=v)))

ACTIONS: st.SearchStrategy[nodes.Stmt] = st.one_of(
    st.builds(lambda r, c: nodes.Draw(who=r, count=c), any_role(), COUNTS),
    st.builds(lambda v, c: nodes.Draw(who=nodes.Role(kind="named", value=v), count=c), TEXT,
              COUNTS),
    st.builds(lambda r, c, t: nodes.Give(giver=r, count=c, to=t), any_role(), COUNTS,
              any_role()),
    st.builds(lambda r, c, s: nodes.Give(giver=r, count=c, side=s), any_role(), COUNTS,
              st.sampled_from(["left", "right"])),
    st.builds(lambda r, c, s: nodes.Take(who=r, count=c, source=s), any_role(), COUNTS,
              st.sampled_from(["cleared", "pile"])),
    st.builds(lambda r: nodes.Pickup(who=r), single_role()),
    st.builds(lambda i: nodes.ClearPile(instead=i), st.booleans()),
    st.builds(lambda r: nodes.Skip(who=r), single_role()),
    st.just(nodes.Reverse()),
    st.builds(lambda k, r: nodes.Restrict(kind=k, ranks=(r,)),
              st.sampled_from(["at_most", "at_least"]), RANKS),
    st.builds(lambda rs: nodes.Restrict(kind="one_of", ranks=tuple(rs)),
              st.lists(RANKS, min_size=1, max_size=3)),
    st.builds(lambda c: nodes.Restrict(kind="min_cards", count=c), COUNTS),
    st.builds(lambda r: nodes.Reveal(who=r), any_role()),
    st.builds(lambda r, v, t: nodes.Say(who=r, verb=v, text=nodes.Text(value=t)), any_role(),
              st.sampled_from(["say", "do"]), TEXT),
    st.builds(lambda a, b: nodes.Roshambo(first=a, second=b), single_role(), single_role()),
)


def _blocks(inner: st.SearchStrategy[nodes.Stmt]) -> st.SearchStrategy[nodes.Stmt]:
    body = st.lists(inner, min_size=1, max_size=3).map(tuple)
    return st.one_of(
        st.builds(lambda c, t, e: nodes.If(condition=c, then=t, orelse=e), EXPRS, body,
                  st.one_of(st.just(()), body)),
        st.builds(lambda c, b: nodes.Repeat(count=c, body=b), COUNTS, body),
        st.builds(lambda r, b: nodes.ForEach(players=r, body=b), PLURAL.map(
            lambda k: nodes.Role(kind=k)), body),
    )


STMTS = st.recursive(ACTIONS, _blocks, max_leaves=6)
HOOKS = st.builds(
    lambda t, e, c, b: nodes.Hook(timing=t, event=e, condition=c, body=tuple(b)),
    st.sampled_from(["before", "after"]), st.sampled_from(EVENT_NAMES),
    st.one_of(st.none(), EXPRS), st.lists(STMTS, min_size=1, max_size=3))
BOOKS = st.builds(
    lambda rules: nodes.RuleBook(rules=tuple(rules)),
    st.lists(st.builds(lambda n, hs: nodes.Rule(name=n, hooks=tuple(hs)), TEXT,
                       st.lists(HOOKS, min_size=1, max_size=2)), max_size=3))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(BOOKS)
def test_formatting_generated_rules_preserves_meaning_and_is_idempotent(
        book: nodes.RuleBook) -> None:
    text = format_book(book)
    assert parse(text) == book
    assert format_text(text) == text


SOUP = ["the", "skip", "if", "play", "gives", "next", "player", "draws", "1", "J", '"x"',
        "cancel", "vote", "oldest", "every", "other", "to", "their", "left", "clear", "pile",
        "reverse", "direction", "instead", "acting", "says", "must", "be", "or", "lower"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(SOUP), min_size=1, max_size=10).map(" ".join))
def test_any_statement_that_parses_formats_stably(statement: str) -> None:
    text = f'rule "x"\n  after play:\n    {statement}\n'
    try:
        book = parse(text)
    except RuleSyntaxError:
        return
    once = format_text(text)
    assert parse(once) == book
    assert format_text(once) == once


def test_unknown_statements_keep_a_leading_the() -> None:
    text = 'rule "x"\n  after play:\n    the if play\n'
    assert format_text(text) == text
