"""The rule language: grammar, parser, AST, validator and its checks, lint, formatter, compiler."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import load_export

if TYPE_CHECKING:  # the same names, typed, for mypy (they load lazily at run time)
    from .binding import Pin as Pin
    from .binding import compared_counts as compared_counts
    from .binding import compared_numbers as compared_numbers
    from .binding import pinned_roles as pinned_roles
    from .binding import seat_roles as seat_roles
    from .book import CompiledBook as CompiledBook
    from .book import CompiledRuleEntry as CompiledRuleEntry
    from .book import HookEntry as HookEntry
    from .codegen import GeneratedRule as GeneratedRule
    from .codegen import generate_rule as generate_rule
    from .codes import ALL_CODES as ALL_CODES
    from .codes import CODES as CODES
    from .codes import FAMILIES as FAMILIES
    from .codes import Code as Code
    from .codes import diagnostic as diagnostic
    from .codes import render_index as render_index
    from .codes import render_page as render_page
    from .compiler import compile_book as compile_book
    from .compiler import compile_text as compile_text
    from .compiler import python_source as python_source
    from .diagnostics import CompileError as CompileError
    from .diagnostics import Diagnostic as Diagnostic
    from .diagnostics import RuleSyntaxError as RuleSyntaxError
    from .diagnostics import patchable as patchable
    from .diagnostics import printable as printable
    from .formatter import format_book as format_book
    from .formatter import format_text as format_text
    from .formatter import meaning_text as meaning_text
    from .highlight import WORD_CLASSES as WORD_CLASSES
    from .highlight import LoptiLexer as LoptiLexer
    from .highlight import highlight_css as highlight_css
    from .highlight import highlight_html as highlight_html
    from .lint import FORMATS as FORMATS
    from .lint import JSON_SCHEMA as JSON_SCHEMA
    from .lint import LintResult as LintResult
    from .lint import add_findings as add_findings
    from .lint import explain as explain
    from .lint import json_document as json_document
    from .lint import lint_book as lint_book
    from .lint import lint_paths as lint_paths
    from .lint import lint_sources as lint_sources
    from .lint import lint_text as lint_text
    from .lint import render as render
    from .parser import parse as parse
    from .parser import parse_collect as parse_collect
    from .phonetext import fixed_text as fixed_text
    from .reformat import Formatted as Formatted
    from .reformat import format_source as format_source
    from .settings import CONFIG_KEYS as CONFIG_KEYS
    from .settings import CodeFilter as CodeFilter
    from .settings import Config as Config
    from .settings import check_selectors as check_selectors
    from .settings import filter_results as filter_results
    from .settings import load_config as load_config
    from .settings import split_selectors as split_selectors
    from .sources import STDIN as STDIN
    from .sources import Gathered as Gathered
    from .sources import Source as Source
    from .sources import collect_files as collect_files
    from .sources import decode_rule_bytes as decode_rule_bytes
    from .sources import folder_files as folder_files
    from .sources import gather as gather
    from .sources import read_rule_file as read_rule_file
    from .sources import read_source as read_source
    from .sources import stdin_source as stdin_source
    from .sources import unreadable as unreadable
    from .validator import BOOK_CHECKS as BOOK_CHECKS
    from .validator import CHECKS as CHECKS
    from .validator import check_book as check_book
    from .validator import validate as validate
    from .vocabulary import ROLES as ROLES
    from .vocabulary import TABLE as TABLE
    from .vocabulary import event_attributes as event_attributes
    from .words import describe as describe
    from .words import describe_text as describe_text

#: public name -> module that defines it, loaded on first use (``lopti lint`` never loads
#: the compiler, the sandbox's RestrictedPython or the engine)
_EXPORTS: dict[str, str] = {
    # parse
    "parse": ".parser",
    "parse_collect": ".parser",
    "RuleSyntaxError": ".diagnostics",
    "Diagnostic": ".diagnostics",
    "printable": ".diagnostics",
    "patchable": ".diagnostics",
    # validate and lint (R-CUSTOM)
    "validate": ".validator",
    "CHECKS": ".validator",
    "BOOK_CHECKS": ".validator",
    "check_book": ".validator",
    "lint_text": ".lint",
    "lint_paths": ".lint",
    "lint_book": ".lint",
    "LintResult": ".lint",
    "FORMATS": ".lint",
    "render": ".lint",
    "explain": ".lint",
    "add_findings": ".lint",
    "lint_sources": ".lint",
    "JSON_SCHEMA": ".lint",
    "json_document": ".lint",
    # lopti fmt over many files
    "Formatted": ".reformat",
    "format_source": ".reformat",
    # [tool.lopti] and --select/--ignore
    "Config": ".settings",
    "CONFIG_KEYS": ".settings",
    "load_config": ".settings",
    "CodeFilter": ".settings",
    "check_selectors": ".settings",
    "split_selectors": ".settings",
    "filter_results": ".settings",
    # the files of a run (one bad file never stops it)
    "STDIN": ".sources",
    "Source": ".sources",
    "Gathered": ".sources",
    "gather": ".sources",
    "read_source": ".sources",
    "stdin_source": ".sources",
    "unreadable": ".sources",
    "decode_rule_bytes": ".sources",
    "collect_files": ".sources",
    "read_rule_file": ".sources",
    "folder_files": ".sources",
    # the lint codes registry
    "Code": ".codes",
    "CODES": ".codes",
    "ALL_CODES": ".codes",
    "FAMILIES": ".codes",
    "render_page": ".codes",
    "diagnostic": ".codes",
    "render_index": ".codes",
    # format (lopti fmt)
    "format_text": ".formatter",
    "format_book": ".formatter",
    "fixed_text": ".phonetext",
    # highlight (Pygments; the TextMate grammar and the language server share the classes)
    "LoptiLexer": ".highlight",
    "WORD_CLASSES": ".highlight",
    "highlight_html": ".highlight",
    "highlight_css": ".highlight",
    "meaning_text": ".formatter",
    # compile
    "compile_text": ".compiler",
    "compile_book": ".compiler",
    "Pin": ".binding",
    "pinned_roles": ".binding",
    "compared_numbers": ".binding",
    "compared_counts": ".binding",
    "seat_roles": ".binding",
    "python_source": ".compiler",
    "CompileError": ".diagnostics",
    "generate_rule": ".codegen",
    "GeneratedRule": ".codegen",
    "CompiledBook": ".book",
    "CompiledRuleEntry": ".book",
    "HookEntry": ".book",
    # the vocabulary (hover and completion in the language server)
    "ROLES": ".vocabulary",
    "TABLE": ".vocabulary",
    "event_attributes": ".vocabulary",
    # a rule read back in plain words (lopti fmt --words, the page under the editor)
    "describe": ".words",
    "describe_text": ".words",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
