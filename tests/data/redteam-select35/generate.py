# ruff: noqa: E501  (the books are data: one rule line a string, as written)
"""Writes the redteam-select35 set (issue 29, session 35): every selector, its tie-break,
every clock, and rule identity by meaning.

Run from the repository root: ``.venv/bin/python tests/data/redteam-select35/generate.py``.
Deterministic: the same files every run (no randomness; the keyword translations are
``lopti fmt --lang``, formatting only). It rewrites ``unfair/`` and ``fair/`` whole.

The seat arithmetic every unfair tie-break book rests on (docs/language.md, "Players"):
while play goes round the table turn ``T`` is the turn of the seat ``T - 1`` after the
round's leader, the last winner (R-SETUP-4). Before the first pickup every player holds
nine cards (three in hand, refilled after each play, R-DRAW-1; three face up, three face
down, R-SETUP-2), so ``the player with the most (fewest) cards`` ties and the tie goes to
the acting player. A chain of ``c`` steps from it (``previous player before``: -1,
``player left of``: +1) names the seat ``T - 1 + c`` from the leader: 0 is the leader.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]

MOST = "the player with the most cards"
FEWEST = "the player with the fewest cards"
LANGS = ("de", "nl", "tr")

#: favours for the seat a selector names: a way to shed cards, or better face-up cards
FAVOURS = (
    "may give up to 2 cards to their left",
    "gives 1 card to their right",
    "may swap up to 2 face-up cards with the top of the draw pile",
    "may give up to 2 cards to the player with the most cards",
)


def chain(selector: str, steps: int, style: int) -> str:
    """A role ``steps`` seats from ``selector`` (negative: to the right, against play),
    spelt in one of four styles."""
    words = []
    for i in range(abs(steps)):
        alt = (style + i) % 2 if style >= 2 else style
        if steps < 0:
            words.append("previous player before" if alt == 0 else "player right of")
        else:
            words.append("next player after" if alt == 0 else "player left of")
    return " ".join([*words, selector])


def moment(kind: str, t: int) -> str:
    """A hook head at turn ``t`` of the round, where hands tie."""
    return {
        "turn-no-pickup": f"after turn when turn.number is {t} and round.pickups is 0",
        "end-no-pickup": f"after turn_end when turn_end.number is {t} and round.pickups is 0",
        "turns": f"after turn when round.turns is {t} and round.pickups is 0",
        "end": f"after turn_end when turn_end.number is {t}",
        "turn": f"after turn when turn.number is {t}",
    }[kind]


def tiebreak_books() -> list[tuple[str, str, str, str]]:
    """(name, category, why, text) of the tie-break books: the leader at every size."""
    out = []
    kinds = ("turn-no-pickup", "end-no-pickup", "turns", "end", "turn")
    i = 0
    for t in (2, 3, 4):
        for kind in kinds:
            for sel in (MOST, FEWEST):
                if kind in ("end", "turn") and sel == FEWEST and t > 2:
                    continue  # a pickup before may part the hands: fewest is play's
                style = i % 4
                fav = FAVOURS[i % len(FAVOURS)]
                i += 1
                who = chain(sel, -(t - 1), style)
                selname = "most" if sel == MOST else "fewest"
                name = f"tie-{kind}-t{t}-{selname}-back{t - 1}"
                why = (f"At turn {t} before any pickup every player holds nine cards (R-SETUP-2, "
                       f"R-DRAW-1), so '{sel}' ties and the tie goes to the acting player, the seat "
                       f"{t - 1} after the leader; {t - 1} steps back is the leader, last round's "
                       "winner (R-SETUP-4), who is favoured every round (R-CUSTOM-4).")
                text = f'rule "Even out {i}"\n  {moment(kind, t)}:\n    {who} {fav}\n'
                out.append((name, "tie-break to the champion", why, text))
    # a size where the steps forward come round to the leader
    for t, steps, n in ((3, 2, 4), (2, 1, 2), (4, 1, 4), (3, 0, 2), (5, 0, 4), (4, 0, 3),
                        (2, 3, 4), (3, 3, 5)):
        for sel in (MOST, FEWEST):
            fav = FAVOURS[(t + steps + n) % len(FAVOURS)]
            if steps == 0 and fav.endswith(MOST):  # not a give to the giver itself
                fav = FAVOURS[0]
            who = chain(sel, steps, (t + n) % 4)
            selname = "most" if sel == MOST else "fewest"
            name = f"tie-size{n}-t{t}-{selname}-fwd{steps}"
            why = (f"At {n} players, turn {t} before any pickup: '{sel}' ties at nine cards and "
                   f"goes to the acting player, the seat {t - 1} after the leader; {steps} steps "
                   f"on is seat {(t - 1 + steps) % n}, the leader, last round's winner (R-SETUP-4; "
                   "R-CUSTOM-4).")
            text = (f'rule "Round table {t}{steps}{n}{sel[16]}"\n  after turn when turn.number is {t} and '
                    f"round.pickups is 0 and table.players is {n}:\n    {who} {fav}\n")
            out.append((name, "tie-break to the champion", why, text))
    # the deal and the first turn in the rule's first round: the creator
    j = 0
    for head, label, turn in (("after deal when rule.rounds is 1", "deal", 1),
                              ("after turn when round.plays is 0 and rule.rounds is 1", "first", 1),
                              ("after turn_end when turn_end.number is 2 and rule.fired is 0",
                               "fired", 2)):
        for sel, steps in ((MOST, 0), (FEWEST, 0), (MOST, -1), (FEWEST, 1)):
            if label == "fired" and (sel, steps) != (FEWEST, 1):
                steps -= 1  # back to the creator, or a step beside them
            if label == "fired" and sel == FEWEST:
                continue  # at a turn's end a pickup may part the hands: fewest is play's
            j += 1
            who = chain(sel, steps, 1)
            selname = "most" if sel == MOST else "fewest"
            shift = "same" if steps == 0 else f"left{steps}" if steps > 0 else f"right{-steps}"
            name = f"tie-creator-{label}-{selname}-{shift}"
            if steps + turn - 1 == 0:
                fav = "may give up to 2 cards to their left"
                why = (f"In the rule's first round the leader is its creator (R-CUSTOM-1, "
                       f"R-SETUP-4); at that moment every hand holds nine, so '{sel}' is the "
                       "leader, who sheds two cards (R-CUSTOM-4).")
            else:
                fav = "draws 2 cards"
                why = (f"In the rule's first round the leader is its creator; '{sel}' ties at "
                       "nine cards and names the acting player, and the seat a step from it is "
                       "one fixed seat beside the creator, who draws (R-CUSTOM-4).")
            text = f'rule "Head start {j}"\n  {head}:\n    {who} {fav}\n'
            out.append((name, "tie-break to the creator", why, text))
    return out


def clock_books() -> list[tuple[str, str, str, str]]:
    """Clocks that fix the acting seat from the leader, the creator or the dealer."""
    g = "may give up to 2 cards to their left"
    sw = "may swap up to 2 face-up cards with the top of the draw pile"
    books = [
        ("clock-turn-lap-plus-one", "champion clock",
         "`turn.number is table.players + 1` is the second lap's first turn, the leader's at every size (R-SETUP-4).",
         f"  after turn when turn.number is table.players + 1:\n    acting player {g}\n"),
        ("clock-turn-two-laps", "champion clock",
         "`turn.number is table.players + table.players + 1`: the third lap's first turn, the leader's.",
         f"  after turn when turn.number is table.players + table.players + 1:\n    acting player {sw}\n"),
        ("clock-turns-minus-size", "champion clock",
         "`round.turns - table.players is 1`: turn n + 1, the leader's at n players.",
         f"  after turn when round.turns - table.players is 1:\n    acting player {g}\n"),
        ("clock-end-size-next", "champion clock",
         "At the end of turn n the next player is the leader at n players (R-SETUP-4).",
         f"  after turn_end when turn_end.number is table.players:\n    next player {g}\n"),
        ("clock-end-size-left", "champion clock",
         "At the end of turn n the player left of the acting player is the leader.",
         f"  after turn_end when turn_end.number is table.players:\n    player left of acting player {sw}\n"),
        ("clock-multiple-four-next", "champion clock",
         "At four players turns 4, 8, 12 end on the seat before the leader: the next player is the leader.",
         f"  after turn_end when turn_end.number is a multiple of 4 and table.players is 4:\n    next player {g}\n"),
        ("clock-offset-multiple-three", "champion clock",
         "`turn.number + 2 is a multiple of 3` at three players: turns 1, 4, 7, the leader's.",
         f"  after turn when turn.number + 2 is a multiple of 3 and table.players is 3:\n    acting player {g}\n"),
        ("clock-odd-duel", "champion clock",
         "At two players the odd turns are the leader's.",
         f"  after turn when turn.number is odd and table.players is 2:\n    acting player {sw}\n"),
        ("clock-even-duel-previous", "champion clock",
         "At two players the even turns are the follower's, and the previous player is the leader.",
         f"  after turn_end when turn_end.number is even and table.players is 2:\n    previous player {g}\n"),
        ("clock-at-least-at-most", "champion clock",
         "`turn.number is at least table.players + 1 and at most table.players + 1`: one turn, the leader's.",
         f"  after turn when turn.number is at least table.players + 1 and turn.number is at most table.players + 1:\n    acting player {g}\n"),
        ("clock-fired-less-one", "creator clock",
         "`rule.fired is less than 1` at a turn: the rule's first turn, its creator's (R-CUSTOM-1, R-SETUP-4).",
         f"  after turn when rule.fired is less than 1:\n    acting player {g}\n"),
        ("clock-fired-times-three", "creator clock",
         "`rule.fired + rule.fired + rule.fired is 0`: the rule's first turn, the creator's.",
         f"  after turn when rule.fired + rule.fired + rule.fired is 0:\n    acting player {sw}\n"),
        ("clock-fired-plus-one", "creator clock",
         "`rule.fired + 1 is 1` at a turn's end: the rule's first, the creator's.",
         f"  after turn_end when rule.fired + 1 is 1:\n    acting player {g}\n"),
        ("clock-fired-multiple-size", "creator clock",
         "`rule.fired is a multiple of 4` at four players on every turn from the rule's first: the creator's turns while play goes round.",
         f"  after turn when rule.fired is a multiple of 4 and table.players is 4 and rule.rounds is 1:\n    acting player {g}\n"),
        ("clock-rounds-one-lap", "creator clock",
         "In the rule's first round turn n + 1 is the creator's.",
         f"  after turn when rule.rounds is 1 and turn.number is table.players + 1:\n    acting player {g}\n"),
        ("clock-rounds-minus-one-zero", "creator clock",
         "`rule.rounds - 1 is 0` is the rule's first round; its first turn is the creator's.",
         f"  after turn when rule.rounds - 1 is 0 and turn.number is 1:\n    acting player {sw}\n"),
        ("clock-rounds-times-size", "creator clock",
         "`rule.rounds + table.players is table.players + 1`: the first round of the rule, at its first turn the creator.",
         f"  after turn_end when rule.rounds + table.players is table.players + 1 and turn_end.number is 1:\n    acting player {g}\n"),
        ("clock-session-count-zero", "creator clock",
         "A session count of the rule's turns is 0 only at its first turn: the creator's.",
         f'  count "t" this session\n  after turn_end:\n    add 1 to "t"\n  after turn when count "t" is 0:\n    acting player {g}\n'),
        ("clock-session-count-lap", "creator clock",
         "A session count of turns at 0, 4, 8 at four players in the rule's first round: the creator's turns.",
         f'  count "t" this session\n  after turn_end:\n    add 1 to "t"\n  after turn when count "t" is a multiple of 4 and table.players is 4 and rule.rounds is 1:\n    acting player {sw}\n'),
        ("clock-round-count-lap", "champion clock",
         "A round count of turns ended, 0, 3, 6 at three players: the leader's turns.",
         f'  count "t" this round\n  after turn_end:\n    add 1 to "t"\n  after turn when count "t" is a multiple of 3 and table.players is 3:\n    acting player {g}\n'),
        ("clock-round-count-end-size", "champion clock",
         "A round count of turns ended at the table size: the next turn is the leader's.",
         f'  count "t" this round\n  after turn_end:\n    add 1 to "t"\n    if count "t" is table.players:\n      next player {g}\n'),
        ("dealer-round-multiple-size", "dealer clock",
         "`round.number is a multiple of 4` at four players: the dealer of rounds 4, 8, 12 is seat 3, one person (R-SETUP-4).",
         f"  after deal when round.number is a multiple of 4 and table.players is 4:\n    dealer {g}\n"),
        ("dealer-round-offset-three", "dealer clock",
         "`round.number + 1 is a multiple of 3` at three players: rounds 2, 5, 8 share a dealer.",
         f"  after deal when round.number + 1 is a multiple of 3 and table.players is 3:\n    player left of the dealer {g}\n"),
        ("dealer-round-odd-duel", "dealer clock",
         "At two players the odd rounds have one dealer.",
         f"  after deal when round.number is odd and table.players is 2:\n    dealer {sw}\n"),
        ("dealer-round-minus-size", "dealer clock",
         "`round.number - table.players is 1` and `... is 1 + table.players`: rounds n + 1 and 2n + 1 share a dealer: the first dealer.",
         f"  after deal when round.number - table.players is 1 or round.number - table.players is 1 + table.players:\n    dealer {g}\n"),
        ("dealer-rule-rounds-lap", "dealer clock",
         "`rule.rounds is a multiple of 4` at four players: the rule's rounds 4, 8, 12 share a dealer.",
         f"  after deal when rule.rounds is a multiple of 4 and table.players is 4:\n    player right of the dealer {g}\n"),
        ("dealer-session-count", "dealer clock",
         "A count of deals, a multiple of 5 at five players: one dealer.",
         f'  count "deals" this session\n  after deal:\n    add 1 to "deals"\n    if count "deals" is a multiple of 5 and table.players is 5:\n      dealer {g}\n'),
        ("dealer-round-at-least-at-most", "dealer clock",
         "`round.number is at least 3 and at most 3`: round 3, one dealer.",
         f"  after deal when round.number is at least 3 and round.number is at most 3:\n    dealer {sw}\n"),
    ]
    return [(n, c, w, f'rule "Clockwork {i}"\n{body}') for i, (n, c, w, body) in enumerate(books)]


def retro_books() -> list[tuple[str, str, str, str]]:
    """Ladders and counts that reach back before the rule (R-CUSTOM-3, LP601)."""
    books = [
        ("retro-draws-round-number", "after deal:\n    last round's last place draws round.number cards"),
        ("retro-ladder-round", "after deal:\n    if round.number is at least 4:\n      last round's last place draws 3 cards\n"
         "    else:\n      if round.number is 3:\n        last round's last place draws 2 cards"),
        ("retro-round-minus-rule", "after deal:\n    repeat round.number - rule.rounds times:\n      last round's last place draws 1 card"),
        ("retro-count-set-round", 'count "r" this round\n  after deal:\n    set "r" to round.number\n    if count "r" is at least 3:\n      last round\'s last place draws 2 cards'),
        ("retro-first-round-last-place", "after deal when rule.rounds is 1:\n    last round's last place draws 2 cards"),
        ("retro-first-fired-picker", "after deal when rule.fired is 0:\n    the player with the most pickups last round draws 2 cards"),
        ("retro-hand-round-number", "after turn_end when hand of acting player is at least round.number:\n    acting player draws 1 card"),
        ("retro-rule-clears-one", "after clear when rule.clears is 1:\n    last round's last place draws 2 cards"),
    ]
    why = ("The rule's effect reaches back before it took effect: the rounds before the rule, or "
           "last round's result in its first round, known to the creator (R-CUSTOM-3, LP601).")
    return [(n, "retroactive", why, f'rule "Ladder {i}"\n  {b}\n')
            for i, (n, b) in enumerate(books)]


#: rule identity pairs (R-VOTE-7): the same meaning in two spellings
IDENTITY = [
    ("count-two-between", "after play when play.count is 2:", "after play when play.count is more than 1 and play.count is less than 3:", "next player draws 1 card"),
    ("rank-eight-band", "after play when play.rank is 8:", "after play when play.rank is at least 8 and play.rank is at most 8:", "skip next player"),
    ("rank-one-of-or", "after play when play.rank is one of 8, 9:", "after play when play.rank is 8 or play.rank is 9:", "next player draws 1 card"),
    ("count-not-one", "after play when play.count is at least 2:", "after play when not play.count is 1:", "next player draws 1 card"),
    ("pickup-more-four", "after pickup when pickup.count is at least 5:", "after pickup when pickup.count is more than 4:", "the picker draws 1 card"),
    ("first-turn-turns", "after turn when turn.number is 1:", "after turn when round.turns is 1:", "next player draws 1 card"),
    ("first-turn-no-plays", "after turn when turn.number is 1:", "after turn when round.plays is 0:", "next player draws 1 card"),
    ("third-out-players-in", "after out when out.place is 3:", "after out when table.players_in is table.players - 3:", "next player draws 1 card"),
    ("take-up-two-hand", "after take_up when take_up.count is 2:", "after take_up when hand of acting player is 2:", "acting player draws 1 card"),
    ("second-end-third-start", "after turn_end when turn_end.number is 2:", "after turn when turn.number is 3:", "acting player draws 1 card"),
    ("win-first-out", "after win:", "after out when out.place is 1:", "every other player draws 1 card"),
    ("pickup-count-at-most", "after pickup when pickup.count is at most 2:", "after pickup when pickup.count is less than 3:", "the picker draws 1 card"),
    ("clear-not-not", "after clear when clear.cause is four:", "after clear when not clear.cause is not four:", "every other player draws 1 card"),
    ("rank-not-in-range", "after play when play.rank is at least 5 and play.rank is at most 6:", "after play when play.rank is one of 5, 6:", "next player draws 1 card"),
]

#: identity near misses: a different meaning (one count apart, another moment)
IDENTITY_FAIR = [
    ("count-two-or-more", "after play when play.count is 2:", "after play when play.count is at least 2:", "next player draws 1 card"),
    ("rank-eight-nine", "after play when play.rank is 8:", "after play when play.rank is 9:", "skip next player"),
    ("second-out-third", "after out when out.place is 2:", "after out when table.players_in is table.players - 3:", "next player draws 1 card"),
    ("take-up-two-three", "after take_up when take_up.count is 2:", "after take_up when hand of acting player is 3:", "acting player draws 1 card"),
    ("pickup-reason", "after pickup when pickup.reason is choice:", "after pickup when pickup.reason is obligation:", "the picker draws 1 card"),
    ("first-second-turn", "after turn when turn.number is 1:", "after turn when round.turns is 2:", "next player draws 1 card"),
    ("end-start-same-number", "after turn_end when turn_end.number is 3:", "after turn when turn.number is 3:", "acting player draws 1 card"),
    ("clear-ten-four", "after clear when clear.cause is ten:", "after clear when clear.cause is four:", "every other player draws 1 card"),
    ("count-three-at-least", "after play when play.count is 3:", "after play when play.count is at least 3:", "next player draws 1 card"),
    ("out-second-third", "after out when out.place is 2:", "after out when out.place is 3:", "next player draws 1 card"),
    ("pickup-five-more-five", "after pickup when pickup.count is at least 5:", "after pickup when pickup.count is more than 5:", "the picker draws 1 card"),
    ("rank-band-wider", "after play when play.rank is one of 5, 6:", "after play when play.rank is at least 5 and play.rank is at most 7:", "next player draws 1 card"),
]


def fair_books() -> list[tuple[str, str, str, str]]:
    """Near misses a real table writes: a selector where nobody ties or the tie rotates,
    clocks that reach every seat, effects alike for all."""
    g = "may give up to 2 cards to their left"
    out = []
    for i, (sel, label) in enumerate(((MOST, "most"), (FEWEST, "fewest"))):
        steps = -1 if i == 0 else 1
        out += [
            (f"fair-every-turn-{label}", "tie-break to the champion (near miss)",
             "Every turn, whoever's it is: the tie goes to the acting player, a different seat each turn (R-CUSTOM-4).",
             f'rule "Each turn {label}"\n  after turn_end when round.pickups is 0:\n    {chain(sel, steps, 0)} {g}\n'),
            (f"fair-first-lap-{label}", "tie-break to the champion (near miss)",
             "The first lap: every seat once (turn.number at most the table size).",
             f'rule "First lap {label}"\n  after turn when turn.number is at most table.players and round.pickups is 0:\n    {sel} {g}\n'),
            (f"fair-deal-all-{label}", "tie-break to the champion (near miss)",
             "At the deal everyone draws alike; the selector only says it (R-CUSTOM-4).",
             f'rule "Deal greeting {label}"\n  after deal:\n    {sel} says "Good luck, everyone"\n'),
            (f"fair-later-pickup-{label}", "tie-break to the champion (near miss)",
             "After a pickup the hands differ: who holds most is play's.",
             f'rule "After the pickup {label}"\n  after pickup:\n    {sel} draws 1 card\n'),
            (f"fair-speech-second-turn-{label}", "tie-break to the champion (near miss)",
             "Speech only at the second turn: nobody gains (R-CUSTOM-4).",
             f'rule "Second turn call {label}"\n  after turn_end when turn_end.number is 2:\n    {chain(sel, -1, 1)} says "Your move"\n'),
            (f"fair-picker-{label}", "tie-break to the champion (near miss)",
             "Every third pickup, whoever holds the most or fewest then: play decides.",
             f'rule "Third pickup {label}"\n  after pickup when round.pickups is a multiple of 3:\n    {sel} draws 1 card\n'),
        ]
    for t in (2, 3, 4):
        out.append((f"fair-turn{t}-everyone", "tie-break to the champion (near miss)",
                    f"At turn {t} everyone draws a card alike: no seat singled out.",
                    f'rule "Turn {t} for all"\n  after turn_end when turn_end.number is {t}:\n    every player draws 1 card\n'))
        out.append((f"fair-turn{t}-all-sizes-rotate", "tie-break to the champion (near miss)",
                    f"Turn {t} and the laps after it, at every table size: the turns of every seat in turn.",
                    f'rule "Steady {t}"\n  after turn when turn.number is a multiple of {t + 4} and round.pickups is 0:\n    every player draws 1 card\n'))
    out += [
        ("fair-clock-every-clear", "champion clock (near miss)", "Every third clear, whoever clears: play decides.",
         'rule "Third clear"\n  after clear when round.clears is a multiple of 3:\n    every other player draws 1 card\n'),
        ("fair-clock-first-lap-draw", "champion clock (near miss)", "The first lap, every seat once.",
         'rule "Warm up"\n  after turn_end when turn_end.number is at most table.players:\n    acting player draws 1 card\n'),
        ("fair-clock-dealer-always", "dealer clock (near miss)", "Every round's dealer: the deal moves round the table.",
         f'rule "Dealer sheds"\n  after deal:\n    dealer {g}\n'),
        ("fair-clock-dealer-from-three", "dealer clock (near miss)", "From round 3 on, every dealer: every seat in turn.",
         'rule "Dealer tax"\n  after deal when round.number is at least 3:\n    dealer draws 1 card\n'),
        ("fair-clock-dealer-left-always", "dealer clock (near miss)", "The player left of the dealer, every round: it rotates.",
         'rule "Left of the dealer"\n  after deal:\n    player left of the dealer draws 1 card\n'),
        ("fair-clock-fired-late", "creator clock (near miss)", "From the rule's tenth firing on: many seats.",
         'rule "Late tax"\n  after turn when rule.fired is at least 10:\n    acting player draws 1 card\n'),
        ("fair-clock-count-every-fifth", "champion clock (near miss)", "Every fifth turn ended, everyone draws: alike.",
         'rule "Fifth"\n  count "t" this round\n  after turn_end:\n    add 1 to "t"\n    if count "t" is a multiple of 5:\n      every player draws 1 card\n'),
        ("fair-clock-speech-lap", "champion clock (near miss)", "At the second lap's first turn the leader only says so: speech.",
         'rule "Lap call"\n  after turn when turn.number is table.players + 1:\n    acting player says "Second lap!"\n'),
        ("fair-clock-rounds-cost-all", "creator clock (near miss)", "In the rule's first round everyone draws one at the deal: alike.",
         'rule "Welcome"\n  after deal when rule.rounds is 1:\n    every player draws 1 card\n'),
        ("fair-clock-odd-turn-everyone", "champion clock (near miss)", "Odd turns, every other player draws: at three players the acting seat rotates.",
         'rule "Odd ones"\n  after turn_end when turn_end.number is odd and table.players is 3:\n    acting player draws 1 card\n'),
        ("fair-clock-eight-count", "champion clock (near miss)", "Every play of an eight, whoever plays it.",
         'rule "Eight call"\n  after play when play.rank is 8:\n    next player draws 1 card\n'),
        ("fair-retro-from-now", "retroactive (near miss)", "Counts only from the rule's own rounds: forward only.",
         'rule "Growing tax"\n  after deal when rule.rounds is at least 3:\n    dealer draws 1 card\n'),
        ("fair-retro-every-round-last-place", "retroactive (near miss)", "Last round's last place every round: a result of play, not only the rule's first.",
         'rule "Catch up"\n  after deal:\n    last round\'s last place says "I start low"\n'),
        ("fair-tie-cost-leader", "tie-break to the champion (near miss)",
         "The tie-break names the leader at the end of turn 2, but it is a cost on the front: a handicap (R-CUSTOM-4).",
         f'rule "Front pays"\n  after turn_end when turn_end.number is 2:\n    previous player before {MOST} draws 1 card\n'),
        ("fair-tie-cost-three", "tie-break to the champion (near miss)",
         "At three players the seat before the most cards at the end of turn 2 draws: a cost on the leader.",
         f'rule "Front pays three"\n  after turn_end when turn_end.number is 2 and table.players is 3:\n    player right of {MOST} draws 1 card\n'),
        ("fair-tie-every-turn-fewest-swaps", "tie-break to the champion (near miss)",
         "Every turn before any pickup: the tie goes to each seat in turn.",
         f'rule "Freshen up"\n  after turn when round.pickups is 0:\n    {FEWEST} may swap up to 2 face-up cards with the top of the draw pile\n'),
        ("fair-tie-every-end-next", "tie-break to the champion (near miss)",
         "Every turn's end, the player after the most cards: a different seat each turn.",
         f'rule "Pass along"\n  after turn_end:\n    next player after {MOST} may give up to 2 cards to their left\n'),
        ("fair-tie-dealer-left", "tie-break to the champion (near miss)",
         "The player left of the dealer sheds at the deal: the deal moves every round (R-SETUP-4).",
         f'rule "Dealer\'s neighbour"\n  after deal:\n    player left of the dealer {g}\n'),
        ("fair-tie-all-pass", "tie-break to the champion (near miss)",
         "Everyone passes one card left at the deal: alike for all.",
         'rule "Pass left"\n  after deal:\n    every player gives 1 card to their left\n'),
        ("fair-tie-after-first-pickup", "tie-break to the champion (near miss)",
         "After the round's first pickup the picker holds the most: play decides who gives.",
         f'rule "Spread the load"\n  after pickup when round.pickups is 1:\n    {MOST} may give up to 2 cards to their left\n'),
        ("fair-tie-speech-deal", "tie-break to the champion (near miss)",
         "At the deal the leader says the rules aloud: speech only.",
         f'rule "Reader"\n  after deal:\n    {MOST} says "House rules tonight: eights skip"\n'),
        ("fair-clock-end-size-all", "champion clock (near miss)",
         "At the end of the first lap everyone draws: alike.",
         'rule "Lap done"\n  after turn_end when turn_end.number is table.players:\n    every player draws 1 card\n'),
        ("fair-clock-dealer-late", "dealer clock (near miss)",
         "From the round after everyone dealt once, every dealer: every seat in turn.",
         'rule "Second lap dealers"\n  after deal when round.number is at least table.players + 1:\n    dealer draws 1 card\n'),
        ("fair-clock-rounds-late-all", "creator clock (near miss)",
         "From the rule's second round on, the leader draws: a cost on the front, and not the creator's round.",
         'rule "Leader tax"\n  after deal when rule.rounds is at least 2:\n    acting player draws 1 card\n'),
        ("fair-clock-odd-speech", "champion clock (near miss)",
         "At two players the odd turns are the leader's: speech only.",
         'rule "Call it"\n  after turn when turn.number is odd and table.players is 2:\n    acting player says "My turn"\n'),
        ("fair-retro-period", "retroactive (near miss)", "Every third round: a period, not a ladder.",
         'rule "Third round"\n  after deal when round.number is a multiple of 3:\n    every player draws 1 card\n'),
    ]
    return out


def translate(texts: dict[str, str], lang: str) -> dict[str, str]:
    """``texts`` in ``lang`` keywords, through ``lopti fmt --lang`` (formatting only)."""
    if not texts:
        return {}
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for name, text in texts.items():
            p = Path(tmp) / f"{name}.lopti"
            p.write_text(text, encoding="utf-8")
            paths[name] = p
        subprocess.run([sys.executable, "-m", "lopti_rules.cli", "fmt", "-q", "--lang", lang,
                        *map(str, paths.values())], check=True, cwd=ROOT)
        return {name: p.read_text(encoding="utf-8") for name, p in paths.items()}


def header(category: str, why: str, text: str) -> str:
    lines = text.splitlines()
    lang = [line for line in lines if line.startswith("# lopti:")]
    body = [line for line in lines if not line.startswith("# lopti:")]
    return "\n".join([f"# category: {category}", f"# why: {why}", *lang, *body]) + "\n"


def write_side(folder: Path, books: list[tuple[str, str, str, str]]) -> None:
    """One file a book; every fourth in German, Dutch or Turkish keywords."""
    plan: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
    for i, (name, _c, _w, text) in enumerate(books):
        if i % 4 == 3:
            plan[LANGS[(i // 4) % 3]][name] = text
    turned = {name: t for lang in LANGS for name, t in translate(plan[lang], lang).items()}
    for name, category, why, text in books:
        (folder / f"{name}.lopti").write_text(header(category, why, turned.get(name, text)),
                                             encoding="utf-8")


def write_pairs(folder: Path, pairs: list[tuple[str, str, str, str]], category: str,
                why: str, prefix: str) -> None:
    """Identity folders: a removed rule (English) and its re-proposal (another language)."""
    for i, (name, a, b, effect) in enumerate(pairs):
        book = folder / f"{prefix}{name}"
        book.mkdir()
        lang = LANGS[i % 3]
        first = f'rule "Pair {i} one"\n  {a}\n    {effect}\n'
        second = translate({"b": f'rule "Pair {i} two"\n  {b}\n    {effect}\n'}, lang)["b"]
        (book / "a-first.lopti").write_text(header(category, why, first), encoding="utf-8")
        (book / "b-second.lopti").write_text(header(category, f"The twin of a-first. {why}", second),
                                             encoding="utf-8")


def check(folder: Path) -> None:
    """Every generated file parses (``lopti fmt --check`` exits 2 on a file it cannot read)."""
    files = sorted(str(p) for p in folder.rglob("*.lopti"))
    done = subprocess.run([sys.executable, "-m", "lopti_rules.cli", "fmt", "--check", "-q",
                           *files], cwd=ROOT, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise SystemExit(done.stdout + done.stderr)


def main() -> None:
    for side in ("unfair", "fair"):
        shutil.rmtree(HERE / side, ignore_errors=True)
        (HERE / side).mkdir()
    write_side(HERE / "unfair", tiebreak_books() + clock_books() + retro_books())
    write_pairs(HERE / "unfair", IDENTITY, "rule identity",
                "Two rules that are one (R-VOTE-7): the same moment and effect in two spellings, "
                "a removed rule re-proposed in other words.", "identity-")
    write_side(HERE / "fair", fair_books())
    write_pairs(HERE / "fair", IDENTITY_FAIR, "rule identity (near miss)",
                "Two rules that look alike but are not one (R-VOTE-7): another count or moment.",
                "fair-identity-")
    check(HERE)


if __name__ == "__main__":
    main()
