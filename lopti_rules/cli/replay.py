"""``lopti replay LOG``: re-run a recorded game and print its event stream."""

from __future__ import annotations

import json
from pathlib import Path

import click


@click.command("replay")
@click.argument("log", type=click.Path(dir_okay=False, path_type=Path), metavar="LOG")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="Readable lines, or one JSON object per event.")
def replay(log: Path, fmt: str) -> None:
    """Re-run the game log LOG (JSON Lines) and print every event.

    A decision that is illegal, misplaced, malformed or missing is reported with its
    line number, and nothing else is printed.
    """
    from ..gamelog import read
    from ..replay import event_dict, event_text
    from ..replay import replay as run

    events = list(run(read(log)))  # check the whole log before printing anything
    if fmt == "json":
        lines = [json.dumps(event_dict(e), ensure_ascii=False) for e in events]
    else:
        lines = [event_text(e) for e in events]
    click.echo("\n".join(lines))
