"""The runtime's handlers are compiled by the sandbox (``sandbox/inline.py``): a
pre-check or memo key outside the prefilter's closed subset is refused before any
handler is compiled, and a runtime is not made (STYLE 6: rule-derived code is
evaluated only in the sandbox)."""

from __future__ import annotations

from pathlib import Path

import pytest

import lopti_rules.play.hooks as hooks_module
from lopti_rules.language import CompiledBook, compile_text
from lopti_rules.play import RuleRuntime
from lopti_rules.sandbox.inline import InlineRejected

EXAMPLES = Path(__file__).parents[2] / "examples" / "rules"


def _book(name: str) -> CompiledBook:
    return compile_text((EXAMPLES / f"{name}.lopti").read_text(encoding="utf-8"), name)


def test_the_example_rules_make_handlers() -> None:
    rt = RuleRuntime([_book("eights-skip"), _book("big-clear-fewest-takes")])
    assert rt.handlers


@pytest.mark.parametrize("made", ["precheck_expr", "memo_key_expr"])
def test_a_text_outside_the_subset_never_reaches_a_handler(
        monkeypatch: pytest.MonkeyPatch, made: str) -> None:
    ran: list[str] = []
    monkeypatch.setattr(hooks_module, "constant_effects", lambda *args: None)
    monkeypatch.setattr(hooks_module, made,
                        lambda *args: "__import__('os').getcwd() or ran.append(1)")
    with pytest.raises(InlineRejected):
        RuleRuntime(_book("eights-skip"))
    assert ran == []
