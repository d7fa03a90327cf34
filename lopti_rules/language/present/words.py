"""A rule read back in plain words: English sentences from the parsed rule (``describe``).

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
from ...i18n import N_, current, ngettext
from ...i18n import gettext as _
from ..catalogue import vocabulary
from ..syntax.parser import parse
from ..tree import nodes
from ..tree.visitor import NodeVisitor

#: how "after ___" reads for each base event
#: (English here; shown in the language in use, lopti_rules/i18n)
EVENTS: dict[str, str] = {
    "deal": N_("the deal"), "swap": N_("a swap of face-up cards"),
    "turn": N_("the start of a turn"), "play": N_("a play"), "draw": N_("a draw"),
    "pickup": N_("a pickup"), "clear": N_("a clear"), "bonus": N_("a bonus play"),
    "take_up": N_("face-up cards are taken up"), "flip": N_("a blind play"),
    "pass": N_("a 3 is passed"), "out": N_("a player goes out"), "win": N_("a win"),
    "round_end": N_("the end of the round"), "turn_end": N_("a turn ends"),
}
#: who "the acting player" is in a hook on each event
ACTING: dict[str, str] = {
    "deal": N_("the leader"), "swap": N_("the player who swapped"),
    "turn": N_("the player whose turn it is"), "play": N_("the player who played"),
    "draw": N_("the player who drew"), "pickup": N_("the player who picked up"),
    "clear": N_("the player who cleared"), "bonus": N_("the player with the bonus play"),
    "take_up": N_("the player who took up"), "flip": N_("the player who played blind"),
    "pass": N_("the player who passed"), "out": N_("the player who went out"),
    "win": N_("the winner"), "round_end": N_("the winner"),
    "turn_end": N_("the player whose turn ended"),
}
#: attributes as noun phrases (``play.rank`` -> "the rank played")
ATTRIBUTES: dict[str, str] = {
    "deal.players": "the number of players dealt in",
    "turn.number": "the turn's number this round",
    "play.rank": "the rank played", "play.count": "the number of cards played",
    "play.source": "where the cards came from",
    "play.previous_rank": "the rank of the previous play",
    "play.previous_count": "the number of cards in the previous play",
    "draw.count": "the number of cards drawn", "pickup.count": "the number of cards picked up",
    "pickup.reason": "the reason for the pickup", "clear.cause": "the cause of the clear",
    "clear.count": "the number of cards cleared", "take_up.count": "the number of cards taken up",
    "flip.rank": "the rank turned up", "pass.chain": "the number of 3s passed in a row",
    "out.place": "the finishing place", "round_end.players": "the number of players",
    "table.pile": "the number of cards on the pile",
    "table.draw_pile": "the number of cards left to draw",
    "table.cleared": "the number of cards cleared this round",
    "table.players": "the number of players in the round",
    "table.players_in": "the number of players still in",
    "table.top_rank": "the rank on top of the pile",
    "turn_end.number": "the number of the turn that ended",
    "round.number": "the round's number", "round.turns": "the number of turns this round",
    "round.plays": "the number of plays this round",
    "round.clears": "the number of clears this round",
    "round.pickups": "the number of pickups this round",
    "round.draws": "the number of draws this round",
    "rule.rounds": "the number of rounds this rule has been in force",
    "rule.clears": "the number of clears since this rule came in",
    "rule.pickups": "the number of pickups since this rule came in",
    "rule.fired": "the number of times this rule has fired before",
}
#: truth attributes as a statement and its negation
TRUTHS: dict[str, tuple[str, str]] = {
    "play.bonus": ("it is a bonus play after a clear", "it is not a bonus play"),
    "flip.legal": ("the blind play was legal", "the blind play was not legal"),
    "round_end.capped": ("the safety cap ended the round", "the safety cap did not end "
                         "the round"),
}
#: the roles of the vocabulary a table names most, as the reader says them
ROLE_WORDS: dict[str, str] = {
    "next": N_("the next player"), "previous": N_("the previous player"),
    "dealer": N_("the dealer"), "last_winner": N_("the last winner"),
    "fewest": N_("the player with the fewest cards"),
    "most": N_("the player with the most cards"),
    "roshambo_winner": N_("the Roshambo winner"), "roshambo_loser": N_("the Roshambo loser"),
    "every": N_("every player"), "every_other": N_("every other player"),
    "still_in": N_("every player still in"), "out": N_("every player who is out"),
}
RANK_ATTRIBUTES = frozenset({"rank", "previous_rank", "top_rank"})
_FACES = {11: N_("Jack"), 12: N_("Queen"), 13: N_("King"), 14: N_("Ace")}
_MEASURES = {"hand": "cards in the hand of {}", "face_up": "face-up cards of {}",
             "face_down": "face-down cards of {}", "cards": "cards held by {}"}
#: "every third clear": the event each ``round.*`` count counts (``after clear when
#: round.clears is a multiple of 3`` reads "After every third clear of the round")
_EVERY: dict[str, tuple[str, str]] = {"clear": ("clears", "clear"), "play": ("plays", "play"),
                                      "pickup": ("pickups", "pickup"), "draw": ("draws", "draw"),
                                      "turn": ("turns", "turn")}
#: "After a turn ends with 1 card in the hand": a turn_end hook's hand test, in words
_HAND_OPS = {"==": "", ">=": "at least ", "<=": "at most ", ">": "more than ",
             "<": "fewer than "}
_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth"}
#: how each scope of a count (``count "x" this round``) reads
_SCOPES: dict[tuple[str, ...], str] = {
    ("this", "round"): "back to 0 each round",
    ("this", "session"): "kept through the session's rounds",
}
_OPS = {"==": N_("is"), "!=": N_("is not"), ">=": N_("is at least"), "<=": N_("is at most"),
        ">": N_("is more than"), "<": N_("is less than")}


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
                return f"the {value}"
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
            return "that player"
        if kind == "whose" and isinstance(r.where, nodes.Compare):
            w = r.where
            measure = w.left.measure if isinstance(w.left, nodes.Measure) else "hand"
            what = {"hand": "hand", "face_up": "face-up cards", "face_down": "face-down cards",
                    "cards": "cards"}.get(measure, measure)
            return f"every player whose {what} {_OPS.get(w.op, w.op)} {self.expr(w.right)}"
        if kind == "placed":
            return _placed(value)
        if kind == "last_place":
            return "last round's last place"
        if kind == "most_last":
            return ("the player who picked up most last round" if value == "pickups"
                    else f"the player with the most {value} last round")
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
            face = _FACES.get(e.value)
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
        return e.value

    def visit_Attribute(self, e: nodes.Attribute) -> str:
        key = f"{e.namespace}.{e.name}"
        if key in TRUTHS:
            return TRUTHS[key][0]
        return ATTRIBUTES.get(key, f"{e.namespace}'s {e.name.replace('_', ' ')}")

    def visit_Role(self, r: nodes.Role) -> str:
        return self.role(r)

    def visit_Measure(self, e: nodes.Measure) -> str:
        if e.measure not in _MEASURES:  # a name or a trait (rejected: LP303, LP304)
            return f"the {e.measure.replace('_', ' ')} of {self.role(e.player)}"
        return "the number of " + _MEASURES[e.measure].format(self.role(e.player))

    def visit_Compare(self, e: nodes.Compare) -> str:
        left, right = e.left, e.right
        if isinstance(right, nodes.Bool) and isinstance(left, nodes.Attribute):
            key = f"{left.namespace}.{left.name}"
            if key in TRUTHS:
                yes = right.value == (e.op == "==")
                return TRUTHS[key][0 if yes else 1]
        rank = _is_rank(left) or _is_rank(right)
        return _("{left} {op} {right}").format(left=self.value(left, rank),
                                               op=_(_OPS.get(e.op, e.op)),
                                               right=self.value(right, rank))

    def visit_OneOf(self, e: nodes.OneOf) -> str:
        rank = _is_rank(e.item)
        options = _either([self.value(o, rank) for o in e.options])
        return f"{self.expr(e.item)} is {'not ' if e.negated else ''}{options}"

    def visit_CountRef(self, e: nodes.CountRef) -> str:
        return f'the count "{e.name}"'

    def visit_Multiple(self, e: nodes.Multiple) -> str:
        every = (f" (every {_ORDINALS[e.divisor.value]})"
                 if isinstance(e.divisor, nodes.Number) and e.divisor.value in _ORDINALS
                 and e.divisor.value > 1 and not e.negated else "")
        return (f"{self.expr(e.operand)} is {'not ' if e.negated else ''}a multiple of "
                f"{self.expr(e.divisor)}{every}")

    def visit_Parity(self, e: nodes.Parity) -> str:
        return f"{self.expr(e.operand)} is {'even' if e.even else 'odd'}"

    def visit_TextTest(self, e: nodes.TextTest) -> str:
        return f"{self.expr(e.item)} {e.how} {self.expr(e.text)}"

    def visit_BoolOp(self, e: nodes.BoolOp) -> str:
        parts = [f"({self.expr(o)})" if isinstance(o, nodes.BoolOp) else self.expr(o)
                 for o in e.operands]
        return f" {e.op} ".join(parts)

    def visit_Not(self, e: nodes.Not) -> str:
        inner = e.operand
        if isinstance(inner, nodes.Attribute) and f"{inner.namespace}.{inner.name}" in TRUTHS:
            return TRUTHS[f"{inner.namespace}.{inner.name}"][1]
        return f"not ({self.expr(inner)})"

    def visit_Arith(self, e: nodes.Arith) -> str:
        word = "plus" if e.op == "+" else "minus"
        return f"{self.expr(e.left)} {word} {self.expr(e.right)}"

    # ------------------------------------------------------------ actions

    def action(self, a: nodes.Action) -> str:
        text: str = self.visit(a)
        return f"{text} instead" if a.instead else text

    def visit_Draw(self, a: nodes.Draw) -> str:
        if a.end == "bottom":  # more zones (issue 14)
            return (f"{self.role(a.who)} draws {self.count(a.count)} from the bottom of "
                    "the draw pile")
        return _("{who} draws {cards}").format(who=self.role(a.who), cards=self.count(a.count))

    def visit_SwapUp(self, a: nodes.SwapUp) -> str:  # more zones (issue 14)
        swapped = self.count(a.count).replace(" card", " face-up card", 1)
        verb, choice = self.choosing("swap", a.count, a.optional)
        return f"{self.role(a.who)} {verb} {swapped} {choice} with the top of the draw pile"

    def visit_Give(self, a: nodes.Give) -> str:
        to = f"the player on their {a.side}" if a.to is None else self.role(a.to)
        verb, choice = self.choosing("give", a.count, a.optional)
        return f"{self.role(a.giver)} {verb} {self.count(a.count)} {choice} to {to}"

    def visit_Take(self, a: nodes.Take) -> str:
        if a.end == "bottom":  # more zones (issue 14)
            return (f"{self.role(a.who)} takes the bottom cleared card (the earliest "
                    "cleared still out of play)")
        if a.source == "cleared" and a.count == nodes.Number(value=1):
            return f"{self.role(a.who)} takes the top cleared card"
        source = {"cleared": "the cleared cards", "pile": "the top of the pile"}.get(a.source)
        if source is None:  # a source added to the grammar later: its text, not a guess
            return _generic(a)
        return f"{self.role(a.who)} takes {self.count(a.count)} from {source}"

    def visit_Pickup(self, a: nodes.Pickup) -> str:
        return _("{who} picks up the pile").format(who=self.role(a.who))

    def visit_ClearPile(self, a: nodes.ClearPile) -> str:
        return _("the pile is cleared (the player who acted plays again)")

    def visit_Skip(self, a: nodes.Skip) -> str:
        return _("skip {who}").format(who=self.role(a.who))

    def visit_SkipEvent(self, a: nodes.SkipEvent) -> str:
        return f"skip the {a.event.replace('_', ' ')}"

    def visit_Reverse(self, a: nodes.Reverse) -> str:
        return _("the direction of play reverses")

    def visit_Restrict(self, a: nodes.Restrict) -> str:
        if a.kind == "min_cards" and a.count is not None:
            return f"the next play must have at least {self.count(a.count)}"
        ranks = [self.value(r, True) for r in a.ranks]
        if a.kind == "one_of":
            return _("the next play must be {ranks}").format(ranks=_either(ranks))
        if a.kind == "at_most":
            return _("the next play must be {rank} or lower").format(rank=_either(ranks))
        return _("the next play must be {rank} or higher").format(rank=_either(ranks))

    def visit_Reveal(self, a: nodes.Reveal) -> str:
        return f"{self.role(a.who)} shows their hand to the table"

    def visit_Say(self, a: nodes.Say) -> str:
        values = [self.expr(v) for v in a.values if not isinstance(v, nodes.BadValue)]
        gloss = f" ({_and(values)})" if values else ""
        said = (_("{who} says {text}") if a.verb == "say" else _("{who} does {text}"))
        return said.format(who=self.role(a.who), text=self.expr(a.text)) + gloss

    def visit_Choose(self, a: nodes.Choose) -> str:
        return f"{self.role(a.who)} {'deals' if a.what == 'dealer' else 'plays first'}"

    def visit_CountChange(self, a: nodes.CountChange) -> str:
        count = f'the count "{a.name}"'
        if a.kind == "reset":
            return f"{count} goes back to 0"
        amount = self.expr(a.amount) if a.amount is not None else "1"
        if a.kind == "set":
            return f"{count} is set to {amount}"
        return f"{count} goes up by {amount}"

    def visit_Roshambo(self, a: nodes.Roshambo) -> str:
        return f"{self.role(a.first)} plays Roshambo against {self.role(a.second)}"

    def visit_Unknown(self, a: nodes.Unknown) -> str:
        who = f"{self.role(a.subject)} " if a.subject is not None else ""
        return f'{who}"{" ".join(a.words)}" (words the language does not know)'

    def choosing(self, verb: str, count: nodes.Expr, optional: bool) -> tuple[str, str]:
        """The verb and "of their choice" of a choice of cards; an optional one (issue 14)
        says "may", and "up to ... (or none)" when it is more than one card."""
        if not optional:
            return f"{verb}s", "of their choice"
        if isinstance(count, nodes.Number) and count.value == 1:
            return f"may {verb}", "of their choice"
        return f"may {verb} up to", "of their choice (or none)"

    def count(self, e: nodes.Expr) -> str:
        if isinstance(e, nodes.Number):
            return ngettext("{n} card", "{n} cards", e.value).format(n=e.value)
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
        return f"do this {self.expr(s.count)} times: {self.block(s.body)}"

    def visit_Loop(self, s: nodes.Loop) -> str:
        if s.kind == "forever":
            return f"over and over, without end: {self.block(s.body)}"
        cond = self.expr(s.condition) if s.condition is not None else "?"
        head = f"until {cond}, again and again" if s.kind == "until" else f"as long as {cond}"
        return f"{head}: {self.block(s.body)}"

    def visit_ForEach(self, s: nodes.ForEach) -> str:
        players = self.role(s.players).removeprefix("every ")
        return f"for each {players}: {self.block(s.body)}"

    def hook(self, h: nodes.Hook) -> str:
        what = _(EVENTS[h.event]) if h.event in EVENTS else f'the "{h.event}" event'
        head = (_("After {event}") if h.timing == "after" else _("Before {event}")).format(
            event=what)
        cond = h.condition
        first, rest = _first_and_rest(cond)
        every = _every(h.event, first)
        if every:
            head = f"{h.timing.capitalize()} {every}"
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
        if not (isinstance(first, nodes.Compare) and first.op in _HAND_OPS
                and isinstance(first.left, nodes.Measure) and first.left.measure == "hand"
                and first.left.player.kind == "acting" and not first.left.player.value
                and isinstance(first.right, nodes.Number)):
            return ""
        if first.right.value == 0 and first.op == "==":
            return " with an empty hand"
        return f" with {_HAND_OPS[first.op]}{self.count(first.right)} in the hand"


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
        return "last round's winner"
    if value == 2:
        return "last round's runner-up"
    place = _ORDINALS.get(value, str(value)) if isinstance(value, int) else str(value)
    return f"the player placed {place} last round"


def _every(event: str, cond: nodes.Expr | None) -> str:
    """``after clear when round.clears is a multiple of 3``: "every third clear of the
    round" ("" when the condition is not that)."""
    if event not in _EVERY or not isinstance(cond, nodes.Multiple) or cond.negated:
        return ""
    plural, noun = _EVERY[event]
    op, div = cond.operand, cond.divisor
    if not (isinstance(op, nodes.Attribute) and op.namespace == "round" and op.name == plural
            and isinstance(div, nodes.Number) and div.value in _ORDINALS and div.value > 1):
        return ""
    return f"every {_ORDINALS[div.value]} {noun} of the round"


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
    return f"A player may also play {ranks} on {_article(tops)}{tops}."


def _article(word: str) -> str:
    return "an " if word[:1] in "AE8" or word.startswith("11") else "a "


def count_words(decl: nodes.CountDecl) -> str:
    """A count in words: 'Keeps a count "threes" (back to 0 each round).'."""
    scope = _SCOPES.get(tuple(decl.scope), " ".join(decl.scope))
    return f'Keeps a count "{decl.name}"' + (f" ({scope})." if scope else ".")


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
