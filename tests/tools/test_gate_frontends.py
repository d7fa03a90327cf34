"""One gate (issue 29): every front end refuses every rejected example, and it refuses
it because it asks ``tools.judge``. The front ends: ``lopti lint``, ``session rule add``
and a change vote, the public ``compile_text`` and ``load_rules``, ``simulate --rules``,
``replay --rules`` and a scenario (``load_scenarios``, ``lopti test``).

The promise is proven in two halves that together make it, without running every
front end on every example (1,030 tests, 100 CPU s a run until session 34):

- **the gate refuses every rejected example**: tests/language/test_examples.py judges
  each one (file or book) through the whole gate and checks exactly its ``# expect:``
  codes; :func:`test_only_warning_examples_pass_the_gate` here checks which pass;
- **every front end refuses what the gate refuses, and only by asking it**: a gate spy
  takes the play judges' place (``gate.PLAY_JUDGES``), is asked about a *legal* book
  (one file, and a book of two files, whole) and plants an error on it; each front end
  must ask the spy about the whole book and refuse the book with the planted error. No
  check of a front end's own could refuse a legal book, so its refusal is the gate's;
- **and the real thing on a sample of kinds**, every front end with the real gate, the
  trial included: a wording error, a book-level cycle, a person proxy, LP504 by play, a
  file that is not UTF-8 (LP113, read by each front end as it reads files) and a trial
  code (LP801-LP805). Which books are expected refused is read from their ``# expect:``
  lines, so collecting the tests judges nothing."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import marks
from support.examples import static_checker
from support.paths import EXAMPLES, REJECTED

import lopti_rules
from lopti_rules.cli import main
from lopti_rules.errors import LoptiError
from lopti_rules.language import ALL_CODES, LintResult
from lopti_rules.sessions import RuleChecker, Session, SessionError
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

    return any(ALL_CODES[c].severity == "error" for c in expected_codes(book))


ERRORS = [b for b in books() if expects_an_error(b)]
#: every front end with the real gate on a sample of kinds: a wording error, a book-level
#: cycle, a person proxy, LP504 by play, bytes that are not UTF-8 (LP113), a trial code
SAMPLE = [REJECTED / "kiss.lopti", REJECTED / "split-cycle",
          REJECTED / "creator-by-rule-age.lopti", REJECTED / "recycle-cleared.lopti",
          REJECTED / "cafe-latin1.lopti", REJECTED / "block-court-floor.lopti"]


@pytest.mark.slow  # the whole gate on each warning-only example (their trials): 15 CPU s alone
def test_only_warning_examples_pass_the_gate() -> None:
    """Every rejected example that expects only warnings passes the gate (a warning
    alone lets a table play a book with --allow-warnings); every other is in ERRORS."""

    passed = [b for b in books() if b not in ERRORS]
    for book in passed:
        codes = expected_codes(book)
        assert codes and all(ALL_CODES[c].severity == "warning" for c in codes), book
        assert judge(texts(book)).legal, book
    assert passed and len(ERRORS) > 150 and all(b in ERRORS for b in SAMPLE)


def test_the_sample_has_every_kind() -> None:
    """The sample run through every real front end keeps its kinds: a file and a book,
    an error of the static checks, one of the play audit and one of the trial, and a
    file that is not UTF-8; and the gate's own tests cover every other rejected example
    (tests/language/test_examples.py reads the same folder)."""
    codes = set().union(*(expected_codes(b) for b in SAMPLE))
    assert any(b.is_dir() for b in SAMPLE) and any(not b.is_dir() for b in SAMPLE)
    assert "LP113" in codes and "LP504" in codes and codes & {f"LP80{i}" for i in range(1, 6)}
    assert any(refused_statically(b) for b in SAMPLE)


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


def scenario_of(names: list[str], path: Path) -> Path:
    """A scenario that plays the book of ``names``: valid but for the book (until session 34
    its ``[scenario.table]`` was an unknown key, refused whatever the book)."""
    rules = ", ".join(f'"{n}"' for n in names)
    path.write_text(f'[[scenario]]\nname = "plays it"\nrules = [{rules}]\nplayers = 2\n'
                    'deal = true\n[scenario.expect]\nover = false\n', encoding="utf-8")
    return path


def every_front_end_refuses(names: list[str], files: list[tuple[str, str]], log: Path,
                            tmp_path: Path, codes: set[str],
                            early: RuleChecker | None = None) -> None:
    """Each front end refuses the book of ``names`` (its texts: ``files``) for one of
    ``codes``; the files join a session one by one, the ones before the last through
    ``early`` (None: the gate)."""
    # lopti lint
    code, out = cli("lint", *names)
    assert code == 1 and any(c in out for c in codes), out
    # the public compiler
    with pytest.raises(LoptiError):
        if len(names) > 1:
            load_rules(names)
        else:
            lopti_rules.compile_text(*reversed(files[0]))
    # simulate --rules and replay --rules
    assert cli("simulate", "--rules", *names, "--games", "2")[0] == 2
    assert cli("replay", str(log), "--rules", *names)[0] == 2
    # a scenario (lopti test), refused for the book's code
    scenario = scenario_of(names, tmp_path / "s.toml")
    found, errors = load_scenarios([scenario])
    assert found == [] and len(errors) == 1
    assert any(c in str(errors[0]) for c in codes), errors
    code, out = cli("test", str(scenario))
    assert code == 2 and any(c in out for c in codes), out
    # session rule add: the files join one by one, one of them is refused
    s = Session.create("t", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    with pytest.raises(SessionError):
        for i, (name, text) in enumerate(files):
            s.record_round(winner=i % 4)
            s.announce_rule(text, name=f"r{i}", filename=Path(name).name,
                            checker=None if i == len(files) - 1 else early)
    if len(files) > 1:
        return  # each file of a rejected book is clean alone: no one text to vote on
    # a change vote of the session's rule to the text
    with pytest.raises(SessionError):
        _session_with_a_rule().hold_vote(
            "change", proposer=1, ballots={0: "yes", 1: "yes", 2: "yes", 3: "yes"},
            rule=1, source=files[0][1], filename=Path(files[0][0]).name)


def every_front_end_passes(names: list[str], files: list[tuple[str, str]], log: Path,
                           tmp_path: Path) -> None:
    """Each front end of :func:`every_front_end_refuses` lets the book of ``names`` through."""
    assert cli("lint", *names)[0] == 0
    assert len(load_rules(names).books) == len(names)
    if len(names) == 1:
        lopti_rules.compile_text(*reversed(files[0]))
    assert cli("simulate", "--rules", *names, "--games", "1")[0] == 0
    code, out = cli("replay", str(log), "--rules", *names)
    assert code != 2 and "LP504" not in out, out
    found, errors = load_scenarios([scenario_of(names, tmp_path / "passes.toml")])
    assert len(found) == 1 and errors == []
    s = Session.create("t", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    for i, (name, text) in enumerate(files):
        s.record_round(winner=i % 4)
        s.announce_rule(text, name=f"r{i}", filename=Path(name).name)
    if len(files) == 1:
        _session_with_a_rule().hold_vote(
            "change", proposer=1, ballots={0: "yes", 1: "yes", 2: "yes", 3: "yes"},
            rule=1, source=files[0][1], filename=Path(files[0][0]).name)


@pytest.mark.parametrize("book", marks.slow_for(SAMPLE, lambda b: b.name, {
    "block-court-floor.lopti"}))  # the trial plays it (LP803): nothing else in the fast subset does
def test_one_gate_every_front_end_refuses_a_sample_of_rejected_examples(
        book: Path, log: Path, tmp_path: Path) -> None:
    """The real gate, the trial included, through every front end (a book the static checks
    refuse joins a session with its files before the last through the static checks
    alone: :func:`refused_statically`)."""
    codes = {c for c in expected_codes(book) if ALL_CODES[c].severity == "error"}
    if "LP113" in codes:  # a front end that reads the file itself refuses it as it reads
        codes.add("not UTF-8")
    every_front_end_refuses([str(p) for p in files_of(book)], texts(book), log, tmp_path,
                            codes, static_checker if refused_statically(book) else None)


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

    return any(ALL_CODES[c].severity == "error" and c not in PLAY_WITNESS_CODES
               for c in expected_codes(book))


def _session_with_a_rule() -> Session:
    s = Session.create("t", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    s.record_round(winner=0)
    s.announce_rule((EXAMPLES / "eights-skip.lopti").read_text(encoding="utf-8"),
                    name="Eights", filename="eights-skip.lopti")
    s.record_round(winner=1)
    return s




#: the legal books the spy refuses: one file, and two files that are one book
SPIED = {"one file": ["nine-reverses.lopti"],
         "a book of two files": ["eights-skip.lopti", "nine-reverses.lopti"]}


@pytest.mark.parametrize("legal", SPIED.values(), ids=SPIED.keys())
def test_one_gate_every_front_end_refuses_what_the_gate_refuses(
        legal: list[str], log: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        request: pytest.FixtureRequest) -> None:
    """A spy stands for the play judges: asked about the whole book it plants an error
    (LP504) on the book's last file. A legal book, which every front end plays (the
    fair examples: tests/language/test_examples.py, tests/cli), is then refused by each
    front end, and each asked the spy about the whole book: a front end that judged by a
    check of its own, skipped the play judges or judged a file without the rest of its
    book (a session's rules in force) would let the book through. With the spy planting
    nothing, the same front ends pass it: what they refuse is what the gate refuses."""
    from lopti_rules.language import diagnostic
    from lopti_rules.tools import gate
    from lopti_rules.tools.bookgate import forget

    paths = [EXAMPLES / name for name in legal]
    files = [(str(p), p.read_text(encoding="utf-8")) for p in paths]
    whole = [text for _, text in files]
    asked: list[list[str]] = []
    planting = True

    def spy(results: Sequence[LintResult], witness_dir: Path | None) -> None:
        seen = [r.text for r in results]
        asked.append(seen)
        if planting and all(t in seen for t in whole):
            last = results[seen.index(whole[-1])]
            last.diagnostics.append(diagnostic("LP504", "planted by the gate spy", 1, 1))

    # a name of its own: no verdict kept by another test (or the real judges) is read
    monkeypatch.setattr(gate, "PLAY_JUDGES", [(f"spy {request.node.name}", spy)])
    forget()
    try:
        # the files join a session one by one through the gate: the first alone passes
        every_front_end_refuses([str(p) for p in paths], files, log, tmp_path, {"LP504"})
        assert asked and any(all(t in seen for t in whole) for seen in asked)
        # the planted error is what each refuses for: lint prints it, the compiler says it
        code, out = cli("lint", *map(str, paths))
        assert code == 1 and "LP504" in out and "planted by the gate spy" in out
        with pytest.raises(LoptiError, match="planted by the gate spy"):
            load_rules(paths)
        planting = False  # under a name of its own: the verdicts above are kept on disk
        monkeypatch.setattr(gate, "PLAY_JUDGES", [(f"silent spy {request.node.name}", spy)])
        forget()
        every_front_end_passes([str(p) for p in paths], files, log, tmp_path)
    finally:
        forget()


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
