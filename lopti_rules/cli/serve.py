"""``lopti serve``: the table companion, a local web page over the same stages as the CLI."""

from __future__ import annotations

import click

from ..errors import LoptiError
from ..sessions import DEFAULT_PATH


class ServeMissing(LoptiError):
    """The optional ``serve`` extra is not installed."""


@click.command("serve")
@click.option("--db", default=DEFAULT_PATH, show_default=True, envvar="LOPTI_ARCHIVE",
              show_envvar=True,
              type=click.Path(dir_okay=False), help="The archive file.")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Where to listen; 0.0.0.0 lets phones on this network join (with a token).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535))
@click.option("--logs", default=None, type=click.Path(file_okay=False),
              help="Folder of game logs for the replay viewer (default: beside the archive).")
def serve(db: str, host: str, port: int, logs: str | None) -> None:
    """Serve the session to the whole table: write, lint, vote, Roshambo, charts, replays."""
    try:
        import uvicorn

        from ..serve import Config, create_app, join_link, qr_terminal
    except ImportError as exc:
        raise ServeMissing(f"lopti serve needs the serve extra ({exc.name} is missing): "
                           "pip install 'lopti-rules[serve]'") from None
    config = Config.for_host(db, host, port, logs=logs)
    click.echo(f"lopti serve: archive {db}")
    if config.token is None:
        click.echo(f"open http://{host}:{port}/ (this machine only)")
    else:
        click.echo("players join with this link (writes need its token):")
        link = join_link(config)
        click.echo(f"  {link}")
        click.echo("or scan this code (also on the page's Invite view):")
        click.echo(qr_terminal(link))
    uvicorn.run(create_app(config), host=host, port=port, log_level="warning",
                timeout_graceful_shutdown=2)
