"""A house chore or comfort for whoever meets a moment or a place picks nobody (issue 29,
session 47: fair47b; R-CUSTOM-4, LP304).

R-CUSTOM-4 forbids a person picked by description who *pays or gains in the game*. A
house note that hands a fixture of the house to whoever stands at a moment or a place
("whoever leaves last locks the door", "最后走的人锁门", "wer zuletzt geht, macht das
Licht aus", "when the smoke alarm chirps, whoever is nearest changes its battery", "kapıya
en yakın olan açar"), or a place to rest to whoever has that need today ("the spare bed
is made up for whoever stays over", "misafir odası gece kalan için hazır", "wer heute
Blut gespendet hat, darf aufs Sofa", "今天献过血的人坐软椅子") is the same for anyone in
that spot: the one at the door when leaving is the one who can lock it, the one who stays
over is the one who needs a bed. Nothing of the game is won or paid, so the description
targets nobody. It reads as:

- **a moment or a place** in the sentence: last or first to leave or come, nearest,
  today, tonight, staying over (:data:`_MOMENT`), not who a person is ("whoever is fat
  locks the door" keeps its LP304);
- **a fixture of the house** (a door, the lights, a window, an alarm's battery, a candle,
  a kettle: :data:`_FIXTURE`) or **a place to rest** (a sofa, a soft chair, a bed, the
  guest room: :data:`_REST`) in the same sentence;
- **no game result anywhere in the text**: no card, draw, play, turn lost, vote, tie or
  first place, no money, no cost (own_need.py's ``costs``) and no labour chore of the
  lexicon (``k_chore``: "does the dishes", "pays the pizza" are a price, LP304 as before).

Two house notes more name a spot, not a person (R-CUSTOM-3, R-CUSTOM-4):

- **where one smokes** (:func:`smoked_outside`): "smokers go out to the balcony", "wer
  raucht, geht kurz nach draußen", "rokers gaan naar buiten", "sigara içecek olan balkona
  çıksın", "想抽烟的人请到阳台上去": the smoker is named by the smoking itself, and the
  note says where it is done; nobody is dared out (LP711), made to smoke (LP701) or picked
  (LP304). A loser sent out, the cold on a body (clause_readings.py's ``cold``) or a game
  result keep them;
- **a fixture at a time of the house** (:func:`aired`): "open the window when you cook",
  "beim Kochen machen wir das Fenster auf", "yemek yaparken pencereyi açarız",
  "做饭的时候把窗户打开": the cooking is when, not what is asked (LP712).

Then the sentence's codes have no target; language/text/no_target.py asks
:func:`untargeted`.
Its unfair twins stay: "whoever leaves last pays for everyone's pizza", "wer heute Blut
gespendet hat, zieht eine Karte weniger", "最后到的人多摸两张牌", "gece kalan misafir
sırasını atlar" (a seat by description that draws, skips, pays or wins).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .clause_readings import cold
from .leave_granted import goes_first
from .matching import Hit
from .matching import hits as hits_of
from .own_need import costs
from .textnorm import Reading, Sentence, clauses, fold, has_cjk

#: A moment or a place a condition names: first or last, nearness, today, tonight,
#: staying over (word forms; Turkish by stem)
_MOMENT_BY_LANGUAGE = {
    "en": ("last", "first", "nearest", "closest", "near", "today", "tonight", "stays",
           "stay", "staying"),
    "de": ("zuletzt", "letzte", "letzter", "nächste", "nächsten", "nächster", "heute",
           "übernachtet", "übernachten", "neben"),
    "nl": ("laatst", "laatste", "eerst", "eerste", "dichtst", "dichtstbij", "vandaag",
           "vannacht", "blijft", "slapen", "weggaat", "naast"),
    "tr": ("son", "yakın", "bugün", "gece", "kalan", "kalacak", "kalmak", "çıkan", "giden",
           "gelen"),
}
_MOMENT = tuple(fold(w) for ws in _MOMENT_BY_LANGUAGE.values() for w in ws)
_MOMENT_ZH = ("最后", "最後", "最先", "最近", "今天", "今晚", "过夜", "過夜", "留宿", "离开",
              "離開", "走的")
#: Endings of a plural or an inflected noun ("lights", "Türe", "deuren", "stoelen")
_ENDINGS_BY_LANGUAGE = {"en": ("s",), "de": ("e", "en", "n", "er"), "nl": ("en", "s")}
_ENDINGS = ("", *sorted({e for es in _ENDINGS_BY_LANGUAGE.values() for e in es}))
#: How long a stem is read as a stem of longer words ("batter", "alarm", "kalorifer")
_STEM_MIN = 5


def _forms(by_language: dict[str, tuple[str, ...]]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A word list read as (stems, word forms): Turkish words and long stems start a word
    ("kapıyı", "batteries"), a short word is read whole, inflected or as a compound's head
    ("bed", "beds", "gästebett", "voordeur"), never as the start of another ("bedacht")."""
    stems = tuple(fold(w) for lang, ws in by_language.items() for w in ws
                  if lang == "tr" or len(w) >= _STEM_MIN)
    return stems, tuple(fold(w) for ws in by_language.values() for w in ws)


#: A fixture of the house, a chore at hand for whoever is there (stems: "Wohnungstür",
#: "rookmelder", "kapıyı")
_FIXTURE_BY_LANGUAGE = {
    "en": ("door", "light", "lamp", "window", "heating", "heater", "alarm", "batter",
           "candle", "kettle", "stove", "oven", "tap", "doorbell"),
    "de": ("tür", "tuer", "licht", "lampe", "fenster", "heizung", "melder", "batterie",
           "kerze", "wasserkocher", "herd", "klingel"),
    "nl": ("deur", "licht", "lamp", "raam", "ramen", "verwarming", "melder", "batterij",
           "kaars", "waterkoker", "fornuis", "kraan"),
    "tr": ("kapı", "ışık", "ışığ", "lamba", "pencere", "kalorifer", "alarm", "pil", "mum",
           "ocak", "zil"),
}
_FIXTURE = _forms(_FIXTURE_BY_LANGUAGE)
_FIXTURE_ZH = ("门", "門", "灯", "燈", "窗", "暖气", "報警", "报警", "电池", "電池", "蜡烛",
               "蠟燭", "水壶", "炉")
#: A place to rest, given to whoever has the need of the day
_REST_BY_LANGUAGE = {
    "en": ("sofa", "couch", "armchair", "chair", "bed", "room", "cushion", "blanket",
           "pillow"),
    "de": ("sofa", "couch", "sessel", "bett", "zimmer", "kissen", "decke"),
    "nl": ("bank", "bankje", "stoel", "fauteuil", "bed", "kamer", "kussen", "deken"),
    "tr": ("kanepe", "koltu", "yatak", "oda", "yastı", "battaniye"),
}
_REST = _forms(_REST_BY_LANGUAGE)
_REST_ZH = ("沙发", "沙發", "椅", "床", "客房", "垫子", "墊子", "毯子", "被子")
#: The lexicon's slots of a game result: a card, a draw or a play, a turn lost, a vote, a
#: tie, money, a labour chore asked as a price, a game role, a game fact, starting first
_RESULT = frozenset(("play_object", "draw_move", "play_move", "k_turn_lost", "nm_cost",
                     "LP710", "k_chore", "vote", "vote_act", "roshambo", "tie", "last_card",
                     "k_draw", "b_draw", "play_more", "leader", "game_fact", "k_first",
                     "first_to"))
#: "Out" and "off" of a house note read as a game fact ("doet de lichten uit", "goes out
#: to the balcony"): no game's going out
_OUT_BY_LANGUAGE = {"en": ("out", "off"), "de": ("aus", "draußen"), "nl": ("uit", "buiten"),
                    "tr": ("dışarı", "çık")}
_OUT = tuple(fold(w) for ws in _OUT_BY_LANGUAGE.values() for w in ws)
#: The lexicon's slots of who a person is (a trait, a bearing, a relation, what they wear):
#: "whoever is fat locks the door" picks by a trait, not a moment
_TRAITS = frozenset(("trait", "trait_noun", "p_trait", "p_bearing", "p_relation", "wears",
                     "personal_fact"))
#: How long a compound's head may be to end it ("wohnungstür" on "tür")
_COMPOUND_MIN = 3


def _named(sentence: Sentence, words: tuple[tuple[str, ...], tuple[str, ...]],
           zh: tuple[str, ...]) -> bool:
    """Whether the sentence holds one of ``words`` (:func:`_forms`: a stem starting a
    word, a word whole, inflected or a compound's head) or, in Chinese, one of ``zh``."""
    if has_cjk(sentence.cjk):
        return any(z in sentence.cjk for z in zh)
    stems, whole = words
    return any(t[0].startswith(stems) or any(
        t[0].endswith(w + e) and len(w) >= _COMPOUND_MIN for w in whole for e in _ENDINGS)
        for t in sentence.split)


def _moment(sentence: Sentence) -> bool:
    """Whether the sentence names a moment or a place (:data:`_MOMENT`)."""
    if has_cjk(sentence.cjk):
        return any(z in sentence.cjk for z in _MOMENT_ZH)
    return any(t[0] in _MOMENT or t[0].startswith(("yakin", "bugun")) for t in sentence.split)


#: Words that open a clause of the time of a note ("when you cook", "beim Kochen",
#: "tijdens het koken"; Turkish "-ken": "yaparken"; Chinese "...的时候")
_WHEN_BY_LANGUAGE = {"en": ("when", "whenever", "while"), "de": ("wenn", "beim", "während"),
                     "nl": ("wanneer", "tijdens", "terwijl", "als"), "tr": ("iken",)}
_WHEN = frozenset(fold(w) for ws in _WHEN_BY_LANGUAGE.values() for w in ws)
_ZH_WHEN = re.compile(r"[\u4e00-\u9fff]{1,4}(?:的时候|的時候|时|時)")
_TR_WHEN = "ken"
_TR_WHEN_MIN = 5


#: The game's moment a note is kept before or after ("before we deal", "vor dem Geben",
#: "voordat we delen"; Turkish after it: "dağıtmadan önce", "oyundan önce"; 发牌前)
_BEFORE_BY_LANGUAGE = {"en": ("before", "after"), "de": ("vor", "bevor", "nach"),
                       "nl": ("voordat", "nadat"), "tr": ("önce", "sonra")}
_BEFORE = frozenset(fold(w) for ws in _BEFORE_BY_LANGUAGE.values() for w in ws)
_ZH_BEFORE = re.compile(r"[\u4e00-\u9fff]{1,3}(?:之前|以前|前|之后|以后|后)")
_BEFORE_REACH = 2


def _a_time(sentence: Sentence, hit: Hit) -> bool:
    """Whether a hit stands in a clause of the time of the note (:data:`_WHEN`), or names
    the game's moment the note is kept before or after (:data:`_BEFORE`)."""
    if hit.stream == 2:
        said = hit.words.strip("'")
        return any(said in m.group(0) for m in (*_ZH_WHEN.finditer(sentence.cjk),
                                                *_ZH_BEFORE.finditer(sentence.cjk)))
    if hit.stream != 0:
        return False
    tokens = [t[0] for t in sentence.split]
    start = next((a for a, b in clauses(sentence) if a <= hit.start < b), 0)
    near = tokens[max(0, hit.start - _BEFORE_REACH):hit.start] + tokens[
        hit.end:hit.end + _BEFORE_REACH]
    if tokens[hit.start] in _BEFORE:  # "önce" itself: before, not first
        return True
    return any(t in _WHEN for t in tokens[start:hit.start + 1]) or any(
        len(t) >= _TR_WHEN_MIN and t.endswith(_TR_WHEN) for t in tokens[hit.start:hit.end + 1]) \
        or bool(set(near) & _BEFORE)


#: A plug pulled: Turkish "fişini çekip" (çek- is also "draw")
_PLUG_BY_LANGUAGE = {"tr": ("fiş", "fis")}
_PLUG = tuple(w for ws in _PLUG_BY_LANGUAGE.values() for w in ws)


def _smoked(sentence: Sentence, hit: Hit, found: Sequence[Hit]) -> bool:
    """Whether a draw word draws no card: the 抽 of 抽烟 (smoking), the çek- of a plug
    pulled ("fişini çekip"), no card named."""
    if any(h.name == "play_object" for h in found):
        return False
    if hit.stream == 0 and hit.start > 0:
        return sentence.split[hit.start - 1][0].startswith(_PLUG)
    return hit.stream == 2 and any(hit.words.strip("'") in z and z in sentence.cjk
                                   for z in _SMOKE_ZH)


def _gone_outside(hit: Hit, found: Sequence[Hit]) -> bool:
    """Whether "goes out" goes out of doors: a place outside after it ("goes out onto the
    balcony"), not out of cards; a game fact that is only "out" or "off" ("lights off")."""
    if hit.name == "game_fact":
        return fold(hit.words.strip("'")).startswith(_OUT)
    return hit.name == "last_card" and hit.stream == 0 and any(
        h.name == "lb_outside" and h.stream == 0 and h.start >= hit.end for h in found)


def _furniture(hit: Hit) -> bool:
    """Whether a result's word is a thing of the house itself ("stoel" read as a start)."""
    word = fold(hit.words.strip("'"))
    return hit.stream == 0 and any(word == w for w in (*_FIXTURE[1], *_REST[1]))


#: A duty lifted beside the one named ("doesn't have to", "muss nicht", "hoeft niet",
#: "不用"), and a chore denied: a negation just before it, a Turkish negative verb after it
#: ("bulaşığı yıkamaz", "yıkmak zorunda değil")
_FREE = frozenset(("b_free", "t_free"))
_CHORE = "k_chore"  #: the lexicon's labour chore; ``ol_duty``: a duty laid on someone
_CHORES = frozenset((_CHORE, "ol_duty"))
_NOT_ENDINGS_BY_LANGUAGE = {"tr": ("maz", "mez", "miyor", "muyor", "mayacak", "meyecek")}
_TR_NOT = tuple(e for es in _NOT_ENDINGS_BY_LANGUAGE.values() for e in es)
_ZH_FREE = ("不用", "不必", "无需", "無需", "免")
_NOT_REACH = 3
#: Who a picking clause opens with ("whoever cooked", "wie ... heeft gedaan", "wer heute")
_PICK_BY_LANGUAGE = {"en": ("whoever", "anyone", "those"), "de": ("wer",), "nl": ("wie",)}
_PICK = frozenset(fold(w) for ws in _PICK_BY_LANGUAGE.values() for w in ws)
_ZH_PICK = ("的人", "的那个人")


def freed(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether the sentence lifts a duty or denies a chore ("muss nicht abspülen",
    "doesn't have to do the dishes", "hoeft niet af te wassen", "bulaşığı yıkamaz",
    "不用洗碗"): something spared, nothing asked; no game word ("doesn't have to
    shuffle" spares a task of the game)."""
    if _game_task(sentence, found):
        return False
    if has_cjk(sentence.cjk):
        return any(h.name in _FREE for h in found) or any(
            z + c in sentence.cjk for z in _ZH_FREE for h in found if h.name in _CHORES
            for c in (h.words.strip("'"),))
    return any(h.name in _FREE and h.stream == 0 for h in found) or any(
        _denied(sentence, h, found) for h in found if h.name in _CHORES)


def _game_task(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether the sentence names a task or a result of the game (a shuffle, a deal, a
    card, a turn: :data:`_RESULT` and ``play_mix``), not the 洗 of 洗碗 (a chore's own)."""
    chores = " ".join(h.words.strip("'") for h in found if h.name in _CHORES)
    return any(h.name in _RESULT - {"k_chore"} | {"play_mix"}
               and not (h.stream == 2 and h.words.strip("'") in chores) for h in found)


def _denied(sentence: Sentence, chore: Hit, found: Sequence[Hit]) -> bool:
    """Whether a chore's word is denied: a negation just before it, a Turkish negative
    verb just after it."""
    if chore.stream != 0:
        return False
    tokens = [t[0] for t in sentence.split]
    after = tokens[chore.end:chore.end + 2]
    return any(h.name in _FREE | {"negation"} and h.stream == 0
               and 0 <= chore.start - h.end < _NOT_REACH for h in found) or any(
        t.endswith(_TR_NOT) for t in after)


def _unasked(sentence: Sentence, chore: Hit, found: Sequence[Hit]) -> bool:
    """Whether a chore's word asks nothing of the one named: it says what they did, in
    the picking clause ("wie vandaag de boodschappen heeft gedaan, ...", "whoever cooked
    tonight ...", "今天做饭的人"), or it is spared them (:func:`freed`)."""
    if chore.name not in _CHORES:
        return False
    if chore.stream == 2:
        said = chore.words.strip("'")
        at, pick = sentence.cjk.find(said), min(
            (i for i in (sentence.cjk.find(z) for z in _ZH_PICK) if i >= 0), default=-1)
        return 0 <= at < pick or freed(sentence, found)
    if chore.stream != 0:  # another reading of the same words: as its first reading's
        return any(_unasked(sentence, h, found) for h in found if h.stream == 0
                   and h.name == chore.name and h.words == chore.words)
    if _denied(sentence, chore, found):
        return True
    tokens = [t[0] for t in sentence.split]
    if not tokens or tokens[0] not in _PICK:
        return False
    first = clauses(sentence)
    if len(first) > 1:
        return chore.end <= first[0][1]
    return any(h.name in _FREE | {"negation"} and h.stream == 0 and h.start >= chore.end
               for h in found)


def _result(sentence: Sentence, found: Sequence[Hit], slots: frozenset[str]) -> bool:
    """Whether the sentence attaches a game result: a result's slot (not one that only
    says when, the 抽 of smoking, a way out of doors or a chore asked of nobody), a cost,
    a first place in the order."""
    return any(h.name in slots and not _a_time(sentence, h) and not _smoked(sentence, h, found)
               and not _gone_outside(h, found) and not _furniture(h)
               and not _unasked(sentence, h, found) for h in found) \
        or costs(sentence, list(found)) or goes_first(sentence, found)


def attached(sentence: Sentence, found: Sequence[Hit], chores: bool = True) -> bool:
    """Whether the sentence attaches a game result; ``chores``: a labour chore of the
    lexicon counts as one (a price put on a person picked)."""
    return _result(sentence, found, _RESULT if chores else _RESULT - {"k_chore"})


def results(reading: Reading, chores: bool = True) -> bool:
    """Whether any sentence of the text attaches a game result (:func:`attached`)."""
    return any(attached(s, hits_of(s), chores) for s in reading.sentences)


def at_hand(reading: Reading, at: int) -> bool:
    """Whether sentence ``at`` hands a fixture's chore or a place to rest to whoever meets
    a moment or a place, with no game result in the text (see the module text)."""
    sentence = reading.sentences[at]
    found = hits_of(sentence)
    if not _moment(sentence) or not (_named(sentence, _FIXTURE, _FIXTURE_ZH)
                                     or _named(sentence, _REST, _REST_ZH)
                                     or freed(sentence, found)):
        return False
    return not any(h.name in _TRAITS and not _deed(h) for h in found) \
        and not _state(sentence, found) and not results(reading)


def _state(sentence: Sentence, found: Sequence[Hit]) -> bool:
    """Whether the picking clause says what a person is ("whoever is fat", "wer ist
    schwanger"): a copula right after the picking word, no moment after it ("whoever is
    nearest" is a place)."""
    tokens = [t[0] for t in sentence.split]
    return len(tokens) > 2 and tokens[0] in _PICK and any(
        h.name == "copula" and h.stream == 0 and h.start == 1 for h in found) \
        and tokens[2] not in _MOMENT


#: A meal made today, a deed of the day and no relation ("whoever cooked tonight",
#: "wer heute gekocht hat", "wie heeft gekookt", "yemeği pişiren", "今天做饭的人"); the
#: host, a home and what one brought stay who one is
_DEED_BY_LANGUAGE = {"en": ("cooked", "baked"), "de": ("gekocht", "gebacken"),
                     "nl": ("gekookt", "gebakken"), "tr": ("pişir",)}
_DEED = tuple(fold(w) for ws in _DEED_BY_LANGUAGE.values() for w in ws)
_DEED_ZH = ("做饭", "做飯", "烤")


def _deed(hit: Hit) -> bool:
    """Whether a relation's word is a meal made today (:data:`_DEED`), no relation."""
    word = hit.words.strip("'")
    return hit.name == "p_relation" and (fold(word).startswith(_DEED) if hit.stream != 2
                                         else any(z in word for z in _DEED_ZH))


#: Acts that belong outside: smoking, a barbecue (stems: "smokers", "raucht", "rokers",
#: "sigara", "grillt", "mangal"; Chinese 烟, 烧烤)
_SMOKE_BY_LANGUAGE = {"en": ("smok", "cigar", "barbecue", "bbq", "grill"),
                      "de": ("rauch", "zigar", "grill"),
                      "nl": ("rook", "roke", "sigaret", "barbecue", "bbq"),
                      "tr": ("sigara", "tütün", "mangal")}
_SMOKE = tuple(fold(w) for ws in _SMOKE_BY_LANGUAGE.values() for w in ws)
_SMOKE_ZH = ("抽烟", "抽煙", "吸烟", "吸煙", "烟民", "烧烤", "燒烤")
#: Who the smoking names: a selector or the smokers themselves (Turkish participles:
#: "sigara içen", "içecek olan")
_SMOKER_BY_LANGUAGE = {"en": ("whoever", "anyone", "smokers", "smoker"),
                       "de": ("wer", "raucher", "raucherin"), "nl": ("wie", "rokers", "roker"),
                       "tr": ("olan", "içen", "içenler", "isteyen")}
_SMOKER = frozenset(fold(w) for ws in _SMOKER_BY_LANGUAGE.values() for w in ws)
_SMOKER_ZH = ("的人", "谁", "誰", "烟民")
_OUTSIDE_ZH = ("阳台", "陽台", "外面", "门外", "門外", "院子")
#: A game role sends someone: the loser out on the balcony is a forfeit
_ROLES = frozenset(("k_lost", "leader"))


def smoked_outside(reading: Reading, at: int) -> bool:
    """Whether sentence ``at`` says where whoever smokes does it: outside (see the module
    text), no role sent, no cold on a body, no game result in the text."""
    sentence = reading.sentences[at]
    found = hits_of(sentence)
    if has_cjk(sentence.cjk):
        named = any(z in sentence.cjk for z in _SMOKE_ZH) and any(
            z in sentence.cjk for z in _SMOKER_ZH) and any(z in sentence.cjk for z in _OUTSIDE_ZH)
    else:
        tokens = [t[0] for t in sentence.split]
        named = any(t.startswith(_SMOKE) for t in tokens) and bool(set(tokens) & _SMOKER) \
            and any(h.name == "lb_outside" for h in found)
    return named and not has_role(reading) and not any(
        cold(s, hits_of(s)) for s in reading.sentences) and not results(reading)


def has_role(reading: Reading) -> bool:
    """Whether a game role (the loser, the winner) stands in the text."""
    return any(h.name in _ROLES for s in reading.sentences for h in hits_of(s))


def aired(reading: Reading, at: int) -> frozenset[str]:
    """The codes whose every word only says when a fixture is opened or shut ("when you
    cook": LP712 on the cooking, LP701 on the meal), none when no fixture is named."""
    sentence = reading.sentences[at]
    found = [h for h in hits_of(sentence) if h.stream in (0, 2)]
    if not _named(sentence, _FIXTURE, _FIXTURE_ZH) or not any(
            h.name == "k_chore" and _a_time(sentence, h) for h in found) or results(reading):
        return frozenset()
    meal = [h for h in found if h.name == "LP701"]  # "yemek yaparken": the meal is when
    return _AIRED if all(_a_time(sentence, h) for h in meal) else _AIRED - {"LP701"}


#: Locking words of a door kept shut ("stays locked", "blijft op slot", "bleibt
#: abgeschlossen"), read with the way home's slot (life_after_lexicon.py's ``la_foot``)
_LOCKED_BY_LANGUAGE = {"en": ("locked",), "de": ("abgeschlossen", "weggeschlossen"),
                       "nl": ("slot",), "tr": ("kilitli",)}
_LOCKED = frozenset(fold(w) for ws in _LOCKED_BY_LANGUAGE.values() for w in ws)


def door_locked(reading: Reading, at: int) -> bool:
    """Whether sentence ``at``'s "stays locked" is a door or window of the house kept
    shut, not a person's bike or way home: no game role or result in the text."""
    sentence = reading.sentences[at]
    locks = [h for h in hits_of(sentence) if h.name == "la_foot"]
    return bool(locks) and all(set(fold(h.words.strip("'")).split()) & _LOCKED for h in locks) \
        and _named(sentence, _FIXTURE, _FIXTURE_ZH) and not has_role(reading) \
        and not results(reading)


_AT_HAND = frozenset(("LP304",))
_SMOKED = frozenset(("LP304", "LP701", "LP711"))
_AIRED = frozenset(("LP701", "LP712"))
_LOCKED_DOOR = frozenset(("LP701",))


def _unasked_chores(sentence: Sentence) -> frozenset[str]:
    """LP712 when every chore the sentence names is asked of nobody (:func:`_unasked`): the
    chore done today that picks the one named, or the chore spared them."""
    found = hits_of(sentence)
    chores = [h for h in found if h.name == "k_chore"]
    return frozenset(("LP712",)) if chores and all(
        _unasked(sentence, h, found) for h in chores) else frozenset()


def untargeted(reading: Reading, at: int) -> frozenset[str]:
    """The codes sentence ``at``'s findings have no target for: LP304 when it is a house
    note for whoever meets a moment or a place (:func:`at_hand`); LP304, LP701 and LP711
    when it says where whoever smokes does it (:func:`smoked_outside`); LP712 and LP701
    when a fixture is opened at a time of the house (:func:`aired`); LP701 when a door
    of the house stays locked (:func:`door_locked`)."""
    kind = _AT_HAND | _unasked_chores(reading.sentences[at]) if at_hand(reading, at) \
        else frozenset()
    kind |= _SMOKED if smoked_outside(reading, at) else frozenset()
    kind |= _LOCKED_DOOR if door_locked(reading, at) else frozenset()
    return kind | aired(reading, at)


__all__ = ["aired", "at_hand", "attached", "door_locked", "has_role", "results", "smoked_outside",
           "untargeted"]
