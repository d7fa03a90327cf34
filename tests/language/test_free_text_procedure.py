"""The official procedure as a model (language/text/procedure_model.py): a sentence is read
as the slot of the procedure it speaks of and the value it gives that slot, in five languages.

Who votes (everyone in the session, players already out included: R-VOTE-2), who may ask
for a change or a removal (any player: R-VOTE-1), who may change a rule (only the vote; the
creator deletes their own: R-VOTE-4), the decider at 15-15 (the next decided round:
R-ROSHAMBO-2), who reads an unclear rule (its creator, then the table: R-CUSTOM-5,
R-SESSION-3), the procedure itself kept (R-VOTE-8). tests/data/free_text/procedure18.toml
holds session 18's texts: another value is an error, the official value in other words is
clean, and so is a matter outside the procedure.
"""

from __future__ import annotations

import tomllib

import pytest
from support import each, paths
from support.attacks import codes

from lopti_rules.language.text.harm import judge

DATA = tomllib.loads((paths.DATA / "free_text" / "procedure18.toml").read_text(encoding="utf-8"))
FLAGGED = [(g["slot"], lang, text, code) for g in DATA["flagged"]
           for lang, text, code in g["cases"]]
CLEAN = [(g["slot"], lang, text) for g in DATA["clean"] for lang, text in g["texts"]]


def test_r_vote_8_the_texts_cover_thirty_a_side_in_five_languages() -> None:
    assert len(FLAGGED) >= 30 and len(CLEAN) >= 30
    assert {lang for _, lang, _, _ in FLAGGED} == {lang for _, lang, _ in CLEAN} == {
        "en", "de", "nl", "tr", "zh"}


@each.parametrize(("slot", "lang", "text", "code"), FLAGGED,
                         ids=lambda x: str(x)[:30], size=15)
def test_r_vote_2_r_vote_1_r_roshambo_2_r_custom_5_another_value_for_a_slot_is_flagged(
        slot: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (slot, lang, [f.message for f in judge(text)])


@each.parametrize(("slot", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_vote_8_the_official_value_in_other_words_stays_clean(slot: str, lang: str,
                                                                 text: str) -> None:
    assert codes(text) == [], (slot, lang, [f.message for f in judge(text)])


@each.parametrize(("official", "narrowed"), [
    ("Everyone votes, players already out included.",
     "Only players still in the round vote."),
    ("Iedereen mag vragen om deze regel te schrappen.",
     "Alleen de winnaar mag vragen om deze regel te schrappen."),
    ("Bei 15:15 gewinnt die nächste entschiedene Runde.",
     "Bei 15:15 gewinnt der Geber."),
    ("规则不清楚时，由创造者解释。", "本规则的最终解释权归创造者。"),
], size=15)
def test_r_vote_2_r_roshambo_2_one_slot_two_values(official: str, narrowed: str) -> None:
    """The same slot in the same words: the official value is clean, another is flagged."""
    assert codes(official) == []
    assert set(codes(narrowed)) & {"LP707", "LP708", "LP709"}


@pytest.mark.parametrize("text", [
    "Everyone votes on rules, but the dealer's vote counts double.",
    "Anyone may ask for a vote; a tie goes to the dealer.",
    "Gelijkspel telt niet bij steen-papier-schaar, maar de winnaar stemt twee keer.",
])
def test_r_vote_8_an_official_slot_does_not_clear_another_slot_in_the_sentence(
        text: str) -> None:
    """The official value of one slot withdraws only what was read in its own clause."""
    assert set(codes(text)) & {"LP707", "LP708", "LP709"}
