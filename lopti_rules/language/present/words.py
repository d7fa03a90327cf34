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
    "deal.players": N_("the number of players dealt in"),
    "turn.number": N_("the turn's number this round"),
    "play.rank": N_("the rank played"), "play.count": N_("the number of cards played"),
    "play.source": N_("where the cards came from"),
    "play.previous_rank": N_("the rank of the previous play"),
    "play.previous_count": N_("the number of cards in the previous play"),
    "draw.count": N_("the number of cards drawn"),
    "pickup.count": N_("the number of cards picked up"),
    "pickup.reason": N_("the reason for the pickup"), "clear.cause": N_("the cause of the clear"),
    "clear.count": N_("the number of cards cleared"),
    "take_up.count": N_("the number of cards taken up"),
    "flip.rank": N_("the rank turned up"), "pass.chain": N_("the number of 3s passed in a row"),
    "out.place": N_("the finishing place"), "round_end.players": N_("the number of players"),
    "table.pile": N_("the number of cards on the pile"),
    "table.draw_pile": N_("the number of cards left to draw"),
    "table.cleared": N_("the number of cards cleared this round"),
    "table.players": N_("the number of players in the round"),
    "table.players_in": N_("the number of players still in"),
    "table.top_rank": N_("the rank on top of the pile"),
    "turn_end.number": N_("the number of the turn that ended"),
    "round.number": N_("the round's number"), "round.turns": N_("the number of turns this round"),
    "round.plays": N_("the number of plays this round"),
    "round.clears": N_("the number of clears this round"),
    "round.pickups": N_("the number of pickups this round"),
    "round.draws": N_("the number of draws this round"),
    "rule.rounds": N_("the number of rounds this rule has been in force"),
    "rule.clears": N_("the number of clears since this rule came in"),
    "rule.pickups": N_("the number of pickups since this rule came in"),
    "rule.fired": N_("the number of times this rule has fired before"),
}
#: truth attributes as a statement and its negation
TRUTHS: dict[str, tuple[str, str]] = {
    "play.bonus": (N_("it is a bonus play after a clear"), N_("it is not a bonus play")),
    "flip.legal": (N_("the blind play was legal"), N_("the blind play was not legal")),
    "round_end.capped": (N_("the safety cap ended the round"),
                         N_("the safety cap did not end the round")),
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
#: the acting player's other names (``the clearer``: vocabulary.ACTING_WORDS)
ACTING_NAMES: dict[str, str] = {
    "clearer": N_("the clearer"), "picker": N_("the picker"), "drawer": N_("the drawer"),
    "winner": N_("the winner"),
}
#: roles relative to another (``player left of the picker``), with the other in {player}
RELATIVE: dict[str, str] = {
    "after": N_("the next player after {player}"),
    "before": N_("the previous player before {player}"),
    "left_of": N_("the player left of {player}"), "right_of": N_("the player right of {player}"),
}
#: the word values of event attributes (``clear.cause is four``), as a table says them
WORD_VALUES: dict[str, str] = {
    "ten": N_("ten"), "four": N_("four"), "threes": N_("threes"), "sevens": N_("sevens"),
    "custom": N_("custom"), "hand": N_("hand"), "up": N_("up"), "down": N_("down"),
    "choice": N_("choice"), "obligation": N_("obligation"), "blind": N_("blind"),
}
#: what a ``whose`` role measures (``every player whose hand is at most 2``)
WHOSE: dict[str, str] = {
    "hand": N_("every player whose hand {op} {value}"),
    "face_up": N_("every player whose face-up cards {op} {value}"),
    "face_down": N_("every player whose face-down cards {op} {value}"),
    "cards": N_("every player whose cards {op} {value}"),
}
#: ``for each player still in: ...``: the groups a ``for each`` goes round
FOR_EACH: dict[str, str] = {
    "every": N_("for each player"), "every_other": N_("for each other player"),
    "still_in": N_("for each player still in"), "out": N_("for each player who is out"),
}
RANK_ATTRIBUTES = frozenset({"rank", "previous_rank", "top_rank"})
_FACES = {11: N_("Jack"), 12: N_("Queen"), 13: N_("King"), 14: N_("Ace")}
_MEASURES = {"hand": N_("the number of cards in the hand of {player}"),
             "face_up": N_("the number of face-up cards of {player}"),
             "face_down": N_("the number of face-down cards of {player}"),
             "cards": N_("the number of cards held by {player}")}
#: "every third clear": the event each ``round.*`` count counts (``after clear when
#: round.clears is a multiple of 3`` reads "After every third clear of the round")
_EVERY: dict[str, tuple[str, str]] = {
    "clear": ("clears", N_("every {nth} clear of the round")),
    "play": ("plays", N_("every {nth} play of the round")),
    "pickup": ("pickups", N_("every {nth} pickup of the round")),
    "draw": ("draws", N_("every {nth} draw of the round")),
    "turn": ("turns", N_("every {nth} turn of the round"))}
#: "After a turn ends with 1 card in the hand": a turn_end hook's hand test, in words
_HAND_OPS = {"==": N_("with {cards} in the hand"),
             ">=": N_("with at least {cards} in the hand"),
             "<=": N_("with at most {cards} in the hand"),
             ">": N_("with more than {cards} in the hand"),
             "<": N_("with fewer than {cards} in the hand")}
_ORDINALS = {1: N_("first"), 2: N_("second"), 3: N_("third"), 4: N_("fourth"),
             5: N_("fifth"), 6: N_("sixth"), 7: N_("seventh"), 8: N_("eighth"),
             9: N_("ninth"), 10: N_("tenth")}
#: how each scope of a count (``count "x" this round``) reads
_SCOPES: dict[tuple[str, ...], str] = {
    ("this", "round"): N_("back to 0 each round"),
    ("this", "session"): N_("kept through the session's rounds"),
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
            op = _(_OPS[w.op]) if w.op in _OPS else w.op
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
        if e.measure not in _MEASURES:  # a name or a trait (rejected: LP303, LP304)
            return f"the {e.measure.replace('_', ' ')} of {self.role(e.player)}"
        return _(_MEASURES[e.measure]).format(player=self.role(e.player))

    def visit_Compare(self, e: nodes.Compare) -> str:
        left, right = e.left, e.right
        if isinstance(right, nodes.Bool) and isinstance(left, nodes.Attribute):
            key = f"{left.namespace}.{left.name}"
            if key in TRUTHS:
                yes = right.value == (e.op == "==")
                return _(TRUTHS[key][0 if yes else 1])
        rank = _is_rank(left) or _is_rank(right)
        return _("{left} {op} {right}").format(left=self.value(left, rank),
                                               op=_(_OPS.get(e.op, e.op)),
                                               right=self.value(right, rank))

    def visit_OneOf(self, e: nodes.OneOf) -> str:
        rank = _is_rank(e.item)
        options = _either([self.value(o, rank) for o in e.options])
        said = _("{item} is not {options}") if e.negated else _("{item} is {options}")
        return said.format(item=self.expr(e.item), options=options)

    def visit_CountRef(self, e: nodes.CountRef) -> str:
        return _('the count "{name}"').format(name=e.name)

    def visit_Multiple(self, e: nodes.Multiple) -> str:
        every = (" " + _("(every {nth})").format(nth=_(_ORDINALS[e.divisor.value]))
                 if isinstance(e.divisor, nodes.Number) and e.divisor.value in _ORDINALS
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
        if not (isinstance(first, nodes.Compare) and first.op in _HAND_OPS
                and isinstance(first.left, nodes.Measure) and first.left.measure == "hand"
                and first.left.player.kind == "acting" and not first.left.player.value
                and isinstance(first.right, nodes.Number)):
            return ""
        if first.right.value == 0 and first.op == "==":
            return " " + _("with an empty hand")
        return " " + _(_HAND_OPS[first.op]).format(cards=self.count(first.right))


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
    place = _(_ORDINALS[value]) if isinstance(value, int) and value in _ORDINALS \
        else str(value)
    return _("the player placed {place} last round").format(place=place)


def _every(event: str, cond: nodes.Expr | None) -> str:
    """``after clear when round.clears is a multiple of 3``: "every third clear of the
    round" ("" when the condition is not that)."""
    if event not in _EVERY or not isinstance(cond, nodes.Multiple) or cond.negated:
        return ""
    plural, said = _EVERY[event]
    op, div = cond.operand, cond.divisor
    if not (isinstance(op, nodes.Attribute) and op.namespace == "round" and op.name == plural
            and isinstance(div, nodes.Number) and div.value in _ORDINALS and div.value > 1):
        return ""
    return _(said).format(nth=_(_ORDINALS[div.value]))


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
    scope = _(_SCOPES[key]) if key in _SCOPES else " ".join(decl.scope)
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
