"""Blocks a protected outcome, across the whole book (LP205-LP210; R-CUSTOM-2).

The policy table (permissions.py) judges one hook's effects against its own event; this
check judges the book against what each base event must *achieve*
(engine/outcomes.py, ``OUTCOMES``), on every path the book allows:

- **LP205 undoes-play** (R-PLAY-4): while a play lies on the pile for the next decision
  (``outcomes.STANDING_PLAY``: after the play, around its draw, at the next turn's
  start), a rule takes cards off the pile back into the hand of the player who made it
  (the language takes from the top, and the top of the pile is that play), on any path;
  or a rule takes the pile off on *every* play, whoever gets it, so no play ever stands.
- **LP206 cancels-draw** (R-DRAW-1): between a turn's first play and its draw
  (``outcomes.BEFORE_DRAW``), cards that are not drawn (gives, takes, pickups) reach the
  player and lift a hand that would have drawn to three: the draw never happens. Cards
  the rules draw for the player are a draw and keep the outcome.
- **LP207 bars-ten** (R-SPECIAL-10), **LP208 bars-two-or-three** (R-SPECIAL-2/-3),
  **LP209 leaves-no-play** (R-TURN-2): restrictions that hold on every turn a play left
  a pile (after the play, the turn's own ``before``/``after turn`` hooks, the turn's end
  ``turn_end``, and a draw the book causes on every play: the event graph) and together
  keep a single 10, 2 or 3 out of every such turn (LP209 when it is the count, ``at
  least N cards``, that leaves a hand of single cards no play). A restriction with a
  condition that is false on some such turn is fine, like a 7: the card has its turns.
- **LP210 blocking-undecided** (warning): a guard reads something with no finite domain
  here, or holds on every turn once a count is large enough: whether play gets there is
  not decided by the text. The warning says what was read; the audit searches tables.

Guards are decided by going through every table they can tell apart (guards.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ....engine import outcomes
from ...catalogue import vocabulary
from ...tree import nodes
from ..nodememo import NodeMemo
from ..wholebook import BookCheck, BookHook
from .arrivaltable import Arrival, ArrivalTable
from .base import attributes_of
from .guards import (
    FAR,
    Env,
    Site,
    Unknown,
    Var,
    combinations,
    constants,
    domains,
    runs,
    show,
    site_reads,
    sites,
    times,
    unbounded,
    value,
)

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
#: The play that leaves the pile: its rank and count are always part of the question.
PLAY_VARS: tuple[Var, ...] = (("play", "rank"), ("play", "count"))
_PLAY_DOMAINS: dict[Var, tuple[object, ...]] = {
    ("play", "count"): (1, 2, 3),  # four of a rank clears (R-CLEAR-2)
    ("table", "pile"): (1, 2, 3, 4, 8, 20),  # a play lies on it
}
_HAND: Var = ("hand", "acting")


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


class ProtectedOutcomes(BookCheck):
    """LP205-LP210: the book undoes or prevents what a base event must achieve."""

    def check(self) -> None:
        found = [(bh, s) for bh in self.book.hooks if not reads_unknown(bh.hook)
                 for s in sites(bh.hook)]
        self.undoes_play(found)
        self.cancels_draw(found)
        self.restrictions(found)

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
        message = (f"{names} cause{'s' * (len(causes) == 1)} a draw after every play, and "
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

    # ------------------------------------------------------------ LP206
    def cancels_draw(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        group = [(bh, s) for bh, s in found
                 if (bh.hook.event, bh.hook.timing) in outcomes.BEFORE_DRAW
                 and moves_cards(s.action) and may_reach_acting(s.action, s.loop)
                 and not undoes(bh, s)]  # LP205 says it: the play itself comes back
        if not any(not isinstance(s.action, nodes.Draw) for _, s in group):
            return
        outcome = outcomes.OUTCOMES["draw-tops-up"]
        fixed = {_HAND: (0, 1, 2), ("play", "bonus"): (False,),
                 ("table", "draw_pile"): (1, 2, 5, 20), ("play", "source"): ("hand", "up"),
                 **_PLAY_DOMAINS}
        try:
            needed = set(PLAY_VARS) | {("play", "source"), ("play", "bonus")}
            for _, s in group:
                needed |= site_reads(s, counts(s.action))
            needed.discard(_HAND)  # gone through last, for each table of the rest
            space = sorted(needed)
            near = constants(e for _, s in group for e in guarded(s))
            hit = arrival_table(group, space).first_cancelling(domains(space, fixed, near))
            if hit is None:
                return
            env0, hand = hit
            ran = arrivals(group, {**env0, _HAND: hand})
            total = sum(n for _, _, n in ran)
            culprits = [(bh, s) for bh, s, _ in ran if not isinstance(s.action, nodes.Draw)]
            self.report_sites("LP206", culprits,
                              f"cards that are not drawn reach the player between "
                              f"their play and its draw and lift every hand that "
                              f"would draw to three: with {hand} hand card"
                              f"{'s' * (hand != 1)} left after a play of "
                              f"{env0[('play', 'count')]}{_where(env0, space)}, they "
                              f"hold {hand + total} and the turn's draw never "
                              f"happens, but {outcome.achieves} ({outcome.rule})",
                              "give the cards after the draw ('after draw:'), or let "
                              "the player draw them")
        except Unknown as why:
            self.report_sites("LP210", [group[0]],
                              f"whether cards given before the draw cancel it cannot be "
                              f"decided: the rule reads {why}; {outcome.achieves} "
                              f"({outcome.rule})", "guard it on the acting player's hand")

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
                count_code=True)
            if verdict:
                return

    # ------------------------------------------------------------ deciding
    def decide(self, code: str, group: Sequence[tuple[BookHook, Site]],
               fires: Callable[[Site, Env], bool], keep: Callable[[Env], bool],
               message: str, hint: str, question: str, *, count_code: bool = False) -> bool:
        """Whether the sites of ``group`` together act on every turn a play leaves a pile
        (``keep`` picks those plays); report ``code`` (or LP209 for counts, LP210 when it
        holds only once a count is large or cannot be read) and return True if reported."""
        try:
            needed = set(PLAY_VARS)
            for _, s in group:
                needed |= site_reads(s, counts(s.action))
            space = sorted(needed)
            far_only = True  # every turn it spares has a count below FAR
            spared = False
            used: list[tuple[BookHook, Site]] = []
            sample: Env = {}
            near = constants(e for _, s in group for e in guarded(s))
            # each site's answer kept by the values it reads: the same answer, worked out
            # once for each table the site can tell apart (issue 26)
            reads = [sorted(site_reads(s, counts(s.action))) for _, s in group]
            kept: list[dict[tuple[object, ...], bool]] = [{} for _ in group]
            for env in combinations(space, _PLAY_DOMAINS, keep, near):
                hit = []
                for k, (bh, s) in enumerate(group):
                    key = tuple(env[v] for v in reads[k])
                    acts = kept[k].get(key)
                    if acts is None:
                        acts = kept[k][key] = bool(runs(s, env) and times(s, env)
                                                   and fires(s, env))
                    if acts:
                        hit.append((bh, s))
                if hit:
                    sample = sample or env
                    used.extend(h for h in hit if h not in used)
                    continue
                spared = True
                if all(env[v] in FAR for v in space if unbounded(v)) or \
                        not any(unbounded(v) for v in space):
                    far_only = False
                    break
        except Unknown as why:
            self.report_sites("LP210", [group[0]], f"{question} cannot be decided: the rule "
                              f"reads {why}", "give it a condition on the event's own "
                              "attributes (play.rank, play.count ...)")
            return True
        if not used:
            return False
        if spared and not far_only:
            return False
        if spared:
            counters = ", ".join(show(v) for v in space if unbounded(v))
            self.report_sites("LP210", used, f"{question} cannot be decided: once "
                              f"{counters} is large enough, {message}", hint)
            return True
        if count_code and all(s.action.kind == "min_cards"  # type: ignore[attr-defined]
                              for _, s in used):
            n = value(used[0][1].action.count, sample)  # type: ignore[attr-defined]
            o = outcomes.OUTCOMES["legal-play"]
            message = (f"every turn a play leaves a pile must be a play of at least {n} "
                       f"cards: a hand of single cards never has a play and a single 10 "
                       f"never clears, but {o.achieves} ({o.rule})")
            code = "LP209"
        if len(used) > 1:
            message = "together, " + message
        self.report_sites(code, used, message, hint)
        return True

    # ------------------------------------------------------------ reporting
    def report_at(self, bh: BookHook, node: nodes.Node, code: str, message: str,
                  hint: str) -> None:
        self.report(code, bh.filename, node, f"rule \"{bh.rule.name}\": {message}", hint)

    def report_sites(self, code: str, used: Iterable[tuple[BookHook, Site]], message: str,
                     hint: str) -> None:
        """One diagnostic in each file the sites are in, at its first site there."""
        used = list(used)
        names = ", ".join(f"rule \"{bh.rule.name}\" ({bh.hook.timing} {bh.hook.event}, "
                          f"{self.where(bh, s.action.line)})" for bh, s in used)
        done: set[str] = set()
        for bh, s in used:
            if bh.filename not in done:
                done.add(bh.filename)
                self.report(code, bh.filename, s.action, f"{names}: {message}", hint)


# ---------------------------------------------------------------- what an action does
def guarded(site: Site) -> list[nodes.Expr]:
    """The expressions of ``site``: its guards, repeat counts and the action's numbers."""
    return [c for c, _ in site.guards] + list(site.times) + counts(site.action)


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


def counts(act: nodes.Action) -> list[nodes.Expr]:
    """The numbers ``act`` reads (its count, a restriction's ranks)."""
    out = [e for e in (getattr(act, "count", None),) if isinstance(e, nodes.Expr)]
    if isinstance(act, nodes.Restrict):
        out += list(act.ranks)
    return out


def received(site: Site, env: Env) -> int:
    """How many cards ``site`` puts into the acting player's hand on ``env`` (0 if it
    does not run)."""
    if not runs(site, env):
        return 0
    act = site.action
    if isinstance(act, nodes.Pickup):
        n = env.get(("table", "pile"), 1)
    else:
        n = value(act.count, env)  # type: ignore[attr-defined]
    return (n if isinstance(n, int) and n > 0 else 0) * times(site, env)


def excludes(act: nodes.Restrict, card: int, env: Env) -> bool:
    """Whether the restriction ``act`` forbids a single ``card`` on ``env``."""
    if act.kind == "min_cards":
        n = value(act.count, env) if act.count is not None else None
        # more than four cards is no play at all: LP914, and the restriction lapses
        return isinstance(n, int) and 2 <= n <= 4
    ranks = [value(r, env) for r in act.ranks]
    if any(not isinstance(r, int) for r in ranks):
        return False  # a rank with no value: the runtime skips the restriction
    if act.kind == "at_most":
        return card > ranks[0]  # type: ignore[operator]
    if act.kind == "at_least":
        return card < ranks[0]  # type: ignore[operator]
    return card not in ranks


def draws_every_play(found: Sequence[tuple[BookHook, Site]]) -> bool:
    """Whether the book causes a draw after every play (the event graph's edge play ->
    draw, unguarded), so hooks on ``draw`` act on every turn while the draw pile lasts."""
    return bool(every_play_draws(found))


def every_play_draws(found: Sequence[tuple[BookHook, Site]]) -> list[tuple[BookHook, Site]]:
    """The unguarded draws of hooks that run after every play: each causes a draw event
    on every play (the event graph's edge play -> draw)."""
    return [(bh, s) for bh, s in found if isinstance(s.action, nodes.Draw) and not s.guards
            and (bh.hook.event, bh.hook.timing) in outcomes.RESTRICTS_NEXT_TURN]


def arrivals(group: Sequence[tuple[BookHook, Site]], env: Env
             ) -> list[tuple[BookHook, Site, int]]:
    """The sites of ``group`` that put cards into the acting player's hand on ``env``
    (``hand of acting player``: what is left after the play), with how many, in the
    order they run: the turn's hooks, then the play's, then the pass's, each in book
    order. Each site reads the hand as the cards before it left it: before the play the
    hand still holds the played cards."""
    order = {key: i for i, key in enumerate(outcomes.BEFORE_DRAW)}
    after = env[_HAND]
    count = env[("play", "count")]
    assert isinstance(after, int) and isinstance(count, int)
    before = after + count if env.get(("play", "source")) == "hand" else after
    got = 0
    out: list[tuple[BookHook, Site, int]] = []
    for bh, s in sorted(group, key=lambda p: (order[(p[0].hook.event, p[0].hook.timing)],
                                              p[0].index)):
        early = (bh.hook.event, bh.hook.timing) in _BEFORE_PLAY
        n = received(s, {**env, _HAND: (before if early else after) + got})
        if n:
            got += n
            out.append((bh, s, n))
    return out


def arrival_table(group: Sequence[tuple[BookHook, Site]], space: Sequence[Var]
                  ) -> ArrivalTable:
    """:func:`arrivals` over every table of ``space`` made fast (arrivaltable.py): the
    sites of ``group`` in the order they run, each with what it reads."""
    order = {key: i for i, key in enumerate(outcomes.BEFORE_DRAW)}
    ran: list[Arrival] = []
    for bh, s in sorted(group, key=lambda p: (order[(p[0].hook.event, p[0].hook.timing)],
                                              p[0].index)):
        read = site_reads(s, counts(s.action))
        if isinstance(s.action, nodes.Pickup):
            read.add(("table", "pile"))  # received() reads it, 1 when not in the space
        ran.append(Arrival(s, frozenset(read), (bh.hook.event, bh.hook.timing) in _BEFORE_PLAY,
                           isinstance(s.action, nodes.Draw)))
    return ArrivalTable(ran, space, _HAND, received)


#: The hooks that run before the play: their hand still holds the played cards.
_BEFORE_PLAY = frozenset({("turn", "before"), ("turn", "after"), ("play", "before")})


def _hand_fits(env: Env) -> bool:
    """A play from face-up cards leaves an empty hand (R-FACE-1)."""
    return env.get(("play", "source")) == "hand" or env[_HAND] == 0


def _always_keep(env: Env) -> bool:
    return env[("play", "rank")] not in (3, 10)


def _where(env: Env, space: Sequence[Var]) -> str:
    shown = [f"{show(v)} = {env[v]}" for v in space
             if v not in (_HAND, *PLAY_VARS, ("play", "source"), ("play", "bonus"))
             and v[0] not in vocabulary.MEASURES]
    return f" ({', '.join(shown)})" if shown else ""
