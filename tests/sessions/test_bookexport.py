"""Rule-book export (Markdown, printable HTML, JSON) and exact JSON import, property-tested."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import each
from support.paths import SESSIONS

from lopti_rules.errors import InputError, LoptiError
from lopti_rules.sessions import Archive, Session, from_json, to_html, to_json, to_markdown


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def any_value(name: str, value: object, current: object) -> object:
    return value


OLD = Session.create("old", ["Zoe", "Ann"], session_id=99)
OLD.record_round(0)
OLD.announce_rule("old rule", name="old", checker=legal)


def play(names: list[str], ops: list[tuple[int, int, int, str]]) -> Session:
    """A session built by random table actions; actions the rules refuse are skipped."""
    s = Session.create("random", names, session_id=1, date="2026-11-29")
    n = s.size
    for op, a, b, text in ops:
        try:
            if op == 0:
                order = [a % n] + [x for x in range(n) if x != a % n][: b % n]
                s.record_round(a % n, order, source=("table", "engine")[b % 2],
                               log_hash=text or None, seed=b if b % 2 else None)
                if a % 4:
                    s.announce_rule(text, name=text[:12] or "r", checker=legal)
            elif op == 1:
                kind = ("remove", "change", "restore", "adjust")[b % 4]
                ballots = {seat: ("yes", "no", "abstain")[(a >> seat) % 3] for seat in range(n)}
                s.hold_vote(kind, proposer=a % n, ballots=ballots,
                            rule=b % max(1, len(s.rules)) + 1, source=text, param="swaps",
                            value=b % 4, timing=("now", "next")[a % 2], checker=legal,
                            params=any_value)
            elif op == 2:
                if b % 3 == 0:
                    s.settle_tie(nobody_defends=True)
                else:
                    s.settle_tie(seed=a, use_knockout=True)
            elif op == 3:
                rule = s.rules[b % len(s.rules)] if s.rules else None
                if rule is not None and rule.creator is not None:
                    s.delete_rule(rule.number, by=rule.creator)
            elif op == 4:
                s.deal() if a % 2 else s.complete_deal()
            elif op == 5:
                s.revive(OLD, 1, ballots={seat: ("yes", "no")[(a >> seat) % 2]
                                          for seat in range(n)}, checker=legal)
            elif op == 6 and a == 0:
                s.end()
        except LoptiError:
            pass
    return s


names_st = st.lists(st.text(min_size=1, max_size=6).map(str.strip)
                    .filter(lambda t: bool(t) and not t.isdigit()),
                    min_size=2, max_size=5, unique=True)
ops_st = st.lists(st.tuples(st.integers(0, 6), st.integers(0, 255), st.integers(0, 255),
                            st.text(max_size=20)), min_size=10, max_size=50)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(names_st, ops_st)
def test_json_round_trip_is_exact(names: list[str], ops: list[tuple[int, int, int, str]]) -> None:
    s = play(names, ops)
    text = to_json(s)
    again = from_json(text, checker=legal)
    assert again == s
    assert to_json(again) == text


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(names_st, ops_st)
def test_archive_round_trip_is_exact(names: list[str], ops: list[tuple[int, int, int, str]]
                                     ) -> None:
    s = play(names, ops)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "a.db"
        with Archive(db, create=True) as archive, archive.write():
            archive.add(from_json(to_json(s), checker=legal))
        with Archive(db) as archive, archive.read():
            assert to_json(archive.load(1)) == to_json(s)


def sample() -> Session:
    s = Session.create("<Friday> & co", ["Ann <b>", "Bo|Bo", "Cy"], session_id=4)
    s.record_round(0, [0, 2, 1])
    s.announce_rule('rule "x"\n    after play:\n        every player says "<script>"\n',
                    name="sneaky <i>", checker=legal)
    s.hold_vote("remove", proposer=1, rule=1, ballots={1: "yes", 0: "no"})
    s.settle_tie(throws="RS " * 16 + "SR " * 14)
    return s


def test_html_is_self_contained_printable_and_escaped() -> None:
    page = to_html(sample())
    assert page.startswith("<!DOCTYPE html>") and "@media print" in page
    assert "<script>" not in page and "&lt;script&gt;" in page
    assert "Ann &lt;b&gt;" in page and "&lt;Friday&gt; &amp; co" in page
    assert "http" not in page and "<link" not in page  # no outside resources


def test_html_highlights_rule_texts_with_the_lopti_lexer_r_custom_1() -> None:
    page = to_html(sample())
    assert '<pre class="lopti-code"><code><span class="lp-k">rule</span>' in page
    assert ".lopti-code .lp-k" in page  # the lexer's colours travel with the page
    assert "<script>" not in page  # a rule's text is still escaped inside the spans


def test_markdown_has_rules_votes_roshambo_and_history() -> None:
    md = to_markdown(sample())
    assert "# Rule book: &lt;Friday&gt; &amp; co (session 4)" in md
    assert "| 1 | sneaky &lt;i&gt; | Ann &lt;b&gt; | 1 | 2 | removed by vote from round 2 |" in md
    assert "Bo\\|Bo" in md  # a | in a cell does not break the table
    assert "Roshambo for vote 1: Bo|Bo v Ann &lt;b&gt; (creator), 16-14, proposer wins" in md
    assert ("- Round 1: Ann &lt;b&gt; invents rule 1 (sneaky &lt;i&gt;), in play from round 2 "
            "on") in md
    assert "<script>" in md  # inside the rule's code block, shown as written
    assert "Throws: RS RS" in md


@each.parametrize(("edit", "message"), [
    (lambda d: d.update(format="other"), r"\$\.format: expected 'lopti-rule-book'"),
    (lambda d: d["session"]["players"][1].update(seat="1"),
     r"\$\.session\.players\[1\]\.seat: expected a whole number, not a string"),
    (lambda d: d["session"]["rounds"][0].pop("dealer"),
     r"\$\.session\.rounds\[0\]\.dealer: missing"),
    (lambda d: d["session"]["rounds"][0].update(winner=7),
     r"\$\.session\.rounds\[0\]\.winner: seat 7 is not at this table"),
    (lambda d: d["session"]["votes"][0]["ballots"].append({"seat": 1, "choice": "yes"}),
     r"\$\.session\.votes\[0\]\.ballots\[3\]\.seat: seat 1 votes twice"),
    (lambda d: d["session"]["roshambos"][0]["throws"][0].update(a_hand="X"),
     r"\$\.session\.roshambos\[0\]\.throws\[0\]\.a_hand: 'X' is not one of R, P, S"),
    (lambda d: d["session"]["changes"][0].update(effective=0),
     r"\$\.session\.changes\[0\]\.effective: .*R-CUSTOM-3"),
    (lambda d: d["session"].update(colour="red"), r"\$\.session\.colour: unknown field"),
], size=60)
def test_malformed_import_names_the_json_path(edit: object, message: str) -> None:
    data = json.loads(to_json(sample()))
    edit(data)  # type: ignore[operator]
    with pytest.raises(InputError, match=message):
        from_json(json.dumps(data), "book.json")


def test_invalid_json_names_line_and_column() -> None:
    with pytest.raises(InputError, match=r"book\.json:2:5: not valid JSON"):
        from_json('{\n    oops}', "book.json")


def test_the_example_rule_book_imports() -> None:
    path = SESSIONS / "friday.json"
    s = from_json(path.read_text(encoding="utf-8"), str(path))
    assert to_json(s) == path.read_text(encoding="utf-8")
    assert s.rules and s.votes and s.roshambos


FRIDAY = SESSIONS / "friday.json"


def _drop_rule_changes(d: dict) -> None:  # type: ignore[type-arg]
    d["session"]["changes"] = [c for c in d["session"]["changes"] if c["rule"] != 1]
    for i, c in enumerate(d["session"]["changes"]):
        c["seq"] = i + 1
    d["session"]["rulings"] = [r for r in d["session"]["rulings"] if r["rule"] != 1]
    for i, r in enumerate(d["session"]["rulings"]):
        r["seq"] = i + 1


@pytest.mark.parametrize(("edit", "message"), [
    (lambda d: d["session"]["base_changes"][0].update(value="not json"),
     r"\$\.session\.base_changes\[0\]\.value: 'not json' is not a JSON value"),
    (lambda d: d["session"]["base_changes"][0].update(value="99"),
     r"\$\.session\.base_changes\[0\]\.value: base rule swaps = 99 is out of range"),
    (lambda d: d["session"]["base_changes"][0].update(param="colour"),
     r"\$\.session\.base_changes\[0\]\.param: unknown base rule 'colour'"),
    (lambda d: d["session"]["votes"][0].update(value="J"),
     r"\$\.session\.votes\[0\]\.value: 'J' is not a JSON value"),
    (_drop_rule_changes,
     r"\$\.session\.rules\[0\]: rule 1 has no change record"),
    (lambda d: d["session"]["changes"][0].update(kind="changed"),
     r"\$\.session\.changes\[0\]: rule 1's first change must be 'added'"),
    (lambda d: d["session"]["roshambos"][0]["throws"][0].update(a=9),
     r"\$\.session\.roshambos\[0\]\.throws\[0\]\.a: seat 9 is not at this table"),
    (lambda d: d["session"]["roshambos"][0].update(role="mascot"),
     r"\$\.session\.roshambos\[0\]\.role: 'mascot' is not one of creator, "),
])
def test_import_refuses_books_that_other_commands_could_not_read(edit: object,
                                                                 message: str) -> None:
    """Import checks every field and reference (docs/archive.md): a book that would crash
    'book show' or 'session play' later is refused now, naming the JSON path."""
    data = json.loads(FRIDAY.read_text(encoding="utf-8"))
    from_json(json.dumps(data), "book.json")  # the unedited book imports
    edit(data)  # type: ignore[operator]
    with pytest.raises(InputError, match=message):
        from_json(json.dumps(data), "book.json")
