"""Cleared cards handed to several players at an event that recurs all round, or half or
more of what an event takes out of play handed back (LP403; R-CUSTOM-3: no endless loops,
R-CLEAR-3: cleared cards are out of play).

Session 33 (:func:`feeds_back`): a firing that hands back two cleared cards or more, to one
player or several, half or more of what its event takes out of play (a pass its 3, a clear
about five cards or the count its condition sets, the other events none), with no bound a
round, is LP403 too, at a pass as well (redteam25 ``loop-big-clear-feeds-next``,
``loop-pass-refills-empty-hands``). The rest of this text is the several-players rule.

Once the draw pile is empty a round ends only because cards leave play for good: a clear
puts the pile among the cleared cards (R-CLEAR-1, R-SPECIAL-10), a 3 is discarded
(R-SPECIAL-3). A hook that takes cleared cards back for **several players at once**
(``every other player takes the top cleared card``, ``for each player whose hand is at
most 1: that player takes 2 cards from the cleared cards``, the clearer's two neighbours
each taking two) brings back, at every firing, a number of cards that grows with the
table: three at four players for one card each, at an event that takes nothing out of
play itself (a pickup, a play, a turn's end) or less than it brings back. On an event
that recurs as long as the round goes on (a play, a pickup, a clear, a bonus, a turn),
and with no bound on how often it fires in a round, the refill grows with the round: the
longer the tail, the more it refills, and late hands fill up as fast as they empty (a
pass is not such an event: a round has four 3s, discarded as they pass). That is a
property of the hook's words, decided here, whatever the games of the trial happen to
show (its measure of the cards fed back sat at 0.48 to 0.53 against its line of 0.5 for
redteam21's ``loop-big-pickup-bottom`` and ``loop-reset-refund``).

What is **not** this error: cleared cards for one player (``next player takes the bottom
cleared card`` after a clear: the legal ``clear-returns-oldest``, ``pickup-refund``; the
trial weighs those, LP804); a hook on an event a round has a bound on (``out``,
``take_up``, ``flip``, ``deal``: ``audit/termination.BOUNDED_EVENTS``); and a hook whose
conditions bound its firings a round (:func:`bounded`): a count of the round that the
event itself moves, at one value or below a ceiling (``after clear when round.clears is
3``, ``after turn_end when turn_end.number is 120``, ``round.pickups is at most 2`` at a
pickup), or a count of the rule that the hook adds to, read with a ceiling (``add 1 to
"d"`` then ``if count "d" is at most 2:``), or the rule's own firings with a ceiling.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ...catalogue import vocabulary
from ...tree import nodes
from ..binding import value
from ..wholebook import BookCheck, BookHook
from . import laststate
from .cycles import growing_counts

#: Events a round has no bound on: they recur as long as the round goes on
#: (``tools/audit/termination.BOUNDED_EVENTS`` are the others).
#: A pass is not among them: the four 3s are discarded as they pass (R-SPECIAL-3), so a
#: round has four passes at most (``tests/tools/test_trial_runaway.py``: the redteam13
#: ``loop-pass-dividend`` is a tax that ends).
RECURRING = frozenset({"turn", "turn_end", "play", "pickup", "clear", "bonus"})

#: The events whose refills are weighed by their amount (:func:`feeds_back`): the recurring
#: ones, and a pass. A round has four passes at most, but the 3s that bound them are
#: discarded (R-SPECIAL-3), never cleared, so no refill brings them back, and four is not
#: once: a pass that hands back more cleared cards than the 3 it discards fills late hands
#: at every 3 of the round (redteam25 ``loop-pass-refills-empty-hands``).
WEIGHED = RECURRING | {"pass"}

#: A round's counts (``Attribute`` keys) that only grow, and the events whose every firing
#: lies under them: a ceiling on one bounds how often a hook on those events fires a round.
#: The turns bound everything that happens in a round; a play comes before each clear,
#: bonus and pass.
_ALL = WEIGHED
CEILINGS: dict[tuple[str, str], frozenset[str]] = {
    ("round", "turns"): _ALL,
    ("turn", "number"): _ALL,
    ("turn_end", "number"): _ALL,
    ("round", "plays"): frozenset({"play", "clear", "bonus", "pass"}),
    ("round", "clears"): frozenset({"clear", "bonus"}),
    ("rule", "clears"): frozenset({"clear", "bonus"}),
    ("round", "pickups"): frozenset({"pickup"}),
    ("rule", "pickups"): frozenset({"pickup"}),
    ("rule", "fired"): _ALL,
}
#: how far past a condition's largest number its counts are tried: wider than any
#: period a ``multiple of`` may have (2 to 52, LP935)
_WINDOW = 60

#: Players a table of four means by a set role (one card each: three or four cards).
_TABLE = 4


def receivers(role: nodes.Role) -> int:
    """How many players ``role`` reaches at a table of four (a set: three or four)."""
    if not vocabulary.ROLES.get(role.kind, vocabulary.ROLES["acting"]).plural:
        return 1
    return _TABLE - 1 if role.kind == "every_other" else _TABLE


def _count(e: nodes.Expr) -> int:
    """A count of cards or times as written (a number), else one (a count read in play)."""
    return e.value if isinstance(e, nodes.Number) else 1


#: a take from the cleared cards, the conditions where it stands, the players it reaches
#: at a table of four and the cards it brings back there
Refill = tuple[nodes.Take, tuple[nodes.Expr, ...], int, int]


def refills(hook: nodes.Hook) -> Iterator[Refill]:
    """Every take from the cleared cards of ``hook`` with the conditions in force where it
    stands (the hook's ``when``, the enclosing ``if`` conditions, an ``else``'s negation),
    the players it reaches at four (a set role, or a ``for each`` over a set) and the
    cards it brings back there (``repeat`` and the count written multiply)."""
    def walk(body: Sequence[nodes.Stmt], facts: tuple[nodes.Expr, ...], reach: int,
             times: int) -> Iterator[Refill]:
        for stmt in body:
            if isinstance(stmt, nodes.If):
                yield from walk(stmt.then, (*facts, stmt.condition), reach, times)
                yield from walk(stmt.orelse, (*facts, nodes.Not(operand=stmt.condition)),
                                reach, times)
            elif isinstance(stmt, nodes.ForEach):
                yield from walk(stmt.body, facts, reach * receivers(stmt.players), times)
            elif isinstance(stmt, nodes.Repeat):
                yield from walk(stmt.body, facts, reach, times * _count(stmt.count))
            elif isinstance(stmt, nodes.Loop):
                yield from walk(stmt.body, facts, reach, times)
            elif isinstance(stmt, nodes.Take) and stmt.source == "cleared":
                players = reach * receivers(stmt.who)
                yield stmt, facts, players, players * times * _count(stmt.count)

    yield from walk(hook.body, (hook.condition,) if hook.condition is not None else (), 1, 1)


def _added(hook: nodes.Hook) -> frozenset[str]:
    """The counts ``hook`` adds a positive number to (each firing that gets there moves
    them up), when every write of them in ``rule`` does so (a count that only grows)."""
    return frozenset(s.name for s in hook.walk() if isinstance(s, nodes.CountChange)
                     and s.kind == "add" and isinstance(s.amount, nodes.Number)
                     and s.amount.value > 0)


def _fails_late(facts: Sequence[nodes.Expr], keys: Sequence[tuple[str, str]]) -> bool:
    """Whether ``facts`` fail at every value, from some point on, of the growing counts
    ``keys`` (all at that value together; anything else unknown, so a fact that may hold
    holds): then they hold a bounded number of times."""
    reads = [n for f in facts for n in f.walk()]
    read = {(n.namespace, n.name) for n in reads if isinstance(n, nodes.Attribute)} | {
        ("count", n.name) for n in reads if isinstance(n, nodes.CountRef)}
    if not read & set(keys):
        return False
    top = max((abs(n.value) for n in reads if isinstance(n, nodes.Number)), default=0) + _WINDOW
    return not any(all(value(f, dict.fromkeys(keys, v)) is not False for f in facts)
                   for v in range(top - _WINDOW + 1, top + 1))


def bounded(facts: Sequence[nodes.Expr], event: str, hook: nodes.Hook,
            rule: nodes.Rule) -> bool:
    """Whether ``facts`` let a hook on ``event`` fire only a bounded number of times a
    round (module text): a growing count that the event moves, or a count of the rule
    that this hook adds to, fails them from some value on (each count alone, and all
    together)."""
    keys: list[tuple[str, str]] = [k for k, events in CEILINGS.items() if event in events]
    keys += [("count", name) for name in sorted(_added(hook) & growing_counts(rule))]
    return any(_fails_late(facts, [k]) for k in keys) or _fails_late(facts, keys)


#: The measures of the pile a hook's condition may ask a floor of: what was picked up or
#: cleared, or what lies on the pile.
PILE_MEASURES: tuple[tuple[str, str], ...] = (
    ("pickup", "count"), ("clear", "count"), ("table", "pile"))
#: The smallest pile a condition must ask for before a refill for several players is left
#: to the trial's play (LP804), and how many times the refill that pile must be: a pile of
#: twelve is rare (the base game clears long before, R-CLEAR-2), and one that must be
#: rebuilt, a dozen plays at a time, for each three cards handed back cannot keep a round
#: from ending (redteam36 ``fair-huge-pickup-others-take-one``, session 45).
RARE_PILE = 10
PILE_PER_CARD = 3


def rare_pile(found: Sequence[Refill], total: int) -> bool:
    """Whether every refill of ``found`` stands under a condition that asks for a pile of
    :data:`RARE_PILE` cards or more, and :data:`PILE_PER_CARD` times the cards handed back
    (``after pickup when pickup.count is at least 12: every other player takes the top
    cleared card``): a refill for several players at a rare huge pile, which the trial
    judges by what it does in play (LP804), not by its words."""
    def floor(facts: Sequence[nodes.Expr]) -> int:
        best = 0
        for key in PILE_MEASURES:
            if not any(isinstance(n, nodes.Attribute) and (n.namespace, n.name) == key
                       for f in facts for n in f.walk()):
                continue
            held = [v for v in range(vocabulary.DECK + 1)
                    if all(value(f, {key: v}) is not False for f in facts)]
            if held:
                best = max(best, min(held))
        return best
    need = max(RARE_PILE, PILE_PER_CARD * total)
    return all(floor(facts) >= need for _, facts, _, _ in found)


class ClearedRefill(BookCheck):
    """LP403: cleared cards for several players at once, at an event that recurs all
    round, with no bound on its firings a round; or, at such an event or a pass, half or
    more of what the event takes out of play, and two cards or more (:func:`feeds_back`)."""

    def check(self) -> None:
        for bh in self.book.hooks:
            if not self.refilled(bh):
                self.ten_handed_back(bh)

    def refilled(self, bh: BookHook) -> bool:
        """LP403 for ``bh`` by the players it reaches or the amount it hands back; whether
        it was reported."""
        hook = bh.hook
        if hook.event not in WEIGHED:
            return False
        found = [(take, facts, players, cards)
                 for take, facts, players, cards in refills(hook)
                 if not bounded(facts, hook.event, hook, bh.rule)]
        if not found:
            return False
        total = sum(c for *_, c in found)
        if hook.event in RECURRING and several(found) and not rare_pile(found, total):
            self.report(
                "LP403", bh.filename, found[0][0],
                f"rule '{bh.rule.name}': every {hook.event} hands cleared cards back to "
                f"several players ({total} cards a firing at four players), and nothing "
                f"bounds how often it fires in a round: the longer the round, the more "
                f"comes back, so late hands fill up as fast as they empty",
                "give the cleared card to one player, or bound it to a few times a round "
                "(a count of the round: 'after clear when round.clears is 3', or of the "
                "rule: 'add 1 to \"n\"', then 'if count \"n\" is at most 2:')")
            return True
        fed = feeds_back(hook.event, found)
        if fed is None:
            return False
        take, back, out = fed
        self.report(
            "LP403", bh.filename, take,
            f"rule '{bh.rule.name}': every {hook.event} hands {back} cleared cards back "
            f"(at four players) and takes {out} out of play, and nothing in the rule "
            f"bounds it to a few times a round: half or more of what leaves play comes "
            f"straight back, so the round stops running down (R-CLEAR-3)",
            "hand back one card, or bound it to a few times a round (a count of the "
            "round: 'after clear when round.clears is 3', or of the rule: 'add 1 to "
            "\"n\"', then 'if count \"n\" is at most 2:')")
        return True

    def ten_handed_back(self, bh: BookHook) -> bool:
        """LP403 for the clearer taking the top cleared card back, with no bound a round,
        when that card is the 10 that just cleared (laststate.hands_ten_back: at a clear
        by a 10, or at that turn's draw or end behind a count the clear set): the 10
        leaves the game with the cleared cards (R-SPECIAL-10); taken back every time it
        never leaves its player's hand and clears again and again, so the round need not
        run down (R-CLEAR-3, R-CUSTOM-3; session 39, redteam-mech39). The bottom cleared
        card, the 10 back once a round, or handed on to another player are the near
        misses (the trial weighs them, LP804)."""
        hook = bh.hook
        at = (hook.event, hook.timing)
        for take, facts, _, _ in refills(hook):
            if not laststate.hands_ten_back(bh.rule, at, facts, take) or \
                    bounded(facts, hook.event, hook, bh.rule):
                continue
            self.report(
                "LP403", bh.filename, take,
                f'rule "{bh.rule.name}": the clearer takes the top cleared card back '
                f"({hook.timing} {hook.event}) when it is the 10 that has just cleared: the "
                "10 leaves the game with the cleared cards (R-SPECIAL-10); taken back every "
                "time, it never leaves its player's hand and clears again and again, so the "
                "round need not run down (R-CLEAR-3, R-CUSTOM-3)",
                "hand back the bottom cleared card (the first one burnt), or the top one "
                "once a round ('round.clears is 1')")
            return True
        return False


#: The cards a firing of these events takes out of play, when no condition says more: a
#: pass discards its 3 (R-SPECIAL-3); a clear puts the pile, its clearing cards among it,
#: with the cleared cards (R-CLEAR-1): five cards or so (a 10 on a pile of four, four of a
#: kind on one card), or the count its conditions set (``clear.count is at least 6``).
#: Every other event takes nothing out.
TAKEN_OUT: dict[str, int] = {"pass": 1, "clear": 5}
#: a firing handing back fewer cleared cards than this is a token (one card: the legal
#: ``clear-returns-oldest``, ``pickup-refund``), weighed by the trial (LP804)
_TOKEN = 2


def taken_out(event: str, facts: Sequence[nodes.Expr]) -> int:
    """The cards a firing of ``event`` under ``facts`` takes out of play: for a clear, the
    smallest ``clear.count`` the facts allow, when it is more than :data:`TAKEN_OUT`'s."""
    least = TAKEN_OUT.get(event, 0)
    if event != "clear":
        return least
    for n in range(1, vocabulary.DECK + 1):
        if all(value(f, {("clear", "count"): n}) is not False for f in facts):
            return max(n, least)
    return vocabulary.DECK


def feeds_back(event: str, found: Sequence[Refill]) -> tuple[nodes.Take, int, int] | None:
    """Where a firing of ``event`` hands back (to one player or several) two cleared
    cards or more, half or more of the cards it takes out of play at least
    (:func:`taken_out`): the take, the cards it hands back at four players and the cards
    taken out, for the unbounded takes ``found`` (the largest one; a refill of one card is
    the trial's to weigh). The static side of LP804's line: once the draw pile is
    out, half or more of what leaves play taken back (R-CLEAR-3, R-CUSTOM-3)."""
    take, facts, _, back = max(found, key=lambda f: f[3])
    if several(found):
        back = sum(c for *_, c in found)
    out = taken_out(event, facts)
    # an event that takes nothing out of play (a play, a pickup, a turn) is the trial's
    # to weigh, as before (LP504, LP804: what leaves play elsewhere in the round)
    if not out or back < _TOKEN or 2 * back < out:
        return None
    return take, back, out


def several(found: Sequence[Refill]) -> bool:
    """Whether one firing can hand cleared cards to more than one player: a take for a set
    of players, or takes for two different roles on one path through the hook (the facts
    of one extend the other's: an ``if``'s branch and its ``else`` never both run; two
    sibling ``if`` blocks are read as if they never did either)."""
    if any(players > 1 for _, _, players, _ in found):
        return True
    for k, (take, facts, _, _) in enumerate(found):
        for other, more, _, _ in found[k + 1:]:
            a, b = sorted((facts, more), key=len)
            if _seat(take.who) != _seat(other.who) and \
                    all(x is y for x, y in zip(a, b[:len(a)], strict=True)):
                return True
    return False


def _seat(role: nodes.Role) -> str:
    """A role as the seat it names: the acting player under any of its names (``the
    clearer``, ``the picker`` in their events' hooks), any other role as written."""
    return "acting" if role.kind == "acting" else repr(role)
