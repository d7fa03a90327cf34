"""The Babel extractor of the editor's hovers (``babel.cfg``): every entry of
docs/language.md a hover can show, its section's title and the vocabulary's notes, read
by asking every hover the vocabulary has (``hover.collected``). Only ``pybabel extract``
and the catalog tests import this module; ``lopti lsp`` never does.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from .hover import collected


def extract(fileobj: Any, keywords: Iterable[str], comment_tags: Iterable[str],
            options: dict[str, Any]) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel extractor (mapped to ``lsp/hovercatalog.py``): each hover text once, with a
    note for the translator that code spans and rule numbers stay as written."""
    for text in collected():
        yield 0, "gettext", text, ["hover (docs/language.md): `code spans` and R- numbers stay "
                                   "as written"]
