"""The standing play (LP205; R-PLAY-4) and blocks through rule-caused events (LP202, LP203,
LP501; R-CUSTOM-2), across the book.

**LP205 undoes-play** is this module's, on every path: while a play lies on the pile for
the next decision (``outcomes.STANDING_PLAY``: after the play, around its draw, at the
next turn's start), a rule takes cards off the pile back into the hand of the player who
made it (the language takes from the top, and the top of the pile is that play); or a
rule takes the pile off on *every* play, whoever gets it, so no play ever stands
(directly, or on the draw a rule causes after every play); or a hook down a chain of
caused events takes the play back (below).

A hook's actions cause events (permissions.CAUSES: a draw causes ``draw``, a give may
empty the giver's hand and cause ``take_up``, a pickup ``pickup``, a clear ``clear`` and
``bonus``), and every hook on a caused event runs at once, inside the hook that caused
it, maybe in another file. The outcome a base event protects must hold through that
chain too (DESIGN.md, "What blocking means": "through any rule-caused event"). This
check walks the book's event graph (the same edges as LP402's, cycles.caused) from each
hook, any number of hops, and follows two things along every path:

- **The pending event's protected set** (permissions.FORBIDDEN): while a guarded event's
  hooks apply their effects (``before draw``, ``before clear``, ``after out`` ...), the
  hooks of the events they cause may not write what it protects either. The runtime
  refuses such a list (``play/protection.py``, ``RulesInPlay.pending``); lint names the
  chain with the code of the protected entry: ``before draw: clear the pile`` then
  ``after clear: acting player takes 1 card from the cleared cards`` gives the drawer a
  card before the draw (LP202, R-DRAW-1).
- **The standing play** (engine/outcomes.py, ``STANDING_PLAY``): after a play, the play
  lies on the pile (or, once a rule clears the pile, on top of the cleared cards); a
  hook down the chain that takes it from there into the hand of the player who made it
  undoes the play (LP205, R-PLAY-4): ``after play: clear the pile`` then ``after
  clear: acting player takes 1 card from the cleared cards`` (a clear on every play, and
  a take on every clear: a clear on some plays is a custom clear, R-CLEAR-2, whose
  hooks may hand cleared cards back, R-CLEAR-3).

Who a role is down the chain: a caused event's acting player is whoever the causing
action moved (the drawer, the picker, the giver; the clearer is the hook's own acting
player); ``next``/``previous`` are reckoned from the player to act (``sandbox/seats.py``),
which is the event's player except before a turn begins (checks/seating.py, the one
statement of it, which blocks.py reads too). A role is an offset from the pending
event's player where that is known, else it may be anyone. Like LP202, a
condition on the way does not help: the chain happens on some path. A step the hook's
own event already forbids is left to blocks.py (one diagnostic for one fault).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ....engine import outcomes
from ...catalogue import permissions, vocabulary
from ...tree import nodes
from ..wholebook import BookHook
from . import seating
from .base import Check
from .blocks import ACTION_KEYS
from .guards import Env, Site, Unknown, holds, site_reads, sites
from .outcomes import every_play_draws, reads_unknown, receiver_may_be, removes_pile, undoes
from .seating import Offset
from .verdicts import Verdicts

#: Where the standing play lies while a chain runs: on the pile, on top of the cleared
#: cards, or nowhere a take can reach (picked up, or no play stands).
PILE, CLEARED, GONE = "pile", "cleared", "gone"


@dataclass(frozen=True, slots=True)
class Step:
    """One hop of a chain: a site of a hook, and the event its action causes."""

    hook: BookHook
    site: Site
    event: str


@dataclass(frozen=True, slots=True)
class Frame:
    """Who is who in a hook down the chain: its acting player's offset, the player to
    act's offset (``next``/``previous`` count from them), and where the play lies."""

    acting: Offset
    current: Offset
    play: str


def may_be(role: nodes.Role, frame: Frame, loop: nodes.Role | None, target: int) -> bool:
    """Whether ``role`` may be the player at offset ``target`` in a hook of ``frame``
    (seating.may_be)."""
    return seating.may_be(role, frame.acting, frame.current, loop, target)


def role_offset(role: nodes.Role, frame: Frame, loop: nodes.Role | None) -> Offset:
    """The offset of a single ``role`` read in a hook of ``frame`` (seating.role_offset)."""
    return seating.role_offset(role, frame.acting, frame.current, loop)


def receivers(act: nodes.Action) -> list[nodes.Role]:
    """The roles whose hands ``act`` puts cards into (a give to a side: see may_receive)."""
    if isinstance(act, nodes.Draw | nodes.Take | nodes.Pickup):
        return [act.who]
    if isinstance(act, nodes.Give) and act.to is not None:
        return [act.to]
    return []


def tags(site: Site, frame: Frame, target: int) -> list[str]:
    """What the action of ``site`` does, by the policy's effect names, with what it does
    to the player at offset ``target`` (blocks.action_effects, down a chain)."""
    act = site.action
    key = ACTION_KEYS.get(type(act))
    if isinstance(act, nodes.Take) and act.source == "pile":
        key = "take_pile"
    out = list(permissions.ACTION_EFFECTS.get(key, ())) if key is not None else []
    loop = site.loop
    if any(may_be(r, frame, loop, target) for r in receivers(act)):
        out.append("cards_to_acting")
    if isinstance(act, nodes.Give):
        if may_be(act.giver, frame, loop, target):
            out.append("cards_from_acting")
        if act.to is None:  # a neighbour of the giver
            giver = role_offset(act.giver, frame, loop)
            if giver is None or abs(giver - target) != 0 or \
                    vocabulary.ROLES.get(act.giver.kind, vocabulary.ROLES["acting"]).plural:
                out.append("cards_to_acting")
    elif isinstance(act, nodes.Skip) and may_be(act.who, frame, loop, target):
        out.append("skip_acting")
    elif isinstance(act, nodes.SwapUp) and may_be(act.who, frame, loop, target):
        out.append("face_up_acting")
    return out


def caused_by(site: Site, frame: Frame) -> Iterator[tuple[str, Frame]]:
    """The events the action of ``site`` causes, each with the frame of its hooks."""
    act = site.action
    key = "take_pile" if isinstance(act, nodes.Take) and act.source == "pile" else act.action
    play = after_action(act, frame.play)
    for event in permissions.CAUSES.get(key, ()):
        if isinstance(act, nodes.Draw | nodes.Pickup):
            mover: Offset = role_offset(act.who, frame, site.loop)
        elif isinstance(act, nodes.Give):
            mover = role_offset(act.giver, frame, site.loop)
        else:  # a clear: the hook's own acting player clears
            mover = frame.acting
        yield event, Frame(mover, frame.current, play)


def after_action(act: nodes.Action, play: str) -> str:
    """Where the standing play lies once ``act`` has run."""
    if play == PILE and isinstance(act, nodes.ClearPile):
        return CLEARED
    if play == PILE and isinstance(act, nodes.Pickup):
        return GONE
    if play == CLEARED and isinstance(act, nodes.ClearPile):
        return GONE  # a clear of a new pile: the play lies deeper now
    return play


def takes_play(act: nodes.Action, play: str) -> bool:
    """Whether ``act`` takes the standing play (lying at ``play``) into a hand."""
    if play == PILE:
        if isinstance(act, nodes.Pickup):
            return True
        return isinstance(act, nodes.Take) and act.source == "pile" and \
            not (isinstance(act.count, nodes.Number) and act.count.value == 0)
    if play == CLEARED:
        return isinstance(act, nodes.Take) and act.source == "cleared" and act.end == "top" \
            and not (isinstance(act.count, nodes.Number) and act.count.value == 0)
    return False


def every_play(origin: BookHook, unguarded: bool, site: Site, frame: Frame) -> bool:
    """Whether a take of the standing play at ``site`` undoes it (``unguarded``: no step
    of the chain before it has a condition or a repeat). From the pile, on any path (as
    LP205 judges a take in the play's own hooks). From the cleared cards, only when the
    rule's clear comes after every play and the take on every clear, no condition on the
    way: a clear on some plays is a custom clear (R-CLEAR-2), like a 10, and its hooks
    may hand cleared cards back as its reward (R-CLEAR-3)."""
    if frame.play != CLEARED:
        return True
    key = (origin.hook.event, origin.hook.timing)
    return key in outcomes.RESTRICTS_NEXT_TURN and not site.guards and not site.times and \
        unguarded


#: A walk's state: the event a step caused, the frame of its hooks, and whether every
#: step so far ran unguarded. The hooks on that event are visited once per state.
State = tuple[str, Frame, bool]
#: Walks that judge alike share their states: the origin's event and timing, its start
#: frame and the standing play's maker.
WalkKey = tuple[tuple[str, str], Frame, int | None]


class CausedChains(Verdicts):
    """LP205 on every path, and LP202, LP203, LP501 through the events the book's own
    actions cause.

    Linear in the book's hooks: walks from origins that judge alike (the same event and
    timing, the same start) share what they have visited, and a caused event's hooks are
    visited together, once per :data:`State`: a second origin reaches nothing the first
    one did not already judge (a site reports each code once, ``done``)."""

    def check(self) -> None:
        self.sites = {bh.index: sites(bh.hook) for bh in self.book.hooks}
        self.undoes_play([(bh, s) for bh in self.book.hooks if not reads_unknown(bh.hook)
                          for s in self.sites[bh.index]])
        self.done: set[tuple[int, int, str]] = set()  # (site's hook, line, code) reported
        seen: dict[WalkKey, set[State]] = {}
        for bh in self.book.hooks:
            key = (bh.hook.event, bh.hook.timing)
            guarded = permissions.FORBIDDEN.get(key)
            made_by = outcomes.STANDING_PLAY.get(key)
            if guarded is None and made_by is None:
                continue
            current = seating.current_at(bh.hook.event, bh.hook.timing)
            start = Frame(0, current, PILE if made_by is not None else GONE)
            maker = None if made_by is None else (0 if made_by == "acting" else -1)
            self.walk(bh, start, guarded or {}, maker,
                      seen.setdefault((key, start, maker), set()))

    def walk(self, origin: BookHook, start: Frame, guarded: dict[str, tuple[str, str]],
             maker: int | None, seen: set[State]) -> None:
        """Breadth first from ``origin``'s actions down the events they cause: report the
        first chain that writes what ``origin``'s event protects, or takes back the play.
        ``seen``: the states visited by this walk and the walks that judge alike."""
        Item = tuple[BookHook, Frame, tuple[Step, ...], bool]
        frontier: list[Item] = [(origin, start, (), True)]
        while frontier:
            nxt: list[Item] = []
            for bh, frame, path, unguarded in frontier:
                play = frame.play
                for site in self.sites[bh.index]:
                    here = Frame(frame.acting, frame.current, play)
                    if path:
                        self.judge(origin, bh, site, here, path, guarded, maker, unguarded)
                    still = unguarded and not site.guards and not site.times
                    for event, caused in caused_by(site, here):
                        state = (event, caused, still)
                        if state in seen:
                            continue
                        seen.add(state)
                        step = (*path, Step(bh, site, event))
                        nxt.extend((v, caused, step, still)
                                   for v in self.book.by_event.get(event, ()))
                    play = after_action(site.action, play)
            frontier = nxt

    def judge(self, origin: BookHook, bh: BookHook, site: Site, frame: Frame,
              path: tuple[Step, ...], guarded: dict[str, tuple[str, str]],
              maker: int | None, unguarded: bool) -> None:
        """Report ``site`` (down the chain ``path`` from ``origin``) if it blocks."""
        own = permissions.FORBIDDEN.get((bh.hook.event, bh.hook.timing), {})
        for tag in tags(site, frame, 0):
            if tag in guarded and tag not in own:
                code, reason = guarded[tag]
                self.say(code, origin, bh, site, path,
                         f"{permissions.EFFECTS[tag]} while the {origin.hook.timing} "
                         f"{origin.hook.event} that caused this is pending: {reason} "
                         "(R-CUSTOM-2)",
                         "let the first rule cause its event after the base event ('after "
                         f"{origin.hook.event}'), or aim the last step at another player")
                return
        if maker is not None and takes_play(site.action, frame.play) and \
                not undoes(bh, site) and every_play(origin, unguarded, site, frame) and \
                any(may_be(r, frame, site.loop, maker) for r in receivers(site.action)):
            o = outcomes.OUTCOMES["play-lands"]
            where = ("the pile" if frame.play == PILE
                     else "the cleared cards, where the rule's clear put it")
            self.say("LP205", origin, bh, site, path,
                     f"this takes the play just made off {where} into a hand that may be the "
                     f"player who made it: the play is undone, but {o.achieves} ({o.rule}, "
                     "R-CUSTOM-2)",
                     "take from another player's reach (give the cards to the next player), "
                     "or take the bottom cleared card")

    def say(self, code: str, origin: BookHook, bh: BookHook, site: Site,
            path: tuple[Step, ...], message: str, hint: str) -> None:
        """One diagnostic at the last step, and one at the first in another file."""
        key = (bh.index, site.action.line, code)
        if key in self.done:
            return
        self.done.add(key)
        steps = [f"rule \"{s.hook.rule.name}\" ({s.hook.hook.timing} {s.hook.hook.event}, "
                 f"{self.where(s.hook, s.site.action.line)}) causes a {s.event}"
                 for s in path]
        steps.append(f"rule \"{bh.rule.name}\" ({bh.hook.timing} {bh.hook.event}, "
                     f"{self.where(bh, site.action.line)})")
        chain = " → ".join(steps)
        text = f"through the events the book causes, {chain}: {message}"
        self.report(code, bh.filename, site.action, text, hint)
        first = path[0]
        if first.hook.filename != bh.filename:
            self.report(code, first.hook.filename, first.site.action, text, hint)

    # ------------------------------------------------------------ LP205
    def undoes_play(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        every: list[tuple[BookHook, Site]] = []
        drawn: list[tuple[BookHook, Site]] = []  # takes from the pile in draw hooks
        outcome = outcomes.OUTCOMES["play-lands"]
        for bh, site in found:
            act = site.action
            key = (bh.hook.event, bh.hook.timing)
            maker = outcomes.STANDING_PLAY.get(key)
            if maker is None or not removes_pile(act):
                continue
            if key == ("flip", "after") and _blind_taken_back(site):
                self.report_at(bh, act, "LP205",
                               "in the 'after flip' hook this takes cards off the pile, where "
                               "a legal blind card lands, into the hand of the player who "
                               "flipped it: every blind card comes back as a hand card, so "
                               "the blind play (R-FACE-2) is undone and the face-down cards "
                               f"never run out, but {outcome.achieves} ({outcome.rule})",
                               "give the cards to another player, or take them only after a "
                               "blind card that missed ('when not flip.legal')")
                continue
            if undoes(bh, site):
                whose = "their own play" if maker == "acting" else "the previous player's play"
                self.report_at(bh, act, "LP205",
                               f"in the '{bh.hook.timing} {bh.hook.event}' hook this takes "
                               f"cards off the pile into a hand that may be the player who "
                               f"made the play lying on it: {whose} goes back where it came "
                               f"from and is undone, but {outcome.achieves} "
                               f"({outcome.rule})",
                               "take from the cleared cards instead, or give the pile to "
                               "another player only on some plays")
            elif key in outcomes.RESTRICTS_NEXT_TURN:
                every.append((bh, site))
            elif bh.hook.event == "draw":
                drawn.append((bh, site))
        self.undone_through_draws(found, drawn)
        if every:
            self.decide("LP205", every, lambda s, env: True, _always_keep,
                        f"{'these rules take' if len(every) > 1 else 'this takes'} the pile "
                        f"off after every play, so no play ever stands: {outcome.achieves} "
                        f"({outcome.rule})",
                        "take the pile only on some plays (a condition on play.rank, say)",
                        "whether the pile is taken after every play")

    def undone_through_draws(self, found: Sequence[tuple[BookHook, Site]],
                             drawn: Sequence[tuple[BookHook, Site]]) -> None:
        """LP205 through the event graph (play -> draw): a rule that draws after every
        play causes a draw event on every play, so a hook on ``draw`` that takes from the
        pile (maybe in another file) takes the play off after every play, whoever gets
        it: no play ever stands. Reported in the files of both, naming the draws."""
        causes = every_play_draws(found)
        if not drawn or not causes:
            return
        outcome = outcomes.OUTCOMES["play-lands"]
        names = ", ".join(f"rule \"{bh.rule.name}\" ({bh.hook.timing} {bh.hook.event}, "
                          f"{self.where(bh, s.action.line)})" for bh, s in causes)
        verb = "causes" if len(causes) == 1 else "cause"  # whole words for the catalogs
        message = (f"{names} {verb} a draw after every play, and "
                   f"on that draw {'these take' if len(drawn) > 1 else 'this takes'} the "
                   f"pile off, so no play ever stands: {outcome.achieves} ({outcome.rule})")
        hint = ("take from the cleared cards instead, or draw (or take) only on some plays "
                "(a condition on play.rank, say)")
        if self.decide("LP205", drawn, lambda s, env: True, _always_keep, message, hint,
                       "whether the pile is taken on the draw after every play"):
            files = {bh.filename for bh, _ in drawn}
            takers = ", ".join(f"rule \"{bh.rule.name}\" ({bh.hook.timing} {bh.hook.event}, "
                               f"{self.where(bh, s.action.line)})" for bh, s in drawn)
            done: set[str] = set()
            for bh, s in causes:
                if bh.filename not in files and bh.filename not in done:
                    done.add(bh.filename)
                    self.report("LP205", bh.filename, s.action, f"{takers}: {message}", hint)


def _always_keep(env: Env) -> bool:
    return env[("play", "rank")] not in (3, 10)


def _blind_taken_back(site: Site) -> bool:
    """Whether ``site`` (an action of an ``after flip`` hook) may put cards into the
    flipper's hand after a legal blind card: a receiver that may be the acting player,
    and no guard on ``flip.legal`` alone that fails when the card is legal (after a miss
    the flipper picks the whole pile up anyway, R-FACE-2)."""
    if not any(receiver_may_be(r, site.loop, "acting") for r in receivers(site.action)):
        return False
    for cond, want in site.guards:
        try:
            alone = site_reads(Site(site.hook, site.action, ((cond, want),)))
        except Unknown:  # a guard the analysis cannot read is not one on flip.legal alone
            continue
        if alone == {("flip", "legal")}:
            try:
                if holds(cond, {("flip", "legal"): True}) != want:
                    return False
            except (KeyError, TypeError):
                continue
    return True


def pile_cleared_at_finish(check: Check, act: nodes.ClearPile, hook: nodes.Hook) -> None:
    """LP205 (its one home) for a clear as a player goes out, found by checks/winvote.py's
    ``visit_ClearPile``: the last card's effect and the last play on the pile taken away."""
    check.report("LP205", act, "the pile is cleared as a player goes out ("
                 f"{hook.timing} {hook.event}): the last card's effect still "
                 "resolves (R-WIN-1: a last 3 passes its pickup on, a last 7 "
                 "enforces low play) and the "
                 "last play lies on the pile for the next player to answer (R-PLAY-4); "
                 "cleared, it never does (R-CUSTOM-2)",
                 "leave the pile as it is when a player goes out, or clear it on a "
                 "play of the game (a Jack on a Queen)")
