"""What a restriction bars at the moment it binds (LP208 bars-two-or-three; R-CUSTOM-2;
issue 29, session 34).

``outcomes.py`` judges a restriction by how often it binds: on every turn, on a phase of
the round, right after an event that comes back at a third of its firings or more. A
rare condition passes there, like a 7: the card has its turns. This module judges the
other dimension, what the restriction bars *when* it binds, where that is certain from
the text, whatever the event, the rank and the count:

- **the 3's obligation** (R-SPECIAL-3): right after a 3 passed on (``after pass``) or a
  play of 3s only, the next player may play 3s or pick up, nothing else; a restriction
  that bars a single 3 there (a floor past it, a list without it, ``at least 2 cards``)
  leaves the obliged player a pickup only, however rarely it binds (redteam26
  ``block-third-three-needs-two``);
- **every power at once**: on a pile a single or a pair of a rank tops (a play, or the
  last play before a player went out, a draw, a bonus play), the base game makes the 2,
  the 3, the 7, the 10 (not on a 7) and the match with more (R-PLAY-2/-3, fewer than
  four down) legal for their powers; a restriction by rank that bars every one of them
  leaves only plain ranks (redteam26 ``block-five-pair-narrow``: 6, 8 or 9 after a pair
  of 5s; ``block-out-leaves-plain-lead``: 5, 6, 8 or 9 after a player goes out).

- **every single and every pair**: a count restriction of three cards or more where a
  single or a pair lies (``bars_pairs``) leaves only three of a kind to answer, which a
  hand of three rarely holds: the specials are barred in the numbers a hand holds them
  (redteam27 ``block-queen-pair-floor``).

A restriction that keeps one power (the 10 after three 8s, the 7s after a pair of 7s, a
ceiling that leaves the 2 and the 3), a restriction by count of two (pairs after pairs: every
special stays legal in pairs, the trial weighs how often it binds, LP803) and one whose
condition needs three of a kind or more (a few times an evening: redteam11
``fair-triple-nine-climb``) are left alone.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ...catalogue import vocabulary
from ...tree import nodes
from ..meaning import canonical_hook
from ..moments import FAMILIES
from ..moments import clauses as family_clauses
from ..wholebook import BookHook
from .guards import Env, Site, Unknown, holds, role_key, value

#: The special ranks whose power a restriction can bar (R-SPECIAL-2, -3, -7, -10).
SPECIALS: tuple[int, ...] = (2, 3, 7, 10)
#: The ranks of a pile's top play.
RANKS: tuple[int, ...] = tuple(range(2, 15))
#: The sizes of a play that come every round: a single or a pair. A condition that needs
#: three of a kind or more binds a few times an evening (the trial's question).
COMMON_COUNTS: tuple[int, ...] = (1, 2)
#: What the next decision is right after each base event that comes back round after round
#: whatever the cards (issue 29, session 35): one row an event, read by every check of a
#: restriction placed there (``outcomes.AFTER_EVENTS``, :func:`every_power`).
#:
#: - ``answer``: a play still stands on the pile and the next play answers it, whatever its
#:   rank: the bonus play (R-CLEAR-1), the play before a draw (R-DRAW-1) or a take-up
#:   (R-FACE-1), the play a player went out with (R-WIN-1: its effect resolves);
#: - ``lead``: the pile is empty and the next play leads (R-TURN-1: any rank may lead):
#:   after a pickup (R-TURN-2), a clear (its clearer's bonus lead, R-CLEAR-1), the deal
#:   (the round's first lead, R-SETUP-4);
#: - ``either``: a blind card (R-FACE-2) is an answer when it lands, a lead when it misses
#:   and is picked up with the pile (``after flip when flip.legal`` reads as the blind
#:   play's own row through the families, ``not flip.legal`` as the blind pickup's).
#:
#: A ``lead`` protects the 2 and the 3 (any rank may lead; a 10 clears nothing there, so a
#: ceiling on a lead is a house rule); an ``answer`` the 10 too (R-SPECIAL-10); ``either``
#: what both protect.
NEXT_DECISION: dict[tuple[str, str], str] = {
    ("bonus", "after"): "answer", ("draw", "after"): "answer", ("take_up", "after"): "answer",
    ("out", "after"): "answer", ("flip", "after"): "either",
    ("pickup", "after"): "lead", ("clear", "after"): "lead", ("deal", "after"): "lead",
}
#: The protected single cards of each kind of decision (LP207, LP208)
PROTECTS: dict[str, tuple[int, ...]] = {"answer": (2, 3, 10), "lead": (2, 3),
                                        "either": (2, 3)}


def reads_as(hook: nodes.Hook) -> tuple[str, str] | None:
    """The event of :data:`NEXT_DECISION` whose moment ``hook`` is, with no other condition
    (``..moments.FAMILIES``: hooks on events that fire together are one moment): its own
    event, or the event a family puts it with (``after turn when turn.number is 1`` is
    the deal's first lead, ``after flip when not flip.legal`` the blind pickup's lead,
    ``after play when play.source is down`` a blind card's answer); None for a hook whose
    condition says more, or on an event of no row."""
    if (hook.event, hook.timing) in NEXT_DECISION:
        return hook.event, hook.timing
    canon = canonical_hook(hook)
    clauses = family_clauses(canon.condition)
    for name, _why, members in FAMILIES:
        if name == "clear":
            # a clear, its bonus and the bonus play fire together, but "next play" is the
            # bonus lead after the clear and the answer to it after the bonus play
            continue
        for m in members:
            if canon.timing not in m.timings or canon.event != m.event \
                    or not m.body(canon.body):
                continue
            picked = [c for c in clauses if any(p(c) for p in m.picks)]
            if len(picked) != len(clauses) or not all(any(p(c) for c in picked)
                                                      for p in m.picks):
                continue  # more than the family's own clauses: another moment
            for other in members:
                if other is not m and (other.event, "after") in NEXT_DECISION \
                        and "after" in other.timings:
                    return other.event, "after"
    return None


#: Events whose next decision answers the last play on the pile, whatever its rank
ANSWERS: frozenset[tuple[str, str]] = frozenset(
    e for e, kind in NEXT_DECISION.items() if kind == "answer")


def may_hold(guards: Sequence[tuple[nodes.Expr, bool]], env: dict[tuple[str, str], object]
             ) -> bool:
    """Whether the conditions may all hold on ``env`` (a read it does not fix may)."""
    return all(maybe(cond, env) in (None, want) for cond, want in guards)


def maybe(expr: nodes.Expr, env: dict[tuple[str, str], object]) -> bool | None:
    """Whether ``expr`` holds on ``env``; None when it reads what ``env`` does not fix."""
    if isinstance(expr, nodes.BoolOp):
        got = [maybe(o, env) for o in expr.operands]
        decided = expr.op != "and"  # the value that decides: False for and, True for or
        if decided in got:
            return decided
        return None if None in got else not decided
    if isinstance(expr, nodes.Not):
        inner = maybe(expr.operand, env)
        return None if inner is None else not inner
    try:
        return holds(expr, env)
    except (KeyError, TypeError, Unknown):
        return None


def bars(act: nodes.Restrict, card: int) -> bool | None:
    """Whether ``act`` bars a single ``card``; None for a rank read from the table."""
    try:
        return excludes(act, card, {})
    except (KeyError, TypeError, Unknown):
        return None


def powers(top: int, count: int) -> list[int]:
    """The ranks the base game makes legal for their power on ``count`` cards of ``top``:
    the 2, 3 and 7 (on anything), the 10 (not on a 7), the match with more."""
    legal = [c for c in SPECIALS if not (c == 10 and top == 7)]
    if count < 4 and top not in legal:
        legal.append(top)
    return legal


def bars_every_power(act: nodes.Restrict, top: int, count: int) -> list[int] | None:
    """The powers on ``count`` cards of ``top`` that ``act`` bars, when it bars every one
    (a restriction by rank only); else None."""
    if act.kind == "min_cards":
        return None
    legal = powers(top, count)
    if all(bars(act, c) is True for c in legal):
        return legal
    return None


def obligation(bh: BookHook, s: Site) -> bool:
    """Whether ``s`` binds the next play at a 3's obligation only: after a 3 passed on,
    or after a play whose condition holds for 3s and no other rank."""
    event = (bh.hook.event, bh.hook.timing)
    if event == ("pass", "after"):
        return True
    if event != ("play", "after"):
        return False
    held = {r for r in RANKS for n in COMMON_COUNTS
            if may_hold(s.guards, {("play", "rank"): r, ("play", "count"): n})}
    return held == {3}


def answer_piles(bh: BookHook, s: Site) -> Iterator[tuple[int, int]]:
    """The piles (top rank, count) whose answer ``s`` may bind, in rank order: after a play,
    each the guards allow but a 3 (the obligation) and a 10 (a clear: the lead on an empty
    table); after an event whose next play answers the pile (:data:`ANSWERS`), any single
    but those two."""
    event = (bh.hook.event, bh.hook.timing)
    if event == ("play", "after"):
        for top in RANKS:
            if top in (3, 10):
                continue
            for n in COMMON_COUNTS:
                if may_hold(s.guards, {("play", "rank"): top, ("play", "count"): n}):
                    yield top, n
    elif event in ANSWERS:
        yield from ((top, 1) for top in RANKS if top not in (3, 10))


def every_power(bh: BookHook, s: Site) -> tuple[int, int, list[int]] | None:
    """A pile (top rank, count) where ``s`` may bind and bars every power, with them."""
    for top, n in answer_piles(bh, s):
        barred = bars_every_power(s.action, top, n)  # type: ignore[arg-type]
        if barred is not None:
            return top, n, barred
    return None


#: The answers that neither beat nor match the pile: the 2's reset and the 3's pass
#: (R-SPECIAL-2, -3); a restriction that leaves only them leaves the next player no play
#: on the pile itself.
RESET_OR_PASS: frozenset[int] = frozenset({2, 3})


def only_reset_or_pass(bh: BookHook, s: Site) -> tuple[int, int, list[int]] | None:
    """A pile (top rank, count) where ``s``, a restriction by rank, may bind and bars every
    answer the base game allows there but the 2 and the 3, with the ranks it bars: every
    higher rank and the match with more (R-PLAY-2), and with them the 7 that goes on
    anything and the 10 that clears anything but a 7 (R-SPECIAL-7, -10): the next player
    may only reset, pass or pick up, however rarely it binds (session 45; redteam36
    ``block-lone-nine-low-lid``: 5 or lower after a single 9; redteam-mech45's rules that
    arm such a lid by a count). None for a restriction by count or one that keeps any of
    them (``after a King, 4 or higher``; ``after a 7, 4 or lower`` keeps the 4)."""
    act = s.action
    if not isinstance(act, nodes.Restrict) or act.kind == "min_cards" or s.times:
        return None
    for top, n in answer_piles(bh, s):
        answers = [c for c in base_answers(top) if c not in RESET_OR_PASS]
        if n < 4:
            answers.append(top)
        # a 7 on a 7 is only the match: the lid must bar a power (the 7 on anything
        # else, the 10), not the 7's own low rule on itself ("one of 2, 3, 10": on a 7,
        # where no 10 goes, R-SPECIAL-7 already leaves 7 or lower)
        if not answers or not any(c == 10 or (c == 7 and top != 7) for c in answers):
            continue
        if all(bars(act, c) is True for c in answers):
            return top, n, sorted(answers)
    return None


#: The fewest cards a count restriction asks for to bar a pair: then only three of a kind
#: or more answers, which a hand of three holds rarely (R-SETUP-2)
PAIR_BARRED = 3


def bars_pairs(bh: BookHook, s: Site) -> tuple[int, int, int] | None:
    """A pile (top rank, count) a single or a pair tops where ``s``, a count restriction of
    :data:`PAIR_BARRED` cards or more, may bind on an answer, with the cards it asks for:
    every single and every pair is barred there, the specials' among them (redteam27
    ``block-queen-pair-floor``: three cards after a pair of Queens). Pairs after pairs
    (``at least 2 cards``) keep every special legal in pairs: the trial's (LP803)."""
    act = s.action
    if not isinstance(act, nodes.Restrict) or act.kind != "min_cards" or act.count is None:
        return None
    try:
        n = value(act.count, {})
    except (KeyError, TypeError, Unknown):
        return None
    if not isinstance(n, int) or not PAIR_BARRED <= n <= 4:
        return None  # more than four is no play at all: LP914, and it lapses
    first = next(answer_piles(bh, s), None)
    return None if first is None else (*first, n)


#: The measures of a player that say how many cards they hold: a guard reading one of them
#: picks the players a restriction binds by the size of their hand
HAND_MEASURES: frozenset[str] = frozenset({"hand", "cards"})


def singles_by_hand(s: Site) -> int | None:
    """The cards ``s``, a count restriction of two to four cards, asks for when a guard
    reads how many cards one player holds (``before turn when hand of acting player is at
    least 8``, ``if the next player's hand is more than 6``): then every single card is
    barred for the hands of that size, the 2's reset, the 3's pass, the 7 and the 10 among
    them (R-SPECIAL-2, -3, -7, -10), whatever the pile, each time they play; a hand with
    no set of one rank in it must pick up and grows (a heavy hand), or cannot go out (a
    short one) (R-CUSTOM-2, R-CUSTOM-3; session 45, redteam-mech45b ``heavy-hand-*``).
    The restriction is on the count of cards played, not on a rank, and the condition
    picks the players by their hand, not by a play or a moment: how often it binds does
    not matter. None otherwise (one card, a count read from the table, a guard on a
    play, the draw pile or the whole table's cards)."""
    act = s.action
    if not isinstance(act, nodes.Restrict) or act.kind != "min_cards" or act.count is None \
            or s.times:
        return None
    try:
        n = value(act.count, {})
    except (KeyError, TypeError, Unknown):
        return None
    if not isinstance(n, int) or not 2 <= n <= 4:
        return None
    for cond, want in s.guards:
        for node in cond.walk():
            if isinstance(node, nodes.Measure) and node.measure in HAND_MEASURES \
                    and not _plural(node.player):
                return None if _last_card(cond, want, node) else n
    return None


def _last_card(cond: nodes.Expr, want: bool, measure: nodes.Measure) -> bool:
    """Whether ``cond`` (held as ``want``) picks only a player with one card or none: the
    last card barred is a win barred (LP502, checks/winbar), not a hand's size."""
    try:
        key = (measure.measure, role_key(measure.player))
    except (KeyError, TypeError, ValueError):
        return False
    held = []
    for v in range(0, 20):
        try:
            got = value(cond, {key: v})
        except (KeyError, TypeError, Unknown):
            return False
        if got is want:
            held.append(v)
    return bool(held) and max(held) <= 1


def hand_words(when: str, at: str, n: int) -> tuple[str, str]:
    """The message and hint of :func:`singles_by_hand`: the condition as written, the
    hook's moment, the cards asked for."""
    return (f"whenever {when} ({at}), the next play must have at least {n} cards: the "
            "condition picks the player by the size of their hand, and every single card is "
            "barred for them, the 2's reset, the 3's pass, the 7 and the 10 among them "
            "(R-SPECIAL-2, -3, -7, -10), on any pile; a hand with no set of one rank in it "
            "must pick up and grows, each time it binds (R-CUSTOM-2, R-CUSTOM-3)",
            "restrict by rank and leave the 2, 3, 7 and 10 legal, or bind it on a play or a "
            "moment, not on a hand's size")


def _plural(role: nodes.Role) -> bool:
    """Whether ``role`` names several players (``every player``): a guard on their hands
    weighs the table, not one hand; an unknown kind counts as several (no finding)."""
    info = vocabulary.ROLES.get(role.kind)
    return info is None or info.plural


#: The sizes of a play of one rank that leave a pile the rest of the rank completes, with
#: how many cards complete it: three of a kind by the one card left, which any hand may
#: hold (R-PLAY-3, R-FAQ-2: "one 9 on three 9s"). A pair is left out: the other pair
#: must sit in one hand, and after a pair of 2s a floor of 3 is a table's near miss
#: (examples/rules/twin-twos-floor); a single is answered by a match with more too.
COMPLETED_BY: dict[int, int] = {3: 1}
#: The sizes of an answer that come every round (a hand holds them): singles and pairs
ANSWER_SIZES: tuple[int, ...] = (1, 2)


def base_answers(top: int) -> list[int]:
    """The ranks other than ``top`` the base game lets answer a pile ``top`` tops: a 2, a
    3 and a 7 on anything, a 10 but on a 7 (R-SPECIAL-2, -3, -7, -10), every rank above
    it (R-PLAY-2), every rank 7 or lower on a 7, any rank on a 2."""
    out = []
    for c in RANKS:
        if c == top:
            continue
        if c in (2, 3) or (c == 7) or (c == 10 and top != 7):
            out.append(c)
        elif top == 2 or (top == 7 and c < 7) or (top != 7 and c > top):
            out.append(c)
    return out


def _bars_play(act: nodes.Restrict, rank: int, cards: int) -> bool:
    """Whether ``act`` forbids a play of ``cards`` cards of ``rank`` (a restriction by
    count bars fewer cards than it asks for, one by rank the rank)."""
    if act.kind == "min_cards":
        n = value(act.count, {}) if act.count is not None else None
        return isinstance(n, int) and cards < n <= 4
    return excludes(act, rank, {})


def bars_only_completion(bh: BookHook, s: Site) -> tuple[int, int] | None:
    """A pile (top rank, count) of three of a kind where ``s``, a restriction after a
    play, bars the card that completes all four of the rank and nothing else the
    base game allows there: its one effect is that the clear never comes (R-PLAY-3,
    R-CLEAR-2, R-CLEAR-3; redteam-mech37 ``fourth-seven-barred``: 6 or lower after three
    7s). It must bar the completion on every such pile it may bind on; a restriction that
    bars other answers too has a reason of its own (redteam11 ``fair-triple-nine-climb``:
    a Jack or higher after three 9s), and the trial weighs how often it binds (LP803).
    None otherwise, and for a rank or count read from the table."""
    act = s.action
    if (bh.hook.event, bh.hook.timing) != ("play", "after") or \
            not isinstance(act, nodes.Restrict) or s.times:
        return None
    piles = [(top, n) for top in RANKS if top not in (3, 10) for n in COMPLETED_BY
             if may_hold(s.guards, {("play", "rank"): top, ("play", "count"): n})]
    return only_completion(act, piles)


def only_completion(act: nodes.Restrict, piles: Sequence[tuple[int, int]]
                    ) -> tuple[int, int] | None:
    """The first of ``piles`` (top rank, count of three of a kind) where ``act`` bars the
    card completing four and nothing else the base game allows, when it bars the
    completion on every one of them (:func:`bars_only_completion`); else None."""
    if not piles:
        return None
    try:
        if not all(_bars_play(act, top, COMPLETED_BY[n]) for top, n in piles):
            return None
        for top, n in piles:
            if not any(_bars_play(act, c, k) for c in base_answers(top)
                       for k in ANSWER_SIZES):
                return top, n
    except (KeyError, TypeError, Unknown):
        return None
    return None


def rank_str(rank: int) -> str:
    """``2``..``10``, ``J``, ``Q``, ``K``, ``A``, as the rules write a rank."""
    return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank))


def pile(top: int, count: int) -> str:
    """``1 × 5``, ``2 × Q``."""
    return f"{count} × {rank_str(top)}"


def ranks(cards: Sequence[int]) -> str:
    """``2, 3, 7, 10, 5``."""
    return ", ".join(rank_str(c) for c in cards)


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
