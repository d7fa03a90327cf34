"""The free-text tables read the plain way, in one place (tests/data/free_text/NAME.toml,
``support.freetext``): every group holds the five languages, every fair text is clean (the
judge and the whole static lint of its one-rule book), every near miss keeps its code.
Each fixer's own test file keeps only what its table cannot say (a reading's parts, a
where other than the round's end). A table that needs a book of its own shape
(``fa36``, ``r2text``) reads itself in its file."""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

#: The tables read the plain way: R-CUSTOM-3 (harm, consent), R-CUSTOM-4 (people), R-VOTE
#: and R-SESSION (votes, the session), R-FAQ-5 (the rulings quoted) among their groups
TABLES = ("fa31", "fa32a", "fa32b", "fa34", "fa35", "text32", "text35", "text36", "s30t")
READ = {name: case_table(name) for name in TABLES}
#: fa32a reads its near misses itself (an LP712 may be read as the stronger LP703)
FLAGGED = [(name, *case) for name in TABLES if name != "fa32a" for case in READ[name][0]]
CLEAN = [(name, *case) for name in TABLES for case in READ[name][1]]


def _id(x: object) -> str:
    return str(x)[:30]


@each.parametrize("table", TABLES, size=60)
def test_r_custom_3_r_custom_4_r_vote_1_every_idea_in_five_languages(table: str) -> None:
    in_five_languages(*READ[table])


@each.parametrize(("table", "rule", "lang", "text"), CLEAN, ids=_id, size=15)
def test_r_custom_3_r_custom_4_r_vote_1_the_fair_texts_are_clean(table: str, rule: str,
                                                                 lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("table", "rule", "lang", "text", "code"), FLAGGED, ids=_id)
def test_r_custom_3_r_custom_4_r_vote_1_the_near_misses_stay_flagged(
        table: str, rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)
