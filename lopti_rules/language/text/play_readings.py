"""A rule of play said in free text (issue 29, round six): a ``says``/``does`` text that
lays down how the game is played.

The game never hears a text, and the checks read a rule's effects only from the actions
it states (R-CUSTOM-2): a rule of play put in words is a rule nobody judges, so it may
block a win, keep games from ending or grow a penalty unseen. A text may only say or
ask what the table does off the game (R-CUSTOM-3). Each reading is a conjunction of the
word groups of play_lexicon.py in one sentence, and each is a mark that the sentence
makes a *new* rule, not a quote of the base game (base Lopti has no round clock, no
count that grows, no going out that does not count, and cleared cards stay out, R-CLEAR-3):

- going out or a win denied to a player a clause picks, about a card ("wie uitgaat met
  een 2 is niet uit", "whoever goes out on a 2 is not out"): :func:`out_denied`;
- cleared cards put back into the draw pile, the pile or a hand ("abgeräumte Karten
  zurück in den Nachziehstapel", "清掉的牌洗回摸牌堆"): :func:`cleared_back`;
- a move of cards from a round on ("from round ten on, the dealer draws two cards"):
  :func:`from_round`;
- extra cards each round, or a count that grows each round ("每局比上一局多抽一张牌",
  "every round one card more"): :func:`growing`;
- a move of cards measured by a count of the evening so far ("draws as many cards as sevens
  have been played tonight"): :func:`running` (text/running_count.py).

A question ("is whoever goes out on a 2 out?") asks the table, it lays nothing down
(language/text/harm.py asks no reading of it). harm.py reports them as LP716;
docs/language.md ("Free text") says what a text may say.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .benched import WHY as _BARRED
from .benched import barred
from .carry_over import WHY as _CARRIED
from .carry_over import carried
from .clause_readings import Reading
from .deal_tampered import WHY as _DEAL
from .deal_tampered import tampered
from .denial_lexicon import NOBODY_WORDS, NOT_WORDS
from .hand_shown import WHY as _SHOWN
from .hand_shown import shown
from .matching import Hit, excepted, first
from .places_set import WHY as _PLACES
from .places_set import set_places
from .retroactive import WHY as _RETRO
from .retroactive import reached_back
from .running_count import WHY as _TALLY
from .running_count import tallied
from .tally_start import tallies
from .textnorm import Sentence, clauses, fold
from .wins_counted import WHY as _SCORED
from .wins_counted import scored

#: What each reading says, with why the text may not say it (R-CUSTOM-2, R-CUSTOM-3)
_WHY = {
    "out": "going out or a win that does not count, R-WIN-1; the game never hears a text "
           "and no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3",
    "back": "cleared cards brought back into play, R-CLEAR-3; the game never hears a text "
            "and no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3",
    "clock": "a rule from a round on, R-CUSTOM-1; the game never hears a text and no check "
             "reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3",
    "each": "extra cards each round, R-CUSTOM-3; the game never hears a text and no check "
            "reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3",
}
#: session 24's readings, each module's own: a result scored otherwise, an effect carried
#: into a later session, the deck or the deal tampered with
for _why in (_SCORED, _CARRIED, _DEAL, _BARRED, _PLACES, _RETRO, _TALLY, _SHOWN):
    _WHY.update(_why)


def _reading(words: str, why: str) -> Reading:
    return Reading(words, f"free text lays down a rule of play: {words} ({_WHY[why]})")


def _words(*found: Hit | None) -> str:
    """The hits' words in order, a word inside an earlier one's left out ("多抽", "抽")."""
    out: list[str] = []
    for h in sorted((h for h in found if h is not None), key=lambda h: (h.stream, h.start)):
        if not any(h.words.strip("'") in w for w in out):
            out.append(h.words)
    return " … ".join(out)


def _denied_status(sentence: Sentence, hits: Sequence[Hit]) -> tuple[Hit, Hit] | None:
    """A going out or a win and the denial that is its own: the denial just before it
    ("is niet uit", "ist nicht raus", "不算出完") or just after it ("bitmiş sayılmaz"),
    or one word that is both ("çıkamaz"); a denial of something else in the sentence
    ("wer fertig ist, hebt keine Hand") is none."""
    statuses = [h for h in hits if h.name == "play_status" and not excepted(h, hits)]
    for d in (h for h in hits if h.name == "play_denied"):
        for s in statuses:
            if d.stream != s.stream:
                continue
            if d.stream == 2:
                a, b = d.words.strip("'"), s.words.strip("'")
                at = sentence.cjk.find(a)
                if at >= 0 and b in sentence.cjk[at:at + len(a) + 4]:
                    return s, d
            elif d.start < s.start <= d.end + 1 or s.start <= d.start <= s.end \
                    or d.start == s.end:
                return s, d
    return None


def out_denied(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """Going out or a win denied to a player picked by what they play: a clause that picks
    ("whoever", "wer", "wie", "eğer", "的人"), a going out or a win with its own denial,
    and a card named (R-WIN-1, R-CUSTOM-3); or a going out said not to count ("going out
    on a 2 does not count", "Rausgehen mit einer 2 zählt nicht", "2 ile bitirmek
    sayılmaz", "用2出完不算"). "I'm not out yet!" picks nobody and names no
    card."""
    if first(hits, "play_object") is None:
        return None
    status, void = first(hits, "play_status"), first(hits, "void")
    if status is not None and void is not None and status.stream == void.stream \
            and (status.stream == 2 or status.start < void.start):
        return _reading(_words(status, void), "out")  # "going out on a 2 does not count"
    who, pair = first(hits, "play_whoever"), _denied_status(sentence, hits)
    if who is None or pair is None:
        return None
    words = _words(who, *pair)
    return _reading(words, "out")


def cleared_back(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """Cleared cards put back into play: the cleared cards, a way back and a place or a
    move ("cleared cards are shuffled back into the draw pile", "abgeräumte Karten
    zurück in den Nachziehstapel", "afgeruimde kaarten terug in de trekstapel",
    "temizlenen kartlar çekme destesine geri karıştırılır", "清掉的牌洗回摸牌堆"). R-CLEAR-3
    leaves the way back to a rule's action; the cards' quote names no place ("unless a
    custom rule later brings them back")."""
    cleared, back = first(hits, "play_cleared"), first(hits, "play_back")
    where = first(hits, "play_zone") or first(hits, "play_mix")
    if cleared is None or back is None or where is None or _denied(sentence, back, 6):
        return None
    words = _words(cleared, back, where)
    return _reading(words, "back")


#: A denial of the way back just before it ("nobody takes it back", "niemand nimmt sie
#: zurück", "kimse geri almaz", "不回到手里"): the cards' own R-CLEAR-3 (session 36)
_DENIALS = NOT_WORDS | NOBODY_WORDS


def _denied(sentence: Sentence, hit: Hit, near: int) -> bool:
    """Whether a denial stands just before ``hit``, within ``near`` words of its clause
    (Chinese: 不 or 没 two characters before): the way back ("nobody takes it back"), a
    count's growth ("never more", "nie mehr", "niet meer", "不会多")."""
    if hit.stream == 2:
        at = sentence.cjk.find(hit.words.strip("'"))
        return at > 0 and any(c in sentence.cjk[max(0, at - 2):at] for c in "不没沒")
    tokens = [t[0] for t in sentence.split]
    start = next((a for a, b in clauses(sentence) if a <= hit.start < b), 0)
    return any(t in _DENIALS for t in tokens[max(start, hit.start - near):hit.start])


#: A word that counts rounds: a digit, an ordinal ("tenth", "zehnten", "tiende",
#: "onuncu"), a number word, the next round ("from the next round on")
_COUNTED = re.compile(r"^\d+\.?$|^(?!with$|both$)\w{2,}(?:th|st|nd|rd|ten|te|de|ncı|nci|ncu|ncü)$")
_COUNT_WORDS = frozenset(fold(w) for w in (
    "next first second third one two three four five six seven eight nine ten "
    "nächste nächsten nächster erste ersten zweiten dritten eins zwei drei vier fünf zehn "
    "volgende eerste tweede derde een twee drie vier vijf tien "
    "sonraki ilk bir iki üç dört beş on").split())
#: The round's own nouns, which end like ordinals ("round", "Runde", "ronde")
_ROUNDS = frozenset(fold(w) for w in (
    "round rounds runde runden ronde rondes turdan elden oyundan partie").split())
_ZH_COUNTED = re.compile(r"[第下\d一二两兩三四五六七八九十]")


def _counted(sentence: Sentence, clock: Hit) -> bool:
    """Whether a round clock counts its rounds: "from round ten on", "ab der zehnten
    Runde", "onuncu turdan itibaren", "从第十局起". "After the round", "nach der Runde",
    "na de ronde" name no round but the one just played: its end, no clock."""
    if clock.stream == 2:
        word = clock.words.strip("'")
        at = sentence.cjk.find(word)
        return at >= 0 and bool(_ZH_COUNTED.search(sentence.cjk[max(0, at - 3):at]))
    tokens = [t[0] for t in sentence.split]
    near = tokens[max(0, clock.start - 1):clock.end + 1]
    return any(_COUNTED.match(w) and w not in _ROUNDS or w in _COUNT_WORDS for w in near)


def from_round(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """A move of cards from a round on ("from round ten on, the dealer draws two cards",
    "ab der zehnten Runde zieht der Geber zwei Karten", "从第十局起庄家多摸一张"): a round
    clock, a move or the cleared cards, and a card."""
    clock = next((h for h in hits if h.name == "play_clock" and _counted(sentence, h)), None)
    move = first(hits, "play_move") or first(hits, "play_cleared") or first(hits, "play_status")
    if clock is None or move is None or first(hits, "play_object") is None:
        return None
    words = _words(clock, move)
    return _reading(words, "clock")


def growing(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """Extra cards each round, or a count that grows each round ("每局比上一局多抽一张牌",
    "every round the loser draws one card more", "jede Runde eine Karte mehr", "trekt elke
    ronde twee kaarten extra"): each round, more or extra, and a move or a card. Growth
    denied, every "more" with its own denial just before it, says the count stays ("the
    same every round: one card, never more", "jede Runde gleich viel, nie mehr", "elke
    ronde evenveel, niet meer", "每局不会多一张"): no growth (session 39)."""
    each = first(hits, "play_each")
    more = next((h for h in hits if h.name == "play_more" and not _denied(sentence, h, 2)),
                None)
    move = first(hits, "play_move")
    if None in (each, more) or (move is None and first(hits, "play_object") is None):
        return None
    words = _words(each, more, move)
    return _reading(words, "each")


def running(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """A move of cards measured by a count of the evening so far, no bound said ("draws
    as many cards as sevens have been played tonight", "今晚已经出了几张A就摸几张"):
    text/running_count.py (R-CUSTOM-3, session 40)."""
    words = tallied(sentence, hits)
    return _reading(words, "tally") if words else None


def settled(sentence: Sentence) -> Reading | None:
    """What the base game settles outside a turn, said otherwise: a round's result scored
    otherwise than one win (text/wins_counted.py, R-WIN-3), an effect carried into a later
    session (text/carry_over.py, R-SESSION-1), the deck or the deal tampered with
    (text/deal_tampered.py, R-SETUP-2), a rule said to reach back to the rounds before it
    (text/retroactive.py, R-CUSTOM-3), a hand one side must show (text/hand_shown.py,
    R-SETUP-2)."""
    for why, read in (("scored", scored), ("carried", carried), ("deal", tampered),
                      ("retro", reached_back), ("shown", shown)):
        words = read(sentence)
        if words:
            return _reading(words, why)
    return None


def rule_of_play(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """The first reading above that the sentence holds, or None."""
    return out_denied(sentence, hits) or cleared_back(sentence, hits) \
        or from_round(sentence, hits) or growing(sentence, hits) or running(sentence, hits) \
        or settled(sentence) \
        or barred(sentence) or set_places(sentence)  # benched.py, places_set.py


#: the readings' reasons, for the readings of the same rules elsewhere (reminders.py)
WHY = _WHY

#: tallies (tally_start.py): the sentences that count from now on with the past denied;
#: harm.py drops LP716, this module's and the other readings', from them (they play nothing)
__all__ = ["WHY", "cleared_back", "from_round", "growing", "out_denied", "rule_of_play", "running",
           "settled", "tallies"]
