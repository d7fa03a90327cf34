"""The ``lopti`` command line's click group (``lopti_rules.cli.main``): its commands load lazily.

Each command lives in its own module under ``lopti_rules.cli`` and is imported
only when it runs, so ``lopti lint`` never pays for the engine or the archive.
Every ``LoptiError`` becomes a one-line ``error: ...`` (control characters escaped:
``language.printable``) and its exit code (2 by default); this is the one place that
decides exit codes for errors. An ``OSError``
that escapes a command (a file it could not read or write) becomes ``error: FILE:
REASON`` and exit 2 rather than a traceback. (``cli.quicklint`` says the same for the
one command line it runs without click: keep the two alike.)
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from typing import Any

import click

from .. import __version__
from ..errors import InputError, LoptiError
from ..i18n import LANGUAGES, choose, gettext, use
from .clicktext import route

route()  # click's own usage errors in the language in use (cli/clicktext.py)

#: command name -> (module under lopti_rules.cli, attribute, one-line help)
COMMANDS: dict[str, tuple[str, str, str]] = {
    "simulate": ("simulate", "simulate", "Simulate many games and summarise them."),
    "replay": ("replay", "replay", "Re-run a recorded game log and print its events."),
    "lint": ("lint", "lint", "Check house rules against the official limits."),
    "fmt": ("fmt", "fmt", "Rewrite house rules in canonical form."),
    "test": ("scenario", "test", "Run table scenarios like unit tests."),
    "session": ("session", "session", "Play and record sessions: rounds, rules, votes."),
    "book": ("book", "book", "Show, export and import session rule books."),
    "serve": ("serve", "serve", "Serve the session as a web page for the whole table."),
    "lsp": ("lsp", "lsp", "Run the language server for editors (stdio)."),
}


class LazyGroup(click.Group):
    """A group that imports a command's module only when the command is used."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(n for n in COMMANDS if _available(n))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        spec = COMMANDS.get(cmd_name)
        if spec is None or not _available(cmd_name):
            return None
        module = importlib.import_module(f"{__package__}.{spec[0]}")
        command: click.Command = getattr(module, spec[1])
        from .helptext import localize  # --help in the language in use

        return localize(command)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(n, COMMANDS[n][2]) for n in self.list_commands(ctx)]
        if rows:
            with formatter.section("Commands"):  # (translated by helptext.HelpFormatter)
                formatter.write_dl(rows)


def _available(name: str) -> bool:
    return importlib.util.find_spec(f"{__package__}.{COMMANDS[name][0]}") is not None


def _check_python() -> None:
    """Exit 2 with a clear message on a Python the sandbox does not support."""
    import os

    from ..pythons import python_support

    problem = python_support()
    if problem is not None and not os.environ.get("LOPTI_ANY_PYTHON"):
        click.echo(f"{gettext('error')}: {problem}", err=True)
        sys.exit(2)


class _Main(LazyGroup):
    from .helptext import HelpContext as context_class  # --help in the language in use

    def main(self, *args: Any, **kwargs: Any) -> Any:
        kwargs["standalone_mode"] = False
        _check_python()
        _speak_early(kwargs["args"] if "args" in kwargs else args[0] if args else None)
        try:
            return super().main(*args, **kwargs)
        except LoptiError as exc:
            from ..language import printable

            said = gettext("error")  # "Fehler", "hata", ... ("error" in English)
            click.echo(printable(f"{said}: {exc}", newlines=True), err=True)
            sys.exit(exc.exit_code)
        except click.exceptions.Abort:
            click.echo(gettext("aborted"), err=True)
            sys.exit(130)
        except click.ClickException as exc:
            exc.show()
            sys.exit(exc.exit_code)
        except click.exceptions.Exit as exc:
            sys.exit(exc.exit_code)
        except OSError as exc:  # a safety net: a file the command could not read or write
            from ..language import printable

            where = f"{exc.filename}: " if exc.filename is not None else ""
            said = gettext("error")
            click.echo(printable(f"{said}: {where}{exc.strerror or exc}"), err=True)
            sys.exit(2)


def _speak_early(args: Any) -> None:
    """The language of the run before click parses the command line, so that click's own
    usage errors (``No such option``) are said in it: ``--lang`` before the command, else
    ``LOPTI_LANG`` and the locale. A ``--lang`` or ``LOPTI_LANG`` that names no language
    leaves English; parsing then says what is wrong with it."""
    words = list(sys.argv[1:] if args is None else args)
    flag = None
    for i, word in enumerate(words):
        if word in COMMANDS or word == "--":
            break
        if word == "--lang" and i + 1 < len(words):
            flag = words[i + 1]
            break
        if word.startswith("--lang="):
            flag = word.partition("=")[2]
            break
    for given in (flag, None):
        try:
            use(choose(given))
            return
        except InputError:
            continue
    use("en")


def _speak(lang: str | None) -> str | None:
    """``--lang``, read before ``--help`` (both eager): the group's own help page speaks it."""
    use(choose(lang))
    return lang


@click.group(cls=_Main, context_settings={"help_option_names": ["-h", "--help"]})
# the package's own version string, not its installed metadata (importlib.metadata
# scans every path entry: 646M instructions for `lopti --version`, 201M without it);
# tests/test_packaging.py keeps the two equal
@click.version_option(version=__version__, prog_name="lopti")
@click.option("--lang", type=click.Choice(LANGUAGES), default=None, metavar="LANG",
              is_eager=True, callback=lambda _ctx, _param, value: _speak(value),
              help="The language of what lopti prints: de, nl, tr, zh or en (default: "
                   "LOPTI_LANG, else the locale LC_ALL/LC_MESSAGES/LANG, else English).")
def main(lang: str | None) -> None:
    """lopti: write, lint, try, test, replay and archive Lopti house rules."""
    use(choose(lang))
