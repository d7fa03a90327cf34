"""A Lopti session and its rule book: rounds, winners' rules, rule votes, Roshambo (pure).

The model follows the official rules exactly (digest and readings: docs/rules-notes.md):
R-SETUP-4 (dealer and leader), R-CUSTOM-1/-5 (the winner's rule), R-VOTE (one rule vote a
round), R-ROSHAMBO (ties) and R-SESSION (fresh sessions, setup votes). Every record
(``records``) is kept, so the rule book is also the session's history. Nothing here runs SQL,
a parser or the engine: rule sources are checked, with the rules in force they would join, by
an injected ``RuleChecker`` and base-rule values by a ``ParamChecker``, by default the linter
and ``BaseRules`` (``checks``); the engine plays rounds in ``rounds``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..i18n import gettext as _
from ..inputs import stored_json
from .checks import (
    FIXED_PROCEDURES,
    ParamChecker,
    RuleChecker,
    canonical_source,
    check_param,
    check_table,
    require_agreement,
    require_legal,
    rule_behaviour,
    rule_identity,
    unagreed_demands,
)
from .messages import check_player_names, second_rule
from .records import (
    CHOICES,
    DEALING,
    DONE,
    PLAYING,
    TIMINGS,
    VOTE_KINDS,
    BaseChange,
    Event,
    Player,
    Roshambo,
    Round,
    Rule,
    RuleChange,
    Ruling,
    SessionError,
    TableNote,
    Vote,
)
from .ties import first_objector, play_off
from .timeline import note
from .words import term


@dataclass(slots=True)
class Session:
    """A session: players, rounds and the rule book with its whole history."""

    name: str
    players: list[Player]
    first_dealer: int = 0
    date: str = ""
    id: int | None = None
    closed: bool = False
    rounds: list[Round] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)
    changes: list[RuleChange] = field(default_factory=list)
    votes: list[Vote] = field(default_factory=list)
    roshambos: list[Roshambo] = field(default_factory=list)
    base_changes: list[BaseChange] = field(default_factory=list)
    rulings: list[Ruling] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)  #: the order of it all (``history``)
    notes: list[TableNote] = field(default_factory=list)  #: by whom, when (not replayed)

    # -- setup ----------------------------------------------------------------------------
    @classmethod
    def create(cls, name: str, names: Sequence[str], *, dealer: int = 0, date: str = "",
               session_id: int | None = None) -> Session:
        """A fresh session (R-SESSION-1): 2 to 5 players in clockwise seat order (R-SETUP-1)."""
        names = [n.strip() for n in names]
        if not 2 <= len(names) <= 5:
            raise SessionError(_("a session needs 2 to 5 players, got {n} (R-SETUP-1)").format(
                n=len(names)))
        check_player_names(names)
        if not 0 <= dealer < len(names):
            raise SessionError(_("dealer seat {seat} is not at this table").format(seat=dealer))
        players = [Player(i, n) for i, n in enumerate(names)]
        return cls(name=name, players=players, first_dealer=dealer, date=date, id=session_id)

    @property
    def size(self) -> int:
        return len(self.players)

    def seat(self, who: str | int) -> int:
        """A seat from a display name or a seat number; unknown players are refused."""
        text = str(who).strip()
        for p in self.players:
            if p.name == text:
                return p.seat
        digits = text.removeprefix("#")
        # ASCII seat numbers only: "²".isdigit() is true but int() fails, and "١" is Arabic 1
        if digits.isascii() and digits.isdigit() and int(digits) < self.size:
            return int(digits)
        names = ", ".join(p.name for p in self.players)
        raise SessionError(_("unknown player {name} in session {session} (players: {names})")
                           .format(name=repr(text), session=self._label(), names=names))

    def name_of(self, seat: int | None) -> str:
        return "-" if seat is None else self.players[seat].name

    def _label(self) -> str:
        return str(self.id) if self.id is not None else repr(self.name)

    def check_open(self) -> None:
        """Refuse any change once the session has ended (R-SESSION-1)."""
        if self.closed:
            raise SessionError(_("session {session} has ended (R-SESSION-1: start a new one)")
                               .format(session=self._label()))

    # -- rounds (R-SETUP-4) ---------------------------------------------------------------
    @property
    def current(self) -> Round | None:
        """The round in progress (dealing or playing), if any."""
        if self.rounds and self.rounds[-1].phase != DONE:
            return self.rounds[-1]
        return None

    @property
    def last_done(self) -> Round | None:
        done = [r for r in self.rounds if r.phase == DONE]
        return done[-1] if done else None

    @property
    def now(self) -> int:
        """The round a change made now holds from: the one in progress, else the next."""
        cur = self.current
        return cur.number if cur else len(self.rounds) + 1

    def deal(self) -> Round:
        """Begin the next deal: the dealer moves clockwise; the last winner leads (R-SETUP-4)."""
        self.check_open()
        if self.current is not None:
            return self.current
        dealer, leader = self.next_seats()
        rnd = Round(number=len(self.rounds) + 1, dealer=dealer, leader=leader)
        note(self, "deal", rnd.number)
        self.rounds.append(rnd)
        return rnd

    def next_seats(self) -> tuple[int, int]:
        """(dealer, leader) of the next round to be dealt (R-SETUP-4)."""
        dealer = (self.first_dealer + len(self.rounds)) % self.size
        last = self.last_done
        return dealer, dealer if last is None or last.winner is None else last.winner

    def complete_deal(self) -> Round:
        """The deal is complete: from now on last round's winner is too late (R-CUSTOM-1)."""
        rnd = self.deal()
        if rnd.phase == DEALING:
            note(self, "play", rnd.number)
            rnd.phase = PLAYING
        return rnd

    def record_round(self, winner: int, order: Sequence[int] = (), *, source: str = "table",
                     log_path: str | None = None, log_hash: str | None = None,
                     seed: int | None = None, memory: str | None = None,
                     pickups: Sequence[int] = ()) -> Round:
        """Record the result of the round in progress (dealt now if it was not yet);
        ``memory``: an engine round's rules' own counts as it ended (Round.memory);
        ``pickups``: an engine round's pickups per seat (Round.pickups)."""
        self.check_open()
        pending = self.pending_tie()
        if pending is not None:
            raise SessionError(_("the tied vote of round {round} must be settled by Roshambo "
                                 "first (R-VOTE-9, R-ROSHAMBO-1)").format(round=pending.round))
        order = tuple(order) or (winner,)
        for s in order:
            if not 0 <= s < self.size:
                raise SessionError(_("seat {seat} is not at this table").format(seat=s))
        if len(set(order)) != len(order):
            raise SessionError(_("the finishing order names a player twice"))
        if pickups and (len(pickups) != self.size or min(pickups) < 0):
            raise SessionError(_("pickups: a count of 0 or more a seat, not {counts}").format(
                counts=list(pickups)))
        if order[0] != winner:
            raise SessionError(_("the finishing order must start with the winner {name} "
                                 "(R-WIN-3: the first out wins)").format(
                name=self.name_of(winner)))
        rnd = self.complete_deal()
        note(self, "result", rnd.number)
        rnd.phase, rnd.winner, rnd.order, rnd.source = DONE, winner, order, source
        rnd.log_path, rnd.log_hash, rnd.seed, rnd.memory = log_path, log_hash, seed, memory
        rnd.pickups = tuple(pickups)
        return rnd

    # -- rules ----------------------------------------------------------------------------
    def rule(self, number: int) -> Rule:
        for r in self.rules:
            if r.number == number:
                return r
        raise SessionError(_("session {session} has no rule {rule}").format(
            session=self._label(), rule=number))

    def _texts(self, round_no: int | None = None) -> dict[int, str | None]:
        """Every rule's text in force in ``round_no`` (None: not active), in one pass."""
        state: dict[int, str | None] = {}
        for c in self.changes:
            if round_no is None or c.effective <= round_no:
                state[c.rule] = c.source if c.kind in ("added", "changed", "restored") else None
        return state

    def rule_text(self, number: int, round_no: int | None = None) -> str | None:
        """The rule's source in force in ``round_no`` (default: latest), None if not active."""
        return self._texts(round_no).get(number)

    def is_active(self, number: int, round_no: int | None = None) -> bool:
        """Whether the rule is in force in ``round_no`` (default: as things stand, scheduled
        changes included: False once its latest change removed it)."""
        return self.rule_text(number, round_no) is not None

    def active_rules(self, round_no: int | None = None) -> list[tuple[Rule, str]]:
        """Custom rules in play in ``round_no`` (default: as things stand), in order of number."""
        texts = self._texts(round_no)
        return [(r, text) for r in self.rules if (text := texts.get(r.number)) is not None]

    def _books(self, effective: int, without: int | None = None) -> list[list[tuple[str, str]]]:
        """The books a rule joins from round ``effective`` on (then, and as things stand),
        as (label, text) pairs: a rule is checked with them as one book (R-CUSTOM-3)."""
        books = [[(r.label, t) for r, t in self.active_rules(n) if r.number != without]
                 for n in (effective, None)]
        return books[:1] if books[0] == books[1] else books

    def base_adjustments(self, round_no: int | None = None) -> dict[str, Any]:
        """Base-rule parameters adjusted for this session and in force in ``round_no``."""
        return {c.param: stored_json(c.value, f"base-rule change of {c.param}")
                for c in self.base_changes
                if round_no is None or c.effective <= round_no}

    def _change(self, rule: int, kind: str, decided: int, effective: int,
                source: str | None = None, filename: str | None = None,
                vote: int | None = None) -> RuleChange:
        change = RuleChange(len(self.changes) + 1, rule, kind, decided, effective, source,
                            filename, vote)
        note(self, "change", change.seq)
        self.changes.append(change)
        return change

    def _same_as_removed(self, source: str) -> Rule | None:
        """A removed rule this text means, whatever its name, comments or layout, or does
        at the table on another event of the same moments (R-VOTE-7)."""
        texts = self._texts()
        last: dict[int, str] = {c.rule: c.source for c in self.changes if c.source is not None}
        removed = [r for r in self.rules if texts.get(r.number) is None and r.number in last]
        if not removed:
            return None
        wanted = rule_identity(source)
        same = next((r for r in removed if rule_identity(last[r.number]) == wanted), None)
        if same is not None:
            return same
        # on another event that fires at the same moments, with the same effect
        does = rule_behaviour(source)
        return next((r for r in removed if rule_behaviour(last[r.number]) == does), None)

    def announce_rule(self, source: str, *, name: str, filename: str = "<rule>",
                      by: int | None = None, checker: RuleChecker | None = None,
                      agreed_by: Sequence[int] = ()) -> Rule:
        """The last round's winner announces a rule before the next deal is complete (R-CUSTOM-1).

        It holds from the next round for the rest of the session and never earlier (R-CUSTOM-3).
        A rule that asks players anything beyond the known table actions (LP712) needs the
        agreement of every seat, ``agreed_by``; the change records it (issue 29).
        """
        self.check_open()
        last = self.last_done
        if last is None or last.winner is None:
            raise SessionError(_("no round has been won yet, so nobody may announce a rule "
                                 "(R-CUSTOM-1)"))
        if by is not None and by != last.winner:
            raise SessionError(_("only round {round}'s winner {winner} may announce a rule, not "
                                 "{name} (R-WIN-3)").format(round=last.number,
                                                             winner=self.name_of(last.winner),
                                                             name=self.name_of(by)))
        nxt = self.rounds[-1] if self.rounds[-1].number == last.number + 1 else None
        if nxt is not None and nxt.phase != DEALING:
            raise SessionError(_("too late: round {round}'s deal is complete, so round {won}'s "
                                 "winner can no longer announce a rule (R-CUSTOM-1)").format(
                round=nxt.number, won=last.number))
        mine = next((r for r in self.rules if r.invented_round == last.number), None)
        if mine is not None:
            deleted = any(c.rule == mine.number and c.kind == "deleted" for c in self.changes)
            raise SessionError(second_rule(last.number, mine, deleted))
        old = self._same_as_removed(source)
        if old is not None:
            raise SessionError(_("rule {number} ({name}) was removed; it may return in this "
                                 "session only through a later rule vote (R-VOTE-7)").format(
                number=old.number, name=old.name))
        books = self._books(last.number + 1)
        require_legal(source, filename, checker, books)
        agreement = require_agreement(unagreed_demands(source, filename), agreed_by,
                                      self.size, self.name_of)
        rule = Rule(len(self.rules) + 1, name, last.winner, self.name_of(last.winner),
                    last.number)
        self.rules.append(rule)
        change = self._change(rule.number, "added", last.number, last.number + 1,
                              canonical_source(source, filename), filename)
        change.agreed_by = agreement
        return rule

    def delete_rule(self, number: int, *, by: int) -> RuleChange:
        """The creator deletes their own rule, at once and without a vote (R-VOTE-4)."""
        self.check_open()
        rule = self.rule(number)
        if rule.creator != by:
            raise SessionError(_("only rule {rule}'s creator {creator} may delete it without a "
                                 "vote; anyone else needs the rule vote (R-VOTE-4)").format(
                rule=number, creator=rule.creator_name))
        if not self.is_active(number):
            raise SessionError(_("rule {rule} is already removed").format(rule=number))
        return self._change(number, "deleted", self.now, self.now)

    # -- the rule vote (R-VOTE) -----------------------------------------------------------
    def pending_tie(self) -> Vote | None:
        return next((v for v in self.votes if v.decided is None), None)

    def _ballots(self, ballots: Mapping[int, str]) -> dict[int, str]:
        out: dict[int, str] = {}
        for seat, choice in ballots.items():
            if not 0 <= seat < self.size:
                raise SessionError(_("seat {seat} is not at this table").format(seat=seat))
            if choice not in CHOICES:
                raise SessionError(_("ballot {choice} must be yes, no or abstain").format(
                    choice=repr(choice)))
            out[seat] = choice
        return {p.seat: out.get(p.seat, "abstain") for p in self.players}

    def _count(self, ballots: Mapping[int, str]) -> str:
        """Passed with yes from more than half of all players (R-VOTE-2); tie per R-VOTE-9;
        a vote in which nobody votes yes fails, it is not a tie (R-VOTE-10)."""
        yes = sum(1 for c in ballots.values() if c == "yes")
        no = sum(1 for c in ballots.values() if c == "no")
        if 2 * yes > self.size:
            return "passed"
        return "tied" if yes == no and yes > 0 else "failed"

    def tally(self, ballots: Mapping[int, str]) -> str:
        """What these ballots make a rule vote: passed, failed or tied (R-VOTE-2, -9, -10)."""
        return self._count(ballots)

    def hold_vote(self, kind: str, *, proposer: int, ballots: Mapping[int, str],
                  timing: str = "now", rule: int | None = None, param: str | None = None,
                  value: Any = None, source: str | None = None, filename: str = "<rule>",
                  objector: int | None = None, checker: RuleChecker | None = None,
                  params: ParamChecker | None = None) -> Vote:
        """Hold this round's one rule vote (R-VOTE-1); a tie waits for Roshambo (R-VOTE-9)."""
        self.check_open()
        if kind not in VOTE_KINDS or kind == "revive":
            raise SessionError(_("a rule vote may remove, change or restore one custom rule or "
                                 "adjust one base rule, not {kind} (R-VOTE-1, R-VOTE-7)").format(
                kind=repr(kind)))
        if timing not in TIMINGS:
            raise SessionError(_("declare whether the change holds 'now' or 'next' round, not "
                                 "{timing} (R-VOTE-6)").format(timing=repr(timing)))
        if not 0 <= proposer < self.size:
            raise SessionError(_("seat {seat} is not at this table").format(seat=proposer))
        number = self.now  # the vote opens when this round's deal begins (R-VOTE-1)
        used = next((v for v in self.votes if v.round == number), None)
        if used is not None:
            raise SessionError(_("round {round} has already used its one rule vote (vote {vote}, "
                                 "{outcome}; R-VOTE-1, R-VOTE-5)").format(
                round=number, vote=used.seq, outcome=term("vote", used.outcome)))
        vote = Vote(seq=len(self.votes) + 1, round=number, kind=kind, proposer=proposer,
                    timing=timing)
        if kind == "adjust":
            if not param:
                raise SessionError(_("an adjust vote needs a base-rule parameter (R-VOTE-1)"))
            if any(word in param.lower() for word in FIXED_PROCEDURES):
                raise SessionError(_("{param}: the vote and Roshambo procedures may not be "
                                     "changed (R-VOTE-8)").format(param=repr(param)))
            checked = (params or check_param)(param, value, self.base_adjustments())
            if params is None:  # the official engine: this table must still be able to play
                check_table(self.size, {**self.base_adjustments(), param: checked})
            vote.param, vote.value = param, json.dumps(checked, sort_keys=True)
        else:
            if rule is None:
                raise SessionError(_("a {kind} vote needs the number of the rule it is "
                                     "about").format(kind=term("vote kind", kind)))
            target = self.rule(rule)
            vote.rule = target.number
            if kind == "restore":
                if self.is_active(rule):
                    raise SessionError(_("rule {number} is not removed, so it cannot be restored")
                                       .format(number=rule))
                vote.source = self._last_source(rule)
                if vote.source is not None:  # back into today's book: checked with it
                    require_legal(vote.source, target.label, checker,
                                  self._books(number + (timing == "next"), without=rule))
            else:
                if not self.is_active(rule):
                    raise SessionError(_("rule {number} is already removed; only a restore "
                                         "vote may bring it back (R-VOTE-7)").format(
                        number=rule))
                if kind == "change":
                    if source is None:
                        raise SessionError(_("a change vote needs the new text of the rule"))
                    require_legal(source, filename, checker,
                                  self._books(number + (timing == "next"), without=rule))
                    vote.source = canonical_source(source, filename)
                    vote.filename = filename
        if objector is not None and not 0 <= objector < self.size:
            raise SessionError(_("seat {seat} is not at this table").format(seat=objector))
        if objector is not None and objector == proposer:
            raise SessionError(_("{name} proposed the change and cannot also object to it: the "
                                 "objector is another player (R-ROSHAMBO-1, R-VOTE-10)").format(
                name=self.name_of(proposer)))
        vote.ballots = self._ballots(ballots)
        vote.objector = objector if objector is not None else first_objector(vote)
        vote.outcome = self._count(vote.ballots)
        vote.decided = None if vote.outcome == "tied" else vote.outcome
        self.deal()  # checked and counted: now the deal has begun, if it had not
        note(self, "vote", vote.seq)
        self.votes.append(vote)
        if vote.decided == "passed":
            self._apply(vote)
        return vote

    def _last_source(self, rule: int) -> str | None:
        texts = [c for c in self.changes if c.rule == rule and c.source is not None]
        return texts[-1].source if texts else None

    def _apply(self, vote: Vote) -> None:
        effective = vote.round + (1 if vote.timing == "next" else 0)
        if vote.kind == "adjust":
            assert vote.param is not None and vote.value is not None
            self.base_changes.append(BaseChange(len(self.base_changes) + 1, vote.param,
                                                vote.value, vote.round, effective, vote.seq))
        elif vote.kind == "remove":
            assert vote.rule is not None
            self._change(vote.rule, "removed", vote.round, effective, vote=vote.seq)
        elif vote.kind in ("change", "restore"):
            assert vote.rule is not None
            kind = "changed" if vote.kind == "change" else "restored"
            self._change(vote.rule, kind, vote.round, effective, vote.source, vote.filename,
                         vote.seq)

    def defender_for(self, vote: Vote) -> tuple[int | None, str]:
        """Who defends against the change (R-ROSHAMBO-1): the creator, else the first *other*
        player who objected (R-VOTE-10); (None, "objector") when nobody else objected, so
        nobody defends and the change passes. Never the proposer."""
        if vote.kind in ("remove", "change") and vote.rule is not None:
            creator = self.rule(vote.rule).creator
            if creator is not None and creator != vote.proposer:
                return creator, "creator"
            # absent, or asking to change their own rule: the supporters defend it
            return None, "representative"
        objector = vote.objector
        if objector is None or objector == vote.proposer:  # an old book may name the proposer
            objector = first_objector(vote)
        return objector, "objector"

    def settle_tie(self, *, throws: str | None = None, seed: int | None = None,
                   representative: int | None = None, use_knockout: bool = False,
                   nobody_defends: bool = False) -> Roshambo:
        """Settle the pending tie by Roshambo (R-ROSHAMBO-1..3) and apply a passed change."""
        self.check_open()
        vote = self.pending_tie()
        if vote is None:
            raise SessionError(_("there is no tied vote waiting for Roshambo (R-VOTE-9)"))
        assert vote.proposer is not None
        defender, role = self.defender_for(vote)
        result = play_off(vote, defender, role, self.name_of, throws=throws, seed=seed,
                          representative=representative, use_knockout=use_knockout,
                          nobody_defends=nobody_defends)
        note(self, "roshambo", vote.seq)
        self.roshambos.append(result)
        vote.decided = "passed" if result.winner == "proposer" else "failed"
        if vote.decided == "passed":
            self._apply(vote)
        return result

    # -- setup votes (R-SESSION-2) --------------------------------------------------------
    def revive(self, old: Session, rule: int, *, ballots: Mapping[int, str],
               proposer: int | None = None, checker: RuleChecker | None = None) -> Vote:
        """A setup vote bringing one old rule back; a majority of this session is needed."""
        self.check_open()
        if self.rounds:
            raise SessionError(_("old rules may return only during setup, before round 1's deal "
                                 "(R-SESSION-2)"))
        if old.id is None or old.id == self.id:
            raise SessionError(_("an old rule must come from an earlier session (R-SESSION-2)"))
        old_rule = old.rule(rule)
        if any(v.from_session == old.id and v.from_rule == rule for v in self.votes):
            raise SessionError(_("session {session}'s rule {number} has had its one setup vote "
                                 "(R-SESSION-2)").format(session=old.id, number=rule))
        text = old._last_source(rule)
        if text is None:
            raise SessionError(_("session {session}'s rule {number} has no text").format(
                session=old.id, number=rule))
        require_legal(text, old_rule.name, checker, self._books(1))
        if proposer is not None and not 0 <= proposer < self.size:
            raise SessionError(_("seat {seat} is not at this table").format(seat=proposer))
        vote = Vote(seq=len(self.votes) + 1, round=0, kind="revive", proposer=proposer,
                    source=text, filename=old_rule.name, from_session=old.id, from_rule=rule)
        vote.ballots = self._ballots(ballots)
        vote.outcome = vote.decided = ("passed" if self._count(vote.ballots) == "passed"
                                       else "failed")
        note(self, "vote", vote.seq)
        self.votes.append(vote)
        if vote.decided == "passed":
            creator = next((p.seat for p in self.players if p.name == old_rule.creator_name), None)
            new = Rule(len(self.rules) + 1, old_rule.name, creator, old_rule.creator_name, None,
                       "revived", old.id, rule)
            self.rules.append(new)
            self._change(new.number, "added", 0, 1, text, old_rule.name, vote.seq)
        return vote

    # -- interpreting a rule (R-CUSTOM-5, R-FAQ-5, R-SESSION-3) ----------------------------
    def rule_on(self, rule: int, *, question: str, reading: str, least: str | None = None,
                by: int | None = None, ballots: Mapping[int, str] | None = None) -> Ruling:
        """Settle what a rule means: its creator decides if present; otherwise the table by
        majority, and without a majority the reading that changes base Lopti least holds."""
        self.check_open()
        target = self.rule(rule)
        if not question.strip() or not reading.strip():
            raise SessionError(_("a ruling needs the question and the reading put forward"))
        if target.creator is not None:
            if by != target.creator or ballots:
                raise SessionError(_("rule {rule}'s creator {creator} is here and settles what it "
                                     "means (R-CUSTOM-5, R-FAQ-5)").format(
                    rule=rule, creator=target.creator_name))
            decided, holds, counted = "creator", reading, {}
        else:
            if by is not None:
                raise SessionError(_("rule {rule}'s creator {creator} is absent: the table decides "
                                     "by majority (R-SESSION-3)").format(
                    rule=rule, creator=target.creator_name))
            counted = self._ballots(ballots or {})
            if self._count(counted) == "passed":
                decided, holds = "table", reading
            elif least is None or not least.strip():
                raise SessionError(_("no majority for the reading: give the reading that changes "
                                     "base Lopti least, which then holds (R-SESSION-3)"))
            else:
                decided, holds = "least-change", least
        ruling = Ruling(len(self.rulings) + 1, self.now, rule, question, reading, least,
                        decided, holds, counted)
        note(self, "ruling", ruling.seq)
        self.rulings.append(ruling)
        return ruling

    def end(self) -> None:
        """End the session; its rule book stays in the archive (R-SESSION-1)."""
        self.check_open()
        if self.pending_tie() is not None:
            raise SessionError(_("settle the tied vote by Roshambo before ending "
                                 "(R-ROSHAMBO-1)"))
        self.closed = True
