"""The turn's draw, beyond the cards that reach it (LP206, LP210; R-DRAW-1), across files.

outcomes.py follows the cards that reach a player between their play and its draw. One
more path leads to the same end, draws that never happen:

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

A question that reads something with no domain here is LP210 (the reason and what was
read are in the message), never a guess.
"""

from __future__ import annotations

from ....engine import outcomes
from ...catalogue import vocabulary
from ...tree import nodes
from ..wholebook import BookCheck, BookHook
from .guards import (
    Env,
    Site,
    Unknown,
    combinations,
    constants,
    runs,
    site_reads,
    sites,
    times,
)
from .guards import value as value_of
from .outcomes import reads_unknown

#: The draw pile sizes a draw is tried against: from its last card to the largest draw
#: pile a turn's draw meets (52 cards less nine dealt to each of two players, R-SETUP-2).
LARGEST = vocabulary.DECK - 2 * 9
SIZES = (1, 2, 3, 5, 8, 13, 20, LARGEST)
_PILE = ("table", "draw_pile")
#: Events after which the round has no draw left to protect.
ENDED = frozenset({"round_end", "win"})


class DrawPaths(BookCheck):
    """LP206 (and LP210): draws that take the draw pile away, alone or together across the
    book's files."""

    def check(self) -> None:
        book = self.book
        together: dict[tuple[str, str], list[tuple[BookHook, Site, int]]] = {}
        for bh in book.hooks:
            if bh.hook.event in ENDED or reads_unknown(bh.hook):
                continue  # the names family (LP601, LP901 ...) has said what is wrong
            for site in sites(bh.hook):
                act = site.action
                try:
                    if isinstance(act, nodes.Draw) and _decidable(site, act) and \
                            not self.takes_draw_pile(bh, site, act) and _fixed(site, act):
                        key = (bh.hook.event, bh.hook.timing)
                        together.setdefault(key, []).append((bh, site, _fixed(site, act)))
                except Unknown as why:
                    self.say(bh, act, "LP210", f"whether this {act.action} keeps the turn's "
                             f"draw cannot be decided: the rule reads {why}; "
                             f"{_OUTCOME.achieves} ({_OUTCOME.rule})",
                             "guard it on the draw pile ('when table.draw_pile is at "
                             "least ...') or on the acting player's hand")
        for (event, timing), group in together.items():
            if len(group) > 1 and sum(n for _, _, n in group) >= LARGEST:
                self.summed(event, timing, group)

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
        # of the draw pile it takes: they are left out (they may hold, on some path)
        site = Site(site.hook, site.action, tuple(
            (g, want) for g, want in site.guards
            if any(isinstance(x, nodes.Attribute) and (x.namespace, x.name) == _PILE
                   for x in g.walk())), site.times, site.loop)
        space = sorted(site_reads(site, [act.count]) - {_PILE})
        near = constants([act.count, *(c for c, _ in site.guards), *site.times])
        # the sizes where a comparison with a written number can change its answer, too
        sizes = sorted({*SIZES, *(c + k for c in near for k in (-1, 0, 1)
                                  if 1 <= c + k <= LARGEST)})
        for env0 in combinations(space, {}, near=near):
            fired = [d for d in sizes if runs(site, {**env0, _PILE: d})]
            if fired and all(_drawn(site, act, {**env0, _PILE: d}) >= d for d in fired):
                self.say(bh, act, "LP206", f"this draw takes every card of the draw pile "
                         f"whenever it runs (with {fired[-1]} card{'s' * (fired[-1] != 1)} "
                         f"left it draws {_drawn(site, act, {**env0, _PILE: fired[-1]})}): "
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


def _written(site: Site, act: nodes.Draw) -> int | None:
    """The cards a draw of written numbers (``20``, ``50 + 3``) takes each time it runs,
    or None."""
    if any(isinstance(x, nodes.Attribute | nodes.Measure) for x in act.count.walk()) or \
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
