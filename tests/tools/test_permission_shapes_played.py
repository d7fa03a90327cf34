"""Blocking and permission shapes played through the whole gate (session 29, beh29a,
issue 29; the books: ``tests/data/shapes29``): new wordings and shapes of redteam20's three
books the gate passed, and the near misses a real table writes, each judged by what the
book does at the table.

- a restriction guarded on the pile's size (``sealjudge.sealed_on_piles``): other
  thresholds, sinks and languages than ``block-nine-pile-no-ten``'s ("9 or lower" from
  nine cards): twelve cards and "8 or lower", Dutch, a list that seals the 2 as well;
- ranks let onto each other and onto themselves (``heights.closed``): other ranks and
  shapes than ``perm-tops-same-count``'s ``allow K, A on K, A``: three lines, German;
- a clearing card made of a permission and a clear (``trial/clearcards.py``): other ranks
  and conditions than ``perm-six-takes-queen``'s.

The near misses: a 9 that acts like a 7 on every pile, a restriction after a 10 (the clear
ends it), courts that wait on a heavy pile while the 10 still clears, one rank or two
ranks snapping, a King on an Ace with the Aces snapping, a rank that earns a clear while
it still must be higher (a Jack on a 9, a 6 on a 7's low limit), the rank two under
taking its top (a 9 on a Jack), and an underdog beside a clear of three of a kind.
The pure figures: ``test_sealed_on_big_piles.py``, ``test_trial_clearing_cards.py``."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import paths

from lopti_rules.tools import judge

SET = paths.DATA / "shapes29"
#: per unfair book: the rule its finding cites and words its message holds
UNFAIR: dict[str, tuple[str, str]] = {
    "pile-twelve-eight-low": ("R-SPECIAL-10", "the 10's clear (R-SPECIAL-10) no way to "
                              "happen on the piles of 12 cards or more"),
    "pile-ten-low-nl": ("R-SPECIAL-10", "the 10's clear (R-SPECIAL-10) no way to happen on "
                        "the piles of 9 cards or more"),
    "pile-fifteen-giant": ("R-SPECIAL-10", "the 10's clear (R-SPECIAL-10) no way to happen "
                           "on the piles of 15 cards or more"),
    "pile-seven-list": ("R-SPECIAL-2", "no way to happen on the piles of 6 cards or more"),
    "perm-eights-nines-free": ("R-PLAY-2", "among 8, 9:"),
    "perm-jack-queen-free": ("R-PLAY-2", "among J, Q:"),
    "perm-tops-free-de": ("R-PLAY-2", "among K, A:"),
    "perm-five-takes-king": ("R-PLAY-2", "make 5 a clearing card on K"),
    "perm-nine-takes-queen": ("R-PLAY-2", "make 9 a clearing card on Q"),
    "perm-underdog-sweeps": ("R-PLAY-2", "make 6 a clearing card on K"),
}
#: Books the static checks now refuse before the trial plays them: a list after a 7 on a
#: big pile bars the 2, the 3 and the 7 at once, every power legal on a 7
#: (analysis/checks/moments.py, session 34: LP208 when it binds, however rarely)
STATIC = {"pile-seven-list": "LP208"}
FAIR = sorted((SET / "fair").glob("*.lopti"))


def test_every_unfair_book_of_the_set_is_listed() -> None:
    assert {p.stem for p in (SET / "unfair").glob("*.lopti")} == set(UNFAIR)
    assert len(FAIR) >= 8


@pytest.mark.slow  # the trial plays each book: 1-5 s of CPU each
@pytest.mark.parametrize("name", sorted(UNFAIR))
def test_r_custom_2_r_play_2_the_new_shapes_are_lp803(name: str) -> None:
    path = SET / "unfair" / f"{name}.lopti"
    result = judge([(path.name, path.read_text(encoding="utf-8"))]).results[0]
    if name in STATIC:  # refused before the trial: the static reading's code
        assert [d.code for d in result.diagnostics] == [STATIC[name]], result.diagnostics
        return
    assert [d.code for d in result.diagnostics] == ["LP803"], result.diagnostics
    ref, words = UNFAIR[name]
    found = result.diagnostics[0]
    # the way out taken where the pile is big is found by its size tier, or since session
    # 44 in the book's own cell (trial/sealjudge.sealed_where_big), whichever decides first
    assert found.rule_ref == ref and (words in found.message or "away where the pile is big"
                                      in found.message), found.message
    assert found.witness and "--witness LP803" in found.witness


@pytest.mark.slow
@pytest.mark.parametrize("path", FAIR, ids=lambda p: p.stem)
def test_r_custom_2_r_play_2_a_tables_near_misses_stay_clean(path: Path) -> None:
    result = judge([(path.name, path.read_text(encoding="utf-8"))]).results[0]
    assert result.diagnostics == []
