"""The one table search and scenario writer of the witness finders (tools/audit/witness.py):
what it writes is what ``lopti test`` reads, and a book that cannot load has no witness,
never a traceback."""

from __future__ import annotations

from pathlib import Path

from lopti_rules.language import lint_paths
from lopti_rules.tools.audit.witness import (
    PROBE,
    Table,
    Unplayable,
    book_files,
    first_witness,
    passes,
    play,
    scenario,
)
from lopti_rules.tools.scenario import ScenarioResult, load_text

EIGHTS = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'
TABLE = Table.crafted("seat 0 plays an 8", ["0: play 8x1"], hands='["8C 5C", "KD", "QD"]',
                      face_down='["4D", "4H", "JD"]', pile='["2S"]', draw_pile='"6C 6D"')


def test_a_crafted_table_is_written_as_lopti_test_reads_it(tmp_path: Path) -> None:
    rules = tmp_path / 'a "quoted" name.lopti'
    rules.write_text(EIGHTS, encoding="utf-8")
    text = scenario("LP205", [str(rules)], TABLE, ["turn = 2"], "R-PLAY-1: why")
    assert text.splitlines()[:3] == ["# R-PLAY-1: why", "[[scenario]]",
                                     'name = "LP205 witness: seat 0 plays an 8"']
    (s,) = load_text(text.replace('witness = "LP205"\n', ""), "<written>")
    assert s.name == "LP205 witness: seat 0 plays an 8"
    assert [Path(r).name for r in s.rules] == [rules.name]


def test_a_seeded_deal_writes_its_seed_and_plays_the_same_each_time() -> None:
    table = Table.dealt("a deal", 3, ["keep"] * 3, seed=7)
    assert table.lines == ("deal = true", "players = 3", "seed = 7",
                           'decisions = ["keep", "keep", "keep"]')
    text = scenario("LP205", [], table, PROBE, "probe")
    (a,), (b,) = play(text), play(text)
    assert a.game is not None and b.game is not None
    assert a.game.hand == b.game.hand and a.game.draw_pile == b.game.draw_pile


def test_the_search_keeps_the_first_table_its_judge_accepts_and_checks_it(
        tmp_path: Path) -> None:
    rules = tmp_path / "eights.lopti"
    rules.write_text(EIGHTS, encoding="utf-8")
    files = book_files(lint_paths([rules]))
    assert files == [str(rules)]
    judged: list[str] = []

    def judge(table: Table, ran: ScenarioResult) -> tuple[list[str], str] | None:
        judged.append(table.name)
        if table is not TABLE or ran.game is None:
            return None
        return [f"turn = {ran.game.current_player()}"], "R-PLAY-1: the 8 skips seat 1"

    other = Table.crafted("seat 0 plays a 5", ["0: play 5x1"], *TABLE.lines[:4])
    text = first_witness("LP205", files, [other, TABLE, other], judge)
    assert judged == ["seat 0 plays a 5", "seat 0 plays an 8"]
    assert "turn = 2" in text and passes(text)


def test_a_book_that_cannot_load_or_is_not_on_disk_has_no_witness(tmp_path: Path) -> None:
    broken = tmp_path / "broken.lopti"
    broken.write_text('rule "Loop"\n  after draw:\n    acting player draws 1 card\n',
                      encoding="utf-8")
    text = scenario("LP205", [str(broken)], TABLE, PROBE, "probe")
    try:
        play(text)
    except Unplayable as exc:
        assert "LP402" in str(exc)
    else:  # pragma: no cover - the assertion below says what went wrong
        raise AssertionError("a book with LP402 loaded for an LP205 witness")
    assert first_witness("LP205", [str(broken)], [TABLE], lambda t, r: ([], "")) == ""
    results = lint_paths([broken])
    broken.unlink()
    assert book_files(results) is None
