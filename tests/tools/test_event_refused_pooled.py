"""A special card refused right after a base event, pooled over the table sizes (session
29, r2block, issue 29; ``trial/powershare.py`` ``_pooled_finding``; LP803).

A card seldom held right after an event never reaches ``MIN_EVENT_CHANCES`` at one table
size: the 10 in the hand of the player after a legal blind play comes 11-15 times in a
table size's evenings, and "after every legal blind play, 7 or lower" (redteam21
``block-blind-card-ceiling``, Dutch) refuses it every one of them, the 10's clear repealed
after that event (R-SPECIAL-10, R-CUSTOM-2). The event's restriction is the same at every
table size, so its chances are pooled over them and judged by the same share. Near misses:
a card kept half the time at every table size, a ceiling after a legal blind play that
leaves the 10 its clear ("J or lower"), one table size alone."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import paths
from support.permittables import permit_table

from lopti_rules.tools import judge, permits
from lopti_rules.tools.permits import AFTER_EVENT, PERMIT_SLOTS, SLOT_EVENT
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.findings import Finding, Table, _command, _most_fired
from lopti_rules.tools.trial.powershare import finding

FLIP, DRAW = 1, 2


def at(event: int, rank: str) -> int:
    """The slot of ``rank``'s chances right after ``event``."""
    return AFTER_EVENT + SLOT_EVENT * (4 * event + permits.SPECIAL_RANKS.index(rank))


def _tables(slot: int, chances: int, refused: int, sizes: tuple[int, ...] = (2, 3, 4, 5)
            ) -> list[Table]:
    """One table per size whose four book rounds hold ``chances`` of the card at ``slot``,
    ``refused`` of them refused (the first refusal: seat 1 on a 9, round 2)."""
    counts = [0] * PERMIT_SLOTS
    counts[slot], counts[slot + 1] = chances, refused
    counts[slot + 2], counts[slot + 3] = (8, 36) if refused else (0, 0)
    out = []
    for n in sizes:
        t = permit_table(counts, rounds=4)
        out.append(replace(t, players=n))
    return out


def _found(tables: list[Table]) -> list[Finding]:
    parts = finding(tables, TrialConfig(), RuleSet((("b.lopti", ""),)), 1,
                    (_command, _most_fired))
    return [Finding("LP803", *parts)] if parts else []


def test_r_special_10_refused_after_every_legal_blind_play_at_every_size_is_lp803() -> None:
    """Twelve of twelve at each of four table sizes: 48 of 48 pooled, where no size alone
    has the 40 chances a share needs."""
    found = _found(_tables(at(FLIP, "10"), 12, 12))
    assert [f.rule_ref for f in found] == ["R-SPECIAL-10"]
    assert "right after every legal blind play at every table size together (2, 3, 4, 5 " \
        "players): 48 of the 48" in found[0].message
    assert "held a 10 on a 9 right after every legal blind play" in found[0].witness


def test_r_special_10_kept_half_the_time_after_the_event_is_clean() -> None:
    """A ceiling on odd turns keeps the 10 after a draw about half the time: pooled, still
    half (examples/rules/odd-turns-low: 786 of 1537 after a draw, 143 of 287 after a bonus
    play)."""
    assert _found(_tables(at(DRAW, "10"), 36, 20)) == []


def test_r_special_10_one_table_size_alone_is_not_pooled() -> None:
    assert _found(_tables(at(FLIP, "10"), 12, 12, sizes=(4,))) == []


def test_the_pooled_finding_reads_as_a_catalog_wording() -> None:
    from lopti_rules.language.report.templates import _patterns

    found = _found(_tables(at(FLIP, "10"), 12, 12))
    for said in (found[0].message, found[0].witness):
        assert any(p.match(said) for p, _ in _patterns()), said


#: books played through the whole gate: the training book's idea in new wordings, and the
#: near misses a table writes
UNFAIR = {
    "nine-after-blind": 'rule "Blind stays low"\n  after flip when flip.legal:\n'
                        "    next play must be 9 or lower\n",
}
FAIR = {
    # the 10 still clears after a legal blind play: only the courts wait
    "jack-after-blind": 'rule "Blind courts wait"\n  after flip when flip.legal:\n'
                        "    next play must be J or lower\n",
}


@pytest.mark.slow  # the trial plays each book: a few seconds of CPU each
def test_r_custom_2_the_training_book_is_lp803() -> None:
    path = paths.DATA / "redteam21" / "unfair" / "block-blind-card-ceiling.lopti"
    result = judge([(path.name, path.read_text(encoding="utf-8"))]).results[0]
    assert [d.code for d in result.diagnostics] == ["LP803"], result.diagnostics
    assert "R-SPECIAL-10" in result.diagnostics[0].message


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(UNFAIR))
def test_r_custom_2_the_10_barred_after_every_legal_blind_play_is_lp803(name: str) -> None:
    result = judge([(f"{name}.lopti", UNFAIR[name])]).results[0]
    assert [d.code for d in result.diagnostics] == ["LP803"], result.diagnostics


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(FAIR))
def test_r_custom_2_a_ceiling_after_a_blind_play_that_keeps_the_10_is_clean(name: str) -> None:
    result = judge([(f"{name}.lopti", FAIR[name])]).results[0]
    assert [d.code for d in result.diagnostics if d.code.startswith("LP8")] == [], \
        result.diagnostics
