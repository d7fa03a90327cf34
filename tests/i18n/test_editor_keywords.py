"""The editors know every rule language's keywords (issue 25: "the language server, the
Pygments lexer and the TextMate grammar know every keyword set, generated from one table").

The TextMate grammar's own test runs the (English) example rules through node; this
checks without node that each highlighted word of German, Dutch and Turkish is in the
VS Code grammar file, so a German rule is coloured in the editor as in `lopti` itself.
The words of a count's scope (``diese sitzung``) are names in every language, English
``this session`` too.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lopti_rules.language.catalogue import keywords
from lopti_rules.language.present.highlight import ALL_WORD_CLASSES

GRAMMAR = (Path(__file__).resolve().parents[2] / "editors" / "vscode" / "syntaxes"
           / "lopti.tmLanguage.json")


@pytest.mark.parametrize("lang", ["de", "nl", "tr"])
def test_r_custom_1_the_textmate_grammar_colours_every_keyword_of_each_language(
        lang: str) -> None:
    patterns = json.dumps(json.loads(GRAMMAR.read_text(encoding="utf-8")),
                          ensure_ascii=False)
    coloured = {w for words in ALL_WORD_CLASSES.values() for w in words}
    mine = keywords.vocabulary(lang) & coloured
    assert len(mine) > 100
    missing = sorted(w for w in mine
                     if not re.search(rf"(?<![\w]){re.escape(w)}(?![\w])", patterns))
    assert not missing, missing
