"""The order things happened in a session: events noted as records are made, or the best guess.

Each kind of record keeps its own numbering, so nothing in the records says whether a ruling
came before the round's vote or a rule was announced after the next deal had begun. The
session model therefore notes an :class:`~.records.Event` for every record it makes
(:func:`note`), the archive keeps them (schema 4) and the JSON book carries them.
A book made before events were kept has none: :func:`legacy_events` then gives the best
order its records allow (the order the rule book's history always used), and the first
command on such a session notes that order before its own event, so the whole history
stays in one sequence.
"""

from __future__ import annotations

from typing import Protocol

from .records import DEALING, DONE, Event, Roshambo, Round, Rule, RuleChange, Ruling, Vote


class Session(Protocol):
    """What the order is made from: a ``model.Session`` (not imported: the model imports
    this module)."""

    rounds: list[Round]
    rules: list[Rule]
    changes: list[RuleChange]
    votes: list[Vote]
    roshambos: list[Roshambo]
    rulings: list[Ruling]
    events: list[Event]


def note(s: Session, kind: str, ref: int) -> None:
    """Note that record ``ref`` of ``kind`` is being made now; call it before the record is
    added, so an old session's earlier records are ordered without it."""
    if not s.events and (s.rounds or s.votes or s.changes or s.rulings):
        s.events = legacy_events(s)
    s.events.append(Event(len(s.events) + 1, kind, ref))


def legacy_events(s: Session) -> list[Event]:
    """The best order of a session without events: setup votes; then round by round the
    deal, the vote and the creators' deletions in the order of the rule changes they made
    (a vote that changed nothing first), the rulings, the result and the rule its winner
    announced; deletions and rulings made before a round still to be dealt come last."""
    out: list[tuple[str, int]] = []

    def vote(seq: int) -> list[tuple[str, int]]:
        made = [("roshambo", ro.vote) for ro in s.roshambos if ro.vote == seq]
        return [("vote", seq), *made, *(("change", c.seq) for c in s.changes if c.vote == seq)]

    for v in s.votes:
        if v.round == 0:
            out += vote(v.seq)
    for r in s.rounds:
        out.append(("deal", r.number))
        steps: list[tuple[int, list[tuple[str, int]]]] = []
        for v in s.votes:
            if v.round == r.number:
                made = [c.seq for c in s.changes if c.vote == v.seq]
                steps.append((made[0] if made else 0, vote(v.seq)))
        steps += [(c.seq, [("change", c.seq)]) for c in s.changes
                  if c.round == r.number and c.kind == "deleted"]
        for _, said in sorted(steps, key=lambda e: e[0]):
            out += said
        out += [("ruling", ru.seq) for ru in s.rulings if ru.round == r.number]
        if r.phase != DEALING:
            out.append(("play", r.number))
        if r.phase == DONE:
            out.append(("result", r.number))
        out += [("change", c.seq) for c in s.changes if c.kind == "added" and c.vote is None
                and _invented(s, c.rule) == r.number]
    out += [("change", c.seq) for c in s.changes
            if c.kind == "deleted" and c.round > len(s.rounds)]
    out += [("ruling", ru.seq) for ru in s.rulings if ru.round > len(s.rounds)]
    return [Event(i, kind, ref) for i, (kind, ref) in enumerate(out, 1)]


def _invented(s: Session, number: int) -> int | None:
    return next((r.invented_round for r in s.rules if r.number == number), None)
