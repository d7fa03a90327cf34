"""The rule book's words (issue 15): a rule taken out is "out of play from round N", never
"deleted in round 4, holding from round 4"."""

from __future__ import annotations

from lopti_rules.sessions import Session, to_html, to_markdown


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def deleted_session() -> Session:
    s = Session.create("f", ["Ann", "Bo", "Cy"], session_id=1)
    s.record_round(0)
    s.announce_rule("rule text", name="Peek", checker=legal)
    s.record_round(1)
    s.record_round(2)
    s.delete_rule(1, by=0)
    return s


def test_r_vote_4_a_deleted_rule_is_out_of_play_not_holding() -> None:
    s = deleted_session()
    for text in (to_markdown(s), to_html(s)):
        assert "Added in round 1: it is in play from round 2 on." in text
        assert "Deleted by its creator in round 4: out of play from round 4 on." in text
        assert "holding from round 4" not in text


def test_r_vote_6_a_rule_removed_by_vote_says_which_vote_and_from_when() -> None:
    s = Session.create("f", ["Ann", "Bo", "Cy"], session_id=1)
    s.record_round(0)
    s.announce_rule("rule text", name="Peek", checker=legal)
    s.deal()
    s.hold_vote("remove", proposer=1, rule=1, timing="next",
                ballots={0: "no", 1: "yes", 2: "yes"})
    md = to_markdown(s)
    assert "Removed by vote 1 in round 2: out of play from round 3 on." in md


def test_history_of_a_round_follows_the_order_of_its_changes() -> None:
    """Issue 15: the creator deleted rule 1, then the table voted on rule 2: the history
    tells it in that order (it listed every vote before every deletion). The deletion came
    before round 3 was dealt (the vote deals it), and the history now says so."""
    s = Session.create("f", ["Ann", "Bo", "Cy"], session_id=1)
    s.record_round(0)
    s.announce_rule("rule one", name="One", checker=legal)
    s.record_round(1)
    s.announce_rule("rule two", name="Two", checker=legal)
    s.delete_rule(1, by=0)
    s.hold_vote("remove", proposer=2, rule=2, ballots={0: "yes", 1: "no", 2: "yes"})
    md = to_markdown(s)
    deleted = md.index("Before round 3: Ann deletes rule 1: out of play from round 3 on")
    dealt = md.index("Round 3: Cy deals, Bo leads")
    voted = md.index("Round 3: vote 1 by Cy to remove rule 2")
    assert deleted < dealt < voted
