"""Blocks a protected outcome, across the whole book (LP207-LP209; R-CUSTOM-2).

The policy table (permissions.py) judges one hook's effects against its own event; the
whole-book checks judge the book against what each base event must *achieve*
(engine/outcomes.py, ``OUTCOMES``), on every path the book allows, one module an
outcome: the standing play (LP205 undoes-play, chains.py), the turn's draw (LP206
cancels-draw, drawpaths.py) and, here, the special cards and the legal play:

- **LP207 bars-ten** (R-SPECIAL-10), **LP208 bars-two-or-three** (R-SPECIAL-2/-3),
  **LP209 leaves-no-play** (R-TURN-2): restrictions that hold on every turn a play left
  a pile (after the play, the turn's own ``before``/``after turn`` hooks, the turn's end
  ``turn_end``, and a draw the book causes on every play: the event graph) and together
  keep a single 10, 2 or 3 out of every such turn (LP209 when it is the count, ``at
  least N cards``, that leaves a hand of single cards no play). A restriction with a
  condition that is false on some such turn is fine, like a 7: the card has its turns.

Guards are decided by going through every table they can tell apart (guards.py,
verdicts.py); what the text does not decide is LP210 blocking-undecided (verdicts.py).
This module also holds what the three checks ask of an action (who may receive its
cards, whether it takes the pile, whether the book draws after every play).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ....engine import outcomes
from ...catalogue import vocabulary
from ...tree import nodes
from ..nodememo import NodeMemo
from ..wholebook import BookHook
from . import laststate, mostplays, nextturn
from .base import Check, attributes_of
from .guards import Env, Site, sites
from .guardspans import binds_often, said, stretch
from .moments import (
    NEXT_DECISION,
    PROTECTS,
    bars,
    bars_only_completion,
    bars_pairs,
    every_power,
    excludes,
    hand_words,
    obligation,
    only_reset_or_pass,
    pile,
    rank_str,
    ranks,
    reads_as,
    singles_by_hand,
)
from .verdicts import Verdicts

#: The cards the special-card outcomes protect, each with its outcome and code.
PROTECTED_CARDS: tuple[tuple[int, str, str], ...] = (
    (10, "ten-clears", "LP207"), (2, "two-and-three-play", "LP208"),
    (3, "two-and-three-play", "LP208"),
)
#: Ranks after which the card is not legal anyway (a 7's low rule, a 3's obligation) or
#: no pile is left (a 10 clears), for each protected card.
NOT_AFTER: dict[int, frozenset[int]] = {10: frozenset({3, 7, 10}), 2: frozenset({3, 10}),
                                        3: frozenset({10})}
#: A turn's end, whatever the turn did: a restriction there holds for the next turn.
TURN_END: tuple[tuple[str, str], ...] = (("turn_end", "before"), ("turn_end", "after"))
#: Base events that come back round after round whatever the cards, and the protected
#: cards a restriction placed after one keeps out of the decision it governs (session 26;
#: every event of ``moments.NEXT_DECISION``, session 35): the answer to a play that still
#: stands (a bonus play, a draw, a take-up, a player out, a blind card),
#: where a single 2, 3 or 10 is legal; the lead on the empty table after a pickup, a clear
#: or the deal (R-TURN-1: any rank may lead), where the 2 and the 3 are (the 10 clears
#: nothing there: "after a pickup, 9 or lower" is a house rule). The trial judges the
#: guarded ones it cannot count here by their share (LP803).
AFTER_EVENTS: dict[tuple[str, str], tuple[int, ...]] = {
    e: PROTECTS[kind] for e, kind in NEXT_DECISION.items()}
#: What each event's next decision is, for the message.
AFTER_WORDS: dict[str, str] = {
    "bonus": "the answer to every clearer's bonus play (R-CLEAR-1)",
    "pickup": "the lead on the empty table after every pickup, where any rank may lead "
              "(R-TURN-1)",
    "draw": "the answer to the play after every draw (R-DRAW-1)",
    "take_up": "the answer to the play after every take-up (R-FACE-1)",
    "out": "the answer to the play every player goes out with (R-WIN-1)",
    "flip": "the play after every blind card, its answer or the lead once it is picked up "
            "(R-FACE-2)",
    "clear": "the clearer's lead on the empty table after every clear, where any rank may "
             "lead (R-CLEAR-1, R-TURN-1)",
    "deal": "the round's first lead, where any rank may lead (R-SETUP-4, R-TURN-1)",
}


def receiver_may_be(role: nodes.Role, loop: nodes.Role | None, maker: str) -> bool:
    """Whether ``role`` (``that player``: the loop's players) may be the player who made
    the standing play: the hook's own player (``acting``) or the previous one."""
    if role.kind == "that":
        return loop is not None and receiver_may_be(loop, None, maker)
    info = vocabulary.ROLES.get(role.kind)
    if info is None:
        return False
    if maker == "acting":
        return info.may_be_acting
    return role.kind not in ("acting", "out")


def may_reach_acting(act: nodes.Action, loop: nodes.Role | None) -> bool:
    """Whether the cards ``act`` moves may land in the hook's own player's hand."""
    if isinstance(act, nodes.Draw | nodes.Take | nodes.Pickup):
        return receiver_may_be(act.who, loop, "acting")
    if isinstance(act, nodes.Give):
        if act.to is not None:
            return receiver_may_be(act.to, loop, "acting")
        giver = vocabulary.ROLES.get(act.giver.kind)
        # the neighbour still in beside anyone but the acting player may be them
        return act.giver.kind != "acting" or (giver is not None and giver.plural)
    return False


def reads_unknown(hook: nodes.Hook) -> bool:
    """Whether ``hook`` reads an attribute the language does not have: the names family has
    said so (LP901, LP902), and nothing can be decided about such a hook (no LP210 on top).
    Kept while the hook lives (nodememo.py)."""
    return _READS_UNKNOWN(hook)


def _reads_unknown(hook: nodes.Hook) -> bool:
    for node in hook.walk():
        if isinstance(node, nodes.Attribute):
            known = attributes_of(node.namespace, hook.event)
            if not known or node.name not in known:
                return True
    return False


_READS_UNKNOWN = NodeMemo(_reads_unknown)


class ProtectedOutcomes(Verdicts):
    """LP207-LP209: the book keeps a special card or a legal play out of every turn."""

    def check(self) -> None:
        found = [(bh, s) for bh in self.book.hooks if not reads_unknown(bh.hook)
                 for s in sites(bh.hook)]
        self.restrictions(found)
        # one finding a book, the first of these to find one: every turn's, else the
        # event's; what a rarer restriction bars when it binds; a skip or a pickup after a
        # 2, a 3 or a 7; a clear while a 3's or a 7's effect is due; a restriction that
        # binds on most plays
        for step in (self.after_events, self.at_moments, self.turns_taken,
                     self.cleared_when_due, self.most_plays):
            if any(code in ("LP207", "LP208") for code in self._codes()):
                break
            step(found)
        self.phases(found)
        if not set(self._codes()) - {"LP210"}:
            # else a restriction that only keeps four from clearing: decided on the pile it
            # binds on even where the every-turn question was not (LP210)
            self.clear_denied(found)

    def _codes(self) -> list[str]:
        return [d.code for _, d in self.found]

    # ------------------------------------------------------------ right after an event
    def after_events(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        """LP207/LP208 for an unguarded restriction after a base event that keeps a single
        protected card out of the decision it governs, whatever its wording (a floor, a
        list, a count): the card's power is gone every time the event comes back
        (R-CUSTOM-2). One finding a book (the first site, the first card)."""
        for bh, s in found:
            if not isinstance(s.action, nodes.Restrict) or s.times:
                continue
            at: tuple[str, str] | None = (bh.hook.event, bh.hook.timing)
            if at not in AFTER_EVENTS:
                # a hook on an event that fires with one of them (moments.FAMILIES), its
                # condition the family's own: that event's moment, unguarded
                only_hook = all(want and c is bh.hook.condition for c, want in s.guards)
                at = reads_as(bh.hook) if only_hook else None
                if at is None:
                    continue
                guards: Sequence[tuple[nodes.Expr, bool]] = ()
            else:
                guards = s.guards
            barred = first_barred(s.action, AFTER_EVENTS[at])
            if barred is None:
                continue
            card, key, code = barred
            outcome = outcomes.OUTCOMES[key]
            if not guards:
                self.report_sites(
                    code, [(bh, s)],
                    f"a single {card} is kept out of {AFTER_WORDS[at[0]]}: "
                    f"{outcome.achieves} ({outcome.rule}), and right after a base event "
                    "that comes back round after round its power is gone every time "
                    "(R-CUSTOM-2)",
                    f"give the restriction a condition that is false on most of them, or "
                    f"allow the {card}")
                return
            when = binds_often(guards, bh.hook.event)
            if when is None:
                if 10 in AFTER_EVENTS[at] and bars_rank(s.action, 10):
                    # rare, yet the 10 in any number: the clear is gone at that moment
                    self.report_sites(
                        "LP207", [(bh, s)],
                        f"whenever {said(guards)}, no 10 may be played in "
                        f"{AFTER_WORDS[at[0]]}, "
                        "in any number: there a 10 clears the pile (R-SPECIAL-10), and a "
                        "restriction after a base event that bars it outright takes the clear "
                        "away every round, however rarely it binds (R-CUSTOM-2)",
                        "leave the 10 legal there (one card higher, or pairs only: "
                        "'next play must have at least 2 cards')")
                    return
                continue
            self.report_sites(
                code, [(bh, s)],
                f"whenever {when}, a single {card} is kept out of "
                f"{AFTER_WORDS[at[0]]}: {outcome.achieves} ({outcome.rule}); that "
                "holds at a third of them or more, round after round, and the power is gone "
                "at each (R-CUSTOM-2)",
                f"give the restriction a condition that holds once a round (a count at one "
                f"value: 'round.pickups is 5'), or allow the {card}")
            return

    # ------------------------------------------------------------ when it binds
    def at_moments(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        """LP208 for a restriction that, however rarely it binds, bars at that moment a
        power the base game guarantees there (moments.py): a single 3 at the 3's
        obligation, or every special and the match on a single or a pair (session 34,
        issue 29). One finding a book."""
        for bh, s in found:
            if not isinstance(s.action, nodes.Restrict) or s.times:
                continue
            if obligation(bh, s) and bars(s.action, 3) is True:  # None: a bound read from the table
                self.report_sites(
                    "LP208", [(bh, s)],
                    f"at the 3's obligation ({bh.hook.timing} {bh.hook.event}) a single 3 "
                    "is barred: one 3 passes the obligation on (R-SPECIAL-3) and only 3s are "
                    "legal there, so the obliged player is left a pickup, however rarely it "
                    "binds (R-CUSTOM-2)",
                    "leave a single 3 legal there")
                return
            heavy = singles_by_hand(s)
            if heavy is not None:
                self.report_sites("LP208", [(bh, s)], *hand_words(
                    said(s.guards), f"{bh.hook.timing} {bh.hook.event}", heavy))
                return
            paired = bars_pairs(bh, s)
            if paired is not None:
                top, count, n = paired
                self.report_sites(
                    "LP208", [(bh, s)],
                    f"on a pile topped by {pile(top, count)} ({bh.hook.timing} "
                    f"{bh.hook.event}) the next play must have at least {n} cards: every "
                    "single and every pair is barred, the 2, 3, 7 and 10 that answer there "
                    "for their power among them (R-SPECIAL-2, -3, -7, -10), so only three of "
                    "a kind answers and a hand of three rarely holds it, each time it binds "
                    "(R-CUSTOM-2)",
                    "ask for pairs at most ('next play must have at least 2 cards'), or bind "
                    "it on a rarer play (three of a kind)")
                return
            moment = every_power(bh, s)
            if moment is None:
                lid = only_reset_or_pass(bh, s)
                if lid is not None:
                    top, count, barred = lid
                    self.report_sites(
                        "LP208", [(bh, s)],
                        f"on a pile topped by {pile(top, count)} ({bh.hook.timing} "
                        f"{bh.hook.event}) the next play may not be {ranks(barred)}: every "
                        "answer but the 2's reset and the 3's pass is barred, the 7 that goes "
                        "on anything and the 10's clear among them (R-SPECIAL-7, -10, the "
                        "match with more: R-PLAY-2), so the next player may only reset, pass "
                        "or pick up each time it binds, however rarely (R-CUSTOM-2)",
                        "leave the 7, the 10 or the match legal there")
                    return
                continue
            top, count, barred = moment
            self.report_sites(
                "LP208", [(bh, s)],
                f"on a pile topped by {pile(top, count)} ({bh.hook.timing} "
                f"{bh.hook.event}) the next play may not be {ranks(barred)}: every card the "
                "base game makes legal there for its power (R-SPECIAL-2, -3, -7, -10, the "
                "match with more: R-PLAY-2) is barred at once, and only plain ranks are left "
                "each time it binds (R-CUSTOM-2)",
                "leave one of them legal there (the 10, the 2 and the 3, or the match), or "
                "bind it on a rarer play (three of a kind)")
            return

    # ------------------------------------------------------------ the next turn taken
    def turns_taken(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        """LP208 for a skip of the next player or a pickup forced on them right after a
        play whose base rule names that player's decision (nextturn.py: the 3's answer,
        the 2's free play, the 7's low play; session 36). One finding a book."""
        for bh, s in found:
            rank = nextturn.taken_rank(bh, s)
            if rank is None:
                continue
            self.report_sites("LP208", [(bh, s)], *nextturn.message(bh, s, rank))
            return

    # ------------------------------------------------------------ a due effect cleared away
    def cleared_when_due(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        """LP208 for a custom clear that may land while a passed 3's pickup or a 7's low
        rule is still due to the next player (laststate.clear_when_due: right after the
        pass, or at the draw, the turn's end or the next turn's start behind the state
        that says so): the clear cancels it (R-CLEAR-1), so the card's power is taken back
        whatever event the clear hangs on (R-CUSTOM-2; session 39, redteam-mech39). A
        custom clear on a play of the game (a Jack on a Queen) is the near miss. One
        finding a book."""
        for bh, s in found:
            due = laststate.clear_when_due(bh.rule, (bh.hook.event, bh.hook.timing), s)
            if due is None:
                continue
            at = f"{bh.hook.timing} {bh.hook.event}"
            if due == laststate.DUE_THREE:
                message = (
                    f"the pile is cleared ({at}) while a passed 3's pickup may still be due: "
                    "the next player must pick the pile up or pass the obligation on with a "
                    "3 (R-SPECIAL-3), and a clear cancels it (R-CLEAR-1), so the 3's power is "
                    "taken back each time it binds (R-CUSTOM-2)")
            else:
                message = (
                    f"the pile is cleared ({at}) while a 7's low rule may still be due: the "
                    "next play must be 7 or lower (R-SPECIAL-7), and a clear cancels it "
                    "(R-CLEAR-1), so the 7's power is taken back each time it binds "
                    "(R-CUSTOM-2)")
            self.report_sites(
                "LP208", [(bh, s)], message,
                "clear on a play of the game instead (a Jack on a Queen), once the card's "
                "effect has been answered")
            return

    # ------------------------------------------------------------ the clear of four denied
    def clear_denied(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        """LP203 for a restriction after three of a kind that bars the card completing
        all four of the rank and nothing else the base game allows there
        (moments.bars_only_completion): completing four is legal and clears (R-PLAY-3,
        R-CLEAR-2), a custom rule may not prevent a clear (R-CLEAR-3), and that is all it
        does, however rarely it binds (session 37, redteam-mech37). One finding a book."""
        for bh, s in found:
            at = (bh.hook.event, bh.hook.timing)
            moment = bars_only_completion(bh, s) or laststate.completion_later(bh.rule, at, s)
            if moment is None:
                continue
            top, count = moment
            self.report_sites(
                "LP203", [(bh, s)],
                f"on a pile topped by {pile(top, count)} ({bh.hook.timing} {bh.hook.event}) "
                f"the next play may not be the {rank_str(top)} that completes all four: "
                "completing four of a kind is legal and clears (R-PLAY-3, R-CLEAR-2), a "
                "custom rule may prevent no clear (R-CLEAR-3), and the restriction bars "
                "nothing else there, so the clear is all it takes away, each time it binds",
                "leave the rank that completes four legal there, or drop the restriction")
            return

    # ------------------------------------------------------------ a phase of every round
    def phases(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        """LP207/LP208 for a restriction on every turn (its end, the turn's own hooks,
        after every play) whose conditions read only the round's phase (:data:`PHASE`:
        no pickup yet, the draw pile out, the first clear behind) and hold on a stretch
        of turns, that keeps a single protected card out: the stretch comes back every
        round whatever is played, and the card's power is gone for all of it (R-CUSTOM-2;
        redteam24 ``block-before-first-pickup-floor``: until the first pickup, 6 or
        higher, so the 3 that would force it never comes). A clock on the turns (every
        twentieth turn, the 16th) binds single turns, and a restriction after a play of
        a rank or a shape has the play as its reason: neither is this. One finding a
        book."""
        for bh, s in found:
            if (bh.hook.event, bh.hook.timing) not in (*outcomes.RESTRICTS_NEXT_TURN,
                                                        *TURN_END) \
                    or not isinstance(s.action, nodes.Restrict) or not s.guards or s.times:
                continue
            phase = stretch(s.guards)
            if phase is None:
                continue
            barred = first_barred(s.action)
            if barred is None:
                continue
            card, key, code = barred
            outcome = outcomes.OUTCOMES[key]
            self.report_sites(
                code, [(bh, s)],
                f"a single {card} is kept out of every turn while {phase}: "
                f"{outcome.achieves} ({outcome.rule}); that stretch of turns comes back "
                "every round, whatever is played, and its power is gone for all of it "
                "(R-CUSTOM-2)",
                f"let a play set the restriction off (like a 7), or allow the {card}")
            return

    def most_plays(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        """LP207/LP208 for a restriction whose condition is false only on plays a round
        seldom sees (mostplays.py): the card is out of two thirds of its chances or more; an
        every-turn LP210 on the same site gives way to it."""
        for card, key, code in PROTECTED_CARDS:
            hit = mostplays.most_plays([s for _, s in found], card, NOT_AFTER[card])
            if hit is None:
                continue
            site, part = hit
            bh = next(b for b, s in found if s is site)
            o = outcomes.OUTCOMES[key]
            self.found = [(f, d) for f, d in self.found
                          if not (d.code == "LP210" and d.line == site.action.line)]
            self.report_sites(code, [(bh, site)], *mostplays.message(
                said(site.guards), card, part, o.achieves, o.rule))
            return

    # ------------------------------------------------------------ LP207-LP209
    def restrictions(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        hooks = set(outcomes.RESTRICTS_NEXT_TURN)
        if draws_every_play(found):
            hooks |= {("draw", "before"), ("draw", "after")}
        # an unguarded restriction at every turn's end restricts every next turn, as the
        # turn's own hooks do (issue 29: 'after turn_end: next play must be 4 or higher'
        # kills the 2 and the 3); a guarded one is left to the trial, as its guard reads
        # the turn that ended, not the play that left the pile
        group = [(bh, s) for bh, s in found if isinstance(s.action, nodes.Restrict)
                 and ((bh.hook.event, bh.hook.timing) in hooks
                      or ((bh.hook.event, bh.hook.timing) in TURN_END and not s.guards))]
        if not group:
            return
        for card, key, code in PROTECTED_CARDS:
            outcome = outcomes.OUTCOMES[key]

            def fires(s: Site, env: Env, card: int = card) -> bool:
                return excludes(s.action, card, env)  # type: ignore[arg-type]

            def keep(env: Env, card: int = card) -> bool:
                return env[("play", "rank")] not in NOT_AFTER[card]

            verdict = self.decide(
                code, group, fires, keep,
                f"a single {card} is kept out of every turn a play leaves a pile: "
                f"{outcome.achieves} ({outcome.rule})",
                "give the restriction a condition that is false on some plays (like a 7 "
                f"after a 7), or allow the {card}",
                f"whether a single {card} is kept out of every turn",
                count_code="LP209")
            if verdict:
                return


def bars_rank(act: nodes.Restrict, card: int) -> bool:
    """Whether the restriction ``act`` keeps ``card`` out in any number (a list without it,
    a floor or a ceiling past it; not a count of cards, which leaves a pair)."""
    return act.kind != "min_cards" and bars(act, card) is True


# ---------------------------------------------------------------- what an action does
def removes_pile(act: nodes.Action) -> bool:
    """A take from the pile (of a count that may be more than 0) or a rule's pickup."""
    if isinstance(act, nodes.Pickup):
        return True
    if isinstance(act, nodes.Take) and act.source == "pile":
        return not (isinstance(act.count, nodes.Number) and act.count.value == 0)
    return False


def undoes(bh: BookHook, site: Site) -> bool:
    """Whether ``site`` takes the standing play back into the hand of whoever made it."""
    maker = outcomes.STANDING_PLAY.get((bh.hook.event, bh.hook.timing))
    return maker is not None and removes_pile(site.action) and \
        receiver_may_be(site.action.who, site.loop, maker)  # type: ignore[attr-defined]


def moves_cards(act: nodes.Action) -> bool:
    """Whether ``act`` puts cards into a hand."""
    return isinstance(act, nodes.Draw | nodes.Give | nodes.Take | nodes.Pickup)


def first_barred(act: nodes.Restrict,
                 among: Collection[int] | None = None) -> tuple[int, str, str] | None:
    """The first protected card (:data:`PROTECTED_CARDS`, ``among`` them if given) that
    the restriction keeps out of a single play, as ``(card, outcome key, code)``; a rank
    read from the table is the trial's question, not this one."""
    for card, key, code in PROTECTED_CARDS:
        if among is not None and card not in among:
            continue
        if bars(act, card):  # None: a rank read from the table
            return card, key, code
    return None


def draws_every_play(found: Sequence[tuple[BookHook, Site]]) -> bool:
    """Whether the book causes a draw after every play (the event graph's edge play ->
    draw, unguarded), so hooks on ``draw`` act on every turn while the draw pile lasts."""
    return bool(every_play_draws(found))


def every_play_draws(found: Sequence[tuple[BookHook, Site]]) -> list[tuple[BookHook, Site]]:
    """The unguarded draws of hooks that run after every play: each causes a draw event
    on every play (the event graph's edge play -> draw)."""
    return [(bh, s) for bh, s in found if isinstance(s.action, nodes.Draw) and not s.guards
            and (bh.hook.event, bh.hook.timing) in outcomes.RESTRICTS_NEXT_TURN]



def bonus_paid_back(check: Check, act: nodes.Action) -> None:
    """LP203 (its home) for a bonus play paid back, found by checks/blocks.py's
    ``bonus_refunded``: its player gets back as many cards as the play had."""
    check.report("LP203", act, "right after a bonus play its player gets back as many "
                 "cards as it had (play.count): the bonus play sheds nothing, so the "
                 "clear's reward is taken back each time (R-CLEAR-1, R-CLEAR-3; bonus "
                 "plays never draw, R-DRAW-2)",
                 "give the card to another player, or a fixed one ('next player draws 1 "
                 "card')")
