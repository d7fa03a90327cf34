"""``--help`` in the table's language: click's help pages, translated as they are written.

The commands keep their English help (docstrings and ``help=`` strings, which click reads
when a module is imported, before ``--lang`` is known). Each command the ``lopti`` group
hands out gets :class:`HelpContext` (:func:`localize`), whose :class:`HelpFormatter`
translates every text at the moment the page is written: the command's help, each
option's help and click's own words around them ("Usage:", "Options", "[default: ...]").
The msgids are the English texts themselves, gathered by ``helpcatalog.extract``, a
Babel extractor (``babel.cfg``) that walks the command tree.

Translated: the ``lopti`` group and the commands in :data:`TRANSLATED` (the session, the
book, the table companion, the language server, lint, fmt, simulate, replay and test);
a command added to the group and not listed there keeps English help (docs/i18n.md).
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterable, Iterator

import click

from ..i18n import N_, gettext

#: the commands whose help pages are catalogued (the group's own page always is)
TRANSLATED = ("session", "book", "serve", "lsp", "lint", "fmt", "simulate", "replay",
              "test")
#: click's own words on a help page, catalogued here (click translates them with its own,
#: empty, gettext domain)
CLICK_WORDS = (N_("Usage:"), N_("Options"), N_("Commands"), N_("Show this message and exit."),
               N_("Show the version and exit."), N_("default: {default}"),
               N_("env var: {var}"), N_("required"))
_EXTRA = re.compile(r"^(?P<help>.*?)(?:\s\s)?\[(?P<extra>[^\[\]]*)\]$", re.S)


def said(text: str) -> str:
    """A help text in the language in use: its own translation, else (a command's one-line
    summary that click cut short, ``Begin (or complete) the next...``) the translation of
    the first sentence it was cut from, else the text as it is."""
    found = gettext(text)
    if found != text or not text.endswith("..."):
        return found
    start = text[:-3].rstrip()
    for sentence in _first_sentences():
        if sentence.startswith(start):
            return gettext(sentence)
    return text


def _first_sentences() -> list[str]:
    return sorted(_SENTENCES)


_SENTENCES: set[str] = set()


def first_sentence(help_text: str) -> str:
    """The first sentence of a help text, as a command list shows it (uncut)."""
    words = inspect.cleandoc(help_text).partition("\f")[0].split("\n\n")[0].split()
    text = " ".join(words)
    end = text.find(". ")
    return text if end < 0 else text[:end + 1]


def option_help(text: str) -> str:
    """An option's help with click's ``[default: ...; required]`` after it, translated
    piece by piece (a default's value stays as it is)."""
    found = _EXTRA.match(text)
    if found is None:
        return said(text)
    pieces = []
    for piece in found["extra"].split("; "):
        name, colon, value = piece.partition(": ")
        if colon and name in ("default", "env var"):
            key = "default: {default}" if name == "default" else "env var: {var}"
            pieces.append(gettext(key).format(default=value, var=value))
        else:
            pieces.append(gettext(piece))
    head = found["help"].rstrip()
    extra = "[" + "; ".join(pieces) + "]"
    return f"{said(head)}  {extra}" if head else extra


class HelpFormatter(click.HelpFormatter):
    """click's formatter, writing each text in the language in use."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, prefix=gettext("Usage:") + " " if prefix is None
                            else prefix)

    def write_heading(self, heading: str) -> None:
        super().write_heading(gettext(heading))

    def write_text(self, text: str) -> None:
        super().write_text(said(inspect.cleandoc(text)))

    def write_dl(self, rows: Iterable[tuple[str, str]], col_max: int = 30,
                 col_spacing: int = 2) -> None:
        super().write_dl([(term, option_help(text)) for term, text in rows], col_max,
                         col_spacing)


class HelpContext(click.Context):
    """A command's context whose help page is written by :class:`HelpFormatter`."""

    formatter_class = HelpFormatter


def localize(command: click.Command) -> click.Command:
    """``command`` and every subcommand with :class:`HelpContext`; their one-line
    summaries become known to :func:`said`."""
    for cmd in _tree(command):
        cmd.context_class = HelpContext
        if cmd.help:
            _SENTENCES.add(first_sentence(cmd.help))
    return command


def _tree(command: click.Command) -> Iterator[click.Command]:
    yield command
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            yield from _tree(sub)


def help_texts(command: click.Command) -> Iterator[str]:
    """Every text of ``command``'s help pages and its subcommands': each help (cleaned as
    click cleans it), its first sentence, and each option's help."""
    for cmd in _tree(command):
        if cmd.help:
            yield inspect.cleandoc(cmd.help).partition("\f")[0]
            yield first_sentence(cmd.help)
        for param in cmd.params:
            text = getattr(param, "help", None)
            if text and text not in CLICK_WORDS:
                yield text
