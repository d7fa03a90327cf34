"""Each evening's figures computed once (tools/trial/folds.py, docs/trial.md "Cost"): a
table size's comparisons made look by look with one fold, each look folding only the
evenings played since, are the same comparisons, value for value and in the same
order, as those made over every evening from scratch; at every table size, with
fast-forwarded evenings among them (a comparison made only once its pooled rate is
reached catches up on the evenings before). Short evenings, played here."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.tools.evenings import BookPlayer, Evening, EveningSpec, base_evening
from lopti_rules.tools.rulebooks import compile_files
from lopti_rules.tools.trial import aimed, firstround, standings
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.folds import Fold
from lopti_rules.tools.trial.measures import Comparison, comparisons, ending

ROOT = Path(__file__).resolve().parents[2]
BOOKS = ("gift-after-draw.lopti", "house-jacks-skip.lopti")


def _evenings(players: int, count: int) -> tuple[list[Evening], list[bool]]:
    files = tuple((name, (ROOT / "examples" / "rules" / name).read_text(encoding="utf-8"))
                  for name in BOOKS)
    player = BookPlayer(compile_files(files, allow_warnings=True))
    out, ordinary = [], []
    for k in range(count):
        # every third evening a fast-forward (a later first round), as the trial plays
        spec = EveningSpec(players, 5, adopt=2 + k % 2) if k % 3 else \
            EveningSpec(players, 3, adopt=6, first_round=5)
        out.append(player.evening(spec, 900 + k, base_evening(spec, 900 + k)))
        ordinary.append(bool(k % 3))
    return out, ordinary


def _all(evenings: list[Evening], ordinary: list[bool], players: int,
         fold: Fold) -> list[Comparison]:
    forward = [(k, e) for k, e in enumerate(evenings) if e.book and not ordinary[k]]
    return [*comparisons(evenings, players, DEFAULT, ordinary, fold),
            *standings.compare(evenings, ordinary, DEFAULT, fold),
            *aimed.compare(evenings, ordinary, DEFAULT, fold),
            *firstround.compare(evenings, ordinary, DEFAULT, fold),
            *ending(forward, DEFAULT, ("forward",), fold)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_folded_looks_make_the_comparisons_made_from_scratch(players: int) -> None:
    evenings, ordinary = _evenings(players, 9)
    fold = Fold()
    for look in (1, 2, 5, 6, 9):  # uneven batches, as looks of two kinds of evening
        folded = _all(evenings[:look], ordinary[:look], players, fold)
        fresh = _all(evenings[:look], ordinary[:look], players, Fold())
        assert folded == fresh
        assert [c.key for c in folded] == [c.key for c in fresh]


def test_a_fold_computes_an_evening_once_and_catches_up_a_late_key() -> None:
    fold = Fold()
    seen: list[int] = []

    def value(e: int) -> float:
        seen.append(e)
        return e / 2

    used = [(0, 10), (1, 11)]
    assert fold.one(("k",), used, value) == [(0, 5.0), (1, 5.5)]
    used += [(3, 13)]
    assert fold.one(("k",), used, value) == [(0, 5.0), (1, 5.5), (3, 6.5)]
    assert seen == [10, 11, 13]
    # a key first asked at a later look folds every evening so far
    assert fold.many(("late",), used, lambda e: [e, e]) == [
        (0, 10), (0, 10), (1, 11), (1, 11), (3, 13), (3, 13)]
