"""``lopti session token``: a session's join token for ``lopti serve``, kept in the archive.

Made the first time it is asked for and kept, so restarting ``lopti serve`` keeps every
phone joined; ``--rotate`` makes a new one, and the old link (and the phones that joined
with it) are refused until they open the new one. The ``session`` group adds this command.
"""

from __future__ import annotations

from datetime import UTC, datetime

import click

from ..i18n import gettext as _
from ..sessions import DEFAULT_PATH, Archive, join_token, rotate_token
from .options import Seconds, Whole


@click.command("token")
@click.option("--rotate", is_flag=True,
              help="Make a new join token: the old join link, and every phone that joined "
                   "with it, are refused until they open the new one.")
@click.option("-s", "--session", "session_id", type=Whole("id"), default=None,
              help="Session id (default: the latest open session).")
@click.option("--db", default=DEFAULT_PATH, show_default=True, envvar="LOPTI_ARCHIVE",
              show_envvar=True, type=click.Path(dir_okay=False), help="The archive file.")
@click.option("--busy-timeout", type=Seconds(), default=5.0, show_default=True,
              metavar="SECONDS", help="How long to wait for another command using the archive.")
def token(rotate: bool, session_id: int | None, db: str, busy_timeout: float) -> None:
    """The session's join token for lopti serve (made once, kept in the archive)."""
    at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    with Archive(db, busy_timeout=busy_timeout) as archive, archive.write():
        sid = archive.resolve(session_id, open_only=session_id is None)
        made = (rotate_token if rotate else join_token)(archive.conn, sid, at)
    click.echo(_("session {session} join token: {token}").format(session=sid, token=made))
    link = f"http://HOST:PORT/join?token={made}"
    click.echo(_("players join with {link} (the old link no longer works; phones that open "
                 "this one keep their players)").format(link=link) if rotate else
               _("players join with {link}").format(link=link))
