"""``lopti lint [PATH...] [--format text|json|sarif|github] [--explain CODE] [--simulate N]
[--static-only] [--witness-dir DIR] [--show-python] [--select/--ignore CODES] [--quiet]
[--exit-zero] [--fix]``; ``-`` reads standard input, no PATH means the current folder.

``--fix`` first writes each file with its mechanical fixes applied (LP109-LP112, and a
face written as a number or a count's noun, LP946-LP947).
The text output is in colour on a terminal (not with ``NO_COLOR``; always with
``FORCE_COLOR``), and so is ``--explain``, rendered from its Markdown by rich (imported
only then).

The verdict is the gate's (``tools.judge``, the same answer every front end gives): the
static checks, then the play judges (the play audit gives rejections their witnesses
and plays the books that may keep a game from ending, LP504/LP505); ``--static-only``
stops after the static checks and says on stderr that this is not the final verdict;
``--witness-dir DIR`` writes witness scenarios and game logs into DIR.
``--simulate N`` adds the simulation's warnings (LS01-LS04) to the report before it is
rendered, so every format, the summary and the exit status count them.
Exit 0 when every file is clean, 1 when any problem is found (a file that does not
parse, is not UTF-8 or cannot be read is a problem of that file: the others are still
checked), 2 for usage errors or a path that does not exist (the group turns a
LoptiError into ``error: ...`` and exit 2). Defaults come from ``[tool.lopti]`` in
pyproject.toml (``language.load_config``); a flag given here wins. docs/cli.md.
Only the report formats are imported with this module (its options and ``--help`` need
no more); a run imports the linter and the gate, which loads the engine only for a book
that needs games, and rich only for a coloured --explain, so start-up stays fast.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import click

from ..i18n import gettext as _
from ..i18n import ngettext, number
from ..language import FORMATS
from .options import Whole, config_options


@click.command("lint")
@click.argument("paths", nargs=-1, type=click.Path(dir_okay=True, file_okay=True))
@click.option("--format", "fmt", type=click.Choice(FORMATS),
              default="text", show_default=True, help="Output format.")
@click.option("--explain", "explain_code", metavar="CODE",
              help="Print the documentation page of a lint code and exit.")
@click.option("--simulate", "simulate_games", type=Whole("games"), default=None,
              metavar="N", help="Also play N simulated games with the clean files' rules "
                                "and add their warnings (LS01-LS04: never fired, stopped, "
                                "safety cap, event never happened).")
@click.option("--static-only/--no-static-only", default=False,
              help="Only read the rules: no witnesses from play and no games played to "
                   "check that the book lets games end (LP504, LP505).")
@click.option("--witness-dir", type=click.Path(file_okay=False, path_type=Path),
              default=None, metavar="DIR",
              help="Write each witness (a scenario for `lopti test`, a game log for "
                   "`lopti replay`) into DIR and name the file in the report.")
@click.option("--each/--no-each", default=False,
              help="Check each file as a rule book of its own (a folder of separate "
                   "proposals), not all the files together as the book in play.")
@click.option("--show-python", is_flag=True,
              help="Also print the sandboxed Python that each clean file compiles to.")
@click.option("--jobs", "-j", type=Whole("jobs"), default=None, metavar="N",
              help="Processes playing the --simulate games (default: every core).")
@click.option("--scheduler", envvar="LOPTI_SCHEDULER", show_envvar=True, default=None,
              metavar="ADDRESS",
              help="Play the --simulate games on a Dask cluster (tcp://HOST:8786).")
@click.option("--select", "select", multiple=True, metavar="CODES",
              help="Report only these codes or prefixes (LP3, LP901; commas or repeats).")
@click.option("--ignore", "ignore", multiple=True, metavar="CODES",
              help="Do not report these codes or prefixes. Errors that protect players "
                   "still fail the run (exit 1), counted on standard error.")
@click.option("--exit-zero/--no-exit-zero", default=False,
              help="Exit 0 even when problems are found (2 still means a usage error).")
@click.option("--quiet/--no-quiet", "-q", default=False,
              help="Print only the problems: no summary line, nothing when all is clean.")
@click.option("--stdin-filename", default="-", metavar="NAME", show_default=True,
              help="The name reports give the text read from '-' (standard input).")
@click.option("--fix", "apply_fixes", is_flag=True,
              help="First apply the mechanical fixes (curly quotes, capitalised keywords, "
                   "tabs, special spaces: LP109-LP112; full-width punctuation: LP114; 11 for "
                   "J, '2 card': LP946-LP947) to the files, then lint them.")
@config_options
@click.pass_context
def lint(ctx: click.Context, paths: tuple[str, ...], fmt: str, explain_code: str | None,
         simulate_games: int | None, static_only: bool, witness_dir: Path | None,
         each: bool, show_python: bool, jobs: int | None, scheduler: str | None,
         select: tuple[str, ...], ignore: tuple[str, ...], exit_zero: bool, quiet: bool,
         stdin_filename: str, apply_fixes: bool, isolated: bool,
         config_file: Path | None) -> None:
    """Check house rules against the official limits on custom rules (R-CUSTOM).

    PATHS are .lopti files, folders (searched for *.lopti), glob patterns
    ('rules/**/*.lopti', expanded here when the shell did not) or - (standard input),
    checked together as the rule book in play (--each: one file at a time). Without
    PATHS: the `paths` of [tool.lopti] in pyproject.toml, else the current folder.
    """
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
            click.echo(page, nl=False)
        return
    config = load_config(file=config_file, isolated=isolated)

    def given(name: str) -> bool:
        return ctx.get_parameter_source(name) is not click.core.ParameterSource.DEFAULT

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
        raise click.UsageError(_("--witness-dir needs the play audit: drop --static-only"))
    named = list(paths) or config.paths() or ["."]
    if apply_fixes:
        _fix_files(_expanded([p for p in named if p != STDIN]))
    stdin = sys.stdin.buffer.read() if STDIN in named else None
    found = gather(_expanded(named), stdin=stdin, stdin_name=stdin_filename)
    for folder in found.empty_folders:
        said = _("{folder} holds no .lopti rule files").format(folder=folder)
        click.echo(printable(f"{_('warning')}: {said}"), err=True)
    from ..tools import judge_ahead, judge_sources  # the gate: every front end's one answer

    books = [[s] for s in found.sources] if each else [found.sources]
    trees = simulate_games is not None or show_python  # else a kept verdict will do
    if len(books) > 1 and not trees and witness_dir is None:
        for line in judge_ahead(books, static_only, jobs):  # a process that died
            click.echo(printable(f"{_('note')}: {line}"), err=True)
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
        click.echo(ngettext(
            "{n} error that protects players is not shown (--select/--ignore): the rules "
            "are not clean",
            "{n} errors that protect players are not shown (--select/--ignore): the rules "
            "are not clean", len(hidden)).format(n=number(len(hidden))), err=True)
    if static_only and not quiet:  # never mistaken for the verdict a book is played on
        from ..tools import STATIC_ONLY

        note = _("note")  # (outside the f-string, where Babel's extractor sees it)
        click.echo(f"{note}: {_(STATIC_ONLY)}", err=True)
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
            click.echo(printable(_("fixed {file}").format(file=path)), err=True)


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
