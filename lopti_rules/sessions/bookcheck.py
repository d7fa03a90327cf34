"""Whether an imported rule book's history could have happened: the session model recounts it.

``bookimport.from_json`` checks each field; ``check_history`` here then replays what the
book says happened against the rules the model follows and refuses the first contradiction,
naming its JSON path: a round dealt by the wrong dealer or left mid-deal before the next
(R-SETUP-4), two votes in one round (R-VOTE-1), missing ballots or an outcome the ballots do
not give (R-VOTE-2, R-VOTE-9, R-VOTE-10), a Roshambo whose score its throws do not give, or
two for one vote (R-ROSHAMBO-2), and rule texts the linter refuses (R-CUSTOM).
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import InputError, LoptiError
from .checks import RuleChecker, lint_rule
from .model import Session
from .records import DONE, Roshambo, Vote
from .roshambo import EnteredThrows, match

Fail = Callable[[str, str], InputError]


def check_history(s: Session, fail: Fail, checker: RuleChecker | None = None) -> None:
    """Refuse the first record the session's own rules could not have produced; rule texts
    are checked by ``checker`` (default: the linter)."""
    p = "$.session"
    _rounds(s, fail)
    seen: dict[int, int] = {}
    for i, v in enumerate(s.votes):
        q = f"{p}.votes[{i}]"
        if v.round > 0 and v.round in seen:
            raise fail(f"{q}.round", f"round {v.round} already held vote {seen[v.round]}: one "
                       "rule vote a round (R-VOTE-1)")
        seen[v.round] = v.seq
        _vote(s, v, q, fail)
    settled: dict[int, int] = {}
    for i, ro in enumerate(s.roshambos):
        q = f"{p}.roshambos[{i}]"
        if ro.vote in settled:
            raise fail(f"{q}.vote", f"vote {ro.vote} was already settled by roshambos"
                       f"[{settled[ro.vote]}]: one Roshambo a tie (R-ROSHAMBO-1)")
        settled[ro.vote] = i
        _roshambo(s.votes[ro.vote - 1], ro, q, fail)
    for i, v in enumerate(s.votes):
        if v.outcome == "tied" and v.decided is not None and v.seq not in settled:
            raise fail(f"{p}.votes[{i}].decided", f"vote {v.seq} was tied, but no Roshambo "
                       "settled it (R-ROSHAMBO-1)")
    for i, c in enumerate(s.changes):
        if c.source is not None:
            problems = (checker or lint_rule)(c.source, c.filename or f"rule {c.rule}", ())
            if problems:
                raise fail(f"{p}.changes[{i}].source", f"the linter refuses this rule text: "
                           f"{problems[0]}")


def _rounds(s: Session, fail: Fail) -> None:
    last_winner: int | None = None
    for i, rd in enumerate(s.rounds):
        q = f"$.session.rounds[{i}]"
        dealer = (s.first_dealer + i) % s.size
        leader = dealer if last_winner is None else last_winner
        if rd.dealer != dealer:
            raise fail(f"{q}.dealer", f"round {rd.number} is dealt by {s.name_of(dealer)}, "
                       f"not {s.name_of(rd.dealer)}: the deal moves clockwise (R-SETUP-4)")
        if rd.leader != leader:
            raise fail(f"{q}.leader", f"round {rd.number} is led by {s.name_of(leader)}, not "
                       f"{s.name_of(rd.leader)} (R-SETUP-4)")
        if rd.phase != DONE:
            if i != len(s.rounds) - 1:
                raise fail(f"{q}.phase", f"round {rd.number} is left {rd.phase} although "
                           f"round {rd.number + 1} follows it")
            if rd.winner is not None:
                raise fail(f"{q}.winner", f"round {rd.number} is still {rd.phase}, so it "
                           "has no winner yet")
            continue
        if rd.winner is None or not rd.order or rd.order[0] != rd.winner:
            raise fail(f"{q}.order", f"round {rd.number} is done: its finishing order must "
                       "start with its winner (R-WIN-3)")
        last_winner = rd.winner


def _vote(s: Session, v: Vote, q: str, fail: Fail) -> None:
    missing = [p.name for p in s.players if p.seat not in v.ballots]
    if missing:
        raise fail(f"{q}.ballots", f"no ballot from {', '.join(missing)}: every player's "
                   "ballot is recorded, abstain included (R-VOTE-2)")
    counted = s.tally(v.ballots)
    legacy_tie = v.outcome == "tied" and all(c == "abstain" for c in v.ballots.values())
    if v.kind == "revive" and counted == "tied":
        counted = "failed"  # a setup vote needs a majority (R-SESSION-2)
    if v.outcome != counted and not legacy_tie:
        yes = sum(c == "yes" for c in v.ballots.values())
        no = sum(c == "no" for c in v.ballots.values())
        raise fail(f"{q}.outcome", f"vote {v.seq} is marked {v.outcome}, but {yes} yes and "
                   f"{no} no of {s.size} players make it {counted} (R-VOTE-2, R-VOTE-9)")
    if v.outcome != "tied" and v.decided != v.outcome:
        raise fail(f"{q}.decided", f"vote {v.seq} {v.outcome}, so it cannot be decided "
                   f"{v.decided}")


def _roshambo(v: Vote, ro: Roshambo, q: str, fail: Fail) -> None:
    if v.outcome != "tied":
        raise fail(f"{q}.vote", f"vote {v.seq} was not tied, so no Roshambo settles it")
    if ro.proposer != v.proposer:
        raise fail(f"{q}.proposer", f"vote {v.seq} was proposed by seat {v.proposer}")
    decided = "passed" if ro.winner == "proposer" else "failed"
    if v.decided != decided:
        raise fail(f"{q}.winner", f"the {ro.winner} won, so vote {v.seq} is {decided}, "
                   f"not {v.decided}")
    if ro.defender is None:
        if ro.throws or ro.winner != "proposer" or ro.proposer_wins or ro.defender_wins:
            raise fail(q, "nobody defended, so there are no throws and the change passes "
                       "(R-ROSHAMBO-1)")
        return
    if ro.defender == ro.proposer:
        raise fail(f"{q}.defender", "the proposer cannot defend against their own change")
    pairs = " ".join((t.a_hand + t.b_hand) if t.a == ro.proposer else (t.b_hand + t.a_hand)
                     for t in ro.throws if t.stage == "match")
    try:
        source = EnteredThrows(pairs)
        p_wins, d_wins = match(ro.proposer, ro.defender, source, [])
        source.check_used_up()
    except LoptiError as exc:
        raise fail(f"{q}.throws", f"the throws do not make a Roshambo: {exc}") from None
    if (p_wins, d_wins) != (ro.proposer_wins, ro.defender_wins):
        raise fail(q, f"the throws give {p_wins}-{d_wins}, not {ro.proposer_wins}-"
                   f"{ro.defender_wins} (R-ROSHAMBO-2)")
    if ro.winner != ("proposer" if p_wins > d_wins else "defender"):
        raise fail(f"{q}.winner", f"{p_wins}-{d_wins} is not won by the {ro.winner}")
