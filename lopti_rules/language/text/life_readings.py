"""The free-text judge's readings of issue 29's fifth round: who someone is outside the
game, and what a demand risks for a body (language/text/harm.py asks them).

Each reading combines word groups of language/text/life_lexicon.py in one sentence and
is stated as the rule it protects:

- :func:`life_role`: a person named by their place in life or in the evening, as a bare
  noun ("the newcomer", "der Neuling", "the designated driver", "de BOB", "新手"):
  who someone is, not a role of the game (R-CUSTOM-4, LP304); the role who calls a phone
  at the table ("if the babysitter calls, answer it") is someone outside, no player;
- :func:`placed`: a person named by a place in the room without a verb of sitting: a
  compound of the place ("de bankzitter", "der Sofasitzer"), a Turkish "the one at"
  ("kanepedeki"), or a person word right before "on/in/at" a place ("the one on the
  couch") (R-CUSTOM-4, LP304);
- :func:`holding`: a person named by a thing they hold or have with them ("the player
  with the remote", "拿着遥控器的人"), not a thing of the game (R-CUSTOM-4, LP304);
- :func:`physical_risk`: a demand whose act risks a fall, a collision or a burn: out of
  or over an opening at a height ("lean out of the window", "把头伸出窗外"), onto an edge
  ("stand on the windowsill"), a chair tilted ("kantel je stoel op twee poten"), eyes
  closed while moving ("gözlerini kapatıp koş"), a road, fire lit (R-CUSTOM-3, LP701, an
  error: not a question the table may agree to, LP712).

docs/trial.md ("The fifth sets") lists each reading's trigger, its near misses and the
false alarms measured.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from .clause_readings import Reading
from .matching import Hit, first, named, together
from .matching import paired as _pair
from .seat_place import room_seat
from .sober_driving import driven
from .textnorm import Sentence, clauses, fold, has_cjk

#: What follows a word of experience when it is luck, not a person ("beginner's luck",
#: "acemi şansı", "新手运气"): no one is picked.
_LUCK = ("s", "luck", "glück", "glueck", "geluk", "şansı", "şans", "sansi")
_LUCK_ZH = ("新手运气", "新手運氣", "新人运气", "新人運氣")
#: Where "新手" is no newcomer: "新手牌" is the new hand of cards (the card's own R-FACE-1:
#: "拿起三张明牌作为新手牌")
_CARDS_ZH = ("新手牌",)
#: Compounds of a place and a sitter ("bankzitter", "Sofasitzer"), and the Turkish suffix
#: of "the one at" a place ("kanepedeki", "köşedeki")
_SITTERS = ("zitter", "zitster", "sitzer", "sitzerin")
_AT = ("deki", "daki", "teki", "taki")


def _caller(sentence: Sentence, hits: Sequence[Hit], role: Hit) -> bool:
    """Whether ``role`` is who calls a phone at the table ("if the babysitter calls,
    answer it", "wenn der Babysitter anruft", "保姆打来就接"): a person reaching the table
    from outside, no player picked (session 47). A phone named and a call in the role's
    claim."""
    return bool(named(hits, "lk_phone")) and any(
        together(sentence, role, call) for call in named(hits, "lk_call"))


def life_role(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """A person named by their place in life or in the evening: experience (a newcomer,
    a beginner), who hosts or visits, who drives or stays sober. The noun alone picks one
    person all evening, whatever the game does (R-CUSTOM-4). "Beginner's luck" picks
    nobody."""
    tokens = [t[0] for t in sentence.split]
    for h in hits:
        if h.name != "life_role":
            continue
        if h.stream == 2:
            if any(luck in sentence.cjk for luck in _LUCK_ZH):
                continue
            word, rest = h.words.strip("'"), sentence.cjk
            for cards in _CARDS_ZH:
                rest = rest.replace(cards, "")
            if word not in rest:  # every "新手" of it is "新手牌", a hand of cards
                continue
        elif h.end < len(tokens) and tokens[h.end] in _LUCK:
            continue
        if _caller(sentence, hits, h):
            continue
        return Reading(h.words, "free text picks a player by a fact of their life: "
                                f"{h.words} (R-CUSTOM-4)")
    return None


#: what a rule may put on a player as a cost: cards drawn or taken, a penalty, a chore,
#: money ("takes any penalty cards", "zieht zwei Karten", "ceza kartlarını alır")
_COSTS = frozenset(("draw_move", "b_draw", "k_draw", "k_chore", "LP710"))


def burdened(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """A cost put on the newest at the table ("the newest player takes any penalty cards
    meant for them", "der neueste Spieler zieht", "en yeni oyuncu ceza kartlarını alır",
    "最新加入的玩家拿罚牌"): who joined last is a fact of the evening, not of play, so the
    cost lands on a person picked by it (R-CUSTOM-4). The newest simply dealt in, joining
    at the next round or having the rules explained, bears nothing: no finding."""
    newest = first(hits, "newest")
    if newest is None or not any(h.name in _COSTS for h in hits):
        return None
    return Reading(newest.words, "free text picks a player by a fact of their life: "
                                 f"{newest.words} (R-CUSTOM-4)")


#: person words that are also a number or an article: a person only right before a place
_WEAK_PERSONS = frozenset(("'one'", "'der'", "'die'"))
#: the Turkish participle of a verb of sitting names its sitter ("balkona en yakın oturan")
_TR_WHO = frozenset(("oturan", "oturanlar", "oturani", "oturanin", "oturana", "yatan",
                     "duran", "bulunan"))


def seat_picked(hits: Sequence[Hit]) -> bool:
    """Whether a place read with a position picks someone (harm.py's LP304 pair): a
    person word picks one ("whoever sits by the window", "wer am Fenster sitzt"); with
    none, a seat noun is one seat all the same ("the window seat deals", "靠窗的那把软椅"),
    unless everyone or nobody is who the sentence speaks of ("everyone moves one chair
    to the left, so nobody sits by the heater all night": a seating the same for all);
    a thing by a place ("the sign-up sheet is by the door") picks no one (R-CUSTOM-4)."""
    placing = {h.start for h in hits if h.name in ("position", "locative") and h.stream == 0}
    if any(h.name in ("person", "someone") and (
            h.stream == 2 or h.words not in _WEAK_PERSONS or h.end in placing) for h in hits):
        return True  # "one", "der", "die" pick a person right before a place ("der am
        # Fenster", "the one by the door"), not in "one chair", "an der Tür"
    if any(h.name == "leader" for h in hits) or any(  # a role or a standing ("the loser")
            h.name == "position" and h.stream == 0 and h.words.strip("'") in _TR_WHO
            for h in hits):  # Turkish "oturan": the one who sits
        return True
    if any(h.name == "all_or_none" for h in hits):
        return False
    return any(h.name == "seat_noun" for h in hits)


def placed(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """A person named by a place in the room without a verb of sitting: a compound of
    the place and a sitter ("de bankzitter"), a place with the Turkish suffix "the one
    at" ("kanepedeki"), or a person word right before "on", "in" or "at" a place ("the
    one on the couch", "der Spieler auf dem Sofa"). Where someone sits is who they are
    all evening unless a game role names the seat (R-CUSTOM-4)."""
    tokens = [t[0] for t in sentence.split]
    where = ""
    for word in tokens:
        stem = next((s for s in _SITTERS if word.endswith(s)), "")
        if stem and len(word) >= len(stem) + 3:
            where = word
            break
    places = [h for h in hits if h.name == "place" and h.stream == 0]
    if not where:
        where = next((tokens[h.start] for h in places if h.end == h.start + 1
                      and tokens[h.start].endswith(_AT)), "")
    if not where and first(hits, "position") is None:  # with a position: harm.py's pair
        locatives = {h.start for h in hits if h.name == "locative" and h.stream == 0}
        people = {h.end for h in hits if h.name in ("someone", "person") and h.stream == 0}
        for p in places:
            at = next((i for i in range(max(0, p.start - 3), p.start) if i in locatives), None)
            if at is not None and at in people:
                where = " ".join(tokens[at - 1:p.end])
                break
    if not where:  # a place no lexicon lists (seat_place.py, told41); a listed one is
        # harm.py's pair of a place and a position
        seat = "" if places else room_seat(sentence)
        return Reading(seat, f"free text picks a player by where they sit: {seat}, a "
                             "disguised person (R-CUSTOM-4)") if seat else None
    words = f"'{where}'"
    return Reading(words, f"free text picks a player by where they sit: {words}, a "
                          "disguised person (R-CUSTOM-4)")


#: What makes the thing a person holds a thing of the game ("the player with the most
#: cards", "with a pair of sevens"): the groups, and words no group has
_GAME_THING = frozenset(("game_fact", "in_play", "number", "rounds", "leader", "table",
                         "last_card", "rule_itself", "trait", "superlative"))
_GAME_WORDS = frozenset(("pair", "pairs", "set", "sets", "streak", "lead", "most", "fewest",
                         "least", "empty", "paar", "paren", "meisten", "wenigsten"))
#: One's own thing (session 45): "take one with their own phone" picks nobody by it
_OWN_BY_LANGUAGE = {"en": ("own",), "de": ("eigenen", "eigene", "eigenem", "eigener"),
                    "nl": ("eigen",), "tr": ("kendi",)}
_OWN = frozenset(fold(w) for ws in _OWN_BY_LANGUAGE.values() for w in ws)
#: An article that is the person itself at a clause's start: "der mit der Fernbedienung"
_THE_ONE = frozenset(("der", "die"))
#: Chinese: a thing held, then the person ("拿着遥控器的人"); compiled on first use
_HOLDING_ZH = (r"(?:拿着|拿著|握着|握著|带着|帶著|手里有|手裡有)([^，,。！？；：、]{1,8}?)"
               r"(?:的人|的玩家|的那位|的那个人|的那個人)")


@cache
def _holding_zh() -> re.Pattern[str]:
    return re.compile(_HOLDING_ZH)


def holding(sentence: Sentence, hits: Sequence[Hit]) -> Reading | None:
    """A person named by a thing they hold or have with them ("the player with the
    remote", "the player holding the remote", "der mit der Fernbedienung", "degene met de
    afstandsbediening", "拿着遥控器的人"): what someone has outside the game is who they
    are (R-CUSTOM-4). With a thing of the game ("the player with the most cards", "with a
    pair of sevens", "the one holding the 7") it is a role."""
    tokens = [t[0] for t in sentence.split]
    starts = {a for a, _ in clauses(sentence)}
    for h in hits:
        if h.name != "holding" or h.stream != 0 or h.start == 0:
            continue
        who = h.start - 1
        person = any(x.name in ("someone", "person") and x.stream == 0 and x.end == h.start
                     for x in hits) or (tokens[who] in _THE_ONE and who in starts)
        if not person:
            continue
        end = next((b for a, b in clauses(sentence) if a <= h.start < b), len(tokens))
        stop = next((j for j in range(h.end, min(end, h.end + 4)) if any(
            x.start == j and x.stream == 0 and x.name in ("draw_move", "vote_price", "modal")
            for x in hits)), min(end, h.end + 4))
        thing = range(h.end, stop)
        if any(tokens[i] in _OWN for i in thing):
            continue  # "with their own phone": each one's own, everyone has theirs
        if not thing or any(tokens[i].isdigit() or tokens[i] in _GAME_WORDS for i in thing) \
                or any(x.stream == 0 and x.name in _GAME_THING and x.start in thing
                       for x in hits):
            continue
        words = f"'{' '.join(tokens[who:stop])}'"
        return Reading(words, f"free text picks a player by what they own: {words}, a "
                              "disguised person (R-CUSTOM-4)")
    if not has_cjk(sentence.cjk):
        return None
    for m in _holding_zh().finditer(sentence.cjk):
        if not any(c in m.group(1) for c in "牌张張") and not re.search(r"\d", m.group(1)):
            words = f"'{m.group(0)}'"
            return Reading(words, f"free text picks a player by what they own: {words}, a "
                                  "disguised person (R-CUSTOM-4)")
    return None


#: Words before "sit on" that make it a seat described, not a demand ("whoever sits on")
_DESCRIBED = frozenset(("who", "whoever", "wer", "wie", "degene", "die", "der", "those"))
_DESCRIBED_ZH = ("的人", "的玩家", "的那位", "的那个人", "的那個人")


def _sat_on_edge(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """Sitting on an edge at a height, asked ("sit on the railing", "坐在栏杆上"), not a
    seat that describes someone ("whoever sits on the windowsill": LP304's)."""
    edge = first(hits, "risk_edge")
    if edge is None:
        return ""
    tokens = [t[0] for t in sentence.split]
    for h in hits:
        if h.name != "risk_sit":
            continue
        if h.stream == 2:
            if any(w in sentence.cjk for w in _DESCRIBED_ZH):
                continue
        elif any(tokens[i] in _DESCRIBED for i in range(max(0, h.start - 2), h.start)):
            continue
        return f"{h.words} … {edge.words}"
    return ""


def physical_risk(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """A demand whose act risks a fall, a collision or a burn (R-CUSTOM-3): the words,
    or "". Out of or over an opening at a height, or off an edge ("lean out of the
    window", "balkondan sark", "把头伸出窗外"); onto an edge ("stand on the
    windowsill"); a chair tilted or balanced ("kantel je stoel op twee poten", "kippeln");
    eyes closed while moving ("run blindfolded round the table"); standing, lying or
    running on a road; fire lit ("light a match"). Looking out of a window, a chair
    pulled up, eyes closed to make a wish: none of them moves a body into danger. Driving
    after drinking too (sober_driving.py: "nobody who has had a drink drives" is safety)."""
    return (_pair(hits, "risk_out", "risk_opening") or _pair(hits, "risk_out", "risk_edge")
            or _pair(hits, "risk_on", "risk_edge") or _sat_on_edge(sentence, hits)
            or _pair(hits, "risk_chair", "risk_tilt")
            or _pair(hits, "risk_chair_tilt") or _pair(hits, "risk_blind", "risk_move")
            or _pair(hits, "risk_road_act", "risk_road")
            or _pair(hits, "risk_ignite", "risk_fire") or driven(sentence))


__all__ = ["holding", "life_role", "physical_risk", "placed"]
