"""``lopti fmt [PATH...] [--check | --diff | --words] [--quiet]``: canonical house rules.

``--words`` prints each rule in plain English instead (``language.describe``); ``--lang
nl`` writes the rules in Dutch keywords (de, nl, tr, en: ``language.format_text``), and
without it each file keeps its own rule language.

``-`` reads standard input and writes the formatted text to standard output; no PATH
means the ``paths`` of ``[tool.lopti]`` (pyproject.toml), else the current folder. A
file that does not parse, is not UTF-8 or cannot be read is reported (with line and
column, as lint shows it, on standard error) and left alone; the other files are still
formatted. Exit 0 when nothing needed (or got) rewriting, 1 with ``--check`` or
``--diff`` when a file would change, 2 when a file could not be formatted or for a
usage error (``-`` then passes its input through unchanged, so a filter loses no
text). docs/cli.md.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..i18n import gettext as _
from ..i18n import ngettext, number
from .options import config_options

if TYPE_CHECKING:
    from ..language import Source


@click.command("fmt")
@click.argument("paths", nargs=-1, type=click.Path(dir_okay=True, file_okay=True))
@click.option("--check", is_flag=True, help="Only report files that would change (exit 1).")
@click.option("--diff", "show_diff", is_flag=True,
              help="Print a unified diff of what would change instead of writing (exit 1 "
                   "when there is one).")
@click.option("--quiet/--no-quiet", "-q", default=False,
              help="Print only problems: no 'reformatted' or 'would reformat' lines.")
@click.option("--words", is_flag=True,
              help="Print each rule in plain English instead (nothing is rewritten).")
@click.option("--lang", "rule_lang", type=click.Choice(["en", "de", "nl", "tr"]), default=None,
              help="Write the rules in this language's keywords (en, de, nl, tr); by default "
                   "each file keeps its own.")
@click.option("--stdin-filename", default="-", metavar="NAME", show_default=True,
              help="The name messages give the text read from '-' (standard input).")
@config_options
@click.pass_context
def fmt(ctx: click.Context, paths: tuple[str, ...], check: bool, show_diff: bool, quiet: bool,
        words: bool, rule_lang: str | None, stdin_filename: str, isolated: bool,
        config_file: Path | None) -> None:
    """Rewrite rule files in canonical form (idempotent; comments are kept).

    With --lang, write them in that language's keywords (a German rule in Dutch, and back).
    With --words, print what each rule says in plain English sentences instead."""
    from ..language import STDIN, format_source, gather, load_config, patchable, printable

    config = load_config(file=config_file, isolated=isolated)
    if ctx.get_parameter_source("quiet") is click.core.ParameterSource.DEFAULT:
        quiet = config.flag("quiet")
    named = list(paths) or config.paths() or ["."]
    stdin = sys.stdin.buffer.read() if STDIN in named else None
    found = gather(named, stdin=stdin, stdin_name=stdin_filename)
    for folder in found.empty_folders:
        said = _("{folder} holds no .lopti rule files").format(folder=folder)
        click.echo(printable(f"{_('warning')}: {said}"), err=True)
    if words:
        _say(found.sources)
        return
    changed = failed = 0
    for done in (format_source(s, rule_lang) for s in found.sources):
        source = done.source
        if done.problem is not None:
            failed += 1
            from ..language import LintResult, render

            report = LintResult(source.name, [done.problem], None, source.text)
            sys.stderr.write(render([report], "text", summary=False))
            if source.path is None and stdin is not None and not (check or show_diff):
                sys.stdout.buffer.write(stdin)  # a filter (editor, pipe) keeps its text
            continue
        if show_diff:
            sys.stdout.write(patchable(done.diff()))
        elif source.path is None and not check:
            sys.stdout.write(done.new or "")
        if not done.changed:
            continue
        changed += 1
        if show_diff or source.path is None:
            continue
        if check:
            if not quiet:
                click.echo(printable(_("would reformat {file}").format(file=source.name)))
        else:
            source.path.write_text(done.new or "", encoding="utf-8")
            if not quiet:
                click.echo(printable(_("reformatted {file}").format(file=source.name)))
    if failed:
        click.echo(ngettext("{n} file could not be formatted (see above)",
                            "{n} files could not be formatted (see above)", failed).format(
            n=number(failed)), err=True)
        sys.exit(2)
    if changed and (check or show_diff):
        sys.exit(1)


def _say(sources: list[Source]) -> None:
    """``--words``: each file's rules in plain English, a file that cannot be read reported."""
    from ..language import LintResult, describe_text, printable, render

    failed = 0
    for i, source in enumerate(sources):
        if source.problem is not None:
            failed += 1
            report = LintResult(source.name, [source.problem], None, source.text)
            sys.stderr.write(render([report], "text", summary=False))
            continue
        said = describe_text(source.text, source.name)
        head = f"{source.name}:\n" if len(sources) > 1 else ""
        click.echo(printable(("\n" if i else "") + head + said, newlines=True), nl=False)
    if failed:
        sys.exit(2)
