"""One gate (issue 29): every rejected example goes through every front end, and each refuses
it. The front ends ask ``tools.judge``: ``lopti lint``, ``session rule add`` and a change
vote, ``lopti serve``'s add, ``lopti lsp``, the public ``compile_text``, ``simulate --rules``,
``replay --rules`` and a scenario (``lopti test``). One verdict a book is kept by the gate,
so the front ends after the first cost little (the trial's verdicts are kept on disk by the
books' texts, whatever name a front end gives a file: ``tools.trial.kept``); the whole set
is ``slow``, a sample of kinds (a wording error, a book-level cycle, a play-judged LP504)
runs always. Which books are expected refused is read from their ``# expect:`` lines, so
collecting the tests judges nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.examples import static_checker
from support.paths import EXAMPLES, REJECTED

import lopti_rules
from lopti_rules.cli import main
from lopti_rules.errors import LoptiError
from lopti_rules.sessions import Session, SessionError
from lopti_rules.tools import gamelog, judge, load_rules, load_scenarios, play_bot_game
from lopti_rules.tools.gate import PLAY_WITNESS_CODES

EXPECT = re.compile(r"^# expect: (.*)$", re.M)


def books() -> list[Path]:
    """Every rejected example: a file, or a folder that is one book of several files."""
    return sorted([*REJECTED.glob("*.lopti"), *(p for p in REJECTED.iterdir() if p.is_dir())])


def files_of(book: Path) -> list[Path]:
    return sorted(book.glob("*.lopti")) if book.is_dir() else [book]


def texts(book: Path) -> list[tuple[str, str]]:
    from lopti_rules.language import read_rule_file

    out = []
    for p in files_of(book):
        try:
            out.append((str(p), read_rule_file(p)))
        except LoptiError:  # not UTF-8: its bad bytes kept as the linter finds them (LP113)
            out.append((str(p), p.read_bytes().decode("utf-8", "surrogateescape")))
    return out


def expected_codes(book: Path) -> set[str]:
    """The codes the book's files list with ``# expect:``."""
    return {c.strip() for p in files_of(book)
            for m in EXPECT.findall(p.read_text(encoding="utf-8", errors="replace"))
            for c in m.split(",")}


def expects_an_error(book: Path) -> bool:
    """Whether the book expects an error (a few examples only warn: LP907 twice). Read
    from its ``# expect:`` lines, not by judging it: collection judges nothing (every
    xdist worker collects, and the trial is seconds a book); the test below and
    tests/language/test_examples.py check that the gate gives exactly these codes."""
    from lopti_rules.language import ALL_CODES

    return any(ALL_CODES[c].severity == "error" for c in expected_codes(book))


ERRORS = [b for b in books() if expects_an_error(b)]
#: a sample every run: a wording error, a book-level cycle, a person proxy, LP504 by play
SAMPLE = [REJECTED / "kiss.lopti", REJECTED / "split-cycle",
          REJECTED / "creator-by-rule-age.lopti", REJECTED / "recycle-cleared.lopti"]


@pytest.mark.slow  # the whole gate on each warning-only example (their trials): 15 CPU s alone
def test_only_warning_examples_pass_the_gate() -> None:
    """Every rejected example that expects only warnings passes the gate (a warning
    alone lets a table play a book with --allow-warnings); every other is in ERRORS."""
    from lopti_rules.language import ALL_CODES

    passed = [b for b in books() if b not in ERRORS]
    for book in passed:
        codes = expected_codes(book)
        assert codes and all(ALL_CODES[c].severity == "warning" for c in codes), book
        assert judge(texts(book)).legal, book
    assert passed and len(ERRORS) > 150 and all(b in ERRORS for b in SAMPLE)


def params(slow_rest: bool = True) -> list[object]:
    return [pytest.param(b, id=b.name, marks=() if b in SAMPLE else pytest.mark.slow)
            for b in ERRORS]


@pytest.fixture(scope="module")
def log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    _, played = play_bot_game(load_rules([EXAMPLES / "eights-skip.lopti"]), 4, 3)
    path = tmp_path_factory.mktemp("log") / "game.jsonl"
    path.write_text(gamelog.dumps(played), encoding="utf-8")
    return path


def cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result.exit_code, result.output


@pytest.mark.parametrize("book", params())
def test_one_gate_every_front_end_refuses_every_rejected_example(book: Path, log: Path,
                                                                 tmp_path: Path) -> None:
    names = [str(p) for p in files_of(book)]
    # lopti lint
    assert cli("lint", *names)[0] == 1
    # the public compiler
    with pytest.raises(LoptiError):
        if book.is_dir():
            load_rules(names)
        else:
            lopti_rules.compile_text(*reversed(texts(book)[0]))
    # simulate --rules and replay --rules
    assert cli("simulate", "--rules", *names, "--games", "2")[0] == 2
    assert cli("replay", str(log), "--rules", *names)[0] == 2
    # a scenario (lopti test)
    scenario = tmp_path / "s.toml"
    rules = ", ".join(f'"{n}"' for n in names)
    scenario.write_text(f'[[scenario]]\nname = "plays it"\nrules = [{rules}]\n'
                        '[scenario.table]\nplayers = 2\n', encoding="utf-8")
    found, errors = load_scenarios([scenario])
    assert found == [] and len(errors) == 1
    assert cli("test", str(scenario))[0] == 2
    # session rule add: the files join one by one, one of them is refused (a book the
    # static checks refuse: the files before the last through them alone, see
    # refused_statically)
    s = Session.create("t", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    files = texts(book)
    early = static_checker if refused_statically(book) else None
    with pytest.raises(SessionError):
        for i, (name, text) in enumerate(files):
            s.record_round(winner=i % 4)
            s.announce_rule(text, name=f"r{i}", filename=Path(name).name,
                            checker=None if i == len(files) - 1 else early)


def refused_statically(book: Path) -> bool:
    """Whether the book expects an error of the static checks (not one only play finds:
    ``gate.PLAY_WITNESS_CODES``), so the gate refuses the whole book without its games.

    Such a book's files before its last join the session through the static checks alone
    (``support.examples.static_checker``). Through the whole gate each of those books
    (the first file alone, the first two, ...) played a trial that no other test plays
    and that this test pinned nothing of (the static error refuses the whole book, and
    which file is refused was never pinned): about 11 CPU s of a pure run (session 27's
    play log). The last file joins through the whole gate, as ``lopti lint`` judges the
    book. A book refused by its games (LP803: three underdogs of ``perm-underdogs``
    already are) joins through the whole gate file by file. The session's whole gate on
    a file that joins a book, played and accepted or refused, is pinned by
    ``tests/sessions/test_session_book.py``
    (``test_r_custom_3_a_chain_that_ends_is_accepted``,
    ``test_r_custom_3_the_second_half_of_a_split_cycle_is_refused``)."""
    from lopti_rules.language import ALL_CODES

    return any(ALL_CODES[c].severity == "error" and c not in PLAY_WITNESS_CODES
               for c in expected_codes(book))


def _session_with_a_rule() -> Session:
    s = Session.create("t", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    s.record_round(winner=0)
    s.announce_rule((EXAMPLES / "eights-skip.lopti").read_text(encoding="utf-8"),
                    name="Eights", filename="eights-skip.lopti")
    s.record_round(winner=1)
    return s


@pytest.mark.parametrize("book", [p for p in params() if not p.values[0].is_dir()])
def test_one_gate_a_change_vote_to_a_rejected_text_is_refused(book: Path) -> None:
    s = _session_with_a_rule()
    ((name, text),) = texts(book)
    with pytest.raises(SessionError):
        s.hold_vote("change", proposer=1, ballots={0: "yes", 1: "yes", 2: "yes", 3: "yes"},
                    rule=1, source=text, filename=Path(name).name)


def test_one_gate_recycle_cleared_no_longer_joins_a_session_through_the_cli(
        tmp_path: Path) -> None:
    """The issue's case: LP504 from `lopti lint`, and now from `session rule add` too."""
    db = str(tmp_path / "t.db")
    assert cli("session", "new", "t", "--players", "Ann,Bo,Cy,Di", "--db", db)[0] == 0
    assert cli("session", "round", "--winner", "Bo", "--db", db)[0] == 0
    code, out = cli("session", "rule", "add", str(REJECTED / "recycle-cleared.lopti"),
                    "--db", db)
    assert code == 2 and "LP504" in out


def test_static_only_is_labelled_not_final() -> None:
    text = (REJECTED / "recycle-cleared.lopti").read_text(encoding="utf-8")
    quick = judge([("r.lopti", text)], static_only=True)
    assert not quick.final and "not the final verdict" in quick.label and quick.legal
    final = judge([("r.lopti", text)])
    assert final.final and not final.legal and "audit" in final.label
    assert [d.code for _, d in final.errors()] == ["LP504"] and final.errors()[0][1].witness
    code, out = cli("lint", "--static-only", str(REJECTED / "recycle-cleared.lopti"))
    assert code == 0 and "not the final verdict" in out


def test_r_custom_3_simulate_witness_plays_only_the_code_it_names(tmp_path: Path) -> None:
    """The LP504 witness command plays the refused book for that verdict only; any other
    code is no witness to set aside, and other errors still refuse the book."""
    recycle = str(REJECTED / "recycle-cleared.lopti")
    assert cli("simulate", "--rules", recycle, "--games", "1")[0] == 2
    code, out = cli("simulate", "--rules", recycle, "--games", "1", "--players", "2",
                    "--bot", "greedy", "--witness", "LP504", "--json")
    assert code == 0 and '"with_rules"' in out
    code, out = cli("simulate", "--rules", str(REJECTED / "split-cycle"), "--games", "1",
                    "--witness", "LP402")
    assert code == 2 and "only the verdict of LP504" in out
    code, out = cli("simulate", "--rules", str(REJECTED / "kiss.lopti"), "--games", "1",
                    "--witness", "LP504")
    assert code == 2 and "LP7" in out
    assert cli("simulate", "--games", "1", "--witness", "LP504")[0] == 2


def test_r_custom_3_a_witness_command_plays_a_book_with_warnings_as_printed() -> None:
    """slow-recycling is LP804 beside an LP505 warning: the trial's witness command, as
    the lint report prints it (no --allow-warnings), plays the evening."""
    slow = str(REJECTED / "slow-recycling.lopti")
    assert cli("simulate", "--rules", slow, "--games", "1", "--players", "2")[0] == 2
    code, out = cli("simulate", "--rules", slow, "--games", "1", "--players", "2",
                    "--bot", "greedy", "--witness", "LP804", "--json")
    assert code == 0 and '"with_rules"' in out
