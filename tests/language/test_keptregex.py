"""Kept regular expressions (language/syntax/keptregex.py): the same patterns, never a failure.

Keeping the compiled patterns only changes how fast a cold ``lopti lint`` starts (issue
24): every pattern made from the kept file must equal the one Python compiles (a
``re.Pattern`` compares its SRE code), and a missing, damaged or tampered file must only
cost the compile. Each case runs in a subprocess: the kept file is read by the ``re`` of
the process that asked for it, once.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import marshal
import os
import re
import subprocess
import sys
from pathlib import Path

from lopti_rules.language.syntax import keptregex

#: a process that reads the kept file, loads the modules whose patterns a lint compiles
#: (the text judge's, the parser's lexer by parsing a rule) and prints what it was given
LINT_LIKE = """
import re, sys
from lopti_rules.language import keep_patterns
keep_patterns()
import lopti_rules.language.text.harm
from lopti_rules.language import parse
parse('rule "Eights skip"\\n  after play when play.rank is 8:\\n    skip next player\\n')
from lopti_rules.language.syntax import keptregex
print(len(keptregex._state.get("table", ())), len(keptregex._state.get("new", ())))
print(re.compile(r"(?P<rank>\\d+) (?:of|von) (\\w+)").groupindex["rank"])
"""


def run(cache: Path | str, code: str = LINT_LIKE) -> list[str]:
    env = {**os.environ, "LOPTI_CACHE_DIR": str(cache)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, check=True)
    return done.stdout.split()


def kept_file(cache: Path) -> Path:
    (path,) = cache.glob("regex-*.marshal")
    return path


def test_the_kept_patterns_equal_the_ones_python_compiles_issue_24(tmp_path: Path) -> None:
    assert run(tmp_path)[:1] == ["0"]  # nothing kept yet: every pattern compiled, then kept
    table = marshal.loads(kept_file(tmp_path).read_bytes())
    assert len(table) > 50  # the lexer's states and the text judge's module patterns
    for (pattern, flags), entry in table.items():
        assert _sre.compile(pattern, *entry) == re.compile(pattern, flags), pattern
    found, new, group = run(tmp_path)
    assert int(found) == len(table) and new == "0" and group == "1"  # read, none compiled


def test_a_damaged_or_tampered_kept_file_only_costs_the_compile_issue_24(
        tmp_path: Path) -> None:
    run(tmp_path)
    path = kept_file(tmp_path)
    table = marshal.loads(path.read_bytes())
    key = (r"(?P<rank>\d+) (?:of|von) (\w+)", 0)
    flags, code, groups, index, names = table[key]
    table[key] = (flags, [*code[:3], 999, *code[4:]], groups, index, names)  # not SRE code
    path.write_bytes(marshal.dumps(table))
    assert run(tmp_path)[2] == "1"  # compiled again, the same groups
    path.write_bytes(b"\x00not marshal")
    # compiled again (all but the last pattern, printed after the counts), and kept again
    assert run(tmp_path)[:2] == ["0", str(len(table) - 1)]
    assert marshal.loads(path.read_bytes())[key][1] == code


def test_no_cache_folder_leaves_re_alone_issue_24(tmp_path: Path) -> None:
    code = ("import re; from lopti_rules.language import keep_patterns; keep_patterns(); "
            "from re import _compiler; print(_compiler.compile.__module__)")
    assert run("", code) == ["re._compiler"]
    assert run(tmp_path, code) == [keptregex.__name__]
