"""Every did-you-mean is tested against the word it would replace (issue 27).

A hint ``did you mean: <line>`` (a syntax repair, syntax_fixes.py) replaces the line; a
hint ``did you mean 'X'?`` replaces, inside the underlined span, the word closest to X
(or the whole span when X is a phrase). The replaced text must differ from X (``skip``
is never offered for ``skip``), and the fixed text must lint without that diagnostic
on that line, nor a syntax error there: a hint that does not read is never shown.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path

from support import each
from support.examples import lint_name, static_diagnostics
from support.paths import EXAMPLES, REJECTED

from lopti_rules.language import Diagnostic
from lopti_rules.language.lint.linter import fix_reads, lint_text
from lopti_rules.language.syntax.parser import parse_collect

_LINE = re.compile(r"did you mean: (.+)$")
_WORD = re.compile(r"did you mean '([^']+)'\?")

#: What a newcomer types (issue 27's first evening), one statement or header each.
NEWCOMER = {
    "pick-up-event": 'rule "a"\n  after pick up:\n    the picker says "x"\n',
    "skip-after-role": 'rule "a"\n  after play when play.rank is 8:\n    next player skip\n',
    "skips-after-role": 'rule "a"\n  after play when play.rank is 8:\n    next player skips\n',
    "two-ranks-at-once": 'rule "a"\n  after play when play.rank is 8 and play.rank is 9:\n'
                         '    skip next player\n',
    "two-faces-at-once": 'rule "a"\n  after play when play.rank is J and play.rank is Q:\n'
                         '    skip next player\n',
    "verb-typo": 'rule "a"\n  after play:\n    next player drwas 1 card\n',
    "event-typo": 'rule "a"\n  after plya:\n    skip next player\n',
    "attribute-typo": 'rule "a"\n  after play when play.rnak is 8:\n    skip next player\n',
    "keyword-typo": 'rule "a"\n  aftr play:\n    skip next player\n',
    "when-typo": 'rule "a"\n  after play wen play.rank is 8:\n    skip next player\n',
    "role-typo": 'rule "a"\n  after play:\n    skip nxt player\n',
}


def hinted(text: str, d: Diagnostic) -> tuple[str, str, str] | None:
    """(the replaced text, its replacement, the fixed text) of ``d``'s did-you-mean."""
    lines = text.split("\n")
    line = lines[d.line - 1]
    whole, word = _LINE.search(d.hint), _WORD.search(d.hint)
    if whole:
        indent = line[:len(line) - len(line.lstrip())]
        old, new = line.strip(), whole.group(1)
        fixed_line = indent + new
    elif word:
        new = word.group(1)
        start, end = d.column - 1, (d.end_column - 1 if d.end_line == d.line else len(line))
        if " " not in new:  # one word: the closest word of the span is the one it replaces
            words = list(re.finditer(r"[\w-]+", line[start:end]))
            assert words, d
            best = max(words, key=lambda w: difflib.SequenceMatcher(
                None, w.group().lower(), new.lower()).ratio())
            start, end = start + best.start(), start + best.end()
        old = line[start:end]
        fixed_line = line[:start] + new + line[end:]
    else:
        return None
    return old, new, "\n".join(lines[:d.line - 1] + [fixed_line] + lines[d.line:])


def wrong_hints(text: str, name: str, found: list[Diagnostic] | None = None) -> list[str]:
    """What is wrong with each did-you-mean of ``text``'s diagnostics ``found``, linted
    here unless given (empty: none)."""
    out = []
    if found is None:
        found = lint_text(text, name).diagnostics
    for d in found:
        fix = hinted(text, d)
        if fix is None:
            continue
        old, new, fixed = fix
        if old.lower() == new.lower():
            out.append(f"{d.code} line {d.line}: offers {new!r} for itself")
            continue
        before = sum(1 for e in found if e.line == d.line and e.code == d.code)
        again = lint_text(fixed, name).diagnostics
        after = sum(1 for e in again if e.line == d.line and e.code == d.code)
        syntax = [e for e in again if e.line == d.line and e.code.startswith("LP1")
                  and e.severity == "error" and e.code != d.code]
        if after >= before or syntax:
            out.append(f"{d.code} line {d.line}: {old!r} -> {new!r} does not fix it")
    return out


def test_every_newcomer_mistake_gets_a_did_you_mean() -> None:
    for name, text in NEWCOMER.items():
        assert any(_LINE.search(d.hint) or _WORD.search(d.hint)
                   for d in lint_text(text, name).diagnostics), name


@each.parametrize("name", sorted(NEWCOMER), size=60)
def test_r_custom_1_a_newcomers_did_you_mean_fixes_the_word_it_replaces(name: str) -> None:
    assert wrong_hints(NEWCOMER[name], name) == []


REJECTED_FILES = sorted(p for p in REJECTED.rglob("*.lopti"))


@each.parametrize("path", REJECTED_FILES, ids=lambda p: p.name, size=60)
def test_every_did_you_mean_of_the_rejected_examples_fixes_what_it_replaces(path: Path
                                                                         ) -> None:
    """Each file's own diagnostics are the run's one static verdict on it (the gate keeps
    it for every test that names the file the same way: ``support.examples``); each fix is
    linted here."""
    text = path.read_text(encoding="utf-8", errors="replace")
    name = lint_name(path)
    assert wrong_hints(text, name, static_diagnostics(name, text)) == []


def test_pick_up_is_answered_with_pickup_not_a_line_that_does_not_read() -> None:
    (d,) = lint_text(NEWCOMER["pick-up-event"]).diagnostics
    assert d.hint == "did you mean: after pickup:"
    assert "did you mean 'pickup'" in d.message


def test_skip_after_the_player_is_answered_with_the_word_order() -> None:
    for name in ("skip-after-role", "skips-after-role"):
        (d,) = lint_text(NEWCOMER[name]).diagnostics
        assert (d.code, d.hint) == ("LP903", "did you mean 'skip next player'?")


def test_two_values_of_one_attribute_are_called_a_contradiction() -> None:
    (d,) = lint_text(NEWCOMER["two-faces-at-once"]).diagnostics
    assert d.code == "LP906"
    assert d.message.endswith("play.rank cannot be both J and Q")
    assert "ranks run" not in d.hint


def test_a_syntax_repair_the_checks_refute_is_never_offered() -> None:
    """The grammar alone reads 'after plyaup:' (an event is a name there); the checks do
    not (LP901), so the linter's accept turns every such repair down."""
    text = 'rule "a"\n  after plya up:\n    skip next player\n'
    _, grammar_only = parse_collect(text)
    assert grammar_only[0].hint.startswith("did you mean: after plya")
    _, checked = parse_collect(text, accept=fix_reads)
    assert "did you mean" not in checked[0].hint
    assert "did you mean" not in lint_text(text).diagnostics[0].hint
    # the accept decides which repair is offered: refuse 'pickup' and the next one shows
    _, other = parse_collect(NEWCOMER["pick-up-event"],
                             accept=lambda rule, line: "pickup" not in rule)
    assert other[0].hint == "did you mean: after pick :"


def test_the_bundled_legal_examples_get_no_hint_at_all() -> None:
    for path in sorted(EXAMPLES.glob("*.lopti")):
        assert not [d for d in lint_text(path.read_text("utf-8")).diagnostics
                    if "did you mean" in d.hint], path
