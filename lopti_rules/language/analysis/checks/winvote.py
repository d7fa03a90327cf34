"""Prevents winning or voting (LP501-LP503; R-CUSTOM-3, R-WIN-4, R-VOTE-8).

LP501 cards for players who are out (``every player who is out``, or the acting player
of a play under a condition that they have no cards left: R-WIN-4, out from that
moment); LP502 a skip or restriction whose condition is
about a player's last cards, so it can forbid the card that would win; LP503 the vote
or Roshambo procedures: hooking them, skipping them, reading them or naming them.
(The policy table's LP501 rows, cards to a finished event player, are in blocks.py.)
"""

from __future__ import annotations

from dataclasses import fields, replace

from ...catalogue import vocabulary
from ...tree import nodes
from .. import limits
from .base import Check, Scope, event_span, unknown_reading
from .chains import pile_cleared_at_finish
from .refill import bounded


def _touches_vote(name: str) -> bool:
    return name in vocabulary.FORBIDDEN_EVENTS or name in vocabulary.VOTE_WORDS


class WinVote(Check):
    """LP501-LP503: winning and the vote stay out of a rule's reach."""

    # ------------------------------------------------------------ LP503 the vote
    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        if _touches_vote(hook.event):
            self.report("LP503", event_span(hook), f"'{hook.event}' cannot be hooked: the vote "
                        "and Roshambo procedures may not be changed",
                        "hook a base event such as deal or round_end")

    def visit_SkipEvent(self, act: nodes.SkipEvent, scope: Scope) -> None:
        if _touches_vote(act.event):
            self.report("LP503", act, f"'skip the {act.event}' changes the vote procedure",
                        "rules may not touch the vote or Roshambo (R-VOTE-8)")

    def visit_Attribute(self, a: nodes.Attribute, scope: Scope) -> None:
        if a.namespace not in vocabulary.RETRO_NAMESPACES and _touches_vote(a.namespace):
            self.report("LP503", a, f"'{a.namespace}.{a.name}' reads the vote or Roshambo",
                        "rules may not touch the vote or Roshambo (R-VOTE-8)")

    def visit_Unknown(self, act: nodes.Unknown, scope: Scope) -> None:
        reading = unknown_reading(act)
        if reading is not None and reading[0] == "LP503":
            self.report("LP503", act, f"'{reading[1]}': the vote procedure may not be changed",
                        "rules may not touch the vote or Roshambo (R-VOTE-8)")

    # ------------------------------------------------------------ LP501 receiving
    def visit_Draw(self, act: nodes.Draw, scope: Scope) -> None:
        self.receiving(act.who, scope)

    def visit_Give(self, act: nodes.Give, scope: Scope) -> None:
        if act.to is not None and not self.taken_up(act, act.to, scope):
            self.receiving(act.to, scope)

    def visit_Take(self, act: nodes.Take, scope: Scope) -> None:
        if not self.taken_up(act, act.who, scope):
            self.receiving(act.who, scope)

    def taken_up(self, act: nodes.Take | nodes.Give, role: nodes.Role, scope: Scope) -> bool:
        """LP502 for cards handed to the player taking up (:func:`taken_up_refilled`)."""
        if not taken_up_refilled(act, role, scope):
            return False
        self.report("LP502", role, "this hands two cards or more to the player who has just "
                    "taken up their face-up cards (R-FACE-1), the step to the last stage "
                    "where the stock gives nothing more: one card is a toll, as a turn's "
                    "draw is one card (R-DRAW-1), more sets back every player about to go "
                    "out", "hand the player taking up one card at most, or cost them "
                    "something else")
        return True

    def visit_Pickup(self, act: nodes.Pickup, scope: Scope) -> None:
        self.receiving(act.who, scope)

    def receiving(self, role: nodes.Role, scope: Scope) -> None:
        if role.kind == "out":
            self.report("LP501", role, "players who are out would receive cards",
                        "aim it at 'every player still in'")
        elif role.kind == "acting" and scope.hook.event in OUT_BY_PLAYING and \
                any(forces_no_cards(c) for c in (scope.hook.condition, *scope.conditions)
                    if c is not None):
            self.report("LP501", role, "the acting player has no cards left here, so they "
                        "are out (R-WIN-4: out from that moment) and would receive cards",
                        "a player who played their last card has won or finished: leave "
                        "them out, or aim it at 'every player still in'")
        elif role.kind in BLIND_HOLDERS and at_blind_hits(scope) and not (
                role.kind == "acting" and any(keeps_in(c) for c in (
                    scope.hook.condition, *scope.conditions) if c is not None)):
            self.report("LP502", role, "this gives cards to the player who just played a "
                        "legal blind card, whose hand and face-up cards are empty then "
                        "(R-FACE-2): every blind card brings back cards to play out first, so "
                        "the last stretch never ends",
                        "give cards only after a blind card that missed ('when not "
                        "flip.legal'), or give them a bound per round")
        elif role.kind == "acting" and any(
                keeps_in(c) for c in (scope.hook.condition, *scope.conditions) if c is not None):
            self.report("LP502", role, "this gives cards to the event's player exactly when "
                        "they are down to their last cards, so it keeps them from going out",
                        "make the condition about the game, not about a player's last "
                        "cards ('hand of acting player is 0' alone leaves face-up cards)")

    # ------------------------------------------------- LP205 the last card's effect cleared
    def visit_ClearPile(self, act: nodes.ClearPile, scope: Scope) -> None:
        """LP205 for a clear as a player goes out: the last card's effect still resolves
        (R-WIN-1: a last 3 passes its pickup on, a last 7 enforces low play), and the last
        play lies on the pile for the next player to answer (R-PLAY-4); a clear at ``out``
        or ``win``, or right after a play that leaves its player no cards, takes it away
        every time someone finishes (session 38, redteam-mech38 ``out-*-cleared``,
        redteam-mech37 ``last-three-pass-cleared``). A cheer or a card for the next player
        there keeps it (``fair-out-next-draws``)."""
        hook = scope.hook
        if not scope.known_event:
            return
        if hook.event in FINISHING or (
                hook.event in OUT_BY_PLAYING and hook.timing == "after" and any(
                    forces_no_cards(c) for c in (hook.condition, *scope.conditions)
                    if c is not None)):
            pile_cleared_at_finish(self, act, hook)

    # ------------------------------------------------------------ LP502 the last card
    def visit_Skip(self, act: nodes.Skip, scope: Scope) -> None:
        self.last_card(act, scope)

    def visit_Restrict(self, act: nodes.Restrict, scope: Scope) -> None:
        self.last_card(act, scope)

    def last_card(self, act: nodes.Action, scope: Scope) -> None:
        for cond in scope.conditions:
            compares = [n for n in cond.walk() if isinstance(n, nodes.Compare)]
            if any(targets_last_card(n) for n in compares):
                # each wording whole, as the catalogs translate it (report/wordings.py)
                self.report("LP502", act, "this skip applies when a player is down to their "
                            "last card, so it can forbid the card that would win"
                            if isinstance(act, nodes.Skip) else
                            "this restriction applies when a player is down to their last "
                            "card, so it can forbid the card that would win",
                            "make the condition about the game, not about a player's last "
                            "cards")
                return
            stretch = next((k for n in compares if (k := last_stretch(n)) is not None), None)
            if stretch is not None and not any(one_rank_played(c) for c in scope.conditions):
                self.report("LP502", act, (
                    "this skip applies when a player has at most {n} cards left in all: the "
                    "last stretch before going out (the last {last} are the face-down cards, "
                    "played one a turn, R-FACE-2), so it holds back the player about to win"
                    if isinstance(act, nodes.Skip) else
                    "this restriction applies when a player has at most {n} cards left in "
                    "all: the last stretch before going out (the last {last} are the "
                    "face-down cards, played one a turn, R-FACE-2), so it holds back the "
                    "player about to win").format(n=stretch, last=LAST_STRETCH),
                            "make the condition about the game, not about how close a player "
                            "is to going out")
                return


def one_rank_played(cond: nodes.Expr) -> bool:
    """Whether ``cond`` holds only for the play of one rank (``play.rank is 8``), read
    through ``and`` (session 24). A skip or restriction on a player near going out that
    only one rank's play sets off is a brake anyone may use on whoever is ahead at that
    moment, as often as that rank comes (a power like the 8's skip or the 7's, at most
    four cards of it in play): the trial weighs what it does to the seat closest to going
    out (LP801, the "closest" comparisons). A condition on the last card itself stays
    LP502 whatever sets it off."""
    if isinstance(cond, nodes.BoolOp):
        return cond.op == "and" and any(one_rank_played(o) for o in cond.operands)
    if not isinstance(cond, nodes.Compare) or cond.op != "==":
        return False
    sides = (cond.left, cond.right)
    return any(isinstance(a, nodes.Attribute) and (a.namespace, a.name) == ("play", "rank")
               for a in sides) and any(isinstance(b, nodes.Number | nodes.RankLit)
                                       for b in sides)


#: Events after which an acting player with no cards left is out (R-WIN-4).
OUT_BY_PLAYING = ("play", "flip")
#: Events of a player finishing (R-WIN-1, R-WIN-4)
FINISHING = ("out", "win")
#: Roles that name the event's player (``acting player``, ``the flipper``), alone or among
#: every player still in
BLIND_HOLDERS = frozenset({"acting", "every", "still_in"})


LEGAL = nodes.Attribute(namespace="flip", name="legal")


def _at_legal_flip(e: nodes.Expr) -> bool | None:
    """``e`` at a legal flip, read as far as ``flip.legal`` decides it (None: undecided):
    ``flip.legal``, ``flip.legal is false``, ``not flip.legal``, through ``and``/``or``."""
    if e == LEGAL:
        return True
    if isinstance(e, nodes.Not):
        inner = _at_legal_flip(e.operand)
        return None if inner is None else not inner
    if isinstance(e, nodes.BoolOp):
        seen = [_at_legal_flip(o) for o in e.operands]
        decisive = e.op == "or"
        if decisive in seen:
            return decisive
        return (not decisive) if all(v is not None for v in seen) else None
    if isinstance(e, nodes.Compare) and e.op in ("==", "!="):
        for a, b in ((e.left, e.right), (e.right, e.left)):
            if a == LEGAL and isinstance(b, nodes.Bool):
                return (b.value is True) == (e.op == "==")
    return None


#: the cards a rule may hand the player taking up at the take-up (R-FACE-1): a toll of one,
#: the measure of a turn's draw (R-DRAW-1; redteam21 ``fair-take-up-one-back``)
TAKE_UP_TOLL = 1


def taken_up_refilled(act: nodes.Take | nodes.Give, role: nodes.Role, scope: Scope) -> bool:
    """Whether ``act``, which ``role`` receives, runs right after a take-up and hands the
    player taking up more than :data:`TAKE_UP_TOLL` cards from the cleared cards, the
    pile or another player's hand (session 47, redteam38 ``winbar-take-up-empty-stock-
    three``). The take-up is the step to the last stage (R-FACE-1): the player holds only
    their face-up cards, then plays blind (R-FACE-2), and it comes once the stock gives
    nothing, since a hand empties only when no draw refills it. Every player reaching it
    is handed those cards at once, the last stretch set back for whoever is about to go
    out (R-WIN-1, R-CUSTOM-3). One card is a toll; a draw from the stock, empty by then
    as a rule, is not read here; a card *given away* there is a step forward."""
    hook = scope.hook
    if (hook.timing, hook.event) != ("after", "take_up") or role.kind not in BLIND_HOLDERS:
        return False
    if isinstance(act, nodes.Give) and role.kind != "acting":
        return False
    return isinstance(act.count, nodes.Number) and act.count.value > TAKE_UP_TOLL


def at_blind_hits(scope: Scope) -> bool:
    """Whether the statement in ``scope`` runs at the legal blind plays of a round, with
    no bound on how many (session 31, redteam23 ``loop-blind-hit-refund``). A flip is a
    play from the face-down cards, made only once hand and face-up cards are empty
    (R-FACE-2); after a legal one that was not the last card the flipper still holds only
    face-down cards. Cards handed to them then, from the stock, the cleared cards or
    another player's hand, are a hand to play out before the next blind card, at each of
    their blind cards: the last stretch refilled, the same as a condition that spells the
    empty hand out (``hand of acting player is 0 and face-up of acting player is 0``,
    :func:`keeps_in`). Cards at a failed flip only (``not flip.legal``: the flipper has
    just picked up the pile, R-FACE-2) and a refund a round bounds (the first two flips,
    a count of the rule with a ceiling: redteam10 ``fair-first-flips-refund``) are not
    this."""
    hook = scope.hook
    if (hook.timing, hook.event) != ("after", "flip"):
        return False
    facts = [c for c in (hook.condition, *scope.conditions) if c is not None]
    if any(_at_legal_flip(f) is False for f in facts):
        return False
    return not any(bounded(facts, event, hook, scope.rule) for event in ("turn", "play"))


def forces_no_cards(cond: nodes.Expr) -> bool:
    """Whether ``cond`` holds only when the acting player has no cards at all (``cards of
    acting player is 0``), read through ``and``."""
    if isinstance(cond, nodes.BoolOp):
        return cond.op == "and" and any(forces_no_cards(o) for o in cond.operands)
    if not isinstance(cond, nodes.Compare):
        return False
    left, right, op = cond.left, cond.right, cond.op
    if isinstance(right, nodes.Measure):
        left, right, op = right, left, vocabulary.FLIPPED_OPS.get(op, op)
    if not (isinstance(left, nodes.Measure) and left.measure == "cards"
            and left.player.kind == "acting"):
        return False
    k = limits.fold(right)
    return k is not None and ((op in ("==", "<=") and k == 0) or (op == "<" and k == 1))


#: The zones that together are all of a player's cards.
ALL_ZONES = frozenset({"hand", "face_up", "face_down"})
#: The face-down cards alone: played blind, last, one a chance (R-FACE-2).
BLIND = frozenset({"face_down"})


def _acting_zones(e: nodes.Expr) -> tuple[frozenset[str], int] | None:
    """``e`` as a sum of the acting player's card counts and a constant: (the zones it
    counts, ``cards`` read as all three; the constant), or None."""
    k = limits.fold(e)
    if k is not None:
        return frozenset(), k
    if isinstance(e, nodes.Measure):
        if e.player.kind != "acting":
            return None
        return (ALL_ZONES if e.measure == "cards" else frozenset({e.measure})), 0
    if isinstance(e, nodes.Arith) and e.op in "+-":
        left, right = _acting_zones(e.left), _acting_zones(e.right)
        if left is None or right is None or (e.op == "-" and right[0]):
            return None
        return left[0] | right[0], left[1] + (right[1] if e.op == "+" else -right[1])
    return None


def _at_most(cmp: nodes.Compare) -> tuple[frozenset[str], int] | None:
    """``cmp`` as "these zones of the acting player hold at most N cards together"."""
    left, right, op = _acting_zones(cmp.left), _acting_zones(cmp.right), cmp.op
    if left is None or right is None:
        return None
    if not left[0] and right[0]:
        left, right, op = right, left, vocabulary.FLIPPED_OPS.get(op, op)
    if not left[0] or right[0]:
        return None
    k = right[1] - left[1]
    bound = {"==": k, "<=": k, "<": k - 1}.get(op)
    return None if bound is None else (left[0], bound)


#: Where a play from the face-down cards comes from (``play.source is down``)
_SOURCE = nodes.Attribute(namespace="play", name="source")


def _blind_source(cmp: nodes.Compare) -> bool:
    """Whether ``cmp`` says the play came from the face-down cards (``play.source is
    down``): a blind play, made only once hand and face-up cards are empty (R-FACE-2), so
    the player holds nothing but face-down cards (session 36, redteam28
    ``winbar-down-play-neighbour-gift``)."""
    if cmp.op != "==":
        return False
    return any(a == _SOURCE and isinstance(b, nodes.Word) and b.value == "down"
               for a, b in ((cmp.left, cmp.right), (cmp.right, cmp.left)))


def keeps_in(cond: nodes.Expr) -> bool:
    """Whether ``cond`` holds only while the acting player is down to their last cards
    (issue 29, a win block in another spelling): all their cards, however summed, held
    to one or none (``hand + face-up + face-down of acting player is 1``), or only
    face-down cards left (``hand ... is 0 and face-up ... is 0``: the last three, played
    blind), or fewer face-down cards than a player is dealt (``face-down of acting player
    is 1``: face-down cards are played only once hand and face-up are empty, R-FACE-2, so
    a player with fewer than :data:`LAST_STRETCH` has reached the blind last stretch),
    read through ``and``. Cards given then keep the player from going out;
    ``hand of acting player is 0`` alone is not the end (face-up cards may be left:
    ``examples/rules/empty-hand-draw.lopti``); a play from the face-down cards
    (``play.source is down``) is: only face-down cards are left."""
    parts = cond.operands if isinstance(cond, nodes.BoolOp) and cond.op == "and" else (
        [cond] if isinstance(cond, nodes.Compare) else [])
    if isinstance(cond, nodes.BoolOp) and cond.op != "and":
        return False
    empty: set[str] = set()
    for part in parts:
        if isinstance(part, nodes.BoolOp):
            if keeps_in(part):
                return True
            continue
        if not isinstance(part, nodes.Compare):
            continue
        if _blind_source(part):  # played blind: hand and face-up were empty (R-FACE-2)
            empty |= {"hand", "face_up"}
            continue
        bound = _at_most(part)
        if bound is not None:
            zones, k = bound
            if (zones == ALL_ZONES and k <= 1) or (zones == BLIND and k < LAST_STRETCH):
                return True
            if k <= 0:
                empty |= zones
    return {"hand", "face_up"} <= empty


def card_sum(e: nodes.Expr) -> tuple[int, int] | None:
    """``e`` as a sum of one player's card counts and a constant: (how many counts, the
    constant), or None. ``hand of X + face-up of X + face-down of X`` is X's cards, as
    ``cards of X + 0`` is (issue 29: the last card in another spelling)."""
    if isinstance(e, nodes.Measure):
        return 1, 0
    k = limits.fold(e)
    if k is not None:
        return 0, k
    if isinstance(e, nodes.Arith) and e.op == "+":
        left, right = card_sum(e.left), card_sum(e.right)
        if left is not None and right is not None:
            players = {n.player.kind for n in e.walk() if isinstance(n, nodes.Measure)}
            return (left[0] + right[0], left[1] + right[1]) if len(players) == 1 else None
    if isinstance(e, nodes.Arith) and e.op == "-":
        left, k = card_sum(e.left), limits.fold(e.right)
        if left is not None and k is not None:
            return left[0], left[1] - k
    return None


#: A player's last cards in all: the face-down cards, played blind one a turn (R-SETUP-2,
#: R-FACE-2). A player holding this many or fewer, all zones counted, is on the last
#: stretch before going out.
LAST_STRETCH = 3


def _zones(e: nodes.Expr) -> tuple[str, frozenset[str], int] | None:
    """``e`` as a sum of one player's card counts and a constant: (the player's role kind,
    the zones it counts, ``cards`` read as all three; the constant), or None."""
    k = limits.fold(e)
    if k is not None:
        return "", frozenset(), k
    if isinstance(e, nodes.Measure):
        zones = ALL_ZONES if e.measure == "cards" else frozenset({e.measure})
        return repr(e.player), zones, 0
    if isinstance(e, nodes.Arith) and e.op in "+-":
        left, right = _zones(e.left), _zones(e.right)
        if left is None or right is None or (e.op == "-" and right[1]):
            return None
        if left[0] and right[0] and left[0] != right[0]:
            return None  # two players' cards: no one player's count
        return (left[0] or right[0], left[1] | right[1],
                left[2] + (right[2] if e.op == "+" else -right[2]))
    return None


def last_stretch(cmp: nodes.Compare) -> int | None:
    """:func:`_stretch` of ``cmp``; a bound written with the table's size (``cards of next
    player is less than table.players - 1``) read at every size (2 to 5 players), the
    largest bound when each size has one."""
    if not any(isinstance(n, nodes.Attribute) and (n.namespace, n.name) == TABLE_SIZE
               for n in cmp.walk()):
        return _stretch(cmp)
    bounds = [_stretch(_sized(cmp, n)) for n in range(2, 6)]
    return None if None in bounds else max(b for b in bounds if b is not None)


#: the table's size, the same all round
TABLE_SIZE = ("table", "players")


def _sized(node: nodes.Compare, n: int) -> nodes.Compare:
    """``node`` with the table's size read as ``n`` players."""

    def swap(e: nodes.Node) -> nodes.Node:
        if isinstance(e, nodes.Attribute) and (e.namespace, e.name) == TABLE_SIZE:
            return nodes.Number(value=n, static_type="number", line=e.line, column=e.column)
        changes = {f.name: swap(v) for f in fields(e) if f.init
                   and isinstance(v := getattr(e, f.name), nodes.Node)}
        return replace(e, **changes) if changes else e  # type: ignore[arg-type]

    out = swap(node)
    assert isinstance(out, nodes.Compare)
    return out


def _stretch(cmp: nodes.Compare) -> int | None:
    """The bound N when ``cmp`` holds only while one player holds at most N cards in all
    (their hand, face-up and face-down cards, however summed), N at most
    :data:`LAST_STRETCH` (issue 29: a skip "when a player has two cards or fewer" is a win
    block too, not only one on the last card); else None."""
    left, right, op = _zones(cmp.left), _zones(cmp.right), cmp.op
    if left is None or right is None:
        return None
    if not left[1] and right[1]:
        left, right, op = right, left, vocabulary.FLIPPED_OPS.get(op, op)
    if left[1] != ALL_ZONES or right[1]:
        return None
    k = right[2] - left[2]
    bound = {"==": k, "<=": k, "<": k - 1}.get(op)
    return bound if bound is not None and 0 <= bound <= LAST_STRETCH else None


def targets_last_card(cmp: nodes.Compare) -> bool:
    """Whether ``cmp`` holds only when a player has at most one card left: a card count
    of one player, alone or summed with their others and constants, held to 1 or less."""
    op = cmp.op
    left, right = card_sum(cmp.left), card_sum(cmp.right)
    if left is None or right is None:
        return False
    if left[0] == 0 and right[0] > 0:
        left, right = right, left
        op = vocabulary.FLIPPED_OPS.get(op, op)
    (counts, plus), (others, k) = left, right
    if counts == 0 or others:
        return False
    k -= plus  # the cards themselves are compared with k
    return (op == "==" and k <= 1) or (op == "<=" and k <= 1) or (op == "<" and k <= 2)
