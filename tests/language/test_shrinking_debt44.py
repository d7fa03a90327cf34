"""A debt sized by the rule's own clock (issue 29, session 44; analysis/binding.surplus):
``every other player draws 3 - rule.rounds cards`` at the leader's moment is two cards in
the rule's first round and one in its second. The part the first round does beyond the
later ones is done in the rule's first round only, where the leader is the last winner,
the rule's creator (R-CUSTOM-1, R-CUSTOM-3, R-CUSTOM-4): LP306 (LP307 by ``rule.fired``),
with a witness that runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.language.lint.linter import lint_paths, lint_text
from lopti_rules.tools import audit
from lopti_rules.tools.scenario import load_text, run_scenario

#: the creator spared a debt that shrinks with the rule's age, in four keyword languages
UNFAIR = {
    "en-deal": 'rule "K"\n  after deal:\n    every other player draws 2 - rule.rounds cards\n',
    "de-deal": '# lopti: lang=de\nregel "K"\n  nach deal:\n'
               '    jeder andere spieler zieht 2 - rule.rounds karten\n',
    "nl-deal": '# lopti: lang=nl\nregel "K"\n  na deal:\n'
               '    iedere andere speler trekt 2 - rule.rounds kaarten\n',
    "tr-deal": '# lopti: lang=tr\nkural "K"\n  sonra deal:\n'
               '    bütün diğer oyuncu çeker 2 - rule.rounds kartlar\n',
    "en-first-turn": 'rule "W"\n  after turn when round.turns is 1 and rule.rounds is at most 2:\n'
                     '    every other player draws 3 - rule.rounds cards\n',
    "de-repeat": '# lopti: lang=de\nregel "L"\n  nach turn wenn round.turns ist 1:\n'
                 '    wiederhole 3 - rule.rounds mal:\n      jeder andere spieler zieht 1 karte\n',
    "nl-repeat": '# lopti: lang=nl\nregel "L"\n  na turn als round.turns is 1:\n'
                 '    herhaal 3 - rule.rounds keer:\n      iedere andere speler trekt 1 kaart\n',
    "tr-repeat": '# lopti: lang=tr\nkural "L"\n  sonra turn eğer round.turns ise 1:\n'
                 '    tekrarla 3 - rule.rounds kez:\n      bütün diğer oyuncu çeker 1 kart\n',
    "en-table-size": 'rule "F"\n  after deal:\n'
                     '    every other player draws table.players - 2 - rule.rounds cards\n',
}

#: the same shapes, fair: a role play moves, everyone alike, a debt that grows, a debt that
#: shrinks only from the rule's second round on
FAIR = {
    "next-player": 'rule "N"\n  after clear:\n    next player draws 3 - rule.rounds cards\n',
    "everyone": 'rule "O"\n  after deal:\n    every player draws 3 - rule.rounds cards\n',
    "grows": 'rule "G"\n  after deal when rule.rounds is at most 3:\n'
             '    every other player draws rule.rounds cards\n',
    "from-round-two": 'rule "T"\n  after deal when rule.rounds is at least 2:\n'
                      '    every other player draws 6 - rule.rounds cards\n',
    "fixed": 'rule "X"\n  after turn when round.turns is 1:\n    every other player draws 1 card\n',
}


def codes(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


@pytest.mark.parametrize("text", list(UNFAIR.values()), ids=list(UNFAIR))
def test_r_custom_3_a_debt_shrinking_with_the_rules_age_spares_the_creator(text: str) -> None:
    diags = lint_text(text, "t.lopti").diagnostics
    found = [d for d in diags if d.code == "LP306"]
    assert found, codes(text)
    assert "shrinks as the rule grows older" in found[0].message


def test_r_custom_4_a_shed_shrinking_with_rule_fired_is_the_creators_lp307() -> None:
    text = ('rule "M"\n  after deal:\n'
            '    acting player may give up to 3 - rule.fired cards to their left\n')
    assert "LP307" in codes(text)


@pytest.mark.parametrize("text", list(FAIR.values()), ids=list(FAIR))
def test_r_custom_4_the_same_sizes_on_roles_play_moves_stay_clean(text: str) -> None:
    assert not {"LP306", "LP307"} & set(codes(text))


def test_r_custom_4_a_pinned_debt_reported_once() -> None:
    """Pinned as written (``rule.rounds is at most 1``) and by its surplus: one report."""
    text = ('rule "H"\n  after turn when round.turns is 1 and rule.rounds is at most 1:\n'
            '    every other player draws 3 - rule.rounds cards\n')
    assert codes(text).count("LP306") == 1


def test_r_custom_4_the_shrinking_debts_witness_runs(tmp_path: Path) -> None:
    """The witness is the rule's first round with seat 1, the creator, leading: the rule
    fires and every seat but seat 1 draws two (R-CUSTOM-1, R-SETUP-4)."""
    book = tmp_path / "welcome.lopti"
    book.write_text(UNFAIR["en-first-turn"], encoding="utf-8")
    results = lint_paths([book])
    audit(results)
    d = next(d for d in results[0].diagnostics if d.code == "LP306")
    (scenario,) = load_text(d.witness, "<witness>")
    assert scenario.rule_rounds == 1 and scenario.last_winner == 1
    ran = run_scenario(scenario)
    assert ran.status == "pass"
    fired = [list(e.effects) for e in ran.events if getattr(e, "name", "") == "rule_fired"]
    assert fired and all("seat 1" not in x for x in fired[0])
    assert all(x.endswith("draws 2") for x in fired[0])
