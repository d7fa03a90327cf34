"""A game cost laid on talking, asking or a body's needs (issue 29, session 30: LP716).

A text that makes whoever speaks, asks or leaves the table pick up the pile, draw cards,
sit out or finish last lays a rule of play down in words (LP716): the game never hears a
word said at the table, a question or a trip to the toilet, so no check sees the cost
(R-CUSTOM-2), and the cost itself is one no rule may lay:

- **on speech** ("whoever talks during the winner's turn picks up the pile", "Wer während
  des Zuges des letzten Siegers redet, nimmt den Stapel auf", "谁说话谁就把整叠牌收走"): a
  pickup is the player's own choice (R-TURN-2), and silence kept around one player is a
  privilege of a standing (R-CUSTOM-4);
- **on asking** ("whoever asks how the new rule works draws two", "Wie een vraag stelt
  over de nieuwe regel, pakt de stapel op", "Yeni kuralı soran ... kart çeker"): the rule
  is announced whole and its creator settles doubt (R-CUSTOM-1, R-CUSTOM-5); a price on
  asking keeps the table guessing while the creator knows the rule (R-CUSTOM-4);
- **on a body's needs** ("nobody leaves the table, not even for the toilet; whoever does
  finishes last", "wie naar de wc gaat, pakt de stapel op", "tuvalete giden iki kart
  çeker"): a need nobody can consent to put off (R-CUSTOM-3), and a place decided by
  something other than play (R-WIN-3).

Read by the slots of language/text/off_game_lexicon.py, whatever the wording: the act
(``og_talk``, ``og_ask``, ``og_need``) and, after it, a cost in the game (``og_cost``) in
one sentence; or the act banned in one sentence and taken up in the next ("Whoever does
picks up the pile", ``og_again``). The act stands before the cost: it is the condition
("whoever talks ... picks up"); a cost first is who pays for something else ("whoever picks
up the pile may ask for a break"). Clean: the cost denied ("no penalty, nobody draws",
``og_free``), a question, a courtesy with no cost ("quiet while anyone thinks", "say so and
we wait"), questions welcome ("ask before the deal, as many as you like"), and a game call
("whoever says Lopti first"): "says" alone is no act of speech here.
"""

from __future__ import annotations

from collections.abc import Sequence

from .benched import own_choice
from .conditioned import findings as conditioned
from .matching import Hit, first, hits
from .textnorm import Reading, Sentence

#: a finding: (code, words, message)
Said = tuple[str, str, str]
#: the reasons, catalog entries of language/report/textwords.py, by the act's slot
WHY = {
    "og_talk": "a game cost for speaking at the table: a pickup is the player's own choice "
               "and nobody's silence is a rule, R-TURN-2, R-CUSTOM-4",
    "og_ask": "a game cost for asking about a rule: the rule is announced whole and its "
              "creator settles doubt, R-CUSTOM-1, R-CUSTOM-5",
    "og_need": "a game cost for a body's needs or for leaving the table: nobody can consent "
               "to hold them in, and a place is won by play, R-CUSTOM-3, R-WIN-3",
}
_ACTS = tuple(WHY)


def _at(sentence: Sentence, hit: Hit) -> int:
    """Where ``hit`` stands, comparable within its stream: a token, or a CJK character."""
    if hit.stream == 2:
        return sentence.cjk.find(hit.words.split("'")[1] if "'" in hit.words else hit.words)
    return hit.start


#: A race to speak is a call of the game, alike for all ("whoever speaks first after a
#: clear draws one", as "whoever says Lopti first"): the word "first" by the act
_FIRST = frozenset(("first", "zuerst", "erster", "erste", "erstes", "eerste", "eerst", "ilk",
                    "once", "önce"))
_ZH_FIRST = ("先说", "先說", "先开口", "先開口", "第一个说", "第一個說", "抢先", "搶先")


def _race(sentence: Sentence, act: Hit) -> bool:
    """Whether ``act`` is speaking first, a race the game calls, no cost on speech."""
    if act.name != "og_talk":
        return False
    if act.stream == 2:
        return any(w in sentence.cjk for w in _ZH_FIRST)
    near = sentence.split[max(0, act.start - 2):act.end + 2]
    return any(t[0] in _FIRST for t in near)


def _act_then_cost(found: Sequence[Hit], sentence: Sentence) -> tuple[Hit, Hit] | None:
    """The first act with a cost after it in the same stream, or None."""
    costs = [h for h in found if h.name == "og_cost"]
    for act in (h for h in found if h.name in _ACTS and not _race(sentence, h)):
        for cost in costs:
            if cost.stream == act.stream and _at(sentence, cost) >= _at(sentence, act) \
                    and cost.words != act.words:
                return act, cost
    return None


def _said(act: Hit, cost: Hit) -> Said:
    words = " … ".join(dict.fromkeys((act.words, cost.words)))
    return ("LP716", words, f"free text lays down a rule of play: {words} ({WHY[act.name]})")


def findings(reading: Reading, questions: tuple[bool, ...]) -> list[Said]:
    """The first game cost the text lays on talking, asking or a body's needs, if any; else
    the first game consequence laid on any other condition (language/text/conditioned.py)."""
    banned: Hit | None = None  # an act named in the sentence before, without a cost
    free: list[bool] = []  # each sentence denies the cost ("no penalty, nobody draws")
    for at, sentence in enumerate(reading.sentences):
        asked = at < len(questions) and questions[at]
        found = [] if asked else hits(sentence)
        free.append(first(found, "og_free") is not None)
        if free[-1]:
            banned = None
            continue
        pair = _act_then_cost(found, sentence)
        if pair is not None and own_choice(sentence, found, first(found, "k_turn_lost")):
            pair = None  # "wer eine Pause braucht, darf aussetzen": a break of one's own
        if pair is not None:
            return [_said(*pair)]
        again, cost = first(found, "og_again"), first(found, "og_cost")
        if banned is not None and again is not None and cost is not None:
            return [_said(banned, cost)]
        banned = next((h for h in found if h.name in _ACTS), None)
    return conditioned(reading, questions, free)  # any other condition: its shape


__all__ = ["WHY", "findings"]
