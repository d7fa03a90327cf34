"""Parse rule text into the typed AST (nodes.py); syntax errors become LP1xx diagnostics.

``parse`` raises :class:`RuleSyntaxError` on the first syntax error;
``parse_collect`` returns every syntax error it can find, recovering line by line,
and is what the linter uses. The Lark parser is built once per process (LALR with
an indentation postlexer) from ``grammar.grammar_text()``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any, Literal, TypedDict

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)
from lark.indenter import Indenter

from ..engine.cards import parse_rank
from . import codes, nodes
from .diagnostics import Diagnostic, RuleSyntaxError, source_lines
from .grammar import grammar_text

#: How many syntax errors one file may report before the parser gives up.
MAX_SYNTAX_ERRORS = 20


class _IndentError(Exception):
    def __init__(self, line: int, column: int, expected: int) -> None:
        self.line, self.column, self.expected = line, column, expected
        super().__init__(f"line {line}")


class _LoptiIndenter(Indenter):
    """Lark's Indenter, but an inconsistent dedent says where it happened."""

    NL_type = "_NL"
    OPEN_PAREN_types = ["LPAR"]
    CLOSE_PAREN_types = ["RPAR"]
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 8

    def handle_NL(self, token: Token) -> Iterator[Token]:  # noqa: N802 - Lark's name
        if self.paren_level > 0:
            return
        yield token
        indent_str = token.rsplit("\n", 1)[1]
        indent = indent_str.count(" ") + indent_str.count("\t") * self.tab_len
        if indent > self.indent_level[-1]:
            self.indent_level.append(indent)
            yield Token.new_borrow_pos(self.INDENT_type, indent_str, token)
        else:
            while indent < self.indent_level[-1]:
                self.indent_level.pop()
                yield Token.new_borrow_pos(self.DEDENT_type, indent_str, token)
            if indent != self.indent_level[-1]:
                line = (token.end_line or token.line or 1)
                raise _IndentError(line, len(indent_str) + 1, self.indent_level[-1])


@cache
def _lark() -> Lark:
    return Lark(grammar_text(), parser="lalr", postlex=_LoptiIndenter(),
                propagate_positions=True, maybe_placeholders=True, cache=True)


# ---------------------------------------------------------------- tree -> AST


class _Span(TypedDict, total=False):
    line: int
    column: int
    end_line: int
    end_column: int


def _span(meta: Any) -> _Span:
    if getattr(meta, "empty", True):
        return {}
    return {"line": meta.line, "column": meta.column,
            "end_line": meta.end_line, "end_column": meta.end_column}


def _tspan(tok: Token) -> _Span:
    return {"line": tok.line or 0, "column": tok.column or 0,
            "end_line": tok.end_line or 0, "end_column": tok.end_column or 0}


def _unquote(tok: Token) -> str:
    return str(tok)[1:-1]


_MEASURES = {"hand": "hand", "cards": "cards", "card": "cards"}


def _measure_name(tok: Token) -> str:
    text = str(tok)
    if tok.type == "FACE_UP":
        return "face_up"
    if tok.type == "FACE_DOWN":
        return "face_down"
    return _MEASURES.get(text, text)


def _is_cards_tok(x: object) -> bool:
    return isinstance(x, Token) and x.type in ("CARDS", "CARD")


@v_args(meta=True)
class _ToAST(Transformer[Token, nodes.RuleBook]):
    """Turn the Lark parse tree into nodes."""

    def __init__(self, filename: str) -> None:
        super().__init__()
        self.filename = filename

    # structure
    def start(self, meta: Any, c: list[Any]) -> nodes.RuleBook:
        return nodes.RuleBook(rules=tuple(c), filename=self.filename, **_span(meta))

    def rule(self, meta: Any, c: list[Any]) -> nodes.Rule:
        return nodes.Rule(name=_unquote(c[0]), hooks=tuple(c[1:]), **_span(meta))

    def hook(self, meta: Any, c: list[Any]) -> nodes.Hook:
        timing_tok, event, cond, body = c
        timing: nodes.Timing = "before" if str(timing_tok) == "before" else "after"
        return nodes.Hook(timing=timing, event=str(event), condition=cond,
                          body=tuple(body), event_line=event.line, event_column=event.column,
                          **_span(meta))

    def block(self, meta: Any, c: list[Any]) -> list[Any]:
        return c

    # statements
    def simple(self, meta: Any, c: list[Any]) -> nodes.Action:
        action: nodes.Action = c[0]
        if len(c) > 1 and c[1] is not None:
            action.instead = True
        for k, v in _span(meta).items():
            setattr(action, k, v)  # the span grows to include a trailing 'instead'
        return action

    def if_stmt(self, meta: Any, c: list[Any]) -> nodes.If:
        return nodes.If(condition=c[0], then=tuple(c[1]), orelse=tuple(c[2] or ()),
                        **_span(meta))

    def repeat(self, meta: Any, c: list[Any]) -> nodes.Repeat:
        return nodes.Repeat(count=c[0], body=tuple(c[1]), **_span(meta))

    def repeat_forever(self, meta: Any, c: list[Any]) -> nodes.Loop:
        return nodes.Loop(kind="forever", condition=None, body=tuple(c[0]), **_span(meta))

    def repeat_until(self, meta: Any, c: list[Any]) -> nodes.Loop:
        return nodes.Loop(kind="until", condition=c[0], body=tuple(c[1]), **_span(meta))

    def while_loop(self, meta: Any, c: list[Any]) -> nodes.Loop:
        return nodes.Loop(kind="while", condition=c[0], body=tuple(c[1]), **_span(meta))

    def for_stmt(self, meta: Any, c: list[Any]) -> nodes.ForEach:
        return nodes.ForEach(players=c[0], body=tuple(c[1]), **_span(meta))

    # actions
    def draw(self, meta: Any, c: list[Any]) -> nodes.Draw:
        return nodes.Draw(who=c[0], count=c[1], **_span(meta))

    def give(self, meta: Any, c: list[Any]) -> nodes.Give:
        target = [x for x in c[2:] if not _is_cards_tok(x)][0]
        if isinstance(target, tuple):
            return nodes.Give(giver=c[0], count=c[1], side=target[1], **_span(meta))
        return nodes.Give(giver=c[0], count=c[1], to=target, **_span(meta))

    def give_target(self, meta: Any, c: list[Any]) -> nodes.Role:
        role: nodes.Role = c[0]
        return role

    def side(self, meta: Any, c: list[Any]) -> tuple[str, str]:
        return ("side", str(c[0]))

    def side_word(self, meta: Any, c: list[Any]) -> Token:
        tok: Token = c[0]
        return tok

    def take(self, meta: Any, c: list[Any]) -> nodes.Take:
        source = [x for x in c[2:] if not _is_cards_tok(x)][0]
        return nodes.Take(who=c[0], count=c[1], source=source, **_span(meta))

    def take_top(self, meta: Any, c: list[Any]) -> nodes.Take:
        one = nodes.Number(value=1, **_span(meta))
        return nodes.Take(who=c[0], count=one, source="cleared", **_span(meta))

    def cleared(self, meta: Any, c: list[Any]) -> str:
        return "cleared"

    def pile(self, meta: Any, c: list[Any]) -> str:
        return "pile"

    def pickup(self, meta: Any, c: list[Any]) -> nodes.Pickup:
        return nodes.Pickup(who=c[0], **_span(meta))

    def reveal(self, meta: Any, c: list[Any]) -> nodes.Reveal:
        return nodes.Reveal(who=c[0], **_span(meta))

    def say(self, meta: Any, c: list[Any]) -> nodes.Say:
        text = nodes.Text(value=_unquote(c[1]), **_tspan(c[1]))
        return nodes.Say(who=c[0], verb="say", text=text, **_span(meta))

    def do(self, meta: Any, c: list[Any]) -> nodes.Say:
        text = nodes.Text(value=_unquote(c[1]), **_tspan(c[1]))
        return nodes.Say(who=c[0], verb="do", text=text, **_span(meta))

    def roshambo(self, meta: Any, c: list[Any]) -> nodes.Roshambo:
        return nodes.Roshambo(first=c[0], second=c[1], **_span(meta))

    def clear_pile(self, meta: Any, c: list[Any]) -> nodes.ClearPile:
        return nodes.ClearPile(**_span(meta))

    def skip(self, meta: Any, c: list[Any]) -> nodes.Skip:
        return nodes.Skip(who=c[0], **_span(meta))

    def skip_event(self, meta: Any, c: list[Any]) -> nodes.SkipEvent:
        return nodes.SkipEvent(event=str(c[-1]), **_span(meta))

    def reverse(self, meta: Any, c: list[Any]) -> nodes.Reverse:
        return nodes.Reverse(**_span(meta))

    def restrict(self, meta: Any, c: list[Any]) -> nodes.Restrict:
        kind, ranks, count = c[-1]
        return nodes.Restrict(kind=kind, ranks=tuple(ranks), count=count, **_span(meta))

    def at_most(self, meta: Any, c: list[Any]) -> tuple[str, list[Any], None]:
        return ("at_most", [c[0]], None)

    def at_least(self, meta: Any, c: list[Any]) -> tuple[str, list[Any], None]:
        return ("at_least", [c[0]], None)

    def one_of(self, meta: Any, c: list[Any]) -> tuple[str, list[Any], None]:
        return ("one_of", c, None)

    def min_cards(self, meta: Any, c: list[Any]) -> tuple[str, list[Any], Any]:
        return ("min_cards", [], c[0])

    def rank_lit(self, meta: Any, c: list[Any]) -> nodes.Expr:
        tok: Token = c[0]
        if tok.type == "FACE":
            return self.face(meta, c)
        return self.number(meta, c)

    def unknown_subject(self, meta: Any, c: list[Any]) -> nodes.Unknown:
        return nodes.Unknown(subject=c[0], words=tuple(str(w) for w in c[1:]), **_span(meta))

    def unknown_verb(self, meta: Any, c: list[Any]) -> nodes.Unknown:
        return nodes.Unknown(subject=None, words=tuple(str(w) for w in c), **_span(meta))

    # roles
    def role(self, meta: Any, c: list[Any]) -> nodes.Role:
        role: nodes.Role = c[0]
        for k, v in _span(meta).items():
            setattr(role, k, v)
        return role

    role_value = role

    def acting_word(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="acting", value=str(c[0]), **_span(meta))

    def named(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="named", value=_unquote(c[0]), **_span(meta))

    def seat(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="seat", value=int(c[0]), **_span(meta))

    def described(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="described", value=str(c[0]), **_span(meta))

    def whose(self, meta: Any, c: list[Any]) -> nodes.Role:
        measure_tok, op, value = c
        candidate = nodes.Role(kind="candidate", **_tspan(measure_tok))
        measure = nodes.Measure(measure=_measure_name(measure_tok), player=candidate,
                                **_tspan(measure_tok))
        where = nodes.Compare(op=op, left=measure, right=value, **_span(meta))
        return nodes.Role(kind="whose", where=where, **_span(meta))

    def measure_word(self, meta: Any, c: list[Any]) -> Token:
        tok: Token = c[0]
        return tok

    # expressions
    def number(self, meta: Any, c: list[Any]) -> nodes.Number:
        return nodes.Number(value=int(c[0]), **_tspan(c[0]))

    def face(self, meta: Any, c: list[Any]) -> nodes.RankLit:
        return nodes.RankLit(value=parse_rank(str(c[0])), **_tspan(c[0]))

    def text(self, meta: Any, c: list[Any]) -> nodes.Text:
        return nodes.Text(value=_unquote(c[0]), **_tspan(c[0]))

    def boolean(self, meta: Any, c: list[Any]) -> nodes.Bool:
        return nodes.Bool(value=str(c[0]) in ("true", "yes"), **_tspan(c[0]))

    def bool_word(self, meta: Any, c: list[Any]) -> Token:
        tok: Token = c[0]
        return tok

    parity_word = bool_word

    def attribute(self, meta: Any, c: list[Any]) -> nodes.Attribute:
        return nodes.Attribute(namespace=str(c[0]), name=str(c[1]), **_span(meta))

    def word(self, meta: Any, c: list[Any]) -> nodes.Word:
        return nodes.Word(value=str(c[0]), **_tspan(c[0]))

    def measure(self, meta: Any, c: list[Any]) -> nodes.Measure:
        return nodes.Measure(measure=_measure_name(c[0]), player=c[1], **_span(meta))

    def compare(self, meta: Any, c: list[Any]) -> nodes.Compare:
        return nodes.Compare(op=c[1], left=c[0], right=c[2], **_span(meta))

    def one_of_expr(self, meta: Any, c: list[Any]) -> nodes.OneOf:
        return nodes.OneOf(item=c[0], options=tuple(c[1:]), **_span(meta))

    def not_one_of_expr(self, meta: Any, c: list[Any]) -> nodes.OneOf:
        return nodes.OneOf(item=c[0], options=tuple(c[1:]), negated=True, **_span(meta))

    def parity(self, meta: Any, c: list[Any]) -> nodes.Parity:
        return nodes.Parity(operand=c[0], even=str(c[1]) == "even", **_span(meta))

    def or_(self, meta: Any, c: list[Any]) -> nodes.BoolOp:
        return nodes.BoolOp(op="or", operands=tuple(c), **_span(meta))

    def and_(self, meta: Any, c: list[Any]) -> nodes.BoolOp:
        return nodes.BoolOp(op="and", operands=tuple(c), **_span(meta))

    def not_(self, meta: Any, c: list[Any]) -> nodes.Not:
        return nodes.Not(operand=c[0], **_span(meta))

    def arith(self, meta: Any, c: list[Any]) -> nodes.Arith:
        op: Literal["+", "-"] = "+" if str(c[1]) == "+" else "-"
        return nodes.Arith(op=op, left=c[0], right=c[2], **_span(meta))

    def eq(self, meta: Any, c: list[Any]) -> str:
        return "=="

    def ne(self, meta: Any, c: list[Any]) -> str:
        return "!="

    def ge(self, meta: Any, c: list[Any]) -> str:
        return ">="

    def le(self, meta: Any, c: list[Any]) -> str:
        return "<="

    def gt(self, meta: Any, c: list[Any]) -> str:
        return ">"

    def lt(self, meta: Any, c: list[Any]) -> str:
        return "<"


_SIMPLE_ROLES = ("acting", "next", "previous", "dealer", "last_winner", "fewest", "most",
                 "roshambo_winner", "roshambo_loser", "that", "creator", "all_players",
                 "other_players", "still_in", "out_players")
_ROLE_KINDS = {"all_players": "every", "other_players": "every_other", "still_in": "still_in",
               "out_players": "out"}


def _simple_role(kind: str) -> Any:
    def make(self: _ToAST, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind=_ROLE_KINDS.get(kind, kind), **_span(meta))
    return make


for _k in _SIMPLE_ROLES:
    setattr(_ToAST, _k, v_args(meta=True)(_simple_role(_k)))


# ---------------------------------------------------------------- errors

#: (code, message) -> bad examples; see _FIXED_HINTS for the hint shown with a label.
_EXAMPLES: dict[tuple[str, str], list[str]] = {
    ("LP102", "this line must end with a colon (:)"): [
        'rule "a"\n  after play\n    skip next player\n',
        'rule "a"\n  after play when play.rank is 8\n    skip next player\n',
        'rule "a"\n  after play:\n    if play.rank is 8\n      skip next player\n',
        'rule "a"\n  after play:\n    repeat 2 times\n      skip next player\n',
        'rule "a"\n  after play:\n    for each player\n      skip next player\n',
        'rule "a"\n  after play:\n    if true:\n      skip next player\n    else\n'
        '      skip next player\n',
    ],
    ("LP107", 'a hook must sit inside a rule: start the file with rule "Name"'): [
        "after play:\n  skip next player\n",
        "before play:\n  skip next player\n",
        "# a comment\nafter play:\n  skip next player\n",
    ],
    ("LP107", 'a rule needs a quoted name: rule "Name"'): [
        "rule\n  after play:\n    skip next player\n",
        "# a comment\nrule\n  after play:\n    skip next player\n",
        "rule Eights\n  after play:\n    skip next player\n",
    ],
    ("LP106", "this statement stops too early"): [
        'rule "a"\n  after play:\n    next player draws\n',
        'rule "a"\n  after play:\n    next player gives 1 card\n',
        'rule "a"\n  after play:\n    next player gives 1 card to\n',
        'rule "a"\n  after play:\n    next player takes 1 card\n',
        'rule "a"\n  after play:\n    next player says\n',
        'rule "a"\n  after play:\n    skip\n',
        'rule "a"\n  after play:\n    next play must be\n',
        'rule "a"\n  after play when play.rank is:\n    skip next player\n',
        'rule "a"\n  after play when:\n    skip next player\n',
    ],
    ("LP103", "a block of actions must be indented under its hook"): [
        'rule "a"\n  after play:\n  skip next player\n',
        'rule "a"\n  after play:\n    if true:\n    skip next player\n',
    ],
    ("LP103", "a rule's hooks must be indented under the rule"): [
        'rule "a"\nafter play:\n  skip next player\n',
    ],
    ("LP103", "this line is indented more than the block it belongs to"): [
        'rule "a"\n  after play:\n    skip next player\n      skip next player\n',
    ],
}

_FIXED_HINTS: dict[str, str] = {
    "LP102": "end the line with ':'",
    "LP107": 'start with rule "Name" and indent the hooks under it',
    "LP103": "indent a block two spaces deeper than the line that ends with ':'",
}


@cache
def _example_states() -> list[tuple[int, frozenset[str], tuple[str, str]]]:
    """The LALR state and accepted tokens at which each bad example fails."""
    out = []
    for label, examples in _EXAMPLES.items():
        for example in examples:
            try:
                _lark().parse(example)
            except UnexpectedToken as ut:
                out.append((ut.state.position, frozenset(ut.accepts or ()), label))
            except (UnexpectedInput, _IndentError):
                continue
    return out


def _match_example(exc: UnexpectedToken) -> tuple[str, str] | None:
    """Like Lark's ``match_examples``, but blind to how deep the state stack is.

    Lark compares whole parser states, so an example only matches an error at the
    same nesting depth; comparing the LALR state and the accepted tokens lets one
    example cover the same mistake in any rule of a file.
    """
    if exc.state is None:
        return None
    accepts = frozenset(exc.accepts or ())
    for position, example_accepts, label in _example_states():
        if position == exc.state.position and example_accepts == accepts:
            return label
    return None


_TOKEN_WORDS = {"_NL": "end of line", "$END": "end of file",
                "_INDENT": "indented line", "_DEDENT": "end of block"}


_TERMINAL_WORDS = {"NUMBER": "a number", "NAME": "a word", "STRING": 'quoted "text"',
                   "FACE": "a rank (J, Q, K, A)", "SUM_OP": "'+' or '-'",
                   "FACE_UP": "'face-up'", "FACE_DOWN": "'face-down'", "LPAR": "'('",
                   "RPAR": "')'", "COLON": "':'", "COMMA": "','", "DOT": "'.'"}


def _describe(tok: Token) -> str:
    if tok.type in _TOKEN_WORDS:
        return _TOKEN_WORDS[tok.type]
    return repr(str(tok))


def _expected_words(exc: UnexpectedToken) -> str:
    lark = _lark()
    words: set[str] = set()
    for name in exc.accepts or exc.expected:
        if name in _TOKEN_WORDS:
            words.add(_TOKEN_WORDS[name])
            continue
        try:
            term = lark.get_terminal(name)
        except KeyError:
            continue
        pattern = term.pattern
        if name in _TERMINAL_WORDS:
            words.add(_TERMINAL_WORDS[name])
        elif pattern.type == "str":
            words.add(repr(pattern.value))
        else:
            words.add(name.lower().lstrip("_").replace("_", " "))
    listed = sorted(words, key=lambda w: (w.startswith("'"), w))
    if len(listed) > 8:
        listed = listed[:8] + ["..."]
    return ", ".join(listed)


def _diagnostic(code: str, message: str, line: int, column: int,
                end_line: int = 0, end_column: int = 0, hint: str = "") -> Diagnostic:
    return codes.diagnostic(code, message, line, column, end_line, end_column, hint)


def _to_diagnostic(exc: BaseException, text: str, current: str = "") -> Diagnostic:
    """A diagnostic for a Lark error in ``current`` (the text actually parsed)."""
    current = current or text
    lines = source_lines(text)
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    if isinstance(exc, _IndentError):
        return _diagnostic("LP103", f"this line's indentation matches no enclosing block "
                           f"(expected {exc.expected} spaces)", exc.line, exc.column,
                           hint="indent with the same number of spaces as the block it "
                           "belongs to (two more than its header)")
    if isinstance(exc, UnexpectedCharacters):
        line, col = exc.line, exc.column
        pos = exc.pos_in_stream if exc.pos_in_stream is not None else -1
        char = current[pos] if 0 <= pos < len(current) else ""
        if char == '"':
            end = len(lines[line - 1]) + 1 if line <= len(lines) else col + 1
            return _diagnostic("LP104", "this text is not closed: add a closing \"",
                               line, col, line, end, hint='write text as "like this" on one line')
        if char == "'":
            return _diagnostic("LP105", "texts use double quotes, not '", line, col,
                               hint='write "Lopti!" instead of \'Lopti!\'')
        return _diagnostic("LP105", f"unexpected character {char!r}", line, col,
                           hint="remove it, or put free text in quotes after say/do")
    if isinstance(exc, UnexpectedToken):
        tok = exc.token
        if tok.type in ("_INDENT", "_DEDENT"):
            line, col = tok.end_line or tok.line or 1, tok.end_column or 1
        elif tok.type == "$END":
            line = len(lines)
            col = len(lines[-1]) + 1
        else:
            line, col = tok.line or 1, tok.column or 1
        end_line, end_col = line, col + max(len(str(tok)), 1)
        if tok.type in ("_NL", "_INDENT", "_DEDENT", "$END"):
            end_line, end_col = line, col + 1
        label = _match_example(exc)
        expected = _expected_words(exc)
        if label is not None:
            code, message = label
            hint = _FIXED_HINTS.get(code) or (f"expected {expected}" if expected else "")
            return _diagnostic(code, message, line, col, end_line, end_col, hint=hint)
        if tok.type == "_INDENT":
            return _diagnostic("LP103", "unexpected indentation", line, col,
                               hint="indent a line only under a header that ends with ':'")
        if tok.type in ("_NL", "$END", "_DEDENT"):
            return _diagnostic("LP106", "the statement stops before it is complete",
                               line, col, end_line, end_col,
                               hint=f"expected {expected}" if expected else "")
        return _diagnostic("LP101", f"unexpected {_describe(tok)} here", line, col,
                           end_line, end_col, hint=f"expected {expected}" if expected else "")
    if isinstance(exc, UnexpectedEOF):
        return _diagnostic("LP106", "the file ends in the middle of a rule", len(lines),
                           len(lines[-1]) + 1)
    return _diagnostic("LP101", f"cannot read this rule: {exc}", 1, 1)


_HEADER = re.compile(r"^\s*(rule\b|before\b|after\b|if\b|else\b|for\b|repeat\b|while\b)")


def _placeholder(line: str) -> str:
    indent = line[: len(line) - len(line.lstrip())]
    stripped = line.strip()
    m = _HEADER.match(line)
    if m is None:
        return indent + ("reverse direction" if stripped else "")
    word = m.group(1)
    if word == "rule":
        return indent + 'rule "?"'
    if word in ("before", "after"):
        return indent + "after turn:"
    if word == "else":
        return indent + "else:"
    return indent + "if true:"


def _indent_of(line: str) -> int:
    return len(line) - len(line.lstrip())


def _indent_under(lines: list[str], index: int) -> str:
    """Line ``index`` indented two spaces deeper than the header above it."""
    above = next((lines[i] for i in range(index - 1, -1, -1)
                  if lines[i].strip() and not lines[i].lstrip().startswith("#")), "")
    return " " * (_indent_of(above) + 2) + lines[index].lstrip()


def _blank_block(lines: list[str], index: int) -> None:
    """Blank line ``index`` and the more-indented lines under it."""
    own = _indent_of(lines[index])
    lines[index] = ""
    for i in range(index + 1, len(lines)):
        if lines[i].strip() and _indent_of(lines[i]) <= own:
            break
        lines[i] = ""


def _parse_tree(text: str) -> Any:
    return _lark().parse(text)


def _normalise(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text if text.endswith("\n") else text + "\n"


def _too_deep(tree: Any) -> Any | None:
    """The first subtree below ``codes.MAX_PARSE_DEPTH`` levels, found without recursion."""
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > codes.MAX_PARSE_DEPTH:
            return node
        stack.extend((c, depth + 1) for c in getattr(node, "children", ()) if hasattr(c, "data"))
    return None


def _transform(tree: Any, filename: str) -> nodes.RuleBook:
    deep = _too_deep(tree)
    if deep is not None:  # the transformer recurses: refuse before it could overflow
        line = getattr(deep.meta, "line", 1) if not deep.meta.empty else 1
        column = getattr(deep.meta, "column", 1) if not deep.meta.empty else 1
        raise RuleSyntaxError(_diagnostic(
            "LP108", f"this is nested more than {codes.MAX_PARSE_DEPTH} levels deep; "
            "split it into simpler actions", line, column), source=filename)
    # Every FACE token (language/lopti.lark) is a rank cards.parse_rank knows, so the
    # transformer has no input error left to turn into a diagnostic.
    book: nodes.RuleBook = _ToAST(filename).transform(tree)
    return book


def parse(text: str, filename: str = "<rule>") -> nodes.RuleBook:
    """Parse ``text`` into a RuleBook; raise RuleSyntaxError at the first syntax error."""
    text = _normalise(text)
    try:
        tree = _parse_tree(text)
    except (UnexpectedInput, _IndentError) as exc:
        raise RuleSyntaxError(_to_diagnostic(exc, text), source=filename, text=text) from None
    return _transform(tree, filename)


def parse_collect(text: str, filename: str = "<rule>") -> tuple[nodes.RuleBook | None,
                                                                 list[Diagnostic]]:
    """Parse ``text``; return the RuleBook (None on syntax errors) and every syntax error.

    After an error the offending line is replaced by a neutral placeholder of the
    same kind (a header stays a header, so its block still parses) and the text is
    parsed again, so one file reports several independent mistakes.
    """
    text = _normalise(text)
    lines = text.split("\n")
    found: list[Diagnostic] = []
    tried: dict[int, int] = {}
    while len(found) < MAX_SYNTAX_ERRORS:
        current = "\n".join(lines)
        try:
            tree = _parse_tree(current)
        except (UnexpectedInput, _IndentError) as exc:
            diag = _to_diagnostic(exc, text, current)
            at_end = isinstance(exc, UnexpectedToken) and exc.token.type == "$END"
            if found and (at_end or diag.line > len(lines) - 1):
                break  # a cascade of the recoveries, not a mistake of its own
            if not any(d.line == diag.line for d in found):
                found.append(diag)
            index = diag.line - 1
            attempts = tried.get(index, 0)
            tried[index] = attempts + 1
            if not 0 <= index < len(lines) or attempts >= 2:
                break
            if attempts == 0 and isinstance(exc, UnexpectedToken) and \
                    set(exc.accepts or ()) == {"_INDENT"}:
                lines[index] = _indent_under(lines, index)
            elif attempts == 0:
                lines[index] = _placeholder(lines[index])
            else:
                _blank_block(lines, index)
            continue
        if found:
            return None, found
        try:
            return _transform(tree, filename), []
        except RuleSyntaxError as exc:
            return None, [exc.diagnostic]
    return None, found
