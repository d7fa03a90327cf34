"""The compiler's front door: rule text or a parsed book becomes a CompiledBook, stage by stage.

The pipeline, in the manner of Jinja's ``Environment.compile``: parse and validate
(``lint.lint_text``, or ``validator.validate`` for a book already parsed) → generate
Python (``codegen.generate_rule``) → compile it in the sandbox and file its hooks
(``book.compile_entry``, ``book.assemble``). Each stage takes the previous one's
output; only this module knows the order, and only rules that pass ``lopti lint``
(no errors; warnings allowed) get past the first stage.

Entry points: :func:`compile_text`, :func:`compile_book`, :func:`python_source`; the
names of the stages it runs are the language's (``lopti_rules.language``), listed once in
its ``__init__.pyi``. See docs/compiler.md.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..sandbox import DEFAULT_POLICY, SandboxPolicy, with_seats
from .analysis.validator import validate
from .codegen.book import CompiledBook, assemble, compile_entry
from .codegen.codegen import generate_rule
from .lint.linter import lint_text
from .report.diagnostics import CompileError, Diagnostic
from .tree import nodes

__all__ = ["WITNESS_CODES", "compile_book", "compile_text", "python_source"]


def _rejected(filename: str, diags: Sequence[Diagnostic]) -> CompileError:
    errors = [d for d in diags if d.severity == "error"]
    first = errors[0]
    more = f" (+{len(errors) - 1} more)" if len(errors) > 1 else ""
    return CompileError(f"{first.code} {first.message}{more}; only rules that pass "
                        "`lopti lint` run (R-CUSTOM)", source=filename, line=first.line,
                        column=first.column, diagnostics=errors)


#: Codes a witness scenario may set aside in a file's own checks (``compile_book(allow=)``):
#: a role its conditions pin to one person (R-CUSTOM-4) runs like any role, and a fixed
#: seat (LP302) runs as that seat, so a table can watch it land on the same person round
#: after round, and so does a favour on a role it keeps (LP308, LP309) and an action whose
#: seats a standing chooses (LP310). A hook whose
#: effects its own event protects (LP202, LP203; R-CUSTOM-2) runs too: the runtime
#: refuses those effects before any of them happens (``play/protection.py``), and that
#: refusal, with the event kept, is what the witness shows. A repeat, card count or
#: effect list that may pass the sandbox's limit (LP912, LP914, LP916 at their upper
#: bound, analysis/reach.py) runs too: the sandbox stops the hook when it does, and that
#: stop is what the witness shows. Cards handed back where a round must run down (LP403:
#: cleared cards to several players all round; LP502: to a legal blind card's player) run
#: too: one table shows the refill once, the scenario's decisions bound the play; and
#: cards to a finished player (LP501), which the runtime refuses at its receiver check
#: (R-WIN-4), the refusal the witness shows. Every
#: other error of a file's own checks still refuses it.
WITNESS_CODES = frozenset({"LP202", "LP203", "LP302", "LP305", "LP306", "LP307", "LP308",
                           "LP309", "LP310", "LP403", "LP501", "LP502", "LP912", "LP914",
                           "LP916"})


def _checked(book: nodes.RuleBook, filename: str, allow: str = "") -> None:
    diags = validate(book)
    if allow in WITNESS_CODES:
        diags = [d for d in diags if d.code != allow]
    if any(d.severity == "error" for d in diags):
        raise _rejected(filename, diags)


def _generate_and_compile(book: nodes.RuleBook, filename: str,
                          policy: SandboxPolicy, seats: bool = False) -> CompiledBook:
    # rule by rule, so the first rule that cannot run is the one reported
    if seats:  # an LP302 witness: generated code may reach a fixed seat, and only here
        policy = with_seats(policy)
    return assemble(filename, (compile_entry(generate_rule(r, filename=filename, policy=policy,
                                                           seats=seats),
                                             policy) for r in book.rules))


def compile_book(book: nodes.RuleBook, *, filename: str,
                 policy: SandboxPolicy = DEFAULT_POLICY, allow: str = "",
                 validated: bool = False) -> CompiledBook:
    """Validate and compile a parsed book; raise CompileError if any rule has a lint error.

    Warnings do not stop a rule (``lopti lint`` decides adoption the same way).
    ``allow``: a witness scenario's code; if it is one of :data:`WITNESS_CODES`, its
    errors are set aside (the scenario shows them happen), and no other code's.
    ``validated``: the validator already found no error in this very book (a
    ``LintResult.validated``), so it is not run again.
    """
    if not validated:
        _checked(book, filename, allow)
    return _generate_and_compile(book, filename, policy, seats=allow == "LP302")


def compile_text(text: str, filename: str = "<rule>", *,
                 policy: SandboxPolicy = DEFAULT_POLICY) -> CompiledBook:
    """Lint and compile rule text (one ``.lopti`` file); CompileError carries the diagnostics."""
    result = lint_text(text, filename)
    if not result.ok or result.book is None:
        raise _rejected(filename, result.diagnostics)
    return _generate_and_compile(result.book, filename, policy)


def python_source(book: nodes.RuleBook | CompiledBook, *, filename: str | None = None) -> str:
    """The generated Python of every rule of ``book``, deterministic, for ``--show-python``.

    Call it with the ``book`` of a clean ``LintResult`` (``python_source(result.book,
    filename=result.filename)``) or with a :class:`CompiledBook`. A book with lint
    errors raises CompileError: only rules that pass the validator have Python.
    """
    if isinstance(book, CompiledBook):
        return book.python_source()
    name = filename if filename is not None else book.filename
    _checked(book, name)
    return "\n\n".join(generate_rule(r, filename=name).source for r in book.rules)
