"""The turn's draw, on every path that cancels it (LP206; R-DRAW-1), across files.

Between a turn's first play and its draw the player with fewer than three hand cards
draws (``outcomes.BEFORE_DRAW``; engine/outcomes.py, ``draw-tops-up``). Two paths lead
to draws that never happen:

- **Cards that reach the player first.** Cards that are not drawn (gives, takes,
  pickups) reach the player before the draw and lift a hand that would have drawn to
  three: the draw never happens. Cards the rules draw for the player are a draw and keep
  the outcome.
- **Draws that take the draw pile away.** A rule's draw that empties the draw pile
  *whenever it runs*, whatever the draw pile holds (``draws table.draw_pile cards``, a
  count no draw pile reaches, ``when table.draw_pile is at most 5: ... draws 5``),
  leaves every later turn's draw nothing, on any event: from then on no player who
  would draw ever does. So do hooks of the book that each draw a few cards on the same
  event but together take more than any draw pile holds (``after clear: next player
  draws 20 cards`` in one file, ``... previous player draws 20 cards`` in another),
  reported in each file. A draw of a few cards that empties the draw pile only near
  its end is the draw pile running out, as it does in the base game (R-DRAW-1 draws
  only from a draw pile that is not empty), and is fine.

A give that empties the drawing hand after its play is no such path: R-FACE-1 takes
the face-up cards up only once the draw chance is over, so the empty hand draws first
(the engine's ``Game.drawing``; docs/rules-notes.md, "R-FACE-1 timing").

A question that reads something with no domain here is LP210 (verdicts.py: the reason
and what was read are in the message), never a guess.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine import outcomes
from ...catalogue import vocabulary
from ...tree import nodes
from ..binding import conjuncts
from ..wholebook import BookHook
from .arrivaltable import Arrival, ArrivalTable
from .guards import (
    Env,
    Site,
    Unknown,
    Var,
    combinations,
    constants,
    domains,
    reads,
    runs,
    show,
    site_reads,
    sites,
    times,
    widened,
)
from .guards import value as value_of
from .outcomes import may_reach_acting, moves_cards, reads_unknown, undoes
from .verdicts import PLAY_DOMAINS, PLAY_VARS, Verdicts, counts, guarded

#: The draw pile sizes a draw is tried against: from its last card to the largest draw
#: pile a turn's draw meets (52 cards less nine dealt to each of two players, R-SETUP-2).
LARGEST = vocabulary.DECK - 2 * 9
SIZES = (1, 2, 3, 5, 8, 13, 20, LARGEST)
_PILE = ("table", "draw_pile")
#: Events after which the round has no draw left to protect.
ENDED = frozenset({"round_end", "win"})
#: The hand the turn's draw tops up: the acting player's, after the play.
_HAND: Var = ("hand", "acting")


class DrawPaths(Verdicts):
    """LP206: cards that reach the player before the draw, and draws that take the draw
    pile away, alone or together across the book's files."""

    def check(self) -> None:
        book = self.book
        together: dict[tuple[str, str], list[tuple[BookHook, Site, int]]] = {}
        found: list[tuple[BookHook, Site]] = []
        for bh in book.hooks:
            if bh.hook.event in ENDED or reads_unknown(bh.hook):
                continue  # the names family (LP601, LP901 ...) has said what is wrong
            for site in sites(bh.hook):
                found.append((bh, site))
                act = site.action
                try:
                    if isinstance(act, nodes.Draw) and _decidable(site, act) and \
                            not self.takes_draw_pile(bh, site, act) and _fixed(site, act):
                        key = (bh.hook.event, bh.hook.timing)
                        together.setdefault(key, []).append((bh, site, _fixed(site, act)))
                except Unknown as why:
                    self.undecided([(bh, site)], f"whether this {act.action} keeps the "
                                   f"turn's draw cannot be decided: the rule reads {why}; "
                                   f"{_OUTCOME.achieves} ({_OUTCOME.rule})",
                                   "guard it on the draw pile ('when table.draw_pile is at "
                                   "least ...') or on the acting player's hand")
        for (event, timing), group in together.items():
            if len(group) > 1 and sum(n for _, _, n in group) >= LARGEST:
                self.summed(event, timing, group)
        self.cancels_draw(found)

    # ------------------------------------------------------------ LP206
    def cancels_draw(self, found: Sequence[tuple[BookHook, Site]]) -> None:
        group = [(bh, s) for bh, s in found
                 if (bh.hook.event, bh.hook.timing) in outcomes.BEFORE_DRAW
                 and moves_cards(s.action) and may_reach_acting(s.action, s.loop)
                 and not undoes(bh, s)]  # LP205 says it: the play itself comes back
        if not any(not isinstance(s.action, nodes.Draw) for _, s in group):
            return
        outcome = outcomes.OUTCOMES["draw-tops-up"]
        try:
            space, fixed, near = draw_space(group)
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
                              f"would draw to three: with {hand} "
                              f"{'hand card' if hand == 1 else 'hand cards'} left after a play of "
                              f"{env0[('play', 'count')]}{_where(env0, space)}, they "
                              f"hold {hand + total} and the turn's draw never "
                              f"happens, but {outcome.achieves} ({outcome.rule})",
                              "give the cards after the draw ('after draw:'), or let "
                              "the player draw them")
        except Unknown as why:
            if _never_cancels(group):
                return
            self.undecided([group[0]],
                           f"whether cards given before the draw cancel it cannot be "
                           f"decided: the rule reads {why}; {outcome.achieves} "
                           f"({outcome.rule})", "guard it on the acting player's hand")

    def summed(self, event: str, timing: str, group: list[tuple[BookHook, Site, int]]) -> None:
        """Several unguarded draws on one event that together empty any draw pile."""
        names = ", ".join(f"rule \"{bh.rule.name}\" ({self.where(bh, s.action.line)}: {n})"
                          for bh, s, n in group)
        total = sum(n for _, _, n in group)
        done: set[str] = set()
        for bh, s, _ in group:
            if bh.filename in done:
                continue
            done.add(bh.filename)
            self.report("LP206", bh.filename, s.action,
                        f"these draws all run {timing} every {event} and together take "
                        f"{total} cards, more than any draw pile holds "
                        f"({LARGEST}): {names}; from the first such {event} on, no turn's "
                        f"draw happens, but {_OUTCOME.achieves} ({_OUTCOME.rule})",
                        "draw fewer cards, or only on some of them (a condition)")

    def takes_draw_pile(self, bh: BookHook, site: Site, act: nodes.Draw) -> bool:
        """Report (and say True) when ``act`` empties the draw pile whenever it runs."""
        n = _written(site, act)
        if n is not None and n < LARGEST and not any(
                isinstance(x, nodes.Attribute) and (x.namespace, x.name) == _PILE
                for g, _ in site.guards for x in g.walk()):
            return False  # a few cards, under guards that do not read the draw pile
        # guards that do not read the draw pile decide whether the draw runs, not how much
        # of the draw pile it takes: they are left out (they may hold, on some path), and
        # so are such parts of a guard that must hold whole ("whoever holds the fewest
        # cards, while the draw pile holds eight": the draw pile's part says how much is
        # left; who holds the fewest, which the analysis cannot read, only whether it runs)
        # a guard on what the draw's count reads bounds how much it takes ("while count
        # "c" is at most 3, draw count "c""): it is kept, as a guard on the draw pile is
        amount = _reads_of(act.count)
        site = Site(site.hook, site.action, tuple(
            (g, want) for g, want in conjuncts(site.guards)
            if _reads_pile(g) or (amount and _reads_of(g) & amount)),
            site.times, site.loop)
        space = sorted(site_reads(site, [act.count]) - {_PILE})
        near = constants([act.count, *(c for c, _ in site.guards), *site.times])
        # the sizes where a comparison with a written number can change its answer, too
        sizes = sorted({*SIZES, *(c + k for c in near for k in (-1, 0, 1)
                                  if 1 <= c + k <= LARGEST)})
        for env0 in combinations(space, {}, near=near):
            fired = [d for d in sizes if runs(site, {**env0, _PILE: d})]
            if fired and all(_drawn(site, act, {**env0, _PILE: d}) >= d for d in fired):
                self.say(bh, act, "LP206", f"this draw takes every card of the draw pile "
                         f"whenever it runs (with {fired[-1]} "
                         f"{'card left' if fired[-1] == 1 else 'cards left'} "
                         f"it draws {_drawn(site, act, {**env0, _PILE: fired[-1]})}): "
                         f"from then on no turn's draw happens, the player who would draw "
                         f"finds the draw pile empty, but {_OUTCOME.achieves} "
                         f"({_OUTCOME.rule})", "draw a fixed few cards, or only while the "
                         "draw pile holds more ('when table.draw_pile is at least ...')")
                return True
        return False

    def say(self, bh: BookHook, node: nodes.Node, code: str, message: str, hint: str) -> None:
        """Report at ``node`` of ``bh``, naming the rule and, in a book of several files,
        where it is."""
        where = f", {self.where(bh, node.line)}" if self.book.several_files else ""
        super().report(code, bh.filename, node, f"rule \"{bh.rule.name}\" ({bh.hook.timing} "
                       f"{bh.hook.event}{where}): {message}", hint)


_OUTCOME = outcomes.OUTCOMES["draw-tops-up"]


def received(site: Site, env: Env) -> int:
    """How many cards ``site`` puts into the acting player's hand on ``env`` (0 if it
    does not run)."""
    if not runs(site, env):
        return 0
    act = site.action
    if isinstance(act, nodes.Pickup):
        n = env.get(("table", "pile"), 1)
    else:
        n = value_of(act.count, env)  # type: ignore[attr-defined]
    return (n if isinstance(n, int) and n > 0 else 0) * times(site, env)


def draw_space(group: Sequence[tuple[BookHook, Site]]
               ) -> tuple[list[Var], dict[Var, tuple[object, ...]], frozenset[int]]:
    """The tables LP206 goes through for the sites of ``group``: the variables they read
    (the acting player's hand left out: it is gone through last, for each table of the
    rest), the values each takes, and the numbers written near them."""
    fixed: dict[Var, tuple[object, ...]] = {
        _HAND: (0, 1, 2), ("play", "bonus"): (False,), ("table", "draw_pile"): (1, 2, 5, 20),
        ("play", "source"): ("hand", "up"), **PLAY_DOMAINS}
    needed = set(PLAY_VARS) | {("play", "source"), ("play", "bonus")}
    for _, s in group:
        needed |= site_reads(s, counts(s.action))
    needed.discard(_HAND)
    return sorted(needed), fixed, constants(e for _, s in group for e in guarded(s))


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


def _where(env: Env, space: Sequence[Var]) -> str:
    shown = [f"{show(v)} = {env[v]}" for v in space
             if v not in (_HAND, *PLAY_VARS, ("play", "source"), ("play", "bonus"))
             and v[0] not in vocabulary.MEASURES]
    return f" ({', '.join(shown)})" if shown else ""


def _reads_pile(g: nodes.Expr) -> bool:
    return any(isinstance(x, nodes.Attribute) and (x.namespace, x.name) == _PILE
               for x in g.walk())


def _reads_of(expr: nodes.Expr | None) -> set[Var]:
    """The variables ``expr`` reads, the draw pile aside (none when one has no domain)."""
    out: set[Var] = set()
    if expr is None:
        return out
    try:
        reads(expr, out)
    except Unknown:
        return set()
    return out - {_PILE}


def _never_cancels(group: Sequence[tuple[BookHook, Site]]) -> bool:
    """Whether no table cancels the draw even with the parts of the guards the analysis
    cannot read taken to hold (guards.widened): then no table cancels it at all."""
    wide = [(bh, widened(s)) for bh, s in group]
    try:
        space, fixed, near = draw_space(wide)
        return arrival_table(wide, space).first_cancelling(
            domains(space, fixed, near)) is None
    except Unknown:
        return False


def _written(site: Site, act: nodes.Draw) -> int | None:
    """The cards a draw of written numbers (``20``, ``50 + 3``) takes each time it runs,
    or None."""
    if any(isinstance(x, nodes.Attribute | nodes.Measure | nodes.CountRef)
           for x in act.count.walk()) or \
            any(not isinstance(t, nodes.Number) for t in site.times):
        return None
    return _drawn(site, act, {})


def _decidable(site: Site, act: nodes.Draw) -> bool:
    """Whether a draw is this check's to judge: one of a written number of cards (at most
    the deck: more is LP914's), or of a count read off the draw pile itself, repeated a
    written number of times, outside a ``for each`` (whose players' own guards change
    as the loop draws). Other counts (``hand of dealer``) decide how many cards a player
    gets, not whether the draw pile is taken on purpose, and are left to the rest."""
    if site.loop is not None or any(not isinstance(t, nodes.Number) for t in site.times):
        return False
    n = _written(site, act)
    if n is not None:
        return n <= vocabulary.DECK
    return all(isinstance(x, nodes.Number) or (
        isinstance(x, nodes.Attribute) and (x.namespace, x.name) == _PILE)
        for x in act.count.walk() if isinstance(x, nodes.Number | nodes.Attribute | nodes.Measure))


def _fixed(site: Site, act: nodes.Draw) -> int:
    """The cards an unguarded draw of a written number takes each time its hook runs, or 0."""
    return 0 if site.guards else _written(site, act) or 0


def _drawn(site: Site, act: nodes.Draw, env: Env) -> int:
    n = value_of(act.count, env)
    return (n if isinstance(n, int) and n > 0 else 0) * times(site, env)
