"""Range formatting (issue 26): only the changed runs of lines that touch the range."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from lopti_rules.lsp.rangefmt import range_edits


def apply(text: str, edits: list) -> str:  # type: ignore[type-arg]
    lines = text.splitlines(keepends=True)
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        lines[e.start:e.end] = [e.text]
    return "".join(lines)


def test_only_the_touched_run_changes() -> None:
    text = "a\nB\nc\nD\ne\n"
    formatted = "a\nb\nc\nd\ne\n"
    assert apply(text, range_edits(text, formatted, 3, 3)) == "a\nB\nc\nd\ne\n"
    assert apply(text, range_edits(text, formatted, 0, 4)) == formatted
    assert range_edits(text, formatted, 2, 2) == []


@given(st.lists(st.sampled_from(["x\n", "y\n", "z\n"]), max_size=8),
       st.lists(st.sampled_from(["x\n", "y\n", "w\n"]), max_size=8))
def test_the_whole_range_gives_the_formatted_text(old: list[str], new: list[str]) -> None:
    text, formatted = "".join(old), "".join(new)
    assert apply(text, range_edits(text, formatted, 0, max(len(old), 1))) == formatted
