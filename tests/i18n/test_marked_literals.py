"""Every literal a module marks for translation is in the catalogs' template (issue 25).

Babel's Python extractor does not read inside an f-string, so ``f"<p>{_('Contents')}</p>"``
was never extracted and the HTML book said "Contents" in every language. This reads each
one-line ``_("...")``, ``gettext``, ``ngettext``, ``pgettext`` and ``N_`` call in the
sources and the templates of ``lopti serve`` and fails on a literal the template lacks.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from lopti_rules import i18n

ROOT = Path(__file__).resolve().parents[2] / "lopti_rules"
CALL = re.compile(r"""(?<![\w.])(?:_|gettext|N_|ngettext|pgettext\(\s*"[^"]*",\s*)\(\s*"""
                  r"""(["'])((?:(?!\1)[^\\])+)\1\s*[),]""")


def test_every_marked_literal_is_in_the_template() -> None:
    with (i18n.LOCALE_DIR / "lopti.pot").open("rb") as fp:
        ids = {m.id[0] if isinstance(m.id, tuple) else m.id for m in read_po(fp)}
    files = [*ROOT.rglob("*.py"), *(ROOT / "serve" / "templates").glob("*.html")]
    missing = [(p.relative_to(ROOT).as_posix(), n, m[2])
               for p in files for n, line in enumerate(p.read_text("utf-8").split("\n"), 1)
               for m in CALL.finditer(line) if m[2] not in ids and m[2] != "..."]
    assert not missing, missing
