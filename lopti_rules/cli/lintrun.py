"""What ``lopti lint`` does once its command line is read, without click (issue 24, cold start).

``cli/lint.py``'s click command reads the options and calls :func:`lint_run`; so does
``cli/quicklint.py`` for ``lopti lint PATH...`` with no option, which never imports click
(its import is a fifth of a cold lint's kept verdict). ``given(name)`` says whether an
option was given on the command line: each given option wins over its key in
``[tool.lopti]``. Lines on standard error go through :func:`say`, as ``click.echo(...,
err=True)`` wrote them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from ..i18n import gettext as _
from ..i18n import ngettext, number


def say(text: str) -> None:
    """One line on standard error, flushed (what ``click.echo(text, err=True)`` wrote)."""
    sys.stderr.write(f"{text}\n")
    sys.stderr.flush()


def lint_run(paths: Sequence[str], *, given: Callable[[str], bool], fmt: str = "text",
             explain_code: str | None = None, simulate_games: int | None = None,
             static_only: bool = False, witness_dir: Path | None = None, each: bool = False,
             show_python: bool = False, jobs: int | None = None, scheduler: str | None = None,
             select: tuple[str, ...] = (), ignore: tuple[str, ...] = (),
             exit_zero: bool = False, quiet: bool = False, stdin_filename: str = "-",
             apply_fixes: bool = False, isolated: bool = False,
             config_file: Path | None = None) -> None:
    """``lopti lint``: the options as ``cli/lint.py`` declares them (the defaults are its
    defaults); exits 1 when a problem is found (unless ``exit_zero``)."""
    from ..language import keep_patterns

    keep_patterns()  # before the language stage compiles its patterns (issue 24, cold start)
    from ..language import (
        STDIN,
        CodeFilter,
        check_selectors,
        filter_results,
        gather,
        load_config,
        printable,
        render,
        split_selectors,
    )

    if explain_code is not None:
        from ..language import explain

        page = explain(explain_code)
        if use_color(sys.stdout):
            from rich.console import Console
            from rich.markdown import Markdown

            Console(force_terminal=True).print(Markdown(page, code_theme="ansi_dark"))
        else:
            sys.stdout.write(page)
        return
    config = load_config(file=config_file, isolated=isolated)

    # each flag given here wins over its key in [tool.lopti]
    fmt = fmt if given("fmt") else str(config.get("format", fmt))
    static_only = static_only if given("static_only") else config.flag("static-only")
    each = each if given("each") else config.flag("each")
    exit_zero = exit_zero if given("exit_zero") else config.flag("exit-zero")
    quiet = quiet if given("quiet") else config.flag("quiet")
    chosen = CodeFilter(
        tuple(check_selectors(split_selectors(select if given("select")
                                              else config.listed("select")), "--select")),
        tuple(check_selectors(split_selectors(ignore if given("ignore")
                                              else config.listed("ignore")), "--ignore")))
    if static_only and witness_dir is not None:
        import click  # (only a command line click read names a witness folder)

        raise click.UsageError(_("--witness-dir needs the play audit: drop --static-only"))
    named = list(paths) or config.paths() or ["."]
    if apply_fixes:
        _fix_files(_expanded([p for p in named if p != STDIN]))
    stdin = sys.stdin.buffer.read() if STDIN in named else None
    found = gather(_expanded(named), stdin=stdin, stdin_name=stdin_filename)
    for folder in found.empty_folders:
        said = _("{folder} holds no .lopti rule files").format(folder=folder)
        say(printable(f"{_('warning')}: {said}"))
    from ..tools import judge_ahead, judge_sources  # the gate: every front end's one answer

    books = [[s] for s in found.sources] if each else [found.sources]
    trees = simulate_games is not None or show_python  # else a kept verdict will do
    if len(books) > 1 and not trees and witness_dir is None:
        for line in judge_ahead(books, static_only, jobs):  # a process that died
            say(printable(f"{_('note')}: {line}"))
    verdicts = [judge_sources(book, static_only=static_only, witness_dir=witness_dir,
                              trees=trees) for book in books]
    results = [r for v in verdicts for r in v.results]
    if simulate_games is not None:
        clean = [r.filename for r in results if r.ok and r.book is not None and r.book.rules]
        if clean:
            from ..language import add_findings
            from ..tools import default_jobs, simulation_warnings

            add_findings(results, simulation_warnings(
                clean, simulate_games, jobs=jobs or default_jobs(), scheduler=scheduler))
    compiled = [r for r in results if r.ok and r.book is not None and r.book.rules]
    hidden = [d for d in filter_results(results, chosen) if d.severity == "error"]
    if hidden:  # the code registry: only when an error was left out
        from ..language import CODES

        hidden = [d for d in hidden if d.code in CODES and not CODES[d.code].suppressible]
    version = ""
    if fmt == "sarif":
        from importlib.metadata import version as _version
        version = _version("lopti-rules")
    out = render(results, fmt, version, summary=not quiet,
                 color=fmt == "text" and use_color(sys.stdout))
    if fmt != "text" or not quiet or any(r.diagnostics for r in results):
        sys.stdout.write(out)
    if hidden:  # even with --quiet: exit 1 must never come without a word
        say(ngettext(
            "{n} error that protects players is not shown (--select/--ignore): the rules "
            "are not clean",
            "{n} errors that protect players are not shown (--select/--ignore): the rules "
            "are not clean", len(hidden)).format(n=number(len(hidden))))
    if static_only and not quiet:  # never mistaken for the verdict a book is played on
        from ..tools import STATIC_ONLY

        note = _("note")  # (outside the f-string, where Babel's extractor sees it)
        say(f"{note}: {_(STATIC_ONLY)}")
    if show_python:
        from ..language import python_source

        out_py = sys.stdout if fmt == "text" else sys.stderr
        for r in compiled:  # clean before --select/--ignore hid anything
            if r.book is not None:
                out_py.write(f"# --- {r.filename}: generated Python ---\n")
                out_py.write(python_source(r.book, filename=str(r.filename)))
    if (any(r.diagnostics for r in results) or hidden) and not exit_zero:
        sys.exit(1)


def use_color(stream: object) -> bool:
    """Colour for a human: never with NO_COLOR set, always with FORCE_COLOR (not 0),
    else only on a terminal (https://no-color.org, https://force-color.org)."""
    import os

    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR", "0") not in ("", "0"):
        return True
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def _fix_files(paths: list[str]) -> None:
    """Write each rule file with its mechanical fixes applied; say which changed (stderr)."""
    from ..language import collect_files, fix_text, printable, read_rule_file

    for path in collect_files(paths):
        text = read_rule_file(path)
        new = fix_text(text)
        if new != text:
            path.write_text(new, encoding="utf-8")
            say(printable(_("fixed {file}").format(file=path)))


def _expanded(paths: Sequence[str]) -> list[str]:
    """Each path, or the files a glob pattern matches (sorted) when no such path exists;
    a pattern that matches nothing is kept, so it is reported as missing."""
    import glob
    from pathlib import Path

    out: list[str] = []
    for p in paths:
        if glob.has_magic(p) and not Path(p).exists():
            out += sorted(glob.glob(p, recursive=True)) or [p]
        else:
            out.append(p)
    return out
