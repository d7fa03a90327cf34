"""Session 35, brief r2text35 (issue 29): a standing's change of a numbered base rule said
as a relative ("whoever won the last round", "wer zuletzt gewonnen hat", "wie vorige ronde
won", "geçen turu kazanan"), in the first person ("I won last round"), as a condition
("ist der Aufnehmende der Sieger der letzten Runde", "toplayan geçen turun galibiyse",
"如果收牌的人是上一轮赢家"), or with the threshold moved without a change word ("out as soon as
the face-up cards are played", "klaar zodra"), is LP716 (R-CUSTOM-4, R-VOTE-1); a reminder
does not make another value the card's. The players already out kept from the rule vote
is LP707 (R-VOTE-2: everyone votes, players out included; R-VOTE-8).

The variants are NOT the books of tests/data/redteam27: other standings, other languages,
other wordings of the same ideas; the fair twins are the same said for everyone.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import book

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text import standing_rules, vote_out

#: (the rule changed, a standing's change said another way)
VARIANTS = (
    ("R-WIN-1", "Whoever won the last round is out once their face-up cards are gone."),
    ("R-TURN-2", "The one who lost the previous round may play one more card after picking"
                 " up."),
    ("R-TURN-2", "I won last round, so I play another card after I pick up the pile."),
    ("R-WIN-1", "Wer zuletzt gewonnen hat, ist fertig, sobald seine offenen Karten weg sind."),
    ("R-TURN-2", "Wenn der Verlierer der letzten Runde aufnimmt, legt er noch eine Karte."),
    ("R-TURN-2", "Als de verliezer van de vorige ronde de stapel oppakt, speelt hij nog een"
                 " kaart."),
    ("R-WIN-1", "Wie vorige ronde won, is uit zodra zijn open kaarten weg zijn."),
    ("R-WIN-1", "Geçen turu kazanan, açık kartları bitince oyundan çıkmış sayılır."),
    ("R-PLAY-1", "Önceki turun mağlubu iki farklı değerde kart oynayabilir."),
    ("R-TURN-2", "如果收牌的人是上一轮赢家，他可以接着出一张。"),
    ("R-WIN-1", "上一局赢的人明牌出完就算赢。"),
    ("R-PLAY-1", "Reminder: the champion may play two different ranks at once."),
    ("R-WIN-1", "For last round's winner the face-down cards don't count."),
)
#: Fair twins: the standing included, the card's start, a denial, a reminder of the card
NEAR_MISSES = (
    "Whoever won the last round leads, as the card says.",
    "Like everyone else, last round's winner is out only with the last face-down card.",
    "The one who lost the previous round picks up and the turn ends, like everyone else.",
    "Wer zuletzt gewonnen hat, beginnt die Runde.",
    "Hatırlatma: geçen turun galibi de iki farklı değerde kart oynayamaz.",
    "上一轮赢家先出。",
    "Reminder: last round's winner may swap once, like everyone.",
    "Reminder: the champion cannot pass.",
    "Once your face-up cards are gone, you play your face-down cards; last round's winner"
    " too.",
    "When the dealer's face-up cards are played, the dealer plays the face-down ones.",
    "Als de gever zijn open kaarten op heeft, speelt hij de blinde kaarten.",
    # "Geçen" ("last") opens the clause with a capital: no given name (LP303)
    "Geçen turun galibi de herkes gibi tek değerde kart oynar.",
    "Geçen turun galibi karıştırır.",
)

#: Fair twins this reader leaves clean that other readers flag on main already (the
#: slots' "nimmt" as a good, play_readings' "niet … klaar … zodra"): checked at this
#: reader, left to their owners
NEAR_MISSES_READER = (
    "Der Sieger der letzten Runde nimmt auf, und sein Zug ist vorbei wie bei allen anderen.",
    "De winnaar van vorige ronde is niet klaar zodra zijn open kaarten op zijn, net als"
    " iedereen.",
)


@pytest.mark.parametrize(("rule", "text"), VARIANTS, ids=lambda x: str(x)[:30])
def test_r_custom_4_a_standing_said_as_a_relative_a_condition_or_i_is_lp716(
        rule: str, text: str) -> None:
    said = standing_rules.named(text)
    assert said and said[0][0] == "LP716" and f"({rule})" in said[0][1], said
    assert "error" in _severities_of(book("R says:", text))


@pytest.mark.parametrize("text", NEAR_MISSES, ids=lambda x: x[:30])
def test_r_custom_2_r_setup_4_fair_twins_stay_clean(text: str) -> None:
    assert standing_rules.named(text) == []
    assert not _severities_of(book("R says:", text)) & {"error", "warning"}


@pytest.mark.parametrize("text", NEAR_MISSES_READER, ids=lambda x: x[:30])
def test_r_custom_2_fair_twins_are_no_standing_change(text: str) -> None:
    assert standing_rules.named(text) == []


#: The players already out kept from the rule vote, in the five languages
VOTE_KEPT = (
    "这一轮投票，出完牌的人就不用投了。",
    "出完牌的玩家不参加规则表决。",
    "In the rule vote, only players still in the game vote.",
    "Players who are already out sit out the rule vote.",
    "Wer schon raus ist, stimmt bei der Regelabstimmung nicht mit.",
    "Bij de regelstemming stemmen spelers die al uit zijn niet mee.",
    "Oyundan çıkanlar kural oylamasında oy kullanamaz.",
)
#: Fair twins: players out vote too, or something else is denied them
VOTE_FAIR = (
    "Players who are out vote too, like everyone.",
    "Players who are out don't draw, but they still vote.",
    "Wer schon raus ist, stimmt auch mit.",
    "出局的人也投票。",
    "Players who are already out cannot be kept from the vote.",
    "Spelers die al uit zijn stemmen gewoon mee.",
    "Oyundan çıkanlar da oy kullanır.",
)


@each.parametrize("text", VOTE_KEPT, ids=lambda x: x[:30], size=15)
def test_r_vote_2_players_out_kept_from_the_vote_is_lp707(text: str) -> None:
    codes = {d.code for d in lint_text(book("R says:", text)).diagnostics
             if str(d.severity).lower() == "error"}
    assert "LP707" in codes, codes


@each.parametrize("text", VOTE_FAIR, ids=lambda x: x[:30], size=15)
def test_r_vote_2_players_out_voting_too_is_clean(text: str) -> None:
    assert not _severities_of(book("R says:", text)) & {"error", "warning"}


def test_r_vote_2_the_reader_names_the_players_out_and_the_denial() -> None:
    words = vote_out.read("这一局的规则投票,已经出局的人就别投了")
    assert "出局的人" in words and "别投" in words
    assert vote_out.read("出局的人也投票") == ""


def _severities_of(text: str) -> set[str]:
    return {str(d.severity).lower() for d in lint_text(text).diagnostics}
