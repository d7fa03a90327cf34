"""``lopti fmt PATH... [--check | --words]``: rewrite house rules in canonical form.

``--words`` prints each rule in plain English instead (``language.describe``).

Exit 0 when nothing needed (or got) rewriting, 1 with ``--check`` when a file
would change, 2 for unreadable files or files that do not parse.
"""

from __future__ import annotations

import click


@click.command("fmt")
@click.argument("paths", nargs=-1, required=True,
                type=click.Path(dir_okay=True, file_okay=True))
@click.option("--check", is_flag=True, help="Only report files that would change.")
@click.option("--words", is_flag=True,
              help="Print each rule in plain English instead (nothing is rewritten).")
def fmt(paths: tuple[str, ...], check: bool, words: bool) -> None:
    """Rewrite rule files in canonical form (idempotent; comments are kept).

    With --words, print what each rule says in plain English sentences instead."""
    import sys

    from ..language import collect_files, describe_text, format_text, printable, read_rule_file

    if words:
        files = collect_files(paths)
        for i, path in enumerate(files):
            said = describe_text(read_rule_file(path), str(path))
            head = f"{path}:\n" if len(files) > 1 else ""
            click.echo(printable(("\n" if i else "") + head + said, newlines=True), nl=False)
        return
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
