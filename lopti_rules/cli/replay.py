"""``lopti replay LOG``: re-run a recorded game and print its event stream.

A log played with house rules replays with the rule book in its header. ``--rules
FILE...`` replays it with other rules (``--without-rules``: the base game) and reports
the first recorded decision those rules make illegal; ``--continue-with BOT`` plays on
from there with a bot. ``--rules`` files are linted as one book and refused unless clean
(``--allow-warnings`` lets a book with only warnings through); the log's own book replays
as recorded, with a warning on stderr for each thing it would be refused for today.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..errors import LoptiError
from ..i18n import gettext as _
from .options import Whole

if TYPE_CHECKING:
    from ..engine import Event
    from ..tools import GameLog, RuleSet


class ReplayError(LoptiError):
    """A bad option to ``lopti replay``."""


@click.command("replay")
@click.argument("log", type=click.Path(dir_okay=False, path_type=Path), metavar="LOG")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text",
              show_default=True, help="Readable lines, or one JSON object per event.")
@click.option("--rules", "rules", multiple=True, metavar="FILE",
              help="Replay with these rule files (or folders of them) instead of the "
                   "log's own. More files may follow: --rules A B.")
@click.option("--allow-warnings", is_flag=True,
              help="Replay with --rules files whose book has lint warnings (errors always "
                   "refuse it).")
@click.option("--without-rules", is_flag=True,
              help="Replay with no house rules at all, whatever the log was played with.")
@click.option("--continue-with", "bot", metavar="BOT", default=None,
              help="Where a decision becomes illegal, play on with this bot (random, greedy).")
@click.option("--game", "game", type=Whole("game"), default=None, metavar="K",
              help="Of a one-file recording (simulate --record FILE.sqlite), replay game K "
                   "only (else every game in it).")
@click.argument("more", nargs=-1, metavar="[FILE]...")
def replay(log: Path, fmt: str, rules: tuple[str, ...], allow_warnings: bool,
           without_rules: bool, bot: str | None, game: int | None,
           more: tuple[str, ...]) -> None:
    """Re-run the game log LOG (JSON Lines) and print every event, rule firings included.

    With the log's own rules, a decision that is illegal, misplaced, malformed or missing
    is reported with its line number, and nothing else is printed (exit 2). With other
    rules (--rules FILE..., or the FILEs given after LOG; --without-rules) the events up
    to the first decision that no longer fits (or to the end of a log cut short) are
    printed, then that decision (exit 1), or the game played on by --continue-with.
    The --rules files are linted as one book: one with errors is refused (exit 2), and
    one with warnings too unless --allow-warnings.

    Many logs replay in one process: more log files (.jsonl), one-file recordings and
    glob patterns ('runs/*.jsonl') may follow LOG; each log's events come after a line
    naming it (`== LOG ==`, or {"log": ...} in JSON).
    """
    logs, more = _split_logs(str(log), more)
    rules = rules + more
    from ..language import printable
    from ..tools import gamelog

    if rules and without_rules:
        raise click.UsageError(_("give --rules FILE... or --without-rules, not both"))
    if bot is not None and not (rules or without_rules):
        raise click.UsageError(_("--continue-with plays on where other rules part from the "
                                 "log: give it with --rules FILE... or --without-rules"))
    if bot is not None:
        from ..engine import BOTS

        if bot not in BOTS:
            raise ReplayError(_("--continue-with: unknown bot {bot}; known bots: {bots}")
                              .format(bot=repr(bot), bots=", ".join(BOTS)))
    sources = [source for path in logs for source in _logs(path, game)]  # checked first
    rule_set = None
    if rules or without_rules:
        from ..tools import RuleSet, load_rules

        rule_set = load_rules(rules, allow_warnings=allow_warnings) if rules else RuleSet(())
        _warn(rule_set.findings)
    many = len(sources) > 1 or any(s.count > 1 for s in sources)
    diverged = False
    own = _HeaderBooks()
    for name, text in (item for source in sources for item in source.logs()):
        game_log = gamelog.read(name) if text is None else gamelog.loads(text, source=name)
        if many:
            click.echo(json.dumps({"log": name}, ensure_ascii=False) if fmt == "json"
                       else f"== {printable(name)} ==")
        diverged |= _replay_one(game_log, name, fmt, rule_set, bot, own)
    if diverged and bot is None:
        sys.exit(1)


def _replay_one(game_log: GameLog, log: str, fmt: str, rule_set: RuleSet | None,
                bot: str | None, books: _HeaderBooks) -> bool:
    """Print one log's events; True when other rules part from it (a divergence)."""
    from ..language import printable
    from ..tools import event_dict, event_line
    from ..tools import replay as run

    divergence = None
    if rule_set is not None:
        from ..tools import replay_rules

        result = replay_rules(game_log, rule_set, continue_with=bot)
        events = result.events
        divergence = result.divergence
        split = result.split if divergence is not None else len(events)
    else:
        own = books.of(game_log)
        if own is not None and own.findings:
            said = _("{file}: the rule book recorded in this log does not lint clean today; "
                     "replaying it as recorded").format(file=log)
            click.echo(f"{_('warning')}: {said}", err=True)
            _warn(own.findings)
        events = list(run(game_log, own))  # check the whole log before printing anything
        split = len(events)

    def show(part: Sequence[Event]) -> list[str]:
        if fmt == "json":
            return [json.dumps(event_dict(e), ensure_ascii=False) for e in part]
        return [printable(event_line(e)) for e in part]  # says-texts: escaped

    lines = show(events[:split])
    if divergence is not None:
        if fmt == "json":
            lines.append(json.dumps({"event": "divergence", "decision": divergence.number,
                                     "line": divergence.line, "message": divergence.message,
                                     "continued_with": bot}, ensure_ascii=False))
        else:
            from ..language import localized_phrase

            said = _("{message} (log line {n})").format(
                message=localized_phrase(divergence.message), n=divergence.line)
            lines.append(printable(f"!! {said}"))  # the English message stays in --format json
            if bot is not None:
                lines.append("!! " + _("continuing with bot {bot}").format(bot=bot))
        lines += show(events[split:])
    click.echo("\n".join(lines))
    return divergence is not None


def _is_log(path: str) -> bool:
    """Is this argument a game log (a .jsonl file, a one-file recording, or a pattern
    for them) rather than a rule file?"""
    import glob

    from ..tools import is_record

    if glob.has_magic(path) and not Path(path).exists():
        return not path.endswith(".lopti")
    p = Path(path)
    return p.suffix == ".jsonl" or (p.is_file() and is_record(p))


def _split_logs(first: str, more: tuple[str, ...]) -> tuple[list[str], tuple[str, ...]]:
    """The logs (LOG, then the logs among the FILEs) and the rule files after them."""
    logs = [first] + [m for m in more if _is_log(m)]
    return logs, tuple(m for m in more if not _is_log(m))


class _Source:
    """One log file (``path``), or the games of a one-file recording (``record``: all of
    them, or game ``game``), read only when replayed: ``lopti replay FILE`` of 100,000
    recorded games holds one game's log at a time."""

    def __init__(self, path: str, *, record: Path | None = None, game: int | None = None,
                 count: int = 1) -> None:
        self.path, self.record, self.game, self.count = path, record, game, count

    def logs(self) -> Iterator[tuple[str, str | None]]:
        """(name, text, or None to read the file) of each log, one at a time."""
        from ..tools import game_text, recorded_games

        if self.record is None:
            yield self.path, None
        elif self.game is not None:
            yield f"{self.path}#{self.game}", game_text(self.record, self.game)
        else:
            for k, text in recorded_games(self.record):
                yield f"{self.path}#{k}", text


def _logs(path: str, game: int | None) -> list[_Source]:
    """The logs one argument names: a log file, every file a glob pattern matches, or the
    games of a one-file recording (game K only with --game). Only checked here (a game K
    the recording lacks is refused before anything is printed); read when replayed."""
    import glob

    from ..tools import game_count, game_text, is_record

    if glob.has_magic(path) and not Path(path).exists():
        matches = sorted(glob.glob(path, recursive=True))
        if not matches:
            raise ReplayError(_("{file}: no file matches this pattern").format(file=path))
        return [item for m in matches for item in _logs(m, game)]
    p = Path(path)
    if p.is_file() and is_record(p):
        if game is not None:
            game_text(p, game)  # a game the recording lacks: refused now, before any output
            return [_Source(path, record=p, game=game)]
        return [_Source(path, record=p, count=game_count(p))]
    if game is not None:
        if not p.exists():
            raise ReplayError(_("{file}: no such file").format(file=path))
        raise ReplayError(_("--game K picks a game of a one-file recording (simulate --record "
                            "FILE.sqlite); {file} is a single game log").format(file=path))
    return [_Source(path)]


class _HeaderBooks:
    """The rule book in each log's header, compiled once for all the logs that record the
    same one (the games of one recording share their book)."""

    def __init__(self) -> None:
        self._header: object = None
        self._book: RuleSet | None = None

    def of(self, log: GameLog) -> RuleSet | None:
        from ..tools import header_rules

        if log.rules is None:
            return None
        if self._book is None or log.rules != self._header:
            self._book = header_rules(log)
            self._header = log.rules
        return self._book


def _warn(findings: Sequence[str]) -> None:
    """The lint findings a rule book was let through with, one ``warning:`` line each."""
    for line in findings:
        click.echo(f"{_('warning')}: {line}", err=True)
