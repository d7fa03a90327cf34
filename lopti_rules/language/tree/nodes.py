"""The typed AST of the rule language: a RuleBook of Rules of Hooks of statements.

Every node carries its source span (``line``, ``column``, ``end_line``,
``end_column``; 1-based, end exclusive). Spans take no part in ``==``, so two
parses of the same meaning compare equal wherever they sit in a file (the
formatter's meaning-preservation test relies on that). Expressions carry a
``static_type`` the validator fills in (``number``, ``rank``, ``truth``, ``word``,
``text``, ``player``, ``players``, ``seat``, ``card``, ``cards`` or ``unknown``),
so the compiler never has to infer a type again. ``Node``, the base of every class, and
why each is ``eq=False, repr=False``: nodebase.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .nodebase import Node as Node

Timing = Literal["before", "after"]

# ---------------------------------------------------------------- expressions


@dataclass(kw_only=True, eq=False, repr=False)
class Expr(Node):
    """An expression; ``static_type`` is set by the validator."""

    static_type: str = field(default="unknown", compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Number(Expr):
    """A whole number (``3``); also a rank 2..10 where a rank is expected."""

    value: int


@dataclass(kw_only=True, eq=False, repr=False)
class RankLit(Expr):
    """A face rank: ``J`` = 11, ``Q`` = 12, ``K`` = 13, ``A`` = 14."""

    value: int


@dataclass(kw_only=True, eq=False, repr=False)
class Text(Expr):
    """A quoted text. Outside ``say``/``do`` it can only be a disguised name."""

    value: str


@dataclass(kw_only=True, eq=False, repr=False)
class Bool(Expr):
    """``true``/``yes`` or ``false``/``no``."""

    value: bool


@dataclass(kw_only=True, eq=False, repr=False)
class Word(Expr):
    """A bare word compared with an enumerated attribute (``clear.cause is ten``)."""

    value: str


@dataclass(kw_only=True, eq=False, repr=False)
class Attribute(Expr):
    """``namespace.name``: an event attribute (``play.rank``) or a table one (``table.pile``)."""

    namespace: str
    name: str


@dataclass(kw_only=True, eq=False, repr=False)
class Role(Expr):
    """A player or a set of players, named only by their role (R-CUSTOM-4).

    ``kind`` is one of vocabulary.ROLES (``acting``, ``next``, ``every`` ...) or one
    of the rejected kinds (``creator``, ``seat``, ``named``, ``described``).
    ``value`` holds the seat number (or the seat word of ``seat two``), the quoted name,
    the describing word, or the words of ``player with the <words>`` (kind ``with``);
    ``where`` holds the filter of ``every player whose ...``, a Compare whose left
    side is a Measure of the candidate (``Role(kind="candidate")``). A role relative to
    another (``vocabulary.RELATIVE_ROLES``: ``player left of the dealer``, ``next player
    after the clearer``) holds that other role in ``of``.
    """

    kind: str
    value: str | int | None = None
    where: Compare | None = None
    of: Role | None = None


@dataclass(kw_only=True, eq=False, repr=False)
class Measure(Expr):
    """How many cards a player holds: ``hand``, ``face_up``, ``face_down``, ``cards`` of a role."""

    measure: str
    player: Role


@dataclass(kw_only=True, eq=False, repr=False)
class Compare(Expr):
    """``left op right`` with op one of ``== != < <= > >=``."""

    op: str
    left: Expr
    right: Expr


@dataclass(kw_only=True, eq=False, repr=False)
class OneOf(Expr):
    """``item is [not] one of a, b, c``."""

    item: Expr
    options: tuple[Expr, ...]
    negated: bool = False


@dataclass(kw_only=True, eq=False, repr=False)
class Parity(Expr):
    """``operand is even`` / ``operand is odd``."""

    operand: Expr
    even: bool


@dataclass(kw_only=True, eq=False, repr=False)
class CountRef(Expr):
    """``count "threes"``: the value of one of the rule's own counts (a number)."""

    name: str


@dataclass(kw_only=True, eq=False, repr=False)
class BadValue(Expr):
    """A ``{...}`` of a say/do text that is not a value (LP714): ``problem`` says why."""

    source: str
    problem: str


@dataclass(kw_only=True, eq=False, repr=False)
class Multiple(Expr):
    """``operand is [not] a multiple of divisor``: "every third clear" (modulo)."""

    operand: Expr
    divisor: Expr
    negated: bool = False


@dataclass(kw_only=True, eq=False, repr=False)
class TextTest(Expr):
    """``item starts with text`` (``begins with``, ``ends with``, ``contains``).

    Only a name has letters to test, so the validator always rejects it (LP303); it is
    parsed so the rule gets that code instead of a syntax error.
    """

    item: Expr
    how: str
    text: Expr


@dataclass(kw_only=True, eq=False, repr=False)
class BoolOp(Expr):
    """``a and b and c`` / ``a or b``."""

    op: Literal["and", "or"]
    operands: tuple[Expr, ...]


@dataclass(kw_only=True, eq=False, repr=False)
class Not(Expr):
    """``not operand``."""

    operand: Expr


@dataclass(kw_only=True, eq=False, repr=False)
class Arith(Expr):
    """``left + right`` / ``left - right`` on numbers."""

    op: Literal["+", "-"]
    left: Expr
    right: Expr


# ---------------------------------------------------------------- statements


@dataclass(kw_only=True, eq=False, repr=False)
class Stmt(Node):
    """A statement in a hook's block."""


@dataclass(kw_only=True, eq=False, repr=False)
class Action(Stmt):
    """A statement that asks the engine for an effect; ``instead`` marks blocking wording."""

    instead: bool = False

    #: this action's name (``policy.ACTION_EFFECTS`` keys)
    action: str = field(default="", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Draw(Action):
    """``who draws count cards`` from the draw pile (``from the bottom of the draw pile``:
    ``end`` is bottom, issue 14)."""

    who: Role
    count: Expr
    end: Literal["top", "bottom"] = "top"
    action: str = field(default="draw", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Give(Action):
    """``giver gives count cards to target`` (cards of the giver's choice); ``giver may
    give up to count cards``: ``optional``, the giver chooses how many, none at all too."""

    giver: Role
    count: Expr
    to: Role | None = None  #: None when ``side`` names a neighbour
    side: Literal["left", "right"] | None = None
    #: ``may`` / ``up to`` (issue 14): any number of cards from none to ``count``
    optional: bool = False
    action: str = field(default="give", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Take(Action):
    """``who takes count cards from the cleared cards | the pile`` (from the top)."""

    who: Role
    count: Expr
    source: Literal["cleared", "pile"]
    #: ``takes the bottom cleared card``: the earliest cleared still out of play (issue 14)
    end: Literal["top", "bottom"] = "top"
    action: str = field(default="take", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class SwapUp(Action):
    """``who swaps count face-up cards with the top of the draw pile`` (issue 14): the
    player chooses which face-up cards go; the hand is untouched (R-FACE-1). ``who may
    swap ...``: ``optional``, the player chooses how many too, none at all included."""

    who: Role
    count: Expr
    #: ``may`` / ``up to`` (issue 14): any number of cards from none to ``count``
    optional: bool = False
    action: str = field(default="swap", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Pickup(Action):
    """``who picks up the pile`` (a pickup event, R-TURN-2)."""

    who: Role
    action: str = field(default="pickup", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class ClearPile(Action):
    """``clear the pile``: a custom clear (R-CLEAR-2); the acting player gets the bonus play."""

    action: str = field(default="clear", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Skip(Action):
    """``skip who``: that player's next turn is passed over."""

    who: Role
    action: str = field(default="skip", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class SkipEvent(Action):
    """``skip the draw``: skipping a base event, which no rule may do (R-CUSTOM-2)."""

    event: str
    action: str = field(default="skip_event", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Choose(Action):
    """``who deals`` / ``who leads``: this round's dealer or leader, chosen before the deal
    (R-SETUP-2, R-SETUP-4; ``what`` is ``dealer`` or ``leader``)."""

    who: Role
    what: Literal["dealer", "leader"]
    action: str = field(default="choose", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Reverse(Action):
    """``reverse direction`` of play."""

    action: str = field(default="reverse", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Restrict(Action):
    """``next play must ...``: ``at_most``/``at_least`` a rank, ``one_of`` ranks, ``min_cards``."""

    kind: Literal["at_most", "at_least", "one_of", "min_cards"]
    ranks: tuple[Expr, ...] = ()
    count: Expr | None = None
    action: str = field(default="restrict", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Reveal(Action):
    """``who reveals their hand`` to the table."""

    who: Role
    action: str = field(default="reveal", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Say(Action):
    """``who says "text"`` (``verb`` ``say``) or ``who does "text"`` (``verb`` ``do``)."""

    who: Role
    verb: Literal["say", "do"]
    text: Text
    #: the values of the text's ``{...}`` placeholders, in order (placeholders.py): read
    #: off ``text``, so they take no part in equality
    values: tuple[Expr, ...] = field(default=(), compare=False)
    action: str = field(default="say", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Roshambo(Action):
    """``a plays roshambo with b``: a mini-game; later statements may name its winner/loser."""

    first: Role
    second: Role
    action: str = field(default="roshambo", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class CountChange(Action):
    """``add 1 to "threes"`` (``kind`` add), ``set "last" to play.rank`` (set) or
    ``reset "threes"`` (reset, to 0): a change of one of the rule's own counts. It asks
    nothing of the table: the count is the rule's memory (issue 14)."""

    kind: Literal["add", "set", "reset"]
    name: str
    amount: Expr | None = None
    action: str = field(default="count", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Unknown(Action):
    """A statement whose verb the language does not know; kept for the validator."""

    subject: Role | None
    words: tuple[str, ...]
    action: str = field(default="unknown", init=False, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class If(Stmt):
    """``if condition:`` block ``else:`` block."""

    condition: Expr
    then: tuple[Stmt, ...]
    orelse: tuple[Stmt, ...] = ()


@dataclass(kw_only=True, eq=False, repr=False)
class Repeat(Stmt):
    """``repeat count times:`` block (bounded)."""

    count: Expr
    body: tuple[Stmt, ...]


@dataclass(kw_only=True, eq=False, repr=False)
class Loop(Stmt):
    """An unbounded loop (``repeat forever``, ``repeat until``, ``while``): always rejected."""

    kind: Literal["forever", "until", "while"]
    condition: Expr | None
    body: tuple[Stmt, ...]


@dataclass(kw_only=True, eq=False, repr=False)
class ForEach(Stmt):
    """``for each <players>:`` block; inside, ``that player`` is the one in turn."""

    players: Role
    body: tuple[Stmt, ...]


# ---------------------------------------------------------------- structure


@dataclass(kw_only=True, eq=False, repr=False)
class Hook(Node):
    """``before|after event [when condition]:`` and its block."""

    timing: Timing
    event: str
    condition: Expr | None
    body: tuple[Stmt, ...]
    #: span of the event name
    event_line: int = field(default=0, compare=False, repr=False)
    event_column: int = field(default=0, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class Permit(Node):
    """``allow J on Q``: plays of ``ranks`` become legal on a pile topped by ``on``.

    A permission only adds legal plays (R-CUSTOM-2): the engine's official legality
    stays, the permitted plays are added to it (``engine.legality``), never while a
    passed 3 obliges the next player (R-SPECIAL-3).
    """

    ranks: tuple[Expr, ...]
    on: tuple[Expr, ...]


@dataclass(kw_only=True, eq=False, repr=False)
class CountDecl(Node):
    """``count "threes" this round``: a number the rule keeps, from 0 when it takes effect.

    ``scope`` holds the words after the name as written: ``("this", "round")`` (set back
    to 0 as each round starts) or ``("this", "session")`` (kept through the session's
    rounds); any other wording is reported (LP932, LP602).
    """

    name: str
    scope: tuple[str, ...] = ()


@dataclass(kw_only=True, eq=False, repr=False)
class Rule(Node):
    """``rule "Name"``, its hooks, its permissions (``allow ... on ...``) and its counts."""

    name: str
    hooks: tuple[Hook, ...]
    permits: tuple[Permit, ...] = ()
    counts: tuple[CountDecl, ...] = ()
    #: the column just past the name's closing quote, where the parser saw it (0: unknown,
    #: a rule built by hand); a finding at the name underlines ``rule "Name"`` in the
    #: file's own keyword (``regel``, ``kural``, ``规则``), whatever its width
    name_end_column: int = field(default=0, compare=False, repr=False)


@dataclass(kw_only=True, eq=False, repr=False)
class RuleBook(Node):
    """A parsed file: its rules in source order."""

    rules: tuple[Rule, ...]
    filename: str = field(default="<rule>", compare=False)
