"""The TextMate grammar, run by vscode-tmgrammar-test (npm) on every example rule.

Each example becomes a syntax test whose assertions are what the Pygments lexer says
about its words (keyword, event, role, action, attribute, rank, text, comment), so the
two highlighters, both made from the grammar's word classes, agree token by token.
Needs node and npm: the test installs vscode-tmgrammar-test into editors/vscode/
node_modules when it is missing (.ci/run does it first) and is skipped without npm.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from support.paths import EXAMPLES, ROOT

from lopti_rules.language.present.highlight import LoptiLexer

EXTENSION = ROOT / "editors" / "vscode"
TOOL = EXTENSION / "node_modules" / ".bin" / "vscode-tmgrammar-test"

#: Pygments token type -> the TextMate scope the grammar must give the same text
SCOPES = {
    "Token.Keyword": "keyword.control.lopti",
    "Token.Name.Class": "entity.name.type.event.lopti",
    "Token.Name.Namespace": "variable.other.namespace.lopti",
    "Token.Name.Attribute": "variable.other.property.attribute.lopti",
    "Token.Name.Function": "support.function.action.lopti",
    "Token.Name.Builtin": "variable.language.role.lopti",
    "Token.Operator.Word": "keyword.operator.word.lopti",
    "Token.Keyword.Constant": "constant.language.lopti",
    "Token.Keyword.Pseudo": "keyword.other.filler.lopti",
    "Token.Literal.Number": "constant.numeric.rank.lopti",
    "Token.Literal.Number.Integer": "constant.numeric.integer.lopti",
    "Token.Literal.String.Double": "string.quoted.double.lopti",
    "Token.Comment.Single": "comment.line.number-sign.lopti",
}


def syntax_test(text: str, title: str) -> str:
    """``text`` as a vscode-tmgrammar-test case: after each line, one assertion line per
    token the lexer classifies (``^`` under its columns, ``<-`` at column 0)."""
    out = [f'# SYNTAX TEST "source.lopti" "{title}"']
    line: list[tuple[int, int, str]] = []
    column = 0
    source: list[str] = []

    def flush() -> None:
        out.append("".join(source))
        for start, end, scope in line:
            if start == 0:
                out.append(f"#<{'-' * end} {scope}")
            else:
                out.append("#" + " " * (start - 1) + "^" * (end - start) + f" {scope}")
        line.clear()
        source.clear()

    for _, kind, value in LoptiLexer().get_tokens_unprocessed(text):
        for i, part in enumerate(value.split("\n")):
            if i:
                flush()
                column = 0
            if part and str(kind) in SCOPES:
                line.append((column, column + len(part), SCOPES[str(kind)]))
            source.append(part)
            column += len(part)
    if source:
        flush()
    return "\n".join(out) + "\n"


def test_syntax_test_marks_column_zero_with_an_arrow() -> None:
    case = syntax_test('rule "A"\n', "t")
    assert case.splitlines()[1:] == [
        'rule "A"', "#<---- keyword.control.lopti", "#    ^^^ string.quoted.double.lopti", ""]


def _tool() -> Path:
    if TOOL.exists():
        return TOOL
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        pytest.skip("node and npm are not installed: the TextMate grammar test needs "
                    "vscode-tmgrammar-test (npm)")
    subprocess.run([npm, "install", "--no-save", "--no-audit", "--no-fund",
                    "--prefix", str(EXTENSION), "vscode-tmgrammar-test"],
                   check=True, capture_output=True, timeout=600)
    return TOOL


@pytest.mark.slow
def test_textmate_grammar_agrees_with_the_lexer_on_every_example_rule(tmp_path: Path) -> None:
    tool = _tool()
    examples = sorted(EXAMPLES.glob("*.lopti"))
    assert examples
    for path in examples:
        case = syntax_test(path.read_text(encoding="utf-8"), path.name)
        (tmp_path / f"{path.stem}.test.lopti").write_text(case, encoding="utf-8")
    # the tool reads the grammar and the comment token from the extension's package.json
    done = subprocess.run([str(tool), "--config", str(EXTENSION / "package.json"), "--compact",
                           str(tmp_path / "*.test.lopti")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
