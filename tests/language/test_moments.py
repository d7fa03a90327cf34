"""Rule identity by what fires (R-VOTE-7, R-VOTE-4, LP506; issue 29, redteam20
``identity-clear-bonus``; ``analysis/moments.py``): two rules whose hooks fire at the same
moments of the same games with the same effect are one rule, though their events have
other names. Every clear gives a bonus play (R-CLEAR-1) but to a clearer who went out
(R-WIN-2); a blind play that misses is the blind pickup (R-FACE-2); a legal blind play is
the play from the face-down cards (R-DRAW-3); a round's deal comes with its first turn,
the leader's (R-SETUP-4). Rules on events that only sometimes
coincide (a clear and a clear of four of a kind, a clear and a 10's play, any pickup and
the blind one) stay two rules. The engine facts the families rest on are played here."""

from __future__ import annotations

from support import each
from support.games import play_out

from lopti_rules.engine import OFFICIAL, EventBus, Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.tools import judge


def codes(*heads_bodies: tuple[str, str]) -> set[str]:
    """The static codes of a book of one file per (head, body), one rule each."""
    files = [(f"{i}.lopti", f'rule "R{i}"\n  {head}:\n    {body}\n')
             for i, (head, body) in enumerate(heads_bodies, start=1)]
    return {d.code for r in judge(files, static_only=True).results for d in r.diagnostics}


TAX = "next player draws 1 card"


# ---------------------------------------------------------------- one rule by what fires

@each.parametrize(("a", "b"), [
    # the clear and its bonus play, in other words and guards
    (("after clear", TAX), ("after bonus", TAX)),
    (("after clear", "every other player draws 1 card"),
     ("before bonus", "every other player draws 1 card")),
    (("after clear", "skip next player"), ("after play when play.bonus", "skip next player")),
    (("after clear when table.players is at least 4", "acting player may give up to 1 card "
      "to their left"), ("after bonus when table.players is more than 3",
                         "acting player may give up to 1 card to their left")),
    (("after clear when round.clears is at least 3", TAX),
     ("after play when play.bonus is true and round.clears is more than 2", TAX)),
    (("after bonus", "the player with the most cards draws 1 card"),
     ("after clear when clear.cause is one of ten, four, threes, sevens",
      "the player with the most cards draws 1 card")),
    # a blind play that misses and its pickup
    (("after flip when flip.legal is false", "acting player draws 1 card"),
     ("after pickup when pickup.reason is blind", "acting player draws 1 card")),
    (("after flip when not flip.legal", TAX),
     ("after pickup when pickup.reason is not choice and pickup.reason is not obligation "
      "and pickup.reason is not rule", TAX)),
    # a blind play that lands and its play
    (("after flip when flip.legal", TAX), ("after play when play.source is down", TAX)),
    # one event's before and after hooks with nothing between
    (("before pass", TAX), ("after pass", TAX)),
    (("before pass when pass.chain is 2", TAX), ("after pass when pass.chain is 2", TAX)),
    (("before turn_end when table.pile is at least 5", "skip next player"),
     ("after turn_end when table.pile is at least 5", "skip next player")),
    # a round's deal and its first turn
    (("after deal", "dealer draws 1 card"),
     ("after turn when turn.number is 1", "dealer draws 1 card")),
    (("after deal when table.players is 5", "every other player draws 1 card"),
     ("after turn when round.turns is 1 and table.players is 5",
      "every other player draws 1 card")),
    # the first turn's before hook, for a body that names no seat beside the current
    # player (redteam-s30b identity-deal-or-first-turn; session 30)
    (("after deal", "dealer draws 1 card"),
     ("before turn when round.turns is 1", "dealer draws 1 card")),
    (("after deal", "the player left of the dealer may swap 1 face-up card with the top "
      "of the draw pile"), ("before turn when turn.number is 1", "the player left of the "
                            "dealer may swap 1 face-up card with the top of the draw pile")),
    (("after turn when turn.number is 1", "last winner draws 1 card"),
     ("before turn when turn.number is 1", "last winner draws 1 card")),
    # a 3 on a pile and its pass (redteam-s30b identity-pass-or-three-on-pile; session 30)
    (("after pass", TAX), ("after play when play.rank is 3 and table.pile is more than 0", TAX)),
    (("before pass", "acting player draws 1 card"),
     ("after play when table.pile is at least 1 and play.rank is 3",
      "acting player draws 1 card")),
    (("after pass when table.draw_pile is 0", "skip next player"),
     ("after play when play.rank is 3 and table.pile is not 0 and table.draw_pile is 0",
      "skip next player")),
])
def test_r_vote_7_r_vote_4_lp506_hooks_that_fire_together_are_one_rule(
        a: tuple[str, str], b: tuple[str, str]) -> None:
    assert "LP506" in codes(a, b)
    assert "LP506" in codes(b, a)


def test_r_vote_7_lp506_names_why_the_two_moments_are_one() -> None:
    files = [("a.lopti", f'rule "Burn tax"\n  after clear:\n    {TAX}\n'),
             ("b.lopti", f'rule "Bonus tax"\n  after bonus:\n    {TAX}\n')]
    found = [d for r in judge(files, static_only=True).results for d in r.diagnostics
             if d.code == "LP506"]
    assert len(found) == 1 and found[0].severity == "error"
    assert '"Burn tax" of a.lopti (line 2)' in found[0].message
    assert "R-CLEAR-1, R-WIN-2" in found[0].message


def test_r_vote_7_lp506_two_rules_of_one_file_in_dutch() -> None:
    text = ('regel "Brand"\n  na clear:\n    volgende speler trekt 1 kaart\n'
            'regel "Bonus"\n  na play als play.bonus:\n    volgende speler trekt 1 kaart\n')
    files = [("nl.lopti", "# lopti: lang=nl\n" + text)]
    assert "LP506" in {d.code for r in judge(files, static_only=True).results
                       for d in r.diagnostics}


# ---------------------------------------------------------------- fair: moments that differ

@each.parametrize(("a", "b"), [
    # a clear of four of a kind is not every clear (10s clear most)
    (("after clear", TAX), ("after clear when clear.cause is four", TAX)),
    (("after bonus", TAX), ("after clear when clear.cause is four", TAX)),
    # a 10's play is one clear of several kinds
    (("after bonus", TAX), ("after play when play.rank is 10", TAX)),
    # every play is not the bonus play
    (("after bonus", TAX), ("after play", TAX)),
    # one moment, two effects
    (("after clear", TAX), ("after bonus", "acting player draws 1 card")),
    (("after clear", TAX), ("after bonus", "next player draws 2 cards")),
    # a hook that reads the clear's payload: a bonus play has none
    (("after clear when clear.count is at least 6", TAX), ("after bonus", TAX)),
    # every flip, and every pickup, are not the blind miss
    (("after flip", TAX), ("after pickup when pickup.reason is blind", TAX)),
    (("after pickup", TAX), ("after flip when not flip.legal", TAX)),
    # the blind play of one rank is not every play from the face-down cards
    (("after flip when flip.legal", TAX),
     ("after play when play.source is down and play.rank is 9", TAX)),
    # a blind miss and a blind play that lands: opposite moments
    (("after flip when flip.legal", TAX), ("after pickup when pickup.reason is blind", TAX)),
    # two chains of 3s
    (("before pass when pass.chain is 2", TAX), ("after pass when pass.chain is 3", TAX)),
    # a turn passes between its before and after hooks; a play changes the table (a
    # hook that reads nothing it changes is one at both: test_meaning_played.py)
    (("before turn", TAX), ("after turn", TAX)),
    (("before play when table.pile is 0", TAX), ("after play when table.pile is 0", TAX)),
    # every turn, a later turn, the first turn's end, before the cards are dealt
    (("after deal", "dealer draws 1 card"), ("after turn", "dealer draws 1 card")),
    (("after deal", "dealer draws 1 card"),
     ("after turn when turn.number is 2", "dealer draws 1 card")),
    (("after deal", "dealer draws 1 card"),
     ("after turn_end when turn_end.number is 1", "dealer draws 1 card")),
    (("before deal", "dealer draws 1 card"),
     ("after turn when turn.number is 1", "dealer draws 1 card")),
    # before a turn its player is not yet the current one: the seat beside them differs
    (("after deal", TAX), ("before turn when turn.number is 1", TAX)),
    (("after deal", "skip next player"),
     ("before turn when turn.number is 1", "skip next player")),
    (("after deal", "dealer draws 1 card"),
     ("before turn when turn.number is 2", "dealer draws 1 card")),
    # a 3 on an empty pile passes nothing (R-FAQ-1); any 3 is not a pass; a chain's length
    # is the pass's own
    (("after pass", TAX), ("after play when play.rank is 3 and table.pile is 0", TAX)),
    (("after pass", TAX), ("after play when play.rank is 3", TAX)),
    (("after pass when pass.chain is 2", TAX),
     ("after play when play.rank is 3 and table.pile is more than 0", TAX)),
    (("after pass", TAX), ("before play when play.rank is 3 and table.pile is more than 0", TAX)),
    (("after pass", TAX),
     ("after play when play.rank is 3 and table.pile is more than 0 and play.count is 2", TAX)),
])
def test_r_vote_7_rules_on_moments_that_only_sometimes_coincide_are_two(
        a: tuple[str, str], b: tuple[str, str]) -> None:
    assert "LP506" not in codes(a, b)
    assert "LP506" not in codes(b, a)


def test_r_vote_7_one_rule_on_both_moments_is_its_own_business() -> None:
    # one rule that taxes at the clear and at the bonus play: one rule, one vote
    text = f'rule "Both"\n  after clear:\n    {TAX}\n  after bonus:\n    {TAX}\n'
    assert "LP506" not in {d.code for r in judge([("a.lopti", text)], static_only=True).results
                           for d in r.diagnostics}


# ---------------------------------------------------------------- the engine facts

def _moments(players: int, seed: int) -> list[tuple[str, int, dict[str, object]]]:
    """The events of one base game, the deal included (heard from before it), each with
    its acting player and payload."""
    bus = EventBus()
    seen: list[tuple[str, int, dict[str, object]]] = []
    for event in ("clear", "bonus", "play", "flip", "pickup", "out", "deal", "swap", "turn",
                  "draw"):
        def note(ev: object, game: object, event: str = event) -> None:
            payload = {k: getattr(ev, k) for k in ("legal", "reason", "source", "bonus",
                                                   "number") if hasattr(ev, k)}
            seen.append((event, int(getattr(ev, "leader", getattr(ev, "player", -1))),
                         payload))
        bus.after(event, note)
    game = Game(players, seed, OFFICIAL, bus=bus)
    play_out(game, make_bot("random", seed))
    return seen


def test_r_special_3_r_turn_1_nothing_happens_between_a_pass_or_turn_ends_two_hooks(
        ) -> None:
    """The engine fires a pass's and a turn end's before and after hooks one right after
    the other: no event comes between (base games, 2 to 5 players)."""
    found = 0
    for players in (2, 3, 4, 5):
        for seed in range(4):
            bus = EventBus()
            seen: list[tuple[str, str]] = []
            for event in ("pass", "turn_end", "play", "draw", "pickup", "clear", "turn",
                          "bonus", "flip", "out", "take_up"):
                for timing in ("before", "after"):
                    def note(ev: object, game: object, event: str = event,
                             timing: str = timing,
                             seen: list[tuple[str, str]] = seen) -> None:
                        seen.append((timing, event))
                    getattr(bus, timing)(event, note)
            play_out(Game(players, seed, OFFICIAL, bus=bus), make_bot("random", seed))
            for i, (timing, event) in enumerate(seen):
                if timing == "before" and event in ("pass", "turn_end"):
                    found += 1
                    assert seen[i + 1] == ("after", event), seen[i:i + 3]
    assert found > 100


def test_r_clear_1_r_win_2_r_face_2_the_families_rest_on_the_engine() -> None:
    """Every clear is followed by its clearer's bonus play unless the clear put them out,
    every bonus by that bonus play (a blind one too: any card lands on the empty table);
    every blind pickup follows a flip that missed, every play from the face-down cards a
    flip that landed; every deal is followed by the swaps and the leader's first turn, and
    every first turn comes so (base games, 2 to 5 players)."""
    counts = {"clear": 0, "blind miss": 0, "blind play": 0, "round start": 0}
    for players in (2, 3, 4, 5):
        for seed in range(6):
            seen = _moments(players, seed)
            for i, (event, who, payload) in enumerate(seen):
                # the clearer's draw (R-DRAW-1) may come between a clear and its bonus
                after = [e for e in seen[i + 1:i + 4] if e[0] != "draw"]
                if event == "clear":
                    counts["clear"] += 1
                    assert after[:1] == [("bonus", who, {})] or ("out", who) in [
                        (e, w) for e, w, _ in seen[i - 2:i + 2]], seen[i - 3:i + 3]
                if event == "bonus":  # the bonus play, blind or not, on the empty table
                    plays = [e for e in after if e[0] == "play"]
                    assert plays and plays[0][:2] == ("play", who), after
                    assert plays[0][2]["bonus"] is True
                if event == "pickup" and payload["reason"] == "blind":
                    counts["blind miss"] += 1
                    assert seen[i - 1] == ("flip", who, {"legal": False}), seen[i - 2:i + 1]
                if event == "flip" and payload["legal"]:
                    counts["blind play"] += 1
                    assert after[:1] and after[0][:2] == ("play", who), after
                    assert after[0][2]["source"] == "down"
                if event == "play" and payload["source"] == "down":
                    assert seen[i - 1] == ("flip", who, {"legal": True}), seen[i - 2:i + 1]
                if event == "deal":  # the swaps, then the leader's first turn
                    counts["round start"] += 1
                    first = next(e for e in seen[i + 1:] if e[0] != "swap")
                    assert first == ("turn", who, {"number": 1}), seen[i:i + 8]
                if event == "turn" and payload["number"] == 1:
                    assert any(e[0] == "deal" for e in seen[:i]) and all(
                        e[0] == "swap" for e in seen[max(e for e, x in enumerate(seen[:i])
                                                     if x[0] == "deal") + 1:i])
    assert all(counts.values()), counts


def test_r_special_3_a_three_on_a_pile_is_its_pass_but_the_fourth_of_a_chain() -> None:
    """Every pass follows the play of its 3s on a non-empty pile, with nothing between; a
    3 played on a pile that is not followed by a pass completed a chain of four and
    cleared (base games, 2 to 5 players): the family "three passes" rests on this."""
    passes = threes = fourths = 0
    for players in (2, 3, 4, 5):
        for seed in range(6):
            bus = EventBus()
            seen: list[tuple[str, int]] = []

            def on_play(ev: object, game: object, seen: list[tuple[str, int]] = seen) -> None:
                if int(getattr(ev, "rank", 0)) == 3 and game.pile:  # type: ignore[attr-defined]
                    seen.append(("three", game.chain))  # type: ignore[attr-defined]

            def on_pass(ev: object, game: object, seen: list[tuple[str, int]] = seen) -> None:
                seen.append(("pass", 0))
            bus.after("play", on_play)
            bus.after("pass", on_pass)
            play_out(Game(players, seed, OFFICIAL, bus=bus), make_bot("random", seed))
            for i, (what, chain) in enumerate(seen):
                if what == "pass":
                    passes += 1
                    assert i and seen[i - 1][0] == "three"
                else:
                    threes += 1
                    if seen[i + 1:i + 2] != [("pass", 0)]:
                        fourths += 1
                        assert chain >= 4, seen[i - 3:i + 2]
    assert passes > 20 and threes == passes + fourths
