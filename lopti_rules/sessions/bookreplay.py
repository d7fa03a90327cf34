"""An imported rule book rebuilt by replaying its history through the session model.

``bookcheck`` refuses the contradictions a record shows on its own; :func:`replay` then
plays the whole history again, command by command, on a fresh :class:`Session` of the same
table -- the setup votes, then for each round the winner's rule of the round before, the
creators' deletions and the round's vote in the order of the rule changes they made, its
Roshambo, the rulings, the deal and the result -- and compares what the model recorded with
what the book says. The first command the model refuses, or the first record that comes
out different, is refused with its JSON path: the book says what a session could not have
done. The book is rebuilt, not trusted. A book that carries its ``events`` (the order things
happened, ``timeline``) is replayed in that order, one command per event, and its events
are compared too; a book from before events were kept is replayed in the order guessed
above and keeps none.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import fields
from typing import Any

from ..errors import InputError, LoptiError
from ..i18n import gettext as _
from .checks import RuleChecker
from .model import Session
from .records import DEALING, DONE, PLAYING, Rule, RuleChange, Vote

Fail = Callable[[str, str], InputError]

#: The session's lists of records, in the order they are compared after the replay (and
#: ``events`` last, when the book has them).
RECORDS = ("rounds", "rules", "changes", "votes", "roshambos", "base_changes", "rulings")


def replay(book: Session, fail: Fail, checker: RuleChecker | None = None) -> Session:
    """``book`` rebuilt by the session model from its own history; InputError (via
    ``fail(path, message)``) at the first record the model does not make the same way."""
    fresh = Session.create(book.name, [p.name for p in book.players], dealer=book.first_dealer,
                           date=book.date, session_id=book.id)
    for orders in (_event_steps(book, checker) if book.events else _steps(book, checker)):
        first: InputError | None = None
        for steps in orders:  # the first order of these commands the model accepts
            trial = copy.deepcopy(fresh)
            try:
                for step, path in steps:
                    try:
                        step(trial)
                    except LoptiError as exc:
                        raise fail(path, f"the session could not have done this: {exc}"
                                   ) from None
                    _compare(book, trial, fail, partial=True)
            except InputError as exc:
                first = first or exc
                continue
            fresh = trial
            break
        else:
            assert first is not None
            raise first
    _compare(book, fresh, fail, partial=False)
    fresh.notes = copy.deepcopy(book.notes)  # kept as the book says: the model makes none
    if not book.events:  # a book from before events were kept: its history keeps the
        fresh.events = []  # best order its records allow, not the order replayed here
    return fresh


Step = Callable[[Session], Any]
Steps = list[tuple[Step, str]]


def _steps(book: Session, checker: RuleChecker | None) -> list[list[Steps]]:
    """The commands that made ``book`` with their JSON paths, in groups: each group is
    the orders its commands may have come in (the records keep the order of the rule
    changes, not where a vote that changed nothing fell among them), most likely first."""
    p = "$.session"
    steps: list[list[Steps]] = []
    for i, v in enumerate(book.votes):
        if v.round == 0:
            steps.append([[(_revive_step(book, v, checker), f"{p}.votes[{i}]")]])
    last = max([len(book.rounds) + 1] + [v.round for v in book.votes]
               + [c.round for c in book.changes] + [r.round for r in book.rulings])
    for number in range(1, last + 1):
        period: list[tuple[float, Step, str]] = []
        for i, c in enumerate(book.changes):
            rule = _rule(book, c.rule)
            if c.kind == "added" and rule is not None and rule.invented_round == number - 1 \
                    and rule.origin == "winner":
                period.append((c.seq, _announce_step(rule, c, checker), f"{p}.changes[{i}]"))
            elif c.kind == "deleted" and c.round == number:
                by = rule.creator if rule is not None else None
                period.append((c.seq, _delete_step(c.rule, by), f"{p}.changes[{i}]"))
        period.sort(key=lambda e: e[0])
        ordered: Steps = [(s, path) for _, s, path in period]
        orders = [ordered]
        for i, v in enumerate(book.votes):
            if v.round == number:
                orders = _vote_orders(book, v, i, period, ordered, checker)
        tail: Steps = []
        for i, ru in enumerate(book.rulings):
            if ru.round == number:
                tail.append((_ruling_step(ru.rule, ru.question, ru.reading, ru.least,
                                          ru.decided_by, ru.ballots, _rule(book, ru.rule)),
                             f"{p}.rulings[{i}]"))
        if number <= len(book.rounds):
            tail.append((_round_step(book.rounds[number - 1]), f"{p}.rounds[{number - 1}]"))
        steps.append([order + tail for order in orders])
    if book.closed:
        steps.append([[(lambda s: s.end(), f"{p}.closed")]])
    return steps


def _event_steps(book: Session, checker: RuleChecker | None) -> list[list[Steps]]:
    """The commands that made ``book`` in the order its events say they came (one order
    each: nothing is left to guess). A change a vote made comes with the vote."""
    p = "$.session"
    steps: list[Steps] = []
    for i, e in enumerate(book.events):
        path = f"{p}.events[{i}]"
        if e.kind == "deal":
            steps.append([(lambda s: s.deal(), path)])
        elif e.kind == "play":
            steps.append([(lambda s: s.complete_deal(), path)])
        elif e.kind == "result":
            steps.append([(_round_step(book.rounds[e.ref - 1]), f"{p}.rounds[{e.ref - 1}]")])
        elif e.kind == "vote":
            v = book.votes[e.ref - 1]
            step = (_revive_step(book, v, checker) if v.round == 0
                    else _vote_step(book, v, checker, settle=False))
            steps.append([(step, f"{p}.votes[{e.ref - 1}]")])
        elif e.kind == "roshambo":
            v = book.votes[e.ref - 1]
            steps.append([(lambda s, v=v: _settle(book, s, v),  # type: ignore[misc]
                           f"{p}.votes[{e.ref - 1}].decided")])
        elif e.kind == "ruling":
            ru = book.rulings[e.ref - 1]
            steps.append([(_ruling_step(ru.rule, ru.question, ru.reading, ru.least,
                                        ru.decided_by, ru.ballots, _rule(book, ru.rule)),
                           f"{p}.rulings[{e.ref - 1}]")])
        elif e.kind == "change" and book.changes[e.ref - 1].vote is None:
            c, rule = book.changes[e.ref - 1], _rule(book, book.changes[e.ref - 1].rule)
            if c.kind == "added" and rule is not None:
                step = _announce_step(rule, c, checker)
            else:
                step = _delete_step(c.rule, rule.creator if rule is not None else None)
            steps.append([(step, f"{p}.changes[{e.ref - 1}]")])
    if book.closed:
        steps.append([(lambda s: s.end(), f"{p}.closed")])
    return [[order] for order in steps]


def _vote_orders(book: Session, v: Vote, i: int, period: list[tuple[float, Step, str]],
                 ordered: Steps, checker: RuleChecker | None) -> list[Steps]:
    """Where round's vote ``v`` (and the Roshambo of a tie) may fall among the period's
    other commands: a change the vote made keeps its place in the order of the changes;
    a vote that changed nothing, or a tie settled later, may come earlier."""
    path = f"$.session.votes[{i}]"
    made = [c.seq for c in book.changes if c.vote == v.seq]
    place = sum(1 for k, _, _ in period if k < made[0]) if made else None
    tied = v.outcome == "tied" and v.decided is not None
    vote = (_vote_step(book, v, checker, settle=not tied), path)
    n = len(ordered)
    if not tied:
        spots = [place] if place is not None else list(range(n + 1))
        return [ordered[:a] + [vote] + ordered[a:] for a in spots]
    settle = (lambda s: _settle(book, s, v), path + ".decided")
    out = []
    for a in range(n + 1):
        for b in ([place] if place is not None else list(range(n + 1))):
            if b is not None and b >= a:
                out.append(ordered[:a] + [vote] + ordered[a:b] + [settle] + ordered[b:])
    return out


def _rule(book: Session, number: int) -> Rule | None:
    return next((r for r in book.rules if r.number == number), None)


def _announce_step(rule: Rule, c: RuleChange, checker: RuleChecker | None) -> Step:
    return lambda s: s.announce_rule(c.source or "", name=rule.name,
                                     filename=c.filename or "<rule>", checker=checker,
                                     agreed_by=c.agreed_seats)


def _delete_step(number: int, by: int | None) -> Step:
    def step(s: Session) -> None:
        if by is None:
            raise LoptiError(_("rule {number} has no creator at this table to delete it "
                               "(R-VOTE-4)").format(number=number))
        s.delete_rule(number, by=by)
    return step


def _vote_step(book: Session, v: Vote, checker: RuleChecker | None, settle: bool = True
               ) -> Step:
    def step(s: Session) -> None:
        assert v.proposer is not None or v.kind == "revive"
        value: Any = None
        if v.kind == "adjust" and v.value is not None:
            import json

            value = json.loads(v.value)
        legacy = v.objector is not None and v.objector == v.proposer  # an old book's way
        made = s.hold_vote(v.kind, proposer=v.proposer if v.proposer is not None else -1,
                           ballots=v.ballots, timing=v.timing, rule=v.rule, param=v.param,
                           value=value, source=v.source, filename=v.filename or "<rule>",
                           objector=None if legacy else v.objector, checker=checker,
                           params=_as_recorded)
        if legacy:
            made.objector = v.objector
        if settle and v.outcome == "tied" and v.decided is not None:
            _settle(book, s, v)
    return step


def _as_recorded(name: str, value: Any, current: Any) -> Any:
    """The base-rule value as the book recorded it (``bookimport`` checked it already)."""
    return value


def _settle(book: Session, s: Session, v: Vote) -> None:
    """The recorded Roshambo of tied vote ``v`` played again (entered throws or the bots'
    seed give the same throws; the model decides the score and the winner)."""
    ro = next((r for r in book.roshambos if r.vote == v.seq), None)
    if ro is None:
        raise LoptiError(_("vote {vote} was tied, but no Roshambo settled it "
                           "(R-ROSHAMBO-1)").format(vote=v.seq))
    representative = ro.defender if ro.role == "representative" else None
    if ro.mode == "none":
        s.settle_tie(nobody_defends=ro.defender is None and ro.role != "objector")
    elif ro.mode == "bots":
        s.settle_tie(seed=ro.seed, representative=representative,
                     use_knockout=ro.role == "knockout")
    else:
        pairs = " ".join((t.a_hand + t.b_hand) if t.a == ro.proposer else (t.b_hand + t.a_hand)
                         for t in ro.throws if t.stage == "match")
        s.settle_tie(throws=pairs, representative=representative,
                     use_knockout=ro.role == "knockout")


def _revive_step(book: Session, v: Vote, checker: RuleChecker | None) -> Step:
    """The setup vote that brings back an old session's rule, from the text it recorded."""
    revived = next((r for r in book.rules if r.from_session == v.from_session
                    and r.from_rule == v.from_rule), None)
    old = Session.create("(earlier session)", ["-", "--"], session_id=v.from_session)
    number = v.from_rule or 1
    name = v.filename or (revived.name if revived else "rule")
    old.rules = [Rule(k, name if k == number else f"rule {k}", None,
                      revived.creator_name if revived else "", 1) for k in range(1, number + 1)]
    old.changes = [RuleChange(1, number, "added", 1, 2, v.source)]

    def step(s: Session) -> None:
        s.revive(old, number, ballots=v.ballots, proposer=v.proposer, checker=checker)
    return step


def _ruling_step(rule: int, question: str, reading: str, least: str | None, decided_by: str,
                 ballots: dict[int, str], target: Rule | None) -> Step:
    def step(s: Session) -> None:
        by = target.creator if decided_by == "creator" and target is not None else None
        s.rule_on(rule, question=question, reading=reading, least=least, by=by,
                  ballots=ballots if decided_by != "creator" else None)
    return step


def _round_step(rd: Any) -> Step:
    def step(s: Session) -> None:
        if rd.phase == DONE:
            assert rd.winner is not None
            s.record_round(rd.winner, rd.order, source=rd.source, log_path=rd.log_path,
                           log_hash=rd.log_hash, seed=rd.seed, memory=rd.memory,
                           pickups=rd.pickups)
        elif rd.phase == PLAYING:
            s.complete_deal()
        elif rd.phase == DEALING:
            s.deal()
    return step


def _compare(book: Session, fresh: Session, fail: Fail, partial: bool) -> None:
    """The first record of ``fresh`` that differs from ``book``'s (while replaying, only
    the records made so far; at the end, all of them, and the ones the model never made)."""
    for name in RECORDS + (("events",) if book.events else ()):
        made, said = getattr(fresh, name), getattr(book, name)
        for i, record in enumerate(made):
            if partial and ((name == "rounds" and record.phase != DONE)
                            or (name == "votes" and record.decided is None)):
                continue  # a round in progress, a tie not yet settled: more is to come
            if i >= len(said):
                raise fail(f"$.session.{name}", f"the session would also have recorded "
                           f"{_show(record)}, which the book leaves out")
            if record != said[i]:
                field = next((f.name for f in fields(record)
                              if getattr(record, f.name) != getattr(said[i], f.name)), "")
                raise fail(f"$.session.{name}[{i}]" + (f".{field}" if field else ""),
                           f"replayed, the session records {field or 'it'} as "
                           f"{getattr(record, field, record)!r}, not "
                           f"{getattr(said[i], field, said[i])!r}")
        if not partial and len(said) > len(made):
            raise fail(f"$.session.{name}[{len(made)}]",
                       "the session's history never makes this record")
    if not partial and fresh.closed != book.closed:
        raise fail("$.session.closed", f"replayed, the session is "
                   f"{'ended' if fresh.closed else 'open'}")


def _show(record: object) -> str:
    return type(record).__name__.lower()
