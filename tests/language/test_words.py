"""The rule read back in plain words (``language.describe``): every example renders, a few
match golden files, and a construct the reader does not know reads as a generic sentence."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from support import paths
from support.strategies import rule_text

from lopti_rules.errors import LoptiError
from lopti_rules.language import describe, describe_text, nodes, parse
from lopti_rules.language.diagnostics import RuleSyntaxError

GOLDEN = paths.GOLDEN / "words"
UPDATE = os.environ.get("LOPTI_UPDATE_GOLDEN") == "1"
DOC_BLOCK = re.compile(r"```lopti\n(.*?)```", re.S)
EIGHTS = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'


def _parsed(text: str, name: str) -> nodes.RuleBook | None:
    try:
        return parse(text, name)
    except (RuleSyntaxError, LoptiError):
        return None


def _every_example() -> list[tuple[str, str]]:
    out = [(p.name, p.read_text(encoding="utf-8", errors="surrogateescape"))
           for folder in (paths.EXAMPLES, paths.REJECTED) for p in sorted(folder.glob("*.lopti"))]
    for page in ("language.md", "tutorial.md"):
        text = (paths.DOCS / page).read_text(encoding="utf-8")
        out += [(f"{page}#{i}", block) for i, block in enumerate(DOC_BLOCK.findall(text))]
    return out


def test_r_custom_2_the_issues_own_example_reads_as_one_sentence() -> None:
    (rule,) = parse(EIGHTS).rules
    assert describe(rule) == ["After a play of 8s: skip the next player."]


@pytest.mark.parametrize(("name", "text"), _every_example(), ids=lambda v: v if
                         isinstance(v, str) and len(v) < 40 and "\n" not in v else "")
def test_every_example_in_the_repo_and_the_docs_reads_in_words(name: str, text: str) -> None:
    book = _parsed(text, name)
    if book is None:
        pytest.skip("does not parse: no words to read back (a syntax example)")
    for rule in book.rules:
        sentences = describe(rule)
        assert len(sentences) == len(rule.hooks) + len(rule.permits)
        for s in sentences:
            assert s[0].isupper() and s.endswith("."), s
            assert "not yet put in words" not in s, s  # every grammar node has its words


@pytest.mark.parametrize("example", ["eights-skip", "five-roshambo", "jack-on-queen",
                                     "four-clear-pairs", "empty-hand-help", "ace-high-only",
                                     "queen-tax", "kings-pair"])
def test_golden_words(example: str) -> None:
    path = paths.EXAMPLES / f"{example}.lopti"
    got = describe_text(path.read_text(encoding="utf-8"), path.name)
    golden = GOLDEN / f"{example}.txt"
    if UPDATE:
        golden.write_text(got, encoding="utf-8")
    assert got == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize(("text", "words"), [
    ("after play when play.rank is one of 8, 9, J:\n    reverse direction",
     "After a play of 8s, 9s or Jacks: the direction of play reverses."),
    ("before draw when not play.bonus:\n    skip the draw",
     "Before a draw, when it is not a bonus play: skip the draw."),
    ("after clear:\n    every player whose hand is at most 2 draws 1 card",
     "After a clear: every player whose hand is at most 2 draws 1 card."),
    ("after pickup:\n    repeat forever:\n      acting player draws 1 card",
     "After a pickup: over and over, without end: the player who picked up draws 1 card."),
    ("after play:\n    while table.pile is more than 3:\n      next player draws 1 card",
     "After a play: as long as the number of cards on the pile is more than 3: the next "
     "player draws 1 card."),
    ("after play when play.count + 1 is odd:\n    dealer gives 2 cards to their right",
     "After a play, when the number of cards played plus 1 is odd: the dealer gives 2 cards "
     "of their choice to the player on their right."),
    ("after turn:\n    player 2 draws 1 card",
     "After the start of a turn: the player in seat 2 draws 1 card."),
    ("after play:\n    next player dances wildly",
     'After a play: the next player "dances wildly" (words the language does not know).'),
])
def test_each_statement_and_condition_form_has_its_words(text: str, words: str) -> None:
    (rule,) = parse(f'rule "R"\n  {text}\n').rules
    assert describe(rule) == [words]


@dataclass(kw_only=True, eq=True)
class Teleport(nodes.Action):
    """A statement from a later grammar that neither the reader nor the formatter knows."""

    who: nodes.Role


@dataclass(kw_only=True, eq=True)
class Dice(nodes.Expr):
    """A condition from a later grammar."""


def test_a_construct_the_reader_does_not_know_reads_as_a_generic_sentence() -> None:
    (rule,) = parse(EIGHTS).rules
    hook = rule.hooks[0]
    newer = nodes.Hook(timing="after", event="play", condition=Dice(),
                       body=(Teleport(who=nodes.Role(kind="next")), *hook.body))
    (sentence,) = describe(nodes.Rule(name="New", hooks=(newer,)))
    assert sentence == ("After a play, when (dice: not yet put in words): (teleport: not yet "
                        "put in words), then skip the next player.")


@settings(max_examples=60, deadline=None)
@given(rule_text())
def test_any_rule_the_grammar_makes_reads_in_words(text: str) -> None:
    (rule,) = parse(text).rules
    sentences = describe(rule)
    assert len(sentences) == len(rule.hooks)
    assert all("not yet put in words" not in s for s in sentences)


def test_cli_fmt_words_prints_the_rules_in_plain_words_and_rewrites_nothing(
        tmp_path: object) -> None:
    from click.testing import CliRunner

    from lopti_rules.cli import main

    path = paths.EXAMPLES / "eights-skip.lopti"
    before = path.read_text(encoding="utf-8")
    result = CliRunner().invoke(main, ["fmt", "--words", str(path)])
    assert result.exit_code == 0, result.output
    assert result.stdout == "Eights skip\n  After a play of 8s: skip the next player.\n"
    assert path.read_text(encoding="utf-8") == before


def test_cli_fmt_words_on_text_that_does_not_parse_exits_2(tmp_path: object) -> None:
    from pathlib import Path

    from click.testing import CliRunner

    from lopti_rules.cli import main

    path = Path(str(tmp_path)) / "broken.lopti"
    path.write_text('rule "x"\n  after play\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["fmt", "--words", str(path)])
    assert result.exit_code == 2 and "LP102" in result.stderr
    assert "Traceback" not in result.stderr
