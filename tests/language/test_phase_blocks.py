"""A base power barred for a phase of every round (LP207/LP208, R-CUSTOM-2;
analysis/checks/outcomes.py ``phases``): a restriction on every turn whose conditions
read only the round's phase (no pickup yet, no clear yet, the draw pile out, two players
left) keeps a single 2, 3 or 10 out of a stretch of turns that comes back every round,
whatever is played (redteam24 ``block-before-first-pickup-floor``). A clock on single
turns and a restriction after a play of a rank or shape are fair (redteam9
``fair-nine-on-ten-turn``, redteam10 ``fair-last-draw-pair``)."""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text


def found(text: str) -> list[tuple[str, str]]:
    return [(d.code, d.message) for d in lint_text(text, "t.lopti").diagnostics]


@each.parametrize(("text", "code"), [
    # the redteam24 book: until the first pickup, 6 or higher (the 2 and the 3 barred)
    ('rule "Warm-up"\n  after turn_end when round.pickups is 0:\n'
     '    next play must be 6 or higher\n', "LP208"),
    # until the first clear, 9 or lower: the 10 that would make it never comes (Dutch)
    ('# lopti: lang=nl\nregel "P"\n  na turn_end als round.clears is 0:\n'
     '    volgende speel moet zijn 9 of lager\n', "LP207"),
    # the draw pile out, a list without the 10 and the 2, in the turn's own hook (Turkish)
    ('# lopti: lang=tr\nkural "Q"\n  önce turn eğer table.draw_pile ise 0:\n'
     '    sonraki oyna mutlaka ol bir ait 5, 6, 7, 8, 9\n', "LP207"),
    # after every play until the second pickup, 4 or higher (German)
    ('# lopti: lang=de\nregel "R"\n  nach play wenn round.pickups ist höchstens 1:\n'
     '    nächste spiele muss sein 4 oder höher\n', "LP208"),
    # two players left: the duel without the 3
    ('rule "Duel"\n  after turn_end when table.players_in is 2:\n'
     '    next play must be 4 or higher\n', "LP208"),
    # the opening while the draw pile holds 20 cards or more
    ('rule "Opening"\n  after turn_end when table.draw_pile is at least 20:\n'
     '    next play must be 9 or lower\n', "LP207"),
])
def test_r_custom_2_a_power_barred_for_a_phase_of_every_round(text: str, code: str) -> None:
    got = found(text)
    assert any(c == code and "every turn while" in m for c, m in got), got


@each.parametrize("text", [
    # redteam9 fair-nine-on-ten-turn: single turns on a clock
    'rule "Twentieth turn"\n  after turn_end when round.turns is a multiple of 20:\n'
    '    next play must be 8 or higher\n',
    # redteam10 fair-last-draw-pair: a moment, every power kept in pairs
    'rule "Last of the stock"\n  after draw when table.draw_pile is 0:\n'
    '    next play must have at least 2 cards\n',
    # the phase and a play as the reason: after a King, until the first pickup
    'rule "King early"\n  after play when play.rank is K and round.pickups is 0:\n'
    '    next play must be 5 or higher\n',
    # a phase that keeps every power: Jack or lower with the draw pile out
    'rule "Late cap"\n  after turn_end when table.draw_pile is 0:\n'
    '    next play must be J or lower\n',
    # the draw pile at one count: a single turn
    'rule "Ten left"\n  after turn_end when table.draw_pile is 10:\n'
    '    next play must be 6 or higher\n',
    # redteam13 fair-fifth-pickup-lead: one lead after one pickup
    'rule "Cool down"\n  after pickup when round.pickups is 5:\n    next play must be 9 or lower\n',
])
def test_r_custom_2_a_moment_or_a_play_s_restriction_is_fair(text: str) -> None:
    assert not [c for c, m in found(text) if "every turn while" in m], found(text)
