"""The parse tree becomes the typed AST (nodes.py): one method per grammar rule, spans kept.

``ToAST(filename).transform(tree)`` is called by parser.py once the tree is known to be
shallow enough and its numbers short enough (parser.py refuses the others first), so
no input reaches it that it must turn into a diagnostic.
"""

from __future__ import annotations

import re
from typing import Any, Literal, TypedDict

from lark import Token, Transformer, v_args
from lark.exceptions import LarkError

from ...engine import parse_rank
from ..catalogue import vocabulary
from ..tree import nodes, placeholders
from .grammar import value_parser

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
#: ``count 'threes'`` in a ``{...}`` of a text (whose own quotes are double).
_COUNT_IN_TEXT = re.compile(r"\bcount\s+'([^'\"]*)'")


def _measure_name(tok: Token) -> str:
    text = str(tok)
    if tok.type == "FACE_UP":
        return "face_up"
    if tok.type == "FACE_DOWN":
        return "face_down"
    return _MEASURES.get(text, text)


def _is_cards_tok(x: object) -> bool:
    return isinstance(x, Token) and x.type in ("CARDS", "CARD")


def _optional(c: list[Any]) -> tuple[bool, list[Any]]:
    """An action's children without its ``may`` / ``up to`` words, and whether it had one
    (issue 14: an optional choice of how many cards)."""
    rest = [x for x in c if not (isinstance(x, Token) and x.type in ("MAY", "UP_TO"))]
    return len(rest) != len(c), rest


@v_args(meta=True)
class ToAST(Transformer[Token, nodes.RuleBook]):
    """Turn the Lark parse tree into nodes."""

    def __init__(self, filename: str) -> None:
        super().__init__()
        self.filename = filename

    # structure
    def start(self, meta: Any, c: list[Any]) -> nodes.RuleBook:
        return nodes.RuleBook(rules=tuple(c), filename=self.filename, **_span(meta))

    def rule(self, meta: Any, c: list[Any]) -> nodes.Rule:
        hooks = tuple(h for h in c[1:] if isinstance(h, nodes.Hook))
        permits = tuple(p for p in c[1:] if isinstance(p, nodes.Permit))
        counts = tuple(d for d in c[1:] if isinstance(d, nodes.CountDecl))
        name_end = c[0].end_column if isinstance(c[0], Token) and c[0].end_column else 0
        return nodes.Rule(name=_unquote(c[0]), hooks=hooks, permits=permits, counts=counts,
                          name_end_column=name_end, **_span(meta))

    # issue 14: a rule's own counts
    def count_decl(self, meta: Any, c: list[Any]) -> nodes.CountDecl:
        return nodes.CountDecl(name=_unquote(c[0]), scope=tuple(str(w) for w in c[1:]),
                               **_span(meta))

    def count_add(self, meta: Any, c: list[Any]) -> nodes.CountChange:
        return nodes.CountChange(kind="add", name=_unquote(c[1]), amount=c[0], **_span(meta))

    def count_set(self, meta: Any, c: list[Any]) -> nodes.CountChange:
        return nodes.CountChange(kind="set", name=_unquote(c[0]), amount=c[1], **_span(meta))

    def count_reset(self, meta: Any, c: list[Any]) -> nodes.CountChange:
        return nodes.CountChange(kind="reset", name=_unquote(c[0]), **_span(meta))

    def count_ref(self, meta: Any, c: list[Any]) -> nodes.CountRef:
        return nodes.CountRef(name=_unquote(c[0]), **_span(meta))

    def permit(self, meta: Any, c: list[Any]) -> nodes.Permit:
        return nodes.Permit(ranks=tuple(c[0]), on=tuple(c[1]), **_span(meta))

    def rank_list(self, meta: Any, c: list[Any]) -> list[Any]:
        return c

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
        optional, c = _optional(c)
        target = [x for x in c[2:] if not _is_cards_tok(x)][0]
        if isinstance(target, tuple):
            return nodes.Give(giver=c[0], count=c[1], side=target[1], optional=optional,
                              **_span(meta))
        return nodes.Give(giver=c[0], count=c[1], to=target, optional=optional, **_span(meta))

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

    # more zones (issue 14)
    def draw_bottom(self, meta: Any, c: list[Any]) -> nodes.Draw:
        return nodes.Draw(who=c[0], count=c[1], end="bottom", **_span(meta))

    def take_bottom(self, meta: Any, c: list[Any]) -> nodes.Take:
        one = nodes.Number(value=1, **_span(meta))
        return nodes.Take(who=c[0], count=one, source="cleared", end="bottom", **_span(meta))

    def swap_up(self, meta: Any, c: list[Any]) -> nodes.SwapUp:
        optional, c = _optional(c)
        return nodes.SwapUp(who=c[0], count=c[1], optional=optional, **_span(meta))

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
        return nodes.Say(who=c[0], verb="say", text=text, values=self.values(c[1]),
                         **_span(meta))

    def do(self, meta: Any, c: list[Any]) -> nodes.Say:
        text = nodes.Text(value=_unquote(c[1]), **_tspan(c[1]))
        return nodes.Say(who=c[0], verb="do", text=text, values=self.values(c[1]),
                         **_span(meta))

    def values(self, tok: Token) -> tuple[nodes.Expr, ...]:
        """The values of a text's ``{...}`` placeholders (issue 14): each parsed
        as a value, its span moved to where it sits in the file; one that is not a value
        becomes a BadValue for the validator (LP714), never an exception."""
        text = _unquote(tok)
        if not placeholders.has_slots(text):
            return ()
        line, column = tok.line or 0, (tok.column or 1) + 1  # the column after the quote
        out: list[nodes.Expr] = []
        for piece in placeholders.split(text):
            if isinstance(piece, placeholders.Literal):
                continue
            at = column + piece.start
            span = {"line": line, "column": at, "end_line": line,
                    "end_column": at + piece.width}
            problem = piece.problem
            if not problem:
                # a count's name is quoted in single quotes inside a text: {count 'threes'}
                source = _COUNT_IN_TEXT.sub(r'count "\1"', piece.source)
                try:
                    value = ToAST(self.filename).transform(value_parser().parse(source))
                except LarkError:
                    value = None
                if isinstance(value, nodes.Expr):
                    for node in value.walk():  # the value's columns, shifted into the file
                        node.column += at
                        node.end_column += at
                        node.line = node.end_line = line
                    out.append(value)
                    continue
                problem = (f"'{{{piece.source}}}' is not a value: write a number, rank or "
                           "word, like '{play.count}', '{play.rank}', '{hand of next player}'")
            out.append(nodes.BadValue(source=piece.source, problem=problem, **span))  # type: ignore[arg-type]
        return tuple(out)

    def roshambo(self, meta: Any, c: list[Any]) -> nodes.Roshambo:
        return nodes.Roshambo(first=c[0], second=c[1], **_span(meta))

    def clear_pile(self, meta: Any, c: list[Any]) -> nodes.ClearPile:
        return nodes.ClearPile(**_span(meta))

    def skip(self, meta: Any, c: list[Any]) -> nodes.Skip:
        return nodes.Skip(who=c[0], **_span(meta))

    def skip_event(self, meta: Any, c: list[Any]) -> nodes.SkipEvent:
        return nodes.SkipEvent(event=str(c[-1]), **_span(meta))

    def choose_dealer(self, meta: Any, c: list[Any]) -> nodes.Choose:
        return nodes.Choose(who=c[0], what="dealer", **_span(meta))

    def choose_leader(self, meta: Any, c: list[Any]) -> nodes.Choose:
        return nodes.Choose(who=c[0], what="leader", **_span(meta))

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

    # roles relative to another role (issue 14): the first player still in beside it
    def after_role(self, meta: Any, c: list[Any]) -> nodes.Role:
        """``next player after the clearer``: in the direction of play."""
        return nodes.Role(kind="after", of=c[-1], **_span(meta))

    def before_role(self, meta: Any, c: list[Any]) -> nodes.Role:
        """``previous player before the dealer``: against the direction of play."""
        return nodes.Role(kind="before", of=c[-1], **_span(meta))

    def side_of(self, meta: Any, c: list[Any]) -> nodes.Role:
        """``player left of the picker``, ``player right of the dealer``: at the table."""
        return nodes.Role(kind=f"{c[0]}_of", of=c[-1], **_span(meta))

    def acting_word(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="acting", value=str(c[0]), **_span(meta))

    def named(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="named", value=_unquote(c[0]), **_span(meta))

    def seat(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="seat", value=_int(c[0]), **_span(meta))

    def placed(self, meta: Any, c: list[Any]) -> nodes.Role:
        """``player placed 2 last round``: last round's standings, by place from 1."""
        return nodes.Role(kind="placed", value=_int(c[0]), **_span(meta))

    def last_place(self, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind="last_place", **_span(meta))

    def most_last(self, meta: Any, c: list[Any]) -> nodes.Role:
        """``player with the most pickups last round``: a tally of the last round
        (``vocabulary.LAST_TALLIES``; another word is LP945)."""
        return nodes.Role(kind="most_last", value=str(c[0]).lower(), **_span(meta))

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

    def multiple(self, meta: Any, c: list[Any]) -> nodes.Multiple:
        return nodes.Multiple(operand=c[0], divisor=c[1], **_span(meta))

    def not_multiple(self, meta: Any, c: list[Any]) -> nodes.Multiple:
        return nodes.Multiple(operand=c[0], divisor=c[1], negated=True, **_span(meta))

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
    def make(self: ToAST, meta: Any, c: list[Any]) -> nodes.Role:
        return nodes.Role(kind=_ROLE_KINDS.get(kind, kind), **_span(meta))
    return make


for _k in _SIMPLE_ROLES:
    setattr(ToAST, _k, v_args(meta=True)(_simple_role(_k)))



def _int(tok: Token) -> int:
    """A NUMBER token's value; leading zeros dropped first, so ``int`` never sees more
    than ``codes.MAX_NUMBER_DIGITS`` digits (:func:`_refused` reported longer ones)."""
    return int(str(tok).lstrip("0") or "0")
