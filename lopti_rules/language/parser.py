"""Parse rule text into the typed AST (nodes.py); syntax errors become LP1xx diagnostics.

``parse`` raises :class:`RuleSyntaxError` on the first syntax error;
``parse_collect`` returns every syntax error it can find, recovering line by line,
and is what the linter uses. The Lark parser is built once per process (LALR with
an indentation postlexer: ``grammar.lark_parser()``). How a syntax error is worded
and how parsing recovers after one is parse_errors.py.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from lark import Token, Transformer, v_args
from lark.exceptions import UnexpectedInput, UnexpectedToken

from ..engine.cards import parse_rank
from . import codes, nodes, vocabulary
from .diagnostics import Diagnostic, RuleSyntaxError
from .grammar import IndentError, lark_parser
from .parse_errors import (
    blank_block,
    diagnostic,
    indent_under,
    placeholder,
    rule_chunks,
    shifted,
    to_diagnostic,
)

#: How many syntax errors one file may report before the parser gives up.
MAX_SYNTAX_ERRORS = 20


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

    def unknown_play(self, meta: Any, c: list[Any]) -> nodes.Unknown:
        """``seat 2 plays first``: a statement with the verb 'plays' and unknown words."""
        return nodes.Unknown(subject=c[0], words=("plays", *(str(w) for w in c[1:])),
                             **_span(meta))

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
        return nodes.Role(kind="seat", value=_int(c[0]), **_span(meta))

    def described(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="described", value=str(c[0]), **_span(meta))

    # natural wordings of a person (rejected by checks/person.py with their own code)
    def seat_word(self, meta: Any, c: list[Any]) -> nodes.Role:
        """``seat two``, ``the second seat``, ``player in seat two``: a fixed seat."""
        word = str(c[0])
        return nodes.Role(kind="seat", value=vocabulary.SEAT_WORDS.get(word.lower(), word),
                          **_span(meta))

    def player_word(self, meta: Any, c: list[Any]) -> nodes.Role:
        """``player two`` is a fixed seat; ``player Anna`` names a person."""
        word = str(c[0])
        seat = vocabulary.SEAT_WORDS.get(word.lower())
        if seat is not None:
            return nodes.Role(kind="seat", value=seat, **_span(meta))
        return nodes.Role(kind="named", value=word, **_span(meta))

    def trait_with(self, meta: Any, c: list[Any]) -> nodes.Role:
        """``player with the longest hair``: picked by what the words describe."""
        return nodes.Role(kind="with", value=" ".join(str(w) for w in c), **_span(meta))

    def trait_most(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="with", value=f"most {c[0]}", **_span(meta))

    def trait_fewest(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="with", value=f"fewest {c[0]}", **_span(meta))

    def possessive(self, meta: Any, c: list[Any]) -> nodes.Measure:
        """``acting player's name``: the same as ``name of acting player``."""
        role = c[-3] if len(c) >= 3 else c[0]
        return nodes.Measure(measure=_measure_name(c[-1]), player=role, **_span(meta))

    def text_test(self, meta: Any, c: list[Any]) -> nodes.TextTest:
        return nodes.TextTest(item=c[0], how=c[1], text=c[2], **_span(meta))

    def text_op(self, meta: Any, c: list[Any]) -> str:
        return " ".join([str(t) for t in c] + (["with"] if str(c[0]) != "contains" else []))

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
        return nodes.Number(value=_int(c[0]), **_tspan(c[0]))

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


def _parse_tree(text: str) -> Any:
    return lark_parser().parse(text)


def _normalise(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text if text.endswith("\n") else text + "\n"


def _int(tok: Token) -> int:
    """A NUMBER token's value; leading zeros dropped first, so ``int`` never sees more
    than ``codes.MAX_NUMBER_DIGITS`` digits (:func:`_refused` reported longer ones)."""
    return int(str(tok).lstrip("0") or "0")


def _too_large(text: str) -> Diagnostic | None:
    """LP926 when ``text`` is longer than the parser reads (``codes.MAX_SOURCE_CHARS``)."""
    if len(text) <= codes.MAX_SOURCE_CHARS:
        return None
    first = text.find("\n", 0, 1000)
    return diagnostic("LP926", f"this text is longer than the {codes.MAX_SOURCE_CHARS:,} "
                      "characters (1 MiB) the linter reads, so nothing in it was checked",
                      1, 1, 1, (first if first > 0 else 1) + 1,
                      hint="split the rule book into files of a few rules each")


def _refused(tree: Any) -> list[Diagnostic]:
    """What the transformer must not be given, found in one pass without recursion: the
    first subtree below ``codes.MAX_PARSE_DEPTH`` levels (LP108; the transformer
    recurses) and every number of more than ``codes.MAX_NUMBER_DIGITS`` digits (LP915;
    ``int()`` of thousands of digits is slow, and Python refuses 4,300 or more)."""
    found: list[Diagnostic] = []
    deep = None
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > codes.MAX_PARSE_DEPTH:
            deep = deep or node
            continue
        for c in node.children:
            if hasattr(c, "data"):
                stack.append((c, depth + 1))
            elif isinstance(c, Token) and c.type == "NUMBER" and \
                    len(c.lstrip("0")) > codes.MAX_NUMBER_DIGITS:
                found.append(diagnostic(
                    "LP915", f"this number has {len(c.lstrip('0')):,} digits, far beyond the "
                    "largest number a rule may use", c.line or 1, c.column or 1,
                    c.end_line or 0, c.end_column or 0, hint="use a smaller number"))
    if deep is not None:
        line = getattr(deep.meta, "line", 1) if not deep.meta.empty else 1
        column = getattr(deep.meta, "column", 1) if not deep.meta.empty else 1
        found.append(diagnostic(
            "LP108", f"this is nested more than {codes.MAX_PARSE_DEPTH} levels deep; "
            "split it into simpler actions", line, column))
    return sorted(found, key=Diagnostic.sort_key)


def _transform(tree: Any, filename: str) -> nodes.RuleBook:
    # Every FACE token (language/lopti.lark) is a rank cards.parse_rank knows, so the
    # transformer has no input error left to turn into a diagnostic.
    book: nodes.RuleBook = _ToAST(filename).transform(tree)
    return book


def parse(text: str, filename: str = "<rule>") -> nodes.RuleBook:
    """Parse ``text`` into a RuleBook; raise RuleSyntaxError at the first syntax error."""
    large = _too_large(text)
    if large is not None:
        raise RuleSyntaxError(large, source=filename)
    text = _normalise(text)
    try:
        tree = _parse_tree(text)
    except (UnexpectedInput, IndentError) as exc:
        raise RuleSyntaxError(to_diagnostic(exc, text), source=filename, text=text) from None
    refused = _refused(tree)
    if refused:
        raise RuleSyntaxError(refused[0], source=filename, text=text)
    return _transform(tree, filename)


def parse_collect(text: str, filename: str = "<rule>") -> tuple[nodes.RuleBook | None,
                                                                 list[Diagnostic]]:
    """Parse ``text``; return the RuleBook (None on syntax errors) and every syntax error.

    The whole text is parsed once; only when that fails does recovery start, one top-level
    rule at a time (:func:`parse_errors.rule_chunks`): after an error the offending line
    is replaced by a neutral placeholder of the same kind (a header stays a header, so its
    block still parses) and that rule is parsed again, so one file reports several
    independent mistakes. The work stays proportional to the text: a rule is re-parsed a
    bounded number of times, and all the re-parses together read at most
    ``RECOVERY_FACTOR`` times the text (plus ``RECOVERY_FLOOR`` characters).
    """
    large = _too_large(text)
    if large is not None:
        return None, [large]
    text = _normalise(text)
    try:
        tree = _parse_tree(text)
    except (UnexpectedInput, IndentError) as exc:
        found = _recover(text)
        return None, found or [to_diagnostic(exc, text)]
    refused = _refused(tree)
    if refused:
        return None, refused
    return _transform(tree, filename), []


#: Re-parses during recovery read at most this many times the text, plus RECOVERY_FLOOR.
RECOVERY_FACTOR = 3
RECOVERY_FLOOR = 64 * 1024


def _recover(text: str) -> list[Diagnostic]:
    """Every independent syntax error of ``text`` (which does not parse), rule by rule."""
    budget = RECOVERY_FACTOR * len(text) + RECOVERY_FLOOR
    found: list[Diagnostic] = []
    for offset, chunk in rule_chunks(text):
        if len(found) >= MAX_SYNTAX_ERRORS or budget <= 0:
            break
        errors, budget = _recover_chunk(chunk, MAX_SYNTAX_ERRORS - len(found), budget)
        found.extend(shifted(d, offset) for d in errors)
    return found


def _recover_chunk(text: str, most: int, budget: int) -> tuple[list[Diagnostic], int]:
    """At most ``most`` syntax errors of one rule's text, and the budget left: every parse
    of the text spends its length, and recovery stops when the budget is spent."""
    lines = text.split("\n")
    found: list[Diagnostic] = []
    tried: dict[int, int] = {}
    while len(found) < most and budget > 0:
        current = "\n".join(lines)
        budget -= len(current)
        try:
            _parse_tree(current)
            break
        except (UnexpectedInput, IndentError) as exc:
            diag = to_diagnostic(exc, text, current)
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
                lines[index] = indent_under(lines, index)
            elif attempts == 0:
                lines[index] = placeholder(lines[index])
            else:
                blank_block(lines, index)
    return found, budget
