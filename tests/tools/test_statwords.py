"""The trial's figures as its messages say them (tools/trial/statwords.py)."""

from __future__ import annotations

from support import each

from lopti_rules.tools.trial.statwords import share_said


@each.parametrize(("share", "said"), [(-0.0, "0%"), (0.0, "0%"), (-0.2, "0%"),
                                             (0.25, "25%"), (1.0, "100%")], size=60)
def test_r_custom_4_a_share_in_a_standings_finding_is_never_said_as_minus_zero(
        share: float, said: str) -> None:
    # the standing spared and standing exempt findings (LP801) say the last winner's share;
    # a mean of the negated test values can be -0.0, which formats as "-0%"
    assert share_said(share) == said
