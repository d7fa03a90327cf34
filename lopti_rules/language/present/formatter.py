"""Canonical form of rule files (``lopti fmt``): two-space indents, one spelling per construct.

The formatter prints the AST back, so its output parses to the same AST
(positions aside), and formatting twice changes nothing. Comments are kept: a
comment on its own line stays before the line that followed it; a trailing
comment stays on its line (or, for a line the AST does not keep such as
``else:``, moves to its own line just before the next statement).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import rank_str
from ..catalogue import vocabulary
from ..syntax.comments import Comment as Comment
from ..syntax.comments import scan_comments
from ..syntax.parser import parse
from ..syntax.phonetext import untype
from ..syntax.rulelang import detect, translate, with_header
from ..tree import nodes
from ..tree.visitor import NodeVisitor

INDENT = "  "

_MEASURE_WORDS = {"hand": "hand", "face_up": "face-up", "face_down": "face-down",
                  "cards": "cards"}


# ---------------------------------------------------------------- the printer

#: how tightly each expression binds: a child binding less than its place needs is
#: parenthesised (``or`` 1, ``and`` 2, ``not`` 3, tests 4, arithmetic 5, atoms 6)
PRECEDENCE: dict[type[nodes.Node], int] = {
    nodes.Not: 3, nodes.Compare: 4, nodes.OneOf: 4, nodes.Parity: 4, nodes.TextTest: 4,
    nodes.Multiple: 4, nodes.Arith: 5}


def _prec(e: nodes.Expr) -> int:
    if isinstance(e, nodes.BoolOp):
        return 1 if e.op == "or" else 2
    return PRECEDENCE.get(type(e), 6)


def _one(count: nodes.Expr) -> bool:
    return isinstance(count, nodes.Number) and count.value == 1


def _is_rank(e: nodes.Expr) -> bool:
    """Whether ``e`` holds a rank: a face (``J``) or an attribute such as ``play.rank``."""
    if isinstance(e, nodes.RankLit):
        return True
    if not isinstance(e, nodes.Attribute):
        return False
    info = (vocabulary.TABLE.get(e.namespace) or vocabulary.event_attributes(e.namespace)
            ).get(e.name)
    return info is not None and info.type == "rank"


def _cards(count: nodes.Expr) -> str:
    return "card" if _one(count) else "cards"


def _up_to(count: nodes.Expr) -> str:
    """An optional choice's count words (issue 14): ``may swap 1 face-up card`` says it
    aloud, more than one is ``may give up to 2 cards`` (any number, none included)."""
    return "" if _one(count) else "up to "


class Printer(NodeVisitor):
    """The canonical spelling of every expression and action: one ``visit_<Node>`` each.

    A node class without a method here cannot be printed and fails closed
    (:meth:`generic_visit`), so adding a node to ``tree/nodes.py`` is a checklist.
    Statements are laid out in lines by :class:`Lines`.
    """

    def generic_visit(self, node: nodes.Node, *args: object, **kwargs: object) -> str:
        raise TypeError(f"cannot format {type(node).__name__}")

    def expr(self, e: nodes.Expr, min_prec: int = 0) -> str:
        """An expression, parenthesised only where its place needs it."""
        text: str = self.visit(e)
        return f"({text})" if _prec(e) < min_prec else text

    def count(self, count: nodes.Expr) -> str:
        return f"{self.expr(count, 5)} {_cards(count)}"

    def action(self, a: nodes.Action) -> str:
        """One action statement (without indentation)."""
        text: str = self.visit(a)
        return text + " instead" if a.instead else text

    # ------------------------------------------------------------ expressions
    def visit_Number(self, e: nodes.Number) -> str:
        return str(e.value)

    def visit_RankLit(self, e: nodes.RankLit) -> str:
        return rank_str(e.value)

    def visit_Text(self, e: nodes.Text) -> str:
        return f'"{e.value}"'

    def visit_Bool(self, e: nodes.Bool) -> str:
        return "true" if e.value else "false"

    def visit_Word(self, e: nodes.Word) -> str:
        return e.value

    def visit_Attribute(self, e: nodes.Attribute) -> str:
        return f"{e.namespace}.{e.name}"

    def visit_CountRef(self, e: nodes.CountRef) -> str:
        return f'count "{e.name}"'

    def visit_Measure(self, e: nodes.Measure) -> str:
        return f"{_MEASURE_WORDS.get(e.measure, e.measure)} of {self.visit(e.player)}"

    def rank(self, e: nodes.Expr) -> str:
        """An expression in a rank's place: a face written as its number (11) is written
        as the face (J, LP946); anything else as :meth:`expr` writes it."""
        if isinstance(e, nodes.Number) and 11 <= e.value <= 14:
            return rank_str(e.value)
        return self.expr(e, 5)

    def visit_Compare(self, e: nodes.Compare) -> str:
        left = self.rank(e.left) if _is_rank(e.right) else self.expr(e.left, 5)
        right = self.rank(e.right) if _is_rank(e.left) else self.expr(e.right, 5)
        return f"{left} {vocabulary.OP_WORDS[e.op]} {right}"

    def visit_OneOf(self, e: nodes.OneOf) -> str:
        options = ", ".join(self.rank(o) if _is_rank(e.item) else self.expr(o, 5)
                            for o in e.options)
        return f"{self.expr(e.item, 5)} is {'not ' if e.negated else ''}one of {options}"

    def visit_Parity(self, e: nodes.Parity) -> str:
        return f"{self.expr(e.operand, 5)} is {'even' if e.even else 'odd'}"

    def visit_Multiple(self, e: nodes.Multiple) -> str:
        return (f"{self.expr(e.operand, 5)} is {'not ' if e.negated else ''}a multiple of "
                f"{self.expr(e.divisor, 5)}")

    def visit_TextTest(self, e: nodes.TextTest) -> str:  # rejected (LP303), printed as written
        return f"{self.expr(e.item, 5)} {e.how} {self.expr(e.text, 5)}"

    def visit_BoolOp(self, e: nodes.BoolOp) -> str:
        level = 2 if e.op == "or" else 3
        return f" {e.op} ".join(self.expr(o, level) for o in e.operands)

    def visit_Not(self, e: nodes.Not) -> str:
        return f"not {self.expr(e.operand, 3)}"

    def visit_Arith(self, e: nodes.Arith) -> str:
        return f"{self.expr(e.left, 5)} {e.op} {self.expr(e.right, 6)}"

    def visit_Role(self, r: nodes.Role) -> str:
        if r.kind == "acting" and r.value:
            return f"the {r.value}"
        if r.kind == "seat":
            return f"seat {r.value}"
        if r.kind == "named":
            return f'"{r.value}"'
        if r.kind == "described":  # "the" keeps a word like "clear" from reading as a keyword
            return f"the {r.value} player"
        if r.kind == "whose" and r.where is not None:
            w = r.where
            measure = w.left.measure if isinstance(w.left, nodes.Measure) else "hand"
            return (f"every player whose {_MEASURE_WORDS.get(measure, measure)} "
                    f"{vocabulary.OP_WORDS[w.op]} {self.expr(w.right, 5)}")
        if r.kind == "with":  # rejected (LP304/LP904), but still printed as written
            return f"player with the {r.value}"
        if r.kind == "creator":  # rejected (LP301), but still printed as written
            return "creator"
        if r.kind == "placed":
            return f"the player placed {r.value} last round"
        if r.kind == "most_last":
            return f"the player with the most {r.value} last round"
        if r.kind in vocabulary.RELATIVE_ROLES and r.of is not None:
            base = self.visit_Role(r.of)
            if r.of.kind in vocabulary.ROLES and not base.startswith(("the ", "every ")):
                base = f"the {base}"  # "player left of the dealer", read aloud
            return f"{vocabulary.RELATIVE_ROLES[r.kind][0]} {base}"
        return vocabulary.ROLES[r.kind].phrase

    # ------------------------------------------------------------ actions
    def visit_Draw(self, a: nodes.Draw) -> str:
        bottom = " from the bottom of the draw pile" if a.end == "bottom" else ""
        return f"{self.visit(a.who)} draws {self.count(a.count)}{bottom}"

    def visit_SwapUp(self, a: nodes.SwapUp) -> str:
        verb = f"may swap {_up_to(a.count)}" if a.optional else "swaps "
        return (f"{self.visit(a.who)} {verb}{self.expr(a.count, 5)} face-up "
                f"{_cards(a.count)} with the top of the draw pile")

    def visit_Give(self, a: nodes.Give) -> str:
        target = f"their {a.side}" if a.to is None else self.visit(a.to)
        verb = f"may give {_up_to(a.count)}" if a.optional else "gives "
        return f"{self.visit(a.giver)} {verb}{self.count(a.count)} to {target}"

    def visit_Take(self, a: nodes.Take) -> str:
        who = self.visit(a.who)
        if a.end == "bottom":
            return f"{who} takes the bottom cleared card"
        if a.source == "cleared" and a.count == nodes.Number(value=1):
            return f"{who} takes the top cleared card"
        source = "the cleared cards" if a.source == "cleared" else "the pile"
        return f"{who} takes {self.count(a.count)} from {source}"

    def visit_Pickup(self, a: nodes.Pickup) -> str:
        return f"{self.visit(a.who)} picks up the pile"

    def visit_ClearPile(self, a: nodes.ClearPile) -> str:
        return "clear the pile"

    def visit_Skip(self, a: nodes.Skip) -> str:
        return f"skip {self.visit(a.who)}"

    def visit_SkipEvent(self, a: nodes.SkipEvent) -> str:
        return f"skip the {a.event}"

    def visit_Reverse(self, a: nodes.Reverse) -> str:
        return "reverse direction"

    def visit_Choose(self, a: nodes.Choose) -> str:
        return f"{self.visit(a.who)} {'deals' if a.what == 'dealer' else 'leads'}"

    def visit_Restrict(self, a: nodes.Restrict) -> str:
        if a.kind == "min_cards" and a.count is not None:
            return f"next play must have at least {self.count(a.count)}"
        ranks = ", ".join(self.rank(r) for r in a.ranks)
        if a.kind == "one_of":
            return f"next play must be one of {ranks}"
        return f"next play must be {ranks} or {'lower' if a.kind == 'at_most' else 'higher'}"

    def visit_Reveal(self, a: nodes.Reveal) -> str:
        return f"{self.visit(a.who)} reveals their hand"

    def visit_Say(self, a: nodes.Say) -> str:
        verb = "says" if a.verb == "say" else "does"
        return f'{self.visit(a.who)} {verb} "{a.text.value}"'

    def visit_Roshambo(self, a: nodes.Roshambo) -> str:
        return f"{self.visit(a.first)} plays roshambo with {self.visit(a.second)}"

    def visit_CountChange(self, a: nodes.CountChange) -> str:
        if a.kind == "reset" or a.amount is None:
            return f'reset "{a.name}"'
        if a.kind == "set":
            return f'set "{a.name}" to {self.expr(a.amount)}'
        return f'add {self.expr(a.amount)} to "{a.name}"'

    def visit_Unknown(self, a: nodes.Unknown) -> str:
        words = " ".join(a.words)
        return f"{self.visit(a.subject)} {words}" if a.subject is not None else words


#: the one canonical printer (it keeps no state)
PRINTER = Printer()


def expr(e: nodes.Expr, min_prec: int = 0) -> str:
    """An expression in canonical spelling, parenthesised only where needed."""
    return PRINTER.expr(e, min_prec)


def role(r: nodes.Role) -> str:
    """A role in canonical spelling."""
    return PRINTER.visit_Role(r)


def action(a: nodes.Action) -> str:
    """One action statement (without indentation)."""
    return PRINTER.action(a)


# ---------------------------------------------------------------- statements

_Line = tuple[int, str]  # (source line or 0, text)


class Lines(NodeVisitor):
    """Statements laid out as canonical lines, each with the source line it came from.

    Compound statements have a ``visit_<Node>``; every other statement is an action,
    printed by :class:`Printer` (which fails closed on anything it does not know).
    """

    def __init__(self, out: list[_Line], printer: Printer = PRINTER) -> None:
        self.out = out
        self.p = printer

    def block(self, body: Sequence[nodes.Stmt], depth: int) -> None:
        for s in body:
            self.visit(s, depth)

    def generic_visit(self, node: nodes.Node, *args: object, **kwargs: object) -> None:
        (depth,) = args
        assert isinstance(node, nodes.Action) and isinstance(depth, int)
        self.out.append((node.line, INDENT * depth + self.p.action(node)))

    def visit_If(self, s: nodes.If, depth: int) -> None:
        pad = INDENT * depth
        self.out.append((s.line, f"{pad}if {self.p.expr(s.condition)}:"))
        self.block(s.then, depth + 1)
        if s.orelse:
            self.out.append((0, f"{pad}else:"))
            self.block(s.orelse, depth + 1)

    def visit_Repeat(self, s: nodes.Repeat, depth: int) -> None:
        self.out.append((s.line, f"{INDENT * depth}repeat {self.p.expr(s.count, 5)} times:"))
        self.block(s.body, depth + 1)

    def visit_Loop(self, s: nodes.Loop, depth: int) -> None:
        cond = f" {self.p.expr(s.condition)}" if s.condition is not None else ""
        self.out.append((s.line, f"{INDENT * depth}{vocabulary.LOOP_HEADS[s.kind]}{cond}:"))
        self.block(s.body, depth + 1)

    def visit_ForEach(self, s: nodes.ForEach, depth: int) -> None:
        who = self.p.visit_Role(s.players).removeprefix("every ")
        self.out.append((s.line, f"{INDENT * depth}for each {who}:"))
        self.block(s.body, depth + 1)

    def visit_Hook(self, hook: nodes.Hook, depth: int = 1) -> None:
        when = f" when {self.p.expr(hook.condition)}" if hook.condition is not None else ""
        self.out.append((hook.line, f"{INDENT * depth}{hook.timing} {hook.event}{when}:"))
        self.block(hook.body, depth + 1)

    def visit_Permit(self, permit: nodes.Permit, depth: int = 1) -> None:
        self.out.append((permit.line, INDENT * depth + permit_text(permit)))

    def visit_CountDecl(self, decl: nodes.CountDecl, depth: int = 1) -> None:
        self.out.append((decl.line, INDENT * depth + count_text(decl)))


def book_lines(book: nodes.RuleBook) -> list[_Line]:
    """The canonical lines of a book, each with the source line it came from."""
    out: list[_Line] = []
    lines = Lines(out)
    for i, rule in enumerate(book.rules):
        if i:
            out.append((-1, ""))
        out.append((rule.line, f'rule "{rule.name}"'))
        # permissions, counts and hooks, in source order
        items: list[nodes.Hook | nodes.Permit | nodes.CountDecl] = [
            *rule.hooks, *rule.permits, *rule.counts]
        for item in sorted(items, key=lambda n: n.line) if rule.permits or rule.counts else items:
            lines.visit(item, 1)
    return out


def count_text(decl: nodes.CountDecl) -> str:
    """The canonical text of a count: ``count "threes" this round``."""
    return " ".join((f'count "{decl.name}"', *decl.scope))


def permit_text(permit: nodes.Permit) -> str:
    """The canonical text of a permission: ``allow J on Q``."""
    ranks = ", ".join(PRINTER.rank(r) for r in permit.ranks)
    tops = ", ".join(PRINTER.rank(r) for r in permit.on)
    return f"allow {ranks} on {tops}"


def hook_text(hook: nodes.Hook) -> str:
    """The canonical text of one hook: what it means, whatever its layout and comments."""
    out: list[_Line] = []
    Lines(out).visit_Hook(hook)
    return "\n".join(text for _, text in out)


def format_book(book: nodes.RuleBook, comments: Sequence[Comment] = ()) -> str:
    """Print ``book`` canonically, weaving ``comments`` back in."""
    lines = book_lines(book)
    trailing = {c.line: c for c in comments if not c.own_line}
    placed = {src for src, _ in lines if src > 0}
    pending = sorted([c for c in comments if c.own_line]
                     + [Comment(c.line, c.column, c.text, True) for c in trailing.values()
                        if c.line not in placed], key=lambda c: c.line)
    out: list[str] = []
    for src, text in lines:
        if src > 0:
            indent = text[: len(text) - len(text.lstrip())]
            while pending and pending[0].line < src:
                out.append(indent + pending.pop(0).text)
            if src in trailing and src in placed:
                text = f"{text}  {trailing.pop(src).text}"
        out.append(text)
    out.extend(c.text for c in pending)
    return "\n".join(out).rstrip("\n") + "\n" if out else ""


def format_text(text: str, filename: str = "<rule>", lang: str | None = None) -> str:
    """The canonical form of rule text (raises RuleSyntaxError when it does not parse).
    Phone typing (curly quotes, capitalised keywords, tabs, odd spaces: LP109-LP112) is
    undone first.

    The text stays in its own rule language (said or detected, syntax/rulelang.py)
    unless ``lang`` names another (``lopti fmt --lang nl``): the book is printed in
    English, the canonical form, then written in the language's keywords, with a
    ``# lopti: lang=..`` first line when the language is chosen or was said.
    """
    text = untype(text).text
    book = parse(text, filename)
    canonical = format_book(book, scan_comments(text))
    said = detect(text)
    target = lang or said.lang
    if target == "en":
        return with_header(canonical, "en") if lang or said.how == "header" else canonical
    words = translate(canonical, target)
    return with_header(words, target) if lang or said.how == "header" else words
