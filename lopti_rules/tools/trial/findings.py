"""The trial's findings, its one reporter: a rejection's message and witness, from a
comparison the statistics decided (:func:`finding`) or from a fact that needs none
(:func:`fact_findings`: a base restriction repealed or opened, a base power or permission
weakened, the runtime refusing an effect). :mod:`.core` plays the looks and calls these;
:class:`Table` is one table size's evenings and decisions so far."""

from __future__ import annotations

import shlex
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, TypeVar

from ..evenings import EVENT_KINDS, EVENT_RULES, Evening, EveningSpec, RoundFacts, in_frame, wins_of
from ..permits import PERMITS
from ..rulebooks import RuleSet
from . import clearcards, heights, powerjudge, powershare
from .config import TrialConfig
from .folds import Fold
from .foreclosure import matched_foreclosed, refused_at_once
from .measures import (
    BANDS,
    BLOCKS,
    Comparison,
    draw_undone,
    forbidden,
    last_card_barred,
    repealed,
)
from .powerjudge import (
    MIN_RESETS,
    POWERS,
    refused_way_out,
    weakened_clear,
    weakened_permit,
    weakened_power,
    weakened_reset,
)
from .statistics import Bound
from .statwords import stats_line


@dataclass(frozen=True, slots=True)
class Finding:
    """One rejection, before it is put on a rule: what, where it shows, the figures."""

    code: str
    message: str
    witness: str
    rule_ref: str
    rule: int  #: index of the rule (in book order) it is put on
    key: tuple[str | int, ...] = ()  #: what was compared (one diagnostic per key)
    players: int = 0  #: the table size it was found at (0: any)


@dataclass
class Table:
    """One table size's evenings and decisions so far."""

    players: int
    specs: list[EveningSpec]
    evenings: list[Evening] = field(default_factory=list)
    where: list[tuple[EveningSpec, int]] = field(default_factory=list)  #: spec, run index
    decided: dict[tuple[str | int, ...], str] = field(default_factory=dict)
    bounds: dict[tuple[str | int, ...], Bound] = field(default_factory=dict)
    done: bool = False
    facts: list[str] = field(default_factory=list)  #: undecided (``facts.open_facts``)
    #: the two-half tests whose finding was made (``core.PAIRED``: each once)
    paired: set[tuple[tuple[str | int, ...], ...]] = field(default_factory=set)
    #: the largest turn count the book's guards name, 50 or more (``bounds.long_turns``:
    #: the long rounds' stalls are compared on their own; 0: none)
    longest: int = 0
    fold: Fold = field(default_factory=Fold, compare=False)  #: each value once (folds.py)


def group(spec: EveningSpec) -> tuple[str | int, ...]:
    """The fast-forward an evening belongs to (empty for an ordinary evening)."""
    if spec.first_round == 1 and not spec.clock_rounds and not any(spec.clock_counts) \
            and not spec.clock_memory:
        return ()
    return ("from round", spec.first_round, "clocks", spec.clock_rounds, *spec.clock_counts,
            *(v for m in spec.clock_memory for v in m))


def _command(rules: RuleSet, spec: EveningSpec, seed: int, code: str = "") -> str:
    """The command that plays one evening of the trial alone (``--witness CODE``: the gate
    refuses the book for that finding, and sets it aside to show it)."""
    forward = []
    if spec.first_round != 1:
        forward = ["--round", str(spec.first_round)]
    files = [shlex.quote(Path(name).as_posix()) for name, _ in rules.files]
    return " ".join(["lopti simulate --session", str(spec.rounds), "--adopt", str(spec.adopt),
                     *forward, "--players", str(spec.players), "--bot", spec.bot, "--seed",
                     str(seed), "--games 1", *(["--witness", code] if code else []),
                     "--rules", *files])


def _worst(t: Table, c: Comparison) -> int:
    """The evening that shows a comparison best (its largest or smallest value)."""
    pick = max if c.direction == "above" else min
    return pick(zip(c.values, c.evenings, strict=True), key=lambda p: (p[0], -p[1]))[1]


def _most_fired(evenings: Sequence[Evening], rules: int) -> int:
    fired = [0] * max(rules, 1)
    for e in evenings:
        for r in e.book:
            for k, n in enumerate(r.fired):
                fired[k] += n
    return max(range(len(fired)), key=lambda k: (fired[k], -k))


@dataclass(frozen=True, slots=True)
class Seen:
    """What a finding kind words: the comparison that rejected (``c``, its key without a
    fast-forward's prefix), its bound, and the evening that shows it best."""

    t: Table
    c: Comparison
    b: Bound
    e: Evening
    config: TrialConfig


#: A finding kind's wording: (what the book does, its code, the rule it breaks, where the
#: witness's evening shows it)
Worded = tuple[str, str, str, str]


def _person(s: Seen, kind: str) -> Worded:
    """A position of a frame singled out, spared, or made to win or lose (LP801)."""
    c, b, e, n, config = s.c, s.b, s.e, s.t.players, s.config
    frame, pos = str(c.key[1]), int(c.key[2])
    where = (f"seat {pos}" if frame == "seat" else
             "the creator" if pos == 0 else f"the creator's {_nth(pos)} seat to the left")
    if kind == "effects":
        even = (c.floor - config.share_floor) / (1 - config.share_floor)
        what = (f"the book's effects single out {where}: {b.mean:.0%} of its effects "
                f"name that seat, at {n} players, where its roles would spread them "
                f"to {even:.0%} a seat")
    elif kind == "spared":
        what = (f"the book's effects spare {where}: in {b.mean:.0%} of the rounds in "
                f"which they named every seat but one, that seat was the one left out, "
                f"at {n} players, where its roles would leave out each seat "
                f"{1 / n:.0%} of the time")
    else:
        up = kind == "wins up"
        # each wording whole, as the catalogs translate it (report/wordings.py)
        what = (f"the book makes {where} win far more often: {b.mean:+.0%} of the "
                f"rounds won, with it against without it, at {n} players" if up else
                f"the book makes {where} lose far more often: {b.mean:+.0%} of the "
                f"rounds won, with it against without it, at {n} players")
    rnd = next((r for r in e.book if _pos_hit(r, frame, pos, e, n, kind)), e.book[0])
    seat = pos if frame == "seat" else (e.creator + pos) % n
    return what, "LP801", "R-CUSTOM-4", f"round {rnd.number}, seat {seat}"


def _same(s: Seen, kind: str) -> Worded:
    """One seat of the evening, in no frame (LP801, ``measures.together``)."""
    b, e, n = s.b, s.e, s.t.players
    seat, rounds = _same_seat(e, s.c.key[1] == "wins")
    if s.c.key[1] == "wins":
        what = (f"the book makes one seat of the evening win round after round, "
                f"whoever sits there: the winners of its rounds line up "
                f"{b.mean:+.2f} more (alignment, 1 the same seat every round) than on "
                f"the same deals without it, at {n} players")
    else:
        what = (f"the book singles out one seat of the evening, whoever sits there: "
                f"its effects land on the same seat round after round (alignment "
                f"{b.mean:.2f}, where 1 is the same seat every round and rounds whose "
                f"seats are independent give 0), at {n} players")
    # the first of the rounds that put most on that seat (the witness's wording is a
    # catalog template: "round {n}, seat {v}")
    return what, "LP801", "R-CUSTOM-4", \
        f"round {rounds[0] if rounds else e.book[0].number}, seat {seat}"


def _closest(s: Seen, kind: str) -> Worded:
    what = (f"the book keeps the player closest to going out from it: {s.b.mean:.1f} "
            f"cards or skipped turns a round land on the seat with the fewest cards")
    rnd = max(s.e.book, key=lambda r: r.closest)
    return what, "LP801", "R-CUSTOM-3", f"round {rnd.number}"


def _event(s: Seen, kind: str) -> Worded:
    ev = str(s.c.key[1])
    what = (f"the book blocks a base event: '{ev}' ({EVENT_RULES[ev]}) happens "
            f"{_event_ratio(s.t, ev):.0%} as often as without it, at {s.t.players} players")
    return what, "LP802", EVENT_RULES[ev], f"round {s.e.book[0].number}"


def _pickup(s: Seen, kind: str) -> Worded:
    what = (f"the book undoes the pickup (R-TURN-2: the pile goes to the picker's hand): "
            f"the pickups its rules act on leave the picker under "
            f"{s.config.pickup_keep:.0%} of the pile's "
            f"cards ({s.b.mean:+.1f} cards a round against that share), at {s.t.players} "
            "players")
    return what, "LP802", "R-TURN-2", f"round {s.e.book[0].number}"


def _draw(s: Seen, kind: str) -> Worded:
    rnd = max(s.e.book, key=lambda r: r.drawn[0] - r.drawn[1])
    return draw_undone(s.config, s.b.mean, s.t.players), "LP802", "R-DRAW-1", \
        f"round {rnd.number}"


def _last(s: Seen, kind: str) -> Worded:
    rnd = max(s.e.book, key=lambda r: r.last_card[0] - r.last_card[1])
    return last_card_barred(s.t.evenings, s.config, s.t.players), "LP802", "R-WIN-1", \
        f"round {rnd.number}"


def _refused(s: Seen, kind: str) -> Worded:
    e = s.e
    reason = next((why for r in e.book for why, p in r.stops if not p), "")
    what = (f"the runtime refuses the book's effects in {s.b.mean:.0%} of its rounds "
            f"at {s.t.players} players: {reason}")
    rnd = next((r for r in e.book if any(not p for _, p in r.stops)), e.book[0])
    return what, "LP805", "R-VOTE-6", f"round {rnd.number}"


def _turns_lost(s: Seen, kind: str) -> Worded:
    """A player's turns taken away over the round (``locked``) or over a stretch in which
    the same players were in (``shut``): one measure of R-TURN-1 at two scales."""
    n, mean = s.t.players, s.b.mean
    if kind == "lockouts":
        what = (f"the book takes a player's turns away (R-TURN-1: every player in takes "
                f"turns in order): in {mean:+.0%} of its rounds against the same deals "
                f"without it, a player still in took fewer than a quarter of their turns, "
                f"at {n} players")
    else:
        what = (f"the book shuts players out of the turns while the same players are in "
                f"(R-TURN-1: every player in takes turns in order): in {mean:+.0%} of its "
                f"rounds against the same deals without it, a player took fewer than a "
                f"tenth of their turns before a player went out or between two going out, "
                f"at {n} players")
    # (the witness's words are catalog templates, report/playwords.py: the seats'
    # decisions are for the replay to show)
    field = "locked" if kind == "lockouts" else "shut"
    rnd = next((r for r in s.e.book if getattr(r, field)), s.e.book[0])
    seats = ", ".join(map(str, getattr(rnd, field))) or "-"
    return what, "LP802", "R-TURN-1", f"round {rnd.number}, seat {seats}"


def _kept_round(s: Seen, field: str) -> tuple[int, int, int]:
    """The witness round with the largest share of ``field`` decisions: number, count, length."""
    rnd = max(s.e.book, key=lambda r: getattr(r, field) / r.length if r.length else 0.0)
    return rnd.number, getattr(rnd, field), rnd.length


def _kept(s: Seen, kind: str) -> Worded:
    what = (f"the book keeps the turn with the player who just played, which leaves "
            f"the turn passing clockwise (R-TURN-1) with less than half its effect: "
            f"{s.b.mean:+.0%} of its decisions are followed by the same player's, against "
            f"the same deals without it, at {s.t.players} players; the others wait until "
            "that player picks up (only a base-rule vote may change it, R-VOTE-1)")
    return what, "LP802", "R-TURN-1", "round {} ({} of {} decisions kept)".format(
        *_kept_round(s, "kept"))


def _ahead(s: Seen, kind: str) -> Worded:
    what = (f"the book gives the player ahead extra turns: {s.b.mean:+.0%} of its "
            f"decisions are followed by another of the same player's while that player "
            f"holds the fewest cards, against the kept turns of the same deals without it, "
            f"at {s.t.players} players; the turn passes to the next player after every "
            "turn (R-TURN-1), and only a base-rule vote may change it (R-VOTE-1)")
    where = "round {} ({} of {} decisions kept by the player ahead)"
    return what, "LP802", "R-TURN-1", where.format(*_kept_round(s, "ahead"))


def _first_deal(s: Seen, kind: str) -> Worded:
    first = s.e.book[0]
    seat = max(range(len(first.dealt)), key=lambda p: -1 if p == s.e.creator else first.dealt[p],
               default=0)
    what = (f"the book acts on the rounds before it: at its first deal its effects put "
            f"{s.b.mean:+.1f} cards or turns on one player other than its creator beyond "
            f"what its later deals put on one, at {s.t.players} players; a rule acts from "
            "its adoption on (R-CUSTOM-3), not on what was played before it")
    return what, "LP601", "R-CUSTOM-3", \
        f"round {first.number}, seat {seat} ({first.dealt[seat] if first.dealt else 0} at the deal)"


def _stalls(s: Seen, kind: str) -> Worded:
    what = (f"the book keeps games from ending: {s.b.mean:+.0%} of its rounds stall "
            f"(the safety cap, or the progress watch stopping a rule) against the same "
            f"deals without it, at {s.t.players} players")
    rnd = next((r for r in s.e.book if r.capped or any(p for _, p in r.stops)),
               s.e.book[0])
    return what, "LP804", "R-CUSTOM-3", f"round {rnd.number}"


def _length(s: Seen, kind: str) -> Worded:
    what = (f"the book keeps games from ending: its rounds are over "
            f"{s.config.length_ratio:g} times as long as the same deals without it, at "
            f"{s.t.players} players")
    rnd = max(s.e.book, key=lambda r: r.length)
    return what, "LP804", "R-CUSTOM-3", f"round {rnd.number} ({rnd.length} turns)"


#: Each comparison kind (``measures.comparisons``: a key's first item) and its wording;
#: a kind not listed is the length comparison (:func:`_length`)
KINDS: dict[str | int, Callable[[Seen, str], Worded]] = {
    "effects": _person, "spared": _person, "wins up": _person, "wins down": _person,
    "same seat": _same, "closest": _closest, "event": _event, "pickup kept": _pickup,
    "draw kept": _draw, "last card": _last, "refused": _refused, "lockouts": _turns_lost,
    "shut out": _turns_lost, "kept turns": _kept, "kept ahead": _ahead, "stalls": _stalls,
    "first deal": _first_deal,
    "long rounds": _stalls,  # the stalls of the rounds long enough for the guards
}


def finding(t: Table, c: Comparison, b: Bound, config: TrialConfig, rules: RuleSet,
             level: float) -> Finding:
    """The rejection a comparison the statistics decided makes (:data:`KINDS` words it),
    with its witness: the evening that shows it best and the command that plays it."""
    k = _worst(t, c)
    e = t.evenings[k]
    spec, _ = t.where[k]
    n = t.players
    rule = _most_fired([e], len([x for book in rules.books for x in book.rules]))
    bound = b.low if c.direction == "above" else b.high
    stats = stats_line(c.key[0], b.mean, b.n, bound, c.floor, level)
    show = f"evening seed {e.seed} ({spec.bot} bots, {n} players, adopted in round " \
           f"{spec.adopt}, creator seat {e.creator})"
    kind = c.key[len(group(spec))] if c.key[0] == "from round" else c.key[0]
    if c.key[0] == "from round":
        c = Comparison(c.key[len(group(spec)):], c.values, c.floor, c.direction, c.span,
                       c.evenings)
    what, code, ref, where_line = KINDS.get(kind, _length)(Seen(t, c, b, e, config),
                                                           str(kind))
    witness = (f"{show}, {where_line}; {stats}. Play it: "
               f"{_command(rules, spec, e.seed, code)}" + _clock_note(spec))
    return Finding(code, f"trial: {what} (false-alarm rate {config.alpha:.0%})", witness,
                   ref, rule, c.key, n)


def _same_seat(e: Evening, wins: bool) -> tuple[int, list[int]]:
    """The seat the book's rounds put most on (or, ``wins``, that won most of them) in
    evening ``e``, and the rounds that did."""
    def on(r: RoundFacts) -> Sequence[int]:
        n = len(r.touches)
        return wins_of(r) if wins else [t + b + c for t, b, c in zip(
            r.touches, r.burden or (0,) * n, r.bound or (0,) * n, strict=True)]

    per = [0] * len(e.book[0].picked)
    for r in e.book:
        for s, v in enumerate(on(r)):
            per[s] += v
    seat = max(range(len(per)), key=lambda s: (per[s], -s))
    return seat, [r.number for r in e.book if any(on(r)) and
                  max(range(len(per)), key=lambda s: (on(r)[s], -s)) == seat]


def _clock_note(spec: EveningSpec) -> str:
    own = ""
    if spec.clock_memory:
        own = f", the rules' own counts {[list(m) for m in spec.clock_memory]}"
    if spec.clock_rounds or any(spec.clock_counts) or own:
        return (f" (the book's clocks start at rule.rounds {spec.clock_rounds + 1}, "
                f"(clears, pickups, firings) {spec.clock_counts}{own}: a book in force "
                "longer)")
    return ""


def _pos_hit(r: RoundFacts, frame: str, pos: int, e: Evening, n: int, kind: str) -> bool:
    """Whether round ``r`` touched (or, for wins, was won by) position ``pos`` of ``frame``."""
    if kind == "spared":  # the round where the others were hit and this one was not
        return any(r.touches) and not any(
            v for s, v in enumerate(r.touches)
            if in_frame(frame, s, e.creator, r.dealer, n) == pos)
    seats = r.touches if kind == "effects" else wins_of(r)
    return any(v and in_frame(frame, s, e.creator, r.dealer, n) == pos
               for s, v in enumerate(seats))


def _event_ratio(t: Table, kind: str) -> float:
    i = EVENT_KINDS.index(kind)
    w = sum(r.events[i] for e in t.evenings for r in e.book)
    b = sum(r.events[i] for e in t.evenings for r in e.base[len(e.base) - len(e.book):])
    return w / b if b else 0.0


def _nth(k: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth"}.get(k, f"{k}th")


def fact_findings(tables: Sequence[Table], config: TrialConfig, rules: RuleSet,
           entries: Sequence[object], already: Sequence[Finding]) -> list[Finding]:
    """The findings that need no statistics: a repealed base restriction, the runtime
    refusing an effect (each once)."""
    codes = {f.code for f in already}
    out: list[Finding] = []
    allowed: dict[tuple[int, int], tuple[Table, int, int]] = {}
    refused: tuple[Table, int, int, str] | None = None
    for t in tables:
        for k, e in enumerate(t.evenings):
            for r in e.book:
                for pair in r.allowed:
                    allowed.setdefault(pair, (t, k, r.number))
                if refused is None:
                    for reason, progress in r.stops:
                        if not progress and BLOCKS in reason:
                            refused = (t, k, r.number, reason)
                            break
    count = len(entries)
    gone = repealed(set(allowed), config.repeal_share)
    if "LP803" not in codes:
        # a band of "higher" (measures.BANDS) is said after the plays opened, which
        # weigh the same permissions by use
        for ref, what, got, of in (x for x in gone if x[1] not in BANDS):
            out.append(_repeal_finding(allowed, ref, what, got, of, rules, count))
    if "LP803" not in codes and not any(f.code == "LP803" for f in out):  # clearcards.py
        out += [Finding("LP803", *p) for p in [clearcards.finding(
            tables, rules, count, (_command, _most_fired))] if p]
    if "LP803" not in codes and not any(f.code == "LP803" for f in out):
        out += _opened_findings(tables, config, rules, count)
    if "LP803" not in codes and not any(f.code == "LP803" for f in out):
        for ref, what, got, of in (x for x in gone if x[1] in BANDS):
            out.append(_repeal_finding(allowed, ref, what, got, of, rules, count))
    if "LP803" not in codes and not any(f.code == "LP803" for f in out):
        out += _reset_findings(tables, config, rules, count)
    if "LP803" not in codes and not any(f.code == "LP803" for f in out):
        out += _power_findings(tables, config, rules, count)
    if "LP803" not in codes and not any(f.code == "LP803" for f in out):
        out += _way_out_findings(tables, config, rules, count) or [
            Finding("LP803", *p) for p in [powershare.finding(
                tables, config, rules, count, (_command, _most_fired))] if p]
    if refused is not None and "LP805" not in codes:
        t, k, number, reason = refused
        e = t.evenings[k]
        spec, _ = t.where[k]
        out.append(Finding(
            "LP805", f"trial: the runtime refuses one of the book's effects: {reason}",
            f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in round "
            f"{spec.adopt}), round {number}. Play it: "
            f"{_command(rules, spec, e.seed, 'LP805')}"
            + _clock_note(spec), "R-VOTE-6", _most_fired([e], count)))
    return out


def _repeal_finding(allowed: dict[tuple[int, int], tuple[Table, int, int]], ref: str,
                    what: str, got: int, of: int, rules: RuleSet, count: int) -> Finding:
    """LP803 for a base restriction the permitted plays seen leave with little effect
    (``measures.repealed``), witnessed by the first evening that allowed one of them."""
    t, k, number = min((allowed[p] for p in allowed if p in forbidden(what)),
                       key=lambda w: (w[0].players, w[1], w[2]))
    e = t.evenings[k]
    spec, _ = t.where[k]
    return Finding(
        "LP803", heights.message(what, got, of, set(allowed)),
        f"evening seed {e.seed} ({spec.bot} bots, {t.players} players), round "
        f"{number}: a play the official rules forbid, allowed by the book. Play it: "
        f"{_command(rules, spec, e.seed, 'LP803')}", ref, _most_fired([e], count))


def _opened_findings(tables: Sequence[Table], config: TrialConfig, rules: RuleSet,
                     count: int) -> list[Finding]:
    """LP803 weighed by use: the book's permissions let through plays a base restriction
    forbids (``RoundFacts.allowed``: the forbidden pairs played, once a round each) at
    least ``config.opened_share`` times per pickup of the same deals without the book,
    and the pickups fall to ``config.pickups_left`` of the base's or less, at some table
    size (pooled over its evenings). Few pairs allowed can still be the ones that come
    up (``allow 4, 5, 6, 8, 9 on J, Q, K, A``: under half the pairs, most of the pickups
    gone); a fair permission (``a Jack on a Queen``) opens a play now and then."""
    from .measures import RESTRICTIONS

    pick = EVENT_KINDS.index("pickup")
    for t in tables:
        opened = picked = base_picked = 0
        pairs: dict[tuple[int, int], int] = {}
        for e in t.evenings:
            for r in e.book:
                opened += len(r.allowed)
                picked += r.events[pick]
                for pair in r.allowed:
                    pairs[pair] = pairs.get(pair, 0) + 1
            base_picked += sum(r.events[pick] for r in e.base[len(e.base) - len(e.book):])
        if base_picked < MIN_RESETS or not opened:
            continue
        if opened < config.opened_share * base_picked or \
                picked > config.pickups_left * base_picked:
            continue
        ref, what, forbidden = max(RESTRICTIONS, key=lambda x: sum(
            n for p, n in pairs.items() if p in x[2]))
        k = max(range(len(t.evenings)), key=lambda i: (
            sum(len(r.allowed) for r in t.evenings[i].book), -i))
        e = t.evenings[k]
        spec, _ = t.where[k]
        return [Finding(
            "LP803", f"trial: the book's permissions leave {what} with little effect: at "
            f"{t.players} players, plays it forbids were allowed {opened} times (a pair a "
            f"round counted once) against {base_picked} pickups on the same deals without "
            f"the book, and the pickups fell to {picked / base_picked:.0%} of those "
            f"({len(set(pairs) & forbidden)} of the {len(forbidden)} plays it forbids were "
            "allowed); only a base-rule vote may change it (R-VOTE-1)",
            f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in round "
            f"{spec.adopt}): plays the official rules forbid, allowed by the book. Play it: "
            f"{_command(rules, spec, e.seed, 'LP803')}", ref,
            _most_fired([e], count), ("opened",), t.players)]
    return []


class _AtEvening(Protocol):
    """A weakened-power reading of powerjudge.py: the evening it shows best."""

    @property
    def evening(self) -> int: ...


_W = TypeVar("_W", bound=_AtEvening)


def _first_weakened(tables: Sequence[Table], judge: Callable[[Table], _W | None]
                    ) -> tuple[Table, _W, Evening, EveningSpec] | None:
    """The first table size at which ``judge`` finds a power left with little effect: the
    table, the reading, and its evening with that evening's spec."""
    for t in tables:
        w = judge(t)
        if w is not None:
            return t, w, t.evenings[w.evening], t.where[w.evening][0]
    return None


def _reset_findings(tables: Sequence[Table], config: TrialConfig, rules: RuleSet,
                    count: int) -> list[Finding]:
    """LP803: the 2's reset (R-SPECIAL-2) left little effect (``weakened_reset``)."""
    found = _first_weakened(tables, lambda t: weakened_reset(t.evenings, config))
    if found is not None:
        t, w, e, spec = found
        return [Finding(
            "LP803", "trial: the book leaves the 2's reset (R-SPECIAL-2: any rank may follow "
            f"a 2) with little effect: at {t.players} players, the ranks still played on a 2 "
            f"below the play it covered make only {w.left:.0%} of such plays without the "
            f"book (resets used: {w.used} of {w.chances} chances with it, {w.base_used} of "
            f"{w.base_chances} without); only a base-rule vote may change it (R-VOTE-1)",
            f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in round "
            f"{spec.adopt}): the plays that follow its 2s. Play it: "
            f"{_command(rules, spec, e.seed, 'LP803')}", "R-SPECIAL-2",
            _most_fired([e], count), ("reset",), t.players)]
    return []


def _power_findings(tables: Sequence[Table], config: TrialConfig, rules: RuleSet,
                    count: int) -> list[Finding]:
    """LP803 when the book leaves a special rank's power with little effect at some table
    size, the cards still played (``powerjudge.weakened_power``: the 3's pass-on
    answered, the 7's low rule in force, the 2 as the escape); only a base-rule vote
    changes a base rule (R-VOTE-1)."""
    clear = _first_weakened(tables, lambda t: weakened_clear(t.evenings, config))
    if clear is not None:  # the 10's clear, weighed by the piles it takes
        t, c, e, spec = clear
        return [Finding(
            "LP803", "trial: the book leaves the 10's clear (R-SPECIAL-10: the 10 takes the "
            f"pile away) with little effect: at {t.players} players, the piles its 10s "
            f"take, against the piles a player holding one faces, are {c.left:.0%} of "
            f"what they are on the same deals without the book ({c.taken:.1f} cards a 10 "
            f"against {c.faced:.1f} faced with it, {c.base_taken:.1f} against "
            f"{c.base_faced:.1f} without); only a base-rule vote may change it (R-VOTE-1)",
            powerjudge.power_witness("R-SPECIAL-10", f"evening seed {e.seed} ({spec.bot} "
                                     f"bots, {t.players} players, adopted in round "
                                     f"{spec.adopt})", _command(rules, spec, e.seed,
                                                               "LP803")), "R-SPECIAL-10",
            _most_fired([e], count), ("power", "R-SPECIAL-10 clear"), t.players)]
    level = config.alpha / ((len(POWERS) + len(PERMITS)) * len(tables) * config.looks)
    power = _first_weakened(tables, lambda t: weakened_power(t.evenings, config, level)
                            or weakened_permit(t.evenings, config, level))
    if power is not None:  # a special rank's power, or a base permission (tools/permits.py)
        t, w, e, spec = power
        return [Finding(
            "LP803", f"trial: the book leaves {w.what} with little effect ({w.ref}): at "
            f"{t.players} players, only {w.left:.0%} of its use without the book is left "
            f"{w.measure} ({w.words}: {w.used} of {w.chances} with it, {w.base_used} of "
            f"{w.base_chances} without); only a base-rule vote may change it (R-VOTE-1)",
            powerjudge.power_witness(w.witness, f"evening seed {e.seed} ({spec.bot} bots, "
                                     f"{t.players} players, adopted in round {spec.adopt})",
                                     _command(rules, spec, e.seed, "LP803")), w.ref,
            _most_fired([e], count), ("power", w.ref), t.players)]
    return []


def _way_out_findings(tables: Sequence[Table], config: TrialConfig, rules: RuleSet,
                      count: int) -> list[Finding]:
    """LP803 when the book takes the 2, 3 or 10 away where it is a way out (a previous
    play's rank, the big piles: ``powerjudge.refused_way_out``) or one way to four."""
    level = config.alpha / ((len(POWERS) + len(PERMITS)) * len(tables) * config.looks)
    found = _first_weakened(tables, lambda t: refused_way_out(t.evenings, level, config)
                            or matched_foreclosed(t.evenings, level, config)
                            or refused_at_once(t.evenings, level))
    if found is None:
        return []
    t, w, e, spec = found
    return [Finding(
        "LP803", powerjudge.way_out_message(w, t.players), powerjudge.power_witness(
            w.witness, f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in "
            f"round {spec.adopt})", _command(rules, spec, e.seed, "LP803")), w.ref,
        _most_fired([e], count), ("way out", w.ref), t.players)]


__all__ = ["Finding", "Table", "fact_findings", "finding", "group"]
