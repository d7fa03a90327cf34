"""The gate: the one function that says whether a rule book is legal, and the front doors
that ask it before a book is compiled, played or adopted.

:func:`judge` is the answer every front end gives: ``lopti lint``, ``session rule add``
and the change and restore votes (``sessions.checks``), ``lopti serve`` (through the
session; its editor's live lint is :func:`judge` with ``static_only``), ``lopti lsp``
(static as you type, the final verdict on open and save), and, through the doors here,
the public compiler (:func:`compile_text`, :func:`compile_book`), ``simulate --rules``
and ``replay --rules`` (:func:`load_rules`) and table scenarios (:func:`load_scenarios`).
It runs the static checks, then the play judges of :data:`PLAY_JUDGES`, and keeps the
verdict (``bookgate``: how a verdict is made, kept by meaning, and turned into a
refusal).

``lopti lint`` of a book that needs no games loads neither the compiler, the sandbox nor
the engine's game through this module: the doors import them when they are used.

This module sits above everything a play judge uses (the audit plays scenarios and
simulations): so the doors are here, and the modules below compile with the static
checks only what the gate has judged (``rulebooks.compile_files``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import InputError
from ..language import Diagnostic, LintResult, Source
from .bookgate import PlayJudge, Verdict, findings_judge, judge_with, refusal, with_unreadable
from .bookgate import kept as kept_with

if TYPE_CHECKING:  # the doors below load the compiler and the engine only when used
    from ..language import CompiledBook, RuleBook
    from ..sandbox import SandboxPolicy
    from .rulebooks import RuleSet
    from .scenario import Scenario


def audit_judge(results: Sequence[LintResult], witness_dir: Path | None) -> None:
    """The play audit (``tools.audit``): witnesses, settlers and the termination search.

    Its searches play scenarios, which read rule files from disk, and cost up to seconds
    of games a book. So the audit plays the texts under stand-in names
    (``keptverdicts.stand_ins``), written into a scratch folder, and its verdict is kept
    by the texts (``keptverdicts``, under ``audit/``): the same book asked about as
    ``examples/rejected/x.lopti`` by ``lopti lint``, as ``<rule>`` by ``compile_text``,
    as a session's ``rule 2 by Bo (round 1)`` or by another process is audited once,
    and its findings are given back under the names it came with. The verdict never
    depends on where the text came from. A book whose static checks read differently
    under other names (none today) and a run that writes its witnesses into a folder
    are audited where they are (:func:`_audit_here`)."""
    if witness_dir is not None:
        _audit_here(results, witness_dir)
        return
    from . import keptverdicts as kept

    files = [(r.filename, r.text) for r in results]
    book = kept.stand_ins(files)
    found = kept.load(book, AUDIT_SETTINGS, "audit")
    if found is None:
        with kept.claim(book, AUDIT_SETTINGS, "audit"):
            found = kept.load(book, AUDIT_SETTINGS, "audit")  # another process audited it
            if found is None:
                found = _audited(book)
                kept.save(book, AUDIT_SETTINGS, found, "audit")
    if kept.named(files, _phase(found, STATIC), quote=False) != \
            [(r.filename, d) for r in results for d in r.diagnostics]:
        _audit_here(results, None)  # the names changed the static checks: no kept verdict
        return
    place = {name: r for (name, _), r in zip(book, results, strict=True)}
    audited = _phase(found, AUDITED)
    for r in results:
        r.diagnostics.clear()
    for (stand_in, _), (_, d) in zip(audited, kept.named(files, audited, quote=False),
                                     strict=True):
        place.get(stand_in, results[0]).diagnostics.append(d)


#: What the audit's kept verdicts depend on besides the texts and lopti's source: nothing
#: (the audit has no settings); a new value here forgets every kept audit
AUDIT_SETTINGS = "audit 1"
#: A kept audit holds the book's static diagnostics under the stand-in names (each
#: file's, tagged ``STATIC``) and what the audit made of them (tagged ``AUDITED``)
STATIC, AUDITED = "static ", "audited "


def _phase(found: Sequence[tuple[str, Diagnostic]], tag: str) -> list[tuple[str, Diagnostic]]:
    """The kept diagnostics of one phase, under their stand-in file names."""
    return [(name.removeprefix(tag), d) for name, d in found if name.startswith(tag)]


def _audited(book: Sequence[tuple[str, str]]) -> list[tuple[str, Diagnostic]]:
    """The audit of ``book`` (stand-in names and texts): the static checks' diagnostics and
    the audit's, each tagged by phase, under the stand-in names."""
    from ..language import lint_book

    results = lint_book(list(book))
    static = [(STATIC + r.filename, d) for r in results for d in r.diagnostics]
    _audit_here(results, None, staged=True)
    return static + [(AUDITED + r.filename, d) for r in results for d in r.diagnostics]


def _audit_here(results: Sequence[LintResult], witness_dir: Path | None, *,
                staged: bool = False) -> None:
    """The audit of ``results`` now, in place. A book whose texts are not the files of
    their names (``staged``: stand-in names; a session's label, ``<rule>``, standard
    input, an editor's unsaved text) is written into a scratch folder for it and its
    findings are given back under the names it came with."""
    from .audit import audit

    if not staged and all(_on_disk(r) for r in results):
        audit(results, witness_dir=witness_dir)
        return
    import tempfile

    with tempfile.TemporaryDirectory(prefix="lopti-gate-") as tmp:
        staged_results, names = [], {}
        for i, r in enumerate(results):
            path = Path(tmp) / (Path(r.filename).name if staged else f"{i:03d}.lopti")
            path.write_text(r.text, encoding="utf-8", errors="surrogateescape")
            names[path.as_posix()] = r.filename
            staged_results.append(r.replace(filename=str(path),
                                            diagnostics=list(r.diagnostics)))
        audit(staged_results, witness_dir=witness_dir)

        def back(text: str) -> str:
            for path, name in names.items():
                text = text.replace(path, name)
            return text

        for r, s in zip(results, staged_results, strict=True):
            r.diagnostics[:] = [d.replace(message=back(d.message), witness=back(d.witness))
                                for d in s.diagnostics]


def _on_disk(r: LintResult) -> bool:
    """Whether ``r``'s file name is a file holding exactly its text."""
    path = Path(r.filename)
    try:
        return path.is_file() and path.read_bytes().decode("utf-8", "surrogateescape") \
            .removeprefix("\ufeff") == r.text
    except OSError:
        return False


def trial_findings(files: Sequence[tuple[str, str]]) -> list[tuple[str, Diagnostic]]:
    """The trial (``tools.trial``, docs/trial.md): the book played over whole evenings
    against the same evenings without it; loaded only when a book is played."""
    from .trial import judge as trial

    return trial(files)


def trial_judge(results: Sequence[LintResult], witness_dir: Path | None) -> None:
    """The trial as a play judge. A book that cannot change a game (its hooks only speak,
    show or count: ``language.changes_play``, read off the trees the static checks
    parsed) loads neither the trial nor a game."""
    from ..language import changes_play

    if any(r.book is not None and changes_play(r.book) for r in results):
        findings_judge(trial_findings)(results, witness_dir)


#: The play judges the gate runs, in order, by name; each runs the book and may add
#: diagnostics or put a witness on one (``bookgate.PlayJudge``): the play audit (the
#: static verdicts' witnesses, the termination search), then the trial (LP801-LP805).
PLAY_JUDGES: list[tuple[str, PlayJudge]] = [
    ("audit", audit_judge), ("trial", trial_judge)]


def judge(files: Sequence[tuple[str, str]], *, static_only: bool = False,
          witness_dir: Path | None = None, trees: bool = True) -> Verdict:
    """Whether the book of ``(name, text)`` files is legal: the static checks, then every
    play judge; deterministic, every diagnostic with its witness. ``static_only``: a quick
    answer for as-you-type use, labelled not final (``Verdict.final``, ``label``).
    ``witness_dir``: the play judges write their witnesses there. ``trees=False``: the
    caller reads no result's tree (``lopti lint`` without ``--simulate`` or
    ``--show-python``), so a verdict an earlier process kept on disk will do
    (``bookgate.kept_on_disk``): its ``book`` is None."""
    return judge_with(files, PLAY_JUDGES, static_only=static_only, witness_dir=witness_dir,
                      trees=trees)


def judge_sources(sources: Sequence[Source], *, static_only: bool = False,
                  witness_dir: Path | None = None, trees: bool = True) -> Verdict:
    """:func:`judge` of the readable sources of a run (``lopti lint``); a source that could
    not be read keeps a result of its own holding its diagnostic, in its place."""
    readable = [(s.name, s.text) for s in sources if s.problem is None]
    return with_unreadable(sources, judge(readable, static_only=static_only,
                                          witness_dir=witness_dir, trees=trees))


def kept(files: Sequence[tuple[str, str]]) -> Verdict | None:
    """:func:`judge`'s final verdict on these very files if one is kept, without judging."""
    return kept_with(files, PLAY_JUDGES)


#: Codes a play judge's witness game may set aside to be played (``lopti simulate
#: --witness LP504``, ``lopti simulate --session ... --witness LP801``): a book refused
#: only for what its games show is played to show it, and the runtime's progress
#: guarantee and safety cap end every such game. Every other error still refuses the
#: book; a scenario's own ``witness`` line is the other way a code is set aside
#: (:func:`load_scenarios`).
PLAY_WITNESS_CODES = frozenset({"LP504", "LP801", "LP802", "LP803", "LP804", "LP805"})
#: the codes whose verdict ``--witness`` may set aside: those and LP601, which the trial
#: also finds by play (a rule's first deal or first round acting on the round before it),
#: and LP506, which the audit finds by play too (two rules acting alike on every sampled
#: moment: ``audit/sameplay.py``)
WITNESS_CODES = PLAY_WITNESS_CODES | {"LP601", "LP506"}


def compile_files(files: Sequence[tuple[str, str]], *, allow_warnings: bool = False,
                  policy: SandboxPolicy | None = None, witness: str = "") -> RuleSet:
    """Judge (name, text) pairs as one book and compile it; a book the gate refuses
    raises CompileError naming the file, line and code (exit 2). Errors refuse it; so
    do warnings unless ``allow_warnings``. ``witness``: a code of
    :data:`WITNESS_CODES` whose verdict is set aside, to play its witness game; the
    book's warnings, reported beside that verdict, do not stop it then (the command a
    lint report prints for an LP803 beside an LP505 plays as printed).
    ``policy``: the sandbox's (default: ``sandbox.DEFAULT_POLICY``)."""
    from ..sandbox import DEFAULT_POLICY
    from .rulebooks import compiled

    if witness and witness not in WITNESS_CODES:
        raise InputError(f"--witness {witness}: only the verdict of "
                         f"{', '.join(sorted(WITNESS_CODES))} may be set aside to play "
                         "its witness game")
    verdict = judge(files)
    results = verdict.fresh() if witness else list(verdict.results)
    for r in results if witness else ():
        r.diagnostics[:] = [d for d in r.diagnostics if d.code != witness]
    gate = refusal(results, allow_warnings=allow_warnings or bool(witness))
    if gate is not None:
        raise gate
    return compiled(files, results, policy or DEFAULT_POLICY)


def load_rules(paths: Sequence[str | Path], *, allow_warnings: bool = False,
               policy: SandboxPolicy | None = None, witness: str = "") -> RuleSet:
    """Read rule files and folders (``rulebooks.read_files``) and :func:`compile_files`
    them as one book: ``simulate --rules`` (``--witness``), ``replay --rules``."""
    from .rulebooks import read_files

    return compile_files(read_files(paths), allow_warnings=allow_warnings, policy=policy,
                         witness=witness)


def compile_text(text: str, filename: str = "<rule>", *,
                 policy: SandboxPolicy | None = None) -> CompiledBook:
    """The public compiler (``lopti_rules.compile_text``): rule text (one ``.lopti``
    file) through the gate's final verdict, then compiled. A book the gate refuses
    raises CompileError carrying every error; warnings do not stop it (as in a session).
    ``language.compile_text`` is the low-level step below, which checks the wording only."""
    (book,) = compile_files([(filename, text)], allow_warnings=True, policy=policy).books
    return book


def compile_book(book: RuleBook, *, filename: str,
                 policy: SandboxPolicy | None = None) -> CompiledBook:
    """:func:`compile_text` of a parsed book (``lopti_rules.compile_book``): the gate
    judges its canonical text (``lopti fmt``'s), so a refusal's lines are that text's."""
    from ..language import format_book

    return compile_text(format_book(book), filename, policy=policy)


def load_scenarios(paths: Sequence[str | Path], keyword: str | None = None
                   ) -> tuple[list[Scenario], list[InputError]]:
    """Every scenario of every file (``lopti test``), each scenario's rule files judged at
    the gate as one book; a scenario whose book the gate refuses is not run, and its
    file gets the refusal as its error. A witness scenario (``witness = "LP305"``) sets
    aside its own code's verdict, and only that code's. With ``keyword`` (``-k``), only
    the scenarios it selects (``scenario.select``: an InputError when none) are judged
    and kept, so one scenario's run does not wait for every other book's verdict; a
    malformed file is an error whatever is selected."""
    from .scenario import load_scenarios as load_static
    from .scenario import select

    scenarios, errors = load_static(paths)
    if keyword is not None and not errors:
        scenarios = select(scenarios, keyword)
    kept_scenarios: list[Scenario] = []
    refused: set[str] = {e.source or "" for e in errors}
    for s in scenarios:
        problem = _refused(s)
        if problem is None:
            kept_scenarios.append(s)
        elif s.source not in refused:  # one error a file, as the loader gives them
            refused.add(s.source)
            errors.append(InputError(f"scenario {s.name!r}: {problem}", source=s.source,
                                     line=s.line))
    return kept_scenarios, errors


def _refused(s: Scenario) -> str | None:
    """Why the gate refuses the rule book of scenario ``s``, or None."""
    if not s.rules:
        return None
    from ..language import read_rule_file

    verdict = judge([(str(p), read_rule_file(p)) for p in s.rules])
    results = verdict.fresh()
    if s.witness:
        results = [r.replace(diagnostics=[d for d in r.diagnostics if d.code != s.witness])
                   for r in results]
    gate = refusal(results, allow_warnings=True)
    return None if gate is None else str(gate)


#: the books ``judge_ahead``'s forked processes judge, by their number
_AHEAD: list[tuple[Sequence[Source], bool]] = []


def judge_ahead(books: Sequence[Sequence[Source]], static_only: bool,
                jobs: int | None) -> list[str]:
    """``--each`` on every core: forked processes judge the books (each its trial in its
    own process, ``LOPTI_JOBS=1``), and the gate keeps each verdict in the cache folder;
    the run then reads them in the files' order, so the report is the one a run on one
    core prints. Judged one book after another, the cores were idle while this process
    ran a book's static checks, play audit and the trial's comparisons (issue 24). Only
    where processes fork, this one runs no other thread and a cache folder keeps
    verdicts; a book a process failed on, or whose process died (killed by the OOM
    killer, a crash: ``workerpool``), is judged here, as before, and the others go on.
    Returns a line for each process that died (``lint`` prints them as notes)."""
    import multiprocessing
    import threading

    from ..language import cache_dir
    from .parallel import default_jobs

    processes = min(jobs or default_jobs(), len(books))
    if processes < 2 or cache_dir() is None or threading.active_count() > 1 or \
            "fork" not in multiprocessing.get_all_start_methods():
        return []  # (a process running threads, as a test runner may, is not forked)
    try:
        _warm(books, static_only)
    except Exception:  # (a book the checks fail on fails where it is judged, as before)
        pass
    _AHEAD[:] = [(book, static_only) for book in books]
    from ..i18n import gettext
    from .workerpool import WorkerPool, ended

    died: list[str] = []

    def lost(k: int, exitcode: int | None) -> None:
        name = next((s.name for s in books[k]), "?")
        died.append(gettext("the process judging {name} died ({how}); it is judged here "
                            "instead").format(name=name, how=ended(exitcode)))

    pool = WorkerPool(multiprocessing.get_context("fork"), processes, _one_core, "gate")
    try:  # a process that dies (the OOM killer, a crash) loses its book: judged here
        for _ in pool.imap_unordered(_judged, range(len(books)), doing=str, lost=lost):
            pass
    finally:
        pool.close()
        _AHEAD.clear()
    return died


def _warm(books: Sequence[Sequence[Source]], static_only: bool) -> None:
    """Load here, once, what every forked process would load for itself: the static
    checks with the parser and the lexicons its first book's texts read (that book's
    analysis is kept, ``lint.filecache``, so its process does not redo it) and, for the
    final verdict, the play judges' modules (the audit, the trial, the compiler, the
    rules runtime). The processes share them from the fork, and in a fresh install the
    parser and the lexicons are built once, not once a process (issue 24)."""
    import importlib

    from ..language import lint_book

    first = next(([(s.name, s.text) for s in book if s.problem is None] for book in books),
                 [])
    if first:
        lint_book(first)
    if not static_only:
        from .eveningruns import PRELOAD

        for name in (*PRELOAD, f"{__package__}.audit", f"{__package__}.trial.core"):
            importlib.import_module(name)


def _one_core() -> None:
    """A ``judge_ahead`` process: its trial plays here, and Ctrl-C is the parent's."""
    import os
    import signal

    os.environ["LOPTI_JOBS"] = "1"
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _judged(number: int) -> bool:
    """Judge book ``number`` of ``_AHEAD`` in a forked process, keeping its verdict."""
    book, static_only = _AHEAD[number]
    try:
        judge_sources(book, static_only=static_only, trees=False)
    except Exception:  # the parent judges it again and says what went wrong
        return False
    return True
