"""Options that lint and fmt share: where their ``[tool.lopti]`` settings come from.

``--isolated`` reads no settings file; ``--config FILE`` reads FILE instead of searching
for a ``pyproject.toml`` (``language.load_config``). Given both, click says they clash.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import click

F = TypeVar("F", bound=Callable[..., object])


def _isolated(ctx: click.Context, param: click.Parameter, value: bool) -> bool:
    if value and ctx.params.get("config_file") is not None:
        raise click.UsageError("--isolated reads no settings file: drop --config")
    return value


def _config(ctx: click.Context, param: click.Parameter, value: Path | None) -> Path | None:
    if value is not None and ctx.params.get("isolated"):
        raise click.UsageError("--isolated reads no settings file: drop --config")
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
