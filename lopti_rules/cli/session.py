"""``lopti session``: play and record a session: rounds, winners' rules, votes and Roshambo."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import click

from .. import inputs
from ..errors import InputError
from ..i18n import fixed
from ..i18n import gettext as _
from ..language import printable
from ..sessions import (
    DEFAULT_PATH,
    TIMINGS,
    Archive,
    Session,
    SessionError,
    declared_name,
    may_announce,
    parse_value,
    show_value,
    term,
    vote_in,
)
from ..sessions import ballots as table_ballots
from ..sessions import seats as table_seats
from .options import Seconds, Whole
from .sessiontoken import token

F = TypeVar("F", bound=Callable[..., Any])


# -- helpers shared with ``lopti book`` ---------------------------------------------------------
def archive_options(f: F) -> F:
    """``--db`` and ``--busy-timeout`` on every command that touches the archive."""
    f = click.option("--busy-timeout", type=Seconds(), default=5.0,
                     show_default=True, metavar="SECONDS",
                     help="How long to wait for another command using the archive.")(f)
    f = click.option("--db", default=DEFAULT_PATH, show_default=True, envvar="LOPTI_ARCHIVE",
                     show_envvar=True,
                     type=click.Path(dir_okay=False), help="The archive file.")(f)
    return f


def session_option(f: F) -> F:
    return click.option("-s", "--session", "session_id", type=Whole("id"), default=None,
                        help="Session id (default: the latest open session).")(f)


@contextmanager
def opened(db: str, busy_timeout: float, *, write: bool, create: bool = False
           ) -> Iterator[Archive]:
    """The archive for one command: one transaction, and a note if it had to wait."""
    archive = Archive(db, create=create, busy_timeout=busy_timeout)
    try:
        with archive.transaction(write=write):
            yield archive
    finally:
        archive.close()
    if archive.waited >= 0.1:
        click.echo(_("note: waited {seconds} s for another lopti command to finish").format(
            seconds=fixed(archive.waited)), err=True)


def update(db: str, busy_timeout: float, session_id: int | None,
           action: Callable[[Session, Archive], list[str]],
           after_save: Callable[[], None] | None = None) -> None:
    """Load one session, apply ``action``, save it, then print what it said (after commit;
    control characters of names and texts escaped: :func:`~lopti_rules.language.printable`).

    ``after_save`` runs inside the transaction once the session is saved: if it fails,
    nothing is stored.
    """
    with opened(db, busy_timeout, write=True) as archive:
        session = archive.load(archive.resolve(session_id))
        lines = action(session, archive)
        archive.save(session)
        if after_save is not None:
            after_save()
    for line in lines:
        click.echo(printable(line))


def names(text: str) -> list[str]:
    """The names in a comma-separated option (``--yes Ann,Bo``)."""
    return [n.strip() for n in text.split(",") if n.strip()]


def seats(s: Session, text: str) -> list[int]:
    return table_seats(s, names(text))


def ballots(s: Session, yes: str, no: str, abstain: str) -> dict[int, str]:
    return table_ballots(s, yes=names(yes), no=names(no), abstain=names(abstain))


def read_text(path: str, kind: str = "rule file") -> str:
    """The text of a file a command reads (a rule file, an exported rule book), at most
    ``inputs.FILE_BYTES[kind]`` bytes of UTF-8; InputError naming the file otherwise."""
    try:
        return inputs.read_text(path, kind).replace("\r\n", "\n").replace("\r", "\n")
    except OSError as exc:
        raise InputError(_("cannot be read ({reason})").format(reason=exc.strerror),
                         source=path) from None


def ballot_options(f: F) -> F:
    for name in ("abstain", "no", "yes"):
        f = click.option(f"--{name}", f"{name}_", default="", metavar="NAMES",
                         help=f"Players voting {name}, comma-separated.")(f)
    return f


# -- the commands --------------------------------------------------------------------------------
@click.group()
def session() -> None:
    """Play and record a session: rounds, winners' rules, rule votes and Roshambo.

    Every command reads and writes the archive lopti-archive.db in the current folder,
    or the file in the environment variable LOPTI_ARCHIVE, or --db FILE (which wins).
    """


session.add_command(token)  # ``lopti session token`` (cli/sessiontoken.py)


@session.command("new")
@click.argument("name")
@click.option("--players", required=True, metavar="NAMES",
              help="2 to 5 display names in clockwise seat order, comma-separated.")
@click.option("--dealer", default=None, help="Who deals round 1 (default: the first player).")
@click.option("--date", default="", help="The date to put in the record, e.g. 2026-11-29.")
@archive_options
def new(name: str, players: str, dealer: str | None, date: str, db: str,
        busy_timeout: float) -> None:
    """Start a fresh session (R-SESSION-1); the archive is created if needed."""
    s = Session.create(name, names(players), date=date)
    if dealer is not None:
        s.first_dealer = s.seat(dealer)
    with opened(db, busy_timeout, write=True, create=True) as archive:
        sid = archive.add(s)
    click.echo(printable(_("session {session} '{name}': {players}; {dealer} deals round 1"
                           ).format(session=sid, name=name,
                                    players=", ".join(p.name for p in s.players),
                                    dealer=s.name_of(s.first_dealer))))


@session.command("revive")
@click.argument("old_session", type=Whole("id"))
@click.argument("rule", type=Whole("id"))
@click.option("--proposer", default=None, help="Who proposes bringing the rule back.")
@ballot_options
@session_option
@archive_options
def revive(old_session: int, rule: int, proposer: str | None, yes_: str, no_: str,
           abstain_: str, session_id: int | None, db: str, busy_timeout: float) -> None:
    """Setup vote: bring RULE of OLD_SESSION back into this one (R-SESSION-2)."""
    def act(s: Session, archive: Archive) -> list[str]:
        old = archive.load(archive.resolve(old_session))
        vote = s.revive(old, rule, ballots=ballots(s, yes_, no_, abstain_),
                        proposer=None if proposer is None else s.seat(proposer))
        if vote.decided == "passed":
            return [_("rule {rule} of session {session} returns as rule {new} (R-SESSION-2)"
                      ).format(rule=rule, session=old_session, new=s.rules[-1].number)]
        return [_("rule {rule} of session {session} stays out: no majority (R-SESSION-2)"
                  ).format(rule=rule, session=old_session)]
    update(db, busy_timeout, session_id, act)


@session.command("deal")
@click.option("--complete", is_flag=True,
              help="The deal is complete: the last winner can no longer announce a rule.")
@session_option
@archive_options
def deal(complete: bool, session_id: int | None, db: str, busy_timeout: float) -> None:
    """Begin (or complete) the next deal; this opens the round's rule vote (R-VOTE-1)."""
    def act(s: Session, archive: Archive) -> list[str]:
        rnd = s.complete_deal() if complete else s.deal()
        state = _("deal complete") if complete else _("dealing; the rule vote is open")
        return [_("round {round}: {dealer} deals, {leader} leads ({state})").format(
            round=rnd.number, dealer=s.name_of(rnd.dealer), leader=s.name_of(rnd.leader),
            state=state)]
    update(db, busy_timeout, session_id, act)


@session.command("round")
@click.option("--winner", required=True, help="The first player out (R-WIN-3).")
@click.option("--order", default="", metavar="NAMES",
              help="Finishing order, winner first, comma-separated.")
@click.option("--log", "log_path", type=click.Path(exists=True, dir_okay=False), default=None,
              help="A game log of the round; its path and SHA-256 go in the record.")
@session_option
@archive_options
def round_(winner: str, order: str, log_path: str | None, session_id: int | None, db: str,
           busy_timeout: float) -> None:
    """Record the result of the round played at a real table."""
    digest = None
    if log_path is not None:
        try:
            digest = hashlib.sha256(inputs.read_bytes(log_path, "game log",
                                                      source=f"--log {log_path}")).hexdigest()
        except OSError as exc:
            raise InputError(_("--log: cannot be read ({reason})").format(
                reason=exc.strerror), source=log_path) from None

    def act(s: Session, archive: Archive) -> list[str]:
        rnd = s.record_round(s.seat(winner), seats(s, order), log_path=log_path,
                             log_hash=digest)
        return [_("round {round}: {winner} wins; they may announce a rule before round "
                  "{next}'s deal is complete (R-CUSTOM-1)").format(
            round=rnd.number, winner=s.name_of(rnd.winner), next=rnd.number + 1)]
    update(db, busy_timeout, session_id, act)



@session.command("play")
@click.option("--seed", type=Whole("seed"), required=True, help="Seed of deal and bots.")
@click.option("--bot", default="greedy", show_default=True, help="Bot playing every seat.")
@click.option("--log-out", type=click.Path(dir_okay=False), default=None,
              help="Write the round's game log here (its path and SHA-256 are recorded).")
@session_option
@archive_options
def play(seed: int, bot: str, log_out: str | None, session_id: int | None, db: str,
         busy_timeout: float) -> None:
    """Let the engine play the round with the session's rules and base-rule adjustments."""
    from ..sessions import play_round

    folder = None if log_out is None else check_log_out(log_out)
    written: list[str] = []  # the temporary file holding the log, until it is renamed

    def act(s: Session, archive: Archive) -> list[str]:
        rnd, text = play_round(s, seed, bot=bot)
        rnd.log_path = log_out
        if folder is not None and log_out is not None:
            written.append(write_temp(folder, text, log_out))
        order = ", ".join(s.name_of(p) for p in rnd.order)
        return [_("round {round} (engine, seed {seed}): {winner} wins ({order})").format(
            round=rnd.number, seed=seed, winner=s.name_of(rnd.winner), order=order)]

    def rename() -> None:  # inside the transaction: a failure here stores nothing
        assert log_out is not None
        try:
            os.replace(written[0], log_out)
        except OSError as exc:
            raise InputError(_("--log-out: cannot be written ({reason}); the round was not "
                               "recorded").format(reason=exc.strerror), source=log_out) from None

    try:
        update(db, busy_timeout, session_id, act, rename if folder is not None else None)
    finally:
        for tmp in written:
            if os.path.exists(tmp):
                os.unlink(tmp)


def check_log_out(path: str) -> Path:
    """The folder ``--log-out`` writes into, checked before anything is played or stored."""
    target = Path(path)
    folder = target.parent
    if not folder.is_dir():
        raise InputError(_("--log-out: the folder does not exist") if not folder.exists()
                         else _("--log-out: {folder} is not a folder").format(folder=folder),
                         source=path)
    if target.is_dir():
        raise InputError(_("--log-out: is a folder, not a file"), source=path)
    if not os.access(folder, os.W_OK):
        raise InputError(_("--log-out: the folder is not writable"), source=path)
    return folder


def write_temp(folder: Path, text: str, path: str) -> str:
    """``text`` in a new temporary file in ``folder`` (renamed to ``path`` once saved)."""
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".lopti-log-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as exc:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
        raise InputError(_("--log-out: cannot be written ({reason}); the round was not "
                           "recorded").format(reason=exc.strerror), source=path) from None
    return tmp


@session.group("rule")
def rule() -> None:
    """Announce the winner's rule, or delete your own."""


@rule.command("add")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--name", default=None,
              help="The rule's name (default: the name written in the rule, else the file name).")
@click.option("--by", default=None, help="Who announces it (checked against the last winner).")
@click.option("--agreed-by", "agreed_by", default=None, metavar="NAME,NAME,...",
              help="Everyone at the table, agreeing to what the rule asks of players beyond "
                   "the known table actions (LP712); the archive records it.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="Output format (json: the rule and the linter's warnings).")
@session_option
@archive_options
def rule_add(file: str, name: str | None, by: str | None, agreed_by: str | None, fmt: str,
             session_id: int | None, db: str, busy_timeout: float) -> None:
    """The last winner's rule from FILE: linted, holds from the next round (R-CUSTOM-1).

    A rule with lint warnings is accepted; the warnings are printed as `lopti lint` prints
    them, read with the rules it joins. A rule that asks players anything beyond the known
    table actions (LP712) needs everyone at the table named in --agreed-by; a
    `# lopti: table-agreed` comment in the file does not count in a session."""
    from ..language import render
    from ..sessions import added_rule_warnings

    source = read_text(file)

    def act(s: Session, archive: Archive) -> list[str]:
        new = s.announce_rule(source, name=name or declared_name(source, file),
                              filename=Path(file).name,
                              by=None if by is None else s.seat(by),
                              agreed_by=seats(s, agreed_by) if agreed_by else ())
        holds = new.invented_round and new.invented_round + 1
        agreed = next(c.agreed_seats for c in reversed(s.changes) if c.rule == new.number)
        warned = added_rule_warnings(s, new, file)
        if fmt == "json":
            return json.dumps({"rule": new.number, "name": new.name,
                               "creator": new.creator_name, "holds_from": holds,
                               "agreed_by": [s.name_of(p) for p in agreed],
                               "warnings": json.loads(render([warned], "json"))["diagnostics"]},
                              indent=2).splitlines()
        said = [_("rule {rule} ({name}) by {creator} holds from round {round}").format(
            rule=new.number, name=new.name, creator=new.creator_name, round=holds)]
        if agreed:
            said.append(_("agreed by the whole table: {names}").format(
                names=", ".join(s.name_of(p) for p in agreed)))
        if warned.diagnostics:
            said += [_("the linter warns (the rule is accepted; the table may want to read "
                       "this):"), *render([warned], "text").rstrip("\n").splitlines()]
        return said
    update(db, busy_timeout, session_id, act)


@rule.command("delete")
@click.argument("number", type=Whole("id"))
@click.option("--by", required=True, help="The rule's creator.")
@session_option
@archive_options
def rule_delete(number: int, by: str, session_id: int | None, db: str,
                busy_timeout: float) -> None:
    """The creator deletes their own rule, without a vote and without replacement (R-VOTE-4)."""
    def act(s: Session, archive: Archive) -> list[str]:
        change = s.delete_rule(number, by=s.seat(by))
        return [_("rule {rule} deleted by its creator from round {round} (R-VOTE-4)").format(
            rule=number, round=change.effective)]
    update(db, busy_timeout, session_id, act)


@session.command("vote")
@click.option("--proposer", required=True, help="Who asks for the change.")
@click.option("--remove", type=Whole("id"), default=None, metavar="RULE",
              help="Remove a custom rule.")
@click.option("--change", type=(Whole("id"), click.Path(exists=True, dir_okay=False)),
              default=None, metavar="RULE FILE", help="Change a custom rule to the text in FILE.")
@click.option("--restore", type=Whole("id"), default=None, metavar="RULE",
              help="Bring back a removed rule (R-VOTE-7).")
@click.option("--adjust", default=None, metavar="NAME=VALUE",
              help="Adjust a base-rule parameter for this session only.")
@click.option("--timing", type=click.Choice(TIMINGS), default="now", show_default=True,
              help="Whether the change holds at once or from the next round (R-VOTE-6).")
@click.option("--objector", default=None, help="The first formal objector (default: first no).")
@ballot_options
@session_option
@archive_options
def vote(proposer: str, remove: int | None, change: tuple[int, str] | None,
         restore: int | None, adjust: str | None, timing: str, objector: str | None, yes_: str,
         no_: str, abstain_: str, session_id: int | None, db: str, busy_timeout: float) -> None:
    """Hold this round's one rule vote with its ballots (R-VOTE-1, R-VOTE-2)."""
    given = [k for k, v in (("--remove", remove), ("--change", change), ("--restore", restore),
                            ("--adjust", adjust)) if v is not None]
    if len(given) != 1:
        raise click.UsageError(_("give exactly one of --remove, --change, --restore, "
                                 "--adjust (one change per vote, R-VOTE-1)"))
    kwargs: dict[str, Any] = {}
    if remove is not None:
        kwargs.update(kind="remove", rule=remove)
    elif restore is not None:
        kwargs.update(kind="restore", rule=restore)
    elif change is not None:
        kwargs.update(kind="change", rule=change[0], source=read_text(change[1]),
                      filename=Path(change[1]).name)
    else:
        assert adjust is not None
        param, eq, value = adjust.partition("=")
        if not eq or not param.strip():
            raise click.UsageError(_("--adjust {value}: expected NAME=VALUE").format(
                value=repr(adjust)))
        name = param.strip()
        try:
            parsed = parse_value(name, value)
        except SessionError as exc:
            raise SessionError(f"--adjust {exc}") from None
        kwargs.update(kind="adjust", param=name, value=parsed)

    def act(s: Session, archive: Archive) -> list[str]:
        v = s.hold_vote(proposer=s.seat(proposer), ballots=ballots(s, yes_, no_, abstain_),
                        timing=timing, objector=None if objector is None else s.seat(objector),
                        **kwargs)
        yes = sum(1 for c in v.ballots.values() if c == "yes")
        no = sum(1 for c in v.ballots.values() if c == "no")
        head = _("vote {vote} (round {round}): {yes} yes, {no} no of {players} players").format(
            vote=v.seq, round=v.round, yes=yes, no=no, players=s.size)
        if v.outcome == "tied":
            return [_("{head}: tied; settle it with {how} (R-VOTE-9)").format(
                head=head, how=roshambo_hint())]
        return [_("{head}: {outcome} (R-VOTE-2)").format(head=head,
                                                        outcome=term("vote", v.outcome))]
    update(db, busy_timeout, session_id, act)


def roshambo_hint() -> str:
    """How to settle a tie: the command with the option it needs (it refuses neither
    given), in the language in use."""
    return _("'lopti session roshambo --throws \"RS PP ...\"' (the throws made at the table, "
             "proposer first) or 'lopti session roshambo --bots SEED' (seeded bots throw)")


@session.command("roshambo")
@click.option("--throws", default=None, metavar="PAIRS",
              help="Throws made at the table, proposer first: e.g. 'RS PP SR ...'.")
@click.option("--bots", "seed", type=Whole("seed"), default=None, metavar="SEED",
              help="Let seeded bots throw instead.")
@click.option("--representative", default=None,
              help="The supporters' representative when the creator is absent.")
@click.option("--knockout", is_flag=True, help="The supporters hold a knockout (R-ROSHAMBO-3).")
@click.option("--nobody-defends", is_flag=True, help="Nobody defends: the change passes.")
@session_option
@archive_options
def roshambo(throws: str | None, seed: int | None, representative: str | None, knockout: bool,
             nobody_defends: bool, session_id: int | None, db: str, busy_timeout: float) -> None:
    """Settle the round's tied vote: 30 decided rounds, 15-15 goes on (R-ROSHAMBO)."""
    def act(s: Session, archive: Archive) -> list[str]:
        rep = None if representative is None else s.seat(representative)
        r = s.settle_tie(throws=throws, seed=seed, representative=rep,
                         use_knockout=knockout, nobody_defends=nobody_defends)
        verdict = _("the change passes") if r.winner == "proposer" else _("the change fails")
        if r.defender is None:
            return [_("nobody defends: {verdict} (R-ROSHAMBO-1)").format(verdict=verdict)]
        return [_("Roshambo: {proposer} {score} {defender} ({role}): {verdict} (R-ROSHAMBO-2)"
                  ).format(proposer=s.name_of(r.proposer),
                           score=f"{r.proposer_wins} - {r.defender_wins}",
                           defender=s.name_of(r.defender), role=term("role", r.role),
                           verdict=verdict)]
    update(db, busy_timeout, session_id, act)


@session.command("ruling")
@click.argument("rule_number", metavar="RULE", type=Whole("id"))
@click.option("--question", required=True, help="What is unclear about the rule.")
@click.option("--reading", required=True, help="The reading put forward.")
@click.option("--least", default=None,
              help="The reading that changes base Lopti least (holds without a majority).")
@click.option("--by", default=None, help="The rule's creator, when present, settles it.")
@ballot_options
@session_option
@archive_options
def ruling(rule_number: int, question: str, reading: str, least: str | None, by: str | None,
           yes_: str, no_: str, abstain_: str, session_id: int | None, db: str,
           busy_timeout: float) -> None:
    """Settle what an unclear rule means (R-CUSTOM-5, R-FAQ-5, R-SESSION-3)."""
    def act(s: Session, archive: Archive) -> list[str]:
        given = ballots(s, yes_, no_, abstain_)
        r = s.rule_on(rule_number, question=question, reading=reading, least=least,
                      by=None if by is None else s.seat(by), ballots=given or None)
        return [_("ruling {ruling} on rule {rule} ({decided_by}): {holds}").format(
            ruling=r.seq, rule=rule_number, decided_by=term("decided_by", r.decided_by),
            holds=r.holds)]
    update(db, busy_timeout, session_id, act)


@session.command("end")
@session_option
@archive_options
def end(session_id: int | None, db: str, busy_timeout: float) -> None:
    """End the session; its rule book stays in the archive."""
    def act(s: Session, archive: Archive) -> list[str]:
        s.end()
        return [_("session {session} '{name}' ended").format(session=s.id, name=s.name)]
    update(db, busy_timeout, session_id, act)


@session.command("status")
@session_option
@archive_options
def status(session_id: int | None, db: str, busy_timeout: float) -> None:
    """Where the session stands: the round, the vote, who may still announce a rule."""
    with opened(db, busy_timeout, write=False) as archive:
        s = archive.load(archive.resolve(session_id, open_only=False))

    def echo(line: str) -> None:
        click.echo(printable(line))

    players = ", ".join(p.name for p in s.players)
    echo((_("session {session} '{name}': {players} (ended)") if s.closed else
          _("session {session} '{name}': {players}")).format(session=s.id, name=s.name,
                                                             players=players))
    cur = s.current
    if cur is not None:
        state = term("phase", "dealing" if cur.phase == "dealing" else "playing")
        echo(_("round {round}: {dealer} deals, {leader} leads ({state})").format(
            round=cur.number, dealer=s.name_of(cur.dealer), leader=s.name_of(cur.leader),
            state=state))
    elif not s.closed:
        dealer, leader = s.next_seats()
        echo(_("next: round {round}, {dealer} deals, {leader} leads").format(
            round=s.now, dealer=s.name_of(dealer), leader=s.name_of(leader)))
    vote = vote_in(s, s.now)
    tie = s.pending_tie()
    if tie is not None:
        echo(_("vote {vote} is tied: settle it with {how}").format(vote=tie.seq,
                                                                   how=roshambo_hint()))
    elif not s.closed:
        echo((_("round {round}'s rule vote: used (vote {vote}, {decided})") if vote else
              _("round {round}'s rule vote: open")).format(
            round=s.now, vote=vote.seq if vote else "",
            decided=term("vote", vote.decided) if vote else ""))
    announcer = may_announce(s)
    if announcer is not None:
        echo(_("{name} may still announce a rule (R-CUSTOM-1)").format(
            name=s.name_of(announcer.winner)))
    rules = s.active_rules(s.now)
    echo(_("rules in play: {rules}").format(
        rules=", ".join(f"{r.number} {r.name} ({r.creator_name})" for r, _text in rules)
        or _("none")))
    adjusted = s.base_adjustments(s.now)
    echo(_("base rules: {rules}").format(
        rules=", ".join(f"{k}={show_value(k, v)}" for k, v in sorted(adjusted.items()))
        or _("official")))


@session.command("list")
@archive_options
def list_(db: str, busy_timeout: float) -> None:
    """List the sessions in the archive."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    with opened(db, busy_timeout, write=False) as archive:
        rows = archive.summaries()
    table = Table(_("id"), _("name"), _("date"), _("players"), _("rounds"), _("rules (active)"),
                  _("votes"), _("state"))
    for r in rows:
        table.add_row(str(r.id), Text(printable(r.name)), Text(printable(r.date)),
                      Text(printable(", ".join(r.players))),
                      str(r.rounds), f"{r.rules} ({r.active_rules})", str(r.votes),
                      _("ended") if r.closed else _("open"))
    Console().print(table)

