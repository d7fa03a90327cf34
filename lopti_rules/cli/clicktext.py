"""click's own usage errors in the table's language ("Missing argument", "No such option",
"Invalid value for ...").

click marks its messages for gettext (``from gettext import gettext as _`` in each of its
modules) and reads them from the process's global ``messages`` domain, which knows
neither ``--lang`` nor a catalog compiled in memory. :func:`route` points those modules'
``_`` and ``ngettext`` at lopti's own catalogs (``lopti_rules.i18n``), so click's words
follow the language in use like every other message. :data:`CLICK_MESSAGES` lists the
msgids of the errors a command line meets, marked for the catalogs with their English
exactly as click writes them (``tests/i18n/test_click_lang.py`` checks that click still
has each one); an error of click's that is not listed stays English.

A type's name that click fills into a message (``integer`` in ``'x' is not a valid
integer.``) is translated as the message is filled (:class:`_Filled`); what the user
typed, the option names and the choices stay as they are.
"""

from __future__ import annotations

import re
import sys
from typing import Any

from ..i18n import N_, gettext, ngettext, pgettext

#: click's messages a command line meets (click 8.x), as click writes them
CLICK_MESSAGES = (
    # exceptions.py: how a usage error is shown, and what it says
    N_("Error: {message}"),
    N_("Try '{command} {option}' for help."),
    N_("Invalid value: {message}"),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Missing argument"),
    N_("Missing option"),
    N_("Missing parameter"),
    N_("Missing {param_type}"),
    N_("Missing parameter: {param_name}"),
    N_("No such option {name!r}."),
    N_("No such command {name!r}."),
    N_("Could not open file {filename!r}: {message}"),
    N_("unknown error"),
    N_("Aborted!"),
    # core.py and parser.py: what the parser refuses
    N_("Missing command."),
    N_("Value must be an iterable."),
    N_("Argument {name!r} takes {nargs} values."),
    N_("Option {name!r} does not take a value."),
    # types.py: a value of the wrong kind
    N_("Choose from:\n\t{choices}"),
    N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."),
    N_("{value!r} is not a valid boolean. Recognized values: {states}"),
    N_("{value!r} is not a valid UUID."),
    N_("file"),
    N_("directory"),
    N_("path"),
    N_("{name} {filename!r} does not exist."),
    N_("{name} {filename!r} is a file."),
    N_("{name} {filename!r} is a directory."),
    N_("{name} {filename!r} is not readable."),
    N_("{name} {filename!r} is not writable."),
    N_("{name} {filename!r} is not executable."),
)


def _counted() -> None:
    """click's counted messages, for the catalogs (Babel extracts ``ngettext`` calls)."""
    ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", 1)
    ngettext("Got unexpected extra argument ({args})",
             "Got unexpected extra arguments ({args})", 1)
    ngettext("Takes {nargs} values but 1 was given.",
             "Takes {nargs} values but {len} were given.", 1)
    ngettext("Option {name!r} requires an argument.",
             "Option {name!r} requires {nargs} arguments.", 1)
    ngettext("{value!r} is not {choice}.", "{value!r} is not one of {choices}.", 1)
    ngettext("{value!r} does not match the format {format}.",
             "{value!r} does not match the formats {formats}.", 1)
    ngettext("{len_type} values are required, but {len_value} was given.",
             "{len_type} values are required, but {len_value} were given.", 1)


def _type_names() -> dict[str, str]:
    """The names of click's number types as a message says them, in the language in use."""
    return {"integer": pgettext("click type", "integer"),
            "float": pgettext("click type", "float"),
            "integer range": pgettext("click type", "integer range"),
            "float range": pgettext("click type", "float range")}


_ENV_VAR = re.compile(r" \(env var: (.*)\)\Z")


def _field(key: str, value: object) -> object:
    """A value click fills into one of its messages, in the language in use where it is
    click's own word: a number type's name, a path's kind (``File``, named when the
    command was defined, before the language was known) and the ``(env var: ...)`` click
    writes after an option's name without gettext."""
    if not isinstance(value, str):
        return value
    if key == "number_type":
        return _type_names().get(value, value)
    if key == "name" and value.lower() in ("file", "directory", "path"):
        said = gettext(value.lower())
        return said[:1].upper() + said[1:] if value[:1].isupper() else said
    if key == "param_hint":
        return _ENV_VAR.sub(lambda m: " (" + gettext("env var: {var}").format(var=m[1]) + ")",
                            value)
    return value


class _Filled(str):
    """A translated click message whose ``format`` says click's own words among its
    values in the language too (:func:`_field`)."""

    __slots__ = ()

    def format(self, *args: Any, **kwargs: Any) -> str:
        return str.format(self, *args, **{k: _field(k, v) for k, v in kwargs.items()})


#: click's option helps that it writes once, when it makes the option, and keeps (it
#: caches a command's help option): left in English there, and said in the language of
#: each page when the help formatter writes it (cli/helptext.py), so one process that
#: shows pages in two languages (a test, a server) never shows the first one's on both
_SAID_ON_THE_PAGE = frozenset(("Show this message and exit.", "Show the version and exit."))


def _gettext(message: str) -> str:
    if message in _SAID_ON_THE_PAGE:
        return message
    return _Filled(gettext(message))


def _ngettext(singular: str, plural: str, n: int) -> str:
    return ngettext(singular, plural, n)


#: click's modules that say something to a user through gettext
_MODULES = ("click.core", "click.exceptions", "click.parser", "click.types",
            "click.decorators", "click.formatting", "click.termui", "click.utils")


def route() -> None:
    """Make click's modules say their messages through lopti's catalogs (idempotent)."""
    for name in _MODULES:
        module = sys.modules.get(name)
        if module is None:
            continue
        if hasattr(module, "_"):
            module._ = _gettext  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = _ngettext  # type: ignore[attr-defined]
