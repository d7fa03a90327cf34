"""Witnesses for cards a rule hands back where a round must run down (LP403, LP502;
R-CUSTOM-3, R-WIN-1; issue 29, session 32: every rejection has a witness): a hand-set
table late in a round (the draw pile out) where the rule fires and puts cards back on a
seat, or, for a last card, skips or bars the player on it."""

from __future__ import annotations

from pathlib import Path

from support.paths import REJECTED

from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.scenario import ScenarioResult, load_text, run_scenario


def _ran(path: Path, code: str) -> list[ScenarioResult]:
    results = lint_paths([path])
    audit(results)
    d = next(d for d in results[0].diagnostics if d.code == code)
    assert f'witness = "{code}"' in d.witness, path
    return [run_scenario(s) for s in load_text(d.witness, "<witness>")]


def _effects(run: ScenarioResult) -> list[str]:
    return [str(x) for e in run.events if getattr(e, "name", "") == "rule_fired"
            for x in e.effects]


def test_r_custom_3_cleared_cards_handed_back_all_round_show_at_a_table() -> None:
    """LP403: a clear, a four, a big pickup, a pair or a last card late in a round hands
    cleared cards back; the witness replays it and the cards land on seats."""
    for stem in ("loop-dry-echo", "loop-quads-come-back", "late-pickup-dividend",
                 "loop-draw-pile-limit", "refill-big-pickup-table", "win-last-card-refill"):
        (run,) = _ran(REJECTED / f"{stem}.lopti", "LP403")
        assert run.status == "pass", stem
        assert any("cleared card" in e for e in _effects(run)), stem
        assert not run.scenario.table.draw_pile, stem  # late in the round: the stock out


def test_r_win_1_a_last_card_answered_shows_at_a_table() -> None:
    """LP502: cards back to the player on their last cards, or a skip or a bar on them."""
    for stem, shown in (("win-last-card-draw", "seat 0 takes"),
                        ("win-last-card-sum", "seat 0"),
                        ("last-card-skipped", "skipped"),
                        ("lockout-closing-skip", "skipped")):
        (run,) = _ran(REJECTED / f"{stem}.lopti", "LP502")
        assert run.status == "pass", stem
        assert any(shown in e for e in _effects(run)), (stem, _effects(run))


def test_r_win_1_variants_the_examples_do_not_use(tmp_path: Path) -> None:
    """A legal blind card refunded by the previous player, or by the biggest hand, and a
    dry-stock clear giving every other player two cleared cards: each witness fires the
    rule and hands the cards."""
    books = (
        ("LP502", 'rule "Tip"\n  after flip when flip.legal and cards of acting player is '
                  'more than 0:\n    previous player gives 1 card to acting player\n',
         "to seat 0"),
        ("LP502", 'rule "Share"\n  after flip when flip.legal and cards of acting player is '
                  'more than 0:\n    the player with the most cards gives 1 card to acting '
                  'player\n', "to seat 0"),
        ("LP403", 'rule "Echo"\n  after clear when table.draw_pile is 0:\n    every other '
                  'player takes 2 cards from the cleared cards\n', "cleared card"),
    )
    for k, (code, text, shown) in enumerate(books):
        path = tmp_path / f"book{k}.lopti"
        path.write_text(text, encoding="utf-8")
        (run,) = _ran(path, code)
        assert run.status == "pass", text
        assert any(shown in e for e in _effects(run)), (text, _effects(run))
