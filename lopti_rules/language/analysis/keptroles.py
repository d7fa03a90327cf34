"""Roles a benefit keeps: the last winner, and the seats a fixed step from them (LP308,
LP309; R-CUSTOM-4, issue 29).

A role is legal because play moves it (R-CUSTOM-4). The last winner is such a role, and
the base game already gives it one thing, the lead (R-SETUP-4). A rule that gives the
holder of that role more, or a seat a fixed number of steps from it, feeds the role
back: the favoured seat wins more, and so holds the role again. What the favour falls on
is then not the role but whoever holds it first, and after them, at best, the seats the
step reaches from there. Two kinds are read here, each only where nothing else decides it:

- **a view only the role gets** (LP309): a hand is hidden from everyone but its holder
  (R-SETUP-2). ``reveals their hand`` shows it to the whole table, so a reveal by every
  player but one (``every other player`` while the acting player is the last winner,
  the leader at the deal; ``acting player`` under a condition that it is *not* the last
  winner) shows every hand but the winner's to the winner: information for one player,
  which the trial cannot weigh (its bots do not read hands). A reveal by everyone, or by
  the role itself (a cost on it), shows the same to everyone and stays clean.
  The same view the other way round (session 22): a hand shown by a player *chosen by
  last round's standing*, a standing behind the front (last round's last place, a place
  from 2 on; or a role a condition says is one: ``acting player`` under ``acting player
  is last round's last place``, ``the picker`` too: the acting player's words are one
  role, session 29) or a seat a fixed step from the last winner (the player
  on their left, whom they play right before). It is judged like a card given: who sees
  what, chosen by what. The standings chose whose cards the table, the winner included,
  plays against, round after round (R-CUSTOM-4). A hand shown by a role play moves (the
  dealer, the picker of a big pickup) or by the last winner themselves stays clean, and
  so does one shown as the price of the lead the same rule gives that standing
  (``last round's last place leads``, then shows its hand: a catch-up with a price,
  session 35).
  The same view through the hands (session 25, ``view == "passed"``): a seat that
  *receives* another player's hand cards sees them. When the receiver is the last winner
  or a seat a fixed step from them and another player's cards pass through their hand
  (a swap: they give cards back to the giver in the same hook, having seen and chosen
  among both) or the giver's whole dealt hand comes to them (3 cards or more after the
  deal, R-SETUP-2), the role sees hidden cards nobody else sees, round after round. A
  pass everyone makes alike (``every player gives 1 card to their left``), a receiver
  play moves (the dealer), or cards from the stock stay clean.
- **a team around the role** (LP308): a seat ``k`` steps to the left of the last winner
  (``player left of the player left of last winner``; the leader at the deal, who is the
  last winner) that sheds cards (``gives``) or is made the leader. When it wins, the seat
  ``k`` steps from *it* gains next: the favour cycles through the seats ``k`` reaches,
  ``n / gcd(k, n)`` of the ``n`` seats. When that is more than one seat and fewer than
  all of them (two facing seats at four players) the favour stays with a team for the
  whole evening and the other seats never get it, as the dealer's teams of
  :mod:`.checks.teamseats`. A step that reaches every seat (the player left of the
  winner leads: the lead goes round the table) singles nobody out, and a favour on the
  winner itself (no step) is the base game's own (the winner leads) and the trial's to
  weigh. Steps add up only where every seat is in (the deal and the swaps,
  ``meaningseats.ALL_IN``) or where the book never reverses the direction of play, by
  the steps to the left or right at the table; a condition on the table size keeps the
  sizes it allows. A seat the steps bring back to the winner itself is the strongest team,
  one seat, when it is reached only through a tie-break or steps counted from the acting
  player on turns the facts fix (``previous player before the player with the most
  cards`` at the end of turn 2: :mod:`.tieseats`; session 35): the words name a role that
  seems to move, the seat order names the winner every round. (The plain acting player on
  the leader's turn, the winner named, is the trial's to weigh, as before.)

A condition the game does not decide counts as holding (binding.value's three values).
A clock in an alternative (``acting player is last winner or round.number is 1``) does
not hide the role: where nothing is found, the facts are read again with the clock's
alternatives left out (:func:`.clockalts.off_clock`, LP310's reading; session 31).
Each finding names one table size it shows at and the seats that keep the favour.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from ..tree import nodes
from .binding import PLAYER_ATTRIBUTES, PLAYER_COUNTS, Env, value
from .clockalts import off_clock
from .firstcounts import first_turn_facts
from .leadmoments import leader_sizes, tied_to_leader
from .meaningseats import ALL_IN, TO_ACT
from .tieseats import leader_sizes as tie_sizes
from .tieseats import said_leader
from .tieseats import seats as tie_seats

#: One step of a seat relative to another at the table: left is the next seat clockwise.
STEPS = {"left_of": 1, "right_of": -1}
#: Steps in the direction of play: the same as at the table in a book that never
#: reverses the direction (meaningseats: play goes clockwise until a rule reverses it).
PLAY_STEPS = {"after": 1, "before": -1}
#: The players beside the player to act, in the direction of play.
NEIGHBOURS = {"next": 1, "previous": -1}


@dataclass(frozen=True, slots=True)
class Kept:
    """One favour on a role its favour keeps: the code, the role as reported (the giver,
    the players who reveal), the hook, and the table that shows it."""

    code: str  #: LP308 (a team by a step from the role) or LP309 (a view only it gets)
    role: nodes.Role
    hook: nodes.Hook
    anchor: str  #: "the last winner", "the leader, who is the last winner"
    players: int  #: a table size it shows at
    offset: int  #: LP308: the steps left of the anchor; LP309: 0
    seats: tuple[int, ...]  #: the seats that keep the favour, from the anchor at seat 0
    #: LP309: "others" (every hand but the anchor's) or "standing" (the hand of a player
    #: the anchor, a standing, chooses) or "tallied" (the same, a standing chosen by a
    #: tally of last round, the biggest picker) or "passed" (another's hand cards given)
    view: str = "others"
    #: "passed": who gives the cards, and whether the receiver gives cards back
    giver: nodes.Role | None = None
    swap: bool = False


def _is_winner(role: nodes.Expr) -> bool:
    return isinstance(role, nodes.Role) and role.of is None and (
        role.kind == "last_winner" or (role.kind == "placed" and role.value == 1))


def _same(a: nodes.Expr, b: nodes.Expr) -> bool:
    """Whether ``a`` and ``b`` are one role. The acting player's words are one role
    (session 29): ``the picker`` in a pickup's hook, ``the drawer``, ``the clearer`` are
    the acting player, so "after pickup when acting player is the player placed 2 last
    round: the picker reveals their hand" shows the runner-up's hand (redteam20
    ``info-runner-up-open-pickups``)."""
    return isinstance(a, nodes.Role) and isinstance(b, nodes.Role) and \
        repr(_plain(a)) == repr(_plain(b))


def _plain(role: nodes.Role) -> nodes.Role:
    """``role`` with the acting player's words dropped, at every step."""
    of = _plain(role.of) if role.of is not None else None
    return replace(role, value=None if role.kind == "acting" else role.value, of=of)


def _said_is(fact: nodes.Expr, role: nodes.Role, *, negated: bool = False) -> bool:
    """Whether ``fact`` (one of the facts in force, a conjunct of one) says that ``role``
    is (``negated``: is not) the last winner."""
    if isinstance(fact, nodes.BoolOp) and fact.op == "and":
        return any(_said_is(f, role, negated=negated) for f in fact.operands)
    if isinstance(fact, nodes.Not):
        return _said_is(fact.operand, role, negated=not negated)
    if not isinstance(fact, nodes.Compare) or fact.op not in ("==", "!="):
        return False
    if (fact.op == "!=") != negated:
        return False
    return (_same(fact.left, role) and _is_winner(fact.right)) or \
        (_same(fact.right, role) and _is_winner(fact.left))


#: How a report names the round's leader (R-SETUP-4)
LEADER = "the leader, who is the last winner"


def anchor(role: nodes.Role, facts: Sequence[nodes.Expr], event: str) -> str | None:
    """What ``role`` (a role beside no other) is, when it holds the last win: the last
    winner named, the acting player a fact says is the last winner, or the round's leader
    (R-SETUP-4: the last winner leads): the acting player at the deal or on the leader's
    turns however they are counted, and a card-counting role whose tie goes to the leader
    before the first play (:mod:`.leadmoments`, session 30)."""
    if _is_winner(role):
        return "the last winner"
    if role.of is None and role.kind == "acting":
        if any(_said_is(f, role) for f in facts):
            return "the last winner"
        if leader_sizes(facts, event):
            return LEADER
    if tied_to_leader(role, facts, event):
        return LEADER
    return None


def offset(role: nodes.Role, *, play_steps: bool, to_act: bool = False
           ) -> tuple[nodes.Role, int]:
    """The role ``role`` steps from and the seats to its left it steps (``play_steps``:
    the steps after/before in the direction of play count as left/right; ``to_act``: the
    acting player is the player to act, so ``next player`` is one step after them)."""
    steps = {**STEPS, **(PLAY_STEPS if play_steps else {})}
    k = 0
    while role.of is not None and role.kind in steps:
        k += steps[role.kind]
        role = role.of
    if play_steps and to_act and role.of is None and role.kind in NEIGHBOURS:
        return nodes.Role(kind="acting"), k + NEIGHBOURS[role.kind]
    return role, k


def sizes(facts: Sequence[nodes.Expr]) -> list[int]:
    """The table sizes (2 to 5, R-SETUP-1) at which ``facts`` may hold."""
    out = []
    for n in PLAYER_COUNTS:
        env: Env = dict.fromkeys(PLAYER_ATTRIBUTES, n)
        if all(value(f, env) is not False for f in facts):
            out.append(n)
    return out


def orbit(k: int, n: int) -> tuple[int, ...]:
    """The seats a favour ``k`` steps from the winner reaches at ``n`` players, from seat
    0: each one that wins passes it ``k`` seats on."""
    return tuple(sorted({(k * i) % n for i in range(n)}))


def _walk(body: Sequence[nodes.Stmt], facts: tuple[nodes.Expr, ...],
          loop: nodes.Role | None) -> Iterator[tuple[nodes.Stmt, tuple[nodes.Expr, ...],
                                                     nodes.Role | None]]:
    """Every simple statement with the facts in force and the players of the innermost
    ``for each`` around it."""
    for stmt in body:
        if isinstance(stmt, nodes.If):
            yield from _walk(stmt.then, (*facts, stmt.condition), loop)
            yield from _walk(stmt.orelse, (*facts, nodes.Not(operand=stmt.condition)), loop)
        elif isinstance(stmt, nodes.ForEach):
            yield from _walk(stmt.body, facts, stmt.players)
        elif isinstance(stmt, nodes.Repeat | nodes.Loop):
            yield from _walk(stmt.body, facts, loop)
        else:
            yield stmt, facts, loop


def _revealers(stmt: nodes.Reveal, loop: nodes.Role | None) -> nodes.Role:
    """Who reveals: the loop's players for ``that player``."""
    if stmt.who.kind == "that" and loop is not None:
        return loop
    return stmt.who


#: Standings behind the front: a hand shown there is information taken from a player
#: chosen by last round's result and given to the rest (the winner among them)
BEHIND = {"last_place": "last round's last place",
          "most_last": "the player with the most pickups last round"}
#: The standings not in last round's finishing order: who a statistic of last round
#: chose (the biggest picker), its witness set by last round's pickups
TALLIED = frozenset({"most_last"})


def _behind(role: nodes.Expr) -> tuple[str, int, tuple[int, ...]] | None:
    """What ``role`` is, when it is a standing other than the last winner (last round's
    last place, a place from 2 on): its words, no step, and its index in last round's
    finishing order."""
    if not isinstance(role, nodes.Role) or role.of is not None:
        return None
    if role.kind == "placed" and isinstance(role.value, int) and role.value >= 2:
        return f"the player placed {role.value} last round", 0, (role.value - 1,)
    if role.kind in TALLIED:  # no place in the finishing order: by last round's tally
        return BEHIND[role.kind], 0, ()
    if role.kind in BEHIND:
        return BEHIND[role.kind], 0, (-1,)
    return None


def _standing_is(fact: nodes.Expr, role: nodes.Role
                 ) -> tuple[str, int, tuple[int, ...]] | None:
    """The standing behind the front that ``fact`` (a fact in force, a conjunct of one)
    says ``role`` is, or None."""
    if isinstance(fact, nodes.BoolOp) and fact.op == "and":
        return next((f for x in fact.operands if (f := _standing_is(x, role))), None)
    if not isinstance(fact, nodes.Compare) or fact.op != "==":
        return None
    if _same(fact.left, role):
        return _behind(fact.right)
    if _same(fact.right, role):
        return _behind(fact.left)
    return None


def _tallied(who: nodes.Role, facts: tuple[nodes.Expr, ...]) -> tuple[str, int] | None:
    """The standing by last round's tally (the biggest picker) that ``who`` is, or a seat a
    fixed step from it (``player left of the player with the most pickups last round``),
    by its words or by a fact in force: its words and the steps to its left."""
    base, k = offset(who, play_steps=False, to_act=False)
    if isinstance(base, nodes.Role) and base.of is None and base.kind in TALLIED:
        words = BEHIND[base.kind]
        return (words, 0) if k == 0 else (f"the seat {k} to the left of {words}"
                                          if k > 0 else
                                          f"the seat {-k} to the right of {words}", k)
    said = next((f for x in facts if (f := _standing_is(x, who))), None)
    if said is not None and said[0] in {BEHIND[kind] for kind in TALLIED}:
        return said[0], 0
    return None


def _chosen(who: nodes.Role, facts: tuple[nodes.Expr, ...], event: str
            ) -> tuple[str, int, tuple[int, ...]] | None:
    """The standing that chooses the player ``who`` names (session 22): a standing other
    than the last winner itself, a role a fact says is one, or a seat a fixed step from
    the last winner (the player left of the last winner, who plays right after them):
    its words, the steps to the left of the last winner (0 for a standing), and the
    standing's index in last round's finishing order (none for a step). None for the
    last winner itself (a cost on the front, the legal ``winner-shows-hand``) and for
    every role play moves (the dealer, the picker)."""
    found = _behind(who) or next((f for x in facts if (f := _standing_is(x, who))), None)
    if found is not None:
        return found
    base, k = offset(who, play_steps=True, to_act=True)
    if k == 0 or base is who or anchor(base, facts, event) is None:
        k = next((s for x in facts if (s := _beside_winner(x, who, facts, event))), 0)
        if k == 0:
            return None
    if k > 0:
        return f"the seat {k} to the left of the last winner", k, ()
    return f"the seat {-k} to the right of the last winner", k, ()


def _beside_winner(fact: nodes.Expr, who: nodes.Role, facts: tuple[nodes.Expr, ...],
                   event: str) -> int:
    """The steps to the left of the last winner at which ``fact`` (a fact in force, a
    conjunct of one) places ``who`` by adjacency (session 32): ``player left of the picker
    is last winner`` places the picker one seat to the winner's right, ``the picker is the
    player left of last winner`` one seat to their left. 0 when it places nothing."""
    if isinstance(fact, nodes.BoolOp) and fact.op == "and":
        return next((k for x in fact.operands if (k := _beside_winner(x, who, facts, event))), 0)
    if not isinstance(fact, nodes.Compare) or fact.op != "==":
        return 0
    for mine, other in ((fact.left, fact.right), (fact.right, fact.left)):
        if not isinstance(mine, nodes.Role) or not isinstance(other, nodes.Role):
            continue
        base, k = offset(mine, play_steps=True, to_act=True)
        if k != 0 and _same(base, who) and anchor(other, facts, event) is not None:
            return -k  # who's neighbour at k is the winner: who is -k from the winner
        if _same(mine, who) and mine.of is None:
            wbase, wk = offset(other, play_steps=True, to_act=True)
            if wk != 0 and anchor(wbase, facts, event) is not None:
                return wk
    return 0


def _spares_winner(who: nodes.Role, facts: tuple[nodes.Expr, ...], event: str) -> bool:
    """Whether ``who`` is every player whose cards compare strictly with the last winner's
    same count (session 32: ``every player whose cards is more than cards of last
    winner``): the winner is never among them, however the rest falls."""
    where = who.where
    if who.kind != "whose" or where is None or where.op not in ("<", ">", "!="):
        return False
    left, right = where.left, where.right
    if not isinstance(left, nodes.Measure) or not isinstance(right, nodes.Measure):
        return False
    if left.player.kind != "candidate":
        left, right = right, left
    return left.player.kind == "candidate" and left.measure == right.measure and \
        anchor(right.player, facts, event) is not None


def _view(hook: nodes.Hook, stmt: nodes.Reveal, facts: tuple[nodes.Expr, ...],
          loop: nodes.Role | None) -> Kept | None:
    """LP309: every player but the last winner reveals their hand; or a player chosen by
    last round's standing does (:func:`_chosen`)."""
    who = _revealers(stmt, loop)
    at = sizes(facts)
    if not at:
        return None
    at = list(leader_sizes(facts, hook.event)) or at  # the sizes at which the leader is named
    many = who.kind in ("every_other", "every", "still_in")
    if not many and (tallied := _tallied(who, facts)) is not None:
        standing, k = tallied  # a standing by last round's tally, or a seat beside it
        return Kept("LP309", stmt.who, hook, standing, max(at), k, (), "tallied")
    if not many and (chosen := _chosen(who, facts, hook.event)) is not None:
        standing, k, place = chosen
        return Kept("LP309", stmt.who, hook, standing, max(at), k, place, "standing")
    if who.kind == "every_other":
        acting = nodes.Role(kind="acting")
        found = anchor(acting, facts, hook.event)
        if found is None:
            return None
    elif who.of is None and who.kind == "acting" and any(
            _said_is(f, who, negated=True) for f in facts):
        found = "the last winner"
    elif _spares_winner(who, facts, hook.event):
        found = "the last winner"
    else:
        return None
    n = max(at)
    return Kept("LP309", stmt.who, hook, found, n, 0, (0,))


#: Hand cards dealt (R-SETUP-2): a give of this many right after the deal is a whole hand
DEALT_HAND = 3
#: Roles that name more than one player: a pass by each of them is everyone's alike
_MANY = ("every", "every_other", "still_in")


def _receiver(to: nodes.Role, facts: tuple[nodes.Expr, ...], event: str
              ) -> tuple[str, int] | None:
    """The last winner, or a seat a fixed step from them, that ``to`` names: its words and
    the steps to the left of the last winner. None for a role play moves (the dealer)."""
    found = anchor(to, facts, event)
    if found is not None:
        return found, 0
    chosen = _chosen(to, facts, event)
    if chosen is None or chosen[2] or chosen[1] == 0:  # a standing behind the front, a
        # tallied one (the biggest picker): not read here
        return None
    return chosen[0], chosen[1]


def _passed(hook: nodes.Hook, body: Sequence[tuple[nodes.Stmt, tuple[nodes.Expr, ...]]]
            ) -> Iterator[Kept]:
    """LP309 (``passed``): another player's hand cards given to the last winner or a seat
    a fixed step from them, who gives cards back (a swap) or gets a whole dealt hand."""
    gives = [(s, f) for s, f in body if isinstance(s, nodes.Give) and s.to is not None]
    done: set[int] = set()  # a swap is one view: the gives it pairs, once
    for stmt, facts in gives:
        if id(stmt) in done:
            continue
        to, giver = stmt.to, stmt.giver
        if to is None or giver.kind in _MANY or to.kind in _MANY or _same(giver, to):
            continue
        found = _receiver(to, facts, hook.event)
        at = sizes(facts)
        if found is None or not at:
            continue
        backs = [b for b, _ in gives if _same(b.giver, to) and b.to is not None
                 and _same(b.to, giver)]
        swap = bool(backs)
        whole = (hook.timing, hook.event) == ("after", "deal") and \
            isinstance(stmt.count, nodes.Number) and stmt.count.value >= DEALT_HAND
        if swap or whole:
            words, k = found
            done.update(id(b) for b in backs)
            yield Kept("LP309", to, hook, words, max(at), k, (0,), "passed", giver, swap)


def _gainer(stmt: nodes.Stmt) -> nodes.Role | None:
    """The player a statement favours: who sheds cards (gives), who is made the leader."""
    if isinstance(stmt, nodes.Give):
        return stmt.giver
    if isinstance(stmt, nodes.Choose) and stmt.what == "leader":
        return stmt.who
    return None


def _team(hook: nodes.Hook, stmt: nodes.Stmt, facts: tuple[nodes.Expr, ...],
          play_steps: bool) -> Kept | None:
    """LP308: a seat a fixed step from the last winner sheds or leads, at a table size
    where the step reaches more than one seat and fewer than all."""
    # a swap of face-up cards with the draw pile is a favour too: better cards to end on
    # (R-FACE-1); read here for the tie-break's leader only (session 35)
    who = _gainer(stmt) or (stmt.who if isinstance(stmt, nodes.SwapUp) else None)
    if who is None:
        return None
    tied = tie_sizes(who, facts, hook.event, hook.timing)
    if tied:  # the leader by a tie-break or by steps counted from the acting player
        to = stmt.to if isinstance(stmt, nodes.Give) else None
        if to is not None:  # cards given to the same seat shed nothing: the sizes where not
            to_seats = tie_seats(to, facts, hook.event, hook.timing)
            tied = () if _same(to, who) else \
                tuple(n for n in tied if to_seats.get(n) != frozenset({0}))
        if not tied:
            return None
        n = tied[-1]
        return Kept("LP308", who, hook, said_leader(who, facts, hook.event, n, hook.timing), n,
                    0, (0,))
    if _gainer(stmt) is None:
        return None
    if who.of is None and who.kind not in NEIGHBOURS:
        return None
    base, k = offset(who, play_steps=play_steps,
                     to_act=(hook.timing, hook.event) in TO_ACT)
    if base.of is not None:  # a step of another kind (the first player still in ...)
        return None
    found = anchor(base, facts, hook.event)
    if found is None:
        return None
    for n in sizes(facts):
        seats = orbit(k, n)
        if 1 < len(seats) < n:
            return Kept("LP308", who, hook, found, n, k % n, seats)
    return None


def reverses(book: nodes.RuleBook) -> bool:
    """Whether a rule of ``book`` may reverse the direction of play."""
    return any(isinstance(n, nodes.Reverse) for n in book.walk())


def _one(hook: nodes.Hook, stmt: nodes.Stmt, facts: tuple[nodes.Expr, ...],
         loop: nodes.Role | None, play_steps: bool) -> Kept | None:
    return _view(hook, stmt, facts, loop) if isinstance(stmt, nodes.Reveal) \
        else _team(hook, stmt, facts, play_steps)


def kept(rule: nodes.Rule, *, book_reverses: bool = True) -> list[Kept]:
    """Every favour of ``rule`` on a role the favour keeps (module text), in source order.
    ``book_reverses``: whether a rule of the book may reverse the direction of play (then
    steps in the direction of play are not steps at the table)."""
    out: list[Kept] = []
    for hook in rule.hooks:
        start = (hook.condition,) if hook.condition is not None else ()
        play_steps = hook.event in ALL_IN or not book_reverses
        out.extend(_passed(hook, [(s, f) for s, f, loop in _walk(hook.body, start, None)
                                  if loop is None]))
        for stmt, facts, loop in _walk(hook.body, start, None):
            facts = first_turn_facts(rule, hook, facts)  # a count of the first turn (session 45)
            found = _one(hook, stmt, facts, loop, play_steps)
            past = tuple(off_clock(f) for f in facts)
            if found is None and past != facts:  # a clock's alternative: LP310's reading
                found = _one(hook, stmt, past, loop, play_steps)
            if found is not None:
                out.append(found)
    return [k for k in out if not _price_of_lead(rule, k)]


def _price_of_lead(rule: nodes.Rule, found: Kept) -> bool:
    """Whether a hand shown by a standing behind the front is the price of a catch-up the
    same rule gives that standing: it leads the round (``last round's last place leads``
    before the deal, then shows its hand: session 35, r2fair35). The standing is a role
    the results move, not a person (R-CUSTOM-4); the lead and the view go to the same
    seat, a trade, not a view of the trailing player kept for the front."""
    if found.code != "LP309" or found.view != "standing" or found.offset != 0:
        return False
    shown = (found.anchor, 0, found.seats)
    return any(isinstance(n, nodes.Choose) and n.what == "leader" and _behind(n.who) == shown
               for hook in rule.hooks for n in hook.walk())


def book_kept(book: nodes.RuleBook) -> Iterator[tuple[nodes.Rule, Kept]]:
    """Every rule of ``book`` with each of its favours on a role the favour keeps."""
    turns = reverses(book)
    for rule in book.rules:
        for found in kept(rule, book_reverses=turns):
            yield rule, found

