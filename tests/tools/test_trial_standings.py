"""The trial's standings and the creator's head start (tools/trial/standings.py,
docs/trial.md "Standings and the creator's head start"): a book is judged as a whole, so
two rules fair alone that spare only the creator's first round together are a head start
(R-CUSTOM-4); a skip or cards that keep landing on last round's last place lock that
player out (R-TURN-1); restrictions that meet the player closest to going out at nearly
every turn bar the win (R-CUSTOM-3). Short evenings, played here: no trial is run."""

from __future__ import annotations

from pathlib import Path

from lopti_rules.tools.evenings import BookPlayer, Evening, EveningSpec, base_evening
from lopti_rules.tools.rulebooks import compile_files
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.standings import compare, head_start

ROOT = Path(__file__).resolve().parents[2]
FAVOUR = """rule "Opener's favour"
  after turn_end when turn_end.number is 1:
    acting player may give up to 2 cards to their left
"""
#: the toll of redteam11's clock-opener-toll-pair with another counter (a clear): false
#: exactly in the rule's first round, where the opener is the creator
TOLL = """rule "Opener's toll"
  after turn_end when turn_end.number is 1 and rule.clears is at least 1:
    acting player draws 2 cards
"""
EVERY_TOLL = """rule "Opener pays"
  after turn_end when turn_end.number is 1:
    acting player draws 1 card
"""
BENCH = """rule "Tail rests"
  after turn_end when next player is last round's last place and round.turns is even:
    skip next player
"""
LOAD = """rule "Tail load"
  after deal:
    last round's last place draws 3 cards
"""
HEAVY = """rule "Heavy pile"
  after turn_end when table.pile is more than cards of next player:
    next play must be 8 or higher
"""
BIG_PILE = """rule "Big pile"
  after turn_end when table.pile is more than 10:
    next play must be 8 or higher
"""


def _evenings(files: dict[str, str], players: int = 3, count: int = 4) -> list[Evening]:
    player = BookPlayer(compile_files(tuple(files.items()), allow_warnings=True))
    out = []
    for k in range(count):
        spec = EveningSpec(players, 6, adopt=2 + k % 2)
        out.append(player.evening(spec, 700 + k, base_evening(spec, 700 + k)))
    return out


def _example(name: str) -> dict[str, str]:
    return {name: (ROOT / "examples" / "rules" / name).read_text(encoding="utf-8")}


def _means(files: dict[str, str], players: int = 3) -> dict[tuple[str | int, ...], float]:
    out = {}
    for c in compare(_evenings(files, players), [True] * 4, DEFAULT):
        if c.values:
            out[c.key] = sum(c.values) / len(c.values)
    return out


def test_r_custom_4_two_rules_that_spare_the_creators_first_round_are_a_head_start() -> None:
    values = [head_start(e) for e in _evenings({"favour.lopti": FAVOUR, "toll.lopti": TOLL})]
    assert all(v is not None and v <= -DEFAULT.head_start_floor for v in values)


def test_r_custom_4_a_toll_every_round_or_a_handicap_from_round_two_is_none() -> None:
    for files in ({"favour.lopti": FAVOUR, "every.lopti": EVERY_TOLL},
                  {"toll.lopti": TOLL}, _example("last-winner-later-rounds.lopti")):
        values = [v for e in _evenings(files) if (v := head_start(e)) is not None]
        assert sum(values) / len(values) > -DEFAULT.head_start_floor / 2, files


def test_r_turn_1_skips_on_last_place_lock_that_standing_out() -> None:
    assert _means({"bench.lopti": BENCH})[("standing skips", "last place")] > \
        DEFAULT.standing_skip_floor
    assert _means(_example("eights-skip.lopti")).get(
        ("standing skips", "last place"), 0.0) < DEFAULT.standing_skip_floor / 2


def test_r_custom_4_cards_on_last_place_every_round_keep_them_last() -> None:
    assert _means({"load.lopti": LOAD})[("standing cards", "last place")] > \
        DEFAULT.standing_card_floor
    # the last winner hands last place one card of their choice: a legal example
    assert _means(_example("house-winner-gives-back.lopti"))[
        ("standing cards", "last place")] < DEFAULT.standing_card_floor


def test_r_custom_3_a_bar_that_grows_with_the_pile_meets_the_player_near_the_end() -> None:
    heavy = _means({"heavy.lopti": HEAVY}, players=4)
    assert heavy[("closest bound",)] > DEFAULT.closest_bound_floor
    assert heavy[("closest bound share",)] > DEFAULT.floor_share(4)
    fair = _means({"big.lopti": BIG_PILE}, players=4)
    assert fair.get(("closest bound share",), 0.0) < DEFAULT.floor_share(4)


#: redteam12 lockout-partner-perk in other words: at four players the other player who
#: is neither the leader's left nor right neighbour, that is the seat across from the
#: leader, the last winner (R-SETUP-4), sheds two at every deal; the static LP308 does
#: not follow a loop's condition, the trial weighs what it does
NOT_LEFT = "that player is not the player left of acting player"
NOT_RIGHT = "that player is not the player right of acting player"
PARTNER = f"""rule "Partners"
  after deal when table.players is 4:
    for each other player:
      if {NOT_LEFT} and {NOT_RIGHT}:
        that player may give up to 2 cards to their left
"""


def test_r_custom_4_the_seat_across_from_the_last_winner_shedding_is_a_team() -> None:
    assert _means({"partner.lopti": PARTNER}, players=4)[("standing team", "last winner")] > \
        DEFAULT.standing_team_floor
    # the last winner hands last place one card: no favour on the seat across
    assert _means(_example("house-winner-gives-back.lopti"), players=4)[
        ("standing team", "last winner")] < DEFAULT.standing_team_floor / 2
    # a favour one seat on goes round the table: not the seat across
    left = PARTNER.replace(f"{NOT_LEFT} and ", "")
    assert _means({"left.lopti": left}, players=4)[("standing team", "last winner")] < \
        DEFAULT.standing_team_floor / 2
    assert ("standing team", "last winner") not in _means({"partner.lopti": PARTNER})
