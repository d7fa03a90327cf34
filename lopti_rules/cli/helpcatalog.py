"""The Babel extractor of the ``--help`` pages (``babel.cfg``): every help text of the
``lopti`` group and of the commands whose pages are catalogued (``helptext.TRANSLATED``),
read off the command tree itself. Only ``pybabel extract`` and the catalog tests import
this module; ``lopti`` never does.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import click

from .group import COMMANDS, main
from .helptext import CLICK_WORDS, TRANSLATED, help_texts


def extract(fileobj: Any, keywords: Iterable[str], comment_tags: Iterable[str],
            options: dict[str, Any]) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel extractor (mapped to ``cli/helpcatalog.py``): the help texts of the ``lopti``
    group, click's own words and the commands in ``TRANSLATED``, each once."""
    ctx = click.Context(main)
    texts = dict.fromkeys([*CLICK_WORDS, *(spec[2] for spec in COMMANDS.values()),
                           *help_texts(main)])
    for name in TRANSLATED:
        command = main.get_command(ctx, name)
        if command is not None:
            texts.update(dict.fromkeys(help_texts(command)))
    for text in texts:
        if text:
            yield 0, "gettext", text, []
