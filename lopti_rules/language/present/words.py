"""A rule read back in plain words: sentences from the parsed rule (``describe``), in the
language in use (lopti_rules/i18n; the phrases are :mod:`.phrases`, English as written).

"After a play of 8s: skip the next player." One sentence per count, hook or permission,
built from the AST alone (nothing is validated or run), so the table can check that the
rule says what its author meant. Every statement and condition of the grammar has its
wording here (issue 14's too: counts, "every third", values in spoken text, last round's
standings, choosing the dealer, relative roles, the end of a turn); a node this module
does not know (a construct added to the grammar later) reads as a generic sentence with
its canonical text, never an error.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import rank_str
from ...i18n import current, ngettext
from ...i18n import gettext as _
from ..catalogue import vocabulary
from ..syntax.parser import parse
from ..tree import nodes
from ..tree.visitor import NodeVisitor
from .phrases import (
    ACTING,
    ACTING_NAMES,
    ATTRIBUTES,
    EVENTS,
    EVERY,
    FACES,
    FOR_EACH,
    HAND_OPS,
    MEASURES,
    OPS,
    ORDINALS,
    RANK_ATTRIBUTES,
    RELATIVE,
    ROLE_WORDS,
    SCOPES,
    TRUTHS,
    WHOSE,
    WORD_VALUES,
)


class Reader(NodeVisitor):
    """Words for the nodes of one hook (the event decides who "the acting player" is).

    One ``visit_<Node>`` a node class, as the formatter's printer has; a node with no
    words yet is shown as its text (:meth:`generic_visit`), never guessed.
    """

    def __init__(self, event: str = "") -> None:
        self.event = event

    # ------------------------------------------------------------ players

    def role(self, r: nodes.Role) -> str:
        kind, value = r.kind, r.value
        if kind == "acting":
            if value and str(value) != "acting":
                return _(ACTING_NAMES[str(value)]) if str(value) in ACTING_NAMES \
                    else f"the {value}"
            if self.event in ACTING:
                return _(ACTING[self.event])
            return _("the acting player")
        if kind == "seat":
            return f"the player in seat {value}"
        if kind == "named":
            return f'the player named "{value}"'
        if kind == "described":
            return f"the {value} player"
        if kind == "with":
            return f"the player with the {value}"
        if kind == "creator":
            return "the rule's creator"
        if kind == "candidate":
            return "the player"
        if kind == "that":
            return _("that player")
        if kind == "whose" and isinstance(r.where, nodes.Compare):
            w = r.where
            measure = w.left.measure if isinstance(w.left, nodes.Measure) else "hand"
            op = _(OPS[w.op]) if w.op in OPS else w.op
            if measure in WHOSE:
                return _(WHOSE[measure]).format(op=op, value=self.expr(w.right))
            return f"every player whose {measure} {op} {self.expr(w.right)}"
        if kind == "placed":
            return _placed(value)
        if kind == "last_place":
            return _("last round's last place")
        if kind == "most_last":
            return (_("the player who picked up most last round") if value == "pickups"
                    else f"the player with the most {value} last round")
        if kind in RELATIVE and r.of is not None:
            return _(RELATIVE[kind]).format(player=self.role(r.of))
        if kind in vocabulary.RELATIVE_ROLES and r.of is not None:
            return f"the {vocabulary.RELATIVE_ROLES[kind][0]} {self.role(r.of)}"
        if kind in ROLE_WORDS and not r.of:
            return _(ROLE_WORDS[kind])
        info = vocabulary.ROLES.get(kind)
        if info is None:
            return f"the {kind.replace('_', ' ')}"
        phrase = info.phrase.replace("roshambo", "Roshambo")
        return phrase if phrase.startswith("every") else f"the {phrase}"

    # ------------------------------------------------------------ expressions

    def value(self, e: nodes.Expr, rank: bool = False) -> str:
        """A number, or a rank's name when it is compared with a rank."""
        if isinstance(e, nodes.RankLit | nodes.Number) and (rank or isinstance(e, nodes.RankLit)):
            face = FACES.get(e.value)
            if face is not None:
                return _(face)
            return rank_str(e.value) if 2 <= e.value <= 14 else str(e.value)
        return self.expr(e)

    def expr(self, e: nodes.Expr) -> str:
        text: str = self.visit(e)
        return text

    def generic_visit(self, node: nodes.Node, *args: object, **kwargs: object) -> str:
        """A node with no words of its own yet: its text, not a guess."""
        return _generic(node)

    def visit_Number(self, e: nodes.Number) -> str:
        return str(e.value)

    def visit_RankLit(self, e: nodes.RankLit) -> str:
        return self.value(e)

    def visit_Text(self, e: nodes.Text) -> str:
        return f'"{e.value}"'

    def visit_Bool(self, e: nodes.Bool) -> str:
        return "yes" if e.value else "no"

    def visit_Word(self, e: nodes.Word) -> str:
        return _(WORD_VALUES[e.value]) if e.value in WORD_VALUES else e.value

    def visit_Attribute(self, e: nodes.Attribute) -> str:
        key = f"{e.namespace}.{e.name}"
        if key in TRUTHS:
            return _(TRUTHS[key][0])
        if key in ATTRIBUTES:
            return _(ATTRIBUTES[key])
        return f"{e.namespace}'s {e.name.replace('_', ' ')}"

    def visit_Role(self, r: nodes.Role) -> str:
        return self.role(r)

    def visit_Measure(self, e: nodes.Measure) -> str:
        if e.measure not in MEASURES:  # a name or a trait (rejected: LP303, LP304)
            return f"the {e.measure.replace('_', ' ')} of {self.role(e.player)}"
        return _(MEASURES[e.measure]).format(player=self.role(e.player))

    def visit_Compare(self, e: nodes.Compare) -> str:
        left, right = e.left, e.right
        if isinstance(right, nodes.Bool) and isinstance(left, nodes.Attribute):
            key = f"{left.namespace}.{left.name}"
            if key in TRUTHS:
                yes = right.value == (e.op == "==")
                return _(TRUTHS[key][0 if yes else 1])
        rank = _is_rank(left) or _is_rank(right)
        return _("{left} {op} {right}").format(left=self.value(left, rank),
                                               op=_(OPS.get(e.op, e.op)),
                                               right=self.value(right, rank))

    def visit_OneOf(self, e: nodes.OneOf) -> str:
        rank = _is_rank(e.item)
        options = _either([self.value(o, rank) for o in e.options])
        said = _("{item} is not {options}") if e.negated else _("{item} is {options}")
        return said.format(item=self.expr(e.item), options=options)

    def visit_CountRef(self, e: nodes.CountRef) -> str:
        return _('the count "{name}"').format(name=e.name)

    def visit_Multiple(self, e: nodes.Multiple) -> str:
        every = (" " + _("(every {nth})").format(nth=_(ORDINALS[e.divisor.value]))
                 if isinstance(e.divisor, nodes.Number) and e.divisor.value in ORDINALS
                 and e.divisor.value > 1 and not e.negated else "")
        said = (_("{item} is not a multiple of {divisor}") if e.negated
                else _("{item} is a multiple of {divisor}"))
        return said.format(item=self.expr(e.operand), divisor=self.expr(e.divisor)) + every

    def visit_Parity(self, e: nodes.Parity) -> str:
        said = _("{item} is even") if e.even else _("{item} is odd")
        return said.format(item=self.expr(e.operand))

    def visit_TextTest(self, e: nodes.TextTest) -> str:
        return f"{self.expr(e.item)} {e.how} {self.expr(e.text)}"

    def visit_BoolOp(self, e: nodes.BoolOp) -> str:
        parts = [f"({self.expr(o)})" if isinstance(o, nodes.BoolOp) else self.expr(o)
                 for o in e.operands]
        joiner = _(" and ") if e.op == "and" else _(" or ") if e.op == "or" else f" {e.op} "
        return joiner.join(parts)

    def visit_Not(self, e: nodes.Not) -> str:
        inner = e.operand
        if isinstance(inner, nodes.Attribute) and f"{inner.namespace}.{inner.name}" in TRUTHS:
            return _(TRUTHS[f"{inner.namespace}.{inner.name}"][1])
        return _("not ({condition})").format(condition=self.expr(inner))

    def visit_Arith(self, e: nodes.Arith) -> str:
        said = _("{left} plus {right}") if e.op == "+" else _("{left} minus {right}")
        return said.format(left=self.expr(e.left), right=self.expr(e.right))

    # ------------------------------------------------------------ actions

    def action(self, a: nodes.Action) -> str:
        text: str = self.visit(a)
        return _("{action} instead").format(action=text) if a.instead else text

    def visit_Draw(self, a: nodes.Draw) -> str:
        if a.end == "bottom":  # more zones (issue 14)
            return _("{who} draws {cards} from the bottom of the draw pile").format(
                who=self.role(a.who), cards=self.count(a.count))
        return _("{who} draws {cards}").format(who=self.role(a.who), cards=self.count(a.count))

    def visit_SwapUp(self, a: nodes.SwapUp) -> str:  # more zones (issue 14)
        swapped = self.count(a.count, face_up=True)
        said = self.choosing(a.count, a.optional, (
            _("{who} swaps {cards} of their choice with the top of the draw pile"),
            _("{who} may swap {cards} of their choice with the top of the draw pile"),
            _("{who} may swap up to {cards} of their choice (or none) with the top of the "
              "draw pile")))
        return said.format(who=self.role(a.who), cards=swapped)

    def visit_Give(self, a: nodes.Give) -> str:
        if a.to is not None:
            to = self.role(a.to)
        elif a.side == "left":
            to = _("the player on their left")
        elif a.side == "right":
            to = _("the player on their right")
        else:
            to = f"the player on their {a.side}"
        said = self.choosing(a.count, a.optional, (
            _("{who} gives {cards} of their choice to {to}"),
            _("{who} may give {cards} of their choice to {to}"),
            _("{who} may give up to {cards} of their choice (or none) to {to}")))
        return said.format(who=self.role(a.giver), cards=self.count(a.count), to=to)

    def visit_Take(self, a: nodes.Take) -> str:
        if a.end == "bottom":  # more zones (issue 14)
            return _("{who} takes the bottom cleared card (the earliest cleared still out of "
                     "play)").format(who=self.role(a.who))
        if a.source == "cleared" and a.count == nodes.Number(value=1):
            return _("{who} takes the top cleared card").format(who=self.role(a.who))
        if a.source == "cleared":
            said = _("{who} takes {cards} from the cleared cards")
        elif a.source == "pile":
            said = _("{who} takes {cards} from the top of the pile")
        else:  # a source added to the grammar later: its text, not a guess
            return _generic(a)
        return said.format(who=self.role(a.who), cards=self.count(a.count))

    def visit_Pickup(self, a: nodes.Pickup) -> str:
        return _("{who} picks up the pile").format(who=self.role(a.who))

    def visit_ClearPile(self, a: nodes.ClearPile) -> str:
        return _("the pile is cleared (the player who acted plays again)")

    def visit_Skip(self, a: nodes.Skip) -> str:
        return _("skip {who}").format(who=self.role(a.who))

    def visit_SkipEvent(self, a: nodes.SkipEvent) -> str:
        return _("skip the {event}").format(event=a.event.replace('_', ' '))

    def visit_Reverse(self, a: nodes.Reverse) -> str:
        return _("the direction of play reverses")

    def visit_Restrict(self, a: nodes.Restrict) -> str:
        if a.kind == "min_cards" and a.count is not None:
            return _("the next play must have at least {cards}").format(
                cards=self.count(a.count))
        ranks = [self.value(r, True) for r in a.ranks]
        if a.kind == "one_of":
            return _("the next play must be {ranks}").format(ranks=_either(ranks))
        if a.kind == "at_most":
            return _("the next play must be {rank} or lower").format(rank=_either(ranks))
        return _("the next play must be {rank} or higher").format(rank=_either(ranks))

    def visit_Reveal(self, a: nodes.Reveal) -> str:
        return _("{who} shows their hand to the table").format(who=self.role(a.who))

    def visit_Say(self, a: nodes.Say) -> str:
        values = [self.expr(v) for v in a.values if not isinstance(v, nodes.BadValue)]
        gloss = f" ({_and(values)})" if values else ""
        said = (_("{who} says {text}") if a.verb == "say" else _("{who} does {text}"))
        return said.format(who=self.role(a.who), text=self.expr(a.text)) + gloss

    def visit_Choose(self, a: nodes.Choose) -> str:
        said = _("{who} deals") if a.what == "dealer" else _("{who} plays first")
        return said.format(who=self.role(a.who))

    def visit_CountChange(self, a: nodes.CountChange) -> str:
        if a.kind == "reset":
            return _('the count "{name}" goes back to 0').format(name=a.name)
        amount = self.expr(a.amount) if a.amount is not None else "1"
        if a.kind == "set":
            return _('the count "{name}" is set to {amount}').format(name=a.name, amount=amount)
        return _('the count "{name}" goes up by {amount}').format(name=a.name, amount=amount)

    def visit_Roshambo(self, a: nodes.Roshambo) -> str:
        return _("{first} plays Roshambo against {second}").format(
            first=self.role(a.first), second=self.role(a.second))

    def visit_Unknown(self, a: nodes.Unknown) -> str:
        who = f"{self.role(a.subject)} " if a.subject is not None else ""
        return who + _('"{words}" (words the language does not know)').format(
            words=" ".join(a.words))

    @staticmethod
    def choosing(count: nodes.Expr, optional: bool, said: tuple[str, str, str]) -> str:
        """Of a choice of cards's three wordings (it must; it may; it may, up to, or
        none), the one for ``count``: an optional one (issue 14) says "may", and "up to
        ... (or none)" when it is more than one card."""
        if not optional:
            return said[0]
        if isinstance(count, nodes.Number) and count.value == 1:
            return said[1]
        return said[2]

    def count(self, e: nodes.Expr, face_up: bool = False) -> str:
        if isinstance(e, nodes.Number):
            if face_up:
                return ngettext("{n} face-up card", "{n} face-up cards", e.value).format(
                    n=e.value)
            return ngettext("{n} card", "{n} cards", e.value).format(n=e.value)
        if face_up:
            return _("{n} face-up cards").format(n=self.expr(e))
        return _("{n} cards").format(n=self.expr(e))

    # ------------------------------------------------------------ statements

    def block(self, body: Sequence[nodes.Stmt]) -> str:
        return _(", then ").join(self.stmt(s) for s in body)

    def stmt(self, s: nodes.Stmt) -> str:
        if isinstance(s, nodes.Action):
            return self.action(s)  # "instead" belongs to every action alike
        text: str = self.visit(s)
        return text

    def visit_If(self, s: nodes.If) -> str:
        then = _("if {condition}, {actions}").format(condition=self.expr(s.condition),
                                                     actions=self.block(s.then))
        if not s.orelse:
            return then
        return _("{then}; otherwise {actions}").format(then=then, actions=self.block(s.orelse))

    def visit_Repeat(self, s: nodes.Repeat) -> str:
        return _("do this {n} times: {actions}").format(n=self.expr(s.count),
                                                         actions=self.block(s.body))

    def visit_Loop(self, s: nodes.Loop) -> str:
        if s.kind == "forever":
            return _("over and over, without end: {actions}").format(
                actions=self.block(s.body))
        cond = self.expr(s.condition) if s.condition is not None else "?"
        said = (_("until {condition}, again and again: {actions}") if s.kind == "until"
                else _("as long as {condition}: {actions}"))
        return said.format(condition=cond, actions=self.block(s.body))

    def visit_ForEach(self, s: nodes.ForEach) -> str:
        if s.players.kind in FOR_EACH and not s.players.of:  # "for each player still in"
            return _("{players}: {actions}").format(players=_(FOR_EACH[s.players.kind]),
                                                    actions=self.block(s.body))
        players = self.role(s.players).removeprefix("every ")
        return _("for each {players}: {actions}").format(players=players,
                                                         actions=self.block(s.body))

    def hook(self, h: nodes.Hook) -> str:
        what = _(EVENTS[h.event]) if h.event in EVENTS else f'the "{h.event}" event'
        head = (_("After {event}") if h.timing == "after" else _("Before {event}")).format(
            event=what)
        cond = h.condition
        first, rest = _first_and_rest(cond)
        every = _every(h.event, first)
        if every:
            head = (_("After {event}") if h.timing == "after" else _("Before {event}")).format(
                event=every)
            cond = rest
        elif h.event == "turn_end" and first is not None:
            hand = self._hand_at_end(first)
            head, cond = (f"{head}{hand}", rest) if hand else (head, cond)
        ranks = _rank_filter(h.event, cond)
        if ranks is not None:
            head = _("{head} of {ranks}").format(
                head=head, ranks=_either([_plural(self.value(r, True)) for r in ranks]))
        elif cond is not None:
            head = _("{head}, when {condition}").format(head=head, condition=self.expr(cond))
        head = head[:1].upper() + head[1:]  # "bir oyundan sonra" opens a sentence too
        return _("{head}: {actions}.").format(head=head, actions=self.block(h.body))

    def _hand_at_end(self, first: nodes.Expr) -> str:
        """``hand of acting player is 1`` read as " with 1 card in the hand" ("" when the
        condition is not such a test)."""
        if not (isinstance(first, nodes.Compare) and first.op in HAND_OPS
                and isinstance(first.left, nodes.Measure) and first.left.measure == "hand"
                and first.left.player.kind == "acting" and not first.left.player.value
                and isinstance(first.right, nodes.Number)):
            return ""
        if first.right.value == 0 and first.op == "==":
            return " " + _("with an empty hand")
        return " " + _(HAND_OPS[first.op]).format(cards=self.count(first.right))


def _first_and_rest(cond: nodes.Expr | None) -> tuple[nodes.Expr | None, nodes.Expr | None]:
    """A condition's first test and the rest of its ``and`` (None when nothing is left)."""
    if not (isinstance(cond, nodes.BoolOp) and cond.op == "and"):
        return cond, None
    first, *rest = cond.operands
    if not rest:
        return first, None
    return first, rest[0] if len(rest) == 1 else nodes.BoolOp(op="and", operands=tuple(rest))


def _placed(value: object) -> str:
    """``the player placed N last round``: last round's winner, runner-up, or Nth."""
    if value == 1:
        return _("last round's winner")
    if value == 2:
        return _("last round's runner-up")
    place = _(ORDINALS[value]) if isinstance(value, int) and value in ORDINALS \
        else str(value)
    return _("the player placed {place} last round").format(place=place)


def _every(event: str, cond: nodes.Expr | None) -> str:
    """``after clear when round.clears is a multiple of 3``: "every third clear of the
    round" ("" when the condition is not that)."""
    if event not in EVERY or not isinstance(cond, nodes.Multiple) or cond.negated:
        return ""
    plural, said = EVERY[event]
    op, div = cond.operand, cond.divisor
    if not (isinstance(op, nodes.Attribute) and op.namespace == "round" and op.name == plural
            and isinstance(div, nodes.Number) and div.value in ORDINALS and div.value > 1):
        return ""
    return _(said).format(nth=_(ORDINALS[div.value]))


def _is_rank(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Attribute) and e.name in RANK_ATTRIBUTES


def _rank_filter(event: str, cond: nodes.Expr | None) -> tuple[nodes.Expr, ...] | None:
    """The ranks of ``when play.rank is 8`` (or ``is one of 8, 9``): "a play of 8s"."""
    if event not in ("play", "flip"):
        return None
    if isinstance(cond, nodes.Compare) and cond.op == "==" and _is_rank(cond.left) \
            and isinstance(cond.left, nodes.Attribute) and cond.left.namespace == event \
            and isinstance(cond.right, nodes.Number | nodes.RankLit):
        return (cond.right,)
    if isinstance(cond, nodes.OneOf) and not cond.negated and _is_rank(cond.item) \
            and isinstance(cond.item, nodes.Attribute) and cond.item.namespace == event \
            and all(isinstance(o, nodes.Number | nodes.RankLit) for o in cond.options):
        return cond.options
    return None


def _plural(rank: str) -> str:
    """Cards of a rank: Aces, Kings, 6s, 10s (every face and number takes an s); English
    only: another language names the rank as it is."""
    if current() != "en":
        return rank
    return f"{rank}s"


def _either(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return _("{items} or {last}").format(items=_(", ").join(items[:-1]), last=items[-1])


def _and(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return _("{items} and {last}").format(items=_(", ").join(items[:-1]), last=items[-1])


def _generic(node: nodes.Node) -> str:
    """A node this module has no words for: its canonical text, or its kind."""
    from . import formatter

    try:
        if isinstance(node, nodes.Action):
            text = formatter.action(node)
        elif isinstance(node, nodes.Expr):
            text = formatter.expr(node)
        else:
            raise TypeError
    except Exception:  # a construct newer than the formatter too: say what it is
        kind = "".join(f" {c.lower()}" if c.isupper() else c for c in type(node).__name__)
        return f"({kind.strip()}: not yet put in words)"
    return f'"{text}"'


def permit(p: nodes.Permit) -> str:
    """A permission in words: "A player may also play Jacks on a Queen."."""
    reader = Reader("play")
    ranks = _either([_plural(reader.value(r, True)) for r in p.ranks])
    tops = _either([reader.value(r, True) for r in p.on])
    top = f"{_article(tops)}{tops}" if current() == "en" else tops
    return _("A player may also play {ranks} on {top}.").format(ranks=ranks, top=top)


def _article(word: str) -> str:
    return "an " if word[:1] in "AE8" or word.startswith("11") else "a "


def count_words(decl: nodes.CountDecl) -> str:
    """A count in words: 'Keeps a count "threes" (back to 0 each round).'."""
    key = tuple(decl.scope)
    scope = _(SCOPES[key]) if key in SCOPES else " ".join(decl.scope)
    if not scope:
        return _('Keeps a count "{name}".').format(name=decl.name)
    return _('Keeps a count "{name}" ({scope}).').format(name=decl.name, scope=scope)


def describe(rule: nodes.Rule) -> list[str]:
    """The rule in plain English: one sentence per count, hook and permission, in source
    order."""
    items: list[nodes.Hook | nodes.Permit | nodes.CountDecl] = sorted(
        [*rule.counts, *rule.hooks, *rule.permits], key=lambda n: n.line)
    out = []
    for item in items:
        try:
            if isinstance(item, nodes.CountDecl):
                out.append(count_words(item))
                continue
            out.append(permit(item) if isinstance(item, nodes.Permit)
                       else Reader(item.event).hook(item))
        except Exception:  # never let a new construct break the reading of the rest
            out.append(f"{_generic(item)}.")
    return out


def describe_text(text: str, filename: str = "<rule>") -> str:
    """Every rule of a file in plain words: its name, then its sentences, indented.

    Raises RuleSyntaxError when the text does not parse (as ``lopti fmt`` does)."""
    book = parse(text, filename)
    blocks = ["\n".join([rule.name, *(f"  {s}" for s in describe(rule))])
              for rule in book.rules]
    return "\n\n".join(blocks) + "\n" if blocks else ""
