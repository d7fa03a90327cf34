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
The command reads its options and calls ``cli/lintrun.py`` (``lopti lint PATH...`` with no
option gets there without click: ``cli/quicklint.py``).
Only the report formats are imported with this module (its options and ``--help`` need
no more); a run imports the linter and the gate, which loads the engine only for a book
that needs games, and rich only for a coloured --explain, so start-up stays fast.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..language import FORMATS
from .lintrun import lint_run, use_color
from .options import Whole, config_options

__all__ = ["lint", "use_color"]


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
    def given(name: str) -> bool:
        return ctx.get_parameter_source(name) is not click.core.ParameterSource.DEFAULT

    lint_run(paths, given=given, fmt=fmt, explain_code=explain_code,
             simulate_games=simulate_games, static_only=static_only, witness_dir=witness_dir,
             each=each, show_python=show_python, jobs=jobs, scheduler=scheduler,
             select=select, ignore=ignore, exit_zero=exit_zero, quiet=quiet,
             stdin_filename=stdin_filename, apply_fixes=apply_fixes, isolated=isolated,
             config_file=config_file)
