"""Audit of the free-text lexicon's broad stems (issue 29, fa33).

Every lexicon pattern with a trailing ``*`` (``stem*``: a token that starts with the stem)
is run against the words the project itself writes in that stem's language: the texts of
every .lopti under tests/data and examples, the catalogs' msgstr text
(lopti_rules/i18n/locale/*), docs/*.md (English) and the official cards
(../shared/rules/official/). The words a stem matches are printed per stem, so a stem
that also reads an unrelated common word (Turkish ``baş*``: *başla*, "start") shows.

    .venv/bin/python tools/stem_audit.py [--lang tr] [--group LP702] [--min 1]

The test that keeps the stems narrow is tests/language/test_free_text_stems.py: it runs
the stems against a list of known innocent words (tests/data/stem_audit/innocent.toml)
with an allow-list per stem.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lopti_rules.language.text.matching import entry_sources  # noqa: E402
from lopti_rules.language.text.textnorm import fold, has_cjk  # noqa: E402

LANGS = ("en", "de", "nl", "tr", "zh")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_CARDS = {"000": "de", "003": "nl", "004": "tr"}  # official/README.md


def stems() -> dict[tuple[str, str], set[str]]:
    """(language, stem) -> the groups or codes whose entries hold ``stem*``."""
    found: dict[tuple[str, str], set[str]] = defaultdict(set)
    for name, text, lang in entry_sources():
        for raw in fold(text).split(","):
            if has_cjk(raw):
                continue
            for spec in raw.split():
                if spec.endswith("*") and len(spec) > 1:
                    for each in ((lang,) if lang else LANGS):
                        found[(each, spec[:-1])].add(name)
    return found


def _words(text: str) -> Iterable[str]:
    return (fold(w) for w in _WORD.findall(text) if not has_cjk(w))


def corpus(root: Path = ROOT) -> dict[str, set[str]]:
    """language -> the words the project writes in it."""
    words: dict[str, set[str]] = defaultdict(set)
    for path in [*root.glob("tests/data/**/*.lopti"), *root.glob("examples/**/*.lopti")]:
        text = path.read_text(encoding="utf-8", errors="replace")
        m = re.search(r"lang=(\w\w)", text)
        lang = m.group(1) if m else "en"
        quoted = " ".join(re.findall(r'"([^"]*)"', text))
        words[lang].update(_words(quoted))
    for po in (root / "lopti_rules/i18n/locale").glob("*/LC_MESSAGES/*.po"):
        lang = po.parts[-3]
        text = po.read_text(encoding="utf-8")
        words[lang].update(_words(" ".join(re.findall(r'msgstr "(.*)"', text))))
    for md in (root / "docs").glob("**/*.md"):
        words["en"].update(_words(md.read_text(encoding="utf-8")))
    official = root.parent / "shared/rules/official"
    for card in official.glob("*.txt"):
        lang = _CARDS.get(card.name[:3])
        if lang:
            words[lang].update(_words(card.read_text(encoding="utf-8")))
    return words


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    args.add_argument("--lang", choices=LANGS)
    args.add_argument("--group", help="only stems of this code or group")
    args.add_argument("--min", type=int, default=1, help="only stems matching this many words")
    opts = args.parse_args(argv)
    found = stems()
    known = {g for groups in found.values() for g in groups}
    if opts.group and opts.group not in known:
        args.error(f"no stem belongs to group {opts.group!r}; groups: "
                   + ", ".join(sorted(known)))
    words = corpus()
    for (lang, stem), groups in sorted(found.items()):
        if opts.lang and lang != opts.lang or opts.group and opts.group not in groups:
            continue
        matched = sorted(w for w in words[lang] if w.startswith(stem))
        if len(matched) >= opts.min:
            print(f"{lang} {stem}* [{','.join(sorted(groups))}]: {' '.join(matched)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
