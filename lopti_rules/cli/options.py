"""Options commands share: whole numbers within their limits, and lint's and fmt's settings.

:class:`Whole` reads a count, a round, a seed or an id against its limits in
``inputs.NUMBERS``, so ``--game 10**30`` is a one-line error naming the range, never an
OverflowError from SQLite. ``--isolated`` reads no settings file; ``--config FILE``
reads FILE instead of searching for a ``pyproject.toml`` (``language.load_config``).
Given both, click says they clash.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from ..i18n import gettext as _
from ..inputs import NUMBERS, check_whole

F = TypeVar("F", bound=Callable[..., object])


class Whole(click.ParamType[int]):
    """A whole number of a kind in ``inputs.NUMBERS`` (``games``, ``seed``, ``id``...):
    anything else is a one-line ``InputError`` (exit 2) that states the range."""

    name = "integer"

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.low, self.high = NUMBERS[kind]

    def convert(self, value: object, param: click.Parameter | None,
                ctx: click.Context | None) -> int:
        if isinstance(value, int):
            return check_whole(_shown(param), value, self.kind)
        return check_whole(_shown(param), str(value), self.kind)


class Seconds(click.FloatRange):
    """A wait in seconds, from 0 to an hour: ``inf`` and ``nan`` (which ``FloatRange``
    lets through, as ``nan`` compares false with both ends) are a one-line usage error,
    never a value SQLite's busy timeout overflows on."""

    name = "number of seconds"

    def __init__(self) -> None:
        super().__init__(min=0, max=3600)

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> float:
        seconds = super().convert(value, param, ctx)
        if seconds != seconds:  # nan
            self.fail(_("{value!r} is not a valid number of seconds.").format(value=value),
                      param, ctx)
        return float(seconds)


def _shown(param: click.Parameter | None) -> str:
    """How a message names the option or argument (``--game``, ``SESSION_ID``)."""
    if param is None:
        return _("the number")
    if param.opts and param.opts[0].startswith("-"):
        return max(param.opts, key=len)
    return (param.human_readable_name or _("the number")).upper()


def _isolated(ctx: click.Context, param: click.Parameter, value: bool) -> bool:
    if value and ctx.params.get("config_file") is not None:
        raise click.UsageError(_("--isolated reads no settings file: drop --config"))
    return value


def _config(ctx: click.Context, param: click.Parameter, value: Path | None) -> Path | None:
    if value is not None and ctx.params.get("isolated"):
        raise click.UsageError(_("--isolated reads no settings file: drop --config"))
    return value


def config_options(command: F) -> F:
    """Add ``--isolated`` and ``--config FILE`` to a command."""
    command = click.option(
        "--config", "config_file", type=click.Path(dir_okay=False, path_type=Path),
        default=None, metavar="FILE", callback=_config,
        help="Read the settings from FILE (its [tool.lopti] table, or the top-level keys "
             "of a lopti.toml) instead of the nearest pyproject.toml.")(command)
    return click.option(
        "--isolated", is_flag=True, callback=_isolated,
        help="Ignore every settings file ([tool.lopti] in pyproject.toml): only the "
             "flags given here count.")(command)
