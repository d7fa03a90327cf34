"""``lopti simulate``: play many bot games and print a summary table (or JSON)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..errors import InputError
from ..i18n import N_, fixed, percent, pgettext
from ..i18n import gettext as _
from ..inputs import check_in_all, check_whole, cut
from ..tools import SimulateError, default_jobs, is_single_file

if TYPE_CHECKING:
    from rich.table import Table

    from ..engine import BaseRules
    from ..tools import Study

__all__ = ["SimulateError", "simulate"]


def _whole(name: str, text: str, kind: str, low: int | None = None,
           high: int | None = None) -> int:
    """``text`` as a whole number of ``kind`` within ``inputs.NUMBERS`` (and ``low``..
    ``high``); else a SimulateError that states the range."""
    try:
        return check_whole(name, text, kind, low=low, high=high)
    except InputError as exc:
        raise SimulateError(exc.message) from None


@click.command("simulate")
@click.option("--players", "-p", default="4", metavar="N", show_default=True,
              help="Players per game (2-5, R-SETUP-1).")
@click.option("--games", "-g", default="1000", metavar="G", show_default=True,
              help="How many games to play.")
@click.option("--seed", "-s", default="0", metavar="S", show_default=True,
              help="Seed of the whole run; the same seed gives the same games.")
@click.option("--bot", "-b", default="random", metavar="NAME", show_default=True,
              help="Bot playing every seat: random or greedy.")
@click.option("--record", type=click.Path(path_type=Path), default=None,
              metavar="DIR", help="Write each game's log (JSON Lines) into DIR.")
@click.option("--base", "changes", multiple=True, metavar="NAME=VALUE",
              help="Adjust one base rule for the run, e.g. clear_rank=J (repeatable).")
@click.option("--rules", "rules", multiple=True, metavar="FILE",
              help="House rules to try (a file, or a folder of them): each deal is "
                   "played without and with them. More files may follow: --rules A B.")
@click.option("--allow-warnings", is_flag=True,
              help="Play rule files whose book has lint warnings (errors always refuse it).")
@click.option("--witness", "witness", default="", metavar="CODE",
              help="Play a book the gate refuses only for CODE (LP504, or a trial code "
                   "LP801-LP805), to see its witness game: the command a lint witness "
                   "gives. Other errors refuse it.")
@click.option("--round", "round_number", default="1", metavar="N", show_default=True,
              help="With --rules: play each game as round N of a session (rounds 1 to "
                   "N-1 are played first), so rules about later rounds can fire.")
@click.option("--last-winner", "last_winner", default=None, metavar="SEAT",
              help="With --rules: the previous round's winner in every game (default: "
                   "the previous game's, or round N-1's).")
@click.option("--last-standings", "last_standings", default=None, metavar="SEATS",
              help="With --rules: the previous round's finishing order in every game, "
                   "seats first to last (e.g. 2,0,3,1), for 'last round's last place'.")
@click.option("--last-pickups", "last_pickups", default=None, metavar="COUNTS",
              help="With --rules: the previous round's pickups in every game, one count a "
                   "seat from seat 0 (e.g. 1,4,0,2), for 'the player with the most pickups "
                   "last round' (default: the previous game's, or round N-1's).")
@click.option("--session", "session_rounds", default=None, metavar="ROUNDS",
              help="Play whole evenings of ROUNDS rounds instead of single games (--games "
                   "evenings): the deal rotates, the last winner leads, the --rules book is "
                   "adopted at round --adopt by the winner of the round before; results per "
                   "seat counted from the seat, the creator and the dealer.")
@click.option("--adopt", "adopt", default="2", metavar="N", show_default=True,
              help="With --session: the round the book is adopted (2 or later; its creator "
                   "won round N-1).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@click.option("--jobs", "-j", default=None, metavar="N",
              help="Processes playing the games (default: every core); the result is the "
                   "same for any N.")
@click.option("--scheduler", envvar="LOPTI_SCHEDULER", show_envvar=True, default=None,
              metavar="ADDRESS",
              help="Play on a Dask cluster, e.g. tcp://HOST:8786 (or LOPTI_SCHEDULER); "
                   "needs lopti-rules[cluster].")
@click.option("--each", "study_mode", flag_value="each", default=None,
              help="A study: each rule file of the book alone against the base game, one "
                   "row each (same deals).")
@click.option("--pairs", "study_mode", flag_value="pairs",
              help="A study: each rule file alone and every pair of them, with how far a "
                   "pair's effect is from the sum of its two rules' effects.")
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False, path_type=Path),
              default=None, metavar="FILE", help="Also write a study's rows as CSV.")
@click.argument("more", nargs=-1, metavar="[FILE]...")
def simulate(players: str, games: str, seed: str, bot: str, record: Path | None,
             changes: tuple[str, ...], rules: tuple[str, ...], allow_warnings: bool,
             round_number: str, last_winner: str | None, as_json: bool, jobs: str | None,
             scheduler: str | None, study_mode: str | None, csv_path: Path | None,
             more: tuple[str, ...], last_standings: str | None = None,
             last_pickups: str | None = None, witness: str = "",
             session_rounds: str | None = None, adopt: str = "2") -> None:
    """Simulate many games with bots and summarise them.

    Seat 0 deals and leads every game. With house rules (--rules FILE..., or the FILEs
    given), every deal is played twice, without and with the rules, in the order given,
    and the table shows both, how often each rule fired or was stopped, and warnings
    (rules that never fire, games that hit the safety cap). Game logs recorded with
    --record can be re-run with `lopti replay`. The rule files are judged as one book
    first, by the gate `lopti lint` uses: a book with errors is refused (exit 2), and one
    with warnings too unless --allow-warnings; --witness LP504 (or LP801-LP805) plays a
    book refused only for that, to show the witness game a lint report names.

    The games are played in chunks by --jobs processes (or on the Dask cluster of
    --scheduler) and merged in seed order: the same seed gives the same bytes whatever
    plays them. --record FILE.sqlite writes every game into one file (`lopti replay
    FILE --game K`). Ctrl-C stops the workers and prints the summary of what finished.
    """
    rules = rules + more
    from ..engine import BOTS
    from ..tools import simulate as run

    base = _adjusted(changes)
    n = _whole("--players", players, "number", base.min_players, base.max_players)
    g = _whole("--games", games, "games")
    s = _whole("--seed", seed, "seed")
    if bot not in BOTS:
        raise SimulateError(_("unknown bot {bot}; known bots: {bots}").format(
            bot=repr(bot), bots=", ".join(BOTS)))
    if record is not None and record.exists() and not record.is_dir() \
            and not is_single_file(record):
        raise SimulateError(_("--record {folder}: not a directory").format(folder=record))
    j = _whole("--jobs", jobs, "jobs") if jobs is not None else default_jobs()

    number = _whole("--round", round_number, "round")
    winner = (_whole("--last-winner", last_winner, "number", 0, n - 1)
              if last_winner is not None else None)
    standings = _standings(last_standings, n, winner)
    pickups = _pickups(last_pickups, n)
    if session_rounds is not None:
        if winner is not None or standings or pickups or study_mode or csv_path or record:
            raise SimulateError(_("--session plays whole evenings: the last winner, "
                                  "standings and pickups come from its own rounds (no "
                                  "--last-winner, --last-standings, --last-pickups, --record "
                                  "or study)"))
        rounds = _whole("--session", session_rounds, "number", 2, 1000)
        check_in_all("--games", g, "--session", rounds)  # each evening plays its rounds
        _session(rules, rounds, n, g, s, bot, base, _whole("--adopt", adopt, "round", 2),
                 number, as_json, allow_warnings, j, witness)
        return
    if adopt != "2":
        raise SimulateError(_("--adopt is for whole evenings (--session ROUNDS)"))
    if study_mode is not None or csv_path is not None:
        if not rules or study_mode is None or record is not None:
            raise SimulateError(_("a study takes --rules BOOK with --each or --pairs (and "
                                  "--csv FILE for its rows), without --record"))
        _study(rules, study_mode, n, g, s, bot, base, as_json, csv_path, allow_warnings, j,
               scheduler)
        return
    if witness and (not rules or study_mode is not None):
        raise SimulateError(_("--witness plays a refused book's witness game: it takes "
                              "--rules, and no study"))
    if rules:
        check_in_all("--games", g, "--round", number)  # each deal plays rounds 1 to N
        _simulate_rules(rules, n, g, s, bot, base, record, as_json, allow_warnings,
                        j, scheduler, number, winner, standings, pickups, witness)
        return
    if number != 1 or winner is not None or standings or pickups:
        raise SimulateError(_("--round, --last-winner, --last-standings and --last-pickups "
                              "are for games with house rules (--rules): the base game does "
                              "not read them"))
    with _progress("simulating", g, g >= 2000) as progress:
        if progress is None:
            summary = run(n, g, s, bot, base=base, record=record, jobs=j, scheduler=scheduler)
        else:
            summary = run(n, g, s, bot, base=base, record=record, progress=progress, jobs=j,
                          scheduler=scheduler)
    _interrupted(summary.interrupted, summary.games, g)
    if as_json:
        click.echo(json.dumps(summary.as_dict(), indent=2))
    elif summary.games:
        _print_table(summary)
    _exit_if(summary.interrupted)


def _session(paths: tuple[str, ...], rounds: int, n: int, evenings: int, seed: int, bot: str,
             base: BaseRules, adopt: int, first_round: int, as_json: bool,
             allow_warnings: bool, jobs: int, witness: str = "") -> None:
    """``--session ROUNDS``: whole evenings, per seat in three frames."""
    from ..tools import load_rules, simulate_session

    last = first_round + rounds - 1
    if not first_round < adopt <= last:
        raise SimulateError(_("--adopt {round}: the book is adopted at a round of the "
                              "evening after its first ({first}..{last}), since its creator "
                              "won the round before (R-CUSTOM-1)").format(
            round=adopt, first=first_round + 1, last=last))
    rule_set = None
    if paths:
        rule_set = load_rules(paths, allow_warnings=allow_warnings, witness=witness)
        for line in rule_set.findings:
            click.echo(f"{_('warning')}: {line}", err=True)
    report = simulate_session(rule_set, n, rounds, evenings, seed, bot, adopt=adopt,
                              first_round=first_round, base=base, jobs=jobs)
    if as_json:
        click.echo(json.dumps(report.as_dict(), indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    from ..tools import session_rows

    console = Console(soft_wrap=False)
    click.echo((_("{evenings} evenings of {rounds} rounds (from round {first}), {n} players, "
                  "bot {bot}, seed {seed}; the book adopted at round {adopt} by the winner "
                  "of round {before}: {kept} rounds with it") if rule_set is not None else
                _("{evenings} evenings of {rounds} rounds (from round {first}), {n} players, "
                  "bot {bot}, seed {seed}; no book (the base game) adopted at round {adopt} "
                  "by the winner of round {before}: {kept} rounds with it")).format(
        evenings=evenings, rounds=rounds, first=first_round, n=n, bot=bot, seed=seed,
        adopt=adopt, before=adopt - 1, kept=report.book_rounds))
    titles = {"seat": _("counted from the seat itself"),
              "creator": _("counted from the creator"), "dealer": _("counted from the dealer")}
    columns = (pgettext("evening column", "seat"), pgettext("evening column", "won"),
               pgettext("evening column", "won without"), pgettext("evening column", "change"),
               pgettext("evening column", "effects"),
               pgettext("evening column", "cards+skips"))
    for frame, rows in session_rows(report):
        table = Table(title=titles.get(frame, frame))
        for k, col in enumerate(columns):
            table.add_column(col, justify="left" if k == 0 else "right")
        for row in rows:
            table.add_row(_evening_row_name(row[0]), *row[1:3],
                          row[3].replace(" pts", " " + pgettext("unit", "pts")), *row[4:])
        console.print(table)
    click.echo(_("round length: {with_book} turns with, {without} without; stalled rounds "
                 "{stalled} (capped without: {capped}); the book fired {fired} times").format(
        with_book=fixed(report.length.mean), without=fixed(report.length_base.mean),
        stalled=report.stalled, capped=report.capped_base, fired=report.fired))
    click.echo(_(SESSION_FOOTER).format(level=percent(0.95, 0)))


def _evening_row_name(name: str) -> str:
    """A row of an evening's table (``seat 2``, ``creator +1``, ``dealer``) as the language
    says it: the seat counted from itself, the creator or the dealer."""
    who, _sep, plus = name.partition(" +")
    if who.startswith("seat "):
        return pgettext("seat", "seat {n}").format(n=who[5:])
    said = {"creator": pgettext("evening row", "creator"),
            "dealer": pgettext("evening row", "dealer")}.get(who, who)
    return f"{said} +{plus}" if plus else said


def _interrupted(interrupted: bool, done: int, planned: int) -> None:
    if interrupted:
        click.echo(_("interrupted: the summary holds the {n} of {planned} games that "
                     "finished").format(n=done, planned=planned), err=True)


def _exit_if(interrupted: bool) -> None:
    if interrupted:
        sys.exit(130)


def _standings(text: str | None, n: int, winner: int | None) -> tuple[int, ...]:
    """``--last-standings 2,0,3,1``: every seat once, first to last, the last winner first."""
    if text is None:
        return ()
    parts = [p.strip() for p in text.split(",")]
    if not all(p.isdigit() and len(p) <= 2 for p in parts) \
            or sorted(int(p) for p in parts) != list(range(n)) \
            or (winner is not None and int(parts[0]) != winner):
        example = ",".join(str(s) for s in range(n))
        raise SimulateError(
            _("--last-standings {value}: give each of the {n} seats once, first to last, "
              "separated by commas (e.g. {example}), starting with --last-winner {winner}")
            .format(value=cut(text, 40), n=n, example=example, winner=winner)
            if winner is not None else
            _("--last-standings {value}: give each of the {n} seats once, first to last, "
              "separated by commas (e.g. {example})").format(value=cut(text, 40), n=n,
                                                             example=example))
    return tuple(int(p) for p in parts)


def _pickups(text: str | None, n: int) -> tuple[int, ...]:
    """``--last-pickups 1,4,0,2``: how often each seat picked up last round, from seat 0."""
    if text is None:
        return ()
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != n or not all(p.isdigit() and len(p) <= 6 for p in parts):
        raise SimulateError(_("--last-pickups {value}: give a count of 0 or more for each "
                              "of the {n} seats, from seat 0, separated by commas (e.g. "
                              "{example})").format(value=cut(text, 40), n=n, example=",".join(
                                  str(s % 3) for s in range(n))))
    return tuple(int(p) for p in parts)


def _simulate_rules(paths: tuple[str, ...], n: int, g: int, s: int, bot: str,
                    base: BaseRules, record: Path | None, as_json: bool,
                    allow_warnings: bool, jobs: int, scheduler: str | None,
                    round_number: int = 1, last_winner: int | None = None,
                    last_standings: tuple[int, ...] = (),
                    last_pickups: tuple[int, ...] = (), witness: str = "") -> None:
    from ..tools import load_rules, simulate_rules

    rule_set = load_rules(paths, allow_warnings=allow_warnings, witness=witness)
    for line in rule_set.findings:
        click.echo(f"{_('warning')}: {line}", err=True)
    with _progress("simulating with and without the rules", g, g >= 200) as progress:
        if progress is None:
            report = simulate_rules(rule_set, n, g, s, bot, base=base, record=record,
                                    jobs=jobs, scheduler=scheduler,
                                    round_number=round_number, last_winner=last_winner,
                                    last_standings=last_standings,
                                    last_pickups=last_pickups)
        else:
            report = simulate_rules(rule_set, n, g, s, bot, base=base, record=record,
                                    progress=progress, every=max(1, min(100, g // 50)),
                                    jobs=jobs, scheduler=scheduler,
                                    round_number=round_number, last_winner=last_winner,
                                    last_standings=last_standings,
                                    last_pickups=last_pickups)
    _interrupted(report.interrupted, report.rules.games, g)
    if as_json:
        data = report.as_dict() | ({"interrupted": True} if report.interrupted else {})
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    elif report.rules.games:
        _print_rules_table(report)
    _exit_if(report.interrupted)


def _study(paths: tuple[str, ...], mode: str, n: int, g: int, s: int, bot: str,
           base: BaseRules, as_json: bool, csv_path: Path | None, allow_warnings: bool,
           jobs: int, scheduler: str | None) -> None:
    from ..tools import load_rules, study

    rule_set = load_rules(paths, allow_warnings=allow_warnings)
    for line in rule_set.findings:
        click.echo(f"{_('warning')}: {line}", err=True)
    files = len(rule_set.files)
    rows = 1 + files + (files * (files - 1) // 2 if mode == "pairs" else 0)
    with _progress(f"study: {rows} runs of {g} games", rows * g, rows * g >= 2000) as progress:
        result = study(rule_set, mode, n, g, s, bot, base=base, jobs=jobs, scheduler=scheduler,
                       progress=progress)
    if csv_path is not None:
        try:
            csv_path.write_text(result.to_csv(), encoding="utf-8")
        except OSError as exc:
            raise SimulateError(_("--csv {file}: cannot be written ({reason})").format(
                file=csv_path, reason=exc.strerror)) from None
    if result.interrupted:
        click.echo(_("interrupted: the study holds the deals every row finished"), err=True)
    if as_json:
        click.echo(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
    else:
        from rich.console import Console

        Console(soft_wrap=False).print(study_table(result, mode, n, bot, s))
    _exit_if(result.interrupted)


def study_table(result: Study, mode: str, n: int, bot: str, seed: int) -> Table:
    """A study's rows as the terminal shows them, in the language in use (the rule names as
    written)."""
    from rich.table import Table
    from rich.text import Text

    from ..language import printable

    title = (_("study (each): {deals} deals, {players} players, bot {bot}, seed {seed}; "
               "base game {plays} plays") if mode == "each" else
             _("study (pairs): {deals} deals, {players} players, bot {bot}, seed {seed}; "
               "base game {plays} plays"))
    table = Table(title=title.format(deals=result.base.games, players=n, bot=bot, seed=seed,
                                     plays=fixed(result.base.plays.mean)))
    for col, left in ((pgettext("study column", "rules"), True),
                      (pgettext("study column", "plays"), False), (_("change"), False),
                      (_("interaction"), False), (_("seat 0 wins"), False),
                      (_("capped"), False)):
        table.add_column(col, justify="left" if left else "right")
    points = " " + _("pts")
    for row in result.rows:
        inter = row["interaction_pct"]
        table.add_row(Text(printable(row["rules"])), fixed(row["plays_with"]),
                      percent(row["plays_change_pct"] / 100, sign=True),
                      "" if inter is None else f"{fixed(inter, sign=True)}{points}",
                      percent(row["seat0_win_with"]), str(row["capped_with"]))
    return table


@contextmanager
def _progress(what: str, total: int, worth_it: bool) -> Iterator[Callable[[int], None] | None]:
    """A progress bar on a terminal's stderr for a long run (else ``None``): call it with the
    number of games done."""
    if not (worth_it and sys.stderr.isatty()):
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    with Progress(
        "[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
        TimeRemainingColumn(), console=Console(stderr=True), transient=True,
    ) as bar:
        task = bar.add_task(what, total=total)
        yield lambda done: bar.update(task, completed=done)


def _print_rules_table(report: object) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from ..engine import show_param
    from ..language import printable
    from ..tools import RulesReport, Running

    assert isinstance(report, RulesReport)
    b, r = report.base, report.rules
    changed = "".join(f", {k}={show_param(k, v)}" for k, v in r.base.items())
    console = Console(soft_wrap=False)
    table = Table(title=_("{deals} deals without and with the rules, {players} players, "
                          "bot {bot}, seed {seed}").format(
        deals=r.games, players=r.players, bot=r.bot, seed=r.seed) + changed)
    for col, just in ((_("measure"), "left"), (_("base game"), "right"),
                      (_("with rules"), "right"), (_("change"), "right")):
        table.add_column(col, justify=just)  # type: ignore[arg-type]
    from ..tools import change_text, mean_interval

    def mean(x: Running) -> str:
        return f"{fixed(x.mean)} ± {fixed(mean_interval(x).half)}"

    def change_of(measure: str, scale: float = 1, unit: str = "", digits: int = 1) -> str:
        ci = report.change(measure)
        if ci is None:
            return ""
        noise = " ≈" if ci.holds_zero() else "  "
        return change_text(ci, scale, digits, unit) + noise

    for label, measure, x, y in ((_("plays per game"), "plays", b.plays, r.plays),
                                 (_("decisions per game"), "decisions", b.decisions,
                                  r.decisions),
                                 (_("turns per game"), "turns", b.turns, r.turns)):
        table.add_row(label, mean(x), mean(y), change_of(measure))
    points = " " + _("pts")
    for seat, (was, now) in enumerate(zip(b.seat_wins, r.seat_wins, strict=True)):
        table.add_row(_("seat {seat} wins").format(seat=seat), _rate(was, b.games),
                      _rate(now, r.games), change_of(f"seat {seat} wins", 100, points))
    table.add_row(_("pickups per game"), mean(b.pickups_game), mean(r.pickups_game),
                  change_of("pickups", digits=2))
    table.add_row(_("clears per game"), mean(b.clears_game), mean(r.clears_game),
                  change_of("clears", digits=2))
    table.add_row(_("games that hit the safety cap"), _rate(b.capped, b.games),
                  _rate(r.capped, r.games), change_of("capped", 100, points))
    console.print(table)
    rules = Table(title=_("the rules"))
    for col, just in ((_("rule"), "left"), (_("fired"), "right"), (_("per game"), "right"),
                      (_("games fired"), "right"), (_("stopped"), "right")):
        rules.add_column(col, justify=just)  # type: ignore[arg-type]
    for f in report.per_rule:
        rules.add_row(Text(printable(f.name)), str(f.fired), fixed(f.fired / r.games, 2),
                      percent(f.games_fired / r.games, 0), str(f.stopped))
    console.print(rules)
    click.echo(_(PAIRED_FOOTER).format(level=percent(0.95, 0)))
    from ..language import localized_phrase  # the warnings as lint --simulate says them

    for w in report.warnings:
        said = f"{w.filename}:{w.line}:{w.column}: {w.code} {localized_phrase(w.message)}"
        click.echo(printable(f"{_('warning')}: {said}"))


def _adjusted(changes: tuple[str, ...]) -> BaseRules:
    """The official rules with each ``NAME=VALUE`` applied (R-VOTE-1 style adjustments)."""
    from ..engine import OFFICIAL, BaseRuleError, parse_param

    base = OFFICIAL
    for change in changes:
        name, sep, text = change.partition("=")
        name, text = name.strip(), text.strip()
        if not sep or not name or not text:
            raise SimulateError(_("--base takes NAME=VALUE (e.g. clear_rank=J), not {value}")
                                .format(value=repr(change)))
        try:
            value = parse_param(name, text)
        except BaseRuleError as exc:
            raise SimulateError(f"--base {exc}") from None
        base = base.adjust(name, value)
    return base


def _print_table(summary: object) -> None:
    from rich.console import Console
    from rich.table import Table

    from ..engine import show_param
    from ..tools import Summary, mean_interval

    assert isinstance(summary, Summary)
    changed = "".join(f", {k}={show_param(k, v)}" for k, v in summary.base.items())
    table = Table(title=_("{games} games, {players} players, bot {bot}, seed {seed}").format(
        games=summary.games, players=summary.players, bot=summary.bot,
        seed=summary.seed) + changed)
    table.add_column(_("measure"))
    table.add_column(_("value"), justify="right")
    for label, r in ((_("plays per game"), summary.plays),
                     (_("decisions per game"), summary.decisions),
                     (_("turns per game"), summary.turns)):
        table.add_row(label, f"{fixed(r.mean)} ± {fixed(mean_interval(r).half)}  "
                             f"(sd {fixed(r.sd)}, {fixed(r.low, 0)}..{fixed(r.high, 0)})")
    for seat, wins in enumerate(summary.seat_wins):
        table.add_row(_("seat {seat} wins").format(seat=seat),
                      f"{_rate(wins, summary.games)}  ({wins})")
    per_game = _("{rate}/game")
    for cause, count in summary.clears.items():
        table.add_row(_("clears: {cause}").format(cause=_(cause)),  # the words of fmt --words
                      f"{count}  ({per_game.format(rate=fixed(count / summary.games, 2))})")
    table.add_row(_("pickups"), f"{summary.pickups}  "
                  f"({per_game.format(rate=fixed(summary.pickups / summary.games, 2))})")
    table.add_row(_("games that hit the safety cap"), str(summary.capped))
    Console(soft_wrap=False).print(table)
    click.echo(_(FOOTER).format(level=percent(0.95, 0)))


#: What the ± and the ranges of the tables mean (docs/simulate.md says the same).
FOOTER = N_("± and (low–high %): {level} confidence intervals, Student's t for a mean per game,\n"
            "Wilson's score interval for a rate; sd is the spread of single games.")
PAIRED_FOOTER = N_("± and (low–high %): {level} confidence intervals, Student's t for a mean per "
                   "game,\nWilson's score interval for a rate; sd is the spread of single "
                   "games.\nchange: the mean per-deal difference, with minus without the "
                   "rules on the same deals,\n± its {level} t interval; ≈ marks a change whose "
                   "interval holds 0: these games cannot\ntell it from chance (play more "
                   "--games).")


#: What the session tables' figures mean (docs/rules-in-play.md says the same).
SESSION_FOOTER = N_("won: rounds won from the adoption on, with Wilson's {level} interval; "
                    "change: the mean per-evening\nchange of the seat's share of rounds won, "
                    "with minus without the book on the same deals,\n± its {level} t interval; "
                    "effects: the book's effects naming the seat a round; cards+skips:\nthe "
                    "cards and skipped turns they put on it a round (t intervals over "
                    "evenings).")


def _rate(k: int, n: int) -> str:
    """A rate with its Wilson 95% interval: ``28.7% (24–34)`` (``tools.rate_text``)."""
    from ..tools import rate_text

    return rate_text(k, n)
