"""``lopti serve``: the table companion, a local web page over the same stages as the CLI."""

from __future__ import annotations

from types import FrameType
from typing import TYPE_CHECKING

import click

from ..errors import LoptiError
from ..i18n import gettext as _
from ..sessions import DEFAULT_PATH

if TYPE_CHECKING:
    from ..serve import Table


class ServeMissing(LoptiError):
    """The optional ``serve`` extra is not installed."""


@click.command("serve")
@click.option("--db", default=DEFAULT_PATH, show_default=True, envvar="LOPTI_ARCHIVE",
              show_envvar=True,
              type=click.Path(dir_okay=False), help="The archive file.")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Where to listen; 0.0.0.0 lets phones on this network join (with the session's "
                   "join link).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535))
@click.option("--logs", default=None, type=click.Path(file_okay=False),
              help="Folder of game logs for the replay viewer (default: beside the archive).")
def serve(db: str, host: str, port: int, logs: str | None) -> None:
    """Serve the session to the whole table: write, lint, vote, Roshambo, charts, replays."""
    try:
        import uvicorn

        from ..serve import Config, create_app, is_loopback, join_link, qr_terminal
    except ImportError as exc:
        raise ServeMissing(_("lopti serve needs the serve extra ({module} is missing): "
                             "pip install 'lopti-rules[serve]'").format(module=exc.name)) from None
    config = Config.for_host(db, host, port, logs=logs)
    app = create_app(config)
    table = app.state.table
    click.echo(_("lopti serve: archive {archive}").format(archive=db))
    shown = "127.0.0.1" if is_loopback(host) or host in ("0.0.0.0", "::") else host
    click.echo(_("the host's screen: open {url} on this machine").format(
        url=f"http://{shown}:{port}/"))
    if config.remote:
        sid = open_session(table)
        if sid is None:
            click.echo(_("start a session on the host's screen; its join link and QR code "
                         "are then on the page's Invite view"))
        else:
            link = join_link(config, table.token(sid))
            click.echo(_("players join session {session} with this link (kept across "
                         "restarts; lopti session token --rotate makes a new one):").format(
                session=sid))
            click.echo(f"  {link}")
            click.echo(_("or scan this code (also on the page's Invite view):"))
            click.echo(qr_terminal(link))

    class Server(uvicorn.Server):
        """Ctrl-C first tells every open page the table is closed, so their event streams
        end at once and the server stops within a second."""

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            table.closing = True
            super().handle_exit(sig, frame)

    server = Server(uvicorn.Config(app, host=host, port=port, log_level="warning",
                                   timeout_graceful_shutdown=1, lifespan="off"))
    try:
        server.run()
    except KeyboardInterrupt:  # uvicorn passes the Ctrl-C it caught on, once it has stopped
        pass
    click.echo(_("the table is closed"))


def open_session(table: Table) -> int | None:
    """The latest open session of the archive, if there is one."""
    from ..sessions import Archive, ArchiveError, SessionError

    try:
        with Archive(table.config.db) as archive, archive.read():
            return archive.resolve(None)
    except (ArchiveError, SessionError):
        return None
