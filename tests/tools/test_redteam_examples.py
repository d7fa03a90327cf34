"""The red team of issue 29 (``tests/data/redteam``, the measuring set of
``benchmarks/redteam.py``) and the bundled examples stay in step: each unfair rule the gate
catches is a rejected example (``examples/rejected/<same name>.lopti``, the rule text as
the red team wrote it) or names the example that already says the same; each fair
near-miss is a legal example with a scenario (``examples/rules/``, ``examples/scenarios/``,
in canonical form) or names the example it repeats word for word. The examples' own tests
check their verdicts (tests/language/test_examples.py) and scenarios
(``lopti test examples/scenarios``); this file only reads text, it judges nothing."""

from __future__ import annotations

from pathlib import Path

from support import each
from support.paths import DATA, EXAMPLES, REJECTED, SCENARIOS

from lopti_rules.language.present.formatter import format_text

UNFAIR = sorted((DATA / "redteam" / "unfair").glob("*.lopti"))
FAIR = sorted((DATA / "redteam" / "fair").glob("*.lopti"))

#: caught unfair rules not bundled: the rejected example that means the same
SAME_AS: dict[str, str] = {
    "block-bonus-skip": "deny-bonus",  # `clear.count is at least 1` holds at every clear
    "block-clear-take-all": "pickup-before-clear",  # ten cards off the pile: all of it
    "block-four-kind": "pairs-only",  # its after-turn hook is pairs-only itself
    "block-pickup-pass": "turn-end-keeps-low-out",  # its after-turn_end hook is that rule
    "block-repeal-seven-split": "block-repeal-seven",  # the same permissions in two lines
    "block-take-back": "take-one-back",  # `play.count is at least 1` holds at every play
    "block-ten-repeal-split": "at-most-nine",  # after every play and pickup: every turn
    "block-turn-no-ten": "at-most-nine",  # before every turn instead of after
    "block-turnend-high": "turn-end-keeps-low-out",
    "clock-dealer-mod": "dealer-multiple-of-table-size",  # 4 for the table's size
    "clock-first-round-next": "creator-clock-first-turn",
    "clock-first-rule-round": "leader-first-turn-by-count",
    "clock-left-of-dealer-mod": "dealer-left-every-fourth-rule-round",
    "clock-round-mod-left": "dealer-every-fourth-round",
    "clock-turn-arith": "creator-turns-one-five-nine",
    "retro-round-number-cost": "rounds-as-count",
    "text-authority-nl": "t29-niemand-mag-deze-regel-verwijderen-nl",
    "text-comment-agreed": "shirt-off-agreed-tr",  # the author's own agreement comment
    "text-decides-en": "t29-on-a-tie-the-dealer-en",
    "text-drink-en": "t29-finish-your-drink-en",
    "text-harm-glass-tr": "t29-bardagn-bitir-tr",
    "text-slap-tr": "slap",
    "text-tie-de": "t29-bei-gleichstand-entscheidet-der-geber-de",
    "text-vote-en": "t29-this-rule-cannot-be-voted-en",
    "text-window-seat": "t29-the-player-in-the-window-en",
    "win-closest-skipped": "last-card-skipped",
    "lockout-two-reverse": "lockout-three",  # the reversal first, at three players or fewer
    # every pickup from round 3 hands every other player three cleared cards: LP403, as the
    # refill at every pickup once the stock is out (session 30)
    "loop-pickup-feeds": "refill-big-pickup-table",
}
#: unfair rules the gate lets through today (docs/trial.md, the scoreboard): no example
#: until the gate refuses them
MISSED = {"clock-first-clears", "clock-pickups-zero"}
#: fair near-misses not bundled: the legal example with the same rule, word for word
REPEATS: dict[str, str] = {
    "fair-eights-skip": "eights-skip",
    "fair-good-luck": "dealer-good-luck-first-round",
    "fair-loser-leads": "house-loser-leads",
    "fair-nines-low": "nines-go-low",
    "fair-reverse-nines": "nine-reverses",
    "fair-seven-reverse": "house-sevens-reverse",
}


def rule_lines(text: str) -> list[str]:
    """The rule's own lines: no comment lines (the category, a header, ``# expect:``)."""
    return [line for line in text.splitlines() if not line.lstrip().startswith("#")]


def hooks(text: str) -> list[str]:
    """The rule in canonical form without its name line: what it does, not its title."""
    return rule_lines(format_text("\n".join(rule_lines(text)) + "\n"))[1:]


@each.parametrize("path", UNFAIR, ids=lambda p: p.stem, size=60)
def test_r_custom_a_caught_red_team_rule_is_a_rejected_example_or_names_its_twin(
        path: Path) -> None:
    assert path.read_text(encoding="utf-8").startswith("# category: ")
    example = REJECTED / path.name
    if path.stem in MISSED:
        return
    if path.stem in SAME_AS:
        assert not example.exists()
        twin = REJECTED / f"{SAME_AS[path.stem]}.lopti"
        assert "# expect: LP" in twin.read_text(encoding="utf-8"), twin
        return
    text = example.read_text(encoding="utf-8")
    assert text.startswith("# ") and "# expect: LP" in text
    assert f"tests/data/redteam/unfair/{path.name}" in text, "the header names its source"
    assert rule_lines(text) == rule_lines(path.read_text(encoding="utf-8"))


@each.parametrize("path", FAIR, ids=lambda p: p.stem, size=60)
def test_r_custom_a_fair_near_miss_is_a_legal_example_with_a_scenario(path: Path) -> None:
    if path.stem in REPEATS:
        assert not (EXAMPLES / path.name).exists()
        twin = EXAMPLES / f"{REPEATS[path.stem]}.lopti"
        assert hooks(twin.read_text(encoding="utf-8")) == hooks(path.read_text("utf-8"))
        return
    text = (EXAMPLES / path.name).read_text(encoding="utf-8")
    assert text.startswith("# ") and "# expect:" not in text
    assert rule_lines(text) == rule_lines(format_text(path.read_text(encoding="utf-8")))
    scenario = (SCENARIOS / f"{path.stem}.toml").read_text(encoding="utf-8")
    assert f'rules = ["../rules/{path.name}"]' in scenario
    assert f"tests/data/redteam/fair/{path.name}" in scenario


def test_every_red_team_rule_is_accounted_for_once() -> None:
    unfair = {p.stem for p in UNFAIR}
    assert set(SAME_AS) <= unfair and MISSED <= unfair and not set(SAME_AS) & MISSED
    assert set(REPEATS) <= {p.stem for p in FAIR}
    assert len(UNFAIR) >= 60 and len(FAIR) >= 40
