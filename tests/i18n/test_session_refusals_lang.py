"""The session model's rarer refusals, the archive's, and the notes a phone leaves in the
book, in the table's language (issue 25): German, Dutch, Turkish and Chinese, no English
word and no raw placeholder left; names, rule numbers and what was typed stay as written.

The refusals are the model's own (``sessions/model.py``, ``roshambo.py``, ``checks.py``),
met on the friday book reopened (rule 1 removed, rule 2 in play, rule 3 deleted) and on
new tables; the archive's through the command line. The book's notes are written as
``lopti serve`` writes them (``sessions.notes``) and kept in English."""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.english import untranslated
from support.paths import SESSIONS

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.errors import LoptiError
from lopti_rules.sessions import (
    EnteredThrows,
    Session,
    TableNote,
    document,
    from_json,
    match,
    notes,
    to_markdown,
)

LANGS = ("de", "nl", "tr", "zh")


def friday() -> Session:
    """The friday book, reopened so that it takes changes again (round 5 next)."""
    s = from_json((SESSIONS / "friday.json").read_text(encoding="utf-8"), "friday.json")
    s.closed = False
    return s


def throws_left_over() -> None:
    throws = EnteredThrows("RS " * 31)
    match(0, 1, throws, [])
    throws.check_used_up()


#: (what the table tried, what the English refusal says): each one a refusal the session
#: model gives, with its rule number where it has one
REFUSALS: list[tuple[Callable[[], object], str]] = [
    (lambda: Session.create("x", ["A", "B", "C", "D", "E", "F"]), "2 to 5 players"),
    (lambda: Session.create("x", ["Ann", "Ann"]), "is given twice"),
    (lambda: Session.create("x", ["Ann", "Bo"], dealer=5), "dealer seat 5"),
    (lambda: friday().record_round(0, order=(0, 0, 1, 2)), "names a player twice"),
    (lambda: friday().record_round(0, order=(0, 9)), "seat 9 is not at this table"),
    (lambda: friday().record_round(0, pickups=(1, -1, 0, 0)), "pickups:"),
    (lambda: friday().hold_vote("bogus", proposer=0, ballots={}), "not 'bogus'"),
    (lambda: friday().hold_vote("remove", proposer=0, ballots={}, timing="later"),
     "'now' or 'next'"),
    (lambda: friday().hold_vote("remove", proposer=7, ballots={}), "seat 7 is not"),
    (lambda: friday().hold_vote("adjust", proposer=0, ballots={}), "base-rule parameter"),
    (lambda: friday().hold_vote("adjust", proposer=0, ballots={}, param="vote_rounds",
                                value=1), "R-VOTE-8"),
    (lambda: friday().hold_vote("adjust", proposer=0, ballots={}, param="min_players",
                                value=5), "min_players=5"),
    (lambda: friday().hold_vote("restore", proposer=0, ballots={}), "number of the rule"),
    (lambda: friday().hold_vote("restore", proposer=0, ballots={}, rule=2), "not removed"),
    (lambda: friday().hold_vote("remove", proposer=0, ballots={}, rule=1), "R-VOTE-7"),
    (lambda: friday().hold_vote("change", proposer=0, ballots={}, rule=2), "new text"),
    (lambda: friday().hold_vote("remove", proposer=0, ballots={0: "maybe"}, rule=2),
     "yes, no or abstain"),
    (lambda: friday().revive(friday(), 2, ballots={}), "R-SESSION-2"),
    (lambda: friday().rule_on(2, question=" ", reading="yes"), "the question"),
    (lambda: EnteredThrows("RX"), "is not R, P or S"),
    (lambda: EnteredThrows("RSP"), "an odd number of hands"),
    (lambda: match(0, 1, EnteredThrows("RS"), []), "ran out"),
    (throws_left_over, "left over"),
]


def refusal(attempt: Callable[[], object]) -> str:
    with pytest.raises(LoptiError) as refused:
        attempt()
    return str(refused.value)


@pytest.mark.parametrize(("attempt", "english"), REFUSALS)
def test_r_session_1_a_rarer_refusal_speaks_the_language(attempt: Callable[[], object],
                                                         english: str) -> None:
    said = refusal(attempt)
    assert english in said, said
    for lang in LANGS:
        with i18n.speaking(lang):
            text = refusal(attempt)
        assert text != said and not untranslated(text, lang), (lang, said, text)
        for kept in ("R-VOTE-7", "R-VOTE-8", "R-SESSION-2", "R-SETUP-1"):
            assert (kept in text) == (kept in said), (kept, text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_archives_refusals_speak_the_language(lang: str, tmp_path: Path) -> None:
    """A file that is no archive, a folder that is not there, a session that is not in
    the archive, an archive a newer lopti-rules wrote: one line, exit 2."""
    import sqlite3
    (tmp_path / "kp.dat").write_text("not a database\n", encoding="utf-8")
    db = str(tmp_path / "a.db")
    newer = str(tmp_path / "b7.db")
    for path in (db, newer):
        assert CliRunner().invoke(main, ["session", "new", "x", "--players", "Ann,Bo",
                                         "--db", path]).exit_code == 0
    with sqlite3.connect(newer) as conn:  # as a later schema would leave it
        conn.execute("PRAGMA user_version = 999")
    for args in (["session", "status", "--db", str(tmp_path / "kp.dat")],
                 ["session", "status", "--db", str(tmp_path / "zq" / "a.db")],
                 ["book", "show", "7", "--db", db],
                 ["session", "status", "--db", newer]):
        result = CliRunner().invoke(main, ["--lang", lang, *args])
        said = result.output.replace(str(tmp_path), "DIR")
        assert result.exit_code == 2 and len(said.strip().splitlines()) == 1, (args, said)
        assert not untranslated(said, lang), (args, said)


def noted() -> Session:
    """The friday book with a note of every kind ``lopti serve`` leaves, as it writes them."""
    s = friday()
    written = [
        (notes.HOST, notes.written(notes.ENTERED_BALLOT, name="Di", choice="yes", vote=2)),
        (notes.HOST, notes.written(notes.ENTERED_ANSWER, name="Cy", answer="agree",
                                   rule="Seven says")),
        (notes.HOST, notes.written(notes.ENTERED_HAND, name="Bo", n=3, vote=2)),
        (notes.written(notes.PHONE, name="Ann"),
         notes.written(notes.REFUSED, name="Ann", rule="Seven says")),
        (notes.written(notes.HOSTS_PHONE, name="Bo"),
         notes.written(notes.WITHDREW, rule="Seven says")),
        (notes.TABLE, notes.written(notes.NOT_ADDED, rule="Seven says",
                                    reason="round 5's deal is complete")),
        (notes.NO_PLAYER, notes.written(notes.ENDED)),
        (notes.HOST, notes.written(notes.CLOSED, vote=3)),
        (notes.HOST, notes.written(notes.CLOSED_ABSTAIN, vote=3, names="Cy, Di")),
        (notes.HOST, notes.written(notes.NOBODY_DEFENDS, vote=2)),
        (notes.HOST, notes.written(notes.BOTS_THROW, vote=2, seed=7)),
    ]
    s.notes = [TableNote(k + 1, "2026-11-27T21:00:00Z", by, what)
               for k, (by, what) in enumerate(written)]
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_r_session_1_the_notes_a_phone_leaves_read_in_the_language(lang: str) -> None:
    """The book's "At the table" section: who and what, each note in the language; the
    players' and rules' names as written, the reason a rule was not added as stored."""
    s = noted()
    with i18n.speaking(lang):
        (table,) = [b for b in document(s) if getattr(b, "headers", None) and
                    len(b.headers) == 4 and b.rows and b.rows[0][0] == "1"
                    and b.rows[0][1].startswith("2026-")]
    assert len(table.rows) == len(s.notes)
    for row, note in zip(table.rows, s.notes, strict=True):
        who, what = row[2], row[3]
        assert (who, what) != (note.by, note.what), row
        text = f"{who} {what}".replace("Seven says", " ").replace(
            "round 5's deal is complete", " ")
        assert not untranslated(text, lang), (lang, row)
        assert ("Di" in what) == ("Di" in note.what)


def test_the_english_book_keeps_the_notes_as_stored() -> None:
    s = noted()
    md = to_markdown(s)
    for note in s.notes:
        assert note.what in md and note.by in md
    kept = copy.deepcopy(s.notes)
    with i18n.speaking("de"):
        german = to_markdown(s)
    assert "die Spielleitung" in german and "hat die Stimme von Di (ja) in Abstimmung 2 " \
        "eingegeben: Di hat kein Handy" in german
    assert s.notes == kept  # the stored notes stay English
