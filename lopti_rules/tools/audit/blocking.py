"""Witnesses for the protected-outcome verdicts (LP205-LP209): a table where the book breaks one.

The linter decides from a book's text that it undoes or prevents what a base event must
achieve (``language/analysis/checks/``: ``chains.py``, ``drawpaths.py``,
``outcomes.py``; the outcomes of ``engine/outcomes.py``). A finder here shows it at a
table: it goes through a fixed list of small tables (three players; seat 0 holds
``count`` cards of ``rank`` and ``left`` more, the pile holds a 2 so that any rank may
follow, seat 1 holds single 10, 2, 3 and 5, four cards wait in the draw pile), in the
same order every time, plays seat 0's cards with the whole book in play, and keeps the
first table where the outcome is broken: the played cards are not on the pile (LP205),
the draw pile was not touched although seat 0 holds fewer than three cards (LP206), or
seat 1 may not play a single 10 (LP207), 2 or 3 (LP208), or has nothing but a pickup
(LP209). A restriction that bars the card completing four of a kind (LP203,
``checks/outcomes.py`` ``clear_denied``) is shown at tables of their own
(:func:`_fourth_tables`: seat 0 plays three of a rank, seat 1 holds the fourth), asked by
``direct.settle`` when no runtime refusal shows it. The witness is that table as a
scenario for ``lopti test`` (``witness =
"LP20x"`` lets it load the rule its code rejects), its expectations saying what went
wrong; it is run once more, as written, before it is returned. The budget is the number
of tables (:data:`TABLES`), never seconds. """

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache
from typing import Any

from ...engine import BaseRules, Game, card_str, cards_of, parse_card, rank_str
from ...language import Diagnostic, LintResult, compared_counts, compared_numbers, diagnostic
from ..scenario import ScenarioResult
from ..scenario.rules import MAX_COUNT
from .witness import (
    PROBE,
    Table,
    Unplayable,
    Verdict,
    book_files,
    cards,
    first_witness,
    passes,
    play,
    scenario,
)

#: Ranks seat 0 plays, counts and hand cards left after the play: the tables searched.
RANKS = (9, 8, 12, 5, 13, 11, 6, 4, 14, 7, 2)
COUNTS = (1, 2, 3)
LEFT = (0, 1, 2)
#: At most this many tables are played for one witness.
TABLES = len(RANKS) * len(COUNTS) * len(LEFT)
SUITS = "CDHS"
SEAT1 = "10H 2H 3H 5C"
SEAT2 = "KD"
DRAW = "6C 6D 6H 6S"
DOWN = ("4D", "4H", "JD")  #: one face-down card each: nobody goes out


def _table(rank: int, count: int, left: int) -> dict[str, Any] | None:
    """Seat 0 to play ``count`` cards of ``rank`` with ``left`` more in hand, or None."""
    used = {parse_card(c) for c in f"{SEAT1} {SEAT2} {DRAW} 2S {' '.join(DOWN)}".split()}
    played = [parse_card(f"{rank_str(rank)}{s}") for s in SUITS]
    played = [c for c in played if c not in used][:count]
    if len(played) < count:
        return None
    spare = [parse_card(f"{r}{s}") for r in ("Q", "J", "9", "8", "4") for s in "CS"]
    extra = [c for c in spare if c not in used and c >> 2 != rank - 2][:left]
    return {"played": played, "hand": played + extra}


def _crafted(t: dict[str, Any], rank: int, count: int, turns: int = 0,
             counts: Sequence[tuple[str, str, int]] = ()) -> Table:
    """Seat 0 plays ``count`` x ``rank`` from the hand of ``t``, ``turns`` turns into the
    round, the rules' own counts at ``counts``."""
    hand = " ".join(card_str(c) for c in t["hand"])
    return Table.crafted(
        f"seat 0 plays {count} x {rank_str(rank)}", [f"0: play {rank_str(rank)}x{count}"],
        *([f"turns = {turns}  # turns before this one: round.turns is {turns + 1}"]
          if turns else []),
        *([_counts_line(counts)] if counts else []),
        info=t, hands=f'["{hand}", "{SEAT1}", "{SEAT2}"]', face_down=cards(DOWN),
        pile='["2S"]', draw_pile=f'"{DRAW}"')


def _counts_line(counts: Sequence[tuple[str, str, int]]) -> str:
    """``counts = {"Rule" = {"eights" = 2}}``: the rules' own counts as the table begins."""
    rules: dict[str, list[str]] = {}
    for rule, count, value in counts:
        rules.setdefault(rule, []).append(f"{json.dumps(count)} = {value}")
    return "counts = { " + ", ".join(f"{json.dumps(r)} = {{ {', '.join(v)} }}"
                                      for r, v in rules.items()) + " }"


def _undone(g: Game, t: dict[str, Any]) -> Verdict:
    gone = [c for c in t["played"] if not (g.pile >> c) & 1 and not (g.cleared >> c) & 1]
    if not gone:
        return None
    pile = " ".join(card_str(c) for c in cards_of(g.pile))
    return ([f'pile = "{pile}"'],
            f"R-PLAY-4: the played {card_str(gone[0])} should lie on the pile; it does not")


def _no_draw(g: Game, t: dict[str, Any]) -> Verdict:
    base_hand = len(t["hand"]) - len(t["played"])
    if base_hand >= 3 or len(g.draw_pile) != len(DRAW.split()) or g.out[0]:
        return None
    return ([f"draw_pile_size = {len(g.draw_pile)}", f"hand_size.0 = {g.hand[0].bit_count()}"],
            f"R-DRAW-1: seat 0 has {base_hand} hand cards after the play and should draw; "
            "the draw pile is untouched")


def _barred(card: str) -> Callable[[Game, dict[str, Any]], Verdict]:
    def check(g: Game, t: dict[str, Any]) -> Verdict:
        if g.current_player() != 1 or g.bonus:
            return None
        if any(str(m) == f"play {card}x1" for m in g.legal_moves()):
            return None
        rule = {"10": "R-SPECIAL-10", "2": "R-SPECIAL-2", "3": "R-SPECIAL-3"}[card]
        return (["turn = 1", f'illegal = "play {card}x1"'],
                f"{rule}: seat 1 should be able to play a single {card} here; it may not")
    return check


def _lid(g: Game, t: dict[str, Any]) -> Verdict:
    """A lid that leaves only the 2's reset and the 3's pass (checks/moments.
    only_reset_or_pass, session 45): the single 10 barred on a play the base game lets it
    clear (not a 7, R-SPECIAL-7, nor a 3's obligation, R-SPECIAL-3)."""
    if any((c >> 2) + 2 in (3, 7) for c in t.get("played", ())):  # the card's rank
        return None
    return _barred("10")(g, t)


def _no_play(g: Game, t: dict[str, Any]) -> Verdict:
    if g.current_player() != 1 or g.bonus:
        return None
    if [str(m) for m in g.legal_moves()] != ["pickup"]:
        return None
    return (["turn = 1", 'legal = ["pickup"]'],
            "R-TURN-2: seat 1 holds single cards, a 10 among them, and has no play at all")


def _barred_lead(card: str) -> Callable[[Game, dict[str, Any]], Verdict]:
    """At the round's first lead (a dealt table, :func:`_deal_tables`): the leader holds a
    single ``card`` and may not lead it (R-TURN-1: any rank may lead)."""
    def check(g: Game, t: dict[str, Any]) -> Verdict:
        if not t.get("lead") or g.bonus or g.is_over():
            return None
        seat = g.current_player()
        if not any(rank_str((c >> 2) + 2) == card for c in cards_of(g.hand[seat])):
            return None
        if any(str(m) == f"play {card}x1" for m in g.legal_moves()):
            return None
        return ([f"turn = {seat}", f'illegal = "play {card}x1"'],
                f"R-TURN-1: the leader should be able to lead a single {card} here; it may not")
    return check


def _turn_taken(g: Game, t: dict[str, Any]) -> Verdict:
    """At a table of :func:`_taken_tables`: seat 1, whose answer the played 2, 3 or 7
    governs, was made to pick up the pile or was skipped (checks/nextturn.py)."""
    rank = t.get("taken")
    if rank is None or g.bonus or g.is_over():
        return None
    held = g.hand[1].bit_count()
    rule = {2: "R-SPECIAL-2", 3: "R-SPECIAL-3", 7: "R-SPECIAL-7"}[rank]
    if held > len(SEAT1.split()):
        return ([f"hand_size.1 = {held}"],
                f"{rule}: seat 1 should choose its own answer to the {rank} (R-TURN-2: a "
                "pickup is the player's own choice); it had to pick up the pile")
    if g.current_player() == 2:
        if t.get("empty"):
            return (["turn = 2"], "R-FAQ-1: seat 1 should begin normally after a 3 on the "
                                  "empty table (nobody loses a turn to it); its turn was skipped")
        return (["turn = 2"], f"{rule}: seat 1 should answer the {rank}; its turn was skipped")
    return None


def _due_cleared(g: Game, t: dict[str, Any]) -> Verdict:
    """At a table of :func:`_taken_tables` where seat 0 played a 3 or a 7 on a pile: the
    pile is gone before seat 1 answered it, a custom clear having cancelled the 3's pickup
    or the 7's low rule while it was due (R-CLEAR-1; checks/laststate.py
    ``clear_when_due``, session 39)."""
    rank = t.get("taken")
    if rank not in (3, 7) or t.get("empty") or g.is_over() or g.pile:
        return None
    if any(c in cards_of(g.hand[1]) for c in t["played"]):
        return None  # seat 1 picked the pile up: it answered
    said = {3: "R-SPECIAL-3: seat 1 should pick up the pile or pass the obligation on "
               "with a 3; the book cleared the pile first (R-CLEAR-1 cancels what was due)",
            7: "R-SPECIAL-7: seat 1 should answer the 7 with a 7 or lower; the book cleared "
               "the pile first (R-CLEAR-1 cancels what was due)"}[rank]
    return ["pile_size = 0"], said


def _fourth_barred(g: Game, t: dict[str, Any]) -> Verdict:
    """At a table of :func:`_fourth_tables`: seat 1 holds the card that completes the four
    seat 0's three of a kind started, and may not play it (checks/moments.py
    ``bars_only_completion``)."""
    rank = t.get("fourth")
    if rank is None or g.current_player() != 1 or g.bonus:
        return None
    if any(str(m) == f"play {rank}x1" for m in g.legal_moves()):
        return None
    return (["turn = 1", f'illegal = "play {rank}x1"'],
            f"R-PLAY-3: seat 1 should be able to complete all four {rank}s here, which "
            "clears the pile; it may not")


CHECKS: dict[str, Callable[[Game, dict[str, Any]], Verdict]] = {
    "LP203": _fourth_barred,
    "LP205": _undone, "LP206": _no_draw,
    "LP207": lambda g, t: _barred("10")(g, t) or _barred_lead("10")(g, t),
    # a table of _taken_tables shows the turn taken only (a 2 after a 3 is illegal anyway)
    "LP208": lambda g, t: (_turn_taken(g, t) or _due_cleared(g, t)) if "taken" in t else (
        _barred("2")(g, t) or _barred("3")(g, t) or _barred_lead("2")(g, t)
        or _barred_lead("3")(g, t)
        or _lid(g, t)),
    "LP209": _no_play,
}


def _tables() -> Iterator[tuple[int, int, int, dict[str, Any]]]:
    for rank, count, left in itertools.product(RANKS, COUNTS, LEFT):
        t = _table(rank, count, left)
        if t is not None:
            yield rank, count, left, t


def find(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> str:
    """A scenario where the book breaks the outcome ``d`` names, or "" within the budget."""
    check = CHECKS.get(d.code)
    files = book_files(results)
    if check is None or files is None:
        return ""

    def broken(table: Table, ran: ScenarioResult) -> Verdict:
        return None if ran.game is None or ran.reason else check(ran.game, table.info)

    tables: Iterable[Table] = (_crafted(t, rank, count) for rank, count, _, t in _tables())
    if d.code in EVENT_CODES and any(
            (hook.event, hook.timing) in (("bonus", "after"), ("pickup", "after"))
            for r in results if r.book is not None for rule in r.book.rules
            for hook in rule.hooks):
        # first: a play table may show a card the official rules forbid there anyway
        tables = itertools.chain(_after_events(), tables, _deal_tables())
    elif d.code in EVENT_CODES:  # last: a restriction bound on a play's own flag (a bonus
        # play: ``after play when play.bonus is true``, checks/moments.py) binds only there,
        # and one on the round's first lead (``after deal``) at a dealt table
        tables = itertools.chain(tables, _after_events(), _deal_tables())
    if d.code == "LP208":  # last: a skip or a pickup right after a 2, a 3 or a 7
        tables = itertools.chain(tables, _taken_tables())
    if d.code in ("LP207", "LP208"):  # last: later in the round, where a restriction behind
        # a clock binds (``round.turns is at least 3``: checks/mostplays.py, session 42)
        tables = itertools.chain(tables, (
            _crafted(t, rank, count, turns, counts)
            for turns, counts in stages(results) if turns or counts
            for rank, count, _, t in _tables()))
    if d.code == "LP203":  # the card that completes four, barred (a clear denied)
        tables = _fourth_tables()
    return first_witness(d.code, files, tables, broken)


def _fourth_tables() -> Iterator[Table]:
    """Seat 0 plays three of a rank (every rank but the 3 and the 10, which never lie three
    on the pile) on a 5, or a 2 for the 2s; seat 1 holds the fourth card of the rank
    beside its single 10, 2, 3 and 5: completing the four is legal and clears (R-PLAY-3,
    R-CLEAR-2)."""
    seat1 = SEAT1.split()
    for rank in RANKS:
        if rank in (3, 10):
            continue
        name = rank_str(rank)
        suits = [f"{name}{x}" for x in SUITS]
        fourth = next((c for c in suits if c in seat1), suits[-1])
        played = [c for c in suits if c != fourth]
        # the other seats' cards and the draw pile hold none of the rank: every rank gets
        # its table (session 39: the Kings, Jacks, 6s and 4s had none)
        seat2, draw, down = _FOURTH_FILLERS.get(rank, (SEAT2, DRAW, DOWN))
        if any(c in f"{seat2} {draw} {' '.join(down)}".split() for c in suits):
            continue
        hand1 = " ".join(dict.fromkeys([*seat1, fourth]))
        extra = "QC" if rank != 12 else "8C"  # a card left after the play: no going out
        yield Table.crafted(f"seat 0 plays three {name}s, seat 1 holds the fourth",
                            [f"0: play {name}x3"],
                            info={"played": [parse_card(c) for c in played], "hand": [],
                                  "fourth": name},
                            hands=f'["{" ".join(played)} {extra}", "{hand1}", "{seat2}"]',
                            face_down=cards(down), pile='["2S"]' if rank != 2 else '["5S"]',
                            draw_pile=f'"{draw}"')


#: For the ranks the usual seats' cards hold (seat 2's King, the draw pile's 6s, the
#: face-down 4s and Jack), other cards in their place at :func:`_fourth_tables`
_FOURTH_FILLERS: dict[int, tuple[str, str, tuple[str, ...]]] = {
    13: ("AD", DRAW, DOWN), 6: (SEAT2, "9C 9D 9H 9S", DOWN),
    4: (SEAT2, DRAW, ("8D", "8H", "JD")), 11: (SEAT2, DRAW, ("4D", "4H", "9D")),
}


#: A pile of six plays a 3 or a 7 may land on, none of its cards elsewhere at the table
_BIG_PILE = '["4S", "5S", "8S", "9S", "JS", "KS"]'
#: The tables of :func:`_taken_tables`: the rank seat 0 plays, and the pile it lands on;
#: each played as a single, then as a pair
TAKEN = ((3, '["5S"]'), (3, "[]"), (2, '["5S"]'), (7, '["5S"]'),
         # a pile of six: a clear behind a pile's size (checks/laststate.py, session 39)
         (3, _BIG_PILE), (7, _BIG_PILE))


def _taken_tables() -> Iterator[Table]:
    """Seat 0 plays a single 3 on a 5, leads a single 3 on the empty table, plays a single
    2 and a single 7 on a 5, then each as a pair: seat 1 (single 10, 2, 3 and 5) answers
    as that card's rule says, unless the book skips them or makes them pick up
    (checks/nextturn.py), or clears the pile the 3 or the 7 lies on first (a single 3 and
    a single 7 on a pile of six too: checks/laststate.py)."""
    for count, (rank, on) in itertools.product((1, 2), TAKEN):
        hand = [f"{rank_str(rank)}{s}" for s in "CD"[:count]]
        what = "leads" if on == "[]" else "plays"
        where = "on the empty table" if on == "[]" else "on a 5" if on == '["5S"]' else \
            "on a pile of six"
        shape = "a single" if count == 1 else "a pair of"
        yield Table.crafted(f"seat 0 {what} {shape} {rank_str(rank)} {where}",
                            [f"0: play {rank_str(rank)}x{count}"],
                            info={"played": [parse_card(c) for c in hand], "hand": [],
                                  "taken": rank, "empty": on == "[]"},
                            hands=f'["{" ".join(hand)} QC 9C", "{SEAT1}", "{SEAT2}"]',
                            face_down=cards(DOWN), pile=on, draw_pile=f'"{DRAW}"')


#: The codes a restriction placed right after a base event gives (``checks/outcomes.py``
#: ``AFTER_EVENTS``): their witness may be a pickup or a clearer's bonus play instead
EVENT_CODES = frozenset({"LP207", "LP208"})


def _after_events() -> Iterator[Table]:
    """Two tables after the plays: seat 0 picks up the pile and seat 1 leads on the empty
    table (R-TURN-1); seat 0 clears with a 10 and leads a Queen as its bonus play, and
    seat 1 answers it (R-CLEAR-1). Seat 1 holds single 10, 2, 3 and 5 as in every table."""
    info: dict[str, Any] = {"played": [], "hand": []}
    yield Table.crafted("seat 0 picks up the pile", ["0: pickup"], info=info,
                        hands=f'["QC", "{SEAT1}", "{SEAT2}"]', face_down=cards(DOWN),
                        pile='["2S"]', draw_pile=f'"{DRAW}"')
    yield Table.crafted("seat 0 clears with a 10 and leads a Queen", ["0: play 10x1",
                                                                       "0: play Qx1"],
                        info=info, hands=f'["10C QC 9C 8C", "{SEAT1}", "{SEAT2}"]',
                        face_down=cards(DOWN), pile='["2S"]', draw_pile=f'"{DRAW}"')


#: Seeds of the dealt tables (:func:`_deal_tables`): deals until the leader holds a 2 or a 3
DEAL_SEEDS = range(8)


def _deal_tables() -> Iterator[Table]:
    """Dealt tables of three players (R-SETUP-2), everyone keeping their cards (R-SETUP-3):
    the leader to lead the round's first play (R-SETUP-4), where a restriction after the
    deal binds (checks/moments.py ``NEXT_DECISION``)."""
    for seed in DEAL_SEEDS:
        yield Table.dealt("the cards are dealt and the leader leads", 3, ["keep"] * 3,
                          seed=seed, info={"lead": True, "played": [], "hand": []})


# ---------------------------------------------------------------- settling LP210
#: Turns the round has had before the table, tried by the LP210 search: a round's start,
#: and two tables late in a round (conditions that hold "once round.turns is large").
TURNS = (0, 30, 300)
#: The LP210 search plays seat 0 playing one card of each rank with 0 or 2 more in hand,
#: at each of TURNS, against the same table without the book: this many tables at most.
SEARCHED = len(RANKS) * 2 * len(TURNS)
#: Besides TURNS, the search tries the numbers the book's conditions compare
#: ``round.turns`` with, each one less and one more too, for at most this many numbers
#: (the first in the book's order): ``round.turns is at least 1000`` is played at 999,
#: 1000 and 1001 turns. The budget stays a number of tables, never seconds.
BOOK_TURNS = 4
#: The most turns a searched table may have had: one below the round's safety cap
#: (``BaseRules.max_turns``; a scenario's ``turns`` stays below it).
LAST_TURN = BaseRules().max_turns - 1


#: A stage of the LP210 search: the turns before its tables and the rules' own counts.
Stage = tuple[int, tuple[tuple[str, str, int], ...]]


def stages(results: Sequence[LintResult]) -> tuple[Stage, ...]:
    """The stages the LP210 search plays its tables at: :data:`TURNS`, then each number the
    book's conditions compare ``round.turns`` with (at most :data:`BOOK_TURNS` of them),
    one less and one more, within the round's safety cap; then, at a round's start, each
    number a rule compares one of its own counts with (``count "eights" is at least 2``;
    at most :data:`BOOK_TURNS` of them), one less and one more, as that count's value.
    Each once, in that order."""
    named: list[int] = []
    counted: list[tuple[str, str, int]] = []
    for r in results:
        if r.book is None:
            continue
        for n in compared_numbers(r.book, ("round", "turns")):
            if n not in named and len(named) < BOOK_TURNS:
                named.append(n)
        for c in compared_counts(r.book):
            if c not in counted and len(counted) < BOOK_TURNS:
                counted.append(c)
    turns = list(TURNS)
    for n in named:
        turns += [t for t in sorted({n - 1, n, n + 1})
                  if 0 <= t <= LAST_TURN and t not in turns]
    out: list[Stage] = [(t, ()) for t in turns]
    for rule, count, n in counted:
        out += [(0, ((rule, count, v),)) for v in sorted({n - 1, n, n + 1})
                if 0 <= v <= MAX_COUNT and (0, ((rule, count, v),)) not in out]
    return tuple(out)


def _shown(stage: Stage) -> str:
    """A searched stage as the user's conditions read it: the table's ``round.turns`` is
    one more than the turns played before it (the witness TOML's ``turns``)."""
    turns, counts = stage
    return f"{turns + 1}" + "".join(f" with count {c!r} of {r!r} at {v}" for r, c, v in counts)


def _past_cap(results: Sequence[LintResult]) -> list[int]:
    """The numbers the book compares ``round.turns`` with that no searched table reaches:
    past the round's safety cap (a runaway round ends there, ``max_turns``)."""
    return sorted({n for r in results if r.book is not None
                   for n in compared_numbers(r.book, ("round", "turns")) if n > LAST_TURN})


@cache
def _baseline(rank: int, left: int, turns: int) -> Game | None:
    """The table of the search without any rules, played: what the base game does."""
    t = _table(rank, 1, left)
    if t is None:
        return None
    (ran,) = play(scenario("LP210", [], _crafted(t, rank, 1, turns), PROBE, "baseline"))
    return ran.game


#: Codes whose outcome one table can break (the turn's draw cancelled); the others hold of
#: *every* turn (a 10 kept out of every turn, every play undone), so the search settles
#: them only when every table of a round's stage shows them (and the base game does not).
ON_ONE_TABLE = frozenset({"LP206"})


def settle(result: LintResult, d: Diagnostic, results: Sequence[LintResult]) -> Diagnostic:
    """An LP210 (blocking undecided) settled by a bounded search of tables: the family's
    error with a witness when the book breaks the outcome on the tables searched (on one
    table for the turn's draw, on every table of a stage of the round for the outcomes of
    every turn) where the base game keeps it, else the same warning, saying what was
    searched."""
    files = book_files(results)
    if files is None:
        return _unsettled(d, "no table was played: the rule files are not on disk")
    searched = stages(results)
    for turns, counts in searched:
        # code -> the tables of this stage where the base game keeps the outcome, each
        # with the book's verdict (None: the book kept it too)
        stage: dict[str, list[tuple[Verdict, dict[str, Any], int]]] = {c: [] for c in CHECKS}
        for rank, count, left, t in _tables():
            if count != 1 or left == 1:
                continue
            probe = scenario("LP210", files, _crafted(t, rank, count, turns, counts), PROBE,
                             "probe")
            try:
                (ran,) = play(probe)
            except Unplayable:
                return _unsettled(d, "no table was played: the book has other errors")
            base = _baseline(rank, left, turns)
            if ran.game is None or ran.reason or base is None:
                continue
            for code, check in CHECKS.items():
                if check(base, t) is None:
                    stage[code].append((check(ran.game, t), t, rank))
        for code, seen in stage.items():
            broken = [(v, t, rank) for v, t, rank in seen if v is not None]
            if not broken or (code not in ON_ONE_TABLE and len(broken) < len(seen)):
                continue
            verdict, t, rank = broken[0]
            assert verdict is not None
            text = scenario(code, files, _crafted(t, rank, 1, turns, counts), *verdict)
            if passes(text):
                every = "" if code in ON_ONE_TABLE else \
                    f", and so on each of the {len(seen)} tables searched at round.turns " \
                    f"{_shown((turns, counts))}"
                return diagnostic(code, f"{d.message}; a search of tables settles it: "
                                  f"{verdict[1]} (the table below){every}, where the base "
                                  "game keeps it", d.line, d.column, d.end_line, d.end_column,
                                  d.hint, witness=text)
    return _unsettled(d, f"a search of {len(RANKS) * 2 * len(searched)} tables found none "
                      f"where it happens (seat 0 plays one card of each of {len(RANKS)} ranks "
                      f"with 0 or 2 more in hand, at round.turns "
                      f"{', '.join(_shown(st) for st in searched)})"
                      + "".join(f"; round.turns {n:,} is past the round's safety cap of "
                                f"{LAST_TURN + 1:,} turns, where a runaway round ends, so no "
                                "table was played there" for n in _past_cap(results)))


def _unsettled(d: Diagnostic, why: str) -> Diagnostic:
    return d.replace(message=f"{d.message}; {why}")
