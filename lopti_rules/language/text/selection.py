"""A person picked by a clause whose condition is not a game fact (R-CUSTOM-4): "whoever
sits in the armchair", "wer im Sessel sitzt", "bu akşam en son gelen oyuncu", "坐在沙发上的
人" (LP304). A condition on cards, turns, rounds, roles, the vote or the player's own wish
picks a role; anything else about the person is who they are. Asked by language/text/harm.py.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .claims import Claim
from .matching import Hit
from .matching import language as _language
from .persons import authored
from .textnorm import Sentence, clauses, fold, has_cjk

#: Words that open a clause picking a person ("whoever", "wer", "wie", "kim"), and the
#: relative pronouns that do so after a person word ("the player who", "degene die").
_SELECTORS = frozenset(("whoever", "wer", "wie", "kim", "wem", "wen"))
#: The language a selector must be read in ("*": any): German "wie" is "how"
_SELECTOR_LANGUAGE = {"wie": "nl", "whoever": "*", "kim": "tr"}
#: Selectors that are other words in a language: German "wie" is "how", "wen" "whom"
_NOT_SELECTORS = {"de": frozenset(("wie",)), "en": frozenset(("wie", "wer", "kim")),
                  "nl": frozenset(("wer", "wem", "wen")), "tr": frozenset(("wie", "wer"))}
_RELATIVES = {"en": frozenset(("who", "that", "whose")), "": frozenset(("who", "whose")),
              "de": frozenset(("der", "die", "welcher", "welche")),
              "nl": frozenset(("die", "dat"))}
_PEOPLE = frozenset(fold(w) for w in (
    "player", "players", "person", "one", "anyone", "someone", "those", "everyone",
    "everybody", "spieler", "spielerin", "person", "derjenige", "diejenige", "jeder",
    "jede", "jemand", "alle", "speler", "spelers", "persoon", "degene", "iedereen",
    "iemand", "wie"))
_TR_PEOPLE = ("oyuncu", "kişi", "kisi", "kimse")
#: where the people named sit, between them and their relative ("alle am Tisch, die ...",
#: "everyone here who ...", "iedereen aan tafel die ...": session 36)
_HERE = frozenset(("tisch", "table", "tafel", "hier", "here", "there", "daar"))


def _people_before(tokens: list[str], at: int, language: str) -> bool:
    """Whether the relative at ``at`` follows a person word, or a person word and where
    they sit ("alle am Tisch, die"); a person word of another language is not one
    ("wie die anderen" is German "like the others", not Dutch "who")."""
    people = _PEOPLE - _NOT_SELECTORS.get(language, frozenset())
    return tokens[at - 1] in people or tokens[at - 1] in _HERE and any(
        t in people for t in tokens[max(0, at - 4):at - 1])
_ZH_PICKED = re.compile(r"([^，,。！？；：、]*?)(?:的人|的玩家|的那个人|的那個人|的那位)")


def selected(sentence: Sentence, hits: Sequence[Hit], question: bool = False
             ) -> Claim | None:
    """A person picked by a clause whose condition is not a game fact: "whoever sits in
    the armchair", "the player who arrived last", "wer im Sessel sitzt", "bu akşam en
    son gelen oyuncu", "坐在沙发上的人". A condition on cards, turns, rounds, roles, seats
    by role, a game word or the player's own wish ("whoever wants") is a role; anything
    else about the person is who they are (R-CUSTOM-4), whatever the words.

    A question that is nothing but its question word and what it asks ("Wer hat einen
    Musikwunsch?", "Wie heeft er een verzoeknummer?", "Who has a song request?") picks
    nobody: whoever answers names themselves, and nothing is done to them (a clause
    before a main clause, "Wer zuletzt kam, mischt?", still picks)."""
    tokens = [t[0] for t in sentence.split]
    if question and len(clauses(sentence)) == 1 and tokens and tokens[0] in _SELECTORS:
        return None
    lapse = _lapse(hits)
    liking = {i for h in hits if h.stream == 0 and h.name == "liking"
              for i in range(h.start, h.end)}  # clause_lexicon.py's "liking"
    game = [h for h in hits if h.stream == 0 and (h.name in _GAME_NAMES or _out_already(
                tokens, hits, h) or h.name in lapse and _forgot_act(tokens, h)) and not (
                    h.name in _MAKER and set(tokens[h.end:h.end + 2]) & _ARRIVED)]

    def inside(h: Hit, start: int, end: int) -> bool:
        return start <= h.start < end or start < h.end <= end

    def judged(start: int, end: int) -> Claim | None:
        # where someone sits is a game fact only by a role ("next to the dealer")
        sat = any(h.name == "position" and h.stream == 0 and inside(h, start, end)
                  for h in hits)
        facts = [h for h in game if (not sat or h.name in ("game_fact", "leader"))
                 and not _liked_thing(tokens, liking, h, start, end)] + [
            h for h in hits if h.stream == 0 and h.name == "reaction" and not any(
                m.stream == 0 and m.name in _MOVES and not inside(m, start, end)
                for m in hits) and not any(tokens[i].startswith(_MOVE_STEMS) for i in (
                    *range(0, start - 1), *range(end, len(tokens))))]
        if _LIFE_TIME & set(tokens[start:end]):
            facts = []  # "whoever came out last year": a year of a life, no game's event
        # "wer zuerst gähnt, kocht Kaffee" picks nobody; "..., mischt" or "..., dağıtır" does
        if end <= start or any(inside(h, start, end) for h in facts):
            return None
        if any(tokens[i].isdigit() for i in range(start, end)):
            return None
        if authored(tokens, range(start, end), hits):
            return None  # "whoever brought it explains it": a rule's author (R-CUSTOM-5)
        if all(any(h.stream == 0 and h.name in _ELIDED and h.start <= i < h.end for h in hits)
               for i in range(start, end)):
            return None  # "wer nicht kann": the game's move left out, not a trait
        words = f"'{' '.join(tokens[start:end])}'"
        if sat:
            return Claim("seats", words, "free text picks a player by where they sit: "
                                           f"{words}, a disguised person (R-CUSTOM-4)")
        return Claim("seats", words, "free text picks a player by a fact of their life: "
                                       f"{words} (R-CUSTOM-4)")

    language = _language(sentence)
    selectors = _SELECTORS - _NOT_SELECTORS.get(language, frozenset())
    relatives = _RELATIVES.get(language, frozenset())
    for start, end in clauses(sentence):
        for at in range(start, end):
            word = tokens[at]
            opens = word in selectors and (word not in ("wie", "wem", "wen") or at == start) \
                and _SELECTOR_LANGUAGE.get(word, language) in (language, "*")
            # an English relative picks only in its person's clause: "the player who came
            # last"; after a comma ("Well played, everyone, that was a close one") it
            # says something of all it names, or starts a sentence of its own (German and
            # Dutch set a comma before every relative clause: there it still picks)
            opens = opens or (word in relatives and at > 0 and _people_before(tokens, at, language)
                              and (at > start or language not in ("en", "")))
            if opens:
                stop = next((j for j in range(at + 2, end) if any(
                    h.start == j and h.stream == 0 and h.name == "draw_move"
                    for h in hits) and not _ordered(tokens[at + 1:j])
                    and tokens[j - 1] not in _NAMED_BEFORE), end)
                if stop == end and language in ("en", ""):
                    stop = _main_verb(tokens, hits, at, end)
                    if stop == at + 2 and at + 1 in liking and stop + 1 < end \
                            and tokens[stop] not in _LIKED_NOTHING:
                        stop += 1  # a verb of liking takes its object: "likes dogs | deals"
                if _concessive(tokens, at, stop) or _noticed(tokens[at + 1:stop]):
                    break  # "egal wer es merkt": anyone alike, nobody picked
                found = judged(at + 1, stop)
                if found is not None and not _echoed(tokens, at + 1, stop, end):
                    return found
                break
            # Turkish: a participle and the people it picks ("... gelen oyuncu"), or a
            # participle that is the subject itself ("burcu aslan olan | dağıtır")
            if at + 1 < end and word.endswith(("en", "an", "dığı", "diği", "duğu", "düğü")) \
                    and len(word) > 3 and (tokens[at + 1].startswith(_TR_PEOPLE) or (
                        at - start > 1 and word in _TR_BEING)):  # not "büyük olan"
                found = judged(start, at + 1)
                if found is not None:
                    return found
    if has_cjk(sentence.cjk):
        game_cjk = [h for h in hits if h.stream == 2 and (h.name in _GAME_NAMES
                                                          or h.name in lapse)]
        moved = [h.words.strip("'") for h in hits if h.stream == 2 and h.name in _MOVES]
        for m in _ZH_PICKED.finditer(sentence.cjk):
            condition = m.group(1)
            rest = sentence.cjk[m.end():m.end() + 1]
            reacted = any(h.stream == 2 and h.name == "reaction" and h.words.strip("'")
                          in condition for h in hits) and not any(
                w not in condition for w in moved)  # "笑的人讲个笑话": no move laid on it
            if condition and not reacted \
                    and not any(h.words.strip("'") in condition for h in game_cjk) \
                    and not re.search(r"\d|旁边|旁邊|隔壁|左边|右边|左邊|右邊", condition) \
                    and not (rest and condition.startswith(rest)):  # 笑到最后的人笑得最好
                words = f"'{m.group(0)}'"
                return Claim("seats", words, "free text picks a player by a fact of "
                                               f"their life: {words} (R-CUSTOM-4)")
    return None


#: Verbs of liking (clause_lexicon.py's "liking", one entry of the meaning in the five
#: languages): a wish of the moment alone ("für alle, die mögen", "whoever likes"), a
#: preference when they take an object ("wer Hunde mag", "whoever likes jazz": who
#: someone is, R-CUSTOM-4; r2text37)
#: What may stand beside a verb of liking without being what is liked: pronouns,
#: particles, the offer's own words ("wer mag, kann", "for whoever likes it")
_LIKED_NOTHING = frozenset(fold(w) for w in (
    "it", "this", "that", "so", "to", "too", "also", "best", "most", "more", "more", "es",
    "das", "dies", "auch", "gern", "gerne", "noch", "hier", "jetzt", "het", "dat", "dit",
    "ook", "van", "leuk", "graag", "nog", "er", "wel", "who", "whoever", "wer", "die",
    "wie", "welche", "welcher", "alle", "allen", "iedereen", "everyone", "anyone", "all",
    "those", "the", "a", "an", "you", "they", "we", "sie", "ihr", "wir", "du", "jij", "je",
    "ze", "wij", "jullie", "zo", "doet", "do", "does", "mitmachen", "meedoen", "join",
    "kann", "can", "kan", "mag", "may", "darf", "ein", "eine", "een", "some", "one"))


def _liked_thing(tokens: Sequence[str], liking: set[int], h: Hit, start: int, end: int
                 ) -> bool:
    """Whether ``h``, a wish in the clause ``start``-``end``, is a verb of liking with a
    thing liked beside it ("wer Hunde mag", "whoever likes jazz", "wie van honden
    houdt"): a preference, who someone is, no wish of the moment (R-CUSTOM-4)."""
    if h.name != "volition" or h.stream != 0 or not any(
            i in liking for i in range(h.start, h.end)):
        return False
    return any(tokens[i] not in _LIKED_NOTHING and i not in liking
               and not tokens[i].isdigit() for i in range(start, end)
               if not h.start <= i < h.end)


#: Words before a selector that make its clause concessive: "egal wer", "no matter who",
#: "ongeacht wie"
_NO_MATTER = frozenset(("egal", "gleich", "gleichgultig", "matter", "regardless", "ongeacht",
                        "uit"))


def _concessive(tokens: Sequence[str], at: int, stop: int) -> bool:
    """Whether the clause the selector at ``at`` opens says "whoever it may be" ("egal wer
    es merkt", "wer auch immer es sieht", "wie het ook ziet", "no matter who notices"):
    the same for anyone, a condition on nobody (R-CUSTOM-4); "wie ook een aas legt" (who
    also plays an ace) has its "ook" right after the selector, and is read as before."""
    before = tokens[max(0, at - 2):at]
    inside = tokens[at + 1:stop]
    return bool(_NO_MATTER & set(before)) and (before[-1:] != ["uit"] or "niet" in before) \
        or "ook" in inside[1:] or "immer" in inside[:2] and "auch" in inside[:1]


#: Noticing, and what it may point back to: "whoever notices it", "wer es merkt", "wie
#: het ziet" notice what the sentence said happened at the table (a misdeal, a card face up)
_NOTICE = ("notice", "spot", "see", "saw", "merk", "bemerk", "sieht", "seh", "sah", "gesehen",
           "zie", "zag", "gezien", "opmerk")
_BACK = frozenset(("it", "this", "that", "first", "es", "das", "dies", "zuerst", "het", "dat",
                   "dit", "eerst", "ook", "as", "als", "erste", "eerste"))


def _noticed(clause: Sequence[str]) -> bool:
    """Whether a selector's clause is only a noticing of what was just said ("wer es
    merkt", "whoever notices it first", "wie het ziet"): a fact at the table, anyone's."""
    return any(t.startswith(_NOTICE) for t in clause) and all(
        t.startswith(_NOTICE) or t in _BACK for t in clause)


def _echoed(tokens: Sequence[str], start: int, stop: int, end: int) -> bool:
    """Whether the main clause opens with the verb of the clause that picks (fa36): a
    saying's echo, "Wer zuletzt lacht, lacht am besten", "whoever laughs last laughs
    best", "wie het laatst lacht, lacht het best": it says how things go, it asks
    nobody anything ("Wer zuletzt lacht, mischt" still picks)."""
    picked = {t[:4] for t in tokens[start:stop] if len(t) > 3}
    main = [t for t in tokens[stop:end] if t not in ("der", "die", "das", "dat", "that")]
    if not main and stop < len(tokens):  # the main clause after a comma is a clause of its own
        main = [t for t in tokens[stop:stop + 3] if t not in ("der", "die", "das", "dat")]
    return bool(main) and len(main[0]) > 3 and main[0][:4] in picked


#: A time of a life, not of tonight's games ("last year", "vorig jaar", "geçen yıl"): a
#: word of the game beside it ("out", "last") is no game event (session 41)
_LIFE_TIME = frozenset(fold(w) for w in (
    "year", "years", "month", "months", "jahr", "jahren", "jahres", "monat", "monaten",
    "jaar", "jaren", "maand", "maanden", "yıl", "yılı", "yıllar", "sene", "senesi"))


#: When in the order of play an act was done ("last", "zuletzt", "als laatste", "en son"):
#: "whoever last picked up" is the clause's own act, its time a fact of play (R-CUSTOM-4)
_ORDER = frozenset(fold(w) for w in (
    "last", "first", "lastly", "most", "recently", "just", "zuletzt", "zuerst", "als",
    "letzter", "letzte", "erster", "erste", "eben", "gerade", "het", "laatst", "laatste",
    "eerst", "eerste", "net", "en", "son", "ilk", "önce"))


#: Words before a move that make it a noun, the time of the clause ("whoever giggles at
#: this pickup", "wie lacht bij de oppakbeurt"): no verb that ends the clause (fa37)
_NAMED_BEFORE = frozenset(("the", "this", "that", "a", "each", "every", "at", "during",
                           "der", "die", "das", "dem", "den", "beim", "bei", "de", "het",
                           "deze", "bij", "tijdens"))


def _ordered(words: Sequence[str]) -> bool:
    """Whether the words between a selector and a draw move only say when in the order of
    play it was done ("whoever last picked up"): the move is the clause's own verb."""
    return bool(words) and all(w in _ORDER for w in words)


def _lapse(hits: Sequence[Hit]) -> frozenset[str]:
    """The lapse group when a lapse is one in play: forgetting or failing to do something
    ("whoever forgets to knock", "wer vergisst, Lopti zu sagen", "忘记敲桌子的人") is done
    at the table now, like any move, no fixed trait (R-CUSTOM-4); forgetting what one was
    to bring along ("whoever forgot to bring snacks") is a fact of the person's evening."""
    if any(h.name == "a_brought" for h in hits):
        return frozenset()
    return frozenset(("lapse",))


#: A Turkish verbal noun, the act "unut-" forgets ("çalmayı unutan", "demeyi unutan"):
#: forgetting a thing ("gözlüğünü unutan") is no lapse in play
_TR_ACT = ("mayi", "meyi", "masini", "mesini", "mak", "mek")  # as folded


def _forgot_act(tokens: Sequence[str], h: Hit) -> bool:
    """Whether a Turkish "unut-" forgets an act (the word before it a verbal noun); any
    other lapse names its act in its own words ("forgets to", "vergisst ... zu")."""
    if h.stream != 0 or not tokens[h.start].startswith("unut"):
        return True
    return h.start > 0 and tokens[h.start - 1].endswith(_TR_ACT)


#: What a condition may name and still pick a player by their role in the game.
_GAME_NAMES = frozenset(("game_fact", "volition", "leader", "table", "last_card", "draw_move",
                         "roshambo", "vote", "vote_act", "abstain", "rounds", "vote_role",
                         "more_than_half", "p_thing", "p_game_act",
                         # a standing in tonight's games, an act done at the table now:
                         # a result or a condition of the evening, no fixed trait
                         "standing", "table_act",
                         # the rule's maker ("whoever made it", "wer sie erfunden hat"): a
                         # role of the book (R-CUSTOM-5, R-FAQ-5), no fact of a life
                         "creator", "k_creator",
                         # asking at the table ("anyone who asks", "wer fragt"): the player's
                         # own wish, like "whoever wants" (a cost on asking is off_game.py's)
                         "og_ask"))
_MAKER = ("creator", "k_creator")
#: A move of play laid on the one a clause picks ("wer zuletzt lacht, mischt und nimmt den
#: Stapel auf"): a reaction of the moment then picks a player (LP304) as before; a riddle
#: told or tea made for all asks nothing of play (fa37)
_MOVES = frozenset(("draw_move", "play_move", "play_mix", "k_pickup", "k_draw", "b_draw",
                    "k_first", "play_denied", "roshambo", "vote_act", "leader"))
#: Verbs of the deal, the lead and the shuffle (folded stems): a role of play given to the
#: one a reaction picks ("son gülen oyuncu dağıtır", "whoever coughs first deals")
_MOVE_STEMS = tuple(fold(w) for w in (
    "deal", "dealt", "lead", "starts", "begins", "plays", "shuffl", "teilt", "gibt", "spielt",
    "beginnt", "misch", "deelt", "geeft", "speelt", "begint", "schud", "dağıt", "başla",
    "oyna", "karıştır"))
#: "whoever made it" followed by a place is an arrival, a fact of the evening
_ARRIVED = frozenset(("to", "here", "there", "home", "in", "back", "through", "first",
                      "last", "on"))


#: "already" before a player's status ("wer schon draußen ist", "wie al uit is"): out of
#: the round (R-WIN-4), as R-VOTE-2 says it ("players already out included"), no place
_ALREADY = frozenset(fold(w) for w in ("already", "schon", "bereits", "al", "reeds", "zaten",
                                       "artık"))


def _out_already(tokens: Sequence[str], hits: Sequence[Hit], h: Hit) -> bool:
    """Whether ``h`` is a player's status in the game: out (raus, draußen, uit) said with
    "already" just before it, or beside the vote (R-VOTE-2: everyone votes, the players
    already out included)."""
    return h.name == "play_status" and (bool(set(tokens[max(0, h.start - 2):h.start])
                                             & _ALREADY) or any(
        v.name in ("vote", "vote_act") for v in hits))


#: A condition of only a modal and a negation ("wer nicht kann", "whoever can't", "wie
#: niet kan") leaves the game's move out: who cannot play, a role (R-TURN-2)
_ELIDED = frozenset(("negation", "cannot", "modal", "k_may", "b_not", "b_cannot_play",
                     "play_denied", "p_not"))


def _main_verb(tokens: Sequence[str], hits: Sequence[Hit], at: int, end: int) -> int:
    """Where an English relative clause without a comma ends: at the first word after
    its own verb that ends in -s and is no game word ("whoever sits in the armchair |
    gives two cards away"), or at a modal, else at the clause's end."""
    game = {h.start for h in hits if h.stream == 0 and h.name in _GAME_NAMES}
    # a clause about a life ("who arrived last", "who drove here") ends at the next verb
    # even when that verb is a game word ("| shuffles the deck"): nothing of play is in it
    life = _life_verb(tokens, at + 1)
    for j in range(at + 2, end):  # the clause's own verb comes first: "who arrived"
        word = tokens[j]
        if word.endswith("s") and not word.endswith("ss") and len(word) > 3 \
                and (j not in game or life or word in _PLAY_VERBS and tokens[at + 1] in _BE) \
                and word not in ("has", "was", "is", "does", "this", "thus", "its", "his"):
            return j  # a verb of play after the clause's own: the main clause's
            # ("whoever is a Scorpio | deals every round")
        elif word in ("must", "may", "should", "shall", "will", "can", "has to", "gets"):
            return j
    return end


#: Turkish participles of being and having: "burcu aslan olan", "A kan grubu olan",
#: "gözlüğü olan": the clause before them is all the condition
_TR_BEING = frozenset(("olan", "sahip olan"))
#: English verbs of play in the third person: after the clause's own verb, one of them
#: opens the main clause ("whoever has blood type A | plays first"), a card word does not
#: ("whoever has the most cards | deals")
_BE = frozenset(("is", "has", "was", "had", "are"))  #: a clause that says what one is or has
_PLAY_VERBS = frozenset(("deals", "draws", "plays", "leads", "starts", "shuffles", "picks",
                         "takes", "skips", "begins", "goes", "passes", "cuts"))
#: English verbs of a person's arrival, journey or home (LP304: a fact of their life, not
#: of play): "whoever arrived last", "who drove", "who lives nearest", "who showed up"
_LIFE_VERBS = frozenset((
    "arrived", "arrives", "arrive", "showed", "shows", "turned", "drove", "drives", "drive",
    "lives", "live", "lived", "walked", "cycled", "biked", "rode", "flew", "travelled",
    "traveled", "commuted", "entered", "parked"))
#: "came", "got", "comes" are an arrival only with a place or a time of coming ("who came
#: here first", "who got in last"): "whoever came last" alone is a place in the standings
_COMING = frozenset(("came", "come", "comes", "got", "gets", "get", "made"))
_COMING_TO = frozenset(("here", "in", "to", "home", "over", "through", "along", "back",
                        "early", "late", "by", "on"))


def _life_verb(tokens: Sequence[str], at: int) -> bool:
    """Whether the word at ``at`` (a relative clause's own verb) is an arrival, a journey
    or a home: a fact of the person's evening or life, never of play (R-CUSTOM-4)."""
    if at >= len(tokens):
        return False
    word = tokens[at]
    if word in _LIFE_VERBS:
        return True
    after = tokens[at + 1:at + 3]
    return word in _COMING and bool(after) and (
        after[0] in _COMING_TO or after[0] == "it" and len(after) > 1
        and after[1] in _COMING_TO)


#: Turkish participles of a person named by an act ("temizleyen oyuncu", "toplayan kişi")
_TR_PARTICIPLE = ("en", "an")
#: What a clause naming a role may not hold: harm done to the one it names
_HARMED = frozenset(("LP701", "LP702", "LP703", "LP704", "LP706", "strike", "c_body", "body"))


def played_role(sentence: Sentence, hits: Sequence[Hit]) -> set[int]:
    """The tokens of a clause naming a person by what they just did in play ("the player
    who just cleared", "den Spieler, der gerade abgeräumt hat", "de speler die net
    opruimde", "yeni temizleyen oyuncu"): a role by play (R-CUSTOM-4), whom a gesture
    may be made for ("applaud the player who just cleared"). Empty when a clause of the
    sentence picks by anything else (:func:`selected`), or harm is in the clause."""
    if selected(sentence, hits) is not None:
        return set()
    tokens = [t[0] for t in sentence.split]
    game = {i for h in hits if h.stream == 0 and (h.name in _GAME_NAMES or h.name == "p_game_act")
            for i in range(h.start, h.end)}
    harmed = {i for h in hits if h.stream == 0 and h.name in _HARMED
              for i in range(h.start, h.end)}
    relatives = _RELATIVES.get(_language(sentence), frozenset()) | {"who", "that"}
    out: set[int] = set()
    for start, end in clauses(sentence):
        for at in range(start, end):
            if tokens[at] in relatives and at > 0 and tokens[at - 1].rstrip(",") in _PEOPLE:
                span = range(at, _main_verb(tokens, hits, at, end) if tokens[at] in (
                    "who", "that") else end)
            elif at + 1 < len(tokens) and tokens[at + 1].startswith(_TR_PEOPLE) \
                    and tokens[at].endswith(_TR_PARTICIPLE) and len(tokens[at]) > 4:
                span = range(start, at + 1)
            else:
                continue
            if any(i in game for i in span) and not any(i in harmed for i in span):
                out.update(span)
    return out


__all__ = ["played_role", "selected"]
