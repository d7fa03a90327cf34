"""Issue 15: ``lopti fmt --diff`` prints a diff that ``patch`` applies (tabs stay tabs), and a
file indented only with tabs is the house style's business (``fmt``), not a lint problem."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.language import lint_text, patchable, printable

#: tabs before the actions, after the name, and inside a comment and a text
TABBED = ('rule "Eights skip"\t# tab\there\n'
          '\tafter play when play.rank is 8:\n'
          '\t\tskip next player\n'
          '\t\tacting player says "a\tb"\n')


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.stderr
    return result.exit_code, result.stdout, result.stderr


def apply_unified(old: str, diff: str) -> str:
    """``diff`` (one file, unified) applied to ``old``: each hunk's context and removed lines
    must match ``old`` exactly, as ``patch`` demands."""
    lines = re.split(r"(?<=\n)", old)
    out: list[str] = []
    at = 0
    body = diff.splitlines(keepends=True)[2:]
    for row in body:
        if row.startswith("@@"):
            start = int(re.match(r"@@ -(\d+)", row).group(1))  # type: ignore[union-attr]
            out += lines[at:start - 1]
            at = start - 1
        elif row.startswith("\\"):
            out[-1] = out[-1].rstrip("\n")
        elif row[0] in " -":
            assert lines[at] == row[1:], f"context {row[1:]!r} is not {lines[at]!r}"
            at += 1
            if row[0] == " ":
                out.append(row[1:])
        else:
            out.append(row[1:])
    return "".join(out + lines[at:])


def test_issue15_fmt_diff_keeps_tabs_so_it_applies_as_a_patch(tmp_path: Path) -> None:
    path = tmp_path / "tabbed.lopti"
    path.write_text(TABBED)
    code, diff, _ = run("fmt", "--diff", str(path))
    assert code == 1 and "-\tafter play" in diff and "\\x09" not in diff
    code, _, _ = run("fmt", str(path))
    formatted = path.read_text()
    assert code == 0 and "\t" not in formatted.split("#")[0]
    assert apply_unified(TABBED, diff) == formatted


@pytest.mark.skipif(shutil.which("patch") is None, reason="no patch program here")
def test_issue15_fmt_diff_is_applied_by_the_patch_program(tmp_path: Path) -> None:
    path = tmp_path / "tabbed.lopti"
    path.write_text(TABBED)
    _, diff, _ = run("fmt", "--diff", str(path))
    done = subprocess.run(["patch", "-s", str(path)], input=diff, text=True,
                          capture_output=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert run("fmt", "--check", str(path))[0] == 0  # patched = formatted


def test_issue15_patchable_still_escapes_what_would_rewrite_the_screen() -> None:
    shown = patchable("-a\tb\x1b[2J\r\n+c\rd\u202e\n")
    assert shown == "-a\tb\\x1b[2J\r\n+c\\x0dd\\u202e\n"
    assert printable("a\tb") == "a\\x09b"  # elsewhere (names, excerpts) a tab is escaped


def test_issue15_R_CUSTOM_1_a_file_indented_only_with_tabs_is_not_a_lint_problem(
        tmp_path: Path) -> None:
    """Decision (LP111's scope): tabs alone read the same in every editor (one tab a level),
    so lint is silent; the house style is two spaces a level and ``fmt --check`` says so."""
    assert [d.code for d in lint_text(TABBED).diagnostics] == []
    spaced = TABBED.replace("\t\t", "    ").replace("\n\t", "\n  ")
    assert lint_text(spaced).diagnostics == []
    path = tmp_path / "tabbed.lopti"
    path.write_text(TABBED)
    code, out, _ = run("fmt", "--check", str(path))
    assert code == 1 and f"would reformat {path}" in out
    mixed = TABBED.replace("\t\tskip", "    skip")  # one line with spaces: now it is mixed
    assert "LP111" in [d.code for d in lint_text(mixed).diagnostics]
