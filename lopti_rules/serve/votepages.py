"""The rule vote from every phone, and Roshambo when it ties (R-VOTE, R-ROSHAMBO).

A proposal opens a ballot box, kept in the archive (``ballots``: a restart loses no
ballot); each player casts a ballot from their own device, each in its own archive
transaction. The tally shown is ``Session.hold_vote`` run on a copy of the session with
the ballots so far, so it follows R-VOTE exactly; the last ballot (or the host closing
the vote: missing ballots abstain) runs ``hold_vote`` on the archive's session in the
same transaction that stores it. A tie opens Roshambo: the proposer and the defender
(``defender_for``) throw on their phones; the pairs thrown so far are played through
``sessions.match`` (R-ROSHAMBO-2) to show the score. Each hand is kept in the archive
(``throws``: a restart loses none), in its own transaction, and the hand that decides the
match has ``Session.settle_tie`` record it with exactly those throws in the same
transaction. Bots may throw instead (``settle_tie(seed=...)``).
"""

from __future__ import annotations

import copy
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from ..engine import LIMITS
from ..errors import LoptiError
from ..i18n import gettext as _
from ..i18n import pgettext
from ..sessions import (
    CHOICES,
    HANDS,
    TIMINGS,
    Archive,
    Session,
    Throw,
    match,
    notes,
    param_words,
    parse_value,
    term,
    vote_in,
)
from . import ballots, throws
from .ballots import BallotBox
from .guard import int_field, text_field, write_form
from .phonepages import (
    Me,
    acting_seat,
    confirmed_action,
    free_players,
    players_pick,
    require_actor,
    who_am_i,
)
from .table import ServeError, Table, note
from .view import back, confirm_page, confirmed, render, session_id, table_of

KINDS = ("remove", "change", "restore", "adjust")


class _OutOfThrows(Exception):
    """The pairs thrown so far ran out before the match was decided."""


class _Thrown:
    """A ``ThrowSource`` over the pairs thrown on the phones so far."""

    def __init__(self, pairs: list[tuple[str, str]]) -> None:
        self.pairs = pairs
        self.next = 0

    def pair(self, a: int, b: int) -> tuple[str, str]:
        if self.next >= len(self.pairs):
            raise _OutOfThrows
        self.next += 1
        return self.pairs[self.next - 1]


def score(proposer: int, defender: int, pairs: list[tuple[str, str]]) -> tuple[int, int, bool]:
    """(proposer's wins, defender's wins, decided) after ``pairs``, by R-ROSHAMBO-2."""
    out: list[Throw] = []
    try:
        p, d = match(proposer, defender, _Thrown(pairs), out)
        return p, d, True
    except _OutOfThrows:
        wins = [t.winner for t in out]
        return wins.count(proposer), wins.count(defender), False


def proposal(form: Any, s: Session) -> dict[str, Any]:
    """``hold_vote``'s keyword arguments from the proposal form (as ``lopti session vote``)."""
    kind = text_field(form, "kind", limit=20)
    if kind not in KINDS:
        raise ServeError(_("a vote may {kinds} (R-VOTE-1), not {kind}").format(
            kinds=", ".join(KINDS), kind=repr(kind[:20])))
    timing = text_field(form, "timing", limit=10, required=False) or "now"
    if timing not in TIMINGS:
        raise ServeError(_("timing: now or next (R-VOTE-6)"))
    out: dict[str, Any] = {"kind": kind, "timing": timing,
                           "proposer": s.seat(text_field(form, "proposer", limit=80))}
    if kind == "adjust":
        param = text_field(form, "param", limit=40, required=False)
        value = text_field(form, "value", limit=40, required=False)
        if not param and "=" in str(form.get("adjust", "")):  # the old one-field form
            param, _sep, value = text_field(form, "adjust", limit=80).partition("=")
            param, value = param.strip(), value.strip()
        if param not in LIMITS:
            raise ServeError(_("pick the base rule to change ({rules})").format(
                rules=", ".join(param_words(k) for k in LIMITS)))
        if not value:
            raise ServeError(_("give the new value of {rule}").format(
                rule=param_words(param)))
        out.update(param=param, value=parse_value(param, value))
    else:
        out["rule"] = int_field(form, "rule")
        if kind == "change":
            from .rulepages import FILENAME, rule_text

            out.update(source=rule_text(form.get("text")), filename=FILENAME)
    return out


def tally(s: Session, box: BallotBox) -> dict[str, Any]:
    """The ballots so far, and what ``hold_vote`` would decide if counted now."""
    counts = {c: sum(1 for v in box.ballots.values() if v == c) for c in CHOICES}
    try:
        outcome = term("vote", copy.deepcopy(s).hold_vote(ballots=box.ballots,
                                                          **box.proposal).outcome)
    except LoptiError as exc:
        outcome = _("refused: {reason}").format(reason=exc)
    waiting = [p.name for p in s.players if p.seat not in box.ballots]
    return {"counts": counts, "if_now": outcome, "waiting": waiting,
            "cast": {s.name_of(k): True for k in box.ballots}}


def describe(s: Session, prop: dict[str, Any]) -> str:
    """The proposal in words, in the language in use."""
    who = s.name_of(prop["proposer"])
    when = _("from now") if prop["timing"] == "now" else _("from next round")
    if prop["kind"] == "adjust":
        return _("{who} proposes to set {param} to {value}, {when}").format(
            who=who, param=param_words(prop["param"]), value=prop["value"], when=when)
    name = next((r.name for r in s.rules if r.number == prop["rule"]), "")
    said = {"remove": _("{who} proposes to remove rule {rule}{name}, {when}"),
            "change": _("{who} proposes to change rule {rule}{name}, {when}"),
            "restore": _("{who} proposes to restore rule {rule}{name}, {when}")}.get(
        prop["kind"], f"{{who}} proposes to {prop['kind']} rule {{rule}}{{name}}, {{when}}")
    return said.format(who=who, rule=prop["rule"], name=f" “{name}”" if name else "",
                       when=when)


def kind_words() -> list[tuple[str, str]]:
    """The changes a vote may propose (KINDS), each with its words in the language in use."""
    words = {"remove": _("remove a rule"), "change": _("change a rule"),
             "restore": _("restore a rule"), "adjust": _("adjust a base rule")}
    return [(k, words[k]) for k in KINDS]


def read_vote(table: Table, sid: int) -> tuple[Session, BallotBox | None]:
    """The session and its open ballot box, read in one transaction."""
    with table.archive(write=False) as archive:
        sid = archive.resolve(sid, open_only=False)
        return archive.load(sid), ballots.box(archive.conn, sid)


async def vote_page(request: Request) -> Response:
    table = table_of(request)
    sid = session_id(request)
    s, box = await run_in_threadpool(read_vote, table, sid)
    me = await run_in_threadpool(who_am_i, request, sid)
    free = await run_in_threadpool(free_players, table, sid, s)
    mine = box.ballots.get(me.seat) if box is not None and me.seat is not None else None
    return render(request, "vote.html", title=_("Vote"), session=s, box=box,
                  about=describe(s, box.proposal) if box else "",
                  tally=tally(s, box) if box else None, tie=s.pending_tie(),
                  me=me, my_name=me.name(s), my_ballot=mine,
                  enter_for=[n for n in free if box is not None
                             and s.seat(n) not in box.ballots],
                  used=vote_in(s, s.now), kinds=kind_words(), timings=TIMINGS,
                  params=[(k, param_words(k)) for k in LIMITS],
                  rules=[(r.number, r.name) for r in s.rules])


def count(archive: Archive, sid: int, box: BallotBox) -> None:
    """Hold the vote with the ballots cast (missing ones abstain) and close the box, in the
    caller's write transaction."""
    session = archive.load(sid)
    session.hold_vote(ballots=dict(box.ballots), **box.proposal)
    archive.save(session)
    ballots.close_box(archive.conn, sid)


def open_box(table: Table, sid: int, prop: dict[str, Any]) -> None:
    with table.writing() as archive:
        if ballots.box(archive.conn, archive.resolve(sid, open_only=False)) is not None:
            raise ServeError(_("a vote is already open; cast or close it first"), 409)
        ballots.open_box(archive.conn, sid, prop)


def cast(table: Table, sid: int, me: Me, player: str, choice: str) -> None:
    """Store one ballot, from the phone holding the player (or entered by the host for a
    player no phone holds: the book notes it); the last one counts the vote in the same
    transaction."""
    with table.writing() as archive:
        box = ballots.box(archive.conn, sid)
        if box is None:
            raise ServeError(_("no vote is open"), 409)
        s = archive.load(sid)
        seat, by_host = acting_seat(archive, sid, s, me, player, pgettext("to", "vote"))
        if seat in box.ballots:
            raise ServeError(_("{name} has already voted; a ballot is cast once "
                               "(R-VOTE-2)").format(name=s.name_of(seat)), 409)
        if by_host:
            note(s, notes.HOST, notes.written(notes.ENTERED_BALLOT, name=s.name_of(seat),
                                              choice=choice, vote=len(s.votes) + 1))
            archive.save(s)
        ballots.cast(archive.conn, sid, seat, choice)
        box.ballots[seat] = choice
        if len(box.ballots) == s.size:
            count(archive, sid, box)


def close(table: Table, sid: int, me: Me) -> None:
    with table.writing() as archive:
        box = ballots.box(archive.conn, sid)
        if box is None:
            raise ServeError(_("no vote is open"), 409)
        s = archive.load(sid)
        by = require_actor(s, me, _("close the vote"))
        missing = [p.name for p in s.players if p.seat not in box.ballots]
        note(s, by, notes.written(notes.CLOSED_ABSTAIN if missing else notes.CLOSED,
                                  vote=len(s.votes) + 1, names=", ".join(missing)))
        archive.save(s)
        count(archive, sid, box)


async def open_vote(request: Request) -> Response:
    table = table_of(request)
    form = await write_form(request, table)
    sid = session_id(request)
    s = await run_in_threadpool(table.read, sid)
    s.check_open()
    prop = proposal(form, s)
    copy.deepcopy(s).hold_vote(ballots={}, **prop)  # refused now, not after every ballot
    await run_in_threadpool(open_box, table, sid, prop)
    return back(f"/session/{sid}/vote")


async def ballot(request: Request) -> Response:
    table, sid, me, player, choice = await players_pick(
        request, "choice", CHOICES, 10, _("a ballot is yes, no or abstain"))
    await run_in_threadpool(cast, table, sid, me, player, choice)
    return back(f"/session/{sid}/vote")


async def close_vote(request: Request) -> Response:
    return await confirmed_action(
        request, close, title=_("Close the vote now"),
        question=_("The vote is counted with the ballots cast so far; every player who has "
                   "not voted abstains (R-VOTE-2)."),
        button=_("Yes, count the vote now"), cancel="vote", done="vote")


def sides(s: Session) -> tuple[Any, int, int | None, str]:
    tie = s.pending_tie()
    if tie is None:
        raise ServeError(_("there is no tied vote waiting for Roshambo (R-VOTE-9)"), 409)
    defender, role = s.defender_for(tie)
    assert tie.proposer is not None  # a rule vote always has a proposer
    return tie, tie.proposer, defender, role


def read_throws(table: Table, sid: int) -> tuple[Session, dict[int, list[str]]]:
    """The session and the hands shown for its pending tie, read in one transaction."""
    with table.archive(write=False) as archive:
        sid = archive.resolve(sid, open_only=False)
        s = archive.load(sid)
        tie = s.pending_tie()
        return s, (throws.hands(archive.conn, sid, tie.seq) if tie is not None else {})


async def roshambo_page(request: Request) -> Response:
    table = table_of(request)
    sid = session_id(request)
    s, shown = await run_in_threadpool(read_throws, table, sid)
    last = s.roshambos[-1] if s.roshambos else None
    me = await run_in_threadpool(who_am_i, request, sid)
    if s.pending_tie() is None:
        return render(request, "roshambo.html", title=_("Roshambo"), session=s, tie=None,
                      last=last, me=me)
    tie, proposer, defender, role = sides(s)
    pairs, waiting = (throws.pairs(shown, proposer, defender) if defender is not None
                      else ([], set()))
    p, d, _decided = score(proposer, defender, pairs) if defender is not None else (0, 0, False)
    free = await run_in_threadpool(free_players, table, sid, s)
    sides_ = [proposer] + ([defender] if defender is not None else [])
    return render(request, "roshambo.html", title=_("Roshambo"), session=s, tie=tie, last=last,
                  proposer=s.name_of(proposer), defender=s.name_of(defender), role=role,
                  has_defender=defender is not None, p_wins=p, d_wins=d, pairs=len(pairs),
                  thrown={s.name_of(k) for k in waiting}, me=me, my_name=me.name(s),
                  i_throw=me.seat in sides_, i_wait=me.seat in waiting,
                  enter_for=[s.name_of(x) for x in sides_ if s.name_of(x) in free
                             and x not in waiting], hands=HANDS)


def store_throw(table: Table, sid: int, me: Me, player: str, hand: str) -> None:
    """Store one hand, from the phone holding the player (or entered by the host for a
    player no phone holds: the book notes it, without the hand), in its own transaction;
    the hand that decides the match records it (``settle_tie`` with every pair thrown) in
    the same transaction."""
    with table.writing() as archive:
        s = archive.load(archive.resolve(sid, open_only=False))
        s.check_open()
        tie, proposer, defender, _role = sides(s)
        if defender is None:
            raise ServeError(_("the creator is absent: let the bots throw, or say nobody "
                               "defends (R-ROSHAMBO-1)"))
        seat, by_host = acting_seat(archive, sid, s, me, player, pgettext("to", "throw"))
        if seat not in (proposer, defender):
            raise ServeError(_("only {proposer} and {defender} throw in this Roshambo, not "
                               "{name} (R-ROSHAMBO-1)").format(
                proposer=s.name_of(proposer), defender=s.name_of(defender),
                name=s.name_of(seat)), 403)
        other = defender if seat == proposer else proposer
        number = throws.throw(archive.conn, sid, tie.seq, seat, hand, other,
                              s.name_of(other))
        if by_host:
            note(s, notes.HOST, notes.written(notes.ENTERED_HAND, name=s.name_of(seat),
                                              n=number, vote=tie.seq))
            archive.save(s)
        pairs, _rest = throws.pairs(throws.hands(archive.conn, sid, tie.seq), proposer, defender)
        if score(proposer, defender, pairs)[2]:
            s.settle_tie(throws=" ".join(a + b for a, b in pairs))
            archive.save(s)
            throws.clear(archive.conn, sid)


async def throw(request: Request) -> Response:
    """One player's hand; when both have shown theirs, the pair counts."""
    table, sid, me, player, hand = await players_pick(
        request, "hand", HANDS, 1, _("a hand is R, P or S (rock, paper or scissors)"))
    await run_in_threadpool(store_throw, table, sid, me, player, hand)
    return back(f"/session/{sid}/roshambo")


async def bots(request: Request) -> Response:
    table = table_of(request)
    form = await write_form(request, table)
    sid = session_id(request)
    seed = int_field(form, "seed", default=1)
    nobody = form.get("nobody") == "1"
    if not confirmed(form):
        if nobody:
            return confirm_page(request, form, title=_("Nobody defends"),
                                question=_("The rule's side gives up this Roshambo: the "
                                           "change wins the tie without a throw "
                                           "(R-ROSHAMBO-1)."),
                                button=_("Yes, nobody defends"),
                                cancel=f"/session/{sid}/roshambo")
        return confirm_page(request, form, title=_("Let bots throw"),
                            question=_("Bots throw every hand for both sides at once, and "
                                       "the tie is settled by their match (R-ROSHAMBO-2)."),
                            button=_("Yes, let bots throw"), cancel=f"/session/{sid}/roshambo")
    me = await run_in_threadpool(who_am_i, request, sid)

    def act() -> None:
        with table.writing() as archive:
            s = archive.load(archive.resolve(sid, open_only=False))
            tie, _proposer, defender, role = sides(s)
            by = require_actor(s, me, _("settle the Roshambo"))
            knockout = role == "representative" and defender is None
            if nobody:
                s.settle_tie(nobody_defends=True)
                note(s, by, notes.written(notes.NOBODY_DEFENDS, vote=tie.seq))
            else:
                s.settle_tie(seed=seed, use_knockout=knockout)
                note(s, by, notes.written(notes.BOTS_THROW, vote=tie.seq, seed=seed))
            archive.save(s)
            throws.clear(archive.conn, sid)

    await run_in_threadpool(act)
    return back(f"/session/{sid}/roshambo")


ROUTES = [
    Route("/session/{sid}/vote", vote_page),
    Route("/session/{sid}/vote/open", open_vote, methods=["POST"]),
    Route("/session/{sid}/vote/ballot", ballot, methods=["POST"]),
    Route("/session/{sid}/vote/close", close_vote, methods=["POST"]),
    Route("/session/{sid}/roshambo", roshambo_page),
    Route("/session/{sid}/roshambo/throw", throw, methods=["POST"]),
    Route("/session/{sid}/roshambo/bots", bots, methods=["POST"]),
]
