"""Permissions that repeal a base restriction (LP803, ``trial.measures.RESTRICTIONS``):
each prohibition RULES.md states in its own words is a restriction of its own, so a
permission that allows the one play a sentence forbids ("A 10 may not follow a 7", a 7
or a 2 on its own rank matching with more) leaves it no effect, while an exception to a
general rule (``allow J on Q``) leaves that rule its effect. Only the round's rule vote
may change a base rule (R-VOTE-1). Pure measures: no game is played here."""

from __future__ import annotations

import pytest

from lopti_rules.tools.trial import heights
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import BANDS, RESTRICTIONS, forbidden, repealed


def sorted_id(value: object) -> str:
    """A parameter's test id, the same in every worker (pytest-xdist compares the ids): a
    set's members sorted, anything else as ``str`` gives it."""
    return str(sorted(value)) if isinstance(value, (set, frozenset)) else str(value)


SHARE = DEFAULT.repeal_share
PLAIN = (4, 5, 6, 8, 9, 11, 12, 13, 14)


def refs(allowed: set[tuple[int, int]]) -> list[str]:
    return sorted(ref for ref, *_ in repealed(allowed, SHARE))


def test_r_special_10_a_ten_on_a_seven_repeals_its_own_sentence() -> None:
    assert refs({(7, 10)}) == ["R-SPECIAL-10"]


def test_r_special_7_free_sevens_on_sevens_is_the_votes_switch() -> None:
    assert refs({(7, 7)}) == ["R-SPECIAL-7"]


def test_r_special_2_a_two_on_a_two_with_no_more_twos() -> None:
    assert refs({(2, 2)}) == ["R-SPECIAL-2"]


def test_r_play_2_match_with_more_repealed_by_half_the_plain_ranks_or_more() -> None:
    assert refs({(r, r) for r in PLAIN}) == ["R-PLAY-2"]
    assert refs({(r, r) for r in PLAIN[:5]}) == ["R-PLAY-2"]
    assert refs({(r, r) for r in PLAIN[:4]}) == []  # a few snap ranks: an exception


@pytest.mark.parametrize("allowed", [
    {(12, 11)},  # allow J on Q
    {(12, 11), (13, 12)},  # and Q on K (two files of a book)
    {(14, 4)}, {(14, 11)}, {(9, 8)},  # a 4 or a Jack beats the Ace; an 8 ducks a 9
    {(7, 8)},  # one higher rank on a 7: the low rule keeps six plays in seven
], ids=sorted_id)
def test_r_play_2_exceptions_a_table_writes_repeal_nothing(allowed: set[tuple[int, int]]
                                                          ) -> None:
    assert refs(allowed) == []


def test_r_special_7_every_higher_rank_on_a_seven_repeals_the_low_rule() -> None:
    got = repealed({(7, r) for r in (8, 9, 11, 12, 13, 14)}, SHARE)
    assert [(ref, n, of) for ref, _, n, of in got] == [("R-SPECIAL-7", 6, 7)]


def test_each_restriction_is_named_once_and_forbids_what_it_says() -> None:
    names = [what for _, what, _ in RESTRICTIONS]
    assert len(set(names)) == len(names)
    assert forbidden(names[1]) == {(7, 10)}
    # a 3 never lies as the previous play (R-PLAY-4)
    assert not any(on == 3 for _, _, f in RESTRICTIONS for on, _ in f)


@pytest.mark.parametrize("allowed", [
    {(13, 11), (13, 12), (14, 11), (14, 12)},  # allow J, Q on K, A (redteam8 perm-court-swap)
    {(14, 11), (14, 12), (14, 13)},  # allow J, Q, K on A: the Ace tops nothing of them
    {(8, 5), (8, 6), (9, 6)},  # among 5, 6, 8 and 9
], ids=sorted_id)
def test_r_play_2_half_of_higher_among_four_neighbouring_ranks_is_repealed(
        allowed: set[tuple[int, int]]) -> None:
    """"Higher than the previous play" among four neighbouring plain ranks: permissions
    that allow half of its six prohibitions there leave the order of those ranks with
    little effect, one finding (the band), not the whole rule's; a top sunk among them
    (5, 6 on an 8: two of the three below it) is named beside it."""
    got = repealed(allowed, SHARE)
    assert {ref for ref, *_ in got} == {"R-PLAY-2"}
    bands = [x for x in got if ", among " in x[1]]
    assert len(bands) == 1 and bands[0][2] == len(allowed)
    assert all("height" in x[1] for x in got if x not in bands)


def test_r_play_2_the_whole_rule_repealed_is_named_without_its_bands() -> None:
    lower = {(on, r) for on in PLAIN for r in PLAIN if r < on}
    assert [what for _, what, *_ in repealed(lower, SHARE)] == [
        "the rule that a play must be higher than the previous one"]


@pytest.mark.parametrize("allowed", [
    {(on, 5) for on in (11, 12, 13, 14)},  # allow 5 on J, Q, K, A (redteam12)
    {(on, 4) for on in (9, 11, 12, 13, 14)},  # 4s on 9 to A over two rules (redteam12)
    {(on, 6) for on in (9, 12, 14)},  # a 6 on a 9, a Queen and an Ace
    {(on, 8) for on in (11, 13, 14)},  # an 8 on a Jack, a King and an Ace
], ids=sorted_id)
def test_r_play_2_one_rank_let_past_half_the_tops_above_it_escapes_the_order(
        allowed: set[tuple[int, int]]) -> None:
    """A plain rank with five or more tops above it, allowed on half of them, is out of
    "higher than the previous play" though no band of four neighbours loses half."""
    got = repealed(allowed, SHARE)
    assert [(ref, what) for ref, what, *_ in got] == [
        ("R-PLAY-2", "the rule that a play must be higher than the previous one")]
    assert got[0][2] == len(allowed)


@pytest.mark.parametrize("allowed", [
    {(7, 9), (7, 11), (7, 12)},  # allow 9, J, Q on 7 (redteam12 perm-seven-lifted)
    {(7, 8), (7, 13), (7, 14)},  # an 8, a King and an Ace on a 7
], ids=sorted_id)
def test_r_special_7_half_the_ranks_above_a_seven_lift_the_low_rule(
        allowed: set[tuple[int, int]]) -> None:
    got = repealed(allowed, SHARE)
    assert [(ref, n, of) for ref, _, n, of in got] == [("R-SPECIAL-7", 3, 6)]


@pytest.mark.parametrize("allowed", [
    {(5, 4)}, {(11, 4), (11, 5)}, {(14, 4), (13, 5)},  # 4 on 5; 4, 5 on J; 4 on A, 5 on K
    {(7, 8)},  # one higher rank on a 7, the next one: "8 or lower"
], ids=sorted_id)
def test_r_play_2_a_ranks_few_exceptions_repeal_nothing(allowed: set[tuple[int, int]]
                                                       ) -> None:
    assert refs(allowed) == []


@pytest.mark.parametrize("allowed", [
    {(13, 4), (13, 5), (13, 6), (13, 8)},  # allow 4, 5, 6, 8 on K (redteam13 perm-king-sinks)
    {(8, 4), (8, 5), (8, 6)},  # every plain rank below an 8 on it
    {(14, 5), (14, 8), (14, 9), (14, 11)},  # half the ranks below an Ace, none of them a band
    {(9, 5), (9, 6)},  # allow 5, 6 on 9 (redteam18 perm-five-six-on-nine): half of 4, 5, 6, 8
    {(8, 4), (8, 6)},  # allow 4, 6 on 8 (redteam19 perm-four-six-on-eight): two of 4, 5, 6
], ids=sorted_id)
def test_r_play_2_one_top_sunk_by_half_the_ranks_below_it(allowed: set[tuple[int, int]]
                                                          ) -> None:
    """One rank lying as the previous play answered by half the plain ranks below it (two
    at least: the 8 and the 9 hold off three and four) has lost its height: R-PLAY-2
    read on that top (heights.TOPS, session 28)."""
    got = [x for x in repealed(allowed, SHARE) if x[1] not in BANDS]  # bands come later
    assert [(ref, n) for ref, _, n, _ in got] == [("R-PLAY-2", len(allowed))]
    assert got[0][1].endswith("must be higher)") and "height" in got[0][1]
    assert allowed <= forbidden(got[0][1])


@pytest.mark.parametrize("allowed", [
    {(14, 4), (13, 5), (12, 6), (11, 8)},  # 4 on A, 5 on K, 6 on Q, 8 on J (perm-underdogs)
    {(9, 4), (8, 5), (6, 4), (5, 4)},  # a low killer on four low tops
], ids=sorted_id)
def test_r_play_2_half_the_tops_breached_takes_the_order_apart(
        allowed: set[tuple[int, int]]) -> None:
    """Each pair alone is a table's underdog; a lower rank allowed on half the ranks that
    stand above another leaves "higher than the previous play" no top it holds on."""
    got = [x for x in repealed(allowed, SHARE) if x[1] not in BANDS]  # bands come later
    assert [(ref, what, n, of) for ref, what, n, of in got] == [
        ("R-PLAY-2", heights.BREACHED, 4, 8)]
    assert allowed <= forbidden(heights.BREACHED)


@pytest.mark.parametrize("allowed", [
    {(14, 13)},  # allow K on A (redteam13 fair-king-on-ace): one step
    {(14, 4), (13, 5)},  # the underdog pair (redteam4b)
    {(12, 11), (13, 12)},  # J on Q, Q on K (fair-court-steps)
    {(11, 4), (11, 5)},  # 4, 5 on J: two low killers on one top (redteam8 fair-lows-on-jack)
    {(12, 6), (12, 8)},  # 6, 8 on Q: two of the six ranks below a Queen
    # (allow 5, 6 on A, redteam16 perm-low-on-ace, is a top turned over since session 47:
    # heights.INVERTED, tests/tools/test_permission_top_inverted47.py)
], ids=sorted_id)
def test_r_play_2_near_misses_keep_the_tops_their_height(allowed: set[tuple[int, int]]
                                                        ) -> None:
    assert refs(allowed) == []


@pytest.mark.parametrize("allowed", [
    # allow 2, 3, 4, 5 on Q, K, A (redteam15 perm-specials-restated): the 4s and 5s
    {(12, 4), (13, 4), (14, 4), (12, 5), (13, 5), (14, 5)},
    {(14, 4), (13, 5), (12, 6)},  # three underdogs (five of the eight tops keep their height)
    {(9, 8), (12, 11), (14, 13)},  # three one-step exceptions, two in any four ranks
], ids=sorted_id)
def test_r_play_2_more_than_a_house_rules_two_exceptions_repeal_the_order_for_part_of_it(
        allowed: set[tuple[int, int]]) -> None:
    """A table's underdogs are one or two lower ranks on higher ones (every fair
    permission of the training sets); three or more of the 36 such plays repeal "higher
    than the previous play" for part of the deck (heights.LOWERED, session 24)."""
    got = [x for x in repealed(allowed, SHARE) if x[1] not in BANDS]
    assert [(ref, what, n, of) for ref, what, n, of in got] == [
        ("R-PLAY-2", heights.LOWERED, len(allowed), 36)]
    assert allowed <= forbidden(heights.LOWERED)


def test_r_play_2_the_heights_findings_read_as_catalog_wordings() -> None:
    from lopti_rules.language.report.templates import _patterns
    from lopti_rules.language.report.wordings import TEMPLATES

    for what, n, of in ((heights.TOPS[4][1], 4, 7), (heights.BREACHED, 4, 8),
                        (heights.CEILING, 6, 6), (heights.LOWERED, 3, 36),
                        *((w, 2, len(f)) for _, w, f in heights.SPREAD)):
        assert what in TEMPLATES  # a catalog entry of its own, translated as a value
        said = heights.message(what, n, of, {(14, r) for r, *_ in heights.SPREAD})
        assert any(p.match(said) for p, _ in _patterns())


@pytest.mark.parametrize(("allowed", "steps"), [
    ({(7, 14)}, 6),  # allow A on 7 (redteam13 perm-ace-on-seven): the top over every 7
    ({(7, 13)}, 5),  # a King
    ({(7, 8), (7, 12)}, 4),  # an 8 and a Queen: lifted as far as the Queen
    ({(7, 11)}, 3),  # a Jack, half-way to the Ace
    ({(7, 9)}, 2), ({(7, 8), (7, 9)}, 2),  # a 9, past the next rank (redteam17)
], ids=sorted_id)
def test_r_special_7_the_ceiling_lifted_past_the_next_rank_is_repealed(
        allowed: set[tuple[int, int]], steps: int) -> None:
    """A permission on a 7 lifts its ceiling ("7 or lower") to the rank it lets through;
    past the next rank (the 8), the 7 no longer holds that rank down: its power is
    repealed for that rank (heights.CEILING_STEP, session 26)."""
    got = repealed(allowed, SHARE)
    assert got == [("R-SPECIAL-7", heights.CEILING, steps, 6)]
    assert allowed <= forbidden(heights.CEILING)
    said = heights.message(heights.CEILING, steps, 6)
    assert f"{'8 9 J Q K A'.split()[steps - 1]} on 7 was played and allowed" in said


@pytest.mark.parametrize("allowed", [
    {(7, 8)},  # allow 8 on 7 (redteam10 fair-eight-on-seven): one step, "8 or lower"
    {(7, 8), (12, 11)},  # and a Jack on a Queen: two one-step exceptions
], ids=sorted_id)
def test_r_special_7_a_ceiling_lifted_one_step_keeps_the_low_rule(
        allowed: set[tuple[int, int]]) -> None:
    assert refs(allowed) == []


@pytest.mark.parametrize(("allowed", "rank", "tops"), [
    ({(12, 8), (13, 8)}, 8, "Q, K"),  # allow 8 on Q, K: the 8 answers two court cards
    ({(11, 6), (14, 6)}, 6, "J, A"),  # a 6 on a Jack and an Ace
    ({(9, 4), (11, 4)}, 4, "9, J"),  # a 4 on a 9 and a Jack
    ({(13, 12), (14, 12)}, 12, "K, A"),  # a Queen over both higher courts
    ({(14, 11), (12, 11)}, 11, "Q, A"),  # a Jack on a Queen and on an Ace
    ({(12, 9), (13, 9), (7, 8)}, 9, "Q, K"),  # and the fair 8 on a 7
], ids=sorted_id)
def test_r_play_2_one_rank_let_onto_several_higher_ranks_has_the_order_repealed(
        allowed: set[tuple[int, int]], rank: int, tops: str) -> None:
    """A house rule's exception lets one lower rank onto one higher rank; one plain rank
    let onto two or more of the plain ranks above it (whoever holds it answers a stretch
    of the deck) is "higher" taken away for that rank (R-PLAY-2), a base-rule change only
    the rule vote makes (R-VOTE-1; heights.SPREAD, session 26)."""
    got = repealed(allowed, SHARE)
    assert len(got) == 1
    ref, what, n, of = got[0]
    assert (ref, n) == ("R-PLAY-2", 2) and what in {w for _, w, _ in heights.SPREAD}
    assert of == sum(top > rank for top in PLAIN)
    assert forbidden(what) == {(top, rank) for top in PLAIN if top > rank}
    said = heights.message(what, n, of, allowed)
    assert f": {heights.rank_str(rank)} on {tops} was played and allowed, 2 of the {of} " in said


@pytest.mark.parametrize("allowed", [
    # one-step exceptions a table plays (R-PLAY-2): J on Q, Q on K, K on A, 8 on 9, 6 on
    # 8 (the 7 is no plain rank), 9 on J (the 10 never lies on the pile), 4 on 5, 5 on 6
    {(12, 11)}, {(13, 12)}, {(14, 13)}, {(9, 8)}, {(8, 6)}, {(11, 9)}, {(5, 4)}, {(6, 5)},
    {(12, 11), (13, 12)}, {(9, 8), (14, 13)},  # two of them, each rank on one top
    # one rank on one higher rank, however far: a 4 on an Ace, a Jack on a King
    {(14, 4)}, {(13, 11)}, {(14, 11)}, {(13, 5)},
    {(14, 4), (13, 5)}, {(11, 4), (11, 5)},  # two ranks, each on one top
], ids=sorted_id)
def test_r_play_2_each_rank_on_one_higher_rank_stays_an_exception(
        allowed: set[tuple[int, int]]) -> None:
    assert refs(allowed) == []
