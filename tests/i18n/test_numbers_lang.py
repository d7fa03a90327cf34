"""Numbers in the tables as each language writes them (issue 25): decimals and percentages
by Babel's patterns; English exactly as Python's own format writes them."""

from __future__ import annotations

from click.testing import CliRunner
from support import each

from lopti_rules import i18n
from lopti_rules.cli import main


@each.parametrize(("lang", "dec", "share", "change"), [
    ("en", "232.7", "12.5%", "-3.00"),
    ("de", "232,7", "12,5\xa0%", "-3,00"),
    ("nl", "232,7", "12,5%", "-3,00"),
    ("tr", "232,7", "%12,5", "-3,00"),
    ("zh", "232.7", "12.5%", "-3.00"),
], size=60)
def test_decimals_and_percentages_in_each_language(lang: str, dec: str, share: str,
                                                    change: str) -> None:
    with i18n.speaking(lang):
        assert i18n.fixed(232.65) == dec  # a half rounds as Python's own format rounds it
        assert i18n.percent(0.125) == share
        assert i18n.fixed(-3.0, 2, sign=True) == change
        assert i18n.fixed(2.0, 1, sign=True).startswith("+")
        assert i18n.percent(0.5, 0, sign=True).replace("\xa0", "").strip("%+") == "50"


@each.parametrize("value", [0.0, 0.05, 0.125, 1 / 3, 2.675, 99.95, 1234.5, -0.25], size=60)
def test_english_is_pythons_own_format(value: float) -> None:
    with i18n.speaking("en"):
        assert i18n.fixed(value) == f"{value:.1f}"
        assert i18n.fixed(value, 2, sign=True) == f"{value:+.2f}"
        assert i18n.percent(value) == f"{value:.1%}"


def test_r_custom_a_german_simulate_table_writes_german_decimals() -> None:
    """`lopti --lang de simulate`: the table's means and rates with a decimal comma, and no
    English decimal point left in a figure."""
    out = CliRunner().invoke(main, ["--lang", "de", "simulate", "--players", "3",
                                    "--games", "6", "--seed", "1"]).output
    rows = [line for line in out.splitlines() if "±" in line]
    assert rows and all("," in row for row in rows)
    assert not any(ch.isdigit() and nxt == "." and after.isdigit()
                   for row in rows for ch, nxt, after in zip(row, row[1:], row[2:],
                                                             strict=False))


@each.parametrize(("lang", "said"), [
    ("en", ["1,048,576", "-31.1", "+56%", "0%", "0.3", "12.50%"]),
    ("de", ["1.048.576", "-31,1", "+56\u00a0%", "0\u00a0%", "0,3", "12,50\u00a0%"]),
    ("tr", ["1.048.576", "-31,1", "+%56", "%0", "0,3", "%12,50"]),
    ("zh", ["1,048,576", "-31.1", "+56%", "0%", "0.3", "12.50%"]),
], size=60)
def test_a_checks_figure_is_said_in_the_languages_number_format(lang: str,
                                                                 said: list[str]) -> None:
    """A number a check writes into its wording (LP802's '0% as often', a count of units)
    reads as the language writes numbers; text that is no number stays as it is."""
    i18n.use(lang)
    try:
        assert [i18n.figure(x) for x in ("1,048,576", "-31.1", "+56%", "0%", "0.3",
                                          "12.50%")] == said
        assert i18n.figure("R-VOTE-2") == "R-VOTE-2" and i18n.figure("3x2") == "3x2"
    finally:
        i18n.use("en")
