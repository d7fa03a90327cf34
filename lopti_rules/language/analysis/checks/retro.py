"""Retroactive (LP601; R-CUSTOM-3): a rule sees only what happens after it took effect.

Reading history from before the rule existed (``session.clears``, ``history.*``), an
action that reaches back (``... earlier``, ``... previously``), counting the session's
rounds (``repeat round.number times``, ``draws round.number cards``: the rounds before
the rule count too) or the rounds before the rule (``round.number - rule.rounds``).
``round.number`` in a condition is allowed: it says which round this is, now, against a
fixed number. Compared with a number that changes (``round.number is more than
rule.rounds``, ``hand of acting player is at least round.number``) or kept in a count
(``set "r" to round.number``, ``add round.number to "r"``), it counts again.

A ladder may be split over rules, and over files of one book: ``from round 2 on the last
winner draws a card`` in one, ``from round 3 on`` in the next, ``from round 4 on`` in a
third draw one card more for every round before this one, whichever the rule's first
round is (:class:`BookLadder`).
"""

from __future__ import annotations

import re

from ...catalogue import vocabulary
from ...tree import nodes
from ...tree.substitute import substituted
from .. import binding, standins
from ..wholebook import BookCheck, BookHook
from .base import Check, Scope, unknown_reading
from .standings import standings_phrase

ROUND_NUMBER = ("round", "number")
RULE_ROUNDS = ("rule", "rounds")


def _reads(e: nodes.Expr, attr: tuple[str, str]) -> bool:
    return any(isinstance(n, nodes.Attribute) and (n.namespace, n.name) == attr
               for n in e.walk())


def rounds_before_rule(e: nodes.Arith) -> bool:
    """Whether ``e`` is ``round.number - rule.rounds``-like: the rounds before the rule."""
    return e.op == "-" and _reads(e.left, ROUND_NUMBER) and _reads(e.right, RULE_ROUNDS)


def _varies(e: nodes.Expr) -> bool:
    """Whether ``e`` reads anything that changes (an attribute other than round.number, a
    player's cards, a count): a number round.number may not be measured against. The
    table size (R-SETUP-1) is fixed for the session: ``round.number is at least
    table.players + 1`` is one step, from one round on, at each table size."""
    return any(isinstance(n, nodes.Measure | nodes.CountRef) or (
        isinstance(n, nodes.Attribute) and (n.namespace, n.name) != ROUND_NUMBER
        and (n.namespace, n.name) not in standins.TABLE_SIZE)
        for n in e.walk())


#: How far the rule's tallies always get in one round: every round of Lopti has a clear
#: and four pickups or more (base games at 2 to 5 players, random and greedy bots: the
#: fewest seen), so while ``rule.pickups`` is at most 3, or ``rule.clears`` 0, the rule is
#: in its first round, on any event.
FIRST_ROUND_TALLIES = {("rule", "clears"): 0, ("rule", "pickups"): 3}
#: On its own event a tally may be one further: at the rule's first clear ``rule.clears``
#: is 1, and the rule's first firing on a clear or a pickup (``rule.fired is 0``) is at
#: the rule's first clear or pickup its guard lets through.
OWN_EVENT = {"clear": ("rule", "clears"), "pickup": ("rule", "pickups")}
RULE_FIRED = ("rule", "fired")


def first_round_tally(facts: tuple[nodes.Expr, ...], event: str) -> bool:
    """Whether ``facts`` of a hook on ``event`` hold only while one of the rule's tallies
    is within what its first round always reaches (:data:`FIRST_ROUND_TALLIES`): at the
    rule's first clear (``after clear when rule.clears is 1``), before its fourth pickup,
    at its first firing on a clear or a pickup. The tallies only grow, so the facts fire
    once, or a few times, and then never again: a one-shot in the rule's first round.
    Facts that also hold at a later value (``rule.clears is at least 1``, ``round.clears
    is 1``: every round) recur, and are not this."""
    read = [a for a in (*FIRST_ROUND_TALLIES, RULE_FIRED) if _reads_any(facts, a)]
    horizon = sum(abs(n.value) for f in facts for n in f.walk()
                  if isinstance(n, nodes.Number | nodes.RankLit)) + 3
    for tally in read:
        if any(isinstance(n, nodes.Arith) and n.op == "-" and _reads(n.right, tally)
               for f in facts for n in f.walk()):
            continue  # a difference of tallies need not grow
        bound = FIRST_ROUND_TALLIES.get(tally, -1) + (OWN_EVENT.get(event) == tally)
        if tally == RULE_FIRED:
            bound = 0 if event in OWN_EVENT else -1
        if bound < 0:
            continue
        holds = [all(binding.value(f, {tally: v}) is not False for f in facts)
                 for v in range(max(horizon, bound + 2) + 1)]
        if any(holds[:bound + 1]) and not any(holds[bound + 1:]):
            return True
    return False


#: Each tally the rule keeps since its adoption, the round's own tally of the same thing,
#: and how much one whole round always adds to it (:data:`FIRST_ROUND_TALLIES`, one
#: further): a clear, four pickups
ROUND_TWINS = {("rule", "clears"): (("round", "clears"), 1),
               ("rule", "pickups"): (("round", "pickups"), 4)}


def first_round_match(facts: tuple[nodes.Expr, ...]) -> bool:
    """Whether ``facts`` hold only while one of the rule's tallies is its round's tally
    of the same thing, give or take less than one round's worth: in the round the rule
    was adopted in, and never after (issue 29). The rule counts from its adoption, the
    round from its deal, so in the rule's first round the two are equal and from its
    second round on the rule's is ahead by every earlier round's clears (one or more) or
    pickups (four or more): ``rule.clears is at most round.clears``, ``rule.pickups is
    round.pickups``, ``round.clears - rule.clears is 0``, however compared. Facts that
    also hold with the rule ahead (``rule.clears is at least round.clears``: always; a
    gap as wide as a round) recur, and are not this."""
    for tally, (twin, per_round) in ROUND_TWINS.items():
        if not (_reads_any(facts, tally) and _reads_any(facts, twin)):
            continue
        horizon = sum(abs(n.value) for f in facts for n in f.walk()
                      if isinstance(n, nodes.Number | nodes.RankLit)) + per_round + 3

        def holds(v: int, ahead: int, tally: tuple[str, str] = tally,
                  twin: tuple[str, str] = twin) -> bool:
            env = {twin: v, tally: v + ahead}
            return all(binding.value(f, env) is not False for f in facts)

        rounds = range(horizon + 1)
        if any(holds(v, 0) for v in rounds) and not any(
                holds(v, ahead) for v in rounds
                for ahead in range(per_round, horizon + per_round + 1)):
            return True
    return False


def first_round_at_a_size(facts: tuple[nodes.Expr, ...]) -> tuple[int, ...]:
    """The table sizes at which ``facts``, reading the rule's age and the table size, hold
    in the rule's first round only (``rule.rounds is 1 or table.players is at most 3``: a
    flag set when the third player goes out, ``standins``; at four players and more it is
    0 in the rule's first round only), smallest first; () for none. The table is one size
    all session (R-SETUP-1), so at those sizes the rule reads the round before it."""
    if not any(_reads(f, binding.AGE) for f in facts) or not any(
            _reads(f, size) for f in facts for size in standins.TABLE_SIZE):
        return ()
    found = binding.rounds(facts)
    if found is None:
        return ()
    sizes: dict[int | None, list[int]] = {}
    for (_k, size), pairs in found.by_case.items():
        sizes.setdefault(size, []).extend(a for _r, a in pairs)
    return tuple(sorted(size for size, ages in sizes.items()
                        if size is not None and ages and set(ages) == {1}))


#: the tallies a count may keep in other words: its event, kept through the session or
#: for the round
TALLY_COUNTS = {("clear", True): ("rule", "clears"), ("clear", False): ("round", "clears"),
                ("pickup", True): ("rule", "pickups"), ("pickup", False): ("round", "pickups")}


def tally_aliases(rule: nodes.Rule, hook: nodes.Hook) -> dict[str, nodes.Expr]:
    """The rule's counts that are a tally of the game in other words where ``hook``
    reads them: a count whose only writes are ``add 1`` in one hook on a clear (or a
    pickup) with no condition is the rule's clears (kept through the session) or the
    round's (this round), once that hook has run at the event (a hook on another event,
    or after the writer on its own: before it, the count lags by one)."""
    out: dict[str, nodes.Expr] = {}
    for decl in rule.counts:
        writes = [(h, stmt, facts) for h in rule.hooks for stmt, facts in binding.guarded(h)
                  if isinstance(stmt, nodes.CountChange) and stmt.name == decl.name]
        if len(writes) != 1:
            continue
        writer, change, facts = writes[0]
        key = (writer.event, "round" not in decl.scope)
        if facts or writer.timing != "after" or key not in TALLY_COUNTS or (
                change.kind != "add" or change.amount is None or
                binding.value(change.amount, {}) != 1):
            continue
        order = [h for h in rule.hooks if h.event == writer.event]
        if hook.event == writer.event and (hook.timing != "after" or any(
                h is hook for h in order[:next(i for i, h in enumerate(order)
                                               if h is writer)])):
            continue
        namespace, name = TALLY_COUNTS[key]
        out[decl.name] = nodes.Attribute(namespace=namespace, name=name)
    return out


def _as_tallies(fact: nodes.Expr, aliases: dict[str, nodes.Expr]) -> nodes.Expr:
    """``fact`` with each count of ``aliases`` read as the tally it keeps."""
    if not aliases:
        return fact
    out = substituted(fact, lambda n: aliases.get(n.name) if isinstance(n, nodes.CountRef)
                      else None)
    assert isinstance(out, nodes.Expr)
    return out


def _reads_any(facts: tuple[nodes.Expr, ...], attr: tuple[str, str]) -> bool:
    return any(_reads(f, attr) for f in facts)


#: the standings of last round a hook may name (docs/language.md, "Last round's
#: standings", "Last round's pickups")
STANDINGS = frozenset({"last_winner", "placed", "last_place", "most_last"})
#: each clock of the rule's own life: its value at the rule's first firing (the least),
#: and the least it has at any firing of a later round (:data:`FIRST_ROUND_TALLIES`: a
#: round always has a clear and four pickups)
RULE_CLOCKS = {("rule", "rounds"): (1, 2), RULE_FIRED: (0, 1),
               ("rule", "clears"): (0, FIRST_ROUND_TALLIES[("rule", "clears")] + 1),
               ("rule", "pickups"): (0, FIRST_ROUND_TALLIES[("rule", "pickups")] + 1)}
#: LP601's message for a size by the rule's clock (``report/retrowords.py``)
CLOCK_SIZED = ("the size of what '{role}' gets here is {n} at the rule's first firing "
               "and nothing from its next on ({clock} grows): only the firing that reads the "
               "round before the rule existed acts, a debt counted before the rule")


def _standing(role: nodes.Role) -> nodes.Role | None:
    """The standings role ``role`` is or is relative to, if any."""
    r: nodes.Role | None = role
    while r is not None:
        if r.kind in STANDINGS:
            return r
        r = r.of
    return None


def _own_clocks(rule: nodes.Rule, hook: nodes.Hook, after: int) -> dict[tuple[str, str],
                                                                          tuple[int, int]]:
    """The rule's session counts that count its firings in other words: written only by
    ``hook``, unconditionally, at its top level after statement ``after``, by a positive
    ``set`` or ``add`` (0 at the first firing, at least that much at every later one)."""
    out: dict[tuple[str, str], tuple[int, int]] = {}
    for decl in rule.counts:
        if "round" in decl.scope:
            continue
        writes = [(h, st) for h in rule.hooks for st, _ in binding.guarded(h)
                  if isinstance(st, nodes.CountChange) and st.name == decl.name]
        if len(writes) != 1 or writes[0][0] is not hook:
            continue
        change = writes[0][1]
        top = [i for i, st in enumerate(hook.body) if st is change]
        step = None if change.amount is None else binding.value(change.amount, {})
        if not top or top[0] <= after or change.kind not in ("set", "add") or \
                type(step) is not int or step < 1:
            continue
        out[("count", decl.name)] = (0, step)
    return out


def clock_sized(hook: nodes.Hook, rule: nodes.Rule
                ) -> list[tuple[nodes.Expr, nodes.Role, str, int]]:
    """The sizes in ``hook`` (a draw's, a gift's, a take's count, a ``repeat``'s) of an
    effect on last round's standing that read the rule's own clocks (``rule.rounds``,
    ``rule.fired``, ``rule.clears``, ``rule.pickups``, a count the hook sets after)
    and nothing else, and are positive at the rule's first firing and 0 or less from
    its next on, never growing with a clock: (the size, the standing, the clock, the
    first size). The size of ``2 - rule.rounds`` cards is 1, then 0: only the first
    firing, which reads the round before the rule was adopted, acts."""
    found: list[tuple[nodes.Expr, nodes.Role, str, int]] = []

    def weigh(amount: nodes.Expr, roles: list[nodes.Role], facts: tuple[nodes.Expr, ...],
              at: int) -> None:
        standing = next((s for r in roles if (s := _standing(r)) is not None), None)
        if standing is None:
            return
        clocks = {**RULE_CLOCKS, **_own_clocks(rule, hook, at)}
        read = [c for c in clocks
                if any((isinstance(n, nodes.Attribute) and (n.namespace, n.name) == c) or (
                    isinstance(n, nodes.CountRef) and ("count", n.name) == c)
                    for n in amount.walk())]
        if not read:
            return
        first = {c: v[0] for c, v in clocks.items()}
        later = {c: v[1] for c, v in clocks.items()}
        base = binding.value(amount, first)
        if type(base) is not int or base < 1 or any(
                binding.value(f, first) is False for f in facts):
            return
        for c in read:  # no clock may make it grow: the size only shrinks as they run
            more = binding.value(amount, {**first, c: first[c] + 1})
            if type(more) is not int or more > base:
                return
        after = binding.value(amount, later)
        if type(after) is int and after <= 0:
            name = read[0][1] if read[0][0] != "count" else f'count "{read[0][1]}"'
            if read[0][0] == "rule":
                name = f"rule.{read[0][1]}"
            found.append((amount, standing, name, base))

    def walk(body: tuple[nodes.Stmt, ...], facts: tuple[nodes.Expr, ...], top: int | None
             ) -> None:
        for i, stmt in enumerate(body):
            at = i if top is None else top
            if isinstance(stmt, nodes.If):
                walk(stmt.then, (*facts, stmt.condition), at)
                walk(stmt.orelse, (*facts, nodes.Not(operand=stmt.condition)), at)
            elif isinstance(stmt, nodes.Repeat):
                roles = [n for st in stmt.body for n in st.walk() if isinstance(n, nodes.Role)]
                weigh(stmt.count, roles, facts, at)
                walk(stmt.body, facts, at)
            elif isinstance(stmt, nodes.Draw | nodes.Take):
                weigh(stmt.count, [stmt.who], facts, at)
            elif isinstance(stmt, nodes.Give):
                weigh(stmt.count, [stmt.giver, *([stmt.to] if stmt.to else [])], facts, at)

    walk(hook.body, (*(() if hook.condition is None else (hook.condition,)),), None)
    return found


class Retro(Check):
    """LP601: history from before the rule existed."""

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        """A ladder of round.number conditions feeding a count rebuilds round.number in
        it (issue 29): what the count can hold is read (binding.round_ladders), not how
        the conditions are spelt; rungs may be hooks of their own on one event (reported
        once, at the rule's first hook on it)."""
        self.tallies_before(hook, scope.rule)
        self.clock_sized(hook, scope.rule)
        group = [h for h in scope.rule.hooks if (h.timing, h.event) == (hook.timing, hook.event)]
        if hook is not group[0]:
            return
        found = binding.round_ladder(*group)
        if found is None:
            self.effect_ladder(group)
            return
        change, steps = found
        shown = ", ".join(f"round {r}: {v}" for r, v in enumerate(steps[:4], start=1))
        self.report("LP601", change, f"the count \"{change.name}\" changes by an amount that "
                    f"steps with round.number ({shown} ...): it counts the session's rounds, "
                    "those before the rule existed too", "count the rule's own rounds: "
                    "rule.rounds, or compare round.number with one fixed number")

    def tallies_before(self, hook: nodes.Hook, rule: nodes.Rule) -> None:
        """LP601: last round's tallies (who picked up most, who finished where) read only
        in the rule's first round are the round before the rule existed, a round its
        creator played knowing who they name (issue 29). Read every round, they are a
        result of play like any other (the first reading is one of many); the creator
        in place 1 is LP306's (proxies). The first round is said in other words too: the
        rule's first firing (``rule.fired is 0`` on its deal or first turn), a flag the
        rule sets at every round's end still 0 (``standins``), the rule's first clear or
        first pickups (:func:`first_round_tally`), a tally of the rule's held to its
        round's (:func:`first_round_match`: equal only in the round it was adopted in)."""
        aliases = tally_aliases(rule, hook)
        for found in standins.rule_bindings(rule, hook):
            role = found.role
            if role.kind not in ("most_last", "last_place", "placed") or (
                    role.kind == "placed" and role.value == 1):
                continue
            facts = tuple(_as_tallies(f, aliases) for f in found.facts)
            always = (binding.rule_first_round_only(facts) or
                      binding.rule_first_firing_only(facts, hook.event) or
                      first_round_tally(facts, hook.event) or first_round_match(facts))
            sizes = () if always else first_round_at_a_size(facts)
            if not (always or sizes):
                continue
            hint = ("read it from the rule's second round on ('rule.rounds is at least 2'), "
                    "or every round")
            if sizes and sizes != (2, 3, 4, 5):  # at some table sizes only (a place flag)
                shown = ", ".join(map(str, sizes))
                self.report("LP601", role, f"'{standings_phrase(role)}' read only in the "
                            f"rule's first round at tables of {shown} players is a tally of "
                            "the round before the rule existed (its creator played it "
                            "knowing whom it names)", hint)
                continue
            self.report("LP601", role, f"'{standings_phrase(role)}' read only in the rule's "
                        "first round is a tally of the round before the rule existed (its "
                        "creator played it knowing whom it names)", hint)

    def clock_sized(self, hook: nodes.Hook, rule: nodes.Rule) -> None:
        """LP601: an effect on last round's standing whose size is the rule's own clock,
        positive at the rule's first firing and nothing from its next on
        (:func:`clock_sized`): only the firing that reads the round before the rule was
        adopted does anything, a debt counted before the rule existed (R-CUSTOM-3). The
        same standing read with a size that stays positive (or grows) acts every round:
        a lagged standing, fair."""
        for amount, role, clock, first in clock_sized(hook, rule):
            self.report("LP601", amount, CLOCK_SIZED.format(
                role=standings_phrase(role), clock=clock, n=first),
                "give the effect one size every round, or read the standing from the "
                "rule's second round on ('rule.rounds is at least 2')")

    def effect_ladder(self, group: list[nodes.Hook]) -> None:
        """LP601: an effect whose size steps with round.number through conditions (an
        if/else ladder): the cost keeps growing with the rounds played, those before the
        rule existed too, however the rungs are spelt (binding.effect_ladder)."""
        found = binding.effect_ladder(*group)
        if found is None:
            return
        stmt, steps = found
        shown = ", ".join(f"round {r}: {v}" for r, v in steps[:5])
        self.report("LP601", stmt, "what this hook does steps with round.number "
                    f"(the size of one firing, {shown} ...): it grows with the session's "
                    "rounds, those before the rule existed too", "count the rule's own "
                    "rounds: rule.rounds, or compare round.number with one fixed number")

    def visit_CountChange(self, act: nodes.CountChange, scope: Scope) -> None:
        if act.amount is None or not _reads(act.amount, ROUND_NUMBER) or any(
                isinstance(n, nodes.Arith) and rounds_before_rule(n) for n in act.amount.walk()):
            return
        self.report("LP601", act.amount, f"'round.number' kept in the count \"{act.name}\" "
                    "counts the session's rounds, those before the rule existed too",
                    "count the rule's own rounds: rule.rounds")

    def visit_Compare(self, cmp: nodes.Compare, scope: Scope) -> None:
        self.measured(cmp, (cmp.left, cmp.right))

    def visit_OneOf(self, e: nodes.OneOf, scope: Scope) -> None:
        self.measured(e, (e.item, *e.options))

    def visit_Role(self, role: nodes.Role, scope: Scope) -> None:
        where = role.where
        if role.kind == "whose" and where is not None:
            self.measured(where, (where.left, where.right))

    def measured(self, node: nodes.Node, sides: tuple[nodes.Expr, ...]) -> None:
        """LP601: round.number on one side, a number that changes on another."""
        if any(isinstance(n, nodes.Arith) and rounds_before_rule(n)
               for side in sides for n in side.walk()):
            return  # visit_Arith reports the difference itself
        rounds = [s for s in sides if _reads(s, ROUND_NUMBER)]
        if rounds and any(_varies(s) for s in sides if not _reads(s, ROUND_NUMBER)):
            self.report("LP601", node, "'round.number' measured against a number that "
                        "changes counts the session's rounds, those before the rule existed "
                        "too", "compare round.number with a fixed number, or count the rule's "
                        "own rounds: rule.rounds")

    def visit_Attribute(self, a: nodes.Attribute, scope: Scope) -> None:
        if a.namespace in vocabulary.RETRO_NAMESPACES:
            self.report("LP601", a, f"'{a.namespace}.{a.name}' reads history from before the "
                        "rule existed", "count from when the rule took effect: rule.clears, "
                        "rule.pickups, or this round: round.clears")

    def visit_Arith(self, e: nodes.Arith, scope: Scope) -> None:
        if rounds_before_rule(e):
            self.report("LP601", e, "'round.number - rule.rounds' counts the rounds before "
                        "the rule existed", "count from when the rule took effect: rule.rounds")

    def count(self, expr: nodes.Expr, scope: Scope) -> None:
        if any(isinstance(n, nodes.Arith) and rounds_before_rule(n) for n in expr.walk()):
            return  # visit_Arith reports the difference itself
        for n in expr.walk():
            if isinstance(n, nodes.Attribute) and (n.namespace, n.name) == ROUND_NUMBER:
                self.report("LP601", n, "'round.number' as a count counts the session's "
                            "rounds, those before the rule existed too", "count the rule's "
                            "own rounds: rule.rounds")
                return

    def visit_Unknown(self, act: nodes.Unknown, scope: Scope) -> None:
        reading = unknown_reading(act)
        if reading is not None and reading[0] == "LP601":
            self.report("LP601", act, f"'{reading[1]}' reaches back before the rule existed",
                        "count only what happens from now on (rule.clears, round.clears)")


#: A statement's numbers, left out of what makes two statements one effect
_NUMBER = re.compile(r"Number\(value=[^)]*\)")
#: The statements that cost a player cards, one cost whoever pays and on whichever event
_COSTS = (nodes.Draw, nodes.Give, nodes.Take, nodes.Pickup)


class BookLadder(BookCheck):
    """LP601 across the rules of a book: one effect (the same statement, its numbers
    aside) that several rules' hooks on one event do under conditions on round.number,
    so that together it steps with the rounds played, those before each rule existed
    too (``binding.statement_ladder``, as :meth:`Retro.effect_ladder` reads one rule's).
    Reported in every file it touches, at each rule's first such statement."""

    def check(self) -> None:
        found_by: list[list[tuple[BookHook, nodes.Stmt, tuple[nodes.Expr, ...]]]] = []
        costs: dict[type, list[tuple[BookHook, nodes.Stmt, tuple[nodes.Expr, ...]]]] = {}
        for hooks in self.book.by_event.values():
            same: dict[tuple[str, str], list[tuple[BookHook, nodes.Stmt, tuple[
                nodes.Expr, ...]]]] = {}
            for bh in hooks:
                for stmt, facts in binding.guarded(bh.hook):
                    if not isinstance(stmt, nodes.CountChange | nodes.Say):
                        key = (bh.hook.timing, _NUMBER.sub("Number", repr(stmt)))
                        same.setdefault(key, []).append((bh, stmt, facts))
                    if isinstance(stmt, _COSTS) and any(
                            binding.reads_round(f) for f in facts):
                        costs.setdefault(type(stmt), []).append((bh, stmt, facts))
            found_by += [f for f in same.values()
                         if len({id(bh.rule) for bh, _, _ in f}) >= 2]
        # one cost (cards drawn, given, taken, picked up) whose round.number rungs stand on
        # different events or hooks, whoever pays: together it steps with the rounds all
        # the same (from round 3 the dealer draws at the deal, from round 5 the opener at
        # turn 1's end, from round 7 the first clearer)
        found_by += [f for f in costs.values()
                     if len({(bh.hook.event, bh.hook.timing) for bh, _, _ in f}) >= 2]
        said: set[int] = set()
        for found in found_by:
            ladder = binding.statement_ladder([(s, f) for _, s, f in found])
            if ladder is None or any(id(s) in said for _, s, _ in found):
                continue
            said.update(id(s) for _, s, _ in found)
            shown = ", ".join(f"round {r}: {v}" for r, v in ladder[1][:5])
            names = list(dict.fromkeys(f'"{bh.rule.name}"' for bh, _, _ in found))
            firsts: dict[int, tuple[BookHook, nodes.Stmt]] = {}
            for bh, stmt, _ in found:
                firsts.setdefault(id(bh.rule), (bh, stmt))
            for bh, stmt in firsts.values():
                self.report("LP601", bh.filename, stmt, "what the rules "
                            f"{', '.join(names)} do together steps with round.number "
                            f"(the size of one firing of them all, {shown} ...): it "
                            "grows with the session's rounds, those before the rules "
                            "existed too", "count the rules' own rounds: rule.rounds, "
                            "or give the effect one fixed size")
