"""``lopti book``: show a session's rule book with its history, export it, import it back."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import click

from ..errors import InputError
from ..i18n import gettext as _
from ..language import patchable, printable
from ..sessions import (
    Code,
    Heading,
    Items,
    Para,
    Table,
    document,
    from_json,
    to_html,
    to_json,
    to_markdown,
)
from .options import Whole
from .session import archive_options, opened, read_text

FORMATS = {"md": to_markdown, "markdown": to_markdown, "html": to_html, "json": to_json}


@click.group()
def book() -> None:
    """Show, export and import session rule books.

    The books live in the archive lopti-archive.db in the current folder, or the file in
    the environment variable LOPTI_ARCHIVE, or --db FILE (which wins).
    """


@book.command("show")
@click.argument("session_id", type=Whole("id"), required=False)
@archive_options
def show(session_id: int | None, db: str, busy_timeout: float) -> None:
    """Show a rule book (default: the latest session) with its whole history."""
    from rich.console import Console
    from rich.table import Table as RichTable
    from rich.text import Text

    with opened(db, busy_timeout, write=False) as archive:
        session = archive.load(archive.resolve(session_id, open_only=False))
    console = Console(highlight=False)
    for block in document(session):  # names and rule texts: control characters escaped
        if isinstance(block, Heading):
            console.print(Text(printable(block.text),
                               style="bold underline" if block.level < 3 else "bold"))
        elif isinstance(block, Para):
            console.print(Text(printable(block.text, newlines=True)))
        elif isinstance(block, Code):
            console.print(Text(printable(block.text.rstrip(), newlines=True), style="cyan"))
        elif isinstance(block, Items):
            for item in block.items:
                console.print(Text(printable(f"  - {item}")))
        elif isinstance(block, Table):
            table = RichTable(*(printable(h) for h in block.headers))
            for row in block.rows:
                table.add_row(*(Text(printable(c)) for c in row))
            console.print(table)


@book.command("export")
@click.argument("session_id", type=Whole("id"), required=False)
@click.option("-f", "--format", "fmt", type=click.Choice(sorted(FORMATS)), default="md",
              show_default=True, help="Markdown, a printable HTML page, or JSON (re-importable).")
@click.option("-o", "--output", type=click.Path(dir_okay=False), default=None,
              help="Write to this file instead of standard output.")
@archive_options
def export(session_id: int | None, fmt: str, output: str | None, db: str,
           busy_timeout: float) -> None:
    """Export a session's rule book (default: the latest session).

    To a terminal, control characters in names and rule texts are shown escaped
    (\\x1b), never obeyed; a file (-o FILE) or a pipe gets the exact text."""
    with opened(db, busy_timeout, write=False) as archive:
        session = archive.load(archive.resolve(session_id, open_only=False))
    text = FORMATS[fmt](session)
    if output is None:
        if _terminal():  # names and rule texts may hold escape sequences: shown, not obeyed
            text = patchable(text)
        click.echo(text, nl=False)
        return
    write_atomically(Path(output), text)
    click.echo(_("session {session} written to {file} ({format})").format(
        session=session.id, file=output, format=fmt), err=True)


def _terminal() -> bool:
    """Is standard output a terminal (not a file or a pipe, which get the exact text)?"""
    return sys.stdout.isatty()


def write_atomically(target: Path, text: str) -> None:
    """Write ``text`` to a temporary file next to ``target`` and rename it over ``target``:
    a full disk or any other failure leaves the previous export as it was."""
    tmp: str | None = None
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except OSError as exc:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
        reason = exc.strerror or str(exc)
        raise InputError(_("cannot write ({reason}); any earlier file there is unchanged"
                           ).format(reason=reason), source=str(target)) from None


@book.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--as-new", is_flag=True, help="Give the session a new id in this archive.")
@archive_options
def import_(file: str, as_new: bool, db: str, busy_timeout: float) -> None:
    """Import a rule book exported as JSON; the archive is created if needed."""
    session = from_json(read_text(file, "rule book"), file)
    if as_new:
        session.id = None
    with opened(db, busy_timeout, write=True, create=True) as archive:
        if session.id is not None and archive.exists(session.id):
            raise InputError(_("{archive}: session {session} already exists; import it with "
                               "--as-new to give it the next free id").format(
                archive=archive.path, session=session.id))
        sid = archive.add(session)
    click.echo(printable(_("imported '{name}' as session {session}").format(
        name=session.name, session=sid)))
