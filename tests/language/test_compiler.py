"""The compiler: every example compiles to its golden Python, dispatch, errors and line maps."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support import each, goldens, marks, paths

from lopti_rules.engine.events import Clear, Deal, Play
from lopti_rules.errors import LoptiError
from lopti_rules.language import (
    CompiledBook,
    CompileError,
    compile_book,
    compile_text,
    python_source,
)
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.sandbox import HookStopped, SandboxPolicy, check_generated, run_hook
from lopti_rules.sandbox import effects as fx
from lopti_rules.sandbox.eventview import EventView, event_view
from lopti_rules.sandbox.view import RuleView, SeatState, TableView, table_view

EXAMPLES = sorted(paths.EXAMPLES.glob("*.lopti"))
REJECTED = sorted(paths.REJECTED.glob("*.lopti"))
GOLDEN = paths.GOLDEN / "compiled"

SEATS = [SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(5, 0, 2), SeatState(1, 0, 2)]
RULE_VIEW = RuleView(rounds=1, clears=0, pickups=0, fired=0)


def book_of(text: str, filename: str = "house.lopti", **kw: object) -> CompiledBook:
    return compile_text(text, filename, **kw)  # type: ignore[arg-type]


def play(rank: int, count: int = 1, previous: int | None = None, bonus: bool = False) -> Play:
    return Play(player=0, rank=rank, count=count, cards=(), source="hand",  # type: ignore[arg-type]
                bonus=bonus, previous_rank=previous, previous_count=0 if previous is None else 1)


def views(event: object, **table: object) -> tuple[TableView, EventView]:
    view = table_view(SEATS, **{"current": 0, "dealer": 3, **table})  # type: ignore[arg-type]
    return view, event_view(event, view)  # type: ignore[arg-type]


def run(book: CompiledBook, timing: str, event: object, **table: object) -> list[fx.Effect]:
    """Every effect of every hook on ``event``, in rule-book order."""
    view, ev = views(event, **table)
    out: list[fx.Effect] = []
    for entry in book.hooks_for(timing, type(event).name):  # type: ignore[attr-defined]
        out.extend(run_hook(entry.hook, view, ev, RULE_VIEW))
    return out


# ---------------------------------------------------------------- examples and golden files


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_rule_compiles_to_its_golden_python(path: Path) -> None:
    """Legal rules (R-CUSTOM) compile; the generated code is pinned byte for byte."""
    book = compile_text(path.read_text(encoding="utf-8"), f"examples/rules/{path.name}")
    source = book.python_source()
    assert check_generated(source.split("\n\n\n")[0]) == ()
    golden = GOLDEN / f"{path.stem}.py.txt"
    goldens.check(golden, source)


@each.parametrize("path", EXAMPLES[:4], ids=lambda p: p.stem)
def test_generated_code_is_deterministic(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    first, second = book_of(text), book_of(text)
    assert first.python_source() == second.python_source()
    assert first.rules[0].line_map == second.rules[0].line_map
    assert first.rules[0].source_hash == second.rules[0].source_hash


def test_python_source_of_a_parsed_book_is_the_compiled_one() -> None:
    """`lopti lint --show-python` prints python_source(result.book, filename=...)."""
    text = (paths.EXAMPLES / "eights-skip.lopti").read_text(encoding="utf-8")
    book = parse(text, "eights.lopti")
    assert python_source(book) == python_source(book_of(text, "eights.lopti"))
    assert "def after_play(view, event, rule):" in python_source(book)


DOC_BLOCK = re.compile(r"(?:<!--\s*expect:\s*([A-Z0-9 ]+?)\s*-->\s*\n)?```lopti\n(.*?)```", re.S)


def doc_rules() -> list[str]:
    found = []
    for page in ("language.md", "tutorial.md"):
        text = (paths.DOCS / page).read_text(encoding="utf-8")
        found += [m.group(2) for m in DOC_BLOCK.finditer(text) if not m.group(1)]
    return found


@each.parametrize("text", doc_rules(), ids=lambda t: t.splitlines()[0][:30])
def test_every_clean_example_of_the_language_docs_compiles(text: str) -> None:
    book = book_of(text)
    assert book.rules and all(r.hooks for r in book.rules)


@each.parametrize("path", marks.slow_for(REJECTED, lambda p: p.stem, {"huge-number"}))
def test_a_rejected_example_compiles_exactly_when_it_has_no_lint_error(path: Path) -> None:
    """Only rules that pass the validator run (R-CUSTOM): with a lint error the compiler
    refuses and names file and line; hygiene warnings (LP9xx) alone do not stop a rule, as
    in `lopti lint`. (Linted here, not at collection: that cost every run a lint of every
    rejected example, twice, before the first test.)"""
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    if lint_text(text, str(path)).ok:  # a file with no rule (LP948) compiles to none
        assert bool(compile_text(text, str(path)).rules) == ("# expect: LP948" not in text)
        return
    with pytest.raises(CompileError) as info:
        compile_text(text, str(path))
    err = info.value
    assert isinstance(err, LoptiError) and err.diagnostics
    assert all(d.severity == "error" for d in err.diagnostics)
    assert str(err).startswith(f"{path}:{err.diagnostics[0].line}:")
    assert "\n" not in str(err)


def test_R_CUSTOM_2_a_witness_sets_aside_only_its_own_blocking_code() -> None:
    """A witness scenario for LP203 runs a hook that denies the bonus play (the runtime
    refuses its effects at the table); one for any other code does not."""
    book = parse('rule "No bonus"\n  after clear:\n    skip acting player\n')
    assert compile_book(book, filename="no-bonus.lopti", allow="LP203").rules
    for other in ("", "LP202", "LP302", "LP402"):
        with pytest.raises(CompileError, match="LP203"):
            compile_book(book, filename="no-bonus.lopti", allow=other)


def test_compile_book_validates_a_parsed_book_itself() -> None:
    """A book that never went through lint is validated before it compiles (R-CUSTOM-2)."""
    book = parse('rule "Greedy"\n  before clear:\n    acting player picks up the pile\n')
    with pytest.raises(CompileError, match="LP203"):
        compile_book(book, filename="greedy.lopti")


# ---------------------------------------------------------------- the compiled book


BOOK = '''# Two rules, three hooks.
rule "Eights skip"
  after play when play.rank is 8:
    skip next player
  after play when play.rank is 8 and play.count is at least 2:
    skip previous player

rule "Nine turns"
  before clear:
    acting player says "Clear!"
  after play when play.rank is 9:
    reverse direction
'''


def test_hooks_are_dispatched_per_event_in_rule_book_order() -> None:
    """Several rules on one event run in rule-book order (issue 4), per (timing, event)."""
    book = book_of(BOOK)
    assert [r.name for r in book.rules] == ["Eights skip", "Nine turns"]
    after_play = book.hooks_for("after", "play")
    assert [(h.rule, h.hook.name, h.line) for h in after_play] == [
        ("Eights skip", "after_play", 3), ("Eights skip", "after_play_2", 5),
        ("Nine turns", "after_play", 11)]
    assert [h.hook.name for h in book.hooks_for("before", "clear")] == ["before_clear"]
    assert book.events_listened() == ("play", "clear")
    assert book.hooks_for("after", "draw") == () and book.hooks_for("before", "play") == ()
    eights = book.rules[0]
    assert eights.hooks_for("after", "play") == after_play[:2]
    assert eights.hooks_for("before", "clear") == ()


def test_hooks_return_the_effects_the_rule_asks_for() -> None:
    book = book_of(BOOK)
    view, _ = views(play(8))
    assert run(book, "after", play(8)) == [fx.Skip(view.next)]
    assert run(book, "after", play(8, count=2)) == [fx.Skip(view.next), fx.Skip(view.previous)]
    assert run(book, "after", play(9)) == [fx.Reverse()]
    assert run(book, "after", play(5)) == []
    clear = Clear(player=0, cause="ten", count=4, cards=())  # type: ignore[arg-type]
    assert run(book, "before", clear) == [fx.Say(view.acting, "Clear!")]


def test_each_rule_has_its_own_entry_hash_and_python() -> None:
    book = book_of(BOOK)
    eights, nine = book.rules
    assert eights.filename == "house.lopti" and (eights.line, nine.line) == (2, 8)
    assert eights.python in book.python_source() and nine.python in book.python_source()
    assert eights.compiled.hooks.keys() == {"after_play", "after_play_2"}
    assert len(eights.source_hash) == 64 and eights.source_hash != nine.source_hash
    assert eights.decisions == () and nine.decisions == ()


def test_the_source_hash_ignores_layout_and_comments_but_not_meaning() -> None:
    base = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'
    spaced = ('# A comment.\n\nrule "Eights skip"\n    after play when play.rank is 8:  # hi\n'
              '        skip the next player\n')
    other = base.replace("8", "9")
    h = [book_of(t).rules[0].source_hash for t in (base, spaced, other)]
    assert h[0] == h[1] != h[2]


def test_rules_that_ask_players_for_choices_say_so() -> None:
    """Give (the giver's agent picks the cards) and Roshambo (throws) are engine decisions."""
    book = book_of((paths.EXAMPLES / "deal-pass-left.lopti").read_text())
    assert book.rules[0].decisions == ("give",)
    book = book_of((paths.EXAMPLES / "five-roshambo.lopti").read_text())
    assert book.rules[0].decisions == ("roshambo",)


# ---------------------------------------------------------------- stops name the .lopti line


class TinyFuel(SandboxPolicy):
    MAX_STEPS = 3


def test_running_out_of_fuel_names_the_lopti_line() -> None:
    """R-VOTE-6: an unfinished custom action is stopped; the report names the rule's line."""
    text = ('# A chatty rule.\nrule "Chatty"\n  after play:\n    if play.rank is 8:\n'
            '      repeat 5 times:\n        next player says "hi"\n')
    book = book_of(text, policy=TinyFuel())
    view, ev = views(play(8))
    with pytest.raises(HookStopped) as info:
        run_hook(book.hooks_for("after", "play")[0].hook, view, ev, RULE_VIEW)
    assert info.value.line == 5 and "fuel" in info.value.reason
    assert info.value.rule == "Chatty"
    assert str(info.value).startswith("rule 'Chatty' stopped at line 5:")
    assert len(run_hook(book_of(text).hooks_for("after", "play")[0].hook, view, ev,
                        RULE_VIEW)) == 5


def test_an_effect_that_cannot_be_built_stops_at_its_line() -> None:
    """A restriction to more cards than a play can have stops the hook (R-VOTE-6).

    Lint passes it (the count can be as low as 2), but at this table the player
    with the most cards holds 3 in hand, so the hook asks for plays of 5 or more.
    """
    text = ('rule "Big"\n  after play:\n    next player says "ok"\n'
            '    next play must have at least hand of player with the most cards + 2 cards\n')
    book = book_of(text)
    view, ev = views(play(8))
    with pytest.raises(HookStopped) as info:
        run_hook(book.hooks_for("after", "play")[0].hook, view, ev, RULE_VIEW)
    assert info.value.line == 4 and "min_cards" in info.value.reason


# ---------------------------------------------------------------- what constructs mean


def test_a_missing_previous_rank_makes_every_comparison_false() -> None:
    """No previous play on the pile (R-PLAY-4): `is` and `is not` are both false."""
    text = ('rule "Prev"\n  after play when play.previous_rank is Q:\n    reverse direction\n'
            '  after play when play.previous_rank is not Q:\n    next player says "not Q"\n'
            '  after play when not (table.top_rank is at least 5):\n    dealer says "low"\n')
    book = book_of(text)
    view, _ = views(play(11))
    assert run(book, "after", play(11, previous=12), top_rank=12) == [fx.Reverse()]
    assert run(book, "after", play(11, previous=9), top_rank=9) == [fx.Say(view.next, "not Q")]
    assert run(book, "after", play(11), top_rank=None) == [fx.Say(view.dealer, "low")]


def test_an_action_for_a_player_who_does_not_exist_does_nothing() -> None:
    """A session's first round has no last winner: the rule does nothing, it is not stopped."""
    book = book_of((paths.EXAMPLES / "winner-wishes-luck.lopti").read_text())
    deal = Deal(dealer=3, leader=0, players=4)  # type: ignore[arg-type]
    assert run(book, "after", deal) == []
    view, _ = views(deal, last_winner=2)
    assert run(book, "after", deal, last_winner=2) == [fx.Say(view.last_winner,
                                                               "Good luck, everyone!")]


def test_roshambo_results_are_targets_of_later_actions() -> None:
    """A Roshambo mini-game (R-CUSTOM-4: mini-game results are allowed) names its loser."""
    book = book_of((paths.EXAMPLES / "five-roshambo.lopti").read_text())
    effects = run(book, "after", play(5))
    game, draw = effects
    assert isinstance(game, fx.Roshambo) and isinstance(draw, fx.Draw)
    view, _ = views(play(5))
    assert (game.a, game.b) == (view.acting, view.next)
    assert draw.target == game.loser


def test_gifts_to_the_left_go_to_the_next_player_still_in() -> None:
    """Finished players never receive cards (R-WIN-4): the gift passes over them."""
    book = book_of((paths.EXAMPLES / "deal-pass-left.lopti").read_text())
    deal = Deal(dealer=3, leader=0, players=4)  # type: ignore[arg-type]
    seats = [SeatState(3, 3, 3), SeatState(0, 0, 0, place=1), SeatState(5, 0, 2),
             SeatState(1, 0, 2)]
    view = table_view(seats, current=0, dealer=3)
    hook = book.hooks_for("after", "deal")[0].hook
    gifts = run_hook(hook, view, event_view(deal, view), RULE_VIEW)
    pairs = [(g.giver, g.receiver) for g in gifts]  # type: ignore[attr-defined]
    p = view.still_in
    assert pairs == [(p[0], p[1]), (p[1], p[2]), (p[2], p[0])]
    assert all(not g.receiver.is_out for g in gifts)  # type: ignore[attr-defined]


def test_counts_of_zero_do_nothing_and_loops_run_per_player() -> None:
    text = ('rule "Even"\n  after play:\n    for each player whose hand is at least 2:\n'
            '      that player draws hand of that player - 3 cards\n'
            '    repeat play.count times:\n      every other player reveals their hand\n')
    book = book_of(text)
    view, _ = views(play(4))
    got = run(book, "after", play(4))
    p = {q.hand: q for q in view.still_in}
    # only the hand of 5 draws (5 - 3); the others would draw 0 or less
    assert got == [fx.Draw(p[5], 2), *[fx.Reveal(q) for q in view.others]]


def test_the_compiler_page_shows_what_its_example_really_compiles_to() -> None:
    """docs/compiler.md: the example rule and its Python are the compiler's real output."""
    page = (paths.DOCS / "compiler.md").read_text(encoding="utf-8")
    rule = re.search(r"```lopti\n(.*?)```", page, re.S)
    shown = re.search(r"```python\n(# rule .*?)```", page, re.S)
    assert rule is not None and shown is not None
    book = compile_text(rule.group(1), "examples/rules/four-clear-pairs.lopti")
    assert book.python_source() == shown.group(1)


def test_a_player_compared_with_a_set_of_players_is_a_membership_test() -> None:
    """`next player is every player whose hand is 2`: the next player is one of them."""
    text = ('rule "Member"\n  after play when next player is every player whose hand is 2:\n'
            '    reverse direction\n  after play when dealer is not every other player:\n'
            '    next player says "dealer acts"\n')
    book = book_of(text)
    view, _ = views(play(4))
    assert view.next.hand == 2 and view.dealer in view.others
    assert run(book, "after", play(4)) == [fx.Reverse()]
    assert run(book, "after", play(4), current=2) == []  # next has 5 cards; dealer is other
    view, _ = views(play(4), acting=3)  # the dealer acts: not one of the others
    assert run(book, "after", play(4), acting=3) == [fx.Reverse(), fx.Say(view.next,
                                                                          "dealer acts")]


def test_a_syntax_error_is_a_compile_error_with_its_code() -> None:
    with pytest.raises(CompileError) as info:
        compile_text('rule "Broken"\n  after play\n    skip next player\n', "broken.lopti")
    assert info.value.diagnostics[0].code.startswith("LP1")
    assert str(info.value).startswith("broken.lopti:2:")


def test_a_book_without_rules_listens_to_nothing() -> None:
    book = book_of("# Nothing yet.\n")
    assert book.rules == () and book.events_listened() == () and book.python_source() == ""


def test_python_source_refuses_a_book_with_errors() -> None:
    """`--show-python` has nothing to show for a rule that may not run (R-CUSTOM-2)."""
    book = parse('rule "Greedy"\n  before clear:\n    acting player picks up the pile\n')
    with pytest.raises(CompileError, match="LP203"):
        python_source(book, filename="greedy.lopti")


@pytest.mark.parametrize("text", ["", "a" * 281])
def test_a_text_the_engine_cannot_record_is_refused_at_its_line(text: str) -> None:
    """Say/do texts are 1 to 280 characters (effects.MAX_TEXT); lint does not check it yet."""
    rule = f'rule "Talk"\n  after play:\n    next player says "{text}"\n'
    with pytest.raises(CompileError, match="1 to 280 characters") as info:
        compile_text(rule, "talk.lopti")
    assert info.value.line == 3


def test_R_CUSTOM_a_lint_result_says_whether_its_book_passed_the_validator(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """R-CUSTOM: only rules that pass lint run. A LintResult records whether the
    validator found no error in its book, so compiling it (the lint audit's games,
    ``simulate --rules``) need not validate it a second time; a book with an error is
    still refused."""
    import lopti_rules.language.compiler as compiler

    clean = lint_text('rule "Eights"\n  after play when play.rank is 8:\n    skip next player\n',
                      "eights.lopti")
    bad = lint_text('rule "Bob"\n  after play when acting player is "Bob":\n'
                    '    skip next player\n', "bob.lopti")
    assert clean.ok and clean.validated
    assert not bad.ok and not bad.validated and bad.book is not None
    calls: list[str] = []
    real = compiler.validate
    monkeypatch.setattr(compiler, "validate", lambda b: calls.append(b.filename) or real(b))
    assert clean.book is not None
    once = compile_book(clean.book, filename="eights.lopti", validated=clean.validated)
    assert calls == [] and len(once.rules) == 1
    again = compile_book(clean.book, filename="eights.lopti")
    assert calls == ["eights.lopti"] and again.python_source() == once.python_source()
    with pytest.raises(CompileError):
        compile_book(bad.book, filename="bob.lopti", validated=bad.validated)
