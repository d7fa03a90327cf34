"""A session keeps every rule in English keywords, the canonical form (issue 25): a rule
announced or changed in German is archived in English, so each table can show it in its
own language (R-CUSTOM-1: the rule is the same rule, whatever words announced it)."""

from __future__ import annotations

from lopti_rules.language import format_text, parse
from lopti_rules.sessions import Session

GERMAN = ('# Achten überspringen\nregel "Achten"\n  nach play wenn play.rank ist 8:\n'
          "    überspringe nächste spieler\n")
DUTCH = ('# lopti: lang=nl\nregel "Achten"\n  na play als play.rank is minstens 8:\n'
         "    overslaan volgende speler\n")


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def test_r_custom_1_a_rule_announced_in_german_is_archived_in_english() -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy"], date="2026-12-02")
    s.record_round(1, [1, 0, 2])
    s.announce_rule(GERMAN, name="Achten", checker=legal)
    stored = s.changes[-1].source
    assert stored == ('# Achten überspringen\nrule "Achten"\n  after play when play.rank is 8:\n'
                      "    skip next player\n")
    assert parse(stored) == parse(GERMAN)
    # and a Dutch phone shows it in Dutch
    assert "overslaan volgende speler" in format_text(stored, "r", "nl")


def test_r_vote_1_a_change_voted_in_dutch_is_archived_in_english() -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy"], date="2026-12-02")
    s.record_round(1, [1, 0, 2])
    s.announce_rule('rule "Achten"\n  after play:\n    skip next player\n', name="Achten",
                    checker=legal)
    s.record_round(0, [0, 1, 2])
    vote = s.hold_vote("change", proposer=0, rule=1, source=DUTCH,
                       ballots={0: "yes", 1: "yes", 2: "yes"}, checker=legal)
    assert vote.source is not None and vote.source.startswith('rule "Achten"\n')
    assert "play.rank is at least 8" in vote.source and "lang=" not in vote.source


def test_an_english_rule_is_kept_exactly_as_written() -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy"], date="2026-12-02")
    s.record_round(1, [1, 0, 2])
    text = 'rule "r"\n  after play:   # odd spacing kept\n    skip next player\n'
    s.announce_rule(text, name="r", checker=legal)
    assert s.changes[-1].source == text
