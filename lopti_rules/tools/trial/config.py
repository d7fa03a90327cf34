"""What a trial plays and how strict it is: tables, bots, evenings, looks, levels, floors."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import OFFICIAL, BaseRules


@dataclass(frozen=True)
class TrialConfig:
    """The trial's settings. The defaults are the gate's; a test may play less.

    The false-alarm rate ``alpha`` is the chance that a book whose every effect is within
    the floors is rejected, over every test and every look of the trial together
    (Bonferroni: each test runs at ``alpha / (tests x looks)``).
    """

    players: tuple[int, ...] = (2, 3, 4, 5)  #: every table size (R-SETUP-1)
    bots: tuple[str, ...] = ("random", "greedy")
    adopt: tuple[int, ...] = (2, 3)  #: the rounds the book is adopted at
    rounds: int = 8  #: an ordinary evening's rounds (more when a guard needs them)
    #: evenings per (table size, bot, adoption) added at each look
    evenings: int = 2
    looks: int = 5  #: at most this many looks (then an open test counts as clean)
    alpha: float = 0.01  #: the trial's false-alarm rate, over every test and look
    seed: int = 0
    #: processes playing the evenings (0: every core this process may use); the
    #: verdict is the same for any
    jobs: int = 0
    base: BaseRules = OFFICIAL
    #: floor of a person test on the share of the book's effects one seat gets, as the
    #: part of the way from an even share to all of them: 0.4 at 4 players, for effects
    #: that name one seat each (an even share of 25 %), is a share of 55 %
    share_floor: float = 0.4
    #: floor of a person test on the change of one seat's share of wins (points)
    win_floor: float = 0.2
    #: floor of the same-seat test (``measures.together``) on the alignment of the
    #: book's burden over its rounds (1: the same seat every round; 0: each round's
    #: seat independent of the others'); see docs/trial.md
    same_floor: float = 0.3
    #: floor of the same-seat test on the alignment of the book's rounds' winners
    #: minus that of the same deals without the book
    same_win_floor: float = 0.3
    #: floor of the burden (cards and skipped turns) a round puts on the seat closest
    #: to going out: above what the fair examples that help a player whose hand is empty
    #: put there (up to 10 a round at five players: ``empty-hand-draw``), with margin
    closest_floor: float = 15.0
    #: share of the book's rounds in which the runtime may refuse one of its effects for
    #: another reason than blocking an event (a card to a player who is out)
    refusal_floor: float = 0.05
    #: a base event that falls below this part of its base rate is blocked
    blocked_ratio: float = 0.1
    #: an event kind is judged only where the base game shows it this often a round
    event_floor: float = 0.5
    #: share of a base restriction's forbidden plays a book may allow (more: repealed)
    repeal_share: float = 0.5
    #: points of stalled rounds (capped, or stopped by the progress watch) above the base
    stall_floor: float = 0.05
    #: points of stalled rounds above the base among the rounds as long as the largest
    #: turn count the book's guards name (``measures.long_stalls``): a rule that turns on
    #: only in long rounds and keeps them from ending stalls most of them
    long_stall_floor: float = 0.25
    #: share of the greedy bots' book rounds that stall or last over ``length_ratio`` times
    #: their deal without the book, less the base's capped ones, for a book that takes
    #: cleared cards back (``runaway.py``): one that feeds cards back faster than play
    #: sheds them; such fair books and legal examples give 0 %, ``loop-quads-recycled`` 24 %
    runaway_floor: float = 0.1
    #: part of the cards that leave play once the draw pile is empty that a book taking
    #: cleared cards back may take back (``runaway.fed_value``, ``tools/feeding.py``): half
    #: makes the rest of a round about twice as long; the fair books of the red-team sets
    #: and the legal examples take back 0.37 at most (``chain-clear-next-takes``),
    #: ``loop-quads-recycled`` 0.73, a take at every turn's end 0.84
    feed_floor: float = 0.5
    #: a book round's endgame (its turns after the draw pile ran out) this many times the
    #: same deal's without the book is "dragged out" (``runaway.dragged``)
    endgame_ratio: float = 1.5
    #: share of the greedy bots' book rounds whose endgame a book that takes cleared cards
    #: back may drag out (``runaway.drag_value``): the fair books of the red-team sets and
    #: the legal examples 17 % at most (``clear-returns-oldest``), a cleared card for every
    #: other player at each late pickup 41 %, ``loop-pickup-dividend`` 58 %
    endgame_floor: float = 0.25
    #: points of rounds with a player locked out of their turns above the base
    lockout_floor: float = 0.05
    #: points of rounds with a player shut out of a stretch in which the same players
    #: were in (``evenings.SHUT_SHARE``) above the base (none): about three times the
    #: most a legal catch-up skip shows (``big-hands-hurry``, up to 9 % at five players)
    shut_floor: float = 0.25
    #: points of decisions after which the same seat decides again, above the base (a
    #: skip on every play at two players hands the turn back to the player who played):
    #: above it, the turn passing (R-TURN-1) is left with less than half its effect, the
    #: measure ``repeal_share`` takes of a base restriction
    kept_floor: float = 0.5
    #: points of decisions after which the same seat decides again while holding fewer
    #: cards than every other player in, above the base's kept turns (all of them): the
    #: fair skips of the examples and red-team sets give at most 0.06 at two players, a
    #: skip on every rank from 8 up at two players 0.2-0.3 (docs/trial.md, "kept ahead")
    ahead_floor: float = 0.15
    #: cards (or skips) the rule's first deal puts on one seat other than the creator
    #: beyond what its later deals put on one on average (``measures.first_deal``)
    first_deal_floor: float = 1.0
    #: the same over the rule's whole first round against its later rounds
    #: (``firstround.first_round``; docs/trial.md, "the rule's first round"): 2, so a
    #: first-round tax of three cards, every evening exactly (three firings of one card,
    #: redteam26 ``retro-first-bonuses-biggest-picker``), is above it, and the fair books'
    #: lower bounds (at most +0.0 in the scan) stay two cards below it
    first_round_floor: float = 2.0
    #: cards or turns (units of what the book does to a seat a round, at least one) the
    #: book's first round leaves its creator better off against the
    #: table than it leaves the same role (the last winner) in its later rounds
    #: (``standings.head_start``): a one-round head start, small but only the creator's
    head_start_floor: float = 0.5
    #: points of the share of a standing's chances to play (last round's last place, the
    #: last winner) that the book's skips take, above the other seats' share
    #: (``standings.compare``): skipped every other time is about 0.5, an 8's skip 0
    standing_skip_floor: float = 0.25
    #: cards a round the book puts on last round's last place beyond the other seats'
    #: mean (the last winner handing them a card, a legal example, is 1)
    standing_card_floor: float = 1.5
    #: the worth of cards (thousandths of a finishing place, ``tools/strength.py``) the
    #: book moves to the last winner or the runner-up a round beyond the other seats'
    #: (``standings.compare``): the 10 handed to them after its clears is hundreds, the
    #: winner's weakest card given to last place 25 to 30
    standing_strength_floor: float = 40.0
    #: the worth a card (thousandths of a finishing place, ``tools/strength.py``) of the
    #: cards the book puts on the last winner or the runner-up, beyond the same for the
    #: other seats (``aimed.py``, session 24): a blind card is 0 on average (the fair
    #: catch-up draws give -8 to +7 an evening), the top cleared card (the last clear's 10
    #: or quad's card) for the last winner whenever they pass a 3 or take up 21 to 33
    gift_worth_floor: float = 15.0
    #: cards a round the book leaves the seat across from the last winner better off than
    #: the two seats beside the winner, at four players (``standings.compare``): the seat
    #: across shedding two at every deal is about 3; the last winner handing a card to
    #: last place 0.5 at most
    standing_team_floor: float = 1.5
    #: the last winner's share of the 3-obligations met, as a part of an even share, below
    #: which the book shields them (``standings._sides``: half; session 23)
    standing_spared_share: float = 0.5
    #: restrictions on a next play a round that bind the seat closest to going out
    #: (``standings.compare``: judged with their share of the restrictions set while a
    #: seat was that close, above ``floor_share``): a bar that grows with the game's
    #: progress (a pile bigger than the next player's cards) meets the player near the
    #: end at nearly every turn
    closest_bound_floor: float = 5.0
    #: share of the decisions of a player left with one card at which the book's rules
    #: had put more cards on them, beyond the same share of the other players'
    #: decisions (``measures.ending``, "last card"): a Roshambo at every turn that the
    #: player on their last card loses half the time gives about 0.5; the fair books of
    #: the examples and red-team sets 0.17 at most (a big pickup's cards passed on land
    #: on the players near the end too); docs/trial.md, "The last card"
    last_card_floor: float = 0.3
    #: a round this many times as long as the same deal's base round is "long"
    length_ratio: float = 3.0
    #: a book's permissions repeal a base restriction when the forbidden plays they let
    #: through come at least this often per pickup without the book (the times the
    #: restriction bit) while the pickups fall to ``pickups_left`` of the base's or less
    opened_share: float = 0.1
    pickups_left: float = 0.5
    #: a pickup must leave at least this part of the pile's cards with the picker (after
    #: the rules that react to it), against the base's share (all of it)
    pickup_keep: float = 0.5
    #: the R-DRAW-1 draws must leave at least this part of their cards with the drawers
    #: (after the rules that react to them), against the base's share (all of them)
    draw_keep: float = 0.5

    def processes(self) -> int:
        """The processes that play the evenings: ``jobs``, or (0) the local default,
        ``LOPTI_JOBS`` or every core (``tools.parallel.default_jobs``)."""
        if self.jobs > 0:
            return self.jobs
        from ..parallel import default_jobs

        return default_jobs()

    def floor_share(self, players: int) -> float:
        """The share of the effects one seat may get before a person test cares."""
        even = 1 / players
        return even + (1 - even) * self.share_floor

    def floor_win(self, players: int) -> float:
        """The change of one seat's win share a person test cares about: ``win_floor``,
        or at most three quarters of an even share (a seat that never wins any more)."""
        return min(self.win_floor, 0.75 / players)


#: The gate's trial.
DEFAULT = TrialConfig()
#: A small trial for tests: two table sizes, fewer looks.
QUICK = TrialConfig(players=(3, 4), looks=3)
