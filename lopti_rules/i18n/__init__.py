"""The table's own language: which language lopti speaks, and its gettext catalogs.

Messages a table reads are English ``msgid`` strings wrapped in :func:`gettext` (``_``)
or :func:`ngettext` where they are rendered; their translations live in gettext
catalogs, one ``.po`` file a language under ``lopti_rules/i18n/locale/<lang>/LC_MESSAGES/
lopti.po``, handled with Babel (``pybabel extract/update/compile``, docs/i18n.md).

The wheel carries compiled ``.mo`` files (the hatch build hook ``hatch_build.py``); a
checkout or an editable install has only the ``.po`` files, and they are compiled in
memory (Babel) the first time a language is used. Plural forms come from each catalog's
``Plural-Forms`` header, which Babel writes from the CLDR plural rules; numbers are
formatted by Babel for the language (:func:`number`).

The language is chosen once a run (:func:`use`): ``--lang`` on the ``lopti`` group, else
``LOPTI_LANG``, else the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English
(:func:`choose`). English needs no catalog and imports no Babel. A server speaks each
client's own language for the length of a request (:func:`speaking`: ``lopti serve``
reads a phone's ``Accept-Language`` or its chooser, ``lopti lsp`` the client's locale).
"""

from __future__ import annotations

import gettext as _gettext
import io
import math
import os
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

from ..errors import InputError

#: the languages lopti speaks; the first is the source language of every message
LANGUAGES: tuple[str, ...] = ("en", "de", "nl", "tr", "zh")
#: each language's own name, for choosers and ``lopti --help``
NAMES: dict[str, str] = {"en": "English", "de": "Deutsch", "nl": "Nederlands",
                         "tr": "Türkçe", "zh": "中文"}
DOMAIN = "lopti"
#: the folder of the catalogs (``<lang>/LC_MESSAGES/lopti.po``, and ``.mo`` in a wheel)
LOCALE_DIR = Path(__file__).with_name("locale")
#: the locale variables read, in POSIX order of precedence
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")

_current = "en"
_flagged = False  #: the run's language was given with --lang (:func:`chosen`)
#: the language of one request or client, over the run's (:func:`speaking`)
_speaking: ContextVar[str | None] = ContextVar("lopti_language", default=None)


def language_of(value: str) -> str | None:
    """The supported language a locale name or language tag names (``de_DE.UTF-8``,
    ``zh-Hans-CN``, ``nl``), or None (``C``, ``POSIX``, ``fr_FR``)."""
    tag = value.split(".", 1)[0].split("@", 1)[0].replace("-", "_").split("_", 1)[0]
    tag = tag.strip().lower()
    return tag if tag in LANGUAGES else None


def chosen(environ: Mapping[str, str] | None = None) -> bool:
    """Did the user name the language (``--lang`` on this run, or ``LOPTI_LANG``)? Then a
    client's own locale (``lopti lsp``'s editor) does not override it."""
    env = os.environ if environ is None else environ
    return _flagged or bool(env.get("LOPTI_LANG"))


def choose(flag: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language of this run: ``flag`` (``--lang``), else ``LOPTI_LANG``, else the first
    locale variable that is set (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English.

    A ``--lang`` or ``LOPTI_LANG`` naming no supported language is an InputError; a
    locale of another language (``fr_FR``, ``C``) means English.
    """
    global _flagged
    env = os.environ if environ is None else environ
    _flagged = bool(flag)
    for given, origin in ((flag, "--lang"), (env.get("LOPTI_LANG"), "LOPTI_LANG")):
        if given:
            lang = language_of(given)
            if lang is None:
                raise InputError(f"{origin}: unknown language {given!r} "
                                 f"(choose from {', '.join(LANGUAGES)})")
            return lang
    for name in LOCALE_VARIABLES:
        value = env.get(name)
        if value:
            return language_of(value) or "en"
    return "en"


def use(lang: str) -> None:
    """Speak ``lang`` from now on (one of LANGUAGES); its catalog loads on first use."""
    global _current
    if lang not in LANGUAGES:
        raise InputError(f"unknown language {lang!r} (choose from {', '.join(LANGUAGES)})")
    _current = lang


def current() -> str:
    """The language in use: the request's (:func:`speaking`), else the run's (:func:`use`),
    else English."""
    return _speaking.get() or _current


@contextmanager
def speaking(lang: str) -> Iterator[str]:
    """Speak ``lang`` in this context only (one web request, one client's messages): other
    requests served at the same time, in other threads or tasks, keep their own."""
    if lang not in LANGUAGES:
        raise InputError(f"unknown language {lang!r} (choose from {', '.join(LANGUAGES)})")
    token = _speaking.set(lang)
    try:
        yield lang
    finally:
        _speaking.reset(token)


def accepted(header: str | None) -> str | None:
    """The supported language a browser's ``Accept-Language`` header prefers most
    (``de-DE,de;q=0.9,en;q=0.8`` -> ``de``; ``q=0`` refuses), or None if it names none."""
    best: tuple[float, int, str] | None = None
    for index, part in enumerate((header or "").split(",")[:32]):
        tag, _sep, params = part.strip().partition(";")
        lang = language_of(tag) if tag and tag != "*" else None
        if lang is None:
            continue
        q = 1.0
        for param in params.split(";"):
            name, eq, value = param.strip().partition("=")
            if eq and name.strip() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if q > 0 and (best is None or (q, -index) > (best[0], best[1])):
            best = (q, -index, lang)
    return None if best is None else best[2]


def catalog_path(lang: str, suffix: str = ".po") -> Path:
    """Where the catalog of ``lang`` lives (``.po`` in the repository, ``.mo`` in a wheel)."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


@cache
def translations(lang: str) -> _gettext.NullTranslations:
    """The translations of ``lang``: its compiled ``.mo``, else its ``.po`` compiled in
    memory with Babel; English is the source language and has none."""
    if lang == "en":
        return _gettext.NullTranslations()
    mo = catalog_path(lang, ".mo")
    if mo.is_file():
        with mo.open("rb") as fp:
            return _gettext.GNUTranslations(fp)
    return _gettext.GNUTranslations(io.BytesIO(compile_po(catalog_path(lang))))


def compile_po(po: Path) -> bytes:
    """The ``.mo`` bytes of a ``.po`` file (Babel; fuzzy entries are left out, as
    ``pybabel compile`` does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fp:
        catalog = read_po(fp)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def gettext(message: str) -> str:
    """``message`` in the language in use (itself when it has no translation)."""
    return translations(current()).gettext(message)


_ = gettext


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in use, told apart by ``context`` from the same English
    word elsewhere (``pgettext("vote", "passed")``)."""
    return translations(current()).pgettext(context, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for ``n`` by the language's plural rule."""
    return translations(current()).ngettext(singular, plural, n)


def number(n: int | float) -> str:
    """``n`` written as the language writes numbers (``1,234`` in English, ``1.234`` in
    German, Dutch and Turkish), by Babel's number formats."""
    lang = current()
    if lang == "en":
        return f"{n:,}"
    from babel.numbers import format_decimal

    return str(format_decimal(n, locale=lang))


def fixed(x: float, places: int = 1, *, sign: bool = False) -> str:
    """``x`` with ``places`` decimals, as the language writes a decimal (``232.7`` in
    English and Chinese, ``232,7`` in German, Dutch and Turkish), by Babel's number
    formats; ``sign``: a ``+`` before a positive value (a change)."""
    lang = current()
    if lang == "en":
        return f"{x:+.{places}f}" if sign else f"{x:.{places}f}"
    from decimal import Decimal

    from babel.numbers import format_decimal

    if not math.isfinite(x):
        return f"{x:+.{places}f}" if sign else f"{x:.{places}f}"
    digits = "0" + ("." + "0" * places if places else "")
    # the float's exact value, so a half rounds as Python's own format rounds it
    return str(format_decimal(Decimal(x), format=f"+{digits};-{digits}" if sign else digits,
                              locale=lang))


def percent(share: float, places: int = 1, *, sign: bool = False) -> str:
    """``share`` (0..1) as a percentage with ``places`` decimals, as the language writes
    one (``12.5%``; German ``12,5 %``, Turkish ``%12,5``), by Babel's percent patterns;
    ``sign``: a ``+`` before a positive value (a change)."""
    lang = current()
    if lang == "en" or not math.isfinite(share):
        return f"{share:+.{places}%}" if sign else f"{share:.{places}%}"
    from decimal import Decimal

    from babel import Locale
    from babel.numbers import format_percent

    digits = "#,##0" + ("." + "0" * places if places else "")
    pattern = Locale.parse(lang).percent_formats[None].pattern.replace("#,##0", digits, 1)
    if sign:
        pattern = f"+{pattern};-{pattern}"
    return str(format_percent(Decimal(share), format=pattern, locale=lang))


#: a number as an English wording writes it: a sign, groups of three, decimals, a percent
_FIGURE = re.compile(r"([-+]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(%?)\Z")


def figure(text: str) -> str:
    """A number as a check wrote it in English (``1,048,576``, ``-31.1``, ``+56%``), as the
    language in use writes it (``1.048.576``, ``-31,1``, ``+56 %``; Turkish ``%0``), with
    as many decimals; any other text as it is."""
    found = _FIGURE.match(text)
    if current() == "en" or found is None:
        return text
    sign, whole, decimals, share = found.groups()
    places = len(decimals or "")
    value = float(whole.replace(",", "") + (f".{decimals}" if decimals else ""))
    value = -value if sign == "-" else value
    if share:
        return percent(value / 100, places, sign=sign == "+")
    if places:
        return fixed(value, places, sign=sign == "+")
    return ("+" if sign == "+" else "") + number(int(value))


def either(items: list[str]) -> str:
    """``items`` as one choice in the language in use (``a, b or c``; German ``a, b oder
    c``, Chinese ``a、b或c``), by Babel's list patterns."""
    lang = current()
    if lang == "en" or len(items) < 2:
        return " or ".join(items) if len(items) < 3 else \
            ", ".join(items[:-1]) + " or " + items[-1]
    from babel.lists import format_list

    return str(format_list(items, style="or", locale=lang))


def N_(message: str) -> str:  # noqa: N802 (the gettext convention)
    """Mark ``message`` for extraction without translating it here (it is translated
    where it is shown)."""
    return message
