"""``lopti fmt PATH... [--check]``: rewrite house rules in canonical form.

Exit 0 when nothing needed (or got) rewriting, 1 with ``--check`` when a file
would change, 2 for unreadable files or files that do not parse.
"""

from __future__ import annotations

import click


@click.command("fmt")
@click.argument("paths", nargs=-1, required=True,
                type=click.Path(dir_okay=True, file_okay=True))
@click.option("--check", is_flag=True, help="Only report files that would change.")
def fmt(paths: tuple[str, ...], check: bool) -> None:
    """Rewrite rule files in canonical form (idempotent; comments are kept)."""
    import sys

    from ..language import collect_files, format_text, printable, read_rule_file

    changed = 0
    for path in collect_files(paths):
        text = read_rule_file(path)
        new = format_text(text, str(path))
        if new == text:
            continue
        changed += 1
        if check:
            click.echo(printable(f"would reformat {path}"))
        else:
            path.write_text(new, encoding="utf-8")
            click.echo(printable(f"reformatted {path}"))
    if check and changed:
        sys.exit(1)
