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
from ..tree import nodes

INDENT = "  "

_MEASURE_WORDS = {"hand": "hand", "face_up": "face-up", "face_down": "face-down",
                  "cards": "cards"}


# ---------------------------------------------------------------- expressions


def _prec(e: nodes.Expr) -> int:
    if isinstance(e, nodes.BoolOp):
        return 1 if e.op == "or" else 2
    if isinstance(e, nodes.Not):
        return 3
    if isinstance(e, nodes.Compare | nodes.OneOf | nodes.Parity | nodes.TextTest
                  | nodes.Multiple):
        return 4
    if isinstance(e, nodes.Arith):
        return 5
    return 6


def expr(e: nodes.Expr, min_prec: int = 0) -> str:
    """An expression in canonical spelling, parenthesised only where needed."""
    text = _expr(e)
    return f"({text})" if _prec(e) < min_prec else text


def _expr(e: nodes.Expr) -> str:
    if isinstance(e, nodes.Number):
        return str(e.value)
    if isinstance(e, nodes.RankLit):
        return rank_str(e.value)
    if isinstance(e, nodes.Text):
        return f'"{e.value}"'
    if isinstance(e, nodes.Bool):
        return "true" if e.value else "false"
    if isinstance(e, nodes.Word):
        return e.value
    if isinstance(e, nodes.Attribute):
        return f"{e.namespace}.{e.name}"
    if isinstance(e, nodes.CountRef):
        return f'count "{e.name}"'
    if isinstance(e, nodes.Role):
        return role(e)
    if isinstance(e, nodes.Measure):
        return f"{_MEASURE_WORDS.get(e.measure, e.measure)} of {role(e.player)}"
    if isinstance(e, nodes.Compare):
        return f"{expr(e.left, 5)} {vocabulary.OP_WORDS[e.op]} {expr(e.right, 5)}"
    if isinstance(e, nodes.OneOf):
        options = ", ".join(expr(o, 5) for o in e.options)
        return f"{expr(e.item, 5)} is {'not ' if e.negated else ''}one of {options}"
    if isinstance(e, nodes.Parity):
        return f"{expr(e.operand, 5)} is {'even' if e.even else 'odd'}"
    if isinstance(e, nodes.Multiple):
        return (f"{expr(e.operand, 5)} is {'not ' if e.negated else ''}a multiple of "
                f"{expr(e.divisor, 5)}")
    if isinstance(e, nodes.TextTest):  # rejected (LP303), but still printed as written
        return f"{expr(e.item, 5)} {e.how} {expr(e.text, 5)}"
    if isinstance(e, nodes.BoolOp):
        level = 2 if e.op == "or" else 3
        return f" {e.op} ".join(expr(o, level) for o in e.operands)
    if isinstance(e, nodes.Not):
        return f"not {expr(e.operand, 3)}"
    if isinstance(e, nodes.Arith):
        return f"{expr(e.left, 5)} {e.op} {expr(e.right, 6)}"
    raise TypeError(f"cannot format {type(e).__name__}")


def role(r: nodes.Role) -> str:
    """A role in canonical spelling."""
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
                f"{vocabulary.OP_WORDS[w.op]} {expr(w.right, 5)}")
    if r.kind == "with":  # rejected (LP304/LP904), but still printed as written
        return f"player with the {r.value}"
    if r.kind == "creator":  # rejected (LP301), but still printed as written
        return "creator"
    if r.kind == "placed":
        return f"the player placed {r.value} last round"
    if r.kind == "most_last":
        return f"the player with the most {r.value} last round"
    if r.kind in vocabulary.RELATIVE_ROLES and r.of is not None:
        base = role(r.of)
        if r.of.kind in vocabulary.ROLES and not base.startswith(("the ", "every ")):
            base = f"the {base}"  # "player left of the dealer", read aloud
        return f"{vocabulary.RELATIVE_ROLES[r.kind][0]} {base}"
    return vocabulary.ROLES[r.kind].phrase


def _cards(count: nodes.Expr) -> str:
    return "card" if isinstance(count, nodes.Number) and count.value == 1 else "cards"


def _up_to(count: nodes.Expr) -> str:
    """An optional choice's count words (issue 14): ``may swap 1 face-up card`` says it
    aloud, more than one is ``may give up to 2 cards`` (any number, none included)."""
    return "" if isinstance(count, nodes.Number) and count.value == 1 else "up to "


def _count(count: nodes.Expr) -> str:
    return f"{expr(count, 5)} {_cards(count)}"


# ---------------------------------------------------------------- statements


def action(a: nodes.Action) -> str:
    """One action statement (without indentation)."""
    text = _action(a)
    return text + " instead" if a.instead else text


def _action(a: nodes.Action) -> str:
    if isinstance(a, nodes.Draw):
        if a.end == "bottom":
            return f"{role(a.who)} draws {_count(a.count)} from the bottom of the draw pile"
        return f"{role(a.who)} draws {_count(a.count)}"
    if isinstance(a, nodes.SwapUp):
        verb = f"may swap {_up_to(a.count)}" if a.optional else "swaps "
        return (f"{role(a.who)} {verb}{expr(a.count, 5)} face-up {_cards(a.count)} with the "
                "top of the draw pile")
    if isinstance(a, nodes.Give):
        target = f"their {a.side}" if a.to is None else role(a.to)
        verb = f"may give {_up_to(a.count)}" if a.optional else "gives "
        return f"{role(a.giver)} {verb}{_count(a.count)} to {target}"
    if isinstance(a, nodes.Take):
        if a.end == "bottom":
            return f"{role(a.who)} takes the bottom cleared card"
        if a.source == "cleared" and a.count == nodes.Number(value=1):
            return f"{role(a.who)} takes the top cleared card"
        source = "the cleared cards" if a.source == "cleared" else "the pile"
        return f"{role(a.who)} takes {_count(a.count)} from {source}"
    if isinstance(a, nodes.Pickup):
        return f"{role(a.who)} picks up the pile"
    if isinstance(a, nodes.ClearPile):
        return "clear the pile"
    if isinstance(a, nodes.Skip):
        return f"skip {role(a.who)}"
    if isinstance(a, nodes.SkipEvent):
        return f"skip the {a.event}"
    if isinstance(a, nodes.Reverse):
        return "reverse direction"
    if isinstance(a, nodes.Choose):
        return f"{role(a.who)} {'deals' if a.what == 'dealer' else 'leads'}"
    if isinstance(a, nodes.Restrict):
        if a.kind == "min_cards" and a.count is not None:
            return f"next play must have at least {_count(a.count)}"
        ranks = ", ".join(expr(r) for r in a.ranks)
        if a.kind == "one_of":
            return f"next play must be one of {ranks}"
        return f"next play must be {ranks} or {'lower' if a.kind == 'at_most' else 'higher'}"
    if isinstance(a, nodes.Reveal):
        return f"{role(a.who)} reveals their hand"
    if isinstance(a, nodes.Say):
        verb = "says" if a.verb == "say" else "does"
        return f'{role(a.who)} {verb} "{a.text.value}"'
    if isinstance(a, nodes.Roshambo):
        return f"{role(a.first)} plays roshambo with {role(a.second)}"
    if isinstance(a, nodes.CountChange):
        if a.kind == "reset" or a.amount is None:
            return f'reset "{a.name}"'
        if a.kind == "set":
            return f'set "{a.name}" to {expr(a.amount)}'
        return f'add {expr(a.amount)} to "{a.name}"'
    if isinstance(a, nodes.Unknown):
        words = " ".join(a.words)
        return f"{role(a.subject)} {words}" if a.subject is not None else words
    raise TypeError(f"cannot format {type(a).__name__}")


_Line = tuple[int, str]  # (source line or 0, text)


def _block(body: tuple[nodes.Stmt, ...], depth: int, out: list[_Line]) -> None:
    pad = INDENT * depth
    for s in body:
        if isinstance(s, nodes.If):
            out.append((s.line, f"{pad}if {expr(s.condition)}:"))
            _block(s.then, depth + 1, out)
            if s.orelse:
                out.append((0, f"{pad}else:"))
                _block(s.orelse, depth + 1, out)
        elif isinstance(s, nodes.Repeat):
            out.append((s.line, f"{pad}repeat {expr(s.count, 5)} times:"))
            _block(s.body, depth + 1, out)
        elif isinstance(s, nodes.Loop):
            head = vocabulary.LOOP_HEADS[s.kind]
            cond = f" {expr(s.condition)}" if s.condition is not None else ""
            out.append((s.line, f"{pad}{head}{cond}:"))
            _block(s.body, depth + 1, out)
        elif isinstance(s, nodes.ForEach):
            out.append((s.line, f"{pad}for each {role(s.players).removeprefix('every ')}:"))
            _block(s.body, depth + 1, out)
        elif isinstance(s, nodes.Action):
            out.append((s.line, pad + action(s)))


def book_lines(book: nodes.RuleBook) -> list[_Line]:
    """The canonical lines of a book, each with the source line it came from."""
    out: list[_Line] = []
    for i, rule in enumerate(book.rules):
        if i:
            out.append((-1, ""))
        out.append((rule.line, f'rule "{rule.name}"'))
        if rule.permits or rule.counts:  # permissions, counts and hooks, in source order
            items: list[nodes.Hook | nodes.Permit | nodes.CountDecl] = [
                *rule.hooks, *rule.permits, *rule.counts]
            for item in sorted(items, key=lambda n: n.line):
                if isinstance(item, nodes.Permit):
                    out.append((item.line, INDENT + permit_text(item)))
                elif isinstance(item, nodes.CountDecl):
                    out.append((item.line, INDENT + count_text(item)))
                else:
                    _hook(item, out)
            continue
        for hook in rule.hooks:
            _hook(hook, out)
    return out


def count_text(decl: nodes.CountDecl) -> str:
    """The canonical text of a count: ``count "threes" this round``."""
    return " ".join((f'count "{decl.name}"', *decl.scope))


def permit_text(permit: nodes.Permit) -> str:
    """The canonical text of a permission: ``allow J on Q``."""
    ranks = ", ".join(expr(r) for r in permit.ranks)
    tops = ", ".join(expr(r) for r in permit.on)
    return f"allow {ranks} on {tops}"


def _hook(hook: nodes.Hook, out: list[_Line]) -> None:
    when = f" when {expr(hook.condition)}" if hook.condition is not None else ""
    out.append((hook.line, f"{INDENT}{hook.timing} {hook.event}{when}:"))
    _block(hook.body, 2, out)


def hook_text(hook: nodes.Hook) -> str:
    """The canonical text of one hook: what it means, whatever its layout and comments."""
    out: list[_Line] = []
    _hook(hook, out)
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


def format_text(text: str, filename: str = "<rule>") -> str:
    """The canonical form of rule text (raises RuleSyntaxError when it does not parse).
    Phone typing (curly quotes, capitalised keywords, tabs, odd spaces: LP109-LP112) is
    undone first."""
    text = untype(text).text
    book = parse(text, filename)
    return format_book(book, scan_comments(text))


def meaning_text(text: str, filename: str = "<rule>") -> str:
    """What a rule file means, as text: the canonical text of every hook of every rule, in
    order, with rule names, layout and comments left out. Two files with the same meaning
    text are the same rule (R-VOTE-7). Raises RuleSyntaxError when it does not parse."""
    book = parse(text, filename)
    return "\n\n".join(hook_text(hook) for rule in book.rules for hook in rule.hooks)
