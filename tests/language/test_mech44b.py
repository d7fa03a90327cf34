"""Session 44, mech44b (issue 29, round 2): a standing spared a burden that is not a card
count or handed a turn (LP310, ``analysis/sparedseats.py``), two rules that are one by a
fact of the official rules or of the engine's moments (LP506, ``tools/audit/sameplay.py``),
and a restriction that bars the ways out exactly where its own guard picks the big piles
(LP803, ``tools/trial/sealjudge.sealed_where_big``). The books are
``tests/data/redteam-mech44b``'s; the trial's are played in the slow tests below."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules import i18n
from lopti_rules.language.lint.linter import lint_paths, lint_text
from lopti_rules.language.report import localized
from lopti_rules.tools import audit
from lopti_rules.tools.audit import sameplay
from lopti_rules.tools.bookgate import judge_static
from lopti_rules.tools.scenario import load_text, run_scenario

SET = Path(__file__).resolve().parents[1] / "data" / "redteam-mech44b"


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str) -> str:
    return f'rule "Seats"\n  {event}:\n' + "".join(f"    {line}\n" for line in body)


SPARED = {
    # the player a 3 obliges shows their hand, unless they won last round (R-SETUP-2)
    "pass-reveal-unless-winner": rule("after pass when next player is not last winner",
                                      "next player reveals their hand"),
    # a missed blind flip takes the last cleared card back, unless the winner (R-CLEAR-3)
    "flip-takeback-unless-winner": rule(
        "after flip when flip.legal is false and acting player is not last winner",
        "acting player takes the top cleared card"),
    "clear-bottom-card-unless-winner": rule("after clear when not (acting player is last "
                                            "winner)", "acting player takes the bottom "
                                            "cleared card"),
    "three-loop-reveal": rule("after play when play.rank is 3", "for each player:",
                              "  if that player is not last winner:",
                              "    that player reveals their hand"),
    "pile-takeback-front-spared": rule(
        "after pickup when acting player is not the player placed 2 last round and acting "
        "player is not last winner", "acting player takes 1 card from the cleared cards"),
    # a reversal at the end of the seat left of the winner's turn, when short: play goes
    # straight back to the champion (R-TURN-1)
    "short-left-of-winner-reverses": rule(
        "after turn_end when acting player is player left of last winner and hand of "
        "acting player is less than 3", "reverse direction"),
    "short-after-winner-reverses": rule(
        "after turn_end when previous player is last winner and hand of acting player is "
        "at most 2", "reverse direction"),
    "draw-after-winner-reverses": rule(
        "after draw when previous player is last winner and table.draw_pile is odd",
        "reverse direction"),
}


@pytest.mark.parametrize("text", SPARED.values(), ids=SPARED.keys())
def test_r_custom_4_a_standing_spared_a_burden_not_a_card_count_is_lp310(text: str) -> None:
    assert "LP310" in codes_of(text), text


@pytest.mark.parametrize(("lang", "event", "body"), [
    ("de", "nach flip wenn flip.legal ist falsch und aktive spieler ist nicht letzte sieger",
     "aktive spieler holt der oberste geräumten karte"),
    ("nl", "na pass als volgende speler is niet laatste winnaar",
     "volgende speler toont hun hand"),
    ("tr", "sonra turn_end eğer etkin oyuncu ise oyuncu sol ait bu son kazanan ve el ait "
     "etkin oyuncu ise az 3", "tersine yön"),
])
def test_r_custom_4_lp310_burdens_in_german_dutch_and_turkish_keywords(
        lang: str, event: str, body: str) -> None:
    word = "kural" if lang == "tr" else "regel"
    text = f'# lopti: lang={lang}\n{word} "Seats"\n  {event}:\n    {body}\n'
    assert "LP310" in codes_of(text), text


FAIR = {
    "pass-reveal-for-all": rule("after pass", "next player reveals their hand"),
    "flip-takeback-for-all": rule("after flip when flip.legal is false",
                                  "acting player takes the top cleared card"),
    "champion-reveals-alone": rule("after pass when next player is last winner",
                                   "next player reveals their hand"),
    "dealer-spared-rotates": rule(
        "after flip when flip.legal is false and acting player is not dealer",
        "acting player takes the bottom cleared card"),
    "last-place-spared-catch-up": rule(
        "after pass when next player is not last round's last place",
        "next player reveals their hand"),
    "any-seat-short-reverses": rule("after turn_end when hand of acting player is less than 3",
                                    "reverse direction"),
    # every turn of the seat: the next reversal there sends play the other way, and
    # every seat plays as often as before (redteam-mech32 fair-champion-left-bounces)
    "every-left-turn-bounces": rule("after turn_end when acting player is player left of "
                                    "last winner", "reverse direction"),
    # a 7 or a King turned onto the champion: a lid to answer (redteam-r2m38)
    "seven-turned-onto-champion": rule(
        "after play when play.rank is 7 and player right of acting player is last winner",
        "reverse direction"),
    "champion-shows-own-hand": rule("after turn_end when acting player is last winner",
                                    "acting player reveals their hand"),
}


@pytest.mark.parametrize("text", FAIR.values(), ids=FAIR.keys())
def test_r_custom_4_burdens_alike_rotating_or_on_the_champion_stay_clean_of_lp310(
        text: str) -> None:
    assert "LP310" not in codes_of(text), text


def test_r_custom_4_a_view_lp309_reports_is_not_reported_twice() -> None:
    text = rule("after deal", "every other player reveals their hand")
    codes = codes_of(text)
    assert "LP309" in codes and "LP310" not in codes


@pytest.mark.parametrize("lang", ["en", "de", "nl", "tr", "zh"])
def test_r_turn_1_r_custom_4_the_turn_handed_back_reads_in_every_language(lang: str) -> None:
    d = next(d for d in lint_text(SPARED["short-left-of-winner-reverses"], "t.lopti").diagnostics
             if d.code == "LP310")
    assert "turns play back" in d.message and "(R-TURN-1, R-CUSTOM-4)" in d.message
    try:
        i18n.use(lang)
        said = localized.full_message(d)
    finally:
        i18n.use("en")
    assert ("turns play back" in said) == (lang == "en"), said


def test_r_turn_1_r_custom_4_the_turn_handed_back_has_a_witness_that_runs() -> None:
    path = SET / "unfair" / "short-left-reverses-tr.lopti"
    results = lint_paths([path])
    audit(results)
    d = next(d for d in results[0].diagnostics if d.code == "LP310")
    assert "turns play back onto seat" in d.witness
    scenarios = load_text(d.witness, "<witness>")
    ran = [run_scenario(s) for s in scenarios]
    assert [r.status for r in ran] == ["pass"] * len(ran)
    first, game = scenarios[0], ran[0].game
    assert game is not None and first.last_winner == game.current_player()


def test_r_custom_4_a_hand_shown_has_a_witness_that_never_shows_the_champion() -> None:
    path = SET / "unfair" / "pass-obliged-reveal-en.lopti"
    results = lint_paths([path])
    audit(results)
    d = next(d for d in results[0].diagnostics if d.code == "LP310")
    scenarios = load_text(d.witness, "<witness>")
    ran = [run_scenario(s) for s in scenarios]
    assert [r.status for r in ran] == ["pass"] * len(ran)


def twins(folder: Path) -> list[str]:
    files = [(p.name, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.lopti"))]
    return [d.code for _, d in sameplay.search(judge_static(files).results)]


@pytest.mark.parametrize("name", ["id-ten-not-after-seven", "id-king-not-after-seven",
                                  "id-nine-not-after-seven", "id-win-out-first",
                                  "id-win-out-loop"])
def test_r_vote_7_twins_by_a_fact_of_the_rules_or_the_engine_are_lp506(name: str) -> None:
    assert twins(SET / "unfair" / name) == ["LP506"]


@pytest.mark.parametrize("name", ["id-ten-not-after-five", "id-six-not-after-seven",
                                  "id-win-out-second", "id-win-out-other"])
def test_r_vote_7_a_guard_that_excludes_real_plays_or_other_players_are_two_rules(
        name: str) -> None:
    assert twins(SET / "fair" / name) == []


def test_r_vote_7_a_pile_rank_said_not_on_an_empty_pile_is_the_spelling_not_the_rule() -> None:
    # R-SPECIAL-7: a 10 may not follow a 7; the led 10 (no rank under it) is the only
    # moment the two differ, and there only the spelling of "not" decides
    plain = 'rule "Dues"\n  after play when play.rank is 10:\n    next player draws 1 card\n'
    guarded = ('rule "Fee"\n  after play when play.rank is 10 and play.previous_rank is not '
               'one of 7:\n    next player draws 1 card\n')
    files = [("a.lopti", plain), ("b.lopti", guarded)]
    assert [d.code for _, d in sameplay.search(judge_static(files).results)] == ["LP506"]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["bigpile-low-top-high-en", "bigpile-middle-only-de",
                                  "bigpile-pairs-only-en"])
def test_r_special_2_r_custom_2_a_way_out_sealed_where_the_pile_is_big_is_lp803(
        name: str) -> None:
    from lopti_rules.tools import gate

    path = SET / "unfair" / f"{name}.lopti"
    found = [d for _, d in gate.trial_findings([(str(path), path.read_text(encoding="utf-8"))])
             if d.code == "LP803"]
    assert found and "away where the pile is big" in found[0].message
    assert found[0].witness.startswith("evening seed")
