"""The gate's machinery: verdicts, how they are made and kept, and refusals (``tools.gate``
holds the gate itself, with its list of play judges).

A house rule is legal or not as part of the book the table plays with (DESIGN.md, "What
blocking means"), and by what it does as well as how it is worded. ``tools.gate.judge``
decides it (through :func:`judge_with` here), and every front end asks it and nothing
else: ``lopti lint``, ``session rule add``
and the change and restore votes (``sessions.checks``), ``lopti serve``'s "add to the
session" (through the session), ``lopti lsp`` (the static checks as you type, the whole
verdict on save), the public ``lopti_rules.compile_text`` / ``compile_book``
and ``simulate --rules``, ``replay --rules`` and table scenarios (``tools.gate``'s
``compile_files``, ``load_rules`` and ``load_scenarios``).

A verdict is made in two steps:

1. **The static checks**: the linter over the files as one book (``language.lint_book``):
   the wording, hook by hook and across files.
2. **The play judges** (``gate.PLAY_JUDGES``), which run the book: today the play audit
   (``tools.audit``: witnesses for the static verdicts, settlers for what the text
   could not decide, and the termination search, LP504/LP505). A judge is one entry in
   that list; the behavioural trial joins it the same way.

``static_only=True`` stops after step 1: a quick answer for as-you-type use, marked
``final=False`` (:attr:`Verdict.label` says so), never the verdict a book is adopted or
played on. A play judge that plays a scenario of its own (a witness probe) has that
scenario's rules checked statically: the gate never judges inside its own judgement.
The verdict is deterministic: the judges count games and tables, never seconds.

Verdicts are kept (:data:`CACHE_SIZE` books): the same files are never judged twice, and
a book whose play judges found nothing is not played again when only its spelling or its
files' names changed (comments, layout, names' case, ``14`` for ``A``..., or the same
file reached as ``x.lopti``, ``examples/rules/x.lopti`` or ``<rule>``: its meaning,
``language.canonical``, in book order, is the key; a clean verdict says nothing that
names a file). A book the play judges refused is judged again on any change of text or
name, so its diagnostics point at the lines and files it now has; the judges themselves
keep their verdicts by the texts, across processes and names (``tools.keptverdicts``),
so that judging again under a new name plays no game.

Errors refuse a book; warnings refuse it for playing unless the caller allows them
(:func:`refusal`; ``--allow-warnings``; scenarios, ``lint --simulate`` and sessions do:
see docs/rules-in-play.md).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from ..i18n import N_
from ..language import CompileError, Diagnostic, LintResult, Source
from ..records import Record

#: what a refused book's error ends with: every command refuses the same way
NOT_CLEAN = "only a rule book that passes `lopti lint` is played (R-CUSTOM)"
#: what a static-only verdict says about itself, wherever it is shown
STATIC_ONLY = N_("static checks only: not the final verdict (the play judges, which run "
                  "the book, have not judged it)")

#: A play judge: (every file's result, the witness folder or None) -> None. It runs the
#: book and changes the results in place: it may add diagnostics and put a witness on one
#: (or settle one the text could not decide), never drop an error.
PlayJudge = Callable[[Sequence[LintResult], Path | None], None]


#: A judge written as rule files in, findings out: ``(name, text)`` pairs -> (filename,
#: diagnostic) pairs (the trial's ``judge`` has this shape). :func:`findings_judge` makes
#: it a PlayJudge.
FindingsJudge = Callable[[Sequence[tuple[str, str]]], Sequence[tuple[str, Diagnostic]]]


def findings_judge(find: FindingsJudge) -> PlayJudge:
    """A play judge that asks ``find`` about a book the static checks passed (a book with
    errors is refused already, and not played) and files each finding under its file
    (an unknown file name: the first file), in book order."""
    def play(results: Sequence[LintResult], witness_dir: Path | None) -> None:
        if not results or any(r.errors for r in results):
            return
        by_name = {r.filename: r for r in results}
        added = False
        for filename, d in find([(r.filename, r.text) for r in results]):
            by_name.get(filename, results[0]).diagnostics.append(d)
            added = True
        if added:
            for r in results:
                r.diagnostics.sort(key=Diagnostic.sort_key)
    return play


class Verdict(Record):
    """What the gate says of a book: each file's result with every diagnostic (and its
    witness), whether it is the final verdict, and which play judges ran (a frozen
    record: ``records``)."""

    __slots__ = ("results", "final", "judges")
    results: tuple[LintResult, ...]
    #: False for a static-only verdict: a quick answer, not the one a book is played on
    final: bool
    judges: tuple[str, ...]

    def __init__(self, results: tuple[LintResult, ...], final: bool,
                 judges: tuple[str, ...] = ()) -> None:
        self._init(results, final, judges)

    @property
    def legal(self) -> bool:
        """No error: the book may be adopted (warnings allowed). Final only if ``final``."""
        return not any(r.errors for r in self.results)

    @property
    def label(self) -> str:
        """How far the verdict goes, in words (what a front end shows beside it)."""
        if not self.final:
            return STATIC_ONLY
        ran = ", ".join(("static checks", *self.judges))
        return f"final verdict ({ran})"

    def errors(self) -> list[tuple[str, Diagnostic]]:
        """Every error, with its file, in book order."""
        return [(r.filename, d) for r in self.results for d in r.errors]

    def warnings(self) -> list[tuple[str, Diagnostic]]:
        """Every warning, with its file, in book order."""
        return [(r.filename, d) for r in self.results for d in r.warnings]

    def fresh(self) -> list[LintResult]:
        """The results with lists of their own: a caller may add to them (``lopti lint
        --simulate``) without touching the kept verdict."""
        return [r.replace(diagnostics=list(r.diagnostics)) for r in self.results]


def judge_with(files: Sequence[tuple[str, str]], judges: Sequence[tuple[str, PlayJudge]],
               *, static_only: bool = False, witness_dir: Path | None = None,
               trees: bool = True) -> Verdict:
    """Whether the book of ``(name, text)`` files is legal: its static checks, then the
    play ``judges`` in order (``tools.gate.judge`` passes the gate's own list: every
    front end asks that). ``static_only``: the static checks alone (not final).
    ``witness_dir``: the play judges write their witnesses there (such a verdict is not
    kept). ``trees=False``: the caller shows the verdict and reads no result's ``book``,
    so a verdict kept on disk by an earlier process (:func:`kept_on_disk`) will do."""
    if getattr(_JUDGING, "active", False):  # a play judge playing a scenario: see above
        static_only = True
    names = tuple(name for name, _ in judges)
    key = (static_only, names, tuple(files))
    if witness_dir is None:
        found = _get(_VERDICTS, key)
        if found is not None:
            return found
        if not trees:
            found = kept_on_disk(files, judges, static_only)
            if found is not None:
                return found
    from ..language import lint_book  # the parser and the checks: only to judge

    results = lint_book(list(files))
    if static_only:
        verdict = Verdict(tuple(results), final=False)
    else:
        verdict = _played(results, judges, witness_dir)
    if witness_dir is None:
        _put(_VERDICTS, key, verdict)
        if not trees:
            keep_on_disk(files, judges, verdict)
    return verdict


#: What a verdict kept on disk depends on besides the files, the judges and lopti's
#: source; a new value here forgets every one
DISK_SETTINGS = "gate 1"


def _disk_key(files: Sequence[tuple[str, str]], judges: Sequence[tuple[str, PlayJudge]],
              static_only: bool) -> tuple[object, ...]:
    """What a whole verdict depends on besides the texts (``keptverdicts`` hashes those
    and lopti's source): the files' names (a diagnostic names its file), the language
    its messages are written in, static or final, and which play judges ran (by name and
    by the function that judged, so a test's stand-in judge never reads a real verdict)."""
    from ..i18n import current

    return (DISK_SETTINGS, static_only, current(), tuple(name for name, _ in files),
            tuple((name, getattr(j, "__module__", ""), getattr(j, "__qualname__", ""))
                  for name, j in judges))


def kept_on_disk(files: Sequence[tuple[str, str]], judges: Sequence[tuple[str, PlayJudge]],
                 static_only: bool) -> Verdict | None:
    """The whole verdict on these very files (names and texts) kept by an earlier process
    in lopti-rules' cache folder (``keptverdicts``, under ``gate/``), without its trees:
    a cold ``lopti lint`` of files it judged before loads neither the parser nor the
    checks nor a judge (issue 24, cold start). None when none is kept."""
    from . import keptverdicts

    by_name: dict[str, list[Diagnostic]] = {name: [] for name, _ in files}
    if len(by_name) < len(files):
        return None  # two files of one name: the kept form cannot tell them apart
    found = keptverdicts.load(files, _disk_key(files, judges, static_only), "gate")
    if found is None:
        return None
    for name, d in found:
        if name not in by_name:
            return None  # pragma: no cover - a damaged file: judge again
        by_name[name].append(d)
    results = tuple(LintResult(name, by_name[name], None, text) for name, text in files)
    return Verdict(results, final=not static_only,
                   judges=() if static_only else tuple(name for name, _ in judges))


def keep_on_disk(files: Sequence[tuple[str, str]], judges: Sequence[tuple[str, PlayJudge]],
                 verdict: Verdict) -> None:
    """Keep ``verdict`` for :func:`kept_on_disk` (nothing without a cache folder)."""
    if len({name for name, _ in files}) < len(files):
        return
    from . import keptverdicts

    keptverdicts.save(files, _disk_key(files, judges, not verdict.final),
                      [(r.filename, d) for r in verdict.results for d in r.diagnostics],
                      "gate")


def judge_static(files: Sequence[tuple[str, str]]) -> Verdict:
    """The static checks of the book alone (``final`` is False): what a book already
    judged is compiled with, and what a play judge's own scenarios are checked with."""
    return judge_with(files, (), static_only=True)


def kept(files: Sequence[tuple[str, str]], judges: Sequence[tuple[str, PlayJudge]]
         ) -> Verdict | None:
    """The final verdict of ``judges`` on these very files if one is kept, without
    judging (the language server shows it at once instead of the static checks)."""
    return _get(_VERDICTS, (False, tuple(name for name, _ in judges), tuple(files)))


def with_unreadable(sources: Sequence[Source], verdict: Verdict) -> Verdict:
    """``verdict`` on the readable ``sources`` of a run, with a result of its own for each
    source that could not be read (holding its diagnostic), in its place."""
    judged = iter(verdict.fresh())
    results = [LintResult(s.name, [s.problem], None, s.text) if s.problem is not None
               else next(judged) for s in sources]
    return verdict.replace(results=tuple(results))


def _played(results: list[LintResult], judges: Sequence[tuple[str, PlayJudge]],
            witness_dir: Path | None) -> Verdict:
    """The play judges over the linted book, unless its meaning was played clean before."""
    names = tuple(name for name, _ in judges)
    meaning = meaning_key(results)
    if meaning is not None:
        meaning = (names, meaning)
    if witness_dir is None and meaning is not None and _get(_CLEAN, meaning):
        return Verdict(tuple(results), final=True, judges=names)
    before = [list(r.diagnostics) for r in results]
    _JUDGING.active = True
    try:
        for _, play_judge in judges:
            play_judge(results, witness_dir)
    finally:
        _JUDGING.active = False
    if meaning is not None and [r.diagnostics for r in results] == before:
        _put(_CLEAN, meaning, True)  # the play judges found nothing: no need to play again
    return Verdict(tuple(results), final=True, judges=names)


def meaning_key(results: Sequence[LintResult]) -> tuple[object, ...] | None:
    """What the play judges' answer depends on: each file's canonical meaning
    (``language.canonical``) in book order, and the codes the static checks gave it; None
    when a file does not parse (then the exact text is the only key). Not the files'
    names: the judges play the texts (the audit stages a text whose name is no file of
    it), and a clean verdict, the only one kept by this key, names no file."""
    from ..language import canonical

    books = [r.book for r in results if r.book is not None]
    if len(books) < len(results):
        return None
    from dataclasses import replace  # (the trees are dataclasses; parsed, so loaded)

    key: list[object] = []
    for r, book in zip(results, books, strict=True):
        try:  # each file read among the others (what their rules make counts)
            meaning = repr(replace(canonical(book, books), filename=""))  # the name: above
        except (RecursionError, ValueError, TypeError):  # a tree too deep or too odd
            return None
        key.append((meaning, tuple(d.code for d in r.diagnostics)))
    return tuple(key)


#: set while the play judges run in this thread: a judge that plays a scenario (a
#: witness probe) has its rules checked by the static checks alone, so the gate never
#: judges a book inside its own judgement
_JUDGING = threading.local()

#: how many books' verdicts are kept (each kind), least recently used first out
CACHE_SIZE = 256
_LOCK = threading.Lock()  # the language server judges in a worker thread
_VERDICTS: OrderedDict[object, Verdict] = OrderedDict()
_CLEAN: OrderedDict[object, bool] = OrderedDict()
V = TypeVar("V")


def _get(cache: OrderedDict[object, V], key: object) -> V | None:
    with _LOCK:
        found = cache.get(key)
        if found is not None:
            cache.move_to_end(key)
        return found


def _put(cache: OrderedDict[object, V], key: object, value: V) -> None:
    with _LOCK:
        cache[key] = value
        cache.move_to_end(key)
        while len(cache) > CACHE_SIZE:
            cache.popitem(last=False)


def forget() -> None:
    """Drop every kept verdict (tests that count judgements; a judge that changed)."""
    with _LOCK:
        _VERDICTS.clear()
        _CLEAN.clear()


# ---------------------------------------------------------------- refusals


def finding(filename: str, d: Diagnostic) -> str:
    """One diagnostic as one line: ``a.lopti:2:9: LP402 ... (R-CUSTOM-3)``."""
    return f"{filename}:{d.line}:{d.column}: {d.code} {d.message} ({d.rule_ref})"


def findings(results: Sequence[LintResult]) -> tuple[str, ...]:
    """Every diagnostic of ``results`` as a line (:func:`finding`), in book order."""
    return tuple(finding(r.filename, d) for r in results for d in r.diagnostics)


def refusal(results: Sequence[LintResult] | Verdict, *, allow_warnings: bool = False
            ) -> CompileError | None:
    """Why the book may not be played (a CompileError naming file, line and code), or None.

    Any error refuses it; a warning refuses it unless ``allow_warnings``. The error points
    at the first problem; its ``diagnostics`` hold every one that refuses the book.
    """
    if isinstance(results, Verdict):
        results = results.results
    worst = [(r.filename, d) for r in results for d in r.errors]
    severity = "error"
    if not worst and not allow_warnings:
        worst = [(r.filename, d) for r in results for d in r.warnings]
        severity = "warning"
    if not worst:
        return None
    name, first = worst[0]
    more = (f" (+{len(worst) - 1} more: `lopti lint` on the same files lists them)"
            if len(worst) > 1 else "")
    tail = NOT_CLEAN if severity == "error" else (
        "a book with lint warnings is played only with --allow-warnings (R-CUSTOM)")
    kind = "" if severity == "error" else " (warning)"
    return CompileError(f"{first.code} {first.message}{kind}{more}; {tail}", source=name,
                        line=first.line, column=first.column,
                        diagnostics=[d for _, d in worst])
