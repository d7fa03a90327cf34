"""Check a parsed RuleBook against the official limits on custom rules (R-CUSTOM).

``validate(book)`` returns every problem as a Diagnostic (codes.py): blocking a
base event (LP2xx, via permissions.py), targeting a person (LP3xx), loops (LP4xx,
including the trigger graph of hooks across the whole book), preventing winning
or voting (LP5xx), retroactivity (LP6xx), harmful free text (LP7xx, harm.py) and
hygiene (LP9xx). It also fills in every expression's ``static_type``.

Hygiene errors LP911-LP918 close the gap between "lint clean" and "compiles and
runs": whatever the compiler refuses, or the sandbox would stop every time the
statement runs (a text, repeat, number, card count or effect list over a limit;
reading a Roshambo result that is only known after the hook returns), is
reported here, with the limits and the static lower bounds of limits.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine.events import EVENT_NAMES
from . import codes, limits, nodes, permissions, vocabulary
from .diagnostics import Diagnostic

#: Words that cancel, prevent or replace something (LP201, R-CUSTOM-2).
BLOCKING_WORDS = frozenset({
    "cancel", "cancels", "cancelled", "prevent", "prevents", "undo", "undoes", "undone",
    "stop", "stops", "block", "blocks", "forbid", "forbids", "deny", "denies", "ignore",
    "ignores", "instead", "negate", "negates", "void", "voids", "nullify", "nullifies",
    "abort", "aborts", "revert", "reverts", "disallow", "disallows", "refuse", "refuses",
    "replace", "replaces", "ban", "bans",
})


def _close(word: str, options: Iterable[str]) -> list[str]:
    """The closest option to a misspelt word (difflib is imported only for a typo)."""
    import difflib

    return difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)


def _suggest(word: str, options: Iterable[str]) -> str:
    match = _close(word, options)
    return f"did you mean '{match[0]}'?" if match else ""


#: The policy's name for each action (``permissions.ACTION_EFFECTS``: what it does); a take
#: from the pile is ``take_pile``.
_ACTION_KEYS: dict[type, str] = {
    nodes.Draw: "draw", nodes.Give: "give", nodes.Take: "take", nodes.Pickup: "pickup",
    nodes.ClearPile: "clear", nodes.Skip: "skip", nodes.Reverse: "reverse",
    nodes.Restrict: "restrict", nodes.Reveal: "reveal", nodes.Say: "say",
    nodes.Roshambo: "roshambo",
}
_ROSHAMBO_ROLES = ("roshambo_winner", "roshambo_loser")


def _role_hint(word: str, template: str = "{}") -> str:
    """"did you mean 'next player'?": the phrase the rule must write, not the bare word."""
    match = _close(word, vocabulary.ROLE_PHRASES)
    if not match:
        return ""
    return f"did you mean '{template.format(vocabulary.ROLE_PHRASES[match[0]])}'?"


class _Scope:
    """What a statement can see: its hook, the enclosing conditions and loops.

    A plain slotted class, not a dataclass: building a dataclass costs the cold
    ``lopti lint`` a third of a millisecond.
    """

    __slots__ = ("rule", "hook", "known_event", "conditions", "loops", "roshambo_seen",
                 "numbers")

    def __init__(self, rule: nodes.Rule, hook: nodes.Hook, known_event: bool) -> None:
        self.rule = rule
        self.hook = hook
        self.known_event = known_event
        self.conditions: list[nodes.Expr] = []
        self.loops: list[nodes.Role] = []
        self.roshambo_seen = False
        self.numbers = limits.Numbers(hook.event)  #: ranges of the hook's numbers


class _Checker:
    def __init__(self, book: nodes.RuleBook) -> None:
        self.book = book
        self.diags: list[Diagnostic] = []
        self.measured: list[tuple[int, int, int]] = []  #: limits.measure of the rule's hooks

    # ------------------------------------------------------------ reporting
    def add(self, code: str, node: nodes.Node, message: str, hint: str = "") -> None:
        self.add_at(code, node.line, node.column, node.end_line, node.end_column, message, hint)

    def report(self, found: limits.Finding | None) -> None:
        if found is not None:
            self.add(*found)

    def add_at(self, code: str, line: int, column: int, end_line: int, end_column: int,
               message: str, hint: str = "") -> None:
        self.diags.append(codes.diagnostic(code, message, line, column, end_line, end_column,
                                           hint))

    # ------------------------------------------------------------ book
    def run(self) -> list[Diagnostic]:
        for rule in self.book.rules:
            self.measured = []
            first = len(self.diags)  # this rule's diagnostics are self.diags[first:]
            for hook in rule.hooks:
                self.check_hook(rule, hook)
            big = limits.size_finding(rule, self.measured)
            if big is not None and not any(d.code == "LP918" for d in self.diags[first:]):
                self.add_at(big[0], rule.line, rule.column, rule.line,
                            rule.column + len(rule.name) + 7, big[2], big[3])
        self.check_duplicates()
        self.check_cycles()
        return self.diags

    def check_hook(self, rule: nodes.Rule, hook: nodes.Hook) -> None:
        event = hook.event
        ev_end = hook.event_column + len(event)
        known = event in EVENT_NAMES
        if event in vocabulary.FORBIDDEN_EVENTS or event in vocabulary.VOTE_WORDS:
            self.add_at("LP503", hook.event_line, hook.event_column, hook.event_line, ev_end,
                        f"'{event}' cannot be hooked: the vote and Roshambo procedures "
                        "may not be changed", "hook a base event such as deal or round_end")
        elif not known:
            hint = _suggest(event, EVENT_NAMES) or ("events: " + ", ".join(EVENT_NAMES))
            self.add_at("LP901", hook.event_line, hook.event_column, hook.event_line, ev_end,
                        f"unknown event '{event}'", hint)
        scope = _Scope(rule, hook, known)
        if hook.condition is not None:
            self.condition(hook.condition, scope)
            scope.conditions.append(hook.condition)
        self.block(hook.body, scope)
        self.report(limits.budget(hook.body, scope.numbers))
        measured = limits.measure(hook)
        self.measured.append(measured)
        deep = limits.nesting_finding(rule, hook, measured[0])
        if deep is not None:
            self.add_at(deep[0], hook.event_line, hook.event_column, hook.event_line, ev_end,
                        deep[2], deep[3])

    # ------------------------------------------------------------ statements
    def block(self, body: Sequence[nodes.Stmt], scope: _Scope) -> None:
        for stmt in body:
            self.stmt(stmt, scope)

    def stmt(self, stmt: nodes.Stmt, scope: _Scope) -> None:
        if isinstance(stmt, nodes.If):
            self.condition(stmt.condition, scope)
            scope.conditions.append(stmt.condition)
            self.block(stmt.then, scope)
            scope.conditions.pop()
            self.block(stmt.orelse, scope)
        elif isinstance(stmt, nodes.Repeat):
            self.count(stmt.count, scope)
            self.report(limits.repeat_finding(stmt, scope.numbers))
            self.block(stmt.body, scope)
        elif isinstance(stmt, nodes.Loop):
            what = vocabulary.LOOP_HEADS[stmt.kind]
            self.add("LP401", stmt, f"'{what}' may never stop",
                     "repeat a fixed number of times ('repeat 2 times:') or once per "
                     "player ('for each player:')")
            if stmt.condition is not None:
                self.condition(stmt.condition, scope)
            self.block(stmt.body, scope)
        elif isinstance(stmt, nodes.ForEach):
            self.role(stmt.players, scope)
            scope.loops.append(stmt.players)
            self.block(stmt.body, scope)
            scope.loops.pop()
        elif isinstance(stmt, nodes.Action):
            self.action(stmt, scope)

    def action(self, act: nodes.Action, scope: _Scope) -> None:
        if act.instead:
            self.add("LP201", act, "'instead' replaces what the base game does",
                     "custom rules add actions before or after an event; drop 'instead'")
        key = _ACTION_KEYS.get(type(act))
        if isinstance(act, nodes.Take) and act.source == "pile":
            key = "take_pile"
        # what it does, by the policy's names; the branches add what it does to the acting
        # player, where it may be them
        effects = list(permissions.ACTION_EFFECTS[key]) if key is not None else []
        if isinstance(act, nodes.Draw):
            self.role(act.who, scope, receiving=True)
            self.count(act.count, scope)
            self.report(limits.card_count_finding(act.count, "draw", scope.numbers))
            if self.may_be_acting(act.who, scope):
                effects.append("cards_to_acting")
        elif isinstance(act, nodes.Give):
            self.role(act.giver, scope)
            self.count(act.count, scope)
            self.report(limits.card_count_finding(act.count, "give", scope.numbers))
            if act.to is None and act.giver.kind in _ROSHAMBO_ROLES and scope.roshambo_seen:
                self.add("LP913", act.giver, f"'{self.role_info(act.giver).phrase}' has no "
                         f"seat yet, so there is no '{act.side}' of it while the hook runs",
                         "give to a role instead: 'gives 1 card to next player'")
            if self.may_be_acting(act.giver, scope):
                effects.append("cards_from_acting")
            if act.to is not None:
                self.role(act.to, scope, receiving=True)
                if self.may_be_acting(act.to, scope):
                    effects.append("cards_to_acting")
            elif act.giver.kind != "acting" or self.role_info(act.giver).plural:
                # The neighbour still in beside anyone but the acting player may be them.
                effects.append("cards_to_acting")
        elif isinstance(act, nodes.Take):
            self.role(act.who, scope, receiving=True)
            self.count(act.count, scope)
            self.report(limits.card_count_finding(act.count, "take", scope.numbers))
            if self.may_be_acting(act.who, scope):
                effects.append("cards_to_acting")
        elif isinstance(act, nodes.Pickup):
            self.role(act.who, scope, single=True, receiving=True)
            if self.may_be_acting(act.who, scope):
                effects.append("cards_to_acting")
        elif isinstance(act, nodes.Skip):
            self.role(act.who, scope, single=True, verb="skip")
            if self.may_be_acting(act.who, scope):
                effects.append("skip_acting")
            self.last_card(act, scope)
        elif isinstance(act, nodes.SkipEvent):
            self.skip_event(act)
        elif isinstance(act, nodes.Restrict):
            for rank in act.ranks:
                self.rank_value(rank)
            if act.count is not None:
                self.count(act.count, scope)
                self.report(limits.play_size_finding(act.count, scope.numbers))
            self.report(limits.ranks_finding(act))
            self.last_card(act, scope)
        elif isinstance(act, nodes.Reveal):
            self.role(act.who, scope)
        elif isinstance(act, nodes.Say):
            self.role(act.who, scope)
            act.text.static_type = "text"
            from .harm import harmful_demands  # only rules with free text need the word list

            for code, word, why in harmful_demands(act.text.value):
                self.add(code, act.text, f"free text demands something {why}: '{word}'",
                         "ask for something everyone can do safely and willingly, "
                         "like saying a word")
            self.report(limits.text_finding(act))
        elif isinstance(act, nodes.Roshambo):
            self.role(act.first, scope, single=True, verb="play roshambo")
            self.role(act.second, scope, single=True, verb="play roshambo")
            self.roshambo_players(act, scope)
            scope.roshambo_seen = True
        elif isinstance(act, nodes.Unknown):
            self.unknown(act, scope)
        if scope.known_event:
            hook = scope.hook
            for effect in effects:
                verdict = permissions.forbidden(hook.event, hook.timing, effect)
                if verdict is not None:
                    code, reason = verdict
                    self.add(code, act, f"in the '{hook.timing} {hook.event}' hook this "
                             f"{permissions.EFFECTS[effect]}: {reason}",
                             "move it to an 'after' hook or aim it at another player"
                             if hook.timing == "before" else
                             "aim it at another player or drop it")
                    break

    def skip_event(self, act: nodes.SkipEvent) -> None:
        name = act.event
        if name in vocabulary.VOTE_WORDS or name in vocabulary.FORBIDDEN_EVENTS:
            self.add("LP503", act, f"'skip the {name}' changes the vote procedure",
                     "rules may not touch the vote or Roshambo (R-VOTE-8)")
        elif name in EVENT_NAMES:
            self.add("LP204", act, f"'skip the {name}' prevents a base event",
                     "skip a player instead: 'skip next player'")
        else:
            hint = _role_hint(name, "skip {}")
            self.add("LP904", act, f"unknown role or event '{name}' after skip",
                     hint or "skip a player: 'skip next player'")

    # ------------------------------------------------------------ sandbox limits
    def roshambo_players(self, act: nodes.Roshambo, scope: _Scope) -> None:
        for role in (act.first, act.second):
            if role.kind in _ROSHAMBO_ROLES and scope.roshambo_seen:
                self.add("LP913", role, f"'{self.role_info(role).phrase}' is known only after "
                         "the hook returns, so it cannot play a new Roshambo now",
                         "let a role play: 'acting player plays roshambo with next player'")
                return
        a, b = act.first, act.second
        if a.kind == b.kind and a.kind in vocabulary.ROLES and \
                not self.role_info(a).plural and a.kind not in _ROSHAMBO_ROLES:
            self.add("LP917", act, f"'{self.role_info(a).phrase}' would play Roshambo with "
                     "themselves", "name two different roles: 'acting player plays "
                     "roshambo with next player'")

    def unknown(self, act: nodes.Unknown, scope: _Scope) -> None:
        rejected = False
        if act.subject is not None:
            rejected = self.role(act.subject, scope)
        words = [w.lower() for w in act.words]
        if words and words[0] == "the":
            words = words[1:]
        blocking = [w for w in words if w in BLOCKING_WORDS]
        voting = [w for w in words if w in vocabulary.VOTE_WORDS]
        retro = [w for w in words if w in ("earlier", "ago", "previously", "retroactively")]
        if act.subject is None and words and words[0] in ("i", "me", "my", "myself", "creator"):
            first = act.words[len(act.words) - len(words)]
            self.add("LP301", act, f"'{first}' means the rule's creator, one fixed person",
                     "use a game role, e.g. 'player with the fewest cards'")
        elif blocking:
            self.add("LP201", act, f"'{blocking[0]}' would prevent or replace a base event",
                     "custom rules may only add actions before or after an event")
        elif voting:
            self.add("LP503", act, f"'{voting[0]}': the vote procedure may not be changed",
                     "rules may not touch the vote or Roshambo (R-VOTE-8)")
        elif retro:
            self.add("LP601", act, f"'{retro[0]}' reaches back before the rule existed",
                     "count only what happens from now on (rule.clears, round.clears)")
        elif not rejected:
            verb = words[0] if words else ""
            hint = _suggest(verb, vocabulary.VERBS)
            self.add("LP903", act, f"unknown action '{' '.join(act.words)}'",
                     hint or "actions: " + ", ".join(vocabulary.VERBS))

    def last_card(self, act: nodes.Action, scope: _Scope) -> None:
        for cond in scope.conditions:
            if any(self.targets_last_card(n) for n in cond.walk() if
                   isinstance(n, nodes.Compare)):
                what = "skip" if isinstance(act, nodes.Skip) else "restriction"
                self.add("LP502", act, f"this {what} applies when a player is down to their "
                         "last card, so it can forbid the card that would win",
                         "make the condition about the game, not about a player's last cards")
                return

    @staticmethod
    def targets_last_card(cmp: nodes.Compare) -> bool:
        left, right, op = cmp.left, cmp.right, cmp.op
        if isinstance(right, nodes.Measure) and not isinstance(left, nodes.Measure):
            left, right = right, left
            op = vocabulary.FLIPPED_OPS.get(op, op)
        if not isinstance(left, nodes.Measure):
            return False
        k = limits.fold(right)
        if k is None:
            return False
        return (op == "==" and k <= 1) or (op == "<=" and k <= 1) or (op == "<" and k <= 2)

    # ------------------------------------------------------------ roles
    def role_info(self, role: nodes.Role) -> vocabulary.RoleInfo:
        return vocabulary.ROLES.get(role.kind, vocabulary.ROLES["acting"])

    def may_be_acting(self, role: nodes.Role, scope: _Scope) -> bool:
        if role.kind == "that":
            return bool(scope.loops) and self.may_be_acting(scope.loops[-1], scope)
        info = vocabulary.ROLES.get(role.kind)
        return info is not None and info.may_be_acting

    def role(self, role: nodes.Role, scope: _Scope, *, single: bool = False,
             receiving: bool = False, verb: str = "") -> bool:
        """Check a role; True when a protecting family rejected it."""
        kind = role.kind
        role.static_type = "player"
        if kind == "creator":
            self.add("LP301", role, "the rule's creator is one fixed person",
                     "use a game role, e.g. 'player with the fewest cards'")
            return True
        if kind == "seat":
            self.add("LP302", role, f"'{role.value}' is a fixed seat, a disguised person",
                     "use a role relative to the event: next player, previous player ...")
            return True
        if kind == "named":
            self.add("LP303", role, f"'\"{role.value}\"' names a person",
                     "players are named only by their role: acting player, next player ...")
            return True
        if kind == "described":
            word = str(role.value)
            if word.lower() in vocabulary.TRAIT_WORDS:
                self.add("LP304", role, f"'{word} player' picks a player by a personal trait",
                         "use a changing game condition, e.g. 'player with the most cards'")
                return True
            hint = _role_hint(word)
            self.add("LP904", role, f"unknown role '{word} player'",
                     hint or "roles: " + ", ".join(r.phrase for r in vocabulary.ROLES.values()))
            return False
        info = vocabulary.ROLES.get(kind)
        if info is None:
            return False
        if kind == "acting" and role.value:
            word = str(role.value)
            fits = vocabulary.ACTING_WORDS.get(word, ())
            if scope.known_event and scope.hook.event not in fits:
                self.add("LP904", role, f"a {scope.hook.event} hook has no {word} "
                         f"('{word}' fits {' and '.join(fits)} hooks)",
                         "say 'acting player'")
        if info.plural:
            role.static_type = "players"
        if kind in ("roshambo_winner", "roshambo_loser") and not scope.roshambo_seen:
            self.add("LP908", role, f"'{info.phrase}' before any Roshambo in this hook",
                     "start one first: 'acting player plays roshambo with next player'")
        if kind == "that" and not scope.loops:
            self.add("LP909", role, "'that player' outside 'for each'",
                     "wrap the statement in 'for each player:' or name a role")
        if kind == "whose" and role.where is not None:
            self.whose(role.where, scope)
        if single and info.plural:
            self.add("LP905", role, f"'{verb or 'this'}' needs one player, not "
                     f"'{info.phrase}'", "use 'for each ...:' around it")
        if receiving and kind == "out":
            self.add("LP501", role, "players who are out would receive cards",
                     "aim it at 'every player still in'")
            return True
        return False

    def whose(self, where: nodes.Compare, scope: _Scope) -> None:
        measure = where.left
        if isinstance(measure, nodes.Measure):
            self.measure_name(measure)
            measure.static_type = "number"
            measure.player.static_type = "player"
        rt = self.expr(where.right, scope)
        if rt not in ("number", "unknown"):
            self.add("LP905", where.right, f"a card count is compared with a {rt}",
                     "compare counts with numbers: 'whose hand is at most 2'")
        where.static_type = "truth"

    def measure_name(self, m: nodes.Measure) -> None:
        if m.measure in vocabulary.MEASURES:
            return
        if m.measure.lower() in vocabulary.TRAIT_WORDS:
            self.add("LP304", m, f"'{m.measure}' is a personal trait",
                     "rules may read only card counts: hand, face-up, face-down, cards")
            return
        hint = _suggest(m.measure, ["hand", "face-up", "face-down", "cards"])
        self.add("LP902", m, f"unknown player measure '{m.measure}'",
                 hint or "measures: hand, face-up, face-down, cards")

    # ------------------------------------------------------------ expressions
    def condition(self, expr: nodes.Expr, scope: _Scope) -> None:
        t = self.expr(expr, scope)
        if t not in ("truth", "unknown"):
            hint = ""
            if isinstance(expr, nodes.Word):
                hint = _suggest(expr.value, vocabulary.all_attribute_names(scope.hook.event))
            self.add("LP905", expr, f"a condition must be true or false, not a {t}",
                     hint or "compare it: 'play.rank is 8'")
            return
        if self.never_holds(expr, scope.hook.event):
            self.add("LP906", expr, "this condition can never hold",
                     "check the numbers: ranks run 2-A, a play has 1-4 cards")

    def count(self, expr: nodes.Expr, scope: _Scope) -> None:
        t = self.expr(expr, scope)
        if t not in ("number", "unknown"):
            self.add("LP905", expr, f"a count must be a number, not a {t}", "e.g. '2 cards'")

    def rank_value(self, expr: nodes.Expr) -> None:
        expr.static_type = "rank"
        if isinstance(expr, nodes.Number) and not 2 <= expr.value <= 14:
            self.add("LP905", expr, f"{expr.value} is not a rank", "ranks: 2-10, J, Q, K, A")

    def expr(self, e: nodes.Expr, scope: _Scope) -> str:
        t = self._expr(e, scope)
        e.static_type = t
        return t

    def _expr(self, e: nodes.Expr, scope: _Scope) -> str:
        if isinstance(e, nodes.Number):
            bound = limits.over_limit(e.value, "integer")
            if bound is not None:
                self.add("LP915", e, f"{e.value} is beyond the largest number a rule may "
                         f"use ({bound:,})", "use a smaller number")
            return "number"
        if isinstance(e, nodes.RankLit):
            return "rank"
        if isinstance(e, nodes.Text):
            return "text"
        if isinstance(e, nodes.Bool):
            return "truth"
        if isinstance(e, nodes.Word):
            return "word"
        if isinstance(e, nodes.Attribute):
            return self.attribute(e, scope)
        if isinstance(e, nodes.Role):
            self.role(e, scope)
            self.roshambo_read(e, scope)
            return e.static_type
        if isinstance(e, nodes.Measure):
            self.measure_name(e)
            self.role(e.player, scope, single=True, verb=f"{e.measure} of")
            self.roshambo_read(e.player, scope)
            return "number"
        if isinstance(e, nodes.Compare):
            self.compare(e.left, e.right, e.op, scope, e)
            return "truth"
        if isinstance(e, nodes.OneOf):
            for option in e.options:
                self.compare(e.item, option, "==", scope, option)
            self.report(limits.options_finding(e))
            return "truth"
        if isinstance(e, nodes.Parity):
            t = self.expr(e.operand, scope)
            if t not in ("number", "unknown"):
                self.add("LP905", e.operand, f"only numbers are even or odd, not a {t}")
            return "truth"
        if isinstance(e, nodes.BoolOp | nodes.Not):
            operands = e.operands if isinstance(e, nodes.BoolOp) else (e.operand,)
            for operand in operands:
                t = self.expr(operand, scope)
                if t not in ("truth", "unknown"):
                    hint = "compare it: 'play.count is at least 2'"
                    if limits.fold(operand) is not None:
                        hint = "to test several values write 'play.rank is one of 8, 9'"
                    self.add("LP905", operand, f"'and', 'or' and 'not' need conditions, "
                             f"not a {t}", hint)
            return "truth"
        if isinstance(e, nodes.Arith):
            for side in (e.left, e.right):
                t = self.expr(side, scope)
                if t not in ("number", "unknown"):
                    self.add("LP905", side, f"only numbers can be added, not a {t}")
            self.report(limits.arith_finding(e, scope.numbers))
            return "number"
        return "unknown"

    def roshambo_read(self, role: nodes.Role, scope: _Scope) -> None:
        if role.kind in _ROSHAMBO_ROLES and scope.roshambo_seen:
            self.add("LP913", role, f"'{self.role_info(role).phrase}' is known only after the "
                     "hook returns, so a condition or count cannot read it",
                     "name the result only as the target of an action: "
                     f"'{self.role_info(role).phrase} draws 1 card'")

    def attribute(self, a: nodes.Attribute, scope: _Scope) -> str:
        ns, name = a.namespace, a.name
        event = scope.hook.event
        if ns in vocabulary.RETRO_NAMESPACES:
            self.add("LP601", a, f"'{ns}.{name}' reads history from before the rule existed",
                     "count from when the rule took effect: rule.clears, rule.pickups, "
                     "or this round: round.clears")
            return "number"
        if ns in vocabulary.VOTE_WORDS or ns in vocabulary.FORBIDDEN_EVENTS:
            self.add("LP503", a, f"'{ns}.{name}' reads the vote or Roshambo",
                     "rules may not touch the vote or Roshambo (R-VOTE-8)")
            return "unknown"
        if ns == event:
            attrs = vocabulary.event_attributes(event)
            if not scope.known_event:
                return "unknown"
        elif ns in vocabulary.TABLE:
            attrs = vocabulary.TABLE[ns]
        elif ns in EVENT_NAMES:
            self.add("LP902", a, f"a {event} hook cannot read '{ns}.{name}'",
                     f"read the hook's own event ({event}.*) or the table (table.*)")
            return "unknown"
        else:
            hint = _suggest(ns, [event, *vocabulary.TABLE])
            self.add("LP902", a, f"unknown attribute '{ns}.{name}'",
                     hint or f"read {event}.*, table.*, round.* or rule.*")
            return "unknown"
        info = attrs.get(name)
        if info is None:
            if name.lower() in vocabulary.TRAIT_WORDS:
                self.add("LP304", a, f"'{ns}.{name}' is a personal trait",
                         "rules read game state only")
                return "unknown"
            options = [k for k, v in attrs.items() if v.type not in ("seat", "card", "cards")]
            hint = _suggest(name, options) or f"{ns}.* has: " + ", ".join(options)
            self.add("LP902", a, f"unknown attribute '{ns}.{name}'", hint)
            return "unknown"
        if info.type == "seat":
            self.add("LP302", a, f"'{ns}.{name}' is a seat number, a disguised person",
                     "use a role: 'acting player', 'next player' ...")
            return "seat"
        return info.type

    def attr_info(self, e: nodes.Expr, scope: _Scope) -> vocabulary.Attr | None:
        if isinstance(e, nodes.Attribute):
            return vocabulary.attribute(scope.hook.event, e.namespace, e.name)
        if isinstance(e, nodes.Measure):
            return vocabulary.Attr("number", "", 0, vocabulary.DECK)
        return None

    def compare(self, left: nodes.Expr, right: nodes.Expr, op: str, scope: _Scope,
                at: nodes.Node) -> None:
        lt, rt = self.expr(left, scope), self.expr(right, scope)
        if "text" in (lt, rt):
            text = left if lt == "text" else right
            self.add("LP303", text, "quoted text in a condition can only be a name",
                     "conditions compare game values; quoted text belongs in say/do")
            return
        if "unknown" in (lt, rt) or "seat" in (lt, rt):
            return
        if isinstance(left, nodes.Word) or isinstance(right, nodes.Word):
            word, other = (left, right) if isinstance(left, nodes.Word) else (right, left)
            assert isinstance(word, nodes.Word)
            info = self.attr_info(other, scope)
            if info is None or info.type != "word":
                other_t = other.static_type
                self.add("LP905", word, f"'{word.value}' is a word, but the other side is a "
                         f"{other_t}",
                         _suggest(word.value, vocabulary.all_attribute_names(scope.hook.event))
                         or "ranks are written 2-10, J, Q, K, A")
            elif word.value not in info.choices:
                self.add("LP905", word, f"'{word.value}' is not one of: "
                         f"{', '.join(info.choices)}", _suggest(word.value, info.choices))
            return
        numeric = {"number", "rank"}
        if lt in numeric and rt in numeric:
            return
        if lt == rt or {lt, rt} <= {"player", "players"}:
            if lt in ("player", "players", "truth") and op not in ("==", "!="):
                self.add("LP905", at, f"'{vocabulary.OP_WORDS.get(op, op)}' cannot order {lt}s",
                         "use 'is' or 'is not'")
            elif lt in ("card", "cards"):
                self.add("LP905", at, "cards are compared by rank and count",
                         "compare play.rank or play.count")
            return
        self.add("LP905", at, f"cannot compare a {lt} with a {rt}")

    # ------------------------------------------------------------ never holds
    def never_holds(self, expr: nodes.Expr, event: str) -> bool:
        """Whether ``expr`` never holds in a hook on ``event``.

        Only what the hook can read counts: another event's attribute is LP902, not LP906.
        """
        if isinstance(expr, nodes.Compare):
            return self.compare_never(expr, event)
        if isinstance(expr, nodes.OneOf) and not expr.negated:
            return all(self.compare_never(nodes.Compare(op="==", left=expr.item, right=o),
                                          event)
                       for o in expr.options)
        if isinstance(expr, nodes.BoolOp):
            if expr.op == "or":
                return all(self.never_holds(o, event) for o in expr.operands)
            if any(self.never_holds(o, event) for o in expr.operands):
                return True
            pinned: dict[tuple[str, str], int] = {}
            for o in expr.operands:
                if isinstance(o, nodes.Compare) and o.op == "==" and \
                        isinstance(o.left, nodes.Attribute) and \
                        vocabulary.attribute(event, o.left.namespace, o.left.name) is not None:
                    k = limits.fold(o.right)
                    key = (o.left.namespace, o.left.name)
                    if k is not None:
                        if key in pinned and pinned[key] != k:
                            return True
                        pinned[key] = k
        return False

    def compare_never(self, cmp: nodes.Compare, event: str) -> bool:
        """Whether ``cmp`` never holds in a hook on ``event`` (an attribute outside its range)."""
        left, right, op = cmp.left, cmp.right, cmp.op
        if limits.fold(left) is not None and limits.fold(right) is None:
            left, right = right, left
            op = vocabulary.FLIPPED_OPS.get(op, op)
        k = limits.fold(right)
        if k is None:
            return False
        lo: int | None
        hi: int | None
        if isinstance(left, nodes.Attribute):
            info = vocabulary.attribute(event, left.namespace, left.name)
            if info is None:
                return False
            lo, hi = info.lo, info.hi
        elif isinstance(left, nodes.Measure):
            lo, hi = 0, vocabulary.DECK
        else:
            return False
        lo_v = lo if lo is not None else -(10**9)
        hi_v = hi if hi is not None else 10**9
        return {
            "==": not lo_v <= k <= hi_v,
            "!=": lo_v == hi_v == k,
            "<": lo_v >= k,
            "<=": lo_v > k,
            ">": hi_v <= k,
            ">=": hi_v < k,
        }.get(op, False)

    # ------------------------------------------------------------ book-wide
    def check_duplicates(self) -> None:
        seen: dict[str, nodes.Rule] = {}
        hooks: list[tuple[nodes.Rule, nodes.Hook]] = []
        for rule in self.book.rules:
            key = rule.name.strip().lower()
            if key in seen:
                first = seen[key]
                self.add_at("LP907", rule.line, rule.column, rule.line,
                            rule.column + len(rule.name) + 7,
                            f"a rule named \"{rule.name}\" already exists (line {first.line})",
                            "give each rule its own name")
            else:
                seen[key] = rule
            for hook in rule.hooks:
                for other_rule, other in hooks:
                    if other == hook and other_rule is not rule:
                        self.add_at("LP907", hook.line, hook.column, hook.event_line,
                                    hook.event_column + len(hook.event),
                                    f"this hook repeats one in rule \"{other_rule.name}\" "
                                    f"(line {other.line})", "delete one of them")
                        break
                hooks.append((rule, hook))

    def check_cycles(self) -> None:
        hooks = [(r, h) for r in self.book.rules for h in r.hooks if h.event in EVENT_NAMES]
        causes: list[dict[str, nodes.Action]] = [_caused(h) for _, h in hooks]
        succ = [[j for j, (_, h2) in enumerate(hooks) if h2.event in causes[i]]
                for i in range(len(hooks))]
        covered: set[int] = set()
        for start in range(len(hooks)):
            if start in covered:
                continue
            path = _cycle_from(start, succ)
            if path is None:
                continue
            covered.update(path)
            steps = []
            for a, b in zip(path, path[1:] + path[:1], strict=True):
                rule, hook = hooks[a]
                act = causes[a][hooks[b][1].event]
                steps.append(f"rule \"{rule.name}\" ({hook.timing} {hook.event}, line "
                             f"{act.line}) causes a {hooks[b][1].event}")
            rule, hook = hooks[start]
            first_rule, first_hook = hooks[path[0]]
            steps.append(f"back to rule \"{first_rule.name}\" ({first_hook.timing} "
                         f"{first_hook.event})")
            self.add_at("LP402", hook.event_line, hook.event_column, hook.event_line,
                        hook.event_column + len(hook.event),
                        "these hooks trigger each other forever: " + " → ".join(steps),
                        "break the cycle: let the hook cause a different event, or hook "
                        "another event")


def _caused(hook: nodes.Hook) -> dict[str, nodes.Action]:
    """The base events a hook's actions cause, each with the first action causing it."""
    out: dict[str, nodes.Action] = {}
    for node in hook.walk():
        if not isinstance(node, nodes.Action):
            continue
        key = node.action
        if isinstance(node, nodes.Take) and node.source == "pile":
            key = "take_pile"
        for event in permissions.CAUSES.get(key, ()):
            out.setdefault(event, node)
    return out


def _cycle_from(start: int, succ: list[list[int]]) -> list[int] | None:
    """A shortest cycle through ``start`` (a list of hook indexes), or None."""
    parents: dict[int, int] = {}
    frontier = [start]
    seen = {start}
    while frontier:
        nxt: list[int] = []
        for u in frontier:
            for v in succ[u]:
                if v == start:
                    path = [u]
                    while path[-1] != start:
                        path.append(parents[path[-1]])
                    return list(reversed(path))
                if v not in seen:
                    seen.add(v)
                    parents[v] = u
                    nxt.append(v)
        frontier = nxt
    return None


def validate(book: nodes.RuleBook) -> list[Diagnostic]:
    """Every problem in ``book``, sorted by position; also sets expressions' static types."""
    return sorted(_Checker(book).run(), key=Diagnostic.sort_key)
