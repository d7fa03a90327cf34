"""``lopti lint PATH... [--format text|json|sarif|github] [--explain CODE] [--simulate N]
[--static-only] [--witness-dir DIR] [--show-python] [--fix]``.

``--fix`` first writes each file with its mechanical fixes applied (LP109-LP112).
The text output is in colour on a terminal (not with ``NO_COLOR``; always with
``FORCE_COLOR``), and so is ``--explain``, rendered from its Markdown by rich (imported
only then).

After the linter, the play audit (``tools.audit``) gives rejections their witnesses and
plays the books that may keep a game from ending (LP504/LP505); ``--static-only`` skips
it, ``--witness-dir DIR`` writes witness scenarios and game logs into DIR.
``--simulate N`` adds the simulation's warnings (LS01-LS04) to the report before it is
rendered, so every format, the summary and the exit status count them.
Exit 0 when every file is clean, 1 when any problem is found, 2 for usage or
I/O errors (the group turns a LoptiError into ``error: ...`` and exit 2).
Only the linter is imported here: no engine, and rich only for a coloured --explain,
so start-up stays fast.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..language import FORMATS


@click.command("lint")
@click.argument("paths", nargs=-1, type=click.Path(dir_okay=True, file_okay=True))
@click.option("--format", "fmt", type=click.Choice(FORMATS),
              default="text", show_default=True, help="Output format.")
@click.option("--explain", "explain_code", metavar="CODE",
              help="Print the documentation page of a lint code and exit.")
@click.option("--simulate", "simulate_games", type=click.IntRange(min=1), default=None,
              metavar="N", help="Also play N simulated games with the clean files' rules "
                                "and add their warnings (LS01-LS04: never fired, stopped, "
                                "safety cap, event never happened).")
@click.option("--static-only", is_flag=True,
              help="Only read the rules: no witnesses from play and no games played to "
                   "check that the book lets games end (LP504, LP505).")
@click.option("--witness-dir", type=click.Path(file_okay=False, path_type=Path),
              default=None, metavar="DIR",
              help="Write each witness (a scenario for `lopti test`, a game log for "
                   "`lopti replay`) into DIR and name the file in the report.")
@click.option("--each", is_flag=True,
              help="Check each file as a rule book of its own (a folder of separate "
                   "proposals), not all the files together as the book in play.")
@click.option("--show-python", is_flag=True,
              help="Also print the sandboxed Python that each clean file compiles to.")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, metavar="N",
              help="Processes playing the --simulate games (default: every core).")
@click.option("--scheduler", envvar="LOPTI_SCHEDULER", default=None, metavar="ADDRESS",
              help="Play the --simulate games on a Dask cluster (tcp://HOST:8786).")
@click.option("--fix", "apply_fixes", is_flag=True,
              help="First apply the mechanical fixes (curly quotes, capitalised keywords, "
                   "tabs, special spaces: LP109-LP112) to the files, then lint them.")
def lint(paths: tuple[str, ...], fmt: str, explain_code: str | None,
         simulate_games: int | None, static_only: bool, witness_dir: Path | None,
         each: bool, show_python: bool, jobs: int | None, scheduler: str | None,
         apply_fixes: bool = False) -> None:
    """Check house rules against the official limits on custom rules (R-CUSTOM).

    PATHS are .lopti files, folders (searched for *.lopti) or glob patterns
    ('rules/**/*.lopti', expanded here when the shell did not), checked together as the
    rule book in play (--each: one file at a time).
    """
    from ..language import add_findings, explain, lint_paths, render

    if explain_code is not None:
        page = explain(explain_code)
        if use_color(sys.stdout):
            from rich.console import Console
            from rich.markdown import Markdown

            Console(force_terminal=True).print(Markdown(page, code_theme="ansi_dark"))
        else:
            click.echo(page, nl=False)
        return
    if not paths:
        raise click.UsageError("give at least one file or folder to lint")
    if static_only and witness_dir is not None:
        raise click.UsageError("--witness-dir needs the play audit: drop --static-only")
    if apply_fixes:
        _fix_files(_expanded(paths))
    if each:
        from ..language import collect_files

        books = [lint_paths([p]) for p in collect_files(_expanded(paths))]
    else:
        books = [lint_paths(_expanded(paths))]
    if not static_only:
        from ..tools import audit

        for book in books:
            audit(book, witness_dir=witness_dir)
    results = [r for book in books for r in book]
    if simulate_games is not None:
        clean = [r.filename for r in results if r.ok and r.book is not None and r.book.rules]
        if clean:
            from ..tools import default_jobs, simulation_warnings

            add_findings(results, simulation_warnings(
                clean, simulate_games, jobs=jobs or default_jobs(), scheduler=scheduler))
    version = ""
    if fmt == "sarif":
        from importlib.metadata import version as _version
        version = _version("lopti-rules")
    sys.stdout.write(render(results, fmt, version, color=fmt == "text" and
                            use_color(sys.stdout)))
    if show_python:
        from ..language import python_source

        out = sys.stdout if fmt == "text" else sys.stderr
        for r in results:
            if r.ok and r.book is not None and r.book.rules:
                out.write(f"# --- {r.filename}: generated Python ---\n")
                out.write(python_source(r.book, filename=str(r.filename)))
    if any(r.diagnostics for r in results):
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
    from ..language import collect_files, fixed_text, printable, read_rule_file

    for path in collect_files(paths):
        text = read_rule_file(path)
        new = fixed_text(text)
        if new != text:
            path.write_text(new, encoding="utf-8")
            click.echo(printable(f"fixed {path}"), err=True)


def _expanded(paths: tuple[str, ...]) -> list[str]:
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
