"""The round's opening counted by its draws, a price in cards, and a pay word beside it
(issue 29, session 46; redteam-mech46, redteam37).

- **A moment of the opening names a seat** (R-SETUP-4, R-TURN-3, R-DRAW-1): the leader
  plays first on the empty table and then draws, and every turn draws once until the
  round's first pickup (R-TURN-2). So ``round.draws is 0`` as a turn begins or at a play
  is the leader's first turn, the round's first draw is the leader's, a turn that ends
  with one draw and no pickup is theirs, and the draws of the first laps count turns,
  whose seats go round from the leader: ``previous player`` as the second turn begins, the
  player right of the second drawer, ``next player`` at the lap's last draw are the last
  winner (LP308, LP309; analysis/leadmoments.py, analysis/tieseats.py).
- **A burden on the champion is no loop** (R-CUSTOM-3): ``after draw when round.draws is
  1: the drawer draws 1 card from the bottom`` causes the round's second draw, counted
  before its ``after`` hooks, so it stops (analysis/checks/cycles.py: the round's count
  is a fuse); a ``before`` hook on the same count is none.
- **Words are not a fee** (R-CUSTOM-3): "even the champion pays" said by a player the
  hook makes draw a card names that card (text/card_fee.py); money beside it stays LP710.
"""

from __future__ import annotations

from support import each

from lopti_rules.language.analysis.leadmoments import leader_sizes
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str, lang: str = "en") -> str:
    head = f"# lopti: lang={lang}\n" if lang != "en" else ""
    word = {"en": "rule", "de": "regel", "nl": "regel", "tr": "kural"}[lang]
    return head + f'{word} "Open"\n  {event}:\n' + "".join(f"    {line}\n" for line in body)


OTHERS = "every other player reveals their hand"


@each.parametrize("text", [
    rule("after turn when round.draws is 0", OTHERS),
    rule("before play when round.draws is 0 and round.pickups is 0", OTHERS),
    rule("after draw when round.draws is 1", OTHERS),
    rule("after turn_end when round.draws is 1 and round.pickups is 0", OTHERS),
    rule("after turn when round.draws is table.players and round.pickups is 0", OTHERS),
    rule("na turn als round.draws is 0", "iedere andere speler toont hun hand", lang="nl"),
    rule("nach draw wenn round.draws ist 1", "jeder andere spieler zeigt ihre hand",
         lang="de"),
    rule("önce turn eğer round.draws ise 0 ve round.pickups ise 0",
         "bütün diğer oyuncu gösterir onların el", lang="tr"),
], ids=["turn-no-draw", "play-no-draw", "first-draw", "turn-end-one-draw", "second-lap",
        "nl", "de", "tr"])
def test_r_setup_4_r_draw_1_a_view_at_the_opening_counted_by_draws_is_lp309(text: str) -> None:
    assert "LP309" in codes_of(text), text


@each.parametrize("text", [
    rule("after turn when round.draws is 1 and round.pickups is 0",
         "previous player may give up to 2 cards to their left"),
    rule("after play when round.draws is 1 and round.pickups is 0",
         "previous player gives 1 card to their left"),
    rule("after turn_end when round.draws is 2 and round.pickups is 0",
         "previous player may give up to 2 cards to acting player"),
    rule("after turn when round.draws is table.players - 1 and round.pickups is 0",
         "the player left of the acting player may give up to 2 cards to their right"),
    rule("after turn when round.draws is 0",
         "the player with the most cards may give up to 2 cards to their left"),
    rule("sonra turn eğer round.draws ise 1 ve round.pickups ise 0",
         "önceki oyuncu isterse ver dek 2 kartlar karşı onların sol", lang="tr"),
], ids=["second-turn-previous", "second-play-previous", "second-end-previous",
        "lap-last-left", "no-draw-most", "tr"])
def test_r_turn_1_r_custom_4_a_seat_counted_from_the_leader_by_draws_is_lp308(text: str) -> None:
    assert "LP308" in codes_of(text), text


@each.parametrize("text", [
    rule("after turn when round.draws is 0", "acting player reveals their hand"),
    rule("after turn when round.draws is 0", "the player with the most cards draws 1 card"),
    rule("after turn when round.draws is less than table.players and round.pickups is 0",
         "acting player reveals their hand"),
    rule("after turn when round.draws is less than table.players and round.pickups is 0",
         "acting player may give up to 1 card to their left"),
    rule("after draw when round.draws is 2 and round.pickups is 0",
         "the player right of the drawer draws 1 card"),
    rule("after turn_end when round.draws is 1", OTHERS),  # a pickup turn ends with none
], ids=["leader-own", "tie-costs", "lap-shows", "lap-sheds", "right-draws", "pickup-turn"])
def test_r_custom_4_a_cost_on_the_leader_or_every_seat_alike_stays_clean(text: str) -> None:
    found = codes_of(text)
    assert not {"LP308", "LP309", "LP402"} & set(found), (text, found)


def _facts(text: str) -> tuple[nodes.Expr, ...]:
    hook = parse(rule(text, 'acting player says "hi"')).rules[0].hooks[0]
    return (hook.condition,) if hook.condition is not None else ()


@each.parametrize(("condition", "event", "sizes"), [
    ("before turn when round.draws is 0", "turn", (2, 3, 4, 5)),
    ("after draw when round.draws is 1", "draw", (2, 3, 4, 5)),
    ("after draw when round.draws is 5 and round.pickups is 0", "draw", (2, 4)),
    ("after turn when round.draws is 4 and round.pickups is 0", "turn", (2, 4)),
    ("after turn when round.draws is 4", "turn", ()),  # a pickup turn draws none
    ("after turn_end when round.draws is 1", "turn_end", ()),
    ("after draw when round.draws is 2", "draw", ()),
])
def test_r_setup_4_the_leaders_draws_by_table_size(condition: str, event: str,
                                                  sizes: tuple[int, ...]) -> None:
    assert leader_sizes(_facts(condition), event) == sizes


@each.parametrize("text", [
    rule("after draw when round.draws is 1",
         "the drawer draws 1 card from the bottom of the draw pile"),
    rule("after draw when round.draws is table.players and round.pickups is 0",
         "next player draws 1 card"),
    rule("after draw when round.draws is 1", "every other player draws 1 card"),
    rule("after pickup when round.pickups is at most 2", "next player picks up the pile"),
    rule("nach draw wenn round.draws ist 1",
         "der zieher zieht 1 karte aus der unterste von der nachziehstapel", lang="de"),
], ids=["bottom-toll", "lap-end", "others", "pickup", "de"])
def test_r_custom_3_a_hook_bounded_by_the_rounds_count_of_its_event_stops(text: str) -> None:
    assert "LP402" not in codes_of(text), text


@each.parametrize("text", [
    # a before hook: the draw it causes runs its before hooks before either is counted
    rule("before draw when round.draws is 0", "the drawer draws 1 card"),
    # a parity is no bound
    rule("after draw when round.draws is odd", "the drawer draws 1 card"),
    # a bound from below holds for ever once reached
    rule("after draw when round.draws is at least 3", "the drawer draws 1 card"),
    # another event's count does not grow with the draws
    rule("after draw when round.pickups is 0", "the drawer draws 1 card"),
], ids=["before", "parity", "below", "other-count"])
def test_r_custom_3_a_cycle_without_the_rounds_bound_is_still_lp402(text: str) -> None:
    assert "LP402" in codes_of(text), text


def fee(line: str, *cost: str) -> str:
    return rule("after play when play.rank is 2", "if acting player is last winner:",
                f'  acting player says "{line}"', *cost)


@each.parametrize("text", [
    fee("Even the champion pays the toll.", "acting player draws 1 card"),
    fee("Auch der Champion zahlt.", "acting player draws 1 card"),
    fee("Ook de kampioen betaalt.", "acting player draws 1 card"),
    fee("Ook de kampioen betaalt.", "acting player gives 1 card to their left"),
    rule("after pickup", 'acting player says "Ich zahle."', "acting player draws 1 card"),
], ids=["en", "de", "nl", "nl-give", "de-pickup"])
def test_r_custom_3_a_pay_word_beside_the_speakers_card_cost_is_no_money(text: str) -> None:
    assert "LP710" not in codes_of(text), text


@each.parametrize("text", [
    fee("I pay five euros.", "acting player draws 1 card"),  # a sum is money
    fee("Ich zahle einen Euro.", "acting player draws 1 card"),
    fee("Even the champion pays.", "next player draws 1 card"),  # another player's card
    fee("Even the champion pays."),  # no card at all
    fee("Wir wetten, ich zahle.", "acting player draws 1 card"),  # a bet
], ids=["euros", "euro-de", "other-payer", "no-card", "bet"])
def test_r_custom_3_money_beside_a_card_cost_is_still_lp710(text: str) -> None:
    assert "LP710" in codes_of(text), text
